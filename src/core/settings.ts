import { tx, usage, type Text } from './errors.js';
import { didYouMean } from './suggest.js';
import type { Game, SettingSpec } from './game.js';

/** A point value of the scoring table: a whole number a house may change with --set. */
export const points = (key: string, value: number, en: string, nl: string): SettingSpec => ({
  key,
  kind: 'points',
  default: String(value),
  values: 'a whole number 0..10000',
  description: tx(en, nl),
  check: (v) =>
    /^\d{1,5}$/.test(v) && Number(v) <= 10000
      ? undefined
      : tx(`${key} must be a whole number from 0 to 10000, not "${v}"`, `${key} moet een geheel getal van 0 tot 10000 zijn, niet "${v}"`),
});

/** An option with a fixed list of values. */
export const choice = (key: string, values: string[], def: string, en: string, nl: string): SettingSpec => ({
  key,
  kind: 'option',
  default: def,
  values: values.join('|'),
  description: tx(en, nl),
  check: (v) =>
    values.includes(v)
      ? undefined
      : tx(`${key} must be one of ${values.join(', ')}, not "${v}"`, `${key} moet een van ${values.join(', ')} zijn, niet "${v}"`),
});

/** `off` or a whole number of deals in a range. */
export const dealLimit = (min: number, max: number, en: string, nl: string): SettingSpec => ({
  key: 'deals',
  kind: 'option',
  default: 'off',
  values: `off|${min}..${max}`,
  description: tx(en, nl),
  check: (v) =>
    v === 'off' || (/^\d{1,4}$/.test(v) && Number(v) >= min && Number(v) <= max)
      ? undefined
      : tx(`deals must be off or a whole number from ${min} to ${max}, not "${v}"`, `deals moet off of een geheel getal van ${min} tot ${max} zijn, niet "${v}"`),
});

export const onOff = (key: string, en: string, nl: string): SettingSpec => choice(key, ['off', 'on'], 'off', en, nl);

/** Parses `--set key=value` pairs against a game's settings; refuses unknown keys and bad values. */
export function parseSets(specs: SettingSpec[], pairs: string[]): { set: Record<string, string>; error?: Text } {
  const set: Record<string, string> = {};
  const known = specs.map((s) => s.key);
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq <= 0) {
      return { set, error: tx(`--set needs key=value, not "${pair}" (e.g. --set deals=8)`, `--set vraagt sleutel=waarde, niet "${pair}" (bv. --set deals=8)`) };
    }
    const key = pair.slice(0, eq).trim().toLowerCase();
    const value = pair.slice(eq + 1).trim().toLowerCase();
    const spec = specs.find((s) => s.key === key);
    if (!spec) {
      const tip = didYouMean(key, known);
      return {
        set,
        error: tx(
          `Unknown setting "${key}" for these rules.${tip.en} Known: ${known.join(', ')}. 'tafel games' shows them.`,
          `Onbekende instelling "${key}" voor deze regels.${tip.nl} Gekend: ${known.join(', ')}. 'tafel games' toont ze.`,
        ),
      };
    }
    const bad = spec.check(value);
    if (bad) return { set, error: bad };
    set[key] = value;
  }
  return { set };
}

/**
 * The one check of house-rule values, for `new --set` and `set` alike: each value against its spec,
 * then the rules in force as a whole (game.checkSettings: a deal limit that depends on the number of
 * players). `base` is the sheet's own --set so far (`set`; empty for `new`). Returns the pairs read;
 * throws a UsageError naming the value and what is allowed.
 */
export function checkHouseRules(game: Game, rules: string, players: number, pairs: string[], base: Record<string, string> = {}): Record<string, string> {
  const specs = game.settings(rules);
  const { set, error } = parseSets(specs, pairs);
  if (error) throw usage(error.en, error.nl);
  const merged = { ...base, ...set };
  const inForce = Object.fromEntries(specs.map((s) => [s.key, merged[s.key] ?? s.defaultFrom?.(merged) ?? s.default]));
  const bad = game.checkSettings?.(rules, inForce, players);
  if (bad) throw usage(bad.en, bad.nl);
  return set;
}

export const num = (settings: Record<string, string>, key: string): number => {
  const v = Number(settings[key]);
  if (!Number.isFinite(v)) throw new Error(`setting ${key} is missing`);
  return v;
};
