/**
 * Running tafel from a test: the BUILT bundle (`npm run build` first; `npm test` does), two ways.
 *
 * - `tafel(home, args, opts?)`: async, IN THIS PROCESS. dist/ is loaded once per test file through the
 *   loader bin/tafel.cjs itself uses, and run as the binary runs it, `run(argv, io)` (src/cli/run.ts),
 *   with an io made here (src/cli/io.ts). Resolves `{ code, stdout, stderr }`. A few milliseconds a run
 *   instead of a process start (about 150 ms of CPU), and the same code, from argv to exit code.
 *   `tafelJson(home, args, opts?)` adds --json and parses stdout (rejects with stderr on a failure).
 * - `tafelIsolated(home, args, env?, bin?)`: async, in a FRESH V8 ISOLATE (a worker thread of this process), loaded
 *   by the binary's loader: what a new process does with the code cache (reads it, rejects it, writes it at exit).
 * - `spawnTafel(home, args, env?)`: the binary as a PROCESS (sync; `spawnTafelAsync` for several at
 *   once, `spawnTafelJson`): for what only a process shows (see below).
 * - `spawnRuns(home, lines, env?, timeout?)`: several runs of the bundle in ONE process of their own, for runs that
 *   need a process only to be stoppable (a FIFO, /dev/zero, /proc) or for its time zone or environment. Its script
 *   (test/helpers/runs.cjs) also runs commands with the process's own io, in a pseudo-terminal it resizes between
 *   them (`own`: the listings at two sizes in one process, test/ui/listings.pty.e2e.test.ts).
 *
 * What an in-process run takes (`RunOptions`), each as the binary would get it:
 * - `env`: more environment (LANG, NO_COLOR, TAFEL_LOCK_WAIT_MS...). As for a spawn, the run gets this
 *   process's environment without NO_COLOR, FORCE_COLOR and DEBUG, with TAFEL_HOME=home and LANG=C.
 * - `tty: true`: standard output and error are a terminal (colour on unless --no-color or NO_COLOR),
 *   of `columns` x `rows` (80 x 24 unless given; 0 for a terminal that tells no size, as a pseudo-terminal
 *   nobody sized). Without it both are pipes (no width, no colour; COLUMNS and LINES in `env` still give a
 *   width, as on a real pipe). The streams are what the prompts need of a terminal: isTTY, columns and
 *   rows as readline reads them through the prompts' mute stream, and never ended when that stream ends
 *   (`_isStdio`, as Node's own). No resize is ever told: nothing listens for it (readline listens on
 *   the mute stream, which passes none on; tafel reads the size at each question). `size`, an object the test
 *   changes, is a window resized meanwhile: what is read next is the new size.
 * - `terminal`: standard input is a terminal, a `TerminalKeys` stream the test types into (isTTY,
 *   setRawMode); readline parses its bytes into keys as it does a real terminal's. With `tty: true`
 *   table mode asks: `InTerminal` (test/play/terminal.ts) runs `play` and `record`'s questions so,
 *   with `Terminal`'s interface (waitFor, send, pick, screen, raw, exit, kill); `onWrite` tells each
 *   write to standard output or error in the order made, as one terminal shows both.
 * - `now`: the clock, another day ('2026-11-29T20:00:00' or a Date): what `today` means, a new sheet's date.
 *   The time zone is this process's: a TZ in `env` moves no clock in process (nor does Jest's
 *   `process.env.TZ`), so a test of another zone runs in a process (`spawnRuns`, one for all its zones).
 * - `stdin`: text on standard input (a pipe, never a terminal: nothing prompts), or a stream the
 *   test holds (a pipe left open that never writes).
 * - `stdoutFd`, `stderrFd`: the stream redirected to a file the test opened (a real file, /dev/full), written with
 *   writeSync on that fd as the binary writes a redirected stream; the run's text for it is then empty.
 * - `stdout`: standard output is the test's own stream (a slow reader, one that goes away); its text is then empty.
 * - `signal`: what stops `serve` (abort it, e.g. with 'SIGINT').
 * - `traceChunks`: a file in which a fresh load of the bundle lists the chunks the run loads (the byte budgets).
 * - `fresh: true`: the bundle loaded afresh for this run, as a new process loads it (a build changed on disk).
 *
 * HOWTO convert a suite (measure it before and after: see the README's "Speed"):
 * 1. `tafel(...)` becomes `await tafel(...)` and `tafelJson(...)` `await tafelJson(...)`, in async tests;
 *    a helper of the suite that runs tafel becomes async too. `Promise.all` of several runs is fine:
 *    runs share nothing (each has its own io, locks, loaded languages and exit code).
 * 2. `spawnSync('bash', ...)` pipelines, `NO_COLOR=1` in a real environment and the like stay spawns;
 *    `{ COLUMNS: '60' }` on a pipe stays an env field, a terminal's width is `{ tty: true, columns: 60 }`.
 * 3. Give paths absolute (`--out`, `--data-dir`): a relative one resolves against this process's
 *    directory, as a spawn's did against the directory it inherited.
 * 4. Run the suite, then break the fix a test guards (revert it: `git log -S` finds it) and watch
 *    the test fail in process too; write down the CPU cost before and after.
 * What stays a spawn, because only a process shows it: pipes and the exit code of a real process (a
 * reader that stops early, writeSync to a full pipe; a file or /dev/full is `stdoutFd`), NO_COLOR and
 * FORCE_COLOR read from a real environment, terminal detection (fstat of fds 0-2), start-up
 * (bin/tafel.cjs's own answers and exit hook), SIGKILL, two processes and their locks, file modes and the
 * umask, signals (`serve` itself runs in process: test/helpers/scorer.ts), Tab in a real shell, the
 * tarball; and of table mode, a few sessions in a real pseudo-terminal (`Terminal`): a `play` whose
 * process exits by itself, Ctrl-C at a question (exit 130, nothing written), `--no-input` on a real
 * terminal, one sized session (fstat finds the terminal, stty's size), `--no-color` with NO_COLOR
 * absent from a real environment. Every other table-mode session runs in process (`InTerminal`).
 */
