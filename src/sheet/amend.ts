import { rule, RuleViolation, tx, usage } from '../core/errors.js';
import type { Game } from '../core/game.js';
import { checkPlayerNames, findPlayer } from '../core/players.js';
import { checkHouseRules } from '../core/settings.js';
import { configOf, replay, type SheetData } from './sheet.js';
import { checkStoredDeals } from './stored.js';

/**
 * Corrections to a sheet that was started wrong. Each returns new inputs (the sheet stores inputs
 * only), so every deal, total, export and statistic follows; each refuses a change that would leave
 * a stored deal impossible. Pure.
 */

/** Stored fields that never hold a player's name, even when a value happens to equal one (a Klaverjassen player named `takers` or `none` beside `"pit": "takers"`). */
const NOT_NAMES = new Set(['contract', 'capot', 'rank', 'pit', 'note', 'reason']);
/**
 * Stored fields whose value is a record per player (`"tricks": {"Ann": 0}`, a correction's scores):
 * only their keys are names. Every other key is a field's own (a player named `points` or `player`
 * must not rename Klaverjassen's `"points": 92` or a zwik's `"player"`).
 */
const BY_PLAYER = new Set(['tricks', 'points', 'roem', 'scores']);

/** Every player's name in a stored value (as a text or as a key of a per-player record), renamed. */
function renameIn(v: unknown, from: string, to: string, key?: string): unknown {
  if (key !== undefined && NOT_NAMES.has(key)) return v;
  if (typeof v === 'string') return v === from ? to : v;
  if (Array.isArray(v)) return v.map((x) => renameIn(x, from, to));
  if (typeof v === 'object' && v !== null) {
    const byPlayer = key !== undefined && BY_PLAYER.has(key);
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [byPlayer && k === from ? to : k, renameIn(x, from, to, byPlayer ? undefined : k)]));
  }
  return v;
}

/** `tafel rename Ann Anna`: the player, every deal and every correction follow. */
export function renamePlayer(game: Game, data: SheetData, oldName: string, newName: string): SheetData {
  const from = findPlayer(data.players, oldName);
  const to = newName.trim();
  const players = data.players.map((p) => (p === from ? to : p));
  // The same checks as `new` (a change of case only, ann -> Ann, passes them).
  checkPlayerNames(players, game.players.min, game.players.max, game.id);
  if (to === from) throw rule(`${from} is already called ${to}.`, `${from} heet al ${to}.`);
  const next: SheetData = {
    ...data,
    players,
    deals: data.deals.map((d) => renameIn(d, from, to) as SheetData['deals'][number]),
    ...(data.corrections ? { corrections: data.corrections.map((c) => ({ ...c, scores: renameIn(c.scores, from, to, 'scores') as Record<string, number> })) } : {}),
    ...(data.undone ? { undone: data.undone.map((u) => renameIn(u, from, to) as NonNullable<SheetData['undone']>[number]) } : {}),
  };
  const problem = checkStoredDeals(game, next);
  if (problem) throw rule(`Renaming ${from} would break the sheet: ${problem.text.en}.`, `${from} hernoemen zou het blad breken: ${problem.text.nl}.`);
  return next;
}

/** Swaps two players' seats, before the first deal (Belote teams follow the seats). */
export function swapSeats(data: SheetData, a: string, b: string): SheetData {
  if (data.deals.length > 0 || (data.corrections ?? []).length > 0) {
    const rows = data.deals.length + (data.corrections ?? []).length;
    throw rule(`Seats can only change before the first deal or correction; sheet ${data.id} has ${rows} row(s). 'tafel rename' renames a player.`,
      `Plaatsen kunnen enkel wisselen voor de eerste gift of correctie; blad ${data.id} heeft er ${rows}. 'tafel rename' hernoemt een speler.`);
  }
  const pa = findPlayer(data.players, a);
  const pb = findPlayer(data.players, b);
  if (pa === pb) throw usage(`Name two different players to swap, not ${pa} twice.`, `Noem twee verschillende spelers om te wisselen, niet twee keer ${pa}.`);
  const players = data.players.map((p) => (p === pa ? pb : p === pb ? pa : p));
  return { ...data, players };
}

/**
 * `tafel set key=value...` after the start: refused when a stored deal no longer passes as typed,
 * or the game would have ended before the last stored deal (deals=8 with 12 deals on the sheet).
 */
export function setRules(game: Game, data: SheetData, pairs: string[]): { data: SheetData; changed: { key: string; from: string; to: string }[] } {
  if (pairs.length === 0) throw usage("Which house rule? e.g. 'tafel set samen.8=8' ('tafel games' lists them).", "Welke huisregel? bv. 'tafel set samen.8=8' ('tafel games' toont ze).");
  const specs = game.settings(data.rules);
  // The same check as `new --set`, against the sheet's players and its house rules so far.
  const set = checkHouseRules(game, data.rules, data.players.length, pairs, data.set);
  const before = configOf(game, data).settings;
  const merged = { ...data.set };
  for (const [k, v] of Object.entries(set)) {
    if (v === specs.find((s) => s.key === k)?.default) delete merged[k];
    else merged[k] = v;
  }
  const next = { ...data, set: merged };
  const after = configOf(game, next).settings;
  const changed = Object.keys(set).filter((k) => before[k] !== after[k]).map((k) => ({ key: k, from: before[k], to: after[k] }));
  const problem = checkStoredDeals(game, next);
  if (problem) {
    throw rule(`${pairs.join(' ')} would make a stored deal impossible: ${problem.text.en}. Nothing was changed.`,
      `${pairs.join(' ')} zou een opgeslagen gift onmogelijk maken: ${problem.text.nl}. Er werd niets veranderd.`);
  }
  // The game must not have ended before the last stored deal.
  const config = configOf(game, next);
  let state = game.initialState(config);
  const totals = data.players.map(() => 0);
  next.deals.forEach((input, i) => {
    const o = game.scoreDeal(state, input, config);
    state = o.state;
    o.scores.forEach((s, seat) => (totals[seat] += s));
    if (i < next.deals.length - 1 && game.standing(totals, i + 1, state, config).finished) {
      throw rule(`With ${pairs.join(' ')} the game would have ended after deal ${i + 1}, but the sheet has ${next.deals.length} deals. Nothing was changed.`,
        `Met ${pairs.join(' ')} zou het spel na gift ${i + 1} gedaan zijn, maar het blad heeft ${next.deals.length} giften. Er werd niets veranderd.`);
    }
  });
  // Deals that depend on their place on the sheet (Boerenbridge: the cards of deal n, who deals it)
  // are checked where the replay knows that place.
  try {
    replay(game, next);
  } catch (e) {
    if (!(e instanceof RuleViolation)) throw e;
    throw rule(`${pairs.join(' ')} would make a stored deal impossible: ${e.text.en}. Nothing was changed.`,
      `${pairs.join(' ')} zou een opgeslagen gift onmogelijk maken: ${e.text.nl}. Er werd niets veranderd.`);
  }
  return { data: next, changed };
}

/** The seat of a player, for `--dealer` and `tafel dealer`. */
export const seatOf = (data: SheetData, name: string): number => data.players.indexOf(findPlayer(data.players, name));

export const reopenRefusal = (id: string) => tx(`Sheet ${id} is not closed: there is nothing to reopen.`, `Blad ${id} is niet afgesloten: er valt niets te heropenen.`);
