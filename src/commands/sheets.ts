import { byCode } from '../store/paths.js';
import { misused } from '../core/errors.js';
import { say, textsOf, sayIn, type Texts } from '../i18n/index.js';
import { formatMoney } from '../core/money.js';
import { paint, safe } from '../ui/paint.js';
import { fitTable, wrapProse, wrapWords } from '../ui/fit.js';
import { renderSheet, type TableRow } from '../ui/sheet-table.js';
import { deletedSheetId, resolveSheetId, type Ctx, type Output } from './context.js';
import { pointOf } from '../sheet/point.js';
import { view, viewAndPoint } from '../sheet/view.js';
import { readBack } from '../store/trash/back.js';
import { KEEP_DAYS } from '../store/trash/kept.js';
import { listTrash, trashSheet, untrashSheet } from '../store/trash/trash.js';
import { onlyPreviousIds } from '../store/refusals.js';
import { FileProblem } from '../store/files.js';
import { localMinute, type SheetView } from '../sheet/sheet.js';

/**
 * One sheet: by default the deals that fit the screen (see ui/fit.ts screenOf), with --all every deal. A long sheet
 * goes on from its kept replay (store/kept.ts), and on a screen only the deals that can fit get their text; without
 * one, the replay made now is kept.
 */
export async function runSheet(ctx: Ctx, id: string | undefined, opts: { all?: boolean } = {}): Promise<Output> {
  const { data, kept, keep } = ctx.store.readWithKept(await resolveSheetId(ctx, id));
  const from = pointOf(kept, data);
  const height = ctx.json || opts.all ? undefined : ctx.screen.height;
  let v: SheetView;
  if (from) v = view(data, ctx.lang, height === undefined ? {} : { texts: data.deals.length - height }, from);
  else {
    const replayed = viewAndPoint(data, ctx.lang);
    keep(replayed.point);
    v = replayed.view;
  }
  return { json: v, text: (c) => renderSheet(v, c, undefined, { ...c.screen, all: Boolean(opts.all) }) };
}

export async function runUse(ctx: Ctx, id: string): Promise<Output> {
  const found = await resolveSheetId(ctx, id);
  ctx.store.readSheet(found);
  await ctx.store.updateSettings((s) => ({ ...s, active: found }));
  return { json: { active: found }, text: (c) => textsOf(c.lang).commands.activeSheet(found) };
}

/**
 * Every sheet, newest first, grouped by evening (the local date a sheet was started); an unreadable
 * file is listed with its problem under its own heading, never hidden.
 */
