import { checkTableWrite } from '../event/guard.js';
import { misused, refused, RuleViolation } from '../core/errors.js';
import { sayIn, textsOf } from '../i18n/index.js';
import type { DealInput, RecordArgs } from '../core/game.js';
import { findPlayer } from '../core/players.js';
import { gameById } from '../games/index.js';
import { checkNote, lastRow, parseCorrection, setKey } from '../sheet/rows.js';
import { configOf, replay, Replayer, type DealView, type SheetData, type SheetView } from '../sheet/sheet.js';
import { renderSheet } from '../ui/sheet-table.js';
import { safe } from '../ui/paint.js';
import { resolveSheetId, type Ctx, type Output } from './context.js';
import { view } from '../sheet/view.js';

/** What `record` and `edit` take besides the game's own flags. */
export interface RowOptions {
  /** Who dealt this deal (the rotation continues from there). */
  dealer?: string;
  /** A note on the deal; empty removes it. */
  note?: string;
}

/** Validates a deal against the sheet and replays the result, so a deal that cannot be scored is never stored. */
function withDeal(
  data: SheetData,
  input: DealInput,
  at: number,
  opts: RowOptions,
  lang: Ctx['lang'],
  replayed?: Replayer,
): { data: SheetData; view: SheetView } {
  const deals = [...data.deals];
  deals.splice(at, at < deals.length ? 1 : 0, input);
  let next: SheetData = { ...data, deals };
  const key = String(at + 1);
  if (opts.dealer !== undefined)
    next = { ...next, dealers: setKey(next.dealers, key, data.players.indexOf(findPlayer(data.players, opts.dealer))) };
  if (opts.note !== undefined) next = { ...next, notes: setKey(next.notes, key, checkNote(opts.note) || undefined) };
  try {
    // A deal added at the end: `replayed` (the sheet before it) goes on with that deal only.
    if (replayed && at === data.deals.length) {
      replayed.extend(next);
      return { data: next, view: replayed.view() };
    }
    return { data: next, view: replay(gameById(data.game), next, lang) };
  } catch (e) {
    // A rule the deal breaks only on this sheet (Kleurenwiezen: naming a player who sits out) is a refusal, not a
    // broken file.
    if (e instanceof RuleViolation) throw e;
    return { data: next, view: view(next, lang) };
  }
}

/** The game's reading of record's words; `dealer` is who deals this deal (Klaverjassen bidding=verplicht). */
const parse = (data: SheetData, args: RecordArgs, dealer: string): DealInput => {
  const game = gameById(data.game);
  return game.parseDeal(args, configOf(game, data), { dealer });
};

/** The view of deal `number`. */
const dealView = (v: Pick<SheetView, 'deals'>, number: number) => v.deals[number - 1];

const dealOutput = (v: SheetView, number: number): Output => {
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
      const line = textsOf(c.lang).commands.dealLine(number, safe(deal.text));
      return `${line}\n${await renderSheet(v, c, number)}`;
    },
  };
};

// Every hint names the sheet: a bare 'tafel reopen' would open the active sheet, which may be another.
const closedRefusal = (id: string) => refused((t) => t.commands.closed(id));

/** The `tafel new` that starts the same table again: its rules, house rules and stake, as the sheet has them. */
export function newLike(data: SheetData): string {
  const arg = (s: string) => (/^[\w.,=+-]+$/.test(s) ? s : `"${s.replace(/(["\\$`])/g, '\\$1')}"`);
  const sets = Object.entries(data.set ?? {})
    .map(([k, v]) => ` --set ${arg(`${k}=${v}`)}`)
    .join('');
  const stake = data.stakeCents !== undefined ? ` --stake ${(data.stakeCents / 100).toFixed(2)}` : '';
  return `tafel new ${data.game} --rules ${data.rules} --players ${arg(data.players.join(','))}${sets}${stake}`;
}

export async function runRecord(
  ctx: Ctx,
  sheet: string | undefined,
  args: RecordArgs,
  opts: RowOptions = {},
): Promise<Output> {
  const id = resolveSheetId(ctx, sheet);
  const v = await ctx.store.updateSheet(id, (data) => {
    checkTableWrite(ctx.store, data);
    const base = { ...data, undone: undefined };
    // One replay for the sheet before and after the deal (a long sheet is replayed once, not twice).
    let replayed: Replayer;
    try {
      replayed = new Replayer(gameById(data.game), data, ctx.lang);
    } catch (e) {
      view(data, ctx.lang); // throws the refusal every command gives for a sheet that cannot be replayed
      throw e;
    }
    const before = replayed.view();
    if (before.finished) {
      const again = newLike(data);
      const why = replayed.why();
      throw new RuleViolation(sayIn((t, l) => t.commands.finishedStartNew(id, again, Boolean(data.closed), why?.[l])));
    }
    const dealer = opts.dealer !== undefined ? findPlayer(data.players, opts.dealer) : before.nextDealer;
    const r = withDeal(base, parse(data, args, dealer), data.deals.length, opts, ctx.lang, replayed);
    return { data: r.data, result: r.view };
  });
  return dealOutput(v, v.deals.length);
}

