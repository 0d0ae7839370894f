import type { Lang } from '../core/game.js';
import { formatMoney } from '../core/money.js';
import { GLUE, glued } from '../core/unsafe.js';
import { merit, winnersOf } from '../core/players.js';
import { dealsWord, dealWord, gameById } from '../games/index.js';
import { dealText, rowMarks, SAT_OUT, sheetRows, type DealView, type SheetView } from '../sheet/sheet.js';
import { textsOf } from '../i18n/index.js';
import { capital } from '../i18n/lang.js';
import { paint, safe, type Paint } from './paint.js';
import { wrapProse, type Screen } from './fit.js';
import { shortNames, shortText } from './short-text.js';
import { cutLine, drawTable, textWidth, type TableLayout, type TableRow } from './table.js';

export { cutLine, textWidth, type TableLayout, type TableRow };

/**
 * A table with a rule under the header, and with `totals` one above the last row (see drawTable).
 * Colour is decided once, by chalk (see paint.ts), in the cells themselves.
 */
export async function table(
  head: string[],
  rows: TableRow[],
  alignRight: number[] = [],
  totals = false,
  layout: TableLayout = {},
): Promise<string> {
  return drawTable(head, rows, alignRight, totals, layout);
}

/**
 * +10 / -10 / 0: the sign is written out so a negative score reads without colour. `sign` −1 (the merit
 * of a game whose lowest total wins, core/players.ts) colours points against a player as bad.
 */
export function signed(n: number, money: boolean, p: Paint, lang: Lang = 'en', sign: 1 | -1 = 1): string {
  const text = money ? (n < 0 ? '-' : n > 0 ? '+' : '') + formatMoney(Math.abs(n), lang) : n > 0 ? `+${n}` : String(n);
  return sign * n < 0 ? p.bad(text) : sign * n > 0 ? p.good(text) : text;
}

/** The parts of a line between its commas, each kept on one line where it fits one ("Bartholomeus bids last"). */
const clauses = (text: string): string => text.split(', ').map(glued).join(', ');

/** Who won a finished sheet, as names to show (winnersOf): a team's players joined by ' + '. */
export function winnerGroups(v: SheetView): { tie: boolean; groups: string[]; team?: true } | undefined {
  const won = winnersOf(v);
  return won && { ...won, groups: won.groups.map((g) => g.join(' + ')) };
}

/**
 * Who won a finished sheet, or that nothing was played on it (it has no winner then: sheet.ts). Each name (a team's
 * names) joined by GLUE: a line that wraps keeps it whole where it fits one (drawn as spaces: wrapProse).
 */
export function winnerText(v: SheetView, lang: Lang): string {
  const won = winnerGroups(v);
  const l = textsOf(lang).ui.sheet;
  if (won === undefined) return capital(l.unplayed(dealWord(v.game, lang)));
  const names = won.groups.map((g) => glued(safe(g)));
  if (won.tie) return l.tie(names);
  return `${won.team ? l.finishedTeam : l.finished}: ${names[0]}`;
}

/**
 * "Closed after 6 of 16 deals.", for a sheet finished before its deal limit (SheetView.dealsPlayed): said under its
 * winner wherever the sheet is shown (the sheet, the board, the exports).
 */
export function closedText(v: SheetView, lang: Lang): string | undefined {
  const { dealsPlayed: played, dealLimit: limit } = v;
  if (!v.finished || played === undefined || limit === undefined) return undefined;
  return textsOf(lang).ui.sheet.closedAfter(played, limit, dealWord(v.game, lang), dealsWord(v.game, lang));
}

/**
 * "Places: 1 Dirk, 2 Cis, 3 Bert, 4 Ann", for a finished sheet whose game places its players (SheetView.places); a
 * place and its name joined by GLUE, as winnerText's.
 */
export function placesText(v: SheetView, lang: Lang): string | undefined {
  if (!v.places) return undefined;
  const order = Object.entries(v.places).sort(([, a], [, b]) => a - b);
  return `${textsOf(lang).ui.sheet.places}: ${order.map(([p, n]) => glued(`${n} ${safe(p)}`)).join(', ')}`;
}

