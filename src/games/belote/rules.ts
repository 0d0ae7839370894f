import { checkFour as fourPlayers } from '../../core/partners.js';
import { RuleViolation, UsageError } from '../../core/errors.js';
import { flagText, needString, noExtraWords, onlyFlags, wholeNumber } from '../../core/flags.js';
import type { DealInput, RecordArgs, SettingSpec, SheetConfig } from '../../core/game.js';
import { findPlayer, fold } from '../../core/players.js';
import { choice } from '../../core/settings.js';
import { dealsFor } from './settings.js';
import { flagsLine, WordsRefused } from '../../core/words.js';
import { say } from './messages.js';

export type RuleSet = 'cardavia' | 'ffb';

/** Which team took all eight tricks. */
export type Capot = 'takers' | 'defenders';

/**
 * A stored Belote deal. `take` is a played deal; `pas` a deal that everybody passed twice (void).
 * `points` are the taker team's card points including the last trick, as counted at the table.
 */
export interface BeloteInput extends DealInput {
  contract: 'take' | 'pas';
  taker?: string;
  points?: number;
  belote?: string;
  capot?: Capot;
}

/** 152 card points + 10 for the last trick; a capot replaces the 10 by 100 (spec/belote.md). */
export const CARD_POINTS = 162;
export const CAPOT_POINTS = 252;
export const BELOTE_POINTS = 20;

const TARGETS = ['501', '701', '1000', '2000', 'none'];

export function settingsFor(rules: string): SettingSpec[] {
  if (rules === 'ffb') {
    return [
      choice(
        'rounding',
        ['none', 'nearest10'],
        'none',
        say((m) => m.set.rounding),
      ),
      choice(
        'target',
        TARGETS,
        '1000',
        say((m) => m.set.target),
      ),
      dealsFor(rules),
      choice(
        'litige-belote',
        ['held', 'kept'],
        'held',
        say((m) => m.set.litigeBelote),
      ),
      // FFB does not say when held points are rounded; tafel's choice is `held` (docs/rules-notes.md).
      choice(
        'litige-rounding',
        ['held', 'sum'],
        'held',
        say((m) => m.set.litigeRounding),
      ),
    ];
  }
  // The cardavia source plays single deals; a sheet adds them up and may still end on a target.
  return [
    choice(
      'target',
      TARGETS,
      'none',
      say((m) => m.set.target),
    ),
    dealsFor(rules),
  ];
}

export { teamOf, teamOfSeat, teamsOf } from '../../core/partners.js';

/** Belote is a game for exactly four players in two teams; a sheet with another count is refused. */
export const checkFour = fourPlayers(
  'Belote',
  say((m) => m.rules.teams),
);

const FLAGS = ['taker', 'points', 'belote', 'capot'];
/** The team --capot names, as stored, in either language's words: takers (nemers), defenders (verdedigers). */
const CAPOT_WORDS: Readonly<Record<string, Capot>> = {
  takers: 'takers',
  nemers: 'takers',
  defenders: 'defenders',
  verdedigers: 'defenders',
};
/**
 * A whole record line for the sheet's own players (never a name the sheet lacks); for a capot, one with its points
 * (162 for the takers' capot, 0 for the defenders'), as the capot topic writes it.
 */
const exampleOf = (players: readonly string[], capot?: Capot): string =>
  capot === undefined
    ? `tafel record ${exampleFlags(players)}`
    : `tafel record ${flagsLine({ taker: players[0], points: String(capot === 'takers' ? CARD_POINTS : 0), capot })}`;
/** A whole deal of the sheet's players: the first takes with 92 card points, his partner's belote. */
const exampleDeal = (players: readonly string[]) => ({ taker: players[0], points: '92', belote: players[2] });
/** The same in flags, as typed (a name with a space quoted). */
const exampleFlags = (players: readonly string[]): string => flagsLine(exampleDeal(players));

/** The team --capot names, or a refusal of any other word. */
function capotOf(args: RecordArgs): Capot | undefined {
  const capotWord = flagValue(args, 'capot', '--capot takers');
  if (capotWord === undefined) return undefined;
  const w = fold(capotWord);
  const c = Object.hasOwn(CAPOT_WORDS, w) ? CAPOT_WORDS[w] : undefined;
  if (c === undefined) throw new UsageError(say((m) => m.rules.capotMustBe(capotWord)));
  return c;
}

