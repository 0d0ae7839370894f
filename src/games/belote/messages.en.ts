import type { Text } from '../../i18n/lang.js';

/** Belote's own texts (English); messages.nl.ts has the same keys. */
export const en = {
  name: 'Belote',
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
  },
  game: {
    summary: 'Two teams of two: the takers must make more card points than the defenders.',
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
    otherSuitsA: 'other suits A 10 K Q J 9 8 7',
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
    aCapotBy: (CARD_POINTS: number, points: number) =>
      `A capot by the takers means they have all ${CARD_POINTS} points, not ${points}: give --points ` +
      `${CARD_POINTS} or drop --capot.`,
    aCapotBy2: (points: number) =>
      `A capot by the defenders leaves the takers 0 points, not ${points}: give --points 0 or drop --capot.`,
    capotMustBe: (capotWord: string) =>
      `--capot must be "takers" or "defenders" (the team that took all 8 tricks), not "${capotWord}".`,
    needsAValue: (name: string, example: string) => `--${name} needs a value, e.g. ${example}.`,
    pointsIsImpossible: (points: number, why: string, _whyNl: string) =>
      `--points ${points} is impossible: ${why}. Count the tricks again.`,
  },
  set: {
    deals: (ffb: boolean): string =>
      'deals in a game, pas not counted (a concours partie is 12); none = no limit. With a target, whichever ' +
      'comes first ends the game; equal totals after the last deal are a draw' +
      (ffb ? '; litige points still held after the last deal are dropped' : ''),
  },
};
