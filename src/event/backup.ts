import { refused, StorageError } from '../core/errors.js';
import { isRecord } from '../core/own.js';
import { bad } from '../evening/export-fields.js';
import type { ExportExtras } from '../evening/transfer.js';
import { say } from '../i18n/index.js';
import type { SheetData } from '../sheet/sheet.js';
import { checkEvent, checkSeason } from '../store/events/decode.js';
import type { EventStore } from '../store/events/files.js';
import type { EventData, SeasonData } from '../store/events/data.js';
import { planProblem } from './tables.js';
import { applyEventImport, planEventImport, type ImportPlan } from './transfer.js';

/*
 * Events and seasons in `tafel export --format json` and `tafel import` (events.md §12, review 14.22):
 * an export that holds a table sheet holds its event; `--all` holds every event and season (export
 * version 2). An import takes a table sheet only with its event (in the file, or here by uid), and
 * then exactly as `tafel event import` does (§8): the same table is reused, never copied.
 */

const readable = <T>(read: () => T): T | undefined => {
  try {
    return read();
  } catch (e) {
    if (e instanceof StorageError) return undefined; // doctor lists it; a backup holds what can be read
    throw e;
  }
};

/** The events of the table sheets among `sheets` (by id and uid), and with `all` every event and season. */
export function exportExtras(es: EventStore, sheets: readonly SheetData[], all: boolean): ExportExtras {
  const events = new Map<string, EventData>();
  const ids = all ? es.eventIds() : [...new Set(sheets.flatMap((s) => (s.event ? [s.event.id] : [])))];
  for (const id of ids) {
    const e = es.hasEvent(id) ? readable(() => es.readEvent(id)) : undefined;
    if (e && (all || sheets.some((s) => s.event?.uid === e.uid))) events.set(e.uid, e);
  }
  const seasons = all ? es.seasonIds().flatMap((id) => readable(() => es.readSeason(id)) ?? []) : [];
  return { events: [...events.values()], seasons };
}

export interface BackupPlan {
  /** Sheets without an event: `tafel import`'s own rules (ids, --rename). */
  plain: SheetData[];
  events: ImportPlan[];
  seasons: SeasonData[];
}

/**
 * A file tafel writes lists each event and each season once (as each sheet: import-plan.ts refuses an id twice); a
 * second one would be refused only when it is written, after the first.
 */
function onceEach(kind: 'events' | 'seasons', list: readonly { id: string }[]): void {
  const i = list.findIndex((x, j) => list.findIndex((y) => y.id === x.id) < j);
  if (i >= 0)
    throw bad(
      `${kind}[${i}]`,
      say((t) => t.evening.twiceInFile(kind, list[i].id)),
    );
}

/**
 * An event or a season of the file, checked as the store's reader checks its own file, and refused as a part of the
 * import file (`where`: `seasons[0]`), never as a file here that doctor lists or that `tafel delete` could remove.
 */
function fromFile(where: string, v: unknown, check: (v: Record<string, unknown>) => string | undefined): unknown {
  if (!isRecord(v))
    throw bad(
      where,
      say((t) => t.evening.notAnObject),
    );
  const field = check(v);
  if (field === 'schemaVersion')
    throw bad(
      where,
      say((t) => t.event.newerFile),
    );
  if (field !== undefined)
    throw bad(
      where,
      say((t) => t.event.fieldNotWritten(field)),
    );
  return v;
}

/**
 * Everything checked and decided before anything is written: a refusal leaves the data directory as it was. A
 * refusal of what the file holds is an ImportProblem, named with the file by the caller.
 */
export function planBackup(
  es: EventStore,
  sheets: readonly SheetData[],
  extras: { events: unknown[]; seasons: unknown[] },
): BackupPlan {
  const fileEvents = extras.events.map((v, i) => {
    const e = fromFile(`events[${i}]`, v, checkEvent) as EventData;
    // The plan as `tafel doctor` checks it: one tafel would not have written is refused here, not listed after.
    const plan = planProblem(e);
    if (plan) throw bad(`events[${i}]`, plan);
    return e;
  });
  const seasons = extras.seasons.map((v, i) => fromFile(`seasons[${i}]`, v, checkSeason) as SeasonData);
  onceEach('events', fileEvents);
  onceEach('seasons', seasons);
  const plain = sheets.filter((s) => s.event === undefined);
  const tables = sheets.filter((s) => s.event !== undefined);
  const localUids = new Set(es.eventIds().flatMap((id) => readable(() => es.readEvent(id))?.uid ?? []));
  const lone = tables.find((s) => !fileEvents.some((e) => e.uid === s.event!.uid) && !localUids.has(s.event!.uid));
  if (lone) throw refused((t) => t.evening.tableWithoutEvent(lone.id, lone.event!.id));
  const uids = [...new Set([...fileEvents.map((e) => e.uid), ...tables.map((s) => s.event!.uid)])];
  const events = uids.map((uid) =>
    planEventImport(
      es,
      es.store,
      { event: fileEvents.find((e) => e.uid === uid), sheets: tables.filter((s) => s.event!.uid === uid) },
      {},
    ),
  );
  const kept = seasons.filter((s) => {
    if (!es.seasonIds().includes(s.id)) return true;
    const here = readable(() => es.readSeason(s.id));
    if (here?.uid !== s.uid) throw refused((t) => t.evening.seasonClash(s.id));
    return false; // the same season is here already: this device's copy stays
  });
  return { plain, events, seasons: kept };
}

/** Writes the events (each all or nothing, journalled) and the new seasons; the plain sheets are the caller's. */
export async function applyBackup(es: EventStore, plan: BackupPlan): Promise<void> {
  for (const e of plan.events) await applyEventImport(es, e);
  for (const s of plan.seasons) await es.createSeason(s);
}
