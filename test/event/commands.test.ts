import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Ctx } from '../../src/commands/context.js';
import {
  runEventAdd,
  runEventDraw,
  runEventNew,
  runEventShow,
  runEventPlan,
  runEventStandings,
  runEventUndraw,
  runEventWithdraw,
} from '../../src/commands/event.js';
import { runSeasonAdd, runSeasonExcuse, runSeasonNew, runSeasonStandings } from '../../src/commands/season.js';
import { MovementProblem, planRound } from '../../src/event/draw.js';
import { TafelError } from '../../src/core/errors.js';
import { runRename, runSeats } from '../../src/commands/amend.js';
import { runDelete, runDeleted, runSheets, runUndelete } from '../../src/commands/sheets.js';
import { runRecord } from '../../src/commands/deals.js';
import { runCorrect } from '../../src/commands/edit.js';
import { runEventFinish } from '../../src/commands/event.js';
import { runEventExport, runEventImport } from '../../src/commands/event-io.js';
import { runEventRename, runEventSet } from '../../src/commands/event-edit.js';
import { buildEvent } from '../../src/event/create.js';
import { EventStore } from '../../src/store/events/files.js';
import { eventGames, factsOf } from '../../src/event/model.js';
import type { EventData } from '../../src/store/events/data.js';
import { changeSettings, openSheets } from '../../src/event/ops.js';
import { standings, type TableResult } from '../../src/event/standings.js';
import { tableSet } from '../../src/event/tables.js';
import { gameById } from '../../src/games/index.js';
import { makeSheet, play } from '../helpers/sheet.js';
import { ctxOf, json, refusal } from '../helpers/event.js';
import { runSettle } from '../../src/commands/settle.js';
import { runStats } from '../../src/commands/stats.js';
import { runEventDelete, runEventUndelete } from '../../src/commands/event-trash.js';
import { runDoctor } from '../../src/commands/doctor.js';
import { runExport } from '../../src/commands/export.js';
import { runImport } from '../../src/commands/import.js';
import { runNew } from '../../src/commands/new.js';

/** A folder for the files exported, beside the data directories: --out refuses a file in one. */
const outside = (): string => fs.mkdtempSync(path.join(os.tmpdir(), 'tafel-out-'));

/** Every file under dir with its bytes: what a read-only command must leave as it was. */
const snapshotOf = (dir: string): Record<string, string> =>
  Object.fromEntries(
    (fs.readdirSync(dir, { recursive: true }) as string[])
      .filter((f) => fs.statSync(path.join(dir, f)).isFile())
      .sort()
      .map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]),
  );

/* The commands in process (fast): movements, ranked seating, withdrawals and absences, undraw, verify, seasons. */

/** A table sheet closed with one correction row: its seats' totals. */
async function close(ctx: Ctx, id: string, bySeat: (seat: number) => number): Promise<void> {
  await ctx.store.updateSheet(id, (d) => ({
    data: {
      ...d,
      corrections: [{ after: 0, scores: Object.fromEntries(d.players.map((p, s) => [p, bySeat(s)])), reason: 'x' }],
      closed: true,
    },
    result: undefined,
  }));
}

describe('movements (§3.3)', () => {
  const input = (n: number, round: number, history = []) => ({
    kind: 'individual' as const,
    tableSize: 4,
    teams: false,
    seating: 'movement' as const,
    entrants: Array.from({ length: n }, (_, i) => i + 1),
    history,
    round,
    seed: 7,
    absent: [],
    withdrawn: new Set<number>(),
  });
  /** A planned round as the event file keeps it once drawn. */
  const drawn = (round: number, p: ReturnType<typeof planRound>) => ({
    round,
    seed: 7,
    algorithm: 1,
    drawnAt: '',
    absent: [],
    byes: [],
    tables: p.tables.map((t) => ({ ...t, sheet: '' })),
  });
  test('5 tables of 4: seat 4 of table 2 visits tables 2, 5, 3, 1, 4; nobody meets twice', () => {
    const r1 = planRound(input(20, 1), 5);
    const who = r1.tables[1].seats[3];
    const history: any[] = [];
    const visits: number[] = [];
    for (let r = 1; r <= 5; r++) {
      const p = planRound(input(20, r, [...history] as never), 5);
      visits.push(p.tables.find((t) => t.seats.includes(who))!.table);
      expect(p.cost.tablemates).toBe(0);
      expect(p.tables.every((t) => t.seats[0] === r1.tables[t.table - 1].seats[0])).toBe(true);
      history.push(drawn(r, p));
    }
    expect(visits).toEqual([2, 5, 3, 1, 4]);
  });
  test('12 players at 3 tables rotate all the same, their repeats counted (review 14.20)', () => {
    const r1 = planRound(input(12, 1), 3);
    const r2 = planRound(input(12, 2, [drawn(1, r1)] as never), 3);
    // §3.3: the player at seat s of table t in round 1 sits at seat s of table ((t - 1) + (s - 1)(r - 1)) mod T + 1.
    for (const t of r1.tables)
      for (const [s, who] of t.seats.entries()) expect(r2.tables[(t.table - 1 + s) % 3].seats[s]).toBe(who);
    // Seat 4 moves 3 tables, that is not at all: seats 1 and 4 meet again at each of the 3 tables, nobody else.
    expect([r2.cost.partners, r2.cost.tablemates]).toEqual([0, 3]);
    // More rounds than tables seat round 1 again, and a count that leaves a table short has no movement.
    expect(() => planRound(input(12, 1), 4)).toThrow(new MovementProblem('rounds', 3, 4, '3'));
    expect(() => planRound(input(10, 1), 3)).toThrow(new MovementProblem('count', 2, 3, '4', 10));
  });
});

describe('drawing, withdrawing, undrawing', () => {
  test(
    'ranked seating pairs places 1 and 2 at table 1; an absence and a withdrawal leave the draw; ' +
      'verify and undraw',
    async () => {
      const ctx = ctxOf();
      await runEventNew(ctx, 'klaverjassen', {
        pairs: 'A1+A2,B1+B2,C1+C2,D1+D2',
        seating: 'ranked',
        rounds: '3',
        seed: '5',
        id: 'paren',
      });
      const r1 = await json(runEventDraw(ctx, {}));
      for (const t of r1.tables) await close(ctx, t.sheet, (s) => (s % 2 === 0 ? 100 * t.seats[0].no : 50));
      const r2 = await json(runEventDraw(ctx, {}));
      const s = await json(runEventStandings(ctx, {}));
      const order = s.standings.map((x: { no: number }) => x.no);
      expect(r2.tables.map((t: { seats: { no: number }[] }) => [t.seats[0].no, t.seats[1].no])).toEqual([
        [order[0], order[1]],
        [order[2], order[3]],
      ]);
      expect(
        (await json(runEventPlan(ctx, { all: true, verify: true }))).verified.every(
          (v: { matches: boolean }) => v.matches,
        ),
      ).toBe(true);
      expect(await refusal(runEventDraw(ctx, { force: true }))).toMatch(
        /^1: Ranked seating needs the previous round's final results/,
      );
      // An undraw killed before its sheets went to deleted/ leaves blank sheets: the next draw takes their place.
      const left = ctx.store.readSheet('paren-r2-t1');
      expect(await json(runEventUndraw(ctx, {}))).toEqual({ event: 'paren', undrawn: 2 });
      expect(ctx.store.exists('paren-r2-t1')).toBe(false);
      await ctx.store.createSheet(left);
      expect((await json(runEventDraw(ctx, {}))).round).toBe(2);
    },
  );

  test('absent and withdrawn entrants are not seated; the absent score their rule, the withdrawn nothing', async () => {
    const ctx = ctxOf();
    await runEventNew(ctx, 'kleurenwiezen', {
      entrants: 'Ann,Bert,Cis,Dirk,Eva,Fien,Gert,Hilde,Ivo',
      rules: 'whisthub',
      rounds: '2',
      seed: '4711',
      absent: 'fixed:-5',
    });
    const r1 = await json(runEventDraw(ctx, { absent: 'Ann' }));
    expect(r1.absent).toEqual([{ no: 1, name: 'Ann' }]);
    expect(r1.byes).toEqual([]);
    for (const t of r1.tables) await close(ctx, t.sheet, (s) => [3, -1, -1, -1][s]);
    expect(await refusal(runEventWithdraw(ctx, 'Nobody', {}))).toMatch(/^1: No entrant "Nobody"/);
    await runEventWithdraw(ctx, 'Bert', { reason: 'ziek' });
    const r2 = await json(runEventDraw(ctx, {}));
    expect(r2.tables.flatMap((t: { seats: { name: string }[] }) => t.seats.map((x) => x.name))).not.toContain('Bert');
    for (const t of r2.tables) await close(ctx, t.sheet, () => 0);
    const s = await json(runEventStandings(ctx, {}));
    const ann = s.standings.find((x: { name: string }) => x.name === 'Ann');
    const bert = s.standings.find((x: { name: string }) => x.name === 'Bert');
    expect(ann.rounds[0]).toEqual({ round: 1, how: 'absent', score: -5 });
    expect(bert.rounds[1]).toEqual({ round: 2, how: 'withdrawn', score: null });
    expect(bert.withdrawn).toBe(true);
  });
});

