import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { divRound, formatRate, parseRate } from '../../src/core/money.js';
import { fewestPayments, pointsToCents, settleEvening, wholeCents, type Payment } from '../../src/evening/settle.js';
import { replay } from '../../src/sheet/sheet.js';
import { sheet, vrijdagA, vrijdagB, vrijdagZwikken } from './fixtures.js';

const apply = (balances: Record<string, number>, payments: Payment[]): Record<string, number> => {
  const left = { ...balances };
  for (const p of payments) {
    left[p.from] += p.cents;
    left[p.to] -= p.cents;
  }
  return left;
};

describe('money helpers', () => {
  test('divRound rounds halves away from zero in both signs', () => {
    expect([
      divRound(25, 2),
      divRound(-75, 2),
      divRound(-25, 2),
      divRound(7, 3),
      divRound(-7, 3),
      divRound(0, 5),
    ]).toEqual([13, -38, -13, 2, -2, 0]);
  });
  test('rates: money per point with up to four decimals', () => {
    expect([
      parseRate('0.05'),
      parseRate('0,0025'),
      parseRate('1'),
      parseRate('0'),
      parseRate('-1'),
      parseRate('0.00001'),
    ]).toEqual([500, 25, 10000, undefined, undefined, undefined]);
    expect([formatRate(500), formatRate(25), formatRate(10000), formatRate(1230)]).toEqual([
      '0.05',
      '0.0025',
      '1.00',
      '0.123',
    ]);
  });
});

describe('a sheet in money', () => {
  test('zero-sum (cardgames): the score itself at the rate', () => {
    // Ann 5, Bert -11, Cis 1, Eva 5 at 0.05: 0.25, -0.55, 0.05, 0.25.
    const b = vrijdagB();
    expect(pointsToCents(b.view.players, b.view.totals, undefined, 500)).toEqual({
      Ann: 25,
      Bert: -55,
      Cis: 5,
      Eva: 25,
    });
  });

  test('non-zero-sum (lodige): against the table average, whole cents summing to zero', () => {
    // Ann -15, Bert 20, Cis 10, Dirk 20: sum 35, average 8.75. At 0.05: Ann -23.75 x 5 = -118.75
    // cents, Bert and Dirk 11.25 x 5 = 56.25, Cis 1.25 x 5 = 6.25. Rounded down: -119, 56, 6, 56
    // (sum -1); the missing cent goes to the largest remainder (all 0.25), the first seat: Ann -118.
    const a = vrijdagA();
    expect(pointsToCents(a.view.players, a.view.totals, undefined, 500)).toEqual({
      Ann: -118,
      Bert: 56,
      Cis: 6,
      Dirk: 56,
    });
  });

  test("Belote: every player carries his team's score, so the losing team pays the difference, half each", () => {
    // Ann + Cis 112, Bert + Dirk 70 (92 + 20 belote; 162 - 92 = 70): the players' average is 91. At
    // 0.01 a point each player wins or pays (112 - 91) x 0.01 = 0.21: the losing team pays the
    // difference, 42 x 0.01 = 0.42, each of its two players half.
    const b = sheet('belote', ['Ann', 'Bert', 'Cis', 'Dirk'], ['--taker Ann --points 92 --belote Ann'], {
      id: 'b',
      createdAt: '2026-11-27T12:00:00.000Z',
    });
    expect(b.view.totals).toEqual({ Ann: 112, Bert: 70, Cis: 112, Dirk: 70 });
    expect(pointsToCents(b.view.players, b.view.totals, b.view.teams as string[][], 100)).toEqual({
      Ann: 21,
      Bert: -21,
      Cis: 21,
      Dirk: -21,
    });
    // A team's score counts for both players even where a view would give it to the first only.
    expect(
      pointsToCents(
        ['Ann', 'Bert', 'Cis', 'Dirk'],
        { Ann: 112, Bert: 70 },
        [
          ['Ann', 'Cis'],
          ['Bert', 'Dirk'],
        ],
        100,
      ),
    ).toEqual({ Ann: 21, Bert: -21, Cis: 21, Dirk: -21 });
  });

  test('an odd amount: 0.25 at 0.01 a point over two teams of two leaves a half cent each', () => {
    // 100 against 75: average 87.5, each player +-12.5 points x 0.01 = +-12.5 cents. Rounded down
    // 12, -13, 12, -13 (sum -2): the two cents go to the first seats on equal remainders: 13, -12, 12, -13.
    expect(
      pointsToCents(
        ['Ann', 'Bert', 'Cis', 'Dirk'],
        { Ann: 100, Bert: 75, Cis: 100, Dirk: 75 },
        [
          ['Ann', 'Cis'],
          ['Bert', 'Dirk'],
        ],
        100,
      ),
    ).toEqual({ Ann: 13, Bert: -12, Cis: 12, Dirk: -13 });
  });

  test('wholeCents: exact fractions to whole cents summing to zero, none off by a cent or more', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -100000, max: 100000 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 600 }),
        (raw, den) => {
          const num = [...raw, -raw.reduce((a, b) => a + b, 0)];
          const c = wholeCents(num, den);
          expect(c.reduce((a, b) => a + b, 0)).toBe(0);
          c.forEach((x, i) => expect(Math.abs(x * den - num[i])).toBeLessThan(den));
        },
      ),
    );
  });
});

