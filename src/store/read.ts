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

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

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
  const buf = readBytes(file, maxBytes, followLinks);
  try {
    return decoder.decode(buf);
  } catch {
    throw new ReadProblem({ kind: 'encoding' });
  }
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
/** `into`: the buffer to read into, of at least the size asked (`useBytes`). */
export function readBytes(
  file: string,
  maxBytes: number,
  followLinks: boolean,
  accept: undefined,
  into: (size: number) => Buffer,
): Buffer;
export function readBytes(
  file: string,
  maxBytes: number,
  followLinks = false,
  accept?: (st: fs.Stats) => boolean,
  into?: (size: number) => Buffer,
): Buffer | undefined {
  const fd = openForReading(file, followLinks);
  try {
    const st = fs.fstatSync(fd);
    const size = st.size;
    if (!st.isFile()) throw new ReadProblem({ kind: 'not-file' });
    if (accept && !accept(st)) return undefined;
    if (size > maxBytes) throw new ReadProblem({ kind: 'too-big', bytes: size });
    // Read until the end, but never more than one byte past the limit: a file that grows while it
    // is read is still caught.
    let buf = into ? into(Math.min(size, maxBytes) + 1) : Buffer.allocUnsafe(Math.min(size, maxBytes) + 1);
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
  } catch (e) {
    if (e instanceof ReadProblem) throw e;
    throw new ReadProblem({ kind: 'io', code: (e as NodeJS.ErrnoException).code ?? String(e) });
  } finally {
    fs.closeSync(fd);
  }
}

/** useBytes's buffer: what it holds is only ever read before the next call overwrites it. */
let scratch = Buffer.alloc(0);
const SCRATCH_MAX = 1024 * 1024;

/**
 * A file's bytes as `readBytes` reads them, given to `use` in a buffer that the next call reuses (so
 * `use` keeps nothing of it): reading every sheet of the data directory only to hash it then costs
 * no new memory per file, which the garbage collector would have to give back. A file over 1 MB gets
 * a buffer of its own, so none that large stays for the life of the process.
 */
export function useBytes<T>(file: string, maxBytes: number, use: (bytes: Buffer) => T): T {
  const bytes = readBytes(file, maxBytes, false, undefined, (size) => {
    if (size > SCRATCH_MAX) return Buffer.allocUnsafe(size);
    if (scratch.length < size) scratch = Buffer.allocUnsafe(Math.max(size, 64 * 1024));
    return scratch;
  });
  return use(bytes);
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
  const stream = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  const decode = (bytes: Uint8Array, more: boolean): string => {
    try {
      return stream.decode(bytes, { stream: more });
    } catch {
      throw new ReadProblem({ kind: 'encoding' });
    }
  };
  try {
    if (!fs.fstatSync(fd).isFile()) throw new ReadProblem({ kind: 'not-file' });
    const buf = Buffer.allocUnsafe(chunkBytes);
    for (;;) {
      const n = fs.readSync(fd, buf, 0, buf.length, null);
      if (n === 0) break;
      const text = decode(buf.subarray(0, n), true);
      if (text) each(text);
    }
    const rest = decode(new Uint8Array(0), false);
    if (rest) each(rest);
  } catch (e) {
    // Only the reading's own failures are ReadProblems; what `each` throws passes as it is.
    if (typeof (e as NodeJS.ErrnoException).errno !== 'number') throw e;
    throw new ReadProblem({ kind: 'io', code: (e as NodeJS.ErrnoException).code ?? String(e) });
  } finally {
    fs.closeSync(fd);
  }
}