test('event rename: the entrant and every table sheet follow, all at once', async () => {
  const ctx = ctxOf();
  await runEventNew(ctx, 'klaverjassen', { pairs: 'Ann+Bert,Cis+Dirk', rounds: '1', seed: '3', id: 'kj' });
  await runEventDraw(ctx, {});
  expect(await json(runEventRename(ctx, 'ann', 'Anna', {}))).toEqual({
    event: 'kj',
    from: 'Ann',
    to: 'Anna',
    sheets: ['kj-r1-t1'],
  });
  expect(ctx.store.readSheet('kj-r1-t1').players).toContain('Anna');
  expect((await json(runEventStandings(ctx, {}))).standings.map((x: { name: string }) => x.name)).toContain(
    'Anna & Bert',
  );
  expect(await refusal(runEventRename(ctx, 'Cis', 'dirk', {}))).toMatch(
    /^1: "dirk" \(the same name as "Dirk" without case or accents\) already plays in this event/,
  );
  // The very name of another entrant, not "the same name without case or accents" as itself.
  expect(await refusal(runEventRename(ctx, 'Cis', 'Dirk', {}))).toBe(
    '1: "Dirk" already plays in this event: choose a name no other player has.',
  );
  // What would change who sits where is refused on a table sheet, naming the event command.
  expect(await refusal(runRename(ctx, 'kj-r1-t1', 'Cis', 'Cees'))).toBe(
    "1: kj-r1-t1 is a table sheet of the event kj: rename a player with 'tafel event rename <old> <new> --event kj'.",
  );
  expect(await refusal(runSeats(ctx, 'kj-r1-t1', 'Cis', 'Anna'))).toMatch(
    /^1: kj-r1-t1 is a table sheet of the event kj: the seats are the plan's/,
  );
  expect(await refusal(runDelete(ctx, 'kj-r1-t1', true))).toMatch(/tafel event undraw --event kj/);
  // A finished event's table sheets take no more rows; an undrawn round's stale copy neither.
  await runCorrect(ctx, 'kj-r1-t1', 'Anna=1500,Cis=1250', { reason: 'boom' });
  await runEventFinish(ctx, { force: true });
  const md = (await runEventExport({ ...ctx, lang: 'nl' }, { format: 'md' })).document!;
  // The plan a row per seat (§10), the partnership in its own column, each with its round score and table win.
  expect(md).toContain(
    '| tafel | blad | stoel | nr | naam | team | score | tafel gewonnen |\n|---|---|---|---|---|---|---|---|\n' +
      '| 1 | kj-r1-t1 | 1 | 1 | Anna | Anna & Bert | 1500 | ja |\n' +
      '| 1 | kj-r1-t1 | 2 | 2 | Cis | Cis & Dirk | 1250 | nee |\n',
  );
  expect(md).toContain('\n| 1 | 1 | Anna & Bert | 1500 | 1500 | 1 |  |  |\n');
  const html = (await runEventExport(ctx, { format: 'html' })).document!;
  expect(html).toMatch(/^<!doctype html>/);
  expect(html).toContain(
    '<tr><td>1</td><td>kj-r1-t1</td><td>1</td><td>1</td><td>Anna</td><td>Anna &#38; Bert</td>' +
      '<td>1500</td><td>yes</td></tr>',
  );
  expect(await refusal(runCorrect(ctx, 'kj-r1-t1', 'Anna=1,Cis=-1', { reason: 'x' }))).toBe(
    "1: The event kj is finished: 'tafel event reopen' opens it again.",
  );
  // Its final standings are not re-ranked behind the organiser's back either.
  expect(await refusal(runEventSet(ctx, ['ranking=wins'], {}))).toBe(
    "1: The event kj is finished: 'tafel event reopen' opens it again.",
  );
});

describe('seasons through the commands', () => {
  test('nights join, an excuse for a night played is refused, best 1 of 2 counts', async () => {
    const ctx = ctxOf();
    await runSeasonNew(ctx, 'comp', { game: 'kleurenwiezen', best: '1', minNights: '1', excused: '7', nights: '2' });
    for (const [id, scores] of [
      ['n1', [10, -10, 0, 0]],
      ['n2', [-4, 4, 0, 0]],
    ] as const) {
      await runEventNew(ctx, 'kleurenwiezen', {
        entrants: 'Ann,Bert,Cis,Dirk',
        rules: 'whisthub',
        rounds: '1',
        seed: '1',
        id,
      });
      const r = await json(runEventDraw(ctx, {}));
      await close(ctx, r.tables[0].sheet, (s) => scores[r.tables[0].seats[s].no - 1]);
    }
    await runSeasonAdd(ctx, 'comp', ['n1', 'n2']);
    expect(await refusal(runSeasonExcuse(ctx, 'comp', 'ann', 'n1'))).toBe(
      '1: Ann played n1 (10 points): only a night missed can be excused.',
    );
    const s = await json(runSeasonStandings(ctx, 'comp'));
    expect(
      s.standings.map((x: { name: string; best: number; played: number; place: number }) => [
        x.place,
        x.name,
        x.best,
        x.played,
      ]),
    ).toEqual([
      [1, 'Ann', 10, 6],
      [2, 'Bert', 4, -6],
      [3, 'Cis', 0, 0],
      [4, 'Dirk', 0, 0],
    ]);
  });

  test("a pair is excused by one player's name, as the pair: one row, and the answer names both", async () => {
    const ctx = ctxOf();
    await runSeasonNew(ctx, 'ps', { game: 'klaverjassen', kind: 'pairs', excused: '3000' });
    await runEventNew(ctx, 'klaverjassen', { pairs: 'Ann+Bert,Cis+Dirk', rounds: '1', id: 'p1' });
    await runEventNew(ctx, 'klaverjassen', { pairs: 'Ann+Bert,Ivo+Jef', rounds: '1', id: 'p2' });
    await runSeasonAdd(ctx, 'ps', ['p1', 'p2']);
    // Both nights played (a night with no score yet counts for nobody, the excused neither).
    for (const event of ['p1', 'p2'])
      for (const t of (await json(runEventDraw(ctx, { event }))).tables) await close(ctx, t.sheet, () => 0);
    const said = await runSeasonExcuse(ctx, 'ps', 'ivo', 'p1');
    expect(await said.text(ctx)).toBe('Ivo & Jef are excused for p1.');
    expect(await said.text({ ...ctx, lang: 'nl' } as Ctx)).toBe('Ivo & Jef zijn afgemeld voor p1.');
    // Again: nothing changes, and the answer says they already were.
    const again = await runSeasonExcuse(ctx, 'ps', 'Ivo', 'p1');
    expect(await again.text(ctx)).toBe('Ivo & Jef are already excused for p1.');
    expect(await again.text({ ...ctx, lang: 'nl' } as Ctx)).toBe('Ivo & Jef zijn al afgemeld voor p1.');
    // A newcomer after the first draw: undraw, add and draw again (withdraw is for an entrant).
    await runEventNew(ctx, 'klaverjassen', { pairs: 'Ann+Bert,Cis+Dirk', rounds: '1', id: 'p3' });
    await runEventDraw(ctx, { event: 'p3' });
    await expect(runEventAdd(ctx, [], { pair: 'Kim+Lies', event: 'p3' })).rejects.toThrow(
      "Cannot add Kim+Lies: round 1 is drawn. 'tafel event undraw' takes the round back while nothing is recorded; " +
        'then add, and draw again.',
    );
    const rows = (await json(runSeasonStandings(ctx, 'ps'))).standings;
    expect(rows.map((x: { name: string; nights: { how: string }[] }) => [x.name, x.nights.map((n) => n.how)])).toEqual([
      ['Ivo & Jef', ['excused', 'played']],
      ['Ann & Bert', ['played', 'played']],
      ['Cis & Dirk', ['played', 'missed']],
    ]);
  });

  test('withdrawn before round 1: a night missed, with no score and not counted, that may be excused', async () => {
    const ctx = ctxOf();
    await runSeasonNew(ctx, 'wd', { game: 'kleurenwiezen', excused: '7' });
    await runEventNew(ctx, 'kleurenwiezen', {
      entrants: 'Ann,Bert,Cis,Dirk,Eva',
      rules: 'whisthub',
      rounds: '1',
      id: 'w1',
    });
    await runEventWithdraw(ctx, 'Eva', {});
    const r = await json(runEventDraw(ctx, {}));
    await close(ctx, r.tables[0].sheet, (s) => [3, -3, 0, 0][r.tables[0].seats[s].no - 1]);
    await runSeasonAdd(ctx, 'wd', ['w1']);
    const eva = async () =>
      (await json(runSeasonStandings(ctx, 'wd'))).standings.find((x: { name: string }) => x.name === 'Eva');
    // Without the excuse Eva has no night at all: she is in no row, where she was listed as played with 0.
    expect(await eva()).toBeUndefined();
    await runSeasonExcuse(ctx, 'wd', 'eva', 'w1');
    expect(await eva()).toMatchObject({ nights: [{ how: 'excused', score: 7 }], best: 7, played: 0, nightsCounted: 1 });
  });
});

