import { byCode } from '../store/paths.js';
import { refused, RuleViolation, StorageError } from '../core/errors.js';
import { fold } from '../core/players.js';
import { shellWord } from '../core/shell.js';
import { say, sayIn, textsOf } from '../i18n/index.js';
import { fitTable, fitTableDropping } from '../ui/fit.js';
import { jsonDocument } from '../ui/paint.js';
import { buildSeason, type NewSeasonOptions } from '../event/create.js';
import { dialectOf, nightCell, seasonExport } from '../event/export.js';
import { glued } from '../core/unsafe.js';
import { excelFits, formatOf } from './export-format.js';
import { eachRead, EventStore, listedIds } from '../store/events/files.js';
import { paint } from '../ui/paint.js';
import type { EventData, SeasonData } from '../store/events/data.js';
import {
  checkJoin,
  keyOf,
  nameKey,
  playersOf,
  seasonStandings,
  type Night,
  type SeasonStandings,
} from '../event/season.js';
import { loadResults, teamsOf } from '../event/tables.js';
import { undrawable } from '../event/ops.js';
import { standings, tableScored } from '../event/standings.js';
import { writeOutFile } from '../store/out-file.js';
import type { Ctx, Output } from './context.js';
import type { Lang } from '../i18n/lang.js';

/* `tafel season …` (`tafel competitie …`): events.md §5. */

export async function runSeasonNew(ctx: Ctx, id: string, o: NewSeasonOptions): Promise<Output> {
  const es = new EventStore(ctx.store);
  const season = buildSeason(id, o, ctx.now());
  await es.createSeason(season);
  return {
    json: season,
    text: (c) => textsOf(c.lang).event.seasonCreated(id, season.game, season.best, season.nights),
  };
}

/** The nights of the seasons other than `id`, each with its season: an event belongs to at most one. */
const otherSeasons = (es: EventStore, id: string): Map<string, string> =>
  new Map(
    es
      .seasonIds()
      .filter((s) => s !== id)
      .flatMap((s) => es.readSeason(s).events.map((e) => [e, s] as const)),
  );

/**
 * What `season add` refuses (`night`: a night of the season by its id): an event of another game, kind or rule set,
 * past the season's --nights (checkJoin), or a night of another season (`taken`).
 */
function checkAdd(
  s: SeasonData,
  added: readonly EventData[],
  night: (id: string) => { id: string; rules: string },
  taken: ReadonlyMap<string, string>,
): void {
  checkJoin(s, added, night, 'join');
  for (const e of added) {
    const other = taken.get(e.id);
    if (other !== undefined) throw refused((t) => t.event.inOtherSeason(e.id, other));
  }
}

/**
 * An event that is no night of the season `s` (`season remove`, `season excuse`), said with what is true of it
 * (decision 2026-12-07): no event of that id here, the refusal `season add` would give it, else `season add` as the
 * way on. Until 2026-12-07 every one of them named `season add`, which then failed.
 */
function notANight(es: EventStore, s: SeasonData, event: string): RuleViolation {
  if (!es.hasEvent(event)) return refused((t) => t.event.notInSeason(event, s.id, s.events, 'none'));
  const e = es.readEvent(event);
  // A night whose event is not here stands aside: it has no rules to compare, and its standings say so themselves.
  const night = (n: string) => (es.hasEvent(n) ? es.readEvent(n) : { id: n, rules: e.rules });
  try {
    checkAdd(s, [e], night, otherSeasons(es, s.id));
  } catch (x) {
    if (!(x instanceof RuleViolation)) throw x;
    return new RuleViolation(sayIn((t, lang) => t.event.notInSeason(event, s.id, s.events, { refusal: x.text[lang] })));
  }
  return refused((t) => t.event.notInSeason(event, s.id, s.events, 'add'));
}

