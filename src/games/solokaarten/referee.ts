import { code, codes, deckOf, type Card, type Rank, type Suit } from '../../core/cards.js';
import { rule, tx, type Text } from '../../core/errors.js';
import {
  explainTrick,
  highestTrump,
  judgeHand,
  mustFollow,
  mustFollowTrump,
  type CardOrder,
} from '../../core/tricks.js';
import type { RankAnswer, Referee, Table } from '../../core/referee.js';
import { OUD_IN_LAMP } from './settings.js';

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
    if (isOud(c)) return tx('the Oud', 'de Oud');
    if (isBats(c)) return tx('the Bats', 'de Bats');
    if (c.rank === '7' && c.suit === trump) return tx('the Spits', 'de Spits');
    return undefined;
  },
  trumpOrder: tx(
    'Solokaarten trumps: Oud (QC), Spits (the trump 7), Bats (QS), then the trump A K Q J 10 9 8',
    'troeven in Solokaarten: Oud (klaveren vrouw), Spits (de troef 7), Bats (schoppen vrouw), dan troef A K Q J 10 9 8',
  ),
  plainOrder: tx('other suits A K Q J 10 9 8 7', 'andere kleuren A K Q J 10 9 8 7'),
};

const trumpOf = (c: Card, trump: Suit) => SOLO_ORDER.suitOf(c, trump) === trump;

/**
 * With Oud in de lamp (the default) the queen of clubs lies apart for the pot holder's play (spec
 * "Deck"): nobody else can hold it, and once the pot holder is the one to move it cannot lie in the
 * trick already. Such a position is refused, not judged.
 */
function checkOud(hand: readonly Card[], trick: readonly Card[], table: Table): void {
  if (table.options?.['oud-in-lamp'] === 'off') return;
  const fix = tx(
    'or --set oud-in-lamp=off if your table deals the queen of clubs',
    'of --set oud-in-lamp=off als jullie klaveren vrouw gewoon delen',
  );
  if (!table.potHolder && hand.some(isOud)) {
    throw rule(
      `QC (the Oud) is in your hand, but with Oud in de lamp (oud-in-lamp=on) the queen of clubs lies apart for the pot holder: add --pot-holder if you hold the pot, ${fix.en}.`,
      `QC (de Oud) zit in je hand, maar met Oud in de lamp (oud-in-lamp=on) ligt klaveren vrouw apart voor wie de pot heeft: voeg --pot-holder toe als jij de pot hebt, ${fix.nl}.`,
    );
  }
  if (table.potHolder && trick.some(isOud)) {
    throw rule(
      `QC (the Oud) lies in the trick, but with Oud in de lamp (oud-in-lamp=on) only the pot holder plays it, and --pot-holder says that is you: drop --pot-holder, ${fix.en}.`,
      `QC (de Oud) ligt in de slag, maar met Oud in de lamp (oud-in-lamp=on) speelt alleen wie de pot heeft haar, en --pot-holder zegt dat jij dat bent: laat --pot-holder weg, ${fix.nl}.`,
    );
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
      const also =
        c.suit !== trump ? tx(` (${code(c)} counts as a trump)`, ` (${code(c)} telt als troef)`) : tx('', '');
      return tx(
        `the opening lead may not be trump unless you hold the pot${also.en}: lead ${codes(plain)}, or add --pot-holder if you hold the pot (--trick-no 2 or more: any lead is free)`,
        `bij de eerste slag mag je niet met troef uitkomen tenzij jij de pot hebt${also.nl}: kom uit met ${codes(plain)}, of voeg --pot-holder toe als jij de pot hebt (--trick-no 2 of meer: elke uitkomst is vrij)`,
      );
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
  const under = tx(
    `undertrumping ${code(top)} is not allowed while you can play something else: ${codes(others)}`,
    `ondertroeven onder ${code(top)} mag niet zolang je iets anders kunt spelen: ${codes(others)}`,
  );
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

export const soloBidText = (b: SoloBid): string =>
  [b.eerste ? 'eerste' : '', b.level, b.zonderKijk ? 'zonder-kijk' : '', b.zonderOud ? 'zonder-oud' : '']
    .filter(Boolean)
    .join(' ');

/** Reads "eerste doe zonder-kijk", "doe zonder de kijk en zonder de oud", "slag --eerste"... */
export function parseSoloBid(text: string): SoloBid {
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
  const example = tx(
    'e.g. "slag", "eerste doe", "doe zonder-kijk zonder-oud"',
    'bv. "slag", "eerste doe", "doe zonder-kijk zonder-oud"',
  );
  for (const w of words) {
    if ((LEVELS as readonly string[]).includes(w)) {
      if (bid.level !== undefined)
        throw rule(
          `"${text}" names two bids: give one, ${example.en}.`,
          `"${text}" noemt twee biedingen: geef er één, ${example.nl}.`,
        );
      bid.level = w as SoloLevel;
    } else if (w === 'eerste' || w === '1e' || w === 'eerst') bid.eerste = true;
    else if (w === 'zonder-kijk' || w === 'zonderkijk' || (sawZonder && w === 'kijk')) {
      bid.zonderKijk = true;
      sawZonder = true;
    } else if (w === 'zonder-oud' || w === 'zonderoud' || (sawZonder && w === 'oud')) {
      bid.zonderOud = true;
      sawZonder = true;
    } else if (w === 'pas') {
      throw rule(
        `"pas" is not a bid: rank two bids, ${example.en}.`,
        `"pas" is geen bod: vergelijk twee biedingen, ${example.nl}.`,
      );
    } else {
      throw rule(
        `"${w}" in "${text}" is not part of a Solokaarten bid: solo, slag or doe, with eerste, zonder-kijk, zonder-oud (${example.en}).`,
        `"${w}" in "${text}" hoort niet bij een bod in Solokaarten: solo, slag of doe, met eerste, zonder-kijk, zonder-oud (${example.nl}).`,
      );
    }
  }
  if (bid.level === undefined)
    throw rule(
      `"${text}" names no bid: solo, slag or doe, ${example.en}.`,
      `"${text}" noemt geen bod: solo, slag of doe, ${example.nl}.`,
    );
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
      reason: tx(
        `both bids are ${A}: a later bid must be higher`,
        `beide biedingen zijn ${A}: wie later biedt, moet hoger bieden`,
      ),
    };
  }
  const first = steps[step][0] > steps[step][1];
  const [hi, lo] = first ? [A, B] : [B, A];
  const higher = first ? 1 : 2;
  if (step === 0) {
    return {
      higher,
      reason: tx(
        `${hi} is a higher level than ${lo} (solo < slag < doe)`,
        `${hi} is een hoger niveau dan ${lo} (solo < slag < doe)`,
      ),
    };
  }
  if (step === 1) {
    return {
      higher,
      reason: tx(
        `at the same level ${hi} carries the bigger handicap (none < zonder-kijk < zonder-oud < zonder-kijk + zonder-oud)`,
        `op hetzelfde niveau heeft ${hi} de grotere handicap (geen < zonder-kijk < zonder-oud < zonder-kijk + zonder-oud)`,
      ),
    };
  }
  return {
    higher,
    reason: tx(
      `the bids are otherwise equal, and eerste wins the tie: ${hi} beats ${lo}`,
      `de biedingen zijn verder gelijk, en eerste wint bij gelijk bod: ${hi} gaat boven ${lo}`,
    ),
  };
}

