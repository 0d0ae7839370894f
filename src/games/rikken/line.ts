import type { RecordArgs, SheetConfig } from '../../core/game.js';
import {
  isNumber,
  isPair,
  namesUntil,
  oneOf,
  readTricksAndRevoke,
  REVOKE,
  type LineChips,
  type ChipsFor,
} from '../../core/flow.js';
import { contractById, readWords, CONTRACTS, switchedOff } from './contracts.js';
import { fold } from '../../core/players.js';

/**
 * A whole Rikken deal typed on one line at table mode's contract question, read into record's words
 * and flags (parseDeal then judges it as it judges `record`):
 *
 *   rik bert dirk 9 · rik beter cis ann 8 · 9 alleen dirk 10 · misere ann bert ann=0 bert=1
 *   piek dirk 1 · troela cis bert 13 · schoppen mie ann bert · een-of-vijf ann=1 bert=5 cis=4 dirk=3
 *   rik bert dirk verzaakt ann · pas
 *
 * The names are whatever record accepts (a unique beginning); the order is the record line's: the
 * declarer(s), the mate, then the tricks. A line is read as far as it goes (`rik ann`, `rik ann bert 9 verzaakt`),
 * for parseDeal to name what is missing.
 */

/**
 * The longest run of leading tokens that names a contract ("open misere praatje", "9 alleen"). An alleen without any
 * level (`alleen dirk 10`) is read as far as it goes, for parseDeal to name the level missing, as Kleurenwiezen's
 * `solo`; until 2026-12-08 such a line read as no deal ("write it like rik ann bert 9").
 */
function leading(tokens: string[]): { words: string[]; next: number } | undefined {
  for (let k = Math.min(tokens.length, 5); k >= 1; k--) {
    const w = readWords(tokens.slice(0, k));
    const alleen = w.id === 'alleen';
    if (!w.known || (alleen ? w.level === undefined && w.levelText !== undefined : w.levelText !== undefined)) continue;
    return { words: alleen && w.level !== undefined ? ['alleen', String(w.level)] : [w.id], next: k };
  }
  return undefined;
}

export function readRikLine(tokens: string[]): RecordArgs | undefined {
  const lead = leading(tokens);
  if (!lead) return undefined;
  const contract = contractById(readWords(lead.words).id)!;
  const out: RecordArgs = { words: lead.words, flags: {} };
  let i = lead.next;
  if (contract.id === 'pas') return i === tokens.length ? out : undefined;
  const stop = (t: string) => isNumber(t) || isPair(t) || oneOf(t, REVOKE);
  if (contract.id === 'een-of-vijf') {
    const pairs = tokens.slice(i);
    if (!pairs.every((t) => t.split(',').every(isPair))) return undefined;
    if (pairs.length > 0) out.flags.tricks = pairs.join(',');
    return out;
  }
  const names = namesUntil(tokens, i, stop);
  i = names.next;
  // Two names at most where the contract takes two (the pair's second its mate): fewer are read for parseDeal to ask.
  const [first, second] = names.list;
  if (contract.id === 'schoppen-mie') {
    if (names.list.length > 2 || i !== tokens.length) return undefined;
    if (first !== undefined) out.flags.queen = first;
    if (second !== undefined) out.flags.last = second;
    return out;
  }
  if (contract.kind === 'pair') {
    if (names.list.length > 2) return undefined;
    if (first !== undefined) out.flags.by = first;
    if (second !== undefined) out.flags.mate = second;
  } else if (names.list.length > 0) out.flags.by = names.list.join(',');
  return readTricksAndRevoke(tokens, i, out.flags) ? out : undefined;
}

/** The scorer's chips: the contracts this sheet's house rules play, a revoke, and 0 to 13 tricks. */
export function rikChips(config: SheetConfig, next: ChipsFor): LineChips {
  const words = CONTRACTS.filter((c) => switchedOff(c.id, config.settings) === undefined).map((c) => c.id);
  const [a, b] = next.playing;
  return {
    words: [...words, 'verzaakt'],
    numbers: Array.from({ length: 14 }, (_, i) => i),
    example: `rik ${fold(a)} ${fold(b)} 9`,
  };
}
