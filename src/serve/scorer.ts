import { StorageError, TafelError, UsageError } from '../core/errors.js';
import type { LineChips } from '../core/flow.js';
import type { Lang, RecordArgs } from '../core/game.js';
import { checkTableWrite, TableClosed } from '../store/events/guard.js';
import type { EventData } from '../store/events/data.js';
import { esc } from '../evening/html.js';
import type { LoadedSheet } from '../evening/evening.js';
import { dealsWord, dealWord, gameById } from '../games/index.js';
import { leadingZero, linelessFlag, mixedFlag, noPass, readLine, strayFlag, unreadWhy } from '../games/line.js';
import { textsOf } from '../i18n/index.js';
import { SUBMISSION_ID } from '../sheet/origin.js';
import { configOf, dealText, sheetRows, type SheetData, type SheetView } from '../sheet/sheet.js';
import { shortOfLimit, view } from '../sheet/view.js';
import type { Store } from '../store/store.js';
import { safe } from '../ui/paint.js';
import { Board } from './board.js';
import { computers, why } from './why.js';
import { inWords } from '../core/said.js';
import { flagWords } from '../games/heads.js';
import { readEventFile } from './event-board.js';
import { sheetParts } from './page.js';
import { rowCount } from '../sheet/rows.js';
import { LINE_CHARS, scorerPage, type ScorerBody, type ScorerState } from './scorer-page.js';
import type { Answer, Link } from './link.js';
import { backKey, lastKey, putBack, rowNamed, rowsKey, scoresLine, StaleRows } from './stale.js';
import {
  AlreadyDone,
  checkHeld,
  FinishedSheet,
  finishSheet,
  planDeal,
  recordDeal,
  redoRow,
  type Submission,
  undoRow,
} from './write.js';

/* A scorer link (scorer.md §1-§3): the board of what it writes, plus the writes, through the one write path. */

/** What a scorer link writes: one sheet, or an event's table (the sheet of the round it names). */
export type Writes = { sheet: string } | { event: string; table: number };

export interface ScorerOptions {
  store: Store;
  writes: Writes;
  /** The sheet the read-only board shows now, when it follows the active sheet: the page says when it is another. */
  shown?: () => string | undefined;
  /** Called after every write, so every open board sees it at once. */
  written: () => void;
  /**
   * A write the computer refused (a full disk, a lock held): the phone is told in a player's words (why.ts), the
   * terminal that runs the server in full, its path and the lock's holder.
   */
  failed?: (sheet: string, e: unknown) => void;
  /** The time of a write (a test may fix it). */
  now?: () => Date;
}

const ACTIONS = ['deal', 'preview', 'undo', 'redo', 'finish'] as const;
type Action = (typeof ACTIONS)[number];

/** Where a table link writes now: the last round's sheet of its table, or why there is none. */
interface Place {
  id?: string;
  round?: number;
  /** The table's seats in this round, for the page's head line. */
  names?: string[];
  message?: string;
}

export class ScorerLink implements Link {
  readonly actions = ACTIONS;
  readonly writes = ['deal', 'undo', 'redo', 'finish'] as const;
  private readonly boards = new Map<string, Board>();

  constructor(private readonly o: ScorerOptions) {}

  private board(id: string): Board {
    let b = this.boards.get(id);
    if (!b) {
      b = new Board(this.o.store, { kind: 'sheet', id });
      this.boards.set(id, b);
    }
    return b;
  }

  private event(): EventData {
    const w = this.o.writes as { event: string };
    return readEventFile(this.o.store, w.event);
  }

  /** A table link's sheet in `round` (the last round when not given). */
  private place(round?: number): Place {
    const w = this.o.writes;
    if ('sheet' in w) return { id: w.sheet };
    const ev = this.event();
    const draw = round === undefined ? ev.draws.at(-1) : ev.draws.find((d) => d.round === round);
    if (!draw) return { message: 'none' };
    const t = draw.tables.find((x) => x.table === w.table);
    if (!t) return { round: draw.round, message: 'no-table' };
    const names = t.seats.map((no) => ev.entrants[no - 1]?.name ?? String(no));
    return { id: t.sheet, round: draw.round, names };
  }

  page(body: ScorerBody, lang: Lang, events: string): string {
    return scorerPage(body, lang, events);
  }

