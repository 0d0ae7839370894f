import { stoppedAs, UsageError } from '../core/errors.js';
import type { DealInput, RecordArgs } from '../core/game.js';
import { findPlayer } from '../core/players.js';
import { loadTexts, LANGS, say } from '../i18n/index.js';
import { gameById } from '../games/index.js';
import { configOf } from '../sheet/sheet.js';
import { resolveSheetId, type Ctx } from '../commands/context.js';
import { view } from '../sheet/view.js';
import { streamsOf } from '../ui/out.js';
import { askDeal, lacksAnswers, rowOn, type DealCtx } from './deal.js';
import { flowFor } from './flows/index.js';
import type { Prompter } from './prompter.js';

/**
 * `tafel record` on a terminal with the contract or a needed flag missing: asks for just what is
 * missing and returns the completed arguments, which then go through runRecord like typed ones.
 * A bare `tafel record` (no word or flag of a deal) asks the whole deal as table mode does, its questions that a line
 * may leave out too (Klaverjassen's pit and roem, Belote's capot, Manillen's mee): a deal given nowhere was told
 * nowhere how it ended. Anything else (a refused value, a finished sheet, nothing missing) is left for runRecord to
 * refuse exactly as without a terminal. Never holds the sheet's lock while asking. `named`: the dealer `--dealer`
 * names.
 */
export async function fillMissing(
  ctx: Ctx,
  sheet: string | undefined,
  args: RecordArgs,
  prompter?: Prompter,
  named?: string,
): Promise<RecordArgs> {
  // Table mode's questions and refusals, whose refusals carry both languages.
  await loadTexts(...LANGS);
  const id = await resolveSheetId(ctx, sheet);
  const data = ctx.store.readSheet(id);
  const game = gameById(data.game);
  const config = configOf(game, data);
  const v = view(data, ctx.lang);
  // Who deals this deal as record has it: the one `--dealer` names, else the rotation's (until 2026-12-07 always the
  // rotation's, so the sitter a named dealer makes was asked about, and the rotation's sitter refused).
  let dealer = v.nextDealer;
  try {
    if (named !== undefined) dealer = findPlayer(data.players, named);
  } catch {
    return args; // a name that is nobody's: record's own refusal
  }
  let input: DealInput | undefined;
  try {
    // Read where record reads it (this dealer, this deal's number): a player who sits the deal out is refused, not
    // asked about first.
    input = game.parseDeal(args, config, { dealer, number: data.deals.length + 1 });
  } catch (e) {
    // A RuleViolation is a wrong value, not a missing one: record refuses it (exit 1), it is not asked.
    if (!(e instanceof UsageError)) return args;
  }
  const flow = flowFor(game.id);
  if (flow === undefined || v.finished) return args;
  const f: DealCtx = { game, config, lang: ctx.lang, dealer, deals: data.deals, row: rowOn(data), actions: [] };
  if (input !== undefined) {
    // A deal that reads but lacks a part its flow still asks for (Jokeren: a player's penalty) is asked, as table
    // mode asks it; one the flow takes whole goes to record as it is.
    try {
      flow.check?.(input, f);
      return args;
    } catch (e) {
      if (!(e instanceof UsageError)) return args;
    }
  }
  // Until 2026-12-07 a bare record asked only what a line may not leave out: Klaverjassen's `cis`, `80` was saved as
  // "80 - 82, nat" with no roem asked, `162` as made with no pit.
  const bare = args.words.length === 0 && Object.values(args.flags).every((v) => v === undefined);
  if (!bare && !lacksAnswers(flow, f, args)) return args;
  const p = prompter ?? (await (await import('./inquirer.js')).inquirerPrompter(ctx, streamsOf(ctx)));
  let r: Awaited<ReturnType<typeof askDeal>>;
  try {
    r = await askDeal(p, flow, f, args, bare ? 'all' : 'missing');
  } catch (e) {
    // Ctrl-C: one line that says nothing was recorded, as table mode's says what is saved; exit 130 as before.
    throw stoppedAs(
      e,
      say((t) => t.play.notRecorded),
    );
  }
  return 'done' in r ? r.done.args : args;
}
