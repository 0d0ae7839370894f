import fs from 'node:fs';
import type { HeapBound, ThreadEnd } from '../commands/context.js';
import type { InStd, OutStd } from '../ui/out.js';
import type { ThreadData } from './thread.js';

/**
 * The one I/O boundary: everything a run of tafel takes from the process it runs in. `run(argv, io)`
 * (src/cli/run.ts) reads nothing else, so the tests run the built bundle in their own process with an
 * io of their making (test/helpers/cli.ts), and two runs in one process share nothing. This file
 * alone reads `process` (test/layers.test.ts keeps it so); the rooms below take the part they need
 * from the run, as plain values and functions: the store its Host (store/host.ts), the output its
 * Std streams (ui/out.ts), a command its Ctx (commands/context.ts).
 */

export type Env = Readonly<Record<string, string | undefined>>;
export type { InStd, OutStd };

export interface Io {
  readonly stdin: InStd;
  readonly stdout: OutStd;
  readonly stderr: OutStd;
  readonly env: Env;
  /** The clock: the date a sheet gets, what `today` and `yesterday` mean, the trash's days. */
  now(): Date;
  /**
   * Aborted when the run should stop (Ctrl-C, SIGTERM or SIGHUP for the process: `reason` is the
   * signal's name). `serve` waits on it, an export to a file looks at it between its pieces (and stops
   * its thread with it); the process's signal handlers are installed when it is first read.
   */
  readonly signal: AbortSignal;
  /** The process the run is in: it names locks and temporary files (store/host.ts). */
  readonly pid: number;
  /** This user's id (undefined where there is none, Windows): what the user's own cache files must be owned by. */
  readonly uid: number | undefined;
  /** Whether a process of this machine runs under that pid (a lock's holder, a killed import's). */
  alive(pid: number): boolean;
  /**
   * Runs `hook` when the run's process ends, however it ends (an in-process run's io: when run() has
   * returned): what must not outlive the process, such as the locks it holds.
   */
  onExit(hook: () => void): void;
  /** Asks for this many threads of file work before the first of it (import's flushes); may do nothing. */
  fileThreads?(n: number): void;
  /**
   * Hands an error thrown outside the run's own promise (a stray callback) to `handler`, which says it
   * and returns the exit code. Without it such an error is the host's: a test sees it fail.
   */
  onStray?(handler: (e: unknown) => number): void;
  /**
   * Runs the command line `args` (without node and the script) again, in a thread of this process
   * whose heap is held to `heap`, on the same standard streams, environment and clock, and resolves
   * when the thread has ended (`export --all` of many sheets: V8 lets an unbounded heap grow to
   * several times what is alive). Only the process's own io offers it, and a thread's run is given no
   * thread of its own.
   */
  thread?(args: readonly string[], heap: HeapBound): Promise<ThreadEnd>;
}

/**
 * Whether fd 0, 1 or 2 is a terminal. Asked of the stream only when the fd is a character device that
 * can be one: on Linux /dev/null and its kin (memory devices, major number 1) never are.
 */
function fdIsTerminal(fd: 0 | 1 | 2, stream: () => { isTTY?: boolean }): boolean {
  let maybe = false;
  try {
    const st = fs.fstatSync(fd);
    maybe = st.isCharacterDevice() && !(process.platform === 'linux' && ((st.rdev >> 8) & 0xfff) === 1);
  } catch {
    // closed: no terminal
  }
  return maybe && Boolean(stream().isTTY);
}

/** This user's id, where there is one (not on Windows). */
const userId = (): number | undefined => (typeof process.getuid === 'function' ? process.getuid() : undefined);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** `make`'s value, made at the first call; `made()` says whether it has been. */
const once = <T>(make: () => T): (() => T) & { made(): boolean } => {
  let made = false;
  let value: T;
  const get = () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value;
  };
  return Object.assign(get, { made: () => made });
};

/**
 * Standard output or error of this process; `pending()` says whether its stream (once made) still holds bytes,
 * `wasTerminal()` whether the run has found it a terminal.
 */
function processOut(fd: 1 | 2): OutStd & { fd: 1 | 2; pending(): boolean; wasTerminal(): boolean } {
  let made = false;
  const stream = (): NodeJS.WriteStream => {
    made = true;
    return fd === 1 ? process.stdout : process.stderr;
  };
  const tty = once(() => fdIsTerminal(fd, stream));
  return {
    get isTTY() {
      return tty();
    },
    fd,
    stream,
    pending: () => made && stream().writableLength > 0,
    wasTerminal: () => tty.made() && tty(),
    columns: () => (tty() ? stream().columns || undefined : undefined),
    rows: () => (tty() ? stream().rows || undefined : undefined),
  };
}

/**
 * Whether fd's terminal has been closed (hung up: its window shut, its ssh connection gone). A write of
 * nothing to it is then refused with EIO, where a terminal still there takes it and shows nothing.
 */
function hungUp(fd: 0 | 1 | 2): boolean {
  try {
    fs.writeSync(fd, '');
    return false;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EIO';
  }
}

/** The io of this process, and how its run ends. */
export interface ProcessIo extends Io {
  /**
   * Ends the process with the run's exit code: at once when nothing is still on its way out, which spares
   * Node the freeing of the heap page by page (docs/speed.md); else when the event loop is done. On its way
   * out is what a stream still queues (a pipe that was full; a terminal's writes are synchronous, a pipe's
   * and a file's by writeSync) and whatever a thread passed on to this process's streams.
   */
  end(code: number): void;
}

