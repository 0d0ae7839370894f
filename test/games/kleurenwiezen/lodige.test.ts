import { describe, expect, test } from '@jest/globals';
import { makeSheet, play } from '../../helpers/sheet.js';

const P = ['Ann', 'Bert', 'Cis', 'Dirk'];

/** The scores of one deal, as [Ann, Bert, Cis, Dirk]. */
function deal(line: string, set: Record<string, string> = {}): number[] {
  const { view } = play(makeSheet('kleurenwiezen', P, { rules: 'lodige', set }), [line]);
  return P.map((p) => view.deals[0].scores[p]);
}

// Every number below is worked out by hand from spec/kleurenwiezen.md, "Point table (project default)".
// base(samen) = 7, 10, 13, 16, 22, 30 for 8..13 (samen 12 is 22, issue 11); base(solo) = 12, 15, 21 for 6..8; 3 per trick.
describe('lodige: samen (two declarers, non-zero-sum)', () => {
  test.each([
    ['samen 8 --by Bert,Dirk --tricks 9', [0, 10, 0, 10]], // spec: 7 + 3*1 = 10
    ['samen 8 --by Bert,Dirk --tricks 7', [10, -10, 10, -10]], // spec: u=1, 7 + 3 = 10, opponents get the same
    ['samen 9 --by Ann,Bert --tricks 9', [10, 10, 0, 0]], // base 10
    ['samen 10 --by Ann,Cis --tricks 8', [-19, 19, -19, 19]], // u=2: 13 + 6
    ['samen 11 --by Ann,Bert --tricks 12', [19, 19, 0, 0]], // 16 + 3
    ['samen 12 --by Ann,Bert --tricks 12', [22, 22, 0, 0]], // base 22: the published premium, not 19
    ['samen 12 --by Ann,Bert --tricks 11', [-25, -25, 25, 25]], // u=1: 22 + 3 = 25, opponents the same
    ['samen 12 --by Ann,Bert --tricks 13', [30, 30, 0, 0]], // all 13 tricks: 30, not 19 + 3
    ['samen 13 --by Cis,Dirk --tricks 13', [0, 0, 30, 30]], // base 30
    ['samen 13 --by Cis,Dirk --tricks 10', [39, 39, -39, -39]], // u=3: 30 + 9
    ['samen 8 --by Ann,Bert --tricks 0', [-31, -31, 31, 31]], // u=8: 7 + 24
    ['samen 8 --by Bert,Dirk --tricks 8 --revoke Bert', [10, -10, 10, -10]], // declarer revoked: lost by one trick
    ['samen 8 --by Bert,Dirk --revoke Ann', [0, 7, 0, 7]], // opponent revoked: made with exactly 8
  ])('%s', (line, expected) => expect(deal(line)).toEqual(expected));
});

describe('lodige: solo, abondance, troel, soloslim', () => {
  test.each([
    ['solo 6 --by Ann --tricks 5', [-15, 10, 10, 10]], // spec: 12 + 3 = 15 lost; two thirds = 10
    ['solo 6 --by Ann --tricks 9', [18, 0, 0, 0]], // spec: 12 + 3*(8-6), tricks above 8 do not count
    ['solo 7 --by Bert --tricks 8', [0, 18, 0, 0]], // 15 + 3
    ['solo 8 --by Cis --tricks 8', [0, 0, 21, 0]],
    ['solo 8 --by Cis --tricks 13', [0, 0, 21, 0]], // min(13, 8) - 8 = 0
    ['solo 7 --by Dirk --tricks 4', [16, 16, 16, -24]], // u=3: 15 + 9 = 24; 2/3 = 16
    ['solo 8 --by Ann --tricks 7', [-24, 16, 16, 16]], // 21 + 3 = 24
    ['abondance 9 --by Cis --tricks 9', [0, 0, 30, 0]],
    ['abondance 10 --by Cis --tricks 13', [0, 0, 45, 0]], // overtricks earn nothing
    ['abondance 11 --by Bert --tricks 10', [40, -60, 40, 40]],
    ['abondance 9 --by Ann --tricks 8', [-30, 20, 20, 20]],
    ['troel --by Ann,Cis --tricks 9', [15, 0, 15, 0]],
    ['troel --by Ann,Cis --tricks 8', [-15, 15, -15, 15]],
    ['kleine-soloslim --by Dirk --tricks 12', [0, 0, 0, 100]],
    ['kleine-soloslim --by Dirk --tricks 11', [66, 66, 66, -100]],
    ['soloslim --by Bert --tricks 13', [0, 150, 0, 0]],
    ['soloslim --by Bert --tricks 12', [100, -150, 100, 100]],
    ['pas', [0, 0, 0, 0]],
  ])('%s', (line, expected) => expect(deal(line)).toEqual(expected));
});

