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
  /** The referee of `tafel judge`, loaded on first use. */
  referee(): Promise<Referee>;
  /** The rules text of `tafel rules`, one loader per language. */
  rulesText: Record<Lang, () => Promise<GameText>>;
  /** Table mode's questions for a deal (`tafel play`, `record` filling in what a line lacks); none: `record` lines only. */
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
