import type { LineChips } from '../../core/flow.js';
import type { RecordArgs, SheetConfig } from '../../core/game.js';
import { exampleDeal } from './rules.js';
import { scheduleOf } from './settings.js';

/**
 * A line of bare numbers, one per player in seating order (or two such lists: the whole deal). A number with a leading
 * zero (`02`, two attempts glued) reads as none: until 2026-12-07 it was taken as 2 unsaid (table mode and the phone
 * say it, games/line.ts leadingZero).
 */
export function numbersIn(term: string, n: number): number[] | undefined {
  const parts = term
    .trim()
    .split(/[\s,]+/)
    .filter((x) => x !== '');
  if (parts.length === 0 || !parts.every((x) => /^(?:0|[1-9]\d?)$/.test(x))) return undefined;
  return parts.length === n || parts.length === 2 * n ? parts.map(Number) : undefined;
}

/**
 * A whole Boerenbridge deal on one line, as table mode takes it at the bids question: the bids in seating order, then
 * the tricks in seating order (`1 0 2 0 1 0 1 0`). Bids alone are not yet a deal: read as far as they go, the tricks
 * a bare flag, for parseDeal to name them missing (a phone's line; table mode asks the tricks after a bids answer).
 */
export function readBridgeLine(tokens: string[], config: SheetConfig): RecordArgs | undefined {
  const n = config.players.length;
  const nums = numbersIn(tokens.join(' '), n);
  if (!nums) return undefined;
  const tricks = nums.length === 2 * n ? nums.slice(n).join(',') : true;
  return { words: [], flags: { bids: nums.slice(0, n).join(','), tricks } };
}

/** The scorer's chips: the numbers a bid or a trick count of the next deal can be (0 to its cards). */
export function bridgeChips(config: SheetConfig, next: { number: number }): LineChips {
  const s = scheduleOf(config.rules, config.settings, config.players.length);
  const cards = s[Math.min(next.number, s.length) - 1];
  // The example deal (rules.ts exampleDeal), its bids then its tricks in seating order, as the line takes them.
  const { bids, tricks } = exampleDeal(config, next.number);
  return {
    words: [],
    numbers: Array.from({ length: cards + 1 }, (_, i) => i),
    example: [...bids, ...tricks].join(' '),
    names: false,
  };
}
