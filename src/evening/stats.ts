import { byCode } from '../store/paths.js';
import type { Game } from '../core/game.js';
import { divRound } from '../core/money.js';
import { merit, winnersOf } from '../core/players.js';
import { gameById } from '../games/index.js';
import { configOf, type DealView, type SheetData, type SheetView } from '../sheet/sheet.js';
import type { SeatSummary, StatsSummary } from '../store/index-sheets.js';
import { amountOf, eveningOf, PlayerNames, sheetRank, type LoadedSheet } from './evening.js';

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
  /**
   * Money games (Zwikken), kept apart from points: the net balance; `won` what the rows in his favour
   * brought (deals he came out of ahead, corrections to him, his share of a shared pot), `lost` what
   * the rows against him cost, so money = won - lost.
   */
  money?: number;
  won?: number;
  lost?: number;
  /** null when he played no deal of the game (he sat out every one): no average of nothing. */
  perDeal: number | null;
  contracts: Record<string, ContractCount>;
  /** The game's lowest total wins, so `best` is the lowest evening and `worst` the highest. */
  lowWins?: true;
  /**
   * A game that places its players (SheetView.places: Toepen): how often he finished in each place on a finished
   * sheet, by place (`{"1": 2, "3": 1}`).
   */
  places?: Record<string, number>;
  /**
   * How many of his finished sheets of the game that name a winner he won (a team's win counts for both partners, a
   * tie for nobody); absent when he finished none that names one.
   */
  sheetsWon?: number;
  /** His best and worst evening of the game, among those he played a deal on: null when he played none. */
  best: { evening: string; amount: number } | null;
  worst: { evening: string; amount: number } | null;
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

/**
 * Who declared a replayed deal and whether each made it, as the game says (game.declarers): the
 * players the record names (a team game's taker, not his partner), made by the contract.
 */
export function declarersOf(
  game: Game,
  deal: DealView,
  view: SheetView,
  data: SheetData,
): { player: string; made: boolean }[] {
  const scores = view.players.map((p) => deal.scores[p] ?? 0);
  return game.declarers(deal.input, scores, deal, configOf(game, data)).filter((d) => view.players.includes(d.player));
}

/**
 * An average to two decimals (a whole cent for money), halves away from zero in both signs: worked on
 * whole points or cents so 0.125 -> 0.13 and -0.375 -> -0.38 exactly.
 */
const average = (total: number, n: number, money: boolean): number | null =>
  n === 0 ? null : divRound(money ? total : total * 100, n) / 100;

interface Acc {
  sheets: number;
  deals: number;
  total: number;
  byEvening: Map<string, number>;
  /** The evenings he played a deal of the game on: only those can be his best or worst. */
  played: Set<string>;
  contracts: Map<string, ContractCount>;
  /** Money games: cents won and lost over the rows (SeatSummary). */
  won: number;
  lost: number;
  /** Finished sheets by the place he had on them, for a game that places its players. */
  places: Map<number, number>;
  /** The finished sheets he won, once he finished one that names a winner (or a tie). */
  sheetsWon?: number;
}

/**
 * What the listing and the statistics need of one replayed sheet (kept per sheet in the index of
 * sheets, so `tafel stats` replays only the sheets changed since). Who declared and who made it is
 * the game's to say (a positive score is not a made contract: a failed ffb take keeps its belote).
 */
export function sheetSummary(data: SheetData, view: SheetView, game: Game): StatsSummary {
  const money = game.unit === 'money';
  const place = (p: string) => (view.finished ? view.places?.[p] : undefined);
  // Only a finished sheet names a winner; a tie is won by nobody.
  const won = winnersOf(view);
  const seats: SeatSummary[] = view.players.map((p) => ({
    total: amountOf(game, view.totals[p]),
    deals: 0,
    contracts: {},
    ...(money ? { won: 0, lost: 0 } : {}),
    ...(place(p) === undefined ? {} : { place: place(p) }),
    ...(won === undefined ? {} : { winner: !won.tie && won.groups[0].includes(p) }),
  }));
  if (money) {
    // Every row that moved money: the deals, the corrections and a shared pot, so won - lost = total.
    const rows = [...view.deals, ...(view.corrections ?? []), ...(isScored(view.settlement) ? [view.settlement] : [])];
    for (const r of rows) {
      view.players.forEach((p, seat) => {
        const c = amountOf(game, r.scores[p] ?? 0);
        if (c > 0) seats[seat].won! += c;
        else seats[seat].lost! -= c;
      });
    }
  }
  for (const d of view.deals) {
    // Kleurenwiezen with five or six: a deal a player sat out is not a deal he played.
    const out = Array.isArray(d.sittingOut) ? (d.sittingOut as unknown[]) : [];
    view.players.forEach((p, seat) => {
      if (!out.includes(p)) seats[seat].deals++;
    });
    for (const { player, made } of declarersOf(game, d, view, data)) {
      const c = seats[view.players.indexOf(player)].contracts;
      if (!Object.hasOwn(c, d.input.contract)) c[d.input.contract] = [0, 0];
      const count = c[d.input.contract];
      count[0]++;
      if (made) count[1]++;
    }
  }
  return {
    createdAt: data.createdAt,
    game: data.game,
    rules: data.rules,
    title: data.title,
    players: data.players,
    deals: data.deals.length,
    finished: view.finished,
    ...(data.event ? { event: data.event.id } : {}),
    unit: game.unit,
    seats,
  };
}

