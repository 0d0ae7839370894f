import type { GameHead } from '../../core/manifest.js';

/** Rikken: what every command line knows of it before its code loads (see GameHead). */
export const rikkenHead: GameHead = {
  id: 'rikken',
  ruleSets: ['standaard', 'ssovn'],
  defaultRules: 'standaard',
  flags: {
    by: { arg: '<players>', players: true },
    mate: { arg: '<player>', players: true },
    tricks: { arg: '<n>' },
    trump: { arg: '<suit>', values: ['S', 'H', 'D', 'C'] },
    called: { arg: '<card>' },
    revoke: { arg: '<player>', players: true },
    queen: { arg: '<player>', players: true },
    last: { arg: '<player>', players: true },
  },
  catalogue: async () => (await import('./messages.js')).MESSAGES,
  referee: async () => (await import('./referee.js')).rikkenReferee,
  rulesText: {
    en: async () => (await import('./rules-text.en.js')).text,
    nl: async () => (await import('./rules-text.nl.js')).text,
  },
};
