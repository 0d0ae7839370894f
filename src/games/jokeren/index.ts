import { RuleViolation, UsageError } from '../../core/errors.js';
import type { Lang, SheetConfig } from '../../core/game.js';
import type { GameManifest } from '../../core/manifest.js';
import { readingWords } from '../../core/words.js';
import { leaders } from '../../core/players.js';
import { dealsPlayedOut } from '../../core/settings.js';
import { jokerenFlow } from './flow.js';
import { jokerenHead } from './head.js';
import { MESSAGES as M, say } from './messages.js';
import { type JokerInput, parseDeal, toArgs } from './rules.js';
import { scoreJokeren } from './score.js';
import { checkSettings, contractOf, settingsFor } from './settings.js';

/**
 * The contract of each deal as its last scoring found it. describe() is not told the deal's number,
 * and the contract follows from it; replay scores a deal just before it describes the same object.
 */
const contractFor = new WeakMap<object, number>();

function describe(input: JokerInput, lang: Lang): string {
  const m = M[lang];
  const k = contractFor.get(input);
  return k === undefined ? m.out(input.out) : `${m.out(input.out)} · ${m.contracts[k - 1]}`;
}

/**
 * How many entries a `judge score` line gives: its `--points` and `--hand` pairs, less the player out named
 * with 0, which §3 accepts and which is no entry (every OTHER player has one).
 */
const entries = (v: unknown, out: string | undefined): number =>
  typeof v === 'string'
    ? v.split(',').filter((s) => {
        const [who, n, ...rest] = s.split('=').map((x) => x.trim());
        if (s.trim() === '') return false;
        const outsZero = who === out && rest.length === 0 && /^-?\d+$/.test(n ?? '') && Number(n) === 0;
        return !outsZero;
      }).length
    : 0;

const WORDS = { dealWord: say((m) => m.dealWord), dealWords: say((m) => m.dealWords) };

export const jokeren: GameManifest<null, JokerInput> = {
  id: 'jokeren',
  name: say((m) => m.name),
  summary: say((m) => m.summary),
  ruleSets: [
    { id: 'kbn', description: say((m) => m.ruleSetKbn) },
    { id: 'dehoop', description: say((m) => m.ruleSetDehoop) },
    { id: 'amerikaans', description: say((m) => m.ruleSetAmerikaans) },
  ],
  defaultRules: 'kbn',
  aliases: jokerenHead.aliases,
  // §1: two packs deal 13 each to six and leave a stock; the sources name 2 to 4 a table.
  players: { min: 2, max: 6 },
  unit: 'points',
  // Penalty points: the lowest total wins (§4).
  lowWins: true,
  starts: say((m) => m.starts),
  ...WORDS,
  teams: () => undefined,
  // Every player scores what his own hand costs.
  zeroSum: () => false,
  // Nobody declares anything: one player goes out, the others pay for their cards.
  declarers: () => [],
  settings: settingsFor,
  checkSettings,
  // Record's words that the phone's line reads as a whole deal are said as that deal (core/words.ts).
  parseDeal: readingWords(
    (args, config) => parseDeal(args, config),
    jokerenFlow.readLine,
    (input) => toArgs(input),
  ),
  toArgs: (input) => toArgs(input),
  initialState: () => null,
  scoreDeal(state, input, config, at) {
    const s = scoreJokeren(input, config, at);
    if (s.contract === undefined) contractFor.delete(input);
    else contractFor.set(input, s.contract);
    return {
      scores: s.scores,
      state,
      extra: { detail: s.detail, ...(s.contract !== undefined ? { contract: s.contract } : {}) },
    };
  },
  describe: (input, _config, lang) => describe(input, lang),
  // The deal passes to the next player after every deal [AJS].
  movesDealer: () => true,
  standing(totals, dealsPlayed, _state, config: SheetConfig) {
    const { limit } = config.settings;
    const winner = leaders(config.players, totals, true);
    const over = config.players.filter((_, i) => limit !== 'none' && totals[i] >= Number(limit));
    const done = dealsPlayedOut(config.settings, dealsPlayed, WORDS);
    // Both ends at once: raising one of them alone would not play on; nor more deals beside the 7 contracts, which
    // `contracts=on` plays (§5: another `deals` with it is refused).
    const more = over.length === 0 && config.settings.contracts !== 'on';
    if (done) return { finished: true, winner, why: done, ...(more ? { playsOn: 'deals' } : {}) };
    if (over.length > 0)
      return { finished: true, winner, why: say((m) => m.limitReached(over, limit)), playsOn: 'limit' };
    return { finished: false };
  },
  sheetExtra(_state, config, next) {
    const k = contractOf(config.settings, next?.number);
    return k === undefined ? {} : { nextContract: k };
  },
  footer(view, lang) {
    const k = view.nextContract;
    return typeof k === 'number' ? M[lang].nextContract(k, M[lang].contracts[k - 1]) : undefined;
  },
  judgeScore(flags) {
    if (typeof flags.players === 'string') return {};
    // Without --players there are as many seats as the entries and the player out (§7).
    const out = typeof flags.out === 'string' ? flags.out.trim() : undefined;
    const n = entries(flags.points, out) + entries(flags.hand, undefined) + 1;
    if (n < 2 || n > 6) throw new UsageError(say((m) => m.judgeSeats(n - 1)));
    // The player out is one of those seats: `--out 4` beside two entries names nobody.
    if (out !== undefined && /^\d+$/.test(out) && Number(out) > n)
      throw new RuleViolation(say((m) => m.judgeOut(out, n)));
    return { seats: n };
  },
  flow: jokerenFlow,
  // events.md §2.2: tables of 3 or 4 [HOOP: at most 4 a table]; every player deals twice a round, amerikaans its
  // 7 contract deals; 3 rounds. The lowest total is better: the standings ask the game (lowWins).
  event: {
    kinds: ['individual'],
    tableSizes: [3, 4],
    deals: (s, rules) => (rules === 'amerikaans' ? 7 : 2 * s),
    rounds: 3,
    teams: false,
    noLimit: 'none',
  },
  completion: { contracts: () => [] },
};
