import fc from 'fast-check';
import type { RecordArgs } from '../../../src/core/game.js';
import { gameById } from '../../../src/games/index.js';
import { configOf, replay, type SheetData } from '../../../src/sheet/sheet.js';
import { makeSheet } from '../../helpers/sheet.js';

/**
 * Whole Toepen evenings played the way a table plays them (spec/toepen.md §2, §4): per round, four of a
 * kind now and then, else a run of toeps in which each other player still in the round goes along or
 * passes (everybody else passing ends the round), a winner among those left, sometimes a vuile-was penalty
 * or a jack (where a last trick was played). Each round is made against who is still in (a total below the
 * limit), so every one is lawful and `record` must take it.
 */

const game = gameById('toepen');
export const NAMES = ['Ann', 'Bert', 'Cis', 'Dirk', 'Eva', 'Fien', 'Gijs', 'Hans'];

/** What a round will be, read against the players still in when it is played. */
interface Plan {
  four: boolean;
  who: number;
  /** Per toep: which player still in the round toeps; and per player after him whether he passes. */
  toeps: { by: number; passes: boolean[] }[];
  winner: number;
  was: number | null;
  jack: boolean;
}

const plan: fc.Arbitrary<Plan> = fc.record({
  // Four of a kind is rare at a table: one round in ten.
  four: fc.nat(9).map((x) => x === 0),
  who: fc.nat(7),
  toeps: fc.array(fc.record({ by: fc.nat(7), passes: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }) }), {
    maxLength: 4,
  }),
  winner: fc.nat(7),
  was: fc.option(fc.nat(7), { freq: 4 }),
  jack: fc.boolean(),
});

/** The house rules an evening is played under. */
export const houseRules = fc.record({
  limit: fc.constantFrom('3', '5', '10'),
  end: fc.constantFrom('last-standing', 'last-standing', 'first-out'),
  cap: fc.constantFrom('on', 'on', 'off'),
  dealer: fc.constantFrom('winner', 'left', 'highest'),
  'double-toep': fc.constantFrom('off', 'on'),
  'max-stake': fc.constantFrom('limit', 'none', '3'),
  'four-of-a-kind': fc.constantFrom('on', 'off', '2'),
  'was-penalty': fc.constantFrom('1', '2'),
  'jack-win': fc.constantFrom('off', 'on'),
});

/** The record flags of one planned round at this point of the sheet. */
function roundFlags(p: Plan, inGame: string[], set: Record<string, string>): RecordArgs['flags'] {
  const limit = Number(set.limit);
  const max = set['max-stake'] === 'none' ? Infinity : set['max-stake'] === 'limit' ? limit : Number(set['max-stake']);
  if (p.four && set['four-of-a-kind'] !== 'off') return { fourOfAKind: inGame[p.who % inGame.length] };
  const passed = new Map<string, number>();
  const toepers: string[] = [];
  for (const t of p.toeps) {
    if (toepers.length + 2 > max) break;
    const last = toepers[toepers.length - 1];
    const may = inGame.filter((q) => !passed.has(q) && (set['double-toep'] === 'on' || q !== last));
    if (may.length === 0) break;
    const by = may[t.by % may.length];
    toepers.push(by);
    // Clockwise from the toeper's left, each other player still in the round.
    const at = inGame.indexOf(by);
    const others = inGame.map((_, i) => inGame[(at + 1 + i) % inGame.length]).filter((q) => q !== by && !passed.has(q));
    others.forEach((q, i) => {
      if (t.passes[i]) passed.set(q, toepers.length);
    });
    if (inGame.every((q) => q === by || passed.has(q))) break;
  }
  const left = inGame.filter((q) => !passed.has(q));
  const flags: RecordArgs['flags'] = { winner: left[p.winner % left.length] };
  if (toepers.length > 0) flags.toeps = toepers.join(',');
  if (passed.size > 0) flags.passed = [...passed].map(([q, k]) => `${q}=${k}`).join(',');
  if (p.was !== null && set['vuile-was'] !== 'off') flags.wasPenalty = inGame[p.was % inGame.length];
  // A jack in the last trick: only where one was played (everybody else passing ends the round before it).
  if (p.jack && set['jack-win'] === 'on' && left.length > 1) flags.jack = true;
  return flags;
}

/** An evening: 2..8 players, house rules, a first dealer, up to `rounds` planned rounds played while the game is on. */
export const evening = (rounds = 30) =>
  fc
    .tuple(fc.integer({ min: 2, max: 8 }), houseRules, fc.nat(7), fc.array(plan, { minLength: 1, maxLength: rounds }))
    .map(([n, set, first, plans]) => {
      const players = NAMES.slice(0, n);
      const sheet: SheetData = makeSheet('toepen', players, { set, firstDealer: first % n });
      const config = configOf(game, sheet);
      for (const p of plans) {
        const v = replay(game, sheet);
        if (v.finished) break;
        const inGame = players.filter((q) => v.totals[q] < Number(set.limit));
        sheet.deals.push(game.parseDeal({ words: [], flags: roundFlags(p, inGame, set) }, config));
        // Every planned round is lawful: the replay must take it.
        replay(game, sheet);
      }
      return sheet;
    });

/** Names with an accent, a space and an apostrophe: the characters a player's name may hold besides letters. */
const ODD = ['Éva', 'Jan Piet', "O'Neil", 'Zoë', 'Mo', 'Xavi', 'Ünal', 'Ed'];

/** A name as typed: exactly, in lower or upper case, or without its accents. */
const typed = (name: string): fc.Arbitrary<string> =>
  fc.constantFrom(name, name.toLowerCase(), name.toUpperCase(), name.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));

/**
 * One round `record` takes, for the shared laws (test/sheet/stored, test/sheet/correct), which stack up to
 * eight lines of one table on a sheet: the limit is 100, so no stack of rounds puts anybody out and every
 * line stays lawful after the others. Names typed the ways a player types them; now and then only the final
 * stake instead of the toepers (§5).
 */
export const toepenLine = fc
  .tuple(fc.integer({ min: 2, max: 8 }), fc.boolean(), houseRules, plan, fc.boolean())
  .chain(([n, odd, rules, p, stakeOnly]) => {
    const players = (odd ? ODD : NAMES).slice(0, n);
    const set = { ...rules, limit: '100', end: 'last-standing' };
    const config = configOf(game, makeSheet('toepen', players, { set }));
    const flags = roundFlags(p, players, set);
    if (stakeOnly && typeof flags.toeps === 'string') {
      flags.finalStake = String(flags.toeps.split(',').length + 1);
      delete flags.toeps;
    }
    // Every name in the flags typed one of the ways a player types it.
    const names = Object.entries(flags).filter((e): e is [string, string] => typeof e[1] === 'string');
    return fc.tuple(...players.map(typed)).map((as) => {
      const retyped: RecordArgs['flags'] = { ...flags };
      for (const [k, v] of names)
        retyped[k] = v.replace(/[^,=]+/g, (w) => (players.includes(w) ? as[players.indexOf(w)] : w));
      return { config, args: { words: [], flags: retyped } };
    });
  });
