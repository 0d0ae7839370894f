import type { GameHead } from '../../../src/core/manifest.js';

/** Hoogkaart's head (test/games/toy.test.ts registers it): its own flag, `--card`. */
export const toyHead: GameHead = {
  id: 'toy',
  ruleSets: ['even', 'bonus'],
  defaultRules: 'even',
  flags: {
    by: { arg: '<players>', players: true },
    card: { arg: '<card>', values: ['AS', 'AH', 'AD', 'AC'] },
  },
  catalogue: async () => (await import('./messages.js')).MESSAGES,
  referee: async () => {
    throw new Error('Hoogkaart has no referee');
  },
  rulesText: {
    en: async () => (await import('./rules-text.en.js')).text,
    nl: async () => (await import('./rules-text.nl.js')).text,
  },
};
