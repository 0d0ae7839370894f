// The prompt's types and Esc's GoBack live in core (core/flow.ts) so that a game's flow, below play, can use them.
import { GoBack } from '../core/flow.js';
export { GoBack, type Choice, type Prompter } from '../core/flow.js';

/** Asks; Esc answers `back` (or asks again when there is nothing to go back to). */
export async function again<T>(ask: () => Promise<T>, back?: T): Promise<T> {
  for (;;) {
    try {
      return await ask();
    } catch (e) {
      if (!(e instanceof GoBack)) throw e;
      if (back !== undefined) return back;
    }
  }
}

/** Structural equality for defaults: a value read back from a sheet is never the same object. */
export const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * How many answers a list question shows at once on a screen of `rows` lines: 12 on a tall screen,
 * fewer on a short one (6 at 24 lines), so that the sheet above the question keeps its names, its
 * last deals and its totals on screen. The list scrolls, and typing finds an answer anyway.
 */
export function listSize(rows: number | undefined): number {
  return rows === undefined ? 12 : Math.max(5, Math.min(12, Math.floor((rows - 12) / 2)));
}

/** The most lines a question takes below the sheet: its message, its list, a refusal, a description, the key hint. */
export const questionLines = (rows: number | undefined): number => listSize(rows) + 4;
