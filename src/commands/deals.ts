import { refused, TafelError, UsageError } from '../core/errors.js';
import { flagName } from '../core/flags.js';
import { UnknownPlayer } from '../core/players.js';
import { sayIn, textsOf } from '../i18n/index.js';
import type { RecordArgs } from '../core/game.js';
import { dealWord } from '../games/index.js';
import { headById } from '../games/heads.js';
import type { SheetData, SheetView } from '../sheet/sheet.js';
import { recordDeal, redoRow, undoRow, type RowOptions } from '../serve/write.js';
import { renderSheet, rowText } from '../ui/sheet-table.js';
import { resolveSheetId, type Ctx, type Output } from './context.js';

export type { RowOptions } from '../serve/write.js';

/** The view of deal `number`. */
export const dealView = (v: Pick<SheetView, 'deals'>, number: number) => v.deals[number - 1];

export const dealOutput = (v: SheetView, number: number): Output => {
  const deal = dealView(v, number);
  return {
    json: {
      ...deal,
      totals: v.totals,
      ...(v.pot !== undefined ? { pot: deal.pot } : {}),
      finished: v.finished,
      ...(v.winner !== undefined ? { winner: v.winner } : {}),
    },
    text: async (c) => {
      const line = textsOf(c.lang).commands.dealLine(number, rowText(deal), dealWord(v.game, c.lang));
      return `${line}\n${await renderSheet(v, c, number)}`;
    },
  };
};

// Every hint names the sheet: a bare 'tafel reopen' would open the active sheet, which may be another.
export const closedRefusal = (id: string) => refused((t) => t.commands.closed(id));

/** `tafel record`: through the one write path a scorer's phone also takes (src/serve/write.ts). */
export async function runRecord(
  ctx: Ctx,
  sheet: string | undefined,
  args: RecordArgs,
  opts: RowOptions = {},
): Promise<Output> {
  const id = await resolveSheetId(ctx, sheet);
  const v = await recordDeal(ctx.store, id, args, { ...opts, lang: ctx.lang }).catch(async (e) => {
    const said = e instanceof TafelError ? ((await otherGamesFlag(ctx, id, args, e)) ?? e) : e;
    // A player of another sheet of the evening: looked for only now, so a deal recorded pays nothing for it.
    throw said instanceof UnknownPlayer ? (await import('./elsewhere.js')).playsElsewhere(ctx, id, sheet, said) : said;
  });
  const n = v.deals.length;
  return { ...dealOutput(v, n), done: sayIn((t, l) => t.commands.done.recorded(n, dealWord(v.game, l), id)) };
}

/**
 * A refused deal whose flags are not its sheet's game's at all (`--taker` on a Kleurenwiezen sheet, the active sheet
 * not the one meant): said so, naming the sheet, its game and its flags, where the game's refusal spoke of something
 * else ("Which contract?"); one that names the flag ("--taker does not apply to a Manillen deal") stays.
 */
async function otherGamesFlag(ctx: Ctx, id: string, args: RecordArgs, e: TafelError): Promise<UsageError | undefined> {
  let game: string;
  try {
    game = ctx.store.readSheet(id).game;
  } catch {
    return undefined;
  }
  const own = Object.keys(headById(game).flags);
  const other = Object.keys(args.flags).find((k) => args.flags[k] !== undefined && !own.includes(flagName(k)));
  if (other === undefined || e.text.en.includes(`--${flagName(other)}`)) return undefined;
  const flags = own.map((f) => `--${f}`);
  // Named as its players say it (its catalogue), as the game's own refusals name it.
  const names = await headById(game).catalogue();
  return new UsageError(sayIn((t, l) => t.commands.notThisGamesFlag(`--${flagName(other)}`, id, names[l].name, flags)));
}

/** `asked`: table mode's sheet as it was when undo was chosen (refused when changed elsewhere since). */
export async function runUndo(ctx: Ctx, sheet: string | undefined, asked?: SheetData): Promise<Output> {
  const id = await resolveSheetId(ctx, sheet);
  const { removed, view: v } = await undoRow(ctx.store, id, ctx.lang, undefined, undefined, asked);
  const what = removed.correction !== undefined ? { correction: removed.correction } : { deal: removed.number };
  return {
    json: { removed, totals: v.totals, nextDealer: v.nextDealer },
    done: sayIn((t, l) => t.commands.done.removed(what, dealWord(v.game, l), id)),
    text: async (c) => {
      const line = textsOf(c.lang).commands.removed(what, dealWord(v.game, c.lang));
      const said = `${line}: ${rowText(removed)}`;
      return `${said}\n${await renderSheet(v, c)}`;
    },
  };
}

/** `tafel redo`: puts back the last row `undo` took off, until the next record or correction. */
export async function runRedo(ctx: Ctx, sheet: string | undefined, asked?: SheetData): Promise<Output> {
  const id = await resolveSheetId(ctx, sheet);
  const { restored, view: v } = await redoRow(ctx.store, id, ctx.lang, undefined, undefined, asked);
  const what = restored.correction !== undefined ? { correction: restored.correction } : { deal: restored.number };
  return {
    json: { restored, totals: v.totals, nextDealer: v.nextDealer },
    text: async (c) => {
      const line = textsOf(c.lang).commands.putBack(what, dealWord(v.game, c.lang));
      const said = `${line}: ${rowText(restored)}`;
      return `${said}\n${await renderSheet(v, c)}`;
    },
  };
}
