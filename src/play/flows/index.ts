import type { GameFlow } from '../deal.js';
import { beloteFlow } from './belote.js';
import { kleurenwiezenFlow } from './kleurenwiezen.js';
import { solokaartenFlow } from './solokaarten.js';
import { zwikkenFlow } from './zwikken.js';
import { klaverjassenFlow } from './klaverjassen.js';
import { rikkenFlow } from './rikken.js';

/** The questions of each game's deal, written against cli.md's record flags. */
const FLOWS: Record<string, GameFlow> = {
  kleurenwiezen: kleurenwiezenFlow,
  belote: beloteFlow,
  solokaarten: solokaartenFlow,
  zwikken: zwikkenFlow,
  klaverjassen: klaverjassenFlow,
  rikken: rikkenFlow,
};

/** A game without questions (a new game not yet taught to the table mode) is answered with undefined. */
export const flowFor = (gameId: string): GameFlow | undefined => FLOWS[gameId];
