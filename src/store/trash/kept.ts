import path from 'node:path';
import { localDate } from '../../sheet/dates.js';
import { listOrNothing } from '../files.js';

/*
 * What every item of the trash shares, whatever put it there (trash.ts: `tafel delete`; stamped.ts: `event undraw`,
 * `event delete`, `event import --prefer file`): the folder, how long an item is kept, and which files travel with
 * it. The kept copies are the ones the store writes (store/backup.ts: `.bak`, `.v<n>`, `.broken-<time>`); never a
 * lock (`.lock`, `.lock.break`) nor a temporary file (`.tmp`) of a writer or a lock: those belong to the live
 * directory's processes.
 */

/** Days an item stays in the trash; older ones are removed when the trash is next touched. */
export const KEEP_DAYS = 30;
export const KEEP_MS = KEEP_DAYS * 24 * 60 * 60 * 1000;

/**
 * The last day an item deleted at `deletedAt` (a valid time) can be brought back, as `sheets --deleted` shows it:
 * KEEP_DAYS calendar days after the local day it was deleted, that whole day included. Until 2026-12-07 the listing
 * showed the day of deletedAt + 30 x 24 h while the item went at that very moment: in the first minutes of the day
 * the listing promised, and a day short across the end of summer time.
 */
export function keptUntil(deletedAt: string): string {
  const d = new Date(deletedAt);
  return localDate(new Date(d.getFullYear(), d.getMonth(), d.getDate() + KEEP_DAYS, 12));
}

/** Whether an item deleted at `deletedAt` is gone for good at `now`: from the day after keptUntil. */
export const expired = (deletedAt: string, now: Date): boolean => localDate(now) > keptUntil(deletedAt);

export const trashDir = (dir: string): string => path.join(dir, 'deleted');

const KEPT = /^\.(bak|v\d+(-[0-9TZ-]+)?|broken-[0-9TZ-]+)$/;

/** `name` and its kept copies (`name.bak`...) in `folder`. */
export function keptFiles(folder: string, name: string): string[] {
  return listOrNothing(folder).filter(
    (n) => n === name || (n.startsWith(`${name}.`) && KEPT.test(n.slice(name.length))),
  );
}
