import type { Lang } from '../../core/game.js';
import { parseCard, parseTrump, code, SUITS, type Suit } from '../../core/cards.js';
import { LeftOut, RuleViolation, UsageError } from '../../core/errors.js';
import { flagList, flagPairs, flagText, onlyFlags, optString, revoker } from '../../core/flags.js';
import type { DealInput, RecordArgs, SheetConfig } from '../../core/game.js';
import { eachExample } from '../../core/each-example.js';
import { findPlayer, splitList } from '../../core/players.js';
import { didYouMean } from '../../core/suggest.js';
import {
  CONTRACTS,
  contractById,
  fixOf,
  LEVELS,
  readWords,
  sittersOf,
  switchedOff,
  type Contract,
} from './contracts.js';
import { say, type Messages } from './messages.js';
import { judgedOff } from './settings.js';

type M = Messages;
const refuse = (pick: (m: M, lang: Lang) => string): RuleViolation => new RuleViolation(say(pick));
const misuse = (pick: (m: M, lang: Lang) => string): UsageError => new UsageError(say(pick));

/** A stored Rikken deal (spec/rikken.md §6, review decision 3). */
export interface RikInput extends DealInput {
  contract: string;
  level?: number;
  by?: string[];
  mate?: string;
  /** The declarers' side together (pair, one); per declarer (each); per player (een-of-vijf). */
  tricks?: number | Record<string, number>;
  /** A suit letter, a note: stored and shown (rik beter: hearts, implied). */
  trump?: Suit;
  called?: string;
  revoke?: string;
  queen?: string;
  last?: string;
}

const KEYWORDS = [...CONTRACTS.map((c) => c.id)];

/**
 * A player by name, as every game finds one: `judge score`'s seats are named 1..4 (spec §10.3), so `1` is
 * found there by its name, and on a sheet of names `1` is no one (never the first seat's player).
 */
const who = (players: readonly string[], text: string): string => findPlayer(players, text.trim());

function many(players: readonly string[], text: string): string[] {
  const found = splitList(text).map((n) => who(players, n));
  const twice = found.find((p, i) => found.indexOf(p) !== i);
  if (twice !== undefined) throw refuse((m) => m.rec.twice(twice));
  return found;
}

/** Tricks as one whole number 0..13: not a number is usage, a number off the deal a refusal. */
function trickCount(flag: string, text: string): number {
  const v = text.trim();
  if (!/^-?\d+$/.test(v)) throw misuse((m) => m.rec.tricksNotNumber(flag, text));
  const n = Number(v);
  if (n < 0 || n > 13) throw refuse((m) => m.rec.tricksOutside(v));
  return n;
}

/** `Ann=0,Bert=1` (or one number for one player) as a map; every name once and among `allowed`. */
function trickMap(
  text: string,
  players: readonly string[],
  allowed: readonly string[] | undefined,
  name: string,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const part of splitList(text)) {
    const eq = part.indexOf('=');
    if (eq <= 0) throw misuse((m) => m.rec.notPair(part, players[0]));
    const p = who(players, part.slice(0, eq));
    if (allowed !== undefined && !allowed.includes(p)) throw refuse((m) => m.rec.notDeclarer(p, name, allowed));
    if (Object.hasOwn(out, p)) throw refuse((m) => m.rec.twiceInTricks(p));
    out[p] = trickCount(`--tricks ${p}`, part.slice(eq + 1));
  }
  return out;
}

const FLAGS: Record<Contract['kind'], string[]> = {
  pair: ['by', 'mate', 'tricks', 'trump', 'called', 'revoke'],
  one: ['by', 'tricks', 'trump', 'revoke'],
  each: ['by', 'tricks', 'revoke'],
  pass: [],
};

/** The sheet's name for a contract: "9 alleen", "open misère". */
export const contractName = (input: { contract: string; level?: number }): string =>
  input.contract === 'alleen'
    ? `${input.level ?? ''} alleen`.trim()
    : (contractById(input.contract)?.name ?? input.contract);

function readContract(args: RecordArgs, config: SheetConfig): { contract: Contract; level?: number } {
  if (args.words.length === 0) {
    const [a, b, c] = config.players;
    throw misuse((m) => m.rec.whichContract(a, b, c));
  }
  const w = readWords(args.words);
  const contract = contractById(w.id);
  if (!contract) {
    const tip = didYouMean(w.id, KEYWORDS);
    throw refuse((m, l) => m.rec.unknownContract(args.words.join(' '), KEYWORDS.join(', ')) + tip[l]);
  }
  // judge score without a sheet words it as judge rank does; a sheet changes it with `tafel set`, as any option.
  const judged = config.judged ? judgedOff(contract.id, contract.name, config.settings, config.rules) : undefined;
  if (judged) throw new LeftOut(judged, contract.name);
  const off = switchedOff(contract.id, config.settings);
  if (off !== undefined) {
    throw new LeftOut(
      say((m) => m.rec.switchedOff(contract.name, off, fixOf(contract.id, off))),
      contract.name,
    );
  }
  if (contract.id === 'alleen') {
    // No level is a value missing (exit 2, as Kleurenwiezen's samen without one); one alleen is never bid for is 1.
    if (w.level === undefined) throw misuse((m) => m.rec.alleenLevel(w.levelText));
    if (!(LEVELS as readonly number[]).includes(w.level)) throw refuse((m) => m.rec.alleenLevel(w.levelText));
    return { contract, level: w.level };
  }
  if (w.levelText !== undefined) throw misuse((m) => m.rec.noLevel(contract.name, w.levelText!));
  return { contract };
}

