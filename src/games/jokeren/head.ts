import type { GameHead } from '../../core/manifest.js';

/** What `tafel judge` and `tafel rules` need of Jokeren, without its scoring code (see GameHead). */
export const jokerenHead: GameHead = {
  id: 'jokeren',
  ruleSets: ['kbn', 'dehoop', 'amerikaans'],
  defaultRules: 'kbn',
  aliases: { 'amerikaans-jokeren': 'amerikaans' },
  referee: async () => (await import('./referee.js')).jokerenReferee,
  rulesText: {
    en: async () => (await import('./rules-text.en.js')).text,
    nl: async () => (await import('./rules-text.nl.js')).text,
  },
};
