import { describe, expect, test } from '@jest/globals';
import type { PointTable } from '../../src/core/topic.js';
import { MESSAGES as BELOTE } from '../../src/games/belote/messages.js';
import * as belote from '../../src/games/belote/tables.js';
import { MESSAGES as KLAVERJASSEN } from '../../src/games/klaverjassen/messages.js';
import * as klaverjassen from '../../src/games/klaverjassen/tables.js';

// Belote and Klaverjassen count the cards alike (spec belote.md, klaverjassen.md): one table serves both.
describe('the card points table of Belote and Klaverjassen', () => {
  test.each([
    ['belote', 'en', () => belote.cardValuesTable(BELOTE.en.tables)],
    ['belote', 'nl', () => belote.cardValuesTable(BELOTE.nl.tables)],
    ['klaverjassen', 'en', () => klaverjassen.cardValuesTable(KLAVERJASSEN.en.tables)],
    ['klaverjassen', 'nl', () => klaverjassen.cardValuesTable(KLAVERJASSEN.nl.tables)],
  ] as [string, string, () => PointTable[]][])(
    '%s (%s): jack 20 and 9 14 in trump, 152 in the cards',
    (_game, lang, table) => {
      const [t] = table();
      const values = t.rows.map((r) => [Number(r[1]), Number(r[2])]);
      // jack, 9, ace, 10, king, queen, 8, 7
      expect(values).toEqual([
        [20, 2],
        [14, 0],
        [11, 11],
        [10, 10],
        [4, 4],
        [3, 3],
        [0, 0],
        [0, 0],
      ]);
      // one trump suit 20 + 14 + 11 + 10 + 4 + 3 = 62, three other suits 3 × (2 + 11 + 10 + 4 + 3) = 90: 152
      const sum = (k: number) => values.reduce((a, v) => a + v[k], 0);
      expect(sum(0) + 3 * sum(1)).toBe(152);
      expect(t.rows[0][0]).toBe(lang === 'nl' ? 'boer' : 'jack');
    },
  );
});
