import type { PointTable, Settings } from '../../core/topic.js';
import { option, value } from '../../core/point-tables.js';
import type { Messages } from './messages.js';

/** The words of the point tables, in the language of the rules text that shows them (messages.<lang>.ts). */
type Words = Messages['tables'];
type ZeroSumWords = Messages['zeroSumTables'];

/** Defaults of spec/kleurenwiezen.md, the fallback for a key a sheet does not carry. */
const SAMEN_BASE = [7, 10, 13, 16, 22, 30];
const SOLO_BASE = [12, 15, 21];

/** Lodige (non-zero-sum) point table as in force: samen/solo by base and per trick, the rest fixed. */
export function lodigeTables(s: Settings, l: Words): PointTable[] {
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
export function cardgamesTables(s: Settings, l: Words): PointTable[] {
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
    row('open miserie', 'each', value(s, 'open-miserie.value', 14), on('open-miserie')),
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

/** Whisthub (zero-sum): the made and lost values in force, per player or per opponent. */
export function whisthubTables(s: Settings, l: ZeroSumWords): PointTable[] {
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
export function iwwaTables(s: Settings, l: ZeroSumWords): PointTable[] {
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
