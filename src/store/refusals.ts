import fs from 'node:fs';
import path from 'node:path';
import { StorageError, TafelError, type Text } from '../core/errors.js';
import { say } from '../i18n/index.js';
import { dataDirProblem, SHEET_ID } from './paths.js';

/* The store's refusals: one line naming the path and the fix, never a system error's stack. */

export function checkId(id: string): void {
  if (!SHEET_ID.test(id)) {
    throw new StorageError(
      say((t) => t.store.isNotASheet(id)),
      'not-found',
    );
  }
}

/**
 * A system error turned into a refusal: the terminal's text names the path; `verb` and `sys` (the system's code,
 * ENOSPC) let a phone or a board say it without one (src/serve/why.ts).
 */
export class IoFailure extends StorageError {
  constructor(
    text: Text,
    readonly verb: 'read' | 'write',
    readonly sys: string,
  ) {
    super(text, 'io');
  }
}

/**
 * Turns a system error (EACCES, ENOSPC, ENOTDIR...) into a one-line refusal naming the path; typed errors pass.
 * `begun`: the write failed after its journal, which the next tafel finishes, so it is not said that nothing changed.
 */
export function ioFailure(e: unknown, dir: string, verb: 'read' | 'write', begun = false): unknown {
  const err = e as NodeJS.ErrnoException;
  // Only errors of the system (they name a syscall); typed refusals and bugs pass through unchanged.
  if (
    e instanceof TafelError ||
    typeof e !== 'object' ||
    e === null ||
    typeof err.code !== 'string' ||
    typeof err.syscall !== 'string'
  )
    return e;
  // A folder where tafel writes a file (a sheet's `.bak` or lock made a folder by hand): that folder named, not the
  // temporary file that could not be renamed over it (until 2026-12-07 "...json.bak.<pid>.tmp (EISDIR)"); so is a
  // folder under the name of this run's own temporary file (until 2026-12-07 "...json.<pid>.tmp (ERR_FS_EISDIR):
  // choose another data directory").
  if (verb === 'write' && IN_THE_WAY.has(err.code)) {
    const folder = [(err as { dest?: string }).dest, err.path].find((p) => p !== undefined && isFolder(p));
    if (folder !== undefined) return inTheWay(folder);
  }
  // A file where the data directory or a folder above it should be: said as such, not as a system code.
  const below = err.code === 'ENOTDIR' || err.code === 'EEXIST' ? dataDirProblem(dir) : undefined;
  if (below?.kind === 'file') return dataDirRefusal(below.text);
  // A file where tafel keeps a folder of its own (`events`, `deleted` made a file by hand): that file named (until
  // 2026-12-07 "<data-dir> or a folder in it is not a folder").
  const made = verb === 'write' && (err.code === 'ENOTDIR' || (err.code === 'EEXIST' && err.syscall === 'mkdir'));
  const file = made
    ? [err.path, (err as { dest?: string }).dest].map((p) => fileInTheWay(dir, p)).find(Boolean)
    : undefined;
  if (file !== undefined) return fileRefusal(file, err.code, begun);
  // Past the journal, what failed is putting a staged file in place: the file it was to become is named.
  const where = (begun ? (err as { dest?: string }).dest : undefined) ?? err.path ?? dir;
  const denied = verb === 'write' && err.code === 'EACCES';
  const hint = say((t) =>
    denied ? t.store.folderPermissions(path.dirname(where)) : t.store.ioHint(err.code ?? '', dir),
  );
  return new IoFailure(
    verb === 'write'
      ? say((t) => (begun ? t.store.couldNotFinish : t.store.couldNotWrite)(where, err.code ?? '', hint))
      : say((t) => t.store.couldNotRead(where, err.code ?? '', hint)),
    verb,
    err.code,
  );
}

/** What renaming a file over a folder, or creating or removing one where a folder is, fails with. */
const IN_THE_WAY = new Set(['EISDIR', 'ENOTEMPTY', 'EEXIST', 'ERR_FS_EISDIR']);

/** Whether `p` is a folder itself (not a link to one). */
export function isFolder(p: string): boolean {
  try {
    return fs.lstatSync(p).isDirectory();
  } catch {
    return false; // none there, or a file above it (said by the write that fails on it)
  }
}

/** Whether something other than a folder (a file, a FIFO) stands at `p`, where tafel keeps a folder. */
function notAFolderAt(p: string): boolean {
  try {
    return !fs.statSync(p).isDirectory();
  } catch {
    return false; // none there (made when needed), or a file above it (said of the data directory)
  }
}

/**
 * The file standing where tafel keeps a folder, on the way from the data directory `dir` to `p` (`p` itself too): the
 * first of them below `dir` that is no folder; undefined when there is none, or `p` is not inside `dir`.
 */
