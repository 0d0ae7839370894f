import fs from 'node:fs';
import path from 'node:path';
import { StorageError, type Text } from '../core/errors.js';
import { say } from '../i18n/index.js';
import { SCHEMA_VERSION, type SheetData } from '../sheet/sheet.js';
import { keepCopy, keepOld, removeLeftovers, restoreFile, type Restored } from './backup.js';
import { finishImports, IMPORT_PREFIX, JOURNAL, publishImport, stageFiles } from './journal.js';
import { absent, checkId, dataDirRefusal, ioFailure, notAFolder, notFound } from './refusals.js';
import { decodeSheet, parseSettings, type Settings } from './decode.js';
import {
  DIR_MODE,
  dropStage,
  makeStage,
  FileProblem,
  fitsCap,
  readDataFile,
  readDataFileIfThere,
  serialize,
  serializeSheet,
  SETTINGS_FILE,
  inFolder,
  syncDir,
  writeAtomic,
  writeTemp,
} from './files.js';
import { Locks } from './lock.js';
import type { Host } from './host.js';
import { baseId, dataDirProblem, numberedId, SHEET_ID } from './paths.js';
import { readKept, writeKept } from './kept.js';
import { sealOf } from './seal.js';
import { refuseOverOrphan, settingsWritable } from './settings-gone.js';
import { judgedWhenSaid } from './settings-way.js';
import { finishDeletes, trashedIds } from './trash/trash.js';
import { finishWrites } from './staged.js';

/**
 * The data directory: one file per sheet plus one for settings. Reads use plain fs and take no lock:
 * every write goes to a temporary file that is renamed over the old one, so a reader (or a process
 * killed halfway) only ever sees a whole old or a whole new file. Every read-modify-write holds the
 * file's lock, and every update keeps the previous file as `<file>.bak` for `tafel doctor --restore`.
 */
export class Store {
  readonly sheetsDir: string;
  readonly settingsPath: string;
  /** The run's locks, in the process its host names (store/host.ts). */
  readonly locks: Locks;

  constructor(
    readonly dir: string,
    host: Host,
  ) {
    this.locks = new Locks(host);
    this.sheetsDir = path.join(dir, 'sheets');
    this.settingsPath = path.join(dir, SETTINGS_FILE);
    // Refused before anything is read or made there: a recursive mkdir in /proc never ends.
    const special = dataDirProblem(dir);
    if (special?.kind === 'special') throw dataDirRefusal(special.text);
    const names = finishImports(this.locks, dir, this.sheetsDir);
    finishDeletes(this, names);
    finishWrites(this.locks, dir, names);
    // What an earlier, killed run left half done is that run's change, not this one's.
    this.locks.wrote = false;
  }

