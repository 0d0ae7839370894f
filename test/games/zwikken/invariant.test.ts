import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import type { SheetConfig } from '../../../src/core/game.js';
import { gameById } from '../../../src/games/index.js';
import { zwikken } from '../../../src/games/zwikken/index.js';
import { RANKS, searchesPossible, type ZwikInput } from '../../../src/games/zwikken/rules.js';
import { configOf, replay } from '../../../src/sheet/sheet.js';
import { makeSheet, play } from '../../helpers/sheet.js';

const NAMES = ['Ann', 'Bert', 'Cis', 'Dirk', 'Eva', 'Fien'];
/** The 20-card pack as card points: four each of A 4, K 3, Q 2, J 1, 10 0. */
const PACK = [4, 4, 4, 4, 3, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 0, 0, 0, 0];

/** Card points of a real deal: 3n cards of the pack played in three tricks, each taken by someone. */
const dealtPoints = (n: number): fc.Arbitrary<number[]> =>
  fc
    .tuple(
      fc.shuffledSubarray(PACK, { minLength: 3 * n, maxLength: 3 * n }),
      fc.array(fc.integer({ min: 0, max: n - 1 }), { minLength: 3, maxLength: 3 }),
    )
    .map(([cards, takers]) => {
      const points = Array.from({ length: n }, () => 0);
      takers.forEach((seat, trick) => {
        points[seat] += cards.slice(trick * n, trick * n + n).reduce((a, b) => a + b, 0);
      });
      return points;
    });

/** Random valid record lines for a table of n players, as a player would type them. */
const dealLine = (players: string[]): fc.Arbitrary<string> => {
  const n = players.length;
  const searched = fc.integer({ min: 0, max: searchesPossible(n) }).map((s) => (s === 0 ? '' : ` --searched ${s}`));
  const askers = fc.subarray(players, { minLength: 1 });
  return fc.oneof(
    searched.map((s) => `pas${s}`),
    fc
      .tuple(askers, fc.constantFrom(...players), searched)
      .map(([a, w, s]) => `--askers ${a.join(',')} --winner ${w}${s}`),
    fc.tuple(askers, searched).map(([a, s]) => `--askers ${a.join(',')} --tie${s}`),
    fc
      .tuple(askers, dealtPoints(n), searched)
      .map(
        ([a, pts, s]) => `--askers ${a.join(',')} --points ${players.map((p, i) => `${p}=${pts[i]}`).join(',')}${s}`,
      ),
    fc.tuple(askers, fc.shuffledSubarray([...RANKS], { minLength: 1, maxLength: RANKS.length }), searched).map(
      ([a, ranks, s]) =>
        `--askers ${a.join(',')} --zwik ${a
          .slice(0, ranks.length)
          .map((p, i) => `${p}=${ranks[i]}`)
          .join(',')}${s}`,
    ),
  );
};

/** A table: 2..6 players, a stake of 1 cent to 5.00, loser-pays pot or stake, and up to 12 deals. */
const table = fc
  .tuple(fc.integer({ min: 2, max: 6 }), fc.integer({ min: 1, max: 500 }), fc.constantFrom('pot', 'stake'))
  .chain(([n, stakeCents, lp]) => {
    const players = NAMES.slice(0, n);
    return fc.record({
      players: fc.constant(players),
      stakeCents: fc.constant(stakeCents),
      lp: fc.constant(lp),
      lines: fc.array(dealLine(players), { maxLength: 12 }),
    });
  });

/** Currency units back to cents, proving on the way that the view shows whole cents only. */
const cents = (units: unknown): number => {
  expect(typeof units).toBe('number');
  const c = Math.round((units as number) * 100);
  expect(c / 100).toBe(units);
  return c;
};

describe('law: pot + sum of all balances = 0, in cents', () => {
  test('in the core ledger, after every deal and after a shared finish', () => {
    fc.assert(
      fc.property(table, ({ players, stakeCents, lp, lines }) => {
        const { sheet } = play(makeSheet('zwikken', players, { stakeCents, set: { 'loser-pays': lp } }), lines);
        const config: SheetConfig = { ...configOf(zwikken, sheet), sharePot: true };
        let state = zwikken.initialState(config);
        for (const input of sheet.deals) {
          const before = state;
          const out = zwikken.scoreDeal(state, input as ZwikInput, config);
          state = out.state;
          expect(state.pot + state.balances.reduce((a, b) => a + b, 0)).toBe(0);
          expect(out.scores.every(Number.isSafeInteger)).toBe(true);
          // A deal's scores are exactly the change of each balance.
          expect(state.balances).toEqual(before.balances.map((b, i) => b + out.scores[i]));
          expect(state.pot).toBeGreaterThanOrEqual(0);
          // A deal never starts on an empty pot: it antes first, so an asking winner always gets something.
          if ((input as ZwikInput).contract === 'pas' && before.pot === 0) expect(state.pot).toBeGreaterThan(0);
        }
        const settled = zwikken.settle!(state, config)!;
        expect(settled.scores.reduce((a, b) => a + b, 0)).toBe(state.pot);
        expect(Math.max(...settled.scores) - Math.min(...settled.scores)).toBeLessThanOrEqual(1);
        expect(settled.state.pot).toBe(0);
        expect(settled.state.balances.reduce((a, b) => a + b, 0)).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  test('in the sheet view (currency units), after every deal and after finish --share-pot', () => {
    fc.assert(
      fc.property(table, ({ players, stakeCents, lp, lines }) => {
        const { sheet, view } = play(makeSheet('zwikken', players, { stakeCents, set: { 'loser-pays': lp } }), lines);
        const running = players.map(() => 0);
        for (const d of view.deals) {
          players.forEach((p, i) => {
            running[i] += cents(d.scores[p]);
          });
          expect(cents(d.pot) + running.reduce((a, b) => a + b, 0)).toBe(0);
        }
        expect(players.map((p) => cents(view.totals[p]))).toEqual(running);
        const shared = replay(gameById('zwikken'), { ...sheet, closed: true, sharePot: true });
        expect(cents(shared.pot)).toBe(0);
        expect(players.reduce((a, p) => a + cents(shared.totals[p]), 0)).toBe(0);
        const share = shared.settlement as { scores: Record<string, number> };
        expect(players.reduce((a, p) => a + cents(share.scores[p]), 0)).toBe(cents(view.pot));
      }),
      { numRuns: 200 },
    );
  });
});
