import { listed } from '../../i18n/lang.js';

/** Jokeren's own texts (English); messages.nl.ts has the same keys. */

const pts = (n: number) => `${n} point${n === 1 ? '' : 's'}`;
const step = (n: number) => (n === 5 ? 'fives' : n === 10 ? 'tens' : `steps of ${n}`);
/** Whose card values set a bound the rule set does not: the sheet's, or the rules judge score judges (`judged`). */
const values = (judged: boolean) => (judged ? "These rules' card values" : "This sheet's card values");
/** Who counts in steps: the rule set, else the sheet or the rules judged, with the step a house rule set. */
const counts = (rules: string | undefined, n: number, judged: boolean) =>
  rules !== undefined ? `${rules} counts` : judged ? `These rules (step=${n}) count` : `This sheet (step=${n}) counts`;
/** The counts in steps that fix one that is not (12 in fives: 10 or 15). */
const give = (near: readonly number[]) => (near.length === 0 ? '' : `; give ${near.join(' or ')}`);
/** A whole deal typed on one line with the table's names: the second went out, the first 12, the third his cards. */
const wholeDeal = ([a, b = a, c]: readonly string[], n: number) =>
  `${b} out, ${a} ${n}${c ? `, ${c}: 7 K joker*` : ''}`;

export const en = {
  /** The words of the point tables of `tafel rules jokeren` (tables.ts). */
  tables: {
    card: 'card left in hand',
    key: '--set key',
    cost: 'penalty',
    low: '2 … 10 (each)',
    face: 'its face value',
    honours: 'J, Q, K (each)',
    ace: 'A',
    joker: 'joker',
    laid: 'joker* (could have been laid)',
    /** That row where the contracts are played (amerikaans): the plain joker is that of a holder who could not. */
    laidOut: 'joker* (its holder had laid out)',
    caption: (min: number, max: number, step: string) =>
      `In force: the smallest hand costs ${min}, a hand of 14 cards at most ${max}; points typed with --points ` +
      `go in steps of ${step}.`,
    deal: 'deal',
    contract: 'contract',
    contractsCaption: 'With contracts=on every deal has its contract; the cards must first be laid out so.',
  },
  /** The record flags of head.ts: each one's help line and its name in table mode's refusals. */
  flags: {
    out: { help: 'the one player who went out (scores 0)', word: 'who went out' },
    points: { help: "a player's penalty points, Ann=12,Dirk=3", word: 'the penalty points' },
    hand: {
      help: 'the cards left in a hand, priced by the sheet: Cis=7+K+joker* (repeatable)',
      word: 'the cards left',
    },
  },
  name: 'Jokeren',
  /** The word the lines that number a deal say ("spel", as its own lines say "Spel 2: drie gelijke kaarten"). */
  dealWord: 'deal',
  dealWords: 'deals',
  /** Under the sheet: who plays first (no tricks, so not "leads"). */
  starts: 'starts',
  /** The word `tafel stats` writes for a contract id; English reads the id itself. */
  contractWords: {} as Readonly<Record<string, string>>,
  summary: 'Rummy with two packs and jokers: going out scores 0; the lowest total wins.',
  ruleSetKbn:
    'Kaartbond Nederland (KBN), the federation rulebook: every card left in hand costs 1 penalty point, a joker ' +
    'that could have been laid 5; the lowest total wins',
  ruleSetDehoop:
    'Kaartclub de Hoop: 2 … 10 their face value, J Q K A 10 each, a joker 10, or 20 when it could have been ' +
    'laid; the lowest total wins',
  ruleSetAmerikaans:
    'Amerikaans jokeren: 7 deals, each with its contract (a run of 3 … all cards at once); 2 … 10 and A 5 each, ' +
    'J Q K 10, a joker 10, or 20 when its holder had laid out; penalties in fives; the lowest total wins',

  // Settings
  setLow: 'penalty for each 2 … 10 left in hand: a whole number, or face (the card’s own value)',
  setHonours: 'penalty for each jack, queen and king left in hand',
  setAce: 'penalty for an ace left in hand',
  setJoker: 'penalty for a joker left in hand (one that could not have been laid)',
  setJokerLaid: 'penalty for a joker left in hand that could have been laid (written joker*)',
  setJokers: 'jokers in the two packs: 0 to 8 (a deal’s hands never hold more)',
  setStep: 'penalty points typed with --points must be a multiple of this: 1, 5 or 10',
  setDeals: 'the game ends after this many deals: none or 1..100 (7 with contracts)',
  setLimit: 'the game ends after the deal in which a total reaches this: none or 1..10000',
  setContracts: 'on: deal k must meet contract k (run of 3, set of 3, … all at once), 7 deals',
  badLow: (v: string) => `low must be face or a whole number 0..10000, not "${v}"`,
  badValue: (key: string, v: string) => `${key} must be a whole number 0..10000, not "${v}"`,
  badContracts: (v: string) => `contracts must be on or off, not "${v}"`,
  badJokers: (v: string) => `jokers must be a whole number 0..8, not "${v}"`,
  badStep: (v: string) => `step must be 1, 5 or 10, not "${v}"`,
  badDeals: (v: string) => `deals must be none or a whole number 1..100, not "${v}"`,
  badLimit: (v: string) => `limit must be none or a whole number 1..10000, not "${v}"`,
  contractsDeals: (deals: string) =>
    `contracts=on plays the 7 contract deals, so deals=${deals} does not go with it: leave deals out or give deals=7`,

  // Reading a record
  /** Record given words: what it records, said before "with flags, not words" and a whole deal (core noWords). */
  noWords: "Jokeren records who went out and the others' penalties",
  needOut: 'Name the one player who went out: --out <p>.',
  /** A hand as --hand takes it, with the king as the language writes it (K; in Dutch H, heer); `p`, its player. */
  handExample: (p: string) => `${p}=7+K+joker*`,
  notPair: (flag: string, part: string, example: string) =>
    `${flag} ${part}: give a player and ${flag === '--hand' ? 'his cards' : 'his penalty points'}, e.g. ${example}.`,
  handComma: (prev: string, part: string) =>
    `--hand ${prev},${part}: join one hand's cards with + or spaces, e.g. ${prev}+${part}; ` +
    'a comma starts the next player.',
  /** An entry typed without its value (`ann` at the end of a line, `--points Ann=`). */
  needEntry: (p: string) =>
    `No penalty for ${p}: give his penalty points (e.g. --points ${p}=10) or the cards left in his hand ` +
    `(e.g. --hand ${p}=7+K).`,
  notWhole: (p: string, v: string) => `Penalty points are a whole number: ${p} has "${v}".`,
  zeroPoints: (p: string, out: string) => `Only one player goes out in a deal: ${p} has 0 points, ${out} went out.`,
  /**
   * `rules`: undefined when house rules set the card values the bound follows from; `v`: the points as typed; `judged`:
   * judge score without a sheet, which judges rules, not a sheet (so too notStep and jokers).
   */
  belowMin: (rules: string | undefined, min: number, p: string, v: string, judged: boolean) =>
    `${rules ?? values(judged)}: the smallest hand costs ${pts(min)}, ${p} has ${v}.`,
  aboveMax: (rules: string | undefined, max: number, p: string, v: string, judged: boolean) =>
    `${rules ?? values(judged)}: a hand of at most 14 cards costs at most ${pts(max)}, ${p} has ${v}.`,
  /** `rules`: undefined when a house rule set the step; `near`: the counts in steps on either side the sheet takes. */
  notStep: (rules: string | undefined, n: number, p: string, v: number, judged: boolean, near: readonly number[]) =>
    `${counts(rules, n, judged)} in ${step(n)}: ${p} has ${v}${give(near)}.`,
  outScoresZero: (out: string) => `${out} went out and scores 0: give ${out} no points or cards.`,
  bothKinds: (p: string) => `${p} is given both points and cards: give one of the two.`,
  twice: (p: string) => `${p} is given two penalties: give each player one entry.`,
  // A hand is named by its player, never as record builds it (`Ann=`): a phone's line may have typed it `ann:`.
  noCards: (p: string) => `${p}'s hand lists no cards: give the cards left in it, e.g. 7+K+joker*.`,
  notACard: (p: string, card: string) =>
    `"${card}" in ${p}'s hand is no card; write 2 … 10 (or T), J Q K A (or B V H), joker (jk, X), ` +
    'and joker* for a joker that could have been laid.',
  starOnlyJoker: (p: string) => `In ${p}'s hand only a joker can be marked * (could have been laid).`,
  tooManyCards: (p: string, n: number) => `${p} cannot hold ${n} cards (13 dealt, at most one drawn).`,
  jokers: (allowed: number, held: number, judged: boolean) =>
    `${judged ? 'These rules use' : 'This sheet plays with'} ${allowed} joker${allowed === 1 ? '' : 's'}; the hands ` +
    `hold ${held}: check the hands' cards.`,
  /**
   * `deal`: the deal's number when it is known (a correction of a recorded deal). Examples, no placeholder (table
   * mode shows them as typed): 10 and 7+K are entries every rule set takes (amerikaans counts in fives).
   */
  missing: (deal: number | undefined, p: string) =>
    `${deal === undefined ? 'No' : `Deal ${deal}: no`} penalty for ${p} ` +
    `(give his penalty points, e.g. --points ${p}=10, or the cards left in his hand, e.g. --hand ${p}=7+K).`,
  missingAtTable: (deal: number, p: string) =>
    `Deal ${deal}: no penalty for ${p}: give his penalty points or the cards left in his hand.`,
  judgeSeats: (n: number) =>
    `Without --players the seats are named 1, 2, … from the entries: give 1 to 5 entries besides --out, not ${n} ` +
    '(or name the players with --players)',
  judgeOut: (out: string, n: number) =>
    `--out ${out} is no seat: without --players the seats are 1 to ${n}, one for each of the ${n - 1} ` +
    `entr${n === 2 ? 'y' : 'ies'} and one for the player out; name one of them, or the players with --players`,

  // The referee
  noTricks: 'Jokeren has no bids or tricks: tafel judge score jokeren --out <p> ... prices a deal.',
  deckText: '2 × 52 cards and the jokers',

  limitReached: (who: readonly string[], limit: string) =>
    `${listed(who, 'en')} reached the limit of ${limit}; the game is over`,

  // Words on the sheet
  out: (p: string) => `${p} out`,
  contracts: [
    'a run of 3',
    'a set of 3',
    'a run of 4',
    'a set of 4',
    'a run of 5',
    'a run of 6',
    'all cards at once',
  ] as readonly string[],
  nextContract: (n: number, contract: string) => `Deal ${n}: ${contract}`,
  entryPoints: (p: string, n: number) => `${p} ${pts(n)}`,
  /** `cards` as stored (J Q K A, joker); each language names the ranks in its own letters. */
  entryHand: (p: string, cards: readonly string[], n: number) => `${p}: ${cards.join(' ')} = ${pts(n)}`,
  entries: (out: string, list: string) => `${out} out; ${list}`,

  /** Table mode's questions (flow.ts). */
  flow: {
    /** `names`: the players, as typed, for the example line; `points`: the example's points, ones the sheet takes. */
    out: (n: number, dealer: string, contract: string | undefined, names: readonly string[], points: number) =>
      `Deal ${n}${contract === undefined ? '' : ` (${contract})`}, ${dealer} deals. Who went out? ` +
      `(or the whole deal: ${wholeDeal(names, points)})`,
    entry: (p: string) => `${p}: penalty points, or the cards left (7 K joker*; one card: ": 7")`,
    /** A whole deal typed at one player's question (it names another player, or who went out). */
    wholeHere: (p: string) =>
      `A whole deal is typed at the first question, "Who went out?" (Esc goes back a question); here only ${p}'s ` +
      'penalty points or cards.',
    /** `typed`: a number right after `out` as typed (`out 2`), read as no deal. */
    numberAfterOut: (typed: string, names: readonly string[], points: number) =>
      `"${typed}": who went out scores 0, so this number is nobody's penalty; write each penalty after its player's ` +
      `name: ${wholeDeal(names, points)}.`,
    unread: (names: readonly string[], points: number) =>
      "Not read as a deal: end each player's entry with a comma, and write his cards after a colon, with spaces " +
      `between them: ${wholeDeal(names, points)}.`,
  },
  /** The scorer's chips on the phone: words its line reader takes (it reads both languages). */
  chips: { out: 'out', king: 'K', pictures: ['K', 'Q', 'J'] },
};
