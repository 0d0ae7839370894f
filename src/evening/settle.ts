import { refused, type Text } from '../core/errors.js';
import { fold, merit } from '../core/players.js';
import { formatMoney, formatRate, RATE_SCALE } from '../core/money.js';
import { PlayerNames, toCents, type EveningTotals, type SheetTotals, type Skipped } from './evening.js';
import { say, sayIn, textsOf } from '../i18n/index.js';
import { listed, type Lang } from '../i18n/lang.js';

/**
 * Settle rates per game id, in ten-thousandths of the money unit per point (core/money.ts parseRate); for a game whose
 * saved presets give different rates (and no --rate settles it), those presets with their rates (["vrijdag", 300]):
 * its sheets are left out, and their note says why.
 */
export type Rates = Record<string, number | Disputed>;
/** The presets that give a game different rates, each with its rate. */
type Disputed = readonly (readonly [string, number])[];

/** What happened to one sheet: settled into money, or shown and left out, and why. */
export interface SheetSettlement {
  id: string;
  game: string;
  /**
   * `money`: a money game (Zwikken); `rate`: points at a rate; `no-rate`, `pot`, `unbalanced` (a money
   * sheet whose balances do not sum to zero: a correction an earlier tafel took with --force) and `unreadable` (a
   * file of the evening that cannot be read: its game is not known, '') left out.
   */
  how: 'money' | 'rate' | 'no-rate' | 'pot' | 'unbalanced' | 'unreadable';
  rate?: number;
  /** Whole cents per player, the sheet settled alone; empty when left out. */
  cents: Record<string, number>;
  /** `rate`: each player's exact amount, `num / den` cents (the evening rounds their sums once). */
  exact?: { num: Record<string, number>; den: number };
  /** The sheet's totals (points, or money in units), for the ones left out too. */
  totals: Record<string, number>;
  /** Zwikken: the money still in the pot. */
  pot?: number;
  /** `pot`: the sheet is finished, so it is reopened before its pot is shared. */
  closed?: true;
  /** `unbalanced`: what the balances sum to, in units. */
  off?: number;
  /** `no-rate` because the saved presets give the game different rates: each with its rate. */
  disputed?: Disputed;
}

export interface Payment {
  from: string;
  to: string;
  cents: number;
}

export interface EveningSettlement {
  /** Each player's balance in whole cents (shown names: the first spelling met). */
  balances: Record<string, number>;
  payments: Payment[];
  sheets: SheetSettlement[];
  /** Different spellings of one player that were put together ("Éva" and "Eva"). */
  merged: string[][];
  /** The club nights whose table sheets of the evening were left out: ranked by their event, never settled. */
  events: string[];
  /**
   * `--rate` or `--preset` asked an export for the settlement: laid out even when no sheet has a rate, its notes saying
   * why nothing is settled (layout.ts layoutSettlement), where points nobody gave a rate get none.
   */
  asked?: boolean;
}

/**
 * Splits amounts given as exact fractions `num[i] / den` (whole numbers, summing to zero) into whole cents that
 * sum to zero: every amount is rounded down, then the cents still missing go one each to the largest
 * remainders, the first seat first on equal remainders. No amount moves by a cent or more. In BigInt: an
 * evening's sums over a common denominator can pass 2^53.
 */
export function wholeCents(num: readonly (number | bigint)[], den: number | bigint): number[] {
  const d = BigInt(den);
  const exact = num.map((n) => BigInt(n));
  const floors = exact.map((n) => (n >= 0n ? n / d : -((-n + d - 1n) / d)));
  const rest = exact.map((n, i) => n - floors[i] * d);
  let missing = -floors.reduce((a, b) => a + b, 0n);
  const order = rest.map((r, i) => [r, i] as const).sort((a, b) => (b[0] > a[0] ? 1 : b[0] < a[0] ? -1 : a[1] - b[1]));
  for (const [, i] of order) {
    if (missing <= 0n) break;
    floors[i]++;
    missing--;
  }
  return floors.map(Number);
}

