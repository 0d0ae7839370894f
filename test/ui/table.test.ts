import { createRequire } from 'node:module';
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { cutLine, drawTable, tableWidth, textWidth, type TableLayout } from '../../src/ui/table.js';

// The oracle: cli-table3 (a devDependency only), called exactly as tafel called it before it drew its
// own tables, with the rule under the header and above the totals put in the same way.
const req = createRequire(import.meta.url);
const Table = req('cli-table3') as new (o: unknown) => { push(...rows: string[][]): number; toString(): string };
const utils = req('cli-table3/src/utils.js') as {
  strlen(s: string): number;
  truncate(s: string, w: number, mark: string): string;
};

function oracle(
  head: string[],
  rows: string[][],
  alignRight: number[] = [],
  totals = false,
  layout: TableLayout = {},
): string {
  const pad = layout.padding ?? 1;
  const t = new Table({
    head,
    style: { head: [], border: [], 'padding-left': pad, 'padding-right': pad },
    chars: { mid: '', 'left-mid': '', 'mid-mid': '', 'right-mid': '' },
    colAligns: head.map((_, i) => (alignRight.includes(i) ? 'right' : 'left')),
    ...(layout.colWidths ? { colWidths: [...layout.colWidths] } : {}),
  });
  t.push(...rows);
  const lines = t.toString().split('\n');
  const rule = lines[0].replace('┌', '├').replace('┐', '┤').replace(/┬/g, '┼');
  const height = (cells: string[]) => Math.max(1, ...cells.map((c) => c.split('\n').length));
  if (totals && rows.length > 1) lines.splice(lines.length - 1 - height(rows[rows.length - 1]), 0, rule);
  if (rows.length > 0) lines.splice(1 + height(head), 0, rule);
  return lines.join('\n');
}

// What cells hold: names and texts (plain, Dutch accents, decomposed é, CJK, card suits), numbers,
// colour as chalk writes it (bold, red, green, the header's bold cyan).
const BMP = [
  'Ann',
  'Bert',
  'Cis',
  'Dirk',
  'samen 8: 9',
  '+10',
  '-3.50',
  ' ',
  'x',
  'é',
  'ë',
  'ï',
  'Zoë',
  'Noël',
  'Inés',
  'e\u0301',
  'Bjørn',
  '中',
  '文字',
  '한',
  'アン',
  'ｱ',
  '♠',
  '♥',
  '♦',
  '♣',
  '♥\ufe0f',
  '⌚',
  '✔',
  '…',
  '€',
  '×',
  '·',
  '§',
  // The table's own box drawing, one column each (ui/table.ts counts it without a lookup).
  '│',
  '─┼─',
];
// Where cli-table3 cuts a text whose UTF-16 length happens to equal its width, it cuts by length:
// 'e\u0301한' (decomposed é) cut to 1 column kept 'e' and dropped the accent. Not where cells are cut.
const CUT = BMP.filter((a) => a !== 'e\u0301');
// Characters of two UTF-16 units: cli-table3 may split them when it cuts (see docs/design.md), so only where nothing is
// cut.
const ASTRAL = ['😀', '🃏', '🎉', '👍🏽', '👨‍👩‍👧', '🇧🇪', '1️⃣', '𠮷'];
const COLOURS: [string, string][] = [
  ['\x1b[1m', '\x1b[22m'],
  ['\x1b[31m', '\x1b[39m'],
  ['\x1b[32m', '\x1b[39m'],
  ['\x1b[1m\x1b[36m', '\x1b[39m\x1b[22m'],
];

const coloured = (text: fc.Arbitrary<string>) =>
  fc.tuple(text, fc.option(fc.constantFrom(...COLOURS), { freq: 2 })).map(([t, c]) => (c ? c[0] + t + c[1] : t));
