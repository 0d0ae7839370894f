import { rule, usage, tx, type Text } from '../../core/errors.js';
import { didYouMean } from '../../core/suggest.js';
import { flagList, flagPairs, flagText, noExtraWords, onlyFlags, optString, wholeNumber } from '../../core/flags.js';
import type { DealInput, RecordArgs, SettingSpec, SheetConfig } from '../../core/game.js';
import { findPlayer, findPlayers, splitList } from '../../core/players.js';
import { choice, dealLimit, onOff, points } from '../../core/settings.js';

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

const range = (a: number, b: number): number[] => Array.from({ length: b - a + 1 }, (_, i) => a + i);

export const LODIGE: Contract[] = [
  { id: 'samen', declarers: 'pair', levels: range(8, 13), target: (l) => l!, name: tx('samen', 'samen') },
  { id: 'solo', declarers: 'one', levels: range(6, 8), target: (l) => l!, name: tx('solo', 'solo') },
  { id: 'abondance', declarers: 'one', levels: range(9, 11), target: (l) => l!, name: tx('abondance', 'abondance') },
  { id: 'kleine-miserie', declarers: 'each', target: () => 0, name: tx('small misery', 'kleine miserie') },
  { id: 'piccolo', declarers: 'each', target: () => 1, name: tx('piccolo', 'piccolo') },
  { id: 'troel', declarers: 'pair', target: () => 9, name: tx('troel', 'troel') },
  { id: 'grote-miserie', declarers: 'each', target: () => 0, name: tx('grand misery', 'grote miserie') },
  { id: 'open-miserie', declarers: 'each', target: () => 0, name: tx('open misery', 'grote miserie op tafel') },
  { id: 'kleine-soloslim', declarers: 'one', target: () => 12, name: tx('small solo slam', 'kleine soloslim') },
  { id: 'soloslim', declarers: 'one', target: () => 13, name: tx('solo slam', 'soloslim') },
];

export const CARDGAMES: Contract[] = [
  { id: 'vragen', declarers: 'pair', target: () => 8, name: tx('ask and join', 'vragen en meegaan') },
  { id: 'alleen', declarers: 'one', target: () => 5, name: tx('alone', 'alleen') },
  { id: 'troel', declarers: 'pair', target: () => 8, name: tx('troel', 'troel') },
  { id: 'abondance', declarers: 'one', levels: range(9, 12), defaultLevel: () => 9, target: (l) => l ?? 9, name: tx('abondance', 'abondance') },
  { id: 'miserie', declarers: 'each', target: () => 0, name: tx('misery', 'miserie') },
  { id: 'open-miserie', declarers: 'each', target: () => 0, name: tx('open misery', 'open miserie'), needsOption: 'open-miserie' },
  { id: 'soloslim', declarers: 'one', target: () => 13, name: tx('solo slam', 'soloslim') },
];

/** Whisthub's table (kleurenwiezen-tables.md §1.1): levels default to the lowest (alleen: alleen-min). */
export const WHISTHUB: Contract[] = [
  { id: 'samen', declarers: 'pair', levels: range(8, 13), defaultLevel: () => 8, target: (l) => l ?? 8, name: tx('samen (ask and join)', 'samen (vragen en meegaan)') },
  { id: 'alleen', declarers: 'one', levels: range(5, 8), defaultLevel: (s) => Number(s['alleen-min'] ?? 5), target: (l) => l ?? 5, name: tx('alone', 'alleen') },
  { id: 'abondance', declarers: 'one', levels: range(9, 12), defaultLevel: () => 9, target: (l) => l ?? 9, name: tx('abondance', 'abondance') },
  // troel 9: the partner changed trump (Whisthub "Troel"); the target is the only difference.
  { id: 'troel', declarers: 'pair', levels: [8, 9], defaultLevel: () => 8, target: (l) => l ?? 8, name: tx('troel', 'troel') },
  { id: 'kleine-miserie', declarers: 'each', target: () => 0, name: tx('small misery', 'kleine miserie') },
  { id: 'piccolo', declarers: 'each', target: () => 1, name: tx('piccolo', 'piccolo'), needsOption: 'piccolo' },
  { id: 'grote-miserie', declarers: 'each', target: () => 0, name: tx('grand misery', 'grote miserie') },
  { id: 'open-miserie', declarers: 'each', target: () => 0, name: tx('open misery', 'open miserie') },
  { id: 'soloslim', declarers: 'one', target: () => 13, name: tx('solo slam', 'soloslim') },
];

