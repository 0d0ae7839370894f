import { beforeAll, describe, expect, test } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import fs from 'node:fs';
import path from 'node:path';
import { snapshot, tafel, tafelJson, tempHomes } from '../helpers/cli.js';
import { tableRows } from '../helpers/table.js';

// End-to-end through the built bundle, in this process (npm run build first). One evening is made
// once, in beforeAll; every test reads it or works on a fresh copy.
const home = tempHomes();

// The runs are a minute apart from 20:00 of one day on this process's clock: the same evening in
// every time zone (an in-process run has this process's zone, so a TZ would move nothing).
let minutes = 0;
const clock = () => ({ now: new Date(2026, 10, 27, 20, minutes++) });
const run = (h: string, args: string[]) => tafel(h, args, clock());
const ok = async (h: string, args: string[]) => {
  const r = await run(h, args);
  if (r.code !== 0) throw new Error(`tafel ${args.join(' ')} exited ${r.code}: ${r.stderr}`);
};
const json = <T = any>(h: string, args: string[]) => tafelJson<T>(h, args, clock());

let h: string;
let evening: string;
let ids: { a: string; b: string; belote: string; solo: string; zwik: string };

beforeAll(async () => {
  h = home();
  // Sheet A (lodige): totals Ann -15, Bert 20, Cis 10, Dirk 20 (see fixtures.ts for the arithmetic).
  const a = (
    await json(h, [
      'new',
      'kleurenwiezen',
      '--players',
      'Ann,Bert,Cis,Dirk',
      '--title',
      '=HYPERLINK("http://evil.example")',
    ])
  ).id;
  await ok(h, ['record', 'samen', '8', '--by', 'Bert,Dirk', '--tricks', '9']);
  await ok(h, ['record', 'solo', '6', '--by', 'Ann', '--tricks', '5']);
  // Sheet B (cardgames): totals Ann 5, Bert -11, Cis 1, Eva 5.
  const b = (await json(h, ['new', 'kleurenwiezen', '--rules', 'cardgames', '--players', 'Ann,Bert,Cis,Eva'])).id;
  await ok(h, ['record', 'vragen', '--by', 'Ann,Eva', '--tricks', '9']);
  await ok(h, ['record', 'alleen', '--by', 'Bert', '--tricks', '4']);
  // One deal of each other game, so export and import meet every game's stored inputs.
  const belote = (await json(h, ['new', 'belote', '--players', 'Ann,Bert,Cis,Dirk'])).id;
  await ok(h, ['record', '--taker', 'Ann', '--points', '92', '--belote', 'Ann']);
  const solo = (await json(h, ['new', 'solokaarten', '--players', 'Ann,Bert,Cis,Dirk'])).id;
  await ok(h, ['record', 'slag', '--by', 'Ann', '--tricks', '5', '--zonder-kijk']);
  const zwik = (await json(h, ['new', 'zwikken', '--players', 'Ann,Bert,Cis', '--stake', '0.10'])).id;
  // Zwikken, stake 0.10: Ann's zwik takes the antes (0.30): Ann +0.20, Bert pays 0.30 (-0.40), Cis
  // -0.10. Ann wins on points: takes 0.30, Bert pays 0.30. The pot of 0.30 shared: 0.10 each.
  // Totals Ann 0.60, Bert -0.60, Cis 0.00.
  await ok(h, ['record', '--askers', 'Ann,Bert', '--zwik', 'Ann']);
  await ok(h, ['record', '--askers', 'Ann,Bert', '--points', 'Ann=7,Bert=4,Cis=3']);
  await ok(h, ['finish', '--share-pot']);
  ids = { a, b, belote, solo, zwik };
  evening = a.slice(0, 10);
}, 60000);

