import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { byCode } from '../../src/store/paths.js';
import { grouped, LANGS } from '../../src/i18n/lang.js';

/**
 * Two stand-ins for what ICU did, each 9 to 25 ms of the first call in a process (`sheets`, `stats`, `export --all`,
 * `settle` and `import` paid it on every run): `byCode` sorts the strings tafel writes itself, `grouped` writes a
 * count. Each is held to what ICU gives, on the values tafel has: the rule is ICU's own answer.
 */

const sign = (n: number) => Math.sign(n);
const ID_CHARS = [...'abcdefghijklmnopqrstuvwxyz0123456789-'];
/** A sheet, event or season id (store/paths.ts SHEET_ID, store/events/data.ts EVENT_ID): a-z, 0-9 and "-". */
const id = fc
  .tuple(fc.constantFrom(...ID_CHARS.slice(0, 36)), fc.array(fc.constantFrom(...ID_CHARS), { maxLength: 30 }))
  .map(([first, rest]) => first + rest.join(''));
/** A time as tafel stores it (createdAt, deletedAt, an event's start): Date.toISOString. */
const iso = fc
  .integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) })
  .map((ms) => new Date(ms).toISOString());
/** An evening (core eveningOf) and a trash stamp's date: YYYY-MM-DD. */
const day = iso.map((t) => t.slice(0, 10));

describe('byCode: the order localeCompare gives the strings tafel writes', () => {
  test.each([
    ['ids', id],
    ['ISO times', iso],
    ['evenings', day],
    [
      'a dated id beside an id',
      fc.oneof(
        id,
        day.map((d) => `${d}-kleurenwiezen`),
      ),
    ],
  ] as const)('%s', (_, strings) => {
    fc.assert(
      fc.property(strings, strings, (a, b) => {
        expect(sign(byCode(a, b))).toBe(sign(a.localeCompare(b)));
      }),
      { numRuns: 2000 },
    );
  });

  test('a sorted listing: a day before the next, "-" before a digit before a letter', () => {
    const sorted = ['2026-12-02-belote', '2026-11-30', '2026-12-02', 'a', '2026-12-02-belote-2', '0'].sort(byCode);
    expect(sorted).toEqual(['0', '2026-11-30', '2026-12-02', '2026-12-02-belote', '2026-12-02-belote-2', 'a']);
  });
});

describe('grouped: a count as the language writes it', () => {
  test('what toLocaleString writes, in every language tafel speaks', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LANGS), fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (lang, n) => {
        expect(grouped(n, lang)).toBe(n.toLocaleString(lang));
      }),
      { numRuns: 2000 },
    );
  });

  test('the counts a run prints', () => {
    expect([0, 999, 1000, 12345, 50000, 1234567].map((n) => grouped(n, 'en'))).toEqual([
      '0',
      '999',
      '1,000',
      '12,345',
      '50,000',
      '1,234,567',
    ]);
    expect([999, 1000, 50000, 1234567].map((n) => grouped(n, 'nl'))).toEqual(['999', '1.000', '50.000', '1.234.567']);
  });
});
