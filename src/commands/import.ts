import path from 'node:path';
import { storageRefused } from '../core/errors.js';
import { textsOf } from '../i18n/index.js';
import { ExportReader, planImport } from '../evening/transfer.js';
import type { SheetData } from '../sheet/sheet.js';
import { ReadProblem, readTextChunks } from '../store/read.js';
import type { Ctx, Output } from './context.js';

/**
 * The export file, through the store's safe reader (a plain file, a link the user named is followed,
 * strict UTF-8, a byte-order mark dropped), read piece by piece and checked entry by entry
 * (ExportReader): a backup of any size imports in the memory of its stored sheets.
 */
function readExport(file: string): SheetData[] {
  const target = path.resolve(file);
  const reader = new ExportReader();
  try {
    readTextChunks(target, true, (text) => reader.push(text));
    return reader.end();
  } catch (e) {
    if (!(e instanceof ReadProblem)) throw e;
    const f = e.failure;
    switch (f.kind) {
      case 'missing':
        throw storageRefused((t) => t.commands.noImportFile(target), 'not-found');
      case 'encoding':
        throw storageRefused((t) => t.commands.importNotUtf8(target), 'bad-import');
      default: {
        const code = f.kind === 'io' ? f.code : f.kind === 'not-file' ? 'not a plain file' : 'a link';
        throw storageRefused((t) => t.commands.importUnreadable(target, String(code)), 'unreadable');
      }
    }
  }
}

/**
 * Restores sheets from a JSON export. Everything is checked first (schema, games, every deal, ids);
 * only then are the sheets written, all or nothing, also when tafel is killed halfway
 * (Store.importSheets: staged inside the data directory, published through a journal).
 */
export async function runImport(ctx: Ctx, file: string, opts: Record<string, boolean | undefined>): Promise<Output> {
  const sheets = readExport(file);
  const plan = planImport(sheets, (id) => ctx.store.exists(id), Boolean(opts.rename));
  await ctx.store.importSheets(plan.sheets);
  const ids = plan.sheets.map((s) => s.id);
  return {
    json: { imported: ids, renamed: plan.renamed },
    text: (c) => {
      const t = textsOf(c.lang).commands;
      const renamed = plan.renamed.map((r) => t.renamedOnImport(r.from, r.to));
      const head = t.imported(ids);
      const tail = t.importedHint;
      return [head, ...(renamed.length ? [renamed.join('; ') + '.'] : []), tail].join('\n');
    },
  };
}
