import type { DealInput, Game, Lang, SheetConfig, Standing } from '../core/game.js';
import { RuleViolation, type Text } from '../core/errors.js';
import { leaders } from '../core/players.js';
import { settingsJson } from '../core/setting-json.js';
import { shortOf } from '../core/deal-limit.js';
import { say } from '../i18n/index.js';
import { type Correction, rowsProblem, type SheetData } from './data.js';
import { noted } from './note.js';
import type { ReplayPoint } from './point.js';

// The stored format lives in data.ts; most of tafel knows it from here.
export { rowsProblem, SCHEMA_VERSION, TABLE_SCHEMA, type Correction, type SheetData, type UndoneRow } from './data.js';

export { dayId, EVENING_ENDS_AT, eveningDate, localDate, localMinute } from './dates.js';

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

/**
 * What the table and `--json` show of a sheet: its stored heading as stored (a table sheet's `event` too), the rest
 * recomputed by the replay.
 */
export interface SheetView
  extends Pick<SheetData, 'id' | 'game' | 'rules' | 'title' | 'createdAt' | 'players' | 'event'> {
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
  /** Who is out of the game before the next deal and plays and deals no more (Toepen: over the limit, dood). */
  outOfGame?: string[];
  /** Closed with `finish` short of its deal limit (core/deal-limit.ts `shortOf`): the deals played, the limit. */
  dealsPlayed?: number;
  dealLimit?: number;
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
 * only scores and totals, as stats and the index of sheets); only the deals `extend` adds (`'added'`: `record`,
 * which shows the deal it adds and the totals, not the thousands before it); or the deals from this number on (`sheet`
 * on a screen, which shows the last ones).
 */
export interface ReplayOptions {
  texts?: boolean | 'added' | number;
  /**
   * Called after each deal (from 0) is counted, with its scores per seat, and the totals and the game's state as the
   * sheet then stands (a correction made after that deal counted too): import checks each deal there.
   */
  eachDeal?: (deal: number, scores: readonly number[], totals: readonly number[], state: unknown) => void;
  /** Only the first this many deals (and the corrections after them): the sheet as it stood before the next one. */
  deals?: number;
  /** A stored sheet (every read, doctor, import): a deal on it after the game had ended is refused (PlayedOn). */
  stored?: boolean;
}

/**
 * Replays a sheet's inputs into the view that the table and `--json` show: per-deal scores,
 * running totals, who deals, whether the game is over. Pure: the same inputs give the same view. `from`: where the
 * replay of this very sheet stood after its last deal (point.ts).
 */
export function replay(
  game: Game,
  data: SheetData,
  lang: Lang = 'en',
  opts: ReplayOptions = {},
  from?: ReplayPoint,
): SheetView {
  return new Replayer(game, data, lang, opts, from).view();
}

/**
 * A replay that can go on: `extend` takes the same sheet with deals added at the end (their notes
 * and dealers too) and replays only those, so `record` replays a long sheet once, not twice. The
 * view is always exactly `replay` of the sheet as last given (with `texts: 'added'`, less the texts of the
 * deals it was made with).
 */
/**
 * A deal on the sheet after the game had ended, which `record` refused: the replay refuses such a sheet (every read,
 * doctor, import; `ended`: the deal after which it ended). Asked after each deal of the sheet as it then stood,
 * corrections made by then included, as `record` asked it (a correction that takes a finished game's winner back
 * under the target lets the next deal be played).
 */
