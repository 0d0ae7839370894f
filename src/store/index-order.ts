import path from 'node:path';
import type { Text } from '../core/errors.js';
import { writeAtomic } from './files.js';
import {
  buildStamp,
  type Entry,
  INDEX_MAX_BYTES,
  type IndexKind,
  indexKey,
  isText,
  readEntry,
  SHEETS_INDEX,
  type SheetSummary,
  sealFile,
} from './index-sheets.js';
import type { Locks } from './lock.js';
import { SHEET_ID } from './paths.js';
import { readText } from './read.js';

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

// Scanned by character codes, not by regular expressions: the engine keeps the last text a regular
// expression ran on (RegExp.input), which would hold the whole index in memory for the rest of the command.
const isWhite = (c: number): boolean => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
const skipWhite = (text: string, i: number): number => {
  while (i < text.length && isWhite(text.charCodeAt(i))) i++;
  return i;
};

/** Past the closing quote of the JSON string opening at `i`. */
function stringEnd(text: string, i: number): number {
  for (let from = i + 1; ; ) {
    const q = text.indexOf('"', from);
    if (q < 0) throw new SyntaxError('an unfinished string');
    let backslashes = 0;
    while (text.charCodeAt(q - 1 - backslashes) === 0x5c) backslashes++;
    if (backslashes % 2 === 0) return q + 1;
    from = q + 1;
  }
}

/** Past the JSON value starting at `i`; only its extent: JSON.parse of that slice checks it. */
function valueEnd(text: string, i: number): number {
  const first = text.charCodeAt(i);
  if (first === 0x22) return stringEnd(text, i);
  if (first !== 0x7b && first !== 0x5b) {
    // A number, true, false or null: up to the next delimiter.
    let j = i;
    for (; j < text.length; j++) {
      const c = text.charCodeAt(j);
      if (c === 0x2c || c === 0x7d || c === 0x5d || isWhite(c)) break;
    }
    return j;
  }
  let depth = 0;
  for (let j = i; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c === 0x22) j = stringEnd(text, j) - 1;
    else if (c === 0x7b || c === 0x5b) depth++;
    else if ((c === 0x7d || c === 0x5d) && --depth === 0) return j + 1;
  }
  throw new SyntaxError('an unfinished value');
}

/**
 * The members of the JSON object at `at`, each as its key and the extent of its value, without
 * parsing the values; returns the index past the object. Throws on a text that is no JSON object.
 */
function eachMember(text: string, at: number, visit: (key: string, from: number, to: number) => void): number {
  let i = skipWhite(text, at);
  if (text[i] !== '{') throw new SyntaxError('not an object');
  i = skipWhite(text, i + 1);
  if (text[i] === '}') return i + 1;
  for (;;) {
    if (text[i] !== '"') throw new SyntaxError('a key expected');
    const keyEnd = stringEnd(text, i);
    const key = JSON.parse(text.slice(i, keyEnd)) as string;
    i = skipWhite(text, keyEnd);
    if (text[i] !== ':') throw new SyntaxError('a colon expected');
    const from = skipWhite(text, i + 1);
    const to = valueEnd(text, from);
    visit(key, from, to);
    i = skipWhite(text, to);
    if (text[i] === '}') return i + 1;
    if (text[i] !== ',') throw new SyntaxError('a comma expected');
    i = skipWhite(text, i + 1);
  }
}

/**
 * The stored index read one entry at a time, for `orderSheets`: each usable entry (checked as
 * `readIndex` checks it) is given to `keep` with its text, and only what that returns is kept, so the
 * summaries of 50,000 sheets are never all in memory at once (JSON.parse of the whole file would
 * build them all). The same file reads as the same index as through `readIndex`: a text that is no
 * JSON object, or an index of another format or build, is none; a repeated key counts as its last.
 */
function scanIndex<S extends SheetSummary, T>(
  file: string,
  build: string,
  kind: IndexKind<S>,
  keep: (id: string, entry: Entry<S>, text: string) => T | undefined,
): Map<string, T> | undefined {
  const head = new Map<string, unknown>();
  let out: Map<string, T> | undefined;
  try {
    const text = readText(file, INDEX_MAX_BYTES);
    const end = eachMember(text, 0, (key, from, to) => {
      if (key !== 'entries') {
        head.set(key, JSON.parse(text.slice(from, to)));
        return;
      }
      const entries = new Map<string, T>();
      out = entries;
      eachMember(text, from, (id, at, until) => {
        const entryText = text.slice(at, until);
        const e = JSON.parse(entryText) as Entry<S>;
        entries.delete(id);
        if (!SHEET_ID.test(id) || typeof e !== 'object' || e === null || typeof e.stamp !== 'string') return;
        if (e.summary !== undefined ? !(kind.valid(e.summary) && e.error === undefined) : !isText(e.error)) return;
        const t = keep(id, e, entryText);
        if (t !== undefined) entries.set(id, t);
      });
    });
    if (skipWhite(text, end) !== text.length) return undefined;
  } catch {
    return undefined;
  }
  return head.get('format') === kind.format && head.get('build') === build ? out : undefined;
}

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
  // Of an entry, only its seal and the sheet's start (or refusal) are kept.
  const slim = (e: Entry<SheetSummary>) => ({ seal: e.stamp, start: e.summary?.createdAt, error: e.error });
  const old = (sealed && scanIndex(file, build, kind, (_, e) => slim(e))) || new Map<string, ReturnType<typeof slim>>();
  const listedIds = new Set(ids);
  let learned = [...old.keys()].some((id) => !listedIds.has(id));
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
        scanIndex(file, build, kind, (id, e, text) => {
          const used = entries.get(id);
          return used && 'seal' in used && used.seal === e.stamp ? text : undefined;
        }) ?? new Map<string, string>();
      const body = [...entries].flatMap(([id, e]) => {
        const text = 'text' in e ? e.text : texts.get(id);
        return text === undefined ? [] : [`${JSON.stringify(id)}:${text}`];
      });
      writeAtomic(
        locks,
        file,
        `{"format":${kind.format},"build":${JSON.stringify(build)},"entries":{${body.join(',')}}}\n`,
      );
    } catch {
      // Derived data only: when it cannot be written, the next listing reads the sheets again.
    }
  }
  return ordered;
}
