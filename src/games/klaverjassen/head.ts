import type { GameHead } from '../../core/manifest.js';

/** What `tafel judge` and `tafel rules` need of Klaverjassen, without its scoring code (see GameHead). */
export const klaverjassenHead: GameHead = {
  id: 'klaverjassen',
  ruleSets: ['amsterdams', 'rotterdams'],
  defaultRules: 'amsterdams',
  referee: async () => (await import('./referee.js')).klaverjassenReferee,
  rulesText: {
    en: async () => (await import('./rules-text.en.js')).text,
    nl: async () => (await import('./rules-text.nl.js')).text,
  },
};
