import type { Lang } from '../../core/game.js';
import { deckOf, notASuitIn, RANKS, SUIT_NAME, suitWord, type Suit } from '../../core/cards.js';
import { didYouMean } from '../../core/suggest.js';
import { RuleViolation, UsageError, type Text } from '../../core/errors.js';
import { explainTrick, followSuit, type CardOrder } from '../../core/tricks.js';
import type { RankAnswer, Referee } from '../../core/referee.js';
import {
  BID_SWITCHES,
  bidDefaults,
  bidOptions,
  contractsOf,
  levelApart,
  normaliseContract,
  offBy,
  PHRASES,
  RULE_SETS,
  settingsFor,
  sheetName,
  switchedOff,
  type RuleSet,
} from './rules.js';
import { texts } from '../../i18n/index.js';
import { say } from './messages.js';
import { own } from '../../core/own.js';

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

/**
 * Contracts where, at an equal bid, the higher suit has the right to play: on the ladders (whisthub, iwwa) every
 * bid played in a trump the declarer names (kleurenwiezen-tables §0.3; whisthub soloslim "own trump", iwwa solo
 * "zelfgekozen troef"). Troel's trump is the fourth ace's; iwwa's vragen and alleen play the turned-up card's.
 */
const SUIT_DECIDES: Record<RuleSet, string[]> = {
  lodige: ['samen', 'solo', 'abondance'],
  cardgames: ['abondance'],
  whisthub: ['samen', 'alleen', 'abondance', 'soloslim'],
  iwwa: ['abondance', 'solo'],
};
/** Bids in which the declarer names no trump of his own (iwwa soloslim: the turned-up trump, or none). */
const NO_OWN_TRUMP: Partial<Record<RuleSet, string[]>> = { iwwa: ['soloslim'] };
/** Contracts played without trump: a suit in the bid makes no sense. */
const NO_TRUMP = ['kleine-miserie', 'piccolo', 'grote-miserie', 'open-miserie', 'miserie'];
const EACH_FOR_HIMSELF = NO_TRUMP;
const FIRST_BIDDER_PLAYS = ['soloslim', 'kleine-soloslim', 'solo'];

/** A bid as the sheet writes its contract ("kleine miserie", iwwa's "troela"), with its suit: "samen 8 harten". */
export const bidText = (b: WhistBid, rules: RuleSet, lang: Lang): string =>
  `${sheetName(b.id, b.level, rules)}${b.suit ? ' ' + SUIT_NAME[b.suit][lang] : ''}`;

/**
 * Reads a bid as a player says it: "abondance 9 harten", "grote miserie op tafel", "samen 8 ♥", "samen8". A bid the
 * house rules leave out (`settings`: judge rank's --set or a sheet's) is refused naming the rule.
 */
