import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { RuleViolation, StorageError, UsageError } from '../../../src/core/errors.js';
import type { SheetConfig } from '../../../src/core/game.js';
import { gameById } from '../../../src/games/index.js';
import { contractsOf, type WhistInput } from '../../../src/games/kleurenwiezen/rules.js';
import { checkSheet } from '../../../src/evening/transfer.js';
import { buildSheet } from '../../../src/sheet/build.js';
import { configOf, replay } from '../../../src/sheet/sheet.js';
import { makeSheet, play, record } from '../../helpers/sheet.js';

const FIVE = ['Ann', 'Bert', 'Cis', 'Dirk', 'Eva'];
const SIX = ['Ann', 'Bert', 'Cis', 'Dirk', 'Eva', 'Fien'];
const game = gameById('kleurenwiezen');

const refused = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    if (e instanceof RuleViolation || e instanceof UsageError || e instanceof StorageError) return e.text.en;
    throw e;
  }
  throw new Error('accepted');
};

// kleurenwiezen-tables.md §3.5: whisthub, five players, first dealer Ann.
describe('five players: the worked example of §3.5', () => {
  const lines = [
    'samen 8 --by Bert,Cis --tricks 10', // Ann sits out: 8 + 3 x 2 = 14 per player
    'pas', // Bert deals and sits out
    'alleen 6 --by Ann --tricks 8', // Bert again: 4 + 2 = 6, doubled after the pas: 12 per opponent
    'troel --by Dirk,Eva --tricks 7', // Cis sits out: lost, 16 per player
    'open-miserie --by Ann --tricks 0', // Dirk sits out: 24 per opponent, Ann +72
  ];
  const { view } = play(makeSheet('kleurenwiezen', FIVE, { rules: 'whisthub' }), lines);
  test('scores, sitters and totals', () => {
    expect(view.deals.map((d) => FIVE.map((p) => d.scores[p]))).toEqual([
      [0, 14, 14, -14, -14],
      [0, 0, 0, 0, 0],
      [36, 0, -12, -12, -12],
      [16, 16, 0, -16, -16],
      [72, -24, -24, 0, -24],
    ]);
    expect(view.deals.map((d) => d.dealer)).toEqual(['Ann', 'Bert', 'Bert', 'Cis', 'Dirk']);
    expect(view.deals.map((d) => d.sittingOut)).toEqual([['Ann'], ['Bert'], ['Bert'], ['Cis'], ['Dirk']]);
    expect(view.deals[2].multiplier).toBe(2);
    // Ann 36 + 16 + 72 = 124; Bert 14 + 16 - 24 = 6; Cis 14 - 12 - 24 = -22; Dirk -14 - 12 - 16 = -42; Eva -14 - 12 -
    // 16 - 24 = -66
    expect(view.totals).toEqual({ Ann: 124, Bert: 6, Cis: -22, Dirk: -42, Eva: -66 });
    expect(view.nextDealer).toBe('Eva');
    expect(view.nextSittingOut).toEqual(['Eva']);
  });

  test('naming the sitter is refused, naming the dealer, who sits out and who plays', () => {
    const sheet = makeSheet('kleurenwiezen', FIVE, { rules: 'whisthub' });
    const after5 = lines.reduce(record, sheet);
    const sixth = record(after5, 'samen 8 --by Eva,Ann --tricks 8');
    expect(refused(() => replay(game, sixth))).toBe(
      'Eva deals deal 6 and sits out; the players are Ann, Bert, Cis, Dirk. Eva cannot be named in it.',
    );
    expect(refused(() => replay(game, record(sheet, 'grote-miserie --by Bert,Ann --tricks Bert=0,Ann=1')))).toContain(
      'Ann deals deal 1 and sits out',
    );
    expect(refused(() => replay(game, record(sheet, 'samen 8 --by Bert,Cis --revoke Ann')))).toContain(
      'Ann deals deal 1 and sits out',
    );
  });

  test('an edit that makes a later deal name a sitter is refused, naming that deal', () => {
    const sheet = lines.reduce(record, makeSheet('kleurenwiezen', FIVE, { rules: 'whisthub' }));
    // Deal 1 into pas: Ann keeps the deal, so deal 2 (pas) and deal 3 are hers too, and Ann plays alleen in deal 3.
    const edited = { ...sheet, deals: [{ contract: 'pas' }, ...sheet.deals.slice(1)] };
    expect(refused(() => replay(game, edited))).toContain('Ann deals deal 3 and sits out');
  });
});

