import { stringify } from 'csv-stringify/sync';
import { formatCents } from '../core/money.js';
import type { Lang } from '../core/game.js';
import type { Evening } from './evening.js';
import { totalsPerGame } from './evening.js';
import { isMoney, LABELS, layoutSheet, layoutTotals, type Cell, type SheetLayout } from './layout.js';

/**
 * Quoting and formula escaping are csv-stringify's (escape_formulas prefixes a text cell that starts
 * with = + - @, a tab or a carriage return with a single quote, OWASP "CSV injection"). Numbers are
 * given as numbers so a negative score is never mistaken for a formula. Money is handed over as a
 * BigInt of cents, which csv-stringify treats as a number too ("-0.30" is not escaped) and casts
 * with the shared options: a per-cell options object would be merged for every money cell, most of
 * the cost of a large export.
 */
const CSV_OPTIONS = {
  escape_formulas: true,
  cast: {
    number: (n: number) => String(n),
    bigint: (c: bigint) => formatCents(Number(c)),
  },
};

const withCents = (records: Cell[][]): unknown[][] => records.map((r) => r.map((c) => (isMoney(c) ? BigInt(c.cents) : c)));

export function toCsv(records: Cell[][]): string {
  return stringify(withCents(records), CSV_OPTIONS);
}

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

/** An evening: each sheet in playing order, a blank line between, then each player's totals per game. */
export function eveningRecords(e: Evening, lang: Lang): Cell[][] {
  const out: Cell[][] = [];
  for (const { view, game } of e.sheets) out.push(...sheetRecords(layoutSheet(view, game, lang), lang), []);
  const t = layoutTotals(totalsPerGame(e.sheets), lang);
  out.push([LABELS[lang].perGame, e.date], t.head, ...t.rows);
  return out;
}

export function sheetCsv(e: Evening['sheets'][number], lang: Lang): string {
  return toCsv(sheetRecords(layoutSheet(e.view, e.game, lang), lang));
}

/** Several evenings (--all) follow each other, a blank line apart. */
export function eveningsCsv(evenings: readonly Evening[], lang: Lang): string {
  return toCsv(evenings.flatMap((e, i) => [...(i > 0 ? [[]] : []), ...eveningRecords(e, lang)]));
}

/**
 * The same as eveningsCsv, written evening by evening through `write` as the evenings are produced:
 * only one evening's sheets are held at a time (`tafel export --all` on thousands of sheets).
 */
export function writeEveningsCsv(evenings: Iterable<Evening>, lang: Lang, write: (text: string) => void): void {
  let first = true;
  for (const e of evenings) {
    write(toCsv([...(first ? [] : [[]]), ...eveningRecords(e, lang)]));
    first = false;
  }
}
