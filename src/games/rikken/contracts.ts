import { suitWord, type Suit } from '../../core/cards.js';
import { own } from '../../core/own.js';

/**
 * Rikken's contracts (spec/rikken.md §2) and how people write them. Shared by the scoring code and
 * the referee, so it holds no scoring and loads no texts of its own.
 */

/** pair: rikker + mate (troela: the two ace holders); one: a solo; each: piek/misère; pass: all-pass games. */
export type Kind = 'pair' | 'one' | 'each' | 'pass';

export interface Contract {
  id: string;
  kind: Kind;
  /** Tricks needed (pair, one), or exactly the tricks each must take (each). */
  target?: number;
  /** The point key of its value; `alleen` reads `alleen.<level>`. */
  value?: string;
  /** No trump: a suit in the bid or on --trump makes no sense. */
  noTrump?: boolean;
  /** The name as a table says it, in both languages alike. */
  name: string;
}

export const CONTRACTS: readonly Contract[] = [
  { id: 'rik', kind: 'pair', target: 8, value: 'rik', name: 'rik' },
  { id: 'rik-beter', kind: 'pair', target: 8, value: 'rik', name: 'rik beter' },
  { id: 'troela', kind: 'pair', target: 8, value: 'troela', name: 'troela' },
  { id: 'alleen', kind: 'one', name: 'alleen' },
  { id: 'piek', kind: 'each', target: 1, value: 'piek', noTrump: true, name: 'piek' },
  { id: 'misere', kind: 'each', target: 0, value: 'misere', noTrump: true, name: 'misère' },
  { id: 'open-piek', kind: 'each', target: 1, value: 'open-piek', noTrump: true, name: 'open piek' },
  { id: 'open-misere', kind: 'each', target: 0, value: 'open-misere', noTrump: true, name: 'open misère' },
  {
    id: 'open-piek-praatje',
    kind: 'each',
    target: 1,
    value: 'open-piek-praatje',
    noTrump: true,
    name: 'open piek praatje',
  },
  {
    id: 'open-misere-praatje',
    kind: 'each',
    target: 0,
    value: 'open-misere-praatje',
    noTrump: true,
    name: 'open misère praatje',
  },
  { id: 'schoppen-mie', kind: 'pass', value: 'schoppen-mie', noTrump: true, name: 'schoppen mie' },
  { id: 'een-of-vijf', kind: 'pass', value: 'een-of-vijf', noTrump: true, name: 'één of vijf' },
  { id: 'pas', kind: 'pass', noTrump: true, name: 'pas' },
];

/** Contracts whose name is not their keyword, by it, as the sheet writes them ("open misère") and `tafel stats` too. */
export const CONTRACT_WORDS: Readonly<Record<string, string>> = Object.fromEntries(
  CONTRACTS.filter((c) => c.name !== c.id).map((c) => [c.id, c.name]),
);

/** The value of a key that is both a switch and a value: undefined when off. */
export function switchedValue(settings: Record<string, string>, key: 'piek' | 'troela'): number | undefined {
  const v = settings[key] ?? (key === 'piek' ? '15' : '10');
  if (v === 'off') return undefined;
  return v === 'on' ? (key === 'piek' ? 15 : 10) : Number(v);
}

export const LEVELS = [8, 9, 10, 11, 12, 13] as const;

export const contractById = (id: string): Contract | undefined => CONTRACTS.find((c) => c.id === id);

/** Other spellings (folded, words joined by hyphens) of each keyword. */
const ALIASES: Record<string, string> = {
  beter: 'rik-beter',
  'beter-rik': 'rik-beter',
  'betere-rik': 'rik-beter',
  'rik-betere': 'rik-beter',
  solo: 'alleen',
  misere: 'misere',
  'open-misere-met-praatje': 'open-misere-praatje',
  'open-piek-met-praatje': 'open-piek-praatje',
  'open-misere-met-een-praatje': 'open-misere-praatje',
  'open-piek-met-een-praatje': 'open-piek-praatje',
  schoppenmie: 'schoppen-mie',
  'schoppen-vrouw': 'schoppen-mie',
  '1-of-5': 'een-of-vijf',
  'een-of-5': 'een-of-vijf',
  eenofvijf: 'een-of-vijf',
  pass: 'pas',
  passen: 'pas',
};

