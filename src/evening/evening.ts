import { byCode } from '../store/paths.js';
import { StorageError } from '../core/errors.js';
import { fold } from '../core/players.js';
import type { Game } from '../core/game.js';
import { eveningDate } from '../sheet/sheet.js';
import type { SheetData, SheetView } from '../sheet/sheet.js';
import { say, type Text, texts } from '../i18n/index.js';

/** A sheet read from the data directory, with its replayed view and its game. */
export interface LoadedSheet {
  data: SheetData;
  view: SheetView;
  game: Game;
}

/**
 * The evening a sheet belongs to: the local date on which it was started, or the date before for a sheet begun
 * after midnight and before 06:00 (sheet/sheet.ts eveningDate), as its id already says (sheet/build.ts).
 */
export function eveningOf(createdAt: string): string {
  return eveningDate(new Date(createdAt));
}

/** A real calendar date written YYYY-MM-DD (2026-02-30 is refused). */
export function isEveningDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

export interface Evening {
  date: string;
  /** Oldest first: the order in which they were played. */
  sheets: LoadedSheet[];
}

/**
 * What an evening's totals and settlement read of a sheet: its players, totals and game, not its deals
 * (a streamed export keeps only this of the sheets already written).
 */
export interface SheetTotals {
  data: Pick<SheetData, 'id' | 'event'> & { closed?: boolean };
  view: Pick<SheetView, 'id' | 'players' | 'totals'> & { teams?: unknown; pot?: unknown };
  game: Game;
}

/** An evening as its totals and settlement see it. */
export interface EveningTotals {
  date: string;
  sheets: readonly SheetTotals[];
}

/** Only what `SheetTotals` reads of a sheet, so that its deals and view can go. */
export const totalsOf = ({ data, view, game }: SheetTotals): SheetTotals => ({
  data: {
    id: data.id,
    ...(data.event !== undefined ? { event: data.event } : {}),
    ...(data.closed ? { closed: true } : {}),
  },
  view: { id: view.id, players: view.players, totals: view.totals, teams: view.teams, pot: view.pot },
  game,
});

/**
 * Where a sheet comes in the order its players' spellings are taken (PlayerNames): by its start, then its id, as
 * `eveningsOf` orders an evening's sheets, so that `stats` names a player as `settle` and the exports do.
 */
export const sheetRank = (createdAt: string, id = ''): string => `${createdAt}\u0000${id}`;

/** Groups sheets by evening, evenings oldest first, sheets within an evening in playing order. */
export function eveningsOf(sheets: readonly LoadedSheet[]): Evening[] {
  const byDate = new Map<string, LoadedSheet[]>();
  const sorted = [...sheets].sort((a, b) => byCode(a.data.createdAt, b.data.createdAt) || byCode(a.data.id, b.data.id));
  for (const s of sorted) {
    const date = eveningOf(s.data.createdAt);
    byDate.set(date, [...(byDate.get(date) ?? []), s]);
  }
  return [...byDate.entries()].sort(([a], [b]) => byCode(a, b)).map(([date, list]) => ({ date, sheets: list }));
}

/**
 * The same person on several sheets: names match case- and accent-insensitively ("ann" and "Ann"),
 * as on the command line. A player is shown as first written: the spelling of the sheet started first when each name
 * comes with its sheet's `rank` (its start, then its id: `sheetRank`), else the first spelling seen.
 */
export class PlayerNames {
  private readonly shown = new Map<string, string>();
  /** The rank of the sheet each shown spelling comes from, when given. */
  private readonly from = new Map<string, string>();
  // Each name as it was written, folded once: the same few names come on every sheet (fold normalizes Unicode).
  private readonly keyOf = new Map<string, string>();

  /** The player a name is, without taking its spelling for him. */
  key(name: string): string {
    let key = this.keyOf.get(name);
    if (key === undefined) {
      key = fold(name);
      this.keyOf.set(name, key);
    }
    return key;
  }

  add(name: string, rank?: string): string {
    const key = this.key(name);
    const since = this.from.get(key);
    if (!this.shown.has(key) || (rank !== undefined && since !== undefined && rank < since)) {
      this.shown.set(key, name);
      if (rank !== undefined) this.from.set(key, rank);
    }
    return key;
  }

