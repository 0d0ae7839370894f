import type { SettingSpec } from '../../core/game.js';
import type { Text } from '../../i18n/index.js';
import { say } from './messages.js';

/**
 * Toepen's one rule set and its house rules (spec/toepen.md §8): the limit, how the game ends, the cap
 * ("voor dood"), who deals, and the house rules of §4. No federation rulebook exists, so every rule the
 * sources disagree on is a `--set` key [SPB; KSO; GZ; STE; WBK; GP; TJS].
 */

export const RULE_SETS = ['standaard'] as const;

/** 2 to 8 at a table [SPB; KSO; STE]: a piquet pack of 32 deals 4 each to at most 8. */
export const PLAYERS = { min: 2, max: 8 } as const;

/** Cards in a hand: 4 each [SPB; KSO]. */
export const HAND = 4;

/** The points each other player pays for four of a kind under `four-of-a-kind=on` [WBK]. */
export const FOUR_DEFAULT = 3;

const whole = (v: string, min: number, max: number): boolean =>
  /^\d{1,3}$/.test(v) && Number(v) >= min && Number(v) <= max;

const spec = (
  key: string,
  def: string,
  values: string,
  description: Text,
  ok: (v: string) => boolean,
): SettingSpec => ({
  key,
  kind: 'option',
  default: def,
  values,
  description,
  check: (v) => (ok(v) ? undefined : say((m) => m.badSetting(key, values.replace(/\|/g, ', '), v))),
});

const oneOf =
  (...allowed: string[]) =>
  (v: string): boolean =>
    allowed.includes(v);

export function settingsFor(): SettingSpec[] {
  return [
    spec(
      'limit',
      '10',
      '3..100',
      say((m) => m.setLimit),
      (v) => whole(v, 3, 100),
    ),
    spec(
      'end',
      'last-standing',
      'last-standing|first-out',
      say((m) => m.setEnd),
      oneOf('last-standing', 'first-out'),
    ),
    spec(
      'cap',
      'on',
      'on|off',
      say((m) => m.setCap),
      oneOf('on', 'off'),
    ),
    spec(
      'dealer',
      'winner',
      'winner|left|highest',
      say((m) => m.setDealer),
      oneOf('winner', 'left', 'highest'),
    ),
    spec(
      'double-toep',
      'off',
      'off|on',
      say((m) => m.setDoubleToep),
      oneOf('off', 'on'),
    ),
    spec(
      'max-stake',
      'limit',
      'limit|none|2..100',
      say((m) => m.setMaxStake),
      (v) => v === 'limit' || v === 'none' || whole(v, 2, 100),
    ),
    spec(
      'four-of-a-kind',
      'on',
      'on|off|1..100',
      say((m) => m.setFour),
      (v) => v === 'on' || v === 'off' || whole(v, 1, 100),
    ),
    spec(
      'vuile-was',
      'on',
      'on|off',
      say((m) => m.setVuileWas),
      oneOf('on', 'off'),
    ),
    spec(
      'was-penalty',
      '1',
      '1|2',
      say((m) => m.setWasPenalty),
      oneOf('1', '2'),
    ),
    spec(
      'jack-win',
      'off',
      'off|on',
      say((m) => m.setJackWin),
      oneOf('off', 'on'),
    ),
  ];
}

/** The house rules in force, read once into numbers and switches. */
export interface Rules {
  limit: number;
  firstOut: boolean;
  cap: boolean;
  dealer: 'winner' | 'left' | 'highest';
  doubleToep: boolean;
  /** The highest stake a round may reach; Infinity for `none`. */
  maxStake: number;
  /** The points for each other player on four of a kind; undefined when the sheet does not play it. */
  four: number | undefined;
  vuileWas: boolean;
  wasPenalty: number;
  jackWin: boolean;
}

export function rulesOf(s: Record<string, string>): Rules {
  const limit = Number(s.limit);
  const four = s['four-of-a-kind'];
  const max = s['max-stake'];
  return {
    limit,
    firstOut: s.end === 'first-out',
    cap: s.cap !== 'off',
    dealer: s.dealer === 'left' || s.dealer === 'highest' ? s.dealer : 'winner',
    doubleToep: s['double-toep'] === 'on',
    maxStake: max === 'none' ? Number.POSITIVE_INFINITY : max === 'limit' || max === undefined ? limit : Number(max),
    four: four === 'off' ? undefined : four === 'on' || four === undefined ? FOUR_DEFAULT : Number(four),
    vuileWas: s['vuile-was'] !== 'off',
    wasPenalty: Number(s['was-penalty'] ?? '1'),
    jackWin: s['jack-win'] === 'on',
  };
}
