import { misused, RuleViolation, StorageError, type Text, UsageError } from '../core/errors.js';
import { overridden, pairsOf, parseSets } from '../core/settings.js';
import { formatRate, parseRate } from '../core/money.js';
import { ruleSetNamed } from '../core/rule-sets.js';
import { checkPlayerNames, fold, reservedName } from '../core/players.js';
import { gameById } from '../games/index.js';
import { say, sayIn } from '../i18n/index.js';
import type { NewOptions } from '../sheet/build.js';
import type { Store } from '../store/store.js';

import { type Preset, type Presets, presetsIn } from '../store/presets-read.js';
import { PRESET_NAME } from '../store/paths.js';

export function checkPresetName(name: string): string {
  if (!PRESET_NAME.test(name)) {
    throw misused((t) => t.evening.isNotAUsable(name));
  }
  // The name becomes a key of settings.json, whose reader refuses such keys (store/decode.ts).
  if (reservedName(name)) throw misused((t) => t.evening.reservedPresetName(name));
  return name;
}

/** The names of the presets in the order `preset list` shows them. */
export const presetNames = (presets: Presets): string[] => Object.keys(presets).sort();

/** A preset by name, case and accents ignored. */
export function findPreset(presets: Presets, name: string): [string, Preset] | undefined {
  return Object.entries(presets).find(([n]) => fold(n) === fold(name));
}

export function unknownPreset(presets: Presets, name: string): StorageError {
  const names = presetNames(presets);
  return new StorageError(
    say((t) => t.evening.noPreset(name, names)),
    'not-found',
  );
}

/** `--rate game=money` flags (repeatable) into game id -> rate text; the game is checked by the caller. */
export function parseRateFlags(flags: readonly string[]): Record<string, string> {
  const rates = flags.map((f): [string, string] => {
    const eq = f.indexOf('=');
    const game = eq > 0 ? f.slice(0, eq).trim().toLowerCase() : '';
    const value = eq > 0 ? f.slice(eq + 1).trim() : '';
    if (game === '' || parseRate(value) === undefined) {
      throw misused((t) => t.evening.rateNeedsGameMoney(f));
    }
    return [game, formatRate(parseRate(value)!)];
  });
  // Two rates for one game are a slip, never the later one silently.
  for (const [i, [game, rate]] of rates.entries()) {
    const other = rates.slice(0, i).find(([g, r]) => g === game && r !== rate);
    if (other) throw twoRates(game, other[1], rate);
  }
  // fromEntries keeps every key as typed (`out[game] = ...` would let `__proto__` vanish unchecked).
  return Object.fromEntries(rates);
}

/** `--rate` naming one game twice with two rates (also by two of its names). */
export function twoRates(game: string, first: string, second: string): Error {
  const f = parseRate(first)!;
  const s = parseRate(second)!;
  return new UsageError(sayIn((t, lang) => t.evening.twoRates(game, formatRate(f, lang), formatRate(s, lang))));
}

/** The presets of this data directory's settings.json. */
export const storedPresets = (store: Store): Presets => presetsIn(store.readSettings(), store.settingsPath);

/** A preset's values as `tafel new` options; `over` (new's own flags) wins, house rules key by key. */
export function newOptions(p: Preset, over: NewOptions = {}): NewOptions {
  const typed = over.set ?? [];
  const set = [...overridden(pairsOf(p.set ?? {}), typed), ...typed];
  return {
    ...over,
    players: over.players ?? p.players?.join(','),
    rules: over.rules ?? p.rules,
    stake: over.stake ?? p.stake,
    ...(set.length ? { set } : {}),
  };
}

/** The preset's house rules that the rule set `rules` (as typed on --rules) does not have. */
export function setNotIn(p: Preset, rules: string): Record<string, string> {
  const game = gameById(p.game);
  const r = ruleSetNamed(
    game.ruleSets.map((s) => s.id),
    rules,
  );
  if (r === undefined) return {}; // buildSheet refuses the rule set itself
  const keys = game.settings(r).map((s) => s.key);
  return Object.fromEntries(Object.entries(p.set ?? {}).filter(([k]) => !keys.includes(k)));
}

/**
 * A preset's house rules under the rule set `tafel new --rules` puts in its place: one that rule set does not have
 * is refused naming the preset it came from (the user typed no such key).
 */
export function checkPresetSetFor(name: string, p: Preset, rules: string): void {
  const other = Object.keys(setNotIn(p, rules))[0];
  const [game, r] = [gameById(p.game).id, rules.toLowerCase()];
  if (other !== undefined) throw misused((t) => t.evening.presetSetNotInRules(name, other, game, r));
}

/** The preset named on `tafel new --preset`, checked against the game typed (if any). */
export function presetForNew(store: Store, name: string, game: string | undefined): Preset {
  const presets = storedPresets(store);
  const found = findPreset(presets, name);
  if (!found) throw unknownPreset(presets, name);
  if (game !== undefined && gameById(game).id !== found[1].game) {
    const asked = gameById(game).id;
    throw misused((t) => t.commands.presetForOther(found[0], found[1].game, asked));
  }
  checkPresetRules(found[0], found[1], store.settingsPath);
  return found[1];
}

/**
 * The saved tables of a settings file as `tafel new --preset` takes them (`tafel doctor`, of the file and its .bak):
 * each shape as read, then each game, player, rule set and house rule.
 */
export function usablePresets(settings: Parameters<typeof presetsIn>[0], file: string): void {
  for (const [name, p] of Object.entries(presetsIn(settings, file))) checkPresetRules(name, p, file);
}

/**
 * A preset's game, players, rule set and house rules as `tafel new` takes them. settings.json may have been edited by
 * hand (`deals=abc`, a name twice): a value refused is said as the preset's, with the file, not as if typed on the
 * command line.
 */
function checkPresetRules(name: string, p: Preset, file: string): void {
  const why = presetFault(name, p);
  if (why)
    throw new StorageError(
      say((t) => t.evening.presetCannotStart(name, file, why)),
      'corrupt',
    );
}

/** Why a preset cannot start a sheet, or undefined: `preset save` replaces such a preset rather than update it. */
export function presetFault(name: string, p: Preset): Text | undefined {
  let game: ReturnType<typeof gameById>;
  try {
    game = gameById(p.game);
    if (p.players) checkPlayerNames(p.players, game.players.min, game.players.max, game.id);
  } catch (e) {
    if (e instanceof UsageError || e instanceof RuleViolation) return e.text;
    throw e;
  }
  const rules = (p.rules ?? game.defaultRules).toLowerCase();
  if (!game.ruleSets.some((r) => r.id === rules)) return say((t) => t.evening.rules(name));
  return parseSets(game.settings(rules), pairsOf(p.set ?? {}), (key) => game.notASetting?.(rules, key)).error;
}
