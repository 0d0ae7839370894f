import type { Lang } from '../../core/game.js';
import type { PointTable, Settings } from '../../core/topic.js';
import { jackNineValues, option, value } from '../../core/point-tables.js';

const L = {
  en: {
    card: 'card',
    trump: 'in trump',
    other: 'other suits',
    names: ['jack', '9', 'ace', '10', 'king', 'queen', '8', '7'],
    valuesCaption: 'Card points: 152 in the cards, plus 10 for the last trick = 162 a deal (roem not included).',
    combo: 'in one trick',
    roem: 'roem',
    combos: (fj: number, low: number) => [
      ['three in sequence of one suit (driekaart)', '20'],
      ['king + queen of trump (stuk)', '20'],
      ['stuk inside a sequence of three', '40'],
      ['four in sequence of one suit (vierkaart)', '50'],
      ['stuk inside a sequence of four', '70'],
      ...(low === 0
        ? [
            ['four aces, kings, queens or tens', '100'],
            ['four 7s, 8s or 9s (low-four=0)', '0'],
          ]
        : [['four of the same rank', '100']]),
      ['four jacks', String(fj)],
    ],
    roemCaption:
      'Roem counts only for cards lying together in one trick, for the team that wins it. Sequences in the order 7 8 9 10 J Q K A.',
    outcome: 'outcome',
    takers: 'takers score',
    defenders: 'defenders score',
    made: (tie: string) =>
      tie === 'made' ? 'made: points + roem at least half' : 'made: points + roem more than the defenders',
    own: 'own points + own roem',
    nat: (tie: string) => (tie === 'made' ? 'nat: less' : 'nat: equal or less'),
    all: '162 + all roem',
    pit: 'pit: the takers took all 8 tricks',
    pitScore: (b: number) => `162 + ${b} + own roem`,
    tegenpit: 'tegenpit: the defenders took all 8',
    verzaakt: 'verzaakt: a player revoked',
    verzaakScore: (v: string) => [
      'the revoking team 0',
      v === '162' ? 'the other team 162, no roem' : 'the other team 162 + 100, no roem',
    ],
    zero: '0',
    end: (deals: string, target: string) =>
      [
        deals === 'none' ? 'no deal limit' : `a game of ${deals} deals`,
        target === 'none' ? 'no target' : `the game ends when a team reaches ${target}`,
      ].join('; '),
    caption: (end: string) => `A team's score = card points + roem + bonus. In force: ${end}.`,
  },
  nl: {
    card: 'kaart',
    trump: 'in troef',
    other: 'andere kleuren',
    names: ['boer', '9', 'aas', '10', 'heer', 'vrouw', '8', '7'],
    valuesCaption: 'Kaartpunten: 152 in de kaarten, plus 10 voor de laatste slag = 162 per spel (zonder roem).',
    combo: 'in één slag',
    roem: 'roem',
    combos: (fj: number, low: number) => [
      ['drie opeenvolgende van één kleur (driekaart)', '20'],
      ['troefheer + troefvrouw (stuk)', '20'],
      ['stuk binnen een driekaart', '40'],
      ['vier opeenvolgende van één kleur (vierkaart)', '50'],
      ['stuk binnen een vierkaart', '70'],
      ...(low === 0
        ? [
            ['vier azen, heren, vrouwen of tienen', '100'],
            ['vier zevens, achten of negens (low-four=0)', '0'],
          ]
        : [['vier gelijke kaarten', '100']]),
      ['vier boeren', String(fj)],
    ],
    roemCaption:
      'Roem telt alleen voor kaarten die samen in één slag liggen, voor wie die slag wint. Reeksen in de volgorde 7 8 9 10 B V H A.',
    outcome: 'uitkomst',
    takers: 'spelers krijgen',
    defenders: 'tegenpartij krijgt',
    made: (tie: string) =>
      tie === 'made' ? 'gehaald: punten + roem minstens de helft' : 'gehaald: punten + roem meer dan de tegenpartij',
    own: 'eigen punten + eigen roem',
    nat: (tie: string) => (tie === 'made' ? 'nat: minder' : 'nat: gelijk of minder'),
    all: '162 + alle roem',
    pit: 'pit: de spelers haalden alle 8 slagen',
    pitScore: (b: number) => `162 + ${b} + eigen roem`,
    tegenpit: 'tegenpit: de tegenpartij haalde alle 8',
    verzaakt: 'verzaakt: een speler verzaakte',
    verzaakScore: (v: string) => [
      'het koppel dat verzaakte 0',
      v === '162' ? 'de andere partij 162, geen roem' : 'de andere partij 162 + 100, geen roem',
    ],
    zero: '0',
    end: (deals: string, target: string) =>
      [
        deals === 'none' ? 'geen vast aantal giften' : `een spel van ${deals} giften`,
        target === 'none' ? 'geen doel' : `het spel eindigt als een koppel ${target} haalt`,
      ].join('; '),
    caption: (end: string) => `De score van een koppel = kaartpunten + roem + bonus. Geldt: ${end}.`,
  },
};

export const cardValuesTable = (lang: Lang): PointTable[] => jackNineValues(L[lang]);

/** The roem of one trick, with the four-jacks and low-four values in force. */
export function roemTable(s: Settings, rules: string, lang: Lang): PointTable[] {
  const l = L[lang];
  const fj = value(s, 'four-jacks', rules === 'rotterdams' ? 100 : 200);
  const low = value(s, 'low-four', 100);
  return [{ caption: l.roemCaption, head: [l.combo, l.roem], rows: l.combos(fj, low), right: [1], inForce: true }];
}

/** Who scores what after a deal, with the options in force. */
export function scoringTable(s: Settings, lang: Lang): PointTable[] {
  const l = L[lang];
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
