import { rule } from '../core/errors.js';
import type { Game } from '../core/game.js';
import { kleurenwiezen } from './kleurenwiezen/index.js';

/** Adding a game means adding its folder and one line here. */
export const GAMES: Game[] = [kleurenwiezen];

export function gameById(id: string): Game {
  const wanted = id.toLowerCase();
  const game = GAMES.find((g) => g.id === wanted) ?? GAMES.filter((g) => g.id.startsWith(wanted)).at(0);
  if (!game || wanted === '') {
    throw rule(`Unknown game "${id}". Games: ${GAMES.map((g) => g.id).join(', ')}.`, `Onbekend spel "${id}". Spellen: ${GAMES.map((g) => g.id).join(', ')}.`);
  }
  return game;
}
