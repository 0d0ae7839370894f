import { describe, expect, test } from '@jest/globals';
import { RuleViolation, TafelError, UsageError } from '../../../src/core/errors.js';
import { gameById } from '../../../src/games/index.js';
import { configOf, replay } from '../../../src/sheet/sheet.js';
import { nearest10 } from '../../../src/games/belote/score.js';
import { args, makeSheet, play } from '../../helpers/sheet.js';

// Seats 1 + 3 (Ann + Cis) against 2 + 4 (Bert + Dirk). Every expected pair below is
// [Ann + Cis, Bert + Dirk], worked out by hand from spec/belote.md.
const P = ['Ann', 'Bert', 'Cis', 'Dirk'];

const sheet = (rules: string, set: Record<string, string> = {}) => makeSheet('belote', P, { rules, set });

/** One deal on a fresh sheet: [team Ann + Cis, team Bert + Dirk], and the held points after it. */
function deal(rules: string, line: string, set: Record<string, string> = {}) {
  const { view } = play(sheet(rules, set), [line]);
  const d = view.deals[0];
  // Each player carries the team's score.
  expect(d.scores.Cis).toBe(d.scores.Ann);
  expect(d.scores.Dirk).toBe(d.scores.Bert);
  return { teams: [d.scores.Ann, d.scores.Bert], held: d.held, result: d.result, text: d.text };
}

describe('cardavia: a tie is made; a failed contract gives the defenders everything', () => {
  test.each([
    // The four examples of the spec (takers Ann & Cis):
    ['--taker Ann --points 92', [92, 70], 'made'], // 92 against 162 - 92 = 70
    ['--taker Ann --points 72 --belote Ann', [92, 90], 'made'], // 72 + 20 = 92 against 90
    ['--taker Ann --points 81', [81, 81], 'made'], // 81 = 81: at least as much is made
    ['--taker Ann --points 70 --belote Bert', [0, 182], 'failed'], // 70 < 92 + 20 = 112: 162 + 20
    // More, by hand:
    ['--taker Bert --points 100', [62, 100], 'made'], // Bert + Dirk take: 100 against 62
    ['--taker Dirk --points 60 --belote Dirk', [182, 0], 'failed'], // 80 < 102: Ann + Cis get 162 + 20
    ['--taker Cis --points 71 --belote Cis', [91, 91], 'made'], // 71 + 20 = 91 = 91
    ['--taker Ann --points 90 --belote Bert', [0, 182], 'failed'], // 90 < 72 + 20 = 92
    ['--taker Ann --points 80 --belote Cis', [100, 82], 'made'], // partner's belote counts for the takers
    ['--taker Ann --points 0', [0, 162], 'failed'], // no capot: the defenders won every point, not every trick
    ['--taker Ann --points 162', [162, 0], 'made'],
    ['--taker Ann --points 2', [0, 162], 'failed'],
    ['--taker Ann --points 160', [160, 2], 'made'],
    // Capot both ways: 252 instead of 162.
    ['--taker Ann --points 162 --capot takers', [252, 0], 'made'],
    ['--taker Ann --points 162 --capot takers --belote Ann', [272, 0], 'made'], // 252 + 20
    ['--taker Ann --points 162 --capot takers --belote Bert', [252, 20], 'made'], // 252 >= 20: each its own
    ['--taker Ann --points 0 --capot defenders', [0, 252], 'failed'],
    ['--taker Ann --points 0 --capot defenders --belote Ann', [0, 272], 'failed'], // 252 + the takers' belote too
    ['--taker Bert --points 0 --capot defenders --belote Dirk', [272, 0], 'failed'], // Bert + Dirk took: 20 < 252
    // The teams in Dutch, as the help names them: nemers, verdedigers.
    ['--taker Ann --points 162 --capot nemers', [252, 0], 'made'],
    ['--taker Ann --points 0 --capot verdedigers', [0, 252], 'failed'],
  ])('%s -> %j %s', (line, teams, result) => {
    const d = deal('cardavia', line);
    expect(d.teams).toEqual(teams);
    expect(d.result).toBe(result);
    expect(d.held).toBe(0);
  });
});

