import type { PointTable, Settings } from '../../core/topic.js';
import type { Messages } from './messages.js';
import { maxOf, minOf } from './settings.js';

/** The words of the point tables, in the language of the rules text that shows them (messages.<lang>.ts). */
type Words = Messages['tables'];

/** What each card left in hand costs under the values in force (a sheet's --set values show). */
export function valueTable(s: Settings, l: Words): PointTable[] {
  const row = (name: string, key: string): string[] => [name, key, s[key] === 'face' ? l.face : (s[key] ?? '')];
  return [
    {
      caption: l.caption(minOf(s), maxOf(s), s.step ?? '1'),
      head: [l.card, l.key, l.cost],
      rows: [
        row(l.low, 'low'),
        row(l.honours, 'honours'),
        row(l.ace, 'ace'),
        row(l.joker, 'joker'),
        row(s.contracts === 'on' ? l.laidOut : l.laid, 'joker-laid'),
      ],
      right: [2],
      inForce: true,
    },
  ];
}

/** The seven contracts of Amerikaans jokeren [AJS], named as the catalogue of the rules text's language names them. */
export function contractTable(l: Words, names: Messages['contracts']): PointTable[] {
  return [
    {
      caption: l.contractsCaption,
      head: [l.deal, l.contract],
      rows: names.map((c, i) => [String(i + 1), c]),
      right: [0],
    },
  ];
}
