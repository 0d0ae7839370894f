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

// A misdeal on the line, as a scorer's phone takes it: the bids, then its word (`misdeal`, Dutch `kaartfout`) and who
// held the wrong number of cards, a whole deal at the bids question and confirmed; at the tricks question the word and
// the player answer its misdeal at once. Until 2026-12-08 neither question read it ("Nothing fits that"). Each stores
// what `tafel record --bids 1,0,1,2,0 --misdeal Dirk` stores.
test.each([
  ['nl', '1 0 1 2 0 kaartfout dirk', '⏎ de hele gift, kaartfout van Dirk: voorspeld Ann 1 · Bert 0 · Cis 1 · Dirk 2'],
  ['en', 'misdeal d', '⏎ misdeal: Dirk held the wrong number of cards'],
] as const)(
  '(%s) boerenbridge: "%s" records the misdeal',
  async (lang, line, offered) => {
    const h = home();
    expect((await tafel(h, NEW, { now: NOW })).code).toBe(0);
    const t = new InTerminal(
      h,
      [...(lang === 'nl' ? ['--lang', 'nl'] : []), 'play'],
      {},
      { columns: 300, rows: 40 },
      NOW,
    );
    terminals.push(t);
    await t.waitFor(lang === 'nl' ? /Wat voorspelt/ : /What does \w+ bid\?/, 30_000);
    if (lang === 'nl') {
      await t.pick(line, offered);
      // Deal 1 (10 cards): the others' bids as made ("–"), Dirk's ✗.
      await t.waitFor(/Bewaren: gift 1, 10 kaarten: Ann 1\/– · Bert 0\/– · Cis 1\/– · Dirk 2\/✗ · Eva 0\/–\?/);
      t.send('\r');
    } else {
      await t.pick('1 0 1 2 0', '⏎ bids: Ann 1 · Bert 0 · Cis 1 · Dirk 2 · Eva 0');
      await t.waitFor(/10 tricks: how many did Bert take\?/);
      await t.pick(line, offered);
    }
    await t.waitFor(lang === 'nl' ? /Gift 2, 9 kaarten/ : /Deal 2, 9 cards/);
    t.kill();
    const sheet = JSON.parse((await tafel(h, ['sheet', '--json'])).stdout);
    // Deal 1: Dirk loses the misdeal's 4; the others score their bid as exact, 10 + 2 per trick bid.
    expect(sheet.deals[0].input).toEqual({
      contract: 'bid',
      bids: { Ann: 1, Bert: 0, Cis: 1, Dirk: 2, Eva: 0 },
      misdeal: 'Dirk',
    });
    expect(sheet.deals[0].scores).toEqual({ Ann: 12, Bert: 10, Cis: 12, Dirk: -4, Eva: 10 });
  },
  60_000,
);

// At the tricks question a line is the tricks alone: its count is told one per player, never the whole deal's two
// (a phone's line and the bids question say both, the game's unread).
test('boerenbridge: a tricks line of 3 numbers at five is told one per player', async () => {
  const h = home();
  expect((await tafel(h, NEW, { now: NOW })).code).toBe(0);
  const before = snapshot(h);
  const t = new InTerminal(h, ['play'], {}, { columns: 300, rows: 40 }, NOW);
  terminals.push(t);
  await t.waitFor(/What does \w+ bid\?/, 30_000);
  await t.pick('1 0 1 2 0', '⏎ bids: Ann 1 · Bert 0 · Cis 1 · Dirk 2 · Eva 0');
  await t.waitFor(/10 tricks: how many did Bert take\?/);
  await t.refusedInPlace('2 2 2', '✗ 3 numbers: give one per player, in seating order (Ann, Bert, Cis, Dirk, Eva).');
  expect(await t.exit).toBe(130);
  expect(snapshot(h)).toEqual(before);
}, 60_000);