describe('ffb: made only when strictly more; belote never transferred', () => {
  test.each([
    ['--taker Ann --points 92', [92, 70], 'made', 0],
    ['--taker Ann --points 72 --belote Ann', [92, 90], 'made', 0], // 92 > 90
    ['--taker Ann --points 82', [82, 80], 'made', 0], // the least that makes it without belote
    ['--taker Ann --points 81', [0, 81], 'litige', 81], // 81 = 81: defenders score, 81 held
    ['--taker Ann --points 71 --belote Ann', [0, 91], 'litige', 91], // 91 = 91: the takers' whole total, 71 + 20, held
    ['--taker Ann --points 91 --belote Bert', [0, 91], 'litige', 91], // 91 = 71 + 20
    ['--taker Ann --points 70 --belote Bert', [0, 182], 'failed', 0], // 162 + the defenders' own belote
    ['--taker Ann --points 60 --belote Ann', [20, 162], 'failed', 0], // 80 < 102: takers keep their belote
    ['--taker Ann --points 80 --belote Cis', [100, 82], 'made', 0],
    ['--taker Bert --points 50', [162, 0], 'failed', 0], // Bert + Dirk take and fail
    ['--taker Ann --points 162 --capot takers', [252, 0], 'made', 0],
    ['--taker Ann --points 162 --capot takers --belote Cis', [272, 0], 'made', 0],
    ['--taker Ann --points 162 --capot takers --belote Dirk', [252, 20], 'made', 0],
    ['--taker Ann --points 0 --capot defenders', [0, 252], 'failed', 0],
    ['--taker Ann --points 0 --capot defenders --belote Ann', [20, 252], 'failed', 0], // belote not transferred
    ['--taker Ann --points 0 --capot defenders --belote Bert', [0, 272], 'failed', 0], // 252 + own belote
  ])('%s -> %j %s, held %d', (line, teams, result, held) => {
    const d = deal('ffb', line);
    expect(d.teams).toEqual(teams);
    expect(d.result).toBe(result);
    expect(d.held).toBe(held);
  });
});

describe('ffb rounding=nearest10: each team deal score to the nearest ten, 5 up', () => {
  test.each([
    [85, 90],
    [84, 80],
    [0, 0],
    [5, 10],
    [4, 0],
    [162, 160],
    [252, 250],
    [272, 270],
    [20, 20],
  ])('nearest10(%d) = %d', (n, r) => expect(nearest10(n)).toBe(r));

  test.each([
    ['--taker Ann --points 85', [90, 80], 0], // 85 -> 90, 77 -> 80
    ['--taker Ann --points 84', [80, 80], 0], // 84 -> 80, 78 -> 80: made, decided on the points as counted
    ['--taker Ann --points 92', [90, 70], 0], // 92 -> 90, 70
    ['--taker Ann --points 75 --belote Ann', [100, 90], 0], // 95 -> 100, 87 -> 90
    ['--taker Ann --points 76', [0, 160], 0], // 76 < 86, failed: 162 -> 160
    ['--taker Ann --points 60 --belote Ann', [20, 160], 0], // takers keep 20; 162 -> 160
    ['--taker Ann --points 162 --capot takers', [250, 0], 0], // 252 -> 250
    ['--taker Ann --points 162 --capot takers --belote Cis', [270, 0], 0], // 272 -> 270
    ['--taker Ann --points 0 --capot defenders --belote Bert', [0, 270], 0], // 272 -> 270
    ['--taker Ann --points 81', [0, 80], 80], // litige: 81 -> 80 scored, 81 -> 80 held
  ])('%s -> %j, held %d', (line, teams, held) => {
    const d = deal('ffb', line, { rounding: 'nearest10' });
    expect(d.teams).toEqual(teams);
    expect(d.held).toBe(held);
  });

  test('cardavia has no rounding option', () => {
    expect(
      gameById('belote')
        .settings('cardavia')
        .map((s) => s.key),
    ).toEqual(['target', 'deals']);
  });
});

