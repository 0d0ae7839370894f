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
