import { stoppedAs, UsageError } from '../core/errors.js';
import { both, loadTexts, say, textsOf, LANGS } from '../i18n/index.js';
import { wrapProse } from '../ui/fit.js';
import type { Prompter } from './prompter.js';
import { resolveSheetId, type Ctx, type Output } from '../commands/context.js';
import { streamsOf } from '../ui/out.js';

/**
 * `tafel play [<id>]`: the table mode. Opens the given or active sheet (or offers to start one) and
 * records deal after deal with questions on stderr. stdout gets one closing line, or with --json the
 * sheet as it was left.
 */
/** Table mode asks: without a terminal (or with --no-input) a usage error, before anything starts (a board too). */
export async function checkTerminal(ctx: Ctx): Promise<void> {
  // Table mode's refusals carry both languages.
  await loadTexts(...LANGS);
  if (!ctx.interactive) throw new UsageError(both((t) => t.play.needsTerminal));
}

export async function runPlay(ctx: Ctx, id: string | undefined, prompter?: Prompter): Promise<Output> {
  if (prompter === undefined) await checkTerminal(ctx);
  else await loadTexts(...LANGS);
  // The games' words come with the loop, which loads every game.
  const [{ playLoop }, { openSheet }, { dealWord, dealsWord }] = await Promise.all([
    import('./loop.js'),
    import('./start.js'),
    import('../games/index.js'),
  ]);
  const p = prompter ?? (await (await import('./inquirer.js')).inquirerPrompter(ctx, streamsOf(ctx)));
  let sheetId: string | undefined;
  try {
    sheetId = id !== undefined ? await resolveSheetId(ctx, id) : await openSheet(ctx, p);
  } catch (e) {
    // Stopped at "Which sheet?" or a new sheet's questions: nothing is written before their last answer.
    throw stoppedAs(
      e,
      say((t) => t.play.noStart),
    );
  }
  if (sheetId === undefined) return { json: null, text: (c) => textsOf(c.lang).play.noSheet };
  const { view, recorded, left } = await playLoop(ctx, p, sheetId);
  // One line for each sheet played this session (a `new sheet` after a game over starts another), each with its own
  // deals: until 2026-12-08 one line named the last sheet with every deal of the session.
  const sheets = [...left, { id: view.id, deals: view.deals.length, recorded }];
  return {
    json: view,
    // A long sheet id on a narrow screen: wrapped at a word, not at the last column.
    text: (c) =>
      sheets
        .map((s) =>
          wrapProse(
            textsOf(c.lang).play.closing(
              s.id,
              s.deals,
              s.recorded,
              dealWord(view.game, c.lang),
              dealsWord(view.game, c.lang),
            ),
            c.out?.isTerminal(1) ? c.width : undefined,
          ),
        )
        .join('\n'),
  };
}
