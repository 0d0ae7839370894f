import { refused, type Text } from '../core/errors.js';
import type { Game } from '../core/game.js';
import { gameById } from '../games/index.js';
import { checkSheetFields, onlyKeys, SheetFault } from '../sheet/check.js';
import { configOf, PlayedOn, replay, type SheetData } from '../sheet/sheet.js';
import { checkStoredDeals, checkUndoneDeals, noteProblem } from '../sheet/stored.js';
import { say, texts } from '../i18n/index.js';
import { isRecord } from '../core/own.js';
import { bad } from './export-fields.js';

export { bad, ImportProblem } from './export-fields.js';

/** The export document's format, and the checks an imported one must pass, field by field. */
export const EXPORT_FORMAT = 'tafel-export';
export const EXPORT_VERSION = 2;
/** Version 1 holds sheets only; version 2 (events.md §12) also `events` and `seasons`, and table sheets. */
export const PLAIN_EXPORT_VERSION = 1;

/** `check`, whose fault (sheet/check.ts) is the import's refusal, naming where in the file it is. */
function imported<T>(check: () => T): T {
  try {
    return check();
  } catch (e) {
    if (e instanceof SheetFault) throw bad(e.where, e.what, e.newer);
    throw e;
  }
}

/**
 * Checks one stored sheet as strictly as if it had been typed in: its fields as every read of a sheet file checks them
 * (sheet/check.ts), then every deal replayed.
 */
export function checkSheet(v: unknown, where: string): SheetData {
  const data = imported(() => checkSheetFields(v, where));
  checkReplay(gameById(data.game), data, `${where} (${data.id})`);
  return data;
}

/**
 * Replays the inputs as `record` would have accepted them one by one: `record` itself must have
 * written each deal exactly as stored (the game's parseDeal reads it back, so a hand-edited
 * `"tricks": 20` is refused with the rule it breaks), the game's own scoring must accept each deal,
 * give a whole number per seat, and not see deals after the game had ended (which the replay itself refuses, as on
 * every read: sheet.ts PlayedOn). One replay, as every command reads the sheet, each deal checked as it is counted.
 * Then the undone deals, which `redo` would put back, as `tafel doctor` checks them (sheet/stored.ts).
 */
export function checkReplay(game: Game, data: SheetData, at: string): void {
  const fail = (i: number | undefined, e: unknown) => {
    const t = (e as { text?: Text }).text;
    const why = t ?? texts(() => (e instanceof Error ? e.message : String(e)));
    return bad(
      i === undefined ? at : `${at}.deals[${i}]`,
      say((t) => t.evening.theGameRefuses(why)),
    );
  };
  try {
    game.checkSetup?.(configOf(game, data));
  } catch (e) {
    throw fail(undefined, e);
  }
  const stored = checkStoredDeals(game, data);
  if (stored)
    throw bad(
      `${at}.deals[${stored.number - 1}]`,
      say((t) => t.evening.theGameRefuses(stored.text)),
    );
  // Each note as `record --note` takes it (until 2026-12-08 a note of any length came in; record refuses one over 80).
  for (const [k, note] of Object.entries(data.notes ?? {})) {
    const why = noteProblem(game, note, Number(k));
    if (why) throw bad(`${at}.notes.${k}`, why);
  }
  /** The deals counted so far: a failure of the game's own is the next one's (or the sheet's, after the last). */
  let counted = 0;
  let refused: Error | undefined;
  const eachDeal = (i: number, scores: readonly number[]): void => {
    if (scores.length !== data.players.length || !scores.every(Number.isSafeInteger)) {
      refused = bad(
        `${at}.deals[${i}]`,
        say((t) => t.evening.itDoesNotScore),
      );
      throw refused;
    }
    counted = i + 1;
  };
  try {
    replay(game, data, 'en', { texts: false, eachDeal, stored: true });
  } catch (e) {
    if (e === refused) throw e;
    // A deal after the game had ended: the replay itself refuses it, as on every read.
    if (e instanceof PlayedOn) throw bad(`${at}.deals[${e.ended}]`, e.text);
    throw fail(counted < data.deals.length ? counted : undefined, e);
  }
  // One whose contract the house rules now leave out passes: redo says why, and it is no fault of the file.
  const undone = checkUndoneDeals(game, data, true);
  if (undone?.note) throw bad(`${at}.undone[${undone.index}].note`, undone.text);
  if (undone)
    throw bad(
      `${at}.undone[${undone.index}]`,
      say((t) => t.evening.theGameRefuses(undone.text)),
    );
}

