import type { Draw, Kind, Seating } from '../store/events/data.js';
import { mulberry32, shuffle } from './random.js';

/* Seating one round (events.md §3): byes, then the draw, a movement or the ranked order. Pure. */

export interface Cost {
  partners: number;
  tablemates: number;
}

export interface RoundInput {
  kind: Kind;
  tableSize: number;
  /** Seats 1 + 3 and 2 + 4 are partners (Klaverjassen, Belote). */
  teams: boolean;
  seating: Seating;
  /** Every entrant number of the event. */
  entrants: number[];
  /** The plans of the earlier rounds, in order. */
  history: readonly Draw[];
  round: number;
  seed: number;
  absent: number[];
  /** Entrants withdrawn before this round. */
  withdrawn: ReadonlySet<number>;
  /** Ranked seating: the entrants in the order of the standings after the previous round. */
  ranked?: number[];
  /** The draw's version (Draw.algorithm): the current one unless a stored round is drawn again to verify it. */
  algorithm?: Draw['algorithm'];
}

/** The version of the draw a new round is drawn by (Draw.algorithm). */
export const DRAW_ALGORITHM = 2;

export interface RoundPlan {
  byes: number[];
  /** Per table, the entrant number at each seat (a pair at both its seats). */
  tables: { table: number; seats: number[] }[];
  cost: Cost;
}

/** Why a movement cannot seat this round: the facts the refusal names. */
export class MovementProblem extends Error {
  constructor(
    readonly why: 'rounds' | 'count' | 'absence',
    readonly tables: number,
    readonly rounds: number,
    readonly allowed: string,
    readonly entrants = 0,
  ) {
    super(why);
  }
}

/** The size of the groups of the list: a table of S players, or two pairs. */
const groupOf = (kind: Kind, tableSize: number): number => (kind === 'pairs' ? 2 : tableSize);

/**
 * §3.1: b = n mod S (pairs: n mod 2) of the available entrants sit out, by (fewest rounds sat out so far, earliest
 * last one, highest number): nobody sits out a second round before every available entrant sat out one. A round
 * absent is a round sat out (algorithm 2, docs/rules-notes.md: a late arrival does not sit out again next); under
 * algorithm 1 only the byes counted.
 */
export function chooseByes(
  available: readonly number[],
  count: number,
  history: readonly Draw[],
  algorithm: Draw['algorithm'] = DRAW_ALGORITHM,
): number[] {
  if (count === 0) return [];
  const had = new Map<number, { n: number; last: number }>();
  for (const d of history)
    for (const no of algorithm === 1 ? d.byes : [...d.byes, ...d.absent])
      had.set(no, { n: (had.get(no)?.n ?? 0) + 1, last: d.round });
  const key = (no: number) => had.get(no) ?? { n: 0, last: 0 };
  return [...available].sort((a, b) => key(a).n - key(b).n || key(a).last - key(b).last || b - a).slice(0, count);
}

/** Who met whom (and who partnered whom) in the earlier rounds, as flat matrices over entrant numbers. */
class History {
  readonly size: number;
  readonly met: Int32Array;
  readonly partnered: Int32Array;
  constructor(maxNo: number, history: readonly Draw[], kind: Kind, teams: boolean) {
    this.size = maxNo + 1;
    this.met = new Int32Array(this.size * this.size);
    this.partnered = new Int32Array(this.size * this.size);
    for (const d of history) {
      for (const t of d.tables) {
        const at = [...new Set(t.seats)];
        for (let a = 0; a < at.length; a++) for (let b = a + 1; b < at.length; b++) this.add(this.met, at[a], at[b]);
        if (kind === 'individual' && teams && t.seats.length === 4) {
          this.add(this.partnered, t.seats[0], t.seats[2]);
          this.add(this.partnered, t.seats[1], t.seats[3]);
        }
      }
    }
  }
  private add(m: Int32Array, x: number, y: number): void {
    if (x >= this.size || y >= this.size) return;
    m[x * this.size + y]++;
    m[y * this.size + x]++;
  }
}

/**
 * The cost of one group of the list (§3.2): repeated partners (seats 1 + 3, 2 + 4 of an individual
 * team-game table) and repeated tablemates (every two at the table).
 */
function groupCost(
  list: readonly number[],
  from: number,
  g: number,
  h: History,
  partners: boolean,
  out: [number, number],
): void {
  let p = 0;
  let m = 0;
  const n = h.size;
  for (let a = from; a < from + g; a++) {
    const row = list[a] * n;
    for (let b = a + 1; b < from + g; b++) m += h.met[row + list[b]];
  }
  if (partners) p = h.partnered[list[from] * n + list[from + 2]] + h.partnered[list[from + 1] * n + list[from + 3]];
  out[0] = p;
  out[1] = m;
}

