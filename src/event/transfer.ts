import { misused, refused, RuleViolation, StorageError } from '../core/errors.js';
import { isRecord } from '../core/own.js';
import { bad } from '../evening/export-fields.js';
import { checkEntry, checkExport, EXPORT_FORMAT, isSeasonExport, parseExportText } from '../evening/transfer.js';
import { say, sayIn, type Texts } from '../i18n/index.js';
import { dealsWord, gameById } from '../games/index.js';
import { renamePlayer } from '../sheet/amend.js';
import { localMinute, type SheetData } from '../sheet/sheet.js';
import type { Store } from '../store/store.js';
import { checkEvent } from '../store/events/decode.js';
import { EVENT_EXPORT, EVENT_EXPORT_VERSION } from './export.js';
import { planProblem } from './tables.js';
import type { EventStore } from '../store/events/files.js';
import { seatPlayers, tableSheetId, type EventData } from '../store/events/data.js';
import { sheetToTrash, trashStamp } from '../store/trash/stamped.js';

/* `event import` (§8, review 14.2): an event and its table sheets from another device, each sheet taken whole or
   not at all. */

export type SheetAction = 'new' | 'same' | 'taken' | 'kept' | 'file' | 'local' | 'renamed';

/** A rename of the event applied to this device's copy of a table sheet. */
export interface Rename {
  from: string;
  to: string;
}

export interface ImportPlan {
  event: EventData;
  eventAction: 'created' | 'taken' | 'kept' | 'same';
  /** `renamed`: the renames of the kept event applied to this device's copy, which is then written as kept. */
  sheets: { sheet: string; action: SheetAction; data: SheetData; renamed?: Rename[] }[];
}

/** A JSON text with its keys sorted, so two rows compare by what they hold. */
const canon = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    isRecord(x)
      ? Object.fromEntries(
          Object.keys(x)
            .sort()
            .map((k) => [k, x[k]]),
        )
      : x,
  );

/** A sheet's rows in sheet order: each deal with its note and dealer, each correction (§8). */
export function rowsOf(s: SheetData): { row: string; undone: string }[] {
  const out: { row: string; undone: string }[] = [];
  const corrections = s.corrections ?? [];
  const after = (n: number) =>
    corrections
      .filter((c) => c.after === n)
      .map((c) => ({ row: canon({ correction: c }), undone: canon({ correction: c }) }));
  out.push(...after(0));
  s.deals.forEach((deal, i) => {
    const n = String(i + 1);
    const note = s.notes?.[n];
    // As `undo` keeps the deal: with its note, where it came from (a phone), and the dealer set for the deal after it.
    const nextDealer = s.dealers?.[String(i + 2)];
    const origin = s.origins?.[n];
    out.push({
      row: canon({ deal, note, dealer: s.dealers?.[n] }),
      undone: canon({
        deal,
        ...(note ? { note } : {}),
        ...(origin ? { origin } : {}),
        ...(nextDealer !== undefined ? { nextDealer } : {}),
      }),
    });
    out.push(...after(i + 1));
  });
  return out;
}

/**
 * Which copy of one table sheet wins (§8's table); undefined when both changed. `differs`: the first row that
 * differs.
 */
export function decide(
  local: SheetData | undefined,
  file: SheetData,
): { action: Exclude<SheetAction, 'file' | 'local'> } | { differs: number } {
  if (!local) return { action: 'new' };
  const l = rowsOf(local);
  const f = rowsOf(file);
  if (l.length === 0) return { action: f.length === 0 && local.closed === file.closed ? 'same' : 'taken' };
  const common = Math.min(l.length, f.length);
  let k = 0;
  while (k < common && l[k].row === f[k].row) k++;
  if (k === l.length && k === f.length) return { action: file.closed && !local.closed ? 'taken' : 'same' };
  if (k === l.length) return { action: 'taken' };
  if (k === f.length) {
    // The scorer took rows off with undo: the file's `undone` holds exactly this copy's extra rows, last first.
    const extra = l
      .slice(k)
      .map((r) => r.undone)
      .reverse();
    const undone = (file.undone ?? []).map(canon);
    if (undone.length === extra.length && undone.every((u, i) => u === extra[i])) return { action: 'taken' };
    return { action: 'kept' };
  }
  return { differs: k + 1 };
}