export async function runSeasonAdd(ctx: Ctx, id: string, events: string[]): Promise<Output> {
  const es = new EventStore(ctx.store);
  const taken = otherSeasons(es, id);
  let already: string[] = [];
  let fresh: string[] = [];
  const next = await es.updateSeason(id, (s) => {
    // Adding a night again is no change (an organiser re-runs the week's command): said, and with nothing
    // new nothing is written, so the file and its .bak stay as they were.
    already = [...new Set(events.filter((eid) => s.events.includes(eid)))];
    fresh = [...new Set(events.filter((eid) => !s.events.includes(eid)))];
    if (fresh.length === 0) return s;
    const added = fresh.map((eid) => es.readEvent(eid));
    checkAdd(s, added, (eid) => es.readEvent(eid), taken);
    const all = [...new Set([...s.events, ...added.map((e) => e.id)])];
    // Nights are ordered by the events' creation times (§5).
    const created = new Map(all.map((eid) => [eid, es.readEvent(eid).createdAt]));
    return { ...s, events: all.sort((a, b) => byCode(created.get(a)!, created.get(b)!) || byCode(a, b)) };
  });
  // The excuses that count again: of those who did not play that night (one who plays it now has his score).
  const back = nights(ctx, es, id, fresh).flatMap((n) => {
    const played = (name: string) => n.entrants.some((x) => keyOf(x.players) === nameKey(name));
    const names = excusedFor(next, n.event).filter((name) => !played(name));
    return names.length > 0 ? [{ event: n.event, names: names.join(', ') }] : [];
  });
  return {
    json: next,
    text: (c) => {
      const t = textsOf(c.lang).event;
      return [
        ...(already.length > 0 ? [t.alreadyInSeason(already.join(', '), id, fresh.length > 0)] : []),
        t.seasonEvents(id, next.events.join(', '), fresh.join(', ')),
        ...back.map((x) => t.excusesBack(x.event, x.names)),
      ].join('\n');
    },
  };
}

/** The names excused for one night, as the season file keeps them. */
const excusedFor = (s: SeasonData, event: string) => s.excusals.filter((x) => x.event === event).map((x) => x.name);

export async function runSeasonRemove(ctx: Ctx, id: string, event: string): Promise<Output> {
  const es = new EventStore(ctx.store);
  const next = await es.updateSeason(id, (s) => {
    // An event that is no night of the season is a typo: said, and nothing rewritten.
    if (!s.events.includes(event)) throw notANight(es, s, event);
    // The night's excuses stay in the file, counting nothing until the night is added back (a remove by mistake
    // loses nothing the organiser recorded).
    return { ...s, events: s.events.filter((e) => e !== event) };
  });
  const kept = excusedFor(next, event);
  return {
    json: next,
    text: (c) => {
      const t = textsOf(c.lang).event;
      const line = t.seasonEvents(id, next.events.join(', '), undefined, event);
      return kept.length === 0 ? line : `${line}\n${t.excusesKept(event, kept.join(', '))}`;
    },
  };
}

/**
 * Each night, whether it has a score yet (a table with a counted deal or a correction on this device), and who
 * withdrew from it before round 1: he took part in no round, so it is a night he missed.
 */
function nights(ctx: Ctx, es: EventStore, season: string, ids: readonly string[]) {
  return ids.map((id): Night & { left: Night['entrants'] } => {
    // A night whose event is not here (a backup's, a deleted file): the way out, not only "No event".
    if (!es.hasEvent(id))
      throw new StorageError(
        say((t) => t.event.nightGone(season, id)),
        'not-found',
      );
    const e = es.readEvent(id);
    const results = loadResults(ctx.store, e);
    const s = standings(e, (sheet) => results.get(sheet)?.result, teamsOf(e));
    const scored = [...results.values()].some((t) => tableScored(t.result));
    // No score of his own yet (his table not played yet, a bye or an absence that waits): the night is not played yet
    // for him, though others have played it (a total of 0 would count it as played, docs/rules-notes.md).
    const entrant = (x: (typeof s.standings)[number]) => ({
      name: x.name,
      players: x.players,
      total: x.roundsPlayed > 0 ? x.total : null,
    });
    // A night missed: no round played nor given points for, withdrawn (also before any draw), or absent from every
    // round drawn where an absence scores nothing (`absent=none`) once the event is finished: a late arrival plays the
    // rounds still to come (decision 2026-12-07). An absence scored from a round with no score yet waits, as the night
    // does. So is a night finished with a score, where he has none and every table he sat at is on this device (one
    // that is not may hold his score).
    const left = (x: (typeof s.standings)[number]) =>
      (x.rounds.every((r) => r.how === 'withdrawn' || (r.how === 'absent' && e.absent === 'none')) &&
        (e.withdrawals.some((w) => w.no === x.no) || (e.finished && x.rounds.length > 0))) ||
      (e.finished &&
        scored &&
        x.roundsPlayed === 0 &&
        x.rounds.every((r) => r.sheet === undefined || results.get(r.sheet)?.result !== undefined));
    return {
      event: id,
      finished: e.finished,
      scored,
      entrants: s.standings.filter((x) => !left(x)).map(entrant),
      left: s.standings.filter(left).map(entrant),
    };
  });
}

