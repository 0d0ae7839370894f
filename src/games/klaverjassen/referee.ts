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
import type { Referee, Table } from '../../core/referee.js';
import { notASetting, RULE_SETS, settingsFor } from './settings.js';
import { say, type Messages } from './messages.js';
import type { Lang } from '../../core/game.js';

/**
 * Klaverjassen's referee (spec/klaverjassen.md "Cards", "Roem", "Trick obligations"): 32 cards,
 * trump J 9 A 10 K Q 8 7, other suits A 10 K Q J 9 8 7. Your partner played two places before you.
 * The rule sets differ only when you cannot follow a plain suit: Rotterdams always obliges you to
 * trump (over your partner too, undertrumping if that is all you can), Amsterdams frees you when your
 * partner holds the trick and never lets you undertrump unless your hand holds nothing else.
 */

// Low to high: the index is the card's strength.
const TRUMP_LOW_HIGH: readonly Rank[] = ['7', '8', 'Q', 'K', '10', 'A', '9', 'J'];
const PLAIN_LOW_HIGH: readonly Rank[] = ['7', '8', '9', 'J', 'Q', 'K', '10', 'A'];
/** Sequences for roem use the natural order in every suit, trump included [PAGAT; HOL]. */
const NATURAL: readonly Rank[] = ['7', '8', '9', '10', 'J', 'Q', 'K', 'A'];

const KLAVERJAS_ORDER: CardOrder = {
  suitOf: (c) => c.suit,
  power: (c, trump) => (c.suit === trump ? TRUMP_LOW_HIGH : PLAIN_LOW_HIGH).indexOf(c.rank),
  trumpOrder: say((m) => m.referee.klaverjasTrumpOrder),
  plainOrder: say((m) => m.referee.otherSuitsA),
};

export interface TrickRoem {
  roem: number;
  /** Stable names for the JSON answer: "run of 3", "run of 4", "stuk", "four of a kind", "four jacks". */
  names: string[];
  parts: Text[];
}

/** The ranks whose four of a kind is worth nothing with low-four=0 (spec "Roem": BGA, PAGAT, SAM, PITSLAG). */
export const LOW_FOUR: readonly Rank[] = ['7', '8', '9'];

/**
 * The roem lying in one trick (of one not yet complete, in its cards so far): four of a kind (100, four jacks
 * `fourJacks`, four 7s, 8s or 9s `lowFour`), else the
 * longest sequence of one suit (3 cards 20, 4 cards 50) plus 20 when the trump king and queen lie
 * together (the stuk). Four cards hold at most one of these, so the values are 0, 20, 40, 50, 70,
 * 100 and 200.
 */
export function trickRoem(trick: readonly Card[], trump: Suit, fourJacks: number, lowFour = 100): TrickRoem {
  if (trick.length === 4 && trick.every((c) => c.rank === trick[0].rank)) {
    // Four cards of one rank lie in four suits, so they hold no sequence and no stuk either.
    if (lowFour === 0 && LOW_FOUR.includes(trick[0].rank)) return { roem: 0, names: [], parts: [] };
    const jacks = trick[0].rank === 'J';
    return {
      roem: jacks ? fourJacks : 100,
      names: [jacks ? 'four jacks' : 'four of a kind'],
      parts: [jacks ? say((m) => m.referee.fourJacks) : say((m) => m.referee.fourOfA)],
    };
  }
  let run = 1;
  for (const suit of new Set(trick.map((c) => c.suit))) {
    const at = trick
      .filter((c) => c.suit === suit)
      .map((c) => NATURAL.indexOf(c.rank))
      .sort((a, b) => a - b);
    let here = 1;
    for (let i = 1; i < at.length; i++) {
      here = at[i] === at[i - 1] + 1 ? here + 1 : 1;
      run = Math.max(run, here);
    }
  }
  const parts: Text[] = [];
  const names: string[] = [];
  let roem = 0;
  if (run >= 4) {
    roem += 50;
    names.push('run of 4');
    parts.push(say((m) => m.referee.aRunOf));
  } else if (run === 3) {
    roem += 20;
    names.push('run of 3');
    parts.push(say((m) => m.referee.aRunOf2));
  }
  if (trick.some((c) => c.suit === trump && c.rank === 'K') && trick.some((c) => c.suit === trump && c.rank === 'Q')) {
    roem += 20;
    names.push('stuk');
    parts.push(say((m) => m.referee.stukTrumpKing));
  }
  return { roem, names, parts };
}

function trickWinner(trick: readonly Card[], trump: Suit, table?: Table) {
  const answer = explainTrick(trick, trump, KLAVERJAS_ORDER);
  const fourJacks = Number(table?.options?.['four-jacks'] ?? (table?.rules === 'rotterdams' ? 100 : 200));
  const lowFour = Number(table?.options?.['low-four'] ?? 100);
  const r = trickRoem(trick, trump, fourJacks, lowFour);
  const list = (m: Messages, l: Lang) => r.parts.map((p) => p[l]).join(m.referee.and);
  // Say why four of a kind gives nothing, so nobody thinks the referee missed it.
  const low = lowFour === 0 && LOW_FOUR.includes(trick[0].rank) && trick.every((c) => c.rank === trick[0].rank);
  // A trick not yet complete: the roem of its cards so far, which the cards still to come may add to.
  const more =
    trick.length < 4
      ? say((m, l) => m.referee.roemSoFar(r.roem, list(m, l)))
      : r.roem === 0
        ? low
          ? say((m) => m.referee.noRoemIn(m.referee.lowFour[trick[0].rank] ?? trick[0].rank))
          : say((m) => m.referee.noRoemIn2)
        : say((m, l) => m.referee.roemForThe(r.roem, list(m, l)));
  return { ...answer, extra: { roem: r.roem, roemParts: r.names }, more };
}

