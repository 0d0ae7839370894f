import type { Game, Lang } from '../core/game.js';
import { dealText, rowMarks, SAT_OUT, sheetRows, type RowMarks, type SheetView } from '../sheet/sheet.js';
import { eveningOf, toCents, totalsPerGame, type SheetTotals } from './evening.js';
import { countsAs, settlementNotes, type EveningSettlement } from './settle.js';
import { safe } from '../ui/paint.js';
import { closedText, rulesShown, winnerGroups } from '../ui/sheet-table.js';
import { textsOf } from '../i18n/index.js';

/** An amount of money in whole cents: written with two decimals, always as a number. */
export interface Money {
  cents: number;
}

/** One cell of an export: text (escaped on the way out), a number, money, or empty. */
export type Cell = string | number | Money | null;

export const isMoney = (c: Cell): c is Money => typeof c === 'object' && c !== null;

/** The words of every export's layout, in the export's language (src/i18n/<lang>/evening.ts). */
export const labels = (lang: Lang) => textsOf(lang).evening.labels;

/** A deal as the game's players call it (Game.dealWord: Toepen's round, Dutch Klaverjassen's spel), else "deal". */
export const dealLabel = (game: Game, lang: Lang): string => game.dealWord?.[lang] ?? labels(lang).deal;

/** A sheet laid out as on paper, independent of the format it is written in. */
export interface SheetLayout {
  id: string;
  title: string;
  game: string;
  rules: string;
  /**
   * The rule set as a person reads it in the sheet's heading: with a money game's stake ("standard, stake 0,10"), as
   * `tafel sheet`'s header has it (issue 21.12).
   */
  rulesShown: string;
  evening: string;
  /** A money game's stake (Zwikken), which its amounts are paid at. */
  stake?: Money;
  money: boolean;
  /**
   * deal (in the game's own word: Toepen's round), dealer, contract, a column per player (per team in a team game),
   * the game's extra columns (pot, held...).
   */
  head: string[];
  /** How many extra columns end each row: they are amounts of their own (a pot), shown unsigned. */
  extras: number;
  /** A row per deal, then a settlement row when the sheet was closed with one. */
  rows: Cell[][];
  /**
   * The sheet's marks of each row (sheet.ts rowMarks, as `tafel sheet` draws them; undefined for the
   * settlement row): who sat out, Klaverjassen's N/P/TP/V. The ×2 of a doubled deal is already in
   * the contract text (dealText). The score cells stay numbers; each format writes the marks its own way.
   */
  marks: (RowMarks | undefined)[];
  /** Some row carries a mark after a score (Klaverjassen). */
  marked: boolean;
  /** How many score columns follow the three first ones. */
  scores: number;
  total: Cell[];
  /** "winner" / "tie" / "next dealer", and who; or alone, that nothing was played on a finished sheet. */
  outcome: [string] | [string, string];
  /** "lowest wins" where the game's lowest total wins, said beside the outcome as the sheet says it (Jokeren). */
  low?: string;
  /** "Closed after 6 of 16 deals." of a sheet finished before its deal limit, said after the outcome (closedText). */
  closed?: string;
}

/**
 * Player columns first, extra columns after, so the first three columns are always the same. A team
 * game (the view has `teams`: Belote, Klaverjassen) has a column per team, as on the sheet, since
 * both players carry their team's score.
 */
export function layoutSheet(view: SheetView, game: Game, lang: Lang): SheetLayout {
  const l = labels(lang);
  const money = game.unit === 'money';
  const amount = (v: unknown): Cell =>
    typeof v === 'number' ? (money ? { cents: toCents(v) } : v) : v === undefined || v === null ? null : String(v);
  const extras = (game.extraColumns ?? []).filter((e) => e.rules === undefined || e.rules.includes(view.rules));
  const cols = Array.isArray(view.teams) ? (view.teams as string[][]) : view.players.map((p) => [p]);
  // Kleurenwiezen with five or six: a last column names who sat each deal out.
  const sits = view.deals.some((d) => Array.isArray(d.sittingOut));
  // A plain loop: this runs for every deal of every sheet of `export --all`.
  const rows: Cell[][] = [];
  const marks: (RowMarks | undefined)[] = [];
  let marked = false;
  for (const d of sheetRows(view)) {
    const m = rowMarks(d, cols);
    marks.push(m);
    if (m.columns.some((c) => c.mark !== undefined)) marked = true;
    // A note or correction reason from a hand-edited file may hold a bidi override or zero-width
    // character that `record` refuses: written out (\u{202e}) so no export reorders or hides text.
    const text = safe(d.text);
    const row: Cell[] = [d.correction !== undefined ? `c${d.correction}` : d.number, d.dealer, dealText(d, text)];
    for (const t of cols) row.push(amount(d.scores[t[0]]));
    for (const e of extras) row.push(amount(d[e.key]));
    if (sits) row.push(Array.isArray(d.sittingOut) ? d.sittingOut.join(', ') : null);
    rows.push(row);
  }
  const settlement = view.settlement as { text: string; scores: Record<string, number> } | undefined;
  if (settlement) {
    rows.push([
      null,
      null,
      settlement.text,
      ...cols.map((t) => amount(settlement.scores[t[0]])),
      ...extras.map(() => null),
      ...(sits ? [null] : []),
    ]);
    marks.push(undefined);
  }
  const won = view.finished ? winnerGroups(view) : undefined;
  const closed = closedText(view, lang);
  const outcome: SheetLayout['outcome'] =
    won === undefined
      ? view.finished
        ? [textsOf(lang).ui.sheet.unplayed(dealLabel(game, lang))]
        : [l.next, view.nextDealer]
      : won.tie
        ? [l.tie, won.groups.join(', ')]
        : [won.team ? l.winners : l.winner, won.groups[0]];
  return {
    id: view.id,
    title: view.title,
    game: view.game,
    rules: view.rules,
    rulesShown: rulesShown(view, lang),
    evening: eveningOf(view.createdAt),
    ...(typeof view.stake === 'number' ? { stake: { cents: toCents(view.stake) } } : {}),
    money,
    head: [
      dealLabel(game, lang),
      l.dealer,
      l.contract,
      ...cols.map((t) => t.join(' + ')),
      ...extras.map((e) => e.label[lang]),
      ...(sits ? [l.sittingOut] : []),
    ],
    extras: extras.length,
    rows,
    marks,
    marked,
    scores: cols.length,
    total: [
      l.total,
      null,
      null,
      ...cols.map((t) => amount(view.totals[t[0]])),
      ...extras.map((e) => amount(view[e.key])),
      ...(sits ? [null] : []),
    ],
    outcome,
    ...(game.lowWins ? { low: textsOf(lang).ui.sheet.lowWins } : {}),
    ...(closed ? { closed } : {}),
  };
}