/** The IWWA tournament table (kleurenwiezen-tables.md §2.1); troel 9 is troela (four aces). */
export const IWWA: Contract[] = [
  { id: 'vragen', declarers: 'pair', target: () => 8, name: tx('ask and join', 'vragen en meegaan') },
  { id: 'alleen', declarers: 'one', target: () => 5, name: tx('alone', 'alleen') },
  { id: 'troel', declarers: 'pair', levels: [8, 9], defaultLevel: () => 8, target: (l) => l ?? 8, name: tx('troel (9: troela)', 'troel (9: troela)') },
  { id: 'abondance', declarers: 'one', levels: range(9, 12), defaultLevel: () => 9, target: (l) => l ?? 9, name: tx('abondance', 'abondance') },
  { id: 'miserie', declarers: 'each', target: () => 0, name: tx('misery', 'miserie') },
  { id: 'open-miserie', declarers: 'each', target: () => 0, name: tx('open misery', 'open miserie') },
  { id: 'solo', declarers: 'one', target: () => 13, name: tx('solo: all 13 tricks', 'solo: alle 13 slagen') },
  { id: 'soloslim', declarers: 'one', target: () => 13, name: tx('solo slam', 'soloslim') },
];

const CONTRACTS: Record<RuleSet, Contract[]> = { lodige: LODIGE, cardgames: CARDGAMES, whisthub: WHISTHUB, iwwa: IWWA };

export const contractsOf = (rules: string): Contract[] => CONTRACTS[rules as RuleSet] ?? LODIGE;

/** Aliases a player might type, mapped to the keyword of each rule set (absent: the word itself). */
const ALIASES: Record<string, Partial<Record<RuleSet, string>>> = {
  miserie: { lodige: 'grote-miserie', whisthub: 'grote-miserie' },
  misere: { lodige: 'grote-miserie', cardgames: 'miserie', whisthub: 'grote-miserie', iwwa: 'miserie' },
  'grote-misere': { lodige: 'grote-miserie', cardgames: 'miserie', whisthub: 'grote-miserie', iwwa: 'miserie' },
  'grote-miserie': { cardgames: 'miserie', iwwa: 'miserie' },
  'kleine-misere': { lodige: 'kleine-miserie', cardgames: 'kleine-miserie', whisthub: 'kleine-miserie', iwwa: 'kleine-miserie' },
  'open-misere': { lodige: 'open-miserie', cardgames: 'open-miserie', whisthub: 'open-miserie', iwwa: 'open-miserie' },
  'miserie-op-tafel': { lodige: 'open-miserie', cardgames: 'open-miserie', whisthub: 'open-miserie', iwwa: 'open-miserie' },
  'blote-miserie': { lodige: 'open-miserie', cardgames: 'open-miserie', whisthub: 'open-miserie', iwwa: 'open-miserie' },
  'grote-soloslim': { lodige: 'soloslim', cardgames: 'soloslim', whisthub: 'soloslim', iwwa: 'soloslim' },
  'solo-slim': { lodige: 'soloslim', cardgames: 'soloslim', whisthub: 'soloslim', iwwa: 'soloslim' },
  abundance: { lodige: 'abondance', cardgames: 'abondance', whisthub: 'abondance', iwwa: 'abondance' },
  meegaan: { lodige: 'samen', cardgames: 'vragen', whisthub: 'samen', iwwa: 'vragen' },
  vraag: { lodige: 'samen', cardgames: 'vragen', whisthub: 'samen', iwwa: 'vragen' },
  vragen: { whisthub: 'samen' },
  samen: { iwwa: 'vragen' },
  troela: { lodige: 'troel', cardgames: 'troel', whisthub: 'troel', iwwa: 'troel' },
  // Whisthub: `solo N` is `alleen N` (a plain `solo` is refused in parseDeal: alleen or soloslim?).
  solo: { whisthub: 'alleen' },
};

const fold = (word: string): string =>
  word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[ _]/g, '-');

