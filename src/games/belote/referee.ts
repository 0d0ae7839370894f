import { codeIn, codes, deckOf, SUIT_NAME, type Card, type Rank, type Suit } from '../../core/cards.js';
import type { Text } from '../../core/errors.js';
import {
  explainTrick,
  highestTrump,
  judgeHand,
  mustFollow,
  mustFollowTrump,
  winnerIndex,
  type CardOrder,
} from '../../core/tricks.js';
import type { Referee } from '../../core/referee.js';
import { say } from './messages.js';

/**
 * Belote's referee (spec belote.md, seed 003, FFB 2016): 32 cards, trump J 9 A 10 K Q 8 7, other
 * suits A 10 K Q J 9 8 7, and the trick obligations in full; ffb lets you play any card, a lower
 * trump too, while your partner holds the trick. Seats 1 + 3 play against 2 + 4, so in a trick
 * your partner is the player two places before you.
 */

// Low to high: the index is the card's strength.
const TRUMP_LOW_HIGH: readonly Rank[] = ['7', '8', 'Q', 'K', '10', 'A', '9', 'J'];
const PLAIN_LOW_HIGH: readonly Rank[] = ['7', '8', '9', 'J', 'Q', 'K', '10', 'A'];

export const BELOTE_ORDER: CardOrder = {
  suitOf: (c) => c.suit,
  power: (c, trump) => (c.suit === trump ? TRUMP_LOW_HIGH : PLAIN_LOW_HIGH).indexOf(c.rank),
  trumpOrder: say((m) => m.referee.beloteTrumpOrder),
  plainOrder: say((m) => m.referee.otherSuitsA),
};

const stronger = (c: Card, than: Card | undefined, trump: Suit): boolean =>
  than === undefined || BELOTE_ORDER.power(c, trump) > BELOTE_ORDER.power(than, trump);

function legalPlays(hand: readonly Card[], trick: readonly Card[], trump: Suit, rules: string) {
  if (trick.length === 0) return judgeHand(hand, () => undefined);
  const led = trick[0].suit;
  const trumps = hand.filter((c) => c.suit === trump);
  const top = highestTrump(trick, trump, BELOTE_ORDER);
  const higher = trumps.filter((c) => stronger(c, top, trump));
  const isLower = (c: Card) => c.suit === trump && higher.length > 0 && !higher.includes(c);

  if (led === trump) {
    if (trumps.length === 0) return judgeHand(hand, () => undefined);
    // On a trump lead you follow with trump and must go above the highest trump if you can.
    const beat = say((m, l) => m.referee.onATrump(codeIn(top!, l), codes(higher, l)));
    return judgeHand(hand, (c): Text | undefined =>
      c.suit !== trump ? mustFollowTrump(trumps) : isLower(c) ? beat : undefined,
    );
  }

  const follow = hand.filter((c) => c.suit === led);
  if (follow.length > 0) return judgeHand(hand, (c) => (c.suit !== led ? mustFollow(led, follow) : undefined));
  if (trumps.length === 0) return judgeHand(hand, () => undefined);

  const winner = winnerIndex(trick, trump, BELOTE_ORDER);
  const me = trick.length;
  const partnerWinning = me >= 2 && winner === me - 2;
  if (partnerWinning) {
    // ffb (FFB 2016 §5.2): with the partner holding the trick any card goes, a lower trump included.
    if (rules === 'ffb') return judgeHand(hand, () => undefined);
    // cardavia (seed 003): free to discard; but a trump, if you choose one, must go above the highest trump when it
    // can.
    const over = say((m, l) => m.referee.yourPartnerIs(codeIn(top ?? trick[0], l), codes(higher, l)));
    return judgeHand(hand, (c) => (isLower(c) ? over : undefined));
  }

  const why = say((m, l) => m.referee.youHaveNo(SUIT_NAME[led], codeIn(trick[winner], l)));
  const mustTrump =
    top === undefined
      ? say((m, l) => m.referee.text(why, codes(trumps, l)))
      : higher.length > 0
        ? say((m, l) => m.referee.aboveSinceYou(why, codeIn(top, l), codes(higher, l)))
        : say((m, l) => m.referee.youCannotBeat(why, codeIn(top, l), codes(trumps, l)));
  const overtrump = say((m, l) => m.referee.youMustOvertrump(codeIn(top ?? trick[0], l), codes(higher, l)));
  return judgeHand(hand, (c) => (c.suit !== trump ? mustTrump : isLower(c) ? overtrump : undefined));
}

export const beloteReferee: Referee = {
  id: 'belote',
  name: say((m) => m.name),
  ruleSets: ['cardavia', 'ffb'],
  defaultRules: 'cardavia',
  players: { min: 4, max: 4, default: 4 },
  deck: () => deckOf(['A', 'K', 'Q', 'J', '10', '9', '8', '7']),
  deckText: () => say((m) => m.referee.cardsJQ),
  handSize: () => 8,
  trump: 'always',
  noRanking: say((m) => m.referee.beloteHasNo),
  trickWinner: (trick, trump) => explainTrick(trick, trump, BELOTE_ORDER),
  legalPlays: (hand, trick, trump, table) => legalPlays(hand, trick, trump!, table.rules),
};
