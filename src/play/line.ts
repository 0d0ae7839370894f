import type { RecordArgs, SheetConfig } from '../core/game.js';
import { fold } from '../core/players.js';
import { contractsOf, leadingContract, normaliseContract, type RuleSet } from '../games/kleurenwiezen/rules.js';
import { BIDS } from '../games/solokaarten/rules.js';

/**
 * A whole deal typed on one line at the contract question, read into `record`'s words and flags; the
 * game's parseDeal then judges it exactly as it judges `record`. The short forms (README, "One line
 * per deal"):
 *
 *   kleurenwiezen  samen 8 bert,dirk 9 · s8 b d 9 · solo 6 ann 5 · gm a b a=0 b=1 · alleen bert 4 verzaakt cis
 *   belote         ann 92 belote cis · ann 162 capot · pas
 *   solokaarten    slag ann 5 eerste · doe bert 6 zonder-oud
 *   zwikken        ask ann bert win ann · vraag ann tie · ask ann zwik ann · pas zocht 1
 *
 * A line with `--` flags is read as `record`'s own words and flags. Names are whatever `record`
 * accepts (a unique beginning); the reader only decides which flag a word belongs to.
 */

/** `record`'s own syntax: words, then `--flag value` or a bare `--flag`. */
function recordSyntax(tokens: string[]): RecordArgs {
  const out: RecordArgs = { words: [], flags: {} };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (!t.startsWith('--')) {
      out.words.push(t);
      continue;
    }
    const [name, inline] = t.slice(2).split(/=(.*)/s);
    const key = name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    if (inline !== undefined) out.flags[key] = inline;
    else if (tokens[i + 1] !== undefined && !tokens[i + 1].startsWith('--')) out.flags[key] = tokens[++i];
    else out.flags[key] = true;
  }
  return out;
}

const isNumber = (t: string): boolean => /^\d+$/.test(t);
const isPair = (t: string): boolean => /^[^=]+=[^=]+$/.test(t);
const oneOf = (t: string, words: string[]): boolean => words.includes(fold(t));

/** Names run until the next keyword, number or name=value: "b d", "bert,dirk", "b, d". */
function names(tokens: string[], from: number, stop: (t: string) => boolean): { list: string[]; next: number } {
  const list: string[] = [];
  let i = from;
  while (i < tokens.length && !stop(tokens[i])) list.push(...tokens[i++].split(',').filter((x) => x !== ''));
  return { list, next: i };
}

/** Kleurenwiezen short contract words: the initials of the two-word contracts. */
const WHIST_SHORT: Record<string, string> = { s: 'samen', so: 'solo', gm: 'grote-miserie', km: 'kleine-miserie', om: 'open-miserie', ks: 'kleine-soloslim', ss: 'soloslim', ab: 'abondance' };
const REVOKE = ['verzaakt', 'verzaking', 'revoke', 'revoked', 'revokes'];

function whist(tokens: string[], config: SheetConfig): RecordArgs | undefined {
  const rules = config.rules as RuleSet;
  // The sheet's two-word names (`open miserie ann 0`, `kleine soloslim bert 13`), as record reads them.
  const lead = leadingContract(tokens);
  if (lead) tokens = [lead.word, ...tokens.slice(lead.count)];
  const m = /^([^\d]+?)(\d+)?$/.exec(fold(tokens[0]));
  if (!m) return undefined;
  const ids = [...contractsOf(rules).map((c) => c.id), 'pas'];
  const word = normaliseContract(WHIST_SHORT[m[1]] ?? m[1], rules);
  const byPrefix = ids.filter((id) => id.startsWith(word));
  const id = ids.includes(word) ? word : byPrefix.length === 1 ? byPrefix[0] : undefined;
  if (id === undefined) return undefined;
  const out: RecordArgs = { words: [id], flags: {} };
  let i = 1;
  const contract = contractsOf(rules).find((c) => c.id === id);
  const level = m[2] ?? (contract?.levels && tokens[1] !== undefined && isNumber(tokens[1]) ? tokens[i++] : undefined);
  if (level !== undefined) out.words.push(level);
  if (id === 'pas') return i === tokens.length ? out : undefined;
  const by = names(tokens, i, (t) => isNumber(t) || isPair(t) || oneOf(t, REVOKE));
  if (by.list.length > 0) out.flags.by = by.list.join(',');
  i = by.next;
  const tricks: string[] = [];
  while (i < tokens.length) {
    const t = tokens[i++];
    if (oneOf(t, REVOKE) && tokens[i] !== undefined) out.flags.revoke = tokens[i++];
    else if (isNumber(t) || isPair(t)) tricks.push(...t.split(',').filter((x) => x !== ''));
    else return undefined;
  }
  if (tricks.length > 0) out.flags.tricks = tricks.join(',');
  return out;
}

