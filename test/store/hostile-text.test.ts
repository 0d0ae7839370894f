import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { snapshot, spawnRuns, tafel, tafelJson, tempHomes } from '../helpers/cli.js';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { ReadProblem, readBytes } from '../../src/store/read.js';
import { TafelError, type Text } from '../../src/core/errors.js';
import { listing, summarize } from '../../src/evening/listing.js';
import { type Order, orderSheets } from '../../src/store/index-order.js';
import { INDEX_FILE, listSheets, type SheetSummary } from '../../src/store/index-sheets.js';
import { Store } from '../../src/store/store.js';
import { HOST } from '../helpers/host.js';
import { makeSheet, record } from '../helpers/sheet.js';
import { eveningDate } from '../../src/sheet/sheet.js';

/**
 * Text from a hand-edited file or the command line that would act on a terminal or reorder a line:
 * ESC (colours, OSC window titles), BEL, the bidi override U+202E, zero-width U+200B. Refused when
 * typed, written out (`\x1b`, `\u{202e}`) when it comes from a file. And numbers are quoted as typed.
 * Through the BUILT bundle, run in process as the binary runs it (test/helpers/cli.ts).
 */

const home = tempHomes();
const RAW = /[\u001b\u0007\u202e\u200b]/;
/** This evening's date, as a sheet's id has it (until 06:00 the date before). */
const today = (): string => eveningDate(new Date());

