import { afterAll, describe, expect, jest, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { GameManifest } from '../../src/core/manifest.js';
import { HOST } from '../helpers/host.js';
import { toyHead } from '../games/toy/head.js';
import { toy } from '../games/toy/index.js';

/**
 * A game whose lowest total wins is asked, never assumed (issue 34): Laagkaart is the toy game of
 * test/games/toy/ with `lowWins` set, nothing else. Under `bonus` the player named by `win --by` takes
 * the stake (2) as penalty points. Every number below is worked by hand from that rule, and each test
 * would give the opposite answer if a place still assumed that more is better.
 */
const low: GameManifest = { ...toy, id: 'laagkaart', lowWins: true };
// The lists of games are frozen: this file's lists, with the toy and Laagkaart, take their place (as in
// test/games/toy.test.ts) before anything that reads them is loaded.
const games = await import('../../src/games/index.js');
const heads = await import('../../src/games/heads.js');
jest.unstable_mockModule('../../src/games/index.js', () => ({
  ...games,
  ...games.gamesModule([...games.GAMES, toy, low]),
}));
jest.unstable_mockModule('../../src/games/heads.js', () => ({
  ...heads,
  ...heads.headsModule([...heads.HEADS, toyHead, { ...toyHead, id: 'laagkaart' }]),
}));

const { Store } = await import('../../src/store/store.js');
// Through the store, the helper loads the list of games: after the lists are put in place.
const { testCtx } = await import('../helpers/ctx.js');
const { runNew } = await import('../../src/commands/new.js');
const { runRecord } = await import('../../src/commands/deals.js');
const { runFinish, runSheet } = await import('../../src/commands/sheets.js');
const { runChart } = await import('../../src/commands/chart.js');
const { unglued } = await import('../../src/core/unsafe.js');
const { runSettle } = await import('../../src/commands/settle.js');
const { statsOf } = await import('../../src/evening/stats.js');
const { pointsToCents } = await import('../../src/evening/settle.js');
const { leaders, merit } = await import('../../src/core/players.js');
const { standings } = await import('../../src/event/standings.js');
const { seasonStandings } = await import('../../src/event/season.js');
const { defaultAbsent } = await import('../../src/event/create.js');
const { eventData } = await import('../helpers/event.js');
type EventData = import('../../src/store/events/data.js').EventData;
type StatsSummary = import('../../src/store/index-sheets.js').StatsSummary;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tafel-low-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const store = new Store(dir, HOST);
const ctx = testCtx({ store, width: 100 });
const win = (by: string) => ({ words: ['win'], flags: { by } });

describe('the game says which way is better', () => {
  test('merit and leaders: the lowest total leads, ties give every tied player', () => {
    expect(merit(low)).toBe(-1);
    expect(merit(toy)).toBe(1);
    expect(leaders(['Ann', 'Bert', 'Cis'], [0, 4, 2], true)).toBe('Ann');
    expect(leaders(['Ann', 'Bert', 'Cis'], [0, 4, 2])).toBe('Bert');
    expect(leaders(['Ann', 'Bert', 'Cis'], [3, 4, 3], true)).toEqual(['Ann', 'Cis']);
  });

  let id = '';
  test('a finished sheet names the lowest total the winner and says "lowest wins"', async () => {
    id = ((await runNew(ctx, 'laagkaart', { players: 'Ann,Bert,Cis', rules: 'bonus' })).json as { id: string }).id;
    // Bert takes 2 twice, Cis once: Ann 0, Bert 4, Cis 2.
    await runRecord(ctx, id, win('Bert'));
    await runRecord(ctx, id, win('Bert'));
    await runRecord(ctx, id, win('Cis'));
    const open = await runSheet(ctx, id, {});
    expect(open.json).toMatchObject({ finished: false, lowWins: true, totals: { Ann: 0, Bert: 4, Cis: 2 } });
    expect(await open.text(ctx)).toMatch(/Next to deal: Ann \(\*\), Bert leads \(>\) · lowest wins$/m);
    const done = await runFinish(ctx, id);
    expect(done.json).toMatchObject({ finished: true, winner: 'Ann', lowWins: true });
    expect(await (await runSheet(ctx, id, {})).text(ctx)).toMatch(/^Finished\. Winner: Ann · lowest wins$/m);
    const nl = { ...ctx, lang: 'nl' as const };
    expect(await (await runSheet(nl, id, {})).text(nl)).toMatch(/^Afgelopen\. Winnaar: Ann · laagste wint$/m);
    // The toy itself (more is better) has no such field.
    const high = ((await runNew(ctx, 'toy', { players: 'Ann,Bert', rules: 'bonus' })).json as { id: string }).id;
    await runRecord(ctx, high, win('Bert'));
    const highDone = (await runFinish(ctx, high)).json as Record<string, unknown>;
    expect(highDone).toMatchObject({ winner: 'Bert' });
    expect(highDone.lowWins).toBeUndefined();
  });

  test('the chart says "lowest wins" under its title and in its JSON', async () => {
    const chart = await runChart(ctx, id);
    expect(chart.json).toMatchObject({ lowWins: true, series: { Ann: [0, 0, 0], Bert: [2, 4, 4], Cis: [0, 0, 2] } });
    // As drawn: the title's glue (a count kept with its word) is a plain space on the screen.
    const title = unglued((await chart.text(ctx)).split('\n')[0]);
    expect(title).toMatch(/running totals after each deal \(3 deals\) · lowest wins/);
  });

  test('settle: the player below the average is paid, the one above pays', async () => {
    // Average 2: Ann 2 points better (+0.20 at 0.10 a point), Bert 2 worse (-0.20), Cis square.
    expect(pointsToCents(['Ann', 'Bert', 'Cis'], { Ann: 0, Bert: 4, Cis: 2 }, undefined, 1000, true)).toEqual({
      Ann: 20,
      Bert: -20,
      Cis: 0,
    });
    const out = await runSettle(ctx, { evening: 'today', rate: ['laagkaart=0.10'] });
    expect(out.json).toMatchObject({ payments: [{ from: 'Bert', to: 'Ann', amount: 0.2 }] });
  });

  test('stats: the best evening is the lowest', () => {
    const sheet = (createdAt: string, totals: number[]): StatsSummary => ({
      createdAt,
      game: 'laagkaart',
      rules: 'bonus',
      title: '',
      players: ['Ann', 'Bert'],
      deals: 2,
      finished: true,
      unit: 'points',
      seats: totals.map((total) => ({ total, deals: 2, contracts: {} })),
    });
    const s = statsOf([sheet('2026-11-02T19:00:00.000Z', [10, 4]), sheet('2026-11-09T19:00:00.000Z', [3, 8])]);
    expect(s.players.Ann.games.laagkaart).toMatchObject({
      lowWins: true,
      best: { evening: '2026-11-09', amount: 3 },
      worst: { evening: '2026-11-02', amount: 10 },
    });
  });
});

const eventOf = (over: Partial<EventData>): EventData =>
  eventData({
    game: 'laagkaart',
    rules: 'bonus',
    deals: 6,
    tableSize: 3,
    rounds: 2,
    bye: 'average',
    absent: 'average',
    poedel: true,
    entrants: ['Ann', 'Bert', 'Cis', 'Dirk', 'Eva', 'Fien', 'Gert'].map((name, i) => ({ no: i + 1, name })),
    ...over,
  });

describe('event and season standings ask the game', () => {
  const table = (round: number, t: number, seats: number[]) => ({ table: t, sheet: `ev-r${round}-t${t}`, seats });
  const draw = (round: number, byes: number[], tables: ReturnType<typeof table>[]) => ({
    round,
    seed: 0,
    algorithm: 1 as const,
    drawnAt: '2026-12-05T18:30:00.000Z',
    absent: [],
    byes,
    tables,
  });
  // Round 1: Gert has the bye. Round 2: Ann has it.
  const e = eventOf({
    draws: [
      draw(1, [7], [table(1, 1, [1, 2, 3]), table(1, 2, [4, 5, 6])]),
      draw(2, [1], [table(2, 1, [2, 4, 6]), table(2, 2, [3, 5, 7])]),
    ],
  });
  const scores: Record<string, number[]> = {
    'ev-r1-t1': [5, 9, 2],
    'ev-r1-t2': [7, 2, 4],
    'ev-r2-t1': [6, 3, 8],
    'ev-r2-t2': [4, 6, 1],
  };
  const results = (sheet: string) => ({ scores: scores[sheet], finished: true, deals: 6 });

  test('the lowest wins each table and ranks first; the average bye is the round average penalty', () => {
    const s = standings(e, results, false);
    // Round 1 seated: 5 9 2 7 2 4 = 29 over 6, 4.83 → Gert's bye 5. Round 2: 6 3 8 4 6 1 = 28 / 6 → Ann 5.
    // Totals: Ann 5+5=10, Bert 9+6=15, Cis 2+4=6, Dirk 7+3=10, Eva 2+6=8, Fien 4+8=12, Gert 5+1=6.
    expect(s.standings.map((x) => [x.place, x.name, x.total, x.wins])).toEqual([
      // Cis and Gert 6: last round Gert 1, Cis 4: the lower last round first.
      [1, 'Gert', 6, 2],
      [2, 'Cis', 6, 1],
      [3, 'Eva', 8, 1],
      // Ann and Dirk 10: last round Ann's bye 5, Dirk 3.
      [4, 'Dirk', 10, 1],
      [5, 'Ann', 10, 1],
      [6, 'Fien', 12, 0],
      [7, 'Bert', 15, 0],
    ]);
    expect(s.standings.find((x) => x.name === 'Gert')!.tie).toEqual({ with: [3], decidedBy: 'last-round' });
    expect(s.standings.filter((x) => x.poedel).map((x) => x.name)).toEqual(['Bert']);
  });

  test('best-round and countback go by the lowest too; a withdrawn entrant ranks after all others', () => {
    const best = standings({ ...e, tieBreaks: ['best-round', 'name'] }, results, false).standings;
    // Cis's best round 2, Gert's 1; Ann's best 5, Dirk's 3.
    expect(best.slice(0, 5).map((x) => x.name)).toEqual(['Gert', 'Cis', 'Eva', 'Dirk', 'Ann']);
    const avg = standings({ ...e, ranking: 'average' }, results, false).standings;
    expect(avg.map((x) => x.name)).toEqual(['Gert', 'Cis', 'Eva', 'Dirk', 'Ann', 'Fien', 'Bert']);
    // Fien leaves after round 1 (4 points): fewer penalty points, yet no place above those who played on.
    const gone = eventOf({
      draws: [e.draws[0], draw(2, [1], [table(2, 1, [2, 4, 7]), table(2, 2, [3, 5])])],
      withdrawals: [{ no: 6, fromRound: 2 }],
    });
    const two: Record<string, number[]> = { ...scores, 'ev-r2-t1': [6, 3, 8], 'ev-r2-t2': [4, 6] };
    const s = standings(gone, (sheet) => ({ scores: two[sheet], finished: true, deals: 6 }), false).standings;
    expect(s.map((x) => [x.name, x.total])).toEqual([
      ['Cis', 6],
      ['Eva', 8],
      ['Dirk', 10],
      // Ann's bye: round 2 seated 6 3 8 4 6 = 27 / 5 = 5.4 → 5.
      ['Ann', 10],
      ['Gert', 13],
      ['Bert', 15],
      ['Fien', 4],
    ]);
  });

  test('an absence scores the round average by default, never the best score there is (0)', () => {
    expect(defaultAbsent('total', true)).toBe('average');
    expect(defaultAbsent('total')).toBe('fixed:0');
    expect(defaultAbsent('average', true)).toBe('none');
  });

  test('a season counts the N lowest nights and ranks the lowest first', () => {
    const nights = [
      { Ann: 40, Bert: 30, Cis: 55 },
      { Ann: 20, Bert: 50, Cis: 25 },
      { Ann: 35, Bert: 35, Cis: 30 },
    ].map((night, i) => ({
      event: `n${i + 1}`,
      finished: true,
      scored: true,
      entrants: Object.entries(night).map(([name, total]) => ({ name, players: [name], total })),
    }));
    const s = seasonStandings(
      {
        format: 'tafel-season',
        schemaVersion: 1,
        id: 's',
        uid: '0123456789abcdef',
        title: 'S',
        createdAt: '2026-09-01T00:00:00.000Z',
        game: 'laagkaart',
        kind: 'individual',
        nights: 3,
        best: 2,
        minNights: 2,
        excused: null,
        tieBreaks: ['last:4', 'played', 'name'],
        events: ['n1', 'n2', 'n3'],
        excusals: [],
      },
      nights,
    );
    // Best 2 = the two lowest: Ann 20+35=55, Cis 25+30=55, Bert 30+35=65. Ann and Cis: last:4 is every
    // night, Ann 95 against Cis 110: Ann first.
    expect(s.standings.map((x) => [x.place, x.name, x.best, x.nights.map((n) => n.inBest)])).toEqual([
      [1, 'Ann', 55, [false, true, true]],
      [2, 'Cis', 55, [false, true, true]],
      [3, 'Bert', 65, [true, false, true]],
    ]);
  });
});
