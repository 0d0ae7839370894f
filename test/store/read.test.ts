import { afterAll, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { ReadProblem, readText, readTextChunks, useBytes } from '../../src/store/read.js';

/**
 * The safe reader's quick paths: a file read whole into a reused buffer (every sheet), a file read piece by piece
 * (an import, the indexes), and a file's bytes read only to seal them (every sheet, for the index of sheets).
 */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tafel-read-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
let n = 0;
const file = (bytes: Uint8Array | string): string => {
  const f = path.join(dir, `f${n++}`);
  fs.writeFileSync(f, bytes);
  return f;
};
const chunks = (f: string, size: number): string[] => {
  const out: string[] = [];
  readTextChunks(f, false, (t) => out.push(t), size);
  return out;
};
const failure = (run: () => unknown): string | undefined => {
  try {
    run();
  } catch (e) {
    if (e instanceof ReadProblem) return e.failure.kind;
    throw e;
  }
  return undefined;
};
/** The standard's own strict decoder: what a file's text is, or that it is none. */
const strict = (bytes: Uint8Array): string | undefined => {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return undefined;
  }
};

/** Bytes of every kind: any text, any bytes, and text with one byte changed. */
const bytes = fc.oneof(
  fc.string({ unit: 'binary' }).map((s) => new Uint8Array(Buffer.from(s))),
  fc.uint8Array({ maxLength: 40 }),
  fc
    .tuple(fc.string({ unit: 'binary', minLength: 1 }), fc.nat(), fc.integer({ min: 0, max: 255 }))
    .map(([s, at, b]) => {
      const u = new Uint8Array(Buffer.from(s));
      u[at % u.length] = b;
      return u;
    }),
);

describe('a file read whole', () => {
  test('any bytes read as the strict decoder reads them; a byte-order mark at the start dropped', () => {
    fc.assert(
      fc.property(bytes, fc.boolean(), (u, bom) => {
        const all = bom ? new Uint8Array([0xef, 0xbb, 0xbf, ...u]) : u;
        const f = file(all);
        const want = strict(all);
        if (want === undefined) expect(failure(() => readText(f, 1 << 20))).toBe('encoding');
        else expect(readText(f, 1 << 20)).toBe(want);
        fs.rmSync(f);
      }),
      { numRuns: 300 },
    );
  });

  test('a file past the reused buffer (64 KB), then a short one: each whole, nothing of the other', () => {
    const big = 'é'.repeat(100_000);
    expect(readText(file(big), 1 << 20)).toBe(big);
    expect(readText(file('abc'), 1 << 20)).toBe('abc');
    expect(readText(file('x'.repeat(60_000)), 1 << 20)).toBe('x'.repeat(60_000));
    expect(readText(file('ab'), 1 << 20)).toBe('ab');
    expect(failure(() => readText(file('abcdef'), 5))).toBe('too-big');
    expect(failure(() => readText(dir, 1 << 20))).toBe('not-file');
  });
});

describe('a file read piece by piece', () => {
  test('characters of two, three and four bytes split at every place come out whole', () => {
    const text = 'é€𝄞 Ann’s “avond” 🂡 ijs';
    for (let size = 1; size <= 12; size++) expect(chunks(file(text), size).join('')).toBe(text);
  });

  test('a byte-order mark at the start is dropped, one further on is kept', () => {
    expect(chunks(file('\ufeff{"a":1}'), 2).join('')).toBe('{"a":1}');
    expect(chunks(file('x\ufeffy'), 1).join('')).toBe('x\ufeffy');
  });

  test('a stray byte, or a character cut off at the end, is an encoding failure', () => {
    expect(failure(() => chunks(file(Buffer.from([0x61, 0xff, 0x62])), 1 << 20))).toBe('encoding');
    expect(failure(() => chunks(file(Buffer.from([0x61, 0xe2, 0x82])), 2))).toBe('encoding');
    expect(failure(() => chunks(file(Buffer.from([0x61, 0xe2, 0x82])), 1 << 20))).toBe('encoding');
  });

  test('any bytes read as the strict decoder reads them, whatever the size of the pieces', () => {
    fc.assert(
      fc.property(bytes, fc.integer({ min: 1, max: 9 }), (u, size) => {
        const f = file(u);
        const want = strict(u);
        if (want === undefined) expect(failure(() => chunks(f, size))).toBe('encoding');
        else expect(chunks(f, size).join('')).toBe(want);
        fs.rmSync(f);
      }),
      { numRuns: 300 },
    );
  });

  test('only a plain file: a directory is no file, a link is refused', () => {
    expect(failure(() => chunks(dir, 1 << 20))).toBe('not-file');
    const link = path.join(dir, 'link');
    fs.symlinkSync(file('x'), link);
    expect(failure(() => chunks(link, 1 << 20))).toBe('link');
  });
});

describe("a file's bytes read for a seal", () => {
  const bytesOf = (f: string, max = 1 << 20) => useBytes(f, max, (b) => Buffer.from(b).toString('latin1'));

  test('all of them, also past the reused buffer (64 KB), and none past the limit', () => {
    expect(bytesOf(file('abc'))).toBe('abc');
    const big = 'x'.repeat(200_000);
    expect(bytesOf(file(big))).toBe(big);
    expect(bytesOf(file('abc'))).toBe('abc');
    expect(failure(() => bytesOf(file('abcdef'), 5))).toBe('too-big');
  });

  test('no link is followed, a directory fails, and a FIFO gives what it holds without a wait', () => {
    const link = path.join(dir, 'seal-link');
    fs.symlinkSync(file('x'), link);
    expect(failure(() => bytesOf(link))).toBe('link');
    expect(failure(() => bytesOf(dir))).toBe('io');
    const fifo = path.join(dir, 'fifo');
    execFileSync('mkfifo', [fifo]);
    expect(bytesOf(fifo)).toBe('');
  });
});