test("Belote and Solokaarten events: --deals is the tables' deal limit (§2.2, §12), pas not counted", async () => {
  const ctx = ctxOf();
  // The defaults of §2.2: Belote 12 deals (no target), Solokaarten 4 x the table size; the bye is average.
  const solo = await json(runEventNew(ctx, 'solokaarten', { entrants: 'A,B,C,D,E', tableSize: '5', id: 'solo' }));
  expect([solo.deals, solo.rounds, solo.bye]).toEqual([20, 3, 'average']);
  expect(await refusal(runEventNew(ctx, 'belote', { entrants: 'A,B,C,D', set: ['deals=12'] }))).toBe(
    '2: The deal limit of an event is --deals <n|none>, not --set deals=.',
  );
  const ev = await json(runEventNew(ctx, 'belote', { entrants: 'A,B,C,D', deals: '12', rules: 'ffb', id: 'bel' }));
  expect([ev.deals, ev.rounds, ev.bye]).toEqual([12, 4, 'average']);
  const id = (await json(runEventDraw(ctx, {}))).tables[0].sheet;
  const sheet = ctx.store.readSheet(id);
  expect(sheet.set).toEqual({ deals: '12', target: 'none' });
  const taker = sheet.players[0];
  const deal = { words: [], flags: { taker, points: '92' } };
  for (let i = 1; i <= 11; i++) await runRecord(ctx, id, deal);
  const open = await json(runRecord(ctx, id, { words: ['pas'], flags: {} }));
  expect(open.finished).toBe(false);
  // 12 rows, 11 of them counted: the table reads "11 of 12", not a full table that is still open.
  expect(openSheets(ctx.store, new EventStore(ctx.store).readEvent('bel'))).toEqual([{ sheet: id, deals: 11 }]);
  expect(await refusal(runEventDraw(ctx, {}))).toContain(`${id} (11 of 12)`);
  // 12 made deals of 92 / 70: 1104 against 840 for the scorer's team.
  const done = await json(runRecord(ctx, id, deal));
  expect([done.finished, done.totals[taker], done.totals[sheet.players[1]]]).toEqual([true, 1104, 840]);
  expect(done.winner).toEqual([sheet.players[0], sheet.players[2]]);
  expect(await refusal(runRecord(ctx, id, deal))).toMatch(new RegExp(`^1: Table sheet ${id} has all its deals`));
});

test('Rikken events (§2.2): tables of 4 to 6, every player deals twice, a pas not counted; seasons too', async () => {
  const ctx = ctxOf();
  const five = await json(runEventNew(ctx, 'rikken', { entrants: 'A,B,C,D,E', tableSize: '5', id: 'r5' }));
  expect([five.deals, five.rounds, five.bye, five.tableSize]).toEqual([10, 3, 'average', 5]);
  const six = await json(runEventNew(ctx, 'rikken', { entrants: 'A,B,C,D,E,F', tableSize: '6', rules: 'ssovn' }));
  expect([six.deals, six.rules]).toEqual([12, 'ssovn']);
  expect(await refusal(runEventNew(ctx, 'rikken', { pairs: 'A+B,C+D' }))).toBe(
    '1: rikken has no fixed partners: a pair event is only for belote, klaverjassen, manillen. Use --entrants.',
  );
  await runSeasonNew(ctx, 'rikcomp', { game: 'rikken' });
  await runEventNew(ctx, 'rikken', { entrants: 'Ann,Bert,Cis,Dirk,Eva', rounds: '1', seed: '1', id: 'rik' });
  expect((await json(runSeasonAdd(ctx, 'rikcomp', ['rik']))).events).toEqual(['rik']);
  // Five at tables of four: one bye, the highest number (§3.1), scoring the table's average.
  const draw = await json(runEventDraw(ctx, {}));
  expect(draw.byes).toEqual([{ no: 5, name: 'Eva' }]);
  const id = draw.tables[0].sheet;
  const sheet = ctx.store.readSheet(id);
  expect(sheet.set).toEqual({ deals: '8' });
  const [p0, p1, p2, p3] = sheet.players;
  const rik = { words: ['rik'], flags: { by: p0, mate: p2, tricks: '8' } };
  for (let i = 1; i <= 7; i++) await runRecord(ctx, id, rik);
  expect((await json(runRecord(ctx, id, { words: ['pas'], flags: {} }))).finished).toBe(false);
  expect(openSheets(ctx.store, new EventStore(ctx.store).readEvent('rik'))).toEqual([{ sheet: id, deals: 7 }]);
  // Seven riks of 8 made: 10 from each opponent. Then 11 alleen made: 40 from each of the three.
  const done = await json(runRecord(ctx, id, { words: ['alleen', '11'], flags: { by: p1, tricks: '11' } }));
  expect(done.finished).toBe(true);
  expect([p0, p1, p2, p3].map((p) => done.totals[p])).toEqual([70 - 40, -70 + 120, 70 - 40, -70 - 40]);
  const s = await json(runEventStandings(ctx, {}));
  expect(s.standings.map((x: { name: string; total: number }) => [x.name, x.total])).toEqual([
    [p1, 50],
    ...[p0, p2].sort().map((p) => [p, 30]),
    ['Eva', 0],
    [p3, -110],
  ]);
});

