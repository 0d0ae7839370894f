import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { gameById, GAMES } from '../../../src/games/index.js';
import { checkStoredDeal, sameJson } from '../../../src/sheet/stored.js';
import { LINES } from './arbitraries.js';

/**
 * The law that makes a stored deal checkable: for every deal `record` accepts, the record words and
 * flags that toArgs gives back are read by parseDeal into the very same stored input. So a deal on
 * disk is trusted exactly when it is such a fixed point.
 */
describe('parseDeal(toArgs(input)) is input, for every deal record accepts', () => {
  test('every registered game has a generator here', () => {
    expect(Object.keys(LINES).sort()).toEqual(GAMES.map((g) => g.id).sort());
  });

  test.each(Object.keys(LINES))('%s', (id) => {
    const game = gameById(id);
    fc.assert(
      fc.property(LINES[id], ({ config, args }) => {
        const input = game.parseDeal(args, config);
        const again = game.parseDeal(game.toArgs(input, config), config);
        expect(again).toEqual(input);
        expect(sameJson(again, input)).toBe(true);
        // As read back from the file: JSON text, key order as written.
        const stored = JSON.parse(JSON.stringify(input));
        expect(checkStoredDeal(game, stored, config, 1)).toBeUndefined();
      }),
      { numRuns: 400 },
    );
  });
});

describe('toArgs gives the words and flags a person types', () => {
  const P = ['Ann', 'Bert', 'Cis', 'Dirk'];
  const config = (game: string, extra: object = {}) => ({
    rules: gameById(game).defaultRules,
    players: P,
    settings: {},
    ...extra,
  });
  test.each([
    [
      'kleurenwiezen',
      { contract: 'samen', level: 8, by: ['Bert', 'Dirk'], tricks: 9 },
      { words: ['samen', '8'], flags: { by: 'Bert,Dirk', tricks: '9', revoke: undefined } },
    ],
    [
      'kleurenwiezen',
      { contract: 'piccolo', by: ['Ann', 'Bert'], tricks: { Ann: 0, Bert: 1 } },
      { words: ['piccolo'], flags: { by: 'Ann,Bert', tricks: 'Ann=0,Bert=1', revoke: undefined } },
    ],
    [
      'kleurenwiezen',
      { contract: 'solo', level: 6, by: ['Ann'], revoke: 'Cis' },
      { words: ['solo', '6'], flags: { by: 'Ann', tricks: undefined, revoke: 'Cis' } },
    ],
    [
      'kleurenwiezen',
      { contract: 'pas' },
      { words: ['pas'], flags: { by: undefined, tricks: undefined, revoke: undefined } },
    ],
    [
      'belote',
      { contract: 'take', taker: 'Ann', points: 162, belote: 'Cis', capot: 'takers' },
      { words: [], flags: { taker: 'Ann', points: '162', belote: 'Cis', capot: 'takers' } },
    ],
    [
      'belote',
      { contract: 'pas' },
      { words: ['pas'], flags: { taker: undefined, points: undefined, belote: undefined, capot: undefined } },
    ],
    [
      'solokaarten',
      { contract: 'slag', by: ['Ann'], tricks: 5, eerste: true, zonderKijk: true },
      { words: ['slag'], flags: { by: 'Ann', tricks: '5', eerste: true, zonderKijk: true, zonderOud: undefined } },
    ],
    [
      'zwikken',
      {
        contract: 'vragen',
        askers: ['Ann', 'Bert'],
        zwik: [
          { player: 'Ann', rank: 'A' },
          { player: 'Bert', rank: 'K' },
        ],
        searched: 1,
      },
      {
        words: [],
        flags: {
          askers: 'Ann,Bert',
          winner: undefined,
          tie: undefined,
          points: undefined,
          zwik: 'Ann=A,Bert=K',
          searched: '1',
        },
      },
    ],
    [
      'zwikken',
      { contract: 'vragen', askers: ['Cis'], points: { Ann: 7, Bert: 4, Cis: 2, Dirk: 0 } },
      {
        words: [],
        flags: {
          askers: 'Cis',
          winner: undefined,
          tie: undefined,
          points: 'Ann=7,Bert=4,Cis=2,Dirk=0',
          zwik: undefined,
          searched: undefined,
        },
      },
    ],
    [
      'zwikken',
      { contract: 'vragen', askers: ['Ann'], tie: true },
      {
        words: [],
        flags: { askers: 'Ann', winner: undefined, tie: true, points: undefined, zwik: undefined, searched: undefined },
      },
    ],
    [
      'zwikken',
      { contract: 'pas', searched: 2 },
      {
        words: ['pas'],
        flags: {
          askers: undefined,
          winner: undefined,
          tie: undefined,
          points: undefined,
          zwik: undefined,
          searched: '2',
        },
      },
    ],
  ])('%s %j', (game, input, args) => {
    expect(gameById(game).toArgs(input, config(game))).toStrictEqual(args);
  });

  test('never throws, whatever shape a hand-edited deal has', () => {
    const junk = fc.dictionary(
      fc.constantFrom(
        'contract',
        'level',
        'by',
        'tricks',
        'revoke',
        'taker',
        'points',
        'belote',
        'capot',
        'eerste',
        'zonderKijk',
        'zonderOud',
        'askers',
        'winner',
        'tie',
        'zwik',
        'searched',
      ),
      fc.jsonValue({ maxDepth: 2 }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...GAMES), junk, (game, input) => {
        const cfg = config(game.id, game.id === 'zwikken' ? { stakeCents: 10 } : {});
        const args = game.toArgs(input as never, cfg);
        expect(args.words.every((w) => typeof w === 'string')).toBe(true);
        expect(Object.values(args.flags).every((v) => v === undefined || v === true || typeof v === 'string')).toBe(
          true,
        );
      }),
      { numRuns: 300 },
    );
  });
});