/** Checks a whole export document before anything is written. */
export function checkExport(v: unknown): SheetData[] {
  checkEnvelope(
    v,
    Array.isArray((v as Record<string, unknown>)?.sheets)
      ? ((v as Record<string, unknown>).sheets as unknown[]).length
      : 0,
  );
  return ((v as Record<string, unknown>).sheets as unknown[]).map(checkEntry);
}

/** One entry of "sheets": its stored sheet, checked (the view is ignored). */
export function checkEntry(entry: unknown, i: number): SheetData {
  const where = `sheets[${i}]`;
  if (!isRecord(entry))
    throw bad(
      where,
      say((t) => t.evening.mustBeAnObject2),
    );
  imported(() => onlyKeys(entry, where, ['sheet'], ['view']));
  return checkSheet(entry.sheet, `${where}.sheet`);
}

/**
 * A season's standings as `season export --format json` writes them (no format field: the standings document of
 * `season standings --json`): no import takes them, a season moves in a backup (`export --all`).
 */
export const isSeasonExport = (v: Record<string, unknown>): boolean =>
  v.format === undefined && typeof v.season === 'string' && Array.isArray(v.standings);

/** The document around the sheets: format, version, a list of `count` sheets. */
export function checkEnvelope(v: unknown, count: number): void {
  if (!isRecord(v))
    throw bad(
      'the file',
      say((t) => t.evening.itIsNotAn),
    );
  // An event's export is `tafel event import`'s file: said so, rather than that its format is wrong.
  if (v.format === 'tafel-event-export') throw refused((t) => t.evening.eventExportHere);
  if (isSeasonExport(v)) throw refused((t) => t.evening.seasonExportHere(t.event.seasonMoves));
  if (v.format !== EXPORT_FORMAT)
    throw bad(
      'the file',
      say((t) => t.evening.formatMustBe(EXPORT_FORMAT)),
    );
  imported(() => onlyKeys(v, 'the file', ['format', 'version', 'sheets'], ['exportedAt', 'events', 'seasons']));
  if (typeof v.version !== 'number' || !Number.isInteger(v.version))
    throw bad(
      'version',
      say((t) => t.evening.mustBeAWhole),
    );
  if (v.version > EXPORT_VERSION)
    throw bad(
      'version',
      say((t) => t.evening.writtenByANewer2(v.version as number)),
      true,
    );
  if (v.version !== EXPORT_VERSION && v.version !== PLAIN_EXPORT_VERSION)
    throw bad(
      'version',
      say((t) => t.evening.versionIsUnknown(v.version as number)),
    );
  if (v.exportedAt !== undefined && typeof v.exportedAt !== 'string')
    throw bad(
      'exportedAt',
      say((t) => t.evening.mustBeText),
    );
  for (const k of ['events', 'seasons'])
    if (v[k] !== undefined && (v.version === PLAIN_EXPORT_VERSION || !Array.isArray(v[k])))
      throw bad(
        k,
        say((t) => t.evening.mustBeAListV2),
      );
  // A version 2 file may hold only events and seasons (a club's competitions, no sheet yet).
  const holds = (k: string) => Array.isArray(v[k]) && (v[k] as unknown[]).length > 0;
  if (!Array.isArray(v.sheets) || (count === 0 && !holds('events') && !holds('seasons')))
    throw bad(
      'sheets',
      say((t) => t.evening.mustBeAList3),
    );
}
