import { describe, expect, test } from '@jest/globals';
import type { DealInput } from '../../../src/core/game.js';
import { gameById } from '../../../src/games/index.js';
import { configOf, type SheetData } from '../../../src/sheet/sheet.js';
import { checkStoredDeal, checkStoredDeals, sameJson } from '../../../src/sheet/stored.js';
import { makeSheet, record } from '../../helpers/sheet.js';

/**
 * Hand-edited deals that look like tafel's own but could never have been recorded. Each is refused
 * with the rule it breaks (parseDeal's own words) or, when every value is possible but the shape is
 * not tafel's, as "not in the form tafel writes" naming the field.
 */

const P = ['Ann', 'Bert', 'Cis', 'Dirk'];
const sheetOf = (game: string, o: { rules?: string; set?: Record<string, string>; players?: string[] } = {}) =>
  makeSheet(game, o.players ?? P, { rules: o.rules, set: o.set, ...(game === 'zwikken' ? { stakeCents: 10 } : {}) });
const check = (game: string, input: unknown, o: Parameters<typeof sheetOf>[1] = {}) =>
  checkStoredDeal(gameById(game), input as DealInput, configOf(gameById(game), sheetOf(game, o)), 3);

const WOULD_NOT = /^deal 3 would not pass 'tafel record': /;
const FORM = /^deal 3 is not in the form tafel writes/;
/** A deal as the game calls it in Dutch: Zwikken's spel (until 2026-12-06 every game's was gift here). */
const gift = (game: string) => (game === 'zwikken' ? 'spel' : 'gift');

