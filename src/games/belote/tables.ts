import type { PointTable, Settings } from '../../core/topic.js';
import { jackNineValues, option } from '../../core/point-tables.js';
import type { Messages } from './messages.js';

/** The words of the point tables, in the language of the rules text that shows them (messages.<lang>.ts). */
type Words = Messages['tables'];

export const cardValuesTable = (l: Words): PointTable[] => jackNineValues(l);

/** Who scores what after a deal, for one rule set, with its target (and ffb's rounding) in force. */
export function scoringTable(s: Settings, rules: string, l: Words): PointTable[] {
  const ffb = rules === 'ffb';
  const parts = [l.target(option(s, 'target'))];
  if (ffb) parts.push(l.rounding(option(s, 'rounding')), l.litigeBelote(option(s, 'litige-belote')));
  // Only rounding makes the moment of rounding matter.
  if (ffb && option(s, 'rounding') === 'nearest10') {
    parts.push(l.litigeRounding(option(s, 'litige-rounding')));
  }
  const rows = [[l.made(ffb), l.own, l.own]];
  if (ffb) rows.push([l.litige, l.held, l.own]);
  rows.push([l.failed, ffb ? l.ownBelote : l.zero, l.all(ffb)]);
  return [{ caption: l.caption(parts), head: [l.outcome, l.takers, l.defenders], rows, inForce: true }];
}
