import type { Lang } from '../../core/game.js';
import type { PointTable, Settings } from '../../core/topic.js';
import { option, value } from '../../core/point-tables.js';

/**
 * Tricks needed per bid (4-5 players, 6 players) and the default points, from the Solokaarten rules and the project
 * defaults.
 */
const BIDS: [string, number, number, number][] = [
  ['solo', 4, 3, 3],
  ['slag', 5, 4, 4],
  ['doe', 6, 5, 6],
];

const L = {
  en: {
    players: 'players',
    each: 'cards each',
    dealt: 'dealt as',
    tricks: 'tricks',
    bid: 'bid',
    need45: 'tricks needed\n(4-5 players)',
    need6: 'tricks needed\n(6 players)',
    points: 'points',
    bidsCaption: (oud: string) =>
      `Made: the pot holder gets the points; nat: he loses them; everybody else scores nothing. Oud in de ` +
      `lamp: ${oud}. Keys: solo, slag, doe, oud-in-lamp.`,
    order: 'from high to low',
    card: 'card',
    name: 'name',
    cards: [
      ['queen of clubs', 'Oud'],
      ['7 of trumps', 'Spits'],
      ['queen of spades', 'Bats'],
      ['ace of trumps', ''],
      ['king of trumps', ''],
      ['queen of trumps (hearts or diamonds only)', ''],
      ['jack of trumps', ''],
      ['10, 9, 8 of trumps', ''],
    ],
  },
  nl: {
    players: 'spelers',
    each: 'kaarten elk',
    dealt: 'gedeeld als',
    tricks: 'slagen',
    bid: 'bod',
    need45: 'slagen nodig\n(4-5 spelers)',
    need6: 'slagen nodig\n(6 spelers)',
    points: 'punten',
    bidsCaption: (oud: string) =>
      `Gehaald: wie de pot heeft krijgt de punten; nat: hij verliest ze; de anderen krijgen niets. Oud in de ` +
      `lamp: ${oud}. Sleutels: solo, slag, doe, oud-in-lamp.`,
    order: 'van hoog naar laag',
    card: 'kaart',
    name: 'naam',
    cards: [
      ['klaveren vrouw', 'Oud'],
      ['troef 7', 'Spits'],
      ['schoppen vrouw', 'Bats'],
      ['troef aas', ''],
      ['troef heer', ''],
      ['troef vrouw (enkel bij harten of ruiten)', ''],
      ['troef boer', ''],
      ['troef 10, 9, 8', ''],
    ],
  },
};

export function bidsTable(s: Settings, lang: Lang): PointTable[] {
  const l = L[lang];
  return [
    {
      caption: l.bidsCaption(option(s, 'oud-in-lamp', 'on')),
      head: [l.bid, l.need45, l.need6, l.points],
      rows: BIDS.map(([id, n45, n6, pts]) => [id, String(n45), String(n6), String(value(s, id, pts))]),
      right: [1, 2, 3],
      inForce: true,
    },
  ];
}

export function deckTable(lang: Lang): PointTable[] {
  const l = L[lang];
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

export function trumpOrderTable(lang: Lang): PointTable[] {
  const l = L[lang];
  return [{ head: [`${l.card} (${l.order})`, l.name], rows: l.cards.map(([c, n]) => [c, n]) }];
}
