import { parseTrump, SUITS } from '../../core/cards.js';
import { RuleViolation, UsageError } from '../../core/errors.js';
import { flagPairs, flagText, onlyFlags } from '../../core/flags.js';
import type { DealInput, RecordArgs, SheetConfig } from '../../core/game.js';
import { findPlayer } from '../../core/players.js';
import { WordsRefused } from '../../core/words.js';
import { packLimit, say, scheduleOf } from './settings.js';

/**
 * A stored Boerenbridge deal (spec/boerenbridge.md §7): every player's bid and tricks, or the bids
 * and the player who held the wrong number of cards. The cards of the deal are never stored: they
 * follow from the schedule and the deal's number, so the checks that need them run in scoreDeal.
 */
export interface BridgeInput extends DealInput {
  contract: 'bid';
  bids: Record<string, number>;
  tricks?: Record<string, number>;
  misdeal?: string;
  trump?: 'S' | 'H' | 'D' | 'C' | 'none';
}

/**
 * What `--cards` (and `judge score --dealer`) said about one parsed deal. Not part of the stored
 * input (cards are derived, never stored), so kept beside it: scoreDeal finds it for the very object
 * parseDeal returned. `judge`: no sheet, so the deal is scored at these cards and this dealer.
 */
interface Claim {
  cards?: number;
  dealer?: string;
  judge: boolean;
}
const claims = new WeakMap<object, Claim>();
export const claimOf = (input: object): Claim | undefined => claims.get(input);

const refuse = (pick: Parameters<typeof say>[0]): RuleViolation => new RuleViolation(say(pick));
const misuse = (pick: Parameters<typeof say>[0]): UsageError => new UsageError(say(pick));

const FLAGS = ['bids', 'tricks', 'misdeal', 'trump', 'cards', 'dealer'];

const exampleOf = (players: readonly string[], values: number[]): string =>
  players.map((p, i) => `${p}=${values[i % values.length]}`).join(',');
/** The same values in seating order, without the names (`1,2,0,1`). */
const seated = (players: readonly string[], values: number[]): string =>
  players.map((_, i) => values[i % values.length]).join(',');

/**
 * `Ann=1,Bert=2,...` in any order, or `1,2,...` in seating order (never bidding order, which moves
 * every deal); each player exactly once. Values are whole numbers; whether they fit the deal's cards
 * is scoreDeal's to say.
 */
export function perPlayer(
  flag: '--bids' | '--tricks',
  text: string,
  players: readonly string[],
  place?: { number: number; cards: number },
): Record<string, number> {
  const parts = text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const named = parts.filter((p) => p.includes('='));
  if (named.length > 0 && named.length < parts.length) throw misuse((m) => m.mixedList(flag, players[0], players[1]));
  if (named.length === 0 && parts.length !== players.length)
    throw misuse((m) => m.countList(flag, parts.length, players.length, players.join(', ')));
  const what = flag === '--bids' ? 'bid' : 'trick';
  const max = packLimit('wk', players.length);
  const got = new Map<string, number>();
  parts.forEach((part, i) => {
    const eq = part.indexOf('=');
    const who = eq < 0 ? players[i] : findPlayer(players, part.slice(0, eq).trim());
    const v = (eq < 0 ? part : part.slice(eq + 1)).trim();
    if (!/^\d{1,9}$/.test(v)) throw misuse((m) => m.notWhole(flag, part, m[what], max));
    if (got.has(who)) throw refuse((m) => m.namedTwice(who, flag));
    got.set(who, Number(v));
  });
  const absent = players.find((p) => !got.has(p));
  // A player left out of the list is a value missing (exit 2), whether the list names them or goes by seat.
  if (absent !== undefined) {
    // On a sheet the deal and its cards first, as the other refusals of a deal say them (spec §7).
    const at = (m: Parameters<Parameters<typeof say>[0]>[0]) =>
      place && m.dealCards(m.dealWhere(place.number), place.cards);
    throw misuse((m) => m.missing(m[what], absent, flag, players.join(', '), at(m)));
  }
  return Object.fromEntries(players.map((p) => [p, got.get(p)!]));
}

/** What the paper sheet writes beside each score: bid/tricks, `1/–` on a misdeal, ✗ for the offender. */
export function marksOf(input: BridgeInput, players: readonly string[]): string[] {
  return players.map((p) => {
    if (input.misdeal === undefined) return `${input.bids[p]}/${input.tricks![p]}`;
    return p === input.misdeal ? `${input.bids[p]}/✗` : `${input.bids[p]}/–`;
  });
}

/** The player a name stands for, or undefined where it stands for none or several: findPlayer without its refusal. */
const known = (players: readonly string[], name: string): string | undefined => {
  try {
    return findPlayer(players, name);
  } catch {
    return undefined;
  }
};

const text = (args: RecordArgs, name: string): string | undefined => {
  const v = args.flags[name];
  return typeof v === 'string' ? v : v === true ? '' : undefined;
};

/**
 * The whole deal the examples give as deal `number` of the sheet (the first when the sheet is not known; `dealt`: a
 * deal of that many cards, judge score's --cards without a sheet): the first
 * player bids 1 and takes every card, the others bid and take 0, so the bids never add up to the cards (the dealer's
 * hook refuses that). The phone's line writes it in seating order (line.ts), record's refusal of words by name.
 */
