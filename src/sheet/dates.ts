/* The evening's dates: a sheet's id and evening, `today-` in an id, a listing's minute. */

/** The local calendar date, YYYY-MM-DD. */
export const localDate = (d: Date): string =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The hour at which a card evening is over: a moment before it, after midnight, is still the evening before. */
export const EVENING_ENDS_AT = 6;

/**
 * The evening a moment belongs to, YYYY-MM-DD: its local date, or before 06:00 the date before, as a card
 * evening runs past midnight. A sheet's id, its evening, an event's id and `today` / `yesterday` all use it,
 * `back` evenings before (the date at noon, so a change of summer time moves no day).
 */
export const eveningDate = (d: Date, back = 0): string =>
  localDate(new Date(d.getFullYear(), d.getMonth(), d.getDate() - back - (d.getHours() < EVENING_ENDS_AT ? 1 : 0), 12));

/**
 * An id may begin with `today` or `yesterday` (`vandaag`, `gisteren`) for this evening's date (until 06:00 the
 * date before: eveningDate) or the one before, as `--evening` does: `today-kleurenwiezen-2`. So the docs and the
 * help name a sheet on any day. Spaces around it are a slip of the quotes or a paste (no id holds one) and go.
 */
export function dayId(typed: string, now: Date): string {
  const given = typed.trim();
  const m = /^(today|yesterday|vandaag|gisteren)(?=-|$)/i.exec(given);
  if (!m) return given;
  const back = /^(yesterday|gisteren)$/i.test(m[1]) ? 1 : 0;
  return eveningDate(now, back) + given.slice(m[0].length);
}

/** A moment as the listings show one, to the minute in local time: "2026-12-05 21:59". */
export const localMinute = (iso: string): string => {
  const d = new Date(iso);
  return `${localDate(d)} ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};
