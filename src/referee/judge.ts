import { code, parseCards, parseTrump, sameCard, type Card, type Suit } from '../core/cards.js';
import { misused, RuleViolation, rule, usage } from '../core/errors.js';
import { wholeNumber } from '../core/flags.js';
import { parseSets } from '../core/settings.js';
import type { PlayAnswer, RankAnswer, Referee, TrickAnswer } from '../core/referee.js';

/**
 * The checks every `tafel judge` question needs before a referee may look at the cards: a known
 * rule set, a trump where the game needs one, the table size, cards of the game's deck, no card twice.
 * Pure, so the command only parses flags and prints.
 */

/** The number of players: --players if given (within the game's range), else the game's usual table. */
export function tableSize(ref: Referee, text: string | undefined): number {
  if (text === undefined) return ref.players.default;
  return wholeNumber('--players', text, ref.players.min, ref.players.max);
}

export function readTrump(ref: Referee, text: string | undefined): Suit | null {
  if (text === undefined || text.trim() === '') {
    throw usage(
      `--trump is missing: name the trump suit, e.g. --trump H${ref.trump === 'optional' ? ' (or --trump none for miserie and piccolo)' : ''}.`,
      `--trump ontbreekt: noem de troefkleur, bv. --trump H${ref.trump === 'optional' ? ' (of --trump none voor miserie en piccolo)' : ''}.`,
    );
  }
  const trump = parseTrump(text);
  if (trump === null && ref.trump === 'always') {
    throw rule(`${ref.id} is always played with a trump suit: --trump none does not apply; name the suit, e.g. --trump H.`, `${ref.id} speel je altijd met een troefkleur: --trump none past niet; noem de kleur, bv. --trump H.`);
  }
  return trump;
}

/** Refuses a card that is not in the game's deck, and any card given twice (in the hand, the trick, or both). */
export function checkCards(ref: Referee, players: number, hand: readonly Card[], trick: readonly Card[]): void {
  const deck = ref.deck(players);
  const all: { card: Card; where: 'hand' | 'trick' }[] = [...hand.map((card) => ({ card, where: 'hand' as const })), ...trick.map((card) => ({ card, where: 'trick' as const }))];
  for (const { card } of all) {
    if (!deck.some((d) => sameCard(d, card))) {
      const d = ref.deckText(players);
      throw rule(`${code(card)} is not in the ${ref.id} deck: ${d.en}.`, `${code(card)} zit niet in het spel van ${ref.id}: ${d.nl}.`);
    }
  }
  for (let i = 0; i < all.length; i++) {
    const j = all.findIndex((x, k) => k > i && sameCard(x.card, all[i].card));
    if (j < 0) continue;
    const [a, b] = [all[i].where, all[j].where];
    const en = a === b ? `twice in the ${a}` : 'in the hand and in the trick';
    const nl = a === b ? `twee keer in de ${a === 'hand' ? 'hand' : 'slag'}` : 'in de hand en in de slag';
    const c = code(all[i].card);
    throw rule(`${c} is given ${en}, but each card exists only once: check the cards.`, `${c} staat ${nl}, maar elke kaart bestaat maar één keer: kijk de kaarten na.`);
  }
}

/** The referee's options in force: its defaults for the rule set, changed by `--set key=value` (a usage error when unknown or bad). */
export function readOptions(ref: Referee, rules: string, pairs: readonly string[] = []): Record<string, string> {
  if (!ref.options) {
    if (pairs.length === 0) return {};
    throw usage(`--set does not apply to judging ${ref.id}: its rules have no options that change a trick.`, `--set past niet bij ${ref.id} beoordelen: de regels hebben geen opties die een slag veranderen.`);
  }
  const specs = ref.options(rules);
  const { set, error } = parseSets(specs, [...pairs]);
  if (error) throw usage(error.en, error.nl);
  return Object.fromEntries(specs.map((s) => [s.key, set[s.key] ?? s.default]));
}

export function judgeRank(ref: Referee, a: string, b: string, rules: string, set?: readonly string[]): RankAnswer {
  if (!ref.rank) {
    const t = ref.noRanking ?? { en: `${ref.id} has no ranking of bids.`, nl: `${ref.id} kent geen rangorde van biedingen.` };
    throw new RuleViolation(t);
  }
  return ref.rank(a, b, rules, readOptions(ref, rules, set));
}

export interface TrickQuestion {
  cards: string | readonly string[];
  trump: string | undefined;
  players?: string;
  rules?: string;
  set?: readonly string[];
}

