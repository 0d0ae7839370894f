import { RuleViolation } from '../core/errors.js';
import { fold, type UnknownPlayer } from '../core/players.js';
import { say } from '../i18n/index.js';
import { eveningOf } from '../evening/evening.js';
import { listAllRead } from '../evening/listing.js';
import type { Ctx } from './context.js';

/**
 * A deal on sheet `id` naming someone who is no player of it, but of another sheet of the same evening (the other
 * table, as `tafel sheets` lists them): that sheet, and how to record (edit, correct: `command`) there (`given`: the
 * --sheet typed, if any). Read only when refusing, and nothing written; else the refusal as it was.
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
  const wanted = fold(e.typed);
  // An open sheet before a finished one, the newest first: at a club evening he plays every round.
  const there = sheets
    .filter((s) => s.id !== id && eveningOf(s.createdAt) === evening && s.players.some((p) => fold(p) === wanted))
    .sort((a, b) => Number(a.finished) - Number(b.finished) || b.createdAt.localeCompare(a.createdAt))[0];
  if (there === undefined) return e;
  const name = there.players.find((p) => fold(p) === wanted)!;
  const label = (s: { id: string; title: string }) => (s.title === '' ? s.id : `${s.id} (${s.title})`);
  return new RuleViolation(
    say((t) => t.commands.playsElsewhere(name, there.id, label(there), label(here), given === undefined, command)),
  );
}
