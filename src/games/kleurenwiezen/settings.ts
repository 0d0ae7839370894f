import type { Text } from '../../core/errors.js';
import type { SettingSpec } from '../../core/game.js';
import { choice, dealLimit, onOff, points } from '../../core/settings.js';
import { say } from './messages.js';

/** Checks `deals` against the number of players, once the sheet's players are known. */
export function checkDeals(rules: string, settings: Record<string, string>, n: number): Text | undefined {
  const v = settings.deals;
  if (v === undefined || v === 'off') return undefined;
  const d = Number(v);
  if (rules === 'cardgames') {
    // The source's 4, 8, 12: once, twice or three times round the table, also with 5 or 6 players.
    const ok = [n, 2 * n, 3 * n];
    return ok.includes(d) ? undefined : say((m) => m.settings.dealsMustBe(ok.join(', '), n, v));
  }
  if (rules === 'whisthub' || rules === 'iwwa') {
    return d % n === 0 ? undefined : say((m) => m.settings.dealsMustBe2(n, v));
  }
  return undefined;
}

const on = (key: string, en: string, nl: string): SettingSpec => choice(key, ['on', 'off'], 'on', en, nl);

const rondjePas = (def: string): SettingSpec =>
  choice(
    'rondje-pas',
    ['double', 'stack', 'off'],
    def,
    'the first deal after a pas: double (x2 once), stack (x2 after one pas, x3 after two...) or off',
    'de eerste gift na een pas: double (x2, één keer), stack (x2 na één pas, x3 na twee...) of off',
  );

/** `deals` of the zero-sum tables: off or a multiple of the number of players up to 100 (checkDeals). */
const dealsMultiple = (): SettingSpec =>
  dealLimit(
    1,
    100,
    'deals that make a game, a multiple of the number of players; then the sheet shows the winner',
    'giften die een spel vormen, een veelvoud van het aantal spelers; daarna toont het blad de winnaar',
  );

function whisthubSettings(): SettingSpec[] {
  return [
    rondjePas('double'),
    on('piccolo', 'piccolo may be played, worth piccolo.value', 'piccolo mag gespeeld worden, waarde piccolo.value'),
    on(
      'abondance-overtricks',
      'abondance made with more tricks scores the next level',
      'abondance met meer slagen telt als het volgende niveau',
    ),
    choice(
      'alleen-min',
      ['5', '6'],
      '5',
      'the lowest alleen that may be bid',
      'de laagste alleen die geboden mag worden',
    ),
    dealsMultiple(),
    points('samen', 8, 'samen made with 8 tricks, each declarer', 'samen gewonnen met 8 slagen, per speler'),
    points(
      'samen.trick',
      3,
      'samen: per trick above 8 when made; per level above 8 and per undertrick when lost',
      'samen: per slag boven 8 bij winst; per niveau boven 8 en per ontbrekende slag bij verlies',
    ),
    points(
      'samen.all',
      30,
      'samen made with all 13 tricks, each declarer',
      'samen gewonnen met alle 13 slagen, per speler',
    ),
    ...[3, 4, 5, 7].map((v, i) =>
      points(
        `alleen.${5 + i}`,
        v,
        `alleen ${5 + i} made exactly, per opponent`,
        `alleen ${5 + i} precies gehaald, per tegenstander`,
      ),
    ),
    points(
      'alleen.trick',
      1,
      'alleen: per overtrick (up to 8) and per undertrick',
      'alleen: per overslag (tot 8) en per ontbrekende slag',
    ),
    ...[10, 15, 20, 30].map((v, i) =>
      points(`abondance.${9 + i}`, v, `abondance ${9 + i}, per opponent`, `abondance ${9 + i}, per tegenstander`),
    ),
    points('troel', 16, 'troel made or lost, each declarer', 'troel gewonnen of verloren, per speler'),
    points(
      'troel.all',
      30,
      'troel made with all 13 tricks, each declarer',
      'troel gewonnen met alle 13 slagen, per speler',
    ),
    points(
      'kleine-miserie',
      6,
      'kleine miserie, per opponent, per declarer',
      'kleine miserie, per tegenstander, per speler',
    ),
    points('piccolo.value', 8, 'piccolo, per opponent, per declarer', 'piccolo, per tegenstander, per speler'),
    points(
      'grote-miserie',
      12,
      'grote miserie, per opponent, per declarer',
      'grote miserie, per tegenstander, per speler',
    ),
    points(
      'open-miserie',
      24,
      'open miserie, per opponent, per declarer',
      'open miserie, per tegenstander, per speler',
    ),
    points('soloslim', 60, 'soloslim, per opponent', 'soloslim, per tegenstander'),
  ];
}

