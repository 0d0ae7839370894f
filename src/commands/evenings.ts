/**
 * What the evening commands (export, settle, stats) share: their output and how they read every
 * sheet. Its own module, below each of them, so that none of the commands imports another for it.
 */
import type { Text } from '../core/errors.js';
import { eveningOf, loadSheets, type LoadedSheet, type Skipped } from '../evening/evening.js';
import { gameById } from '../games/index.js';
import type { SheetData } from '../sheet/sheet.js';
import { view } from '../sheet/view.js';
import { textsOf } from '../i18n/index.js';
import { safe } from '../ui/paint.js';
import type { Ctx, Output } from './context.js';
import { listAll } from '../evening/listing.js';

/** An evening command's output, with the sheets it had to skip (main.ts warns about them on stderr). */
export interface EveningOutput extends Output {
  skipped: Skipped[];
  /** A line for stderr in human mode (which evening an export without a sheet belongs to). */
  note?: Text;
  /** Lines for stderr, each a whole warning: what an export could not carry as it is (src/event/backup.ts). */
  warnings?: Text[];
}

/** One line on stderr: the id (a file name) and the reason quote the file, so escaped as the error boundary escapes. */
export const warning = (s: Skipped, lang: Ctx['lang']): string =>
  safe(textsOf(lang).commands.skipped(s.id, s.error[lang]));

export const loaded = (data: SheetData, lang: Ctx['lang']): LoadedSheet => ({
  data,
  game: gameById(data.game),
  view: view(data, lang),
});

/**
 * Every readable sheet of the data directory (with `evening`, only that evening's); the others are
 * skipped with their reason. Through the index of sheets: a sheet it lists as read in full while
 * its file is unchanged is not checked deal by deal again, and `evening` picks sheets before reading.
 */
export function loadAll(ctx: Ctx, evening?: string): { sheets: LoadedSheet[]; skipped: Skipped[] } {
  const skipped: Skipped[] = [];
  const checked = new Map<string, string | undefined>();
  for (const l of listAll(ctx)) {
    if ('error' in l) skipped.push({ id: l.id, error: l.error });
    else if (evening === undefined || eveningOf(l.summary.createdAt) === evening) checked.set(l.id, l.stamp);
  }
  // A sheet changed into an unreadable one since the listing is skipped too.
  const read = loadSheets(
    [...checked.keys()],
    (id) => ctx.store.readSheet(id, checked.get(id)),
    (d) => loaded(d, ctx.lang),
  );
  return { sheets: read.sheets, skipped: [...skipped, ...read.skipped] };
}
