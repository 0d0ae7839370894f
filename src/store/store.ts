import fs from 'node:fs';
import path from 'node:path';
import { StorageError, TafelError, tx, type Text } from '../core/errors.js';
import { SCHEMA_VERSION, type SheetData } from '../sheet/sheet.js';
import { gameById } from '../games/registry.js';
import { checkStoredDeals } from '../sheet/stored.js';
import { objectKeyName, unsafeChar } from '../core/players.js';
import { scanJson } from './json.js';
import { alive, openExclusive, tryLockSync, verifyHeld, withLock } from './lock.js';
import { ReadProblem, readText } from './read.js';
import { MigrationProblem, migrate, schemaOf, type Raw } from './migrate.js';
import { baseId, dataDirProblem, numberedId, SHEET_ID } from './paths.js';
import { sealOf } from './index-sheets.js';
import { finishDeletes, trashedIds } from './trash.js';

export interface Settings {
  schemaVersion: number;
  active?: string;
  lang?: 'en' | 'nl';
  /** Saved tables (`tafel preset`), read strictly by src/evening/presets.ts. */
  presets?: unknown;
}

const FILE_MODE = 0o600;
const DIR_MODE = 0o700;
/** A sheet of a thousand deals is about 150 kB: a file anywhere near this size is not one of ours. */
export const MAX_FILE_BYTES = 16 * 1024 * 1024;
/** What `tafel doctor --restore` calls the settings file (a sheet id never holds a dot). */
export const SETTINGS_FILE = 'settings.json';

/** A data file that cannot be used: the one-line message, the file, and the short reason `tafel doctor` lists. */
export class FileProblem extends StorageError {
  constructor(text: Text, code: string, readonly file: string, readonly reason: Text) {
    super(text, code);
  }
}

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
          tx(`Another tafel created sheet "${taken}" during the import; nothing was imported. Run the import again (with --rename).`,
            `Een andere tafel maakte blad "${taken}" tijdens het inlezen; er werd niets ingelezen. Lees opnieuw in (met --rename).`),
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
        if (!opts.renumber || ++n > 999) throw new StorageError(tx(`A sheet "${id}" already exists.`, `Er bestaat al een blad "${id}".`), 'exists');
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
      text = readDataFile(this.settingsPath, () => new StorageError(tx('missing'), 'missing'));
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
      tx(`"${id}" is not a sheet id: ids are lower-case letters, digits and dashes. 'tafel sheets' lists them.`,
        `"${id}" is geen blad-id: ids zijn kleine letters, cijfers en streepjes. 'tafel sheets' toont ze.`),
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
  const hint: Record<string, [string, string]> = {
    EACCES: ['check its permissions', 'controleer de rechten'],
    EPERM: ['check its permissions', 'controleer de rechten'],
    ENOSPC: ['the disk is full', 'de schijf is vol'],
    EDQUOT: ['the disk quota is used up', 'het schijfquotum is op'],
    EROFS: ['the disk is read-only', 'de schijf is alleen-lezen'],
    ENOTDIR: [`${dir} or a folder in it is not a folder`, `${dir} of een map erin is geen map`],
    EEXIST: [`${dir} or a folder in it is not a folder`, `${dir} of een map erin is geen map`],
  };
  const [en, nl] = hint[err.code] ?? [`choose another data directory with --data-dir or TAFEL_HOME`, `kies een andere gegevensmap met --data-dir of TAFEL_HOME`];
  return new StorageError(
    verb === 'write'
      ? tx(`Could not write ${where} (${err.code}): ${en}. The sheet was left as it was.`, `Kon ${where} niet schrijven (${err.code}): ${nl}. Het blad bleef zoals het was.`)
      : tx(`Could not read ${where} (${err.code}): ${en}.`, `Kon ${where} niet lezen (${err.code}): ${nl}.`),
    'io',
  );
}

const dataDirRefusal = (why: Text): StorageError =>
  new StorageError(
    tx(`${why.en}: it cannot be tafel's data directory. Choose another with --data-dir or TAFEL_HOME.`,
      `${why.nl}: dat kan de gegevensmap van tafel niet zijn. Kies een andere met --data-dir of TAFEL_HOME.`),
    'data-dir',
  );

/** No such file: also when a folder on the way is a file (ENOTDIR); writing there is refused later, with a reason. */
const absent = (e: unknown): boolean => ['ENOENT', 'ENOTDIR'].includes((e as NodeJS.ErrnoException).code ?? '');

const notFound = (id: string) =>
  new StorageError(tx(`No sheet "${id}". 'tafel sheets' lists the sheets.`, `Geen blad "${id}". 'tafel sheets' toont de bladen.`), 'not-found');

