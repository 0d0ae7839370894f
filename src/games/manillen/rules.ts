import { parseTrump, type Suit } from '../../core/cards.js';
import { RuleViolation, UsageError } from '../../core/errors.js';
import { flagSwitch, flagText, needString, onlyFlags } from '../../core/flags.js';
import type { DealInput, RecordArgs, SheetConfig } from '../../core/game.js';
import { checkFour as fourPlayers, teamOf, teamsOf } from '../../core/partners.js';
import { findPlayer } from '../../core/players.js';
import { WordsRefused } from '../../core/words.js';
import { MESSAGES, say } from './messages.js';

/** 10 = 5, A = 4, K = 3, Q = 2, J = 1: 15 a suit, 60 a deal, no bonus for the last trick (spec §1). */
export const CARD_POINTS = 60;
/** The team with more than half the card points scores what it has above it. */
export const HALF = 30;

/**
 * A stored Manillen deal (spec §3). `points` are the card points of the dealer's team (`side` "dealer", `--points
 * 38`: a dealer corrected afterwards takes them to his team), or of the `team` that `--points Bert=22` named (`side`
 * "team"), whoever deals; `blind` is stored only when given. `contract` is what `tafel stats` counts a dealer's
 * choice by: a trump suit (`troef`) or no trump (`zonder`); it follows from `trump`.
 */
export interface ManillenInput extends DealInput {
  contract: 'troef' | 'zonder';
  trump: Suit | 'none';
  points: number;
  side: 'dealer' | 'team';
  /** With `side` "team": the team named, in seat order (`Bert=22` and `Dirk=22` are both ["Bert", "Dirk"]). */
  team?: string[];
  mee: boolean;
  tegen: boolean;
  blind?: true;
}

/** The flags of a deal; `along`/`klop` are `--mee`, `against`/`tegenklop` are `--tegen` (spec §3). */
const MEE = ['mee', 'along', 'klop'];
const TEGEN = ['tegen', 'against', 'tegenklop'];
const FLAGS = ['trump', 'points', ...MEE, ...TEGEN, 'blind'];

/** Manillen is played by exactly four, in two teams; the 2-, 3- and 6-player forms are not supported (§1). */
export const checkFour = fourPlayers(
  'Manillen',
  say((m) => m.rec.teams),
);

const SWITCHES = [...MEE, ...TEGEN, 'blind'];

/** Whether any of the switch's names was given; a value given to a switch is a usage error. */
function switched(args: RecordArgs, names: readonly string[]): boolean {
  let on = false;
  for (const name of names) {
    const v = args.flags[name];
    if (v === undefined || v === false) continue;
    if (v !== true) throw new UsageError(say((m) => m.rec.aSwitch([name], String(v))));
    on = true;
  }
  return on;
}

/**
 * `--mee ja`: the command line takes a switch alone, so "ja" arrives as a word, and a Manillen deal has none. Beside
 * a switch the word is the switch's value (rules-notes: a usage error), said as such rather than as a contract word.
 */
function switchValue(args: RecordArgs): void {
  const on = SWITCHES.filter((name) => args.flags[name] === true);
  if (on.length > 0) throw new UsageError(say((m) => m.rec.aSwitch(on, args.words.join(' '))));
}

/** S H D C, the suit signs, the Dutch and English names, or none/zonder; anything else is no trump named. */
function readTrump(args: RecordArgs): Suit | 'none' {
  const text = args.flags.trump;
  if (typeof text !== 'string' || text.trim() === '') throw new UsageError(say((m) => m.rec.nameTrump));
  try {
    return parseTrump(text) ?? 'none';
  } catch {
    throw new UsageError(say((m) => m.rec.notTrump(text.trim())));
  }
}

/**
 * `--points 38` (the dealer's team) or `--points Bert=22` (that player's team; the other team has 60 − 22): the card
 * points and whose they are. Anything that is not a whole number 0..60 is refused with the rule (spec §3: exit 1).
 */
