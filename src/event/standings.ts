import { fold, merit } from '../core/players.js';
import { gameById } from '../games/index.js';
import type { Entrant, EventData } from '../store/events/data.js';

/* Standings (events.md §4): derived from the table sheets on every read, never stored. Pure. */

/** What a table sheet says, by seat (seat order = the sheet's players). */
export interface TableResult {
  scores: number[];
  finished: boolean;
  /** The deals counted toward the limit (a pas not). */
  deals: number;
  /** The correction rows; a table with neither a counted deal nor a correction is not played yet. */
  corrections?: number;
}

/** A table sheet's result by its id; undefined when the file is not on this device (missing, review 14.1). */
export type Results = (sheet: string) => TableResult | undefined;

/** Whether a table has a score: a counted deal or a correction (0 against 0 is not played yet, docs/rules-notes.md). */
export const tableScored = (res: TableResult | undefined): boolean =>
  res !== undefined && (res.deals > 0 || (res.corrections ?? 0) > 0);

export interface RoundEntry {
  round: number;
  how: 'played' | 'bye' | 'absent' | 'withdrawn';
  table?: number;
  sheet?: string;
  score: number | null;
  /** Whether he won his table; null while it is not played yet (no score), as the score. */
  won?: boolean | null;
}

export interface Standing {
  place: number | null;
  no: number;
  name: string;
  players: string[];
  rounds: RoundEntry[];
  total: number;
  /** The rounds that gave him a score (played, or a bye or absence scored): the average's divisor. */
  roundsPlayed: number;
  average: number | null;
  wins: number;
  tie?: { with: number[]; decidedBy: string | null };
  prize: boolean;
  poedel: boolean;
  withdrawn: boolean;
}

export interface Standings {
  event: string;
  uid: string;
  title: string;
  game: string;
  rules: string;
  kind: string;
  ranking: string;
  tieBreaks: string[];
  roundsPlanned: number;
  roundsDrawn: number;
  afterRound: number;
  provisional: boolean;
  openSheets: string[];
  missingSheets: string[];
  standings: Standing[];
  /** The game's lowest total wins (§2.2), so the ranking went by the lowest. */
  lowWins?: true;
}

/** Halves away from zero, in whole numbers: 12.5 → 13, −2.5 → −3 (tafel's statistics round so). */
export function roundHalfAway(sum: number, count: number): number {
  const q = Math.abs(sum) / count;
  return Math.sign(sum) * Math.floor(q + 0.5 + 1e-9);
}

/**
 * §4.2: what a bye or an absence scores, given the round's seated scores (each seated entrant once, at a table with a
 * score); null for none, and for any rule while the round has no score yet: a round drawn and not played yet counts
 * for nobody, a fixed score too (until 2026-12-08 `fixed:<n>` scored at once: docs/rules-notes.md).
 */
export function compensation(rule: string, seated: readonly number[]): number | null {
  if (rule === 'none' || seated.length === 0) return null;
  if (rule.startsWith('fixed:')) return Number(rule.slice(6));
  if (rule === 'average')
    return roundHalfAway(
      seated.reduce((a, b) => a + b, 0),
      seated.length,
    );
  const s = [...seated].sort((a, b) => a - b);
  const k = s.length;
  return Math.ceil((s[k - 1] + s[0] + s[Math.floor((k - 1) / 2)] + s[Math.ceil((k - 1) / 2)]) / 4);
}

/** The 2-decimal display of an average, halves away from zero. */
const shownAverage = (total: number, played: number): number | null =>
  played === 0 ? null : roundHalfAway(total * 100, played) / 100;

interface Row extends Standing {
  /** Round → score, of the rounds that gave him one: one not played yet, withdrawn or scoring nothing is not in it. */
  byRound: Map<number, number>;
  /** Whether he missed, withdrawn, a round some table of which has a score (a round nobody has played is no loss). */
  missed: boolean;
}

/** The seats an entrant holds at a table (a pair holds two). */
const seatsOf = (seats: readonly number[], no: number): number[] => seats.flatMap((x, s) => (x === no ? [s] : []));

/**
 * The standings after round `afterRound` (default: the last drawn). Every score is read from the
 * table sheets through `results`; bye and absent scores follow from the same round's seated scores.
 * Which way is better is the game's to say (§2.2): in a game whose lowest total wins (Jokeren) the
 * lowest round score wins a table, and the ranking and every tie-break go by the lowest.
 */
