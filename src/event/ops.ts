import { misused, refused, RuleViolation, UsageError } from '../core/errors.js';
import { shellWord } from '../core/shell.js';
import { dealsWord, dealWords, gameById } from '../games/index.js';
import { sayIn, type Texts } from '../i18n/index.js';
import type { Lang } from '../i18n/lang.js';
import type { Store } from '../store/store.js';
import {
  checkCompensation,
  checkDealsValue,
  checkNoneFair,
  checkPrizes,
  checkSet,
  checkTieBreaks,
  dealsProblem,
  defaultAbsent,
  unusableTitle,
  wholeIn,
} from './create.js';
import { DRAW_ALGORITHM, MovementProblem, planRound, type Cost, type RoundPlan } from './draw.js';
import type { EventStore } from '../store/events/files.js';
import { defaultBye, factsOf, oneOf, valueId } from './model.js';
import {
  MAX_ROUNDS,
  MIN_TABLE,
  tableSheetId,
  type Draw,
  type EventData,
  type Ranking,
  type Seating,
} from '../store/events/data.js';
import { roundSeed } from './random.js';
import { findEntrant, standings } from './standings.js';
import { loadResults, tableSheet } from './tables.js';

/* The event's changes: drawing a round, taking it back, withdrawing, finishing (§6, §7). */

export interface DrawOptions {
  absent?: string[];
  seed?: number;
  force?: boolean;
}

/** Only the organiser's device changes the event file (review 14.2). */
export function checkOrigin(event: EventData, device: string): void {
  if (event.origin !== device) throw refused((t) => t.event.otherDevice(event.id, event.origin));
}

export function checkOpen(event: EventData): void {
  if (event.finished) throw refused((t) => t.event.finishedEvent(event.id));
}

/**
 * A round named on the command line (`--round`, `--after-round`) that must be drawn: what is no round at all is a
 * usage error (exit 2), a round not drawn yet is refused (exit 1), as `event plan` and `event table` do.
 */
export function drawnRound(flag: string, given: string, event: EventData): number {
  const round = Number(given);
  if (!/^\d+$/.test(given) || round < 1 || round > MAX_ROUNDS) throw badRound(flag, given, event.draws.length);
  if (round > event.draws.length)
    throw refused((t) => t.event.notDrawn(event.id, round, event.draws.length, event.rounds));
  return round;
}

/** A round number that is none, said by the rounds drawn: where one is, "from 1 to 1" read wrong. */
export const badRound = (flag: string, given: string, drawn: number) =>
  misused((t) => (drawn > 1 ? t.event.badNumber(flag, given, 1, drawn) : t.event.badRoundOfOne(flag, given, drawn)));

/** The open sheets of the drawn rounds, each with its deals recorded ("14 of 16"). */
export function openSheets(store: Store, event: EventData): { sheet: string; deals: number }[] {
  const results = loadResults(store, event);
  return event.draws
    .flatMap((d) => d.tables)
    .filter((t) => results.get(t.sheet)?.result.finished !== true)
    .map((t) => ({ sheet: t.sheet, deals: results.get(t.sheet)?.result.deals ?? 0 }));
}

