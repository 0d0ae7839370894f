import { namesUntil, oneOf, type ChipsFor, type LineChips } from '../../core/flow.js';
import type { RecordArgs, SheetConfig } from '../../core/game.js';
import { fold } from '../../core/players.js';
import { MESSAGES } from './messages.js';
import { rulesOf } from './settings.js';

/**
 * A whole Toepen round typed on one line (spec/toepen.md §7), read into record's flags; parseDeal then
 * judges it as it judges `record`:
 *
 *   ann wint toep ann,bert pas cis=1,dirk=2 wasboete bert boer
 *   ann wint inzet 3 pas cis=1,dirk=2
 *   vier dirk · dirk vier
 *
 * `wins`, `knock`, `pass`, `four` are accepted for the Dutch words, and `stake` and `jack` for `inzet` and
 * `boer` (decision). Names are separated by commas or spaces, each as record finds it (a unique beginning). A word
 * whose value is left out (`wint`, `toep`, `inzet`, `pas`, `wasboete`, `vier` with nothing after it) is a bare flag,
 * for parseDeal to name what is missing (as `record` does).
 */

const WINS = ['wint', 'wins'];
const TOEP = ['toep', 'knock'];
const STAKE = ['inzet', 'stake'];
const PASS = ['pas', 'pass'];
const WAS = ['wasboete'];
const JACK = ['boer', 'jack'];
/** Four of a kind's words, in both languages: alone at the first question they ask who held them (flow.ts). */
export const FOUR = ['vier', 'four'];
const KEYWORDS = [...WINS, ...TOEP, ...STAKE, ...PASS, ...WAS, ...JACK];

const isKeyword = (t: string): boolean => oneOf(t, KEYWORDS);

export function readToepLine(tokens: string[]): RecordArgs | undefined {
  const flags: RecordArgs['flags'] = {};
  let i: number;
  // Who held four of a kind, named before the word (`bert vier`, `bert four`), as table mode's list takes it.
  const after = tokens.findIndex((t) => isKeyword(t) || oneOf(t, FOUR));
  if (after > 0 && oneOf(tokens[after], FOUR)) {
    flags.fourOfAKind = tokens.slice(0, after).join(' ');
    i = after + 1;
  } else if (oneOf(tokens[0], FOUR)) {
    // The player, up to a word of the round said after him (`four ann wins bert`): that is read all the same, for
    // record to refuse with its reason (four of a kind ends the round at once, nothing else is recorded).
    const end = tokens.findIndex((t, j) => j > 0 && isKeyword(t));
    i = end < 0 ? tokens.length : end;
    // `vier` with nobody after it: a bare flag, for parseDeal to ask who held them.
    flags.fourOfAKind = i === 1 ? true : tokens.slice(1, i).join(' ');
  } else {
    const at = tokens.findIndex((t) => oneOf(t, WINS));
    if (at < 0) return undefined;
    // `wint` first names no winner: a bare --winner, for parseDeal to ask who won.
    flags.winner = at === 0 ? true : tokens.slice(0, at).join(' ');
    i = at + 1;
  }
  while (i < tokens.length) {
    const t = tokens[i++];
    if (oneOf(t, JACK)) {
      flags.jack = true;
      continue;
    }
    if (oneOf(t, STAKE)) {
      // Two stakes are no round: neither is taken over the other. Without its number a bare flag, for parseDeal to ask.
      if (flags.finalStake !== undefined) return undefined;
      const n = tokens[i];
      flags.finalStake = n === undefined || isKeyword(n) ? true : tokens[i++];
      continue;
    }
    const run = namesUntil(tokens, i, isKeyword);
    i = run.next;
    const key = oneOf(t, TOEP)
      ? 'toeps'
      : oneOf(t, PASS)
        ? 'passed'
        : oneOf(t, WAS)
          ? 'wasPenalty'
          : oneOf(t, WINS) && flags.winner === undefined
            ? 'winner'
            : undefined;
    // A word without names (`toep`, `pas`, `wasboete`) is a bare flag, for parseDeal to ask who.
    if (key === undefined) return undefined;
    // A word said again adds to it, in order (`toep ann toep bert` is two toeps), as record's list would have them;
    // record then judges the whole (two players for the vuile was are refused there).
    const before = flags[key];
    flags[key] =
      run.list.length === 0
        ? true
        : typeof before === 'string'
          ? `${before},${run.list.join(',')}`
          : run.list.join(',');
  }
  return { words: [], flags };
}

/**
 * The two stakes of a line that gives the stake twice (`inzet 3 inzet 4`), each with its number: such a line is no
 * round (readToepLine), and until 2026-12-08 table mode said only "Nothing fits that" of it. Undefined otherwise.
 */
export function stakeTwice(tokens: string[]): [string, string] | undefined {
  const stakes = tokens.flatMap((t, i) =>
    oneOf(t, STAKE) && /^\d+$/.test(tokens[i + 1] ?? '') ? [tokens[i + 1]] : [],
  );
  return stakes.length >= 2 ? [stakes[0], stakes[1]] : undefined;
}

/**
 * The scorer's chips: the round's words in the page's language (the reader takes both), the vuile was, the jack and
 * four of a kind only where the sheet's house rules play them, and the stakes and pass penalties a round can hold;
 * names come from the player chips.
 */
export function toepChips(config: SheetConfig, next: ChipsFor): LineChips {
  const { was, jack, four, ...always } = MESSAGES[next.lang].chips;
  const rules = rulesOf(config.settings);
  const words = [
    ...Object.values(always),
    ...(rules.vuileWas ? [was] : []),
    ...(rules.jackWin ? [jack] : []),
    ...(rules.four !== undefined ? [four] : []),
  ];
  return { words, numbers: [1, 2, 3, 4, 5], example: `${fold(next.playing[1] ?? next.playing[0])} ${always.wins}` };
}