/** Plays the lines and returns, per deal, [Ann + Cis, Bert + Dirk, held], plus the final view. */
function chain(rules: string, lines: string[], set: Record<string, string> = {}) {
  const { view } = play(sheet(rules, set), lines);
  return { rows: view.deals.map((d) => [d.scores.Ann, d.scores.Bert, d.held]), view };
}

describe('ffb litige chains: held points add up and go to the next deal winner', () => {
  test('two ties in a row, then a made deal', () => {
    const { rows, view } = chain('ffb', [
      '--taker Ann --points 81',
      '--taker Bert --points 81',
      '--taker Cis --points 100',
    ]);
    expect(rows).toEqual([
      [0, 81, 81], // Ann + Cis tie: Bert + Dirk score 81, 81 held
      [81, 0, 162], // Bert + Dirk tie: Ann + Cis score 81, held 81 + 81
      [262, 62, 0], // Cis makes it: 100 + 162 held; Bert + Dirk 62
    ]);
    expect(view.totals).toEqual({ Ann: 343, Bert: 143, Cis: 343, Dirk: 143 }); // 0+81+262, 81+0+62
    expect(view.held).toBe(0);
    // Nothing created or lost: 3 deals of 162 = 486 = 343 + 143.
  });

  test('two ties in a row, then a failed deal: the defenders of that deal get the held points', () => {
    const { rows, view } = chain('ffb', [
      '--taker Ann --points 81',
      '--taker Dirk --points 81',
      '--taker Ann --points 70',
    ]);
    expect(rows).toEqual([
      [0, 81, 81],
      [81, 0, 162],
      [0, 324, 0], // Ann fails: Bert + Dirk get 162 + 162 held
    ]);
    expect(view.totals.Ann).toBe(81);
    expect(view.totals.Bert).toBe(405); // 81 + 324; 81 + 405 = 486 = 3 x 162
  });

  test('a tie with the takers belote: their whole total (71 + 20 = 91) waits, FFB 2016 §10.1.3', () => {
    const { rows, view } = chain('ffb', ['--taker Ann --points 71 --belote Ann', '--taker Bert --points 100']);
    expect(rows).toEqual([
      [0, 91, 91], // 91 = 91: Bert + Dirk 91 at once, Ann + Cis's 71 + 20 = 91 held
      [62, 191, 0], // Bert makes it: 100 + 91 held; Ann + Cis 162 - 100 = 62
    ]);
    expect(view.totals.Ann + view.totals.Bert).toBe(162 + 20 + 162); // 62 + 282 = 344
  });

  test('litige-belote=kept: the takers score their belote at once, only the card points wait', () => {
    const { rows, view } = chain('ffb', ['--taker Ann --points 71 --belote Ann', '--taker Bert --points 100'], {
      'litige-belote': 'kept',
    });
    expect(rows).toEqual([
      [20, 91, 71], // 91 = 91: Bert + Dirk 91, Ann + Cis keep their belote 20, 71 held
      [62, 171, 0], // Bert makes it: 100 + 71 held; Ann + Cis 62
    ]);
    expect(view.totals.Ann + view.totals.Bert).toBe(162 + 20 + 162); // 82 + 262
  });

  test.each([
    // Ann + Cis tie on 71 + belote = 91 against 91, then take again and fail on 60 (60 < 102).
    // held: Bert + Dirk 91 at once; 91 held; then 162 + 91 = 253 to Bert + Dirk.
    [
      'held',
      [
        [0, 91, 91],
        [0, 253, 0],
      ],
      [0, 344],
    ],
    // kept: Ann + Cis 20 at once, 71 held; then Bert + Dirk 162 + 71 = 233.
    [
      'kept',
      [
        [20, 91, 71],
        [0, 233, 0],
      ],
      [20, 324],
    ],
  ])(
    'litige-belote=%s, the takers then fail: the held belote goes to the defenders only when held',
    (mode, rows, totals) => {
      const r = chain('ffb', ['--taker Ann --points 71 --belote Cis', '--taker Cis --points 60'], {
        'litige-belote': mode as string,
      });
      expect(r.rows).toEqual(rows);
      expect([r.view.totals.Ann, r.view.totals.Bert]).toEqual(totals);
    },
  );

  test('a defenders belote in a litige is theirs at once either way; nothing of it is held', () => {
    // Ann takes 91 against 71 + belote Bert = 91: Bert + Dirk score 91, Ann + Cis's 91 held.
    for (const mode of ['held', 'kept'])
      expect(chain('ffb', ['--taker Ann --points 91 --belote Bert'], { 'litige-belote': mode }).rows).toEqual([
        [0, 91, 91],
      ]);
  });

  test('ScoreIt sequence (takers in turn, unrounded): 844 / 562', () => {
    // Team 1 = Ann + Cis (Ann takes), team 2 = Bert + Dirk (Bert takes).
    const { rows, view } = chain('ffb', [
      '--taker Ann --points 116', // made: 116 / 162 - 116 = 46
      '--taker Bert --points 81', // litige: team 1 scores 81 at once, 81 held
      '--taker Bert --points 50', // failed (50 < 112): team 1 162 + 81 held = 243
      '--taker Ann --points 60', // failed (60 < 102): team 2 162
      '--taker Ann --points 162 --capot takers', // capot: 252 / 0
      '--taker Bert --points 143', // made: 143, team 1 162 - 143 = 19
      '--taker Bert --points 71 --belote Bert', // 71 + 20 = 91 = 91: litige, team 1 91, 91 held
      '--taker Bert --points 120', // made: 120 + 91 held = 211, team 1 42
    ]);
    expect(rows).toEqual([
      [116, 46, 0],
      [81, 0, 81],
      [243, 0, 0],
      [0, 162, 0],
      [252, 0, 0],
      [19, 143, 0],
      [91, 0, 91],
      [42, 211, 0],
    ]);
    // 116 + 81 + 243 + 0 + 252 + 19 + 91 + 42 = 844; 46 + 0 + 0 + 162 + 0 + 143 + 0 + 211 = 562.
    expect([view.totals.Ann, view.totals.Bert]).toEqual([844, 562]);
  });

  test('a void deal (pas) leaves the held points waiting', () => {
    const { rows } = chain('ffb', ['--taker Ann --points 81', 'pas', '--taker Bert --points 100']);
    expect(rows).toEqual([
      [0, 81, 81],
      [0, 0, 81],
      [62, 181, 0], // 100 + 81
    ]);
  });

  test('held points with rounding are rounded when they are held', () => {
    const { rows } = chain('ffb', ['--taker Ann --points 81', '--taker Bert --points 85'], { rounding: 'nearest10' });
    expect(rows).toEqual([
      [0, 80, 80], // 81 -> 80 each
      [80, 170, 0], // Bert + Dirk 85 -> 90 + 80 held; Ann + Cis 77 -> 80
    ]);
  });

  // Issue 26: FFB does not say when held points are rounded. litige-rounding=held (default) rounds
  // them when held; sum adds them as counted to the winner's deal score and rounds the sum.
  test.each([
    // The README's evening: Ann + Cis 92 + belote 20 = 112 -> 110, 70; Bert's 81 ties: Ann + Cis 81 -> 80.
    // Cis makes 100 against 62: held 100 + 80 = 180, sum 100 + 81 = 181 -> 180; 62 -> 60 either way.
    [
      'held',
      100,
      [
        [110, 70, 0],
        [80, 0, 80],
        [180, 60, 0],
      ],
      [370, 130],
    ],
    [
      'sum',
      100,
      [
        [110, 70, 0],
        [80, 0, 81],
        [180, 60, 0],
      ],
      [370, 130],
    ],
    // Cis makes 104 against 58: held 104 -> 100, + 80 = 180; sum 104 + 81 = 185 -> 190; 58 -> 60.
    [
      'held',
      104,
      [
        [110, 70, 0],
        [80, 0, 80],
        [180, 60, 0],
      ],
      [370, 130],
    ],
    [
      'sum',
      104,
      [
        [110, 70, 0],
        [80, 0, 81],
        [190, 60, 0],
      ],
      [380, 130],
    ],
  ])('litige-rounding=%s, third deal %d: the held points paid with nearest10', (mode, points, rows, totals) => {
    const lines = [
      '--taker Ann --points 92 --belote Cis',
      '--taker Bert --points 81',
      `--taker Cis --points ${points}`,
    ];
    const r = chain('ffb', lines, { rounding: 'nearest10', 'litige-rounding': mode as string });
    expect(r.rows).toEqual(rows);
    expect([r.view.totals.Ann, r.view.totals.Bert]).toEqual(totals);
  });

  test('litige-rounding: three ties add up, then a failed take pays them to its defenders', () => {
    const lines = [
      '--taker Ann --points 81',
      '--taker Bert --points 81',
      '--taker Cis --points 81',
      '--taker Dirk --points 70',
    ];
    // Each tie: the defenders 81 -> 80. Held: 80 + 80 + 80 = 240; Dirk fails 70 < 92: Ann + Cis 162 -> 160 + 240 = 400.
    const held = chain('ffb', lines, { rounding: 'nearest10' });
    expect(held.rows).toEqual([
      [0, 80, 80],
      [80, 0, 160],
      [0, 80, 240],
      [400, 0, 0],
    ]);
    // Sum: 81 + 81 + 81 = 243 waits as counted; 162 + 243 = 405 -> 410.
    const sum = chain('ffb', lines, { rounding: 'nearest10', 'litige-rounding': 'sum' });
    expect(sum.rows).toEqual([
      [0, 80, 81],
      [80, 0, 162],
      [0, 80, 243],
      [410, 0, 0],
    ]);
    expect(sum.view.deals[0].text).toBe('Ann (Ann + Cis) took: 81 - 81, litige (81 held)');
    // Without rounding the option changes nothing: 162 + 243 = 405.
    expect(chain('ffb', lines, { 'litige-rounding': 'sum' }).rows.at(-1)).toEqual([405, 0, 0]);
  });

  test('held points are shown on the sheet and lost if the game ends with them waiting', () => {
    const { view } = chain('ffb', ['--taker Ann --points 81']);
    expect(view.held).toBe(81);
    expect(view.teams).toEqual([
      ['Ann', 'Cis'],
      ['Bert', 'Dirk'],
    ]);
  });
});

