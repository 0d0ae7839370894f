import { describe, expect, test, afterAll } from '@jest/globals';
import { RuleViolation, UsageError } from '../../../src/core/errors.js';
import { gameById } from '../../../src/games/index.js';
import { scheduleOf } from '../../../src/games/boerenbridge/settings.js';
import { scorePlayer } from '../../../src/games/boerenbridge/score.js';
import { setRules } from '../../../src/sheet/amend.js';
import { configOf, replay, type SheetData } from '../../../src/sheet/sheet.js';
import { args, makeSheet, play, record } from '../../helpers/sheet.js';
import fs from 'node:fs';
import { tafel, tafelJson, tempHome } from '../../helpers/cli.js';
import { InTerminal } from '../../play/terminal.js';

// spec/boerenbridge.md §11, every number worked by hand from §6: exact = E + T·t, miss = −M·|b − t|.
const bb = gameById('boerenbridge');
const FIVE = ['Ann', 'Bert', 'Cis', 'Dirk', 'Eva'];

/** §11.1, deals 1-10: the record line and each player's score (Ann, Bert, Cis, Dirk, Eva), wk 10 + 2t / −2. */
const EVENING: [string, number[]][] = [
  // Cis 3/4: −2
  ['--bids Ann=1,Bert=2,Cis=3,Dirk=1,Eva=2 --tricks Ann=1,Bert=2,Cis=4,Dirk=1,Eva=2', [12, 14, -2, 12, 14]],
  ['--bids Ann=2,Bert=3,Cis=2,Dirk=0,Eva=3 --tricks Ann=2,Bert=2,Cis=2,Dirk=1,Eva=2', [14, -2, 14, -2, -2]],
  ['--bids Ann=1,Bert=2,Cis=0,Dirk=1,Eva=2 --tricks Ann=1,Bert=2,Cis=1,Dirk=1,Eva=3', [12, 14, -2, 12, -2]],
  // Eva's 0: +10
  ['--bids Ann=3,Bert=1,Cis=2,Dirk=0,Eva=0 --tricks Ann=3,Bert=1,Cis=2,Dirk=1,Eva=0', [16, 12, 14, -2, 10]],
  ['--bids Ann=2,Bert=0,Cis=1,Dirk=2,Eva=2 --tricks Ann=1,Bert=0,Cis=1,Dirk=2,Eva=2', [-2, 10, 12, 14, 14]],
  ['--bids Ann=0,Bert=1,Cis=1,Dirk=0,Eva=2 --tricks Ann=0,Bert=2,Cis=1,Dirk=0,Eva=2', [10, -2, 12, 10, 14]],
  ['--bids Ann=1,Bert=0,Cis=1,Dirk=1,Eva=0 --misdeal Dirk', [12, 10, 12, -4, 10]], // the others as exact: 10 + 2b
  ['--bids Ann=1,Bert=0,Cis=2,Dirk=1,Eva=0 --tricks Ann=0,Bert=2,Cis=0,Dirk=1,Eva=0', [-2, -4, -4, 12, 10]],
  ['--bids Ann=0,Bert=1,Cis=0,Dirk=0,Eva=0 --tricks Ann=0,Bert=1,Cis=0,Dirk=1,Eva=0', [10, 12, 10, -2, 10]],
  ['--bids Ann=0,Bert=1,Cis=0,Dirk=1,Eva=0 --tricks Ann=0,Bert=0,Cis=0,Dirk=1,Eva=0', [10, -2, 10, 12, 10]],
];
const TOTALS = [
  [12, 14, -2, 12, 14],
  [26, 12, 12, 10, 12],
  [38, 26, 10, 22, 10],
  [54, 38, 24, 20, 20],
  [52, 48, 36, 34, 34],
  [62, 46, 48, 44, 48],
  [74, 56, 60, 40, 58],
  [72, 52, 56, 52, 68],
  [82, 64, 66, 50, 78],
  [92, 62, 76, 62, 88],
];
const byName = (xs: number[]) => Object.fromEntries(FIVE.map((p, i) => [p, xs[i]]));

