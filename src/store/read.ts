import { isUtf8 } from 'node:buffer';
import fs from 'node:fs';

/**
 * The one way tafel reads a file (sheets, settings, locks, import files): only a plain file (a FIFO
 * would hang the read, a device like /dev/zero would never end), no symbolic link unless the user
 * named the file himself, at most `maxBytes` (checked before and while reading), and strict UTF-8
 * (a stray byte is an error, never a silent U+FFFD that the next write would store). A byte-order
 * mark at the start is accepted and dropped.
 */
export type ReadFailure =
  | { kind: 'missing' }
  | { kind: 'link' }
  | { kind: 'not-file' }
  | { kind: 'too-big'; bytes: number }
  | { kind: 'encoding' }
  | { kind: 'io'; code: string };

export class ReadProblem extends Error {
  constructor(readonly failure: ReadFailure) {
    super(`cannot read: ${failure.kind}`);
  }
}

/**
 * The size cap of every data file, in one place: the most the safe reader reads, and so the most tafel writes (files.ts
 * fitsCap refuses a write past it: a file written bigger would be refused by the next command). A sheet of a thousand
 * deals is about 150 kB.
 */
export const MAX_FILE_BYTES = 16 * 1024 * 1024;

/** Opens without waiting (a FIFO never blocks) and, unless the user named the file, without following a link. */
function openForReading(file: string, followLinks: boolean): number {
  const flags =
    fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0) | (followLinks ? 0 : (fs.constants.O_NOFOLLOW ?? 0));
  try {
    return fs.openSync(file, flags);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? String(e);
    if (code === 'ENOENT' || code === 'ENOTDIR') throw new ReadProblem({ kind: 'missing' });
    if (code === 'ELOOP') throw new ReadProblem({ kind: 'link' });
    throw new ReadProblem({ kind: 'io', code });
  }
}

export function readText(file: string, maxBytes: number, followLinks = false): string {
  // Read into the buffer that the next read reuses (it is decoded here and kept nowhere): reading thousands of
  // sheets then makes no memory per file for the collector to give back. Checked whole, then decoded, as
  // readTextChunks does: faster than a strict TextDecoder, and as strict.
  const bytes = readPlain(file, maxBytes, followLinks, undefined, (room) =>
    room <= scratch.length ? scratch.subarray(0, room) : Buffer.allocUnsafe(room),
  )!;
  return strictText(bytes, true);
}

