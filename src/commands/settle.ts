import { misused, storageRefused } from '../core/errors.js';
import { textsOf } from '../i18n/index.js';
import { formatCents, formatRate } from '../core/money.js';
import { eveningArg, eveningOf, eveningsOf, noneReadable, type LoadedSheet, type Skipped } from '../evening/evening.js';
import { ratesFor, ratesPlayed } from '../evening/rates.js';
import {
  countsAs,
  leftOut,
  settleEvening,
  settlementNotes,
  unreadableOn,
  type EveningSettlement,
} from '../evening/settle.js';
import { glued, gluedCommands } from '../core/unsafe.js';
import { safe } from '../ui/paint.js';
import { textWidth } from '../ui/table.js';
import type { Ctx } from './context.js';
import { loadAll, type EveningOutput } from './evenings.js';

/** The evening a command means: --evening (a date, today, yesterday), else the active sheet's, else today. */
export function chooseEvening(ctx: Ctx, given: string | undefined, now: Date): string {
  if (given !== undefined) {
    const date = eveningArg(given, now);
    if (date === undefined) {
      throw misused((t) => t.commands.badEvening(given));
    }
    return date;
  }
  const active = ctx.store.readSettings().active;
  if (active !== undefined && ctx.store.exists(active)) {
    try {
      return eveningOf(ctx.store.readSheet(active).createdAt);
    } catch {
      // An unreadable active sheet: fall back to today; the sheet is skipped with a warning below.
    }
  }
  return eveningArg('today', now)!;
}

/** The sheets of one evening in playing order, or a refusal naming the evenings there are. */
export function eveningSheets(ctx: Ctx, date: string): { sheets: LoadedSheet[]; skipped: Skipped[] } {
  const { sheets, skipped } = loadAll(ctx);
  const mine = eveningsOf(sheets.filter((s) => eveningOf(s.data.createdAt) === date)).flatMap((e) => e.sheets);
  if (mine.length === 0) {
    const unreadable = sheets.length === 0 ? noneReadable(skipped, 'settle') : undefined;
    if (unreadable) throw unreadable;
    const dates = [...new Set(sheets.map((s) => eveningOf(s.data.createdAt)))].sort().reverse().slice(0, 5);
    throw storageRefused((t) => t.commands.noSheetsOn(date, dates), 'not-found');
  }
  return { sheets: mine, skipped };
}

const units = (cents: number): number => cents / 100;

/** The settlement as JSON: balances and payments in money units (1.2), and what each sheet counted for. */
export function settlementJson(date: string, s: EveningSettlement): Record<string, unknown> {
  return {
    evening: date,
    balances: Object.fromEntries(Object.entries(s.balances).map(([p, c]) => [p, units(c)])),
    payments: s.payments.map((p) => ({ from: p.from, to: p.to, amount: units(p.cents) })),
    sheets: s.sheets.map((x) => ({
      id: x.id,
      ...(x.how === 'unreadable' ? { unreadable: true } : { game: x.game }),
      settled: x.how === 'money' || x.how === 'rate',
      ...(x.rate !== undefined ? { rate: Number(formatRate(x.rate)) } : {}),
      ...(x.how === 'money' || x.how === 'rate'
        ? { money: Object.fromEntries(Object.entries(x.cents).map(([p, c]) => [p, units(c)])) }
        : {}),
      ...(x.how === 'pot' ? { pot: x.pot } : {}),
      ...(leftOut(x) ? { note: leftOut(x)!.en } : {}),
    })),
    ...(s.merged.length ? { merged: s.merged } : {}),
    // A club night's table sheets are not in `sheets`: the events they belong to, as the text's note names them.
    ...(s.events.length ? { eventsLeftOut: s.events } : {}),
  };
}

const signed = (c: number, lang: Ctx['lang']): string => (c > 0 ? '+' : '') + formatCents(c, lang);

/** "Bert pays Ann 1.20", one line each, each name whole where it fits a line (GLUE); or that everybody is square. */
export function paymentLines(s: EveningSettlement, lang: Ctx['lang']): string[] {
  const t = textsOf(lang).commands;
  if (s.payments.length === 0) return [t.nobodyOwes];
  return s.payments.map((p) => t.pays(glued(p.from), glued(p.to), formatCents(p.cents, lang)));
}

/** The settlement as text: the sheets and how they counted, the balances, the payments, the notes. */
export function settlementText(date: string, s: EveningSettlement, lang: Ctx['lang']): string {
  const t = textsOf(lang).commands;
  const sheetLines = s.sheets.map((x) => `  ${x.id} (${countsAs(x, lang)})`);
  // Names as wide as they are shown (an accent, a wide character): the amounts in one column whatever the names.
  const wide = Math.max(12, ...Object.keys(s.balances).map(textWidth));
  // The amounts right-aligned however large (-442501.60).
  const amounts = Math.max(8, ...Object.values(s.balances).map((c) => signed(c, lang).length));
  const balances = Object.entries(s.balances).map(
    ([p, c]) => `  ${p}${' '.repeat(wide - textWidth(p))} ${signed(c, lang).padStart(amounts)}`,
  );
  // A club night's table sheets are not listed: the note says why (an evening of tables alone settles nothing).
  const tables = s.events.length > 0 ? [textsOf(lang).evening.tablesNotSettled(s.events)] : [];
  // A note's commands ('tafel reopen <id>') each kept whole where it fits a line, as the names of the payments.
  const notes = [...settlementNotes(s).map((n) => gluedCommands(n[lang])), ...tables];
  const merged = s.merged.map((m) => t.takenAsOne(m));
  return [
    t.settlementOf(date),
    ...sheetLines,
    '',
    ...(balances.length ? [t.balances, ...balances, ''] : []),
    ...(s.sheets.some((x) => x.how === 'money' || x.how === 'rate') ? paymentLines(s, lang) : [t.nothingSettled]),
    ...(notes.length || merged.length ? ['', ...notes, ...merged] : []),
  ]
    .map(safe)
    .join('\n');
}

export async function runSettle(
  ctx: Ctx,
  opts: { evening?: string; rate?: string[]; preset?: string },
): Promise<EveningOutput> {
  const date = chooseEvening(ctx, opts.evening, ctx.now());
  const rates = ratesFor(ctx.store, opts.rate ?? [], opts.preset);
  const { sheets, skipped } = eveningSheets(ctx, date);
  ratesPlayed(opts.rate ?? [], sheets, skipped);
  const s = settleEvening(sheets, rates, unreadableOn(date, skipped));
  return {
    json: settlementJson(date, s),
    text: (c) => settlementText(date, s, c.lang),
    skipped,
  };
}
