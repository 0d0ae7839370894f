import { RuleViolation } from '../../core/errors.js';
import type { SheetConfig } from '../../core/game.js';
import { pointsWinner, zwikWinner, type ZwikInput } from './rules.js';
import { say } from './messages.js';

/**
 * The Zwikken money ledger, in integer cents only: floating point never touches an amount. Every
 * cent a player pays goes into the pot and every cent he receives comes out of it, so
 * pot + sum of balances = 0 after every step.
 */
export interface ZwikState {
  /** Cents in the pot. */
  pot: number;
  /** Per seat: cents received minus cents paid in, so far. Kept here so every amount is checked exact. */
  balances: number[];
}

/** What one deal did: per seat, what each player received (+) or paid (-); the ledger after it. */
export interface DealMoney {
  scores: number[];
  state: ZwikState;
  /** The pot when the deal was played: after the ante and searches, before the winner took it. */
  played: number;
  anted: boolean;
  /** Who took the pot, if anyone (the winner, when he asked). */
  taker?: string;
  /** Who won the deal, asked or not; undefined on a tie or when everybody passed. */
  winner?: string;
}

/** The deal's winner: the asker with the (highest) zwik, else the named or most-points player, else nobody. */
export function dealWinner(input: ZwikInput): string | undefined {
  if (input.contract === 'pas') return undefined;
  if (input.zwik && input.zwik.length > 0) return zwikWinner(input.zwik);
  if (input.winner !== undefined) return input.winner;
  if (input.points !== undefined) return pointsWinner(input.points);
  return undefined; // --tie
}

/** A pot that doubles with every losing asker can outgrow exact whole numbers; refuse rather than round. */
function exact(cents: number): number {
  if (!Number.isSafeInteger(cents)) {
    throw new RuleViolation(say((m) => m.ledger.thePotHas));
  }
  return cents;
}

/** The four steps of the spec's ledger for one deal. */
export function settleDeal(state: ZwikState, input: ZwikInput, config: SheetConfig): DealMoney {
  if (state.balances.length !== config.players.length)
    throw new Error('zwikken ledger: balances do not match the players');
  const players = config.players;
  const stake = config.stakeCents;
  if (stake === undefined) throw new RuleViolation(say((m) => m.ledger.thisZwikkenSheet));
  const scores = players.map(() => 0);
  let pot = state.pot;
  const payIn = (seat: number, cents: number) => {
    scores[seat] = exact(scores[seat] - cents);
    pot = exact(pot + cents);
  };

  // 1. The first deal, and every deal that starts with an empty pot: everybody antes one stake.
  const anted = pot === 0;
  if (anted) for (let seat = 0; seat < players.length; seat++) payIn(seat, stake);
  // 2. The first search costs everybody one stake; the second is free.
  if ((input.searched ?? 0) >= 1) for (let seat = 0; seat < players.length; seat++) payIn(seat, stake);
  const played = pot;
  const after = (): ZwikState => ({ pot, balances: state.balances.map((b, seat) => exact(b + scores[seat])) });
  if (input.contract === 'pas') return { scores, state: after(), played, anted };

  // 3. The winner takes the whole pot, but only if he asked; every other asker pays in.
  const askers = input.askers ?? [];
  const winner = dealWinner(input);
  const taker = winner !== undefined && askers.includes(winner) ? winner : undefined;
  if (taker !== undefined) {
    scores[players.indexOf(taker)] += played;
    pot -= played;
  }
  const loss = config.settings['loser-pays'] === 'stake' ? stake : played;
  for (const p of askers) if (p !== taker) payIn(players.indexOf(p), loss);
  // 4. An emptied pot makes the next deal start with an ante (step 1 sees pot 0).
  return { scores, state: after(), played, anted, ...(taker ? { taker } : {}), ...(winner ? { winner } : {}) };
}

/** The pot shared out equally; the leftover cents go one each to the players in seat order. */
export function sharePot(pot: number, players: number): number[] {
  const each = Math.floor(pot / players);
  const left = pot - each * players;
  return Array.from({ length: players }, (_, seat) => each + (seat < left ? 1 : 0));
}
