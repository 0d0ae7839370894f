import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { stringify } from 'csv-stringify/sync';
import { toCsv, sheetCsv } from '../../src/evening/csv.js';
import { isMoney, type Cell } from '../../src/evening/layout.js';
import { parse } from 'csv-parse/sync';
import { sheetOnlyMarkdown } from '../../src/evening/markdown.js';
import { sheet, vrijdagA, vrijdagZwikken, vrijdagB } from './fixtures.js';
import { computeStats } from '../../src/evening/stats.js';
import type { LoadedSheet } from '../../src/evening/evening.js';
import { htmlPage } from '../../src/evening/html.js';
import { sheetParts } from '../../src/serve/page.js';
import { drawSheet } from '../../src/ui/sheet-table.js';
import { parse as parseHtml } from 'parse5';
import { settleEvening } from '../../src/evening/settle.js';

// The export formats' pieces: the CSV writer (plain and Excel's Dutch dialect), rounding, the marks of
// the exports and the HTML page.

/**
 * The options tafel used with csv-stringify before it wrote CSV itself: the writer must give the same
 * bytes. One difference, on purpose: with Windows line ends csv-stringify stopped quoting a field that
 * holds a lone line feed or carriage return (which breaks the row in Excel); tafel quotes it in both
 * dialects (quote_record_delimiter), as RFC 4180 says. No text tafel stores can hold one.
 */
const reference = (records: Cell[][], dialect: 'plain' | 'excel-nl'): string => {
  const decimal = dialect === 'plain' ? (t: string) => t : (t: string) => t.replace('.', ',');
  // Money as whole units, a point and two digits of cents: -1234 cents is -12.34.
  const money = (c: number) =>
    `${c < 0 ? '-' : ''}${Math.floor(Math.abs(c) / 100)}.${String(Math.abs(c) % 100).padStart(2, '0')}`;
  const cast = { number: (n: number) => decimal(String(n)), bigint: (c: bigint) => decimal(money(Number(c))) };
  const options =
    dialect === 'plain'
      ? { escape_formulas: true, cast }
      : {
          escape_formulas: true,
          delimiter: ';',
          record_delimiter: 'windows' as const,
          quote_record_delimiter: true,
          cast,
        };
  return (
    (dialect === 'plain' ? '' : '\ufeff') +
    stringify(
      records.map((r) => r.map((c) => (isMoney(c) ? BigInt(c.cents) : c))),
      options,
    )
  );
};

const char = fc.constantFrom(
  'a',
  'Z',
  ' ',
  ',',
  ';',
  '"',
  "'",
  '\n',
  '\r',
  '\t',
  '=',
  '+',
  '-',
  '@',
  '.',
  '0',
  '7',
  'é',
  '\uFF1D',
  '\uFF0B',
  '\uFF0D',
  '\uFF20',
);
const cell: fc.Arbitrary<Cell> = fc.oneof(
  fc.array(char, { maxLength: 6 }).map((cs) => cs.join('')),
  fc.integer({ min: -100000, max: 100000 }),
  fc.integer({ min: -100000, max: 100000 }).map((n) => n / 100),
  fc.integer({ min: -10000000, max: 10000000 }).map((cents) => ({ cents })),
  fc.constant(null),
);

describe('the CSV writer writes what csv-stringify wrote', () => {
  test.each(['plain', 'excel-nl'] as const)('%s: any cells, empty rows included', (dialect) => {
    fc.assert(
      fc.property(fc.array(fc.array(cell, { maxLength: 6 }), { maxLength: 6 }), (records) => {
        expect(toCsv(records, dialect)).toBe(reference(records, dialect));
      }),
      { numRuns: 300 },
    );
  });

  test('the cases that matter, by hand', () => {
    // A text starting with - is guarded, a negative number and negative money are not; -0.05 in Dutch Excel is -0,05.
    expect(toCsv([['-x', -3, { cents: -5 }, '', null, 'a;b']], 'excel-nl')).toBe(`\ufeff'-x;-3;-0,05;;;"a;b"\r\n`);
    expect(toCsv([[], ['x']])).toBe('\nx\n');
    expect(toCsv([['a\nb', '\r']], 'excel-nl')).toBe(`\ufeff"a\nb";"'\r"\r\n`);
  });
});

