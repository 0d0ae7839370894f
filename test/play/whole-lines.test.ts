import { afterEach, expect, test } from '@jest/globals';
import { snapshot, tafel, tempHomes } from '../helpers/cli.js';
import { InTerminal } from './terminal.js';

/**
 * A line of several numbers at Boerenbridge's bids or tricks question is judged as one line: its refusal in place, and
 * Enter keeps it. Until 2026-12-07 a refused line searched the list, each number finding one entry: `2 2 2 2 2`
 * highlighted "Bert bids 2" (the dealer's hook unsaid), Enter took Bert's bid and lost the rest of the line, and from
 * deal 2 an all-`1` line put "undo: remove deal 1" in the list.
 */

const home = tempHomes();
const NOW = new Date(2026, 11, 6, 20, 0);
const terminals: InTerminal[] = [];
afterEach(() => {
  for (const t of terminals.splice(0)) t.kill();
});
const NEW = ['new', 'boerenbridge', '--players', 'Ann,Bert,Cis,Dirk,Eva'];
const DEAL1 = ['record', '--bids', '1,2,3,1,2', '--tricks', '1,2,4,1,2'];

test.each([
  [
    'en',
    [],
    '2 2 2 2 2',
    '✗ Ann deals deal 1 (10 cards) and bids last: the others bid 8 together, so Ann may not bid 2 (the bids would add' +
      ' up to 10 tricks; hook=always).',
  ],
  [
    'nl',
    [],
    '0 0 0 0 0 0 0 0 0 0',
    '✗ Gift 1 heeft 10 kaarten, dus 10 slagen: de slagen tellen op tot 0 (Ann 0, Bert 0, Cis 0, Dirk 0, Eva 0).',
  ],
  [
    'en',
    [DEAL1],
    '1 1 1 1 1 1 1 1 1 1',
    '✗ Deal 2 has 9 cards, so 9 tricks: the tricks add up to 5 (Ann 1, Bert 1, Cis 1, Dirk 1, Eva 1).',
  ],
  [
    'en',
    [],
    '2 2 2',
    '✗ 3 numbers: give one per player, in seating order (Ann, Bert, Cis, Dirk, Eva), or two per' +
      ' player for the whole deal.',
  ],
  [
    'nl',
    [],
    '2 2 2',
    '✗ 3 getallen: geef er één per speler, in zitvolgorde (Ann, Bert, Cis, Dirk, Eva), of twee per' +
      ' speler voor de hele gift.',
  ],
  // A number with a leading zero (two attempts glued) is named, whatever the count: until 2026-12-07 `02` was read as
  // 2 unsaid, this whole deal taken (the second line, of 9 numbers, told its count).
  [
    'en',
    [],
    '1 2 3 1 02 1 2 4 1 2',
    '✗ The number 02 begins with a zero: type 2, or put a space after the 0 if 02 is two numbers.',
  ],
  [
    'nl',
    [],
    '2 2 2 2 02 2 2 1 0',
    '✗ Het getal 02 begint met een nul: typ 2, of zet een spatie na de 0 als 02 twee getallen zijn.',
  ],
] as const)(
  '(%s) boerenbridge %j: "%s" says its refusal in place, Enter keeps it',
  async (lang, deals, line, said) => {
    const h = home();
    expect((await tafel(h, NEW, { now: NOW })).code).toBe(0);
    for (const d of deals) expect((await tafel(h, [...d], { now: NOW })).code).toBe(0);
    const before = snapshot(h);
    const t = new InTerminal(
      h,
      [...(lang === 'nl' ? ['--lang', 'nl'] : []), 'play'],
      {},
      { columns: 300, rows: 40 },
      NOW,
    );
    terminals.push(t);
    await t.waitFor(lang === 'nl' ? /Wat voorspelt/ : /What does \w+ bid\?/, 30_000);
    await t.refusedInPlace(line, said);
    expect(await t.exit).toBe(130);
    expect(snapshot(h)).toEqual(before);
  },
  60_000,
);