export async function runSheets(ctx: Ctx): Promise<Output> {
  const [{ eveningOf }, { listAll, listing }] = await Promise.all([
    import('../evening/evening.js'),
    import('../evening/listing.js'),
  ]);
  // The listing needs settings.json only for its active mark: while that file does not read, a run given --lang (or
  // it would not get here) lists the sheets unmarked (until 2026-12-07 it was refused, though the refusal says a
  // command given --lang runs without it).
  let active: string | undefined;
  try {
    active = ctx.store.readSettings().active;
  } catch (e) {
    if (!(e instanceof FileProblem)) throw e;
  }
  // Through the index of sheets: only sheets changed since the last listing are read and replayed.
  const listed = listAll(ctx);
  const rows = listed.map((l) => {
    if ('error' in l) return { id: l.id, error: l.error.en, active: l.id === active };
    const evening = eveningOf(l.summary.createdAt);
    // A table sheet says its event (events.md §12); the text lists it under its event's heading.
    return { id: l.id, date: evening, evening, ...listing(l.summary), active: l.id === active };
  });
  // A sheet whose file is gone while its previous version is still there is listed as an unreadable one is, with
  // doctor's reason: `tafel doctor --restore <id>` brings it back (until 2026-12-07 it was left out: "No sheets yet").
  const gone = onlyPreviousIds(
    ctx.store.sheetsDir,
    listed.map((l) => l.id),
  );
  const reason = sayIn((t) => t.commands.doctor.onlyPrevious).en; // read in English by --json only
  for (const id of gone) rows.push({ id, error: reason, active: id === active });
  rows.sort((a, b) =>
    'createdAt' in a && 'createdAt' in b
      ? byCode(b.createdAt!, a.createdAt!)
      : 'createdAt' in a
        ? -1
        : 'createdAt' in b
          ? 1
          : byCode(a.id, b.id),
  );
  return {
    json: rows,
    text: async (c) => {
      const t = textsOf(c.lang).commands;
      if (rows.length === 0) return wrapProse(t.noSheetsYet, c.screen.width);
      const p = await paint(c.color);
      const head = t.sheetsHead.map(p.head);
      const time = (iso: string) => {
        const d = new Date(iso);
        return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
      };
      const body: TableRow[] = [];
      const idWidth = Math.max(20, ...rows.map((r) => r.id.length));
      const eventOf = (r: (typeof rows)[number]) => ('event' in r ? r.event : undefined);
      // Each evening once, its sheets without an event first, then each event's table sheets under its heading
      // (events in the order of their newest sheet): sheets started in turn no longer split an evening.
      const firstOfEvent = new Map<string, number>();
      rows.forEach((r, i) => {
        const e = eventOf(r);
        if (e !== undefined && !firstOfEvent.has(e)) firstOfEvent.set(e, i);
      });
      const rank = (r: (typeof rows)[number], i: number) => {
        const e = eventOf(r);
        return e === undefined ? i : rows.length + firstOfEvent.get(e)! * rows.length + i;
      };
      const shown = rows
        .map((r, i) => ({ r, i, evening: 'error' in r ? undefined : r.evening }))
        .sort((a, b) => (a.evening === b.evening ? rank(a.r, a.i) - rank(b.r, b.i) : a.i - b.i))
        .map((x) => x.r);
      let evening: string | undefined;
      let event: string | undefined;
      for (const r of shown) {
        // Heading rows in the id column (tables have no spanning cells, ui/table.ts): the evening, then the event on
        // a row of its own, as wide as its table sheets' ids, so the column needs no more room than they do.
        const heading = (line: string) => body.push(['', p.bold(line), '', '', '', '', '', '']);
        const day = 'error' in r ? t.unreadableGroup : t.eveningOf(r.evening);
        if (day !== evening) {
          evening = day;
          event = undefined;
          heading(day);
        }
        const e = eventOf(r);
        if (e !== undefined && e !== event) heading(textsOf(c.lang).event.ofEvent(e));
        event = e;
        body.push(
          'error' in r
            ? // The message in the players column, every other cell empty.
              [
                r.active ? '*' : '',
                safe(r.id),
                '',
                '',
                '',
                p.bad(gone.includes(r.id) ? t.goneCell : t.unreadableCell),
                '',
                '',
              ]
            : [
                r.active ? '*' : '',
                // The title, the name the table knows the sheet by, under the id, as wide as the ids (so it takes
                // no room from the other columns); a table sheet's is its event's with the round and table, which
                // its id and heading say already.
                r.title && r.event === undefined
                  ? [safe(r.id), ...wrapWords(safe(r.title), idWidth)].join('\n')
                  : safe(r.id),
                time(r.createdAt),
                r.game,
                r.rules,
                r.players.map(safe).join(', '),
                String(r.deals),
                r.finished ? t.yes : '',
              ],
        );
      }
      // Narrowed, in this order: rules under the game, finished under the deals, players under the id,
      // the active mark after the id, the time under the game (see ui/fit.ts).
      const cols = [{}, {}, {}, {}, {}, { wrap: true }, { right: true }, {}];
      const steps = [
        { col: 4, into: 3 },
        { col: 7, into: 6 },
        { col: 5, into: 1 },
        { col: 0, into: 1, sep: ' ' },
        { col: 2, into: 3 },
      ];
      return fitTable(head, body, cols, steps, c.screen.width);
    },
  };
}

export async function runFinish(ctx: Ctx, id: string | undefined, sharePot = false): Promise<Output> {
  const sheetId = await resolveSheetId(ctx, id);
  // The one write path, shared with a scorer's phone (src/serve/write.ts).
  const { finishSheet } = await import('../serve/write.js');
  const v = await finishSheet(ctx.store, sheetId, ctx.lang, { sharePot });
  // Money left in the pot is nobody's until shared (issue 21.12): say so, and how to share it.
  const pot = typeof v.pot === 'number' && v.pot > 0 ? v.pot : undefined;
  // Asked to share an empty pot (none played for, or the last deal's winner took it): nothing to share, no row.
  const left =
    pot !== undefined
      ? sayIn((t, lang) => t.commands.potLeft(formatMoney(pot, lang), v.id))
      : sharePot && v.settlement === undefined
        ? say((t) => t.commands.potEmpty)
        : undefined;
  return {
    json: v,
    // Closed before its deal limit (a boom of 16 after 6), the sheet says so under its winner (ui/sheet-table.ts).
    text: async (c) => [await renderSheet(v, c), ...(left ? [left[c.lang]] : [])].join('\n'),
  };
}

