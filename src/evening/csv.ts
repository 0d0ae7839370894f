import { stringify } from 'csv-stringify/sync';
import { formatCents } from '../core/money.js';
import type { Lang } from '../core/game.js';
import type { Evening } from './evening.js';
import { totalsPerGame } from './evening.js';
import { isMoney, LABELS, layoutSettlement, layoutSheet, layoutTotals, type Cell, type SheetLayout } from './layout.js';
import type { Settle } from './settle.js';

/**
 * Quoting and formula escaping are csv-stringify's (escape_formulas prefixes a text cell that starts
 * with = + - @, a tab or a carriage return with a single quote, OWASP "CSV injection"). Numbers are
 * given as numbers so a negative score is never mistaken for a formula. Money is handed over as a
 * BigInt of cents, which csv-stringify treats as a number too ("-0.30" is not escaped) and casts
 * with the shared options: a per-cell options object would be merged for every money cell, most of
 * the cost of a large export.
 */
const money = (decimal: (t: string) => string) => ({
  number: (n: number) => decimal(String(n)),
  bigint: (c: bigint) => decimal(formatCents(Number(c))),
});

// A Dutch or Belgian Excel (--excel nl) reads UTF-8 only after a byte-order mark, splits on `;` and
// expects a decimal comma; the formula guard is the same.
const OPTIONS = {
  plain: { escape_formulas: true, cast: money((t) => t) },
  'excel-nl': { escape_formulas: true, delimiter: ';', record_delimiter: 'windows' as const, cast: money((t) => t.replace('.', ',')) },
};
const BOM: Record<CsvDialect, string> = { plain: '', 'excel-nl': '\ufeff' };

const withCents = (records: Cell[][]): unknown[][] => records.map((r) => r.map((c) => (isMoney(c) ? BigInt(c.cents) : c)));

/** `bom: false` for a part that follows another (a streamed export): the mark opens the file only. */
export function toCsv(records: Cell[][], dialect: CsvDialect = 'plain', bom = true): string {
  return (bom ? BOM[dialect] : '') + stringify(withCents(records), OPTIONS[dialect]);
}

/** `plain`: comma, decimal point, no byte-order mark. `excel-nl`: what a Dutch or Belgian Excel opens. */
export type CsvDialect = 'plain' | 'excel-nl';

/** One sheet: its identity, a row per deal, the totals, and who won or deals next. */
export function sheetRecords(s: SheetLayout, lang: Lang): Cell[][] {
  const l = LABELS[lang];
  return [
    [l.sheet, l.title, l.game, l.rules, l.evening],
    [s.id, s.title, s.game, s.rules, s.evening],
    s.head,
    ...s.rows,
    s.total,
    s.outcome,
  ];
}

/**
 * An evening: each sheet in playing order, a blank line between, then each player's totals per game,
 * and when `settle` gives one, the settlement (balances, payments, sheets left out).
 */
export function eveningRecords(e: Evening, lang: Lang, settle?: Settle): Cell[][] {
  const out: Cell[][] = [];
  for (const { view, game } of e.sheets) out.push(...sheetRecords(layoutSheet(view, game, lang), lang), []);
  const t = layoutTotals(totalsPerGame(e.sheets), lang);
  out.push([LABELS[lang].perGame, e.date], t.head, ...t.rows);
  const s = settle && layoutSettlement(settle(e), lang);
  if (s) {
    const l = LABELS[lang];
    out.push([], [l.settlement, e.date], [l.player, l.balance], ...s.balances);
    out.push([], s.payments.length ? [l.from, l.to, l.amount] : [l.square], ...s.payments, ...s.notes.map((n) => [n]));
  }
  return out;
}

export function sheetCsv(e: Evening['sheets'][number], lang: Lang, dialect?: CsvDialect): string {
  return toCsv(sheetRecords(layoutSheet(e.view, e.game, lang), lang), dialect);
}

/** Several evenings (--all) follow each other, a blank line apart. */
export function eveningsCsv(evenings: readonly Evening[], lang: Lang, settle?: Settle, dialect?: CsvDialect): string {
  return toCsv(evenings.flatMap((e, i) => [...(i > 0 ? [[]] : []), ...eveningRecords(e, lang, settle)]), dialect);
}

/**
 * The same as eveningsCsv, written evening by evening through `write` as the evenings are produced:
 * only one evening's sheets are held at a time (`tafel export --all` on thousands of sheets).
 */
export function writeEveningsCsv(evenings: Iterable<Evening>, lang: Lang, write: (text: string) => void, settle?: Settle, dialect?: CsvDialect): void {
  let first = true;
  for (const e of evenings) {
    write(toCsv([...(first ? [] : [[]]), ...eveningRecords(e, lang, settle)], dialect, first));
    first = false;
  }
}
