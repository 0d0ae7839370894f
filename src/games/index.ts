import type { GameHead, GameManifest } from '../core/manifest.js';
import { HEADS, headById } from './heads.js';
import { kleurenwiezen } from './kleurenwiezen/index.js';
import { belote } from './belote/index.js';
import { solokaarten } from './solokaarten/index.js';
import { zwikken } from './zwikken/index.js';
import { klaverjassen } from './klaverjassen/index.js';
import { boerenbridge } from './boerenbridge/index.js';
import { rikken } from './rikken/index.js';

export { aliasRules, headById } from './heads.js';

/**
 * The games, in the order `tafel games` lists them. Adding a game means adding its folder, one line
 * here and its head's line in heads.ts (heads.ts says why two): the program's record flags and
 * their help, table mode's flows and one-line reader, completion, club events, correction checks
 * and exports all read these lists (nothing outside src/games/ imports a game's own files or names a
 * game; test/games/imports.test.ts and test/layers.test.ts check it).
 */
export const GAMES: GameManifest[] = [kleurenwiezen, solokaarten, belote, zwikken, klaverjassen, boerenbridge, rikken];

/**
 * Adds a game to both lists, for a game that lives outside src/ (test/games/toy/): its head and its
 * manifest. The registries derived from the heads (src/referee/registry.ts, src/rules/registry.ts)
 * copy them when they are loaded, so register before anything imports them: a test registers first,
 * then loads the commands with `await import()`.
 */
export function registerGame(head: GameHead, game: GameManifest): void {
  if (head.id !== game.id) throw new Error(`registerGame: the head is "${head.id}", the manifest "${game.id}"`);
  if (GAMES.some((g) => g.id === game.id)) throw new Error(`registerGame: "${game.id}" is registered already`);
  GAMES.push(game);
  HEADS.push(head);
}

/** The manifest of the game a user's word names (as headById reads it), refused when it names none. */
export function gameById(id: string): GameManifest {
  const head = headById(id);
  return GAMES.find((g) => g.id === head.id)!;
}
