import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { gameById } from '../../../src/games/index.js';
import { configOf, replay, type SheetData } from '../../../src/sheet/sheet.js';
import type { BeloteInput } from '../../../src/games/belote/rules.js';
import { makeSheet } from '../../helpers/sheet.js';

const P = ['Ann', 'Bert', 'Cis', 'Dirk'];
const game = gameById('belote');

const flagsOf = (taker: string, points: number, belote?: string, capot?: string) =>
  `--taker ${taker} --points ${points}${belote ? ` --belote ${belote}` : ''}${capot ? ` --capot ${capot}` : ''}`;

/** The partner sits two seats on. */
const partner = (p: string) => P[(P.indexOf(p) + 2) % 4];
const opponent = (p: string, right: boolean) => P[(P.indexOf(p) + (right ? 1 : 3)) % 4];

/** Any deal the command line accepts, written as a record line (so parseDeal is exercised too). */
const anyDeal = fc
  .record({
    taker: fc.constantFrom(...P),
    points: fc.integer({ min: 0, max: 162 }).filter((n) => n !== 1 && n !== 161),
    belote: fc.option(fc.constantFrom(...P), { nil: undefined }),
    capot: fc.constantFrom(undefined, undefined, 'takers', 'defenders'),
  })
  .map(({ taker, points, belote, capot }) =>
    flagsOf(taker, capot === 'takers' ? 162 : capot === 'defenders' ? 0 : points, belote, capot),
  );

/** Ties, where litige happens (and chains of them): 81 - 81, 71 + belote - 91, 91 - 71 + belote. */
const tieDeal = fc
  .record({ taker: fc.constantFrom(...P), kind: fc.integer({ min: 0, max: 2 }), who: fc.boolean() })
  .map(({ taker, kind, who }) =>
    kind === 0
      ? flagsOf(taker, 81)
      : kind === 1
        ? flagsOf(taker, 71, who ? taker : partner(taker))
        : flagsOf(taker, 91, opponent(taker, who)),
  );

const dealLine: fc.Arbitrary<string> = fc.oneof(
  { weight: 1, arbitrary: fc.constant('pas') },
  { weight: 5, arbitrary: anyDeal },
  { weight: 4, arbitrary: tieDeal },
);

const sheetArb = fc
  .record({
    rules: fc.constantFrom('cardavia', 'ffb'),
    rounding: fc.constantFrom('none', 'nearest10'),
    litigeBelote: fc.constantFrom('held', 'kept'),
    target: fc.constantFrom('none', '501', '701', '1000', '2000'),
    firstDealer: fc.integer({ min: 0, max: 3 }),
    lines: fc.array(dealLine, { maxLength: 14 }),
  })
  .map(({ rules, rounding, litigeBelote, target, firstDealer, lines }) => {
    const set: Record<string, string> =
      rules === 'ffb' ? { rounding, target, 'litige-belote': litigeBelote } : { target };
    const base = makeSheet('belote', P, { rules, set, firstDealer });
    const config = configOf(game, base);
    const deals = lines.map((l) => {
      const parts = l.split(' ');
      const words = parts[0] === 'pas' ? ['pas'] : [];
      const flags: Record<string, string> = {};
      for (let i = words.length; i < parts.length; i += 2) flags[parts[i].slice(2)] = parts[i + 1];
      return game.parseDeal({ words, flags }, config);
    });
    return { ...base, deals } as SheetData;
  });

const team = (v: ReturnType<typeof replay>, i: 0 | 1) => v.totals[P[i]];

