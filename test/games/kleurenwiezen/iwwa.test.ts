import { describe, expect, test } from '@jest/globals';
import { RuleViolation } from '../../../src/core/errors.js';
import { makeSheet, play, record } from '../../helpers/sheet.js';

const P = ['Ann', 'Bert', 'Cis', 'Dirk'];
const iwwa = (set: Record<string, string> = {}) => makeSheet('kleurenwiezen', P, { rules: 'iwwa', set });

function deal(line: string, set: Record<string, string> = {}): number[] {
  const { view } = play(iwwa(set), [line]);
  return P.map((p) => view.deals[0].scores[p]);
}

// kleurenwiezen-tables.md §2.7 (KimDebroye/Wiezen-Score's tests), players 1..4 = Ann, Bert, Cis, Dirk.
describe('iwwa: the worked examples of §2.7', () => {
  test.each([
    ['vragen --by Ann,Bert --tricks 8', [2, 2, -2, -2]], // base 2
    ['vragen --by Ann,Bert --tricks 13', [14, 14, -14, -14]], // 2 x (2 + 5): all 13 tricks doubled
    ['vragen --by Ann,Bert --tricks 5', [-10, -10, 10, 10]], // 3 under: 6 + 2 x 2
    ['alleen --by Ann --tricks 8', [15, -5, -5, -5]], // 2 + 3 = 5 per opponent
    ['alleen --by Ann --tricks 4', [-12, 4, 4, 4]], // 1 under: 4 per opponent
    ['troel --by Ann,Bert --tricks 13', [28, 28, -28, -28]], // 2 x (4 + 2 x 5)
    ['miserie --by Ann,Bert,Cis --tricks Ann=0,Bert=0,Cis=1', [21, 21, -35, -7]], // each settled alone, M=7
    ['abondance 12 --by Ann --tricks 11', [-27, 9, 9, 9]],
    ['soloslim --by Ann --tricks 13', [90, -30, -30, -30]],
  ])('%s', (line, expected) => expect(deal(line)).toEqual(expected));
});

describe('iwwa: the table of §2.2-§2.3', () => {
  test.each([
    ['vragen --by Ann,Bert --tricks 9', {}, [3, 3, -3, -3]],
    ['samen 8 --by Ann,Bert --tricks 7', {}, [-6, -6, 6, 6]], // samen 8 is vragen; the first undertrick costs 3 x the base
    ['vragen --by Ann,Bert --tricks 13', { 'all-tricks': 'plain' }, [7, 7, -7, -7]], // the straight line
    ['alleen --by Ann --tricks 13', {}, [60, -20, -20, -20]], // 2 x (2 + 8) = 20 per opponent
    ['alleen 5 --by Ann --tricks 1', {}, [-30, 10, 10, 10]], // 4 under: 4 + 2 x 3 = 10
    ['troel --by Ann,Bert --tricks 8', {}, [4, 4, -4, -4]],
    ['troel --by Ann,Bert --tricks 7', {}, [-6, -6, 6, 6]],
    ['troela --by Ann,Bert --tricks 13', {}, [24, 24, -24, -24]], // troel 9: 2 x (4 + 2 x 4)
    ['troela --by Ann,Bert --tricks 8', {}, [-6, -6, 6, 6]], // 9 needed: 1 under
    ['troel 9 --by Ann,Bert --tricks 12', {}, [10, 10, -10, -10]], // 4 + 2 x 3
    ['abondance --by Cis --tricks 13', {}, [-5, -5, 15, -5]], // no overtrick points
    ['abondance 10 --by Cis --tricks 3', {}, [6, 6, -18, 6]], // lost flat
    ['abondance 11 --by Cis --tricks 11', {}, [-8, -8, 24, -8]],
    ['open-miserie --by Ann,Bert --tricks Ann=0,Bert=1', {}, [56, -56, 0, 0]], // M=14: 42 + 14, -42 - 14
    ['miserie --by Dirk --tricks 0', {}, [-7, -7, -7, 21]],
    ['grote-miserie --by Ann,Bert,Cis,Dirk --tricks Ann=0,Bert=0,Cis=0,Dirk=13', {}, [14, 14, 14, -42]], // s=3, f=1: 21 - 14 + 7; -21 - 21
    ['solo --by Bert --tricks 13', {}, [-25, 75, -25, -25]],
    ['solo --by Bert --tricks 12', {}, [25, -75, 25, 25]],
    ['vragen --by Ann,Bert --tricks 7', { 'vragen.down': '2', 'vragen.down-trick': '1' }, [-2, -2, 2, 2]], // a symmetric table via the .down keys
  ])('%s with %j', (line, set, expected) => expect(deal(line, set as Record<string, string>)).toEqual(expected));

  test('rondje-pas is off by default; double on request', () => {
    const lines = ['pas', 'alleen --by Ann --tricks 5'];
    expect(play(iwwa(), lines).view.deals[1].scores.Ann).toBe(6); // 3 x 2
    expect(play(iwwa({ 'rondje-pas': 'double' }), lines).view.deals[1].scores.Ann).toBe(12);
  });
});

describe('iwwa refusals', () => {
  const refusal = (line: string) => {
    try {
      record(iwwa(), line);
    } catch (e) {
      if (e instanceof RuleViolation) return e.text.en;
      throw e;
    }
    throw new Error(`"${line}" was accepted`);
  };
  test.each([
    ['kleine-miserie --by Ann --tricks 0', 'contract of the lodige and whisthub rules, not of iwwa'],
    ['piccolo --by Ann --tricks 1', 'not of iwwa'],
    ['kleine-soloslim --by Ann --tricks 12', 'contract of the lodige rules, not of iwwa'],
    ['samen 9 --by Ann,Bert --tricks 9', 'samen 9 is not played in iwwa: vragen is always 8 tricks'],
    ['vragen 10 --by Ann,Bert --tricks 10', 'no raised levels'],
    ['solo 6 --by Ann --tricks 6', '`alleen` is the one-against-three contract; `solo` is all 13 tricks'],
    ['abondance 13 --by Ann --tricks 13', 'the level is 9 to 12'],
    ['troel 10 --by Ann,Bert --tricks 10', 'the level is 8 to 9'],
  ])('%s', (line, message) => expect(refusal(line)).toContain(message));

  test('the sheet writes troel 9 as troela', () => {
    expect(play(iwwa(), ['troela --by Cis,Dirk --tricks 8']).view.deals[0].text).toBe('Cis + Dirk troela: 8 tricks');
  });

  test('troela is stored as troel 9; vragen 8 and alleen 5 as the contract alone', () => {
    expect(record(iwwa(), 'troela --by Ann,Bert --tricks 9').deals[0]).toEqual({
      contract: 'troel',
      level: 9,
      by: ['Ann', 'Bert'],
      tricks: 9,
    });
    expect(record(iwwa(), 'samen 8 --by Ann,Bert --tricks 9').deals[0]).toEqual({
      contract: 'vragen',
      by: ['Ann', 'Bert'],
      tricks: 9,
    });
    expect(record(iwwa(), 'alleen 5 --by Ann --tricks 9').deals[0]).toEqual({
      contract: 'alleen',
      by: ['Ann'],
      tricks: 9,
    });
    expect(record(iwwa(), 'abondance --by Ann --tricks 9').deals[0]).toEqual({
      contract: 'abondance',
      level: 9,
      by: ['Ann'],
      tricks: 9,
    });
  });
});
