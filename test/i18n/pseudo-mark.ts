/**
 * The pseudo-language of test/i18n/pseudo.test.ts: the English catalogues with every text marked, as
 * pseudo-localisation does, so that a text a user sees and that no catalogue gave stands out. This file is
 * bundled into the test's build (the test's plugin imports it into every English catalogue), so it imports
 * nothing.
 */
export const OPEN = '⟦';
export const CLOSE = '⟧';

/**
 * The keys of a rules text (src/core/topic.ts) whose values are identifiers, never texts to translate: a
 * topic's id, the other words a player may type for it and the ids it points to, the text's game and language.
 */
export const TOPIC_IDS: ReadonlySet<string> = new Set(['id', 'aliases', 'see', 'game', 'lang']);
const NONE: ReadonlySet<string> = new Set();

const marked = (s: string): string => `${OPEN}${s}${CLOSE}`;

/** A string, or a list (of lists) of strings: what a catalogue's function returns as text. */
const isText = (r: unknown): boolean => typeof r === 'string' || (Array.isArray(r) && r.every(isText));

/** A function's text (a string, a list of them, a table's rows) comes back marked; anything else is left alone. */
function markResult(r: unknown): unknown {
  if (typeof r === 'string') return marked(r);
  return Array.isArray(r) && isText(r) ? r.map(markResult) : r;
}

/** A catalogue's value with each string leaf marked and each function's string marked, except under `ids`. */
export function pseudo<T>(value: T, ids: ReadonlySet<string> = NONE): T {
  if (typeof value === 'string') return marked(value) as T;
  if (typeof value === 'function') {
    const f = value as unknown as (...a: unknown[]) => unknown;
    return function (this: unknown, ...a: unknown[]) {
      return markResult(f.apply(this, a));
    } as unknown as T;
  }
  if (Array.isArray(value)) return value.map((v) => pseudo(v, ids)) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, ids.has(k) ? v : pseudo(v, ids)])) as T;
  }
  return value;
}

/** What is left of a text when every marked span (nested or not) is taken out. */
export function unmarkedRest(text: string): string {
  let rest = text;
  for (;;) {
    const next = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ');
    if (next === rest) return rest;
    rest = next;
  }
}
