import fs from 'node:fs';
import path from 'node:path';
import { StorageError, tx, usage } from '../core/errors.js';
import { gameById } from '../games/registry.js';
import { eveningOf, eveningsOf, isEveningDate, loadSheets, type LoadedSheet, type Skipped } from '../evening/evening.js';
import { exportDoc } from '../evening/transfer.js';
import { replay, type SheetData } from '../sheet/sheet.js';
import { resolveSheetId, type Ctx, type Output } from './context.js';

/** An evening command's output, with the sheets it had to skip (main.ts warns about them on stderr). */
export interface EveningOutput extends Output {
  skipped: Skipped[];
}

export const warning = (s: Skipped, lang: Ctx['lang']): string =>
  lang === 'nl' ? `tafel: waarschuwing: blad ${s.id} overgeslagen: ${s.error.nl}` : `tafel: warning: skipped sheet ${s.id}: ${s.error.en}`;

export const loaded = (data: SheetData, lang: Ctx['lang']): LoadedSheet => {
  const game = gameById(data.game);
  return { data, game, view: replay(game, data, lang) };
};

/** Every readable sheet of the data directory; the others are skipped with their reason. */
export function loadAll(ctx: Ctx): { sheets: LoadedSheet[]; skipped: Skipped[] } {
  return loadSheets(ctx.store.ids(), (id) => ctx.store.readSheet(id), (d) => loaded(d, ctx.lang));
}

const FORMATS = ['csv', 'json', 'md'] as const;
type Format = (typeof FORMATS)[number];

function formatOf(given: unknown): Format {
  const f = String(given ?? 'csv').toLowerCase();
  if (f === 'markdown') return 'md';
  if ((FORMATS as readonly string[]).includes(f)) return f as Format;
  throw usage(`--format must be csv, json or md, not "${given}".`, `--format moet csv, json of md zijn, niet "${given}".`);
}

/** Writes next to the target and renames, so an interrupted export never leaves half a file. */
function writeOut(file: string, content: string): string {
  const target = path.resolve(file);
  const tmp = `${target}.tafel-${process.pid}.tmp`;
  try {
    fs.writeFileSync(tmp, content, { flag: 'wx' });
    fs.renameSync(tmp, target);
  } catch (e) {
    fs.rmSync(tmp, { force: true });
    const why = (e as NodeJS.ErrnoException).code ?? String(e);
    throw new StorageError(tx(`Cannot write ${target} (${why}): check that the folder exists and is writable.`, `Kan ${target} niet schrijven (${why}): controleer dat de map bestaat en schrijfbaar is.`), 'unwritable');
  }
  return target;
}

/** Chooses the sheets: one (default the active one), one evening, or all; exactly one way at a time. */
function select(ctx: Ctx, id: string | undefined, evening: string | undefined, all: boolean): { one?: LoadedSheet; many: LoadedSheet[]; skipped: Skipped[] } {
  if ([id !== undefined, evening !== undefined, all].filter(Boolean).length > 1) {
    throw usage('Give one of <id>, --evening <date> or --all, not several.', 'Geef één van <id>, --evening <datum> of --all, niet meerdere.');
  }
  if (evening === undefined && !all) {
    const one = loaded(ctx.store.readSheet(resolveSheetId(ctx, id)), ctx.lang);
    return { one, many: [one], skipped: [] };
  }
  if (evening !== undefined && !isEveningDate(evening)) {
    throw usage(`--evening needs a date written YYYY-MM-DD, e.g. --evening 2026-11-29, not "${evening}".`, `--evening vraagt een datum als JJJJ-MM-DD, bv. --evening 2026-11-29, niet "${evening}".`);
  }
  const { sheets, skipped } = loadAll(ctx);
  // In playing order, as the CSV and Markdown list them.
  const many = eveningsOf(evening === undefined ? sheets : sheets.filter((s) => eveningOf(s.data.createdAt) === evening)).flatMap((e) => e.sheets);
  if (many.length === 0) {
    const dates = [...new Set(sheets.map((s) => eveningOf(s.data.createdAt)))].sort().reverse().slice(0, 5);
    const known = dates.length > 0 ? ` Evenings with sheets: ${dates.join(', ')}.` : " Start one with 'tafel new'.";
    const knownNl = dates.length > 0 ? ` Avonden met bladen: ${dates.join(', ')}.` : " Begin er een met 'tafel new'.";
    throw new StorageError(
      evening === undefined ? tx(`There are no sheets to export.${known}`, `Er zijn geen bladen om uit te voeren.${knownNl}`) : tx(`No sheets were started on ${evening}.${known}`, `Op ${evening} werd geen blad begonnen.${knownNl}`),
      'not-found',
    );
  }
  return { many, skipped };
}

export async function runExport(ctx: Ctx, id: string | undefined, opts: Record<string, string | boolean | undefined>): Promise<EveningOutput> {
  const format = formatOf(opts.format);
  const evening = typeof opts.evening === 'string' ? opts.evening : undefined;
  const out = typeof opts.out === 'string' ? opts.out : undefined;
  const { one, many, skipped } = select(ctx, id, evening, Boolean(opts.all));
  const doc = format === 'json' ? exportDoc(many, new Date()) : undefined;
  // The writers are loaded only for their format (stats shares this module and needs neither).
  let content: string;
  if (doc !== undefined) content = JSON.stringify(doc, null, 2) + '\n';
  else if (format === 'csv') {
    const { eveningsCsv, sheetCsv } = await import('../evening/csv.js');
    content = one ? sheetCsv(one, ctx.lang) : eveningsCsv(eveningsOf(many), ctx.lang);
  } else {
    const { eveningsMarkdown, sheetOnlyMarkdown } = await import('../evening/markdown.js');
    content = one ? sheetOnlyMarkdown(one, ctx.lang) : eveningsMarkdown(eveningsOf(many), ctx.lang);
  }
  const ids = many.map((s) => s.data.id);
  if (out !== undefined) {
    const written = writeOut(out, content);
    return {
      json: { written, format, sheets: ids, bytes: Buffer.byteLength(content) },
      text: (c) => {
        const n = ids.length;
        return c.lang === 'nl' ? `${n} ${n === 1 ? 'blad' : 'bladen'} (${format}) geschreven naar ${written}.` : `Wrote ${n} ${n === 1 ? 'sheet' : 'sheets'} (${format}) to ${written}.`;
      },
      skipped,
    };
  }
  return { json: doc ?? { format, sheets: ids, content }, text: () => content.replace(/\n$/, ''), skipped };
}
