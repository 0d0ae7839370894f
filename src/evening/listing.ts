import { TafelError } from '../core/errors.js';
import { gameById } from '../games/index.js';
import type { Lang } from '../core/game.js';
import { sheetSummary } from './stats.js';
import type { SheetData } from '../sheet/sheet.js';
import { type Order, orderSheets } from '../store/index-order.js';
import {
  eachListed,
  SHEETS_INDEX,
  listSheets,
  STATS_INDEX,
  type Listed,
  type SheetSummary,
  type StatsSummary,
} from '../store/index-sheets.js';
import type { Store } from '../store/store.js';
import { view } from '../sheet/view.js';

/**
 * A sheet as the indexes of sheets keep it: replayed without the deals' texts (nobody reads them
 * there). A sheet that cannot be replayed is refused exactly as every command refuses it.
 */
export function summarize(data: SheetData, lang: Lang): StatsSummary {
  return sheetSummary(data, view(data, lang, { texts: false }), gameById(data.game));
}

/** What `tafel sheets` keeps of a summary. */
export const listing = ({
  createdAt,
  game,
  rules,
  title,
  players,
  deals,
  finished,
  event,
}: SheetSummary): SheetSummary => ({
  createdAt,
  game,
  rules,
  title,
  players,
  deals,
  finished,
  ...(event !== undefined ? { event } : {}),
});

const refusal = (e: unknown) => (e instanceof TafelError ? e.text : undefined);

/** What a listing reads: the store, and the language the deals are replayed in (a command's Ctx is one). */
interface Reader {
  store: Store;
  lang: Lang;
}

/** What the index of sheets is listed with: the store's sheets, each read as `tafel sheets` shows it. */
const sheetsOf = (ctx: Reader) =>
  [
    ctx.store.locks,
    ctx.store.dir,
    ctx.store.ids(),
    (id: string): SheetSummary => listing(summarize(ctx.store.readSheet(id), ctx.lang)),
    refusal,
  ] as const;

/**
 * Every sheet of the data directory, through the index of sheets (store/index-sheets.ts): only the
 * sheets new or changed since the last listing are read and replayed. Here, below the commands, because
 * `sheets`, `evenings`, `export` and `stats` all list.
 */
export const listAll = (ctx: Reader): Listed[] => listSheets(...sheetsOf(ctx));

/** `listAll` that leaves the index as it is: for a command that must write nothing (`use` looking up a title). */
export const listAllRead = (ctx: Reader): Listed[] => [...eachListed(...sheetsOf(ctx), SHEETS_INDEX, () => false)];

/**
 * Every sheet in the order `export --all` writes them (store/index-order.ts orderSheets): the same
 * index and rules as `listAll`, but only each sheet's start and seal are kept, not its summary.
 */
export const orderAll = (ctx: Reader): Order => orderSheets(...sheetsOf(ctx));

/**
 * The same through the statistics' own index, whose summaries hold what `tafel stats` counts: one
 * sheet at a time (store/index-sheets.ts eachListed), so that the statistics of 10,000 sheets need
 * not hold 10,000 summaries. `save`: whether the index may keep what it learned (asked once every sheet is listed).
 */
export function statsAll(ctx: Reader, save?: () => boolean): Iterable<Listed<StatsSummary>> {
  const read = (id: string) => summarize(ctx.store.readSheet(id), ctx.lang);
  return eachListed(ctx.store.locks, ctx.store.dir, ctx.store.ids(), read, refusal, STATS_INDEX, save);
}
