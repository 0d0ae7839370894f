import { checkTableWrite } from '../store/events/guard.js';
import { misused, refused, RuleViolation, TafelError, UsageError, withText } from '../core/errors.js';
import { editedFlags, flagName, shellWord } from '../core/flags.js';
import { sayIn, textsOf } from '../i18n/index.js';
import type { DealInput, RecordArgs } from '../core/game.js';
import { findPlayer, UnknownPlayer } from '../core/players.js';
import { dealsWord, dealWord, gameById } from '../games/index.js';
import { headById } from '../games/heads.js';
import { refuseEarlyEnd, refuseNamedOutDealer } from '../sheet/amend.js';
import { checkReason, parseCorrection, setKey, unpinned } from '../sheet/rows.js';
import { configOf, type SheetData, type SheetView } from '../sheet/sheet.js';
import { refuseOutDealer } from '../sheet/out-dealer.js';
import { breaksLater, checkAsked, parseFor, remember, withDeal, type RowOptions } from '../serve/write.js';
import { renderSheet } from '../ui/sheet-table.js';
import { safe } from '../ui/paint.js';
import { resolveSheetId, type Ctx, type Output } from './context.js';
import { view } from '../sheet/view.js';
import { serializeSheet } from '../store/files.js';
import { closedRefusal, dealOutput } from './deals.js';

/*
 * `tafel edit` and `tafel correct`: a module of their own, so that `tafel record`, the command run most, loads none
 * of their code (the corrections' reader, the checks of an edit against the deals after it).
 */

/** `c2`: the second correction; anything else is a deal number. */
const CORRECTION_REF = /^c(\d+)$/i;

/**
 * Replaces deal n's inputs. With `partial` (the command line) only the flags given change: the
 * contract words, when given, replace the contract and the other flags stay; when the old flags do
 * not fit the new contract, only the given ones count. The table mode gives a whole deal.
 */
