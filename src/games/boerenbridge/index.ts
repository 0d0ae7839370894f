import { RuleViolation, UsageError } from '../../core/errors.js';
import type { Lang, SheetConfig } from '../../core/game.js';
import type { GameManifest } from '../../core/manifest.js';
import { readingWords } from '../../core/words.js';
import { either } from '../../i18n/lang.js';
import { leaders } from '../../core/players.js';
import { MESSAGES } from './messages.js';
import { marksOf, parseDeal, toArgs, type BridgeInput } from './rules.js';
import { scoreBridge, type Detail } from './score.js';
import { boerenbridgeFlow } from './flow.js';
import { checkSettings, hookApplies, playerRange, RULE_SETS, say, scheduleOf, settingsFor } from './settings.js';

/**
 * The cards of each deal as its last scoring found them. describe() is not told the deal's number,
 * and the cards follow from it; replay scores a deal just before it describes the same object.
 */
const cardsOf = new WeakMap<object, number>();

function describe(input: BridgeInput, config: SheetConfig, lang: Lang): string {
  const m = MESSAGES[lang];
  const c = cardsOf.get(input);
  const trump =
    input.trump === undefined
      ? ''
      : input.trump === 'none'
        ? ` ${m.noTrump}`
        : ` ${{ S: '♠', H: '♥', D: '♦', C: '♣' }[input.trump]}`;
  const head = `${c === undefined ? '' : m.cards(c)}${trump}`;
  const sum = config.players.reduce((s, p) => s + input.bids[p], 0);
  const tail = input.misdeal !== undefined ? m.misdealBy(input.misdeal) : `${m.bids} ${sum}`;
  return head === '' ? tail : `${head}: ${tail}`;
}

const schedule = (config: SheetConfig) => scheduleOf(config.rules, config.settings, config.players.length);

export const boerenbridge: GameManifest<null, BridgeInput> = {
  id: 'boerenbridge',
  name: say((m) => m.name),
  summary: say((m) => m.summary),
  ruleSets: [
    { id: 'wk', description: say((m) => m.ruleSetWk) },
    { id: 'klassiek', description: say((m) => m.ruleSetKlassiek) },
    { id: 'poepen', description: say((m) => m.ruleSetPoepen) },
  ],
  defaultRules: 'wk',
  // spec/boerenbridge.md: the Flemish name of the CS rules.
  aliases: { 'chinees-poepen': 'poepen' },
  players: { min: 3, max: 8 },
  unit: 'points',
  teams: () => undefined,
  // Every player scores his own prediction only.
  zeroSum: () => false,
  // Every player predicts every deal; made = exact. A misdeal deal counts for nobody (review 5).
  declarers(deal, _scores, extra) {
    if (deal.misdeal !== undefined) return [];
    const detail = (extra.detail ?? {}) as Record<string, Detail>;
    return Object.keys(deal.bids).map((player) => ({ player, made: detail[player]?.exact === true }));
  },
  settings: settingsFor,
  checkSettings,
  checkSetup(config) {
    const { min, max } = playerRange(config.rules);
    const n = config.players.length;
    if (n < min || n > max) {
      // The way on: the rule sets that take n players (the game's 3 to 8 were checked before: only a top differs).
      const others = RULE_SETS.filter((r) => n <= playerRange(r).max).map((r) => `--rules ${r}`);
      throw new RuleViolation(say((m, lang) => m.playersRange(config.rules, min, max, n, either(others, lang))));
    }
  },
  // Record's words that table mode's line reads as a whole deal are said as that deal (core/words.ts).
  parseDeal: readingWords((args, config, at) => parseDeal(args, config, at), boerenbridgeFlow.readLine, toArgs),
  toArgs,
  initialState: () => null,
  scoreDeal(state, deal, config, at) {
    const s = scoreBridge(deal, config, at);
    cardsOf.set(deal, s.cards);
    return {
      scores: s.scores,
      state,
      extra: { cards: s.cards, detail: s.detail, marks: marksOf(deal, config.players) },
    };
  },
  describe: (input, config, lang) => describe(input, config, lang),
  // The deal passes on after every deal, a misdeal included (§1).
  movesDealer: () => true,
  // Every deal counts toward the schedule, a misdeal too.
  dealLimit: (config) => schedule(config).length,
  // A longer schedule is a list, not a higher number: no house rule plays on.
  standing(totals, dealsPlayed, _state, config) {
    const n = schedule(config).length;
    if (dealsPlayed < n) return { finished: false };
    return { finished: true, winner: leaders(config.players, totals), why: say((m) => m.scheduleComplete(n)) };
  },
  sheetExtra(_state, config, next) {
    const s = schedule(config);
    const number = next?.number ?? 1;
    return { schedule: s, ...(number <= s.length ? { nextCards: s[number - 1] } : {}) };
  },
  judgeScore(flags) {
    if (typeof flags.cards !== 'string') throw new UsageError(say((m) => m.judgeNeedsCards));
    if (typeof flags.players === 'string' || typeof flags.bids !== 'string') return {};
    // Without --players there are as many seats as bids given (§8).
    const n = flags.bids.split(',').filter((s) => s.trim() !== '').length;
    if (n < 3 || n > 8) throw new UsageError(say((m) => m.judgeSeats(n)));
    return { seats: n };
  },
  flow: boerenbridgeFlow,
  event: {
    kinds: ['individual'],
    tableSizes: [4, 5, 6],
    // A round is one whole game of the rule set's schedule at that table size (events.md §2.2): there is no
    // `deals` house rule, and `schedule` and `max-cards` set its length.
    deals: (size, rules, set) => scheduleOf(rules, set, size).length,
    rounds: 3,
    teams: false,
  },
  completion: {
    contracts: () => [],
  },
  footer(view, lang) {
    const c = view.nextCards;
    if (typeof c !== 'number') return undefined;
    const hook = (view.options as Record<string, unknown> | undefined)?.hook;
    return MESSAGES[lang].nextLine(c, String(view.nextDealer), typeof hook === 'string' && hookApplies(hook, c));
  },
};