/**
 * Zwikken, stake 0.10, three players Zoë, Bert, Cis (worked as in spec/zwikken.md): Zoë and Bert ask,
 * Zoë wins: she takes the three antes (0.30) less her own: +0.20; Bert pays the pot 0.30 besides his
 * ante: -0.40; Cis antes: -0.10. The pot keeps Bert's 0.30.
 */
const zoe = () =>
  sheet('zwikken', ['Zoë', 'Bert', 'Cis'], ['--askers Zoë,Bert --winner Zoë'], {
    id: 'z-1',
    title: '=SUM(A1)',
    createdAt: '2026-11-27T12:00:00.000Z',
    stakeCents: 10,
  });

describe('CSV for a Dutch or Belgian Excel', () => {
  test('the default CSV stays as it was: comma, decimal point, no byte-order mark', () => {
    const csv = sheetCsv(zoe(), 'en');
    expect(csv.charCodeAt(0)).not.toBe(0xfeff);
    const rows = parse(csv, { relax_column_count: true }) as string[][];
    expect(rows[1]).toEqual(['z-1', "'=SUM(A1)", 'zwikken', 'standard', '2026-11-27', '0.10']);
    expect(rows[2]).toEqual(['deal', 'dealer', 'contract', 'Zoë', 'Bert', 'Cis', 'pot']);
    expect(rows[3].slice(3)).toEqual(['0.20', '-0.40', '-0.10', '0.30']);
  });

  test('--excel nl: byte-order mark, ; between fields, decimal comma, the same formula guard', () => {
    const csv = sheetCsv(zoe(), 'nl', 'excel-nl');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain('\r\n');
    const rows = parse(csv, { bom: true, delimiter: ';', relax_column_count: true }) as string[][];
    expect(rows[0]).toEqual(['blad', 'titel', 'spel', 'regels', 'avond', 'inzet']);
    expect(rows[1]).toEqual(['z-1', "'=SUM(A1)", 'zwikken', 'standard', '2026-11-27', '0,10']);
    expect(rows[2]).toEqual(['spel', 'gever', 'contract', 'Zoë', 'Bert', 'Cis', 'pot']);
    expect(rows[3].slice(3)).toEqual(['0,20', '-0,40', '-0,10', '0,30']);
    expect(rows[4]).toEqual(['totaal', '', '', '0,20', '-0,40', '-0,10', '0,30']);
  });
});

describe('Belote exports have the two team columns the sheet has', () => {
  // Ann takes, 92 card points and belote: Ann + Cis 92 + 20 = 112, Bert + Dirk 162 - 92 = 70.
  const belote = () =>
    sheet('belote', ['Ann', 'Bert', 'Cis', 'Dirk'], ['--taker Ann --points 92 --belote Ann'], {
      id: 'b-1',
      createdAt: '2026-11-27T12:00:00.000Z',
    });

  test('CSV', () => {
    const rows = parse(sheetCsv(belote(), 'en'), { relax_column_count: true }) as string[][];
    expect(rows[2]).toEqual(['deal', 'dealer', 'contract', 'Ann + Cis', 'Bert + Dirk']);
    expect(rows[4]).toEqual(['total', '', '', '112', '70']);
  });

  test('Markdown', () => {
    const md = sheetOnlyMarkdown(belote(), 'en');
    expect(md).toContain('| Ann + Cis | Bert + Dirk |');
    expect(md).toContain('|      +112 |         +70 |');
  });
});

/** A sheet whose totals are set by hand, with `deals` deals: only the averages are under test here. */
const withTotals = (s: LoadedSheet, totals: Record<string, number>, deals: number): LoadedSheet => ({
  ...s,
  view: { ...s.view, totals, deals: Array.from({ length: deals }, (_, i) => ({ ...s.view.deals[0], number: i + 1 })) },
});