describe('§11.1 a wk evening, five players, the first ten deals', () => {
  const { sheet, view } = play(
    makeSheet('boerenbridge', FIVE),
    EVENING.map(([l]) => l),
  );

  test('every deal scores and totals as worked by hand, with its cards and dealer', () => {
    EVENING.forEach(([, scores], i) => {
      const d = view.deals[i];
      expect(d.scores).toEqual(byName(scores));
      expect(d.cards).toBe(10 - i);
      expect(d.dealer).toBe(FIVE[i % 5]);
    });
    const running: number[][] = [];
    for (const d of view.deals) running.push(FIVE.map((p, k) => (running.at(-1)?.[k] ?? 0) + d.scores[p]));
    expect(running).toEqual(TOTALS);
    expect(view.nextDealer).toBe('Ann');
    expect(view.nextCards).toBe(2);
    expect(view.finished).toBe(false);
  });

  test('deal 7: the misdeal as the JSON shows it (§9)', () => {
    const d = view.deals[6];
    expect(d.input).toEqual({ contract: 'bid', bids: { Ann: 1, Bert: 0, Cis: 1, Dirk: 1, Eva: 0 }, misdeal: 'Dirk' });
    expect(d.detail).toEqual({
      Ann: { bid: 1, exact: true },
      Bert: { bid: 0, exact: true },
      Cis: { bid: 1, exact: true },
      Dirk: { bid: 1, misdeal: true },
      Eva: { bid: 0, exact: true },
    });
    expect(view.deals[7].dealer).toBe('Cis');
  });

  test('deal 6: Ann may not bid 1 (the others bid 4 of 5); nothing changes', () => {
    const five = { ...sheet, deals: sheet.deals.slice(0, 5) };
    const bad = record(five, '--bids Ann=1,Bert=1,Cis=1,Dirk=0,Eva=2 --tricks Ann=0,Bert=2,Cis=1,Dirk=0,Eva=2');
    expect(() => replay(bb, bad)).toThrow(RuleViolation);
    expect(() => replay(bb, bad)).toThrow(
      'Ann deals deal 6 (5 cards) and bids last: the others bid 4 together, so Ann may not bid 1 ' +
        '(the bids would add up to 5 tricks',
    );
  });

  test('deal 2: tricks adding up to 8 of 9 are refused, naming each', () => {
    const one = { ...sheet, deals: sheet.deals.slice(0, 1) };
    const bad = record(one, '--bids Ann=2,Bert=3,Cis=2,Dirk=0,Eva=3 --tricks Ann=2,Bert=2,Cis=2,Dirk=1,Eva=1');
    expect(() => replay(bb, bad)).toThrow(
      'Deal 2 has 9 cards, so 9 tricks: the tricks add up to 8 (Ann 2, Bert 2, Cis 2, Dirk 1, Eva 1)',
    );
  });

  test('deal 10 (1 card): the others bid 2, so Eva may bid anything; after 19 deals the sheet is finished', () => {
    expect(view.deals[9].scores.Eva).toBe(10);
    let s: SheetData = sheet;
    // Deals 11-19 have 2..10 cards: Ann takes every trick she bid, the others bid and take 0.
    for (let c = 2; c <= 10; c++) s = record(s, `--bids ${c - 1},0,0,0,0 --tricks ${c},0,0,0,0`);
    const v = replay(bb, s);
    expect(v.deals[18].dealer).toBe('Dirk');
    expect(v.deals[18].cards).toBe(10);
    expect(v.finished).toBe(true);
    expect(v.nextCards).toBeUndefined();
    // Ann misses each by 1: 92 − 9·2 = 74; the others take their 0 nine times: +90 each.
    expect(v.totals).toEqual({ Ann: 74, Bert: 152, Cis: 166, Dirk: 152, Eva: 178 });
    expect(v.winner).toBe('Eva');
  });
});

