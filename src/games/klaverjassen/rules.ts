import { checkFour as fourPlayers, teamOf, teamsOf } from '../../core/partners.js';
import { DealtRefused, RuleViolation, UsageError } from '../../core/errors.js';
import { flagPairs, flagText, onlyFlags, revoker } from '../../core/flags.js';
import type { DealInput, RecordArgs, SheetConfig } from '../../core/game.js';
import { findPlayer, fold } from '../../core/players.js';
import { shellWord } from '../../core/shell.js';
import { flagsLine, WordsRefused } from '../../core/words.js';
import { texts } from '../../i18n/index.js';
import { say } from './messages.js';

/** Which team took all eight tricks: `takers` is a pit (mars), `defenders` a tegenpit. */
export type Pit = 'none' | 'takers' | 'defenders';

/**
 * A stored Klaverjassen deal (spec/klaverjassen.md "What a deal records"). `points` are the takers'
 * card points including the last trick; `roem` is summed per named player (the team of that player
 * won the trick). A revoke is stored as `verzaakt` alone: the deal is scored by the penalty only.
 */
export interface KlaverjasInput extends DealInput {
  contract: 'take';
  taker: string;
  points?: number;
  roem?: Record<string, number>;
  pit?: Pit;
  verzaakt?: string;
}

/** 152 in the cards + 10 for the last trick; a pit adds a bonus, it does not change this (no 252). */
export const CARD_POINTS = 162;
const TRICKS = 8;

export { teamOf, teamOfSeat, teamsOf } from '../../core/partners.js';
export const teamName = (players: readonly string[], team: 0 | 1): string => teamsOf(players)[team].join(' + ');

export const checkFour = fourPlayers(
  'Klaverjassen',
  say((m) => m.rules.teams),
);

// --- Roem: the exact check of spec "What a record must refuse" ------------------------------------

/**
 * A way to make one team's roem: how many tricks, whether it uses the stuk (40/70) or the four jacks (200), how many
 * 100s.
 */
interface Way {
  tricks: number;
  stuk: boolean;
  jacks: boolean;
  hundreds: number;
}

/**
 * The least number of tricks of 20 (a run of three, or the stuk alone) and 50 (a run of four) summing
 * to r; Infinity when none does. Any number of these may fall in a deal. Fewest tricks = most 50s.
 */
function runs(r: number): number {
  if (r < 0 || r % 10 !== 0) return Infinity;
  for (let fifties = Math.floor(r / 50); fifties >= 0; fifties--) {
    if ((r - 50 * fifties) % 20 === 0) return fifties + (r - 50 * fifties) / 20;
  }
  return Infinity;
}

/**
 * How many tricks in one deal can hold four of a kind worth 100: one per rank, so 8 ranks, less the
 * jacks with four-jacks=200, less 7 8 9 with low-four=0 (spec "Roem"). Infinity when the limit can
 * never bind (a deal has 8 tricks), so the default check is the spec's need() exactly.
 */
export function hundredsCap(fourJacks: number, lowFour: number): number {
  return lowFour === 0 ? (fourJacks === 200 ? 4 : 5) : Infinity;
}

/**
 * Every way worth trying to make r: with or without the stuk trick (40 or 70) and the four-jacks trick (200), and 100s.
 */
function waysOf(r: number, fourJacks: number, cap: number): Way[] {
  const ways: Way[] = [];
  // Far beyond what eight tricks hold (some 2,000): no way, and no search through the runs of a 20-digit number, which
  // never ended.
  if (r > 100_000) return ways;
  for (const s of [0, 40, 70]) {
    for (const j of fourJacks === 200 ? [0, 200] : [0]) {
      const rest = r - s - j;
      if (rest < 0) continue;
      // Each 100 saves tricks against two 50s, so the cheapest ways use about the most 100s allowed:
      // the last ten counts cover every remainder the 20s and 50s can make.
      const most = Math.min(cap, Math.floor(rest / 100));
      for (let h = most; h >= Math.max(0, most - 10); h--) {
        const n = runs(rest - 100 * h);
        if (n === Infinity) continue;
        ways.push({ tricks: n + h + (s > 0 ? 1 : 0) + (j > 0 ? 1 : 0), stuk: s > 0, jacks: j > 0, hundreds: h });
      }
    }
  }
  return ways;
}

/**
 * need(r): the least number of tricks that can hold roem r (spec: values 20, 40, 50, 70, 100, and 200
 * with four-jacks=200; at most one trick of 40/70 and one of 200; at most `cap` tricks of 100).
 * Infinity when no combination makes r.
 */
