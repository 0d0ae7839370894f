/**
 * Issue 27 item 5: a lock is broken only when its holder is proved dead, a lock names more than a
 * PID, and a holder whose lock was taken over writes nothing. Short stale times are passed as
 * parameters (or TAFEL_LOCK_*_MS to the binary), so no test waits 30 s.
 */
import { afterAll, describe, expect, jest, test } from '@jest/globals';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SheetData } from '../../src/sheet/sheet.js';
import { makeSheet } from '../helpers/sheet.js';
import { Locks } from '../../src/store/lock.js';
import { Store } from '../../src/store/store.js';
import { snapshot, spawnTafel, tafel, tafelJson, tempHomes } from '../helpers/cli.js';
import { HOST } from '../helpers/host.js';

/** The locks of this test file's own run (the store's commands take theirs in their own runs). */
const locks = new Locks(HOST);
const withLock = locks.withLock.bind(locks);

const home = tempHomes();
const linux = process.platform === 'linux' ? test : test.skip;
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
});

const ID = '2026-11-30-kleurenwiezen';
const sheet = (): SheetData => ({
  ...makeSheet('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk']),
  id: ID,
  createdAt: '2026-11-30T19:00:00.000Z',
});

/** What a lock names (computed here, as the lock file's format is the promise, not lock.ts's code). */
interface Identity {
  pid: number;
  host: string;
  boot: string | null;
  ns: string | null;
  start: string | null;
}
const orNull = <T>(f: () => T): T | null => {
  try {
    return f();
  } catch {
    return null;
  }
};
const startOf = (pid: number): string | null =>
  orNull(() => {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  });
const myIdentity = (): Identity => ({
  pid: process.pid,
  host: os.hostname(),
  boot: orNull(() => fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()),
  ns: orNull(() => fs.readlinkSync('/proc/self/ns/pid')),
  start: startOf(process.pid),
});
const identityOf = (pid: number): Identity => ({ ...myIdentity(), pid, start: startOf(pid) });

/** A lock as another tafel writes it, made an hour old: far past any stale time. */
function plant(lockPath: string, id: Identity, token = 'theirs'): string {
  const text = `${id.pid} ${new Date().toISOString()} ${JSON.stringify({ ...id, token })}`;
  fs.writeFileSync(lockPath, text);
  const old = new Date(Date.now() - 3600_000);
  fs.utimesSync(lockPath, old, old);
  return text;
}

/** A live process that is stopped (SIGSTOP): it cannot release its lock, but it may still write. */
function stopped(): number {
  const c = spawn('sleep', ['60'], { stdio: 'ignore' });
  children.push(c);
  c.kill('SIGSTOP');
  return c.pid!;
}
const deadPid = (): number => spawnSync('true').pid!;

