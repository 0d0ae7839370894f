import path from 'node:path';
import { refused, StorageError } from '../../core/errors.js';
import { say } from '../../i18n/index.js';
import { decodeSheet } from '../decode.js';
import { TABLE_SHEET, type EventData } from '../events/data.js';
import { decodeEvent } from '../events/decode.js';
import type { EventStore } from '../events/files.js';
import { FileProblem, readFailure } from '../files.js';
import { MAX_FILE_BYTES, ReadProblem, readText } from '../read.js';
import type { Move } from '../staged.js';
import type { Store } from '../store.js';
import { keptFiles, trashDir } from './kept.js';
import { eventToTrash, sheetToTrash, trashedEvents, trashedTables, trashStamp } from './stamped.js';

/* `tafel event delete` and `event undelete` (events.md §6, review 14.13): the event with its table sheets, whole. */

/** The event's table sheets on this device: those its rounds list (a scorer's device holds only its own). */
const sheetsOf = (store: Store, event: EventData): string[] =>
  event.draws.flatMap((d) => d.tables.map((t) => t.sheet)).filter((id) => store.exists(id));

/**
 * Moves the event file and every table sheet of it to `deleted/` in one journalled step. Any device may
 * delete its copy (it changes nothing the organiser holds); the active event and sheet are let go.
 */
export async function deleteEvent(es: EventStore, id: string, now: Date): Promise<{ sheets: string[] }> {
  const stamp = trashStamp(now);
  return es.changeEvent(id, (event) => {
    const sheets = sheetsOf(es.store, event);
    const moves = [...sheets.flatMap((s) => sheetToTrash(es.store, s, stamp)), ...eventToTrash(es.store, id, stamp)];
    return { sheets: [], moves, result: { sheets } };
  });
}

/**
 * Brings back the newest delete of the event `id`: its event file and the table sheets of the same
 * stamp, after checking each as every read does. Refused, with nothing moved, while the event id, one
 * of the sheet ids, or the event's uid is in use here.
 */
export async function undeleteEvent(es: EventStore, id: string): Promise<{ sheets: string[] }> {
  const store = es.store;
  const found = trashedEvents(store.dir).find((e) => e.id === id);
  if (!found) {
    const table = trashedTables(store.dir).find((t) => t.event === id);
    throw new StorageError(
      table ? say((t) => t.event.undeleteUndrawn(id, table.file)) : say((t) => t.event.noDeletedEvent(id)),
      'not-found',
    );
  }
  let event: EventData;
  try {
    event = decodeEvent(readText(found.file, MAX_FILE_BYTES), found.file, id);
  } catch (e) {
    throw unrestorable(found.file, e);
  }
  const tables = trashedTables(store.dir).filter(
    (t) => t.stamp === found.stamp && TABLE_SHEET.exec(t.id)?.[1] === id && t.uid === event.uid,
  );
  for (const t of tables) {
    try {
      decodeSheet(readText(t.file, MAX_FILE_BYTES), t.file, t.id);
    } catch (e) {
      throw unrestorable(t.file, e);
    }
  }
  const folder = trashDir(store.dir);
  const back = (name: string, to: string): Move[] =>
    keptFiles(folder, name).map((n) => ({ from: `deleted/${n}`, to: `${to}${n.slice(name.length)}` }));
  const moves = [
    ...back(path.basename(found.file), `events/${id}.json`),
    ...tables.flatMap((t) => back(path.basename(t.file), `sheets/${t.id}.json`)),
  ];
  // Said before the event's lock is taken, whatever the file there holds (one that cannot be read included).
  if (es.hasEvent(id)) throw refused((t) => t.event.undeleteTaken(id, es.eventPath(id)));
  return es.changeEvent(
    id,
    (current) => {
      if (current) throw refused((t) => t.event.undeleteTaken(id, es.eventPath(id)));
      const taken = tables.find((t) => store.exists(t.id));
      if (taken) throw refused((t) => t.event.undeleteSheetTaken(id, taken.id));
      const twin = es.eventIds().find((other) => readUid(es, other) === event.uid);
      if (twin) throw refused((t) => t.event.undeleteTwin(id, twin));
      return { sheets: [], moves, result: { sheets: tables.map((t) => t.id) } };
    },
    true,
  );
}

const readUid = (es: EventStore, id: string): string | undefined => {
  try {
    return es.readEvent(id).uid;
  } catch {
    return undefined;
  }
};

function unrestorable(file: string, e: unknown): StorageError {
  if (e instanceof ReadProblem) {
    const { reason } = readFailure(e.failure);
    return new StorageError(
      say((t) => t.store.itCannotBeRestored(file, reason)),
      'unreadable',
    );
  }
  if (!(e instanceof StorageError)) throw e;
  const reason = e instanceof FileProblem ? e.reason : e.text;
  return new StorageError(
    say((t) => t.store.itCannotBeRestored(file, reason)),
    'corrupt',
  );
}
