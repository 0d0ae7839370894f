import { afterAll, afterEach, describe, expect, jest, test } from '@jest/globals';
import fc from 'fast-check';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { trashSheet } from '../../src/store/trash/trash.js';
import { StorageError, TafelError } from '../../src/core/errors.js';
import { SCHEMA_VERSION, type SheetData } from '../../src/sheet/sheet.js';
import { stepsCovered } from '../../src/store/migrate.js';
import { parseSettings, parseSheet } from '../../src/store/decode.js';
import { FileProblem, writeAtomic } from '../../src/store/files.js';
import { MAX_FILE_BYTES } from '../../src/store/read.js';
import { Store } from '../../src/store/store.js';
import { dieAt as die } from '../helpers/die.js';
import { HOST } from '../helpers/host.js';
import { snapshot, tafel, tempHome } from '../helpers/cli.js';

const dirs: string[] = [];
const tempStore = (): Store => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tafel-rel-'));
  dirs.push(dir);
  return new Store(dir, HOST);
};
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const sheet = (id = '2026-11-29-kleurenwiezen', deals: SheetData['deals'] = []): SheetData => ({
  schemaVersion: SCHEMA_VERSION,
  id,
  game: 'kleurenwiezen',
  rules: 'lodige',
  title: 'Vrijdag',
  createdAt: '2026-11-29T19:00:00.000Z',
  players: ['Ann', 'Bert', 'Cis', 'Dirk'],
  firstDealer: 0,
  set: {},
  deals,
  closed: false,
});

type Refuses = (args: unknown[]) => boolean;
/**
 * Runs `during` while folder `dir` takes no new file, as the kernel answers a tafel that is not root in a folder of
 * mode 0500 (root ignores permissions, and the tests may run as root): every call that would make an entry in it or
 * rename one fails with EACCES, and so does asking whether it may be written; its files and the folders below work.
 */
