import { crypto } from './crypto.js';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Text } from '../core/errors.js';
import { keptText } from '../i18n/index.js';
import { LANGS } from '../i18n/lang.js';
import { SHEET_ID } from './paths.js';
import { ReadProblem, readBytes, readText, useBytes } from './read.js';
import { MAX_FILE_BYTES, writeAtomic } from './files.js';
import type { Host } from './host.js';
import type { Locks } from './lock.js';

/**
 * A derived index of the sheets, so that `tafel sheets` need not replay every sheet file on every
 * run. It is never a source of truth: each entry holds what the listing shows of one sheet together
 * with the seal of the exact text it was made from (`sealOf`: a keyed hash of the file's content).
 * An entry is used only while the sheet file still holds exactly that text; any write, hand edit,
 * restore or deletion changes it, and the sheet is read again. Times and inodes play no part: a
 * same-size edit within one tick of a coarse clock, or a restore that keeps them, is still seen.
 * The whole index is thrown away when it is missing, unreadable (it is read through the one safe
 * reader: a FIFO or a link to /dev/zero is refused, never waited on), of another format, or written
 * by another build of tafel (dist/build.json's hash of every chunk: whose replay may differ).
 * Writing it is best effort: a read-only data directory still lists its sheets.
 *
 * The seal's key is this user's own (`indexKey`), kept outside the data directory, so an index
 * written by anyone else, or forged with seals recomputed from the files, vouches for nothing. Without
 * a key the index is neither read nor written: every sheet is read, as without an index.
 *
 * `tafel stats` keeps its own index the same way (`index-stats.json`: each summary also carries
 * every player's part of the statistics), and the other all-sheets commands use an entry's seal as
 * proof that this very text was read in full by this build with every deal checked, so its deals
 * need no second check.
 */

/** What `tafel sheets` shows of a readable sheet. */
export interface SheetSummary {
  createdAt: string;
  game: string;
  rules: string;
  title: string;
  players: string[];
  deals: number;
  finished: boolean;
  /** A table sheet's event id (events.md §12: `tafel sheets` marks table sheets with their event). */
  event?: string;
}

/** One player's part of a sheet in `tafel stats`: the player is the one in the same seat. */
export interface SeatSummary {
  /** The total: points, or whole cents for a money game. */
  total: number;
  /** The deals the player played (a Kleurenwiezen sitter sits some out). */
  deals: number;
  /** Contracts the player declared, each as [declared, made]. */
  contracts: Record<string, [number, number]>;
  /** Money games: whole cents of the rows in his favour, and of the rows against him (total = won - lost). */
  won?: number;
  lost?: number;
  /** His place on a finished sheet whose game places its players (SheetView.places: Toepen), from 1. */
  place?: number;
}

/** What `tafel stats` counts of a sheet: kept in its own index, so `tafel sheets` does not read it. */
export interface StatsSummary extends SheetSummary {
  unit: 'points' | 'money';
  /** Per seat, in the order of `players`. */
  seats: SeatSummary[];
}

/**
 * A sheet as listed: its summary and, when the index can vouch for it, the seal of the text it was
 * read from in full (so a reader may skip checking the deals of that same text); or why it cannot be
 * read (the same text the commands give).
 */
export type Listed<S extends SheetSummary = SheetSummary> =
  | { id: string; summary: S; stamp?: string }
  | { id: string; error: Text };

/** One index: its file, its format, and what a summary in it must look like. */
export interface IndexKind<S extends SheetSummary> {
  file: string;
  format: number;
  valid: (v: unknown) => v is S;
}

export const INDEX_FILE = 'index-sheets.json';
export const STATS_INDEX_FILE = 'index-stats.json';

export interface Entry<S> {
  /** The seal of the text it was made from. */
  stamp: string;
  summary?: S;
  error?: Text;
}

interface IndexFile<S> {
  format: number;
  build: string;
  entries: Record<string, Entry<S>>;
}

/**
 * Which build of tafel wrote an index: the hash of every chunk that scripts/build.js writes into
 * dist/build.json, so any change of code, whatever the files' sizes and times, starts a new index.
 * Run from src/ (the tests) there is none, and this module's own text stands in.
 */
let build: string | undefined;
export function buildStamp(): string {
  if (build !== undefined) return build;
  const self = fileURLToPath(import.meta.url);
  try {
    const doc = JSON.parse(readText(path.join(path.dirname(self), 'build.json'), 1024 * 1024)) as { build?: unknown };
    if (typeof doc.build === 'string' && doc.build !== '') {
      build = `build:${doc.build}`;
      return build;
    }
  } catch {
    // not built: see below
  }
  try {
    build = `source:${crypto().createHash('sha256').update(readText(self, MAX_FILE_BYTES)).digest('hex').slice(0, 32)}`;
  } catch {
    build = 'unknown';
  }
  return build;
}

/**
 * This user's key for sealing index entries: 32 random bytes in the user's cache directory
 * ($XDG_CACHE_HOME/tafel/index-key or ~/.cache/tafel/index-key), made on first use. Kept out of the
 * data directory, so whoever can write there (another user, a synced copy, a restore) cannot seal
 * an entry. Trusted as bin/tafel.cjs trusts its code cache: the folder and the file owned by this
 * user and writable by nobody else, the file readable by nobody else; otherwise there is no key.
 */