const stronger = (c: Card, than: Card | undefined, trump: Suit): boolean =>
  than === undefined || KLAVERJAS_ORDER.power(c, trump) > KLAVERJAS_ORDER.power(than, trump);

function legalPlays(hand: readonly Card[], trick: readonly Card[], trump: Suit, table: Table) {
  if (trick.length === 0) return judgeHand(hand, () => undefined);
  const rotterdams = table.rules === 'rotterdams';
  const led = trick[0].suit;
  const trumps = hand.filter((c) => c.suit === trump);
  const top = highestTrump(trick, trump, KLAVERJAS_ORDER);
  const higher = trumps.filter((c) => stronger(c, top, trump));
  const lower = trumps.filter((c) => !higher.includes(c));
  const above = (l: Lang) => (top === undefined ? '' : ` ${codeIn(top, l)}`);

  const winner = winnerIndex(trick, trump, KLAVERJAS_ORDER);
  const me = trick.length;
  const partnerWinning = me >= 2 && winner === me - 2;

  if (led === trump) {
    if (trumps.length === 0) return judgeHand(hand, () => undefined);
    // On a trump lead you follow with trump and go over the highest one when you can, even over your partner.
    const beat = say((m, l) => m.referee.trumpWasLed(above(l), partnerWinning, codes(higher, l)));
    return judgeHand(hand, (c): Text | undefined =>
      c.suit !== trump ? mustFollowTrump(trumps) : higher.length > 0 && !higher.includes(c) ? beat : undefined,
    );
  }

  const follow = hand.filter((c) => c.suit === led);
  if (follow.length > 0) return judgeHand(hand, (c) => (c.suit !== led ? mustFollow(led, follow) : undefined));
  if (trumps.length === 0) return judgeHand(hand, () => undefined);

  const none = say((m) => m.referee.youHaveNo(SUIT_NAME[led]));

  if (rotterdams) {
    // Rotterdams: you must trump when you cannot follow, over your partner's trick too; higher if you can.
    const mustTrump = say((m, l) =>
      m.referee.andInRotterdams(none, partnerWinning, codes(higher.length > 0 ? higher : trumps, l)),
    );
    const over = say((m, l) => m.referee.youMustOvertrump(above(l), codes(higher, l)));
    return judgeHand(hand, (c) =>
      c.suit !== trump ? mustTrump : higher.length > 0 && !higher.includes(c) ? over : undefined,
    );
  }

  // Amsterdams: a lower trump only when the hand holds nothing else (PAGAT rules 1-2; SAM 7, 8, 10).
  const onlyLower = hand.every((c) => c.suit === trump && !higher.includes(c));
  const noUnder = say((m, l) => m.referee.inAmsterdamsYou(above(l), higher.length, codes(higher, l)));
  const isLowerTrump = (c: Card) => c.suit === trump && !higher.includes(c);
  if (partnerWinning) {
    // Free: your partner holds the trick. Only undertrumping is out.
    return judgeHand(hand, (c) => (isLowerTrump(c) && !onlyLower ? noUnder : undefined));
  }
  if (higher.length > 0) {
    const must = say((m, l) =>
      m.referee.andAnOpponent(none, codeIn(trick[winner], l), top !== undefined, codes(higher, l)),
    );
    return judgeHand(hand, (c) => (higher.includes(c) ? undefined : must));
  }
  // An opponent wins with a trump you cannot beat.
  if (table.options?.undertrump === 'must') {
    const under = say((m, l) => m.referee.andAnOpponent2(none, above(l), codes(lower, l)));
    return judgeHand(hand, (c) => (c.suit === trump ? undefined : under));
  }
  return judgeHand(hand, (c) => (isLowerTrump(c) && !onlyLower ? noUnder : undefined));
}

export const klaverjassenReferee: Referee = {
  id: 'klaverjassen',
  name: say((m) => m.name),
  ruleSets: [...RULE_SETS],
  defaultRules: 'amsterdams',
  players: { min: 4, max: 4, default: 4 },
  deck: () => deckOf(['A', 'K', 'Q', 'J', '10', '9', '8', '7']),
  deckText: () => say((m) => m.referee.cardsJQ),
  handSize: () => 8,
  trump: 'always',
  // No bids to rank: a player simply says "ik speel" or "ik pas" (spec "Who plays"); a usage error, not a refusal.
  noRanking: say((m) => m.referee.klaverjassenHasNo),
  // Only the options each question reads: a trick's roem, the duty to undertrump in play; the scoring options are
  // refused by --set here as unknown.
  options: (rules, question) =>
    settingsFor(rules).filter((s) =>
      (question === 'trick' ? ['four-jacks', 'low-four'] : ['undertrump']).includes(s.key),
    ),
  notASetting,
  trickWinner: (trick, trump, table) => trickWinner(trick, trump!, table),
  legalPlays: (hand, trick, trump, table) => legalPlays(hand, trick, trump!, table),
};
