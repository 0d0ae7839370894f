import { UsageError } from '../../core/errors.js';
import type { GameManifest } from '../../core/manifest.js';
import { readingWords } from '../../core/words.js';
import { findPlayer, splitList } from '../../core/players.js';
import { describe } from './describe.js';
import { toepenFlow } from './flow.js';
import { MESSAGES as M, say } from './messages.js';
import { parseDeal, type ToepInput, toArgs } from './rules.js';
import { dealerNow, initialState, scoreRound, type ToepState } from './score.js';
import { PLAYERS, settingsFor } from './settings.js';
import { whereNow } from './standing.js';

/** The seats `judge score` names without --players: 1 … 4, as the shell does for every game (§6). */
const SEATS = ['1', '2', '3', '4'];

/** `--totals Ann=9,Bert=4`: each player's total before the round, for `judge score` (§6). */
function readTotals(text: string, players: readonly string[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const part of splitList(text)) {
    const eq = part.indexOf('=');
    const n = part.slice(eq + 1).trim();
    if (eq <= 0 || !/^-?\d{1,4}$/.test(n)) throw new UsageError(say((m) => m.totalsPair(part, players[0])));
    const p = findPlayer(players, part.slice(0, eq).trim());
    if (Object.hasOwn(totals, p)) throw new UsageError(say((m) => m.totalsTwice(p)));
    totals[p] = Number(n);
  }
  return totals;
}

export const toepen: GameManifest<ToepState, ToepInput> = {
  id: 'toepen',
  name: say((m) => m.name),
  summary: say((m) => m.summary),
  ruleSets: [{ id: 'standaard', description: say((m) => m.ruleSetStandaard) }],
  defaultRules: 'standaard',
  players: { ...PLAYERS },
  unit: 'points',
  // Penalty points: the lowest total wins, and whoever reaches the limit is out (§3).
  lowWins: true,
  dealWord: say((m) => m.dealWord),
  dealWords: say((m) => m.dealWords),
  teams: () => undefined,
  // Every loser pays, nobody is paid.
  zeroSum: () => false,
  // Nobody declares a contract: a toep raises the stake for everybody.
  declarers: () => [],
  settings: settingsFor,
  // Record's words that table mode's line reads as a whole round are said as that round (core/words.ts).
  parseDeal: readingWords(
    (args, config, at) => parseDeal(args, config, at !== undefined || config.judged === true),
    toepenFlow.readLine,
    (input) => toArgs(input),
  ),
  toArgs: (input) => toArgs(input),
  initialState,
  scoreDeal(state, input, config, at) {
    const s = scoreRound(state, input, config, at);
    const { dood } = s;
    // Out before this round: "dood" in his column from the round after he went out (§3); a cut score: "3 (4)".
    const marks = config.players.map((p) => (dood.includes(p) ? 'dood' : s.capped.includes(p) ? `(${s.raw[p]})` : ''));
    return {
      scores: s.scores,
      state: s.state,
      extra: {
        ...(s.stake === undefined ? {} : { stake: s.stake }),
        raw: s.raw,
        capped: s.capped,
        out: s.out,
        ...(dood.length > 0 ? { sittingOut: dood } : {}),
        ...(marks.some((k) => k !== '') ? { marks } : {}),
      },
      ...(s.nextDealer === undefined ? {} : { nextDealer: s.nextDealer }),
    };
  },
  describe: (input, _config, lang) => describe(input, lang),
  // Only without a sheet's history (the dealer unknown) does the rotation stand in for the winner's deal.
  movesDealer: () => true,
  // A correction that puts the next dealer out passes the deal on: a player who is out never deals (§1).
  dealerNow,
  standing(totals, _dealsPlayed, state, config) {
    const w = whereNow(state, totals, config);
    return w.finished ? { finished: true, winner: w.winner, why: w.why, playsOn: w.playsOn } : { finished: false };
  },
  sheetExtra(state, config, next) {
    const w = whereNow(state, next?.totals ?? state.totals, config);
    const n = config.players.length;
    const dealer = next?.dealer;
    // The player left of the dealer leads [SPB; KSO]: the next one still in.
    const leader =
      w.finished || dealer === undefined
        ? undefined
        : Array.from({ length: n }, (_, i) => (dealer + 1 + i) % n).find((s) => w.inSeats.includes(s));
    // Who is out of the game before the next round (he plays no more): the scorer's example names a player still in.
    const gone = w.finished ? [] : config.players.filter((_, s) => !w.inSeats.includes(s));
    return {
      places: w.places,
      voorDood: w.voorDood,
      ...(gone.length > 0 ? { outOfGame: gone } : {}),
      ...(w.losers === undefined ? {} : { losers: w.losers }),
      ...(leader === undefined ? {} : { nextLeader: config.players[leader] }),
    };
  },
  footer(view, lang) {
    const list = Array.isArray(view.voorDood) ? (view.voorDood as string[]) : [];
    return list.length > 0 ? M[lang].voorDood(list.join(', ')) : undefined;
  },
  judgeScore(flags) {
    const named = typeof flags.players === 'string' ? splitList(flags.players) : undefined;
    const totals = typeof flags.totals === 'string' ? readTotals(flags.totals, named ?? SEATS) : undefined;
    return totals ? { totals } : {};
  },
  flow: toepenFlow,
  // events.md §2.2: players drop out of a table as they reach the limit, so a table total ranks nobody.
  event: { none: say((m) => m.noEvents), game: say((m) => m.name) },
  completion: { contracts: () => [] },
};
