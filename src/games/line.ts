import type { Lang, RecordArgs, SheetConfig } from '../core/game.js';
import { zeroLed } from '../core/words.js';
import { fold } from '../core/players.js';
import { textsOf } from '../i18n/index.js';
import { capital } from '../i18n/lang.js';
import { headById } from './heads.js';
import { dealWord, GAMES } from './index.js';

/**
 * A whole deal typed on one line at the contract question, read into `record`'s words and flags; the
 * game's parseDeal then judges it exactly as it judges `record`. Each game's flow reads its own short
 * forms (GameFlow.readLine; docs/table-mode.md and each game's page):
 *
 *   kleurenwiezen  samen 8 bert,dirk 9 · s8 b d 9 · solo 6 ann 5 · gm a b a=0 b=1 · alleen bert 4 verzaakt cis
 *   belote         ann 92 belote cis · ann 162 capot · pas
 *   solokaarten    slag ann 5 eerste · doe bert 6 zonder-oud
 *   zwikken        ask ann bert win ann · vraag ann tie · ask ann zwik ann · pas zocht 1
 *
 * A line with `--` flags is read as `record`'s own words and flags (a `--` word no deal takes, among the game's
 * words, is named by strayFlag; one of the game's flags beside a deal in words by mixedFlag). Names are whatever
 * `record` accepts (a unique beginning); the reader only decides which flag a word belongs to.
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

/** The one-line reader of each game's flow (src/games/<game>/line.ts), by game id. */
const readerOf = (gameId: string) => GAMES.find((g) => g.id === gameId)?.flow?.readLine;

/** What joins the words of a name while the line is split (never typed: removed from the line first). */
const JOIN = '\u0000';
const escaped = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The line's words, a player's name with a space in it (`Jan Pieter`: `new` takes it) one word, as the page's own
 * chips and example write it (`samen 8 jan pieter,ann 9`), in any case and with or without its accents.
 */
function wordsOf(line: string, players: readonly string[]): string[] {
  let text = line.replaceAll(JOIN, '');
  const spaced = players.filter((p) => /\s/.test(p.trim())).sort((a, b) => b.length - a.length);
  for (const p of spaced) {
    const forms = [...new Set([p, fold(p)])].map((f) => f.trim().split(/\s+/).map(escaped).join('\\s+'));
    const named = new RegExp(`(^|[\\s,=+])(${forms.join('|')})(?=$|[\\s,=+])`, 'giu');
    text = text.replace(named, (_, before: string, name: string) => before + name.split(/\s+/).join(JOIN));
  }
  return text
    .trim()
    .split(/\s+/)
    .filter((t) => t !== '')
    .map((t) => t.replaceAll(JOIN, ' '));
}

/** Why a line meant as a whole deal reads as none, in the game's words (GameFlow.unread); undefined when unsaid. */
export const unreadWhy = (gameId: string, line: string, config: SheetConfig, lang: Lang): string | undefined =>
  GAMES.find((g) => g.id === gameId)?.flow?.unread?.(line, { config, lang });

/**
 * `pas` (or `pass`) typed alone in a game whose line reads no pass of a whole deal (Toepen, Jokeren, Manillen,
 * Boerenbridge): said so, with `example`, a whole line of that game (its chips' example), in table mode and on a phone
 * alike. Until 2026-12-07 table mode said "Nothing fits that" and later this; the phone said its generic "This line
 * does not read as a round". Klaverjassen reads it, and its rules give their own reason (unreadWhy, asked first); a
 * game with a pass reads it as a deal. Undefined for any other line, or when the game gives no example.
 */
export function noPass(gameId: string, line: string, lang: Lang, example: string | undefined): string | undefined {
  if (!['pas', 'pass'].includes(fold(line.trim()))) return undefined;
  if (example === undefined || example === '') return undefined;
  return textsOf(lang).core.noPass(capital(gameId), dealWord(gameId, lang), example);
}

/**
 * A number typed with a leading zero (`2 2 2 2 02`: two attempts glued, where `02` read as 2 until 2026-12-07), which
 * readLine reads in no game: said so with that number, in table mode and on a phone alike; undefined for any other
 * line. A line in record's own syntax (`--points 092`) is record's to read.
 */
export function leadingZero(line: string, lang: Lang): string | undefined {
  if (line.split(/\s+/).some((t) => t.startsWith('--'))) return undefined;
  const n = zeroLed(line);
  return n === undefined ? undefined : textsOf(lang).core.leadingZero(n, n.replace(/^0+(?=\d)/, ''));
}

/** The record arguments a typed line stands for, or undefined when it does not read as a deal; `at`: who deals it. */
export function readLine(
  gameId: string,
  line: string,
  config: SheetConfig,
  at?: { dealer: string },
): RecordArgs | undefined {
  const tokens = wordsOf(line, config.players);
  if (tokens.length === 0) return undefined;
  if (tokens.some((t) => t.startsWith('--'))) return recordSyntax(tokens);
  // A number with a leading zero (`02`) is no number a line takes, in any game: said by leadingZero.
  if (zeroLed(tokens.join(' ')) !== undefined) return undefined;
  return readerOf(gameId)?.(tokens, config, at);
}

