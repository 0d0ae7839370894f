import { describe, expect, test } from '@jest/globals';
import { sharePot } from '../../../src/games/zwikken/ledger.js';
import { replay, configOf } from '../../../src/sheet/sheet.js';
import { gameById } from '../../../src/games/index.js';
import { makeSheet, play } from '../../helpers/sheet.js';
import fc from 'fast-check';
import type { SheetConfig } from '../../../src/core/game.js';
import { zwikken } from '../../../src/games/zwikken/index.js';
import { RANKS, searchesPossible, type ZwikInput } from '../../../src/games/zwikken/rules.js';

const P4 = ['Ann', 'Bert', 'Cis', 'Dirk'];

/** A 4-player sheet at stake 0.10 (10 cents), optionally with loser-pays=stake. */
const sheet = (set: Record<string, string> = {}, players = P4, stakeCents = 10) =>
  makeSheet('zwikken', players, { stakeCents, set });

/** Each deal's scores as [seat0, seat1, ...] and its pot, in currency units as the view shows them. */
function ledger(lines: string[], set: Record<string, string> = {}, players = P4, stakeCents = 10) {
  const { view } = play(sheet(set, players, stakeCents), lines);
  return {
    deals: view.deals.map((d) => ({ scores: players.map((p) => d.scores[p]), pot: d.pot })),
    totals: players.map((p) => view.totals[p]),
    pot: view.pot,
    view,
  };
}

describe('spec worked example: 4 players, stake 0.10', () => {
  test('deal by deal, exact to the cent', () => {
    const r = ledger([
      // Deal 1: ante 4 x 0.10 = 0.40. Ann (asked, most points) takes 0.40: -0.10 + 0.40 = +0.30.
      // Bert (asked, lost) pays what was in the pot, 0.40: -0.10 - 0.40 = -0.50. Pot 0.40 - 0.40 + 0.40 = 0.40.
      '--askers Ann,Bert --winner Ann',
      // Deal 2: pot 0.40 is not empty, no ante. Dirk has most points but passed: nobody takes.
      // Cis asked and lost: pays 0.40 -> pot 0.80; Cis -0.10 - 0.40 = -0.50.
      '--askers Cis --winner Dirk',
      // Deal 3: all pass, one search: everybody pays 0.10 -> pot 1.20; nothing played.
      'pas --searched 1',
    ]);
    expect(r.deals).toEqual([
      { scores: [0.3, -0.5, -0.1, -0.1], pot: 0.4 },
      { scores: [0, 0, -0.4, 0], pot: 0.8 },
      { scores: [-0.1, -0.1, -0.1, -0.1], pot: 1.2 },
    ]);
    // Balances after deal 2 (spec): Cis -0.50. After deal 3: each one stake less.
    expect(r.totals).toEqual([0.2, -0.6, -0.6, -0.2]);
    expect(r.pot).toBe(1.2);
    expect(r.view.stake).toBe(0.1);
  });

  test("the same deals with everybody's card points instead of --winner", () => {
    const r = ledger([
      // 4 players play 12 cards worth 12..36 together. Ann 9 > Bert 4 > Cis 1 = Dirk 0? Cis 1, Dirk 0.
      '--askers Ann,Bert --points Ann=9,Bert=4,Cis=1,Dirk=0',
      // Dirk 8 is the most, but Dirk passed.
      '--askers Cis --points Ann=0,Bert=2,Cis=5,Dirk=8',
      'pas --searched 1',
    ]);
    expect(r.totals).toEqual([0.2, -0.6, -0.6, -0.2]);
    expect(r.pot).toBe(1.2);
  });
});

