import type { GameHead } from '../../core/manifest.js';

/** What `tafel judge` and `tafel rules` need of Boerenbridge, without its scoring code (see GameHead). */
export const boerenbridgeHead: GameHead = {
  id: 'boerenbridge',
  ruleSets: ['wk', 'klassiek', 'poepen'],
  defaultRules: 'wk',
  aliases: { 'chinees-poepen': 'poepen' },
  referee: async () => (await import('./referee.js')).boerenbridgeReferee,
  rulesText: {
    en: async () => (await import('./rules-text.en.js')).text,
    nl: async () => (await import('./rules-text.nl.js')).text,
  },
};