/** Every player a deal names: none of them may be a sitter of that deal. */
function named(input: RikInput): string[] {
  const t = typeof input.tricks === 'object' && input.tricks !== null ? Object.keys(input.tricks) : [];
  return [
    ...(input.by ?? []),
    ...(input.mate ? [input.mate] : []),
    ...t,
    ...[input.revoke, input.queen, input.last].filter((x): x is string => x !== undefined),
  ];
}

export function checkActive(input: RikInput, config: SheetConfig, dealer: number, number: number, out: number[]): void {
  if (out.length === 0) return;
  const sitter = named(input).find((p) => out.some((s) => config.players[s] === p));
  if (sitter === undefined) return;
  const plays = config.players.filter((_, i) => !out.includes(i));
  const other = out.length > 1 ? config.players[out[1]] : undefined;
  throw new RuleViolation(say((m) => m.sheet.sitter(config.players[dealer], number, other, plays, sitter)));
}

export function parseDeal(args: RecordArgs, config: SheetConfig, at?: { dealer: string; number?: number }): RikInput {
  const { contract, level } = readContract(args, config);
  const players = config.players;
  const id = contract.id;
  const str = (k: string) => optString(args, k);
  if (str('trump') !== undefined && contract.noTrump) throw refuse((m) => m.rec.noTrump(contract.name));
  if (contract.kind === 'pass') return parsePass(args, config, contract);
  if (str('mate') !== undefined && contract.kind !== 'pair')
    throw misuse((m) => m.rec.alone(contractName({ contract: id, level })));
  onlyFlags(args, FLAGS[contract.kind], contractName({ contract: id, level }));
  const byText = str('by');
  if (byText === undefined || splitList(byText).length === 0)
    throw misuse((m) => m.rec.byMissing(contractName({ contract: id, level }), players[0]));
  const by = many(players, byText);
  if (contract.kind !== 'each' && by.length > 1)
    throw misuse((m) => m.rec.oneBy(contractName({ contract: id, level }), contract.kind === 'pair'));
  if (by.length > 4) throw refuse((m) => m.rec.atMostFour(contract.name));
  const input: RikInput = { contract: id, ...(level !== undefined ? { level } : {}), by };
  if (contract.kind === 'pair') {
    const mateText = str('mate');
    if (mateText === undefined || mateText.trim() === '')
      throw misuse((m) => m.rec.mateMissing(contract.name, players[2]));
    const mate = who(players, mateText);
    if (mate === by[0]) throw refuse((m) => (id === 'troela' ? m.rec.troelaMate(mate) : m.rec.mateIsRikker(mate)));
    input.mate = mate;
  }
  const revokeText = revoker(args, 'revoke', `--revoke ${players[2]}`);
  const tricksText = str('tricks');
  if (revokeText !== undefined && tricksText !== undefined) throw misuse((m) => m.rec.revokeAndTricks);
  if (revokeText !== undefined) input.revoke = who(players, revokeText);
  // A sitter named (at five or six players) is said before the tricks missing: the line names the wrong player.
  if (at?.number !== undefined) {
    const dealer = players.indexOf(at.dealer);
    checkActive(input, config, dealer, at.number, sittersOf(dealer, players.length));
  }
  if (revokeText === undefined && tricksText === undefined) {
    // One declarer gives one number of tricks, as in any other contract; several name each player, each of whom plays
    // for himself (until 2026-12-08 asked as a team: "how many tricks did Ann + Bert take?").
    if (contract.kind === 'each' && by.length > 1)
      throw misuse((m) => m.rec.eachTricksMissing(by, eachExample(by, {}, contract.target ?? 0, 13)));
    throw misuse((m) => m.rec.tricksMissing(by, String(contract.target ?? level)));
  } else if (tricksText !== undefined && contract.kind === 'each') {
    input.tricks = eachTricks(tricksText, by, players, contract);
  } else if (tricksText !== undefined) {
    if (tricksText.includes('=')) throw misuse((m) => m.rec.oneResult);
    input.tricks = trickCount('--tricks', tricksText);
  }
  readTrump(args, input, contract);
  const calledText = str('called');
  if (calledText !== undefined && id === 'troela') throw misuse((m) => m.rec.troelaCalls);
  if (calledText !== undefined) {
    const card = parseCard(calledText);
    if (card.rank !== 'A' && card.rank !== 'K') throw refuse((m) => m.rec.calledCard(calledText));
    const trump = input.contract === 'rik-beter' ? 'H' : input.trump;
    if (card.rank === 'A' && trump !== undefined && card.suit === trump) throw refuse((m) => m.rec.trumpAce);
    input.called = code(card);
  }
  return input;
}

