import type { Lang, SheetConfig } from '../../core/game.js';
import { teamStanding } from '../../core/partners.js';
import { dealsPlayedOut } from '../../core/settings.js';
import type { GameManifest } from '../../core/manifest.js';
import { readingWords } from '../../core/words.js';
import { beloteFlow } from './flow.js';
import { checkFour, parseDeal, settingsFor, teamsOf, toArgs, type BeloteInput } from './rules.js';
import { count, heldNow, heldRound, resultOf, scoreBelote, type BeloteOptions } from './score.js';
import { MESSAGES, say } from './messages.js';

/** Litige points waiting for the next deal's winner (always 0 under cardavia). */
export interface BeloteState {
  held: number;
  /** Deals played: a `pas` does not count toward `deals` (events.md §2.2). */
  played: number;
}

const optionsOf = (config: SheetConfig): BeloteOptions => ({
  rules: config.rules,
  rounding: config.settings.rounding === 'nearest10' ? 'nearest10' : 'none',
  litigeBelote: config.settings['litige-belote'] === 'kept' ? 'kept' : 'held',
  litigeRounding: config.settings['litige-rounding'] === 'sum' ? 'sum' : 'held',
});

/**
 * The deal as a scorekeeper writes it: the taker and his team, what was announced, the two totals
 * as counted (takers first) and the verdict, e.g. "Ann (Ann + Cis) took, belote Ann: 92 - 90, made".
 */
function describe(input: BeloteInput, config: SheetConfig, lang: Lang): string {
  const w = MESSAGES[lang].sheet;
  if (input.contract === 'pas') return w.pas;
  const c = count(input, config.players);
  const team = teamsOf(config.players)[c.takers].join(' + ');
  const extras = [
    ...(input.belote !== undefined ? [`belote ${input.belote}`] : []),
    ...(input.capot === 'takers' ? [w.capotT] : input.capot === 'defenders' ? [w.capotD] : []),
  ];
  const result = resultOf(input, config.players, config.rules);
  const opts = optionsOf(config);
  const held = heldRound(opts)(heldNow(c, opts));
  const verdict = result === 'litige' ? `${w.litige} (${held} ${w.held})` : w[result as 'made' | 'failed'];
  return (
    `${input.taker} (${team}) ${w.took}${extras.map((e) => ', ' + e).join('')}: ${c.takerTotal} - ` +
    `${c.defenderTotal}, ${verdict}`
  );
}

export const belote: GameManifest<BeloteState, BeloteInput> = {
  id: 'belote',
  name: say((m) => m.game.belote),
  summary: say((m) => m.game.summary),
  ruleSets: [
    {
      id: 'cardavia',
      description: say((m) => m.game.singleDealRules),
    },
    {
      id: 'ffb',
      description: say((m) => m.game.frenchFederationRules),
    },
  ],
  defaultRules: 'cardavia',
  players: { min: 4, max: 4 },
  unit: 'points',
  teams: (players) => teamsOf(players),
  // Both teams score their own points: a deal hands out 162 or more, never zero in sum.
  zeroSum: () => false,
  // The taker alone declares (his partner plays it with him but did not take); made is the contract:
  // a failed ffb take still scores the takers their belote, and a litige is not made.
  declarers: (input, _scores, extra) =>
    input.contract === 'pas' ? [] : [{ player: input.taker!, made: extra.result === 'made' }],
  settings: settingsFor,
  // A game to 501 is the house rule a Belote table asks for most (docs/table-mode.md), not a deal limit.
  exampleKey: 'target',
  checkSetup: checkFour,
  // Record's words that table mode's line reads as a whole deal are said as that deal (core/words.ts).
  parseDeal: readingWords(parseDeal, beloteFlow.readLine, toArgs),
  toArgs,
  initialState: () => ({ held: 0, played: 0 }),
  scoreDeal(state, input, config) {
    const s = scoreBelote(input, config.players, optionsOf(config), state.held);
    // Each player carries his team's score, so per-player totals are the team totals.
    const scores = config.players.map((_, seat) => s.teams[seat % 2]);
    return {
      scores,
      state: { held: s.held, played: state.played + (s.result === 'pas' ? 0 : 1) },
      extra: { ...(s.result !== 'pas' ? { result: s.result } : {}), held: s.held },
    };
  },
  describe: (input, config, lang) => describe(input, config, lang),
  countsTowardDeals: (input) => input.contract !== 'pas',
  // A void deal is dealt again by the next player, as every played deal is.
  movesDealer: () => true,
  // Game end (events.md §12): the team engine's, the deal limit counting played deals only (a `pas` is dealt again).
  standing: (totals, _dealsPlayed, state, config) =>
    teamStanding(totals, config.players, config.settings.target, dealsPlayedOut(config.settings, state.played)),
  // Held points exist only where a tie is a litige (ffb); cardavia makes a tie.
  extraColumns: [{ key: 'held', label: say((m) => m.game.held), rules: ['ffb'] }],
  // A finished game drops the points still held, however it ended (its `deals` limit, events.md §14.9, its target or
  // `tafel finish`): no next deal wins them, so the sheet shows them as `dropped`, not as held. The view is a replay,
  // so `undo`, `reopen` or a raised target bring them back.
  sheetExtra: (state, config, _next, finished) =>
    finished === true && state.held > 0
      ? { teams: belote.teams(config.players), held: 0, dropped: state.held }
      : { teams: belote.teams(config.players), held: state.held },
  flow: beloteFlow,
  // events.md §2.2 [ASCEE]: 4 parties of 12 counted deals and no target: the table sheets get target=none unless the
  // event sets one.
  event: {
    kinds: ['individual', 'pairs'],
    tableSizes: [4],
    deals: () => 12,
    rounds: 4,
    teams: true,
    noLimit: 'none',
    tableSet: { target: 'none' },
  },
  completion: {
    contracts: () => [],
  },
};