const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The refusal for a file that is there but cannot be used; it is never repaired or overwritten silently. */
function corrupt(file: string, reason: Text, code = 'corrupt', said: Text = reason): FileProblem {
  const base = path.basename(file);
  if (base === SETTINGS_FILE) {
    return new FileProblem(
      tx(`${file} ${said.en}; it was left untouched. It holds only the active sheet and the language: put its previous version back with 'tafel doctor --restore ${SETTINGS_FILE}', or delete it.`,
        `${file} is onbruikbaar (${said.nl}); het bleef onaangeroerd. Het bevat enkel het actieve blad en de taal: zet de vorige versie terug met 'tafel doctor --restore ${SETTINGS_FILE}', of verwijder het.`),
      code, file, reason,
    );
  }
  const id = base.replace(/\.json(\..*)?$/, '');
  return new FileProblem(
    tx(`${file} ${said.en}; it was left untouched. 'tafel doctor' shows whether its previous version reads fine ('tafel doctor --restore ${id}' puts it back); or repair it by hand, or delete the sheet with 'tafel delete ${id} --force'.`,
      `${file} is onbruikbaar (${said.nl}); het bleef onaangeroerd. 'tafel doctor' toont of de vorige versie leesbaar is ('tafel doctor --restore ${id}' zet ze terug); of herstel het met de hand, of verwijder het blad met 'tafel delete ${id} --force'.`),
    code, file, reason,
  );
}

/**
 * Reads a data file through the one safe reader (read.ts): no symbolic links (a link could point
 * anywhere), only plain files (a FIFO would hang the read), at most MAX_FILE_BYTES, strict UTF-8.
 */
export function readDataFile(file: string, missing: () => StorageError): string {
  try {
    return readText(file, MAX_FILE_BYTES);
  } catch (e) {
    if (!(e instanceof ReadProblem)) throw e;
    const f = e.failure;
    switch (f.kind) {
      case 'missing':
        throw missing();
      case 'link':
        throw corrupt(file, tx('is a symbolic link; tafel reads only plain files in its data directory', 'is een symbolische koppeling; tafel leest enkel gewone bestanden in zijn gegevensmap'), 'unreadable');
      case 'not-file':
        throw corrupt(file, tx('is not a plain file', 'is geen gewoon bestand'), 'unreadable');
      case 'too-big':
        throw corrupt(file, tx(`is ${Math.round(f.bytes / 1048576)} MB, far larger than any sheet`, `is ${Math.round(f.bytes / 1048576)} MB, veel groter dan eender welk blad`), 'too-big');
      case 'encoding':
        throw corrupt(file, tx('is not valid UTF-8 text (a byte no editor writes)', 'is geen geldige UTF-8-tekst (een byte die geen editor schrijft)'));
      case 'io':
        throw corrupt(file, tx(`cannot be read (${f.code}): check its permissions`, `kan niet gelezen worden (${f.code}): controleer de rechten`), 'unreadable');
    }
  }
}

/** Keys that could change an object's prototype when the data is later spread or merged: tafel never writes them. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** Only a text that could hold such a key (also written with \u escapes) pays for the slower reviver. */
const SUSPECT = /__proto__|constructor|prototype|\\u/;

/** `scanned`: this very text passed the scan before (the file is unchanged since the index of sheets checked it). */
function parseJson(text: string, file: string, scanned = false): unknown {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const scan = scanned ? undefined : scanJson(body, false);
  if (scan?.kind === 'deep') throw corrupt(file, tx(`is nested more than ${scan.limit} levels deep, which tafel never writes`, `is meer dan ${scan.limit} niveaus diep genest, wat tafel nooit schrijft`));
  let forbidden: string | undefined;
  let value: unknown;
  try {
    value = SUSPECT.test(body)
      ? JSON.parse(body, (key, v: unknown) => {
          if (FORBIDDEN_KEYS.has(key)) forbidden ??= key;
          return v;
        })
      : JSON.parse(body);
  } catch {
    throw corrupt(file, tx('is not valid JSON', 'is geen geldige JSON'));
  }
  if (forbidden !== undefined) throw corrupt(file, tx(`holds a "${forbidden}" key, which tafel never writes`, `bevat een sleutel "${forbidden}", die tafel nooit schrijft`));
  return value;
}

