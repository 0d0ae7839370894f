import { refused } from '../core/errors.js';
import { fold, merit } from '../core/players.js';
import { gameById } from '../games/index.js';
import type { SeasonData } from '../store/events/data.js';

/* Season standings (events.md §5, review 14.4): best N of M nights, excused nights; the events that may join. Pure. */

/** One night as the season reads it: each entrant's event total, by his name(s). */
export interface Night {
  event: string;
  finished: boolean;
  /** Whether a table of it has a score (tableScored); a night without is not played yet and counts for nobody. */
  scored: boolean;
  /** `total` null: no score of his own yet (his table not played yet), so the night is not played yet for him. */
  entrants: { name: string; players: string[]; total: number | null }[];
}

export interface NightEntry {
  event: string;
  how: 'played' | 'upcoming' | 'excused' | 'missed';
  score: number | null;
  inBest: boolean;
}

export interface SeasonStanding {
  place: number | null;
  name: string;
  nights: NightEntry[];
  best: number;
  played: number;
  nightsCounted: number;
  qualified: boolean;
  tie?: { with: string[]; decidedBy: string | null };
}

export interface SeasonStandings {
  season: string;
  title: string;
  game: string;
  kind: string;
  /** The nights planned (`--nights`), or null when open-ended. */
  nights: number | null;
  best: number | null;
  minNights: number;
  excused: number | null;
  tieBreaks: string[];
  events: string[];
  provisional: boolean;
  standings: SeasonStanding[];
  /** The game's lowest total wins, so the best nights are the lowest. */
  lowWins?: true;
}

/** What a night of another rule set is refused for: `season add`, `event new --season` or `event set rules=`. */
export type RulesFix = 'join' | 'new' | 'set';

/**
 * Refuses events that cannot be nights of the season (`season add`, `event new --season`): of another game or kind,
 * of another rule set than its nights (checkRules), or past its `--nights`, the nights it plans: its standings are the
 * best N of those M, and `--best` and `--min-nights` were checked against M (decision 2026-12-06; a fifth night of four
 * was taken silently). `night`: an event of the season by its id.
 */
export function checkJoin(
  season: SeasonData,
  events: readonly { id: string; game: string; kind: string; rules: string }[],
  night: (id: string) => { id: string; rules: string },
  fix: RulesFix,
): void {
  const other = events.find((e) => e.game !== season.game || e.kind !== season.kind);
  if (other)
    throw refused((t) =>
      t.event.seasonOther(season.id, season.game, t.event.kindName(season.kind), other, t.event.kindName(other.kind)),
    );
  checkRules(season, season.events.map(night), events, fix);
  const total = season.events.length + events.length;
  if (season.nights !== null && total > season.nights)
    throw refused((t) => t.event.seasonFull(season.id, season.nights!, events.map((e) => e.id).join(', '), total));
}

/**
 * Refuses a night of another rule set than the season's `nights` (decision 2026-12-07): the season adds the nights'
 * totals, which under two rule sets are not comparable (Kleurenwiezen lodige, not zero-sum, beside whisthub's
 * zero-sum). The season's rule set is its first night's; the refusal names it, those nights and the way on.
 */
export function checkRules(
  season: SeasonData,
  nights: readonly { id: string; rules: string }[],
  events: readonly { id: string; rules: string }[],
  fix: RulesFix,
): void {
  const all = [...nights, ...events];
  const rules = all[0]?.rules;
  const other = events.find((e) => e.rules !== rules);
  if (other === undefined) return;
  const same = all.filter((e) => e.rules === rules).map((e) => e.id);
  throw refused((t) => t.event.seasonRules(season.id, season.game, rules, same.join(', '), other, fix));
}

/**
 * Who an entrant is to the season, the one identity its standings, `season excuse` and `season add` go by: a pair is
 * the same pair in either order of its two names; a player is his name without case or accents.
 */
export const keyOf = (players: readonly string[]): string => players.map(fold).sort().join('+');

/**
 * The players a name of the season names: a pair's two, written as the standings write it ("Ann & Bert") or as
 * `--pairs` takes it ("Ann+Bert"); else one (a player's name has neither & nor +).
 */
export const playersOf = (name: string): string[] => name.split(/&|\+/);

/** Who a name of the season names: "Bert & Ann", "ann+bert" and "Ann & Bert" are one pair. */
export const nameKey = (name: string): string => keyOf(playersOf(name));

/**
 * The season's standings. Better is what the game says (events.md §2.2): where the lowest total wins
 * (Jokeren) the best N nights are the N lowest, and the ranking and the tie-breaks go by the lowest.
 */
