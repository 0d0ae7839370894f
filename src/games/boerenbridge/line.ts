import type { LineChips } from '../../core/flow.js';
import type { RecordArgs, SheetConfig } from '../../core/game.js';
import { fold } from '../../core/players.js';
import { MESSAGES } from './messages.js';
import { exampleDeal } from './rules.js';
import { scheduleOf } from './settings.js';

/** The word of a misdeal on a line, in every language (`misdeal`, `kaartfout`): each catalogue's misdealWord. */
const MISDEAL_WORDS: readonly string[] = Object.values(MESSAGES).map((m) => m.misdealWord);

/**
 * A line's misdeal (`1 0 1 2 0 misdeal dirk`): the words before its word (the bids) and after it (the player);
 * undefined when the line has no misdeal word.
 */
export function misdealIn(tokens: readonly string[]): { before: string[]; after: string[] } | undefined {
  const at = tokens.findIndex((t) => MISDEAL_WORDS.includes(fold(t)));
  return at < 0 ? undefined : { before: tokens.slice(0, at), after: tokens.slice(at + 1) };
}

/**
 * A line of bare numbers, one per player in seating order (or two such lists: the whole deal). A number with a leading
 * zero (`02`, two attempts glued) reads as none: until 2026-12-07 it was taken as 2 unsaid (table mode and the phone
 * say it, games/line.ts leadingZero).
 */
export function numbersIn(term: string, n: number): number[] | undefined {
  const nums = numbersOf(term);
  return nums && (nums.length === n || nums.length === 2 * n) ? nums : undefined;
}

/** A line's bare numbers, however many (numbersIn: one or two per player); undefined when a word is among them. */
function numbersOf(term: string): number[] | undefined {
  const parts = term
    .trim()
    .split(/[\s,]+/)
    .filter((x) => x !== '');
  if (parts.length === 0 || !parts.every((x) => /^(?:0|[1-9]\d?)$/.test(x))) return undefined;
  return parts.map(Number);
}

/**
 * A whole Boerenbridge deal on one line, as table mode takes it at the bids question: the bids in seating order, then
 * the tricks in seating order (`1 0 2 0 1 0 1 0`), or then the misdeal's word and the player who held the wrong number
 * of cards (`1 0 2 0 misdeal dirk`, `kaartfout`; record's `--misdeal Dirk`). Bids alone are not yet a deal: read as far
 * as they go, the tricks a bare flag, for parseDeal to name them missing (a phone's line; table mode asks the tricks
 * after a bids answer); so is a misdeal without its bids or its player, and its bids however many (record counts them).
 */
export function readBridgeLine(tokens: string[], config: SheetConfig): RecordArgs | undefined {
  const n = config.players.length;
  const misdeal = misdealIn(tokens);
  if (misdeal) {
    const bids = misdeal.before.length === 0 ? [] : numbersOf(misdeal.before.join(' '));
    if (!bids || misdeal.after.length > 1) return undefined;
    // The tricks too (two numbers per player): record's refusal says that a misdeal stops the deal before any trick.
    const [own, tricks] = bids.length === 2 * n ? [bids.slice(0, n), bids.slice(n)] : [bids, undefined];
    return {
      words: [],
      flags: {
        bids: own.length === 0 ? true : own.join(','),
        misdeal: misdeal.after[0] ?? true,
        ...(tricks ? { tricks: tricks.join(',') } : {}),
      },
    };
  }
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
