import { misused, refused, RuleViolation } from '../core/errors.js';
import { sayIn, textsOf } from '../i18n/index.js';
import { dealWords } from '../games/index.js';
import { shellWord } from '../core/shell.js';
import { settingsJson } from '../core/setting-json.js';
import { eveningDate } from '../sheet/sheet.js';
import { sheetToTrash, trashedTableIds, trashStamp } from '../store/trash/stamped.js';
import { buildEvent, checkNames, checkNotEntered, parseEntrants, type NewEventOptions } from '../event/create.js';
import { eachRead, EventStore, listedIds, resolveEvent } from '../store/events/files.js';
import { paint } from '../ui/paint.js';
import {
  checkOpen,
  checkOrigin,
  badRound,
  drawnRound,
  drawRound,
  movementAhead,
  nextDraw,
  openSheets,
  tablesWithRows,
  undrawable,
  differsAt,
  verifyRound,
  withdrawal,
} from '../event/ops.js';
import { aheadJson, entrantsLine, eventsJson, eventsText, planJson, planText, standingsText } from '../event/render.js';
import { findEntrant } from '../event/standings.js';
import { currentStandings, loadResults } from '../event/tables.js';
import { MAX_ROUNDS, type EventData } from '../store/events/data.js';
import type { Ctx, Output } from './context.js';
import { checkJoin } from '../event/season.js';
import { betterTableSize } from '../event/model.js';

/* `tafel event …` (`tafel toernooi …`): events.md §6. The domain is src/event/; these only read flags and print. */

type Settings = { activeEvent?: string };

const open = (ctx: Ctx, given: string | undefined): { es: EventStore; id: string; event: EventData } => {
  const es = new EventStore(ctx.store);
  const id = resolveEvent(ctx.store, es, given);
  return { es, id, event: es.readEvent(id) };
};

/** The event's settings as `event new --json` gives them: its house rules as every --json does (16, "off"). */
const eventJson = (e: EventData) => {
  const { draws: _d, entrants: _e, withdrawals: _w, renames: _r, format: _f, schemaVersion: _s, ...rest } = e;
  return { ...rest, set: settingsJson(e.set) };
};

export async function runEventNew(ctx: Ctx, game: string, o: NewEventOptions): Promise<Output> {
  const es = new EventStore(ctx.store);
  const now = ctx.now();
  // An id in the trash stays its event's until it is gone (as for sheets): undelete never meets a second one.
  const trashed = new Set(trashedTableIds(ctx.store.dir));
  const built = buildEvent(game, o, {
    now,
    evening: eveningDate(now),
    lang: ctx.lang,
    origin: '0000000000000000',
    taken: (id) => es.hasEvent(id) || ctx.store.exists(id) || trashed.has(id),
  });
  // The device id is made only once every flag is checked: a refused command writes nothing.
  const event = { ...built, origin: await es.deviceId() };
  // Built first: `amerikaans-jokeren` is Jokeren, whose seasons it joins.
  if (o.season !== undefined) checkJoin(es.readSeason(o.season), [event], (id) => es.readEvent(id), 'new');
  ctx.store.settingsWritable();
  await es.createEvent(event);
  const season =
    o.season === undefined
      ? undefined
      : await es.updateSeason(o.season, (s) => ({ ...s, events: [...s.events, event.id] }));
  await ctx.store.updateSettings((s) => ({ ...s, activeEvent: event.id }));
  return {
    json: eventJson(event),
    text: (c) =>
      textsOf(c.lang).event.created(
        event.id,
        event.uid,
        event.seed,
        event.entrants.length,
        event.rounds,
        String(event.deals),
        textsOf(c.lang).event.settingValue('bye', event.bye),
        event.kind === 'pairs',
        ...dealWords(event.game, c.lang),
      ) +
      // The season it joined, as `season add` says it.
      (season ? `\n${textsOf(c.lang).event.seasonEvents(season.id, season.events.join(', '), event.id)}` : ''),
  };
}

