import type { DealInput, Game, Lang, SheetConfig } from '../core/game.js';
import type { Text } from '../core/errors.js';
import { leaders } from '../core/players.js';
import { say } from '../i18n/index.js';
import { type Origin, originOk, RECENT_IDS, SUBMISSION_ID } from './origin.js';

/** The local calendar date, YYYY-MM-DD: a sheet's id and its evening both use it. */
export const localDate = (d: Date): string =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

export const SCHEMA_VERSION = 1;
/** Schema 2 = schema 1 plus the `event` field; written only for the table sheets of an event (events.md §9.2). */
export const TABLE_SCHEMA = 2;

/** What a sheet file holds: inputs only. Everything else is recomputed by `replay`. */
export interface SheetData {
  schemaVersion: number;
  id: string;
  game: string;
  rules: string;
  title: string;
  createdAt: string;
  players: string[];
  /** Seat of the first dealer. */
  firstDealer: number;
  /** The sheet's own --set values (house rules), as typed. */
  set: Record<string, string>;
  /** Zwikken: the stake in cents. */
  stakeCents?: number;
  deals: DealInput[];
  /** Closed by `tafel finish`. */
  closed: boolean;
  /** Zwikken `finish --share-pot`: the pot was shared out when the sheet was closed. */
  sharePot?: boolean;
  /** A note per deal (`record --note`), by deal number. */
  notes?: Record<string, string>;
  /**
   * Who dealt a deal, by deal number: a seat (`record --dealer`, `tafel dealer` for the next deal).
   * The rotation continues from there.
   */
  dealers?: Record<string, number>;
  /** Correction rows (`tafel correct`), in the order they were written. */
  corrections?: Correction[];
  /** Rows taken off by `undo`, the last one last: `redo` puts them back until the next record. */
  undone?: UndoneRow[];
  /** A table sheet of an event (schema 2): which event, round and table it is. */
  event?: { id: string; uid: string; round: number; table: number };
  /**
   * Deals recorded from a scorer's phone (`tafel serve --scorer`), by deal number: when, and the submission's id, so a
   * retried submission is recognised (scorer.md §3).
   */
  origins?: Record<string, Origin>;
  /** The ids of the last phone writes that made no row (undo, redo, finish), at most RECENT_IDS, the last one last. */
  recentIds?: string[];
}

/** A correction row: points (or cents) given or taken outside the game's scoring, with its reason. */
export interface Correction {
  /** How many deals come before it: the row follows deal `after` on the sheet. */
  after: number;
  /** Per player, in the game's unit (cents for a money game); Belote: both players of a team the same. */
  scores: Record<string, number>;
  reason: string;
}

/** A row `undo` took off: a deal with its note (and where it came from), or a correction. */
export type UndoneRow = { deal: DealInput; note?: string; origin?: Origin } | { correction: Correction };

export interface DealView {
  /** The deal's number; a correction row carries the number of the deal it follows. */
  number: number;
  dealer: string;
  input: DealInput;
  text: string;
  scores: Record<string, number>;
  note?: string;
  /** A correction row: its number among the corrections (from 1) and its reason. */
  correction?: number;
  reason?: string;
  [extra: string]: unknown;
}

export interface SheetView {
  id: string;
  game: string;
  rules: string;
  title: string;
  createdAt: string;
  players: string[];
  /** Option values as set: numbers where they are numbers (`"samen.8": 8`), else text (`"off"`). */
  options: Record<string, string | number>;
  /** The deals only: `deals[n - 1]` is deal n. */
  deals: DealView[];
  /** Correction rows (`tafel correct`), each after the deal it follows; `sheetRows` puts them in place. */
  corrections: DealView[];
  totals: Record<string, number>;
  nextDealer: string;
  finished: boolean;
  winner?: string | string[];
  /** The lowest total wins (the game says so: `lowWins`); absent when the highest does. */
  lowWins?: true;
  /**
   * A game that places its players otherwise than by total (Toepen: the reverse order of going out) gives each
   * player's place, from 1, equal players sharing one; the sheet, the board and the statistics show it once the
   * sheet is finished. Absent: the totals rank.
   */
  places?: Record<string, number>;
  /** Who leads the next deal when it is not the seat after the dealer (Toepen: the next player still in). */
  nextLeader?: string;
  [extra: string]: unknown;
}

/** Each game's setting specs per rule set, built once: every read of every sheet asks for them. */
const specsOf = new WeakMap<Game, Map<string, ReturnType<Game['settings']>>>();

