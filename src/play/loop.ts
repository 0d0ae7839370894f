import { lastRow, rowCount } from '../sheet/rows.js';
import { StorageError, stoppedAs, TafelError, UsageError } from '../core/errors.js';
import type { RecordArgs } from '../core/game.js';
import { both, say, textsOf } from '../i18n/index.js';
import { dealWord, gameById } from '../games/index.js';
import { configOf, type DealView, type SheetData, type SheetView } from '../sheet/sheet.js';
import { runRecord, runRedo, runUndo } from '../commands/deals.js';
import { runEdit } from '../commands/edit.js';
import { askCorrection } from './correct.js';
import { runDealer, runReopen } from '../commands/amend.js';
import { runNew } from '../commands/new.js';
import type { Ctx } from '../commands/context.js';
import { view } from '../sheet/view.js';
import { drawSheet, rowText } from '../ui/sheet-table.js';
import { safe } from '../ui/paint.js';
import { askDeal, keepUnasked, rowOn, type Action, type DealCtx } from './deal.js';
import { dealLine, dealsToEdit, fitDealLine } from './deal-line.js';
import { flowFor } from './flows/index.js';
import { again, questionLines, type Choice, type Prompter } from './prompter.js';
import { showRules, showSheet } from './look.js';
import { askFinish } from './finish.js';

/** A deal line fitted to the screen (deal-line.ts), where the tests have long found it. */
export { fitDealLine };

export interface LoopResult {
  view: SheetView;
  /** Deals recorded during this session on the sheet of `view`. */
  recorded: number;
  /**
   * The sheets this session left for a `new sheet` before it (in order), each with its deals when it was left and
   * those of this session still on it: the closing line names each with its own count.
   */
  left: { id: string; deals: number; recorded: number }[];
}

/**
 * The sheet as table mode shows it, after the lines `above` it (the deal just recorded): no wider
 * than the terminal, and no taller than what the next question leaves free, so that the names, the
 * last deals, the totals and the question are all on screen. The size is read at every draw: after
 * a resize the next sheet fits the new screen.
 */
export async function sheetText(ctx: Ctx, p: Prompter, v: SheetView, above: string[] = []): Promise<string> {
  const { screen } = ctx;
  const width = p.columns ?? screen.width;
  const rows = p.rows ?? (screen.height === undefined ? undefined : screen.height + 1);
  above = above.flatMap((line) => (width === undefined ? [line] : fitDealLine(line, width)));
  // One line spare: the terminal scrolls a line when the last one is written to its end.
  const height = rows === undefined ? undefined : Math.max(1, rows - questionLines(rows) - above.length - 1);
  const sheet = await drawSheet(v, ctx, { width, height });
  return [...above, sheet].join('\n');
}

/**
 * Saves one deal through runRecord (the store's locked read-modify-write, the game's parseDeal once
 * more inside the lock) and redraws the sheet. Returns the sheet as saved. `asked`: the rows of the sheet the
 * deal was asked on and who was to deal; a sheet changed elsewhere meanwhile refuses it.
 */
export async function recordAndShow(
  ctx: Ctx,
  p: Prompter,
  id: string,
  args: RecordArgs,
  asked?: { rows: number; dealer: string },
): Promise<SheetData> {
  await runRecord(ctx, id, args, asked === undefined ? {} : { rows: asked.rows, dealtBy: asked.dealer });
  const data = ctx.store.readSheet(id);
  const v = view(data, ctx.lang);
  p.say(
    await sheetText(ctx, p, v, [
      await dealLine(ctx, v, v.deals.length, textsOf(ctx.lang).play.deal(v.deals.length, dealWord(v.game, ctx.lang))),
    ]),
  );
  return data;
}

/** What a redo would put back: the number the deal gets again, or undefined for a correction. */
function undoneNumber(data: SheetData): number | undefined {
  const rows = data.undone ?? [];
  return 'correction' in rows[rows.length - 1] ? undefined : data.deals.length + 1;
}

