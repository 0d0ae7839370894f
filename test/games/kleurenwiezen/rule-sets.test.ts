import { describe, expect, test } from '@jest/globals';
import { makeSheet, play, record } from '../../helpers/sheet.js';
import { RuleViolation, UsageError } from '../../../src/core/errors.js';

// Kleurenwiezen's three point tables, each worked by hand: lodige (the project's default), iwwa and whisthub.

const P = ['Ann', 'Bert', 'Cis', 'Dirk'];

/** The scores of one deal, as [Ann, Bert, Cis, Dirk]. */
function lodigeDeal(line: string, set: Record<string, string> = {}): number[] {
  const { view } = play(makeSheet('kleurenwiezen', P, { rules: 'lodige', set }), [line]);
  return P.map((p) => view.deals[0].scores[p]);
}

// Every number below is worked out by hand from spec/kleurenwiezen.md, "Point table (project default)".
// base(samen) = 7, 10, 13, 16, 22, 30 for 8..13 (samen 12 is 22, issue 11); base(solo) = 12, 15, 21 for 6..8; 3 per
// trick.
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
  ])('%s', (line, expected) => expect(lodigeDeal(line)).toEqual(expected));
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
  ])('%s', (line, expected) => expect(lodigeDeal(line)).toEqual(expected));
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
  ])('%s', (line, expected) => expect(lodigeDeal(line)).toEqual(expected));
});

describe('lodige: house rules from --set', () => {
  test.each([
    ['samen 8 --by Bert,Dirk --tricks 9', { 'samen.8': '8' }, [0, 11, 0, 11]], // 8 + 3
    // All 13 tricks pay samen.all (30), but never less than the bid made: a house samen 13 of 40 pays 40; samen 12
    // of 29 made with 13 pays 29 + 3 = 32; with the default samen 12 (22 + 3 = 25) it stays 30.
    ['samen 13 --by Bert,Dirk --tricks 13', { 'samen.13': '40' }, [0, 40, 0, 40]],
    ['samen 12 --by Bert,Dirk --tricks 13', { 'samen.12': '29' }, [0, 32, 0, 32]],
    ['samen 12 --by Bert,Dirk --tricks 13', {}, [0, 30, 0, 30]],
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
  ])('%s with %j', (line, set, expected) => expect(lodigeDeal(line, set)).toEqual(expected));
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

const iwwa = (set: Record<string, string> = {}) => makeSheet('kleurenwiezen', P, { rules: 'iwwa', set });

function iwwaDeal(line: string, set: Record<string, string> = {}): number[] {
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
  ])('%s', (line, expected) => expect(iwwaDeal(line)).toEqual(expected));
});

describe('iwwa: the table of §2.2-§2.3', () => {
  test.each([
    ['vragen --by Ann,Bert --tricks 9', {}, [3, 3, -3, -3]],
    // samen 8 is vragen; the first undertrick costs 3 x the base
    ['samen 8 --by Ann,Bert --tricks 7', {}, [-6, -6, 6, 6]],
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
    // s=3, f=1: 21 - 14 + 7; -21 - 21
    ['grote-miserie --by Ann,Bert,Cis,Dirk --tricks Ann=0,Bert=0,Cis=0,Dirk=13', {}, [14, 14, 14, -42]],
    ['solo --by Bert --tricks 13', {}, [-25, 75, -25, -25]],
    ['solo --by Bert --tricks 12', {}, [25, -75, 25, 25]],
    // a symmetric table via the .down keys
    ['vragen --by Ann,Bert --tricks 7', { 'vragen.down': '2', 'vragen.down-trick': '1' }, [-2, -2, 2, 2]],
  ])('%s with %j', (line, set, expected) => expect(iwwaDeal(line, set as Record<string, string>)).toEqual(expected));

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
    ['samen 9 --by Ann,Bert --tricks 9', 'Samen 9 is not played in iwwa: vragen is always 8 tricks'],
    ['vragen 10 --by Ann,Bert --tricks 10', 'no raised levels'],
    ['solo 6 --by Ann --tricks 6', '"alleen" is the one-against-three contract; "solo" is all 13 tricks.'],
    ['abondance 13 --by Ann --tricks 13', 'the level is 9 to 12'],
    ['troel 10 --by Ann,Bert --tricks 10', 'Troel 10 does not exist: the level is 8 or 9.'],
  ])('%s', (line, message) => expect(refusal(line)).toContain(message));

  // The bracket names where the raised contract is played: alleen 6..8 is no samen (review finding).
  test.each([
    [
      'alleen 7 --by Ann --tricks 7',
      'Alleen 7 is not played in iwwa: alleen is always 5 tricks (no raised levels; alleen 6..8 is whisthub, ' +
        'solo 6..8 lodige).',
      'Alleen 7 wordt in iwwa niet gespeeld: alleen is altijd 5 slagen (geen hogere niveaus; alleen 6..8 is ' +
        'whisthub, solo 6..8 lodige).',
    ],
    [
      'vragen 10 --by Ann,Bert --tricks 10',
      'Vragen 10 is not played in iwwa: vragen is always 8 tricks (no raised levels; samen 9..13 is whisthub or ' +
        'lodige).',
      'Vragen 10 wordt in iwwa niet gespeeld: vragen is altijd 8 slagen (geen hogere niveaus; samen 9..13 is ' +
        'whisthub of lodige).',
    ],
  ])('%s names the rule sets that play it', (line, en, nl) => {
    try {
      record(iwwa(), line);
      throw new Error('accepted');
    } catch (e) {
      expect((e as RuleViolation).text).toMatchObject({ en, nl });
    }
  });

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