export function parseBid(text: string, rules: RuleSet, settings = bidDefaults(rules)): WhistBid {
  const words = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[()]/g, ' ')
    .split(/[\s,]+/)
    .filter((w) => w !== '' && w !== 'in')
    .flatMap(levelApart);
  let level: number | undefined;
  let suit: Suit | undefined;
  const rest: string[] = [];
  for (const w of words) {
    if (/^\d+$/.test(w)) {
      if (level !== undefined) throw new RuleViolation(say((m) => m.referee.namesTwoLevels(text)));
      level = Number(w);
      continue;
    }
    const s = suitWord(w);
    if (s !== undefined) {
      if (suit !== undefined) throw new RuleViolation(say((m) => m.referee.namesTwoSuits(text)));
      suit = s;
      continue;
    }
    rest.push(w);
  }
  const phrase = rest.join('-');
  if (rules === 'whisthub' && phrase === 'solo' && level === undefined) {
    throw new RuleViolation(say((m) => m.referee.aPlainSolo));
  }
  if (rules === 'iwwa' && phrase === 'solo' && level !== undefined && level !== 13) {
    throw new RuleViolation(say((m) => m.referee.isNotAn(text)));
  }
  if (rules === 'iwwa' && phrase === 'troela' && level === undefined) level = 9;
  const id = normaliseContract(own(PHRASES, phrase) ?? phrase, rules);
  const contracts = contractsOf(rules);
  const known = contracts.map((c) => c.id).join(', ');
  const contract = contracts.find((c) => c.id === id);
  if (phrase === '' || id === 'pas') {
    throw new RuleViolation(say((m) => m.referee.isNotA(text, rules, known)));
  }
  if (!contract) {
    // A contract these rules play with one word after it where a suit goes ("samen 9 r"): that word is no suit, and
    // after a miserie no word is, as a suit there is refused.
    const lead = suit === undefined ? contractBeforeSuit(rest, rules) : undefined;
    if (lead !== undefined) throw suitWordRefused(lead, rest[rest.length - 1], text, rules);
    // The rules to name are ones that take the bid as written ("alleen 6": whisthub, not cardgames' plain alleen).
    const other = RULE_SETS.find(
      (r) =>
        r !== rules &&
        contractsOf(r).some((c) => c.id === normaliseContract(own(PHRASES, phrase) ?? phrase, r)) &&
        takes(text, r),
    );
    if (other) {
      throw new RuleViolation(say((m) => m.referee.isAContract(text, other, rules, known)));
    }
    const tip = didYouMean(
      id,
      contractsOf(rules).map((c) => c.id),
    );
    throw new RuleViolation(say((m) => m.referee.unknownContractContracts(text, rules, known, tip)));
  }
  if (contract.levels) {
    if (level === undefined) {
      // A level the table takes for granted (cardgames "abondance" is abondance 9), as in record.
      if (contract.defaultLevel) level = contract.defaultLevel({});
      else {
        // A value missing, a usage error as in record and judge score (a level off the table stays a refusal).
        const lowest = contract.levels[0];
        throw new UsageError(say((m) => m.referee.needsALevel(id, lowest)));
      }
    }
    if (!contract.levels.includes(level)) {
      const lo = contract.levels[0];
      const hi = contract.levels[contract.levels.length - 1];
      const typed = level;
      throw new RuleViolation(say((m) => m.referee.doesNotExist(id, typed, rules, lo, hi)));
    }
  } else if (level !== undefined) {
    // "troel (9)" and "kleine soloslim (12)" as the seed writes them: the number is the target.
    if (level !== contract.target(undefined) && rules === 'iwwa' && (id === 'vragen' || id === 'alleen')) {
      throw new RuleViolation(say((m) => m.referee.isNotPlayed(text, id, contract.target(undefined))));
    }
    if (level !== contract.target(undefined)) {
      // A miserie or piccolo is bid by its name alone; troel and the slams have one number, which may be written.
      if (contract.declarers === 'each') throw new RuleViolation(say((m) => m.referee.hasNoLevel(id)));
      const [typed, target] = [level, contract.target(undefined)];
      throw new RuleViolation(say((m) => m.referee.isAlways(id, typed, rules, target)));
    }
    level = undefined;
  }
  if (suit !== undefined && NO_TRUMP.includes(id)) {
    throw new RuleViolation(say((m) => m.referee.isPlayedWithout(id)));
  }
  if (suit !== undefined && NO_OWN_TRUMP[rules]?.includes(id)) {
    throw new RuleViolation(say((m) => m.referee.namesNoOwnTrump(id, rules)));
  }
  const off = switchedOff(contract, level, rules, settings);
  if (off) throw off;
  return { id, ...(level !== undefined ? { level } : {}), ...(suit !== undefined ? { suit } : {}) };
}

/** The contract of these rules that all but the last of a bid's words name: the last word was meant as its suit. */
function contractBeforeSuit(rest: readonly string[], rules: RuleSet): string | undefined {
  if (rest.length < 2) return undefined;
  const phrase = rest.slice(0, -1).join('-');
  const id = normaliseContract(own(PHRASES, phrase) ?? phrase, rules);
  return contractsOf(rules).some((c) => c.id === id) ? id : undefined;
}

/** The refusal of a word where contract `id` would take its suit: no suit, or (a miserie) none at all. */
function suitWordRefused(id: string, word: string, text: string, rules: RuleSet): RuleViolation {
  if (NO_TRUMP.includes(id)) return new RuleViolation(say((m) => m.referee.isPlayedWithout(id)));
  if (NO_OWN_TRUMP[rules]?.includes(id)) return new RuleViolation(say((m) => m.referee.namesNoOwnTrump(id, rules)));
  return notASuitIn(word, text);
}

