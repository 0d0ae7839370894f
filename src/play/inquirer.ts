import { emitKeypressEvents } from 'node:readline';
import { stoppedCode } from '../commands/context.js';
import type { Lang } from '../core/game.js';
import { fold } from '../core/players.js';
import { textsOf } from '../i18n/index.js';
import { wrapProse } from '../ui/fit.js';
import type { Out } from '../ui/out.js';
import { safe } from '../ui/paint.js';
import { GoBack, listSize, same, type Choice, type Prompter } from './prompter.js';
import type { Look } from './widgets.js';

/** Folded and with dashes as spaces, so "kleine mis" finds "kleine-miserie" and "eve" finds "Éve". */
const key = (s: string): string => fold(s).replace(/[-_]/g, ' ');

/**
 * Orders a list for a typed search term: names that start with it, then names with a word that starts
 * with it, then names that merely contain it. The given order (the most common answer first) is kept
 * within each group, so typing never reshuffles what the player expects on top.
 */
export function filterChoices<T>(choices: Choice<T>[], term: string | undefined): Choice<T>[] {
  const t = key(term ?? '').trim();
  if (t === '') return choices;
  // How well a text matches: it starts with the term, a word of it does (or every typed word starts one: "kl mis"
  // finds "kleine miserie"), the term is inside it, or not at all (3).
  const typed = t.split(/\s+/);
  const level = (hay: readonly string[]): number => {
    if (hay.some((h) => h.startsWith(t))) return 0;
    const words = (h: string) => h.split(/\s+/);
    if (
      hay.some(
        (h) => words(h).some((w) => w.startsWith(t)) || typed.every((tw) => words(h).some((w) => w.startsWith(tw))),
      )
    )
      return 1;
    return hay.some((h) => h.includes(t)) ? 2 : 3;
  };
  // An answer's own name (and its other names) before its description, at each level: "bert" picks Bert, not Dirk
  // whose description is "Bert + Dirk play". A list number before a name ("1. Cis out") is only its label: the name
  // after it starts the answer too, so "c" finds Cis before the loop's "correct", as in a game that numbers nothing.
  const names = (c: Choice<T>) => [c.name, c.name.replace(/^\d+\.\s+/, ''), ...(c.keys ?? [])].map(key);
  // An answer that is not found by its description (table mode's actions: undo's is the deal it removes) never is.
  const described = (c: Choice<T>): number => (c.notByDescription ? 6 : 2 * level([key(c.description ?? '')]) + 1);
  const score = (c: Choice<T>): number => Math.min(2 * level(names(c)), described(c));
  const digits = /^\d+$/.test(t);
  return choices
    .map((c, i) => ({ c, i, s: digits && c.notByNumber ? 6 : score(c) }))
    .filter((x) => x.s < 6)
    .sort((a, b) => a.s - b.s || a.i - b.i)
    .map((x) => x.c);
}

/**
 * How long a lone Esc waits for the rest of a key's escape sequence (ms). A key's whole sequence (an arrow's `ESC [ A`)
 * comes in one read, also over ssh, so the wait is short, as terminal programs have it (vim's ttimeoutlen 100, tmux's
 * escape-time 10 to 50): Node's 500 ms took Esc and a key pressed within half a second after it for one Meta key, and
 * both were lost (docs/rules-notes.md, 2026-12-07).
 */
export const ESC_WAIT_MS = 50;

/**
 * The Prompter on a real terminal, in the sheet's language. Every prompt writes to stderr (stdout
 * stays clean for `--json`); Esc rejects with GoBack.
 */