/** `event add` / `event remove`: only before round 1 is drawn. */
export async function runEventAdd(ctx: Ctx, names: string[], o: { pair?: string; event?: string }): Promise<Output> {
  const { es, id } = open(ctx, o.event);
  const device = await es.deviceId();
  const next = await es.changeEvent(id, (e) => {
    checkOrigin(e, device);
    checkOpen(e);
    if (o.pair !== undefined && names.length > 0) throw misused((t) => t.event.namesOrPair);
    // Names may be typed with commas (`event add Eva, Fien`); a name given empty is refused below as a list's is.
    const list = o.pair ?? names.map((n) => n.trim().replace(/,$/, '')).join(',');
    if (list.trim() === '') throw misused((t) => t.event.addWhat);
    const who = [...new Set(list.split(',').map((n) => n.trim()))].filter((n) => n !== ''); // each once, as typed
    if (e.draws.length > 0) throw refused((t) => t.event.addAfterRound1(who, e.draws.length, undrawable(ctx.store, e)));
    if (e.kind === 'pairs' && o.pair === undefined) throw misused((t) => t.event.addPair);
    if (e.kind === 'individual' && o.pair !== undefined) throw misused((t) => t.event.addNames);
    if (o.pair === undefined && /(^|,)\s*(,|$)/.test(list))
      throw misused((t) => t.event.emptyEntrant(names.map((n) => (n.trim() === '' ? '""' : n)).join(' '), null));
    const added = parseEntrants(e.kind, list, e.game, e.entrants.length + 1, '--pair');
    checkNotEntered(
      e.entrants,
      added.flatMap((x) => x.players ?? [x.name]),
    );
    const entrants = [...e.entrants, ...added];
    checkNames(entrants, e.game);
    const event = { ...e, entrants, revision: e.revision + 1 };
    return { event, sheets: [], result: event };
  });
  return {
    json: { event: next.id, entrants: next.entrants },
    text: (c) => textsOf(c.lang).event.entrants(next.entrants.map((x) => `${x.no} ${x.name}`).join(', ')),
  };
}

export async function runEventRemove(ctx: Ctx, who: string, o: { event?: string }): Promise<Output> {
  const { es, id } = open(ctx, o.event);
  const device = await es.deviceId();
  const next = await es.changeEvent(id, (e) => {
    checkOrigin(e, device);
    if (e.draws.length > 0) throw refused((t) => t.event.afterRound1(who, undrawable(ctx.store, e)));
    const gone = findEntrant(e.entrants, who);
    if (!gone) throw refused((t) => t.event.unknownEntrant(who, e.entrants.map((x) => x.name).join(', ')));
    // The entrants after him take the number below theirs, and so do their withdrawals (the only record kept by number
    // before round 1); his own goes with him.
    const renumbered = (no: number) => (no > gone.no ? no - 1 : no);
    const entrants = e.entrants.filter((x) => x !== gone).map((x) => ({ ...x, no: renumbered(x.no) }));
    const withdrawals = e.withdrawals.filter((w) => w.no !== gone.no).map((w) => ({ ...w, no: renumbered(w.no) }));
    const event = { ...e, entrants, withdrawals, revision: e.revision + 1 };
    return { event, sheets: [], result: event };
  });
  return {
    json: { event: next.id, entrants: next.entrants },
    text: (c) => textsOf(c.lang).event.entrants(next.entrants.map((x) => `${x.no} ${x.name}`).join(', ')),
  };
}

export async function runEventList(ctx: Ctx): Promise<Output> {
  const es = new EventStore(ctx.store);
  const active = (ctx.store.readSettings() as Settings).activeEvent;
  // An event file that cannot be read is listed last, as unreadable (until 2026-12-07 it refused the whole list).
  const list = eventsJson(
    eachRead(
      listedIds(ctx.store.dir, es.eventsDir, () => es.eventIds()),
      (id) => es.readEvent(id),
    ),
    active,
  );
  return {
    json: { events: list },
    text: async (c) => eventsText(list, c.lang, c.screen.width, (await paint(c.color)).bad),
  };
}

export async function runEventUse(ctx: Ctx, given: string): Promise<Output> {
  const { id } = open(ctx, given);
  await ctx.store.updateSettings((s) => ({ ...s, activeEvent: id }));
  return { json: { activeEvent: id }, text: (c) => textsOf(c.lang).event.active(id) };
}

