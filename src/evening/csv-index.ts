import path from 'node:path';
import type { Lang } from '../core/game.js';
import { GAMES, gameById } from '../games/index.js';
import {
  entryText,
  indexText,
  LINE_MAX,
  parseEntry,
  readIndex,
  writeIndex,
  type IndexKind,
} from '../store/index-sheets.js';
import { isEventRef } from '../sheet/check.js';
import type { Locks } from '../store/lock.js';
import { buildStamp } from '../store/seal.js';
import type { CsvDialect, CsvSheet } from './csv.js';
import type { SheetTotals } from './evening.js';

/**
 * The index of exported sheets: what `tafel export --all` wrote of each sheet as CSV, so that the next
 * export of a sheet unchanged since need not read, replay and lay it out again. Derived data under the
 * rules of the index of sheets (store/index-sheets.ts), in a file of its own beside it, one per
 * language and CSV dialect (`index-csv-en.json`, `index-csv-nl-excel-nl.json`): an entry is used only
 * for the very text it was made from (its stamp is that text's seal under this user's key, which the
 * export's order of sheets has just taken of the file), by the build that made it, for the evening it
 * was laid out in (a sheet's evening is its local start date, until 06:00 the date before: another time zone,
 * another evening).
 * What an entry says is sealed with it under the same key (`mac`): an entry edited in the file, its
 * stamp kept, would otherwise put its own scores into an export (and its settlement) while the sheet
 * says otherwise. The whole file is thrown away when anything in it does not fit, and written again,
 * whole, after an export that made an entry or found a sheet gone; without a key there is none. Only a
 * store of fewer sheets than export runs in a thread for keeps one (export.ts THREAD_AT): the thread's
 * heap is bounded, and every kept text is held while exporting.
 */

/** An entry's summary: the sheet's CSV text, and what its evening's end reads of it (SheetTotals). */
interface CsvEntry {
  evening: string;
  game: string;
  csv: string;
  event?: NonNullable<SheetTotals['data']['event']>;
  players: string[];
  totals: Record<string, number>;
  teams?: string[][];
  pot?: number;
  /** The sheet is finished (a pot left in it is shared after `tafel reopen`). */
  closed?: true;
}

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

function isEntry(v: unknown): v is CsvEntry {
  const e = v as CsvEntry;
  return (
    typeof v === 'object' &&
    v !== null &&
    /^\d{4}-\d{2}-\d{2}$/.test(String(e.evening)) &&
    GAMES.some((g) => g.id === e.game) &&
    typeof e.csv === 'string' &&
    isStrings(e.players) &&
    typeof e.totals === 'object' &&
    e.totals !== null &&
    e.players.every((p) => Object.hasOwn(e.totals, p) && Number.isFinite(e.totals[p])) &&
    (e.teams === undefined || (Array.isArray(e.teams) && e.teams.every(isStrings))) &&
    (e.pot === undefined || Number.isFinite(e.pot)) &&
    (e.closed === undefined || e.closed === true) &&
    (e.event === undefined || isEventRef(e.event))
  );
}

const kindOf = (lang: Lang, dialect: CsvDialect): IndexKind<CsvEntry> => ({
  file: `index-csv-${lang}${dialect === 'plain' ? '' : `-${dialect}`}.json`,
  format: 1,
  valid: isEntry,
});

/** The index of one data directory, language and dialect, for one export: read at its start, written at its end. */
export class CsvIndex {
  private readonly kind: IndexKind<CsvEntry>;
  private readonly file: string;
  private readonly build = buildStamp();
  /** Of each sheet exported, the stamp and text of its entry when the file had one. */
  private readonly old: Map<string, { stamp: string; text: string }>;
  /** What the index will hold: each sheet exported with an entry, as the entry's text. */
  private readonly entries = new Map<string, string>();
  private learned = false;

  constructor(
    private readonly locks: Locks,
    dir: string,
    lang: Lang,
    dialect: CsvDialect,
    ids: readonly string[],
  ) {
    this.kind = kindOf(lang, dialect);
    this.file = path.join(dir, this.kind.file);
    const listed = new Set(ids);
    const keep = (id: string, stamp: string | undefined, text: string) => {
      if (stamp !== undefined && listed.has(id)) return { stamp, text };
      this.learned = true; // a sheet gone (or an entry of no use): written again without it
      return undefined;
    };
    this.old = readIndex(this.file, this.build, this.kind, keep) ?? new Map();
  }

  /** The sheet as the export before wrote it, when its text is still the one of `seal` and its evening `date`. */
  kept(id: string, seal: string | undefined, date: string): CsvSheet | undefined {
    const old = this.old.get(id);
    this.old.delete(id);
    if (old === undefined || seal === undefined || old.stamp !== seal) return undefined;
    // Parsed only when its mac vouches for what it says (store/index-sheets.ts parseEntry, as every index's entries).
    const e = parseEntry(this.locks.host, this.kind, old.text);
    const s = e?.summary;
    if (e?.stamp !== seal || s === undefined || s.evening !== date) return undefined;
    this.entries.set(id, old.text);
    const totals: SheetTotals = {
      data: { id, ...(s.event !== undefined ? { event: s.event } : {}), ...(s.closed ? { closed: true } : {}) },
      view: { id, players: s.players, totals: s.totals, teams: s.teams, pot: s.pot },
      game: gameById(s.game),
    };
    return { text: s.csv, totals };
  }

  /** A sheet read from the text of `seal` and made `sheet`, in evening `date`: kept for the next export. */
  made(id: string, seal: string, date: string, sheet: CsvSheet): void {
    const { data, view, game } = sheet.totals;
    const summary: CsvEntry = {
      evening: date,
      game: game.id,
      csv: sheet.text,
      ...(data.event !== undefined ? { event: data.event } : {}),
      players: view.players,
      totals: view.totals,
      ...(Array.isArray(view.teams) ? { teams: view.teams as string[][] } : {}),
      ...(typeof view.pot === 'number' ? { pot: view.pot } : {}),
      ...(data.closed ? { closed: true as const } : {}),
    };
    const text = entryText(this.locks.host, seal, 'summary', summary);
    // A line longer than an index may hold would make the whole file no index: such a sheet is made each time.
    if (text === undefined || text.length + id.length + 8 > LINE_MAX) return;
    this.entries.set(id, text);
    this.learned = true;
  }

  /**
   * After the export: the index written again when it learned an entry or lost one. Derived data: a
   * failure only costs time.
   */
  save(): void {
    this.old.clear();
    if (!this.learned) return;
    try {
      writeIndex(this.locks, this.file, indexText(this.kind.format, this.build, this.entries));
    } catch {
      // the next export makes the sheets again
    }
  }
}
