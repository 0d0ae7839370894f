import { dealRefused, misused, RuleViolation, storageRefused, type TafelError } from '../core/errors.js';
import type { DealInput, Lang, RecordArgs } from '../core/game.js';
import { findPlayer } from '../core/players.js';
import type { EventData } from '../store/events/data.js';
import { checkTableWrite, tableComplete } from '../store/events/guard.js';
import { dealsWord, dealWord, gameById } from '../games/index.js';
import { say, sayIn } from '../i18n/index.js';
import { checkNote, dealtAgain, lastRow, puttingBack, rowCount, setKey } from '../sheet/rows.js';
import { type Origin, RECENT_IDS } from '../sheet/origin.js';
import {
  configOf,
  replay,
  Replayer,
  type DealView,
  type ReplayOptions,
  type SheetData,
  type SheetView,
} from '../sheet/sheet.js';
import { pointOf, type ReplayPoint } from '../sheet/point.js';
import { view } from '../sheet/view.js';
import { newLike } from '../sheet/again.js';
import { refuseOutDealer } from '../sheet/out-dealer.js';
import type { Store } from '../store/store.js';
import { backKey, changedTotals, checkLast, otherBack, redrawn, rowsKey, StaleRows, staleReason } from './stale.js';

/*
 * The one write path of a deal, an undo, a redo and a finish (scorer.md §3): `tafel record`, `undo`, `redo` and
 * `finish` call these functions, and so does a scorer's phone through `tafel serve --scorer`, under the same lock,
 * with the same parser, checks and store function. A phone's deal is byte for byte the deal `record` writes; the
 * sheet only learns where it came from (`origins`) and the submission's id, so a retry never doubles it.
 */

/** A write from a scorer's phone: its submission's id, the row count its page saw, and when. */
export interface Submission {
  id: string;
  rows: number;
  at: string;
  /** A table's page: when the sheet it saw was made (its round's draw); a round drawn again makes another. */
  made?: string;
}

/** What `record` and `edit` take besides the game's own flags. */
export interface RowOptions {
  /** Who dealt this deal (the rotation continues from there). */
  dealer?: string;
  /** A note on the deal; empty removes it. */
  note?: string;
  /**
   * `record` in table mode: the rows of the sheet its questions were asked on. Another count (a deal recorded, undone
   * or corrected elsewhere meanwhile) refuses the deal, whose answers were for that sheet (its number, its dealer).
   */
  rows?: number;
  /**
   * `record` in table mode: who was to deal when its questions were asked. Another (set elsewhere meanwhile: `tafel
   * dealer`, which adds no row) refuses the deal as `rows` does: its answers were for that dealer (Klaverjassen's
   * forced player, the deal's seat order).
   */
  dealtBy?: string;
}

/** A submission the sheet holds (a retry): nothing is written, the sheet answers; `undone`: its deal undone since. */
export class AlreadyDone extends Error {
  constructor(
    readonly view: SheetView,
    readonly undone = false,
  ) {
    super('already done');
  }
}

/**
 * A submission the sheet holds already (a retry after a lost answer: on a row it made, or among the last undo, redo and
 * finish): checked before every other guard of a phone's write, so a retry is never told it did nothing when it did.
 */
export function checkHeld(data: SheetData, id: string, lang: Lang): void {
  if (Object.values(data.origins ?? {}).some((o) => o.id === id) || (data.recentIds ?? []).includes(id))
    throw new AlreadyDone(view(data, lang));
  const undone = (data.undone ?? []).some((u) => 'deal' in u && u.origin?.id === id);
  if (undone) throw new AlreadyDone(view(data, lang), true);
}

/**
 * Read-modify-write of one sheet under its lock; with a submission, first the phone's guards: a submission the sheet
 * already holds answers the sheet as it is, and a table's sheet drawn again since its page saw it, a sheet finished
 * since (said first: the rows written before its finish are no matter now), or a row count that is not the sheet's, is
 * refused (`line`: the write is a deal, whose line the page keeps). `edit` gets the event checkTableWrite read.
 */
