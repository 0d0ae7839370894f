import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { drawChart, extent } from '../../src/evening/chart.js';
import { mdTable } from '../../src/evening/markdown.js';
import { tafel, tempHomes } from '../helpers/cli.js';

/**
 * Issue 27.10: `export --format html` and `chart` overflowed the stack on a sheet of 40,000 deals
 * (Math.max(...values) passes every value as an argument). The sheet is written straight in the
 * store format, as scripts/bench-data.js does: 40,000 deals are about 2.4 MB, well under the
 * store's 16 MB cap.
 */
const DEALS = 40000;
const home = tempHomes();

function longSheet(): string {
  const h = home();
  const id = '2026-11-27-kleurenwiezen';
  // Whisthub alleen 6 made with exactly 6 tricks, every deal (kleurenwiezen-tables.md §1.3: E(6) = 4,
  // the declarer 3 x 4 = +12, each opponent -4): after 40,000 deals Bert +480,000, the others -160,000.
  const deals = Array.from({ length: DEALS }, () => ({ contract: 'alleen', level: 6, by: ['Bert'], tricks: 6 }));
  const data = {
    schemaVersion: 1,
    id,
    game: 'kleurenwiezen',
    rules: 'whisthub',
    title: 'Lang',
    createdAt: '2026-11-27T19:00:00.000Z',
    players: ['Ann', 'Bert', 'Cis', 'Dirk'],
    firstDealer: 0,
    set: {},
    deals,
    closed: false,
  };
  fs.mkdirSync(path.join(h, 'sheets'), { recursive: true });
  const text = JSON.stringify(data, null, 2) + '\n';
  expect(Buffer.byteLength(text)).toBeLessThan(16 * 1024 * 1024);
  fs.writeFileSync(path.join(h, 'sheets', `${id}.json`), text);
  fs.writeFileSync(path.join(h, 'settings.json'), JSON.stringify({ active: id }) + '\n');
  return h;
}

describe('a sheet of 40,000 deals (27.10)', () => {
  const h = longSheet();
  // Not the scores themselves (the scoring tests do those): only that every row is there and the
  // run ends on the totals worked out above.
  // To a file, as a user would keep a page of megabytes. In process: the built bundle runs deeper in this
  // process's stack than in a binary of its own, so a spread of every value overflows here too.
  test.each([['html'], ['md'], ['csv']])('export --format %s', async (format) => {
    const out = path.join(h, `lang.${format}`);
    const r = await tafel(h, ['export', '--format', format, '--out', out]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const text = fs.readFileSync(out, 'utf8');
    if (format === 'csv') {
      expect(text.split('\n').filter((l) => /^\d+,/.test(l))).toHaveLength(DEALS);
      expect(text).toContain('\ntotal,,,-160000,480000,-160000,-160000\n');
    }
    if (format === 'md')
      expect(text).toContain('| total |        |                         | -160000 | +480000 | -160000 | -160000 |');
    if (format === 'html') expect(text).toContain('<polyline class="line" data-player="Bert"');
  });

  test('chart', async () => {
    const r = await tafel(h, ['chart'], { env: { COLUMNS: '80' } });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Bert 480000');
    expect(r.stdout).toContain('Ann = Cis = Dirk -160000');
  });
});

describe('the pure functions over 200,000 values', () => {
  const values = Array.from({ length: 200000 }, (_, i) => (i % 7) - 3 + (i === 123456 ? 1000 : 0));

  test('extent: the lowest and the highest, also of several lists and with a value that must be in range', () => {
    expect(extent([values])).toEqual({ min: -3, max: 1001 });
    expect(extent([values.map((v) => v + 10), [20]], [0])).toEqual({ min: 0, max: 1011 });
  });

  test('drawChart draws 200,000 values in 80 columns, its scale from the lowest to the highest', () => {
    const chart = drawChart(
      [
        { label: 'A', values },
        { label: 'B', values: values.map((v) => -v) },
      ],
      { width: 80, color: false, money: false },
    );
    const labels = chart.split('\n').map((l) => l.split('┤')[0].trim());
    // From -1001 to +1001 in round steps of 200 (at most 12 rows): 1200 down to -1200.
    expect(labels[0]).toBe('1200');
    expect(labels[labels.length - 1]).toBe('-1200');
  });

  test('mdTable lays out 200,000 rows', () => {
    const rows = values.map((v, i) => [i + 1, v]);
    const table = mdTable(['deal', 'score'], rows, 1);
    const lines = table.split('\n');
    expect(lines).toHaveLength(200002);
    // The widest cell is 200000 (six characters); the score column is as wide as "+1001" or "score".
    expect(lines[0]).toBe('| deal   | score |');
    expect(lines[123458]).toBe('| 123457 | +1001 |');
  });
});