/** Why a (current-schema) value is not a sheet, or undefined when its shape is right. */
function sheetProblem(v: Raw, id: string): Text | undefined {
  const players = v.players;
  const playersOk =
    Array.isArray(players) &&
    players.length > 0 &&
    players.every((p) => typeof p === 'string' && p.trim() !== '') &&
    new Set(players).size === players.length;
  // A name every object already has (toString, constructor) would read as a score that is there.
  const keyName = playersOk ? (players as string[]).find(objectKeyName) : undefined;
  const checks: [boolean, string, string][] = [
    [v.id === id, `says it is sheet ${JSON.stringify(v.id)}, not ${id}`, `zegt dat het blad ${JSON.stringify(v.id)} is, niet ${id}`],
    [typeof v.game === 'string', 'has no game', 'heeft geen spel'],
    [typeof v.rules === 'string', 'has no rule set', 'heeft geen regels'],
    [typeof v.title === 'string', 'has no title text', 'heeft geen titeltekst'],
    [typeof v.title !== 'string' || unsafeChar(v.title) === undefined, 'has a title with a control, bidi-override or zero-width character', 'heeft een titel met een stuur-, bidi- of nulbreedteteken'],
    [typeof v.createdAt === 'string', 'has no creation time', 'heeft geen aanmaaktijd'],
    [playersOk, 'has no list of different player names', 'heeft geen lijst van verschillende spelersnamen'],
    [!playersOk || (players as string[]).every((p) => unsafeChar(p) === undefined), 'has a player name with a control, bidi-override or zero-width character', 'heeft een spelersnaam met een stuur-, bidi- of nulbreedteteken'],
    [keyName === undefined, `has a player named ${JSON.stringify(keyName)}, a name tafel refuses (JavaScript reserves it): rename that player in the file`, `heeft een speler met de naam ${JSON.stringify(keyName)}, een naam die tafel weigert (JavaScript houdt ze voor zichzelf): hernoem die speler in het bestand`],
    [Number.isInteger(v.firstDealer) && (v.firstDealer as number) >= 0 && playersOk && (v.firstDealer as number) < (players as unknown[]).length, 'has no first dealer among its players', 'heeft geen eerste gever onder de spelers'],
    [isObject(v.set) && Object.values(v.set).every((x) => typeof x === 'string'), 'has house rules that are not texts', 'heeft huisregels die geen tekst zijn'],
    [v.stakeCents === undefined || Number.isSafeInteger(v.stakeCents), 'has a stake that is not a whole number of cents', 'heeft een inzet die geen geheel aantal cent is'],
    [v.sharePot === undefined || typeof v.sharePot === 'boolean', 'has a sharePot that is not true or false', 'heeft een sharePot die niet true of false is'],
    [Array.isArray(v.deals) && v.deals.every((d) => isObject(d) && typeof d.contract === 'string'), 'has deals without a contract', 'heeft giften zonder contract'],
    [typeof v.closed === 'boolean', 'does not say whether it is closed', 'zegt niet of het afgesloten is'],
  ];
  const failed = checks.find(([ok]) => !ok);
  return failed ? tx(failed[1], failed[2]) : undefined;
}

/**
 * Parses and checks a sheet file; a file of an older schema is upgraded in memory. Anything
 * unexpected is reported as corrupt (naming the file), never repaired silently.
 */
export function decodeSheet(text: string, file: string, id: string, dealsChecked = false): { data: SheetData; version: number } {
  const value = parseJson(text, file, dealsChecked);
  if (!isObject(value)) throw corrupt(file, tx('does not hold a sheet', 'bevat geen blad'));
  const version = schemaOf(value);
  if (version instanceof MigrationProblem) throw corrupt(file, version.reason);
  if (version > SCHEMA_VERSION) {
    const reason = tx(`was written by a newer tafel (schema ${version}; this one knows ${SCHEMA_VERSION})`, `werd door een nieuwere tafel geschreven (schema ${version}; deze kent ${SCHEMA_VERSION})`);
    throw new FileProblem(
      tx(`${file} ${reason.en}: update tafel to open it.`, `${file} ${reason.nl}: werk tafel bij om het te openen.`),
      'too-new', file, reason,
    );
  }
  let current = value;
  if (version < SCHEMA_VERSION) {
    try {
      current = migrate(value, version);
    } catch (e) {
      if (e instanceof MigrationProblem) throw corrupt(file, tx(`is an old sheet (schema ${version}) that cannot be upgraded: ${e.reason.en}`, `is een oud blad (schema ${version}) dat niet bij te werken is: ${e.reason.nl}`));
      throw e;
    }
  }
  const problem = sheetProblem(current, id);
  if (problem) throw corrupt(file, problem);
  const data = current as unknown as SheetData;
  const deal = dealsChecked ? undefined : dealProblem(data);
  if (deal) throw corrupt(file, deal, 'deal', tx(`holds a deal tafel would not have written: ${deal.en}`, `bevat een gift die tafel niet zo zou schrijven: ${deal.nl}`));
  return { data, version };
}

