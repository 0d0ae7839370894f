import { teamOf, teamOfSeat } from '../../core/partners.js';
import { CARD_POINTS, HALF, type ManillenInput } from './rules.js';

/**
 * The multiplier of a deal (spec §2): no trump ×2 (called blind ×4), mee ×2, tegen ×2 again, all stacking (a
 * decision: MPL's "double again"), then capped by `max-multiplier` when a table sets one.
 */
export function multiplier(input: ManillenInput, settings: Readonly<Record<string, string>>): number {
  const trump = input.trump === 'none' ? (input.blind ? 4 : 2) : 1;
  const m = trump * (input.mee ? 2 : 1) * (input.tegen ? 2 : 1);
  const cap = settings['max-multiplier'];
  return cap === undefined || cap === 'none' ? m : Math.min(m, Number(cap));
}

export interface DealScore {
  /** The team that scores: `side` (the team whose card points the deal gives, sideOf), `others`, or null at 30–30. */
  scorer: 'side' | 'others' | null;
  /** What the scoring team has above 30 (the whole 60 under sweep=60 for all the points), before the multiplier. */
  over: number;
  multiplier: number;
  /** What the scoring team scores: over × multiplier; the other team scores 0. */
  score: number;
}

/**
 * Only card points count: the team with more than 30 of the 60 scores its points over 30, times the multiplier,
 * and the other team nothing; at 30–30 neither scores. `sweep=60`: a team with all 60 scores 60 before the
 * multiplier instead of 30 (MT's setting).
 */
export function scoreManillen(input: ManillenInput, settings: Readonly<Record<string, string>>): DealScore {
  const m = multiplier(input, settings);
  const p = input.points;
  if (p === HALF) return { scorer: null, over: 0, multiplier: m, score: 0 };
  const scorer = p > HALF ? 'side' : 'others';
  const own = scorer === 'side' ? p : CARD_POINTS - p;
  const over = own === CARD_POINTS && settings.sweep === '60' ? CARD_POINTS : own - HALF;
  return { scorer, over, multiplier: m, score: over * m };
}

/**
 * The team whose card points a deal gives (0: seats 1 and 3, 1: seats 2 and 4): the one `--points Bert=22` named,
 * else the team of `dealer`, the seat that deals it.
 */
export const sideOf = (input: ManillenInput, players: readonly string[], dealer: number): 0 | 1 =>
  input.team === undefined ? teamOfSeat(dealer) : teamOf(players, input.team[0]);

/** The team that scores the deal, numbered as sideOf numbers them; undefined at 30 - 30, where nobody does. */
export function scoringTeam(
  input: ManillenInput,
  s: DealScore,
  players: readonly string[],
  dealer: number,
): number | undefined {
  if (s.scorer === null) return undefined;
  const side = sideOf(input, players, dealer);
  return s.scorer === 'side' ? side : 1 - side;
}
