import { num } from '../../core/settings.js';
import { contractById } from './contracts.js';
import type { RikInput } from './rules.js';
import { switchedValue } from './contracts.js';

/**
 * One Rikken deal among the four active players (spec/rikken.md §4): per active player, in the
 * order given, and the deal's `result`. Every deal sums to zero; a deal that does not is a bug here.
 */

export type Result =
  | 'made'
  | 'failed'
  | Record<string, 'made' | 'failed'>
  | { winners: string[] }
  | { payers: string[] };

export interface Scored {
  scores: number[];
  result?: Result;
}

/** The base value of a trick contract. */
function base(input: RikInput, s: Record<string, string>): number {
  if (input.contract === 'alleen') return num(s, `alleen.${input.level}`);
  if (input.contract === 'troela') return switchedValue(s, 'troela') ?? 0;
  return num(s, 'rik');
}

/** The amount per opponent of a trick contract with `t` tricks for the side (negative: failed). */
export function perOpponent(input: RikInput, t: number, s: Record<string, string>): number {
  const pair = input.contract !== 'alleen';
  const T = pair ? 8 : input.level!;
  const B = base(input, s);
  const step = num(s, pair ? 'rik.trick' : 'alleen.trick');
  if (t >= T) return B + step * (t - T) + (pair && t === 13 ? num(s, 'rik.all') : 0);
  // One trick short costs the base (KAP); down=from-first charges a step for it too (MM).
  const short = s.down === 'from-first' ? T - t : T - 1 - t;
  return -(B + step * short);
}

/** The value V of a piek/misère contract. */
const fixedValue = (id: string, s: Record<string, string>): number =>
  id === 'piek' ? (switchedValue(s, 'piek') ?? 0) : num(s, id);

export function scoreRikken(input: RikInput, active: readonly string[], s: Record<string, string>): Scored {
  const scores = active.map(() => 0);
  const seat = (p: string) => active.indexOf(p);
  const contract = contractById(input.contract);
  if (!contract) throw new Error(`unknown contract ${input.contract} in a stored deal`);
  /** Adds v to every active player but the one at `except`. */
  const everyone = (except: number, v: number) => {
    for (let i = 0; i < active.length; i++) if (i !== except) scores[i] += v;
  };
  let result: Result | undefined;
  switch (contract.kind) {
    case 'pair':
    case 'one': {
      const by = input.by ?? [];
      const side = contract.kind === 'pair' ? [by[0], input.mate!] : [by[0]];
      const T = contract.kind === 'pair' ? 8 : input.level!;
      // A revoke: the offending side loses by one trick, or the declarers make exactly T (§4.4).
      const t = input.revoke !== undefined ? (side.includes(input.revoke) ? T - 1 : T) : (input.tricks as number);
      const p = perOpponent(input, t, s);
      result = t >= T ? 'made' : 'failed';
      const opponents = active.filter((x) => !side.includes(x));
      for (const o of opponents) scores[seat(o)] -= p;
      if (contract.kind === 'one') scores[seat(by[0])] += opponents.length * p;
      else if (p < 0 && input.contract !== 'troela' && s['rik-loss'] !== 'both') {
        // A failed rik is paid by the rikker alone (KAP, STI); a revoking mate pays in his place.
        const payer = input.revoke === input.mate ? input.mate! : by[0];
        scores[seat(payer)] += 2 * p;
      } else for (const d of side) scores[seat(d)] += p;
      break;
    }
    case 'each': {
      const V = fixedValue(contract.id, s);
      const outcome: Record<string, 'made' | 'failed'> = {};
      for (const d of input.by ?? []) {
        const made =
          input.revoke !== undefined
            ? input.revoke !== d
            : (input.tricks as Record<string, number>)[d] === contract.target;
        outcome[d] = made ? 'made' : 'failed';
        // Each declarer settles alone with the three other active players, declarers included (KAP).
        scores[seat(d)] += (made ? 3 : -3) * V;
        everyone(seat(d), made ? -V : V);
      }
      result = outcome;
      break;
    }
    case 'pass': {
      if (contract.id === 'schoppen-mie') {
        const v = num(s, 'schoppen-mie');
        const payers = [input.queen!, input.last!];
        for (const p of payers) {
          scores[seat(p)] -= (active.length - 1) * v;
          everyone(seat(p), v);
        }
        result = { payers };
      } else if (contract.id === 'een-of-vijf') {
        const v = num(s, 'een-of-vijf');
        const tricks = input.tricks as Record<string, number>;
        const winners = active.filter((p) => tricks[p] === 1 || tricks[p] === 5);
        const losers = active.filter((p) => !winners.includes(p));
        for (const w of winners) scores[seat(w)] += v * losers.length;
        for (const l of losers) scores[seat(l)] -= v * winners.length;
        result = { winners };
      }
      break;
    }
  }
  if (scores.reduce((a, b) => a + b, 0) !== 0)
    throw new Error(`rikken deal does not sum to zero: ${JSON.stringify(input)} -> ${scores.join(',')}`);
  return { scores, ...(result !== undefined ? { result } : {}) };
}
