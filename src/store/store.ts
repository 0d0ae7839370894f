import fs from 'node:fs';
import path from 'node:path';
import { StorageError, TafelError, type Text } from '../core/errors.js';
import { SCHEMA_VERSION, type SheetData } from '../sheet/sheet.js';
import { decodeSheet, parseSettings, type Settings } from './decode.js';
import { say } from '../i18n/index.js';
import {
  DIR_MODE, FILE_MODE, FileProblem, MAX_FILE_BYTES, readDataFile, SETTINGS_FILE, syncDir, writeAtomic, writeTemp,
} from './files.js';
import { alive, tryLockSync, verifyHeld, withLock } from './lock.js';
import { readText } from './read.js';
import { baseId, dataDirProblem, numberedId, SHEET_ID } from './paths.js';
import { sealOf } from './index-sheets.js';
import { finishDeletes, trashedIds } from './trash.js';

/** What `restore` did: the file put back, where it came from, and where the broken one was kept. */
export interface Restored {
  file: string;
  from: string;
  broken: string | null;
}

/**
 * The data directory: one file per sheet plus one for settings. Reads use plain fs and take no lock:
 * every write goes to a temporary file that is renamed over the old one, so a reader (or a process
 * killed halfway) only ever sees a whole old or a whole new file. Every read-modify-write holds the
 * file's lock, and every update keeps the previous file as `<file>.bak` for `tafel doctor --restore`.
 */
export class Store {
  readonly sheetsDir: string;
  readonly settingsPath: string;

  constructor(readonly dir: string) {
    this.sheetsDir = path.join(dir, 'sheets');
    this.settingsPath = path.join(dir, SETTINGS_FILE);
    // Refused before anything is read or made there: a recursive mkdir in /proc never ends.
    const special = dataDirProblem(dir);
    if (special?.kind === 'special') throw dataDirRefusal(special.text);
    const names = finishImports(dir, this.sheetsDir);
    finishDeletes(this, names);
  }

  /**
   * Adds many new sheets all or nothing, also when the process is killed: every sheet is first
   * written to `import-<pid>/` inside the data directory; then the journal `import-<pid>.journal`
   * (the list of ids) is written atomically, which is the moment the import happens; then each
   * sheet is hard-linked into `sheets/` and the journal and staging folder are removed. A process
   * killed before the journal leaves only the staging folder, which the next tafel removes (none
   * imported); one killed after it leaves the journal, and the next tafel links what is missing
   * (all imported). A taken id (another tafel created it meanwhile) undoes the links made so far.
   */
  async importSheets(sheets: readonly SheetData[]): Promise<void> {
    await this.io(async () => {
      this.ensureDirs();
      const stage = path.join(this.dir, `${IMPORT_PREFIX}${process.pid}`);
      const journal = stage + JOURNAL;
      fs.rmSync(stage, { recursive: true, force: true });
      fs.mkdirSync(stage, { mode: DIR_MODE });
      try {
        for (const s of sheets) checkId(s.id);
        await stageFiles(stage, sheets);
        syncDir(stage);
        writeAtomic(journal, serialize({ ids: sheets.map((s) => s.id) }));
      } catch (e) {
        fs.rmSync(stage, { recursive: true, force: true });
        throw e;
      }
      const taken = publishImport(stage, journal, this.sheetsDir, sheets.map((s) => s.id));
      if (taken !== undefined) {
        throw new StorageError(
          say((t) => t.store.anotherTafelCreatedSheet(taken)),
          'exists',
        );
      }
    });
  }

  /** The only way from an id to a path: the id pattern keeps every file inside the data directory. */
  sheetPath(id: string): string {
    checkId(id);
    return path.join(this.sheetsDir, `${id}.json`);
  }

  exists(id: string): boolean {
    return fs.existsSync(this.sheetPath(id));
  }