export async function runEventShow(ctx: Ctx, id: string | undefined, flag?: string): Promise<Output> {
  if (id !== undefined && flag !== undefined && id !== flag) throw misused((t) => t.event.twoEvents(id, flag));
  const { event } = open(ctx, id ?? flag);
  const results = loadResults(ctx.store, event);
  const tables = event.draws.flatMap((d) =>
    d.tables.map((t) => {
      const r = results.get(t.sheet);
      return {
        round: d.round,
        table: t.table,
        sheet: t.sheet,
        state: r === undefined ? 'missing' : r.result.finished ? 'finished' : 'open',
        deals: r?.result.deals ?? 0,
        corrections: r?.result.corrections ?? 0,
        planned: event.deals,
      };
    }),
  );
  return {
    json: { ...event, set: settingsJson(event.set), tables },
    text: (c) => {
      const t = textsOf(c.lang).event;
      const w = dealWords(event.game, c.lang);
      return [
        `${event.title} (${event.id}, uid ${event.uid})`,
        t.showLine(
          event.game,
          event.rules,
          event.kind,
          t.settingValue('seating', event.seating),
          String(event.deals),
          event.tableSize,
          t.settingValue('bye', event.bye),
          t.settingValue('ranking', event.ranking),
          ...w,
        ),
        t.showMore(
          t.settingValue('absent', event.absent),
          t.settingValue('tieBreaks', event.tieBreaks.join(',')),
          t.settingValue('prizes', event.prizes),
          event.poedel,
          event.seed,
          Object.entries(event.set)
            .map(([k, v]) => `${k}=${v}`)
            .join(' '),
        ),
        entrantsLine(event, c.lang, c.screen.width),
        t.roundsOf(event.draws.length, event.rounds) + (event.finished ? `, ${t.finished}` : ''),
        ...tables.map((x) => `  ${x.sheet}  ${t.tableState(x.state, x.deals, String(x.planned), x.corrections, ...w)}`),
      ].join('\n');
    },
  };
}

const parseNames = (v: string | undefined): string[] =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

export async function runEventDraw(
  ctx: Ctx,
  o: { absent?: string; seed?: string; force?: boolean; dryRun?: boolean; event?: string },
): Promise<Output> {
  if (o.seed !== undefined && (!/^\d+$/.test(o.seed) || Number(o.seed) > 4294967295))
    throw misused((t) => t.event.badNumber('--seed', o.seed!, 0, 4294967295));
  const opts = {
    absent: parseNames(o.absent),
    seed: o.seed === undefined ? undefined : Number(o.seed),
    force: Boolean(o.force),
  };
  const { es, id, event } = open(ctx, o.event);
  const now = ctx.now();
  const done = o.dryRun
    ? { event, ...nextDraw(ctx.store, event, opts, now) }
    : await drawRound(es, id, await es.deviceId(), opts, now);
  const plan = planJson(done.event, done.draw, done.cost);
  // Tables of 5 or 6 that leave many out: the size that leaves fewer, counting those who play this round only.
  const out = done.draw.byes.length;
  const playing = out + new Set(done.draw.tables.flatMap((x) => x.seats)).size;
  const better = done.event.tableSize > 4 && out > 0 ? betterTableSize(done.event.game, playing, out) : undefined;
  return {
    json: o.dryRun ? { ...plan, dryRun: true } : plan,
    text: (c) => {
      const t = textsOf(c.lang).event;
      const more = better ? `\n${t.bigTables(out, better.size, better.out)}` : '';
      return planText(done.event, plan, c.lang, c.screen.width) + more + (o.dryRun ? `\n${t.dryRun}` : '');
    },
  };
}

