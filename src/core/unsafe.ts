// The characters a text is written with apart from its own: those never written as they are (below), and GLUE.
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

/**
 * A space that a line never breaks at: a value of two words that reads only whole (`samen 38/50`; a player and his
 * bid and tricks, `Eva 3/2`). Wrapping prose and fitting a table (ui/fit.ts) keep such a group whole. Here, below the
 * games, so that a game's texts may join their words with it too (in a module of its own it was a chunk of its own,
 * 0.6 KB more for every run to load).
 */
export const GLUE = '\u00a0';

/** A text as it is drawn: GLUE as a plain space (a terminal, a pipe and a file never get a no-break space of it). */
export const unglued = (text: string): string => text.replaceAll(GLUE, ' ');

/** A name (a text) as a line shows it, whole where it fits one: its spaces GLUE ("Cis van Dam", drawn as spaces). */
export const glued = (text: string): string => text.replaceAll(' ', GLUE);

/**
 * A text whose quoted commands ('tafel reopen <id>') are each kept whole where they fit a line, as a name is: a line
 * that wraps breaks before or after one, never inside.
 */
export const gluedCommands = (text: string): string => text.replace(/'tafel [^']*'/g, glued);