export function configOf(game: Game, data: SheetData): SheetConfig {
  const settings: Record<string, string> = {};
  let byRules = specsOf.get(game);
  if (!byRules) {
    byRules = new Map();
    specsOf.set(game, byRules);
  }
  let specs = byRules.get(data.rules);
  if (!specs) {
    specs = game.settings(data.rules);
    byRules.set(data.rules, specs);
  }
  for (const s of specs) settings[s.key] = data.set[s.key] ?? s.defaultFrom?.(data.set) ?? s.default;
  return {
    rules: data.rules,
    players: data.players,
    settings,
    stakeCents: data.stakeCents,
    sharePot: data.sharePot,
    firstDealer: data.firstDealer,
  };
}

const byName = (players: readonly string[], values: readonly number[], unit: Game['unit']): Record<string, number> => {
  const out: Record<string, number> = {};
  for (let i = 0; i < players.length; i++) out[players[i]] = unit === 'money' ? values[i] / 100 : values[i];
  return out;
};

/**
 * Which deals get their text (a deal without one has ''): every deal (the default); none (`false`: callers that read
 * only scores and totals, as stats and the index of sheets); or only the deals `extend` adds (`'added'`: `record`,
 * which shows the deal it adds and the totals, not the thousands before it).
 */
export interface ReplayOptions {
  texts?: boolean | 'added';
  /**
   * Called after each deal (from 0) is counted, with its scores per seat, and the totals and the game's state as the
   * sheet then stands (a correction made after that deal counted too): import checks each deal there.
   */
  eachDeal?: (deal: number, scores: readonly number[], totals: readonly number[], state: unknown) => void;
}

/**
 * Replays a sheet's inputs into the view that the table and `--json` show: per-deal scores,
 * running totals, who deals, whether the game is over. Pure: the same inputs give the same view.
 */
export function replay(game: Game, data: SheetData, lang: Lang = 'en', opts: ReplayOptions = {}): SheetView {
  return new Replayer(game, data, lang, opts).view();
}

/**
 * A replay that can go on: `extend` takes the same sheet with deals added at the end (their notes
 * and dealers too) and replays only those, so `record` replays a long sheet once, not twice. The
 * view is always exactly `replay` of the sheet as last given (with `texts: 'added'`, less the texts of the
 * deals it was made with).
 */
export class Replayer {
  private readonly config: SheetConfig;
  /** The first deal (from 0) that gets its text. */
  private readonly textsFrom: number;
  private readonly after = new Map<number, number[]>();
  private state: unknown;
  private readonly totals: number[];
  /** The dealer of the next deal by rotation (a dealer stored for it still overrides). */
  private dealer: number;
  private readonly rows: DealView[] = [];
  private readonly correctionRows: DealView[] = [];
  private readonly eachDeal: ReplayOptions['eachDeal'];
  private done = 0;
  /** The game's standing after the last deal, as view() last asked it. */
  private last: ReturnType<Game['standing']> = { finished: false };

  constructor(
    private readonly game: Game,
    private data: SheetData,
    private readonly lang: Lang = 'en',
    opts: ReplayOptions = {},
  ) {
    const wrong = rowsProblem(data);
    if (wrong) throw new Error(`its "${wrong.field}" ${wrong.text.en}`);
    this.textsFrom = opts.texts === false ? Number.POSITIVE_INFINITY : opts.texts === 'added' ? data.deals.length : 0;
    this.eachDeal = opts.eachDeal;
    this.config = configOf(game, data);
    this.state = game.initialState(this.config);
    this.totals = data.players.map(() => 0);
    this.dealer = data.firstDealer;
    // The corrections by the deal they follow (rowsProblem checked they are in sheet order), so each deal finds its own
    // at once.
    (data.corrections ?? []).forEach((c, k) => {
      this.after.set(c.after, [...(this.after.get(c.after) ?? []), k]);
    });
    this.addCorrections(0);
    this.run();
  }

  /** The same sheet with deals added at the end: replays only those. */
  extend(next: SheetData): void {
    const wrong = rowsProblem(next);
    if (wrong) throw new Error(`its "${wrong.field}" ${wrong.text.en}`);
    if (next.deals.length < this.done || (next.corrections ?? []).length !== (this.data.corrections ?? []).length)
      throw new Error('extend takes the same sheet with deals added');
    this.data = next;
    this.run();
  }

  private addCorrections(deal: number): void {
    const { data, totals } = this;
    const corrections = data.corrections ?? [];
    for (const k of this.after.get(deal) ?? []) {
      const c = corrections[k];
      for (let seat = 0; seat < totals.length; seat++) totals[seat] += c.scores[data.players[seat]] ?? 0;
      this.correctionRows.push(correctionView(c, k + 1, data.players, this.game.unit, this.lang));
    }
  }

