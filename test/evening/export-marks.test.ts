import { describe, expect, test } from '@jest/globals';
import { sheetCsv } from '../../src/evening/csv.js';
import { htmlPage } from '../../src/evening/html.js';
import { sheetOnlyMarkdown } from '../../src/evening/markdown.js';
import { drawSheet } from '../../src/ui/sheet-table.js';
import { sheet } from './fixtures.js';

/**
 * Issue 21.7: the exports carry the marks `tafel sheet` shows (sheet.ts rowMarks, asked by both).
 *
 * Whisthub, five players, Ann deals first (kleurenwiezen-tables.md): the dealer sits out with five.
 * Deal 1 pas: 0 for all, the same dealer deals again (§0.1), so Ann sits out deal 2 too. Deal 2 Bert
 * alleen 6 with 7 tricks: v = E(6) + 1 = 5 (§1.3), Bert 3v = +15, each opponent -5; after one pas
 * `rondje-pas=double` makes it x2: Bert +30, Cis, Dirk, Eva -10. Totals Ann 0, Bert 30, the others -10.
 *
 * Klaverjassen (amsterdams), teams Ann + Cis and Bert + Dirk. Deal 1 Ann takes with 70 of 162: 70 is
 * not more than 92, nat: takers 0, defenders 162 (klaverjassen.md), N for Ann + Cis. Deal 2 Bert pit:
 * 162 + 100 = 262 for Bert + Dirk, 0 for the others, P for Bert + Dirk. Totals 0 and 424.
 */
const whist = () =>
  sheet('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk', 'Eva'], ['pas', 'alleen 6 --by Bert --tricks 7'], {
    id: '2026-11-27-kleurenwiezen',
    rules: 'whisthub',
    createdAt: '2026-11-27T12:00:00.000Z',
  });
const klaver = () =>
  sheet(
    'klaverjassen',
    ['Ann', 'Bert', 'Cis', 'Dirk'],
    ['--taker Ann --points 70', '--taker Bert --points 162 --pit takers'],
    {
      id: '2026-11-27-klaverjassen',
      createdAt: '2026-11-27T13:00:00.000Z',
    },
  );

describe('CSV: the marks, the numbers still numbers', () => {
  test('a sitter\'s cell is empty (the "sitting out" column names him), the x2 follows the contract', () => {
    expect(sheetCsv(whist(), 'en')).toBe(`sheet,title,game,rules,evening
2026-11-27-kleurenwiezen,,kleurenwiezen,whisthub,2026-11-27
deal,dealer,contract,Ann,Bert,Cis,Dirk,Eva,sitting out
1,Ann,pass (redeal),,0,0,0,0,Ann
2,Ann,Bert alleen 6: 7 tricks ×2,,30,-10,-10,-10,Ann
total,,,0,30,-10,-10,-10,
next dealer,Bert
`);
  });

  test('Klaverjassen: N, P in a mark column per team', () => {
    expect(sheetCsv(klaver(), 'en')).toBe(`sheet,title,game,rules,evening
2026-11-27-klaverjassen,,klaverjassen,amsterdams,2026-11-27
deal,dealer,contract,Ann + Cis,Bert + Dirk,mark Ann + Cis,mark Bert + Dirk
1,Ann,"Ann (Ann & Cis) played: 70 - 92, nat",0,162,N,
2,Bert,"Bert (Bert & Dirk) played: 162 - 0, pit",0,262,,P
total,,,0,424,,
next dealer,Cis
`);
    expect(sheetCsv(klaver(), 'nl').split('\n')[2]).toBe(
      'gift,gever,contract,Ann + Cis,Bert + Dirk,teken Ann + Cis,teken Bert + Dirk',
    );
  });
});

describe('Markdown and HTML: as the sheet shows them', () => {
  test('Markdown: - for the sitter, x2, N and P beside the score', () => {
    expect(
      sheetOnlyMarkdown(whist(), 'en'),
    ).toContain(`| deal  | dealer | contract                   | Ann | Bert | Cis | Dirk | Eva | sitting out |
|-------|--------|----------------------------|----:|-----:|----:|-----:|----:|------------:|
| 1     | Ann    | pass (redeal)              |   - |    0 |   0 |    0 |   0 |         Ann |
| 2     | Ann    | Bert alleen 6: 7 tricks ×2 |   - |  +30 | -10 |  -10 | -10 |         Ann |
| total |        |                            |   0 |  +30 | -10 |  -10 | -10 |             |`);
    expect(
      sheetOnlyMarkdown(klaver(), 'en'),
    ).toContain(`| 1     | Ann    | Ann (Ann & Cis) played: 70 - 92, nat    |       0 N |        +162 |
| 2     | Bert   | Bert (Bert & Dirk) played: 162 - 0, pit |         0 |      +262 P |
| total |        |                                         |         0 |        +424 |`);
  });

  test('HTML: the same cells', () => {
    const w = htmlPage([whist()], 'en', {});
    expect(w).toContain(
      '<td>2</td><td>Ann</td><td>Bert alleen 6: 7 tricks ×2</td><td class="n">-</td><td class="n">+30</td><td class="n">-10</td>',
    );
    const k = htmlPage([klaver()], 'en', {});
    expect(k).toContain('<td class="n">0 N</td><td class="n">+162</td>');
    expect(k).toContain('<td class="n">0</td><td class="n">+262 P</td>');
  });

  test('tafel sheet draws the same marks (one rule for both)', async () => {
    const w = await drawSheet(whist().view, { lang: 'en', color: false });
    expect(w).toMatch(/│ 2 │ Ann +│ Bert alleen 6: 7 tricks ×2 │ +- │ +\+30 │ +-10 │/);
    const k = await drawSheet(klaver().view, { lang: 'en', color: false });
    expect(k).toMatch(/│ +0 N │ +\+162 │/);
    expect(k).toMatch(/│ +0 │ +\+262 P │/);
  });
});
