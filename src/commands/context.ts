import path from 'node:path';
import { misused, StorageError, storageRefused, type Text } from '../core/errors.js';
import type { Lang } from '../core/game.js';
import { dayId } from '../sheet/sheet.js';
import { missingTable } from '../store/events/undrawn.js';
import { SHEET_ID } from '../store/paths.js';
import { KEEP_DAYS } from '../store/trash/kept.js';
import { trashedIds } from '../store/trash/trash.js';
import type { Store } from '../store/store.js';
import type { Screen } from '../ui/fit.js';
import type { Out } from '../ui/out.js';

/** The heap a thread may grow to (Node's `resourceLimits` of a worker), in MB. */
export interface HeapBound {
  readonly oldMb: number;
  readonly youngMb: number;
  /** Whether V8 may optimise the thread's hot code on another thread beside it: quicker, with that thread's memory. */
  readonly compileBeside: boolean;
}

/**
 * The exit code of a run its signal stopped: what a shell says of a process that signal ended (128 and the
 * signal's number), 130 for Ctrl-C.
 */
export const stoppedCode = (signal: AbortSignal): number =>
  128 + (({ SIGHUP: 1, SIGINT: 2 } as Record<string, number>)[String(signal.reason)] ?? 15);

/** A thread's run ended: its exit code, or that it ran out of the heap it was given. */
export type ThreadEnd = { code: number } | { outOfMemory: true };

/** What every command gets from the shell: where data lives and how the user wants answers. */
export interface Ctx {
  store: Store;
  lang: Lang;
  json: boolean;
  color: boolean;
  /** True when prompting is allowed: a terminal and no --no-input. */
  interactive: boolean;
  /** The terminal's columns, 80 off a terminal: what a chart or a rules text is laid out in. Read when asked. */
  readonly width: number;
  /**
   * The screen text is fitted to (ui/fit.ts screenOf): no bound on a pipe without COLUMNS and LINES. Read when asked.
   */
  readonly screen: Screen;
  /** The clock of the run (src/cli/io.ts): the date a new sheet gets, `today`, the trash's days. */
  now(): Date;
  /**
   * The run's standard streams, for a command that talks while it runs (serve's address, table mode's
   * prompts, an export streamed to standard output); the shell always gives them.
   */
  out?: Out;
  /** The run's environment (src/cli/io.ts): what a program tafel starts is given (`serve --open`'s opener). */
  env?: Readonly<Record<string, string | undefined>>;
  /**
   * Aborted when the run must stop (Ctrl-C, SIGTERM, SIGHUP): `serve` runs until then, an export to a file
   * stops at it and removes what it wrote. Reading it takes the signals from the process (src/cli/io.ts).
   */
  signal?: AbortSignal;
  /**
   * Runs this very command line again in a thread of the process whose heap is held to `heap`, on the
   * same streams (src/cli/io.ts, Io.thread); only a run of the process itself offers it.
   */
  thread?(heap: HeapBound): Promise<ThreadEnd>;
  /** Whether this run has changed the data directory so far (store/lock.ts `wrote`); false without a store. */
  changed?(): boolean;
}

/** The run's streams, which only the shell can give (a command called in process without them is a bug). */
export function streamsOf(ctx: Ctx): Out {
  if (!ctx.out) throw new Error("this command writes while it runs: its Ctx needs the run's streams (out)");
  return ctx.out;
}

/** What every command returns: the JSON document, and the text a person reads. */
export interface Output {
  json: unknown;
  text: (ctx: Ctx) => string | Promise<string>;
  /** Written to stderr in human mode (hints that must not pollute stdout). */
  exitCode?: number;
  /** Everything was written while the command ran (serve): nothing is printed after it. */
  said?: boolean;
  /**
   * In human mode, a file format's bytes for standard output instead of `text` (export without
   * --out): written as they are (ui/out.ts writeDocument), so a redirect gets what --out writes.
   */
  document?: string;
  /**
   * What the command changed ("Deal 1 was recorded on <id>"), said when its output cannot be written, so that nobody
   * runs it again; without it a run that changed the data directory says "The change was saved".
   */
  done?: Text;
}

/** What finding a sheet reads: the store, the date (`today-`), the language of the titles' listing. */
export type Finder = Pick<Ctx, 'store' | 'now' | 'lang'>;

/**
 * Finds a sheet by exact id or unique prefix, else by its title; without one, the active sheet. Every command that
 * takes a sheet takes it so (`tafel use`, `sheet`, `record --sheet`, `export`...).
 */
