import fs from 'node:fs';
import path from 'node:path';
import { StorageError } from '../core/errors.js';
import { say } from '../i18n/index.js';
import { FileProblem, listOrNothing, missingFile, readDataFile, SETTINGS_FILE, writeAtomic } from './files.js';
import type { Locks } from './lock.js';
import { inTheWay, isFolder } from './refusals.js';

/* The previous versions the store keeps (`.bak`, `.v<n>`, `.broken-<time>`) and `tafel doctor --restore`. */

/** What `restore` did: the file put back, where it came from, and where the broken one was kept. */
export interface Restored {
  file: string;
  from: string;
  broken: string | null;
}

/** A time stamp that is safe in a file name on every system. */
export const stamp = (): string => new Date().toISOString().replace(/[:.]/g, '-');

/**
 * Makes `copy` hold what `file` holds now, atomically. A hard link costs nothing: the next write
 * renames a new file over `file`, so the link keeps the old contents. Where links are not possible,
 * a copy (never through a planted link). The temporary file is removed when anything fails.
 */
export function keepCopy(locks: Locks, file: string, copy: string): void {
  const tmp = `${copy}.${locks.host.pid}.tmp`;
  fs.rmSync(tmp, { force: true });
  try {
    try {
      fs.linkSync(file, tmp);
    } catch {
      fs.copyFileSync(file, tmp, fs.constants.COPYFILE_EXCL);
    }
    fs.renameSync(tmp, copy);
  } catch (e) {
    fs.rmSync(tmp, { force: true });
    throw e;
  }
}

/** Keeps a file of an older schema as `<file>.v<n>` before it is upgraded (never overwriting an earlier copy). */
export function keepOld(locks: Locks, file: string, version: number): void {
  let target = `${file}.v${version}`;
  if (fs.existsSync(target)) target = `${target}-${stamp()}`;
  keepCopy(locks, file, target);
}

/**
 * Temporary files of writers that died (killed mid-write) for this file: called under its lock, or for an index
 * (piecewise.ts), which has none, by the writer about to replace it (a live writer's file is never touched). A folder
 * under such a name is not tafel's (it makes none) and stops no write but its process number's: it is left where it is,
 * and `tafel doctor` lists it (until 2026-12-07 removing it failed, and with it every write of the file); under this
 * run's own number it is named, before anything is written.
 */
export function removeLeftovers(locks: Locks, file: string): void {
  const dir = path.dirname(file);
  const prefix = path.basename(file) + '.';
  for (const name of listOrNothing(dir)) {
    const pid = leftoverPid(name);
    if (!name.startsWith(prefix) || pid === undefined) continue;
    const entry = path.join(dir, name);
    if (pid === locks.host.pid && isFolder(entry)) throw inTheWay(entry);
    if (locks.deadWriter(pid) && !isFolder(entry)) fs.rmSync(entry, { force: true });
  }
}

/** The process number a temporary file's name `<file>.<pid>.tmp` holds; undefined for any other name. */
export function leftoverPid(name: string): number | undefined {
  if (!name.endsWith('.tmp')) return undefined;
  const pid = Number(name.slice(0, -4).split('.').pop());
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/**
 * Puts `<file>.bak` back after `check` accepted it; the current file, unless it reads fine, is kept as
 * `.broken-<time>`. `guard`, given the current file's text (when there is one) and the previous version's, may refuse.
 */
export function restoreFile(
  locks: Locks,
  file: string,
  name: string,
  check: (text: string, file: string) => void,
  guard?: (current: string | undefined, previous: string) => void,
): Restored {
  const bak = file + '.bak';
  // The file first: one that reads fine is never to be replaced, whatever its previous version is.
  let current: StorageError | undefined;
  let currentText: string | undefined;
  try {
    currentText = readDataFile(file, missingFile);
    check(currentText, file);
  } catch (e) {
    if (!(e instanceof StorageError)) throw e;
    current = e;
  }
  let bakText: string;
  try {
    bakText = readDataFile(
      bak,
      () =>
        new StorageError(
          say((t) => t.store.hasNoPreviousVersion(name, bak)),
          'no-backup',
        ),
    );
    check(bakText, bak);
  } catch (e) {
    if (!(e instanceof StorageError)) throw e;
    // A file that reads fine is said to, with or without a previous version (until 2026-12-07, without one, only
    // that there was none).
    if (e.code === 'no-backup' && current === undefined)
      throw new StorageError(
        say((t) => t.store.readsFineNoBak(file)),
        'not-broken',
      );
    if (e.code === 'no-backup') throw e;
    // A FIFO or a torn copy: said as the previous version's fault (until 2026-12-07 a FIFO's refusal advised deleting
    // the sheet, also one that read fine).
    const why = e instanceof FileProblem ? e.reason : e.text;
    if (current === undefined)
      throw new StorageError(
        say((t) => t.store.readsFineBakUnusable(file, bak, why)),
        'not-broken',
      );
    throw new StorageError(
      say((t) => t.store.thePreviousVersionCannot(bak, why)),
      'backup-unreadable',
    );
  }
  if (current !== undefined) {
    // What the file holds that its previous version lacks is weighed before anything is written (settings.json).
    guard?.(currentText, bakText);
    removeLeftovers(locks, file);
    let broken: string | null = null;
    if (current.code !== 'missing') {
      // Keep the broken file first (a link or a copy, so it stays whole), then replace it atomically.
      broken = `${file}.broken-${stamp()}`;
      try {
        keepCopy(locks, file, broken);
      } catch {
        fs.renameSync(file, broken); // not a plain file (a directory...): move it aside instead
      }
    }
    writeAtomic(locks, file, bakText);
    return { file, from: bak, broken };
  }
  throw new StorageError(
    say((t) => t.store.readsFineThereIs(file, path.basename(bak), name !== SETTINGS_FILE)),
    'not-broken',
  );
}