const whisthub = (set: Record<string, string> = {}) => makeSheet('kleurenwiezen', P, { rules: 'whisthub', set });

/** The scores of one deal, as [Ann, Bert, Cis, Dirk]. */
function whisthubDeal(line: string, set: Record<string, string> = {}): number[] {
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
  ])('%s', (line, expected) => expect(whisthubDeal(line)).toEqual(expected));

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
    // each made, M=8: 3 x 8 - 8 = 16; others -8 - 8
    ['piccolo --by Ann,Bert --tricks Ann=1,Bert=1', {}, [16, 16, -16, -16]],
    // s=2, f=1, M=24: 72 - 24 + 24; -72 - 48; -48 + 24
    ['open-miserie --by Ann,Bert,Cis --tricks Ann=0,Bert=0,Cis=2', {}, [72, 72, -120, -24]],
    ['grote-miserie --by Ann --revoke Bert', {}, [36, -12, -12, -12]], // an opponent revoked: made
    ['samen 9 --by Ann,Bert --revoke Ann', {}, [-14, -14, 14, 14]], // a declarer revoked: 1 under, 8 + 3 + 3
    ['troel --by Ann,Bert --tricks 7', { troel: '20' }, [-20, -20, 20, 20]],
    ['samen 9 --by Ann,Bert --tricks 10', { samen: '10', 'samen.trick': '2' }, [14, 14, -14, -14]], // 10 + 2 x 2
  ])('%s with %j', (line, set, expected) =>
    expect(whisthubDeal(line, set as Record<string, string>)).toEqual(expected),
  );

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
    ['samen 7 --by Ann,Bert --tricks 8', {}, 'Samen 7 does not exist: the level is 8 to 13'],
    ['samen 14 --by Ann,Bert --tricks 8', {}, 'the level is 8 to 13'],
    ['alleen 4 --by Ann --tricks 8', {}, 'the level is 5 to 8'],
    ['alleen 9 --by Ann --tricks 9', {}, 'the level is 5 to 8'],
    ['abondance 8 --by Ann --tricks 9', {}, 'the level is 9 to 12'],
    ['abondance 13 --by Ann --tricks 13', {}, 'the level is 9 to 12'],
    ['troel 10 --by Ann,Bert --tricks 10', {}, 'Troel 10 does not exist: the level is 8 or 9.'],
    ['alleen 5 --by Ann --tricks 5', { 'alleen-min': '6' }, 'alleen needs at least 6 tricks'],
    ['alleen --by Ann --tricks 5', { 'alleen-min': '6' }, ''],
    ['piccolo --by Ann --tricks 1', { piccolo: 'off' }, 'Piccolo is not played on this sheet'],
    ['solo --by Ann --tricks 8', {}, 'write "alleen N" (or "solo N", e.g. "solo 6") or "soloslim".'],
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
