import type { Text } from '../../i18n/lang.js';

/** Belote's own texts (English); messages.nl.ts has the same keys. */
export const en = {
  /** The words of the point tables of `tafel rules belote` (tables.ts). */
  tables: {
    card: 'card',
    trump: 'in trump',
    other: 'other suits',
    names: ['jack', '9', 'ace', '10', 'king', 'queen', '8', '7'],
    valuesCaption: 'Card points: 152 in the cards, plus 10 for the last trick = 162; capot 252.',
    outcome: 'outcome',
    takers: 'takers score',
    defenders: 'defenders score',
    made: (strict: boolean): string => (strict ? 'made: more than the defenders' : 'made: at least the defenders'),
    own: 'their own total',
    litige: 'litige: equal totals',
    held: 'held for the next deal',
    failed: 'failed',
    zero: '0',
    ownBelote: 'their own belote only',
    all: (ffb: boolean): string => (ffb ? '162 (252 capot) + own belote' : '162 (252 capot) + every belote'),
    target: (t: string): string =>
      t === 'none' ? 'no target: the deals simply add up' : `the game ends when a team reaches ${t}`,
    rounding: (r: string): string =>
      r === 'nearest10' ? 'deal scores rounded to the nearest 10' : 'deal scores as counted',
    litigeBelote: (v: string): string =>
      v === 'kept'
        ? "in a litige the takers' belote is scored at once"
        : "in a litige the takers' belote is held with their card points",
    litigeRounding: (v: string): string =>
      v === 'sum' ? 'held points rounded with the deal score that wins them' : 'held points rounded when held',
    caption: (parts: string[]): string =>
      `A team's total = its card points + 20 for belote. In force: ${parts.join('; ')}.`,
  },
  name: 'Belote',
  /** The word `tafel stats` writes for a contract id; English reads the id itself. */
  contractWords: {} as Readonly<Record<string, string>>,
  /** The record flags of head.ts: each one's help line and its name in table mode's refusals. */
  flags: {
    taker: { help: 'the player who took (chose trump); his team are the takers', word: 'the taker' },
    points: { help: "the takers' card points 0..162 incl. the last trick", word: 'the card points' },
    belote: { help: 'who announced belote/rebelote (trump K and Q)', word: 'the belote' },
    capot: { help: 'takers or defenders took all 8 tricks', word: 'the capot' },
  },
  flow: {
    points: (team: string): string => `Card points of ${team}, last trick included? (0..162)`,
    take: (player: string, partner: string): string => `${player} + ${partner} take`,
    pas: 'everybody passed twice: the deal is void',
    against: 'against',
    contract: (dealer: string, teams: string): string => `Deal by ${dealer} (${teams}): who took?`,
    defenders: 'the defenders',
    capot: (team: string): string => `Did ${team} take all 8 tricks (capot)?`,
    belote: 'Who announced belote (trump king and queen)?',
    nobody: 'nobody',
    /** A line with two card point counts (`ann 92 80`): the counts, then the line with each alone. */
    twoCounts: (a: string, b: string, withA: string, withB: string) =>
      `Two numbers for the card points, ${a} and ${b}: type the takers' count once, "${withA}" or "${withB}".`,
  },
  sheet: {
    took: 'took',
    capotT: 'capot',
    capotD: 'capot by the defenders',
    made: 'made',
    failed: 'failed',
    litige: 'litige',
    held: 'held',
    pas: 'pass: void deal, the next player deals',
  },
  game: {
    summary: "Two teams of two: the takers need at least the defenders' total (ffb: more).",
    belote: 'Belote',
    frenchFederationRules:
      "French federation rules: made only with more points; a tie is a litige (the takers' total waits for " +
      'the next deal); game to 1000',
    held: 'held',
    singleDealRules: 'single-deal rules (cardavia): a tie is made; a failed contract gives the defenders everything',
  },
  referee: {
    aboveSinceYou: (why: Text, code: string, codes: string) => `${why.en}, above ${code} since you can: ${codes}`,
    beloteHasNo:
      "Belote has no ranking of bids: in the first round a player takes the turned card's suit or passes, in the " +
      'second round he may name another suit, and the first to take plays.',
    beloteTrumpOrder: 'Belote trump order J 9 A 10 K Q 8 7',
    cardsJQ: '32 cards, 7 8 9 10 J Q K A in each suit',
    onATrump: (code: string, codes: string) =>
      `on a trump lead you must beat the highest trump in the trick, ${code}, when you can, and you can ` +
      `with ${codes}`,
    otherSuitsA: 'side suits A 10 K Q J 9 8 7',
    text: (why: Text, codes: string) => `${why.en}: ${codes}`,
    youCannotBeat: (why: Text, code: string, codes: string) =>
      `${why.en}; you cannot beat ${code}, so you must still play a lower trump: ${codes}`,
    youHaveNo: (suit: Text, winning: string) =>
      `you have no ${suit.en} and an opponent is winning the trick (${winning}), so you must trump`,
    youMustOvertrump: (code: string, codes: string) =>
      `you must overtrump ${code} when you can, and you can with ${codes}`,
    yourPartnerIs: (code: string, codes: string) =>
      `your partner is winning, so you may discard, but if you trump you must overtrump ` +
      `${code} when you can, and you can with ${codes}`,
  },
  rules: {
    pasDeal: 'pas (everybody passed twice: the deal is void)',
    aDeal: 'a Belote deal',
    /**
     * A word where Belote takes none but `pas` (`sans-atout`, `take` may be typed): who took and the card points; `a`,
     * one of the sheet's players.
     */
    /** Record given words: what it records, said before "with flags, not words" and a whole deal (core noWords). */
    noWords: "Belote records who took, the takers' card points and the belote",
    /** `capot` or `belote` typed as a word beside the deal's flags: `flag`, the flag that says it. */
    wordIsFlag: (w: string, flag: string) => `"${w}" is said with its flag: ${flag}.`,
    /** A word beside a deal's flags (a stored deal's contract edited by hand: `coinche`): Belote has no such word. */
    storedContract: (w: string, example: string) =>
      `A Belote deal has no contract word ("${w}"): give who took and the takers' card points in flags, e.g. tafel ` +
      `record ${example}, or pas.`,
    teams: 'teams',
    aCapotBy: (CARD_POINTS: number, points: number) =>
      `A capot by the takers means they have all ${CARD_POINTS} points, not ${points}: give --points ` +
      `${CARD_POINTS} or drop --capot.`,
    aCapotBy2: (points: number) =>
      `A capot by the defenders leaves the takers 0 points, not ${points}: give --points 0 or drop --capot.`,
    capotMustBe: (capotWord: string) =>
      `--capot must be "takers" or "defenders" (the team that took all 8 tricks), not "${capotWord}".`,
    needsAValue: (name: string, example: string) => `--${name} needs a value, e.g. ${example}.`,
    pointsIsImpossible: (points: number, why: string) =>
      `--points ${points} is impossible: ${why}. Count the tricks again.`,
    noCardsWorthOne: 'no set of cards is worth exactly 1 point',
    leavesOne: 'that leaves the defenders exactly 1 point, and no set of cards is worth that',
  },
  set: {
    rounding: "each team's deal score: as counted, or to the nearest ten (5 rounds up)",
    target: 'points that end the game: the higher total then wins; equal totals play on',
    litigeBelote:
      "in a litige the takers' belote waits with their card points for the next deal's winner (held, FFB " +
      '2016), or is scored to them at once (kept)',
    litigeRounding:
      "with rounding=nearest10: a litige's points are rounded when held (held: 81 -> 80, and a next deal of " +
      '104 scores 100 + 80 = 180) or added as counted to the deal score that wins them, rounded together ' +
      '(sum: 104 + 81 = 185 -> 190)',
    deals: (ffb: boolean): string =>
      'deals in a game, pas not counted (a concours partie is 12); none = no limit. With a target, whichever ' +
      'comes first ends the game; equal totals after the last deal are a draw' +
      (ffb ? '; litige points still held after the last deal are dropped' : ''),
  },
};
