import { deckOf, RANKS, SUIT_NAME, suitWord, type Suit } from '../../core/cards.js';
import { didYouMean } from '../../core/suggest.js';
import { rule, tx } from '../../core/errors.js';
import { explainTrick, followSuit, type CardOrder } from '../../core/tricks.js';
import type { RankAnswer, Referee } from '../../core/referee.js';
import { contractsOf, normaliseContract, PHRASES, RULE_SETS, type RuleSet } from './rules.js';

/**
 * Kleurenwiezen's referee: the bid ranking of both rule sets, and trick play with 52 cards,
 * A high ... 2 low; follow suit, otherwise anything (trumping is never obligatory).
 */

/** The lodige "Rangorde" (seed 000), highest first: the left column top to bottom, then the right one. */
export const RANGORDE: readonly string[] = [
  'soloslim',
  'kleine-soloslim',
  'open-miserie',
  'abondance 11',
  'abondance 10',
  'grote-miserie',
  'troel',
  'samen 13',
  'abondance 9',
  'solo 8',
  'samen 12',
  'piccolo',
  'kleine-miserie',
  'samen 11',
  'solo 7',
  'samen 10',
  'solo 6',
  'samen 9',
  'samen 8',
];

/**
 * The cardgames order, highest first. Seed 001 lists the contracts in increasing value (vragen 2,
 * alleen 3, troel 4, abondance 5, miserie 7, soloslim 30) and says a higher contract beats a lower
 * one; its variants (abondance 10/11/12 worth 6/8/9, open miserie worth 14) are placed by the same
 * measure, their base value. So abondance 10 stays below miserie and abondance 11 goes above it.
 */
export const CARDGAMES_ORDER: readonly string[] = [
  'soloslim',
  'open-miserie',
  'abondance 12',
  'abondance 11',
  'miserie',
  'abondance 10',
  'abondance 9',
  'troel',
  'alleen',
  'vragen',
];

/**
 * The bidding ladders of the tables (kleurenwiezen-tables.md §1.7, §2.6), rung 1 the lowest. Bids on
 * one rung that are different contracts never compete (IWWA vragen and alleen; troel 8 and 9).
 */
export const LADDERS: Partial<Record<RuleSet, readonly (readonly string[])[]>> = {
  whisthub: [
    ['samen 8'],
    ['alleen 5'],
    ['samen 9'],
    ['alleen 6'],
    ['samen 10'],
    ['alleen 7'],
    ['samen 11'],
    ['kleine-miserie'],
    ['samen 12'],
    ['alleen 8'],
    ['piccolo'],
    ['samen 13'],
    ['abondance 9'],
    ['troel 8', 'troel 9'],
    ['grote-miserie'],
    ['abondance 10'],
    ['abondance 11'],
    ['open-miserie'],
    ['abondance 12'],
    ['soloslim'],
  ],
  iwwa: [
    ['vragen', 'alleen'],
    ['abondance 9'],
    ['abondance 10'],
    ['miserie'],
    ['abondance 11'],
    ['abondance 12'],
    ['troel 8', 'troel 9'],
    ['open-miserie'],
    ['solo'],
    ['soloslim'],
  ],
};

/** Suit order for bidding (seed 000, spec "common to both"): harten > ruiten > klaveren > schoppen. */
export const BID_SUITS: readonly Suit[] = ['H', 'D', 'C', 'S'];

export interface WhistBid {
  id: string;
  level?: number;
  suit?: Suit;
}

/** Contracts where, at an equal bid, the higher suit has the right to play. */
const SUIT_DECIDES: Record<RuleSet, string[]> = {
  lodige: ['samen', 'solo', 'abondance'],
  cardgames: ['abondance'],
  whisthub: ['samen', 'alleen', 'abondance'],
  iwwa: ['abondance'],
};
/** Contracts played without trump: a suit in the bid makes no sense. */
const NO_TRUMP = ['kleine-miserie', 'piccolo', 'grote-miserie', 'open-miserie', 'miserie'];
const EACH_FOR_HIMSELF = NO_TRUMP;
const FIRST_BIDDER_PLAYS = ['soloslim', 'kleine-soloslim', 'solo'];