async function change<T>(
  store: Store,
  id: string,
  lang: Lang,
  phone: Submission | undefined,
  edit: (data: SheetData, kept?: ReplayPoint, event?: EventData) => { data: SheetData; result: T; keep?: ReplayPoint },
  line = false,
): Promise<T> {
  return store.updateSheet(id, (data, kept) => {
    if (phone) {
      checkHeld(data, phone.id, lang);
      if (phone.made !== undefined && phone.made !== data.createdAt) throw redrawn(data);
      if (data.closed) throw new FinishedSheet(say((t) => t.commands.closed(id)));
      if (rowCount(data) !== phone.rows) throw staleReason(data, phone.rows, line);
    }
    const event = checkTableWrite(store, data);
    return edit(data, pointOf(kept, data), event);
  });
}

/** Keeps a write's id among the sheet's last ones (undo, redo, finish make no row to keep it on; an edited deal). */
export const remember = (data: SheetData, phone: Pick<Submission, 'id'> | undefined): SheetData =>
  phone ? { ...data, recentIds: [...(data.recentIds ?? []), phone.id].slice(-RECENT_IDS) } : data;

const originOf = (phone: Submission): Origin => ({ via: 'phone', at: phone.at, id: phone.id });

/** Validates a deal against the sheet and replays the result, so a deal that cannot be scored is never stored. */
export function withDeal(
  data: SheetData,
  input: DealInput,
  at: number,
  opts: RowOptions,
  lang: Lang,
  replayed?: Replayer,
): { data: SheetData; view: SheetView } {
  const deals = [...data.deals];
  deals.splice(at, at < deals.length ? 1 : 0, input);
  let next: SheetData = { ...data, deals };
  const key = String(at + 1);
  if (opts.dealer !== undefined)
    next = { ...next, dealers: setKey(next.dealers, key, data.players.indexOf(findPlayer(data.players, opts.dealer))) };
  if (opts.note !== undefined) next = { ...next, notes: setKey(next.notes, key, checkNote(opts.note) || undefined) };
  try {
    // A deal added at the end: `replayed` (the sheet before it) goes on with that deal only.
    if (replayed && at === data.deals.length) {
      replayed.extend(next);
      return { data: next, view: replayed.view() };
    }
    return { data: next, view: replay(gameById(data.game), next, lang) };
  } catch (e) {
    // A rule the deal breaks only on this sheet (Kleurenwiezen: naming a player who sits out) is a refusal, not a
    // broken file.
    if (dealRefused(e)) throw at < data.deals.length ? laterSaid(e, next, at + 1, lang) : e;
    return { data: next, view: view(next, lang) };
  }
}

/**
 * An edit of deal `n` that a later deal no longer stands (Toepen: a player out before a round that names him) names
 * that deal: the refusal is the later deal's, which the user did not touch.
 */
function laterSaid(e: TafelError, next: SheetData, n: number, lang: Lang): TafelError {
  const game = gameById(next.game);
  const stands = (deals: number) => {
    try {
      replay(game, next, lang, { texts: false, deals });
      return true;
    } catch {
      return false;
    }
  };
  if (!stands(n)) return e;
  // The first deal that fails, by halves (a long sheet is replayed a few times, not once per deal): the first `lo`
  // deals stand, the first `hi` do not.
  let [lo, hi] = [n, next.deals.length];
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (stands(mid)) lo = mid;
    else hi = mid;
  }
  return breaksLater(e, next.game, n, hi);
}

/** An edit of deal `n` refused for deal `later`, which it would break: that deal's refusal `e`, said as its. */
export function breaksLater(e: TafelError, game: string, n: number, later: number): RuleViolation {
  const why = (l: Lang) => e.text[l].replace(/\.$/, '');
  return new RuleViolation(sayIn((t, l) => t.sheet.editBreaksLater(n, later, why(l), dealWord(game, l))));
}

/**
 * The game's reading of record's words; `dealer` is who deals this deal (Klaverjassen bidding=verplicht), `n` its
 * number (the sheet's next deal unless said).
 */
export const parseFor = (data: SheetData, args: RecordArgs, dealer: string, n = data.deals.length + 1): DealInput => {
  const game = gameById(data.game);
  return game.parseDeal(args, configOf(game, data), { dealer, number: n });
};

