import { describe, expect, test } from '@jest/globals';
import { RuleViolation, UsageError } from '../../../src/core/errors.js';
import { parseSets, checkHouseRules } from '../../../src/core/settings.js';
import { gameById } from '../../../src/games/index.js';
import { compareBids, parseBidWords, type BidId } from '../../../src/games/solokaarten/rules.js';
import { configOf, replay } from '../../../src/sheet/sheet.js';
import { makeSheet, play, record } from '../../helpers/sheet.js';

const P4 = ['Ann', 'Bert', 'Cis', 'Dirk'];
const P5 = [...P4, 'Eva'];
const P6 = [...P5, 'Fien'];
const table = (n: number) => (n === 4 ? P4 : n === 5 ? P5 : P6);
const sheet = (n: number, set: Record<string, string> = {}, firstDealer = 0) =>
  makeSheet('solokaarten', table(n), { set, firstDealer });
const scoresOf = (n: number, line: string, set: Record<string, string> = {}) => {
  const v = play(sheet(n, set), [line]).view;
  return table(n).map((p) => v.deals[0].scores[p]);
};

describe('every bid at every table size, made and nat', () => {
  // Needed tricks: 4 or 5 players solo 4, slag 5, doe 6; 6 players solo 3, slag 4, doe 5.
  // Points: solo 3, slag 4, doe 6; + when made (tricks >= needed), - the same when nat; others 0.
  test.each([
    [4, 'solo --by Ann --tricks 4', [3, 0, 0, 0]], //  4 >= 4: made, +3
    [4, 'solo --by Ann --tricks 3', [-3, 0, 0, 0]], // 3 < 4: nat, -3
    [4, 'solo --by Ann --tricks 6', [3, 0, 0, 0]], //  overtricks earn nothing: still +3
    [4, 'slag --by Bert --tricks 5', [0, 4, 0, 0]], // 5 >= 5: +4
    [4, 'slag --by Bert --tricks 4', [0, -4, 0, 0]], // 4 < 5: -4
    [4, 'doe --by Cis --tricks 6', [0, 0, 6, 0]], //  6 >= 6: +6
    [4, 'doe --by Cis --tricks 5', [0, 0, -6, 0]], // 5 < 6: -6
    [4, 'doe --by Dirk --tricks 0', [0, 0, 0, -6]], // 0 < 6: -6
    [5, 'solo --by Eva --tricks 4', [0, 0, 0, 0, 3]], //  4 >= 4: +3
    [5, 'solo --by Eva --tricks 3', [0, 0, 0, 0, -3]], // 3 < 4: -3
    [5, 'slag --by Dirk --tricks 5', [0, 0, 0, 4, 0]], // 5 >= 5: +4
    [5, 'slag --by Dirk --tricks 4', [0, 0, 0, -4, 0]], // 4 < 5: -4
    [5, 'doe --by Ann --tricks 6', [6, 0, 0, 0, 0]], //  6 >= 6: +6
    [5, 'doe --by Ann --tricks 5', [-6, 0, 0, 0, 0]], // 5 < 6: -6
    [6, 'solo --by Fien --tricks 3', [0, 0, 0, 0, 0, 3]], //  3 >= 3: +3
    [6, 'solo --by Fien --tricks 2', [0, 0, 0, 0, 0, -3]], // 2 < 3: -3
    [6, 'slag --by Eva --tricks 4', [0, 0, 0, 0, 4, 0]], //  4 >= 4: +4 (with 4 players the same 4 is nat)
    [6, 'slag --by Eva --tricks 3', [0, 0, 0, 0, -4, 0]], // 3 < 4: -4
    [6, 'doe --by Bert --tricks 5', [0, 6, 0, 0, 0, 0]], //  5 >= 5: +6 (all five tricks)
    [6, 'doe --by Bert --tricks 4', [0, -6, 0, 0, 0, 0]], // 4 < 5: -6
    [6, 'pas', [0, 0, 0, 0, 0, 0]], // everybody passed: no points
    [4, 'pas', [0, 0, 0, 0]],
  ])('%i players: %s', (n, line, expected) => {
    expect(scoresOf(n, line)).toEqual(expected);
  });
});

