import { expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { snapshot, tafel, tempHomes } from '../helpers/cli.js';
import { fullAt } from '../helpers/die.js';

/*
 * An event change writes its event file and table sheets all or nothing (store/staged.ts). A folder in the way of one
 * of them (a table sheet's `.bak` made a folder by hand) is refused before the first write: until 2026-12-07 `event
 * rename` put the event file in place, not the sheet, said "Nothing was changed", and the journal it left finished
 * the rename quietly once the folder was gone.
 */

const home = tempHomes();
const now = new Date(2026, 11, 6, 20, 0);

test('a table sheet .bak a folder: nothing changed, truly (no journal left to finish it)', async () => {
  const h = home();
  const entrants = 'Ann,Bert,Cis,Dirk,Eva,Fien,Gert,Hilde';
  await tafel(h, ['event', 'new', 'klaverjassen', '--id', 'vrijdag', '--entrants', entrants], { now });
  expect((await tafel(h, ['event', 'draw'], { now })).code).toBe(0);
  const sheets = path.join(h, 'sheets');
  const table = fs
    .readdirSync(sheets)
    .find((n) => n.endsWith('.json') && fs.readFileSync(path.join(sheets, n), 'utf8').includes('"Ann"'))!;
  const folder = path.join(sheets, `${table}.bak`);
  fs.mkdirSync(folder);
  const before = snapshot(h);
  const r = await tafel(h, ['event', 'rename', 'Ann', 'Anna'], { now });
  expect(r).toEqual({
    code: 1,
    stdout: '',
    stderr:
      `tafel: ${folder} is a folder where tafel writes a file of its own: move that folder away ` +
      "(it is not tafel's) and try again. Nothing was changed.\n",
  });
  expect(snapshot(h)).toEqual(before);
  // Moved away: nothing was half done, so the next command finds the event as it was, and can rename.
  fs.rmdirSync(folder);
  expect((await tafel(h, ['event', 'show'], { now })).code).toBe(0);
  expect(fs.readFileSync(path.join(h, 'events', 'vrijdag.json'), 'utf8')).not.toContain('Anna');
  expect((await tafel(h, ['event', 'rename', 'Ann', 'Anna'], { now })).code).toBe(0);
});

/**
 * A disk that fills up after the journal, as a table sheet is put in place: the change is whole in the journal, and
 * the next tafel (another process) finishes it. Until 2026-12-07 the line said "Nothing was changed" of it.
 */
test('a full disk after the journal: the change is said to be kept, and the next command finishes it', async () => {
  const h = home();
  const entrants = 'Ann,Bert,Cis,Dirk,Eva,Fien,Gert,Hilde';
  await tafel(h, ['event', 'new', 'klaverjassen', '--id', 'vrijdag', '--entrants', entrants], { now });
  expect((await tafel(h, ['event', 'draw'], { now })).code).toBe(0);
  const sheets = path.join(h, 'sheets');
  const tableOf = (name: string) =>
    fs.readdirSync(sheets).find((n) => fs.readFileSync(path.join(sheets, n), 'utf8').includes(`"${name}"`))!;
  const inEvent = (name: string) => fs.readFileSync(path.join(h, 'events', 'vrijdag.json'), 'utf8').includes(name);
  // A pid no process has: the failing run's process has ended when the next command starts.
  const ended = 2 ** 22 + 1;
  const cases = [
    [
      [],
      'Ann',
      'Anna',
      (file: string) =>
        `tafel: Could not write ${file} (ENOSPC): the disk is full. The change had begun and is kept: the next tafel ` +
        'command finishes it once that is put right.\n',
    ],
    [
      ['--lang', 'nl'],
      'Bert',
      'Bertje',
      (file: string) =>
        `tafel: Kon ${file} niet schrijven (ENOSPC): de schijf is vol. De wijziging was begonnen en blijft ` +
        'bewaard: de volgende tafel-opdracht maakt ze af zodra dat verholpen is.\n',
    ],
  ] as const;
  for (const [lang, from, to, line] of cases) {
    const file = path.join(sheets, tableOf(from));
    const r = await fullAt('renameSync', file, () =>
      tafel(h, ['event', 'rename', from, to, ...lang], { now, pid: ended }),
    );
    expect(r).toEqual({ code: 1, stdout: '', stderr: line(file) });
    // Begun: the event file renamed the player, the table sheet not yet; the journal is left for the next tafel.
    expect([inEvent(to), fs.readFileSync(file, 'utf8').includes(`"${to}"`)]).toEqual([true, false]);
    expect(fs.readdirSync(h).filter((n) => n.startsWith('event-'))).toEqual([
      `event-${ended}`,
      `event-${ended}.journal`,
    ]);
    expect((await tafel(h, ['event', 'show'], { now })).code).toBe(0);
    expect([inEvent(to), fs.readFileSync(file, 'utf8').includes(`"${to}"`)]).toEqual([true, true]);
    expect(fs.readdirSync(h).filter((n) => n.startsWith('event-'))).toEqual([]);
  }
});
