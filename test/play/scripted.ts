import { unglued } from '../../src/core/unsafe.js';
import { fold } from '../../src/core/players.js';
import { gameById } from '../../src/games/index.js';
import type { DealCtx } from '../../src/play/deal.js';
import { configOf, replay, type SheetData } from '../../src/sheet/sheet.js';
import { filterChoices } from '../../src/play/inquirer.js';
import { GoBack, same, type Choice, type Prompter } from '../../src/play/prompter.js';

/** Press enter: take the default (or the first answer of a list, the way inquirer does). */
export const ENTER = Symbol('enter');
/** Esc: the question rejects with GoBack. */
export const ESC = Symbol('esc');
/** Ctrl-C: inquirer rejects the prompt with an ExitPromptError. */
export const CTRL_C = Symbol('ctrl-c');

/**
 * A scripted answer. For lists a string is what the player types to find a choice: an exact name,
 * else the first choice the search/select would show for that text. A checkbox takes names.
 */
export type Answer = string | number | boolean | string[] | typeof ENTER | typeof CTRL_C | typeof ESC;

export interface Asked {
  kind: string;
  message: string;
  choices?: string[];
  default?: unknown;
  /** Asked as one Esc cannot leave (Prompter.staying): an Esc scripted there does nothing. */
  stays?: true;
  /** What stood typed when the question opened. */
  term?: string;
}

/** Ctrl-C as inquirer signals it (main.ts maps the name to exit 130). */
export function exitPromptError(): Error {
  const e = new Error('User force closed the prompt with SIGINT');
  e.name = 'ExitPromptError';
  return e;
}

/** A Prompter that answers from a script and records every question and every line said. */
export class Scripted implements Prompter {
  readonly asked: Asked[] = [];
  readonly said: string[] = [];
  /** What a search showed under a typed line it kept (a refusal), as opposed to a line said. */
  readonly shown: string[] = [];
  /** A tall screen: long texts are paged only when a test asks for it. */
  readonly rows: number = 1000;

  private readonly answers: Answer[];

  constructor(answers: Answer[]) {
    this.answers = [...answers];
  }

  get left(): number {
    return this.answers.length;
  }

  /** The next question is one Esc cannot leave. */
  private stay = false;

  async staying<T>(ask: () => Promise<T>): Promise<T> {
    this.stay = true;
    try {
      return await ask();
    } finally {
      this.stay = false;
    }
  }

  private next(q: Asked): Answer {
    if (this.stay) q.stays = true;
    this.stay = false;
    // As the player reads it: GLUE (a no-break space for the wrapping) drawn as a space.
    q.message = unglued(q.message);
    if (q.choices) q.choices = q.choices.map(unglued);
    this.asked.push(q);
    if (this.answers.length === 0)
      throw new Error(`no scripted answer left for ${q.kind} "${q.message}" (choices: ${q.choices?.join(' | ')})`);
    // Esc where it cannot leave does nothing: the question takes the next answer.
    while (q.stays && this.answers[0] === ESC) this.answers.shift();
    const a = this.answers.shift()!;
    if (a === CTRL_C) throw exitPromptError();
    if (a === ESC) throw new GoBack();
    return a;
  }

  private pick<T>(
    kind: string,
    q: {
      message: string;
      choices: Choice<T>[];
      default?: T;
      typed?: (term: string) => Choice<T> | undefined;
      refused?: (term: string) => string | undefined;
      term?: string;
      whole?: (term: string) => boolean;
    },
    searching: boolean,
  ): T {
    const asked: Asked = { kind, message: q.message, choices: q.choices.map((c) => c.name), default: q.default };
    if (q.term !== undefined) asked.term = q.term;
    let a = this.next(asked);
    // A line standing typed: Enter takes what it shows, as on the terminal.
    if (a === ENTER && q.term !== undefined) a = q.term;
    if (a === ENTER) {
      const d = q.choices.find((c) => q.default !== undefined && same(c.value, q.default));
      return (d ?? q.choices[0]).value;
    }
    if (typeof a !== 'string') throw new Error(`${kind} "${q.message}" needs a typed name, got ${String(a)}`);
    // A whole deal typed on one line is offered first, as on the terminal: `pas` too, the list's pas under it.
    const line = searching && q.typed ? q.typed(a) : undefined;
    if (line) return line.value;
    const exact = q.choices.find((c) => c.name === a);
    if (exact) return exact.value;
    // A whole line is judged as one: the list is not searched for it, as on the terminal.
    const found =
      searching && q.whole?.(a)
        ? undefined
        : searching
          ? filterChoices(q.choices, a)[0]
          : q.choices.find((c) => fold(c.name).startsWith(fold(a)));
    // A line the sheet refuses shows why under it, and Enter keeps it to be corrected: the next answer is
    // the line as corrected, to the same question.
    const why = !found && searching ? q.refused?.(a) : undefined;
    if (why !== undefined) {
      this.shown.push(why);
      return this.pick(kind, q, searching);
    }
    if (!found)
      throw new Error(`${kind} "${q.message}": nothing fits "${a}" in ${q.choices.map((c) => c.name).join(' | ')}`);
    return found.value;
  }

