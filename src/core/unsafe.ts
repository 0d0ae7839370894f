// Apart from players.ts, so that the output boundary (ui/paint.ts) loads nothing else.

/**
 * Characters that must never be part of a name or title, nor reach a terminal unescaped: controls
 * (C0, DEL, C1: ESC starts terminal commands, BEL rings, a newline breaks a table row), bidi
 * overrides and isolates (U+202A-U+202E, U+2066-U+2069: they reorder what follows on the line), and
 * invisible ones (zero-width U+200B-U+200F, word joiner U+2060-U+2064, the line and paragraph
 * separators U+2028/U+2029, a byte-order mark U+FEFF).
 */
export const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/;

/** The first unsafe character of a text, or undefined. */
export const unsafeChar = (s: string): string | undefined => UNSAFE_CHARS.exec(s)?.[0];