function iwwaSettings(): SettingSpec[] {
  const ladder = (
    key: string,
    vals: [number, number, number, number],
    en: string,
    nl: string,
    per: string,
    perNl: string,
  ): SettingSpec[] => [
    points(key, vals[0], `${en} made exactly, ${per}`, `${nl} precies gehaald, ${perNl}`),
    points(`${key}.trick`, vals[1], `${en}: per overtrick`, `${nl}: per overslag`),
    points(`${key}.down`, vals[2], `${en}: the first undertrick`, `${nl}: de eerste ontbrekende slag`),
    points(`${key}.down-trick`, vals[3], `${en}: each further undertrick`, `${nl}: elke verdere ontbrekende slag`),
  ];
  return [
    choice(
      'all-tricks',
      ['double', 'plain'],
      'double',
      'vragen, alleen, troel made with all 13 tricks: double the value, or plain',
      'vragen, alleen, troel gehaald met alle 13 slagen: dubbele waarde, of plain',
    ),
    rondjePas('off'),
    dealsMultiple(),
    ...ladder('vragen', [2, 1, 6, 2], 'vragen', 'vragen', 'each declarer', 'per speler'),
    ...ladder('alleen', [2, 1, 4, 2], 'alleen', 'alleen', 'per opponent', 'per tegenstander'),
    ...ladder('troel', [4, 2, 6, 2], 'troel and troela', 'troel en troela', 'each declarer', 'per speler'),
    ...[5, 6, 8, 9].map((v, i) =>
      points(`abondance.${9 + i}`, v, `abondance ${9 + i}, per opponent`, `abondance ${9 + i}, per tegenstander`),
    ),
    points('miserie', 7, 'miserie, per opponent, per declarer', 'miserie, per tegenstander, per speler'),
    points(
      'open-miserie',
      14,
      'open miserie, per opponent, per declarer',
      'open miserie, per tegenstander, per speler',
    ),
    points('solo', 25, 'solo (all 13 tricks), per opponent', 'solo (alle 13 slagen), per tegenstander'),
    points('soloslim', 30, 'soloslim, per opponent', 'soloslim, per tegenstander'),
  ];
}

