import type { GameHead, GameManifest } from '../core/manifest.js';
import { kleurenwiezenHead } from './kleurenwiezen/head.js';
import { solokaartenHead } from './solokaarten/head.js';
import { beloteHead } from './belote/head.js';
import { zwikkenHead } from './zwikken/head.js';
import { klaverjassenHead } from './klaverjassen/head.js';
import { boerenbridgeHead } from './boerenbridge/head.js';
import { rikkenHead } from './rikken/head.js';
import { manillenHead } from './manillen/head.js';

/**
 * The light part of every game (its head.ts), in the order of the list of games in index.ts, for the
 * commands that must start fast: `tafel judge` and `tafel rules` find a game and its rule sets here and
 * load only the asked game's referee or text, never the scoring, settings and table-mode code that
 * index.ts loads for every game. A game is on both lists; test/games/imports.test.ts fails when one
 * of its folders is missing from either, or when a head and its manifest disagree.
 */
export const HEADS: readonly GameHead[] = Object.freeze([
  kleurenwiezenHead,
  solokaartenHead,
  beloteHead,
  zwikkenHead,
  klaverjassenHead,
  boerenbridgeHead,
  rikkenHead,
  manillenHead,
]);

/** The head of a game that has none of its own (test/games/toy/), made from its manifest. */
export function headOf(game: GameManifest): GameHead {
  const { id, defaultRules, aliases, referee, rulesText } = game;
  return { id, ruleSets: game.ruleSets.map((r) => r.id), defaultRules, aliases, referee, rulesText };
}
