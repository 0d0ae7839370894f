import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { type StorageError, Stopped, storageRefused } from '../core/errors.js';
import { say, textsOf } from '../i18n/index.js';
import { ExportReader, ImportProblem, MAX_IMPORT_BYTES, namingFile, planImport } from '../evening/transfer.js';
import { EXPORT_WRITER } from '../evening/export-fields.js';
import { importedLine, importedSheets } from '../event/transfer.js';
import type { SheetData } from '../sheet/sheet.js';
import { baseId, numberedId } from '../store/paths.js';
import { ReadProblem, readTextChunks } from '../store/read.js';
import { importPath, stoppedCode, type Ctx, type Output } from './context.js';
import { trashedIds } from '../store/trash/trash.js';
import { CAP_MB, passesCap, serializeSheet } from '../store/files.js';
import { progressOn, type Progress } from '../ui/progress.js';
import type { Lang } from '../i18n/lang.js';

const MB = 1024 * 1024;

/** The file's size, for the share read; 0 when it cannot be known (the reading then says why). */
function fileSize(file: string): number {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
}

/**
 * The export file, through the store's safe reader (a plain file, a link the user named is followed,
 * strict UTF-8, a byte-order mark dropped), read piece by piece and checked entry by entry
 * (ExportReader): a backup of any size imports in the memory of its stored sheets.
 */
function readExport(
  file: string,
  progress: Progress,
  lang: Lang,
): { sheets: SheetData[]; extras: ReturnType<ExportReader['extras']> } {
  const target = path.resolve(file);
  const reader = new ExportReader();
  // The share read so far, for the progress line: the size is asked of the file's name only for that.
  const size = progress.shown ? fileSize(target) : 0;
  let read = 0;
  try {
    readTextChunks(target, true, (text) => {
      reader.push(text);
      read += Buffer.byteLength(text);
      if (size > 0)
        progress.show(() => textsOf(lang).commands.importReading(file, Math.min(100, Math.floor((100 * read) / size))));
    });
    const sheets = reader.end();
    return { sheets, extras: reader.extras() };
  } catch (e) {
    if (!(e instanceof ReadProblem)) throw namingFile(target, e);
    throw unreadableImport(target, e);
  }
}

/**
 * An import file that cannot be read, said in words (`tafel import`, `tafel event import`): why, and what to give, a
 * file of `writer` (the export command whose files that import reads).
 */
export function unreadableImport(target: string, e: ReadProblem, writer = EXPORT_WRITER): StorageError {
  const f = e.failure;
  switch (f.kind) {
    case 'missing':
      return storageRefused((t) => t.commands.noImportFile(target, writer), 'not-found');
    case 'encoding':
      // The safe reader's words, as for every file (the likely Latin-1 and the fix), not a word of the import's own.
      return storageRefused((t) => t.commands.importNotUtf8(target, t.store.isNotValidUtf), 'bad-import');
    case 'too-big':
      // Its size and the limit (`tafel event import` reads a file whole, up to it), not "not a plain file".
      return storageRefused(
        (t) =>
          t.commands.importUnreadable(
            target,
            t.commands.importWhy.tooBig(Math.ceil(f.bytes / MB), MAX_IMPORT_BYTES / MB),
          ),
        'too-big',
      );
    default: {
      const folder = f.kind === 'not-file' && isFolder(target);
      return storageRefused((t) => {
        const why = t.commands.importWhy;
        const said =
          f.kind === 'io' ? why.io(f.code) : f.kind === 'link' ? why.link : folder ? why.folder : why.notFile;
        return t.commands.importUnreadable(target, said);
      }, 'unreadable');
    }
  }
}

/**
 * Restores sheets from a JSON export. Everything is checked first (schema, games, every deal, ids);
 * only then are the sheets written, all or nothing, also when tafel is killed halfway
 * (Store.importSheets: staged inside the data directory, published through a journal).
 */
export async function runImport(ctx: Ctx, file: string, opts: Record<string, boolean | undefined>): Promise<Output> {
  importPath(file, EXPORT_WRITER);
  // On a terminal, how far it is: reading and checking the file, then writing the sheets.
  const progress = progressOn(ctx.out, ctx.json);
  try {
    return await importFile(ctx, file, opts, progress);
  } finally {
    progress.end();
  }
}