  async select<T>(q: { message: string; choices: Choice<T>[]; default?: T; noDefault?: boolean }): Promise<T> {
    // Nothing highlighted: a bare enter picks nothing on the terminal, so a script may not rely on it.
    if (q.noDefault && this.answers[0] === ENTER)
      throw new Error(`select "${q.message}" has no default: enter picks nobody`);
    return this.pick('select', q, false);
  }

  async search<T>(q: {
    message: string;
    choices: Choice<T>[];
    default?: T;
    typed?: (term: string) => Choice<T> | undefined;
    refused?: (term: string) => string | undefined;
    term?: string;
    whole?: (term: string) => boolean;
  }): Promise<T> {
    return this.pick('search', q, true);
  }

  async checkbox<T>(q: { message: string; choices: Choice<T>[]; checked?: T[] }): Promise<T[]> {
    const a = this.next({
      kind: 'checkbox',
      message: q.message,
      choices: q.choices.map((c) => c.name),
      default: q.checked,
    });
    if (a === ENTER)
      return q.choices.filter((c) => (q.checked ?? []).some((v) => same(v, c.value))).map((c) => c.value);
    if (!Array.isArray(a)) throw new Error(`checkbox "${q.message}" needs a list of names, got ${String(a)}`);
    return a.map((name) => {
      const c = q.choices.find((x) => x.name === name);
      if (!c)
        throw new Error(`checkbox "${q.message}": no choice "${name}" in ${q.choices.map((x) => x.name).join(' | ')}`);
      return c.value;
    });
  }

  async input(q: { message: string; default?: string; term?: string }): Promise<string> {
    const asked: Asked = { kind: 'input', message: q.message, default: q.default };
    if (q.term !== undefined) asked.term = q.term;
    const a = this.next(asked);
    // A line standing typed: Enter sends it, as on the terminal.
    if (a === ENTER) return q.term ?? q.default ?? '';
    if (typeof a !== 'string') throw new Error(`input "${q.message}" needs a string, got ${String(a)}`);
    return a;
  }

  async number(q: { message: string; default?: number; min: number; max: number }): Promise<number> {
    const a = this.next({ kind: 'number', message: q.message, default: q.default });
    const n = a === ENTER ? q.default : a;
    if (typeof n !== 'number') throw new Error(`number "${q.message}" needs a number (no default), got ${String(a)}`);
    // inquirer's number prompt itself refuses what is outside min..max: a script must not rely on it.
    if (n < q.min || n > q.max) throw new Error(`number "${q.message}": ${n} is outside ${q.min}..${q.max}`);
    return n;
  }

  async confirm(q: { message: string; default?: boolean }): Promise<boolean> {
    const a = this.next({ kind: 'confirm', message: q.message, default: q.default });
    if (a === ENTER) return q.default ?? false;
    if (typeof a !== 'boolean') throw new Error(`confirm "${q.message}" needs true or false, got ${String(a)}`);
    return a;
  }

  /** Any one key: ENTER, ESC or a letter ('q'). */
  async key(q: { message: string }): Promise<void> {
    const a = this.next({ kind: 'key', message: q.message });
    if (a !== ENTER && (typeof a !== 'string' || a.length !== 1))
      throw new Error(`key "${q.message}" needs one key, got ${String(a)}`);
  }

  say(text: string): void {
    this.said.push(text);
  }

  /** Everything said, as one text (refusals start with ✗). */
  get output(): string {
    return this.said.join('\n');
  }
}

/** The context table mode gives a deal on `sheet`: its game, the next dealer, the deals; `extra` sets the rest. */
export function dealCtx(sheet: SheetData, extra: Partial<DealCtx> = {}): DealCtx {
  const game = gameById(sheet.game);
  return {
    game,
    config: configOf(game, sheet),
    lang: 'en',
    dealer: replay(game, sheet).nextDealer,
    deals: sheet.deals,
    actions: [],
    ...extra,
  };
}