import { afterAll } from '@jest/globals';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable, Writable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Io } from '../../src/cli/io.js';

const { alive } = createRequire(import.meta.url)('./alive.cjs') as { alive: Io['alive'] };

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BIN = path.join(ROOT, 'bin', 'tafel.cjs');

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** A maker of fresh data directories for one test file; each is removed after the file's tests. */
export function tempHomes(): () => string {
  const homes: string[] = [];
  afterAll(() => {
    for (const h of homes) fs.rmSync(h, { recursive: true, force: true });
  });
  return () => {
    const h = tempHome();
    homes.push(h);
    return h;
  };
}

/** A fresh, empty data directory for one test. */
export function tempHome(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'tafel-test-'));
}

/**
 * This process's environment without what would colour or trace a run, copied once (no test changes it: reading
 * process.env is slow, and a suite's thousands of runs paid for a copy each).
 */
let inherited: NodeJS.ProcessEnv | undefined;
/** The environment a run gets: this process's (see above), TAFEL_HOME=home, LANG=C, then `env`. */
const baseEnv = (home: string, env: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => {
  if (inherited === undefined) {
    const { NO_COLOR, FORCE_COLOR, DEBUG, ...rest } = process.env;
    inherited = rest;
  }
  return { ...inherited, TAFEL_HOME: home, LANG: 'C', ...env };
};

/* ---------------------------------------------------------------------------------------------- */
/* In process                                                                                      */
/* ---------------------------------------------------------------------------------------------- */

export interface RunOptions {
  env?: NodeJS.ProcessEnv;
  /** Standard output and error are a terminal (and so colour is on, unless switched off). */
  tty?: boolean;
  columns?: number;
  rows?: number;
  /**
   * The terminal's size as the test holds it, read at each ask (instead of `columns` and `rows`): a window the test
   * resizes while the run goes on (`InTerminal.resize`).
   */
  size?: { columns: number; rows: number };
  /** The clock: the run's "now" (a day other than today). */
  now?: Date | string;
  /** Standard input's text (a pipe), or a stream the test holds (a pipe left open). */
  stdin?: string | Readable;
  /**
   * Standard input a terminal: the keys a test types into this stream (`TerminalKeys`), which the prompts read.
   * With `tty` too (standard output and error the same terminal) table mode asks, as `InTerminal` runs it.
   */
  terminal?: TerminalKeys;
  /** Told each write to standard output (1) or error (2) as it is made, in that order: what one terminal shows. */
  onWrite?: (text: string, fd: 1 | 2) => void;
  /** Standard output redirected to this open file (`> file`, `> /dev/full`): written with writeSync, not captured. */
  stdoutFd?: number;
  /** Standard output is this stream, not captured: a reader slower than tafel (one that holds writes back), or gone. */
  stdout?: Writable;
  /** Standard error so redirected (`2> /dev/full`). */
  stderrFd?: number;
  signal?: AbortSignal;
  /** Told each write to standard output as it is made: what a server that runs until stopped printed so far. */
  onStdout?: (text: string) => void;
  /** The same of standard error: what such a server said on it so far. */
  onStderr?: (text: string) => void;
  /** Another build's bin/tafel.cjs (its dist/ beside it), run without a code cache: a test's variant of the bundle. */
  bin?: string;
  /** What a command that asks for a thread of its own (Io.thread: `export --all` of many sheets) is given. */
  thread?: Io['thread'];
  /**
   * The bundle loaded afresh for this run (not the file's shared load), by bin/tafel.cjs's loader told to list
   * each chunk it loads in this file (TAFEL_TRACE_CHUNKS, an absolute path), as the binary's is: what the
   * command loads from its start.
   */
  traceChunks?: string;
  /** The bundle loaded afresh for this run, as a new process would load it: what is on disk now (an upgrade). */
  fresh?: boolean;
  /** The run's process id (this process's unless given): a pid no process has is a run whose process has ended. */
  pid?: number;
}

interface Bundle {
  run(argv: readonly string[], io: Io): Promise<number>;
}

const bundles = new Map<string, Bundle>();
/** dist/cli.cjs through bin/tafel.cjs's loader, once per test file (Jest gives each file its own modules). */
function loaded(bin: string): Bundle {
  let bundle = bundles.get(bin);
  if (!bundle) {
    bundle = load(bin);
    bundles.set(bin, bundle);
  }
  return bundle;
}

/** dist/cli.cjs through a new loader of bin/tafel.cjs, with more environment for the loader (`extra`). */
function load(bin: string, extra: NodeJS.ProcessEnv = {}): Bundle {
  const { loadTafel } = createRequire(import.meta.url)(bin) as {
    loadTafel(o: { env?: NodeJS.ProcessEnv; keepCache?: (write: () => void) => void }): {
      load(name: string): Bundle;
    };
  };
  // The code cache is read as the binary reads it; writing it is left to the binaries the tests start.
  // A test's own build is never cached: its chunks live in a temporary directory.
  const env = { ...process.env, ...(bin === BIN ? {} : { TAFEL_CODE_CACHE: '0' }), ...extra };
  return loadTafel({ env, keepCache: () => undefined }).load('cli.cjs');
}

/**
 * Standard input as a terminal (`RunOptions.terminal`): what the test writes to it is what the keys send. Read as
 * readline reads a terminal: raw mode is only noted (`isRaw`), and the bytes reach the run as written, in either
 * mode (no line discipline: no echo, no line buffering, no Ctrl-C turned into a signal).
 */
export class TerminalKeys extends PassThrough {
  readonly isTTY = true;
  isRaw = false;
  setRawMode(on: boolean): this {
    this.isRaw = on;
    return this;
  }
}

/** What a stream of the run wrote, as text once it has ended (so a character split between writes is whole). */
class Capture extends Writable {
  private readonly chunks: Buffer[] = [];
  private readonly decoder = new StringDecoder('utf8');
  constructor(
    private readonly tell?: (text: string) => void,
    private readonly each?: (text: string) => void,
  ) {
    super();
  }
  override _write(chunk: Buffer | string, _enc: BufferEncoding, done: () => void): void {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    this.chunks.push(bytes);
    this.tell?.(this.text());
    this.each?.(this.decoder.write(bytes));
    done();
  }
  text(): string {
    return Buffer.concat(this.chunks).toString('utf8');
  }
}

/**
 * Standard output or error as a terminal (`tty: true`), as the prompts use it through readline and their mute stream:
 * its size (0 for none, as Node has it for a terminal nobody sized), and never ended by a stream piped into it (the
 * prompts' mute stream ends at each answer; Node spares its own standard streams by `_isStdio`).
 */
class TerminalOut extends Capture {
  readonly isTTY = true;
  readonly _isStdio = true;
  constructor(
    private readonly size: { columns: number; rows: number },
    tell?: (text: string) => void,
    each?: (text: string) => void,
  ) {
    super(tell, each);
  }
  get columns(): number {
    return this.size.columns;
  }
  get rows(): number {
    return this.size.rows;
  }
}

/** Resolves after every write handed to the stream so far has been taken. */
const drained = (w: Writable): Promise<void> => new Promise((resolve) => w.write('', () => resolve()));

/** Runs the built bundle in this process, as `node bin/tafel.cjs <args>` would run, with the io of `opts`. */
export async function tafel(home: string, args: string[], opts: RunOptions = {}): Promise<Run> {
  const tty = opts.tty ?? false;
  // 0: a terminal that tells no size (Node's `columns || undefined`, src/cli/io.ts).
  const dims = opts.size ?? { columns: opts.columns ?? 80, rows: opts.rows ?? 24 };
  const size = (k: 'columns' | 'rows') => () => (tty ? dims[k] || undefined : undefined);
  const each = (fd: 1 | 2) => (opts.onWrite ? (text: string) => opts.onWrite!(text, fd) : undefined);
  const [stdout, stderr] = ([1, 2] as const).map((fd) => {
    const tell = fd === 1 ? opts.onStdout : opts.onStderr;
    return tty ? new TerminalOut(dims, tell, each(fd)) : new Capture(tell, each(fd));
  });
  const exits: (() => void)[] = [];
  const now = opts.now;
  const keys = opts.terminal;
  const io: Io = {
    stdin: keys
      ? { isTTY: true, stream: () => keys }
      : {
          isTTY: false,
          stream: () =>
            opts.stdin instanceof Readable ? opts.stdin : Readable.from(opts.stdin === undefined ? [] : [opts.stdin]),
        },
    stdout: {
      isTTY: tty,
      fd: opts.stdoutFd,
      stream: () => opts.stdout ?? stdout,
      columns: size('columns'),
      rows: size('rows'),
    },
    stderr: {
      isTTY: tty,
      fd: opts.stderrFd,
      stream: () => stderr,
      columns: size('columns'),
      rows: size('rows'),
    },
    env: baseEnv(home, opts.env),
    now: () => (now === undefined ? new Date() : new Date(now)),
    signal: opts.signal ?? new AbortController().signal,
    pid: opts.pid ?? process.pid,
    uid: process.getuid?.(),
    alive,
    onExit: (hook) => void exits.push(hook),
    ...(opts.thread ? { thread: opts.thread } : {}),
  };
  let code: number;
  try {
    const bin = opts.bin ?? BIN;
    const trace = opts.traceChunks ? { TAFEL_TRACE_CHUNKS: opts.traceChunks } : undefined;
    const bundle = trace || opts.fresh ? load(bin, trace) : loaded(bin);
    code = await bundle.run(['node', bin, ...args], io);
  } finally {
    for (const hook of exits) hook();
  }
  await Promise.all([drained(opts.stdout ?? stdout), drained(stderr)]);
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

/** Runs in process with --json and parses stdout; rejects with the stderr when the command failed. */
export async function tafelJson<T = any>(home: string, args: string[], opts?: RunOptions): Promise<T> {
  const r = await tafel(home, [...args, '--json'], opts);
  if (r.code !== 0) throw new Error(`tafel ${args.join(' ')} exited ${r.code}: ${r.stderr}`);
  return JSON.parse(r.stdout) as T;
}

/** The values of a completion answer (`value<TAB>description` lines, then `:directive`), without descriptions. */
export const candidates = (answer: string): string[] =>
  answer
    .split('\n')
    .filter((l) => l !== '' && !l.startsWith(':'))
    .map((l) => l.split('\t')[0]);

/** What Tab offers after `words`: the values `tafel complete -- <words>` answers, in process. */
export async function tabValues(home: string, ...words: string[]): Promise<string[]> {
  return candidates((await tafel(home, ['complete', '--', ...words])).stdout);
}

/* ---------------------------------------------------------------------------------------------- */
/* In a fresh isolate                                                                              */
/* ---------------------------------------------------------------------------------------------- */

/**
 * Runs the built bundle of `bin` in a fresh V8 isolate, a worker thread of this process (test/helpers/isolate.cjs),
 * with the environment a spawn gets (TAFEL_HOME=home, LANG=C, then `env`): loaded by bin/tafel.cjs's loader as the
 * binary loads it, its code cache read from and written to the cache folder of `env` as a new process reads and
 * writes it (V8 keeps what one isolate compiled, so a second load in the same isolate would never read a cache).
 * Standard output and error are pipes. For the code cache's tests: a fraction of a process's cost. Not for a run that
 * could block or loop in a system call or in Node's own code (a FIFO's open, a recursive mkdir in /proc): a thread
 * there cannot be stopped, and would keep Jest from exiting; a process can be killed.
 */
export async function tafelIsolated(home: string, args: string[], env?: NodeJS.ProcessEnv, bin = BIN): Promise<Run> {
  return (await isolated(home, args, env, bin)).run;
}

/**
 * The same run, with the modules of Node it loaded (`node:crypto`, never `internal/...`), beyond those the thread
 * itself loads: what a command's start-up pays for besides dist/.
 */
export async function nodeModulesOf(
  home: string,
  args: string[],
  env?: NodeJS.ProcessEnv,
): Promise<Run & { modules: string[] }> {
  const { run, modules } = await isolated(home, args, env, BIN, true);
  return { ...run, modules };
}

async function isolated(
  home: string,
  args: string[],
  env: NodeJS.ProcessEnv | undefined,
  bin: string,
  modules = false,
): Promise<{ run: Run; modules: string[] }> {
  const worker = new Worker(path.join(ROOT, 'test', 'helpers', 'isolate.cjs'), {
    workerData: { bin, argv: [process.execPath, bin, ...args], modules },
    env: baseEnv(home, env),
    stdout: true,
    stderr: true,
  });
  const text = (r: Readable) =>
    new Promise<string>((resolve) => {
      let t = '';
      r.setEncoding('utf8');
      r.on('data', (d: string) => (t += d));
      r.on('end', () => resolve(t));
    });
  // An error the run did not catch ends the thread (exit 1); it is told as a process would print it.
  let thrown = '';
  worker.on('error', (e) => (thrown += `${e instanceof Error ? e.stack : String(e)}\n`));
  let loaded: string[] = [];
  worker.on('message', (m: { modules?: string[] }) => (loaded = m.modules ?? loaded));
  const [code, stdout, stderr] = await Promise.all([
    new Promise<number>((ok) => worker.on('exit', ok)),
    text(worker.stdout),
    text(worker.stderr),
  ]);
  return { run: { code, stdout, stderr: stderr + thrown }, modules: loaded };
}

/* ---------------------------------------------------------------------------------------------- */
/* As a process                                                                                    */
/** Runs the built binary as a process with stdin closed (never a terminal), in `cwd` when given. */
export function spawnTafel(home: string, args: string[], env?: NodeJS.ProcessEnv, cwd?: string): Run {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd,
    env: baseEnv(home, env),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process start on a busy machine (two cores shared by up to eight sessions) can take seconds.
    timeout: 60000,
  });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/** The same, asynchronously: for several processes at once. */
export function spawnTafelAsync(home: string, args: string[], env?: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      env: baseEnv(home, env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

/**
 * `n` processes (the i-th's command line `args(i)`) that leave node's own start together: each is held at a gate
 * (test/helpers/gate.cjs, preloaded) until all of them are there, so that they meet in what the test is about (a
 * lock) instead of arriving one after another as their starts finish. Started one by one, 8 `new` at once caught
 * an id lock taken by rename instead of link in none of four runs, 24 in three of four; 12 held at the gate caught
 * it in every run.
 */
export async function spawnTogether(home: string, n: number, args: (i: number) => string[]): Promise<Run[]> {
  const gate = fs.mkdtempSync(path.join(os.tmpdir(), 'tafel-gate-'));
  try {
    const env = {
      TAFEL_TEST_GATE: gate,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${path.join(ROOT, 'test', 'helpers', 'gate.cjs')}`,
    };
    const runs = Array.from({ length: n }, (_, i) => spawnTafelAsync(home, args(i), env));
    const ready = () => fs.readdirSync(gate).filter((f) => f.startsWith('ready-')).length;
    // A start on a busy machine can take seconds; the gate itself opens by its own after 60 s.
    for (const until = Date.now() + 60000; ready() < n && Date.now() < until; )
      await new Promise((resolve) => setTimeout(resolve, 5));
    fs.writeFileSync(path.join(gate, 'open'), '');
    return await Promise.all(runs);
  } finally {
    fs.rmSync(gate, { recursive: true, force: true });
  }
}

/** A process with --json, stdout parsed; fails the test with the stderr when the command failed. */
export function spawnTafelJson<T = any>(home: string, args: string[], env?: NodeJS.ProcessEnv): T {
  const r = spawnTafel(home, [...args, '--json'], env);
  if (r.code !== 0) throw new Error(`tafel ${args.join(' ')} exited ${r.code}: ${r.stderr}`);
  return JSON.parse(r.stdout) as T;
}

/** A run of `spawnRuns`: its command line, and more environment for it alone (TZ too: the process takes it). */
export type RunLine = string[] | { args: string[]; env?: NodeJS.ProcessEnv };

/**
 * Several runs of the built bundle, one after another, in ONE process of their own (test/helpers/runs.cjs): for runs
 * that need a process only so that a hang can be stopped (a FIFO, /dev/zero or /proc where a file should be: a read
 * there would block this process's thread for good), or for what is the process's own (its time zone, its environment
 * as /proc/self/environ shows it). Each run has the io a run in this process has (pipes; the environment a spawn gets,
 * with `env`, then the run's own). The process is killed after `timeout` ms: a run that had not ended by then is
 * `code: -1`, with what the process wrote on standard error.
 */
export function spawnRuns(home: string, lines: RunLine[], env?: NodeJS.ProcessEnv, timeout = 60000): Run[] {
  const runs = lines.map((l) => (Array.isArray(l) ? { args: l } : l));
  const r = spawnSync(
    process.execPath,
    [path.join(ROOT, 'test', 'helpers', 'runs.cjs'), JSON.stringify({ bin: BIN, runs })],
    { env: baseEnv(home, env), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout },
  );
  const told = r.stdout.split('\n').filter((l) => l !== '');
  return runs.map((_, i) =>
    i < told.length ? (JSON.parse(told[i]) as Run) : { code: -1, stdout: '', stderr: r.stderr },
  );
}

/** Every file of a data directory with its bytes, to prove that a refused command wrote nothing. */
export function snapshot(home: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const name of fs.readdirSync(dir)) {
      const p = path.join(dir, name);
      if (fs.statSync(p).isDirectory()) walk(p);
      else out[path.relative(home, p)] = fs.readFileSync(p, 'base64');
    }
  };
  walk(home);
  return out;
}