export async function resolveSheetId(ctx: Finder, given: string | undefined): Promise<string> {
  if (given === undefined) {
    const active = ctx.store.readSettings().active;
    if (!active) throw await noActive(ctx);
    return active;
  }
  refuseEmptyId(given);
  const ids = ctx.store.ids();
  if (ids.includes(given)) return given;
  const typed = given;
  given = dayId(given, ctx.now());
  if (ids.includes(given)) return given;
  const wanted = given.toLowerCase();
  // A beginning never stands for a numbered copy of itself: `…-kleurenwiezen` is a complete id, and
  // once that sheet is gone it must not fall through to `…-kleurenwiezen-2`.
  const matches = ids.filter((id) => id.startsWith(wanted) && !/^-\d+$/.test(id.slice(wanted.length)));
  // A sheet's title too, unless what was typed is written as an id (`today-k`, `2026-12-06-k`): "Vrijdag" may be the
  // title of one sheet and the beginning of another's id (event vrijdag's `vrijdag-r1-t1`), and then names neither.
  const idLike = given !== typed || /^\d{4}-\d{2}-\d{2}/.test(typed);
  const titled = idLike && matches.length > 0 ? [] : await titledAs(ctx, typed);
  const found = [...new Set([...matches, ...titled])];
  if (found.length === 1) return found[0];
  if (matches.length === 0 && titled.length > 1)
    throw storageRefused((t) => t.commands.titledSeveral(typed, titled), 'ambiguous');
  if (found.length > 1) {
    const fits = given;
    throw storageRefused((t) => t.commands.fitsSeveral(fits, found), 'ambiguous');
  }
  throw noSheet(ctx, given);
}

/**
 * No active sheet: where this device holds an event's table sheets (a scorer's, after `event import`), the way to
 * pick a table (`event table`, its tables named when few); else how to start a sheet or pick one.
 */
async function noActive(ctx: Finder): Promise<StorageError> {
  const here = (await import('../event/here.js')).tablesHere(ctx);
  return storageRefused((t) => (here ? t.commands.noActiveTable(here) : t.commands.noActiveSheet), 'no-sheet');
}

/** The sheets of that title, as `tafel sheets` shows it under their ids ("Vrijdag"), case and spacing aside. */
async function titledAs(ctx: Finder, title: string): Promise<string[]> {
  const { listAllRead } = await import('../evening/listing.js');
  const want = foldTitle(title);
  return listAllRead(ctx).flatMap((l) => ('summary' in l && foldTitle(l.summary.title) === want ? [l.id] : []));
}

const foldTitle = (s: string): string => s.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * "No sheet", or for a table sheet of a round its event has not drawn yet, that (events.md §7): the round, the
 * rounds drawn and `tafel event draw`; of a table its round does not have, the round's tables, as `event table` says
 * it. The code stays `not-found`: there is no such sheet.
 */
function noSheet(ctx: Finder, given: string, near: readonly string[] = []) {
  const missing = missingTable(ctx.store.dir, given);
  if (missing)
    return storageRefused(
      (t) =>
        'tables' in missing
          ? t.event.noTable(String(missing.table), missing.round, missing.tables, missing.event)
          : t.event.notDrawn(missing.event, missing.round, missing.drawn, missing.rounds),
      'not-found',
    );
  if (ctx.store.onlyPrevious(given)) return ctx.store.missing(given);
  // Deleted, and in the trash still: the way back, rather than the list of the sheets there are.
  if (SHEET_ID.test(given) && trashedIds(ctx.store.dir).has(given))
    return storageRefused((t) => t.commands.noSheetDeleted(given, KEEP_DAYS, near), 'not-found');
  return storageRefused(
    (t) => (near.length ? t.commands.noSheetNear(given, near) : t.commands.noSheet(given)),
    'not-found',
  );
}

/**
 * The path of the file an import reads (`tafel import`, `tafel event import`; `writer`: the export that writes it),
 * resolved: an empty one is a usage error naming the argument, where path.resolve would make it the current folder
 * ("Cannot read ...: it is a folder", exit 1).
 */
export function importPath(file: string, writer: string): string {
  if (file.trim() === '') throw misused((t) => t.commands.emptyImportFile(writer));
  return path.resolve(file);
}

/** Every id begins with "": an empty variable in a script (`--sheet "$ID"`) must pick no sheet, not the only one. */
function refuseEmptyId(given: string): void {
  if (given.trim() === '') throw misused((t) => t.commands.emptySheetId);
}

/**
 * The exact id, for what cannot be undone (`delete`, `doctor --restore`): no beginnings, and a
 * "did you mean" with the ids that start with what was given. With `previous`, also the id of a sheet whose file is
 * gone while its previous version is still there (`today-` too): doctor puts that back, delete moves it to the trash.
 */
export function exactSheetId(ctx: Ctx, given: string, previous = false): string {
  refuseEmptyId(given);
  const ids = ctx.store.ids();
  if (ids.includes(given)) return given;
  given = dayId(given, ctx.now());
  if (ids.includes(given)) return given;
  if (previous && ctx.store.onlyPrevious(given)) return given;
  throw noSheet(ctx, given, ids.filter((id) => id.startsWith(given.toLowerCase())).slice(0, 5));
}

/** `exactSheetId` for `tafel delete`: a sheet's title, which finds no id, is named as the title of its sheets. */
export async function deletedSheetId(ctx: Ctx, given: string): Promise<string> {
  try {
    return exactSheetId(ctx, given, true);
  } catch (e) {
    const ids = e instanceof StorageError && e.code === 'not-found' ? await titledAs(ctx, given) : [];
    if (ids.length === 0) throw e;
    throw storageRefused((t) => t.commands.deleteByTitle(given.trim(), ids), 'not-found');
  }
}

// The replay every command shows lives with the sheet, so the write path shared with the scorer's phone
// (src/serve/write.ts) uses the same one.
export { view } from '../sheet/view.js';
