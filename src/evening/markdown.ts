import { formatCents } from '../core/money.js';
import type { Lang } from '../core/game.js';
import type { Evening, LoadedSheet } from './evening.js';
import type { Settle } from './settle.js';
import { textsOf } from '../i18n/index.js';
import {
  isMoney,
  labels,
  layoutSettlement,
  layoutSheet,
  layoutTotals,
  outcomeLine,
  sheetAmounts,
  shownRow,
  type Amounts,
  type Cell,
  type SheetLayout,
} from './layout.js';

/**
 * Backslash-escapes what a chat or Markdown renderer would read as markup or as a table border, and an `&` that starts
 * what it would read as an entity (`&amp;` shows as `&`; `A & B` is left as it is), and writes a line break as a space
 * (it would end a table's row): the one escaping of every text of every Markdown export, the sheets' here and the
 * events' and seasons' (event/export.ts).
 */
export const mdEscape = (s: string): string =>
  s.replace(/[\\`*_[\]<>|~#]|&(?=#?[0-9A-Za-z]+;)/g, (c) => `\\${c}`).replace(/[\r\n]+/g, ' ');

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * +10 / -10 / 0, as on the paper sheet, so a loss reads without colour; a pot is never signed. Money is written
 * as `tafel sheet` and `settle` write it, with the language's decimal sign (+0,30 in Dutch): Markdown is for people.
 */
function amount(c: Cell, lang: Lang, sign = true): string {
  const plus = (x: number) => (sign && x > 0 ? '+' : '');
  if (isMoney(c)) return plus(c.cents) + formatCents(c.cents, lang);
  if (typeof c === 'number') return plus(c) + String(c);
  return c === null ? '' : mdEscape(c);
}

/**
 * A pipe table padded to equal widths: it renders as a table where Markdown is understood and still
 * lines up in a chat that shows it as monospace text. Amount columns are right-aligned and signed as `amounts` says.
 */
export function mdTable(head: string[], rows: Cell[][], amounts: Amounts, lang: Lang): string {
  const { from, signed = head.length, to = head.length } = amounts;
  const isAmount = (i: number) => i >= from && i < to;
  const text = rows.map((r) =>
    head.map((_, i) =>
      isAmount(i)
        ? amount(r[i] ?? null, lang, i < signed)
        : r[i] === null || r[i] === undefined
          ? ''
          : typeof r[i] === 'string'
            ? mdEscape(r[i] as string)
            : String(r[i]),
    ),
  );
  const headText = head.map(mdEscape);
  const right = head.map((_, i) => isAmount(i));
  // A loop, not Math.max(...): a spread of every row's width overflows the stack on a long sheet.
  const width = head.map((_, i) => text.reduce((w, r) => Math.max(w, r[i].length), Math.max(3, headText[i].length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (right[i] ? c.padStart(width[i]) : c.padEnd(width[i]))).join(' | ')} |`;
  const rule = `|${width.map((w, i) => (right[i] ? '-'.repeat(w + 1) + ':' : '-'.repeat(w + 2))).join('|')}|`;
  return [line(headText), rule, ...text.map(line)].join('\n');
}

export function sheetMarkdown(s: SheetLayout, lang: Lang): string {
  const l = labels(lang);
  const heading = `### ${mdEscape(s.title || s.id)}`;
  const facts = `${s.game} (${s.rulesShown}), ${l.evening} ${s.evening}${s.title ? `, ${l.sheet} ${s.id}` : ''}`;
  const rows = s.rows.map((r, k) => shownRow(r, s.marks[k], (c) => amount(c, lang)));
  const table = mdTable(s.head, [...rows, s.total], sheetAmounts(s), lang);
  const outcome = [capital(outcomeLine(s.outcome, mdEscape)), s.low, s.closed].filter(Boolean).join(' · ');
  return `${heading}\n${mdEscape(facts)}\n\n${table}\n\n${outcome}`;
}

export function sheetOnlyMarkdown(s: LoadedSheet, lang: Lang): string {
  return sheetMarkdown(layoutSheet(s.view, s.game, lang), lang) + '\n';
}

/** An evening: a heading, each sheet in playing order, each player's totals per game, the settlement. */
export function eveningMarkdown(e: Evening, lang: Lang, settle?: Settle): string {
  const l = labels(lang);
  const md = (s: LoadedSheet) => sheetMarkdown(layoutSheet(s.view, s.game, lang), lang);
  // A club night's table sheets come after the evening's own sheets, under their event (review 14.22).
  const events = new Map<string, LoadedSheet[]>();
  for (const s of e.sheets) if (s.data.event) events.set(s.data.event.id, [...(events.get(s.data.event.id) ?? []), s]);
  const sheets = [
    ...e.sheets.filter((s) => !s.data.event).map(md),
    ...[...events].flatMap(([id, list]) => [`### ${capital(textsOf(lang).event.ofEvent(id))}`, ...list.map(md)]),
  ];
  const t = layoutTotals(e.sheets, lang);
  const s = settle && layoutSettlement(settle(e), lang);
  const pays = (rows: Cell[][]): string =>
    rows
      .map(([from, to, c]) => `- ${mdEscape(String(from))} ${l.from} ${mdEscape(String(to))} ${amount(c, lang, false)}`)
      .join('\n');
  const settlement = s
    ? [
        [
          `### ${capital(l.settlement)}`,
          s.sheets.map(([id, how]) => `- ${mdEscape(id)} (${mdEscape(how)})`).join('\n'),
          ...(s.balances.length ? [mdTable([l.player, l.balance], s.balances, { from: 1 }, lang)] : []),
          s.balances.length === 0
            ? `${capital(l.nothingSettled)}.`
            : s.payments.length
              ? pays(s.payments)
              : `${capital(l.square)}.`,
          ...s.notes.map(mdEscape),
        ].join('\n\n'),
      ]
    : [];
  return (
    [
      `## ${l.eveningOf} ${e.date}`,
      ...sheets,
      `### ${capital(l.perGame)}\n\n${[
        ...(t.rows.length > 0 ? [mdTable(t.head, t.rows, { from: 1 }, lang)] : []),
        ...(t.note ? [mdEscape(t.note)] : []),
      ].join('\n\n')}`,
      ...settlement,
    ].join('\n\n') + '\n'
  );
}

export function eveningsMarkdown(evenings: readonly Evening[], lang: Lang, settle?: Settle): string {
  return evenings.map((e) => eveningMarkdown(e, lang, settle)).join('\n');
}