/** Whether these rules read the bid as written (it names a contract of theirs, so no other rules are sought). */
function takes(text: string, rules: RuleSet): boolean {
  try {
    parseBid(text, rules);
    return true;
  } catch {
    return false;
  }
}

const key = (b: WhistBid): string => (b.level !== undefined ? `${b.id} ${b.level}` : b.id);

/** Whether a ladder's or an order's bid ('abondance 10', 'piccolo') is played under these house rules (offBy). */
function played(bid: string, rules: RuleSet, settings: Record<string, string>): boolean {
  const [id, level] = bid.split(' ');
  const contract = contractsOf(rules).find((c) => c.id === id);
  return (
    contract !== undefined &&
    offBy(contract, level === undefined ? undefined : Number(level), rules, settings) === undefined
  );
}

/**
 * The ladder or order in force: the rule set's without the bids its house rules leave out (whisthub piccolo=off,
 * alleen-min=6; cardgames' open miserie and abondance 10..12 unless switched on), so a rung quoted is one these rules
 * play; a rung left empty goes.
 */
function inForce(ladder: readonly (readonly string[])[], rules: RuleSet, settings: Record<string, string>): string[][] {
  return ladder.map((r) => r.filter((bid) => played(bid, rules, settings))).filter((r) => r.length > 0);
}

/** The house rules by which `settings` play another ladder than the rule set's own (`piccolo=off`), as given. */
const changes = (rules: RuleSet, settings: Record<string, string>): string[] => {
  const own = bidDefaults(rules);
  return (BID_SWITCHES[rules] ?? []).filter((k) => settings[k] !== own[k]).map((k) => `${k}=${settings[k]}`);
};

/** Ranking on a ladder of rungs (whisthub, iwwa): the higher rung wins; on one rung, suits or nobody. */
function rankOnLadder(
  a: WhistBid,
  b: WhistBid,
  rules: RuleSet,
  ladder: readonly (readonly string[])[],
  changed: readonly string[],
): RankAnswer | undefined {
  const ra = ladder.findIndex((r) => r.includes(key(a))) + 1;
  const rb = ladder.findIndex((r) => r.includes(key(b))) + 1;
  const A = (l: Lang) => bidText(a, rules, l);
  const B = (l: Lang) => bidText(b, rules, l);
  const top = ladder.length;
  if (ra !== rb) {
    const [hi, lo, rh, rl] = ra > rb ? [A, B, ra, rb] : [B, A, rb, ra];
    return {
      higher: ra > rb ? 1 : 2,
      reason: say((m, l) => m.referee.isRungAnd(hi(l), rh, lo(l), rl, rules, top, changed)),
    };
  }
  // One player holds the aces of a troel: two troels never meet in one deal (§1.7, §2.6), whatever suits are said.
  if (key(a) !== key(b) || (a.id === 'troel' && a.suit !== b.suit)) {
    return {
      higher: 0,
      reason: say((m, l) => m.referee.andShareRung(A(l), B(l), ra, rules, changed)),
    };
  }
  return undefined;
}

