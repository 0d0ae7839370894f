import type { Card, Suit } from './cards.js';
import type { Text } from './errors.js';
import type { SettingSpec } from './game.js';

/** The question `tafel judge` asks the referee (`judge score` scores a deal with the game's own code). */
export type Question = 'rank' | 'trick' | 'play';

/** Which bid outranks the other: 1 or 2 for the first or second bid, 0 when neither does. */
export interface RankAnswer {
  higher: 0 | 1 | 2;
  reason: Text;
}

/** Who wins a trick: the 0-based position in playing order (the command shows it 1-based). */
export interface TrickAnswer {
  winner: number;
  reason: Text;
  /** More facts of the trick for the JSON answer, and a sentence for the text (Klaverjassen: its roem). */
  extra?: Record<string, unknown>;
  more?: Text;
}

/** The cards of a hand that may be played now, in hand order; the others each with why not. */
export interface PlayAnswer {
  legal: Card[];
  illegal: { card: Card; reason: Text }[];
}

/** What the referee knows about the table beyond the cards: how many play, and who holds the pot. */
export interface Table {
  players: number;
  /** Solokaarten: the player to move holds the pot, so he may lead trump. */
  potHolder: boolean;
  /** The rule set in force (Belote's ffb and cardavia differ on a trump with the partner winning). */
  rules: string;
  /** Which trick of the deal this is, 1 for the opening one (Solokaarten: only that lead may not be trump). */
  trickNo: number;
  /** The rule set's options (defaults merged with --set), for games whose duties depend on them. */
  options?: Record<string, string>;
  /** Rikken: the card the rikker called (its holder must play it when its suit is led). */
  called?: Card;
  /** Rikken: the troela mate led his ace to the first trick, which may not be trumped. */
  troelaLead?: boolean;
}

/**
 * The rules referee of one game: pure functions of cards and bids (no sheet, no I/O). The command
 * `tafel judge` checks the cards (deck, doubles, trick size) before calling these, so they may
 * assume a well-formed position.
 */
export interface Referee {
  id: string;
  /** The game's name as its catalogue says it ("Belote"), for the refusals that name the game. */
  name: Text;
  /** Rule sets the referee knows; used when the game itself is not registered yet. */
  ruleSets: string[];
  defaultRules: string;
  /** Seats at the table, and the number assumed when `--players` is not given. */
  players: { min: number; max: number; default: number };
  /** The cards in play with this many players. */
  deck(players: number): Card[];
  /**
   * The deck in words, for the refusal of a card that is not in it; `fromSheet`: the table is a sheet's, so no
   * --player-count is offered for another deck.
   */
  deckText(players: number, fromSheet?: boolean): Text;
  /** Most cards one player can hold at once. */
  handSize(players: number): number;
  /**
   * `always`: the game always has a trump suit; `optional`: `--trump none` is allowed too; `never`: the game has no
   * trump (Toepen), so `--trump` is a usage error saying `noTrump`.
   */
  trump: 'always' | 'optional' | 'never';
  /** Why `--trump` does not apply, for a game that never has a trump. */
  noTrump?: Text;
  /** Solokaarten: the game knows a pot holder, who alone may lead trump (`--pot-holder`). */
  potHolder?: boolean;
  /** Rikken: the game knows a called ace and a troela lead (`--called`, `--troela-lead`). */
  calledAce?: boolean;
  /** Ranks two bids written as text; absent when the game has no bid ranking. `options`: the rule set's, with --set. */
  rank?(a: string, b: string, rules: string, options?: Record<string, string>): RankAnswer;
  /** A bid of two words, as `judge rank` given it unquoted says to quote it ("abondance 10"); with `rank`. */
  bidExample?: string;
  /** Why the game has no bid ranking (shown when `rank` is absent). */
  noRanking?: Text;
  /** A game with tricks but no bids (Toepen): `judge rank` is a usage error saying this. */
  noBids?: Text;
  /**
   * A game with neither bids nor tricks to judge (Jokeren): `judge rank|trick|play` is a usage error
   * saying this, before any card is read.
   */
  noTricks?: Text;
  /**
   * The house rules `judge <question> --set` may change: exactly those the question reads (Klaverjassen's trick the
   * roem's four-jacks and low-four, its play undertrump; Kleurenwiezen's rank the bid switches, its trick and play
   * none); absent = none for every question. Another key of the game is refused with this list.
   */
  options?(rules: string, question: Question): SettingSpec[];
  /** Why these rules have no option `key` of another rule set (the Game's `notASetting`); undefined otherwise. */
  notASetting?(rules: string, key: string): Text | undefined;
  /**
   * The trump the options in force always play, used when `--trump` is not given (Boerenbridge trump=spades), and
   * the refusal of another suit given (until 2026-12-07 judged as given, where `record` refused it).
   */
  fixedTrump?(options: Record<string, string>, rules: string): { suit: Suit; other: Text } | undefined;
  trickWinner(trick: readonly Card[], trump: Suit | null, table?: Table): TrickAnswer;
  legalPlays(hand: readonly Card[], trick: readonly Card[], trump: Suit | null, table: Table): PlayAnswer;
}
