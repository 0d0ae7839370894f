import { RuleViolation, type Text } from '../../core/errors.js';
import type { SettingSpec } from '../../core/game.js';
import { choice, dealLimit, onOff, points } from '../../core/settings.js';
import { sheetName, type Contract } from './contracts.js';
import { say, type Messages } from './messages.js';

/** Checks `deals` against the number of players, once the sheet's players are known. */
export function checkDeals(rules: string, settings: Record<string, string>, n: number): Text | undefined {
  const v = settings.deals;
  if (v === undefined || v === 'off') return undefined;
  const d = Number(v);
  if (rules === 'cardgames') {
    // The source's 4, 8, 12: once, twice or three times round the table, also with 5 or 6 players.
    const ok = [n, 2 * n, 3 * n];
    return ok.includes(d) ? undefined : say((m) => m.settings.dealsMustBe(ok, n, v));
  }
  if (rules === 'whisthub' || rules === 'iwwa') {
    return d % n === 0 ? undefined : say((m) => m.settings.dealsMustBe2(n, v));
  }
  return undefined;
}

/** The house rules that decide which bids a table plays: record refuses the others, and judge rank reads them. */
export const BID_SWITCHES: Readonly<Record<string, readonly string[]>> = {
  cardgames: ['open-miserie', 'abondance-levels'],
  whisthub: ['piccolo', 'alleen-min'],
};

/** A house rule that leaves out this contract (at this level): its key, its value here, and a value that plays it. */
export function offBy(
  contract: Contract,
  level: number | undefined,
  rules: string,
  settings: Record<string, string>,
): { key: string; value: string; fix: string } | undefined {
  const key = contract.needsOption;
  if (key !== undefined && settings[key] !== 'on') return { key, value: settings[key] ?? 'off', fix: 'on' };
  if (level === undefined) return undefined;
  if (rules === 'cardgames' && contract.id === 'abondance' && level > 9 && settings['abondance-levels'] !== 'on') {
    return { key: 'abondance-levels', value: settings['abondance-levels'] ?? 'off', fix: 'on' };
  }
  const min = settings['alleen-min'] ?? '5';
  if (rules === 'whisthub' && contract.id === 'alleen' && level < Number(min)) {
    return { key: 'alleen-min', value: min, fix: String(level) };
  }
  return undefined;
}

/** The house rules a bid depends on (BID_SWITCHES), at their values in these rules. */
export const bidOptions = (rules: string): SettingSpec[] =>
  settingsFor(rules).filter((s) => BID_SWITCHES[rules]?.includes(s.key));
export const bidDefaults = (rules: string): Record<string, string> =>
  Object.fromEntries(bidOptions(rules).map((s) => [s.key, s.default]));

/**
 * A contract the house rules leave out, refused as the referee says it (judge rank, and judge score without a sheet):
 * the rule and the --set that judges it, never "this sheet" or `tafel set`.
 */
export function switchedOff(
  contract: Contract,
  level: number | undefined,
  rules: string,
  settings: Record<string, string>,
): RuleViolation | undefined {
  const off = offBy(contract, level, rules, settings);
  if (off === undefined) return undefined;
  const byRules = offBy(contract, level, rules, bidDefaults(rules)) !== undefined ? rules : undefined;
  const name = sheetName(contract.id, level, rules);
  const [now, fix] = [`${off.key}=${off.value}`, `${off.key}=${off.fix}`];
  return new RuleViolation(say((m) => m.referee.switchedOff(byRules, name, now, fix)));
}

type House = Messages['set'];
const on = (key: string, pick: (h: House) => string): SettingSpec =>
  choice(
    key,
    ['on', 'off'],
    'on',
    say((m) => pick(m.set)),
  );
const pts = (key: string, value: number, pick: (h: House) => string): SettingSpec =>
  points(
    key,
    value,
    say((m) => pick(m.set)),
  );

const rondjePas = (def: string): SettingSpec =>
  choice(
    'rondje-pas',
    ['double', 'stack', 'off'],
    def,
    say((m) => m.set.rondjePas),
  );