/**
 * Which columns of a table hold amounts, right-aligned: from `from` up to `to` (those after are text: the names of who
 * sat out), signed up to `signed` (those after are a pot, unsigned as the sheet shows it).
 */
export interface Amounts {
  from: number;
  signed?: number;
  to?: number;
}

/** A sheet's amounts: the scores signed, the extra columns (a pot) not; "sitting out" after them is text. */
export const sheetAmounts = (s: SheetLayout): Amounts => ({
  from: 3,
  signed: 3 + s.scores,
  to: 3 + s.scores + s.extras,
});

/** The outcome as a line ("winner: Ann"), the names written by `name` (a format's escaping). */
export const outcomeLine = (o: SheetLayout['outcome'], name = (s: string) => s): string =>
  o.length === 1 ? o[0] : `${o[0]}: ${name(o[1])}`;

/**
 * A row as the sheet shows it, for the formats a person reads (Markdown, HTML): a sitter's score
 * cell is SAT_OUT (or his mark: Toepen's `dood`), a marked one its amount (written by `amount`) and the mark.
 */
export function shownRow(row: Cell[], marks: RowMarks | undefined, amount: (c: Cell) => string): Cell[] {
  if (!marks?.columns.some((c) => c.sat || c.mark !== undefined)) return row;
  const out = row.slice();
  marks.columns.forEach((c, i) => {
    if (c.sat) out[3 + i] = c.mark ?? SAT_OUT;
    else if (c.mark !== undefined) out[3 + i] = `${amount(row[3 + i])} ${c.mark}`;
  });
  return out;
}

/**
 * The closing block of an evening: a row per player, a column per game, money apart from points; `note` names the
 * events whose table sheets are not in it.
 */
export function layoutTotals(
  sheets: readonly SheetTotals[],
  lang: Lang,
): { head: string[]; rows: Cell[][]; note?: string } {
  const l = labels(lang);
  const t = totalsPerGame(sheets);
  return {
    ...(t.events.length > 0 ? { note: textsOf(lang).evening.tablesLeftOut(t.events) } : {}),
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

/**
 * The settlement closing an evening (tafel settle): how each sheet counts, a balance per player, the payments, why a
 * sheet was left out and which spellings were taken as one player. Undefined when nothing was asked to be settled
 * (points without a rate, no --rate or --preset given: `asked`); with no balances when a sheet that would count is
 * left out (a full pot, an unreadable file), or none is rated though asked, so its note is said. `decimal`: the
 * language whose decimal sign a rate and the notes' amounts are written with (a CSV's: a Dutch Excel's comma, else the
 * point).
 */
export function layoutSettlement(
  s: EveningSettlement,
  lang: Lang,
  board = false,
  decimal: Lang = lang,
): { sheets: [string, string][]; balances: Cell[][]; payments: Cell[][]; notes: string[] } | undefined {
  const unasked = !s.asked || s.sheets.length === 0;
  if (unasked && s.sheets.every((x) => x.how === 'no-rate' && x.disputed === undefined)) return undefined;
  return {
    sheets: s.sheets.map((x) => [x.id, countsAs(x, lang, decimal)]),
    balances: Object.entries(s.balances).map(([p, c]) => [p, { cents: c }]),
    payments: s.payments.map((p) => [p.from, p.to, { cents: p.cents }]),
    notes: [
      ...settlementNotes(s, board, decimal).map((n) => n[lang]),
      ...s.merged.map((m) => textsOf(lang).commands.takenAsOne(m)),
    ],
  };
}