/** Each of `names` once as the season counts it (Ann & Bert and Bert & Ann are one pair), as first written. */
const once = (names: readonly string[]): string[] =>
  names.filter((n, i) => names.findIndex((m) => nameKey(m) === nameKey(n)) === i);

/**
 * The one of `names` that `name` names: the name itself (a pair in either order, also as `--pairs` writes it), else
 * the one pair of the season he plays in; a player of several pairs is asked which (refused, naming them).
 */
function oneNamed(name: string, names: readonly string[]): string | undefined {
  const exact = names.find((n) => nameKey(n) === nameKey(name));
  if (exact !== undefined) return exact;
  const pairs = once(names.filter((n) => playersOf(n).some((p) => fold(p) === fold(name))));
  if (pairs.length > 1) throw refused((t) => t.event.whichPair(name, pairs));
  return pairs[0];
}

export async function runSeasonExcuse(
  ctx: Ctx,
  id: string,
  name: string,
  event: string,
  undo = false,
): Promise<Output> {
  const es = new EventStore(ctx.store);
  let who = name;
  let already = false;
  const next = await es.updateSeason(id, (s) => {
    if (!s.events.includes(event)) throw notANight(es, s, event);
    if (undo) {
      // An excuse given by mistake is taken back: the night is a night missed again.
      const excused = excusedFor(s, event);
      const was = oneNamed(name, excused);
      if (was === undefined) throw refused((t) => t.event.notExcused(name, event, excused.join(', ')));
      who = was;
      return { ...s, excusals: s.excusals.filter((x) => !(x.event === event && nameKey(x.name) === nameKey(was))) };
    }
    const all = nights(ctx, es, id, s.events);
    const pair = oneNamed(
      name,
      all.flatMap((n) => [...n.entrants, ...n.left].map((x) => x.name)),
    );
    const named = (x: Night['entrants'][number]) => pair !== undefined && keyOf(x.players) === nameKey(pair);
    const night = all.find((n) => n.event === event)!;
    const played = night.entrants.find(named);
    // An entrant of a night not played yet is to play it: withdrawn before round 1, it is a night he misses.
    if (played && (!night.scored || played.total === null)) {
      // What makes it a night missed now, and only that: undraw only while it can take the event back before round 1.
      const e = es.readEvent(event);
      const way = e.draws.length === 0 ? 'draw' : !e.finished && undrawable(ctx.store, e) ? 'undraw' : 'wait';
      throw refused((t) => t.event.excuseEntered(played.name, event, shellWord(played.name), way));
    }
    if (played) throw refused((t) => t.event.excusePlayed(played.name, event, played.total!));
    // Only someone of the season is excused: a typo would be kept as a name that plays no night.
    const everyone = all.flatMap((n) => [...n.entrants, ...n.left]);
    const member = everyone.find(named);
    if (!member) {
      // Each entrant once, as the season counts him (ann and Ann are one), in alphabetical order.
      const names = once(everyone.map((x) => x.name)).sort((a, b) => fold(a).localeCompare(fold(b)));
      throw refused((t) => t.event.excuseWho(name, id, names.join(', '), playersOf(name).length > 1));
    }
    who = member.name;
    already = s.excusals.some((x) => x.event === event && nameKey(x.name) === nameKey(member.name));
    if (already) return s;
    // Kept as the entrant is written (eva: Eva), so that the standings show one name.
    return { ...s, excusals: [...s.excusals, { event, name: member.name }] };
  });
  // Said again as such, as `season add` names a night already there: nothing was written.
  const said = (c: { lang: Lang }) =>
    undo ? textsOf(c.lang).event.excuseUndone(who, event) : textsOf(c.lang).event.excused(who, event, already);
  return { json: next, text: said };
}

function standingsOf(ctx: Ctx, id: string): SeasonStandings {
  const es = new EventStore(ctx.store);
  const season = es.readSeason(id);
  return seasonStandings(season, nights(ctx, es, id, season.events));
}

