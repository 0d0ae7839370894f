import { type Text, UsageError } from './errors.js';
import { didYouMean } from './suggest.js';
import { dealsSetting } from './deal-limit.js';
import type { Game, SettingSpec } from './game.js';
import { say, sayIn } from '../i18n/index.js';
import { capital, DEAL, DEALS, keyFirst } from '../i18n/lang.js';

/**
 * A point value of the scoring table: a whole number a house may change with --set. `description`: what
 * it means, from the game's catalogue (say).
 */
export const points = (key: string, value: number, description: Text): SettingSpec => ({
  key,
  kind: 'points',
  default: String(value),
  values: 'a whole number 0..10000',
  description,
  check: (v) => (/^\d{1,5}$/.test(v) && Number(v) <= 10000 ? undefined : say((t) => t.core.mustBeAWhole(key, v))),
});

/** An option with a fixed list of values. */
export const choice = (key: string, values: string[], def: string, description: Text): SettingSpec => ({
  key,
  kind: 'option',
  default: def,
  values: values.join('|'),
  description,
  check: (v) => (values.includes(v) ? undefined : say((t) => t.core.mustBeOneOf(key, values, v))),
});

/** `off` or a whole number of deals in a range. */
export const dealLimit = (min: number, max: number, description: Text): SettingSpec => ({
  key: 'deals',
  kind: 'option',
  default: 'off',
  values: `off|${min}..${max}`,
  description,
  check: (v) =>
    v === 'off' || (/^\d{1,4}$/.test(v) && Number(v) >= min && Number(v) <= max)
      ? undefined
      : say((t) => t.core.dealsMustBeOff(min, max, v)),
});

/**
 * `deals` = 1..100 or `none` (the default: the sheet plays on until its target or `tafel finish`), the deal limit
 * of Belote and Manillen; `description` says what the game counts.
 */
export const dealsOrNone = (description: Text): SettingSpec => ({
  key: 'deals',
  kind: 'option',
  default: 'none',
  values: '1..100|none',
  description,
  check: (v) => (v === 'none' || /^(100|[1-9]\d?)$/.test(v) ? undefined : say((t) => t.core.dealsOrNone(v))),
});

/** A game's own words for a deal and its plural (Game.dealWord, dealWords); absent: deal, gift. */
export interface DealWords {
  dealWord?: Text;
  dealWords?: Text;
}

/** Why a game with a limit of `n` deals is over once they are played ("the 16 deals are complete"). */
export const dealsComplete = (n: number, words: DealWords = {}): Text =>
  sayIn((t, l) => t.core.dealsComplete(n, (words.dealWord ?? DEAL)[l], (words.dealWords ?? DEALS)[l]));

/** Why the game is over once a `deals` limit (a number, `none` or absent) is played out after `played` deals. */
export const dealsPlayedOut = (
  settings: Readonly<Record<string, string>>,
  played: number,
  words?: DealWords,
): Text | undefined => {
  const limit = dealsSetting(settings);
  return limit !== undefined && played >= limit ? dealsComplete(limit, words) : undefined;
};

export const onOff = (key: string, description: Text): SettingSpec => choice(key, ['off', 'on'], 'off', description);

/** House rules as --set gives them, `key=value`. */
export const pairsOf = (set: Readonly<Record<string, string>>): string[] =>
  Object.entries(set).map(([k, v]) => `${k}=${v}`);

/** A house rule's key in `key=value`, as --set reads it. */
export const keyOf = (pair: string): string => pair.slice(0, pair.indexOf('=')).trim().toLowerCase();

/** House rules (`key=value`) but those --set gives again: the typed ones win, key by key. */
export const overridden = (own: readonly string[], typed: readonly string[]): string[] =>
  own.filter((p) => !typed.some((q) => keyOf(q) === keyOf(p)));

/**
 * The keys as a refusal lists them: a family (samen.8 … samen.all) once, as `samen.…`, and `troel(.…)` for troel and
 * its family; 'tafel games' shows them all.
 */
