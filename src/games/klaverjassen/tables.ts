import type { PointTable, Settings } from '../../core/topic.js';
import { jackNineValues, option, value } from '../../core/point-tables.js';
import type { Messages } from './messages.js';

/** The words of the point tables, in the language of the rules text that shows them (messages.<lang>.ts). */
type Words = Messages['tables'];

export const cardValuesTable = (l: Words): PointTable[] => jackNineValues(l);

/** The roem of one trick, with the four-jacks and low-four values in force. */
export function roemTable(s: Settings, l: Words): PointTable[] {
  const fj = value(s, 'four-jacks');
  const low = value(s, 'low-four');
  return [{ caption: l.roemCaption, head: [l.combo, l.roem], rows: l.combos(fj, low), right: [1], inForce: true }];
}

/** Who scores what after a deal, with the options in force. */
export function scoringTable(s: Settings, l: Words): PointTable[] {
  const tie = option(s, 'tie');
  const pit = value(s, 'pit');
  const tegenpit = value(s, 'tegenpit');
  const rows = [
    [l.made(tie), l.own, l.own],
    [l.nat(tie), l.zero, l.all],
    [l.pit, l.pitScore(pit), l.zero],
    [l.tegenpit, l.zero, l.pitScore(tegenpit)],
    [l.verzaakt, ...l.verzaakScore(option(s, 'verzaken'))],
  ];
  const end = l.end(option(s, 'deals'), option(s, 'target'));
  return [{ caption: l.caption(end), head: [l.outcome, l.takers, l.defenders], rows, inForce: true }];
}
