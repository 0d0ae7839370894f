import { describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { CsvIndex } from '../../src/evening/csv-index.js';
import { csvSheet } from '../../src/evening/csv.js';
import { LINE_MAX } from '../../src/store/index-sheets.js';
import { sealFile, sealOf } from '../../src/store/seal.js';
import { Store } from '../../src/store/store.js';
import { spawnRuns, tafel, tempHomes } from '../helpers/cli.js';
import { HOST } from '../helpers/host.js';
import { TABLE_SCHEMA } from '../../src/sheet/data.js';
import { sheet, vrijdagA, vrijdagB, vrijdagZwikken } from './fixtures.js';

/**
 * The index of exported sheets (src/evening/csv-index.ts): `export --all` as CSV keeps what it wrote of
 * each sheet, and the next export takes a sheet unchanged since from it instead of reading, replaying and
 * laying it out again. Its law: it never changes a byte of what the export writes. The oracle is the
 * same export with no index at all (no key: XDG_CACHE_HOME relative, so neither index is read or written).
 */

const home = tempHomes();
const NO_KEY = { XDG_CACHE_HOME: 'no-key-here' };
const INDEX = 'index-csv-en.json';

/** Friday's three sheets (a money game among them), a Belote sheet (teams) on Saturday, and a club's table sheet. */
async function store(): Promise<string> {
  const h = home();
  const s = new Store(h, HOST);
  const belote = sheet('belote', ['Ann', 'Bert', 'Cis', 'Dirk'], ['--taker Ann --points 100'], {
    id: '2026-11-28-belote',
    createdAt: '2026-11-28T12:00:00.000Z',
  });
  const table = sheet('kleurenwiezen', ['Eva', 'Fien', 'Gert', 'Hans'], ['samen 8 --by Eva,Fien --tricks 9'], {
    id: 'club-r1-t1',
    createdAt: '2026-11-28T13:00:00.000Z',
  });
  for (const x of [vrijdagA(), vrijdagB(), vrijdagZwikken(), belote]) await s.createSheet(x.data);
  // As tafel writes a table sheet: schema 2, its id the event's, round's and table's (events.md §2.4).
  const event = { id: 'club', uid: '0123456789abcdef', round: 1, table: 1 };
  await s.createSheet({ ...table.data, schemaVersion: TABLE_SCHEMA, event });
  return h;
}

const exportAll = async (h: string, args: readonly string[] = [], env?: Record<string, string>) => {
  const r = await tafel(h, ['export', '--all', ...args], env ? { env } : {});
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return r.stdout;
};

type Doc = {
  format: number;
  build: string;
  entries: Record<string, { stamp: string; mac?: string; summary: Record<string, unknown> }>;
};
const readDoc = (file: string): Doc => JSON.parse(fs.readFileSync(file, 'utf8'));
/** The index written back in its own layout, one entry to a line, after `change`. */
function editIndex(file: string, change: (d: Doc) => void) {
  const doc = readDoc(file);
  change(doc);
  const lines = Object.entries(doc.entries).map(([id, e]) => `"${id}":${JSON.stringify(e)}`);
  const head = `{"format":${doc.format},"build":${JSON.stringify(doc.build)},"entries":{\n`;
  fs.writeFileSync(file, `${head}${lines.join(',\n')}\n}}\n`);
}

describe('the index of exported sheets', () => {
  test('the next export takes each sheet from it, byte for byte what the export without it writes', async () => {
    const h = await store();
    const file = path.join(h, INDEX);
    const without = await exportAll(h, [], NO_KEY);
    // Without a key no index is written.
    expect(fs.existsSync(file)).toBe(false);
    expect(await exportAll(h)).toBe(without);
    expect(Object.keys(readDoc(file).entries).sort()).toEqual(
      fs
        .readdirSync(path.join(h, 'sheets'))
        .map((f) => f.replace(/\.json$/, ''))
        .sort(),
    );
    expect(await exportAll(h)).toBe(without);
    // Taken from the index indeed: a text changed there and sealed again with this user's key is what the next
    // export writes; changed without that seal, an entry vouches for nothing (its scores would reach the settlement).
    const change = (sealed: boolean) =>
      editIndex(file, (d) => {
        const e = d.entries['2026-11-27-kleurenwiezen'];
        e.summary.csv = String(e.summary.csv).replace('Vrijdag', 'Vrijdag (from the index)');
        e.summary.totals = { ...(e.summary.totals as object), Ann: 1000 };
        if (sealed) e.mac = sealOf(HOST, `${e.stamp}\n${JSON.stringify(e.summary)}`)!;
      });
    change(false);
    expect(await exportAll(h)).toBe(without);
    change(true);
    const forged = await exportAll(h);
    expect(forged).toContain('Vrijdag (from the index)');
    expect(forged).not.toBe(without.replace('Vrijdag', 'Vrijdag (from the index)'));
    // ...but not for another evening (another time zone), though sealed, nor for a text of another seal.
    editIndex(file, (d) => {
      const e = d.entries['2026-11-27-kleurenwiezen'];
      e.summary.evening = '2026-11-26';
      e.mac = sealOf(HOST, `${e.stamp}\n${JSON.stringify(e.summary)}`)!;
    });
    expect(await exportAll(h)).toBe(without);
    editIndex(file, (d) => {
      const e = d.entries['2026-11-28-belote'];
      e.summary.csv = String(e.summary.csv).replace('Ann', 'Mallory');
      e.stamp = `${e.stamp.slice(0, -2)}AA`;
    });
    expect(await exportAll(h)).toBe(without);
    // Each language and dialect its own file.
    expect(await exportAll(h, ['--excel', 'nl'])).toBe(await exportAll(h, ['--excel', 'nl'], NO_KEY));
    expect(await exportAll(h, [], { LANG: 'nl_BE.UTF-8' })).toBe(
      await exportAll(h, [], { LANG: 'nl_BE.UTF-8', ...NO_KEY }),
    );
    expect(
      fs
        .readdirSync(h)
        .filter((f) => f.startsWith('index-csv-'))
        .sort(),
    ).toEqual(['index-csv-en-excel-nl.json', INDEX, 'index-csv-nl.json']);
  });

  // Until 2026-12-06 an entry's event was judged by a looser copy of the sheet's check: any uid, round 0, more fields.
  test('an entry whose table reference a sheet could not hold is not taken, though sealed', async () => {
    const h = await store();
    const file = path.join(h, INDEX);
    const without = await exportAll(h, [], NO_KEY);
    expect(await exportAll(h)).toBe(without);
    const ref = { id: 'club', uid: '0123456789abcdef', round: 1, table: 1 };
    const forged = (event: object) =>
      editIndex(file, (d) => {
        const e = d.entries['club-r1-t1'];
        e.summary.csv = String(e.summary.csv).replace('Eva', 'Eva (from the index)');
        e.summary.event = event;
        e.mac = sealOf(HOST, `${e.stamp}\n${JSON.stringify(e.summary)}`)!;
      });
    // As tafel writes it, the sealed entry is taken (its text, changed here, is what the export writes).
    forged(ref);
    expect(await exportAll(h)).toContain('Eva (from the index)');
    for (const event of [
      { ...ref, uid: 'x' },
      { ...ref, round: 0 },
      { ...ref, note: 'x' },
      { ...ref, table: 1.5 },
    ]) {
      forged(event);
      expect([event, await exportAll(h)]).toEqual([event, without]);
    }
  });

  test('law: whatever is recorded, undone, edited or deleted, the export is the one without an index', async () => {
    const h = await store();
    const sheetFile = path.join(h, 'sheets', '2026-11-27-kleurenwiezen-2.json');
    const steps = fc.oneof(
      fc.record({ record: fc.integer({ min: 0, max: 13 }) }),
      fc.constant({ undo: true }),
      fc.record({ title: fc.constantFrom('Vrijdag', 'Zaterdag', 'Tafel 2') }),
      fc.constant({ delete: true }),
      fc.constantFrom({ args: ['--excel', 'nl'] }, { args: [] as string[] }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(steps, { minLength: 1, maxLength: 5 }), async (list) => {
        for (const step of list) {
          if ('record' in step)
            await tafel(h, [
              'record',
              '--sheet',
              '2026-11-27-kleurenwiezen',
              'samen',
              '8',
              '--by',
              'Ann,Bert',
              '--tricks',
              String(step.record),
            ]);
          if ('undo' in step) await tafel(h, ['undo', '--sheet', '2026-11-27-kleurenwiezen']);
          // A hand edit that keeps the file valid: only its seal says it changed.
          if ('title' in step && fs.existsSync(sheetFile))
            fs.writeFileSync(
              sheetFile,
              fs.readFileSync(sheetFile, 'utf8').replace(/"title": "[^"]*"/, `"title": "${step.title}"`),
            );
          if ('delete' in step) await tafel(h, ['delete', '2026-11-28-belote', '--force']);
          const args = 'args' in step ? step.args : [];
          expect(await exportAll(h, args)).toBe(await exportAll(h, args, NO_KEY));
        }
      }),
      { numRuns: 8 },
    );
  }, 60000);

  test('another time zone is another evening: the sheets are laid out again (a process: the zone is its own)', () => {
    const h = home();
    const s = sheet('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk'], ['samen 8 --by Ann,Bert --tricks 9'], {
      id: '2026-11-27-kleurenwiezen',
      createdAt: '2026-11-27T20:00:00.000Z',
    });
    fs.mkdirSync(path.join(h, 'sheets'), { recursive: true });
    fs.writeFileSync(path.join(h, 'sheets', `${s.data.id}.json`), JSON.stringify(s.data, null, 2));
    // One process for the three runs, each in its own zone (the process takes TZ as a new one would).
    const [utc, later, unkeyed] = spawnRuns(
      h,
      [{ TZ: 'UTC' }, { TZ: 'Pacific/Kiritimati' }, { TZ: 'Pacific/Kiritimati', ...NO_KEY }].map((env) => ({
        args: ['export', '--all'],
        env,
      })),
    );
    expect([utc.code, later.code, unkeyed.code]).toEqual([0, 0, 0]);
    expect(utc.stdout).toContain('2026-11-27');
    // 20:00 UTC is 10:00 the next day on Kiritimati (UTC+14).
    expect(later.stdout).toContain(',2026-11-28');
    expect(later.stdout).toBe(unkeyed.stdout);
  });

  test('an index that is no file of ours (FIFO, link to /dev/zero, huge line, no text) changes nothing', async () => {
    const h = await store();
    const file = path.join(h, INDEX);
    const without = await exportAll(h, [], NO_KEY);
    const hostile: [string, () => void][] = [
      ['a FIFO', () => execFileSync('mkfifo', [file])],
      ['a link to /dev/zero', () => fs.symlinkSync('/dev/zero', file)],
      [
        'a line longer than an index holds',
        () => fs.writeFileSync(file, `{"format":1,"build":"x","entries":{\n"${'x'.repeat(LINE_MAX + 1)}`),
      ],
      ['not UTF-8', () => fs.writeFileSync(file, Buffer.from([0xff, 0xfe, 0x7b, 0x0a]))],
      [
        'cut short',
        () => fs.writeFileSync(file, fs.readFileSync(path.join(h, 'index-sheets.json'), 'utf8').slice(0, 200)),
      ],
    ];
    for (const [, make] of hostile) {
      fs.rmSync(file, { force: true });
      make();
      expect(await exportAll(h)).toBe(without);
      // Replaced by an index of ours, which the next export reads.
      expect(fs.lstatSync(file).isFile()).toBe(true);
      expect(await exportAll(h)).toBe(without);
    }
  });

  test('a sheet whose entry is longer than an index line may be is made each time; the others are kept', async () => {
    const h = await store();
    const s = new Store(h, HOST);
    const ids = ['2026-11-27-kleurenwiezen', '2026-11-27-zwikken'];
    const [a, z] = [vrijdagA(), vrijdagZwikken()];
    const seal = (id: string) => sealFile(HOST, path.join(h, 'sheets', `${id}.json`))!;
    const index = new CsvIndex(s.locks, h, 'en', 'plain', ids);
    index.made(ids[0], seal(ids[0]), '2026-11-27', { ...csvSheet(a, 'en'), text: 'x'.repeat(LINE_MAX) });
    index.made(ids[1], seal(ids[1]), '2026-11-27', csvSheet(z, 'en'));
    index.save();
    const again = new CsvIndex(s.locks, h, 'en', 'plain', ids);
    expect(again.kept(ids[0], seal(ids[0]), '2026-11-27')).toBeUndefined();
    expect(again.kept(ids[1], seal(ids[1]), '2026-11-27')).toEqual(csvSheet(z, 'en'));
  });
});
