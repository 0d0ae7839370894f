import { REFEREE_LOADERS, refereeId } from './registry.js';
import type { Referee } from '../core/referee.js';

/**
 * Every referee at once, for code that needs them all synchronously (tests, cross-game checks).
 * The command line never imports this: it loads only the asked game's referee (registry.ts).
 */
export const REFEREES: Referee[] = [];
// One after the other: jest's module loader fails on parallel imports that share dependencies.
for (const r of REFEREE_LOADERS) REFEREES.push(await r.load());

/** Same matching as loadReferee, synchronously. */
export function refereeById(id: string): Referee {
  const found = refereeId(id);
  return REFEREES.find((r) => r.id === found)!;
}
