/**
 * Issue 10, in process: the store's promises against hand-edited files, hostile input, planted
 * links and a full disk. Each test reproduces one break found by trying to break tafel (it failed on
 * the code before the fix); the CLI side (races, kills, the terminal) is in trust-cli.test.ts.
 */
import { afterAll, describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exactSheetId, resolveSheetId, type Ctx } from '../../src/commands/context.js';
import { trashSheet } from '../../src/store/trash/trash.js';
import { diagnose } from '../../src/commands/doctor.js';
import { runImport } from '../../src/commands/import.js';
import { parseExportText } from '../../src/evening/transfer.js';
import { gameById } from '../../src/games/index.js';
import { buildSheet } from '../../src/sheet/build.js';
import { configOf, SCHEMA_VERSION, type SheetData } from '../../src/sheet/sheet.js';
import { args } from '../helpers/sheet.js';
import { jsonErrorAt, scanJson } from '../../src/store/json.js';
import { baseId } from '../../src/store/paths.js';
import { readText } from '../../src/store/read.js';
import { FileProblem } from '../../src/store/files.js';
import { Store } from '../../src/store/store.js';
import { safe, safeJson, safeOutput } from '../../src/ui/paint.js';
import { HOST } from '../helpers/host.js';
import { testCtx } from '../helpers/ctx.js';

const dirs: string[] = [];
const tempDir = (): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tafel-trust-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const ID = '2026-11-30-kleurenwiezen';
const sheet = (id = ID, deals: SheetData['deals'] = []): SheetData => ({
  schemaVersion: SCHEMA_VERSION,
  id,
  game: 'kleurenwiezen',
  rules: 'lodige',
  title: 'Vrijdag',
  createdAt: '2026-11-30T19:00:00.000Z',
  players: ['Ann', 'Bert', 'Cis', 'Dirk'],
  firstDealer: 0,
  set: {},
  deals,
  closed: false,
});
const SAMEN = { contract: 'samen', level: 8, by: ['Ann', 'Bert'], tricks: 9 };
const PAS = { contract: 'pas' };
const add = (s: Store, id: string, deal: SheetData['deals'][number]) =>
  s.updateSheet(id, (d) => ({ data: { ...d, deals: [...d.deals, deal] }, result: null }));
const ctxOf = (store: Store): Ctx => testCtx({ store });
const listing = (dir: string): string[] => fs.readdirSync(dir).sort();

/** A store with one sheet of two deals (so `.bak` holds the one-deal version), and the paths. */
async function twoDeals() {
  const store = new Store(tempDir(), HOST);
  await store.createSheet(sheet());
  await add(store, ID, SAMEN);
  await add(store, ID, PAS);
  const file = store.sheetPath(ID);
  return { store, file, bak: file + '.bak' };
}

const handEdit = (file: string, edit: (d: any) => void): string => {
  const d = JSON.parse(fs.readFileSync(file, 'utf8'));
  edit(d);
  const text = JSON.stringify(d, null, 2);
  fs.writeFileSync(file, text);
  return text;
};

describe('1. a hand-edited impossible deal is refused on every read; .bak only holds a version that passed', () => {
  test('"tricks": 20 on samen 8: no read shows it, no write builds on it, file and .bak untouched', async () => {
    const { store, file, bak } = await twoDeals();
    const bakBefore = fs.readFileSync(bak, 'utf8');
    const text = handEdit(file, (d) => (d.deals[0].tricks = 20));
    expect(() => store.readSheet(ID)).toThrow(FileProblem);
    expect(() => store.readSheet(ID)).toThrow(
      /holds a deal tafel would not have written: deal 1 would not pass 'tafel record': --tricks 20/,
    );
    expect(() => store.readSheet(ID)).toThrow(file);
    await expect(add(store, ID, PAS)).rejects.toMatchObject({ code: 'deal' });
    expect(fs.readFileSync(file, 'utf8')).toBe(text);
    expect(fs.readFileSync(bak, 'utf8')).toBe(bakBefore);
    // Doctor lists it and offers the previous version, which passes.
    const report = diagnose(store, 'en');
    expect(report.problems).toEqual([
      expect.objectContaining({
        id: ID,
        code: 'deal',
        fix: `tafel doctor --restore ${ID}`,
        backup: expect.objectContaining({ usable: true, deals: 1 }),
      }),
    ]);
  });

  test('Belote "points": 170', async () => {
    const store = new Store(tempDir(), HOST);
    const data: SheetData = { ...sheet('2026-11-30-belote'), game: 'belote', rules: gameById('belote').defaultRules };
    const deal = gameById('belote').parseDeal(args('--taker Ann --points 100'), configOf(gameById('belote'), data));
    await store.createSheet({ ...data, deals: [deal] });
    const file = store.sheetPath(data.id);
    const text = handEdit(file, (x) => (x.deals[0].points = 170));
    expect(() => store.readSheet(data.id)).toThrow(/deal 1 would not pass 'tafel record': --points 170 is impossible/);
    await expect(add(store, data.id, deal)).rejects.toMatchObject({ code: 'deal' });
    expect(fs.readFileSync(file, 'utf8')).toBe(text);
    expect(fs.existsSync(file + '.bak')).toBe(false);
  });
});

