import type { DealInput, Game } from '../core/game.js';
import { divRound } from '../core/money.js';
import type { SheetData, SheetView } from '../sheet/sheet.js';
import type { SeatSummary, StatsSummary } from '../store/index-sheets.js';
import { amountOf, eveningOf, PlayerNames, type LoadedSheet } from './evening.js';

export interface ContractCount {
  declared: number;
  made: number;
}

/** One player's record in one game. Amounts are points, or currency units for a money game. */
export interface GameStats {
  unit: Game['unit'];
  evenings: number;
  sheets: number;
  deals: number;
  /** Points games: the sum of the player's totals. */
  points?: number;
  /** Money games (Zwikken), kept apart from points: net balance, and the evenings' wins and losses. */
  money?: number;
  won?: number;
  lost?: number;
  perDeal: number;
  contracts: Record<string, ContractCount>;
  best: { evening: string; amount: number };
  worst: { evening: string; amount: number };
}

export interface PlayerStats {
  evenings: number;
  sheets: number;
  deals: number;
  games: Record<string, GameStats>;
}

export interface Stats {
  evenings: number;
  sheets: number;
  deals: number;
  players: Record<string, PlayerStats>;
}

const asNames = (v: unknown): string[] => (typeof v === 'string' ? [v] : Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/**
 * Who declared a deal, read from the record flags of cli.md: Kleurenwiezen and Solokaarten `by`,
 * Zwikken `askers`, Belote the `taker` with his partner (the taker's team plays the contract).
 */
export function declarersOf(input: DealInput, view: SheetView): string[] {
  const named = [...asNames(input.by), ...asNames(input.askers)];
  const taker = asNames(input.taker);
  const teams = Array.isArray(view.teams) ? (view.teams as string[][]) : [];
  for (const t of taker) named.push(...(teams.find((team) => team.includes(t)) ?? [t]));
  return [...new Set(named)].filter((n) => view.players.includes(n));
}

/**
 * An average to two decimals (a whole cent for money), halves away from zero in both signs: worked on
 * whole points or cents so 0.125 -> 0.13 and -0.375 -> -0.38 exactly.
 */
const average = (total: number, n: number, money: boolean): number => (n === 0 ? 0 : divRound(money ? total : total * 100, n) / 100);

interface Acc {
  sheets: number;
  deals: number;
  total: number;
  byEvening: Map<string, number>;
  contracts: Map<string, ContractCount>;
}

/**
 * What the listing and the statistics need of one replayed sheet (kept per sheet in the index of
 * sheets, so `tafel stats` replays only the sheets changed since). A declarer "made" a contract when
 * his side's score for that deal is positive: it covers every game without knowing its rules
 * (Kleurenwiezen and Solokaarten score a made contract positive; Belote's takers score 0 on a failure
 * or a litige; a Zwikken asker gains only when he takes the pot, which always holds more than his
 * own ante).
 */
export function sheetSummary(data: SheetData, view: SheetView, game: Game): StatsSummary {
  const seats: SeatSummary[] = view.players.map((p) => ({ total: amountOf(game, view.totals[p]), deals: 0, contracts: {} }));
  for (const d of view.deals) {
    // Kleurenwiezen with five or six: a deal a player sat out is not a deal he played.
    const out = Array.isArray(d.sittingOut) ? (d.sittingOut as unknown[]) : [];
    view.players.forEach((p, seat) => {
      if (!out.includes(p)) seats[seat].deals++;
    });
    for (const p of declarersOf(d.input, view)) {
      const c = seats[view.players.indexOf(p)].contracts;
      const count = Object.hasOwn(c, d.input.contract) ? c[d.input.contract] : (c[d.input.contract] = [0, 0]);
      count[0]++;
      if (d.scores[p] > 0) count[1]++;
    }
  }
  return { createdAt: data.createdAt, game: data.game, rules: data.rules, title: data.title, players: data.players, deals: data.deals.length, finished: view.finished, unit: game.unit, seats };
}

/** Statistics over replayed sheets. */
export function computeStats(sheets: readonly LoadedSheet[], only: { player?: string; game?: string } = {}): Stats {
  return statsOf(sheets.map((s) => sheetSummary(s.data, s.view, s.game)), only);
}

/** Statistics over the summaries of sheets (from the index of sheets, or computeStats). */
export function statsOf(sheets: readonly StatsSummary[], only: { player?: string; game?: string } = {}): Stats {
  const names = new PlayerNames();
  const acc = new Map<string, Map<string, Acc>>();
  const scope = sheets.filter((s) => only.game === undefined || s.game === only.game);
  const wanted = only.player === undefined ? undefined : names.add(only.player);
  const seen = { evenings: new Set<string>(), sheets: 0, deals: 0 };
  const unitOf = new Map<string, StatsSummary['unit']>();
  for (const s of scope) {
    const keys = s.players.map((p) => names.add(p));
    if (wanted !== undefined && !keys.includes(wanted)) continue;
    if (!unitOf.has(s.game)) unitOf.set(s.game, s.unit);
    const evening = eveningOf(s.createdAt);
    seen.evenings.add(evening);
    seen.sheets++;
    seen.deals += s.deals;
    s.players.forEach((_, seat) => {
      const key = keys[seat];
      if (wanted !== undefined && key !== wanted) return;
      const games = acc.get(key) ?? new Map<string, Acc>();
      acc.set(key, games);
      const a: Acc = games.get(s.game) ?? { sheets: 0, deals: 0, total: 0, byEvening: new Map<string, number>(), contracts: new Map() };
      games.set(s.game, a);
      const part = s.seats[seat];
      a.sheets++;
      a.deals += part.deals;
      a.total += part.total;
      a.byEvening.set(evening, (a.byEvening.get(evening) ?? 0) + part.total);
      for (const [contract, [declared, made]] of Object.entries(part.contracts)) {
        const c = a.contracts.get(contract) ?? { declared: 0, made: 0 };
        a.contracts.set(contract, c);
        c.declared += declared;
        c.made += made;
      }
    });
  }
  const players: Record<string, PlayerStats> = {};
  for (const [key, games] of acc) {
    const out: Record<string, GameStats> = {};
    const evenings = new Set<string>();
    let sheetCount = 0;
    let dealCount = 0;
    for (const [id, a] of games) {
      const money = unitOf.get(id) === 'money';
      const unit = (x: number) => (money ? x / 100 : x);
      const list = [...a.byEvening.entries()].sort(([x], [y]) => x.localeCompare(y));
      list.forEach(([e]) => evenings.add(e));
      sheetCount += a.sheets;
      dealCount += a.deals;
      // The earliest evening wins a tie for best or worst.
      const best = list.reduce((b, e) => (e[1] > b[1] ? e : b));
      const worst = list.reduce((w, e) => (e[1] < w[1] ? e : w));
      const sum = (sign: 1 | -1) => list.reduce((s, [, v]) => (sign * v > 0 ? s + sign * v : s), 0);
      out[id] = {
        unit: money ? 'money' : 'points',
        evenings: list.length,
        sheets: a.sheets,
        deals: a.deals,
        ...(money ? { money: unit(a.total), won: unit(sum(1)), lost: unit(sum(-1)) } : { points: a.total }),
        perDeal: average(a.total, a.deals, money),
        contracts: Object.fromEntries([...a.contracts.entries()].sort(([x], [y]) => x.localeCompare(y))),
        best: { evening: best[0], amount: unit(best[1]) },
        worst: { evening: worst[0], amount: unit(worst[1]) },
      };
    }
    players[names.name(key)] = { evenings: evenings.size, sheets: sheetCount, deals: dealCount, games: out };
  }
  return { evenings: seen.evenings.size, sheets: seen.sheets, deals: seen.deals, players };
}
