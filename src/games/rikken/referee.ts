import type { Lang } from '../../core/game.js';
import { codeIn, codes, deckOf, notASuitIn, RANKS, SUIT_NAME, type Card, type Suit } from '../../core/cards.js';
import { RuleViolation, UsageError, type Text } from '../../core/errors.js';
import type { Question, RankAnswer, Referee, Table } from '../../core/referee.js';
import { didYouMean } from '../../core/suggest.js';
import { explainTrick, judgeHand, mustFollow, type CardOrder } from '../../core/tricks.js';
import { CONTRACTS, contractById, LEVELS, readWords, switchedOff } from './contracts.js';
import { say, type Messages } from './messages.js';
import { inForce, judgedOff, notASetting, RULE_SETS, settingsFor } from './settings.js';

/**
 * Rikken's referee (spec/rikken.md §3, §7): the bidding ladder, and trick play with 52 cards, A high
 * ... 2 low; follow suit, otherwise any card: trumping is never required [DSC; LEP]. The holder of
 * the called ace plays it when its suit is led [EVM; SOB]; a troela mate's led ace may not be trumped.
 */

type M = Messages;
const refuse = (pick: (m: M, lang: Lang) => string): RuleViolation => new RuleViolation(say(pick));

/** The standaard ladder, rung 1 the lowest [KAP; STI]. ssovn plays the same ladder without its piek rungs. */
export const LADDER: readonly string[] = [
  'rik',
  'rik-beter',
  'alleen 8',
  'piek',
  'alleen 9',
  'misere',
  'alleen 10',
  'open-piek',
  'alleen 11',
  'open-misere',
  'alleen 12',
  'open-piek-praatje',
  'open-misere-praatje',
  'alleen 13',
];

export interface RikBid {
  id: string;
  level?: number;
  suit?: Suit;
}

const key = (b: RikBid): string => (b.level !== undefined ? `${b.id} ${b.level}` : b.id);

/** "9 alleen harten", "open misère", as the sheet names them. */
export const bidName = (b: RikBid, lang: Lang): string => {
  const name = b.id === 'alleen' ? `${b.level} alleen` : (contractById(b.id)?.name ?? b.id);
  return b.suit !== undefined && b.id !== 'rik-beter' ? `${name} ${SUIT_NAME[b.suit][lang]}` : name;
};

export function parseBid(text: string, settings: Record<string, string>, rules: string): RikBid {
  const w = readWords(text.split(/\s+/), true);
  const contract = contractById(w.id);
  const bids = CONTRACTS.filter((c) => c.kind !== 'pass').map((c) => c.id);
  if (!contract) {
    // A bid and one word after it where its suit goes ("9 alleen r"): that word is no suit; after a piek or misère no
    // word is, as a suit there is refused.
    const typed = text.trim().split(/\s+/);
    const lead = typed.length > 1 && w.suit === undefined ? readWords(typed.slice(0, -1), true) : undefined;
    const before = lead && lead.suit === undefined ? contractById(lead.id) : undefined;
    const last = typed[typed.length - 1];
    if (before && before.kind !== 'pass' && !/^\d+$/.test(last)) {
      throw before.noTrump ? refuse((m) => m.ref.noSuit(before.name)) : notASuitIn(last, text);
    }
    const tip = didYouMean(w.id, bids);
    throw refuse((m, l) => m.ref.unknownBid(text, bids.join(', ')) + tip[l]);
  }
  // Schoppen Mie and één of vijf are the dealer's choice after all passed; pas is that everybody passed.
  if (contract.id === 'pas') throw refuse((m) => m.ref.pasNotBid);
  if (contract.kind === 'pass') throw refuse((m) => m.ref.notBid(contract.name));
  const off = judgedOff(contract.id, contract.name, settings, rules);
  if (off) throw new RuleViolation(off);
  const level = w.level !== undefined && (LEVELS as readonly number[]).includes(w.level);
  if (contract.id === 'alleen') {
    if (!level) throw refuse((m) => m.rec.alleenLevel(w.levelText));
  } else if (w.levelText !== undefined) {
    // "9 beter": a solo in hearts is "9 alleen beter".
    const solo = contract.id === 'rik-beter' && level;
    throw refuse((m) => (solo ? m.ref.beterLevel(w.levelText!) : m.rec.noLevel(contract.name, w.levelText!)));
  }
  if (w.suit !== undefined && contract.noTrump) throw refuse((m) => m.ref.noSuit(contract.name));
  const suit = contract.id === 'rik-beter' ? 'H' : w.suit;
  return {
    id: contract.id,
    ...(w.level !== undefined ? { level: w.level } : {}),
    ...(suit !== undefined ? { suit } : {}),
  };
}

