import type { DealInput, Game } from '../core/game.js';
import type { SheetView } from '../sheet/sheet.js';
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

/** Two decimals: enough for an average, and money stays readable. */
const round2 = (x: number): number => Math.round(x * 100) / 100;

interface Acc {
  sheets: number;
  deals: number;
  total: number;
  byEvening: Map<string, number>;
  contracts: Record<string, ContractCount>;
}

/**
 * Statistics over sheets. A declarer "made" a contract when his side's score for that deal is
 * positive: it covers every game without knowing its rules (Kleurenwiezen and Solokaarten score a
 * made contract positive; Belote's takers score 0 on a failure or a litige; a Zwikken asker gains only
 * when he takes the pot, which always holds more than his own ante).
 */
export function computeStats(sheets: readonly LoadedSheet[], only: { player?: string; game?: string } = {}): Stats {
  const names = new PlayerNames();
  const acc = new Map<string, Map<string, Acc>>();
  const scope = sheets.filter((s) => only.game === undefined || s.game.id === only.game);
  const wanted = only.player === undefined ? undefined : names.add(only.player);
  const seen = { evenings: new Set<string>(), sheets: 0, deals: 0 };
  for (const { view, game } of scope) {
    const keys = view.players.map((p) => names.add(p));
    if (wanted !== undefined && !keys.includes(wanted)) continue;
    const evening = eveningOf(view.createdAt);
    seen.evenings.add(evening);
    seen.sheets++;
    seen.deals += view.deals.length;
    view.players.forEach((p, seat) => {
      const key = keys[seat];
      if (wanted !== undefined && key !== wanted) return;
      const games = acc.get(key) ?? new Map<string, Acc>();
      acc.set(key, games);
      const a: Acc = games.get(game.id) ?? { sheets: 0, deals: 0, total: 0, byEvening: new Map<string, number>(), contracts: {} };
      games.set(game.id, a);
      const total = amountOf(game, view.totals[p]);
      a.sheets++;
      a.deals += view.deals.length;
      a.total += total;
      a.byEvening.set(evening, (a.byEvening.get(evening) ?? 0) + total);
      for (const d of view.deals) {
        if (!declarersOf(d.input, view).includes(p)) continue;
        const c = (a.contracts[d.input.contract] ??= { declared: 0, made: 0 });
        c.declared++;
        if (d.scores[p] > 0) c.made++;
      }
    });
  }
  const gameOf = new Map(scope.map((s) => [s.game.id, s.game]));
  const players: Record<string, PlayerStats> = {};
  for (const [key, games] of acc) {
    const out: Record<string, GameStats> = {};
    const evenings = new Set<string>();
    let sheetCount = 0;
    let dealCount = 0;
    for (const [id, a] of games) {
      const money = gameOf.get(id)!.unit === 'money';
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
        perDeal: a.deals === 0 ? 0 : round2(unit(a.total) / a.deals),
        contracts: Object.fromEntries(Object.entries(a.contracts).sort(([x], [y]) => x.localeCompare(y))),
        best: { evening: best[0], amount: unit(best[1]) },
        worst: { evening: worst[0], amount: unit(worst[1]) },
      };
    }
    players[names.name(key)] = { evenings: evenings.size, sheets: sheetCount, deals: dealCount, games: out };
  }
  return { evenings: seen.evenings.size, sheets: seen.sheets, deals: seen.deals, players };
}
