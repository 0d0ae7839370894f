/**
 * The order of the strings tafel writes itself: ISO dates and times, and sheet, event and contract ids (lower-case
 * letters, digits and "-"). Code-unit order, which for these is the order `localeCompare` gives (the same letters
 * in the same places), without the collator `localeCompare` sets up on its first call: about 9 ms of every command
 * that sorted a listing. Names typed by people are no such strings.
 */
export const byCode = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
