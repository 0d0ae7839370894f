import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StorageError, type Text } from '../core/errors.js';
import { shellWord } from '../core/shell.js';
import { type Locks, openExclusive } from './lock.js';
import { MAX_FILE_BYTES, type ReadFailure, ReadProblem, readText } from './read.js';
import { say } from '../i18n/index.js';
import { SHEET_FIELDS } from '../sheet/data.js';

/*
 * A data file's one way in and one way out: read whole through the safe reader, or refused with a
 * problem that names it; written whole (a temporary file renamed over it), never half.
 */

export const FILE_MODE = 0o600;
export const DIR_MODE = 0o700;
/** What `tafel doctor --restore` calls the settings file (a sheet id never holds a dot). */
export const SETTINGS_FILE = 'settings.json';

/** The code of a file that the user may not read (EACCES): `chmod u+r`, not a restore, is its fix. */
export const NO_PERMISSION = 'no-permission';

/** A data file that cannot be used: the one-line message, the file, and the short reason `tafel doctor` lists. */
export class FileProblem extends StorageError {
  constructor(
    text: Text,
    code: string,
    readonly file: string,
    readonly reason: Text,
    /** The reason said after the file ("holds a deal tafel would not have written: ..."). */
    readonly said: Text = reason,
  ) {
    super(text, code);
  }
}

/** Whether `file` is a plain file itself (not a link, a FIFO, a folder...). */
export const isPlainFile = (file: string): boolean => {
  try {
    return fs.lstatSync(file).isFile();
  } catch {
    return false;
  }
};

/** The refusal for a file that is there but cannot be used; it is never repaired or overwritten silently. */
export function corrupt(file: string, reason: Text, code = 'corrupt', said: Text = reason): FileProblem {
  // Not readable for its permissions: the file itself may be whole, so the way back is the permission, not a restore
  // that loses the last change (until 2026-12-07 offered).
  if (code === NO_PERMISSION)
    return new FileProblem(
      say((t) => t.store.noPermissionLeft(file, said, shellWord(file))),
      code,
      file,
      reason,
      said,
    );
  const base = path.basename(file);
  if (base === SETTINGS_FILE) return settingsProblem(file, reason, code, said);
  const id = base.replace(/\.json(\..*)?$/, '');
  // Restoring is offered only when a previous version is there to put back (a plain file, not the .bak itself).
  const backup = !base.endsWith('.bak') && isPlainFile(`${file}.bak`);
  // An event's or a season's file: doctor lists it, but restores and deletes sheets only; its .bak is copied back.
  const folder = path.basename(path.dirname(file));
  if (folder === 'events' || folder === 'seasons')
    return new FileProblem(
      say((t) => t.store.eventFileLeft(file, said, backup)),
      code,
      file,
      reason,
      said,
    );
  return new FileProblem(
    say((t) => t.store.itWasLeftUntouched2(file, said, id, backup)),
    code,
    file,
    reason,
    said,
  );
}

/**
 * What a refusal of settings.json offers besides a repair by hand: its previous version put back ('restore'), or
 * `tafel doctor`, which says why that is no fix ('no-fix') or, not judged yet, whether it is ('unjudged'); or nothing
 * ('none': there is no previous version).
 */
export type SettingsWay = 'restore' | 'no-fix' | 'unjudged' | 'none';

/**
 * The refusal of a settings.json that cannot be used. With a previous version there, whether that is the fix is
 * judged as doctor judges it, when the refusal is said (settings-way.ts); until then `tafel doctor` is named.
 */
export function settingsProblem(file: string, reason: Text, code: string, said: Text, way?: SettingsWay): FileProblem {
  const offered = way ?? (fs.existsSync(`${file}.bak`) ? 'unjudged' : 'none');
  // A FIFO, a folder or a link holds no settings to lose, and no hand repairs it: it is moved away.
  const plain = isPlainFile(file);
  return new FileProblem(
    say((t) => t.store.itWasLeftUntouched(file, said, SETTINGS_FILE, offered, plain)),
    code,
    file,
    reason,
    said,
  );
}