  body(lang: Lang): ScorerBody {
    const t = textsOf(lang).serve;
    const closed: ScorerState = { open: false, rows: 0, chips: { players: [], words: [], numbers: [] }, example: '' };
    let place: Place;
    try {
      place = this.place();
    } catch (e) {
      return { title: 'tafel', html: refusal(why(e, lang, true)), rest: '', state: closed };
    }
    const w = this.o.writes;
    if (place.id === undefined) {
      const text =
        place.message === 'no-table' && 'table' in w ? t.scorer.noTable(w.table, place.round!) : t.scorer.noRoundYet;
      return { title: 'tafel', html: `<p class="none">${esc(text)}</p>`, rest: '', state: closed };
    }
    const snap = this.board(place.id).snapshot(lang);
    const s = snap.sheets[0];
    if (!s) return { title: 'tafel', html: refusal(snap.refusals[0]?.text ?? ''), rest: '', state: closed };
    const parts = sheetParts(s, lang, 'h1');
    const head =
      'table' in w && place.round !== undefined
        ? `<p class="turn">${esc(safe(t.scorer.tableHead(place.round, w.table, (place.names ?? []).join(', '))))}</p>`
        : '';
    const shown = this.o.shown?.();
    // Said only while the link still writes the sheet: a finished one it no longer does.
    const writing = !s.view.finished && !s.data.closed;
    const notice =
      'sheet' in w && shown !== undefined && shown !== w.sheet && writing
        ? `<p class="note">${esc(t.scorer.notShown)}</p>`
        : '';
    return {
      title: safe(s.view.title || s.view.id),
      html: head + notice + parts.head,
      rest: parts.list,
      state: this.state(s, lang, place.round),
      game: s.game.id,
    };
  }

  private state(s: LoadedSheet, lang: Lang, round: number | undefined): ScorerState {
    const t = textsOf(lang).serve.scorer;
    const { data, view: v, game } = s;
    const chips = chipsOf(data, v, lang);
    // A table of a finished event (or of a round drawn again) takes no write: nothing is offered that it would refuse.
    const locked = data.event !== undefined && !tableWritable(this.o.store, data);
    const open = !v.finished && !data.closed && !locked;
    const rows = sheetRows(v);
    const last = rows.at(-1);
    const back = data.closed || locked ? undefined : putBack(data, lang);
    const canFinish = !data.closed && !locked && (data.event !== undefined || v.finished);
    return {
      open,
      sheet: data.id,
      rows: rowCount(data),
      ...(round !== undefined ? { round, made: data.createdAt } : {}),
      chips: {
        players: chips.players.map((p) => ({ name: p, dealer: p === v.nextDealer && open })),
        words: chips.words,
        numbers: chips.numbers,
      },
      example: chips.example,
      ...(last && !data.closed && !locked
        ? { undo: t.undoAsk(...rowNamed(last, game.id, lang)), last: lastKey(data) }
        : {}),
      ...(back ? { redo: t.redoAsk(...back), back: backKey(data) } : {}),
      ...(canFinish ? { finish: this.finishAsk(s, lang), shown: rowsKey(data) } : {}),
    };
  }

  /** The finish question: short of the sheet's deal limit, it asks as table mode does (play/finish.ts) first. */
  private finishAsk({ data, view: v, game }: LoadedSheet, lang: Lang): string {
    const t = textsOf(lang);
    const totals = scoresLine(v, v.totals, game.unit === 'money', lang);
    const short = shortOfLimit(data);
    if (!short) return t.serve.scorer.finishAsk(totals);
    const [w, ws] = [dealWord(game.id, lang), dealsWord(game.id, lang)];
    const only = t.play.onlyPlayed(short.played, short.limit, w, ws);
    return t.serve.scorer.finishEarly(only, totals, ws, data.event === undefined ? data.id : undefined);
  }