/**
 * A finished sheet refuses another deal, with the `tafel new` that starts the table again, and a closed one an undo or
 * a redo, with `tafel reopen`: a phone says it in its own words (409).
 */
export class FinishedSheet extends RuleViolation {
  /** `over`: the game of a sheet over by its own rules and not closed yet (Finish and Undo are still on the page). */
  constructor(
    text: RuleViolation['text'],
    readonly over?: string,
  ) {
    super(text);
  }
}

/**
 * A replay of a stored sheet that can go on, or the refusal every command gives for a sheet that cannot be replayed
 * (`view`'s); `extend` it with `orRefuse` for the same refusal.
 */
function replayerOf(data: SheetData, lang: Lang, opts?: ReplayOptions, from?: ReplayPoint): Replayer {
  return orRefuse(data, lang, () => new Replayer(gameById(data.game), data, lang, { ...opts, stored: true }, from));
}

function orRefuse<T>(data: SheetData, lang: Lang, replayed: () => T): T {
  try {
    return replayed();
  } catch (e) {
    view(data, lang); // throws the refusal
    throw e;
  }
}

/**
 * The next deal on a sheet, as `record` writes it, without writing: the sheet after it and its view, in which only
 * the new deal has its text. Throws `record`'s refusal. The preview of a phone's line is this, and so is every record.
 * `opts.event`: a table sheet's event as checkTableWrite read it, whose rounds all drawn leave no next one to draw.
 */
export function planDeal(
  data: SheetData,
  args: RecordArgs,
  opts: RowOptions & { event?: Pick<EventData, 'draws' | 'rounds'> },
  lang: Lang,
  phone?: Submission,
  from?: ReplayPoint,
): { data: SheetData; view: SheetView; keep?: ReplayPoint } {
  const base = { ...data, undone: undefined };
  // One replay for the sheet before and after the deal (a long sheet is replayed once, not twice, and not at all when
  // `from` says where its replay stood), and only the new deal described: every caller shows that deal and the totals.
  const replayed = replayerOf(data, lang, { texts: 'added' }, from);
  const before = replayed.view();
  if (before.finished) {
    const why = replayed.why();
    // Reopen plays on only where `finish` alone ended the game: a game over by its rules says why (Standing).
    const closed = Boolean(data.closed) && why === undefined;
    // A club table's sheet: finished early, `reopen` plays on; else its round is complete here. Never a plain sheet
    // of the same game, which would count for no standings.
    if (data.event !== undefined) {
      const last = opts.event !== undefined && opts.event.draws.length >= opts.event.rounds;
      throw new FinishedSheet(closed ? say((t) => t.commands.alreadyFinished(data.id)) : tableComplete(data, last));
    }
    const again = newLike(data);
    // Over by its own rules: the house rule whose higher value plays on is named, as `reopen` names it.
    const on = why === undefined ? undefined : replayed.standing().playsOn;
    throw new FinishedSheet(
      sayIn((t, l) => t.commands.finishedStartNew(data.id, again, Boolean(data.closed), why?.[l], on)),
      data.closed ? undefined : data.game,
    );
  }
  const dealer = opts.dealer !== undefined ? findPlayer(data.players, opts.dealer) : before.nextDealer;
  if (opts.dealtBy !== undefined && dealer !== opts.dealtBy) throw changedMeanwhile(data);
  refuseOutDealer(before, dealer, opts.dealer === undefined ? { data, replayed } : undefined);
  const r = withDeal(base, parseFor(data, args, dealer), data.deals.length, opts, lang, replayed);
  // Where the replay of the new sheet stands, when it went on with the deal (withDeal may have replayed anew).
  const keep = replayed.count === r.data.deals.length ? replayed.point() : undefined;
  if (!phone) return { ...r, keep };
  const origins = setKey(data.origins, String(r.data.deals.length), originOf(phone));
  return { data: { ...r.data, origins }, view: r.view, keep };
}

