import { codeIn, codes, deckOf, type Card, type Rank, type Suit } from '../../core/cards.js';
import type { Text } from '../../core/errors.js';
import type { Referee, Table } from '../../core/referee.js';
import { explainTrick, followFirst, highestTrump, judgeHand, winnerIndex, type CardOrder } from '../../core/tricks.js';
import { say } from './messages.js';
import { RULE_SETS, trumpDuty } from './settings.js';

/**
 * Manillen's referee (spec/manillen.md §6): 32 cards, 10 (the manille) > A > K > Q > J > 9 > 8 > 7 in every suit,
 * trump included. Follow suit, with no duty to go higher; a player who cannot follow must trump ("kopen") and over
 * a trump in the trick must overtrump when he can [VLS]; he may undertrump only when he holds nothing else. With his
 * partner holding the trick he may play any card (a decision, as Belote's partner branch). Seats 1 + 3 play against
 * 2 + 4, so in a trick your partner is the player two places before you.
 */

// Low to high: the index is the card's strength, the same in every suit.
const LOW_HIGH: readonly Rank[] = ['7', '8', '9', 'J', 'Q', 'K', 'A', '10'];

export const MANILLEN_ORDER: CardOrder = {
  suitOf: (c) => c.suit,
  power: (c) => LOW_HIGH.indexOf(c.rank),
  trumpOrder: say((m) => m.referee.order),
  plainOrder: say((m) => m.referee.order),
};

const suit = (s: Suit): Text => say((m) => m.referee.suitName(s));

function legalPlays(hand: readonly Card[], trick: readonly Card[], trump: Suit | null, table: Table) {
  const followed = followFirst(hand, trick, trump);
  if (followed) return followed;
  const any = () => judgeHand(hand, () => undefined);
  const led = trick[0].suit;
  const trumps = hand.filter((c) => c.suit === trump);
  // Void in the suit led: free without trump, without the duty (CGW), without a trump in hand.
  if (trump === null || trumps.length === 0 || (table.options?.['trump-duty'] ?? 'on') === 'off') return any();
  const me = trick.length;
  if (me >= 2 && winnerIndex(trick, trump, MANILLEN_ORDER) === me - 2) return any();
  const top = highestTrump(trick, trump, MANILLEN_ORDER);
  if (top === undefined) {
    const why = say((m, l) => m.referee.mustTrump(suit(led)[m.lang], codes(trumps, l)));
    return judgeHand(hand, (c) => (c.suit !== trump ? why : undefined));
  }
  const higher = trumps.filter((c) => MANILLEN_ORDER.power(c, trump) > MANILLEN_ORDER.power(top, trump));
  if (higher.length > 0) {
    const over = say((m, l) => m.referee.overtrump(suit(led)[m.lang], codeIn(top, l), codes(higher, l)));
    const under = say((m, l) => m.referee.undertrump(codes(higher, l)));
    return judgeHand(hand, (c) => (c.suit !== trump ? over : higher.includes(c) ? undefined : under));
  }
  // Only lower trumps: no undertrumping while another card can go instead [VLS].
  if (trumps.length === hand.length) return any();
  const under = say((m, l) => m.referee.noUndertrump(codeIn(top, l)));
  return judgeHand(hand, (c) => (c.suit === trump ? under : undefined));
}

export const manillenReferee: Referee = {
  id: 'manillen',
  name: say((m) => m.name),
  ruleSets: [...RULE_SETS],
  defaultRules: 'standaard',
  players: { min: 4, max: 4, default: 4 },
  deck: () => deckOf(['A', 'K', 'Q', 'J', '10', '9', '8', '7']),
  deckText: () => say((m) => m.referee.cards),
  handSize: () => 8,
  trump: 'optional',
  // No bids to rank: the dealer names trump and nobody bids against him (spec §6); a usage error, not a refusal.
  noRanking: say((m) => m.referee.noRanking),
  // The duty to trump is what may be played; no house rule changes who wins a trick.
  options: (_rules, question) => (question === 'play' ? [trumpDuty] : []),
  trickWinner: (trick, trump) => explainTrick(trick, trump, MANILLEN_ORDER),
  legalPlays,
};
