import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Text } from '../core/errors.js';
import { SHEET_ID } from './paths.js';
import { fileStamp } from './read.js';
import { writeAtomic } from './store.js';

/**
 * A derived index of the sheets, so that `tafel sheets` need not read and replay every sheet file
 * on every run. It is never a source of truth: each entry holds what the listing shows of one sheet
 * together with the file's identity when it was read (inode, size, modification and change time in
 * nanoseconds). An entry is used only while the sheet file still has exactly that identity; any
 * write (tafel writes by renaming a new file over the old one), hand edit, restore or deletion
 * changes it, and the sheet is read again. The whole index is thrown away when it is missing,
 * unreadable, of another format, or written by another build of tafel (whose replay may differ).
 * Writing it is best effort: a read-only data directory still lists its sheets.
 *
 * `tafel stats` keeps its own index the same way (`index-stats.json`: each summary also carries
 * every player's part of the statistics), and the other all-sheets commands use an entry as proof
 * that the file, while it keeps that identity, was read in full with every deal checked, so its
 * deals need no second check.
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
}

/** What `tafel stats` counts of a sheet: kept in its own index, so `tafel sheets` does not read it. */
export interface StatsSummary extends SheetSummary {
  unit: 'points' | 'money';
  /** Per seat, in the order of `players`. */
  seats: SeatSummary[];
}

/**
 * A sheet as listed: its summary and, unless it changed just now, the file's identity when it was
 * read in full (so a reader may skip checking its deals while the file keeps it); or why it cannot be
 * read (the same text the commands give).
 */
export type Listed<S extends SheetSummary = SheetSummary> = { id: string; summary: S; stamp?: string } | { id: string; error: Text };

/** One index: its file, its format, and what a summary in it must look like. */
export interface IndexKind<S extends SheetSummary> {
  file: string;
  format: number;
  valid: (v: unknown) => v is S;
}

export const INDEX_FILE = 'index-sheets.json';
export const STATS_INDEX_FILE = 'index-stats.json';

interface Entry<S> {
  /** The file's identity when it was read. */
  stamp: string;
  summary?: S;
  error?: Text;
}

interface IndexFile<S> {
  format: number;
  build: string;
  entries: Record<string, Entry<S>>;
}

/** Which build of tafel wrote an index: this module's own file, changed by every build or install. */
function buildStamp(): string {
  try {
    const st = fs.statSync(fileURLToPath(import.meta.url), { bigint: true });
    return `${st.size}:${st.mtimeNs}`;
  } catch {
    return 'unknown';
  }
}

/**
 * A file whose last change is less than two seconds old: on a disk with coarse times (FAT keeps two
 * seconds) a second edit of the same size within that time would keep the same identity, so such an
 * entry is not trusted or kept ("racy git"). The change time counts: any write moves it.
 */
const RACY_NS = 2_000_000_000n;
function racy(stamp: string, now: number): boolean {
  const ctime = stamp.split(':')[3];
  if (ctime === undefined || !/^\d+$/.test(ctime)) return true;
  return BigInt(Math.floor(now)) * 1_000_000n - BigInt(ctime) < RACY_NS;
}

/** The file's identity, or undefined when it is gone. Any change of content changes it. */
function stampOf(file: string): string | undefined {
  try {
    return fileStamp(fs.lstatSync(file, { bigint: true }));
  } catch {
    return undefined;
  }
}

const isText = (v: unknown): v is Text => typeof v === 'object' && v !== null && typeof (v as Text).en === 'string' && typeof (v as Text).nl === 'string';

const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

function isSeat(v: unknown): v is SeatSummary {
  const s = v as SeatSummary;
  return (
    typeof v === 'object' && v !== null && Number.isFinite(s.total) && isCount(s.deals) &&
    typeof s.contracts === 'object' && s.contracts !== null && !Array.isArray(s.contracts) &&
    Object.values(s.contracts).every((c) => Array.isArray(c) && c.length === 2 && isCount(c[0]) && isCount(c[1]) && c[1] <= c[0]) &&
    (s.won === undefined || isCount(s.won)) && (s.lost === undefined || isCount(s.lost))
  );
}

function isSummary(v: unknown): v is SheetSummary {
  const s = v as SheetSummary;
  return (
    typeof v === 'object' && v !== null &&
    typeof s.createdAt === 'string' && typeof s.game === 'string' && typeof s.rules === 'string' && typeof s.title === 'string' &&
    Array.isArray(s.players) && s.players.every((p) => typeof p === 'string') &&
    isCount(s.deals) && typeof s.finished === 'boolean'
  );
}