describe('§11.2 one table under the three rule sets (7 cards, seat 4 deals)', () => {
  const judge = (rules: string, bids: string, tricks: string, set: Record<string, string> = {}, cards = 7) => {
    const players = ['1', '2', '3', '4'];
    const data = makeSheet('boerenbridge', players, { rules, set });
    const s = record(data, `--cards ${cards} --dealer 4 --bids ${bids} --tricks ${tricks}`);
    return replay(bb, s).deals[0].scores;
  };
  test.each([
    ['wk', [10, 16, -2, 12]],
    ['klassiek', [5, 8, -1, 6]],
    ['poepen', [6, 12, -2, 8]],
  ])('%s', (rules, want) => {
    expect(judge(rules, '1=0,2=3,3=2,4=1', '1=0,2=3,3=3,4=1')).toEqual({
      1: want[0],
      2: want[1],
      3: want[2],
      4: want[3],
    });
  });
  test('bids adding up to 7: refused by the hook under wk and poepen, scored under klassiek', () => {
    for (const rules of ['wk', 'poepen'])
      expect(() => judge(rules, '1=0,2=3,3=2,4=2', '1=0,2=3,3=3,4=1')).toThrow('so seat 4 may not bid 2');
    expect(judge('klassiek', '1=0,2=3,3=2,4=2', '1=0,2=3,3=3,4=1')[4]).toBe(-1);
  });
  test('the others bid every card: the dealer may not bid 0, which would make the bids add up (the hook)', () => {
    expect(() => judge('wk', '1=3,2=2,3=2,4=0', '1=3,2=2,3=2,4=0')).toThrow(
      'the others bid 7 together, so seat 4 may not bid 0',
    );
    // One more than the cards together: every bid is the dealer's; 0 took 0, so +10 (wk).
    expect(judge('wk', '1=3,2=3,3=2,4=0', '1=3,2=2,3=2,4=0')[4]).toBe(10);
  });
  test('hook=over-3 lets 3 cards add up (+8 +8 +6 +8); without it poepen refuses', () => {
    const line = ['1=1,2=1,3=0,4=1', '1=1,2=1,3=0,4=1'] as const;
    expect(judge('poepen', ...line, { hook: 'over-3' }, 3)).toEqual({ 1: 8, 2: 8, 3: 6, 4: 8 });
    expect(() => judge('poepen', ...line, {}, 3)).toThrow(RuleViolation);
  });
});

describe("§6 the sources' own checks", () => {
  test('poepen (2,2) +10, (0,0) +6, (3,4) −2, (0,4) −8; klassiek 7/2 −5; wk (0,0) +10, (1,0) −2', () => {
    expect([
      scorePlayer(2, 2, 6, 2, 2),
      scorePlayer(0, 0, 6, 2, 2),
      scorePlayer(3, 4, 6, 2, 2),
      scorePlayer(0, 4, 6, 2, 2),
    ]).toEqual([10, 6, -2, -8]);
    expect(scorePlayer(7, 2, 5, 1, 1)).toBe(-5);
    expect([scorePlayer(0, 0, 10, 2, 2), scorePlayer(1, 0, 10, 2, 2)]).toEqual([10, -2]);
  });
});

describe('§11.3 schedules', () => {
  const sched = (rules: string, n: number, set: Record<string, string> = {}) =>
    scheduleOf(
      rules,
      configOf(bb, makeSheet('boerenbridge', ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].slice(0, n), { rules, set }))
        .settings,
      n,
    );
  test('wk: 5 players 10 → 1 → 10; 4 players 13 → 1 → 13, or 10 → 1 → 10 with max-cards=10', () => {
    expect(sched('wk', 5)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const four = sched('wk', 4);
    expect([four.length, four[0], four[12], four[24]]).toEqual([25, 13, 1, 13]);
    expect(sched('wk', 4, { 'max-cards': '10' })).toEqual(sched('wk', 5));
  });
  test('poepen: 5 players 19 deals with 9, 10, 9 in deals 9-11; 4 players 23, top 12; 3 players 33', () => {
    const five = sched('poepen', 5);
    expect([five.length, five[8], five[9], five[10]]).toEqual([19, 9, 10, 9]);
    expect([sched('poepen', 4).length, Math.max(...sched('poepen', 4))]).toEqual([23, 12]);
    expect(sched('poepen', 3).length).toBe(33);
  });
  test('klassiek, 4 players: 17 deals, three of 8', () => {
    expect(sched('klassiek', 4)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 8, 8, 7, 6, 5, 4, 3, 2, 1]);
  });
  test('klassiek with 7 players is refused (exit 1); max-cards above the top is a usage error', () => {
    const seven = makeSheet('boerenbridge', ['A', 'B', 'C', 'D', 'E', 'F', 'G'], { rules: 'klassiek' });
    expect(() => bb.checkSetup!(configOf(bb, seven))).toThrow('klassiek is for 3 to 6 players');
    expect(bb.checkSettings!('wk', { 'max-cards': '14' }, 4)?.en).toBe(
      'max-cards=14 is too many: with 4 players a deal has at most 13 cards each',
    );
  });
});

