import { num } from '../../core/settings.js';
import type { SheetConfig } from '../../core/game.js';
import { contractsOf, type Contract, type WhistInput } from './rules.js';

/** Did the declarer side make it? For `each` contracts, per declarer. A revoke decides alone. */
function made(contract: Contract, input: WhistInput, tricks: number, declarer: string[]): boolean {
  if (input.revoke !== undefined) return !declarer.includes(input.revoke);
  const target = contract.target(input.level);
  return contract.declarers === 'each' ? tricks === target : tricks >= target;
}

/**
 * Tricks that count for the points. A revoke makes the deal as if the offending side came one
 * trick short (declarer revoked) or made exactly the target (an opponent revoked).
 */
function countedTricks(contract: Contract, input: WhistInput, who: string[]): number {
  const target = contract.target(input.level);
  if (input.revoke !== undefined) return who.includes(input.revoke) ? target - 1 : target;
  return typeof input.tricks === 'number' ? input.tricks : (input.tricks?.[who[0]] ?? 0);
}

export function scoreWhist(input: WhistInput, config: SheetConfig): number[] {
  const scores = config.players.map(() => 0);
  if (input.contract === 'pas') return scores;
  const contract = contractsOf(config.rules).find((c) => c.id === input.contract);
  if (!contract) throw new Error(`unknown contract ${input.contract} in a stored deal`);
  const by = input.by ?? [];
  const seatsOf = (names: string[]) => names.map((n) => config.players.indexOf(n));
  if (contract.declarers === 'each') {
    for (const d of by) {
      const won = made(contract, input, countedTricks(contract, input, [d]), [d]);
      const paid = config.rules === 'cardgames' ? cardgamesMisery(contract, won, config) : lodigeMisery(contract, won, config);
      add(scores, seatsOf([d]), paid.declarer);
      add(
        scores,
        config.players.map((_, i) => i).filter((i) => (config.rules === 'cardgames' ? i !== config.players.indexOf(d) : !by.includes(config.players[i]))),
        paid.others,
      );
    }
    return checked(scores, input, config);
  }
  const t = countedTricks(contract, input, by);
  const won = made(contract, input, t, by);
  const paid = config.rules === 'cardgames' ? cardgames(contract, input, t, won, config) : lodige(contract, input, t, won, config);
  const declarers = seatsOf(by);
  add(scores, declarers, paid.declarer);
  add(scores, config.players.map((_, i) => i).filter((i) => !declarers.includes(i)), paid.others);
  return checked(scores, input, config);
}

/** A cardgames deal that does not sum to zero is a bug in this file, never a user mistake. */
function checked(scores: number[], input: WhistInput, config: SheetConfig): number[] {
  if (config.rules === 'cardgames' && scores.reduce((a, b) => a + b, 0) !== 0) {
    throw new Error(`cardgames deal does not sum to zero: ${JSON.stringify(input)} -> ${scores.join(',')}`);
  }
  return scores;
}

function add(scores: number[], seats: number[], value: number): void {
  for (const s of seats) scores[s] += value;
}

interface Paid {
  declarer: number;
  others: number;
}

/** Lodige, non-zero-sum: a made contract pays the declarers only; a lost one also pays the opponents. */
function lodige(contract: Contract, input: WhistInput, t: number, won: boolean, config: SheetConfig): Paid {
  const s = config.settings;
  const level = input.level;
  switch (contract.id) {
    case 'samen': {
      const base = num(s, `samen.${level}`);
      if (won) return { declarer: t === 13 ? num(s, 'samen.all') : base + num(s, 'samen.trick') * (t - level!), others: 0 };
      const lost = base + num(s, 'samen.trick') * (level! - t);
      return { declarer: -lost, others: lost };
    }
    case 'solo': {
      const base = num(s, `solo.${level}`);
      if (won) return { declarer: base + num(s, 'solo.trick') * (Math.min(t, 8) - level!), others: 0 };
      const lost = base + num(s, 'solo.trick') * (level! - t);
      // Two thirds, rounded to whole points: exact with the default table, where every loss is a multiple of 3.
      return { declarer: -lost, others: Math.round((lost * 2) / 3) };
    }
    case 'abondance': {
      const v = num(s, `abondance.${level}`);
      return won ? { declarer: v, others: 0 } : { declarer: -v, others: num(s, `abondance.${level}.opponents`) };
    }
    case 'troel':
      return won ? { declarer: num(s, 'troel'), others: 0 } : { declarer: -num(s, 'troel.lost'), others: num(s, 'troel.opponents') };
    default: {
      const v = num(s, contract.id);
      return won ? { declarer: v, others: 0 } : { declarer: -v, others: num(s, `${contract.id}.opponents`) };
    }
  }
}

function lodigeMisery(contract: Contract, won: boolean, config: SheetConfig): Paid {
  const v = num(config.settings, contract.id);
  return won ? { declarer: v, others: 0 } : { declarer: -v, others: num(config.settings, `${contract.id}.opponents`) };
}

/** Cardgames, zero-sum: the value v changes hands between declarers and opponents. */
function cardgames(contract: Contract, input: WhistInput, t: number, won: boolean, config: SheetConfig): Paid {
  const s = config.settings;
  const key = contract.id === 'abondance' ? `abondance.${input.level ?? 9}` : contract.id;
  let v = num(s, key);
  if (won && s.overtricks === 'on' && contract.id !== 'soloslim') v += t - contract.target(input.level);
  const sign = won ? 1 : -1;
  return contract.declarers === 'pair' ? { declarer: sign * v, others: -sign * v } : { declarer: sign * 3 * v, others: -sign * v };
}

/** Each cardgames miserie declarer settles alone with all three others. */
function cardgamesMisery(contract: Contract, won: boolean, config: SheetConfig): Paid {
  const v = num(config.settings, contract.id === 'open-miserie' ? 'open-miserie.value' : contract.id);
  return won ? { declarer: 3 * v, others: -v } : { declarer: -3 * v, others: v };
}
