import { RuleViolation, UsageError } from '../../../src/core/errors.js';
import type { DealInput, RecordArgs } from '../../../src/core/game.js';
import type { GameManifest } from '../../../src/core/manifest.js';
import { findPlayer } from '../../../src/core/players.js';
import { points } from '../../../src/core/settings.js';
import { sayer } from '../../../src/i18n/index.js';
import { en } from './messages.en.js';
import { nl } from './messages.nl.js';

/**
 * Hoogkaart, a game that lives only under test/: the highest card wins the deal. Under `even` the
 * winner takes the stake from each other player (zero-sum); under `bonus` only the winner scores the
 * stake once. It proves that a game is its folder plus one line: test/games/toy.test.ts registers it
 * with registerGame and drives it through the commands.
 */
const say = sayer({ en, nl });

type ToyInput = DealInput & { by?: string };

export const toy: GameManifest = {
  id: 'toy',
  name: say((m) => m.name),
  summary: say((m) => m.summary),
  ruleSets: [
    { id: 'even', description: say((m) => m.even) },
    { id: 'bonus', description: say((m) => m.bonus) },
  ],
  defaultRules: 'even',
  players: { min: 2, max: 4 },
  unit: 'points',
  teams: () => undefined,
  zeroSum: (rules) => rules === 'even',
  declarers: (input) => (input.contract === 'win' ? [{ player: (input as ToyInput).by!, made: true }] : []),
  settings: () => [points('stake', 2, en.stake, nl.stake)],
  parseDeal(args: RecordArgs, config) {
    const word = args.words[0];
    if (word === 'pas') return { contract: 'pas' };
    if (word !== 'win') throw new UsageError(say((m) => m.which));
    if (typeof args.flags.by !== 'string') throw new RuleViolation(say((m) => m.who));
    return { contract: 'win', by: findPlayer(config.players, args.flags.by) };
  },
  toArgs: (input) => ({
    words: [String(input.contract)],
    flags: input.by === undefined ? {} : { by: String(input.by) },
  }),
  initialState: () => null,
  scoreDeal(state, input, config) {
    const stake = Number(config.settings.stake);
    const n = config.players.length;
    const winner = config.players.indexOf((input as ToyInput).by ?? '');
    const scores = config.players.map((_, i) => {
      if (input.contract === 'pas') return 0;
      if (config.rules === 'bonus') return i === winner ? stake : 0;
      return i === winner ? stake * (n - 1) : -stake;
    });
    return { scores, state };
  },
  describe: (input, _config, lang) => {
    const m = { en, nl }[lang];
    return input.contract === 'pas' ? m.pas : m.won(String(input.by));
  },
  movesDealer: () => true,
  standing: () => ({ finished: false }),
  referee: async () => {
    throw new Error('Hoogkaart has no referee');
  },
  rulesText: {
    en: async () => (await import('./rules-text.en.js')).text,
    nl: async () => (await import('./rules-text.nl.js')).text,
  },
  completion: { contracts: () => ['win', 'pas'], playerFlags: ['by'] },
};