/** The rung's contract id ('alleen 9': alleen). */
const idOf = (rung: string): string => rung.split(' ')[0];

/**
 * The ladder in force: LADDER without the rungs the rule set and house rules leave out (ssovn's and piek=off's piek
 * rungs, open=off's open ones, praatje=off's), so a rung quoted is one of the bids these rules play.
 */
export const ladderOf = (settings: Record<string, string>): string[] =>
  LADDER.filter((r) => switchedOff(idOf(r), settings) === undefined);

/** The switches by which `settings` play another ladder than the rule set's own (`piek=off`), as given. */
function ladderChanges(settings: Record<string, string>, rules: string): string[] {
  const own = inForce(rules);
  const plays = (s: Record<string, string>, id: string) => switchedOff(id, s) === undefined;
  const family: Record<string, string> = { piek: 'piek', open: 'open-misere', praatje: 'open-misere-praatje' };
  return Object.entries(family)
    .filter(([key, id]) => plays(settings, id) !== plays({ ...settings, [key]: own[key] }, id))
    .map(([key]) => `${key}=${settings[key]}`);
}

/** A bid's rung on `ladder`: troela is announced, not bid, and sits on top or just above rik beter (troela-rank). */
const rung = (b: RikBid, settings: Record<string, string>, ladder: readonly string[]): number =>
  b.id === 'troela'
    ? settings['troela-rank'] === 'above-rik-beter'
      ? 2.5
      : ladder.length + 1
    : ladder.indexOf(key(b)) + 1;

export function rankBids(a: RikBid, b: RikBid, settings: Record<string, string>, rules: string): RankAnswer {
  const ladder = ladderOf(settings);
  const [ra, rb] = [rung(a, settings, ladder), rung(b, settings, ladder)];
  const A = (l: Lang) => bidName(a, l);
  const B = (l: Lang) => bidName(b, l);
  const reason = (pick: (m: M, lang: Lang) => string): Text => say(pick);
  if (ra !== rb) {
    const first = ra > rb;
    const [hi, lo, rh, rl] = first ? [A, B, ra, rb] : [B, A, rb, ra];
    const changed = ladderChanges(settings, rules);
    const why =
      rh === ladder.length + 1
        ? reason((m, l) => m.ref.troelaTop(lo(l)))
        : rh === 2.5 || rl === 2.5
          ? reason((m, l) => m.ref.troelaLow(hi(l), lo(l)))
          : reason((m, l) => m.ref.rung(hi(l), rh, lo(l), rl, rules, ladder.length, changed));
    return { higher: first ? 1 : 2, reason: why };
  }
  const kind = contractById(a.id)!.kind;
  if (kind === 'each') return { higher: 0, reason: reason((m, l) => m.ref.join(A(l))) };
  if (a.suit === 'H' && b.suit !== 'H') return { higher: 1, reason: reason((m, l) => m.ref.hearts(A(l), B(l))) };
  if (b.suit === 'H' && a.suit !== 'H') return { higher: 2, reason: reason((m, l) => m.ref.hearts(B(l), A(l))) };
  if (A('en') === B('en')) return { higher: 0, reason: reason((m, l) => m.ref.identical(A(l))) };
  return { higher: 0, reason: reason((m, l) => m.ref.same(A(l), B(l))) };
}

const ORDER: CardOrder = {
  suitOf: (c) => c.suit,
  power: (c) => RANKS.length - RANKS.indexOf(c.rank),
  trumpOrder: say((m) => m.ref.order),
  plainOrder: say((m) => m.ref.order),
};

/** The house rules each question of the referee reads. */
const READS: Record<Question, readonly string[]> = {
  rank: ['troela', 'troela-rank', 'piek', 'open', 'praatje'],
  trick: [],
  play: ['troela', 'called-ace'],
};

const asRules = (rules: string): string => ((RULE_SETS as readonly string[]).includes(rules) ? rules : 'standaard');