test('Boerenbridge events (§2.2): a round is one whole game of the schedule at that table size', async () => {
  const ctx = ctxOf();
  const deals = (o: Record<string, unknown>) => made('boerenbridge', { entrants: 'A,B,C,D,E,F', ...o }).deals;
  // wk: 13 down to 1 and up again at four (52 / 4), 10 at five, 8 at six; klassiek 17; poepen 51 / 4 = 12.
  expect([deals({}), deals({ tableSize: '5' }), deals({ tableSize: '6' })]).toEqual([25, 19, 15]);
  expect([deals({ rules: 'klassiek' }), deals({ rules: 'poepen' }), deals({ set: ['max-cards=2'] })]).toEqual([
    17, 23, 3,
  ]);
  expect(made('boerenbridge', { entrants: 'A,B,C,D' }).bye).toBe('average');
  expect(fails(() => made('boerenbridge', { entrants: 'A,B,C,D', deals: '10' }))[0]).toBe(
    '2: --deals 10 is not allowed here: a round of boerenbridge is one whole game, 25 deals at tables of 4; its ' +
      'house rules set the length (--set).',
  );
  expect(fails(() => made('boerenbridge', { entrants: 'A,B,C,D', deals: 'none' }))[0]).toMatch(/^2: --deals none/);
  expect(made('boerenbridge', { entrants: 'A,B,C,D', deals: '25' }).deals).toBe(25);
  // Before round 1 the deals follow the house rules: 3 2 1 2 3.
  const ev = made('boerenbridge', { entrants: 'A,B,C,D' });
  expect(changeSettings(ev, ['max-cards=3'])).toMatchObject({ event: { deals: 5 }, also: ['deals=5'] });
  await runEventNew(ctx, 'boerenbridge', {
    entrants: 'Ann,Bert,Cis,Dirk',
    set: ['max-cards=2'],
    rounds: '1',
    id: 'bb',
  });
  const id = (await json(runEventDraw(ctx, {}))).tables[0].sheet;
  expect(ctx.store.readSheet(id).set).toEqual({ 'max-cards': '2' });
  const [p0, p1, p2, p3] = ctx.store.readSheet(id).players;
  const deal = (bids: string, tricks: string) => runRecord(ctx, id, { words: [], flags: { bids, tricks } });
  // 2 cards, p1 deals: exact 10 + 2 a trick, 2 off a trick missed (wk). p0 12, p1 -2, p2 10, p3 10.
  await deal('1,0,0,0', '1,1,0,0');
  // 1 card: p0 -2, the others 10.
  expect((await json(deal('0,0,0,0', '1,0,0,0'))).finished).toBe(false);
  expect(openSheets(ctx.store, new EventStore(ctx.store).readEvent('bb'))).toEqual([{ sheet: id, deals: 2 }]);
  // 2 cards again: p0 12, p1 12, p2 10, p3 -2.
  const done = await json(deal('1,1,0,1', '1,1,0,0'));
  expect([done.finished, [p0, p1, p2, p3].map((p) => done.totals[p])]).toEqual([true, [22, 20, 30, 18]]);
  expect((await json(runEventStandings(ctx, {}))).standings[0]).toMatchObject({ name: p2, total: 30, wins: 1 });
});

const NOW = new Date('2026-12-05T18:30:00Z');
const made = (game: string, o: Parameters<typeof buildEvent>[1]): EventData =>
  buildEvent(
    game,
    { seed: '1', ...o },
    { now: NOW, evening: '2026-12-05', origin: 'a'.repeat(16), taken: () => false },
  );
/** The refusal of a pure call: exit code, English and Dutch text. */
const fails = (f: () => unknown): string[] => {
  try {
    f();
  } catch (e) {
    if (e instanceof TafelError) return [`${e.exitCode}: ${e.text.en}`, e.text.nl];
    throw e;
  }
  throw new Error('not refused');
};