function readPoints(args: RecordArgs, config: SheetConfig): Pick<ManillenInput, 'points' | 'side' | 'team'> {
  const text = needString(args, 'points', MESSAGES.en.rec.example);
  // `--points Ann=40,Bert=20`, as Jokeren and Zwikken take them: one team's points say the other's.
  if (text.includes(',')) throw new UsageError(say((m) => m.rec.pointsOnce(text.trim(), config.players[1])));
  const pair = /^([^=]+)=(.*)$/.exec(text.trim());
  const number = (pair ? pair[2] : text).trim();
  // What is no whole number is a value not of its kind (exit 2, as in every game); a number the deal cannot hold is 1.
  if (!/^-?\d+$/.test(number)) throw new UsageError(say((m) => m.rec.pointsNotNumber(number, config.players[1])));
  if (!/^\d{1,2}$/.test(number) || Number(number) > CARD_POINTS) {
    throw new RuleViolation(say((m) => m.rec.pointsImpossible(number)));
  }
  const points = Number(number);
  if (!pair) return { points, side: 'dealer' };
  const player = findPlayer(config.players, pair[1].trim());
  return { points, side: 'team', team: teamsOf(config.players)[teamOf(config.players, player)] };
}

/**
 * The whole deal the examples give: the second player's team has 38 card points with hearts for trump (8 over 30).
 * The phone's line writes it in words (line.ts), record's refusal of words with flags.
 */
export const exampleDeal = (players: readonly string[]): { player: string; points: number; trump: 'H' } => ({
  player: players[1],
  points: 38,
  trump: 'H',
});

/**
 * Reads `record`'s flags into a stored deal, the same whoever deals it; without `at` (`judge score`, which makes the
 * sheet's first dealer its `--dealer`) `--dealer` is one of its flags.
 */
export function parseDeal(args: RecordArgs, config: SheetConfig, at?: { dealer: string }): ManillenInput {
  checkFour(config);
  // Every deal is played: the dealer must choose, so there is no contract word and no pas (§3). Words are a deal in
  // words, which record takes in flags only: its refusal gives a whole deal of the sheet's players, or the deal the
  // words read as (core/words.ts readingWords). Until 2026-12-07 "tafel record --trump H --points 38", no player's.
  if (args.words.length > 0) {
    switchValue(args);
    const { player, points, trump } = exampleDeal(config.players);
    throw new WordsRefused(
      say((m) => m.rec.noWords),
      () => ({ trump, points: `${player}=${points}` }),
      args.words,
    );
  }
  // judge score's --dealer has made the sheet's first dealer already.
  const judged = at === undefined ? ['dealer'] : [];
  onlyFlags(
    args,
    [...FLAGS, ...judged],
    say((m) => m.rec.what),
  );
  const trump = readTrump(args);
  const points = readPoints(args, config);
  const mee = switched(args, MEE);
  const tegen = switched(args, TEGEN);
  const blind = switched(args, ['blind']);
  if (tegen && !mee) throw new RuleViolation(say((m) => m.rec.tegenWithoutMee));
  if (blind && trump !== 'none') throw new RuleViolation(say((m) => m.rec.blindOnly));
  if (blind && config.settings.blind !== 'on')
    throw new RuleViolation(say((m) => m.rec.blindOff(config.judged === true)));
  return {
    contract: trump === 'none' ? 'zonder' : 'troef',
    trump,
    ...points,
    mee,
    tegen,
    ...(blind ? { blind: true as const } : {}),
  };
}

/**
 * The record line for a stored input: `--trump H --points 38 --mee`, `--points Bert=22` for a team's. A contract that
 * does not follow from the trump is passed on as a word, which parseDeal refuses; a `side` or `team` other than those
 * parseDeal writes, or a switch stored as anything but `true`/`false`, reads back differently, which the comparison
 * refuses (src/sheet/stored.ts).
 */
export function toArgs(input: DealInput): RecordArgs {
  const derived = input.trump === 'none' ? 'zonder' : 'troef';
  const points = flagText(input.points);
  return {
    words: input.contract === derived ? [] : [flagText(input.contract) ?? ''],
    flags: {
      trump: flagText(input.trump),
      points: input.side === 'team' && Array.isArray(input.team) ? `${flagText(input.team[0])}=${points}` : points,
      mee: flagSwitch(input.mee),
      tegen: flagSwitch(input.tegen),
      blind: flagSwitch(input.blind),
    },
  };
}