export async function runDelete(
  ctx: Ctx,
  id: string,
  force: boolean,
  confirm?: (q: string) => Promise<boolean>,
): Promise<Output> {
  // A sheet whose file is gone goes too, with its previous version (which doctor lists).
  const sheetId = await deletedSheetId(ctx, id);
  const guard = await import('../store/events/guard.js');
  // A sheet that cannot be read is deleted all the same (its refusal names this command as a way on); the answer says
  // whether undelete brings back its previous version, or else where the trash keeps its files. A table sheet is
  // refused before --force is asked for: no confirming what is refused anyway.
  const { data, unread } = readBack(ctx.store.sheetPath(sheetId), sheetId);
  if (unread === undefined && data) guard.refuseTableSheetDelete(ctx.store, data);
  else guard.refuseUnreadableTableSheet(ctx.store.dir, sheetId);
  if (!force) {
    if (!ctx.interactive || !confirm) {
      throw misused((t) => t.commands.deleteNeedsForce(sheetId, KEEP_DAYS));
    }
    const sure = await confirm(textsOf(ctx.lang).commands.deleteQuestion(sheetId, KEEP_DAYS));
    if (!sure) return { json: { deleted: null }, text: (c) => textsOf(c.lang).commands.nothingDeleted };
  }
  // settings.json is written only when this sheet is the active one.
  ctx.store.settingsWritable(ctx.store.readSettings().active === sheetId);
  const folder = await trashSheet(ctx.store, sheetId, ctx.now());
  if (ctx.store.readSettings().active === sheetId) await ctx.store.updateSettings((s) => ({ ...s, active: undefined }));
  const why = unread?.reason;
  const previous = why && data ? data.deals.length : undefined;
  return {
    done: say((t) => t.commands.done.deleted(sheetId)),
    json: {
      deleted: sheetId,
      keptDays: KEEP_DAYS,
      ...(why ? { unreadable: why[ctx.lang], folder } : {}),
      ...(previous !== undefined ? { previousDeals: previous } : {}),
    },
    text: (c) => {
      const t = textsOf(c.lang).commands;
      if (!why) return t.deleted(sheetId, KEEP_DAYS);
      if (previous !== undefined) return t.deletedPrevious(sheetId, why[c.lang], previous, KEEP_DAYS);
      return t.deletedUnreadable(sheetId, why[c.lang], folder, KEEP_DAYS);
    },
  };
}

/** `tafel sheets --deleted`: the deleted sheets still kept. */
export async function runDeleted(ctx: Ctx): Promise<Output> {
  const rows = listTrash(ctx.store, ctx.now());
  return {
    json: rows.map(({ broken: _, ...r }) => ({ ...r, problem: r.problem ? r.problem[ctx.lang] : undefined })),
    text: async (c) => {
      const t = textsOf(c.lang).commands;
      if (rows.length === 0) return wrapProse(t.noDeleted(KEEP_DAYS), c.screen.width);
      const p = await paint(c.color);
      const head = t.deletedHead.map(p.head);
      // A deletion time that cannot be trusted is shown as unknown (never NaN), and such a sheet is kept until
      // undeleted. A table sheet or event names its event; one no `event undelete` brings back says read only.
      const st = textsOf(c.lang).store;
      const hasEvents = rows.some((r) => r.event !== undefined);
      const eventCell = (r: (typeof rows)[number]) =>
        r.event === undefined ? '' : `${safe(r.event)}${r.restorable === false ? ` (${st.readOnly})` : ''}`;
      const body = rows.map((r) => [
        safe(r.id),
        r.deletedAt === null ? '?' : localMinute(r.deletedAt),
        r.keptUntil ?? '?',
        ...(hasEvents ? [eventCell(r)] : []),
      ]);
      const heads = hasEvents ? [...head, p.head(st.eventColumn)] : head;
      const listed = fitTable(
        heads,
        body,
        [{}, { wrap: true }, {}, ...(hasEvents ? [{ wrap: true }] : [])],
        [],
        c.screen.width,
      );
      const notes = rows.flatMap((r) =>
        r.problem
          ? [wrapProse(safe((r.broken ? t.trashBroken : t.trashProblem)(r.problem[c.lang], r.id)), c.screen.width)]
          : [],
      );
      return [listed, ...notes].join('\n');
    },
  };
}

/**
 * `tafel undelete`: the sheet back under its id (or the next free one). With no sheet active (the active one
 * was deleted, as when a sheet deleted by mistake is brought straight back), it becomes the active sheet, so
 * the next `record` goes where it went before.
 */
export async function runUndelete(ctx: Ctx, id: string): Promise<Output> {
  // Refused before the sheet is back: it may become the active sheet, a write of settings.json.
  ctx.store.settingsWritable(ctx.store.readSettings().active === undefined);
  const { id: now, previous } = await untrashSheet(ctx.store, id, ctx.now());
  let active = false;
  await ctx.store.updateSettings((s) => {
    if (s.active !== undefined) return s;
    active = true;
    return { ...s, active: now };
  });
  const back = (t: Texts['commands']) => (now === id ? t.back(id) : t.backAs(id, now));
  return {
    json: {
      undeleted: id,
      ...(now === id ? {} : { as: now }),
      ...(active ? { active: true } : {}),
      ...(previous
        ? { previousDeals: previous.deals, unreadable: previous.unread[ctx.lang], broken: previous.broken }
        : {}),
    },
    text: (c) => {
      const t = textsOf(c.lang).commands;
      // A sheet whose file did not read came back as its previous version: said, with where the file was kept.
      const from = previous ? [t.fromPrevious(previous.unread[c.lang], previous.deals)] : [];
      const kept = previous?.broken ? [`\n${t.doctor.kept} ${previous.broken}`] : [];
      return [back(t), ...from, ...(active ? [t.activeSheet(now)] : [])].join(' ') + kept.join('');
    },
  };
}