/**
 * The io of this process: its streams, environment, clock, signals and exit; with `threadScript`
 * (bin/tafel-thread.cjs, which runs `runThread`) it can also run a command line in a thread.
 */
export function processIo(threadScript?: string): ProcessIo {
  const stdinTty = once(() => fdIsTerminal(0, () => process.stdin));
  const outs = [processOut(1), processOut(2)];
  let threaded = false;
  /** Whether a terminal this run found (standard input, output or error) has been closed since. */
  const terminalGone = (): boolean =>
    (stdinTty.made() && stdinTty() && hungUp(0)) || outs.some((o) => o.wasTerminal() && hungUp(o.fd));
  /**
   * Ends the process as one without a handler for SIGHUP ends when its terminal is closed: by that signal, after the
   * exit hooks (the locks, the code cache). Node 20's own exit puts back the terminal's settings, and a closed
   * terminal refuses them: Node then aborts, or crashes on its way out (nodejs/node#51519, mended in later Node).
   * Where SIGHUP is ignored (`nohup`), SIGKILL ends it: nobody is left to read an exit code.
   */
  const hangUp = (code: number): void => {
    process.exitCode = code;
    process.emit('exit', code);
    process.removeAllListeners('SIGHUP');
    process.kill(process.pid, 'SIGHUP');
    process.kill(process.pid, 'SIGKILL');
  };
  /** Ends the process with `code` at once, or by SIGHUP when its terminal has been closed. */
  const exit = (code: number): void => (terminalGone() ? hangUp(code) : process.exit(code));
  const signal = once(() => {
    const ac = new AbortController();
    // Each is taken once: a second Ctrl-C ends the process as it would without tafel. It lets go only after the
    // signal's other listeners have run, as the prompts' own ends the process at once when it finds itself alone (and
    // leaves the terminal raw): while tafel listens, a question is stopped by this signal instead.
    const stop = (name: NodeJS.Signals) => {
      const handler = () => {
        ac.abort(name);
        setImmediate(() => process.removeListener(name, handler));
      };
      process.on(name, handler);
    };
    stop('SIGINT');
    stop('SIGTERM');
    stop('SIGHUP');
    return ac.signal;
  });
  return {
    stdin: {
      get isTTY() {
        return stdinTty();
      },
      stream: () => process.stdin,
    },
    stdout: outs[0],
    stderr: outs[1],
    env: process.env,
    now: () => new Date(),
    get signal() {
      return signal();
    },
    pid: process.pid,
    uid: userId(),
    alive,
    onExit: (hook) => void process.once('exit', hook),
    // Node starts its 4 threads at the first file work; told before that, it starts as many as asked.
    fileThreads(n) {
      process.env.UV_THREADPOOL_SIZE ??= String(n);
    },
    onStray(handler) {
      // A stray error can leave anything running (a server, a watch): the process ends with the code said.
      const end = (e: unknown) => exit(handler(e));
      process.on('uncaughtException', end);
      process.on('unhandledRejection', end);
    },
    // The thread's start is loaded when a command asks for one (src/cli/thread.ts): few runs do.
    ...(threadScript !== undefined
      ? {
          thread: async (args, heap) => {
            threaded = true;
            return (await import('./thread.js')).startThread(threadScript, threadData(args), heap, signal(), process);
          },
        }
      : {}),
    end(code) {
      process.exitCode = code;
      if (!threaded && !outs.some((o) => o.pending())) exit(code);
      else process.once('beforeExit', () => terminalGone() && hangUp(code));
    },
  };
}

/** What a thread's run is given, from this process as the run found it (bin/tafel-thread.cjs gets it as workerData). */
function threadData(args: readonly string[]): ThreadData {
  const outs = [processOut(1), processOut(2)];
  return {
    argv: [...process.argv.slice(0, 2), ...args],
    tty: [fdIsTerminal(0, () => process.stdin), outs[0].isTTY, outs[1].isTTY],
    size: outs.map((o) => [o.columns(), o.rows()]),
  };
}

/**
 * The io of a run in a thread (Io.thread): the process's own, with the streams as the starting run
 * found them (written with writeSync on their fd off a terminal, as there; a terminal's text goes
 * through the thread's stream to the process's), no signals (the process's stop it), no thread of
 * its own, and its exit hooks run when its run has ended (`end`).
 */
export function threadIo(data: ThreadData): { io: Io; end(): void } {
  const hooks: (() => void)[] = [];
  const out = (fd: 1 | 2): OutStd => {
    const [columns, rows] = data.size[fd - 1];
    return {
      isTTY: data.tty[fd],
      fd,
      stream: () => (fd === 1 ? process.stdout : process.stderr),
      columns: () => columns,
      rows: () => rows,
    };
  };
  const io: Io = {
    stdin: { isTTY: data.tty[0], stream: () => process.stdin },
    stdout: out(1),
    stderr: out(2),
    env: process.env,
    now: () => new Date(),
    signal: new AbortController().signal,
    pid: process.pid,
    uid: userId(),
    alive,
    onExit: (hook) => void hooks.push(hook),
  };
  return {
    io,
    end: () => {
      for (const hook of hooks.splice(0)) hook();
    },
  };
}
