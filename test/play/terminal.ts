import { describe } from '@jest/globals';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { BIN, tafel, TerminalKeys } from '../helpers/cli.js';

/**
 * The built binary in a real pseudo-terminal: util-linux `script` when present, else python3's pty
 * module. Keys are sent only after the screen shows the expected question, so nothing depends on
 * timing; the waits are generous and only there to fail instead of hanging. TAFEL_TEST_PTY=python3
 * forces the python fallback.
 */
const has = (cmd: string): boolean => spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0;
export const WITH = process.env.TAFEL_TEST_PTY ?? (has('script') ? 'script' : has('python3') ? 'python3' : undefined);
export const maybe = WITH ? describe : describe.skip;

export const ANSI = /\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Z0-9]|\r/g;
/** A text to find as it is, in a RegExp. */
export const esc = (x: string): string => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const quote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;

/**
 * What a test does with a terminal, whichever runs tafel: `Terminal` (a process in a real pseudo-terminal) or
 * `InTerminal` (the bundle in this process). `raw` is what the terminal got, escape sequences included and every
 * line feed with the carriage return a terminal adds (onlcr); `screen` is that without them.
 */
export abstract class TerminalSession {
  private out = '';
  /** The screen so far, but for an escape sequence at its end that a later write may finish (`tail`). */
  private shown = '';
  private tail = '';
  private mark = 0;
  abstract readonly exit: Promise<number>;
  /** Whether tafel has ended: a wait then fails at once. */
  protected abstract ended(): boolean;
  /** Resolves when more may have been written or tafel may have ended, at the latest after `ms`. */
  protected abstract later(ms: number): Promise<void>;
  abstract send(keys: string): void;
  abstract kill(): void;

  protected written(text: string): void {
    this.out += text;
    const t = this.tail + text;
    const cut = /\x1b(\[[0-9;?]*|[()])?$/.exec(t);
    this.tail = cut ? t.slice(cut.index) : '';
    this.shown += (cut ? t.slice(0, cut.index) : t).replace(ANSI, '');
  }

  /** Everything written, escape sequences included. */
  get raw(): string {
    return this.out;
  }

  /** The same without escape sequences and carriage returns (kept as it grows: a wait reads it at each write). */
  get screen(): string {
    return this.shown + this.tail.replace(ANSI, '');
  }

  /** Waits until the output after the last match shows `re`. */
  async waitFor(re: RegExp, ms = 60_000): Promise<void> {
    const until = Date.now() + ms;
    for (;;) {
      const fresh = this.screen.slice(this.mark);
      const m = re.exec(fresh);
      if (m) {
        // The next wait looks after this match only: one chunk can hold several questions.
        this.mark += m.index + m[0].length;
        return;
      }
      if (Date.now() > until || this.ended()) {
        throw new Error(`the terminal never showed ${re}; last output:\n${fresh.slice(-1500)}`);
      }
      await this.later(Math.max(1, until - Date.now()));
    }
  }

  /**
   * Types a line the rules refuse and waits for its reason drawn under it (`said`: "✗ ..."); Enter keeps the line and
   * the reason, and Ctrl-C ends the session (the caller checks its exit and that nothing was written).
   */
  async refusedInPlace(line: string, said: string): Promise<void> {
    const shown = new RegExp(`${esc(line)}\\n> ${esc(said)}\\n`);
    this.send(line);
    await this.waitFor(shown, 10_000);
    this.send('\r');
    await this.waitFor(shown, 10_000);
    this.send('\x03');
  }

  /** Waits for the list drawn under `question` (to its key hints) and gives its choices as offered, top to bottom. */
  async choices(question: string, ms = 10_000): Promise<string[]> {
    await this.waitFor(new RegExp(`${esc(question)}\\n((?:.*\\n)*?)↑↓`), ms);
    return this.screen
      .slice(this.screen.lastIndexOf(question) + question.length)
      .split('\n')
      .slice(1)
      .filter((l) => /^[ ❯] /.test(l))
      .map((l) => l.slice(2));
  }

  /**
   * Types into a search list and waits until the list drawn for exactly that text highlights the
   * wanted answer: enter before the list is redrawn would pick from the list of a shorter text.
   */
  async pick(typed: string, highlighted: string): Promise<void> {
    this.send(typed);
    await this.waitFor(new RegExp(`${esc(typed)}\\s*\\n❯ ${esc(highlighted)}`));
    this.send('\r');
  }
}

export class Terminal extends TerminalSession {
  private readonly child: ChildProcess;
  readonly exit: Promise<number>;

