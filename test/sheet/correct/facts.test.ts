import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { RuleViolation } from '../../../src/core/errors.js';
import type { Game, SheetConfig } from '../../../src/core/game.js';
import { gameById, GAMES } from '../../../src/games/index.js';
import { parseCorrection } from '../../../src/sheet/rows.js';
import { replay, type SheetData } from '../../../src/sheet/sheet.js';
import { makeSheet } from '../../helpers/sheet.js';
import { LINES, type Line } from '../stored/arbitraries.js';

/**
 * Issue 21.4: which games have teams and which rule sets are zero-sum is asked of the game, never
 * copied. The table pins the facts to the spec pages; the property checks that what `record` stores
 * and what `correct` accepts agree with the game's own facts in every game and rule set.
 */

const FOUR = ['Ann', 'Bert', 'Cis', 'Dirk'];

describe("the games' facts, as the spec pages say", () => {
  // kleurenwiezen.md: lodige NON-zero-sum, cardgames zero-sum; kleurenwiezen-tables.md: whisthub and
  // iwwa zero-sum; solokaarten.md "not zero-sum"; belote.md and klaverjassen.md: two fixed teams,
  // 1 + 3 against 2 + 4, each scoring its own points; zwikken.md: pot + balances = 0 (money only
  // changes hands), players on their own.
  test.each([
    ['kleurenwiezen', 'lodige', false, undefined],
    ['kleurenwiezen', 'cardgames', true, undefined],
    ['kleurenwiezen', 'whisthub', true, undefined],
    ['kleurenwiezen', 'iwwa', true, undefined],
    ['solokaarten', 'liemers', false, undefined],
    [
      'belote',
      'cardavia',
      false,
      [
        ['Ann', 'Cis'],
        ['Bert', 'Dirk'],
      ],
    ],
    [
      'belote',
      'ffb',
      false,
      [
        ['Ann', 'Cis'],
        ['Bert', 'Dirk'],
      ],
    ],
    [
      'klaverjassen',
      'amsterdams',
      false,
      [
        ['Ann', 'Cis'],
        ['Bert', 'Dirk'],
      ],
    ],
    [
      'klaverjassen',
      'rotterdams',
      false,
      [
        ['Ann', 'Cis'],
        ['Bert', 'Dirk'],
      ],
    ],
    ['zwikken', 'standard', true, undefined],
    ['boerenbridge', 'wk', false, undefined],
    ['boerenbridge', 'klassiek', false, undefined],
    ['boerenbridge', 'poepen', false, undefined],
    // rikken.md: every deal zero-sum, partners change per deal.
    ['rikken', 'standaard', true, undefined],
    ['rikken', 'ssovn', true, undefined],
    // jokeren.md: "The sheet is NOT zero-sum"; every player for himself.
    ['jokeren', 'kbn', false, undefined],
    ['jokeren', 'dehoop', false, undefined],
    ['jokeren', 'amerikaans', false, undefined],
    // manillen.md: one team scores, the other nothing; seats 1 + 3 against 2 + 4.
    [
      'manillen',
      'standaard',
      false,
      [
        ['Ann', 'Cis'],
        ['Bert', 'Dirk'],
      ],
    ],
    // toepen.md: "The sheet is not zero-sum"; every loser of a round pays for himself.
    ['toepen', 'standaard', false, undefined],
  ])('%s %s: zero-sum %s, teams %j', (id, rules, zero, teams) => {
    const g = gameById(id);
    expect(g.ruleSets.map((r) => r.id)).toContain(rules);
    expect(g.zeroSum(rules)).toBe(zero);
    expect(g.teams(FOUR)).toEqual(teams);
  });

  test('every rule set of every game is in the table above', () => {
    expect(GAMES.flatMap((g) => g.ruleSets.map((r) => `${g.id} ${r.id}`)).sort()).toEqual(
      [
        'belote cardavia',
        'belote ffb',
        'klaverjassen amsterdams',
        'klaverjassen rotterdams',
        'kleurenwiezen cardgames',
        'kleurenwiezen iwwa',
        'kleurenwiezen lodige',
        'kleurenwiezen whisthub',
        'solokaarten liemers',
        'zwikken standard',
        'boerenbridge wk',
        'boerenbridge klassiek',
        'boerenbridge poepen',
        'rikken standaard',
        'rikken ssovn',
        'jokeren kbn',
        'jokeren dehoop',
        'jokeren amerikaans',
        'manillen standaard',
        'toepen standaard',
      ].sort(),
    );
  });
});

