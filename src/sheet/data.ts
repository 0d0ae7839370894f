import type { DealInput } from '../core/game.js';
import type { Text } from '../core/errors.js';
import { isRecord } from '../core/own.js';
import { say } from '../i18n/index.js';
import { type Origin, originOk, RECENT_IDS, SUBMISSION_ID } from './origin.js';

/* What a sheet file holds (inputs only: everything else is recomputed by the replay, sheet.ts), and the check of its
 * own rows. */

export const SCHEMA_VERSION = 1;
/** Schema 2 = schema 1 plus the `event` field; written only for the table sheets of an event (events.md §9.2). */
export const TABLE_SCHEMA = 2;

/** What a sheet file holds: inputs only. Everything else is recomputed by `replay`. */
export interface SheetData {
  schemaVersion: number;
  id: string;
  game: string;
  rules: string;
  title: string;
  createdAt: string;
  players: string[];
  /** Seat of the first dealer. */
  firstDealer: number;
  /** The sheet's own --set values (house rules), as typed. */
  set: Record<string, string>;
  /** Zwikken: the stake in cents. */
  stakeCents?: number;
  deals: DealInput[];
  /** Closed by `tafel finish`. */
  closed: boolean;
  /** Zwikken `finish --share-pot`: the pot was shared out when the sheet was closed. */
  sharePot?: boolean;
  /** A note per deal (`record --note`), by deal number. */
  notes?: Record<string, string>;
  /**
   * Who dealt a deal, by deal number: a seat (`record --dealer`, `tafel dealer` for the next deal).
   * The rotation continues from there.
   */
  dealers?: Record<string, number>;
  /** Correction rows (`tafel correct`), in the order they were written. */
  corrections?: Correction[];
  /** Rows taken off by `undo`, the last one last: `redo` puts them back until the next record. */
  undone?: UndoneRow[];
  /** A table sheet of an event (schema 2): which event, round and table it is. */
  event?: { id: string; uid: string; round: number; table: number };
  /**
   * Deals recorded from a scorer's phone (`tafel serve --scorer`), by deal number: when, and the submission's id, so a
   * retried submission is recognised (scorer.md §3).
   */
  origins?: Record<string, Origin>;
  /** The ids of the last phone writes that made no row (undo, redo, finish), at most RECENT_IDS, the last one last. */
  recentIds?: string[];
}

/**
 * A sheet file's fields in the order tafel writes them (a table sheet's `event` last, as it always stood), so that an
 * undo then a redo give back the very bytes of before; `true` for those every sheet has. Every field of SheetData is
 * here (the type says so). Read by the store's writer and by the check of an imported sheet.
 */
const FIELDS: Record<keyof SheetData, boolean> = {
  schemaVersion: true,
  id: true,
  game: true,
  rules: true,
  title: true,
  createdAt: true,
  players: true,
  firstDealer: true,
  set: true,
  stakeCents: false,
  deals: true,
  closed: true,
  sharePot: false,
  notes: false,
  dealers: false,
  corrections: false,
  undone: false,
  origins: false,
  recentIds: false,
  event: false,
};
export const SHEET_FIELDS = Object.keys(FIELDS) as readonly (keyof SheetData)[];
export const OPTIONAL_FIELDS = SHEET_FIELDS.filter((k) => !FIELDS[k]);

/** A correction row: points (or cents) given or taken outside the game's scoring, with its reason. */
export interface Correction {
  /** How many deals come before it: the row follows deal `after` on the sheet. */
  after: number;
  /** Per player, in the game's unit (cents for a money game); Belote: both players of a team the same. */
  scores: Record<string, number>;
  reason: string;
}

/**
 * A row `undo` took off: a deal with its note (and where it came from, and the seat set to deal the deal after it,
 * which went with it), or a correction. `dealer`: the seat that dealt the deal, kept when `tafel dealer` names
 * another to deal it after the undo (undo keeps who dealt it on the sheet until then), so redo puts it back as dealt.
 */
export type UndoneRow =
  | { deal: DealInput; note?: string; origin?: Origin; nextDealer?: number; dealer?: number }
  | { correction: Correction };

/**
 * Why the sheet's own rows (notes, dealers, corrections, undone rows) are not as tafel writes them,
 * or undefined. Replay refuses such a sheet, and import names the field.
 */
export function rowsProblem(data: SheetData): { field: string; text: Text } | undefined {
  const dealNumber = (k: string, max: number) => /^[1-9]\d*$/.test(k) && Number(k) <= max;
  const seat = (v: unknown) => Number.isInteger(v) && (v as number) >= 0 && (v as number) < data.players.length;
  const n = data.deals.length;
  const correctionOk = (c: unknown, after: (a: number) => boolean): boolean =>
    isRecord(c) &&
    Number.isInteger(c.after) &&
    after(c.after as number) &&
    typeof c.reason === 'string' &&
    isRecord(c.scores) &&
    Object.entries(c.scores).every(([p, v]) => data.players.includes(p) && Number.isSafeInteger(v)) &&
    Object.keys(c).every((k) => ['after', 'scores', 'reason'].includes(k));
  if (
    data.notes !== undefined &&
    !(isRecord(data.notes) && Object.entries(data.notes).every(([k, v]) => dealNumber(k, n) && typeof v === 'string'))
  ) {
    return { field: 'notes', text: say((t) => t.sheet.mustMapDealNumbers) };
  }
  if (
    data.dealers !== undefined &&
    !(isRecord(data.dealers) && Object.entries(data.dealers).every(([k, v]) => dealNumber(k, n + 1) && seat(v)))
  ) {
    return { field: 'dealers', text: say((t) => t.sheet.mustMapDealNumbers2) };
  }
  if (data.corrections !== undefined) {
    const cs = data.corrections as unknown;
    if (
      !Array.isArray(cs) ||
      !cs.every((c, i) => correctionOk(c, (a) => a >= (i > 0 ? (cs[i - 1] as Correction).after : 0) && a <= n))
    ) {
      return { field: 'corrections', text: say((t) => t.sheet.mustBeAList) };
    }
  }
  if (data.undone !== undefined) {
    const u = data.undone as unknown;
    if (
      !Array.isArray(u) ||
      !u.every(
        (r) =>
          isRecord(r) &&
          (isRecord(r.deal)
            ? typeof r.deal.contract === 'string' &&
              (r.note === undefined || typeof r.note === 'string') &&
              (r.origin === undefined || originOk(r.origin)) &&
              (r.nextDealer === undefined || seat(r.nextDealer)) &&
              (r.dealer === undefined || seat(r.dealer))
            : correctionOk(r.correction, () => true)),
      )
    ) {
      return { field: 'undone', text: say((t) => t.sheet.mustBeAList2) };
    }
  }
  if (
    data.origins !== undefined &&
    !(isRecord(data.origins) && Object.entries(data.origins).every(([k, o]) => dealNumber(k, n) && originOk(o)))
  ) {
    return { field: 'origins', text: say((t) => t.sheet.originsShape) };
  }
  const ids = data.recentIds as unknown;
  if (
    ids !== undefined &&
    !(
      Array.isArray(ids) &&
      ids.length <= RECENT_IDS &&
      ids.every((i) => typeof i === 'string' && SUBMISSION_ID.test(i))
    )
  ) {
    return { field: 'recentIds', text: say((t) => t.sheet.recentIdsShape(RECENT_IDS)) };
  }
  return undefined;
}
