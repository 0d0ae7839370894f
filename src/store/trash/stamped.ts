import fs from 'node:fs';
import path from 'node:path';
import { byCode } from '../paths.js';
import type { Text } from '../../core/errors.js';
import { say } from '../../i18n/index.js';
import { decodeSheet } from '../decode.js';
import { listOrNothing } from '../files.js';
import { MAX_FILE_BYTES, ReadProblem, readText } from '../read.js';
import type { Move } from '../staged.js';
import { expired, keptFiles, trashDir } from './kept.js';

/*
 * Table sheets and events in the trash (events.md review 14.13). Unlike a plain sheet's folder
 * (trash.ts), a table sheet lies in `deleted/` as `<id>.<stamp>.json`, with its kept copies as
 * `<id>.<stamp>.json.bak` and the like: one table can be thrown away more than once (undrawn,
 * redrawn, undrawn again), and the stamp keeps each copy apart. `tafel event delete` puts the event
 * file beside them as `<event-id>.<stamp>.event.json`, with the same stamp as its sheets: that
 * shared stamp is what makes them one delete, which `tafel event undelete` brings back whole. A table
 * sheet without an event file of its stamp was put there by `event undraw` or by `event import
 * --prefer file`: listed and readable, never restored (no round lists it any more).
 *
 * The stamp is the deletion time in UTC without separators (`20261205T183102123Z`): a colon is no
 * part of a file name on every system. The moves themselves are made by the event journal
 * (src/store/events/files.ts), so a kill leaves all of a delete or none.
 */

export const TABLE_TRASH = /^([a-z0-9][a-z0-9-]{0,79})\.(\d{8}T\d{9}Z)\.json$/;
export const EVENT_TRASH = /^([a-z0-9][a-z0-9-]{0,63})\.(\d{8}T\d{9}Z)\.event\.json$/;
export function trashStamp(at: Date): string {
  return at.toISOString().replace(/[-:.]/g, '');
}

/** The ISO time a stamp stands for (undefined when it is no real time). */
export function stampTime(stamp: string): string | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z$/.exec(stamp);
  if (!m) return undefined;
  const iso = `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}.${m[7]}Z`;
  const t = Date.parse(iso);
  return Number.isFinite(t) && new Date(t).toISOString() === iso ? iso : undefined;
}

export interface TrashedTable {
  id: string;
  stamp: string;
  deletedAt: string;
  /** The trash file, for reading (it is an ordinary sheet file). */
  file: string;
  /** The event the sheet's `event` field names; undefined when the file cannot be read. */
  event?: string;
  uid?: string;
  /** True when it belongs to an `event delete`: `tafel event undelete <event>` brings it back. */
  restorable: boolean;
  problem?: Text;
}

export interface TrashedEvent {
  id: string;
  stamp: string;
  deletedAt: string;
  file: string;
}

/** The moves that put a table sheet (with its kept copies, never a lock) into the trash under `stamp`. */
export function sheetToTrash(store: { readonly sheetsDir: string }, id: string, stamp: string): Move[] {
  return keptFiles(store.sheetsDir, `${id}.json`).map((n) => ({
    from: `sheets/${n}`,
    to: `deleted/${id}.${stamp}${n.slice(id.length)}`,
  }));
}

/** The moves that put the event file (and its `.bak`) into the trash under `stamp`. */
export function eventToTrash(store: { readonly dir: string }, id: string, stamp: string): Move[] {
  return keptFiles(path.join(store.dir, 'events'), `${id}.json`).map((n) => ({
    from: `events/${n}`,
    to: `deleted/${id}.${stamp}.event${n.slice(id.length)}`,
  }));
}

/** The events deleted with `tafel event delete`, newest first. */
export function trashedEvents(dir: string): TrashedEvent[] {
  const folder = trashDir(dir);
  return listOrNothing(folder)
    .flatMap((n): TrashedEvent[] => {
      const m = EVENT_TRASH.exec(n);
      const at = m ? stampTime(m[2]) : undefined;
      return m && at ? [{ id: m[1], stamp: m[2], deletedAt: at, file: path.join(folder, n) }] : [];
    })
    .sort((a, b) => byCode(b.stamp, a.stamp) || byCode(a.id, b.id));
}

/** The table sheets in the trash, each read through the safe reader for its event. */
export function trashedTables(dir: string): TrashedTable[] {
  const folder = trashDir(dir);
  const events = new Set(trashedEvents(dir).map((e) => `${e.id}.${e.stamp}`));
  return listOrNothing(folder).flatMap((n): TrashedTable[] => {
    const m = TABLE_TRASH.exec(n);
    const at = m ? stampTime(m[2]) : undefined;
    if (!m || !at || EVENT_TRASH.test(n)) return [];
    const file = path.join(folder, n);
    const base = { id: m[1], stamp: m[2], deletedAt: at, file };
    try {
      const { data } = decodeSheet(readText(file, MAX_FILE_BYTES), file, m[1]);
      const ref = data.event;
      const restorable = ref !== undefined && events.has(`${ref.id}.${m[2]}`);
      return [{ ...base, event: ref?.id, uid: ref?.uid, restorable }];
    } catch (e) {
      const why = e instanceof ReadProblem ? e.failure.kind : ((e as { text?: Text }).text?.en ?? String(e));
      return [{ ...base, restorable: false, problem: say((t) => t.store.trashedUnreadable(file, why)) }];
    }
  });
}

/** Removes the table sheets and events kept past their day (kept.ts: expired; their kept copies with them). */
export function purgeStamped(dir: string, now: Date): void {
  const folder = trashDir(dir);
  for (const n of listOrNothing(folder)) {
    const m = TABLE_TRASH.exec(n) ?? EVENT_TRASH.exec(n);
    const at = m ? stampTime(m[2]) : undefined;
    if (!at || !expired(at, now)) continue;
    for (const f of keptFiles(folder, n)) {
      try {
        fs.rmSync(path.join(folder, f), { force: true });
      } catch {
        // a read-only disk: removed on a later run
      }
    }
  }
}

/** The ids a delete in the trash still holds: no new sheet or event takes them. */
export function trashedTableIds(dir: string): string[] {
  return listOrNothing(trashDir(dir)).flatMap((n) => {
    const m = EVENT_TRASH.exec(n) ?? TABLE_TRASH.exec(n);
    return m ? [m[1]] : [];
  });
}