function fileInTheWay(dir: string, p: string | undefined): string | undefined {
  const rel = p === undefined ? '..' : path.relative(dir, p);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  let at = dir;
  for (const part of rel.split(path.sep)) {
    at = path.join(at, part);
    if (!fs.existsSync(at)) return undefined;
    if (notAFolderAt(at)) return at;
  }
  return undefined;
}

const fileRefusal = (file: string, code: string, begun = false): IoFailure =>
  new IoFailure(
    say((t) => t.store.fileInTheWay(file, begun)),
    'write',
    code,
  );

/** Refuses, before anything is written, a write into `folder` of the data directory `dir` that a file would stop. */
export function checkFolder(dir: string, folder: string): void {
  const file = fileInTheWay(dir, folder);
  if (file !== undefined) throw fileRefusal(file, 'ENOTDIR');
}

/**
 * The sheets of `sheetsDir` whose file is gone (removed by hand, lost with a disk) while their previous version is
 * still there, other than `ids` (the sheets there): `tafel doctor` lists each with `--restore <id>`, `tafel sheets`
 * with it.
 */
export function onlyPreviousIds(sheetsDir: string, ids: readonly string[]): string[] {
  // A set: every sheet written twice has a previous version, so `tafel sheets` on thousands looks up thousands.
  const there = new Set(ids);
  return (fs.existsSync(sheetsDir) ? fs.readdirSync(sheetsDir) : [])
    .filter((n) => n.endsWith('.json.bak') && !there.has(n.slice(0, -9)) && !isFolder(path.join(sheetsDir, n)))
    .map((n) => n.slice(0, -9))
    .filter((id) => SHEET_ID.test(id));
}

/**
 * A folder where tafel writes a file, keeps its previous version (`.bak`) or takes its lock (`.lock`): every write of
 * that file fails on it, so it is named, with what to do. `tafel doctor` lists it too.
 */
export const inTheWay = (folder: string): IoFailure =>
  new IoFailure(
    say((t) => t.store.folderInTheWay(folder)),
    'write',
    'EISDIR',
  );

/** The first folder standing where one of `files` (or its `.bak` or lock) is written; undefined when there is none. */
export function folderInTheWay(files: readonly string[]): string | undefined {
  for (const file of files) for (const p of [file, `${file}.bak`, `${file}.lock`]) if (isFolder(p)) return p;
  return undefined;
}

/**
 * Refuses, before anything is written, a write of `file` that its folder would refuse (its permissions, a read-only
 * disk): tafel makes the file's lock and a temporary file there and renames it into place, so the folder must take new
 * files, whatever the file's own mode.
 */
export function checkFolderTakes(file: string, dir: string): void {
  const folder = path.dirname(file);
  try {
    // None yet, or a file where it should be: the write itself makes it, or refuses with its own reason.
    if (!fs.statSync(folder).isDirectory()) return;
    fs.accessSync(folder, fs.constants.W_OK | fs.constants.X_OK);
  } catch (e) {
    if (absent(e)) return;
    // Said of the file the command would write, as a refusal of its write would say it.
    throw ioFailure(Object.assign(e as Error, { path: file }), dir, 'write');
  }
}

/** Refuses, before anything is written, a write of `files` that a folder would stop halfway. */
export function checkNotInTheWay(files: readonly string[]): void {
  const folder = folderInTheWay(files);
  if (folder !== undefined) throw inTheWay(folder);
}

export const dataDirRefusal = (why: Text): StorageError =>
  new StorageError(
    say((t) => t.store.itCannotBeTafel(why)),
    'data-dir',
  );

/** A folder of the data directory (sheets/) that is something else: it holds nothing tafel can read. */
export const notAFolder = (dir: string): StorageError =>
  new StorageError(
    say((t) => t.store.notAFolderOfSheets(dir)),
    'not-a-folder',
  );

/** No such file: also when a folder on the way is a file (ENOTDIR); writing there is refused later, with a reason. */
export const absent = (e: unknown): boolean => ['ENOENT', 'ENOTDIR'].includes((e as NodeJS.ErrnoException).code ?? '');

/**
 * No sheet of that id; `previous`: its file is gone but its previous version `bak` is not, which doctor puts back, or
 * `why` it cannot (then only `delete --force` is left: until 2026-12-06 a restore that could not work was offered).
 * `sheetsDir`, where it was looked for: when that is no folder but a file, that is said, as `tafel sheets` says it
 * (until 2026-12-07 `tafel sheet` said "No sheet").
 */
export const notFound = (id: string, previous?: { bak: string; why?: Text }, sheetsDir?: string) =>
  sheetsDir !== undefined && notAFolderAt(sheetsDir)
    ? notAFolder(sheetsDir)
    : new StorageError(
        say((t) =>
          previous === undefined
            ? t.store.noSheetTafelSheets(id)
            : previous.why === undefined
              ? t.store.onlyPreviousLeft(id)
              : t.store.previousUnusable(id, previous.bak, previous.why),
        ),
        'not-found',
      );
