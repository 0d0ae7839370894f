import { describe, expect, test } from '@jest/globals';
import { mulberry32, shuffle } from '../../src/event/random.js';
import { planRound } from '../../src/event/draw.js';
import { eventData } from '../helpers/event.js';
import { tableSheetId, type Draw, type EventData } from '../../src/store/events/data.js';
import { standings, type TableResult } from '../../src/event/standings.js';

/* events.md §3.2 test values and the worked examples of §11, numbers worked out on the page. */

const NAMES = [
  'Ann',
  'Bert',
  'Cis',
  'Dirk',
  'Eva',
  'Fien',
  'Gert',
  'Hilde',
  'Ivo',
  'Jef',
  'Kim',
  'Lies',
  'Mia',
  'Nand',
  'Olga',
  'Piet',
];

const eventOf = eventData;

/** Draws every round as `event draw` would, from the event's own seed. */
function drawAll(e: EventData, teams: boolean): EventData {
  const draws: Draw[] = [];
  for (let r = 1; r <= e.rounds; r++) {
    const p = planRound(
      {
        kind: e.kind,
        tableSize: e.tableSize,
        teams,
        seating: e.seating,
        entrants: e.entrants.map((x) => x.no),
        history: draws,
        round: r,
        seed: (e.seed + r - 1) >>> 0,
        absent: [],
        withdrawn: new Set(),
      },
      e.rounds,
    );
    draws.push({
      round: r,
      seed: e.seed + r - 1,
      algorithm: 1,
      drawnAt: e.createdAt,
      absent: [],
      byes: p.byes,
      tables: p.tables.map((t) => ({ ...t, sheet: tableSheetId(e.id, r, t.table) })),
    });
  }
  return { ...e, draws };
}

const names = (e: EventData, seats: number[]) => seats.map((no) => e.entrants[no - 1].name);

describe('the generator (§3.2 test values)', () => {
  test.each([
    [1, [2693262067, 11749833, 2265367787, 4213581821]],
    [0, [1144304738, 1416247, 958946056, 627933444]],
    [20261205, [1815197396, 217687562, 2069371163, 1620980055]],
  ])('seed %i', (seed, want) => {
    const next = mulberry32(seed);
    expect([next(), next(), next(), next()]).toEqual(want);
  });
  test('shuffling 1..12 with seed 1', () => {
    expect(shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], mulberry32(1))).toEqual([
      5, 11, 3, 7, 10, 4, 2, 12, 9, 6, 1, 8,
    ]);
  });
});

