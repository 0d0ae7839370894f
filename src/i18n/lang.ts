/**
 * The languages tafel speaks. A third one is one more name here (and its DECIMAL), one folder beside en/ and nl/,
 * and a messages and a rules text per game: docs/design.md lists the files, and the compiler names every text
 * that is missing.
 */
export const LANGS = ['en', 'nl'] as const;
export type Lang = (typeof LANGS)[number];

/** The language a `--lang` or `tafel lang` value names, in any case (`NL`, ` nl`); undefined for another. */
export const langNamed = (value: string | undefined): Lang | undefined =>
  LANGS.filter((l) => l === value?.trim().toLowerCase())[0];

/** The decimal sign of money on screen: 0.56 in English, 0,56 in Dutch (as the Excel CSV has it). */
export const DECIMAL: Readonly<Record<Lang, string>> = { en: '.', nl: ',' };

/** What an amount typed with a thousands separator is, for the fix its refusal gives (core/money.ts). */
export type Thousands = 'amount' | 'stake' | 'rate' | 'points';

/**
 * One way to read an amount typed with a thousands group (core/money.ts refuseThousands): `value` as read and
 * `written` as it is typed to mean that (a rate's 1.025 is typed 1.0250), both with a decimal point; `misfit` when it
 * is no amount of its kind: too many decimals (`places`: a stake's 1.255) or too large (`max`: a rate of 12500).
 */
export interface Reading {
  value: string;
  written: string;
  misfit?: 'places' | 'max';
}

/**
 * The readings of `1.500`: the mark as a thousands separator (1500), and, when it is the only one, as the
 * decimal sign.
 */
export interface Readings {
  mark: '.' | ',';
  grouped: Reading;
  decimal?: Reading;
}

/** The thousands sign of a count: 50,000 sheets in English, 50.000 in Dutch. */
export const THOUSANDS: Readonly<Record<Lang, string>> = { en: ',', nl: '.' };

/**
 * A whole number as the language writes a count (what `toLocaleString` writes for en and nl: 1,234 and 1.234),
 * without it: its first call in a process sets up ICU's number formats, 25 ms of an `export --all`.
 */
export const grouped = (n: number, lang: Lang): string => String(n).replace(/\B(?=(\d{3})+$)/g, THOUSANDS[lang]);

/** A game's deals as its lines number them, unless the game says its own word (Game.dealWord): "Deal 3", "Gift 3". */
export const DEAL: Readonly<Record<Lang, string>> = { en: 'deal', nl: 'gift' };
/** Their plural (Game.dealWords): "no deals to undo", "geen giften". */
export const DEALS: Readonly<Record<Lang, string>> = { en: 'deals', nl: 'giften' };

/**
 * A reason that ends a clause more text follows: with its one full stop, or the question it ends on ("Did you mean
 * 'kleurenwiezen'?", never "?.").
 */
export const ended = (s: string): string => (/[?!]$/.test(s) ? s : `${s.replace(/\.$/, '')}.`);

/** A word at the start of a line: "Round 3", "Ronde 3". */
export const capital = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);

/**
 * A flag or a setting's key at the start of a sentence: a flag as it is (`--rounds must be ...`), a key quoted as typed
 * (`'rounds' must be ...`, `'max-cards=9' is too many`), in every language: capitalised, a key read as a word of the
 * language (until 2026-12-07 `Rounds moet ...`, `Samen.8 must be ...`).
 */
export const keyFirst = (key: string): string => (key.charAt(0) === '-' ? key : `'${key}'`);

/** The suits' names in each language, plural as a player says them (`--trump` reads both); their signs below. */
export const SUIT_NAMES: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  en: { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' },
  nl: { S: 'schoppen', H: 'harten', D: 'ruiten', C: 'klaveren' },
};
const SUIT_SIGNS: Readonly<Record<string, string>> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/**
 * The words `--trump` takes for the suits a deal takes, offered as a choice: the letters, the signs, the names in
 * `lang` and then in the other language, and `none` (as `lang` says it) when the deal may have no trump.
 */
export const trumpWords = (suits: readonly string[], lang: Lang, none: string | undefined): string =>
  either(
    [
      suits.join(' '),
      suits.map((s) => SUIT_SIGNS[s]).join(' '),
      ...[lang, ...LANGS.filter((l) => l !== lang)].map((l) => suits.map((s) => SUIT_NAMES[l][s]).join('/')),
      ...(none === undefined ? [] : [none]),
    ],
    lang,
  );

/** The word that joins the last two items of a list: "Ann, Bert and Cis", "Ann, Bert en Cis". */
export const AND: Readonly<Record<Lang, string>> = { en: 'and', nl: 'en' };

/** The word that offers the last of a list as a choice: "lodige, cardgames or iwwa", "lodige, cardgames of iwwa". */
export const OR: Readonly<Record<Lang, string>> = { en: 'or', nl: 'of' };

/** Items as the language lists them: "A", "A and B", "A, B and C" (no serial comma, as tafel's texts write it). */
export const listed = (items: readonly string[], lang: Lang): string => joined(items, AND[lang]);

/** Items as the language offers a choice of them: "A", "A or B", "A, B or C". */
export const either = (items: readonly string[], lang: Lang): string => joined(items, OR[lang]);

/** Table numbers as a reader counts them: "1 to 4" when none is skipped, else each ("1, 2 and 4"). */
export const numbersOf = (ns: readonly number[], lang: Lang): string =>
  ns.length > 2 && ns.every((n, i) => n === ns[0] + i)
    ? `${ns[0]} ${TO[lang]} ${ns[ns.length - 1]}`
    : listed(ns.map(String), lang);
const TO: Readonly<Record<Lang, string>> = { en: 'to', nl: 'tot' };

/** `count` numbers on from `first`, as numbersOf says them ("6", "6 and 7", "5 to 7"), each after `mark` (c1). */
export const runOf = (first: number, count: number, lang: Lang, mark = ''): string => {
  const last = first + count - 1;
  const each = [first, last].slice(0, count).map((x) => mark + x);
  return count > 2 ? `${each[0]} ${TO[lang]} ${each[1]}` : listed(each, lang);
};

const joined = (items: readonly string[], last: string): string =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;

/** A text in every language; which one is shown is decided once, where it is printed. */
export type Text = Readonly<Record<Lang, string>>;