describe('event set (§6, §7, review 14.17)', () => {
  test('deals before round 1: 1..100 or none, and a bye that still holds the old default follows', () => {
    const kj = made('klaverjassen', { entrants: 'A,B,C,D' });
    expect([kj.deals, kj.bye]).toEqual([16, 'fixed:1600']);
    const set = (e: EventData, ...pairs: string[]) => changeSettings(e, pairs);
    expect(set(kj, 'deals=8')).toMatchObject({ event: { deals: 8, bye: 'fixed:800' }, also: ['bye=fixed:800'] });
    expect(set(kj, 'deals=none')).toMatchObject({ event: { deals: 'none', bye: 'average' }, also: ['bye=average'] });
    expect(tableSet(set(kj, 'deals=none').event)).toEqual({ deals: 'none' });
    expect(set(kj, 'deals=8', 'bye=fixed:700')).toMatchObject({ event: { bye: 'fixed:700' }, also: [] });
    const own = made('klaverjassen', { entrants: 'A,B,C,D', bye: 'fixed:1450' });
    expect(set(own, 'deals=8')).toMatchObject({ event: { deals: 8, bye: 'fixed:1450' }, also: [] });
    // The bye follows the seating too (review 14.15), and absent the ranking (review 14.18).
    expect(set(kj, 'seating=movement').event.bye).toBe('average');
    expect(set(kj, 'ranking=average')).toMatchObject({ event: { absent: 'none' }, also: ['absent=none'] });
    for (const bad of ['0', '101', '8.5', 'x', ''])
      expect(fails(() => set(kj, `deals=${bad}`))).toEqual([
        `2: 'deals' must be a whole number from 1 to 100 or none, not "${bad}".`,
        `'deals' moet een geheel getal van 1 tot 100 of none zijn, niet "${bad}".`,
      ]);
    // The game's own rule at the table size: whisthub deals a multiple of the players; the no-limit value is `off`.
    const kw = made('kleurenwiezen', { rules: 'whisthub', entrants: 'A,B,C,D,E', set: ['piccolo=off'] });
    expect(fails(() => set(kw, 'deals=10'))[0]).toMatch(
      /^2: The deal limit deals=10 does not go with these settings: .*multiple/,
    );
    expect(fails(() => set(kw, 'deals=10'))[1]).toMatch(
      /^Het aantal giften deals=10 past niet bij deze instellingen: .*veelvoud/,
    );
    expect(tableSet(set(kw, 'deals=none').event)).toEqual({ piccolo: 'off', deals: 'off' });
    // At tables of 5 the default deals follow (2 x 5), and 10 is then allowed.
    expect(set(kw, 'table-size=5')).toMatchObject({ event: { tableSize: 5, deals: 10 }, also: ['deals=10'] });
    expect(set(kw, 'table-size=5', 'deals=15').event.deals).toBe(15);
    // Another rule set: house rules it lacks are named, and `key=` drops one.
    expect(fails(() => set(kw, 'rules=cardgames'))[0]).toMatch(
      /^2: The house rule piccolo=off is not one of cardgames/,
    );
    expect(set(kw, 'rules=cardgames', 'piccolo=').event).toMatchObject({ rules: 'cardgames', set: {}, deals: 8 });
  });

  test('every other key of event new, checked as event new checks it', () => {
    const kj = made('klaverjassen', { entrants: 'A,B,C,D' });
    const { event } = changeSettings(kj, [
      'rounds=5',
      'seed=7',
      'absent=fixed:-50',
      'ranking=wins',
      'tie-breaks=countback,name',
      'prizes=formule-van-4',
      'poedel=on',
      'title=Vrijdag',
      'rules=rotterdams',
      'target=1500',
      'seating=movement',
    ]);
    expect(event).toMatchObject({
      rounds: 5,
      seed: 7,
      absent: 'fixed:-50',
      ranking: 'wins',
      tieBreaks: ['countback', 'name'],
      prizes: 'formule-van-4',
      poedel: true,
      title: 'Vrijdag',
      rules: 'rotterdams',
      set: { target: '1500' },
      seating: 'movement',
    });
    expect(changeSettings(event, ['target=', 'poedel=off']).event).toMatchObject({ set: {}, poedel: false });
    const bad = (...pairs: string[]) => fails(() => changeSettings(kj, pairs))[0];
    expect(bad('foo=1')).toMatch(/^2: "foo=1" is not a setting of this event: .*rounds, deals, .*, rules, target/);
    // The key without its value: the value is missing, not the key (it listed rounds among the keys).
    expect(bad('rounds')).toBe(
      "2: 'rounds' has no value: give rounds=<value>, e.g. 'tafel event set rounds=4 bye=average'.",
    );
    expect(bad('rounds=31')).toBe(`2: 'rounds' must be a whole number from 1 to 30, not "31".`);
    expect(bad('seed=-1')).toMatch(/^2: 'seed' must be a whole number from 0 to 4294967295/);
    expect(bad('seating=round')).toBe(`2: 'seating' cannot be "round": choose draw, movement, ranked.`);
    expect(bad('poedel=yes')).toBe(`2: 'poedel' cannot be "yes": choose on, off.`);
    expect(bad('rules=x')).toBe(`2: 'rules' cannot be "x": choose amsterdams, rotterdams.`);
    expect(bad(`title=${'x'.repeat(61)}`)).toBe(
      '2: A title is one line of 1 to 60 characters, not blank, without control, bidi or zero-width characters.',
    );
    expect(bad('table-size=5')).toMatch(/^1: klaverjassen is not played at tables of 5/);
    expect(bad('seating=ranked')).toMatch(/^1: --seating ranked is for pair events only/);
  });

  test('after round 1 only the late keys; the frozen ones are refused naming undraw, nothing written', async () => {
    const ctx = ctxOf();
    await runEventNew(ctx, 'kleurenwiezen', { rules: 'whisthub', entrants: 'A,B,C,D', id: 'kw' });
    expect((await json(runEventSet(ctx, ['deals=none'], {}))).deals).toBe('none');
    const sheet = (await json(runEventDraw(ctx, {}))).tables[0].sheet;
    // The game's own no-limit value in the table sheet (review 14.8).
    expect(ctx.store.readSheet(sheet).set).toEqual({ deals: 'off' });
    const file = new EventStore(ctx.store).eventPath('kw');
    const before = fs.readFileSync(file, 'utf8');
    // The key starts the sentence quoted as typed (until 2026-12-07 with a capital, read as a word: "Deals cannot").
    for (const [kv, key] of [
      ['deals=8', "'deals'"],
      ['rules=cardgames', "'rules'"],
      ['table-size=5', "'table-size'"],
      ['seed=3', "'seed'"],
      ['seating=movement', "'seating'"],
      ['piccolo=off', "'piccolo'"],
    ]) {
      expect(await refusal(runEventSet(ctx, [kv], {}))).toBe(
        `1: ${key} cannot change: 1 round is drawn. 'tafel event undraw' takes a round back while nothing is ` +
          'recorded.',
      );
    }
    expect(await refusal(runEventSet(ctx, ['rounds=0'], {}))).toMatch(/^2: 'rounds' must be a whole number from 1/);
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
    const late = ['rounds=6', 'seating=draw', 'bye=fixed:5', 'absent=none', 'ranking=wins', 'tie-breaks=name'];
    const after = await json(runEventSet(ctx, [...late, 'prizes=2', 'poedel=on', 'title=Na ronde 1'], {}));
    expect(after).toMatchObject({ rounds: 6, bye: 'fixed:5', absent: 'none', ranking: 'wins', title: 'Na ronde 1' });
    expect(after.revision).toBe(4);
  });

  test('event show names every setting event set changes, en and nl', async () => {
    const ctx = ctxOf();
    await runEventNew(ctx, 'klaverjassen', {
      entrants: 'A,B,C,D',
      id: 'kj',
      seed: '7',
      prizes: '3',
      poedel: true,
      set: ['target=1500'],
    });
    const show = async (lang: 'en' | 'nl') =>
      (await (await runEventShow(ctx, undefined)).text({ ...ctx, lang } as Ctx)).split('\n').slice(1, 3);
    expect(await show('en')).toEqual([
      'klaverjassen amsterdams, individual, seating draw, 16 deals at tables of 4, bye fixed 1600, ranking total',
      'absent fixed 0, tie-breaks (last round, head to head, by name), prizes 3, poedel, seed 7; house rules ' +
        'target=1500',
    ]);
    expect((await show('nl'))[1]).toBe(
      'afwezig vast 0, bij gelijke stand (laatste ronde, onderling, op naam), prijzen 3, poedel, lotingsgetal 7; ' +
        'huisregels target=1500',
    );
    // A bye's and an absence's score in words, in English too (until 2026-12-06 "bye fixed:1600").
    await runEventSet(ctx, ['bye=mean-of-4', 'absent=fixed:-5'], {});
    expect((await show('en')).map((l) => l.split(', ').find((s) => /^(bye|absent) /.test(s)))).toEqual([
      'bye mean of 4',
      'absent fixed -5',
    ]);
    expect((await show('nl')).map((l) => l.split(', ').find((s) => /^(stilzitten|afwezig) /.test(s)))).toEqual([
      'stilzitten gemiddelde van 4',
      'afwezig vast -5',
    ]);
    // Every tie-break in words in both languages, --json the keys `event set` takes (until 2026-12-06 English
    // showed the keys: "tie-breaks (last-round, head-to-head, name)").
    await runEventSet(ctx, ['tie-breaks=countback,best-round,last-round,head-to-head,name'], {});
    const tieBreaks = async (lang: 'en' | 'nl') => /\((.*)\)/.exec((await show(lang))[1])?.[1];
    expect(await tieBreaks('en')).toBe('countback, best round, last round, head to head, by name');
    expect(await tieBreaks('nl')).toBe('terugtellen per ronde, beste ronde, laatste ronde, onderling, op naam');
    expect((await json(runEventShow(ctx, undefined))).tieBreaks).toEqual([
      'countback',
      'best-round',
      'last-round',
      'head-to-head',
      'name',
    ]);
  });

  test('the answer says what follows from the change: the rounds drawn of planned, the standings at once', async () => {
    const ctx = ctxOf();
    await runEventNew(ctx, 'kleurenwiezen', { rules: 'whisthub', entrants: 'A,B,C,D', id: 'kw', rounds: '3' });
    const said = async (pairs: string[], lang: 'en' | 'nl' = 'en') =>
      (await runEventSet(ctx, pairs, {})).text({ ...ctx, lang } as Ctx);
    expect(await said(['title=Vrijdag'])).toBe('Set: title=Vrijdag.');
    await runEventDraw(ctx, {});
    expect(await said(['rounds=2'])).toBe('Set: rounds=2. 1 of 2 rounds drawn.');
    expect(await said(['rounds=1', 'poedel=on'], 'nl')).toBe(
      'Gewijzigd: rounds=1 (rondes), poedel=on. 1 van 1 ronde geloot. De stand is meteen bijgewerkt.',
    );
  });

  test('a table with nothing counted or corrected on it wins nobody; 0 against 0 recorded is a win for all', () => {
    const e = made('klaverjassen', { entrants: 'A,B,C,D,E' });
    const round = {
      round: 1,
      seed: 1,
      algorithm: 1 as const,
      drawnAt: '',
      absent: [],
      byes: [5],
      tables: [{ table: 1, sheet: 'x-r1-t1', seats: [1, 2, 3, 4] }],
    };
    const wins = (r: TableResult) =>
      standings({ ...e, draws: [round] }, () => r, true)
        .standings.sort((a, b) => a.no - b.no)
        .map((x) => x.wins);
    const zero = [0, 0, 0, 0];
    // Nothing recorded, open or finished, or only a pas: no win, nor for the bye of a round nobody has played, its
    // fixed score too (docs/rules-notes.md; until 2026-12-08 a fixed bye counted one at once).
    expect(wins({ scores: zero, finished: false, deals: 0, corrections: 0 })).toEqual([0, 0, 0, 0, 0]);
    expect(wins({ scores: zero, finished: true, deals: 0, corrections: 0 })).toEqual([0, 0, 0, 0, 0]);
    // A correction alone plays the table (review 14.5), and equal totals win for all four (review 14.10); the bye
    // counts as a win once the round has a score.
    expect(wins({ scores: zero, finished: true, deals: 0, corrections: 1 })).toEqual([1, 1, 1, 1, 1]);
    expect(wins({ scores: [10, 0, 10, 0], finished: false, deals: 1 })).toEqual([1, 0, 1, 0, 1]);
  });

  test('through the commands: a drawn table with nothing on it wins nobody, a bye once it has a score', async () => {
    const ctx = ctxOf();
    await runEventNew(ctx, 'klaverjassen', { entrants: 'A,B,C,D,E', id: 'leeg' });
    await runEventDraw(ctx, {});
    const how = async () =>
      (await json(runEventStandings(ctx, {}))).standings.map((x: { wins: number; rounds: { how: string }[] }) => [
        x.rounds[0].how,
        x.wins,
      ]);
    // Nothing played yet: the bye waits too (until 2026-12-08 its fixed score counted a win at once).
    expect(await how()).toEqual(expect.arrayContaining([['bye', 0], ...Array(4).fill(['played', 0])]));
    expect((await how()).reduce((n: number, x: [string, number]) => n + x[1], 0)).toBe(0);
    // Seats 1 and 2 are opponents: 120 against 40, so seat 1 and his partner win the table, and E the bye.
    const [a, b] = ctx.store.readSheet('leeg-r1-t1').players;
    await runCorrect(ctx, 'leeg-r1-t1', `${a}=120,${b}=40`, { reason: 'x' });
    const after = await how();
    expect(after).toEqual(expect.arrayContaining([['bye', 1], ...Array(2).fill(['played', 1])]));
    expect(after.reduce((n: number, x: [string, number]) => n + x[1], 0)).toBe(3);
  });

  test("the deals a table counts are its game's: a pas not, where its standing does not count one", () => {
    const P = ['Ann', 'Bert', 'Cis', 'Dirk'];
    const cases: [string, string | undefined, string][] = [
      ['belote', undefined, '--taker Ann --points 92'],
      ['solokaarten', undefined, 'solo --by Ann --tricks 4'],
      ['kleurenwiezen', 'lodige', 'solo 6 --by Ann --tricks 5'],
    ];
    for (const [game, rules, line] of cases) {
      const g = gameById(game);
      const steps = [line, 'pas', line].map((_, i) => {
        const { sheet, view } = play(
          makeSheet(game, P, { rules, set: { deals: '2' } }),
          [line, 'pas', line].slice(0, i + 1),
        );
        return [sheet.deals.filter((d) => g.countsTowardDeals?.(d) ?? true).length, view.finished];
      });
      expect([game, steps]).toEqual([
        game,
        [
          [1, false],
          [1, false],
          [2, true],
        ],
      ]);
    }
    // Klaverjassen has no pas: every deal counts.
    expect(gameById('klaverjassen').countsTowardDeals).toBeUndefined();
  });

  test('an event game has a deals house rule in every rule set (so --deals has a sheet rule), or none at all', () => {
    // Without one (Boerenbridge) a round is one whole game, and the event names no "no limit" value.
    for (const id of eventGames()) {
      const game = gameById(id);
      const has = game.ruleSets.map((r) => game.settings(r.id).some((s) => s.key === 'deals'));
      expect([id, has.map(() => factsOf(id)!.noLimit !== undefined)]).toEqual([id, has]);
    }
  });
});

