import type { SettingSpec } from '../../core/game.js';
import { choice, points } from '../../core/settings.js';
import type { Text } from '../../i18n/index.js';
export { say } from './messages.js';
import { say } from './messages.js';

/**
 * The options of spec/boerenbridge.md §10 and the schedule of cards per deal (§3). Kept apart from the
 * scoring code because the referee (`judge trick|play --set trump=...`) reads them too.
 */

export const RULE_SETS = ['wk', 'klassiek', 'poepen'] as const;
export type RuleSet = (typeof RULE_SETS)[number];

/** KSU's 17 deals: up to 8, three deals of 8 (the middle one without trump), down again. */
export const KLASSIEK = [1, 2, 3, 4, 5, 6, 7, 8, 8, 8, 7, 6, 5, 4, 3, 2, 1];
/** Deal 9 of the klassiek schedule is played without trump [KSU]. */
export const KLASSIEK_NO_TRUMP = 9;

const DEFAULTS: Record<RuleSet, Record<string, string>> = {
  wk: { schedule: 'down-up', trump: 'spades', hook: 'always', exact: '10', 'per-trick': '2', 'per-miss': '2' },
  klassiek: { schedule: 'klassiek', trump: 'second-pack', hook: 'off', exact: '5', 'per-trick': '1', 'per-miss': '1' },
  poepen: { schedule: 'up-down', trump: 'turned', hook: 'always', exact: '6', 'per-trick': '2', 'per-miss': '2' },
};

const asRules = (rules: string): RuleSet =>
  (RULE_SETS as readonly string[]).includes(rules) ? (rules as RuleSet) : 'wk';

/** The most cards a player can get: under poepen one card of the stock is turned for trump. */
export const packLimit = (rules: string, n: number): number => Math.floor((rules === 'poepen' ? 51 : 52) / n);

/** The top of the rule set's own schedule, `m` of §3 (klassiek always 8). */
export const ruleMax = (rules: string, n: number): number => (rules === 'klassiek' ? 8 : packLimit(rules, n));

const NAMED = ['down-up', 'up-down', 'klassiek'];
const isList = (v: string): boolean => /^\d{1,2}(,\d{1,2}){0,59}$/.test(v);

const maxCardsOk = (v: string): boolean => v === 'max' || (/^\d{1,2}$/.test(v) && Number(v) >= 1);

const oneOf = (key: string, values: string[], def: string, description: Text): SettingSpec =>
  choice(key, values, def, description);
const pointsOf = (key: string, def: string, description: Text): SettingSpec => points(key, Number(def), description);

export function settingsFor(rules: string): SettingSpec[] {
  const d = DEFAULTS[asRules(rules)];
  return [
    {
      key: 'schedule',
      kind: 'option',
      default: d.schedule,
      values: 'down-up|up-down|klassiek|7,6,5,…',
      description: say((m) => m.setSchedule),
      check: (v) =>
        NAMED.includes(v) || (isList(v) && v.split(',').every((c) => Number(c) >= 1))
          ? undefined
          : say((m) => m.badSchedule(v)),
    },
    {
      key: 'max-cards',
      kind: 'option',
      default: 'max',
      values: 'max|1..max',
      description: say((m) => m.setMaxCards),
      check: (v) => (maxCardsOk(v) ? undefined : say((m) => m.badMaxCards(v))),
      // With the players known, the top their pack gives (as max-cards=14 says it: at most 13 cards each with 4).
      checkFor: (v, n) => (maxCardsOk(v) ? undefined : say((m) => m.badMaxCardsFor(v, ruleMax(rules, n), n))),
    },
    oneOf(
      'trump',
      ['spades', 'turned', 'bidder', 'second-pack'],
      d.trump,
      say((m) => m.setTrump),
    ),
    oneOf(
      'hook',
      ['always', 'over-3', 'off'],
      d.hook,
      say((m) => m.setHook),
    ),
    pointsOf(
      'exact',
      d.exact,
      say((m) => m.setExact),
    ),
    pointsOf(
      'per-trick',
      d['per-trick'],
      say((m) => m.setPerTrick),
    ),
    pointsOf(
      'per-miss',
      d['per-miss'],
      say((m) => m.setPerMiss),
    ),
    pointsOf(
      'misdeal',
      '4',
      say((m) => m.setMisdeal),
    ),
  ];
}

/**
 * The house rules as a whole, for a number of players (review decision 1): max-cards within the
 * rule set's top, an explicit list within the pack, max-cards only with a named schedule.
 */
export function checkSettings(rules: string, s: Record<string, string>, n: number): Text | undefined {
  const schedule = s.schedule ?? DEFAULTS[asRules(rules)].schedule;
  const max = s['max-cards'] ?? 'max';
  if (isList(schedule)) {
    if (max !== 'max') return say((m) => m.listAndMax(schedule));
    const limit = packLimit(rules, n);
    const high = schedule
      .split(',')
      .map(Number)
      .find((c) => c > limit);
    return high === undefined ? undefined : say((m) => m.listTooHigh(high, limit, n));
  }
  // The klassiek rule set refuses more than 6 players itself (exit 1, checkSetup).
  if (schedule === 'klassiek' && n > 6 && rules !== 'klassiek') return say((m) => m.klassiekTooMany(n));
  const top = ruleMax(rules, n);
  if (max !== 'max' && Number(max) > top) return say((m) => m.maxCardsTooHigh(Number(max), top, n));
  return undefined;
}

/** The cards per player of every deal, in order (§3). */
export function scheduleOf(rules: string, s: Record<string, string>, n: number): number[] {
  const schedule = s.schedule ?? DEFAULTS[asRules(rules)].schedule;
  if (isList(schedule)) return schedule.split(',').map(Number);
  const top = Math.min(
    ruleMax(rules, n),
    s['max-cards'] === undefined || s['max-cards'] === 'max' ? Infinity : Number(s['max-cards']),
  );
  if (schedule === 'klassiek') return KLASSIEK.map((c) => Math.min(c, top));
  const down = Array.from({ length: top }, (_, i) => top - i);
  const up = [...down].reverse();
  return schedule === 'up-down' ? [...up, ...down.slice(1)] : [...down, ...up.slice(1)];
}

/** Whether the dealer's bid is checked in a deal of `c` cards. */
export const hookApplies = (hook: string, c: number): boolean => hook === 'always' || (hook === 'over-3' && c > 3);

/** The bid the dealer may not make, given the others' bids, or undefined when every bid is allowed. */
export function forbiddenBid(c: number, others: number): number | undefined {
  const h = c - others;
  return h >= 0 && h <= c ? h : undefined;
}

export const playerRange = (rules: string): { min: number; max: number } => ({
  min: 3,
  max: rules === 'klassiek' ? 6 : 8,
});