  /** All sheet ids on disk, whether readable or not. */
  ids(): string[] {
    let names: string[];
    try {
      names = fs.readdirSync(this.sheetsDir);
    } catch (e) {
      // A data directory that is a file (or below one) holds no sheets, but "no sheets yet" would send the user wrong.
      const problem = (e as NodeJS.ErrnoException).code === 'ENOTDIR' ? dataDirProblem(this.dir) : undefined;
      if (problem) throw dataDirRefusal(problem.text);
      if (absent(e)) return [];
      throw ioFailure(e, this.dir, 'read');
    }
    return names
      .filter((n) => n.endsWith('.json'))
      .map((n) => n.slice(0, -5))
      .filter((id) => SHEET_ID.test(id))
      .sort();
  }

  /** A sheet, upgraded to the current schema. An older file is also upgraded on disk (the old one kept). */
  readSheet(id: string, checked?: string): SheetData {
    const { data, version } = this.loadSheet(id, checked);
    if (version < SCHEMA_VERSION) this.upgradeInPlace(id);
    return data;
  }

  /**
   * Reads and checks a sheet file without writing anything: its data (upgraded in memory) and the
   * schema on disk. `checked` is the seal (index-sheets.ts sealOf, keyed by this user) of the text
   * this build of tafel last read in full, deals checked, from the index of sheets: when the text read
   * is still exactly that text, its nesting and its deals are not checked again. Its shape always is.
   */
  loadSheet(id: string, checked?: string): { data: SheetData; version: number } {
    const file = this.sheetPath(id);
    const text = readDataFile(file, () => notFound(id));
    return decodeSheet(text, file, id, checked !== undefined && sealOf(text) === checked);
  }

  /**
   * Creates a sheet file; refuses when the id is taken. With `renumber` a taken id moves on to the
   * next free `<id>-n` instead: the file is published with a hard link, which never replaces a file,
   * so two tafels creating sheets at the same moment always end up with different ids. Returns the
   * sheet as written (with the id it got).
   */
  async createSheet(data: SheetData, opts: { renumber?: boolean } = {}): Promise<SheetData> {
    return this.io(async () => {
      this.ensureDirs();
      const base = baseId(data.id);
      // A deleted sheet keeps its id for its days in the trash: a new sheet under it would make two of one id.
      const trashed = opts.renumber ? trashedIds(this.dir) : new Set<string>();
      let id = data.id;
      for (let n = 1; ; ) {
        const next = id === data.id ? data : { ...data, id };
        if (!trashed.has(id) && !fs.existsSync(this.sheetPath(id)) && (await this.publishNew(this.sheetPath(id), serialize(next)))) return next;
        if (!opts.renumber || ++n > 999) throw new StorageError(say((t) => t.store.aSheetAlreadyExists(id)), 'exists');
        id = numberedId(base, n);
      }
    });
  }

  /** Writes a new file that did not exist: false when it does. A link publishes it whole and exclusively. */
  private async publishNew(file: string, text: string): Promise<boolean> {
    const tmp = `${file}.${process.pid}.tmp`;
    writeTemp(tmp, text);
    try {
      fs.linkSync(tmp, file);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
      // No hard links here (some network or FAT disks): the same under the sheet's lock.
      return await withLock(file, () => {
        if (fs.existsSync(file)) return false;
        verifyHeld(file);
        fs.renameSync(tmp, file);
        return true;
      });
    } finally {
      fs.rmSync(tmp, { force: true });
      syncDir(path.dirname(file));
    }
    return true;
  }

  /**
   * Read-modify-write under the sheet's lock. `change` returns the new data (or throws, and then
   * nothing is written). The previous file is kept as `<id>.json.bak`; a file of an older schema
   * also as `<id>.json.v<n>`.
   */
  async updateSheet<T>(id: string, change: (data: SheetData) => { data: SheetData; result: T }): Promise<T> {
    const file = this.sheetPath(id);
    return this.io(() =>
      withLock(file, async () => {
        const { data: current, version } = this.loadSheet(id);
        const { data, result } = change(current);
        verifyHeld(file);
        removeLeftovers(file);
        if (version < SCHEMA_VERSION) keepOld(file, version);
        keepCopy(file, file + '.bak');
        writeAtomic(file, serialize(data));
        return result;
      }),
    );
  }

