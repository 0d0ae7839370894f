import type { Ctx, Output } from '../commands/context.js';
import { runFinish } from '../commands/sheets.js';
import { dealsWord, dealWord, gameById } from '../games/index.js';
import { textsOf } from '../i18n/index.js';
import type { SheetData } from '../sheet/sheet.js';
import { potToShare, shortOfLimit } from '../sheet/view.js';
import { again, type Prompter } from './prompter.js';

/**
 * Table mode's finish: asked, then done as `tafel finish` does it (its output), or undefined when the table plays on.
 * A sheet short of its deal limit (6 of a boom's 16 deals) is asked whether to close it so early, No the default:
 * finish sits beside the sheet's look-up in the list, an Enter away. Then a pot that holds money asks what becomes of
 * it, and any other sheet not asked yet whether to close it, No the default while its game is not over (`over`): an
 * empty pot too (until 2026-12-08 it asked whether to share a pot with nothing in it).
 */
export async function askFinish(
  ctx: Ctx,
  p: Prompter,
  id: string,
  data: SheetData,
  over: boolean,
): Promise<Output | undefined> {
  const T = textsOf(ctx.lang).play;
  const game = gameById(data.game);
  const ws = dealsWord(game.id, ctx.lang);
  const sure = (message: string, yes: boolean) => again(() => p.confirm({ message, default: yes }), false);
  const short = shortOfLimit(data);
  if (short && !(await sure(T.closeEarly(short.played, short.limit, id, dealWord(game.id, ctx.lang), ws), false))) {
    return undefined;
  }
  let share = false;
  if (potToShare(data)) {
    const how = await again(
      () =>
        p.select<'share' | 'keep' | 'back'>({
          message: T.potQuestion,
          choices: [
            { value: 'keep', name: T.potKeep },
            { value: 'share', name: T.potShare },
            { value: 'back', name: T.playOn },
          ],
        }),
      'back',
    );
    if (how === 'back') return undefined;
    share = how === 'share';
  } else if (!short && !(await sure(T.closeSheet(id, ws), over))) return undefined;
  return runFinish(ctx, id, share);
}
