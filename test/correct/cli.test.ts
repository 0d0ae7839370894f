import { describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BIN, ROOT, snapshot, tafel, tafelJson, tempHomes } from '../helpers/cli.js';

// Each new command once through the BUILT binary (npm run build first; `npm test` does); the
// details are in commands.test.ts and rows.test.ts, in process.
const home = tempHomes();
const FOUR = ['--players', 'Ann,Bert,Cis,Dirk'];

describe('correcting a sheet through the binary', () => {
  test('kleurenwiezen: --dealer, --note, correct, partial edit, undo/redo, rename, set, dealer, finish/reopen', () => {
    const h = home();
    const id = tafelJson(h, ['new', 'kleurenwiezen', '--rules', 'cardgames', ...FOUR]).id;
    // vragen with 8 tricks: v = 2; declarers +2 each, opponents -2 each. Cis dealt it.
    expect(tafelJson(h, ['record', 'vragen', '--by', 'Ann,Bert', '--tricks', '8', '--dealer', 'Cis', '--note', 'verzaakt door Cis'])).toMatchObject({ dealer: 'Cis', note: 'verzaakt door Cis', scores: { Ann: 2, Bert: 2, Cis: -2, Dirk: -2 } });
    const c = tafel(h, ['correct', 'Cis=-6,Ann=2,Bert=2,Dirk=2', '--reason', 'verzaakt']);
    expect(c.stdout).toMatch(/c1 .*correction: verzaakt .*\+2 .*\+2 .*-6 .*\+2/);
    expect(c.stdout).toContain('(verzaakt door Cis)');
    // vragen with 7 tricks fails: declarers -2, opponents +2; plus the correction.
    expect(tafelJson(h, ['edit', '1', '--tricks', '7']).totals).toEqual({ Ann: 0, Bert: 0, Cis: -4, Dirk: 4 });
    expect(tafelJson(h, ['undo']).removed).toMatchObject({ correction: 1 });
    expect(tafelJson(h, ['redo']).restored).toMatchObject({ correction: 1, reason: 'verzaakt' });
    expect(tafelJson(h, ['rename', 'Dirk', 'Dirkje']).sheet.totals).toEqual({ Ann: 0, Bert: 0, Cis: -4, Dirkje: 4 });
    const before = snapshot(h);
    const bad = tafel(h, ['set', 'open-miseri=on']);
    expect([bad.code, bad.stderr]).toEqual([2, expect.stringMatching(/Did you mean 'open-miserie'/)]);
    expect(snapshot(h)).toEqual(before);
    expect(tafel(h, ['set', 'deals=4']).stdout).toMatch(/Changed deals off -> 4; totals unchanged/);
    expect(tafelJson(h, ['dealer', 'Ann']).nextDealer).toBe('Ann');
    tafelJson(h, ['finish', '--sheet', id]);
    expect(tafel(h, ['undo']).stderr).toContain(`'tafel reopen ${id}' opens it again`);
    expect(tafelJson(h, ['reopen']).sheet.finished).toBe(false);
  });

  test('belote seats and team corrections; delete keeps the sheet and its .bak for 30 days', () => {
    const h = home();
    const id = tafelJson(h, ['new', 'belote', ...FOUR]).id;
    expect(tafelJson(h, ['seats', 'Bert', 'Cis']).players).toEqual(['Ann', 'Cis', 'Bert', 'Dirk']);
    // Teams by seat: Ann + Bert, Cis + Dirk; naming Ann corrects her team.
    expect(tafelJson(h, ['correct', 'Ann=-20,Cis=20', '--reason', 'straf']).totals).toEqual({ Ann: -20, Bert: -20, Cis: 20, Dirk: 20 });
    expect(tafelJson(h, ['delete', id, '--force'])).toEqual({ deleted: id, keptDays: 30 });
    expect(fs.existsSync(path.join(h, 'deleted', id, `${id}.json.bak`))).toBe(true);
    expect(tafelJson(h, ['sheets', '--deleted']).map((d: { id: string }) => d.id)).toEqual([id]);
    expect(tafelJson(h, ['undelete', id])).toEqual({ undeleted: id });
    expect(fs.existsSync(path.join(h, 'sheets', `${id}.json.bak`))).toBe(true);
    expect(tafelJson(h, ['sheet', '--sheet', id]).totals).toEqual({ Ann: -20, Bert: -20, Cis: 20, Dirk: 20 });
  });

  test('zwikken: a correction is money between players, the pot untouched, exported as a row', () => {
    const h = home();
    tafelJson(h, ['new', 'zwikken', ...FOUR, '--stake', '0.10']);
    expect(tafelJson(h, ['correct', 'Ann=-0.50,Cis=0.50', '--reason', 'geleend'])).toMatchObject({ totals: { Ann: -0.5, Bert: 0, Cis: 0.5, Dirk: 0 } });
    // -0.50 + 0.40 = -0.10: refused, in Dutch too.
    expect(tafel(h, ['correct', 'Ann=-0.50,Cis=0.40', '--reason', 'x', '--lang', 'nl']).stderr).toMatch(/telt op tot -0\.10, niet 0/);
    expect(tafel(h, ['export', '--format', 'csv']).stdout).toMatch(/^c1,,correction: geleend,-0\.50,0\.00,0\.50,0\.00,$/m);
  });
});