export function normaliseContract(word: string, rules: RuleSet): string {
  const w = fold(word);
  return ALIASES[w]?.[rules] ?? w;
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
  w === 'pas' || w in PHRASES || w in ALIASES || RULE_SETS.some((r) => contractsOf(r).some((c) => c.id === w));

/**
 * The longest run of leading words that names one contract as the sheet prints it ("open miserie",
 * "kleine soloslim", "grote miserie op tafel"): its keyword and how many words it took. Undefined
 * when the words are no such run, so an unknown word is still refused as itself.
 */
export function leadingContract(words: readonly string[]): { word: string; count: number } | undefined {
  for (let k = words.length; k >= 2; k--) {
    const phrase = words.slice(0, k).map(fold).join('-');
    if (knownWord(phrase)) return { word: PHRASES[phrase] ?? phrase, count: k };
  }
  return undefined;
}

/**
 * record's contract words as people type them: `"samen 8"` quoted (one argument), `samen8`, and the
 * sheet's own two-word names (`open miserie`, `kleine soloslim`) read as `samen 8`, `open-miserie`.
 */
export function contractWords(words: readonly string[]): string[] {
  const split = words
    .flatMap((w) => w.trim().split(/\s+/))
    .filter((w) => w !== '')
    .flatMap((w) => {
      const m = /^(\D+?)(\d+)$/.exec(w);
      return m && knownWord(fold(m[1])) ? [m[1], m[2]] : [w];
    });
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

/** Checks `deals` against the number of players, once the sheet's players are known. */
export function checkDeals(rules: string, settings: Record<string, string>, n: number): Text | undefined {
  const v = settings.deals;
  if (v === undefined || v === 'off') return undefined;
  const d = Number(v);
  if (rules === 'cardgames') {
    // The source's 4, 8, 12: once, twice or three times round the table, also with 5 or 6 players.
    const ok = [n, 2 * n, 3 * n];
    return ok.includes(d)
      ? undefined
      : tx(`deals must be one of off, ${ok.join(', ')} with ${n} players, not "${v}"`, `deals moet een van off, ${ok.join(', ')} zijn met ${n} spelers, niet "${v}"`);
  }
  if (rules === 'whisthub' || rules === 'iwwa') {
    return d % n === 0
      ? undefined
      : tx(
          `deals must be off or a multiple of ${n} (the number of players, so everybody deals equally often) up to 100, not "${v}"`,
          `deals moet off of een veelvoud van ${n} zijn (het aantal spelers, zodat iedereen even vaak geeft) tot 100, niet "${v}"`,
        );
  }
  return undefined;
}

const on = (key: string, en: string, nl: string): SettingSpec => choice(key, ['on', 'off'], 'on', en, nl);

const rondjePas = (def: string): SettingSpec =>
  choice(
    'rondje-pas',
    ['double', 'stack', 'off'],
    def,
    'the first deal after a pas: double (x2 once), stack (x2 after one pas, x3 after two...) or off',
    'de eerste gift na een pas: double (x2, één keer), stack (x2 na één pas, x3 na twee...) of off',
  );

/** `deals` of the zero-sum tables: off or a multiple of the number of players up to 100 (checkDeals). */
const dealsMultiple = (): SettingSpec =>
  dealLimit(1, 100, 'deals that make a game, a multiple of the number of players; then the sheet shows the winner', 'giften die een spel vormen, een veelvoud van het aantal spelers; daarna toont het blad de winnaar');

function whisthubSettings(): SettingSpec[] {
  return [
    rondjePas('double'),
    on('piccolo', 'piccolo may be played, worth piccolo.value', 'piccolo mag gespeeld worden, waarde piccolo.value'),
    on('abondance-overtricks', 'abondance made with more tricks scores the next level', 'abondance met meer slagen telt als het volgende niveau'),
    choice('alleen-min', ['5', '6'], '5', 'the lowest alleen that may be bid', 'de laagste alleen die geboden mag worden'),
    dealsMultiple(),
    points('samen', 8, 'samen made with 8 tricks, each declarer', 'samen gewonnen met 8 slagen, per speler'),
    points('samen.trick', 3, 'samen: per trick above 8 when made; per level above 8 and per undertrick when lost', 'samen: per slag boven 8 bij winst; per niveau boven 8 en per ontbrekende slag bij verlies'),
    points('samen.all', 30, 'samen made with all 13 tricks, each declarer', 'samen gewonnen met alle 13 slagen, per speler'),
    ...[3, 4, 5, 7].map((v, i) => points(`alleen.${5 + i}`, v, `alleen ${5 + i} made exactly, per opponent`, `alleen ${5 + i} precies gehaald, per tegenstander`)),
    points('alleen.trick', 1, 'alleen: per overtrick (up to 8) and per undertrick', 'alleen: per overslag (tot 8) en per ontbrekende slag'),
    ...[10, 15, 20, 30].map((v, i) => points(`abondance.${9 + i}`, v, `abondance ${9 + i}, per opponent`, `abondance ${9 + i}, per tegenstander`)),
    points('troel', 16, 'troel made or lost, each declarer', 'troel gewonnen of verloren, per speler'),
    points('troel.all', 30, 'troel made with all 13 tricks, each declarer', 'troel gewonnen met alle 13 slagen, per speler'),
    points('kleine-miserie', 6, 'kleine miserie, per opponent, per declarer', 'kleine miserie, per tegenstander, per speler'),
    points('piccolo.value', 8, 'piccolo, per opponent, per declarer', 'piccolo, per tegenstander, per speler'),
    points('grote-miserie', 12, 'grote miserie, per opponent, per declarer', 'grote miserie, per tegenstander, per speler'),
    points('open-miserie', 24, 'open miserie, per opponent, per declarer', 'open miserie, per tegenstander, per speler'),
    points('soloslim', 60, 'soloslim, per opponent', 'soloslim, per tegenstander'),
  ];
}

function iwwaSettings(): SettingSpec[] {
  const ladder = (key: string, vals: [number, number, number, number], en: string, nl: string, per: string, perNl: string): SettingSpec[] => [
    points(key, vals[0], `${en} made exactly, ${per}`, `${nl} precies gehaald, ${perNl}`),
    points(`${key}.trick`, vals[1], `${en}: per overtrick`, `${nl}: per overslag`),
    points(`${key}.down`, vals[2], `${en}: the first undertrick`, `${nl}: de eerste ontbrekende slag`),
    points(`${key}.down-trick`, vals[3], `${en}: each further undertrick`, `${nl}: elke verdere ontbrekende slag`),
  ];
  return [
    choice('all-tricks', ['double', 'plain'], 'double', 'vragen, alleen, troel made with all 13 tricks: double the value, or plain', 'vragen, alleen, troel gehaald met alle 13 slagen: dubbele waarde, of plain'),
    rondjePas('off'),
    dealsMultiple(),
    ...ladder('vragen', [2, 1, 6, 2], 'vragen', 'vragen', 'each declarer', 'per speler'),
    ...ladder('alleen', [2, 1, 4, 2], 'alleen', 'alleen', 'per opponent', 'per tegenstander'),
    ...ladder('troel', [4, 2, 6, 2], 'troel and troela', 'troel en troela', 'each declarer', 'per speler'),
    ...[5, 6, 8, 9].map((v, i) => points(`abondance.${9 + i}`, v, `abondance ${9 + i}, per opponent`, `abondance ${9 + i}, per tegenstander`)),
    points('miserie', 7, 'miserie, per opponent, per declarer', 'miserie, per tegenstander, per speler'),
    points('open-miserie', 14, 'open miserie, per opponent, per declarer', 'open miserie, per tegenstander, per speler'),
    points('solo', 25, 'solo (all 13 tricks), per opponent', 'solo (alle 13 slagen), per tegenstander'),
    points('soloslim', 30, 'soloslim, per opponent', 'soloslim, per tegenstander'),
  ];
}

export function settingsFor(rules: string): SettingSpec[] {
  if (rules === 'whisthub') return whisthubSettings();
  if (rules === 'iwwa') return iwwaSettings();
  if (rules === 'cardgames') {
    return [
      onOff('overtricks', '+1 per trick above the target, added to every payment (vragen, alleen, troel, abondance)', '+1 per slag boven het doel, bij elke betaling opgeteld (vragen, alleen, troel, abondance)'),
      onOff('open-miserie', 'open miserie may be played, worth open-miserie.value', 'open miserie mag gespeeld worden, waarde open-miserie.value'),
      onOff('abondance-levels', 'abondance 10, 11 and 12 may be played', 'abondance 10, 11 en 12 mogen gespeeld worden'),
      onOff('troela', 'four aces: the holder partners the holder of the highest heart (referee text)', 'vier azen: de houder speelt met wie de hoogste harten heeft (scheidsrechterstekst)'),
      // 4, 8 or 12 with four players; 5/10/15 with five and 6/12/18 with six (checkDeals).
      choice('deals', ['off', '4', '5', '6', '8', '10', '12', '15', '18'], 'off', 'deals that make a game (4, 8, 12; with 5 or 6 players once, twice or three times round); then the sheet shows the winner', 'giften die een spel vormen (4, 8, 12; met 5 of 6 spelers één, twee of drie keer rond); daarna toont het blad de winnaar'),
      points('vragen', 2, 'base value of vragen + meegaan', 'basiswaarde van vragen + meegaan'),
      points('alleen', 3, 'base value of alleen', 'basiswaarde van alleen'),
      points('troel', 4, 'base value of troel', 'basiswaarde van troel'),
      points('abondance.9', 5, 'base value of abondance 9', 'basiswaarde van abondance 9'),
      points('abondance.10', 6, 'base value of abondance 10', 'basiswaarde van abondance 10'),
      points('abondance.11', 8, 'base value of abondance 11', 'basiswaarde van abondance 11'),
      points('abondance.12', 9, 'base value of abondance 12', 'basiswaarde van abondance 12'),
      points('miserie', 7, 'base value of miserie', 'basiswaarde van miserie'),
      points('open-miserie.value', 14, 'base value of open miserie', 'basiswaarde van open miserie'),
      points('soloslim', 30, 'base value of soloslim', 'basiswaarde van soloslim'),
    ];
  }
  // samen 12 is 22 in the published Flemish table: a premium above the +3 pattern (issue 11).
  const samenBase = [7, 10, 13, 16, 22, 30];
  const soloBase = [12, 15, 21];
  return [
    dealLimit(1, 100, 'deals that make a game; then the sheet shows the winner', 'giften die een spel vormen; daarna toont het blad de winnaar'),
    ...samenBase.map((v, i) => points(`samen.${8 + i}`, v, `samen ${8 + i}: base when made or lost`, `samen ${8 + i}: basis bij winst of verlies`)),
    points('samen.trick', 3, 'samen: per trick over or under the target', 'samen: per slag boven of onder het doel'),
    points('samen.all', 30, 'samen made with all 13 tricks, each declarer', 'samen gewonnen met alle 13 slagen, per speler'),
    ...soloBase.map((v, i) => points(`solo.${6 + i}`, v, `solo ${6 + i}: base when made or lost`, `solo ${6 + i}: basis bij winst of verlies`)),
    points('solo.trick', 3, 'solo: per trick over (up to 8) or under the target', 'solo: per slag boven (tot 8) of onder het doel'),
    ...[30, 45, 60].map((v, i) => points(`abondance.${9 + i}`, v, `abondance ${9 + i}: declarer wins or loses`, `abondance ${9 + i}: speler wint of verliest`)),
    ...[20, 30, 40].map((v, i) => points(`abondance.${9 + i}.opponents`, v, `abondance ${9 + i} lost: each opponent gets`, `abondance ${9 + i} verloren: elke tegenstander krijgt`)),
    points('troel', 15, 'troel made: each declarer gets', 'troel gewonnen: elke speler krijgt'),
    // Its own key, so a club that plays the published table (declarers lose nothing) sets troel.lost=0 alone.
    points('troel.lost', 15, 'troel lost: each declarer loses', 'troel verloren: elke speler verliest'),
    points('troel.opponents', 15, 'troel lost: each opponent gets', 'troel verloren: elke tegenstander krijgt'),
    ...(
      [
        ['kleine-miserie', 18, 12],
        ['piccolo', 27, 18],
        ['grote-miserie', 36, 24],
        ['open-miserie', 72, 48],
      ] as const
    ).flatMap(([k, v, o]) => [
      points(k, v, `${k}: each declarer wins or loses`, `${k}: elke speler wint of verliest`),
      points(`${k}.opponents`, o, `${k}: each non-declarer gets, per declarer who fails`, `${k}: elke niet-speler krijgt, per speler die faalt`),
    ]),
    points('kleine-soloslim', 100, 'kleine soloslim: declarer wins or loses', 'kleine soloslim: speler wint of verliest'),
    points('kleine-soloslim.opponents', 66, 'kleine soloslim lost: each opponent gets', 'kleine soloslim verloren: elke tegenstander krijgt'),
    points('soloslim', 150, 'soloslim: declarer wins or loses', 'soloslim: speler wint of verliest'),
    points('soloslim.opponents', 100, 'soloslim lost: each opponent gets', 'soloslim verloren: elke tegenstander krijgt'),
  ];
}

/** Stored input of a Kleurenwiezen deal. `tricks` is a number for pair/one, per declarer for `each`. */
export interface WhistInput extends DealInput {
  contract: string;
  level?: number;
  by?: string[];
  tricks?: number | Record<string, number>;
  revoke?: string;
}

const FLAGS = ['by', 'tricks', 'revoke'];

const EXAMPLE: Record<RuleSet, string> = {
  lodige: 'samen 8 --by Ann,Bert --tricks 9',
  cardgames: 'vragen --by Ann,Bert --tricks 9',
  whisthub: 'samen 8 --by Ann,Bert --tricks 9',
  iwwa: 'vragen --by Ann,Bert --tricks 9',
};

const orList = (xs: string[], or: string): string => (xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} ${or} ${xs[xs.length - 1]}`);

export function parseDeal(args: RecordArgs, config: SheetConfig): WhistInput {
  const rules = config.rules as RuleSet;
  args = { ...args, words: contractWords(args.words) };
  const [word, typedLevel] = args.words;
  if (word === undefined) {
    throw usage(`Which contract? e.g. "tafel record ${EXAMPLE[rules]}".`, `Welk contract? bv. "tafel record ${EXAMPLE[rules]}".`);
  }
  const id = normaliseContract(word, rules);
  if (id === 'pas') {
    onlyFlags(args, [], 'pas (everybody passed)', 'pas (iedereen paste)');
    noExtraWords(args.words, 1);
    return { contract: 'pas' };
  }
  const raw = fold(word);
  let levelWord: string | undefined = typedLevel;
  if (rules === 'whisthub' && raw === 'solo' && levelWord === undefined) {
    throw rule(
      'A plain "solo" could be two contracts here: write `alleen N` (alias `solo N`, e.g. "solo 6") or `soloslim`.',
      'Een "solo" zonder meer kan hier twee contracten zijn: schrijf `alleen N` (ook `solo N`, bv. "solo 6") of `soloslim`.',
    );
  }
  if (rules === 'iwwa' && raw === 'solo' && levelWord !== undefined) {
    throw rule(
      `"solo ${levelWord}" is not an iwwa contract: \`alleen\` is the one-against-three contract; \`solo\` is all 13 tricks.`,
      `"solo ${levelWord}" is geen contract van iwwa: \`alleen\` is het contract van één tegen drie; \`solo\` is alle 13 slagen.`,
    );
  }
  // IWWA troela (four aces) is troel 9.
  if (rules === 'iwwa' && raw === 'troela' && levelWord === undefined) levelWord = '9';
  const contracts = contractsOf(rules);
  const contract = contracts.find((c) => c.id === id);
  const known = [...contracts.map((c) => c.id), 'pas'].join(', ');
  if (!contract) {
    const others = RULE_SETS.filter((r) => r !== rules && contractsOf(r).some((c) => c.id === normaliseContract(word, r)));
    if (others.length > 0) {
      throw rule(
        `"${id}" is a contract of the ${orList(others, 'and')} rules, not of ${rules}; this sheet plays ${rules}: ${known}.`,
        `"${id}" is een contract van de ${orList(others, 'en')}-regels, niet van ${rules}; dit blad speelt ${rules}: ${known}.`,
      );
    }
    const tip = didYouMean(id, [...contracts.map((c) => c.id), 'pas']);
    throw rule(`Unknown contract "${word}". ${rules} contracts: ${known}.${tip.en}`, `Onbekend contract "${word}". Contracten van ${rules}: ${known}.${tip.nl}`);
  }
  if (contract.needsOption && config.settings[contract.needsOption] !== 'on') {
    throw rule(
      `${id} is not played on this sheet: start the sheet with --set ${contract.needsOption}=on to allow it.`,
      `${id} wordt op dit blad niet gespeeld: begin het blad met --set ${contract.needsOption}=on om het toe te laten.`,
    );
  }
  // IWWA: "vragen 8", "samen 8", "alleen 5" name the only level there is; a higher one does not exist.
  if (rules === 'iwwa' && !contract.levels && levelWord !== undefined && (id === 'vragen' || id === 'alleen')) {
    const fixed = contract.target(undefined);
    if (levelWord !== String(fixed)) {
      throw rule(
        `${word} ${levelWord} is not played in iwwa: ${id} is always ${fixed} tricks (no raised levels; samen 9..13 is whisthub or lodige).`,
        `${word} ${levelWord} wordt in iwwa niet gespeeld: ${id} is altijd ${fixed} slagen (geen hogere niveaus; samen 9..13 is whisthub of lodige).`,
      );
    }
    levelWord = undefined;
    args = { ...args, words: [args.words[0], ...args.words.slice(2)] };
  }
  const level = parseLevel(contract, levelWord, config);
  noExtraWords(args.words, contract.levels ? (levelWord === undefined ? 1 : 2) : 1);
  onlyFlags(args, FLAGS, id);

  const byText = optString(args, 'by');
  if (byText === undefined || splitList(byText).length === 0) {
    throw usage(`--by is missing: who played ${id}? e.g. --by ${config.players[0]}${contract.declarers === 'pair' ? ',' + config.players[1] : ''}.`, `--by ontbreekt: wie speelde ${id}? bv. --by ${config.players[0]}${contract.declarers === 'pair' ? ',' + config.players[1] : ''}.`);
  }
  const by = findPlayers(config.players, byText);
  checkDeclarerCount(contract, by);

  const revokeText = optString(args, 'revoke');
  const revoke = revokeText === undefined ? undefined : findPlayer(config.players, revokeText);
  const tricksText = optString(args, 'tricks');
  const input: WhistInput = { contract: id, ...(level !== undefined ? { level } : {}), by };
  if (tricksText === undefined) {
    if (revoke === undefined) {
      throw usage(`--tricks is missing: how many tricks did ${by.join(' + ')} take? e.g. --tricks ${contract.target(level)}.`, `--tricks ontbreekt: hoeveel slagen haalde(n) ${by.join(' + ')}? bv. --tricks ${contract.target(level)}.`);
    }
  } else {
    input.tricks = contract.declarers === 'each' ? eachTricks(tricksText, by, config.players, contract.id) : oneResult(tricksText);
  }
  if (revoke !== undefined) input.revoke = revoke;
  return input;
}