describe('fewest payments', () => {
  test('groups that are square among themselves pay among themselves', () => {
    // Ann +4 and Eva -4 settle with one payment, Bert +3, Cis +3 and Dirk -6 with two: 3 in all
    // (largest debtor to largest creditor alone would take 4).
    expect(fewestPayments({ Ann: 400, Bert: 300, Cis: 300, Dirk: -600, Eva: -400 })).toEqual([
      { from: 'Eva', to: 'Ann', cents: 400 },
      { from: 'Dirk', to: 'Bert', cents: 300 },
      { from: 'Dirk', to: 'Cis', cents: 300 },
    ]);
  });

  test('law: any balances summing to zero are settled exactly, in at most players - 1 payments, the same each time', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5000, max: 5000 }), { minLength: 1, maxLength: 9 }), (raw) => {
        const amounts = [...raw, -raw.reduce((a, b) => a + b, 0)];
        const balances = Object.fromEntries(amounts.map((c, i) => [`P${i}`, c]));
        const pays = fewestPayments(balances);
        const open = amounts.filter((c) => c !== 0).length;
        expect(Object.values(apply(balances, pays)).every((c) => c === 0)).toBe(true);
        expect(pays.length).toBeLessThanOrEqual(Math.max(0, open - 1));
        pays.forEach((p) => expect(Number.isInteger(p.cents) && p.cents > 0).toBe(true));
        expect(fewestPayments(balances)).toEqual(pays);
      }),
    );
  });

  test('beyond 16 players with a balance: still exact, at most players - 1', () => {
    const balances = Object.fromEntries(
      Array.from({ length: 20 }, (_, i) => [`P${String(i).padStart(2, '0')}`, i < 19 ? i * 7 - 50 : 0]),
    );
    balances.P19 = -Object.values(balances).reduce((a, b) => a + b, 0);
    const pays = fewestPayments(balances);
    expect(Object.values(apply(balances, pays)).every((c) => c === 0)).toBe(true);
    expect(pays.length).toBeLessThanOrEqual(19);
  });
});

describe('an evening', () => {
  test('two Kleurenwiezen sheets at 0.05 and a Zwikken sheet whose pot is still full', () => {
    // Sheet A (lodige) Ann -1.18, Bert 0.56, Cis 0.06, Dirk 0.56; sheet B (cardgames) Ann 0.25,
    // Bert -0.55, Cis 0.05, Eva 0.25. Ann -0.93, Bert 0.01, Cis 0.11, Dirk 0.56, Eva 0.25 (sum 0).
    // No part of it is square on its own, so four payments, the largest creditor first.
    const s = settleEvening([vrijdagA(), vrijdagB(), vrijdagZwikken()], { kleurenwiezen: 500 });
    expect(s.balances).toEqual({ Ann: -93, Bert: 1, Cis: 11, Dirk: 56, Eva: 25 });
    expect(s.payments).toEqual([
      { from: 'Ann', to: 'Dirk', cents: 56 },
      { from: 'Ann', to: 'Eva', cents: 25 },
      { from: 'Ann', to: 'Cis', cents: 11 },
      { from: 'Ann', to: 'Bert', cents: 1 },
    ]);
    // The pot of 1.20 is money on the table: the sheet is left out.
    expect(s.sheets.map((x) => [x.id, x.how])).toEqual([
      ['2026-11-27-kleurenwiezen', 'rate'],
      ['2026-11-27-kleurenwiezen-2', 'rate'],
      ['2026-11-27-zwikken', 'pot'],
    ]);
  });

  test('Zwikken counts once the pot is shared; a game without a rate is shown, not settled', () => {
    // Shared pot 1.20: 0.30 each. Ann 0.20 + 0.30 = 0.50, Bert -0.30, Cis -0.30, Dirk 0.10.
    const z = vrijdagZwikken();
    const shared = { ...z, view: replay(z.game, { ...z.data, closed: true, sharePot: true }) };
    const s = settleEvening([vrijdagA(), shared], {});
    expect(s.balances).toEqual({ Ann: 50, Bert: -30, Cis: -30, Dirk: 10 });
    expect(s.payments).toEqual([
      { from: 'Bert', to: 'Ann', cents: 30 },
      { from: 'Cis', to: 'Ann', cents: 20 },
      { from: 'Cis', to: 'Dirk', cents: 10 },
    ]);
    expect(s.sheets[0].how).toBe('no-rate');
  });

  test('names match without case or accents; two such names on one sheet are refused', () => {
    const b = sheet(
      'kleurenwiezen',
      ['ann', 'BERT', 'Cis', 'Éva'],
      ['vragen --by ann,Éva --tricks 9', 'alleen --by BERT --tricks 4'],
      { id: 'x', rules: 'cardgames', createdAt: '2026-11-27T13:30:00.000Z' },
    );
    const s = settleEvening([vrijdagB(), b], { kleurenwiezen: 100 });
    // Twice Ann 5, Bert -11, Cis 1, Eva 5 at 0.01.
    expect(s.balances).toEqual({ Ann: 10, Bert: -22, Cis: 2, Eva: 10 });
    expect(s.merged).toEqual([
      ['Ann', 'ann'],
      ['Bert', 'BERT'],
      ['Eva', 'Éva'],
    ]);
    const clash = { ...b, view: { ...b.view, players: ['Eva', 'Bert', 'Cis', 'Éva'] } };
    expect(() => settleEvening([clash], {})).toThrow(/has both "Eva" and "Éva"/);
  });
});
