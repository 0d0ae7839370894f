import fs from 'node:fs';
import path from 'node:path';
import { byCode } from '../store/paths.js';
import { misused, Stopped, storageRefused, TafelError, type Text } from '../core/errors.js';
import { say, textsOf } from '../i18n/index.js';
import {
  eveningArg,
  eveningOf,
  eveningsOf,
  isEveningDate,
  loadSheets,
  noneReadable,
  type LoadedSheet,
  type Skipped,
} from '../evening/evening.js';
import { settleEvening, unreadableOn, type Rates, type Settle } from '../evening/settle.js';
import { carriesExtras, exportDoc, type ExportExtras } from '../evening/transfer.js';
import { resolveSheetId, stoppedCode, type Ctx, type HeapBound } from './context.js';
import { streamsOf } from '../ui/out.js';
import { drained } from '../ui/drain.js';
import { progressOn } from '../ui/progress.js';
import type { SheetData } from '../sheet/sheet.js';
import { listAll, orderAll } from '../evening/listing.js';
import { countSheets } from '../store/index-order.js';
import { outTarget, outTemp, writeOutFile } from '../store/out-file.js';
import type { CsvSheet, EveningStream } from '../evening/csv.js';
import type { Order } from '../store/index-order.js';
import { indexKey } from '../store/seal.js';
import { jsonDocument } from '../ui/paint.js';
import { loadAll, loaded, type EveningOutput } from './evenings.js';
import { excelFits, formatOf, type Format } from './export-format.js';

/** `--excel nl` (also be, nl-be, nl-nl): the CSV a Dutch or Belgian Excel opens as it is. */
function excelOf(given: unknown): 'plain' | 'excel-nl' {
  if (given === undefined) return 'plain';
  if (typeof given === 'string' && ['nl', 'be', 'nl-be', 'nl-nl', 'nl_be', 'nl_nl'].includes(given.toLowerCase()))
    return 'excel-nl';
  throw misused((t) => t.commands.badExcel(String(given)));
}

/** The events (and with --all the seasons) an export carries beside its sheets: src/event/backup.ts. */
async function eventExtras(ctx: Ctx, sheets: readonly { data: SheetData }[], all: boolean) {
  const [{ EventStore }, { carrier, exportExtras }] = await Promise.all([
    import('../store/events/files.js'),
    import('../event/backup.js'),
  ]);
  const data = sheets.map((s) => s.data);
  const extras = exportExtras(new EventStore(ctx.store), data, all);
  return { extras, carry: carrier(extras) };
}

/**
 * Chooses the sheets: one (default the active one), one evening, or all; exactly one way at a time. None is refused,
 * unless `bare`: a backup of events and seasons alone.
 */
async function select(
  ctx: Ctx,
  id: string | undefined,
  evening: string | undefined,
  all: boolean,
  bare: boolean,
): Promise<{ one?: LoadedSheet; many: LoadedSheet[]; skipped: Skipped[] }> {
  if ([id !== undefined, evening !== undefined, all].filter(Boolean).length > 1) {
    throw misused((t) => t.commands.oneSelection);
  }
  if (evening === undefined && !all) {
    const one = loaded(ctx.store.readSheet(await resolveSheetId(ctx, id)), ctx.lang);
    return { one, many: [one], skipped: [] };
  }
  if (evening !== undefined && !isEveningDate(evening)) {
    throw misused((t) => t.commands.badEvening(evening));
  }
  const { sheets, skipped } = loadAll(ctx, evening);
  // In playing order, as the CSV and Markdown list them.
  const many = eveningsOf(sheets).flatMap((e) => e.sheets);
  if (many.length === 0 && !bare) {
    const dates = [...new Set(listAll(ctx).flatMap((l) => ('summary' in l ? [eveningOf(l.summary.createdAt)] : [])))]
      .sort()
      .reverse()
      .slice(0, 5);
    const unreadable = dates.length === 0 ? noneReadable(skipped, 'export') : undefined;
    if (unreadable) throw unreadable;
    throw storageRefused((t) => t.commands.nothingToExport(evening, dates), 'not-found');
  }
  return { many, skipped };
}

/**
 * Exporting the active sheet of an evening that has more sheets: says which evening it is and how to
 * export all of it, so nobody mails half an evening by mistake.
 */