describe('§11.1 Klaverjassen, 12 players, 3 rounds, draw', () => {
  const base = eventOf({
    entrants: NAMES.slice(0, 12).map((name, i) => ({ no: i + 1, name })),
    seed: 20261205,
    prizes: 'formule-van-4',
    poedel: true,
  });
  const e = drawAll(base, true);
  // Team totals per table, seats 1 + 3 first (§11.1's tables).
  const totals: Record<string, [number, number]> = {
    'ev-r1-t1': [1342, 1430],
    'ev-r1-t2': [1402, 1350],
    'ev-r1-t3': [1560, 1192],
    'ev-r2-t1': [1448, 1264],
    'ev-r2-t2': [1490, 1302],
    'ev-r2-t3': [1290, 1402],
    'ev-r3-t1': [1454, 1278],
    'ev-r3-t2': [1316, 1496],
    'ev-r3-t3': [1306, 1466],
  };
  const results = (id: string): TableResult => ({
    scores: [totals[id][0], totals[id][1], totals[id][0], totals[id][1]],
    finished: true,
    deals: 16,
  });

  test('the plans and their costs', () => {
    expect(e.draws.map((d) => d.tables.map((t) => t.seats))).toEqual([
      [
        [2, 9, 7, 8],
        [3, 12, 11, 10],
        [1, 6, 4, 5],
      ],
      [
        [5, 6, 11, 8],
        [2, 4, 12, 7],
        [1, 9, 3, 10],
      ],
      [
        [1, 4, 11, 8],
        [3, 7, 12, 5],
        [2, 6, 9, 10],
      ],
    ]);
    expect(names(e, e.draws[0].tables[2].seats)).toEqual(['Ann', 'Fien', 'Dirk', 'Eva']);
    const costs = [1, 2, 3].map(
      (r) =>
        planRound(
          {
            kind: 'individual',
            tableSize: 4,
            teams: true,
            seating: 'draw',
            entrants: base.entrants.map((x) => x.no),
            history: e.draws.slice(0, r - 1),
            round: r,
            seed: 20261205 + r - 1,
            absent: [],
            withdrawn: new Set(),
          },
          3,
        ).cost,
    );
    expect(costs).toEqual([
      { partners: 0, tablemates: 0 },
      { partners: 0, tablemates: 3 },
      { partners: 0, tablemates: 6 },
    ]);
  });

  test('the standings, ties and marks', () => {
    const s = standings(e, results, true);
    expect(s.provisional).toBe(false);
    expect(s.standings.map((x) => [x.place, x.name, ...x.rounds.map((r) => r.score), x.total, x.wins])).toEqual([
      [1, 'Ann', 1560, 1290, 1454, 4304, 2],
      [2, 'Kim', 1402, 1448, 1454, 4304, 3],
      [3, 'Jef', 1350, 1402, 1466, 4218, 2],
      [4, 'Lies', 1350, 1490, 1316, 4156, 1],
      [5, 'Gert', 1342, 1302, 1496, 4140, 1],
      [6, 'Dirk', 1560, 1302, 1278, 4140, 1],
      [7, 'Ivo', 1430, 1402, 1306, 4138, 2],
      [8, 'Bert', 1342, 1490, 1306, 4138, 1],
      [9, 'Eva', 1192, 1448, 1496, 4136, 2],
      [10, 'Cis', 1402, 1290, 1316, 4008, 1],
      [11, 'Hilde', 1430, 1264, 1278, 3972, 1],
      [12, 'Fien', 1192, 1264, 1466, 3922, 1],
    ]);
    const by = (n: string) => s.standings.find((x) => x.name === n)!;
    expect(by('Ann').tie).toEqual({ with: [11], decidedBy: 'name' });
    expect(by('Kim').tie).toEqual({ with: [1], decidedBy: null });
    expect(by('Gert').tie?.decidedBy).toBe('last-round');
    expect(by('Ivo').tie?.decidedBy).toBe('head-to-head');
    expect(s.standings.filter((x) => x.prize).map((x) => x.place)).toEqual([1, 2, 3, 4, 8, 12]);
    expect(s.standings.filter((x) => x.poedel).map((x) => x.name)).toEqual(['Fien']);
    expect(by('Ann').average).toBe(1434.67);
    expect(s.standings.reduce((a, x) => a + x.total, 0)).toBe(49576);
  });

  test('--ranking wins and --ranking average', () => {
    const wins = standings({ ...e, ranking: 'wins' }, results, true);
    expect(wins.standings.map((x) => x.name)).toEqual([
      'Kim',
      'Ann',
      'Jef',
      'Ivo',
      'Eva',
      'Lies',
      'Gert',
      'Dirk',
      'Bert',
      'Cis',
      'Hilde',
      'Fien',
    ]);
    const avg = standings({ ...e, ranking: 'average' }, results, true);
    expect(avg.standings.map((x) => x.name)).toEqual(standings(e, results, true).standings.map((x) => x.name));
    expect(avg.standings.slice(0, 6).map((x) => x.average)).toEqual([1434.67, 1434.67, 1406, 1385.33, 1380, 1380]);
  });

  test("a 13th entrant has round 1's bye, the same plan, and 1600 or the round mean", () => {
    const e13 = eventOf({ ...base, entrants: [...base.entrants, { no: 13, name: 'Mia' }], rounds: 1 });
    const d = drawAll(e13, true);
    expect(d.draws[0].byes).toEqual([13]);
    expect(d.draws[0].tables.map((t) => t.seats)).toEqual(e.draws[0].tables.map((t) => t.seats));
    const mia = (bye: string) => standings({ ...d, bye }, results, true).standings.find((x) => x.name === 'Mia')!.total;
    expect(mia('fixed:1600')).toBe(1600);
    expect(mia('average')).toBe(1379);
  });
});

