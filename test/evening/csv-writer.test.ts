import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { stringify } from 'csv-stringify/sync';
import { toCsv } from '../../src/evening/csv.js';
import { isMoney, type Cell } from '../../src/evening/layout.js';

/**
 * The options tafel used with csv-stringify before it wrote CSV itself: the writer must give the same
 * bytes. One difference, on purpose: with Windows line ends csv-stringify stopped quoting a field that
 * holds a lone line feed or carriage return (which breaks the row in Excel); tafel quotes it in both
 * dialects (quote_record_delimiter), as RFC 4180 says. No text tafel stores can hold one.
 */
const reference = (records: Cell[][], dialect: 'plain' | 'excel-nl'): string => {
  const decimal = dialect === 'plain' ? (t: string) => t : (t: string) => t.replace('.', ',');
  // Money as whole units, a point and two digits of cents: -1234 cents is -12.34.
  const money = (c: number) =>
    `${c < 0 ? '-' : ''}${Math.floor(Math.abs(c) / 100)}.${String(Math.abs(c) % 100).padStart(2, '0')}`;
  const cast = { number: (n: number) => decimal(String(n)), bigint: (c: bigint) => decimal(money(Number(c))) };
  const options =
    dialect === 'plain'
      ? { escape_formulas: true, cast }
      : {
          escape_formulas: true,
          delimiter: ';',
          record_delimiter: 'windows' as const,
          quote_record_delimiter: true,
          cast,
        };
  return (
    (dialect === 'plain' ? '' : '\ufeff') +
    stringify(
      records.map((r) => r.map((c) => (isMoney(c) ? BigInt(c.cents) : c))),
      options,
    )
  );
};

const char = fc.constantFrom(
  'a',
  'Z',
  ' ',
  ',',
  ';',
  '"',
  "'",
  '\n',
  '\r',
  '\t',
  '=',
  '+',
  '-',
  '@',
  '.',
  '0',
  '7',
  'é',
  '\uFF1D',
  '\uFF0B',
  '\uFF0D',
  '\uFF20',
);
const cell: fc.Arbitrary<Cell> = fc.oneof(
  fc.array(char, { maxLength: 6 }).map((cs) => cs.join('')),
  fc.integer({ min: -100000, max: 100000 }),
  fc.integer({ min: -100000, max: 100000 }).map((n) => n / 100),
  fc.integer({ min: -10000000, max: 10000000 }).map((cents) => ({ cents })),
  fc.constant(null),
);

describe('the CSV writer writes what csv-stringify wrote', () => {
  test.each(['plain', 'excel-nl'] as const)('%s: any cells, empty rows included', (dialect) => {
    fc.assert(
      fc.property(fc.array(fc.array(cell, { maxLength: 6 }), { maxLength: 6 }), (records) => {
        expect(toCsv(records, dialect)).toBe(reference(records, dialect));
      }),
      { numRuns: 300 },
    );
  });

  test('the cases that matter, by hand', () => {
    // A text starting with - is guarded, a negative number and negative money are not; -0.05 in Dutch Excel is -0,05.
    expect(toCsv([['-x', -3, { cents: -5 }, '', null, 'a;b']], 'excel-nl')).toBe(`\ufeff'-x;-3;-0,05;;;"a;b"\r\n`);
    expect(toCsv([[], ['x']])).toBe('\nx\n');
    expect(toCsv([['a\nb', '\r']], 'excel-nl')).toBe(`\ufeff"a\nb";"'\r"\r\n`);
  });
});