describe('a lock whose holder may be alive is never broken', () => {
  linux('a SIGSTOPped holder, an hour old: the waiter refuses (busy), the lock stays, nothing runs', async () => {
    const store = new Store(home(), HOST);
    await store.createSheet(sheet());
    const file = store.sheetPath(ID);
    const text = plant(file + '.lock', identityOf(stopped()));
    let ran = false;
    await expect(withLock(file, () => (ran = true), 300, 50)).rejects.toMatchObject({ code: 'busy' });
    expect(ran).toBe(false);
    expect(fs.readFileSync(file + '.lock', 'utf8')).toBe(text);
  });

  linux('through the binary: record waits, refuses with exit 1 and writes nothing', async () => {
    const h = home();
    const { id } = await tafelJson(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk']);
    plant(path.join(h, 'sheets', `${id}.json.lock`), identityOf(stopped()));
    const before = snapshot(h);
    const r = spawnTafel(h, ['record', 'pas'], { TAFEL_LOCK_WAIT_MS: '300', TAFEL_LOCK_STALE_MS: '50' });
    expect([r.code, r.stdout]).toEqual([1, '']);
    expect(r.stderr).toContain('Sheet busy');
    expect(snapshot(h)).toEqual(before);
  });

  test.each([
    ['another boot', { boot: '00000000-0000-0000-0000-000000000000' }],
    ['another PID namespace', { ns: 'pid:[1]' }],
    ['another host', { host: 'elders.example' }],
  ])(
    'a lock from %s whose PID is not running here is not broken; the refusal names the lock and its removal',
    async (_, other) => {
      const store = new Store(home(), HOST);
      await store.createSheet(sheet());
      const file = store.sheetPath(ID);
      const text = plant(file + '.lock', { ...myIdentity(), pid: deadPid(), ...other });
      const err = await withLock(file, () => 'ran', 300, 50).then(
        () => undefined,
        (e: unknown) => e as { code: string; text: { en: string; nl: string } },
      );
      expect(err?.code).toBe('locked-elsewhere');
      expect(err?.text.en).toContain(`remove ${file}.lock`);
      expect(err?.text.nl).toContain(`verwijder dan ${file}.lock`);
      expect(fs.readFileSync(file + '.lock', 'utf8')).toBe(text);
    },
  );
});

describe('a lock whose holder is proved dead is broken at once', () => {
  linux(
    'an exited PID, and a running PID with another start time (reused), of this host, boot and namespace',
    async () => {
      const store = new Store(home(), HOST);
      await store.createSheet(sheet());
      const file = store.sheetPath(ID);
      plant(file + '.lock', { ...myIdentity(), pid: deadPid() });
      expect(await withLock(file, () => 'ran', 300, 60000)).toBe('ran');
      plant(file + '.lock', { ...identityOf(stopped()), start: '1' });
      expect(await withLock(file, () => 'ran', 300, 60000)).toBe('ran');
      expect(fs.existsSync(file + '.lock')).toBe(false);
    },
  );
});

describe('a holder whose lock was taken over writes nothing', () => {
  test('update: refused with lock-lost (en+nl), the sheet and its .bak unchanged, the other lock left', async () => {
    const store = new Store(home(), HOST);
    await store.createSheet(sheet());
    const file = store.sheetPath(ID);
    await store.updateSheet(ID, (d) => ({ data: { ...d, deals: [{ contract: 'pas' }] }, result: null }));
    const before = fs
      .readdirSync(store.sheetsDir)
      .map((n) => [n, fs.readFileSync(path.join(store.sheetsDir, n), 'utf8')]);
    let theirs = '';
    const err = await store
      .updateSheet(ID, (d) => {
        // While this tafel works, its lock is removed and another tafel takes the sheet.
        fs.rmSync(file + '.lock');
        theirs = plant(file + '.lock', { ...myIdentity(), pid: process.ppid });
        return { data: { ...d, deals: [...d.deals, { contract: 'pas' }] }, result: null };
      })
      .then(
        () => undefined,
        (e: unknown) => e as { code: string; text: { en: string; nl: string } },
      );
    expect(err?.code).toBe('lock-lost');
    expect(err?.text.en).toContain('nothing was written');
    expect(err?.text.nl).toContain('er werd niets geschreven');
    expect(fs.readFileSync(file + '.lock', 'utf8')).toBe(theirs);
    fs.rmSync(file + '.lock');
    expect(
      fs.readdirSync(store.sheetsDir).map((n) => [n, fs.readFileSync(path.join(store.sheetsDir, n), 'utf8')]),
    ).toEqual(before);
  });
});

describe('a lock taken over while the temp file is written stops the rename', () => {
  // updateSheet checks its lock before it writes; only the check right before the rename sees a takeover
  // between the two, which is when a stopped tafel resumes with its temp file half written.
  linux('update: lock-lost, the sheet unchanged, the temp file gone, the other lock left', async () => {
    const store = new Store(home(), HOST);
    await store.createSheet(sheet());
    const file = store.sheetPath(ID);
    const before = fs.readFileSync(file, 'utf8');
    const realSync = fs.fsyncSync.bind(fs);
    let theirs = '';
    const spy = jest.spyOn(fs, 'fsyncSync').mockImplementation((fd: number) => {
      realSync(fd);
      if (theirs === '' && fs.readlinkSync(`/proc/self/fd/${fd}`).endsWith('.tmp')) {
        fs.rmSync(file + '.lock');
        theirs = plant(file + '.lock', { ...myIdentity(), pid: process.ppid });
      }
    });
    const err = await store
      .updateSheet(ID, (d) => ({ data: { ...d, deals: [{ contract: 'pas' }] }, result: null }))
      .then(
        () => undefined,
        (e: unknown) => e as { code: string },
      )
      .finally(() => spy.mockRestore());
    expect(theirs).not.toBe('');
    expect(err?.code).toBe('lock-lost');
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
    expect(fs.readdirSync(store.sheetsDir).filter((n) => n.endsWith('.tmp'))).toEqual([]);
    expect(fs.readFileSync(file + '.lock', 'utf8')).toBe(theirs);
    fs.rmSync(file + '.lock');
  });
});

describe('tafel doctor lists a lock it will never break by itself', () => {
  test('a lock from another PID namespace: named with its holder and how to remove it', async () => {
    const h = home();
    const { id } = await tafelJson(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk']);
    const lock = path.join(h, 'sheets', `${id}.json.lock`);
    plant(lock, { ...myIdentity(), pid: deadPid(), ns: 'pid:[1]' });
    const d = await tafel(h, ['doctor', '--json']);
    expect(d.code).toBe(1);
    expect(JSON.parse(d.stdout).problems).toEqual([
      expect.objectContaining({
        kind: 'lock',
        file: lock,
        code: 'locked-elsewhere',
        reason: expect.stringContaining(`remove ${lock}`),
      }),
    ]);
    fs.rmSync(lock);
    expect((await tafel(h, ['doctor'])).code).toBe(0);
  });
});
