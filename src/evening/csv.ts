import { stringify } from 'csv-stringify/sync';
import { formatCents } from '../core/money.js';
import type { Lang } from '../core/game.js';
import type { Evening } from './evening.js';
import { totalsPerGame } from './evening.js';
import { LABELS, layoutSettlement, layoutSheet, layoutTotals, type Cell, type SheetLayout } from './layout.js';
import type { Settle } from './settle.js';

/**
 * Quoting and formula escaping are csv-stringify's (escape_formulas prefixes a text cell that starts
 * with = + - @, a tab or a carriage return with a single quote, OWASP "CSV injection"). Numbers are
 * given as numbers so a negative score is never mistaken for a formula; money goes through `cast`
 * with escaping off for that cell only, since "-0.30" is a number too.
 */
export function toCsv(records: Cell[][], dialect: CsvDialect = 'plain'): string {
  // A Dutch or Belgian Excel (--excel nl) reads UTF-8 only after a byte-order mark, splits on `;` and
  // expects a decimal comma; the formula guard is the same.
  const excel = dialect === 'excel-nl';
  const decimal = (t: string) => (excel ? t.replace('.', ',') : t);
  return stringify(records, {
    escape_formulas: true,
    ...(excel ? { bom: true, delimiter: ';', record_delimiter: 'windows' as const } : {}),
    cast: {
      number: (n) => decimal(String(n)),
      object: (m) => ({ value: decimal(formatCents((m as { cents: number }).cents)), escape_formulas: false }),
    },
  });
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
