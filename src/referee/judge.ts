import { codeIn, parseCards, parseTrump, sameCard, SUITS, type Card, type Suit } from '../core/cards.js';
import { misused, refused, RuleViolation, UsageError, type Text } from '../core/errors.js';
import { wholeNumber } from '../core/flags.js';
import { parseSets, sentence } from '../core/settings.js';
import { closest } from '../core/suggest.js';
import type { PlayAnswer, Question, RankAnswer, Referee, TrickAnswer } from '../core/referee.js';
import { sayIn, type Texts } from '../i18n/index.js';

/**
 * The checks every `tafel judge` question needs before a referee may look at the cards: a known
 * rule set, a trump where the game needs one, the table size, cards of the game's deck, no card twice.
 * Pure, so the command only parses flags and prints.
 */

/** A refusal that names the game: by its name ("Belote"), never its id. */
const byName = (ref: Referee, pick: (t: Texts, game: string) => string): Text => sayIn((t, l) => pick(t, ref.name[l]));

/** The number of players: --players if given (within the game's range), else the game's usual table. */
export function tableSize(ref: Referee, text: string | undefined): number {
  if (text === undefined) return ref.players.default;
  const { min, max } = ref.players;
  // Only --player-count can give what is no whole number (x, 4.5, vier): a usage error, as `--trick-no x` is.
  if (!/^-?\d+$/.test(text.trim())) throw misused((t) => t.referee.countNotWhole(min, max, text));
  // The count came from --players' names or --player-count: the refusal names neither flag, but the table.
  const n = Number(text.trim());
  if (n < min || n > max)
    throw new RuleViolation(byName(ref, (t, game) => t.referee.tableOf(game, text.trim(), min, max, n < min)));
  return n;
}

/** `only`: the one suit the rules in force take (Boerenbridge trump=spades), which alone a word that is none offers. */
export function readTrump(ref: Referee, text: string | undefined, only?: Suit): Suit | null {
  if (ref.trump === 'never') {
    if (text !== undefined) {
      throw new UsageError(ref.noTrump ?? byName(ref, (t, game) => t.referee.noTrump(game)));
    }
    return null;
  }
  // Under a fixed trump `--trump ""` is no suit, as `record` says it: "missing" would offer the suits it refuses.
  if (text === undefined || (text.trim() === '' && only === undefined)) {
    throw misused((t) => t.referee.trumpMissing(ref.trump === 'optional'));
  }
  // A game always played with trump offers only the suits for a word that is none; `none` itself it refuses (exit 1).
  const trump = parseTrump(text, only ? [only] : SUITS, only === undefined && ref.trump !== 'always');
  if (trump === null && ref.trump === 'always') {
    throw new RuleViolation(byName(ref, (t, game) => t.referee.isAlwaysPlayedWith(game)));
  }
  return trump;
}

/**
 * Refuses a trick of more cards than players: one card each (--player-count sets the table where it can differ, else
 * the sheet given).
 */
function fitsTable(ref: Referee, players: number, trick: readonly Card[], sheet: string | undefined): void {
  if (trick.length > players) {
    const seats = sheet ?? (ref.players.max > ref.players.min ? true : undefined);
    throw refused((t) => t.referee.trickTooLong(players, trick.length, seats));
  }
}

/**
 * Refuses a card that is not in the game's deck, and any card given twice (in the hand, the trick, or both). `sheet`:
 * the table is that sheet's, so the deck's text offers no --player-count.
 */
export function checkCards(
  ref: Referee,
  players: number,
  hand: readonly Card[],
  trick: readonly Card[],
  sheet?: string,
): void {
  const deck = ref.deck(players);
  const all: { card: Card; where: 'hand' | 'trick' }[] = [
    ...hand.map((card) => ({ card, where: 'hand' as const })),
    ...trick.map((card) => ({ card, where: 'trick' as const })),
  ];
  for (const { card } of all) {
    if (!deck.some((d) => sameCard(d, card))) {
      const d = ref.deckText(players, sheet !== undefined);
      throw new RuleViolation(sayIn((t, l) => t.referee.isNotInThe(codeIn(card, l), ref.name[l], d)));
    }
  }
  for (let i = 0; i < all.length; i++) {
    const j = all.findIndex((x, k) => k > i && sameCard(x.card, all[i].card));
    if (j < 0) continue;
    const [a, b] = [all[i].where, all[j].where];
    const c = all[i].card;
    throw new RuleViolation(sayIn((t, l) => t.referee.cardTwice(codeIn(c, l), a, b)));
  }
}

