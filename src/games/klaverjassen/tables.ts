import type { PointTable, Settings } from '../../core/topic.js';
import { jackNineValues, option, value } from '../../core/point-tables.js';
import type { Messages } from './messages.js';

/** The words of the point tables, in the language of the rules text that shows them (messages.<lang>.ts). */
type Words = Messages['tables'];

export const cardValuesTable = (l: Words): PointTable[] => jackNineValues(l);

/** The roem of one trick, with the four-jacks and low-four values in force. */
export function roemTable(s: Settings, rules: string, l: Words): PointTable[] {
  const fj = value(s, 'four-jacks', rules === 'rotterdams' ? 100 : 200);
  const low = value(s, 'low-four', 100);
  return [{ caption: l.roemCaption, head: [l.combo, l.roem], rows: l.combos(fj, low), right: [1], inForce: true }];
}

/** Who scores what after a deal, with the options in force. */
export function scoringTable(s: Settings, l: Words): PointTable[] {
  const tie = option(s, 'tie', 'nat');
  const pit = value(s, 'pit', 100);
  const tegenpit = value(s, 'tegenpit', 100);
  const rows = [
    [l.made(tie), l.own, l.own],
    [l.nat(tie), l.zero, l.all],
    [l.pit, l.pitScore(pit), l.zero],
    [l.tegenpit, l.zero, l.pitScore(tegenpit)],
    [l.verzaakt, ...l.verzaakScore(option(s, 'verzaken', '162+100'))],
  ];
  const end = l.end(option(s, 'deals', '16'), option(s, 'target', 'none'));
  return [{ caption: l.caption(end), head: [l.outcome, l.takers, l.defenders], rows, inForce: true }];
}