describe('record refusals (§7)', () => {
  const sheet = makeSheet('boerenbridge', FIVE);
  const parse = (line: string) => () => record(sheet, line);
  test('usage: a value that is no whole number, --tricks with --misdeal, a contract word', () => {
    expect(parse('--bids Ann=x,Bert=1,Cis=1,Dirk=1,Eva=1 --tricks 2,2,2,2,2')).toThrow(UsageError);
    expect(parse('--bids 1,1,1,1,1 --tricks 2,2,2,2,2 --misdeal Ann')).toThrow(UsageError);
    expect(parse('samen --bids 1,1,1,1,1 --tricks 2,2,2,2,2')).toThrow(UsageError);
    // A player left out is a value missing, whether the list names them or goes by seat.
    expect(parse('--bids Ann=1,Bert=1,Cis=1,Dirk=1 --tricks 2,2,2,2,2')).toThrow(UsageError);
    expect(parse('--bids Ann=1,Bert=1,Cis=1,Dirk=1 --tricks 2,2,2,2,2')).toThrow('No bid for Eva');
    expect(parse('--bids 1,1,1,1 --tricks 2,2,2,2,2')).toThrow(UsageError);
  });
  test('rules: a player twice, a name nobody has, a suit other than spades under wk', () => {
    expect(parse('--bids Ann=1,ann=2,Cis=1,Dirk=1,Eva=1 --tricks 2,2,2,2,2')).toThrow('Ann is named twice in --bids');
    expect(parse('--bids 1,1,1,1,1 --misdeal Zed')).toThrow(RuleViolation);
    expect(parse('--bids 1,1,1,1,1 --tricks 2,2,2,2,2 --trump H')).toThrow(
      'spades as trump in every deal (trump=spades)',
    );
  });
  test('a bid above the cards and --cards off the schedule are refused when scored on the sheet', () => {
    expect(() => replay(bb, record(sheet, '--bids 11,0,0,0,0 --tricks 10,0,0,0,0'))).toThrow(
      'Deal 1 has 10 cards: Ann cannot bid 11',
    );
    // As record reads it: knowing the dealer, so --cards is a check and not judge score's table.
    const input = bb.parseDeal(args('--cards 9 --bids 1,1,1,1,1 --tricks 2,2,2,2,2'), configOf(bb, sheet), {
      dealer: 'Ann',
    });
    expect(() => replay(bb, { ...sheet, deals: [input] })).toThrow(
      'The sheet says deal 1 has 10 cards, not 9; check for a skipped deal (tafel sheet)',
    );
  });
});

