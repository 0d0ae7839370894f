/** A time as tafel writes one (`new Date().toISOString()`; to the second too). */
export const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/**
 * A stored time as tafel writes one: the form, and a moment the calendar has. Date.parse rolls an impossible date or
 * hour over (2026-02-30 reads as 2026-03-02, T24:00:00 as the next day), so the moment read must say the very date and
 * time written. Every stored time is judged by this: a sheet's, event's and season's `createdAt`, a draw's `drawnAt`,
 * a deal's origin `at`, the trash's `deletedAt`.
 */
export function isTime(v: unknown): v is string {
  if (typeof v !== 'string' || !ISO_TIME.test(v)) return false;
  const t = Date.parse(v);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 19) === v.slice(0, 19);
}
