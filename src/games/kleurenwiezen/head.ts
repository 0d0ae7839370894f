import type { GameHead } from '../../core/manifest.js';

/** What `tafel judge` and `tafel rules` need of Kleurenwiezen, without its scoring code (see GameHead). */
export const kleurenwiezenHead: GameHead = {
  id: 'kleurenwiezen',
  ruleSets: ['lodige', 'cardgames', 'whisthub', 'iwwa'],
  defaultRules: 'lodige',
  referee: async () => (await import('./referee.js')).kleurenwiezenReferee,
  rulesText: {
    en: async () => (await import('./rules-text.en.js')).text,
    nl: async () => (await import('./rules-text.nl.js')).text,
  },
};