describe('cards derived, never stored: a change that leaves a deal impossible is refused (review 4)', () => {
  test('klassiek: deal 9 is played without trump, the others with one', () => {
    const four = ['Ann', 'Bert', 'Cis', 'Dirk'];
    let s = makeSheet('boerenbridge', four, { rules: 'klassiek' });
    // Deals 1-8 of 1..8 cards: Ann takes them all and bids them, the others bid and take 0.
    for (let c = 1; c <= 8; c++) s = record(s, `--bids ${c},0,0,0 --tricks ${c},0,0,0 --trump H`);
    const deal9 = (trump: string) => ({
      ...s,
      deals: [
        ...s.deals,
        bb.parseDeal(args(`--bids 8,0,0,0 --tricks 8,0,0,0 --trump ${trump}`), configOf(bb, s), { dealer: 'Ann' }),
      ],
    });
    expect(() => replay(bb, deal9('H'))).toThrow('Deal 9 of the klassiek schedule is played without trump');
    expect(replay(bb, deal9('none')).deals[8].scores).toEqual({ Ann: 13, Bert: 5, Cis: 5, Dirk: 5 }); // 5 + 8, 5 + 0
    expect(() =>
      replay(
        bb,
        record(makeSheet('boerenbridge', four, { rules: 'klassiek' }), '--bids 1,0,1,0 --tricks 1,0,0,0 --trump none'),
      ),
    ).toThrow('only deal 9 is played without');
  });

  test(
    'set hook=always on a klassiek sheet whose bids added up names the deal; ' + 'max-cards below the deals played too',
    () => {
      const s = record(
        makeSheet('boerenbridge', ['Ann', 'Bert', 'Cis'], { rules: 'klassiek' }),
        '--bids 1,0,0 --tricks 1,0,0',
      );
      expect(() => setRules(bb, s, ['hook=always'])).toThrow(
        /^hook=always would make a stored deal impossible: Ann deals deal 1 \(1 card\) and bids last/,
      );
      expect(setRules(bb, s, ['hook=over-3']).changed).toEqual([{ key: 'hook', from: 'off', to: 'over-3' }]);
    },
  );
});

// spec/boerenbridge.md: `tafel new chinees-poepen` = boerenbridge with --rules poepen unless --rules is given.
describe('the Flemish name', () => {
  test('new chinees-poepen is Boerenbridge under poepen, unless --rules says otherwise', async () => {
    const { buildSheet } = await import('../../../src/sheet/build.js');
    const now = new Date('2026-11-29T20:00:00');
    const sheet = buildSheet('chinees-poepen', { players: 'Ann,Bert,Cis,Dirk' }, now, () => false);
    expect([sheet.game, sheet.rules]).toEqual(['boerenbridge', 'poepen']);
    const wk = buildSheet('Chinees-Poepen', { players: 'Ann,Bert,Cis', rules: 'wk' }, now, () => false);
    expect([wk.game, wk.rules]).toEqual(['boerenbridge', 'wk']);
    expect(gameById('chinees-poepen').id).toBe('boerenbridge');
  });
});

// A whole WK game of 19 deals through `tafel play` in a terminal (in process), as a table types it: each
// deal's bids on one line, then its tricks on one line, in seating order, each shown with the players'
// names, and the deal confirmed before it is saved. One run, grouped checks.
const home = tempHome();
let t: InTerminal | undefined;
afterAll(() => {
  t?.kill();
  fs.rmSync(home, { recursive: true, force: true });
});

/** Deals 1-10 of spec §11.1 (deal 7 the misdeal), then 2..10 cards where Ann bids one short of what she takes. */
const DEALS: [string, string | 'misdeal'][] = [
  ['1 2 3 1 2', '1 2 4 1 2'],
  ['2 3 2 0 3', '2 2 2 1 2'],
  ['1 2 0 1 2', '1 2 1 1 3'],
  ['3 1 2 0 0', '3 1 2 1 0'],
  ['2 0 1 2 2', '1 0 1 2 2'],
  ['0 1 1 0 2', '0 2 1 0 2'],
  ['1 0 1 1 0', 'misdeal'],
  ['1 0 2 1 0', '0 2 0 1 0'],
  ['0 1 0 0 0', '0 1 0 1 0'],
  ['0 1 0 1 0', '0 0 0 1 0'],
  ...[2, 3, 4, 5, 6, 7, 8, 9, 10].map((c): [string, string] => [`${c - 1} 0 0 0 0`, `${c} 0 0 0 0`]),
];
const CARDS = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const PLAYERS = ['Ann', 'Bert', 'Cis', 'Dirk', 'Eva'];
/** "1 0 2" as the line shows it: "Ann 1 · Bert 0 · Cis 2"; with tricks, "Ann 1/1 · ...". */
const named = (bids: string, tricks?: string): string => {
  const t = tricks?.split(' ');
  return bids
    .split(' ')
    .map((b, i) => `${PLAYERS[i]} ${b}${t ? `/${t[i]}` : ''}`)
    .join(' · ');
};