/**
 * The event and sheets of a file: an `event export` document, or a plain `tafel export` holding table sheets. Each
 * sheet is checked exactly as `tafel import` checks one (every deal replayed, its `event` field against its id),
 * and a file of a newer tafel, the export or a sheet in it, is refused as newer.
 */
export function readImportFile(text: string): { event?: EventData; sheets: SheetData[] } {
  const v = parseExportText(text);
  if (!isRecord(v)) throw refused((t) => t.event.importNot);
  let event: EventData | undefined;
  let sheets: SheetData[];
  if (v.format === EVENT_EXPORT) {
    const version = v.version;
    if (typeof version === 'number' && Number.isInteger(version) && version > EVENT_EXPORT_VERSION)
      throw refused((t) => t.event.importNewer(t.event.exportVersion(version)));
    if (version !== EVENT_EXPORT_VERSION) throw refused((t) => t.event.importBadEvent('version'));
    const field = checkEvent(v.event);
    if (field === 'the file') throw refused((t) => t.event.importNot);
    if (field === 'schemaVersion')
      throw refused((t) =>
        t.event.importNewer(t.event.eventSchema((v.event as { schemaVersion: number }).schemaVersion)),
      );
    if (field !== undefined) throw refused((t) => t.event.importBadEvent(field));
    event = v.event as EventData;
    // The plan as `tafel doctor` checks it (a sheet id or seat count edited by hand), before anything is written.
    const plan = planProblem(event);
    if (plan) throw bad('event', plan);
    sheets = (Array.isArray(v.sheets) ? v.sheets : []).map(checkEntry);
  } else if (v.format === EXPORT_FORMAT) {
    sheets = checkExport(v);
    // A backup of sheets (and events) without a table sheet is `tafel import`'s file.
    if (!sheets.some((s) => s.event !== undefined)) throw refused((t) => t.event.backupHere);
  } else if (isSeasonExport(v)) throw refused((t) => t.evening.seasonExportHere(t.event.seasonMoves));
  else throw refused((t) => t.event.importNot);
  const plain = sheets.find((s) => s.event === undefined);
  if (plain) throw refused((t) => t.event.importBadSheet(plain.id, t.event.noEventField));
  return { event, sheets };
}

/**
 * A copy of the event that takes back a drawn round (leaves it out, or seats it otherwise) whose table sheets hold
 * deals on this device is refused: those deals would drop out of the standings (the organiser's undraw needs an
 * empty round, so tafel never writes such a copy).
 */
function checkRoundsKept(store: Store, local: EventData, kept: EventData): void {
  for (const d of local.draws) {
    const same = kept.draws.find((x) => x.round === d.round);
    if (same !== undefined && canon(same) === canon(d)) continue;
    const held = d.tables
      .map((t) => t.sheet)
      .filter((id) => store.exists(id) && rowsOf(store.readSheet(id)).length > 0);
    if (held.length > 0)
      throw new RuleViolation(
        sayIn((t, l) => t.event.importDropsRound(local.id, d.round, held.join(', '), dealsWord(local.game, l))),
      );
  }
}

/** A sheet with the event's renames made after revision `since` applied (review 14.3), and which those were. */
function catchUp(event: EventData, s: SheetData, since: number): { data: SheetData; renamed: Rename[] } {
  let data = s;
  const renamed: Rename[] = [];
  for (const r of event.renames)
    if (r.revision > since && data.players.includes(r.from) && !data.players.includes(r.to)) {
      data = renamePlayer(gameById(data.game), data, r.from, r.to);
      renamed.push({ from: r.from, to: r.to });
    }
  return { data, renamed };
}

/**
 * The file's copy of an event under the id it has here: imported with --as, the same event (its uid) is another id
 * on each device, and its plan names the table sheets by this one (`xx-r1-t1`), as `event draw` would have written
 * them. Every copy of it is compared and taken so, and each file's table sheet is matched by its round and table.
 */
