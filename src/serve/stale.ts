import { createHash } from 'node:crypto';
import { RuleViolation } from '../core/errors.js';
import type { Lang } from '../core/game.js';
import { dealsWord, dealWord, gameById } from '../games/index.js';
import { sayIn, textsOf } from '../i18n/index.js';
import { lastRow, rowCount } from '../sheet/rows.js';
import { configOf, type SheetData } from '../sheet/sheet.js';
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
  const phone = data.origins?.[String(n)] !== undefined;
  return new StaleRows(sayIn((t, l) => t.serve.staleRecorded(n, phone, line, dealWord(data.game, l))));
}

/** A table's write for the sheet its page saw, whose round was drawn again since (the same id, made anew). */
export const redrawn = (data: SheetData): StaleRows =>
  new StaleRows(sayIn((t) => t.serve.scorer.redrawn(data.event?.round ?? 0)));

/** A put back whose question named another row than the one to put back now (a record and an undo elsewhere). */
export const otherBack = (data: SheetData): StaleRows =>
  new StaleRows(sayIn((t, l) => t.serve.staleRedo(putBack(data, l) ?? '')));

const keyOf = (row: unknown): string =>
  createHash('sha256').update(JSON.stringify(row)).digest('base64url').slice(0, 16);

/**
 * The last row as a short key: the page sends back the one it asked about ("Undo deal 5 (...)?"), so an undo never
 * takes off another row that took its place meanwhile (an undo and a record at the terminal leave the count as it was).
 */
export function lastKey(data: SheetData): string | undefined {
  const last = lastRow(data);
  if (!last) return undefined;
  return keyOf('correction' in last ? data.corrections![last.correction] : data.deals.at(-1));
}

/** The row `redo` puts back as a short key (as lastKey), so a redo puts back the row its question named or nothing. */
export function backKey(data: SheetData): string | undefined {
  const back = data.undone?.at(-1);
  return back && keyOf('correction' in back ? back.correction : back.deal);
}

/** The row `redo` puts back as a phone's page names it ("deal 7 – Bert solo 6: 8 tricks"), while there is one. */
export function putBack(data: SheetData, lang: Lang): string | undefined {
  const back = data.undone?.at(-1);
  if (!back) return undefined;
  const t = textsOf(lang).serve.scorer;
  if ('correction' in back) return t.correctionNo((data.corrections?.length ?? 0) + 1, safe(back.correction.reason));
  const game = gameById(data.game);
  const text = safe(game.describe(back.deal, configOf(game, data), lang));
  return t.dealNo(data.deals.length + 1, text, dealWord(game.id, lang));
}
