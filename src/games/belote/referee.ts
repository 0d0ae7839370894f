import { code, codes, deckOf, SUIT_NAME, type Card, type Rank, type Suit } from '../../core/cards.js';
import { tx, type Text } from '../../core/errors.js';
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
  trumpOrder: tx('Belote trump order J 9 A 10 K Q 8 7', 'troefvolgorde in Belote J 9 A 10 K Q 8 7'),
  plainOrder: tx('other suits A 10 K Q J 9 8 7', 'andere kleuren A 10 K Q J 9 8 7'),
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
    const beat = tx(
      `on a trump lead you must beat the highest trump in the trick, ${code(top!)}, when you can, and you can with ${codes(higher)}`,
      `op een troefuitkomst moet je de hoogste troef in de slag, ${code(top!)}, overtroeven als je kunt, en dat kan met ${codes(higher)}`,
    );
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
    // cardavia (seed 003): free to discard; but a trump, if you choose one, must go above the highest trump when it can.
    const over = tx(
      `your partner is winning, so you may discard, but if you trump you must overtrump ${code(top ?? trick[0])} when you can, and you can with ${codes(higher)}`,
      `je partner wint de slag, dus je mag bijleggen, maar als je troeft moet je ${code(top ?? trick[0])} overtroeven als je kunt, en dat kan met ${codes(higher)}`,
    );
    return judgeHand(hand, (c) => (isLower(c) ? over : undefined));
  }

  const winning = code(trick[winner]);
  const why = tx(
    `you have no ${SUIT_NAME[led].en} and an opponent is winning the trick (${winning}), so you must trump`,
    `je hebt geen ${SUIT_NAME[led].nl} en een tegenstander wint de slag (${winning}), dus moet je troeven`,
  );
  const mustTrump =
    top === undefined
      ? tx(`${why.en}: ${codes(trumps)}`, `${why.nl}: ${codes(trumps)}`)
      : higher.length > 0
        ? tx(
            `${why.en}, above ${code(top)} since you can: ${codes(higher)}`,
            `${why.nl}, boven ${code(top)} omdat je kunt: ${codes(higher)}`,
          )
        : tx(
            `${why.en}; you cannot beat ${code(top)}, so you must still play a lower trump: ${codes(trumps)}`,
            `${why.nl}; boven ${code(top)} kun je niet, dus moet je toch een lagere troef spelen: ${codes(trumps)}`,
          );
  const overtrump = tx(
    `you must overtrump ${code(top ?? trick[0])} when you can, and you can with ${codes(higher)}`,
    `je moet ${code(top ?? trick[0])} overtroeven als je kunt, en dat kan met ${codes(higher)}`,
  );
  return judgeHand(hand, (c) => (c.suit !== trump ? mustTrump : isLower(c) ? overtrump : undefined));
}

export const beloteReferee: Referee = {
  id: 'belote',
  ruleSets: ['cardavia', 'ffb'],
  defaultRules: 'cardavia',
  players: { min: 4, max: 4, default: 4 },
  deck: () => deckOf(['A', 'K', 'Q', 'J', '10', '9', '8', '7']),
  deckText: () => tx('32 cards, 7 8 9 10 J Q K A in each suit', '32 kaarten, 7 8 9 10 J Q K A in elke kleur'),
  handSize: () => 8,
  trump: 'always',
  noRanking: tx(
    "Belote has no ranking of bids: in the first round a player takes the turned card's suit or passes, in the second round he may name another suit, and the first to take plays.",
    'Belote kent geen rangorde van biedingen: in de eerste ronde neemt een speler de kleur van de opengedraaide kaart of past hij, in de tweede ronde mag hij een andere kleur noemen, en wie eerst neemt, speelt.',
  ),
  trickWinner: (trick, trump) => explainTrick(trick, trump, BELOTE_ORDER),
  legalPlays: (hand, trick, trump, table) => legalPlays(hand, trick, trump!, table.rules),
};
