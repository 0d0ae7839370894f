import { formatCents } from '../core/money.js';
import type { Lang } from '../core/game.js';
import type { Evening, EveningTotals, LoadedSheet, SheetTotals } from './evening.js';
import { totalsOf } from './evening.js';
import { isMoney, labels, layoutSettlement, layoutSheet, layoutTotals, type Cell, type SheetLayout } from './layout.js';
import type { Settle } from './settle.js';

/**
 * CSV as csv-stringify writes it with `escape_formulas` (test/evening/formats.test.ts checks it
 * field for field against csv-stringify): a field holding the delimiter, a double quote, a line
 * feed or a carriage return is quoted, its quotes doubled; a text that starts with = + - @, a tab
 * or a carriage return (or their full-width forms) is prefixed with a single quote (OWASP "CSV
 * injection"), a number never, so a negative score stays a number. Written here because the
 * library's per-field option handling was most of the cost of a large export.
 */
interface Dialect {
  delimiter: string;
  record: string;
  decimal: (t: string) => string;
  /** The language whose decimal sign a number in a text cell takes: a rate's "0,05 per punt", a note's amounts. */
  numbers: Lang;
}

// A Dutch or Belgian Excel (--excel nl) reads UTF-8 only after a byte-order mark, splits on `;` and
// expects a decimal comma; the formula guard is the same.
const DIALECTS: Record<CsvDialect, Dialect> = {
  plain: { delimiter: ',', record: '\n', decimal: (t) => t, numbers: 'en' },
  'excel-nl': { delimiter: ';', record: '\r\n', decimal: (t) => t.replace('.', ','), numbers: 'nl' },
};
const BOM: Record<CsvDialect, string> = { plain: '', 'excel-nl': '\ufeff' };

const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20']);

function csvField(c: Cell, d: Dialect): string {
  if (c === null) return '';
  const number = typeof c === 'number' || isMoney(c);
  let v = typeof c === 'number' ? d.decimal(String(c)) : isMoney(c) ? d.decimal(formatCents(c.cents)) : c;
  if (v === '') return '';
  const quote = v.includes('"');
  const wrap = quote || v.includes(d.delimiter) || v.includes('\n') || v.includes('\r');
  if (FORMULA_START.has(v[0]) && !(number && v[0] === '-')) v = `'${v}`;
  if (quote) v = v.replaceAll('"', '""');
  return wrap ? `"${v}"` : v;
}

/** `bom: false` for a part that follows another (a streamed export): the mark opens the file only. */
export function toCsv(records: Cell[][], dialect: CsvDialect = 'plain', bom = true): string {
  const d = DIALECTS[dialect];
  let out = bom ? BOM[dialect] : '';
  for (const r of records) {
    for (let i = 0; i < r.length; i++) out += (i > 0 ? d.delimiter : '') + csvField(r[i], d);
    out += d.record;
  }
  return out;
}

/** `plain`: comma, decimal point, no byte-order mark. `excel-nl`: what a Dutch or Belgian Excel opens. */
export type CsvDialect = 'plain' | 'excel-nl';

/** A month's name or its short form, in English or Dutch: a spreadsheet reads `5 dec` and `Jan 2` as dates. */
const MONTH = new RegExp(
  `\\b(?:${[
    'jan|january|januari|feb|february|februari|mar|march|maart|mrt|apr|april|may|mei|jun|june|juni|jul|july|juli',
    'aug|august|augustus|sep|sept|september|oct|okt|october|oktober|nov|november|dec|december',
  ].join('|')})\\b`,
  'gi',
);

/** A truth value as an English or a Dutch spreadsheet reads it, in any case. */
const BOOLEAN = /^\s*(?:true|false|waar|onwaar)\s*$/i;

/** An error value as an English or a Dutch spreadsheet reads it (`#N/A`, `#N/B`), in any case. */
const ERROR = new RegExp(
  `^\\s*#(?:${[
    'n/a|ref!|div/0!|value!|name\\?|num!|null!|spill!|calc!',
    'n/b|verw!|deel/0!|waarde!|naam\\?|getal!|leeg!',
  ].join('|')})\\s*$`,
  'i',
);