export async function runEdit(
  ctx: Ctx,
  sheet: string | undefined,
  numberText: string,
  args: RecordArgs,
  opts: RowOptions & { partial?: boolean; reason?: string; force?: boolean; asked?: SheetData } = {},
): Promise<Output> {
  const id = await resolveSheetId(ctx, sheet);
  // The number trimmed (`tafel edit " 2"`), as a correction's ref is.
  const typed = numberText.trim();
  const ref = CORRECTION_REF.exec(typed);
  if (ref) return editCorrection(ctx, id, sheet, Number(ref[1]), args, opts);
  const edited = ctx.store.updateSheet(id, (data) => {
    checkTableWrite(ctx.store, data);
    checkAsked(data, opts.asked, true);
    // A correction's own flags, which a deal would drop unsaid.
    const own = opts.reason !== undefined ? 'reason' : opts.force ? 'force' : undefined;
    if (own) throw new UsageError(sayIn((t, l) => t.commands.forCorrections(own, dealWord(data.game, l))));
    const n = Number(typed);
    if (!/^\d+$/.test(typed) || n < 1 || n > data.deals.length) {
      const said = sayIn((t, l) =>
        t.commands.noDealToEdit(id, typed, data.deals.length, dealWord(data.game, l), dealsWord(data.game, l)),
      );
      // Not a deal number at all (`edit een`, `edit 0`): a value not of its kind (exit 2), as an event's round number
      // is; a number past the sheet's last deal is 1.
      throw /^\d+$/.test(typed) && n >= 1 ? new RuleViolation(said) : new UsageError(said);
    }
    const before = view(data, ctx.lang, { texts: false });
    const dealer = opts.dealer !== undefined ? findPlayer(data.players, opts.dealer) : before.deals[n - 1].dealer;
    if (opts.dealer !== undefined) refuseOutDealer(view(data, ctx.lang, { texts: false, deals: n - 1 }), dealer);
    let input: DealInput;
    const given = Object.values(args.flags).some((f) => f !== undefined) || args.words.length > 0;
    // `tafel edit 3` and nothing else changes nothing: said, rather than the deal shown as if it had been edited.
    if (opts.partial && !given && opts.dealer === undefined && opts.note === undefined)
      throw misused((t) => t.commands.nothingToEdit(String(n)));
    if (!opts.partial) input = parseFor(data, args, dealer, n);
    else if (!given) input = data.deals[n - 1];
    else {
      const game = gameById(data.game);
      const old = game.toArgs(data.deals[n - 1], configOf(game, data));
      const specs = headById(data.game)?.flags ?? {};
      const merged: RecordArgs = {
        words: args.words.length > 0 ? args.words : old.words,
        flags: editedFlags(
          old.flags,
          args.flags,
          (name) => specs[name],
          (name) => {
            try {
              return findPlayer(data.players, name);
            } catch {
              return undefined;
            }
          },
        ),
      };
      const read = (a: RecordArgs): DealInput | undefined => {
        try {
          return parseFor(data, a, dealer, n);
        } catch {
          return undefined;
        }
      };
      try {
        input = parseFor(data, merged, dealer, n);
      } catch (e) {
        if (args.words.length > 0) input = parseFor(data, args, dealer, n);
        else {
          // A deal that was `pas` given a played deal's flags (Belote, Zwikken): the played form has no contract word.
          const played = old.words.length > 0 ? read({ words: [], flags: merged.flags }) : undefined;
          if (played === undefined) throw keptSaid(e, data.game, n, merged, args.flags, (a) => read(a) !== undefined);
          input = played;
        }
      }
    }
    // A dealer the rotation gives deal n anyway is no change, and no pin (rows.ts `unpinned`). One naming him takes off
    // a pin another edit left (rules-notes, 2026-12-07).
    const bare = unpinned(data, n);
    const rotates =
      opts.dealer !== undefined && dealer === view(bare, ctx.lang, { texts: false, deals: n - 1 }).nextDealer;
    const [base, rowOpts] = rotates ? [bare, { ...opts, dealer: undefined }] : [data, opts];
    const r = withDeal(byTerminal(base, input, n), input, n - 1, rowOpts, ctx.lang);
    refuseMovedDeals(before, r, n);
    refuseEarlyEnd(gameById(data.game), r.data, String(n));
    refuseNamedOutDealer(gameById(data.game), data, r.data, { row: String(n) });
    // The deal given as it stands: nothing is written, and said so, as `set` and `dealer` say it.
    return { data: r.data, result: { view: r.view, n, same: JSON.stringify(r.data) === JSON.stringify(data) } };
  });
  const v = await edited.catch(async (e) => {
    // A player of another sheet of the evening, as `tafel record` says it: looked for only when refusing.
    throw e instanceof UnknownPlayer ? (await import('./elsewhere.js')).playsElsewhere(ctx, id, sheet, e, 'edit') : e;
  });
  const out = dealOutput(v.view, v.n);
  // `changed` tells a script reading --json what the text says: false when nothing was written.
  const json = { ...(out.json as Record<string, unknown>), changed: !v.same };
  if (!v.same) return { ...out, json };
  return { ...out, json, text: (c) => textsOf(c.lang).commands.dealUnchanged(v.n, dealWord(v.view.game, c.lang)) };
}

/**
 * The sheet whose deal `n` becomes `input`: another deal than a phone wrote is the terminal's now (rules-notes), so
 * its origin goes and its submission's id stays among the sheet's recent ones: a retry of that write is still already
 * recorded, and the phone's undo still knows the deal's place (stale.ts).
 */
function byTerminal(data: SheetData, input: DealInput, n: number): SheetData {
  const origin = data.origins?.[String(n)];
  if (!origin || JSON.stringify(input) === JSON.stringify(data.deals[n - 1])) return data;
  return remember({ ...data, origins: setKey(data.origins, String(n), undefined) }, origin);
}

/**
 * Each deal an edit of deal `n` gives another dealer (`--dealer`, and the rotation that goes on from him) must still
 * pass as typed with him (Klaverjassen bidding=verplicht: the taker is the player after the dealer). Deal n's refusal
 * is its own; a later deal's names that deal, which the user did not touch.
 */
