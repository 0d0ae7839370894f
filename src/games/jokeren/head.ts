import type { GameHead } from '../../core/manifest.js';

/** Jokeren: what every command line knows of it before its code loads (see GameHead). */
export const jokerenHead: GameHead = {
  id: 'jokeren',
  ruleSets: ['kbn', 'dehoop', 'amerikaans'],
  defaultRules: 'kbn',
  aliases: { 'amerikaans-jokeren': 'amerikaans' },
  flags: {
    out: { arg: '<player>', players: true, clears: 'penalty' },
    points: { arg: '<points>', perPlayer: 'penalty' },
    hand: { arg: '<entries>', repeatable: true, perPlayer: 'penalty' },
  },
  catalogue: async () => (await import('./messages.js')).MESSAGES,
  referee: async () => (await import('./referee.js')).jokerenReferee,
  rulesText: {
    en: async () => (await import('./rules-text.en.js')).text,
    nl: async () => (await import('./rules-text.nl.js')).text,
  },
};
