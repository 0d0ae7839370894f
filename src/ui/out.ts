import fs from 'node:fs';
import { StorageError } from '../core/errors.js';
import { safeOutput } from './paint.js';
import { say } from '../i18n/index.js';

/**
 * Standard output and error without Node's streams unless a terminal is on the other end. The first
 * use of process.stdout on a pipe builds a socket and loads the stream machinery: 3 to 8 ms of a
 * command that itself takes a few. Pipes and files are written with writeSync instead; a terminal
 * (where colour, width and prompts need the stream anyway) keeps the stream.
 */

const STD = { 1: () => process.stdout, 2: () => process.stderr } as const;
type Fd = keyof typeof STD;

const terminal: Partial<Record<0 | Fd, boolean>> = {};
/**
 * Whether fd 0, 1 or 2 is a terminal. Asked of the stream only when the fd is a character device that
 * can be one: on Linux /dev/null and its kin (memory devices, major number 1) never are.
 */
export function isTerminal(fd: 0 | Fd): boolean {
  if (terminal[fd] === undefined) {
    let maybe = false;
    try {
      const st = fs.fstatSync(fd);
      maybe = st.isCharacterDevice() && !(process.platform === 'linux' && ((st.rdev >> 8) & 0xfff) === 1);
    } catch {
      // closed: no terminal
    }
    terminal[fd] = maybe && Boolean((fd === 0 ? process.stdin : STD[fd]()).isTTY);
  }
  return terminal[fd]!;
}

/** Once a write went through the stream (a terminal, or a pipe that would have blocked), all do, in order. */
const streamed: Partial<Record<Fd, boolean>> = {};
/** Standard error could not be written (a full device): nothing more is tried there. */
let errLost = false;

/**
 * A write that failed for another reason than a reader gone (a full device, an I/O error). On
 * standard output this is the user's problem, not a bug: a refusal, exit 1, said on standard error.
 * On standard error nothing can be said: the rest of it is dropped and the command exits 1 (or with
 * the code of the refusal it was reporting).
 */
function failed(fd: Fd, e: NodeJS.ErrnoException): void {
  if (fd === 2) {
    errLost = true;
    if (!process.exitCode) process.exitCode = 1;
    return;
  }
  const code = e.code ?? String(e);
  throw new StorageError(
    say((t) => t.ui.cannotWriteToStandard(code)),
    'unwritable',
  );
}

function stream(fd: Fd, data: string | Buffer): void {
  const s = STD[fd]();
  if (!streamed[fd]) {
    streamed[fd] = true;
    // A reader that stops early (`tafel sheets | head -1`) is not an error.
    s.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
      failed(fd, e);
    });
  }
  s.write(data);
}

/** Writes text to fd 1 (standard output) or 2 (standard error). */
export function write(fd: Fd, text: string): void {
  if (fd === 2 && errLost) return;
  if (streamed[fd] || isTerminal(fd)) return stream(fd, text);
  const bytes = Buffer.from(text);
  let done = 0;
  try {
    while (done < bytes.length) done += fs.writeSync(fd, bytes, done);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EPIPE') process.exit(process.exitCode ?? 0);
    // A non-blocking pipe that is full: the stream waits for the reader.
    if (code !== 'EAGAIN') return failed(fd, e as NodeJS.ErrnoException);
    stream(fd, bytes.subarray(done));
  }
}

/**
 * A file format written to standard output (`tafel export` without --out). Redirected to a file or a
 * pipe it is exactly the bytes --out writes: the CSV's byte-order mark and CRLF, the formats' own
 * escaping. Only on a terminal is it made safe to look at, as all text is (ui/paint.ts safeOutput),
 * keeping the format's own marks (a leading byte-order mark, CR before LF): a control character from
 * a sheet file never acts on the terminal, and the file a redirect writes never changes.
 */
export function writeDocument(text: string): void {
  if (!isTerminal(1)) return write(1, text);
  write(
    1,
    text
      .split(/(^\ufeff|\r\n)/)
      .map((part, i) => (i % 2 === 1 ? part : safeOutput(part, false)))
      .join(''),
  );
}

export const writeOut = (text: string): void => write(1, text);
export const writeErr = (text: string): void => write(2, text);
