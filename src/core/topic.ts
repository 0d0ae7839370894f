import type { Lang } from './game.js';

/** The settings in force: a game's defaults merged with a sheet's --set values (key -> value). */
export type Settings = Record<string, string>;

/** A table shown with a topic, e.g. the point values in force. Cells are plain strings. */
export interface PointTable {
  /** One line said above the table (what the letters mean, which house rules apply). */
  caption?: string;
  head: string[];
  rows: string[][];
  /** Columns that hold numbers, aligned right. */
  right?: number[];
  /** Worked out from the settings in force (so a sheet's --set values show), not a fixed table. */
  inForce?: boolean;
}

/**
 * One rule that can be looked up: `tafel rules <game> <id>`. The English and the Dutch text of a
 * game have the same ids, so a player can switch language and find the same topic.
 */
export interface Topic {
  /** kebab-case, the same in every language. */
  id: string;
  title: string;
  /** Other words a player may type for this topic: spellings, the other language's name. */
  aliases?: string[];
  /**
   * The document(s) the facts come from, named as a reader can find them: the publisher and the
   * document ("FFB …, official rules of classic belote, 2016"), several separated by "; ". Never a
   * file of ours, which is not in the package.
   */
  source: string;
  /**
   * The text in our own words. Paragraphs are separated by a blank line; a line that starts with
   * "- " is a bullet; a line that starts with "## " is a sub-heading. An example command (a short label and a
   * colon, then `tafel ...`: "Example: tafel new ...") is shown on a line of its own (rules/render.ts).
   */
  text: string;
  /**
   * Tables worked out from the settings in force, so a sheet's house rules show up (`--sheet`).
   * Static tables (card order, deck sizes) simply ignore the settings. May be async, so a text
   * module can import its table code only when a table is actually shown.
   */
  tables?: (settings: Settings) => PointTable[] | Promise<PointTable[]>;
  /** Related topic ids of the same rule set. */
  see?: string[];
}

/** All topics of one game in one language, per rule set (in the order they are listed). */
export interface GameText {
  game: string;
  lang: Lang;
  /** The game's name as shown in this language. */
  name: string;
  ruleSets: Record<string, Topic[]>;
}

/** A topic with where it lives: what `--search` returns and `--json` prints. */
export interface Located {
  game: string;
  rules: string;
  topic: Topic;
}