const isScored = (v: unknown): v is { scores: Record<string, number> } =>
  typeof v === 'object' && v !== null && typeof (v as { scores?: unknown }).scores === 'object';

/** Statistics over replayed sheets. */
export function computeStats(sheets: readonly LoadedSheet[], only: { player?: string; game?: string } = {}): Stats {
  return statsOf(
    sheets.map((s) => ({ ...sheetSummary(s.data, s.view, s.game), id: s.data.id })),
    only,
  );
}

/**
 * Statistics over the summaries of sheets (from the index of sheets, or computeStats), read once
 * and in order: a summary need not outlive its turn. A player is named as first written, on the sheet started first
 * (then by id) of all the sheets given, whichever --game and --player count: one spelling whatever is asked, the one
 * `settle` shows for that evening.
 */
export function statsOf(
  sheets: Iterable<StatsSummary & { id?: string }>,
  only: { player?: string; game?: string } = {},
): Stats {
  const names = new PlayerNames();
  const acc = new Map<string, Map<string, Acc>>();
  const wanted = only.player === undefined ? undefined : names.key(only.player);
  const seen = { evenings: new Set<string>(), sheets: 0, deals: 0 };
  const unitOf = new Map<string, StatsSummary['unit']>();
  for (const s of sheets) {
    const rank = sheetRank(s.createdAt, s.id);
    const keys = s.players.map((p) => names.add(p, rank));
    if (only.game !== undefined && s.game !== only.game) continue;
    if (wanted !== undefined && !keys.includes(wanted)) continue;
    if (!unitOf.has(s.game)) unitOf.set(s.game, s.unit);
    const evening = eveningOf(s.createdAt);
    seen.evenings.add(evening);
    seen.sheets++;
    // With --player, his own deals (a deal he sat out is not one he played), as his row counts them.
    seen.deals += wanted === undefined ? s.deals : s.seats[keys.indexOf(wanted)].deals;
    s.players.forEach((_, seat) => {
      const key = keys[seat];
      if (wanted !== undefined && key !== wanted) return;
      const games = acc.get(key) ?? new Map<string, Acc>();
      acc.set(key, games);
      const a: Acc = games.get(s.game) ?? {
        sheets: 0,
        deals: 0,
        total: 0,
        byEvening: new Map<string, number>(),
        played: new Set<string>(),
        contracts: new Map(),
        won: 0,
        lost: 0,
        places: new Map(),
      };
      games.set(s.game, a);
      const part = s.seats[seat];
      a.sheets++;
      a.deals += part.deals;
      a.total += part.total;
      a.won += part.won ?? 0;
      a.lost += part.lost ?? 0;
      a.byEvening.set(evening, (a.byEvening.get(evening) ?? 0) + part.total);
      if (part.deals > 0) a.played.add(evening);
      if (part.place !== undefined) a.places.set(part.place, (a.places.get(part.place) ?? 0) + 1);
      if (part.winner !== undefined) a.sheetsWon = (a.sheetsWon ?? 0) + (part.winner ? 1 : 0);
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
      const list = [...a.byEvening.entries()].sort(([x], [y]) => byCode(x, y));
      for (const [e] of list) evenings.add(e);
      sheetCount += a.sheets;
      dealCount += a.deals;
      // The earliest evening wins a tie for best or worst; better is what the game says (fewer penalty points).
      const sign = merit(gameById(id));
      const played = list.filter(([e]) => a.played.has(e));
      type Evening = [string, number] | null;
      const best = played.reduce<Evening>((b, e) => (b === null || sign * e[1] > sign * b[1] ? e : b), null);
      const worst = played.reduce<Evening>((w, e) => (w === null || sign * e[1] < sign * w[1] ? e : w), null);
      out[id] = {
        unit: money ? 'money' : 'points',
        evenings: list.length,
        sheets: a.sheets,
        deals: a.deals,
        ...(money ? { money: unit(a.total), won: unit(a.won), lost: unit(a.lost) } : { points: a.total }),
        perDeal: average(a.total, a.deals, money),
        contracts: Object.fromEntries([...a.contracts.entries()].sort(([x], [y]) => byCode(x, y))),
        ...(sign < 0 ? { lowWins: true as const } : {}),
        ...(a.places.size > 0
          ? { places: Object.fromEntries([...a.places].sort(([x], [y]) => x - y).map(([k, n]) => [String(k), n])) }
          : {}),
        ...(a.sheetsWon === undefined ? {} : { sheetsWon: a.sheetsWon }),
        best: best && { evening: best[0], amount: unit(best[1]) },
        worst: worst && { evening: worst[0], amount: unit(worst[1]) },
      };
    }
    players[names.name(key)] = { evenings: evenings.size, sheets: sheetCount, deals: dealCount, games: out };
  }
  return { evenings: seen.evenings.size, sheets: seen.sheets, deals: seen.deals, players };
}
