import { UsageError } from '../../core/errors.js';
import type { Lang } from '../../core/game.js';
import type { GameManifest } from '../../core/manifest.js';
import { zwikkenFlow } from './flow.js';
import { dealWinner, settleDeal, sharePot, type ZwikState } from './ledger.js';
import { parseDeal, pointsWinner, settingsFor, toArgs, zwikWinner, type Rank, type ZwikInput } from './rules.js';
import { say } from './messages.js';

const RANK_NAMES: Record<Lang, Record<Rank, string>> = {
  en: { A: 'aces', K: 'kings', Q: 'queens', J: 'jacks', '10': 'tens' },
  nl: { A: 'azen', K: 'heren', Q: 'vrouwen', J: 'boeren', '10': 'tienen' },
};

/**
 * The deal in words as a scorekeeper writes it, e.g. "Ann, Bert asked; Ann won". The money is in
 * the columns: describe() sees the input only, not the pot it was played for.
 */
export function describe(input: ZwikInput, lang: Lang): string {
  const nl = lang === 'nl';
  const s = input.searched ?? 0;
  const searched =
    s === 0
      ? ''
      : nl
        ? s === 1
          ? 'eenmaal gezocht'
          : 'tweemaal gezocht'
        : s === 1
          ? 'searched once'
          : 'searched twice';
  if (input.contract === 'pas') return (nl ? 'iedereen paste' : 'all passed') + (searched ? `, ${searched}` : '');
  const askers = input.askers ?? [];
  const asked = `${askers.join(', ')} ${nl ? (askers.length === 1 ? 'vroeg' : 'vroegen') : 'asked'}`;
  let outcome: string;
  if (input.zwik && input.zwik.length > 0) {
    const holder = zwikWinner(input.zwik);
    const rank = input.zwik.find((z) => z.player === holder)?.rank;
    const of = rank ? ` ${nl ? 'van' : 'of'} ${RANK_NAMES[lang][rank]}` : '';
    outcome = nl ? `${holder} won met zwik${of}` : `${holder} won with a zwik${of}`;
  } else {
    const winner = input.points ? pointsWinner(input.points) : input.winner;
    const pts = input.points && winner ? input.points[winner] : undefined;
    if (winner === undefined) {
      const best = input.points ? Math.max(...Object.values(input.points)) : undefined;
      outcome = nl
        ? `gelijkspel${best !== undefined ? ` op ${best} punten` : ''}, niemand won`
        : `tie${best !== undefined ? ` at ${best} points` : ''}, nobody won`;
    } else {
      const withPts = pts !== undefined ? (nl ? ` met ${pts} punten` : ` with ${pts} points`) : '';
      const passed = askers.includes(winner) ? '' : nl ? ' maar had gepast' : ' but had passed';
      outcome = `${winner} won${withPts}${passed}`;
    }
  }
  return `${asked}; ${outcome}${searched ? ` (${searched})` : ''}`;
}

/** Cents to currency units for the view (the core divides scores and totals the same way). */
const units = (cents: number): number => cents / 100;

export const zwikken: GameManifest<ZwikState, ZwikInput> = {
  id: 'zwikken',
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
    if (!config.sharePot) return undefined;
    const shares = sharePot(state.pot, config.players.length);
    const balances = state.balances.map((b, seat) => b + shares[seat]);
    return { scores: shares, state: { pot: 0, balances }, text: say((m) => m.game.potShared) };
  },
  flow: zwikkenFlow,
  event: { none: say((m) => m.game.noEvents) },
  completion: {
    contracts: () => ['pas'],
  },
};
