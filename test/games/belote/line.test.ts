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

// Belote's line took the last of two counts (`ann 92 80` recorded 80) until 2026-12-07: now it reads as no deal, and
// says why (until 2026-12-08 only "Nothing fits that"): the two counts, and the line with each alone.
test.each([
  [
    'en',
    [] as string[],
    /Deal by Ann/,
    '✗ Two numbers for the card points, 92 and 80: type the takers\' count once, "ann 92" or "ann 80".',
  ],
  [
    'nl',
    ['--lang', 'nl'],
    /Gift van Ann/,
    '✗ Twee getallen voor de kaartpunten, 92 en 80: typ de telling van de nemers één keer, "ann 92" of "ann 80".',
  ],
] as const)(
  '(%s) belote "ann 92 80": no deal to choose, the two counts said; nothing written',
  async (_, args, first, said) => {
    const h = home();
    expect((await tafel(h, ['new', 'belote', '--players', 'Ann,Bert,Cis,Dirk'], { now: NOW })).code).toBe(0);
    const before = snapshot(h);
    const t = new InTerminal(h, [...args, 'play'], {}, { columns: 140, rows: 30 }, NOW);
    terminals.push(t);
    await t.waitFor(first, 30_000);
    await t.refusedInPlace('ann 92 80', said);
    expect(await t.exit).toBe(130);
    expect(snapshot(h)).toEqual(before);
  },
  60_000,
);
