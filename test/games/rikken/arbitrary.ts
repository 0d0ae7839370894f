import fc from 'fast-check';
import type { RecordArgs, SheetConfig } from '../../../src/core/game.js';
import { gameById } from '../../../src/games/index.js';
import { configOf } from '../../../src/sheet/sheet.js';
import { makeSheet } from '../../helpers/sheet.js';

/**
 * Rikken deals as the record syntax of spec/rikken.md §6 writes them. A deal is drawn without names
 * (seats among the four who play), and named once the sheet knows who plays it, so a whole evening
 * with sitters can be drawn too.
 */

const TRICK = ['rik', 'rik-beter', 'troela', 'alleen'] as const;
const EACH = ['piek', 'misere', 'open-piek', 'open-misere', 'open-piek-praatje', 'open-misere-praatje'] as const;
const PASS = ['schoppen-mie', 'een-of-vijf', 'pas'] as const;
/** What ssovn does not play (troela=off, piek=off). */
const SSOVN_OFF = ['troela', 'piek', 'open-piek', 'open-piek-praatje'];

export interface Drawn {
  contract: string;
  /** A permutation of the four active seats: who declares, who is mate, who revoked... */
  order: number[];
  level: number;
  tricks: number;
  /** 13 tricks split over the four active players. */
  split: number[];
  declarers: number;
  revoke?: number;
  /** Per-declarer tricks written as one number (one declarer only). */
  bare: boolean;
}

const split13 = fc.array(fc.integer({ min: 0, max: 13 }), { minLength: 3, maxLength: 3 }).map((cuts) => {
  const c = [0, ...cuts.sort((a, b) => a - b), 13];
  return [c[1] - c[0], c[2] - c[1], c[3] - c[2], c[4] - c[3]];
});

export const drawn = (rules: string): fc.Arbitrary<Drawn> =>
  fc
    .record({
      contract: fc.constantFrom(...TRICK, ...EACH, ...PASS).filter((c) => rules !== 'ssovn' || !SSOVN_OFF.includes(c)),
      order: fc.shuffledSubarray([0, 1, 2, 3], { minLength: 4, maxLength: 4 }),
      level: fc.integer({ min: 8, max: 13 }),
      tricks: fc.integer({ min: 0, max: 13 }),
      split: split13,
      declarers: fc.integer({ min: 1, max: 4 }),
      revoke: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined, freq: 4 }),
      bare: fc.boolean(),
    })
    .map((d) =>
      d.contract === 'rik-beter' || (PASS as readonly string[]).includes(d.contract) ? { ...d, revoke: undefined } : d,
    );

/** The record line of a drawn deal among the four who play it. */
export function named(d: Drawn, active: readonly string[]): RecordArgs {
  const p = (i: number) => active[d.order[i]];
  const revoke = d.revoke !== undefined ? { revoke: p(d.revoke) } : {};
  switch (d.contract) {
    case 'rik':
    case 'rik-beter':
    case 'troela':
      return {
        words: [d.contract],
        flags: { by: p(0), mate: p(1), ...(d.revoke === undefined ? { tricks: String(d.tricks) } : revoke) },
      };
    case 'alleen':
      return {
        words: ['alleen', String(d.level)],
        flags: { by: p(0), ...(d.revoke === undefined ? { tricks: String(d.tricks) } : revoke) },
      };
    case 'schoppen-mie':
      return { words: ['schoppen-mie'], flags: { queen: p(0), last: p(d.tricks % 4) } };
    case 'een-of-vijf':
      return { words: ['een-of-vijf'], flags: { tricks: active.map((x, i) => `${x}=${d.split[i]}`).join(',') } };
    case 'pas':
      return { words: ['pas'], flags: {} };
    default: {
      const by = [0, 1, 2, 3].slice(0, d.declarers).map(p);
      const tricks = d.bare && by.length === 1 ? String(d.split[0]) : by.map((x, i) => `${x}=${d.split[i]}`).join(',');
      // A revoke by someone named: a declarer fails, anybody else makes every declarer's contract.
      return { words: [d.contract], flags: { by: by.join(','), ...(d.revoke === undefined ? { tricks } : revoke) } };
    }
  }
}

export const configFor = (
  players: string[],
  rules: string,
  set: Record<string, string> = {},
  firstDealer = 0,
): SheetConfig => configOf(gameById('rikken'), makeSheet('rikken', players, { rules, set, firstDealer }));

const NAMES = ['Ann', 'Bert', 'Cis', 'Dirk', 'Eva', 'Fien'];
const ODD = ['Éva', 'Jan Piet', "O'Neil", 'Zoë', 'Mo', 'Xavi'];

/**
 * One record line for the shared laws (test/stored, test/correct), which put lines one after another
 * on a sheet: four players, so nobody sits out (test/rikken/laws.test.ts draws the tables of five and six).
 */
export const rikLine = fc.tuple(fc.constantFrom('standaard', 'ssovn'), fc.boolean()).chain(([rules, odd]) => {
  const players = (odd ? ODD : NAMES).slice(0, 4);
  return drawn(rules).map((d) => ({ config: configFor(players, rules), args: named(d, players) }));
});
