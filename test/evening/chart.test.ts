import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { drawChart, fit, legend, linesOf, niceScale, PLAIN_MARKS, seriesOf } from '../../src/evening/chart.js';
import { replay } from '../../src/sheet/sheet.js';
import { sheet, vrijdagA, vrijdagZwikken } from './fixtures.js';

/**
 * Running totals (lodige): samen 8 Bert + Dirk 9 tricks: Bert, Dirk 10. Ann solo 6, 5 tricks:
 * Ann -15, the others +10: -15, 20, 10, 20. Cis abondance 9 made: +30, Cis 40. Final order:
 * Cis 40 on top, Bert and Dirk 20, Ann -15 at the bottom.
 */
const three = () =>
  sheet(
    'kleurenwiezen',
    ['Ann', 'Bert', 'Cis', 'Dirk'],
    ['samen 8 --by Bert,Dirk --tricks 9', 'solo 6 --by Ann --tricks 5', 'abondance 9 --by Cis --tricks 9'],
    {
      id: 'x-1',
      createdAt: '2026-11-27T12:00:00.000Z',
    },
  );

describe('series', () => {
  test("each player's running total after each deal", () => {
    const s = vrijdagA();
    expect(seriesOf(s.view, s.game)).toEqual({
      id: '2026-11-27-kleurenwiezen',
      unit: 'points',
      settled: false,
      series: { Ann: [0, -15], Bert: [10, 20], Cis: [0, 10], Dirk: [10, 20] },
    });
  });

  test('money to the cent, summed in cents (0.30 - 0.10 is 0.20, not 0.19999...)', () => {
    const z = vrijdagZwikken();
    expect(seriesOf(z.view, z.game).series).toEqual({
      Ann: [0.3, 0.3, 0.2],
      Bert: [-0.5, -0.5, -0.6],
      Cis: [-0.1, -0.5, -0.6],
      Dirk: [-0.1, -0.1, -0.2],
    });
  });

  test('a shared pot at finish is a last point, so the line ends on the total', () => {
    const z = vrijdagZwikken();
    const data = { ...z.data, closed: true, sharePot: true };
    const s = seriesOf(replay(z.game, data), z.game);
    // The pot of 1.20 shared by four: 0.30 each. Ann 0.20 + 0.30 = 0.50.
    expect(s.settled).toBe(true);
    expect(s.series.Ann).toEqual([0.3, 0.3, 0.2, 0.5]);
  });

  test('Belote draws a line per team, not two identical lines', () => {
    const b = sheet('belote', ['Ann', 'Bert', 'Cis', 'Dirk'], ['--taker Ann --points 92'], {
      id: 'b-1',
      createdAt: '2026-11-27T12:00:00.000Z',
    });
    expect(linesOf(b.view, seriesOf(b.view, b.game))).toEqual([
      { label: 'Ann + Cis', values: [0, 92] },
      { label: 'Bert + Dirk', values: [0, 70] },
    ]);
  });
});

describe('the chart', () => {
  const s = three();
  const lines = linesOf(s.view, seriesOf(s.view, s.game));

  test("without colour: one mark per player, the leader's line ends on top, the last at the bottom", () => {
    const rows = drawChart(lines, { width: 60, color: false, money: false }).split('\n');
    const last = Math.max(...rows.map((r) => r.trimEnd().length)) - 1;
    const column = rows.map((r) => r[last] ?? ' ').filter((c) => c !== ' ');
    expect(column[0]).toBe(PLAIN_MARKS[2]); // Cis (Bert and Dirk share the second line)
    expect(column[column.length - 1]).toBe(PLAIN_MARKS[0]); // Ann
    expect(rows.every((r) => r.length <= 60)).toBe(true);
    expect(rows.join('\n')).not.toMatch(/\u001b\[/);
    // The axis labels run from the highest total to the lowest.
    expect(rows[0]).toMatch(/^\s*40 ┤/);
    expect(rows[rows.length - 1]).toMatch(/^-15 ┤/);
  });

  test('with colour: ANSI colours, and the legend shows each colour with the total', () => {
    expect(drawChart(lines, { width: 60, color: true, money: false })).toMatch(/\u001b\[3\dm/);
    // Bert and Dirk have the same running totals: one line, named after both (issue 15).
    expect(legend(lines, { color: false, money: false })).toBe('* Ann -15   o Bert = Dirk 20   + Cis 40');
    expect(legend(lines, { color: true, money: false })).toContain('\u001b[34m──\u001b[0m Ann -15');
  });

  test.each([
    // -15..40 in steps of 5: 11 rows (steps of 1 or 2 would need 55 or 28).
    [-15, 40, 12, { min: -15, max: 40, rows: 11 }],
    // Zwikken in cents, -0.60..0.30: steps of 0.10.
    [-60, 30, 12, { min: -60, max: 30, rows: 9 }],
    [0, 7, 12, { min: 0, max: 7, rows: 7 }],
    [-3, 250, 12, { min: -25, max: 250, rows: 11 }],
    [0, 0, 12, { min: 0, max: 1, rows: 1 }],
  ])('a round scale for %d..%d', (min, max, rows, scale) => {
    expect(niceScale(min, max, rows)).toEqual(scale);
  });

  test('every axis label is exact and each total sits on its own row', () => {
    const rows = drawChart(lines, { width: 60, color: false, money: false }).split('\n');
    expect(rows.map((r) => r.slice(0, 3).trim())).toEqual([
      '40',
      '35',
      '30',
      '25',
      '20',
      '15',
      '10',
      '5',
      '0',
      '-5',
      '-10',
      '-15',
    ]);
    // Row "20": Bert and Dirk end there on their shared line (o), which the legend names after both;
    // Cis's last step (+) climbs through the last column on its way to 40.
    expect(rows[4].trimEnd()).toMatch(/o\+$/);
    expect(rows[0].trimEnd()).toMatch(/\+$/);
  });

  test('short labels keep a space before the axis', () => {
    const rows = drawChart([{ label: 'Ann', values: [0, 2, 1] }], { width: 30, color: false, money: false }).split(
      '\n',
    );
    expect(rows.map((r) => r.slice(0, 5))).toEqual(['  2 ┤', '  1 ┤', '  0 ┤']);
  });

  test('money labels have two decimals', () => {
    const z = vrijdagZwikken();
    const chart = drawChart(linesOf(z.view, seriesOf(z.view, z.game)), { width: 50, color: false, money: true });
    expect(chart.split('\n')[0]).toMatch(/^ 0\.30 ┤/);
    expect(legend(linesOf(z.view, seriesOf(z.view, z.game)), { color: false, money: true })).toBe(
      '* Ann 0.20   o Bert -0.60   + Cis -0.60   x Dirk -0.20',
    );
  });

  test('fits any width: a long evening is sampled, a short one widened, first and last kept', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -500, max: 500 }), { minLength: 1, maxLength: 400 }),
        fc.integer({ min: 2, max: 200 }),
        (values, columns) => {
          const out = fit(values, columns);
          expect(out.length).toBeLessThanOrEqual(Math.max(columns, values.length === 1 ? 1 : 2));
          expect(out[0]).toBe(values[0]);
          expect(out[out.length - 1]).toBe(values[values.length - 1]);
        },
      ),
    );
    // 3 points into 40 columns: each step held over 6 columns.
    expect(fit([0, 10, 5], 40)).toEqual([0, 0, 0, 0, 0, 0, 10, 10, 10, 10, 10, 10, 5]);
  });
});
