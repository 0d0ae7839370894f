import { describe, expect, test } from '@jest/globals';
import { runJudgeScore } from '../../../src/commands/judge.js';
import { RuleViolation, type TafelError, UsageError } from '../../../src/core/errors.js';
import type { DealInput } from '../../../src/core/game.js';
import { checkHouseRules } from '../../../src/core/settings.js';
import { gameById } from '../../../src/games/index.js';
import { configOf, replay, type SheetData } from '../../../src/sheet/sheet.js';
import { commandCtx } from '../../helpers/ctx.js';
import { args, makeSheet } from '../../helpers/sheet.js';

// spec/manillen.md §2, §3, §10, worked by hand: the team with more than 30 of the 60 card points scores
// (points − 30) × m, m = zonder 2 × mee 2 × tegen 2 (stacking), the other team 0; 30–30 nobody.
const FOUR = ['Ann', 'Bert', 'Cis', 'Dirk'];
const game = gameById('manillen');

/** Records the lines in turn, each parsed with the dealer the sheet has reached (as `record` does). */
function evening(lines: string[], set: Record<string, string> = {}, firstDealer = 0): SheetData {
  const sheet = makeSheet('manillen', FOUR, { set, firstDealer });
  for (const line of lines) {
    const dealer = replay(game, sheet).nextDealer;
    sheet.deals.push(game.parseDeal(args(line), configOf(game, sheet), { dealer }));
  }
  return sheet;
}

const row = (scores: Record<string, number>) => FOUR.map((p) => scores[p]);

describe('§10.1 a boom to 101: Ann + Cis against Bert + Dirk, first dealer Ann', () => {
  const lines = [
    '--trump H --points 38', // Ann+Cis 38: 8 × 1
    '--trump none --points 27', // Bert's team 27, Ann+Cis 33: 3 × 2 (zonder)
    '--trump C --points 24 --mee', // Cis's team 24, Bert+Dirk 36: 6 × 2 (mee)
    '--trump S --points 45 --mee --tegen', // Bert+Dirk 45: 15 × 4
    '--trump none --points 30 --mee --tegen', // 30–30: nobody, ×8
    '--trump D --points 60', // Bert+Dirk all 60: 30 × 1
  ];
  const sheet = evening(lines);
  const view = replay(game, sheet);

  test('each deal as the spec writes it; the dealer moves clockwise', () => {
    expect(view.deals.map((d) => d.dealer)).toEqual(['Ann', 'Bert', 'Cis', 'Dirk', 'Ann', 'Bert']);
    expect(view.deals.map((d) => row(d.scores))).toEqual([
      [8, 0, 8, 0],
      [6, 0, 6, 0],
      [0, 12, 0, 12],
      [0, 60, 0, 60],
      [0, 0, 0, 0],
      [0, 30, 0, 30],
    ]);
    expect(view.deals.map((d) => d.result)).toEqual([
      { scorer: ['Ann', 'Cis'], over: 8, multiplier: 1 },
      { scorer: ['Ann', 'Cis'], over: 3, multiplier: 2 },
      { scorer: ['Bert', 'Dirk'], over: 6, multiplier: 2 },
      { scorer: ['Bert', 'Dirk'], over: 15, multiplier: 4 },
      { scorer: null, over: 0, multiplier: 8 },
      { scorer: ['Bert', 'Dirk'], over: 30, multiplier: 1 },
    ]);
  });

  test('totals after each deal: 8/0, 14/0, 14/12, 14/72, 14/72, 14/102; finished after deal 6 only', () => {
    const totals: number[][] = [];
    const finished: boolean[] = [];
    for (let n = 1; n <= lines.length; n++) {
      const v = replay(game, { ...sheet, deals: sheet.deals.slice(0, n) });
      totals.push([v.totals.Ann, v.totals.Bert]);
      expect(v.totals.Cis).toBe(v.totals.Ann);
      expect(v.totals.Dirk).toBe(v.totals.Bert);
      finished.push(v.finished);
    }
    expect(totals).toEqual([
      [8, 0],
      [14, 0],
      [14, 12],
      [14, 72],
      [14, 72],
      [14, 102],
    ]);
    expect(finished).toEqual([false, false, false, false, false, true]);
    expect(view.winner).toEqual(['Bert', 'Dirk']);
    expect(view.teams).toEqual([
      ['Ann', 'Cis'],
      ['Bert', 'Dirk'],
    ]);
    expect(view.target).toBe(101);
  });

  test('§8: deal 4 as JSON', () => {
    const { number, dealer, input, result, scores } = view.deals[3];
    expect({ number, dealer, input, result, scores }).toEqual({
      number: 4,
      dealer: 'Dirk',
      input: { contract: 'troef', trump: 'S', points: 45, side: 'dealer', mee: true, tegen: true },
      result: { scorer: ['Bert', 'Dirk'], over: 15, multiplier: 4 },
      scores: { Ann: 0, Bert: 60, Cis: 0, Dirk: 60 },
    });
  });

  test("deal 2 written --points Ann=33 (Bert deals) is stored as Ann + Cis's 33, whoever deals", () => {
    const config = configOf(game, sheet);
    const named = game.parseDeal(args('--trump none --points Ann=33'), config, { dealer: 'Bert' });
    expect(named).toMatchObject({ points: 33, side: 'team', team: ['Ann', 'Cis'] });
    // Naming Ann's partner is naming the same team; the dealer does not change what is stored.
    expect(game.parseDeal(args('--trump none --points Cis=33'), config, { dealer: 'Ann' })).toEqual(named);
    // The same deal as the dealer's team's 27 scores the same while Bert deals: Ann + Cis 3 × 2.
    const dealers = evening(['--trump H --points 38', '--trump none --points 27']);
    expect(replay(game, dealers).deals[1].scores).toEqual(view.deals[1].scores);
  });
});