describe('the four steps, one deal on a fresh sheet (4 players, stake 10 cents)', () => {
  test.each([
    // [line, loser-pays, scores in cents-as-units, pot]
    // ante 40; Ann takes 40 (-10 + 40 = +30); nobody else asked. Pot empty.
    ['--askers Ann --winner Ann', 'pot', [0.3, -0.1, -0.1, -0.1], 0],
    // ante 40; nobody takes; Ann pays 40 (-10 - 40 = -50); pot 80.
    ['--askers Ann --winner Dirk', 'pot', [-0.5, -0.1, -0.1, -0.1], 0.8],
    // tie: nobody wins, both askers pay 40 each: pot 40 + 80 = 120.
    ['--askers Ann,Bert --tie', 'pot', [-0.5, -0.5, -0.1, -0.1], 1.2],
    // tie by card points (6 = 6): same as --tie. 6 + 6 + 2 = 14 lies within 12..36.
    ['--askers Ann,Bert --points Ann=6,Bert=6,Cis=2,Dirk=0', 'pot', [-0.5, -0.5, -0.1, -0.1], 1.2],
    // loser-pays=stake: Bert pays one stake, 10: -20. Pot 40 - 40 + 10 = 10.
    ['--askers Ann,Bert --winner Ann', 'stake', [0.3, -0.2, -0.1, -0.1], 0.1],
    // loser-pays=stake tie: each asker pays 10: pot 40 + 30 = 70.
    ['--askers Ann,Bert,Cis --tie', 'stake', [-0.2, -0.2, -0.2, -0.1], 0.7],
    // two searches: ante 40 + first search 40 (second free) = 80 played for; Bert takes 80
    // (-20 + 80 = +60), Ann pays 80 (-20 - 80 = -100); pot 80 - 80 + 80 = 80.
    ['--askers Ann,Bert --winner Bert --searched 2', 'pot', [-1, 0.6, -0.2, -0.2], 0.8],
    // all pass, two searches: 40 + 40 + 0 = 80 in the pot, each -20.
    ['pas --searched 2', 'pot', [-0.2, -0.2, -0.2, -0.2], 0.8],
    // all pass, no search: only the ante.
    ['pas', 'pot', [-0.1, -0.1, -0.1, -0.1], 0.4],
    // zwik: Cis's aces beat Bert's kings. Cis takes 40 (+30); Ann and Bert pay 40 each (-50); pot 80.
    ['--askers Ann,Bert,Cis --zwik Bert=K,Cis=A', 'pot', [-0.5, -0.5, 0.3, -0.1], 0.8],
    // one zwik: Bert takes 40 (+30), Ann pays 40 (-50); pot 40.
    ['--askers Ann,Bert --zwik Bert', 'pot', [-0.5, 0.3, -0.1, -0.1], 0.4],
    // zwik with a matching --winner is accepted and means the same.
    ['--askers Ann,Bert --zwik bert --winner B', 'pot', [-0.5, 0.3, -0.1, -0.1], 0.4],
    // zwik of tens (Dutch H/V/B ranks work too): Ann's jacks (B) beat Dirk's tens.
    ['--askers Ann,Dirk --zwik Dirk=10,Ann=B', 'stake', [0.3, -0.1, -0.1, -0.2], 0.1],
  ])('%s (loser-pays=%s)', (line, lp, scores, pot) => {
    const r = ledger([line], { 'loser-pays': lp });
    expect(r.deals[0].scores).toEqual(scores);
    expect(r.deals[0].pot).toBe(pot);
  });
});

describe('the pot over several deals', () => {
  test('an emptied pot makes the next deal ante again', () => {
    const r = ledger([
      // Deal 1: ante 40, Ann alone asked and won: takes 40. Pot 0.
      '--askers Ann --winner Ann',
      // Deal 2 starts with an empty pot: ante 40 again. Cis takes 40 (-10 + 40 = +30), Bert pays 40 (-50). Pot 40.
      '--askers Bert,Cis --winner Cis',
      // Deal 3: pot 40 not empty, no ante. Ann takes 40 (+40); pot empty again.
      '--askers Ann --winner Ann',
      // Deal 4: ante again: 40; all pass.
      'pas',
    ]);
    expect(r.deals).toEqual([
      { scores: [0.3, -0.1, -0.1, -0.1], pot: 0 },
      { scores: [-0.1, -0.5, 0.3, -0.1], pot: 0.4 },
      { scores: [0.4, 0, 0, 0], pot: 0 },
      { scores: [-0.1, -0.1, -0.1, -0.1], pot: 0.4 },
    ]);
    // Ann 30 - 10 + 40 - 10 = 50; Bert -10 - 50 - 10 = -70; Cis -10 + 30 - 10 = 10; Dirk -10 x 3 = -30.
    // Sum -40, and the pot 40: 0.
    expect(r.totals).toEqual([0.5, -0.7, 0.1, -0.3]);
    expect(r.pot).toBe(0.4);
  });

  test('loser-pays=pot: the pot grows with what was in it when the deal was played', () => {
    const r = ledger([
      '--askers Ann --winner Bert', // ante 40; Ann pays 40 -> 80
      '--askers Ann,Cis --tie', // no ante; Ann and Cis pay 80 each -> 240
      '--askers Dirk,Bert --winner Dirk --searched 1', // search 40 -> 280; Dirk takes 280, Bert pays 280 -> 280
    ]);
    expect(r.deals.map((d) => d.pot)).toEqual([0.8, 2.4, 2.8]);
    // Ann -10 -40 -80 -10 = -140; Bert -10 -10 -280 = -300; Cis -10 -80 -10 = -100; Dirk -10 -10 +280 = +260.
    expect(r.totals).toEqual([-1.4, -3, -1, 2.6]);
  });

  test('a pot too big to count to the cent is refused, not rounded', () => {
    // Each 6-asker tie multiplies the pot by 7 (with 6 players): 60 cents * 7^k passes 2^53 near k = 17.
    const P6 = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6'];
    const lines = Array.from({ length: 30 }, () => `--askers ${P6.join(',')} --tie`);
    expect(() => ledger(lines, {}, P6)).toThrow(/beyond what tafel can count/);
  });
});