describe('game end on target', () => {
  const capotAnn = '--taker Ann --points 162 --capot takers';
  const capotBert = '--taker Bert --points 162 --capot takers';

  test('ffb default 1000: four capots of 252 = 1008 reach it, three (756) do not', () => {
    const three = chain('ffb', [capotAnn, capotAnn, capotAnn]).view;
    expect(three.finished).toBe(false);
    expect(three.winner).toBeUndefined();
    const four = chain('ffb', [capotAnn, capotAnn, capotAnn, capotAnn]).view;
    expect(four.totals.Ann).toBe(1008);
    expect(four.finished).toBe(true);
    expect(four.winner).toEqual(['Ann', 'Cis']);
  });

  test.each([
    ['501', 2, ['Ann', 'Cis']], // 252 + 252 = 504 >= 501
    ['701', 3, ['Ann', 'Cis']], // 756
    ['2000', 8, ['Ann', 'Cis']], // 7 x 252 = 1764, 8 x 252 = 2016
  ])('ffb target=%s is reached after %d capots', (target, n, winner) => {
    const before = chain('ffb', Array(n - 1).fill(capotAnn), { target }).view;
    expect(before.finished).toBe(false);
    const at = chain('ffb', Array(n).fill(capotAnn), { target }).view;
    expect(at.finished).toBe(true);
    expect(at.winner).toEqual(winner);
  });

  test('target=none never ends, nor does cardavia by default', () => {
    expect(chain('ffb', Array(10).fill(capotAnn), { target: 'none' }).view.finished).toBe(false);
    expect(chain('cardavia', Array(10).fill(capotAnn)).view.finished).toBe(false); // 2520 points
  });

  test('equal totals at or above the target play on; the next deal decides', () => {
    const lines = [
      capotAnn, // 252 - 0
      capotBert, // 252 - 252
      '--taker Ann --points 162', // 414 - 252
      '--taker Bert --points 162', // 414 - 414
      '--taker Ann --points 71 --belote Ann', // cardavia tie is made: 91 - 91 -> 505 - 505, both >= 501
    ];
    const tied = chain('cardavia', lines, { target: '501' }).view;
    expect(tied.totals.Ann).toBe(505);
    expect(tied.totals.Bert).toBe(505);
    expect(tied.finished).toBe(false);
    const next = chain('cardavia', [...lines, '--taker Bert --points 100'], { target: '501' }).view; // 567 - 605
    expect(next.totals.Ann).toBe(567);
    expect(next.totals.Bert).toBe(605);
    expect(next.finished).toBe(true);
    expect(next.winner).toEqual(['Bert', 'Dirk']);
  });

  test('both teams over the target: the higher total wins, even if the other got there first', () => {
    // 414 - 414 (as above), then Ann fails with Bert's belote: 0 / 182 -> 414 - 596.
    const lines = [
      capotAnn,
      capotBert,
      '--taker Ann --points 162',
      '--taker Bert --points 162',
      '--taker Ann --points 70 --belote Bert',
    ];
    const v = chain('cardavia', lines, { target: '501' }).view;
    expect([v.totals.Ann, v.totals.Bert]).toEqual([414, 596]);
    expect(v.winner).toEqual(['Bert', 'Dirk']);
  });

  test('a sheet closed by hand names the leading team, or all four on equal totals', () => {
    const s = play(sheet('ffb'), ['--taker Ann --points 92']).sheet;
    expect(replay(gameById('belote'), { ...s, closed: true }).winner).toEqual(['Ann', 'Cis']);
    const tie = play(sheet('cardavia'), ['--taker Ann --points 81']).sheet;
    expect(replay(gameById('belote'), { ...tie, closed: true }).winner).toEqual(P);
  });
});

