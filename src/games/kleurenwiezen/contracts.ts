/**
 * The contracts of Kleurenwiezen per rule set (kleurenwiezen-tables.md), the words people type for
 * them (aliases, spoken phrases, two-word names) and who sits out at five or six. Read by the record
 * line (rules.ts), the referee, table mode and completion; rules.ts re-exports all of it.
 */
import type { Text } from '../../core/errors.js';
import { say } from './messages.js';
import { own } from '../../core/own.js';

export type RuleSet = 'lodige' | 'cardgames' | 'whisthub' | 'iwwa';

export const RULE_SETS: readonly RuleSet[] = ['lodige', 'cardgames', 'whisthub', 'iwwa'];

/** The rule sets in which every deal sums to zero (the sheet checks it). */
export const ZERO_SUM: readonly string[] = ['cardgames', 'whisthub', 'iwwa'];

/** How many declarers a contract has: a pair, one alone, or each for himself (the miserie family). */
export type Declarers = 'pair' | 'one' | 'each';

export interface Contract {
  id: string;
  declarers: Declarers;
  /** Allowed levels; undefined when the contract has none. */
  levels?: number[];
  /** The level when none is typed (stored with the deal); undefined: the level must be typed. */
  defaultLevel?: (settings: Record<string, string>) => number;
  /** Tricks needed for a level (or fixed); for `each` contracts the exact tricks each must take. */
  target: (level: number | undefined) => number;
  name: Text;
  /** A contract that a sheet option must switch on first. */
  needsOption?: string;
}

/** A contract as the sheet writes it, in both languages: "grote miserie" for grote-miserie (`tafel stats` too). */
export const sheetWord = (id: string): string => id.replace(/-/g, ' ');

/**
 * A contract with its level as the sheet writes the deal: "samen 8", "kleine miserie", and iwwa's troel 9 (four aces)
 * "troela"; `judge rank` names a bid so too.
 */
export const sheetName = (id: string, level: number | undefined, rules: string): string =>
  rules === 'iwwa' && id === 'troel' && level === 9
    ? 'troela'
    : sheetWord(id) + (level !== undefined ? ` ${level}` : '');

const range = (a: number, b: number): number[] => Array.from({ length: b - a + 1 }, (_, i) => a + i);

export const LODIGE: Contract[] = [
  { id: 'samen', declarers: 'pair', levels: range(8, 13), target: (l) => l!, name: say((m) => m.contracts.samen) },
  { id: 'solo', declarers: 'one', levels: range(6, 8), target: (l) => l!, name: say((m) => m.contracts.solo) },
  {
    id: 'abondance',
    declarers: 'one',
    levels: range(9, 11),
    target: (l) => l!,
    name: say((m) => m.contracts.abondance),
  },
  { id: 'kleine-miserie', declarers: 'each', target: () => 0, name: say((m) => m.contracts.smallMisery) },
  { id: 'piccolo', declarers: 'each', target: () => 1, name: say((m) => m.contracts.piccolo) },
  { id: 'troel', declarers: 'pair', target: () => 9, name: say((m) => m.contracts.troel) },
  { id: 'grote-miserie', declarers: 'each', target: () => 0, name: say((m) => m.contracts.grandMisery) },
  { id: 'open-miserie', declarers: 'each', target: () => 0, name: say((m) => m.contracts.openMisery) },
  { id: 'kleine-soloslim', declarers: 'one', target: () => 12, name: say((m) => m.contracts.smallSoloSlam) },
  { id: 'soloslim', declarers: 'one', target: () => 13, name: say((m) => m.contracts.soloSlam) },
];

export const CARDGAMES: Contract[] = [
  { id: 'vragen', declarers: 'pair', target: () => 8, name: say((m) => m.contracts.askAndJoin) },
  { id: 'alleen', declarers: 'one', target: () => 5, name: say((m) => m.contracts.alone) },
  { id: 'troel', declarers: 'pair', target: () => 8, name: say((m) => m.contracts.troel) },
  {
    id: 'abondance',
    declarers: 'one',
    levels: range(9, 12),
    defaultLevel: () => 9,
    target: (l) => l ?? 9,
    name: say((m) => m.contracts.abondance),
  },
  { id: 'miserie', declarers: 'each', target: () => 0, name: say((m) => m.contracts.misery) },
  {
    id: 'open-miserie',
    declarers: 'each',
    target: () => 0,
    name: say((m) => m.contracts.openMisery2),
    needsOption: 'open-miserie',
  },
  { id: 'soloslim', declarers: 'one', target: () => 13, name: say((m) => m.contracts.soloSlam) },
];

