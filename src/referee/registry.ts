import { own } from '../core/own.js';
import type { Referee } from '../core/referee.js';
import { HEADS, headById } from '../games/heads.js';

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

/** Same matching as gameById: exact id, a game's other name ("chinees-poepen"), else a unique beginning ("kleur"). */
export const refereeId = (id: string): string => headById(id.trim()).id;

/**
 * The rule set a game's other name stands for (`chinees-poepen`: poepen), with its game; undefined for any other word.
 * Judged as `tafel new` takes the name: that rule set unless --rules says otherwise.
 */
export function aliasOf(word: string): { id: string; rules: string } | undefined {
  const wanted = word.toLowerCase().trim();
  for (const g of HEADS) {
    const rules = own(g.aliases, wanted);
    if (rules !== undefined) return { id: g.id, rules };
  }
  return undefined;
}

/** The referee of one game, loaded on first use. */
export async function loadReferee(id: string): Promise<Referee> {
  const found = refereeId(id);
  return REFEREE_LOADERS.find((r) => r.id === found)!.load();
}
