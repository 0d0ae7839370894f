import { misused, refused } from '../core/errors.js';
import { fold } from '../core/players.js';
import { textsOf } from '../i18n/index.js';
import { gameById } from '../games/index.js';
import { renamePlayer } from '../sheet/amend.js';
import { checkCompensation, checkNames, checkPrizes, checkTieBreaks } from '../event/create.js';
import { EventStore } from '../event/files.js';
import { MAX_ROUNDS, type EventData } from '../event/model.js';
import { checkOpen, checkOrigin } from '../event/ops.js';
import { planned } from '../event/tables.js';
import { deviceId, resolveEvent } from './event.js';
import type { Ctx, Output } from './context.js';

/* `event set` and `event rename`: changes of the event's settings and names after it was made (§6). */

const open = (ctx: Ctx, given: string | undefined): { es: EventStore; id: string } => {
  const es = new EventStore(ctx.store);
  return { es, id: resolveEvent(ctx, es, given) };
};

/** `event set key=value…`: after round 1 only the keys §6 lists. */
export async function runEventSet(ctx: Ctx, pairs: string[], o: { event?: string }): Promise<Output> {
  const { es, id } = open(ctx, o.event);
  const device = await deviceId(ctx);
  const next = await es.changeEvent(id, (e) => {
    checkOrigin(e, device);
    let event = { ...e };
    for (const kv of pairs) {
      const at = kv.indexOf('=');
      if (at < 0) throw misused((t) => t.event.setWhat(kv));
      const key = kv.slice(0, at);
      const v = kv.slice(at + 1);
      const late = ['rounds', 'bye', 'absent', 'ranking', 'tie-breaks', 'prizes', 'poedel', 'title'];
      if (e.draws.length > 0 && !late.includes(key) && !(key === 'seating' && v === 'draw'))
        throw refused((t) => t.event.frozen(key, e.draws.length));
      if (key === 'rounds') {
        const n = Number(v);
        if (!/^\d+$/.test(v) || n < Math.max(1, e.draws.length) || n > MAX_ROUNDS)
          throw misused((t) => t.event.badNumber('rounds', v, Math.max(1, e.draws.length), MAX_ROUNDS));
        event.rounds = n;
      } else if (key === 'bye') event.bye = checkCompensation('bye', v)!;
      else if (key === 'absent') event.absent = checkCompensation('absent', v)!;
      else if (key === 'ranking') {
        if (!['total', 'average', 'wins'].includes(v))
          throw misused((t) => t.event.badChoice('ranking', v, 'total, average, wins'));
        event.ranking = v as EventData['ranking'];
      } else if (key === 'tie-breaks') event.tieBreaks = checkTieBreaks(v)!;
      else if (key === 'prizes') event.prizes = checkPrizes(v)!;
      else if (key === 'poedel') {
        if (v !== 'on' && v !== 'off') throw misused((t) => t.event.badChoice('poedel', v, 'on, off'));
        event.poedel = v === 'on';
      } else if (key === 'title') event.title = v.slice(0, 60);
      else if (key === 'seating') {
        if (!['draw', 'movement', 'ranked'].includes(v))
          throw misused((t) => t.event.badChoice('seating', v, 'draw, movement, ranked'));
        event.seating = v as EventData['seating'];
      } else throw misused((t) => t.event.setWhat(kv));
    }
    event = { ...event, revision: e.revision + 1 };
    return { event, sheets: [], result: event };
  });
  const { draws: _d, entrants: _e, ...rest } = next;
  return { json: rest, text: (c) => textsOf(c.lang).event.setDone(pairs.join(' ')) };
}

/**
 * `event rename <old> <new>`: in the event and in every table sheet of it, all or nothing; the rename travels
 * (review 14.3).
 */
export async function runEventRename(ctx: Ctx, from: string, to: string, o: { event?: string }): Promise<Output> {
  const { es, id } = open(ctx, o.event);
  const device = await deviceId(ctx);
  const game = gameById(es.readEvent(id).game);
  const done = await es.changeEvent(id, (e) => {
    checkOrigin(e, device);
    checkOpen(e);
    const f = fold(from);
    const old = e.entrants.flatMap((x) => x.players ?? [x.name]).find((p) => fold(p) === f);
    if (old === undefined) throw refused((t) => t.event.unknownEntrant(from, e.entrants.map((x) => x.name).join(', ')));
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
  return {
    json: { event: id, from: done.old, to, sheets: done.sheets },
    text: (c) => textsOf(c.lang).event.renamed(done.old, to, done.sheets.length),
  };
}
