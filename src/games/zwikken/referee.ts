import { codeIn, codes, deckOf, type Card, type Rank, type Suit } from '../../core/cards.js';
import type { Text } from '../../core/errors.js';
import { explainTrick, followFirst, highestTrump, judgeHand, mustTrump, type CardOrder } from '../../core/tricks.js';
import type { Referee } from '../../core/referee.js';
import { say } from './messages.js';

/**
 * Zwikken's referee (spec zwikken.md, seed 004): 20 cards (10 J Q K A), follow suit, else you must
 * trump, and you may not undertrump unless you cannot do otherwise.
 */

const LOW_HIGH: readonly Rank[] = ['10', 'J', 'Q', 'K', 'A'];

export const ZWIK_ORDER: CardOrder = {
  suitOf: (c) => c.suit,
  power: (c) => LOW_HIGH.indexOf(c.rank),
  trumpOrder: say((m) => m.referee.aKQ),
  plainOrder: say((m) => m.referee.aKQ),
};

function legalPlays(hand: readonly Card[], trick: readonly Card[], trump: Suit) {
  const followed = followFirst(hand, trick, trump);
  if (followed) return followed;
  const led = trick[0].suit;
  const trumps = hand.filter((c) => c.suit === trump);
  if (trumps.length === 0) return judgeHand(hand, () => undefined);
  const top = highestTrump(trick, trump, ZWIK_ORDER);
  const higher =
    top === undefined ? trumps : trumps.filter((c) => ZWIK_ORDER.power(c, trump) > ZWIK_ORDER.power(top, trump));
  // A trump in the trick you cannot beat: "ondertroeven mag niet, tenzij het niet anders kan" (seed 004), as the
  // Dutch tables read it (Manillen, Klaverjassen): another card goes instead; only a hand of lower trumps undertrumps.
  if (top !== undefined && higher.length === 0) {
    if (trumps.length === hand.length) return judgeHand(hand, () => undefined);
    const noUnder = say((m, l) => m.referee.noUndertrump(codeIn(top, l)));
    return judgeHand(hand, (c) => (c.suit === trump ? noUnder : undefined));
  }
  const under =
    top === undefined ? undefined : say((m, l) => m.referee.undertrumpingIsNot(codeIn(top, l), codes(higher, l)));
  return judgeHand(hand, (c): Text | undefined => {
    if (c.suit !== trump) return mustTrump(led, higher);
    if (!higher.includes(c)) return under;
    return undefined;
  });
}

export const zwikkenReferee: Referee = {
  id: 'zwikken',
  name: say((m) => m.name),
  ruleSets: ['standard'],
  defaultRules: 'standard',
  players: { min: 2, max: 6, default: 4 },
  deck: () => deckOf(['A', 'K', 'Q', 'J', '10']),
  deckText: () => say((m) => m.referee.cardsJQ),
  handSize: () => 3,
  trump: 'always',
  noRanking: say((m) => m.referee.zwikkenHasNo),
  trickWinner: (trick, trump) => explainTrick(trick, trump, ZWIK_ORDER),
  legalPlays: (hand, trick, trump) => legalPlays(hand, trick, trump!),
};