const underId = (e: EventData, id: string): EventData => ({
  ...e,
  id,
  draws: e.draws.map((d) => ({
    ...d,
    tables: d.tables.map((t) => ({ ...t, sheet: tableSheetId(id, d.round, t.table) })),
  })),
});

/** Plans the import without writing: the event kept, and what happens to every sheet. */
export function planEventImport(
  es: EventStore,
  store: Store,
  file: { event?: EventData; sheets: SheetData[] },
  o: { prefer?: 'file' | 'local'; as?: string },
): ImportPlan {
  const uid = file.event?.uid ?? file.sheets[0]?.event?.uid;
  if (uid === undefined) throw refused((t) => t.event.importNot);
  // One table, one copy: tafel never writes a file holding a table twice, and two copies could say two things.
  const tables = new Set<string>();
  for (const s of file.sheets) {
    const key = `${s.event!.uid} ${s.event!.round} ${s.event!.table}`;
    if (tables.has(key)) throw refused((t) => t.event.importTwice(s.id));
    tables.add(key);
  }
  const locals = es.eventIds().map((id) => es.readEvent(id));
  const local = locals.find((e) => e.uid === uid);
  // An event here keeps its id: a --as that names another is refused, never quietly left unused (docs/rules-notes.md).
  if (local && o.as !== undefined && o.as !== local.id) throw misused((t) => t.event.importAsHere(o.as!, local.id));
  let event: EventData;
  let eventAction: ImportPlan['eventAction'];
  if (!local) {
    if (!file.event) throw refused((t) => t.event.importNoEvent(file.sheets[0].id));
    const id = o.as ?? file.event.id;
    const clash = locals.find((e) => e.id === id);
    if (clash)
      throw refused((t) =>
        // Each made when, as the listings say a time: local, to the minute.
        t.event.importIdClash(
          id,
          clash.title,
          localMinute(clash.createdAt),
          file.event!.title,
          localMinute(file.event!.createdAt),
        ),
      );
    event = underId(file.event, id);
    eventAction = 'created';
  } else if (file.event && file.event.origin !== local.origin) {
    // The origin never changes (review 14.2): a copy naming another device is not this event's.
    throw refused((t) => t.event.importOtherOrigin(local.id, local.origin, file.event!.origin));
  } else if (!file.event || file.event.revision < local.revision) {
    event = local;
    eventAction = file.event ? 'kept' : 'same';
  } else if (file.event.revision > local.revision) {
    // Only the origin device makes revisions (review 14.2): on it, a newer copy was not written by tafel.
    if (local.origin === es.thisDevice())
      throw refused((t) => t.event.importNotOrigin(local.id, local.revision, file.event!.revision));
    event = underId(file.event, local.id);
    checkRoundsKept(store, local, event);
    eventAction = 'taken';
  } else {
    if (canon(underId(file.event, local.id)) !== canon(local))
      throw refused((t) => t.event.importSameRevision(local.id, local.revision));
    event = local;
    eventAction = 'same';
  }
  // This device's copies were renamed up to its own copy of the event: a newer copy's renames reach them too, in
  // the file or not, so that they keep matching the plan (review 14.3).
  const localSince = local?.revision ?? event.revision;
  const fresh = event.renames.some((r) => r.revision > localSince);
  const mineOf = (id: string) => (store.exists(id) ? catchUp(event, store.readSheet(id), localSince) : undefined);
  const sheets: ImportPlan['sheets'] = file.sheets.map((given) => {
    const ref = given.event!;
    if (ref.uid !== uid) throw refused((t) => t.event.importOtherEvent(given.id));
    const draw = event.draws.find((d) => d.round === ref.round);
    const plan = draw?.tables.find((t) => t.table === ref.table);
    if (!plan) throw refused((t) => t.event.importNotPlanned(given.id, ref.round, ref.table));
    // Renames made after the file's copy of the event was taken are applied first (review 14.3).
    const s = catchUp(event, given, file.event?.revision ?? 0).data;
    const want = seatPlayers(event, plan.seats);
    const seat = want.findIndex((p, i) => s.players[i] !== p);
    if (seat >= 0 || s.players.length !== want.length)
      throw refused((t) => t.event.importSeat(s.id, seat + 1, want.join(', '), s.players.join(', ')));
    const id = tableSheetId(event.id, ref.round, ref.table);
    const data: SheetData = { ...s, id, event: { ...ref, id: event.id } };
    const mine = mineOf(id);
    const renamed = mine?.renamed.length ? { renamed: mine.renamed } : {};
    const d = decide(mine?.data, data);
    if ('differs' in d) {
      if (o.prefer === undefined) throw refused((t) => t.event.importBoth(id, d.differs));
      return o.prefer === 'file'
        ? { sheet: id, action: o.prefer, data }
        : { sheet: id, action: o.prefer, data: mine!.data, ...renamed };
    }
    return d.action === 'kept' || d.action === 'same'
      ? { sheet: id, action: d.action, data: mine!.data, ...renamed }
      : { sheet: id, action: d.action, data };
  });
  const inFile = new Set(sheets.map((s) => s.sheet));
  // A table sheet here that cannot be read is left as it is ('tafel doctor' lists it): the new round still arrives.
  const readable = (id: string) => {
    try {
      return mineOf(id);
    } catch (e) {
      if (e instanceof StorageError) return undefined;
      throw e;
    }
  };
  for (const d of fresh ? event.draws : [])
    for (const t of d.tables) {
      const mine = inFile.has(t.sheet) ? undefined : readable(t.sheet);
      if (mine?.renamed.length)
        sheets.push({ sheet: t.sheet, action: 'renamed', data: mine.data, renamed: mine.renamed });
    }
  return { event, eventAction, sheets };
}

