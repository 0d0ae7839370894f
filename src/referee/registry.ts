import { rule } from '../core/errors.js';
import { beloteReferee } from '../games/belote/referee.js';
import { kleurenwiezenReferee } from '../games/kleurenwiezen/referee.js';
import { solokaartenReferee } from '../games/solokaarten/referee.js';
import { zwikkenReferee } from '../games/zwikken/referee.js';
import { klaverjassenReferee } from '../games/klaverjassen/referee.js';
import type { Referee } from './types.js';

/**
 * The referees by game id. Kept apart from the games registry so that `tafel judge` never loads
 * scoring code (startup speed); test/core/registries.test.ts keeps the two lists in step.
 */
export const REFEREES: Referee[] = [kleurenwiezenReferee, beloteReferee, solokaartenReferee, zwikkenReferee, klaverjassenReferee];

/** Same matching as gameById: exact id, else a unique beginning ("kleur", "solo"). */
export function refereeById(id: string): Referee {
  const wanted = id.toLowerCase().trim();
  const prefixed = REFEREES.filter((r) => r.id.startsWith(wanted));
  const ref = REFEREES.find((r) => r.id === wanted) ?? (prefixed.length === 1 ? prefixed[0] : undefined);
  if (!ref || wanted === '') {
    const list = REFEREES.map((r) => r.id).join(', ');
    throw rule(`Unknown game "${id}". Games: ${list}.`, `Onbekend spel "${id}". Spellen: ${list}.`);
  }
  return ref;
}
