import { codeIn, codes, deckOf, type Card, type Rank, type Suit } from '../../core/cards.js';
import { RuleViolation, type Text } from '../../core/errors.js';
import {
  explainTrick,
  highestTrump,
  judgeHand,
  mustFollow,
  mustFollowTrump,
  type CardOrder,
} from '../../core/tricks.js';
import type { RankAnswer, Referee, Table } from '../../core/referee.js';
import { checkZonderOud, OUD_IN_LAMP } from './settings.js';
import { say } from './messages.js';
import { bidWords } from './words.js';

/**
 * Solokaarten's referee (spec solokaarten.md, seed 002): the piquet deck (fewer cards with four
 * players), the Oud, Spits and Bats above every other trump, the bid ranking, and the play rules
 * (no trump on the opening lead unless you hold the pot; no undertrumping unless you cannot do otherwise).
 */

const isOud = (c: Card) => c.rank === 'Q' && c.suit === 'C';
const isBats = (c: Card) => c.rank === 'Q' && c.suit === 'S';

const TRUMP_LOW_HIGH: readonly Rank[] = ['8', '9', '10', 'J', 'Q', 'K', 'A'];
const PLAIN_LOW_HIGH: readonly Rank[] = ['7', '8', '9', '10', 'J', 'Q', 'K', 'A'];

// The Oud and the Bats are trumps whatever the trump suit, so they never follow clubs or spades.
const suitOf = (c: Card, trump: Suit | null): Suit =>
  trump !== null && (c.suit === trump || isOud(c) || isBats(c)) ? trump : c.suit;

export const SOLO_ORDER: CardOrder = {
  suitOf,
  power(c, trump) {
    if (trump !== null && suitOf(c, trump) === trump) {
      if (isOud(c)) return 30;
      if (c.rank === '7') return 29; // the Spits: only the trump 7 reaches here
      if (isBats(c)) return 28;
      return TRUMP_LOW_HIGH.indexOf(c.rank);
    }
    return PLAIN_LOW_HIGH.indexOf(c.rank);
  },
  special(c, trump) {
    if (isOud(c)) return say((m) => m.referee.theOud);
    if (isBats(c)) return say((m) => m.referee.theBats);
    if (c.rank === '7' && c.suit === trump) return say((m) => m.referee.theSpits);
    return undefined;
  },
  trumpOrder: say((m) => m.referee.solokaartenTrumpsOud),
  plainOrder: say((m) => m.referee.otherSuitsA),
};

const trumpOf = (c: Card, trump: Suit) => SOLO_ORDER.suitOf(c, trump) === trump;

/**
 * With Oud in de lamp (the default) the queen of clubs lies apart for the pot holder's play (spec
 * "Deck"): nobody else can hold it, and once the pot holder is the one to move it cannot lie in the
 * trick already. Such a position is refused, not judged.
 */
function checkOud(hand: readonly Card[], trick: readonly Card[], table: Table): void {
  if (table.options?.['oud-in-lamp'] === 'off') return;
  const fix = say((m) => m.referee.orSetOud);
  if (!table.potHolder && hand.some(isOud)) {
    throw new RuleViolation(say((m) => m.referee.qcTheOud(fix)));
  }
  if (table.potHolder && trick.some(isOud)) {
    throw new RuleViolation(say((m) => m.referee.qcTheOud2(fix)));
  }
}

function legalPlays(hand: readonly Card[], trick: readonly Card[], trump: Suit, potHolder: boolean, trickNo: number) {
  const trumps = hand.filter((c) => trumpOf(c, trump));
  if (trick.length === 0) {
    // Seed 002: the opening lead may be any suit but trump, unless the leader holds the pot
    // himself; whoever wins a trick leads the next one freely.
    if (trickNo > 1 || potHolder || trumps.length === hand.length) return judgeHand(hand, () => undefined);
    const plain = hand.filter((c) => !trumpOf(c, trump));
    return judgeHand(hand, (c): Text | undefined => {
      if (!trumpOf(c, trump)) return undefined;
      const also = c.suit !== trump ? say((m, l) => m.referee.countsAsA(codeIn(c, l))) : say((m) => m.referee.text);
      return say((m, l) => m.referee.theOpeningLead(also, codes(plain, l)));
    });
  }
  const led = SOLO_ORDER.suitOf(trick[0], trump);
  const follow = hand.filter((c) => SOLO_ORDER.suitOf(c, trump) === led);
  if (follow.length > 0) {
    // When you must follow suit, a low trump on a trump lead is no undertrump offence.
    const why = led === trump ? mustFollowTrump(follow) : mustFollow(led, follow);
    return judgeHand(hand, (c) => (SOLO_ORDER.suitOf(c, trump) !== led ? why : undefined));
  }
  // Void: trumping is allowed, not obligatory; but not under a trump already in the trick.
  const top = highestTrump(trick, trump, SOLO_ORDER);
  if (top === undefined) return judgeHand(hand, () => undefined);
  const lower = trumps.filter((c) => SOLO_ORDER.power(c, trump) < SOLO_ORDER.power(top, trump));
  const others = hand.filter((c) => !lower.includes(c));
  if (others.length === 0) return judgeHand(hand, () => undefined);
  const under = say((m, l) => m.referee.undertrumpingIsNot(codeIn(top, l), codes(others, l)));
  return judgeHand(hand, (c) => (lower.includes(c) ? under : undefined));
}

// --- Bids ---

