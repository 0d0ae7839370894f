import type { GameHead } from '../../core/manifest.js';

/** What `tafel judge` and `tafel rules` need of Belote, without its scoring code (see GameHead). */
export const beloteHead: GameHead = {
  id: 'belote',
  ruleSets: ['cardavia', 'ffb'],
  defaultRules: 'cardavia',
  referee: async () => (await import('./referee.js')).beloteReferee,
  rulesText: {
    en: async () => (await import('./rules-text.en.js')).text,
    nl: async () => (await import('./rules-text.nl.js')).text,
  },
};
