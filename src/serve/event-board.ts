import path from 'node:path';
import { StorageError } from '../core/errors.js';
import type { Lang } from '../core/game.js';
import { say, textsOf } from '../i18n/index.js';
import { decodeEvent } from '../store/events/decode.js';
import { listIds, matchEventId } from '../store/events/files.js';
import { EVENT_ID, type EventData } from '../store/events/data.js';
import { planJson, type PlanJson } from '../event/render.js';
import { standings, type Standings } from '../event/standings.js';
import { loadResults, teamsOf } from '../event/tables.js';
import { FileProblem, readDataFile } from '../store/files.js';
import type { Store } from '../store/store.js';
import { why } from './why.js';

/* What `serve --event` shows: an event's current round and its standings, read without writing anything. */

/** A table of the current round as the board shows it: its plan and how far its sheet is. */
export interface BoardTable {
  plan: PlanJson['tables'][number];
  state: 'missing' | 'open' | 'finished';
  deals: number;
}

export interface EventView {
  event: EventData;
  /** As `event standings` computes them, from the table sheets of this read. */
  standings: Standings;
  /** The last round drawn; undefined before the first draw. */
  round?: BoardRound;
  /** The rounds before it with a table still open (`event draw --force`), their open tables only. */
  earlier: BoardRound[];
}

export interface BoardRound {
  plan: PlanJson;
  tables: BoardTable[];
}

export const eventsDir = (store: Store): string => path.join(store.dir, 'events');

/** `--event <id>` as `event` reads it, from the folder alone (EventStore's constructor may finish a killed change). */
export const resolveEventId = (store: Store, given: string): string => matchEventId(listIds(eventsDir(store)), given);

/** The event file through the safe reader, checked as `event` checks it. */
export function readEventFile(store: Store, id: string): EventData {
  if (!EVENT_ID.test(id))
    throw new StorageError(
      say((t) => t.event.notEventId(id)),
      'not-found',
    );
  const file = path.join(eventsDir(store), `${id}.json`);
  const missing = () =>
    new StorageError(
      say((t) => t.event.noEvent(id)),
      'not-found',
    );
  return decodeEvent(readDataFile(file, missing), file, id);
}

/**
 * The board's reading of an event: `id`, else the active event of this read (followed as it changes). A refusal is
 * said as the sheet board says one (why.ts), never with a file's path: every phone on the network sees it.
 */
export function readEventView(store: Store, id: string | undefined, lang: Lang): EventView | { refusal: string } {
  const t = textsOf(lang).serve;
  let which = id;
  if (which === undefined) {
    let active: unknown;
    try {
      active = (store.readSettings() as { activeEvent?: unknown }).activeEvent;
    } catch (e) {
      return { refusal: t.settingsRefused(why(e, lang), true) };
    }
    if (typeof active !== 'string') return { refusal: t.noActiveEvent };
    which = active;
  }
  let event: EventData;
  try {
    event = readEventFile(store, which);
  } catch (e) {
    return { refusal: e instanceof FileProblem ? t.eventRefused(which, why(e, lang)) : why(e, lang, true) };
  }
  try {
    const results = loadResults(store, event, true);
    const rounds = event.draws.map((draw): BoardRound => {
      const plan = planJson(event, draw);
      const tables = plan.tables.map((p): BoardTable => {
        const r = results.get(p.sheet)?.result;
        return { plan: p, state: r === undefined ? 'missing' : r.finished ? 'finished' : 'open', deals: r?.deals ?? 0 };
      });
      return { plan, tables };
    });
    return {
      event,
      standings: standings(event, (s) => results.get(s)?.result, teamsOf(event)),
      round: rounds.at(-1),
      earlier: rounds
        .slice(0, -1)
        .map((r) => ({ ...r, tables: r.tables.filter((tb) => tb.state === 'open') }))
        .filter((r) => r.tables.length > 0),
    };
  } catch (e) {
    return { refusal: why(e, lang, true) };
  }
}