  readSettings(): Settings {
    let text: string;
    try {
      text = readDataFile(this.settingsPath, () => new StorageError(say((t) => t.store.missing), 'missing'));
    } catch (e) {
      if (e instanceof StorageError && e.code === 'missing') return { schemaVersion: SCHEMA_VERSION };
      throw e;
    }
    return parseSettings(text, this.settingsPath);
  }

  async updateSettings(change: (s: Settings) => Settings): Promise<void> {
    const file = this.settingsPath;
    await this.io(async () => {
      this.ensureDirs();
      await withLock(file, async () => {
        const next = { ...change(this.readSettings()), schemaVersion: SCHEMA_VERSION };
        removeLeftovers(file);
        if (fs.existsSync(file)) keepCopy(file, file + '.bak');
        writeAtomic(file, serialize(next));
      });
    });
  }

  /**
   * `tafel doctor --restore <id>`: puts `<id>.json.bak` back when it reads fine (and passes `check`,
   * e.g. a replay), keeping the broken file as `<id>.json.broken-<time>`. Refuses when the sheet reads
   * fine (restoring would throw its last change away).
   */
  async restoreSheet(id: string, check: (data: SheetData, file: string) => void = () => undefined): Promise<Restored & { deals: number }> {
    const file = this.sheetPath(id);
    let deals = 0;
    const restored = await this.io(() =>
      withLock(file, () =>
        restoreFile(file, id, (text, f) => {
          const { data } = decodeSheet(text, f, id);
          check(data, f);
          deals = data.deals.length;
        }),
      ),
    );
    return { ...restored, deals };
  }

  /** The same for the settings file. */
  async restoreSettings(): Promise<Restored> {
    const file = this.settingsPath;
    return this.io(() => withLock(file, () => restoreFile(file, SETTINGS_FILE, (text, f) => void parseSettings(text, f))));
  }

  /** A write that the system refuses (permissions, a full or read-only disk) is a storage refusal, not a bug. */
  async io<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (e) {
      throw ioFailure(e, this.dir, 'write');
    }
  }

  private upgradeInPlace(id: string): void {
    const file = this.sheetPath(id);
    // Only when nobody is writing right now: a writer holding the lock upgrades (and keeps the old file) itself.
    const release = tryLockSync(file);
    if (!release) return;
    try {
      const { data, version } = this.loadSheet(id);
      if (version < SCHEMA_VERSION) {
        removeLeftovers(file);
        keepOld(file, version);
        writeAtomic(file, serialize(data));
      }
    } catch {
      // The sheet was read fine; if the upgrade cannot be written now, the next update writes it.
    } finally {
      release();
    }
  }

  private ensureDirs(): void {
    fs.mkdirSync(this.sheetsDir, { recursive: true, mode: DIR_MODE });
  }
}

const IMPORT_PREFIX = 'import-';
const JOURNAL = '.journal';

/**
 * Publishes a staged import whose journal is written: links every staged sheet into `sheets/`. When
 * an id is taken by a file that is not ours, the links made are removed again (by inode, so nothing
 * of anyone else's) and that id is returned. Either way the journal and staging folder go, journal first.
 */
function publishImport(stage: string, journal: string, sheetsDir: string, ids: readonly string[]): string | undefined {
  const linked: string[] = [];
  let taken: string | undefined;
  for (const id of ids) {
    const staged = path.join(stage, `${id}.json`);
    const target = path.join(sheetsDir, `${id}.json`);
    try {
      fs.linkSync(staged, target);
      linked.push(id);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' && !fs.existsSync(staged)) continue; // published and cleaned up by an earlier run
      if (code !== 'EEXIST') throw e;
      if (sameFile(staged, target)) linked.push(id); // linked by an earlier, killed run
      else {
        taken = id;
        break;
      }
    }
  }
  if (taken !== undefined) {
    for (const id of linked) {
      const target = path.join(sheetsDir, `${id}.json`);
      if (sameFile(path.join(stage, `${id}.json`), target)) fs.rmSync(target, { force: true });
    }
  }
  syncDir(sheetsDir);
  fs.rmSync(journal, { force: true });
  syncDir(path.dirname(journal));
  fs.rmSync(stage, { recursive: true, force: true });
  return taken;
}