/** Whisthub's table (kleurenwiezen-tables.md §1.1): levels default to the lowest (alleen: alleen-min). */
export const WHISTHUB: Contract[] = [
  {
    id: 'samen',
    declarers: 'pair',
    levels: range(8, 13),
    defaultLevel: () => 8,
    target: (l) => l ?? 8,
    name: say((m) => m.contracts.samenAskAnd),
  },
  {
    id: 'alleen',
    declarers: 'one',
    levels: range(5, 8),
    defaultLevel: (s) => Number(s['alleen-min'] ?? 5),
    target: (l) => l ?? 5,
    name: say((m) => m.contracts.alone),
  },
  {
    id: 'abondance',
    declarers: 'one',
    levels: range(9, 12),
    defaultLevel: () => 9,
    target: (l) => l ?? 9,
    name: say((m) => m.contracts.abondance),
  },
  // troel 9: the partner changed trump (Whisthub "Troel"); the target is the only difference.
  {
    id: 'troel',
    declarers: 'pair',
    levels: [8, 9],
    defaultLevel: () => 8,
    target: (l) => l ?? 8,
    name: say((m) => m.contracts.troel),
  },
  { id: 'kleine-miserie', declarers: 'each', target: () => 0, name: say((m) => m.contracts.smallMisery) },
  { id: 'piccolo', declarers: 'each', target: () => 1, name: say((m) => m.contracts.piccolo), needsOption: 'piccolo' },
  { id: 'grote-miserie', declarers: 'each', target: () => 0, name: say((m) => m.contracts.grandMisery) },
  { id: 'open-miserie', declarers: 'each', target: () => 0, name: say((m) => m.contracts.openMisery2) },
  { id: 'soloslim', declarers: 'one', target: () => 13, name: say((m) => m.contracts.soloSlam) },
];

/** The IWWA tournament table (kleurenwiezen-tables.md §2.1); troel 9 is troela (four aces). */
export const IWWA: Contract[] = [
  { id: 'vragen', declarers: 'pair', target: () => 8, name: say((m) => m.contracts.askAndJoin) },
  { id: 'alleen', declarers: 'one', target: () => 5, name: say((m) => m.contracts.alone) },
  {
    id: 'troel',
    declarers: 'pair',
    levels: [8, 9],
    defaultLevel: () => 8,
    target: (l) => l ?? 8,
    name: say((m) => m.contracts.troelTroela),
  },
  {
    id: 'abondance',
    declarers: 'one',
    levels: range(9, 12),
    defaultLevel: () => 9,
    target: (l) => l ?? 9,
    name: say((m) => m.contracts.abondance),
  },
  { id: 'miserie', declarers: 'each', target: () => 0, name: say((m) => m.contracts.misery) },
  { id: 'open-miserie', declarers: 'each', target: () => 0, name: say((m) => m.contracts.openMisery2) },
  { id: 'solo', declarers: 'one', target: () => 13, name: say((m) => m.contracts.soloAllTricks) },
  { id: 'soloslim', declarers: 'one', target: () => 13, name: say((m) => m.contracts.soloSlam) },
];

const CONTRACTS: Record<RuleSet, Contract[]> = { lodige: LODIGE, cardgames: CARDGAMES, whisthub: WHISTHUB, iwwa: IWWA };

export const contractsOf = (rules: string): Contract[] => CONTRACTS[rules as RuleSet] ?? LODIGE;