describe('averages in statistics round halves away from zero, in both signs', () => {
  test('money: 0.25 over 2 deals is 0.125 -> 0.13; -0.75 over 2 is -0.375 -> -0.38 (not -0.37)', () => {
    const z = withTotals(vrijdagZwikken(), { Ann: 0.25, Bert: -0.75, Cis: 0.5, Dirk: 0 }, 2);
    const s = computeStats([z]);
    expect([
      s.players.Ann.games.zwikken.perDeal,
      s.players.Bert.games.zwikken.perDeal,
      s.players.Cis.games.zwikken.perDeal,
    ]).toEqual([0.13, -0.38, 0.25]);
  });

  test('points: 1 over 8 deals is 0.125 -> 0.13; -3 over 8 is -0.375 -> -0.38', () => {
    const a = withTotals(vrijdagA(), { Ann: 1, Bert: -3, Cis: 5, Dirk: -3 }, 8);
    const s = computeStats([a]);
    // 5 / 8 = 0.625 -> 0.63.
    expect(['Ann', 'Bert', 'Cis'].map((p) => s.players[p].games.kleurenwiezen.perDeal)).toEqual([0.13, -0.38, 0.63]);
  });
});

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
  // kleurenwiezen-tables.md §3.4 (until 2026-12-07 the cell was empty, as docs/evening-end.md said).
  test('a sitter\'s cell is 0 (the "sitting out" column names him), the x2 follows the contract', () => {
    expect(sheetCsv(whist(), 'en')).toBe(`sheet,title,game,rules,evening
2026-11-27-kleurenwiezen,,kleurenwiezen,whisthub,2026-11-27
deal,dealer,contract,Ann,Bert,Cis,Dirk,Eva,sitting out
1,Ann,pass (redeal),0,0,0,0,0,Ann
2,Ann,Bert alleen 6: 7 tricks ×2,0,30,-10,-10,-10,Ann
total,,,0,30,-10,-10,-10,
next dealer,Bert
`);
  });

  test('Klaverjassen: N, P in a mark column per team', () => {
    expect(sheetCsv(klaver(), 'en')).toBe(`sheet,title,game,rules,evening
2026-11-27-klaverjassen,,klaverjassen,amsterdams,2026-11-27
deal,dealer,contract,Ann + Cis,Bert + Dirk,mark Ann + Cis,mark Bert + Dirk
1,Ann,"Ann (Ann + Cis) played: 70 - 92, nat",0,162,N,
2,Bert,"Bert (Bert + Dirk) played: 162 - 0, pit",0,262,,P
total,,,0,424,,
next dealer,Cis
`);
    expect(sheetCsv(klaver(), 'nl').split('\n')[2]).toBe(
      'spel,gever,contract,Ann + Cis,Bert + Dirk,teken Ann + Cis,teken Bert + Dirk',
    );
  });
});

/**
 * Toepen, Ann deals: Bert wins the round, so Ann and Cis lose 1 each, and the winner, Bert, deals the next round
 * (spec/toepen.md §1, `dealer=winner`). Jokeren: Ann goes out (0), Bert keeps 4 penalty points; finished, the lowest
 * total, Ann's, wins.
 */
const toepen = () =>
  sheet('toepen', ['Ann', 'Bert', 'Cis'], ['--winner Bert'], { id: 't', createdAt: '2026-11-27T14:00:00.000Z' });
const jokeren = () =>
  sheet('jokeren', ['Ann', 'Bert'], ['--out Ann --points Bert=4'], {
    id: 'j',
    createdAt: '2026-11-27T15:00:00.000Z',
    closed: true,
  });

