import { RuleViolation } from '../../core/errors.js';
import type { DealAt, SheetConfig } from '../../core/game.js';
import { say } from './messages.js';
import { isFresh, stakeOf, type ToepInput, toepsOf } from './rules.js';
import { type Rules, rulesOf } from './settings.js';

/**
 * A round's points (spec/toepen.md §2, §3): the winner 0, a passer the toep he passed on, everybody else
 * in the round the final stake, the vuile-was penalty on top; four of a kind the same points for every
 * other player still in. With the cap on ("voor dood") nobody scores past the limit. Who is out follows
 * from the totals before each round, corrections included, so a correction that lifts a player back
 * under the limit brings him back.
 */

/** Who is out of the game and since when, as the game carries it from round to round. */
export interface ToepState {
  /** Rounds scored so far. */
  round: number;
  /** Totals after the last round as this game scored them (corrections are seen only through `DealAt.totals`). */
  totals: number[];
  /** Totals before the last round: who went out in it is placed by them. */
  before: number[];
  /** Per seat, the round after which the player is out (0: before round 1); null while he is in. */
  outAt: (number | null)[];
  /** Per seat, his total before the round in which he went out. */
  outFrom: number[];
  /** The seat that won the last round (four of a kind: its holder). */
  lastWinner: number | null;
}

export const initialState = (config: SheetConfig): ToepState => ({
  round: 0,
  totals: config.players.map(() => 0),
  before: config.players.map(() => 0),
  outAt: config.players.map(() => null),
  outFrom: config.players.map(() => 0),
  lastWinner: null,
});

/**
 * Who is out given the totals now (after the last round, corrections included): a total at or over the
 * limit is out; a player the round before had not seen out went out through a correction after it.
 */
export function outsAt(
  state: ToepState,
  totals: readonly number[],
  limit: number,
): Pick<ToepState, 'outAt' | 'outFrom'> {
  const outAt = [...state.outAt];
  const outFrom = [...state.outFrom];
  totals.forEach((t, s) => {
    if (t < limit) outAt[s] = null;
    else if (outAt[s] === null) {
      outAt[s] = state.round;
      outFrom[s] = state.before[s];
    }
  });
  return { outAt, outFrom };
}

/** The seats still in, in seating order. */
export const seatsIn = (outAt: readonly (number | null)[]): number[] =>
  outAt.flatMap((o, s) => (o === null ? [s] : []));

/** The next seat still in clockwise after `from` (not `from` itself unless nobody else is in). */
export function nextIn(from: number, outAt: readonly (number | null)[]): number {
  const n = outAt.length;
  for (let i = 1; i <= n; i++) {
    const s = (from + i) % n;
    if (outAt[s] === null) return s;
  }
  return from;
}

/**
 * The checks of a round that need the sheet (§5): every player named is still in, and a round in which
 * everybody else still in passed on toep k ended there, won by the one player left, before its last trick (no jack in
 * a round entered now). `round` names the round.
 */
export function checkRound(
  input: ToepInput,
  config: SheetConfig,
  outAt: readonly (number | null)[],
  totals: readonly number[],
  round: number,
): void {
  const { players } = config;
  const seat = (p: string) => players.indexOf(p);
  const inSeats = seatsIn(outAt);
  if (inSeats.length < 2) {
    const last = inSeats.length === 1 ? players[inSeats[0]] : undefined;
    throw new RuleViolation(
      say((m) => (last ? m.lastLeft(last) : m.limitReached(players, rulesOf(config.settings).limit))),
    );
  }
  const named = [
    input.fourOfAKind,
    input.winner,
    ...(input.toeps ?? []),
    ...Object.keys(input.passed ?? {}),
    input.wasPenalty,
  ].filter((p): p is string => p !== undefined);
  for (const p of named) {
    const s = seat(p);
    const since = outAt[s];
    if (s >= 0 && since !== null) throw new RuleViolation(say((m) => m.isOut(round, p, totals[s], since)));
  }
  if (input.fourOfAKind !== undefined) return;
  const passed = input.passed ?? {};
  const left = inSeats.filter((s) => passed[players[s]] === undefined);
  if (left.length !== 1) return;
  // Everybody else passed: on the last of their passes the round ended, won by the one player left.
  const k = Math.max(...Object.values(passed));
  const p = players[left[0]];
  // What to mend: the winner, and a stake past toep k (the final stake, or the toepers after the k-th).
  const fixes = [
    ...(input.winner === p ? [] : [`--winner ${p}`]),
    ...(toepsOf(input) <= k
      ? []
      : [input.toeps ? `--toeps ${input.toeps.slice(0, k).join(',')}` : `--final-stake ${k + 1}`]),
  ];
  if (fixes.length > 0) throw new RuleViolation(say((m) => m.allPassed(k, p, fixes)));
  // No last trick was played, so no jack took it: refused in a round entered now (a player who is out passed nothing,
  // so he is not waited for; until 2026-12-07 he was, and the jack went through once anybody was out).
  if (input.jack === true && isFresh(input)) throw new RuleViolation(say((m) => m.allPassedJack(k, p)));
}