/** Why the safe reader refused a file, said after its path ("is not a plain file"), and the code of the refusal. */
export function readFailure(f: ReadFailure): { reason: Text; code: string } {
  switch (f.kind) {
    case 'missing':
      return { reason: say((t) => t.store.isGone), code: 'missing' };
    case 'link':
      return { reason: say((t) => t.store.isASymbolicLink), code: 'unreadable' };
    case 'not-file':
      return { reason: say((t) => t.store.isNotAPlain), code: 'unreadable' };
    case 'too-big':
      return { reason: say((t) => t.store.isMbFarLarger(Math.round(f.bytes / 1048576))), code: 'too-big' };
    case 'encoding':
      return { reason: say((t) => t.store.isNotValidUtf), code: 'corrupt' };
    case 'io':
      if (f.code === 'EACCES' || f.code === 'EPERM')
        return { reason: say((t) => t.store.noPermissionToRead(f.code)), code: NO_PERMISSION };
      return { reason: say((t) => t.store.cannotBeReadCheck(f.code)), code: 'unreadable' };
  }
}

/**
 * Reads a data file through the one safe reader (read.ts): no symbolic links (a link could point
 * anywhere), only plain files (a FIFO would hang the read), at most MAX_FILE_BYTES, strict UTF-8.
 */
export function readDataFile(file: string, missing: () => StorageError): string {
  try {
    return readText(file, MAX_FILE_BYTES, false);
  } catch (e) {
    if (!(e instanceof ReadProblem)) throw e;
    if (e.failure.kind === 'missing') throw missing();
    const { reason, code } = readFailure(e.failure);
    throw corrupt(file, reason, code);
  }
}

/** The cap in MB, as the refusals say it. */
export const CAP_MB = MAX_FILE_BYTES / (1024 * 1024);

/** Whether `text` written as UTF-8 would be larger than the safe reader reads. */
export function passesCap(text: string): boolean {
  // A UTF-16 unit is at most 3 bytes of UTF-8: a text of a third of the cap in units fits without counting its bytes.
  return text.length > MAX_FILE_BYTES / 3 && Buffer.byteLength(text) > MAX_FILE_BYTES;
}

/**
 * Refuses a write of `text` to `file` past the safe reader's cap before anything is written: the next command would
 * refuse the file (until 2026-12-07 `record` and `import` wrote sheets of 16.9 MB that nothing could read).
 * `sheet`: a sheet's refusal, which says to start a new sheet.
 */
export function fitsCap(file: string, text: string, sheet = false): void {
  if (!passesCap(text)) return;
  throw new StorageError(
    say((t) => t.store.wouldPassCap(file, CAP_MB, sheet)),
    'too-big',
  );
}

/** The refusal of a data file that is not there (readDataFile's `missing`, where nothing else is to be said). */
export const missingFile = (): StorageError =>
  new StorageError(
    say((t) => t.store.missing),
    'missing',
  );

/** readDataFile's text, or undefined when the file is not there (yet). */
export function readDataFileIfThere(file: string): string | undefined {
  try {
    return readDataFile(file, missingFile);
  } catch (e) {
    if (e instanceof StorageError && e.code === 'missing') return undefined;
    throw e;
  }
}

/** Flushes a rename to disk (on Windows a directory cannot be opened for that: the rename is enough). */
export function syncDir(dir: string): void {
  if (os.platform() === 'win32') return;
  try {
    const fd = fs.openSync(dir, 'r');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    // Some file systems refuse fsync on a directory; the rename itself is still atomic.
  }
}

/**
 * Writes a whole new temporary file (created exclusively, never through a link) and flushes it; removed again when that
 * fails.
 */
export function writeTemp(tmp: string, text: string): void {
  const fd = openExclusive(tmp);
  try {
    fs.fchmodSync(fd, FILE_MODE);
    fs.writeFileSync(fd, text);
    fs.fsyncSync(fd);
  } catch (e) {
    fs.closeSync(fd);
    fs.rmSync(tmp, { force: true });
    throw e;
  }
  fs.closeSync(fd);
}

/**
 * Atomic write: the whole text goes to `<file>.<pid>.tmp`, is flushed, then renamed over `file`.
 * A process killed at any moment leaves either the old or the new file, never a mix; at worst a
 * leftover temporary file, which the next writer removes.
 */
export function writeAtomic(locks: Locks, file: string, text: string): void {
  fitsCap(file, text);
  const tmp = `${file}.${locks.host.pid}.tmp`;
  writeTemp(tmp, text);
  renameInto(locks, tmp, file);
  locks.wrote = true;
}

/**
 * The last step of an atomic write (writeAtomic, store/piecewise.ts): the flushed temporary file
 * renamed over `file`, or removed when that fails.
 */