export function exampleDeal(config: SheetConfig, number = 1, dealt?: number): { bids: number[]; tricks: number[] } {
  const s = scheduleOf(config.rules, config.settings, config.players.length);
  const cards = dealt ?? s[Math.min(number, s.length) - 1];
  return {
    bids: config.players.map((_, i) => (i === 0 && cards > 1 ? 1 : 0)),
    tricks: config.players.map((_, i) => (i === 0 ? cards : 0)),
  };
}

export function parseDeal(
  args: RecordArgs,
  config: SheetConfig,
  at?: { dealer: string; number?: number },
): BridgeInput {
  const { players } = config;
  const cards = at?.number && scheduleOf(config.rules, config.settings, players.length)[at.number - 1];
  const place = at?.number && cards ? { number: at.number, cards } : undefined;
  // What the examples of a refusal give: a deal of this deal's cards (judge score's: of those --cards claims), its
  // bids within them and its tricks adding up to them (until 2026-12-08 the bids and tricks 1,2,0,1,2 whatever the
  // cards, tricks that a deal of 7 cards refused).
  const claimed = text(args, 'cards');
  const dealt = at === undefined && claimed && /^\d{1,2}$/.test(claimed) ? Number(claimed) || undefined : undefined;
  const { bids, tricks } = exampleDeal(config, at?.number, dealt);
  // Words: record takes the deal in flags only, and its refusal gives a whole deal so for these players (or the deal
  // the words read as, core/words.ts readingWords).
  if (args.words.length > 0) {
    throw new WordsRefused(
      say((m) => m.noWords),
      () => ({ bids: exampleOf(players, bids), tricks: exampleOf(players, tricks) }),
      args.words,
    );
  }
  onlyFlags(
    args,
    FLAGS,
    say((m) => m.name),
  );
  const bidsText = text(args, 'bids');
  const misdealText = text(args, 'misdeal');
  // A misdeal typed on a line without its bids or its player (line.ts: a bare flag is a line's, as record's flags
  // take a value) is said in the line's words: its example names the player typed, else the first.
  if (bidsText === undefined || bidsText.trim() === '') {
    if (args.flags.bids === true && misdealText !== undefined) {
      const p = (misdealText && known(players, misdealText)) || players[0];
      throw misuse((m) => m.needBids(`${bids.join(' ')} ${m.misdealWord} ${p}`, true));
    }
    throw misuse((m) => m.needBids(exampleOf(players, bids)));
  }
  const tricksText = text(args, 'tricks');
  if (tricksText !== undefined && misdealText !== undefined) throw misuse((m) => m.tricksAndMisdeal);
  if (args.flags.misdeal === true && tricksText === undefined)
    throw misuse((m) => m.needMisdealPlayer(`${m.misdealWord} ${players[0]}`));
  if (
    (tricksText === undefined || tricksText.trim() === '') &&
    (misdealText === undefined || misdealText.trim() === '')
  ) {
    // Bids typed on a line without the tricks (a bare --tricks, line.ts): an example the line reads after them, in
    // seating order, where record's own is by name.
    const bare = args.flags.tricks === true;
    const example = bare ? seated(players, tricks) : exampleOf(players, tricks);
    throw misuse((m) => m.needTricks(example, bare, players[0]));
  }
  const input: BridgeInput = { contract: 'bid', bids: perPlayer('--bids', bidsText, players, place) };
  if (misdealText !== undefined) input.misdeal = findPlayer(players, misdealText);
  else input.tricks = perPlayer('--tricks', tricksText!, players, place);
  const trumpText = text(args, 'trump');
  if (trumpText !== undefined) {
    // trump=spades: a word that names no suit is offered spades alone.
    const spades = config.settings.trump === 'spades';
    const suit = parseTrump(trumpText, spades ? ['S'] : SUITS, !spades);
    if (spades && suit !== 'S') throw refuse((m) => m.spadesOnly(config.rules, config.judged === true));
    input.trump = suit ?? 'none';
  }
  const cardsText = text(args, 'cards');
  const dealerText = text(args, 'dealer');
  if (cardsText !== undefined || dealerText !== undefined) {
    let cards: number | undefined;
    if (cardsText !== undefined) {
      if (!/^\d{1,2}$/.test(cardsText.trim()) || Number(cardsText) < 1) throw misuse((m) => m.badCards(cardsText));
      cards = Number(cardsText);
    }
    // Only `judge score` reads a deal without knowing its dealer: its --cards and --dealer stand
    // for the sheet that is not there. On a sheet --cards is a check of the schedule.
    claims.set(input, {
      cards,
      judge: at === undefined,
      ...(dealerText !== undefined ? { dealer: findPlayer(players, dealerText) } : {}),
    });
  }
  return input;
}

/** The flags that give this input back (sheet/stored.ts); never throws, whatever the file holds. */
export function toArgs(input: DealInput): RecordArgs {
  const flags: RecordArgs['flags'] = { bids: flagPairs(input.bids) };
  if (input.tricks !== undefined) flags.tricks = flagPairs(input.tricks);
  if (input.misdeal !== undefined) flags.misdeal = flagText(input.misdeal);
  if (input.trump !== undefined) flags.trump = flagText(input.trump);
  return { words: input.contract === 'bid' ? [] : [flagText(input.contract) ?? ''], flags };
}
