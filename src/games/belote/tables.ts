import type { Lang } from '../../core/game.js';
import type { PointTable, Settings } from '../../core/topic.js';
import { jackNineValues, option } from '../../core/point-tables.js';

const L = {
  en: {
    card: 'card',
    trump: 'in trump',
    other: 'other suits',
    names: ['jack', '9', 'ace', '10', 'king', 'queen', '8', '7'],
    valuesCaption: 'Card points: 152 in the cards, plus 10 for the last trick = 162; capot 252.',
    outcome: 'outcome',
    takers: 'takers score',
    defenders: 'defenders score',
    made: (strict: boolean) => (strict ? 'made: more than the defenders' : 'made: at least the defenders'),
    own: 'their own total',
    litige: 'litige: equal totals',
    held: 'held for the next deal',
    failed: 'failed',
    zero: '0',
    ownBelote: 'their own belote only',
    all: (ffb: boolean) => (ffb ? '162 (252 capot) + own belote' : '162 (252 capot) + every belote'),
    target: (t: string) =>
      t === 'none' ? 'no target: the deals simply add up' : `the game ends when a team reaches ${t}`,
    rounding: (r: string) => (r === 'nearest10' ? 'deal scores rounded to the nearest 10' : 'deal scores as counted'),
    litigeBelote: (v: string) =>
      v === 'kept'
        ? "in a litige the takers' belote is scored at once"
        : "in a litige the takers' belote is held with their card points",
    litigeRounding: (v: string) =>
      v === 'sum' ? 'held points rounded with the deal score that wins them' : 'held points rounded when held',
    caption: (parts: string[]) => `A team's total = its card points + 20 for belote. In force: ${parts.join('; ')}.`,
  },
  nl: {
    card: 'kaart',
    trump: 'in troef',
    other: 'andere kleuren',
    names: ['boer', '9', 'aas', '10', 'heer', 'vrouw', '8', '7'],
    valuesCaption: 'Kaartpunten: 152 in de kaarten, plus 10 voor de laatste slag = 162; capot 252.',
    outcome: 'uitkomst',
    takers: 'nemers krijgen',
    defenders: 'verdedigers krijgen',
    made: (strict: boolean) => (strict ? 'gehaald: meer dan de verdedigers' : 'gehaald: minstens de verdedigers'),
    own: 'hun eigen totaal',
    litige: 'litige: gelijke totalen',
    held: 'vastgehouden voor de volgende gift',
    failed: 'mislukt',
    zero: '0',
    ownBelote: 'alleen hun eigen belote',
    all: (ffb: boolean) => (ffb ? '162 (252 capot) + eigen belote' : '162 (252 capot) + elke belote'),
    target: (t: string) =>
      t === 'none' ? 'geen doel: de giften tellen gewoon op' : `het spel eindigt als een team ${t} haalt`,
    rounding: (r: string) => (r === 'nearest10' ? 'giftscores afgerond op tientallen' : 'giftscores zoals geteld'),
    litigeBelote: (v: string) =>
      v === 'kept'
        ? 'bij litige krijgen de nemers hun belote meteen'
        : 'bij litige wacht de belote van de nemers met hun kaartpunten',
    litigeRounding: (v: string) =>
      v === 'sum'
        ? 'vastgehouden punten afgerond met de giftscore die ze wint'
        : 'vastgehouden punten afgerond bij het vasthouden',
    caption: (parts: string[]) =>
      `Het totaal van een team = zijn kaartpunten + 20 voor belote. Geldt: ${parts.join('; ')}.`,
  },
};

export const cardValuesTable = (lang: Lang): PointTable[] => jackNineValues(L[lang]);

/** Who scores what after a deal, for one rule set, with its target (and ffb's rounding) in force. */
export function scoringTable(s: Settings, rules: string, lang: Lang): PointTable[] {
  const l = L[lang];
  const ffb = rules === 'ffb';
  const parts = [l.target(option(s, 'target', ffb ? '1000' : 'none'))];
  if (ffb) parts.push(l.rounding(option(s, 'rounding', 'none')), l.litigeBelote(option(s, 'litige-belote', 'held')));
  // Only rounding makes the moment of rounding matter.
  if (ffb && option(s, 'rounding', 'none') === 'nearest10') {
    parts.push(l.litigeRounding(option(s, 'litige-rounding', 'held')));
  }
  const rows = [[l.made(ffb), l.own, l.own]];
  if (ffb) rows.push([l.litige, l.held, l.own]);
  rows.push([l.failed, ffb ? l.ownBelote : l.zero, l.all(ffb)]);
  return [{ caption: l.caption(parts), head: [l.outcome, l.takers, l.defenders], rows, inForce: true }];
}