/**
 * A text a spreadsheet would read as a number, a date, a time, a truth value or an error value (digits among spaces,
 * `. , / : ( ) + - %` and currency signs, maybe with a month's name, an exponent or a time's AM/PM; `TRUE`, `onwaar`;
 * `#N/A`, `#DIV/0!`, `#N/B`): a title `1/2` (2 January) or `#N/A` (an error, not the title), a player renamed `007`
 * (7), `12 PM` (noon) or `TRUE`, `1,5` (a number in a Dutch Excel),
 * Boerenbridge's bid/tricks `3/4`, Toepen's uncut score `(4)` (-4). A single quote before it keeps it text, as the
 * formula guard does; any other text, a plain name, stays as it is. Every CSV's cell of a name or a title goes through
 * it: a sheet's, an evening's, and an event's and a season's (event/export.ts).
 */
export function asText(c: Cell | undefined): Cell {
  if (typeof c !== 'string') return c ?? null;
  if (BOOLEAN.test(c) || ERROR.test(c)) return `'${c}`;
  if (!/\d/.test(c)) return c;
  const rest = /[a-z]/i.test(c)
    ? c
        .replace(MONTH, '')
        .replace(/(\d)e(?=[+-]?\d)/gi, '$1')
        .replace(/(\d)\s*[ap]m\b/gi, '$1')
    : c;
  return /^[\d\s.,/:()+%€$£-]+$/.test(rest) ? `'${c}` : c;
}

/** A record whose first `n` cells are names, each kept text (`asText`). */
const named = (record: Cell[], n: number): Cell[] => record.map((c, i) => (i < n ? asText(c) : c));

/**
 * One sheet: its identity, a row per deal, the totals, and who won or deals next. The marks of the
 * sheet keep the numbers numeric: a sitter's score cell is 0, what he scores (kleurenwiezen-tables.md §3.4; the
 * "sitting out" column names him, and Toepen's `dood` is in his mark column), and Klaverjassen's N/P/TP/V go in a
 * "mark" column per team after the scores' columns.
 */
export function sheetRecords(s: SheetLayout, lang: Lang): Cell[][] {
  const l = labels(lang);
  const teams = s.head.slice(3, 3 + s.scores);
  // The "sitting out" column, when the sheet has one: names, as the dealer's column.
  const sits = 3 + s.scores + s.extras;
  const marked = (row: Cell[], k: number): Cell[] => {
    const m = s.marks[k];
    const out = row.slice();
    out[1] = asText(row[1]);
    if (sits < row.length) out[sits] = asText(row[sits]);
    m?.columns.forEach((c, i) => {
      if (c.sat) out[3 + i] = 0;
    });
    return s.marked ? [...out, ...teams.map((_, i) => asText(m?.columns[i].mark))] : out;
  };
  const rows: Cell[][] = [];
  for (let k = 0; k < s.rows.length; k++) rows.push(marked(s.rows[k], k));
  const top: Cell[][] = [
    // A money game's stake, as Markdown and HTML say it, after the columns every sheet has.
    [l.sheet, l.title, l.game, l.rules, l.evening, ...(s.stake ? [l.stake] : [])],
    [s.id, asText(s.title), s.game, s.rules, s.evening, ...(s.stake ? [s.stake] : [])],
    (s.marked ? [...s.head, ...teams.map((t) => `${l.mark} ${t}`)] : s.head).map(asText),
  ];
  const outcome = [s.outcome[0], asText(s.outcome[1]), ...(s.low ? [s.low] : []), ...(s.closed ? [s.closed] : [])];
  return top.concat(rows, [s.marked ? [...s.total, ...teams.map(() => null)] : s.total, outcome]);
}

/**
 * The end of an evening: each player's totals per game, and when `settle` gives one, the settlement as `settle` says
 * it: how each sheet counts, the balances, the payments, the notes.
 */
