import type { Text } from '../../core/errors.js';
import type { EventFacts, EventKind } from '../../core/manifest.js';
import { GAMES } from '../../games/index.js';

/*
 * The stored inputs of an event and a season (events.md §2.1, §9.1, §9.5): the shape of the files in events/ and
 * seasons/, the limits their decoder holds them to, and how a stored plan is read (who sits at a seat, which sheet a
 * table has). Below event/, so that the store reads, checks and writes them; the club's logic over them (the draw,
 * standings, seasons) is src/event/. Everything else is derived.
 */

export type Kind = EventKind;
export type Seating = 'draw' | 'movement' | 'ranked';
export type Ranking = 'total' | 'average' | 'wins';

export interface Entrant {
  no: number;
  name: string;
  /** A pair: its two players, the first-named sits at the lower seat. */
  players?: string[];
}

export interface TablePlan {
  table: number;
  sheet: string;
  /** Per seat, the entrant number sitting there (a pair's number at both its seats). */
  seats: number[];
}

export interface Draw {
  round: number;
  seed: number;
  /**
   * The draw's version (review 14.21): a later, better draw never breaks `plan --verify` of old events. 2 (2026-12-07):
   * an absent round counts as a sit-out in the order of the byes; 1 counted the byes alone.
   */
  algorithm: 1 | 2;
  drawnAt: string;
  absent: number[];
  byes: number[];
  tables: TablePlan[];
}

export interface Withdrawal {
  no: number;
  fromRound: number;
  reason?: string;
}

export interface Rename {
  from: string;
  to: string;
  revision: number;
}

export interface EventData {
  format: 'tafel-event';
  schemaVersion: 1;
  id: string;
  uid: string;
  title: string;
  createdAt: string;
  /** The device that ran `event new` (review 14.2): only it changes the event file. */
  origin: string;
  /** 1 at `event new`, +1 on every change of the event file. */
  revision: number;
  game: string;
  rules: string;
  set: Record<string, string>;
  /** Deals per round, or 'none' (the table ends by its target or `tafel finish`). */
  deals: number | 'none';
  kind: Kind;
  tableSize: number;
  rounds: number;
  seating: Seating;
  seed: number;
  bye: string;
  absent: string;
  ranking: Ranking;
  tieBreaks: string[];
  prizes: string;
  poedel: boolean;
  entrants: Entrant[];
  withdrawals: Withdrawal[];
  renames: Rename[];
  draws: Draw[];
  finished: boolean;
  season?: string;
}

export interface SeasonData {
  format: 'tafel-season';
  schemaVersion: 1;
  id: string;
  uid: string;
  title: string;
  createdAt: string;
  game: string;
  kind: Kind;
  nights: number | null;
  best: number | null;
  minNights: number;
  excused: number | null;
  tieBreaks: string[];
  events: string[];
  excusals: { event: string; name: string }[];
}

/** An event or season file read, or why it cannot be (files.ts eachRead: `event list`, `season list`). */
export type ReadOrWhy<T> = { id: string } & ({ data: T } | { error: Text });

export const TIE_BREAK_KEYS = ['last-round', 'countback', 'best-round', 'head-to-head', 'name'];
export const SEASON_TIE_BREAK = /^(last:[1-9]\d{0,2}|played|last-night|name)$/;

export const EVENT_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
export const TABLE_SHEET = /^(.+)-r([1-9]\d*)-t([1-9]\d*)$/;
export const MAX_ROUNDS = 30;
/** The smallest table of any game (Jokeren: three); each game lists its own sizes (its manifest's `event`). */
export const MIN_TABLE = 3;

export const tableSheetId = (event: string, round: number, table: number): string => `${event}-r${round}-t${table}`;

/**
 * What the event's game allows in an event (events.md §2.2), asked of the game (its manifest's
 * `event`); undefined when the game has no events or is not known (a hand-edited file).
 */
export function factsOf(game: string): EventFacts | undefined {
  const g = GAMES.find((m) => m.id === game);
  return g === undefined || 'none' in g.event ? undefined : g.event;
}

/** The games that have events, in the list's order. */
export const eventGames = (): string[] => GAMES.flatMap((g) => ('none' in g.event ? [] : [g.id]));

/** Valid compensation rules: fixed:<n>, average, mean-of-4, none. */
export const COMPENSATION = /^(fixed:-?\d{1,9}|average|mean-of-4|none)$/;

/** The players of an entrant: his own name, or the pair's two. */
export const playersOf = (e: Entrant): string[] => e.players ?? [e.name];

/** The players of a table in seat order: a pair's first-named player at its lower seat. */
export function seatPlayers(event: EventData, seats: readonly number[]): string[] {
  const used = new Map<number, number>();
  return seats.map((no) => {
    const k = used.get(no) ?? 0;
    used.set(no, k + 1);
    return playersOf(event.entrants[no - 1])[k];
  });
}
