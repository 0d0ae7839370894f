import { expect, test } from '@jest/globals';
import fs from 'node:fs';
import { type RunOptions, snapshot, tafel, tempHomes } from '../helpers/cli.js';

/*
 * `doctor --restore <id>` of a sheet that reads fine whose previous version cannot be used (a folder or a FIFO under
 * its name, a torn copy): until 2026-12-07 it said "There is no previous version to put back: repair it by hand, or
 * delete the sheet with 'tafel delete <id> --force'" (or that the previous version could not be used "either"). A
 * sheet that reads fine is never advised deleted. Through the built binary, in process.
 */

const home = tempHomes();
const at: RunOptions = { now: new Date(2026, 11, 6, 20, 0) };
const id = '2026-12-06-klaverjassen';

async function twoDeals(): Promise<{ h: string; file: string; bak: string }> {
  const h = home();
  for (const args of [
    ['new', 'klaverjassen', '--players', 'A,B,C,D'],
    ['record', '--taker', 'A', '--points', '100'],
    ['record', '--taker', 'A', '--points', '100'],
  ])
    expect((await tafel(h, args, at)).code).toBe(0);
  const file = `${h}/sheets/${id}.json`;
  return { h, file, bak: `${file}.bak` };
}

test('a sheet that reads fine, its .bak torn or a folder: nothing to restore, no delete offered', async () => {
  const { h, file, bak } = await twoDeals();
  fs.writeFileSync(bak, fs.readFileSync(bak, 'utf8').slice(0, 50));
  let before = snapshot(h);
  expect(await tafel(h, ['doctor', '--restore', id], at)).toEqual({
    code: 1,
    stdout: '',
    stderr:
      `tafel: ${file} reads fine: there is nothing to restore. Its previous version ${bak} cannot be used (is not ` +
      'valid JSON) and was left as it is.\n',
  });
  expect(snapshot(h)).toEqual(before);
  fs.rmSync(bak);
  fs.mkdirSync(bak);
  before = snapshot(h);
  expect(await tafel(h, ['doctor', '--restore', id, '--lang', 'nl'], at)).toEqual({
    code: 1,
    stdout: '',
    stderr:
      `tafel: ${file} is goed leesbaar: er valt niets terug te zetten. De vorige versie ${bak} is niet bruikbaar (is ` +
      'geen gewoon bestand) en bleef zoals ze was.\n',
  });
  expect(snapshot(h)).toEqual(before);
  // A broken sheet with such a previous version: that version cannot be used either, said as before for a torn one.
  fs.writeFileSync(file, '{\n');
  expect((await tafel(h, ['doctor', '--restore', id], at)).stderr).toBe(
    `tafel: The previous version ${bak} cannot be used either (is not a plain file); nothing was changed.\n`,
  );
});

test('a sheet that reads fine and has no previous version yet: it reads fine, nothing to restore', async () => {
  const h = home();
  expect((await tafel(h, ['new', 'klaverjassen', '--players', 'A,B,C,D'], at)).code).toBe(0);
  const file = `${h}/sheets/${id}.json`;
  expect(fs.existsSync(`${file}.bak`)).toBe(false);
  const before = snapshot(h);
  // Until 2026-12-07: "<id> has no previous version (<file>.bak) to restore.", not a word of the sheet itself.
  expect(await tafel(h, ['doctor', '--restore', id], at)).toEqual({
    code: 1,
    stdout: '',
    stderr: `tafel: ${file} reads fine: there is nothing to restore (it has no previous version yet).\n`,
  });
  expect((await tafel(h, ['doctor', '--restore', id, '--lang', 'nl'], at)).stderr).toBe(
    `tafel: ${file} is goed leesbaar: er valt niets terug te zetten (het heeft nog geen vorige versie).\n`,
  );
  expect(snapshot(h)).toEqual(before);
});
