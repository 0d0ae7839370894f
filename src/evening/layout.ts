import type { Game, Lang } from '../core/game.js';
import { sheetRows, type SheetView } from '../sheet/sheet.js';
import { eveningOf, toCents, type GameTotals } from './evening.js';

/** An amount of money in whole cents: written with two decimals, always as a number. */
export interface Money {
  cents: number;
}

/** One cell of an export: text (escaped on the way out), a number, money, or empty. */
export type Cell = string | number | Money | null;

export const isMoney = (c: Cell): c is Money => typeof c === 'object' && c !== null;

export const LABELS = {
  en: {
    sheet: 'sheet', title: 'title', game: 'game', rules: 'rules', evening: 'evening', deal: 'deal', dealer: 'dealer',
    contract: 'contract', total: 'total', winner: 'winner', tie: 'tie', next: 'next dealer', player: 'player',
    points: 'points', money: 'money', perGame: 'totals per game', eveningOf: 'Evening of',
  },
  nl: {
    sheet: 'blad', title: 'titel', game: 'spel', rules: 'regels', evening: 'avond', deal: 'gift', dealer: 'gever',
    contract: 'contract', total: 'totaal', winner: 'winnaar', tie: 'gelijkspel', next: 'volgende gever', player: 'speler',
    points: 'punten', money: 'geld', perGame: 'totalen per spel', eveningOf: 'Avond van',
  },
} as const;

/** A sheet laid out as on paper, independent of the format it is written in. */
export interface SheetLayout {
  id: string;
  title: string;
  game: string;
  rules: string;
  evening: string;
  money: boolean;
  /** deal, dealer, contract, a column per player, the game's extra columns (pot, held...). */
  head: string[];
  /** A row per deal, then a settlement row when the sheet was closed with one. */
  rows: Cell[][];
  total: Cell[];
  /** "winner" / "tie" / "next dealer", and who. */
  outcome: [string, string];
}

/** Player columns first, extra columns after, so the first three columns are always the same. */
export function layoutSheet(view: SheetView, game: Game, lang: Lang): SheetLayout {
  const l = LABELS[lang];
  const money = game.unit === 'money';
  const amount = (v: unknown): Cell => (typeof v === 'number' ? (money ? { cents: toCents(v) } : v) : v === undefined || v === null ? null : String(v));
  const extras = (game.extraColumns ?? []).filter((e) => e.rules === undefined || e.rules.includes(view.rules));
  const rows: Cell[][] = sheetRows(view).map((d) => [
    d.correction !== undefined ? `c${d.correction}` : d.number,
    d.dealer,
    d.text,
    ...view.players.map((p) => amount(d.scores[p])),
    ...extras.map((e) => amount(d[e.key])),
  ]);
  const settlement = view.settlement as { text: string; scores: Record<string, number> } | undefined;
  if (settlement) rows.push([null, null, settlement.text, ...view.players.map((p) => amount(settlement.scores[p])), ...extras.map(() => null)]);
  const w = view.winner;
  const outcome: [string, string] = !view.finished || w === undefined
    ? [l.next, view.nextDealer]
    : Array.isArray(w)
      ? Array.isArray(view.teams) ? [l.winner, w.join(' + ')] : [l.tie, w.join(', ')]
      : [l.winner, w];
  return {
    id: view.id,
    title: view.title,
    game: view.game,
    rules: view.rules,
    evening: eveningOf(view.createdAt),
    money,
    head: [l.deal, l.dealer, l.contract, ...view.players, ...extras.map((e) => e.label[lang])],
    rows,
    total: [l.total, null, null, ...view.players.map((p) => amount(view.totals[p])), ...extras.map((e) => amount(view[e.key]))],
    outcome,
  };
}

/** The closing block of an evening: a row per player, a column per game, money apart from points. */
export function layoutTotals(t: GameTotals, lang: Lang): { head: string[]; rows: Cell[][] } {
  const l = LABELS[lang];
  return {
    head: [l.player, ...t.games.map((g) => `${g.id} (${g.unit === 'money' ? l.money : l.points})`)],
    rows: t.players.keys().map((key) => [
      t.players.name(key),
      ...t.games.map((g): Cell => {
        const v = t.totals.get(key)?.get(g.id);
        return v === undefined ? null : g.unit === 'money' ? { cents: v } : v;
      }),
    ]),
  };
}
