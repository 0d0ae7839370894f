import { deckOf, RANKS } from '../../core/cards.js';
import type { Referee } from '../../core/referee.js';
import { explainTrick, followSuit, type CardOrder } from '../../core/tricks.js';
import { say } from './messages.js';
import { packLimit, playerRange, RULE_SETS, settingsFor } from './settings.js';

/**
 * Boerenbridge's referee (spec/boerenbridge.md §5): 52 cards, A high … 2 low in every suit; the
 * highest trump wins, else the highest card of the suit led. Follow suit when you can; when you
 * cannot, any card: trumping is allowed, never required, and nobody must overtrump [CS; KSU; WIKI].
 */

const ORDER: CardOrder = {
  suitOf: (c) => c.suit,
  power: (c) => RANKS.length - RANKS.indexOf(c.rank),
  trumpOrder: say((m) => m.refereeOrder),
  plainOrder: say((m) => m.refereeOrder),
};

export const boerenbridgeReferee: Referee = {
  id: 'boerenbridge',
  name: say((m) => m.name),
  ruleSets: [...RULE_SETS],
  defaultRules: 'wk',
  // Five is the WK's table; --players sets another size.
  players: { ...playerRange('wk'), default: 5 },
  deck: () => deckOf(RANKS),
  deckText: () => say((m) => m.refereeDeck),
  // The largest deal: as many cards as the pack gives everybody.
  handSize: (players) => packLimit('wk', players),
  trump: 'optional',
  // spec §8: a usage error (exit 2), as Klaverjassen: a prediction is not a bid that outranks another.
  noBids: say((m) => m.refereeNoRanking),
  // Only how trump is chosen bears on a trick or a play; the point values do not (there is no rank to judge).
  options: (rules) => settingsFor(rules).filter((s) => s.key === 'trump'),
  fixedTrump: (options, rules) =>
    options.trump === 'spades' ? { suit: 'S', other: say((m) => m.spadesOnly(rules, true)) } : undefined,
  trickWinner: (trick, trump) => explainTrick(trick, trump, ORDER),
  legalPlays: (hand, trick) => followSuit(hand, trick),
};