describe('the dealer', () => {
  test('moves on after every deal, an all-pass deal too', () => {
    const r = ledger(['pas', 'pas --searched 2', '--askers Ann --winner Ann', 'pas']);
    expect(r.view.deals.map((d) => d.dealer)).toEqual(['Ann', 'Bert', 'Cis', 'Dirk']);
    expect(r.view.nextDealer).toBe('Ann');
  });
});

describe('finish: the pot shared out', () => {
  test.each([
    [40, 3, [14, 13, 13]],
    [80, 4, [20, 20, 20, 20]],
    [7, 3, [3, 2, 2]],
    [5, 6, [1, 1, 1, 1, 1, 0]],
    [1, 2, [1, 0]],
    [0, 2, [0, 0]],
  ])('pot %i cents among %i players', (pot, n, expected) => {
    expect(sharePot(pot, n)).toEqual(expected);
    expect(sharePot(pot, n).reduce((a, b) => a + b, 0)).toBe(pot);
  });

  test('3 players, pot 0.40 -> 0.14, 0.13, 0.13; pot + balances stays 0', () => {
    const P3 = ['Ann', 'Bert', 'Cis'];
    // loser-pays=stake: ante 3 x 10 = 30; Ann asked, Cis won but passed: Ann pays one stake -> 40.
    const { sheet: s } = play(sheet({ 'loser-pays': 'stake' }, P3), ['--askers Ann --winner Cis']);
    const open = replay(gameById('zwikken'), { ...s, closed: true });
    expect(open.pot).toBe(0.4);
    expect(open.settlement).toBeUndefined();
    expect(open.totals).toEqual({ Ann: -0.2, Bert: -0.1, Cis: -0.1 });
    const shared = replay(gameById('zwikken'), { ...s, closed: true, sharePot: true });
    expect(shared.settlement).toEqual({ text: 'pot shared', scores: { Ann: 0.14, Bert: 0.13, Cis: 0.13 } });
    // Ann -20 + 14 = -6; Bert -10 + 13 = +3; Cis +3. Sum 0, pot 0.
    expect(shared.totals).toEqual({ Ann: -0.06, Bert: 0.03, Cis: 0.03 });
    expect(shared.pot).toBe(0);
    expect(shared.finished).toBe(true);
    expect(shared.winner).toEqual(['Bert', 'Cis']);
    expect(replay(gameById('zwikken'), { ...s, closed: true, sharePot: true }, 'nl').settlement).toMatchObject({
      text: 'pot verdeeld',
    });
  });

  test('an open sheet is never settled, even when marked', () => {
    const { sheet: s } = play(sheet(), ['pas']);
    expect(replay(gameById('zwikken'), { ...s, sharePot: true }).pot).toBe(0.4);
  });
});

const NAMES = ['Ann', 'Bert', 'Cis', 'Dirk', 'Eva', 'Fien'];
/** The 20-card pack as card points: four each of A 4, K 3, Q 2, J 1, 10 0. */
const PACK = [4, 4, 4, 4, 3, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 0, 0, 0, 0];

/** Card points of a real deal: 3n cards of the pack played in three tricks, each taken by someone. */
const dealtPoints = (n: number): fc.Arbitrary<number[]> =>
  fc
    .tuple(
      fc.shuffledSubarray(PACK, { minLength: 3 * n, maxLength: 3 * n }),
      fc.array(fc.integer({ min: 0, max: n - 1 }), { minLength: 3, maxLength: 3 }),
    )
    .map(([cards, takers]) => {
      const points = Array.from({ length: n }, () => 0);
      takers.forEach((seat, trick) => {
        points[seat] += cards.slice(trick * n, trick * n + n).reduce((a, b) => a + b, 0);
      });
      return points;
    });

/** Random valid record lines for a table of n players, as a player would type them. */
const dealLine = (players: string[]): fc.Arbitrary<string> => {
  const n = players.length;
  const searched = fc.integer({ min: 0, max: searchesPossible(n) }).map((s) => (s === 0 ? '' : ` --searched ${s}`));
  const askers = fc.subarray(players, { minLength: 1 });
  return fc.oneof(
    searched.map((s) => `pas${s}`),
    fc
      .tuple(askers, fc.constantFrom(...players), searched)
      .map(([a, w, s]) => `--askers ${a.join(',')} --winner ${w}${s}`),
    fc.tuple(askers, searched).map(([a, s]) => `--askers ${a.join(',')} --tie${s}`),
    fc
      .tuple(askers, dealtPoints(n), searched)
      .map(
        ([a, pts, s]) => `--askers ${a.join(',')} --points ${players.map((p, i) => `${p}=${pts[i]}`).join(',')}${s}`,
      ),
    fc.tuple(askers, fc.shuffledSubarray([...RANKS], { minLength: 1, maxLength: RANKS.length }), searched).map(
      ([a, ranks, s]) =>
        `--askers ${a.join(',')} --zwik ${a
          .slice(0, ranks.length)
          .map((p, i) => `${p}=${ranks[i]}`)
          .join(',')}${s}`,
    ),
  );
};