/**
 * `deals` where what is allowed depends on the number of players, which checkDeals knows: the value alone need
 * only be off or 1..100, and is refused with the rule set's own rule, never with counts that suit other tables.
 */
const dealsByPlayers = (description: Text, values: string, wrong: (v: string) => Text): SettingSpec => {
  const within = dealLimit(1, 100, description);
  return { ...within, values, check: (v) => (within.check(v) === undefined ? undefined : wrong(v)) };
};

/** `deals` of the zero-sum tables: off or a multiple of the number of players up to 100 (checkDeals). */
const dealsMultiple = (): SettingSpec =>
  dealsByPlayers(
    say((m) => m.set.dealsMultiple),
    'off|1..100',
    (v) => say((m) => m.settings.dealsMultipleOf(v)),
  );

function whisthubSettings(): SettingSpec[] {
  return [
    rondjePas('double'),
    on('piccolo', (h) => h.piccolo),
    on('abondance-overtricks', (h) => h.abondanceOvertricks),
    choice(
      'alleen-min',
      ['5', '6'],
      '5',
      say((m) => m.set.alleenMin),
    ),
    dealsMultiple(),
    pts('samen', 8, (h) => h.samen8),
    pts('samen.trick', 3, (h) => h.samenTrickWhisthub),
    pts('samen.all', 30, (h) => h.samenAll),
    ...[3, 4, 5, 7].map((v, i) => pts(`alleen.${5 + i}`, v, (h) => h.alleenExactly(5 + i))),
    pts('alleen.trick', 1, (h) => h.alleenTrick),
    ...[10, 15, 20, 30].map((v, i) => pts(`abondance.${9 + i}`, v, (h) => h.perOpponent(`abondance ${9 + i}`))),
    pts('troel', 16, (h) => h.troelWhisthub),
    pts('troel.all', 30, (h) => h.troelAll),
    pts('kleine-miserie', 6, (h) => h.perOpponentPerDeclarer('kleine miserie')),
    pts('piccolo.value', 8, (h) => h.perOpponentPerDeclarer('piccolo')),
    pts('grote-miserie', 12, (h) => h.perOpponentPerDeclarer('grote miserie')),
    pts('open-miserie', 24, (h) => h.perOpponentPerDeclarer('open miserie')),
    pts('soloslim', 60, (h) => h.perOpponent('soloslim')),
  ];
}

function iwwaSettings(): SettingSpec[] {
  /** A contract's four values (made exactly, per overtrick, first and further undertricks), `what` said per `per`. */
  const ladder = (
    key: string,
    vals: [number, number, number, number],
    what: (h: House) => string,
    per: (h: House) => string,
  ): SettingSpec[] => [
    pts(key, vals[0], (h) => h.madeExactly(what(h), per(h))),
    pts(`${key}.trick`, vals[1], (h) => h.perOvertrick(what(h))),
    pts(`${key}.down`, vals[2], (h) => h.firstUndertrick(what(h))),
    pts(`${key}.down-trick`, vals[3], (h) => h.furtherUndertrick(what(h))),
  ];
  return [
    choice(
      'all-tricks',
      ['double', 'plain'],
      'double',
      say((m) => m.set.allTricks),
    ),
    rondjePas('off'),
    dealsMultiple(),
    ...ladder(
      'vragen',
      [2, 1, 6, 2],
      () => 'vragen',
      (h) => h.eachDeclarer,
    ),
    ...ladder(
      'alleen',
      [2, 1, 4, 2],
      () => 'alleen',
      (h) => h.perOpponentWord,
    ),
    ...ladder(
      'troel',
      [4, 2, 6, 2],
      (h) => h.troelAndTroela,
      (h) => h.eachDeclarer,
    ),
    ...[5, 6, 8, 9].map((v, i) => pts(`abondance.${9 + i}`, v, (h) => h.perOpponent(`abondance ${9 + i}`))),
    pts('miserie', 7, (h) => h.perOpponentPerDeclarer('miserie')),
    pts('open-miserie', 14, (h) => h.perOpponentPerDeclarer('open miserie')),
    pts('solo', 25, (h) => h.soloAll),
    pts('soloslim', 30, (h) => h.perOpponent('soloslim')),
  ];
}