describe('the dealer moves to the next player every deal, a void deal too', () => {
  test.each([
    [0, ['Ann', 'Bert', 'Cis', 'Dirk', 'Ann'], 'Bert'],
    [2, ['Cis', 'Dirk', 'Ann', 'Bert', 'Cis'], 'Dirk'],
  ])('first dealer seat %d', (firstDealer, dealers, next) => {
    const lines = [
      '--taker Bert --points 92',
      'pas',
      '--taker Ann --points 81',
      'pas',
      '--taker Dirk --points 162 --capot takers',
    ];
    const view = replay(gameById('belote'), play(makeSheet('belote', P, { firstDealer }), lines).sheet);
    expect(view.deals.map((d) => d.dealer)).toEqual(dealers);
    expect(view.nextDealer).toBe(next);
  });
});

describe('describe(): the deal as written on the sheet', () => {
  const text = (rules: string, line: string, lang: 'en' | 'nl' = 'en', set: Record<string, string> = {}) => {
    const s = play(sheet(rules, set), [line]).sheet;
    return replay(gameById('belote'), s, lang).deals[0].text;
  };
  test.each([
    ['cardavia', '--taker Ann --points 92', 'en', 'Ann (Ann + Cis) took: 92 - 70, made'],
    ['cardavia', '--taker Ann --points 92', 'nl', 'Ann (Ann + Cis) nam: 92 - 70, gemaakt'],
    ['cardavia', '--taker Ann --points 72 --belote Ann', 'en', 'Ann (Ann + Cis) took, belote Ann: 92 - 90, made'],
    ['cardavia', '--taker Ann --points 81', 'en', 'Ann (Ann + Cis) took: 81 - 81, made'],
    ['cardavia', '--taker Ann --points 70 --belote Bert', 'en', 'Ann (Ann + Cis) took, belote Bert: 70 - 112, failed'],
    ['cardavia', '--taker Ann --points 70 --belote Bert', 'nl', 'Ann (Ann + Cis) nam, belote Bert: 70 - 112, nat'],
    ['ffb', '--taker Ann --points 81', 'en', 'Ann (Ann + Cis) took: 81 - 81, litige (81 held)'],
    [
      'ffb',
      '--taker Dirk --points 71 --belote Bert',
      'nl',
      'Dirk (Bert + Dirk) nam, belote Bert: 91 - 91, litige (91 hangend)',
    ],
    [
      'ffb',
      '--taker Ann --points 162 --capot takers --belote Cis',
      'en',
      'Ann (Ann + Cis) took, belote Cis, capot: 272 - 0, made',
    ],
    [
      'ffb',
      '--taker Ann --points 0 --capot defenders',
      'en',
      'Ann (Ann + Cis) took, capot by the defenders: 0 - 252, failed',
    ],
    [
      'ffb',
      '--taker Ann --points 0 --capot defenders',
      'nl',
      'Ann (Ann + Cis) nam, capot door de verdedigers: 0 - 252, nat',
    ],
    ['ffb', 'pas', 'en', 'pass: void deal, the next player deals'],
    ['ffb', 'pas', 'nl', 'pas: gift vervalt, de volgende speler geeft'],
  ])('%s %s (%s)', (rules, line, lang, expected) => expect(text(rules, line, lang as 'en' | 'nl')).toBe(expected));

  test('nearest10: the held amount is shown rounded', () => {
    expect(text('ffb', '--taker Ann --points 81', 'en', { rounding: 'nearest10' })).toBe(
      'Ann (Ann + Cis) took: 81 - 81, litige (80 held)',
    );
  });

  test('litige-belote=kept: only the card points are shown held', () => {
    expect(text('ffb', '--taker Dirk --points 71 --belote Bert', 'en', { 'litige-belote': 'kept' })).toBe(
      'Dirk (Bert + Dirk) took, belote Bert: 91 - 91, litige (71 held)',
    );
  });
});

