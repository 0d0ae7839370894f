import { createRequire } from 'node:module';
import type CliTable3 from 'cli-table3';
import type { Ctx } from '../commands/context.js';
import { gameById } from '../games/registry.js';
import { sheetRows, type DealView, type SheetView } from '../sheet/sheet.js';
import { paint, safe, type Paint } from './paint.js';

export type TableRow = (string | { content: string; hAlign: 'left' | 'right' | 'center'; colSpan?: number })[];

/**
 * A table with cli-table3's own colours off: colour is decided once, by chalk (see paint.ts). No
 * rule between body rows, so a sheet stays as compact as the paper one; a rule under the header,
 * and with `totals` one above the last row, as a scorekeeper draws them.
 */
export async function table(head: string[], rows: TableRow[], alignRight: number[] = [], totals = false): Promise<string> {
  // Loaded with require, not import(): cli-table3 is CommonJS and the ESM loader would first scan
  // its sources for named exports, which costs more than loading it.
  const Table = createRequire(import.meta.url)('cli-table3') as typeof CliTable3;
  const t = new Table({
    head,
    style: { head: [], border: [], 'padding-left': 1, 'padding-right': 1 },
    chars: { mid: '', 'left-mid': '', 'mid-mid': '', 'right-mid': '' },
    colAligns: head.map((_, i) => (alignRight.includes(i) ? 'right' : 'left')),
  });
  t.push(...(rows as never[]));
  const lines = t.toString().split('\n');
  const rule = lines[0].replace('┌', '├').replace('┐', '┤').replace(/┬/g, '┼');
  const linesOf = (cells: TableRow) => Math.max(1, ...cells.map((c) => (typeof c === 'string' ? c : c.content).split('\n').length));
  const headLines = linesOf(head);
  if (totals && rows.length > 1) lines.splice(lines.length - 1 - linesOf(rows[rows.length - 1]), 0, rule);
  if (rows.length > 0) lines.splice(1 + headLines, 0, rule);
  return lines.join('\n');
}

/** +10 / -10 / 0: the sign is written out so a negative score reads without colour. */
export function signed(n: number, money: boolean, p: Paint): string {
  const text = money ? (n < 0 ? '-' : n > 0 ? '+' : '') + Math.abs(n).toFixed(2) : n > 0 ? `+${n}` : String(n);
  return n < 0 ? p.bad(text) : n > 0 ? p.good(text) : text;
}

const L = {
  en: { deal: '#', dealer: 'dealer', contract: 'contract', total: 'total', next: 'Next to deal', finished: 'Finished. Winner', tie: 'Tie between', none: 'No deals yet.' },
  nl: { deal: '#', dealer: 'gever', contract: 'contract', total: 'totaal', next: 'Volgende gever', finished: 'Gedaan. Winnaar', tie: 'Gelijkspel tussen', none: 'Nog geen giften.' },
};

export function winnerText(v: SheetView, lang: 'en' | 'nl'): string {
  const w = v.winner;
  if (w === undefined) return '';
  const l = L[lang];
  const teamGame = Array.isArray(v.teams);
  if (Array.isArray(w)) return teamGame ? `${l.finished}: ${w.map(safe).join(' + ')}` : `${l.tie} ${w.map(safe).join(', ')}`;
  return `${l.finished}: ${safe(w)}`;
}

/** The sheet as on paper: a row per deal, a column per player (or team), a totals row, who deals next. */
export async function renderSheet(v: SheetView, ctx: Ctx, onlyDeal?: number): Promise<string> {
  const p = await paint(ctx.color);
  const game = gameById(v.game);
  const money = game.unit === 'money';
  const l = L[ctx.lang];
  // Belote: one column per team, each player carrying the team's score.
  const teams = Array.isArray(v.teams) ? (v.teams as string[][]) : v.players.map((pl) => [pl]);
  const extras = (game.extraColumns ?? []).filter((e) => e.rules === undefined || e.rules.includes(v.rules));
  const fmt = (n: unknown) => (typeof n === 'number' ? (money ? n.toFixed(2) : String(n)) : '');
  const head = [l.deal, l.dealer, l.contract, ...teams.map((t) => t.map(safe).join(' + ')), ...extras.map((e) => e.label[ctx.lang])].map((h) => p.head(h));
  const deals = onlyDeal === undefined ? sheetRows(v) : v.deals.filter((d) => d.number === onlyDeal);
  const rows: TableRow[] = deals.map((d: DealView) => [
    d.correction !== undefined ? `c${d.correction}` : String(d.number),
    safe(d.dealer),
    safe(d.text),
    ...teams.map((t) => signed(d.scores[t[0]], money, p)),
    ...extras.map((e) => fmt(d[e.key])),
  ]);
  const settlement = v.settlement as { text: string; scores: Record<string, number> } | undefined;
  if (settlement && onlyDeal === undefined) {
    rows.push(['', '', safe(settlement.text), ...teams.map((t) => signed(settlement.scores[t[0]], money, p)), ...extras.map(() => '')]);
  }
  rows.push(['', '', p.bold(l.total), ...teams.map((t) => p.bold(signed(v.totals[t[0]], money, p))), ...extras.map((e) => p.bold(fmt(v[e.key])))]);
  const right = [0, ...teams.map((_, i) => 3 + i), ...extras.map((_, i) => 3 + teams.length + i)];
  const title = `${p.bold(safe(v.title || v.id))}  ${p.dim(`${v.game} (${v.rules})${v.title ? ' ' + v.id : ''}`)}`;
  const footer = v.finished ? winnerText(v, ctx.lang) : `${l.next}: ${safe(v.nextDealer)}`;
  return `${title}\n${await table(head, rows, right, true)}\n${footer}`;
}
