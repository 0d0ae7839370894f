import { describe, expect, test } from '@jest/globals';
import { RuleViolation, UsageError } from '../../../src/core/errors.js';
import type { RecordArgs } from '../../../src/core/game.js';
import { checkHouseRules } from '../../../src/core/settings.js';
import { aliasRules, gameById } from '../../../src/games/index.js';
import { configOf, replay, type SheetData } from '../../../src/sheet/sheet.js';
import { makeSheet } from '../../helpers/sheet.js';

/*
 * spec/jokeren.md's worked examples (§10) and the refusals of §3, every number worked out by hand from
 * the value tables of §2: kbn every card 1, a laid joker 5; dehoop 2 … 10 face value, J Q K A 10, joker
 * 10, laid joker 20; amerikaans 2 … 10 and A 5, J Q K 10, joker 10, laid joker 20, in fives.
 */

const game = gameById('jokeren');
const FOUR = ['Ann', 'Bert', 'Cis', 'Dirk'];

/** A record line as flags: `--hand` may be given more than once, so hands come as a list. */
function line(out: string, points?: string, ...hands: string[]): RecordArgs {
  const flags: RecordArgs['flags'] = { out };
  if (points !== undefined) flags.points = points;
  if (hands.length > 0) flags.hand = hands.join(',');
  return { words: [], flags };
}

function sheetOf(players: string[], rules?: string, set: Record<string, string> = {}): SheetData {
  return makeSheet('jokeren', players, { ...(rules ? { rules } : {}), set });
}

/** Records a deal as `record` does: parsed on the sheet, then the whole sheet replayed (which may refuse). */
function record(sheet: SheetData, args: RecordArgs): SheetData {
  const input = game.parseDeal(args, configOf(game, sheet));
  const next = { ...sheet, deals: [...sheet.deals, input] };
  replay(game, next);
  return next;
}

const refusal = (f: () => unknown): { kind: string; text: string } => {
  try {
    f();
  } catch (e) {
    if (e instanceof UsageError) return { kind: 'usage', text: e.text.en };
    if (e instanceof RuleViolation) return { kind: 'rules', text: e.text.en };
    throw e;
  }
  throw new Error('not refused');
};

