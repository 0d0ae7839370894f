import { describe, expect, test } from '@jest/globals';
import { RuleViolation, UsageError } from '../../../src/core/errors.js';
import { makeSheet, play, record } from '../../helpers/sheet.js';

const P = ['Ann', 'Bert', 'Cis', 'Dirk'];
const whisthub = (set: Record<string, string> = {}) => makeSheet('kleurenwiezen', P, { rules: 'whisthub', set });

/** The scores of one deal, as [Ann, Bert, Cis, Dirk]. */
function deal(line: string, set: Record<string, string> = {}): number[] {
  const { view } = play(whisthub(set), [line]);
  return P.map((p) => view.deals[0].scores[p]);
}

// kleurenwiezen-tables.md §1.10: Whisthub's eight prose examples and [RS]'s soloslim test.
// Alleen and abondance are per opponent (declarer 3v); samen and troel per player.
describe('whisthub: the worked examples of §1.10', () => {
  test.each([
    ['alleen 6 --by Ann --tricks 7', [15, -5, -5, -5]], // E(6) 4 + 1 overtrick = 5; declarer 3 x 5
    ['samen 12 --by Ann,Bert --tricks 10', [-26, -26, 26, 26]], // lost: 8 + 3 x (12 - 8) + 3 x 2 = 26
    ['alleen 7 --by Ann --tricks 10', [18, -6, -6, -6]], // E(7) 5 + (min(10, 8) - 7) = 6: tricks above 8 earn nothing
    ['abondance 9 --by Ann --tricks 11', [60, -20, -20, -20]], // overtricks score the next level: A(11) = 20
    ['grote-miserie --by Ann,Bert --tricks Ann=0,Bert=1', [48, -48, 0, 0]], // Ann 36 + 12, Bert -36 - 12, Cis -12 + 12
    ['abondance 11 --by Ann --tricks 9', [-60, 20, 20, 20]], // lost: A(11) = 20, however many short
    ['troel 9 --by Ann,Bert --tricks 8', [-16, -16, 16, 16]], // partner changed trump: 9 needed; flat 16
    ['troel --by Ann,Bert --tricks 13', [30, 30, -30, -30]], // all 13 tricks: troel.all 30
    ['soloslim --by Ann --tricks 13', [180, -60, -60, -60]], // 3 x 60
  ])('%s', (line, expected) => expect(deal(line)).toEqual(expected));

  test('alleen 5, pas, pas, alleen 5 doubled once, alleen 5: the dealer stays after a pas', () => {
    const { view } = play(whisthub(), [
      'alleen 5 --by Ann --tricks 5',
      'pas',
      'pas',
      'alleen 5 --by Ann --tricks 5',
      'alleen 5 --by Ann --tricks 5',
    ]);
    // E(5) = 3: Ann +9, each other -3; after the passes x2 once (not x4): +18 / -6.
    expect(view.deals.map((d) => d.scores.Ann)).toEqual([9, 0, 0, 18, 9]);
    expect(view.deals.map((d) => d.scores.Bert)).toEqual([-3, 0, 0, -6, -3]);
    expect(view.deals.map((d) => d.scores.Dirk)).toEqual([-3, 0, 0, -6, -3]);
    expect(view.deals.map((d) => d.dealer)).toEqual(['Ann', 'Bert', 'Bert', 'Bert', 'Cis']);
    expect(view.deals.map((d) => d.multiplier)).toEqual([undefined, undefined, undefined, 2, undefined]);
  });
});

