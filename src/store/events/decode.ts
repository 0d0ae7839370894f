import { unsafeChar } from '../../core/players.js';
import { isRecord } from '../../core/own.js';
import { isTime } from '../../core/time.js';
import type { Text } from '../../core/errors.js';
import { say } from '../../i18n/index.js';
import { corrupt } from '../files.js';
import { lineAt, scanJson } from '../json.js';
import {
  COMPENSATION,
  EVENT_ID,
  eventGames,
  factsOf,
  MAX_ROUNDS,
  MIN_TABLE,
  TIE_BREAK_KEYS,
  SEASON_TIE_BREAK,
  type EventData,
  type SeasonData,
} from './data.js';

/* An event or season file is read strictly, like a sheet file (§9.1): a wrong field makes it corrupt, never
   repaired. */

type Raw = Record<string, unknown>;
const isInt = (v: unknown, min = -Infinity, max = Infinity): boolean =>
  Number.isSafeInteger(v) && (v as number) >= min && (v as number) <= max;
const isText = (v: unknown, max = 200): boolean =>
  typeof v === 'string' && v.length <= max && unsafeChar(v) === undefined;
const isNos = (v: unknown, n: number): boolean => Array.isArray(v) && v.every((x) => isInt(x, 1, n));
const HEX16 = /^[0-9a-f]{16}$/;

const EVENT_KEYS: Record<string, (v: unknown, e: Raw) => boolean> = {
  format: (v) => v === 'tafel-event',
  schemaVersion: (v) => v === 1,
  id: (v) => typeof v === 'string' && EVENT_ID.test(v),
  uid: (v) => typeof v === 'string' && HEX16.test(v),
  title: (v) => isText(v, 80),
  createdAt: isTime,
  origin: (v) => typeof v === 'string' && HEX16.test(v),
  revision: (v) => isInt(v, 1),
  game: (v) => typeof v === 'string',
  rules: (v) => typeof v === 'string',
  set: (v) => isRecord(v) && Object.values(v).every((x) => typeof x === 'string'),
  deals: (v) => v === 'none' || isInt(v, 1, 100),
  kind: (v) => v === 'individual' || v === 'pairs',
  tableSize: (v) => isInt(v, MIN_TABLE, 6),
  rounds: (v) => isInt(v, 1, MAX_ROUNDS),
  seating: (v) => v === 'draw' || v === 'movement' || v === 'ranked',
  seed: (v) => isInt(v, 0, 4294967295),
  bye: (v) => typeof v === 'string' && COMPENSATION.test(v),
  absent: (v) => typeof v === 'string' && COMPENSATION.test(v),
  ranking: (v) => v === 'total' || v === 'average' || v === 'wins',
  tieBreaks: (v) => Array.isArray(v) && v.every((k) => TIE_BREAK_KEYS.includes(k as string)),
  prizes: (v) => typeof v === 'string' && /^(none|formule-van-4|[1-9]\d{0,2})$/.test(v),
  poedel: (v) => typeof v === 'boolean',
  entrants: (v) =>
    Array.isArray(v) &&
    v.every(
      (x, i) =>
        isRecord(x) &&
        x.no === i + 1 &&
        isText(x.name, 100) &&
        Object.keys(x).every((k) => ['no', 'name', 'players'].includes(k)) &&
        (x.players === undefined ||
          (Array.isArray(x.players) && x.players.length === 2 && x.players.every((p) => isText(p, 40)))),
    ),
  withdrawals: (v, e) =>
    Array.isArray(v) &&
    v.every(
      (w) =>
        isRecord(w) &&
        isInt(w.no, 1, (e.entrants as unknown[]).length) &&
        isInt(w.fromRound, 1, MAX_ROUNDS + 1) &&
        (w.reason === undefined || isText(w.reason)),
    ),
  renames: (v) =>
    Array.isArray(v) && v.every((r) => isRecord(r) && isText(r.from, 40) && isText(r.to, 40) && isInt(r.revision, 1)),
  draws: (v, e) =>
    Array.isArray(v) &&
    v.every((d, i) => {
      const n = (e.entrants as unknown[]).length;
      return (
        isRecord(d) &&
        d.round === i + 1 &&
        isInt(d.seed, 0, 4294967295) &&
        (d.algorithm === 1 || d.algorithm === 2) &&
        isTime(d.drawnAt) &&
        isNos(d.absent, n) &&
        isNos(d.byes, n) &&
        Array.isArray(d.tables) &&
        // Tables keep their numbers, in order; a movement's table whose stationary pair is absent or withdrawn is
        // left out (events.md §3.3), so a round may skip a number.
        d.tables.every(
          (t, k, all) =>
            isRecord(t) &&
            isInt(t.table, k + 1) &&
            (k === 0 || (t.table as number) > ((all[k - 1] as { table: number }).table ?? 0)) &&
            typeof t.sheet === 'string' &&
            isNos(t.seats, n),
        )
      );
    }),
  finished: (v) => typeof v === 'boolean',
  season: (v) => v === undefined || (typeof v === 'string' && EVENT_ID.test(v)),
};

const OPTIONAL = new Set(['season']);

