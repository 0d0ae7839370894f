import { RuleViolation, UsageError } from '../../core/errors.js';
import {
  flagList,
  flagPairs,
  flagSwitch,
  flagText,
  noExtraWords,
  onlyFlags,
  optString,
  wholeNumber,
} from '../../core/flags.js';
import type { DealInput, RecordArgs, SettingSpec, SheetConfig } from '../../core/game.js';
import { findPlayer, findPlayers, splitList } from '../../core/players.js';
import { choice } from '../../core/settings.js';
import { say } from './messages.js';
import { own } from '../../core/own.js';

/** Ranks of the 20-card Zwikken pack, highest first: the order that settles several zwikken. */
export const RANKS = ['A', 'K', 'Q', 'J', '10'] as const;
export type Rank = (typeof RANKS)[number];

/** Card points per rank (spec: A 4, K 3, Q 2, J 1, 10 0). */
export const CARD_POINTS: Record<Rank, number> = { A: 4, K: 3, Q: 2, J: 1, '10': 0 };

/** Names a player may type for a rank: cli.md card notation plus the words at the table. */
const RANK_WORDS: Record<string, Rank> = {
  a: 'A',
  aas: 'A',
  ace: 'A',
  aces: 'A',
  azen: 'A',
  k: 'K',
  h: 'K',
  heer: 'K',
  heren: 'K',
  king: 'K',
  kings: 'K',
  koning: 'K',
  q: 'Q',
  v: 'Q',
  d: 'Q',
  vrouw: 'Q',
  vrouwen: 'Q',
  dame: 'Q',
  dames: 'Q',
  queen: 'Q',
  queens: 'Q',
  j: 'J',
  b: 'J',
  boer: 'J',
  boeren: 'J',
  jack: 'J',
  jacks: 'J',
  '10': '10',
  t: '10',
  tien: '10',
  tienen: '10',
  ten: '10',
  tens: '10',
};

export function settingsFor(): SettingSpec[] {
  return [
    {
      ...choice(
        'loser-pays',
        ['pot', 'stake'],
        'pot',
        say((m) => m.set.loserPays),
      ),
      // What a losing asker paid lies in the pot or went to a winner: the rule stays once a deal is recorded.
      paidUnder: (now, deals, again) => say((m) => m.set.loserPaysWasPaid(now, deals, again)),
    },
  ];
}

/** A zwik (three cards of one rank) held by a player who asked. */
export interface Zwik {
  player: string;
  /** Needed only when several askers held a zwik: the highest rank wins. */
  rank?: Rank;
}

/**
 * Stored input of a Zwikken deal. `pas`: everybody passed (after `searched` searches). `vragen`:
 * somebody asked and the deal was settled by a zwik, a named winner, a tie, or everyone's card points.
 */
export interface ZwikInput extends DealInput {
  contract: 'pas' | 'vragen';
  askers?: string[];
  winner?: string;
  tie?: true;
  points?: Record<string, number>;
  zwik?: Zwik[];
  /** How often the dealer searched (zocht) a new trump: 1 or 2; absent for 0. */
  searched?: number;
}

const PAS_WORDS = ['pas', 'pass', 'gepast', 'passed'];
const ASK_WORDS = ['vragen', 'vraag', 'gevraagd', 'ask', 'asked'];
const OUTCOME_FLAGS = ['askers', 'winner', 'tie', 'points', 'zwik'];

/** What the cards that are played can hold: 3 cards a player, the highest/lowest of the 20-card pack. */
export function pointsInPlay(players: number): { min: number; max: number } {
  // Highest first: four cards of every rank.
  const values = RANKS.flatMap((r) => Array.from({ length: 4 }, () => CARD_POINTS[r]));
  const played = 3 * players;
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  return { max: sum(values.slice(0, played)), min: sum(values.slice(values.length - played)) };
}

/**
 * How often the dealer can search (zoeken): at most twice (seed 004), and each search turns one of
 * the cards left after dealing 3 a player and turning the trump: 20 - 3n - 1 (one with six players).
 */
export const searchesPossible = (players: number): number => Math.max(0, Math.min(2, 20 - 3 * players - 1));