/**
 * The referee's options in force for one question: its defaults for the rule set, changed by `--set key=value` (a
 * usage error when unknown or bad, or a house rule this question does not read).
 */
export function readOptions(
  ref: Referee,
  rules: string,
  question: Question,
  pairs: readonly string[] = [],
): Record<string, string> {
  const specs = ref.options?.(rules, question) ?? [];
  if (pairs.length > 0) {
    // A house rule of the game that this question does not read (Klaverjassen's tie, Rikken's misere for a trick):
    // said as such; a slip of a key the referee reads (undertrum) is left to parseSets, which names the key meant.
    const keys = specs.map((s) => s.key);
    const named = pairs.filter((p) => p.indexOf('=') > 0).map((p) => p.slice(0, p.indexOf('=')).trim().toLowerCase());
    // A key these rules lack for a reason of their own (Rotterdams' undertrump): that reason, not "changes nothing".
    const own = named.map((key) => ref.notASetting?.(rules, key)).find((t) => t !== undefined);
    if (own) throw new UsageError(own);
    if (keys.length === 0) throw new UsageError(byName(ref, (t, game) => t.referee.setDoesNotApply(game, question)));
    const other = named.find((k) => !keys.includes(k) && closest(k, keys) === undefined);
    if (other !== undefined) {
      throw new UsageError(byName(ref, (t, game) => t.referee.optionNotJudged(other, game, keys, question)));
    }
  }
  const { set, error } = parseSets(specs, [...pairs], undefined, ref.id);
  if (error) throw sentence(error, specs);
  return Object.fromEntries(specs.map((s) => [s.key, set[s.key] ?? s.default]));
}

/**
 * A game without bids or tricks (Jokeren) has nothing for rank, trick or play to judge, given cards or none
 * (cli/mistyped.ts).
 */
export function judged(ref: Referee): void {
  if (ref.noTricks) throw new UsageError(ref.noTricks);
}

/**
 * A game has bids to rank, or the usage error that says why not (Jokeren: no bids or tricks), given bids or none
 * (cli/mistyped.ts).
 */
export function rankable(ref: Referee): void {
  judged(ref);
  if (ref.noBids) throw new UsageError(ref.noBids);
  // No ladder to judge is a question this command does not take (usage, exit 2), as for every game without bids.
  if (!ref.rank) throw new UsageError(ref.noRanking ?? byName(ref, (t, game) => t.referee.noRanking(game)));
}

export function judgeRank(ref: Referee, a: string, b: string, rules: string, set?: readonly string[]): RankAnswer {
  rankable(ref);
  return ref.rank!(a, b, rules, readOptions(ref, rules, 'rank', set));
}

export interface TrickQuestion {
  cards: string | readonly string[];
  trump: string | undefined;
  players?: string;
  /** The sheet whose table `players` is (`--sheet`): a refusal then names it, not the flags. */
  sheet?: string;
  rules?: string;
  set?: readonly string[];
}

/** The trump given, else the one the rule set always plays (Boerenbridge wk: spades), which refuses another. */
function trumpOf(
  ref: Referee,
  q: { trump: string | undefined; rules?: string; set?: readonly string[] },
  question: Question,
): Suit | null {
  const rules = q.rules ?? ref.defaultRules;
  const fixed = ref.fixedTrump?.(readOptions(ref, rules, question, q.set), rules);
  if (fixed === undefined || q.trump === undefined) return readTrump(ref, q.trump ?? fixed?.suit);
  // A word that names no suit is offered the fixed one alone, as `record` offers it; another suit or none is refused.
  const trump = readTrump(ref, q.trump, fixed.suit);
  if (trump !== fixed.suit) throw new RuleViolation(fixed.other);
  return trump;
}

