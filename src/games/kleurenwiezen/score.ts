import { num } from '../../core/settings.js';
import type { SheetConfig } from '../../core/game.js';
import { contractsOf, ZERO_SUM, type Contract, type WhistInput } from './rules.js';

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

/**
 * One four-handed deal: `config.players` are the four who play (the game leaves sitters out before
 * calling this). Per seat, in that order.
 */
export function scoreWhist(input: WhistInput, config: SheetConfig): number[] {
  const scores = config.players.map(() => 0);
  if (input.contract === 'pas') return scores;
  const contract = contractsOf(config.rules).find((c) => c.id === input.contract);
  if (!contract) throw new Error(`unknown contract ${input.contract} in a stored deal`);
  const by = input.by ?? [];
  const zeroSum = ZERO_SUM.includes(config.rules);
  const seatsOf = (names: string[]) => names.map((n) => config.players.indexOf(n));
  if (contract.declarers === 'each') {
    for (const d of by) {
      const won = made(contract, input, countedTricks(contract, input, [d]), [d]);
      const paid = zeroSum ? zeroSumMisery(contract, won, config) : lodigeMisery(contract, won, config);
      add(scores, seatsOf([d]), paid.declarer);
      // Zero-sum: each declarer settles alone with all three others; lodige pays only non-declarers.
      add(
        scores,
        config.players
          .map((_, i) => i)
          .filter((i) => (zeroSum ? i !== config.players.indexOf(d) : !by.includes(config.players[i]))),
        paid.others,
      );
    }
    return checked(scores, input, config);
  }
  const t = countedTricks(contract, input, by);
  const won = made(contract, input, t, by);
  const paid =
    config.rules === 'whisthub'
      ? whisthub(contract, input, t, won, config)
      : config.rules === 'iwwa'
        ? iwwa(contract, input, t, won, config)
        : config.rules === 'cardgames'
          ? cardgames(contract, input, t, won, config)
          : lodige(contract, input, t, won, config);
  const declarers = seatsOf(by);
  add(scores, declarers, paid.declarer);
  add(
    scores,
    config.players.map((_, i) => i).filter((i) => !declarers.includes(i)),
    paid.others,
  );
  return checked(scores, input, config);
}

/** A zero-sum deal that does not sum to zero is a bug in this file, never a user mistake. */
function checked(scores: number[], input: WhistInput, config: SheetConfig): number[] {
  if (ZERO_SUM.includes(config.rules) && scores.reduce((a, b) => a + b, 0) !== 0) {
    throw new Error(`${config.rules} deal does not sum to zero: ${JSON.stringify(input)} -> ${scores.join(',')}`);
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
      // All 13 tricks pay samen.all, never less than the bid made with its overtricks (a house samen.13 above it).
      const made = base + num(s, 'samen.trick') * (t - level!);
      if (won) return { declarer: t === 13 ? Math.max(num(s, 'samen.all'), made) : made, others: 0 };
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
      return won
        ? { declarer: num(s, 'troel'), others: 0 }
        : { declarer: -num(s, 'troel.lost'), others: num(s, 'troel.opponents') };
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
  return pays(contract, won ? v : -v);
}

/** Signed value v (positive when made) paid as a pair (each declarer v) or alone (3v against v each). */
const pays = (contract: Contract, v: number): Paid =>
  contract.declarers === 'pair' ? { declarer: v, others: -v } : { declarer: 3 * v, others: -v };

/** Each zero-sum miserie declarer settles alone with all three others, and the results are added. */
function zeroSumMisery(contract: Contract, won: boolean, config: SheetConfig): Paid {
  const key =
    config.rules === 'cardgames' && contract.id === 'open-miserie'
      ? 'open-miserie.value'
      : config.rules === 'whisthub' && contract.id === 'piccolo'
        ? 'piccolo.value'
        : contract.id;
  const v = num(config.settings, key);
  return won ? { declarer: 3 * v, others: -v } : { declarer: -3 * v, others: v };
}

/** Whisthub (kleurenwiezen-tables.md §1.2-§1.5): samen and troel per player, the rest per opponent. */
function whisthub(contract: Contract, input: WhistInput, t: number, won: boolean, config: SheetConfig): Paid {
  const s = config.settings;
  const level = input.level ?? contract.target(undefined);
  const u = level - t;
  switch (contract.id) {
    case 'samen': {
      // Made: by the tricks taken, not the level bid. Lost: the straight-line value of the bid (23 for
      // samen 13, not 30) plus one step per undertrick, the first included.
      const trick = num(s, 'samen.trick');
      const v = won
        ? t === 13
          ? num(s, 'samen.all')
          : num(s, 'samen') + trick * (t - 8)
        : -(num(s, 'samen') + trick * (level - 8 + u));
      return pays(contract, v);
    }
    case 'alleen': {
      // Tricks above 8 earn nothing (Whisthub "Alleen").
      const e = num(s, `alleen.${level}`);
      const trick = num(s, 'alleen.trick');
      return pays(contract, won ? e + trick * (Math.min(t, 8) - level) : -(e + trick * u));
    }
    case 'abondance': {
      // Each overtrick scores the next level; 13 tricks score as 12 (Whisthub lists no 13-trick value).
      const scored = won && s['abondance-overtricks'] === 'on' ? Math.min(t, 12) : level;
      return pays(contract, (won ? 1 : -1) * num(s, `abondance.${scored}`));
    }
    case 'troel':
      return pays(contract, won ? (t === 13 ? num(s, 'troel.all') : num(s, 'troel')) : -num(s, 'troel'));
    default:
      return pays(contract, (won ? 1 : -1) * num(s, contract.id));
  }
}

/**
 * IWWA (kleurenwiezen-tables.md §2.2-§2.3): made = base + per overtrick, doubled with all 13 tricks;
 * lost = the first undertrick (three times the base) plus the further ones. The rest is flat.
 */
function iwwa(contract: Contract, input: WhistInput, t: number, won: boolean, config: SheetConfig): Paid {
  const s = config.settings;
  const target = contract.target(input.level);
  switch (contract.id) {
    case 'vragen':
    case 'alleen':
    case 'troel': {
      const k = contract.id;
      if (won) {
        const v = num(s, k) + num(s, `${k}.trick`) * (t - target);
        return pays(contract, t === 13 && s['all-tricks'] === 'double' ? 2 * v : v);
      }
      return pays(contract, -(num(s, `${k}.down`) + num(s, `${k}.down-trick`) * (target - t - 1)));
    }
    case 'abondance':
      return pays(contract, (won ? 1 : -1) * num(s, `abondance.${input.level ?? 9}`));
    default:
      return pays(contract, (won ? 1 : -1) * num(s, contract.id));
  }
}