  async post(action: string, fields: Record<string, unknown>, lang: Lang): Promise<Answer> {
    const t = textsOf(lang).serve.scorer;
    const a = action as Action;
    const line = fields.line;
    const rows = fields.rows;
    const id = fields.id;
    const round = fields.round;
    const bad = { status: 400, json: { reason: t.badRequest } };
    if (!Number.isSafeInteger(rows) || (rows as number) < 0) return bad;
    if (a !== 'preview' && (typeof id !== 'string' || !SUBMISSION_ID.test(id))) return bad;
    if ((a === 'deal' || a === 'preview') && typeof line !== 'string') return bad;
    if ((a === 'deal' || a === 'preview') && (line as string).length > LINE_CHARS)
      return { status: 422, json: { reason: t.tooLong(LINE_CHARS) } };
    const table = 'table' in this.o.writes;
    if (table && !Number.isSafeInteger(round)) return bad;
    let place: Place;
    try {
      place = this.place(table ? (round as number) : undefined);
    } catch (e) {
      return this.refusal(e, lang);
    }
    if (place.id === undefined) {
      const w = this.o.writes as { table: number };
      const reason =
        place.message === 'no-table' ? t.noTable(w.table, round as number) : t.roundClosed(round as number, w.table);
      return { status: 409, json: { reason, body: this.body(lang) } };
    }
    const sheet = place.id;
    const phone: Submission = {
      id: id as string,
      rows: rows as number,
      at: (this.o.now?.() ?? new Date()).toISOString(),
      ...(table && typeof fields.made === 'string' ? { made: fields.made } : {}),
    };
    try {
      const data = this.o.store.loadSheet(sheet).data;
      // A write the sheet holds already (its answer lost, sent again): "Already done", before every other guard.
      if (a !== 'preview') checkHeld(data, phone.id, lang);
      // A round the event no longer lists (drawn again) or a finished event: a conflict, not a wrong line.
      if (table) checkTableWrite(this.o.store, data);
      if (a === 'preview') return this.preview(data, line as string, lang);
      if (a === 'deal') {
        const args = this.read(data, line as string, lang);
        if ('status' in args) return args;
        const v = await recordDeal(this.o.store, sheet, args, { lang, phone });
        const d = v.deals.at(-1)!;
        return this.done(t.recorded(v.deals.length, dealText(d, safe(d.text)), dealWord(v.game, lang)), lang);
      }
      if (a === 'undo') {
        const seen = typeof fields.last === 'string' ? fields.last : undefined;
        const r = await undoRow(this.o.store, sheet, lang, phone, seen);
        return this.done(t.undone(t.row(...rowNamed(r.removed, r.view.game, lang))), lang);
      }
      if (a === 'redo') {
        const seen = typeof fields.back === 'string' ? fields.back : undefined;
        const r = await redoRow(this.o.store, sheet, lang, phone, seen);
        return this.done(t.redone(t.row(...rowNamed(r.restored, r.view.game, lang))), lang);
      }
      const v = this.board(sheet).snapshot(lang).sheets[0]?.view;
      if (data.event === undefined && !v?.finished) return this.conflict(t.cannotFinish, lang);
      const shown = typeof fields.shown === 'string' ? fields.shown : undefined;
      const f = await finishSheet(this.o.store, sheet, lang, { phone, shown });
      const done = data.event === undefined ? t.sheetFinished : t.finished;
      // Closed short of its deal limit (the question said so): said as the sheet says it, "Closed after 3 of 4 deals."
      const [played, limit, w, ws] = [f.dealsPlayed, f.dealLimit, dealWord(f.game, lang), dealsWord(f.game, lang)];
      const early = played !== undefined && limit !== undefined;
      return this.done(early ? `${done} ${textsOf(lang).ui.sheet.closedAfter(played, limit, w, ws)}` : done, lang);
    } catch (e) {
      if (computers(e)) this.o.failed?.(sheet, e);
      // Deleted (or renamed) meanwhile: said as the page says it, not the terminal's 'tafel sheets'.
      if (!this.o.store.exists(sheet)) return this.conflict(textsOf(lang).serve.gone(sheet), lang);
      // A table's line on a finished sheet, never `record`'s "start a new one with tafel new": its deals all played
      // (the totals to agree on this page), or closed (finished from another phone, or its round drawn again).
      if (table && (a === 'deal' || a === 'preview') && e instanceof FinishedSheet) {
        const n = (this.o.writes as { table: number }).table;
        const played = this.playedWord(sheet, lang);
        return this.conflict(played ? t.tablePlayed(n, played) : t.roundClosed(round as number, n), lang);
      }
      // A line refused: said in words, as table mode says it of the same one-line form (no flags on a phone).
      const words = a === 'deal' || a === 'preview' ? await this.words(sheet, lang) : undefined;
      const answer = this.refusal(e, lang, a, words);
      // A fault of tafel's own, a 500 the phone can only call a failure: the terminal says what it was.
      if (answer.status === 500) this.o.failed?.(sheet, e);
      return answer;
    }
  }

  /** A table sheet with all its deals played and not closed: its game's word for them; else undefined. */
  private playedWord(sheet: string, lang: Lang): string | undefined {
    try {
      const data = this.o.store.loadSheet(sheet).data;
      return data.closed ? undefined : dealsWord(data.game, lang);
    } catch {
      return undefined;
    }
  }