/** A table: 2..6 players, a stake of 1 cent to 5.00, loser-pays pot or stake, and up to 12 deals. */
const table = fc
  .tuple(fc.integer({ min: 2, max: 6 }), fc.integer({ min: 1, max: 500 }), fc.constantFrom('pot', 'stake'))
  .chain(([n, stakeCents, lp]) => {
    const players = NAMES.slice(0, n);
    return fc.record({
      players: fc.constant(players),
      stakeCents: fc.constant(stakeCents),
      lp: fc.constant(lp),
      lines: fc.array(dealLine(players), { maxLength: 12 }),
    });
  });

/** Currency units back to cents, proving on the way that the view shows whole cents only. */
const cents = (units: unknown): number => {
  expect(typeof units).toBe('number');
  const c = Math.round((units as number) * 100);
  expect(c / 100).toBe(units);
  return c;
};

describe('law: pot + sum of all balances = 0, in cents', () => {
  test('in the core ledger, after every deal and after a shared finish', () => {
    fc.assert(
      fc.property(table, ({ players, stakeCents, lp, lines }) => {
        const { sheet } = play(makeSheet('zwikken', players, { stakeCents, set: { 'loser-pays': lp } }), lines);
        const config: SheetConfig = { ...configOf(zwikken, sheet), sharePot: true };
        let state = zwikken.initialState(config);
        for (const input of sheet.deals) {
          const before = state;
          const out = zwikken.scoreDeal(state, input as ZwikInput, config);
          state = out.state;
          expect(state.pot + state.balances.reduce((a, b) => a + b, 0)).toBe(0);
          expect(out.scores.every(Number.isSafeInteger)).toBe(true);
          // A deal's scores are exactly the change of each balance.
          expect(state.balances).toEqual(before.balances.map((b, i) => b + out.scores[i]));
          expect(state.pot).toBeGreaterThanOrEqual(0);
          // A deal never starts on an empty pot: it antes first, so an asking winner always gets something.
          if ((input as ZwikInput).contract === 'pas' && before.pot === 0) expect(state.pot).toBeGreaterThan(0);
        }
        const settled = zwikken.settle!(state, config);
        // An empty pot has nothing to share: no settlement (no row of 0.00), the balances alone sum to 0.
        if (state.pot === 0) {
          expect(settled).toBeUndefined();
          expect(state.balances.reduce((a, b) => a + b, 0)).toBe(0);
          return;
        }
        if (!settled) throw new Error(`a pot of ${state.pot} cents was not shared`);
        expect(settled.scores.reduce((a, b) => a + b, 0)).toBe(state.pot);
        expect(Math.max(...settled.scores) - Math.min(...settled.scores)).toBeLessThanOrEqual(1);
        expect(settled.state.pot).toBe(0);
        expect(settled.state.balances.reduce((a, b) => a + b, 0)).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  test('in the sheet view (currency units), after every deal and after finish --share-pot', () => {
    fc.assert(
      fc.property(table, ({ players, stakeCents, lp, lines }) => {
        const { sheet, view } = play(makeSheet('zwikken', players, { stakeCents, set: { 'loser-pays': lp } }), lines);
        const running = players.map(() => 0);
        for (const d of view.deals) {
          players.forEach((p, i) => {
            running[i] += cents(d.scores[p]);
          });
          expect(cents(d.pot) + running.reduce((a, b) => a + b, 0)).toBe(0);
        }
        expect(players.map((p) => cents(view.totals[p]))).toEqual(running);
        const shared = replay(gameById('zwikken'), { ...sheet, closed: true, sharePot: true });
        expect(cents(shared.pot)).toBe(0);
        expect(players.reduce((a, p) => a + cents(shared.totals[p]), 0)).toBe(0);
        const share = shared.settlement as { scores: Record<string, number> } | undefined;
        // An empty pot is not shared: no settlement row; any other is shared out to the cent.
        expect(share === undefined).toBe(cents(view.pot) === 0);
        if (share) expect(players.reduce((a, p) => a + cents(share.scores[p]), 0)).toBe(cents(view.pot));
      }),
      { numRuns: 200 },
    );
  });
});
