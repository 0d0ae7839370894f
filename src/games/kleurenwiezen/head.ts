import type { GameHead } from '../../core/manifest.js';

/** Kleurenwiezen: what every command line knows of it before its code loads (see GameHead). */
export const kleurenwiezenHead: GameHead = {
  id: 'kleurenwiezen',
  ruleSets: ['lodige', 'cardgames', 'whisthub', 'iwwa'],
  defaultRules: 'lodige',
  flags: {
    by: { arg: '<players>', players: true },
    // A miserie's `--tricks Ann=0,Bert=1`: an edit naming one declarer keeps the other's, and one
    // giving `--by` keeps those of the players it names only.
    tricks: { arg: '<n>', perPlayer: 'tricks', entriesOf: 'by' },
    revoke: { arg: '<player>', players: true },
  },
  catalogue: async () => (await import('./messages.js')).MESSAGES,
  referee: async () => (await import('./referee.js')).kleurenwiezenReferee,
  rulesText: {
    en: async () => (await import('./rules-text.en.js')).text,
    nl: async () => (await import('./rules-text.nl.js')).text,
  },
};
