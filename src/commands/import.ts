import path from 'node:path';
import { StorageError, tx } from '../core/errors.js';
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
        throw new StorageError(tx(`No file ${target}: give the path of a file written by 'tafel export --format json'.`, `Geen bestand ${target}: geef het pad van een bestand van 'tafel export --format json'.`), 'not-found');
      case 'encoding':
        throw new StorageError(tx(`${target} is not valid UTF-8 text; nothing was imported. Use a file written by 'tafel export --format json'.`, `${target} is geen geldige UTF-8-tekst; er werd niets ingelezen. Gebruik een bestand van 'tafel export --format json'.`), 'bad-import');
      default: {
        const code = f.kind === 'io' ? f.code : f.kind === 'not-file' ? 'not a plain file' : 'a link';
        throw new StorageError(tx(`Cannot read ${target} (${code}): give the path of an export file.`, `Kan ${target} niet lezen (${code}): geef het pad van een exportbestand.`), 'unreadable');
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
      const nl = c.lang === 'nl';
      const n = ids.length;
      const renamed = plan.renamed.map((r) => (nl ? `${r.from} heet nu ${r.to}` : `${r.from} is now ${r.to}`));
      const head = nl ? `${n} ${n === 1 ? 'blad' : 'bladen'} ingelezen: ${ids.join(', ')}.` : `Imported ${n} ${n === 1 ? 'sheet' : 'sheets'}: ${ids.join(', ')}.`;
      const tail = nl ? `'tafel use <id>' maakt er een actief.` : `'tafel use <id>' makes one active.`;
      return [head, ...(renamed.length ? [renamed.join('; ') + '.'] : []), tail].join('\n');
    },
  };
}
