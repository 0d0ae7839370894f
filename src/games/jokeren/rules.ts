import { RuleViolation, UsageError } from '../../core/errors.js';
import { flagPairs, flagText, onlyFlags } from '../../core/flags.js';
import type { DealInput, RecordArgs, SheetConfig } from '../../core/game.js';
import { findPlayer, splitList } from '../../core/players.js';
import { WordsRefused } from '../../core/words.js';
import { say } from './messages.js';
import { type Card, MAX_HAND, maxOf, minOf, pointsFor, settingsFor } from './settings.js';

/**
 * A stored Jokeren deal (spec/jokeren.md §3): the one player who went out, and for every other player
 * either his penalty points or the cards left in his hand, which the sheet prices with the value table
 * in force. Kept in seating order, so the same deal is always stored the same way.
 */
export interface JokerInput extends DealInput {
  contract: 'out';
  out: string;
  points?: Record<string, number>;
  hands?: Record<string, Card[]>;
}

const refuse = (pick: Parameters<typeof say>[0]): RuleViolation => new RuleViolation(say(pick));
const misuse = (pick: Parameters<typeof say>[0]): UsageError => new UsageError(say(pick));

const RANK: Record<string, Card> = {
  ...Object.fromEntries(['2', '3', '4', '5', '6', '7', '8', '9', '10'].map((r) => [r, r as Card])),
  T: '10',
  J: 'J',
  Q: 'Q',
  K: 'K',
  A: 'A',
  // Dutch: boer, vrouw, heer.
  B: 'J',
  V: 'Q',
  H: 'K',
};
/** A rank, then a suit letter (English or Dutch, or the symbol) that is read and dropped, then a `*`. */
const CARD = /^(10|[2-9TJQKABVH])([SHDCRK♠♥♦♣])?(\*)?$/;
const JOKER = /^(JOKER|JK|X)(\*)?$/;

/**
 * One typed card as stored (§3): `7H` is a 7, `B` a jack, `jk*` a joker that could have been laid; a
 * `*` on any other card and anything that is no card are refused, naming whose hand it is in.
 */
export function readCard(token: string, player: string): Card {
  const t = token.toUpperCase();
  const joker = JOKER.exec(t);
  if (joker) return joker[2] ? 'joker*' : 'joker';
  const card = CARD.exec(t);
  if (!card) throw refuse((m) => m.notACard(player, token));
  if (card[3]) throw refuse((m) => m.starOnlyJoker(player));
  return RANK[card[1]];
}

/** Whether a typed word is a card (`7`, `K`, `joker*`, `7+K`), whatever the hand it would be in allows. */
export const isCards = (word: string): boolean =>
  word.split('+').every((t) => JOKER.test(t.toUpperCase()) || CARD.test(t.toUpperCase()));

/** A card list: ranks separated by `+` or spaces (§3). */
export const readCards = (text: string, player: string): Card[] =>
  text
    .split(/[+\s]+/)
    .filter((t) => t !== '')
    .map((t) => readCard(t, player));

const text = (args: RecordArgs, name: string): string | undefined => {
  const v = args.flags[name];
  return typeof v === 'string' ? v : v === true ? '' : undefined;
};

const split = (s: string): string[] =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x !== '');

/**
 * `player=value` parts of a flag, the player found as everywhere (case-insensitive, unique prefix); `out`: who went
 * out, whom no example names (he scores 0). The example's points are such as the sheet takes (pointsFor: amerikaans
 * counts in fives).
 */
function pairs(
  flag: '--points' | '--hand',
  given: string,
  config: SheetConfig,
  out: string,
): [string, string, string][] {
  const { players } = config;
  return split(given).map((part, i, all) => {
    const eq = part.indexOf('=');
    // Cis=AH,KH: the comma was meant between two cards of the hand before, not before a next player.
    if (eq < 0 && flag === '--hand' && i > 0 && all[i - 1].includes('=')) {
      throw misuse((m) => m.handComma(all[i - 1], part));
    }
    // The example names the sheet's own players, never the one out: the first player's points, the third's hand (the
    // help's Cis; the last of fewer), else the last of those still in.
    const others = players.filter((p) => p !== out);
    const third = players[Math.min(2, players.length - 1)];
    const hand = third === out ? others[others.length - 1] : third;
    if (eq <= 0)
      throw misuse((m) =>
        m.notPair(flag, part, flag === '--hand' ? m.handExample(hand) : `${others[0]}=${pointsFor(config, 12)}`),
      );
    return [findPlayer(players, part.slice(0, eq).trim()), part.slice(eq + 1).trim(), part];
  });
}

/**
 * The whole deal the examples give for `players` (in seating order): the second went out, the first has 12 points, the
 * third the cards 7 K joker* (when there is a third), the others 4; points such as the sheet takes. The phone's line
 * writes it in words (line.ts), record's refusal of words with flags.
 */
export function exampleDeal(
  players: readonly string[],
  config: SheetConfig,
): { out: string; points: [string, number][]; hand?: string } {
  const [a, b = a, c, ...more] = players;
  const points = [a, ...more].map((p, i): [string, number] => [p, pointsFor(config, i === 0 ? 12 : 4)]);
  return { out: b, points, ...(c === undefined ? {} : { hand: c }) };
}