  /** The flags of the sheet's game in words, for a refused line; none when the sheet cannot be read. */
  private async words(sheet: string, lang: Lang): Promise<Readonly<Record<string, string>> | undefined> {
    try {
      return await flagWords(this.o.store.loadSheet(sheet).data.game, lang);
    } catch {
      return undefined;
    }
  }

  /** The line read by the game's one-line reader (table mode's), or the refusal that names an example. */
  private read(data: SheetData, line: string, lang: Lang): RecordArgs | Answer {
    const game = gameById(data.game);
    // Who deals, read only by a game that needs it (Klaverjassen's bidding=verplicht): a replay of the sheet.
    const at = {
      get dealer() {
        return view(data, lang).nextDealer;
      },
    };
    const args = readLine(data.game, line, configOf(game, data), at);
    // A `--` word no deal takes, among the deal's words: that word is named, not the deal (record's syntax blamed it).
    const stray = strayFlag(data.game, line, configOf(game, data));
    // A deal in words with one of record's flags beside it: written all in words here (record blamed the words).
    const mixed = stray === undefined ? mixedFlag(data.game, line, configOf(game, data)) : undefined;
    if (stray !== undefined || mixed !== undefined) {
      const example = chipsOf(data, view(data, lang), lang).example;
      const t = textsOf(lang).serve.scorer;
      const w = dealWord(data.game, lang);
      // A flag the line has no word for (Rikken's --trump) is left out, or recorded on the terminal with it.
      const given = mixed === undefined ? undefined : linelessFlag(data.game, line, configOf(game, data), mixed);
      const reason =
        stray !== undefined
          ? t.noDealWord(safe(stray), example, w)
          : given !== undefined
            ? t.noLineWord(safe(mixed!), safe(given), w)
            : t.mixedLine(safe(mixed!), example, w);
      return { status: 422, json: { reason } };
    }
    // Record's own --dealer is no part of a deal (record takes it beside the deal): the phone's is the one in turn.
    if (args?.flags.dealer !== undefined)
      return { status: 422, json: { reason: textsOf(lang).serve.scorer.noDealer(safe(view(data, lang).nextDealer)) } };
    if (args) return args;
    // A deal of another rule set of this game (`alleen bert 6` on a lodige sheet) goes on to record's own refusal,
    // which names the rule sets that play it.
    for (const r of game.ruleSets) {
      const other =
        r.id === data.rules ? undefined : readLine(data.game, line, configOf(game, { ...data, rules: r.id, set: {} }));
      if (other) return other;
    }
    // What the game says of a line plainly meant as a deal (Klaverjassen's points beside a nat), of a number with a
    // leading zero, or of a `pas` its line reads no pass for, as table mode says it.
    const example = chipsOf(data, view(data, lang), lang).example;
    const why =
      unreadWhy(data.game, line, configOf(game, data), lang) ??
      leadingZero(line, lang) ??
      noPass(data.game, line, lang, example);
    if (why !== undefined) return { status: 422, json: { reason: safe(why) } };
    return { status: 422, json: { reason: textsOf(lang).serve.scorer.unread(example, dealWord(data.game, lang)) } };
  }

  /** The deal as the sheet would show it and each player's score; nothing is written. */
  private preview(data: SheetData, line: string, lang: Lang): Answer {
    const args = this.read(data, line, lang);
    if ('status' in args) return args;
    const r = planDeal(data, args, {}, lang);
    const d = r.view.deals.at(-1)!;
    const money = gameById(data.game).unit === 'money';
    return {
      status: 200,
      json: { preview: `${dealText(d, safe(d.text))} · ${scoresLine(r.view, d.scores, money, lang, d)}` },
    };
  }

  private done(said: string, lang: Lang): Answer {
    this.o.written();
    return { status: 200, json: { said, body: this.body(lang) } };
  }

  private conflict(reason: string, lang: Lang): Answer {
    return { status: 409, json: { reason, body: this.body(lang) } };
  }

