import { dealRefused, type Text, UsageError } from './errors.js';
import { flagName } from './flags.js';
import type { DealInput, Lang, RecordArgs, SheetConfig } from './game.js';
import { shellWord } from './shell.js';
import { sayIn } from '../i18n/index.js';

/**
 * The first number of a typed line written with a leading zero (`02`: two numbers glued together, or a 0 too many),
 * which no line reads: undefined when there is none. A line splits its numbers by spaces and commas.
 */
export const zeroLed = (line: string): string | undefined => line.split(/[\s,]+/).find((t) => /^0\d+$/.test(t));

/**
 * Record's flags as a command line takes them (`key` camelCase as RecordArgs holds it), each value one shell word,
 * so that the command pasted as it is records what it says: `--taker "Jan Pieter" --points 92`. The one writer of
 * the commands record's refusal of words suggests (WordsRefused, readingWords); until 2026-12-08 a name with a space
 * went in bare (`--taker Jan Pieter`), a command that exits 2.
 */
export function flagsLine(flags: RecordArgs['flags']): string {
  return Object.entries(flags)
    .flatMap(([k, v]) =>
      v === undefined || v === false ? [] : v === true ? [`--${flagName(k)}`] : [`--${flagName(k)}`, shellWord(v)],
    )
    .join(' ');
}

/**
 * `record` given words in a game whose record takes a deal in flags only (Klaverjassen, Belote, Manillen, Toepen,
 * Jokeren, Boerenbridge): one refusal for all (exit 2), "<head> with flags, not words: e.g. tafel record <example>."
 * `head` says what the game records ("Klaverjassen records who chose trump, the card points and the roem"), `example`
 * is a whole deal in flags for the sheet's own players that the sheet takes (by language: Jokeren's cards are words),
 * written by flagsLine; `alone` a word record takes by itself (Belote's `pas`), `words` those to read as a deal (after
 * the stored contract word `take`). Where the game's one-line reader reads them as a whole deal, readingWords says
 * that deal instead.
 */
export class WordsRefused extends UsageError {
  constructor(
    readonly head: Text,
    example: (lang: Lang) => RecordArgs['flags'],
    readonly words: readonly string[],
    alone?: string,
  ) {
    super(sayIn((t, l) => t.core.noWords(head[l], flagsLine(example(l)), alone)));
  }
}

type Parse<I> = (args: RecordArgs, config: SheetConfig, at?: { dealer: string; number?: number }) => I;

/**
 * A game's parseDeal whose refusal of record's words (WordsRefused) says the deal they read as, when the game's
 * one-line reader (table mode's and the phone's, `read`) reads them as a whole deal that parseDeal takes: "... with
 * flags, not words: in words this reads as tafel record --taker Jan --points 92.", the flags those of the deal as
 * stored (`toArgs`), so that typed back they record exactly it. Words beside flags, or a number with a leading zero
 * (which no line reads), keep the example.
 */
export function readingWords<I extends DealInput>(
  parse: Parse<I>,
  read: ((tokens: string[], config: SheetConfig, at?: { dealer: string }) => RecordArgs | undefined) | undefined,
  toArgs: (input: I, config: SheetConfig) => RecordArgs,
): Parse<I> {
  const readAs = (e: WordsRefused, args: RecordArgs, config: SheetConfig, at?: { dealer: string }) => {
    if (read === undefined || Object.values(args.flags).some((v) => v !== undefined)) return undefined;
    if (zeroLed(e.words.join(' ')) !== undefined) return undefined;
    const r = read([...e.words], config, at);
    if (r === undefined || r.words.length > 0) return undefined;
    let input: I;
    try {
      input = parse(r, config, at);
    } catch (x) {
      if (dealRefused(x)) return undefined;
      throw x;
    }
    const back = toArgs(input, config);
    return [...back.words.map(shellWord), flagsLine(back.flags)].filter((w) => w !== '').join(' ');
  };
  return (args, config, at) => {
    try {
      return parse(args, config, at);
    } catch (e) {
      if (!(e instanceof WordsRefused)) throw e;
      const line = readAs(e, args, config, at);
      if (line === undefined) throw e;
      throw new UsageError(sayIn((t, l) => t.core.wordsReadAs(e.head[l], line)));
    }
  };
}