function eveningNote(ctx: Ctx, one: LoadedSheet): Text | undefined {
  const date = eveningOf(one.data.createdAt);
  const others = ctx.store.ids().filter((i) => i !== one.data.id && i.startsWith(`${date}-`)).length;
  if (others === 0) return undefined;
  return say((t) => t.commands.activeOnly(one.data.id, date, others + 1));
}

export async function runExport(
  ctx: Ctx,
  id: string | undefined,
  opts: Record<string, string | boolean | string[] | undefined>,
): Promise<EveningOutput> {
  const out = typeof opts.out === 'string' ? opts.out : undefined;
  const format = formatOf(opts.format, out);
  const evening = typeof opts.evening === 'string' ? (eveningArg(opts.evening, ctx.now()) ?? opts.evening) : undefined;
  excelFits(opts.excel, format, opts.format, out);
  excelOf(opts.excel);
  if (format === 'html' && opts.all) {
    throw misused((t) => t.commands.htmlNotAll);
  }
  // An existing file is only replaced with --force (an export never overwrites by surprise), a folder never.
  if (out !== undefined) outTarget(ctx.store.dir, out, Boolean(opts.force));
  // What is written sheet by sheet as it is read (streamAll): --all as CSV, or as the JSON backup unless that goes
  // to standard output as --json's one document.
  const streamed =
    opts.all === true &&
    id === undefined &&
    evening === undefined &&
    (format === 'csv' ? !ctx.json : format === 'json' && (!ctx.json || out !== undefined));
  const threaded = streamed ? await inThread(ctx, out) : undefined;
  if (threaded) return threaded;
  // The evening exports end with the settlement at the rates in force (--rate, --preset, presets).
  const typed = Array.isArray(opts.rate) ? opts.rate : [];
  const rates = async (): Promise<Rates> =>
    (await import('../evening/rates.js')).ratesFor(
      ctx.store,
      typed,
      typeof opts.preset === 'string' ? opts.preset : undefined,
    );
  // A rate or preset named asks for the settlement: a JSON export holds none (the settlement as JSON is `settle
  // --json`), and one sheet's CSV or Markdown gets the settlement of that sheet, as its HTML page has.
  const rated = typed.length > 0 || typeof opts.preset === 'string';
  if (rated && format === 'json') throw misused((t) => t.commands.jsonNoSettlement);
  if (rated) await rates();
  // The JSON backup (--all) holds every event and season: it is written for them alone too, without a sheet.
  const carrying = format === 'json' && opts.all === true ? await eventExtras(ctx, [], true) : undefined;
  const backup = carrying?.extras;
  if (streamed && format === 'csv') {
    const r = await rates();
    const [{ csvSheet, eveningsCsvPieces }, { CsvIndex }] = await Promise.all([
      import('../evening/csv.js'),
      import('../evening/csv-index.js'),
    ]);
    const dialect = excelOf(opts.excel);
    // What the export before wrote of each sheet unchanged since, for a store that exports here (not in a thread).
    const items = (order: Order): Items<CsvSheet> => {
      const index =
        order.ids.length < THREAD_AT && indexKey(ctx.store.locks.host) !== undefined
          ? new CsvIndex(ctx.store.locks, ctx.store.dir, ctx.lang, dialect, order.ids)
          : undefined;
      return {
        kept: (id, seal, date) => index?.kept(id, seal, date),
        of: (s, id, seal, date) => {
          const sheet = csvSheet(s, ctx.lang, dialect);
          if (seal !== undefined) index?.made(id, seal, date, sheet);
          return sheet;
        },
        end: () => index?.save(),
      };
    };
    return streamAll(ctx, out, 'csv', items, (evenings) =>
      eveningsCsvPieces(evenings, ctx.lang, (e) => ({ ...settleEvening(e.sheets, r), asked: rated }), dialect),
    );
  }
  // The backup: written sheet by sheet, in the very text the document would have (transfer.ts exportPieces).
  if (streamed) {
    const { exportPieces } = await import('../evening/transfer.js');
    const now = ctx.now();
    const carry = carrying!.carry;
    const written = await streamAll(
      ctx,
      out,
      'json',
      () => ({ of: (s) => s }),
      (evenings) =>
        exportPieces(
          (function* () {
            for (const e of evenings) for (const s of e.sheets) yield carry.of(s);
          })(),
          now,
          backup,
        ),
      backup,
    );
    return { ...written, warnings: carry.warnings() };
  }
  const { one, many, skipped } = await select(ctx, id, evening, Boolean(opts.all), carriesExtras(backup));
  const note = one && id === undefined ? eveningNote(ctx, one) : undefined;
  // A rate typed for a game not on the sheet or the evening settles nothing: refused as settle refuses it (--all
  // spans evenings, where a game is played on some and not on others).
  if (typed.length > 0 && !opts.all)
    (await import('../evening/rates.js')).ratesPlayed(typed, many, skipped, one?.data.id);
  let settle: Settle | undefined;
  if ((!one && format !== 'json') || format === 'html' || rated) {
    const r = await rates();
    // Asked for (--rate, --preset), the settlement is there even when nothing is settled, its notes saying why.
    settle = (e) => ({ ...settleEvening(e.sheets, r, unreadableOn(e.date, skipped)), asked: rated });
  }
  // A table sheet travels with its event, so that `tafel import` can place it (review 14.22); one whose event cannot
  // go with it goes as a plain sheet, said in a warning.
  const withEvents = format === 'json' ? (carrying ?? (await eventExtras(ctx, many, false))) : undefined;
  const doc = withEvents && exportDoc(many.map(withEvents.carry.of), ctx.now(), withEvents.extras);
  const warnings = withEvents?.carry.warnings();
  // The writers are loaded only for their format.
  let content: string;
  if (doc !== undefined) content = jsonDocument(doc);
  else if (format === 'csv') {
    const { eveningsCsv, sheetCsv } = await import('../evening/csv.js');
    const dialect = excelOf(opts.excel);
    content =
      one && !rated ? sheetCsv(one, ctx.lang, dialect) : eveningsCsv(eveningsOf(many), ctx.lang, settle, dialect);
  } else if (format === 'html') {
    const { htmlPage } = await import('../evening/html.js');
    content = htmlPage(many, ctx.lang, {
      ...(one ? {} : { evening: eveningOf(many[0].data.createdAt) }),
      settlement: settle!({ date: eveningOf(many[0].data.createdAt), sheets: many }),
    });
  } else {
    const { eveningsMarkdown, sheetOnlyMarkdown } = await import('../evening/markdown.js');
    content = one && !rated ? sheetOnlyMarkdown(one, ctx.lang) : eveningsMarkdown(eveningsOf(many), ctx.lang, settle);
  }
  const ids = many.map((s) => s.data.id);
  if (out !== undefined) {
    const written = writeOutFile(ctx.store, out, content, true);
    return {
      json: { written, format, sheets: ids, bytes: Buffer.byteLength(content) },
      done: say((t) => t.commands.done.written(written)),
      text: (c) => {
        const n = ids.length;
        return textsOf(c.lang).commands.wrote(n, format, written);
      },
      skipped,
      note,
      warnings,
    };
  }
  // To stdout the document goes out as it is, byte for byte what --out writes (not as text).
  return {
    json: doc ?? { format, sheets: ids, content },
    text: () => content.replace(/\n$/, ''),
    document: content,
    skipped,
    note,
    warnings,
  };
}

