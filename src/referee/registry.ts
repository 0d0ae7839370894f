import { refused } from '../core/errors.js';
import { didYouMean } from '../core/suggest.js';
import type { Referee } from '../core/referee.js';
import { HEADS } from '../games/heads.js';

/**
 * The referees, derived from the games' heads (src/games/heads.ts), never from their manifests, whose
 * scoring code `tafel judge` does not need: each game's id and how to load its referee. Only the asked
 * game's referee is loaded (`tafel judge trick belote` reads no Kleurenwiezen referee code).
 * test/core/laws.test.ts keeps the facts in step.
 */
export const REFEREE_LOADERS: { id: string; load: () => Promise<Referee> }[] = HEADS.map((g) => ({
  id: g.id,
  load: g.referee,
}));

/** Same matching as gameById: exact id, else a unique beginning ("kleur", "solo"). */
export function refereeId(id: string): string {
  const wanted = id.toLowerCase().trim();
  const ids = REFEREE_LOADERS.map((r) => r.id);
  const prefixed = ids.filter((r) => r.startsWith(wanted));
  const found = ids.find((r) => r === wanted) ?? (prefixed.length === 1 ? prefixed[0] : undefined);
  if (!found || wanted === '') {
    const list = ids.join(', ');
    const tip = didYouMean(id, ids);
    throw refused((t) => t.core.unknownGame(id, list, tip));
  }
  return found;
}

/** The referee of one game, loaded on first use. */
export async function loadReferee(id: string): Promise<Referee> {
  const found = refereeId(id);
  return REFEREE_LOADERS.find((r) => r.id === found)!.load();
}
