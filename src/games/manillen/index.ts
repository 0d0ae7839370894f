import type { Lang, SheetConfig } from '../../core/game.js';
import type { GameManifest } from '../../core/manifest.js';
import { readingWords } from '../../core/words.js';
import { teamOfSeat, teamsOf, teamStanding } from '../../core/partners.js';
import { dealsPlayedOut } from '../../core/settings.js';
import { manillenHead } from './head.js';
import { manillenFlow } from './flow.js';
import { MESSAGES, say } from './messages.js';
import { CARD_POINTS, checkFour, parseDeal, toArgs, type ManillenInput } from './rules.js';
import { scoreManillen, scoringTeam } from './score.js';
import { settingsFor } from './settings.js';

const SIGN: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/**
 * As a scorekeeper writes it: the trump, the two teams' card points (the dealer's team first, or the team named
 * first, after its players), the doublings and the multiplier, e.g. `♠ 45 - 15, mee tegen ×4`, `zonder 30 - 30, mee
 * tegen ×8`, `♥ Bert + Dirk 40 - 20`.
 */
function describe(input: ManillenInput, config: SheetConfig, lang: Lang): string {
  const m = MESSAGES[lang];
  const s = scoreManillen(input, config.settings);
  const trump = input.trump === 'none' ? m.sheet.noTrump + (input.blind ? ` ${m.sheet.blind}` : '') : SIGN[input.trump];
  const calls = [input.mee && 'mee', input.tegen && 'tegen', s.multiplier > 1 && `×${s.multiplier}`].filter(Boolean);
  const named = input.team === undefined ? [] : [input.team.join(' + ')];
  const points = [trump, ...named, `${input.points} - ${CARD_POINTS - input.points}`].join(' ');
  return calls.length > 0 ? `${points}, ${calls.join(' ')}` : points;
}

export const manillen: GameManifest<null, ManillenInput> = {
  id: 'manillen',
  name: say((m) => m.game.name),
  summary: say((m) => m.game.summary),
  ruleSets: [{ id: 'standaard', description: say((m) => m.game.standaard) }],
  defaultRules: 'standaard',
  aliases: manillenHead.aliases,
  players: { min: 4, max: 4 },
  unit: 'points',
  teams: (players) => teamsOf(players),
  // One team scores, the other nothing: a deal never sums to zero.
  zeroSum: () => false,
  // The dealer made trump (or no trump): his choice is made when his team scores, not at 30–30.
  declarers(_input, _scores, extra) {
    const dealer = extra.dealer;
    if (typeof dealer !== 'string') return [];
    const scorer = (extra.result as { scorer?: unknown } | undefined)?.scorer;
    return [{ player: dealer, made: Array.isArray(scorer) && scorer.includes(dealer) }];
  },
  settings: settingsFor,
  checkSetup: checkFour,
  // Record's words that table mode's line reads as a whole deal are said as that deal (core/words.ts).
  parseDeal: readingWords(parseDeal, manillenFlow.readLine, toArgs),
  toArgs,
  initialState: () => null,
  scoreDeal(state, input, config, at) {
    const s = scoreManillen(input, config.settings);
    const team = scoringTeam(input, s, config.players, at?.dealer ?? config.firstDealer ?? 0);
    return {
      // Each player carries his team's deal score.
      scores: config.players.map((_, seat) => (teamOfSeat(seat) === team ? s.score : 0)),
      state,
      extra: {
        result: {
          scorer: team === undefined ? null : teamsOf(config.players)[team],
          over: s.over,
          multiplier: s.multiplier,
        },
      },
    };
  },
  describe,
  // The deal passes clockwise after every deal: every deal is played (§1).
  movesDealer: () => true,
  // The team engine's end: the boom (target) at the end of a deal; only one team scores, so only one can reach it.
  standing(totals, dealsPlayed, _state, config) {
    const { target } = config.settings;
    const end = teamStanding(totals, config.players, target, dealsPlayedOut(config.settings, dealsPlayed));
    if (!end.finished || target === undefined || target === 'none' || Math.max(totals[0], totals[1]) < +target) {
      return end;
    }
    const [a, b] = teamsOf(config.players)[totals[0] > totals[1] ? 0 : 1];
    return { ...end, why: say((m) => m.rec.boomOver(m.sheet.pair(a, b), target)) };
  },
  sheetExtra: (_state, config) => {
    const target = config.settings.target;
    return { teams: teamsOf(config.players), target: target === undefined || target === 'none' ? null : +target };
  },
  flow: manillenFlow,
  // events.md §2.2: individual or pairs at tables of four, three rounds, and no deal limit: each table plays its
  // boom to the target (decisions), the bye `average`.
  event: {
    kinds: ['individual', 'pairs'],
    tableSizes: [4],
    deals: () => 'none',
    rounds: 3,
    teams: true,
    noLimit: 'none',
  },
  completion: {
    contracts: () => [],
  },
};