/** A round scored: the points added per seat, and the facts the sheet and the JSON show. */
export interface Scored {
  scores: number[];
  stake?: number;
  /** Points before the cap, by player, for every player who was in. */
  raw: Record<string, number>;
  capped: string[];
  /** Who went out in this round. */
  out: string[];
  /** Who was out before it: he sits the round out ("dood"). */
  dood: string[];
  state: ToepState;
  nextDealer?: number;
}

/** The raw points of every seat (§2): 0 for a player who is out. */
function rawPoints(input: ToepInput, config: SheetConfig, r: Rules, inSeat: (s: number) => boolean): number[] {
  const { players } = config;
  const four = input.fourOfAKind;
  if (four !== undefined) return players.map((p, s) => (inSeat(s) && p !== four ? (r.four ?? 0) : 0));
  const stake = stakeOf(input);
  const passed = input.passed ?? {};
  // A jack in the last trick counts only where one was played: not when everybody else passed (the round ended there).
  const played = players.some((p, s) => inSeat(s) && p !== input.winner && passed[p] === undefined);
  return players.map((p, s) => {
    if (!inSeat(s)) return 0;
    const base = p === input.winner ? (input.jack && played ? -1 : 0) : (passed[p] ?? stake);
    return base + (p === input.wasPenalty ? r.wasPenalty : 0);
  });
}

/** Who deals the next round (§1): the winner, the next player in on the left, or the highest total. */
function dealerAfter(
  r: Rules,
  winner: number,
  dealer: number | undefined,
  st: Pick<ToepState, 'outAt' | 'totals'>,
): number | undefined {
  const { outAt, totals } = st;
  if (r.dealer === 'winner') return outAt[winner] === null ? winner : nextIn(winner, outAt);
  if (dealer === undefined) return undefined;
  if (r.dealer === 'left') return nextIn(dealer, outAt);
  const n = outAt.length;
  const inSeats = seatsIn(outAt);
  if (inSeats.length === 0) return winner;
  const high = Math.max(...inSeats.map((s) => totals[s]));
  // Equal highest: the first of them clockwise after the last dealer.
  for (let i = 1; i <= n; i++) {
    const s = (dealer + i) % n;
    if (outAt[s] === null && totals[s] === high) return s;
  }
  return winner;
}

/**
 * Who deals when `seat` would, the totals now counting the corrections made since the last round (§1): `seat` while he
 * is in; a correction that put him out passes the deal on as a round that put him out does (`dealerAfter`, he as the
 * winner and the last dealer).
 */
export function dealerNow(seat: number, state: ToepState, totals: readonly number[], config: SheetConfig): number {
  const r = rulesOf(config.settings);
  const { outAt } = outsAt(state, totals, r.limit);
  return outAt[seat] === null ? seat : (dealerAfter(r, seat, seat, { outAt, totals: [...totals] }) ?? seat);
}

export function scoreRound(state: ToepState, input: ToepInput, config: SheetConfig, at?: DealAt): Scored {
  const { players } = config;
  const r = rulesOf(config.settings);
  const round = at?.number ?? state.round + 1;
  const totals = at?.totals ?? state.totals;
  const { outAt, outFrom } = outsAt(state, totals, r.limit);
  checkRound(input, config, outAt, totals, round);
  const wasIn = outAt.map((o) => o === null);
  const inSeat = (s: number) => wasIn[s];
  const dood = players.filter((_, s) => !inSeat(s));
  const raw = rawPoints(input, config, r, inSeat);
  const scores = raw.map((x, s) => (r.cap && x > 0 && inSeat(s) ? Math.min(x, r.limit - totals[s]) : x));
  const after = totals.map((t, s) => t + scores[s]);
  const out: string[] = [];
  players.forEach((p, s) => {
    if (inSeat(s) && after[s] >= r.limit) {
      out.push(p);
      outAt[s] = round;
      outFrom[s] = totals[s];
    }
  });
  const winner = players.indexOf(input.fourOfAKind ?? input.winner ?? '');
  const next: ToepState = { round, totals: after, before: [...totals], outAt, outFrom, lastWinner: winner };
  const nextDealer = dealerAfter(r, winner, at?.dealer, { outAt, totals: after });
  return {
    scores,
    ...(input.fourOfAKind === undefined ? { stake: stakeOf(input) } : {}),
    raw: Object.fromEntries(players.flatMap((p, s) => (inSeat(s) ? [[p, raw[s]]] : []))),
    capped: players.filter((_, s) => scores[s] < raw[s]),
    out,
    dood,
    state: next,
    ...(nextDealer === undefined ? {} : { nextDealer }),
  };
}

/**
 * The state after these rounds as this game scores them alone (no corrections, no stored dealers): table
 * mode's view of who is still in, before `record` checks the round against the sheet itself. A round that
 * no longer scores (a sheet changed by hand) ends the replay there.
 */
export function stateAfter(rounds: readonly ToepInput[], config: SheetConfig): ToepState {
  let state = initialState(config);
  for (const input of rounds) {
    try {
      state = scoreRound(state, input, config).state;
    } catch (e) {
      if (e instanceof RuleViolation) break;
      throw e;
    }
  }
  return state;
}
