import type { GameHead } from '../../core/manifest.js';

/** Zwikken: what every command line knows of it before its code loads (see GameHead). */
export const zwikkenHead: GameHead = {
  id: 'zwikken',
  ruleSets: ['standard'],
  defaultRules: 'standard',
  flags: {
    askers: { arg: '<players>', players: true },
    // zwikken.md: the outcome once: who won, a tie, or the card points that say which.
    winner: { arg: '<player>', players: true, replaces: ['tie', 'points'] },
    tie: { replaces: ['winner', 'points'] },
    points: { arg: '<points>', replaces: ['winner', 'tie'] },
    zwik: { arg: '<player>', players: true },
    searched: { arg: '<n>' },
  },
  judgeReads: ['stake'],
  catalogue: async () => (await import('./messages.js')).MESSAGES,
  referee: async () => (await import('./referee.js')).zwikkenReferee,
  rulesText: {
    en: async () => (await import('./rules-text.en.js')).text,
    nl: async () => (await import('./rules-text.nl.js')).text,
  },
};