function belote(tokens: string[]): RecordArgs | undefined {
  if (oneOf(tokens[0], ['pas', 'pass'])) return tokens.length === 1 ? { words: ['pas'], flags: {} } : undefined;
  const out: RecordArgs = { words: [], flags: { taker: tokens[0] } };
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i];
    if (isNumber(t)) out.flags.points = t;
    else if (oneOf(t, ['belote', 'rebelote']) && tokens[i + 1] !== undefined) out.flags.belote = tokens[++i];
    else if (oneOf(t, ['capot'])) {
      const side = tokens[i + 1] !== undefined ? fold(tokens[i + 1]) : '';
      if (['takers', 'nemers', 'defenders', 'verdedigers'].includes(side)) {
        out.flags.capot = side === 'takers' || side === 'nemers' ? 'takers' : 'defenders';
        i++;
      } else out.flags.capot = out.flags.points === '0' ? 'defenders' : 'takers';
    } else return undefined;
  }
  return out;
}

const REFINE: Record<string, string> = { eerste: 'eerste', 'zonder-kijk': 'zonderKijk', zk: 'zonderKijk', 'zonder-oud': 'zonderOud', zo: 'zonderOud' };

function solokaarten(tokens: string[]): RecordArgs | undefined {
  const first = fold(tokens[0]);
  if (first === 'pas' || first === 'pass') return tokens.length === 1 ? { words: ['pas'], flags: {} } : undefined;
  const bids = BIDS.filter((b) => b.id.startsWith(first));
  if (bids.length !== 1) return undefined;
  const out: RecordArgs = { words: [bids[0].id], flags: {} };
  for (let i = 1; i < tokens.length; i++) {
    const t = fold(tokens[i]).replace(/_/g, '-');
    if (REFINE[t]) out.flags[REFINE[t]] = true;
    else if (t === 'zonder' && tokens[i + 1] !== undefined && REFINE[`zonder-${fold(tokens[i + 1])}`]) out.flags[REFINE[`zonder-${fold(tokens[++i])}`]] = true;
    else if (isNumber(t)) out.flags.tricks = t;
    else if (out.flags.by === undefined) out.flags.by = tokens[i];
    else return undefined;
  }
  return out;
}

const ASK = ['ask', 'asks', 'asked', 'vraag', 'vragen', 'vroeg', 'vroegen'];
const WIN = ['win', 'wins', 'won', 'wint', 'winner', 'winnaar'];
const TIE = ['tie', 'gelijk', 'gelijkspel'];
const ZWIK = ['zwik'];
const POINTS = ['points', 'punten'];
const SEARCH = ['searched', 'search', 'zocht', 'zoeken', 'gezocht'];

function zwikken(tokens: string[]): RecordArgs | undefined {
  const out: RecordArgs = { words: [], flags: {} };
  const keyword = (t: string) => oneOf(t, [...ASK, ...WIN, ...TIE, ...ZWIK, ...POINTS, ...SEARCH, 'pas', 'pass']);
  for (let i = 0; i < tokens.length; ) {
    const t = tokens[i++];
    if (oneOf(t, ['pas', 'pass'])) out.words = ['pas'];
    else if (oneOf(t, TIE)) out.flags.tie = true;
    else if (oneOf(t, SEARCH) && tokens[i] !== undefined && isNumber(tokens[i])) out.flags.searched = tokens[i++];
    else if (oneOf(t, WIN) && tokens[i] !== undefined) out.flags.winner = tokens[i++];
    else if (oneOf(t, ASK) || oneOf(t, ZWIK) || oneOf(t, POINTS)) {
      const run = names(tokens, i, keyword);
      if (run.list.length === 0) return undefined;
      out.flags[oneOf(t, ASK) ? 'askers' : oneOf(t, ZWIK) ? 'zwik' : 'points'] = run.list.join(',');
      i = run.next;
    } else return undefined;
  }
  return out;
}

const READERS: Record<string, (tokens: string[], config: SheetConfig) => RecordArgs | undefined> = {
  kleurenwiezen: whist,
  belote,
  solokaarten,
  zwikken,
};

/** The record arguments a typed line stands for, or undefined when it does not read as a deal. */
export function readLine(gameId: string, line: string, config: SheetConfig): RecordArgs | undefined {
  const tokens = line.trim().split(/\s+/).filter((t) => t !== '');
  if (tokens.length === 0) return undefined;
  if (tokens.some((t) => t.startsWith('--'))) return recordSyntax(tokens);
  return READERS[gameId]?.(tokens, config);
}
