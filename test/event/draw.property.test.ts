import { expect, test } from '@jest/globals';
import fc from 'fast-check';
import { planRound } from '../../src/event/draw.js';
import { eventData } from '../helpers/event.js';
import { tableSheetId, type Draw, type Kind } from '../../src/store/events/data.js';
import { standings, type TableResult } from '../../src/event/standings.js';

/* The draw's laws over random entrant counts (at least one table: event draw refuses fewer), rounds and seeds
   (issue 25 "Figures"). */

interface Case {
  kind: Kind;
  teams: boolean;
  tableSize: number;
  n: number;
  rounds: number;
  seed: number;
  bye: string;
}

const cases = fc.oneof(
  fc.record({
    kind: fc.constant<Kind>('individual'),
    teams: fc.boolean(),
    tableSize: fc.constant(4),
    n: fc.integer({ min: 4, max: 24 }),
    rounds: fc.integer({ min: 1, max: 7 }),
    seed: fc.nat(),
    bye: fc.constantFrom('fixed:1600', 'average', 'mean-of-4'),
  }),
  fc.record({
    kind: fc.constant<Kind>('individual'),
    teams: fc.constant(false),
    tableSize: fc.constantFrom(5, 6),
    n: fc.integer({ min: 6, max: 25 }),
    rounds: fc.integer({ min: 1, max: 6 }),
    seed: fc.nat(),
    bye: fc.constantFrom('fixed:0', 'average'),
  }),
  fc.record({
    kind: fc.constant<Kind>('pairs'),
    teams: fc.constant(true),
    tableSize: fc.constant(4),
    n: fc.integer({ min: 2, max: 15 }),
    rounds: fc.integer({ min: 1, max: 6 }),
    seed: fc.nat(),
    bye: fc.constantFrom('fixed:1600', 'average'),
  }),
);

function drawAll(c: Case): Draw[] {
  const draws: Draw[] = [];
  for (let r = 1; r <= c.rounds; r++) {
    const input = {
      kind: c.kind,
      tableSize: c.tableSize,
      teams: c.teams,
      seating: 'draw' as const,
      entrants: Array.from({ length: c.n }, (_, i) => i + 1),
      history: [...draws],
      round: r,
      seed: (c.seed + r - 1) >>> 0,
      absent: [],
      withdrawn: new Set<number>(),
    };
    const p = planRound(input, c.rounds);
    // Drawn again from the same seed and history: the same plan.
    expect(planRound(input, c.rounds)).toEqual(p);
    draws.push({
      round: r,
      seed: input.seed,
      algorithm: 1,
      drawnAt: '2026-12-05T18:30:00.000Z',
      absent: [],
      byes: p.byes,
      tables: p.tables.map((t) => ({ ...t, sheet: tableSheetId('ev', r, t.table) })),
    });
  }
  return draws;
}

test(
  'everyone is seated once or has a bye; no second bye before everyone had one; standings are ' +
    'the fold of the table totals',
  () => {
    fc.assert(
      fc.property(cases, fc.integer({ min: 1, max: 1 << 30 }), (c, salt) => {
        const draws = drawAll(c);
        const byes = new Map<number, number>();
        for (const d of draws) {
          const seated = d.tables.flatMap((t) => [...new Set(t.seats)]);
          expect([...seated, ...d.byes].sort((a, b) => a - b)).toEqual(Array.from({ length: c.n }, (_, i) => i + 1));
          expect(d.byes.length).toBe(c.n % (c.kind === 'pairs' ? 2 : c.tableSize));
          for (const no of d.byes) byes.set(no, (byes.get(no) ?? 0) + 1);
          const counts = Array.from({ length: c.n }, (_, i) => byes.get(i + 1) ?? 0);
          expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
        }
        // Some table totals (by seat; partners equal in team games), then the standings against a fold by hand.
        const score = (sheet: string, seat: number) =>
          ((salt * 31 +
            sheet.length * 7919 +
            [...sheet].reduce((a, ch) => a * 33 + ch.charCodeAt(0), 0) +
            (c.teams ? seat % 2 : seat) * 104729) %
            2001) -
          1000;
        const results = (sheet: string): TableResult => ({
          scores: [0, 1, 2, 3, 4, 5].slice(0, c.kind === 'pairs' ? 4 : c.tableSize).map((s) => score(sheet, s)),
          finished: true,
          deals: 1,
        });
        const entrants = Array.from({ length: c.n }, (_, i) =>
          c.kind === 'pairs'
            ? { no: i + 1, name: `P${i + 1}a & P${i + 1}b`, players: [`P${i + 1}a`, `P${i + 1}b`] }
            : { no: i + 1, name: `P${i + 1}` },
        );
        const event = eventData({
          origin: '0123456789abcdef',
          game: c.teams ? 'klaverjassen' : 'kleurenwiezen',
          rules: 'x',
          kind: c.kind,
          tableSize: c.tableSize,
          rounds: c.rounds,
          seed: c.seed,
          bye: c.bye,
          entrants,
          draws,
          finished: true,
        });
        const expected = new Map<number, number>();
        for (const d of draws) {
          const seatedScores: number[] = [];
          for (const t of d.tables) {
            const seen = new Set<number>();
            t.seats.forEach((no, s) => {
              if (seen.has(no)) return;
              seen.add(no);
              seatedScores.push(score(t.sheet, s));
              expected.set(no, (expected.get(no) ?? 0) + score(t.sheet, s));
            });
          }
          const sum = seatedScores.reduce((a, b) => a + b, 0);
          const sorted = [...seatedScores].sort((a, b) => a - b);
          const k = sorted.length;
          const mean = Math.sign(sum) * Math.floor(Math.abs(sum) / k + 0.5 + 1e-9);
          const bye = c.bye.startsWith('fixed:')
            ? Number(c.bye.slice(6))
            : c.bye === 'average'
              ? mean
              : Math.ceil(
                  (sorted[0] + sorted[k - 1] + sorted[Math.floor((k - 1) / 2)] + sorted[Math.ceil((k - 1) / 2)]) / 4,
                );
          for (const no of d.byes) expected.set(no, (expected.get(no) ?? 0) + bye);
        }
        const s = standings(event, results, c.teams);
        for (const x of s.standings) expect(x.total).toBe(expected.get(x.no) ?? 0);
        // Ranked by total, higher first.
        for (let i = 1; i < s.standings.length; i++)
          expect(s.standings[i - 1].total).toBeGreaterThanOrEqual(s.standings[i].total);
      }),
      { numRuns: 30 },
    );
  },
);
