import type { GameHead } from '../../core/manifest.js';

/** Belote: what every command line knows of it before its code loads (see GameHead). */
export const beloteHead: GameHead = {
  id: 'belote',
  ruleSets: ['cardavia', 'ffb'],
  defaultRules: 'cardavia',
  flags: {
    taker: { arg: '<player>', players: true },
    points: { arg: '<points>' },
    belote: { arg: '<player>', players: true },
    // A capot says the card points (162 or 0): `tafel edit` giving it drops the deal's --points.
    capot: { arg: '<team>', values: ['takers', 'defenders'], replaces: ['points'] },
  },
  catalogue: async () => (await import('./messages.js')).MESSAGES,
  referee: async () => (await import('./referee.js')).beloteReferee,
  rulesText: {
    en: async () => (await import('./rules-text.en.js')).text,
    nl: async () => (await import('./rules-text.nl.js')).text,
  },
};
