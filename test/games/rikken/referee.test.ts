import { describe, expect, test } from '@jest/globals';
import { RuleViolation, UsageError } from '../../../src/core/errors.js';
import { judgePlay, judgeRank, judgeTrick } from '../../../src/referee/judge.js';
import { rikkenReferee as ref } from '../../../src/games/rikken/referee.js';
import { readRikLine } from '../../../src/games/rikken/line.js';

// spec/rikken.md §3 and §7: the ladder, hearts on an equal rung, joining a piek or misère, troela's
// place; follow suit, never a duty to trump, the called ace, the troela mate's ace.
const rank = (a: string, b: string, rules = 'standaard', set: string[] = []) => judgeRank(ref, a, b, rules, set).higher;

describe('judge rank', () => {
  test.each([
    ['rik', '8 alleen', 2],
    ['rik beter', 'rik', 1],
    ['misere', '9 alleen', 1],
    ['open piek', '10 alleen', 1],
    ['11 alleen', 'open piek', 1],
    ['9 alleen harten', '9 alleen klaveren', 1],
    ['misere', 'misere', 0],
    ['troela', '13 alleen', 1],
    ['9 alleen harten', '9 alleen', 1],
    ['9 alleen', '9 alleen klaveren', 0],
    ['alleen 9', '9-alleen', 0],
    ['rik harten', 'rik beter', 0],
    ['open misere met praatje', '12 alleen', 1],
    ['13 alleen', 'open misere praatje', 1],
    ['piek', '8 alleen', 1],
  ])('%s vs %s', (a, b, higher) => expect(rank(a, b)).toBe(higher));

  test('troela-rank=above-rik-beter: any solo, piek or misère outranks troela, rik beter does not', () => {
    const low = ['troela-rank=above-rik-beter'];
    expect(rank('troela', '13 alleen', 'standaard', low)).toBe(2);
    expect(rank('troela', 'rik beter', 'standaard', low)).toBe(1);
    expect(rank('8 alleen', 'troela', 'standaard', low)).toBe(1);
  });

  test('the reason says the rungs and why a tie stands', () => {
    expect(judgeRank(ref, 'rik', '8 alleen', 'standaard').reason.en).toBe(
      '8 alleen is rung 3 and rik rung 1 of the standaard bidding ladder (rung 14 is the highest)',
    );
    expect(judgeRank(ref, 'misere', 'misere', 'standaard').reason.en).toMatch(/second player may join/);
    expect(judgeRank(ref, 'misere', 'misere', 'standaard').reason.nl).toMatch(/tweede speler mag meedoen/);
  });

  test('refused: off contracts name the option; pass games are no bids; a bad --set is usage', () => {
    expect(() => rank('piek', 'rik', 'ssovn')).toThrow('ssovn does not play piek (option piek=off)');
    expect(() => rank('troela', 'rik', 'ssovn')).toThrow(/troela=off/);
    expect(() => rank('open piek', 'rik', 'standaard', ['open=off'])).toThrow(/option open=off/);
    expect(() => rank('schoppen mie', 'rik', 'standaard')).toThrow(RuleViolation);
    expect(() => rank('alleen 7', 'rik')).toThrow(/8 to 13/);
    expect(() => rank('misere harten', 'rik')).toThrow(/without trump/);
    expect(() => rank('rik', 'rik', 'standaard', ['troela-rank=bottom'])).toThrow(UsageError);
  });
});

describe('judge trick and play', () => {
  test('highest trump, else the highest of the suit led', () => {
    expect(judgeTrick(ref, { cards: '10S AS 2H KS', trump: 'H' }).answer.winner).toBe(2);
    expect(judgeTrick(ref, { cards: '10S AS 2H KS', trump: 'none' }).answer.winner).toBe(1);
  });
  const play = (q: {
    hand: string;
    trick?: string;
    trump?: string;
    called?: string;
    troelaLead?: boolean;
    set?: string[];
  }) => {
    const a = judgePlay(ref, { trump: 'C', ...q });
    return {
      legal: a.legal.map((c) => c.rank + c.suit),
      illegal: Object.fromEntries(a.illegal.map((x) => [x.card.rank + x.card.suit, x.reason.en])),
    };
  };
  test('follow suit; void: any card, trumping never required', () => {
    expect(play({ hand: 'KD 2D 3C 4S', trick: '7D' }).legal).toEqual(['KD', '2D']);
    expect(play({ hand: '3C 4S', trick: '7D' }).legal).toEqual(['3C', '4S']);
  });
  test('the called ace must fall when its suit is led; called-ace=free drops the duty', () => {
    const a = play({ hand: 'AD 9D 4S', trick: '7D', called: 'AD' });
    expect(a.legal).toEqual(['AD']);
    expect(a.illegal['9D']).toBe('you hold the called ace of diamonds: play it now');
    expect(play({ hand: 'AD 9D 4S', trick: '7D', called: 'AD', set: ['called-ace=free'] }).legal).toEqual(['AD', '9D']);
    expect(play({ hand: 'AD 9D 4S', trick: '7S', called: 'AD' }).legal).toEqual(['4S']);
  });
  test("nobody trumps the troela mate's ace; a hand of only trumps plays any", () => {
    const a = play({ hand: '2C 3C 4S', trick: 'AD', troelaLead: true });
    expect(a.legal).toEqual(['4S']);
    expect(a.illegal['2C']).toMatch(/may trump the troela mate's ace/);
    expect(play({ hand: '2C 3C', trick: 'AD', troelaLead: true }).legal).toEqual(['2C', '3C']);
    expect(play({ hand: 'AD 3C', troelaLead: true }).legal).toEqual(['AD']);
  });
});

describe('a whole deal on one line (table mode)', () => {
  test.each([
    ['rik bert dirk 9', { words: ['rik'], flags: { by: 'bert', mate: 'dirk', tricks: '9' } }],
    ['rik beter cis ann 8', { words: ['rik-beter'], flags: { by: 'cis', mate: 'ann', tricks: '8' } }],
    ['9 alleen dirk 10', { words: ['alleen', '9'], flags: { by: 'dirk', tricks: '10' } }],
    ['misere ann bert ann=0 bert=1', { words: ['misere'], flags: { by: 'ann,bert', tricks: 'ann=0,bert=1' } }],
    ['open misere praatje eva 0', { words: ['open-misere-praatje'], flags: { by: 'eva', tricks: '0' } }],
    ['schoppen mie ann bert', { words: ['schoppen-mie'], flags: { queen: 'ann', last: 'bert' } }],
    [
      'een-of-vijf ann=1 bert=5 cis=4 dirk=3',
      { words: ['een-of-vijf'], flags: { tricks: 'ann=1,bert=5,cis=4,dirk=3' } },
    ],
    ['rik bert dirk verzaakt ann', { words: ['rik'], flags: { by: 'bert', mate: 'dirk', revoke: 'ann' } }],
    ['pas', { words: ['pas'], flags: {} }],
  ])('%s', (line, expected) => expect(readRikLine(line.split(' '))).toEqual(expected));
  test('not a deal', () => {
    for (const line of ['rik bert 9', 'schoppen mie ann', 'pas ann', 'klaverjas ann 9'])
      expect(readRikLine(line.split(' '))).toBeUndefined();
  });
});
