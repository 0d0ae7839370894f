import { deckOf, type Rank } from '../../core/cards.js';
import type { Referee } from '../../core/referee.js';
import { explainTrick, followSuit, type CardOrder } from '../../core/tricks.js';
import { say } from './messages.js';
import { HAND, PLAYERS, RULE_SETS } from './settings.js';

/**
 * Toepen's referee (spec/toepen.md §6): a piquet pack of 32, in every suit 10 9 8 7 A K Q J, no trump;
 * the highest card of the suit led wins the trick; follow suit when you can, else play any card
 * [SPB; GZ; KSO]. There are no bids: a toep only raises the stake.
 */

const ORDER_HIGH_FIRST: readonly Rank[] = ['10', '9', '8', '7', 'A', 'K', 'Q', 'J'];
const PIPS: readonly Rank[] = ['10', '9', '8', '7'];

const ORDER: CardOrder = {
  suitOf: (c) => c.suit,
  power: (c) => ORDER_HIGH_FIRST.length - ORDER_HIGH_FIRST.indexOf(c.rank),
  trumpOrder: say((m) => m.order),
  plainOrder: say((m) => m.order),
};

export const toepenReferee: Referee = {
  id: 'toepen',
  name: say((m) => m.name),
  ruleSets: [...RULE_SETS],
  defaultRules: 'standaard',
  players: { ...PLAYERS, default: 4 },
  deck: () => deckOf(ORDER_HIGH_FIRST),
  deckText: () => say((m) => m.deckText),
  handSize: () => HAND,
  trump: 'never',
  noTrump: say((m) => m.noTrump),
  noBids: say((m) => m.noBids),
  trickWinner(trick, trump) {
    const answer = explainTrick(trick, trump, ORDER);
    const won = trick[answer.winner];
    // A 7 taking an ace surprises every newcomer: say why once the trick shows it.
    const beaten = trick.some((c) => c.suit === won.suit && !PIPS.includes(c.rank));
    return PIPS.includes(won.rank) && beaten ? { ...answer, more: say((m) => m.pipsBeatFaces) } : answer;
  },
  legalPlays: (hand, trick) => followSuit(hand, trick),
};
