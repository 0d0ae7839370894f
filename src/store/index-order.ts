import fs from 'node:fs';
import path from 'node:path';
import type { Text } from '../core/errors.js';
import { PiecewiseWrite } from './piecewise.js';
import {
  entryText,
  indexPieces,
  parseEntry,
  readEntry,
  readIndex,
  SHEETS_INDEX,
  type SheetSummary,
} from './index-sheets.js';
import type { Locks } from './lock.js';
import { buildStamp, indexKey, SEAL_BYTES, sealFile } from './seal.js';

/**
 * The order of `export --all` from the index of sheets (store/index-sheets.ts), read one entry at a
 * time: the same index by the same rules, without holding every sheet's summary at once.
 */

/**
 * About how many sheets `sheetsDir` holds (the sheet files' names, none checked), without keeping
 * 50,000 names: what `export --all` sizes its work by, before it orders them. 0 when the folder
 * cannot be listed (Store.ids says why).
 */
export function countSheets(sheetsDir: string): number {
  let n = 0;
  try {
    // Entry by entry: readdirSync's array of every name would grow the heap by about 10 MB for 50,000.
    const dir = fs.opendirSync(sheetsDir, { bufferSize: 256 });
    try {
      for (let e = dir.readSync(); e !== null; e = dir.readSync()) if (e.name.endsWith('.json')) n++;
    } finally {
      dir.closeSync();
    }
  } catch {
    // counted so far
  }
  return n;
}

/**
 * Seals by place, 32 bytes each in one buffer rather than a string each (64 bytes of heap): 50,000 of
 * them take 1.6 MB. A seal of another length than this build's (none is) is simply not kept.
 */
class Seals {
  private readonly bytes: Buffer;
  private readonly kept: Uint8Array;

  constructor(n: number) {
    this.bytes = Buffer.alloc(n * SEAL_BYTES);
    this.kept = new Uint8Array(n);
  }

  set(place: number, seal: string | undefined): void {
    this.kept[place] =
      seal !== undefined && this.bytes.write(seal, place * SEAL_BYTES, 'base64url') === SEAL_BYTES ? 1 : 0;
  }

  get(place: number): string | undefined {
    if (!this.kept[place]) return undefined;
    return this.bytes.toString('base64url', place * SEAL_BYTES, (place + 1) * SEAL_BYTES);
  }
}

/**
 * The sheets of the data directory as `export --all` orders them, kept by column rather than as an
 * object each (50,000 sheets: a few MB): each readable sheet as its place in `ids`, with its start and,
 * when sealed, the seal of the text read in full (as in `Listed`); the sheets that cannot be read,
 * with why.
 */
export class Order {
  readonly readable: number[] = [];
  readonly refused: { id: string; error: Text }[] = [];
  private readonly starts: (string | undefined)[];
  private readonly seals: Seals;

  constructor(readonly ids: readonly string[]) {
    this.starts = new Array(ids.length);
    this.seals = new Seals(ids.length);
  }

  add(place: number, start: string, seal: string | undefined): void {
    this.readable.push(place);
    this.starts[place] = start;
    this.seals.set(place, seal);
  }

  start(place: number): string {
    return this.starts[place]!;
  }

  seal(place: number): string | undefined {
    return this.seals.get(place);
  }
}

/**
 * The place of an id in `ids`, or undefined, found by halving: `ids` are sorted, as Store.ids gives
 * them (a map of 50,000 ids would take 2 MB for the whole ordering).
 */
function placeOf(ids: readonly string[]): (id: string) => number | undefined {
  return (id) => {
    let lo = 0;
    let hi = ids.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (ids[mid] === id) return mid;
      if (ids[mid] < id) lo = mid + 1;
      else hi = mid - 1;
    }
    return undefined;
  };
}

