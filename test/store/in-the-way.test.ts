import { describe, expect, jest, test } from '@jest/globals';
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

  // A folder named like a temporary file: a dead process's stops no write (until 2026-12-07 removing it failed, and
  // every write of the sheet said "Could not write ...99999.tmp (ERR_FS_EISDIR): choose another data directory").
  test("a folder named like a dead run's temporary file stops no write; doctor lists it (en, nl)", async () => {
    const h = await sheetHome();
    const ended = 2 ** 22 + 1; // a pid no process has
    const folder = path.join(h, 'sheets', `${ID}.json.${ended}.tmp`);
    const settings = path.join(h, `settings.json.${ended}.tmp`);
    for (const f of [folder, settings]) fs.mkdirSync(f);
    expect(await tafel(h, ['record', '--sheet', ID, 'pas'], { now })).toMatchObject({ code: 0, stderr: '' });
    expect(await tafel(h, ['lang', 'nl'], { now })).toMatchObject({ code: 0, stderr: '' });
    expect((await tafel(h, ['--json', 'sheet', ID], { now })).stdout).toContain('"deals"');
    // Not tafel's: left where it is, and listed.
    expect([fs.statSync(folder).isDirectory(), fs.statSync(settings).isDirectory()]).toEqual([true, true]);
    const r = await tafel(h, ['--lang', 'en', 'doctor'], { now });
    const why =
      'is a folder named like a temporary file of tafel, which a tafel run of that process number could not ' +
      "write: move the folder away (it is not tafel's)";
    expect(r).toEqual({
      code: 1,
      stderr: '',
      stdout: [
        `Checked the settings and 1 sheet file in ${h}: 2 files need attention:`,
        `  settings.json.${ended}.tmp: ${why}`,
        `    file: ${settings}`,
        `  ${ID}.json.${ended}.tmp: ${why}`,
        `    file: ${folder}`,
        '',
      ].join('\n'),
    });
    const d = await tafel(h, ['doctor'], { now });
    expect(d.stdout).toContain(
      `  ${ID}.json.${ended}.tmp: is een map met de naam van een tijdelijk bestand van tafel, dat een tafel-opdracht ` +
        'met dat procesnummer niet zou kunnen schrijven: zet de map ergens anders (ze is niet van tafel)\n',
    );
  });

  test("a folder under the name of the run's own temporary file: named (en, nl); nothing written", async () => {
    const h = await sheetHome();
    const pid = 2 ** 22 + 2;
    const folder = path.join(h, 'sheets', `${ID}.json.${pid}.tmp`);
    fs.mkdirSync(folder);
    const before = snapshot(h);
    const r = await tafel(h, ['record', '--sheet', ID, 'pas'], { now, pid });
    expect(r).toEqual({ code: 1, stdout: '', stderr: en(folder) });
    const d = await tafel(h, ['--lang', 'nl', 'record', '--sheet', ID, 'pas'], { now, pid });
    expect(d).toEqual({ code: 1, stdout: '', stderr: nl(folder) });
    expect(snapshot(h)).toEqual(before);
    expect(fs.statSync(folder).isDirectory()).toBe(true);
    // A new sheet's, the same.
    const made = path.join(h, 'sheets', `2026-12-06-belote.json.${pid}.tmp`);
    fs.mkdirSync(made);
    expect(await tafel(h, ['new', 'belote', '--players', 'A,B,C,D'], { now, pid })).toEqual({
      code: 1,
      stdout: '',
      stderr: en(made),
    });
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
 * names that file and says to move it away, and nothing is written; `tafel doctor` lists it with that fix. Until
 * 2026-12-07 the refusal said "<data-dir> or a folder in it is not a folder", `event new` wrote this device's id into
 * settings.json before it, and doctor said "everything reads fine".
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
    // A list, which said "No events yet" of a file in the folder's place.
    ['events', ['event', 'list']],
    ['seasons', ['season', 'list']],
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

  test('doctor lists each such file with its fix, in both languages, and goes on to the sheets', async () => {
    const h = await sheetHome();
    for (const name of ['events', 'seasons', 'deleted']) fs.writeFileSync(path.join(h, name), 'x');
    const r = await tafel(h, ['doctor'], { now });
    const entry = (name: string) => [
      `  ${h}/${name}: is not a folder: tafel cannot keep anything there`,
      `    file: ${h}/${name}`,
      "    move that file away (it is not tafel's): tafel makes the folder again when it needs it",
    ];
    expect([r.code, r.stdout]).toEqual([
      1,
      [
        `Checked the settings and 1 sheet file in ${h}: 3 files need attention:`,
        ...entry('events'),
        ...entry('seasons'),
        ...entry('deleted'),
        '',
      ].join('\n'),
    ]);
    const d = await tafel(h, ['--lang', 'nl', 'doctor'], { now });
    expect(d.stdout).toContain(
      `  ${h}/deleted: is geen map: tafel kan er niets bewaren\n    bestand: ${h}/deleted\n    zet dat bestand opzij ` +
        '(het is niet van tafel): tafel maakt de map opnieuw wanneer het die nodig heeft\n',
    );
    const json = await tafel(h, ['--json', 'doctor'], { now });
    expect(JSON.parse(json.stdout).problems.map((p: { id: string; code: string; fix: null }) => p)).toEqual(
      ['events', 'seasons', 'deleted'].map((name) =>
        expect.objectContaining({ kind: 'directory', file: path.join(h, name), code: 'not-a-folder', fix: null }),
      ),
    );
  });

  test('the sheets folder a file: doctor lists it alone, with that fix', async () => {
    const h = await sheetHome();
    const sheets = path.join(h, 'sheets');
    fs.rmSync(sheets, { recursive: true });
    fs.writeFileSync(sheets, 'x');
    expect(await tafel(h, ['doctor'], { now })).toEqual({
      code: 1,
      stdout:
        `Checked 0 sheet files in ${h}: 1 file needs attention:\n` +
        `  ${sheets}: is not a folder: tafel cannot keep anything there\n    file: ${sheets}\n` +
        "    move that file away (it is not tafel's): tafel makes the folder again when it needs it\n",
      stderr: '',
    });
  });
});