export async function inquirerPrompter(
  opts: { lang: Lang; color: boolean; signal?: AbortSignal },
  out: Out,
): Promise<Prompter> {
  const w = await import('./widgets.js');
  const texts = textsOf(opts.lang).prompt;
  // Read at each question: the terminal may have been resized since the last.
  const columns = () => out.stderr.columns();
  /** The next question is one Esc cannot leave (`staying`). */
  let stay = false;
  /** The look of the question about to be asked: with Esc, unless it is one that Esc cannot leave. */
  const look = (): Look => {
    const back = !stay;
    stay = false;
    return { texts, color: opts.color, columns, back };
  };
  const pageSize = () => listSize(out.stderr.rows());
  // The run's signal (SIGTERM, or SIGHUP with the terminal still there) ends a question as Ctrl-C does: the prompt puts
  // the terminal back (its echo, its lines) before tafel says it stopped. Without it the prompts' own signal handling
  // ended the process by the signal first, and left the terminal raw.
  const context = { input: out.stdin.stream(), output: out.stderr.stream(), signal: opts.signal };
  // Before the first question: Node sets a stream's key decoder once, at the first call (each prompt's readline
  // calls it again, and that call changes nothing), so this wait holds for every question of the run.
  // Node's own readline interface is the documented second argument; the decoder reads only escapeCodeTimeout of it.
  emitKeypressEvents(context.input, { escapeCodeTimeout: ESC_WAIT_MS } as never);
  const indexOf = <T>(choices: Choice<T>[], value: T | undefined): number =>
    value === undefined ? -1 : choices.findIndex((c) => same(c.value, value));
  const items = <T>(choices: Choice<T>[]) =>
    choices.map((c) => ({ name: safe(c.name), ...(c.description ? { description: safe(c.description) } : {}) }));
  /** A question's answer: Esc is GoBack, the run's signal stops table mode as Ctrl-C does (`stopped`). */
  const answered = async <V>(asked: Promise<V | typeof w.BACK>): Promise<V> => {
    const a = await asked.catch((e: unknown) => {
      throw stopped(e, opts.signal);
    });
    if (a === w.BACK) throw new GoBack();
    return a as V;
  };
  return {
    async select({ message, choices, default: d, noDefault }) {
      const a = await answered(
        w.list(
          {
            message: safe(message),
            items: items(choices),
            default: noDefault ? null : indexOf(choices, d),
            pageSize: pageSize(),
            look: look(),
          },
          context,
        ),
      );
      return choices['index' in a ? a.index : 0].value;
    },
    async search({ message, choices, default: d, typed, refused, noDefault, term, whole }) {
      // The list keeps its order (a contract never moves); the default is highlighted where it stands.
      const ordered = choices;
      const a = await answered(
        w.list(
          {
            message: safe(message),
            items: items(ordered),
            default: noDefault ? null : indexOf(choices, d),
            filter: (term) => filterChoices(ordered, term).map((c) => ordered.indexOf(c)),
            pageSize: pageSize(),
            ...(typed
              ? {
                  typed: (term: string) => {
                    const c = typed(term);
                    return c
                      ? { name: safe(c.name), ...(c.description ? { description: safe(c.description) } : {}) }
                      : undefined;
                  },
                }
              : {}),
            ...(refused
              ? { refused: (term: string) => (refused(term) === undefined ? undefined : safe(refused(term)!)) }
              : {}),
            ...(term ? { term } : {}),
            ...(whole ? { whole } : {}),
            look: look(),
          },
          context,
        ),
      );
      if ('typed' in a) return typed!(a.typed)!.value;
      return ordered[a.index].value;
    },
    async checkbox({ message, choices, checked = [] }) {
      const a = await answered(
        w.tick(
          {
            message: safe(message),
            items: items(choices),
            checked: choices.map((c) => checked.some((v) => same(v, c.value))),
            pageSize: pageSize(),
            look: look(),
          },
          context,
        ),
      );
      return a.map((i) => choices[i].value);
    },
    async input({ message, default: d, term }) {
      const a = await answered(
        w.ask(
          {
            message: safe(message),
            ...(d !== undefined ? { default: d } : {}),
            ...(term ? { term } : {}),
            read: (text) => ({ ok: text }),
            look: look(),
          },
          context,
        ),
      );
      return a.value as string;
    },
    async number({ message, default: d, min, max }) {
      const read = (text: string) => {
        const t = text.trim();
        if (!/^-?\d+$/.test(t)) return { error: texts.wholeNumber };
        const n = Number(t);
        return n < min || n > max ? { error: texts.between(min, max) } : { ok: n };
      };
      const a = await answered(
        w.ask(
          { message: safe(message), ...(d !== undefined ? { default: String(d) } : {}), read, look: look() },
          context,
        ),
      );
      return a.value as number;
    },
    async confirm({ message, default: d }) {
      const read = (text: string) => {
        const t = fold(text.trim());
        if (t === '' && d !== undefined) return { ok: d };
        if (texts.yesWords.includes(t)) return { ok: true };
        if (texts.noWords.includes(t)) return { ok: false };
        return { error: texts.answerYesNo };
      };
      const a = await answered(
        w.ask(
          {
            message: safe(message),
            shownDefault: texts.yesNo(d),
            read,
            show: (v) => (v ? texts.yes : texts.no),
            look: look(),
          },
          context,
        ),
      );
      return a.value as boolean;
    },
    async key({ message }) {
      const { key } = await import('./key.js');
      await key({ message: safe(message), look: look() }, context).catch((e: unknown) => {
        throw stopped(e, opts.signal);
      });
    },
    async staying(ask) {
      stay = true;
      try {
        return await ask();
      } finally {
        stay = false;
      }
    },
    get rows() {
      return out.stderr.rows();
    },
    get columns() {
      return columns();
    },
    say(text) {
      // A refusal stands out in red (with colour on): the question after it is the one to correct.
      const red = (line: string) => (opts.color && line.startsWith('✗') ? `\x1b[31m${line}\x1b[39m` : line);
      // Wrapped at word boundaries with a hanging indent; a fitted sheet is never wider, so it is kept as drawn.
      const fitted = wrapProse(text, columns(), 2);
      out.writeErr(fitted.split('\n').map(red).join('\n') + '\n');
    },
  };
}

/**
 * A question stopped by the run's signal (the prompts' AbortPromptError) as the prompts' own Ctrl-C is: an
 * ExitPromptError, which every caller of a question takes for "stopped" (it says so, the boundary ends the run), with
 * the exit code a shell gives that signal (143 for SIGTERM, 129 for SIGHUP). Any other error is passed on.
 */
function stopped(e: unknown, signal: AbortSignal | undefined): unknown {
  if ((e as { name?: string })?.name !== 'AbortPromptError' || !signal?.aborted) return e;
  return Object.assign(new Error(`stopped by ${String(signal.reason)}`), {
    name: 'ExitPromptError',
    exitCode: stoppedCode(signal),
  });
}