describe('consistency', () => {
  test('bare tafel and tafel judge print their help (exit 0); the version is package.json\'s', () => {
    const h = home();
    const bare = tafel(h, []);
    expect([bare.code, bare.stdout]).toEqual([0, expect.stringMatching(/^Usage: tafel \[options\] \[command\]/)]);
    expect(bare.stdout).toMatch(/completion <shell>/);
    const judge = tafel(h, ['judge']);
    expect([judge.code, judge.stdout]).toEqual([0, expect.stringMatching(/^Usage: tafel judge/)]);
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(tafel(h, ['--version']).stdout.trim()).toBe(pkg.version);
  });

  test('did you mean, and judge trick --players by name', () => {
    const h = home();
    expect(tafel(h, ['new', 'kleurewiezen', ...FOUR]).stderr).toMatch(/Did you mean 'kleurenwiezen'\?/);
    expect(tafel(h, ['judge', 'trick', 'zwikken', '--trump', 'S', 'AS', 'KS', 'QS', '--players', 'Ann,Bert']).stderr).toMatch(/at most 2/);
    expect(tafel(h, ['judge', 'trick', 'zwikken', '--trump', 'S', 'AS', '--players', '2']).stderr).toMatch(/--player-count 2/);
  });

  test('FORCE_COLOR=1 colours a pipe, FORCE_COLOR=0 does not', () => {
    const h = home();
    tafelJson(h, ['new', 'kleurenwiezen', ...FOUR]);
    const run = (force: string) => spawnSync(process.execPath, [BIN, 'sheet'], { env: { ...process.env, TAFEL_HOME: h, NO_COLOR: '', FORCE_COLOR: force }, encoding: 'utf8' }).stdout;
    expect(run('1')).toContain('\u001b[');
    expect(run('0')).not.toContain('\u001b[');
  });

  test('shell completion: a script per shell, candidates from the data directory', () => {
    const h = home();
    tafelJson(h, ['new', 'kleurenwiezen', ...FOUR]);
    for (const shell of ['bash', 'fish']) expect(tafel(h, ['completion', shell]).stdout).toContain('tafel complete --');
    expect(tafel(h, ['completion', 'tcsh']).code).toBe(2);
    const values = (...words: string[]) => tafel(h, ['complete', '--', ...words]).stdout.split('\n').filter((l) => l && !l.startsWith(':')).map((l) => l.split('\t')[0]);
    expect(values('record', '--by', 'Bert,')).toEqual(['Bert,Ann', 'Bert,Cis', 'Bert,Dirk']);
    expect(values('record', 'sa')).toEqual(['samen']);
    expect(values('set', 'samen.1')).toEqual(['samen.10=', 'samen.11=', 'samen.12=', 'samen.13=']);
    // Completing loads none of the commands, the store, the prompts, the tables or colour: the
    // chunks of dist/ it loads (bin/tafel.cjs lists them) hold none of their sources (dist/chunks.json).
    const trace = path.join(h, 'trace.txt');
    const r = spawnSync(process.execPath, [BIN, 'complete', '--', 'record', '--by', 'B'], { env: { ...process.env, TAFEL_HOME: h, TAFEL_TRACE_CHUNKS: trace }, encoding: 'utf8' });
    expect(r.stdout).toMatch(/^Bert\t/);
    const sources = JSON.parse(fs.readFileSync(path.join(ROOT, 'dist', 'chunks.json'), 'utf8')) as Record<string, string[]>;
    const loaded = fs.readFileSync(trace, 'utf8').trim().split('\n').flatMap((chunk) => sources[chunk]);
    expect(loaded).toContain('src/completion.ts');
    for (const heavy of ['src/commands/', 'src/store/store.ts', 'src/ui/sheet-table.ts', 'node_modules/chalk', 'node_modules/cli-table3', 'node_modules/@inquirer', 'node_modules/csv-stringify']) expect(loaded.filter((f) => f.startsWith(heavy))).toEqual([]);
  });
});