describe('lodige: the miserie family, one or several declarers each for himself', () => {
  test.each([
    ['kleine-miserie --by Ann --tricks 0', [18, 0, 0, 0]],
    ['kleine-miserie --by Ann --tricks 1', [-18, 12, 12, 12]],
    ['piccolo --by Bert --tricks 1', [0, 27, 0, 0]],
    ['piccolo --by Bert --tricks 0', [18, -27, 18, 18]], // exactly one trick: zero fails too
    ['piccolo --by Bert --tricks 2', [18, -27, 18, 18]],
    ['piccolo --by Ann,Cis --tricks Ann=1,Cis=1', [27, 0, 27, 0]],
    // spec example: Ann +36, Bert -36, Cis and Dirk +24 each
    ['grote-miserie --by Ann,Bert --tricks Ann=0,Bert=1', [36, -36, 24, 24]],
    // Ann and Bert fail: each non-declarer gets 48 per failing declarer; Cis (succeeded) gets nothing from them.
    ['open-miserie --by Ann,Bert,Cis --tricks Ann=1,Bert=2,Cis=0', [-72, -72, 72, 96]],
    // all four declare, so Cis took all 13 tricks (issue 11: their tricks add up to the deal's 13)
    ['grote-miserie --by Ann,Bert,Cis,Dirk --tricks Ann=0,Bert=0,Cis=13,Dirk=0', [36, 36, -36, 36]],
    ['miserie --by Dirk --tricks 0', [0, 0, 0, 36]], // "miserie" means grote miserie in lodige
    ['grote-miserie --by Ann,Bert --revoke Bert', [36, -36, 24, 24]], // the revoking declarer fails, the other makes it
  ])('%s', (line, expected) => expect(deal(line)).toEqual(expected));
});

describe('lodige: house rules from --set', () => {
  test.each([
    ['samen 8 --by Bert,Dirk --tricks 9', { 'samen.8': '8' }, [0, 11, 0, 11]], // 8 + 3
    ['solo 6 --by Ann --tricks 8', { 'solo.trick': '5' }, [22, 0, 0, 0]], // 12 + 5*2
    ['solo 6 --by Ann --tricks 5', { 'solo.6': '13' }, [-16, 11, 11, 11]], // 13 + 3 = 16; 2/3 = 10.67 rounds to 11
    ['troel --by Ann,Bert --tricks 7', { 'troel.opponents': '20' }, [-15, -15, 20, 20]],
    // The published table: a lost troel costs the declarers nothing, the opponents get 15; made stays 15.
    ['troel --by Ann,Bert --tricks 7', { 'troel.lost': '0' }, [0, 0, 15, 15]],
    ['troel --by Ann,Bert --tricks 9', { 'troel.lost': '0' }, [15, 15, 0, 0]],
    ['troel --by Ann,Bert --tricks 8', { 'troel.lost': '20' }, [-20, -20, 15, 15]],
    [
      'grote-miserie --by Cis --tricks 2',
      { 'grote-miserie': '40', 'grote-miserie.opponents': '30' },
      [30, 30, -40, 30],
    ],
  ])('%s with %j', (line, set, expected) => expect(deal(line, set)).toEqual(expected));
});

describe('the lodige sheet', () => {
  test('is not zero-sum, and the dealer moves one seat except after a pas', () => {
    const { view } = play(makeSheet('kleurenwiezen', P, { firstDealer: 2 }), [
      'samen 8 --by Bert,Dirk --tricks 9',
      'pas',
      'solo 6 --by Ann --tricks 5',
      'grote-miserie --by Ann,Bert --tricks Ann=0,Bert=1',
    ]);
    expect(view.deals.map((d) => d.dealer)).toEqual(['Cis', 'Dirk', 'Dirk', 'Ann']);
    expect(view.nextDealer).toBe('Bert');
    // Ann: 0 + 0 - 15 + 36 = 21; Bert: 10 + 0 + 10 - 36 = -16; Cis: 0 + 0 + 10 + 24 = 34; Dirk: 10 + 0 + 10 + 24 = 44
    expect(view.totals).toEqual({ Ann: 21, Bert: -16, Cis: 34, Dirk: 44 });
    expect(view.finished).toBe(false);
    expect(view.deals[0].text).toBe('Bert + Dirk samen 8: 9 tricks');
  });

  test('ends after --set deals=N with the highest total as winner, a tie as a list', () => {
    const sheet = makeSheet('kleurenwiezen', P, { set: { deals: '2' } });
    const one = play(sheet, ['samen 8 --by Bert,Dirk --tricks 9', 'solo 6 --by Ann --tricks 9']).view;
    // Ann 18, Bert 10, Cis 0, Dirk 10
    expect(one.finished).toBe(true);
    expect(one.winner).toBe('Ann');
    // A pas is a redeal, not a played deal (issue 11): two passes never finish a deals=2 sheet.
    expect(play(sheet, ['pas', 'pas']).view.finished).toBe(false);
    expect(play(sheet, ['samen 8 --by Bert,Dirk --tricks 9', 'pas']).view.finished).toBe(false);
    // Bert, Dirk 7 + 3 = 10; then Ann, Cis 7: Bert and Dirk tie.
    const tie = play(sheet, ['samen 8 --by Bert,Dirk --tricks 9', 'pas', 'samen 8 --by Ann,Cis --tricks 8']).view;
    expect(tie.finished).toBe(true);
    expect(tie.winner).toEqual(['Bert', 'Dirk']);
  });
});
