import type { GameHead } from '../../core/manifest.js';

/** Rikken: what every command line knows of it before its code loads (see GameHead). */
export const rikkenHead: GameHead = {
  id: 'rikken',
  ruleSets: ['standaard', 'ssovn'],
  defaultRules: 'standaard',
  flags: {
    by: { arg: '<players>', players: true },
    mate: { arg: '<player>', players: true },
    // A misère's `--tricks Ann=0,Bert=1`: an edit naming one player keeps the other's, and one
    // giving `--by` keeps those of the players it names only.
    tricks: { arg: '<n>', replaces: ['revoke'], perPlayer: 'tricks', entriesOf: 'by' },
    // Notes on the sheet, which the one-line deal has no word for.
    trump: { arg: '<suit>', values: ['S', 'H', 'D', 'C'], lineless: true },
    called: { arg: '<card>', lineless: true },
    // rikken.md: a revoke decides the deal, without --tricks (and tricks say it was played out).
    revoke: { arg: '<player>', players: true, replaces: ['tricks'] },
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
