import fs from 'node:fs';
import path from 'node:path';
import { StorageError, tx } from '../core/errors.js';
import { SCHEMA_VERSION, type SheetData } from '../sheet/sheet.js';
import { withLock } from './lock.js';
import { SHEET_ID } from './paths.js';

export interface Settings {
  schemaVersion: number;
  active?: string;
  lang?: 'en' | 'nl';
}

const FILE_MODE = 0o600;
const DIR_MODE = 0o700;

/**
 * The data directory: one file per sheet plus one for settings. Reads use plain fs (fast, no lock
 * needed: every write is an atomic rename); every read-modify-write holds the file's lock.
 */
export class Store {
  readonly sheetsDir: string;
  readonly settingsPath: string;

  constructor(readonly dir: string) {
    this.sheetsDir = path.join(dir, 'sheets');
    this.settingsPath = path.join(dir, 'settings.json');
  }

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
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw e;
    }
    return names
      .filter((n) => n.endsWith('.json'))
      .map((n) => n.slice(0, -5))
      .filter((id) => SHEET_ID.test(id))
      .sort();
  }

  readSheet(id: string): SheetData {
    const file = this.sheetPath(id);
    const text = readText(file, () =>
      new StorageError(tx(`No sheet "${id}". 'tafel sheets' lists the sheets.`, `Geen blad "${id}". 'tafel sheets' toont de bladen.`), 'not-found'),
    );
    return parseSheet(text, file, id);
  }

  /** Creates a sheet file; refuses when the id is taken. */
  async createSheet(data: SheetData): Promise<void> {
    this.ensureDirs();
    const file = this.sheetPath(data.id);
    await withLock(file, async () => {
      if (fs.existsSync(file)) {
        throw new StorageError(tx(`A sheet "${data.id}" already exists.`, `Er bestaat al een blad "${data.id}".`), 'exists');
      }
      await writeJson(file, data);
    });
  }

  /**
   * Read-modify-write under the sheet's lock. `change` returns the new data (or throws, and then
   * nothing is written). The previous file is kept as `<id>.json.bak`.
   */
  async updateSheet<T>(id: string, change: (data: SheetData) => { data: SheetData; result: T }): Promise<T> {
    const file = this.sheetPath(id);
    return withLock(file, async () => {
      const current = this.readSheet(id);
      const { data, result } = change(current);
      fs.copyFileSync(file, file + '.bak');
      await writeJson(file, data);
      return result;
    });
  }

  async deleteSheet(id: string): Promise<void> {
    const file = this.sheetPath(id);
    await withLock(file, () => {
      if (!fs.existsSync(file)) {
        throw new StorageError(tx(`No sheet "${id}". 'tafel sheets' lists the sheets.`, `Geen blad "${id}". 'tafel sheets' toont de bladen.`), 'not-found');
      }
      fs.rmSync(file);
      fs.rmSync(file + '.bak', { force: true });
    });
  }

  readSettings(): Settings {
    let text: string;
    try {
      text = fs.readFileSync(this.settingsPath, 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { schemaVersion: SCHEMA_VERSION };
      throw unreadable(this.settingsPath, e);
    }
    try {
      const value = JSON.parse(text) as unknown;
      if (!isObject(value)) throw new Error('not an object');
      return value as unknown as Settings;
    } catch {
      throw corrupt(this.settingsPath, 'is not valid JSON');
    }
  }

  async updateSettings(change: (s: Settings) => Settings): Promise<void> {
    this.ensureDirs();
    await withLock(this.settingsPath, async () => {
      await writeJson(this.settingsPath, { ...change(this.readSettings()), schemaVersion: SCHEMA_VERSION });
    });
  }

  private ensureDirs(): void {
    fs.mkdirSync(this.sheetsDir, { recursive: true, mode: DIR_MODE });
  }
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

function readText(file: string, missing: () => StorageError): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw missing();
    throw unreadable(file, e);
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function unreadable(file: string, e: unknown): StorageError {
  const why = (e as NodeJS.ErrnoException).code ?? String(e);
  return new StorageError(tx(`Cannot read ${file} (${why}): check its permissions.`, `Kan ${file} niet lezen (${why}): controleer de rechten.`), 'unreadable');
}

function corrupt(file: string, why: string): StorageError {
  return new StorageError(
    tx(
      `${file} ${why}; it was left untouched. Repair it by hand, restore ${path.basename(file)}.bak from the same folder, or delete the sheet with 'tafel delete <id> --force'.`,
      `${file} is beschadigd (${why}); het bleef onaangeroerd. Herstel het met de hand, zet ${path.basename(file)}.bak uit dezelfde map terug, of verwijder het blad met 'tafel delete <id> --force'.`,
    ),
    'corrupt',
  );
}

/** Parses and checks a sheet file; anything unexpected is reported as corrupt, never repaired silently. */
export function parseSheet(text: string, file: string, id: string): SheetData {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw corrupt(file, 'is not valid JSON');
  }
  if (!isObject(value)) throw corrupt(file, 'does not hold a sheet');
  const v = value.schemaVersion;
  if (typeof v === 'number' && v > SCHEMA_VERSION) {
    throw new StorageError(
      tx(`${file} was written by a newer tafel (schema ${v}; this one knows ${SCHEMA_VERSION}): update tafel to open it.`,
        `${file} werd door een nieuwere tafel geschreven (schema ${v}; deze kent ${SCHEMA_VERSION}): werk tafel bij om het te openen.`),
      'too-new',
    );
  }
  const ok =
    v === SCHEMA_VERSION &&
    value.id === id &&
    typeof value.game === 'string' &&
    typeof value.rules === 'string' &&
    typeof value.title === 'string' &&
    typeof value.createdAt === 'string' &&
    Array.isArray(value.players) &&
    value.players.every((p) => typeof p === 'string') &&
    Number.isInteger(value.firstDealer) &&
    isObject(value.set) &&
    Array.isArray(value.deals) &&
    value.deals.every((d) => isObject(d) && typeof d.contract === 'string') &&
    typeof value.closed === 'boolean';
  if (!ok) throw corrupt(file, 'does not hold a valid sheet');
  return value as unknown as SheetData;
}

/** Atomic write (temp file + rename, by conf), owner-only permissions. */
async function writeJson(file: string, data: object): Promise<void> {
  const { default: Conf } = await import('conf');
  const store = new Conf<Record<string, unknown>>({
    cwd: path.dirname(file),
    configName: path.basename(file, '.json'),
    accessPropertiesByDotNotation: false,
    clearInvalidConfig: false,
    configFileMode: FILE_MODE,
    serialize: (v) => JSON.stringify(v, null, 2) + '\n',
  });
  store.store = data as Record<string, unknown>;
}
