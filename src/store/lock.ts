import fs from 'node:fs';
import os from 'node:os';
import { StorageError } from '../core/errors.js';
import { readText } from './read.js';
import { inTheWay, isFolder } from './refusals.js';
import { say } from '../i18n/index.js';
import type { Host } from './host.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Who a lock names. A PID alone is not enough: two PID namespaces (a container and its host) on one
 * data directory see different processes under one number, a reboot reuses them, and a PID can be
 * reused by another process. So a lock also names the host, the boot (Linux's boot id), the PID
 * namespace and the process's start time; only a holder whose host, boot and namespace are ours can
 * be checked for life here, and only one proved dead is ever broken.
 */
export interface Identity {
  pid: number;
  host: string;
  boot: string | null;
  ns: string | null;
  start: string | null;
}

interface Holder {
  /** undefined: the lock names nobody (it could not be read or parsed). */
  id?: Identity;
  /** An old tafel's lock: "<pid> <time>", a PID only. */
  legacy: boolean;
  token: string | null;
  ino: number;
  mtimeMs: number;
}

const firstLine = (file: string): string | null => {
  try {
    return readText(file, 4096, true).trim() || null;
  } catch {
    return null;
  }
};

/** The process's start time in clock ticks since boot (field 22 of /proc/<pid>/stat), or null off Linux. */
function startTime(pid: number): string | null {
  const stat = firstLine(`/proc/${pid}/stat`);
  if (stat === null) return null;
  // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19] ?? null;
}

function nsOf(pid: number | 'self'): string | null {
  try {
    return fs.readlinkSync(`/proc/${pid}/ns/pid`);
  } catch {
    return null;
  }
}

/** Another process of this host, boot and namespace, as a lock would name it (tests plant such locks). */
export function identityOf(pid: number, me: Identity): Identity {
  return { ...me, pid, ns: nsOf(pid) ?? me.ns, start: startTime(pid) };
}

/** Who holds a lock file, or undefined when it is gone. */
function holder(lockPath: string): Holder | undefined {
  let st: fs.Stats;
  try {
    st = fs.lstatSync(lockPath);
  } catch {
    return undefined;
  }
  const base = { ino: st.ino, mtimeMs: st.mtimeMs, token: null, legacy: false };
  let text: string;
  try {
    text = readText(lockPath, 4096);
  } catch {
    return base;
  }
  const [first, , ...rest] = text.trim().split(' ');
  const json = rest.join(' ');
  if (/^\d+$/.test(first) && json === '')
    return { ...base, legacy: true, id: { pid: Number(first), host: '', boot: null, ns: null, start: null } };
  try {
    const v = JSON.parse(json) as Record<string, unknown>;
    const str = (x: unknown) => (typeof x === 'string' ? x : null);
    if (!Number.isSafeInteger(v.pid) || (v.pid as number) <= 0 || typeof v.host !== 'string') return base;
    return {
      ...base,
      token: str(v.token),
      id: { pid: v.pid as number, host: v.host, boot: str(v.boot), ns: str(v.ns), start: str(v.start) },
    };
  } catch {
    return base;
  }
}

function createDirect(target: string, text: string): void {
  const fd = fs.openSync(
    target,
    fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_EXCL | (fs.constants.O_NOFOLLOW ?? 0),
    0o600,
  );
  try {
    fs.writeSync(fd, text);
  } catch (e) {
    // Never leave an empty lock that names nobody: every other tafel would wait for it.
    fs.closeSync(fd);
    fs.rmSync(target, { force: true });
    throw e;
  }
  fs.closeSync(fd);
}

/**
 * Creates a new file for writing, never through what is already there: O_EXCL | O_NOFOLLOW, so a
 * symbolic link planted under a temporary file's name is not followed (its target stays as it
 * was). Whatever holds the name (a leftover of this pid, a planted link) is removed, not written
 * through: rm removes a link itself, never its target.
 */
export function openExclusive(file: string): number {
  const flags = fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_EXCL | (fs.constants.O_NOFOLLOW ?? 0);
  try {
    return fs.openSync(file, flags, 0o600);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  fs.rmSync(file, { force: true });
  return fs.openSync(file, flags, 0o600);
}

/** The wait for a lock, also settable for tests and slow disks (TAFEL_LOCK_WAIT_MS). */
const envMs = (host: Host, name: string, fallback: number): number => {
  const v = Number(host.env[name]);
  return Number.isSafeInteger(v) && v > 0 ? v : fallback;
};

/**
 * The locks of one run, in the process its Host names: the lock files it holds, each with the token
 * the file holds (the proof that it is still ours). Two runs in one process each have their own, and
 * take a lock from each other as two processes do: through the file.
 */
export class Locks {
  private readonly held = new Map<string, string>();
  private exitHook = false;
  private me: Identity | undefined;
  /**
   * Whether this run has changed a data file (files.ts writeAtomic, a new sheet): a run whose output is then lost
   * says that the change was made all the same (cli/context.ts), so that nobody makes it twice. The indexes of
   * sheets and the kept replays are caches, not changes, and written otherwise.
   */
  wrote = false;

  constructor(readonly host: Host) {}

  /** This process, as a lock names it. */
  identity(): Identity {
    this.me ??= {
      pid: this.host.pid,
      host: os.hostname(),
      boot: firstLine('/proc/sys/kernel/random/boot_id'),
      ns: nsOf('self'),
      start: startTime(this.host.pid),
    };
    return this.me;
  }

  /**
   * Whether the holder of a lock is alive: 'alive', 'dead', or 'unknown' (on another host, boot or PID
   * namespace, where its PID means another process or none: nothing here can tell).
   */
  liveness(id: Identity, legacy = false): 'alive' | 'dead' | 'unknown' {
    const m = this.identity();
    if (!legacy && (id.host !== m.host || id.boot !== m.boot || id.ns !== m.ns)) return 'unknown';
    if (id.pid === this.host.pid) return 'alive';
    // An old tafel's lock names a PID only: judged as that tafel judged it (a PID not running here is dead).
    if (!this.host.alive(id.pid)) return 'dead';
    // The PID runs, but is it the same process? A different start time means the PID was reused.
    if (!legacy && id.start !== null) {
      const now = startTime(id.pid);
      if (now !== null && now !== id.start) return 'dead';
    }
    return 'alive';
  }

  /**
   * A lock may be broken only when its holder is proved dead: a stalled holder (SIGSTOP, a laptop lid
   * closed mid-write) is alive and will still write, so age alone never breaks a lock. Only a lock
   * that names nobody (a torn or empty file, which no tafel leaves behind but a disk might) is broken
   * once it is a few seconds old.
   */
  private isStale(h: Holder, staleMs: number): boolean {
    if (!h.id) return Date.now() - h.mtimeMs > Math.min(staleMs, 2000);
    return this.liveness(h.id, h.legacy) === 'dead';
  }

  /**
   * Breaks a stale lock. Two waiters can judge the same dead lock stale at once; if both simply
   * removed it, the slower one could remove the fresh lock that the faster one has just taken (and two
   * writers would then lose each other's deals). So breaking is guarded by `<lock>.break` (O_EXCL) and
   * the lock is judged again, by inode, under that guard.
   */
  private breakStale(lockPath: string, seen: Holder, staleMs: number): boolean {
    const guard = lockPath + '.break';
    try {
      this.createExclusive(guard);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      // A breaker killed inside these few lines leaves its guard behind: clear it once it is dead
      // (a guard is held for microseconds; even a stalled breaker re-checks the lock's inode).
      const g = holder(guard);
      if (g && ((g.id && this.liveness(g.id, g.legacy) === 'dead') || Date.now() - g.mtimeMs > 2000))
        fs.rmSync(guard, { force: true });
      return false;
    }
    try {
      const now = holder(lockPath);
      if (now && now.ino === seen.ino && this.isStale(now, staleMs)) fs.rmSync(lockPath, { force: true });
    } finally {
      fs.rmSync(guard, { force: true });
    }
    return true;
  }

  /**
   * Creates `path` naming this process (see Identity) and a random token, failing with EEXIST when it
   * exists. The text is written to a temporary file first and hard-linked into place (link never
   * replaces a file), so a lock is never seen empty: a process killed between creating and writing
   * would otherwise leave a lock that names nobody and blocks every writer until it is old. Where
   * links are not possible, O_EXCL. Returns the token.
   */
  private createExclusive(target: string): string {
    // A name for this one taking of the lock, that only its taker can release; no secret (the lock's
    // text is readable), so Math.random (seeded by V8 from the system) does: node:crypto costs 7 ms to load.
    const draw = () => Math.random().toString(36).slice(2, 12);
    const token = `${Date.now().toString(36)}${draw()}${draw()}`;
    const { pid } = this.host;
    // "<pid> <time>" first, as older tafels wrote it (one still running during an upgrade reads the PID), then who
    // exactly.
    const text = `${pid} ${new Date().toISOString()} ${JSON.stringify({ ...this.identity(), token })}`;
    const tmp = `${target}.${pid}.tmp`;
    try {
      let fd: number;
      try {
        fd = openExclusive(tmp);
      } catch {
        createDirect(target, text);
        return token;
      }
      // A write that fails (a full disk) throws, and the temporary file goes: no empty lock is left.
      try {
        fs.writeSync(fd, text);
      } finally {
        fs.closeSync(fd);
      }
      try {
        fs.linkSync(tmp, target);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'EEXIST') throw e;
        createDirect(target, text);
      }
      return token;
    } finally {
      fs.rmSync(tmp, { force: true });
    }
  }

  /** One attempt at taking `<file>.lock`; true when this run now holds it. */
  private tryTake(lockPath: string): boolean {
    let token: string;
    try {
      token = this.createExclusive(lockPath);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw e;
    }
    this.held.set(lockPath, token);
    if (!this.exitHook) {
      this.exitHook = true;
      // A process that ends while holding locks (an error nobody caught ends it at once) lets go of
      // them (only its own).
      this.host.onExit(() => {
        for (const p of this.held.keys()) this.release(p);
      });
    }
    return true;
  }

  /** Removes a lock only while it still holds this run's token: never a lock someone else has taken since. */
  private release(lockPath: string): void {
    const token = this.held.get(lockPath);
    this.held.delete(lockPath);
    if (token !== undefined && holder(lockPath)?.token === token) fs.rmSync(lockPath, { force: true });
  }

  /**
   * Called right before a write under the lock of `file` is renamed into place: when the lock file no
   * longer holds this run's token (someone removed it by hand, or took it over while this process
   * was stopped), another tafel may have written meanwhile, and renaming now would throw its writes
   * away. So the write is given up: nothing is renamed into place. No-op when no lock is held for `file`.
   */
  verifyHeld(file: string): void {
    const lockPath = file + '.lock';
    const token = this.held.get(lockPath);
    if (token === undefined || holder(lockPath)?.token === token) return;
    this.held.delete(lockPath);
    throw new StorageError(
      say((t) => t.store.theLockWasTaken(lockPath, file)),
      'lock-lost',
    );
  }

  /**
   * Runs `fn` while holding `<file>.lock` (created with O_EXCL, so only one process can hold it).
   * Waits up to `waitMs` for another process, then refuses with "busy, try again". A lock whose holder
   * runs on another host, boot or PID namespace is never broken (its life cannot be checked): the
   * refusal then names the lock file and how to remove it.
   */
  async withLock<T>(
    file: string,
    fn: () => T | Promise<T>,
    waitMs = envMs(this.host, 'TAFEL_LOCK_WAIT_MS', 8000),
    staleMs = envMs(this.host, 'TAFEL_LOCK_STALE_MS', 30000),
  ): Promise<T> {
    const lockPath = file + '.lock';
    const deadline = Date.now() + waitMs;
    let delay = 5;
    while (!this.tryTake(lockPath)) {
      // A folder made by hand under the lock's name: no tafel holds it, none can ever take it (until 2026-12-07 it was
      // waited for, then "removed": ERR_FS_EISDIR).
      if (isFolder(lockPath)) throw inTheWay(lockPath);
      const h = holder(lockPath);
      if (h && this.isStale(h, staleMs) && this.breakStale(lockPath, h, staleMs)) continue;
      if (Date.now() > deadline) {
        if (h?.id && !h.legacy && this.liveness(h.id) === 'unknown') {
          const who = `${h.id.host}, pid ${h.id.pid}`;
          throw new StorageError(
            say((t) => t.store.isLockedByA(file, who, lockPath)),
            'locked-elsewhere',
          );
        }
        // The holder as its lock names it: its pid, and its host where that is not this one's (an older tafel's lock
        // names no host); nobody where the lock names nobody.
        const ours = h?.id && (h.id.host === '' || h.id.host === this.identity().host);
        const who = h?.id ? (ours ? `pid ${h.id.pid}` : `${h.id.host}, pid ${h.id.pid}`) : undefined;
        throw new StorageError(
          say((t) => t.store.sheetBusyAnotherTafel(file, lockPath, who)),
          'busy',
        );
      }
      await sleep(delay + Math.random() * delay);
      delay = Math.min(delay * 2, 100);
    }
    try {
      return await fn();
    } finally {
      this.release(lockPath);
    }
  }

  /** Holds the locks of all `files` (in order) while `fn` runs. */
  async withLocks<T>(files: readonly string[], fn: () => T): Promise<T> {
    if (files.length === 0) return fn();
    return this.withLock(files[0], () => this.withLocks(files.slice(1), fn));
  }

  /**
   * Takes the lock of `file` only if it is free right now (no waiting; with `breakDead` a lock whose
   * holder is proved dead is broken first): for work that may as well be skipped, like upgrading an
   * old sheet file on a read, or finishing a killed tafel's delete. Returns the release function.
   */
  tryLockSync(file: string, breakDead = false): (() => void) | undefined {
    const lockPath = file + '.lock';
    if (this.held.has(lockPath)) return undefined;
    try {
      if (!this.tryTake(lockPath)) {
        const h = breakDead ? holder(lockPath) : undefined;
        if (
          !h?.id ||
          this.liveness(h.id, h.legacy) !== 'dead' ||
          !this.breakStale(lockPath, h, Infinity) ||
          !this.tryTake(lockPath)
        )
          return undefined;
      }
    } catch {
      return undefined;
    }
    return () => this.release(lockPath);
  }

  /**
   * A lock file's holder as `tafel doctor` reports it: who, and whether tafel can tell that it is alive; 'torn' for one
   * that names nobody, which the next lock taken breaks (isStale).
   */
  describe(lockPath: string): { holder: string; life: 'alive' | 'dead' | 'unknown' | 'torn' } | undefined {
    const h = holder(lockPath);
    if (!h) return undefined;
    if (!h.id) return { holder: '?', life: 'torn' };
    return { holder: `${h.id.host || '?'}, pid ${h.id.pid}`, life: this.liveness(h.id, h.legacy) };
  }

  /** A leftover named after a pid (a temporary file, a staging folder) whose writer is dead: another run's is not. */
  deadWriter(pid: number): boolean {
    return pid !== this.host.pid && !this.host.alive(pid);
  }
}
