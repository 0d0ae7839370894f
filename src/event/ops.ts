import { refused } from '../core/errors.js';
import type { Store } from '../store/store.js';
import { MovementProblem, planRound, workingTableCounts, type Cost, type RoundPlan } from './draw.js';
import type { EventStore } from './files.js';
import { GAME_FACTS, tableSheetId, type Draw, type EventData } from './model.js';
import { roundSeed } from './random.js';
import { findEntrant, standings } from './standings.js';
import { loadResults, tableSheet, teamsOf } from './tables.js';

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
  checkOpen(event);
  const round = event.draws.length + 1;
  if (round > event.rounds) throw refused((t) => t.event.allDrawn(event.draws.length, event.rounds));
  const open = openSheets(store, event);
  if (open.length > 0) {
    const list = open.map((s) => ({ sheet: s.sheet, deals: s.deals, planned: String(event.deals) }));
    if (event.seating === 'ranked') throw refused((t) => t.event.rankedOpen(t.event.sheetsWithDeals(list)));
    if (!o.force) throw refused((t) => t.event.openTables(t.event.sheetsWithDeals(list), open[0].sheet));
  }
  const absent = (o.absent ?? []).map((name) => {
    const e = findEntrant(event.entrants, name);
    if (!e) throw refused((t) => t.event.unknownEntrant(name, event.entrants.map((x) => x.name).join(', ')));
    return e.no;
  });
  const withdrawn = new Set(event.withdrawals.filter((w) => w.fromRound <= round).map((w) => w.no));
  const facts = GAME_FACTS[event.game]!;
  const available = event.entrants.length - withdrawn.size - absent.filter((no) => !withdrawn.has(no)).length;
  const perTable = event.kind === 'pairs' ? 2 : event.tableSize;
  if (available < perTable) throw refused((t) => t.event.tooFew(available, perTable));
  const seed = o.seed ?? roundSeed(event.seed, round);
  let ranked: number[] | undefined;
  if (event.seating === 'ranked' && round > 1) {
    const results = loadResults(store, event);
    const s = standings(event, (id) => results.get(id)?.result, facts.teams);
    ranked = [...s.standings].sort((a, b) => (a.place ?? 0) - (b.place ?? 0) || a.no - b.no).map((x) => x.no);
  }
  let plan: RoundPlan;
  try {
    plan = planRound(
      {
        kind: event.kind,
        tableSize: event.tableSize,
        teams: facts.teams,
        seating: event.seating,
        entrants: event.entrants.map((e) => e.no),
        history: event.draws,
        round,
        seed,
        absent: [...new Set(absent)].sort((a, b) => a - b),
        withdrawn,
        ranked,
      },
      event.rounds,
    );
  } catch (e) {
    if (!(e instanceof MovementProblem)) throw e;
    throw refused((t) =>
      t.event.movement(e.why, e.tables, e.rounds, e.allowed, workingTableCounts(event.tableSize).join(', ')),
    );
  }
  const draw: Draw = {
    round,
    seed,
    algorithm: 1,
    drawnAt: now.toISOString(),
    absent: [...new Set(absent)].filter((no) => !withdrawn.has(no)).sort((a, b) => a - b),
    byes: plan.byes,
    tables: plan.tables.map((t) => ({ table: t.table, sheet: tableSheetId(event.id, round, t.table), seats: t.seats })),
  };
  return { draw, cost: plan.cost };
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

/** `event plan --verify`: the round drawn again from its stored seed and inputs; the first differing seat, if any. */
export function verifyRound(store: Store, event: EventData, round: number): string | undefined {
  const stored = event.draws[round - 1];
  const withdrawn = new Set(event.withdrawals.filter((w) => w.fromRound <= round).map((w) => w.no));
  const facts = GAME_FACTS[event.game]!;
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
    },
    event.rounds,
  );
  if (plan.byes.join() !== stored.byes.join()) return `byes ${stored.byes.join(', ')} / ${plan.byes.join(', ')}`;
  for (const t of stored.tables) {
    const again = plan.tables.find((p) => p.table === t.table);
    const seat = t.seats.findIndex((no, s) => again?.seats[s] !== no);
    if (!again || seat >= 0) return `table ${t.table} seat ${seat + 1}`;
  }
  return plan.tables.length === stored.tables.length ? undefined : `table ${stored.tables.length + 1}`;
}

export const teams = teamsOf;
