import type { PointTable, Settings } from '../../core/topic.js';
import { option } from '../../core/point-tables.js';
import type { Messages } from './messages.js';

/** The words of the point tables, in the language of the rules text that shows them (messages.<lang>.ts). */
type Words = Messages['tables'];

export function cardPointsTable(l: Words): PointTable[] {
  const pts = [4, 3, 2, 1, 0];
  return [
    {
      caption: l.pointsCaption,
      head: [l.card, l.points],
      rows: l.names.map((n, i) => [n, String(pts[i])]),
      right: [1],
    },
  ];
}

/** Who takes and who pays, with the loser-pays option (and a sheet's stake) in force. */
export function ledgerTable(s: Settings, l: Words): PointTable[] {
  const lp = option(s, 'loser-pays');
  const stake = s['@stake'];
  const pays = l.pays(lp, stake);
  return [
    {
      caption: l.caption(lp, stake),
      head: [l.case, l.winner, l.askers, l.passers],
      rows: [
        [l.cases.asked, l.takes, pays, l.nothing],
        [l.cases.passed, l.nothing, pays, l.nothing],
        [l.cases.tie, '-', pays, l.nothing],
        [l.cases.allPass, '-', '-', l.nothing],
      ],
      inForce: true,
    },
  ];
}
