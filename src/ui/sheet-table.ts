import type { Ctx } from '../commands/context.js';
import { gameById } from '../games/registry.js';
import type { DealView, SheetView } from '../sheet/sheet.js';
import { paint, safe, type Paint } from './paint.js';

export type TableRow = (string | { content: string; hAlign: 'left' | 'right' | 'center'; colSpan?: number })[];

/** A table with cli-table3's own colours off: colour is decided once, by chalk (see paint.ts). */
export async function table(head: string[], rows: TableRow[], alignRight: number[] = []): Promise<string> {
  const { default: Table } = await import('cli-table3');
  const t = new Table({
    head,
    style: { head: [], border: [], 'padding-left': 1, 'padding-right': 1 },
    colAligns: head.map((_, i) => (alignRight.includes(i) ? 'right' : 'left')),
  });
  t.push(...(rows as never[]));
  return t.toString();
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

/** The sheet as on paper: a row per deal, a column per player, a totals row, who deals next. */
export async function renderSheet(v: SheetView, ctx: Ctx): Promise<string> {
  const p = await paint(ctx.color);
  const money = gameById(v.game).unit === 'money';
  const l = L[ctx.lang];
  const extraCols = money ? ['pot'] : [];
  const head = [l.deal, l.dealer, l.contract, ...v.players.map(safe), ...extraCols].map((h) => p.head(h));
  const rows: TableRow[] = v.deals.map((d: DealView) => [
    String(d.number),
    safe(d.dealer),
    safe(d.text),
    ...v.players.map((pl) => signed(d.scores[pl], money, p)),
    ...(money ? [Number(d.pot).toFixed(2)] : []),
  ]);
  rows.push([
    '',
    '',
    p.bold(l.total),
    ...v.players.map((pl) => p.bold(signed(v.totals[pl], money, p))),
    ...(money ? [p.bold(Number(v.pot ?? 0).toFixed(2))] : []),
  ]);
  const right = [0, ...v.players.map((_, i) => 3 + i), ...(money ? [3 + v.players.length] : [])];
  const title = `${p.bold(safe(v.title || v.id))}  ${p.dim(`${v.game} (${v.rules})${v.title ? ' ' + v.id : ''}`)}`;
  const footer = v.finished ? winnerText(v, ctx.lang) : `${l.next}: ${safe(v.nextDealer)}`;
  return `${title}\n${await table(head, rows, right)}\n${footer}`;
}