describe('import checks the sitters of stored deals', () => {
  test('a hand-edited file naming a sitter is refused, naming the deal', () => {
    const ok = ['samen 8 --by Bert,Cis --tricks 8', 'pas'].reduce(
      record,
      makeSheet('kleurenwiezen', FIVE, { rules: 'whisthub' }),
    );
    expect(checkSheet(JSON.parse(JSON.stringify(ok)), 'sheet').deals).toHaveLength(2);
    // Deal 3 is dealt by Bert again (after the pas): Bert sits out.
    const bad = { ...ok, deals: [...ok.deals, { contract: 'samen', level: 8, by: ['Bert', 'Dirk'], tricks: 8 }] };
    expect(refused(() => checkSheet(JSON.parse(JSON.stringify(bad)), 'sheet'))).toMatch(
      /deals\[2\]: the game refuses it: Bert deals deal 3 and sits out/,
    );
  });
});

describe('six players: the dealer and the player opposite sit out (lodige)', () => {
  test('an evening', () => {
    const { view } = play(makeSheet('kleurenwiezen', SIX), [
      'samen 8 --by Bert,Eva --tricks 7', // Ann, Dirk out: lost by 1, 7 + 3 = 10; active opponents Cis, Fien +10
      'solo 6 --by Ann --tricks 5', // Bert, Eva out: lost 15, two thirds = 10 to Cis, Dirk, Fien
      'pas', // Cis, Fien out
      'grote-miserie --by Ann,Bert --tricks Ann=0,Bert=1', // Cis, Fien out again: Ann +36, Bert -36, Dirk, Eva +24
    ]);
    expect(view.deals.map((d) => d.sittingOut)).toEqual([
      ['Ann', 'Dirk'],
      ['Bert', 'Eva'],
      ['Cis', 'Fien'],
      ['Cis', 'Fien'],
    ]);
    expect(view.deals.map((d) => SIX.map((p) => d.scores[p]))).toEqual([
      [0, -10, 10, 0, -10, 10],
      [-15, 0, 10, 10, 0, 10],
      [0, 0, 0, 0, 0, 0],
      [36, -36, 0, 24, 24, 0],
    ]);
    // Ann -15 + 36 = 21; Bert -10 - 36 = -46; Cis 20; Dirk 34; Eva 14; Fien 20
    expect(view.totals).toEqual({ Ann: 21, Bert: -46, Cis: 20, Dirk: 34, Eva: 14, Fien: 20 });
    expect(view.nextDealer).toBe('Dirk');
    expect(view.nextSittingOut).toEqual(['Dirk', 'Ann']);
  });

  test('the opposite player named is refused', () => {
    const sheet = record(makeSheet('kleurenwiezen', SIX, { rules: 'cardgames' }), 'vragen --by Dirk,Bert --tricks 8');
    expect(refused(() => replay(game, sheet))).toBe(
      'Ann deals deal 1 and sits out with Dirk; the players are Bert, Cis, Eva, Fien. Dirk cannot be named in it.',
    );
  });

  test('four players: no sitting out, no extra fields', () => {
    const { view } = play(makeSheet('kleurenwiezen', SIX.slice(0, 4)), ['samen 8 --by Ann,Bert --tricks 8']);
    expect(view.deals[0].sittingOut).toBeUndefined();
    expect(view.nextSittingOut).toBeUndefined();
  });
});

describe('deals with five or six', () => {
  const build = (rules: string, players: string[], deals: string) => () =>
    buildSheet(
      'kleurenwiezen',
      { players: players.join(','), rules, set: [`deals=${deals}`] },
      new Date(0),
      () => false,
    );
  test.each([
    ['whisthub', FIVE, '8', 'multiple of 5'],
    ['iwwa', SIX, '4', 'multiple of 6'],
    ['cardgames', FIVE, '4', 'one of off, 5, 10, 15 with 5 players'],
    ['cardgames', SIX, '8', 'one of off, 6, 12, 18 with 6 players'],
  ])('%s with %j players refuses deals=%s', (rules, players, deals, message) => {
    expect(() => build(rules, players, deals)()).toThrow(UsageError);
    expect(refused(build(rules, players, deals))).toContain(message);
  });
  test.each([
    ['whisthub', FIVE, '10'],
    ['cardgames', SIX, '12'],
    ['lodige', FIVE, '7'],
  ])('%s accepts deals=%s', (rules, players, deals) =>
    expect(build(rules, players as string[], deals)().set.deals).toBe(deals),
  );
  test('seven players are refused', () => {
    expect(
      refused(() => buildSheet('kleurenwiezen', { players: [...SIX, 'Gert'].join(',') }, new Date(0), () => false)),
    ).toContain('needs 4 to 6 players');
  });
  test('a five-player whisthub game of 5 played deals ends; the pas does not count', () => {
    const sheet = makeSheet('kleurenwiezen', FIVE, { rules: 'whisthub', set: { deals: '5' } });
    const lines = [
      'samen 8 --by Bert,Cis --tricks 8',
      'pas',
      'samen 8 --by Ann,Cis --tricks 8',
      'samen 8 --by Ann,Bert --tricks 8',
      'samen 8 --by Ann,Bert --tricks 8',
    ];
    expect(play(sheet, lines).view.finished).toBe(false);
    expect(play(sheet, [...lines, 'samen 8 --by Ann,Bert --tricks 8']).view.finished).toBe(true);
  });
});

