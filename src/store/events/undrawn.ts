import path from 'node:path';
import { StorageError } from '../../core/errors.js';
import { say } from '../../i18n/index.js';
import { readDataFile } from '../files.js';
import { scanJson } from '../json.js';
import { EVENT_ID, TABLE_SHEET } from './data.js';

/*
 * Why a sheet id that is no file may still mean something (events.md §7): `<event>-r<r>-t<n>` of a round its
 * event has not drawn yet, or of a table the round drawn does not have. Read on the way to "No sheet" by `tafel
 * sheet`, `record` and the other sheet commands, so it reads only the event file's rounds and tables and nothing of
 * the event room's decoder (their budgets, test/build/budget.test.ts). Anything odd (no such event, a file that
 * cannot be read or is not one tafel wrote) says nothing: the caller's plain "No sheet" stands.
 */

/**
 * When `id` names a table of a round not drawn yet: the event, the round named, the rounds drawn and its rounds; of a
 * round drawn without that table: the event, the round, the table named and the round's tables.
 */
export function missingTable(
  dir: string,
  id: string,
):
  | { event: string; round: number; drawn: number; rounds: number }
  | { event: string; round: number; table: number; tables: number[] }
  | undefined {
  const m = TABLE_SHEET.exec(id);
  if (!m || !EVENT_ID.test(m[1])) return undefined;
  const round = Number(m[2]);
  try {
    const file = path.join(dir, 'events', `${m[1]}.json`);
    const text = readDataFile(
      file,
      () =>
        new StorageError(
          say((t) => t.event.noEvent(m[1])),
          'not-found',
        ),
    );
    if (scanJson(text, true) !== undefined) return undefined;
    const e = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) as unknown;
    if (typeof e !== 'object' || e === null) return undefined;
    const { format, schemaVersion, id: own, draws, rounds } = e as Record<string, unknown>;
    if (format !== 'tafel-event' || schemaVersion !== 1 || own !== m[1] || !Array.isArray(draws)) return undefined;
    if (typeof rounds !== 'number') return undefined;
    if (round > draws.length) return { event: m[1], round, drawn: draws.length, rounds };
    const tables: unknown = draws[round - 1]?.tables;
    if (!Array.isArray(tables) || !tables.every((t) => Number.isInteger(t?.table))) return undefined;
    const numbers = tables.map((t) => t.table as number);
    const table = Number(m[3]);
    return numbers.includes(table) ? undefined : { event: m[1], round, table, tables: numbers };
  } catch {
    return undefined;
  }
}
