import { usage } from '../core/errors.js';
import type { Prompter } from '../play/prompter.js';
import { resolveSheetId, type Ctx, type Output } from './context.js';

/**
 * `tafel play [<id>]`: the table mode. Opens the given or active sheet (or offers to start one) and
 * records deal after deal with questions on stderr. stdout gets one closing line, or with --json the
 * sheet as it was left.
 */
export async function runPlay(ctx: Ctx, id: string | undefined, prompter?: Prompter): Promise<Output> {
  if (!ctx.interactive && prompter === undefined) {
    throw usage(
      "tafel play asks questions, so it needs a terminal (and no --no-input): record deals with 'tafel record ...' instead.",
      "tafel play stelt vragen, dus het heeft een terminal nodig (en geen --no-input): noteer giften met 'tafel record ...'.",
    );
  }
  const [{ playLoop }, { openSheet }] = await Promise.all([import('../play/loop.js'), import('../play/start.js')]);
  const p = prompter ?? (await (await import('../play/inquirer.js')).inquirerPrompter(ctx));
  const sheetId = id !== undefined ? resolveSheetId(ctx, id) : await openSheet(ctx, p);
  if (sheetId === undefined) {
    return { json: null, text: (c) => (c.lang === 'nl' ? 'Geen blad geopend.' : 'No sheet opened.') };
  }
  const { view, recorded } = await playLoop(ctx, p, sheetId);
  return {
    json: view,
    text: (c) =>
      c.lang === 'nl'
        ? `Blad ${view.id}: ${view.deals.length} ${view.deals.length === 1 ? "gift" : "giften"}, ${recorded} deze keer genoteerd.`
        : `Sheet ${view.id}: ${view.deals.length} ${view.deals.length === 1 ? "deal" : "deals"}, ${recorded} recorded this time.`,
  };
}
