import fs from 'node:fs';
import { StorageError, tx } from '../core/errors.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A lock left by a process that died, or held far longer than any command takes, is broken. */
function stale(lockPath: string, staleMs: number): boolean {
  try {
    const [pidText] = fs.readFileSync(lockPath, 'utf8').split(' ');
    const pid = Number(pidText);
    if (Number.isInteger(pid) && pid > 0 && !alive(pid)) return true;
    return Date.now() - fs.statSync(lockPath).mtimeMs > staleMs;
  } catch {
    return false;
  }
}

const held = new Set<string>();
let exitHook = false;

/**
 * Runs `fn` while holding `<file>.lock` (created with O_EXCL, so only one process can hold it).
 * Waits up to `waitMs` for another process, then refuses with "busy, try again".
 */
export async function withLock<T>(file: string, fn: () => T | Promise<T>, waitMs = 8000, staleMs = 30000): Promise<T> {
  const lockPath = file + '.lock';
  const deadline = Date.now() + waitMs;
  let delay = 5;
  for (;;) {
    try {
      const fd = fs.openSync(lockPath, 'wx', 0o600);
      fs.writeSync(fd, `${process.pid} ${new Date().toISOString()}`);
      fs.closeSync(fd);
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      if (stale(lockPath, staleMs)) {
        fs.rmSync(lockPath, { force: true });
        continue;
      }
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
  }
  held.add(lockPath);
  if (!exitHook) {
    exitHook = true;
    process.on('exit', () => held.forEach((p) => fs.rmSync(p, { force: true })));
  }
  try {
    return await fn();
  } finally {
    held.delete(lockPath);
    fs.rmSync(lockPath, { force: true });
  }
}
