import { expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { snapshot, tafel, tempHomes } from '../helpers/cli.js';

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
