import type { PointTable, Settings } from '../../core/topic.js';
import { option, value } from '../../core/point-tables.js';
import { checkSettings, scheduleOf } from './settings.js';
import type { Messages } from './messages.js';

/** The words of the point tables, in the language of the rules text that shows them (messages.<lang>.ts). */
type Words = Messages['tables'];

/** Cards per deal for 3 to 8 players under the options in force. */
export function scheduleTable(s: Settings, rules: string, l: Words): PointTable[] {
  const rows = [3, 4, 5, 6, 7, 8].map((n) => {
    const impossible = checkSettings(rules, s, n) !== undefined || (rules === 'klassiek' && n > 6);
    if (impossible) return [String(n), '–', '–', '–'];
    const list = scheduleOf(rules, s, n);
    return [String(n), String(list.length), String(Math.max(...list)), list.join(' ')];
  });
  return [
    {
      caption: l.scheduleCaption(option(s, 'schedule')),
      head: [l.players, l.deals, l.top, l.order],
      rows,
      right: [0, 1, 2],
      inForce: true,
    },
  ];
}

/** Exact scores by tricks taken and misses by tricks off, with the values in force. */
export function scoringTable(s: Settings, l: Words): PointTable[] {
  const [e, t, m, d] = [value(s, 'exact'), value(s, 'per-trick'), value(s, 'per-miss'), value(s, 'misdeal')];
  const n = Array.from({ length: 11 }, (_, i) => i);
  return [
    {
      caption: l.scoringCaption(e, t, m, d),
      head: [l.tricks, ...n.map(String)],
      rows: [[l.exact, ...n.map((k) => String(e + t * k))]],
      right: n.map((k) => k + 1),
      inForce: true,
    },
    {
      head: [l.off, ...n.slice(1, 6).map(String)],
      rows: [[l.miss, ...n.slice(1, 6).map((k) => String(-m * k))]],
      right: [1, 2, 3, 4, 5],
      inForce: true,
    },
  ];
}
