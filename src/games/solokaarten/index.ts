import type { Lang } from '../../core/game.js';
import { leaders } from '../../core/players.js';
import { dealsComplete } from '../../core/settings.js';
import type { GameManifest } from '../../core/manifest.js';
import { solokaartenFlow } from './flow.js';
import { bidWords, GAME_NAME, parseDeal, RULES_ID, settingsFor, toArgs, type SoloInput } from './rules.js';
import { made, scoreSolo } from './score.js';
import { MESSAGES, say } from './messages.js';

/** The deal as on the paper sheet: "Ann eerste slag zonder kijk: 5 tricks" / "... 5 slagen". */
function describe(input: SoloInput, lang: Lang): string {
  const w = MESSAGES[lang].sheet;
  if (input.contract === 'pas') return w.pas;
  return `${(input.by ?? []).join(' + ')} ${bidWords(input)}: ${w.tricks(input.tricks ?? 0)}`;
}

/** Deals played: a `pas` is a redeal and does not count toward `deals` (events.md §2.2). */
export interface SoloState {
  played: number;
}

export const solokaarten: GameManifest<SoloState, SoloInput> = {
  id: 'solokaarten',
  name: GAME_NAME,
  summary: say((m) => m.game.summary),
  ruleSets: [
    {
      id: RULES_ID,
      description: say((m) => m.game.liemersRulesPannerden),
    },
  ],
  defaultRules: RULES_ID,
  players: { min: 4, max: 6 },
  unit: 'points',
  // One pot holder against all, another each deal: no teams; only he scores, so not zero-sum.
  teams: () => undefined,
  zeroSum: () => false,
  declarers: (input, _scores, _extra, config) =>
    input.contract === 'pas'
      ? []
      : (input.by ?? []).map((p) => ({
          player: p,
          made: made(input, config.players.length),
        })),
  settings: settingsFor,
  parseDeal,
  toArgs,
  initialState: () => ({ played: 0 }),
  scoreDeal: (state, input, config) => ({
    scores: scoreSolo(input, config),
    state: { played: state.played + (input.contract === 'pas' ? 0 : 1) },
  }),
  describe: (input, _config, lang) => describe(input, lang),
  countsTowardDeals: (input) => input.contract !== 'pas',
  // The source moves the deal on after each game played ("Voor het volgende spel wordt de speler na
  // de deler de nieuwe deler"); when all pass the same cards are "opnieuw gedeeld": a redeal, the
  // same dealer deals again.
  movesDealer: (input) => input.contract !== 'pas',
  // The source names no end: without a `deals` limit the sheet runs until `tafel finish` closes it; with one, the
  // highest total wins after the last deal (equal highest totals share the win, as Kleurenwiezen's limit).
  standing(totals, _deals, state, config) {
    const limit = config.settings.deals;
    if (limit === undefined || limit === 'none' || state.played < Number(limit)) return { finished: false };
    const why = dealsComplete(Number(limit));
    return { finished: true, winner: leaders(config.players, totals), why, playsOn: 'deals' };
  },
  flow: solokaartenFlow,
  // No Solokaarten source (events.md §13.13): everybody deals four times, as a Klaverjassen boom.
  event: {
    kinds: ['individual'],
    tableSizes: [4, 5, 6],
    deals: (s) => 4 * s,
    rounds: 3,
    teams: false,
    noLimit: 'none',
  },
  completion: {
    contracts: () => ['solo', 'slag', 'doe', 'pas'],
  },
};
