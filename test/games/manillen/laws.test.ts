import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { gameById } from '../../../src/games/index.js';
import { configOf, replay, type SheetData } from '../../../src/sheet/sheet.js';
import { checkStoredDeal } from '../../../src/sheet/stored.js';
import { makeSheet } from '../../helpers/sheet.js';
import { argsOf, called, NO_TRUMP, type Called } from './arbitrary.js';

const game = gameById('manillen');
const FOUR = ['Ann', 'Bert', 'Cis', 'Dirk'];

const house = fc.record(
  {
    // Small targets too, so that a total lands exactly on one.
    target: fc.oneof(
      fc.constantFrom('101', '61', '121', '151', 'none'),
      fc.integer({ min: 1, max: 12 }).map(String),
      fc.integer({ min: 1, max: 1000 }).map(String),
    ),
    'max-multiplier': fc.constantFrom('none', '8', '4', '2'),
    sweep: fc.constantFrom('30', '60'),
    blind: fc.constantFrom('on', 'off'),
    deals: fc.oneof(fc.constant('none'), fc.integer({ min: 1, max: 30 }).map(String)),
  },
  { requiredKeys: [] },
);

/** An evening: deals recorded as record does, each with the dealer the sheet has reached, until the boom. */
const evening = fc
  .tuple(fc.nat(3), house, fc.array(called, { minLength: 1, maxLength: 16 }))
  .map(([first, set, calls]) => {
    const sheet: SheetData = makeSheet('manillen', FOUR, { set, firstDealer: first });
    const config = configOf(game, sheet);
    const made: Called[] = [];
    for (const c of calls) {
      const v = replay(game, sheet);
      if (v.finished) break;
      sheet.deals.push(game.parseDeal(argsOf(c, FOUR, set.blind === 'on'), config, { dealer: v.nextDealer }));
      made.push(c);
    }
    return { sheet, calls: made };
  });

/** The seats of a player's team: partners sit opposite (1 + 3, 2 + 4). */
const sameTeam = (a: number, b: number): boolean => a % 2 === b % 2;

describe('Manillen laws', () => {
  test("the two teams' card points sum to 60: naming one team's n is naming the other team's 60 − n", () => {
    fc.assert(
      fc.property(called, fc.nat(3), fc.nat(3), fc.nat(3), (c, dealerSeat, a, b) => {
        const config = configOf(game, makeSheet('manillen', FOUR, { set: { blind: 'on' } }));
        const at = { dealer: FOUR[dealerSeat] };
        const one = game.parseDeal(argsOf(c, FOUR, true, { named: a, points: c.points }), config, at);
        // The same deal told by a player of either team, or by the dealer's team's number.
        const otherPoints = sameTeam(a, b) ? c.points : 60 - c.points;
        const two = game.parseDeal(argsOf(c, FOUR, true, { named: b, points: otherPoints }), config, at);
        expect(two).toEqual(one);
        const dealersOwn = sameTeam(a, dealerSeat) ? c.points : 60 - c.points;
        expect(one.points).toBe(dealersOwn);
        expect(game.parseDeal(argsOf(c, FOUR, true, { named: undefined, points: dealersOwn }), config, at)).toEqual(
          one,
        );
      }),
      { numRuns: 150 },
    );
  });

  test('at most one team scores: the one with more than 30, (points over 30) × the doublings, partners alike', () => {
    fc.assert(
      fc.property(evening, ({ sheet, calls }) => {
        const set = { blind: 'off', 'max-multiplier': 'none', sweep: '30', ...sheet.set };
        const view = replay(game, sheet);
        for (const [i, d] of view.deals.entries()) {
          const c = calls[i];
          const dealer = FOUR.indexOf(d.dealer);
          // The dealer's team's card points, from the call as typed.
          const p = c.named === undefined || sameTeam(c.named, dealer) ? c.points : 60 - c.points;
          // The rule: no trump doubles (blind: four times), mee doubles, tegen doubles again; a cap caps it.
          const noTrump = NO_TRUMP.includes(c.trump);
          let m = (noTrump ? (c.blind && set.blind === 'on' ? 4 : 2) : 1) * (c.mee ? 2 : 1) * (c.tegen ? 2 : 1);
          if (set['max-multiplier'] !== 'none') m = Math.min(m, Number(set['max-multiplier']));
          const own = Math.max(p, 60 - p);
          const base = own === 60 && set.sweep === '60' ? 60 : own - 30;
          const scoring = p === 30 ? [] : FOUR.filter((_, s) => sameTeam(s, dealer) === p > 30);
          for (const name of FOUR) expect(d.scores[name]).toBe(scoring.includes(name) ? base * m : 0);
          const scorers = FOUR.filter((name) => d.scores[name] !== 0);
          expect(scorers.length === 0 || scorers.length === 2).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  test('the boom: a sheet is finished exactly when a team has reached the target (or the deal limit is played)', () => {
    fc.assert(
      fc.property(evening, ({ sheet }) => {
        const target = sheet.set.target ?? '101';
        const limit = sheet.set.deals === undefined || sheet.set.deals === 'none' ? Infinity : +sheet.set.deals;
        for (let n = 1; n <= sheet.deals.length; n++) {
          const view = replay(game, { ...sheet, deals: sheet.deals.slice(0, n) });
          const [a, b] = [view.totals.Ann, view.totals.Bert];
          const reached = target !== 'none' && Math.max(a, b) >= Number(target);
          // Only one team scores in a deal, so the team that reaches it is ahead.
          expect(view.finished).toBe(reached || n >= limit);
          if (reached) expect(view.winner).toEqual(a > b ? ['Ann', 'Cis'] : ['Bert', 'Dirk']);
        }
      }),
      { numRuns: 100 },
    );
  });

  test('replay of the stored file equals the view; every stored deal reads back as itself', () => {
    fc.assert(
      fc.property(evening, ({ sheet }) => {
        const view = replay(game, sheet);
        const stored = JSON.parse(JSON.stringify(sheet)) as SheetData;
        expect(replay(game, stored)).toEqual(view);
        const config = configOf(game, stored);
        for (const [i, input] of stored.deals.entries())
          expect(checkStoredDeal(game, input, config, i + 1)).toBeUndefined();
      }),
      { numRuns: 60 },
    );
  });
});
