import { beforeAll, describe, expect, test } from '@jest/globals';
import { tafel, tempHomes } from '../helpers/cli.js';

// Money in the exports people read (Markdown, HTML) is written as `tafel settle` and `tafel sheet` write it:
// with the language's decimal sign, 0,56 in Dutch (core/money.ts formatCents). CSV and JSON keep their own rules.
const home = tempHomes();
const ok = async (h: string, args: string[]) => {
  const r = await tafel(h, args);
  if (r.code !== 0) throw new Error(`tafel ${args.join(' ')} exited ${r.code}: ${r.stderr}`);
  return r;
};

let wiezen: string;
let zwikken: string;
const rate = ['--rate', 'kleurenwiezen=0.05'];

beforeAll(async () => {
  // Kleurenwiezen (lodige): Ann + Bert samen 8 with 9 tricks (+10 each), Ann solo 6 with 5 (-15, the others +10).
  // Totals Ann -5, Bert 20, Cis 10, Dirk 10; at 0.05 a point against the table's average: Ann -0.68, Bert 0.56,
  // Cis and Dirk 0.06.
  wiezen = home();
  await ok(wiezen, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk']);
  await ok(wiezen, ['record', 'samen', '8', '--by', 'Ann,Bert', '--tricks', '9']);
  await ok(wiezen, ['record', 'solo', '6', '--by', 'Ann', '--tricks', '5']);
  // Zwikken at 0.10: Ann and Bert ask, Ann wins: Ann +0.20, Bert -0.40, Cis -0.10, 0.30 in the pot.
  zwikken = home();
  await ok(zwikken, ['new', 'zwikken', '--players', 'Ann,Bert,Cis', '--stake', '0.10']);
  await ok(zwikken, ['record', '--askers', 'Ann,Bert', '--winner', 'Ann']);
}, 60000);

describe('the settlement of an evening in Markdown and HTML', () => {
  test('Dutch: a decimal comma, as settle prints it', async () => {
    const settle = (await ok(wiezen, ['settle', '--lang', 'nl', ...rate])).stdout;
    expect(settle).toContain('  Ann             -0,68\n');
    expect(settle).toContain('Ann betaalt Bert 0,56\nAnn betaalt Cis 0,06\nAnn betaalt Dirk 0,06\n');
    const md = (await ok(wiezen, ['export', '--evening', 'today', '--format', 'md', '--lang', 'nl', ...rate])).stdout;
    // The sheet at its rate, as settle lists it, then the balances and the payments.
    expect(md).toMatch(/\n### Afrekening\n\n- \d{4}-\d\d-\d\d-kleurenwiezen \(0,05 per punt\)\n\n\| speler /);
    expect(md).toContain(
      '| speler | saldo |\n|--------|------:|\n| Ann    | -0,68 |\n| Bert   | +0,56 |\n' +
        '| Cis    | +0,06 |\n| Dirk   | +0,06 |\n\n- Ann betaalt Bert 0,56\n- Ann betaalt Cis 0,06\n' +
        '- Ann betaalt Dirk 0,06\n',
    );
    const html = (await ok(wiezen, ['export', '--evening', 'today', '--format', 'html', '--lang', 'nl', ...rate]))
      .stdout;
    expect(html).toContain(
      '<tr><td>Ann</td><td class="n">-0,68</td></tr><tr><td>Bert</td><td class="n">+0,56</td></tr>',
    );
    expect(html).toContain(
      '<ul class="payments"><li>Ann betaalt Bert <b>0,56</b></li><li>Ann betaalt Cis <b>0,06</b></li>' +
        '<li>Ann betaalt Dirk <b>0,06</b></li></ul>',
    );
  });

  test('English keeps the point; CSV and the JSON of settle stay as they were in Dutch', async () => {
    const md = (await ok(wiezen, ['export', '--evening', 'today', '--format', 'md', ...rate])).stdout;
    expect(md).toContain('| Ann    |   -0.68 |\n');
    expect(md).toContain('- Ann pays Bert 0.56\n');
    const html = (await ok(wiezen, ['export', '--evening', 'today', '--format', 'html', ...rate])).stdout;
    expect(html).toContain('<li>Ann pays Bert <b>0.56</b></li>');
    const csv = (await ok(wiezen, ['export', '--evening', 'today', '--format', 'csv', '--lang', 'nl', ...rate])).stdout;
    expect(csv).toContain('\nspeler,saldo\nAnn,-0.68\nBert,0.56\n');
    const excel = (
      await ok(wiezen, ['export', '--evening', 'today', '--format', 'csv', '--excel', 'nl', '--lang', 'nl', ...rate])
    ).stdout;
    expect(excel).toContain('\r\nspeler;saldo\r\nAnn;-0,68\r\nBert;0,56\r\n');
    // The rate in its text cell as the amounts beside it: until 2026-12-07 the plain CSV said "0,05 per punt".
    expect(csv).toMatch(/\nblad,hoe het meetelt\n\d{4}-\d\d-\d\d-kleurenwiezen,0\.05 per punt\n/);
    expect(excel).toMatch(/\r\nblad;hoe het meetelt\r\n\d{4}-\d\d-\d\d-kleurenwiezen;0,05 per punt\r\n/);
    const json = JSON.parse((await ok(wiezen, ['settle', '--json', '--lang', 'nl', ...rate])).stdout);
    expect(json.payments[0]).toEqual({ from: 'Ann', to: 'Bert', amount: 0.56 });
  });
});

describe('a Zwikken sheet in Markdown and HTML', () => {
  test('Dutch: the scores, the total and the pot as tafel sheet writes them', async () => {
    const sheet = (await ok(zwikken, ['sheet', '--lang', 'nl'])).stdout;
    expect(sheet).toMatch(/│ totaal +│ \+0,20 │ -0,40 │ -0,10 │ 0,30 │/);
    const md = (await ok(zwikken, ['export', '--format', 'md', '--lang', 'nl'])).stdout;
    expect(md).toContain(
      '| 1      | Ann   | Ann, Bert vroegen; Ann won | +0,20 | -0,40 | -0,10 | 0,30 |\n' +
        '| totaal |       |                            | +0,20 | -0,40 | -0,10 | 0,30 |\n',
    );
    const html = (await ok(zwikken, ['export', '--format', 'html', '--lang', 'nl'])).stdout;
    expect(html).toContain(
      '<tr class="total"><td>totaal</td><td></td><td></td><td class="n">+0,20</td><td class="n">-0,40</td>' +
        '<td class="n">-0,10</td><td class="n">0,30</td></tr>',
    );
    // The stake in the heading, as tafel sheet's header has it (a shared page says what the amounts are per stake).
    expect(md).toMatch(/\nzwikken \(standard, inzet 0,10\), avond \d{4}-\d\d-\d\d\n/);
    expect(html).toMatch(/<p class="facts">zwikken \(standard, inzet 0,10\), avond \d{4}-\d\d-\d\d<\/p>/);
    // The chart's axis and legend too.
    expect(html).toContain('text-anchor="end">-0,40</text>');
    expect(html).toMatch(/<\/span>Bert -0,40<\/li>/);
  });

  test("CSV: the stake in the sheet's heading, after the columns every sheet has (until 2026-12-07 none)", async () => {
    const heading = async (args: string[]) =>
      (await ok(zwikken, ['export', '--format', 'csv', ...args])).stdout.split(/\r?\n/).slice(0, 2);
    const [plain, excel] = [await heading([]), await heading(['--lang', 'nl', '--excel', 'nl'])];
    const id = plain[1].split(',')[0];
    expect(plain).toEqual(['sheet,title,game,rules,evening,stake', `${id},,zwikken,standard,${id.slice(0, 10)},0.10`]);
    expect(excel).toEqual([
      '\ufeffblad;titel;spel;regels;avond;inzet',
      `${id};;zwikken;standard;${id.slice(0, 10)};0,10`,
    ]);
    // A points sheet's heading keeps its five columns.
    const wiezenCsv = (await ok(wiezen, ['export', '--format', 'csv'])).stdout;
    expect(wiezenCsv).toMatch(/^sheet,title,game,rules,evening\n[^\n]+,lodige,\d{4}-\d\d-\d\d\n/);
  });

  test('English: the decimal point', async () => {
    const md = (await ok(zwikken, ['export', '--format', 'md'])).stdout;
    expect(md).toContain('| total |        |                          | +0.20 | -0.40 | -0.10 | 0.30 |\n');
    expect(md).toMatch(/\nzwikken \(standard, stake 0\.10\), evening \d{4}-\d\d-\d\d\n/);
    const html = (await ok(zwikken, ['export', '--format', 'html'])).stdout;
    expect(html).toContain('<td class="n">+0.20</td><td class="n">-0.40</td><td class="n">-0.10</td>');
    expect(html).toContain('text-anchor="end">-0.40</text>');
  });
});

test("a CSV's notes write amounts as its numbers: the point, but a Dutch Excel's comma (in English too)", async () => {
  const note = async (args: string[]) =>
    (await ok(zwikken, ['export', '--evening', 'today', '--format', 'csv', ...args])).stdout.match(
      /\n"(.+)"\r?\n$/,
    )![1];
  // Until 2026-12-07 a plain CSV in Dutch said "0,30", beside balances and payments with a point.
  expect(await note(['--lang', 'nl'])).toMatch(/ telt niet mee: er ligt nog 0\.30 in de pot /);
  expect(await note(['--lang', 'nl', '--excel', 'nl'])).toMatch(/ telt niet mee: er ligt nog 0,30 in de pot /);
  expect(await note(['--excel', 'nl'])).toMatch(/ is left out: 0,30 is still in the pot /);
  expect(await note([])).toMatch(/ is left out: 0\.30 is still in the pot /);
});

test("a note's example rate takes the document's decimal sign, as the presets' rates beside it", async () => {
  // Kleurenwiezen at 20:00, two presets giving it 0.03 and 0.05; Jokeren at 20:30 without any rate.
  const h = home();
  const at = (minute: number) => ({ now: new Date(2026, 11, 6, 20, minute) });
  for (const [args, minute] of [
    [['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'], 0],
    [['record', 'samen', '8', '--by', 'Ann,Bert', '--tricks', '9'], 0],
    [['preset', 'save', 'vrij', '--from-sheet', '2026-12-06-kleurenwiezen', '--rate', 'kleurenwiezen=0.03'], 0],
    [
      [
        'preset',
        'save',
        'zat',
        '--game',
        'kleurenwiezen',
        '--players',
        'Ann,Bert,Cis,Dirk',
        '--rate',
        'kleurenwiezen=0.05',
      ],
      0,
    ],
    [['new', 'jokeren', '--players', 'Ann,Bert,Cis'], 30],
    [['record', '--out', 'Ann', '--points', 'Bert=4,Cis=2'], 30],
  ] as const) {
    expect((await tafel(h, [...args], at(minute))).code).toBe(0);
  }
  const notes = async (...args: string[]) =>
    (await ok(h, ['export', '--evening', '2026-12-06', '--format', 'csv', ...args])).stdout
      .split(/\r?\n/)
      .filter((l) => l.startsWith('"2026-12-06-'));
  const k = '2026-12-06-kleurenwiezen';
  const j = '2026-12-06-jokeren';
  // Until 2026-12-07 a plain CSV in Dutch said "bv. --rate jokeren=0,05" beside "(vrij 0.03 en zat 0.05)".
  expect(await notes('--lang', 'nl')).toEqual([
    `"${k} wordt getoond maar niet afgerekend: de bewaarde tafels geven kleurenwiezen verschillende tarieven (vrij ` +
      '0.03 en zat 0.05); kies er een met --preset <naam>, of geef --rate kleurenwiezen=<geld per punt>."',
    `"${j} wordt getoond maar niet afgerekend: jokeren heeft geen tarief; geef er een, bv. --rate jokeren=0.05 (geld ` +
      'per punt)."',
  ]);
  // And --excel nl in English "e.g. --rate jokeren=0.05" beside "(vrij 0,03 and zat 0,05)".
  expect(await notes('--excel', 'nl')).toEqual([
    `"${k} is shown but not settled: the presets give kleurenwiezen different rates (vrij 0,03 and zat 0,05); ` +
      'choose one with --preset <name>, or give --rate kleurenwiezen=<money per point>."',
    `"${j} is shown but not settled: jokeren has no rate; give one, e.g. --rate jokeren=0,05 (money per point)."`,
  ]);
  expect((await notes('--lang', 'nl', '--excel', 'nl'))[1]).toBe(
    `"${j} wordt getoond maar niet afgerekend: jokeren heeft geen tarief; geef er een, bv. --rate jokeren=0,05 (geld ` +
      'per punt)."',
  );
  expect((await notes())[1]).toBe(
    `"${j} is shown but not settled: jokeren has no rate; give one, e.g. --rate jokeren=0.05 (money per point)."`,
  );
  // The screen in Dutch: the comma in both.
  const screen = (await ok(h, ['settle', '--evening', '2026-12-06', '--lang', 'nl'])).stdout;
  expect(screen).toContain('(vrij 0,03 en zat 0,05)');
  expect(screen).toContain(
    `${j} wordt getoond maar niet afgerekend: jokeren heeft geen tarief; geef er een, bv. --rate jokeren=0,05 ` +
      '(geld per punt).',
  );
});

describe('money in the other Dutch texts', () => {
  test('a saved table (preset show) and the rules text of a sheet write the decimal comma', async () => {
    const h = home();
    await ok(h, ['preset', 'save', 'zw', '--game', 'zwikken', '--stake', '0.20', '--rate', 'kleurenwiezen=0.05']);
    const shown = (await ok(h, ['--lang', 'nl', 'preset', 'show', 'zw'])).stdout;
    expect(shown).toContain('\n  inzet        0,20\n');
    expect(shown).toContain('\n  tarieven     kleurenwiezen=0,05\n');
    const id = (await ok(zwikken, ['sheets', '--json'])).stdout.match(/"id": "([^"]+)"/)![1];
    const rules = (await ok(zwikken, ['--lang', 'nl', 'rules', 'zwikken', 'telling', '--sheet', id])).stdout;
    expect(rules).toContain('Geldt: loser-pays=pot, inzet 0,10.');
  });
});