export function parseDeal(args: RecordArgs, config: SheetConfig): JokerInput {
  const { players, settings, rules } = config;
  // judge score without a sheet judges rules: a bound its house rules set is said of them, never of "this sheet".
  const judged = config.judged === true;
  // Words: record takes the deal in flags only, and its refusal gives the whole deal so for these players (or the deal
  // the words read as, core/words.ts readingWords).
  if (args.words.length > 0) {
    const { out, points, hand } = exampleDeal(players, config);
    const flags = { out, points: points.map(([p, n]) => `${p}=${n}`).join(',') };
    const cards = hand === undefined ? undefined : say((m) => m.handExample(hand));
    throw new WordsRefused(
      say((m) => m.noWords),
      (l) => (cards === undefined ? flags : { ...flags, hand: cards[l] }),
      args.words,
    );
  }
  onlyFlags(
    args,
    ['out', 'points', 'hand'],
    say((m) => m.name),
  );
  const outText = text(args, 'out');
  // Two names where one goes (`--out Ann,Bert`, `--out Ann,Ann`) exit 1, as every game's one-player flag does.
  if (outText !== undefined && splitList(outText).length > 1) throw refuse((m) => m.needOut);
  if (outText === undefined || outText.trim() === '' || outText.includes(',')) throw misuse((m) => m.needOut);
  const out = findPlayer(players, outText.trim());
  const given = new Map<string, 'points' | 'hand'>();
  const mark = (p: string, kind: 'points' | 'hand') => {
    const was = given.get(p);
    if (was !== undefined) throw refuse((m) => (was === kind ? m.twice(p) : m.bothKinds(p)));
    given.set(p, kind);
  };
  const points = new Map<string, number>();
  for (const [p, v] of pairs('--points', text(args, 'points') ?? '', config, out)) {
    // Not of the flag's kind is a usage error, as for every game (a number the rules refuse is exit 1, however long:
    // the bounds name it as typed, since one beyond 2^53 would already be rounded).
    if (v === '') throw misuse((m) => m.needEntry(p));
    if (!/^-?\d+$/.test(v)) throw misuse((m) => m.notWhole(p, v));
    const n = Number(v);
    if (p === out) {
      // Naming the player out with 0 is allowed and changes nothing (§3).
      if (n !== 0) throw refuse((m) => m.outScoresZero(out));
      continue;
    }
    mark(p, 'points');
    if (n === 0) throw refuse((m) => m.zeroPoints(p, out));
    // Each bound is the rule set's only where it is the one its own values give; else the sheet's house rules set it.
    const own = Object.fromEntries(settingsFor(rules).map((s) => [s.key, s.default]));
    const min = minOf(settings);
    if (n < min) throw refuse((m) => m.belowMin(minOf(own) === min ? rules : undefined, min, p, v, judged));
    const max = maxOf(settings);
    if (n > max) throw refuse((m) => m.aboveMax(maxOf(own) === max ? rules : undefined, max, p, v, judged));
    const step = Number(settings.step);
    // The rule set counts so only with its own step; a house rule's step is the sheet's (kbn with step=5).
    if (n % step !== 0) {
      // The fix: the counts in its steps on either side that the sheet takes (12 in fives: 10 or 15).
      const near = [n - (n % step), n - (n % step) + step].filter((x) => x >= min && x <= max);
      throw refuse((m) => m.notStep(own.step === settings.step ? rules : undefined, step, p, n, judged, near));
    }
    points.set(p, n);
  }
  const hands = new Map<string, Card[]>();
  for (const [p, v] of pairs('--hand', text(args, 'hand') ?? '', config, out)) {
    if (p === out) throw refuse((m) => m.outScoresZero(out));
    mark(p, 'hand');
    const cards = readCards(v, p);
    if (cards.length === 0) throw refuse((m) => m.noCards(p));
    if (cards.length > MAX_HAND) throw refuse((m) => m.tooManyCards(p, cards.length));
    hands.set(p, cards);
  }
  const held = [...hands.values()].flat().filter((c) => c === 'joker' || c === 'joker*').length;
  const allowed = Number(settings.jokers);
  if (held > allowed) throw refuse((m) => m.jokers(allowed, held, judged));
  const input: JokerInput = { contract: 'out', out };
  const inSeats = <T>(m: Map<string, T>) =>
    Object.fromEntries(players.filter((p) => m.has(p)).map((p) => [p, m.get(p)!]));
  if (points.size > 0) input.points = inSeats(points);
  if (hands.size > 0) input.hands = inSeats(hands);
  return input;
}

/** The flags that give this input back (sheet/stored.ts); never throws, whatever the file holds. */
export function toArgs(input: DealInput): RecordArgs {
  const flags: RecordArgs['flags'] = {};
  if (input.out !== undefined) flags.out = flagText(input.out);
  if (input.points !== undefined) flags.points = flagPairs(input.points);
  const hands = input.hands;
  if (hands !== undefined) {
    flags.hand =
      typeof hands === 'object' && hands !== null && !Array.isArray(hands)
        ? Object.entries(hands)
            .map(
              ([p, cards]) =>
                `${p}=${Array.isArray(cards) ? cards.map((c) => flagText(c)).join('+') : flagText(cards)}`,
            )
            .join(',')
        : flagText(hands);
  }
  return { words: input.contract === 'out' ? [] : [flagText(input.contract) ?? ''], flags };
}
