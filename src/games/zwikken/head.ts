import type { GameHead } from '../../core/manifest.js';

/** What `tafel judge` and `tafel rules` need of Zwikken, without its scoring code (see GameHead). */
export const zwikkenHead: GameHead = {
  id: 'zwikken',
  ruleSets: ['standard'],
  defaultRules: 'standard',
  referee: async () => (await import('./referee.js')).zwikkenReferee,
  rulesText: {
    en: async () => (await import('./rules-text.en.js')).text,
    nl: async () => (await import('./rules-text.nl.js')).text,
  },
};