/**
 * A folder of the data directory the user may not read or write in (`chmod 500 sheets`): doctor lists it with `chmod`,
 * where until 2026-12-07 it said "everything reads fine" while every write there failed. As a folder without that
 * permission answers a tafel that is not root (this test may run as root, whom permissions do not stop).
 */
function denied(folder: string, mode: number) {
  const real = fs.accessSync;
  return jest.spyOn(fs, 'accessSync').mockImplementation(((p: fs.PathLike, m?: number) => {
    if (String(p) === folder && ((m ?? fs.constants.F_OK) & mode) !== 0)
      throw Object.assign(new Error(`EACCES: permission denied, access '${folder}'`), {
        code: 'EACCES',
        syscall: 'access',
        path: folder,
      });
    return real(p, m);
  }) as typeof fs.accessSync);
}

describe('a folder the user may not read or write in', () => {
  test('sheets/ not writable: doctor lists it with chmod, in both languages, and checks the sheets', async () => {
    const h = await sheetHome();
    const sheets = path.join(h, 'sheets');
    const spy = denied(sheets, fs.constants.W_OK);
    try {
      const r = await tafel(h, ['doctor'], { now });
      expect([r.code, r.stdout]).toEqual([
        1,
        `Checked the settings and 1 sheet file in ${h}: 1 file needs attention:\n` +
          `  ${sheets}: tafel may not write in this folder (EACCES), so every change there is refused\n` +
          `    file: ${sheets}\n    give yourself the permission with: chmod u+rwx ${sheets}\n`,
      ]);
      const d = await tafel(h, ['--lang', 'nl', 'doctor'], { now });
      expect(d.stdout).toContain(
        `  ${sheets}: tafel mag niet schrijven in deze map (EACCES), dus elke wijziging daar wordt geweigerd\n` +
          `    bestand: ${sheets}\n    geef jezelf de rechten met: chmod u+rwx ${sheets}\n`,
      );
      expect(JSON.parse((await tafel(h, ['--json', 'doctor'], { now })).stdout).problems).toEqual([
        {
          kind: 'directory',
          id: sheets,
          file: sheets,
          code: 'no-permission',
          reason: 'tafel may not write in this folder (EACCES), so every change there is refused',
          backup: null,
          fix: `chmod u+rwx ${sheets}`,
        },
      ]);
    } finally {
      spy.mockRestore();
    }
  });

  test('the data directory not readable: doctor lists it alone, as nothing in it can be looked at', async () => {
    const h = await sheetHome();
    const spy = denied(h, fs.constants.R_OK);
    try {
      expect(await tafel(h, ['doctor'], { now })).toEqual({
        code: 1,
        stdout:
          `Checked 0 sheet files in ${h}: 1 file needs attention:\n` +
          `  ${h}: tafel may not read this folder (EACCES), so nothing in it can be read or changed\n` +
          `    file: ${h}\n    give yourself the permission with: chmod u+rwx ${h}\n`,
        stderr: '',
      });
    } finally {
      spy.mockRestore();
    }
  });
});
