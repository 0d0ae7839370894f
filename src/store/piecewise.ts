import fs from 'node:fs';
import { removeLeftovers } from './backup.js';
import { FILE_MODE, renameInto } from './files.js';
import { type Locks, openExclusive } from './lock.js';

/**
 * An atomic write (files.ts writeAtomic) whose text comes in pieces, for a file too big to hold as one
 * string (the index of 50,000 sheets): each piece goes to `<file>.<pid>.tmp`, gathered into writes of
 * about 64 KB; `commit` flushes it and renames it over `file`, `drop` removes it. Any failure removes
 * it too; the temporary files of writers that died (killed while they built an index) go at a commit.
 * Its own module: only the indexes of sheets write this way, and `tafel sheet` loads none.
 */
export class PiecewiseWrite {
  private readonly tmp: string;
  private readonly fd: number;
  private batch = '';
  private closed = false;

  constructor(
    private readonly locks: Locks,
    private readonly file: string,
  ) {
    this.tmp = `${file}.${locks.host.pid}.tmp`;
    this.fd = openExclusive(this.tmp);
    this.guard(() => fs.fchmodSync(this.fd, FILE_MODE));
  }

  write(piece: string): void {
    this.batch += piece;
    if (this.batch.length >= 1 << 16) this.flush();
  }

  commit(): void {
    this.guard(() => {
      this.flush();
      fs.fsyncSync(this.fd);
      removeLeftovers(this.locks, this.file);
    });
    this.closed = true;
    fs.closeSync(this.fd);
    renameInto(this.locks, this.tmp, this.file);
  }

  drop(): void {
    if (this.closed) return;
    this.closed = true;
    fs.closeSync(this.fd);
    fs.rmSync(this.tmp, { force: true });
  }

  private flush(): void {
    const text = this.batch;
    this.batch = '';
    this.guard(() => fs.writeFileSync(this.fd, text));
  }

  private guard(step: () => void): void {
    try {
      step();
    } catch (e) {
      this.drop();
      throw e;
    }
  }
}