describe('§10.1 a kbn sheet', () => {
  let sheet = sheetOf(FOUR);
  sheet = record(sheet, line('Bert', 'Ann=6,Dirk=3', 'Cis=5+9+Q+joker*'));
  sheet = record(sheet, line('Dirk', 'Bert=11,Cis=4', 'Ann=joker+2'));
  sheet = record(sheet, { words: [], flags: { out: 'Ann', points: 'Bert=1,Dirk=9', hand: 'Cis=K K K joker* joker*' } });
  const view = replay(game, sheet);

  test('three deals, their dealers and totals; the lowest leads', () => {
    expect(view.deals.map((d) => [d.dealer, d.scores])).toEqual([
      // Deal 1: Cis 1 + 1 + 1 + 5 = 8 (the joker could have been laid).
      ['Ann', { Ann: 6, Bert: 0, Cis: 8, Dirk: 3 }],
      // Deal 2: a plain joker costs 1 under KBN: Ann 1 + 1 = 2.
      ['Bert', { Ann: 2, Bert: 11, Cis: 4, Dirk: 0 }],
      // Deal 3: three kings and two laid jokers: 3 × 1 + 2 × 5 = 13.
      ['Cis', { Ann: 0, Bert: 1, Cis: 13, Dirk: 9 }],
    ]);
    expect(view.totals).toEqual({ Ann: 8, Bert: 12, Cis: 25, Dirk: 12 });
    expect(view).toMatchObject({ finished: false, lowWins: true, nextDealer: 'Dirk' });
    expect(view.deals.map((d) => d.text)).toEqual(['Bert out', 'Dirk out', 'Ann out']);
    expect(replay(game, sheet, 'nl').deals[0].text).toBe('Bert uit');
  });

  test('the deal object of §8: input, detail per player not out, scores', () => {
    const { number, dealer, input, detail, scores } = view.deals[0];
    expect({ number, dealer, input, detail, scores }).toEqual({
      number: 1,
      dealer: 'Ann',
      input: { contract: 'out', out: 'Bert', points: { Ann: 6, Dirk: 3 }, hands: { Cis: ['5', '9', 'Q', 'joker*'] } },
      detail: {
        Ann: { points: 6 },
        Cis: { hand: ['5', '9', 'Q', 'joker*'], values: [1, 1, 1, 5] },
        Dirk: { points: 3 },
      },
      scores: { Ann: 6, Bert: 0, Cis: 8, Dirk: 3 },
    });
    expect(view.deals[0].contract).toBeUndefined();
  });

  test('tafel finish makes Ann, the lowest, the winner', () => {
    expect(replay(game, { ...sheet, closed: true })).toMatchObject({ finished: true, winner: 'Ann', lowWins: true });
    // Cis goes out and Ann pays 5, Bert and Dirk 1: 13, 13, 25, 13, so the three on 13 all win.
    const tie = record(sheet, line('Cis', 'Ann=5,Bert=1,Dirk=1'));
    expect(replay(game, { ...tie, closed: true })).toMatchObject({
      totals: { Ann: 13, Bert: 13, Cis: 25, Dirk: 13 },
      winner: ['Ann', 'Bert', 'Dirk'],
    });
  });

  test.each([
    [
      line('Bert', 'Ann=0,Cis=2,Dirk=5'),
      'rules',
      'Only one player goes out in a deal: Ann has 0 points, Bert went out.',
    ],
    [
      line('Bert', undefined, 'Ann=joker*', 'Cis=joker', 'Dirk=joker'),
      'rules',
      "This sheet plays with 2 jokers; the hands hold 3: check the hands' cards.",
    ],
    [
      line('Bert', 'Ann=2,Cis=3,Dirk=4', 'Dirk=7'),
      'rules',
      'Dirk is given both points and cards: give one of the two.',
    ],
    [
      line('Bert', 'Cis=3,Dirk=4', 'Ann=9*'),
      'rules',
      "In Ann's hand only a joker can be marked * (could have been laid).",
    ],
  ])('deal 4 refused: %j', (args, kind, text) => {
    expect(refusal(() => record(sheet, args))).toEqual({ kind, text });
  });
});

describe('§10.2 pricing under each rule set (judge score)', () => {
  const three = ['Ann', 'Bert', 'Cis'];
  // ♥K, a 7 and a joker: laid (Bert) or not (Cis).
  const hands = line('Ann', undefined, 'Bert=KH+7+joker*', 'Cis=KH+7+joker');
  test.each([
    // [HOOP] 10 + 7 + 20 = 37 when the joker could have been laid, 10 + 7 + 10 = 27 when not.
    ['dehoop', 37, 27],
    // [KBN] 1 + 1 + 5 = 7; 1 + 1 + 1 = 3.
    ['kbn', 7, 3],
    // [AJS] 10 + 5 + 20 = 35; 10 + 5 + 10 = 25.
    ['amerikaans', 35, 25],
  ])('%s: Bert %i, Cis %i', (rules, bert, cis) => {
    const v = replay(game, record(sheetOf(three, rules), hands));
    expect(v.deals[0].scores).toEqual({ Ann: 0, Bert: bert, Cis: cis });
  });

  test('the KBN rules on two hands: 7 cards with one laid joker 6 × 1 + 5 = 11; 4 cards without a joker 4', () => {
    const v = replay(game, record(sheetOf(three), line('Ann', undefined, 'Bert=2+5+8+J+Q+A+joker*', 'Cis=3+3+K+10')));
    expect(v.deals[0].scores).toEqual({ Ann: 0, Bert: 11, Cis: 4 });
  });

  test('amerikaans counts in fives: 23 refused, 25 accepted', () => {
    const s = sheetOf(three, 'amerikaans');
    expect(refusal(() => record(s, line('Ann', 'Bert=25,Cis=23')))).toEqual({
      kind: 'rules',
      text: 'amerikaans counts in fives: Cis has 23; give 20 or 25.',
    });
    expect(replay(game, record(s, line('Ann', 'Bert=25,Cis=5'))).deals[0].scores).toEqual({ Ann: 0, Bert: 25, Cis: 5 });
  });
});