/** `c2`: the second correction; anything else is a deal number. */
const CORRECTION_REF = /^c(\d+)$/i;

/**
 * Replaces deal n's inputs. With `partial` (the command line) only the flags given change: the
 * contract words, when given, replace the contract and the other flags stay; when the old flags do
 * not fit the new contract, only the given ones count. The table mode gives a whole deal.
 */
export async function runEdit(
  ctx: Ctx,
  sheet: string | undefined,
  numberText: string,
  args: RecordArgs,
  opts: RowOptions & { partial?: boolean; reason?: string; force?: boolean } = {},
): Promise<Output> {
  const id = resolveSheetId(ctx, sheet);
  const ref = CORRECTION_REF.exec(numberText.trim());
  if (ref) return editCorrection(ctx, id, Number(ref[1]), args, opts);
  const v = await ctx.store.updateSheet(id, (data) => {
    checkTableWrite(ctx.store, data);
    const n = Number(numberText);
    if (!/^\d+$/.test(numberText) || n < 1 || n > data.deals.length) {
      throw refused((t) => t.commands.noDealToEdit(id, numberText, data.deals.length));
    }
    const dealer =
      opts.dealer !== undefined ? findPlayer(data.players, opts.dealer) : view(data, ctx.lang).deals[n - 1].dealer;
    let input: DealInput;
    const given = Object.values(args.flags).some((f) => f !== undefined) || args.words.length > 0;
    if (!opts.partial) input = parse(data, args, dealer);
    else if (!given) input = data.deals[n - 1];
    else {
      const game = gameById(data.game);
      const old = game.toArgs(data.deals[n - 1], configOf(game, data));
      const merged: RecordArgs = {
        words: args.words.length > 0 ? args.words : old.words,
        flags: { ...old.flags, ...args.flags },
      };
      try {
        input = parse(data, merged, dealer);
      } catch (e) {
        if (args.words.length === 0) throw e;
        input = parse(data, args, dealer);
      }
    }
    const r = withDeal(data, input, n - 1, opts, ctx.lang);
    return { data: r.data, result: { view: r.view, n } };
  });
  return dealOutput(v.view, v.n);
}

async function editCorrection(
  ctx: Ctx,
  id: string,
  k: number,
  args: RecordArgs,
  opts: { reason?: string; force?: boolean },
): Promise<Output> {
  const v = await ctx.store.updateSheet(id, (data) => {
    checkTableWrite(ctx.store, data);
    const cs = data.corrections ?? [];
    if (k < 1 || k > cs.length) {
      throw refused((t) => t.commands.noCorrection(id, k, cs.length));
    }
    const extra = Object.entries(args.flags).find(([, f]) => f !== undefined);
    if (extra) throw misused((t) => t.commands.correctionFlag(extra[0]));
    const old = cs[k - 1];
    const game = gameById(data.game);
    const money = game.unit === 'money';
    const text =
      args.words.length > 0
        ? args.words.join(',')
        : Object.entries(old.scores)
            .map(([p, s]) => `${p}=${money ? s / 100 : s}`)
            .join(',');
    const c = {
      after: old.after,
      ...parseCorrection(game, data, text, opts.reason ?? old.reason, Boolean(opts.force)),
    };
    const next = { ...data, corrections: cs.map((x, i) => (i === k - 1 ? c : x)) };
    return { data: next, result: view(next, ctx.lang) };
  });
  return correctionOutput(v, k);
}

function correctionOutput(v: SheetView, k: number): Output {
  const row = v.corrections[k - 1];
  return {
    json: { ...row, totals: v.totals, finished: v.finished, ...(v.winner !== undefined ? { winner: v.winner } : {}) },
    text: async (c) =>
      `${textsOf(c.lang).commands.correctionLine(k)}: ${safe(row.reason ?? '')}\n${await renderSheet(v, c)}`,
  };
}