export type SoloLevel = 'solo' | 'slag' | 'doe';
export interface SoloBid {
  level: SoloLevel;
  eerste: boolean;
  zonderKijk: boolean;
  zonderOud: boolean;
}

const LEVELS: readonly SoloLevel[] = ['solo', 'slag', 'doe'];

/** A bid as the sheet writes it ("doe zonder kijk"), in the explanations of a ranking. */
export const soloBidText = (b: SoloBid): string => bidWords({ ...b, contract: b.level });

/**
 * Reads "eerste doe zonder-kijk", "doe zonder de kijk en zonder de oud", "slag --eerste"...; a zonder-oud the house
 * rules leave out (`options`: judge rank's --set or a sheet's) is refused as `record` refuses it.
 */
export function parseSoloBid(text: string, options: Readonly<Record<string, string>> = {}): SoloBid {
  const words = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/zonder[\s_-]+(de[\s_-]+)?/g, 'zonder-')
    .split(/[\s,+&]+/)
    .map((w) => w.replace(/^-+/, ''))
    .filter((w) => w !== '' && w !== 'en' && w !== 'and');
  const bid: Partial<SoloBid> & { eerste: boolean; zonderKijk: boolean; zonderOud: boolean } = {
    eerste: false,
    zonderKijk: false,
    zonderOud: false,
  };
  let sawZonder = false;
  const example = say((m) => m.referee.eGSlag);
  for (const w of words) {
    if ((LEVELS as readonly string[]).includes(w)) {
      if (bid.level !== undefined) throw new RuleViolation(say((m) => m.referee.namesTwoBids(text, example)));
      bid.level = w as SoloLevel;
    } else if (w === 'eerste' || w === '1e' || w === 'eerst') bid.eerste = true;
    else if (w === 'zonder-kijk' || w === 'zonderkijk' || (sawZonder && w === 'kijk')) {
      bid.zonderKijk = true;
      sawZonder = true;
    } else if (w === 'zonder-oud' || w === 'zonderoud' || (sawZonder && w === 'oud')) {
      bid.zonderOud = true;
      sawZonder = true;
    } else if (w === 'pas') {
      throw new RuleViolation(say((m) => m.referee.pasIsNot(example)));
    } else {
      throw new RuleViolation(say((m) => m.referee.inIsNot(w, text, example)));
    }
  }
  if (bid.level === undefined) throw new RuleViolation(say((m) => m.referee.namesNoBid(text, example)));
  if (bid.zonderOud) checkZonderOud(options, true);
  return bid as SoloBid;
}

/** none < zonder-kijk < zonder-oud < both (spec solokaarten.md). */
const handicap = (b: SoloBid): number => (b.zonderKijk ? 1 : 0) + (b.zonderOud ? 2 : 0);

export function rankSoloBids(a: SoloBid, b: SoloBid): RankAnswer {
  const A = soloBidText(a);
  const B = soloBidText(b);
  const steps: [number, number][] = [
    [LEVELS.indexOf(a.level), LEVELS.indexOf(b.level)],
    [handicap(a), handicap(b)],
    [a.eerste ? 1 : 0, b.eerste ? 1 : 0],
  ];
  const step = steps.findIndex(([x, y]) => x !== y);
  if (step < 0) {
    return {
      higher: 0,
      reason: say((m) => m.referee.bothBidsAre(A)),
    };
  }
  const first = steps[step][0] > steps[step][1];
  const [hi, lo] = first ? [A, B] : [B, A];
  const higher = first ? 1 : 2;
  if (step === 0) {
    return {
      higher,
      reason: say((m) => m.referee.isAHigher(hi, lo)),
    };
  }
  if (step === 1) {
    return {
      higher,
      reason: say((m) => m.referee.atTheSame(hi)),
    };
  }
  return {
    higher,
    reason: say((m) => m.referee.theBidsAre(hi, lo)),
  };
}

const PIQUET: readonly Rank[] = ['A', 'K', 'Q', 'J', '10', '9', '8', '7'];

export const solokaartenReferee: Referee = {
  id: 'solokaarten',
  name: say((m) => m.name),
  ruleSets: ['liemers'],
  defaultRules: 'liemers',
  players: { min: 4, max: 6, default: 4 },
  // With four players the 8s and the 9 of diamonds and of hearts stay out (seed 002).
  deck: (players) =>
    deckOf(PIQUET).filter(
      (c) => players > 4 || !(c.rank === '8' || (c.rank === '9' && (c.suit === 'D' || c.suit === 'H'))),
    ),
  deckText: (players, fromSheet = false) =>
    players > 4 ? say((m) => m.referee.withPlayersThe(players)) : say((m) => m.referee.withPlayersCards(!fromSheet)),
  // Six players hold 5 cards, fewer hold 6; the pot holder's Oud in the lamp replaces a discard.
  handSize: (players) => (players === 6 ? 5 : 6),
  trump: 'always',
  potHolder: true,
  bidExample: 'doe zonder-kijk',
  rank: (a, b, _rules, options) => rankSoloBids(parseSoloBid(a, options), parseSoloBid(b, options)),
  trickWinner: (trick, trump) => explainTrick(trick, trump, SOLO_ORDER),
  // Only the option that changes which positions exist (a hand, a bid zonder oud); the bid values are refused by --set
  // here as unknown. No house rule changes who wins a trick.
  options: (_rules, question) => (question === 'trick' ? [] : [OUD_IN_LAMP]),
  legalPlays: (hand, trick, trump, table) => {
    checkOud(hand, trick, table);
    return legalPlays(hand, trick, trump!, table.potHolder, table.trickNo);
  },
};
