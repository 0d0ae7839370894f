import { misused, refused, RuleViolation } from '../core/errors.js';
import type { Game } from '../core/game.js';
import { checkPlayerNames, findPlayer } from '../core/players.js';
import { checkHouseRules } from '../core/settings.js';
import { configOf, replay, type SheetData } from './sheet.js';
import { checkStoredDeals } from './stored.js';
import { say } from '../i18n/index.js';

/**
 * Corrections to a sheet that was started wrong. Each returns new inputs (the sheet stores inputs
 * only), so every deal, total, export and statistic follows; each refuses a change that would leave
 * a stored deal impossible. Pure.
 */

/**
 * Stored fields that never hold a player's name, even when a value happens to equal one (a Klaverjassen player named
 * `takers` or `none` beside `"pit": "takers"`).
 */
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
    return Object.fromEntries(
      Object.entries(v).map(([k, x]) => [
        byPlayer && k === from ? to : k,
        renameIn(x, from, to, byPlayer ? undefined : k),
      ]),
    );
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
  if (to === from) throw refused((t) => t.sheet.isAlreadyCalled(from, to));
  const next: SheetData = {
    ...data,
    players,
    deals: data.deals.map((d) => renameIn(d, from, to) as SheetData['deals'][number]),
    ...(data.corrections
      ? {
          corrections: data.corrections.map((c) => ({
            ...c,
            scores: renameIn(c.scores, from, to, 'scores') as Record<string, number>,
          })),
        }
      : {}),
    ...(data.undone
      ? { undone: data.undone.map((u) => renameIn(u, from, to) as NonNullable<SheetData['undone']>[number]) }
      : {}),
  };
  const problem = checkStoredDeals(game, next);
  if (problem) throw refused((t) => t.sheet.renamingWouldBreakThe(from, problem.text));
  return next;
}

/** Swaps two players' seats, before the first deal (Belote teams follow the seats). */
export function swapSeats(data: SheetData, a: string, b: string): SheetData {
  if (data.deals.length > 0 || (data.corrections ?? []).length > 0) {
    const rows = data.deals.length + (data.corrections ?? []).length;
    throw refused((t) => t.sheet.seatsCanOnlyChange(data.id, rows));
  }
  const pa = findPlayer(data.players, a);
  const pb = findPlayer(data.players, b);
  if (pa === pb) throw misused((t) => t.sheet.nameTwoDifferentPlayers(pa));
  const players = data.players.map((p) => (p === pa ? pb : p === pb ? pa : p));
  return { ...data, players };
}

/**
 * `tafel set key=value...` after the start: refused when a stored deal no longer passes as typed,
 * or the game would have ended before the last stored deal (deals=8 with 12 deals on the sheet).
 */
export function setRules(
  game: Game,
  data: SheetData,
  pairs: string[],
): { data: SheetData; changed: { key: string; from: string; to: string }[] } {
  if (pairs.length === 0) throw misused((t) => t.sheet.whichHouseRuleE);
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
  const changed = Object.keys(set)
    .filter((k) => before[k] !== after[k])
    .map((k) => ({ key: k, from: before[k], to: after[k] }));
  const problem = checkStoredDeals(game, next);
  if (problem) {
    throw refused((t) => t.sheet.wouldMakeAStored(pairs.join(' '), problem.text));
  }
  // The game must not have ended before the last stored deal.
  const config = configOf(game, next);
  let state = game.initialState(config);
  const totals = data.players.map(() => 0);
  next.deals.forEach((input, i) => {
    const o = game.scoreDeal(state, input, config);
    state = o.state;
    o.scores.forEach((s, seat) => {
      totals[seat] += s;
    });
    if (i < next.deals.length - 1 && game.standing(totals, i + 1, state, config).finished) {
      throw refused((t) => t.sheet.withTheGameWould(pairs.join(' '), i + 1, next.deals.length));
    }
  });
  // Deals that depend on their place on the sheet (Boerenbridge: the cards of deal n, who deals it)
  // are checked where the replay knows that place.
  try {
    replay(game, next, 'en', { texts: false });
  } catch (e) {
    if (!(e instanceof RuleViolation)) throw e;
    throw refused((t) => t.sheet.wouldMakeAStored(pairs.join(' '), e.text));
  }
  return { data: next, changed };
}

/** The seat of a player, for `--dealer` and `tafel dealer`. */
export const seatOf = (data: SheetData, name: string): number => data.players.indexOf(findPlayer(data.players, name));

export const reopenRefusal = (id: string) => say((t) => t.sheet.sheetIsNotClosed(id));
