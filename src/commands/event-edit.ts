import { refused, StorageError } from '../core/errors.js';
import { fold, nameOf } from '../core/players.js';
import { settingsJson } from '../core/setting-json.js';
import { shellWord } from '../core/shell.js';
import { textsOf } from '../i18n/index.js';
import { gameById } from '../games/index.js';
import { renamePlayer } from '../sheet/amend.js';
import { checkNames, checkNewName, checkNotEntered } from '../event/create.js';
import { EventStore, resolveEvent } from '../store/events/files.js';
import { changeSettings, checkOpen, checkOrigin, RANKED_BY, undrawable } from '../event/ops.js';
import { planned } from '../event/tables.js';
import { checkRules } from '../event/season.js';
import type { Ctx, Output } from './context.js';

/* `event set` and `event rename`: changes of the event's settings and names after it was made (§6). */

const open = (ctx: Ctx, given: string | undefined): { es: EventStore; id: string } => {
  const es = new EventStore(ctx.store);
  return { es, id: resolveEvent(ctx.store, es, given) };
};

/** `event set key=value…`: checked and applied by changeSettings (src/event/ops.ts). */
export async function runEventSet(ctx: Ctx, pairs: string[], o: { event?: string }): Promise<Output> {
  const { es, id } = open(ctx, o.event);
  const device = await es.deviceId();
  const next = await es.changeEvent(id, (e) => {
    checkOrigin(e, device);
    // A finished event's standings are final: a change to how they are ranked is asked for by reopening.
    checkOpen(e);
    const { event: changed, also } = changeSettings(e, pairs, () => undrawable(ctx.store, e));
    // A night of a season keeps the rule set of its other nights: the season adds their totals.
    if (changed.rules !== e.rules) {
      const season = es
        .seasonIds()
        .map((s) => es.readSeason(s))
        .find((s) => s.events.includes(id));
      const others = season?.events.filter((x) => x !== id).map((x) => es.readEvent(x));
      if (season && others) checkRules(season, others, [changed], 'set');
    }
    const event = { ...changed, revision: e.revision + 1 };
    return { event, sheets: [], result: { event, also } };
  });
  const { draws: _d, entrants: _e, ...rest } = next.event;
  return {
    json: { ...rest, set: settingsJson(rest.set) },
    text: (c) => {
      const t = textsOf(c.lang).event;
      const keys = pairs.map((kv) => kv.split('=')[0].trim());
      return [
        t.setDone(pairs),
        ...(keys.includes('rounds') ? [`${t.roundsOf(next.event.draws.length, next.event.rounds)}.`] : []),
        ...(keys.some((k) => RANKED_BY.includes(k)) ? [t.setStandings] : []),
        ...(next.also.length > 0 ? [t.setAlso(next.also.join(' '))] : []),
      ].join(' ');
    },
  };
}

/**
 * `event rename <old> <new>`: in the event and in every table sheet of it, all or nothing; the rename travels
 * (review 14.3).
 */
export async function runEventRename(ctx: Ctx, from: string, typed: string, o: { event?: string }): Promise<Output> {
  // As its sheets take it (renamePlayer): until 2026-12-07 the event kept "Eva  Smit " as typed, its sheets Eva Smit.
  const to = nameOf(typed);
  const { es, id } = open(ctx, o.event);
  const device = await es.deviceId();
  const game = gameById(es.readEvent(id).game);
  const done = await es.changeEvent(id, (e) => {
    checkOrigin(e, device);
    // A finished event takes a rename without reopening (decision 2026-12-07): it changes no score, and a season's
    // finished nights must take it to keep one row for the player (stillOld).
    checkNewName(to);
    const f = fold(from);
    const old = e.entrants.flatMap((x) => x.players ?? [x.name]).find((p) => fold(p) === f);
    if (old === undefined) throw refused((t) => t.event.unknownEntrant(from, e.entrants.map((x) => x.name).join(', ')));
    // Another player's name; the same one in another case or accents is a rename of its spelling.
    checkNotEntered(
      e.entrants
        .map((x) => (x.players ? { ...x, players: x.players.filter((p) => p !== old) } : x))
        .filter((x) => x.name !== old),
      [to],
    );
    const entrants = e.entrants.map((x) => {
      if (!x.players) return x.name === old ? { ...x, name: to } : x;
      if (!x.players.includes(old)) return x;
      const players = x.players.map((p) => (p === old ? to : p));
      return { ...x, players, name: `${players[0]} & ${players[1]}` };
    });
    checkNames(entrants, e.game);
    const revision = e.revision + 1;
    const sheets = planned(e)
      .filter(({ table }) => ctx.store.exists(table.sheet))
      .map(({ table }) => ctx.store.readSheet(table.sheet))
      .filter((s) => s.players.includes(old))
      .map((s) => renamePlayer(game, s, old, to));
    return {
      event: { ...e, entrants, renames: [...e.renames, { from: old, to, revision }], revision },
      sheets,
      result: { old, sheets: sheets.map((s) => s.id) },
    };
  });
  const season = fold(done.old) === fold(to) ? undefined : stillOld(es, id, done.old);
  return {
    json: { event: id, from: done.old, to, sheets: done.sheets, ...(season ? { season } : {}) },
    text: (c) => {
      const t = textsOf(c.lang).event;
      const line = t.renamed(done.old, to, done.sheets.length);
      if (!season) return line;
      const words = [shellWord(done.old), shellWord(to)] as const;
      return `${line}\n${t.renamedInSeason(season.id, done.old, to, season.nights, words)}`;
    },
  };
}

/**
 * The season of the event `id` and its other nights on this device that still name `old`: the season knows a player
 * by his name (keyOf, case and accents aside), so until the rename is carried there its standings list the two names
 * as two players (decision 2026-12-07, docs/rules-notes.md). A season or night whose file cannot be read is passed
 * over: the rename is done, and `tafel doctor` names that file.
 */
function stillOld(es: EventStore, id: string, old: string): { id: string; nights: string[] } | undefined {
  const readable = <T>(read: () => T): T | undefined => {
    try {
      return read();
    } catch (e) {
      if (e instanceof StorageError) return undefined;
      throw e;
    }
  };
  const season = es
    .seasonIds()
    .map((s) => readable(() => es.readSeason(s)))
    .find((s) => s?.events.includes(id));
  if (season === undefined) return undefined;
  const named = (night: string) =>
    readable(() => es.readEvent(night))?.entrants.some((x) =>
      (x.players ?? [x.name]).some((p) => fold(p) === fold(old)),
    );
  const nights = season.events.filter((n) => n !== id && es.hasEvent(n) && named(n));
  return nights.length > 0 ? { id: season.id, nights } : undefined;
}
