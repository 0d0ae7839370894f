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
    capot: { arg: '<team>', values: ['takers', 'defenders'] },
  },
  catalogue: async () => (await import('./messages.js')).MESSAGES,
  referee: async () => (await import('./referee.js')).beloteReferee,
  rulesText: {
    en: async () => (await import('./rules-text.en.js')).text,
    nl: async () => (await import('./rules-text.nl.js')).text,
  },
};
