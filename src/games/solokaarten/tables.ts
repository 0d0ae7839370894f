import type { PointTable, Settings } from '../../core/topic.js';
import { option, value } from '../../core/point-tables.js';
import type { Messages } from './messages.js';

/** The words of the point tables, in the language of the rules text that shows them (messages.<lang>.ts). */
type Words = Messages['tables'];

/**
 * Tricks needed per bid (4-5 players, 6 players), from the Solokaarten rules; the points are the settings in force.
 */
const BIDS: [string, number, number][] = [
  ['solo', 4, 3],
  ['slag', 5, 4],
  ['doe', 6, 5],
];

export function bidsTable(s: Settings, l: Words): PointTable[] {
  return [
    {
      caption: l.bidsCaption(option(s, 'oud-in-lamp')),
      head: [l.bid, l.need45, l.need6, l.points],
      rows: BIDS.map(([id, n45, n6]) => [id, String(n45), String(n6), String(value(s, id))]),
      right: [1, 2, 3],
      inForce: true,
    },
  ];
}

export function deckTable(l: Words): PointTable[] {
  return [
    {
      head: [l.players, l.each, l.dealt, l.tricks],
      rows: [
        ['4', '6', '3 + 3', '6'],
        ['5', '6', '3 + 3', '6'],
        ['6', '5', '3 + 2', '5'],
      ],
      right: [0, 1, 3],
    },
  ];
}

export function trumpOrderTable(l: Words): PointTable[] {
  return [{ head: [`${l.card} (${l.order})`, l.name], rows: l.cards.map(([c, n]) => [c, n]) }];
}
