import { describe, expect, test } from '@jest/globals';
import { computeStats } from '../../src/evening/stats.js';
import type { LoadedSheet } from '../../src/evening/evening.js';
import { vrijdagA, vrijdagZwikken } from './fixtures.js';

/** A sheet whose totals are set by hand, with `deals` deals: only the averages are under test here. */
const withTotals = (s: LoadedSheet, totals: Record<string, number>, deals: number): LoadedSheet => ({
  ...s,
  view: { ...s.view, totals, deals: Array.from({ length: deals }, (_, i) => ({ ...s.view.deals[0], number: i + 1 })) },
});

describe('averages in statistics round halves away from zero, in both signs', () => {
  test('money: 0.25 over 2 deals is 0.125 -> 0.13; -0.75 over 2 is -0.375 -> -0.38 (not -0.37)', () => {
    const z = withTotals(vrijdagZwikken(), { Ann: 0.25, Bert: -0.75, Cis: 0.5, Dirk: 0 }, 2);
    const s = computeStats([z]);
    expect([
      s.players.Ann.games.zwikken.perDeal,
      s.players.Bert.games.zwikken.perDeal,
      s.players.Cis.games.zwikken.perDeal,
    ]).toEqual([0.13, -0.38, 0.25]);
  });

  test('points: 1 over 8 deals is 0.125 -> 0.13; -3 over 8 is -0.375 -> -0.38', () => {
    const a = withTotals(vrijdagA(), { Ann: 1, Bert: -3, Cis: 5, Dirk: -3 }, 8);
    const s = computeStats([a]);
    // 5 / 8 = 0.625 -> 0.63.
    expect(['Ann', 'Bert', 'Cis'].map((p) => s.players[p].games.kleurenwiezen.perDeal)).toEqual([0.13, -0.38, 0.63]);
  });
});
