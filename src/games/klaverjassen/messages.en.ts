import type { Text } from '../../i18n/lang.js';

/** Klaverjassen's bidding=verplicht broken, without record's way on (`tafel set` says its own). */
const mustPlay = (dealer: string, after: string, taker: string): string =>
  `With bidding=verplicht the player after the dealer (${dealer}) must play: that is ${after}, not ${taker}`;

/** Klaverjassen's own texts (English); messages.nl.ts has the same keys. */
export const en = {
  /** The words of the point tables of `tafel rules klaverjassen` (tables.ts). */
  tables: {
    card: 'card',
    trump: 'in trump',
    other: 'other suits',
    names: ['jack', '9', 'ace', '10', 'king', 'queen', '8', '7'],
    valuesCaption: 'Card points: 152 in the cards, plus 10 for the last trick = 162 a deal (roem not included).',
    combo: 'in one trick',
    roem: 'roem',
    combos: (fj: number, low: number): string[][] => [
      ['three in sequence of one suit (driekaart)', '20'],
      ['king + queen of trump (stuk)', '20'],
      ['stuk inside a sequence of three', '40'],
      ['four in sequence of one suit (vierkaart)', '50'],
      ['stuk inside a sequence of four', '70'],
      ...(low === 0
        ? [
            ['four aces, kings, queens or tens', '100'],
            ['four 7s, 8s or 9s (low-four=0)', '0'],
          ]
        : [['four of the same rank', '100']]),
      ['four jacks', String(fj)],
    ],
    roemCaption:
      'Roem counts only for cards lying together in one trick, for the team that wins it. Sequences in the ' +
      'order 7 8 9 10 J Q K A.',
    outcome: 'outcome',
    takers: 'takers score',
    defenders: 'defenders score',
    made: (tie: string): string =>
      tie === 'made' ? 'made: points + roem at least half' : 'made: points + roem more than the defenders',
    own: 'own points + own roem',
    nat: (tie: string): string => (tie === 'made' ? 'nat: less' : 'nat: equal or less'),
    all: '162 + all roem',
    pit: 'pit: the takers took all 8 tricks',
    pitScore: (b: number): string => `162 + ${b} + own roem`,
    tegenpit: 'tegenpit: the defenders took all 8',
    verzaakt: 'verzaakt: a player revoked',
    verzaakScore: (v: string): string[] => [
      'the revoking team 0',
      v === '162' ? 'the other team 162, no roem' : 'the other team 162 + 100, no roem',
    ],
    zero: '0',
    end: (deals: string, target: string): string =>
      [
        deals === 'none' ? 'no deal limit' : `a game of ${deals} deals`,
        target === 'none' ? 'no target' : `the game ends when a team reaches ${target}`,
      ].join('; '),
    caption: (end: string): string => `A team's score = card points + roem + bonus. In force: ${end}.`,
  },
  name: 'Klaverjassen',
  /** The word `tafel stats` writes for a contract id; English reads the id itself. */
  /** The stored contract `take` as the sheet says it ("Ann played"): `tafel stats` counts "play 3/4". */
  contractWords: { take: 'play' } as Readonly<Record<string, string>>,
  /** The record flags of head.ts: each one's help line and its name in table mode's refusals. */
  flags: {
    taker: { help: 'the player who took (chose trump); his team are the takers', word: 'the taker' },
    points: { help: "the takers' card points 0..162 incl. the last trick", word: 'the card points' },
    'defender-points': {
      help: "the defenders' card points instead of --points (stored as 162 minus them)",
      word: "the defenders' card points",
    },
    roem: { help: "roem as written, credited to the named player's team: --roem Ann=20,Bert=50", word: 'the roem' },
    pit: { help: 'takers (pit) or defenders (tegenpit) took all 8 tricks', word: 'the pit' },
    mars: { help: 'another name for --pit', word: 'the pit' },
    verzaakt: { help: 'that player revoked; the other team scores 162 + 100', word: 'the revoke' },
  },
  flow: {
    cardPointsOf: (teamOf: string) => `Card points of ${teamOf}, last trick included? (0..162)`,
    countedPointsAnd: 'counted: points (and roem)',
    /** `example`: a whole deal on one line, its taker the first the list offers. */
    dealByWho: (dealer: string, example: string) =>
      `Deal by ${dealer}: who chose trump? (or the whole deal: ${example})`,
    howDidThe: 'How did the deal end?',
    /** A one-line deal with card points and a nat (`bert 100 nat`): which to keep, each as it would be typed. */
    natBesidePoints: (points: string, nat: string, asNat: string, asPoints: string) =>
      `${points} card points and ${nat} together: keep one, "${asNat}" (a nat, whatever was counted) or ` +
      `"${asPoints}" (the count decides: made or nat).`,
    pitTookAll: (teamOf: string) => `pit: ${teamOf} took all 8 tricks`,
    play: (teamOf: string) => `${teamOf} play`,
    roemOfType: (seated: string) => `Roem of ${seated}? (type the number)`,
    /** `values`: what a trick holds (rules.aTrickHolds). */
    noRoem: (seated: string, n: string, values: string) =>
      `Roem of ${seated}: no combination of cards makes ${n}; ${values}.`,
    tegenpitTheDefenders: 'tegenpit: the defenders took all 8 tricks',
    verzaaktSomebodyRevoked: 'verzaakt: somebody revoked',
    whoRevoked: 'Who revoked?',
  },
  sheet: {
    played: 'played',
    made: 'made',
    nat: 'nat',
    pit: 'pit',
    tegenpit: 'tegenpit',
    roem: 'roem',
    revoked: 'revoked (verzaakt)',
  },
  /** What a deal is called (Dutch: a "spel", sixteen of them a boom): NKU "16 spellen (boompje)". */
  dealWord: 'deal',
  dealWords: 'deals',
  game: {
    summary: 'Two pairs: the takers need over half the points, roem counted, or go nat.',
    amsterdamRulesThe:
      'Amsterdam rules (the basis of the tournament rules): no duty to trump over your partner, no ' +
      'undertrumping unless forced; four jacks 200',
    klaverjassen: 'Klaverjassen',
    rotterdamRulesWhen:
      "Rotterdam rules: when you cannot follow suit you must trump, also over your partner's trick, " +
      'undertrumping if you must; four jacks 100',
  },
  referee: {
    andAnOpponent: (none: Text, winning: string, top: boolean, codes: string) =>
      `${none.en} and an opponent holds the trick (${winning}), so you must ${top ? 'overtrump' : 'trump'}: ` +
      `${codes}`,
    andAnOpponent2: (none: Text, above: string, codes: string) =>
      `${none.en} and an opponent holds the trick with${above}, which you cannot beat: with undertrump=must ` +
      `you play a lower trump (${codes})`,
    andInRotterdams: (none: Text, partnerWinning: boolean, codes: string) =>
      `${none.en}, and in Rotterdams you must then trump` +
      `${partnerWinning ? ', even when your partner holds the trick' : ''}` +
      `: ` +
      `${codes}`,
    aRunOf: 'a run of four (vierkaart)',
    aRunOf2: 'a run of three (driekaart)',
    cardsJQ: '32 cards, 7 8 9 10 J Q K A in each suit',
    fourJacks: 'four jacks',
    fourOfA: 'four of a kind',
    inAmsterdamsYou: (above: string, higherCount: number, codes: string) =>
      `in Amsterdams you may not undertrump${above} while you hold another card` +
      `${higherCount > 0 ? ` (you can go over it with ${codes})` : ''}`,
    klaverjassenHasNo:
      'Klaverjassen has no bids to rank: a player says "I play <suit>" or "I pass", and the first to play ' +
      'plays. Ask about a trick or a card instead: tafel judge play klaverjassen ...',
    klaverjasTrumpOrder: 'Klaverjassen trump order J 9 A 10 K Q 8 7',
    /** Four 7s, 8s or 9s under low-four=0: `ranks` is one of lowFour. */
    noRoemIn: (ranks: string) => `No roem in this trick: with low-four=0 four ${ranks} count nothing`,
    lowFour: { '7': '7s', '8': '8s', '9': '9s' } as Readonly<Record<string, string>>,
    noRoemIn2: 'No roem in this trick',
    /** A trick of fewer than four cards: its roem so far; the cards still to come may add to it. */
    roemSoFar: (roem: number, list: string) =>
      roem === 0
        ? 'No roem in this trick so far: roem counts once the trick is complete'
        : `Roem so far ${roem}: ${list}; it counts for the team that wins the complete trick`,
    otherSuitsA: 'side suits A 10 K Q J 9 8 7',
    roemForThe: (roem: number, list: string) => `Roem ${roem} for the team that wins the trick: ${list}`,
    /** Joins the parts of a trick's roem: "a run of three and stuk". */
    and: ' and ',
    stukTrumpKing: 'stuk (trump king and queen)',
    trumpWasLed: (above: string, partner: boolean, codes: string) =>
      `trump was led: you must beat${above} when you can${partner ? ', also over your partner' : ''}, and you can ` +
      `with ${codes}`,
    youHaveNo: (suit: Text) => `you have no ${suit.en}`,
    youMustOvertrump: (above: string, codes: string) =>
      `you must overtrump${above} when you can, and you can with ${codes}`,
  },
  rules: {
    aDeal: 'a Klaverjassen deal',
    /** Record given words: what it records, said before "with flags, not words" and a whole deal (core noWords). */
    noWords: 'Klaverjassen records who chose trump, the card points and the roem',
    teams: 'teams',
    andWithLow: (cap: number) => `, and with low-four=0 at most ${cap} can hold 100`,
    /** `defenders`: the points typed as --defender-points, `given` theirs; `pit`: the flag typed, --pit or --mars. */
    aPitMeans: (defenders: boolean, given: number, pit: string) =>
      `A pit means the takers took every trick, so ${defenders ? 'the defenders have 0' : 'all 162'} card points, ` +
      `not ${given}: give ${defenders ? '--defender-points 0' : '--points 162'} (or leave it out) or drop ${pit}.`,
    aTegenpitMeans: (defenders: boolean, given: number, pit: string) =>
      `A tegenpit means the defenders took every trick, so ${defenders ? 'they have all 162' : 'the takers have 0'} ` +
      `card points, not ${given}: give ${defenders ? '--defender-points 162' : '--points 0'} (or leave it out) or ` +
      `drop ${pit}.`,
    aTrickHolds:
      'a trick holds 20 (a run of three, or the stuk), 40, 50 (a run of four), 70, 100 (four of a kind) or 200 ' +
      '(four jacks)',
    doesNotGo: (extra: string | undefined) =>
      `${extra} does not go with --verzaakt: a revoked deal is scored by the penalty only (the other team ` +
      `162 + 100). Leave ${extra} out.`,
    isImpossibleA: (flag: string, text: string) =>
      `${flag} ${text} is impossible: a deal holds 162 card points (last trick included), so give 0 to 162.`,
    isImpossibleV: (flag: string, n: number, why: string) =>
      `${flag} ${n} is impossible: ${why}. Count the tricks again.`,
    noCardsWorthOne: 'no set of cards is worth exactly 1 point',
    leavesOtherTeamOne: 'that leaves the other team exactly 1 point, and no set of cards is worth that',
    aPit: 'a pit',
    aTegenpit: 'a tegenpit',
    /** `a`: one of the sheet's players, for the example. */
    klaverjassenHasNo: (a: string) =>
      'Klaverjassen has no void deal: somebody always plays (if all pass, the dealer or the player after him ' +
      `must). Record who chose trump: tafel record --taker ${a} --points 92.`,
    marsIsAnother: '--mars is another name for --pit: give one of them.',
    moreThan: 'more than 8',
    mustBeA: (flag: string, text: string) =>
      `${flag} must be a whole number of card points from 0 to 162, not "${text}".`,
    mustBeTakers: (flag: string, text: string) =>
      `${flag} must be "takers" (pit: the takers took all 8 tricks) or "defenders" (tegenpit), not "${text}".`,
    needsAValue: (flag: string, example: string) => `${flag} needs a value, e.g. ${example}.`,
    pitNoneWithout: (pit: string): string =>
      pit === 'none' ? 'without a pit a team wins at most 7 tricks' : 'a deal has 8 tricks',
    pointsAndDefender: '--points and --defender-points say the same thing (they add up to 162): give one of them.',
    pointsIsMissing: (EXAMPLE: string) =>
      `--points is missing: the takers' card points, last trick included (0..162), e.g. ${EXAMPLE}.`,
    /** `a`, `b`: two of the sheet's players, for the example. */
    roemListsRoem: (part: string, a: string, b: string) =>
      `--roem lists roem per player as name=points, e.g. --roem ${a}=20,${b}=50; "${part}" is not.`,
    /** Two commas with nothing between (`Ann=20,,Bert=20`): a player's roem left out by mistake. */
    roemEmpty: (text: string, a: string, b: string) =>
      `--roem ${text} has nothing between two commas: list the roem per player as name=points, e.g. ` +
      `--roem ${a}=20,${b}=50.`,
    roemNoCombination: (part: string, n: string, VALUES: Text) =>
      `--roem ${part}: no combination of cards makes ${n} roem: ${VALUES.en}.`,
    roemRoemIs: (part: string, who: string) => `--roem ${part}: roem is written in numbers, e.g. ${who}=20.`,
    roemRoemIs2: (part: string) => `--roem ${part}: roem is a whole number, 0 or more.`,
    /** `n`: Infinity for roem far beyond any deal's. Roem "for Ann + Cis": until 2026-12-07 "Ann + Cis's roem". */
    roemNeeds: (names: string, both: number, n: number, valuesText: Text, why: Text) =>
      `Roem of ${both} for ${names} needs ${n === Infinity ? 'more than 8' : `at least ${n}`} tricks, but ${why.en}. ` +
      `Check the roem: ${valuesText.en}.`,
    takerIsMissing: (EXAMPLE: string) => `--taker is missing: e.g. ${EXAMPLE}.`,
    text: '',
    togetherTheRoem: (rt: number, rd: number, more: Text, low: Text) =>
      `Together the roem (${rt} and ${rd}) needs ${more.en} tricks, and a deal has 8 (only one trick can hold ` +
      `the stuk, 40 or 70, and only one the four jacks${low.en}). Check the roem.`,
    withBiddingVerplicht: (dealer: string, after: string, taker: string) =>
      `${mustPlay(dealer, after, taker)}. Give --taker ${after} or leave --taker out.`,
    mustPlay,
    withLowFour: (VALUES: Text, cap: number) =>
      `${VALUES.en}; with low-four=0 only four aces, kings, queens, tens${cap === 5 ? ' or jacks' : ''} make ` +
      `100, so at most ${cap} tricks`,
    wonNoTrick: (names: string, v: string, both: number) =>
      `${names} won no trick (${v}), so they cannot have roem (${both}): roem goes to the team that ` +
      `wins the trick.`,
  },
  /** What each house rule means (`tafel games klaverjassen`). */
  set: {
    deals:
      'deals in a game (a "boom" is 16: everybody deals four times); none = no limit. Setting only a target ' +
      'makes this none',
    target: 'points that end the game (e.g. 1500): the higher total then wins; equal totals play another deal',
    tie: 'takers with exactly half of the points (roem included): nat or made',
    pit: 'bonus for the takers when they take all 8 tricks (pit, mars)',
    tegenpit: 'bonus for the defenders when they take all 8 tricks (tegenpit)',
    fourJacks: 'roem for four jacks in one trick',
    lowFour: 'roem for four 7s, 8s or 9s in one trick (0: four of a kind counts only in A K Q 10 J)',
    verzaken: 'a revoke gives the other team 162 + 100 or only 162; all roem is dropped',
    bidding: 'vrij: any player may choose trump; verplicht: the player after the dealer must',
    undertrump:
      'an opponent wins with a trump you cannot beat: avoid = play another suit if you can; must = play a ' +
      'lower trump if you hold one',
  },
  settings: {
    mustBeA: (key: string, v: string) => `${key} must be a positive whole number or none, not "${v}"`,
    /** `--set undertrump=...` (new, set, judge) under Rotterdams, whose trump duty leaves no choice. */
    rotterdamsUndertrump:
      'Rotterdams has no undertrump setting: a player who cannot follow suit must always trump, also over his ' +
      'partner, and undertrump when he cannot go higher. Leave out undertrump, or play --rules amsterdams to set ' +
      'undertrump=avoid or undertrump=must.',
  },
};
