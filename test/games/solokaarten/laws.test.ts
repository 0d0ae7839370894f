import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { gameById } from '../../../src/games/index.js';
import { replay } from '../../../src/sheet/sheet.js';
import { makeSheet, play } from '../../helpers/sheet.js';

const NAMES = ['Ann', 'Bert', 'Cis', 'Dirk', 'Eva', 'Fien'];
const POINTS: Record<string, number> = { solo: 3, slag: 4, doe: 6 };
const game = gameById('solokaarten');

interface Deal {
  bid: 'pas' | 'solo' | 'slag' | 'doe';
  seat: number;
  tricks: number;
  eerste: boolean;
  zonderKijk: boolean;
  zonderOud: boolean;
  asWords: boolean;
}

/** A table of 4..6 players and a run of deals as `record` command lines. */
const evening = fc.integer({ min: 4, max: 6 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    firstDealer: fc.integer({ min: 0, max: n - 1 }),
    deals: fc.array(
      fc.record({
        bid: fc.constantFrom('pas', 'solo', 'slag', 'doe') as fc.Arbitrary<Deal['bid']>,
        seat: fc.integer({ min: 0, max: n - 1 }),
        // A deal has 6 tricks, or 5 with six players.
        tricks: fc.integer({ min: 0, max: n === 6 ? 5 : 6 }),
        eerste: fc.boolean(),
        zonderKijk: fc.boolean(),
        zonderOud: fc.boolean(),
        asWords: fc.boolean(),
      }),
      { maxLength: 25 },
    ),
  }),
);

const line = (d: Deal, refinements = true): string => {
  if (d.bid === 'pas') return 'pas';
  const r = refinements ? d : { eerste: false, zonderKijk: false, zonderOud: false };
  const refs = [r.eerste && 'eerste', r.zonderKijk && 'zonder-kijk', r.zonderOud && 'zonder-oud'].filter(
    Boolean,
  ) as string[];
  const refined = d.asWords ? `${refs.join(' ')} ${d.bid}` : `${d.bid} ${refs.map((x) => '--' + x).join(' ')}`;
  return `${refined} --by ${NAMES[d.seat]} --tricks ${d.tricks}`;
};

const run = (e: { n: number; firstDealer: number; deals: Deal[] }, refinements = true) =>
  play(
    makeSheet('solokaarten', NAMES.slice(0, e.n), { firstDealer: e.firstDealer }),
    e.deals.map((d) => line(d, refinements)),
  );

describe('laws of a Solokaarten sheet', () => {
  test('replaying the stored inputs (also after a JSON round trip) gives the same view', () => {
    fc.assert(
      fc.property(evening, (e) => {
        const { sheet, view } = run(e);
        expect(replay(game, sheet)).toEqual(view);
        expect(replay(game, JSON.parse(JSON.stringify(sheet)))).toEqual(view);
      }),
    );
  });

  test('in a deal only the pot holder column changes, by exactly the bid points', () => {
    fc.assert(
      fc.property(evening, (e) => {
        const { view } = run(e);
        view.deals.forEach((d, i) => {
          const holder = e.deals[i].bid === 'pas' ? undefined : NAMES[e.deals[i].seat];
          for (const p of view.players) {
            if (p !== holder) expect(d.scores[p]).toBe(0);
          }
          if (holder !== undefined) expect(Math.abs(d.scores[holder])).toBe(POINTS[e.deals[i].bid]);
        });
      }),
    );
  });

  test('totals are the column sums, and undo (a shorter sheet) keeps every earlier row', () => {
    fc.assert(
      fc.property(evening, fc.nat(), (e, cut) => {
        const { sheet, view } = run(e);
        for (const p of view.players) expect(view.totals[p]).toBe(view.deals.reduce((s, d) => s + d.scores[p], 0));
        const k = e.deals.length === 0 ? 0 : cut % (e.deals.length + 1);
        const shorter = replay(game, { ...sheet, deals: sheet.deals.slice(0, k) });
        expect(shorter.deals).toEqual(view.deals.slice(0, k));
      }),
    );
  });

  test('refinements never change a score; the dealer moves except after pas', () => {
    fc.assert(
      fc.property(evening, (e) => {
        const withRefinements = run(e).view;
        const plain = run(e, false).view;
        expect(withRefinements.deals.map((d) => d.scores)).toEqual(plain.deals.map((d) => d.scores));
        const moves = e.deals.filter((d) => d.bid !== 'pas').length;
        expect(withRefinements.nextDealer).toBe(NAMES[(e.firstDealer + moves) % e.n]);
      }),
    );
  });
});
