import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { snapshot, tafel, tempHomes } from '../helpers/cli.js';

/*
 * A folder made by hand where tafel writes a file of its own (a sheet's or settings.json's `.bak`, a lock): the
 * refusal names that folder and says to move it away, nothing is written, and `tafel doctor` lists it. Until
 * 2026-12-07 it said "Could not write …json.bak.<pid>.tmp (EISDIR): choose another data directory", doctor said
 * "everything reads fine", and an event change put its event file in place but not its table sheet.
 */

const home = tempHomes();
const now = new Date(2026, 11, 6, 20, 0);
const ID = '2026-12-06-kleurenwiezen';

const en = (folder: string) =>
  `tafel: ${folder} is a folder where tafel writes a file of its own: move that folder away (it is not tafel's) and ` +
  'try again. Nothing was changed.\n';
const nl = (folder: string) =>
  `tafel: ${folder} is een map op de plaats waar tafel een eigen bestand schrijft: zet die map ergens anders (ze is ` +
  'niet van tafel) en probeer opnieuw. Er werd niets veranderd.\n';

async function sheetHome(): Promise<string> {
  const h = home();
  expect((await tafel(h, ['new', 'kleurenwiezen', '--players', 'A,B,C,D'], { now })).code).toBe(0);
  return h;
}

describe('a folder in the way of a file tafel writes', () => {
  test.each(['.bak', '.lock'])('a sheet%s that is a folder: named, in both languages; nothing written', async (ext) => {
    const h = await sheetHome();
    const folder = path.join(h, 'sheets', `${ID}.json${ext}`);
    fs.mkdirSync(folder);
    const before = snapshot(h);
    const r = await tafel(h, ['record', '--sheet', ID, 'pas'], { now });
    expect(r).toEqual({ code: 1, stdout: '', stderr: en(folder) });
    const d = await tafel(h, ['--lang', 'nl', 'record', '--sheet', ID, 'pas'], { now });
    expect(d).toEqual({ code: 1, stdout: '', stderr: nl(folder) });
    expect(snapshot(h)).toEqual(before);
    const json = await tafel(h, ['--json', 'record', '--sheet', ID, 'pas'], { now });
    expect(JSON.parse(json.stderr).error.code).toBe('io');
    // Moved away, the same command goes through.
    fs.rmdirSync(folder);
    expect((await tafel(h, ['record', '--sheet', ID, 'pas'], { now })).code).toBe(0);
  });

  test('settings.json.bak a folder: `new` writes no sheet before it refuses', async () => {
    const h = await sheetHome();
    const folder = path.join(h, 'settings.json.bak');
    fs.mkdirSync(folder);
    const before = snapshot(h);
    const r = await tafel(h, ['new', 'kleurenwiezen', '--players', 'A,B,C,D'], { now });
    expect(r).toEqual({ code: 1, stdout: '', stderr: en(folder) });
    expect(snapshot(h)).toEqual(before);
  });

  test('doctor lists each such folder, in both languages', async () => {
    const h = await sheetHome();
    for (const name of ['settings.json.bak', `sheets/${ID}.json.bak`, `sheets/${ID}.json.lock`])
      fs.mkdirSync(path.join(h, name));
    const r = await tafel(h, ['doctor'], { now });
    const why =
      'is a folder where tafel writes a file of its own, so that file cannot be written: move the folder away ' +
      "(it is not tafel's)";
    expect(r.code).toBe(1);
    expect(r.stdout).toBe(
      [
        `Checked the settings and 1 sheet file in ${h}: 3 files need attention:`,
        `  settings.json.bak: ${why}`,
        `    file: ${h}/settings.json.bak`,
        `  ${ID}.json.bak: ${why}`,
        `    file: ${h}/sheets/${ID}.json.bak`,
        `  ${ID}.json.lock: ${why}`,
        `    file: ${h}/sheets/${ID}.json.lock`,
        '',
      ].join('\n'),
    );
    const d = await tafel(h, ['--lang', 'nl', 'doctor'], { now });
    expect(d.stdout).toContain(
      `  ${ID}.json.lock: is een map op de plaats waar tafel een eigen bestand schrijft, dus dat bestand kan niet ` +
        'geschreven worden: zet de map ergens anders (ze is niet van tafel)\n',
    );
    const json = await tafel(h, ['--json', 'doctor'], { now });
    expect(JSON.parse(json.stdout).problems.map((p: { kind: string; code: string }) => [p.kind, p.code])).toEqual(
      Array(3).fill(['in-the-way', 'in-the-way']),
    );
  });
});

/*
 * A file made by hand where tafel keeps a folder of its own (`events`, `seasons`, `deleted`, `sheets`): the refusal
 * names that file and says to move it away, and nothing is written. Until 2026-12-07 the refusal said "<data-dir> or a
 * folder in it is not a folder", and `event new` wrote this device's id into settings.json before it.
 */
const fileEn = (file: string) =>
  `tafel: ${file} is a file where tafel keeps a folder of its own: move that file away (it is not tafel's) and try ` +
  'again. Nothing was changed.\n';
const fileNl = (file: string) =>
  `tafel: ${file} is een bestand op de plaats waar tafel een eigen map houdt: zet dat bestand ergens anders (het is ` +
  'niet van tafel) en probeer opnieuw. Er werd niets veranderd.\n';
const EIGHT = 'Ann,Bert,Cis,Dirk,Eva,Fien,Gert,Hans';

describe('a file in the way of a folder tafel keeps', () => {
  test.each([
    ['events', ['event', 'new', 'kleurenwiezen', '--entrants', EIGHT, '--rounds', '2']],
    ['seasons', ['season', 'new', 'winter', '--game', 'kleurenwiezen']],
    ['deleted', ['delete', ID, '--force']],
  ])('%s a file: %j names it, in both languages; nothing written', async (name, args) => {
    const h = await sheetHome();
    const file = path.join(h, name);
    fs.writeFileSync(file, 'x');
    const before = snapshot(h);
    expect(await tafel(h, args, { now })).toEqual({ code: 1, stdout: '', stderr: fileEn(file) });
    expect(await tafel(h, ['--lang', 'nl', ...args], { now })).toEqual({ code: 1, stdout: '', stderr: fileNl(file) });
    expect(snapshot(h)).toEqual(before);
    // Moved away, the same command goes through.
    fs.rmSync(file);
    expect((await tafel(h, args, { now })).code).toBe(0);
  });
});
