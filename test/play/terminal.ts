import { describe } from '@jest/globals';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { BIN } from '../helpers/cli.js';

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
const quote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;

export class Terminal {
  private out = '';
  private mark = 0;
  private readonly child: ChildProcess;
  readonly exit: Promise<number>;

  /**
   * `env` overrides the defaults (LANG=C, NO_COLOR=1); a value undefined removes the variable.
   * `size` sets the terminal's columns and rows (stty on the pseudo-terminal before tafel starts).
   */
  constructor(home: string, args: string[], extra: NodeJS.ProcessEnv = {}, size?: { columns: number; rows: number }) {
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
    this.child.stdout!.on('data', (d: Buffer) => (this.out += d.toString('utf8')));
    this.child.stderr!.on('data', (d: Buffer) => (this.out += d.toString('utf8')));
    this.exit = new Promise((resolve) => this.child.on('close', (code) => resolve(code ?? -1)));
  }

  /** Everything written, escape sequences included. */
  get raw(): string {
    return this.out;
  }

  get screen(): string {
    return this.out.replace(ANSI, '');
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
      if (Date.now() > until || this.child.exitCode !== null) {
        throw new Error(`the terminal never showed ${re}; last output:\n${fresh.slice(-1500)}`);
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  send(keys: string): void {
    this.child.stdin!.write(keys);
  }

  /**
   * Types into a search list and waits until the list drawn for exactly that text highlights the
   * wanted answer: enter before the list is redrawn would pick from the list of a shorter text.
   */
  async pick(typed: string, highlighted: string): Promise<void> {
    const esc = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    this.send(typed);
    await this.waitFor(new RegExp(`${esc(typed)}\\s*\\n❯ ${esc(highlighted)}`));
    this.send('\r');
  }

  kill(): void {
    if (this.child.exitCode === null && this.child.pid) this.child.kill('SIGKILL');
  }
}
