import { GAMES } from '../games/index.js';
import { HEADS } from '../games/heads.js';
import { LANGS, textsOf } from '../i18n/index.js';

/** Reads an object's keys: in the bundle a lazy module's stand-in loads its chunk then (scripts/lazy-imports.js). */
const touch = (x: unknown): void => {
  if (x !== null && typeof x === 'object') Object.keys(x);
};

/**
 * Loads now the code a server's answers read: every room of every language's texts and every game's code and
 * catalogues. The bundle loads them from dist/ when first read, and a server runs for an evening: until 2026-12-07 a
 * build replaced under it (an upgrade, a rebuild) failed the first phone's write that read a chunk not loaded yet, a
 * 500 without a word on the terminal. Loaded at its start, a server answers as it started until it is restarted.
 */
export async function loadWhole(): Promise<void> {
  for (const lang of LANGS) for (const room of Object.values(textsOf(lang))) touch(room);
  for (const game of GAMES) touch(game);
  for (const head of HEADS) for (const messages of Object.values(await head.catalogue())) touch(messages);
}
