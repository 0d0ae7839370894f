import { checkTableWrite, refuseTableSheet } from '../store/events/guard.js';
import { RuleViolation, StorageError } from '../core/errors.js';
import { dealWord, gameById } from '../games/index.js';
import { say, sayIn, type Text } from '../i18n/index.js';
import type { Lang } from '../i18n/lang.js';
import { formatMoney } from '../core/money.js';
import { refuseNamedOutDealer, renamePlayer, reopenRefusal, seatOf, setRules, swapSeats } from '../sheet/amend.js';
import { dealtAgain, keepDealer } from '../sheet/rows.js';
import type { SheetData, SheetView } from '../sheet/sheet.js';
import { safe } from '../ui/paint.js';
import { renderSheet } from '../ui/sheet-table.js';
import { resolveSheetId, type Ctx, type Output } from './context.js';
import { gameEnd, view } from '../sheet/view.js';
import { newLike } from '../sheet/again.js';
import { refuseOutDealer } from '../sheet/out-dealer.js';

/**
 * One locked change of a sheet's inputs; the answer is a line saying what changed, then the sheet (`view`: the
 * change's own view of the sheet after it, when it made one).
 */
async function amend(
  ctx: Ctx,
  sheet: string | undefined,
  change: (data: SheetData) => { data: SheetData; line: Text; json?: Record<string, unknown>; view?: SheetView },
): Promise<Output> {
  const id = await resolveSheetId(ctx, sheet);
  const { v, line, json } = await ctx.store.updateSheet(id, (data) => {
    const r = change(data);
    return { data: r.data, result: { v: r.view ?? view(r.data, ctx.lang), line: r.line, json: r.json ?? {} } };
  });
  return { json: { ...json, sheet: v }, text: async (c) => `${safe(line[c.lang])}\n${await renderSheet(v, c)}` };
}

export const runRename = (ctx: Ctx, sheet: string | undefined, from: string, to: string): Promise<Output> =>
  amend(ctx, sheet, (data) => {
    refuseTableSheet(data, 'rename');
    const next = renamePlayer(gameById(data.game), data, from, to);
    const old = data.players.find((p) => !next.players.includes(p))!;
    // The name as stored (core/players.ts nameOf: "Jan  Peeters" is Jan Peeters).
    const name = next.players[data.players.indexOf(old)];
    return {
      data: next,
      line: say((t) => t.commands.renamed(old, name)),
      json: { renamed: { from: old, to: name } },
    };
  });

export const runSeats = (ctx: Ctx, sheet: string | undefined, a: string, b: string): Promise<Output> =>
  amend(ctx, sheet, (data) => {
    refuseTableSheet(data, 'seats');
    const next = swapSeats(data, a, b);
    const order = next.players.join(', ');
    const ended = (data.undone ?? []).length > 0;
    return { data: next, line: say((t) => t.commands.seats(order, ended)), json: { players: next.players } };
  });

/** `tafel dealer Cis`: Cis deals the next deal; the rotation continues from there. */
export const runDealer = (ctx: Ctx, sheet: string | undefined, name: string): Promise<Output> =>
  amend(ctx, sheet, (data) => {
    const v = view(data, ctx.lang, { texts: false });
    if (v.finished) throw new RuleViolation(sayIn((t, l) => t.commands.noNextDeal(data.id, dealWord(data.game, l))));
    const seat = seatOf(data, name);
    const p = data.players[seat];
    refuseOutDealer(v, p);
    // The player who deals next anyway: nothing changes and nothing is written (until 2026-12-06 the file gained
    // "dealers" and `.bak` lost the version before the last real change).
    // `changed` tells a script reading --json what the line says.
    if (p === v.nextDealer)
      return { data, line: say((t) => t.commands.dealsNextAlready(p)), json: { nextDealer: p, changed: false } };
    // The rotation's own dealer, named after another: that pin taken off, none of him kept (rows.ts `dealtAgain`, as
    // edit --dealer and redo leave none); until 2026-12-07 `tafel dealer Cis`, `tafel dealer Bert` kept Bert pinned.
    return {
      data: { ...dealtAgain(data, seat, ctx.lang), undone: keepDealer(data.undone, seatOf(data, v.nextDealer)) },
      line: say((t) => t.commands.dealsNext(p)),
      json: { nextDealer: p, changed: true },
    };
  });

export async function runSet(ctx: Ctx, sheet: string | undefined, pairs: string[]): Promise<Output> {
  let before: SheetView | undefined;
  return amend(ctx, sheet, (data) => {
    refuseTableSheet(data, 'set');
    before = view(data, ctx.lang, { texts: false });
    const game = gameById(data.game);
    const { data: next, changed } = setRules(game, data, pairs);
    refuseNamedOutDealer(game, data, next, { set: changed.map((c) => `${c.key}=${c.to}`).join(' ') });
    const after = view(next, ctx.lang);
    const list = changed.map((c) => `${c.key} ${c.from} -> ${c.to}`).join(', ');
    // Money as the sheet prints it (-1.80, in Dutch -1,80), points as they are.
    const shown = (n: number, l: Lang) =>
      game.unit === 'money' ? `${n < 0 ? '-' : ''}${formatMoney(Math.abs(n), l)}` : String(n);
    // A team game's totals once a team, as its sheet shows them (Ann + Cis 374 -> 370).
    const sides = game.teams(data.players) ?? data.players.map((p) => [p]);
    const moved = (l: Lang) =>
      sides
        .filter(([p]) => before!.totals[p] !== after.totals[p])
        .map((side) => `${side.join(' + ')} ${shown(before!.totals[side[0]], l)} -> ${shown(after.totals[side[0]], l)}`)
        .join(', ');
    return {
      data: next,
      line:
        changed.length === 0
          ? say((t) => t.commands.houseUnchanged)
          : sayIn((t, l) => t.commands.houseChanged(list, moved(l))),
      json: { changed, totalsBefore: before.totals },
      view: after,
    };
  });
}

/**
 * `reopen` takes off a `finish`. A game over by its own rules stays over (rules-notes.md): reopen says why, and the
 * house rule whose higher value plays on, whether it took off a `finish` or found none to take off.
 */
export const runReopen = (ctx: Ctx, sheet: string | undefined): Promise<Output> =>
  amend(ctx, sheet, (data) => {
    checkTableWrite(ctx.store, data);
    const end = gameEnd(data);
    const again = newLike(data);
    if (!data.closed) {
      if (end.finished) {
        throw new RuleViolation(sayIn((t, l) => t.commands.overNotClosed(data.id, end.why[l], end.playsOn, again)));
      }
      throw new StorageError(reopenRefusal(data.id), 'not-finished');
    }
    const { sharePot: _shared, ...rest } = data;
    const next = { ...rest, closed: false };
    return {
      data: next,
      line: end.finished
        ? sayIn((t, l) => t.commands.reopenedOver(data.id, end.why[l], end.playsOn, again))
        : say((t) => t.commands.reopened(data.id, Boolean(data.sharePot))),
    };
  });