function parseLevel(contract: Contract, levelWord: string | undefined, config: SheetConfig): number | undefined {
  if (!contract.levels) return undefined;
  const { id, levels } = contract;
  const lo = levels[0];
  const hi = levels[levels.length - 1];
  if (levelWord === undefined) {
    if (contract.defaultLevel) return contract.defaultLevel(config.settings);
    throw usage(`${id} needs a level from ${lo} to ${hi}: e.g. "${id} ${lo}".`, `${id} vraagt een niveau van ${lo} tot ${hi}: bv. "${id} ${lo}".`);
  }
  // A level that is no number (`samen acht`) is a usage error; a number off the table a rules refusal.
  if (!/^\d+$/.test(levelWord) || !levels.includes(Number(levelWord))) {
    throw (/^\d+$/.test(levelWord) ? rule : usage)(`${id} ${levelWord} does not exist: the level is ${lo} to ${hi}.`, `${id} ${levelWord} bestaat niet: het niveau is ${lo} tot ${hi}.`);
  }
  const level = Number(levelWord);
  if (config.rules === 'cardgames' && level > 9 && config.settings['abondance-levels'] !== 'on') {
    throw rule(
      `abondance ${level} is not played on this sheet: only abondance 9, unless the sheet has --set abondance-levels=on.`,
      `abondance ${level} wordt op dit blad niet gespeeld: enkel abondance 9, tenzij het blad --set abondance-levels=on heeft.`,
    );
  }
  const min = Number(config.settings['alleen-min'] ?? 5);
  if (config.rules === 'whisthub' && id === 'alleen' && level < min) {
    throw rule(
      `alleen ${level} is not played on this sheet: alleen needs at least ${min} tricks (--set alleen-min=${min}).`,
      `alleen ${level} wordt op dit blad niet gespeeld: alleen vraagt minstens ${min} slagen (--set alleen-min=${min}).`,
    );
  }
  return level;
}

