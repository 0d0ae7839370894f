import type { GameHead } from '../../core/manifest.js';

/** Solokaarten: what every command line knows of it before its code loads (see GameHead). */
export const solokaartenHead: GameHead = {
  id: 'solokaarten',
  ruleSets: ['liemers'],
  defaultRules: 'liemers',
  flags: {
    by: { arg: '<players>', players: true },
    tricks: { arg: '<n>' },
    eerste: {},
    'zonder-kijk': {},
    'zonder-oud': {},
  },
  catalogue: async () => (await import('./messages.js')).MESSAGES,
  referee: async () => (await import('./referee.js')).solokaartenReferee,
  rulesText: {
    en: async () => (await import('./rules-text.en.js')).text,
    nl: async () => (await import('./rules-text.nl.js')).text,
  },
};
