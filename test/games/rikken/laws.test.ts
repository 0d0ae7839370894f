import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { gameById } from '../../../src/games/index.js';
import { configOf, replay, type SheetData } from '../../../src/sheet/sheet.js';
import { checkStoredDeal } from '../../../src/sheet/stored.js';
import { makeSheet } from '../../helpers/sheet.js';
import { drawn, named } from './arbitrary.js';

const game = gameById('rikken');
const NAMES = ['Ann', 'Bert', 'Cis', 'Dirk', 'Eva', 'Fien'];

/** House values a club might set: any of the point keys, and the options that change a score. */
const houseRules = fc.record(
  {
    rik: fc.integer({ min: 0, max: 50 }).map(String),
    'rik.trick': fc.integer({ min: 0, max: 20 }).map(String),
    'alleen.10': fc.integer({ min: 0, max: 90 }).map(String),
    misere: fc.integer({ min: 0, max: 90 }).map(String),
    'schoppen-mie': fc.integer({ min: 0, max: 30 }).map(String),
    down: fc.constantFrom('from-second', 'from-first'),
    'rik-loss': fc.constantFrom('rikker', 'both'),
  },
  { requiredKeys: [] },
);

/** Who sits out, as rikken.md says it: with five the dealer, with six also the player three seats on. */
const sitting = (dealer: number, n: number): number[] =>
  n === 5 ? [dealer] : n === 6 ? [dealer, (dealer + 3) % 6] : [];

/** Each deal's dealer: the first one, then one seat on after every deal but a pas (dealt again). */
function dealers(sheet: SheetData): number[] {
  let dealer = sheet.firstDealer;
  return sheet.deals.map((d) => {
    const now = dealer;
    if (d.contract !== 'pas') dealer = (dealer + 1) % sheet.players.length;
    return now;
  });
}

/** An evening of drawn deals, each named among the four who play it (the dealer moving on except after pas). */
const evening = fc
  .tuple(fc.integer({ min: 4, max: 6 }), fc.constantFrom('standaard', 'ssovn'), fc.nat(5), houseRules)
  .chain(([n, rules, first, set]) =>
    fc.array(drawn(rules), { minLength: 1, maxLength: 14 }).map((deals) => {
      const players = NAMES.slice(0, n);
      const sheet: SheetData = makeSheet('rikken', players, { rules, set, firstDealer: first % n });
      const config = configOf(game, sheet);
      let dealer = first % n;
      for (const d of deals) {
        const out = sitting(dealer, n);
        const input = game.parseDeal(
          named(
            d,
            players.filter((_, i) => !out.includes(i)),
          ),
          config,
        );
        sheet.deals.push(input);
        if (input.contract !== 'pas') dealer = (dealer + 1) % n;
      }
      return sheet;
    }),
  );

describe('Rikken laws', () => {
  test('every deal sums to zero, sitters scoring 0; replay of the stored file equals the view', () => {
    fc.assert(
      fc.property(evening, (sheet) => {
        const view = replay(game, sheet);
        const n = sheet.players.length;
        const dealt = dealers(sheet);
        view.deals.forEach((d, i) => {
          const scores = Object.values(d.scores) as number[];
          expect(scores.reduce((a, b) => a + b, 0)).toBe(0);
          const out = sitting(dealt[i], n).map((s) => sheet.players[s]);
          for (const s of out) expect(d.scores[s]).toBe(0);
          expect(d.sittingOut).toEqual(n > 4 ? out : undefined);
        });
        // As written to disk and read back: the same view, and every deal a fixed point of parseDeal(toArgs()).
        const stored = JSON.parse(JSON.stringify(sheet)) as SheetData;
        expect(replay(game, stored)).toEqual(view);
        const config = configOf(game, stored);
        for (const [i, input] of stored.deals.entries())
          expect(checkStoredDeal(game, input, config, i + 1)).toBeUndefined();
      }),
      { numRuns: 60 },
    );
  });

  test('a made trick contract pays its declarers, a failed one costs them (positive values)', () => {
    fc.assert(
      fc.property(evening, (sheet) => {
        for (const d of replay(game, sheet).deals) {
          if (typeof d.result !== 'string') continue;
          const by = (d.input as unknown as { by: string[] }).by[0];
          if (d.result === 'made') expect(d.scores[by]).toBeGreaterThanOrEqual(0);
          else expect(d.scores[by]).toBeLessThanOrEqual(0);
        }
      }),
      { numRuns: 30 },
    );
  });
});
