import { TafelError } from '../core/errors.js';
import { gameById } from '../games/registry.js';
import { sheetSummary } from '../evening/stats.js';
import { replay, type SheetData } from '../sheet/sheet.js';
import { listSheets, type Listed, type SheetSummary } from '../store/index-sheets.js';
import { view, type Ctx } from './context.js';

/**
 * A sheet as the index of sheets keeps it: replayed without the deals' texts (nobody reads them
 * there). A sheet that cannot be replayed is refused exactly as every command refuses it.
 */
export function summarize(data: SheetData, lang: Ctx['lang']): SheetSummary {
  try {
    const game = gameById(data.game);
    return sheetSummary(data, replay(game, data, lang, { texts: false }), game);
  } catch (e) {
    view(data, lang); // throws the refusal every command gives for this sheet
    throw e;
  }
}

/**
 * Every sheet of the data directory, through the index of sheets (store/index-sheets.ts): only the
 * sheets new or changed since the last listing are read and replayed.
 */
export function listAll(ctx: Ctx): Listed[] {
  return listSheets(
    ctx.store.dir,
    ctx.store.ids(),
    (id) => summarize(ctx.store.readSheet(id), ctx.lang),
    (e) => (e instanceof TafelError ? e.text : undefined),
  );
}