function isStatsSummary(v: unknown): v is StatsSummary {
  const s = v as StatsSummary;
  return isSummary(v) && (s.unit === 'points' || s.unit === 'money') && Array.isArray(s.seats) && s.seats.length === s.players.length && s.seats.every(isSeat);
}

/** The index `tafel sheets` and the all-sheets commands read. */
export const SHEETS_INDEX: IndexKind<SheetSummary> = { file: INDEX_FILE, format: 1, valid: isSummary };
/** The index `tafel stats` reads. */
// Format 2: seats carry won/lost (a format-1 index is rebuilt, not read with evenings for won/lost).
export const STATS_INDEX: IndexKind<StatsSummary> = { file: STATS_INDEX_FILE, format: 2, valid: isStatsSummary };

/** The stored index when it is whole and of this build; anything else reads as no index. */
function readIndex<S extends SheetSummary>(file: string, build: string, kind: IndexKind<S>): Map<string, Entry<S>> {
  const out = new Map<string, Entry<S>>();
  let doc: IndexFile<S>;
  try {
    doc = JSON.parse(fs.readFileSync(file, 'utf8')) as IndexFile<S>;
  } catch {
    return out;
  }
  if (typeof doc !== 'object' || doc === null || doc.format !== kind.format || doc.build !== build || typeof doc.entries !== 'object' || doc.entries === null) return out;
  for (const [id, e] of Object.entries(doc.entries)) {
    // An entry of the wrong shape is simply not used: the sheet is read again.
    if (!SHEET_ID.test(id) || typeof e !== 'object' || e === null || typeof e.stamp !== 'string') continue;
    if (e.summary !== undefined ? kind.valid(e.summary) && e.error === undefined : isText(e.error)) out.set(id, e);
  }
  return out;
}

/**
 * Every sheet of the data directory as the listing shows it, in the order of `ids`. `read` reads
 * and replays one sheet exactly as the commands do (throwing the refusal for a sheet that cannot be
 * used); it is called only for sheets that are new or changed since the index was written, or for
 * all of them when there is no usable index. The index is then written back when anything changed.
 * `now` (tests only) is the clock the racy rule compares change times with.
 */
export function listSheets<S extends SheetSummary = SheetSummary>(
  dir: string,
  ids: readonly string[],
  read: (id: string) => S,
  refusal: (e: unknown) => Text | undefined,
  now = Date.now(),
  kind: IndexKind<S> = SHEETS_INDEX as unknown as IndexKind<S>,
): Listed<S>[] {
  const file = path.join(dir, kind.file);
  const sheetsDir = path.join(dir, 'sheets');
  const build = buildStamp();
  const old = readIndex(file, build, kind);
  const entries: Record<string, Entry<S>> = {};
  // The index is written back when it learns a summary it can keep or a sheet is gone. An entry that
  // merely went stale (its file changed, or is unreadable now) stays until then, harmlessly: each is
  // checked against its file's identity before use. So listing sheets that cannot be read, before a
  // command refuses, writes nothing.
  const listedIds = new Set(ids);
  let learned = [...old.keys()].some((id) => !listedIds.has(id));
  const listed = ids.map((id): Listed<S> => {
    // The identity is taken before the file is read: a write in between makes the entry stale, never wrong.
    const stamp = stampOf(path.join(sheetsDir, `${id}.json`)) ?? 'missing';
    const known = old.get(id);
    let entry: Entry<S>;
    let fresh = false;
    if (known && known.stamp === stamp && stamp !== 'missing') entry = known;
    else {
      try {
        entry = { stamp, summary: read(id) };
        fresh = true;
      } catch (e) {
        const error = refusal(e);
        if (!error) throw e;
        entry = { stamp, error };
      }
    }
    // A file changed in the last moments is not remembered (see `racy`): it is read again next time.
    const trusted = stamp !== 'missing' && !racy(stamp, now);
    if (trusted) entries[id] = entry;
    if (trusted && fresh) learned = true;
    return entry.summary ? { id, summary: entry.summary, ...(trusted ? { stamp } : {}) } : { id, error: entry.error! };
  });
  if (learned) {
    try {
      writeAtomic(file, JSON.stringify({ format: kind.format, build, entries } satisfies IndexFile<S>) + '\n');
    } catch {
      // Derived data only: when it cannot be written, the next listing reads the sheets again.
    }
  }
  return listed;
}