describe("the exports call a deal what the game's players call it, and say when the lowest total wins", () => {
  test("Dutch Klaverjassen's spel, Toepen's round: the deal column and the HTML chart", () => {
    expect(sheetOnlyMarkdown(klaver(), 'nl')).toContain('\n| spel   | gever | contract ');
    const k = htmlPage([klaver()], 'nl', {});
    expect(k).toContain('<thead><tr><th>spel</th><th>gever</th>');
    expect(k).toContain('<title>Stand per spel: 2026-11-27-klaverjassen</title>');
    expect(sheetCsv(toepen(), 'en').split('\n').slice(2)).toEqual([
      'round,dealer,contract,Ann,Bert,Cis',
      '1,Ann,Bert wins,1,0,1',
      'total,,,1,0,1',
      'next dealer,Bert,lowest wins',
      '',
    ]);
    expect(sheetOnlyMarkdown(toepen(), 'en')).toContain('\n| round | dealer |');
    const t = htmlPage([toepen()], 'en', {});
    expect(t).toContain('<thead><tr><th>round</th><th>dealer</th>');
    expect(t).toContain('<title>Running totals after each round: t</title>');
    // Capitalised as the sheet and Markdown say it (until 2026-12-06 "next dealer: Bert").
    expect(t).toContain('<p class="outcome">Next dealer: Bert · lowest wins</p>');
    expect(htmlPage([toepen()], 'nl', {})).toContain('<p class="outcome">Volgende gever: Bert · laagste wint</p>');
  });

  test('Dutch Jokeren: spel, and the winner with "laagste wint", as the sheet says it', () => {
    // (The fixture's deal texts are replayed in English: only the layout's words are the export's language here.)
    const csv = sheetCsv(jokeren(), 'nl').split('\n');
    expect([csv[2], ...csv.slice(4)]).toEqual([
      'spel,gever,contract,Ann,Bert',
      'totaal,,,0,4',
      'winnaar,Ann,laagste wint',
      '',
    ]);
    expect(sheetOnlyMarkdown(jokeren(), 'nl')).toMatch(
      /\n\| spel {3}\| gever \|[\s\S]*\n\nWinnaar: Ann · laagste wint\n$/,
    );
    expect(sheetOnlyMarkdown(jokeren(), 'en')).toMatch(/\n\nWinner: Ann · lowest wins\n$/);
    expect(htmlPage([jokeren()], 'nl', {})).toContain('<p class="outcome">Winnaar: Ann · laagste wint</p>');
    expect(htmlPage([jokeren()], 'en', {})).toContain('<p class="outcome">Winner: Ann · lowest wins</p>');
  });
});

