import type { Lang } from '../../core/game.js';
import { option } from '../../core/point-tables.js';
import type { PointTable, Settings } from '../../core/topic.js';
import type { ManillenInput } from './rules.js';
import { scoreManillen } from './score.js';

/** The tables of spec/manillen.md §1 and §2, the scores worked out by the scoring code with the options in force. */

const L = {
  en: {
    card: 'card',
    points: 'card points',
    names: ['10 (manille)', 'ace', 'king', 'queen', 'jack', '9, 8, 7'],
    valuesCaption: 'The same in every suit, trump included: 15 a suit, 60 a deal; the last trick counts nothing.',
    side: "the scoring team's card points",
    suit: 'a suit',
    zonder: 'zonder, or mee',
    four: 'mee + tegen, or zonder + mee',
    eight: 'zonder + mee + tegen',
    blindFour: 'zonder blind',
    blindMore: (m: number) => (m === 8 ? 'zonder blind + mee' : 'zonder blind + mee + tegen'),
    caption: (cap: string, sweep: string) =>
      [
        'The team with more than 30 of the 60 card points scores its points over 30, times the multiplier; the ' +
          'other team scores 0, and at 30 - 30 nobody scores.',
        cap === 'none' ? 'The doublings stack.' : `No deal counts more than ×${cap} (max-multiplier=${cap}).`,
        sweep === '60' ? 'All 60 points score 60 before the multiplier (sweep=60).' : '',
      ]
        .filter((x) => x !== '')
        .join(' '),
  },
  nl: {
    card: 'kaart',
    points: 'kaartpunten',
    names: ['10 (manille)', 'aas', 'heer', 'vrouw', 'boer', '9, 8, 7'],
    valuesCaption: 'In elke kleur hetzelfde, troef inbegrepen: 15 per kleur, 60 per gift; de laatste slag telt niet.',
    side: 'kaartpunten van de ploeg die scoort',
    suit: 'een kleur',
    zonder: 'zonder, of mee',
    four: 'mee + tegen, of zonder + mee',
    eight: 'zonder + mee + tegen',
    blindFour: 'zonder blind',
    blindMore: (m: number) => (m === 8 ? 'zonder blind + mee' : 'zonder blind + mee + tegen'),
    caption: (cap: string, sweep: string) =>
      [
        'De ploeg met meer dan 30 van de 60 kaartpunten krijgt haar punten boven 30, maal de vermenigvuldiging; de ' +
          'andere ploeg krijgt 0, en bij 30 - 30 scoort niemand.',
        cap === 'none' ? 'Het kloppen stapelt.' : `Geen gift telt meer dan ×${cap} (max-multiplier=${cap}).`,
        sweep === '60' ? 'Alle 60 punten tellen 60 vóór de vermenigvuldiging (sweep=60).' : '',
      ]
        .filter((x) => x !== '')
        .join(' '),
  },
};

export function cardValues(lang: Lang): PointTable[] {
  const l = L[lang];
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
export function scoringTable(s: Settings, lang: Lang): PointTable[] {
  const l = L[lang];
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
  if (option(s, 'blind', 'off') === 'on') {
    ways.splice(3, 0, [l.blindFour, deal('none', false, false, true)]);
    ways.push([l.blindMore(8), deal('none', true, false, true)], [l.blindMore(16), deal('none', true, true, true)]);
  }
  const rows = ways.map(([name, input]) => {
    const scores = POINTS.map((p) => scoreManillen({ ...input, points: p }, s));
    return [`${name} (×${scores[0].multiplier})`, ...scores.map((x) => String(x.score))];
  });
  return [
    {
      caption: l.caption(option(s, 'max-multiplier', 'none'), option(s, 'sweep', '30')),
      head: [l.side, ...POINTS.map(String)],
      rows,
      right: POINTS.map((_, i) => i + 1),
      inForce: true,
    },
  ];
}