export function parseDeal(args: RecordArgs, config: SheetConfig): ZwikInput {
  const word = args.words[0]?.toLowerCase();
  noExtraWords(args.words, 1);
  const searchedText = optString(args, 'searched');
  if (args.flags.searched === true) throw new UsageError(say((m) => m.rules.searchedNeedsA));
  const searched = searchedText === undefined ? 0 : wholeNumber('--searched', searchedText, 0, 2);
  const most = searchesPossible(config.players.length);
  if (searched > most) {
    const n = config.players.length;
    throw new RuleViolation(say((m) => m.rules.withPlayersOf(n, 3 * n, most, searched)));
  }
  const withSearch = searched > 0 ? { searched } : {};

  if (word !== undefined && PAS_WORDS.includes(word)) {
    const given = OUTCOME_FLAGS.filter((f) => args.flags[f] !== undefined);
    if (given.length > 0) {
      // Nobody asked, so nothing was played: there is no winner, zwik or card points to record.
      throw new UsageError(say((m) => m.rules.everybodyPassedSo(given.map((f) => '--' + f).join(' '))));
    }
    onlyFlags(
      args,
      ['searched'],
      say((m) => m.rules.pasDeal),
    );
    return { contract: 'pas', ...withSearch };
  }
  if (word !== undefined && !ASK_WORDS.includes(word)) {
    // `--tie ja`: the command line takes the switch alone and hands "ja" over as a word; said as the switch's value.
    if (args.flags.tie === true) throw new UsageError(say((m) => m.rules.tieTakesNo(args.words[0])));
    throw new UsageError(say((m) => m.rules.unexpectedRecordA(args.words[0], config.players[0], config.players[1])));
  }
  onlyFlags(
    args,
    [...OUTCOME_FLAGS, 'searched'],
    say((m) => m.name),
  );

  const players = config.players;
  const askersText = optString(args, 'askers');
  if (askersText === undefined) {
    throw new UsageError(say((m) => m.rules.askersIsMissing(players[0], players[1])));
  }
  const askers = findPlayers(players, askersText);
  if (askers.length === 0) {
    throw new RuleViolation(say((m) => m.rules.nobodyAskedSo));
  }
  // Askers in seat order, so the same deal is stored the same way however it was typed.
  askers.sort((a, b) => players.indexOf(a) - players.indexOf(b));

  const winnerText = optString(args, 'winner');
  if (args.flags.winner === true) throw new UsageError(say((m) => m.rules.winnerNeedsA(askers[0])));
  const tie = args.flags.tie === true || args.flags.tie === 'true';
  if (typeof args.flags.tie === 'string' && args.flags.tie !== 'true') {
    const extra = args.flags.tie;
    throw new UsageError(say((m) => m.rules.tieTakesNo(extra)));
  }
  const pointsText = optString(args, 'points');
  if (args.flags.points === true) throw new UsageError(say((m) => m.rules.pointsNeedsEveryone(examplePoints(players))));
  const zwikText = optString(args, 'zwik');
  if (args.flags.zwik === true) throw new UsageError(say((m) => m.rules.zwikNeedsThe(askers[0])));

  const outcomes = [
    winnerText !== undefined && '--winner',
    tie && '--tie',
    pointsText !== undefined && '--points',
  ].filter(Boolean) as string[];
  if (outcomes.length > 1) {
    throw new UsageError(say((m) => m.rules.giveTheOutcome(outcomes, pointsText)));
  }

  const input: ZwikInput = { contract: 'vragen', askers };
  if (zwikText !== undefined) {
    const zwik = parseZwik(zwikText, askers, players);
    if (tie || pointsText !== undefined) {
      throw new RuleViolation(say((m) => m.rules.aZwikWins(tie)));
    }
    const holder = zwikWinner(zwik);
    if (winnerText !== undefined) {
      const w = findPlayer(players, winnerText);
      if (w !== holder) {
        throw new RuleViolation(say((m) => m.rules.askedWithThe(holder, zwik.length, w)));
      }
    }
    input.zwik = zwik;
  } else if (winnerText !== undefined) {
    input.winner = findPlayer(players, winnerText);
  } else if (tie) {
    input.tie = true;
  } else if (pointsText !== undefined) {
    input.points = parsePoints(pointsText, players);
  } else {
    throw new UsageError(say((m) => m.rules.howDidThe(examplePoints(players))));
  }
  return { ...input, ...withSearch };
}

/**
 * `Ann=9,Bert=4,Cis=2,Dirk=0`: card points that parsePoints accepts for this many players (at most three
 * players score, and the sum lies in pointsInPlay: 12 to 36 at four, 21 to 39 at five, 32 to 40 at six).
 */
const EXAMPLE_POINTS: Record<number, number[]> = {
  2: [7, 4],
  3: [7, 4, 2],
  4: [9, 4, 2, 0],
  5: [12, 8, 5, 0, 0],
  6: [16, 12, 6, 0, 0, 0],
};
const examplePoints = (players: string[]): string =>
  players.map((p, i) => `${p}=${EXAMPLE_POINTS[players.length]?.[i] ?? 0}`).join(',');

function parseRank(text: string, player: string): Rank {
  const r = own(RANK_WORDS, text.trim().toLowerCase());
  if (r === undefined) {
    throw new RuleViolation(say((m) => m.rules.isNotA(text, player)));
  }
  return r;
}

