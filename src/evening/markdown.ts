import { formatCents } from '../core/money.js';
import type { Lang } from '../core/game.js';
import type { Evening, LoadedSheet } from './evening.js';
import { totalsPerGame } from './evening.js';
import { isMoney, LABELS, layoutSheet, layoutTotals, type Cell, type SheetLayout } from './layout.js';

/** Backslash-escapes what a chat or Markdown renderer would read as markup or as a table border. */
export const mdEscape = (s: string): string => s.replace(/[\\`*_[\]<>|~#]/g, (c) => `\\${c}`);

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** +10 / -10 / 0, as on the paper sheet, so a loss reads without colour. */
function amount(c: Cell): string {
  if (isMoney(c)) return (c.cents > 0 ? '+' : '') + formatCents(c.cents);
  if (typeof c === 'number') return c > 0 ? `+${c}` : String(c);
  return c === null ? '' : mdEscape(c);
}

/**
 * A pipe table padded to equal widths: it renders as a table where Markdown is understood and still
 * lines up in a chat that shows it as monospace text. Amount columns are right-aligned and signed.
 */
export function mdTable(head: string[], rows: Cell[][], amountsFrom: number): string {
  const text = rows.map((r) => head.map((_, i) => (i >= amountsFrom ? amount(r[i] ?? null) : r[i] === null || r[i] === undefined ? '' : typeof r[i] === 'string' ? mdEscape(r[i] as string) : String(r[i]))));
  const headText = head.map(mdEscape);
  const right = head.map((_, i) => i >= amountsFrom);
  const width = head.map((_, i) => Math.max(3, headText[i].length, ...text.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (right[i] ? c.padStart(width[i]) : c.padEnd(width[i]))).join(' | ')} |`;
  const rule = `|${width.map((w, i) => (right[i] ? '-'.repeat(w + 1) + ':' : '-'.repeat(w + 2))).join('|')}|`;
  return [line(headText), rule, ...text.map(line)].join('\n');
}

export function sheetMarkdown(s: SheetLayout, lang: Lang): string {
  const l = LABELS[lang];
  const heading = `### ${mdEscape(s.title || s.id)}`;
  const facts = `${s.game} (${s.rules}), ${l.evening} ${s.evening}${s.title ? `, ${l.sheet} ${s.id}` : ''}`;
  const table = mdTable(s.head, [...s.rows, s.total], 3);
  return `${heading}\n${mdEscape(facts)}\n\n${table}\n\n${capital(s.outcome[0])}: ${mdEscape(s.outcome[1])}`;
}

export function sheetOnlyMarkdown(s: LoadedSheet, lang: Lang): string {
  return sheetMarkdown(layoutSheet(s.view, s.game, lang), lang) + '\n';
}

/** An evening: a heading, each sheet in playing order, then each player's totals per game. */
export function eveningMarkdown(e: Evening, lang: Lang): string {
  const l = LABELS[lang];
  const sheets = e.sheets.map((s) => sheetMarkdown(layoutSheet(s.view, s.game, lang), lang));
  const t = layoutTotals(totalsPerGame(e.sheets), lang);
  return [`## ${l.eveningOf} ${e.date}`, ...sheets, `### ${capital(l.perGame)}\n\n${mdTable(t.head, t.rows, 1)}`].join('\n\n') + '\n';
}

export function eveningsMarkdown(evenings: readonly Evening[], lang: Lang): string {
  return evenings.map((e) => eveningMarkdown(e, lang)).join('\n');
}
