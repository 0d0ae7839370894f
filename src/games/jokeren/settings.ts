import type { SettingSpec, SheetConfig } from '../../core/game.js';
import type { Text } from '../../i18n/index.js';
import { say } from './messages.js';

/**
 * The rule sets' value tables and options (spec/jokeren.md §2, §9): every card value is a `--set` key,
 * because what a card costs differs from club to club [KBN; T9; HOOP; KSI; AJS].
 */

export const RULE_SETS = ['kbn', 'dehoop', 'amerikaans'] as const;
export type RuleSet = (typeof RULE_SETS)[number];

/** The cards as stored (after normalising what was typed): ranks, a joker, a joker that could have been laid. */
export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
export type Card = (typeof RANKS)[number] | 'joker' | 'joker*';

/** At most 13 dealt and one drawn: a longer hand is a typing slip (§11). */
export const MAX_HAND = 14;

const DEFAULTS: Record<RuleSet, Record<string, string>> = {
  // [KBN] every card 1, a joker that could have been laid 5.
  kbn: { low: '1', honours: '1', ace: '1', joker: '1', 'joker-laid': '5', step: '1', deals: 'none', contracts: 'off' },
  // [HOOP] 2 … 10 face value, jack to ace 10, a joker 10, or 20 when it could have been laid.
  dehoop: {
    low: 'face',
    honours: '10',
    ace: '10',
    joker: '10',
    'joker-laid': '20',
    step: '1',
    deals: 'none',
    contracts: 'off',
  },
  // [AJS] J/Q/K 10, every other card 5, a joker 20, or 10 "if you could not lay out"; entries in fives; 7 rounds.
  amerikaans: {
    low: '5',
    honours: '10',
    ace: '5',
    joker: '10',
    'joker-laid': '20',
    step: '5',
    deals: '7',
    contracts: 'on',
  },
};

const asRules = (rules: string): RuleSet =>
  (RULE_SETS as readonly string[]).includes(rules) ? (rules as RuleSet) : 'kbn';

const whole = (v: string, min: number, max: number): boolean =>
  /^\d{1,5}$/.test(v) && Number(v) >= min && Number(v) <= max;

const spec = (
  key: string,
  kind: SettingSpec['kind'],
  def: string,
  values: string,
  description: Text,
  ok: (v: string) => boolean,
  bad: (v: string) => Text,
): SettingSpec => ({ key, kind, default: def, values, description, check: (v) => (ok(v) ? undefined : bad(v)) });

const value = (key: string, def: string, description: Text): SettingSpec =>
  spec(
    key,
    'points',
    def,
    'a whole number 0..10000',
    description,
    (v) => whole(v, 0, 10000),
    (v) => say((m) => m.badValue(key, v)),
  );

export function settingsFor(rules: string): SettingSpec[] {
  const d = DEFAULTS[asRules(rules)];
  return [
    spec(
      'low',
      'points',
      d.low,
      'face|a whole number 0..10000',
      say((m) => m.setLow),
      (v) => v === 'face' || whole(v, 0, 10000),
      (v) => say((m) => m.badLow(v)),
    ),
    value(
      'honours',
      d.honours,
      say((m) => m.setHonours),
    ),
    value(
      'ace',
      d.ace,
      say((m) => m.setAce),
    ),
    value(
      'joker',
      d.joker,
      say((m) => m.setJoker),
    ),
    value(
      'joker-laid',
      d['joker-laid'],
      say((m) => m.setJokerLaid),
    ),
    spec(
      'jokers',
      'option',
      '2',
      '0..8',
      say((m) => m.setJokers),
      (v) => whole(v, 0, 8),
      (v) => say((m) => m.badJokers(v)),
    ),
    spec(
      'step',
      'option',
      d.step,
      '1|5|10',
      say((m) => m.setStep),
      (v) => ['1', '5', '10'].includes(v),
      (v) => say((m) => m.badStep(v)),
    ),
    {
      ...spec(
        'deals',
        'option',
        d.deals,
        'none|1..100',
        say((m) => m.setDeals),
        (v) => v === 'none' || whole(v, 1, 100),
        (v) => say((m) => m.badDeals(v)),
      ),
      // §5: contracts=on makes the game the 7 contract deals, whatever the rule set's own default.
      defaultFrom: (set) => (set.contracts === 'on' ? '7' : undefined),
    },
    spec(
      'limit',
      'option',
      'none',
      'none|1..10000',
      say((m) => m.setLimit),
      (v) => v === 'none' || whole(v, 1, 10000),
      (v) => say((m) => m.badLimit(v)),
    ),
    spec(
      'contracts',
      'option',
      d.contracts,
      'on|off',
      say((m) => m.setContracts),
      (v) => v === 'on' || v === 'off',
      (v) => say((m) => m.badContracts(v)),
    ),
  ];
}

/** §5: the seven contracts are the seven deals; another deal limit beside them is a usage error. */
export function checkSettings(_rules: string, s: Record<string, string>): Text | undefined {
  if (s.contracts === 'on' && s.deals !== '7') return say((m) => m.contractsDeals(s.deals));
  return undefined;
}

/** What one card left in hand costs under the settings in force (§2). */
export function cardValue(card: Card, s: Record<string, string>): number {
  if (card === 'joker') return Number(s.joker);
  if (card === 'joker*') return Number(s['joker-laid']);
  if (card === 'A') return Number(s.ace);
  if (card === 'J' || card === 'Q' || card === 'K') return Number(s.honours);
  return s.low === 'face' ? Number(card) : Number(s.low);
}

/** `min` of §9: the smallest value above 0 a card can have (2 for face values), or 1 when every value is 0. */
export function minOf(s: Record<string, string>): number {
  const values = [
    s.low === 'face' ? 2 : Number(s.low),
    ...['honours', 'ace', 'joker', 'joker-laid'].map((k) => Number(s[k])),
  ];
  const above = values.filter((v) => v > 0);
  return above.length === 0 ? 1 : Math.min(...above);
}

/** `n` points, or the next this sheet takes: in its steps (amerikaans: fives), no less than the smallest hand. */
export const pointsFor = (config: SheetConfig, n: number): number => {
  const step = Number(config.settings.step ?? '1');
  return Math.ceil(Math.max(n, minOf(config.settings)) / step) * step;
};

/**
 * The most a hand can cost: 14 cards, with as many jokers as the sheet plays when a joker is the dearest
 * card (decision, docs/rules-notes.md: a points entry above it is a typing slip).
 */
export function maxOf(s: Record<string, string>): number {
  const card = Math.max(s.low === 'face' ? 10 : Number(s.low), Number(s.honours), Number(s.ace));
  const joker = Math.max(Number(s.joker), Number(s['joker-laid']));
  const jokers = joker > card ? Math.min(Number(s.jokers), MAX_HAND) : 0;
  return jokers * joker + (MAX_HAND - jokers) * card;
}

/** The contract of deal `number` when contracts are on (§5), 1..7; undefined when off or past the seventh. */
export const contractOf = (s: Record<string, string>, number: number | undefined): number | undefined =>
  s.contracts === 'on' && number !== undefined && number >= 1 && number <= 7 ? number : undefined;