describe('the examples of the spec page', () => {
  test('Ann slag, 5 tricks: Ann +4', () => {
    // slag needs 5 with 4 players; 5 >= 5: +4, nobody else scores.
    expect(scoresOf(4, 'slag --by Ann --tricks 5')).toEqual([4, 0, 0, 0]);
  });
  test('Ann doe zonder-oud, 5 tricks: Ann -6', () => {
    // doe needs 6; 5 < 6: nat, -6. zonder-oud changes nothing in the points.
    expect(scoresOf(4, 'doe --by Ann --tricks 5 --zonder-oud')).toEqual([-6, 0, 0, 0]);
  });
  test('six players, Bert solo, 3 tricks: Bert +3', () => {
    // solo needs 3 with 6 players; 3 >= 3: +3.
    expect(scoresOf(6, 'solo --by Bert --tricks 3')).toEqual([0, 3, 0, 0, 0, 0]);
  });
});

describe('refinements rank the bid but never change the points', () => {
  const combos = [
    '',
    '--eerste',
    '--zonder-kijk',
    '--zonder-oud',
    '--eerste --zonder-kijk',
    '--eerste --zonder-oud',
    '--zonder-kijk --zonder-oud',
    '--eerste --zonder-kijk --zonder-oud',
  ];
  // slag with 4 players: 5 tricks made = +4, 4 tricks nat = -4, whatever the refinements.
  test.each(combos)('slag %s', (flags) => {
    expect(scoresOf(4, `slag --by Cis --tricks 5 ${flags}`)).toEqual([0, 0, 4, 0]);
    expect(scoresOf(4, `slag --by Cis --tricks 4 ${flags}`)).toEqual([0, 0, -4, 0]);
  });
  // The same refinements said as words: doe with 6 players needs 5: made +6, nat -6.
  test.each(['eerste doe', 'doe zonder kijk', 'doe zonder de oud', 'eerste doe zonder-kijk zonder-oud'])(
    '%s',
    (words) => {
      expect(scoresOf(6, `${words} --by Dirk --tricks 5`)).toEqual([0, 0, 0, 6, 0, 0]);
      expect(scoresOf(6, `${words} --by Dirk --tricks 4`)).toEqual([0, 0, 0, -6, 0, 0]);
    },
  );
});

describe('house points with --set', () => {
  test.each([
    ['solo', 'solo --by Ann --tricks 4', 5, [5, 0, 0, 0]], // made: +5 instead of +3
    ['slag', 'slag --by Ann --tricks 2', 8, [-8, 0, 0, 0]], // nat: -8 instead of -4
    ['doe', 'doe --by Ann --tricks 6', 10, [10, 0, 0, 0]], // made: +10 instead of +6
  ])('%s=%i', (key, line, value, expected) => {
    expect(scoresOf(4, line, { [key]: String(value) })).toEqual(expected);
  });
  test('the settings: oud-in-lamp on by default, points 3/4/6', () => {
    const g = gameById('solokaarten');
    expect(configOf(g, sheet(4)).settings).toEqual({
      'oud-in-lamp': 'on',
      solo: '3',
      slag: '4',
      doe: '6',
      deals: 'none',
    });
    expect(parseSets(g.settings('liemers'), ['oud-in-lamp=off'], undefined, g.id).error).toBeUndefined();
    expect(parseSets(g.settings('liemers'), ['oud-in-lamp=maybe'], undefined, g.id).error?.en).toMatch(
      /oud-in-lamp must be one of on, off/,
    );
    expect(parseSets(g.settings('liemers'), ['kijk=on'], undefined, g.id).error?.en).toMatch(/Unknown setting "kijk"/);
  });
});

