import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { gameById } from '../../../src/games/index.js';
import { configOf } from '../../../src/sheet/sheet.js';
import { scoreWhist } from '../../../src/games/kleurenwiezen/score.js';
import type { WhistInput } from '../../../src/games/kleurenwiezen/rules.js';
import { makeSheet, play } from '../../helpers/sheet.js';

const P = ['Ann', 'Bert', 'Cis', 'Dirk'];

function deal(line: string, set: Record<string, string> = {}): number[] {
  const { view } = play(makeSheet('kleurenwiezen', P, { rules: 'cardgames', set }), [line]);
  return P.map((p) => view.deals[0].scores[p]);
}

// Worked out by hand from spec/kleurenwiezen.md, rule set cardgames: v = 2 vragen, 3 alleen, 4 troel,
// 5 abondance (6, 8, 9 for 10..12), 7 miserie, 14 open miserie, 30 soloslim.
// One declarer: +3v / -v each; two declarers: +v each / -v each; reversed when lost.
describe('cardgames: zero-sum payments', () => {
  test.each([
    ['vragen --by Ann,Dirk --tricks 9', {}, [2, -2, -2, 2]], // spec example
    ['vragen --by Ann,Dirk --tricks 9', { overtricks: 'on' }, [3, -3, -3, 3]], // spec example: 2 + 1 overtrick
    ['vragen --by Ann,Dirk --tricks 7', { overtricks: 'on' }, [-2, 2, 2, -2]], // lost: no overtricks
    ['alleen --by Bert --tricks 5', {}, [-3, 9, -3, -3]],
    ['alleen --by Bert --tricks 4', {}, [3, -9, 3, 3]],
    ['alleen --by Bert --tricks 7', { overtricks: 'on' }, [-5, 15, -5, -5]], // v = 3 + 2
    ['troel --by Ann,Bert --tricks 8', {}, [4, 4, -4, -4]],
    ['troel --by Ann,Bert --tricks 7', {}, [-4, -4, 4, 4]],
    ['troel --by Ann,Bert --tricks 10', { overtricks: 'on' }, [6, 6, -6, -6]],
    ['abondance --by Cis --tricks 9', {}, [-5, -5, 15, -5]],
    ['abondance 9 --by Cis --tricks 8', {}, [5, 5, -15, 5]],
    ['abondance 10 --by Cis --tricks 10', { 'abondance-levels': 'on' }, [-6, -6, 18, -6]],
    ['abondance 10 --by Cis --tricks 11', { 'abondance-levels': 'on', overtricks: 'on' }, [-7, -7, 21, -7]],
    ['abondance 11 --by Dirk --tricks 10', { 'abondance-levels': 'on' }, [8, 8, 8, -24]],
    ['abondance 12 --by Ann --tricks 12', { 'abondance-levels': 'on' }, [27, -9, -9, -9]],
    ['miserie --by Ann --tricks 0', {}, [21, -7, -7, -7]],
    ['miserie --by Ann,Bert --tricks Ann=0,Bert=1', {}, [28, -28, 0, 0]], // spec example
    // Ann and Bert make it, Cis fails: Ann 21-7+7, Bert -7+21+7, Cis -7-7-21, Dirk -7-7+7
    ['miserie --by Ann,Bert,Cis --tricks Ann=0,Bert=0,Cis=2', {}, [21, 21, -35, -7]],
    ['open-miserie --by Dirk --tricks 0', { 'open-miserie': 'on' }, [-14, -14, -14, 42]],
    ['soloslim --by Ann --tricks 13', {}, [90, -30, -30, -30]],
    ['soloslim --by Ann --tricks 12', { overtricks: 'on' }, [-90, 30, 30, 30]],
    ['alleen --by Bert --tricks 9 --revoke Bert', {}, [3, -9, 3, 3]], // declarer revoked: lost
    ['alleen --by Bert --revoke Cis', { overtricks: 'on' }, [-3, 9, -3, -3]], // opponent revoked: made exactly, no overtricks
    ['miserie --by Ann,Bert --revoke Ann', {}, [-28, 28, 0, 0]], // Ann fails, Bert made
    ['vragen --by Ann,Dirk --tricks 8', { vragen: '3' }, [3, -3, -3, 3]], // house value
    ['pas', {}, [0, 0, 0, 0]],
  ])('%s with %j', (line, set, expected) => expect(deal(line, set)).toEqual(expected));
});

describe('cardgames: deals option', () => {
  test('the game ends after 4 played deals (a pas is a redeal and does not count)', () => {
    const lines = [
      'vragen --by Ann,Dirk --tricks 9', // +2 -2 -2 +2
      'alleen --by Bert --tricks 5', // -3 +9 -3 -3
      'pas',
      'miserie --by Cis --tricks 0', // -7 -7 +21 -7
    ];
    const sheet = makeSheet('kleurenwiezen', P, { rules: 'cardgames', set: { deals: '4' } });
    expect(play(sheet, lines).view.finished).toBe(false); // three hands played
    const { view } = play(sheet, [...lines, 'vragen --by Bert,Cis --tricks 8']); // -2 +2 +2 -2
    expect(view.totals).toEqual({ Ann: -10, Bert: 2, Cis: 18, Dirk: -10 });
    expect(view.finished).toBe(true);
    expect(view.winner).toBe('Cis');
  });
});

// Law: every cardgames deal sums to zero, whatever the contract, declarers, tricks and variants.
describe('law: every cardgames deal sums to zero', () => {
  const game = gameById('kleurenwiezen');
  const contracts = ['vragen', 'alleen', 'troel', 'abondance', 'miserie', 'open-miserie', 'soloslim'] as const;
  const pairs = new Set(['vragen', 'troel']);
  test('for random deals and options', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...contracts),
        fc.shuffledSubarray(P, { minLength: 1, maxLength: 4 }),
        fc.array(fc.integer({ min: 0, max: 13 }), { minLength: 4, maxLength: 4 }),
        fc.integer({ min: 9, max: 12 }),
        fc.boolean(),
        fc.option(fc.constantFrom(...P), { nil: undefined }),
        fc.record({ vragen: fc.integer({ min: 0, max: 50 }), miserie: fc.integer({ min: 0, max: 50 }) }),
        (contract, players, tricks, level, overtricks, revoke, values) => {
          const by = pairs.has(contract)
            ? [...players, ...P].filter((p, i, a) => a.indexOf(p) === i).slice(0, 2)
            : contract.includes('miserie')
              ? players
              : players.slice(0, 1);
          const input: WhistInput = {
            contract,
            by,
            ...(contract === 'abondance' ? { level } : {}),
            tricks: contract.includes('miserie') ? Object.fromEntries(by.map((p, i) => [p, tricks[i]])) : tricks[0],
            ...(revoke ? { revoke } : {}),
          };
          const sheet = makeSheet('kleurenwiezen', P, {
            rules: 'cardgames',
            set: {
              overtricks: overtricks ? 'on' : 'off',
              vragen: String(values.vragen),
              miserie: String(values.miserie),
            },
          });
          const scores = scoreWhist(input, configOf(game, sheet));
          expect(scores.reduce((a, b) => a + b, 0)).toBe(0);
        },
      ),
    );
  });
});
