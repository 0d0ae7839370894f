import { capital } from '../../i18n/lang.js';

/** A misdeal in one word: the sheet's mark and the one-line form's word (`1 0 1 2 0 misdeal Dirk`). */
const MISDEAL = 'misdeal';

/** Boerenbridge's own texts (English); messages.nl.ts has the same keys. */
export const en = {
  /** The words of the point tables of `tafel rules boerenbridge` (tables.ts). */
  tables: {
    players: 'players',
    deals: 'deals',
    top: 'most cards',
    order: 'cards per deal',
    scheduleCaption: (s: string): string =>
      `The schedule in force (schedule=${s}) for each table size; a table that does not allow it is marked –.`,
    tricks: 'tricks taken',
    exact: 'exact',
    off: 'tricks off',
    miss: 'missed',
    scoringCaption: (e: number, t: number, m: number, d: number): string =>
      `In force: exact = ${e} + ${t} per trick taken; missed = −${m} per trick off; a misdeal costs ` +
      `the offender ${d}, the others score their bid as exact.`,
  },
  /** The record flags of head.ts: each one's help line and its name in table mode's refusals. */
  flags: {
    bids: { help: "everybody's bid, Ann=1,Bert=2,... or in seating order 1,2,...", word: 'the bids' },
    tricks: { help: "everybody's tricks, Ann=1,Bert=0,... or in seating order 1,0,...", word: 'the tricks' },
    misdeal: { help: 'that player held the wrong number of cards (instead of --tricks)', word: 'the misdeal' },
    cards: {
      help: 'the cards per player of this deal, checked against the schedule (judge score: required)',
      word: 'the cards',
    },
    trump: {
      help:
        "the trump suit of this deal, a note on the sheet: S H D C or none as the sheet's trump rule allows " +
        '(trump=spades, as the default wk rules play: S only)',
      word: 'the trump',
    },
  },
  name: 'Boerenbridge',
  /** The word `tafel stats` writes for a contract id; English reads the id itself. */
  contractWords: {} as Readonly<Record<string, string>>,
  summary: 'Each player predicts his tricks every deal; only an exact prediction scores.',
  refereeOrder: 'A K Q J 10 … 2',
  refereeDeck: '52 cards, A K Q J 10 9 8 7 6 5 4 3 2 in each suit',
  refereeNoRanking:
    "Boerenbridge has no bids to rank: every player predicts a number of tricks; 'tafel judge score boerenbridge' " +
    'scores a deal.',
  ruleSetWk:
    'WK Boerenbridge (world championship): spades always trump, 10 → 1 → 10 cards with five ' +
    'players, the dealer may not make the bids add up; exact 10 + 2 per trick, −2 per trick off',
  ruleSetKlassiek:
    'kaartspeluitleg.nl: 17 deals of 1 → 8 → 1 cards (the 9th without trump), bids said at the same ' +
    'time; exact 5 + 1 per trick, −1 per trick off; 3 to 6 players',
  ruleSetPoepen:
    'Chinees poepen (Flanders): 1 → max → 1 cards, a turned card is trump, the dealer may not make ' +
    'the bids add up; exact 6 + 2 per trick, −2 per trick off',

  // Settings
  setSchedule:
    'cards per deal: down-up (max … 1 … max), up-down (1 … max … 1), klassiek (1 … 8, 8 without ' +
    'trump, 8 … 1) or a list such as 7,6,5,4,3,2,1',
  setMaxCards: 'the most cards per player in a deal (max = as many as the pack allows); caps the named schedules',
  setTrump:
    'how trump is chosen: spades every deal, a turned card, the highest bidder names it, or a card from a second pack',
  setHook:
    'the dealer bids last and may not make the bids add up to the tricks: always, over-3 (only with ' +
    'more than 3 cards) or off',
  setExact: 'points for an exact prediction, before the tricks',
  setPerTrick: 'points per trick taken, on an exact prediction',
  setPerMiss: 'points lost per trick off on a missed prediction',
  setMisdeal: 'points lost by a player found holding the wrong number of cards',
  badSchedule: (v: string) =>
    `schedule must be down-up, up-down, klassiek or a list of 1 to 60 card counts such as 7,6,5, not "${v}"`,
  badMaxCards: (v: string) => `max-cards must be max or a whole number from 1, not "${v}"`,
  /** badMaxCards where the players are known: `m` the most cards each (as maxCardsTooHigh says it). */
  badMaxCardsFor: (v: string, m: number, n: number) =>
    `max-cards must be max or a whole number from 1 to ${m} (with ${n} players), not "${v}"`,
  maxCardsTooHigh: (k: number, m: number, n: number) =>
    `max-cards=${k} is too many: with ${n} players a deal has at most ${m} cards each`,
  listTooHigh: (c: number, m: number, n: number) =>
    `schedule: ${c} cards is too many: with ${n} players a deal has at most ${m} cards each`,
  listAndMax: (list: string) =>
    `max-cards caps the named schedules, not a list of cards: write the list you want with max-cards=max, e.g. ` +
    `schedule=${list} max-cards=max`,
  klassiekTooMany: (n: number) =>
    `schedule=klassiek deals up to 8 cards each, which ${n} players cannot get from one pack: at most 6 players`,
  /** `others`: the rule sets that play with `n`, as a choice of flags ("--rules wk or --rules poepen"). */
  playersRange: (rules: string, min: number, max: number, n: number, others: string) =>
    `${rules} is for ${min} to ${max} players, not ${n}: name at most ${max}, or choose ${others} for ${n}.`,

  // Reading a record
  /** Record given words: what it records, said before "with flags, not words" and a whole deal (core noWords). */
  noWords: 'Boerenbridge records bids and tricks',
  /** `line`: a line's misdeal without the bids before it, `example` that whole line (`1 0 0 0 0 misdeal Dirk`). */
  needBids: (example: string, line = false) =>
    line
      ? `--bids is missing: everybody's bid comes first, in seating order, then ${MISDEAL} and the player, e.g. ` +
        `${example}.`
      : `--bids is missing: everybody's bid, e.g. --bids ${example}.`,
  /**
   * `seated`: the example in seating order, as a typed line gives the tricks after the bids; a line's misdeal is its
   * word and the player (`p`), record's the flag.
   */
  needTricks: (example: string, seated = false, p = '<player>') =>
    `--tricks is missing: everybody's tricks${seated ? ' in seating order' : ''}, e.g. --tricks ${example} (or ` +
    (seated
      ? `${MISDEAL} and who held the wrong number of cards, e.g. ${MISDEAL} ${p}).`
      : `--misdeal <player> when a player held the wrong number of cards).`),
  /** A typed line's misdeal without its player (`1 0 1 2 0 misdeal`); `example`: that line with one. */
  needMisdealPlayer: (example: string) =>
    `${capital(MISDEAL)} needs the player who held the wrong number of cards: e.g. ${example}.`,
  tricksAndMisdeal: '--tricks and --misdeal do not go together: a misdeal stops the deal before any trick is played.',
  notWhole: (flag: string, part: string, what: string, max: number) =>
    `${flag} ${part}: a ${what} is a whole number 0..${max}.`,
  mixedList: (flag: string, a: string, b: string) =>
    `${flag} names every player (${a}=1,${b}=2,...) or lists the numbers in seating order (1,2,...), not both.`,
  countList: (flag: string, given: number, n: number, players: string) =>
    `${flag} lists ${given} numbers for ${n} players; give one per player in seating order (${players}).`,
  namedTwice: (p: string, flag: string) => `${p} is named twice in ${flag}: name each player once.`,
  /** `at`: the deal on a sheet (`deal 4 (7 cards)`, `dealCards`), which then comes first. */
  missing: (what: string, p: string, flag: string, players: string, at?: string) =>
    `${at === undefined ? 'No' : `${at}: no`} ${what} for ${p}: ${flag} names every player once (${players}).`,
  dealCards: (where: string, c: number) => `${where} (${c} card${c === 1 ? '' : 's'})`,
  bid: 'bid',
  trick: 'tricks value',
  badCards: (v: string) => `--cards must be a whole number of cards per player, not "${v}".`,
  /** `judged`: judge score without a sheet, which judges the rule set, not a sheet. */
  spadesOnly: (rules: string, judged: boolean) =>
    `${judged ? `In the ${rules} rules spades are` : 'This sheet plays spades as'} trump in every deal ` +
    '(trump=spades): leave --trump out or give S.',
  judgeNeedsCards: 'Without a sheet there is no schedule, so judge score needs --cards, e.g. --cards 7.',
  judgeSeats: (given: number) =>
    `Without --players the seats are named 1, 2, … from the bids: give 3 to 8 bids, not ${given} (or name the ` +
    'players with --players).',

  // Checks against the deal's cards
  pastSchedule: (n: number, len: number) =>
    `The schedule has ${len} deal${len === 1 ? '' : 's'}, so there is no deal ${n}: the sheet is complete.`,
  scheduleComplete: (len: number) => `the schedule of ${len} deal${len === 1 ? '' : 's'} is complete`,
  cardsOffSchedule: (c: number, n: number, dealt: string) =>
    `--cards ${c} is off the schedule: with ${n} players it deals ${dealt} cards per player.`,
  cardsDiffer: (n: number, c: number, said: number) =>
    `The sheet says deal ${n} has ${c} cards, not ${said}; check for a skipped deal (tafel sheet).`,
  tooHigh: (where: string, c: number, p: string, verb: string, v: number) =>
    `${where} has ${c} card${c === 1 ? '' : 's'}: ${p} cannot ${verb} ${v}.`,
  verbBid: 'bid',
  verbTake: 'take',
  tricksSum: (where: string, c: number, sum: number, list: string) =>
    `${where} has ${c} card${c === 1 ? '' : 's'}, so ${c} trick${c === 1 ? '' : 's'}: the tricks ` +
    `add up to ${sum} (${list}).`,
  /** `Dealer`: the dealer as a sentence begins with him ("Seat 4" where the players are seat numbers). */
  hook: (Dealer: string, dealer: string, where: string, c: number, others: number, h: number, setting: string) =>
    `${Dealer} deals ${where} (${c} card${c === 1 ? '' : 's'}) and bids last: the others ` +
    `bid ${others} together, so ${dealer} may not bid ${h} (the bids would add up to ${c} ` +
    `trick${c === 1 ? '' : 's'}; hook=${setting}).`,
  dealWhere: (n: number) => `deal ${n}`,
  judgeWhere: 'this deal',
  seat: (n: string) => `seat ${n}`,
  noTrumpDeal: (n: number) =>
    `Deal ${n} of the klassiek schedule is played without trump: --trump none or leave it out.`,
  trumpDeal: (n: number) => `Deal ${n} of the klassiek schedule has a trump: only deal 9 is played without.`,

  // Words on the sheet
  cards: (c: number) => `${c} card${c === 1 ? '' : 's'}`,
  bids: 'bids',
  tricks: 'tricks',
  noTrump: 'no trump',
  misdealBy: (p: string) => `${MISDEAL}: ${p}`,
  /** The word a typed line gives a misdeal by (line.ts, in every language), as the sheet marks it (misdealBy). */
  misdealWord: MISDEAL,
  nextLine: (c: number, dealer: string, last: boolean) =>
    `Next deal: ${c} card${c === 1 ? '' : 's'}${last ? `, ${dealer} bids last` : ''}`,
  forbidden: (h: number) => `may not bid ${h}`,

  // Table mode
  flowBids: (n: number, c: number, dealer: string, first: string, example: string) =>
    `Deal ${n}, ${c} card${c === 1 ? '' : 's'}, ${dealer} deals. What does ${first} bid? (or every ` +
    `bid on one line, in seating order: ${example})`,
  flowBidChoice: (p: string, k: number) => `${p} bids ${k}`,
  flowBidOf: (p: string) => `What does ${p} bid?`,
  flowDealerBid: (p: string, h: number | undefined) =>
    `${p} deals and bids last${h === undefined ? '' : `: not ${h}, or the bids add up to the tricks`}`,
  flowLineBids: (list: string) => `⏎ bids: ${list}`,
  /** A line of numbers that is not one per player (nor two, at the bids and on a phone: the whole deal). */
  flowLineCount: (given: number, players: string, both: boolean) =>
    `${given} numbers: give one per player, in seating order (${players})` +
    `${both ? ', or two per player for the whole deal' : ''}.`,
  flowLineWhole: (list: string) => `⏎ the whole deal, bid/tricks: ${list}`,
  /** The bids and a misdeal on one line: the whole deal, `p` the player who held the wrong number of cards. */
  flowLineMisdeal: (list: string, p: string) => `⏎ the whole deal, ${MISDEAL} by ${p}: bids ${list}`,
  flowTricks: (c: number, first: string, example: string) =>
    `${c} trick${c === 1 ? '' : 's'}: how many did ${first} take? (or every player's on one line, ` +
    `in seating order: ${example})`,
  flowTricksChoice: (p: string, k: number) => `${p} took ${k}`,
  flowTricksOf: (p: string, left: number) => `How many did ${p} take? (${left} left)`,
  flowLineTricks: (list: string) => `⏎ bid/tricks: ${list}`,
  /** A misdeal typed with its player at the tricks question (`misdeal dirk`). */
  flowLineMisdealBy: (p: string) => `⏎ ${MISDEAL}: ${p} held the wrong number of cards`,
  flowSave: (n: number, c: number, list: string) => `deal ${n}, ${c} card${c === 1 ? '' : 's'}: ${list}`,
  flowMisdeal: 'misdeal: somebody held the wrong number of cards',
  flowMisdealWho: 'Who held the wrong number of cards?',
  flowLastTook: (p: string, k: number) => `${p} took the other ${k}`,
  hookWord: 'bids last',
};