/** What happened to each table sheet of an import, as `--json` says it. */
export const importedSheets = (plan: ImportPlan) =>
  plan.sheets.map((s) => ({ sheet: s.sheet, action: s.action, ...(s.renamed ? { renamed: s.renamed } : {}) }));

/** One table sheet's line of an import's answer. */
export const importedLine = (t: Texts['event'], s: ReturnType<typeof importedSheets>[number]) =>
  // The same as the file's once renamed here: written, so not "unchanged" (until 2026-12-07 it said both).
  `  ${s.sheet}: ${t.importAction(s.action === 'same' && s.renamed ? 'sameRenamed' : s.action)}` +
  `${s.renamed ? `; ${t.importRenamed(s.renamed)}` : ''}`;

/** Writes the plan all or nothing; nothing at all when nothing changes (importing twice). */
export async function applyEventImport(es: EventStore, plan: ImportPlan): Promise<void> {
  const writes = plan.sheets
    .filter((s) => s.action === 'new' || s.action === 'taken' || s.action === 'file' || s.renamed !== undefined)
    .map((s) => s.data);
  if (writes.length === 0 && (plan.eventAction === 'kept' || plan.eventAction === 'same')) return;
  // A local copy the file's replaces (--prefer file) goes to deleted/, read only, in the same journalled step (§8).
  const stamp = trashStamp(new Date());
  const moves = plan.sheets
    .filter((s) => s.action === 'file' && es.store.exists(s.sheet))
    .flatMap((s) => sheetToTrash(es.store, s.sheet, stamp));
  await es.changeEvent(
    plan.event.id,
    (current) => {
      if (plan.eventAction === 'created' && current)
        throw new StorageError(
          say((t) => t.event.idTaken(plan.event.id)),
          'exists',
        );
      if (current && current.uid !== plan.event.uid)
        throw new StorageError(
          say((t) => t.event.idTaken(plan.event.id)),
          'exists',
        );
      if (current && current.revision > plan.event.revision)
        throw new StorageError(
          say((t) => t.event.importChanged(plan.event.id)),
          'changed',
        );
      return { event: plan.event, sheets: writes, moves, result: undefined };
    },
    true,
  );
}