/** `tafel correct Ann=-15,Bert=5,... --reason ...`: a correction row after the last deal. */
export async function runCorrect(
  ctx: Ctx,
  sheet: string | undefined,
  text: string,
  opts: { reason?: string; force?: boolean },
): Promise<Output> {
  const id = resolveSheetId(ctx, sheet);
  const { v, k } = await ctx.store.updateSheet(id, (data) => {
    checkTableWrite(ctx.store, data);
    if (data.closed) throw closedRefusal(id);
    const c = {
      after: data.deals.length,
      ...parseCorrection(gameById(data.game), data, text, opts.reason, Boolean(opts.force)),
    };
    const corrections = [...(data.corrections ?? []), c];
    const next = { ...data, corrections, undone: undefined };
    return { data: next, result: { v: view(next, ctx.lang), k: corrections.length } };
  });
  return correctionOutput(v, k);
}

export async function runUndo(ctx: Ctx, sheet: string | undefined): Promise<Output> {
  const id = resolveSheetId(ctx, sheet);
  const { removed, v } = await ctx.store.updateSheet(id, (data) => {
    checkTableWrite(ctx.store, data);
    const last = lastRow(data);
    if (!last) throw refused((t) => t.commands.nothingToUndo(id));
    if (data.closed) {
      throw refused((t) => t.commands.closedUndo(id));
    }
    const before = view(data, ctx.lang);
    let next: SheetData;
    let removedView: DealView;
    if ('correction' in last) {
      const cs = data.corrections ?? [];
      removedView = before.corrections[last.correction];
      next = {
        ...data,
        corrections: cs.length > 1 ? cs.filter((_, i) => i !== last.correction) : undefined,
        undone: [...(data.undone ?? []), { correction: cs[last.correction] }],
      };
    } else {
      const n = data.deals.length;
      const note = data.notes?.[String(n)];
      removedView = dealView(before, n);
      // Who deals deal n stays (it is dealt again); a dealer set for the deal after it goes.
      next = {
        ...data,
        deals: data.deals.slice(0, -1),
        notes: setKey(data.notes, String(n), undefined),
        dealers: setKey(data.dealers, String(n + 1), undefined),
        undone: [...(data.undone ?? []), { deal: data.deals[n - 1], ...(note ? { note } : {}) }],
      };
    }
    return { data: next, result: { removed: removedView, v: view(next, ctx.lang) } };
  });
  const what = removed.correction !== undefined ? { correction: removed.correction } : { deal: removed.number };
  return {
    json: { removed, totals: v.totals, nextDealer: v.nextDealer },
    text: async (c) =>
      `${textsOf(c.lang).commands.removed(what)}: ${safe(removed.reason ?? removed.text)}\n${await renderSheet(v, c)}`,
  };
}

/** `tafel redo`: puts back the last row `undo` took off, until the next record or correction. */
export async function runRedo(ctx: Ctx, sheet: string | undefined): Promise<Output> {
  const id = resolveSheetId(ctx, sheet);
  const { restored, v } = await ctx.store.updateSheet(id, (data) => {
    checkTableWrite(ctx.store, data);
    const undone = data.undone ?? [];
    if (undone.length === 0) {
      throw refused((t) => t.commands.nothingToRedo(id));
    }
    if (data.closed) throw closedRefusal(id);
    const row = undone[undone.length - 1];
    const rest = undone.length > 1 ? undone.slice(0, -1) : undefined;
    let next: SheetData;
    if ('correction' in row) {
      next = {
        ...data,
        corrections: [...(data.corrections ?? []), { ...row.correction, after: data.deals.length }],
        undone: rest,
      };
    } else {
      const before = view(data, ctx.lang);
      if (before.finished) throw refused((t) => t.commands.noRoom(id));
      // The house rules may have changed since: the deal must still pass as typed.
      const game = gameById(data.game);
      const input = parse(data, game.toArgs(row.deal, configOf(game, data)), before.nextDealer);
      next = withDeal({ ...data, undone: rest }, input, data.deals.length, { note: row.note }, ctx.lang).data;
    }
    const after = view(next, ctx.lang);
    return {
      data: next,
      result: {
        restored:
          'correction' in row ? after.corrections[after.corrections.length - 1] : dealView(after, next.deals.length),
        v: after,
      },
    };
  });
  const what = restored.correction !== undefined ? { correction: restored.correction } : { deal: restored.number };
  return {
    json: { restored, totals: v.totals, nextDealer: v.nextDealer },
    text: async (c) => {
      const said = `${textsOf(c.lang).commands.putBack(what)}: ${safe(restored.reason ?? restored.text)}`;
      return `${said}\n${await renderSheet(v, c)}`;
    },
  };
}