/**
 * At this many sheets `export --all` runs in a thread of the process whose heap is bounded (Ctx.thread):
 * left unbounded, V8 lets the heap of a long export grow to several times what is alive (50,000
 * sheets: about 10 MB alive and a peak of 200 MB; issue 33 asks under 100 MiB). Below it an export
 * is small, and the thread's start (the bundle loaded again) would cost more than it saves.
 */
export const THREAD_AT = 5000;

/**
 * That thread's heap: the young generation small (one sheet is read, replayed and written at a time),
 * the old one 16 MB for the code and the sheet at hand (a sheet of 6,000 deals exports within 12) and
 * 1 MB more per 4,000 sheets, about twice what the order of the sheets keeps (store/index-order.ts:
 * an id, a start and a seal, some 130 bytes of heap a sheet). 50,000 sheets: 29 MB. From 20,000 sheets
 * V8 optimises on the thread itself, a few per cent slower without the compiler's thread and its memory (10 MiB).
 */
const heapFor = (n: number): HeapBound => ({ oldMb: 16 + Math.ceil(n / 4000), youngMb: 1, compileBeside: n < 20_000 });

/**
 * A streamed export of many sheets, run again in that thread (before this run loads the writers or
 * reads anything more): what it said and its exit code; undefined when it is to run here, for few
 * sheets, or again, unbounded, when the thread ran out of its heap while writing to a file (sheets far
 * larger than tafel writes; only its temporary file was written). To standard output part of the
 * document may be out already: that is refused, naming --out.
 */
