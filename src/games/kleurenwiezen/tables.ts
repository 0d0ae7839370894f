import type { PointTable, Settings } from '../../core/topic.js';
import { option, value } from '../../core/point-tables.js';
import type { Messages } from './messages.js';

/** The words of the point tables, in the language of the rules text that shows them (messages.<lang>.ts). */
type Words = Messages['tables'];
type ZeroSumWords = Messages['zeroSumTables'];

/** Lodige (non-zero-sum) point table as in force: samen/solo by base and per trick, the rest fixed. */
export function lodigeTables(s: Settings, l: Words): PointTable[] {
  const samenTrick = value(s, 'samen.trick');
  const soloTrick = value(s, 'solo.trick');
  const levels: string[][] = [
    ...[8, 9, 10, 11, 12, 13].map((n) => [`samen ${n}`, String(value(s, `samen.${n}`)), String(samenTrick)]),
    ...[6, 7, 8].map((n) => [`solo ${n}`, String(value(s, `solo.${n}`)), String(soloTrick)]),
  ];
  const fixed = (key: string, name: string, lostKey = key) => [
    name,
    String(value(s, key)),
    String(value(s, lostKey)),
    String(value(s, `${key}.opponents`)),
  ];
  const rows: string[][] = [
    ...[9, 10, 11].map((n) => fixed(`abondance.${n}`, `abondance ${n}`)),
    fixed('troel', l.names.troel, 'troel.lost'),
    fixed('kleine-miserie', l.names['kleine-miserie']),
    fixed('piccolo', l.names.piccolo),
    fixed('grote-miserie', l.names['grote-miserie']),
    fixed('open-miserie', l.names['open-miserie']),
    fixed('kleine-soloslim', l.names['kleine-soloslim']),
    fixed('soloslim', l.names.soloslim),
  ];
  return [
    {
      caption: l.samenCaption(samenTrick, value(s, 'samen.all')),
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
  const on = (k: string) => option(s, k) === 'on';
  const row = (name: string, who: 'pair' | 'one' | 'each', v: number, enabled = true): string[] => [
    name + (enabled ? '' : l.off),
    l[who],
    String(v),
    who === 'pair' ? `+${v}` : `+${3 * v}`,
    `-${v}`,
  ];
  const rows = [
    row('vragen + meegaan', 'pair', value(s, 'vragen')),
    row('alleen', 'one', value(s, 'alleen')),
    row('troel', 'pair', value(s, 'troel')),
    row('abondance 9', 'one', value(s, 'abondance.9')),
    row('abondance 10', 'one', value(s, 'abondance.10'), on('abondance-levels')),
    row('abondance 11', 'one', value(s, 'abondance.11'), on('abondance-levels')),
    row('abondance 12', 'one', value(s, 'abondance.12'), on('abondance-levels')),
    row('miserie', 'each', value(s, 'miserie')),
    row('open miserie', 'each', value(s, 'open-miserie.value'), on('open-miserie')),
    row('soloslim', 'one', value(s, 'soloslim')),
  ];
  return [
    {
      caption: l.cgCaption(option(s, 'overtricks'), option(s, 'deals')),
      head: [l.contract, l.players, l.value, l.made, l.madeOpp],
      rows,
      right: [2, 3, 4],
      inForce: true,
    },
  ];
}

/** Whisthub (zero-sum): the made and lost values in force, per player or per opponent. */
export function whisthubTables(s: Settings, l: ZeroSumWords): PointTable[] {
  const samen = value(s, 'samen');
  const st = value(s, 'samen.trick');
  const at = value(s, 'alleen.trick');
  const rows: string[][] = [
    ...[8, 9, 10, 11, 12, 13].map((n) => [
      `samen ${n}`,
      l.pair,
      String(n === 13 ? value(s, 'samen.all') : samen + st * (n - 8)),
      String(samen + st * (n - 7)),
      String(st),
    ]),
    ...[5, 6, 7, 8].map((n) => {
      const e = value(s, `alleen.${n}`);
      return [`alleen ${n}`, l.opp, String(e), String(e + at), String(at)];
    }),
    ...[9, 10, 11, 12].map((n) => {
      const a = String(value(s, `abondance.${n}`));
      return [`abondance ${n}`, l.opp, a, a, '-'];
    }),
    ['troel', l.pair, `${value(s, 'troel')} (13: ${value(s, 'troel.all')})`, String(value(s, 'troel')), '-'],
    ...(
      [
        ['kleine-miserie', 'kleine miserie'],
        ['piccolo.value', 'piccolo'],
        ['grote-miserie', 'grote miserie'],
        ['open-miserie', 'open miserie'],
        ['soloslim', 'soloslim'],
      ] as const
    ).map(([k, name]) => [name, l.opp, String(value(s, k)), String(value(s, k)), '-']),
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
  const ladder = (key: string, name: string, who: string) => [
    name,
    who,
    String(value(s, key)),
    String(value(s, `${key}.trick`)),
    String(value(s, `${key}.down`)),
    String(value(s, `${key}.down-trick`)),
  ];
  const flat = (key: string, name: string) => [name, l.opp, String(value(s, key)), '-', String(value(s, key)), '-'];
  const rows: string[][] = [
    ladder('vragen', 'vragen (8)', l.pair),
    ladder('alleen', 'alleen (5)', l.opp),
    ladder('troel', 'troel (8)', l.pair),
    ladder('troel', 'troela (9)', l.pair),
    ...[9, 10, 11, 12].map((n) => flat(`abondance.${n}`, `abondance ${n}`)),
    flat('miserie', 'miserie'),
    flat('open-miserie', 'open miserie'),
    flat('solo', 'solo'),
    flat('soloslim', 'soloslim'),
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
