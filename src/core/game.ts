import type { Lang, Text } from '../i18n/lang.js';

export type { Lang };

/** The raw words and flags of `record`/`edit`/`judge score`, before a game reads them. */
export interface RecordArgs {
  words: string[];
  flags: Record<string, string | boolean | undefined>;
}

/** A stored deal input: plain JSON, player names as written on the sheet. */
export type DealInput = { contract: string } & Record<string, unknown>;

/** One setting a sheet may change with `--set key=value`. */
export interface SettingSpec {
  key: string;
  kind: 'option' | 'points';
  default: string;
  /** Human description of allowed values, e.g. "on|off" or "a whole number". */
  values: string;
  description: Text;
  /** Returns an error text when the value is not allowed. */
  check(value: string): Text | undefined;
  /**
   * `check` where the number of players is known (`new --set`, `set`), its refusal naming the range they allow
   * (Boerenbridge's max-cards: 1 to 13 with 4 players); absent: `check`.
   */
  checkFor?(value: string, players: number): Text | undefined;
  /**
   * A default that depends on the sheet's other --set values (Klaverjassen: a target alone lifts the deal limit);
   * undefined = `default`.
   */
  defaultFrom?(set: Record<string, string>): string | undefined;
  /**
   * A rule the money on a sheet was paid under (Zwikken's loser-pays): once a deal is recorded `set` refuses another
   * value, as it refuses another stake, for every cent on the sheet was paid so. Given the value in force, the deals
   * recorded and the `tafel new` that starts the table with the value asked, it is that refusal. Absent: the rule may
   * change at any time and the totals are recomputed.
   */
  paidUnder?(now: string, deals: number, again: string): Text;
}

/** What a game needs to score a sheet: fixed when the sheet is made. */
export interface SheetConfig {
  rules: string;
  players: string[];
  /** Every setting with its value in force (defaults merged with the sheet's --set). */
  settings: Record<string, string>;
  /** Zwikken: the stake in cents. */
  stakeCents?: number;
  /** Zwikken: `tafel finish --share-pot` shared the pot out when the sheet was closed. */
  sharePot?: boolean;
  /** Seat of the first dealer (Kleurenwiezen with five or six: the dealer sits out). */
  firstDealer?: number;
  /** `judge score` without --sheet: a deal on no sheet, whose refusals name --set, not the sheet's `tafel set`. */
  judged?: boolean;
}

/** Where a deal stands on its sheet. */
export interface DealAt {
  /** From 1. */
  number: number;
  /** Seat of the player who deals it. */
  dealer: number;
  /**
   * Every seat's total before the deal, corrections included (Toepen: who is out, and how far the cap lets a score
   * go); absent when scored without a sheet's history.
   */
  totals?: readonly number[];
}

export interface DealOutcome<State> {
  /** Points (or cents for a money game) per seat, in player order. */
  scores: number[];
  state: State;
  /** Extra per-deal facts for the JSON document and the table (pot, held points...). */
  extra?: Record<string, unknown>;
  /**
   * The seat that deals the next deal, when the deal decides it (Toepen: the round's winner); absent: the
   * rotation (`movesDealer`).
   */
  nextDealer?: number;
}

/**
 * Whether the game has ended by its own rules, and who won. A game over always says why, so a sheet closed with
 * `tafel finish` and also over by its rules is told apart from one that `tafel reopen` would let play on.
 */
export type Standing =
  | { finished: false; winner?: undefined; why?: undefined; playsOn?: undefined }
  | {
      finished: true;
      /** A player, a team, or on a tie the tied players. */
      winner?: string | string[];
      /** Why the game is over, said when one more deal is recorded ("the 7 deals are complete"). */
      why: Text;
      /** The house rule whose higher value plays on (`deals`, `limit`, `target`); absent when none does. */
      playsOn?: string;
    };

export interface RuleSetInfo {
  id: string;
  description: Text;
}