async function inThread(ctx: Ctx, out: string | undefined): Promise<EveningOutput | undefined> {
  const many = ctx.thread ? countSheets(ctx.store.sheetsDir) : 0;
  if (many < THREAD_AT) return undefined;
  const heap = heapFor(many);
  const end = await ctx.thread!(heap);
  // Ctrl-C stopped the thread with the run (src/cli/thread.ts): what it was writing goes here.
  if (ctx.signal?.aborted) return stopped(ctx, ctx.signal, out);
  if ('code' in end) return { json: null, text: () => '', skipped: [], said: true, exitCode: end.code };
  if (out === undefined) throw storageRefused((t) => t.commands.exportOutOfMemory(many, heap.oldMb), 'out-of-memory');
  fs.rmSync(outTemp(path.resolve(out), ctx.store.locks.host.pid), { force: true });
  return undefined;
}

/**
 * An export stopped by the run's signal (Ctrl-C, SIGTERM, SIGHUP): what it wrote to a file (`out`'s temporary
 * file) goes, the file is left as it was, and one line says so (the shell says it: with --json as its error document);
 * one to standard output ends with the code alone.
 */
function stopped(ctx: Ctx, signal: AbortSignal, out: string | undefined): EveningOutput {
  if (out === undefined) return { json: null, text: () => '', skipped: [], said: true, exitCode: stoppedCode(signal) };
  const target = path.resolve(out);
  fs.rmSync(outTemp(target, ctx.store.locks.host.pid), { force: true });
  const said = say((t) => t.commands.exportStopped(target));
  throw new Stopped(said, stoppedCode(signal));
}

/** How long a streamed export to a file writes before it lets the run's signal in: Ctrl-C stops it within that. */
const PAUSE_MS = 50;

/**
 * What a streamed export writes of each sheet: made of the sheet read (`of`), unless `kept` has it
 * from the export before for the text of that seal (a sheet whose text changed while it was read has
 * no seal here). `end` comes after the last sheet is written.
 */
interface Items<S> {
  kept?(id: string, seal: string | undefined, date: string): S | undefined;
  of(sheet: LoadedSheet, id: string, seal: string | undefined, date: string): S;
  end?(): void;
}

/**
 * `export --all` as CSV or JSON, streamed: the sheets are ordered from the index of sheets (their
 * start times, without replaying them), then read, replayed and written one sheet at a time, so
 * memory stays that of one sheet (and its evening's totals) however many sheets there are. The
 * output is the same as the whole-document writers give (eveningsCsv, the JSON export document); to
 * a file it goes through a temporary file renamed at the end, which goes when the run is stopped. No sheet is
 * refused, unless `extras` holds events or seasons (a backup of them alone).
 */