describe('what is stored', () => {
  test.each([
    ['slag --by an --tricks 5', { contract: 'slag', by: ['Ann'], tricks: 5 }],
    [
      'eerste slag zonder kijk --by Ann --tricks 5',
      { contract: 'slag', by: ['Ann'], tricks: 5, eerste: true, zonderKijk: true },
    ],
    [
      'slag --by Ann --tricks 5 --eerste --zonder-kijk',
      { contract: 'slag', by: ['Ann'], tricks: 5, eerste: true, zonderKijk: true },
    ],
    [
      'EERSTE Slag Zonder-Kijk --zonder-kijk --by ann --tricks 5',
      { contract: 'slag', by: ['Ann'], tricks: 5, eerste: true, zonderKijk: true },
    ],
    ['doe zonder de oud --by Bert --tricks 0', { contract: 'doe', by: ['Bert'], tricks: 0, zonderOud: true }],
    [
      'doe zonder-kijk zonder-oud --by Bert --tricks 6',
      { contract: 'doe', by: ['Bert'], tricks: 6, zonderKijk: true, zonderOud: true },
    ],
    ['doe zonderkijk --by Bert --tricks 6', { contract: 'doe', by: ['Bert'], tricks: 6, zonderKijk: true }],
    ['pas', { contract: 'pas' }],
  ])('%s', (line, input) => {
    expect(record(sheet(4), line).deals[0]).toEqual(input);
  });
  test('zonder-oud is accepted with Oud in de lamp (the default)', () => {
    expect(record(sheet(4, { 'oud-in-lamp': 'on' }), 'doe --by Ann --tricks 6 --zonder-oud').deals[0]).toEqual({
      contract: 'doe',
      by: ['Ann'],
      tricks: 6,
      zonderOud: true,
    });
  });
  test('zonder-kijk is still fine without Oud in de lamp', () => {
    expect(scoresOf(5, 'solo zonder-kijk --by Eva --tricks 4', { 'oud-in-lamp': 'off' })).toEqual([0, 0, 0, 0, 3]);
  });
});

