import { describe, expect, test, afterAll, beforeAll } from '@jest/globals';
import fc from 'fast-check';
import {
  drawChart,
  fit,
  hiddenLines,
  legend,
  linesOf,
  niceScale,
  PLAIN_MARKS,
  seriesOf,
} from '../../src/evening/chart.js';
import { replay } from '../../src/sheet/sheet.js';
import { sheet, vrijdagA, vrijdagZwikken } from './fixtures.js';
import fs from 'node:fs';
import path from 'node:path';
import { tafel, tempHome, snapshot } from '../helpers/cli.js';
import os from 'node:os';
import type { Ctx } from '../../src/commands/context.js';
import { runPresetSave } from '../../src/commands/preset.js';
import { openSheet } from '../../src/play/start.js';
import { Store } from '../../src/store/store.js';
import { Scripted } from '../play/scripted.js';
import { HOST } from '../helpers/host.js';
import { testCtx } from '../helpers/ctx.js';

/**
 * Running totals (lodige): samen 8 Bert + Dirk 9 tricks: Bert, Dirk 10. Ann solo 6, 5 tricks:
 * Ann -15, the others +10: -15, 20, 10, 20. Cis abondance 9 made: +30, Cis 40. Final order:
 * Cis 40 on top, Bert and Dirk 20, Ann -15 at the bottom.
 */
const three = () =>
  sheet(
    'kleurenwiezen',
    ['Ann', 'Bert', 'Cis', 'Dirk'],
    ['samen 8 --by Bert,Dirk --tricks 9', 'solo 6 --by Ann --tricks 5', 'abondance 9 --by Cis --tricks 9'],
    {
      id: 'x-1',
      createdAt: '2026-11-27T12:00:00.000Z',
    },
  );

describe('series', () => {
  test("each player's running total after each deal", () => {
    const s = vrijdagA();
    expect(seriesOf(s.view, s.game)).toEqual({
      id: '2026-11-27-kleurenwiezen',
      unit: 'points',
      settled: false,
      series: { Ann: [0, -15], Bert: [10, 20], Cis: [0, 10], Dirk: [10, 20] },
    });
  });

  test('money to the cent, summed in cents (0.30 - 0.10 is 0.20, not 0.19999...)', () => {
    const z = vrijdagZwikken();
    expect(seriesOf(z.view, z.game).series).toEqual({
      Ann: [0.3, 0.3, 0.2],
      Bert: [-0.5, -0.5, -0.6],
      Cis: [-0.1, -0.5, -0.6],
      Dirk: [-0.1, -0.1, -0.2],
    });
  });

  test('a shared pot at finish is a last point, so the line ends on the total', () => {
    const z = vrijdagZwikken();
    const data = { ...z.data, closed: true, sharePot: true };
    const s = seriesOf(replay(z.game, data), z.game);
    // The pot of 1.20 shared by four: 0.30 each. Ann 0.20 + 0.30 = 0.50.
    expect(s.settled).toBe(true);
    expect(s.series.Ann).toEqual([0.3, 0.3, 0.2, 0.5]);
  });

  test('Belote draws a line per team, not two identical lines', () => {
    const b = sheet('belote', ['Ann', 'Bert', 'Cis', 'Dirk'], ['--taker Ann --points 92'], {
      id: 'b-1',
      createdAt: '2026-11-27T12:00:00.000Z',
    });
    expect(linesOf(b.view, seriesOf(b.view, b.game))).toEqual([
      { label: 'Ann + Cis', values: [0, 92] },
      { label: 'Bert + Dirk', values: [0, 70] },
    ]);
  });
});

