import type { Lang } from '../../core/game.js';
import type { PointTable, Settings } from '../../core/topic.js';
import { option, value } from '../../core/point-tables.js';

/** Defaults of spec/kleurenwiezen.md, the fallback for a key a sheet does not carry. */
const SAMEN_BASE = [7, 10, 13, 16, 22, 30];
const SOLO_BASE = [12, 15, 21];

const L = {
  en: {
    contract: 'contract',
    base: 'base',
    perTrick: 'per trick\nover/short',
    oppLost: 'lost: each\nopponent gets',
    wonDecl: 'made: each\ndeclarer gets',
    lostDecl: 'lost: each\ndeclarer loses',
    samenCaption: (trick: number, all: number) =>
      `Samen and solo: made = base + ${trick > 0 ? 'the per-trick value for each trick over the bid' : 'nothing extra'} (solo counts tricks up to 8 only; samen with all 13 tricks gets ${all} each); lost = base + the per-trick value for each trick short, and then each opponent gets what a samen player loses, or two thirds of what a solo player loses. Keys: samen.<N>, samen.trick, samen.all, solo.<N>, solo.trick.`,
    fixedCaption:
      'Fixed values: overtricks earn nothing. In the miseries and piccolo the opponents get their amount once for every declarer who fails. Keys: abondance.<N>, troel, kleine-miserie, piccolo, grote-miserie, open-miserie, kleine-soloslim, soloslim, each also with .opponents; troel.lost is what each troel declarer loses.',
    names: {
      'kleine-miserie': 'kleine miserie',
      piccolo: 'piccolo',
      'grote-miserie': 'grote miserie',
      'open-miserie': 'open miserie',
      'kleine-soloslim': 'kleine soloslim',
      soloslim: 'soloslim',
      troel: 'troel',
    } as Record<string, string>,
    players: 'declarers',
    value: 'value v',
    made: 'made: each\ndeclarer',
    madeOpp: 'made: each\nopponent',
    pair: 'pair',
    one: 'one',
    each: 'each alone',
    off: ' *',
    cgCaption: (over: string, deals: string) =>
      `Failed: the same amounts the other way round. * a variant that is off: allow it with --set abondance-levels=on or --set open-miserie=on. Overtricks (+1 per trick over the target on every payment): ${over}. Deals in a game: ${deals === 'off' ? 'no limit' : deals}.`,
  },
  nl: {
    contract: 'contract',
    base: 'basis',
    perTrick: 'per slag\nmeer/minder',
    oppLost: 'verloren: elke\ntegenstander krijgt',
    wonDecl: 'gewonnen: elke\nspeler krijgt',
    lostDecl: 'verloren: elke\nspeler verliest',
    samenCaption: (trick: number, all: number) =>
      `Samen en solo: gewonnen = basis + ${trick > 0 ? 'de waarde per slag voor elke slag boven het bod' : 'niets extra'} (solo telt slagen maar tot 8; samen met alle 13 slagen krijgt ${all} per speler); verloren = basis + de waarde per slag voor elke ontbrekende slag, en dan krijgt elke tegenstander wat een samenspeler verliest, of twee derde van wat een solospeler verliest. Sleutels: samen.<N>, samen.trick, samen.all, solo.<N>, solo.trick.`,
    fixedCaption:
      'Vaste waarden: overslagen leveren niets op. Bij de miseries en piccolo krijgen de tegenstanders hun bedrag voor elke speler die faalt. Sleutels: abondance.<N>, troel, kleine-miserie, piccolo, grote-miserie, open-miserie, kleine-soloslim, soloslim, elk ook met .opponents; troel.lost is wat elke troelspeler verliest.',
    names: {
      'kleine-miserie': 'kleine miserie',
      piccolo: 'piccolo',
      'grote-miserie': 'grote miserie',
      'open-miserie': 'miserie op tafel',
      'kleine-soloslim': 'kleine soloslim',
      soloslim: 'soloslim',
      troel: 'troel',
    } as Record<string, string>,
    players: 'spelers',
    value: 'waarde v',
    made: 'gewonnen:\nelke speler',
    madeOpp: 'gewonnen: elke\ntegenstander',
    pair: 'twee',
    one: 'één',
    each: 'elk alleen',
    off: ' *',
    cgCaption: (over: string, deals: string) =>
      `Verloren: dezelfde bedragen in de andere richting. * een variant die uit staat: zet ze aan met --set abondance-levels=on of --set open-miserie=on. Overslagen (+1 per slag boven het doel, bij elke betaling): ${over}. Giften per spel: ${deals === 'off' ? 'geen grens' : deals}.`,
  },
};