  private run(): void {
    const { game, data, config, totals } = this;
    const n = data.players.length;
    for (let i = this.done; i < data.deals.length; i++) {
      const input = data.deals[i];
      const dealer = dealerOf(data, i + 1, this.dealer);
      const outcome = game.scoreDeal(this.state, input, config, { number: i + 1, dealer, totals: [...totals] });
      this.state = outcome.state;
      for (let seat = 0; seat < n; seat++) totals[seat] += outcome.scores[seat];
      const note = data.notes?.[String(i + 1)];
      const via = data.origins?.[String(i + 1)]?.via;
      this.rows.push({
        number: i + 1,
        dealer: data.players[dealer],
        input,
        text: i >= this.textsFrom ? game.describe(input, config, this.lang) + (note ? ` (${note})` : '') : '',
        scores: byName(data.players, outcome.scores, game.unit),
        ...(note ? { note } : {}),
        ...(via ? { via } : {}),
        ...outcome.extra,
      });
      this.dealer = outcome.nextDealer ?? (game.movesDealer(input, config) ? (dealer + 1) % n : dealer);
      this.done = i + 1;
      this.addCorrections(i + 1);
      this.eachDeal?.(i, outcome.scores, totals, this.state);
    }
  }

  /** Why the game itself ended (its deal limit, target or limit), once view() has been asked. */
  why(): Text | undefined {
    return this.last.why;
  }

  view(): SheetView {
    const { game, data, config, lang } = this;
    const last = this.done;
    // The standing after the last deal (a pure function of the totals then, so only that one is asked);
    // a correction after the last deal counts in it.
    const standing: ReturnType<Game['standing']> =
      last > 0 ? game.standing([...this.totals], last, this.state, config) : { finished: false };
    this.last = standing;
    const dealer = dealerOf(data, last + 1, this.dealer);
    // A closing settlement (Zwikken's shared pot) counts in the totals, so money stays balanced.
    const settled = data.closed ? game.settle?.(this.state, config) : undefined;
    const state = settled ? settled.state : this.state;
    const totals = settled ? this.totals.map((t, seat) => t + settled.scores[seat]) : [...this.totals];
    const finished = standing.finished || data.closed;
    const winner = standing.winner ?? (data.closed ? leaders(data.players, totals, game.lowWins) : undefined);
    return {
      id: data.id,
      game: data.game,
      rules: data.rules,
      title: data.title,
      createdAt: data.createdAt,
      players: data.players,
      options: Object.fromEntries(
        Object.entries(config.settings).map(([k, v]) => [k, /^-?\d+$/.test(v) ? Number(v) : v]),
      ),
      ...(game.sheetExtra?.(state, config, { number: last + 1, dealer, totals }) ?? {}),
      deals: [...this.rows],
      corrections: [...this.correctionRows],
      ...(settled
        ? { settlement: { text: settled.text[lang], scores: byName(data.players, settled.scores, game.unit) } }
        : {}),
      totals: byName(data.players, totals, game.unit),
      nextDealer: data.players[dealer],
      finished,
      ...(finished && winner !== undefined ? { winner } : {}),
      // Said on the sheet itself, so an export or a script reading the JSON never assumes "more wins".
      ...(game.lowWins ? { lowWins: true } : {}),
    };
  }
}

/** The dealer of deal `number`: the seat stored for it, else the rotation's. */
const dealerOf = (data: SheetData, number: number, rotation: number): number => {
  const seat = data.dealers?.[String(number)];
  return seat !== undefined && Number.isInteger(seat) && seat >= 0 && seat < data.players.length ? seat : rotation;
};

/** A correction as a row of the sheet: no dealer, the reason as its text. */
export function correctionView(
  c: Correction,
  k: number,
  players: readonly string[],
  unit: Game['unit'],
  lang: Lang,
): DealView {
  return {
    number: c.after,
    dealer: '',
    input: { contract: 'correction' },
    text: say((t) => t.sheet.correction(c.reason))[lang],
    scores: byName(
      [...players],
      players.map((p) => c.scores[p] ?? 0),
      unit,
    ),
    correction: k,
    reason: c.reason,
  };
}