export class PlayedOn extends RuleViolation {
  constructor(readonly ended: number) {
    super(say((t) => t.evening.theGameHadAlready(ended)));
  }
}

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
  private readonly stored: boolean;
  private readonly upTo: number;
  private done = 0;
  /** The point this replay went on from (point.ts), if any. */
  private from: ReplayPoint | undefined;
  /** The game's standing after the last deal, as view() last asked it. */
  private last: Standing = { finished: false };

  /** `from`: where the replay of this very sheet stood after its last deal (point.ts): it goes on from there. */
  constructor(
    private readonly game: Game,
    private data: SheetData,
    private readonly lang: Lang = 'en',
    opts: ReplayOptions = {},
    from?: ReplayPoint,
  ) {
    const wrong = rowsProblem(data);
    if (wrong) throw new Error(`its "${wrong.field}" ${wrong.text.en}`);
    const { texts } = opts;
    this.textsFrom =
      typeof texts === 'number'
        ? Math.max(0, texts - 1)
        : texts === false
          ? Number.POSITIVE_INFINITY
          : texts === 'added'
            ? data.deals.length
            : 0;
    this.eachDeal = opts.eachDeal;
    this.stored = opts.stored === true;
    this.upTo = opts.deals ?? Number.POSITIVE_INFINITY;
    this.config = configOf(game, data);
    this.state = from ? from.state : game.initialState(this.config);
    this.totals = from ? [...from.totals] : data.players.map(() => 0);
    this.dealer = from ? from.dealer : data.firstDealer;
    // The corrections by the deal they follow (rowsProblem checked they are in sheet order), so each deal finds its own
    // at once.
    (data.corrections ?? []).forEach((c, k) => {
      this.after.set(c.after, [...(this.after.get(c.after) ?? []), k]);
    });
    if (!from) {
      this.addCorrections(0);
      this.run();
      return;
    }
    if (from.deals !== data.deals.length || this.eachDeal)
      throw new Error('a point goes on from the sheet it was made of');
    const n = data.players.length;
    for (let i = 0; i < from.deals; i++)
      this.rows.push(this.row(i, from.dealers[i], from.scores.slice(i * n, i * n + n), from.extras[i]));
    this.from = from;
    // The rows of the corrections, every one after a deal it counted (their scores are in its totals already).
    (data.corrections ?? []).forEach((c, k) => {
      this.correctionRows.push(correctionView(c, k + 1, data.players, game.unit, lang));
    });
    this.done = from.deals;
  }

  /** How many deals the view holds. */
  get count(): number {
    return this.done;
  }

  /**
   * Where the replay stands now, for a later run to go on from (point.ts): the numbers of its rows, not their texts.
   * What it went on from is taken as it was.
   */
  point(): ReplayPoint {
    const { players } = this.data;
    const cents = this.game.unit === 'money';
    const from = this.from?.deals ?? 0;
    const dealers = this.from ? [...this.from.dealers] : [];
    const scores = this.from ? [...this.from.scores] : [];
    const extras = { ...this.from?.extras };
    for (let i = from; i < this.done; i++) {
      const { number: _n, dealer, input: _i, text: _t, scores: s, note: _o, via: _v, ...extra } = this.rows[i];
      dealers.push(players.indexOf(dealer));
      for (const p of players) scores.push(cents ? Math.round(s[p] * 100) : s[p]);
      if (Object.keys(extra).length > 0) extras[i] = extra;
    }
    return {
      deals: this.done,
      state: this.state,
      totals: [...this.totals],
      dealer: this.dealer,
      dealers,
      scores,
      extras,
    };
  }

  /** Deal i's row (from 0): dealt by seat `dealer`, with its scores per seat and what the game said of it besides. */
  private row(i: number, dealer: number, scores: readonly number[], extra: object | undefined): DealView {
    const { game, data, config } = this;
    const input = data.deals[i];
    const note = data.notes?.[String(i + 1)];
    const via = data.origins?.[String(i + 1)]?.via;
    const row: DealView = {
      number: i + 1,
      dealer: data.players[dealer],
      input,
      text: i >= this.textsFrom ? noted(game.describe(input, config, this.lang), note) : '',
      scores: byName(data.players, scores, game.unit),
    };
    // Set one by one, not spread: a long sheet makes thousands of rows, and a spread costs more than an assignment.
    if (note) row.note = note;
    if (via) row.via = via;
    return extra ? Object.assign(row, extra) : row;
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
    const ks = this.after.get(deal) ?? [];
    for (const k of ks) {
      const c = corrections[k];
      for (let seat = 0; seat < totals.length; seat++) totals[seat] += c.scores[data.players[seat]] ?? 0;
      this.correctionRows.push(correctionView(c, k + 1, data.players, this.game.unit, this.lang));
    }
    // A correction that puts the next dealer out (Toepen) moves the deal on: the sheet is its rows recorded afresh.
    const moved = ks.length > 0 ? this.game.dealerNow?.(this.dealer, this.state, totals, this.config) : undefined;
    if (moved !== undefined) this.dealer = moved;
  }

  private run(): void {
    const { game, data, config, totals } = this;
    const n = data.players.length;
    const last = Math.min(data.deals.length, this.upTo);
    for (let i = this.done; i < last; i++) {
      const input = data.deals[i];
      const dealer = dealerOf(data, i + 1, this.dealer);
      const outcome = game.scoreDeal(this.state, input, config, { number: i + 1, dealer, totals: [...totals] });
      this.state = outcome.state;
      for (let seat = 0; seat < n; seat++) totals[seat] += outcome.scores[seat];
      this.rows.push(this.row(i, dealer, outcome.scores, outcome.extra));
      this.dealer = outcome.nextDealer ?? (game.movesDealer(input, config) ? (dealer + 1) % n : dealer);
      this.done = i + 1;
      this.addCorrections(i + 1);
      this.eachDeal?.(i, outcome.scores, totals, this.state);
      if (this.stored && i < last - 1 && game.standing([...totals], i + 1, this.state, config).finished)
        throw new PlayedOn(i + 1);
    }
  }

  /** Why the game itself ended (its deal limit, target or limit), once view() has been asked. */
  why(): Text | undefined {
    return this.last.why;
  }

  /** Whether the game itself ended, why, and what plays on, whether or not `finish` closed the sheet (view() first). */
  standing(): Standing {
    return this.last;
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
    // Closed before anything counted on it (no deal but a pas, no correction), a sheet was not played: nobody won and
    // nobody placed, as an event's table (docs/rules-notes.md).
    const played = this.correctionRows.length > 0 || this.rows.some((d) => game.countsTowardDeals?.(d.input) ?? true);
    const unplayed = data.closed && !played;
    const short = data.closed
      ? shortOf(
          game,
          config,
          this.rows.map((d) => d.input),
          standing,
        )
      : undefined;
    const { places, ...extra } = game.sheetExtra?.(state, config, { number: last + 1, dealer, totals }, finished) ?? {};
    const winner = standing.winner ?? (data.closed && played ? leaders(data.players, totals, game.lowWins) : undefined);
    return {
      id: data.id,
      game: data.game,
      rules: data.rules,
      title: data.title,
      createdAt: data.createdAt,
      players: data.players,
      options: settingsJson(config.settings),
      ...(places === undefined || unplayed ? {} : { places: places as SheetView['places'] }),
      ...extra,
      deals: [...this.rows],
      corrections: [...this.correctionRows],
      ...(settled
        ? { settlement: { text: settled.text[lang], scores: byName(data.players, settled.scores, game.unit) } }
        : {}),
      totals: byName(data.players, totals, game.unit),
      nextDealer: data.players[dealer],
      finished,
      ...(finished && winner !== undefined ? { winner } : {}),
      ...(short ? { dealsPlayed: short.played, dealLimit: short.limit } : {}),
      // Said on the sheet itself, so an export or a script reading the JSON never assumes "more wins".
      ...(game.lowWins ? { lowWins: true } : {}),
      // A table sheet says which event, round and table it is, as its file does (events.md §9.2).
      ...(data.event ? { event: data.event } : {}),
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
 * A deal as the paper sheet names it, one home for every place that does (the sheet, every export, `record`'s and table
 * mode's line, judge's, the phone's preview, its "Recorded" and its undo and put back): its text, then `×2`/`×3` for a
 * doubled deal. `text`: the deal's text as the caller writes it (made safe; its names shortened on a narrow sheet).
 */
export const dealText = (d: Readonly<Record<string, unknown>>, text: string): string =>
  typeof d.multiplier === 'number' ? `${text} ×${d.multiplier}` : text;

/**
 * What the paper sheet writes beside a row's numbers, one rule for `tafel sheet` and every export, per column (a
 * player, or a team in a team game): `sat` when that player sat the deal out (written SAT_OUT, never 0, or his mark in
 * its place: Toepen's `dood`), or the mark written after the score (Klaverjassen's N, P, TP, V). The `×2` of a doubled
 * deal is in its name (dealText).
 */
export interface RowMarks {
  columns: { sat: boolean; mark?: string }[];
}
export const SAT_OUT = '-';

export function rowMarks(d: DealView, columns: readonly (readonly string[])[]): RowMarks {
  const sat = Array.isArray(d.sittingOut) ? (d.sittingOut as string[]) : [];
  const marks = Array.isArray(d.marks) ? (d.marks as string[]) : [];
  return {
    columns: columns.map((t, i) => ({ sat: sat.includes(t[0]), ...(marks[i] ? { mark: marks[i] } : {}) })),
  };
}