export function judgeTrick(ref: Referee, q: TrickQuestion): { trick: Card[]; answer: TrickAnswer } {
  judged(ref);
  const trump = trumpOf(ref, q, 'trick');
  const players = tableSize(ref, q.players);
  const trick = parseCards(q.cards);
  if (trick.length === 0) throw misused((t) => t.referee.whichCardsListThe);
  fitsTable(ref, players, trick, q.sheet);
  checkCards(ref, players, [], trick, q.sheet);
  const rules = q.rules ?? ref.defaultRules;
  return {
    trick,
    answer: ref.trickWinner(trick, trump, {
      players,
      potHolder: false,
      rules,
      trickNo: 1,
      options: readOptions(ref, rules, 'trick', q.set),
    }),
  };
}

export interface PlayQuestion {
  hand: string | undefined;
  trick?: string;
  trump: string | undefined;
  players?: string;
  /** As TrickQuestion's. */
  sheet?: string;
  potHolder?: boolean;
  /** The rule set in force; the referee's default when absent. */
  rules?: string;
  /** Which trick of the deal (1 = the opening trick, the default). */
  trickNo?: string;
  set?: readonly string[];
  /** Rikken: the called card, and whether the troela mate's ace was led. */
  called?: string;
  troelaLead?: boolean;
}

/**
 * `--trick-no`: 0 or less numbers no trick at all, a value not of the flag's kind as `x` is (exit 2, as `tafel edit
 * 0`); a trick past the deal's last is one the rules refuse (exit 1, as a deal past the sheet's last).
 */
function trickNumber(text: string, tricks: number): number {
  if (/^\s*-?\d+\s*$/.test(text) && Number(text) < 1) {
    throw misused((t) => t.core.mustBeAWhole2('--trick-no', 1, tricks, text));
  }
  return wholeNumber('--trick-no', text, 1, tricks);
}

/** Rikken's called card: exactly one (`--called ""` or `--called AD,AH` is a slip, not a question). */
function calledCard(typed: string): Card {
  const cards = parseCards(typed);
  if (cards.length !== 1) throw misused((t) => t.referee.calledOneCard(typed.trim()));
  return cards[0];
}

export function judgePlay(ref: Referee, q: PlayQuestion): PlayAnswer {
  judged(ref);
  if (q.potHolder && !ref.potHolder) {
    throw new UsageError(byName(ref, (t, game) => t.referee.potHolderIsFor(game)));
  }
  if ((q.called !== undefined || q.troelaLead) && !ref.calledAce) {
    throw new UsageError(byName(ref, (t, game) => t.referee.calledOnly(game)));
  }
  if (q.hand === undefined || q.hand.trim() === '') {
    throw misused((t) => t.referee.handIsMissingList);
  }
  const trump = trumpOf(ref, q, 'play');
  const players = tableSize(ref, q.players);
  const hand = parseCards(q.hand);
  // Separators only (`--hand ","`): no hand to judge.
  if (hand.length === 0) throw misused((t) => t.referee.handNoCards(q.hand!.trim()));
  const trick = q.trick === undefined ? [] : parseCards(q.trick);
  const tricks = ref.handSize(players);
  if (hand.length > tricks) {
    // The table size is named only where a hand's size depends on it (Solokaarten, Boerenbridge).
    const { min, max } = ref.players;
    const varies = Array.from({ length: max - min + 1 }, (_, i) => ref.handSize(min + i)).some((n) => n !== tricks);
    throw new RuleViolation(byName(ref, (t, game) => t.referee.handTooBig(game, tricks, players, hand.length, varies)));
  }
  fitsTable(ref, players, trick, q.sheet);
  if (trick.length === players) throw refused((t) => t.referee.theTrickAlreadyHolds(players));
  const trickNo = q.trickNo === undefined ? 1 : trickNumber(q.trickNo, tricks);
  // Each trick before this one took a card from every hand.
  const left = tricks - trickNo + 1;
  if (hand.length > left) {
    throw new RuleViolation(byName(ref, (t, game) => t.referee.handTooBigAt(trickNo, game, left, hand.length)));
  }
  checkCards(ref, players, hand, trick, q.sheet);
  const rules = q.rules ?? ref.defaultRules;
  const called = q.called === undefined ? undefined : calledCard(q.called);
  return ref.legalPlays(hand, trick, trump, {
    players,
    potHolder: Boolean(q.potHolder),
    rules,
    trickNo,
    options: readOptions(ref, rules, 'play', q.set),
    // Rikken: the called card and the troela lead (other referees refused them above).
    ...(called ? { called } : {}),
    ...(q.troelaLead ? { troelaLead: true } : {}),
  });
}
