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
 * 50,000 sheets takes a few MB: each in a slot by its place in `ids` (the index's own copy of an id is
 * a slice of the piece of the file it was read from, and would keep that piece alive). When the index
 * learned something it is written back: the entries used as they were are read from the file again,
 * one at a time, each as its own text.
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
  const at = new Map(ids.map((id, i) => [id, i]));
  // Of each listed sheet's entry, the seal it vouches for and the sheet's start or refusal (a repeated id counts as its last).
  const seals: (string | undefined)[] = new Array(ids.length);
  const starts: (string | Text | undefined)[] = new Array(ids.length);
  let learned = false;
  // Kept in the slots, not in readIndex's map, whose keys would hold the pieces of the file they were read from.
  const keep = (id: string, stamp: string | undefined, text: string): undefined => {
    const i = at.get(id);
    if (i === undefined) {
      if (stamp !== undefined) learned = true;
      return;
    }
    const e = stamp === undefined ? undefined : parseEntry(kind, text);
    seals[i] = e?.stamp;
    starts[i] = e && (e.summary ? e.summary.createdAt : e.error);
  };
  if (!(sealed && readIndex(file, build, kind, keep))) seals.fill(undefined);
  // The entries read anew, as their texts; one used as it was keeps its seal in `seals`.
  const fresh = new Map<string, string>();
  const ordered = ids.map((id, i): Ordered => {
    const sheetFile = path.join(sheetsDir, `${id}.json`);
    const seal = sealed ? sealFile(host, sheetFile) : undefined;
    const start = starts[i];
    starts[i] = undefined;
    if (seal !== undefined && seals[i] === seal) {
      return typeof start === 'string' ? { id, createdAt: start, stamp: seal } : { id, error: start! };
    }
    seals[i] = undefined;
    const { stamp, summary, error } = readEntry(host, sheetFile, seal, () => read(id), refusal);
    if (stamp !== undefined) {
      fresh.set(id, JSON.stringify(summary ? { stamp, summary } : { stamp, error }));
      if (summary) learned = true;
    }
    if (!summary) return { id, error: error! };
    return { id, createdAt: summary.createdAt, ...(stamp !== undefined ? { stamp } : {}) };
  });
  if (learned && sealed) {
    try {
      // The entries used as they were, each as its own text (none that another build wrote: their seal then differs).
      const texts =
        readIndex(file, build, kind, (id, stamp, text) => {
          const i = at.get(id);
          return i !== undefined && stamp !== undefined && seals[i] === stamp ? text : undefined;
        }) ?? new Map<string, string>();
      const body = ids.flatMap((id): [string, string][] => {
        const text = fresh.get(id) ?? texts.get(id);
        return text === undefined ? [] : [[id, text]];
      });
      writeAtomic(locks, file, indexText(kind.format, build, body));
    } catch {
      // Derived data only: when it cannot be written, the next listing reads the sheets again.
    }
  }
  return ordered;
}
