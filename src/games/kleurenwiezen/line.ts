import type { RecordArgs, SheetConfig } from '../../core/game.js';
import { fold } from '../../core/players.js';
import { isNumber, isPair, namesUntil, oneOf, readTricksAndRevoke, REVOKE } from '../../core/flow.js';
import { contractsOf, leadingContract, normaliseContract, type RuleSet } from './rules.js';
import { own } from '../../core/own.js';

/**
 * A whole Kleurenwiezen deal typed on one line in table mode, as `record`'s words and flags
 * (docs/games/kleurenwiezen.md): samen 8 bert,dirk 9 · s8 b d 9 · solo 6 ann 5 · gm a b a=0 b=1 · alleen bert 4
 * verzaakt cis
 */
/** Kleurenwiezen short contract words: the initials of the two-word contracts. */
const WHIST_SHORT: Record<string, string> = {
  s: 'samen',
  so: 'solo',
  gm: 'grote-miserie',
  km: 'kleine-miserie',
  om: 'open-miserie',
  ks: 'kleine-soloslim',
  ss: 'soloslim',
  ab: 'abondance',
};

export function readWhistLine(tokens: string[], config: SheetConfig): RecordArgs | undefined {
  const rules = config.rules as RuleSet;
  // The sheet's two-word names (`open miserie ann 0`, `kleine soloslim bert 13`), as record reads them.
  const lead = leadingContract(tokens);
  if (lead) tokens = [lead.word, ...tokens.slice(lead.count)];
  const m = /^([^\d]+?)(\d+)?$/.exec(fold(tokens[0]));
  if (!m) return undefined;
  const ids = [...contractsOf(rules).map((c) => c.id), 'pas'];
  const word = normaliseContract(own(WHIST_SHORT, m[1]) ?? m[1], rules);
  const byPrefix = ids.filter((id) => id.startsWith(word));
  const id = ids.includes(word) ? word : byPrefix.length === 1 ? byPrefix[0] : undefined;
  if (id === undefined) return undefined;
  const out: RecordArgs = { words: [id], flags: {} };
  let i = 1;
  const contract = contractsOf(rules).find((c) => c.id === id);
  const level = m[2] ?? (contract?.levels && tokens[1] !== undefined && isNumber(tokens[1]) ? tokens[i++] : undefined);
  if (level !== undefined) out.words.push(level);
  if (id === 'pas') return i === tokens.length ? out : undefined;
  const by = namesUntil(tokens, i, (t) => isNumber(t) || isPair(t) || oneOf(t, REVOKE));
  if (by.list.length > 0) out.flags.by = by.list.join(',');
  i = by.next;
  return readTricksAndRevoke(tokens, i, out.flags) ? out : undefined;
}
