import { describe, expect, test } from '@jest/globals';
import { RuleViolation, UsageError } from '../../../src/core/errors.js';
import { checkHouseRules } from '../../../src/core/settings.js';
import { gameById } from '../../../src/games/index.js';
import { configOf, Replayer, replay, type SheetData, type SheetView } from '../../../src/sheet/sheet.js';
import { args, makeSheet } from '../../helpers/sheet.js';
import { GAME_9_2 } from './examples.js';

/*
 * spec/toepen.md's worked examples (§9) and the refusals of §5, every number worked out by hand from §2
 * and §3: the winner 0, a pass on toep k scores k, everybody else in the round the final stake S = 1 +
 * the toeps; four of a kind 3 for every other player still in; the cap cuts a score at the limit; whoever
 * is at or over the limit after a round is out and scores 0 from then on.
 */

const game = gameById('toepen');
const FOUR = ['Ann', 'Bert', 'Cis', 'Dirk'];

const sheetOf = (players: string[], set: Record<string, string> = {}): SheetData =>
  makeSheet('toepen', players, { set });

/** Records a round as `record` does: parsed on the sheet, then the whole sheet replayed (which may refuse). */
function record(sheet: SheetData, line: string): SheetData {
  const input = game.parseDeal(args(line), configOf(game, sheet));
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

/** One round without a sheet, as `judge score` scores it: seats 1..4, optional totals before it. */
function judged(line: string, set: Record<string, string> = {}, totals?: Record<string, number>): SheetView {
  const sheet = makeSheet('toepen', ['1', '2', '3', '4'], { set });
  const input = game.parseDeal(args(line), { ...configOf(game, sheet), judged: true });
  const before = Object.entries(totals ?? {}).filter(([, n]) => n !== 0);
  return replay(game, {
    ...sheet,
    deals: [input],
    ...(before.length > 0 ? { corrections: [{ after: 0, scores: Object.fromEntries(before), reason: 'totals' }] } : {}),
  });
}

const scoresOf = (v: SheetView, n = 0) => v.players.map((p) => v.deals[n].scores[p]);

describe('§9.1 SPB example', () => {
  test('A toeps, B along, C passes, D along; B toeps, A along, D passes; A wins: stake 3, A 0 B 3 C 1 D 2', () => {
    const sheet = makeSheet('toepen', ['A', 'B', 'C', 'D']);
    const input = game.parseDeal(args('--toeps A,B --passed C=1,D=2 --winner A'), configOf(game, sheet));
    expect(input).toEqual({ contract: 'round', winner: 'A', toeps: ['A', 'B'], passed: { C: 1, D: 2 } });
    const deal = replay(game, { ...sheet, deals: [input] }).deals[0];
    expect(deal.scores).toEqual({ A: 0, B: 3, C: 1, D: 2 });
    expect(deal.stake).toBe(3);
  });

  test('--toeps A,A is refused without double-toep=on, allowed with it', () => {
    const sheet = makeSheet('toepen', ['A', 'B', 'C', 'D']);
    expect(refusal(() => game.parseDeal(args('--toeps A,A --winner A'), configOf(game, sheet)))).toEqual({
      kind: 'rules',
      text: "A toeped twice in a row (option double-toep=off): 'tafel set double-toep=on' allows it.",
    });
    const on = makeSheet('toepen', ['A', 'B', 'C', 'D'], { set: { 'double-toep': 'on' } });
    const input = game.parseDeal(args('--toeps A,A --winner A'), configOf(game, on));
    // Stake 3: B, C and D went along to the end and lost.
    expect(replay(game, { ...on, deals: [input] }).deals[0].scores).toEqual({ A: 0, B: 3, C: 3, D: 3 });
  });
});

describe('§9.2 a whole game, four players', () => {
  const LINES = GAME_9_2;
  const upTo = (n: number, set: Record<string, string> = {}) =>
    LINES.slice(0, n).reduce((s, l) => record(s, l), sheetOf(FOUR, set));
  const view = replay(game, upTo(9));

  test('each round: its dealer, the points added and the raw points before the cap', () => {
    expect(view.deals.map((d) => [d.dealer, ...FOUR.map((p) => d.scores[p])])).toEqual([
      ['Ann', 1, 0, 1, 1],
      ['Bert', 3, 2, 0, 1],
      ['Cis', 3, 3, 3, 0],
      ['Dirk', 3, 4, 3, 0],
      ['Dirk', 0, 1, 1, 0],
      ['Dirk', 0, 0, 0, 3],
      ['Cis', 0, 0, 0, 1],
      ['Cis', 0, 0, 1, 0],
      ['Dirk', 0, 0, 1, 0],
    ]);
    // "3 (4)": round 4 Ann, round 5 Bert 1 (2), round 9 Cis 1 (2).
    expect(view.deals.map((d) => d.capped)).toEqual([[], [], [], ['Ann'], ['Bert'], [], [], [], ['Cis']]);
    expect(view.deals[3].raw).toEqual({ Ann: 4, Bert: 4, Cis: 3, Dirk: 0 });
    expect(view.deals[4].raw).toEqual({ Bert: 2, Cis: 1, Dirk: 0 });
    expect(view.deals[8].raw).toEqual({ Cis: 2, Dirk: 0 });
    expect(view.deals.map((d) => d.out)).toEqual([[], [], [], ['Ann'], ['Bert'], [], [], [], ['Cis']]);
    // "–" from the round after a player went out: he sits it out, shown dood.
    expect(view.deals.map((d) => d.sittingOut ?? [])).toEqual([
      [],
      [],
      [],
      [],
      ['Ann'],
      ['Ann', 'Bert'],
      ['Ann', 'Bert'],
      ['Ann', 'Bert'],
      ['Ann', 'Bert'],
    ]);
    expect(view.deals[4].marks).toEqual(['dood', '(2)', '', '']);
  });

  test('the totals after each round', () => {
    const after = FOUR.map(() => 0);
    const rows = view.deals.map((d) => {
      FOUR.forEach((p, i) => {
        after[i] += d.scores[p];
      });
      return [...after];
    });
    expect(rows).toEqual([
      [1, 0, 1, 1],
      [4, 2, 1, 2],
      [7, 5, 4, 2],
      [10, 9, 7, 2],
      [10, 10, 8, 2],
      [10, 10, 8, 5],
      [10, 10, 8, 6],
      [10, 10, 9, 6],
      [10, 10, 10, 6],
    ]);
  });

  test('round 2: Cis toeped (stake 2), Dirk passed 1; Ann toeped (stake 3), Bert passed 2; Ann lost 3', () => {
    const d = view.deals[1];
    expect([d.stake, d.scores]).toEqual([3, { Ann: 3, Bert: 2, Cis: 0, Dirk: 1 }]);
  });

  test('round 3: four of a kind, 3 for each other player; Dirk deals round 4', () => {
    expect(view.deals[2].scores).toEqual({ Ann: 3, Bert: 3, Cis: 3, Dirk: 0 });
    expect(view.deals[2].stake).toBeUndefined();
    expect(view.deals[3].dealer).toBe('Dirk');
  });

  test('round 4: stake 4, Ann cut to 3 and out at 10; Bert at 9 is voor dood', () => {
    expect(view.deals[3].stake).toBe(4);
    const four = replay(game, upTo(4));
    expect(four.totals).toEqual({ Ann: 10, Bert: 9, Cis: 7, Dirk: 2 });
    expect(four.voorDood).toEqual(['Bert']);
    expect(four.finished).toBe(false);
    expect(game.footer?.(four, 'en')).toBe('Bert: voor dood');
    expect(game.footer?.(four, 'nl')).toBe('Bert: voor dood');
    // Ann is out: the player left of the dealer who is still in leads (Dirk deals, so Bert).
    expect([four.nextDealer, four.nextLeader]).toEqual(['Dirk', 'Bert']);
  });

  test('round 5: Bert 1 + the vuile-was penalty 1 = 2, cut to 1, out; naming Ann is refused', () => {
    expect(view.deals[4].scores.Bert).toBe(1);
    expect(refusal(() => record(upTo(4), '--winner Ann'))).toEqual({
      kind: 'rules',
      text: 'Round 5: Ann is out (10 points since round 4).',
    });
    expect(refusal(() => record(upTo(4), '--winner Dirk --toeps Ann'))).toMatchObject({
      text: 'Round 5: Ann is out (10 points since round 4).',
    });
  });

  test("round 7: Dirk passed on Cis's toep and scores 1; Cis is the only one left and wins", () => {
    expect(view.deals[6].scores).toEqual({ Ann: 0, Bert: 0, Cis: 0, Dirk: 1 });
    // Anybody else named the winner is refused: everybody else passed.
    expect(refusal(() => record(upTo(6), '--toeps Cis --passed Dirk=1 --winner Dirk'))).toEqual({
      kind: 'rules',
      text:
        'Dirk passed on toep 1 and cannot win the round: name another player as --winner, or leave Dirk out of ' +
        '--passed.',
    });
  });

  test('round 9: Cis plays voor dood from the first card; Dirk is the last player left and wins', () => {
    const eight = replay(game, upTo(8));
    expect(eight.voorDood).toEqual(['Cis']);
    expect(view.finished).toBe(true);
    expect(view.winner).toBe('Dirk');
    expect(view.places).toEqual({ Dirk: 1, Cis: 2, Bert: 3, Ann: 4 });
    expect(view.voorDood).toEqual([]);
    const r = new Replayer(game, upTo(9));
    r.view();
    expect(r.why()?.en).toBe('Dirk is the last player left; the game is over');
    expect(r.why()?.nl).toBe('Dirk is als laatste over; het spel is uit');
  });

  test('end=first-out: finished after round 4, Ann the loser and Dirk (2) the winner', () => {
    const v = replay(game, upTo(4, { end: 'first-out' }));
    expect(v.finished).toBe(true);
    expect(v.losers).toEqual(['Ann']);
    expect(v.winner).toBe('Dirk');
    expect(v.places).toEqual({ Dirk: 1, Cis: 2, Bert: 3, Ann: 4 });
  });

  test('cap=off: Ann has 11 after round 4', () => {
    const v = replay(game, upTo(4, { cap: 'off' }));
    expect(v.totals).toEqual({ Ann: 11, Bert: 9, Cis: 7, Dirk: 2 });
    expect(v.deals[3].capped).toEqual([]);
  });
});

describe('§9.3 single rounds (judge score, seats 1..4)', () => {
  test('--winner 3', () => {
    expect(scoresOf(judged('--winner 3'))).toEqual([1, 1, 0, 1]);
  });
  test('everybody passed on the one toep', () => {
    expect(scoresOf(judged('--toeps 2 --passed 1=1,3=1,4=1 --winner 2'))).toEqual([1, 0, 1, 1]);
  });
  test('--totals 1=9,2=4,3=0,4=7 --toeps 4 --winner 4: seat 1 cut from 2 to 1 and out', () => {
    const v = judged('--toeps 4 --winner 4', {}, { 1: 9, 2: 4, 3: 0, 4: 7 });
    expect(scoresOf(v)).toEqual([1, 2, 2, 0]);
    expect([v.deals[0].raw, v.deals[0].capped, v.deals[0].out]).toEqual([{ 1: 2, 2: 2, 3: 2, 4: 0 }, ['1'], ['1']]);
  });
  test('the same with cap=off', () => {
    expect(scoresOf(judged('--toeps 4 --winner 4', { cap: 'off' }, { 1: 9, 2: 4, 3: 0, 4: 7 }))).toEqual([2, 2, 2, 0]);
  });
  test('jack-win=on: the winner with a jack scores -1', () => {
    expect(scoresOf(judged('--winner 1 --jack', { 'jack-win': 'on' }))).toEqual([-1, 1, 1, 1]);
  });
  test('four of a kind at 4 points', () => {
    expect(scoresOf(judged('--four-of-a-kind 2', { 'four-of-a-kind': '4' }))).toEqual([4, 0, 4, 4]);
  });
  test('refused: a pass on a third toep of two, a stake above max-stake, a passer as winner', () => {
    expect(refusal(() => judged('--toeps 1,2 --passed 3=3 --winner 1'))).toEqual({
      kind: 'rules',
      text:
        '3 passed on toep 3, but there were 2 toeps: give the toep he passed on, e.g. --passed 3=2, or name who ' +
        'toeped (--toeps).',
    });
    expect(refusal(() => judged('--toeps 1,2 --winner 1', { 'max-stake': '2' }))).toEqual({
      kind: 'rules',
      text: 'The stake would be 3; these rules stop at 2 (option max-stake=2): --set max-stake=none lifts the cap.',
    });
    expect(refusal(() => judged('--toeps 1 --passed 2=1 --winner 2'))).toEqual({
      kind: 'rules',
      text: '2 passed on toep 1 and cannot win the round: name another player as --winner, or leave 2 out of --passed.',
    });
  });
  test('a player whose totals are at the limit is out and may not be named', () => {
    expect(refusal(() => judged('--winner 1', {}, { 1: 10 }))).toEqual({
      kind: 'rules',
      text: 'Round 1: 1 is out (10 points before round 1).',
    });
    // Not named, he scores 0 and the others play on.
    expect(scoresOf(judged('--winner 2', {}, { 1: 10 }))).toEqual([0, 0, 1, 1]);
  });
});

describe('§5 refusals, each one line', () => {
  const config = configOf(game, sheetOf(FOUR));
  const parse = (line: string, set: Record<string, string> = {}) =>
    refusal(() => game.parseDeal(args(line), configOf(game, sheetOf(FOUR, set))));
  test.each([
    ['--toeps Ann', 'usage', 'Name the winner of the last trick: --winner <p>.'],
    [
      '--toeps Ann,Bert --passed Cis=3 --winner Ann',
      'rules',
      'Cis passed on toep 3, but there were 2 toeps: give the toep he passed on, e.g. --passed Cis=2, or name who ' +
        'toeped (--toeps).',
    ],
    [
      '--passed Cis=1 --winner Ann',
      'rules',
      'Cis passed on toep 1, but there was no toep: name who toeped (--toeps), or leave Cis out of --passed.',
    ],
    [
      '--toeps Ann --passed Bert=1 --winner Bert',
      'rules',
      'Bert passed on toep 1 and cannot win the round: name another player as --winner, or leave Bert out of --passed.',
    ],
    [
      '--toeps Ann,Cis --passed Cis=1 --winner Ann',
      'rules',
      'Cis toeped (toep 2) after passing on toep 1, but a player who passed is out of the round: correct --toeps or ' +
        '--passed.',
    ],
    [
      '--toeps Ann,Cis --passed Cis=2 --winner Ann',
      'rules',
      'Cis passed on his own toep (toep 2): only the others pass on a toep; correct --toeps or --passed.',
    ],
    [
      '--toeps Ann,Ann --winner Ann',
      'rules',
      "Ann toeped twice in a row (option double-toep=off): 'tafel set double-toep=on' allows it.",
    ],
    [
      '--final-stake 3 --toeps Ann --winner Ann',
      'usage',
      expect.stringContaining('--final-stake 3 and --toeps disagree'),
    ],
    ['--final-stake 0 --winner Ann', 'usage', expect.stringContaining('--final-stake is a whole number from 1')],
    // Flags that do not go together are usage, in every game.
    [
      '--four-of-a-kind Dirk --winner Ann',
      'usage',
      'Four of a kind ends the round at once: name only who had it; leave out --winner.',
    ],
    ['--vier Dirk --four-of-a-kind Dirk', 'usage', 'Give four of a kind once: --four-of-a-kind or --vier.'],
    ['--winner Ann --was-penalty Bert,Cis', 'rules', expect.stringContaining('Vuile was is claimed once per round')],
    [
      '--winner Ann --jack',
      'rules',
      "Winning with a jack does not count on this sheet (option jack-win=off): 'tafel set jack-win=on' counts it.",
    ],
    ['pas', 'usage', expect.stringContaining('Toepen records the winner, the toeps and who passed')],
    ['samen --winner Ann', 'usage', expect.stringContaining('Toepen records the winner')],
  ])('%s', (line, kind, text) => {
    expect(parse(line)).toEqual({ kind, text });
  });

  test('house rules switched off refuse what they would score', () => {
    expect(parse('--four-of-a-kind Dirk', { 'four-of-a-kind': 'off' })).toEqual({
      kind: 'rules',
      text: 'This sheet does not play four of a kind (option four-of-a-kind=off).',
    });
    expect(parse('--winner Ann --was-penalty Bert', { 'vuile-was': 'off' })).toEqual({
      kind: 'rules',
      text: 'This sheet does not play vuile was (option vuile-was=off).',
    });
    expect(parse('--toeps Ann,Bert,Cis --winner Ann', { 'max-stake': '3' })).toEqual({
      kind: 'rules',
      text:
        'The stake would be 4; this sheet stops at 3 (option max-stake=3): ' +
        "'tafel set max-stake=none' lifts the cap.",
    });
    // The default highest stake is the limit.
    expect(parse('--toeps Ann,Bert,Ann --winner Ann', { limit: '3' })).toEqual({
      kind: 'rules',
      text:
        'The stake would be 4; this sheet stops at 3 (option max-stake=limit): ' +
        "'tafel set max-stake=none' lifts the cap.",
    });
    expect(
      game.parseDeal(
        args('--toeps Ann,Bert,Ann,Bert,Ann --winner Ann'),
        configOf(game, sheetOf(FOUR, { 'max-stake': 'none', limit: '3' })),
      ).toeps,
    ).toHaveLength(5);
  });

  test('a toep after everybody else passed, or a stake above it, is refused where the sheet is known', () => {
    const on = sheetOf(FOUR, { 'double-toep': 'on' });
    expect(refusal(() => record(on, '--toeps Bert,Bert --passed Ann=1,Cis=1,Dirk=1 --winner Bert'))).toEqual({
      kind: 'rules',
      text: 'Everybody else passed on toep 1, so Bert won the round at stake 2: give --toeps Bert.',
    });
    expect(refusal(() => record(sheetOf(FOUR), '--final-stake 3 --passed Ann=1,Cis=1,Dirk=1 --winner Bert'))).toEqual({
      kind: 'rules',
      text: 'Everybody else passed on toep 1, so Bert won the round at stake 2: give --final-stake 2.',
    });
    // Until 2026-12-07 the winner took -1 for a jack in the last trick of a round that ended before it was played: a
    // round entered now (record, table mode, a phone: the deal's dealer known) is refused ...
    const jack = sheetOf(FOUR, { 'jack-win': 'on' });
    // Parsed as entered (the deal's dealer known), then scored on the sheet, which knows who is still in.
    const entered =
      (line: string, on = jack) =>
      () =>
        replay(game, {
          ...on,
          deals: [...on.deals, game.parseDeal(args(line), configOf(game, on), { dealer: 'Ann' })],
        });
    for (const line of ['--toeps Bert', '--final-stake 2'])
      expect(refusal(entered(`${line} --passed Ann=1,Cis=1,Dirk=1 --winner Bert --jack`))).toEqual({
        kind: 'rules',
        text:
          'Everybody else passed on toep 1, so Bert won the round before its last trick was played: leave out ' +
          '--jack.',
      });
    // ... and one stored so before is read, its jack scoring nothing: Bert 0, the three passers 1 each.
    const stored = replay(game, record(jack, '--toeps Bert --passed Ann=1,Cis=1,Dirk=1 --winner Bert --jack'));
    expect(stored.deals[0].scores).toEqual({ Ann: 1, Bert: 0, Cis: 1, Dirk: 1 });
    // One still in besides him: the last trick was played; Bert 0 - 1 for the jack, Ann 1 for passing, the others 2.
    const played = replay(game, record(jack, '--toeps Bert --passed Ann=1 --winner Bert --jack'));
    expect(played.deals[0].scores).toEqual({ Ann: 1, Bert: -1, Cis: 2, Dirk: 2 });
    // Ann out (limit 5): Cis and Dirk passing is everybody else still in. Until 2026-12-07 Ann, who passed nothing,
    // was counted as still to play, and the jack was taken.
    const low = sheetOf(FOUR, { 'jack-win': 'on', limit: '5' });
    const out = record(
      record(low, '--toeps Bert,Ann --passed Cis=1,Dirk=1 --winner Bert'),
      '--toeps Bert --passed Cis=1,Dirk=1 --winner Bert',
    );
    expect(refusal(entered('--toeps Bert --passed Cis=1,Dirk=1 --winner Bert --jack', out))).toEqual({
      kind: 'rules',
      text:
        'Everybody else passed on toep 1, so Bert won the round before its last trick was played: leave out ' +
        '--jack.',
    });
    // ... a round stored so is read, Ann dood, the jack scoring nothing: Cis 1, Dirk 1.
    const kept = replay(game, record(out, '--toeps Bert --passed Cis=1,Dirk=1 --winner Bert --jack'));
    expect(kept.deals[2].scores).toEqual({ Ann: 0, Bert: 0, Cis: 1, Dirk: 1 });
    // With the stake it ended at, the same round stands: the three passers 1 each.
    const ok = replay(game, record(sheetOf(FOUR), '--final-stake 2 --passed Ann=1,Cis=1,Dirk=1 --winner Bert'));
    expect(ok.deals[0].scores).toEqual({ Ann: 1, Bert: 0, Cis: 1, Dirk: 1 });
    expect(ok.deals[0].input).toEqual({
      contract: 'round',
      winner: 'Bert',
      stake: 2,
      passed: { Ann: 1, Cis: 1, Dirk: 1 },
    });
  });

  test('stored input: toeps in order, passers in seating order, the house-rule fields when given', () => {
    const on = configOf(game, sheetOf(FOUR, { 'jack-win': 'on' }));
    expect(
      game.parseDeal(args('--toeps Cis,Ann --passed Dirk=1,Bert=2 --winner cis --was-penalty bert --jack'), on),
    ).toEqual({
      contract: 'round',
      winner: 'Cis',
      toeps: ['Cis', 'Ann'],
      passed: { Bert: 2, Dirk: 1 },
      wasPenalty: 'Bert',
      jack: true,
    });
    expect(game.parseDeal(args('--vier dirk'), config)).toEqual({ contract: 'round', fourOfAKind: 'Dirk' });
    // A final stake of 1 is no toep: stored as none.
    expect(game.parseDeal(args('--final-stake 1 --winner Ann'), config)).toEqual({ contract: 'round', winner: 'Ann' });
  });

  test('two players: three lost rounds at limit 3 end the game', () => {
    let s = sheetOf(['Ann', 'Bert'], { limit: '3' });
    for (const l of ['--winner Ann', '--winner Ann', '--winner Ann']) s = record(s, l);
    const v = replay(game, s);
    expect([v.finished, v.winner, v.places, v.totals]).toEqual([true, 'Ann', { Ann: 1, Bert: 2 }, { Ann: 0, Bert: 3 }]);
  });
});

describe('§1 dealers and §3 places (worked by hand)', () => {
  test('dealer=left: the next player still in; out in the same round share a place by their totals before it', () => {
    let s = sheetOf(['A', 'B', 'C', 'D'], { limit: '3', dealer: 'left' });
    // r1 A deals: B wins, A C D 1 each. r2 B deals: C toeps, wins at 2: A D at 3 are out, B 2.
    // r3 C deals (B's left still in): B wins, C 2. r4 B deals (C's left: D and A are out): B wins, C 3 out.
    for (const l of ['--winner B', '--toeps C --winner C', '--winner B', '--winner B']) s = record(s, l);
    const v = replay(game, s);
    expect(v.deals.map((d) => d.dealer)).toEqual(['A', 'B', 'C', 'B']);
    expect(v.totals).toEqual({ A: 3, B: 2, C: 3, D: 3 });
    expect([v.finished, v.winner]).toEqual([true, 'B']);
    // A and D went out together, each 1 before round 2: they share third place.
    expect(v.places).toEqual({ B: 1, C: 2, A: 3, D: 3 });
  });

  test('dealer=highest: the highest total still in, equal highest the first clockwise after the last dealer', () => {
    let s = sheetOf(['A', 'B', 'C', 'D'], { dealer: 'highest' });
    // r1 A deals: B wins: A C D 1 -> C (first after A). r2 C deals: C wins: A 2 B 1 C 1 D 2 -> D (first after C).
    // r3 D deals: A toeps, B passes 1, D wins: A 2 C 2: A 4 B 2 C 3 D 2 -> A.
    for (const l of ['--winner B', '--winner C', '--toeps A --passed B=1 --winner D']) s = record(s, l);
    const v = replay(game, s);
    expect(v.deals.map((d) => d.dealer)).toEqual(['A', 'C', 'D']);
    expect(v.totals).toEqual({ A: 4, B: 2, C: 3, D: 2 });
    expect(v.nextDealer).toBe('A');
  });

  test('first-out with three out at once: they are the losers, placed together', () => {
    let s = sheetOf(['A', 'B', 'C', 'D'], { limit: '3', end: 'first-out' });
    for (const l of ['--winner A', '--toeps A --winner A']) s = record(s, l);
    const v = replay(game, s);
    expect([v.finished, v.winner, v.losers]).toEqual([true, 'A', ['B', 'C', 'D']]);
    expect(v.places).toEqual({ A: 1, B: 2, C: 2, D: 2 });
  });

  test("nobody left below the limit (a vuile-was penalty on the winner): the round's winner wins", () => {
    let s = sheetOf(['A', 'B'], { limit: '3' });
    // A 2, B 2 after four rounds; then A wins but pays the penalty: 0 + 1 and B 1: both at 3.
    for (const l of ['--winner B', '--winner A', '--winner B', '--winner A', '--winner A --was-penalty A'])
      s = record(s, l);
    const v = replay(game, s);
    expect(v.totals).toEqual({ A: 3, B: 3 });
    expect([v.finished, v.winner, v.places]).toEqual([true, 'A', { A: 1, B: 2 }]);
    expect(v.deals[4].out).toEqual(['A', 'B']);
  });

  test('a correction that lifts a player back under the limit brings him back in', () => {
    let s = sheetOf(['A', 'B', 'C'], { limit: '3' });
    for (const l of ['--toeps B --winner B', '--winner B']) s = record(s, l);
    // A and C at 3 after two rounds: both out, B the last left.
    expect(replay(game, s).finished).toBe(true);
    const corrected: SheetData = { ...s, corrections: [{ after: 2, scores: { A: -1 }, reason: 'miscounted' }] };
    const v = replay(game, corrected);
    expect([v.finished, v.totals.A, v.voorDood]).toEqual([false, 2, ['A']]);
    const next = record(corrected, '--winner A');
    expect(replay(game, next).deals[2].scores).toEqual({ A: 0, B: 1, C: 0 });
  });
});

describe('§8 house rules', () => {
  test('the defaults, and every key with a bad value refused as a usage error', () => {
    const config = configOf(game, sheetOf(FOUR));
    expect(config.settings).toEqual({
      limit: '10',
      end: 'last-standing',
      cap: 'on',
      dealer: 'winner',
      'double-toep': 'off',
      'max-stake': 'limit',
      'four-of-a-kind': 'on',
      'vuile-was': 'on',
      'was-penalty': '1',
      'jack-win': 'off',
    });
    for (const bad of [
      'limit=2',
      'limit=101',
      'end=last',
      'cap=yes',
      'dealer=right',
      'double-toep=1',
      'max-stake=1',
      'max-stake=101',
      'four-of-a-kind=0',
      'vuile-was=maybe',
      'was-penalty=3',
      'jack-win=true',
      'stake=3',
    ]) {
      expect([bad, refusal(() => checkHouseRules(game, 'standaard', 4, [bad])).kind]).toEqual([bad, 'usage']);
    }
    expect(checkHouseRules(game, 'standaard', 4, ['limit=15', 'max-stake=none', 'four-of-a-kind=5'])).toEqual({
      limit: '15',
      'max-stake': 'none',
      'four-of-a-kind': '5',
    });
  });

  test('was-penalty=2 adds 2 on top of the round', () => {
    const s = record(sheetOf(FOUR, { 'was-penalty': '2' }), '--winner Ann --was-penalty Cis');
    expect(replay(game, s).deals[0].scores).toEqual({ Ann: 0, Bert: 1, Cis: 3, Dirk: 1 });
  });

  test('players: 2 to 8', () => {
    expect(game.players).toEqual({ min: 2, max: 8 });
  });
});
