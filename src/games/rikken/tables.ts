import type { PointTable, Settings } from '../../core/topic.js';
import { switchedOff } from './contracts.js';
import { perOpponent } from './score.js';
import { switchedValue } from './contracts.js';
import { ALLEEN_BASE, inForce } from './settings.js';
import type { Messages } from './messages.js';

/** The words of the point tables, in the language of the rules text that shows them (messages.<lang>.ts). */
type Words = Messages['tables'];

/** The point tables of spec/rikken.md §4 with the values in force (a sheet's --set shows). */

export function pointTables(rules: string, given: Settings, l: Words): PointTable[] {
  const s = { ...inForce(rules), ...given };
  const mark = (id: string) => (switchedOff(id, s) !== undefined ? l.off : '');
  const trickRow = (name: string, input: { contract: string; level?: number }, T: number) => {
    const at = (t: number) => String(perOpponent(input, t, s));
    return [
      name,
      String(T),
      at(T),
      T < 13 ? String(Number(at(T + 1)) - Number(at(T))) : '-',
      at(T - 1),
      T >= 2 ? String(Number(at(T - 2)) - Number(at(T - 1))) : '-',
      T < 13 && input.contract !== 'alleen' ? at(13) : '-',
    ];
  };
  const trick: string[][] = [
    trickRow('rik, rik beter', { contract: 'rik' }, 8),
    ...(switchedValue(s, 'troela') !== undefined
      ? [trickRow('troela', { contract: 'troela' }, 8)]
      : [['troela' + l.off, '8', '-', '-', '-', '-', '-']]),
    ...Object.keys(ALLEEN_BASE).map((n) =>
      trickRow(`${n} alleen`, { contract: 'alleen', level: Number(n) }, Number(n)),
    ),
  ];
  const fixed = (id: string, name: string, target: number, v: number | undefined) => [
    name + mark(id),
    v === undefined ? '-' : String(v),
    l.tricks(target),
  ];
  const piek = switchedValue(s, 'piek');
  const n = (k: string) => Number(s[k]);
  return [
    {
      caption: l.trickCaption(s['rik-loss'], s.down),
      head: [l.contract, l.need, l.made, l.over, l.short1, l.further, l.all],
      rows: trick,
      right: [1, 2, 3, 4, 5, 6],
      inForce: true,
    },
    {
      caption: l.fixedCaption,
      head: [l.contract, l.value, l.target],
      rows: [
        fixed('piek', 'piek', 1, piek),
        fixed('misere', 'misère', 0, n('misere')),
        fixed('open-piek', 'open piek', 1, piek === undefined ? undefined : n('open-piek')),
        fixed('open-misere', 'open misère', 0, n('open-misere')),
        fixed('open-piek-praatje', 'open piek praatje', 1, piek === undefined ? undefined : n('open-piek-praatje')),
        fixed('open-misere-praatje', 'open misère praatje', 0, n('open-misere-praatje')),
      ],
      right: [1],
      inForce: true,
    },
    {
      head: [l.pass, l.passRule],
      rows: [
        [...l.mie(n('schoppen-mie'))].map((c, i) => (i === 0 ? c + mark('schoppen-mie') : c)),
        [...l.een(n('een-of-vijf'))].map((c, i) => (i === 0 ? c + mark('een-of-vijf') : c)),
      ],
      inForce: true,
    },
  ];
}
