import { RuleViolation } from '../core/errors.js';
import type { Lang } from '../core/game.js';
import { formatMoney } from '../core/money.js';
import { dealsWord, dealWord, gameById } from '../games/index.js';
import { sayIn, textsOf } from '../i18n/index.js';
import { lastRow, rowCount } from '../sheet/rows.js';
import {
  configOf,
  dealText,
  rowMarks,
  SAT_OUT,
  type DealView,
  type SheetData,
  type SheetView,
} from '../sheet/sheet.js';
import { shortNoted } from '../sheet/note.js';
import { view } from '../sheet/view.js';
import { crypto } from '../store/crypto.js';
import { safe } from '../ui/paint.js';

/*
 * A phone's guard against a sheet changed since its page saw it (write.ts): the refusals that say who changed it,
 * naming rows as the players know them (a deal by its number and the game's word, a correction as c1), and the keys
 * of the rows its undo and put back questions name, so that neither acts on another row that took its place.
 */

/** The sheet changed since the page saw it (another phone, the terminal): nothing is written (409). */
export class StaleRows extends RuleViolation {}

/** Who changed the sheet since the page saw `seen` rows, in one line; `line`: the write was a deal (its line kept). */
export function staleReason(data: SheetData, seen: number, line: boolean): StaleRows {
  const n = data.deals.length;
  const k = data.corrections?.length ?? 0;
  if (rowCount(data) < seen) {
    // The rows taken back: the deals and corrections after the sheet's last, as the undo list holds them (its last the
    // first); one the list no longer holds (a record since ended it) is said as a deal.
    const taken = seen - rowCount(data);
    const corrections = (data.undone ?? []).slice(-taken).filter((r) => 'correction' in r).length;
    const back = { deal: n + 1, deals: taken - corrections, correction: k + 1, corrections };
    return new StaleRows(
      sayIn((t, l) => t.serve.staleUndone(back, line, dealWord(data.game, l), dealsWord(data.game, l))),
    );
  }
  const last = lastRow(data);
  if (last && 'correction' in last)
    return new StaleRows(sayIn((t) => t.serve.staleCorrected(t.commands.correctionLine(last.correction + 1), line)));
  // The rows written since, all named (the last at least: one in the place of another taken back meanwhile). A
  // correction's place is the deals and the corrections before it.
  const from = Math.min(seen, rowCount(data) - 1);
  const corrections = (data.corrections ?? []).filter((c, i) => c.after + i >= from).length;
  const deals = rowCount(data) - from - corrections;
  const rows = { deal: n - deals + 1, deals, correction: k - corrections + 1, corrections };
  const phones = data.deals.filter((_, i) => i >= n - deals && data.origins?.[String(i + 1)] !== undefined).length;
  const by = phones === 0 ? 'terminal' : phones === deals + corrections ? 'phone' : 'both';
  return new StaleRows(
    sayIn((t, l) => t.serve.staleRecorded(rows, by, line, dealWord(data.game, l), dealsWord(data.game, l))),
  );
}

/** A table's write for the sheet its page saw, whose round was drawn again since (the same id, made anew). */
export const redrawn = (data: SheetData): StaleRows =>
  new StaleRows(sayIn((t) => t.serve.scorer.redrawn(data.event?.round ?? 0)));

/**
 * A put back whose question named another row than the one to put back now (a record and an undo elsewhere), or none
 * (an undo and a record elsewhere).
 */
export const otherBack = (data: SheetData): StaleRows =>
  new StaleRows(
    sayIn((t, l) => {
      const back = putBack(data, l);
      return back === undefined
        ? t.serve.staleNoRedo(dealWord(data.game, l))
        : t.serve.staleRedo(t.serve.scorer.row(...back));
    }),
  );

const KEY = 16;

// node:crypto when a key is asked (the phone's writes): `record` at the terminal goes through write.ts too, and
// loading it costs about 5 ms of every record's start.
const keyOf = (row: unknown): string =>
  crypto().createHash('sha256').update(JSON.stringify(row)).digest('base64url').slice(0, KEY);

/**
 * The last row as a short key: the page sends back the one it asked about ("Undo deal 5 (...)?"), so an undo never
 * takes off another row that took its place meanwhile (an undo and a record at the terminal leave the count as it was).
 * Its first half is the row's place (a deal's number and the phone's submission that wrote it, a correction's number),
 * its second the row itself: the same place with another row is a row changed on the computer (`tafel edit`).
 */
export function lastKey(data: SheetData): string | undefined {
  const last = lastRow(data);
  if (!last) return undefined;
  const n = data.deals.length;
  const place = 'correction' in last ? ['c', last.correction] : [n, data.origins?.[String(n)]?.id];
  return keyOf(place) + keyOf('correction' in last ? data.corrections![last.correction] : data.deals.at(-1));
}

/**
 * Refuses an undo whose question named another last row (`seen`, its lastKey) than the sheet has now. A phone's deal
 * edited on the computer since has lost its origin: its place is known by its id, kept among the sheet's recent ones.
 */