export function need(r: number, fourJacks: number, cap = Infinity): number {
  if (r === 0) return 0;
  return Math.min(Infinity, ...waysOf(r, fourJacks, cap).map((w) => w.tricks));
}

/**
 * The fewest tricks both teams' roem needs together, sharing the stuk, the four jacks and the 100s, within each team's
 * tricks.
 */
function needBoth(rt: number, rd: number, fourJacks: number, caps: [number, number], cap: number): number {
  let best = Infinity;
  for (const a of waysOf(rt, fourJacks, cap)) {
    for (const b of waysOf(rd, fourJacks, cap)) {
      if ((a.stuk && b.stuk) || (a.jacks && b.jacks) || a.hundreds + b.hundreds > cap) continue;
      if (a.tricks > caps[0] || b.tricks > caps[1]) continue;
      best = Math.min(best, a.tricks + b.tricks);
    }
  }
  return best;
}

/** The most tricks each team (takers, defenders) can have won: 7 without a pit (the other team won one). */
const capsOf = (pit: Pit): [number, number] =>
  pit === 'takers' ? [TRICKS, 0] : pit === 'defenders' ? [0, TRICKS] : [TRICKS - 1, TRICKS - 1];

// --- Reading the record flags ----------------------------------------------------------------------

const FLAGS = ['taker', 'points', 'defenderPoints', 'roem', 'pit', 'mars', 'verzaakt'];
/** A whole record line for the sheet's own players (never a name the sheet lacks: "Ann=20" on a sheet without Ann). */
/** A whole deal's example for `taker` (the one typed, under bidding=verplicht the one the rules give). */
const exampleDeal = (taker: string) => ({ taker, points: '92', roem: `${taker}=20` });
/** The same as a command, as typed (a name with a space quoted). */
const exampleOf = (taker: string): string => `tafel record ${flagsLine(exampleDeal(taker))}`;

function flagValue(args: RecordArgs, name: string, flag: string, example: string): string | undefined {
  const v = args.flags[name];
  if (v === undefined) return undefined;
  if (typeof v !== 'string' || v.trim() === '') throw new UsageError(say((m) => m.rules.needsAValue(flag, example)));
  return v.trim();
}

/** Card points 0..162 (a usage error when not a whole number, a refusal when impossible). */
function cardPoints(flag: string, text: string): number {
  if (!/^[-+]?\d+$/.test(text)) {
    throw new UsageError(say((m) => m.rules.mustBeA(flag, text)));
  }
  const n = Number(text);
  if (n < 0 || n > CARD_POINTS) {
    // The text as typed: a number beyond 2^53 would already be rounded.
    throw new RuleViolation(say((m) => m.rules.isImpossibleA(flag, text)));
  }
  if (n === 1 || n === CARD_POINTS - 1) {
    // The smallest card worth anything is a plain jack (2) and the last trick is worth 10.
    throw new RuleViolation(
      say((m) => m.rules.isImpossibleV(flag, n, n === 1 ? m.rules.noCardsWorthOne : m.rules.leavesOtherTeamOne)),
    );
  }
  return n;
}

/** Who took all eight tricks, as stored, in either language's words: the takers (spelers), the defenders. */
const PIT_WORDS: Readonly<Record<string, Pit>> = {
  takers: 'takers',
  spelers: 'takers',
  nemers: 'takers',
  defenders: 'defenders',
  tegenpartij: 'defenders',
  tegenspelers: 'defenders',
  verdedigers: 'defenders',
  none: 'none',
  geen: 'none',
};

function pitOf(text: string, flag: string): Pit {
  const pit = Object.hasOwn(PIT_WORDS, fold(text)) ? PIT_WORDS[fold(text)] : undefined;
  if (pit !== undefined) return pit;
  throw new UsageError(say((m) => m.rules.mustBeTakers(flag, text)));
}

const VALUES = say((m) => m.rules.aTrickHolds);

/** The values, and with low-four=0 how few tricks can hold 100: the limit that refusal hit. */
function valuesText(cap: number) {
  if (cap === Infinity) return VALUES;
  return say((m) => m.rules.withLowFour(VALUES, cap));
}

/**
 * `Ann=20,Cis=50,Ann=20`: roem per named player, summed, in seat order. Two commas with nothing between
 * (`Ann=20,,Bert=20`) are an entry left out by mistake, refused as `tafel new` refuses a name left out of --players.
 */