export function standings(
  event: EventData,
  results: Results,
  teams: boolean,
  afterRound = event.draws.length,
): Standings {
  const draws = event.draws.filter((d) => d.round <= afterRound);
  // A withdrawal counts from its round on, and the standings after the last round drawn count it at once, so his prize
  // passes on when he withdraws (unless the rounds were cut back before his): docs/rules-notes.md.
  const gone = afterRound < event.draws.length ? afterRound : Math.min(afterRound + 1, event.rounds);
  const sign = merit(gameById(event.game));
  const open: string[] = [];
  const missing: string[] = [];
  const rows: Row[] = event.entrants.map((e) => ({
    place: null,
    no: e.no,
    name: e.name,
    players: e.players ?? [e.name],
    rounds: [],
    total: 0,
    roundsPlayed: 0,
    average: null,
    wins: 0,
    prize: false,
    poedel: false,
    withdrawn: event.withdrawals.some((w) => w.no === e.no && w.fromRound <= gone),
    byRound: new Map(),
    missed: false,
  }));
  // Who sat opposite whom, per round, for head-to-head.
  const opponents = new Map<string, number[]>();
  // Whether any table has a score yet: before that nobody is placed (docs/rules-notes.md).
  let scored = false;
  for (const d of draws) {
    const seatedScores: number[] = [];
    let roundScored = false;
    const entries = new Map<number, RoundEntry>();
    for (const t of d.tables) {
      const res = results(t.sheet);
      if (res === undefined) missing.push(t.sheet);
      else if (!res.finished) open.push(t.sheet);
      const here = [...new Set(t.seats)];
      const score = (no: number): number => res!.scores[seatsOf(t.seats, no)[0]] ?? 0;
      // A table with nothing counted on it (or not on this device) is not played yet: its seats have no score, and
      // 0 against 0 is no win for anyone.
      const played = tableScored(res);
      scored ||= played;
      roundScored ||= played;
      const best = played ? Math.max(...here.map((no) => sign * score(no))) : 0;
      for (const no of here) {
        if (played) seatedScores.push(score(no));
        entries.set(no, {
          round: d.round,
          how: 'played',
          table: t.table,
          sheet: t.sheet,
          score: played ? score(no) : null,
          won: played ? sign * score(no) === best : null,
        });
      }
      for (const a of here) {
        for (const b of here) {
          if (a >= b) continue;
          // Partners (the same parity of seat in a team game) are not opponents; the two pairs of a pair table are.
          const partners =
            event.kind === 'individual' && teams && seatsOf(t.seats, a)[0] % 2 === seatsOf(t.seats, b)[0] % 2;
          if (partners) continue;
          opponents.set(`${a}:${b}`, [...(opponents.get(`${a}:${b}`) ?? []), d.round]);
        }
      }
    }
    for (const r of rows) {
      const entry: RoundEntry =
        entries.get(r.no) ??
        (d.byes.includes(r.no)
          ? { round: d.round, how: 'bye', score: compensation(event.bye, seatedScores) }
          : d.absent.includes(r.no)
            ? { round: d.round, how: 'absent', score: compensation(event.absent, seatedScores) }
            : { round: d.round, how: 'withdrawn', score: null });
      r.rounds.push(entry);
      if (entry.how === 'withdrawn' && roundScored) r.missed = true;
      // Played, or given a score for it (a bye, an absence): a round without a score yet waits, as does a bye or an
      // absence scored from a round with no score yet. A withdrawal and `none` score nothing: no round played, and none
      // a tie-break compares (until 2026-12-08 last-round and countback compared it as his 0: docs/rules-notes.md).
      if (entry.score === null) continue;
      r.byRound.set(d.round, entry.score);
      r.total += entry.score;
      r.roundsPlayed++;
      if (entry.won || entry.how === 'bye') r.wins++;
    }
  }
  for (const r of rows) r.average = shownAverage(r.total, r.roundsPlayed);

  // No places while a table is not on this device, nor before any table has a score (only the tie-breaks would
  // order everybody's 0, by name): then no tie decided anything either, and none is noted (until 2026-12-08 one was
  // while a table was not on this device). Nor has one who has played no round yet a place: those come after the
  // others, ranked among themselves, with no tie.
  const placed = missing.length === 0 && scored;
  const ordered = rank(
    rows.filter((r) => r.roundsPlayed > 0),
    event,
    opponents,
    afterRound,
    sign,
  );
  let before = 0;
  for (const group of ordered) {
    for (const r of group) r.place = placed ? before + 1 : null;
    before += group.length;
  }
  const waiting = rank(
    rows.filter((r) => r.roundsPlayed === 0),
    event,
    opponents,
    afterRound,
    sign,
  ).flat();
  for (const r of waiting) r.tie = undefined;
  const flat = [...ordered.flat(), ...waiting];
  if (placed) mark(flat, event.prizes, event.poedel);
  else for (const r of flat) r.tie = undefined;
  return {
    event: event.id,
    uid: event.uid,
    title: event.title,
    game: event.game,
    rules: event.rules,
    kind: event.kind,
    ranking: event.ranking,
    tieBreaks: event.tieBreaks,
    roundsPlanned: event.rounds,
    roundsDrawn: event.draws.length,
    afterRound: draws.length,
    provisional: open.length > 0 || missing.length > 0,
    openSheets: open,
    missingSheets: missing,
    standings: flat.map(({ byRound: _, missed: __, ...s }) => s),
    ...(sign < 0 ? { lowWins: true as const } : {}),
  };
}