function seasonText(s: SeasonStandings, lang: Lang, width: number | undefined): string {
  const t = textsOf(lang).event;
  const head = [t.place, t.name, ...s.events.map((_, i) => `n${i + 1}`), t.bestColumn, t.played, t.tie];
  const rows = s.standings.map((x) => [
    x.place === null ? '-' : String(x.place),
    glued(x.name),
    ...x.nights.map((n) => nightCell(n, lang) ?? '-'),
    String(x.best),
    String(x.played),
    x.tie?.decidedBy ? t.tieWith(x.tie.with.map(glued).join(', '), x.tie.decidedBy) : '',
  ]);
  // As the event's standings: numbers never cut, the name and the tie wrap (a name never parted, a pair's "Gert &
  // Hans" neither), the tie under the name when narrow.
  const last = head.length - 1;
  // Where even that leaves no room, the nights' own scores step aside (the best and played stay).
  const night = (i: number) => i >= 2 && i < 2 + s.events.length;
  const cols = head.map((_, i) => (i === 1 || i === last ? { wrap: true } : { right: true, optional: night(i) }));
  const fitted = fitTableDropping(head, rows, cols, [{ col: last, into: 1 }], width);
  // A season without a title of its own is called by its id, once ("vc2", not "vc2 (vc2)").
  const title =
    `${s.title === s.season ? s.title : `${s.title} (${s.season})`}${s.provisional ? ` — ${t.provisional}` : ''}` +
    (s.lowWins ? ` · ${textsOf(lang).ui.sheet.lowWins}` : '');
  if (s.events.length === 0) return `${title}\n${t.seasonEmpty(s.season)}`;
  return [
    title,
    fitted.text,
    fitted.dropped.length > 0 ? t.nightsLeftOut : t.seasonLegend,
    ...(fitted.cut ? [t.columnsCut(true)] : []),
    ...(s.standings.some((x) => x.place === null) ? [t.noPlaceYet(s.minNights, s.best)] : []),
  ].join('\n');
}

export async function runSeasonStandings(ctx: Ctx, id: string): Promise<Output> {
  const s = standingsOf(ctx, id);
  return { json: s, text: (c) => seasonText(s, c.lang, c.screen.width) };
}

export async function runSeasonExport(
  ctx: Ctx,
  id: string,
  o: { format?: string; out?: string; excel?: string; force?: boolean },
): Promise<Output> {
  const s = standingsOf(ctx, id);
  const format = formatOf(o.format, o.out, 'md');
  excelFits(o.excel, format, o.format, o.out);
  const dialect = dialectOf(o.excel);
  const content = format === 'json' ? jsonDocument(s) : seasonExport(s, format, ctx.lang, dialect);
  if (o.out !== undefined) {
    const target = writeOutFile(ctx.store, o.out, content, Boolean(o.force));
    return { json: { season: id, format, out: target }, text: (c) => textsOf(c.lang).event.written(target) };
  }
  return { json: format === 'json' ? s : { season: id, format, content }, text: () => content, document: content };
}

export async function runSeasonList(ctx: Ctx): Promise<Output> {
  const es = new EventStore(ctx.store);
  // As `event list`: a season file that cannot be read is listed last, as unreadable (until 2026-12-07 it refused the
  // whole list).
  const read = eachRead(
    listedIds(ctx.store.dir, es.seasonsDir, () => es.seasonIds()),
    (id) => es.readSeason(id),
  );
  const list = [
    ...read.flatMap((r) =>
      'data' in r ? [{ id: r.id, title: r.data.title, game: r.data.game, events: r.data.events.length }] : [],
    ),
    ...read.flatMap((r) => ('error' in r ? [{ id: r.id, error: r.error.en }] : [])),
  ];
  return {
    json: { seasons: list },
    text: async (c) => {
      const t = textsOf(c.lang).event;
      if (list.length === 0) return t.noSeasons;
      const bad = (await paint(c.color)).bad(textsOf(c.lang).commands.unreadableCell);
      const rows = list.map((s) => ('error' in s ? [s.id, bad, '', ''] : [s.id, s.title, s.game, String(s.events)]));
      // As `event list`: narrowed, the title under the id and the game under the nights (ui/fit.ts).
      const steps = [
        { col: 1, into: 0 },
        { col: 2, into: 3 },
      ];
      return fitTable(t.seasonsHead, rows, [{}, { wrap: true }, {}, { right: true }], steps, c.screen.width);
    },
  };
}