function roemOf(text: string, players: readonly string[], fourJacks: number, cap: number): Record<string, number> {
  if (/,\s*,/.test(text)) throw new UsageError(say((m) => m.rules.roemEmpty(text, players[0], players[1])));
  const sums = new Map<string, number>();
  for (const part of text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')) {
    const eq = part.indexOf('=');
    if (eq <= 0) {
      throw new UsageError(say((m) => m.rules.roemListsRoem(part, players[0], players[1])));
    }
    const who = findPlayer(players, part.slice(0, eq).trim());
    const v = part.slice(eq + 1).trim();
    if (!/^[-+]?\d+(\.\d+)?$/.test(v)) {
      throw new UsageError(say((m) => m.rules.roemRoemIs(part, who)));
    }
    // A decimal is no whole number, `20.0` too, as --points 92.0 is not (a usage error); below 0 the rules refuse.
    if (v.includes('.')) throw new UsageError(say((m) => m.rules.roemRoemIs2(part)));
    const n = Number(v);
    if (n < 0) throw new RuleViolation(say((m) => m.rules.roemRoemIs2(part)));
    if (n > 0 && need(n, fourJacks, cap) === Infinity) {
      // The number as typed: one beyond 2^53 would already be rounded.
      throw new RuleViolation(say((m) => m.rules.roemNoCombination(part, v, VALUES)));
    }
    sums.set(who, (sums.get(who) ?? 0) + n);
  }
  return Object.fromEntries(players.filter((p) => (sums.get(p) ?? 0) > 0).map((p) => [p, sums.get(p)!]));
}

/** Roem per team (takers, defenders) of a stored input. */
export function roemPerTeam(
  input: { roem?: Record<string, number> },
  players: readonly string[],
  takers: 0 | 1,
): [number, number] {
  const r: [number, number] = [0, 0];
  for (const [p, n] of Object.entries(input.roem ?? {})) r[teamOf(players, p) === takers ? 0 : 1] += n;
  return r;
}

/** Refuses roem the tricks of this deal cannot hold (spec: need(Rt) + need(Rd) <= 8, within each team's tricks). */
function checkRoem(rt: number, rd: number, pit: Pit, fourJacks: number, cap: number, names: [string, string]): void {
  const caps = capsOf(pit);
  const both = [rt, rd];
  for (const i of [0, 1] as const) {
    if (both[i] === 0) continue;
    if (caps[i] === 0) {
      throw new RuleViolation(
        say((m) => m.rules.wonNoTrick(names[i], i === 0 ? m.rules.aTegenpit : m.rules.aPit, both[i])),
      );
    }
    const n = need(both[i], fourJacks, cap);
    if (n > caps[i]) {
      const why = say((m) => m.rules.pitNoneWithout(pit));
      throw new RuleViolation(say((m) => m.rules.roemNeeds(names[i], both[i], n, valuesText(cap), why)));
    }
  }
  const n = needBoth(rt, rd, fourJacks, caps, cap);
  if (n > TRICKS) {
    const more = n === Infinity ? say((m) => m.rules.moreThan) : texts(() => String(n));
    const low = cap === Infinity ? say((m) => m.rules.text) : say((m) => m.rules.andWithLow(cap));
    throw new RuleViolation(say((m) => m.rules.togetherTheRoem(rt, rd, more, low)));
  }
}