describe('Markdown and HTML: as the sheet shows them', () => {
  // Who sat out is a name, aligned as text (until 2026-12-06 to the right, as a number).
  test('Markdown: - for the sitter, x2, N and P beside the score, who sat out as text', () => {
    expect(
      sheetOnlyMarkdown(whist(), 'en'),
    ).toContain(`| deal  | dealer | contract                   | Ann | Bert | Cis | Dirk | Eva | sitting out |
|-------|--------|----------------------------|----:|-----:|----:|-----:|----:|-------------|
| 1     | Ann    | pass (redeal)              |   - |    0 |   0 |    0 |   0 | Ann         |
| 2     | Ann    | Bert alleen 6: 7 tricks ×2 |   - |  +30 | -10 |  -10 | -10 | Ann         |
| total |        |                            |   0 |  +30 | -10 |  -10 | -10 |             |`);
    expect(
      sheetOnlyMarkdown(klaver(), 'en'),
    ).toContain(`| 1     | Ann    | Ann (Ann + Cis) played: 70 - 92, nat    |       0 N |        +162 |
| 2     | Bert   | Bert (Bert + Dirk) played: 162 - 0, pit |         0 |      +262 P |
| total |        |                                         |         0 |        +424 |`);
  });

  test('HTML: the same cells, who sat out as text', () => {
    const w = htmlPage([whist()], 'en', {});
    expect(w).toContain(
      '<td>2</td><td>Ann</td><td>Bert alleen 6: 7 tricks ×2</td><td class="n">-</td><td class="n">+30</td><td ' +
        'class="n">-10</td>',
    );
    expect(w).toContain('<th class="n">Eva</th><th>sitting out</th>');
    expect(w).toContain('<td class="n">-10</td><td>Ann</td></tr>');
    const k = htmlPage([klaver()], 'en', {});
    expect(k).toContain('<td class="n">0 N</td><td class="n">+162</td>');
    expect(k).toContain('<td class="n">0</td><td class="n">+262 P</td>');
  });

  test('the board says a sheet finished with nothing played on it has no winner, as the exports do', () => {
    const empty = sheet('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk'], [], {
      id: 'leeg',
      createdAt: '2026-11-27T12:00:00.000Z',
      closed: true,
    });
    expect(sheetParts(empty, 'en', 'h2').head).toContain('Finished. No deal was played: no winner');
    expect(sheetParts(empty, 'nl', 'h2').head).toContain('Afgelopen. Er is geen gift gespeeld: geen winnaar');
  });

  test('tafel sheet draws the same marks (one rule for both)', async () => {
    const w = await drawSheet(whist().view, { lang: 'en', color: false });
    expect(w).toMatch(/│ 2 │ Ann +│ Bert alleen 6: 7 tricks ×2 │ +- │ +\+30 │ +-10 │/);
    const k = await drawSheet(klaver().view, { lang: 'en', color: false });
    expect(k).toMatch(/│ +0 N │ +\+162 │/);
    expect(k).toMatch(/│ +0 │ +\+262 P │/);
  });
});

interface Node {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  content?: Node;
  value?: string;
}

const all = (n: Node, out: Node[] = []): Node[] => {
  out.push(n);
  for (const c of [...(n.childNodes ?? []), ...(n.content ? [n.content] : [])]) all(c, out);
  return out;
};
const attr = (n: Node, name: string) => n.attrs?.find((a) => a.name === name)?.value;
const text = (n: Node): string => (n.nodeName === '#text' ? (n.value ?? '') : (n.childNodes ?? []).map(text).join(''));

const page = () => {
  const a = vrijdagA();
  const b = vrijdagB();
  return htmlPage([a, b], 'en', { evening: '2026-11-27', settlement: settleEvening([a, b], { kleurenwiezen: 500 }) });
};