export const bidText = (b: WhistBid, lang: 'en' | 'nl'): string =>
  `${b.id}${b.level !== undefined ? ' ' + b.level : ''}${b.suit ? ' ' + SUIT_NAME[b.suit][lang] : ''}`;

/** Reads a bid as a player says it: "abondance 9 harten", "grote miserie op tafel", "samen 8 ♥". */
export function parseBid(text: string, rules: RuleSet): WhistBid {
  const words = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[()]/g, ' ')
    .split(/[\s,]+/)
    .filter((w) => w !== '' && w !== 'in');
  let level: number | undefined;
  let suit: Suit | undefined;
  const rest: string[] = [];
  for (const w of words) {
    if (/^\d+$/.test(w)) {
      if (level !== undefined)
        throw rule(
          `"${text}" names two levels: give one, e.g. "abondance 9".`,
          `"${text}" noemt twee niveaus: geef er één, bv. "abondance 9".`,
        );
      level = Number(w);
      continue;
    }
    const s = suitWord(w);
    if (s !== undefined) {
      if (suit !== undefined)
        throw rule(
          `"${text}" names two suits: give one, e.g. "abondance 9 harten".`,
          `"${text}" noemt twee kleuren: geef er één, bv. "abondance 9 harten".`,
        );
      suit = s;
      continue;
    }
    rest.push(w);
  }
  const phrase = rest.join('-');
  if (rules === 'whisthub' && phrase === 'solo' && level === undefined) {
    throw rule(
      'A plain "solo" could be two bids here: write "alleen N" (or "solo N") or "soloslim".',
      'Een "solo" zonder meer kan hier twee biedingen zijn: schrijf "alleen N" (of "solo N") of "soloslim".',
    );
  }
  if (rules === 'iwwa' && phrase === 'solo' && level !== undefined && level !== 13) {
    throw rule(
      `"${text}" is not an iwwa bid: "alleen" is one against three; "solo" is all 13 tricks.`,
      `"${text}" is geen bod van iwwa: "alleen" is één tegen drie; "solo" is alle 13 slagen.`,
    );
  }
  if (rules === 'iwwa' && phrase === 'troela' && level === undefined) level = 9;
  const id = normaliseContract(PHRASES[phrase] ?? phrase, rules);
  const contracts = contractsOf(rules);
  const known = contracts.map((c) => c.id).join(', ');
  const contract = contracts.find((c) => c.id === id);
  if (phrase === '' || id === 'pas') {
    throw rule(
      `"${text}" is not a bid: name a contract (${rules}: ${known}).`,
      `"${text}" is geen bod: noem een contract (${rules}: ${known}).`,
    );
  }
  if (!contract) {
    const other = RULE_SETS.find(
      (r) => r !== rules && contractsOf(r).some((c) => c.id === normaliseContract(PHRASES[phrase] ?? phrase, r)),
    );
    if (other) {
      throw rule(
        `"${id}" is a contract of the ${other} rules, not of ${rules} (${known}); add --rules ${other} to rank ` +
          `it there.`,
        `"${id}" is een contract van de ${other}-regels, niet van ${rules} (${known}); voeg --rules ${other} ` +
          `toe om het daar te rangschikken.`,
      );
    }
    const tip = didYouMean(
      id,
      contractsOf(rules).map((c) => c.id),
    );
    throw rule(
      `Unknown contract "${text}". ${rules} contracts: ${known}.${tip.en}`,
      `Onbekend contract "${text}". Contracten van ${rules}: ${known}.${tip.nl}`,
    );
  }
  if (contract.levels) {
    if (level === undefined) {
      // A level the table takes for granted (cardgames "abondance" is abondance 9), as in record.
      if (contract.defaultLevel) level = contract.defaultLevel({});
      else
        throw rule(
          `${id} needs a level: e.g. "${id} ${contract.levels[0]}".`,
          `${id} vraagt een niveau: bv. "${id} ${contract.levels[0]}".`,
        );
    }
    if (!contract.levels.includes(level)) {
      const lo = contract.levels[0];
      const hi = contract.levels[contract.levels.length - 1];
      throw rule(
        `${id} ${level} does not exist in ${rules}: the level is ${lo} to ${hi}.`,
        `${id} ${level} bestaat niet in ${rules}: het niveau is ${lo} tot ${hi}.`,
      );
    }
  } else if (level !== undefined) {
    // "troel (9)" and "kleine soloslim (12)" as the seed writes them: the number is the target.
    if (level !== contract.target(undefined) && rules === 'iwwa' && (id === 'vragen' || id === 'alleen')) {
      throw rule(
        `"${text}" is not played in iwwa: ${id} is always ${contract.target(undefined)} tricks (samen 9..13 is ` +
          `whisthub or lodige).`,
        `"${text}" wordt in iwwa niet gespeeld: ${id} is altijd ${contract.target(undefined)} slagen (samen ` +
          `9..13 is whisthub of lodige).`,
      );
    }
    if (level !== contract.target(undefined)) {
      throw rule(
        `${id} has no level to bid: write just "${id}".`,
        `${id} heeft geen niveau om te bieden: schrijf gewoon "${id}".`,
      );
    }
    level = undefined;
  }
  if (suit !== undefined && NO_TRUMP.includes(id)) {
    throw rule(`${id} is played without trump: leave the suit out.`, `${id} speel je zonder troef: laat de kleur weg.`);
  }
  return { id, ...(level !== undefined ? { level } : {}), ...(suit !== undefined ? { suit } : {}) };
}

