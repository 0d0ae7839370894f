/* How a name is taken in and compared: apart from players.ts, so that a key press (completion) loads nothing else. */

/**
 * A name as tafel takes it in, the one place for every new name (`new --players`, `preset save`, `rename`, `event
 * new --entrants`/`--pairs`, `event add`, `event rename`): its outer white space trimmed, each inner run of it one
 * space ("Jan  Peeters" is Jan Peeters, as a browser shows him), composed (NFC: "José" pasted from a Mac arrives as e +
 * a combining accent).
 */
export const nameOf = (typed: string): string => typed.trim().replace(/\s+/g, ' ').normalize('NFC');

/**
 * Folds case, accents and curly apostrophes so "éva" finds "Eva" and "o’brien" "O'Brien"; inner white space as
 * written.
 */
export const foldCase = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    // A phone's keyboard types O’Brien with a curly apostrophe (or the modifier letter), a computer's O'Brien.
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .toLowerCase()
    .trim();

/** A name folded as tafel compares names: as taken in (`nameOf`: "jan  peeters" finds Jan Peeters) and `foldCase`. */
export const fold = (s: string): string => foldCase(nameOf(s));
