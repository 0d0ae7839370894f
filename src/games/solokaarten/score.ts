import { num } from '../../core/settings.js';
import type { SheetConfig } from '../../core/game.js';
import { bidOf, tricksNeeded, type SoloInput } from './rules.js';

/** Whether the pot holder took at least the tricks his bid needs at this table (false: he is "nat"). */
export function made(input: SoloInput, players: number): boolean {
  const bid = bidOf(input.contract);
  return bid !== undefined && typeof input.tricks === 'number' && input.tricks >= tricksNeeded(bid, players);
}

/**
 * Scores one deal, per seat. Only the pot holder scores: + the bid's points when he made it, minus
 * the same points when he is nat. Everybody else gets nothing, so a sheet is not zero-sum and totals
 * may go negative (source: "Diegene die passen krijgen geen punten erbij of eraf").
 * Refinements (eerste, zonder kijk, zonder oud) only rank the bid; they never change the points.
 */
export function scoreSolo(input: SoloInput, config: SheetConfig): number[] {
  const scores = config.players.map(() => 0);
  if (input.contract === 'pas') return scores;
  const bid = bidOf(input.contract);
  const by = input.by ?? [];
  const seat = by.length === 1 ? config.players.indexOf(by[0]) : -1;
  if (!bid || seat < 0 || typeof input.tricks !== 'number') {
    // parseDeal never stores such a deal: this is a damaged file or a bug, not a user mistake.
    throw new Error(`solokaarten deal cannot be scored: ${JSON.stringify(input)}`);
  }
  const value = num(config.settings, bid.id);
  scores[seat] = made(input, config.players.length) ? value : -value;
  return scores;
}
