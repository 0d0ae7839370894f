import { option } from '../../core/point-tables.js';
import type { PointTable, Settings } from '../../core/topic.js';
import type { ManillenInput } from './rules.js';
import { scoreManillen } from './score.js';
import type { Messages } from './messages.js';

/** The tables of spec/manillen.md §1 and §2, the scores worked out by the scoring code with the options in force. */

/** The words of the point tables, in the language of the rules text that shows them (messages.<lang>.ts). */
type Words = Messages['tables'];

export function cardValues(l: Words): PointTable[] {
  const values = [5, 4, 3, 2, 1, 0];
  return [
    {
      caption: l.valuesCaption,
      head: [l.card, l.points],
      rows: l.names.map((n, i) => [n, String(values[i])]),
      right: [1],
    },
  ];
}

const POINTS = [31, 35, 40, 45, 50, 55, 60];

/** One row per way of calling a deal, its scores as the code counts them for the dealer's team's points. */
export function scoringTable(s: Settings, l: Words): PointTable[] {
  const deal = (trump: 'H' | 'none', mee: boolean, tegen: boolean, blind = false): ManillenInput => ({
    contract: trump === 'none' ? 'zonder' : 'troef',
    trump,
    points: 0,
    side: 'dealer',
    mee,
    tegen,
    ...(blind ? { blind: true as const } : {}),
  });
  const ways: [string, ManillenInput][] = [
    [l.suit, deal('H', false, false)],
    [l.zonder, deal('none', false, false)],
    [l.four, deal('H', true, true)],
    [l.eight, deal('none', true, true)],
  ];
  if (option(s, 'blind') === 'on') {
    ways.splice(3, 0, [l.blindFour, deal('none', false, false, true)]);
    ways.push([l.blindMore(8), deal('none', true, false, true)], [l.blindMore(16), deal('none', true, true, true)]);
  }
  const rows = ways.map(([name, input]) => {
    const scores = POINTS.map((p) => scoreManillen({ ...input, points: p }, s));
    return [`${name} (×${scores[0].multiplier})`, ...scores.map((x) => String(x.score))];
  });
  return [
    {
      caption: l.caption(option(s, 'max-multiplier'), option(s, 'sweep')),
      head: [l.side, ...POINTS.map(String)],
      rows,
      right: POINTS.map((_, i) => i + 1),
      inForce: true,
    },
  ];
}