describe('event delete and undelete (review 14.13): the event with its table sheets, whole', () => {
  const STAMPED = /^(kj|kj-r1-t[12])\.\d{8}T\d{9}Z(\.event)?\.json(\.bak)?$/;
  test('delete asks or needs --force; the trash lists the sheets by event; undelete brings all back', async () => {
    const ctx = ctxOf();
    await runEventNew(ctx, 'klaverjassen', { entrants: 'A,B,C,D,E,F,G,H', rounds: '2', seed: '3', id: 'kj' });
    await runEventDraw(ctx, {});
    await runCorrect(ctx, 'kj-r1-t1', 'B=1000,D=662', { reason: 'boom' });
    const trash = path.join(ctx.store.dir, 'deleted');
    // No terminal: refused (exit 2) naming --force; on a terminal a "no" deletes nothing either.
    expect(await refusal(runEventDelete(ctx, 'kj', false))).toMatch(/^2: .*'tafel event delete kj --force'/);
    expect((await runEventDelete({ ...ctx, interactive: true }, 'kj', false, async () => false)).json).toEqual({
      deleted: null,
    });
    expect(ctx.store.exists('kj-r1-t1')).toBe(true);
    expect(await json(runEventDelete(ctx, 'k', true))).toEqual({
      deleted: 'kj',
      sheets: ['kj-r1-t1', 'kj-r1-t2'],
      keptDays: 30,
    });
    expect(fs.readdirSync(path.join(ctx.store.dir, 'events'))).toEqual([]);
    expect(fs.readdirSync(ctx.store.sheetsDir)).toEqual([]);
    const names = fs.readdirSync(trash);
    expect(names.every((n) => STAMPED.test(n))).toBe(true);
    expect(new Set(names.map((n) => n.split('.')[1])).size).toBe(1); // one stamp: one delete
    const rows = await json(runDeleted(ctx));
    expect(rows.map((r: any) => [r.id, r.event, r.restorable, r.kind])).toEqual([
      ['kj', 'kj', true, 'event'],
      ['kj-r1-t1', 'kj', true, undefined],
      ['kj-r1-t2', 'kj', true, undefined],
    ]);
    expect(await refusal(runUndelete(ctx, 'kj-r1-t1'))).toBe(
      "1: kj-r1-t1 is a table sheet of the event kj, deleted with it: 'tafel event undelete kj' brings the " +
        'event back with all its table sheets.',
    );
    // A new event does not take the id of one in the trash; undelete is refused while the id is taken.
    expect(await refusal(runEventNew(ctx, 'klaverjassen', { entrants: 'A,B,C,D', id: 'kj' }))).toMatch(
      /^1: The id "kj" is taken/,
    );
    fs.mkdirSync(path.join(ctx.store.dir, 'events'), { recursive: true });
    fs.writeFileSync(path.join(ctx.store.dir, 'events', 'kj.json'), '{}');
    expect(await refusal(runEventUndelete(ctx, 'kj'))).toMatch(/^1: The event kj cannot come back: .*kj\.json exists/);
    expect(fs.readdirSync(trash)).toEqual(names);
    fs.rmSync(path.join(ctx.store.dir, 'events', 'kj.json'));
    fs.writeFileSync(ctx.store.sheetPath('kj-r1-t2'), '{}');
    expect(await refusal(runEventUndelete(ctx, 'kj'))).toMatch(/^1: .*the sheet kj-r1-t2 exists/);
    fs.rmSync(ctx.store.sheetPath('kj-r1-t2'));
    expect(await json(runEventUndelete(ctx, 'kj'))).toEqual({ undeleted: 'kj', sheets: ['kj-r1-t1', 'kj-r1-t2'] });
    expect(fs.readdirSync(trash)).toEqual([]);
    expect(new EventStore(ctx.store).readEvent('kj').draws).toHaveLength(1);
    expect(ctx.store.readSheet('kj-r1-t1').corrections).toHaveLength(1);
    expect(fs.existsSync(ctx.store.sheetPath('kj-r1-t1') + '.bak')).toBe(true);
    expect(await refusal(runEventUndelete(ctx, 'kj'))).toMatch(/^1: No deleted event "kj"/);
  });

  test('one keep time for the whole trash: a sheet, an event and its table sheets go after 30 days', async () => {
    const at = (days: number): Ctx => ({ ...ctx, now: () => new Date(Date.UTC(2026, 10, 1) + days * 86400000) });
    const ctx = ctxOf();
    await runEventNew(at(0), 'klaverjassen', { entrants: 'A,B,C,D,E,F,G,H', seed: '3', id: 'kj' });
    await runEventDraw(at(0), {});
    const sheet = (await json(runNew(at(0), 'klaverjassen', { players: 'A,B,C,D' }))).id;
    await runDelete(at(0), sheet, true);
    await runEventDelete(at(0), 'kj', true);
    const listed = async (days: number) => (await json(runDeleted(at(days)))).map((r: { id: string }) => r.id).sort();
    expect(await listed(30)).toEqual(['kj', 'kj-r1-t1', 'kj-r1-t2', sheet].sort());
    expect(await listed(31)).toEqual([]);
    expect(fs.readdirSync(path.join(ctx.store.dir, 'deleted'))).toEqual([]);
  });

  test('undraw puts its sheets in deleted/ read only: listed, never restored', async () => {
    const ctx = ctxOf();
    await runEventNew(ctx, 'klaverjassen', { entrants: 'A,B,C,D', rounds: '2', seed: '3', id: 'kj' });
    await runEventDraw(ctx, {});
    await runEventUndraw(ctx, {});
    expect(ctx.store.exists('kj-r1-t1')).toBe(false);
    const [row] = await json(runDeleted(ctx));
    expect([row.id, row.event, row.restorable]).toEqual(['kj-r1-t1', 'kj', false]);
    expect(path.basename(row.file)).toMatch(/^kj-r1-t1\.\d{8}T\d{9}Z\.json$/);
    expect(JSON.parse(fs.readFileSync(row.file, 'utf8')).event.id).toBe('kj'); // readable as it is
    const nl = (await runDeleted({ ...ctx, lang: 'nl', json: false })).text as (c: unknown) => Promise<string>;
    expect(await nl({ lang: 'nl', color: false, screen: {} })).toContain('kj (alleen lezen)');
    expect(await refusal(runUndelete(ctx, 'kj-r1-t1'))).toMatch(
      /^1: kj-r1-t1 is a table sheet of the event kj that 'tafel event undraw' .* cannot come back/,
    );
    expect(await refusal(runEventUndelete(ctx, 'kj'))).toMatch(/^1: The event kj was not deleted/);
    // A redraw and a second undraw keep both copies apart.
    await runEventDraw(ctx, {});
    await runEventUndraw(ctx, {});
    expect((await json(runDeleted(ctx))).map((r: { id: string }) => r.id)).toEqual(['kj-r1-t1', 'kj-r1-t1']);
  });
});