describe('refusals: nothing is recorded', () => {
  test.each([
    [
      4,
      {},
      'solo --by Ann --tricks 7',
      RuleViolation,
      /--tricks 7 is impossible: with 4 players each hand has 6 cards/,
    ],
    [5, {}, 'doe --by Ann --tricks 7', RuleViolation, /--tricks 7 is impossible: with 5 players .* 0 to 6/],
    [6, {}, 'doe --by Ann --tricks 6', RuleViolation, /--tricks 6 is impossible: with 6 players each hand has 5 cards/],
    [4, {}, 'solo --by Ann --tricks -1', RuleViolation, /--tricks -1 is impossible/],
    // Not a number: a value not of the flag's kind (exit 2, as in every game).
    [4, {}, 'solo --by Ann --tricks vier', UsageError, /whole number from 0 to 6, not "vier"/],
    [4, {}, 'solo --by Ann --tricks Ann=4', UsageError, /whole number from 0 to 6, not "Ann=4"/],
    [4, {}, 'solo --by Ann,Bert --tricks 4', RuleViolation, /Solo is played alone by the pot holder, not by 2 players/],
    [6, {}, 'doe --by Ann,Bert,Cis --tricks 5', RuleViolation, /not by 3 players/],
    [4, {}, 'solo --by Ann,ann --tricks 4', RuleViolation, /Ann is named twice/],
    [4, {}, 'solo --by Zoe --tricks 4', RuleViolation, /Unknown player "Zoe". Players: Ann, Bert, Cis, Dirk/],
    [4, {}, 'solo --tricks 4', UsageError, /--by is missing: who held the pot/],
    [4, {}, 'solo --by , --tricks 4', UsageError, /--by is missing: who held the pot/],
    [4, {}, 'solo --by Ann', UsageError, /--tricks is missing: .* solo needs 4/],
    [6, {}, 'solo --by Ann', UsageError, /solo needs 3/],
    [4, {}, '--by Ann --tricks 4', UsageError, /Which bid won the pot\?/],
    [4, {}, 'samen --by Ann --tricks 4', RuleViolation, /Unknown bid "samen". Solokaarten bids: solo, slag, doe, pas/],
    [4, {}, 'solo slag --by Ann --tricks 4', UsageError, /Two bids given \(solo, slag\)/],
    [
      4,
      {},
      'solo zonder-x --by Ann --tricks 4',
      UsageError,
      /Unexpected "zonder-x": a bid is refined only by eerste, zonder kijk, zonder oud/,
    ],
    // Until 2026-12-07 'Unexpected "zonder"': a zonder without what is asked which.
    [4, {}, 'solo zonder --by Ann --tricks 4', UsageError, /^Zonder what\? Write zonder kijk .* or zonder oud /],
    [4, {}, 'solo 4 --by Ann --tricks 4', UsageError, /Unexpected "4"/],
    [4, {}, 'solo --by Ann --tricks 4 --zonder-x', UsageError, /--zonder-x does not apply to solo/],
    [4, {}, 'solo --by Ann --tricks 4 --revoke Bert', UsageError, /--revoke does not apply to solo/],
    [4, {}, 'pas --by Ann', UsageError, /--by does not apply to pas/],
    [4, {}, 'pas eerste', UsageError, /Pas has no refinements/],
    [4, {}, 'pas --zonder-kijk', UsageError, /Pas has no refinements/],
    [
      4,
      { 'oud-in-lamp': 'off' },
      'doe --by Ann --tricks 6 --zonder-oud',
      RuleViolation,
      /Zonder oud cannot be played on this sheet: .*oud-in-lamp=off/,
    ],
    [
      6,
      { 'oud-in-lamp': 'off' },
      'eerste doe zonder oud --by Ann --tricks 5',
      RuleViolation,
      /Zonder oud cannot be played on this sheet/,
    ],
  ])('%i players %j: %s', (n, set, line, kind, message) => {
    const s = sheet(n, set as Record<string, string>);
    let caught: unknown;
    try {
      record(s, line);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(kind);
    expect((caught as Error).message).toMatch(message);
    // Every refusal has a Dutch line too, one line each.
    const text = (caught as RuleViolation).text;
    expect(text.nl.length).toBeGreaterThan(10);
    expect(text.en).not.toMatch(/\n/);
    expect(text.nl).not.toMatch(/\n/);
    expect(s.deals).toEqual([]);
  });
});

describe('describe: the contract as on the paper sheet', () => {
  test.each([
    [
      'slag --eerste --zonder-kijk --by ann --tricks 5',
      'Ann eerste slag zonder kijk: 5 tricks',
      'Ann eerste slag zonder kijk: 5 slagen',
    ],
    ['solo --by Bert --tricks 1', 'Bert solo: 1 trick', 'Bert solo: 1 slag'],
    [
      'doe zonder-kijk zonder-oud --by Cis --tricks 0',
      'Cis doe zonder kijk, zonder oud: 0 tricks',
      'Cis doe zonder kijk, zonder oud: 0 slagen',
    ],
    ['pas', 'pass (redeal)', 'pas (opnieuw delen)'],
  ])('%s', (line, en, nl) => {
    const s = record(sheet(4), line);
    const g = gameById('solokaarten');
    expect(replay(g, s, 'en').deals[0].text).toBe(en);
    expect(replay(g, s, 'nl').deals[0].text).toBe(nl);
  });
});

describe('the dealer', () => {
  test('moves one seat each deal and stays for a redeal after pas', () => {
    const { view } = play(sheet(4), [
      'solo --by Bert --tricks 4',
      'pas',
      'slag --by Cis --tricks 5',
      'pas',
      'pas',
      'doe --by Ann --tricks 6',
    ]);
    expect(view.deals.map((d) => d.dealer)).toEqual(['Ann', 'Bert', 'Bert', 'Cis', 'Cis', 'Cis']);
    expect(view.nextDealer).toBe('Dirk');
    // Totals: Bert +3, Cis +4, Ann +6; Dirk never held the pot.
    expect(view.totals).toEqual({ Ann: 6, Bert: 3, Cis: 4, Dirk: 0 });
  });
  test('goes round all six seats from the chosen first dealer', () => {
    const deals = Array.from({ length: 6 }, () => 'solo --by Ann --tricks 2');
    const { view } = play(sheet(6, {}, 4), deals);
    expect(view.deals.map((d) => d.dealer)).toEqual(['Eva', 'Fien', 'Ann', 'Bert', 'Cis', 'Dirk']);
    expect(view.nextDealer).toBe('Eva');
    // 6 x solo nat (2 < 3) = 6 x -3 = -18: totals can go negative.
    expect(view.totals.Ann).toBe(-18);
    expect(view.finished).toBe(false);
  });
});

describe('ranking of bids (the spec sentences)', () => {
  const bid = (words: string) => {
    const b = parseBidWords(words.split(' '));
    return { ...b, id: b.id as BidId };
  };
  test.each([
    ['eerste slag', 'slag', 1],
    ['doe zonder-kijk', 'eerste doe', 1],
    ['doe zonder-oud', 'doe zonder-kijk', 1],
    ['doe zonder-kijk zonder-oud', 'eerste doe zonder-oud', 1], // both handicaps above either one
    ['eerste doe zonder-oud', 'doe zonder-oud', 1],
    ['eerste solo zonder-kijk zonder-oud', 'slag', 2], // level first
    ['slag', 'eerste slag', 2],
    ['solo', 'solo', 0],
    ['zonder de kijk doe', 'doe zonder-kijk', 0],
  ])('%s vs %s', (a, b, higher) => {
    expect(compareBids(bid(a), bid(b))).toBe(higher);
  });
});

// The house rule `deals` (events.md §12); scores by hand from spec/solokaarten.md (4 players: solo needs 4 tricks
// and is worth 3, slag needs 5 and is worth 4; only the pot holder scores).
const P = ['Ann', 'Bert', 'Cis', 'Dirk'];

function replayed(set: Record<string, string>, lines: string[]) {
  return lines.map((_, i) => {
    const v = play(makeSheet('solokaarten', P, { set }), lines.slice(0, i + 1)).view;
    return { totals: P.map((p) => v.totals[p]), finished: v.finished, winner: v.winner };
  });
}

test('deals=2 finishes on the second played deal (a pas is a redeal, not counted); the highest total wins', () => {
  const steps = replayed({ deals: '2' }, [
    'solo --by Ann --tricks 4', // made: Ann +3
    'pas',
    'slag --by Bert --tricks 4', // 4 < 5, nat: Bert -4
  ]);
  expect(steps.map((s) => [s.totals, s.finished])).toEqual([
    [[3, 0, 0, 0], false],
    [[3, 0, 0, 0], false],
    [[3, -4, 0, 0], true],
  ]);
  expect(steps[2].winner).toBe('Ann');
});

test('equal highest totals share the win; without deals the sheet stays open', () => {
  const lines = ['solo --by Ann --tricks 4', 'solo --by Cis --tricks 5']; // +3 each
  expect(replayed({ deals: '2' }, lines)[1]).toEqual({ totals: [3, 0, 3, 0], finished: true, winner: ['Ann', 'Cis'] });
  expect(replayed({}, lines)[1].finished).toBe(false);
  const g = gameById('solokaarten');
  for (const n of [4, 5, 6]) expect(checkHouseRules(g, 'liemers', n, ['deals=7'])).toEqual({ deals: '7' });
  expect(() => checkHouseRules(g, 'liemers', 4, ['deals=0'])).toThrow(
    '\'deals\' must be a whole number from 1 to 100 or none, not "0"',
  );
});