/** Table mode's deal, answered for the sheet as it was before another terminal or a phone changed it. */
const changedMeanwhile = (data: SheetData): StaleRows =>
  new StaleRows(sayIn((t, l) => t.play.changedMeanwhile(dealWord(data.game, l))));

/** Table mode's undo, redo or edit (`deal`), chosen on the sheet as shown (`asked`): refused when any row changed
 * elsewhere since, as the deal it names may be another by now (rules-notes: "a sheet changed elsewhere"). */
export function checkAsked(data: SheetData, asked: SheetData | undefined, deal = false): void {
  if (asked === undefined || rowsKey(data) === rowsKey(asked)) return;
  throw deal ? changedMeanwhile(data) : new StaleRows(sayIn((t) => t.play.changedNothingDone));
}

/** `record`: one deal at the end of the sheet. The view after it (only its last deal, the new one, has a text). */
export async function recordDeal(
  store: Store,
  id: string,
  args: RecordArgs,
  opts: RowOptions & { lang: Lang; phone?: Submission },
): Promise<SheetView> {
  return change(
    store,
    id,
    opts.lang,
    opts.phone,
    (data, kept, event) => {
      if (opts.rows !== undefined && rowCount(data) !== opts.rows) throw changedMeanwhile(data);
      const r = planDeal(data, args, { ...opts, event }, opts.lang, opts.phone, kept);
      return { data: r.data, result: r.view, keep: r.keep };
    },
    true,
  );
}

/** `undo`: takes the last row off (a deal or a correction); `redo` can put it back. */
export async function undoRow(
  store: Store,
  id: string,
  lang: Lang,
  phone?: Submission,
  seen?: string,
  asked?: SheetData,
): Promise<{ removed: DealView; view: SheetView }> {
  return change(store, id, lang, phone, (data) => {
    if (phone && seen !== undefined) checkLast(data, seen);
    const last = lastRow(data);
    if (!last) throw new RuleViolation(sayIn((t, l) => t.commands.nothingToUndo(id, dealsWord(data.game, l))));
    if (data.closed) throw new FinishedSheet(sayIn((t, l) => t.commands.closedUndo(id, dealWord(data.game, l))));
    checkAsked(data, asked);
    let next: SheetData;
    let removed: DealView;
    let after: SheetView | undefined;
    let keep: ReplayPoint | undefined;
    if ('correction' in last) {
      const cs = data.corrections ?? [];
      removed = view(data, lang).corrections[last.correction];
      next = {
        ...data,
        corrections: cs.length > 1 ? cs.filter((_, i) => i !== last.correction) : undefined,
        undone: [...(data.undone ?? []), { correction: cs[last.correction] }],
      };
    } else {
      const n = data.deals.length;
      const note = data.notes?.[String(n)];
      const origin = data.origins?.[String(n)];
      const nextDealer = data.dealers?.[String(n + 1)];
      // Who deals deal n stays (it is dealt again); a dealer set for the deal after it goes with the deal, and redo
      // puts it back.
      next = {
        ...data,
        deals: data.deals.slice(0, -1),
        notes: setKey(data.notes, String(n), undefined),
        dealers: setKey(data.dealers, String(n + 1), undefined),
        origins: setKey(data.origins, String(n), undefined),
        undone: [
          ...(data.undone ?? []),
          {
            deal: data.deals[n - 1],
            ...(note ? { note } : {}),
            ...(origin ? { origin } : {}),
            ...(nextDealer !== undefined ? { nextDealer } : {}),
          },
        ],
      };
      // One replay: the sheet after (without deal n), then deal n again for the row it removes.
      const replayed = replayerOf(next, lang);
      after = replayed.view();
      keep = replayed.point();
      orRefuse(data, lang, () => replayed.extend(data));
      removed = replayed.view().deals[n - 1];
    }
    next = remember(next, phone);
    return { data: next, result: { removed, view: after ?? view(next, lang) }, keep };
  });
}

/**
 * `redo`: puts back the last row `undo` took off, until the next record or correction. `seen`: a phone's redo, the key
 * of the row its question named (backKey); another row to put back (a record and an undo elsewhere) is not put back.
 */
