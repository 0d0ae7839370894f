import { rule } from '../core/errors.js';
import { didYouMean } from '../core/suggest.js';
import type { Game } from '../core/game.js';
import { kleurenwiezen } from './kleurenwiezen/index.js';
import { belote } from './belote/index.js';
import { solokaarten } from './solokaarten/index.js';
import { zwikken } from './zwikken/index.js';
import { klaverjassen } from './klaverjassen/index.js';
import { rikken } from './rikken/index.js';

/** Adding a game means adding its folder and one line here. */
export const GAMES: Game[] = [kleurenwiezen, solokaarten, belote, zwikken, klaverjassen, rikken];

export function gameById(id: string): Game {
  const wanted = id.toLowerCase();
  const prefixed = GAMES.filter((g) => g.id.startsWith(wanted));
  const game = GAMES.find((g) => g.id === wanted) ?? (prefixed.length === 1 ? prefixed[0] : undefined);
  if (!game || wanted === '') {
    const tip = didYouMean(id, GAMES.map((g) => g.id));
    throw rule(`Unknown game "${id}". Games: ${GAMES.map((g) => g.id).join(', ')}.${tip.en}`, `Onbekend spel "${id}". Spellen: ${GAMES.map((g) => g.id).join(', ')}.${tip.nl}`);
  }
  return game;
}
