import { misused, RuleViolation, StorageError, UsageError } from '../core/errors.js';
import { overridden, pairsOf } from '../core/settings.js';
import { formatRate, parseRate, ratesApart, refuseThousands } from '../core/money.js';
import { ruleSetNamed } from '../core/rule-sets.js';
import { fold, reservedName } from '../core/players.js';
import { didYouMean } from '../core/suggest.js';
import { gameById } from '../games/index.js';
import { say, sayIn } from '../i18n/index.js';
import type { NewOptions } from '../sheet/build.js';
import type { Store } from '../store/store.js';

import { type Preset, type Presets, presetsIn } from '../store/presets-read.js';
import { checkPresetRules, rulesOf } from '../store/presets-usable.js';
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

/**
 * A preset by name: the one of that very name, else the one whose name differs only in case or accents. Two of those
 * (settings.json edited by hand: "Vrijdag" and "vrijdag") are refused naming both, never one of them taken.
 */
export function findPreset(presets: Presets, name: string): [string, Preset] | undefined {
  if (Object.hasOwn(presets, name)) return [name, presets[name]];
  const alike = Object.entries(presets).filter(([n]) => fold(n) === fold(name));
  const names = alike.map(([n]) => n);
  if (names.length > 1) throw misused((t) => t.evening.whichPreset(name, names));
  return alike[0];
}

export function unknownPreset(presets: Presets, name: string): StorageError {
  const names = presetNames(presets);
  return new StorageError(
    say((t) => t.evening.noPreset(name, names, didYouMean(name, names))),
    'not-found',
  );
}

/**
 * The game a flag's value names (`--game`, `--rate <game>=`): one that names none is a usage error (exit 2), as every
 * other value not of its flag's kind is (`season new --game` too), with the refusal `gameById` words.
 */
export function gameNamed(name: string): ReturnType<typeof gameById> {
  try {
    return gameById(name);
  } catch (e) {
    throw e instanceof RuleViolation ? new UsageError(e.text) : e;
  }
}

/**
 * `--rate game=money` flags (repeatable) into game id -> rate, for `settle` and `preset save` alike: each game by its
 * id, a points game; one game given two rates (also by two of its names) is refused.
 */
export function parseRateFlags(flags: readonly string[]): Record<string, string> {
  const rates = flags.map((f): [string, string] => {
    const eq = f.indexOf('=');
    const name = eq > 0 ? f.slice(0, eq).trim().toLowerCase() : '';
    const value = eq > 0 ? f.slice(eq + 1).trim() : '';
    // Several games' rates in one flag: --rate once per game (a comma list is not taken, the decimal comma aside).
    const apart = ratesApart([f]);
    if (apart !== undefined) throw misused((t) => t.evening.rateOncePerGame(f, apart));
    refuseThousands(value, f, 'rate');
    if (name === '' || parseRate(value) === undefined) {
      throw misused((t) => t.evening.rateNeedsGameMoney(f));
    }
    const game = gameNamed(name);
    if (game.unit === 'money') throw misused((t) => t.commands.noRateForMoney(game.id));
    return [game.id, formatRate(parseRate(value)!)];
  });
  // Two rates for one game are a slip, never the later one silently.
  for (const [i, [game, rate]] of rates.entries()) {
    const other = rates.slice(0, i).find(([g, r]) => g === game && r !== rate);
    if (other) {
      const [f, s] = [parseRate(other[1])!, parseRate(rate)!];
      throw new UsageError(sayIn((t, lang) => t.evening.twoRates(game, formatRate(f, lang), formatRate(s, lang))));
    }
  }
  return Object.fromEntries(rates);
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

/**
 * The rule set `rules` (as typed on --rules) when it is another than the one of `p`: none of its house rules carry
 * over, since a key of one rule set may mean another thing in another (Kleurenwiezen's troel=20 is what each declarer
 * gets in lodige, the base value in cardgames). Undefined when the same, or none of the game's.
 */
export function otherRules(p: Preset, rules: string | undefined): string | undefined {
  const ids = gameById(p.game).ruleSets.map((s) => s.id);
  const to = rules === undefined ? undefined : ruleSetNamed(ids, rules);
  return to === rulesOf(p) ? undefined : to;
}

/**
 * `tafel new --preset --rules` with another rule set than the preset's: a house rule of the preset it would carry
 * (one not typed again with --set) is refused naming the preset and the ways on (the user typed no such key).
 * `alias`: the game's other name typed, when it is what named the rule set (`tafel new chinees-poepen --preset`).
 */
export function checkPresetSetFor(name: string, p: Preset, over: NewOptions, alias?: string): void {
  const to = otherRules(p, over.rules);
  const carried = overridden(pairsOf(p.set ?? {}), over.set ?? []);
  const from = `${gameById(p.game).id} ${rulesOf(p)}`;
  if (to !== undefined && carried.length)
    throw misused((t) => t.evening.presetSetNotInRules(name, carried.join(' '), from, to, alias ?? `--rules ${to}`));
}

/** The preset named on `tafel new --preset`, checked against the game typed (if any). */
export const presetForNew = (store: Store, name: string, game: string | undefined): Preset =>
  namedPresetForNew(store, name, game)[1];

/** presetForNew, with the preset's name as stored (`U` typed finds `u`), for a refusal that names it. */
export function namedPresetForNew(store: Store, name: string, game: string | undefined): [string, Preset] {
  const presets = storedPresets(store);
  const found = findPreset(presets, name);
  if (!found) throw unknownPreset(presets, name);
  if (game !== undefined && gameById(game).id !== found[1].game) {
    const asked = gameById(game).id;
    throw misused((t) => t.commands.presetForOther(found[0], found[1].game, asked));
  }
  checkPresetRules(found[0], found[1], store.settingsPath);
  return found;
}
