import type { Text } from './errors.js';
import { say, sayIn } from '../i18n/index.js';
import { OR } from '../i18n/lang.js';

const fold = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/**
 * The edit distance of two words (Levenshtein's): the fewest letters put in, taken out or changed to make `a` into
 * `b`. Row by row over `b`'s letters: `row[j]` is the distance from the `a` read so far to `b`'s first j letters.
 */
export function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length];
}

/**
 * How many letters of a typed word may be wrong for a known word to be what was meant: a third of them, rounded up,
 * and at least one (`trole`: 2). The one home of that rule, for every "Did you mean" (`tafel rules`' too).
 */
export const mostWrong = (typed: string): number => Math.max(1, Math.ceil(typed.length / 3));

/**
 * The known word closest to a typo, when it is close enough to be what was meant: at most a third (rounded up)
 * of its letters wrong (at least one), and no other word as close. Case and accents do not count.
 */
export function closest(typed: string, known: readonly string[]): string | undefined {
  const t = fold(typed);
  if (t === '') return undefined;
  let best: string | undefined;
  let bestD = Infinity;
  let tie = false;
  for (const k of known) {
    const d = distance(t, fold(k));
    if (d < bestD) [best, bestD, tie] = [k, d, false];
    else if (d === bestD && k !== best) tie = true;
  }
  return best !== undefined && !tie && bestD > 0 && bestD <= mostWrong(t) ? best : undefined;
}

/** " Did you mean 'samen'?" to end a refusal with, or nothing. */
export function didYouMean(typed: string, known: readonly string[]): Text {
  const k = closest(typed, known);
  return k === undefined ? say((t) => t.core.noSuggestion) : say((t) => t.core.didYouMean(k));
}

/**
 * What a game's name that names none may have meant: the games a beginning fits (`kl`), a part of a game's name as
 * players say it (`wiezen`, `jassen`), else the closest id; to end the refusal with.
 */
export function gameMeant(typed: string, ids: readonly string[]): Text {
  const wanted = typed.toLowerCase();
  const prefixed = ids.filter((id) => id.startsWith(wanted));
  const meant =
    wanted === '' ? [] : prefixed.length > 1 ? prefixed : ids.filter((id) => wanted.length >= 4 && id.includes(wanted));
  return meant.length > 0
    ? sayIn((t, lang) => t.core.didYouMean(meant.join(`' ${OR[lang]} '`)))
    : didYouMean(typed, ids);
}
