import fs from 'node:fs';
import { StorageError, tx } from '../core/errors.js';
import { readText } from './read.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

interface Holder {
  pid: number;
  ino: number;
  mtimeMs: number;
}

/** Who holds a lock file (it holds "<pid> <time>"), or undefined when it is gone or unreadable. */
function holder(lockPath: string): Holder | undefined {
  try {
    const st = fs.lstatSync(lockPath);
    const pid = Number(readText(lockPath, 256).split(' ')[0]);
    return { pid: Number.isInteger(pid) ? pid : 0, ino: st.ino, mtimeMs: st.mtimeMs };
  } catch {
    return undefined;
  }
}

/** A lock left by a process that died, or held far longer than any command takes, is stale. */
function isStale(h: Holder, staleMs: number): boolean {
  if (h.pid > 0 && h.pid !== process.pid && !alive(h.pid)) return true;
  const age = Date.now() - h.mtimeMs;
  // A lock that names nobody (only possible without hard links, see createExclusive) is a dead one once it is not brand new.
  return age > staleMs || (h.pid <= 0 && age > 2000);
}

/**
 * Breaks a stale lock. Two waiters can judge the same dead lock stale at once; if both simply
 * removed it, the slower one could remove the fresh lock that the faster one has just taken (and two
 * writers would then lose each other's deals). So breaking is guarded by `<lock>.break` (O_EXCL) and
 * the lock is judged again, by inode, under that guard.
 */
function breakStale(lockPath: string, seen: Holder, staleMs: number): boolean {
  const guard = lockPath + '.break';
  try {
    createExclusive(guard);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    // A breaker killed inside these few lines leaves its guard behind: clear it once it is clearly dead.
    const g = holder(guard);
    if (g && ((g.pid > 0 && !alive(g.pid)) || Date.now() - g.mtimeMs > 2000)) fs.rmSync(guard, { force: true });
    return false;
  }
  try {
    const now = holder(lockPath);
    if (now && now.ino === seen.ino && isStale(now, staleMs)) fs.rmSync(lockPath, { force: true });
  } finally {
    fs.rmSync(guard, { force: true });
  }
  return true;
}

const held = new Set<string>();
let exitHook = false;

/**
 * Creates `path` holding "<pid> <time>", failing with EEXIST when it exists. The text is written to a
 * temporary file first and hard-linked into place (link never replaces a file), so a lock is never
 * seen empty: a process killed between creating and writing would otherwise leave a lock that names
 * nobody and blocks every writer until it is old. Where links are not possible, O_EXCL.
 */
function createExclusive(target: string): void {
  const text = `${process.pid} ${new Date().toISOString()}`;
  const tmp = `${target}.${process.pid}.tmp`;
  try {
    let fd: number;
    try {
      fd = openExclusive(tmp);
    } catch {
      return createDirect(target, text);
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
      return createDirect(target, text);
    }
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

function createDirect(target: string, text: string): void {
  const fd = fs.openSync(target, fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_EXCL | (fs.constants.O_NOFOLLOW ?? 0), 0o600);
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

/** One attempt at taking `<file>.lock`; true when this process now holds it. */
function tryTake(lockPath: string): boolean {
  try {
    createExclusive(lockPath);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw e;
  }
  held.add(lockPath);
  if (!exitHook) {
    exitHook = true;
    // A typed refusal ends the process with process.exit(): the locks it holds go with it.
    process.on('exit', () => held.forEach((p) => fs.rmSync(p, { force: true })));
  }
  return true;
}

function release(lockPath: string): void {
  held.delete(lockPath);
  fs.rmSync(lockPath, { force: true });
}

/** Whether this process holds the lock of `file` (so a nested attempt must not wait for itself). */
export const holds = (file: string): boolean => held.has(file + '.lock');

/**
 * Runs `fn` while holding `<file>.lock` (created with O_EXCL, so only one process can hold it).
 * Waits up to `waitMs` for another process, then refuses with "busy, try again".
 */
export async function withLock<T>(file: string, fn: () => T | Promise<T>, waitMs = 8000, staleMs = 30000): Promise<T> {
  const lockPath = file + '.lock';
  const deadline = Date.now() + waitMs;
  let delay = 5;
  while (!tryTake(lockPath)) {
    const h = holder(lockPath);
    if (h && isStale(h, staleMs) && breakStale(lockPath, h, staleMs)) continue;
    if (Date.now() > deadline) {
      throw new StorageError(
        tx(`Sheet busy: another tafel is writing ${file}. Try again in a moment (if no other tafel runs, delete ${lockPath}).`,
          `Blad bezet: een andere tafel schrijft ${file}. Probeer zo meteen opnieuw (loopt er geen andere tafel, verwijder dan ${lockPath}).`),
        'busy',
      );
    }
    await sleep(delay + Math.random() * delay);
    delay = Math.min(delay * 2, 100);
  }
  try {
    return await fn();
  } finally {
    release(lockPath);
  }
}

/**
 * Takes the lock of `file` only if it is free right now (no waiting, no breaking): for work that may
 * as well be skipped, like upgrading an old sheet file on a read. Returns the release function.
 */
export function tryLockSync(file: string): (() => void) | undefined {
  const lockPath = file + '.lock';
  if (held.has(lockPath)) return undefined;
  try {
    if (!tryTake(lockPath)) return undefined;
  } catch {
    return undefined;
  }
  return () => release(lockPath);
}