describe('the chart', () => {
  const s = three();
  const lines = linesOf(s.view, seriesOf(s.view, s.game));

  test("without colour: one mark per player, the leader's line ends on top, the last at the bottom", () => {
    const rows = drawChart(lines, { width: 60, color: false, money: false }).split('\n');
    const last = Math.max(...rows.map((r) => r.trimEnd().length)) - 1;
    const column = rows.map((r) => r[last] ?? ' ').filter((c) => c !== ' ');
    expect(column[0]).toBe(PLAIN_MARKS[2]); // Cis (Bert and Dirk share the second line)
    expect(column[column.length - 1]).toBe(PLAIN_MARKS[0]); // Ann
    expect(rows.every((r) => r.length <= 60)).toBe(true);
    expect(rows.join('\n')).not.toMatch(/\u001b\[/);
    // The axis labels run from the highest total to the lowest.
    expect(rows[0]).toMatch(/^\s*40 ┤/);
    expect(rows[rows.length - 1]).toMatch(/^-15 ┤/);
  });

  test('with colour: ANSI colours, and the legend shows each colour with the total', () => {
    expect(drawChart(lines, { width: 60, color: true, money: false })).toMatch(/\u001b\[3\dm/);
    // Bert and Dirk have the same running totals: one line, named after both (issue 15).
    expect(legend(lines, { color: false, money: false })).toBe('* Ann -15   o Bert = Dirk 20   + Cis 40');
    expect(legend(lines, { color: true, money: false })).toContain('\u001b[34m──\u001b[0m Ann -15');
  });

  test.each([
    // -15..40 in steps of 5: 11 rows (steps of 1 or 2 would need 55 or 28).
    [-15, 40, 12, { min: -15, max: 40, rows: 11 }],
    // Zwikken in cents, -0.60..0.30: steps of 0.10.
    [-60, 30, 12, { min: -60, max: 30, rows: 9 }],
    [0, 7, 12, { min: 0, max: 7, rows: 7 }],
    [-3, 250, 12, { min: -25, max: 250, rows: 11 }],
    [0, 0, 12, { min: 0, max: 1, rows: 1 }],
  ])('a round scale for %d..%d', (min, max, rows, scale) => {
    expect(niceScale(min, max, rows)).toEqual(scale);
  });

  test('a line that a later one covers cell for cell is said hidden in the legend, not listed as if seen', () => {
    // 100 and 101 points land on one row of a chart that runs to 200: Ann's line lies wholly under Bert's.
    const lines = [
      { label: 'Ann', values: [0, 100, 200] },
      { label: 'Bert', values: [0, 101, 201] },
      { label: 'Cis', values: [0, -100, -200] },
    ];
    const opts = { width: 60, money: false };
    expect(hiddenLines(lines, opts)).toEqual([0]);
    expect(drawChart(lines, { ...opts, color: false })).not.toContain('*');
    expect(legend(lines, { color: false, money: false, hidden: hiddenLines(lines, opts) })).toBe(
      '* Ann 200 (under a later line)   o Bert 201   + Cis -200',
    );
    expect(legend(lines, { color: false, money: false, lang: 'nl', hidden: [0] })).toContain(
      '* Ann 200 (onder een latere lijn)',
    );
    // Apart, every line shows.
    expect(hiddenLines([lines[0], lines[2]], opts)).toEqual([]);
  });

  test('every axis label is exact and each total sits on its own row', () => {
    const rows = drawChart(lines, { width: 60, color: false, money: false }).split('\n');
    expect(rows.map((r) => r.slice(0, 3).trim())).toEqual([
      '40',
      '35',
      '30',
      '25',
      '20',
      '15',
      '10',
      '5',
      '0',
      '-5',
      '-10',
      '-15',
    ]);
    // Row "20": Bert and Dirk end there on their shared line (o), which the legend names after both;
    // Cis's last step (+) climbs through the last column on its way to 40.
    expect(rows[4].trimEnd()).toMatch(/o\+$/);
    expect(rows[0].trimEnd()).toMatch(/\+$/);
  });

  test('a value half way between two rows goes to the row away from zero, below zero as above', () => {
    // Rows 20 apart: -30 lies half way between -20 and -40 and is drawn down to -40, as +30 is drawn up to 40.
    const rowOf = (values: number[], label: string) =>
      drawChart([{ label: 'Ann', values }], { width: 40, color: false, money: false })
        .split('\n')
        .find((r) => r.trimStart().startsWith(`${label} ┤`))!;
    expect(rowOf([0, -30, 150], '-40').split('┤')[1].trim()).not.toBe('');
    expect(rowOf([0, 30, -150], '40').split('┤')[1].trim()).not.toBe('');
  });

  test('short labels keep a space before the axis', () => {
    const rows = drawChart([{ label: 'Ann', values: [0, 2, 1] }], { width: 30, color: false, money: false }).split(
      '\n',
    );
    expect(rows.map((r) => r.slice(0, 5))).toEqual(['  2 ┤', '  1 ┤', '  0 ┤']);
  });

  test('money labels have two decimals', () => {
    const z = vrijdagZwikken();
    const chart = drawChart(linesOf(z.view, seriesOf(z.view, z.game)), { width: 50, color: false, money: true });
    expect(chart.split('\n')[0]).toMatch(/^ 0\.30 ┤/);
    expect(legend(linesOf(z.view, seriesOf(z.view, z.game)), { color: false, money: true })).toBe(
      '* Ann 0.20   o Bert -0.60   + Cis -0.60   x Dirk -0.20',
    );
  });

  test('fits any width: a long evening is sampled, a short one widened, first and last kept', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -500, max: 500 }), { minLength: 1, maxLength: 400 }),
        fc.integer({ min: 2, max: 200 }),
        (values, columns) => {
          // biome-ignore lint/suspicious/noFocusedTests: chart.ts's `fit`, not Jest's focused test
          const out = fit(values, columns);
          expect(out.length).toBeLessThanOrEqual(Math.max(columns, values.length === 1 ? 1 : 2));
          expect(out[0]).toBe(values[0]);
          expect(out[out.length - 1]).toBe(values[values.length - 1]);
        },
      ),
    );
    // 3 points into 40 columns: each step held over 6 columns.
    // biome-ignore lint/suspicious/noFocusedTests: chart.ts's `fit`, not Jest's focused test
    expect(fit([0, 10, 5], 40)).toEqual([0, 0, 0, 0, 0, 0, 10, 10, 10, 10, 10, 10, 5]);
  });
});