describe('whisthub: the table of §1.2-§1.5', () => {
  test.each([
    ['samen 8 --by Ann,Bert --tricks 8', {}, [8, 8, -8, -8]],
    ['vragen --by Ann,Bert --tricks 9', {}, [11, 11, -11, -11]], // 8 + 3; vragen is samen 8
    ['samen 10 --by Ann,Bert --tricks 12', {}, [20, 20, -20, -20]], // by the tricks taken: 8 + 3 x 4
    ['samen 13 --by Ann,Bert --tricks 13', {}, [30, 30, -30, -30]],
    ['samen 13 --by Ann,Bert --tricks 12', {}, [-26, -26, 26, 26]], // 8 + 3 x 5 + 3 = 26 (the straight line, not 30)
    ['samen 8 --by Ann,Bert --tricks 0', {}, [-32, -32, 32, 32]], // 8 + 0 + 3 x 8
    ['solo 8 --by Cis --tricks 13', {}, [-7, -7, 21, -7]], // solo 8 = alleen 8: E(8) 7, nothing above 8
    ['alleen --by Cis --tricks 4', {}, [4, 4, -12, 4]], // alleen 5 by default: -(3 + 1)
    ['alleen 8 --by Cis --tricks 6', {}, [9, 9, -27, 9]], // -(7 + 2) = -9
    ['abondance --by Dirk --tricks 13', {}, [-30, -30, -30, 90]], // abondance 9 with 13: scored as 12, 30
    ['abondance 10 --by Dirk --tricks 12', { 'abondance-overtricks': 'off' }, [-15, -15, -15, 45]], // off: A(10) only
    ['kleine-miserie --by Ann --tricks 0', {}, [18, -6, -6, -6]],
    ['piccolo --by Ann,Bert --tricks Ann=1,Bert=1', {}, [16, 16, -16, -16]], // each made, M=8: 3 x 8 - 8 = 16; others -8 - 8
    ['open-miserie --by Ann,Bert,Cis --tricks Ann=0,Bert=0,Cis=2', {}, [72, 72, -120, -24]], // s=2, f=1, M=24: 72 - 24 + 24; -72 - 48; -48 + 24
    ['grote-miserie --by Ann --revoke Bert', {}, [36, -12, -12, -12]], // an opponent revoked: made
    ['samen 9 --by Ann,Bert --revoke Ann', {}, [-14, -14, 14, 14]], // a declarer revoked: 1 under, 8 + 3 + 3
    ['troel --by Ann,Bert --tricks 7', { troel: '20' }, [-20, -20, 20, 20]],
    ['samen 9 --by Ann,Bert --tricks 10', { samen: '10', 'samen.trick': '2' }, [14, 14, -14, -14]], // 10 + 2 x 2
  ])('%s with %j', (line, set, expected) => expect(deal(line, set as Record<string, string>)).toEqual(expected));

  test.each([
    ['stack', [9, 0, 0, 27, 9]], // two passes: x3
    ['off', [9, 0, 0, 9, 9]],
  ])('rondje-pas=%s', (mode, ann) => {
    const { view } = play(whisthub({ 'rondje-pas': mode }), [
      'alleen 5 --by Ann --tricks 5',
      'pas',
      'pas',
      'alleen 5 --by Ann --tricks 5',
      'alleen 5 --by Ann --tricks 5',
    ]);
    expect(view.deals.map((d) => d.scores.Ann)).toEqual(ann);
  });

  test('a pas never counts toward deals; after 4 played deals the sheet is finished', () => {
    const lines = [
      'samen 8 --by Ann,Bert --tricks 8',
      'pas',
      'alleen 5 --by Cis --tricks 5',
      'alleen 5 --by Cis --tricks 5',
    ];
    expect(play(whisthub({ deals: '4' }), lines).view.finished).toBe(false);
    const { view } = play(whisthub({ deals: '4' }), [...lines, 'samen 8 --by Ann,Cis --tricks 8']);
    // deal 1: +8 +8 -8 -8; deal 3 (x2): -6 -6 +18 -6; deal 4: -3 -3 +9 -3; deal 5: +8 -8 +8 -8
    // Ann 8 - 6 - 3 + 8 = 7; Bert 8 - 6 - 3 - 8 = -9; Cis -8 + 18 + 9 + 8 = 27; Dirk -8 - 6 - 3 - 8 = -25
    expect(view.totals).toEqual({ Ann: 7, Bert: -9, Cis: 27, Dirk: -25 });
    expect(view.finished).toBe(true);
    expect(view.winner).toBe('Cis');
  });
});

describe('whisthub refusals', () => {
  const refusal = (line: string, set: Record<string, string> = {}) => {
    try {
      record(whisthub(set), line);
    } catch (e) {
      if (e instanceof RuleViolation || e instanceof UsageError) return e.text.en;
      throw e;
    }
    throw new Error(`"${line}" was accepted`);
  };
  test.each([
    ['samen 7 --by Ann,Bert --tricks 8', {}, 'samen 7 does not exist: the level is 8 to 13'],
    ['samen 14 --by Ann,Bert --tricks 8', {}, 'the level is 8 to 13'],
    ['alleen 4 --by Ann --tricks 8', {}, 'the level is 5 to 8'],
    ['alleen 9 --by Ann --tricks 9', {}, 'the level is 5 to 8'],
    ['abondance 8 --by Ann --tricks 9', {}, 'the level is 9 to 12'],
    ['abondance 13 --by Ann --tricks 13', {}, 'the level is 9 to 12'],
    ['troel 10 --by Ann,Bert --tricks 10', {}, 'the level is 8 to 9'],
    ['alleen 5 --by Ann --tricks 5', { 'alleen-min': '6' }, 'alleen needs at least 6 tricks'],
    ['alleen --by Ann --tricks 5', { 'alleen-min': '6' }, ''],
    ['piccolo --by Ann --tricks 1', { piccolo: 'off' }, 'piccolo is not played on this sheet'],
    ['solo --by Ann --tricks 8', {}, '`alleen N` (alias `solo N`'],
    ['kleine-soloslim --by Ann --tricks 12', {}, 'contract of the lodige rules, not of whisthub'],
    ['samen 8 --by Ann --tricks 8', {}, 'two players together, not 1'],
    ['alleen 6 --by Ann,Bert --tricks 8', {}, 'played alone'],
    ['kleine-miserie --by Ann,Bert --tricks 0', {}, "give everyone's tricks"],
    ['grote-miserie --by Ann,Bert --tricks Ann=7,Bert=7', {}, 'only 13'],
  ])('%s %j', (line, set, message) => {
    if (message === '') {
      // alleen without a number takes alleen-min: alleen 6 with 5 tricks is lost, -(4 + 1) per opponent.
      expect(play(whisthub(set), [line]).view.deals[0].scores.Ann).toBe(-15);
      return;
    }
    expect(refusal(line, set)).toContain(message);
  });

  test('the stored input always carries the level', () => {
    expect(record(whisthub(), 'vragen --by Ann,Bert --tricks 9').deals[0]).toEqual({
      contract: 'samen',
      level: 8,
      by: ['Ann', 'Bert'],
      tricks: 9,
    });
    expect(record(whisthub(), 'troela --by Ann,Bert --tricks 9').deals[0]).toEqual({
      contract: 'troel',
      level: 8,
      by: ['Ann', 'Bert'],
      tricks: 9,
    });
    expect(record(whisthub(), 'solo 6 --by Ann --tricks 9').deals[0]).toEqual({
      contract: 'alleen',
      level: 6,
      by: ['Ann'],
      tricks: 9,
    });
    expect(record(whisthub(), 'blote-miserie --by Ann --tricks 0').deals[0]).toEqual({
      contract: 'open-miserie',
      by: ['Ann'],
      tricks: { Ann: 0 },
    });
  });
});