/** rikken.md §2: the troela mate names trump, never the suit of his ace, whether it is led or still in his hand. */
function mateAce(ace: Card, trump: Suit | null): void {
  if (ace.suit === trump) throw refuse((m, l) => m.ref.troelaTrump(codeIn(ace, l), SUIT_NAME[ace.suit][l]));
}

function legalPlays(hand: readonly Card[], trick: readonly Card[], trump: Suit | null, table: Table) {
  const troela = table.troelaLead === true;
  const called = table.called;
  // A troela calls nothing, and four aces in one hand call a king with no troela ace led (rikken.md §2): never both.
  if (troela && called !== undefined) throw new UsageError(say((m) => m.ref.troelaCalled));
  // What record refuses of a called card (rules.ts) the referee refuses too: an ace or a king, never the trump ace.
  if (called !== undefined && called.rank !== 'A' && called.rank !== 'K')
    throw refuse((m, l) => m.rec.calledCard(codeIn(called, l)));
  if (called?.rank === 'A' && called.suit === trump) throw refuse((m) => m.rec.trumpAce);
  // A troela the rules in force do not play is refused as judge rank refuses it (ssovn, --set troela=off).
  const rules = asRules(table.rules);
  const off = troela
    ? judgedOff('troela', contractById('troela')!.name, inForce(rules, table.options), rules)
    : undefined;
  if (off) throw new RuleViolation(off);
  if (troela && table.trickNo !== 1) throw refuse((m) => m.ref.troelaFirst);
  if (trick.length === 0) {
    if (!troela) return judgeHand(hand, () => undefined);
    // The troela mate opens with his ace: the fourth one, the only ace he holds (the other three make the troela).
    const aces = hand.filter((c) => c.rank === 'A');
    if (aces.length === 0) throw refuse((m) => m.ref.troelaNoAce);
    if (aces.length > 1) throw refuse((m, l) => m.ref.troelaAces(codes(aces, l)));
    mateAce(aces[0], trump);
    return judgeHand(hand, (c) => (c.rank === 'A' ? undefined : say((m) => m.ref.leadAce)));
  }
  const led = trick[0].suit;
  if (troela) {
    if (trick[0].rank !== 'A') throw refuse((m, l) => m.ref.troelaAce(codeIn(trick[0], l)));
    mateAce(trick[0], trump);
  }
  const have = hand.filter((c) => c.suit === led);
  const duty = table.options?.['called-ace'] !== 'free' && called !== undefined && called.suit === led;
  const holds = duty && hand.some((c) => c.rank === called.rank && c.suit === called.suit);
  const onlyTrumps = trump !== null && hand.every((c) => c.suit === trump);
  return judgeHand(hand, (c): Text | undefined => {
    if (holds && !(c.rank === called!.rank && c.suit === called!.suit))
      return say((m, l) => m.ref.playCalled(SUIT_NAME[led][l], called!.rank === 'A'));
    if (have.length > 0) return c.suit === led ? undefined : mustFollow(led, have);
    // Void: any card, except a trump on the troela mate's ace (a hand of only trumps plays any trump).
    if (troela && trump !== null && c.suit === trump && !onlyTrumps) return say((m) => m.ref.noTrumpOnTroela);
    return undefined;
  });
}

export const rikkenReferee: Referee = {
  id: 'rikken',
  name: say((m) => m.name),
  ruleSets: [...RULE_SETS],
  defaultRules: 'standaard',
  // Four play; with five or six the others sit the deal out and play no card.
  players: { min: 4, max: 4, default: 4 },
  deck: () => deckOf(RANKS),
  deckText: () => say((m) => m.ref.deck),
  handSize: () => 13,
  trump: 'optional',
  calledAce: true,
  // What each question reads: rank the contracts played and troela's rung, play troela and the called ace's duty;
  // no house rule changes a trick's winner, and the point values change no ruling.
  options: (rules, question) => settingsFor(asRules(rules)).filter((s) => READS[question].includes(s.key)),
  notASetting,
  bidExample: '9 alleen',
  rank(a, b, rules, options) {
    const r = asRules(rules);
    const s = { ...inForce(r), ...(options ?? {}) };
    return rankBids(parseBid(a, s, r), parseBid(b, s, r), s, r);
  },
  trickWinner: (trick, trump) => explainTrick(trick, trump, ORDER),
  legalPlays,
};