function eveningEnd(e: EveningTotals, lang: Lang, settle?: Settle, dialect?: CsvDialect): Cell[][] {
  const l = labels(lang);
  const t = layoutTotals(e.sheets, lang);
  const out: Cell[][] = [
    [l.perGame, e.date],
    ...(t.rows.length > 0 ? [t.head, ...t.rows.map((r) => named(r, 1))] : []),
    ...(t.note ? [[t.note]] : []),
  ];
  // A rate or a note's amount in a text cell takes the dialect's decimal sign, as the amounts beside it do (--excel nl:
  // 0,0025 per point; a plain CSV in Dutch: 0.05 per punt).
  const s = settle && layoutSettlement(settle(e), lang, false, DIALECTS[dialect ?? 'plain'].numbers);
  if (s) {
    out.push([], [l.settlement, e.date], [l.sheet, l.counts], ...s.sheets);
    if (s.balances.length) out.push([], [l.player, l.balance], ...s.balances.map((r) => named(r, 1)));
    const head =
      s.balances.length === 0 ? [l.nothingSettled] : s.payments.length ? [l.from, l.to, l.amount] : [l.square];
    out.push([], head, ...s.payments.map((r) => named(r, 2)), ...s.notes.map((n) => [n]));
  }
  return out;
}

/**
 * An evening: each sheet in playing order, a blank line between, then each player's totals per game,
 * and when `settle` gives one, the settlement (balances, payments, sheets left out).
 */
export function eveningRecords(e: Evening, lang: Lang, settle?: Settle, dialect?: CsvDialect): Cell[][] {
  // concat, not push(...rows): a sheet's rows passed as arguments overflow the stack on a long sheet.
  let out: Cell[][] = [];
  for (const { view, game } of e.sheets) out = out.concat(sheetRecords(layoutSheet(view, game, lang), lang), [[]]);
  return out.concat(eveningEnd(e, lang, settle, dialect));
}

export function sheetCsv(e: Evening['sheets'][number], lang: Lang, dialect?: CsvDialect): string {
  return toCsv(sheetRecords(layoutSheet(e.view, e.game, lang), lang), dialect);
}

/** Several evenings (--all) follow each other, a blank line apart. */
export function eveningsCsv(evenings: readonly Evening[], lang: Lang, settle?: Settle, dialect?: CsvDialect): string {
  return toCsv(
    evenings.flatMap((e, i) => [...(i > 0 ? [[]] : []), ...eveningRecords(e, lang, settle, dialect)]),
    dialect,
  );
}

/** An evening as a streamed export produces it: its date, and its sheets each made when it is reached. */
export interface EveningStream<S = LoadedSheet> {
  date: string;
  sheets: Iterable<S>;
}

/**
 * A sheet as the streamed CSV writes it: its records as CSV, a blank record after them (no byte-order
 * mark), and what its evening's end reads of it. Made of a sheet read (`csvSheet`), or kept from the
 * export before (evening/csv-index.ts).
 */
export interface CsvSheet {
  text: string;
  totals: SheetTotals;
}

export function csvSheet(s: LoadedSheet, lang: Lang, dialect: CsvDialect = 'plain'): CsvSheet {
  return {
    text: toCsv([...sheetRecords(layoutSheet(s.view, s.game, lang), lang), []], dialect, false),
    totals: totalsOf(s),
  };
}

/**
 * The same as eveningsCsv, given piece by piece as the sheets are produced: of the sheets given only
 * their totals are kept, for the evening's end (`tafel export --all` on thousands of sheets, which
 * may stop between two pieces). An evening none of whose sheets comes is left out, as eveningsOf leaves it.
 */
export function* eveningsCsvPieces(
  evenings: Iterable<EveningStream<CsvSheet>>,
  lang: Lang,
  settle?: Settle,
  dialect?: CsvDialect,
): Generator<string> {
  let first = true;
  for (const e of evenings) {
    const sheets: SheetTotals[] = [];
    for (const s of e.sheets) {
      // The byte-order mark opens the file; a blank line follows each sheet, and one comes between evenings.
      const between = !first && sheets.length === 0 ? [[]] : [];
      yield toCsv(between, dialect, first) + s.text;
      first = false;
      sheets.push(s.totals);
    }
    if (sheets.length > 0) yield toCsv(eveningEnd({ date: e.date, sheets }, lang, settle, dialect), dialect, false);
  }
}