function sameFile(a: string, b: string): boolean {
  try {
    const x = fs.lstatSync(a);
    const y = fs.lstatSync(b);
    return x.ino === y.ino && x.dev === y.dev;
  } catch {
    return false;
  }
}

/** A folder's names, or none when it cannot be listed (a clean-up that can wait for the next run). */
function listOrNothing(dir: string): string[] {
  try {
    return fs.readdirSync(dir);
  } catch {
    return [];
  }
}

/**
 * Completes or undoes the imports of tafels that were killed (see Store.importSheets): with a
 * journal, all of it is published; without one, the staging folder goes. An import whose process
 * still runs is left alone. Costs one directory listing on every start.
 */
function finishImports(dir: string, sheetsDir: string): string[] {
  const names = listOrNothing(dir);
  for (const name of names) {
    const m = /^import-(\d+)(\.journal)?$/.exec(name);
    if (!m) continue;
    const pid = Number(m[1]);
    if (pid === process.pid || alive(pid)) continue;
    const stage = path.join(dir, `${IMPORT_PREFIX}${pid}`);
    const journal = stage + JOURNAL;
    const release = tryLockSync(journal);
    if (!release) continue; // another tafel is finishing it right now
    try {
      let ids: string[] | undefined;
      try {
        const value = JSON.parse(readText(journal, MAX_FILE_BYTES)) as { ids?: unknown };
        if (Array.isArray(value.ids) && value.ids.every((id) => typeof id === 'string' && SHEET_ID.test(id))) ids = value.ids as string[];
      } catch {
        ids = undefined; // no journal (or a torn one, which rename never leaves): the import never happened
      }
      if (ids) publishImport(stage, journal, sheetsDir, ids);
      else {
        fs.rmSync(journal, { force: true });
        fs.rmSync(stage, { recursive: true, force: true });
      }
      for (const left of names) if (left.startsWith(`${IMPORT_PREFIX}${pid}${JOURNAL}.`) && left.endsWith('.tmp')) fs.rmSync(path.join(dir, left), { force: true });
    } catch {
      // Cannot finish it now (a read-only disk...): the next tafel tries again; its sheets stay invisible meanwhile.
    } finally {
      release();
    }
  }
  return names;
}

export function checkId(id: string): void {
  if (!SHEET_ID.test(id)) {
    throw new StorageError(
      say((t) => t.store.isNotASheet(id)),
      'not-found',
    );
  }
}

/** Turns a system error (EACCES, ENOSPC, ENOTDIR...) into a one-line refusal naming the path; typed errors pass. */
function ioFailure(e: unknown, dir: string, verb: 'read' | 'write'): unknown {
  const err = e as NodeJS.ErrnoException;
  // Only errors of the system (they name a syscall); typed refusals and bugs pass through unchanged.
  if (e instanceof TafelError || typeof e !== 'object' || e === null || typeof err.code !== 'string' || typeof err.syscall !== 'string') return e;
  const where = err.path ?? dir;
  const hint = say((t) => t.store.ioHint(err.code ?? '', dir));
  return new StorageError(
    verb === 'write'
      ? say((t) => t.store.couldNotWrite(where, err.code ?? '', hint))
      : say((t) => t.store.couldNotRead(where, err.code ?? '', hint)),
    'io',
  );
}

const dataDirRefusal = (why: Text): StorageError =>
  new StorageError(
    say((t) => t.store.itCannotBeTafel(why)),
    'data-dir',
  );

/** No such file: also when a folder on the way is a file (ENOTDIR); writing there is refused later, with a reason. */
const absent = (e: unknown): boolean => ['ENOENT', 'ENOTDIR'].includes((e as NodeJS.ErrnoException).code ?? '');

const notFound = (id: string) =>
  new StorageError(say((t) => t.store.noSheetTafelSheets(id)), 'not-found');

const serialize = (data: object): string => JSON.stringify(data, null, 2) + '\n';

/** A time stamp that is safe in a file name on every system. */
const stamp = (): string => new Date().toISOString().replace(/[:.]/g, '-');

