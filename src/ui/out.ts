import fs from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import { StorageError } from '../core/errors.js';
import { safeOutput } from './paint.js';
import { say } from '../i18n/index.js';
import { wrapProse } from './fit.js';

/**
 * Standard output and error of one run (src/cli/io.ts makes them: the process's, or a test's).
 *
 * Without Node's streams unless a terminal is on the other end: the first use of process.stdout on a
 * pipe builds a socket and loads the stream machinery, 3 to 8 ms of a command that itself takes a
 * few. Pipes and files are written with writeSync on their fd instead; a terminal (where colour,
 * width and prompts need the stream anyway) and a test's stream (which has no fd) take the stream.
 */

/** Standard output or error as a run has it. */
export interface OutStd {
  /** Whether a terminal is on the other end (asked once, when first needed). */
  readonly isTTY: boolean;
  /** The file descriptor, written with writeSync off a terminal; none for a test's stream. */
  readonly fd?: number;
  /** The stream (made when first asked: the process's own costs 3 to 8 ms on a pipe). */
  stream(): Writable;
  /** The terminal's size now (it may be resized); undefined off a terminal. */
  columns(): number | undefined;
  rows(): number | undefined;
}

/** Standard input as a run has it: what the prompts read. */
export interface InStd {
  readonly isTTY: boolean;
  stream(): Readable;
}

/** The reader of standard output went away (`tafel sheets | head -1`): the run ends there, quietly. */
export class ReaderGone extends Error {}

/**
 * Standard output could not be written (a full device, an I/O error; `sys` is the system's code, ENOSPC): a refusal,
 * exit 1. The shell says it otherwise when the run had changed something already (cli/context.ts).
 */
export class OutputLost extends StorageError {
  constructor(readonly sys: string) {
    super(
      say((t) => t.ui.cannotWriteToStandard(sys)),
      'unwritable',
    );
  }
}

type Fd = 1 | 2;

export class Out {
  /**
   * Once a write went through the stream (a terminal, or a pipe that would have blocked), all do, in order
   * (ui/drain.ts waits for it).
   */
  readonly streamed: Partial<Record<Fd, boolean>> = {};
  /** Nothing more is written there: its reader is gone, or (standard error) it could not be written. */
  readonly closed: Partial<Record<Fd, boolean>> = {};
  /** Standard error could not be written (a full device): the run exits 1 unless it says otherwise. */
  errLost = false;

  constructor(
    readonly stdin: InStd,
    readonly stdout: OutStd,
    readonly stderr: OutStd,
  ) {}

  private std(fd: Fd): OutStd {
    return fd === 1 ? this.stdout : this.stderr;
  }

  isTerminal(fd: 0 | Fd): boolean {
    return fd === 0 ? this.stdin.isTTY : this.std(fd).isTTY;
  }

  /**
   * A write that failed for another reason than a reader gone (a full device, an I/O error). On
   * standard output this is the user's problem, not a bug: a refusal, exit 1, said on standard error.
   * On standard error nothing can be said: the rest of it is dropped and the run exits 1 (or with the
   * code of the refusal it was reporting).
   */
  private failed(fd: Fd, e: NodeJS.ErrnoException): void {
    if (fd === 2) {
      this.closed[2] = true;
      this.errLost = true;
      return;
    }
    throw new OutputLost(e.code ?? String(e));
  }

  private stream(fd: Fd, data: string | Buffer): void {
    const s = this.std(fd).stream();
    if (!this.streamed[fd]) {
      this.streamed[fd] = true;
      s.on('error', (e: NodeJS.ErrnoException) => {
        // A reader that stops early is not an error; what was still on its way is dropped.
        if (e.code === 'EPIPE') this.closed[fd] = true;
        else this.failed(fd, e);
      });
    }
    s.write(data);
  }

  /** Writes text to standard output (1) or error (2). */
  write(fd: Fd, text: string): void {
    if (this.closed[fd]) return;
    const std = this.std(fd);
    if (this.streamed[fd] || std.isTTY || std.fd === undefined) {
      this.stream(fd, text);
      return;
    }
    const bytes = Buffer.from(text);
    let done = 0;
    try {
      while (done < bytes.length) done += fs.writeSync(std.fd, bytes, done);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'EPIPE') {
        this.closed[fd] = true;
        if (fd === 1) throw new ReaderGone();
        return;
      }
      // A non-blocking pipe that is full: the stream waits for the reader.
      if (code !== 'EAGAIN') this.failed(fd, e as NodeJS.ErrnoException);
      else this.stream(fd, bytes.subarray(done));
    }
  }

  readonly writeOut = (text: string): void => this.write(1, text);
  readonly writeErr = (text: string): void => this.write(2, text);

  /**
   * A message on standard error, a refusal or a warning (`tafel: warning: skipped sheet ...`): on a terminal wrapped
   * at its width with a hanging indent, whole on a pipe or in a file, where a script reads it as one line.
   */
  readonly sayErr = (text: string): void => this.write(2, `${wrapProse(text, this.stderr.columns())}\n`);

  /**
   * A file format written to standard output (`tafel export` without --out). Redirected to a file or a
   * pipe it is exactly the bytes --out writes: the CSV's byte-order mark and CRLF, the formats' own
   * escaping. Only on a terminal is it made safe to look at, as all text is (ui/paint.ts safeOutput),
   * keeping the format's own marks (a leading byte-order mark, CR before LF): a control character from
   * a sheet file never acts on the terminal, and the file a redirect writes never changes.
   */
  readonly writeDocument = (text: string): void => {
    if (!this.isTerminal(1)) {
      this.write(1, text);
      return;
    }
    this.write(
      1,
      text
        .split(/(^\ufeff|\r\n)/)
        .map((part, i) => (i % 2 === 1 ? part : safeOutput(part, false)))
        .join(''),
    );
  };
}

/**
 * The run's streams from a command's context (commands/context.ts Ctx), which only the shell can give:
 * a command that writes while it runs, called in process without them, is a bug.
 */
export function streamsOf(ctx: { out?: Out }): Out {
  if (!ctx.out) throw new Error("this command writes while it runs: its Ctx needs the run's streams (out)");
  return ctx.out;
}
