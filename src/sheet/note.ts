import { unsafeChar } from '../core/players.js';

/** The most characters a note on a deal holds as `record --note` and `edit --note` take it (rows.ts checkNote). */
export const NOTE_CHARS = 80;

/**
 * Whether `record --note` takes a note (trimmed, as it stores it): one line of at most NOTE_CHARS characters, without
 * control, bidi-override or zero-width characters. `record`, `edit`, a phone and `tafel import` ask it.
 */
export function noteFits(note: string): boolean {
  const t = note.trim();
  return t.length <= NOTE_CHARS && unsafeChar(t) === undefined;
}

/**
 * A deal's text with its note in brackets after it; after a text that ends in brackets of its own, inside them:
 * "pass (redeal; Cis verzaakt)", not "pass (redeal) (Cis verzaakt)".
 */
export const noted = (text: string, note: string | undefined): string =>
  !note ? text : text.endsWith(')') ? `${text.slice(0, -1)}; ${note})` : `${text} (${note})`;

/**
 * A note longer than `record` takes (only a hand-edited file holds one, of megabytes perhaps) cut to its first
 * NOTE_CHARS characters and '…', never inside a character; a note `record` takes stays as it is.
 */
export function shortNote(note: string): string {
  if (note.length <= NOTE_CHARS) return note;
  const cut = note.slice(0, NOTE_CHARS);
  return `${/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut}…`;
}

/**
 * A deal's text as `noted` wrote it with `note`, its note cut as shortNote cuts it: what a phone is sent of a deal,
 * where `tafel sheet` and the exports write the note whole. A text without that note at its end stays as it is.
 */
export function shortNoted(text: string, note: string | undefined): string {
  if (!note || note.length <= NOTE_CHARS) return text;
  const at = text.length - note.length - 1;
  return at >= 0 && text.endsWith(')') && text.startsWith(note, at) ? `${text.slice(0, at)}${shortNote(note)})` : text;
}