export function checkEvent(v: unknown): string | undefined {
  if (!isRecord(v)) return 'the file';
  if (v.schemaVersion !== undefined && isInt(v.schemaVersion) && (v.schemaVersion as number) > 1)
    return 'schemaVersion';
  for (const k of Object.keys(v)) if (!Object.hasOwn(EVENT_KEYS, k)) return k;
  for (const [k, ok] of Object.entries(EVENT_KEYS)) {
    if (!(k in v) && !OPTIONAL.has(k)) return k;
    if (k === 'withdrawals' || k === 'draws') if (!EVENT_KEYS.entrants(v.entrants, v)) return 'entrants';
    if (!ok(v[k], v)) return k;
  }
  return undefined;
}

/**
 * Why an event's game is none an event can have (a hand edit: "schaak", or Zwikken, which has none), with the games
 * that have them; undefined when it is one. The reader refuses such a file, and both imports such an event.
 */
export function gameWhy(e: Pick<EventData, 'game'>): Text | undefined {
  if (factsOf(e.game) !== undefined) return undefined;
  return say((t) => t.event.gameWithoutEvents(e.game, eventGames().join(', ')));
}

/** The field a check found (`schemaVersion`: a newer tafel wrote the file), refused naming the file. */
function refuseField(file: string, bad: string | undefined): void {
  if (bad === 'schemaVersion')
    throw corrupt(
      file,
      say((t) => t.event.newerFile),
      'too-new',
    );
  if (bad !== undefined)
    throw corrupt(
      file,
      say((t) => t.event.fieldNotWritten(bad)),
    );
}

export function decodeEvent(text: string, file: string, id?: string): EventData {
  const v = parseStrict(text, file);
  refuseField(file, checkEvent(v));
  const e = v as unknown as EventData;
  // Refused here, by the reader every command and doctor read through: until 2026-12-08 an event edited to "schaak"
  // was read, listed, written again by `event add`, and said only as Unknown game "schaak", without the file.
  const game = gameWhy(e);
  if (game) throw corrupt(file, game);
  if (id !== undefined && e.id !== id)
    throw corrupt(
      file,
      say((t) => t.event.otherId(e.id, id)),
    );
  return e;
}

const SEASON_KEYS: Record<string, (v: unknown) => boolean> = {
  format: (v) => v === 'tafel-season',
  schemaVersion: (v) => v === 1,
  id: (v) => typeof v === 'string' && EVENT_ID.test(v),
  uid: (v) => typeof v === 'string' && HEX16.test(v),
  title: (v) => isText(v, 80),
  createdAt: isTime,
  // A game with events, as `season new --game` takes it: its standings ask the game which total is better.
  game: (v) => typeof v === 'string' && factsOf(v) !== undefined,
  kind: (v) => v === 'individual' || v === 'pairs',
  nights: (v) => v === null || isInt(v, 1, 1000),
  best: (v) => v === null || isInt(v, 1, 1000),
  minNights: (v) => isInt(v, 0, 1000),
  excused: (v) => v === null || isInt(v, -1e9, 1e9),
  tieBreaks: (v) => Array.isArray(v) && v.every((k) => typeof k === 'string' && SEASON_TIE_BREAK.test(k)),
  // Each night once: a night given twice would be counted twice (`season add` adds a night again as no change).
  events: (v) =>
    Array.isArray(v) && v.every((x) => typeof x === 'string' && EVENT_ID.test(x)) && new Set(v).size === v.length,
  excusals: (v) =>
    Array.isArray(v) && v.every((x) => isRecord(x) && typeof x.event === 'string' && isText(x.name, 100)),
};

/** The first field of a season that tafel would not have written so: `schemaVersion` when a newer one wrote it. */
export function checkSeason(v: Record<string, unknown>): string | undefined {
  if (isInt(v.schemaVersion) && (v.schemaVersion as number) > 1) return 'schemaVersion';
  return (
    Object.keys(v).find((k) => !Object.hasOwn(SEASON_KEYS, k)) ??
    Object.entries(SEASON_KEYS).find(([k, ok]) => !ok(v[k]))?.[0]
  );
}

export function decodeSeason(text: string, file: string, id: string): SeasonData {
  const v = parseStrict(text, file);
  if (!isRecord(v))
    throw corrupt(
      file,
      say((t) => t.event.notAnObject),
    );
  refuseField(file, checkSeason(v));
  const s = v as unknown as SeasonData;
  if (s.id !== id)
    throw corrupt(
      file,
      say((t) => t.event.otherId(s.id, id)),
    );
  return s;
}

/** Parses an event-room JSON file with the store's checks: no duplicate keys, no deep nesting. */
export function parseStrict(text: string, file: string): unknown {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const scan = scanJson(body, true);
  if (scan?.kind === 'deep')
    throw corrupt(
      file,
      say((t) => t.event.tooDeep),
    );
  if (scan?.kind === 'duplicate')
    throw corrupt(
      file,
      say((t) => t.store.holdsKeyTwice(lineAt(body, scan.at))),
    );
  try {
    return JSON.parse(body);
  } catch {
    throw corrupt(
      file,
      say((t) => t.event.notJson),
    );
  }
}