const key = (b: WhistBid): string => (b.level !== undefined ? `${b.id} ${b.level}` : b.id);

/** Ranking on a ladder of rungs (whisthub, iwwa): the higher rung wins; on one rung, suits or nobody. */
function rankOnLadder(
  a: WhistBid,
  b: WhistBid,
  rules: RuleSet,
  ladder: readonly (readonly string[])[],
): RankAnswer | undefined {
  const ra = ladder.findIndex((r) => r.includes(key(a))) + 1;
  const rb = ladder.findIndex((r) => r.includes(key(b))) + 1;
  const A = (l: 'en' | 'nl') => bidText(a, l);
  const B = (l: 'en' | 'nl') => bidText(b, l);
  const top = ladder.length;
  if (ra !== rb) {
    const [hi, lo, rh, rl] = ra > rb ? [A, B, ra, rb] : [B, A, rb, ra];
    return {
      higher: ra > rb ? 1 : 2,
      reason: tx(
        `${hi('en')} is rung ${rh} and ${lo('en')} rung ${rl} of the ${rules} bidding ladder (rung ${top} is ` +
          `the highest)`,
        `${hi('nl')} is trede ${rh} en ${lo('nl')} trede ${rl} van de biedladder van ${rules} (trede ${top} is ` +
          `de hoogste)`,
      ),
    };
  }
  if (key(a) !== key(b)) {
    return {
      higher: 0,
      reason: tx(
        `${A('en')} and ${B('en')} share rung ${ra} of the ${rules} ladder: they never compete for the same deal`,
        `${A('nl')} en ${B('nl')} staan samen op trede ${ra} van de ladder van ${rules}: ze dingen nooit naar ` +
          `dezelfde gift`,
      ),
    };
  }
  return undefined;
}