describe('Belote sheet laws', () => {
  test('replaying the same inputs gives the same view, also after a JSON round trip of the file', () => {
    fc.assert(
      fc.property(sheetArb, (data) => {
        const a = replay(game, data);
        expect(replay(game, data)).toEqual(a);
        expect(replay(game, JSON.parse(JSON.stringify(data)) as SheetData)).toEqual(a);
      }),
    );
  });

  test('partners always carry the same score, and the totals are the sums of the deal scores', () => {
    fc.assert(
      fc.property(sheetArb, (data) => {
        const v = replay(game, data);
        for (const d of v.deals) {
          expect(d.scores.Cis).toBe(d.scores.Ann);
          expect(d.scores.Dirk).toBe(d.scores.Bert);
          expect(d.scores.Ann).toBeGreaterThanOrEqual(0);
          expect(d.scores.Bert).toBeGreaterThanOrEqual(0);
        }
        for (const p of P) expect(v.totals[p]).toBe(v.deals.reduce((s, d) => s + d.scores[p], 0));
      }),
    );
  });

  /*
   * Conservation, rounding=none, both rule sets: every played deal puts into play its card points
   * (162, or 252 with a capot) plus 20 if someone announced belote. Made: takers' total + defenders'
   * total is exactly that. Failed: the defenders get the cards and (cardavia) both belotes, or (ffb)
   * their own while the takers keep theirs: the same sum. Litige (ffb): defenders' total + the takers'
   * whole total held (or, litige-belote=kept, their belote scored and their card points held): the
   * same sum again; paying the held points out later only moves them. So:  team total (Ann + Cis) +
   * team total (Bert + Dirk) + held  =  sum over played deals of (162 | 252) + 20 per belote. A `pas` deal puts nothing
   * into play.
   */
  test('no points are created or lost: both team totals plus held = all card points + belotes dealt', () => {
    fc.assert(
      fc.property(
        sheetArb.filter((d) => d.rules === 'cardavia' || d.set.rounding === 'none'),
        (data) => {
          const v = replay(game, data);
          const inPlay = (data.deals as BeloteInput[])
            .filter((d) => d.contract !== 'pas')
            .reduce((s, d) => s + (d.capot ? 252 : 162) + (d.belote ? 20 : 0), 0);
          expect(team(v, 0) + team(v, 1) + (v.held as number)).toBe(inPlay);
          if (data.rules === 'cardavia') expect(v.held).toBe(0);
        },
      ),
    );
  });

  /*
   * With rounding each deal's amounts are rounded first, so the law is stated on the rounded
   * amounts: each deal scored alone (nothing held before it) yields its two team scores plus what it
   * puts on hold; the whole sheet, litige chains and all, adds up to exactly the sum of those. Every
   * amount is then a multiple of ten. A deal alone, in the words of belote.md (rule set ffb) and the
   * rules notes: each team's total is its card points (252 with a capot) and its own belote; more than
   * the defenders' is made (each team its total), less is failed (the defenders 162, or 252 after their
   * capot, and their belote; the takers keep their belote), equal is a litige (the defenders score theirs,
   * the takers' total is held, or with litige-belote=kept their belote scored and their card points held).
   * Each amount is rounded to the nearest ten, 5 up, a held one when it is held.
   */
  const r10 = (n: number) => n - (n % 10) + (n % 10 >= 5 ? 10 : 0);
  const aloneRounded = (d: BeloteInput, kept: boolean): number => {
    if (d.contract === 'pas') return 0;
    const side = (p: string | undefined) => (p === undefined ? undefined : P.indexOf(p) % 2);
    const takers = side(d.taker);
    const beloteT = d.belote !== undefined && side(d.belote) === takers ? 20 : 0;
    const beloteD = d.belote !== undefined && side(d.belote) !== takers ? 20 : 0;
    const cardsT = d.capot === 'takers' ? 252 : d.capot === 'defenders' ? 0 : d.points!;
    const cardsD = d.capot === 'defenders' ? 252 : d.capot === 'takers' ? 0 : 162 - d.points!;
    const [t, dd] = [cardsT + beloteT, cardsD + beloteD];
    if (t > dd) return r10(t) + r10(dd);
    if (t < dd) return r10((d.capot === 'defenders' ? 252 : 162) + beloteD) + r10(beloteT);
    return r10(dd) + (kept ? r10(beloteT) + r10(cardsT) : r10(t));
  };
  test('nearest10: litige moves rounded points without creating or losing any; all multiples of 10', () => {
    fc.assert(
      fc.property(
        sheetArb.filter((d) => d.rules === 'ffb' && d.set.rounding === 'nearest10'),
        (data) => {
          const v = replay(game, data);
          const kept = data.set['litige-belote'] === 'kept';
          const alone = (data.deals as BeloteInput[]).reduce((s, d) => s + aloneRounded(d, kept), 0);
          expect(team(v, 0) + team(v, 1) + (v.held as number)).toBe(alone);
          for (const d of v.deals) {
            expect(d.scores.Ann % 10).toBe(0);
            expect(d.scores.Bert % 10).toBe(0);
            expect((d.held as number) % 10).toBe(0);
          }
        },
      ),
    );
  });

  test('held points are only ever waiting under ffb, and are paid out by the next made or failed deal', () => {
    fc.assert(
      fc.property(sheetArb, (data) => {
        const v = replay(game, data);
        let held = 0;
        v.deals.forEach((d) => {
          const r = d.result as string | undefined;
          if (r === undefined)
            expect(d.held).toBe(held); // pas: nothing changes
          else if (r === 'litige') expect(d.held as number).toBeGreaterThan(held);
          else expect(d.held).toBe(0);
          if (data.rules === 'cardavia') expect(r).not.toBe('litige');
          held = d.held as number;
        });
        expect(v.held).toBe(held);
      }),
    );
  });

  test('the game is finished exactly when a team has reached the target with unequal totals; the winner leads', () => {
    fc.assert(
      fc.property(sheetArb, (data) => {
        const v = replay(game, data);
        const [a, b] = [team(v, 0), team(v, 1)];
        const target = data.set.target;
        const over = target !== 'none' && Math.max(a, b) >= Number(target) && a !== b;
        expect(v.finished).toBe(over);
        if (over) expect(v.winner).toEqual(a > b ? ['Ann', 'Cis'] : ['Bert', 'Dirk']);
        else expect(v.winner).toBeUndefined();
      }),
    );
  });

  test('the dealer moves one seat every deal', () => {
    fc.assert(
      fc.property(sheetArb, (data) => {
        const v = replay(game, data);
        v.deals.forEach((d, i) => {
          expect(d.dealer).toBe(P[(data.firstDealer + i) % 4]);
        });
        expect(v.nextDealer).toBe(P[(data.firstDealer + data.deals.length) % 4]);
      }),
    );
  });
});