export async function runEventPlan(
  ctx: Ctx,
  o: { round?: string; all?: boolean; verify?: boolean; event?: string },
): Promise<Output> {
  const { event } = open(ctx, o.event);
  // A movement is fixed in advance (§3.3): --all prints its rounds not drawn yet too, also before round 1.
  if (o.all && !o.verify && o.round === undefined && event.seating === 'movement') return planAhead(event);
  if (event.draws.length === 0) throw refused((t) => t.event.notDrawn(event.id, 1, 0, event.rounds));
  const round = o.round === undefined ? event.draws.length : Number(o.round);
  if (!Number.isInteger(round) || round < 1 || round > MAX_ROUNDS)
    throw badRound('--round', o.round!, event.draws.length);
  if (round > event.draws.length)
    throw refused((t) => t.event.notDrawn(event.id, round, event.draws.length, event.rounds));
  const rounds = o.all ? event.draws : [event.draws[round - 1]];
  const plans = rounds.map((d) => planJson(event, d));
  if (o.verify) {
    const wrong = rounds.map((d) => ({ round: d.round, differs: verifyRound(ctx.store, event, d.round) }));
    const bad = wrong.find((w) => w.differs !== undefined);
    return {
      json: {
        event: event.id,
        verified: wrong.map((w) => ({
          round: w.round,
          matches: w.differs === undefined,
          ...(w.differs ? { differs: differsAt(w.differs) } : {}),
          ...(w.differs?.standings ? { standingsChanged: true } : {}),
        })),
      },
      text: (c) =>
        wrong
          .map((w) =>
            w.differs === undefined
              ? textsOf(c.lang).event.verified(w.round)
              : w.differs.standings
                ? textsOf(c.lang).event.rankedRedrawn(w.round)
                : textsOf(c.lang).event.differs(w.round, w.differs),
          )
          .join('\n'),
      ...(bad ? { exitCode: 1 } : {}),
    };
  }
  return {
    json: o.all ? { event: event.id, rounds: plans } : plans[0],
    text: (c) => plans.map((p) => planText(event, p, c.lang, c.screen.width)).join('\n\n'),
  };
}

/**
 * `event plan --all` of a movement: the drawn rounds as stored, then the rest as `event draw` will seat them, each
 * marked not drawn. Writes nothing. A movement that cannot hold is refused as `event draw` would refuse it while no
 * round is drawn; once some are, their plans are still shown, and `event draw` names the problem.
 */
function planAhead(event: EventData): Output {
  let ahead: ReturnType<typeof movementAhead> = [];
  try {
    ahead = movementAhead(event);
  } catch (e) {
    if (event.draws.length === 0) throw e;
  }
  const plans = [...event.draws.map((d) => planJson(event, d)), ...ahead.map((a) => aheadJson(event, a.draw, a.cost))];
  return {
    json: { event: event.id, rounds: plans },
    text: (c) => plans.map((p) => planText(event, p, c.lang, c.screen.width)).join('\n\n'),
  };
}

export async function runEventUndraw(ctx: Ctx, o: { event?: string }): Promise<Output> {
  const { es, id } = open(ctx, o.event);
  const device = await es.deviceId();
  const stamp = trashStamp(ctx.now());
  // The round's table sheets are held from the check that nothing is recorded to their move (changeEvent): a deal (a
  // phone's, a terminal's) lands before the check, which then refuses, or waits and finds no sheet.
  const last = await es.changeEvent(id, (e) => {
    checkOrigin(e, device);
    checkOpen(e);
    const draw = e.draws[e.draws.length - 1];
    if (!draw) throw refused((t) => t.event.notDrawn(e.id, 1, 0, e.rounds));
    // Every deal row counts here, a pas too: any row keeps the round.
    const played = tablesWithRows(ctx.store, e, draw);
    if (played.length > 0)
      throw new RuleViolation(sayIn((t, l) => t.event.undrawPlayed(played, ...dealWords(e.game, l))));
    // The sheets go to deleted/ in the same journalled step as the event file: a kill leaves the round or none of it.
    const moves = draw.tables.flatMap((t) => sheetToTrash(ctx.store, t.sheet, stamp));
    return {
      event: { ...e, draws: e.draws.slice(0, -1), revision: e.revision + 1 },
      sheets: [],
      moves,
      result: draw,
    };
  });
  return { json: { event: id, undrawn: last.round }, text: (c) => textsOf(c.lang).event.undrawn(last.round) };
}