/** Lodige (non-zero-sum) point table as in force: samen/solo by base and per trick, the rest fixed. */
export function lodigeTables(s: Settings, lang: Lang): PointTable[] {
  const l = L[lang];
  const samenTrick = value(s, 'samen.trick', 3);
  const soloTrick = value(s, 'solo.trick', 3);
  const levels: string[][] = [
    ...SAMEN_BASE.map((d, i) => [`samen ${8 + i}`, String(value(s, `samen.${8 + i}`, d)), String(samenTrick)]),
    ...SOLO_BASE.map((d, i) => [`solo ${6 + i}`, String(value(s, `solo.${6 + i}`, d)), String(soloTrick)]),
  ];
  const fixed = (key: string, name: string, won: number, opp: number, lostKey = key) => [
    name,
    String(value(s, key, won)),
    String(value(s, lostKey, won)),
    String(value(s, `${key}.opponents`, opp)),
  ];
  const rows: string[][] = [
    ...[30, 45, 60].map((v, i) => fixed(`abondance.${9 + i}`, `abondance ${9 + i}`, v, [20, 30, 40][i])),
    fixed('troel', l.names.troel, 15, 15, 'troel.lost'),
    fixed('kleine-miserie', l.names['kleine-miserie'], 18, 12),
    fixed('piccolo', l.names.piccolo, 27, 18),
    fixed('grote-miserie', l.names['grote-miserie'], 36, 24),
    fixed('open-miserie', l.names['open-miserie'], 72, 48),
    fixed('kleine-soloslim', l.names['kleine-soloslim'], 100, 66),
    fixed('soloslim', l.names.soloslim, 150, 100),
  ];
  return [
    {
      caption: l.samenCaption(samenTrick, value(s, 'samen.all', 30)),
      head: [l.contract, l.base, l.perTrick],
      rows: levels,
      right: [1, 2],
      inForce: true,
    },
    {
      caption: l.fixedCaption,
      head: [l.contract, l.wonDecl, l.lostDecl, l.oppLost],
      rows,
      right: [1, 2, 3],
      inForce: true,
    },
  ];
}

/** Cardgames (zero-sum): value v per contract and who pays whom when it is made. */
export function cardgamesTables(s: Settings, lang: Lang): PointTable[] {
  const l = L[lang];
  const on = (k: string) => option(s, k, 'off') === 'on';
  const row = (name: string, who: 'pair' | 'one' | 'each', v: number, enabled = true): string[] => [
    name + (enabled ? '' : l.off),
    l[who],
    String(v),
    who === 'pair' ? `+${v}` : `+${3 * v}`,
    `-${v}`,
  ];
  const rows = [
    row('vragen + meegaan', 'pair', value(s, 'vragen', 2)),
    row('alleen', 'one', value(s, 'alleen', 3)),
    row('troel', 'pair', value(s, 'troel', 4)),
    row('abondance 9', 'one', value(s, 'abondance.9', 5)),
    row('abondance 10', 'one', value(s, 'abondance.10', 6), on('abondance-levels')),
    row('abondance 11', 'one', value(s, 'abondance.11', 8), on('abondance-levels')),
    row('abondance 12', 'one', value(s, 'abondance.12', 9), on('abondance-levels')),
    row('miserie', 'each', value(s, 'miserie', 7)),
    row(
      lang === 'nl' ? 'open miserie' : 'open miserie',
      'each',
      value(s, 'open-miserie.value', 14),
      on('open-miserie'),
    ),
    row('soloslim', 'one', value(s, 'soloslim', 30)),
  ];
  return [
    {
      caption: l.cgCaption(option(s, 'overtricks', 'off'), option(s, 'deals', 'off')),
      head: [l.contract, l.players, l.value, l.made, l.madeOpp],
      rows,
      right: [2, 3, 4],
      inForce: true,
    },
  ];
}

