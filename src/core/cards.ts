import { rule, tx, type Text } from './errors.js';
import type { Lang } from './game.js';

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

export const code = (c: Card): string => c.rank + c.suit;
export const sameCard = (a: Card, b: Card): boolean => a.rank === b.rank && a.suit === b.suit;
export const codes = (cards: readonly Card[]): string => cards.map(code).join(', ');

/** Suit names in both languages, plural as a player says them ("hearts was led", "er werd harten gevraagd"). */
export const SUIT_NAME: Record<Suit, Text> = {
  S: tx('spades', 'schoppen'),
  H: tx('hearts', 'harten'),
  D: tx('diamonds', 'ruiten'),
  C: tx('clubs', 'klaveren'),
};

export const RANK_NAME: Record<Rank, Text> = {
  A: tx('ace', 'aas'),
  K: tx('king', 'heer'),
  Q: tx('queen', 'vrouw'),
  J: tx('jack', 'boer'),
  '10': tx('ten', 'tien'),
  '9': tx('nine', 'negen'),
  '8': tx('eight', 'acht'),
  '7': tx('seven', 'zeven'),
  '6': tx('six', 'zes'),
  '5': tx('five', 'vijf'),
  '4': tx('four', 'vier'),
  '3': tx('three', 'drie'),
  '2': tx('two', 'twee'),
};

/** "queen of clubs" / "klaveren vrouw". */
export const cardName = (c: Card, lang: Lang): string =>
  lang === 'nl' ? `${SUIT_NAME[c.suit].nl} ${RANK_NAME[c.rank].nl}` : `${RANK_NAME[c.rank].en} of ${SUIT_NAME[c.suit].en}`;

// Rank letters: English, T for ten, and the Dutch H (heer), V (vrouw), B (boer). A Dutch "H" is
// read as a rank only in the rank position, so "HH" is the king of hearts.
const RANK_ALIAS: Record<string, Rank> = { T: '10', H: 'K', V: 'Q', B: 'J' };
// Suit symbols, outlined and filled; emoji forms carry U+FE0F, which is dropped before matching.
const SUIT_SYMBOL: Record<string, Suit> = { '♠': 'S', '♤': 'S', '♥': 'H', '♡': 'H', '♦': 'D', '♢': 'D', '♣': 'C', '♧': 'C' };

const example = tx('write rank then suit, e.g. JH, 10♥, TH or BH (Dutch boer)', 'schrijf rang en dan kleur, bv. JH, 10♥, TH of BH (boer)');

/** One card, or a rules refusal (exit 1) naming it. */
export function parseCard(text: string): Card {
  const t = [...text.trim().replace(/\uFE0F/g, '').toUpperCase()];
  const ten = t[0] === '1' && t[1] === '0';
  const rankText = ten ? '10' : (t[0] ?? '');
  const rest = t.slice(ten ? 2 : 1);
  const rank = RANK_ALIAS[rankText] ?? ((RANKS as readonly string[]).includes(rankText) ? (rankText as Rank) : undefined);
  const suit = rest.length !== 1 ? undefined : (SUITS as readonly string[]).includes(rest[0]) ? (rest[0] as Suit) : SUIT_SYMBOL[rest[0]];
  if (rank === undefined || suit === undefined) {
    throw rule(`"${text}" is not a card: ${example.en}.`, `"${text}" is geen kaart: ${example.nl}.`);
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
  s: 'S', spades: 'S', spade: 'S', schoppen: 'S', schop: 'S', '♠': 'S', '♤': 'S',
  h: 'H', hearts: 'H', heart: 'H', harten: 'H', hart: 'H', '♥': 'H', '♡': 'H',
  d: 'D', diamonds: 'D', diamond: 'D', ruiten: 'D', ruit: 'D', '♦': 'D', '♢': 'D',
  c: 'C', clubs: 'C', club: 'C', klaveren: 'C', klaver: 'C', '♣': 'C', '♧': 'C',
  none: null, geen: null, 'no-trump': null, notrump: null, nt: null, 'sans-atout': null, sa: null,
};

/** A trump suit, or null for `none` (no trump: miserie, piccolo). Refuses anything else (exit 1). */
export function parseTrump(text: string): Suit | null {
  const w = text.trim().replace(/\uFE0F/g, '').toLowerCase().replace(/[ _]/g, '-');
  if (w in TRUMP_WORDS) return TRUMP_WORDS[w];
  throw rule(
    `--trump "${text}" is not a suit: use S H D C, ♠ ♥ ♦ ♣, spades/hearts/diamonds/clubs, schoppen/harten/ruiten/klaveren, or none.`,
    `--trump "${text}" is geen kleur: gebruik S H D C, ♠ ♥ ♦ ♣, schoppen/harten/ruiten/klaveren, spades/hearts/diamonds/clubs, of none (geen troef).`,
  );
}

/** A suit named in a bid ("abondance 9 harten"): the same words as --trump, without `none`. */
export function suitWord(word: string): Suit | undefined {
  const w = word.trim().replace(/\uFE0F/g, '').toLowerCase();
  const s = TRUMP_WORDS[w];
  return s === null ? undefined : s;
}

/** Every card of the given ranks in every suit: a game's deck before any card is removed. */
export const deckOf = (ranks: readonly Rank[]): Card[] => SUITS.flatMap((suit) => ranks.map((rank) => ({ rank, suit })));
