import { misused, refused, RuleViolation, type Text } from './errors.js';
import { say } from '../i18n/index.js';
import { capital } from '../i18n/lang.js';
import { didYouMean } from './suggest.js';
import { fold, foldCase, nameOf } from './names.js';

export { fold, nameOf } from './names.js';

/**
 * No player of that name (`typed`): `judge score` then says how to name one's own players, `record` the
 * sheet of the evening he plays on.
 */
export class UnknownPlayer extends RuleViolation {
  constructor(
    text: Text,
    readonly typed: string,
  ) {
    super(text);
  }
}

/**
 * Finds a player by name: exact (case-insensitive) first, else a unique prefix. Refuses an unknown or
 * ambiguous name with the list of players, as cli.md asks.
 */
export function findPlayer(players: readonly string[], name: string): string {
  // The very spelling first: a sheet written before 2026-12-07 may hold both Jan Peeters and Jan  Peeters.
  if (players.includes(name)) return name;
  const wanted = fold(name);
  const list = players.join(', ');
  if (wanted === '') throw refused((t) => t.core.aPlayerNameIs(list));
  const exact = players.filter((p) => fold(p) === wanted);
  if (exact.length === 1) return exact[0];
  const prefixed = players.filter((p) => fold(p).startsWith(wanted));
  if (prefixed.length === 1) return prefixed[0];
  if (prefixed.length > 1) {
    throw refused((t) => t.core.fitsMoreThanOne(name, prefixed.join(', '), list));
  }
  // Players listed where one goes (`--taker Ann,Bert`): said so, not "Unknown player "Ann,Bert"" of two known ones.
  const parts = splitList(name);
  if (parts.length > 1 && parts.every((n) => players.some((p) => fold(p).startsWith(fold(n)))))
    throw refused((t) => t.core.onePlayerHere(name, parts.length, findPlayer(players, parts[0])));
  const tip = didYouMean(name, players);
  throw new UnknownPlayer(
    say((t) => t.core.unknownPlayerPlayers(name, list, tip)),
    name,
  );
}

/** Splits "a,b, c" into names; refuses a player named twice. */
export function findPlayers(players: readonly string[], names: string): string[] {
  const found = splitList(names).map((n) => findPlayer(players, n));
  const twice = found.find((p, i) => found.indexOf(p) !== i);
  if (twice !== undefined) {
    throw refused((t) => t.core.isNamedTwiceName(twice));
  }
  return found;
}

export const splitList = (s: string): string[] =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x !== '');

export { UNSAFE_CHARS, unsafeChar } from './unsafe.js';

/**
 * Names that JavaScript objects already carry (Object.prototype's members: `constructor`, `toString`,
 * `valueOf`, `__proto__` ...) and `prototype`: tafel keys per-player values by name (tricks, points,
 * roem, corrections), and such a key either collides with what every object inherits or is one the
 * reader refuses as a prototype-pollution attempt. Compared folded, as names are (`fold`).
 */
const RESERVED = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype'].map(fold));

/** True when the name is one of the reserved names above in any case: refused for a new name and in a sheet file. */
export const reservedName = (name: string): boolean => RESERVED.has(fold(name));

/**
 * The names of a `--players` list as `tafel new` and `judge score` read them, in seating order: two commas with
 * nothing between (Ann,,Cis,Dirk) are a name left out by mistake, not a smaller table (a usage error).
 */
export function namesOf(given: string): string[] {
  if (/(^|,)\s*,/.test(given)) throw misused((t) => t.sheet.emptyPlayerName(given));
  return given
    .split(',')
    .map(nameOf)
    .filter((p) => p !== '');
}

/**
 * Validates the player list of a new sheet. The game's name begins the refusal's sentence, so with a capital
 * ("Jokeren needs 2 to 6 players"; until 2026-12-08 "jokeren needs", its id as typed).
 */
export function checkPlayerNames(names: readonly string[], min: number, max: number, game: string): void {
  if (names.length < min || names.length > max) {
    throw refused((t) => t.core.needsPlayersYouNamed(capital(game), min, max, names.length));
  }
  checkNames(names);
}

/** Each name usable, and no two the same (case and accents aside): the names of `new`, `judge score` and `judge`. */
export function checkNames(names: readonly string[]): void {
  const seen = new Map<string, string>();
  for (const n of names) {
    if (!/^[\p{L}\p{N}][\p{L}\p{N} ._'-]{0,29}$/u.test(n)) {
      throw refused((t) => t.core.isNotAUsable(n));
    }
    if (reservedName(n)) {
      throw refused((t) => t.core.cannotBeAPlayer(n));
    }
    // As written: a new name comes through nameOf, and the reader still takes a sheet written before 2026-12-07 that
    // holds both Jan Peeters and Jan  Peeters (which `tafel rename` tells apart by their very spelling).
    const key = foldCase(n);
    const earlier = seen.get(key);
    if (earlier !== undefined)
      throw refused((t) => t.core.theNameIsUsed(n, earlier, names.filter((x) => x === n).length));
    seen.set(key, n);
  }
}

/** Players who are their seat numbers, 1, 2, ... (`judge score` without --players): a bare one reads as a count. */
export const bySeats = (players: readonly string[]): boolean => players.every((p, i) => p === String(i + 1));

/**
 * Which way is better in a game: 1 when more points are (every game but a penalty game), −1 when fewer
 * are (`lowWins`). `merit(game) * score` is larger the better the score, so every ranking compares merits.
 */
export const merit = (game: { lowWins?: boolean }): 1 | -1 => (game.lowWins ? -1 : 1);

/** The player with the best total (the highest, or the lowest when `lowWins`), or the tied leaders as a list. */
export function leaders(players: readonly string[], totals: readonly number[], lowWins = false): string | string[] {
  const best = lowWins ? Math.min(...totals) : Math.max(...totals);
  const top = players.filter((_, i) => totals[i] === best);
  return top.length === 1 ? top[0] : top;
}

/**
 * Who won a finished sheet (SheetView.winner), as groups of players: one player, or a team game's one winning team (its
 * players all named; SheetView.teams), or on a tie the tied teams or players. Undefined when it names none.
 */
export function winnersOf(v: {
  winner?: string | string[];
  teams?: unknown;
}): { tie: boolean; groups: string[][]; team?: true } | undefined {
  const w = v.winner;
  if (w === undefined) return undefined;
  if (!Array.isArray(w)) return { tie: false, groups: [[w]] };
  const teams = Array.isArray(v.teams) ? (v.teams as string[][]).filter((t) => t.every((p) => w.includes(p))) : [];
  if (teams.length === 1) return { tie: false, groups: teams, team: true };
  return { tie: true, groups: teams.length > 1 ? teams : w.map((p) => [p]) };
}
