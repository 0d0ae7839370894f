import { TafelError, UsageError } from '../core/errors.js';
import type { Lang } from '../core/game.js';
import { textsOf } from '../i18n/index.js';
import { inWords } from '../core/said.js';
import { flagName } from '../core/flags.js';
import { GoBack, type Prompter } from './prompter.js';

// A question's type lives in core (core/flow.ts), where a game's flow can use it.
export type { Step } from '../core/flow.js';
import type { Step } from '../core/flow.js';

export interface Plan<D, F, R> {
  steps: Step<D, F>[];
  /** The command's own check (a game's parseDeal, buildSheet): returns the result or throws its refusal. */
  check(d: D, f: F): R;
  has(d: D, key: string): boolean;
  /** Whether the player asked for a rare question (Step.rare) in this draft. */
  requested?(d: D, id: string): boolean;
  /** Forgets an answer of a question that no longer applies, so it cannot trip the check. */
  drop(d: D, key: string): void;
  /** The flags that the answers to `keys`, as the draft has them, take the place of (the game's rules, core/flags). */
  replaces?(d: D, keys: readonly string[]): (key: string) => boolean;
  /** The flags in words for a refusal (inWords); default: the shell's (new's flags). */
  words?: Readonly<Record<string, string>>;
  /**
   * What Esc at the first question means (editing a deal: keep it as it is); none: Esc cannot leave that question
   * (Prompter.staying).
   */
  escape?: string;
}

/** `at`: the step that chose the action (a line typed at a later question, given back there by Esc at its Save). */
export type Outcome<R> = { done: R } | { action: string; at?: number };

/** `all`: table mode asks every question; `missing`: only what a command line left out. */
export type Mode = 'all' | 'missing';

/**
 * Asks the steps in order and checks the draft after every answer with the command's own rules.
 * A refusal is shown and the question it is about is asked again (the one whose flag the message
 * names, else the one just answered). "Something is still missing" (a UsageError while questions
 * remain) is not a refusal yet: the remaining questions will supply it.
 */
