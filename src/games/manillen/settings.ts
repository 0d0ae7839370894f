import type { SettingSpec } from '../../core/game.js';
import { choice, dealsOrNone } from '../../core/settings.js';
import { say } from './messages.js';

/**
 * The house rules of spec/manillen.md §9, plus `deals` (events.md §2.2: every event game has a deal limit).
 * Apart from the scoring code because the referee (`tafel judge play --set trump-duty=off`) reads them too.
 */

export const RULE_SETS = ['standaard'] as const;

/** A whole number 1..1000 (a decision: the boom is 101, a half 61; clubs play 121 and 151 too) or none. */
const target: SettingSpec = {
  key: 'target',
  kind: 'option',
  default: '101',
  values: '1..1000|none',
  description: say((m) => m.set.target),
  check: (v) => (/^(none|1000|[1-9]\d{0,2})$/.test(v) ? undefined : say((m) => m.set.badTarget('target', v))),
};

/** Whether a player who cannot follow suit must trump: the referee's only option. */
export const trumpDuty = choice(
  'trump-duty',
  ['on', 'off'],
  'on',
  say((m) => m.set.trumpDuty),
);

export const settingsFor = (): SettingSpec[] => [
  target,
  choice(
    'max-multiplier',
    ['none', '8', '4', '2'],
    'none',
    say((m) => m.set.maxMultiplier),
  ),
  choice(
    'sweep',
    ['30', '60'],
    '30',
    say((m) => m.set.sweep),
  ),
  choice(
    'blind',
    ['on', 'off'],
    'off',
    say((m) => m.set.blind),
  ),
  trumpDuty,
  dealsOrNone(say((m) => m.set.deals)),
];