const ctx = commandCtx('/nonexistent');
async function judged(line: string): Promise<number[]> {
  const { words, flags } = args(line);
  const opts: Record<string, unknown> = { ...flags };
  const sets = [...line.matchAll(/--set (\S+)/g)].map((m) => m[1]);
  if (sets.length > 0) opts.set = sets;
  const deal = (await runJudgeScore(ctx, 'manillen', words, opts)).json as { scores: Record<string, number> };
  expect(Object.keys(deal)).not.toContain('number');
  expect(Object.keys(deal)).not.toContain('dealer');
  return ['1', '2', '3', '4'].map((s) => deal.scores[s]);
}

describe('§10.2 single deals (judge score, seats 1..4, dealer seat 1 unless named)', () => {
  test.each([
    ['--trump H --points 60', [30, 0, 30, 0]], // 1+3: 30 × 1
    ['--trump H --points 60 --mee', [60, 0, 60, 0]], // 1+3: 30 × 2 (SEB's "all, ×2")
    ['--trump H --points 45 --mee --tegen', [60, 0, 60, 0]], // 1+3: 15 × 4 (SEB)
    ['--trump H --points 15', [0, 15, 0, 15]], // 2+4: 45 → 15 × 1
    ['--trump none --points 41 --mee --tegen', [88, 0, 88, 0]], // 1+3: 11 × 8
    ['--trump none --points 41 --mee --tegen --set max-multiplier=4', [44, 0, 44, 0]], // 1+3: 11 × 4
    ['--dealer 2 --trump C --points 60 --set sweep=60', [0, 60, 0, 60]], // 2+4: 60 × 1
  ])('%s', async (line, scores) => {
    expect(await judged(line)).toEqual(scores);
  });

  test('the aliases --along/--klop and --against/--tegenklop are mee and tegen', async () => {
    expect(await judged('--trump none --points 41 --klop --tegenklop')).toEqual([88, 0, 88, 0]);
    expect(await judged('--trump none --points 41 --along --against')).toEqual([88, 0, 88, 0]);
  });

  test('refused: --points 62, tegen without mee, no --trump', async () => {
    await expect(judged('--trump H --points 62')).rejects.toThrow('A deal has 60 card points: 62 is not possible');
    await expect(judged('--trump H --points 40 --tegen')).rejects.toThrow(
      "--tegen needs --mee: the dealer's team can only double back after the opponents doubled; add --mee if " +
        'they did, or leave out --tegen.',
    );
    await expect(judged('--points 40')).rejects.toThrow(
      'Name the trump (S H D C or none): tafel record --trump H --points 38.',
    );
  });
});

describe("§2 the table of scores: the scoring team's points against the multiplier", () => {
  // The spec's table, cell by cell (31 35 40 45 50 55 60).
  const TABLE: [string, number[]][] = [
    ['--trump H', [1, 5, 10, 15, 20, 25, 30]],
    ['--trump none', [2, 10, 20, 30, 40, 50, 60]],
    ['--trump H --mee', [2, 10, 20, 30, 40, 50, 60]],
    ['--trump H --mee --tegen', [4, 20, 40, 60, 80, 100, 120]],
    ['--trump none --mee', [4, 20, 40, 60, 80, 100, 120]],
    ['--trump none --mee --tegen', [8, 40, 80, 120, 160, 200, 240]],
  ];
  const POINTS = [31, 35, 40, 45, 50, 55, 60];
  test.each(TABLE)('%s', (flags, scores) => {
    // The scoring team is the dealer's (p) and, the same again, the opponents (60 − p).
    for (const [i, p] of POINTS.entries()) {
      const sheet = evening([`${flags} --points ${p}`, `${flags} --points ${60 - p}`]);
      const v = replay(game, sheet);
      expect([row(v.deals[0].scores), row(v.deals[1].scores)]).toEqual([
        [scores[i], 0, scores[i], 0],
        [scores[i], 0, scores[i], 0],
      ]);
    }
  });
});