export function parseDeal(args: RecordArgs, config: SheetConfig, at?: { dealer: string }): KlaverjasInput {
  checkFour(config);
  const { players, settings } = config;
  const word = args.words[0] === undefined ? undefined : fold(args.words[0]);
  if (word === 'pas' || word === 'pass') {
    throw new RuleViolation(say((m) => m.rules.klaverjassenHasNo(players[0])));
  }
  const after = at === undefined ? undefined : players[(players.indexOf(at.dealer) + 1) % players.length];
  const verplicht = settings.bidding === 'verplicht' && after !== undefined;
  // `take` is optional, so the stored contract word can be typed back; any other word is a deal in words, which
  // record takes in flags only: its refusal gives a whole deal the sheet takes (under bidding=verplicht taken by the
  // player after the dealer), or the deal the words read as (core/words.ts readingWords). Until 2026-12-07 "Unexpected
  // "jan 92": remove it or use a flag.", which named no flag.
  const words = word === 'take' ? args.words.slice(1) : args.words;
  if (words.length > 0) {
    throw new WordsRefused(
      say((m) => m.rules.noWords),
      () => exampleDeal(verplicht ? after : players[0]),
      words,
    );
  }
  onlyFlags(
    args,
    FLAGS,
    say((m) => m.rules.aDeal),
  );

  const takerText = flagValue(args, 'taker', '--taker', `--taker ${players[0]}`);
  if (takerText === undefined && !verplicht)
    throw new UsageError(say((m) => m.rules.takerIsMissing(exampleOf(players[0]))));
  const taker = takerText === undefined ? after! : findPlayer(players, takerText);
  if (verplicht && taker !== after) {
    throw new DealtRefused(
      say((m) => m.rules.withBiddingVerplicht(at!.dealer, after, taker)),
      say((m) => m.rules.mustPlay(at!.dealer, after, taker)),
      `--taker ${shellWord(after)}`,
    );
  }

  const pointsText = flagValue(args, 'points', '--points', '--points 92');
  const defText = flagValue(args, 'defenderPoints', '--defender-points', '--defender-points 70');
  const roemText = flagValue(args, 'roem', '--roem', `--roem ${players[0]}=20`);
  const pitText = flagValue(args, 'pit', '--pit', '--pit takers');
  const marsText = flagValue(args, 'mars', '--mars', '--mars takers');
  const verzaaktText = revoker(args, 'verzaakt', `--verzaakt ${players[1]}`);

  if (verzaaktText !== undefined) {
    const extra = [
      [pointsText, '--points'],
      [defText, '--defender-points'],
      [roemText, '--roem'],
      [pitText ?? marsText, '--pit'],
    ].find(([v]) => v !== undefined);
    if (extra) {
      throw new UsageError(say((m) => m.rules.doesNotGo(extra[1])));
    }
    return { contract: 'take', taker, verzaakt: findPlayer(players, verzaaktText) };
  }

  if (pitText !== undefined && marsText !== undefined) {
    throw new UsageError(say((m) => m.rules.marsIsAnother));
  }
  const pit =
    pitText !== undefined ? pitOf(pitText, '--pit') : marsText !== undefined ? pitOf(marsText, '--mars') : 'none';
  if (pointsText !== undefined && defText !== undefined) {
    throw new UsageError(say((m) => m.rules.pointsAndDefender));
  }
  let points: number;
  if (pointsText !== undefined) points = cardPoints('--points', pointsText);
  else if (defText !== undefined) points = CARD_POINTS - cardPoints('--defender-points', defText);
  else if (pit === 'takers') points = CARD_POINTS;
  else if (pit === 'defenders') points = 0;
  else throw new UsageError(say((m) => m.rules.pointsIsMissing(exampleOf(taker))));

  // Said in the flags typed: --defender-points as the defenders' points, --mars as --mars.
  const defenders = defText !== undefined;
  const given = defenders ? CARD_POINTS - points : points;
  const pitFlag = pitText === undefined ? '--mars' : '--pit';
  if (pit === 'takers' && points !== CARD_POINTS) {
    throw new RuleViolation(say((m) => m.rules.aPitMeans(defenders, given, pitFlag)));
  }
  if (pit === 'defenders' && points !== 0) {
    throw new RuleViolation(say((m) => m.rules.aTegenpitMeans(defenders, given, pitFlag)));
  }

  const { fourJacks, cap } = roemRules(settings);
  const roem = roemText === undefined ? {} : roemOf(roemText, players, fourJacks, cap);
  const takers = teamOf(players, taker);
  const [rt, rd] = roemPerTeam({ roem }, players, takers);
  checkRoem(rt, rd, pit, fourJacks, cap, [teamName(players, takers), teamName(players, (1 - takers) as 0 | 1)]);
  return { contract: 'take', taker, points, ...(Object.keys(roem).length > 0 ? { roem } : {}), pit };
}

/** The sheet's roem of four jacks and the cap of a hundreds' roem (four-jacks, low-four): what a roem may be. */
export function roemRules(settings: Readonly<Record<string, string>>): { fourJacks: number; cap: number } {
  const fourJacks = Number(settings['four-jacks'] ?? 200);
  return { fourJacks, cap: hundredsCap(fourJacks, Number(settings['low-four'] ?? 100)) };
}

/**
 * The record line for a stored input: `--taker Ann --points 92 --roem Ann=20 --pit takers`, or
 * `--taker Ann --verzaakt Bert`. Any other contract is passed on as a word so parseDeal refuses it.
 */
export function toArgs(input: DealInput): RecordArgs {
  const words = input.contract === 'take' ? [] : [flagText(input.contract) ?? ''];
  return {
    words,
    flags: {
      taker: flagText(input.taker),
      points: flagText(input.points),
      roem: flagPairs(input.roem),
      pit: input.pit === 'none' ? undefined : flagText(input.pit),
      verzaakt: flagText(input.verzaakt),
    },
  };
}
