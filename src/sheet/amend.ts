import { dealRefused, DealtRefused, misused, refused, RuleViolation } from '../core/errors.js';
import type { Game } from '../core/game.js';
import { checkPlayerNames, findPlayer, fold, nameOf } from '../core/players.js';
import { checkHouseRules } from '../core/settings.js';
import { shellWord } from '../core/shell.js';
import { newLike } from './again.js';
import { configOf, Replayer, replay, type SheetData } from './sheet.js';
import { checkStoredDeals, checkUndoneDeals } from './stored.js';
import { dealsWord, dealWord } from '../games/index.js';
import { say, sayIn, type Lang, type Texts } from '../i18n/index.js';

/**
 * Corrections to a sheet that was started wrong. Each returns new inputs (the sheet stores inputs
 * only), so every deal, total, export and statistic follows; each refuses a change that would leave
 * a stored deal impossible. Pure.
 */

/**
 * Stored fields that never hold a player's name, though a name may be spelt the same (a player called `S`, `none` or
 * `phone`): the contract, Belote's capot and Klaverjassen's pit side, a zwik's rank, a trump suit (Manillen,
 * Boerenbridge, Rikken), Rikken's called card, Manillen's side, a note, a reason, where a phone's deal came from.
 */
const NOT_NAMES = new Set(['contract', 'capot', 'rank', 'pit', 'trump', 'called', 'side', 'note', 'reason', 'origin']);
/**
 * Stored fields whose value is a record per player (`"tricks": {"Ann": 0}`, Boerenbridge's bids, Toepen's passed,
 * Jokeren's hands, a correction's scores): only their keys are names, their values never (a hand holds a `K`, whoever
 * is called K). Every other key is a field's own (a player named `points` or `player` must not rename Klaverjassen's
 * `"points": 92` or a zwik's `"player"`).
 */
const BY_PLAYER = new Set(['tricks', 'points', 'roem', 'scores', 'bids', 'passed', 'hands']);

/** Every player's name in a stored value (as a text or as a key of a per-player record), renamed. */
function renameIn(v: unknown, from: string, to: string, key?: string): unknown {
  if (key !== undefined && NOT_NAMES.has(key)) return v;
  if (typeof v === 'string') return v === from ? to : v;
  if (Array.isArray(v)) return v.map((x) => renameIn(x, from, to));
  if (typeof v === 'object' && v !== null) {
    if (key !== undefined && BY_PLAYER.has(key)) {
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k === from ? to : k, x]));
    }
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, renameIn(x, from, to, k)]));
  }
  return v;
}