describe('house rules', () => {
  test('blind=on: blind zonder ×4, with mee and tegen ×16; capped by max-multiplier', () => {
    const lines = ['--trump none --points 40 --blind', '--trump none --points 20 --blind --mee --tegen'];
    // Deal 1 (Ann): 10 × 4; deal 2 (Bert's team 20, Ann + Cis 40): 10 × 16.
    expect(replay(game, evening(lines, { blind: 'on', target: 'none' })).deals.map((d) => row(d.scores))).toEqual([
      [40, 0, 40, 0],
      [160, 0, 160, 0],
    ]);
    const capped = replay(game, evening(lines, { blind: 'on', target: 'none', 'max-multiplier': '8' }));
    expect(capped.deals.map((d) => d.result)).toEqual([
      { scorer: ['Ann', 'Cis'], over: 10, multiplier: 4 },
      { scorer: ['Ann', 'Cis'], over: 10, multiplier: 8 },
    ]);
  });

  test('max-multiplier=2 caps every doubling at ×2', () => {
    const v = replay(game, evening(['--trump none --points 41 --mee --tegen'], { 'max-multiplier': '2' }));
    expect(row(v.deals[0].scores)).toEqual([22, 0, 22, 0]);
  });

  test('sweep=60: all 60 points score 60 × m; 59 points still score 29', () => {
    const v = replay(game, evening(['--trump H --points 60 --mee', '--trump H --points 1'], { sweep: '60' }));
    // Deal 1: Ann + Cis all 60: 60 × 2. Deal 2 (Bert deals): Bert + Dirk 1, Ann + Cis 59: 29.
    expect(v.deals.map((d) => row(d.scores))).toEqual([
      [120, 0, 120, 0],
      [29, 0, 29, 0],
    ]);
    expect(v.deals[0].result).toEqual({ scorer: ['Ann', 'Cis'], over: 60, multiplier: 2 });
  });

  test('a half boom (target=61) ends at 61; target=none never ends; deals=2 ends after two deals', () => {
    const lines = ['--trump H --points 60 --mee', '--trump H --points 31'];
    const half = replay(game, evening(lines.slice(0, 1), { target: '61' }));
    expect([half.finished, half.totals.Ann]).toEqual([false, 60]);
    const over = replay(game, evening(lines, { target: '61' }));
    // Deal 2: Bert deals, his team 31: Bert + Dirk 1; Ann + Cis still 60.
    expect([over.finished, over.totals.Bert]).toEqual([false, 1]);
    const ended = replay(game, evening([...lines, '--trump S --points 31'], { target: '61' }));
    // Deal 3: Cis deals, Ann + Cis 31: 61.
    expect([ended.finished, ended.winner, ended.target]).toEqual([true, ['Ann', 'Cis'], 61]);
    const none = replay(game, evening(Array(5).fill('--trump H --points 60 --mee --tegen'), { target: 'none' }));
    expect([none.finished, none.target]).toEqual([false, null]);
    const limited = replay(game, evening(lines, { deals: '2' }));
    expect([limited.finished, limited.winner]).toEqual([true, ['Ann', 'Cis']]);
    const draw = replay(game, evening(['--trump H --points 30', '--trump H --points 30'], { deals: '2' }));
    expect([draw.finished, draw.winner]).toEqual([true, FOUR]);
  });

  test.each([
    ['target=0', /'target' must be a whole number from 1 to 1000 or none, not "0"/],
    ['target=1001', /not "1001"/],
    ['target=honderd', /not "honderd"/],
    ['max-multiplier=3', /'max-multiplier' must be one of none, 8, 4, 2, not "3"/],
    ['sweep=45', /'sweep' must be one of 30, 60/],
    ['blind=ja', /'blind' must be one of on, off/],
    ['trump-duty=soms', /'trump-duty' must be one of on, off/],
    ['deals=0', /'deals' must be a whole number from 1 to 100 or none/],
    ['troef=H', /Unknown setting "troef"/],
  ])('--set %s is a usage error', (pair, message) => {
    let error: unknown;
    try {
      checkHouseRules(game, 'standaard', 4, [pair]);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UsageError);
    expect((error as TafelError).text.en).toMatch(message);
  });

  test('1000 and none are targets; every key of §9 is a setting', () => {
    expect(checkHouseRules(game, 'standaard', 4, ['target=1000', 'max-multiplier=8'])).toEqual({
      target: '1000',
      'max-multiplier': '8',
    });
    expect(game.settings('standaard').map((s) => [s.key, s.default])).toEqual([
      ['target', '101'],
      ['max-multiplier', 'none'],
      ['sweep', '30'],
      ['blind', 'off'],
      ['trump-duty', 'on'],
      ['deals', 'none'],
    ]);
  });
});

