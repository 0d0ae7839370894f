import { fold } from '../core/players.js';
import { safe } from '../ui/paint.js';
import { same, type Choice, type Prompter } from './prompter.js';

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
  const score = (c: Choice<T>): number => {
    const hay = [key(c.name), key(c.description ?? '')];
    if (hay.some((h) => h.startsWith(t))) return 0;
    // "kl mis" finds "kleine miserie": every typed word starts a word of the name.
    const typed = t.split(/\s+/);
    if (hay.some((h) => h.split(/\s+/).some((w) => w.startsWith(t)) || typed.every((tw) => h.split(/\s+/).some((w) => w.startsWith(tw))))) return 1;
    if (hay.some((h) => h.includes(t))) return 2;
    return 3;
  };
  return choices
    .map((c, i) => ({ c, i, s: score(c) }))
    .filter((x) => x.s < 3)
    .sort((a, b) => a.s - b.s || a.i - b.i)
    .map((x) => x.c);
}

/**
 * The Prompter on a real terminal. Every prompt writes to stderr (stdout stays clean for `--json`),
 * and inquirer gets list positions as values so any value type works with a default.
 */
export async function inquirerPrompter(): Promise<Prompter> {
  const inq = await import('@inquirer/prompts');
  const context = { output: process.stderr };
  const indexOf = <T>(choices: Choice<T>[], value: T | undefined): number =>
    value === undefined ? -1 : choices.findIndex((c) => same(c.value, value));
  const list = <T>(choices: Choice<T>[]) => choices.map((c, i) => ({ value: i, name: safe(c.name), ...(c.description ? { description: c.description } : {}) }));
  return {
    async select({ message, choices, default: d }) {
      const at = indexOf(choices, d);
      const i = await inq.select({ message: safe(message), choices: list(choices), pageSize: 12, ...(at >= 0 ? { default: at } : {}) }, context);
      return choices[i].value;
    },
    async search({ message, choices, default: d }) {
      const at = indexOf(choices, d);
      // inquirer's search has no default: the default simply comes first.
      const ordered = at > 0 ? [choices[at], ...choices.slice(0, at), ...choices.slice(at + 1)] : choices;
      const source = (term: string | undefined) =>
        filterChoices(ordered, term).map((c) => ({ value: choices.indexOf(c), name: safe(c.name), ...(c.description ? { description: c.description } : {}) }));
      const chosen = await inq.search({ message: safe(message), pageSize: 12, source }, context);
      return choices[chosen].value;
    },
    async checkbox({ message, choices, checked = [] }) {
      const picked = await inq.checkbox(
        { message: safe(message), pageSize: 12, choices: choices.map((c, i) => ({ value: i, name: safe(c.name), checked: checked.some((v) => same(v, c.value)) })) },
        context,
      );
      return picked.map((i) => choices[i].value);
    },
    async input({ message, default: d }) {
      return inq.input({ message: safe(message), ...(d !== undefined ? { default: d } : {}) }, context);
    },
    async number({ message, default: d, min, max }) {
      const n = await inq.number({ message: safe(message), min, max, step: 1, required: true, ...(d !== undefined ? { default: d } : {}) }, context);
      return n;
    },
    async confirm({ message, default: d }) {
      return inq.confirm({ message: safe(message), ...(d !== undefined ? { default: d } : {}) }, context);
    },
    say(text) {
      process.stderr.write(text + '\n');
    },
  };
}