function readTrump(args: RecordArgs, input: RikInput, contract: Contract): void {
  const text = optString(args, 'trump');
  if (text === undefined) return;
  // A contract with a trump suit: a word that names none offers only the suits it takes (rik beter's hearts).
  const suit = parseTrump(text, contract.id === 'rik-beter' ? ['H'] : SUITS, false);
  if (contract.id === 'rik-beter') {
    if (suit !== 'H') throw refuse((m) => m.rec.beterHearts);
    return;
  }
  if (suit === null) throw refuse((m) => m.rec.needsTrump(contractName(input)));
  input.trump = suit;
}

function eachTricks(
  text: string,
  by: string[],
  players: readonly string[],
  contract: Contract,
): Record<string, number> {
  let tricks: Record<string, number>;
  if (!text.includes('=')) {
    if (by.length > 1) throw misuse((m) => m.rec.eachOwn(by, eachExample(by, {}, contract.target ?? 0, 13)));
    tricks = { [by[0]]: trickCount('--tricks', text) };
  } else {
    tricks = trickMap(text, players, by, contract.name);
  }
  // A player's count left out is a value missing (exit 2, as a missing --tricks is), in every game.
  const missing = by.filter((p) => !Object.hasOwn(tricks, p));
  if (missing.length > 0) {
    // The tricks given, the others each made; four declarers' add up to the 13 of a deal, as record takes them.
    const example = eachExample(by, tricks, contract.target ?? 0, 13);
    throw misuse((m) => m.rec.missingTricks(missing, example));
  }
  // Keep the order of --by, so the stored map reads as the record line did.
  const ordered = Object.fromEntries(by.map((p) => [p, tricks[p]]));
  const sum = by.reduce((a, p) => a + ordered[p], 0);
  if (sum > 13)
    throw refuse((m) =>
      m.rec.tooMany(
        contract.name,
        by.map((p) => `${p} ${ordered[p]}`),
        sum,
      ),
    );
  // Four declarers are every active player: each trick went to one of them.
  if (by.length === 4 && sum !== 13) throw refuse((m) => m.rec.allFour(contract.name, sum));
  return ordered;
}

function parsePass(args: RecordArgs, config: SheetConfig, contract: Contract): RikInput {
  const players = config.players;
  if (optString(args, 'revoke') !== undefined) throw refuse((m) => m.rec.passNoSides);
  if (contract.id === 'pas') {
    onlyFlags(args, [], 'pas');
    return { contract: 'pas' };
  }
  if (contract.id === 'schoppen-mie') {
    onlyFlags(args, ['queen', 'last'], contract.name);
    const q = optString(args, 'queen');
    const l = optString(args, 'last');
    if (q === undefined || q.trim() === '' || l === undefined || l.trim() === '')
      throw misuse((m) => m.rec.mieMissing(players[0]));
    return { contract: 'schoppen-mie', queen: who(players, q), last: who(players, l) };
  }
  onlyFlags(args, ['tricks'], contract.name);
  const t = optString(args, 'tricks');
  if (t === undefined || !t.includes('=')) throw misuse((m) => m.rec.eenOfVijfMissing(players.slice(0, 4)));
  const tricks = trickMap(t, players, undefined, contract.name);
  const named = Object.keys(tricks);
  // Fewer than four is a count missing (exit 2); more names a player who did not play (exit 1).
  if (named.length !== 4) throw (named.length < 4 ? misuse : refuse)((m) => m.rec.eenOfVijfFour(named.length));
  const sum = named.reduce((a, p) => a + tricks[p], 0);
  if (sum !== 13) throw refuse((m) => m.rec.eenOfVijfSum(sum));
  return { contract: 'een-of-vijf', tricks };
}

/** The record line of a stored deal; every field passed on, so parseDeal names what is wrong with it. */
export function toArgs(input: DealInput): RecordArgs {
  const words = [flagText(input.contract) ?? '', ...(input.level !== undefined ? [flagText(input.level)!] : [])];
  const flags: RecordArgs['flags'] = {
    by: flagList(input.by),
    mate: flagText(input.mate),
    tricks: flagPairs(input.tricks),
    trump: flagText(input.trump),
    called: flagText(input.called),
    revoke: flagText(input.revoke),
    queen: flagText(input.queen),
    last: flagText(input.last),
  };
  return { words, flags };
}
