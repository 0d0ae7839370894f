import type { GameFlow } from './flow.js';
import type { DealInput, Game, Lang } from './game.js';
import type { Text } from './errors.js';
import type { Referee } from './referee.js';
import type { GameText } from './topic.js';

/**
 * One record flag a game reads (`record`, `edit`, `judge score`), by its name as typed without the
 * dashes (`zonder-kijk`). The program takes the union of every game's flags; each game refuses the
 * ones it does not read (core/flags.ts onlyFlags).
 */
export interface FlagSpec {
  /** What follows the flag, as the help shows it (`<players>`); none: a switch (`--eerste`). */
  arg?: string;
  /** Completion offers the sheet's players after it (comma-separated for several). */
  players?: boolean;
  /** Completion offers these values after it. */
  values?: readonly string[];
  /** May be given more than once (Jokeren's `--hand`, once per player): the values are joined with commas. */
  repeatable?: true;
  /**
   * Another name or form of that flag (`--klop` of `--mee`, `--defender-points` of `--points`): `tafel edit` giving
   * one of them replaces whichever of them the deal had.
   */
  same?: string;
  /**
   * The flags it takes the place of, as the game's rules say (Boerenbridge's `--misdeal` replaces `--tricks`, a
   * Klaverjassen `--verzaakt` the card points and roem): `tafel edit` giving it drops them from the deal.
   */
  replaces?: readonly string[];
  /**
   * Its value is `Name=value` entries, one per player, and so are the other flags of the same group (Jokeren's
   * `--points` and `--hand`, 'penalty'): `tafel edit` giving entries replaces those players' entries in every flag of
   * the group and keeps the other players'.
   */
  perPlayer?: string;
  /**
   * The flag whose players its entries are of (a miserie's `--tricks Ann=0,Bert=1`, of `--by`): `tafel edit` giving
   * that flag drops the entries it kept of players no longer named there, who play no part in the deal.
   */
  entriesOf?: string;
  /** The player it names has no entry in that `perPlayer` group (Jokeren's `--out`: the player out pays nothing). */
  clears?: string;
  /**
   * Only `judge score` reads it: `record` and `edit` take it from the sheet (Toepen's `--totals`), so completion leaves
   * it off their lines.
   */
  judgeOnly?: true;
  /**
   * The deal typed on one line (table mode's, a phone's) has no word for it (Rikken's `--trump` and `--called`, notes
   * on the sheet): given beside a deal in words it is said so, to be left out or given with record's flags, never to be
   * written "in words too" (games/line.ts mixedFlag).
   */
  lineless?: true;
}

/** What a game's catalogue says of one of its record flags, in one language. */
export interface FlagTexts {
  /** The flag's line in `tafel record --help`, after the game's name ("Belote: <help>"). */
  help: string;
  /** The flag in words, for table mode, where nobody types flags: "Correct --taker" reads "Correct the taker". */
  word: string;
}

/**
 * What the shell reads of a game's catalogue (src/games/<game>/messages.<lang>.ts) in one language,
 * before or without the game's manifest: its name and its record flags' texts, one entry per flag of
 * the head's `flags` (test/games/imports.test.ts checks both ways).
 */
export interface GameCatalogue {
  /** The game's name as a player says it ("Kleurenwiezen"), as the flag help starts with it. */
  name: string;
  flags: Readonly<Record<string, FlagTexts>>;
  /** The word `tafel stats` writes for a contract id that is not the word in this language (Belote's `take`). */
  contractWords?: Readonly<Record<string, string>>;
}

/**
 * The light part of a game (src/games/<game>/head.ts), listed in src/games/heads.ts: what every
 * command line needs to know a game by before its code is loaded (id, rule sets, other names, record
 * flags), with loaders for its referee, texts and catalogue. Importing a head loads no scoring,
 * settings or table-mode code: `tafel judge` and `tafel rules` load only the asked game's referee or
 * text. test/games/imports.test.ts keeps each head in step with its manifest.
 */
export interface GameHead {
  id: string;
  /** The rule sets' ids, as the manifest's `ruleSets` lists them. */
  ruleSets: readonly string[];
  defaultRules: string;
  /**
   * Other names tables use for the game, each with the rule set it stands for: `tafel new chinees-poepen` is
   * Boerenbridge under `poepen` (unless --rules says otherwise).
   */
  aliases?: Readonly<Record<string, string>>;
  /** The record flags the game reads; their texts are in its catalogue (`catalogue`). */
  flags: Readonly<Record<string, FlagSpec>>;
  /**
   * The options of `judge score` beyond its record flags that the game reads (Zwikken's `stake`, the `dealer` of a game
   * that scores by who deals): the others are no typo's meaning for it.
   */
  judgeReads?: readonly ('stake' | 'dealer')[];
  /** The game's catalogue in every language (its messages.ts), loaded for the help of `record`. */
  catalogue(): Promise<Readonly<Record<Lang, GameCatalogue>>>;
  /** The referee of `tafel judge`, loaded on first use. */
  referee(): Promise<Referee>;
  /** The rules text of `tafel rules`, one loader per language. */
  rulesText: Record<Lang, () => Promise<GameText>>;
}

/** A kind of club event (events.md §2.2): every player for himself, or fixed pairs. */
export type EventKind = 'individual' | 'pairs';

/** What a game allows in a club event and its defaults (events.md §2.2). */
export interface EventFacts {
  kinds: EventKind[];
  tableSizes: number[];
  /**
   * Default deals per round at a table size, under a rule set and its house rules (Jokeren `amerikaans`: its 7
   * contract deals; Boerenbridge: its schedule's length, which `max-cards` and `schedule` change); `none`: the
   * table's own end closes each round (Manillen's boom).
   */
  deals: (tableSize: number, rules: string, set: Readonly<Record<string, string>>) => number | 'none';
  rounds: number;
  /** Whether seats 1 + 3 and 2 + 4 are partners. */
  teams: boolean;
  /**
   * The value of the game's `deals` house rule that means "no deal limit" (review 14.8). Absent: the game has no
   * deal limit of its own, a round is one whole game and lasts the deals its rules make (Boerenbridge's schedule).
   */
  noLimit?: string;
  /**
   * A bye's default score per deal of the round, `fixed:<n × deals>`, when the round has a deal limit and
   * no movement seats the tables (Klaverjassen: 100 [PITSLAG]); none: `average`.
   */
  byePerDeal?: number;
  /** House rules every table sheet gets unless the event sets them (Belote: `target=none` [ASCEE]). */
  tableSet?: Readonly<Record<string, string>>;
}

/**
 * Everything tafel knows of one game, exported by its folder (src/games/<game>/index.ts) and listed
 * once in src/games/index.ts: the scoring (the Game), and what the other rooms ask of it (table mode,
 * completion, club events). `Input` is what its parseDeal stores for a deal.
 */
export interface GameManifest<State = unknown, Input extends DealInput = DealInput> extends Game<State, Input> {
  /**
   * Table mode's questions for a deal (`tafel play`, `record` filling in what a line lacks); none: `record` lines only.
   */
  flow?: GameFlow<Input>;
  /** What shell completion offers while a deal of this game is typed (the flags' values: the head's `flags`). */
  completion: {
    /** The contract words of `record <contract>` under a rule set. */
    contracts(rules: string): string[];
  };
  /**
   * Club events (`tafel event new`): what the game allows, or why it has none (Zwikken: a money pot), with the game's
   * name as a player says it for that refusal ("Zwikken", where `name` is the listing's "Zwikken (pot game)").
   */
  event: EventFacts | { none: Text; game: Text };
}