  name(key: string): string {
    return this.shown.get(key) ?? key;
  }

  keys(): string[] {
    return [...this.shown.keys()];
  }

  names(): string[] {
    return [...this.shown.values()];
  }
}

/** Money views carry currency units (cents / 100); sums are made in whole cents so 0.1 + 0.2 stays 0.30. */
export const toCents = (units: number): number => Math.round(units * 100);

/** A player's amount in the game's own unit: points, or whole cents for a money game. */
export const amountOf = (game: Game, value: number): number => (game.unit === 'money' ? toCents(value) : value);

/** Each player's totals per game over some sheets (points, or cents for a money game). */
export interface GameTotals {
  players: PlayerNames;
  games: { id: string; unit: Game['unit'] }[];
  /** player key -> game id -> total (points or cents); absent when the player did not play that game. */
  totals: Map<string, Map<string, number>>;
  /** The events whose table sheets were left out. */
  events: string[];
}

/**
 * The totals of an evening's own sheets: a club night's table sheets are ranked by their event and never paid
 * out (review 14.22), so they are left out here as the settlement leaves them out, and their events named.
 */
export function totalsPerGame(all: readonly SheetTotals[]): GameTotals {
  const players = new PlayerNames();
  const games: GameTotals['games'] = [];
  const totals = new Map<string, Map<string, number>>();
  const events = [...new Set(all.flatMap((s) => (s.data.event ? [s.data.event.id] : [])))];
  for (const { view, game } of all.filter((s) => s.data.event === undefined)) {
    if (!games.some((g) => g.id === game.id)) games.push({ id: game.id, unit: game.unit });
    for (const p of view.players) {
      const key = players.add(p);
      const row = totals.get(key) ?? new Map<string, number>();
      row.set(game.id, (row.get(game.id) ?? 0) + amountOf(game, view.totals[p]));
      totals.set(key, row);
    }
  }
  return { players, games, totals, events };
}

/** A sheet file that could not be read or replayed: skipped by the evening commands, never a crash. */
export interface Skipped {
  id: string;
  error: Text;
}

/**
 * When every sheet a command would use is unreadable, "no sheets" would send the user to start one: each is warned of
 * as any skipped sheet is (the shell says `skipped` first, docs/reliability.md), then this refusal says that nothing
 * was done (exit 1). Until 2026-12-07 one sheet's reason, or the list of ids, was the refusal, with no warning.
 */
export class NoneRead extends StorageError {
  constructor(
    readonly skipped: readonly Skipped[],
    what: 'export' | 'settle' | 'stats',
  ) {
    super(
      say((t) => t.evening.noneRead(what, skipped.length)),
      'unreadable',
    );
  }
}

/** The refusal when every sheet of `skipped` was skipped and none is left; undefined when none was. */
export function noneReadable(skipped: readonly Skipped[], what: 'export' | 'settle' | 'stats'): NoneRead | undefined {
  return skipped.length === 0 ? undefined : new NoneRead(skipped, what);
}

/**
 * Reads the given sheets through `read` (the store) and replays them; a sheet that fails either way
 * is listed in `skipped` with its reason so the command can warn and carry on with the others.
 */
export function loadSheets(
  ids: readonly string[],
  read: (id: string) => SheetData,
  replayed: (data: SheetData) => LoadedSheet,
): { sheets: LoadedSheet[]; skipped: Skipped[] } {
  const sheets: LoadedSheet[] = [];
  const skipped: Skipped[] = [];
  for (const id of ids) {
    try {
      sheets.push(replayed(read(id)));
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      skipped.push({ id, error: (e as { text?: Text }).text ?? texts(() => message) });
    }
  }
  return { sheets, skipped };
}

/**
 * The evening a command line names: a date written YYYY-MM-DD, or `today` / `yesterday` (also
 * `vandaag` / `gisteren`): this evening, which runs until 06:00 (eveningDate), and the one before.
 * Undefined when the text is none of these.
 */
export function eveningArg(text: string, now: Date): string | undefined {
  const t = text.trim().toLowerCase();
  if (t === 'today' || t === 'vandaag') return eveningDate(now);
  if (t === 'yesterday' || t === 'gisteren') return eveningDate(now, 1);
  return isEveningDate(t) ? t : undefined;
}