/**
 * Every stored deal must be what `record` would have written (sheet/stored.ts): a hand-edited
 * `"tricks": 20` is refused on every read, before anything is shown or written. A sheet whose game
 * or settings the game cannot even take is left to the replay, which names that.
 */
function dealProblem(data: SheetData): Text | undefined {
  let game;
  try {
    game = gameById(data.game);
  } catch {
    return undefined;
  }
  try {
    return checkStoredDeals(game, data)?.text;
  } catch {
    return undefined;
  }
}

/** Parses and checks a sheet file (upgraded in memory when it is older). */
export function parseSheet(text: string, file: string, id: string): SheetData {
  return decodeSheet(text, file, id).data;
}

/** Parses and checks the settings file; only `active` and `lang` are read, and both must make sense. */
export function parseSettings(text: string, file: string): Settings {
  const value = parseJson(text, file);
  if (!isObject(value)) throw corrupt(file, tx('does not hold settings', 'bevat geen instellingen'));
  if (value.lang !== undefined && value.lang !== 'en' && value.lang !== 'nl') {
    throw corrupt(file, tx(`has the language ${JSON.stringify(value.lang)}, not en or nl`, `heeft de taal ${JSON.stringify(value.lang)}, niet en of nl`));
  }
  if (value.active !== undefined && (typeof value.active !== 'string' || !SHEET_ID.test(value.active))) {
    throw corrupt(file, tx(`has an active sheet ${JSON.stringify(value.active)} that is not a sheet id`, `heeft een actief blad ${JSON.stringify(value.active)} dat geen blad-id is`));
  }
  if (value.schemaVersion !== undefined && !Number.isInteger(value.schemaVersion)) {
    throw corrupt(file, tx('has a schemaVersion that is not a whole number', 'heeft een schemaVersion die geen geheel getal is'));
  }
  return { ...value, schemaVersion: (value.schemaVersion as number | undefined) ?? SCHEMA_VERSION } as Settings;
}

const serialize = (data: object): string => JSON.stringify(data, null, 2) + '\n';

/** A time stamp that is safe in a file name on every system. */
const stamp = (): string => new Date().toISOString().replace(/[:.]/g, '-');

/** Flushes a rename to disk (on Windows a directory cannot be opened for that: the rename is enough). */
function syncDir(dir: string): void {
  if (process.platform === 'win32') return;
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
 * Atomic write: the whole text goes to `<file>.<pid>.tmp`, is flushed, then renamed over `file`.
 * A process killed at any moment leaves either the old or the new file, never a mix; at worst a
 * leftover temporary file, which the next writer removes.
 */
export function writeAtomic(file: string, text: string): void {
  const tmp = `${file}.${process.pid}.tmp`;
  writeTemp(tmp, text);
  try {
    // The last moment to find that the lock of `file` is no longer ours, before a rename that cannot be undone.
    verifyHeld(file);
    fs.renameSync(tmp, file);
  } catch (e) {
    fs.rmSync(tmp, { force: true });
    throw e;
  }
  syncDir(path.dirname(file));
}

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

/** Writes a whole new temporary file (created exclusively, never through a link) and flushes it; removed again when that fails. */
function writeTemp(tmp: string, text: string): void {
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
    new StorageError(tx(`${name} has no previous version (${bak}) to restore.`, `${name} heeft geen vorige versie (${bak}) om terug te zetten.`), 'no-backup'),
  );
  try {
    check(bakText, bak);
  } catch (e) {
    if (!(e instanceof StorageError)) throw e;
    const why = e instanceof FileProblem ? e.reason : e.text;
    throw new StorageError(
      tx(`The previous version ${bak} cannot be used either (${why.en}); nothing was changed.`, `De vorige versie ${bak} is ook onbruikbaar (${why.nl}); er werd niets veranderd.`),
      'backup-unreadable',
    );
  }
  let broken: string | null = null;
  try {
    check(readDataFile(file, () => new StorageError(tx('missing'), 'missing')), file);
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
    tx(`${file} reads fine: there is nothing to restore (putting ${path.basename(bak)} back would undo its last change; 'tafel undo' removes a deal).`,
      `${file} is goed leesbaar: er valt niets terug te zetten (${path.basename(bak)} terugzetten zou de laatste wijziging ongedaan maken; 'tafel undo' verwijdert een gift).`),
    'not-broken',
  );
}
