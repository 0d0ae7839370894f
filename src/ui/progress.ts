import type { Out } from './out.js';
import { safeOutput } from './paint.js';

/** How often the line is redrawn at most: a terminal need not be written 50,000 times. */
const EVERY_MS = 100;

/** Long work's line on standard error (`Exporting: 1,200 of 50,000 sheets`), redrawn in place. */
export interface Progress {
  /** Whether anything is shown at all (a terminal, no --json): work done only for the line can be skipped. */
  readonly shown: boolean;
  /** The line now; drawn when the last one is old enough (or `force`). */
  show(line: () => string, force?: boolean): void;
  /** Takes the line away, so that what follows starts on a clean line. */
  end(): void;
  /** The work's last line, where the progress was (a terminal's only, as the progress). */
  summary(line: string): void;
}

/**
 * A progress line for a person watching: on a terminal's standard error only, never with --json nor
 * when standard error is a pipe or a file (a script reads the result, not the way there), and never
 * for a run without the shell's streams (a test calling a command's function).
 */
export function progressOn(
  out: Out | undefined,
  json: boolean,
  now: () => number = performance.now.bind(performance),
): Progress {
  if (out === undefined || json || !out.isTerminal(2))
    return { shown: false, show: () => undefined, end: () => undefined, summary: () => undefined };
  let last = -Infinity;
  let drawn = false;
  return {
    shown: true,
    show(line, force = false) {
      const t = now();
      if (!force && t - last < EVERY_MS) return;
      last = t;
      drawn = true;
      // \r and "erase to the end of the line": the new line over the old, whatever their lengths.
      out.writeErr(`\r${safeOutput(line(), false)}\x1b[K`);
    },
    end() {
      if (drawn) out.writeErr('\r\x1b[K');
      drawn = false;
    },
    summary(line) {
      this.end();
      out.writeErr(`${safeOutput(line, false)}\n`);
    },
  };
}