/** A row as the sheet names it, made safe: a deal by its text (dealText: `×2` when doubled), a correction by reason. */
export const rowText = (d: DealView): string => (d.reason !== undefined ? safe(d.reason) : dealText(d, safe(d.text)));

export const DEALER_MARK = '*';
export const LEADER_MARK = '>';

/** How much screen a sheet may take. Leave out a bound for none (a pipe or a file has no screen). */
export interface SheetFit {
  /** Columns: no line is longer. */
  width?: number;
  /** Lines: the most recent deals that fit are shown, and a line says how many earlier ones are not. */
  height?: number;
  /** Every deal, whatever the height. */
  all?: boolean;
  /** Only this deal (0: none) and the totals, as after `record` or `undo`. */
  onlyDeal?: number;
}

/** How the reader wants a sheet drawn: the part of a command's Ctx the drawing needs (ui imports no command). */
export interface Looks {
  lang: Lang;
  color: boolean;
}

/** The sheet as on paper, fitted to the screen (ui/fit.ts screenOf); `onlyDeal` shows one deal and the totals. */
export async function renderSheet(
  v: SheetView,
  ctx: Looks & { screen: Screen },
  onlyDeal?: number,
  fit: SheetFit = ctx.screen,
): Promise<string> {
  return drawSheet(v, ctx, { ...fit, ...(onlyDeal === undefined ? {} : { onlyDeal }) });
}

/** One way to lay the sheet out; `drawSheet` takes the first that fits the width. */
interface Layout {
  /** Longest name in the contract texts (Infinity: whole names); the header's is each try's (drawSheet `tries`). */
  names: number;
  dealer: boolean;
  shortText: boolean;
  padding: number;
  /** A column's marks (Boerenbridge's bid/took, Klaverjassen's N or P) under its score: a deal takes two lines. */
  stack?: boolean;
}

/** The texts shortened, their names cut to four letters, three, one: without the dealer column, `padding` each side. */
const cutNames = (padding: number): Layout[] =>
  [4, 3, 1].map((names) => ({ names, dealer: false, shortText: true, padding }));

/**
 * In the order docs/screens.md gives: the texts as on paper; shortened (the words a player reads without left out);
 * the dealer column left out; the names in the texts cut to four letters, three, one; then without the padding the
 * same. A text cut with … keeps its names at four letters (until 2026-12-07 the dealer column stayed while the names
 * were cut, 'Jérô solo 6: 5' where 'Jérôme solo 6: 5' fitted without it, and without the padding a cut text had
 * one-letter names: 'C, D asked; D …'). With the marks under the scores (the last two) the padding again goes before
 * the header's names are cut.
 */
const LAYOUTS: Layout[] = [
  { names: Infinity, dealer: true, shortText: false, padding: 1 },
  { names: Infinity, dealer: true, shortText: true, padding: 1 },
  { names: Infinity, dealer: false, shortText: true, padding: 1 },
  ...cutNames(1),
  ...cutNames(0),
  { names: 4, dealer: false, shortText: true, padding: 1, stack: true },
  { names: 4, dealer: false, shortText: true, padding: 0, stack: true },
];
/** The contract column is not cut below this many characters while a narrower layout remains. */
const MIN_CONTRACT = 16;

/**
 * The sheet as on paper: a row per deal, a column per player (or team), a totals row, who deals
 * next. Fitted to `fit`: no line longer than its width (the contract texts shortened, the dealer
 * column left out, the contracts cut with …, and only then the names: one line per deal), no more
 * lines than its height (the most recent deals, and a line saying how many earlier ones are not
 * shown). Cost grows linearly with the deals drawn. Table mode calls this with its own width and
 * height (what is left for the sheet above its question).
 */
