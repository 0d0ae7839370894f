/**
 * The trash: issue 21 item 1 (a deleted sheet is never lost to the next one of its id), issue 27
 * item 8 (a delete is all or nothing, also when killed, and a full or read-only disk refuses it),
 * item 6 (deleted.json through the safe reader) and item 17 (no lock files in the trash, no NaN or
 * eternal dates, no unchecked restore). The commands run the BUILT bundle in process (test/helpers/cli.ts);
 * the SIGKILL test kills real processes.
 */
import { describe, expect, jest, test } from '@jest/globals';
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { listTrash, trashSheet, untrashSheet } from '../../src/store/trash/trash.js';
import type { SheetData } from '../../src/sheet/sheet.js';
import { makeSheet } from '../helpers/sheet.js';
import { Store } from '../../src/store/store.js';
import { runDelete } from '../../src/commands/sheets.js';
import { BIN, snapshot, tafel, tafelJson, tempHomes } from '../helpers/cli.js';
import { dieAt as die } from '../helpers/die.js';
import { HOST } from '../helpers/host.js';
import { testCtx } from '../helpers/ctx.js';

const home = tempHomes();
const unix = process.platform === 'win32' ? test.skip : test;
const NOW = new Date('2026-11-30T22:00:00.000Z');
const ID = '2026-11-30-kleurenwiezen';
const sheet = (id = ID, deals: SheetData['deals'] = []): SheetData => ({
  ...makeSheet('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk']),
  id,
  createdAt: '2026-11-30T19:00:00.000Z',
  deals,
});
const PAS = { contract: 'pas' };
const add = (s: Store, id: string) =>
  s.updateSheet(id, (d) => ({ data: { ...d, deals: [...d.deals, PAS] }, result: null }));
/** A sheet of two deals, so that it has a .bak too. */
async function twoDeals(): Promise<Store> {
  const store = new Store(home(), HOST);
  await store.createSheet(sheet());
  await add(store, ID);
  await add(store, ID);
  return store;
}

