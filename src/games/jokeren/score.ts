import { UsageError } from '../../core/errors.js';
import type { DealAt, SheetConfig } from '../../core/game.js';
import type { JokerInput } from './rules.js';
import { say } from './messages.js';
import { type Card, contractOf, cardValue } from './settings.js';

/** A player's part of a deal, as the JSON's `detail` shows it (§3, §8): his points, or his hand and its prices. */
export type Detail = { points: number } | { hand: Card[]; values: number[] };

export interface Scored {
  /** Penalty points per seat, in player order: 0 for the player out. */
  scores: number[];
  /** Per player who was not out, in seating order. */
  detail: Record<string, Detail>;
  /** The deal's contract (1..7) when contracts are on and the deal's number is known. */
  contract?: number;
}

/**
 * Every player but the one out has exactly one entry (§3). Checked where the deal's number is known
 * (a replay, table mode), so the refusal names the deal; parseDeal has checked everything else. A missing
 * entry is a missing value, so a usage error (exit 2, cli.md); in a stored sheet the file is refused (sheet/view.ts).
 */
export function checkEntries(input: JokerInput, config: SheetConfig, number?: number): void {
  const p = missingOf(input, config);
  if (p !== undefined) throw new UsageError(say((m) => m.missing(number, p)));
}

/** The first player, in seating order, who is not out and has no entry. */
export const missingOf = (input: JokerInput, config: SheetConfig): string | undefined =>
  config.players.find((p) => p !== input.out && input.points?.[p] === undefined && input.hands?.[p] === undefined);

/** The price of a hand: the sum of its cards' values under the table in force (§3). */
export const priceOf = (hand: readonly Card[], settings: Record<string, string>): number =>
  hand.reduce((sum, c) => sum + cardValue(c, settings), 0);

/** Out 0; every other player his points or the price of his hand. Not zero-sum; no rounding. */
export function scoreJokeren(input: JokerInput, config: SheetConfig, at?: DealAt): Scored {
  checkEntries(input, config, at?.number);
  const detail: Record<string, Detail> = {};
  const scores = config.players.map((p) => {
    if (p === input.out) return 0;
    const hand = input.hands?.[p];
    if (hand !== undefined) {
      const values = hand.map((c) => cardValue(c, config.settings));
      detail[p] = { hand: [...hand], values };
      return values.reduce((a, b) => a + b, 0);
    }
    const points = input.points![p];
    detail[p] = { points };
    return points;
  });
  const contract = contractOf(config.settings, at?.number);
  return { scores, detail, ...(contract !== undefined ? { contract } : {}) };
}
