import { misused } from '../core/errors.js';
import { eventGames, factsOf, type Seating } from '../store/events/data.js';

/*
 * What an event may be, beyond the shape of its file (src/store/events/data.ts): what its game allows, the
 * defaults of `event new`, the limits of a new event, the words its choices are given in.
 */

// What a game allows in an event, and which games have events, are the store's: its decoder refuses a season of a
// game without events (src/store/events/data.ts).
export { eventGames, factsOf };

/**
 * After a draw that left `out` of `playing` entrants out (byes), the table size the game also allows that would leave
 * the fewest out, and how many; undefined when no size leaves fewer (docs/rules-notes.md). Of two as good, the first
 * the game lists. Only the entrants who play the round count: a withdrawn or absent one sits out at any size.
 */
export function betterTableSize(game: string, playing: number, out: number): { size: number; out: number } | undefined {
  let best: { size: number; out: number } | undefined;
  for (const size of factsOf(game)?.tableSizes ?? []) {
    const left = playing % size;
    if (left < (best?.out ?? out)) best = { size, out: left };
  }
  return best;
}

/** The bye default of §2.2 (and review 14.15: a movement defaults to `average`). */
export function defaultBye(game: string, deals: number | 'none', seating: Seating): string {
  const perDeal = factsOf(game)?.byePerDeal;
  if (perDeal === undefined || seating === 'movement' || deals === 'none') return 'average';
  return `fixed:${perDeal * deals}`;
}

export const DEFAULT_TIE_BREAKS = ['last-round', 'head-to-head', 'name'];
export const DEFAULT_SEASON_TIE_BREAKS = ['last:4', 'played', 'name'];

/** An id that ends like a table sheet's is refused as an event id: it would read as one. */
export const TABLE_SUFFIX = /-r\d+-t\d+$/;
export const MAX_TABLES = 99;

/**
 * The Dutch words of --seating's and --kind's values, as the Dutch help gives them beside the value ("draw (loting)"):
 * taken for the value in either language, as `--capot nemers` is; the event stores the English id. `op stand` as a
 * Dutch event shows it, `op-stand` as one word to type.
 */
const DUTCH_VALUES: Readonly<Record<string, string>> = {
  loting: 'draw',
  doorschuiven: 'movement',
  'op-stand': 'ranked',
  'op stand': 'ranked',
  individueel: 'individual',
  koppels: 'pairs',
};
/** The English id of a value given in its Dutch word (`loting`: `draw`), any other value as given. */
export const valueId = (v: string): string => (Object.hasOwn(DUTCH_VALUES, v) ? DUTCH_VALUES[v] : v);

/** One of `allowed`, given as it is or in its Dutch word; refused naming them (in Dutch with their Dutch words). */
export const oneOf = <T extends string>(flag: string, v: string | undefined, allowed: readonly T[]): T | undefined => {
  if (v === undefined) return undefined;
  const id = valueId(v) as T;
  if (allowed.includes(id)) return id;
  const dutch = (a: string) => Object.keys(DUTCH_VALUES).find((w) => DUTCH_VALUES[w] === a);
  throw misused((t) =>
    t.event.badChoice(flag, v, allowed.map((a) => (dutch(a) ? t.event.withWord(a, dutch(a)!) : a)).join(', ')),
  );
};