const Z = {
  en: {
    contract: 'contract',
    pays: 'paid',
    made: 'made',
    over: 'per trick\nover',
    lost: 'lost\n(1 under)',
    further: 'each further\nunder',
    pair: 'per player',
    opp: 'per opponent',
    whCaption: (s: Settings) =>
      `Per player: each declarer gets the value, each opponent pays it. Per opponent: each of the three opponents pays it and the declarer gets three times. Samen made scores by the tricks taken (samen ${value(s, 'samen', 8)} + ${value(s, 'samen.trick', 3)} per trick above 8, all 13: ${value(s, 'samen.all', 30)}); alleen earns nothing above 8 tricks; abondance ${option(s, 'abondance-overtricks', 'on') === 'on' ? 'made with more tricks scores the next level' : 'scores its own level only (abondance-overtricks=off)'}. Several miserie players are each settled alone and added. After a pas: ${option(s, 'rondje-pas', 'double')}. Piccolo: ${option(s, 'piccolo', 'on')}. Lowest alleen: ${option(s, 'alleen-min', '5')}. Deals in a game: ${option(s, 'deals', 'off') === 'off' ? 'no limit' : option(s, 'deals', 'off')}.`,
    iwCaption: (s: Settings) =>
      `Per player: each declarer gets the value, each opponent pays it. Per opponent: each of the three opponents pays it and the declarer gets three times. All 13 tricks in vragen, alleen, troel or troela: ${option(s, 'all-tricks', 'double') === 'double' ? 'the made value doubled' : 'the plain value (all-tricks=plain)'}. Several miserie players are each settled alone and added. After a pas: ${option(s, 'rondje-pas', 'off')}. Deals in a game: ${option(s, 'deals', 'off') === 'off' ? 'no limit' : option(s, 'deals', 'off')}.`,
  },
  nl: {
    contract: 'contract',
    pays: 'betaald',
    made: 'gehaald',
    over: 'per slag\nmeer',
    lost: 'verloren\n(1 te weinig)',
    further: 'elke slag\nverder te weinig',
    pair: 'per speler',
    opp: 'per tegenstander',
    whCaption: (s: Settings) =>
      `Per speler: elke speler krijgt de waarde, elke tegenstander betaalt ze. Per tegenstander: elk van de drie tegenstanders betaalt ze en de speler krijgt het drievoud. Samen gehaald telt naar de gehaalde slagen (samen ${value(s, 'samen', 8)} + ${value(s, 'samen.trick', 3)} per slag boven 8, alle 13: ${value(s, 'samen.all', 30)}); alleen levert niets op boven 8 slagen; abondance ${option(s, 'abondance-overtricks', 'on') === 'on' ? 'met meer slagen telt als het volgende niveau' : 'telt enkel het eigen niveau (abondance-overtricks=off)'}. Meerdere miseriespelers worden elk apart afgerekend en opgeteld. Na een pas: ${option(s, 'rondje-pas', 'double')}. Piccolo: ${option(s, 'piccolo', 'on')}. Laagste alleen: ${option(s, 'alleen-min', '5')}. Giften per spel: ${option(s, 'deals', 'off') === 'off' ? 'geen grens' : option(s, 'deals', 'off')}.`,
    iwCaption: (s: Settings) =>
      `Per speler: elke speler krijgt de waarde, elke tegenstander betaalt ze. Per tegenstander: elk van de drie tegenstanders betaalt ze en de speler krijgt het drievoud. Alle 13 slagen bij vragen, alleen, troel of troela: ${option(s, 'all-tricks', 'double') === 'double' ? 'de waarde verdubbeld' : 'de gewone waarde (all-tricks=plain)'}. Meerdere miseriespelers worden elk apart afgerekend en opgeteld. Na een pas: ${option(s, 'rondje-pas', 'off')}. Giften per spel: ${option(s, 'deals', 'off') === 'off' ? 'geen grens' : option(s, 'deals', 'off')}.`,
  },
};