describe('issue 21 item 1: every deleted sheet stays restorable', () => {
  test("the README's order: new, delete, new, delete; both listed, both come back", async () => {
    const h = home();
    const a = (await tafelJson(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'])).id;
    await tafelJson(h, ['record', 'pas']);
    expect((await tafel(h, ['delete', a, '--force'])).code).toBe(0);
    const b = (await tafelJson(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'])).id;
    expect(b).toBe(`${a}-2`); // never the id of a sheet in the trash
    expect((await tafel(h, ['delete', b, '--force'])).code).toBe(0);
    expect((await tafelJson(h, ['sheets', '--deleted'])).map((d: { id: string }) => d.id).sort()).toEqual([a, b]);
    expect(await tafelJson(h, ['undelete', a])).toEqual({ undeleted: a, active: true });
    expect(await tafelJson(h, ['undelete', b])).toEqual({ undeleted: b });
    expect((await tafelJson(h, ['sheet', a])).deals).toHaveLength(1);
    expect((await tafelJson(h, ['sheet', b])).deals).toHaveLength(0);
    // And a numbered id in the trash is skipped too.
    expect((await tafel(h, ['delete', b, '--force'])).code).toBe(0);
    expect((await tafelJson(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'])).id).toBe(`${a}-3`);
  });

  test('undelete of the beginning of an id: "did you mean", as delete and doctor --restore say it', async () => {
    const h = home();
    const zwikken = ['new', 'zwikken', '--players', 'Ann,Bert,Cis', '--stake', '0.10'];
    for (let i = 0; i < 2; i++) {
      const { id } = await tafelJson(h, zwikken, { now: NOW });
      expect((await tafel(h, ['delete', id, '--force'])).code).toBe(0);
    }
    const day = ID.slice(0, 10);
    const before = snapshot(h);
    expect(await tafel(h, ['undelete', `${day}-zw`])).toEqual({
      code: 1,
      stdout: '',
      stderr:
        `tafel: No deleted sheet "${day}-zw". Did you mean ${day}-zwikken, ${day}-zwikken-2? Give the whole ` + 'id.\n',
    });
    expect((await tafel(h, ['undelete', `${day}-zw`, '--lang', 'nl'])).stderr).toBe(
      `tafel: Geen verwijderd blad "${day}-zw". Bedoel je ${day}-zwikken, ${day}-zwikken-2? Geef het volledige id.\n`,
    );
    // Nothing begins so: the trash's listing, as before.
    expect((await tafel(h, ['undelete', `${day}-k`])).stderr).toBe(
      `tafel: No deleted sheet "${day}-k": 'tafel sheets --deleted' lists those kept (30 days).\n`,
    );
    expect(snapshot(h)).toEqual(before);
  });

  test('two deletes of one id (older data) never overwrite each other; the 2nd undelete gets a free id', async () => {
    const store = await twoDeals();
    await trashSheet(store, ID, new Date(NOW.getTime() - 60000));
    await store.createSheet(sheet()); // an id given out again, as older versions did
    await trashSheet(store, ID, NOW);
    expect(fs.readdirSync(path.join(store.dir, 'deleted')).sort()).toEqual([ID, `${ID}.2`]);
    expect(listTrash(store, NOW).map((d) => [d.id, d.deletedAt])).toEqual([
      [ID, NOW.toISOString()],
      [ID, new Date(NOW.getTime() - 60000).toISOString()],
    ]);
    expect((await untrashSheet(store, ID, NOW)).id).toBe(ID); // the newest: the empty one
    expect(store.readSheet(ID).deals).toHaveLength(0);
    expect((await untrashSheet(store, ID, NOW)).id).toBe(`${ID}-2`); // the older one, under a free id
    expect(store.readSheet(`${ID}-2`).deals).toHaveLength(2);
    expect(JSON.parse(fs.readFileSync(store.sheetPath(`${ID}-2`) + '.bak', 'utf8')).id).toBe(`${ID}-2`);
    expect(listTrash(store, NOW)).toEqual([]);
  });
});

const OPS = [
  'openSync',
  'writeSync',
  'writeFileSync',
  'fsyncSync',
  'closeSync',
  'renameSync',
  'linkSync',
  'rmSync',
  'rmdirSync',
  'mkdirSync',
  'fchmodSync',
  'readdirSync',
  'lstatSync',
  'fstatSync',
] as const;
const dieAt = (k: number) => die(OPS, k);

/** The sheet is in exactly one listing, whole (all three files), and nothing of the delete is left over. */
function whole(dir: string, now = NOW): 'live' | 'deleted' {
  const store = new Store(dir, HOST); // the next tafel: finishes a journalled delete first
  // A lock (or its temporary file) of a killed taker is not part of the sheet: its holder is dead, so
  // the next writer breaks it (the SIGKILL test proves that by recording into a live sheet).
  const live = fs
    .readdirSync(store.sheetsDir)
    .filter((n) => n.startsWith(ID) && !n.endsWith('.tmp') && !n.endsWith('.lock'))
    .sort();
  const trash = listTrash(store, now);
  // A journal's temporary file is removed by the next tafel once its writer is dead (a real kill); in process it is
  // not.
  expect(fs.readdirSync(dir).filter((n) => n.startsWith('delete-') && !n.endsWith(`.${process.pid}.tmp`))).toEqual([]);
  if (live.length > 0) {
    expect(live).toEqual([`${ID}.json`, `${ID}.json.bak`]);
    expect(trash).toEqual([]);
    return 'live';
  }
  expect(trash.map((t) => [t.id, t.problem])).toEqual([[ID, undefined]]);
  expect(fs.readdirSync(path.join(dir, 'deleted', ID)).sort()).toEqual([
    `${ID}.json`,
    `${ID}.json.bak`,
    'deleted.json',
  ]);
  return 'deleted';
}

// Kept until a day means that whole day (docs/sheets-and-settings.md): a sheet deleted at 00:30 on 10 November is
// listed "kept until 2026-12-10" (30 calendar days after the day it was deleted) and can be brought back until that
// day ends. Until 2026-12-07 it went 30 x 24 h after its deletion, at 00:30 on the very day the listing promised.
describe('the trash keeps a deleted sheet through the day its listing says', () => {
  /** A moment of local time ("2026-11-10T00:30", no zone: JavaScript reads it as local). */
  const at = (local: string) => ({ now: new Date(local) });
  const listed = async (h: string, when: { now: Date }) =>
    (await tafelJson<{ id: string; keptUntil: string }[]>(h, ['sheets', '--deleted'], when)).map((r) => [
      r.id,
      r.keptUntil,
    ]);
  test('deleted at 00:30 on 10 November: kept until 2026-12-10, there at 23:59 that day, gone after it', async () => {
    const h = home();
    await tafel(h, ['new', 'belote', '--players', 'Ann,Bert,Cis,Dirk'], at('2026-11-09T23:00'));
    expect((await tafel(h, ['delete', '2026-11-09-belote', '--force'], at('2026-11-10T00:30'))).code).toBe(0);
    const row = [['2026-11-09-belote', '2026-12-10']];
    expect(await listed(h, at('2026-11-10T00:31'))).toEqual(row);
    expect(await listed(h, at('2026-12-10T00:40'))).toEqual(row);
    expect(await listed(h, at('2026-12-10T23:59'))).toEqual(row);
    const back = await tafel(h, ['undelete', '2026-11-09-belote'], at('2026-12-10T23:59'));
    expect([back.code, back.stderr]).toEqual([0, '']);
    // Deleted again at once (the deletion's day is 10 December now): the day after its 30 days it is gone for good.
    expect((await tafel(h, ['delete', '2026-11-09-belote', '--force'], at('2026-12-10T23:59'))).code).toBe(0);
    expect(await listed(h, at('2027-01-09T23:59'))).toEqual([['2026-11-09-belote', '2027-01-09']]);
    expect(await listed(h, at('2027-01-10T00:01'))).toEqual([]);
    expect(fs.existsSync(path.join(h, 'deleted'))).toBe(true);
    expect(fs.readdirSync(path.join(h, 'deleted'))).toEqual([]);
  });
});

describe('issue 27 item 8: a delete is all or nothing', () => {
  test('killed at every step of a delete: the next tafel finds the sheet live or deleted, whole', async () => {
    const seen = new Set<string>();
    for (let k = 1; k < 200; k++) {
      const store = await twoDeals();
      const d = dieAt(k);
      try {
        await trashSheet(store, ID, NOW);
      } catch {
        // the "killed" error
      } finally {
        d.restore();
      }
      fs.rmSync(store.sheetPath(ID) + '.lock', { force: true }); // a dead process's lock: broken by the next one
      seen.add(whole(store.dir));
      if (!d.died()) break;
    }
    expect([...seen].sort()).toEqual(['deleted', 'live']);
  });

  test('SIGKILL at random moments of tafel delete: live or deleted, whole', async () => {
    const runOnce = (h: string, ms: number) =>
      new Promise<void>((resolve) => {
        const child = spawn(process.execPath, [BIN, 'delete', ID, '--force'], {
          env: { ...process.env, TAFEL_HOME: h },
          stdio: 'ignore',
        });
        const timer = setTimeout(() => child.kill('SIGKILL'), ms);
        child.on('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    const h0 = (await twoDeals()).dir;
    const t0 = Date.now();
    await runOnce(h0, 60000);
    const full = Date.now() - t0;
    expect(whole(h0, new Date())).toBe('deleted');
    for (let i = 0; i < 6; i++) {
      const h = (await twoDeals()).dir;
      const at = Math.round(full * (0.5 + Math.random() * 0.6));
      await runOnce(h, at);
      if (whole(h, new Date()) === 'live') expect((await tafel(h, ['record', 'pas', '--sheet', ID])).code).toBe(0);
    }
  }, 60000);

  test.each([
    ['EROFS', 'the disk is read-only'],
    ['ENOSPC', 'the disk is full'],
  ])('%s: a clear refusal naming the path; nothing changed', async (code, hint) => {
    const store = await twoDeals();
    const before = snapshot(store.dir);
    const fail = (...a: unknown[]) => {
      throw Object.assign(new Error(`${code}: refused, ${String(a[0])}`), {
        code,
        syscall: 'mkdir',
        path: String(a[0]),
      });
    };
    const ops =
      code === 'EROFS'
        ? (['mkdirSync', 'openSync', 'renameSync'] as const)
        : (['writeSync', 'writeFileSync', 'mkdirSync'] as const);
    const spies = ops.map((op) => jest.spyOn(fs, op).mockImplementation(fail as never));
    try {
      await expect(trashSheet(store, ID, NOW)).rejects.toMatchObject({
        code: 'io',
        text: { en: expect.stringContaining(hint), nl: expect.stringMatching(/schijf/) },
      });
    } finally {
      for (const s of spies) s.mockRestore();
    }
    expect(snapshot(store.dir)).toEqual(before);
    expect(whole(store.dir)).toBe('live');
  });

  unix('a read-only bind mount (when this machine allows one): delete exits 1, no internal error', async () => {
    const store = await twoDeals();
    const ro = home();
    try {
      execFileSync('mount', ['--bind', store.dir, ro], { stdio: 'ignore' });
      execFileSync('mount', ['-o', 'remount,ro,bind', ro], { stdio: 'ignore' });
    } catch {
      return; // not root, or no mount here: the injected EROFS above covers it
    }
    try {
      const r = await tafel(ro, ['delete', ID, '--force']);
      expect([r.code, r.stdout]).toEqual([1, '']);
      expect(r.stderr).toMatch(/^tafel: Could not write .* \(EROFS\): the disk is read-only\./);
    } finally {
      execFileSync('umount', [ro]);
    }
    expect(whole(store.dir)).toBe('live');
  });
});

describe('issue 27 items 6 and 17: what the trash holds is checked', () => {
  test('lock and temporary files stay behind; only the sheet and its copies travel', async () => {
    const store = await twoDeals();
    const file = store.sheetPath(ID);
    for (const extra of ['.lock.999999.tmp', '.lock.break', '.999999.tmp']) fs.writeFileSync(file + extra, 'x');
    await trashSheet(store, ID, NOW);
    expect(fs.readdirSync(path.join(store.dir, 'deleted', ID)).sort()).toEqual([
      `${ID}.json`,
      `${ID}.json.bak`,
      'deleted.json',
    ]);
  });

  unix(
    'deleted.json as a FIFO or a link to /dev/zero: refused with its path, no hang; undelete leaves it as it is',
    async () => {
      // The reason in words as every read says it (until 2026-12-06 the reader's code: "cannot be read (not-file)").
      const plants: [(f: string) => void, string, string][] = [
        [(f) => execFileSync('mkfifo', [f]), 'is not a plain file', 'is geen gewoon bestand'],
        [
          (f) => fs.symlinkSync('/dev/zero', f),
          'is a symbolic link; tafel reads only plain files in its data directory',
          'is een symbolische koppeling; tafel leest enkel gewone bestanden in zijn gegevensmap',
        ],
      ];
      for (const [plant, en, nl] of plants) {
        const store = await twoDeals();
        await trashSheet(store, ID, NOW);
        const meta = path.join(store.dir, 'deleted', ID, 'deleted.json');
        fs.rmSync(meta);
        plant(meta);
        const [row] = listTrash(store, NOW);
        expect(row).toMatchObject({ id: ID, deletedAt: null, keptUntil: null });
        expect(row.problem).toEqual({ en: `${meta} ${en}`, nl: `${meta} ${nl}` });
        // Until 2026-12-07 the sheet came back and the planted file went with its folder.
        await expect(untrashSheet(store, ID, NOW)).rejects.toThrow(`${meta} ${en}: the deleted sheet ${ID} stays`);
        expect(fs.lstatSync(meta).isFile()).toBe(false);
        expect(store.exists(ID)).toBe(false);
      }
    },
  );

  test('a future or invalid deletedAt: listed as unknown (never NaN), kept, not purged', async () => {
    const h = home();
    const id = (await tafelJson(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'])).id;
    const id2 = (await tafelJson(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'])).id;
    expect((await tafel(h, ['delete', id, '--force'])).code).toBe(0);
    expect((await tafel(h, ['delete', id2, '--force'])).code).toBe(0);
    const meta = (x: string) => path.join(h, 'deleted', x, 'deleted.json');
    fs.writeFileSync(meta(id), JSON.stringify({ id, deletedAt: '2999-01-01T00:00:00.000Z' }));
    fs.writeFileSync(meta(id2), JSON.stringify({ id: id2, deletedAt: '+275760-09-13T00:00:00.000Z' }));
    const text = await tafel(h, ['sheets', '--deleted']);
    expect(text.code).toBe(0);
    expect(text.stdout).not.toContain('NaN');
    expect(text.stdout).toContain(
      `${meta(id)} has a deletion time in the future (2999-01-01T00:00:00.000Z): kept until 'tafel undelete ${id}'`,
    );
    expect(text.stdout).toContain(`${meta(id2)} has no valid deletion time`);
    const rows = await tafelJson(h, ['sheets', '--deleted']);
    expect(
      rows.map((r: { id: string; deletedAt: unknown; keptUntil: unknown }) => [r.id, r.deletedAt, r.keptUntil]).sort(),
    ).toEqual([
      [id, null, null],
      [id2, null, null],
    ]);
    // A time in the future is a clock's doing: that sheet comes back; no time at all is refused, left as it is.
    expect((await tafel(h, ['undelete', id2])).code).toBe(1);
    expect(fs.existsSync(meta(id2))).toBe(true);
    expect(await tafelJson(h, ['undelete', id])).toEqual({ undeleted: id, active: true });
  });

  test('undelete checks the sheet like any read: a planted {} is refused with its path and stays', async () => {
    const h = home();
    const id = (await tafelJson(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'])).id;
    expect((await tafel(h, ['delete', id, '--force'])).code).toBe(0);
    const planted = path.join(h, 'deleted', id, `${id}.json`);
    fs.writeFileSync(planted, '{}');
    const before = snapshot(h);
    const r = await tafel(h, ['undelete', id]);
    expect([r.code, r.stdout]).toEqual([1, '']);
    expect(r.stderr).toContain(planted);
    expect(r.stderr).toContain('cannot be restored and stays in the trash');
    expect((await tafel(h, ['undelete', id], { env: { LANG: 'nl_BE.UTF-8' } })).stderr).toContain(
      'kan niet teruggezet worden',
    );
    expect(snapshot(h)).toEqual(before);
  });
});

test('a table sheet an older event undraw put in a trash folder is never restored (review 14.13)', async () => {
  const store = new Store(home(), HOST);
  const id = 'kj-r1-t1';
  await store.createSheet({
    ...sheet(id),
    schemaVersion: 2,
    event: { id: 'kj', uid: '0123456789abcdef', round: 1, table: 1 },
  });
  await trashSheet(store, id, NOW);
  await expect(untrashSheet(store, id, NOW)).rejects.toThrow(/kj-r1-t1 is a table sheet of the event kj/);
  expect(store.exists(id)).toBe(false);
});

describe("a sheet that cannot be read is deleted, as its refusal says ('or delete the sheet with ...')", () => {
  unix('not JSON, a folder, a FIFO: delete --force moves it to the trash and says undelete cannot help', async () => {
    const h = home();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await tafelJson(h, ['new', 'kleurenwiezen', '--players', 'A,B,C,D'])).id);
    const file = (id: string) => path.join(h, 'sheets', `${id}.json`);
    fs.writeFileSync(file(ids[0]), '{"deals": [');
    fs.rmSync(file(ids[1]));
    fs.mkdirSync(file(ids[1]));
    fs.rmSync(file(ids[2]));
    execFileSync('mkfifo', [file(ids[2])]);
    // The refusal of every command names delete as a way on.
    expect((await tafel(h, ['sheet', ids[0]])).stderr).toContain(
      `or delete the sheet with 'tafel delete ${ids[0]} --force'`,
    );
    const r = await tafel(h, ['delete', ids[0], '--force']);
    const into = (id: string) => path.join(h, 'deleted', id);
    expect([r.code, r.stderr, r.stdout]).toEqual([
      0,
      '',
      `Deleted sheet ${ids[0]}: its file is not valid JSON. 'tafel undelete' cannot bring it back; its files stay in ` +
        `${into(ids[0])} for 30 days.\n`,
    ]);
    expect(fs.readFileSync(path.join(into(ids[0]), `${ids[0]}.json`), 'utf8')).toBe('{"deals": [');
    const nl = await tafel(h, ['delete', ids[1], '--force'], { env: { LANG: 'nl_BE.UTF-8' } });
    expect([nl.code, nl.stdout]).toEqual([
      0,
      `Blad ${ids[1]} verwijderd: het bestand is geen gewoon bestand. 'tafel undelete' kan het niet terugzetten; de ` +
        `bestanden blijven 30 dagen bewaard in ${into(ids[1])}.\n`,
    ]);
    expect(fs.statSync(path.join(into(ids[1]), `${ids[1]}.json`)).isDirectory()).toBe(true);
    expect(await tafelJson(h, ['delete', ids[2], '--force'])).toEqual({
      deleted: ids[2],
      keptDays: 30,
      unreadable: 'is not a plain file',
      folder: into(ids[2]),
    });
    expect(fs.readdirSync(path.join(h, 'sheets'))).toEqual([]);
    expect((await tafelJson(h, ['sheets', '--deleted'])).map((d: { id: string }) => d.id).sort()).toEqual(ids);
  });

  test('a broken sheet whose previous version reads: delete says undelete brings that back, and it does', async () => {
    const h = home();
    const id = (await tafelJson(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'])).id;
    await tafel(h, ['record', 'samen', '8', '--by', 'Bert,Dirk', '--tricks', '9']);
    await tafel(h, ['record', 'solo', '6', '--by', 'Ann', '--tricks', '7']);
    const file = path.join(h, 'sheets', `${id}.json`);
    const bak = fs.readFileSync(`${file}.bak`, 'utf8');
    fs.writeFileSync(file, '[\n');
    // Until 2026-12-06 the good .bak went into the trash where undelete refused the broken file and doctor --restore
    // sent the user back to undelete.
    const r = await tafel(h, ['delete', id, '--force']);
    expect([r.code, r.stdout, r.stderr]).toEqual([
      0,
      `Deleted sheet ${id}: its file is not valid JSON. 'tafel undelete ${id}' brings back its previous version ` +
        '(1 deal) within 30 days.\n',
      '',
    ]);
    const back = await tafel(h, ['undelete', id]);
    const broken = fs.readdirSync(path.join(h, 'sheets')).find((n) => n.startsWith(`${id}.json.broken-`))!;
    expect([back.code, back.stderr, back.stdout]).toEqual([
      0,
      '',
      `Sheet ${id} is back. Its file is not valid JSON, so its previous version (1 deal) came back. Active sheet: ` +
        `${id}\nThe broken file was kept as ${path.join(h, 'sheets', broken)}\n`,
    ]);
    // Nothing lost: the sheet is its previous version, the broken file kept beside it, the trash empty.
    expect(fs.readFileSync(file, 'utf8')).toBe(bak);
    expect(fs.readFileSync(`${file}.bak`, 'utf8')).toBe(bak);
    expect(fs.readFileSync(path.join(h, 'sheets', broken), 'utf8')).toBe('[\n');
    expect(fs.readdirSync(path.join(h, 'deleted'))).toEqual([]);
    expect((await tafel(h, ['doctor'])).code).toBe(0);
    fs.writeFileSync(file, '[\n');
    const nl = { env: { LANG: 'nl_BE.UTF-8' } };
    expect((await tafel(h, ['delete', id, '--force'], nl)).stdout).toBe(
      `Blad ${id} verwijderd: het bestand is geen geldige JSON. 'tafel undelete ${id}' brengt binnen 30 dagen de ` +
        'vorige versie terug (1 gift).\n',
    );
    expect((await tafel(h, ['undelete', id], nl)).stdout).toMatch(
      new RegExp(
        `^Blad ${id} is terug\\. Het bestand is geen geldige JSON, dus kwam de vorige versie \\(1 gift\\) terug\\.`,
      ),
    );
  });

  test('a sheet file gone and its previous version broken: no restore offered, delete moves it to trash', async () => {
    const h = home();
    const id = (await tafelJson(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'])).id;
    await tafel(h, ['record', 'pas']);
    const file = path.join(h, 'sheets', `${id}.json`);
    fs.rmSync(file);
    fs.writeFileSync(`${file}.bak`, 'y\n');
    const before = snapshot(h);
    // Until 2026-12-06 sheet offered 'doctor --restore', which refused, and delete said the same "No sheet".
    expect(await tafel(h, ['sheet', id])).toEqual({
      code: 1,
      stdout: '',
      stderr:
        `tafel: No sheet "${id}": its file is gone, and its previous version ${file}.bak cannot be used either (is ` +
        `not valid JSON); 'tafel delete ${id} --force' moves it to the trash.\n`,
    });
    expect((await tafel(h, ['sheet', id, '--lang', 'nl'])).stderr).toBe(
      `tafel: Geen blad "${id}": het bestand is weg, en ook de vorige versie ${file}.bak is geen geldige JSON; ` +
        `'tafel delete ${id} --force' verplaatst ze naar de verwijderde bladen.\n`,
    );
    expect(snapshot(h)).toEqual(before);
    const into = path.join(h, 'deleted', id);
    expect(await tafel(h, ['delete', id, '--force'])).toEqual({
      code: 0,
      stdout:
        `Deleted sheet ${id}: its file is gone, and its previous version is not valid JSON. 'tafel undelete' cannot ` +
        `bring it back; its files stay in ${into} for 30 days.\n`,
      stderr: '',
    });
    expect(fs.readFileSync(path.join(into, `${id}.json.bak`), 'utf8')).toBe('y\n');
    expect((await tafelJson(h, ['sheets', '--deleted'])).map((d: { id: string }) => d.id)).toEqual([id]);
    const trashed = snapshot(h);
    const main = path.join(into, `${id}.json`);
    expect(await tafel(h, ['undelete', id])).toEqual({
      code: 1,
      stdout: '',
      stderr:
        `tafel: ${main} is gone, and its previous version is not valid JSON: it cannot be restored and stays in the ` +
        'trash; nothing was changed.\n',
    });
    expect((await tafel(h, ['undelete', id, '--lang', 'nl'])).stderr).toBe(
      `tafel: ${main} is weg, en ook de vorige versie is geen geldige JSON: het kan niet teruggezet worden en ` +
        'blijft bij de verwijderde bladen; er werd niets veranderd.\n',
    );
    expect(snapshot(h)).toEqual(trashed);
  });

  // Until 2026-12-07 asked for --force first (exit 2), then refused what it had asked to confirm.
  test('a table sheet is refused at once, with or without --force, and no terminal asks first', async () => {
    const h = home();
    await tafel(h, ['event', 'new', 'kleurenwiezen', '--id', 'kw', '--entrants', 'A,B,C,D,E,F,G,H']);
    await tafel(h, ['event', 'draw']);
    const before = snapshot(h);
    const en =
      "tafel: kw-r1-t1 is a table sheet of the event kw: 'tafel event undraw --event kw' takes its round back " +
      "(nothing is recorded in it yet); 'tafel event delete kw' deletes the event with all its table sheets.\n";
    const nl =
      "tafel: kw-r1-t1 is een tafelblad van het toernooi kw: 'tafel toernooi terugnemen --event kw' neemt de ronde " +
      "terug (er is nog niets in geschreven); 'tafel toernooi verwijderen kw' verwijdert het toernooi met al zijn " +
      'tafelbladen.\n';
    expect(await tafel(h, ['delete', 'kw-r1-t1'])).toEqual({ code: 1, stdout: '', stderr: en });
    expect(await tafel(h, ['delete', 'kw-r1-t1', '--force'])).toEqual({ code: 1, stdout: '', stderr: en });
    expect(await tafel(h, ['--lang', 'nl', 'delete', 'kw-r1-t1'])).toEqual({ code: 1, stdout: '', stderr: nl });
    const asked = jest.fn(async () => true);
    const ctx = testCtx({ store: new Store(h, HOST), interactive: true });
    await expect(runDelete(ctx, 'kw-r1-t1', false, asked)).rejects.toMatchObject({ exitCode: 1 });
    expect(asked).not.toHaveBeenCalled();
    expect(snapshot(h)).toEqual(before);
  });

  test('an unreadable table sheet of an event there is refused as a readable one is, and nothing moves', async () => {
    const h = home();
    fs.mkdirSync(path.join(h, 'events'), { recursive: true });
    fs.mkdirSync(path.join(h, 'sheets'), { recursive: true });
    fs.writeFileSync(path.join(h, 'events', 'kw.json'), '{}');
    fs.writeFileSync(path.join(h, 'sheets', 'kw-r1-t2.json'), 'not json');
    const before = snapshot(h);
    const r = await tafel(h, ['delete', 'kw-r1-t2', '--force']);
    expect([r.code, r.stdout]).toEqual([1, '']);
    // Undraw cannot read it either (until 2026-12-07 named all the same).
    expect(r.stderr).toBe(
      "tafel: kw-r1-t2 is a table sheet of the event kw: 'tafel doctor' shows whether its previous version reads " +
        "fine ('tafel doctor --restore kw-r1-t2' puts it back); 'tafel event delete kw' deletes the event with all " +
        'its table sheets.\n',
    );
    expect(snapshot(h)).toEqual(before);
  });

  // Until 2026-12-07 every table sheet was told 'tafel event undraw', which takes back only the last round, and only
  // while nothing is recorded in it.
  test('undraw is named only where it takes the round back; else a correction', async () => {
    const h = home();
    await tafel(h, ['event', 'new', 'klaverjassen', '--id', 'a', '--entrants', 'A,B,C,D,E,F,G,H', '--deals', '1']);
    const r1 = await tafelJson(h, ['event', 'draw']);
    for (const t of r1.tables) {
      await tafel(h, ['record', '--sheet', t.sheet, '--taker', t.seats[0].name, '--points', '100']);
    }
    const r2 = await tafelJson(h, ['event', 'draw']);
    const stays = (sheet: string) =>
      `tafel: ${sheet} is a table sheet of the event a and stays with its round (only the last round is taken back, ` +
      `while nothing is recorded in it): a score is put right with 'tafel correct --sheet ${sheet}'; 'tafel event ` +
      "delete a' deletes the event with all its table sheets.\n";
    const before = snapshot(h);
    const refusal = (sheet: string) => ({ code: 1, stdout: '', stderr: stays(sheet) });
    expect(await tafel(h, ['delete', 'a-r1-t1', '--force'])).toEqual(refusal('a-r1-t1'));
    expect((await tafel(h, ['--lang', 'nl', 'delete', 'a-r1-t2'])).stderr).toBe(
      'tafel: a-r1-t2 is een tafelblad van het toernooi a en hoort bij zijn ronde (alleen de laatste ronde kan ' +
        "terug, zolang er niets in geschreven is): een score zet je recht met 'tafel correct --sheet a-r1-t2'; " +
        "'tafel toernooi verwijderen a' verwijdert het toernooi met al zijn tafelbladen.\n",
    );
    expect((await tafel(h, ['delete', 'a-r2-t2'])).stderr).toMatch(
      /^tafel: a-r2-t2 .*: 'tafel event undraw --event a'/,
    );
    expect(snapshot(h)).toEqual(before);
    // A row at another table of the last round keeps it too.
    const [x, y] = r2.tables[0].seats.map((p: { name: string }) => p.name);
    expect(await tafel(h, ['correct', '--sheet', 'a-r2-t1', `${x}=1,${y}=-1`, '--reason', 'x'])).toMatchObject({
      code: 0,
    });
    expect(await tafel(h, ['delete', 'a-r2-t2'])).toEqual(refusal('a-r2-t2'));
  });
});

describe('a trash entry that does not read, or is a link: listed by doctor, refused by undelete, left as it is', () => {
  const at = { now: new Date(2026, 11, 6, 20, 0) };
  /** Two sheets deleted: `torn` with its deleted.json cut short, `linked` moved outside and linked back in. */
  async function spoiled(): Promise<{ h: string; torn: string; linked: string; meta: string; entry: string }> {
    const h = home();
    const [torn, linked] = ['2026-12-06-kleurenwiezen', '2026-12-06-kleurenwiezen-2'];
    for (const id of [torn, linked]) {
      expect((await tafel(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'], at)).code).toBe(0);
      expect((await tafel(h, ['delete', id, '--force'], at)).code).toBe(0);
    }
    const meta = path.join(h, 'deleted', torn, 'deleted.json');
    fs.writeFileSync(meta, fs.readFileSync(meta, 'utf8').slice(0, 10));
    const entry = path.join(h, 'deleted', linked);
    const outside = path.join(home(), 'elsewhere');
    fs.renameSync(entry, outside);
    fs.symlinkSync(outside, entry);
    return { h, torn, linked, meta, entry };
  }

  unix('doctor lists both with their paths; undelete refuses each, in English and Dutch; nothing moves', async () => {
    const { h, torn, linked, meta, entry } = await spoiled();
    const outside = fs.readlinkSync(entry);
    const link = 'is a symbolic link; tafel reads only plain files in its data directory';
    const linkNl = 'is een symbolische koppeling; tafel leest enkel gewone bestanden in zijn gegevensmap';
    const before = { ...snapshot(h), ...snapshot(outside) };
    // Until 2026-12-07 doctor said everything read fine.
    expect(await tafel(h, ['doctor'], at)).toEqual({
      code: 1,
      stdout:
        `Checked the settings and 0 sheet files in ${h}: 2 files need attention:\n` +
        `  ${torn}: is not valid JSON\n` +
        `    file: ${meta}\n` +
        `    'tafel undelete ${torn}' leaves it as it is until it is repaired by hand or moved away\n` +
        `  ${linked}: ${link}\n` +
        `    file: ${entry}\n` +
        `    'tafel undelete ${linked}' leaves it as it is until it is repaired by hand or moved away\n`,
      stderr: '',
    });
    expect((await tafel(h, ['doctor', '--lang', 'nl'], at)).stdout).toContain(
      `  ${linked}: ${linkNl}\n    bestand: ${entry}\n` +
        `    'tafel undelete ${linked}' laat het zoals het is tot het met de hand hersteld of opzijgezet is\n`,
    );
    // Until 2026-12-07 undelete brought the sheet back and removed the torn file, and moved the linked one in.
    expect(await tafel(h, ['undelete', torn], at)).toEqual({
      code: 1,
      stdout: '',
      stderr:
        `tafel: ${meta} is not valid JSON: the deleted sheet ${torn} stays in the trash as it is; nothing was ` +
        `changed. Repair it by hand (tafel writes {"deletedAt": "<time of the delete>"} in it), then 'tafel ` +
        `undelete ${torn}' again.\n`,
    });
    expect((await tafel(h, ['undelete', torn, '--lang', 'nl'], at)).stderr).toBe(
      `tafel: ${meta} is geen geldige JSON: het verwijderde blad ${torn} blijft zoals het is bij de verwijderde ` +
        'bladen; er werd niets veranderd. Herstel het met de hand (tafel schrijft er {"deletedAt": "<tijd van het ' +
        `verwijderen>"} in), en geef dan opnieuw 'tafel undelete ${torn}'.\n`,
    );
    expect(await tafel(h, ['undelete', linked], at)).toEqual({
      code: 1,
      stdout: '',
      stderr: `tafel: ${entry} ${link}: tafel takes no sheet from it; nothing was changed. Move it away.\n`,
    });
    expect((await tafel(h, ['undelete', linked, '--lang', 'nl'], at)).stderr).toBe(
      `tafel: ${entry} ${linkNl}: tafel neemt er geen blad uit; er werd niets veranderd. Zet het opzij.\n`,
    );
    expect({ ...snapshot(h), ...snapshot(outside) }).toEqual(before);
    expect(fs.lstatSync(entry).isSymbolicLink()).toBe(true);
    expect((await tafel(h, ['sheets', '--deleted'], at)).stdout).toContain(
      `${entry} ${link}: kept, and 'tafel undelete ${linked}' leaves it as it is until it is repaired by hand or ` +
        'moved away.\n',
    );
  });

  unix('delete never moves a sheet through a link planted under its entry name', async () => {
    const h = home();
    const id = '2026-12-06-kleurenwiezen';
    expect((await tafel(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'], at)).code).toBe(0);
    const outside = path.join(home(), 'empty');
    fs.mkdirSync(outside);
    fs.mkdirSync(path.join(h, 'deleted'));
    fs.symlinkSync(outside, path.join(h, 'deleted', id));
    // Until 2026-12-07 the link to an empty folder was taken as a free entry, and the sheet went out through it.
    expect((await tafel(h, ['delete', id, '--force'], at)).code).toBe(0);
    expect(fs.readdirSync(outside)).toEqual([]);
    expect(fs.readdirSync(path.join(h, 'deleted', `${id}.2`)).sort()).toEqual([`${id}.json`, 'deleted.json']);
  });
});