describe('corrections per team and zero-sum (issue 21.4)', () => {
  const kj = gameById('klaverjassen');
  const kw = gameById('kleurenwiezen');
  test('Klaverjassen: a correction per team is accepted, and one name stands for the team', () => {
    const data = makeSheet('klaverjassen', FOUR);
    expect(parseCorrection(kj, data, 'Ann+Cis=-20,Bert+Dirk=20', 'verzaakt', false).scores).toEqual({
      Ann: -20,
      Bert: 20,
      Cis: -20,
      Dirk: 20,
    });
    // Ann=-20 is Ann's team: Cis carries it too, so partners' totals never split.
    expect(parseCorrection(kj, data, 'Ann=-20,Bert=20', 'verzaakt', false).scores).toEqual({
      Ann: -20,
      Bert: 20,
      Cis: -20,
      Dirk: 20,
    });
    expect(() => parseCorrection(kj, data, 'Ann+Bert=-20', 'x', false)).toThrow(
      /^Ann\+Bert are not one team: the teams are Ann\+Cis and Bert\+Dirk\.$/,
    );
    // Two players of one team, each named: the team would get two scores.
    expect(() => parseCorrection(kj, data, 'Ann=-20,Cis=20', 'x', false)).toThrow(
      /^Ann and Cis play in one team, which has one score: name it once, e\.g\. Ann\+Cis=20 \(or just Ann=20\)\.$/,
    );
    expect(() => parseCorrection(kj, data, 'Ann=-20,Ann=20', 'x', false)).toThrow(
      /^Ann is named twice: name each team once\.$/,
    );
  });

  test('whisthub and iwwa are zero-sum, as cardgames', () => {
    for (const rules of ['whisthub', 'iwwa']) {
      const data = makeSheet('kleurenwiezen', FOUR, { rules });
      // 5 + 3 = 8, not 0.
      expect(() => parseCorrection(kw, data, 'Ann=5,Bert=3', 'x', false)).toThrow(
        new RegExp(`^The correction sums to \\+8, not 0: Kleurenwiezen \\(${rules}\\) is zero-sum\\.`),
      );
      expect(parseCorrection(kw, data, 'Ann=5,Bert=3', 'x', true).scores).toEqual({ Ann: 5, Bert: 3 });
      expect(parseCorrection(kw, data, 'Ann=5,Bert=-5', 'x', false).scores).toEqual({ Ann: 5, Bert: -5 });
    }
  });

  test('a game without teams refuses a group, saying to name each player', () => {
    expect(() => parseCorrection(kw, makeSheet('kleurenwiezen', FOUR), 'Ann+Cis=5', 'x', false)).toThrow(
      /^Ann\+Cis: kleurenwiezen has no teams; name each player with his own amount/,
    );
  });
});

// --- The property --------------------------------------------------------------------------------

const cents = (x: number) => Math.round(x * 100);
const sheetOf = (game: Game, config: SheetConfig, deals: SheetData['deals']): SheetData => ({
  ...makeSheet(game.id, [...config.players], {
    rules: config.rules,
    set: config.settings,
    stakeCents: config.stakeCents,
  }),
  deals,
});

/**
 * The deals as the sheets record them: lines of one table (the same players, rules and house
 * rules) go on one sheet, in order, so held points, passes and the pot carry from deal to deal.
 */
function sheetsOf(game: Game, lines: Line[]): SheetData[] {
  const tables = new Map<string, { config: SheetConfig; deals: SheetData['deals'] }>();
  for (const l of lines) {
    const key = JSON.stringify([l.config.players, l.config.rules, l.config.settings]);
    const t = tables.get(key) ?? { config: l.config, deals: [] };
    tables.set(key, t);
    t.deals.push(game.parseDeal(l.args, l.config));
  }
  return [...tables.values()].map((t) => sheetOf(game, t.config, t.deals));
}

