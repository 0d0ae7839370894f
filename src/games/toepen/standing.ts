import type { SheetConfig, Standing } from '../../core/game.js';
import { say } from './messages.js';
import { outsAt, seatsIn, type ToepState } from './score.js';
import { rulesOf } from './settings.js';

/**
 * Where a game of Toepen stands after a round (spec/toepen.md §3): who is out, whether the game is over
 * (one player left, or with `end=first-out` anybody out), who won, and the places: the players still in
 * by their totals, lower first, then those out in the reverse order in which they went out, those out in
 * the same round by their totals before it. Equal players share a place (1, 2, 2, 4).
 */
export type Where = Standing & {
  places: Record<string, number>;
  /** `end=first-out`, once over: who reached the limit. */
  losers?: string[];
  /** Still in at `limit - 1` or more: losing even a point takes them out (§3, decision). */
  voorDood: string[];
  /** The seats still in. */
  inSeats: number[];
};

/** Ranks groups of seats in order, each group sharing its place: 1, 2, 2, 4. */
function ranked(groups: number[][], players: readonly string[]): Record<string, number> {
  const places: Record<string, number> = {};
  let place = 1;
  for (const g of groups) {
    for (const s of g) places[players[s]] = place;
    place += g.length;
  }
  return places;
}

/** Seats grouped by a key, in the order of the keys (lower first); seats keep seating order within a group. */
function groupBy(seats: number[], key: (s: number) => number): number[][] {
  const keys = [...new Set(seats.map(key))].sort((a, b) => a - b);
  return keys.map((k) => seats.filter((s) => key(s) === k));
}

export function whereNow(state: ToepState, totals: readonly number[], config: SheetConfig): Where {
  const { players } = config;
  const r = rulesOf(config.settings);
  const { outAt, outFrom } = outsAt(state, totals, r.limit);
  const inSeats = seatsIn(outAt);
  const outSeats = players.flatMap((_, s) => (outAt[s] === null ? [] : [s]));
  const finished = r.firstOut ? outSeats.length > 0 : inSeats.length <= 1;
  // Nobody left below the limit (a vuile-was penalty on the round's winner): he wins the game (decision).
  const first = inSeats.length === 0 && state.lastWinner !== null ? state.lastWinner : undefined;
  const rest = outSeats.filter((s) => s !== first);
  const groups = [
    ...(first === undefined ? [] : [[first]]),
    ...groupBy(inSeats, (s) => totals[s]),
    // The last one out first; out in the same round: by the total before it, lower first.
    ...groupBy(rest, (s) => -(outAt[s] ?? 0)).flatMap((g) => groupBy(g, (s) => outFrom[s])),
  ];
  const places = ranked(groups, players);
  const voorDood = finished ? [] : inSeats.filter((s) => totals[s] >= r.limit - 1).map((s) => players[s]);
  const base = { places, voorDood, inSeats };
  if (!finished) return { finished: false, ...base };
  const winners = groups[0].map((s) => players[s]);
  const winner = winners.length === 1 ? winners[0] : winners;
  if (r.firstOut) {
    const losers = outSeats.map((s) => players[s]);
    return {
      finished: true,
      winner,
      why: say((m) => m.limitReached(losers, r.limit)),
      playsOn: 'limit',
      losers,
      ...base,
    };
  }
  const why = first === undefined ? say((m) => m.lastLeft(winners[0])) : say((m) => m.nobodyLeft(winners[0]));
  // A higher limit takes back in whoever it put out: the game plays on.
  return { finished: true, winner, why, playsOn: 'limit', ...base };
}