export async function runSteps<D extends object, F, R>(
  p: Prompter,
  plan: Plan<D, F, R>,
  d: D,
  f: F,
  lang: Lang,
  mode: Mode,
  /** Flags the command line gave: never dropped silently; a refusal naming one asks it again. */
  keep: ReadonlySet<string> = new Set(),
  /** The step to begin at (a line given back where it was typed): the questions before it count as asked. */
  from = 0,
): Promise<Outcome<R>> {
  const { steps } = plan;
  const forced = new Set<string>();
  const applies = (s: Step<D, F>) => s.applies?.(d, f) ?? true;
  const given = (s: Step<D, F>) => (s.given ? s.given(d, f) : s.fills.every((k) => plan.has(d, k)));
  /**
   * A rare question the player asked for by typing its word with the contract (`samen 8, verzaakt`): asked in either
   * mode. Until 2026-12-07 a record line that gave part of a deal (`--by Bert,Dirk --tricks 9`) dropped it, the revoke
   * never asked and the deal saved with its tricks.
   */
  const requested = (s: Step<D, F>) => s.rare !== undefined && Boolean(plan.requested?.(d, s.id));
  const all = (s: Step<D, F>) => mode === 'all' && (s.rare === undefined || given(s));
  const wanted = (s: Step<D, F>) =>
    applies(s) && (forced.has(s.id) || requested(s) || all(s) || (!s.optional && !given(s)));
  const attempt = (): { ok: R } | { refusal: TafelError } => {
    try {
      return { ok: plan.check(d, f) };
    } catch (e) {
      if (e instanceof TafelError) return { refusal: e };
      throw e;
    }
  };
  const words = plan.words ?? textsOf(lang).flags;
  const names = (s: Step<D, F>, text: string) =>
    s.fills.some((k) => new RegExp(`--${flagName(k)}(?![\\w-])`).test(text)) || Boolean(s.blames?.(text, d, f));
  const blame = (e: TafelError, current: number): number => {
    const text = e.text[lang];
    if (names(steps[current], text)) return current;
    const named = steps.map((_, j) => j).filter((j) => applies(steps[j]) && names(steps[j], text));
    const earlier = named.filter((j) => j < current);
    // A later question can be named too: a value the command line gave, checked only now.
    return earlier.length > 0 ? earlier[earlier.length - 1] : (named.find((j) => j > current) ?? current);
  };

  let i = from;
  /** The questions asked so far, in order: Esc goes back along them. */
  const history = steps.map((_, j) => j).filter((j) => j < from && wanted(steps[j]));
  let lastAsked = -1;
  /**
   * The draft as it came (the command line's values), and every step's answer since, in order, as the draft before and
   * after it: Esc back to a question keeps the answers up to it and forgets those given after it on the path left, so
   * that none of them refuses the answer picked instead (until 2026-12-07 `samen 8`, two players, Esc, Esc, `pas` was
   * refused for ever: "The players do not apply to pas").
   */
  const start = structuredClone(d);
  let done: { at: number; asked: boolean; before: D; after: D }[] = [];
  /** A step answered at a question (not only by the command line): a refusal naming it is said in words. */
  const answered = (j: number) => done.some((x) => x.at === j && x.asked);
  let askedSinceRefusal = false;
  /** The refusal said last and the question it sent back to: in `missing` mode the same again stands (record's). */
  let said: { text: string; at: number } | undefined;
  const refuse = (e: TafelError, at: number): number => {
    const j = blame(e, at);
    const text = e.text[lang];
    const named = names(steps[j], text);
    // A command line's own part that the questions never ask (a sitter in --by) would be refused for ever: the same
    // refusal again, naming no question, stands. One that names the question is its answer's, asked again (until
    // 2026-12-07 record's questions stopped at samen with one player ticked twice, the answers so far lost).
    if (mode === 'missing' && said?.text === text && said.at === j && !named) throw e;
    said = { text, at: j };
    // Table mode, where nobody types flags, says every refusal in words; record's questions an answer given at a
    // question, as it is answered there: "e.g. Bert,Ann", not "e.g. --by Bert,Ann" (until 2026-12-07 their flags).
    // A value the command line gave is named as it was typed.
    p.say(`✗ ${mode === 'all' || (named && answered(j)) ? inWords(text, words, lang) : text}`);
    return j;
  };
  // A step that fills its answer without a question (the winner when one player is left) is no place for Esc to
  // go back to: only steps that asked are kept in the history.
  let asks = 0;
  /** The step asked cannot be left by Esc (nothing asked before it, no plan.escape): its first question stays. */
  let stays = false;
  /** The next question asked is the step's first (Prompter.staying when `stays`). */
  let mark = false;
  const ask = <T>(q: () => Promise<T>): Promise<T> => {
    asks++;
    const stay = mark && stays;
    mark = false;
    return stay && p.staying ? p.staying(q) : q();
  };
  const counted: Prompter = {
    select: (q) => ask(() => p.select(q)),
    search: (q) => ask(() => p.search(q)),
    checkbox: (q) => ask(() => p.checkbox(q)),
    input: (q) => ask(() => p.input(q)),
    number: (q) => ask(() => p.number(q)),
    confirm: (q) => ask(() => p.confirm(q)),
    say: (text) => p.say(text),
    // A step resumed at a later question of its own: the mark waits for its first.
    resumed: (first, q) => {
      mark = first;
      return q();
    },
  };
  /** The step Esc went back to: asked again from its last question. */
  let back: number | undefined;
  for (;;) {
    while (i < steps.length) {
      const s = steps[i];
      if (!applies(s)) {
        for (const k of s.fills) if (!keep.has(k)) plan.drop(d, k);
        i++;
        continue;
      }
      if (!wanted(s)) {
        i++;
        continue;
      }
      // biome-ignore lint/suspicious/noConfusingVoidType: what an ask returns (core/flow.ts)
      let action: string | void;
      // Nothing asked before this question: Esc leads out of the deal (plan.escape), or nowhere.
      stays = history.every((h) => h >= i) && plan.escape === undefined;
      const before = structuredClone(d);
      try {
        const again = back === i;
        back = undefined;
        asks = 0;
        mark = true;
        action = await s.ask(counted, d, f, again);
      } catch (e) {
        if (!(e instanceof GoBack)) throw e;
        // Esc: the question before this one again.
        // (A question asked again after a refusal is in the history already: the one before it is meant.)
        while (history.length > 0 && history[history.length - 1] >= i) history.pop();
        const to = history.pop();
        back = to;
        if (to !== undefined) {
          i = to;
          forced.add(steps[to].id);
          done = done.filter((x) => x.at <= to);
          for (const k of Object.keys(d)) delete (d as Record<string, unknown>)[k];
          Object.assign(d, structuredClone(start));
          for (const x of done) patch(d, x.before, x.after);
        } else if (plan.escape !== undefined) return { action: plan.escape };
        continue;
      }
      if (action) return { action, at: i };
      forced.delete(s.id);
      // An answer takes the place of a command line's flag that the game's rules say it replaces, as `tafel edit`
      // giving it does: Rikken's revoke named at "Did anyone revoke?" the `--tricks 9` of `tafel record --by Bert
      // --mate Dirk --tricks 9` answered `rik, verzaakt`. Until 2026-12-07 the tricks were kept, refused beside the
      // revoke ("A revoke decides the deal"), and the revoke asked again for ever. Earlier answers are the flow's own.
      if (asks > 0 && plan.replaces) {
        const replaced = plan.replaces(d, s.fills);
        for (const k of keep) if (!s.fills.includes(k) && replaced(k)) plan.drop(d, k);
      }
      if (asks > 0 && history[history.length - 1] !== i) history.push(i);
      done.push({ at: i, asked: asks > 0, before, after: structuredClone(d) });
      lastAsked = i;
      askedSinceRefusal = true;
      const r = attempt();
      const stillToAsk = steps.slice(i + 1).some(wanted);
      if ('refusal' in r && (!(r.refusal instanceof UsageError) || !stillToAsk)) {
        i = refuse(r.refusal, i);
        forced.add(steps[i].id);
        askedSinceRefusal = false;
        continue;
      }
      i++;
    }
    const r = attempt();
    if ('ok' in r) return { done: r.ok };
    // Nothing was asked since the last refusal: no question here can mend it, so it stands.
    if (!askedSinceRefusal || lastAsked < 0) throw r.refusal;
    i = refuse(r.refusal, lastAsked);
    forced.add(steps[i].id);
    askedSinceRefusal = false;
  }
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Makes in `to` the changes from `was` to `now` (plain data: a draft's words and flags), nested objects key by key. */
function patch(to: object, was: object, now: object): void {
  const t = to as Record<string, unknown>;
  const a = was as Record<string, unknown>;
  const b = now as Record<string, unknown>;
  for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (isRecord(a[k]) && isRecord(b[k])) {
      const into = isRecord(t[k]) ? t[k] : {};
      t[k] = into;
      patch(into, a[k], b[k]);
    } else if (JSON.stringify(a[k]) !== JSON.stringify(b[k])) {
      if (b[k] === undefined) delete t[k];
      else t[k] = structuredClone(b[k]);
    }
  }
}