// A line: a few runs of text, each coloured or not.
const line = (atoms: string[]) =>
  fc
    .array(coloured(fc.array(fc.constantFrom(...atoms), { maxLength: 4 }).map((a) => a.join(''))), {
      minLength: 1,
      maxLength: 3,
    })
    .map((parts) => parts.join(''));
// A cell of one or more lines, sometimes coloured as a whole across its lines.
const cell = (atoms: string[]) =>
  fc
    .tuple(
      fc.array(line(atoms), { minLength: 1, maxLength: 3 }),
      fc.nat(5),
      fc.option(fc.constantFrom(...COLOURS), { freq: 4 }),
    )
    .map(([lines, n, c]) => {
      const text = n === 0 ? lines.join('\n') : lines[0];
      return c ? c[0] + text + c[1] : text;
    });

const tableArb = (atoms: string[], fixed: boolean) =>
  fc.integer({ min: 1, max: 4 }).chain((cols) =>
    fc.record({
      head: fc.array(cell(atoms), { minLength: cols, maxLength: cols }),
      rows: fc.array(fc.array(cell(atoms), { minLength: cols, maxLength: cols }), { maxLength: 5 }),
      right: fc.subarray([...Array(cols).keys()]),
      totals: fc.boolean(),
      padding: fc.option(fc.integer({ min: 0, max: 2 })),
      colWidths: fixed
        ? fc.array(fc.integer({ min: 1, max: 12 }), { minLength: cols, maxLength: cols })
        : fc.constant(undefined),
    }),
  );

const layoutOf = (t: { padding: number | null; colWidths?: number[] }): TableLayout => ({
  ...(t.padding === null ? {} : { padding: t.padding }),
  ...(t.colWidths ? { colWidths: t.colWidths } : {}),
});

describe('our table drawer draws what cli-table3 drew', () => {
  test('random tables, widths from the cells (nothing cut)', () => {
    fc.assert(
      fc.property(tableArb([...BMP, ...ASTRAL], false), (t) => {
        expect(drawTable(t.head, t.rows, t.right, t.totals, layoutOf(t))).toBe(
          oracle(t.head, t.rows, t.right, t.totals, layoutOf(t)),
        );
      }),
      { numRuns: 300 },
    );
  });
  test('tableWidth is the width of what cli-table3 drew, without drawing it', () => {
    fc.assert(
      fc.property(tableArb([...BMP, ...ASTRAL], false), (t) => {
        const drawn = oracle(t.head, t.rows, t.right, t.totals, {});
        expect(tableWidth(t.head, t.rows)).toBe(Math.max(...drawn.split('\n').map((l) => utils.strlen(l))));
      }),
      { numRuns: 300 },
    );
  });
  test('random tables with fixed column widths: too long cells cut with …', () => {
    fc.assert(
      fc.property(tableArb(CUT, true), (t) => {
        expect(drawTable(t.head, t.rows, t.right, t.totals, layoutOf(t))).toBe(
          oracle(t.head, t.rows, t.right, t.totals, layoutOf(t)),
        );
      }),
      { numRuns: 300 },
    );
  });
  test('widths and cuts of lines', () => {
    fc.assert(
      fc.property(line([...BMP, ...ASTRAL]), (s) => expect(textWidth(s)).toBe(utils.strlen(s))),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(line(CUT), fc.integer({ min: 1, max: 20 }), (s, w) =>
        expect(cutLine(s, w)).toBe(utils.truncate(s, w, '…')),
      ),
      { numRuns: 500 },
    );
  });
  test('every letter and digit a name may hold is as wide as cli-table3 counts it', () => {
    const differ: string[] = [];
    for (let c = 0xa0; c <= 0x3ffff; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      const ch = String.fromCodePoint(c);
      if (/[\p{L}\p{N}]/u.test(ch) && textWidth(ch) !== utils.strlen(ch)) differ.push(c.toString(16));
    }
    expect(differ).toEqual([]);
  });
});

