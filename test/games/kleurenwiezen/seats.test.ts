import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { RuleViolation, StorageError, UsageError } from '../../../src/core/errors.js';
import type { SheetConfig } from '../../../src/core/game.js';
import { gameById } from '../../../src/games/index.js';
import { contractsOf, type WhistInput } from '../../../src/games/kleurenwiezen/rules.js';
import { checkSheet } from '../../../src/evening/transfer.js';
import { buildSheet } from '../../../src/sheet/build.js';
import { configOf, replay, type SheetData } from '../../../src/sheet/sheet.js';
import { makeSheet, play, record } from '../../helpers/sheet.js';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, snapshot, tafel, tafelJson, tempHomes } from '../../helpers/cli.js';
import { askDeal, type DealCtx } from '../../../src/play/deal.js';
import { flowFor } from '../../../src/play/flows/index.js';
import { ENTER, Scripted, type Answer } from '../../play/scripted.js';

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

  // Until 2026-12-07 a sitter named only in --tricks was told he "did not play this contract: give tricks only for"...
  test.each([
    ['en', 'tafel: Ann deals deal 1 and sits out; the players are Bert, Cis, Dirk, Eva. Ann cannot be named in it.'],
    [
      'nl',
      'tafel: Ann geeft gift 1 en zit stil; de spelers zijn Bert, Cis, Dirk, Eva. ' +
        'Ann kan in deze gift niet genoemd worden.',
    ],
  ])('(%s) the sitter named only in --tricks is refused as a sitter, nothing written', async (lang, said) => {
    const h = home();
    expect((await tafel(h, ['new', 'kleurenwiezen', '--rules', 'whisthub', '--players', FIVE.join(',')])).code).toBe(0);
    const before = snapshot(h);
    const r = await tafel(h, [
      '--lang',
      lang,
      'record',
      'grote-miserie',
      '--by',
      'Bert,Cis',
      '--tricks',
      'Bert=0,Ann=1',
    ]);
    expect({ code: r.code, stdout: r.stdout, stderr: r.stderr.trim() }).toEqual({ code: 1, stdout: '', stderr: said });
    expect(snapshot(h)).toEqual(before);
  });

  // The page's sample of this refusal once lacked its last sentence: it is held to what tafel answers.
  test("docs/games/kleurenwiezen.md quotes the refusal whole, as tafel answers it on the page's sheet", async () => {
    const h = home();
    const set = ['--rules', 'whisthub', '--players', FIVE.join(','), '--title', 'Vijf', '--set', 'deals=10'];
    expect((await tafel(h, ['new', 'kleurenwiezen', ...set])).code).toBe(0);
    for (const l of lines) expect((await tafel(h, ['record', ...l.split(' ')])).code).toBe(0);
    const r = await tafel(h, ['record', 'samen', '8', '--by', 'Eva,Ann', '--tricks', '8']);
    const said =
      'tafel: Eva deals deal 6 and sits out; the players are Ann, Bert, Cis, Dirk. Eva cannot be named in it.';
    expect({ code: r.code, stderr: r.stderr.trim() }).toEqual({ code: 1, stderr: said });
    const page = fs.readFileSync(path.join(ROOT, 'docs', 'games', 'kleurenwiezen.md'), 'utf8').replace(/\s+/g, ' ');
    expect(page).toContain(`answers \`${said}\` (exit 1)`);
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
  // A value no table takes names the rule set's rule, never a list or range that another count of players allows
  // (cardgames said "one of off, 4, 5, 6, 8, ..." to four players, then refused 5; whisthub "1 to 100", then 7).
  test.each([
    ['cardgames', SIX.slice(0, 4), '16', '\'deals\' must be one of off, 4, 8, 12 with 4 players, not "16".'],
    [
      'cardgames',
      SIX.slice(0, 4),
      'x',
      "'deals' must be off or once, twice or three times round the table (4, 8 or 12 with four players; 5, 10 or 15 " +
        'with five; 6, 12 or 18 with six), not "x".',
    ],
    [
      'whisthub',
      SIX.slice(0, 4),
      '104',
      '\'deals\' must be off or a multiple of the number of players (4, 5 or 6) up to 100, not "104".',
    ],
    [
      'iwwa',
      FIVE,
      '110',
      '\'deals\' must be off or a multiple of the number of players (4, 5 or 6) up to 100, not "110".',
    ],
  ])('%s with %j players refuses deals=%s with its own rule', (rules, players, deals, message) => {
    expect(() => build(rules, players, deals)()).toThrow(UsageError);
    expect(refused(build(rules, players, deals))).toBe(message);
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

const home = tempHomes();

// The sitter is the dealer the sheet replays, also when `tafel dealer` or `record --dealer` set it
// against the rotation (kleurenwiezen-tables.md §3.1: the dealer sits out).
describe('five players: a dealer set by hand sits out', () => {
  test('tafel dealer Cis: the view, the footer, the refusal and the next deal follow Cis', async () => {
    const h = home();
    const id = (await tafelJson(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk,Eva'])).id;
    // Deal 1: Ann deals and sits out; lodige samen 8 made exactly: +7 each for Bert and Cis.
    expect((await tafelJson(h, ['record', 'samen', '8', '--by', 'Bert,Cis', '--tricks', '8'])).sittingOut).toEqual([
      'Ann',
    ]);
    // The rotation would give deal 2 to Bert; Cis deals it instead.
    expect((await tafel(h, ['dealer', 'Cis'])).code).toBe(0);
    const view = await tafelJson(h, ['sheet']);
    expect(view.nextDealer).toBe('Cis');
    expect(view.nextSittingOut).toEqual(['Cis']);
    expect((await tafel(h, ['sheet', '--no-color'])).stdout).toContain(
      'Next to deal: Cis (*, sits out), Dirk leads (>)',
    );
    expect((await tafel(h, ['sheet', '--no-color', '--lang', 'nl'])).stdout).toContain(
      'Volgende gever: Cis (*, zit stil), Dirk komt uit (>)',
    );

    const file = path.join(h, 'sheets', `${id}.json`);
    const before = fs.readFileSync(file, 'utf8');
    const r = await tafel(h, ['record', 'samen', '8', '--by', 'Cis,Dirk', '--tricks', '8']);
    expect(r.code).toBe(1);
    expect(r.stderr.trim()).toBe(
      'tafel: Cis deals deal 2 and sits out; the players are Ann, Bert, Dirk, Eva. Cis cannot be named in it.',
    );
    expect(fs.readFileSync(file, 'utf8')).toBe(before);

    // Deal 2 (Cis out): Ann and Bert +7. The rotation continues from Cis: Dirk deals deal 3 and sits out.
    const two = await tafelJson(h, ['record', 'samen', '8', '--by', 'Ann,Bert', '--tricks', '8']);
    expect(two.sittingOut).toEqual(['Cis']);
    const after = await tafelJson(h, ['sheet']);
    expect(after.nextDealer).toBe('Dirk');
    expect(after.nextSittingOut).toEqual(['Dirk']);
    // Ann 7; Bert 7 + 7; Cis 7; Dirk, Eva 0
    expect(after.totals).toEqual({ Ann: 7, Bert: 14, Cis: 7, Dirk: 0, Eva: 0 });
  });
});

// Until 2026-12-07 `tafel set` scored each stored deal apart from its place, with the dealers of the rotation: deal 2
// (Cis dealing, set by hand) read as dealt by Bert, who plays in it, and every house rule was refused.
describe('five players: a house rule set after a dealer set by hand', () => {
  test('set samen.8=8 scores both deals anew with their own sitters: +8 each for the declarers', async () => {
    const h = home();
    await tafel(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk,Eva']);
    await tafel(h, ['record', 'samen', '8', '--by', 'Bert,Cis', '--tricks', '8']);
    await tafel(h, ['dealer', 'Cis']);
    await tafel(h, ['record', 'samen', '8', '--by', 'Ann,Bert', '--tricks', '8']);
    const r = await tafel(h, ['set', 'samen.8=8']);
    expect([r.code, r.stdout.split('\n')[0]]).toEqual([
      0,
      'Changed samen.8 7 -> 8; totals Ann 7 -> 8, Bert 14 -> 16, Cis 7 -> 8.',
    ]);
    // Lodige: a samen 8 made exactly is worth samen.8 to each declarer, nothing to the others.
    const v = await tafelJson(h, ['sheet']);
    expect([v.deals.map((d: { dealer: string }) => d.dealer), v.totals]).toEqual([
      ['Ann', 'Cis'],
      { Ann: 8, Bert: 16, Cis: 8, Dirk: 0, Eva: 0 },
    ]);
  });
});

describe('the pure replay: stored dealers decide who sits out next', () => {
  const game = gameById('kleurenwiezen');

  test('five players, record --dealer: the deal after a dealer set by hand', () => {
    // Deal 1 dealt by Eva (stored), not Ann: Eva sits out; the next deal is Ann's, Ann sits out.
    const sheet = {
      ...record(makeSheet('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk', 'Eva']), 'samen 8 --by Bert,Cis --tricks 8'),
      dealers: { '1': 4 },
    };
    const view = replay(game, sheet);
    expect(view.deals[0].sittingOut).toEqual(['Eva']);
    expect(view.nextDealer).toBe('Ann');
    expect(view.nextSittingOut).toEqual(['Ann']);
  });

  test('six players, tafel dealer for the next deal: the dealer and the player opposite', () => {
    const six = ['Ann', 'Bert', 'Cis', 'Dirk', 'Eva', 'Fien'];
    // Deal 1: Ann and Dirk out. Deal 2 set to Eva (seat 4), opposite her Bert (seat 1).
    const sheet = {
      ...record(makeSheet('kleurenwiezen', six), 'samen 8 --by Bert,Cis --tricks 8'),
      dealers: { '2': 4 },
    };
    const view = replay(game, sheet);
    expect(view.nextDealer).toBe('Eva');
    expect(view.nextSittingOut).toEqual(['Eva', 'Bert']);
  });
});

async function enter(sheet: SheetData, answers: Answer[]) {
  const game = gameById(sheet.game);
  const f: DealCtx = {
    game,
    config: configOf(game, sheet),
    lang: 'en',
    dealer: replay(game, sheet).nextDealer,
    deals: sheet.deals,
    actions: [],
  };
  const p = new Scripted(answers);
  const r = await askDeal(p, flowFor('kleurenwiezen')!, f);
  expect(p.left).toBe(0);
  if (!('done' in r)) throw new Error('expected a deal');
  return { input: r.done.input, p };
}

describe("table mode offers the tables' contracts and never a sitter", () => {
  test('whisthub, five players: the contracts with their levels; the dealer is not offered as declarer', async () => {
    const sheet = makeSheet('kleurenwiezen', FIVE, { rules: 'whisthub' });
    // the revoke is a rare question, asked for with the contract ("samen 9, verzaakt")
    const r = await enter(sheet, ['samen 9, verzaakt', ['Bert', 'Cis'], ENTER, 10]);
    expect(r.p.asked[0].message).toBe('Deal by Ann: which contract?');
    expect(r.p.asked[0].choices).toEqual(
      expect.arrayContaining([
        'samen 8',
        'samen 13',
        'alleen 5',
        'alleen 8',
        'abondance 12',
        'troel 8',
        'troel 9',
        'kleine-miserie',
        'piccolo',
        'open-miserie',
        'soloslim',
        'pas',
      ]),
    );
    expect(r.p.asked[0].choices).not.toContain('vragen');
    expect(r.p.asked[1].choices).toEqual(['Bert', 'Cis', 'Dirk', 'Eva']);
    // the revoke question offers the four who play
    expect(r.p.asked[2].choices).toEqual(['nobody', 'Bert', 'Cis', 'Dirk', 'Eva']);
    expect(r.input).toEqual({ contract: 'samen', level: 9, by: ['Bert', 'Cis'], tricks: 10 });
  });

  test('whisthub with alleen-min=6 and piccolo=off leaves them out', async () => {
    const sheet = makeSheet('kleurenwiezen', FIVE.slice(0, 4), {
      rules: 'whisthub',
      set: { 'alleen-min': '6', piccolo: 'off' },
    });
    const r = await enter(sheet, ['pas', ENTER]);
    expect(r.p.asked[0].choices).toContain('alleen 6');
    expect(r.p.asked[0].choices).not.toContain('alleen 5');
    expect(r.p.asked[0].choices).not.toContain('piccolo');
  });

  test("iwwa, six players: the second deal's dealer and the player opposite are not offered", async () => {
    const sheet = record(makeSheet('kleurenwiezen', SIX, { rules: 'iwwa' }), 'vragen --by Bert,Cis --tricks 8');
    const r = await enter(sheet, ['miserie', ['Ann', 'Cis'], 0, 1]);
    expect(r.p.asked[0].message).toBe('Deal by Bert: which contract?');
    expect(r.p.asked[0].choices).toEqual(
      expect.arrayContaining([
        'vragen',
        'alleen',
        'troel 8',
        'troel 9',
        'abondance 9',
        'miserie',
        'open-miserie',
        'solo',
        'soloslim',
      ]),
    );
    expect(r.p.asked[0].choices).not.toContain('piccolo');
    expect(r.p.asked[1].choices).toEqual(['Ann', 'Cis', 'Dirk', 'Fien']);
    expect(r.input).toEqual({ contract: 'miserie', by: ['Ann', 'Cis'], tricks: { Ann: 0, Cis: 1 } });
  });

  test('lodige, five players: a single declarer is picked from the four who play', async () => {
    const sheet = makeSheet('kleurenwiezen', FIVE, { firstDealer: 4 });
    const r = await enter(sheet, ['solo 6', 'Ann', 6]);
    expect(r.p.asked[1].choices).toEqual(['Ann', 'Bert', 'Cis', 'Dirk']);
    expect(r.input).toEqual({ contract: 'solo', level: 6, by: ['Ann'], tricks: 6 });
  });
});

// Until 2026-12-07 the players topic of every rule set ended with the whisthub sheet's `tafel new` as its example.
describe('the players topic gives its own rule set in its example', () => {
  test.each([
    ['en', 'Example'],
    ['nl', 'Voorbeeld'],
  ])('(%s) lodige, cardgames, whisthub, iwwa', async (lang, word) => {
    for (const rules of ['lodige', 'cardgames', 'whisthub', 'iwwa']) {
      const r = await tafel(home(), ['--lang', lang, 'rules', 'kleurenwiezen', 'players', '--rules', rules]);
      expect(r.code).toBe(0);
      const examples = r.stdout.replace(/\s+/g, ' ').match(/(Example|Voorbeeld): tafel new [^.]*?Eva/g);
      expect(examples).toEqual([`${word}: tafel new kleurenwiezen --rules ${rules} --players Ann,Bert,Cis,Dirk,Eva`]);
    }
  });
});