describe('tafel export', () => {
  test('CSV of a sheet: escaped title, plain numbers', async () => {
    const r = await run(h, ['export', ids.a]);
    expect(r.code).toBe(0);
    const rows = parse(r.stdout, { relax_column_count: true, cast: true }) as unknown[][];
    expect(rows[1]).toEqual([ids.a, `'=HYPERLINK("http://evil.example")`, 'kleurenwiezen', 'lodige', evening]);
    expect(rows[5]).toEqual(['total', '', '', -15, 20, 10, 20]);
    expect(r.stdout).toContain('\ntotal,,,-15,20,10,20\n');
  });

  test('an evening in Markdown ends with the totals per game, money apart', async () => {
    const r = await run(h, ['export', '--evening', evening, '--format', 'md']);
    expect(r.code).toBe(0);
    expect(r.stdout.startsWith(`## Evening of ${evening}\n`)).toBe(true);
    // Kleurenwiezen: Ann -15 + 5 = -10. Belote (cardavia) 92 + 20 belote = 112 for Ann + Cis, 70 for
    // Bert + Dirk. Solokaarten: slag made, +4 (zonder-kijk changes the rank, not the points).
    expect(r.stdout).toMatch(
      /\| player \| kleurenwiezen \(points\) \| belote \(points\) \| solokaarten \(points\) \| zwikken \(money\) \|/,
    );
    expect(r.stdout).toMatch(/\| Ann +\| +-10 \| +\+112 \| +\+4 \| +\+0\.60 \|/);
    expect(r.stdout).toMatch(/\| Cis +\| +\+11 \| +\+112 \| +0 \| +0\.00 \|/);
    expect(r.stdout).toMatch(/\| Eva +\| +\+5 \| +\| +\| +\|/);
  });

  test('--json without --out: the document says what was exported', async () => {
    const doc = await json(h, ['export', ids.b, '--format', 'md']);
    expect(doc).toMatchObject({ format: 'md', sheets: [ids.b] });
    expect(doc.content).toContain('| total |');
  });

  test('--out writes the file and says where', async () => {
    const out = path.join(home(), 'vrijdag.csv');
    const r = await json(h, ['export', '--evening', evening, '--out', out]);
    expect(r).toEqual({
      written: out,
      format: 'csv',
      sheets: [ids.a, ids.b, ids.belote, ids.solo, ids.zwik],
      bytes: fs.statSync(out).size,
    });
    expect(fs.readFileSync(out, 'utf8')).toContain(`totals per game,${evening}`);
  });

  test.each([
    [['export', '--evening', '2026-02-30'], 2, /--evening 2026-02-30: the calendar has no such date/],
    [['export', '--format', 'xlsx'], 2, /--format must be csv, json, md or html/],
    [['export', 'x', '--all'], 2, /Give one of <id>, --evening <date> or --all/],
    [['export', '--evening', '1999-01-01'], 1, /The evening of 1999-01-01 has no sheets\. Evenings with sheets: \d{4}/],
    [['export', 'nope'], 1, /No sheet "nope"/],
  ])('%j is refused (exit %d)', async (args, code, message) => {
    const r = await run(h, [...args, '--json']);
    expect(r.code).toBe(code);
    expect(r.stdout).toBe('');
    expect(JSON.parse(r.stderr).error.message).toMatch(message);
  });
});