const PIQUET: readonly Rank[] = ['A', 'K', 'Q', 'J', '10', '9', '8', '7'];

export const solokaartenReferee: Referee = {
  id: 'solokaarten',
  ruleSets: ['liemers'],
  defaultRules: 'liemers',
  players: { min: 4, max: 6, default: 4 },
  // With four players the 8s and the 9 of diamonds and of hearts stay out (seed 002).
  deck: (players) =>
    deckOf(PIQUET).filter(
      (c) => players > 4 || !(c.rank === '8' || (c.rank === '9' && (c.suit === 'D' || c.suit === 'H'))),
    ),
  deckText: (players) =>
    players > 4
      ? tx(
          `with ${players} players, the 32 piquet cards, 7 8 9 10 J Q K A in each suit`,
          `met ${players} spelers de 32 piketkaarten, 7 8 9 10 J Q K A in elke kleur`,
        )
      : tx(
          'with 4 players, 26 cards: the piquet deck (7 to A) without the 8s and without the 9 of diamonds and of hearts (give --players 5 or 6 for the full deck)',
          'met 4 spelers 26 kaarten: het piketspel (7 tot A) zonder de 8en en zonder ruiten 9 en harten 9 (geef --players 5 of 6 voor het volle spel)',
        ),
  // Six players hold 5 cards, fewer hold 6; the pot holder's Oud in the lamp replaces a discard.
  handSize: (players) => (players === 6 ? 5 : 6),
  trump: 'always',
  potHolder: true,
  rank: (a, b) => rankSoloBids(parseSoloBid(a), parseSoloBid(b)),
  trickWinner: (trick, trump) => explainTrick(trick, trump, SOLO_ORDER),
  // Only the option that changes which positions exist; the bid values are refused by --set here as unknown.
  options: () => [OUD_IN_LAMP],
  legalPlays: (hand, trick, trump, table) => {
    checkOud(hand, trick, table);
    return legalPlays(hand, trick, trump!, table.potHolder, table.trickNo);
  },
};
