import { expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ReadProblem, readBytes } from '../../src/store/read.js';

/** The failure kind readBytes refuses `file` with, or 'read' when it reads. */
const kind = (file: string, max = 32): string => {
  try {
    readBytes(file, max);
    return 'read';
  } catch (e) {
    return e instanceof ReadProblem ? e.failure.kind : String(e);
  }
};

test('readBytes (the index key): a plain file only, never a FIFO, a link or more than asked; accept sees its stat', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tafel-bytes-'));
  try {
    const key = path.join(dir, 'index-key');
    fs.writeFileSync(key, Buffer.alloc(32, 7), { mode: 0o600 });
    expect(readBytes(key, 32)).toEqual(Buffer.alloc(32, 7));
    expect(readBytes(key, 32, false, (st) => st.size === 32 && (st.mode & 0o077) === 0)).toEqual(Buffer.alloc(32, 7));
    expect(readBytes(key, 32, false, (st) => st.size === 31)).toBeUndefined();
    expect(kind(key, 31)).toBe('too-big');
    fs.symlinkSync(key, path.join(dir, 'link'));
    expect(kind(path.join(dir, 'link'))).toBe('link');
    expect(kind(path.join(dir, 'none'))).toBe('missing');
    if (process.platform !== 'win32') {
      execFileSync('mkfifo', [path.join(dir, 'fifo')]);
      expect(kind(path.join(dir, 'fifo'))).toBe('not-file');
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