async function importFile(
  ctx: Ctx,
  file: string,
  opts: Record<string, boolean | undefined>,
  progress: Progress,
): Promise<Output> {
  const read = readExport(file, progress, ctx.lang);
  // Table sheets, events and seasons (export version 2) go the way of `tafel event import` (src/event/backup.ts).
  const { EventStore } = await import('../store/events/files.js');
  const { applyBackup, planBackup } = await import('../event/backup.js');
  const es = new EventStore(ctx.store);
  const backup = namedIn(file, () => planBackup(es, read.sheets, read.extras));
  // A sheet deleted here keeps its id for its days in the trash (as for `tafel new`): undelete it, or --rename.
  const trashed = trashedIds(ctx.store.dir);
  const taken = (id: string) => ctx.store.exists(id) || trashed.has(id);
  // A sheet already here, the same in every stored field (the same backup imported again, or imported before under
  // the next free number with --rename), is left as it is; another copy of that id in the file still counts.
  const same = new Map(
    backup.plain.map((s) => [s, storedCopy(ctx, s, taken)] as const).filter(([, id]) => id !== undefined),
  );
  const unchanged = [...new Set(same.values())] as string[];
  const sheets = backup.plain.filter((s) => !same.has(s));
  const inTrash = sheets.filter((s) => trashed.has(s.id)).map((s) => s.id);
  const plan = planImport(sheets, taken, Boolean(opts.rename) || inTrash.length > 0, (id) => unreadable(ctx, id));
  if (inTrash.length > 0 && !opts.rename) {
    const to = plan.renamed.find((r) => r.from === inTrash[0])!.to;
    throw storageRefused((t) => t.evening.inTrash(inTrash.join(', '), inTrash[0], to), 'exists');
  }
  // A sheet that would be written past the safe reader's cap is refused, the backup whole, before anything is written:
  // the next command could not read it (until 2026-12-07 it was imported, and nothing read it after).
  const tables = read.sheets.filter((s) => s.event !== undefined);
  const over = [...plan.sheets, ...tables].find((s) => passesCap(serializeSheet(s)));
  if (over) throw storageRefused((t) => t.store.importPassesCap(path.resolve(file), over.id, CAP_MB), 'too-big');
  // The events first: each is journalled and importing one again changes nothing, so a kill between the
  // two steps is finished by running the same import again (plain sheets first would be refused as there).
  await applyBackup(es, backup);
  if (plan.sheets.length > 0) {
    progress.show(() => textsOf(ctx.lang).commands.importWriting(plan.sheets.length), true);
    // Ctrl-C while they are written stops it before its journal, with one line (the shell says it); reading the signal
    // takes it from the process only now, so a Ctrl-C while the file is read still ends tafel at once.
    const signal = ctx.signal;
    if (!(await ctx.store.importSheets(plan.sheets, signal))) {
      const extras = backup.events.length + backup.seasons.length > 0;
      throw new Stopped(
        say((t) => t.commands.importStopped(extras)),
        stoppedCode(signal!),
      );
    }
  }
  const ids = plan.sheets.map((s) => s.id);
  const events = backup.events.map((e) => ({
    event: e.event.id,
    eventAction: e.eventAction,
    sheets: importedSheets(e),
  }));
  const seasons = backup.seasons.map((s) => s.id);
  const nightsLeftOut = backup.nightsLeftOut;
  return {
    // Sheets alone are counted; with events or seasons it is "the change was saved".
    ...(ids.length > 0 && events.length + seasons.length === 0
      ? { done: say((t) => t.commands.done.imported(ids.length)) }
      : {}),
    // Every key always there, empty or not: a script reads one shape.
    json: { imported: ids, renamed: plan.renamed, unchanged, events, seasons, nightsLeftOut },
    text: (c) => {
      const t = textsOf(c.lang).commands;
      const renamed = plan.renamed.map((r) => t.renamedOnImport(r.from, r.to));
      // "Imported 0 sheets" and the hint to make one active only when nothing else came either.
      const none = events.length === 0 && seasons.length === 0 && unchanged.length === 0;
      const head = ids.length > 0 || none ? [t.imported(ids)] : [];
      const same = unchanged.length > 0 ? [t.importUnchanged(unchanged)] : [];
      const tail = t.importedHint;
      const et = textsOf(c.lang).event;
      const ev = events.flatMap((e) => [
        et.importEvent(e.event, e.eventAction),
        ...e.sheets.map((s) => importedLine(et, s)),
      ]);
      const se = seasons.length ? [textsOf(c.lang).evening.seasonsImported(seasons.join(', '))] : [];
      const left = nightsLeftOut.map((x) => textsOf(c.lang).evening.nightsLeftOut(x.season, x.events));
      const hint = ids.length > 0 || none ? [tail] : [];
      return [
        ...head,
        ...same,
        ...(renamed.length ? [renamed.join('; ') + '.'] : []),
        ...ev,
        ...se,
        ...left,
        ...hint,
      ].join('\n');
    },
  };
}

/**
 * The id of the sheet on disk that is the file's sheet, every stored field the same in any order of keys: under its
 * own id, or under a number --rename gave it (`x-2`, `x-3`...), counted past the ids `taken` as --rename counts them
 * (one in the trash too). Undefined when none is.
 */
function storedCopy(ctx: Ctx, sheet: SheetData, taken: (id: string) => boolean): string | undefined {
  const same = (id: string) => {
    try {
      return isDeepStrictEqual(ctx.store.readSheet(id), { ...sheet, id });
    } catch {
      // One in the trash, or one here that cannot be read, is no copy of the file's: the clash is refused as ever.
      return false;
    }
  };
  if (!taken(sheet.id)) return undefined;
  if (same(sheet.id)) return sheet.id;
  const base = baseId(sheet.id);
  for (let n = 2; taken(numberedId(base, n)); n++) if (same(numberedId(base, n))) return numberedId(base, n);
  return undefined;
}

/** The file of sheet `id` when it is here but cannot be read: in the way of the file's copy, which it cannot match. */
function unreadable(ctx: Ctx, id: string): string | undefined {
  if (!ctx.store.exists(id)) return undefined;
  try {
    ctx.store.readSheet(id);
    return undefined;
  } catch {
    return ctx.store.sheetPath(id);
  }
}

/** What the file holds refused (events[0]: ...), naming the file as a refusal of its sheets names it. */
function namedIn<T>(file: string, plan: () => T): T {
  try {
    return plan();
  } catch (e) {
    throw e instanceof ImportProblem ? e.inFile(path.resolve(file)) : e;
  }
}

/** Whether a path that is not a plain file is a folder (stat never blocks, as opening a FIFO would). */
function isFolder(file: string): boolean {
  try {
    return fs.statSync(file).isDirectory();
  } catch {
    return false;
  }
}
