import type { Lang, SheetConfig } from '../../core/game.js';
import { teamStanding } from '../../core/partners.js';
import { dealsPlayedOut } from '../../core/settings.js';
import type { GameManifest } from '../../core/manifest.js';
import { readingWords } from '../../core/words.js';
import { klaverjassenFlow } from './flow.js';
import { checkFour, parseDeal, roemPerTeam, teamName, teamOf, teamsOf, toArgs, type KlaverjasInput } from './rules.js';
import { scoreKlaverjas, type KlaverjasOptions, type Result } from './score.js';
import { notASetting, settingsFor } from './settings.js';
import { MESSAGES, say } from './messages.js';

const WORDS = { dealWord: say((m) => m.dealWord), dealWords: say((m) => m.dealWords) };

const optionsOf = (config: SheetConfig): KlaverjasOptions => ({
  pit: Number(config.settings.pit ?? 100),
  tegenpit: Number(config.settings.tegenpit ?? 100),
  tieMade: config.settings.tie === 'made',
  verzaakBonus: config.settings.verzaken === '162' ? 0 : 100,
});

/** The paper marks (TROEF 7, PITSLAG): N nat, P pit, TP tegenpit, V verzaakt, in the column of the team it is about. */
function marksOf(result: Result, takers: 0 | 1, input: KlaverjasInput, players: readonly string[]): [string, string] {
  const m: [string, string] = ['', ''];
  if (result === 'nat') m[takers] = 'N';
  if (result === 'pit') m[takers] = 'P';
  if (result === 'tegenpit') m[1 - takers] = 'TP';
  if (result === 'verzaakt') m[teamOf(players, input.verzaakt!)] = 'V';
  return m;
}

/**
 * The deal as a scorekeeper writes it: the taker and his team, the two counts (takers first, roem
 * shown) and the verdict, e.g. "Cis (Ann + Cis) played: 72 + 20 roem - 90, made".
 */
function describe(input: KlaverjasInput, config: SheetConfig, lang: Lang): string {
  const w = MESSAGES[lang].sheet;
  const { players } = config;
  const t = teamOf(players, input.taker);
  const head = `${input.taker} (${teamName(players, t)}) ${w.played}`;
  if (input.verzaakt !== undefined) return `${head}; ${input.verzaakt} ${w.revoked}`;
  const s = scoreKlaverjas(input, players, optionsOf(config));
  const [rt, rd] = roemPerTeam(input, players, t);
  const count = (points: number, roem: number) => (roem > 0 ? `${points} + ${roem} ${w.roem}` : String(points));
  const T = input.points ?? 0;
  return `${head}: ${count(T, rt)} - ${count(162 - T, rd)}, ${w[s.result as 'made' | 'nat' | 'pit' | 'tegenpit']}`;
}

export const klaverjassen: GameManifest<null, KlaverjasInput> = {
  id: 'klaverjassen',
  name: say((m) => m.game.klaverjassen),
  summary: say((m) => m.game.summary),
  ruleSets: [
    {
      id: 'amsterdams',
      description: say((m) => m.game.amsterdamRulesThe),
    },
    {
      id: 'rotterdams',
      description: say((m) => m.game.rotterdamRulesWhen),
    },
  ],
  defaultRules: 'amsterdams',
  ...WORDS,
  players: { min: 4, max: 4 },
  unit: 'points',
  teams: (players) => teamsOf(players),
  // The teams share 162 card points plus roem and bonuses: never zero in sum.
  zeroSum: () => false,
  // The taker alone declares. Made: the takers made it or took every trick (pit), or a defender
  // revoked (the takers get the deal); nat, tegenpit and their own revoke are not made.
  declarers(deal, _scores, extra, config) {
    const made =
      extra.result === 'made' ||
      extra.result === 'pit' ||
      (extra.result === 'verzaakt' && teamOf(config.players, deal.verzaakt!) !== teamOf(config.players, deal.taker));
    return [{ player: deal.taker, made }];
  },
  settings: settingsFor,
  notASetting,
  checkSetup: checkFour,
  // Record's words that table mode's line reads as a whole deal are said as that deal (core/words.ts).
  parseDeal: readingWords(parseDeal, klaverjassenFlow.readLine, toArgs),
  toArgs,
  initialState: () => null,
  scoreDeal(state, deal, config) {
    const s = scoreKlaverjas(deal, config.players, optionsOf(config));
    // Each player carries his team's score, so per-player totals are the team totals.
    return {
      scores: config.players.map((_, seat) => s.teams[seat % 2]),
      state,
      extra: { result: s.result, detail: s.detail, marks: marksOf(s.result, s.takers, deal, config.players) },
    };
  },
  describe: (input, config, lang) => describe(input, config, lang),
  // Somebody always plays, so the deal always passes on (clockwise: the next player in the list).
  movesDealer: () => true,
  // The end (spec "The sheet and the end of the game"): a reached target decides first, then the deal limit.
  standing: (totals, dealsPlayed, _state, config) =>
    teamStanding(totals, config.players, config.settings.target, dealsPlayedOut(config.settings, dealsPlayed, WORDS)),
  sheetExtra: (_state, config) => ({ teams: klaverjassen.teams(config.players) }),
  flow: klaverjassenFlow,
  // events.md §2.2: 16 deals [KBN; PITSLAG; TROEF-D; DAELE], 3 rounds [PITSLAG; TROEF-D; BONAIRE], a bye 100 a
  // deal [PITSLAG].
  event: {
    kinds: ['individual', 'pairs'],
    tableSizes: [4],
    deals: () => 16,
    rounds: 3,
    teams: true,
    noLimit: 'none',
    byePerDeal: 100,
  },
  completion: {
    contracts: () => [],
  },
};
