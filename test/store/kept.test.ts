import { describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Run, type RunOptions, tafel, tafelJson, tempHomes } from '../helpers/cli.js';

/**
 * Kept replays (src/store/kept.ts) through the built bundle: `record` on a long sheet goes on from where the replay
 * of that very file stood when tafel last wrote it, kept in the user's cache. What the user sees must be exactly what
 * a full replay shows (the twin below has no cache at all), and a kept replay that is not of that very text, not of
 * this build or not safely this user's is never used.
 */

const newHome = tempHomes();
const PLAYERS = ['Ann', 'Bert', 'Cis', 'Dirk'];
/** Deals as tafel stores them (read back from a sheet `record` wrote), repeated into a long sheet. */
const LINES = [
  ['samen', '8', '--by', 'Ann,Bert', '--tricks', '9'],
  ['pas'],
  ['solo', '6', '--by', 'Cis', '--tricks', '5'],
  ['abondance', '9', '--by', 'Dirk', '--tricks', '9'],
];
/** Enough deals for a text over 128 KiB, where kept replays start. */
const DEALS = 1500;

interface Table {
  home: string;
  file: string;
  env: NodeJS.ProcessEnv;
  /** The cache folder of the kept replays, when the table has a cache. */
  kept?: string;
}

/** A data directory with one long Kleurenwiezen sheet; with a cache folder of its own, or with none at all. */
async function table(cache: boolean): Promise<Table> {
  const home = newHome();
  const root = cache ? fs.mkdtempSync(path.join(os.tmpdir(), 'tafel-kept-cache-')) : undefined;
  const env = root ? { XDG_CACHE_HOME: root } : { XDG_CACHE_HOME: '', HOME: '' };
  const made = await tafelJson<{ id: string }>(home, ['new', 'kleurenwiezen', '--players', PLAYERS.join(',')], { env });
  for (const line of LINES) expect((await tafel(home, ['record', ...line], { env })).code).toBe(0);
  const file = path.join(home, 'sheets', `${made.id}.json`);
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  data.deals = Array.from({ length: DEALS }, (_, i) => data.deals[i % data.deals.length]);
  data.createdAt = '2026-12-04T19:30:00.000Z';
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return { home, file, env, ...(root ? { kept: path.join(root, 'tafel', 'kept') } : {}) };
}

const run = (t: Table, args: string[]): Promise<Run> => tafel(t.home, args, { env: t.env });
/** The one kept replay of a table's sheet. */
const keptFile = (t: Table): string => {
  const names = fs.readdirSync(t.kept!);
  expect(names).toHaveLength(1);
  return path.join(t.kept!, names[0]);
};
/** Changes the kept replay's totals: what a run shows then tells whether it went on from the kept replay. */
const spoilTotals = (file: string, change: (kept: Record<string, any>) => void = () => {}) => {
  const kept = JSON.parse(fs.readFileSync(file, 'utf8'));
  kept.replay.totals[0] += 1000;
  change(kept);
  fs.writeFileSync(file, JSON.stringify(kept), { mode: 0o600 });
};
const totalsOf = async (t: Table, line: string[]) =>
  (JSON.parse((await run(t, ['record', ...line, '--json'])).stdout) as { totals: Record<string, number> }).totals;

describe('a long sheet with a kept replay shows what a full replay shows', () => {
  test('record, undo, correct, edit and sheet, step by step, in both languages; the same file at the end', async () => {
    const [kept, full] = await Promise.all([table(true), table(false)]);
    const steps = [
      ['record', 'samen', '9', '--by', 'Ann,Cis', '--tricks', '10'],
      ['record', 'pas', '--json'],
      ['record', 'troel', '--by', 'Bert,Dirk', '--tricks', '8', '--note', 'late'],
      ['undo'],
      ['--lang', 'nl', 'record', 'miserie', '--by', 'Bert', '--tricks', 'Bert=0'],
      ['correct', 'Ann=5,Bert=-5', '--reason', 'a revoke seen later'],
      ['record', 'solo', '7', '--by', 'Dirk', '--tricks', '7'],
      ['record', 'abondance', '10', '--by', 'Cis', '--tricks', '10', '--json'],
      ['edit', '3', '--tricks', '7'],
      ['record', 'pas'],
      ['undo', '--json'],
      ['undo'],
      ['--lang', 'nl', 'record', 'samen', '8', '--by', 'Ann,Bert', '--tricks', '13'],
      ['sheet', '--json'],
    ];
    for (const step of steps) {
      const [a, b] = await Promise.all([run(kept, step), run(full, step)]);
      expect({ step, ...a }).toEqual({ step, ...b });
      expect(a.code).toBe(0);
    }
    expect(fs.readFileSync(kept.file, 'utf8')).toBe(fs.readFileSync(full.file, 'utf8'));
    // The last record kept where its replay stood; the table without a cache kept nothing anywhere.
    const deals = JSON.parse(fs.readFileSync(kept.file, 'utf8')).deals.length;
    expect(deals).toBe(DEALS + 5);
    expect(JSON.parse(fs.readFileSync(keptFile(kept), 'utf8')).replay.deals).toBe(deals);
    expect((fs.statSync(keptFile(kept)).mode & 0o777).toString(8)).toBe('600');
  });

  test('a record goes on from the kept replay of that very text; any other text is replayed in full', async () => {
    const [kept, full] = await Promise.all([table(true), table(false)]);
    const first = ['samen', '8', '--by', 'Ann,Bert', '--tricks', '9'];
    expect(await totalsOf(kept, first)).toEqual(await totalsOf(full, first));
    // Used: the record shows what the kept replay says (no one but this user can have written it).
    spoilTotals(keptFile(kept));
    const shown = await totalsOf(kept, ['pas']);
    const truth = await totalsOf(full, ['pas']);
    expect(shown).toEqual({ ...truth, Ann: truth.Ann + 1000 });
    // A hand edit of the sheet (deal 2, a pas, becomes a lost solo): another text, so a full replay.
    for (const t of [kept, full]) {
      const data = JSON.parse(fs.readFileSync(t.file, 'utf8'));
      data.deals[1] = { contract: 'solo', level: 6, by: ['Ann'], tricks: 4 };
      fs.writeFileSync(t.file, `${JSON.stringify(data, null, 2)}\n`);
    }
    expect(await totalsOf(kept, ['pas'])).toEqual(await totalsOf(full, ['pas']));
  });
});

