import type { GameFlow } from '../../core/flow.js';
import { GAMES } from '../../games/index.js';
// The flows ask their contract question through play/deal.ts, which lends it to them when loaded.
import '../deal.js';

/**
 * The questions of each game's deal: its manifest's flow (src/games/<game>/flow.ts). A game without
 * questions (a new game not yet taught to the table mode) is answered with undefined.
 */
export const flowFor = (gameId: string): GameFlow | undefined => GAMES.find((g) => g.id === gameId)?.flow;