/**
 * One points sheet in money, whole cents per player. Every player settles against the table's
 * average: he wins or pays `rate x (his score - the average score of the players)`, or `rate x (the
 * average - his score)` in a game whose lowest total wins (`lowWins`: penalty points cost money). On a zero-sum
 * rule set the average is 0 and that is his score itself; on a non-zero-sum sheet (lodige,
 * Solokaarten) this is the split that neither creates nor destroys money. In a team game (the view
 * has `teams`: Belote, Klaverjassen) a player's score is his team's, so a team's result (the
 * difference between the teams at the rate, with two teams) is split equally between its players.
 */
export function pointsToCents(
  players: readonly string[],
  totals: Record<string, number>,
  teams: readonly (readonly string[])[] | undefined,
  rate: number,
  lowWins = false,
): Record<string, number> {
  return sheetCents(players, exactCents(players, totals, teams, rate, lowWins));
}

/** One sheet's exact amounts in whole cents, the sheet alone. */
function sheetCents(players: readonly string[], { num, den }: ReturnType<typeof exactCents>): Record<string, number> {
  const cents = wholeCents(
    players.map((p) => num[p]),
    den,
  );
  return Object.fromEntries(players.map((p, i) => [p, cents[i]]));
}

/** The same amounts exact: `num[p] / den` cents each, summing to zero. */
function exactCents(
  players: readonly string[],
  totals: Record<string, number>,
  teams: readonly (readonly string[])[] | undefined,
  rate: number,
  lowWins: boolean,
): { num: Record<string, number>; den: number } {
  const sign = merit({ lowWins });
  const scoreOf = (p: string): number => sign * (totals[teams?.find((t) => t.includes(p))?.[0] ?? p] ?? 0);
  const n = players.length;
  const scores = players.map(scoreOf);
  const sum = scores.reduce((a, b) => a + b, 0);
  // cents = rate / RATE_SCALE x 100 x (n x score - sum) / n: one common denominator, exact.
  return {
    num: Object.fromEntries(players.map((p, i) => [p, rate * (n * scores[i] - sum)])),
    den: (n * RATE_SCALE) / 100,
  };
}

/**
 * The fewest payments that settle balances (whole cents, summing to zero). Players who can be split
 * into groups that are square among themselves pay only within their group, so the number of payments
 * is the number of players with a balance minus the number of such groups, the least possible (found
 * exactly for up to 16 players with a balance, by the largest debtor paying the largest creditor
 * beyond). Within a group the largest debtor pays the largest creditor; ties go by name, so the same
 * balances always give the same payments.
 */
