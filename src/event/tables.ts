import { StorageError, type Text } from '../core/errors.js';
import { gameById } from '../games/index.js';
import { say, sayIn } from '../i18n/index.js';
import { TABLE_SCHEMA, type SheetData } from '../sheet/sheet.js';
import { view } from '../sheet/view.js';
import type { Store } from '../store/store.js';
import { gameWhy } from '../store/events/decode.js';
import { factsOf } from './model.js';
import { seatPlayers, tableSheetId, type Draw, type EventData, type TablePlan } from '../store/events/data.js';
import { standings, type Standings, type TableResult } from './standings.js';

/* The table sheets of an event: made by the draw (§2.3), read back for the standings. */

/**
 * The house rules of every table sheet: the game's own (Belote: no target), the event's, and the deal limit
 * where the game has one of its own.
 */
export function tableSet(event: EventData): Record<string, string> {
  const facts = factsOf(event.game)!;
  const set: Record<string, string> = { ...facts.tableSet, ...event.set };
  if (facts.noLimit !== undefined) set.deals = event.deals === 'none' ? facts.noLimit : String(event.deals);
  return set;
}

export function tableSheet(event: EventData, draw: Draw, t: TablePlan): SheetData {
  return {
    schemaVersion: TABLE_SCHEMA,
    id: t.sheet,
    game: event.game,
    rules: event.rules,
    title: `${event.title} r${draw.round} t${t.table}`.slice(0, 80),
    createdAt: draw.drawnAt,
    players: seatPlayers(event, t.seats),
    // Seat 2, the player after the scorer, deals first [TROEF-D; TROEF-K].
    firstDealer: 1,
    set: tableSet(event),
    deals: [],
    closed: false,
    event: { id: event.id, uid: event.uid, round: draw.round, table: t.table },
  };
}

/** Every sheet of the event, with its plan. */
export const planned = (event: EventData): { draw: Draw; table: TablePlan }[] =>
  event.draws.flatMap((draw) => draw.tables.map((table) => ({ draw, table })));

export interface LoadedTable {
  data: SheetData;
  result: TableResult;
}

/** A table sheet the standings cannot read: `problem` is the store's refusal (a board says it without the path). */
export class TableUnreadable extends StorageError {
  constructor(
    readonly sheet: string,
    readonly problem: StorageError,
  ) {
    super(
      sayIn((tx, lang) => tx.event.tableUnreadable(sheet, problem.text[lang])),
      'table-unreadable',
    );
  }
}

/**
 * A table sheet as the standings read it, or undefined when its file is not on this device (review
 * 14.1). A file that cannot be read, or whose players are not the plan's, is refused, naming it; one that cannot be
 * replayed (a deal after the game had ended) as every command refuses it (sheet/view.ts).
 */
export function loadTable(store: Store, event: EventData, t: TablePlan, readOnly = false): LoadedTable | undefined {
  if (!store.exists(t.sheet)) return undefined;
  let data: SheetData;
  try {
    // The live board never writes: an old sheet is upgraded in memory only, not in place.
    data = readOnly ? store.loadSheet(t.sheet).data : store.readSheet(t.sheet);
  } catch (e) {
    if (!(e instanceof StorageError)) throw e;
    throw new TableUnreadable(t.sheet, e);
  }
  const want = seatPlayers(event, t.seats);
  if (
    data.players.length !== want.length ||
    data.players.some((p, i) => p !== want[i]) ||
    data.event?.uid !== event.uid
  ) {
    throw new StorageError(
      say((x) => x.event.tableMismatch(t.sheet, want.join(', '), data.players.join(', '))),
      'table-mismatch',
    );
  }
  const game = gameById(data.game);
  const v = view(data, 'en', { texts: false });
  return {
    data,
    result: {
      scores: data.players.map((p) => v.totals[p] ?? 0),
      finished: v.finished,
      // The deals the game counts toward its limit ("12 of 12" only when the limit is reached): a pas is dealt again.
      deals: data.deals.filter((d) => game.countsTowardDeals?.(d) ?? true).length,
      corrections: (data.corrections ?? []).length,
    },
  };
}

/** The results of every drawn table, read once each (the standings ask by sheet id). */
export function loadResults(store: Store, event: EventData, readOnly = false): Map<string, LoadedTable> {
  const out = new Map<string, LoadedTable>();
  for (const { table } of planned(event)) {
    const t = loadTable(store, event, table, readOnly);
    if (t) out.set(table.sheet, t);
  }
  return out;
}

export const teamsOf = (event: EventData): boolean => factsOf(event.game)?.teams ?? false;

/** The standings of `event` from its table sheets as they are now (after `afterRound`, else every round drawn). */
export function currentStandings(store: Store, event: EventData, afterRound?: number): Standings {
  const results = loadResults(store, event);
  return standings(event, (id) => results.get(id)?.result, teamsOf(event), afterRound);
}

/**
 * What the file holds that no command of tafel writes so: a game without events (the reader's own check, which both
 * imports ask here), or a plan at odds with itself (a hand edit).
 */
export function planProblem(e: EventData): Text | undefined {
  const game = gameWhy(e);
  if (game) return game;
  for (const d of e.draws)
    for (const t of d.tables) {
      const want = tableSheetId(e.id, d.round, t.table);
      if (t.sheet !== want) return say((x) => x.event.doctorSheetId(d.round, t.table, t.sheet, want));
      const seats = e.kind === 'pairs' ? 4 : e.tableSize;
      if (t.seats.length !== seats) return say((x) => x.event.doctorSeats(d.round, t.table, t.seats.length, seats));
    }
  return undefined;
}