describe('tables by hand', () => {
  test('a small table: header rule, right-aligned numbers', () => {
    expect(
      drawTable(
        ['name', 'score'],
        [
          ['Ann', '+10'],
          ['Zoë', '-3'],
        ],
        [1],
      ),
    ).toBe(
      [
        '┌──────┬───────┐',
        '│ name │ score │',
        '├──────┼───────┤',
        '│ Ann  │   +10 │',
        '│ Zoë  │    -3 │',
        '└──────┴───────┘',
      ].join('\n'),
    );
  });
  test('a totals rule above the last row, a cell of two lines, a wide name', () => {
    expect(
      drawTable(
        ['#', 'who'],
        [
          ['1', 'Ann\nBert'],
          ['2', '中文'],
          ['', 'total'],
        ],
        [0],
        true,
      ),
    ).toBe(
      [
        '┌───┬───────┐',
        '│ # │ who   │',
        '├───┼───────┤',
        '│ 1 │ Ann   │',
        '│   │ Bert  │',
        '│ 2 │ 中文  │',
        '├───┼───────┤',
        '│   │ total │',
        '└───┴───────┘',
      ].join('\n'),
    );
  });
  test('fixed widths cut a long cell with … and close its colour', () => {
    // Column 2 is 8 wide with padding 1: 6 columns of text, so 5 characters and the …
    expect(
      drawTable(
        ['#', 'contract'],
        [
          ['1', 'Bert samen 8'],
          ['2', '\x1b[1mabondance\x1b[22m'],
        ],
        [0],
        false,
        { colWidths: [3, 8] },
      ),
    ).toBe(
      [
        '┌───┬────────┐',
        '│ # │ contr… │',
        '├───┼────────┤',
        '│ 1 │ Bert … │',
        '│ 2 │ \x1b[1mabond\x1b[22m… │',
        '└───┴────────┘',
      ].join('\n'),
    );
  });
});

describe('widths and cuts', () => {
  test('colour counts nothing, wide characters two, joined emoji once', () => {
    expect(textWidth('\x1b[1m\x1b[36mAnn\x1b[39m\x1b[22m')).toBe(3);
    expect(textWidth('Zoë Noe\u0308l')).toBe(8);
    expect(textWidth('中文 한 アン')).toBe(12);
    expect(textWidth('👍🏽 👨‍👩‍👧 🇧🇪 ♠ ♠️')).toBe(2 + 1 + 2 + 1 + 2 + 1 + 1 + 1 + 2);
    expect(textWidth('one\nthree\ntwo')).toBe(5);
  });
  test('a variation selector, a joiner or a combining mark takes no column (cli-table3 counted one)', () => {
    expect(textWidth('a\ufe0e')).toBe(1);
    expect(textWidth('a\u200db')).toBe(2);
    expect(textWidth('\u05d0\u05b8')).toBe(1);
  });
  test('a cut never splits a character of two UTF-16 units, and closes dim too', () => {
    expect(cutLine('𠮷𠮷ab', 4)).toBe('𠮷…');
    expect(cutLine('a😀b', 3)).toBe('a…');
    expect(cutLine('\x1b[2mkleurenwiezen\x1b[22m', 6)).toBe('\x1b[2mkleur\x1b[22m…');
    expect(cutLine('kort', 4)).toBe('kort');
    expect(cutLine('e\u0301한', 2)).toBe('e\u0301…');
  });
});

test('tafel itself never loads cli-table3 (a development dependency, the oracle above)', async () => {
  const { readdirSync, readFileSync } = await import('node:fs');
  const files = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
  expect(files.length).toBeGreaterThan(20);
  expect(
    files.filter((f) => /(from|import\(|require\()\s*['"]cli-table3/.test(readFileSync(`src/${f}`, 'utf8'))),
  ).toEqual([]);
  expect(JSON.parse(readFileSync('package.json', 'utf8')).dependencies?.['cli-table3']).toBeUndefined();
});