export function checkLast(data: SheetData, seen: string): void {
  const now = lastKey(data);
  const last = lastRow(data);
  if (now === seen) return;
  const place = seen.slice(0, KEY);
  const edited = (data.recentIds ?? []).some((id) => keyOf([data.deals.length, id]) === place);
  if (!last || (now!.slice(0, KEY) !== place && !edited)) throw staleReason(data, rowCount(data), false);
  const row =
    'correction' in last
      ? { deal: 0, deals: 0, correction: last.correction + 1, corrections: 1 }
      : { deal: data.deals.length, deals: 1, correction: 0, corrections: 0 };
  throw new StaleRows(sayIn((t, l) => t.serve.staleChanged(row, dealWord(data.game, l), dealsWord(data.game, l))));
}

/**
 * The sheet's rows as a short key (its deals, notes, dealers, corrections, rows to put back and house rules): a
 * phone's Finish sends back the one of the totals it asked about (`shown`): a sheet changed since (an edit, a
 * correction) is not closed; table mode's undo, redo and edit compare it too.
 */
export const rowsKey = (d: SheetData): string => keyOf([d.deals, d.notes, d.dealers, d.corrections, d.undone, d.set]);

/** A phone's Finish asked on rows (`rowsKey`) the sheet no longer has: the final totals as they are now. */
export const changedTotals = (data: SheetData): StaleRows =>
  new StaleRows(
    sayIn((t, l) => {
      const v = view(data, l);
      return t.serve.staleTotals(scoresLine(v, v.totals, gameById(data.game).unit === 'money', l));
    }),
  );

const signed = (v: number, money: boolean, lang: Lang): string =>
  (v > 0 ? '+' : '') + (money ? formatMoney(v, lang) : String(v));

/**
 * "Ann 0 · Bert +10 · ...": a deal's or the sheet's scores per column as the sheet has them (a player, or a team in a
 * team game, whose partners carry one score). With its `deal`, who sat that deal out is said as the sheet shows him
 * ("Eva -", Toepen's "Ann dood"), not as a 0.
 */
export const scoresLine = (
  v: SheetView,
  scores: Record<string, number>,
  money: boolean,
  lang: Lang,
  deal?: DealView,
): string => {
  const cols = Array.isArray(v.teams) ? (v.teams as string[][]) : v.players.map((p) => [p]);
  const marks = deal && rowMarks(deal, cols).columns;
  return cols
    .map((c, i) => {
      const m = marks?.[i];
      return `${safe(c.join(' + '))} ${m?.sat ? (m.mark ?? SAT_OUT) : signed(scores[c[0]] ?? 0, money, lang)}`;
    })
    .join(' · ');
};

/** The row `redo` puts back as a short key (as lastKey), so a redo puts back the row its question named or nothing. */
export function backKey(data: SheetData): string | undefined {
  const back = data.undone?.at(-1);
  return back && keyOf('correction' in back ? back.correction : back.deal);
}

/**
 * A row as a page names it: its name ("deal 7", "correction c1") and what it holds, a deal as the sheet names it
 * ("Bert solo 6: 7 tricks", "Ann alleen 6: 8 tricks ×2": dealText), a hand-edited file's long note cut (shortNoted).
 */
export function rowNamed(
  d: { number: number; text: string; note?: string; correction?: number; reason?: string; multiplier?: unknown },
  game: string,
  lang: Lang,
): [string, string] {
  const t = textsOf(lang).serve.scorer;
  return d.correction !== undefined
    ? [t.correctionName(d.correction), safe(d.reason ?? '')]
    : [t.dealName(d.number, dealWord(game, lang)), dealText(d, safe(shortNoted(d.text, d.note)))];
}

/** The row `redo` puts back, named as rowNamed names it, while there is one. */
export function putBack(data: SheetData, lang: Lang): [string, string] | undefined {
  const back = data.undone?.at(-1);
  if (!back) return undefined;
  if ('correction' in back) {
    const correction = (data.corrections?.length ?? 0) + 1;
    return rowNamed({ number: 0, text: '', correction, reason: back.correction.reason }, data.game, lang);
  }
  const game = gameById(data.game);
  const text = game.describe(back.deal, configOf(game, data), lang);
  return rowNamed({ number: data.deals.length + 1, text, multiplier: multiplierBack(data, back.deal) }, game.id, lang);
}

/**
 * The multiplier the deal put back counts with on the sheet as it is (a Kleurenwiezen deal after passes: `×2`), so
 * that the question names it as the sheet will; none when the sheet would refuse it now (redo says why).
 */
function multiplierBack(data: SheetData, deal: SheetData['deals'][number]): unknown {
  try {
    const deals = [...data.deals, deal];
    return view({ ...data, deals, undone: undefined }, 'en', { texts: false }).deals.at(-1)?.multiplier;
  } catch {
    return undefined;
  }
}
