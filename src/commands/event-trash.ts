import { misused, refused } from '../core/errors.js';
import { textsOf } from '../i18n/index.js';
import { EventStore, matchEventId } from '../store/events/files.js';
import { deleteEvent, undeleteEvent } from '../store/trash/events.js';
import { KEEP_DAYS } from '../store/trash/kept.js';
import type { Ctx, Output } from './context.js';

/* `tafel event delete` / `undelete` (`tafel toernooi verwijderen` / `terugzetten`): events.md §6, review 14.13. */

type Settings = { activeEvent?: string; active?: string };

/** As `tafel delete`: asks on a terminal, and without one refuses unless --force (nothing deleted). */
export async function runEventDelete(
  ctx: Ctx,
  given: string,
  force: boolean,
  confirm?: (q: string) => Promise<boolean>,
): Promise<Output> {
  const es = new EventStore(ctx.store);
  const id = matchEventId(es.eventIds(), given);
  // A night of a season: deleting it would leave the season's standings naming an event that is gone.
  const season = es.seasonIds().find((s) => es.readSeason(s).events.includes(id));
  if (season !== undefined) throw refused((t) => t.event.deleteSeasonNight(id, season));
  if (!force) {
    if (!ctx.interactive || !confirm) throw misused((t) => t.event.deleteNeedsForce(id, KEEP_DAYS));
    const event = es.readEvent(id);
    const n = event.draws.flatMap((d) => d.tables).filter((t) => ctx.store.exists(t.sheet)).length;
    if (!(await confirm(textsOf(ctx.lang).event.deleteQuestion(id, n, KEEP_DAYS))))
      return { json: { deleted: null }, text: (c) => textsOf(c.lang).event.nothingDeleted };
  }
  const s = ctx.store.readSettings() as Settings;
  // settings.json is written only when it names this event or one of its sheets (a table sheet is the active one).
  ctx.store.settingsWritable(s.activeEvent === id || s.active !== undefined);
  const { sheets } = await deleteEvent(es, id, ctx.now());
  if (s.activeEvent === id || (s.active !== undefined && sheets.includes(s.active)))
    await ctx.store.updateSettings((x) => {
      const y = { ...x } as Settings & typeof x;
      if (y.activeEvent === id) delete y.activeEvent;
      if (y.active !== undefined && sheets.includes(y.active)) delete y.active;
      return y;
    });
  return {
    json: { deleted: id, sheets, keptDays: KEEP_DAYS },
    text: (c) => textsOf(c.lang).event.eventDeleted(id, sheets.length, KEEP_DAYS),
  };
}

export async function runEventUndelete(ctx: Ctx, id: string): Promise<Output> {
  const { sheets } = await undeleteEvent(new EventStore(ctx.store), id);
  return {
    json: { undeleted: id, sheets },
    text: (c) => textsOf(c.lang).event.eventUndeleted(id, sheets.length),
  };
}
