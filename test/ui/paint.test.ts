import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { safeJson, safeOutput } from '../../src/ui/paint.js';

/**
 * The output boundary's rule, character by character, stated here on its own: C0 controls, DEL, C1,
 * zero-width U+200B-U+200F, the separators and bidi marks U+2028-U+202E, U+2060-U+2069 and U+FEFF are
 * written out (`\x1b`, `\u{202e}`); a newline and a tab are lines and columns and pass; all else passes.
 * The characters next to each edge are in the alphabet, so a range off by one shows.
 */
const EDGES = [
  0x00, 0x08, 0x09, 0x0a, 0x0b, 0x0d, 0x1b, 0x1f, 0x20, 0x7e, 0x7f, 0x80, 0x9f, 0xa0, 0xe9, 0x200a, 0x200b, 0x200f,
  0x2010, 0x2027, 0x2028, 0x2029, 0x202e, 0x202f, 0x205f, 0x2060, 0x2069, 0x206a, 0xfefe, 0xfeff, 0xff00,
].map((c) => String.fromCharCode(c));
const unsafe = (c: number): boolean =>
  c <= 0x1f ||
  (c >= 0x7f && c <= 0x9f) ||
  (c >= 0x200b && c <= 0x200f) ||
  (c >= 0x2028 && c <= 0x202e) ||
  (c >= 0x2060 && c <= 0x2069) ||
  c === 0xfeff;
const text = fc.array(fc.constantFrom(...EDGES, 'a', ' '), { maxLength: 40 }).map((cs) => cs.join(''));

describe('the output boundary, character by character', () => {
  test('safeOutput without colour: each unsafe character but newline and tab written out, the rest as it is', () => {
    const oracle = (s: string): string =>
      [...s]
        .map((ch) => {
          const c = ch.charCodeAt(0);
          if (ch === '\n' || ch === '\t' || !unsafe(c)) return ch;
          return c < 0x100 ? `\\x${c.toString(16).padStart(2, '0')}` : `\\u{${c.toString(16)}}`;
        })
        .join('');
    fc.assert(fc.property(text, (s) => expect(safeOutput(s, false)).toBe(oracle(s))));
  });

  test('safeJson: the same document, with no raw unsafe character left but the newlines between its lines', () => {
    fc.assert(
      fc.property(fc.array(text, { maxLength: 4 }), (values) => {
        const json = JSON.stringify({ values }, null, 2);
        const out = safeJson(json);
        expect(JSON.parse(out)).toEqual({ values });
        expect([...out].filter((ch) => ch !== '\n' && unsafe(ch.charCodeAt(0)))).toEqual([]);
        // Only what had to change changed: the lines are JSON's own.
        expect(out.split('\n')).toHaveLength(json.split('\n').length);
      }),
    );
  });
});