export function rankBids(a: WhistBid, b: WhistBid, rules: RuleSet): RankAnswer {
  const ladder = LADDERS[rules];
  const onLadder = ladder ? rankOnLadder(a, b, rules, ladder) : undefined;
  if (onLadder) return onLadder;
  const order = rules === 'cardgames' ? CARDGAMES_ORDER : RANGORDE;
  const ia = order.indexOf(key(a));
  const ib = order.indexOf(key(b));
  const A = (l: 'en' | 'nl') => bidText(a, l);
  const B = (l: 'en' | 'nl') => bidText(b, l);
  if (!ladder && ia !== ib) {
    const [hi, lo, ih, il] = ia < ib ? [A, B, ia, ib] : [B, A, ib, ia];
    const where =
      rules === 'cardgames'
        ? tx(
            'in the cardgames order (by base value; no. 1 is the highest)',
            'in de volgorde van cardgames (naar basiswaarde; nr. 1 is de hoogste)',
          )
        : tx('in the lodige Rangorde (no. 1 is the highest)', 'in de Rangorde van lodige (nr. 1 is de hoogste)');
    return {
      higher: ia < ib ? 1 : 2,
      reason: tx(
        `${hi('en')} is no. ${ih + 1} and ${lo('en')} no. ${il + 1} ${where.en}`,
        `${hi('nl')} is nr. ${ih + 1} en ${lo('nl')} nr. ${il + 1} ${where.nl}`,
      ),
    };
  }
  const same = tx(`both bids are ${key(a)}`, `beide biedingen zijn ${key(a)}`);
  if (SUIT_DECIDES[rules].includes(a.id)) {
    const order = BID_SUITS.map((s) => SUIT_NAME[s]);
    const suits = tx(order.map((t) => t.en).join(' > '), order.map((t) => t.nl).join(' > '));
    if (a.suit !== undefined && b.suit !== undefined && a.suit !== b.suit) {
      const first = BID_SUITS.indexOf(a.suit) < BID_SUITS.indexOf(b.suit);
      const win = first ? a.suit : b.suit;
      return {
        higher: first ? 1 : 2,
        reason: tx(
          `${same.en}, and at an equal bid the higher suit wins: ${SUIT_NAME[win].en} (${suits.en})`,
          `${same.nl}, en bij een gelijk bod wint de hogere kleur: ${SUIT_NAME[win].nl} (${suits.nl})`,
        ),
      };
    }
    if (a.suit === undefined || b.suit === undefined) {
      return {
        higher: 0,
        reason: tx(
          `${same.en}; name both suits (e.g. "${key(a)} harten") and the higher suit wins (${suits.en})`,
          `${same.nl}; noem beide kleuren (bv. "${key(a)} harten") en de hogere kleur wint (${suits.nl})`,
        ),
      };
    }
    return {
      higher: 0,
      reason: tx(
        `${same.en} in ${SUIT_NAME[a.suit].en}: the same bid`,
        `${same.nl} in ${SUIT_NAME[a.suit].nl}: hetzelfde bod`,
      ),
    };
  }
  if (EACH_FOR_HIMSELF.includes(a.id)) {
    return {
      higher: 0,
      reason: tx(
        `${same.en}: several players may play it in one deal, each for himself`,
        `${same.nl}: meerdere spelers mogen het in één gift spelen, elk voor zich`,
      ),
    };
  }
  if (FIRST_BIDDER_PLAYS.includes(a.id)) {
    return {
      higher: 0,
      reason: tx(
        `${same.en}: there is no outbidding in suits; whoever bid it first plays`,
        `${same.nl}: er is geen opbod in kleuren; wie het eerst bood, speelt`,
      ),
    };
  }
  return { higher: 0, reason: tx(`${same.en}: the same bid`, `${same.nl}: hetzelfde bod`) };
}

const WHIST_ORDER: CardOrder = {
  suitOf: (c) => c.suit,
  power: (c) => RANKS.length - RANKS.indexOf(c.rank),
  trumpOrder: tx('A high ... 2 low', 'A hoog ... 2 laag'),
  plainOrder: tx('A high ... 2 low', 'A hoog ... 2 laag'),
};

const asRules = (rules: string): RuleSet => (RULE_SETS.includes(rules as RuleSet) ? (rules as RuleSet) : 'lodige');

export const kleurenwiezenReferee: Referee = {
  id: 'kleurenwiezen',
  ruleSets: [...RULE_SETS],
  defaultRules: 'lodige',
  players: { min: 4, max: 4, default: 4 },
  deck: () => deckOf(RANKS),
  deckText: () =>
    tx('52 cards, A K Q J 10 9 8 7 6 5 4 3 2 in each suit', '52 kaarten, A K Q J 10 9 8 7 6 5 4 3 2 in elke kleur'),
  handSize: () => 13,
  trump: 'optional',
  rank(a, b, rules) {
    const r = asRules(rules);
    return rankBids(parseBid(a, r), parseBid(b, r), r);
  },
  trickWinner: (trick, trump) => explainTrick(trick, trump, WHIST_ORDER),
  // Follow suit if you can; if you cannot, anything goes: trumping is never obligatory (both seeds).
  legalPlays: (hand, trick) => followSuit(hand, trick),
};