describe('tafel import', () => {
  let file: string;
  beforeAll(async () => {
    file = path.join(home(), 'backup.json');
    await json(h, ['export', '--all', '--format', 'json', '--out', file]);
  });

  test('export then import into an empty data directory gives identical sheet documents', async () => {
    const fresh = home();
    const r = await json(fresh, ['import', file]);
    const all = [ids.a, ids.b, ids.belote, ids.solo, ids.zwik];
    // The export lists the sheets in playing order; import keeps it.
    expect(r).toEqual({ imported: all, renamed: [], unchanged: [], events: [], seasons: [], nightsLeftOut: [] });
    for (const id of all) expect(await json(fresh, ['sheet', id])).toEqual(await json(h, ['sheet', id]));
  });

  test('an id that exists is refused without --rename (nothing written), renamed with it', async () => {
    const twice = home();
    await json(twice, ['import', file]);
    // A and B changed here since the backup (Cis is Cees now): the file's copies are other sheets under their ids;
    // the three others are here just as the file has them, and stay as they are.
    for (const id of [ids.a, ids.b]) await json(twice, ['rename', 'Cis', 'Cees', '--sheet', id]);
    const before = snapshot(twice);
    const r = await run(twice, ['import', file]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^tafel: Sheets .* and .* already exist; nothing was imported\. Add --rename/);
    expect(snapshot(twice)).toEqual(before);
    // B's id is A's id + "-2", so A moves on to "-3" and B to the next free number of the same id, "-4" (issue 10:
    // never "-2-2").
    const renamed = await json(twice, ['import', file, '--rename']);
    expect(renamed.renamed).toEqual([
      { from: ids.a, to: `${ids.a}-3` },
      { from: ids.b, to: `${ids.a}-4` },
    ]);
    expect(renamed.unchanged).toEqual([ids.belote, ids.solo, ids.zwik]);
    expect((await json(twice, ['sheet', `${ids.a}-4`])).totals).toEqual({ Ann: 5, Bert: -11, Cis: 1, Eva: 5 });
  });

  const refusals: [string, (dir: string) => string, RegExp][] = [
    ['not JSON', (d) => write(d, 'x.json', '{"format": "tafel-export"'), /it is not JSON/],
    [
      'a __proto__ key',
      (d) =>
        write(d, 'x.json', fs.readFileSync(file, 'utf8').replace('"format"', '"__proto__": {"admin": true}, "format"')),
      /"__proto__" key/,
    ],
    [
      'an unknown game',
      (d) => write(d, 'x.json', fs.readFileSync(file, 'utf8').replace(/"game": "solokaarten"/g, '"game": "poker"')),
      /unknown game "poker"/,
    ],
    [
      'an id outside the data directory',
      (d) => write(d, 'x.json', fs.readFileSync(file, 'utf8').replace(`"id": "${ids.b}"`, '"id": "../../escape"')),
      /\.id: a sheet id is lower-case/,
    ],
    // Issue 27.11: size alone no longer refuses (a backup of 1,000 sheets is 24 MB: test/evening/transfer.test.ts);
    // a large file that is no export is still refused early, without reading it into memory.
    [
      'a large file that is no export',
      (d) => {
        const p = path.join(d, 'big.json');
        fs.writeFileSync(p, '{"pad": ' + '"'.padEnd(1024, 'a'));
        fs.appendFileSync(p, Buffer.alloc(33 * 1024 * 1024, 'a'));
        return p;
      },
      /big\.json: it holds more than 32 MB outside its "sheets"/,
    ],
    // Until 2026-12-07 both said "more than 32 MB outside its sheets" of a text that is no JSON from its first byte
    // or from its third line (zeros in a string).
    [
      'a large file that is no JSON',
      (d) => {
        const p = path.join(d, 'big.json');
        fs.writeFileSync(p, 'x');
        fs.truncateSync(p, 40 * 1024 * 1024); // sparse: costs no disk
        return p;
      },
      /big\.json: it is not JSON \(line 1\)\. Nothing was imported/,
    ],
    [
      'a large file that stops being JSON on its third line',
      (d) => {
        const p = path.join(d, 'big.json');
        fs.writeFileSync(p, '{\n  "format": "tafel-export",\n  "pad": "');
        fs.truncateSync(p, 40 * 1024 * 1024); // sparse: costs no disk
        return p;
      },
      /big\.json: it is not JSON \(line 3\)\. Nothing was imported/,
    ],
    ['a missing file', (d) => path.join(d, 'missing.json'), /No file .*missing\.json/],
  ];
  test.each(refusals)('refuses %s and writes nothing', async (_, make, message) => {
    const target = home();
    const f = make(home());
    const r = await run(target, ['import', f, '--json']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stderr).error.message).toMatch(message);
    expect(snapshot(target)).toEqual({});
  });
});

function write(dir: string, name: string, text: string): string {
  const p = path.join(dir, name);
  fs.writeFileSync(p, text);
  return p;
}

