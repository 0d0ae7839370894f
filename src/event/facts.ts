import type { EventFacts } from '../core/game.js';
import type { GameManifest } from '../core/manifest.js';
import { GAMES } from '../games/index.js';
import type { Seating } from './model.js';

/*
 * What each game allows in an event (events.md §2.2) is the game's own fact (`event` in its folder's
 * manifest); this room only asks. A game is found by its exact id in the list, never as a key of an object.
 */

/** A game by its exact id, or undefined. */
export const gameNamed = (id: string): GameManifest | undefined => GAMES.find((g) => g.id === id);

/** The ids of the games that have events, in `tafel games` order. */
export const eventGames = (): string[] => GAMES.filter((g) => g.event !== undefined).map((g) => g.id);

/** A game's event facts, or undefined for an unknown game or one without events. */
export const factsOf = (id: string): EventFacts | undefined => gameNamed(id)?.event;

/** The facts of a stored event's game: decodeEvent refuses an event of a game without them. */
export const eventFacts = (id: string): EventFacts => factsOf(id)!;

/** Whether seats 1 + 3 and 2 + 4 are partners: the game keeps teams at a table of four. */
export const teamGame = (id: string): boolean => gameNamed(id)?.teams(['1', '2', '3', '4']) !== undefined;

/** The bye default of §2.2; a movement's byes default to `average` (review 14.15). */
export function defaultBye(f: EventFacts, deals: number | 'none', seating: Seating): string {
  if (seating === 'movement') return 'average';
  return f.bye?.(deals) ?? 'average';
}