test('event import --prefer file: the local copy goes to deleted/, read only (§8)', async () => {
  const org = ctxOf();
  const scorer = ctxOf();
  await runEventNew(org, 'klaverjassen', { entrants: 'A,B,C,D', rounds: '1', seed: '3', id: 'kj' });
  await runEventDraw(org, {});
  const out = path.join(outside(), 't1.json');
  await runEventExport(org, { format: 'json', table: '1', out });
  await runEventImport(scorer, out, {});
  const [a, b] = org.store.readSheet('kj-r1-t1').players;
  await runCorrect(scorer, 'kj-r1-t1', `${a}=1000,${b}=662`, { reason: 'boom' });
  await runCorrect(org, 'kj-r1-t1', `${a}=900,${b}=762`, { reason: 'boom' });
  const back = path.join(outside(), 'back.json');
  await runEventExport(scorer, { format: 'json', table: '1', out: back });
  expect(await refusal(runEventImport(org, back, {}))).toMatch(/^1: .*kj-r1-t1.*--prefer/);
  await runEventImport(org, back, { prefer: 'file' });
  expect(org.store.readSheet('kj-r1-t1').corrections![0].scores[a]).toBe(1000);
  const [row] = await json(runDeleted(org));
  expect([row.id, row.event, row.restorable]).toEqual(['kj-r1-t1', 'kj', false]);
  expect(JSON.parse(fs.readFileSync(row.file, 'utf8')).corrections[0].scores[a]).toBe(900);
  expect(fs.existsSync(org.store.sheetPath('kj-r1-t1') + '.bak')).toBe(false);
});

test('tafel doctor checks events/, seasons/ and the table sheets against their events, only reading', async () => {
  const ctx = ctxOf();
  const dir = ctx.store.dir;
  await runEventNew(ctx, 'klaverjassen', { entrants: 'A,B,C,D,E,F,G,H', rounds: '2', seed: '3', id: 'kj' });
  await runEventNew(ctx, 'klaverjassen', { entrants: 'A,B,C,D', rounds: '1', seed: '3', id: 'gone' });
  await runEventDraw(ctx, {});
  await runEventDraw(ctx, { event: 'kj' });
  await runSeasonNew(ctx, 'comp', { game: 'klaverjassen' });
  fs.rmSync(ctx.store.sheetPath('kj-r1-t2')); // a scorer's copy not on this device: missing, not a problem
  expect((await json(runDoctor(ctx, {}))).checked).toEqual({ sheets: 2, settings: true, events: 2, seasons: 1 });
  expect((await json(runDoctor(ctx, {}))).ok).toBe(true);
  // A stale copy of a round the event does not list; a sheet whose event is gone; a newer, an edited, a torn file.
  const stale = { ...ctx.store.readSheet('kj-r1-t1'), id: 'kj-r2-t1' };
  stale.event = { ...stale.event!, round: 2 };
  fs.writeFileSync(ctx.store.sheetPath('kj-r2-t1'), JSON.stringify(stale));
  fs.rmSync(path.join(dir, 'events', 'gone.json'));
  fs.rmSync(path.join(dir, 'events', 'gone.json.bak'), { force: true });
  const kj = path.join(dir, 'events', 'kj.json');
  const drawn = fs.readFileSync(kj, 'utf8');
  const edited = JSON.parse(drawn);
  edited.draws[0].tables[0].sheet = 'kj-r1-t9';
  fs.writeFileSync(kj, JSON.stringify(edited));
  fs.writeFileSync(path.join(dir, 'events', 'new.json'), JSON.stringify({ ...edited, id: 'new', schemaVersion: 2 }));
  fs.writeFileSync(path.join(dir, 'seasons', 'torn.json'), '{"format": "tafel-sea');
  const before = snapshotOf(dir);
  const r = await json(runDoctor(ctx, {}));
  expect(snapshotOf(dir)).toEqual(before);
  expect(r.problems.map((p: any) => [p.kind, p.id, p.code, path.relative(dir, p.file)])).toEqual([
    ['event', 'kj', 'plan', 'events/kj.json'],
    ['event', 'new', 'too-new', 'events/new.json'],
    ['season', 'torn', 'corrupt', 'seasons/torn.json'],
    ['table', 'gone-r1-t1', 'no-event', 'sheets/gone-r1-t1.json'],
  ]);
  expect(r.problems[0].reason).toMatch(/lists the sheet "kj-r1-t9" for round 1, table 1/);
  expect(r.problems[0].backup.file).toBe(`${kj}.bak`);
  // With the plan repaired, the stale copy shows.
  fs.writeFileSync(kj, drawn);
  const again = await json(runDoctor({ ...ctx, lang: 'nl' }, {}));
  expect(again.problems.find((p: any) => p.id === 'kj-r2-t1').reason).toMatch(
    /^is een tafelblad van ronde 2, tafel 1, die het toernooi kj niet kent \(1 ronde geloot\)/,
  );
});