/** What `correct` should do, worked from the game's facts alone: the scores, or undefined for a refusal. */
function expected(
  game: Game,
  data: SheetData,
  entries: [string[], number][],
  force: boolean,
): Record<string, number> | undefined {
  const teams = game.teams(data.players);
  const scores: Record<string, number> = {};
  for (const [group, amount] of entries) {
    const team = teams ? teams.find((t) => t.includes(group[0]))! : [group[0]];
    if (group.some((p) => !team.includes(p))) return undefined;
    for (const p of team) {
      if (scores[p] !== undefined) return undefined;
      scores[p] = amount;
    }
  }
  const values = Object.values(scores);
  if (values.every((v) => v === 0)) return undefined;
  // --force lets a points sheet off zero-sum, never a money sheet (zwikken.md: pot + balances = 0 always).
  const forced = force && game.unit !== 'money';
  if (game.zeroSum(data.rules) && !forced && values.reduce((a, b) => a + b, 0) !== 0) return undefined;
  return scores;
}

/** A correction as typed: random groups of one or two players, or a transfer of one amount between two. */
const entriesOf = (players: string[]): fc.Arbitrary<[string[], number][]> => {
  const amount = fc.integer({ min: -60, max: 60 });
  const random = fc.array(fc.tuple(fc.shuffledSubarray(players, { minLength: 1, maxLength: 2 }), amount), {
    minLength: 1,
    maxLength: 4,
  });
  const transfer = fc
    .tuple(fc.shuffledSubarray(players, { minLength: 2, maxLength: 2 }), fc.integer({ min: 1, max: 60 }))
    .map(([[p, q], a]): [string[], number][] => [
      [[p], -a],
      [[q], a],
    ]);
  if (players.length < 4) return fc.oneof(random, transfer);
  const pairs = fc
    .tuple(fc.shuffledSubarray(players, { minLength: 4, maxLength: 4 }), fc.integer({ min: 1, max: 60 }))
    .map(([[a, b, c, d], x]): [string[], number][] => [
      [[a, b], -x],
      [[c, d], x],
    ]);
  return fc.oneof(random, transfer, pairs);
};

const typedCorrection = (game: Game, entries: [string[], number][]) =>
  entries.map(([group, a]) => `${group.join('+')}=${game.unit === 'money' ? (a / 100).toFixed(2) : a}`).join(',');

/** The laws the facts promise of a replayed sheet: partners score alike; a zero-sum table makes and loses nothing. */
function checkLaws(game: Game, data: SheetData, forced: boolean): void {
  const v = replay(game, data);
  const teams = game.teams(data.players);
  const pot = (x: unknown) => (typeof x === 'number' ? cents(x) : 0);
  let before = 0;
  for (const d of v.deals) {
    for (const t of teams ?? []) for (const p of t) expect(d.scores[p]).toBe(d.scores[t[0]]);
    if (game.zeroSum(data.rules)) {
      // What the players gained this deal is what the table (a pot) lost.
      expect(data.players.reduce((s, p) => s + cents(d.scores[p]), 0) + pot(d.pot) - before).toBe(0);
    }
    before = pot(d.pot);
  }
  for (const t of teams ?? []) for (const p of t) expect(v.totals[p]).toBe(v.totals[t[0]]);
  if (game.zeroSum(data.rules) && (!forced || game.unit === 'money'))
    expect(data.players.reduce((s, p) => s + cents(v.totals[p]), 0) + pot(v.pot)).toBe(0);
}

describe("whatever record accepts, correct agrees with the game's facts (property)", () => {
  test.each(GAMES.map((g) => g.id))('%s, every rule set', (id) => {
    const game = gameById(id);
    fc.assert(
      fc.property(
        fc.array(LINES[id], { minLength: 1, maxLength: 8 }).chain((lines) => {
          const sheets = sheetsOf(game, lines);
          return fc.tuple(fc.constant(sheets), ...sheets.map((s) => entriesOf(s.players)), fc.boolean());
        }),
        ([sheets, ...rest]) => {
          const force = rest.pop() as boolean;
          sheets.forEach((data, i) => {
            const entries = rest[i] as [string[], number][];
            checkLaws(game, data, false);
            const want = expected(game, data, entries, force);
            const text = typedCorrection(game, entries);
            if (want === undefined) {
              expect(() => parseCorrection(game, data, text, 'x', force)).toThrow(RuleViolation);
              return;
            }
            const c = parseCorrection(game, data, text, 'x', force);
            expect(c.scores).toEqual(
              Object.fromEntries(data.players.filter((p) => want[p] !== undefined).map((p) => [p, want[p]])),
            );
            // The correction sits after the last deal: the laws still hold with it.
            checkLaws(game, { ...data, corrections: [{ after: data.deals.length, ...c }] }, force);
          });
        },
      ),
      { numRuns: 40 },
    );
  });
});