/** `tafel rename Ann Anna`: the player, every deal and every correction follow. */
export function renamePlayer(game: Game, data: SheetData, oldName: string, newName: string): SheetData {
  const from = findPlayer(data.players, oldName);
  const to = nameOf(newName);
  const players = data.players.map((p) => (p === from ? to : p));
  // Another player's name (case and accents aside): said as his, not as "the name is used twice".
  const taken = data.players.find((p) => p !== from && fold(p) === fold(to));
  if (taken !== undefined) throw refused((t) => t.sheet.nameTaken(taken, from));
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

/**
 * Swaps two players' seats, before the first deal (Belote teams follow the seats). What was undone goes: it was played
 * at the old seats (a team, a dealer), and redo would put it back at the new ones, as after a new deal.
 */
export function swapSeats(data: SheetData, a: string, b: string): SheetData {
  if (data.deals.length > 0 || (data.corrections ?? []).length > 0) {
    const rows = data.deals.length + (data.corrections ?? []).length;
    throw refused((t) => t.sheet.seatsCanOnlyChange(data.id, rows));
  }
  const pa = findPlayer(data.players, a);
  const pb = findPlayer(data.players, b);
  if (pa === pb) throw misused((t) => t.sheet.nameTwoDifferentPlayers(pa));
  const players = data.players.map((p) => (p === pa ? pb : p === pb ? pa : p));
  const { undone: _undone, ...rest } = data;
  return { ...rest, players };
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
  if (pairs.length === 0) throw misused((t) => t.sheet.whichHouseRuleE(game.id));
  const specs = game.settings(data.rules);
  // The same check as `new --set`, against the sheet's players and its house rules so far.
  const set = checkHouseRules(game, data.rules, data.players.length, pairs, data.set);
  const before = configOf(game, data).settings;
  const next: SheetData = { ...data, set: storedSet(game, data, set) };
  const after = configOf(game, next).settings;
  // Every rule whose value in force moved, those asked first, then one that follows another (Klaverjassen: a target
  // lifts the deal limit).
  const changed = [...Object.keys(set), ...specs.map((s) => s.key).filter((k) => !(k in set))]
    .filter((k) => before[k] !== after[k])
    .map((k) => ({ key: k, from: before[k], to: after[k] }));
  // A rule the money on the sheet was paid under (Zwikken's loser-pays) stays once a deal is recorded: recomputed, the
  // sheet would hold other amounts than those that changed hands (until 2026-12-07 the pot lost what lay on the table).
  for (const c of data.deals.length > 0 ? changed : []) {
    const paid = specs.find((s) => s.key === c.key)?.paidUnder?.(c.from, data.deals.length, newLike(next));
    if (paid) throw new RuleViolation(paid);
  }
  const why = refusalOf(game, next, pairs.join(' '));
  if (why) {
    const way = wayOn(game, data, set, before);
    throw new RuleViolation(
      sayIn((t, l) => (way ? `${why(t, l)} ${t.sheet.sheetAllows(way.key, way.value, way.higher)}` : why(t, l))),
    );
  }
  return { data: next, changed };
}

/**
 * The sheet's --set with `set` over it, keeping a key only where it changes a rule in force: a value equal to its
 * default goes, but only the default as the sheet's other rules make it (Klaverjassen's deals=16 beside a target is
 * no default: there deals would be none).
 */
function storedSet(game: Game, data: SheetData, set: Record<string, string>): Record<string, string> {
  const merged = { ...data.set, ...set };
  for (const key of Object.keys(set)) {
    const { [key]: _, ...without } = merged;
    const kept = configOf(game, { ...data, set: merged }).settings;
    const dropped = configOf(game, { ...data, set: without }).settings;
    if (Object.keys(kept).every((k) => kept[k] === dropped[k])) delete merged[key];
  }
  return merged;
}

/**
 * Why `next` (the sheet under other house rules) cannot stand, in the user's language and the game's word for a deal
 * (Toepen's round); undefined if it can.
 */
function refusalOf(game: Game, next: SheetData, given: string): ((t: Texts, l: Lang) => string) | undefined {
  const problem = checkStoredDeals(game, next);
  if (problem) {
    // A deal the new rules leave out: what it plays keeps the rule, and record's way on (start the sheet so) is moot.
    const { played } = problem;
    if (played !== undefined) return (t, l) => t.sheet.wouldLeaveOut(given, problem.number, played, dealWord(game, l));
    return (t, l) => t.sheet.wouldMakeAStored(given, problem.text, dealWord(game, l));
  }
  // An undone deal redo would put back, as doctor checks it (one whose contract the new rules leave out stays: redo
  // says which rule plays it); `set` never writes a file that doctor would list.
  const undone = checkUndoneDeals(game, next);
  if (undone) return (t, l) => t.sheet.wouldMakeAnUndone(given, undone.text, dealWord(game, l));
  // A deal scored under the new rules may refuse itself (Toepen: a player named after the new limit put him out), and
  // some depend on their place on the sheet (Boerenbridge: the cards of deal n; who deals it, a dealer set by hand
  // included, and who sits out at five or six): each is scored in the replay, which knows that place; and the game
  // must not have ended before the last stored deal, asked of the totals as they then stood, corrections included
  // (endedBefore). Until 2026-12-07 each deal was first scored apart from its place, with the dealers of the rotation:
  // a sheet whose dealer had been set by hand refused every house rule.
  let ended: number | undefined;
  try {
    ended = endedBefore(game, next);
  } catch (e) {
    if (!dealRefused(e)) throw e;
    return (t, l) => t.sheet.wouldMakeAStored(given, e.text, dealWord(game, l));
  }
  const dealt = dealtRefusal(game, next);
  if (dealt) {
    const { number, e } = dealt;
    return (t, l) => t.sheet.wouldMakeDealt(given, number, e.rule, e.fix, dealWord(game, l));
  }
  if (ended !== undefined) {
    const at = ended;
    return (t, l) => t.sheet.withTheGameWould(given, at, next.deals.length, dealWord(game, l), dealsWord(game, l));
  }
  return undefined;
}

/**
 * The first stored deal that its dealer, as the sheet replays it, makes impossible (Klaverjassen's bidding=verplicht:
 * the player after the dealer plays), read as `record` reads it at its place. The stored-deal check reads each deal
 * apart from its place (a stored deal does not say who dealt it), so until 2026-12-07 `set bidding=verplicht` passed
 * a deal taken by another player, which `edit` then refused. Only the dealer's refusal is asked here: every other rule
 * is the stored-deal check's and the replay's.
 */
function dealtRefusal(game: Game, next: SheetData): { number: number; e: DealtRefused } | undefined {
  const config = configOf(game, next);
  const dealers = replay(game, next, 'en', { texts: false }).deals.map((d) => d.dealer);
  for (let i = 0; i < next.deals.length; i++) {
    try {
      game.parseDeal(game.toArgs(next.deals[i], config), config, { dealer: dealers[i], number: i + 1 });
    } catch (e) {
      if (e instanceof DealtRefused) return { number: i + 1, e };
      if (!dealRefused(e)) throw e;
    }
  }
  return undefined;
}

/** The most values `wayOn` tries, each a replay of the sheet. */
const WAY_ON_TRIES = 200;

/**
 * The way on from a refused `set` of one whole-number house rule (Toepen's `limit=8`): the value nearest to the
 * one asked, between it and the value in force, with which the stored deals still stand (`limit=10 or higher`).
 */
function wayOn(
  game: Game,
  data: SheetData,
  set: Record<string, string>,
  before: Record<string, string>,
): { key: string; value: string; higher?: boolean } | undefined {
  const keys = Object.keys(set);
  if (keys.length !== 1) return undefined;
  const key = keys[0];
  const spec = game.settings(data.rules).find((s) => s.key === key);
  if (!spec || !/^\d+$/.test(set[key])) return undefined;
  const asked = Number(set[key]);
  // A rule now off or without a limit (deals=off) is approached from above: the values that hold more.
  const now = /^\d+$/.test(before[key] ?? '') ? Number(before[key]) : undefined;
  const dir = now === undefined ? 1 : Math.sign(now - asked);
  // Each value tried replays the sheet: at most WAY_ON_TRIES of them (a limit of 1000 against one of 10 would
  // otherwise replay it a thousand times before saying no); beyond them the refusal stands without a way on.
  // A value the rule takes on this sheet: by itself and beside the sheet's players and other rules (Kleurenwiezen's
  // deals: a multiple of the players).
  const takes = (v: number): boolean => {
    if (spec.check(String(v)) !== undefined) return false;
    try {
      checkHouseRules(game, data.rules, data.players.length, [`${key}=${v}`], data.set);
      return true;
    } catch {
      return false;
    }
  };
  for (let v = asked + dir, n = 0; dir !== 0 && v !== (now ?? Number.NaN) + dir && n < WAY_ON_TRIES; v += dir, n++) {
    if (!takes(v)) continue;
    const value = String(v);
    const tried = { ...data, set: storedSet(game, data, { [key]: value }) };
    // "or higher" only where there is a higher value to take (Jokeren's step has none below 1; with 4 players
    // Kleurenwiezen's deals go on 8, 12).
    const beyond = [1, 2, 3, 4, 5, 6].some((k) => takes(v + k * dir));
    if (!refusalOf(game, tried, `${key}=${value}`)) return { key, value, ...(beyond ? { higher: dir > 0 } : {}) };
  }
  return undefined;
}

/**
 * The deal after which the game had ended while later deals stand on the sheet (Belote to 501 reached at deal 2 of 4),
 * asked as `record` asked it: of the totals as they stood, corrections made by then included. An edit that makes
 * this so is refused, as every read and `import` refuse such a sheet (sheet.ts PlayedOn). Asked here after every deal
 * is scored, so a later deal that the new rules cannot place (Boerenbridge's schedule) is named as that.
 */
export function endedBefore(game: Game, data: SheetData): number | undefined {
  const config = configOf(game, data);
  let ended: number | undefined;
  replay(game, data, 'en', {
    texts: false,
    eachDeal: (i, _scores, totals, state) => {
      if (ended !== undefined || i >= data.deals.length - 1) return;
      if (game.standing([...totals], i + 1, state, config).finished) ended = i + 1;
    },
  });
  return ended;
}

/** Refuses an edit of `row` (a deal number, or cN) that ends the game before the last deal (`endedBefore`). */
export function refuseEarlyEnd(game: Game, data: SheetData, row: string): void {
  const ended = endedBefore(game, data);
  if (ended !== undefined)
    throw new RuleViolation(
      sayIn((t, l) => t.sheet.editWouldEnd(row, ended, data.deals.length, dealWord(game, l), dealsWord(game, l))),
    );
}

/**
 * The deals (by number, the next one too) whose dealer was named (`record --dealer`, `edit --dealer`, `tafel dealer`)
 * and may not deal by the game's rules as the sheet then stands (Toepen: out of the game), each with the player who
 * would deal in his place. A dealer by the rotation is never one: the replay moves him on (`dealerNow`).
 */
export function namedOutDealers(game: Game, data: SheetData): { deal: number; seat: number; instead: number }[] {
  const { dealerNow } = game;
  if (!dealerNow || !data.dealers) return [];
  const config = configOf(game, data);
  const found: { deal: number; seat: number; instead: number }[] = [];
  const check = (deal: number, state: unknown, totals: readonly number[]) => {
    const seat = data.dealers?.[String(deal)];
    if (seat === undefined || !Number.isInteger(seat) || seat < 0 || seat >= data.players.length) return;
    const instead = dealerNow(seat, state, totals, config);
    if (instead !== seat) found.push({ deal, seat, instead });
  };
  if (data.dealers['1'] !== undefined) {
    const start = new Replayer(game, data, 'en', { texts: false, deals: 0 }).point();
    check(1, start.state, start.totals);
  }
  // After deal i (from 0), corrections made after it counted: as deal i + 2 is dealt.
  replay(game, data, 'en', { texts: false, eachDeal: (i, _scores, totals, state) => check(i + 2, state, totals) });
  return found;
}

/** A change refused for putting out a named dealer: a new correction (undefined), an edited row, a house rule set. */
type NamedOutBy = Parameters<Texts['sheet']['outNamedDealer']>[0];

/**
 * Refuses a change (`by`: a new correction, an edited row, a house rule set) that puts out a player named to deal
 * (`namedOutDealers`) where the sheet before it did not: the line names the deal and another dealer for it.
 */
export function refuseNamedOutDealer(game: Game, before: SheetData, after: SheetData, by: NamedOutBy): void {
  const was = new Set(namedOutDealers(game, before).map((d) => `${d.deal}:${d.seat}`));
  const now = namedOutDealers(game, after).find((d) => !was.has(`${d.deal}:${d.seat}`));
  if (!now) return;
  const [p, other] = [after.players[now.seat], shellWord(after.players[now.instead])];
  const next = now.deal > after.deals.length;
  const fix = next ? `tafel dealer ${other}` : `tafel edit ${now.deal} --dealer ${other}`;
  throw new RuleViolation(sayIn((t, l) => t.sheet.outNamedDealer(by, p, now.deal, dealWord(game, l), fix)));
}

/** The seat of a player, for `--dealer` and `tafel dealer`. */
export const seatOf = (data: SheetData, name: string): number => data.players.indexOf(findPlayer(data.players, name));

export const reopenRefusal = (id: string) => say((t) => t.sheet.sheetIsNotClosed(id));