/** The next round's plan, without writing anything (`event draw` and `--dry-run`). */
export function nextDraw(store: Store, event: EventData, o: DrawOptions, now: Date): { draw: Draw; cost: Cost } {
  if (event.finished) throw refused((t) => t.event.finishedDraw(event.id, event.draws.length, event.rounds));
  const round = event.draws.length + 1;
  if (round > event.rounds) throw refused((t) => t.event.allDrawn(event.draws.length, event.rounds));
  const open = openSheets(store, event);
  if (open.length > 0) {
    const list = open.map((s) => ({ sheet: s.sheet, deals: s.deals, planned: String(event.deals) }));
    const sheets = (t: Texts, l: Lang) => t.event.sheetsWithDeals(list, ...dealWords(event.game, l));
    if (event.seating === 'ranked') throw new RuleViolation(sayIn((t, l) => t.event.rankedOpen(sheets(t, l))));
    if (!o.force) throw new RuleViolation(sayIn((t, l) => t.event.openTables(sheets(t, l), open[0].sheet)));
  }
  const absent = (o.absent ?? []).map((name) => {
    const e = findEntrant(event.entrants, name);
    if (!e) throw refused((t) => t.event.unknownEntrant(name, event.entrants.map((x) => x.name).join(', ')));
    return e.no;
  });
  const withdrawn = new Set(event.withdrawals.filter((w) => w.fromRound <= round).map((w) => w.no));
  const facts = factsOf(event.game)!;
  const available = event.entrants.length - withdrawn.size - absent.filter((no) => !withdrawn.has(no)).length;
  const perTable = event.kind === 'pairs' ? 2 : event.tableSize;
  if (available < perTable)
    throw refused((t) => t.event.tooFew(available, perTable, event.kind === 'pairs', round === 1, absent.length > 0));
  const seed = o.seed ?? roundSeed(event.seed, round);
  let ranked: number[] | undefined;
  if (event.seating === 'ranked' && round > 1) {
    const results = loadResults(store, event);
    // The standings' order, as verifyRound takes it: the places, and in a shared place by number (also before any
    // table has a score, when there are no places).
    ranked = standings(event, (id) => results.get(id)?.result, facts.teams).standings.map((x) => x.no);
  }
  const uniqueAbsent = [...new Set(absent)].sort((a, b) => a - b);
  return planned(event, round, { history: event.draws, seed, absent: uniqueAbsent, withdrawn, ranked, drawnAt: now });
}

/**
 * One round as `event draw` seats it (planRound with the event's facts) and the draw it makes: the absent who have
 * not withdrawn, a sheet id per table. A movement that cannot hold is refused as `event draw` refuses it (§7).
 */
function planned(
  event: EventData,
  round: number,
  o: { history: Draw[]; seed: number; absent: number[]; withdrawn: Set<number>; ranked?: number[]; drawnAt?: Date },
): { draw: Draw; cost: Cost } {
  let plan: RoundPlan;
  try {
    plan = planRound(
      {
        kind: event.kind,
        tableSize: event.tableSize,
        teams: factsOf(event.game)!.teams,
        seating: event.seating,
        entrants: event.entrants.map((e) => e.no),
        history: o.history,
        round,
        seed: o.seed,
        absent: o.absent,
        withdrawn: o.withdrawn,
        ranked: o.ranked,
      },
      event.rounds,
    );
  } catch (e) {
    throw movementRefused(e);
  }
  const draw: Draw = {
    round,
    seed: o.seed,
    algorithm: DRAW_ALGORITHM,
    drawnAt: o.drawnAt?.toISOString() ?? '',
    absent: o.absent.filter((no) => !o.withdrawn.has(no)),
    byes: plan.byes,
    tables: plan.tables.map((t) => ({ table: t.table, sheet: tableSheetId(event.id, round, t.table), seats: t.seats })),
  };
  return { draw, cost: plan.cost };
}

/** A movement that cannot hold, as `event draw` refuses it (§7); any other error as it is. */
const movementRefused = (e: unknown): unknown =>
  e instanceof MovementProblem ? refused((t) => t.event.movement(e.why, e.tables, e.rounds, e.allowed, e.entrants)) : e;

/**
 * The rounds of a movement not drawn yet, as `event draw` will seat them (§3.3; `event plan --all`, §6): each
 * with the seed `event draw` takes without --seed, the withdrawals recorded so far, and nobody absent (who is
 * absent is known only at the draw). Computed, never written: no sheets exist for them. A movement that cannot
 * hold is refused as `event draw` refuses it.
 */