/** `--zwik Ann` (one zwik) or `--zwik Ann=A,Bert=K` (several: each rank, the highest wins). */
export function parseZwik(text: string, askers: string[], players: string[]): Zwik[] {
  const zwik: Zwik[] = [];
  for (const part of splitList(text)) {
    const eq = part.indexOf('=');
    const player = findPlayer(players, eq < 0 ? part : part.slice(0, eq));
    if (zwik.some((z) => z.player === player)) throw new RuleViolation(say((m) => m.rules.isNamedTwice(player)));
    if (!askers.includes(player)) {
      throw new RuleViolation(say((m) => m.rules.didNotAsk(player)));
    }
    zwik.push(eq < 0 ? { player } : { player, rank: parseRank(part.slice(eq + 1), player) });
  }
  if (zwik.length === 0) throw new UsageError(say((m) => m.rules.zwikNeedsThe2(askers[0] ?? players[0])));
  if (zwik.length > 1) {
    const unranked = zwik.filter((z) => z.rank === undefined);
    if (unranked.length > 0) {
      throw new UsageError(
        say((m) => m.rules.severalAskersHeld(zwik.map((z, i) => `${z.player}=${RANKS[i]}`).join(','))),
      );
    }
    // A rank has four cards, so two zwikken (three cards each) of one rank cannot exist.
    const twice = zwik.find((z, i) => zwik.findIndex((y) => y.rank === z.rank) !== i);
    if (twice) {
      throw new RuleViolation(say((m) => m.rules.twoZwikkenOf(twice.rank)));
    }
  }
  return zwik;
}

/** The zwik that wins: the only one, else the highest rank (A > K > Q > J > 10). */
export function zwikWinner(zwik: Zwik[]): string {
  const order = (z: Zwik) => (z.rank === undefined ? -1 : RANKS.indexOf(z.rank));
  return [...zwik].sort((a, b) => order(a) - order(b))[0].player;
}

/** `--points Ann=7,Bert=4,...`: every player's card points, checked against the cards that are played. */
export function parsePoints(text: string, players: string[]): Record<string, number> {
  const got: Record<string, number> = {};
  const { min, max } = pointsInPlay(players.length);
  for (const part of splitList(text)) {
    const eq = part.indexOf('=');
    if (eq <= 0) {
      throw new UsageError(say((m) => m.rules.isNotPlayer(part, examplePoints(players))));
    }
    const p = findPlayer(players, part.slice(0, eq));
    if (Object.hasOwn(got, p)) throw new RuleViolation(say((m) => m.rules.isNamedTwice2(p)));
    got[p] = wholeNumber(`--points for ${p}`, part.slice(eq + 1), 0, max);
  }
  // A player's points left out are a value missing (exit 2, as a missing --points is), in every game.
  const missing = players.filter((p) => !Object.hasOwn(got, p));
  if (missing.length > 0) {
    const example = players.map((p) => `${p}=${got[p] ?? 0}`).join(',');
    throw new UsageError(say((m) => m.rules.pointsListsEvery(missing, example)));
  }
  // Only three tricks are played, so at most three players can have taken cards worth anything.
  const scorers = players.filter((p) => got[p] > 0);
  if (scorers.length > 3) {
    throw new RuleViolation(say((m) => m.rules.playersHaveCard(scorers.length)));
  }
  const sum = players.reduce((a, p) => a + got[p], 0);
  if (sum > max || sum < min) {
    throw new RuleViolation(say((m) => m.rules.theCardPoints(sum, 3 * players.length, players.length, min, max)));
  }
  // Stored in seat order.
  return Object.fromEntries(players.map((p) => [p, got[p]]));
}

/** The player with the most card points, or undefined when two or more share the most. */
export function pointsWinner(points: Record<string, number>): string | undefined {
  const best = Math.max(...Object.values(points));
  const top = Object.keys(points).filter((p) => points[p] === best);
  return top.length === 1 ? top[0] : undefined;
}

/** A stored zwik list as typed after `--zwik`: `Ann`, or `Ann=A,Bert=K` when ranks were given. */
function zwikText(v: unknown): string | undefined {
  if (!Array.isArray(v)) return flagText(v);
  return v
    .map((z: unknown) => {
      if (typeof z !== 'object' || z === null || Array.isArray(z)) return flagText(z) ?? '';
      const { player, rank } = z as Record<string, unknown>;
      return rank === undefined ? (flagText(player) ?? '') : `${flagText(player) ?? ''}=${flagText(rank) ?? ''}`;
    })
    .join(',');
}

/**
 * The record line for a stored input: `--askers Ann,Bert --winner Ann --searched 1`, `--points
 * Ann=7,Bert=4,...`, `--zwik Ann=A,Bert=K`, or `pas --searched 2`. A played deal needs no word
 * (`vragen` is what is stored). Every field is passed on, so parseDeal names what is wrong with it.
 */
export function toArgs(input: DealInput): RecordArgs {
  return {
    words: input.contract === 'vragen' ? [] : [flagText(input.contract) ?? ''],
    flags: {
      askers: flagList(input.askers),
      winner: flagText(input.winner),
      tie: flagSwitch(input.tie),
      points: flagPairs(input.points),
      zwik: zwikText(input.zwik),
      searched: flagText(input.searched),
    },
  };
}
