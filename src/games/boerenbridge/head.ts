import type { GameHead } from '../../core/manifest.js';

/** Boerenbridge: what every command line knows of it before its code loads (see GameHead). */
export const boerenbridgeHead: GameHead = {
  id: 'boerenbridge',
  ruleSets: ['wk', 'klassiek', 'poepen'],
  defaultRules: 'wk',
  aliases: { 'chinees-poepen': 'poepen' },
  flags: {
    bids: { arg: '<entries>', perPlayer: 'bids' },
    tricks: { arg: '<n>', replaces: ['misdeal'], perPlayer: 'tricks' },
    // boerenbridge.md §7: --misdeal replaces --tricks (and tricks say the deal was played).
    misdeal: { arg: '<player>', players: true, replaces: ['tricks'] },
    // A check and a note, which the one-line deal (numbers, and a misdeal) has no word for.
    cards: { arg: '<n>', lineless: true },
    trump: { arg: '<suit>', values: ['S', 'H', 'D', 'C', 'none'], lineless: true },
  },
  judgeReads: ['dealer'],
  catalogue: async () => (await import('./messages.js')).MESSAGES,
  referee: async () => (await import('./referee.js')).boerenbridgeReferee,
  rulesText: {
    en: async () => (await import('./rules-text.en.js')).text,
    nl: async () => (await import('./rules-text.nl.js')).text,
  },
};