/**
 * Whether the entrant missed a round of these standings by his withdrawal: one that has been played, some table of it
 * having a score. Drawn without him and not played yet, it is as unplayed for him as for everyone (rules-notes).
 */
const missed = (r: Row): boolean => r.missed;

/** −1 when a ranks above b on the ranking value, 1 below, 0 equal; `sign` is the game's merit (−1: lowest wins). */
function compareValue(a: Row, b: Row, event: EventData, sign: 1 | -1): number {
  // A withdrawn entrant who has missed a round ranks after all others under the average ranking (an average of
  // fewer rounds, review 14.18) and where fewer points are better (his missing rounds would lift him); in the
  // standings after the rounds he played he keeps his place, as under every ranking (docs/rules-notes.md).
  if ((event.ranking === 'average' || sign < 0) && missed(a) !== missed(b)) return missed(a) ? 1 : -1;
  // Who has played no round is ranked only with the others who have not (standings), 0 of 0 being equal.
  if (event.ranking === 'average') return sign * Math.sign(b.total * a.roundsPlayed - a.total * b.roundsPlayed);
  if (event.ranking === 'wins' && a.wins !== b.wins) return b.wins - a.wins;
  return sign * Math.sign(b.total - a.total);
}

/**
 * Splits a group by a key into ordered subgroups (better first: higher, or lower where `sign` is −1); a key that does
 * not separate gives one group.
 */
function split(group: Row[], key: string, opponents: Map<string, number[]>, afterRound: number, sign: 1 | -1): Row[][] {
  const byValue = (value: (r: Row) => number[]): Row[][] => {
    const vals = new Map(group.map((r) => [r, value(r)]));
    const cmp = (a: Row, b: Row) => {
      const x = vals.get(a)!;
      const y = vals.get(b)!;
      for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return y[i] - x[i];
      return 0;
    };
    const sorted = [...group].sort(cmp);
    const out: Row[][] = [];
    for (const r of sorted) {
      const last = out[out.length - 1];
      if (last && cmp(last[0], r) === 0) last.push(r);
      else out.push([r]);
    }
    return out;
  };
  // Scores as merits (the score, or minus it where lower wins): every key below prefers the larger.
  const score = (r: Row, round: number) => sign * r.byRound.get(round)!;
  // The rounds they have all played, the last first: a round one of them has not played (not yet, withdrawn, or a bye
  // or an absence that scores nothing) decides nothing.
  const rounds = Array.from({ length: afterRound }, (_, i) => afterRound - i).filter((round) =>
    group.every((r) => r.byRound.has(round)),
  );
  switch (key) {
    case 'last-round':
      return byValue((r) => rounds.slice(0, 1).map((round) => score(r, round)));
    case 'countback':
      return byValue((r) => rounds.map((round) => score(r, round)));
    case 'best-round':
      return byValue((r) => [Math.max(-Number.MAX_SAFE_INTEGER, ...[...r.byRound.values()].map((v) => sign * v))]);
    case 'head-to-head': {
      if (group.length !== 2) return [group];
      const [a, b] = [...group].sort((x, y) => x.no - y.no);
      const met = (opponents.get(`${a.no}:${b.no}`) ?? []).filter((round) => rounds.includes(round));
      if (met.length === 0) return [group];
      return byValue((r) => [met.reduce((sum, round) => sum + score(r, round), 0)]);
    }
    case 'name': {
      const sorted = [...group].sort((a, b) => {
        const x = fold(a.name);
        const y = fold(b.name);
        return x < y ? -1 : x > y ? 1 : a.no - b.no;
      });
      return sorted.map((r) => [r]);
    }
    default:
      return [group];
  }
}