describe('impossible values are refused with the rule they break', () => {
  // The sheet options come in a rest parameter: jest takes a fifth named parameter for a done callback on four-column
  // rows.
  test.each<[string, string, unknown, RegExp, Parameters<typeof sheetOf>[1]?]>([
    // Kleurenwiezen: a deal has 13 tricks; levels, declarer counts and contracts per rule set.
    [
      'samen with 20 tricks',
      'kleurenwiezen',
      { contract: 'samen', level: 8, by: ['Bert', 'Dirk'], tricks: 20 },
      /--tricks 20 is impossible: it must be from 0 to 13$/,
    ],
    [
      'samen 14',
      'kleurenwiezen',
      { contract: 'samen', level: 14, by: ['Bert', 'Dirk'], tricks: 9 },
      /Samen 14 does not exist: the level is 8 to 13$/,
    ],
    [
      'samen without its level',
      'kleurenwiezen',
      { contract: 'samen', by: ['Bert', 'Dirk'], tricks: 9 },
      /Samen needs a level from 8 to 13/,
    ],
    [
      'troel with a level',
      'kleurenwiezen',
      { contract: 'troel', level: 9, by: ['Ann', 'Bert'], tricks: 9 },
      /Troel has no level on this sheet: leave out "9"/,
    ],
    [
      'solo by two',
      'kleurenwiezen',
      { contract: 'solo', level: 6, by: ['Ann', 'Bert'], tricks: 6 },
      /Solo is played alone, by one player, not 2/,
    ],
    [
      'a declarer who is not a player',
      'kleurenwiezen',
      { contract: 'samen', level: 8, by: ['Ann', 'Xavier'], tricks: 9 },
      /Unknown player "Xavier"\. Players: Ann, Bert, Cis, Dirk$/,
    ],
    [
      'a player declaring twice',
      'kleurenwiezen',
      { contract: 'samen', level: 8, by: ['Ann', 'Ann'], tricks: 9 },
      /Ann is named twice/,
    ],
    [
      'miserie with 14 tricks together',
      'kleurenwiezen',
      { contract: 'grote-miserie', by: ['Ann', 'Bert'], tricks: { Ann: 7, Bert: 7 } },
      /took 14 tricks together, but a deal has only 13$/,
    ],
    [
      'miserie tricks of a non-declarer',
      'kleurenwiezen',
      { contract: 'piccolo', by: ['Ann'], tricks: { Cis: 1 } },
      /Cis did not play this contract/,
    ],
    [
      'a cardgames contract on a lodige sheet',
      'kleurenwiezen',
      // (vragen would be lodige's samen, which needs a level)
      { contract: 'alleen', by: ['Ann'], tricks: 5 },
      /"alleen" is a contract of the cardgames, whisthub and iwwa rules/,
    ],
    [
      'open miserie on a sheet that does not allow it',
      'kleurenwiezen',
      { contract: 'open-miserie', by: ['Ann'], tricks: { Ann: 0 } },
      /Open miserie is not played on this sheet/,
      { rules: 'cardgames' },
    ],
    [
      'abondance 11 without abondance-levels',
      'kleurenwiezen',
      { contract: 'abondance', level: 11, by: ['Ann'], tricks: 11 },
      /Abondance 11 is not played on this sheet/,
      { rules: 'cardgames' },
    ],
    [
      'a revoke by a stranger',
      'kleurenwiezen',
      { contract: 'solo', level: 6, by: ['Ann'], revoke: 'Zed' },
      /Unknown player "Zed"/,
    ],
    [
      'an unknown contract',
      'kleurenwiezen',
      { contract: 'grand-slam', by: ['Ann'], tricks: 13 },
      /Unknown contract "grand-slam"/,
    ],
    ['pas with declarers', 'kleurenwiezen', { contract: 'pas', by: ['Ann'] }, /--by does not apply to pas/],
    // Belote: 162 card points in a deal, no side can hold exactly 1, a capot means all or nothing.
    [
      '170 points',
      'belote',
      { contract: 'take', taker: 'Ann', points: 170 },
      /--points 170 is impossible: it must be from 0 to 162$/,
    ],
    [
      '1 point',
      'belote',
      { contract: 'take', taker: 'Ann', points: 1 },
      /--points 1 is impossible: no set of cards is worth exactly 1 point/,
    ],
    [
      'a capot by the takers with 100 points',
      'belote',
      { contract: 'take', taker: 'Ann', points: 100, capot: 'takers' },
      /A capot by the takers means they have all 162 points, not 100/,
    ],
    [
      'a capot by nobody',
      'belote',
      { contract: 'take', taker: 'Ann', points: 162, capot: 'both' },
      /--capot must be "takers" or "defenders"/,
    ],
    ['a taker who is not a player', 'belote', { contract: 'take', taker: 'Zed', points: 92 }, /Unknown player "Zed"/],
    ['a deal without its taker', 'belote', { contract: 'take', points: 92 }, /--taker is missing/],
    ['a void deal with a taker', 'belote', { contract: 'pas', taker: 'Ann' }, /--taker does not apply to pas/],
    ['an unknown contract', 'belote', { contract: 'coinche', taker: 'Ann', points: 92 }, /contract word \("coinche"\)/],
    // Solokaarten: a hand of 6 cards (5 with six players) is as many tricks; one pot holder.
    [
      'solo with 9 tricks',
      'solokaarten',
      { contract: 'solo', by: ['Ann'], tricks: 9 },
      /--tricks 9 is impossible: with 4 players each hand has 6 cards/,
    ],
    [
      'doe with 6 tricks at six players',
      'solokaarten',
      { contract: 'doe', by: ['Ann'], tricks: 6 },
      /--tricks 6 is impossible: with 6 players each hand has 5 cards/,
      { players: [...P, 'Eva', 'Fien'] },
    ],
    [
      'two pot holders',
      'solokaarten',
      { contract: 'slag', by: ['Ann', 'Bert'], tricks: 5 },
      /Slag is played alone by the pot holder, not by 2 players/,
    ],
    [
      'zonder oud without Oud in de lamp',
      'solokaarten',
      { contract: 'slag', by: ['Ann'], tricks: 5, zonderOud: true },
      /Zonder oud cannot be played on this sheet/,
      { set: { 'oud-in-lamp': 'off' } },
    ],
    ['pas with a refinement', 'solokaarten', { contract: 'pas', eerste: true }, /Pas has no refinements/],
    ['an unknown bid', 'solokaarten', { contract: 'misere', by: ['Ann'], tricks: 0 }, /Unknown bid "misere"/],
    // Zwikken: askers are players, card points are what 12 cards can hold, one zwik per rank.
    [
      'an asker who is not a player',
      'zwikken',
      { contract: 'vragen', askers: ['Ann', 'Zed'], winner: 'Ann' },
      /Unknown player "Zed"/,
    ],
    ['nobody asked', 'zwikken', { contract: 'vragen', askers: [], winner: 'Ann' }, /--askers is missing|Nobody asked/],
    [
      'card points of 50 in a four-player deal',
      'zwikken',
      { contract: 'vragen', askers: ['Ann'], points: { Ann: 30, Bert: 20, Cis: 0, Dirk: 0 } },
      /The card points add up to 50, but the 12 cards that 4 players play are worth 12 to 36 together/,
    ],
    [
      'four players with card points',
      'zwikken',
      { contract: 'vragen', askers: ['Ann'], points: { Ann: 4, Bert: 4, Cis: 4, Dirk: 4 } },
      /4 players have card points, but a deal has only three tricks/,
    ],
    [
      'card points of some players only',
      'zwikken',
      { contract: 'vragen', askers: ['Ann'], points: { Ann: 20 } },
      /missing: Bert, Cis, Dirk/,
    ],
    [
      'a zwik of a player who passed',
      'zwikken',
      { contract: 'vragen', askers: ['Ann'], zwik: [{ player: 'Bert' }] },
      /Bert did not ask, and a zwik only wins for a player who asked/,
    ],
    [
      'two zwikken of aces',
      'zwikken',
      {
        contract: 'vragen',
        askers: ['Ann', 'Bert'],
        zwik: [
          { player: 'Ann', rank: 'A' },
          { player: 'Bert', rank: 'A' },
        ],
      },
      /Two zwikken of A are impossible/,
    ],
    [
      'a winner and a tie',
      'zwikken',
      { contract: 'vragen', askers: ['Ann'], winner: 'Ann', tie: true },
      /--winner and --tie cannot go together/,
    ],
    [
      'three searches',
      'zwikken',
      { contract: 'pas', searched: 3 },
      /--searched 3 is impossible: it must be from 0 to 2$/,
    ],
    [
      'everybody passed, yet somebody won',
      'zwikken',
      { contract: 'pas', winner: 'Ann' },
      /Everybody passed, so nothing was played and nobody won/,
    ],
    ['a played deal without its outcome', 'zwikken', { contract: 'vragen', askers: ['Ann'] }, /How did the deal end\?/],
  ])('%s (%s)', (_, game, input, reason, ...o) => {
    const text = check(game, input, o[0]);
    expect(text?.en).toMatch(WOULD_NOT);
    expect(text?.en).toMatch(reason);
    expect(text?.nl).toMatch(new RegExp(`^${gift(game)} 3 zou 'tafel record' niet doorstaan: `));
    // One line, as every message of tafel.
    expect(text?.en).not.toMatch(/\n/);
  });
});

