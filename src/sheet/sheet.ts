import type { DealInput, Game, Lang, SheetConfig } from '../core/game.js';

export const SCHEMA_VERSION = 1;

/** What a sheet file holds: inputs only. Everything else is recomputed by `replay`. */
export interface SheetData {
  schemaVersion: number;
  id: string;
  game: string;
  rules: string;
  title: string;
  createdAt: string;
  players: string[];
  /** Seat of the first dealer. */
  firstDealer: number;
  /** The sheet's own --set values (house rules), as typed. */
  set: Record<string, string>;
  /** Zwikken: the stake in cents. */
  stakeCents?: number;
  deals: DealInput[];
  /** Closed by `tafel finish`. */
  closed: boolean;
  /** Zwikken `finish --share-pot`: the pot was shared out when the sheet was closed. */
  sharePot?: boolean;
}

export interface DealView {
  number: number;
  dealer: string;
  input: DealInput;
  text: string;
  scores: Record<string, number>;
  [extra: string]: unknown;
}

export interface SheetView {
  id: string;
  game: string;
  rules: string;
  title: string;
  createdAt: string;
  players: string[];
  options: Record<string, string>;
  deals: DealView[];
  totals: Record<string, number>;
  nextDealer: string;
  finished: boolean;
  winner?: string | string[];
  [extra: string]: unknown;
}

export function configOf(game: Game, data: SheetData): SheetConfig {
  const settings: Record<string, string> = {};
  for (const s of game.settings(data.rules)) settings[s.key] = data.set[s.key] ?? s.defaultFrom?.(data.set) ?? s.default;
  return { rules: data.rules, players: data.players, settings, stakeCents: data.stakeCents, sharePot: data.sharePot, firstDealer: data.firstDealer };
}

const byName = (players: string[], values: number[], unit: Game['unit']): Record<string, number> =>
  Object.fromEntries(players.map((p, i) => [p, unit === 'money' ? values[i] / 100 : values[i]]));

/**
 * Replays a sheet's inputs into the view that the table and `--json` show: per-deal scores,
 * running totals, who deals, whether the game is over. Pure: the same inputs give the same view.
 */
export function replay(game: Game, data: SheetData, lang: Lang = 'en'): SheetView {
  const config = configOf(game, data);
  const n = data.players.length;
  let state = game.initialState(config);
  let totals: number[] = data.players.map(() => 0);
  let dealer = data.firstDealer;
  let standing: ReturnType<Game['standing']> = { finished: false };
  const deals: DealView[] = data.deals.map((input, i) => {
    const outcome = game.scoreDeal(state, input, config, { number: i + 1, dealer });
    state = outcome.state;
    totals = totals.map((t, seat) => t + outcome.scores[seat]);
    const view: DealView = {
      number: i + 1,
      dealer: data.players[dealer],
      input,
      text: game.describe(input, config, lang),
      scores: byName(data.players, outcome.scores, game.unit),
      ...outcome.extra,
    };
    if (game.movesDealer(input, config)) dealer = (dealer + 1) % n;
    standing = game.standing(totals, i + 1, state, config);
    return view;
  });
  // A closing settlement (Zwikken's shared pot) counts in the totals, so money stays balanced.
  const settled = data.closed ? game.settle?.(state, config) : undefined;
  if (settled) {
    state = settled.state;
    totals = totals.map((t, seat) => t + settled.scores[seat]);
  }
  const finished = standing.finished || data.closed;
  const winner = standing.winner ?? (data.closed ? leaders(data.players, totals) : undefined);
  return {
    id: data.id,
    game: data.game,
    rules: data.rules,
    title: data.title,
    createdAt: data.createdAt,
    players: data.players,
    options: config.settings,
    ...(game.sheetExtra?.(state, config) ?? {}),
    deals,
    ...(settled ? { settlement: { text: settled.text[lang], scores: byName(data.players, settled.scores, game.unit) } } : {}),
    totals: byName(data.players, totals, game.unit),
    nextDealer: data.players[dealer],
    finished,
    ...(finished && winner !== undefined ? { winner } : {}),
  };
}

/** The player with the highest total, or the tied leaders as a list. */
export function leaders(players: readonly string[], totals: readonly number[]): string | string[] {
  const best = Math.max(...totals);
  const top = players.filter((_, i) => totals[i] === best);
  return top.length === 1 ? top[0] : top;
}
