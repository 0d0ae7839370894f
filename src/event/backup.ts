import { refused, StorageError, type Text } from '../core/errors.js';
import { isRecord } from '../core/own.js';
import { bad } from '../evening/export-fields.js';
import type { ExportExtras } from '../evening/transfer.js';
import { say, sayIn } from '../i18n/index.js';
import { SCHEMA_VERSION, type SheetData } from '../sheet/sheet.js';
import { checkEvent, checkSeason } from '../store/events/decode.js';
import type { EventStore } from '../store/events/files.js';
import { EVENT_ID, type EventData, type SeasonData } from '../store/events/data.js';
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

/**
 * What an export could not carry: an event or a season whose file cannot be read (or whose plan doctor lists), and the
 * ids of the events whose table sheets it holds without their event. Each is one warning (export.ts).
 */
export interface LeftOut {
  kind: 'event' | 'season';
  id: string;
  /** Names the file and the way on (the reader's refusal, or the file and doctor's finding). */
  why: Text;
}

/**
 * The events of the table sheets among `sheets` (by id and uid), and with `all` every event and season; `left`: those
 * that cannot be read, which a backup leaves out (import would refuse them, and with them the whole file).
 */
export function exportExtras(
  es: EventStore,
  sheets: readonly SheetData[],
  all: boolean,
): ExportExtras & { left: LeftOut[] } {
  const events = new Map<string, EventData>();
  const left: LeftOut[] = [];
  const tried = <T>(kind: LeftOut['kind'], id: string, read: () => T): T | undefined => {
    try {
      return read();
    } catch (e) {
      if (!(e instanceof StorageError)) throw e;
      // Not there at all (a table sheet's event removed by hand): its table sheets go as plain sheets (carried).
      if (e.code !== 'not-found') left.push({ kind, id, why: e.text });
      return undefined;
    }
  };
  const ids = all ? es.eventIds() : [...new Set(sheets.flatMap((s) => (s.event ? [s.event.id] : [])))];
  for (const id of ids) {
    // An id no event file can have (a hand-edited sheet) names no file: its sheets go as plain sheets.
    if (!EVENT_ID.test(id)) continue;
    const e = tried('event', id, () => es.readEvent(id));
    if (!e) continue;
    // The plan as doctor and import check it: an event import refuses is not written into a backup.
    const plan = planProblem(e);
    if (plan) {
      const file = es.eventPath(id);
      left.push({ kind: 'event', id, why: sayIn((t, l) => t.event.planLeftOut(file, plan[l])) });
      continue;
    }
    if (all || sheets.some((s) => s.event?.uid === e.uid)) events.set(e.uid, e);
  }
  const seasons = all ? es.seasonIds().flatMap((id) => tried('season', id, () => es.readSeason(id)) ?? []) : [];
  return { events: [...events.values()], seasons, left };
}

/**
 * A sheet as an export carries it: a table sheet whose event the export does not hold (`uids`: those it does) goes as
 * a plain sheet (schema 1, no `event`), which `tafel import` takes as any sheet, with every deal (rules-notes
 * 2026-12-07): import refuses a table sheet without its event, and with it the whole file.
 */
export function carried<S extends { data: SheetData }>(s: S, uids: ReadonlySet<string>): S {
  if (s.data.event === undefined || uids.has(s.data.event.uid)) return s;
  const { event: _event, ...plain } = s.data;
  return { ...s, data: { ...plain, schemaVersion: SCHEMA_VERSION } };
}

/**
 * The sheets of an export as it carries them (`of`: carried), and its warnings: one line for each event or season left
 * out, one for each event not on this device whose table sheets it holds as plain sheets.
 */
export function carrier(extras: ExportExtras & { left: readonly LeftOut[] }): {
  of<S extends { data: SheetData }>(s: S): S;
  warnings(): Text[];
} {
  const uids = new Set(extras.events.map((e) => (e as EventData).uid));
  const plain = new Map<string, string[]>();
  return {
    of(s) {
      const c = carried(s, uids);
      if (c !== s) {
        const id = s.data.event!.id;
        const list = plain.get(id);
        if (list) list.push(s.data.id);
        else plain.set(id, [s.data.id]);
      }
      return c;
    },
    warnings: () => [
      ...extras.left.map((x) => sayIn((t, l) => t.commands.exportLeftOut(x.kind, x.id, x.why[l]))),
      ...[...plain]
        .filter(([id]) => !extras.left.some((x) => x.kind === 'event' && x.id === id))
        .map(([id, sheets]) => sayIn((t) => t.commands.tablesPlain(id, sheets))),
    ],
  };
}

export interface BackupPlan {
  /** Sheets without an event: `tafel import`'s own rules (ids, --rename). */
  plain: SheetData[];
  events: ImportPlan[];
  seasons: SeasonData[];
  /** The nights each new season names whose event neither the file holds nor this device: left out of it. */
  nightsLeftOut: { season: string; events: string[] }[];
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
  // A night whose event the file lacks (left out of the export, its file broken there) and this device too: the season
  // comes without it, and the import says so (rules-notes 2026-12-07; until then every standings said "No event").
  const known = new Set([...fileEvents.map((e) => e.id), ...es.eventIds()]);
  const nightsLeftOut = kept.flatMap((s) => {
    const gone = s.events.filter((e) => !known.has(e));
    return gone.length > 0 ? [{ season: s.id, events: gone }] : [];
  });
  const seasonsIn = kept.map((s) => {
    const gone = nightsLeftOut.find((x) => x.season === s.id);
    return gone ? { ...s, events: s.events.filter((e) => !gone.events.includes(e)) } : s;
  });
  return { plain, events, seasons: seasonsIn, nightsLeftOut };
}

/** Writes the events (each all or nothing, journalled) and the new seasons; the plain sheets are the caller's. */
export async function applyBackup(es: EventStore, plan: BackupPlan): Promise<void> {
  for (const e of plan.events) await applyEventImport(es, e);
  for (const s of plan.seasons) await es.createSeason(s);
}
