import path from 'node:path';
import type { Text } from '../core/errors.js';
import { keptText } from '../i18n/index.js';
import { LANGS } from '../i18n/lang.js';
import { SHEET_ID } from './paths.js';
import { ReadProblem, readTextChunks } from './read.js';
import { PiecewiseWrite } from './piecewise.js';
import type { Host } from './host.js';
import type { Locks } from './lock.js';
import { buildStamp, indexKey, sealFile, sealOf } from './seal.js';

/**
 * A derived index of the sheets, so that `tafel sheets` need not replay every sheet file on every
 * run. It is never a source of truth: each entry holds what the listing shows of one sheet together
 * with the seal of the exact text it was made from (seal.ts `sealOf`: a keyed hash of the file's content).
 * An entry is used only while the sheet file still holds exactly that text; any write, hand edit,
 * restore or deletion changes it, and the sheet is read again. Times and inodes play no part: a
 * same-size edit within one tick of a coarse clock, or a restore that keeps them, is still seen.
 * The whole index is thrown away when it is missing, unreadable (it is read through the one safe
 * reader: a FIFO or a link to /dev/zero is refused, never waited on), not laid out as `indexText`
 * writes it, of another format, or written by another build of tafel (dist/build.json's hash of
 * every chunk: whose replay may differ).
 * Writing it is best effort: a read-only data directory still lists its sheets.
 *
 * The seal's key is this user's own (`indexKey`), kept outside the data directory, so an index
 * written by anyone else, or forged with seals recomputed from the files, vouches for nothing. What an
 * entry says is sealed with it under the same key (`mac`, as the index of exported sheets does): an entry
 * edited in the file, its stamp kept, is read again from its sheet (until 2026-12-07 `tafel sheets` and
 * `tafel stats` showed what such an entry said: other players, other deals, other totals). Without
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
  /** On a finished sheet that names a winner (or a tie: SheetView.winner), whether he won it (a team's win, both). */
  winner?: boolean;
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
export interface IndexKind<S> {
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
    (s.place === undefined || (isCount(s.place) && s.place >= 1)) &&
    (s.winner === undefined || typeof s.winner === 'boolean')
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
// Format 2: each entry's summary or refusal sealed (`mac`).
export const SHEETS_INDEX: IndexKind<SheetSummary> = { file: INDEX_FILE, format: 2, valid: isSummary };
/** The index `tafel stats` reads. */
// Format 2: seats carry won/lost (a format-1 index is rebuilt, not read with evenings for won/lost); format 3 their
// place on a finished sheet that places its players; format 4 whether they won a finished sheet; format 5 each entry
// sealed (`mac`).
export const STATS_INDEX: IndexKind<StatsSummary> = { file: STATS_INDEX_FILE, format: 5, valid: isStatsSummary };

/** Far above any index tafel writes (about 200 bytes a sheet, 2 KB with statistics). */
export const INDEX_MAX_BYTES = 256 * 1024 * 1024;

/** An index's first line: only an index of this format and build reads as one. */
const indexHead = (format: number, build: string): string =>
  `{"format":${format},"build":${JSON.stringify(build)},"entries":{`;

/**
 * The text of an index: JSON, one entry to a line, each given as its id and its entry's JSON text:
 *
 *     {"format":1,"build":"build:…","entries":{
 *     "2026-12-01-kleurenwiezen":{"stamp":"…","summary":{…}},
 *     "2026-12-01-belote":{"stamp":"…","error":{…}}
 *     }}
 *
 * A sheet's id needs no escape (SHEET_ID) and JSON.stringify writes no line break inside a value, so
 * each line is one entry and its seal comes first: `readIndex` reads the file piece by piece, and an
 * entry is parsed only when its sheet still holds the text it vouches for. Given in pieces, an entry
 * at a time, so that an index of 50,000 sheets is written without ever being one string.
 */
export function* indexText(format: number, build: string, entries: Iterable<[string, string]>): Generator<string> {
  const pieces = indexPieces(format, build);
  for (const [id, text] of entries) yield pieces.entry(id, text);
  yield pieces.end();
}

/** The pieces of an index's text as `indexText` lays it out, an entry at a time, for a writer given them one by one. */
export function indexPieces(format: number, build: string): { entry(id: string, text: string): string; end(): string } {
  const head = `${indexHead(format, build)}\n`;
  let any = false;
  return {
    entry: (id, text) => {
      const piece = `${any ? ',\n' : head}"${id}":${text}`;
      any = true;
      return piece;
    },
    end: () => `${any ? '\n' : head}}}\n`,
  };
}

/** An index written from its pieces (`indexText`), never held as one string (PiecewiseWrite). */
export function writeIndex(locks: Locks, file: string, pieces: Iterable<string>): void {
  const w = new PiecewiseWrite(locks, file);
  try {
    for (const piece of pieces) w.write(piece);
  } catch (e) {
    w.drop();
    throw e;
  }
  w.commit();
}

const STAMP_AT = '{"stamp":"';
/**
 * Longer than any line tafel writes (an entry of the index of sheets holds a few hundred bytes; one of
 * exported sheets is kept only below it): the file is then no index of ours.
 */
export const LINE_MAX = 1024 * 1024;
class NoIndex extends Error {}

/**
 * The stored index, read piece by piece through the one safe reader (a FIFO or a link to /dev/zero
 * planted under its name is no index): each entry's id, the seal it vouches for (undefined for an
 * entry of another shape) and its JSON text go to `keep`, and what that returns is kept (a repeated
 * id counts as its last). The id and text given are slices of the piece of the file read: a `keep`
 * that holds on to them holds that piece (1 MB). Undefined when
 * there is no index of this format and build written as `indexText` writes it: missing, unreadable,
 * hand-edited into another layout, or of another format or build. An entry is not parsed here: its
 * text is checked (`parseEntry`) when it is used.
 */
export function readIndex<T>(
  file: string,
  build: string,
  kind: IndexKind<unknown>,
  keep: (id: string, stamp: string | undefined, text: string) => T | undefined,
): Map<string, T> | undefined {
  const head = indexHead(kind.format, build);
  const out = new Map<string, T>();
  let at = 'head' as 'head' | 'entries' | 'end';
  // Whether the last entry ended with a comma: another must follow it, and none may follow one without.
  let more: boolean | undefined;
  const take = (line: string): void => {
    if (line.length > LINE_MAX) throw new NoIndex();
    if (at === 'head') {
      if (line !== head) throw new NoIndex();
      at = 'entries';
    } else if (at === 'end') {
      throw new NoIndex();
    } else if (line === '}}') {
      if (more) throw new NoIndex();
      at = 'end';
    } else if (more === false) {
      throw new NoIndex();
    } else {
      const q = line.indexOf('"', 1);
      if (line[0] !== '"' || q < 0 || line[q + 1] !== ':') throw new NoIndex();
      more = line.endsWith(',');
      const id = line.slice(1, q);
      const text = line.slice(q + 2, more ? -1 : undefined);
      out.delete(id);
      if (!SHEET_ID.test(id)) return;
      // An entry of another shape vouches for nothing (its stamp is undefined): its sheet is read again.
      const end = text.indexOf('"', STAMP_AT.length);
      const kept = keep(id, text.startsWith(STAMP_AT) && end >= 0 ? text.slice(STAMP_AT.length, end) : undefined, text);
      if (kept !== undefined) out.set(id, kept);
    }
  };
  let carry = '';
  let read = 0;
  try {
    readTextChunks(
      file,
      false,
      (piece) => {
        read += piece.length;
        let from = 0;
        for (let nl = piece.indexOf('\n'); nl >= 0; nl = piece.indexOf('\n', from)) {
          take(carry + piece.slice(from, nl));
          carry = '';
          from = nl + 1;
        }
        carry += piece.slice(from);
        if (carry.length > LINE_MAX || read > INDEX_MAX_BYTES) throw new NoIndex();
      },
      1 << 20,
    );
    if (carry !== '') take(carry);
  } catch (e) {
    if (e instanceof NoIndex || e instanceof ReadProblem) return undefined;
    throw e;
  }
  return at === 'end' ? out : undefined;
}

/**
 * The seal of what an entry says (`body`: its summary's or refusal's JSON text) under this user's key (seal.ts sealOf),
 * for the text of `stamp`: only who holds the key can make an entry say something, as only he can make its stamp.
 */
const entryMac = (host: Host, stamp: string, body: string): string | undefined => sealOf(host, `${stamp}\n${body}`);

/**
 * An entry's text: `{"stamp":…,"mac":…,"summary":…}` (or `"error"` for a refusal), as JSON.stringify writes
 * that object, the summary or refusal sealed under the stamp. Undefined without a key (no index is then written).
 */
export function entryText(host: Host, stamp: string, what: 'summary' | 'error', value: unknown): string | undefined {
  const body = JSON.stringify(value);
  const mac = entryMac(host, stamp, body);
  return mac === undefined ? undefined : `{"stamp":${JSON.stringify(stamp)},"mac":"${mac}","${what}":${body}}`;
}

/** The start of an entry's text as `entryText` writes it: its stamp, its mac, and which of the two it holds. */
const ENTRY_HEAD = /^\{"stamp":"([A-Za-z0-9_-]*)","mac":"([A-Za-z0-9_-]*)","(summary|error)":/;

/**
 * An entry's text as `readIndex` kept it, when it is one: its seal, and a valid summary or a refusal that its `mac`
 * vouches for. The mac is checked against the very text of the summary (laid out as `entryText` lays it out), before it
 * is parsed: an entry edited in the file, or written without this user's key, vouches for nothing.
 */
export function parseEntry<S>(host: Host, kind: IndexKind<S>, text: string): Entry<S> | undefined {
  const head = ENTRY_HEAD.exec(text);
  if (head === null || !text.endsWith('}')) return undefined;
  const [start, stamp, mac, what] = head;
  const body = text.slice(start.length, -1);
  if (mac === '' || entryMac(host, stamp, body) !== mac) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (what === 'summary') return kind.valid(value) ? { stamp, summary: value } : undefined;
  return isText(value) ? { stamp, error: value } : undefined;
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
  return [...eachListed(locks, dir, ids, read, refusal, kind)];
}

/**
 * `listSheets` one sheet at a time, for a reader that keeps only what it counts (`tafel stats` on
 * thousands of sheets): an entry is parsed when its sheet comes, so no summary need outlive its use.
 * The index is written back once the last sheet has been given.
 */
export function* eachListed<S extends SheetSummary>(
  locks: Locks,
  dir: string,
  ids: readonly string[],
  read: (id: string) => S,
  refusal: (e: unknown) => Text | undefined,
  kind: IndexKind<S>,
  save: () => boolean = () => true,
): Generator<Listed<S>, void> {
  const file = path.join(dir, kind.file);
  const sheetsDir = path.join(dir, 'sheets');
  const build = buildStamp();
  const { host } = locks;
  const sealed = indexKey(host) !== undefined;
  const listedIds = new Set(ids);
  // The index is written back when it learns a summary it can keep or a sheet is gone. An entry that
  // merely went stale (its file changed, or is unreadable now) stays until then, harmlessly: each is
  // checked against its file's seal before use. So listing sheets that cannot be read, before a
  // command refuses, writes nothing.
  let learned = false;
  const keep = (id: string, stamp: string | undefined, text: string) => {
    if (stamp === undefined) return undefined;
    if (listedIds.has(id)) return { stamp, text };
    learned = true;
    return undefined;
  };
  const old = (sealed && readIndex(file, build, kind, keep)) || new Map<string, { stamp: string; text: string }>();
  // What the index will hold, as each entry's text.
  const entries = new Map<string, string>();
  for (const id of ids) {
    const sheetFile = path.join(sheetsDir, `${id}.json`);
    const seal = sealed ? sealFile(host, sheetFile) : undefined;
    const kept = old.get(id);
    const used = kept && seal !== undefined && kept.stamp === seal ? parseEntry(host, kind, kept.text) : undefined;
    // Parsed, the entry must still vouch for that seal (a repeated key could say otherwise).
    const fresh = used === undefined || used.stamp !== seal;
    const entry = fresh ? readEntry(host, sheetFile, seal, () => read(id), refusal) : used;
    const { stamp, summary, error } = entry;
    const text =
      stamp === undefined
        ? undefined
        : fresh
          ? entryText(host, stamp, summary ? 'summary' : 'error', summary ?? error)
          : kept!.text;
    if (text !== undefined) {
      entries.set(id, text);
      if (fresh && summary) learned = true;
    }
    yield summary ? { id, summary, ...(stamp !== undefined ? { stamp } : {}) } : { id, error: error! };
  }
  old.clear();
  // `save` asked last, when every sheet has been listed: whether the command the listing is for goes on (a refused one
  // writes nothing).
  if (learned && sealed && save()) {
    try {
      writeIndex(locks, file, indexText(kind.format, build, entries));
    } catch {
      // Derived data only: when it cannot be written, the next listing reads the sheets again.
    }
  }
}
