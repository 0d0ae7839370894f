import type { GameHead } from '../../core/manifest.js';

/** Klaverjassen: what every command line knows of it before its code loads (see GameHead). */
export const klaverjassenHead: GameHead = {
  id: 'klaverjassen',
  ruleSets: ['amsterdams', 'rotterdams'],
  defaultRules: 'amsterdams',
  flags: {
    taker: { arg: '<player>', players: true },
    // klaverjassen.md: a pit is all 162 card points; a revoke (verzaakt) decides the deal, card points and roem aside
    // (and card points, roem or a pit say the deal was played).
    points: { arg: '<points>', replaces: ['verzaakt'] },
    'defender-points': { arg: '<points>', same: 'points' },
    roem: { arg: '<entries>', replaces: ['verzaakt'] },
    pit: { arg: '<team>', replaces: ['points', 'verzaakt'] },
    mars: { arg: '<team>', same: 'pit' },
    verzaakt: { arg: '<player>', replaces: ['points', 'roem', 'pit'] },
  },
  catalogue: async () => (await import('./messages.js')).MESSAGES,
  referee: async () => (await import('./referee.js')).klaverjassenReferee,
  rulesText: {
    en: async () => (await import('./rules-text.en.js')).text,
    nl: async () => (await import('./rules-text.nl.js')).text,
  },
};
