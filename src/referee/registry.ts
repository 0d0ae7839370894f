import { rule } from '../core/errors.js';
import { didYouMean } from '../core/suggest.js';
import type { Referee } from '../core/referee.js';

/**
 * The referees, one line per game: its id and how to load it. Only the asked game's referee is
 * loaded (`tafel judge trick belote` reads no Kleurenwiezen code), and never scoring code: kept
 * apart from the games registry for start-up speed. test/core/registries.test.ts keeps the lists in step.
 */
export const REFEREE_LOADERS: { id: string; load: () => Promise<Referee> }[] = [
  { id: 'kleurenwiezen', load: async () => (await import('../games/kleurenwiezen/referee.js')).kleurenwiezenReferee },
  { id: 'belote', load: async () => (await import('../games/belote/referee.js')).beloteReferee },
  { id: 'solokaarten', load: async () => (await import('../games/solokaarten/referee.js')).solokaartenReferee },
  { id: 'zwikken', load: async () => (await import('../games/zwikken/referee.js')).zwikkenReferee },
  { id: 'klaverjassen', load: async () => (await import('../games/klaverjassen/referee.js')).klaverjassenReferee },
  { id: 'rikken', load: async () => (await import('../games/rikken/referee.js')).rikkenReferee },
];

/** Same matching as gameById: exact id, else a unique beginning ("kleur", "solo"). */
export function refereeId(id: string): string {
  const wanted = id.toLowerCase().trim();
  const ids = REFEREE_LOADERS.map((r) => r.id);
  const prefixed = ids.filter((r) => r.startsWith(wanted));
  const found = ids.find((r) => r === wanted) ?? (prefixed.length === 1 ? prefixed[0] : undefined);
  if (!found || wanted === '') {
    const list = ids.join(', ');
    const tip = didYouMean(id, ids);
    throw rule(`Unknown game "${id}". Games: ${list}.${tip.en}`, `Onbekend spel "${id}". Spellen: ${list}.${tip.nl}`);
  }
  return found;
}

/** The referee of one game, loaded on first use. */
export async function loadReferee(id: string): Promise<Referee> {
  const found = refereeId(id);
  return REFEREE_LOADERS.find((r) => r.id === found)!.load();
}
