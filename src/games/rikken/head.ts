import type { GameHead } from '../../core/manifest.js';

/** What `tafel judge` and `tafel rules` need of Rikken, without its scoring code (see GameHead). */
export const rikkenHead: GameHead = {
  id: 'rikken',
  ruleSets: ['standaard', 'ssovn'],
  defaultRules: 'standaard',
  referee: async () => (await import('./referee.js')).rikkenReferee,
  rulesText: {
    en: async () => (await import('./rules-text.en.js')).text,
    nl: async () => (await import('./rules-text.nl.js')).text,
  },
};
