import { UNSAFE_CHARS } from '../core/unsafe.js';

/**
 * Colour helpers: chalk is loaded only when colour is on, so pipes and scripts never pay for it.
 * Each takes exactly one text: chalk's own functions join all their arguments, so `heads.map(p.head)`
 * (which passes the index and the whole array too) printed every header in every header cell.
 */
export interface Paint {
  bold(s: string): string;
  dim(s: string): string;
  good(s: string): string;
  bad(s: string): string;
  head(s: string): string;
}

const plain: Paint = { bold: (s) => s, dim: (s) => s, good: (s) => s, bad: (s) => s, head: (s) => s };

export async function paint(color: boolean): Promise<Paint> {
  if (!color) return plain;
  const { Chalk } = await import('chalk');
  const c = new Chalk({ level: 1 });
  const one = (f: (s: string) => string) => (s: string) => f(s);
  return { bold: one(c.bold), dim: one(c.dim), good: one(c.green), bad: one(c.red), head: one(c.bold.cyan) };
}

/** Whether to use colour: --no-color, NO_COLOR, TERM=dumb or a non-terminal stdout switch it off. */
export function wantColor(flag: boolean, env: NodeJS.ProcessEnv, isTTY: boolean): boolean {
  if (!flag) return false;
  // As chalk reads it: FORCE_COLOR=0 (or false) turns colour off even on a terminal, any other value on.
  if (env.FORCE_COLOR === '0' || env.FORCE_COLOR === 'false') return false;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.TERM === 'dumb') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0') return true;
  return isTTY;
}

const UNSAFE = new RegExp(UNSAFE_CHARS.source, 'g');
/**
 * The same characters but a newline and a tab (`v`: a class minus a class), and but a newline: the
 * ones text and a JSON document let pass are then never matched at all. Matched, every line of a long
 * output was a call back into JavaScript (an 18 MB export: 450 to 540 ms; unmatched 40 to 80).
 */
const UNSAFE_IN_TEXT = new RegExp(`[${UNSAFE_CHARS.source}--[\\n\\t]]`, 'gv');
const UNSAFE_IN_JSON = new RegExp(`[${UNSAFE_CHARS.source}--\\n]`, 'gv');

/** An unsafe character (core/unsafe.ts UNSAFE_CHARS) written out so it shows instead of acting: `\x1b`, `\u{202e}`. */
const shown = (ch: string): string => {
  const c = ch.charCodeAt(0);
  return c < 0x100 ? `\\x${c.toString(16).padStart(2, '0')}` : `\\u{${c.toString(16)}}`;
};

/** Escapes every control, bidi-override and zero-width character of a text (one line: newlines too). */
export const safe = (s: string): string => s.replace(UNSAFE, shown);

/** Colour and style sequences (SGR, ESC [ ... m) are the only terminal commands tafel itself writes. */
const SGR = /\x1b\[[0-9;]*m/y;

/**
 * The output boundary: every text tafel prints goes through this one rule. Lines stay lines (a
 * newline, and a tab, pass); every other control, bidi-override or zero-width character is written
 * out as `\x1b` or `\u{202e}`, whatever it came from (a file, an argument, a rules text). With colour
 * on, the colour sequences of `paint` pass too, and nothing else that starts with ESC.
 */
export function safeOutput(text: string, color: boolean): string {
  return text.replace(UNSAFE_IN_TEXT, (ch, at: number) => {
    if (color && ch === '\x1b') {
      SGR.lastIndex = at;
      if (SGR.test(text)) return ch;
    }
    return shown(ch);
  });
}

/**
 * The same for a JSON document: the characters JSON.stringify leaves raw (DEL, C1, bidi, zero-width,
 * U+2028) can only stand inside strings, where `\uXXXX` means exactly the same: the document stays
 * equal, the terminal stays safe.
 */
export const safeJson = (json: string): string =>
  // The newlines between its lines are JSON's own; inside strings JSON.stringify already escaped them.
  json.replace(UNSAFE_IN_JSON, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** A JSON document as every export writes it (a file or stdout): indented, escaped as `--json` is, one newline. */
export const jsonDocument = (value: unknown): string => safeJson(JSON.stringify(value, null, 2)) + '\n';