  /**
   * `env` overrides the defaults (LANG=C, NO_COLOR=1); a value undefined removes the variable.
   * `size` sets the terminal's columns and rows (stty on the pseudo-terminal before tafel starts).
   */
  constructor(home: string, args: string[], extra: NodeJS.ProcessEnv = {}, size?: { columns: number; rows: number }) {
    super();
    const tafel = [process.execPath, BIN, ...args];
    const argv = size
      ? ['sh', '-c', `stty cols ${size.columns} rows ${size.rows} && exec "$@"`, 'sh', ...tafel]
      : tafel;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      TAFEL_HOME: home,
      LANG: 'C',
      TERM: 'xterm',
      NO_COLOR: '1',
      ...extra,
    };
    delete env.DEBUG;
    delete env.FORCE_COLOR;
    for (const [k, v] of Object.entries(extra)) if (v === undefined) delete env[k];
    this.child =
      WITH === 'script'
        ? spawn('script', ['-qfec', argv.map(quote).join(' '), '/dev/null'], { env, stdio: ['pipe', 'pipe', 'pipe'] })
        : spawn(
            'python3',
            ['-c', 'import os, pty, sys; sys.exit(os.waitstatus_to_exitcode(pty.spawn(sys.argv[1:])))', ...argv],
            { env, stdio: ['pipe', 'pipe', 'pipe'] },
          );
    this.child.stdout!.on('data', (d: Buffer) => this.written(d.toString('utf8')));
    this.child.stderr!.on('data', (d: Buffer) => this.written(d.toString('utf8')));
    this.exit = new Promise((resolve) => this.child.on('close', (code) => resolve(code ?? -1)));
  }

  protected ended(): boolean {
    return this.child.exitCode !== null;
  }

  protected later(ms: number): Promise<void> {
    return new Promise((r) => setTimeout(r, Math.min(25, ms)));
  }

  send(keys: string): void {
    this.child.stdin!.write(keys);
  }

  kill(): void {
    if (this.child.exitCode === null && this.child.pid) this.child.kill('SIGKILL');
  }
}

/**
 * Table mode IN THIS PROCESS: the built bundle run as `tafel(home, args, ...)` runs it (test/helpers/cli.ts), with
 * standard input a terminal the test types into (`TerminalKeys`) and standard output and error one terminal of
 * `size` (none given: a terminal that tells no size, as a pseudo-terminal nobody sized), whose writes `raw` and
 * `screen` show as a real terminal got them. The environment is `Terminal`'s (LANG=C, TERM=xterm, NO_COLOR=1, then
 * `env`; a value undefined removes the variable), and the clock `now` when given. `resize` changes the window's
 * size while the run goes on. `exit` is the run's exit code; `kill` aborts the run's signal (a
 * run waiting at a question stops there, as a process does at SIGTERM).
 * What it cannot show is a process's: fds 0-2 that fstat finds a terminal, the size stty set, the process exiting by
 * itself, Ctrl-C as a signal outside a question, and a real environment's NO_COLOR; those stay a `Terminal`.
 */
export class InTerminal extends TerminalSession {
  readonly exit: Promise<number>;
  private readonly keys = new TerminalKeys();
  private readonly stop = new AbortController();
  private done = false;
  /** The waits to wake at the next write or at the end (one each, however many wait). */
  private readonly waiting = new Set<() => void>();

  /** The window's size, which `resize` changes: what tafel reads next is the new size. */
  private readonly size: { columns: number; rows: number };

  constructor(
    home: string,
    args: string[],
    extra: NodeJS.ProcessEnv = {},
    size?: { columns: number; rows: number },
    now?: Date,
  ) {
    super();
    const env: NodeJS.ProcessEnv = { TERM: 'xterm', NO_COLOR: '1', ...extra };
    this.size = { columns: size?.columns ?? 0, rows: size?.rows ?? 0 };
    const run = tafel(home, args, {
      env,
      tty: true,
      size: this.size,
      ...(now ? { now } : {}),
      terminal: this.keys,
      signal: this.stop.signal,
      // A terminal's line discipline puts a carriage return before each line feed (onlcr).
      onWrite: (text) => {
        this.written(text.replace(/\n/g, '\r\n'));
        this.wake();
      },
    });
    // A run that threw rejects `exit`, for the test that waits on it.
    this.exit = run.then((r) => r.code);
    const over = () => {
      this.done = true;
      this.wake();
    };
    this.exit.then(over, over);
  }

  protected ended(): boolean {
    return this.done;
  }

  protected later(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const go = () => {
        clearTimeout(timer);
        this.waiting.delete(go);
        resolve();
      };
      const timer = setTimeout(go, ms);
      this.waiting.add(go);
    });
  }

  private wake(): void {
    for (const go of [...this.waiting]) go();
  }

  /** The window resized: the size tafel reads next is the new one (nothing is told, so nothing is drawn at once). */
  resize(columns: number, rows: number): void {
    Object.assign(this.size, { columns, rows });
  }

  /** The keys reach the run after this test's current step, as a terminal's do. */
  send(keys: string): void {
    setImmediate(() => this.keys.write(keys));
  }

  /**
   * Its input is left open: ended, readline closes the prompt, whose clean-up then throws outside any prompt
   * (@inquirer/core's "Hook functions can only be called from within a prompt"), an error no test could catch.
   */
  kill(): void {
    if (!this.done && !this.stop.signal.aborted) this.stop.abort('SIGHUP');
  }
}