/** Whisthub (zero-sum): the made and lost values in force, per player or per opponent. */
export function whisthubTables(s: Settings, lang: Lang): PointTable[] {
  const l = Z[lang];
  const samen = value(s, 'samen', 8);
  const st = value(s, 'samen.trick', 3);
  const at = value(s, 'alleen.trick', 1);
  const rows: string[][] = [
    ...[8, 9, 10, 11, 12, 13].map((n) => [
      `samen ${n}`,
      l.pair,
      String(n === 13 ? value(s, 'samen.all', 30) : samen + st * (n - 8)),
      String(samen + st * (n - 7)),
      String(st),
    ]),
    ...[5, 6, 7, 8].map((n, i) => {
      const e = value(s, `alleen.${n}`, [3, 4, 5, 7][i]);
      return [`alleen ${n}`, l.opp, String(e), String(e + at), String(at)];
    }),
    ...[9, 10, 11, 12].map((n, i) => {
      const a = String(value(s, `abondance.${n}`, [10, 15, 20, 30][i]));
      return [`abondance ${n}`, l.opp, a, a, '-'];
    }),
    [
      'troel',
      l.pair,
      `${value(s, 'troel', 16)} (13: ${value(s, 'troel.all', 30)})`,
      String(value(s, 'troel', 16)),
      '-',
    ],
    ...(
      [
        ['kleine-miserie', 'kleine miserie', 6],
        ['piccolo.value', 'piccolo', 8],
        ['grote-miserie', 'grote miserie', 12],
        ['open-miserie', 'open miserie', 24],
        ['soloslim', 'soloslim', 60],
      ] as const
    ).map(([k, name, d]) => [name, l.opp, String(value(s, k, d)), String(value(s, k, d)), '-']),
  ];
  return [
    {
      caption: l.whCaption(s),
      head: [l.contract, l.pays, l.made, l.lost, l.further],
      rows,
      right: [2, 3, 4],
      inForce: true,
    },
  ];
}

/** IWWA (zero-sum): base, per overtrick, the first and each further undertrick. */
export function iwwaTables(s: Settings, lang: Lang): PointTable[] {
  const l = Z[lang];
  const ladder = (key: string, name: string, who: string, d: [number, number, number, number]) => [
    name,
    who,
    String(value(s, key, d[0])),
    String(value(s, `${key}.trick`, d[1])),
    String(value(s, `${key}.down`, d[2])),
    String(value(s, `${key}.down-trick`, d[3])),
  ];
  const flat = (key: string, name: string, d: number) => [
    name,
    l.opp,
    String(value(s, key, d)),
    '-',
    String(value(s, key, d)),
    '-',
  ];
  const rows: string[][] = [
    ladder('vragen', 'vragen (8)', l.pair, [2, 1, 6, 2]),
    ladder('alleen', 'alleen (5)', l.opp, [2, 1, 4, 2]),
    ladder('troel', 'troel (8)', l.pair, [4, 2, 6, 2]),
    ladder('troel', 'troela (9)', l.pair, [4, 2, 6, 2]),
    ...[9, 10, 11, 12].map((n, i) => flat(`abondance.${n}`, `abondance ${n}`, [5, 6, 8, 9][i])),
    flat('miserie', 'miserie', 7),
    flat('open-miserie', 'open miserie', 14),
    flat('solo', 'solo', 25),
    flat('soloslim', 'soloslim', 30),
  ];
  return [
    {
      caption: l.iwCaption(s),
      head: [l.contract, l.pays, l.made, l.over, l.lost, l.further],
      rows,
      right: [2, 3, 4, 5],
      inForce: true,
    },
  ];
}