describe('tafel sheet on a long sheet goes on from its kept replay too', () => {
  test('on a terminal, on a pipe with LINES, with --all and --json, in both languages: as a full replay', async () => {
    const [kept, full] = await Promise.all([table(true), table(false)]);
    await Promise.all([run(kept, ['record', 'pas']), run(full, ['record', 'pas'])]);
    const ways: [string[], RunOptions][] = [
      [['sheet'], { tty: true, columns: 80, rows: 24 }],
      [['--lang', 'nl', 'sheet'], { tty: true, columns: 60, rows: 40 }],
      [['sheet'], { env: { COLUMNS: '80', LINES: '24' } }],
      [['sheet', '--all'], { tty: true, columns: 80, rows: 24 }],
      [['sheet', '--json'], { tty: true, columns: 80, rows: 24 }],
    ];
    const shown = async (t: Table, args: string[], o: RunOptions) =>
      tafel(t.home, args, { ...o, env: { ...t.env, ...o.env } });
    for (const [args, o] of ways) {
      const [a, b] = await Promise.all([shown(kept, args, o), shown(full, args, o)]);
      expect({ args, ...a }).toEqual({ args, ...b });
      expect(a.code).toBe(0);
    }
    // It went on from the kept replay: what that says is what the sheet shows.
    spoilTotals(keptFile(kept));
    const totals = async (t: Table) => JSON.parse((await run(t, ['sheet', '--json'])).stdout).totals;
    const truth = await totals(full);
    expect(await totals(kept)).toEqual({ ...truth, Ann: truth.Ann + 1000 });
  });
});

test('a sheet never written since it grew long keeps the replay `tafel sheet` made of it', async () => {
  const [kept, full] = await Promise.all([table(true), table(false)]);
  expect(fs.existsSync(kept.kept!)).toBe(false);
  const screen: RunOptions = { tty: true, columns: 80, rows: 24 };
  const [a, b] = await Promise.all([
    tafel(kept.home, ['sheet'], { ...screen, env: kept.env }),
    tafel(full.home, ['sheet'], { ...screen, env: full.env }),
  ]);
  expect(a).toEqual(b);
  spoilTotals(keptFile(kept));
  const totals = async (t: Table) => JSON.parse((await run(t, ['sheet', '--json'])).stdout).totals;
  const truth = await totals(full);
  expect(await totals(kept)).toEqual({ ...truth, Ann: truth.Ann + 1000 });
});

describe('a kept replay that is not safely this one is never used', () => {
  const cases: [string, (file: string, t: Table) => void][] = [
    ['one of another build', (file) => spoilTotals(file, (k) => (k.build = 'build:another'))],
    [
      'one others may write',
      (file) => {
        spoilTotals(file);
        fs.chmodSync(file, 0o666);
      },
    ],
    [
      'a folder others may write',
      (file, t) => {
        spoilTotals(file);
        fs.chmodSync(t.kept!, 0o777);
      },
    ],
    [
      'a folder that is a link',
      (file, t) => {
        spoilTotals(file);
        const real = `${t.kept}-real`;
        fs.renameSync(t.kept!, real);
        fs.symlinkSync(real, t.kept!);
      },
    ],
    [
      'a FIFO',
      (file) => {
        fs.rmSync(file);
        execFileSync('mkfifo', [file]);
      },
    ],
    ['not JSON', (file) => fs.writeFileSync(file, '{"build": ', { mode: 0o600 })],
    ['a replay of another shape', (file) => spoilTotals(file, (k) => (k.replay.dealers = []))],
  ];
  test.each(cases)('%s', async (_, spoil) => {
    const [kept, full] = await Promise.all([table(true), table(false)]);
    await Promise.all([run(kept, ['record', 'pas']), run(full, ['record', 'pas'])]);
    spoil(keptFile(kept), kept);
    const line = ['solo', '6', '--by', 'Bert', '--tricks', '6'];
    expect(await totalsOf(kept, line)).toEqual(await totalsOf(full, line));
  });
});

test('a refused record writes nothing, the kept replay included; a short sheet keeps none', async () => {
  const t = await table(true);
  expect((await run(t, ['record', 'pas'])).code).toBe(0);
  const before = [fs.readFileSync(t.file), fs.readFileSync(keptFile(t))];
  const refused = await run(t, ['record', 'samen', '8', '--by', 'Ann,Bert', '--tricks', '14']);
  expect(refused.code).toBe(1);
  expect(refused.stderr.trim().split('\n')).toHaveLength(1);
  expect([fs.readFileSync(t.file), fs.readFileSync(keptFile(t))]).toEqual(before);

  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tafel-kept-cache-'));
  const home = newHome();
  await tafel(home, ['new', 'kleurenwiezen', '--players', PLAYERS.join(',')], { env: { XDG_CACHE_HOME: root } });
  expect((await tafel(home, ['record', 'pas'], { env: { XDG_CACHE_HOME: root } })).code).toBe(0);
  expect(fs.existsSync(path.join(root, 'tafel', 'kept'))).toBe(false);
});
