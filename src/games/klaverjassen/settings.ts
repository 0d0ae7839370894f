import type { Text } from '../../core/errors.js';
import type { SettingSpec } from '../../core/game.js';
import { choice, points } from '../../core/settings.js';
import { say } from './messages.js';

/**
 * The sheet options of spec/klaverjassen.md "Options". Kept apart from the scoring code because the
 * referee (`tafel judge play|trick --set ...`) reads them too, and judge must not load scoring code.
 */

export const RULE_SETS = ['amsterdams', 'rotterdams'] as const;

/** A positive whole number or `none` (deals, target). */
const limit = (key: string, def: string, description: Text, defaultFrom?: SettingSpec['defaultFrom']): SettingSpec => ({
  key,
  kind: 'option',
  default: def,
  values: 'a positive whole number|none',
  description,
  ...(defaultFrom ? { defaultFrom } : {}),
  check: (v) =>
    v === 'none' || (/^\d{1,6}$/.test(v) && Number(v) >= 1) ? undefined : say((m) => m.settings.mustBeA(key, v)),
});

/**
 * Why Rotterdams has no `undertrump` (spec "Trick obligations": its trump duty forces the lower trump, also over the
 * partner), said instead of "unknown setting" by `new`, `set` and `judge`; undefined for every other key.
 */
export const notASetting = (rules: string, key: string): Text | undefined =>
  rules === 'rotterdams' && key === 'undertrump' ? say((m) => m.settings.rotterdamsUndertrump) : undefined;

export function settingsFor(rules: string): SettingSpec[] {
  const rotterdams = rules === 'rotterdams';
  return [
    // A "boom" is 16 deals; a sheet that only sets a target plays until the target instead.
    limit(
      'deals',
      '16',
      say((m) => m.set.deals),
      (set) => (set.target !== undefined && set.target !== 'none' ? 'none' : undefined),
    ),
    limit(
      'target',
      'none',
      say((m) => m.set.target),
    ),
    choice(
      'tie',
      ['nat', 'made'],
      'nat',
      say((m) => m.set.tie),
    ),
    points(
      'pit',
      100,
      say((m) => m.set.pit),
    ),
    points(
      'tegenpit',
      100,
      say((m) => m.set.tegenpit),
    ),
    choice(
      'four-jacks',
      ['100', '200'],
      rotterdams ? '100' : '200',
      say((m) => m.set.fourJacks),
    ),
    // NKU Rotterdams and KBN Amsterdams count four of a kind in every rank; BGA, PAGAT, De Samenspelers
    // and De Pitslag only in A K Q 10 J, so four 7s, 8s or 9s are no roem there.
    choice(
      'low-four',
      ['100', '0'],
      '100',
      say((m) => m.set.lowFour),
    ),
    choice(
      'verzaken',
      ['162+100', '162'],
      '162+100',
      say((m) => m.set.verzaken),
    ),
    choice(
      'bidding',
      ['vrij', 'verplicht'],
      'vrij',
      say((m) => m.set.bidding),
    ),
    // Only Amsterdams knows a choice here: Rotterdams always obliges you to trump (spec "Trick obligations").
    ...(rotterdams
      ? []
      : [
          choice(
            'undertrump',
            ['avoid', 'must'],
            'avoid',
            say((m) => m.set.undertrump),
          ),
        ]),
  ];
}