  /**
   * Adds many new sheets all or nothing, also when the process is killed: every sheet is first
   * written to `import-<pid>/` inside the data directory; then the journal `import-<pid>.journal`
   * (the list of ids) is written atomically, which is the moment the import happens; then each
   * sheet is hard-linked into `sheets/` and the journal and staging folder are removed. A process
   * killed before the journal leaves only the staging folder, which the next tafel removes (none
   * imported); one killed after it leaves the journal, and the next tafel links what is missing
   * (all imported). A taken id (another tafel created it meanwhile) undoes the links made so far. `signal` aborted
   * (Ctrl-C) before the journal stops it: the staging folder goes, none imported, and it resolves false.
   */
  async importSheets(sheets: readonly SheetData[], signal?: AbortSignal): Promise<boolean> {
    return this.io(async () => {
      this.ensureDirs();
      const stage = path.join(this.dir, `${IMPORT_PREFIX}${this.locks.host.pid}`);
      const journal = stage + JOURNAL;
      makeStage(stage);
      try {
        for (const s of sheets) checkId(s.id);
        await stageFiles(this.locks, stage, sheets, signal);
        if (signal?.aborted) {
          fs.rmSync(stage, { recursive: true, force: true });
          return false;
        }
        syncDir(stage);
        writeAtomic(this.locks, journal, serialize({ ids: sheets.map((s) => s.id) }));
      } catch (e) {
        dropStage(stage);
        throw e;
      }
      let taken: string | undefined;
      try {
        taken = publishImport(
          stage,
          journal,
          this.sheetsDir,
          sheets.map((s) => s.id),
        );
      } catch (e) {
        throw ioFailure(e, this.dir, 'write', true);
      }
      if (taken !== undefined) {
        throw new StorageError(
          say((t) => t.store.anotherTafelCreatedSheet(taken)),
          'exists',
        );
      }
      return true;
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

  /** Whether a sheet's file is gone (removed by hand) while its previous version is still there. */
  onlyPrevious(id: string): boolean {
    return SHEET_ID.test(id) && !this.exists(id) && fs.existsSync(`${this.sheetPath(id)}.bak`);
  }

  /** The refusal for a sheet whose file is not there: with a previous version left, whether doctor can put it back. */
  missing(id: string): StorageError {
    if (!this.onlyPrevious(id)) return notFound(id, undefined, this.sheetsDir);
    return notFound(id, { bak: `${this.sheetPath(id)}.bak`, why: this.previousFault(id) });
  }

  /** Why the previous version of a sheet (its `.bak`, which is there) cannot be put back; undefined when it reads. */
  private previousFault(id: string): Text | undefined {
    const bak = `${this.sheetPath(id)}.bak`;
    try {
      decodeSheet(
        readDataFile(bak, () => notFound(id)),
        bak,
        id,
      );
      return undefined;
    } catch (e) {
      if (e instanceof FileProblem) return e.reason;
      throw e;
    }
  }

  /**
   * `read` of sheet `id`; when its file cannot be used and its previous version cannot either (looked at only then),
   * the refusal says so, with what is left, as doctor says it, rather than offering a restore that would fail.
   */
  private orPrevious<T>(id: string, read: () => T): T {
    try {
      return read();
    } catch (e) {
      const file = this.sheetPath(id);
      if (!(e instanceof FileProblem) || e.file !== file || !fs.lstatSync(`${file}.bak`, { throwIfNoEntry: false }))
        throw e;
      const why = this.previousFault(id);
      if (why === undefined) throw e;
      throw new FileProblem(
        say((t) => t.store.itWasLeftUntouched2(file, e.said, id, true, why)),
        e.code,
        file,
        e.reason,
        e.said,
      );
    }
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
      // Nor does a sheets folder that is a file (or a FIFO...): every listing would say "no sheets yet".
      if ((e as NodeJS.ErrnoException).code === 'ENOTDIR') throw notAFolder(this.sheetsDir);
      if (absent(e)) return [];
      throw ioFailure(e, this.dir, 'read');
    }
    return names
      .filter((n) => n.endsWith('.json'))
      .map((n) => n.slice(0, -5))
      .filter((id) => SHEET_ID.test(id))
      .sort();
  }

  /**
   * A sheet, upgraded to the current schema in memory. A read never writes: an older file is upgraded on disk (the
   * old one kept as `.v<n>`) by the next change written to it, so a command refused after reading it writes nothing.
   */
  readSheet(id: string, checked?: string): SheetData {
    return this.readSealed(id, checked).data;
  }

  /**
   * `readSheet`, and whether the text read was the very one `seal` seals: what is made of that sheet
   * may then be kept under that seal (the index of exported sheets, evening/csv-index.ts).
   */
  readSealed(id: string, seal: string | undefined): { data: SheetData; sealed: boolean } {
    const { data, sealed } = this.loadSheet(id, seal);
    return { data, sealed };
  }

  /**
   * Reads and checks a sheet file without writing anything: its data (upgraded in memory) and the
   * schema on disk. `checked` is the seal (seal.ts sealOf, keyed by this user) of the text
   * this build of tafel last read in full, deals checked, from the index of sheets: when the text read
   * is still exactly that text, its nesting and its deals are not checked again. Its shape always is.
   */
  loadSheet(id: string, checked?: string): { data: SheetData; version: number; sealed: boolean } {
    const file = this.sheetPath(id);
    return this.orPrevious(id, () => {
      const text = readDataFile(file, () => this.missing(id));
      const sealed = checked !== undefined && sealOf(this.locks.host, text) === checked;
      return { ...decodeSheet(text, file, id, sealed), sealed };
    });
  }

  /**
   * `readSheet`, with what was kept of the replay of this very text (kept.ts), if anything: a long sheet's view then
   * goes on from there (`tafel sheet`); without it, `keep` keeps the replay made now, for the text read.
   */
  readWithKept(id: string): { data: SheetData; kept: unknown; keep: (replay: () => unknown) => void } {
    const { data, kept, text } = this.loadWithKept(id);
    // Kept for the text read, whatever the file holds by now: a kept replay only ever stands for its own text.
    const keep = (replay: () => unknown) => writeKept(this.locks.host, this.sheetPath(id), text, replay);
    return { data, kept, keep };
  }

  /** `loadSheet` with what was kept of the replay of this very text (kept.ts), if anything: its deals were checked. */
  private loadWithKept(id: string): { data: SheetData; version: number; kept: unknown; text: string } {
    const file = this.sheetPath(id);
    return this.orPrevious(id, () => {
      const text = readDataFile(file, () => this.missing(id));
      const kept = readKept(this.locks.host, file, text);
      return { ...decodeSheet(text, file, id, kept !== undefined), kept, text };
    });
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
        // A previous version whose sheet file is gone keeps the id too: `doctor --restore <id>` still brings it back.
        if (
          !trashed.has(id) &&
          !fs.existsSync(this.sheetPath(id)) &&
          !(opts.renumber && fs.existsSync(`${this.sheetPath(id)}.bak`)) &&
          (await this.publishNew(this.sheetPath(id), serializeSheet(next)))
        )
          return next;
        if (!opts.renumber || ++n > 999)
          throw new StorageError(
            say((t) => t.store.aSheetAlreadyExists(id)),
            'exists',
          );
        id = numberedId(base, n);
      }
    });
  }

  /** Writes a new file that did not exist: false when it does. A link publishes it whole and exclusively. */
  private async publishNew(file: string, text: string): Promise<boolean> {
    fitsCap(file, text, true);
    const tmp = `${file}.${this.locks.host.pid}.tmp`;
    writeTemp(tmp, text);
    try {
      fs.linkSync(tmp, file);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
      // No hard links here (some network or FAT disks): the same under the sheet's lock.
      return await this.locks.withLock(file, () => {
        if (fs.existsSync(file)) return false;
        this.locks.verifyHeld(file);
        fs.renameSync(tmp, file);
        this.locks.wrote = true;
        return true;
      });
    } finally {
      fs.rmSync(tmp, { force: true });
      syncDir(path.dirname(file));
    }
    this.locks.wrote = true;
    return true;
  }

  /**
   * Read-modify-write under the sheet's lock. `change` returns the new data (or throws, and then
   * nothing is written). The previous file is kept as `<id>.json.bak`; a file of an older schema
   * also as `<id>.json.v<n>`. `change` is also given what was kept of the replay of the sheet as read, if
   * anything, and may return where the replay of the new data stands (`keep`), to be kept with it (kept.ts).
   */
  async updateSheet<T>(
    id: string,
    change: (data: SheetData, kept: unknown) => { data: SheetData; result: T; keep?: unknown },
  ): Promise<T> {
    const file = this.sheetPath(id);
    return this.io(() =>
      this.locks.withLock(file, async () => {
        const { data: current, version, kept, text: before } = this.loadWithKept(id);
        const { data, result, keep } = change(current, kept);
        const text = serializeSheet(data);
        // A change that changes nothing (the dealer who deals next anyway, an edit that gives the deal as it is)
        // writes nothing, so `.bak` still holds the version before the last real change; nor is a file whose fields
        // an older tafel wrote in another order rewritten for the order alone.
        // A club night's table sheet is of schema 2 (TABLE_SCHEMA), as current as a plain sheet's 1: until 2026-12-07
        // it was written again every time, and its .bak became the sheet as it stands.
        if (version >= SCHEMA_VERSION && (text === before || text === serializeSheet(current))) return result;
        // Past the safe reader's cap the next command could not read it: refused, the sheet as it was.
        fitsCap(file, text, true);
        this.locks.verifyHeld(file);
        removeLeftovers(this.locks, file);
        if (version < SCHEMA_VERSION) keepOld(this.locks, file, version);
        keepCopy(this.locks, file, file + '.bak');
        writeAtomic(this.locks, file, text);
        if (keep !== undefined) writeKept(this.locks.host, file, text, () => keep);
        return result;
      }),
    );
  }

  readSettings(): Settings {
    return this.settingsRead().settings;
  }

  /** settings.json's text (none yet: undefined) and settings; what its refusal offers is judged when said. */
  private settingsRead(): { text: string | undefined; settings: Settings } {
    try {
      const text = readDataFileIfThere(this.settingsPath);
      const settings = text === undefined ? { schemaVersion: SCHEMA_VERSION } : parseSettings(text, this.settingsPath);
      return { text, settings };
    } catch (e) {
      throw judgedWhenSaid(e, this.settingsPath);
    }
  }

  /** Refuses, before a command's first write, what would stop its write of settings.json (settings-gone.ts). */
  settingsWritable(writes = true): void {
    settingsWritable(this.settingsPath, this.dir, writes);
  }

  async updateSettings(change: (s: Settings) => Settings): Promise<void> {
    const file = this.settingsPath;
    // The data directory for the lock and the file (no sheets folder); none left behind by a refused change.
    await this.io(() =>
      inFolder(this.dir, () =>
        this.locks.withLock(file, async () => {
          const { text: before, settings: now } = this.settingsRead();
          if (before === undefined) refuseOverOrphan(file);
          // A newer tafel's settings keep their schema: what this one does not know of them is kept as it is (spread),
          // and the version is not written back as this one's, which would tell the newer tafel they were never its.
          const next = { ...change(now), schemaVersion: Math.max(now.schemaVersion, SCHEMA_VERSION) };
          const text = serialize(next);
          // `tafel use` of the active sheet changes nothing: nothing written, `.bak` kept as it was.
          if (text === before) return;
          removeLeftovers(this.locks, file);
          // `.bak` is only ever replaced by a version that reads whole, as doctor judges it: with saved tables that do
          // not, the one before stays what `doctor --restore settings.json` puts back.
          if (before !== undefined && (await readsWhole(now, file))) keepCopy(this.locks, file, file + '.bak');
          writeAtomic(this.locks, file, text);
        }),
      ),
    );
  }

  /**
   * `tafel doctor --restore <id>`: puts `<id>.json.bak` back when it reads fine (and passes `check`,
   * e.g. a replay), keeping the broken file as `<id>.json.broken-<time>`. Refuses when the sheet reads
   * fine (restoring would throw its last change away).
   */
  async restoreSheet(
    id: string,
    check: (data: SheetData, file: string) => void = () => undefined,
  ): Promise<Restored & { deals: number }> {
    const file = this.sheetPath(id);
    let deals = 0;
    const restored = await this.io(() =>
      this.locks.withLock(file, () =>
        restoreFile(this.locks, file, id, (text, f) => {
          const { data } = decodeSheet(text, f, id);
          check(data, f);
          deals = data.deals.length;
        }),
      ),
    );
    return { ...restored, deals };
  }

  /** The same for the settings file; `check` reads what the store keeps unread (the saved tables). */
  async restoreSettings(
    check: (settings: Settings, file: string) => void = () => undefined,
    guard?: (current: string | undefined, previous: string) => void,
  ): Promise<Restored> {
    const file = this.settingsPath;
    return this.io(() =>
      this.locks.withLock(file, () =>
        restoreFile(this.locks, file, SETTINGS_FILE, (text, f) => check(parseSettings(text, f), f), guard),
      ),
    );
  }

  /** A write that the system refuses (permissions, a full or read-only disk) is a storage refusal, not a bug. */
  async io<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (e) {
      throw ioFailure(e, this.dir, 'write');
    }
  }

  private ensureDirs(): void {
    fs.mkdirSync(this.sheetsDir, { recursive: true, mode: DIR_MODE });
  }
}

// The sheet repository's helpers live in files of their own; these names stay importable from here.
export { checkId, type Restored };

/** Whether settings read with their saved tables too, each able to start a sheet, as `tafel doctor` judges them. */
async function readsWhole(settings: Settings, file: string): Promise<boolean> {
  const { usablePresets } = await import('./presets-usable.js');
  try {
    usablePresets(settings, file);
    return true;
  } catch {
    return false;
  }
}