// Law: every deal of the zero-sum sets sums to zero over all 4, 5 or 6 columns, and a sitter scores 0. Who sits
// out, as the rules say it: with five the dealer, with six the dealer and the player three seats on.
const sitting = (dealer: number, n: number): number[] =>
  n === 5 ? [dealer] : n === 6 ? [dealer, (dealer + 3) % 6] : [];
describe('law: zero-sum deals sum to zero, sitters included', () => {
  const rulesArb = fc.constantFrom('cardgames', 'whisthub', 'iwwa');
  test('random deals, dealers and passes', () => {
    fc.assert(
      fc.property(
        rulesArb,
        fc.integer({ min: 4, max: 6 }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 3 }),
        fc.nat(),
        fc.array(fc.integer({ min: 0, max: 13 }), { minLength: 4, maxLength: 4 }),
        fc.nat(),
        fc.option(fc.nat({ max: 3 }), { nil: undefined }),
        fc.constantFrom('double', 'stack', 'off'),
        (rules, n, dealerSeed, passes, pick, tricks, levelSeed, revokeSeat, rondje) => {
          const players = ['Ann', 'Bert', 'Cis', 'Dirk', 'Eva', 'Fien'].slice(0, n);
          const set: Record<string, string> =
            rules === 'cardgames' ? { 'open-miserie': 'on', 'abondance-levels': 'on' } : { 'rondje-pas': rondje };
          const config: SheetConfig = configOf(game, makeSheet('kleurenwiezen', players, { rules, set }));
          const dealer = dealerSeed % n;
          const out = sitting(dealer, n);
          const active = players.filter((_, i) => !out.includes(i));
          const contracts = contractsOf(rules);
          const c = contracts[pick % contracts.length];
          const by =
            c.declarers === 'pair'
              ? [active[pick % 4], active[(pick + 1) % 4]]
              : c.declarers === 'one'
                ? [active[pick % 4]]
                : active.slice(0, 1 + (pick % 4));
          const input: WhistInput = {
            contract: c.id,
            ...(c.levels ? { level: c.levels[levelSeed % c.levels.length] } : {}),
            by,
            tricks: c.declarers === 'each' ? Object.fromEntries(by.map((p, i) => [p, tricks[i] % 4])) : tricks[0],
            ...(revokeSeat !== undefined ? { revoke: active[revokeSeat] } : {}),
          };
          let state = game.initialState(config);
          for (let i = 0; i < passes; i++)
            state = game.scoreDeal(state, { contract: 'pas' }, config, { number: i + 1, dealer }).state;
          const { scores } = game.scoreDeal(state, input, config, { number: passes + 1, dealer });
          expect(scores.reduce((a, b) => a + b, 0)).toBe(0);
          for (const s of out) expect(scores[s]).toBe(0);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('stats and export with five players', () => {
  test('a deal a player sat out is not a deal he played; the export names who sat out', async () => {
    const { computeStats } = await import('../../../src/evening/stats.js');
    const { layoutSheet } = await import('../../../src/evening/layout.js');
    const { sheet: data, view } = play(makeSheet('kleurenwiezen', FIVE, { rules: 'whisthub' }), [
      'samen 8 --by Bert,Cis --tricks 8',
      'pas',
      'alleen 5 --by Ann --tricks 5',
    ]);
    const stats = computeStats([{ data, view, game }]);
    // Ann sat out deal 1; Bert sat out deals 2 (pas) and 3; Cis, Dirk, Eva played all three.
    expect(stats.players.Ann.games.kleurenwiezen.deals).toBe(2);
    expect(stats.players.Bert.games.kleurenwiezen.deals).toBe(1);
    expect(stats.players.Cis.games.kleurenwiezen.deals).toBe(3);
    const layout = layoutSheet(view, game, 'en');
    expect(layout.head).toEqual(['deal', 'dealer', 'contract', ...FIVE, 'sitting out']);
    // alleen 5 made after a pas: 3 x 2 = 6 per opponent, Ann +18, the x2 shown as on the sheet (issue
    // 21.7); Bert sat out: his cell stays the number 0 in the layout, and its marks say he sat out
    // (each format writes that its own way: '-' in Markdown and HTML, an empty CSV cell).
    expect(layout.rows[2]).toEqual([3, 'Bert', 'Ann alleen 5: 5 tricks ×2', 18, 0, -6, -6, -6, 'Bert']);
    expect(layout.marks[2]!.columns.map((c) => c.sat)).toEqual([false, true, false, false, false]);
    expect(layout.total).toHaveLength(FIVE.length + 4);
  });
});