/**
 * The first `--` word of a line that has words besides its flags and that no deal of the game takes (`bert 92 --note
 * x`, `bert 92 pit --help`), as typed before any `=`; undefined when there is none. Read as record's syntax such a line
 * was refused for its words ("Unexpected "bert 92": remove it.", until 2026-12-07), the valid deal blamed for the word
 * that is wrong. A line of flags alone keeps record's own refusal (its flags listed), and `--dealer` is the callers'
 * own (who deals is changed elsewhere).
 */
export function strayFlag(gameId: string, line: string, config: SheetConfig): string | undefined {
  const tokens = wordsOf(line, config.players);
  if (!tokens.some((t) => t.startsWith('--'))) return undefined;
  const args = recordSyntax(tokens);
  if (args.words.length === 0) return undefined;
  const flags = headById(gameId).flags;
  return tokens
    .filter((t) => t.startsWith('--'))
    .map((t) => t.split('=')[0])
    .find((t) => t !== '--dealer' && !Object.hasOwn(flags, t.slice(2)));
}

/**
 * The first flag of a line that mixes a deal in words with record's flags (`bert 92 --mars`, `bert 92 --roem bert=20`,
 * `solo 6 ann 5 --revoke cis`): the line's words (a flag's value left out, a switch's none) read by the game's own
 * reader as a deal in words, that is into more than record's own words (a flag of theirs: the taker, the tricks); said
 * whatever record would say of the words. Undefined otherwise: `samen 8 --by bert,dirk --tricks 9` is record's own
 * syntax (its words read as its words), and its refusals are its own. Until 2026-12-07 only a line of which record
 * refused every word was named so, and the deal was blamed for the flag beside it in every game but Klaverjassen
 * ("Unexpected "ann 5": remove it.", `Unknown contract "rik bert cis 9"`).
 */
export function mixedFlag(gameId: string, line: string, config: SheetConfig): string | undefined {
  const tokens = wordsOf(line, config.players);
  const flags = headById(gameId).flags;
  const words: string[] = [];
  /** The words right after a switch of the game's (`--jack x`): a value given to it, for record to refuse as such. */
  let switchValues = 0;
  let flag: string | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (!t.startsWith('--')) {
      words.push(t);
      continue;
    }
    const [name, inline] = t.slice(2).split(/=(.*)/s);
    const own = Object.hasOwn(flags, name);
    if (own) flag ??= `--${name}`;
    // A switch of the game's takes no value (the word after it is the deal's); any other flag the word after it.
    const takesValue = !own || flags[name].arg !== undefined;
    const next = inline === undefined && tokens[i + 1] !== undefined && !tokens[i + 1].startsWith('--');
    if (next && takesValue) i++;
    else if (next) switchValues++;
  }
  if (flag === undefined || words.length === 0) return undefined;
  const read = readerOf(gameId)?.(words, config);
  // A game whose record takes no words at all (no contract words: Jokeren, Toepen, Manillen, Boerenbridge): words
  // beside its flags can only be a deal in words, read or not (`bert out 2 --points Ann=3`). Until 2026-12-07 record's
  // refusal of the words was said, in words that named nothing to type ("Jokeren records who went out and the others'
  // penalties: e.g. who went out.", Toepen's "e.g. the winner[who toeped <p>,...] ...").
  const noWords = GAMES.find((g) => g.id === gameId)?.completion.contracts(config.rules).length === 0;
  if (read === undefined || Object.keys(read.flags).length === 0)
    return noWords && words.length > switchValues ? flag : undefined;
  // Record's own syntax with a word too many (`samen 8 --by bert,dirk --tricks 9 x`: `x` read as a player), whose
  // refusal is record's ("Unexpected "x""): the words hold record's own (the contract), and every flag their reading
  // gives the line gives itself. A game whose record takes no words (Jokeren, Manillen, Toepen) has no such line, and
  // a flag its words give too is named all the same (`bert uit ann 1 cis 2 --points Ann=1`, `38 harten --trump S`:
  // until 2026-12-07 record's refusal of the words, "Jokeren records who went out ...: tafel record --out <p>").
  const key = (k: string) => k.replaceAll('-', '').toLowerCase();
  const given = new Set(tokens.filter((t) => t.startsWith('--')).map((t) => key(t.slice(2).split('=')[0])));
  const own = read.words.length > 0 && Object.keys(read.flags).every((k) => given.has(key(k)));
  return own ? undefined : flag;
}

/**
 * mixedFlag's `flag` as the line gives it, with its value (`--trump C`), when the one-line deal has no word for it
 * (FlagSpec.lineless: Rikken's `--trump` and `--called`, Boerenbridge's `--trump` and `--cards`): it is left out, or
 * given with record's flags, where until 2026-12-08 it was to be written "in words too", words that did not exist.
 * Undefined for a flag the line has a word for.
 */
export function linelessFlag(gameId: string, line: string, config: SheetConfig, flag: string): string | undefined {
  const name = flag.slice(2);
  if (headById(gameId).flags[name]?.lineless !== true) return undefined;
  const value = recordSyntax(wordsOf(line, config.players)).flags[
    name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())
  ];
  return typeof value === 'string' && value !== '' ? `${flag} ${value}` : flag;
}
