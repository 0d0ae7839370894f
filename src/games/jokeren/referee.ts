import { deckOf, RANKS } from '../../core/cards.js';
import { UsageError } from '../../core/errors.js';
import type { Referee } from '../../core/referee.js';
import { say } from './messages.js';
import { MAX_HAND, RULE_SETS } from './settings.js';

/**
 * Jokeren's referee (spec/jokeren.md §7): a rummy has no bids to rank and no tricks to win, so `judge
 * rank|trick|play` are usage errors (`noTricks`, checked before any card is read); `judge score` needs
 * no referee. Play itself (drawing, melding, the 40-point opening) is explained by `tafel rules jokeren`.
 */
const none = say((m) => m.noTricks);
const refuse = (): never => {
  throw new UsageError(none);
};

export const jokerenReferee: Referee = {
  id: 'jokeren',
  name: say((m) => m.name),
  ruleSets: [...RULE_SETS],
  defaultRules: 'kbn',
  players: { min: 2, max: 6, default: 4 },
  // Two packs of 52 (the jokers are no card a trick could hold).
  deck: () => [...deckOf(RANKS), ...deckOf(RANKS)],
  deckText: () => say((m) => m.deckText),
  handSize: () => MAX_HAND,
  trump: 'optional',
  noTricks: none,
  noRanking: none,
  trickWinner: refuse,
  legalPlays: refuse,
};