export function movementAhead(event: EventData): { draw: Draw; cost: Cost }[] {
  if (event.seating !== 'movement' || event.finished) return [];
  const history = [...event.draws];
  const out: { draw: Draw; cost: Cost }[] = [];
  for (let round = event.draws.length + 1; round <= event.rounds; round++) {
    const withdrawn = new Set(event.withdrawals.filter((w) => w.fromRound <= round).map((w) => w.no));
    const { draw, cost } = planned(event, round, {
      history,
      seed: roundSeed(event.seed, round),
      absent: [],
      withdrawn,
    });
    history.push(draw);
    out.push({ draw, cost });
  }
  return out;
}

/**
 * A table sheet id is free for a draw when no file has it, or when the file is a blank sheet of this
 * very event that no round lists: left by an `event undraw` killed before it moved its sheets away.
 */
function replaceable(store: Store, event: EventData, id: string): boolean {
  if (!store.exists(id)) return true;
  try {
    const s = store.readSheet(id);
    return s.event?.uid === event.uid && s.deals.length === 0 && (s.corrections ?? []).length === 0;
  } catch {
    return false;
  }
}

/** Draws the next round and creates its table sheets, all or nothing (§2.4). */
export async function drawRound(
  es: EventStore,
  id: string,
  device: string,
  o: DrawOptions,
  now: Date,
): Promise<{ event: EventData; draw: Draw; cost: Cost }> {
  return es.changeEvent(id, (event) => {
    checkOrigin(event, device);
    const { draw, cost } = nextDraw(es.store, event, o, now);
    for (const t of draw.tables)
      if (!replaceable(es.store, event, t.sheet)) throw refused((x) => x.event.sheetTaken(t.sheet));
    const next = { ...event, draws: [...event.draws, draw], revision: event.revision + 1 };
    return {
      event: next,
      sheets: draw.tables.map((t) => tableSheet(next, draw, t)),
      result: { event: next, draw, cost },
    };
  });
}

/**
 * Where a round drawn again differs from its stored plan: a seat (or a table the plan has more), or the byes.
 * `standings`: a round of `--seating ranked` that seats the same entrants with the same byes, only in another order:
 * it is seated by the standings before it, which changed since it was drawn (a later correction or edit of an earlier
 * round), so it cannot be drawn again the same; no fault of its plan.
 */
export type Difference = ({ table: number; seat?: number } | { byes: [stored: string, again: string] }) & {
  standings?: true;
};

/** A difference as `--json` says it: `table 1 seat 1`, `table 3`, `byes 2 / 4`. */
export const differsAt = (d: Difference): string =>
  'byes' in d ? `byes ${d.byes[0]} / ${d.byes[1]}` : `table ${d.table}${d.seat ? ` seat ${d.seat}` : ''}`;

/** `event plan --verify`: the round drawn again from its stored seed and inputs; the first difference, if any. */
export function verifyRound(store: Store, event: EventData, round: number): Difference | undefined {
  const stored = event.draws[round - 1];
  const withdrawn = new Set(event.withdrawals.filter((w) => w.fromRound <= round).map((w) => w.no));
  const facts = factsOf(event.game)!;
  let ranked: number[] | undefined;
  if (event.seating === 'ranked' && round > 1) {
    const before = { ...event, draws: event.draws.slice(0, round - 1) };
    const results = loadResults(store, before);
    ranked = standings(before, (sid) => results.get(sid)?.result, facts.teams).standings.map((x) => x.no);
  }
  const plan = planRound(
    {
      kind: event.kind,
      tableSize: event.tableSize,
      teams: facts.teams,
      seating: event.seating,
      entrants: event.entrants.map((e) => e.no),
      history: event.draws.slice(0, round - 1),
      round,
      seed: stored.seed,
      absent: stored.absent,
      withdrawn,
      ranked,
      algorithm: stored.algorithm,
    },
    event.rounds,
  );
  if (plan.byes.join() !== stored.byes.join()) return { byes: [stored.byes.join(', '), plan.byes.join(', ')] };
  // Seated in another order only: the ranked order it was drawn by is no longer the standings'.
  const seated = (tables: readonly { seats: number[] }[]) =>
    String(tables.flatMap((t) => t.seats).sort((a, b) => a - b));
  const reordered = ranked && seated(plan.tables) === seated(stored.tables) ? { standings: true as const } : {};
  for (const t of stored.tables) {
    const again = plan.tables.find((p) => p.table === t.table);
    const seat = t.seats.findIndex((no, s) => again?.seats[s] !== no);
    if (!again || seat >= 0) return { table: t.table, seat: seat + 1, ...reordered };
  }
  return plan.tables.length === stored.tables.length ? undefined : { table: stored.tables.length + 1 };
}

