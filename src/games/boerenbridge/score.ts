import { RuleViolation } from '../../core/errors.js';
import type { DealAt, SheetConfig } from '../../core/game.js';
import { bySeats } from '../../core/players.js';
import { capital } from '../../i18n/lang.js';
import type { en } from './messages.en.js';
import { claimOf, type BridgeInput } from './rules.js';
import { forbiddenBid, hookApplies, KLASSIEK_NO_TRUMP, say, scheduleOf } from './settings.js';

/** A player's part of a deal, as the JSON's `detail` shows it (§7). */
export interface Detail {
  bid: number;
  tricks?: number;
  exact?: boolean;
  misdeal?: true;
}

export interface Scored {
  cards: number;
  scores: number[];
  detail: Record<string, Detail>;
}

const refuse = (pick: Parameters<typeof say>[0]): RuleViolation => new RuleViolation(say(pick));

const num = (config: SheetConfig, key: string): number => Number(config.settings[key]);

/**
 * One player's score from his own bid and tricks only (§6): exact `E + T·t`, else `−M·|b − t|`.
 * The sheet is not zero-sum.
 */
export function scorePlayer(bid: number, tricks: number, E: number, T: number, M: number): number {
  return bid === tricks ? E + T * tricks : 0 - M * Math.abs(bid - tricks);
}

/** The counts of cards a schedule deals: `1–8` when it deals every count up to its top, else a list. */
function dealt(schedule: readonly number[]): string {
  const counts = [...new Set(schedule)].sort((a, b) => a - b);
  const whole = counts.every((c, i) => c === i + 1);
  return whole && counts.length > 1 ? `1–${counts[counts.length - 1]}` : counts.join(', ');
}

/**
 * Where this deal sits: its cards, its number on the sheet (undefined for `judge score`) and its
 * dealer's seat (undefined when unknown, so the hook is not checked).
 */
function placeOf(
  input: BridgeInput,
  config: SheetConfig,
  at: DealAt | undefined,
): { cards?: number; number?: number; dealer?: number } {
  const claim = claimOf(input);
  // The one bound on a deal's cards, on a sheet and without: the rule set's schedule (within the pack).
  const schedule = scheduleOf(config.rules, config.settings, config.players.length);
  if (claim?.judge) {
    const dealer = claim.dealer === undefined ? undefined : config.players.indexOf(claim.dealer);
    const cards = claim.cards ?? 1;
    if (!schedule.includes(cards))
      throw refuse((m) => m.cardsOffSchedule(cards, config.players.length, dealt(schedule)));
    return { cards, dealer };
  }
  // Scored outside a replay (import's and set's first pass): the place is unknown, so are the cards;
  // the replay that follows checks them.
  if (at === undefined) return {};
  const number = at?.number ?? 1;
  if (number > schedule.length) throw refuse((m) => m.pastSchedule(number, schedule.length));
  const cards = schedule[number - 1];
  if (claim?.cards !== undefined && claim.cards !== cards)
    throw refuse((m) => m.cardsDiffer(number, cards, claim.cards!));
  return { cards, number, dealer: at?.dealer };
}

/**
 * Checks a deal against its cards and scores it: values within the cards, tricks adding up to them,
 * the hook on the dealer's bid, the klassiek deal without trump. Throws a RuleViolation naming the
 * deal, so `record`, `edit`, `undo` and `set` all refuse a deal that no longer fits (review 4).
 */
export function scoreBridge(input: BridgeInput, config: SheetConfig, at?: DealAt): Scored {
  const place = checkBridge(input, config, at);
  const c =
    place.cards ??
    (input.tricks ? Object.values(input.tricks).reduce((a, b) => a + b, 0) : Math.max(0, ...Object.values(input.bids)));
  return scoreAt(input, config, c);
}

/** The checks alone (table mode asks them of the bids before the tricks are known). */
export function checkBridge(input: BridgeInput, config: SheetConfig, at?: DealAt): { cards?: number } {
  const place = placeOf(input, config, at);
  if (place.cards !== undefined) checkCards(input, config, place.cards, place.number, place.dealer);
  return place;
}

function checkCards(
  input: BridgeInput,
  config: SheetConfig,
  c: number,
  number: number | undefined,
  dealer: number | undefined,
): void {
  const { players, settings } = config;
  const where = (m: typeof en) => (number === undefined ? m.judgeWhere : m.dealWhere(number));
  // Where a refusal starts with the deal: "Deal 2 has 9 cards", "Deze gift heeft".
  const first = (m: typeof en) => capital(where(m));
  // Players named by their seats (judge score without --players) are "seat 4": a bare 4 reads as a number of cards.
  const seats = bySeats(players);
  const named = (m: typeof en, p: string) => (seats ? m.seat(p) : p);
  for (const p of players) {
    const b = input.bids[p];
    if (b > c) throw refuse((m) => m.tooHigh(first(m), c, named(m, p), m.verbBid, b));
  }
  if (input.tricks) {
    for (const p of players) {
      const t = input.tricks[p];
      if (t > c) throw refuse((m) => m.tooHigh(first(m), c, named(m, p), m.verbTake, t));
    }
    const sum = players.reduce((s, p) => s + input.tricks![p], 0);
    if (sum !== c)
      throw refuse((m) => m.tricksSum(first(m), c, sum, players.map((p) => `${p} ${input.tricks![p]}`).join(', ')));
  }
  if (dealer !== undefined && dealer >= 0 && hookApplies(settings.hook, c)) {
    const d = players[dealer];
    const others = players.reduce((s, p) => (p === d ? s : s + input.bids[p]), 0);
    const h = forbiddenBid(c, others);
    if (h !== undefined && input.bids[d] === h) {
      throw refuse((m) => m.hook(seats ? capital(named(m, d)) : d, named(m, d), where(m), c, others, h, settings.hook));
    }
  }
  if (number !== undefined && settings.schedule === 'klassiek' && input.trump !== undefined) {
    if (number === KLASSIEK_NO_TRUMP && input.trump !== 'none') throw refuse((m) => m.noTrumpDeal(number));
    if (number !== KLASSIEK_NO_TRUMP && input.trump === 'none') throw refuse((m) => m.trumpDeal(number));
  }
}

function scoreAt(input: BridgeInput, config: SheetConfig, c: number): Scored {
  const { players } = config;
  const [E, T, M] = [num(config, 'exact'), num(config, 'per-trick'), num(config, 'per-miss')];
  const detail: Record<string, Detail> = {};
  const scores = players.map((p) => {
    const bid = input.bids[p];
    if (input.misdeal !== undefined) {
      // WK: the deal stops; the offender pays the penalty, the others score their bid as made.
      if (p === input.misdeal) {
        detail[p] = { bid, misdeal: true };
        return 0 - num(config, 'misdeal');
      }
      detail[p] = { bid, exact: true };
      return E + T * bid;
    }
    const tricks = input.tricks![p];
    detail[p] = { bid, tricks, exact: bid === tricks };
    return scorePlayer(bid, tricks, E, T, M);
  });
  return { cards: c, scores, detail };
}
