import { refused } from '../core/errors.js';
import { didYouMean } from '../core/suggest.js';
import type { GameManifest } from '../core/manifest.js';
import { HEADS } from './heads.js';
import { kleurenwiezen } from './kleurenwiezen/index.js';
import { belote } from './belote/index.js';
import { solokaarten } from './solokaarten/index.js';
import { zwikken } from './zwikken/index.js';
import { klaverjassen } from './klaverjassen/index.js';
import { boerenbridge } from './boerenbridge/index.js';
import { rikken } from './rikken/index.js';
import { own } from '../core/own.js';

/**
 * The games, in the order `tafel games` lists them. Adding a game means adding its folder, one line
 * here and its head's line in heads.ts: table mode's flows and one-line reader, completion,
 * correction checks and exports all read this list, the referee and rules registries the heads
 * (nothing outside src/games/ imports a game's own files; test/games/imports.test.ts checks it).
 */
export const GAMES: GameManifest[] = [kleurenwiezen, solokaarten, belote, zwikken, klaverjassen, boerenbridge, rikken];

/**
 * Adds a game to both lists, for a game that lives outside src/ (test/games/toy/), its head made from
 * its manifest. The registries derived from the heads (src/referee/registry.ts, src/rules/registry.ts)
 * copy them when they are loaded, so register before anything imports them: a test registers first,
 * then loads the commands with `await import()`.
 */
export function registerGame(game: GameManifest): void {
  if (GAMES.some((g) => g.id === game.id)) throw new Error(`registerGame: "${game.id}" is registered already`);
  GAMES.push(game);
  const { id, defaultRules, aliases, referee, rulesText } = game;
  HEADS.push({ id, ruleSets: game.ruleSets.map((r) => r.id), defaultRules, aliases, referee, rulesText });
}

/** The rule set a game's other name stands for (`chinees-poepen` -> `poepen`), if `name` is one. */
export function aliasRules(name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const g of GAMES) {
    const rules = own(g.aliases, wanted);
    if (rules !== undefined) return rules;
  }
  return undefined;
}

export function gameById(id: string): GameManifest {
  const wanted = id.toLowerCase();
  const aliased = GAMES.find((g) => own(g.aliases, wanted) !== undefined);
  if (aliased) return aliased;
  const prefixed = GAMES.filter((g) => g.id.startsWith(wanted));
  const game = GAMES.find((g) => g.id === wanted) ?? (prefixed.length === 1 ? prefixed[0] : undefined);
  if (!game || wanted === '') {
    const tip = didYouMean(
      id,
      GAMES.map((g) => g.id),
    );
    throw refused((t) => t.core.unknownGame(id, GAMES.map((g) => g.id).join(', '), tip));
  }
  return game;
}