describe('export --format html', () => {
  const html = page();
  const doc = parseHtml(html) as unknown as Node;
  const nodes = all(doc);

  test('one self-contained page: no scripts, links, images or urls; a phone viewport; A4 print', () => {
    expect(nodes.filter((n) => ['script', 'link', 'img', 'iframe'].includes(n.nodeName))).toEqual([]);
    expect(nodes.some((n) => attr(n, 'src') !== undefined || attr(n, 'href') !== undefined)).toBe(false);
    expect(html).not.toMatch(/url\(|@import|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    expect(nodes.some((n) => n.nodeName === 'meta' && attr(n, 'name') === 'viewport')).toBe(true);
    expect(html).toContain('@page{size:A4');
  });

  test('each sheet as on paper, the totals per game, the settlement', () => {
    const tables = nodes.filter((n) => n.nodeName === 'table');
    const rows = (t: Node) =>
      all(t)
        .filter((n) => n.nodeName === 'tr')
        .map((r) => (r.childNodes ?? []).filter((c) => c.nodeName === 'td' || c.nodeName === 'th').map(text));
    expect(rows(tables[0])).toEqual([
      ['deal', 'dealer', 'contract', 'Ann', 'Bert', 'Cis', 'Dirk'],
      ['1', 'Ann', 'Bert + Dirk samen 8: 9 tricks', '0', '+10', '0', '+10'],
      ['2', 'Bert', 'Ann solo 6: 5 tricks', '-15', '+10', '+10', '+10'],
      ['total', '', '', '-15', '+20', '+10', '+20'],
    ]);
    // Totals per game: Ann -15 + 5 = -10, Bert 20 - 11 = 9, Cis 10 + 1 = 11, Dirk 20, Eva 5.
    expect(rows(tables[2]).slice(1)).toEqual([
      ['Ann', '-10'],
      ['Bert', '+9'],
      ['Cis', '+11'],
      ['Dirk', '+20'],
      ['Eva', '+5'],
    ]);
    // The settlement at 0.05 a point, worked out in settle.test.ts.
    expect(rows(tables[3]).slice(1)).toEqual([
      ['Ann', '-0.93'],
      ['Bert', '+0.01'],
      ['Cis', '+0.11'],
      ['Dirk', '+0.56'],
      ['Eva', '+0.25'],
    ]);
    const pays = nodes
      .filter((n) => n.nodeName === 'ul' && attr(n, 'class') === 'payments')
      .flatMap((u) => (u.childNodes ?? []).map(text));
    expect(pays).toEqual(['Ann pays Dirk 0.56', 'Ann pays Eva 0.25', 'Ann pays Cis 0.11', 'Ann pays Bert 0.01']);
  });

  test('the chart holds one line per player through the running totals', () => {
    const charts = nodes.filter((n) => n.nodeName === 'svg');
    expect(charts).toHaveLength(2);
    const lines = (svg: Node) =>
      Object.fromEntries(
        all(svg)
          .filter((n) => n.nodeName === 'polyline')
          .map((p) => [attr(p, 'data-player'), attr(p, 'points')]),
      );
    // Sheet A: Ann 0, 0, -15; Bert and Dirk 0, 10, 20; Cis 0, 0, 10. Highest 20 at y 10, lowest -15 at
    // y 270: y = 10 + (20 - v) x 260 / 35, so 0 -> 158.6 and 10 -> 84.3; x 50, 320, 590.
    expect(lines(charts[0])).toEqual({
      Ann: '50,158.6 320,158.6 590,270',
      Bert: '50,158.6 320,84.3 590,10',
      Cis: '50,158.6 320,158.6 590,84.3',
      Dirk: '50,158.6 320,84.3 590,10',
    });
    // Sheet B: Ann and Eva 0, 2, 5; Bert 0, -2, -11; Cis 0, -2, 1. y = 10 + (5 - v) x 260 / 16:
    // 0 -> 91.25 (91.3), 2 -> 58.75 (58.8), -2 -> 123.75 (123.8), 1 -> 75.
    expect(lines(charts[1])).toEqual({
      Ann: '50,91.3 320,58.8 590,10',
      Bert: '50,91.3 320,123.8 590,270',
      Cis: '50,91.3 320,123.8 590,75',
      Eva: '50,91.3 320,58.8 590,10',
    });
  });

  test('players whose lines coincide stay visible, and the legend says so', () => {
    const svg = nodes.filter((n) => n.nodeName === 'svg')[0];
    const dirk = all(svg).find((n) => n.nodeName === 'polyline' && attr(n, 'data-player') === 'Dirk')!;
    expect(attr(dirk, 'stroke-dasharray')).toBe('8 8');
    const legends = nodes.filter((n) => n.nodeName === 'li' && attr(n, 'class') === 'same').map(text);
    expect(legends).toEqual([
      'Bert = Dirk: the same running totals, lines dashed over each other',
      'Ann = Eva: the same running totals, lines dashed over each other',
    ]);
    const legend = nodes.find((n) => n.nodeName === 'ul' && attr(n, 'class') === 'legend')!;
    expect((legend.childNodes ?? []).map(text).slice(0, 4)).toEqual(['Ann -15', 'Bert +20', 'Cis +10', 'Dirk +20']);
  });

  test('names are escaped', () => {
    const a = vrijdagA();
    const evil = { ...a, view: { ...a.view, title: '<script>alert(1)</script>' } };
    const out = htmlPage([evil], 'nl', {});
    expect(out).not.toContain('<script>');
    expect(out).toContain('&#60;script&#62;');
  });
});