/** Bytes as text if they are UTF-8 to the last byte, else an 'encoding' ReadProblem; `atStart`: a BOM there dropped. */
function strictText(bytes: Buffer, atStart: boolean): string {
  if (!isUtf8(bytes)) throw new ReadProblem({ kind: 'encoding' });
  const text = bytes.toString('utf8');
  return atStart && text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * readText's rules for a file of bytes (the index key): a plain file, no FIFO, device or link, at
 * most `maxBytes`. `accept` sees the opened file's stat (owner, mode) first: undefined when it refuses.
 */
export function readBytes(file: string, maxBytes: number, followLinks?: boolean): Buffer;
export function readBytes(
  file: string,
  maxBytes: number,
  followLinks: boolean,
  accept: (st: fs.Stats) => boolean,
): Buffer | undefined;
export function readBytes(
  file: string,
  maxBytes: number,
  followLinks = false,
  accept?: (st: fs.Stats) => boolean,
): Buffer | undefined {
  return readPlain(file, maxBytes, followLinks, accept, (room) => Buffer.allocUnsafe(room));
}

/** readBytes, read into the buffer `into` gives for the file's size (one byte more). */
function readPlain(
  file: string,
  maxBytes: number,
  followLinks: boolean,
  accept: ((st: fs.Stats) => boolean) | undefined,
  into: (room: number) => Buffer,
): Buffer | undefined {
  return reading(file, followLinks, (fd) => {
    const st = fs.fstatSync(fd);
    const size = st.size;
    if (!st.isFile()) throw new ReadProblem({ kind: 'not-file' });
    if (accept && !accept(st)) return undefined;
    if (size > maxBytes) throw new ReadProblem({ kind: 'too-big', bytes: size });
    // Read until the end, but never more than one byte past the limit: a file that grows while it
    // is read is still caught.
    return readToEnd(fd, into(Math.min(size, maxBytes) + 1), maxBytes);
  });
}

/** Opens `file` for reading, gives it to `read` and closes it; a failure of the system's is an 'io' ReadProblem. */
function reading<T>(file: string, followLinks: boolean, read: (fd: number) => T): T {
  const fd = openForReading(file, followLinks);
  try {
    return read(fd);
  } catch (e) {
    if (e instanceof ReadProblem) throw e;
    throw new ReadProblem({ kind: 'io', code: (e as NodeJS.ErrnoException).code ?? String(e) });
  } finally {
    fs.closeSync(fd);
  }
}

/** The bytes of `fd` to its end, in `buf` or (once it is full) a bigger buffer; at most one byte past `maxBytes`. */
function readToEnd(fd: number, buf: Buffer, maxBytes: number): Buffer {
  let got = 0;
  for (;;) {
    if (got === buf.length) {
      const bigger = Buffer.allocUnsafe(Math.min(buf.length * 2, maxBytes + 1));
      buf.copy(bigger, 0, 0, got);
      buf = bigger;
    }
    const n = fs.readSync(fd, buf, got, buf.length - got, null);
    if (n === 0) break;
    got += n;
    if (got > maxBytes) throw new ReadProblem({ kind: 'too-big', bytes: got });
  }
  return buf.subarray(0, got);
}

/** useBytes's and readText's buffer: what it holds is only ever read before the next call overwrites it. */
const scratch = Buffer.allocUnsafe(64 * 1024);

/**
 * A file's bytes, for a seal (store/seal.ts sealFile), given to `use` in a buffer that the
 * next call reuses (so `use` keeps nothing of it): reading every sheet of the data directory only to
 * hash it then costs no new memory per file, which the garbage collector would have to give back (a
 * file over 64 KB gets a buffer of its own). The file is read to its end without first asking what it
 * is: Node 20's fstat builds a Stats with four Dates, which cost a sixth of sealing 10,000 sheets. No
 * link is followed and nothing is waited on (a FIFO gives what it holds, a directory fails), at most
 * `maxBytes`: a seal is that of the bytes read to their end, whatever gave them, and says only that
 * they are a text that was read in full; the text itself is read through readText, which refuses
 * anything but a plain file.
 */
export function useBytes<T>(file: string, maxBytes: number, use: (bytes: Buffer) => T): T {
  return use(reading(file, false, (fd) => readToEnd(fd, scratch, maxBytes)));
}

/**
 * readText's rules (a plain file, no FIFO or device, no link unless the user named the file, strict
 * UTF-8, a leading byte-order mark dropped) for a file read piece by piece: `each` gets the text in
 * pieces of about `chunkBytes`, so a file of any size is read in the memory of one piece (`tafel
 * import` of a large backup). A character split between two pieces is joined, never replaced.
 */
export function readTextChunks(
  file: string,
  followLinks: boolean,
  each: (text: string) => void,
  chunkBytes = 1 << 20,
): void {
  const fd = openForReading(file, followLinks);
  try {
    if (!fs.fstatSync(fd).isFile()) throw new ReadProblem({ kind: 'not-file' });
    // Room for a whole character at least: the bytes of one begun in the last piece wait for the rest.
    const buf = Buffer.allocUnsafe(Math.max(chunkBytes, 4));
    // Bytes of a character begun at the end of the last piece, moved to the front for the next.
    let held = 0;
    let first = true;
    for (;;) {
      const n = fs.readSync(fd, buf, held, buf.length - held, null);
      const end = held + n;
      if (n === 0) {
        if (held > 0) throw new ReadProblem({ kind: 'encoding' });
        break;
      }
      const whole = end - unfinished(buf, end);
      // Checked whole, then decoded: faster than a streaming TextDecoder, and as strict.
      const text = strictText(buf.subarray(0, whole), first);
      first = false;
      buf.copy(buf, 0, whole, end);
      held = end - whole;
      if (text) each(text);
    }
  } catch (e) {
    // Only the reading's own failures are ReadProblems; what `each` throws passes as it is.
    if (typeof (e as NodeJS.ErrnoException).errno !== 'number') throw e;
    throw new ReadProblem({ kind: 'io', code: (e as NodeJS.ErrnoException).code ?? String(e) });
  } finally {
    fs.closeSync(fd);
  }
}

/** How many of the last bytes before `end` begin a UTF-8 character that needs more bytes than there are. */
function unfinished(buf: Buffer, end: number): number {
  for (let back = 1; back <= Math.min(3, end); back++) {
    const c = buf[end - back];
    if ((c & 0xc0) === 0x80) continue; // a continuation byte: its lead is further back
    const needs = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : c >= 0xc0 ? 2 : 1;
    return needs > back ? back : 0;
  }
  return 0;
}