/** Aliases a player might type, mapped to the keyword of each rule set (absent: the word itself). */
const ALIASES: Record<string, Partial<Record<RuleSet, string>>> = {
  miserie: { lodige: 'grote-miserie', whisthub: 'grote-miserie' },
  misere: { lodige: 'grote-miserie', cardgames: 'miserie', whisthub: 'grote-miserie', iwwa: 'miserie' },
  'grote-misere': { lodige: 'grote-miserie', cardgames: 'miserie', whisthub: 'grote-miserie', iwwa: 'miserie' },
  'grote-miserie': { cardgames: 'miserie', iwwa: 'miserie' },
  'kleine-misere': {
    lodige: 'kleine-miserie',
    cardgames: 'kleine-miserie',
    whisthub: 'kleine-miserie',
    iwwa: 'kleine-miserie',
  },
  'open-misere': { lodige: 'open-miserie', cardgames: 'open-miserie', whisthub: 'open-miserie', iwwa: 'open-miserie' },
  'miserie-op-tafel': {
    lodige: 'open-miserie',
    cardgames: 'open-miserie',
    whisthub: 'open-miserie',
    iwwa: 'open-miserie',
  },
  'blote-miserie': {
    lodige: 'open-miserie',
    cardgames: 'open-miserie',
    whisthub: 'open-miserie',
    iwwa: 'open-miserie',
  },
  'grote-soloslim': { lodige: 'soloslim', cardgames: 'soloslim', whisthub: 'soloslim', iwwa: 'soloslim' },
  'solo-slim': { lodige: 'soloslim', cardgames: 'soloslim', whisthub: 'soloslim', iwwa: 'soloslim' },
  abundance: { lodige: 'abondance', cardgames: 'abondance', whisthub: 'abondance', iwwa: 'abondance' },
  meegaan: { lodige: 'samen', cardgames: 'vragen', whisthub: 'samen', iwwa: 'vragen' },
  vraag: { lodige: 'samen', cardgames: 'vragen', whisthub: 'samen', iwwa: 'vragen' },
  // Lodige's "vragen in een kleur" (seed 000) proposes the colour of a samen, as Whisthub's does.
  vragen: { lodige: 'samen', whisthub: 'samen' },
  samen: { iwwa: 'vragen' },
  troela: { lodige: 'troel', cardgames: 'troel', whisthub: 'troel', iwwa: 'troel' },
  // The English sheet says "pass (redeal)": its word is understood.
  pass: { lodige: 'pas', cardgames: 'pas', whisthub: 'pas', iwwa: 'pas' },
  // Whisthub: `solo N` is `alleen N` (a plain `solo` is refused in parseDeal: alleen or soloslim?).
  solo: { whisthub: 'alleen' },
};

/** A contract word folded: no accents, lower case, spaces and underscores as hyphens. */
export const foldWord = (word: string): string =>
  word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[ _]/g, '-');

export function normaliseContract(word: string, rules: RuleSet): string {
  const w = foldWord(word);
  return own(ALIASES, w)?.[rules] ?? w;
}

/** Spoken forms that no single keyword (nor its alias) covers: `judge rank` and `record` read them alike. */
export const PHRASES: Record<string, string> = {
  'grote-miserie-op-tafel': 'open-miserie',
  'open-grote-miserie': 'open-miserie',
  'grote-open-miserie': 'open-miserie',
  'kleine-solo-slim': 'kleine-soloslim',
  'grote-solo-slim': 'soloslim',
  'vragen-meegaan': 'meegaan',
  'vragen-en-meegaan': 'meegaan',
  'vragen-+-meegaan': 'meegaan',
};

/** A contract word of some rule set, an alias or a phrase (folded). */
const knownWord = (w: string): boolean =>
  w === 'pas' ||
  Object.hasOwn(PHRASES, w) ||
  Object.hasOwn(ALIASES, w) ||
  RULE_SETS.some((r) => contractsOf(r).some((c) => c.id === w));

/**
 * The longest run of leading words that names one contract as the sheet prints it ("open miserie",
 * "kleine soloslim", "grote miserie op tafel"): its keyword and how many words it took. Undefined
 * when the words are no such run, so an unknown word is still refused as itself.
 */
export function leadingContract(words: readonly string[]): { word: string; count: number } | undefined {
  for (let k = words.length; k >= 2; k--) {
    const phrase = words.slice(0, k).map(foldWord).join('-');
    if (knownWord(phrase)) return { word: own(PHRASES, phrase) ?? phrase, count: k };
  }
  return undefined;
}

/** A contract word with its level stuck on (`samen8`, `abondance10`) as two words; any other word as it is. */
export function levelApart(w: string): string[] {
  const m = /^(\D+?)(\d+)$/.exec(w);
  return m && knownWord(foldWord(m[1])) ? [m[1], m[2]] : [w];
}

/**
 * record's contract words as people type them: `"samen 8"` quoted (one argument), `samen8`, and the
 * sheet's own two-word names (`open miserie`, `kleine soloslim`) read as `samen 8`, `open-miserie`.
 */
export function contractWords(words: readonly string[]): string[] {
  const split = words
    .flatMap((w) => w.trim().split(/\s+/))
    .filter((w) => w !== '')
    .flatMap(levelApart);
  const lead = leadingContract(split);
  return lead ? [lead.word, ...split.slice(lead.count)] : split;
}

/**
 * Who sits out a deal at a table of five or six (kleurenwiezen-tables.md §3.1): the dealer, and with
 * six also the player opposite him, three seats on. Seats in that order; none with four players.
 */
export function sittersOf(dealer: number, n: number): number[] {
  if (n === 5) return [dealer];
  if (n === 6) return [dealer, (dealer + 3) % 6];
  return [];
}
