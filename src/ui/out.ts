import fs from 'node:fs';

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

function stream(fd: Fd, data: string | Buffer): void {
  const s = STD[fd]();
  if (!streamed[fd]) {
    streamed[fd] = true;
    // A reader that stops early (`tafel sheets | head -1`) is not an error.
    s.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
      throw e;
    });
  }
  s.write(data);
}

/** Writes text to fd 1 (standard output) or 2 (standard error). */
export function write(fd: Fd, text: string): void {
  if (streamed[fd] || isTerminal(fd)) return stream(fd, text);
  const bytes = Buffer.from(text);
  let done = 0;
  try {
    while (done < bytes.length) done += fs.writeSync(fd, bytes, done);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EPIPE') process.exit(process.exitCode ?? 0);
    // A non-blocking pipe that is full: the stream waits for the reader.
    if (code !== 'EAGAIN') throw e;
    stream(fd, bytes.subarray(done));
  }
}

export const writeOut = (text: string): void => write(1, text);
export const writeErr = (text: string): void => write(2, text);