export function judgeTrick(ref: Referee, q: TrickQuestion): { trick: Card[]; answer: TrickAnswer } {
  const trump = readTrump(ref, q.trump);
  const players = tableSize(ref, q.players);
  const trick = parseCards(q.cards);
  if (trick.length === 0) throw usage('Which cards? List the trick in playing order, the first led: e.g. 10H JH AH 9S.', 'Welke kaarten? Geef de slag in speelvolgorde, de uitgekomen kaart eerst: bv. 10H JH AH 9S.');
  if (trick.length > players) {
    throw rule(
      `A trick has one card per player, so at most ${players} here, not ${trick.length}${ref.players.max > ref.players.min ? ' (--players sets the table size)' : ''}.`,
      `Een slag heeft één kaart per speler, hier dus hoogstens ${players}, niet ${trick.length}${ref.players.max > ref.players.min ? ' (--players geeft het aantal spelers)' : ''}.`,
    );
  }
  checkCards(ref, players, [], trick);
  const rules = q.rules ?? ref.defaultRules;
  return { trick, answer: ref.trickWinner(trick, trump, { players, potHolder: false, rules, trickNo: 1, options: readOptions(ref, rules, q.set) }) };
}

export interface PlayQuestion {
  hand: string | undefined;
  trick?: string;
  trump: string | undefined;
  players?: string;
  potHolder?: boolean;
  /** The rule set in force; the referee's default when absent. */
  rules?: string;
  /** Which trick of the deal (1 = the opening trick, the default). */
  trickNo?: string;
  set?: readonly string[];
  /** Rikken: the called card, and whether the troela mate's ace was led. */
  called?: string;
  troelaLead?: boolean;
}

export function judgePlay(ref: Referee, q: PlayQuestion): PlayAnswer {
  if (q.potHolder && !ref.potHolder) {
    throw usage(`--pot-holder is for Solokaarten only; ${ref.id} has no pot holder.`, `--pot-holder is enkel voor Solokaarten; ${ref.id} heeft geen pothouder.`);
  }
  if (q.hand === undefined || q.hand.trim() === '') {
    throw usage('--hand is missing: list the cards in your hand, e.g. --hand "7H,KS,AD".', '--hand ontbreekt: geef de kaarten in je hand, bv. --hand "7H,KS,AD".');
  }
  if ((q.called !== undefined || q.troelaLead) && !ref.calledAce) {
    throw misused((t) => t.referee.calledOnly(ref.id));
  }
  const trump = readTrump(ref, q.trump);
  const players = tableSize(ref, q.players);
  const hand = parseCards(q.hand);
  const trick = q.trick === undefined ? [] : parseCards(q.trick);
  if (hand.length > ref.handSize(players)) {
    throw rule(
      `A hand in ${ref.id} holds at most ${ref.handSize(players)} cards${ref.players.max > ref.players.min ? ` with ${players} players` : ''}, not ${hand.length}.`,
      `Een hand in ${ref.id} heeft hoogstens ${ref.handSize(players)} kaarten${ref.players.max > ref.players.min ? ` met ${players} spelers` : ''}, niet ${hand.length}.`,
    );
  }
  if (trick.length >= players) {
    throw rule(
      `The trick already holds ${trick.length} cards, one for each of the ${players} players: it is complete, and nobody plays to it any more.`,
      `De slag heeft al ${trick.length} kaarten, één voor elk van de ${players} spelers: hij is af, en niemand speelt er nog bij.`,
    );
  }
  const tricks = ref.handSize(players);
  const trickNo = q.trickNo === undefined ? 1 : wholeNumber('--trick-no', q.trickNo, 1, tricks);
  // Each trick before this one took a card from every hand.
  const left = tricks - trickNo + 1;
  if (hand.length > left) {
    throw rule(
      `At trick ${trickNo} a hand in ${ref.id} holds at most ${left} card${left === 1 ? '' : 's'}, not ${hand.length}: check --hand or --trick-no.`,
      `Bij slag ${trickNo} heeft een hand in ${ref.id} hoogstens ${left} kaart${left === 1 ? '' : 'en'}, niet ${hand.length}: kijk --hand of --trick-no na.`,
    );
  }
  checkCards(ref, players, hand, trick);
  const rules = q.rules ?? ref.defaultRules;
  const called = q.called === undefined ? undefined : parseCards(q.called)[0];
  const rikken = ref.calledAce ? { ...(called ? { called } : {}), ...(q.troelaLead ? { troelaLead: true } : {}) } : {};
  return ref.legalPlays(hand, trick, trump, { players, potHolder: Boolean(q.potHolder), rules, trickNo, options: readOptions(ref, rules, q.set), ...rikken });
}
