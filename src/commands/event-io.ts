import { misused, refused } from '../core/errors.js';
import { MAX_IMPORT_BYTES, namingFile } from '../evening/transfer.js';
import { textsOf } from '../i18n/index.js';
import { view } from '../sheet/view.js';
import { ReadProblem, readText } from '../store/read.js';
import { writeOutFile } from '../store/out-file.js';
import { EventStore, resolveEvent } from '../store/events/files.js';
import {
  EVENT_EXPORT,
  EVENT_EXPORT_VERSION,
  eventCsv,
  eventHtml,
  eventMarkdown,
  dialectOf,
  type EventExportDoc,
} from '../event/export.js';
import { applyEventImport, importedLine, importedSheets, planEventImport, readImportFile } from '../event/transfer.js';
import { currentStandings } from '../event/tables.js';
import { drawnRound } from '../event/ops.js';
import { checkEventId } from '../event/create.js';
import { jsonDocument } from '../ui/paint.js';
import { type Ctx, importPath, type Output } from './context.js';
import { excelFits, formatOf } from './export-format.js';

/* `event export` and `event import` (§8, §10). */

/** The command whose files `tafel event import` reads, named when it cannot read one. */
const EVENT_WRITER = 'tafel event export --format json';

export async function runEventExport(
  ctx: Ctx,
  o: { format?: string; out?: string; round?: string; table?: string; excel?: string; force?: boolean; event?: string },
): Promise<Output> {
  const es = new EventStore(ctx.store);
  const event = es.readEvent(resolveEvent(ctx.store, es, o.event));
  const format = formatOf(o.format, o.out, 'md');
  excelFits(o.excel, format, o.format, o.out);
  const dialect = dialectOf(o.excel);
  const num = (flag: string, v: string | undefined, max: number) => {
    if (v === undefined) return undefined;
    if (!/^\d+$/.test(v) || Number(v) < 1 || Number(v) > max) throw misused((t) => t.event.badNumber(flag, v, 1, max));
    return Number(v);
  };
  const table = num('--table', o.table, 99);
  // A round not drawn yet is refused as `event plan` refuses it; a table alone means the last drawn round.
  const round =
    o.round !== undefined
      ? drawnRound('--round', o.round, event)
      : o.table !== undefined
        ? event.draws.length
        : undefined;
  if (table !== undefined && event.draws.length === 0)
    throw refused((t) => t.event.notDrawn(event.id, 1, 0, event.rounds));
  // Only a JSON export is cut to some sheets (§6); the others show the whole event, so the flag would do nothing.
  const cut = o.table !== undefined ? '--table' : o.round !== undefined ? '--round' : undefined;
  if (cut !== undefined && format !== 'json') throw misused((t) => t.event.sheetsForJson(cut, format));
  const s = currentStandings(ctx.store, event);
  let content: string;
  if (format === 'json') {
    const ids = event.draws
      .filter((d) => round === undefined || d.round === round)
      .flatMap((d) => d.tables.filter((t) => table === undefined || t.table === table).map((t) => t.sheet))
      .filter((id) => ctx.store.exists(id));
    if (table !== undefined && ids.length === 0)
      throw refused((t) =>
        t.event.noTable(
          String(table),
          round!,
          event.draws[round! - 1].tables.map((x) => x.table),
        ),
      );
    const sheets = ids.map((id) => {
      const data = ctx.store.readSheet(id);
      return { sheet: data, view: view(data, ctx.lang) };
    });
    const doc: EventExportDoc = {
      format: EVENT_EXPORT,
      version: EVENT_EXPORT_VERSION,
      exportedAt: ctx.now().toISOString(),
      event,
      sheets,
      standings: s,
    };
    content = jsonDocument(doc);
  } else if (format === 'csv') content = eventCsv(event, s, dialect);
  else if (format === 'html') content = eventHtml(event, s, ctx.lang);
  else content = eventMarkdown(event, s, ctx.lang);
  if (o.out !== undefined) {
    const target = writeOutFile(ctx.store, o.out, content, Boolean(o.force));
    return { json: { event: event.id, format, out: target }, text: (c) => textsOf(c.lang).event.written(target) };
  }
  return {
    json: format === 'json' ? JSON.parse(content) : { event: event.id, format, content },
    text: () => content,
    document: content,
  };
}

export async function runEventImport(
  ctx: Ctx,
  file: string,
  o: { prefer?: string; as?: string; dryRun?: boolean },
): Promise<Output> {
  if (o.prefer !== undefined && o.prefer !== 'file' && o.prefer !== 'local')
    throw misused((t) => t.event.badChoice('--prefer', o.prefer!, 'file, local'));
  if (o.as !== undefined) checkEventId(o.as);
  const target = importPath(file, EVENT_WRITER);
  const es = new EventStore(ctx.store);
  let text: string;
  try {
    text = readText(target, MAX_IMPORT_BYTES, true);
  } catch (e) {
    if (!(e instanceof ReadProblem)) throw e;
    // Said as `tafel import` says it: a folder, a link, not UTF-8, missing.
    throw (await import('./import.js')).unreadableImport(target, e, EVENT_WRITER);
  }
  let parsed: ReturnType<typeof readImportFile>;
  try {
    parsed = readImportFile(text);
  } catch (e) {
    throw namingFile(target, e, EVENT_WRITER);
  }
  const plan = planEventImport(es, ctx.store, parsed, { prefer: o.prefer as 'file' | 'local' | undefined, as: o.as });
  if (!o.dryRun && plan.eventAction === 'created') ctx.store.settingsWritable();
  if (!o.dryRun) await applyEventImport(es, plan);
  // A scorer's device gets the event as its active one, so `tafel event table <n>` follows at once.
  if (!o.dryRun && plan.eventAction === 'created')
    await ctx.store.updateSettings((s) => ({ ...s, activeEvent: plan.event.id }));
  const json = {
    event: plan.event.id,
    eventAction: plan.eventAction,
    dryRun: Boolean(o.dryRun),
    sheets: importedSheets(plan),
  };
  return {
    json,
    text: (c) => {
      const t = textsOf(c.lang).event;
      return [
        t.importEvent(plan.event.id, plan.eventAction),
        ...json.sheets.map((s) => importedLine(t, s)),
        ...(o.dryRun ? [t.importDryRun] : []),
      ].join('\n');
    },
  };
}