describe('§10.3 the end of the game', () => {
  test('amerikaans, 3 players: finished after deal 7, each deal with its contract', () => {
    let s = sheetOf(['Ann', 'Bert', 'Cis'], 'amerikaans');
    // Deal k: the player out turns round the table; the others pay 5 × k and 10.
    for (let k = 1; k <= 7; k++) {
      const out = s.players[(k - 1) % 3];
      const others = s.players.filter((p) => p !== out);
      s = record(s, line(out, `${others[0]}=${5 * k},${others[1]}=10`));
      expect(replay(game, s).finished).toBe(k === 7);
    }
    const v = replay(game, s);
    expect(v.deals.map((d) => d.contract)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(v.deals.map((d) => d.text)).toEqual([
      'Ann out · a run of 3',
      'Bert out · a set of 3',
      'Cis out · a run of 4',
      'Ann out · a set of 4',
      'Bert out · a run of 5',
      'Cis out · a run of 6',
      'Ann out · all cards at once',
    ]);
    expect(replay(game, s, 'nl').deals[2].text).toBe('Cis uit · vier opvolgende kaarten');
    // The others of deal k are the two after the player out in seating order: the first pays 5k, the second 10.
    // Deal 1 (Ann out): Bert 5, Cis 10. Deal 2 (Bert out): Ann 10, Cis 10. Deal 3 (Cis out): Ann 15, Bert 10.
    // Deal 4 (Ann out): Bert 20, Cis 10. Deal 5 (Bert out): Ann 25, Cis 10. Deal 6 (Cis out): Ann 30, Bert 10.
    // Deal 7 (Ann out): Bert 35, Cis 10. Ann 80, Bert 80, Cis 50: Cis, the lowest, wins.
    expect(v.totals).toEqual({ Ann: 80, Bert: 80, Cis: 50 });
    expect(v.winner).toBe('Cis');
    expect(v.nextContract).toBeUndefined();
  });

  test('the next contract is named under an open sheet', () => {
    const s = sheetOf(['Ann', 'Bert', 'Cis'], 'amerikaans');
    expect(game.footer?.({ ...replay(game, s) }, 'en')).toBe('Deal 1: a run of 3');
    const two = record(s, line('Ann', 'Bert=5,Cis=5'));
    expect(game.footer?.({ ...replay(game, two, 'nl') }, 'nl')).toBe('Spel 2: drie gelijke kaarten');
    expect(game.footer?.({ ...replay(game, sheetOf(FOUR)) }, 'en')).toBeUndefined();
  });

  test('limit=100: finished after the deal that takes a total to 100 or more; the lowest wins', () => {
    let s = sheetOf(['Ann', 'Bert', 'Cis'], 'dehoop', { limit: '100' });
    s = record(s, line('Ann', 'Bert=60,Cis=30'));
    s = record(s, line('Cis', 'Ann=20,Bert=38'));
    // Bert 98: not yet.
    expect(replay(game, s)).toMatchObject({ finished: false, totals: { Ann: 20, Bert: 98, Cis: 30 } });
    s = record(s, line('Bert', 'Ann=2', 'Cis=Q'));
    // Ann 22, Bert 98, Cis 30 + 10 = 40: nobody at 100 yet. Then Ann goes out and Bert pays 2: exactly 100.
    expect(replay(game, s).finished).toBe(false);
    s = record(s, line('Ann', 'Bert=2,Cis=2'));
    expect(replay(game, s)).toMatchObject({ finished: true, winner: 'Ann', totals: { Ann: 22, Bert: 100, Cis: 42 } });
  });

  test('two players past the limit in one deal are both named, as a list, the Dutch verb plural', () => {
    let s = sheetOf(['Ann', 'Bert', 'Cis'], 'dehoop', { limit: '100' });
    s = record(s, line('Ann', 'Bert=60,Cis=60'));
    s = record(s, line('Ann', 'Bert=40,Cis=45'));
    // Bert 100 and Cis 105: the game is over, Ann (0) wins.
    const v = replay(game, s);
    expect(v).toMatchObject({ finished: true, winner: 'Ann', totals: { Ann: 0, Bert: 100, Cis: 105 } });
    const why = game.standing([0, 100, 105], 2, null, configOf(game, s)).why!;
    expect([why.en, why.nl]).toEqual([
      'Bert and Cis reached the limit of 100; the game is over',
      'Bert en Cis haalden de grens van 100; het spel is uit',
    ]);
  });
});

describe('§3 what a deal records, and what record refuses', () => {
  const s = sheetOf(FOUR);
  test.each<[string, RecordArgs, string, string]>([
    ['no --out', { words: [], flags: { points: 'Ann=1' } }, 'usage', 'Name the one player who went out: --out <p>.'],
    // Two names where one goes exit 1, as every one-player flag (until 2026-12-07 a usage error, exit 2).
    ['two names out', line('Ann,Bert', 'Cis=1,Dirk=1'), 'rules', 'Name the one player who went out: --out <p>.'],
    ['one name twice out', line('Ann,Ann', 'Cis=1,Dirk=1'), 'rules', 'Name the one player who went out: --out <p>.'],
    [
      'a contract word',
      { words: ['pas'], flags: {} },
      'usage',
      // The hand in quotes, one shell word with its `*` (until 2026-12-08 bare).
      "Jokeren records who went out and the others' penalties with flags, not words: e.g. tafel record --out Bert " +
        '--points Ann=12,Dirk=4 --hand "Cis=7+K+joker*".',
    ],
    [
      'Dirk without an entry',
      line('Bert', 'Ann=1,Cis=1'),
      'usage',
      'Deal 1: no penalty for Dirk (give his penalty points, e.g. --points Dirk=10, or the cards left in his hand, ' +
        'e.g. --hand Dirk=7+K).',
    ],
    [
      'Cis twice',
      line('Bert', 'Ann=1,Cis=1,Cis=2,Dirk=1'),
      'rules',
      'Cis is given two penalties: give each player one entry.',
    ],
    [
      'a points entry that is no number',
      line('Bert', 'Ann=1,Cis=zes,Dirk=1'),
      'usage',
      'Penalty points are a whole number: Cis has "zes".',
    ],
    [
      'the player out with points',
      line('Bert', 'Ann=1,Bert=3,Cis=1,Dirk=1'),
      'rules',
      'Bert went out and scores 0: give Bert no points or cards.',
    ],
    [
      'the player out with cards',
      line('Bert', 'Ann=1,Cis=1,Dirk=1', 'Bert=7'),
      'rules',
      'Bert went out and scores 0: give Bert no points or cards.',
    ],
    [
      'an empty card list',
      line('Bert', 'Ann=1,Dirk=1', 'Cis='),
      'rules',
      "Cis's hand lists no cards: give the cards left in it, e.g. 7+K+joker*.",
    ],
    [
      'no card',
      line('Bert', 'Ann=1,Dirk=1', 'Cis=7+Z'),
      'rules',
      '"Z" in Cis\'s hand is no card; write 2 … 10 (or T), J Q K A (or B V H), joker (jk, X), ' +
        'and joker* for a joker that could have been laid.',
    ],
    [
      'a star on a seven',
      line('Bert', 'Ann=1,Dirk=1', 'Cis=7*'),
      'rules',
      "In Cis's hand only a joker can be marked * (could have been laid).",
    ],
    [
      '15 cards',
      line('Bert', 'Ann=1,Dirk=1', `Cis=${Array(15).fill('7').join('+')}`),
      'rules',
      'Cis cannot hold 15 cards (13 dealt, at most one drawn).',
    ],
    // Every kbn card costs 1 and at most two jokers 5: 2 × 5 + 12 × 1 = 22 for 14 cards.
    [
      'more than 14 cards can cost',
      line('Bert', 'Ann=23,Cis=1,Dirk=1'),
      'rules',
      'kbn: a hand of at most 14 cards costs at most 22 points, Ann has 23.',
    ],
    [
      'a negative entry',
      line('Bert', 'Ann=-4,Cis=1,Dirk=1'),
      'rules',
      'kbn: the smallest hand costs 1 point, Ann has -4.',
    ],
  ])('%s', (_what, args, kind, text) => {
    expect(refusal(() => record(s, args))).toEqual({ kind, text });
  });

  test('dehoop: the smallest hand is a 2', () => {
    expect(refusal(() => record(sheetOf(['Ann', 'Bert', 'Cis'], 'dehoop'), line('Bert', 'Ann=2,Cis=1')))).toEqual({
      kind: 'rules',
      text: 'dehoop: the smallest hand costs 2 points, Cis has 1.',
    });
  });

  test('the player out may be named with 0; points and cards mix; names as everywhere', () => {
    const input = game.parseDeal(line('bert', 'Bert=0,an=6,d=3', 'c=5+9+Q+joker*'), configOf(game, s));
    expect(input).toEqual({
      contract: 'out',
      out: 'Bert',
      points: { Ann: 6, Dirk: 3 },
      hands: { Cis: ['5', '9', 'Q', 'joker*'] },
    });
  });

  test('a card list: + or spaces, T for 10, Dutch B V H, suits read and dropped, jk and X for a joker', () => {
    const input = game.parseDeal(
      line('Ann', undefined, 'Bert=T 10H b v h a', 'Cis=7h+kS+X*+jk', 'Dirk=3d+2♠'),
      configOf(game, s),
    );
    expect(input.hands).toEqual({
      Bert: ['10', '10', 'J', 'Q', 'K', 'A'],
      Cis: ['7', 'K', 'joker*', 'joker'],
      Dirk: ['3', '2'],
    });
  });

  test('stored deals read back: parseDeal(toArgs(input)) is the input', () => {
    const input = game.parseDeal(line('Ann', 'Cis=4', 'Bert=T+b+X*', 'Dirk=2'), configOf(game, s));
    expect(game.parseDeal(game.toArgs(input, configOf(game, s)), configOf(game, s))).toEqual(input);
  });
});

describe('§9 options, and the alias', () => {
  test('every value is a --set key; contracts=on makes the 7 deals', () => {
    const dehoop = configOf(game, sheetOf(FOUR, 'dehoop', { contracts: 'on' }));
    expect(dehoop.settings).toMatchObject({ deals: '7', contracts: 'on', low: 'face' });
    expect(checkHouseRules(game, 'dehoop', 4, ['contracts=on', 'deals=7'])).toEqual({ contracts: 'on', deals: '7' });
    expect(() => checkHouseRules(game, 'dehoop', 4, ['contracts=on', 'deals=5'])).toThrow(UsageError);
    expect(() => checkHouseRules(game, 'amerikaans', 3, ['deals=8'])).toThrow(
      /'contracts=on' plays the 7 contract deals, so deals=8 does not go with it/,
    );
    for (const bad of [
      'low=ten',
      'ace=-1',
      'jokers=9',
      'step=2',
      'deals=0',
      'limit=10001',
      'contracts=yes',
      'joker-laid=x',
    ])
      expect(() => checkHouseRules(game, 'kbn', 4, [bad])).toThrow(UsageError);
    // T9's table: face values, the pictures and the ace 10, a joker 1 or 10, three jokers.
    const t9 = ['low=face', 'honours=10', 'ace=10', 'joker=1', 'joker-laid=10', 'jokers=3'];
    const v = replay(
      game,
      record(
        sheetOf(FOUR, 'kbn', checkHouseRules(game, 'kbn', 4, t9)),
        line('Ann', undefined, 'Bert=9+A+joker', 'Cis=joker*', 'Dirk=joker+2'),
      ),
    );
    // Bert 9 + 10 + 1 = 20; Cis 10; Dirk 1 + 2 = 3; three jokers in the hands are allowed.
    expect(v.deals[0].scores).toEqual({ Ann: 0, Bert: 20, Cis: 10, Dirk: 3 });
  });

  test('amerikaans-jokeren is jokeren under amerikaans', () => {
    expect(gameById('amerikaans-jokeren').id).toBe('jokeren');
    expect(aliasRules('amerikaans-jokeren')).toBe('amerikaans');
  });

  test('2 to 6 players; the sheet is not zero-sum and the lowest total wins', () => {
    expect(game.players).toEqual({ min: 2, max: 6 });
    expect(game.zeroSum('kbn')).toBe(false);
    expect(game.lowWins).toBe(true);
  });
});
