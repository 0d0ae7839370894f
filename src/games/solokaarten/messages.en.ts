import { capital, type Text } from '../../i18n/lang.js';

/** Solokaarten's own texts (English); messages.nl.ts has the same keys. */
export const en = {
  /** The words of the point tables of `tafel rules solokaarten` (tables.ts). */
  tables: {
    players: 'players',
    each: 'cards each',
    dealt: 'dealt as',
    tricks: 'tricks',
    bid: 'bid',
    need45: 'tricks needed\n(4-5 players)',
    need6: 'tricks needed\n(6 players)',
    points: 'points',
    bidsCaption: (oud: string): string =>
      `Made: the pot holder gets the points; nat: he loses them; everybody else scores nothing. Oud in de ` +
      `lamp: ${oud}. Keys: solo, slag, doe, oud-in-lamp.`,
    order: 'from high to low',
    card: 'card',
    name: 'name',
    cards: [
      ['queen of clubs', 'Oud'],
      ['7 of trumps', 'Spits'],
      ['queen of spades', 'Bats'],
      ['ace of trumps', ''],
      ['king of trumps', ''],
      ['queen of trumps (hearts or diamonds only)', ''],
      ['jack of trumps', ''],
      ['10, 9, 8 of trumps', ''],
    ],
  },
  name: 'Solokaarten',
  /** The record flags of head.ts: each one's help line and its name in table mode's refusals. */
  flags: {
    by: { help: 'the declarer, e.g. --by Ann', word: 'the player' },
    tricks: { help: 'the tricks the declarer took', word: 'the tricks' },
    eerste: { help: 'the bid was "eerste"', word: 'eerste' },
    'zonder-kijk': { help: 'played without the open card (kijk)', word: 'zonder kijk' },
    'zonder-oud': { help: 'played without the queen of clubs (Oud)', word: 'zonder oud' },
  },
  flow: {
    bid: (needed: number, hand: number, points: string | number): string =>
      `${needed} of ${hand} tricks, ${points} points`,
    passed: 'everybody passed: deal again',
    contract: (dealer: string): string => `Deal by ${dealer}: which bid won the pot?`,
    eerste: 'eerste: first to bid it',
    zonderKijk: 'zonder kijk: without the open card',
    zonderOud: 'zonder oud: without the queen of clubs',
    refinements: (bid: string): string => `${bid}: refinements? (none: just enter)`,
    potHolder: (bid: string): string => `Who held the pot (${bid})?`,
    tricks: (player: string, bid: string, needed: number, hand: number): string =>
      `Tricks taken by ${player}? (${bid} needs ${needed} of ${hand})`,
  },
  sheet: {
    pas: 'pass (redeal)',
    tricks: (n: number) => `${n} ${n === 1 ? 'trick' : 'tricks'}`,
  },
  game: {
    summary: 'The pot holder plays alone against the others for his bid; only he scores.',
    liemersRulesPannerden:
      "Liemers rules (Pannerden): one pot holder against all; only he scores, + or - the bid's points",
  },
  referee: {
    atTheSame: (hi: string) =>
      `at the same level ${hi} carries the bigger handicap (none < zonder kijk < zonder oud < zonder kijk + ` +
      `zonder oud)`,
    bothBidsAre: (A: string) => `both bids are ${A}: a later bid must be higher`,
    countsAsA: (code: string) => ` (${code} counts as a trump)`,
    eGSlag: 'e.g. "slag", "eerste doe", "doe zonder-kijk zonder-oud"',
    inIsNot: (w: string, text: string, example: Text) =>
      `"${w}" in "${text}" is not part of a Solokaarten bid: solo, slag or doe, with eerste, zonder kijk, ` +
      `zonder oud (${example.en}).`,
    isAHigher: (hi: string, lo: string) => `${hi} is a higher level than ${lo} (solo < slag < doe)`,
    namesNoBid: (text: string, example: Text) => `"${text}" names no bid: solo, slag or doe, ${example.en}.`,
    namesTwoBids: (text: string, example: Text) => `"${text}" names two bids: give one, ${example.en}.`,
    orSetOud: 'or --set oud-in-lamp=off if your table deals the queen of clubs',
    otherSuitsA: 'side suits A K Q J 10 9 8 7',
    pasIsNot: (example: Text) => `"pas" is not a bid: rank two bids, ${example.en}.`,
    qcTheOud: (fix: Text) =>
      `QC (the Oud) is in your hand, but with Oud in de lamp (oud-in-lamp=on) the queen of clubs lies apart ` +
      `for the pot holder: add --pot-holder if you hold the pot, ${fix.en}.`,
    qcTheOud2: (fix: Text) =>
      `QC (the Oud) lies in the trick, but with Oud in de lamp (oud-in-lamp=on) only the pot holder plays it, ` +
      `and --pot-holder says that is you: drop --pot-holder, ${fix.en}.`,
    solokaartenTrumpsOud: 'Solokaarten trumps: Oud (QC), Spits (the trump 7), Bats (QS), then the trump A K Q J 10 9 8',
    text: '',
    theBats: 'the Bats',
    theBidsAre: (hi: string, lo: string) => `the bids are otherwise equal, and eerste wins the tie: ${hi} beats ${lo}`,
    theOpeningLead: (also: Text, codes: string) =>
      `the opening lead may not be trump unless you hold the pot${also.en}: lead ${codes}, or add ` +
      `--pot-holder if you hold the pot (--trick-no 2 or more: any lead is free)`,
    theOud: 'the Oud',
    theSpits: 'the Spits',
    undertrumpingIsNot: (code: string, codes: string) =>
      `undertrumping ${code} is not allowed while you can play something else: ${codes}`,
    /** `countable`: --player-count can change the table (not a sheet's). */
    withPlayersCards: (countable: boolean) =>
      'with 4 players, 26 cards: the piquet deck (7 to A) without the 8s and without the 9 of diamonds and ' +
      `of hearts${countable ? ' (give --player-count 5 or 6 for the full deck)' : ''}`,
    withPlayersThe: (players: number) => `with ${players} players, the 32 piquet cards, 7 8 9 10 J Q K A in each suit`,
  },
  rules: {
    pasDeal: 'pas (everybody passed, the cards are dealt again)',
    byIsMissing: (example: string) => `--by is missing: who held the pot? e.g. ${example}.`,
    isPlayedAlone: (id: string, byCount: number, by: string, by2: string) =>
      `${capital(id)} is played alone by the pot holder, not by ${byCount} players (${by}): name one ` +
      `player, e.g. --by ${by2}.`,
    /** `zonder` said without what: the kijk or the Oud. */
    zonderWhat: 'Zonder what? Write zonder kijk (without the open card) or zonder oud (without the queen of clubs).',
    pasHasNo: 'Pas has no refinements: everybody passed, so nobody bid eerste or zonder.',
    solokaartenOneAgainst: 'Solokaarten (one against all, Liemers)',
    tricksIsImpossible: (v: string, players: number, max: number) =>
      `--tricks ${v} is impossible: with ${players} players each hand has ${max} cards, so a deal has ${max} ` +
      `tricks (give 0 to ${max}).`,
    tricksIsMissing: (by: string, id: string, needed: number) =>
      `--tricks is missing: how many tricks did ${by} take? ${id} needs ${needed}, e.g. --tricks ${needed}.`,
    tricksMustBe: (max: number, text: string) =>
      `--tricks must be the pot holder's tricks as one whole number from 0 to ${max}, not "${text}".`,
    twoBidsGiven: (bids: string) => `Two bids given (${bids}): record only the bid that won the pot.`,
    unexpectedABid: (w: string, REFINEMENT_WORDS: string) =>
      `Unexpected "${w}": a bid is refined only by ${REFINEMENT_WORDS} (as words or as flags --eerste ` +
      `--zonder-kijk --zonder-oud).`,
    unknownBidSolokaarten: (w: string, tip: Text) =>
      `Unknown bid "${w}". Solokaarten bids: solo, slag, doe, pas.${tip.en}`,
    whichBidWon: (example: string) =>
      `Which bid won the pot? e.g. "${example}", or "tafel record pas" when everybody passed.`,
    /** `judged`: judge without a sheet, or judge rank, says it of the rules it judges. */
    zonderOudCannot: (judged: boolean) =>
      `Zonder oud cannot be played ${judged ? 'under these rules: they play' : 'on this sheet: it plays'} without ` +
      `Oud in de lamp (oud-in-lamp=off), so the queen of clubs is dealt and there is no Oud to leave out.`,
  },
  set: {
    oudInLamp:
      'Oud in de lamp: the queen of clubs lies apart for the pot holder; off: it is dealt, and zonder oud is refused',
    bid: (bid: string) => `${bid}: the pot holder gets these points when made, loses them when nat`,
    deals:
      'deals in a game, pas (a redeal) not counted; none = no limit (tafel finish ends the sheet). After the last ' +
      'deal the highest total wins; equal highest totals share the win',
    badDeals: (v: string): string => `deals must be a whole number from 1 to 100 or none, not "${v}"`,
  },
};