describe('possible values in a shape tafel never writes are refused as not its form', () => {
  test.each<[string, string, unknown, string, Parameters<typeof sheetOf>[1]?]>([
    [
      'a name in the wrong case',
      'kleurenwiezen',
      { contract: 'samen', level: 8, by: ['ann', 'Bert'], tricks: 9 },
      ' ("by" would be ["Ann","Bert"])',
    ],
    [
      'an alias for a contract',
      'kleurenwiezen',
      { contract: 'miserie', by: ['Ann'], tricks: { Ann: 0 } },
      ' ("contract" would be "grote-miserie")',
    ],
    [
      'tricks as text',
      'kleurenwiezen',
      { contract: 'samen', level: 8, by: ['Ann', 'Bert'], tricks: '9' },
      ' ("tricks" would be 9)',
    ],
    [
      'a single number for a miserie',
      'kleurenwiezen',
      { contract: 'grote-miserie', by: ['Ann'], tricks: 0 },
      ' ("tricks" would be {"Ann":0})',
    ],
    [
      'a field tafel never writes',
      'kleurenwiezen',
      { contract: 'samen', level: 8, by: ['Ann', 'Bert'], tricks: 9, bonus: 3 },
      ' (tafel never writes "bonus" here)',
    ],
    [
      'the cardgames abondance without its level',
      'kleurenwiezen',
      { contract: 'abondance', by: ['Ann'], tricks: 9 },
      ' ("level" would be 9)',
      { rules: 'cardgames' },
    ],
    [
      'a refinement stored as false',
      'solokaarten',
      { contract: 'slag', by: ['Ann'], tricks: 5, eerste: false },
      ' (tafel never writes "eerste" here)',
    ],
    [
      'askers out of seat order',
      'zwikken',
      { contract: 'vragen', askers: ['Bert', 'Ann'], winner: 'Ann' },
      ' ("askers" would be ["Ann","Bert"])',
    ],
    ['no searches written as 0', 'zwikken', { contract: 'pas', searched: 0 }, ' (tafel never writes "searched" here)'],
    [
      'a zwik with its winner written too',
      'zwikken',
      { contract: 'vragen', askers: ['Ann'], zwik: [{ player: 'Ann' }], winner: 'Ann' },
      ' (tafel never writes "winner" here)',
    ],
    [
      'a tie stored as false',
      'zwikken',
      { contract: 'vragen', askers: ['Ann'], tie: false, winner: 'Ann' },
      ' (tafel never writes "tie" here)',
    ],
    [
      'a taker spelt in capitals',
      'belote',
      { contract: 'take', taker: 'ANN', points: 92 },
      ' ("taker" would be "Ann")',
    ],
  ])('%s (%s)', (_, game, input, detail, ...o) => {
    const text = check(game, input, o[0]);
    expect(text?.en).toMatch(FORM);
    expect(text?.en).toBe(`deal 3 is not in the form tafel writes${detail}`);
    expect(text?.nl).toMatch(new RegExp(`^${gift(game)} 3 staat niet in de vorm die tafel schrijft`));
  });

  test.each([
    ['null', null],
    ['a number', 7],
    ['a list', [{ contract: 'pas' }]],
    ['a contract that is a number', { contract: 8 }],
  ])('a deal that is %s', (_, input) => {
    for (const game of ['kleurenwiezen', 'belote', 'solokaarten', 'zwikken'])
      expect(check(game, input)?.en).toMatch(/^deal 3 (is not in the form tafel writes|would not pass 'tafel record')/);
  });
});

