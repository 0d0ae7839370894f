import { isTime } from '../core/time.js';

/** Where a deal came from when it was not typed on the terminal: a scorer's phone, when, and its submission's id. */
export interface Origin {
  via: 'phone';
  at: string;
  id: string;
}

/** How many ids of undo, redo and finish a sheet keeps (scorer.md §3). */
export const RECENT_IDS = 64;
/** A submission's id as a phone makes it: 16 to 64 URL-safe characters. */
export const SUBMISSION_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** A stored origin as tafel writes it: from a phone, at a date, with a submission's id, nothing else. */
export function originOk(o: unknown): boolean {
  if (typeof o !== 'object' || o === null || Array.isArray(o)) return false;
  const { via, at, id } = o as Record<string, unknown>;
  return (
    via === 'phone' && isTime(at) && typeof id === 'string' && SUBMISSION_ID.test(id) && Object.keys(o).length === 3
  );
}
