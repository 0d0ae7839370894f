/** Zwikken's own texts (English); messages.nl.ts has the same keys. */
export const en = {
  /** The words of the point tables of `tafel rules zwikken` (tables.ts). */
  tables: {
    card: 'card',
    points: 'points',
    names: ['ace', 'king', 'queen', 'jack', 'ten'],
    pointsCaption: 'Card points, counted in the tricks each player took.',
    case: 'when',
    winner: 'the winner',
    askers: 'askers who did not win',
    passers: 'who passed',
    cases: {
      asked: 'the winner asked',
      passed: 'the winner had passed',
      tie: 'a tie for the most points',
      allPass: 'everybody passed',
    },
    takes: 'takes the pot',
    nothing: 'nothing',
    pays: (lp: string, stake: string | undefined): string =>
      lp === 'stake' ? `each pays one stake${stake ? ` (${stake})` : ''}` : 'each pays what the pot held',
    caption: (lp: string, stake: string | undefined): string =>
      `In force: loser-pays=${lp}${stake ? `, stake ${stake}` : ''}. Before this, a deal that starts with an ` +
      `empty pot costs every player one stake, and the first search (zoeken) another stake each.`,
  },
  name: 'Zwikken',
  /** The stored contract words are Dutch (`vragen`, `pas`): `tafel stats` says them in English so. */
  contractWords: { vragen: 'ask', pas: 'pass' } as Readonly<Record<string, string>>,
  /** The record flags of head.ts: each one's help line and its name in table mode's refusals. */
  flags: {
    askers: { help: 'the players who asked (played)', word: 'the askers' },
    winner: { help: 'who won the deal', word: 'the winner' },
    tie: { help: 'two or more shared the most points; nobody won', word: 'the tie' },
    points: { help: "every player's card points, Ann=4,Bert=7,...", word: 'the card points' },
    zwik: { help: 'this asker held a zwik (three of a rank)', word: 'the zwik' },
    searched: { help: 'how often the dealer searched (zocht) a new trump: 0, 1 or 2', word: 'the searches' },
  },
  flow: {
    played: 'played: somebody asked',
    playedThen: 'then: who asked, how it ended',
    pas: 'pas: everybody passed',
    pasNothing: 'nothing played',
    contract: (dealer: string): string => `Deal by ${dealer}: did anybody ask?`,
    searched: (dealer: string): string => `How often did ${dealer} search (zoeken) a new trump?`,
    searchedNot: 'not at all',
    searchedOnce: 'once (everybody antes one stake)',
    searchedTwice: 'twice (the second search is free)',
    askers: 'Who asked (played)? Tick them.',
    won: (player: string): string => `${player} won`,
    points: "card points: enter everyone's",
    tie: 'tie: nobody won',
    zwik: 'zwik: an asker held three of a rank',
    wonPassed: (player: string): string => `${player} won (but had passed)`,
    ending: 'How did it end?',
    pointsOf: (player: string): string => `Card points of ${player}?`,
    zwikHolders: 'Who asked with a zwik? Tick each.',
    zwikEmpty: '✗ Tick the zwik holder (first letters, or space), then press enter.',
    zwikRank: (player: string): string => `${player}: a zwik of which rank?`,
    /** A typed --zwik (as typed) of a player then left unticked as an asker. */
    zwikLeftOut: (zwik: string): string => `--zwik ${zwik} is left out: a zwik counts only for an asker.`,
  },
  sheet: {
    /** How often the dealer searched a new trump (1 or 2). */
    searched: (n: number): string => (n === 1 ? 'searched once' : 'searched twice'),
    allPassed: 'all passed',
    asked: (askers: string, _count: number) => `${askers} asked`,
    /** `rank`: the zwik's rank in words (ranks), when it was written. */
    wonWithZwik: (holder: string, rank: string | undefined) => `${holder} won with a zwik${rank ? ` of ${rank}` : ''}`,
    ranks: { A: 'aces', K: 'kings', Q: 'queens', J: 'jacks', '10': 'tens' },
    tie: (best: number | undefined) => `tie${best !== undefined ? ` at ${best} points` : ''}, nobody won`,
    won: (winner: string, points: number | undefined, asked: boolean) =>
      `${winner} won${points !== undefined ? ` with ${points} points` : ''}${asked ? '' : ' but had passed'}`,
  },
  game: {
    summary: 'A pot game for a stake: askers play for the pot; a losing asker pays into it.',
    noEvents: 'it is played for a money pot, not points, and no club ranks it',
    aPotOf: 'a pot of stakes; the winner who asked takes it, losing askers pay in',
    pot: 'pot',
    potShared: 'pot shared',
    zwikkenIsPlayed: (config: string) =>
      `Zwikken is played for a stake: add --stake <amount>, e.g. tafel new zwikken --players ` +
      `${config} --stake 0.10.`,
    zwikkenPotGame: 'Zwikken (pot game)',
  },
  ledger: {
    thePotHas:
      "The pot has grown beyond what tafel can count to the cent: share it out with 'tafel finish --share-pot' " +
      'and start a new sheet.',
    thisZwikkenSheet: 'This zwikken sheet has no stake.',
  },
  referee: {
    aKQ: 'A K Q J 10',
    cardsJQ: '20 cards, 10 J Q K A in each suit',
    noUndertrump: (top: string) => `you cannot beat ${top}, and you may not undertrump while you hold another card`,
    undertrumpingIsNot: (code: string, codes: string) =>
      `undertrumping ${code} is not allowed: you can overtrump with ${codes}`,
    zwikkenHasNo:
      'Zwikken has no ranking of bids: each player only asks (vraagt) or passes, several may ask, and the cards ' +
      'decide who wins.',
  },
  /** What each house rule means (`tafel games zwikken`). */
  set: {
    loserPays: 'what an asker who loses pays into the pot: the pot as it stood when the deal was played, or one stake',
    /** `set stake=` (or `--set stake=`): the stake is the sheet's own, given once with --stake. */
    stakeIsNoRule:
      'The stake is no house rule: a sheet keeps the --stake it was started with. Another stake is another table: ' +
      "'tafel new zwikken --players ... --stake <amount>' starts it.",
    /** `set loser-pays=` once a deal is recorded: the money on the sheet was paid under the value in force. */
    loserPaysWasPaid: (now: string, deals: number, again: string): string => {
      const played = deals === 1 ? 'deal' : `${deals} deals`;
      return (
        `loser-pays cannot change on this sheet: every cent of its ${played} was paid under loser-pays=${now}. ` +
        `Another loser-pays is another table: '${again}' starts it; or first take the ` +
        `${deals === 1 ? 'deal' : 'deals'} back with 'tafel undo'.`
      );
    },
  },
  rules: {
    pasDeal: 'pas (everybody passed)',
    askedWithThe: (holder: string, zwikCount: number, w: string) =>
      `${holder} asked with the ${zwikCount > 1 ? 'highest ' : ''}zwik and so won, not ${w}: drop ` +
      `--winner or correct it.`,
    askersIsMissing: (players: string, players2: string) =>
      `--askers is missing: who asked (played)? e.g. --askers ${players},${players2}. If everybody ` +
      `passed: 'tafel record pas'.`,
    aZwikWins: (tie: boolean) =>
      `A zwik wins at once and the deal is not played out: drop ${tie ? '--tie' : '--points'}.`,
    didNotAsk: (player: string) =>
      `${player} did not ask, and a zwik only wins for a player who asked: add ${player} to --askers or drop ` +
      `him from --zwik.`,
    everybodyPassedSo: (given: string) =>
      `Everybody passed, so nothing was played and nobody won: drop ${given}, ` +
      `or record who asked with 'tafel record --askers <p,...> ...'.`,
    giveTheOutcome: (outcomes: readonly string[], pointsText: string | undefined) =>
      `Give the outcome once: ${outcomes.join(' and ')} cannot go together` +
      `${pointsText !== undefined ? ' (--points already says who won)' : ''}.`,
    howDidThe: (examplePoints: string) =>
      `How did the deal end? Add --winner <player>, --tie, or everyone's card points --points ` +
      `${examplePoints} (or --zwik <player>).`,
    isNamedTwice: (player: string) => `${player} is named twice in --zwik: name each player once.`,
    isNamedTwice2: (p: string) => `${p} is named twice in --points: name each player once.`,
    isNotA: (text: string, player: string) =>
      `"${text}" is not a rank for ${player}'s zwik: use A, K, Q, J or 10 (Dutch H, V, B also work).`,
    isNotPlayer: (part: string, examplePoints: string) =>
      `"${part}" is not player=points: e.g. --points ${examplePoints}.`,
    nobodyAskedSo: "Nobody asked, so nothing was played and nobody won: record 'tafel record pas' instead.",
    playersHaveCard: (scorersCount: number) =>
      `${scorersCount} players have card points, but a deal has only three tricks: at most three players can ` +
      `score. Correct --points.`,
    /** `example`: the points given, the missing ones 0 (no placeholder: table mode shows the example as typed). */
    pointsListsEvery: (missing: readonly string[], example: string) =>
      `--points needs a number for every player; missing: ${missing.join(', ')}. Give ` +
      `${missing.length === 1 ? 'his' : 'their'} card points too, e.g. --points ${example} (0 for no tricks).`,
    pointsNeedsEveryone: (examplePoints: string) =>
      `--points needs a number for every player, e.g. --points ${examplePoints}.`,
    searchedNeedsA: '--searched needs a number: 0, 1 or 2.',
    severalAskersHeld: (zwik: string) =>
      `Several askers held a zwik, and the highest one wins: give each rank, e.g. --zwik ` + `${zwik}.`,
    theCardPoints: (sum: number, v: number, playersCount: number, min: number, max: number) =>
      `The card points add up to ${sum}, but the ${v} cards that ${playersCount} players ` +
      `play are worth ${min} to ${max} together. Correct --points.`,
    tieTakesNo: (tie: string) => `--tie takes no value: "${tie}" is too much.`,
    twoZwikkenOf: (rank: string | undefined) =>
      `Two zwikken of ${rank} are impossible: there are only four cards of a rank. Correct --zwik.`,
    /** `a`, `b`: two of the sheet's players, for the example. */
    unexpectedRecordA: (args: string, a: string, b: string) =>
      `Unexpected "${args}": record a played deal with --askers, e.g. 'tafel record --askers ${a},${b} ` +
      `--winner ${a}', or 'tafel record pas' when everybody passed.`,
    winnerNeedsA: (askers: string) => `--winner needs a player, e.g. --winner ${askers}.`,
    withPlayersOf: (n: number, v: number, most: number, searched: number) =>
      `With ${n} players ${v} of the 20 cards are dealt and one is turned for ` +
      `trump, so only ${most} card${most === 1 ? ' is' : 's are'} ` +
      `left to search: --searched ${searched} is impossible, give --searched ${most} at most.`,
    zwikNeedsThe: (askers: string) => `--zwik needs the player, e.g. --zwik ${askers}.`,
    /** `asker`: one who asked (only an asker's zwik wins). */
    zwikNeedsThe2: (asker: string) => `--zwik needs the player who held the zwik, e.g. --zwik ${asker}.`,
  },
  /** The scorer's chips on the phone: words its line reader takes (it reads both languages). */
  /** What a deal is called (Dutch: a "spel", as the Netherlands' card tables say it). */
  dealWord: 'deal',
  dealWords: 'deals',
  chips: {
    words: ['ask', 'win', 'tie', 'zwik', 'pas', 'searched'],
    example: (a: string, b: string) => `ask ${a} ${b} win ${a}`,
  },
};