describe('2. deep nesting is refused as corrupt before anything walks it', () => {
  const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);

  test('100,000 nested arrays in an unknown field: corrupt, nothing written, no temp file, in doctor', async () => {
    const { store, file, bak } = await twoDeals();
    const bakBefore = fs.readFileSync(bak, 'utf8');
    const text = fs.readFileSync(file, 'utf8').replace('{', `{"x": ${deep(100000)},`);
    fs.writeFileSync(file, text);
    const before = listing(store.sheetsDir);
    expect(() => store.readSheet(ID)).toThrow(/nested more than 32 levels deep/);
    await expect(add(store, ID, PAS)).rejects.toBeInstanceOf(FileProblem);
    expect(listing(store.sheetsDir)).toEqual(before);
    expect(fs.readFileSync(file, 'utf8')).toBe(text);
    expect(fs.readFileSync(bak, 'utf8')).toBe(bakBefore);
    expect(diagnose(store, 'en').problems.map((p) => p.id)).toEqual([ID]);
  });

  test('the scan: depth counts brackets outside strings only; a sheet-like depth passes', () => {
    expect(scanJson(deep(32), false)).toBeUndefined();
    expect(scanJson(deep(33), false)).toEqual({ kind: 'deep', limit: 32 });
    expect(scanJson(`{"a": "${'['.repeat(100)}"}`, false)).toBeUndefined();
    expect(scanJson(`{"a": "\\"${'['.repeat(100)}"}`, false)).toBeUndefined();
  });
});

describe('3. every file is read through one safe reader', () => {
  const unix = process.platform === 'win32' ? test.skip : test;

  unix('settings.json as a link to /dev/zero or as a FIFO: refused at once, no hang, no memory growth', () => {
    const dir = tempDir();
    const settings = path.join(dir, 'settings.json');
    fs.symlinkSync('/dev/zero', settings);
    expect(() => new Store(dir, HOST).readSettings()).toThrow(/symbolic link/);
    expect(() => readText(settings, 1024, true)).toThrow(expect.objectContaining({ failure: { kind: 'not-file' } }));
    fs.rmSync(settings);
    // A FIFO with no writer: a plain read would block forever; O_NONBLOCK + fstat refuse it.
    execFileSync('mkfifo', [settings]);
    expect(() => new Store(dir, HOST).readSettings()).toThrow(/not a plain file/);
  });

  test('a file larger than the cap is refused, also when it is not known beforehand', () => {
    const file = path.join(tempDir(), 'big.json');
    fs.writeFileSync(file, 'x'.repeat(2000));
    expect(() => readText(file, 1000)).toThrow(expect.objectContaining({ failure: { kind: 'too-big', bytes: 2000 } }));
    expect(readText(file, 2000)).toHaveLength(2000);
  });
});

