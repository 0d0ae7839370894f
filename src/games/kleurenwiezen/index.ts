import { UsageError } from '../../core/errors.js';
import type { DealAt, Lang, SheetConfig } from '../../core/game.js';
import type { GameManifest } from '../../core/manifest.js';
import { kleurenwiezenFlow } from './flow.js';
import { bySeats, leaders } from '../../core/players.js';
import { dealsComplete } from '../../core/settings.js';
import {
  checkActive,
  checkDeals,
  contractsOf,
  parseDeal,
  settingsFor,
  sheetName,
  sittersOf,
  toArgs,
  ZERO_SUM,
  type RuleSet,
  type WhistInput,
} from './rules.js';
import { scoreWhist } from './score.js';
import { MESSAGES, say } from './messages.js';

/**
 * The contract in words as on the paper sheet, e.g. "Bert + Dirk samen 8: 9 tricks", "Ann + Bert grote miserie: Ann 0,
 * Bert 1"; players who are seats (`judge score` without --players) say so there: "seat 1 took 0", not "1 0".
 */
function describe(input: WhistInput, { rules, players }: SheetConfig, lang: Lang): string {
  const w = MESSAGES[lang].sheet;
  if (input.contract === 'pas') return w.pas;
  // IWWA calls troel 9 (four aces) troela.
  const name = sheetName(input.contract, input.level, rules);
  const by = input.by ?? [];
  const t = input.tricks;
  const result =
    typeof t === 'number'
      ? `: ${w.tricks(t)}`
      : t === undefined
        ? ''
        : ': ' + by.map((p) => (bySeats(players) ? w.seatTook(p, t[p]) : `${p} ${t[p]}`)).join(', ');
  const revoke = input.revoke ? ` (${w.revokeBy(input.revoke)})` : '';
  return `${by.join(' + ')} ${name}${result}${revoke}`;
}

/** What a deal carries to the next. */
interface WhistState {
  /** Hands really played: a `pas` is a redeal, not a played deal (issue 11). */
  played: number;
  /** `pas` deals directly before the next deal (the `rondje-pas` multiplier). */
  passes: number;
  /** Seat of the next dealer, for scoring without the sheet's own count (`at`). */
  dealer: number;
  /** Deals so far, `pas` included. */
  deals: number;
}

/** The multiplier of a deal after `passes` passes (kleurenwiezen-tables.md §0.1). */
function multiplierAfter(passes: number, config: SheetConfig): number {
  const mode = config.settings['rondje-pas'];
  if (passes === 0 || mode === undefined || mode === 'off') return 1;
  return mode === 'stack' ? passes + 1 : 2;
}

export const kleurenwiezen: GameManifest<WhistState, WhistInput> = {
  id: 'kleurenwiezen',
  name: say((m) => m.game.kleurenwiezenColourWhist),
  summary: say((m) => m.game.summary),
  ruleSets: [
    {
      id: 'lodige',
      description: say((m) => m.game.flemishClubRules),
    },
    {
      id: 'cardgames',
      description: say((m) => m.game.zeroSumPayments),
    },
    {
      id: 'whisthub',
      description: say((m) => m.game.whisthubSTable),
    },
    {
      id: 'iwwa',
      description: say((m) => m.game.theIwwaTournament),
    },
  ],
  defaultRules: 'lodige',
  // Five or six at the table: the dealer (and with six the player opposite) sits out.
  players: { min: 4, max: 6 },
  unit: 'points',
  // Partners change from deal to deal: nobody has a team for the whole sheet.
  teams: () => undefined,
  zeroSum: (rules) => ZERO_SUM.includes(rules),
  // Every declarer is named in --by; a made contract scores him positive in every rule set (a
  // miserie player his own success), a failed one negative.
  declarers: (input, scores, _extra, config) =>
    (input.by ?? []).map((p) => ({ player: p, made: scores[config.players.indexOf(p)] > 0 })),
  settings: settingsFor,
  checkSettings: (rules, settings, players) => checkDeals(rules, settings, players),
  checkSetup(config) {
    const bad = checkDeals(config.rules, config.settings, config.players.length);
    if (bad) throw new UsageError(bad);
  },
  parseDeal,
  toArgs,
  initialState: (config) => ({ played: 0, passes: 0, dealer: config.firstDealer ?? 0, deals: 0 }),
  scoreDeal(state, input, config, at?: DealAt) {
    const n = config.players.length;
    const dealer = at?.dealer ?? state.dealer;
    const number = at?.number ?? state.deals + 1;
    const out = sittersOf(dealer, n);
    checkActive(input, config, dealer, number, out);
    const pas = input.contract === 'pas';
    const active = out.length === 0 ? config.players : config.players.filter((_, i) => !out.includes(i));
    const multiplier = pas ? 1 : multiplierAfter(state.passes, config);
    const played = scoreWhist(input, out.length === 0 ? config : { ...config, players: active });
    // A sitter scores 0 whatever was played (kleurenwiezen-tables.md §3.2).
    const scores = config.players.map((p) => {
      const i = active.indexOf(p);
      return i < 0 ? 0 : played[i] * multiplier;
    });
    return {
      scores,
      state: {
        played: state.played + (pas ? 0 : 1),
        passes: pas ? state.passes + 1 : 0,
        dealer: pas ? dealer : (dealer + 1) % n,
        deals: number,
      },
      extra: {
        ...(out.length > 0 ? { sittingOut: out.map((s) => config.players[s]) } : {}),
        ...(multiplier !== 1 ? { multiplier } : {}),
      },
    };
  },
  describe,
  countsTowardDeals: (input) => input.contract !== 'pas',
  movesDealer: (input) => input.contract !== 'pas',
  standing(totals, _deals, state, config) {
    // `deals` counts played hands only: all pass is dealt again (seed 001, issue 11).
    const limit = config.settings.deals;
    if (limit === undefined || limit === 'off' || state.played < Number(limit)) return { finished: false };
    const why = dealsComplete(Number(limit));
    return { finished: true, winner: leaders(config.players, totals), why, playsOn: 'deals' };
  },
  // The sitters follow the dealer the sheet replays (a `tafel dealer` or `--dealer` included).
  sheetExtra(state, config, next?: DealAt) {
    const out = sittersOf(next?.dealer ?? state.dealer, config.players.length);
    return out.length > 0 ? { nextSittingOut: out.map((s) => config.players[s]) } : {};
  },
  flow: kleurenwiezenFlow,
  // events.md §2.2: every player deals twice, 5 rounds [TLEER].
  event: { kinds: ['individual'], tableSizes: [4, 5, 6], deals: (s) => 2 * s, rounds: 5, teams: false, noLimit: 'off' },
  completion: {
    contracts: (rules) => [...contractsOf(rules as RuleSet).map((c) => c.id), 'pas'],
  },
};
