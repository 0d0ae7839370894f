import { rule } from '../core/errors.js';
import { didYouMean } from '../core/suggest.js';
import { beloteReferee } from '../games/belote/referee.js';
import { kleurenwiezenReferee } from '../games/kleurenwiezen/referee.js';
import { solokaartenReferee } from '../games/solokaarten/referee.js';
import { zwikkenReferee } from '../games/zwikken/referee.js';
import type { Referee } from './types.js';

/**
 * The referees by game id. Kept apart from the games registry so that `tafel judge` never loads
 * scoring code (startup speed); test/core/registries.test.ts keeps the two lists in step.
 */
export const REFEREES: Referee[] = [kleurenwiezenReferee, beloteReferee, solokaartenReferee, zwikkenReferee];

/** Same matching as gameById: exact id, else a unique beginning ("kleur", "solo"). */
export function refereeById(id: string): Referee {
  const wanted = id.toLowerCase().trim();
  const prefixed = REFEREES.filter((r) => r.id.startsWith(wanted));
  const ref = REFEREES.find((r) => r.id === wanted) ?? (prefixed.length === 1 ? prefixed[0] : undefined);
  if (!ref || wanted === '') {
    const list = REFEREES.map((r) => r.id).join(', ');
    const tip = didYouMean(id, REFEREES.map((r) => r.id));
    throw rule(`Unknown game "${id}". Games: ${list}.${tip.en}`, `Onbekend spel "${id}". Spellen: ${list}.${tip.nl}`);
  }
  return ref;
}