describe('checkStoredDeals names the first deal that fails', () => {
  test('a sheet as record wrote it passes; one edited deal is found by its number', () => {
    const s = [
      'samen 8 --by Bert,Dirk --tricks 9',
      'solo 6 --by Ann --tricks 5',
      'piccolo --by Cis --tricks Cis=1',
    ].reduce(record, makeSheet('kleurenwiezen', P));
    const game = gameById('kleurenwiezen');
    expect(checkStoredDeals(game, s)).toBeUndefined();
    const edited: SheetData = { ...s, deals: s.deals.map((d, i) => (i === 1 ? { ...d, tricks: 20 } : d)) };
    expect(checkStoredDeals(game, edited)).toEqual({
      number: 2,
      text: {
        en: "deal 2 would not pass 'tafel record': --tricks 20 is impossible: it must be from 0 to 13",
        nl: "gift 2 zou 'tafel record' niet doorstaan: --tricks 20 kan niet: het moet van 0 tot 13 zijn",
      },
    });
  });
});

describe('sameJson', () => {
  test.each<[unknown, unknown, boolean]>([
    [{ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 }, true],
    [{ a: 1 }, { a: 1, b: undefined }, true],
    [[1, 2], [2, 1], false],
    [{ a: 1 }, { a: '1' }, false],
    [{ a: {} }, { a: [] }, false],
    [{ a: 1 }, { a: 1, b: null }, false],
    [null, {}, false],
  ])('%j vs %j: %s', (a, b, same) => {
    expect(sameJson(a, b)).toBe(same);
    expect(sameJson(b, a)).toBe(same);
  });
});
