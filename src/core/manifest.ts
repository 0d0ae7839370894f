import type { GameFlow } from './flow.js';
import type { Game, Lang } from './game.js';
import type { Referee } from './referee.js';
import type { GameText } from './topic.js';

/**
 * Everything tafel knows of one game, exported by its folder (src/games/<game>/index.ts) and listed
 * once in src/games/index.ts: the scoring (the Game), and what the other rooms derive from the list
 * (the referee and rules registries, table mode, completion). The referee and the rules texts are
 * loaders, so `tafel judge` and `tafel rules` load only the asked game's module and language.
 */
export interface GameManifest<State = unknown> extends Game<State> {
  /** The referee of `tafel judge`, loaded on first use (the game's head holds the loader). */
  referee(): Promise<Referee>;
  /** The rules text of `tafel rules`, one loader per language (the game's head holds the loaders). */
  rulesText: Record<Lang, () => Promise<GameText>>;
  /**
   * Table mode's questions for a deal (`tafel play`, `record` filling in what a line lacks); none: `record` lines only.
   */
  flow?: GameFlow;
  /** What shell completion offers while a deal of this game is typed. */
  completion: {
    /** The contract words of `record <contract>` under a rule set. */
    contracts(rules: string): string[];
    /** The record flags whose value is a player (or players, comma-separated). */
    playerFlags: string[];
    /** Record flags with a fixed set of values. */
    flagValues?: Record<string, string[]>;
  };
}

/**
 * The light part of a game (src/games/<game>/head.ts), listed in src/games/heads.ts: what `tafel judge`
 * and `tafel rules` need to find a game and its rule sets, with loaders for its referee and texts. Importing a head
 * loads no scoring, settings or table-mode code. Heads hold no loader of their own manifest: a
 * per-game entry would split every command's load into one more chunk per game (src/games/heads.ts).
 * test/games/imports.test.ts keeps each head in step with its manifest.
 */
export interface GameHead {
  id: string;
  /** The rule sets' ids, as the manifest's `ruleSets` lists them. */
  ruleSets: readonly string[];
  defaultRules: string;
  /** As the manifest's `aliases`. */
  aliases?: Readonly<Record<string, string>>;
  /** The referee of `tafel judge`, loaded on first use. */
  referee(): Promise<Referee>;
  /** The rules text of `tafel rules`, one loader per language. */
  rulesText: Record<Lang, () => Promise<GameText>>;
}
