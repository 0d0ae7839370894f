import fc from 'fast-check';
import type { RecordArgs, SheetConfig } from '../../../src/core/game.js';
import { gameById } from '../../../src/games/index.js';
import { configOf } from '../../../src/sheet/sheet.js';
import { makeSheet } from '../../helpers/sheet.js';

/**
 * Random Boerenbridge record lines (spec/boerenbridge.md §7) as a player types them: names in any
 * case, in any order, or bare numbers in seating order; a misdeal now and then. The sheet's schedule
 * is a list of one card count, so a line fits whatever deal it lands on, and the bids never add up
 * to the cards, so it passes the hook whoever deals.
 */

const PLAIN = ['Ann', 'Bert', 'Cis', 'Dirk', 'Eva', 'Fien'];
const ODD = ['Éva', 'Jan Piet', "O'Neil", 'Zoë', 'Mo', 'Xavi'];

export interface BridgeLine {
  config: SheetConfig;
  args: RecordArgs;
  /** The numbers behind the line, in seating order. */
  bids: number[];
  tricks?: number[];
  /** The seat of the player with the wrong number of cards. */
  misdeal?: number;
  cards: number;
}

const typed = (name: string): fc.Arbitrary<string> =>
  fc.constantFrom(name, name.toLowerCase(), name.toUpperCase(), name.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));

/** `n` whole numbers 0..c each that sum to exactly `c`: c tricks dealt out among the players. */
export const tricksOf = (n: number, c: number): fc.Arbitrary<number[]> =>
  fc.array(fc.integer({ min: 0, max: n - 1 }), { minLength: c, maxLength: c }).map((winners) => {
    const t = Array.from({ length: n }, () => 0);
    for (const w of winners) t[w]++;
    return t;
  });

/** A list as typed: `Ann=1,bert=2` in a shuffled order, or `1,2` in seating order. */
const listOf = (players: string[], values: number[]): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constant(values.join(',')),
    fc
      .shuffledSubarray(
        players.map((p, i) => [p, values[i]] as const),
        { minLength: players.length, maxLength: players.length },
      )
      .chain((pairs) =>
        fc.tuple(...pairs.map(([p, v]) => typed(p).map((w) => `${w}=${v}`))).map((parts) => parts.join(',')),
      ),
  );

export const bridgeLine = (): fc.Arbitrary<BridgeLine> =>
  fc
    .tuple(
      fc.integer({ min: 3, max: 6 }),
      fc.boolean(),
      fc.constantFrom('wk', 'klassiek', 'poepen'),
      fc.integer({ min: 1, max: 5 }),
      fc.constantFrom<Record<string, string>>(
        {},
        { exact: '5', 'per-trick': '1' },
        { 'per-miss': '0' },
        { misdeal: '10' },
      ),
    )
    .chain(([n, odd, rules, c, more]) => {
      const players = (odd ? ODD : PLAIN).slice(0, n);
      const set = {
        ...more,
        schedule: Array.from({ length: 20 }, () => c).join(','),
        ...(rules === 'klassiek' ? {} : { hook: 'always' }),
      };
      const config = configOf(gameById('boerenbridge'), makeSheet('boerenbridge', players, { rules, set }));
      const bids = fc
        .array(fc.integer({ min: 0, max: c }), { minLength: n, maxLength: n })
        .filter((b) => b.reduce((a, x) => a + x, 0) !== c);
      return fc
        .tuple(bids, tricksOf(n, c), fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: n - 1 }))
        .chain(([b, t, kind, who]) => {
          const misdeal = kind === 0;
          return fc.tuple(listOf(players, b), listOf(players, t), typed(players[who])).map(
            ([bidsText, tricksText, w]): BridgeLine => ({
              config,
              args: {
                words: [],
                flags: misdeal ? { bids: bidsText, misdeal: w } : { bids: bidsText, tricks: tricksText },
              },
              bids: b,
              ...(misdeal ? { misdeal: who } : { tricks: t }),
              cards: c,
            }),
          );
        });
    });