function checkDeclarerCount(contract: Contract, by: string[]): void {
  const n = by.length;
  if (contract.declarers === 'pair' && n !== 2) {
    throw rule(`${contract.id} is played by two players together, not ${n}: --by Ann,Bert.`, `${contract.id} speel je met twee samen, niet met ${n}: --by Ann,Bert.`);
  }
  if (contract.declarers === 'one' && n !== 1) {
    throw rule(`${contract.id} is played alone, by one player, not ${n}: --by Ann.`, `${contract.id} speel je alleen, met één speler, niet met ${n}: --by Ann.`);
  }
  if (contract.declarers === 'each' && n > 4) {
    throw rule(`At most four players can play ${contract.id}.`, `Hoogstens vier spelers kunnen ${contract.id} spelen.`);
  }
}

function oneResult(text: string): number {
  if (text.includes('=')) {
    throw rule(
      'This contract has one result: give the tricks of the declarer or of the pair together as one number, e.g. --tricks 9.',
      'Dit contract heeft één resultaat: geef de slagen van de speler of van het paar samen als één getal, bv. --tricks 9.',
    );
  }
  return wholeNumber('--tricks', text, 0, 13);
}

function eachTricks(text: string, by: string[], players: string[], id: string): Record<string, number> {
  // Kleine miserie: every player first lays one card away, so 12 tricks are played (issue 11).
  const inDeal = id === 'kleine-miserie' ? 12 : 13;
  const tricks: Record<string, number> = {};
  if (!text.includes('=')) {
    if (by.length > 1) {
      throw rule(
        `Each of ${by.join(', ')} plays for himself: give everyone's tricks, e.g. --tricks ${by.map((p, i) => `${p}=${i % 2}`).join(',')}.`,
        `${by.join(', ')} spelen elk voor zich: geef ieders slagen, bv. --tricks ${by.map((p, i) => `${p}=${i % 2}`).join(',')}.`,
      );
    }
    tricks[by[0]] = wholeNumber('--tricks', text, 0, inDeal);
    return tricks;
  }
  for (const part of splitList(text)) {
    const eq = part.indexOf('=');
    if (eq <= 0) throw rule(`"${part}" is not player=tricks: e.g. --tricks ${by[0]}=0.`, `"${part}" is geen speler=slagen: bv. --tricks ${by[0]}=0.`);
    const p = findPlayer(players, part.slice(0, eq));
    if (!by.includes(p)) {
      throw rule(`${p} did not play this contract: give tricks only for ${by.join(', ')}.`, `${p} speelde dit contract niet: geef enkel slagen voor ${by.join(', ')}.`);
    }
    if (Object.hasOwn(tricks, p)) throw rule(`${p} is named twice in --tricks.`, `${p} staat twee keer in --tricks.`);
    tricks[p] = wholeNumber(`--tricks for ${p}`, part.slice(eq + 1), 0, inDeal);
  }
  const missing = by.filter((p) => !Object.hasOwn(tricks, p));
  if (missing.length > 0) {
    throw rule(`How many tricks did ${missing.join(', ')} take? Add ${missing.map((p) => `${p}=<n>`).join(',')} to --tricks.`, `Hoeveel slagen haalde(n) ${missing.join(', ')}? Voeg ${missing.map((p) => `${p}=<n>`).join(',')} toe aan --tricks.`);
  }
  const sum = Object.values(tricks).reduce((a, b) => a + b, 0);
  const deal = id === 'kleine-miserie' ? tx('a kleine miserie deal has only 12 (everyone laid one card away)', 'een gift kleine miserie heeft er maar 12 (iedereen legde een kaart weg)') : tx('a deal has only 13', 'een gift heeft er maar 13');
  if (sum > inDeal) throw rule(`The declarers took ${sum} tricks together, but ${deal.en}.`, `De spelers haalden samen ${sum} slagen, maar ${deal.nl}.`);
  // All four at the table declared: every trick went to one of them.
  if (by.length === 4 && sum !== inDeal) {
    throw rule(
      `All four players declared, so their tricks add up to ${inDeal}, not ${sum}: check --tricks.`,
      `Alle vier de spelers speelden mee, dus hun slagen zijn samen ${inDeal}, niet ${sum}: kijk --tricks na.`,
    );
  }
  return tricks;
}

/**
 * The record line for a stored input: `samen 8 --by Bert,Dirk --tricks 9`, per-declarer tricks as
 * `--tricks Ann=0,Bert=1`. Every field is passed on, so parseDeal names what is wrong with it.
 */
export function toArgs(input: DealInput): RecordArgs {
  const words = [flagText(input.contract) ?? '', ...(input.level !== undefined ? [flagText(input.level)!] : [])];
  return { words, flags: { by: flagList(input.by), tricks: flagPairs(input.tricks), revoke: flagText(input.revoke) } };
}
