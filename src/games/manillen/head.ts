import type { GameHead } from '../../core/manifest.js';

/** What `tafel judge` and `tafel rules` need of Manillen, without its scoring code (see GameHead). */
export const manillenHead: GameHead = {
  id: 'manillen',
  ruleSets: ['standaard'],
  defaultRules: 'standaard',
  // `tafel new manille ...` (spec: Manille, Manilla, "Manilln" in West-Flemish).
  aliases: { manille: 'standaard' },
  referee: async () => (await import('./referee.js')).manillenReferee,
  rulesText: {
    en: async () => (await import('./rules-text.en.js')).text,
    nl: async () => (await import('./rules-text.nl.js')).text,
  },
};
