import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Run, type RunOptions, tafel, tafelJson, tempHomes } from '../helpers/cli.js';

/**
 * Kept replays (src/store/kept.ts) through the built bundle: `record` on a long sheet goes on from where the replay
 * of that very file stood when tafel last wrote it, kept in the user's cache. What the user sees must be exactly what
 * a full replay shows (the twin below has no cache at all), and a kept replay that is not of that very text, not of
 * this build, not sealed under this user's key as written or not safely this user's is never used.
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
/** A kept replay's file as tafel writes it: its seal under the user's key (the cache's `index-key`), then the rest. */
const HEAD = /^\{"mac":"([A-Za-z0-9_-]+)","kept":/;
const keptOf = (file: string): Record<string, any> => {
  const text = fs.readFileSync(file, 'utf8');
  return JSON.parse(text.slice(HEAD.exec(text)![0].length, -1));
};
/** Writes `kept` into the table's kept replay sealed as only this user can: with his own key (unless given another). */
const writeSealed = (t: Table, kept: Record<string, any>, key?: Uint8Array) => {
  const body = JSON.stringify(kept);
  const own = () => fs.readFileSync(path.join(path.dirname(t.kept!), 'index-key'));
  const mac = createHmac('sha256', key ?? own())
    .update(body)
    .digest('base64url');
  fs.writeFileSync(keptFile(t), `{"mac":"${mac}","kept":${body}}`, { mode: 0o600 });
};
/**
 * Changes the kept replay's totals and seals it again with the user's key: what a run shows then tells whether it went
 * on from the kept replay.
 */
const spoilTotals = (t: Table, change: (kept: Record<string, any>) => void = () => {}, key?: Uint8Array) => {
  const kept = keptOf(keptFile(t));
  kept.replay.totals[0] += 1000;
  change(kept);
  writeSealed(t, kept, key);
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
    expect(keptOf(keptFile(kept)).replay.deals).toBe(deals);
    expect((fs.statSync(keptFile(kept)).mode & 0o777).toString(8)).toBe('600');
  });

  test('a record goes on from the kept replay of that very text; any other text is replayed in full', async () => {
    const [kept, full] = await Promise.all([table(true), table(false)]);
    const first = ['samen', '8', '--by', 'Ann,Bert', '--tricks', '9'];
    expect(await totalsOf(kept, first)).toEqual(await totalsOf(full, first));
    // Used: the record shows what the kept replay says (sealed with this user's key: no one else can have written it).
    spoilTotals(kept);
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
    spoilTotals(kept);
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
  spoilTotals(kept);
  const totals = async (t: Table) => JSON.parse((await run(t, ['sheet', '--json'])).stdout).totals;
  const truth = await totals(full);
  expect(await totals(kept)).toEqual({ ...truth, Ann: truth.Ann + 1000 });
});

describe('a kept replay that is not safely this one is never used', () => {
  const cases: [string, (file: string, t: Table) => void][] = [
    ['one of another build', (_, t) => spoilTotals(t, (k) => (k.build = 'build:another'))],
    [
      'one edited without sealing it again',
      (file) =>
        fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('"totals":[', '"totals":[1000'), {
          mode: 0o600,
        }),
    ],
    ['one sealed under another key', (_, t) => spoilTotals(t, () => {}, Buffer.alloc(32, 7))],
    [
      'one others may write',
      (file, t) => {
        spoilTotals(t);
        fs.chmodSync(file, 0o666);
      },
    ],
    [
      'a folder others may write',
      (_, t) => {
        spoilTotals(t);
        fs.chmodSync(t.kept!, 0o777);
      },
    ],
    [
      'a folder that is a link',
      (_, t) => {
        spoilTotals(t);
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
    ['a replay of another shape', (_, t) => spoilTotals(t, (k) => (k.replay.dealers = []))],
  ];
  test.each(cases)('%s', async (_, spoil) => {
    const [kept, full] = await Promise.all([table(true), table(false)]);
    await Promise.all([run(kept, ['record', 'pas']), run(full, ['record', 'pas'])]);
    spoil(keptFile(kept), kept);
    const line = ['solo', '6', '--by', 'Bert', '--tricks', '6'];
    expect(await totalsOf(kept, line)).toEqual(await totalsOf(full, line));
  });
});

describe('a kept replay changed in any byte is not used: the sheet is replayed in full, its replay kept again', () => {
  test('its totals edited by hand: sheet, sheet --json and record show the full replay; record keeps it', async () => {
    const [kept, full] = await Promise.all([table(true), table(false)]);
    await Promise.all([run(kept, ['sheet']), run(full, ['sheet'])]);
    const file = keptFile(kept);
    for (const args of [['sheet'], ['sheet', '--json'], ['record', 'pas', '--json'], ['sheet', '--json']]) {
      const text = fs.readFileSync(file, 'utf8');
      // Bert's total, as the reviewer changed it.
      const [was, first] = /"totals":\[(-?\d+),-?\d+,/.exec(text)!;
      fs.writeFileSync(file, text.replace(was, `"totals":[${first},99999,`), { mode: 0o600 });
      const [a, b] = await Promise.all([run(kept, args), run(full, args)]);
      expect({ args, ...a }).toEqual({ args, ...b });
      expect(a.code).toBe(0);
    }
    // What the record kept is the full replay's.
    await run(kept, ['record', 'pas']);
    const { totals } = await tafelJson<{ totals: Record<string, number> }>(full.home, ['record', 'pas'], full);
    expect(keptOf(file).replay.totals).toEqual(PLAYERS.map((p) => totals[p]));
  });

  test('any one byte changed: sheet --json shows what a full replay shows, the kept replay written again', async () => {
    const [kept, full] = await Promise.all([table(true), table(false)]);
    const truth = await run(full, ['sheet', '--json']);
    expect(await run(kept, ['sheet', '--json'])).toEqual(truth);
    const file = keptFile(kept);
    const whole = fs.readFileSync(file);
    // Most bytes of a kept replay are digits of its lists: a digit for a digit is the edit that still reads.
    const digit = fc.integer({ min: 0x30, max: 0x39 });
    const totals = whole.indexOf('"totals":[') + '"totals":['.length;
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: whole.length - 1 }),
        fc.oneof(digit, fc.integer({ min: 0, max: 255 })),
        async (at, byte) => {
          fc.pre(whole[at] !== byte);
          const spoilt = Buffer.from(whole);
          spoilt[at] = byte;
          fs.writeFileSync(file, spoilt, { mode: 0o600 });
          expect(await run(kept, ['sheet', '--json'])).toEqual(truth);
          expect(fs.readFileSync(file).equals(whole)).toBe(true);
        },
      ),
      { numRuns: 60, examples: [[totals, whole[totals] === 0x39 ? 0x38 : 0x39]] },
    );
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
