import { UsageError } from '../../core/errors.js';
import type { Lang } from '../../core/game.js';
import type { GameManifest } from '../../core/manifest.js';
import { zwikkenFlow } from './flow.js';
import { dealWinner, settleDeal, sharePot, type ZwikState } from './ledger.js';
import { parseDeal, pointsWinner, settingsFor, toArgs, zwikWinner, type ZwikInput } from './rules.js';
import { MESSAGES, say } from './messages.js';

/**
 * The deal in words as a scorekeeper writes it, e.g. "Ann, Bert asked; Ann won". The money is in
 * the columns: describe() sees the input only, not the pot it was played for.
 */
export function describe(input: ZwikInput, lang: Lang): string {
  const w = MESSAGES[lang].sheet;
  const searched = input.searched === 1 || input.searched === 2 ? w.searched(input.searched) : '';
  if (input.contract === 'pas') return w.allPassed + (searched ? `, ${searched}` : '');
  const askers = input.askers ?? [];
  const asked = w.asked(askers.join(', '), askers.length);
  let outcome: string;
  if (input.zwik && input.zwik.length > 0) {
    const holder = zwikWinner(input.zwik);
    const rank = input.zwik.find((z) => z.player === holder)?.rank;
    outcome = w.wonWithZwik(holder, rank === undefined ? undefined : w.ranks[rank]);
  } else {
    const winner = input.points ? pointsWinner(input.points) : input.winner;
    const pts = input.points && winner ? input.points[winner] : undefined;
    if (winner === undefined) {
      outcome = w.tie(input.points ? Math.max(...Object.values(input.points)) : undefined);
    } else {
      outcome = w.won(winner, pts, askers.includes(winner));
    }
  }
  return `${asked}; ${outcome}${searched ? ` (${searched})` : ''}`;
}

/** Cents to currency units for the view (the core divides scores and totals the same way). */
const units = (cents: number): number => cents / 100;

export const zwikken: GameManifest<ZwikState, ZwikInput> = {
  id: 'zwikken',
  dealWord: say((m) => m.dealWord),
  dealWords: say((m) => m.dealWords),
  name: say((m) => m.game.zwikkenPotGame),
  summary: say((m) => m.game.summary),
  ruleSets: [
    {
      id: 'standard',
      description: say((m) => m.game.aPotOf),
    },
  ],
  defaultRules: 'standard',
  players: { min: 2, max: 6 },
  unit: 'money',
  teams: () => undefined,
  // A ledger: every cent paid goes into the pot and every cent received comes out of it (pot + the
  // balances = 0), so money only changes hands and a correction must sum to zero.
  zeroSum: () => true,
  // An asker "made" it when he won the deal (and so took the pot).
  declarers: (input) => {
    const winner = dealWinner(input);
    return (input.askers ?? []).map((p) => ({ player: p, made: p === winner }));
  },
  settings: settingsFor,
  // The stake is given once, with --stake: `set stake=` says so rather than "Unknown setting".
  notASetting: (_rules, key) => (key === 'stake' ? say((m) => m.set.stakeIsNoRule) : undefined),
  checkSetup(config) {
    if (config.stakeCents === undefined) {
      throw new UsageError(say((m) => m.game.zwikkenIsPlayed(config.players.join(','))));
    }
  },
  parseDeal,
  toArgs,
  initialState: (config) => ({ pot: 0, balances: config.players.map(() => 0) }),
  scoreDeal(state, input, config) {
    const money = settleDeal(state, input, config);
    return { scores: money.scores, state: money.state, extra: { pot: units(money.state.pot) } };
  },
  describe: (input, _config, lang) => describe(input, lang),
  // The deal passes clockwise after every deal, an all-pass deal included: it was dealt and anted.
  movesDealer: () => true,
  // An evening of Zwikken ends when the players say so: `tafel finish`.
  standing: () => ({ finished: false }),
  extraColumns: [{ key: 'pot', label: say((m) => m.game.pot) }],
  sheetExtra: (state, config) => ({ pot: units(state.pot), stake: units(config.stakeCents ?? 0) }),
  settle(state, config) {
    // An empty pot has nothing to share: no row of 0.00 (finish says the pot is empty).
    if (!config.sharePot || state.pot === 0) return undefined;
    const shares = sharePot(state.pot, config.players.length);
    const balances = state.balances.map((b, seat) => b + shares[seat]);
    return { scores: shares, state: { pot: 0, balances }, text: say((m) => m.game.potShared) };
  },
  flow: zwikkenFlow,
  event: { none: say((m) => m.game.noEvents), game: say((m) => m.name) },
  completion: {
    contracts: () => ['pas'],
  },
};