  /**
   * A refusal as the page shows it, with `record`'s reason in the page's language: a stale page, a finished sheet or a
   * closed round is a conflict (409, the sheet comes along); a line the rules refuse is 422; a full disk, a read-only
   * data directory or a busy sheet is 503 while the server keeps serving. The store's own refusals are said without a
   * path, a lock's host or a command (why.ts).
   */
  private refusal(e: unknown, lang: Lang, a?: Action, words?: Readonly<Record<string, string>>): Answer {
    if (e instanceof AlreadyDone) {
      const t = textsOf(lang).serve.scorer;
      // An undo or a put back sent again: the page did not see what it did, so the sheet's last row now is said too.
      const last = sheetRows(e.view).at(-1);
      const now = last
        ? t.lastNow(t.row(...rowNamed(last, e.view.game, lang)))
        : t.noneNow(dealsWord(e.view.game, lang));
      const said = e.undone ? t.alreadyUndone : a === 'deal' ? t.already : t.alreadyDone;
      return {
        status: 200,
        json: { already: true, said: a === 'undo' || a === 'redo' ? `${said} ${now}` : said, body: this.body(lang) },
      };
    }
    if (e instanceof StaleRows) return this.conflict(e.text[lang], lang);
    // Said in the phone's words: the terminal's refusal names 'tafel event reopen' or 'tafel event draw'.
    if (e instanceof TableClosed) {
      const t = textsOf(lang).serve.scorer;
      return this.conflict(e.unlisted ? t.roundClosed(e.unlisted.round, e.unlisted.table) : t.eveningFinished, lang);
    }
    // The game over by its rules, the sheet still open: the totals to agree on, or the last deal to take back.
    if (e instanceof FinishedSheet && e.over)
      return this.conflict(textsOf(lang).serve.scorer.gameOver(dealWord(e.over, lang)), lang);
    // Finished meanwhile (another phone's Finish came first, or the terminal's): what the phone can do, not the
    // terminal's `tafel reopen` or `tafel new`.
    if (e instanceof FinishedSheet || (e instanceof StorageError && e.code === 'finished'))
      return this.conflict(textsOf(lang).serve.scorer.alreadyFinished, lang);
    if (e instanceof StorageError) {
      if (e.code === 'io' || e.code === 'busy') return { status: 503, json: { reason: why(e, lang, true) } };
      return this.conflict(why(e, lang, true), lang);
    }
    if (e instanceof UsageError || e instanceof TafelError) {
      const said = words ? inWords(e.text[lang], words, lang) : e.text[lang];
      // A house rule is set on the computer: the phone asks for it. Said alone, a reason is a sentence: it ends with a
      // full stop, whichever game's it is (some end without one).
      const text = said.replace(TAFEL_SET, (_, pair: string) => textsOf(lang).serve.scorer.houseRuleAsk(pair));
      return { status: 422, json: { reason: text.replace(/([^.?!])$/, '$1.') } };
    }
    // A system error no refusal wrapped (a file closed with EIO after the sheet was read): the computer's, as why.ts
    // says it, and the terminal has it in full. Until 2026-12-07 it was a 500 the phone could only call a failure.
    if (computers(e)) return { status: 503, json: { reason: why(e, lang, true) } };
    // Never a stack trace nor the request: the status says it.
    return { status: 500, json: {} };
  }
}

/**
 * The chips of the sheet's next deal: the game's, and the players who play that deal in seat order (not who sits it
 * out, nor who is out of the game: Toepen's dood), whom its example names too; none where the line names no one.
 */
function chipsOf(data: SheetData, v: SheetView, lang: Lang): LineChips & { players: string[] } {
  const game = gameById(data.game);
  const list = (x: unknown): string[] => (Array.isArray(x) ? (x as string[]) : []);
  const out = [...list(v.nextSittingOut), ...list(v.outOfGame)];
  const playing = data.players.filter((p) => !out.includes(p));
  const next = { number: data.deals.length + 1, lang, playing };
  const chips = game.flow?.lineChips?.(configOf(game, data), next) ?? { words: [], numbers: [], example: '' };
  return { ...chips, players: chips.names === false ? [] : playing };
}

/** `tafel set <rule>=<value>` in a game's refusal (a house rule the sheet leaves out), quoted or not. */
const TAFEL_SET = /'?tafel set ([a-z][\w.-]*=[\w-]+)'?/g;

const refusal = (text: string): string => `<p class="refusal" role="alert">${esc(safe(text))}</p>`;

/** Whether a table's sheet takes writes now (its event open, its round the one drawn): checkTableWrite's test. */
function tableWritable(store: Store, data: SheetData): boolean {
  try {
    checkTableWrite(store, data);
    return true;
  } catch (e) {
    if (e instanceof TafelError) return false;
    throw e;
  }
}
