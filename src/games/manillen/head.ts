import type { GameHead } from '../../core/manifest.js';

/** Manillen: what every command line knows of it before its code loads (see GameHead). */
export const manillenHead: GameHead = {
  id: 'manillen',
  ruleSets: ['standaard'],
  defaultRules: 'standaard',
  // `tafel new manille ...` (spec: Manille, Manilla, "Manilln" in West-Flemish).
  aliases: { manille: 'standaard' },
  // spec §3: --mee also --along and --klop, --tegen also --against and --tegenklop.
  flags: {
    trump: { arg: '<suit>', values: ['S', 'H', 'D', 'C', 'none', 'zonder'] },
    points: { arg: '<points>' },
    mee: {},
    along: { same: 'mee' },
    klop: { same: 'mee' },
    tegen: {},
    against: { same: 'tegen' },
    tegenklop: { same: 'tegen' },
    blind: {},
  },
  judgeReads: ['dealer'],
  catalogue: async () => (await import('./messages.js')).MESSAGES,
  referee: async () => (await import('./referee.js')).manillenReferee,
  rulesText: {
    en: async () => (await import('./rules-text.en.js')).text,
    nl: async () => (await import('./rules-text.nl.js')).text,
  },
};