/**
 * `import` and `export --all` of many sheets say how far they are on a terminal (standard error, a
 * line redrawn in place: "\r" and erase-to-end-of-line) and end with one summary line; nothing of it
 * when standard error is no terminal or with --json (issue 33 §4). Through the built bundle in process:
 * `tty: true` makes its standard output and error a terminal.
 */
const homes: string[] = [];
const home = () => {
  const h = tempHome();
  homes.push(h);
  return h;
};
afterAll(() => {
  for (const h of homes) fs.rmSync(h, { recursive: true, force: true });
});

const SHEETS = 12;
const ERASE = '\x1b[K';
let source: string;
let file: string;

beforeAll(async () => {
  // Twelve evenings, one sheet each, then their JSON backup: the file the imports below read.
  source = home();
  for (let day = 1; day <= SHEETS; day++) {
    const now = `2026-10-${String(day).padStart(2, '0')}T20:00:00`;
    const r = await tafel(source, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'], { now });
    expect(r.code).toBe(0);
    expect((await tafel(source, ['record', 'pas'], { now })).code).toBe(0);
  }
  file = path.join(home(), 'backup.json');
  expect((await tafel(source, ['export', '--all', '--format', 'json', '--out', file])).code).toBe(0);
}, 120_000);

describe('import', () => {
  test('on a terminal: how far the reading is, then the writing, the line taken away, and one summary', async () => {
    const r = await tafel(home(), ['import', file], { tty: true });
    expect(r.code).toBe(0);
    // One read of a small file: 100% at once; the writing is always said; then the line is cleared.
    expect(r.stderr).toBe(`\rReading ${file}: 100%${ERASE}\rWriting 12 sheets...${ERASE}\r${ERASE}`);
    expect(r.stdout).toBe("Imported 12 sheets; 'tafel sheets' lists them.\n'tafel use <id>' makes one active.\n");
  });

  test('piped: no progress, the same summary; in Dutch too', async () => {
    const r = await tafel(home(), ['import', file]);
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(r.stdout.split('\n')[0]).toBe("Imported 12 sheets; 'tafel sheets' lists them.");
    const nl = await tafel(home(), ['import', file, '--lang', 'nl'], { tty: true });
    expect(nl.stderr).toBe(`\r${file} lezen: 100%${ERASE}\r12 bladen wegschrijven...${ERASE}\r${ERASE}`);
    expect(nl.stdout.split('\n')[0]).toBe("12 bladen ingelezen; 'tafel sheets' toont ze.");
  });

  test("a file name's control characters are shown, never sent to the terminal", async () => {
    const evil = path.join(source, 'evil\x1b[2J.json');
    fs.copyFileSync(file, evil);
    const r = await tafel(home(), ['import', evil], { tty: true });
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(`Reading ${evil.replace('\x1b', '\\x1b')}: 100%`);
    expect(r.stderr.replaceAll(ERASE, '')).not.toContain('\x1b');
  });

  test('with --json, on a terminal: nothing on standard error, every id in the document', async () => {
    const r = await tafel(home(), ['import', file, '--json'], { tty: true });
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(JSON.parse(r.stdout).imported).toHaveLength(SHEETS);
  });

  test('ten sheets or fewer are still named one by one', async () => {
    const few = path.join(source, 'few.json');
    const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
    fs.writeFileSync(few, JSON.stringify({ ...doc, sheets: doc.sheets.slice(0, 10) }));
    const r = await tafel(home(), ['import', few]);
    const ids = doc.sheets.slice(0, 10).map((s: { sheet: { id: string } }) => s.sheet.id);
    expect(r.stdout.split('\n')[0]).toBe(`Imported 10 sheets: ${ids.join(', ')}.`);
  });
});

describe('export --all', () => {
  test('to standard output on a terminal: the document on stdout, progress and summary on stderr', async () => {
    const r = await tafel(source, ['export', '--all', '--format', 'csv'], { tty: true });
    expect(r.code).toBe(0);
    const piped = await tafel(source, ['export', '--all', '--format', 'csv']);
    // The same document either way; piped, standard error stays empty.
    expect([r.stdout, piped.stderr]).toEqual([piped.stdout, '']);
    // The first evening is always drawn (then at most every 100 ms), the line is cleared, the summary follows.
    expect(r.stderr.startsWith(`\rExporting: 1 of 12 sheets${ERASE}`)).toBe(true);
    expect(r.stderr.endsWith(`\r${ERASE}Exported 12 sheets (csv).\n`)).toBe(true);
    expect(r.stderr.replace(/\r[^\r]*\x1b\[K/g, '')).toBe('Exported 12 sheets (csv).\n');
  });

  test('to a file on a terminal: progress, then the one line saying what was written', async () => {
    const out = path.join(home(), 'all.csv');
    const r = await tafel(source, ['export', '--all', '--format', 'csv', '--out', out], { tty: true });
    expect(r.code).toBe(0);
    expect(r.stderr.startsWith(`\rExporting: 1 of 12 sheets${ERASE}`)).toBe(true);
    expect(r.stderr.endsWith(`\r${ERASE}`)).toBe(true);
    expect(r.stdout).toBe(`Wrote 12 sheets (csv) to ${out}.\n`);
  });

  test('with --json on a terminal: nothing on standard error', async () => {
    const out = path.join(home(), 'all.json');
    const r = await tafel(source, ['export', '--all', '--format', 'json', '--out', out, '--json'], { tty: true });
    expect([r.code, r.stderr]).toEqual([0, '']);
  });

  test('stopped while it writes a file (Ctrl-C, SIGTERM): its temporary file goes, the file as it was', async () => {
    const dir = home();
    const out = path.join(dir, 'all');
    fs.writeFileSync(out, 'mine');
    const before = snapshot(source);
    const runs = [
      ['json', 'en', 'SIGINT', 130, `Stopped; nothing was written to ${out}.`],
      ['csv', 'nl', 'SIGTERM', 143, `Gestopt; er werd niets naar ${out} geschreven.`],
    ] as const;
    for (const [format, lang, signal, code, said] of runs) {
      // The signal comes as the first sheet is written (its progress drawn); the writing looks at it between pieces.
      const stop = new AbortController();
      const args = ['export', '--all', '--format', format, '--out', out, '--force', '--lang', lang];
      const r = await tafel(source, args, { tty: true, signal: stop.signal, onStderr: () => stop.abort(signal) });
      expect([r.code, r.stdout]).toEqual([code, '']);
      // Wrapped at the terminal's 80 columns, as every line the shell says there (since 2026-12-07 the shell says it).
      expect(r.stderr.replace(/\n {2}/g, ' ').endsWith(`\r${ERASE}${said}\n`)).toBe(true);
      expect([fs.readdirSync(dir), fs.readFileSync(out, 'utf8')]).toEqual([['all'], 'mine']);
    }
    expect(snapshot(source)).toEqual(before);
  });
});

/**
 * Issue 27 item 17: when every sheet is unreadable, `export --all`, `export --evening`, `settle` and
 * `stats` named no sheet ("no sheets yet", `stats` even with exit 0) and sent the user to start one.
 * Then they refused with the one sheet's reason, or the list of ids, and no warning, where docs/reliability.md
 * promises that an unreadable sheet is skipped with a warning: now each is warned of as a skipped sheet is, then
 * one line says nothing was done (exit 1), and no file changes. Through the BUILT bundle, run in process as the
 * binary runs it (test/helpers/cli.ts).
 */
const COMMANDS: [string[], string, string][] = [
  [['export', '--all'], 'export', 'te exporteren'],
  [['export', '--all', '--format', 'json'], 'export', 'te exporteren'],
  [['export', '--evening', 'today'], 'export', 'te exporteren'],
  [['settle'], 'settle', 'af te rekenen'],
  [['stats'], 'count', 'te tellen'],
];

/** A data directory of `sheets` sheets, each made and written to in process, then broken by hand. */
async function store(sheets: number): Promise<{ dir: string; ids: string[] }> {
  const dir = home();
  const ids: string[] = [];
  for (let i = 0; i < sheets; i++) {
    const made = await tafel(dir, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk']);
    expect(made.code).toBe(0);
    ids.push(/New sheet (\S+) /.exec(made.stdout)![1]);
    expect((await tafel(dir, ['record', 'samen', '8', '--by', 'Ann,Bert', '--tricks', '9'])).code).toBe(0);
  }
  for (const id of ids) fs.writeFileSync(path.join(dir, 'sheets', `${id}.json`), '{"broken');
  return { dir, ids };
}

describe('every sheet unreadable: each is warned of, then nothing was done', () => {
  // One store for every command: each is refused, and the snapshot shows none of them wrote.
  let dir: string;
  let ids: string[];
  let before: Record<string, string>;
  beforeAll(async () => {
    ({ dir, ids } = await store(1));
    before = snapshot(dir);
  });

  test.each(COMMANDS)('one sheet: %j warns of it, in English and Dutch', async (args, verb, nlVerb) => {
    const file = path.join(dir, 'sheets', `${ids[0]}.json`);
    const en = await tafel(dir, args);
    expect([en.code, en.stdout]).toEqual([1, '']);
    expect(en.stderr).toBe(
      `tafel: warning: skipped sheet ${ids[0]}: ${file} is not valid JSON; it was left untouched. 'tafel doctor' ` +
        `shows whether its previous version reads fine ('tafel doctor --restore ${ids[0]}' puts it back); or repair ` +
        `it by hand, or delete the sheet with 'tafel delete ${ids[0]} --force'.\n` +
        `tafel: Nothing to ${verb}: the only sheet was skipped (see above).\n`,
    );
    const nl = await tafel(dir, ['--lang', 'nl', ...args]);
    expect([nl.code, nl.stdout]).toEqual([1, '']);
    expect(nl.stderr).toContain(`tafel: waarschuwing: blad ${ids[0]} overgeslagen: ${file} is geen geldige JSON; `);
    expect(nl.stderr.split('\n').at(-2)).toBe(
      `tafel: Niets ${nlVerb}: het enige blad werd overgeslagen (zie hierboven).`,
    );
    expect(snapshot(dir)).toEqual(before);
  });

  test('with --json the refusal is the error document, after the warning', async () => {
    const r = await tafel(dir, ['--json', 'stats']);
    const [warning, error, end] = r.stderr.split('\n');
    expect([r.code, r.stdout, warning.startsWith(`tafel: warning: skipped sheet ${ids[0]}: `), end]).toEqual([
      1,
      '',
      true,
      '',
    ]);
    expect(JSON.parse(error)).toEqual({
      error: { code: 'unreadable', message: 'Nothing to count: the only sheet was skipped (see above).' },
    });
  });

  test('two sheets: each command warns of both, then says nothing was done', async () => {
    const { dir, ids } = await store(2);
    const before = snapshot(dir);
    for (const [args, verb] of COMMANDS) {
      const r = await tafel(dir, args);
      const lines = r.stderr.split('\n');
      expect([args, r.code, r.stdout, lines.length]).toEqual([args, 1, '', 4]);
      expect(lines.slice(0, 2).map((l) => l.slice(0, l.indexOf(':', 30)))).toEqual(
        ids.map((id) => `tafel: warning: skipped sheet ${id}`),
      );
      expect(lines.slice(2)).toEqual([`tafel: Nothing to ${verb}: both sheets were skipped (see above).`, '']);
    }
    const nl = await tafel(dir, ['--lang', 'nl', 'stats']);
    expect(nl.stderr.split('\n').at(-2)).toBe(
      'tafel: Niets te tellen: beide bladen werden overgeslagen (zie hierboven).',
    );
    expect(snapshot(dir)).toEqual(before);
  });
});

const ctxIn = (dir: string): Ctx => testCtx({ store: new Store(dir, HOST), interactive: true });

describe('tafel play with no open sheet offers the presets first', () => {
  test('choosing a preset starts its sheet, made active, with its players, rules and house rules', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tafel-preset-'));
    try {
      const ctx = ctxIn(dir);
      await runPresetSave(ctx, 'vrijdag', {
        game: 'kleurenwiezen',
        rules: 'cardgames',
        players: 'Ann,Bert,Cis,Dirk',
        set: ['deals=8'],
      });
      await runPresetSave(ctx, 'leeg', { game: 'belote' }); // no players: cannot start without questions
      const p = new Scripted(['new sheet: vrijdag']);
      const id = await openSheet(ctx, p);
      expect(p.asked[0].choices).toEqual(['new sheet: vrijdag', 'start a new sheet', 'quit']);
      const data = ctx.store.readSheet(id!);
      expect([data.game, data.rules, data.players, data.set]).toEqual([
        'kleurenwiezen',
        'cardgames',
        ['Ann', 'Bert', 'Cis', 'Dirk'],
        { deals: '8' },
      ]);
      expect(ctx.store.readSettings().active).toBe(id);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

test("Zwikken stats: in Dutch at 60 columns every date whole; the contract in the run's own words", async () => {
  const h = tempHome();
  await tafel(h, ['new', 'zwikken', '--players', 'Ann,Bert,Cis,Eva', '--stake', '0.10']);
  for (const [askers, winner] of [
    ['Ann,Bert', 'Ann'],
    ['Cis', 'Eva'],
    ['Bert,Eva', 'Bert'],
  ])
    await tafel(h, ['record', '--askers', askers, '--winner', winner]);
  await tafel(h, ['finish', '--share-pot']);
  const r = await tafel(h, ['stats', '--lang', 'nl'], { tty: true, columns: 60, env: { NO_COLOR: '1' } });
  const lines = r.stdout.trimEnd().split('\n');
  expect(lines.every((l) => l.length <= 60)).toBe(true);
  expect(r.stdout).not.toContain('…');
  // Best and worst evening of each of the four players: eight dates.
  expect(r.stdout.match(/\d{4}-\d\d-\d\d/g)).toHaveLength(8);
  // Bert asked twice and won once: the stored word `vragen` is said in the language of the run.
  expect(r.stdout).toContain('vragen 1/2');
  expect((await tafel(h, ['stats', '--player', 'Bert'])).stdout).toContain('ask 1/2');
  fs.rmSync(h, { recursive: true, force: true });
});

describe("the chart's title line at the terminal's width", () => {
  const NOW = { now: new Date(2026, 11, 6, 20, 0) };
  test('a count stays with its word, and the bracket whole where it fits a line, in English and Dutch', async () => {
    const h = tempHome();
    await tafel(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'], NOW);
    for (let i = 0; i < 3; i++) await tafel(h, ['record', 'pas'], NOW);
    const head = async (columns: number, lang: string) =>
      (await tafel(h, ['chart', '--lang', lang, '--no-color'], { ...NOW, tty: true, columns })).stdout
        .split('\n')
        .slice(0, 2);
    // 24 + 2 + 40 columns: at 60 the bracket goes whole to the next line (it broke as "(3" / "deals)"); the two spaces
    // after the sheet's id stay as they are on a line that fits.
    expect(await head(60, 'en')).toEqual(['2026-12-06-kleurenwiezen  running totals after each deal', '  (3 deals)']);
    expect((await head(80, 'en'))[0]).toBe('2026-12-06-kleurenwiezen  running totals after each deal (3 deals)');
    expect((await head(60, 'nl'))[0]).toBe('2026-12-06-kleurenwiezen  stand per gift (3 giften)');
    // Narrower: the Dutch breaks before the bracket, never inside it.
    expect(await head(45, 'nl')).toEqual(['2026-12-06-kleurenwiezen  stand per gift', '  (3 giften)']);
    expect(await head(45, 'en')).toEqual(['2026-12-06-kleurenwiezen  running totals', '  after each deal (3 deals)']);
  });
});
