import type { DealInput, Game, Lang, RecordArgs, SheetConfig } from './game.js';
import { findPlayers, fold } from './players.js';

/**
 * What a game's table-mode flow (src/games/<game>/flow.ts) is written against: the questions, the deal's context and
 * the few helpers they share. A game folder sits below src/play, so the flow cannot import the table mode; src/play
 * drives these flows (play/deal.ts askDeal) and lends them its one contract question through `askContract` below.
 */

/** One answer offered by a list question. */
export interface Choice<T> {
  value: T;
  /** What the player sees and types to find it. */
  name: string;
  /** A hint shown under the list for the highlighted answer. */
  description?: string;
  /** Other words that find it when typed (spellings `record` accepts, e.g. "abundance"). */
  keys?: string[];
  /**
   * Typed digits never find it: table mode's "undo: remove deal 3", which a `3` typed for "samen 13" or a bid of 3
   * would otherwise put on top, for Enter to take off a deal.
   */
  notByNumber?: true;
  /**
   * Found by its own name (and keys) only, never by its description: table mode's actions at the contract question.
   * Undo's description is the text of the row it removes, so a one-line deal whose words occur in that text (`bert 92
   * roem` beside "Bert (Bert + Dirk) played: 92 + 20 roem - 70, made") put "undo: remove deal 1" on top for Enter,
   * in place of the line's own refusal (until 2026-12-07).
   */
  notByDescription?: true;
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
 * A step's questions asked in turn (one per player, per team): Esc at one goes back to the one before, whose answer
 * `ask` offers again; at the first it goes back out of the step (docs/table-mode.md: "Esc goes back one question").
 * `from`: asked again by Esc at a later question, the step resumes at a later one of its own, through `p`, the step's
 * prompter (Prompter.resumed).
 */
export async function inTurn(count: number, ask: (i: number) => Promise<void>, from = 0, p?: Prompter): Promise<void> {
  for (let i = from; i < count; ) {
    try {
      await (from > 0 && p?.resumed ? p.resumed(i === 0, () => ask(i)) : ask(i));
      i++;
    } catch (e) {
      if (!(e instanceof GoBack) || i === 0) throw e;
      i--;
    }
  }
}

/**
 * Everything the table mode asks goes through this interface, so the question flows are plain
 * functions that tests drive with scripted answers; src/play/inquirer.ts adapts it to
 * the prompts of src/play/widgets.ts (on @inquirer/core) on a terminal. Values are compared structurally (defaults may
 * be arrays).
 */
export interface Prompter {
  /** Pick one from a short list; typing the start of a name jumps to it. */
  select<T>(q: {
    message: string;
    choices: Choice<T>[];
    default?: T /** Nothing highlighted: a bare enter picks nobody. */;
    noDefault?: boolean;
  }): Promise<T>;
  /** Pick one from a longer list by typing part of its name; `default` is offered first. */
  search<T>(q: {
    message: string;
    choices: Choice<T>[];
    default?: T;
    typed?: (term: string) => Choice<T> | undefined;
    /** Nothing highlighted: a bare enter picks nothing (it says "choose one"). */
    noDefault?: boolean;
    /**
     * Why a typed text that fits nothing is refused (a whole deal `record` would refuse), shown instead of
     * "nothing fits".
     */
    refused?: (term: string) => string | undefined;
    /** What stands typed when the question opens (a line given back to be corrected). */
    term?: string;
    /**
     * Whether a typed text reads as a whole line (a whole deal, everybody's bids): it is judged as one, its own entry
     * or its refusal shown, and the list is not searched for it (each of its words found a single entry: `2 2 2 2 2`
     * highlighted "Bert bids 2", until 2026-12-07).
     */
    whole?: (term: string) => boolean;
  }): Promise<T>;
  /** Pick any number from a list (space to tick, enter to confirm). */
  checkbox<T>(q: { message: string; choices: Choice<T>[]; checked?: T[] }): Promise<T[]>;
  /** One line of text; `term` stands typed when it opens (a refused answer given back, to be mended or sent again). */
  input(q: { message: string; default?: string; term?: string }): Promise<string>;
  /** A whole number from min to max. */
  number(q: { message: string; default?: number; min: number; max: number }): Promise<number>;
  confirm(q: { message: string; default?: boolean }): Promise<boolean>;
  /** Waits for one key, any key (Enter, Esc, q...): a text stays on screen until it is read. Ctrl-C stops. */
  key?(q: { message: string }): Promise<void>;
  /**
   * The screen's height in lines, to page long texts and fit the sheet above a question (undefined: 24 for paging,
   * unbounded for the sheet).
   */
  readonly rows?: number;
  /** The screen's width in columns: the sheet is drawn no wider (undefined: unbounded). */
  readonly columns?: number;
  /** A line for the player (on stderr, so `--json` keeps stdout clean). */
  say(text: string): void;
  /**
   * Asks the first question `ask` asks as one that Esc cannot leave (nothing comes before it): Esc does nothing there
   * and the key help names no esc. Without it, Esc at any question goes back (GoBack).
   */
  staying?<T>(ask: () => Promise<T>): Promise<T>;
  /**
   * A question of a step resumed at a later question of its own (inTurn's `from`): not the first question asked but
   * the step's `first` is the one Esc cannot leave when nothing comes before the step (until 2026-12-07 Boerenbridge's
   * bids, asked again by Esc at the tricks, stayed at the dealer's: the others' bids could not be reached).
   */
  resumed?<T>(first: boolean, ask: () => Promise<T>): Promise<T>;
}

/**
 * One question of a flow. It writes its answer into the draft (D) as the flags a command would get
 * (`fills`), so the draft can be checked by the very function the command line goes through.
 */
export interface Step<D, F> {
  id: string;
  /**
   * The command-line flags (camelCase) this question answers: to skip what is given, and to know which question a
   * refusal is about.
   */
  fills: string[];
  /** Asked in table mode, but not when filling in a `record` line: a missing optional flag is not missing. */
  optional?: boolean;
  /**
   * A rare question (a revoke, a search, a refinement): table mode does not ask it every deal, only
   * when the player asks for it by typing one of these words after the contract ("vragen, verzaakt"),
   * when the deal being edited had it, or when a refusal is about it.
   */
  rare?: string[];
  /** Whether the question makes sense for the answers so far (no tricks after `pas`). */
  applies?(d: D, f: F): boolean;
  /** Whether the command line already answered it; default: every flag of `fills` is present. */
  given?(d: D, f: F): boolean;
  /** Whether a refusal that names no flag of `fills` is about this question all the same. */
  blames?(text: string, d: D, f: F): boolean;
  /**
   * Asks and writes the answer into the draft; returns an action name to leave the flow instead. `back`: asked again
   * because Esc was pressed at a later question, so a step of several questions starts at its last one (its answers
   * are in the draft).
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: an async ask with no `return` is Promise<void>
  ask(p: Prompter, d: D, f: F, back?: boolean): Promise<string | void>;
}

/** What the player can do instead of entering a deal (offered with the first question of a deal). */
export type Action =
  | 'undo'
  | 'redo'
  | 'edit'
  | 'correct'
  | 'dealer'
  | 'again'
  | 'reopen'
  | 'rules'
  | 'sheet'
  | 'finish'
  | 'quit';

/** What a deal's questions know about the table; `Input`: the game's stored deal. */
export interface DealCtx<Input extends DealInput = DealInput> {
  game: Game;
  config: SheetConfig;
  lang: Lang;
  /** Who deals this deal. */
  dealer: string;
  /** The deals on the sheet so far. */
  deals: Input[];
  /** The deal being edited: every question offers its old answer. */
  editing?: Input;
  /** Table mode: the loop's actions, offered after the contracts. Empty when filling in `record`. */
  actions: Choice<Action>[];
  /** The action Esc at the deal's first question takes (editing: keep the deal as it is); none: Esc stays there. */
  escape?: Action;
  /** The rare questions of the game (Step.rare), by the words that ask for them; set by askDeal. */
  rare?: { id: string; words: string[] }[];
  /** The flags in words (the game's catalogue and the shell's), for refusals said in table mode; set by askDeal. */
  words?: Readonly<Record<string, string>>;
  /** The flow's check of a deal on this sheet (GameFlow.check); set by askDeal. */
  check?: GameFlow<Input>['check'];
  /** The flow's words for a whole deal (GameFlow.confirm); set by askDeal. */
  confirm?: GameFlow<Input>['confirm'];
  /** The row the deal makes at its place on the sheet, for dealText (a doubled deal's `×2`): play/deal.ts rowOn. */
  row?(input: Input, f: DealCtx<Input>): Readonly<Record<string, unknown>> | undefined;
  /** Why a line meant as a whole deal reads as none (GameFlow.unread); set by askDeal. */
  unread?: GameFlow<Input>['unread'];
  /**
   * The contract question as table mode asks it (play/deal.ts, which owns the search prompt and the
   * one-line reader behind it); set by askDeal, so a flow asks it as `f.askContract(p, f, ...)`.
   */
  askContract?: AskContract;
  /**
   * Nothing highlighted at the contract question: right after a look-up a second Enter (meant for a
   * pager that had already ended) would otherwise start a deal with the highlighted contract.
   */
  calm?: boolean;
}

/**
 * A deal being asked: record's words and flags so far; `ask`, the rare questions asked for; `line`, a whole deal's line
 * as typed; `retype`, a line to stand typed at the question it was typed at (given back by Esc at Save).
 */
export type Draft = RecordArgs & { ask?: string[]; line?: string; retype?: string };

/** The line given back to stand typed at this question (Esc at Save), once: `{ term }` for the search, or nothing. */
export function givenBack(d: RecordArgs): { term?: string } {
  const term = (d as Draft).retype;
  delete (d as Draft).retype;
  return term ? { term } : {};
}

export type DealStep<Input extends DealInput = DealInput> = Step<RecordArgs, DealCtx<Input>>;

/** A contract as the first question offers it: the words and flags of a `record` line. */
export interface Pick {
  words: string[];
  flags?: RecordArgs['flags'];
  /** A whole deal typed on one line: nothing more to ask, only to confirm. */
  whole?: boolean;
  /** That line as typed. */
  line?: string;
  /** Rare questions asked for with the contract ("vragen, verzaakt"). */
  ask?: string[];
}

export interface GameFlow<Input extends DealInput = DealInput> {
  steps: DealStep<Input>[];
  /** Rule topics to offer for a look-up, the most relevant first. */
  topics(f: DealCtx<Input>): string[];
  /**
   * What `record` refuses beyond parseDeal because of where the deal stands on the sheet
   * (Kleurenwiezen at five or six: a player who sits this deal out is named). Throws the refusal.
   */
  check?(input: Input, f: DealCtx<Input>): void;
  /**
   * A whole deal typed on one line at the contract question (the short forms on each game's page in
   * docs/games/), as `record`'s words and flags; undefined when the words do not read as a deal.
   * The game's parseDeal then judges it as it judges `record`. Without it only `--` flags are read. `at`: who deals
   * the deal, when known (Klaverjassen's bidding=verplicht: the player after him takes, and `roem 20` is his).
   */
  readLine?(tokens: string[], config: SheetConfig, at?: { dealer: string }): RecordArgs | undefined;
  /**
   * What a scorer's phone offers to tap under the one-line form (scorer.md §2), for the next deal (`number`) of a
   * sheet: the game's words for its rule set, the numbers its deals take, and a whole line as an example. The phone
   * knows no rules of its own: these come from here, through the server. `playing`: the players of that deal in seat
   * order (who sits it out left out), whom the example names.
   */
  lineChips?(config: SheetConfig, next: ChipsFor): LineChips;
  /**
   * The deal in words where a line typed whole is offered and confirmed before it is saved (Jokeren:
   * each entry with its kind, so a missed colon is seen); default: the game's describe().
   */
  confirm?(input: Input, f: DealCtx<Input>): string;
  /**
   * Why a line typed at the contract question reads as no deal, when it is plainly meant as one (Jokeren: a card
   * list in the line, but its entries not ended by commas): said in place of "nothing fits"; undefined otherwise. The
   * scorer's phone asks it too, of its line, and says it in place of "does not read".
   */
  unread?(line: string, f: { config: SheetConfig; lang: Lang }): string | undefined;
}

/** The deal the scorer's chips are for. */
export interface ChipsFor {
  number: number;
  lang: Lang;
  playing: readonly string[];
}

/** The scorer's chips of a game (GameFlow.lineChips): words and numbers to tap, and an example line. */
export interface LineChips {
  words: string[];
  numbers: number[];
  example: string;
  /** The line names no player (Boerenbridge's: numbers in seating order): the page has no name chips. */
  names?: false;
}

/** The contract question (play/deal.ts): asks, writes the pick into the draft, or returns the action chosen. */
export type AskContract = (
  p: Prompter,
  f: DealCtx,
  message: string,
  picks: Choice<Pick>[],
  d: RecordArgs,
  current?: Pick,
  kinds?: Choice<Pick>[],
) => Promise<Action | 'whole' | undefined>;

/** The contract question of a deal (the flows' first step): the one askDeal put in its context. */
export const askContract: AskContract = (p, f, ...rest) => {
  if (!f.askContract) throw new Error('askContract: a flow is asked through askDeal (src/play/deal.ts), which sets it');
  return f.askContract(p, f, ...rest);
};

/** Sets or clears a flag of the draft. */
export function put(d: RecordArgs, key: string, value: string | boolean | undefined): void {
  if (value === undefined || value === false) delete d.flags[key];
  else d.flags[key] = value;
}

/** The players a flag names (prefixes allowed, as on the command line), or none when it does not read. */
/**
 * The first `count` players as a one-line example types them (the first word, lower case: "ann"), so that a hint shows
 * the table's own names, never the catalogue's Ann and Bert.
 */
export const typedNames = (players: readonly string[], count: number): string[] =>
  players.slice(0, count).map((p) => fold(p).split(/\s+/)[0]);

export function namesIn(f: DealCtx, text: unknown): string[] {
  if (typeof text !== 'string') return [];
  try {
    return findPlayers(f.config.players, text);
  } catch {
    return [];
  }
}

/** A per-player list as a record line types it (`Ann=0,Bert=1`), by player; entries naming nobody are left out. */
export function typedCounts(f: DealCtx, text: unknown): Map<string, number> {
  const out = new Map<string, number>();
  for (const part of typeof text === 'string' ? text.split(',') : []) {
    const kv = part.split('=');
    const who = kv.length === 2 ? namesIn(f, kv[0])[0] : undefined;
    if (who !== undefined && /^\s*\d+\s*$/.test(kv[1])) out.set(who, Number(kv[1]));
  }
  return out;
}

/**
 * Whether a record line gave a per-player list (`--tricks Ann=0,Bert=1`) for every one of `who`, or in a shape that
 * `record` refuses (a number alone, an item that is no `player=n`): then nobody is asked. False when it left a
 * player out, who is asked (on a terminal).
 */
export function listGiven(f: DealCtx, text: unknown, who: readonly string[]): boolean {
  if (text === undefined) return false;
  const parts = String(text).split(',');
  const typed = typedCounts(f, text);
  if (parts.some((part) => part.trim() !== '' && !/^[^=]+=\s*\d+\s*$/.test(part))) return true;
  if (parts.filter((part) => part.trim() !== '').length !== typed.size) return true;
  return who.every((pl) => typed.has(pl));
}

/**
 * One answer per player, in turn (Esc goes back to the player before): only the players a record line left out, or,
 * asked again, every one of them, each offered his answer so far. Returns every player's answer.
 */
export async function askEach<T>(
  who: readonly string[],
  have: ReadonlyMap<string, T>,
  ask: (player: string, was: T | undefined) => Promise<T>,
  back = false,
  p?: Prompter,
): Promise<Map<string, T>> {
  const out = new Map(have);
  const missing = who.filter((pl) => !have.has(pl));
  const asked = missing.length > 0 ? missing : who;
  const at = async (i: number) => void out.set(asked[i], await ask(asked[i], out.get(asked[i])));
  await inTurn(asked.length, at, back && missing.length === 0 ? asked.length - 1 : 0, p);
  return out;
}

/**
 * Each player's tricks in turn (`askEach`): a record line's first, else the edited deal's, else `fallback`; as a
 * record line writes them (`Ann=0,Bert=1`).
 */
export async function askTricksEach(
  p: Prompter,
  f: DealCtx,
  o: { who: readonly string[]; typed: unknown; was: unknown; message: (player: string) => string; fallback: number },
  back = false,
): Promise<string> {
  const was = typeof o.was === 'object' && o.was !== null ? (o.was as Record<string, number>) : {};
  const tricks = await askEach(
    o.who,
    typedCounts(f, o.typed),
    (pl, typed) => {
      const old = typed ?? was[pl];
      return p.number({ message: o.message(pl), default: Number.isInteger(old) ? old : o.fallback, min: 0, max: 13 });
    },
    back,
    p,
  );
  return o.who.map((pl) => `${pl}=${tricks.get(pl)}`).join(',');
}

/** The seats from the one after the dealer round to the dealer: the order in which the table speaks. */
export const fromDealer = (f: DealCtx): string[] => {
  const ps = f.config.players;
  const at = ps.indexOf(f.dealer);
  return ps.map((_, i) => ps[(at + 1 + i) % ps.length]);
};

/**
 * For the one-line readers: a whole number, a name=value pair (or several joined by commas, `Ann=1,Cis=0`, as record's
 * lists and the refusals' examples write them), one of these words.
 */
export const isNumber = (t: string): boolean => /^\d+$/.test(t);
export const isPair = (t: string): boolean => /^[^=]+(?:=[^=,]+,[^=]+)*=[^=]+$/.test(t);
export const oneOf = (t: string, words: string[]): boolean => words.includes(fold(t));

/** The words a one-line deal uses for a revoke (`verzaakt cis`). */
export const REVOKE = ['verzaakt', 'verzaking', 'revoke', 'revoked', 'revokes'];

/**
 * The tail of a one-line deal from `from` on: tricks (`9`, `Ann=4,Bert=5`) and `verzaakt <player>`, put
 * into `flags` as record's --tricks and --revoke. False when a word is neither. A `verzaakt` that ends the line is
 * a bare --revoke, for parseDeal to ask who revoked (a line read as far as it goes: parseDeal names what is missing).
 */
export function readTricksAndRevoke(tokens: readonly string[], from: number, flags: RecordArgs['flags']): boolean {
  const tricks: string[] = [];
  let i = from;
  while (i < tokens.length) {
    const t = tokens[i++];
    if (oneOf(t, REVOKE)) flags.revoke = tokens[i++] ?? true;
    else if (isNumber(t) || isPair(t)) tricks.push(...t.split(',').filter((x) => x !== ''));
    else return false;
  }
  if (tricks.length > 0) flags.tricks = tricks.join(',');
  return true;
}

export interface NameRun {
  list: string[];
  next: number;
}

/** Names run until the next keyword, number or name=value: "b d", "bert,dirk", "b, d". */
export function namesUntil(tokens: string[], from: number, stop: (t: string) => boolean): NameRun {
  const list: string[] = [];
  let i = from;
  while (i < tokens.length && !stop(tokens[i])) list.push(...tokens[i++].split(',').filter((x) => x !== ''));
  return { list, next: i };
}
