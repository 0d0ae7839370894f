import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Text } from '../core/errors.js';
import { SHEET_ID } from './paths.js';
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

/** A sheet as listed: its summary, or why it cannot be read (the same text the commands give). */
export type Listed = { id: string; summary: SheetSummary } | { id: string; error: Text };

export const INDEX_FILE = 'index-sheets.json';
const FORMAT = 1;

interface Entry {
  /** The file's identity when it was read. */
  stamp: string;
  summary?: SheetSummary;
  error?: Text;
}

interface IndexFile {
  format: number;
  build: string;
  entries: Record<string, Entry>;
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

/** The file's identity, or undefined when it is gone. Any change of content changes it. */
function stampOf(file: string): string | undefined {
  try {
    const st = fs.lstatSync(file, { bigint: true });
    return `${st.ino}:${st.size}:${st.mtimeNs}:${st.ctimeNs}`;
  } catch {
    return undefined;
  }
}

const isText = (v: unknown): v is Text => typeof v === 'object' && v !== null && typeof (v as Text).en === 'string' && typeof (v as Text).nl === 'string';

function isSummary(v: unknown): v is SheetSummary {
  const s = v as SheetSummary;
  return (
    typeof v === 'object' && v !== null &&
    typeof s.createdAt === 'string' && typeof s.game === 'string' && typeof s.rules === 'string' && typeof s.title === 'string' &&
    Array.isArray(s.players) && s.players.every((p) => typeof p === 'string') &&
    Number.isSafeInteger(s.deals) && typeof s.finished === 'boolean'
  );
}

/** The stored index when it is whole and of this build; anything else reads as no index. */
function readIndex(file: string, build: string): Map<string, Entry> {
  const out = new Map<string, Entry>();
  let doc: IndexFile;
  try {
    doc = JSON.parse(fs.readFileSync(file, 'utf8')) as IndexFile;
  } catch {
    return out;
  }
  if (typeof doc !== 'object' || doc === null || doc.format !== FORMAT || doc.build !== build || typeof doc.entries !== 'object' || doc.entries === null) return out;
  for (const [id, e] of Object.entries(doc.entries)) {
    // An entry of the wrong shape is simply not used: the sheet is read again.
    if (!SHEET_ID.test(id) || typeof e !== 'object' || e === null || typeof e.stamp !== 'string') continue;
    if (e.summary !== undefined ? isSummary(e.summary) && e.error === undefined : isText(e.error)) out.set(id, e);
  }
  return out;
}

/**
 * Every sheet of the data directory as the listing shows it, in the order of `ids`. `read` reads
 * and replays one sheet exactly as the commands do (throwing the refusal for a sheet that cannot be
 * used); it is called only for sheets that are new or changed since the index was written, or for
 * all of them when there is no usable index. The index is then written back when anything changed.
 */
export function listSheets(dir: string, ids: readonly string[], read: (id: string) => SheetSummary, refusal: (e: unknown) => Text | undefined): Listed[] {
  const file = path.join(dir, INDEX_FILE);
  const sheetsDir = path.join(dir, 'sheets');
  const build = buildStamp();
  const old = readIndex(file, build);
  const entries: Record<string, Entry> = {};
  let changed = old.size !== ids.length;
  const listed = ids.map((id): Listed => {
    // The identity is taken before the file is read: a write in between makes the entry stale, never wrong.
    const stamp = stampOf(path.join(sheetsDir, `${id}.json`)) ?? 'missing';
    const known = old.get(id);
    let entry: Entry;
    if (known && known.stamp === stamp && stamp !== 'missing') entry = known;
    else {
      changed = true;
      try {
        entry = { stamp, summary: read(id) };
      } catch (e) {
        const error = refusal(e);
        if (!error) throw e;
        entry = { stamp, error };
      }
    }
    if (stamp !== 'missing') entries[id] = entry;
    return entry.summary ? { id, summary: entry.summary } : { id, error: entry.error! };
  });
  if (changed) {
    try {
      writeAtomic(file, JSON.stringify({ format: FORMAT, build, entries } satisfies IndexFile) + '\n');
    } catch {
      // Derived data only: when it cannot be written, the next listing reads the sheets again.
    }
  }
  return listed;
}