describe('tafel export / import carry events and seasons (§12, review 14.22)', () => {
  const exportTo = async (ctx: Ctx, file: string, opts: Record<string, unknown>, id?: string) => {
    await runExport({ ...ctx, json: false }, id, { format: 'json', out: file, ...opts } as never);
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  };
  test('a backup of version 2 restores events, table sheets and seasons; table sheets need their event', async () => {
    const org = ctxOf();
    await runEventNew(org, 'klaverjassen', { entrants: 'A,B,C,D,E,F,G,H', rounds: '2', seed: '3', id: 'kj' });
    const plan = await json(runEventDraw(org, {}));
    const [p1, p2] = plan.tables[0].seats.map((x: { name: string }) => x.name);
    await runCorrect(org, 'kj-r1-t1', `${p1}=1000,${p2}=662`, { reason: 'boom' });
    await runSeasonNew(org, 'comp', { game: 'klaverjassen' });
    await runNew(org, 'kleurenwiezen', { players: 'Ann,Bert,Cis,Dirk' } as never);
    const files = outside();
    const all = await exportTo(org, path.join(files, 'all.json'), { all: true });
    expect([all.version, all.sheets.length, all.events.map((e: EventData) => e.id), all.seasons.length]).toEqual([
      2,
      3,
      ['kj'],
      1,
    ]);
    // One table sheet's export holds its event; a plain sheet's is version 1, as older tafels read it.
    const one = await exportTo(org, path.join(files, 't1.json'), {}, 'kj-r1-t1');
    expect([one.version, one.events.map((e: EventData) => e.id), one.seasons]).toEqual([2, ['kj'], []]);
    const plainId = org.store.ids().find((i) => !i.startsWith('kj'))!;
    const plain = await exportTo(org, path.join(files, 'p.json'), {}, plainId);
    expect([plain.version, 'events' in plain]).toEqual([1, false]);

    const back = ctxOf();
    const r = await json(runImport(back, path.join(files, 'all.json'), {}));
    expect(r.imported).toEqual([plainId]);
    expect(r.events).toEqual([
      {
        event: 'kj',
        eventAction: 'created',
        sheets: [
          { sheet: 'kj-r1-t1', action: 'new' },
          { sheet: 'kj-r1-t2', action: 'new' },
        ],
      },
    ]);
    expect(r.seasons).toEqual(['comp']);
    expect(
      (await json(runEventStandings(back, { event: 'kj' }))).standings.map((x: { total: number }) => x.total),
    ).toEqual(expect.arrayContaining([1000, 662]));
    // Again, with --rename for the plain sheet: the event and its tables are reused, not copied.
    const again = await json(runImport(back, path.join(files, 'all.json'), { rename: true }));
    expect(again.events[0].eventAction).toBe('same');
    expect(again.events[0].sheets.map((s: { action: string }) => s.action)).toEqual(['same', 'same']);
    expect(back.store.ids().filter((i) => i.startsWith('kj'))).toEqual(['kj-r1-t1', 'kj-r1-t2']);

    // A table sheet without its event, here or in the file: refused, nothing written.
    const lone = { ...one, version: 1, events: undefined, seasons: undefined };
    const loneFile = path.join(files, 'lone.json');
    fs.writeFileSync(loneFile, JSON.stringify({ ...lone, version: 2, events: [] }));
    const empty = ctxOf();
    expect(await refusal(runImport(empty, loneFile, {}))).toMatch(
      /^1: kj-r1-t1 is a table sheet of the event kj, which is neither in the file nor on this device/,
    );
    expect(fs.readdirSync(empty.store.dir)).toEqual([]);
    // A version 1 file (sheets only) still imports.
    expect((await json(runImport(empty, path.join(files, 'p.json'), {}))).imported).toEqual([plainId]);

    // Killed after the events step (they are written first): the same import again brings the plain sheet.
    const killed = ctxOf();
    const evFile = path.join(org.store.dir, 'kj-event.json');
    fs.writeFileSync(evFile, (await runEventExport(org, { format: 'json', event: 'kj' })).document!);
    await runEventImport(killed, evFile, {});
    const rerun = await json(runImport(killed, path.join(files, 'all.json'), {}));
    expect([rerun.imported, rerun.events[0].eventAction]).toEqual([[plainId], 'same']);
  });

  test('importing a sheet whose id is in the trash: refused naming undelete and --rename', async () => {
    const ctx = ctxOf();
    await runNew(ctx, 'kleurenwiezen', { players: 'Ann,Bert,Cis,Dirk' } as never);
    const id = ctx.store.ids()[0];
    const file = path.join(outside(), 'p.json');
    await exportTo(ctx, file, {}, id);
    await runDelete(ctx, id, true);
    expect(await refusal(runImport(ctx, file, {}))).toBe(
      `1: ${id} is in deleted/ (deleted on this device): 'tafel undelete ${id}' brings that copy back, or ` +
        `'tafel import --rename' imports the file's as ${id}-2; nothing was imported.`,
    );
    expect(ctx.store.ids()).toEqual([]);
    expect((await json(runImport(ctx, file, { rename: true }))).imported).toEqual([`${id}-2`]);
    expect(await json(runUndelete(ctx, id))).toEqual({ undeleted: id, active: true });
  });
});

test('table sheets: marked in sheets, left out of settle and the evening totals, counted by stats', async () => {
  const ctx = ctxOf();
  await runEventNew(ctx, 'klaverjassen', { entrants: 'A,B,C,D', rounds: '1', seed: '3', id: 'kj' });
  await runEventDraw(ctx, {});
  await runNew(ctx, 'klaverjassen', { players: 'Ann,Bert,Cis,Dirk' } as never);
  const [p1, p2] = ctx.store.readSheet('kj-r1-t1').players;
  await runCorrect(ctx, 'kj-r1-t1', `${p1}=1000,${p2}=662`, { reason: 'boom' });
  const rows = await json(runSheets(ctx));
  expect(rows.map((r: { id: string; event?: string }) => [r.id.startsWith('kj') ? r.id : 'plain', r.event])).toEqual([
    ['plain', undefined],
    ['kj-r1-t1', 'kj'],
  ]);
  const s = await json(runSettle(ctx, { rate: ['klaverjassen=0.01'] }));
  expect(s.sheets.map((x: { id: string }) => x.id)).not.toContain('kj-r1-t1');
  expect(Object.keys(s.balances).sort()).toEqual(['Ann', 'Bert', 'Cis', 'Dirk']);
  expect((await json(runStats(ctx, {}))).sheets).toBe(2);
  const md = (await runExport({ ...ctx, json: false, lang: 'nl' }, undefined, { evening: 'today', format: 'md' }))
    .document as string;
  expect(md.split('\n').filter((l) => l.startsWith('### '))[1]).toBe('### Toernooi kj');
  // The totals per game are the settlement's: the table sheet's 1000 and 662 are not in them, and its event is named.
  const plain = ctx.store.ids().find((i) => !i.startsWith('kj'))!;
  await runCorrect(ctx, plain, 'Ann=500,Bert=300', { reason: 'boom' });
  const end = async (format: string) =>
    (await runExport({ ...ctx, json: false }, undefined, { evening: 'today', format })).document as string;
  expect((await end('md')).split('### Totals per game\n\n')[1]).toBe(
    [
      '| player | klaverjassen (points) |',
      '|--------|----------------------:|',
      '| Ann    |                  +500 |',
      '| Bert   |                  +300 |',
      '| Cis    |                  +500 |',
      '| Dirk   |                  +300 |',
      '',
      "The table sheets of the event kj are not in these totals, as they are not settled: the event's standings " +
        "rank them ('tafel event standings').",
      '',
    ].join('\n'),
  );
  expect((await end('csv')).split('\n').slice(-7)).toEqual([
    'player,klaverjassen (points)',
    'Ann,500',
    'Bert,300',
    'Cis,500',
    'Dirk,300',
    '"The table sheets of the event kj are not in these totals, as they are not settled: the event\'s standings ' +
      "rank them ('tafel event standings').\"",
    '',
  ]);
});

test('event show marks a withdrawn entrant with the round he is gone from, in English and Dutch', async () => {
  const ctx = ctxOf();
  await runEventNew(ctx, 'klaverjassen', { entrants: 'A,B,C,D,E,F,G,H', id: 'wd' });
  await runEventWithdraw(ctx, 'D', { reason: 'ziek' });
  const show = await runEventShow(ctx, 'wd');
  expect((await show.text(ctx)).split('\n')).toContain(
    'Entrants: 1 A, 2 B, 3 C, 4 D (withdrawn from round 1), 5 E, 6 F, 7 G, 8 H',
  );
  expect((await show.text({ ...ctx, lang: 'nl' } as Ctx)).split('\n')).toContain(
    'Deelnemers: 1 A, 2 B, 3 C, 4 D (teruggetrokken vanaf ronde 1), 5 E, 6 F, 7 G, 8 H',
  );
});
