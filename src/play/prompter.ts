import type { Lang } from '../core/game.js';

/** One answer offered by a list question. */
export interface Choice<T> {
  value: T;
  /** What the player sees and types to find it. */
  name: string;
  /** A hint shown under the list for the highlighted answer. */
  description?: string;
  /** Other words that find it when typed (spellings `record` accepts, e.g. "abundance"). */
  keys?: string[];
}

/**
 * Thrown by a question when the player presses Esc: the question before it is asked again. A flow
 * that cannot go back further simply asks the same question again.
 */
export class GoBack extends Error {
  constructor() {
    super('back');
    this.name = 'GoBack';
  }
}

/**
 * Everything the table mode asks goes through this interface, so the question flows are plain
 * functions that tests drive with scripted answers; src/play/inquirer.ts adapts it to
 * the prompts of src/play/widgets.ts (on @inquirer/core) on a terminal. Values are compared structurally (defaults may be arrays).
 */
export interface Prompter {
  /** Pick one from a short list; typing the start of a name jumps to it. */
  select<T>(q: { message: string; choices: Choice<T>[]; default?: T; /** Nothing highlighted: a bare enter picks nobody. */ noDefault?: boolean }): Promise<T>;
  /** Pick one from a longer list by typing part of its name; `default` is offered first. */
  search<T>(q: { message: string; choices: Choice<T>[]; default?: T; typed?: (term: string) => Choice<T> | undefined }): Promise<T>;
  /** Pick any number from a list (space to tick, enter to confirm). */
  checkbox<T>(q: { message: string; choices: Choice<T>[]; checked?: T[] }): Promise<T[]>;
  input(q: { message: string; default?: string }): Promise<string>;
  /** A whole number from min to max. */
  number(q: { message: string; default?: number; min: number; max: number }): Promise<number>;
  confirm(q: { message: string; default?: boolean }): Promise<boolean>;
  /** The screen's height in lines, to page long texts and fit the sheet above a question (undefined: 24 for paging, unbounded for the sheet). */
  readonly rows?: number;
  /** The screen's width in columns: the sheet is drawn no wider (undefined: unbounded). */
  readonly columns?: number;
  /** A line for the player (on stderr, so `--json` keeps stdout clean). */
  say(text: string): void;
}

/** Structural equality for defaults: a value read back from a sheet is never the same object. */
export const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Deprecated: English or Dutch, for the questions of the game flows (src/play/flows/), until they move
 * into the game folders with their own messages files. New texts go into src/i18n/<lang>/table.ts.
 */
export const say2 = (lang: Lang, en: string, nl: string): string => ({ en, nl })[lang];


/**
 * How many answers a list question shows at once on a screen of `rows` lines: 12 on a tall screen,
 * fewer on a short one (6 at 24 lines), so that the sheet above the question keeps its names, its
 * last deals and its totals on screen. The list scrolls, and typing finds an answer anyway.
 */
export function listSize(rows: number | undefined): number {
  return rows === undefined ? 12 : Math.max(5, Math.min(12, Math.floor((rows - 12) / 2)));
}

/** The most lines a question takes below the sheet: its message, its list, a refusal, a description, the key hint. */
export const questionLines = (rows: number | undefined): number => listSize(rows) + 4;