export function seasonStandings(season: SeasonData, nights: readonly Night[]): SeasonStandings {
  // Compared as merits: the score, or minus it where lower wins, so that larger is always better.
  const sign = merit(gameById(season.game));
  const people = new Map<string, { name: string; entries: NightEntry[] }>();
  nights.forEach((night, i) => {
    for (const e of night.entrants) {
      const k = keyOf(e.players);
      if (!people.has(k)) people.set(k, { name: e.name, entries: [] });
      // Played by him once he has a score of his own: a table of the night played by others is none of his yet.
      people.get(k)!.entries[i] =
        night.scored && e.total !== null
          ? { event: night.event, how: 'played', score: e.total, inBest: false }
          : { event: night.event, how: 'upcoming', score: null, inBest: false };
    }
  });
  for (const x of season.excusals) {
    const k = nameKey(x.name);
    const i = nights.findIndex((n) => n.event === x.event);
    if (i < 0) continue;
    if (!people.has(k)) people.set(k, { name: x.name, entries: [] });
    const p = people.get(k)!;
    // An entrant of the night is not excused: his score counts, or will once it is played. The excused points count
    // once the night has a score, as everybody's.
    if (!p.entries[i])
      p.entries[i] = { event: x.event, how: 'excused', score: nights[i].scored ? season.excused : null, inBest: false };
  }
  const rows: (SeasonStanding & { scores: (number | null)[] })[] = [];
  for (const p of people.values()) {
    // Not an entrant of a night: missed once it has a score; before, it is not played yet, for him as for everybody.
    const entries = nights.map(
      (n, i) =>
        p.entries[i] ?? {
          event: n.event,
          how: n.scored ? ('missed' as const) : ('upcoming' as const),
          score: null,
          inBest: false,
        },
    );
    const counted = entries.map((e, i) => ({ e, i })).filter(({ e }) => e.score !== null);
    // The N best (highest, or lowest where lower wins); on equal scores at the edge the later night counts (§9.5).
    const chosen = [...counted]
      .sort((a, b) => sign * (b.e.score! - a.e.score!) || b.i - a.i)
      .slice(0, season.best ?? counted.length);
    for (const c of chosen) c.e.inBest = true;
    rows.push({
      place: null,
      name: p.name,
      nights: entries,
      best: chosen.reduce((s, c) => s + c.e.score!, 0),
      played: entries.filter((e) => e.how === 'played').reduce((s, e) => s + e.score!, 0),
      nightsCounted: counted.length,
      qualified: counted.length >= season.minNights,
      scores: entries.map((e) => e.score),
    });
  }
  // In a tie-break a night without a score (missed, or excused without points) counts as 0, or as the night's worst
  // score where one was worse than 0 (a negative night of a zero-sum game; any night where the lowest total wins): a
  // night stayed away from never beats one played. Where scores are never below 0 (Klaverjassen) that is the 0 of
  // events.md §9.5.
  const floor = nights.map((_, i) =>
    Math.min(0, ...rows.flatMap((r) => (r.scores[i] === null ? [] : [sign * r.scores[i]!]))),
  );
  // A night one of the tied has not played yet (`skip`) decides nothing between them yet: 0 for each, as a night
  // nobody has played yet.
  type R = (typeof rows)[number];
  const scoreAt = (r: R, i: number, skip: Set<number>): number => (skip.has(i) ? 0 : (r.scores[i] ?? sign * floor[i]));
  const last = (r: R, k: number, skip: Set<number>): number =>
    r.scores.reduce<number>((s, _, i) => (i >= r.scores.length - k ? s + scoreAt(r, i, skip) : s), 0);
  // Points played: the nights played, each other night at its floor (0 where no score is below 0).
  const played = (r: R, skip: Set<number>): number =>
    r.nights.reduce<number>((s, e, i) => s + (skip.has(i) ? 0 : e.how === 'played' ? e.score! : sign * floor[i]), 0);
  const key = (r: R, tb: string, skip: Set<number>): number[] | string => {
    if (tb.startsWith('last:')) return [last(r, Number(tb.slice(5)), skip)];
    if (tb === 'played') return [played(r, skip)];
    if (tb === 'last-night') return r.scores.map((_, i) => scoreAt(r, i, skip)).reverse();
    return fold(r.name);
  };
  const cmpKey = (a: R, b: R, tb: string, skip: Set<number>): number => {
    const x = key(a, tb, skip);
    const y = key(b, tb, skip);
    if (typeof x === 'string' || typeof y === 'string') return x < y ? -1 : x > y ? 1 : 0;
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return sign * (y[i] - x[i]);
    return 0;
  };
  const qualified = rows.filter((r) => r.qualified).sort((a, b) => sign * (b.best - a.best));
  const ordered: typeof rows = [];
  let before = 0;
  for (let i = 0; i < qualified.length; ) {
    let j = i;
    while (j < qualified.length && qualified[j].best === qualified[i].best) j++;
    const group = qualified.slice(i, j);
    const skip = new Set(nights.flatMap((_, n) => (group.some((r) => r.nights[n].how === 'upcoming') ? [n] : [])));
    const sorted = [...group].sort((a, b) => {
      for (const tb of season.tieBreaks) {
        const c = cmpKey(a, b, tb, skip);
        if (c !== 0) return c;
      }
      return 0;
    });
    sorted.forEach((r, k) => {
      const prev = sorted[k - 1];
      const shares = prev && season.tieBreaks.every((tb) => cmpKey(prev, r, tb, skip) === 0);
      r.place = shares ? prev.place : before + k + 1;
      if (group.length > 1) {
        const next = sorted[k + 1];
        const decidedBy = next ? (season.tieBreaks.find((tb) => cmpKey(r, next, tb, skip) !== 0) ?? null) : null;
        r.tie = { with: group.filter((o) => o !== r).map((o) => o.name), decidedBy };
      }
    });
    ordered.push(...sorted);
    before += group.length;
    i = j;
  }
  ordered.push(
    ...rows
      .filter((r) => !r.qualified)
      .sort((a, b) => sign * (b.best - a.best) || (fold(a.name) < fold(b.name) ? -1 : 1)),
  );
  return {
    season: season.id,
    title: season.title,
    game: season.game,
    kind: season.kind,
    nights: season.nights,
    best: season.best,
    minNights: season.minNights,
    excused: season.excused,
    tieBreaks: season.tieBreaks,
    events: season.events,
    provisional: nights.some((n) => !n.finished) || (season.nights !== null && nights.length < season.nights),
    standings: ordered.map(({ scores: _, ...s }) => s),
    ...(sign < 0 ? { lowWins: true as const } : {}),
  };
}
