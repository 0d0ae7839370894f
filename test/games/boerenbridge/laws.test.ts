import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { RuleViolation } from '../../../src/core/errors.js';
import { gameById } from '../../../src/games/index.js';
import { checkStoredDeals } from '../../../src/sheet/stored.js';
import { configOf, replay, Replayer, type SheetData } from '../../../src/sheet/sheet.js';
import { makeSheet } from '../../helpers/sheet.js';
import { bridgeLine, tricksOf } from './arbitrary.js';

const bb = gameById('boerenbridge');

/**
 * The rule sets' own schedules as boerenbridge.md §3 states them: wk m → 1 → m with m = 52 ÷ n, poepen
 * 1 → m → 1 with m = 51 ÷ n (a card of the stock is turned), klassiek 1 → 8, three deals of 8, → 1.
 */
function scheduleFor(rules: string, n: number): number[] {
  if (rules === 'klassiek') return [1, 2, 3, 4, 5, 6, 7, 8, 8, 8, 7, 6, 5, 4, 3, 2, 1];
  const m = Math.floor((rules === 'poepen' ? 51 : 52) / n);
  const up = Array.from({ length: m }, (_, i) => i + 1);
  const down = [...up].reverse();
  return rules === 'poepen' ? [...up, ...down.slice(1)] : [...down, ...up.slice(1)];
}
const NAMES = ['Ann', 'Bert', 'Cis', 'Dirk', 'Eva', 'Fien', 'Gijs', 'Hanna'];

/**
 * A sheet some deals into its schedule, and one more deal typed with numbers that may or may not fit:
 * bids and tricks 0..c+1, bids and tricks that add up to the cards half of the time (the hook's own case).
 */
const position = fc
  .tuple(
    fc.integer({ min: 3, max: 8 }),
    fc.constantFrom('wk', 'poepen', 'klassiek'),
    fc.constantFrom('always', 'over-3', 'off'),
    fc.nat(40),
    fc.nat(7),
  )
  .filter(([n, rules]) => !(rules === 'klassiek' && n > 6))
  .chain(([n, rules, hook, k, firstDealer]) => {
    const players = NAMES.slice(0, n);
    const data = makeSheet('boerenbridge', players, { rules, set: { hook }, firstDealer: firstDealer % n });
    const schedule = scheduleFor(rules, n);
    const before = k % schedule.length;
    const c = schedule[before];
    const value = fc.integer({ min: 0, max: c + 1 });
    const tricks = fc.oneof(tricksOf(n, c), fc.array(value, { minLength: n, maxLength: n }));
    // n bids that add up to c: the gaps between n - 1 cuts of 0..c, so a share of 0 (the dealer's too) is common.
    const addingUp = fc.array(fc.integer({ min: 0, max: c }), { minLength: n - 1, maxLength: n - 1 }).map((cuts) => {
      const at = [0, ...cuts.sort((a, b) => a - b), c];
      return at.slice(1).map((x, i) => x - at[i]);
    });
    return fc.record({
      data: fc.constant(data),
      before: fc.constant(before),
      cards: fc.constant(c),
      bids: fc.oneof(fc.array(value, { minLength: n, maxLength: n }), addingUp),
      tricks,
    });
  });

/** `before` deals that fit any dealer: everybody bids 0, one player takes every trick. */
function sheetAt(data: SheetData, before: number): SheetData {
  const n = data.players.length;
  const deals = scheduleFor(data.rules, n)
    .slice(0, before)
    .map((c) =>
      bb.parseDeal(
        { words: [], flags: { bids: Array(n).fill(0).join(','), tricks: [c, ...Array(n - 1).fill(0)].join(',') } },
        configOf(bb, data),
      ),
    );
  return { ...data, deals };
}

describe('laws of an accepted deal (property)', () => {
  test('accepted exactly when tricks add up to the cards, none exceeds them, and the hook holds', () => {
    fc.assert(
      fc.property(position, ({ data, before, cards: c, bids, tricks }) => {
        const sheet = sheetAt(data, before);
        const config = configOf(bb, sheet);
        const r = new Replayer(bb, sheet);
        const dealerName = r.view().nextDealer;
        const input = bb.parseDeal({ words: [], flags: { bids: bids.join(','), tricks: tricks.join(',') } }, config, {
          dealer: dealerName,
        });
        // The rule itself (boerenbridge.md §4): where the hook holds (always, or over-3 with more than 3 cards),
        // the dealer bids last and may not make all bids add up to the cards; nothing above the cards is a bid.
        const hook = config.settings.hook;
        const hooked = hook === 'always' || (hook === 'over-3' && c > 3);
        const fits =
          bids.every((b) => b <= c) &&
          tricks.every((t) => t <= c) &&
          tricks.reduce((a, b) => a + b, 0) === c &&
          !(hooked && bids.reduce((a, b) => a + b, 0) === c);
        let accepted = true;
        try {
          r.extend({ ...sheet, deals: [...sheet.deals, input] });
        } catch (e) {
          if (!(e instanceof RuleViolation)) throw e;
          accepted = false;
        }
        expect(accepted).toBe(fits);
        if (!accepted) return;
        const deal = r.view().deals[before];
        // The laws themselves, read from what the sheet shows.
        expect(deal.cards).toBe(c);
        expect(Object.values(deal.input.tricks as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(c);
        const bidSum = Object.values(deal.input.bids as Record<string, number>).reduce((a, b) => a + b, 0);
        if (config.settings.hook === 'always') expect(bidSum).not.toBe(c);
      }),
      { numRuns: 120 },
    );
  });
});

describe('replay equals the stored view (property)', () => {
  test(
    'read back from JSON and replayed whole or deal by deal: the same view; ' + 'stored deals as record writes them',
    () => {
      fc.assert(
        fc.property(bridgeLine(), fc.nat(19), (line, k) => {
          let data: SheetData = {
            ...makeSheet('boerenbridge', line.config.players, { rules: line.config.rules, set: line.config.settings }),
          };
          const r = new Replayer(bb, data);
          // The same line k + 1 times: the schedule is of one card count, so it fits every deal.
          for (let i = 0; i <= k; i++) {
            data = {
              ...data,
              deals: [...data.deals, bb.parseDeal(line.args, line.config, { dealer: r.view().nextDealer })],
            };
            r.extend(data);
          }
          const stored = JSON.parse(JSON.stringify(data)) as SheetData;
          expect(r.view()).toEqual(replay(bb, stored));
          expect(checkStoredDeals(bb, stored)).toBeUndefined();
          const v = r.view();
          const want = line.misdeal === undefined ? line.bids.map((b, i) => b === line.tricks![i]) : undefined;
          // Exact means b = t; the totals are k + 1 times one deal's scores.
          v.players.forEach((p, i) => {
            expect(v.totals[p]).toBe((k + 1) * v.deals[0].scores[p]);
            if (want) expect((v.deals[0].detail as Record<string, { exact: boolean }>)[p].exact).toBe(want[i]);
          });
        }),
        { numRuns: 25 },
      );
    },
  );
});