export async function redoRow(
  store: Store,
  id: string,
  lang: Lang,
  phone?: Submission,
  seen?: string,
  asked?: SheetData,
): Promise<{ restored: DealView; view: SheetView }> {
  return change(store, id, lang, phone, (data) => {
    // Before record's "nothing to redo": a phone's page offered a row, so a record elsewhere since is a stale page.
    if (phone && seen !== undefined && backKey(data) !== seen) throw otherBack(data);
    const undone = data.undone ?? [];
    if (undone.length === 0) {
      throw new RuleViolation(sayIn((t, l) => t.commands.nothingToRedo(id, dealWord(data.game, l))));
    }
    if (data.closed) throw new FinishedSheet(say((t) => t.commands.closed(id)));
    checkAsked(data, asked);
    const row = undone[undone.length - 1];
    const rest = undone.length > 1 ? undone.slice(0, -1) : undefined;
    let next: SheetData;
    let shown: SheetView | undefined;
    if ('correction' in row) {
      next = {
        ...data,
        corrections: [...(data.corrections ?? []), { ...row.correction, after: data.deals.length }],
        undone: rest,
      };
    } else {
      // Dealt by another than `tafel dealer` named since the undo (keepDealer): the deal goes back as it was dealt.
      const dealt = row.dealer === undefined ? data : dealtAgain(data, row.dealer, lang);
      const replayed = replayerOf(dealt, lang);
      const before = replayed.view();
      // Over by its own rules: said with the house rule that plays on, if one does (a deal limit set since the undo).
      const on = before.finished ? (replayed.standing().playsOn ?? '') : undefined;
      if (on !== undefined) throw new RuleViolation(sayIn((t, l) => t.commands.noRoom(id, dealWord(data.game, l), on)));
      // The house rules may have changed since: the deal must still pass as typed (else said so: puttingBack).
      const game = gameById(data.game);
      const put = puttingBack(data, () => {
        const input = parseFor(dealt, game.toArgs(row.deal, configOf(game, data)), before.nextDealer);
        // One replay, gone on with the deal put back; a deal from a phone gets its origin after (the file's order of
        // keys as before), and the dealer set for the deal after it comes back: each so a replay of its own.
        return withDeal({ ...dealt, undone: rest }, input, data.deals.length, { note: row.note }, lang, replayed);
      });
      next = put.data;
      const n = next.deals.length;
      if (row.origin) next = { ...next, origins: setKey(next.origins, String(n), row.origin) };
      if (row.nextDealer !== undefined)
        next = { ...next, dealers: setKey(next.dealers, String(n + 1), row.nextDealer) };
      if (next === put.data) shown = put.view;
    }
    next = remember(next, phone);
    const after = shown ?? view(next, lang);
    const restored =
      'correction' in row ? after.corrections[after.corrections.length - 1] : after.deals[next.deals.length - 1];
    return { data: next, result: { restored, view: after } };
  });
}

/** `finish`: closes the sheet (Zwikken may share the pot out); the players agreed to its totals (a phone: `shown`). */
export async function finishSheet(
  store: Store,
  id: string,
  lang: Lang,
  opts: { sharePot?: boolean; phone?: Submission; shown?: string } = {},
): Promise<SheetView> {
  return change(store, id, lang, opts.phone, (data) => {
    if (data.closed) {
      throw storageRefused((t) => t.commands.alreadyFinished(id), 'finished');
    }
    if (opts.shown !== undefined && rowsKey(data) !== opts.shown) throw changedTotals(data);
    if (opts.sharePot && gameById(data.game).unit !== 'money') {
      throw misused((t) => t.commands.sharePotNoPot(data.game));
    }
    const shared = remember({ ...data, closed: true, ...(opts.sharePot ? { sharePot: true } : {}) }, opts.phone);
    const v = view(shared, lang);
    // A pot with nothing in it is not shared (the game settles nothing): the sheet keeps no share, which reopen would
    // put back on the table.
    if (!opts.sharePot || v.settlement !== undefined) return { data: shared, result: v };
    const { sharePot: _none, ...next } = shared;
    return { data: next, result: view(next, lang) };
  });
}