describe('4. a complete id never stands for another sheet', () => {
  test('after deleting x, "x" does not fall through to x-2; delete needs the exact id', async () => {
    const store = new Store(tempDir(), HOST);
    await store.createSheet(sheet());
    await store.createSheet(sheet(`${ID}-2`));
    const ctx = ctxOf(store);
    expect(await resolveSheetId(ctx, ID)).toBe(ID);
    await expect(resolveSheetId(ctx, '2026-11-30-kleur')).rejects.toThrow('fits several sheets');
    await trashSheet(store, ID, new Date('2026-11-30T22:00:00.000Z'));
    // Refused, never x-2: with the way back to x, which is in the trash.
    await expect(resolveSheetId(ctx, ID)).rejects.toThrow(
      `Sheet ${ID} was deleted: 'tafel undelete ${ID}' brings it back`,
    );
    expect(await resolveSheetId(ctx, '2026-11-30-kleur')).toBe(`${ID}-2`);
    expect(() => exactSheetId(ctx, '2026-11-30-kleur')).toThrow(
      `No sheet "2026-11-30-kleur". Did you mean ${ID}-2? Give the whole id.`,
    );
    expect(exactSheetId(ctx, `${ID}-2`)).toBe(`${ID}-2`);
  });
});

describe('5. ids are allocated exclusively', () => {
  test('a taken id moves on to the next free number; without renumber it is refused', async () => {
    const store = new Store(tempDir(), HOST);
    await store.createSheet(sheet());
    await store.createSheet(sheet(`${ID}-2`));
    // What a second tafel sees when it chose the id before the first one wrote it.
    expect((await store.createSheet(sheet(), { renumber: true })).id).toBe(`${ID}-3`);
    expect((await store.createSheet(sheet(`${ID}-3`), { renumber: true })).id).toBe(`${ID}-4`);
    await expect(store.createSheet(sheet())).rejects.toMatchObject({ code: 'exists' });
    expect(JSON.parse(fs.readFileSync(store.sheetPath(`${ID}-4`), 'utf8')).id).toBe(`${ID}-4`);
    expect(listing(store.sheetsDir).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  test('the base of a numbered id', () => {
    expect(baseId(`${ID}-12`)).toBe(ID);
    expect(baseId(ID)).toBe(ID);
    expect(baseId('2026-11-30')).toBe('2026-11-30'); // a date's day is not a copy number
  });
});

describe('6. a staged import is completed or rolled back by the next tafel', () => {
  // A pid that is certainly not running: a child that has exited (one for the whole block).
  const dead = spawnSync('true').pid!;
  const deadPid = (): number => dead;
  const stage = (dir: string, pid: number, ids: string[], journal: boolean) => {
    const s = path.join(dir, `import-${pid}`);
    fs.mkdirSync(path.join(dir, 'sheets'), { recursive: true });
    fs.mkdirSync(s);
    // The mark tafel makes first (store/files.ts makeStage): what tells its staging folder from a folder of that name.
    fs.writeFileSync(path.join(s, '.tafel-staging'), '');
    for (const id of ids) fs.writeFileSync(path.join(s, `${id}.json`), JSON.stringify(sheet(id)));
    if (journal) fs.writeFileSync(`${s}.journal`, JSON.stringify({ ids }));
  };

  test('killed before its journal: none', () => {
    const dir = tempDir();
    stage(dir, deadPid(), ['a1', 'a2', 'a3'], false);
    expect(new Store(dir, HOST).ids()).toEqual([]);
    expect(listing(dir)).toEqual(['sheets']);
  });

  test('killed after its journal, one sheet already linked: all', () => {
    const dir = tempDir();
    const pid = deadPid();
    stage(dir, pid, ['a1', 'a2', 'a3'], true);
    fs.linkSync(path.join(dir, `import-${pid}`, 'a1.json'), path.join(dir, 'sheets', 'a1.json'));
    const store = new Store(dir, HOST);
    expect(store.ids()).toEqual(['a1', 'a2', 'a3']);
    expect(store.readSheet('a2').id).toBe('a2');
    expect(listing(dir)).toEqual(['sheets']);
  });

  test('an id taken meanwhile by someone else: rolled back, the other sheet kept', () => {
    const dir = tempDir();
    stage(dir, deadPid(), ['a1', 'a2'], true);
    fs.writeFileSync(path.join(dir, 'sheets', 'a2.json'), JSON.stringify(sheet('a2')));
    expect(new Store(dir, HOST).ids()).toEqual(['a2']);
    expect(listing(dir)).toEqual(['sheets']);
  });

  // Until 2026-12-07 any folder named import-<n> or event-<n> (n no running pid) went with everything in it.
  test('folders of those names that tafel did not stage stay as they are; an empty one (killed at once) goes', () => {
    const dir = tempDir();
    const pid = deadPid();
    fs.mkdirSync(path.join(dir, 'sheets'));
    for (const name of [`import-${pid}`, `event-${pid}`]) {
      fs.mkdirSync(path.join(dir, name));
      fs.writeFileSync(path.join(dir, name, 'notes.txt'), 'x');
      fs.writeFileSync(path.join(dir, name, 'a1.json'), JSON.stringify(sheet('a1')));
    }
    fs.writeFileSync(path.join(dir, `import-${pid}.journal`), 'my own notes');
    new Store(dir, HOST);
    expect(listing(dir)).toEqual([`event-${pid}`, `import-${pid}`, `import-${pid}.journal`, 'sheets']);
    expect(listing(path.join(dir, `import-${pid}`))).toEqual(['a1.json', 'notes.txt']);
    expect(listing(path.join(dir, `event-${pid}`))).toEqual(['a1.json', 'notes.txt']);
    expect(fs.readFileSync(path.join(dir, `import-${pid}.journal`), 'utf8')).toBe('my own notes');
    const empty = tempDir();
    fs.mkdirSync(path.join(empty, `import-${pid}`));
    fs.mkdirSync(path.join(empty, `event-${pid}`));
    new Store(empty, HOST);
    expect(listing(empty)).toEqual([]);
  });

  test('one left by a tafel from before the mark (only staged sheets in it, unjournalled) goes as it went then', () => {
    const dir = tempDir();
    const pid = deadPid();
    fs.mkdirSync(path.join(dir, 'sheets'));
    for (const name of [`import-${pid}`, `event-${pid}`]) {
      fs.mkdirSync(path.join(dir, name));
      fs.writeFileSync(path.join(dir, name, 'a1.json'), JSON.stringify(sheet('a1')));
      fs.writeFileSync(path.join(dir, name, `a2.json.${pid}.tmp`), '{"half');
    }
    const store = new Store(dir, HOST);
    expect(listing(dir)).toEqual(['sheets']);
    expect(store.ids()).toEqual([]);
  });

  test('an import in progress (its process alive) is left alone', () => {
    const dir = tempDir();
    stage(dir, process.ppid, ['a1'], false);
    expect(new Store(dir, HOST).ids()).toEqual([]);
    expect(listing(dir)).toContain(`import-${process.ppid}`);
  });
});

describe('7. temporary and lock files are never opened through a planted link', () => {
  const unix = process.platform === 'win32' ? test.skip : test;
  unix('links planted under every temporary name: targets untouched, the sheet stays a plain file', async () => {
    const { store, file } = await twoDeals();
    const victim = path.join(tempDir(), 'victim.txt');
    fs.writeFileSync(victim, 'precious');
    const names = [
      `${file}.${process.pid}.tmp`,
      `${file}.lock.${process.pid}.tmp`,
      `${file}.bak.${process.pid}.tmp`,
      `${store.settingsPath}.${process.pid}.tmp`,
      `${store.settingsPath}.lock.${process.pid}.tmp`,
    ];
    for (const n of names) fs.symlinkSync(victim, n);
    await add(store, ID, PAS);
    await store.updateSettings((s) => ({ ...s, active: ID }));
    expect(fs.readFileSync(victim, 'utf8')).toBe('precious');
    for (const f of [file, file + '.bak', store.settingsPath]) expect(fs.lstatSync(f).isFile()).toBe(true);
    expect(store.readSheet(ID).deals).toHaveLength(3);
    for (const n of names) expect(fs.existsSync(n)).toBe(false);
  });
});

describe('8. names and titles: refused when unsafe, and one rule at the output boundary', () => {
  test.each([
    ['ESC in a name', (d: any) => (d.players[0] = 'Ann\u001b[31m'), 'players: "Ann\u001b[31m" is not a usable'],
    ['a newline in the title', (d: any) => (d.title = 'Vrij\ndag'), 'title: must be one line'],
    ['U+202E in the title', (d: any) => (d.title = 'Vrij\u202edag'), 'title: must be one line'],
    ['U+200B in a name', (d: any) => (d.players[1] = 'Be\u200brt'), 'players: "Be\u200brt" is not a usable'],
  ])('%s: the sheet is corrupt, listed by doctor, untouched', async (_, edit, why) => {
    const { store, file } = await twoDeals();
    const text = handEdit(file, (d) => {
      const old = [...d.players];
      edit(d);
      // keep the deals' names in step with a renamed player, so only the name itself is wrong
      d.deals = JSON.parse(
        JSON.stringify(d.deals)
          .replaceAll(`"${old[0]}"`, JSON.stringify(d.players[0]))
          .replaceAll(`"${old[1]}"`, JSON.stringify(d.players[1])),
      );
    });
    expect(() => store.readSheet(ID)).toThrow(`is not a sheet as tafel writes it: ${why}`);
    expect(diagnose(store, 'en').problems.map((p) => p.id)).toEqual([ID]);
    expect(fs.readFileSync(file, 'utf8')).toBe(text);
  });

  test.each([
    ['U+202E', '\u202e'],
    ['U+2066', '\u2066'],
    ['U+200B', '\u200b'],
    ['U+2028', '\u2028'],
    ['ESC', '\u001b'],
    ['BEL', '\u0007'],
  ])('new and import refuse %s in a title', async (_, ch) => {
    expect(() =>
      buildSheet('kleurenwiezen', { players: 'Ann,Bert,Cis,Dirk', title: `Vrij${ch}dag` }, new Date(), () => false),
    ).toThrow(/without control, bidi-override or zero-width/);
    const { store } = await twoDeals();
    const file = path.join(tempDir(), 'x.json');
    fs.writeFileSync(
      file,
      JSON.stringify({
        format: 'tafel-export',
        version: 1,
        sheets: [{ sheet: { ...store.readSheet(ID), title: `Vrij${ch}dag` } }],
      }),
    );
    const target = new Store(tempDir(), HOST);
    await expect(runImport(ctxOf(target), file, {})).rejects.toMatchObject({
      code: 'bad-import',
      text: { en: expect.stringContaining('.title: must be one line') },
    });
    expect(target.ids()).toEqual([]);
  });

  test('safeOutput: lines stay lines; every other control, bidi and zero-width character shows as an escape', () => {
    expect(safeOutput('a\tb\nc\u001b]8;;http://x\u0007d\u202ee\u200bf\u2028g', false)).toBe(
      'a\tb\nc\\x1b]8;;http://x\\x07d\\u{202e}e\\u{200b}f\\u{2028}g',
    );
    // With colour, only colour sequences pass, never another command.
    expect(safeOutput('\u001b[1mA\u001b[22m \u001b]0;t\u0007 \u001b[2J', true)).toBe(
      '\u001b[1mA\u001b[22m \\x1b]0;t\\x07 \\x1b[2J',
    );
    expect(safe('a\nb')).toBe('a\\x0ab');
  });

  test('safeJson: the document means the same, the terminal sees no raw control', () => {
    const value = { t: 'a\u001b[2J\u007f\u009b\u202e\u2028b', n: [1, 'x\ny'] };
    const out = safeJson(JSON.stringify(value, null, 2));
    expect(JSON.parse(out)).toEqual(value);
    expect(out.replaceAll('\n', '')).not.toMatch(
      /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/,
    );
  });
});

describe('9. invalid UTF-8 is corrupt, never read as U+FFFD', () => {
  test('a \\xff byte in a player name: refused, listed, untouched', async () => {
    const { store, file } = await twoDeals();
    const bytes = Buffer.from(fs.readFileSync(file, 'utf8').replace('"Cis"', '"C\u0001s"'));
    bytes[bytes.indexOf(1)] = 0xff;
    fs.writeFileSync(file, bytes);
    expect(() => store.readSheet(ID)).toThrow(/is not UTF-8 text/);
    await expect(add(store, ID, PAS)).rejects.toBeInstanceOf(FileProblem);
    expect(fs.readFileSync(file).equals(bytes)).toBe(true);
    expect(diagnose(store, 'en').problems.map((p) => p.id)).toEqual([ID]);
  });
});

describe('10. a full disk leaves no litter', () => {
  test('ENOSPC on every write: refused as a storage error; no lock, break guard or temporary file left', async () => {
    const { store } = await twoDeals();
    const before = listing(store.sheetsDir);
    const dataBefore = listing(store.dir);
    const enospc = () =>
      Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', syscall: 'write' });
    const saved = { writeSync: fs.writeSync, writeFileSync: fs.writeFileSync };
    Object.assign(fs, {
      writeSync: () => {
        throw enospc();
      },
      writeFileSync: () => {
        throw enospc();
      },
    });
    try {
      await expect(add(store, ID, PAS)).rejects.toMatchObject({
        code: 'io',
        text: { en: expect.stringContaining('the disk is full') },
      });
      await expect(store.updateSettings((s) => ({ ...s, active: ID }))).rejects.toMatchObject({ code: 'io' });
      await expect(store.createSheet(sheet(`${ID}-9`))).rejects.toMatchObject({ code: 'io' });
    } finally {
      Object.assign(fs, saved);
    }
    expect(listing(store.sheetsDir)).toEqual(before);
    expect(listing(store.dir)).toEqual(dataBefore);
    // The next command finds nothing to wait for.
    await add(store, ID, PAS);
    expect(store.readSheet(ID).deals).toHaveLength(3);
  });
});

describe('11. import: a byte-order mark is accepted, duplicate keys are refused', () => {
  test('an export with a BOM imports; the store reads a sheet with a BOM', async () => {
    const { store } = await twoDeals();
    const doc = { format: 'tafel-export', version: 1, sheets: [{ sheet: store.readSheet(ID) }] };
    const file = path.join(tempDir(), 'bom.json');
    fs.writeFileSync(file, '\ufeff' + JSON.stringify(doc));
    const target = new Store(tempDir(), HOST);
    await runImport(ctxOf(target), file, {});
    expect(target.readSheet(ID).deals).toHaveLength(2);
    fs.writeFileSync(target.sheetPath(ID), '\ufeff' + fs.readFileSync(target.sheetPath(ID), 'utf8'));
    expect(target.readSheet(ID).deals).toHaveLength(2);
  });

  test('a key given twice is refused, also written with an escape', () => {
    expect(() => parseExportText('{"format": "tafel-export", "format": "x"}')).toThrow(
      'a key appears twice in one object (line 1)',
    );
    expect(() => parseExportText('{"sheets": [{"sheet": {"id": "a",\n"\\u0069d": "b"}}]}')).toThrow(
      'a key appears twice in one object (line 2)',
    );
    // A key is the file's content too: never named, its line names the place.
    expect(() => parseExportText('{"$6$salt$hash:19000": 1,\n\n"$6$salt$hash:19000": 2}')).toThrow(
      /: a key appears twice in one object \(line 3\)\. Nothing/,
    );
    expect(scanJson('{"a": {"b": 1}, "b": [{"a": 1}, {"a": 2}]}', true)).toBeUndefined();
  });

  test("a text that is not JSON is refused naming its line, never quoting it (JSON.parse's message does)", () => {
    expect(() => parseExportText('root:x:0:0:root:/root:/bin/bash')).toThrow(/: it is not JSON \(line 1\)\. Nothing/);
    expect(() => parseExportText('{\n  "a": [1,\n  2,]\n}')).toThrow(/: it is not JSON \(line 3\)\. Nothing/);
    // Where V8 names a position, it is the one the refusal's line is taken from; and the two agree on what is JSON.
    // JSON, any text, and JSON with one character put in or the rest cut off somewhere.
    const slipped = fc
      .tuple(fc.json(), fc.nat(), fc.constantFrom('', '!', ',', ']', '}', '"', '-', 'e', '.', '0', ' ', '\\', 'n'))
      .map(([j, k, ch]) => j.slice(0, k % (j.length + 1)) + ch + (ch === '' ? '' : j.slice(k % (j.length + 1))));
    fc.assert(
      fc.property(fc.oneof(fc.json(), fc.string(), slipped), (text) => {
        let v8: number | 'json' | undefined = 'json';
        try {
          JSON.parse(text);
        } catch (e) {
          const m = /at position (\d+)/.exec((e as Error).message);
          v8 = m ? Number(m[1]) : undefined;
        }
        const ours = jsonErrorAt(text);
        if (v8 === 'json') expect(ours).toBeUndefined();
        else if (v8 === undefined) expect(ours).toBeDefined();
        else expect(ours).toBe(v8);
      }),
      { numRuns: 2000 },
    );
  });
});
