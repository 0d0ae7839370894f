import { RuleViolation, UsageError } from '../../../src/core/errors.js';
import { askContract, namesIn, put, type GameFlow } from '../../../src/core/flow.js';
import type { DealInput, Lang, RecordArgs } from '../../../src/core/game.js';
import type { GameManifest } from '../../../src/core/manifest.js';
import { findPlayer } from '../../../src/core/players.js';
import { points } from '../../../src/core/settings.js';
import { MESSAGES, say } from './messages.js';

/**
 * Hoogkaart, a game that lives only under test/: the highest card wins the deal. Under `even` the
 * winner takes the stake from each other player (zero-sum); under `bonus` only the winner scores the
 * stake once. `--card` notes the card that won. It proves that a game is its folder plus one line:
 * test/games/toy.test.ts puts it and its head on the lists and drives it through the commands,
 * the help, completion and table mode.
 */
type ToyInput = DealInput & { by?: string; card?: string };

const CARD = /^(10|[2-9JQKA])[SHDC]$/;

const M = (f: { lang: Lang }) => MESSAGES[f.lang].flow;

/** Table mode: who won (or pas), then the card that won it. */
const toyFlow: GameFlow<ToyInput> = {
  topics: () => ['winning'],
  steps: [
    {
      id: 'contract',
      fills: ['words', 'by'],
      given: (d) => d.words.length > 0,
      async ask(p, d, f) {
        const picks = [
          ...f.config.players.map((pl) => ({ value: { words: ['win'], flags: { by: pl } }, name: M(f).winner(pl) })),
          { value: { words: ['pas'] }, name: 'pas', description: M(f).pas },
        ];
        return askContract(p, f, M(f).contract(f.dealer), picks, d);
      },
    },
    {
      id: 'card',
      fills: ['card'],
      optional: true,
      applies: (d) => d.words[0] === 'win',
      async ask(p, d, f) {
        const winner = namesIn(f, d.flags.by)[0] ?? '?';
        const card = await p.input({ message: M(f).card(winner), default: f.editing?.card ?? '' });
        put(d, 'card', card.trim() === '' ? undefined : card.trim());
      },
    },
  ],
};

export const toy: GameManifest<null, ToyInput> = {
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
  declarers: (input) => (input.contract === 'win' ? [{ player: input.by!, made: true }] : []),
  settings: () => [
    points(
      'stake',
      2,
      say((m) => m.stake),
    ),
  ],
  parseDeal(args: RecordArgs, config) {
    const word = args.words[0];
    if (word === 'pas') return { contract: 'pas' };
    if (word !== 'win') throw new UsageError(say((m) => m.which));
    if (typeof args.flags.by !== 'string') throw new RuleViolation(say((m) => m.who));
    const card = args.flags.card;
    if (card === undefined) return { contract: 'win', by: findPlayer(config.players, args.flags.by) };
    const typed = String(card).toUpperCase();
    if (!CARD.test(typed)) throw new UsageError(say((m) => m.badCard(String(card))));
    return { contract: 'win', by: findPlayer(config.players, args.flags.by), card: typed };
  },
  toArgs: (input) => ({
    words: [String(input.contract)],
    flags: {
      ...(input.by === undefined ? {} : { by: String(input.by) }),
      ...(input.card === undefined ? {} : { card: String(input.card) }),
    },
  }),
  initialState: () => null,
  scoreDeal(state, input, config) {
    const stake = Number(config.settings.stake);
    const n = config.players.length;
    const winner = config.players.indexOf(input.by ?? '');
    const scores = config.players.map((_, i) => {
      if (input.contract === 'pas') return 0;
      if (config.rules === 'bonus') return i === winner ? stake : 0;
      return i === winner ? stake * (n - 1) : -stake;
    });
    return { scores, state };
  },
  describe: (input, _config, lang) =>
    input.contract === 'pas' ? MESSAGES[lang].pas : MESSAGES[lang].won(String(input.by), input.card),
  movesDealer: () => true,
  standing: () => ({ finished: false }),
  flow: toyFlow,
  event: { none: say((m) => m.noEvents), game: say((m) => m.name) },
  completion: { contracts: () => ['win', 'pas'] },
};
