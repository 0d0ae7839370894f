import { afterEach, expect, test } from '@jest/globals';
import { snapshot, tafel, tempHomes } from '../../helpers/cli.js';
import { InTerminal } from '../../play/terminal.js';

/** Belote's one-line deals in table mode (docs/games/belote.md, "In table mode"). */

const home = tempHomes();
const NOW = new Date(2026, 11, 6, 20, 0);
const terminals: InTerminal[] = [];
afterEach(() => {
  for (const t of terminals.splice(0)) t.kill();
});

// Belote's line took the last of two counts (`ann 92 80` recorded 80) until 2026-12-07: now it reads as no deal.
test('(en) belote "ann 92 80": no deal to choose, nothing fits; nothing written', async () => {
  const h = home();
  expect((await tafel(h, ['new', 'belote', '--players', 'Ann,Bert,Cis,Dirk'], { now: NOW })).code).toBe(0);
  const before = snapshot(h);
  const t = new InTerminal(h, ['play'], {}, { columns: 140, rows: 30 }, NOW);
  terminals.push(t);
  await t.waitFor(/Deal by Ann/, 30_000);
  t.send('ann 92 80');
  await t.waitFor(/ann 92 80\n> Nothing fits that; correct it, or Backspace to see the list\.\n/, 10_000);
  t.send('\r');
  await t.waitFor(/ann 92 80\n> Nothing fits that; correct it, or Backspace to see the list\.\n/, 10_000);
  t.send('\x03');
  expect(await t.exit).toBe(130);
  expect(snapshot(h)).toEqual(before);
}, 60_000);