/** Every row of the paper sheet in order: each deal, then the corrections written after it. */
export function sheetRows(v: Pick<SheetView, 'deals' | 'corrections'>): DealView[] {
  const cs = v.corrections ?? [];
  if (cs.length === 0) return v.deals.slice();
  return [
    ...cs.filter((c) => c.number === 0),
    ...v.deals.flatMap((d) => [d, ...cs.filter((c) => c.number === d.number)]),
  ];
}

/**
 * What the paper sheet writes beside a row's numbers, one rule for `tafel sheet` and every export:
 * after the contract `×2`/`×3` for a doubled deal; per column (a player, or a team in a team game)
 * `sat` when that player sat the deal out (written SAT_OUT, never 0, or his mark in its place: Toepen's
 * `dood`), or the mark written after the score (Klaverjassen's N, P, TP, V).
 */
export interface RowMarks {
  contract?: string;
  columns: { sat: boolean; mark?: string }[];
}
export const SAT_OUT = '-';

export function rowMarks(d: DealView, columns: readonly (readonly string[])[]): RowMarks {
  const sat = Array.isArray(d.sittingOut) ? (d.sittingOut as string[]) : [];
  const marks = Array.isArray(d.marks) ? (d.marks as string[]) : [];
  return {
    ...(typeof d.multiplier === 'number' ? { contract: `×${d.multiplier}` } : {}),
    columns: columns.map((t, i) => ({ sat: sat.includes(t[0]), ...(marks[i] ? { mark: marks[i] } : {}) })),
  };
}

/**
 * Why the sheet's own rows (notes, dealers, corrections, undone rows) are not as tafel writes them,
 * or undefined. Replay refuses such a sheet, and import names the field.
 */
export function rowsProblem(data: SheetData): { field: string; text: Text } | undefined {
  const isRecord = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  const dealNumber = (k: string, max: number) => /^[1-9]\d*$/.test(k) && Number(k) <= max;
  const n = data.deals.length;
  const correctionOk = (c: unknown, after: (a: number) => boolean): boolean =>
    isRecord(c) &&
    Number.isInteger(c.after) &&
    after(c.after as number) &&
    typeof c.reason === 'string' &&
    isRecord(c.scores) &&
    Object.entries(c.scores).every(([p, v]) => data.players.includes(p) && Number.isSafeInteger(v)) &&
    Object.keys(c).every((k) => ['after', 'scores', 'reason'].includes(k));
  if (
    data.notes !== undefined &&
    !(isRecord(data.notes) && Object.entries(data.notes).every(([k, v]) => dealNumber(k, n) && typeof v === 'string'))
  ) {
    return { field: 'notes', text: say((t) => t.sheet.mustMapDealNumbers) };
  }
  if (
    data.dealers !== undefined &&
    !(
      isRecord(data.dealers) &&
      Object.entries(data.dealers).every(
        ([k, v]) =>
          dealNumber(k, n + 1) && Number.isInteger(v) && (v as number) >= 0 && (v as number) < data.players.length,
      )
    )
  ) {
    return { field: 'dealers', text: say((t) => t.sheet.mustMapDealNumbers2) };
  }
  if (data.corrections !== undefined) {
    const cs = data.corrections as unknown;
    if (
      !Array.isArray(cs) ||
      !cs.every((c, i) => correctionOk(c, (a) => a >= (i > 0 ? (cs[i - 1] as Correction).after : 0) && a <= n))
    ) {
      return { field: 'corrections', text: say((t) => t.sheet.mustBeAList) };
    }
  }
  if (data.undone !== undefined) {
    const u = data.undone as unknown;
    if (
      !Array.isArray(u) ||
      !u.every(
        (r) =>
          isRecord(r) &&
          (isRecord(r.deal)
            ? typeof r.deal.contract === 'string' &&
              (r.note === undefined || typeof r.note === 'string') &&
              (r.origin === undefined || originOk(r.origin))
            : correctionOk(r.correction, () => true)),
      )
    ) {
      return { field: 'undone', text: say((t) => t.sheet.mustBeAList2) };
    }
  }
  if (
    data.origins !== undefined &&
    !(isRecord(data.origins) && Object.entries(data.origins).every(([k, o]) => dealNumber(k, n) && originOk(o)))
  ) {
    return { field: 'origins', text: say((t) => t.sheet.originsShape) };
  }
  const ids = data.recentIds as unknown;
  if (
    ids !== undefined &&
    !(
      Array.isArray(ids) &&
      ids.length <= RECENT_IDS &&
      ids.every((i) => typeof i === 'string' && SUBMISSION_ID.test(i))
    )
  ) {
    return { field: 'recentIds', text: say((t) => t.sheet.recentIdsShape(RECENT_IDS)) };
  }
  return undefined;
}