/**
 * Every sheet of the data directory (`ids`, sorted as Store.ids gives them) in the order `export
 * --all` writes them, by their start (then id), through the index of sheets as `listSheets` reads
 * it, with its rules: an entry is used only while its sheet holds exactly the text it was made from,
 * and the sheets new or changed are read with `read`. What is kept of each sheet is its start and
 * seal, not its summary, so the order of 50,000 sheets takes a few MB: each in a slot by its place in
 * `ids` (the index's own copy of an id is a slice of the piece of the file it was read from, and would
 * keep that piece alive). When the index learned something it is written back, an entry at a time:
 * those read anew as they are read, then those used as they were, read from the file again.
 */
export function orderSheets(
  locks: Locks,
  dir: string,
  ids: readonly string[],
  read: (id: string) => SheetSummary,
  refusal: (e: unknown) => Text | undefined,
): Order {
  const kind = SHEETS_INDEX;
  const file = path.join(dir, kind.file);
  const sheetsDir = path.join(dir, 'sheets');
  const build = buildStamp();
  const { host } = locks;
  const sealed = indexKey(host) !== undefined;
  const at = placeOf(ids);
  // Of each listed sheet's entry, the seal it vouches for and the sheet's start or refusal (a repeated id: its last).
  const seals = new Seals(ids.length);
  const starts: (string | Text | undefined)[] = new Array(ids.length);
  let learned = false;
  // Kept in the slots, not in readIndex's map, whose keys would hold the pieces of the file they were read from.
  const keep = (id: string, stamp: string | undefined, text: string): undefined => {
    const i = at(id);
    if (i === undefined) {
      if (stamp !== undefined) learned = true;
      return;
    }
    const e = stamp === undefined ? undefined : parseEntry(host, kind, text);
    seals.set(i, e?.stamp);
    starts[i] = e && (e.summary ? e.summary.createdAt : e.error);
  };
  if (!(sealed && readIndex(file, build, kind, keep))) for (const i of ids.keys()) seals.set(i, undefined);
  // What the index will hold, written as it comes (an index of 50,000 sheets is never one string): each
  // entry read anew at once, into the temporary file opened for the first; then, when the index learned
  // something, the entries used as they were (each keeps its seal in `seals`), read from the file again.
  // Derived data only: when it cannot be written, the next listing reads the sheets again.
  const pieces = indexPieces(kind.format, build);
  let writer: PiecewiseWrite | undefined;
  let unwritable = !sealed;
  const put = (id: string, text: string) => {
    if (unwritable) return;
    try {
      writer ??= new PiecewiseWrite(locks, file);
      writer.write(pieces.entry(id, text));
    } catch {
      unwritable = true;
    }
  };
  const order = new Order(ids);
  for (const [i, id] of ids.entries()) {
    const sheetFile = path.join(sheetsDir, `${id}.json`);
    const seal = sealed ? sealFile(host, sheetFile) : undefined;
    const start = starts[i];
    starts[i] = undefined;
    if (seal !== undefined && seals.get(i) === seal) {
      if (typeof start === 'string') order.add(i, start, seal);
      else order.refused.push({ id, error: start! });
      continue;
    }
    seals.set(i, undefined);
    const { stamp, summary, error } = readEntry(host, sheetFile, seal, () => read(id), refusal);
    const text =
      stamp === undefined ? undefined : entryText(host, stamp, summary ? 'summary' : 'error', summary ?? error);
    if (text !== undefined) {
      put(id, text);
      if (summary) learned = true;
    }
    if (summary) order.add(i, summary.createdAt, stamp);
    else order.refused.push({ id, error: error! });
  }
  let written = false;
  try {
    if (learned && !unwritable) {
      // The entries used as they were, each as its own text (none that another build wrote: their seal then differs).
      readIndex(file, build, kind, (id, stamp, text) => {
        const i = at(id);
        if (i !== undefined && stamp !== undefined && seals.get(i) === stamp) {
          seals.set(i, undefined);
          put(id, text);
        }
        return undefined;
      });
      if (!unwritable) {
        writer ??= new PiecewiseWrite(locks, file);
        writer.write(pieces.end());
        writer.commit();
        written = true;
      }
    }
  } catch {
    // the index stays as it was
  }
  if (!written) writer?.drop();
  return order;
}
