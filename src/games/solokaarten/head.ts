import type { GameHead } from '../../core/manifest.js';

/** What `tafel judge` and `tafel rules` need of Solokaarten, without its scoring code (see GameHead). */
export const solokaartenHead: GameHead = {
  id: 'solokaarten',
  ruleSets: ['liemers'],
  defaultRules: 'liemers',
  referee: async () => (await import('./referee.js')).solokaartenReferee,
  rulesText: {
    en: async () => (await import('./rules-text.en.js')).text,
    nl: async () => (await import('./rules-text.nl.js')).text,
  },
};
