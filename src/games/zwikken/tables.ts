import type { Lang } from '../../core/game.js';
import type { PointTable, Settings } from '../../core/topic.js';
import { option } from '../../core/point-tables.js';

const L = {
  en: {
    card: 'card',
    points: 'points',
    names: ['ace', 'king', 'queen', 'jack', 'ten'],
    pointsCaption: 'Card points, counted in the tricks each player took.',
    case: 'when',
    winner: 'the winner',
    askers: 'askers who did not win',
    passers: 'who passed',
    cases: {
      asked: 'the winner asked',
      passed: 'the winner had passed',
      tie: 'a tie for the most points',
      allPass: 'everybody passed',
    },
    takes: 'takes the pot',
    nothing: 'nothing',
    pays: (lp: string, stake: string | undefined) =>
      lp === 'stake' ? `each pays one stake${stake ? ` (${stake})` : ''}` : 'each pays what the pot held',
    caption: (lp: string, stake: string | undefined) =>
      `In force: loser-pays=${lp}${stake ? `, stake ${stake}` : ''}. Before this, a deal that starts with an empty pot costs every player one stake, and the first search (zoeken) another stake each.`,
  },
  nl: {
    card: 'kaart',
    points: 'punten',
    names: ['aas', 'heer', 'vrouw', 'boer', 'tien'],
    pointsCaption: 'Kaartpunten, geteld in de slagen die elke speler haalde.',
    case: 'als',
    winner: 'de winnaar',
    askers: 'vragers die niet wonnen',
    passers: 'wie paste',
    cases: {
      asked: 'de winnaar vroeg',
      passed: 'de winnaar had gepast',
      tie: 'gelijke stand bovenaan',
      allPass: 'iedereen paste',
    },
    takes: 'neemt de pot',
    nothing: 'niets',
    pays: (lp: string, stake: string | undefined) =>
      lp === 'stake' ? `elk één inzet${stake ? ` (${stake})` : ''}` : 'elk wat er in de pot zat',
    caption: (lp: string, stake: string | undefined) =>
      `Geldt: loser-pays=${lp}${stake ? `, inzet ${stake}` : ''}. Vooraf kost een gift die met een lege pot begint elke speler één inzet, en de eerste keer zoeken nog een inzet per speler.`,
  },
};

export function cardPointsTable(lang: Lang): PointTable[] {
  const l = L[lang];
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
export function ledgerTable(s: Settings, lang: Lang): PointTable[] {
  const l = L[lang];
  const lp = option(s, 'loser-pays', 'pot');
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