/** `Input`: what the game's parseDeal stores for a deal (its own fields beside `contract`). */
export interface Game<State = unknown, Input extends DealInput = DealInput> {
  id: string;
  name: Text;
  /** What the game is, in one sentence: its line in `tafel games`. */
  summary: Text;
  ruleSets: RuleSetInfo[];
  defaultRules: string;
  /**
   * Other names tables use for the game, each with the rule set it stands for: `tafel new chinees-poepen` is
   * Boerenbridge under `poepen` (unless --rules says otherwise).
   */
  aliases?: Readonly<Record<string, string>>;
  players: { min: number; max: number };
  /** `points` shows scores as points; `money` as currency from integer cents. */
  unit: 'points' | 'money';
  /**
   * The lowest total wins (penalty points: Jokeren); absent: the highest. Asked, never assumed, by
   * every winner, ranking, chart, settle-up, statistic and event or season standing (core/players.ts `merit`).
   */
  lowWins?: boolean;
  /**
   * The word under the sheet for the player who plays first, where the trick games' word is wrong ("leads", in Dutch
   * "komt uit", which a Jokeren table reads as going out): Jokeren's "starts", "begint".
   */
  starts?: Text;
  /**
   * The game's own word for a deal, in lower case, where its players say another than "deal", "gift" (Toepen: round,
   * ronde): the lines that number a deal say it (record, edit, undo, redo, table mode, the phone).
   */
  dealWord?: Text;
  /** Its plural, where `dealWord` is given (rounds, rondes): "Sheet x has no rounds to undo". */
  dealWords?: Text;
  /**
   * Who plays with whom for the whole sheet: the teams, each in seat order, or undefined when every
   * player plays for himself (partners that change per deal are no team). The players of a team
   * always score the same, so a correction is given per team.
   */
  teams(players: readonly string[]): string[][] | undefined;
  /**
   * Whether nothing is made or lost at the table under this rule set: every deal's scores, with what
   * the table itself holds (a view's `pot`), sum to zero. A correction must then sum to zero too.
   */
  zeroSum(rules: string): boolean;
  /**
   * Who played each deal's contract and whether each made it, for `tafel stats`: the players the
   * record names (never a partner for them), and `made` by the contract, not by the sign of a score.
   * `scores` are the deal's, in player order; `extra` the deal's extra facts. Empty for a pass.
   */
  declarers(
    input: Input,
    scores: readonly number[],
    extra: Record<string, unknown>,
    config: SheetConfig,
  ): { player: string; made: boolean }[];
  /**
   * Checks the house rules in force as a whole, beyond each value alone (Kleurenwiezen: a deal limit
   * that depends on the number of players): an error text, or undefined. `new --set` and `set` both
   * ask it (src/core/settings.ts `checkHouseRules`).
   */
  checkSettings?(rules: string, settings: Record<string, string>, players: number): Text | undefined;
  settings(rules: string): SettingSpec[];
  /** The house rule a new sheet's question gives as its example, where not a deal limit (Belote: `target`). */
  exampleKey?: string;
  /**
   * Why these rules have no house rule `key` that another rule set of the game has, when "unknown" would mislead
   * (Klaverjassen Rotterdams: its trump duty leaves undertrumping no choice); undefined for any other key.
   */
  notASetting?(rules: string, key: string): Text | undefined;
  /** Checks game-wide setup facts beyond player count and settings (e.g. a stake). */
  checkSetup?(config: SheetConfig): void;
  /**
   * Reads record flags into a stored input; throws RuleViolation or UsageError. `at.dealer` is who
   * deals this deal, when known (Klaverjassen `bidding=verplicht`: the taker is the next player); `at.number`, its
   * number on the sheet, when known (Boerenbridge names the deal and its cards in a refusal).
   */
  parseDeal(args: RecordArgs, config: SheetConfig, at?: { dealer: string; number?: number }): Input;
  /**
   * The record words and flags a person would type for a stored input, so that a stored deal can be
   * checked by parseDeal again (src/sheet/stored.ts): parseDeal(toArgs(input)) deep-equals every
   * input tafel writes. Must not throw, even for a hand-edited input of the wrong shape: any field is
   * passed on as text, and parseDeal (or the comparison) refuses what does not belong.
   */
  toArgs(input: Input, config: SheetConfig): RecordArgs;
  initialState(config: SheetConfig): State;
  /**
   * `at`: the deal's number and dealer seat as the sheet replays them (absent when scored without a sheet's history).
   */
  scoreDeal(state: State, input: Input, config: SheetConfig, at?: DealAt): DealOutcome<State>;
  /** The contract in words, as a scorekeeper would write it on paper. */
  describe(input: Input, config: SheetConfig, lang: Lang): string;
  /**
   * Whether the deal counts toward the `deals` house rule, as the game's own standing counts it (a `pas`, dealt
   * again, does not: events.md §2.2); absent: every deal counts. Club evenings show a table's deals by it.
   */
  countsTowardDeals?(input: Input): boolean;
  /**
   * The deals the sheet plays under these house rules before the game ends by its deal limit, counted as
   * `countsTowardDeals` counts them (Boerenbridge: its schedule's length; Rikken: `deals=partij`), or undefined when
   * none ends it. Absent: the `deals` house rule when it is a number (core/settings.ts `dealsSetting`).
   */
  dealLimit?(config: SheetConfig): number | undefined;
  /** Whether the deal passes the deal to the next seat (a redeal keeps the dealer). */
  movesDealer(input: Input, config: SheetConfig): boolean;
  /**
   * Who deals when the rotation (or the last deal) gives `seat`, the totals now counting every correction made since:
   * `seat`, or the player the game lets deal in his place (Toepen: a player a correction put out deals no more, the
   * next one still in deals). Absent: `seat`. A dealer named for the deal is never moved: commands check him.
   */
  dealerNow?(seat: number, state: State, totals: readonly number[], config: SheetConfig): number;
  /** Whether the game has ended after these totals, and who won. */
  standing(totals: number[], dealsPlayed: number, state: State, config: SheetConfig): Standing;
  /**
   * Extra columns of the paper sheet, read from each deal's `extra` under `key` (and from the
   * sheet's `sheetExtra` under the same key for the last row), e.g. Zwikken's pot, Belote's held points.
   */
  extraColumns?: { key: string; label: Text /** Only for these rule sets (default: all). */; rules?: string[] }[];
  /**
   * Extra top-level facts of the sheet view (teams, held points, pot). `next`: the next deal's number and dealer seat
   * as the sheet replays them; `finished`: whether the sheet is over, by the game's own end or by `tafel finish`
   * (Belote: the litige points still held are then dropped).
   */
  sheetExtra?(state: State, config: SheetConfig, next?: DealAt, finished?: boolean): Record<string, unknown>;
  /**
   * A closing settlement, applied once after the last deal of a sheet closed by `tafel finish`
   * (Zwikken `--share-pot`: the pot shared out). Its scores are added to the totals and shown as the
   * view's `settlement`; undefined when the sheet was closed without one.
   */
  settle?(state: State, config: SheetConfig): Settlement<State> | undefined;
  /** One more line under the sheet while it is open (Boerenbridge: the next deal's cards), from the view. */
  footer?(view: { nextDealer: string; [k: string]: unknown }, lang: Lang): string | undefined;
  /**
   * `judge score` without a sheet: checks its flags first, and may say how many seats there are when
   * --players is absent (Boerenbridge: one per bid given; the others sit four), and give each player's total
   * before the deal (Toepen's `--totals`: who is out, how far the cap lets a score go), which the deal is then
   * scored after.
   */
  judgeScore?(flags: Record<string, unknown>): { seats?: number; totals?: Record<string, number> };
}

export interface Settlement<State> {
  /** Per seat, in player order, in the game's unit (cents for a money game). */
  scores: number[];
  state: State;
  /** One line for the sheet, e.g. "pot shared". */
  text: Text;
}