describe('recorded input', () => {
  test.each([
    ['--taker an --points 92', { contract: 'take', taker: 'Ann', points: 92 }], // unique prefix, any case
    ['take --taker Ann --points 92 --belote c', { contract: 'take', taker: 'Ann', points: 92, belote: 'Cis' }],
    ['--taker Ann --points 162 --capot TAKERS', { contract: 'take', taker: 'Ann', points: 162, capot: 'takers' }],
    ['pas', { contract: 'pas' }],
    ['PAS', { contract: 'pas' }],
  ])('%s', (line, input) => {
    const g = gameById('belote');
    expect(g.parseDeal(args(line), configOf(g, sheet('cardavia')))).toEqual(input);
  });
});

describe('refusals: one-line message, exit 1 for the rules, 2 for the command line', () => {
  const refuse = (line: string, players = P): TafelError => {
    const g = gameById('belote');
    try {
      g.parseDeal(args(line), configOf(g, makeSheet('belote', players)));
    } catch (e) {
      expect(e).toBeInstanceOf(TafelError);
      const err = e as TafelError;
      expect(err.text.en).not.toMatch(/\n/);
      expect(err.text.nl).not.toMatch(/\n/);
      expect(err.text.nl).not.toBe(err.text.en);
      return err;
    }
    throw new Error(`not refused: ${line}`);
  };

  test.each([
    ['--taker Ann --points 163', RuleViolation, /163 is impossible: it must be from 0 to 162/],
    ['--taker Ann --points -1', RuleViolation, /-1 is impossible/],
    ['--taker Ann --points 92.5', UsageError, /whole number from 0 to 162/],
    ['--taker Ann --points 1', RuleViolation, /--points 1 is impossible: no set of cards is worth exactly 1 point/],
    [
      '--taker Ann --points 161',
      RuleViolation,
      /--points 161 is impossible: that leaves the defenders exactly 1 point/,
    ],
    [
      '--taker Ann --points 150 --capot takers',
      RuleViolation,
      /capot by the takers means they have all 162 points, not 150/,
    ],
    [
      '--taker Ann --points 10 --capot defenders',
      RuleViolation,
      /capot by the defenders leaves the takers 0 points, not 10/,
    ],
    ['--taker Ann --points 92 --belote Eve', RuleViolation, /Unknown player "Eve". Players: Ann, Bert, Cis, Dirk/],
    ['--taker Eve --points 92', RuleViolation, /Unknown player "Eve"/],
    ['--taker Ann --points 92 --capot both', UsageError, /--capot must be "takers" or "defenders"/],
    ['--taker Ann --points 92 --capot', UsageError, /--capot needs a value/],
    ['--taker Ann --points 92 --belote', UsageError, /--belote needs a value/],
    ['--points 92', UsageError, /--taker is missing/],
    ['--taker Ann', UsageError, /--points is missing/],
    ['--taker Ann --points 92 --by Ann', UsageError, /--by does not apply to a Belote deal/],
    ['pas --taker Ann', UsageError, /--taker does not apply to pas/],
    ['pas now', UsageError, /Unexpected "now"/],
  ])('%s', (line, kind, message) => {
    const err = refuse(line);
    expect(err).toBeInstanceOf(kind);
    expect(err.exitCode).toBe(kind === RuleViolation ? 1 : 2);
    expect(err.text.en).toMatch(message);
  });

  // Until 2026-12-06 a contract word said only 'Unexpected "sans-atout": remove it or use a flag.'; until 2026-12-07 'A
  // Belote deal has no contract word ("sans-atout"): ... e.g. tafel record --taker Ann --points 90 (or pas).', and
  // `take ann 92` was 'Unexpected "ann 92"'. A word beside the deal's flags is named as a contract word Belote has
  // none of (as a stored deal's contract edited by hand is); words alone as every game whose record takes flags says.
  // Until 2026-12-07 night 'A Belote deal has no contract word ("capot")' of a word the game has a flag for.
  test('capot or belote typed as a word beside the flags is pointed to its flag (en, nl)', () => {
    for (const [word, en, nl] of [
      ['capot', '"capot" is said with its flag: --capot takers.', '"capot" geef je met zijn vlag: --capot takers.'],
      ['Belote', '"Belote" is said with its flag: --belote Cis.', '"Belote" geef je met zijn vlag: --belote Cis.'],
    ]) {
      const err = refuse(`--taker Ann --points 162 ${word}`);
      expect([err instanceof UsageError, err.exitCode, err.text]).toEqual([true, 2, { en, nl }]);
    }
  });

  test("a contract word (another game's, or sans-atout) is told that Belote records flags, and what to give", () => {
    for (const [typed, word] of [
      ['samen', 'samen'],
      ['sans-atout', 'sans-atout'],
      ['take ann', 'ann'],
    ]) {
      const err = refuse(`${typed} --taker Ann --points 92`);
      expect([err instanceof UsageError, err.exitCode]).toEqual([true, 2]);
      // A word beside the deal's flags is named (a stored deal's contract edited by hand comes so too).
      expect(err.text).toEqual({
        en:
          `A Belote deal has no contract word ("${word}"): give who took and the takers' card points in flags, e.g. ` +
          'tafel record --taker Ann --points 92 --belote Cis, or pas.',
        nl:
          `Een Belote-gift heeft geen contractwoord ("${word}"): geef wie nam en de kaartpunten van de nemers met ` +
          'vlaggen, bv. tafel record --taker Ann --points 92 --belote Cis, of pas.',
      });
    }
  });

  test.each([[['Ann', 'Bert', 'Cis']], [['Ann', 'Bert', 'Cis', 'Dirk', 'Eve']]])(
    'a sheet of %j is refused',
    (players) => {
      const err = refuse('--taker Ann --points 92', players);
      expect(err).toBeInstanceOf(RuleViolation);
      expect(err.text.en).toMatch(/Belote needs exactly 4 players/);
      const g = gameById('belote');
      expect(() => g.checkSetup!(configOf(g, makeSheet('belote', players)))).toThrow(RuleViolation);
      expect(g.players).toEqual({ min: 4, max: 4 });
    },
  );
});