const WHOLE = '--points must be a whole number of card points from 0 to 60, not';

describe('§3 what record refuses', () => {
  const config = configOf(game, makeSheet('manillen', FOUR, { set: { blind: 'off' } }));
  const blindOn = configOf(game, makeSheet('manillen', FOUR, { set: { blind: 'on' } }));
  const refusal = (line: string, c = config): [string, string] => {
    try {
      game.parseDeal(args(line), c, { dealer: 'Ann' });
    } catch (e) {
      const kind = e instanceof RuleViolation ? 'rule' : e instanceof UsageError ? 'usage' : 'other';
      return [kind, (e as TafelError).text.en];
    }
    return ['accepted', ''];
  };

  test.each([
    ['--trump H --points 61', 'rule', 'A deal has 60 card points: 61 is not possible.'],
    ['--trump H --points -1', 'rule', 'A deal has 60 card points: -1 is not possible.'],
    ['--trump H --points 38.5', 'usage', `${WHOLE} "38.5": e.g. --points 38 or --points Bert=22.`],
    ['--trump H --points Ann', 'usage', `${WHOLE} "Ann": e.g. --points 38 or --points Bert=22.`],
    ['--trump H --points Bert=x', 'usage', `${WHOLE} "x": e.g. --points 38 or --points Bert=22.`],
    ['--trump H --points Bert=61', 'rule', 'A deal has 60 card points: 61 is not possible.'],
    ['--points 38', 'usage', 'Name the trump (S H D C or none): tafel record --trump H --points 38.'],
    // A trump named that is none: said so, with what is taken (it used to say only "Name the trump").
    [
      '--trump X --points 38',
      'usage',
      '"X" is no trump: give S, H, D or C (or spades, hearts, diamonds, clubs), or none: tafel record --trump H ' +
        '--points 38.',
    ],
    ['--points 38', 'usage', 'Name the trump (S H D C or none): tafel record --trump H --points 38.'],
    [
      '--trump H --points 38 --tegen',
      'rule',
      "--tegen needs --mee: the dealer's team can only double back after the opponents doubled; add --mee if " +
        'they did, or leave out --tegen.',
    ],
    ['--trump H --points 38 --blind', 'rule', 'Blind is only for no trump (and option blind=on).'],
    [
      '--trump none --points 38 --blind',
      'rule',
      "Blind is not played on this sheet (option blind=off): 'tafel set blind=on' plays it.",
    ],
    [
      'pas',
      'usage',
      'Manillen records trump and card points with flags, not words: e.g. tafel record --trump H --points ' +
        'Bert=38.',
    ],
    [
      'take --trump H --points 38.',
      'usage',
      'Manillen records trump and card points with flags, not words: e.g. tafel record --trump H --points ' +
        'Bert=38.',
    ],
    ['--trump H', 'usage', '--points is missing: e.g. tafel record --trump H --points 38.'],
    ['--trump H --points 38 --taker Ann', 'usage', expect.stringMatching(/^--taker does not apply to a Manillen deal/)],
    ['--trump H --points 38 --mee ja', 'usage', '--mee is a switch and takes no value: leave out "ja"'],
    ['--trump H --points Eva=30', 'rule', expect.stringMatching(/Eva/)],
  ])('%s: %s', (line, kind, message) => {
    expect(refusal(line)).toEqual([kind, message]);
  });

  test('blind with a suit is refused under blind=on too; blind zonder is taken', () => {
    expect(refusal('--trump S --points 38 --blind', blindOn)).toEqual([
      'rule',
      'Blind is only for no trump (and option blind=on).',
    ]);
    expect(game.parseDeal(args('--trump zonder --points 38 --blind'), blindOn)).toEqual({
      contract: 'zonder',
      trump: 'none',
      points: 38,
      side: 'dealer',
      mee: false,
      tegen: false,
      blind: true,
    });
  });

  test('the trump words of --trump: suits, signs, Dutch names, none and zonder', () => {
    const trumps = ['S', 'h', '♦', 'klaveren', 'harten', 'schoppen', 'ruiten', 'none', 'zonder'].map(
      (t) => (game.parseDeal(args(`--trump ${t} --points 38`), config) as DealInput).trump,
    );
    expect(trumps).toEqual(['S', 'H', 'D', 'C', 'H', 'S', 'D', 'none', 'none']);
  });

  test('five players are refused: exactly four, two teams', () => {
    const five = configOf(game, makeSheet('manillen', [...FOUR, 'Eva']));
    expect(() => game.parseDeal(args('--trump H --points 38'), five)).toThrow(/exactly 4 players/);
  });
});
