import fs from 'node:fs';
import path from 'node:path';
import { refused, RuleViolation, StorageError, type Text } from '../../core/errors.js';
import { dealWords } from '../../games/index.js';
import { say, sayIn } from '../../i18n/index.js';
import type { SheetData } from '../../sheet/sheet.js';
import { readDataFile } from '../files.js';
import type { Store } from '../store.js';
import { decodeEvent } from './decode.js';
import { EVENT_ID, type EventData, TABLE_SHEET } from './data.js';

/**
 * What would change who sits where or what is played is refused on a table sheet (§7): the plan
 * decides, and the event command says the way on. Called by `rename`, `seats` and `set`.
 */
export function refuseTableSheet(data: Pick<SheetData, 'id' | 'event'>, command: 'rename' | 'seats' | 'set'): void {
  if (data.event === undefined) return;
  const event = data.event.id;
  throw refused((t) => t.event.tableSheetRefused(data.id, event, command));
}

/** A deal on a table sheet whose round is complete, in its game's words (`last`: every round is drawn). */
export const tableComplete = (data: Pick<SheetData, 'id' | 'event' | 'game'>, last: boolean): Text =>
  sayIn((t, l) => t.event.tableComplete(data.id, data.event!.id, last, ...dealWords(data.game, l)));

/**
 * `tafel delete` of a table sheet is refused, naming what can be done: `event undraw` only where it takes the sheet's
 * round back (the last round drawn, nothing recorded at any of its tables, the event open), else a correction;
 * `event delete` always.
 */
export function refuseTableSheetDelete(store: Store, data: Pick<SheetData, 'id' | 'event'>): void {
  if (data.event === undefined) return;
  const ref = data.event;
  const event = eventOf(store, ref);
  const last = event?.finished === false ? event.draws[event.draws.length - 1] : undefined;
  const rows = (id: string): boolean => {
    if (!store.exists(id)) return false;
    const s = store.readSheet(id);
    return s.deals.length + (s.corrections ?? []).length > 0;
  };
  const undraw = last?.round === ref.round && !last.tables.some((t) => rows(t.sheet));
  throw refused((t) => t.event.tableSheetDelete(data.id, ref.id, undraw ? 'undraw' : 'correct'));
}

/**
 * `refuseTableSheetDelete` for a sheet that cannot be read, from its id alone: `<event>-r<r>-t<n>` while that event's
 * file is there. Neither undraw nor a correction reads it: its previous version may.
 */
export function refuseUnreadableTableSheet(dir: string, id: string): void {
  const m = TABLE_SHEET.exec(id);
  if (!m || !EVENT_ID.test(m[1]) || !fs.existsSync(path.join(dir, 'events', `${m[1]}.json`))) return;
  const event = m[1];
  throw refused((t) => t.event.tableSheetDelete(id, event, 'restore'));
}

/** The event a table sheet names, as this device has it; undefined when it is not here (or is another of that id). */
function eventOf(store: Store, ref: NonNullable<SheetData['event']>): EventData | undefined {
  const file = path.join(store.dir, 'events', `${ref.id}.json`);
  if (!EVENT_ID.test(ref.id) || !fs.existsSync(file)) return undefined;
  const event = decodeEvent(
    readDataFile(
      file,
      () =>
        new StorageError(
          say((t) => t.event.noEvent(ref.id)),
          'not-found',
        ),
    ),
    file,
    ref.id,
  );
  return event.uid === ref.uid ? event : undefined;
}

/**
 * A table sheet its event no longer takes writes for: the event finished, or the sheet's round not listed (`unlisted`,
 * its round and table). A phone says it in its own words (409), never the terminal's command.
 */
export class TableClosed extends RuleViolation {
  constructor(
    text: Text,
    readonly unlisted?: { round: number; table: number },
  ) {
    super(text);
  }
}

/**
 * A table sheet is written only while its event lists its round and is not finished (§7). The event
 * file is only read, never locked: recording at one table never waits for the organiser or another table.
 * Returns the event it checked the sheet against (none for a sheet of no event, or of an event not here).
 */
export function checkTableWrite(store: Store, data: Pick<SheetData, 'id' | 'event'>): EventData | undefined {
  if (data.event === undefined) return undefined;
  const ref = data.event;
  const event = eventOf(store, ref);
  if (event === undefined) return undefined;
  if (event.finished) throw new TableClosed(say((t) => t.event.finishedEvent(event.id)));
  const listed = event.draws.some((d) => d.round === ref.round && d.tables.some((t) => t.sheet === data.id));
  if (!listed)
    throw new TableClosed(
      say((t) => t.event.roundNotListed(data.id, event.id, ref.round, event.draws.length)),
      ref,
    );
  return event;
}