/**
 * §4.3-§4.4 and review 14.7: by the ranking value, then each tie-break key in order on the group still
 * equal; what the list does not separate shares a place. Marks `tie` on every entrant of a group.
 */
function rank(
  rows: Row[],
  event: EventData,
  opponents: Map<string, number[]>,
  afterRound: number,
  sign: 1 | -1,
): Row[][] {
  const sorted = [...rows].sort((a, b) => compareValue(a, b, event, sign) || a.no - b.no);
  const groups: Row[][] = [];
  for (const r of sorted) {
    const last = groups[groups.length - 1];
    if (last && compareValue(last[0], r, event, sign) === 0) last.push(r);
    else groups.push([r]);
  }
  const places: Row[][] = [];
  for (const group of groups) {
    if (group.length === 1) {
      places.push(group);
      continue;
    }
    const decided = new Map<Row, string | null>();
    const breakTies = (g: Row[], keys: readonly string[]): Row[][] => {
      if (g.length === 1 || keys.length === 0) return [g];
      const parts = split(g, keys[0], opponents, afterRound, sign).map((p) => breakTies(p, keys.slice(1)));
      for (let i = 0; i < parts.length - 1; i++) {
        const lastPlace = parts[i][parts[i].length - 1];
        decided.set(lastPlace[lastPlace.length - 1], keys[0]);
      }
      return parts.flat();
    };
    const parts = breakTies(group, event.tieBreaks);
    for (const r of group)
      r.tie = { with: group.filter((o) => o !== r).map((o) => o.no), decidedBy: decided.get(r) ?? null };
    places.push(...parts);
  }
  return places;
}

const prizePlace = (prizes: string, place: number): boolean =>
  prizes === 'formule-van-4' ? place <= 4 || place % 4 === 0 : prizes !== 'none' && place <= Number(prizes);

/**
 * §4.5: prize places and the poedel; a withdrawn entrant keeps his place but gets neither, nor does one who played no
 * round (absent all night, nothing given for it). Both go to those who count, in their own order: a prize place is
 * the place among them, so a prize passes to the next in line, and the poedel is the last of them.
 */
function mark(rows: Standing[], prizes: string, poedel: boolean): void {
  const counting = rows.filter((r) => !r.withdrawn && r.roundsPlayed > 0);
  let place = 0;
  counting.forEach((r, i) => {
    // Those sharing a place share its prize.
    if (i === 0 || r.place !== counting[i - 1].place) place = i + 1;
    r.prize = prizePlace(prizes, place);
  });
  if (!poedel || counting.length === 0) return;
  const last = counting[counting.length - 1].place;
  for (const r of counting) if (r.place === last) r.poedel = true;
}

/**
 * An entrant by name or number (case and accents ignored), for the commands; a pair also by one of its players, or as
 * `--pairs` writes it ("Ann+Cis", in either order).
 */
export function findEntrant(entrants: readonly Entrant[], given: string): Entrant | undefined {
  if (/^\d+$/.test(given)) return entrants.find((e) => e.no === Number(given));
  const f = fold(given);
  const pair = (names: readonly string[]) =>
    names
      .map((p) => fold(p.trim()))
      .sort()
      .join('+');
  return entrants.find(
    (e) =>
      fold(e.name) === f ||
      e.players?.some((p) => fold(p) === f) ||
      (e.players !== undefined && pair(e.players) === pair(given.split('+'))),
  );
}
