import type { Lang } from '../../core/game.js';
import type { PointTable, Settings } from '../../core/topic.js';
import { MESSAGES } from './messages.js';
import { maxOf, minOf } from './settings.js';

const L = {
  en: {
    card: 'card left in hand',
    key: '--set key',
    cost: 'penalty',
    low: '2 … 10 (each)',
    face: 'its face value',
    honours: 'J, Q, K (each)',
    ace: 'A',
    joker: 'joker',
    laid: 'joker* (could have been laid)',
    caption: (min: number, max: number, step: string) =>
      `In force: the smallest hand costs ${min}, a hand of 14 cards at most ${max}; points typed with --points ` +
      `go in steps of ${step}.`,
    deal: 'deal',
    contract: 'contract',
    contractsCaption: 'With contracts=on every deal has its contract; the cards must first be laid out so.',
  },
  nl: {
    card: 'kaart in de hand',
    key: 'sleutel voor --set',
    cost: 'strafpunten',
    low: '2 … 10 (elk)',
    face: 'de eigen waarde',
    honours: 'B, V, H (elk)',
    ace: 'A',
    joker: 'joker',
    laid: 'joker* (had uitgelegd kunnen worden)',
    caption: (min: number, max: number, step: string) =>
      `Geldt: de kleinste hand kost ${min}, een hand van 14 kaarten hoogstens ${max}; punten met --points gaan ` +
      `per ${step}.`,
    deal: 'spel',
    contract: 'opdracht',
    contractsCaption: 'Met contracts=on heeft elk spel zijn opdracht; zo moet je eerst uitleggen.',
  },
};

/** What each card left in hand costs under the values in force (a sheet's --set values show). */
export function valueTable(s: Settings, lang: Lang): PointTable[] {
  const l = L[lang];
  const row = (name: string, key: string): string[] => [name, key, s[key] === 'face' ? l.face : (s[key] ?? '')];
  return [
    {
      caption: l.caption(minOf(s), maxOf(s), s.step ?? '1'),
      head: [l.card, l.key, l.cost],
      rows: [
        row(l.low, 'low'),
        row(l.honours, 'honours'),
        row(l.ace, 'ace'),
        row(l.joker, 'joker'),
        row(l.laid, 'joker-laid'),
      ],
      right: [2],
      inForce: true,
    },
  ];
}

/** The seven contracts of Amerikaans jokeren [AJS], in the language asked. */
export function contractTable(lang: Lang): PointTable[] {
  const l = L[lang];
  const names = MESSAGES[lang].contracts;
  return [
    {
      caption: l.contractsCaption,
      head: [l.deal, l.contract],
      rows: names.map((c, i) => [String(i + 1), c]),
      right: [0],
    },
  ];
}
