import fc from 'fast-check';
import type { RecordArgs } from '../../../src/core/game.js';
import { gameById } from '../../../src/games/index.js';
import { configOf } from '../../../src/sheet/sheet.js';
import { makeSheet } from '../../helpers/sheet.js';

/**
 * Manillen deals as a table calls them (spec/manillen.md §3): the trump as typed, whose team's card points are named,
 * the doublings. A call is drawn by seat and named once the players are known, so the laws can state the rule from
 * the call itself.
 */
export interface Called {
  trump: string;
  /** The card points of the team of seat `named` (undefined: the dealer's team). */
  points: number;
  named?: number;
  mee: boolean;
  tegen: boolean;
  blind: boolean;
  /** Which of its names each switch is typed by. */
  meeFlag: 'mee' | 'along' | 'klop';
  tegenFlag: 'tegen' | 'against' | 'tegenklop';
}

export const NO_TRUMP = ['none', 'zonder', 'ZONDER'];

export const called: fc.Arbitrary<Called> = fc
  .record({
    trump: fc.constantFrom('S', 'h', 'D', 'C', '♥', '♠', 'klaveren', 'Harten', ...NO_TRUMP),
    points: fc.oneof(fc.constantFrom(0, 30, 31, 60), fc.integer({ min: 0, max: 60 })),
    named: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
    mee: fc.boolean(),
    tegen: fc.boolean(),
    blind: fc.boolean(),
    meeFlag: fc.constantFrom('mee', 'along', 'klop'),
    tegenFlag: fc.constantFrom('tegen', 'against', 'tegenklop'),
  })
  // Only what record takes: tegen answers a mee, blind is for no trump.
  .map((c) => ({ ...c, tegen: c.mee && c.tegen, blind: c.blind && NO_TRUMP.includes(c.trump) }));

/**
 * The record flags of a call among these players; `blindOn`: the sheet plays blind=on (else blind is left out).
 * `told`: the points told by another seat (or the dealer's team, `named` undefined) than the call's own.
 */
export const argsOf = (
  c: Called,
  players: readonly string[],
  blindOn: boolean,
  told: { named?: number; points: number } = c,
): RecordArgs => ({
  words: [],
  flags: {
    trump: c.trump,
    points: told.named === undefined ? String(told.points) : `${players[told.named].toLowerCase()}=${told.points}`,
    ...(c.mee ? { [c.meeFlag]: true } : {}),
    ...(c.tegen ? { [c.tegenFlag]: true } : {}),
    ...(c.blind && blindOn ? { blind: true } : {}),
  },
});

/** One deal `record` accepts, with the sheet it is recorded on (for the stored-deal and correction laws). */
export const manillenLine = fc
  .tuple(
    fc.constantFrom<string[]>(['Ann', 'Bert', 'Cis', 'Dirk'], ['Éva', 'Jan Piet', "O'Neil", 'Zoë']),
    fc.boolean(),
    called,
  )
  .map(([players, blindOn, c]) => {
    const game = gameById('manillen');
    const config = configOf(game, makeSheet('manillen', players, { set: blindOn ? { blind: 'on' } : {} }));
    return { config, args: argsOf(c, players, blindOn) };
  });