/**
 * Whether `event undraw` can bring the event back to before round 1: round 1 the only round drawn, nothing recorded in
 * it on this device. Only then may a refusal of what needs that (`event add`, a frozen key of `event set`) name undraw.
 */
export function undrawable(store: Store, event: EventData): boolean {
  return event.draws.length === 1 && tablesWithRows(store, event, event.draws[0]).length === 0;
}

/** The tables of a drawn round with a row on this device (a deal, a pas too, or a correction): it is being played. */
export function tablesWithRows(store: Store, event: EventData, draw: Draw) {
  const results = loadResults(store, event);
  return draw.tables.flatMap((t) => {
    const data = results.get(t.sheet)?.data;
    const rows = { sheet: t.sheet, deals: data?.deals.length ?? 0, corrections: (data?.corrections ?? []).length };
    return rows.deals + rows.corrections > 0 ? [rows] : [];
  });
}

/**
 * `event withdraw` (the entrant takes no part from the next round on) and `--undo` (a withdrawal taken back: the rounds
 * drawn without him since count as absences, `absentIn`, and he plays from the next round drawn): the event's
 * withdrawals and draws as they become. The revision is the caller's.
 */
export function withdrawal(store: Store, e: EventData, who: string, o: { reason?: string; undo?: boolean }) {
  const x = findEntrant(e.entrants, who);
  if (!x) throw refused((t) => t.event.unknownEntrant(who, e.entrants.map((y) => y.name).join(', ')));
  // A pair's name ("Cis & Dirk") takes the plural in every language.
  const pair = e.kind === 'pairs';
  const had = e.withdrawals.find((w) => w.no === x.no);
  const drawn = e.draws.length;
  const last = e.draws[drawn - 1];
  const untouched = () => tablesWithRows(store, e, last).length === 0;
  if (o.undo) {
    const names = e.withdrawals.map((w) => e.entrants.find((y) => y.no === w.no)?.name ?? String(w.no));
    if (!had) throw refused((t) => t.event.notWithdrawn(x.name, names.join(', '), pair));
    const round = had.fromRound;
    // The last round drawn without him, with nothing recorded yet, can still seat him: undraw it rather than lose it.
    if (round <= drawn && untouched()) throw refused((t) => t.event.undoUndraw(x.name, shellWord(x.name), drawn));
    if (round <= drawn && drawn >= e.rounds) throw refused((t) => t.event.undoAllDrawn(x.name, round, e.rounds));
    // The same entrants are available in those rounds, so `event plan --verify` seats them as drawn.
    const draws = e.draws.map((d) =>
      d.round < round ? d : { ...d, absent: [...d.absent, x.no].sort((a, b) => a - b) },
    );
    const absentIn = draws.slice(round - 1).map((d) => d.round);
    const fromRound = Math.max(round, drawn + 1);
    const withdrawals = e.withdrawals.filter((w) => w !== had);
    return { withdrawals, draws, absentIn, name: x.name, fromRound, pair, seatedIn: undefined };
  }
  const fromRound = drawn + 1;
  // Withdrawn from a round since taken back (`event undraw`), withdrawn again he leaves from the next round on.
  if (had && had.fromRound <= fromRound) throw refused((t) => t.event.alreadyWithdrawn(x.name, pair));
  // Every round drawn: no round is left to miss (a withdrawal would only take his prize or poedel); with nothing
  // recorded in the last round, he leaves it by undraw, withdraw, draw (decision 11).
  const undraw = () => (untouched() ? { word: shellWord(x.name), id: e.id } : undefined);
  if (fromRound > e.rounds) throw refused((t) => t.event.withdrawAllDrawn(x.name, e.rounds, pair, undraw()));
  const added = { ...had, no: x.no, fromRound, ...(o.reason ? { reason: o.reason } : {}) };
  const withdrawals = had ? e.withdrawals.map((w) => (w === had ? added : w)) : [...e.withdrawals, added];
  // Seated in the last round drawn with nothing recorded there: the answer says how he leaves that round too.
  const seatedIn = last?.tables.some((t) => t.seats.includes(x.no)) && untouched() ? drawn : undefined;
  return { withdrawals, draws: e.draws, absentIn: [], name: x.name, fromRound, pair, seatedIn };
}