function refuseMovedDeals(before: SheetView, after: { data: SheetData; view: SheetView }, n: number): void {
  const game = gameById(after.data.game);
  const config = configOf(game, after.data);
  after.data.deals.forEach((deal, i) => {
    const dealer = after.view.deals[i].dealer;
    if (i < n - 1 || dealer === before.deals[i].dealer) return;
    try {
      parseFor(after.data, game.toArgs(deal, config), dealer, i + 1);
    } catch (e) {
      throw e instanceof TafelError && i >= n ? breaksLater(e, game.id, n, i + 1) : e;
    }
  });
}

/**
 * An edit refused with flags the deal kept (those not given, and the other players' entries of one given): the refusal
 * names the fewest of them in the way, and how to take them away, since the user did not type them (`--out Dirk` kept
 * when the points given name Dirk).
 */
function keptSaid(
  e: unknown,
  game: string,
  n: number,
  merged: RecordArgs,
  given: RecordArgs['flags'],
  reads: (args: RecordArgs) => boolean,
): unknown {
  const parts = (v: unknown) =>
    String(v)
      .split(',')
      .map((x) => x.trim())
      .filter((x) => x !== '');
  // A flag not given, and of a flag given as entries the players' entries it kept (`--points Dirk=3` of `Ann=7` given).
  const kept = Object.entries(merged.flags).flatMap(([k, v]): [string, string | boolean | undefined][] => {
    if (given[k] === undefined) return [[k, v]];
    const typed = new Set(parts(given[k]));
    const others = v === given[k] ? [] : parts(v).filter((x) => !typed.has(x));
    return others.length > 0 ? [[k, others.join(',')]] : [];
  });
  if (!(e instanceof TafelError) || kept.length === 0) return e;
  // Of the kept flags, the fewest whose leaving out makes the deal read (at most three): only those are named.
  const without = (drop: readonly string[]) =>
    reads({
      words: merged.words,
      flags: Object.fromEntries(
        Object.entries(merged.flags).flatMap(([k, v]) =>
          !drop.includes(k) ? [[k, v]] : given[k] !== undefined ? [[k, given[k]]] : [],
        ),
      ),
    });
  const keys = kept.map(([k]) => k);
  const sets = [1, 2, 3].flatMap((size) => subsets(keys, size));
  const clash = sets.find(without);
  // No set of them whose leaving out makes the deal read (`--tricks 14`, or a winner who passed, which wants another
  // winner rather than none): all are named, as what the deal was judged with, and no taking away is offered; nor is
  // it for a player's entry kept in a flag given (no flag takes one entry away: the entry is given anew).
  const named = clash ? kept.filter(([k]) => clash.includes(k)) : kept;
  const as = named.map(([k, v]) => (v === true ? `--${flagName(k)}` : `--${flagName(k)} ${shellWord(String(v))}`));
  const away =
    clash && named.every(([k]) => given[k] === undefined)
      ? named.map(([k, v]) => (v === true ? `--no-${flagName(k)}` : `--${flagName(k)} ""`)).join(' ')
      : undefined;
  const text = sayIn((t, l) =>
    t.commands.keptFlags(e.text[l].replace(/\.$/, ''), n, as.join(' '), away, named.length, dealWord(game, l)),
  );
  // Still an unknown player's refusal: one of another sheet of the evening is told where he plays (runEdit).
  return e instanceof UnknownPlayer ? new UnknownPlayer(text, e.typed) : withText(e, text);
}

/** The subsets of `size` of `items`, in order. */
function subsets<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  return items.flatMap((x, i) => subsets(items.slice(i + 1), size - 1).map((rest) => [x, ...rest]));
}