describe('in a terminal (in process)', () => {
  test('19 deals: bids, then tricks, on one line each; the hook refused; a misdeal; the finished sheet', async () => {
    expect((await tafel(home, ['new', 'boerenbridge', '--players', PLAYERS.join(',')])).code).toBe(0);
    t = new InTerminal(home, ['play']);
    for (const [i, [bids, tricks]] of DEALS.entries()) {
      const c = CARDS[i];
      const dealer = PLAYERS[i % 5];
      await t.waitFor(
        new RegExp(`Deal ${i + 1}, ${c} cards?, ${dealer} deals\\. What does ${PLAYERS[(i + 1) % 5]} bid\\?`),
      );
      if (i === 5) {
        // Deal 6 (5 cards): Ann deals; the others bid 4, so her 1 is refused in place, no choice to pick; Enter keeps
        // the line as typed (drawn again with the reason), and Ctrl-U clears it for the bids as corrected.
        t.send('1 1 1 0 2');
        const refused =
          /1 1 1 0 2\s*\n> ✗ Ann deals deal 6 \(5 cards\) and bids last: the others bid 4 together, so Ann/;
        await t.waitFor(refused);
        t.send('\r');
        await t.waitFor(refused);
        t.send('\x15');
      }
      if (i === 0) {
        // Deal 1 one by one: every bid the same list question, found by its number; Ann, dealing, may not
        // bid 2 (the others bid 8 of 10).
        for (const [who, bid] of [
          ['Bert', 2],
          ['Cis', 3],
          ['Dirk', 1],
          ['Eva', 2],
        ] as const) {
          if (who !== 'Bert') await t.waitFor(new RegExp(`What does ${who} bid\\?`));
          await t.pick(String(bid), `${who} bids ${bid}`);
        }
        await t.waitFor(/Ann deals and bids last: not 2, or the bids add up to the tricks\s*\n❯ Ann bids 0\n/);
        await t.pick('1', 'Ann bids 1');
      } else await t.pick(bids, `⏎ bids: ${named(bids)}`);
      await t.waitFor(new RegExp(`${c} tricks?: how many did ${PLAYERS[(i + 1) % 5]} take\\?`));
      if (tricks === 'misdeal') {
        await t.pick('misdeal', 'misdeal: somebody held the wrong number of cards');
        await t.waitFor(/Who held the wrong number of cards\?/);
        t.send('D');
        await t.waitFor(/❯ Dirk/);
        t.send('\r');
      } else {
        await t.pick(tricks, `⏎ bid/tricks: ${named(bids, tricks)}`);
        // The Save line may wrap on the 80 columns of the terminal.
        const saved = `Save: deal ${i + 1}, ${c} ${c === 1 ? 'card' : 'cards'}: ${named(bids, tricks)}? (Y/n)`
          .replace(/[.+?^${}()|[\]\\/]/g, '\\$&')
          .replace(/ /g, '\\s+');
        await t.waitFor(new RegExp(saved));
        t.send('\r');
      }
    }
    // The last deal ends the schedule: the sheet says who won.
    await t.waitFor(/Winner: Eva/);
    t.kill();
    const v = await tafelJson(home, ['sheet']);
    expect(v.deals.map((d: { cards: number }) => d.cards)).toEqual(CARDS);
    expect(v.deals[6].input.misdeal).toBe('Dirk');
    // §11.1 after ten deals, then nine deals of Ann −2 and everybody else +10.
    expect(v.deals.slice(0, 10).reduce((s: number, d: { scores: { Ann: number } }) => s + d.scores.Ann, 0)).toBe(92);
    expect([v.finished, v.winner, v.totals]).toEqual([
      true,
      'Eva',
      { Ann: 74, Bert: 152, Cis: 166, Dirk: 152, Eva: 178 },
    ]);
  }, 120_000);
});