/** Lower case, accents dropped (misère = misere, één = een). */
export const fold = (w: string): string =>
  w
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export interface ReadWords {
  /** A keyword, or the phrase as typed (folded) when it names none. */
  id: string;
  known: boolean;
  level?: number;
  /** A level written but not a whole number 8..13 as digits is kept as typed, for the message. */
  levelText?: string;
  suit?: Suit;
}

/**
 * Contract words as people write them: `alleen 9`, `9 alleen`, `9-alleen`, `solo 9`, `"open misere
 * praatje"`, `rik beter`, `misère`; with `suits`, a suit word may end the bid (`9 alleen harten`), and so may
 * `beter`, the bid in hearts (`9 alleen beter`; `9 beter`, no other word, stays rik beter, which has no level).
 * `1-of-5` keeps its digits. The level is the one number left.
 */
export function readWords(words: readonly string[], suits = false): ReadWords {
  const tokens = words
    .flatMap((w) =>
      fold(w)
        .trim()
        .split(/[\s_-]+/),
    )
    .filter((w) => w !== '')
    .flatMap((w) => (/^\d+[a-z]+$|^[a-z]+\d+$/.test(w) ? w.split(/(?<=\d)(?=[a-z])|(?<=[a-z])(?=\d)/) : [w]));
  const joined = tokens.join('-');
  if (joined === '1-of-5' || joined === 'een-of-5') return { id: 'een-of-vijf', known: true };
  let suit: Suit | undefined;
  if (suits && tokens.length > 1) {
    const last = tokens[tokens.length - 1];
    const beter = last === 'beter' && tokens.slice(0, -1).some((w) => !/^-?\d+$/.test(w));
    const s = beter ? 'H' : suitWord(last);
    if (s !== undefined) {
      suit = s;
      tokens.pop();
    }
  }
  const numbers = tokens.filter((w) => /^-?\d+$/.test(w));
  const rest = tokens.filter((w) => !/^-?\d+$/.test(w));
  const phrase = rest.join('-');
  const id = own(ALIASES, phrase) ?? phrase;
  const known = contractById(id) !== undefined;
  // "rik harten" is rik beter (spec §3): hearts is the beter form.
  if (suits && id === 'rik' && suit === 'H') return { id: 'rik-beter', known, suit };
  const out: ReadWords = { id, known, ...(suit !== undefined ? { suit } : {}) };
  if (numbers.length > 0) {
    out.levelText = numbers.join(' ');
    if (numbers.length === 1) out.level = Number(numbers[0]);
  }
  return out;
}

/** Why a contract is switched off on these settings: the option to name, or undefined when it is played. */
export function switchedOff(id: string, settings: Record<string, string>): string | undefined {
  const piekFamily = id === 'piek' || id === 'open-piek' || id === 'open-piek-praatje';
  if (id === 'troela' && switchedValue(settings, 'troela') === undefined) return 'troela=off';
  if (piekFamily && switchedValue(settings, 'piek') === undefined) return 'piek=off';
  if (id.startsWith('open-') && settings.open === 'off') return 'open=off';
  if (id.endsWith('-praatje') && settings.praatje === 'off') return 'praatje=off';
  if ((id === 'schoppen-mie' || id === 'een-of-vijf') && !passGamesOf(settings).includes(id))
    return `pass-games=${settings['pass-games']}`;
  return undefined;
}

/** The --set that plays a switched-off contract again: `piek=on`, or the pass games with this one added. */
export function fixOf(id: string, off: string): string {
  if (!off.startsWith('pass-games=')) return off.replace(/=off$/, '=on');
  const now = off
    .slice('pass-games='.length)
    .split(',')
    .filter((g) => g !== 'none' && g !== '');
  return `pass-games=${[...now, id].join(',')}`;
}

export const passGamesOf = (settings: Record<string, string>): string[] =>
  (settings['pass-games'] ?? 'schoppen-mie,een-of-vijf')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '' && s !== 'none');

/** Who sits out at five (the dealer) or six (the dealer and the player three seats on) [SVK]. */
export function sittersOf(dealer: number, n: number): number[] {
  if (n === 5) return [dealer];
  if (n === 6) return [dealer, (dealer + 3) % 6];
  return [];
}
