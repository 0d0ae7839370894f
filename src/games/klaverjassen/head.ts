import type { GameHead } from '../../core/manifest.js';

/** Klaverjassen: what every command line knows of it before its code loads (see GameHead). */
export const klaverjassenHead: GameHead = {
  id: 'klaverjassen',
  ruleSets: ['amsterdams', 'rotterdams'],
  defaultRules: 'amsterdams',
  flags: {
    taker: { arg: '<player>', players: true },
    points: { arg: '<points>' },
    'defender-points': { arg: '<points>', same: 'points' },
    roem: { arg: '<entries>' },
    pit: { arg: '<team>' },
    mars: { arg: '<team>', same: 'pit' },
    verzaakt: { arg: '<player>' },
  },
  catalogue: async () => (await import('./messages.js')).MESSAGES,
  referee: async () => (await import('./referee.js')).klaverjassenReferee,
  rulesText: {
    en: async () => (await import('./rules-text.en.js')).text,
    nl: async () => (await import('./rules-text.nl.js')).text,
  },
};