async function editCorrection(
  ctx: Ctx,
  id: string,
  sheet: string | undefined,
  k: number,
  args: RecordArgs,
  opts: RowOptions & { reason?: string; force?: boolean },
): Promise<Output> {
  const v = await ctx.store
    .updateSheet(id, (data) => {
      checkTableWrite(ctx.store, data);
      const cs = data.corrections ?? [];
      if (k < 1 || k > cs.length) {
        throw refused((t) => t.commands.noCorrection(id, k, cs.length));
      }
      const extra =
        Object.entries(args.flags).find(([, f]) => f !== undefined)?.[0] ??
        (opts.dealer !== undefined ? 'dealer' : opts.note !== undefined ? 'note' : undefined);
      const game = gameById(data.game);
      // A money sheet's correction is player=amount, as `correct` there says.
      const money = game.unit === 'money';
      if (extra) throw misused((t) => t.commands.correctionFlag(extra, money));
      // `tafel edit c1` and nothing else changes nothing: said, rather than the correction shown as if edited.
      if (args.words.length === 0 && opts.reason === undefined) {
        throw misused((t) => t.commands.nothingToCorrect(k, money));
      }
      const old = cs[k - 1];
      const reason = opts.reason ?? old.reason;
      // New scores are read as `correct` reads them; without, the scores stay as stored (a team's once, a sum written
      // with --force) and only the reason is new.
      const c =
        args.words.length > 0
          ? {
              after: old.after,
              ...parseCorrection(game, data, scoresOf(args.words), reason, Boolean(opts.force), `c${k}`),
            }
          : { ...old, reason: checkReason(game, data, reason, `c${k}`) };
      const next = { ...data, corrections: cs.map((x, i) => (i === k - 1 ? c : x)) };
      refuseEarlyEnd(game, next, `c${k}`);
      refuseNamedOutDealer(game, data, next, { row: `c${k}` });
      // The correction given as it stands (the same reason, the same scores): nothing is written, and said so.
      const same = serializeSheet(next) === serializeSheet(data);
      return { data: same ? data : next, result: { v: view(next, ctx.lang), same } };
    })
    .catch(async (e) => {
      // As `correct` says it (until 2026-12-07 "Unknown player" for one of another table or sitting the round out).
      throw e instanceof UnknownPlayer ? (await import('./elsewhere.js')).playsElsewhere(ctx, id, sheet, e, 'edit') : e;
    });
  const out = correctionOutput(v.v, k, !v.same);
  return v.same ? { ...out, text: (c) => textsOf(c.lang).commands.correctionUnchanged(k) } : out;
}

/**
 * A correction's scores typed as words (`correct`, `edit c1`), as one text: `Ann=5 Bert=-5` is `Ann=5;Bert=-5`, the
 * end of a word never a decimal comma (`Ann=0,5 Bert=-0,5`), and each word a list of its own as before.
 */
export const scoresOf = (words: readonly string[]): string => words.join(';');

/** `changed`: given to an edit's output, false when the edit gave the row as it stood and nothing was written. */
function correctionOutput(v: SheetView, k: number, changed?: boolean): Output {
  const row = v.corrections[k - 1];
  return {
    json: {
      ...row,
      totals: v.totals,
      finished: v.finished,
      ...(v.winner !== undefined ? { winner: v.winner } : {}),
      ...(changed !== undefined ? { changed } : {}),
    },
    text: async (c) =>
      `${textsOf(c.lang).commands.correctionLine(k)}: ${safe(row.reason ?? '')}\n${await renderSheet(v, c)}`,
  };
}

/** `tafel correct Ann=-15,Bert=5,... --reason ...`: a correction row after the last deal. */
export async function runCorrect(
  ctx: Ctx,
  sheet: string | undefined,
  text: string,
  opts: { reason?: string; force?: boolean },
): Promise<Output> {
  const id = await resolveSheetId(ctx, sheet);
  const corrected = ctx.store.updateSheet(id, (data) => {
    checkTableWrite(ctx.store, data);
    if (data.closed) throw closedRefusal(id);
    const c = {
      after: data.deals.length,
      ...parseCorrection(gameById(data.game), data, text, opts.reason, Boolean(opts.force)),
    };
    const corrections = [...(data.corrections ?? []), c];
    const next = { ...data, corrections, undone: undefined };
    refuseNamedOutDealer(gameById(data.game), data, next, undefined);
    return { data: next, result: { v: view(next, ctx.lang), k: corrections.length } };
  });
  const { v, k } = await corrected.catch(async (e) => {
    throw e instanceof UnknownPlayer
      ? (await import('./elsewhere.js')).playsElsewhere(ctx, id, sheet, e, 'correct')
      : e;
  });
  return correctionOutput(v, k);
}
