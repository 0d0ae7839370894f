import { codes, SUIT_NAME, type Card, type Suit } from './cards.js';
import type { Text } from './errors.js';
import type { PlayAnswer, TrickAnswer } from './referee.js';
import { say, sayIn } from '../i18n/index.js';

/**
 * How a game orders its cards. Trick-taking is the same everywhere (the highest trump wins, else the
 * highest card of the suit led); only which suit a card counts as and how strong it is differ.
 */
export interface CardOrder {
  /** The suit a card counts as: Solokaarten's Oud and Bats are trumps whatever their printed suit. */
  suitOf(c: Card, trump: Suit | null): Suit;
  /** Strength within the suit it counts as; higher wins. Trumps may be ordered differently (Belote). */
  power(c: Card, trump: Suit | null): number;
  /** The order in words, for reasons: e.g. "Belote trump order J 9 A 10 K Q 8 7". */
  trumpOrder: Text;
  plainOrder: Text;
  /** A card's own name when the game has one (Oud, Spits, Bats). */
  special?(c: Card, trump: Suit | null): Text | undefined;
}

export const isTrump = (c: Card, trump: Suit | null, o: CardOrder): boolean =>
  trump !== null && o.suitOf(c, trump) === trump;

/** Whether `c` beats `best`, the card winning so far (always of the suit led or a trump). */
export function beats(c: Card, best: Card, trump: Suit | null, o: CardOrder): boolean {
  const cs = o.suitOf(c, trump);
  const bs = o.suitOf(best, trump);
  if (cs === bs) return o.power(c, trump) > o.power(best, trump);
  return trump !== null && cs === trump;
}

export function winnerIndex(trick: readonly Card[], trump: Suit | null, o: CardOrder): number {
  let best = 0;
  for (let i = 1; i < trick.length; i++) if (beats(trick[i], trick[best], trump, o)) best = i;
  return best;
}

/** The highest trump already in the trick, if any. */
export function highestTrump(trick: readonly Card[], trump: Suit | null, o: CardOrder): Card | undefined {
  let best: Card | undefined;
  for (const c of trick) {
    if (!isTrump(c, trump, o)) continue;
    if (best === undefined || o.power(c, trump) > o.power(best, trump)) best = c;
  }
  return best;
}

/** "the jack of hearts" or, where the game names the card, "the Oud (queen of clubs)". */
export function named(c: Card, trump: Suit | null, o: CardOrder): Text {
  const special = o.special?.(c, trump);
  return say((t) => t.core.namedCard(c.rank, c.suit, special));
}

/** The winner of a trick and why, in both languages. */
export function explainTrick(trick: readonly Card[], trump: Suit | null, o: CardOrder): TrickAnswer {
  const w = winnerIndex(trick, trump, o);
  const c = trick[w];
  const name = named(c, trump, o);
  if (trick.length === 1) {
    return { winner: 0, reason: say((t) => t.core.itIsTheOnly) };
  }
  const led = o.suitOf(trick[0], trump);
  if (isTrump(c, trump, o)) {
    const trumps = trick.filter((x) => isTrump(x, trump, o)).length;
    if (trumps === 1 && led !== trump) return { winner: w, reason: say((t) => t.core.onlyTrump(led, name)) };
    return { winner: w, reason: say((t) => t.core.highestTrump(name, o.trumpOrder)) };
  }
  const discards = trick.some((x) => o.suitOf(x, trump) !== led);
  return { winner: w, reason: say((t) => t.core.highestLed(led, name, o.plainOrder, trump === null, discards)) };
}

/** Collects a play answer: `why(card)` is undefined for a legal card, else the reason it is not. */
export function judgeHand(hand: readonly Card[], why: (c: Card) => Text | undefined): PlayAnswer {
  const answer: PlayAnswer = { legal: [], illegal: [] };
  for (const c of hand) {
    const reason = why(c);
    if (reason === undefined) answer.legal.push(c);
    else answer.illegal.push({ card: c, reason });
  }
  return answer;
}

/**
 * The first duty of a trick: the leader plays any card, and a player who holds the suit led plays one of it (any:
 * no duty to go higher). Undefined when he has none of it: his game's duties for a void hand follow (Zwikken,
 * Manillen).
 */
export function followFirst(hand: readonly Card[], trick: readonly Card[], trump: Suit | null): PlayAnswer | undefined {
  if (trick.length === 0) return judgeHand(hand, () => undefined);
  const led = trick[0].suit;
  const follow = hand.filter((c) => c.suit === led);
  if (follow.length === 0) return undefined;
  const why = led === trump ? mustFollowTrump(follow) : mustFollow(led, follow);
  return judgeHand(hand, (c) => (c.suit !== led ? why : undefined));
}

/** Follow suit if you can; if you cannot, any card (trumping is never required). */
export function followSuit(hand: readonly Card[], trick: readonly Card[]): PlayAnswer {
  const led = trick[0]?.suit;
  const have = hand.filter((c) => c.suit === led);
  return judgeHand(hand, (c) =>
    led !== undefined && have.length > 0 && c.suit !== led ? mustFollow(led, have) : undefined,
  );
}

// Reasons shared by several games. Card lists are written as codes (JH, 10S), as the user typed them.

export const mustFollow = (led: Suit, have: readonly Card[]): Text =>
  sayIn((t, l) => t.core.youMustFollowSuit(SUIT_NAME[led], codes(have, l)));

export const mustFollowTrump = (have: readonly Card[]): Text =>
  sayIn((t, l) => t.core.youMustFollowSuit2(codes(have, l)));

export const mustTrump = (led: Suit, have: readonly Card[]): Text =>
  sayIn((t, l) => t.core.youHaveNoSo(SUIT_NAME[led], codes(have, l)));
