import type { GameHead } from '../../core/manifest.js';

/** Toepen: what every command line knows of it before its code loads (see GameHead). */
export const toepenHead: GameHead = {
  id: 'toepen',
  ruleSets: ['standaard'],
  defaultRules: 'standaard',
  flags: {
    winner: { arg: '<player>', players: true },
    toeps: { arg: '<players>', players: true },
    'final-stake': { arg: '<n>', same: 'toeps' },
    passed: { arg: '<player=toep>' },
    'was-penalty': { arg: '<player>', players: true },
    // toepen.md: four of a kind ends the round at once, and nothing else is recorded.
    'four-of-a-kind': {
      arg: '<player>',
      players: true,
      replaces: ['winner', 'toeps', 'passed', 'was-penalty', 'jack'],
    },
    vier: { arg: '<player>', players: true, same: 'four-of-a-kind' },
    jack: {},
    totals: { arg: '<player=n>', judgeOnly: true },
  },
  catalogue: async () => (await import('./messages.js')).MESSAGES,
  referee: async () => (await import('./referee.js')).toepenReferee,
  rulesText: {
    en: async () => (await import('./rules-text.en.js')).text,
    nl: async () => (await import('./rules-text.nl.js')).text,
  },
};
