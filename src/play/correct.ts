import { TafelError, UsageError } from '../core/errors.js';
import { runCorrect } from '../commands/edit.js';
import type { Ctx } from '../commands/context.js';
import { gameById } from '../games/index.js';
import { textsOf } from '../i18n/index.js';
import { correctionExample, parseCorrection } from '../sheet/rows.js';
import { inWords } from '../core/said.js';
import { safe } from '../ui/paint.js';
import { GoBack, type Prompter } from './prompter.js';

/**
 * Table mode's correction, as `tafel correct <scores> --reason`: the scores are checked before the reason is asked,
 * and each answer the sheet refuses is said and asked again with what was typed (docs/table-mode.md). Esc goes back
 * to the deal's question; the line that says the correction written, or undefined when none was.
 */
export async function askCorrection(ctx: Ctx, p: Prompter, id: string): Promise<string | undefined> {
  const T = textsOf(ctx.lang).play;
  // Nobody types flags at the table: `--reason` is said as a word, as every refusal there is.
  const said = (e: unknown) => {
    if (!(e instanceof TafelError)) throw e;
    p.say(`✗ ${inWords(e.text[ctx.lang], { reason: T.reasonWord }, ctx.lang)}`);
  };
  try {
    // The example is one this sheet takes: its names, its unit, one score per team.
    const sheet = ctx.store.readSheet(id);
    const game = gameById(sheet.game);
    const message = T.correctScores(game.unit === 'money', correctionExample(game, sheet));
    let scores: string | undefined;
    for (;;) {
      // A refused answer stands typed again, to be mended where it went wrong (as a one-line deal's), not a default.
      scores = await p.input({ message, ...(scores === undefined ? {} : { term: scores }) });
      const data = ctx.store.readSheet(id);
      try {
        // Every check of the scores, its example the scores alone (not the reason); the reason is asked next.
        parseCorrection(gameById(data.game), data, scores, '-', false, 'asked');
        break;
      } catch (e) {
        said(e);
      }
    }
    let reason: string | undefined;
    for (;;) {
      // A reason refused (too long) is asked again with what was typed, standing typed to be mended.
      reason = await p.input({ message: T.correctReason, ...(reason ? { term: reason } : {}) });
      try {
        await runCorrect(ctx, id, scores, { reason });
        // As `tafel correct` and undo say it: "Correction c1: late count".
        const written = ctx.store.readSheet(id).corrections ?? [];
        return `${textsOf(ctx.lang).commands.correctionLine(written.length)}: ${safe(written.at(-1)?.reason ?? '')}`;
      } catch (e) {
        said(e);
        // Only the reason is asked again (empty, too long); the sheet refusing now (closed meanwhile) ends it.
        if (!(e instanceof UsageError)) return undefined;
      }
    }
  } catch (e) {
    if (e instanceof GoBack) return undefined;
    throw e;
  }
}
