import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { gameById } from '../../../src/games/index.js';
import { configOf, replay, type SheetData, type SheetView } from '../../../src/sheet/sheet.js';
import { checkStoredDeal } from '../../../src/sheet/stored.js';
import { evening } from './arbitrary.js';

const game = gameById('toepen');

/** The running totals before each round and after the last, from the rounds' own points. */
function running(v: SheetView): number[][] {
  const totals = v.players.map(() => 0);
  const rows = [[...totals]];
  for (const d of v.deals) {
    v.players.forEach((p, i) => {
      totals[i] += d.scores[p];
    });
    rows.push([...totals]);
  }
  return rows;
}

/**
 * The places as spec/toepen.md §3 words them, worked from the rounds' points alone: a player is out once
 * his total is at or over the limit; the players still in by total, lower first; then those out, the last
 * one out first, those out in the same round by their total before it, lower first; equal players share a
 * place (1, 2, 2, 4). When a round leaves nobody below the limit, its winner is first.
 */
function pagePlaces(sheet: SheetData, v: SheetView): Record<string, number> {
  const limit = Number(configOf(game, sheet).settings.limit);
  const rows = running(v);
  const last = rows[rows.length - 1];
  const n = v.players.length;
  // The round (from 1) at whose end each player first stood at the limit, and his total before it.
  const outIn = v.players.map((_, i) => rows.findIndex((r) => r[i] >= limit));
  const before = outIn.map((r, i) => (r > 0 ? rows[r - 1][i] : 0));
  const still = [...Array(n).keys()].filter((i) => outIn[i] < 0);
  const lastRound = sheet.deals[sheet.deals.length - 1];
  const first =
    still.length === 0 && lastRound !== undefined
      ? v.players.indexOf(String(lastRound.fourOfAKind ?? lastRound.winner))
      : undefined;
  const key = (i: number): [number, number, number] => (outIn[i] < 0 ? [0, last[i], 0] : [1, -outIn[i], before[i]]);
  const order = [...Array(n).keys()]
    .filter((i) => i !== first)
    .sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
    });
  const places: Record<string, number> = {};
  if (first !== undefined) places[v.players[first]] = 1;
  order.forEach((i, k) => {
    const prev = order[k - 1];
    const same = prev !== undefined && key(prev).every((x, j) => x === key(i)[j]);
    places[v.players[i]] = same ? places[v.players[prev]] : k + 1 + (first === undefined ? 0 : 1);
  });
  return places;
}

describe('Toepen laws', () => {
  test('a player at the limit never gains; with the cap on nobody passes the limit', () => {
    fc.assert(
      fc.property(evening(), (sheet) => {
        const v = replay(game, sheet);
        const { limit, cap } = configOf(game, sheet).settings;
        const rows = running(v);
        v.deals.forEach((d, r) => {
          v.players.forEach((p, i) => {
            if (rows[r][i] >= Number(limit)) expect([r + 1, p, d.scores[p]]).toEqual([r + 1, p, 0]);
            if (cap === 'on') expect(rows[r + 1][i]).toBeLessThanOrEqual(Number(limit));
          });
        });
      }),
      { numRuns: 150 },
    );
  });

  test("the places follow the page's order of going out; the winner is first", () => {
    fc.assert(
      fc.property(evening(), (sheet) => {
        const v = replay(game, sheet);
        const places = pagePlaces(sheet, v);
        expect(v.places).toEqual(places);
        if (!v.finished) return;
        const firsts = v.players.filter((p) => places[p] === 1);
        expect(v.winner).toEqual(firsts.length === 1 ? firsts[0] : firsts);
      }),
      { numRuns: 150 },
    );
  });

  test('replay of the stored file equals the view; every stored round reads back as itself', () => {
    fc.assert(
      fc.property(evening(12), (sheet) => {
        const view = replay(game, sheet);
        const stored = JSON.parse(JSON.stringify(sheet)) as SheetData;
        expect(replay(game, stored)).toEqual(view);
        const config = configOf(game, stored);
        for (const [i, input] of stored.deals.entries())
          expect(checkStoredDeal(game, input, config, i + 1)).toBeUndefined();
        for (const p of sheet.players)
          expect(view.totals[p]).toBe(view.deals.reduce((s, d) => s + (d.scores[p] as number), 0));
      }),
      { numRuns: 80 },
    );
  });
});