/** A flag that needs a value but arrived as a bare switch (possible from prompts or tests). */
function flagValue(args: RecordArgs, name: string, example: string): string | undefined {
  const v = args.flags[name];
  if (v === undefined) return undefined;
  if (typeof v !== 'string' || v.trim() === '') {
    throw new UsageError(say((m) => m.rules.needsAValue(name, example)));
  }
  return v;
}

export function parseDeal(args: RecordArgs, config: SheetConfig): BeloteInput {
  checkFour(config);
  const word = args.words[0] === undefined ? undefined : fold(args.words[0]);
  if (word === 'pas' || word === 'pass') {
    onlyFlags(
      args,
      [],
      say((m) => m.rules.pasDeal),
    );
    noExtraWords(args.words, 1);
    return { contract: 'pas' };
  }
  // `take` is optional, so the stored contract word can be typed back; any other word is a deal in words, which record
  // takes in flags only (or pas): its refusal gives a whole deal, or the deal the words read as (core/words.ts
  // readingWords). Until 2026-12-07 "A Belote deal has no contract word ("jan")", and `take jan 92` "Unexpected".
  const words = word === 'take' ? args.words.slice(1) : args.words;
  // One word beside the deal's own flags is a contract word Belote has none of (`coinche`, a stored deal's edited by
  // hand): named as such, where the refusal of a deal in words would not name it.
  if (words.length === 1 && (args.flags.taker !== undefined || args.flags.points !== undefined)) {
    // A word of the game's own flags (`--points 162 capot`) is pointed to its flag.
    const w = fold(words[0]);
    const flag = w === 'capot' ? '--capot takers' : w === 'belote' ? `--belote ${config.players[2]}` : undefined;
    if (flag !== undefined) throw new UsageError(say((m) => m.rules.wordIsFlag(words[0], flag)));
    throw new UsageError(say((m) => m.rules.storedContract(words[0], exampleFlags(config.players))));
  }
  if (words.length > 0) {
    throw new WordsRefused(
      say((m) => m.rules.noWords),
      () => exampleDeal(config.players),
      words,
      'pas',
    );
  }
  onlyFlags(
    args,
    FLAGS,
    say((m) => m.rules.aDeal),
  );
  const taker = findPlayer(config.players, needString(args, 'taker', exampleOf(config.players)));
  const capot = capotOf(args);
  // A capot says the card points (docs/rules-notes.md): all 162 for the takers', none for the defenders', as
  // Klaverjassen's pit does; --points given is still checked against it.
  const points =
    capot !== undefined && args.flags.points === undefined
      ? capot === 'takers'
        ? CARD_POINTS
        : 0
      : wholeNumber('--points', needString(args, 'points', exampleOf(config.players, capot)), 0, CARD_POINTS);
  if (points === 1 || points === CARD_POINTS - 1) {
    // The smallest card worth anything is a plain jack (2) and the last trick is worth 10, so one
    // side can never end with exactly 1 point.
    throw new RuleViolation(
      say((m) => m.rules.pointsIsImpossible(points, points === 1 ? m.rules.noCardsWorthOne : m.rules.leavesOne)),
    );
  }
  const beloteName = flagValue(args, 'belote', `--belote ${config.players[2]}`);
  const belote = beloteName === undefined ? undefined : findPlayer(config.players, beloteName);
  if (capot === 'takers' && points !== CARD_POINTS) {
    throw new RuleViolation(say((m) => m.rules.aCapotBy(CARD_POINTS, points)));
  }
  if (capot === 'defenders' && points !== 0) {
    throw new RuleViolation(say((m) => m.rules.aCapotBy2(points)));
  }
  return {
    contract: 'take',
    taker,
    points,
    ...(belote !== undefined ? { belote } : {}),
    ...(capot !== undefined ? { capot } : {}),
  };
}

/**
 * The record line for a stored input: `--taker Ann --points 92 --belote Cis --capot takers`, or
 * `pas`. A played deal needs no word (`take` is what is stored); any other contract is passed on
 * as a word so parseDeal refuses it.
 */
export function toArgs(input: DealInput): RecordArgs {
  const words = input.contract === 'take' ? [] : [flagText(input.contract) ?? ''];
  return {
    words,
    flags: {
      taker: flagText(input.taker),
      points: flagText(input.points),
      belote: flagText(input.belote),
      capot: flagText(input.capot),
    },
  };
}
