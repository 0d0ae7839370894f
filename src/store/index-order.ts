import path from 'node:path';
import type { Text } from '../core/errors.js';
import { writeAtomic } from './files.js';
import { indexText, parseEntry, readEntry, readIndex, SHEETS_INDEX, type SheetSummary } from './index-sheets.js';
import type { Locks } from './lock.js';
import { buildStamp, indexKey, sealFile } from './seal.js';

/**
 * The order of `export --all` from the index of sheets (store/index-sheets.ts), read one entry at a
 * time: the same index by the same rules, without holding every sheet's summary at once.
 */

/** Of an index entry, only its seal and the sheet's start (or refusal) are kept. */
type Slim = { seal: string; start?: string; error?: Text };

/**
 * A sheet in the order `export --all` writes them: when it started, and (as in `Listed`) the seal of
 * the text read in full; or why it cannot be read.
 */
export type Ordered = Placed | { id: string; error: Text };

/** A readable sheet in that order: its start, and the seal of the text read in full (when sealed). */
export type Placed = { id: string; createdAt: string; stamp?: string };

/**
 * Every sheet of the data directory in the order `export --all` writes them, by their start (then
 * id), through the index of sheets as `listSheets` reads it, with its rules: an entry is used only
 * while its sheet holds exactly the text it was made from, and the sheets new or changed are read
 * with `read`. What is kept of each sheet is its start and seal, not its summary, so the order of
 * 50,000 sheets takes a few MB. When the index learned something it is written back: the entries
 * used as they were are read from the file again, one at a time, each as its own text.
 */
export function orderSheets(
  locks: Locks,
  dir: string,
  ids: readonly string[],
  read: (id: string) => SheetSummary,
  refusal: (e: unknown) => Text | undefined,
): Ordered[] {
  const kind = SHEETS_INDEX;
  const file = path.join(dir, kind.file);
  const sheetsDir = path.join(dir, 'sheets');
  const build = buildStamp();
  const { host } = locks;
  const sealed = indexKey(host) !== undefined;
  const listedIds = new Set(ids);
  let learned = false;
  const slim = (id: string, text: string): Slim | undefined => {
    if (!listedIds.has(id)) learned = true;
    const e = parseEntry(kind, text);
    return e && { seal: e.stamp, start: e.summary?.createdAt, error: e.error };
  };
  const old = (sealed && readIndex(file, build, kind, (id, _, text) => slim(id, text))) || new Map<string, Slim>();
  // What the index will hold: an entry used as it was by its seal (its text is in the file), a new one as its text.
  const entries = new Map<string, { seal: string } | { text: string }>();
  const ordered = ids.map((id): Ordered => {
    const sheetFile = path.join(sheetsDir, `${id}.json`);
    const seal = sealed ? sealFile(host, sheetFile) : undefined;
    const known = old.get(id);
    if (known && seal !== undefined && known.seal === seal) {
      entries.set(id, { seal });
      return known.start !== undefined ? { id, createdAt: known.start, stamp: seal } : { id, error: known.error! };
    }
    const { stamp, summary, error } = readEntry(host, sheetFile, seal, () => read(id), refusal);
    if (stamp !== undefined) {
      entries.set(id, { text: JSON.stringify(summary ? { stamp, summary } : { stamp, error }) });
      if (summary) learned = true;
    }
    if (!summary) return { id, error: error! };
    return { id, createdAt: summary.createdAt, ...(stamp !== undefined ? { stamp } : {}) };
  });
  old.clear();
  if (learned && sealed) {
    try {
      // The entries used as they were, each as its own text (none that another build wrote: their seal then differs).
      const texts =
        readIndex(file, build, kind, (id, stamp, text) => {
          const used = entries.get(id);
          return used && 'seal' in used && used.seal === stamp ? text : undefined;
        }) ?? new Map<string, string>();
      const body = [...entries].flatMap(([id, e]): [string, string][] => {
        const text = 'text' in e ? e.text : texts.get(id);
        return text === undefined ? [] : [[id, text]];
      });
      writeAtomic(locks, file, indexText(kind.format, build, body));
    } catch {
      // Derived data only: when it cannot be written, the next listing reads the sheets again.
    }
  }
  return ordered;
}
