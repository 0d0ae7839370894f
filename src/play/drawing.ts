import type { KeypressEvent } from '@inquirer/core';
import type { Texts } from '../i18n/index.js';
import { unglued } from '../core/unsafe.js';
import { wrapProse } from '../ui/fit.js';
import { cutLine, textWidth } from '../ui/table.js';

// How table mode's prompts (widgets.ts, key.ts) draw a question: its look, its lines, its answer, its key help.

export interface Look {
  texts: Texts['prompt'];
  color: boolean;
  /** The terminal's width, read at each drawing (it may have been resized); undefined off a terminal. */
  columns(): number | undefined;
  /**
   * Whether Esc leaves this question (default yes). No: nothing comes before it (a deal's first question), so Esc
   * does nothing and the key help names no esc; each press drew a "↩" line and asked the same question again, and
   * pushed the sheet off the screen.
   */
  back?: boolean;
}

export const leaves = (look: Look): boolean => look.back !== false;

export interface Style {
  bold(s: string): string;
  dim(s: string): string;
  cyan(s: string): string;
  red(s: string): string;
  green(s: string): string;
  blue(s: string): string;
}

const sgr = (on: number, off: number) => (s: string) => `\x1b[${on}m${s}\x1b[${off}m`;
export const styleOf = (color: boolean): Style =>
  color
    ? { bold: sgr(1, 22), dim: sgr(2, 22), cyan: sgr(36, 39), red: sgr(31, 39), green: sgr(32, 39), blue: sgr(34, 39) }
    : { bold: (s) => s, dim: (s) => s, cyan: (s) => s, red: (s) => s, green: (s) => s, blue: (s) => s };

export const isEscape = (key: KeypressEvent): boolean => key.name === 'escape';

/**
 * Text under a question wrapped at word boundaries with a hanging indent: the prompt engine would
 * otherwise break it at the last column, mid-word ("a tr/ick").
 */
export const wrapped = (width: number | undefined, text: string, indent = 2): string => wrapProse(text, width, indent);

/**
 * The columns a question's line may fill: all but the last. A line of the screen's whole width left the cursor (or
 * the prompt engine's newline) on the line under it: a blank line under an answered question, and the list under a
 * question jumping down a line as a letter was typed.
 */
const lineRoom = (width: number): number => Math.max(1, width - 1);

/**
 * An answered question's echo: on one line, the question cut with … so that the answer shows whole (a house rule or
 * a correction typed is on no sheet row); an answer too long for that (a whole deal, everyone's bids) goes whole on
 * the lines under the question (it was cut away with the question: "… Wat voorspelt Bert? (of al…"), wrapped where
 * its GLUE allows. GLUE is drawn as a space.
 */
export const echo = (width: number | undefined, question: string, answer: string): string => {
  const line = unglued(answer === '' ? question : `${question} ${answer}`);
  if (width === undefined) return line;
  const w = lineRoom(width);
  if (textWidth(line) <= w) return line;
  if (answer === '') return unglued(cutLine(question, w));
  const room = w - textWidth(answer) - 1;
  // Beside the question while the question keeps half the line (or 30 columns), as a typed line stands beside it.
  if (room >= Math.min(30, w / 2)) return unglued(`${cutLine(question, room)} ${answer}`);
  return `${unglued(cutLine(question, w))}\n${wrapProse(`  ${answer}`, w, 0)}`;
};

/** From this width a screen is wide enough for the key hint's words (docs/table-mode.md, "Narrow screens"). */
const WORDS_IN_HINT_FROM = 80;

/**
 * The key hint line: "↑↓ kiezen • ⏎ bevestigen • esc terug"; on a narrow screen (below 80 columns, or
 * where the words do not fit) the keys only ("↑↓ • ⏎ • esc"), which a player learns at the first question.
 */
export const hint = (width: number | undefined, s: Style, keys: [string, string][]): string => {
  const full = keys.map(([k, a]) => `${k} ${a}`).join(' • ');
  if (width !== undefined && (width < WORDS_IN_HINT_FROM || textWidth(full) > width))
    return keys.map(([k]) => s.bold(k)).join(s.dim(' • '));
  return keys.map(([k, a]) => `${s.bold(k)} ${s.dim(a)}`).join(s.dim(' • '));
};

/**
 * The question line: its message wrapped so that what was typed stays whole at the end of the last
 * line (the prompt engine puts the cursor after it there). A long typed line (a whole deal) takes a line of its
 * own under the question, which keeps the screen's width: squeezed beside it, the question stood in a strip ten
 * columns wide and pushed the sheet off the screen. There a line longer than the screen wraps at the last column,
 * where the terminal puts the cursor, not between words: its spaces are drawn as no-break spaces, at which the prompt
 * engine does not break (between words the cursor stood columns away from where the next letter went).
 */
export const headline = (width: number | undefined, head: string, typed: string): string => {
  if (width === undefined) return unglued(typed === '' ? head : `${head} ${typed}`);
  const w = lineRoom(width);
  const room = w - textWidth(typed) - 1;
  if (typed !== '' && room < Math.min(30, w / 2)) return `${wrapProse(head, w, 2)}\n${typed.replace(/ /g, '\u00a0')}`;
  const wrapped = wrapProse(head, Math.max(10, room), 2);
  return typed === '' ? wrapped : `${wrapped} ${typed}`;
};
