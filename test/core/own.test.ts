import { describe, expect, test } from '@jest/globals';
import { parseTrump, suitWord } from '../../src/core/cards.js';
import { RuleViolation } from '../../src/core/errors.js';
import { own } from '../../src/core/own.js';
import { aliasRules, gameById } from '../../src/games/index.js';
import { normaliseContract } from '../../src/games/kleurenwiezen/contracts.js';
import { readWords } from '../../src/games/rikken/contracts.js';
import { readSoloLine } from '../../src/games/solokaarten/line.js';
import { parseZwik } from '../../src/games/zwikken/rules.js';
import { aliasEntry } from '../../src/rules/registry.js';

/**
 * Each table a typed word is looked up in answers only with what it holds itself: Object.prototype's
 * members (and `prototype`) are no alias, suit, rank, refinement or game, in any case the table folds to.
 */
const WORDS = [...Object.getOwnPropertyNames(Object.prototype), 'prototype', 'Constructor', 'CONSTRUCTOR'];

describe('own', () => {
  test("a table's own keys only, a key that JSON made its own included", () => {
    const table: Record<string, number> = { samen: 1 };
    for (const w of WORDS) expect(own(table, w)).toBeUndefined();
    expect(own(table, 'samen')).toBe(1);
    expect(own(JSON.parse('{"__proto__": 2}') as Record<string, number>, '__proto__')).toBe(2);
    expect(own(undefined, 'samen')).toBeUndefined();
  });
});

describe.each(WORDS)('%s', (w) => {
  test('is no game, no other name of a game, no rules text', () => {
    expect(() => gameById(w)).toThrow(RuleViolation);
    expect(aliasRules(w)).toBeUndefined();
    expect(aliasEntry(w)).toBeUndefined();
  });
  test('is no suit, no trump and no zwik rank', () => {
    expect(() => parseTrump(w)).toThrow(RuleViolation);
    expect(suitWord(w)).toBeUndefined();
    expect(() => parseZwik(`Ann=${w}`, ['Ann'], ['Ann', 'Bert', 'Cis'])).toThrow(RuleViolation);
  });
  test("is no contract's other name (Kleurenwiezen, Rikken) and no Solokaarten refinement", () => {
    // Folded as every contract word is (lower case, `_` as `-`), and left as typed: it names nothing.
    const folded = w.toLowerCase().replace(/_/g, '-');
    expect(normaliseContract(w, 'lodige')).toBe(folded);
    const read = readWords([w]);
    expect([typeof read.id, read.known]).toEqual(['string', false]);
    // A word of a one-line deal that is no refinement ends the reading: the line is no deal.
    expect(readSoloLine(['slag', 'ann', '5', w])).toBeUndefined();
  });
});