const keys = new WeakMap<Host, Buffer | null>();
export function indexKey(host: Host): Buffer | undefined {
  let key = keys.get(host);
  if (key === undefined) {
    key = loadKey(host) ?? null;
    keys.set(host, key);
  }
  return key ?? undefined;
}

function loadKey(host: Host): Buffer | undefined {
  const { uid, env } = host;
  const base = env.XDG_CACHE_HOME || (env.HOME ? path.join(env.HOME, '.cache') : undefined);
  if (uid === undefined || !base || !path.isAbsolute(base)) return undefined;
  const root = path.join(base, 'tafel');
  const file = path.join(root, 'index-key');
  const read = (): Buffer | undefined => {
    const st = fs.lstatSync(root);
    if (!st.isDirectory() || st.uid !== uid || (st.mode & 0o022) !== 0) return undefined;
    // Through the safe reader (no link, FIFO or device), and only a key of ours that no one else can read.
    const key = readBytes(file, 32, false, (f) => f.uid === uid && (f.mode & 0o077) === 0 && f.size === 32);
    return key?.length === 32 ? key : undefined;
  };
  try {
    return read();
  } catch (e) {
    const missing =
      e instanceof ReadProblem ? e.failure.kind === 'missing' : (e as NodeJS.ErrnoException).code === 'ENOENT';
    if (!missing) return undefined;
  }
  // None yet: made whole under a temporary name, then linked into place (a link never replaces a
  // file), so two tafels starting at once end up with the same key.
  const temp = `${file}.${host.pid}.tmp`;
  try {
    fs.mkdirSync(root, { recursive: true, mode: 0o700 });
    fs.writeFileSync(temp, crypto().randomBytes(32), { flag: 'wx', mode: 0o600 });
    try {
      fs.linkSync(temp, file);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    return read();
  } catch {
    return undefined;
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

/**
 * The seal of a sheet's text under this user's key, or undefined without a key. store.ts compares it
 * with the seal an index entry vouches for before it skips checking the deals.
 */
export function sealOf(host: Host, text: string): string | undefined {
  const k = indexKey(host);
  return k && crypto().createHmac('sha256', k).update(text).digest('base64url');
}

/**
 * The seal of the sheet file as it is now, or undefined when it cannot be read (read.ts says why, later).
 * Sealed as bytes, not decoded first: for a file of UTF-8 text (what tafel writes) that is the seal of
 * its text, without decoding every sheet of the data directory only to encode it again for the hash
 * (a tenth of `tafel stats` on 10,000 sheets). A file with a byte-order mark or a stray byte has
 * another seal than its text: its deals are then always checked, as for a file the index never saw.
 */
export function sealFile(host: Host, file: string): string | undefined {
  const k = indexKey(host);
  if (!k) return undefined;
  try {
    return useBytes(file, MAX_FILE_BYTES, (bytes) =>
      crypto().createHmac('sha256', k).update(bytes).digest('base64url'),
    );
  } catch {
    return undefined;
  }
}

export const isText = (v: unknown): v is Text =>
  typeof v === 'object' && v !== null && LANGS.every((l) => typeof (v as Text)[l] === 'string');

const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

function isSeat(v: unknown): v is SeatSummary {
  const s = v as SeatSummary;
  return (
    typeof v === 'object' &&
    v !== null &&
    Number.isFinite(s.total) &&
    isCount(s.deals) &&
    typeof s.contracts === 'object' &&
    s.contracts !== null &&
    !Array.isArray(s.contracts) &&
    Object.values(s.contracts).every(
      (c) => Array.isArray(c) && c.length === 2 && isCount(c[0]) && isCount(c[1]) && c[1] <= c[0],
    ) &&
    (s.won === undefined || isCount(s.won)) &&
    (s.lost === undefined || isCount(s.lost)) &&
    (s.place === undefined || (isCount(s.place) && s.place >= 1))
  );
}

function isSummary(v: unknown): v is SheetSummary {
  const s = v as SheetSummary;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof s.createdAt === 'string' &&
    typeof s.game === 'string' &&
    typeof s.rules === 'string' &&
    typeof s.title === 'string' &&
    Array.isArray(s.players) &&
    s.players.every((p) => typeof p === 'string') &&
    isCount(s.deals) &&
    typeof s.finished === 'boolean'
  );
}

function isStatsSummary(v: unknown): v is StatsSummary {
  const s = v as StatsSummary;
  return (
    isSummary(v) &&
    (s.unit === 'points' || s.unit === 'money') &&
    Array.isArray(s.seats) &&
    s.seats.length === s.players.length &&
    s.seats.every(isSeat)
  );
}

/** The index `tafel sheets` and the all-sheets commands read. */
export const SHEETS_INDEX: IndexKind<SheetSummary> = { file: INDEX_FILE, format: 1, valid: isSummary };
/** The index `tafel stats` reads. */
// Format 2: seats carry won/lost (a format-1 index is rebuilt, not read with evenings for won/lost); format 3 their
// place on a finished sheet that places its players.
export const STATS_INDEX: IndexKind<StatsSummary> = { file: STATS_INDEX_FILE, format: 3, valid: isStatsSummary };

/** Far above any index tafel writes (about 200 bytes a sheet, 2 KB with statistics). */
export const INDEX_MAX_BYTES = 256 * 1024 * 1024;

/** The stored index when it is whole and of this build; anything else reads as no index. */
function readIndex<S extends SheetSummary>(file: string, build: string, kind: IndexKind<S>): Map<string, Entry<S>> {
  const out = new Map<string, Entry<S>>();
  let doc: IndexFile<S>;
  try {
    // The one safe reader: a FIFO or a link to /dev/zero planted under this name is no index.
    doc = JSON.parse(readText(file, INDEX_MAX_BYTES)) as IndexFile<S>;
  } catch {
    return out;
  }
  if (
    typeof doc !== 'object' ||
    doc === null ||
    doc.format !== kind.format ||
    doc.build !== build ||
    typeof doc.entries !== 'object' ||
    doc.entries === null
  )
    return out;
  for (const [id, e] of Object.entries(doc.entries)) {
    // An entry of the wrong shape is simply not used: the sheet is read again.
    if (!SHEET_ID.test(id) || typeof e !== 'object' || e === null || typeof e.stamp !== 'string') continue;
    if (e.summary !== undefined ? kind.valid(e.summary) && e.error === undefined : isText(e.error)) out.set(id, e);
  }
  return out;
}

/**
 * A sheet read and replayed by `read` (new or changed since the index was written), as an entry: its
 * summary or its refusal, under the seal of its text. `read` reads the file again: the entry is sealed
 * only when that was the text sealed before it (a write in between leaves the sheet to be read again
 * next time, never a wrong entry).
 */
export function readEntry<S>(
  host: Host,
  sheetFile: string,
  seal: string | undefined,
  read: () => S,
  refusal: (e: unknown) => Text | undefined,
): { stamp: string | undefined; summary?: S; error?: Text } {
  let entry: { stamp: string | undefined; summary?: S; error?: Text };
  try {
    entry = { stamp: seal, summary: read() };
  } catch (e) {
    const error = refusal(e);
    if (!error) throw e;
    // Sealed, so kept in the index, only as a text every language can show (i18n keptText).
    const kept = keptText(error);
    entry = { stamp: kept ? seal : undefined, error: kept ?? error };
  }
  return seal !== undefined && sealFile(host, sheetFile) !== seal ? { ...entry, stamp: undefined } : entry;
}

/**
 * Every sheet of the data directory as the listing shows it, in the order of `ids`. `read` reads
 * and replays one sheet exactly as the commands do (throwing the refusal for a sheet that cannot be
 * used); it is called only for sheets that are new or changed since the index was written, or for
 * all of them when there is no usable index. The index is then written back when anything changed.
 */
export function listSheets<S extends SheetSummary = SheetSummary>(
  locks: Locks,
  dir: string,
  ids: readonly string[],
  read: (id: string) => S,
  refusal: (e: unknown) => Text | undefined,
  kind: IndexKind<S> = SHEETS_INDEX as unknown as IndexKind<S>,
): Listed<S>[] {
  const file = path.join(dir, kind.file);
  const sheetsDir = path.join(dir, 'sheets');
  const build = buildStamp();
  const { host } = locks;
  const sealed = indexKey(host) !== undefined;
  const old = sealed ? readIndex(file, build, kind) : new Map<string, Entry<S>>();
  const entries: Record<string, Entry<S>> = {};
  // The index is written back when it learns a summary it can keep or a sheet is gone. An entry that
  // merely went stale (its file changed, or is unreadable now) stays until then, harmlessly: each is
  // checked against its file's seal before use. So listing sheets that cannot be read, before a
  // command refuses, writes nothing.
  const listedIds = new Set(ids);
  let learned = [...old.keys()].some((id) => !listedIds.has(id));
  const listed = ids.map((id): Listed<S> => {
    const sheetFile = path.join(sheetsDir, `${id}.json`);
    const seal = sealed ? sealFile(host, sheetFile) : undefined;
    const known = old.get(id);
    const entry =
      known && seal !== undefined && known.stamp === seal
        ? known
        : readEntry(host, sheetFile, seal, () => read(id), refusal);
    const stamp = entry.stamp;
    if (stamp !== undefined) entries[id] = { ...entry, stamp };
    if (stamp !== undefined && entry !== known && entry.summary) learned = true;
    if (!entry.summary) return { id, error: entry.error! };
    return { id, summary: entry.summary, ...(stamp !== undefined ? { stamp } : {}) };
  });
  if (learned && sealed) {
    try {
      writeAtomic(locks, file, JSON.stringify({ format: kind.format, build, entries } satisfies IndexFile<S>) + '\n');
    } catch {
      // Derived data only: when it cannot be written, the next listing reads the sheets again.
    }
  }
  return listed;
}
