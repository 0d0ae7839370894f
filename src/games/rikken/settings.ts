import type { SettingSpec } from '../../core/game.js';
import type { Text } from '../../core/errors.js';
import { choice, points } from '../../core/settings.js';
import { fixOf, switchedOff } from './contracts.js';
import { say, type Messages } from './messages.js';

/**
 * The sheet options and point keys of spec/rikken.md §9. Kept apart from the scoring code because the
 * referee (`tafel judge rank|play --set ...`) reads them too, and judge must not load scoring code.
 */

export const RULE_SETS = ['standaard', 'ssovn'] as const;
export type RuleSet = (typeof RULE_SETS)[number];

/** The pass games a table may choose from when everybody passed (`pas` itself is always allowed). */
export const PASS_GAMES = ['schoppen-mie', 'een-of-vijf'] as const;

/** A key that is both a switch and a value (`piek`, `troela`): on, off, or points (a number implies on). */
const switchValue = (key: string, def: string, value: number, m: (l: Messages) => string): SettingSpec => ({
  key,
  kind: 'option',
  default: def,
  values: `on|off|a whole number 0..10000 (on = ${value})`,
  description: say(m),
  check: (v) =>
    v === 'on' || v === 'off' || (/^\d{1,5}$/.test(v) && Number(v) <= 10000)
      ? undefined
      : say((t) => t.set.switchValue(key, v)),
});

/** `deals`: a positive whole number, `none`, or `partij` (20 deals for every player who plays them: 20/25/30). */
const deals = (def: string): SettingSpec => ({
  key: 'deals',
  kind: 'option',
  default: def,
  values: 'a positive whole number|none|partij',
  description: say((t) => t.set.deals),
  check: (v) =>
    v === 'none' || v === 'partij' || (/^\d{1,4}$/.test(v) && Number(v) >= 1)
      ? undefined
      : say((t) => t.set.badDeals(v)),
});

const passGames: SettingSpec = {
  key: 'pass-games',
  kind: 'option',
  default: PASS_GAMES.join(','),
  values: 'schoppen-mie,een-of-vijf (either, both, or none)',
  description: say((t) => t.set.passGames),
  check: (v) => {
    const parts = v
      .split(',')
      .map((p) => p.trim())
      .filter((p) => p !== '');
    const ok =
      v === 'none' ||
      (parts.length > 0 &&
        parts.every((p) => (PASS_GAMES as readonly string[]).includes(p)) &&
        new Set(parts).size === parts.length);
    return ok ? undefined : say((t) => t.set.badPassGames(v));
  },
};

const pt = (key: string, value: number, m: (l: Messages) => string): SettingSpec => points(key, value, say(m));
/** An option described by the catalogue's general line for it (set.option). */
const option = (key: string, values: string[], def: string): SettingSpec =>
  choice(
    key,
    values,
    def,
    say((t) => t.set.option(key)),
  );

/** Solo base values by level (KAP roundTypes.ts). */
export const ALLEEN_BASE: Record<number, number> = { 8: 10, 9: 20, 10: 30, 11: 40, 12: 50, 13: 70 };

export function settingsFor(rules: string): SettingSpec[] {
  const ssovn = rules === 'ssovn';
  return [
    deals(ssovn ? 'partij' : 'none'),
    switchValue('troela', ssovn ? 'off' : '10', 10, (t) => t.set.troela),
    option('troela-rank', ['top', 'above-rik-beter'], 'top'),
    switchValue('piek', ssovn ? 'off' : '15', 15, (t) => t.set.piek),
    option('open', ['on', 'off'], 'on'),
    option('praatje', ['on', 'off'], 'on'),
    passGames,
    option('down', ['from-second', 'from-first'], 'from-second'),
    option('rik-loss', ['rikker', 'both'], 'rikker'),
    option('called-ace', ['must', 'free'], 'must'),
    pt('rik', 10, (t) => t.set.rik),
    pt('rik.trick', 5, (t) => t.set.rikTrick),
    pt('rik.all', 35, (t) => t.set.rikAll),
    ...Object.entries(ALLEEN_BASE).map(([n, v]) => pt(`alleen.${n}`, v, (t) => t.set.alleen(Number(n)))),
    pt('alleen.trick', 5, (t) => t.set.alleenTrick),
    pt('misere', 25, (t) => t.set.fixed('misère')),
    pt('open-piek', 40, (t) => t.set.fixed('open piek')),
    pt('open-misere', 50, (t) => t.set.fixed('open misère')),
    pt('open-piek-praatje', 55, (t) => t.set.fixed('open piek praatje')),
    pt('open-misere-praatje', 60, (t) => t.set.fixed('open misère praatje')),
    pt('schoppen-mie', 5, (t) => t.set.schoppenMie),
    pt('een-of-vijf', 10, (t) => t.set.eenOfVijf),
  ];
}

/** The settings in force for a rule set: defaults changed by the given values. */
export function inForce(rules: string, set: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(settingsFor(rules).map((s) => [s.key, set[s.key] ?? s.default]));
}

/**
 * Why the house rules in force (`settings`) leave contract `id` out, as the referee says it (judge rank, and judge
 * score without a sheet): by the rule set ("ssovn does not play troela ...; --set troela=on judges as a table that
 * does") or by --set; undefined when they play it. A sheet says it with `tafel set` instead (rules.ts).
 */
export function judgedOff(id: string, name: string, settings: Record<string, string>, rules: string): Text | undefined {
  const off = switchedOff(id, settings);
  if (off === undefined) return undefined;
  const byRules = switchedOff(id, inForce(rules)) !== undefined ? rules : undefined;
  return say((m) => m.ref.switchedOff(byRules, name, off, fixOf(id, off)));
}

/**
 * A house rule some tables name that these rules leave out on purpose: the duty to trump (a void player may play any
 * card [DSC; LEP]; its one source [EVM] is contradicted), said as such where a key is refused.
 */
export const notASetting = (_rules: string, key: string): Text | undefined =>
  key === 'trump-duty' ? say((m) => m.set.noTrumpDuty) : undefined;
