import { RuleViolation, rule, tx } from '../core/errors.js';
import type { RecordArgs } from '../core/game.js';
import { gameById } from '../games/registry.js';
import { configOf, replay, type SheetData, type SheetView } from '../sheet/sheet.js';
import { renderSheet } from '../ui/sheet-table.js';
import { safe } from '../ui/paint.js';
import { resolveSheetId, view, type Ctx, type Output } from './context.js';

/** Validates a deal against the sheet and replays the result, so a deal that cannot be scored is never stored. */
function withDeal(data: SheetData, args: RecordArgs, at: number, lang: Ctx['lang'], dealer: string): { data: SheetData; view: SheetView } {
  const game = gameById(data.game);
  const input = game.parseDeal(args, configOf(game, data), { dealer });
  const deals = [...data.deals];
  deals.splice(at, at < deals.length ? 1 : 0, input);
  const next = { ...data, deals };
  try {
    return { data: next, view: replay(game, next, lang) };
  } catch (e) {
    // A rule the deal breaks only on this sheet (Kleurenwiezen: naming a player who sits out) is a refusal, not a broken file.
    if (e instanceof RuleViolation) throw e;
    return { data: next, view: view(next, lang) };
  }
}

const dealOutput = (v: SheetView, number: number): Output => {
  const deal = v.deals[number - 1];
  return {
    json: { ...deal, totals: v.totals, ...(v.pot !== undefined ? { pot: deal.pot } : {}), finished: v.finished, ...(v.winner !== undefined ? { winner: v.winner } : {}) },
    text: async (c) => {
      const line = c.lang === 'nl' ? `Gift ${number}: ${safe(deal.text)}` : `Deal ${number}: ${safe(deal.text)}`;
      return `${line}\n${await renderSheet(v, c, number)}`;
    },
  };
};

export async function runRecord(ctx: Ctx, sheet: string | undefined, args: RecordArgs): Promise<Output> {
  const id = resolveSheetId(ctx, sheet);
  const v = await ctx.store.updateSheet(id, (data) => {
    const before = view(data, ctx.lang);
    if (before.finished) {
      throw new RuleViolation(
        tx(`Sheet ${id} is finished${before.winner ? '' : ''}: start a new one with 'tafel new ${data.game} --players ${data.players.join(',')}'.`,
          `Blad ${id} is afgelopen: begin een nieuw met 'tafel new ${data.game} --players ${data.players.join(',')}'.`),
      );
    }
    const r = withDeal(data, args, data.deals.length, ctx.lang, before.nextDealer);
    return { data: r.data, result: r.view };
  });
  return dealOutput(v, v.deals.length);
}

export async function runEdit(ctx: Ctx, sheet: string | undefined, numberText: string, args: RecordArgs): Promise<Output> {
  const id = resolveSheetId(ctx, sheet);
  const v = await ctx.store.updateSheet(id, (data) => {
    const n = Number(numberText);
    if (!/^\d+$/.test(numberText) || n < 1 || n > data.deals.length) {
      throw rule(
        data.deals.length === 0 ? `Sheet ${id} has no deals yet, so there is no deal ${numberText} to edit.` : `There is no deal ${numberText}: sheet ${id} has deals 1 to ${data.deals.length}.`,
        data.deals.length === 0 ? `Blad ${id} heeft nog geen giften, dus geen gift ${numberText} om te wijzigen.` : `Er is geen gift ${numberText}: blad ${id} heeft giften 1 tot ${data.deals.length}.`,
      );
    }
    const r = withDeal(data, args, n - 1, ctx.lang, view(data, ctx.lang).deals[n - 1].dealer);
    return { data: r.data, result: { view: r.view, n } };
  });
  return dealOutput(v.view, v.n);
}

export async function runUndo(ctx: Ctx, sheet: string | undefined): Promise<Output> {
  const id = resolveSheetId(ctx, sheet);
  const { removed, v } = await ctx.store.updateSheet(id, (data) => {
    if (data.deals.length === 0) throw rule(`Sheet ${id} has no deals to undo.`, `Blad ${id} heeft geen giften om ongedaan te maken.`);
    if (data.closed) {
      throw rule(`Sheet ${id} was closed with 'tafel finish': its deals can still be corrected with 'tafel edit', not undone.`,
        `Blad ${id} werd afgesloten met 'tafel finish': giften kun je nog verbeteren met 'tafel edit', niet ongedaan maken.`);
    }
    const removedView = view(data, ctx.lang).deals[data.deals.length - 1];
    const next = { ...data, deals: data.deals.slice(0, -1) };
    return { data: next, result: { removed: removedView, v: view(next, ctx.lang) } };
  });
  return {
    json: { removed, totals: v.totals, nextDealer: v.nextDealer },
    text: async (c) => `${c.lang === 'nl' ? `Gift ${removed.number} verwijderd: ${safe(removed.text)}` : `Removed deal ${removed.number}: ${safe(removed.text)}`}\n${await renderSheet(v, c, 0)}`,
  };
}