describe('skipped-sheet warnings escape what they quote from the file', () => {
  test('export --all, export --evening, stats and settle', async () => {
    const h = home();
    await tafelJson(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk']);
    await tafelJson(h, ['record', 'samen', '8', '--by', 'Ann,Bert', '--tricks', '9']);
    const sheet = (id: string, over: Record<string, unknown>) =>
      JSON.stringify({
        schemaVersion: 1,
        id,
        game: 'belote',
        rules: 'ffb',
        title: '',
        createdAt: new Date().toISOString(),
        players: ['A', 'B', 'C', 'D'],
        firstDealer: 0,
        set: {},
        deals: [],
        closed: false,
        ...over,
      });
    // An unknown game is quoted in the reason; so is the id a file claims.
    fs.writeFileSync(
      path.join(h, 'sheets', `${today()}-x.json`),
      sheet(`${today()}-x`, { game: 'belote\u001b]0;pwned\u0007\u202e' }),
    );
    fs.writeFileSync(path.join(h, 'sheets', `${today()}-y.json`), sheet('y\u202e\u001b[31mred', {}));
    const runs = [
      ['export', '--all', '--format', 'csv'],
      ['export', '--evening', today(), '--format', 'md'],
      ['stats'],
      ['settle', '--rate', 'kleurenwiezen=0.05'],
    ];
    for (const args of runs) {
      const r = await tafel(h, args, { env: { FORCE_COLOR: '1' } });
      const warnings = r.stderr.split('\n').filter((l) => l.startsWith('tafel: warning: skipped sheet'));
      expect([args, warnings.length]).toEqual([args, 2]);
      expect(r.stderr).not.toMatch(RAW);
      // The game as the file has it, its controls escaped for the terminal.
      expect(r.stderr).toContain('unknown game "belote\\x1b]0;pwned\\x07\\u{202e}" (games:');
      expect(r.stderr).toContain('\\u{202e}');
    }
  });
});

describe('notes and correction reasons', () => {
  test('typed: a bidi override, zero-width or control character is refused (exit 2), nothing written', async () => {
    const h = home();
    await tafelJson(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk']);
    const before = snapshot(h);
    for (const note of ['Ann\u202eeert', 'zero\u200bwidth', 'bell\u0007']) {
      expect(await tafel(h, ['record', 'pas', '--note', note])).toEqual({
        code: 2,
        stdout: '',
        stderr:
          'tafel: --note must be one line of at most 80 characters, without control, bidi-override or ' +
          'zero-width characters.\n',
      });
      expect(await tafel(h, ['correct', 'Ann=5,Bert=-5', '--reason', note])).toEqual({
        code: 2,
        stdout: '',
        stderr:
          'tafel: --reason must be one line of at most 80 characters, without control, bidi-override or ' +
          'zero-width characters.\n',
      });
    }
    expect((await tafel(h, ['record', 'pas', '--note', 'Ann\u2066x', '--lang', 'nl'])).stderr).toBe(
      'tafel: --note moet één regel van hoogstens 80 tekens zijn, zonder stuur-, bidi- of nulbreedtetekens.\n',
    );
    expect(snapshot(h)).toEqual(before);
  });

  test('from a hand-edited file: every text export writes them out, as the sheet does', async () => {
    const h = home();
    const id = (await tafelJson<{ id: string }>(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'])).id;
    await tafelJson(h, ['record', 'pas', '--note', 'NOTE']);
    await tafelJson(h, ['correct', 'Ann=5,Bert=-5', '--reason', 'REASON']);
    const file = path.join(h, 'sheets', `${id}.json`);
    fs.writeFileSync(
      file,
      fs.readFileSync(file, 'utf8').replace('NOTE', 'paid \\u202e01 \\u200b').replace('REASON', 'red \\u001b[31m'),
    );
    const d = home();
    for (const format of ['csv', 'md', 'html']) {
      // To a file: the terminal's escaping at stdout is no help there.
      const file = path.join(d, `out.${format}`);
      expect((await tafel(h, ['export', '--format', format, '--out', file])).code).toBe(0);
      const text = fs.readFileSync(file, 'utf8');
      expect(text).not.toMatch(RAW);
      // Markdown escapes the backslash and bracket once more, so a chat shows the same text.
      const shown = format === 'md' ? text.replace(/\\([\\[])/g, '$1') : text;
      expect(shown).toContain('paid \\u{202e}01 \\u{200b}');
      expect(shown).toContain('red \\x1b[31m');
    }
  });
});

describe('a number beyond 2^53 is quoted as typed', () => {
  test('--tricks and --points', async () => {
    const h = home();
    await tafelJson(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk']);
    expect((await tafel(h, ['record', 'samen', '8', '--by', 'Ann,Bert', '--tricks', '9007199254740993'])).stderr).toBe(
      'tafel: --tricks 9007199254740993 is impossible: it must be from 0 to 13.\n',
    );
    await tafelJson(h, ['new', 'klaverjassen', '--players', 'Ann,Bert,Cis,Dirk']);
    expect(await tafel(h, ['record', '--taker', 'Ann', '--points', '9007199254740993'])).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/^tafel: --points 9007199254740993 is impossible/),
    });
  });
});

/**
 * Data directories that cannot be one: issue 27 item 12 (/proc spun forever), item 17 (doctor said
 * fine below a file) and issue 21 item 10 (a plain file said "No sheets yet."). Through the BUILT bundle
 * in process (test/helpers/cli.ts); processes where a hang is the bug (a hung process is killed, this one
 * would stay blocked).
 */
const linux = process.platform === 'linux' ? test : test.skip;

describe('a data directory on a system file system is refused at once', () => {
  linux(
    'TAFEL_HOME=/proc/self and /sys/x: new, sheets and doctor exit 1 within seconds, naming the path',
    () => {
      const dirs = ['/proc/self', '/sys/tafel-test'];
      const argvs = [['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'], ['sheets'], ['doctor']];
      const lines = dirs.flatMap((dir) => argvs.map((args) => ({ args, env: { TAFEL_HOME: dir } })));
      // In a process of their own, killed after 60 s (a run not ended by then is code -1): /proc once spun forever.
      const runs = spawnRuns(os.tmpdir(), lines, {}, 60000);
      for (const [i, r] of runs.entries()) {
        const dir = lines[i].env.TAFEL_HOME;
        expect([dir, lines[i].args[0], r.code]).toEqual([dir, lines[i].args[0], 1]);
        expect(r.stderr).toMatch(
          new RegExp(
            `^tafel: ${dir} is on a system file system .*: it cannot be tafel's data directory\\. Choose ` +
              `another with --data-dir or TAFEL_HOME\\.\\n$`,
          ),
        );
      }
    },
    120000,
  );
});

describe('a data directory that is a file, or below one', () => {
  test('sheets refuses with the path (not "No sheets yet."), in English and Dutch; doctor names it too', async () => {
    const h = home();
    const file = path.join(h, 'data');
    fs.writeFileSync(file, 'x');
    const r = await tafel(h, ['sheets', '--data-dir', file]);
    expect([r.code, r.stdout]).toEqual([1, '']);
    expect(r.stderr).toBe(
      `tafel: ${file} is a file, not a folder: it cannot be tafel's data directory. Choose another with ` +
        `--data-dir or TAFEL_HOME.\n`,
    );
    const nl = await tafel(h, ['sheets', '--data-dir', file, '--lang', 'nl']);
    expect(nl.stderr).toBe(
      `tafel: ${file} is een bestand, geen map: dat kan de gegevensmap van tafel niet zijn. Kies een andere ` +
        `met --data-dir of TAFEL_HOME.\n`,
    );
    const below = path.join(file, 'sub');
    expect((await tafel(h, ['sheets', '--data-dir', below])).stderr).toContain(
      `${file} is a file, so ${below} cannot be a folder`,
    );
    // The file to move away is the one in the way (until 2026-12-06 doctor named the folder below it), and a write
    // says so too, where it said "Could not write .../sheets (ENOTDIR)".
    const d = await tafel(h, ['doctor', '--data-dir', below, '--json']);
    expect(d.code).toBe(1);
    expect(JSON.parse(d.stdout).problems).toEqual([
      expect.objectContaining({ kind: 'directory', file, code: 'not-a-folder' }),
    ]);
    const write = await tafel(h, ['new', 'toepen', '--players', 'Ann,Bert', '--data-dir', below]);
    expect([write.code, write.stderr]).toEqual([
      1,
      `tafel: ${file} is a file, so ${below} cannot be a folder: it cannot be tafel's data directory. Choose ` +
        `another with --data-dir or TAFEL_HOME.\n`,
    ]);
    expect(fs.readFileSync(file, 'utf8')).toBe('x');
  });
});

/** The failure kind readBytes refuses `file` with, or 'read' when it reads. */
const kind = (file: string, max = 32): string => {
  try {
    readBytes(file, max);
    return 'read';
  } catch (e) {
    return e instanceof ReadProblem ? e.failure.kind : String(e);
  }
};

test('readBytes (the index key): a plain file only, never a FIFO, a link or more than asked; accept sees stat', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tafel-bytes-'));
  try {
    const key = path.join(dir, 'index-key');
    fs.writeFileSync(key, Buffer.alloc(32, 7), { mode: 0o600 });
    expect(readBytes(key, 32)).toEqual(Buffer.alloc(32, 7));
    expect(readBytes(key, 32, false, (st) => st.size === 32 && (st.mode & 0o077) === 0)).toEqual(Buffer.alloc(32, 7));
    expect(readBytes(key, 32, false, (st) => st.size === 31)).toBeUndefined();
    expect(kind(key, 31)).toBe('too-big');
    fs.symlinkSync(key, path.join(dir, 'link'));
    expect(kind(path.join(dir, 'link'))).toBe('link');
    expect(kind(path.join(dir, 'none'))).toBe('missing');
    if (process.platform !== 'win32') {
      execFileSync('mkfifo', [path.join(dir, 'fifo')]);
      expect(kind(path.join(dir, 'fifo'))).toBe('not-file');
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/**
 * `export --all` orders its sheets through the index of sheets without keeping every summary
 * (orderSheets reads the index one entry at a time). It must read the same file as the same index as
 * `tafel sheets` does (listSheets: JSON.parse of the whole), vouch for the same texts, and write back
 * an index `tafel sheets` reads as its own.
 */

/** The order's columns as a list in the order of the ids: each sheet's start and seal, or why it cannot be read. */
type Ordered = { id: string; createdAt: string; stamp?: string } | { id: string; error: Text };
const listOf = (o: Order) =>
  o.ids.flatMap((id, i): Ordered[] => {
    const refused = o.refused.find((r) => r.id === id);
    if (refused) return [refused];
    if (!o.readable.includes(i)) return [];
    const stamp = o.seal(i);
    return [{ id, createdAt: o.start(i), ...(stamp !== undefined ? { stamp } : {}) }];
  });

async function setup() {
  const dir = home();
  const store = new Store(dir, HOST);
  const a = record(
    {
      ...makeSheet('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk']),
      id: 'a-sheet',
      // a quote, a brace and a backslash in a string of the index: its entry still ends where it ends
      title: 'Ann\'s "big} night \\o/',
      createdAt: '2026-11-20T20:00:00.000Z',
    },
    'samen 8 --by Ann,Bert --tricks 9',
  );
  const b = {
    ...makeSheet('belote', ['Ann', 'Bert', 'Cis', 'Dirk']),
    id: 'b-sheet',
    createdAt: '2026-11-19T20:00:00.000Z',
  };
  await store.createSheet(a);
  await store.createSheet(b);
  const reads: string[] = [];
  const read = (id: string): SheetSummary => {
    reads.push(id);
    return listing(summarize(store.readSheet(id), 'en'));
  };
  const refusal = (e: unknown) => (e instanceof TafelError ? e.text : undefined);
  return {
    store,
    reads,
    indexFile: path.join(dir, INDEX_FILE),
    order: () => listOf(orderSheets(store.locks, dir, store.ids(), read, refusal)),
    list: () => listSheets(store.locks, dir, store.ids(), read, refusal),
  };
}

/** What a listing says of each sheet, reduced to what the order keeps. */
const asOrder = (l: ReturnType<Awaited<ReturnType<typeof setup>>['list']>) =>
  l.map((x) =>
    'summary' in x
      ? { id: x.id, createdAt: x.summary.createdAt, ...(x.stamp !== undefined ? { stamp: x.stamp } : {}) }
      : x,
  );

describe('the order of export --all, from the index of sheets', () => {
  test('is what the listing says, and reads no sheet the index vouches for', async () => {
    const s = await setup();
    const first = s.order();
    expect(first.map((o) => ('createdAt' in o ? o.createdAt : undefined))).toEqual([
      '2026-11-20T20:00:00.000Z',
      '2026-11-19T20:00:00.000Z',
    ]);
    expect(s.reads.splice(0)).toEqual(['a-sheet', 'b-sheet']);
    // the index it wrote is the listing's own: `tafel sheets` reads no sheet
    expect(asOrder(s.list())).toEqual(first);
    expect(s.reads).toEqual([]);
    expect(s.order()).toEqual(first);
    expect(s.reads).toEqual([]);
    expect(first.every((o) => 'stamp' in o && typeof o.stamp === 'string')).toBe(true);
  });

  test.each([
    ['garbage', () => 'not json {'],
    ['cut short', (t: string) => t.slice(0, t.length - 5)],
    ['followed by more', (t: string) => `${t} {}`],
    ['a list', () => '[1,2,3]'],
    ['of another build', (t: string) => t.replace(/"build":"[^"]*"/, '"build":"another"')],
    ['of another format', (t: string) => t.replace(/"format":\d+/, '"format":99')],
    // The same document in another layout than tafel's own (one entry to a line) is rebuilt, by both readers.
    ['laid out by hand (spaces, new lines)', (t: string) => JSON.stringify(JSON.parse(t), null, 2)],
    ['on one line', (t: string) => JSON.stringify(JSON.parse(t))],
    [
      'with its keys in another order',
      (t: string) => {
        const d = JSON.parse(t);
        return JSON.stringify({ entries: d.entries, build: d.build, format: d.format });
      },
    ],
    [
      'with an escape in its build',
      (t: string) =>
        t.replace(/"build":"(.)/, (_, c: string) => `"build":"\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
    ],
    ['without the comma between two entries', (t: string) => t.replace('},\n"b-sheet"', '}\n"b-sheet"')],
    ['with a comma after its last entry', (t: string) => t.replace('}\n}}', '},\n}}')],
    // Longer than any entry: read no further (one line is never held whole past 1 MB).
    [
      'with a line of more than 1 MB',
      (t: string) => t.replace('"a-sheet":{', `"a-sheet":{"pad":"${'x'.repeat(1 << 20)}",`),
    ],
  ])('an index that is %s vouches for nothing: every sheet is read', async (_, change) => {
    const s = await setup();
    s.list();
    s.reads.splice(0);
    const text = fs.readFileSync(s.indexFile, 'utf8');
    expect(change(text)).not.toBe(text);
    fs.writeFileSync(s.indexFile, change(text));
    const order = s.order();
    expect(s.reads.splice(0)).toEqual(['a-sheet', 'b-sheet']);
    expect(order).toEqual(asOrder(s.list()));
  });

  test('a forged entry is not believed; a repeated key counts as its last, as JSON.parse has it', async () => {
    const s = await setup();
    s.list();
    s.reads.splice(0);
    const text = fs.readFileSync(s.indexFile, 'utf8');
    const doc = JSON.parse(text);
    // a-sheet: a new start under a forged seal; b-sheet: a summary of the wrong shape
    const forged = { ...doc.entries['a-sheet'], stamp: 'forged' };
    forged.summary = { ...forged.summary, createdAt: '1999-01-01T00:00:00.000Z' };
    const body = text.slice(0, -4); // without the last line's new line and the closing braces
    const b = JSON.stringify({ ...doc.entries['b-sheet'], summary: { deals: 'many' } });
    fs.writeFileSync(s.indexFile, `${body},\n"a-sheet":${JSON.stringify(forged)},\n"b-sheet":${b}\n}}\n`);
    const order = s.order();
    expect(s.reads.splice(0)).toEqual(['a-sheet', 'b-sheet']);
    expect(order.map((o) => ('createdAt' in o ? o.createdAt : o.error.en))).toEqual([
      '2026-11-20T20:00:00.000Z',
      '2026-11-19T20:00:00.000Z',
    ]);
  });

  test('a repeated entry counts as its last, whichever of the two is forged', async () => {
    const s = await setup();
    const before = s.order();
    s.reads.splice(0);
    const text = fs.readFileSync(s.indexFile, 'utf8');
    const a = JSON.stringify(JSON.parse(text).entries['a-sheet']);
    const forged = JSON.stringify({ ...JSON.parse(a), stamp: 'forged', summary: { deals: 'many' } });
    const body = text.slice(0, -4); // without the last line's new line and the closing braces
    fs.writeFileSync(s.indexFile, `${body},\n"a-sheet":${forged},\n"a-sheet":${a}\n}}\n`);
    expect(s.order()).toEqual(before);
    expect(s.reads.splice(0)).toEqual([]);
    fs.writeFileSync(s.indexFile, `${body},\n"a-sheet":${a},\n"a-sheet":${forged}\n}}\n`);
    expect(s.order()).toEqual(before);
    expect(s.reads.splice(0)).toEqual(['a-sheet']);
  });

  test('a sheet changed since is read again, and the index written back holds every sheet', async () => {
    const s = await setup();
    s.order();
    s.reads.splice(0);
    await s.store.updateSheet('b-sheet', (d) => ({ data: record(d, '--taker Ann --points 92'), result: undefined }));
    const order = s.order();
    expect(s.reads.splice(0)).toEqual(['b-sheet']);
    const doc = JSON.parse(fs.readFileSync(s.indexFile, 'utf8'));
    // Every sheet once (the entries read anew come first: an index has no order of its own).
    expect(Object.keys(doc.entries).sort()).toEqual(['a-sheet', 'b-sheet']);
    expect(fs.readFileSync(s.indexFile, 'utf8').split('\n')).toHaveLength(5);
    expect(doc.entries['b-sheet'].summary.deals).toBe(1);
    // both read by the listing as they are
    expect(asOrder(s.list())).toEqual(order);
    expect(s.reads).toEqual([]);
    fs.writeFileSync(s.store.sheetPath('a-sheet'), '{ broken');
    const [broken] = s.order();
    expect('error' in broken && broken.error.en).toMatch(/not valid JSON/);
  });
});