/**
 * Writes every sheet of an import into the (new, empty) staging folder, each created exclusively and
 * flushed, many at a time: the disk gathers the flushes of files written together, where one after
 * the other each waits for its own (10,000 sheets took 10 s of fsync alone). Every write has ended,
 * or failed, when this returns; the first failure is thrown.
 */
async function stageFiles(stage: string, sheets: readonly SheetData[]): Promise<void> {
  // Node runs file work on 4 threads unless told otherwise before the first of it: enough for the flushes in flight.
  process.env.UV_THREADPOOL_SIZE ??= String(STAGE_WRITERS);
  const flags = fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_EXCL | (fs.constants.O_NOFOLLOW ?? 0);
  let next = 0;
  let failed = false;
  const worker = async (): Promise<void> => {
    while (!failed && next < sheets.length) {
      const s = sheets[next++];
      const fh = await fs.promises.open(path.join(stage, `${s.id}.json`), flags, FILE_MODE);
      try {
        await fh.chmod(FILE_MODE);
        await fh.writeFile(serialize(s));
        await fh.sync();
      } finally {
        await fh.close();
      }
    }
  };
  const results = await Promise.allSettled(
    Array.from({ length: Math.min(STAGE_WRITERS, sheets.length) }, () =>
      worker().catch((e: unknown) => {
        failed = true;
        throw e;
      }),
    ),
  );
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) throw failure.reason;
}
const STAGE_WRITERS = 32;

/**
 * Makes `copy` hold what `file` holds now, atomically. A hard link costs nothing: the next write
 * renames a new file over `file`, so the link keeps the old contents. Where links are not possible,
 * a copy (never through a planted link). The temporary file is removed when anything fails.
 */
function keepCopy(file: string, copy: string): void {
  const tmp = `${copy}.${process.pid}.tmp`;
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
function keepOld(file: string, version: number): void {
  let target = `${file}.v${version}`;
  if (fs.existsSync(target)) target = `${target}-${stamp()}`;
  keepCopy(file, target);
}

/** Temporary files of writers that died (killed mid-write) for this file; only called under its lock. */
function removeLeftovers(file: string): void {
  const dir = path.dirname(file);
  const prefix = path.basename(file) + '.';
  for (const name of listOrNothing(dir)) {
    if (!name.startsWith(prefix) || !name.endsWith('.tmp')) continue;
    const pid = Number(name.slice(0, -4).split('.').pop());
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && !alive(pid)) fs.rmSync(path.join(dir, name), { force: true });
  }
}

/** Puts `<file>.bak` back after `check` accepted it; the current file, unless it reads fine, is kept as `.broken-<time>`. */
function restoreFile(file: string, name: string, check: (text: string, file: string) => void): Restored {
  const bak = file + '.bak';
  const bakText = readDataFile(bak, () =>
    new StorageError(say((t) => t.store.hasNoPreviousVersion(name, bak)), 'no-backup'),
  );
  try {
    check(bakText, bak);
  } catch (e) {
    if (!(e instanceof StorageError)) throw e;
    const why = e instanceof FileProblem ? e.reason : e.text;
    throw new StorageError(
      say((t) => t.store.thePreviousVersionCannot(bak, why)),
      'backup-unreadable',
    );
  }
  let broken: string | null = null;
  try {
    check(readDataFile(file, () => new StorageError(say((t) => t.store.missing), 'missing')), file);
  } catch (e) {
    if (!(e instanceof StorageError)) throw e;
    removeLeftovers(file);
    if (e.code !== 'missing') {
      // Keep the broken file first (a link or a copy, so it stays whole), then replace it atomically.
      broken = `${file}.broken-${stamp()}`;
      try {
        keepCopy(file, broken);
      } catch {
        fs.renameSync(file, broken); // not a plain file (a directory...): move it aside instead
      }
    }
    writeAtomic(file, bakText);
    return { file, from: bak, broken };
  }
  throw new StorageError(
    say((t) => t.store.readsFineThereIs(file, path.basename(bak))),
    'not-broken',
  );
}