export function settingsFor(rules: string): SettingSpec[] {
  if (rules === 'whisthub') return whisthubSettings();
  if (rules === 'iwwa') return iwwaSettings();
  if (rules === 'cardgames') {
    return [
      onOff(
        'overtricks',
        say((m) => m.set.overtricks),
      ),
      onOff(
        'open-miserie',
        say((m) => m.set.openMiserieAllowed),
      ),
      onOff(
        'abondance-levels',
        say((m) => m.set.abondanceLevels),
      ),
      onOff(
        'troela',
        say((m) => m.set.troela),
      ),
      // 4, 8 or 12 with four players; 5/10/15 with five and 6/12/18 with six (checkDeals).
      dealsByPlayers(
        say((m) => m.set.dealsRound),
        'off|4|5|6|8|10|12|15|18',
        (v) => say((m) => m.settings.dealsRoundOf(v)),
      ),
      pts('vragen', 2, (h) => h.base('vragen + meegaan')),
      pts('alleen', 3, (h) => h.base('alleen')),
      pts('troel', 4, (h) => h.base('troel')),
      pts('abondance.9', 5, (h) => h.base('abondance 9')),
      pts('abondance.10', 6, (h) => h.base('abondance 10')),
      pts('abondance.11', 8, (h) => h.base('abondance 11')),
      pts('abondance.12', 9, (h) => h.base('abondance 12')),
      pts('miserie', 7, (h) => h.base('miserie')),
      pts('open-miserie.value', 14, (h) => h.base('open miserie')),
      pts('soloslim', 30, (h) => h.base('soloslim')),
    ];
  }
  // samen 12 is 22 in the published Flemish table: a premium above the +3 pattern (issue 11).
  const samenBase = [7, 10, 13, 16, 22, 30];
  const soloBase = [12, 15, 21];
  return [
    dealLimit(
      1,
      100,
      say((m) => m.set.deals),
    ),
    ...samenBase.map((v, i) => pts(`samen.${8 + i}`, v, (h) => h.baseMadeOrLost(`samen ${8 + i}`))),
    pts('samen.trick', 3, (h) => h.samenTrickLodige),
    pts('samen.all', 30, (h) => h.samenAll),
    ...soloBase.map((v, i) => pts(`solo.${6 + i}`, v, (h) => h.baseMadeOrLost(`solo ${6 + i}`))),
    pts('solo.trick', 3, (h) => h.soloTrick),
    ...[30, 45, 60].map((v, i) => pts(`abondance.${9 + i}`, v, (h) => h.declarerWinsOrLoses(`abondance ${9 + i}`))),
    ...[20, 30, 40].map((v, i) =>
      pts(`abondance.${9 + i}.opponents`, v, (h) => h.lostEachOpponentGets(`abondance ${9 + i}`)),
    ),
    pts('troel', 15, (h) => h.troelMade),
    // Its own key, so a club that plays the published table (declarers lose nothing) sets troel.lost=0 alone.
    pts('troel.lost', 15, (h) => h.troelLost),
    pts('troel.opponents', 15, (h) => h.lostEachOpponentGets('troel')),
    ...(
      [
        ['kleine-miserie', 18, 12],
        ['piccolo', 27, 18],
        ['grote-miserie', 36, 24],
        ['open-miserie', 72, 48],
      ] as const
    ).flatMap(([k, v, o]) => [
      pts(k, v, (h) => h.eachDeclarerWinsOrLoses(k)),
      pts(`${k}.opponents`, o, (h) => h.eachNonDeclarerGets(k)),
    ]),
    pts('kleine-soloslim', 100, (h) => h.declarerWinsOrLoses('kleine soloslim')),
    pts('kleine-soloslim.opponents', 66, (h) => h.lostEachOpponentGets('kleine soloslim')),
    pts('soloslim', 150, (h) => h.declarerWinsOrLoses('soloslim')),
    pts('soloslim.opponents', 100, (h) => h.lostEachOpponentGets('soloslim')),
  ];
}