export async function runEventTable(ctx: Ctx, n: string, o: { round?: string; event?: string }): Promise<Output> {
  // What is no table number is a usage error (exit 2), as a bad --round is; a table the round lacks is refused (1).
  if (!/^\d{1,3}$/.test(n) || Number(n) < 1) throw misused((t) => t.event.badTableNumber(n));
  const { event } = open(ctx, o.event);
  if (o.round !== undefined && (!/^\d+$/.test(o.round) || Number(o.round) < 1))
    throw badRound('--round', o.round!, event.draws.length);
  // Before any draw the last drawn round is round 1, not drawn yet.
  const round = o.round === undefined ? Math.max(1, event.draws.length) : Number(o.round);
  if (round > event.draws.length)
    throw refused((t) => t.event.notDrawn(event.id, round, event.draws.length, event.rounds));
  const table = event.draws[round - 1].tables.find((t) => t.table === Number(n));
  if (!table) {
    const numbers = event.draws[round - 1].tables.map((t) => t.table);
    throw refused((t) => t.event.noTable(String(Number(n)), round, numbers));
  }
  // A scorer's device holds its own table only: another table's sheet is not made active (the next record found none).
  if (!ctx.store.exists(table.sheet)) throw (await import('../event/here.js')).tableNotHere(ctx, event, round, table);
  await ctx.store.updateSettings((s) => ({ ...s, active: table.sheet }));
  return { json: { active: table.sheet }, text: (c) => textsOf(c.lang).event.activeSheet(table.sheet) };
}

export async function runEventStandings(ctx: Ctx, o: { afterRound?: string; event?: string }): Promise<Output> {
  const { event } = open(ctx, o.event);
  const after = o.afterRound === undefined ? undefined : drawnRound('--after-round', o.afterRound, event);
  const s = currentStandings(ctx.store, event, after);
  return { json: s, text: (c) => standingsText(s, c.lang, c.screen.width) };
}

export async function runEventWithdraw(
  ctx: Ctx,
  who: string,
  o: { reason?: string; undo?: boolean; event?: string },
): Promise<Output> {
  if (o.undo && o.reason !== undefined) throw misused((t) => t.event.undoReason);
  const { es, id } = open(ctx, o.event);
  const device = await es.deviceId();
  const out = await es.changeEvent(id, (e) => {
    checkOrigin(e, device);
    checkOpen(e);
    const done = withdrawal(ctx.store, e, who, o);
    const event = { ...e, withdrawals: done.withdrawals, draws: done.draws, revision: e.revision + 1 };
    return { event, sheets: [], result: done };
  });
  const { name, fromRound, pair, absentIn, seatedIn } = out;
  const absent = absentIn.length > 0 ? { absentIn } : {};
  return {
    json: o.undo
      ? { event: id, withdrawalUndone: name, fromRound, ...absent }
      : { event: id, withdrawn: name, fromRound },
    text: (c) =>
      o.undo
        ? textsOf(c.lang).event.withdrawUndone(name, fromRound, pair, absentIn)
        : textsOf(c.lang).event.withdrawn(name, fromRound, pair, shellWord(name), seatedIn),
  };
}

export async function runEventFinish(
  ctx: Ctx,
  o: { force?: boolean; event?: string },
  reopen = false,
): Promise<Output> {
  const { es, id, event } = open(ctx, o.event);
  // Reopening an open event changes nothing, so it writes nothing (not even a revision): it says so, exit 0.
  if (reopen && !event.finished)
    return {
      json: { event: id, finished: false, alreadyOpen: true },
      text: (c) => textsOf(c.lang).event.alreadyOpen(id),
    };
  const device = await es.deviceId();
  await es.changeEvent(id, (e) => {
    checkOrigin(e, device);
    if (reopen) return { event: { ...e, finished: false, revision: e.revision + 1 }, sheets: [], result: undefined };
    checkOpen(e);
    const openOnes = openSheets(ctx.store, e);
    if (!o.force && openOnes.length > 0)
      throw refused((t) => t.event.finishOpen(openOnes.map((s) => s.sheet).join(', '), e.draws.length, e.rounds));
    // Every table done, but rounds left to draw: the way on is a draw or fewer rounds, not finishing tables.
    if (!o.force && e.draws.length < e.rounds) throw refused((t) => t.event.finishUndrawn(e.draws.length, e.rounds));
    const closed = openOnes
      .filter((s) => ctx.store.exists(s.sheet))
      .map((s) => ({ ...ctx.store.readSheet(s.sheet), closed: true }));
    return {
      event: { ...e, finished: true, rounds: Math.max(1, e.draws.length), revision: e.revision + 1 },
      sheets: closed,
      result: undefined,
    };
  });
  return {
    json: { event: id, finished: !reopen },
    text: (c) => (reopen ? textsOf(c.lang).event.reopened(id) : textsOf(c.lang).event.finishedNow(id)),
  };
}
