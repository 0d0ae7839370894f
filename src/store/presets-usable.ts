import { RuleViolation, StorageError, storageRefused, type Text, UsageError } from '../core/errors.js';
import { checkPlayerNames, fold } from '../core/players.js';
import { pairsOf, parseSets } from '../core/settings.js';
import { gameById } from '../games/index.js';
import { noRuleSet } from '../core/rule-sets.js';
import { say } from '../i18n/index.js';
import { type Preset, presetsIn } from './presets-read.js';

/*
 * Whether the saved tables of settings.json can start a sheet: `tafel doctor`'s judgement of the file and its .bak,
 * and the store's before it replaces the .bak (loaded only then: a command that writes no settings needs none of it).
 */

/** The rule set of `p` (a preset or a sheet), its game's default when it names none. */
export const rulesOf = (p: Preset): string => (p.rules ?? gameById(p.game).defaultRules).toLowerCase();

/**
 * The saved tables of a settings file as `tafel new --preset` takes them (`tafel doctor` of the file and its .bak, its
 * `--restore settings.json`, and every write of the file, which replaces the .bak only by a version that passes: one
 * judgment for the listing, the restore and the .bak): each shape as read, then each game, player, stake, rule set
 * and house rule, then two names alike.
 */
export function usablePresets(settings: Parameters<typeof presetsIn>[0], file: string): void {
  const presets = presetsIn(settings, file);
  for (const [name, p] of Object.entries(presets)) checkPresetRules(name, p, file);
  const names = Object.keys(presets);
  // Two names alike but for case or accents: a name typed otherwise is neither (findPreset).
  for (const [i, name] of names.entries()) {
    const twin = names.slice(0, i).find((n) => fold(n) === fold(name));
    if (twin !== undefined) throw storageRefused((t) => t.evening.presetsAlike(file, twin, name), 'corrupt');
  }
}

/**
 * A preset's game, players, rule set and house rules as `tafel new` takes them. settings.json may have been edited by
 * hand (`deals=abc`, a name twice): a value refused is said as the preset's, with the file, not as if typed on the
 * command line.
 */
export function checkPresetRules(name: string, p: Preset, file: string): void {
  const why = presetFault(name, p);
  if (why)
    throw new StorageError(
      say((t) => t.evening.presetCannotStart(name, file, why)),
      'corrupt',
    );
}

/** Why a preset (by name) cannot start a sheet, or undefined: `preset save` replaces such a preset, not updates it. */
export function presetFault(_name: string, p: Preset): Text | undefined {
  let game: ReturnType<typeof gameById>;
  try {
    game = gameById(p.game);
    if (p.players) checkPlayerNames(p.players, game.players.min, game.players.max, game.id);
  } catch (e) {
    if (e instanceof UsageError || e instanceof RuleViolation) return e.text;
    throw e;
  }
  if (p.stake !== undefined && game.unit !== 'money') return say((t) => t.evening.presetStake(game.id));
  const rules = rulesOf(p);
  // Said as `tafel new --rules` says it (until 2026-12-07 "zat: rules", which named no rule set).
  const ids = game.ruleSets.map((r) => r.id);
  if (!ids.includes(rules)) return noRuleSet(game.id, String(p.rules), ids);
  return parseSets(game.settings(rules), pairsOf(p.set ?? {}), (key) => game.notASetting?.(rules, key), game.id).error;
}