export function settingsFor(rules: string): SettingSpec[] {
  if (rules === 'whisthub') return whisthubSettings();
  if (rules === 'iwwa') return iwwaSettings();
  if (rules === 'cardgames') {
    return [
      onOff(
        'overtricks',
        '+1 per trick above the target, added to every payment (vragen, alleen, troel, abondance)',
        '+1 per slag boven het doel, bij elke betaling opgeteld (vragen, alleen, troel, abondance)',
      ),
      onOff(
        'open-miserie',
        'open miserie may be played, worth open-miserie.value',
        'open miserie mag gespeeld worden, waarde open-miserie.value',
      ),
      onOff(
        'abondance-levels',
        'abondance 10, 11 and 12 may be played',
        'abondance 10, 11 en 12 mogen gespeeld worden',
      ),
      onOff(
        'troela',
        'four aces: the holder partners the holder of the highest heart (referee text)',
        'vier azen: de houder speelt met wie de hoogste harten heeft (scheidsrechterstekst)',
      ),
      // 4, 8 or 12 with four players; 5/10/15 with five and 6/12/18 with six (checkDeals).
      choice(
        'deals',
        ['off', '4', '5', '6', '8', '10', '12', '15', '18'],
        'off',
        'deals that make a game (4, 8, 12; with 5 or 6 players once, twice or three times round); then the ' +
          'sheet shows the winner',
        'giften die een spel vormen (4, 8, 12; met 5 of 6 spelers één, twee of drie keer rond); daarna toont ' +
          'het blad de winnaar',
      ),
      points('vragen', 2, 'base value of vragen + meegaan', 'basiswaarde van vragen + meegaan'),
      points('alleen', 3, 'base value of alleen', 'basiswaarde van alleen'),
      points('troel', 4, 'base value of troel', 'basiswaarde van troel'),
      points('abondance.9', 5, 'base value of abondance 9', 'basiswaarde van abondance 9'),
      points('abondance.10', 6, 'base value of abondance 10', 'basiswaarde van abondance 10'),
      points('abondance.11', 8, 'base value of abondance 11', 'basiswaarde van abondance 11'),
      points('abondance.12', 9, 'base value of abondance 12', 'basiswaarde van abondance 12'),
      points('miserie', 7, 'base value of miserie', 'basiswaarde van miserie'),
      points('open-miserie.value', 14, 'base value of open miserie', 'basiswaarde van open miserie'),
      points('soloslim', 30, 'base value of soloslim', 'basiswaarde van soloslim'),
    ];
  }
  // samen 12 is 22 in the published Flemish table: a premium above the +3 pattern (issue 11).
  const samenBase = [7, 10, 13, 16, 22, 30];
  const soloBase = [12, 15, 21];
  return [
    dealLimit(
      1,
      100,
      'deals that make a game; then the sheet shows the winner',
      'giften die een spel vormen; daarna toont het blad de winnaar',
    ),
    ...samenBase.map((v, i) =>
      points(
        `samen.${8 + i}`,
        v,
        `samen ${8 + i}: base when made or lost`,
        `samen ${8 + i}: basis bij winst of verlies`,
      ),
    ),
    points('samen.trick', 3, 'samen: per trick over or under the target', 'samen: per slag boven of onder het doel'),
    points(
      'samen.all',
      30,
      'samen made with all 13 tricks, each declarer',
      'samen gewonnen met alle 13 slagen, per speler',
    ),
    ...soloBase.map((v, i) =>
      points(`solo.${6 + i}`, v, `solo ${6 + i}: base when made or lost`, `solo ${6 + i}: basis bij winst of verlies`),
    ),
    points(
      'solo.trick',
      3,
      'solo: per trick over (up to 8) or under the target',
      'solo: per slag boven (tot 8) of onder het doel',
    ),
    ...[30, 45, 60].map((v, i) =>
      points(
        `abondance.${9 + i}`,
        v,
        `abondance ${9 + i}: declarer wins or loses`,
        `abondance ${9 + i}: speler wint of verliest`,
      ),
    ),
    ...[20, 30, 40].map((v, i) =>
      points(
        `abondance.${9 + i}.opponents`,
        v,
        `abondance ${9 + i} lost: each opponent gets`,
        `abondance ${9 + i} verloren: elke tegenstander krijgt`,
      ),
    ),
    points('troel', 15, 'troel made: each declarer gets', 'troel gewonnen: elke speler krijgt'),
    // Its own key, so a club that plays the published table (declarers lose nothing) sets troel.lost=0 alone.
    points('troel.lost', 15, 'troel lost: each declarer loses', 'troel verloren: elke speler verliest'),
    points('troel.opponents', 15, 'troel lost: each opponent gets', 'troel verloren: elke tegenstander krijgt'),
    ...(
      [
        ['kleine-miserie', 18, 12],
        ['piccolo', 27, 18],
        ['grote-miserie', 36, 24],
        ['open-miserie', 72, 48],
      ] as const
    ).flatMap(([k, v, o]) => [
      points(k, v, `${k}: each declarer wins or loses`, `${k}: elke speler wint of verliest`),
      points(
        `${k}.opponents`,
        o,
        `${k}: each non-declarer gets, per declarer who fails`,
        `${k}: elke niet-speler krijgt, per speler die faalt`,
      ),
    ]),
    points(
      'kleine-soloslim',
      100,
      'kleine soloslim: declarer wins or loses',
      'kleine soloslim: speler wint of verliest',
    ),
    points(
      'kleine-soloslim.opponents',
      66,
      'kleine soloslim lost: each opponent gets',
      'kleine soloslim verloren: elke tegenstander krijgt',
    ),
    points('soloslim', 150, 'soloslim: declarer wins or loses', 'soloslim: speler wint of verliest'),
    points(
      'soloslim.opponents',
      100,
      'soloslim lost: each opponent gets',
      'soloslim verloren: elke tegenstander krijgt',
    ),
  ];
}
