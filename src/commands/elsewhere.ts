import { RuleViolation } from '../core/errors.js';
import { fold, type UnknownPlayer } from '../core/players.js';
import { say } from '../i18n/index.js';
import { eveningOf } from '../evening/evening.js';
import { listAllRead } from '../evening/listing.js';
import { checkTableWrite } from '../store/events/guard.js';
import { playersOf, TABLE_SHEET } from '../store/events/data.js';
import type { Ctx } from './context.js';

/**
 * A deal on sheet `id` naming someone who is no player of it, but of another sheet of the same evening (the other
 * table, as `tafel sheets` lists them; for an event's table sheet, another table of the same round): that sheet, and
 * how to record (edit, correct: `command`) there (`given`: the --sheet typed, if any). An entrant who sits that round
 * out (a bye, absent, withdrawn) is said to. Read only when refusing, and nothing written; else the refusal as it was.
 */
export function playsElsewhere(
  ctx: Ctx,
  id: string,
  given: string | undefined,
  e: UnknownPlayer,
  command: 'record' | 'edit' | 'correct' = 'record',
): RuleViolation {
  const sheets = listAllRead(ctx).flatMap((l) => ('summary' in l ? [{ id: l.id, ...l.summary }] : []));
  const here = sheets.find((s) => s.id === id);
  if (here === undefined) return e;
  const evening = eveningOf(here.createdAt);
  const round = (sheet: string) => TABLE_SHEET.exec(sheet)?.[2];
  // A table sheet's players of an earlier round play at another table now, or sit out: only this round's count.
  const near = (s: (typeof sheets)[number]) =>
    here.event === undefined ? eveningOf(s.createdAt) === evening : s.event === here.event && round(s.id) === round(id);
  const wanted = fold(e.typed);
  // An open sheet before a finished one, the newest first: he may have played at several tables of the evening.
  const there = sheets
    .filter((s) => s.id !== id && near(s) && s.players.some((p) => fold(p) === wanted))
    .sort((a, b) => Number(a.finished) - Number(b.finished) || b.createdAt.localeCompare(a.createdAt))[0];
  if (there === undefined) return (here.event !== undefined && sitsOut(ctx, id, wanted)) || e;
  const name = there.players.find((p) => fold(p) === wanted)!;
  const label = (s: { id: string; title: string }) => (s.title === '' ? s.id : `${s.id} (${s.title})`);
  return new RuleViolation(
    say((t) => t.commands.playsElsewhere(name, there.id, label(there), label(here), given === undefined, command)),
  );
}

/** An entrant of table sheet `id`'s event who has no seat in its round: why (a bye...), as the standings say. */
function sitsOut(ctx: Ctx, id: string, wanted: string): RuleViolation | undefined {
  const data = ctx.store.readSheet(id);
  const event = checkTableWrite(ctx.store, data);
  const round = data.event!.round;
  const draw = event?.draws.find((d) => d.round === round);
  const entrant = event?.entrants.find((x) => playersOf(x).some((p) => fold(p) === wanted));
  if (event === undefined || draw === undefined || entrant === undefined) return undefined;
  const gone = event.withdrawals.find((w) => w.no === entrant.no && w.fromRound <= round);
  const how = draw.byes.includes(entrant.no)
    ? 'bye'
    : draw.absent.includes(entrant.no)
      ? 'absent'
      : gone
        ? 'withdrawn'
        : undefined;
  if (how === undefined) return undefined;
  const name = playersOf(entrant).find((p) => fold(p) === wanted)!;
  return new RuleViolation(say((t) => t.commands.sitsOut(name, round, event.id, how, id, gone?.fromRound ?? round)));
}