async function takesNoNewFile<T>(dir: string, during: () => Promise<T>): Promise<T> {
  const here = (p: unknown) => path.dirname(path.resolve(String(p))) === dir;
  const denied = (syscall: string, p: unknown) =>
    Object.assign(new Error(`EACCES: permission denied, ${syscall} '${p}'`), {
      code: 'EACCES',
      syscall,
      path: String(p),
    });
  const creates = (flags: unknown) =>
    typeof flags === 'number' ? (flags & fs.constants.O_CREAT) !== 0 : /[wa]/.test(String(flags ?? 'r'));
  // Each call refused when `refuses` says so, else the real one.
  const refuse = (name: 'openSync' | 'linkSync' | 'renameSync' | 'mkdirSync' | 'accessSync', refuses: Refuses) => {
    const real = (fs[name] as (...a: unknown[]) => unknown).bind(fs);
    return jest
      .spyOn(fs as unknown as Record<string, (...a: unknown[]) => unknown>, name)
      .mockImplementation((...a: unknown[]) => {
        if (refuses(a)) throw denied(name.replace('Sync', ''), a[0]);
        return real(...a);
      });
  };
  const spies = [
    refuse('openSync', ([p, flags]) => here(p) && creates(flags) && !fs.existsSync(p as string)),
    refuse('linkSync', ([, to]) => here(to)),
    refuse('renameSync', ([from, to]) => here(from) || here(to)),
    refuse('mkdirSync', ([p]) => here(p) && !fs.existsSync(p as string)),
    refuse(
      'accessSync',
      ([p, mode]) => path.resolve(String(p)) === dir && ((mode as number) & fs.constants.W_OK) !== 0,
    ),
  ];
  try {
    return await during();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

const SOLO = { contract: 'solo', level: 6, by: ['Ann'], tricks: 6 };
const addDeal = (s: Store, id: string, deal: SheetData['deals'][number] = SOLO) =>
  s.updateSheet(id, (d) => ({ data: { ...d, deals: [...d.deals, deal] }, result: d.deals.length + 1 }));
const bytes = (file: string): string | undefined => (fs.existsSync(file) ? fs.readFileSync(file, 'base64') : undefined);

describe('prototype pollution: keys tafel never writes are refused, however they are spelled', () => {
  const good = JSON.stringify(sheet('s1'));
  test.each([
    ['__proto__ at the top', good.replace('{', '{"__proto__": {"polluted": true},')],
    [
      'constructor in a deal',
      JSON.stringify(sheet('s1', [{ contract: 'pas', constructor: { prototype: { polluted: true } } }])),
    ],
    ['prototype in the house rules', good.replace('"set":{}', '"set":{"prototype":"x"}')],
    ['__proto__ written with \\u escapes', good.replace('{', '{"\\u005f_proto__": {"polluted": true},')],
  ])('%s', (_, text) => {
    expect(() => parseSheet(text, '/x/s1.json', 's1')).toThrow(/never writes/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test.each([
    ['{"__proto__": {"polluted": true}, "lang": "nl"}'],
    ['{"constructor": {"prototype": {"polluted": true}}}'],
    ['{"\\u0070rototype": 1}'],
  ])('settings %s', (text) => {
    expect(() => parseSettings(text, '/x/settings.json')).toThrow(/never writes/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test('the same words as values are fine (a title may say "constructor")', () => {
    expect(
      parseSheet(JSON.stringify({ ...sheet('s1'), title: '__proto__ constructor' }), '/x/s1.json', 's1').title,
    ).toBe('__proto__ constructor');
  });
});

describe('settings are checked, not trusted', () => {
  test.each([
    ['{"lang": "fr"}', /language "fr"/],
    ['{"active": "../../etc/passwd"}', /not a sheet id/],
    ['{"active": 5}', /not a sheet id/],
    ['[1, 2]', /does not hold settings/],
    ['{"schemaVersion": "1"}', /schemaVersion/],
    ['nonsense', /not valid JSON/],
  ])('%s is refused', (text, why) => {
    expect(() => parseSettings(text, '/x/settings.json')).toThrow(why);
  });

  test('a missing settings file is the defaults; a written one keeps the previous version', async () => {
    const s = tempStore();
    expect(s.readSettings()).toEqual({ schemaVersion: SCHEMA_VERSION });
    await s.updateSettings((x) => ({ ...x, lang: 'nl' }));
    await s.updateSettings((x) => ({ ...x, active: 'abc' }));
    expect(s.readSettings()).toMatchObject({ lang: 'nl', active: 'abc' });
    expect(parseSettings(fs.readFileSync(s.settingsPath + '.bak', 'utf8'), 'x')).toMatchObject({ lang: 'nl' });
  });

  test("a newer tafel's settings, changed here, keep their schema and what this tafel does not know", async () => {
    const s = tempStore();
    fs.mkdirSync(s.dir, { recursive: true });
    fs.writeFileSync(s.settingsPath, '{"schemaVersion": 99, "lang": "nl", "future": {"x": 1}}\n');
    await s.updateSettings((x) => ({ ...x, active: 'abc' }));
    expect(JSON.parse(fs.readFileSync(s.settingsPath, 'utf8'))).toEqual({
      schemaVersion: 99,
      lang: 'nl',
      future: { x: 1 },
      active: 'abc',
    });
  });
});

describe('no id, title or field leads outside the data directory', () => {
  test.each([
    '../x',
    '../../etc/passwd',
    'a/b',
    '/etc/passwd',
    '.',
    '..',
    '',
    'A',
    'x.json',
    'x\u0000',
    'a'.repeat(81),
    'é',
    'x\\y',
    '-x',
  ])('%j is not a sheet id', (id) => {
    const s = tempStore();
    expect(() => s.sheetPath(id)).toThrow(StorageError);
    expect(() => s.readSheet(id)).toThrow(StorageError);
  });

  test('law: any string is either refused or a file directly inside sheets/', () => {
    const s = tempStore();
    fc.assert(
      fc.property(fc.string({ maxLength: 90 }), (id) => {
        let file: string;
        try {
          file = s.sheetPath(id);
        } catch (e) {
          return e instanceof StorageError;
        }
        return path.dirname(file) === s.sheetsDir && path.basename(file) === `${id}.json`;
      }),
      { numRuns: 500 },
    );
  });

  test('a sheet file that says it is another sheet is refused', () => {
    expect(() => parseSheet(JSON.stringify(sheet('../../etc/passwd')), '/x/s1.json', 's1')).toThrow(/says it is sheet/);
  });

  test('a symbolic link in the data directory is not followed', () => {
    const s = tempStore();
    fs.mkdirSync(s.sheetsDir, { recursive: true });
    const outside = path.join(s.dir, 'outside.json');
    fs.writeFileSync(outside, JSON.stringify(sheet('linked')));
    fs.symlinkSync(outside, s.sheetPath('linked'));
    expect(() => s.readSheet('linked')).toThrow(/symbolic link/);
  });

  const hasMkfifo = spawnSync('mkfifo', ['--version']).status === 0;
  (hasMkfifo ? test : test.skip)('a FIFO named like a sheet does not hang tafel', () => {
    const s = tempStore();
    fs.mkdirSync(s.sheetsDir, { recursive: true });
    spawnSync('mkfifo', [s.sheetPath('fifo')]);
    expect(() => s.readSheet('fifo')).toThrow(/not a plain file/);
  });

  test('a file far larger than any tafel writes is refused without reading it: a sheet, settings.json', () => {
    const s = tempStore();
    fs.mkdirSync(s.sheetsDir, { recursive: true });
    fs.writeFileSync(s.sheetPath('huge'), '');
    fs.truncateSync(s.sheetPath('huge'), MAX_FILE_BYTES + 1); // sparse: costs nothing
    expect(() => s.readSheet('huge')).toThrow(/far larger than any file tafel writes/);
    // Not called a sheet where it is none.
    const settings = path.join(s.dir, 'settings.json');
    fs.writeFileSync(settings, '');
    fs.truncateSync(settings, MAX_FILE_BYTES + 1);
    expect(() => s.readSettings()).toThrow(/settings\.json is \d+ MB, far larger than any file tafel writes/);
  });
});

describe('files and directories are readable by their owner only, whatever the umask', () => {
  let old: number | undefined;
  afterEach(() => {
    if (old !== undefined) process.umask(old);
  });
  test('every file tafel writes', async () => {
    old = process.umask(0);
    const s = new Store(path.join(tempStore().dir, 'fresh', 'data'), HOST);
    await s.createSheet(sheet());
    await addDeal(s, sheet().id);
    await s.updateSettings((x) => ({ ...x, active: sheet().id }));
    await s.updateSettings((x) => ({ ...x, lang: 'nl' }));
    for (const f of [
      s.sheetPath(sheet().id),
      s.sheetPath(sheet().id) + '.bak',
      s.settingsPath,
      s.settingsPath + '.bak',
    ]) {
      expect([f, fs.statSync(f).mode & 0o777]).toEqual([f, 0o600]);
    }
    for (const d of [s.dir, s.sheetsDir]) expect([d, fs.statSync(d).mode & 0o777]).toEqual([d, 0o700]);
  });
});

describe('a data directory the system refuses is a storage refusal, not a bug', () => {
  test('the data directory is a file', async () => {
    const s = tempStore();
    const file = path.join(s.dir, 'not-a-folder');
    fs.writeFileSync(file, 'x');
    const bad = new Store(file, HOST);
    // Issue 21 item 10: not "no sheets yet", but a refusal naming the file.
    expect(() => bad.ids()).toThrow(`${file} is a file, not a folder: it cannot be tafel's data directory.`);
    expect(bad.readSettings()).toEqual({ schemaVersion: SCHEMA_VERSION });
    expect(() => bad.readSheet('x')).toThrow('No sheet "x"');
    // A write says the same (until 2026-12-06: "Could not write .../not-a-folder/sheets (ENOTDIR): ...").
    const refusal = {
      code: 'data-dir',
      text: { en: expect.stringMatching(/^.*not-a-folder is a file, not a folder/) },
    };
    await expect(bad.createSheet(sheet())).rejects.toMatchObject(refusal);
    await expect(bad.updateSettings((x) => x)).rejects.toMatchObject(refusal);
    expect(fs.readFileSync(file, 'utf8')).toBe('x');
  });

  test('a folder that refuses a new file is named as the one whose permissions to check', async () => {
    const s = tempStore();
    const id = sheet().id;
    await s.createSheet(sheet());
    const before = fs.readFileSync(s.sheetPath(id), 'utf8');
    // What a folder without write permission answers a tafel that is not root (the lock file is made first).
    const spy = jest.spyOn(fs, 'openSync').mockImplementation(((file: string) => {
      throw Object.assign(new Error(`EACCES: permission denied, open '${file}'`), {
        code: 'EACCES',
        syscall: 'open',
        path: file,
      });
    }) as never);
    try {
      await expect(addDeal(s, id)).rejects.toMatchObject({
        code: 'io',
        text: {
          en: expect.stringMatching(
            new RegExp(
              `^Could not write ${s.sheetsDir}/.+ \\(EACCES\\): ` +
                `check the permissions of the folder ${s.sheetsDir}\\. Nothing was changed\\.$`,
            ),
          ),
          nl: expect.stringMatching(
            new RegExp(`: controleer de rechten van de map ${s.sheetsDir}\\. Er werd niets veranderd\\.$`),
          ),
        },
      });
    } finally {
      spy.mockRestore();
    }
    expect(fs.readFileSync(s.sheetPath(id), 'utf8')).toBe(before);
  });

  // Until 2026-12-07 `tafel new` in a data directory that took no new file (chmod 500, sheets/ still writable) wrote
  // the sheet, then failed on settings.json's lock saying "Nothing was changed": each try left one more sheet.
  test('new in a data directory that takes no new file refuses before the sheet, and says so (en, nl)', async () => {
    const h = tempHome();
    dirs.push(h);
    expect((await tafel(h, ['new', 'belote', '--players', 'A,B,C,D'])).code).toBe(0);
    const before = snapshot(h);
    const [en, nl] = await takesNoNewFile(h, () =>
      Promise.all([
        tafel(h, ['new', 'belote', '--players', 'A,B,C,D']),
        tafel(h, ['--lang', 'nl', 'new', 'belote', '--players', 'A,B,C,D']),
      ]),
    );
    // No sheet written, and so the refusal's "Nothing was changed" true.
    expect(snapshot(h)).toEqual(before);
    const file = path.join(h, 'settings.json');
    expect(en).toEqual({
      code: 1,
      stdout: '',
      stderr:
        `tafel: Could not write ${file} (EACCES): check the permissions of the folder ${h}. Nothing was ` +
        'changed.\n',
    });
    expect(nl).toEqual({
      code: 1,
      stdout: '',
      stderr:
        `tafel: Kon ${file} niet schrijven (EACCES): controleer de rechten van de map ${h}. Er werd niets ` +
        'veranderd.\n',
    });
  });

  test('a refusal of the game inside an update stays what it is', async () => {
    const s = tempStore();
    await s.createSheet(sheet());
    // looks like a system error but names no syscall: a bug, passed on
    const refusal = Object.assign(new Error('x'), { code: 'ENOENT' });
    await expect(
      s.updateSheet(sheet().id, () => {
        throw refusal;
      }),
    ).rejects.toBe(refusal);
  });
});

describe('every update keeps the previous version', () => {
  test('.bak holds the file as it was before the last change', async () => {
    const s = tempStore();
    const id = sheet().id;
    await s.createSheet(sheet());
    expect(fs.existsSync(s.sheetPath(id) + '.bak')).toBe(false);
    await addDeal(s, id);
    const one = fs.readFileSync(s.sheetPath(id), 'utf8');
    await addDeal(s, id, { contract: 'pas' });
    expect(fs.readFileSync(s.sheetPath(id) + '.bak', 'utf8')).toBe(one);
    expect(s.readSheet(id).deals).toHaveLength(2);
  });

  test('a refused change writes nothing at all', async () => {
    const s = tempStore();
    const id = sheet().id;
    await s.createSheet(sheet());
    await addDeal(s, id);
    const before = fs.readdirSync(s.sheetsDir).map((f) => [f, bytes(path.join(s.sheetsDir, f))]);
    await expect(
      s.updateSheet(id, () => {
        throw new StorageError({ en: 'no', nl: 'nee' });
      }),
    ).rejects.toThrow('no');
    expect(fs.readdirSync(s.sheetsDir).map((f) => [f, bytes(path.join(s.sheetsDir, f))])).toEqual(before);
  });

  test('a change writing the sheet past the 16 MB cap of the safe reader is refused, nothing written', async () => {
    const s = tempStore();
    const id = sheet().id;
    await s.createSheet(sheet());
    await addDeal(s, id);
    const before = fs.readdirSync(s.sheetsDir).map((f) => [f, bytes(path.join(s.sheetsDir, f))]);
    // Only the text to write is that large (one deal given 150,000 times, 16.8 MB), never a file: cheap to reach.
    const many = Array.from({ length: 150_000 }, () => SOLO);
    const err = await s.updateSheet(id, (d) => ({ data: { ...d, deals: many }, result: 0 })).catch((e: unknown) => e);
    const file = s.sheetPath(id);
    expect(err).toBeInstanceOf(StorageError);
    expect((err as StorageError).code).toBe('too-big');
    expect((err as StorageError).text).toEqual({
      en:
        `Not written: ${file} would grow past 16 MB, the most a tafel file may hold (tafel could not read it back); ` +
        `it is as it was. Start a new sheet for the next deals ('tafel new').`,
      nl:
        `Niet geschreven: ${file} zou groter worden dan 16 MB, het meeste dat een tafel-bestand mag bevatten (tafel ` +
        `zou het niet meer kunnen lezen); het is gebleven zoals het was. Begin een nieuw blad voor de volgende ` +
        `giften ('tafel new').`,
    });
    expect(fs.readdirSync(s.sheetsDir).map((f) => [f, bytes(path.join(s.sheetsDir, f))])).toEqual(before);
    // 150,000 deals only just pass the cap; 149,000 stay under it (16.7 MB), and are written.
    await s.updateSheet(id, (d) => ({ data: { ...d, deals: many.slice(0, 149_000) }, result: 0 }));
    expect(fs.statSync(file).size).toBeLessThan(MAX_FILE_BYTES);
    expect(fs.statSync(file).size).toBeGreaterThan(MAX_FILE_BYTES - 128 * 1024);
  });

  test('an import of a sheet past the 16 MB cap stages nothing and publishes nothing', async () => {
    const s = tempStore();
    const big = sheet(
      '2026-11-29-big',
      Array.from({ length: 150_000 }, () => SOLO),
    );
    await expect(s.importSheets([sheet('2026-11-29-small'), big])).rejects.toMatchObject({ code: 'too-big' });
    expect(fs.readdirSync(s.dir).filter((f) => f !== 'sheets')).toEqual([]);
    expect(fs.readdirSync(s.sheetsDir)).toEqual([]);
  });

  test('delete takes the previous versions and kept copies with it', async () => {
    const s = tempStore();
    const id = sheet().id;
    await s.createSheet(sheet());
    await s.createSheet(sheet(`${id}-2`));
    await addDeal(s, id);
    fs.writeFileSync(s.sheetPath(id) + '.broken-2026', 'x');
    const kept = fs
      .readdirSync(s.sheetsDir)
      .filter((n) => n.startsWith(`${id}.json`))
      .sort();
    await trashSheet(s, id, new Date('2026-11-30T22:00:00.000Z'));
    expect(fs.readdirSync(s.sheetsDir)).toEqual([`${id}-2.json`]);
    // Kept in the trash, every file of it, for `tafel undelete`.
    expect(fs.readdirSync(path.join(s.dir, 'deleted', id)).sort()).toEqual([...kept, 'deleted.json'].sort());
  });
});

describe('crash safety: killed at any step of a write, the file holds all or nothing of it', () => {
  const OPS = [
    'openSync',
    'writeSync',
    'writeFileSync',
    'fsyncSync',
    'closeSync',
    'renameSync',
    'linkSync',
    'copyFileSync',
    'rmSync',
    'fchmodSync',
    'readdirSync',
    'fstatSync',
    'readFileSync',
  ] as const;
  const dieAt = (k: number) => die(OPS, k);

  async function everyStep(
    lockFile: string,
    write: () => Promise<unknown>,
    check: (died: boolean) => void,
    prepare: () => void = () => undefined,
  ): Promise<number> {
    for (let k = 1; k < 100; k++) {
      prepare();
      const d = dieAt(k);
      try {
        await write();
      } catch {
        // the "killed" error
      } finally {
        d.restore();
      }
      fs.rmSync(lockFile + '.lock', { force: true }); // a dead process's lock: broken by the next one
      check(d.died());
      if (!d.died()) return k;
    }
    throw new Error('the write never finished');
  }

  test('record: the sheet opens with the old deals or with the new deal, and .bak is whole', async () => {
    const s = tempStore();
    const id = sheet().id;
    await s.createSheet(sheet());
    let deals = 0;
    const steps = await everyStep(
      s.sheetPath(id),
      () => addDeal(s, id, { ...SOLO, tricks: deals % 9 }),
      () => {
        const now = s.readSheet(id).deals;
        expect([deals, deals + 1]).toContain(now.length);
        if (now.length === deals + 1) expect(now[deals]).toEqual({ ...SOLO, tricks: deals % 9 });
        deals = now.length;
        if (fs.existsSync(s.sheetPath(id) + '.bak'))
          parseSheet(fs.readFileSync(s.sheetPath(id) + '.bak', 'utf8'), 'bak', id);
      },
    );
    expect(steps).toBeGreaterThan(8); // it really died at every step of the way
    // Leftover temporary files of "dead" writers are removed by the next write.
    await addDeal(s, id);
    expect(fs.readdirSync(s.sheetsDir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  test('settings: old or new, never torn', async () => {
    const s = tempStore();
    await s.updateSettings((x) => ({ ...x, lang: 'en' }));
    let lang = 'en';
    await everyStep(
      s.settingsPath,
      () => s.updateSettings((x) => ({ ...x, lang: x.lang === 'en' ? 'nl' : 'en' })),
      () => {
        const now = s.readSettings().lang!;
        lang = now;
        expect(['en', 'nl']).toContain(lang);
      },
    );
  });

  test('restore: the sheet is the broken one or the restored one, and the broken one is never lost', async () => {
    const s = tempStore();
    const id = sheet().id;
    await s.createSheet(sheet());
    await addDeal(s, id);
    const file = s.sheetPath(id);
    const steps = await everyStep(
      file,
      () => s.restoreSheet(id),
      (died) => {
        const text = fs.readFileSync(file, 'utf8');
        if (text !== '{"torn') expect(parseSheet(text, file, id).deals).toHaveLength(0);
        else expect(died).toBe(true);
        for (const f of fs.readdirSync(s.sheetsDir).filter((n) => n.includes('.broken-'))) {
          expect(fs.readFileSync(path.join(s.sheetsDir, f), 'utf8')).toBe('{"torn');
        }
      },
      () => fs.writeFileSync(file, '{"torn'),
    );
    expect(steps).toBeGreaterThan(8);
  });
});

describe('a write reaches the disk in order: the temp file flushed, renamed, then its folder flushed', () => {
  // The crash tests above stop at each call, so a flush left out is invisible to them: this records the calls.
  const linuxOnly = process.platform === 'linux' ? test : test.skip;
  linuxOnly('writeAtomic: fsync of the temp file, the rename over the file, fsync of the folder', () => {
    const store = tempStore();
    const dir = store.dir;
    const file = path.join(dir, 'x.json');
    fs.writeFileSync(file, 'old');
    const calls: string[] = [];
    const name = (p: string) => path.relative(dir, p) || '.';
    const realSync = fs.fsyncSync.bind(fs);
    const realRename = fs.renameSync.bind(fs);
    const syncs = jest.spyOn(fs, 'fsyncSync').mockImplementation((fd: number) => {
      calls.push(`fsync ${name(fs.readlinkSync(`/proc/self/fd/${fd}`))}`);
      realSync(fd);
    });
    const renames = jest.spyOn(fs, 'renameSync').mockImplementation((from: fs.PathLike, to: fs.PathLike) => {
      calls.push(`rename ${name(String(from))} ${name(String(to))}`);
      realRename(from, to);
    });
    try {
      writeAtomic(store.locks, file, 'new');
    } finally {
      syncs.mockRestore();
      renames.mockRestore();
    }
    const tmp = `x.json.${store.locks.host.pid}.tmp`;
    expect(calls).toEqual([`fsync ${tmp}`, `rename ${tmp} x.json`, 'fsync .']);
    expect(fs.readFileSync(file, 'utf8')).toBe('new');
  });
});

describe('migrations', () => {
  /** Schema 0 (the unnumbered prototype files): no schemaVersion, the dealer by name, `finished`. */
  const v0 = (over: Record<string, unknown> = {}) => {
    const { schemaVersion: _v, firstDealer: _f, closed: _c, ...rest } = sheet('old-sheet', [SOLO]);
    return JSON.stringify({ ...rest, dealer: 'Cis', finished: false, ...over }, null, 2);
  };

  test('every schema older than the current one has its step', () => {
    expect(stepsCovered()).toBe(true);
  });

  test('a schema 0 file opens upgraded, its next change writes it upgraded, the old file kept as .v0', async () => {
    const s = tempStore();
    fs.mkdirSync(s.sheetsDir, { recursive: true });
    const file = s.sheetPath('old-sheet');
    fs.writeFileSync(file, v0({ finished: true }));
    const data = s.readSheet('old-sheet');
    expect(data).toMatchObject({ schemaVersion: SCHEMA_VERSION, firstDealer: 2, closed: true, deals: [SOLO] });
    expect(data).not.toHaveProperty('dealer');
    expect(data).not.toHaveProperty('finished');
    // A read writes nothing (a command refused after it must leave the files as they were).
    expect(fs.readdirSync(s.sheetsDir)).toEqual(['old-sheet.json']);
    expect(fs.readFileSync(file, 'utf8')).toBe(v0({ finished: true }));
    await addDeal(s, 'old-sheet', { contract: 'pas' });
    expect(fs.readFileSync(file + '.v0', 'utf8')).toBe(v0({ finished: true }));
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ ...data, deals: [SOLO, { contract: 'pas' }] });
    expect(s.loadSheet('old-sheet').version).toBe(SCHEMA_VERSION);
  });

  test('while another process writes it, a read still opens it and the writer keeps the old file', async () => {
    const s = tempStore();
    fs.mkdirSync(s.sheetsDir, { recursive: true });
    const file = s.sheetPath('old-sheet');
    fs.writeFileSync(file, v0());
    const release = s.locks.tryLockSync(file)!;
    expect(s.readSheet('old-sheet').firstDealer).toBe(2);
    expect(fs.readFileSync(file, 'utf8')).toBe(v0());
    release();
    await addDeal(s, 'old-sheet', { contract: 'pas' });
    expect(fs.readFileSync(file + '.v0', 'utf8')).toBe(v0());
    expect(s.readSheet('old-sheet').deals).toEqual([SOLO, { contract: 'pas' }]);
  });

  test.each([
    [{ dealer: 'Zoe' }, /cannot be upgraded: its dealer "Zoe" is not one of its players/],
    [{ finished: 'yes' }, /cannot be upgraded: its "finished" is not true or false/],
    [{ schemaVersion: -1 }, /schemaVersion -1/],
    [{ schemaVersion: 1.5 }, /schemaVersion 1.5/],
  ])('an old file that cannot be upgraded is refused and left untouched: %j', (over, why) => {
    const s = tempStore();
    fs.mkdirSync(s.sheetsDir, { recursive: true });
    fs.writeFileSync(s.sheetPath('old-sheet'), v0(over));
    expect(() => s.readSheet('old-sheet')).toThrow(why);
    expect(fs.readFileSync(s.sheetPath('old-sheet'), 'utf8')).toBe(v0(over));
    expect(fs.readdirSync(s.sheetsDir)).toEqual(['old-sheet.json']);
  });

  test('a newer schema is refused with a clear message, and never written over', async () => {
    const s = tempStore();
    fs.mkdirSync(s.sheetsDir, { recursive: true });
    const text = JSON.stringify({ ...sheet('new-sheet'), schemaVersion: SCHEMA_VERSION + 1, somethingNew: [1] });
    fs.writeFileSync(s.sheetPath('new-sheet'), text);
    expect(() => s.readSheet('new-sheet')).toThrow(
      `written by a newer tafel (schema ${SCHEMA_VERSION + 1}; this one knows ${SCHEMA_VERSION}): update tafel`,
    );
    await expect(addDeal(s, 'new-sheet')).rejects.toThrow(/newer tafel/);
    expect(fs.readFileSync(s.sheetPath('new-sheet'), 'utf8')).toBe(text);
  });
});

describe('restore (tafel doctor --restore)', () => {
  async function twoVersions() {
    const s = tempStore();
    const id = sheet().id;
    await s.createSheet(sheet());
    await addDeal(s, id);
    await addDeal(s, id);
    return { s, id, file: s.sheetPath(id) };
  }

  test('puts the previous version back and keeps the broken file', async () => {
    const { s, id, file } = await twoVersions();
    fs.writeFileSync(file, '{"half a she');
    const r = await s.restoreSheet(id);
    expect(r).toMatchObject({ file, from: file + '.bak', deals: 1 });
    expect(r.broken).toMatch(new RegExp(`${id}\\.json\\.broken-\\d{4}-\\d\\d-\\d\\dT[\\d-]+Z$`));
    expect(fs.readFileSync(r.broken!, 'utf8')).toBe('{"half a she');
    expect(s.readSheet(id).deals).toHaveLength(1);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  test('a sheet that reads fine is not restored (that would throw its last change away)', async () => {
    const { s, id, file } = await twoVersions();
    const before = bytes(file);
    await expect(s.restoreSheet(id)).rejects.toMatchObject({ code: 'not-broken' });
    expect(bytes(file)).toBe(before);
  });

  test('a previous version that fails the extra check is not put back', async () => {
    const { s, id, file } = await twoVersions();
    fs.writeFileSync(file, 'x');
    await expect(
      s.restoreSheet(id, () => {
        throw new FileProblem({ en: 'bad', nl: 'slecht' }, 'replay', 'f', { en: 'cannot be replayed', nl: 'x' });
      }),
    ).rejects.toThrow(/cannot be used either \(cannot be replayed\); nothing was changed/);
    expect(fs.readFileSync(file, 'utf8')).toBe('x');
  });

  test('without a previous version there is nothing to restore', async () => {
    const s = tempStore();
    await s.createSheet(sheet());
    fs.writeFileSync(s.sheetPath(sheet().id), 'x');
    await expect(s.restoreSheet(sheet().id)).rejects.toMatchObject({ code: 'no-backup' });
  });

  test('settings too', async () => {
    const s = tempStore();
    await s.updateSettings((x) => ({ ...x, lang: 'nl' }));
    await s.updateSettings((x) => ({ ...x, active: 'abc' }));
    fs.writeFileSync(s.settingsPath, '{"lang": "fr"}');
    // The refusal offers the restore once judged as doctor judges it (the shell asks `wayOn` before it says it).
    let refusal: TafelError | undefined;
    try {
      s.readSettings();
    } catch (e) {
      refusal = e as TafelError;
    }
    expect(refusal?.text.en).toMatch(/'tafel doctor' says whether its previous version can be put back/);
    expect((await refusal?.wayOn?.())?.text.en).toMatch(/put its previous version back with 'tafel doctor --restore/);
    const r = await s.restoreSettings();
    expect(r.broken).toContain('settings.json.broken-');
    expect(s.readSettings()).toMatchObject({ lang: 'nl' });
  });

  test('settings without a previous version: the refusal offers no restore, only the repair by hand', () => {
    const s = tempStore();
    fs.writeFileSync(s.settingsPath, '{"lang": "fr"}');
    expect(() => s.readSettings()).toThrow(
      `${s.settingsPath} has the language "fr", not one of en, nl; it was left untouched. It holds the active sheet, ` +
        'the language and the saved tables (presets): repair it by hand (deleting it forgets the presets).',
    );
  });
});

describe('locks', () => {
  test('a lock left by a dead process is broken; a live one is waited for, then "busy"', async () => {
    const s = tempStore();
    fs.mkdirSync(s.sheetsDir, { recursive: true });
    const file = s.sheetPath('x');
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    }).stdout;
    fs.writeFileSync(file + '.lock', `${dead} 2026-11-29T19:00:00.000Z`);
    expect(await s.locks.withLock(file, () => 'ran', 2000)).toBe('ran');
    expect(fs.existsSync(file + '.lock')).toBe(false);

    fs.writeFileSync(file + '.lock', `${process.ppid} ${new Date().toISOString()}`); // alive: our parent
    // The holder named, as its lock names it (until 2026-12-07 not at all), in both languages.
    const busy = (await s.locks.withLock(file, () => 'ran', 50).catch((e: unknown) => e)) as StorageError;
    expect([busy.text.en, busy.text.nl]).toEqual([
      `Sheet busy: another tafel (pid ${process.ppid}) is writing ${file}. Try again in a moment (if no other tafel ` +
        `runs, delete ${file}.lock).`,
      `Blad bezet: een ander tafel-commando (pid ${process.ppid}) schrijft ${file}. Probeer zo meteen opnieuw ` +
        `(loopt er geen ander, verwijder dan ${file}.lock).`,
    ]);
    fs.rmSync(file + '.lock');
  });

  test('a lock that names nobody (its writer died before writing) is broken once it is a few seconds old', async () => {
    const s = tempStore();
    fs.mkdirSync(s.sheetsDir, { recursive: true });
    const lock = s.sheetPath('x') + '.lock';
    fs.writeFileSync(lock, '');
    const old = (Date.now() - 5000) / 1000;
    fs.utimesSync(lock, old, old);
    expect(await s.locks.withLock(s.sheetPath('x'), () => 'ran', 2000)).toBe('ran');
  });

  test('a lock file always names its holder', async () => {
    const s = tempStore();
    fs.mkdirSync(s.sheetsDir, { recursive: true });
    const lock = s.sheetPath('x') + '.lock';
    await s.locks.withLock(s.sheetPath('x'), () =>
      expect(fs.readFileSync(lock, 'utf8')).toMatch(new RegExp(`^${process.pid} \\d{4}-`)),
    );
    expect(fs.readdirSync(s.sheetsDir)).toEqual([]);
  });

  test('a lock held by this process is not taken twice', () => {
    const s = tempStore();
    fs.mkdirSync(s.sheetsDir, { recursive: true });
    const release = s.locks.tryLockSync(s.sheetPath('x'))!;
    expect(release).toBeDefined();
    expect(s.locks.tryLockSync(s.sheetPath('x'))).toBeUndefined();
    release();
    expect(fs.existsSync(s.sheetPath('x') + '.lock')).toBe(false);
  });
});

describe('every refusal of a data file is a typed error naming the file', () => {
  test.each([
    ['', /not valid JSON/],
    ['\ufeff' + JSON.stringify(sheet('s1')), null], // a byte order mark from a Windows editor is fine
    ['null', /does not hold a sheet/],
    [JSON.stringify({ ...sheet('s1'), players: ['Ann', 'Ann', 'Cis', 'Dirk'] }), /players: The name "Ann" is used/],
    [JSON.stringify({ ...sheet('s1'), firstDealer: 4 }), /firstDealer: must be a seat/],
    [JSON.stringify({ ...sheet('s1'), set: { deals: 8 } }), /set.deals: deals must be a text/],
    [
      JSON.stringify({ ...sheet('s1'), deals: [{ level: 8 }] }),
      /deals\[0\]: a deal must be an object with a "contract"/,
    ],
    [JSON.stringify({ ...sheet('s1'), stakeCents: 0.5 }), /whole number of cents/],
    [JSON.stringify({ ...sheet('s1'), notes: undefined, note: {} }), /unknown field "note"/],
  ])('%j', (text, why) => {
    if (why === null) {
      expect(parseSheet(text, '/d/s1.json', 's1').id).toBe('s1');
      return;
    }
    let err: unknown;
    try {
      parseSheet(text, '/d/s1.json', 's1');
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(TafelError);
    expect((err as TafelError).text.en).toMatch(why);
    expect((err as TafelError).text.en).toContain('/d/s1.json');
  });
});
