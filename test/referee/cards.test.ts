import { describe, expect, test } from '@jest/globals';
import { code, parseCard, parseCards, parseTrump, suitWord } from '../../src/core/cards.js';
import { RuleViolation } from '../../src/core/errors.js';

describe('card notation (cli.md: rank then suit)', () => {
  test.each([
    ['JH', 'JH'],
    ['jh', 'JH'],
    ['10H', '10H'],
    ['TH', '10H'],
    ['10♥', '10H'],
    ['A♠', 'AS'],
    ['K♦', 'KD'],
    ['Q♣', 'QC'],
    ['2♡', '2H'],
    ['7♧', '7C'],
    ['9♥️', '9H'], // emoji form with U+FE0F
    ['HH', 'KH'], // Dutch heer of hearts
    ['VS', 'QS'], // Dutch vrouw
    ['BC', 'JC'], // Dutch boer
    [' 8d ', '8D'],
  ])('%s is %s', (text, want) => {
    expect(code(parseCard(text))).toBe(want);
  });

  test.each(['1H', 'JX', 'H', '', '11H', 'JHH', 'ZH', 'H10', '10', 'AS2'])(
    '"%s" is refused as a rules error (exit 1)',
    (text) => {
      expect(() => parseCard(text)).toThrow(RuleViolation);
      try {
        parseCard(text);
      } catch (e) {
        expect((e as RuleViolation).exitCode).toBe(1);
        expect((e as RuleViolation).text.en).toContain('is not a card');
        expect((e as RuleViolation).text.nl).toContain('is geen kaart');
      }
    },
  );

  test.each([
    ['7H,KS,AD', ['7H', 'KS', 'AD']],
    ['7H KS AD', ['7H', 'KS', 'AD']],
    ['7H, KS ,  AD', ['7H', 'KS', 'AD']],
    [
      ['10H', 'JH,AH', '9S'],
      ['10H', 'JH', 'AH', '9S'],
    ],
    ['', []],
  ])('list %j', (text, want) => {
    expect(parseCards(text).map(code)).toEqual(want);
  });

  test.each([
    ['H', 'H'],
    ['h', 'H'],
    ['♥', 'H'],
    ['harten', 'H'],
    ['hearts', 'H'],
    ['S', 'S'],
    ['schoppen', 'S'],
    ['♠', 'S'],
    ['D', 'D'],
    ['ruiten', 'D'],
    ['♦', 'D'],
    ['C', 'C'],
    ['klaveren', 'C'],
    ['♣', 'C'],
    ['Klaveren', 'C'],
    ['none', null],
    ['geen', null],
  ])('--trump %s', (text, want) => {
    expect(parseTrump(text)).toBe(want);
  });

  test('an unknown trump is refused', () => {
    expect(() => parseTrump('purple')).toThrow(RuleViolation);
  });

  test('a bid suit word never means no-trump', () => {
    expect(suitWord('none')).toBeUndefined();
    expect(suitWord('harten')).toBe('H');
  });
});
