import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import type { DealInput, Lang } from '../../src/core/game.js';
import { GAMES, gameById } from '../../src/games/index.js';
import { pointOf } from '../../src/sheet/point.js';
import { configOf, Replayer, replay, SCHEMA_VERSION, type SheetData } from '../../src/sheet/sheet.js';
import { LINES, type Line } from './stored/arbitraries.js';

/**
 * The law of a kept replay (src/sheet/point.ts, kept by src/store/kept.ts for long sheets): a replay that goes on
 * from where an earlier one stood, as kept on disk (JSON), shows exactly what replaying every deal shows: the same
 * view (rows, texts, totals, dealer, standing), the same view after more deals, and the same point to go on from.
 * The oracle is the sheet's definition itself: its view is the replay of its inputs from the first deal.
 */

/**
 * A sheet of one game played with the lines of one table (the table most lines are of: each line comes with a table
 * of its own), each deal as `record` takes it.
 */
function sheetOf(id: string, lines: Line[]): SheetData {
  const game = gameById(id);
  const tables = new Map<string, number>();
  for (const l of lines) tables.set(JSON.stringify(l.config), (tables.get(JSON.stringify(l.config)) ?? 0) + 1);
  const same = [...tables].sort((a, b) => b[1] - a[1])[0][0];
  const config = lines.find((l) => JSON.stringify(l.config) === same)!.config;
  let data: SheetData = {
    schemaVersion: SCHEMA_VERSION,
    id: `law-${id}`,
    game: id,
    rules: config.rules,
    title: '',
    createdAt: '2026-12-04T19:00:00.000Z',
    players: [...config.players],
    firstDealer: 0,
    set: { ...config.settings },
    ...(config.stakeCents !== undefined ? { stakeCents: config.stakeCents } : {}),
    deals: [],
    closed: false,
  };
  // The table's lines, then again (a table plays the same hands more than once), while the game goes on.
  const mine = lines.filter((l) => JSON.stringify(l.config) === same);
  for (const line of [...mine, ...mine, ...mine]) {
    if (replay(game, data).finished || data.deals.length >= 40) break;
    try {
      const input: DealInput = game.parseDeal(line.args, configOf(game, data));
      const next = { ...data, deals: [...data.deals, input] };
      replay(game, next);
      data = next;
    } catch {
      // not a deal this table can record now (a player out, a game over): the next line
    }
  }
  return data;
}

/** As the store keeps it: through JSON. */
const kept = (r: Replayer) => JSON.parse(JSON.stringify(r.point())) as unknown;

describe('a replay that goes on from a kept point is the replay of every deal', () => {
  test.each(GAMES.map((g) => g.id))('%s', (id) => {
    let longest = 0;
    fc.assert(
      fc.property(
        fc.array(LINES[id], { minLength: 200, maxLength: 200 }),
        fc.nat(),
        fc.nat(),
        fc.constantFrom<Lang>('en', 'nl'),
        fc.option(fc.tuple(fc.nat(), fc.integer({ min: -50, max: 50 }))),
        (lines, at, more, lang, correction) => {
          const game = gameById(id);
          const whole = sheetOf(id, lines);
          const n = whole.deals.length;
          longest = Math.max(longest, n);
          const cut = at % (n + 1);
          const extra = cut + (more % (n - cut + 1));
          // A correction written after some deal up to the cut (as `tafel correct` writes it: after the last deal).
          const corrections = correction
            ? [{ after: correction[0] % (cut + 1), scores: { [whole.players[0]]: correction[1] }, reason: 'law' }]
            : undefined;
          const upTo = (k: number): SheetData => ({ ...whole, deals: whole.deals.slice(0, k), corrections });
          const before = upTo(cut);
          const point = pointOf(kept(new Replayer(game, before, lang)), before);
          expect(point).toBeDefined();
          const resumed = new Replayer(game, before, lang, {}, point);
          expect(resumed.view()).toEqual(replay(game, before, lang));
          const after = upTo(extra);
          resumed.extend(after);
          expect(resumed.view()).toEqual(replay(game, after, lang));
          expect(JSON.parse(JSON.stringify(resumed.point()))).toEqual(kept(new Replayer(game, after, lang)));
        },
      ),
      { numRuns: 15 },
    );
    // Not a law of empty sheets: some table played on (Manillen and Toepen end after a few deals).
    expect(longest).toBeGreaterThanOrEqual(4);
  });
});

describe('a point that is not of this sheet is not taken', () => {
  const game = gameById('kleurenwiezen');
  const data: SheetData = {
    schemaVersion: SCHEMA_VERSION,
    id: 'points',
    game: 'kleurenwiezen',
    rules: 'lodige',
    title: '',
    createdAt: '2026-12-04T19:00:00.000Z',
    players: ['Ann', 'Bert', 'Cis', 'Dirk'],
    firstDealer: 0,
    set: {},
    deals: [{ contract: 'pas' }, { contract: 'samen', level: 8, by: ['Ann', 'Bert'], tricks: 9 }],
    closed: false,
  };
  const good = kept(new Replayer(game, data));
  const spoilt = (change: (p: Record<string, unknown>) => void) => {
    const p = structuredClone(good) as Record<string, unknown>;
    change(p);
    return p;
  };

  test('the point of the sheet itself is', () => {
    expect(pointOf(good, data)).toEqual(good);
  });

  test.each([
    ['another number of deals', (p: Record<string, unknown>) => (p.deals = 1)],
    ['a dealer who is not at the table', (p: Record<string, unknown>) => (p.dealer = 4)],
    ['totals for five', (p: Record<string, unknown>) => (p.totals = [0, 0, 0, 0, 0])],
    ['a total that is no number', (p: Record<string, unknown>) => (p.totals = [0, 0, 0, '1'])],
    ['no state', (p: Record<string, unknown>) => delete p.state],
    ['a deal without its dealer', (p: Record<string, unknown>) => (p.dealers = [0])],
    ['a score missing', (p: Record<string, unknown>) => (p.scores = (p.scores as number[]).slice(1))],
    ['an extra of a deal that is not there', (p: Record<string, unknown>) => (p.extras = { 2: {} })],
    ['an extra that is no object', (p: Record<string, unknown>) => (p.extras = { 0: 5 })],
  ])('%s', (_, change) => {
    expect(pointOf(spoilt(change), data)).toBeUndefined();
  });

  test('nor is anything else', () => {
    for (const v of [null, 5, 'x', [], { deals: 2 }]) expect(pointOf(v, data)).toBeUndefined();
  });
});