/** The cost of a whole list, group by group. */
function listCost(list: readonly number[], g: number, h: History, partners: boolean): Cost {
  const c: [number, number] = [0, 0];
  let p = 0;
  let m = 0;
  for (let from = 0; from < list.length; from += g) {
    groupCost(list, from, g, h, partners, c);
    p += c[0];
    m += c[1];
  }
  return { partners: p, tablemates: m };
}

const lower = (a: Cost, b: Cost): boolean =>
  a.partners < b.partners || (a.partners === b.partners && a.tablemates < b.tablemates);

/**
 * First-improvement swaps (§3.2 step 1): every pair of positions in order; a swap that lowers the
 * cost is made at once and the scan goes on from the next j. Only the one or two groups a swap
 * touches are costed again, which keeps 120 entrants well under a second.
 */
function improve(list: number[], g: number, h: History, partners: boolean): Cost {
  const cost = listCost(list, g, h, partners);
  const k = list.length;
  const a: [number, number] = [0, 0];
  const b: [number, number] = [0, 0];
  for (let swapped = true; swapped && (cost.partners > 0 || cost.tablemates > 0); ) {
    swapped = false;
    for (let i = 0; i < k - 1; i++) {
      const gi = Math.floor(i / g) * g;
      for (let j = i + 1; j < k; j++) {
        const gj = Math.floor(j / g) * g;
        groupCost(list, gi, g, h, partners, a);
        let oldP = a[0];
        let oldM = a[1];
        if (gj !== gi) {
          groupCost(list, gj, g, h, partners, b);
          oldP += b[0];
          oldM += b[1];
        }
        [list[i], list[j]] = [list[j], list[i]];
        groupCost(list, gi, g, h, partners, a);
        let newP = a[0];
        let newM = a[1];
        if (gj !== gi) {
          groupCost(list, gj, g, h, partners, b);
          newP += b[0];
          newM += b[1];
        }
        const dp = newP - oldP;
        const dm = newM - oldM;
        if (dp < 0 || (dp === 0 && dm < 0)) {
          cost.partners += dp;
          cost.tablemates += dm;
          swapped = true;
        } else {
          [list[i], list[j]] = [list[j], list[i]];
        }
      }
    }
  }
  return cost;
}

/** Turns a table round so its lowest number is at seat 1, the scorer (§3.2 step 2); order round the table kept. */
function rotateLowestFirst(seats: number[]): number[] {
  let at = 0;
  for (let s = 1; s < seats.length; s++) if (seats[s] < seats[at]) at = s;
  return [...seats.slice(at), ...seats.slice(0, at)];
}

/** A pair table's seats: the first pair at seats 1 + 3, the second at 2 + 4. */
const pairSeats = (first: number, second: number): number[] => [first, second, first, second];

/** The groups of a list as tables, in order. */
function tablesOf(list: readonly number[], kind: Kind, g: number, rotate: boolean): RoundPlan['tables'] {
  const out: RoundPlan['tables'] = [];
  for (let from = 0, t = 1; from < list.length; from += g, t++) {
    const group = list.slice(from, from + g);
    if (kind === 'pairs')
      out.push({
        table: t,
        seats: rotate ? pairSeats(Math.min(...group), Math.max(...group)) : pairSeats(group[0], group[1]),
      });
    else out.push({ table: t, seats: rotate ? rotateLowestFirst(group) : group });
  }
  return out;
}

/** The seeded draw of §3.2: 25 attempts of shuffle-and-improve, the first strictly cheapest kept. */
export function searchDraw(
  seated: readonly number[],
  input: Pick<RoundInput, 'kind' | 'tableSize' | 'teams' | 'history' | 'seed'>,
): { list: number[]; cost: Cost } {
  const g = groupOf(input.kind, input.tableSize);
  const maxNo = Math.max(0, ...seated, ...input.history.flatMap((d) => d.tables.flatMap((t) => t.seats)));
  const h = new History(maxNo, input.history, input.kind, input.teams);
  const partners = input.kind === 'individual' && input.teams && g === 4;
  const base = [...seated].sort((a, b) => a - b);
  const next = mulberry32(input.seed);
  let best: { list: number[]; cost: Cost } | undefined;
  for (let attempt = 1; attempt <= 25; attempt++) {
    const list = shuffle(base, next);
    const cost = improve(list, g, h, partners);
    if (!best || lower(cost, best.cost)) best = { list, cost };
    if (best.cost.partners === 0 && best.cost.tablemates === 0) break;
  }
  return best!;
}

