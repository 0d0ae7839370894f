import { misused, refused, type RuleViolation, type Text } from './errors.js';
import type { Lang } from './game.js';
import { say, textsOf } from '../i18n/index.js';
import { own } from './own.js';

/**
 * Playing cards as the referee reads them from the command line (cli.md "Rules and referee"):
 * rank then suit, e.g. JH, 10♥, TH, BH (Dutch boer). Internally a card is its canonical code,
 * English letters with "10" for the ten, so JSON answers are stable whatever was typed.
 */
export type Suit = 'S' | 'H' | 'D' | 'C';
export type Rank = 'A' | 'K' | 'Q' | 'J' | '10' | '9' | '8' | '7' | '6' | '5' | '4' | '3' | '2';

export interface Card {
  rank: Rank;
  suit: Suit;
}

export const SUITS: readonly Suit[] = ['S', 'H', 'D', 'C'];
/** High to low, the ordinary order of the full 52-card pack. */
export const RANKS: readonly Rank[] = ['A', 'K', 'Q', 'J', '10', '9', '8', '7', '6', '5', '4', '3', '2'];

/** The canonical code (JH, 10S): what JSON answers and stored deals hold, whatever was typed. */
export const code = (c: Card): string => c.rank + c.suit;
/** A card as a player of the language types it, for a sentence: JH, in Dutch BH (boer). */
export const codeIn = (c: Card, lang: Lang): string => textsOf(lang).core.rankLetter(c.rank) + c.suit;
export const sameCard = (a: Card, b: Card): boolean => a.rank === b.rank && a.suit === b.suit;
/** Cards for a sentence, in the language's letters: "JH, 10S", "BH, 10S". */
export const codes = (cards: readonly Card[], lang: Lang): string => cards.map((c) => codeIn(c, lang)).join(', ');

/** Suit names in both languages, plural as a player says them ("hearts was led", "er werd harten gevraagd"). */
export const SUIT_NAME: Record<Suit, Text> = {
  S: say((t) => t.core.suit('S')),
  H: say((t) => t.core.suit('H')),
  D: say((t) => t.core.suit('D')),
  C: say((t) => t.core.suit('C')),
};

export const RANK_NAME = Object.fromEntries(RANKS.map((r) => [r, say((t) => t.core.rank(r))])) as Record<Rank, Text>;

/** "queen of clubs" / "klaverenvrouw". */
export const cardName = (c: Card, lang: Lang): string => say((t) => t.core.card(c.rank, c.suit))[lang];

// Rank letters: English, T for ten, and the Dutch H (heer), V (vrouw), B (boer). A Dutch "H" is
// read as a rank only in the rank position, so "HH" is the king of hearts.
const RANK_ALIAS: Record<string, Rank> = { T: '10', H: 'K', V: 'Q', B: 'J' };
// Suit symbols, outlined and filled; emoji forms carry U+FE0F, which is dropped before matching.
const SUIT_SYMBOL: Record<string, Suit> = {
  '♠': 'S',
  '♤': 'S',
  '♥': 'H',
  '♡': 'H',
  '♦': 'D',
  '♢': 'D',
  '♣': 'C',
  '♧': 'C',
};

const example = say((t) => t.core.writeRankThenSuit);

/** One card, or a usage error naming it (exit 2): a word that is no card is a value not of its kind, as `--trump x`. */
export function parseCard(text: string): Card {
  const t = [
    ...text
      .trim()
      .replace(/\uFE0F/g, '')
      .toUpperCase(),
  ];
  const ten = t[0] === '1' && t[1] === '0';
  const rankText = ten ? '10' : (t[0] ?? '');
  const rest = t.slice(ten ? 2 : 1);
  const rank =
    own(RANK_ALIAS, rankText) ?? ((RANKS as readonly string[]).includes(rankText) ? (rankText as Rank) : undefined);
  const suit =
    rest.length !== 1
      ? undefined
      : (SUITS as readonly string[]).includes(rest[0])
        ? (rest[0] as Suit)
        : own(SUIT_SYMBOL, rest[0]);
  if (rank === undefined || suit === undefined) {
    throw misused((t) => t.core.isNotACard(text, example));
  }
  return { rank, suit };
}

/** A list of cards separated by commas and/or spaces (one string or several words). */
export function parseCards(text: string | readonly string[]): Card[] {
  const joined = typeof text === 'string' ? text : text.join(' ');
  return joined
    .split(/[\s,;]+/)
    .filter((w) => w !== '')
    .map(parseCard);
}

const TRUMP_WORDS: Record<string, Suit | null> = {
  s: 'S',
  spades: 'S',
  spade: 'S',
  schoppen: 'S',
  schop: 'S',
  '♠': 'S',
  '♤': 'S',
  h: 'H',
  hearts: 'H',
  heart: 'H',
  harten: 'H',
  hart: 'H',
  '♥': 'H',
  '♡': 'H',
  d: 'D',
  diamonds: 'D',
  diamond: 'D',
  ruiten: 'D',
  ruit: 'D',
  // Flemish for ruiten, as Kleurenwiezen and Manillen tables say it.
  koeken: 'D',
  '♦': 'D',
  '♢': 'D',
  c: 'C',
  clubs: 'C',
  club: 'C',
  klaveren: 'C',
  klaver: 'C',
  '♣': 'C',
  '♧': 'C',
  none: null,
  geen: null,
  zonder: null,
  'no-trump': null,
  notrump: null,
  nt: null,
  'sans-atout': null,
  sa: null,
};

/**
 * A trump suit, or null for `none` (no trump: miserie, piccolo). Refuses anything else (exit 2), offering what the
 * deal takes: `suits`, and `none` unless the deal always has a trump (`none` false; a game refuses `none` itself).
 */
export function parseTrump(text: string, suits: readonly Suit[] = SUITS, none = true): Suit | null {
  const w = text
    .trim()
    .replace(/\uFE0F/g, '')
    .toLowerCase()
    .replace(/[ _]/g, '-');
  if (Object.hasOwn(TRUMP_WORDS, w)) return TRUMP_WORDS[w];
  // No suit at all: a value not of the flag's kind (exit 2); a suit the rules refuse is the game's (exit 1).
  throw misused((t) => t.core.trumpIsNotA(text, suits, none));
}

/** A suit named in a bid ("abondance 9 harten"): the same words as --trump, without `none`. */
export function suitWord(word: string): Suit | undefined {
  const w = word
    .trim()
    .replace(/\uFE0F/g, '')
    .toLowerCase();
  const s = own(TRUMP_WORDS, w);
  return s === null ? undefined : s;
}

/** A word where a bid names its suit ("r" in "samen 9 r") that names none: a rules refusal (exit 1), as the bid's. */
export const notASuitIn = (word: string, bid: string): RuleViolation =>
  refused((t) => t.core.isNotASuitIn(word, bid, SUITS));

/** Every card of the given ranks in every suit: a game's deck before any card is removed. */
export const deckOf = (ranks: readonly Rank[]): Card[] =>
  SUITS.flatMap((suit) => ranks.map((rank) => ({ rank, suit })));