describe('tafel chart', () => {
  test("--json: each player's running totals", async () => {
    expect(await json(h, ['chart', ids.a])).toEqual({
      id: ids.a,
      unit: 'points',
      settled: false,
      series: { Ann: [0, -15], Bert: [10, 20], Cis: [0, 10], Dirk: [10, 20] },
    });
  });

  test('text: a chart as wide as the terminal allows, with a legend', async () => {
    const r = await run(h, ['chart', ids.a]);
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    // Bert and Dirk have the same running totals: one line, named after both.
    expect(lines[lines.length - 1]).toBe('* Ann -15   o Bert = Dirk 20   + Cis 10');
    expect(lines.every((l) => l.length <= 80)).toBe(true);
    expect(r.stdout).not.toMatch(/\u001b\[/);
  });

  test('piped with COLUMNS: drawn that wide, as on a terminal of that width; a mark stays by its name', async () => {
    for (const columns of [40, 60]) {
      const piped = await tafel(h, ['chart', ids.a], { ...clock(), env: { COLUMNS: String(columns) } });
      const terminal = await tafel(h, ['chart', ids.a], { ...clock(), tty: true, columns, env: { NO_COLOR: '1' } });
      expect(piped.stdout).toBe(terminal.stdout);
      const lines = piped.stdout.trimEnd().split('\n');
      expect(lines.every((l) => l.length <= columns)).toBe(true);
      // every row of the plot keeps its axis and its marks: as many rows as the terminal's
      expect(lines.filter((l) => l.includes('┤')).length).toBeGreaterThan(5);
    }
    const narrow = await tafel(h, ['chart', ids.a], { ...clock(), env: { COLUMNS: '30' } });
    expect(narrow.stdout.trimEnd().split('\n').slice(-2)).toEqual(['* Ann -15   o Bert = Dirk 20', '+ Cis 10']);
  });

  // Every point drawn is counted: a correction is one, and so is Zwikken's pot shared at the end (until 2026-12-06
  // the title counted the deals alone, and called the pot shared "the settlement", the name of 'tafel settle').
  test('the title counts what is drawn: the deals, the corrections, the pot shared', async () => {
    const fresh = home();
    const id = (await json(fresh, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'])).id;
    await ok(fresh, ['correct', 'Ann=-5,Bert=5', '--reason', 'x']);
    const title = async (at: string, args: string[]) => (await run(at, ['chart', ...args])).stdout.split('\n')[0];
    expect(await title(fresh, [])).toBe(`${id}  running totals after each deal (0 deals, 1 correction)`);
    expect(await title(fresh, ['--lang', 'nl'])).toBe(`${id}  stand per gift (0 giften, 1 correctie)`);
    await ok(fresh, ['record', 'samen', '8', '--by', 'Bert,Dirk', '--tricks', '9']);
    await ok(fresh, ['correct', 'Cis=-1,Dirk=1', '--reason', 'y']);
    expect((await json(fresh, ['chart'])).series.Ann).toEqual([-5, -5, -5]);
    expect(await title(fresh, [])).toBe(`${id}  running totals after each deal (1 deal, 2 corrections)`);
    expect(await title(fresh, ['--lang', 'nl'])).toBe(`${id}  stand per gift (1 gift, 2 correcties)`);
    expect(await title(h, [ids.zwik])).toBe(
      `${ids.zwik}  running totals after each deal (2 deals, then the pot shared)`,
    );
    expect(await title(h, [ids.zwik, '--lang', 'nl'])).toBe(
      `${ids.zwik}  stand per spel (2 spellen, dan de pot verdeeld)`,
    );
  });

  test('without a sheet: refused with a hint', async () => {
    const r = await run(home(), ['chart']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/No active sheet/);
  });
});

describe('tafel stats', () => {
  test('--json: hand-worked numbers; an unreadable sheet is skipped with a warning', async () => {
    const copy = home();
    fs.cpSync(h, copy, { recursive: true });
    fs.writeFileSync(path.join(copy, 'sheets', 'broken.json'), '{ not json');
    const r = await run(copy, ['stats', '--game', 'kleurenwiezen', '--json']);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/^tafel: warning: skipped sheet broken: .*broken\.json is not valid JSON/);
    const s = JSON.parse(r.stdout);
    // Two whist sheets of two deals each. Ann: -15 + 5 = -10 over 4 deals = -2.5.
    expect(s).toMatchObject({
      only: { game: 'kleurenwiezen' },
      evenings: 1,
      sheets: 2,
      deals: 4,
      skipped: [{ id: 'broken' }],
    });
    expect(s.players.Ann.games.kleurenwiezen).toEqual({
      unit: 'points',
      evenings: 1,
      sheets: 2,
      deals: 4,
      points: -10,
      perDeal: -2.5,
      contracts: { solo: { declared: 1, made: 0 }, vragen: { declared: 1, made: 1 } },
      best: { evening, amount: -10 },
      worst: { evening, amount: -10 },
    });
  });

  test('--player matches like the command line does (case, prefix)', async () => {
    const s = await json(h, ['stats', '--player', 'ev']);
    expect(Object.keys(s.players)).toEqual(['Eva']);
    expect(s.only).toEqual({ player: 'Eva' });
  });

  // A player is the sheets' (exit 1, as on record); a game is a value of --game's kind or not (exit 2).
  test.each([
    [['stats', '--player', 'Zed'], 1, /Unknown player "Zed"\. Players: Ann, Bert, Cis, Dirk, Eva\./],
    [['stats', '--game', 'poker'], 2, /Unknown game "poker"/],
  ])('%j is refused', async (args, code, message) => {
    const r = await run(h, args);
    expect(r.code).toBe(code);
    expect(r.stderr).toMatch(message);
  });

  test('an unknown --player writes nothing, not even the index its listing learned (a fuzz find)', async () => {
    const fresh = home();
    await tafel(fresh, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk']);
    await tafel(fresh, ['record', 'samen', '8', '--by', 'Ann,Bert', '--tricks', '9']);
    const before = snapshot(fresh);
    const r = await tafel(fresh, ['stats', '--player', 'Zed']);
    expect(r.code).toBe(1);
    expect(snapshot(fresh)).toEqual(before);
    // A player who is there: the index is kept.
    expect((await tafel(fresh, ['stats', '--player', 'ann'])).code).toBe(0);
    expect(fs.existsSync(path.join(fresh, 'index-stats.json'))).toBe(true);
  });

  // Until 2026-12-06 an evening of no deal (a sheet of only a correction) was a best or worst evening: 2026-11-28 +5.
  test('an evening he played no deal on is no best or worst evening: "-", null in --json', async () => {
    const fresh = home();
    const at = (day: number) => ({ now: new Date(2026, 10, day, 20) });
    await tafel(fresh, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'], at(27));
    await tafel(fresh, ['record', 'samen', '8', '--by', 'Bert,Dirk', '--tricks', '9'], at(27));
    await tafel(fresh, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Eva'], at(28));
    await tafel(fresh, ['correct', 'Ann=5,Eva=-5', '--reason', 'x'], at(28));
    const s = (await tafelJson(fresh, ['stats'])).players;
    expect(s.Ann.games.kleurenwiezen).toMatchObject({
      evenings: 2,
      points: 5,
      best: { evening: '2026-11-27', amount: 0 },
      worst: { evening: '2026-11-27', amount: 0 },
    });
    expect(s.Eva.games.kleurenwiezen).toMatchObject({ evenings: 1, points: -5, best: null, worst: null });
    const rows = tableRows((await tafel(fresh, ['stats'], { env: { COLUMNS: '200' } })).stdout);
    expect(rows.find((c) => c[0] === 'Eva')).toEqual(['Eva', '1', '0', '-5', '-', '-', '-', '-']);
  });

  // Until 2026-12-06 both said "Nothing played that fits." / "Niets gespeeld dat past.".
  test.each([
    ['en', ['--player', 'Eva'], 'Eva played no zwikken.'],
    ['nl', ['--player', 'eva'], 'Eva heeft geen zwikken gespeeld.'],
    ['en', [], 'Nobody has played zwikken yet.'],
    ['nl', [], 'Nog niemand heeft zwikken gespeeld.'],
  ])('--game that nobody, or --player, played: said by name (%s, %j)', async (lang, player, said) => {
    const fresh = home();
    await tafel(fresh, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Eva']);
    const r = await tafel(fresh, ['stats', '--game', 'zwikken', ...player, '--lang', lang]);
    expect(r).toMatchObject({ code: 0, stdout: `${said}\n` });
  });

  test('text: a table per game', async () => {
    const r = await run(h, ['stats']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^1 evening, 5 sheets, 8 deals\./);
    expect(r.stdout).toContain('zwikken (money)');
  });

  // Ann over the two whist sheets: -10 in 4 deals, -2.5 a deal; at Belote she took once (92 + her belote
  // 20 against 70: made). Belote stores a take as `take`; Dutch says "nemen", and writes a decimal comma.
  test.each([
    ['en', '-2.5', 'take 1/1'],
    ['nl', '-2,5', 'nemen 1/1'],
  ])('text in %s: the average and the contracts in its words', async (lang, average, took) => {
    const r = await tafel(h, ['stats', '--player', 'Ann', '--lang', lang], { ...clock(), env: { COLUMNS: '200' } });
    const rows = tableRows(r.stdout).filter((c) => c[0] === 'Ann');
    const day = evening; // the evening's date, as the best and worst evening name it
    expect(rows).toContainEqual(['Ann', '1', '1', '112', '112', `${day} 112`, `${day} 112`, took]);
    expect(rows.find((c) => c[7] === 'solo 0/1, vragen 1/1')?.[4]).toBe(average);
  });
});

describe('tafel sheets by evening', () => {
  test('--json keeps the list and adds the evening', async () => {
    const rows = await json<any[]>(h, ['sheets']);
    expect(rows.map((r) => r.id)).toEqual([ids.zwik, ids.solo, ids.belote, ids.b, ids.a]);
    expect(rows.every((r) => r.evening === evening)).toBe(true);
  });

  test('text: a heading per evening', async () => {
    expect((await run(h, ['sheets'])).stdout).toContain(`Evening of ${evening}`);
  });
});

describe('an evening runs past midnight, until 06:00', () => {
  // Local times: the table starts on Saturday 5 December at 21:30 and plays on after midnight.
  const at = (day: number, hour: number, minute = 0) => ({ now: new Date(2026, 11, day, hour, minute) });
  const FOUR = ['--players', 'Ann,Bert,Cis,Dirk'];
  const RATE = ['--rate', 'kleurenwiezen=0.05'];

  test('a sheet started at 00:15 is the evening before: its id, its heading, settle and export take both', async () => {
    const h = home();
    expect((await tafelJson(h, ['new', 'kleurenwiezen', ...FOUR], at(5, 21, 30))).id).toBe('2026-12-05-kleurenwiezen');
    await tafelJson(h, ['correct', 'Ann=10,Bert=-10', '--reason', 'x'], at(5, 23));
    expect((await tafelJson(h, ['new', 'kleurenwiezen', ...FOUR], at(6, 0, 15))).id).toBe('2026-12-05-kleurenwiezen-2');
    await tafelJson(h, ['correct', 'Cis=20,Dirk=-20', '--reason', 'x'], at(6, 0, 30));
    const rows = await tafelJson<{ id: string; evening: string }[]>(h, ['sheets'], at(6, 0, 40));
    expect(rows.map((r) => [r.id, r.evening])).toEqual([
      ['2026-12-05-kleurenwiezen-2', '2026-12-05'],
      ['2026-12-05-kleurenwiezen', '2026-12-05'],
    ]);
    // At 00:40 the active sheet's evening, and today's, hold both sheets: 10 and 20 points at 0.05 are 0.50 and 1.00.
    const settled = { Ann: 0.5, Bert: -0.5, Cis: 1, Dirk: -1 };
    for (const args of [
      ['settle', ...RATE],
      ['settle', '--evening', 'today', ...RATE],
    ]) {
      const s = await tafelJson(h, args, at(6, 0, 40));
      expect([s.evening, s.balances, s.sheets.length]).toEqual(['2026-12-05', settled, 2]);
    }
    expect(
      (await tafel(h, ['settle', '--evening', 'vandaag', ...RATE, '--lang', 'nl'], at(6, 5, 59))).stdout,
    ).toContain('Dirk betaalt Cis 1,00');
    const md = (await tafel(h, ['export', '--evening', 'today', '--format', 'md'], at(6, 1))).stdout;
    expect(md.match(/^### .*$/gm)).toEqual([
      '### 2026-12-05-kleurenwiezen',
      '### 2026-12-05-kleurenwiezen-2',
      '### Totals per game',
    ]);
    expect((await tafel(h, ['sheets'], at(6, 0, 40))).stdout.match(/Evening of/g)).toEqual(['Evening of']);
    // today- in an id is this evening's date.
    expect((await tafelJson(h, ['use', 'today-kleurenwiezen'], at(6, 2))).active).toBe('2026-12-05-kleurenwiezen');
    // From 06:00 it is a new day's evening; the night before is yesterday's.
    expect((await tafelJson(h, ['new', 'kleurenwiezen', ...FOUR], at(6, 6))).id).toBe('2026-12-06-kleurenwiezen');
    const y = await tafelJson(h, ['settle', '--evening', 'yesterday', ...RATE], at(6, 20));
    expect([y.evening, y.balances]).toEqual(['2026-12-05', settled]);
    expect((await tafelJson(h, ['event', 'new', 'klaverjassen', '--entrants', 'A,B,C,D'], at(7, 0, 20))).id).toBe(
      '2026-12-06-klaverjassen',
    );
  });
});