function families(keys: readonly string[]): string {
  const heads = [...new Set(keys.map((k) => k.split('.')[0]))];
  return heads
    .map((h) => {
      const family = keys.some((k) => k.startsWith(`${h}.`));
      return family ? (keys.includes(h) ? `${h}(.…)` : `${h}.…`) : h;
    })
    .join(', ');
}

/**
 * Parses `--set key=value` pairs against a game's settings; refuses unknown keys and bad values. `why`: the game's
 * reason for a key these rules do not have (Game.notASetting), said instead of "Unknown setting"; `game`: the game's
 * id, for the way on ('tafel games kleurenwiezen'), never a placeholder; `players`: their number, when known
 * (SettingSpec.checkFor).
 */
export function parseSets(
  specs: SettingSpec[],
  pairs: string[],
  why: ((key: string) => Text | undefined) | undefined,
  game: string,
  players?: number,
): { set: Record<string, string>; error?: Text } {
  const set: Record<string, string> = {};
  const known = specs.map((s) => s.key);
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq <= 0) {
      return { set, error: say((t) => t.core.setNeedsKeyValue(pair)) };
    }
    const key = pair.slice(0, eq).trim().toLowerCase();
    const value = pair
      .slice(eq + 1)
      .trim()
      .toLowerCase();
    const spec = specs.find((s) => s.key === key);
    if (!spec) {
      const own = why?.(key);
      if (own) return { set, error: own };
      const tip = didYouMean(key, known);
      return {
        set,
        error: say((t) => t.core.unknownSettingForThese(key, tip, families(known), game)),
      };
    }
    const bad = players !== undefined && spec.checkFor ? spec.checkFor(value, players) : spec.check(value);
    if (bad) return { set, error: bad };
    // `deals=8 deals=10` is a slip, not a choice: the last one would win unseen.
    const first = set[key];
    if (first !== undefined && first !== value)
      return { set, error: say((t) => t.core.setGivenTwice(key, first, value)) };
    set[key] = value;
  }
  return { set };
}

/**
 * A value's check says why in a clause that starts with the key (`deals must be ...`: other messages hold it, a file's
 * fault); alone it is a sentence, with a full stop last (`judge --set` too, until 2026-12-07 without). A clause opened
 * by the key of one of `specs` (the rules' house rules) opens with it quoted as typed: `'deals' must be ...`,
 * `'max-cards=9' is too many`, `'schedule': 9 cards ...` (keyFirst; until 2026-12-07 `Deals must be ...`, a key read
 * as a word); any other with a capital.
 */
export const sentence = (why: Text, specs: readonly SettingSpec[] = []): UsageError =>
  new UsageError(sayIn((_, lang) => opened(why[lang], specs).replace(/([^.?!])$/, '$1.')));

const opened = (clause: string, specs: readonly SettingSpec[]): string => {
  const first = /^[^\s:]+/.exec(clause)?.[0] ?? '';
  const key = first.split('=')[0];
  return specs.some((s) => s.key === key) ? keyFirst(first) + clause.slice(first.length) : capital(clause);
};

/**
 * The one check of house-rule values, for `new --set` and `set` alike: each value against its spec,
 * then the rules in force as a whole (game.checkSettings: a deal limit that depends on the number of
 * players). `base` is the sheet's own --set so far (`set`; empty for `new`). Returns the pairs read;
 * throws a UsageError naming the value and what is allowed.
 */
export function checkHouseRules(
  game: Game,
  rules: string,
  players: number,
  pairs: string[],
  base: Record<string, string> = {},
): Record<string, string> {
  const specs = game.settings(rules);
  const { set, error } = parseSets(specs, pairs, (key) => game.notASetting?.(rules, key), game.id, players);
  if (error) throw sentence(error, specs);
  const merged = { ...base, ...set };
  const inForce = Object.fromEntries(specs.map((s) => [s.key, merged[s.key] ?? s.defaultFrom?.(merged) ?? s.default]));
  const bad = game.checkSettings?.(rules, inForce, players);
  if (bad) throw sentence(bad, specs);
  return set;
}

export const num = (settings: Record<string, string>, key: string): number => {
  const v = Number(settings[key]);
  if (!Number.isFinite(v)) throw new Error(`setting ${key} is missing`);
  return v;
};