describe('§11.2 Klaverjassen, 8 pairs, movement', () => {
  const pairs = [0, 2, 4, 6, 8, 10, 12, 14].map((i, k) => ({
    no: k + 1,
    name: `${NAMES[i]} & ${NAMES[i + 1]}`,
    players: [NAMES[i], NAMES[i + 1]],
  }));
  const e = drawAll(
    eventOf({ kind: 'pairs', seating: 'movement', entrants: pairs, prizes: 'formule-van-4', poedel: true }),
    true,
  );
  const totals: Record<string, [number, number]> = {
    'ev-r1-t1': [1520, 1212],
    'ev-r1-t2': [1288, 1404],
    'ev-r1-t3': [1610, 1162],
    'ev-r1-t4': [1346, 1366],
    'ev-r2-t1': [1279, 1433],
    'ev-r2-t2': [1478, 1334],
    'ev-r2-t3': [1224, 1528],
    'ev-r2-t4': [1402, 1290],
    'ev-r3-t1': [1380, 1352],
    'ev-r3-t2': [1392, 1380],
    'ev-r3-t3': [1298, 1454],
    'ev-r3-t4': [1506, 1206],
  };
  const results = (id: string): TableResult => ({
    scores: [totals[id][0], totals[id][1], totals[id][0], totals[id][1]],
    finished: true,
    deals: 16,
  });

  test('even pairs stay, odd pairs move up', () => {
    expect(e.draws.map((d) => d.tables.map((t) => [t.seats[0], t.seats[1]]))).toEqual([
      [
        [2, 1],
        [4, 3],
        [6, 5],
        [8, 7],
      ],
      [
        [2, 7],
        [4, 1],
        [6, 3],
        [8, 5],
      ],
      [
        [2, 5],
        [4, 7],
        [6, 1],
        [8, 3],
      ],
    ]);
  });

  test('the standings', () => {
    const s = standings(e, results, true);
    expect(s.standings.map((x) => [x.place, x.no, x.total, x.wins, x.prize, x.poedel])).toEqual([
      [1, 8, 4254, 2, true, false],
      [2, 7, 4179, 2, true, false],
      [3, 2, 4179, 2, true, false],
      [4, 4, 4158, 2, true, false],
      [5, 3, 4138, 2, false, false],
      [6, 6, 4132, 1, false, false],
      [7, 1, 4000, 1, false, false],
      [8, 5, 3804, 0, true, true],
    ]);
    expect(s.standings[1].tie).toEqual({ with: [2], decidedBy: 'head-to-head' });
  });

  test("a 9th pair: the phantom's visitor has the bye", () => {
    const nine = drawAll(
      eventOf({
        kind: 'pairs',
        seating: 'movement',
        entrants: [...pairs, { no: 9, name: 'Quinten & Roos', players: ['Quinten', 'Roos'] }],
      }),
      true,
    );
    expect(nine.draws.map((d) => d.byes)).toEqual([[9], [7], [5]]);
  });
});

describe('§11.3 Kleurenwiezen whisthub, 9 players, one bye a round', () => {
  const e = drawAll(
    eventOf({
      game: 'kleurenwiezen',
      rules: 'whisthub',
      deals: 8,
      seed: 4711,
      bye: 'average',
      entrants: NAMES.slice(0, 9).map((name, i) => ({ no: i + 1, name })),
    }),
    false,
  );
  const byName: Record<string, number[]> = {
    'ev-r1-t1': [34, -22, 10, -22],
    'ev-r1-t2': [-15, 27, -9, -3],
    'ev-r2-t1': [18, -30, 6, 6],
    'ev-r2-t2': [45, -19, -13, -13],
    'ev-r3-t1': [-8, 24, -32, 16],
    'ev-r3-t2': [11, -9, 21, -23],
  };
  const results = (id: string): TableResult => ({ scores: byName[id], finished: true, deals: 8 });

  test('byes and plans', () => {
    expect(e.draws.map((d) => d.byes)).toEqual([[9], [8], [7]]);
    expect(e.draws.map((d) => d.tables.map((t) => names(e, t.seats)))).toEqual([
      [
        ['Bert', 'Gert', 'Eva', 'Dirk'],
        ['Ann', 'Fien', 'Cis', 'Hilde'],
      ],
      [
        ['Cis', 'Gert', 'Fien', 'Eva'],
        ['Ann', 'Ivo', 'Dirk', 'Bert'],
      ],
      [
        ['Ann', 'Dirk', 'Eva', 'Fien'],
        ['Bert', 'Cis', 'Ivo', 'Hilde'],
      ],
    ]);
  });

  test('the standings with bye average, and with mean-of-4', () => {
    const s = standings(e, results, false);
    expect(s.standings.map((x) => [x.place, x.name, x.total, x.wins])).toEqual([
      [1, 'Fien', 49, 1],
      [2, 'Bert', 32, 1],
      [3, 'Ann', 22, 1],
      [4, 'Ivo', 2, 2],
      [5, 'Cis', 0, 1],
      [6, 'Dirk', -11, 1],
      [7, 'Eva', -16, 0],
      [8, 'Hilde', -26, 1],
      [9, 'Gert', -52, 1],
    ]);
    const m = standings({ ...e, bye: 'mean-of-4' }, results, false);
    expect(['Ivo', 'Hilde', 'Gert'].map((n) => m.standings.find((x) => x.name === n)!.total)).toEqual([2, -24, -53]);
    expect(m.standings.map((x) => x.name)).toEqual(s.standings.map((x) => x.name));
  });
});