export function renameInto(locks: Locks, tmp: string, file: string): void {
  try {
    // The last moment to find that the lock of `file` is no longer ours, before a rename that cannot be undone.
    locks.verifyHeld(file);
    fs.renameSync(tmp, file);
  } catch (e) {
    fs.rmSync(tmp, { force: true });
    throw e;
  }
  syncDir(path.dirname(file));
}

/** A folder's names, or none when it cannot be listed (a clean-up that can wait for the next run). */
export function listOrNothing(dir: string): string[] {
  try {
    return fs.readdirSync(dir);
  } catch {
    return [];
  }
}

/** A data file's text as tafel writes it. */
export const serialize = (data: object): string => JSON.stringify(data, null, 2) + '\n';

/**
 * A sheet file's text: its fields always in one order, whichever change added or took off one, so an undo then a redo
 * give back the very bytes of before (rules-notes; until 2026-12-07 a list emptied by undo came back last).
 */
export function serializeSheet(data: object): string {
  const rec = data as Record<string, unknown>;
  const known = SHEET_FIELDS.filter((k) => k in rec).map((k) => [k, rec[k]]);
  const others = Object.entries(rec).filter(([k]) => !(SHEET_FIELDS as readonly string[]).includes(k));
  return serialize(Object.fromEntries([...known, ...others]));
}

/**
 * Runs `fn` with folder `dir` there, made (owner-only) when it is not; when `fn` fails, the folders made for it are
 * taken away again, each only when empty: a refused command leaves nothing behind (until 2026-12-07 a `preset save`
 * refused in a new `--data-dir` left the folder).
 */
export async function inFolder<T>(dir: string, fn: () => Promise<T>): Promise<T> {
  const made = fs.mkdirSync(dir, { recursive: true, mode: DIR_MODE });
  try {
    return await fn();
  } catch (e) {
    for (let d = dir; made !== undefined && d.startsWith(made); d = path.dirname(d)) {
      try {
        fs.rmdirSync(d);
      } catch {
        break;
      }
    }
    throw e;
  }
}

/**
 * A file whose undone deal (what `tafel redo` puts back) is not what `record` would have written (sheet/stored.ts
 * checkUndoneDeals): every read refuses it (store/decode.ts) as it refuses a bad deal, naming the file.
 */
export const undoneDealProblem = (file: string, deal: Text): FileProblem =>
  corrupt(
    file,
    say((t) => t.store.holdsAnUndoneDeal(deal)),
    'undone',
  );

/**
 * The empty file tafel makes first in a staging folder (`import-<pid>/`, `event-<pid>/`): only a folder holding it, an
 * empty one (made by a run killed before the mark) or one left by a tafel from before the mark (isOwnStage) is
 * tafel's to remove. A folder of the same name that is
 * someone else's (`import-2024/` with notes in it) stays as it is, and nothing is said.
 */
const STAGE_MARK = '.tafel-staging';

/** A new staging folder, marked as tafel's before anything is written into it. */
export function makeStage(stage: string): void {
  dropStage(stage);
  fs.mkdirSync(stage, { mode: DIR_MODE });
  fs.closeSync(openExclusive(path.join(stage, STAGE_MARK)));
}

/**
 * Whether a staging folder is tafel's: marked (STAGE_MARK), or, left by a tafel from before the mark, holding nothing
 * but the plain `.json` files (and their `.tmp` halves) an import or an event change stages there.
 */
function isOwnStage(stage: string): boolean {
  if (fs.existsSync(path.join(stage, STAGE_MARK))) return true;
  const names = fs.readdirSync(stage);
  return (
    names.length > 0 &&
    names.every(
      (n) =>
        /^[^.].*\.json(?:\.[\w.-]*tmp)?$/.test(n) &&
        fs.lstatSync(path.join(stage, n), { throwIfNoEntry: false })?.isFile() === true,
    )
  );
}

/** Removes a staging folder tafel made (see isOwnStage); anything else under its name is left alone. */
export function dropStage(stage: string): void {
  if (!fs.lstatSync(stage, { throwIfNoEntry: false })?.isDirectory()) return;
  if (isOwnStage(stage)) fs.rmSync(stage, { recursive: true, force: true });
  else
    try {
      fs.rmdirSync(stage);
    } catch {
      // not empty, and not tafel's: left as it is
    }
}
