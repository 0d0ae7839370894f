import fs from 'node:fs';
import path from 'node:path';
import { misused, StorageError } from '../core/errors.js';
import { say } from '../i18n/index.js';
import type { Locks } from './lock.js';

/*
 * The files a user names with --out (an export, a page): never tafel's own. Apart from the data files' reader and
 * writer (files.ts), as only the commands that write such a file load it.
 */

/**
 * Whether the folder `target` is written into is the data directory `dir` or lies inside it, its links and `..`
 * resolved (the same folder whatever its name): an export written there is taken for tafel's own file (a JSON backup
 * in sheets/ read as an unreadable sheet) or replaces one (a sheet, settings.json).
 */
function inDataDir(dir: string, target: string): boolean {
  const home = fs.statSync(dir, { throwIfNoEntry: false });
  if (home === undefined) return false;
  // The nearest folder of the path that is there; the ones below it are not (the write refuses them).
  let at = path.dirname(target);
  for (;;) {
    try {
      at = fs.realpathSync(at);
      break;
    } catch {
      const up = path.dirname(at);
      if (up === at) return false;
      at = up;
    }
  }
  for (;;) {
    const st = fs.statSync(at, { throwIfNoEntry: false });
    if (st !== undefined && st.dev === home.dev && st.ino === home.ino) return true;
    const up = path.dirname(at);
    if (up === at) return false;
    at = up;
  }
}

/**
 * The temporary file a file named with --out is written into before it is renamed over it: what an
 * export killed halfway leaves, and what `export --all` removes after its thread ran out of memory.
 */
export const outTemp = (target: string, pid: number): string => `${target}.tafel-${pid}.tmp`;

/**
 * Where a file the user names with --out goes (an export, a page), checked before anything is made: never into the
 * data directory `dir` (a usage error: another name is the fix); an existing file is replaced only with --force, and
 * nothing else ever (a folder, a link, a FIFO, a device, a socket: the rename would put a file in its place): the name
 * of a file is asked.
 */
export function outTarget(dir: string, file: string, force: boolean): string {
  const target = path.resolve(file);
  if (inDataDir(dir, target)) throw misused((t) => t.commands.outInDataDir(target, dir));
  let found: fs.Stats | undefined;
  try {
    found = fs.lstatSync(target, { throwIfNoEntry: false });
  } catch (e) {
    const why = (e as NodeJS.ErrnoException).code ?? String(e);
    // A file where a folder of the path should be (`--out a.csv/x.csv`): named, not an internal error.
    if (why !== 'ENOTDIR')
      throw new StorageError(
        say((t) => t.commands.cannotWrite(target, why)),
        'unwritable',
      );
    const there = (p: string): boolean => {
      try {
        return Boolean(fs.statSync(p));
      } catch {
        return false;
      }
    };
    let above = path.dirname(target);
    while (!there(above)) above = path.dirname(above);
    throw new StorageError(
      say((t) => t.commands.outUnderFile(target, above)),
      'unwritable',
    );
  }
  if (found === undefined) return target;
  if (found.isDirectory())
    throw new StorageError(
      say((t) => t.commands.outIsFolder(target)),
      'exists',
    );
  if (!found.isFile())
    throw new StorageError(
      say((t) => t.commands.outNotFile(target)),
      'exists',
    );
  if (!force)
    throw new StorageError(
      say((t) => t.commands.outExists(target)),
      'exists',
    );
  return target;
}

/** A file named with --out, as `outTarget` allows it: written next to it and renamed, never half a file. */
export function writeOutFile(
  store: { dir: string; locks: Locks },
  file: string,
  content: string,
  force: boolean,
): string {
  const target = outTarget(store.dir, file, force);
  const tmp = outTemp(target, store.locks.host.pid);
  try {
    fs.writeFileSync(tmp, content, { flag: 'wx' });
    fs.renameSync(tmp, target);
  } catch (e) {
    fs.rmSync(tmp, { force: true });
    throw new StorageError(
      say((t) => t.commands.cannotWrite(target, (e as NodeJS.ErrnoException).code ?? String(e))),
      'unwritable',
    );
  }
  return target;
}