async function streamAll<S>(
  ctx: Ctx,
  out: string | undefined,
  format: Format,
  itemsOf: (order: Order) => Items<S>,
  piecesOf: (evenings: Iterable<EveningStream<S>>) => Iterable<string>,
  extras?: ExportExtras,
): Promise<EveningOutput> {
  const order = orderAll(ctx);
  const skipped: Skipped[] = [...order.refused];
  if (order.readable.length === 0 && !carriesExtras(extras)) {
    throw noneReadable(skipped, 'export') ?? storageRefused((t) => t.commands.noSheetsToExport, 'not-found');
  }
  // Each sheet as its place in the order's columns: no object a sheet.
  const places = order.readable.sort(
    (a, b) => byCode(order.start(a), order.start(b)) || byCode(order.ids[a], order.ids[b]),
  );
  const dates = new Map<string, number[]>();
  for (const p of places) {
    const date = eveningOf(order.start(p));
    const list = dates.get(date);
    if (list) list.push(p);
    else dates.set(date, [p]);
  }
  const total = places.length;
  const ids: string[] = [];
  const items = itemsOf(order);
  // On a terminal, how far it is (standard error; the document may be standard output).
  const progress = progressOn(ctx.out, ctx.json);
  const line = () => textsOf(ctx.lang).commands.exporting(ids.length, total);
  // Each sheet is read when the writer reaches it, so only one sheet is held at a time; one changed
  // into an unreadable one since the listing is skipped too.
  function* sheetsOf(date: string, list: readonly number[]) {
    for (const p of list) {
      const id = order.ids[p];
      const seal = order.seal(p);
      let item = items.kept?.(id, seal, date);
      if (item === undefined) {
        let sealed = false;
        const { sheets, skipped: late } = loadSheets(
          [id],
          (i) => {
            const read = ctx.store.readSealed(i, seal);
            sealed = read.sealed;
            return read.data;
          },
          (d) => loaded(d, ctx.lang),
        );
        skipped.push(...late);
        if (sheets.length === 0) continue;
        item = items.of(sheets[0], id, sealed ? seal : undefined, date);
      }
      ids.push(id);
      progress.show(line);
      yield item;
    }
  }
  const evenings = () =>
    [...dates.entries()]
      .sort(([a], [b]) => byCode(a, b))
      .map(([date, list]) => ({ date, sheets: sheetsOf(date, list) }));
  // The whole document, then what the items keep for the next export.
  function* pieces() {
    yield* piecesOf(evenings());
    items.end?.();
  }
  let bytes = 0;
  if (out === undefined) {
    // As every export to stdout: the bytes --out would write (ui/out.ts writeDocument).
    const streams = streamsOf(ctx);
    try {
      for (const text of pieces()) {
        streams.writeDocument(text);
        // A reader slower than the writing (a pipe) is waited for: what is held stays a piece or two.
        await drained(streams);
      }
    } finally {
      progress.end();
    }
    // Standard output holds the document: the summary is the terminal's, as the progress was.
    progress.summary(textsOf(ctx.lang).commands.exported(ids.length, format));
    return { json: null, text: () => '', document: '', skipped };
  }
  const target = path.resolve(out);
  const tmp = outTemp(target, ctx.store.locks.host.pid);
  // Ctrl-C, SIGTERM or SIGHUP: the run's signal, whose handlers run while the writing waits a moment now and then.
  const signal = ctx.signal;
  try {
    const fd = fs.openSync(tmp, 'wx');
    try {
      let pause = performance.now() + PAUSE_MS;
      for (const text of pieces()) {
        // writeSync may write less than asked (a full disk says so by throwing on the rest).
        const b = Buffer.from(text);
        for (let done = 0; done < b.length; ) done += fs.writeSync(fd, b, done);
        bytes += b.length;
        if (performance.now() >= pause) {
          await new Promise((resolve) => setImmediate(resolve));
          pause = performance.now() + PAUSE_MS;
        }
        if (signal?.aborted) break;
      }
    } finally {
      fs.closeSync(fd);
      progress.end();
    }
    if (signal?.aborted) return stopped(ctx, signal, target);
    // Checked again: what holds the name may have changed while the sheets were written (never renamed over a FIFO).
    outTarget(ctx.store.dir, target, true);
    fs.renameSync(tmp, target);
  } catch (e) {
    fs.rmSync(tmp, { force: true });
    if (e instanceof TafelError || e instanceof Stopped) throw e;
    const why = (e as NodeJS.ErrnoException).code ?? String(e);
    throw storageRefused((t) => t.commands.cannotWrite(target, why), 'unwritable');
  }
  // A backup names its events and seasons beside its sheets, as its last line counts them.
  const idsOf = (xs: readonly object[]) => xs.map((x) => (x as { id: string }).id);
  const held = carriesExtras(extras) ? { events: idsOf(extras!.events), seasons: idsOf(extras!.seasons) } : {};
  return {
    json: { written: target, format, sheets: ids, ...held, bytes },
    done: say((t) => t.commands.done.written(target)),
    text: (c) =>
      carriesExtras(extras)
        ? textsOf(c.lang).commands.wroteBackup(ids.length, extras!.events.length, extras!.seasons.length, target)
        : textsOf(c.lang).commands.wrote(ids.length, format, target),
    skipped,
  };
}