function actionChoices(ctx: Ctx, data: SheetData, v: SheetView): Choice<Action>[] {
  const T = textsOf(ctx.lang).play;
  const w = dealWord(v.game, ctx.lang);
  const last = v.deals[v.deals.length - 1];
  // Undo takes off the last row: a correction after the last deal, else that deal.
  const row = lastRow(data);
  const k = row && 'correction' in row ? row.correction : undefined;
  const undo: Choice<Action> | undefined =
    k !== undefined
      ? { value: 'undo', name: T.undoCorrection(k + 1), description: safe(v.corrections[k]?.reason ?? '') }
      : last && { value: 'undo', name: T.undo(last.number, w), description: rowText(last) };
  return [
    ...(undo && !data.closed ? [{ ...undo, notByNumber: true as const }] : []),
    // An accidental undo is reversible: the deal it took back is offered until the next deal is recorded.
    ...(!data.closed && (data.undone ?? []).length > 0
      ? [{ value: 'redo' as const, name: T.redo(undoneNumber(data), w), notByNumber: true as const }]
      : []),
    ...(last ? [{ value: 'edit' as const, name: T.edit(w) }] : []),
    ...(!data.closed && !v.finished
      ? [
          { value: 'correct' as const, name: T.correct },
          { value: 'dealer' as const, name: T.dealer(w) },
        ]
      : []),
    // The end of a game: the same table plays another (a new sheet), or a closed sheet is opened again.
    ...(v.finished || data.closed ? [{ value: 'again' as const, name: T.again }] : []),
    ...(data.closed ? [{ value: 'reopen' as const, name: T.reopen }] : []),
    { value: 'rules', name: T.rules },
    { value: 'sheet', name: T.sheet },
    ...(!data.closed ? [{ value: 'finish' as const, name: T.finish }] : []),
    { value: 'quit', name: T.quit(w) },
  ];
}

/**
 * The table mode: shows the sheet, asks for each deal (or an action: undo, edit, rules, sheet,
 * finish, quit), saves it and redraws. Nothing is written until a deal's answers all pass the game's
 * rules, so Ctrl-C (inquirer's ExitPromptError, passed on to main.ts: exit 130) leaves the sheet as
 * it was.
 */
export async function playLoop(ctx: Ctx, p: Prompter, id: string): Promise<LoopResult> {
  const entering: Entering = {};
  try {
    return await loop(ctx, p, id, entering);
  } catch (e) {
    // Ctrl-C: one line that says what is lost (every saved deal is on disk, the one being entered is not), then exit
    // 130 as before (said by the shell: with --json as its error document).
    const { deal, correcting } = entering;
    const said = say(({ play: t }) =>
      correcting ? t.stoppedCorrection : deal ? t.stoppedDeal(deal.number, deal.w) : t.stopped,
    );
    throw stoppedAs(e, said);
  }
}

/** The deal being entered (once a question of it is answered) or a correction: Ctrl-C says it was not written. */
type Entering = { deal?: { number: number; w: string }; correcting?: boolean };

/** The prompter, calling `answered` after each answer it gives. */
function noting(p: Prompter, answered: () => void): Prompter {
  const after = async <T>(a: Promise<T>): Promise<T> => {
    const got = await a;
    answered();
    return got;
  };
  return {
    // Read at each draw: a resized window.
    get rows() {
      return p.rows;
    },
    get columns() {
      return p.columns;
    },
    select: (q) => after(p.select(q)),
    search: (q) => after(p.search(q)),
    checkbox: (q) => after(p.checkbox(q)),
    input: (q) => after(p.input(q)),
    number: (q) => after(p.number(q)),
    confirm: (q) => after(p.confirm(q)),
    say: (text) => p.say(text),
    ...(p.staying ? { staying: p.staying.bind(p) } : {}),
  };
}