export async function drawSheet(v: SheetView, ctx: Looks, fit: SheetFit = {}, linesPerDeal = 1): Promise<string> {
  const p = await paint(ctx.color);
  const game = gameById(v.game);
  const money = game.unit === 'money';
  const sign = merit(game);
  const l = textsOf(ctx.lang).ui.sheet;
  const width = fit.width ?? Infinity;
  // Belote: one column per team, each player carrying the team's score.
  const teams = Array.isArray(v.teams) ? (v.teams as string[][]) : v.players.map((pl) => [pl]);
  const extras = (game.extraColumns ?? []).filter((e) => e.rules === undefined || e.rules.includes(v.rules));
  const fmt = (n: unknown) => (typeof n === 'number' ? (money ? formatMoney(n, ctx.lang) : String(n)) : '');
  const settlement = v.settlement as { text: string; scores: Record<string, number> } | undefined;
  const showSettlement = settlement !== undefined && fit.onlyDeal === undefined;

  // The longest of each text that fits, each of its lines.
  const first = (...options: string[]) =>
    options.find((o) => o.split('\n').every((x) => textWidth(x) <= width)) ?? options[options.length - 1];
  // The next dealer and the player who leads, marked in the header while the sheet is open.
  const dealerSeat = v.players.indexOf(v.nextDealer);
  const leader = v.finished
    ? undefined
    : (v.nextLeader ??
      (dealerSeat >= 0 && v.players.length > 1 ? v.players[(dealerSeat + 1) % v.players.length] : undefined));
  const out = Array.isArray(v.nextSittingOut) ? (v.nextSittingOut as string[]) : [];
  // "with Ann" stays whole where the footer wraps at its words (GLUE).
  const sits =
    out.length === 0
      ? ''
      : `, ${l.sits}${out.length > 1 ? ` ${l.with}${GLUE}${out.slice(1).map(safe).join(', ')}` : ''}`;
  // A game whose lowest total wins says so under every sheet, finished or not (jokeren.md §4).
  const low = game.lowWins ? ` ${glued(`· ${l.lowWins}`)}` : '';
  const next = `${l.next}: ${safe(v.nextDealer)} (${DEALER_MARK}${sits})`;
  const leads = leader ? `${safe(leader)} ${game.starts?.[ctx.lang] ?? l.leads} (${LEADER_MARK})` : '';
  // Every line under the sheet (who deals, the winner, the places, the game's own line) wraps one way: whole where it
  // fits, else at its words (never at GLUE, where a group fits a line), no indent, never cut. Until 2026-12-07 a line
  // too wide lost its end ("2 Jean-Baptis…", "Bartholomeus voorspelt …"). The dealer's line breaks before who leads
  // where it can ("Bert leads (>) · lowest wins" kept whole), and never between "with" and a name.
  const wrapped = (text: string) => wrapProse(text, width === Infinity ? undefined : width, 0);
  const closed = closedText(v, ctx.lang);
  const footer = v.finished
    ? wrapped(winnerText(v, ctx.lang) + low) + (closed ? `\n${wrapped(closed)}` : '')
    : wrapped(leads ? `${next}, ${glued(leads + low)}` : next + low);
  const moreText = v.finished ? placesText(v, ctx.lang) : game.footer?.(v, ctx.lang);
  const more = moreText ? wrapped(clauses(safe(moreText))) : undefined;

  // Which deals: one, or the most recent that fit the height.
  // Every row of the paper sheet: the deals and the corrections written between them (tafel correct).
  let deals: DealView[] = fit.onlyDeal === undefined ? sheetRows(v) : v.deals.filter((d) => d.number === fit.onlyDeal);
  let hidden = 0;
  if (fit.onlyDeal === undefined && !fit.all && fit.height !== undefined) {
    // title, top border, header, rule, [deals], rule, [settlement], totals, bottom border, the lines under it
    const fixed = 7 + footer.split('\n').length + (more?.split('\n').length ?? 0) + (showSettlement ? 1 : 0);
    if (deals.length * linesPerDeal > fit.height - fixed) {
      const room = Math.max(1, Math.floor((fit.height - fixed - 1) / linesPerDeal));
      hidden = deals.length - room;
      deals = deals.slice(hidden);
    }
  }

  const mark = (name: string, shown: string) =>
    shown + (v.finished ? '' : name === v.nextDealer ? DEALER_MARK : name === leader ? LEADER_MARK : '');

  const scoreCells = (scores: Record<string, number>, bold = false) =>
    teams.map((t) =>
      bold ? p.bold(signed(scores[t[0]], money, p, ctx.lang, sign)) : signed(scores[t[0]], money, p, ctx.lang, sign),
    );
  // Everything but the names and the contract is the same in every layout: made once.
  const numbers = deals.map((d) => (d.correction !== undefined ? `c${d.correction}` : String(d.number)));
  // A player who sat the deal out (Kleurenwiezen with five or six) shows '-', never 0; Klaverjassen
  // writes N, P, TP or V beside the score of the team it is about, as on paper (rowMarks: the
  // exports ask the same).
  const marks = deals.map((d) => rowMarks(d, teams));
  const marked = marks.some((m) => m.columns.some((c) => !c.sat && c.mark));
  const cellsOf = (stack = false) =>
    deals.map((d, k) =>
      scoreCells(d.scores).map((c, i) => {
        const m = marks[k].columns[i];
        return m.sat ? (m.mark ?? SAT_OUT) : c + (m.mark ? (stack ? '\n' : ' ') + m.mark : '');
      }),
    );
  const scores = { inline: cellsOf(), stacked: marked ? cellsOf(true) : [] };
  const extraCells = deals.map((d) => extras.map((e) => fmt(d[e.key])));
  const totalCells = scoreCells(v.totals, true);
  const totalExtras = extras.map((e) => p.bold(fmt(v[e.key])));
  const settleCells = showSettlement ? scoreCells(settlement.scores) : [];
  const widest = (cells: string[]) => cells.reduce((m, c) => Math.max(m, ...c.split('\n').map(textWidth)), 0);
  const widthsOf = (cells: string[][]) =>
    teams.map((_, i) =>
      Math.max(
        widest(cells.map((r) => r[i])),
        textWidth(totalCells[i]),
        showSettlement ? textWidth(settleCells[i]) : 0,
      ),
    );
  const scoreWidth = { inline: widthsOf(scores.inline), stacked: widthsOf(scores.stacked) };
  const extraWidth = extras.map((_, i) =>
    Math.max(widest(extraCells.map((r) => r[i])), textWidth(totalExtras[i]), textWidth(extras[i].label[ctx.lang])),
  );
  const numberWidth = numbers.reduce((w, n) => Math.max(w, n.length), textWidth(l.deal));

  // The contract texts, shortened or not, with names at most so long: made once (widening the names tries a layout
  // again, and a cut layout looks at shorter names for a text that does not fit).
  const written = new Map<string, { names: Map<string, string>; contracts: string[]; settleText: string }>();
  const writtenAt = (short: boolean, longest: number) => {
    const key = `${short} ${longest}`;
    const known = written.get(key);
    if (known) return known;
    const names = shortNames(v.players, longest);
    const text = (t: string) => safe(short ? shortText(t, names) : t);
    const contracts = deals.map((d) => dealText(d, text(d.text)));
    const w = { names, contracts, settleText: showSettlement ? text(settlement.text) : '' };
    written.set(key, w);
    return w;
  };
  // `cut`: 0 while looking for a layout that shows every contract whole, then the least the
  // contract column may be cut to, and on the last try anything. `heads`: the longest name in the
  // header and the dealer column (the contracts keep the layout's names). Undefined when it does not fit.
  const plan = (layout: Layout, cut: number, heads: number, cap = Infinity) => {
    const { names, contracts, settleText } = writtenAt(layout.shortText, layout.names);
    const headNames = heads === layout.names ? names : shortNames(v.players, heads);
    const nameOf = (n: string) => safe(headNames.get(n) ?? n);
    const teamHead = teams.map((t) => t.map((n) => mark(n, nameOf(n))).join(layout.names === Infinity ? ' + ' : '+'));
    const head = [
      l.deal,
      ...(layout.dealer ? [l.dealer] : []),
      l.contract,
      ...teamHead,
      ...extras.map((e) => e.label[ctx.lang]),
    ];
    const dealers = layout.dealer ? deals.map((d) => nameOf(d.dealer)) : [];
    const pad = 2 * layout.padding;
    const fixed = [
      numberWidth + pad,
      ...(layout.dealer ? [Math.max(textWidth(l.dealer), widest(dealers)) + pad] : []),
      ...teamHead.map((h, i) => Math.max(textWidth(h), scoreWidth[layout.stack ? 'stacked' : 'inline'][i]) + pad),
      ...extraWidth.map((w) => w + pad),
    ];
    const natural = Math.max(textWidth(l.contract), textWidth(l.total), widest(contracts), textWidth(settleText)) + pad;
    const room = width - fixed.reduce((a, b) => a + b, 0) - (fixed.length + 2);
    if (natural > cap + pad || room < Math.min(natural, cut === 0 ? natural : cut + pad)) return undefined;
    const contractWidth = Math.max(Math.min(natural, room), 3 + pad);
    return { layout, heads, head, contracts, dealers, settleText, fixed, room, contractWidth };
  };
  const draw = async (pl: NonNullable<ReturnType<typeof plan>>): Promise<string> => {
    const { layout, head, contracts, dealers, fixed, contractWidth } = pl;
    const at = layout.dealer ? 2 : 1;
    const colWidths = [...fixed.slice(0, at), contractWidth, ...fixed.slice(at)];
    // A text too wide for its column takes its names at three letters, else one, where that shows it whole: only a
    // text too wide even so is cut with …, its names at four (until 2026-12-07 'Ann, Bert asked; Ann won 1…' where
    // 'A, B asked; A won 19p' fitted).
    const inside = contractWidth - 2 * layout.padding;
    const whole = (text: string, pick: (w: ReturnType<typeof writtenAt>) => string) =>
      textWidth(text) <= inside
        ? text
        : ([3, 1]
            .filter((n) => n < layout.names)
            .map((n) => pick(writtenAt(layout.shortText, n)))
            .find((t) => textWidth(t) <= inside) ?? text);
    const settleText = whole(pl.settleText, (w) => w.settleText);
    const rows: TableRow[] = deals.map((_, i) => [
      numbers[i],
      ...(layout.dealer ? [dealers[i]] : []),
      whole(contracts[i], (w) => w.contracts[i]),
      ...scores[layout.stack ? 'stacked' : 'inline'][i],
      ...extraCells[i],
    ]);
    const blank = layout.dealer ? ['', ''] : [''];
    if (showSettlement) rows.push([...blank, settleText, ...settleCells, ...extras.map(() => '')]);
    rows.push([...blank, p.bold(l.total), ...totalCells, ...totalExtras]);
    const right = [0, ...teams.map((_, i) => at + 1 + i), ...extras.map((_, i) => at + 1 + teams.length + i)];
    // A player's column that its scores made wider than his name shows as much more of the name as fits (`Ann` over
    // -10, where the others' names keep every name at two letters); no column gets wider for it.
    const room = (j: number) => colWidths[j] - 2 * layout.padding;
    const shown = head.map((h, j) => {
      const team = teams[j - at - 1];
      if (team?.length !== 1) return h;
      let best = h;
      for (let k = 1; k <= [...team[0]].length; k++) {
        const wider = mark(team[0], safe(shortNames(v.players, k).get(team[0]) ?? team[0]));
        if (textWidth(wider) > textWidth(best) && textWidth(wider) <= room(j)) best = wider;
      }
      return best;
    });
    return table(
      shown.map((h) => p.head(h)),
      rows,
      right,
      true,
      { colWidths, padding: layout.padding },
    );
  };
  let chosen: ReturnType<typeof plan>;
  let cutAt = 0;
  // The contract gives way first, while the header keeps every name whole and the padding: its texts shortened, the
  // dealer column left out, their names cut to four letters, three, one (LAYOUTS), and only then the texts cut with …
  // down to MIN_CONTRACT, their names at four. Then the padding goes: the texts whole again where that makes room,
  // else cut so. Only then are the header's names cut, getting back all the room MIN_CONTRACT leaves (below). Marks
  // go under the scores (two lines a deal) only when nothing on one line fits, the names cut included, and then the
  // same order again: the padding goes before the names are cut (until 2026-12-07 six at Boerenbridge at 62 columns
  // kept the padding beside names of two and three letters, where 58 columns showed five without it).
  const atFour = (layouts: Layout[]) => layouts.filter((l) => l.names === 4);
  // With the header's names cut, a contract whose texts fit whole in MIN_CONTRACT at shorter names keeps them so and
  // no wider: the names get the rest (six at 60 columns: `B+C samen 8: 9` in 14 beside `Annemiek`, not the four-letter
  // texts cut to 16 beside `Annemie`).
  type Try = [cut: number, layouts: Layout[], heads: number, cap?: number];
  const order = (layouts: Layout[]): Try[] => {
    const padded = layouts.filter((l) => l.padding > 0);
    const unpadded = layouts.filter((l) => l.padding === 0);
    return [
      [0, padded, Infinity],
      [MIN_CONTRACT, atFour(padded), Infinity],
      [0, unpadded, Infinity],
      [0, unpadded.filter((l) => l.names !== Infinity), 1, MIN_CONTRACT],
      [MIN_CONTRACT, atFour(unpadded), 1],
    ];
  };
  const inline = LAYOUTS.filter((l) => !l.stack);
  const stacked = marked ? LAYOUTS.filter((l) => l.stack) : [];
  const narrowest = stacked.length > 0 ? stacked : atFour(inline.filter((l) => l.padding === 0));
  const tries: Try[] = [...order(inline), ...order(stacked), [0.5 - Infinity, narrowest.slice(-1), 1]];
  for (const [cut, layouts, heads, cap] of tries) {
    for (const layout of layouts) {
      if (chosen) break;
      chosen = plan(layout, cut, heads, cap);
      cutAt = cut;
    }
  }
  // Names shortened to fit get the columns the table leaves free (issue 24), one letter more at a time, never
  // more than the name, as long as the contract column keeps MIN_CONTRACT (or less, the width it has).
  const longest = Math.max(...v.players.map((n) => [...n].length));
  const floor = Math.min(chosen!.contractWidth, MIN_CONTRACT + 2 * chosen!.layout.padding);
  for (let n = chosen!.heads + 1; n <= longest; n++) {
    const wider = plan(chosen!.layout, cutAt, n);
    if (!wider || wider.room < floor) break;
    chosen = wider;
  }
  // Marks under the scores take a deal two lines: fewer of the most recent deals fit the height.
  if (chosen!.layout.stack && linesPerDeal === 1 && fit.height !== undefined && !fit.all && fit.onlyDeal === undefined)
    return drawSheet(v, ctx, fit, 2);
  const body = await draw(chosen!);
  // Even the narrowest layout is too wide (many players on a very narrow screen): the cut is said, not silent.
  const cut = width !== Infinity && body.split('\n').some((line) => textWidth(line) > width);

  const name = p.bold(safe(v.title || v.id));
  const rules = rulesShown(v, ctx.lang);
  const title = first(
    `${name}  ${p.dim(`${v.game} (${rules})${v.title ? ' ' + v.id : ''}`)}`,
    `${name}  ${p.dim(`${v.game} (${rules})`)}`,
    name,
  );
  // Deals a scorer's phone recorded (scorer.md §2): named under the sheet, where no column is taken from the names.
  const phoned = deals.filter((d) => d.via === 'phone' && d.correction === undefined).map((d) => d.number);
  const lines = [
    title,
    ...(hidden > 0
      ? [p.dim(first(l.hidden(hidden, dealWord(v.game, ctx.lang), dealsWord(v.game, ctx.lang)), l.hiddenShort(hidden)))]
      : []),
    body!,
    footer,
    ...(more ? [more] : []),
    ...(phoned.length > 0 ? [p.dim(l.fromPhone(phoned.join(', ')))] : []),
    ...(cut ? [p.dim(first(l.columnsCut, l.columnsCutShort))] : []),
  ];
  // The table itself was fitted, and the lines under it wrapped: only when even the narrowest layout is too wide (or a
  // word is wider than the screen) is a line cut.
  return width === Infinity
    ? lines.join('\n')
    : lines
        .map((line) =>
          line
            .split('\n')
            .map((x) => cutLine(x, width))
            .join('\n'),
        )
        .join('\n');
}

/** The rule set as the sheet's heading says it: a money game's stake is part of what it is played for (issue 21.12). */
export const rulesShown = (v: { rules: string; stake?: unknown }, lang: Lang): string =>
  typeof v.stake === 'number' ? `${v.rules}, ${textsOf(lang).ui.sheet.stake} ${formatMoney(v.stake, lang)}` : v.rules;