export function fewestPayments(balances: Record<string, number>): Payment[] {
  const open = Object.entries(balances)
    .filter(([, c]) => c !== 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (open.reduce((s, [, c]) => s + c, 0) !== 0) throw new Error('balances do not sum to zero');
  const groups = open.length <= 16 ? zeroSumGroups(open.map(([, c]) => c)) : [open.map((_, i) => i)];
  return groups.flatMap((g) => greedy(g.map((i) => open[i])));
}

/** Splits amounts summing to zero into as many zero-sum groups as possible (dynamic programming over subsets). */
function zeroSumGroups(amounts: number[]): number[][] {
  const n = amounts.length;
  const full = (1 << n) - 1;
  const sum = new Array<number>(full + 1).fill(0);
  const best = new Array<number>(full + 1).fill(0);
  for (let m = 1; m <= full; m++) {
    const low = m & -m;
    sum[m] = sum[m ^ low] + amounts[31 - Math.clz32(low)];
    let b = 0;
    for (let i = 0; i < n; i++) if (m & (1 << i)) b = Math.max(b, best[m ^ (1 << i)]);
    best[m] = b + (sum[m] === 0 ? 1 : 0);
  }
  // Walk back from the whole set; every zero-sum set met on the way closes a group.
  const groups: number[][] = [];
  let current: number[] = [];
  let m = full;
  while (m !== 0) {
    const gain = sum[m] === 0 ? 1 : 0;
    let i = 0;
    while (!(m & (1 << i)) || best[m ^ (1 << i)] + gain !== best[m]) i++;
    current.push(i);
    m ^= 1 << i;
    if (m === 0 || sum[m] === 0) {
      groups.push(current.sort((a, b) => a - b));
      current = [];
    }
  }
  return groups.sort((a, b) => a[0] - b[0]);
}

function greedy(group: [string, number][]): Payment[] {
  const left = new Map(group);
  const out: Payment[] = [];
  const pick = (sign: 1 | -1) =>
    [...left.entries()]
      .filter(([, c]) => sign * c > 0)
      .sort(([a, x], [b, y]) => sign * (y - x) || (a < b ? -1 : a > b ? 1 : 0))[0];
  for (;;) {
    const debtor = pick(-1);
    const creditor = pick(1);
    if (!debtor || !creditor) return out;
    const cents = Math.min(-debtor[1], creditor[1]);
    out.push({ from: debtor[0], to: creditor[0], cents });
    left.set(debtor[0], debtor[1] + cents);
    left.set(creditor[0], creditor[1] - cents);
  }
}

/** Why a player cannot be matched: two names of one sheet that read the same without case and accents. */
function checkNames(s: SheetTotals): void {
  const seen = new Map<string, string>();
  for (const p of s.view.players) {
    const other = seen.get(fold(p));
    if (other !== undefined) {
      throw refused((t) => t.evening.sheetHasBothAnd(s.data.id, other, p));
    }
    seen.set(fold(p), p);
  }
}

/** The money of one sheet, or why it is left out. */
export function settleSheet(s: SheetTotals, rates: Rates): SheetSettlement {
  const { view, game } = s;
  const base = { id: view.id, game: game.id, totals: view.totals };
  if (game.unit === 'money') {
    const pot = typeof view.pot === 'number' ? view.pot : 0;
    if (toCents(pot) !== 0) return { ...base, how: 'pot', pot, cents: {}, ...(s.data.closed ? { closed: true } : {}) };
    const cents = Object.fromEntries(view.players.map((p) => [p, toCents(view.totals[p])]));
    const off = Object.values(cents).reduce((a, b) => a + b, 0);
    if (off !== 0) return { ...base, how: 'unbalanced', off: off / 100, cents: {} };
    return { ...base, how: 'money', cents };
  }
  const rate = rates[game.id];
  if (typeof rate !== 'number') return { ...base, how: 'no-rate', cents: {}, ...(rate ? { disputed: rate } : {}) };
  const teams = Array.isArray(view.teams) ? (view.teams as string[][]) : undefined;
  const exact = exactCents(view.players, view.totals, teams, rate, game.lowWins ?? false);
  return { ...base, how: 'rate', rate, cents: sheetCents(view.players, exact), exact };
}

/** The settlement of an evening, for the exports that end with one. */
export type Settle = (e: EveningTotals) => EveningSettlement;

/**
 * The sheets that could not be read whose id is of the evening `date` (a sheet is named after the day it was
 * started: `2026-11-27-zwikken`): a settlement without them says so, since their money is not in it.
 */
export const unreadableOn = (date: string, skipped: readonly Skipped[]): Skipped[] =>
  // A club night's table sheet (`…-r1-t2`) is never paid out, readable or not.
  skipped.filter((s) => s.id.startsWith(`${date}-`) && !/-r\d+-t\d+$/.test(s.id));

/**
 * An evening's sheets settled: each player's balance over the sheets that count, and the payments. A balance is
 * the player's exact amount over the evening rounded once (`wholeCents`, the first player met first on a tie):
 * rounded sheet by sheet, the same seat took the odd cent of every sheet, and two players who lost alike paid
 * unlike (0.03 and nothing, for 0.01 each).
 */
export function settleEvening(
  all: readonly SheetTotals[],
  rates: Rates,
  unreadable: readonly Skipped[] = [],
): EveningSettlement {
  // A club night's table sheets are ranked by their event, never paid out (review 14.22).
  const sheets = all.filter((s) => s.data.event === undefined);
  sheets.forEach(checkNames);
  const names = new PlayerNames();
  const spellings = new Map<string, Set<string>>();
  const done = sheets.map((s) => settleSheet(s, rates));
  const counted = done.filter((d) => d.how === 'money' || d.how === 'rate');
  const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
  const den = counted.reduce((l, d) => {
    const x = BigInt(d.exact?.den ?? 1);
    return (l * x) / gcd(l, x);
  }, 1n);
  const exact = new Map<string, bigint>();
  for (const [i, s] of sheets.entries()) {
    for (const p of s.view.players) {
      const key = names.add(p);
      spellings.set(key, (spellings.get(key) ?? new Set()).add(p));
      const d = done[i];
      if (d.how !== 'money' && d.how !== 'rate') continue;
      const share = d.exact ? BigInt(d.exact.num[p]) * (den / BigInt(d.exact.den)) : BigInt(d.cents[p]) * den;
      exact.set(key, (exact.get(key) ?? 0n) + share);
    }
  }
  const keys = [...exact.keys()];
  const cents = wholeCents(
    keys.map((k) => exact.get(k)!),
    den,
  );
  const balances = Object.fromEntries(keys.map((k, i) => [names.name(k), cents[i]]));
  return {
    balances,
    payments: fewestPayments(balances),
    sheets: [
      ...done,
      ...unreadable.map((u): SheetSettlement => ({ id: u.id, game: '', how: 'unreadable', cents: {}, totals: {} })),
    ],
    merged: [...spellings.values()].filter((s) => s.size > 1).map((s) => [...s]),
    events: [...new Set(all.flatMap((s) => (s.data.event ? [s.data.event.id] : [])))],
  };
}

/** Why a sheet was left out, in one line; amounts with `decimal`'s decimal sign, else the language's. */
export function leftOut(s: SheetSettlement, decimal?: Lang): Text | undefined {
  if (s.how === 'pot') {
    const pot = s.pot;
    return sayIn((t, lang) =>
      t.evening.isLeftOutIs(s.id, pot === undefined ? undefined : formatMoney(pot, decimal ?? lang), s.closed === true),
    );
  }
  if (s.how === 'unbalanced') {
    const off = s.off ?? 0;
    return sayIn((t, lang) => t.evening.moneyOff(s.id, (off > 0 ? '+' : '') + formatMoney(off, decimal ?? lang)));
  }
  if (s.how === 'unreadable') return say((t) => t.evening.cannotBeRead(s.id));
  if (s.how === 'no-rate') return unrated([s], false, decimal);
  return undefined;
}

/** The rate a note offers as an example: 0.05 a point. */
const EXAMPLE_RATE = 500;

/**
 * Why the sheets of one game are not settled, in one note: the game has no rate, or the presets give it different
 * ones. `board`: said on the live board, which takes its rates from the presets alone (no --rate there).
 */
function unrated(list: readonly SheetSettlement[], board = false, decimal?: Lang): Text {
  const ids = list.map((x) => x.id);
  const { game, disputed } = list[0];
  if (disputed) {
    const each = (lang: Lang) => disputed.map(([name, rate]) => `${name} ${formatRate(rate, decimal ?? lang)}`);
    return sayIn((t, lang) => t.evening.presetsDisagree(ids, game, listed(each(lang), lang), board));
  }
  // The example rate with the document's decimal sign, as the amounts beside it (a plain CSV's point, in Dutch too).
  return sayIn((t, lang) =>
    t.evening.isShownButNot(ids, game, board ? ids[0] : undefined, formatRate(EXAMPLE_RATE, decimal ?? lang)),
  );
}

/**
 * The notes of a settlement, as `settle`, the exports and the board say them: why each sheet was left out, but the
 * sheets of one game that no rate settles in one note (an evening of twenty sheets said it twenty times).
 */
export function settlementNotes(s: EveningSettlement, board = false, decimal?: Lang): Text[] {
  const games = new Map<string, SheetSettlement[]>();
  const notes: (Text | string)[] = [];
  for (const x of s.sheets) {
    if (x.how !== 'no-rate') {
      const why = leftOut(x, decimal);
      if (why) notes.push(why);
    } else if (games.has(x.game)) games.get(x.game)!.push(x);
    else {
      games.set(x.game, [x]);
      notes.push(x.game);
    }
  }
  return notes.map((n) => (typeof n === 'string' ? unrated(games.get(n)!, board, decimal) : n));
}

/**
 * How a sheet counts in the settlement, as `settle` and the exports list it: "money", "0.10 per point", "left out",
 * or, without a rate, "shown but not settled", as its note says; the rate with `decimal`'s decimal sign.
 */
export function countsAs(s: SheetSettlement, lang: Lang, decimal: Lang = lang): string {
  const t = textsOf(lang).commands;
  if (s.how === 'money') return t.countsAsMoney;
  if (s.how === 'rate') return t.perPoint(formatRate(s.rate!, decimal));
  return s.how === 'no-rate' ? t.shownNotSettled : t.leftOut;
}