/** The keys of `event new` that `event set` takes besides the game's house rules (§6). */
const EVENT_KEYS = [
  'rounds',
  'deals',
  'table-size',
  'seating',
  'seed',
  'bye',
  'absent',
  'ranking',
  'tie-breaks',
  'prizes',
  'poedel',
  'title',
  'rules',
];
/** The settings the standings are worked out by: a change to one of them shows in the standings at once. */
export const RANKED_BY = ['bye', 'absent', 'ranking', 'tie-breaks', 'prizes', 'poedel'];
/** What may still change once round 1 is drawn (§6, §7), besides `seating=draw` for the rounds still to draw. */
const LATE = ['rounds', ...RANKED_BY, 'title'];

/**
 * `event set key=value…` on the event, checked as `event new` checks its flags (§6, §7). Before round 1 a
 * setting that still holds the default of the settings it derives from follows them (review 14.17: the bye
 * follows `deals`; also the deals follow the table size, the bye the seating, `absent` the ranking), and
 * `key=` takes a house rule back to the game's default. `also` lists what followed. The revision is the caller's.
 * `canUndraw` (undrawable) is asked only when a frozen key is refused, which names undraw only then.
 */
export function changeSettings(
  e: EventData,
  pairs: readonly string[],
  canUndraw: () => boolean = () => false,
): { event: EventData; also: string[] } {
  const game = gameById(e.game);
  const facts = factsOf(e.game)!;
  const drawn = e.draws.length;
  const split = pairs.map((kv) => {
    const at = kv.indexOf('=');
    return { kv, key: at < 0 ? '' : kv.slice(0, at).trim(), v: at < 0 ? '' : kv.slice(at + 1).trim() };
  });
  const rulesGiven = split.findLast((p) => p.key === 'rules')?.v;
  if (rulesGiven !== undefined && !game.ruleSets.some((r) => r.id === rulesGiven))
    throw misused((t) => t.event.badChoice('rules', rulesGiven, game.ruleSets.map((r) => r.id).join(', ')));
  const rules = rulesGiven ?? e.rules;
  const houseKeys = game.settings(rules).map((s) => s.key);
  const known = [...EVENT_KEYS, ...houseKeys.filter((k) => !EVENT_KEYS.includes(k))];
  const next: EventData = { ...e, set: { ...e.set } };
  for (const { kv, key, v } of split) {
    // `rounds` without `=4`: the key is right, its value is missing.
    if (!kv.includes('=') && known.includes(kv.trim())) throw misused((t) => t.event.noValue(kv.trim()));
    if (!known.includes(key) && !(v === '' && Object.hasOwn(e.set, key))) {
      const why = game.notASetting?.(rules, key);
      if (why) throw new UsageError(why);
      throw misused((t) => t.event.notASetting(kv, known.join(', ')));
    }
    if (drawn > 0 && !LATE.includes(key) && !(key === 'seating' && valueId(v) === 'draw'))
      throw new RuleViolation(sayIn((t, l) => t.event.frozen(key, drawn, canUndraw(), dealsWord(e.game, l))));
    if (key === 'rounds') next.rounds = wholeIn('rounds', v, Math.max(1, drawn), MAX_ROUNDS)!;
    else if (key === 'deals') next.deals = checkDealsValue('deals', v);
    else if (key === 'table-size') next.tableSize = wholeIn('table-size', v, MIN_TABLE, 6)!;
    else if (key === 'seating') next.seating = oneOf<Seating>('seating', v, ['draw', 'movement', 'ranked'])!;
    else if (key === 'seed') next.seed = wholeIn('seed', v, 0, 4294967295)!;
    else if (key === 'bye') next.bye = checkCompensation('bye', v)!;
    else if (key === 'absent') next.absent = checkCompensation('absent', v)!;
    else if (key === 'ranking') next.ranking = oneOf<Ranking>('ranking', v, ['total', 'average', 'wins'])!;
    else if (key === 'tie-breaks') next.tieBreaks = checkTieBreaks(key, v)!;
    else if (key === 'prizes') next.prizes = checkPrizes(key, v)!;
    else if (key === 'poedel') next.poedel = oneOf('poedel', v, ['on', 'off']) === 'on';
    else if (key === 'title') {
      if (unusableTitle(v)) throw misused((t) => t.event.badTitle);
      next.title = v;
    } else if (key === 'rules') next.rules = v;
    else if (v === '') delete next.set[key];
    else next.set[key] = v;
  }
  const given = new Set(split.map((p) => p.key));
  const low = game.lowWins;
  if (drawn > 0) {
    checkNoneFair(next, low, given);
    return { event: next, also: [] };
  }
  // The house rules as a whole under the rule set now in force, each value as `event new --set` checks it.
  const stale = Object.keys(next.set).find((k) => !houseKeys.includes(k));
  if (stale !== undefined)
    throw misused((t) => t.event.notInRules(`${stale}=${next.set[stale]}`, next.rules, houseKeys.join(', ')));
  next.set = checkSet(
    game,
    next.rules,
    Object.entries(next.set).map(([k, v]) => `${k}=${v}`),
  );
  // A game without a deal limit of its own (Boerenbridge) always plays the deals its house rules make.
  if (!given.has('deals') && (facts.noLimit === undefined || e.deals === facts.deals(e.tableSize, e.rules, e.set)))
    next.deals = facts.deals(next.tableSize, next.rules, next.set);
  if (!given.has('bye') && e.bye === defaultBye(e.game, e.deals, e.seating))
    next.bye = defaultBye(e.game, next.deals, next.seating);
  if (!given.has('absent') && e.absent === defaultAbsent(e.ranking, low))
    next.absent = defaultAbsent(next.ranking, low);
  checkNoneFair(next, low, given);
  if (!facts.tableSizes.includes(next.tableSize) || (next.kind === 'pairs' && next.tableSize !== 4))
    throw refused((t) => t.event.tableSize(e.game, next.tableSize, facts.tableSizes.join(', ')));
  if (next.seating === 'ranked' && next.kind !== 'pairs') throw refused((t) => t.event.rankedIndividual);
  const wrong = dealsProblem(game, next.rules, next.set, next.deals, next.tableSize);
  if (wrong)
    throw new UsageError(
      sayIn((t, lang) => t.event.dealsNotAllowed(String(next.deals), wrong[lang], ...dealWords(game, lang))),
    );
  const also = [
    ...(next.deals !== e.deals && !given.has('deals') ? [`deals=${next.deals}`] : []),
    ...(next.bye !== e.bye && !given.has('bye') ? [`bye=${next.bye}`] : []),
    ...(next.absent !== e.absent && !given.has('absent') ? [`absent=${next.absent}`] : []),
  ];
  return { event: next, also };
}