/** The repeats of a finished plan against the earlier rounds (a movement's too). */
export function planCost(
  tables: RoundPlan['tables'],
  input: Pick<RoundInput, 'kind' | 'tableSize' | 'teams' | 'history'>,
): Cost {
  const g = groupOf(input.kind, input.tableSize);
  const list = tables.flatMap((t) => (input.kind === 'pairs' ? [t.seats[0], t.seats[1]] : t.seats));
  const maxNo = Math.max(0, ...list, ...input.history.flatMap((d) => d.tables.flatMap((t) => t.seats)));
  return listCost(
    list,
    g,
    new History(maxNo, input.history, input.kind, input.teams),
    input.kind === 'individual' && input.teams && g === 4,
  );
}

/** §3.3 pair movement: even pair 2t stays at table t (seats 1 + 3), odd pair 2k − 1 moves up one table a round. */
function pairMovement(input: RoundInput, rounds: number): Omit<RoundPlan, 'cost'> {
  const n = input.entrants.length;
  const tables = Math.ceil(n / 2);
  if (rounds > tables) throw new MovementProblem('rounds', tables, rounds, String(tables));
  const available = (no: number) => no <= n && !input.withdrawn.has(no) && !input.absent.includes(no);
  const byes: number[] = [];
  const out: RoundPlan['tables'] = [];
  for (let t = 1; t <= tables; t++) {
    const host = 2 * t;
    const k = ((((t - 1 - (input.round - 1)) % tables) + tables) % tables) + 1;
    const visitor = 2 * k - 1;
    if (available(host) && available(visitor)) out.push({ table: t, seats: pairSeats(host, visitor) });
    else if (available(host)) byes.push(host);
    else if (available(visitor)) byes.push(visitor);
  }
  return { byes: byes.sort((a, b) => a - b), tables: out };
}

/** §3.3 individual movement: seat 1 stays, seat s moves s − 1 tables up each round, from round 1's shuffle. */
function individualMovement(input: RoundInput, rounds: number): Omit<RoundPlan, 'cost'> {
  const S = input.tableSize;
  const n = input.entrants.length;
  const tables = Math.floor(n / S);
  if (n % S !== 0 || tables === 0) throw new MovementProblem('count', tables, rounds, String(S), n);
  // Any table count rotates (review 14.20): where it seats two entrants together again, the plan's repeats say so.
  if (rounds > tables) throw new MovementProblem('rounds', tables, rounds, String(tables));
  if (input.absent.length > 0 || input.withdrawn.size > 0) throw new MovementProblem('absence', tables, rounds, '');
  const first = input.round === 1 ? undefined : input.history.find((d) => d.round === 1);
  const start = first
    ? first.tables.map((t) => t.seats)
    : (() => {
        const list = shuffle(
          [...input.entrants].sort((a, b) => a - b),
          mulberry32(input.seed),
        );
        return Array.from({ length: tables }, (_, t) => list.slice(t * S, t * S + S));
      })();
  const out = Array.from({ length: tables }, (_, t) => ({ table: t + 1, seats: new Array<number>(S) }));
  for (let t = 0; t < start.length; t++) {
    for (let s = 0; s < start[t].length; s++) out[(t + s * (input.round - 1)) % tables].seats[s] = start[t][s];
  }
  return { byes: [], tables: out };
}

/**
 * Seats one round. `rounds` is the event's planned number of rounds (a movement refuses more than it
 * can hold). Throws MovementProblem for a movement that cannot hold.
 */
export function planRound(input: RoundInput, rounds: number): RoundPlan {
  if (input.seating === 'movement') {
    const p = input.kind === 'pairs' ? pairMovement(input, rounds) : individualMovement(input, rounds);
    return { ...p, cost: planCost(p.tables, input) };
  }
  const available = input.entrants
    .filter((no) => !input.withdrawn.has(no) && !input.absent.includes(no))
    .sort((a, b) => a - b);
  const g = groupOf(input.kind, input.tableSize);
  const byes = chooseByes(available, available.length % g, input.history, input.algorithm);
  const seated = available.filter((no) => !byes.includes(no));
  if (input.seating === 'ranked' && input.round > 1 && input.ranked) {
    const order = input.ranked.filter((no) => seated.includes(no));
    const tables = tablesOf(order, input.kind, g, false);
    return { byes: byes.sort((a, b) => a - b), tables, cost: planCost(tables, input) };
  }
  const { list, cost } = searchDraw(seated, input);
  return { byes: byes.sort((a, b) => a - b), tables: tablesOf(list, input.kind, g, true), cost };
}
