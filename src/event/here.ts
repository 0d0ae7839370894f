import { type StorageError, storageRefused, TafelError } from '../core/errors.js';
import type { Lang } from '../core/game.js';
import { listAllRead } from '../evening/listing.js';
import type { EventData, TablePlan } from '../store/events/data.js';
import { EventStore } from '../store/events/files.js';
import type { Store } from '../store/store.js';

/*
 * The table sheets this data directory holds, each as `tafel event table` picks it: what a command without a sheet
 * says when no sheet is active (a scorer's device after `event import`, an organiser's after the draw), and what `event
 * table` says of a table whose sheet is not here. Read only, and only on those refusals' paths.
 */

/** A table sheet here as `event table` picks it: the round where not the last drawn, the event where not active. */
export interface TablePick {
  table: number;
  round?: number;
  event?: string;
  sheet: string;
}

/** At most this many tables are named one by one (a scorer's device holds one); more are counted. */
const FEW = 4;

export interface TablesHere {
  /** Each table to pick, when they are few; else none. */
  few: TablePick[];
  /** How many table sheets there are to pick from. */
  count: number;
  /** Their event, when it is one and not the active event (`--event` picks it); none otherwise. */
  event?: string;
  /** Other sheets are here too, not among these tables (`tafel use` picks one). */
  others: boolean;
}

/**
 * The tables of this data directory's events whose sheets are here: those still open when any is, of the active event
 * when it has some. None when no sheet here is a table sheet of an event here (`event table` would pick none of them).
 */
export function tablesHere(ctx: { store: Store; lang: Lang }): TablesHere | undefined {
  const listed = listAllRead(ctx).flatMap((l) => ('summary' in l ? [{ id: l.id, ...l.summary }] : []));
  const tables = listed.filter((l) => l.event !== undefined);
  if (tables.length === 0) return undefined;
  const es = new EventStore(ctx.store);
  const events = new Map<string, EventData | undefined>();
  const eventOf = (id: string): EventData | undefined => {
    if (!events.has(id)) {
      try {
        events.set(id, es.readEvent(id));
      } catch (e) {
        // An event that cannot be read (doctor lists it) picks no table: its sheets are no table to pick here.
        if (!(e instanceof TafelError)) throw e;
        events.set(id, undefined);
      }
    }
    return events.get(id);
  };
  const active = (ctx.store.readSettings() as { activeEvent?: unknown }).activeEvent;
  const found = tables.flatMap((l) => {
    const event = eventOf(l.event!);
    const draw = event?.draws.find((d) => d.tables.some((t) => t.sheet === l.id));
    const plan = draw?.tables.find((t) => t.sheet === l.id);
    if (!event || !draw || !plan) return [];
    const pick: TablePick = {
      table: plan.table,
      ...(draw.round === event.draws.length ? {} : { round: draw.round }),
      ...(event.id === active ? {} : { event: event.id }),
      sheet: l.id,
    };
    return [{ pick, finished: l.finished, active: event.id === active }];
  });
  if (found.length === 0) return undefined;
  const open = found.some((f) => !f.finished) ? found.filter((f) => !f.finished) : found;
  const mine = open.some((f) => f.active) ? open.filter((f) => f.active) : open;
  const picks = mine
    .map((f) => f.pick)
    .sort(
      (a, b) => (a.event ?? '').localeCompare(b.event ?? '') || (a.round ?? 0) - (b.round ?? 0) || a.table - b.table,
    );
  const one = new Set(picks.map((p) => p.event));
  return {
    few: picks.length <= FEW ? picks : [],
    count: picks.length,
    ...(one.size === 1 && picks[0].event !== undefined ? { event: picks[0].event } : {}),
    others: listed.length > picks.length,
  };
}

/**
 * `event table` of a table whose sheet is not here (a scorer's device holds its own): the tables that are, and how to
 * bring this one. `round` is the round it was asked in; the round and the event are named where `event table` needs.
 */
export function tableNotHere(
  ctx: { store: Store; lang: Lang },
  event: EventData,
  round: number,
  t: TablePlan,
): StorageError {
  const here = tablesHere(ctx);
  const active = (ctx.store.readSettings() as { activeEvent?: unknown }).activeEvent;
  const asked: TablePick = {
    table: t.table,
    ...(round === event.draws.length ? {} : { round }),
    ...(event.id === active ? {} : { event: event.id }),
    sheet: t.sheet,
  };
  return storageRefused((x) => x.commands.tableNotHere(asked, here), 'no-sheet');
}