async function loop(ctx: Ctx, p: Prompter, id: string, entering: Entering): Promise<LoopResult> {
  const T = textsOf(ctx.lang).play;
  let data = ctx.store.readSheet(id);
  const game = gameById(data.game);
  const w = dealWord(game.id, ctx.lang);
  const flow = flowFor(game.id);
  if (flow === undefined) {
    throw new UsageError(both((t) => t.play.noQuestions(game.id)));
  }
  // The deals recorded this session that are still on the sheet: an undo takes one back. A `new sheet` starts the count
  // again for the new sheet, the sheet left keeping its own (`left`).
  let recorded = new Set<number>();
  const left: LoopResult['left'] = [];
  p.say(await sheetText(ctx, p, view(data, ctx.lang)));
  // After a look-up: the next question starts with nothing highlighted (DealCtx.calm).
  let calm = false;
  /**
   * An action's write, refused as the command refuses it (the sheet changed elsewhere since it was shown: an undo on
   * another terminal, a phone): the reason is said and the sheet shown as it now is, and the session goes on. A sheet
   * deleted meanwhile ends it, saying so and how to bring the sheet back.
   */
  const refusedSaid = async <R>(write: () => Promise<R>): Promise<R | undefined> => {
    try {
      return await write();
    } catch (e) {
      if (!(e instanceof TafelError)) throw e;
      try {
        data = ctx.store.readSheet(id);
      } catch (gone) {
        throw gone instanceof StorageError && gone.code === 'not-found'
          ? new StorageError(
              both((t) => t.play.sheetGone(id)),
              'not-found',
            )
          : gone;
      }
      p.say(await sheetText(ctx, p, view(data, ctx.lang), [`✗ ${e.text[ctx.lang]}`]));
      return undefined;
    }
  };
  for (;;) {
    const v = view(data, ctx.lang);
    const f: DealCtx = {
      game,
      config: configOf(game, data),
      lang: ctx.lang,
      dealer: v.nextDealer,
      deals: data.deals,
      row: rowOn(data),
      actions: actionChoices(ctx, data, v),
      ...(calm ? { calm } : {}),
    };
    calm = false;
    let action: Action;
    if (v.finished) {
      // The sheet just shown ends with the result: it is not said again.
      // Nothing highlighted: Enters typed ahead while the last deal was saved do not finish or quit.
      // Nothing to go back to: Esc stays at this question.
      const ask = () => p.select<Action>({ message: T.gameOver, choices: f.actions, noDefault: true });
      action = await again(() => (p.staying ? p.staying(ask) : ask()));
    } else {
      const deal = { number: v.deals.length + 1, w };
      const r = await askDeal(
        noting(p, () => (entering.deal = deal)),
        flow,
        f,
      );
      entering.deal = undefined;
      if ('done' in r) {
        // Refused by then (the sheet changed elsewhere, a rule of the sheet as it now is): said, and the loop goes on.
        const saved = await refusedSaid(() =>
          recordAndShow(ctx, p, id, r.done.args, { rows: rowCount(data), dealer: f.dealer }),
        );
        if (saved) {
          data = saved;
          recorded.add(data.deals.length);
        }
        continue;
      }
      action = r.action as Action;
    }
    switch (action) {
      case 'undo': {
        const out = await refusedSaid(() => runUndo(ctx, id, data));
        if (!out) break;
        const { removed } = out.json as { removed: DealView };
        const what = removed.correction !== undefined ? { correction: removed.correction } : { deal: removed.number };
        if (removed.correction === undefined) recorded.delete(removed.number);
        data = ctx.store.readSheet(id);
        const said = `${textsOf(ctx.lang).commands.removed(what, w)}: ${rowText(removed)}`;
        p.say(await sheetText(ctx, p, view(data, ctx.lang), [said]));
        break;
      }
      case 'redo': {
        const deals = data.deals.length;
        if (!(await refusedSaid(() => runRedo(ctx, id, data)))) break;
        data = ctx.store.readSheet(id);
        const after = view(data, ctx.lang);
        // A deal put back is said as a recorded one is; a correction put back shows in the sheet itself.
        const put = after.deals.length > deals;
        if (put) recorded.add(after.deals.length);
        const above = put
          ? [await dealLine(ctx, after, after.deals.length, T.restoredDeal(after.deals.length, w))]
          : [];
        p.say(await sheetText(ctx, p, after, above));
        break;
      }
      case 'edit': {
        const deals = await dealsToEdit(v, ctx.lang);
        const n = await again(
          () =>
            p.search<number>({
              message: T.whichDeal(w),
              choices: [...deals, { value: 0, name: T.backWord }],
            }),
          0,
        );
        if (n === 0) break;
        const before = v.deals[n - 1];
        const back: Choice<Action> = { value: 'quit', name: T.keepDeal(n, w) };
        const r = await askDeal(p, flow, {
          ...f,
          dealer: before.dealer,
          deals: data.deals.slice(0, n - 1),
          editing: data.deals[n - 1],
          actions: [back],
          escape: back.value,
        });
        if (!('done' in r)) {
          p.say(T.keptDeal(n, w));
          break;
        }
        const edited = keepUnasked(flow, f, data.deals[n - 1], r.done.args);
        const out = await refusedSaid(() => runEdit(ctx, id, String(n), edited, { asked: data }));
        if (!out) break;
        // The deal given as it stands (Enter through every answer): said as `tafel edit` says it, nothing was written.
        if ((out.json as { changed: boolean }).changed === false) {
          p.say(await sheetText(ctx, p, v, [await out.text(ctx)]));
          break;
        }
        data = ctx.store.readSheet(id);
        const after = view(data, ctx.lang);
        p.say(await sheetText(ctx, p, after, [await dealLine(ctx, after, n, T.changedDeal(n, w))]));
        break;
      }
      case 'correct': {
        entering.correcting = true;
        const written = await askCorrection(ctx, p, id);
        entering.correcting = false;
        if (written === undefined) break;
        data = ctx.store.readSheet(id);
        p.say(await sheetText(ctx, p, view(data, ctx.lang), [written]));
        break;
      }
      case 'dealer': {
        const who = await again(
          () =>
            p.select<string>({
              message: T.whoDeals(w),
              // A player out of the game (Toepen: dood) deals no more: not offered (until 2026-12-08 offered, then
              // refused).
              choices: [
                ...data.players.filter((pl) => !v.outOfGame?.includes(pl)).map((pl) => ({ value: pl, name: safe(pl) })),
                { value: '', name: T.backWord },
              ],
              default: v.nextDealer,
            }),
          '',
        );
        if (who === '') break;
        if (!(await refusedSaid(() => runDealer(ctx, id, who)))) break;
        data = ctx.store.readSheet(id);
        p.say(await sheetText(ctx, p, view(data, ctx.lang)));
        break;
      }
      case 'again': {
        const set = Object.entries(data.set ?? {}).map(([k, x]) => `${k}=${x}`);
        const out = await runNew(ctx, data.game, {
          players: data.players.join(','),
          rules: data.rules,
          ...(set.length > 0 ? { set } : {}),
          ...(data.stakeCents !== undefined ? { stake: (data.stakeCents / 100).toFixed(2) } : {}),
        });
        left.push({ id, deals: data.deals.length, recorded: recorded.size });
        recorded = new Set();
        id = (out.json as { id: string }).id;
        // Said as a sheet started from the first question is (start.ts), not with `new`'s advice for the command line.
        p.say(textsOf(ctx.lang).start.newSheet(id));
        data = ctx.store.readSheet(id);
        p.say(await sheetText(ctx, p, view(data, ctx.lang)));
        break;
      }
      case 'reopen': {
        const out = await runReopen(ctx, id);
        p.say(await out.text(ctx));
        data = ctx.store.readSheet(id);
        p.say(await sheetText(ctx, p, view(data, ctx.lang)));
        break;
      }
      case 'rules':
      case 'sheet':
        // A rule, or every deal (the sheet above the question holds the last that fit), read to a key after its last
        // screen; the look-up scrolled the sheet away: it is shown again before the next question.
        if (action === 'rules') await showRules(ctx, p, data, flow, f);
        else await showSheet(p, await drawSheet(v, ctx, { width: p.columns ?? ctx.screen.width, all: true }), ctx.lang);
        p.say(await sheetText(ctx, p, v));
        calm = true;
        break;
      case 'finish': {
        const out = await askFinish(ctx, p, id, data, v.finished);
        if (!out) break;
        p.say(await out.text(ctx));
        return { view: out.json as SheetView, recorded: recorded.size, left };
      }
      case 'quit':
        return { view: view(data, ctx.lang), recorded: recorded.size, left };
      default:
        break;
    }
  }
}