/** Which of two bids ranks higher, on the ladder or order of `rules` in force under `settings` (its house rules). */
export function rankBids(a: WhistBid, b: WhistBid, rules: RuleSet, settings = bidDefaults(rules)): RankAnswer {
  const changed = changes(rules, settings);
  const own = LADDERS[rules];
  const ladder = own ? inForce(own, rules, settings) : undefined;
  const onLadder = ladder ? rankOnLadder(a, b, rules, ladder, changed) : undefined;
  if (onLadder) return onLadder;
  const order = inForce(
    (rules === 'cardgames' ? CARDGAMES_ORDER : RANGORDE).map((bid) => [bid]),
    rules,
    settings,
  ).map(([bid]) => bid);
  const ia = order.indexOf(key(a));
  const ib = order.indexOf(key(b));
  const A = (l: Lang) => bidText(a, rules, l);
  const B = (l: Lang) => bidText(b, rules, l);
  if (!ladder && ia !== ib) {
    const [hi, lo, ih, il] = ia < ib ? [A, B, ia, ib] : [B, A, ib, ia];
    const where =
      rules === 'cardgames' ? say((m) => m.referee.inTheCardgames(changed)) : say((m) => m.referee.inTheLodige);
    return {
      higher: ia < ib ? 1 : 2,
      reason: say((m, l) => m.referee.isNoAnd(hi(l), ih + 1, lo(l), il + 1, where[l])),
    };
  }
  const same = say((m) => m.referee.bothBidsAre(sheetName(a.id, a.level, rules)));
  if (SUIT_DECIDES[rules].includes(a.id)) {
    const order = BID_SUITS.map((s) => SUIT_NAME[s]);
    const suits = texts((lang) => order.map((t) => t[lang]).join(' > '));
    if (a.suit !== undefined && b.suit !== undefined && a.suit !== b.suit) {
      const first = BID_SUITS.indexOf(a.suit) < BID_SUITS.indexOf(b.suit);
      const win = first ? a.suit : b.suit;
      return {
        higher: first ? 1 : 2,
        reason: say((m) => m.referee.andAtAn(same, SUIT_NAME[win], suits)),
      };
    }
    if (a.suit === undefined || b.suit === undefined) {
      return {
        higher: 0,
        reason: say((m) => m.referee.nameBothSuits(same, key(a), suits)),
      };
    }
    const suit = SUIT_NAME[a.suit];
    return {
      higher: 0,
      reason: say((m) => m.referee.inTheSame(same, suit)),
    };
  }
  if (EACH_FOR_HIMSELF.includes(a.id)) {
    return {
      higher: 0,
      reason: say((m) => m.referee.severalPlayersMay(same)),
    };
  }
  if (FIRST_BIDDER_PLAYS.includes(a.id)) {
    return {
      higher: 0,
      reason: say((m) => m.referee.thereIsNo(same)),
    };
  }
  return { higher: 0, reason: say((m) => m.referee.theSameBid(same)) };
}

const WHIST_ORDER: CardOrder = {
  suitOf: (c) => c.suit,
  power: (c) => RANKS.length - RANKS.indexOf(c.rank),
  trumpOrder: say((m) => m.referee.aHighLow),
  plainOrder: say((m) => m.referee.aHighLow),
};

/** A --set key for judge that these rules do not read: none where they have no bid switch, or another set's. */
function notABidSwitch(rules: string, key: string): Text | undefined {
  const r = asRules(rules);
  if (BID_SWITCHES[r]?.includes(key)) return undefined;
  if (!BID_SWITCHES[r]) return say((m) => m.referee.noHouseRuleJudged(r));
  if (settingsFor(r).some((s) => s.key === key)) return undefined;
  const owner = RULE_SETS.find((o) => BID_SWITCHES[o]?.includes(key));
  return owner ? say((m) => m.referee.houseRuleOf(key, owner, r)) : undefined;
}

const asRules = (rules: string): RuleSet => (RULE_SETS.includes(rules as RuleSet) ? (rules as RuleSet) : 'lodige');

export const kleurenwiezenReferee: Referee = {
  id: 'kleurenwiezen',
  name: say((m) => m.name),
  ruleSets: [...RULE_SETS],
  defaultRules: 'lodige',
  players: { min: 4, max: 4, default: 4 },
  deck: () => deckOf(RANKS),
  deckText: () => say((m) => m.referee.cardsAK),
  handSize: () => 13,
  trump: 'optional',
  // The house rules that decide which bids are played (a sheet's come along with --sheet); none changes a trick.
  options: (rules, question) => (question === 'rank' ? bidOptions(asRules(rules)) : []),
  notASetting: notABidSwitch,
  bidExample: 'abondance 10',
  rank(a, b, rules, options) {
    const r = asRules(rules);
    const settings = { ...bidDefaults(r), ...options };
    return rankBids(parseBid(a, r, settings), parseBid(b, r, settings), r, settings);
  },
  trickWinner: (trick, trump) => explainTrick(trick, trump, WHIST_ORDER),
  // Follow suit if you can; if you cannot, anything goes: trumping is never obligatory (both seeds).
  legalPlays: (hand, trick) => followSuit(hand, trick),
};
