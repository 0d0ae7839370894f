import { describe, expect, test } from '@jest/globals';
import { snapshot, tafel, tempHomes } from '../helpers/cli.js';

// A bid whose contract is known and whose last word names no suit says that word is no suit, and which words are,
// as `--trump koeken` does; until 2026-12-08 `judge rank kleurenwiezen "samen 9 r" "samen 8"` said 'Unknown contract
// "samen 9 r"' and offered "Did you mean 'samen'?", the word typed.
const homes = tempHomes();

const SUITS_EN = 'S H D C, ♠ ♥ ♦ ♣, spades/hearts/diamonds/clubs or schoppen/harten/ruiten/klaveren';
const SUITS_NL = 'S H D C, ♠ ♥ ♦ ♣, schoppen/harten/ruiten/klaveren of spades/hearts/diamonds/clubs';

/** Exit code and standard error of `judge rank`, in English and in Dutch; nothing written. */
async function refusal(args: string[]): Promise<[number, string, number, string]> {
  const h = homes();
  const before = snapshot(h);
  const en = await tafel(h, ['judge', 'rank', ...args]);
  const nl = await tafel(h, ['judge', 'rank', ...args, '--lang', 'nl']);
  expect(snapshot(h)).toEqual(before);
  return [en.code, en.stderr, nl.code, nl.stderr];
}

describe('judge rank: a word where the suit goes that is no suit', () => {
  test.each<[string, string[], string]>([
    ['Kleurenwiezen samen', ['kleurenwiezen', 'samen 9 r', 'samen 8'], 'samen 9 r'],
    ['Kleurenwiezen abondance', ['kleurenwiezen', 'abondance 9 rood', 'abondance 9 klaveren'], 'abondance 9 rood'],
    ['whisthub alleen', ['kleurenwiezen', '--rules', 'whisthub', 'alleen 6 x', 'samen 8'], 'alleen 6 x'],
    ['Rikken solo', ['rikken', '9 alleen r', 'rik'], '9 alleen r'],
    ['Rikken rik', ['rikken', 'rik', 'rik r'], 'rik r'],
  ])('%s', async (_, args, bid) => {
    const word = bid.split(' ').pop();
    expect(await refusal(args)).toEqual([
      1,
      `tafel: "${word}" in "${bid}" is not a suit: use ${SUITS_EN}.\n`,
      1,
      `tafel: "${word}" in "${bid}" is geen kleur: gebruik ${SUITS_NL}.\n`,
    ]);
  });

  // A contract played without trump takes no word there: refused as a suit is, not offered as a contract typo.
  test.each<[string[], string, string]>([
    [
      ['kleurenwiezen', 'grote miserie r', 'samen 8'],
      'tafel: Grote miserie is played without trump: leave the suit out.\n',
      'tafel: Grote miserie speel je zonder troef: laat de kleur weg.\n',
    ],
    [
      ['rikken', 'misere r', 'rik'],
      'tafel: Misère is played without trump: write it without a suit.\n',
      'tafel: Misère speel je zonder troef: schrijf het zonder kleur.\n',
    ],
  ])('%j: played without trump', async (args, en, nl) => {
    expect(await refusal(args)).toEqual([1, en, 1, nl]);
  });

  test('a contract that is none stays an unknown contract, with its nearest', async () => {
    const [code, en] = await refusal(['kleurenwiezen', 'samenx 9', 'samen 8']);
    expect(code).toBe(1);
    expect(en).toMatch(/^tafel: Unknown contract "samenx 9"\. .* Did you mean 'samen'\?\n$/);
  });
});

// Koeken is the Flemish word for ruiten (diamonds), accepted wherever a Dutch suit word is: one list of suit words
// (src/core/cards.ts). Until 2026-12-08 `judge rank kleurenwiezen "abondance 9 koeken" ...` was an unknown contract.
describe('koeken is ruiten', () => {
  test('in a bid: ruiten beats klaveren at an equal bid, and is the same bid as ruiten', async () => {
    const h = homes();
    const rank = async (a: string, b: string) =>
      JSON.parse((await tafel(h, ['judge', 'rank', 'kleurenwiezen', a, b, '--json'])).stdout).higher;
    // harten > ruiten > klaveren > schoppen.
    expect(await rank('abondance 9 koeken', 'abondance 9 klaveren')).toBe(1);
    expect(await rank('abondance 9 harten', 'abondance 9 Koeken')).toBe(1);
    expect(await rank('abondance 9 koeken', 'abondance 9 ruiten')).toBe(0);
    expect(
      JSON.parse((await tafel(h, ['judge', 'rank', 'rikken', '9 alleen koeken', 'rik', '--json'])).stdout),
    ).toEqual(expect.objectContaining({ higher: 1 }));
  });

  test('as --trump: a trick in Belote, a Manillen deal', async () => {
    const h = homes();
    // Diamonds trump: the seven of diamonds trumps the ace of spades led.
    const trick = await tafel(h, ['judge', 'trick', 'belote', '--trump', 'koeken', 'AS', '7D', '--json']);
    expect(JSON.parse(trick.stdout)).toEqual(expect.objectContaining({ winner: 2, card: '7D' }));
    expect((await tafel(h, ['new', 'manillen', '--players', 'Ann,Bert,Cis,Dirk'])).code).toBe(0);
    const deal = await tafel(h, ['record', '--trump', 'koeken', '--points', '40', '--json']);
    expect(deal.code).toBe(0);
    expect(JSON.parse(deal.stdout).input.trump).toBe('D');
  });
});
