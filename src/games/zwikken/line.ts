import type { RecordArgs, SheetConfig } from '../../core/game.js';
import { isNumber, isPair, namesUntil, oneOf, type LineChips, type ChipsFor } from '../../core/flow.js';
import { fold } from '../../core/players.js';
import { MESSAGES } from './messages.js';

/**
 * A whole Zwikken deal typed on one line in table mode: ask ann bert win ann · vraag ann tie · ask ann zwik ann · pas
 * zocht 1 · ask ann bert points ann=30,bert=5 (or without `points`: player=points ends the askers, as the refusals'
 * examples give them). A word whose value is left out (`ask ann win`, `zocht`) is a bare flag, for parseDeal to name
 * what is missing (as `record` does).
 */
const ASK = ['ask', 'asks', 'asked', 'vraag', 'vragen', 'vroeg', 'vroegen'];
const WIN = ['win', 'wins', 'won', 'wint', 'winner', 'winnaar'];
const TIE = ['tie', 'gelijk', 'gelijkspel'];
const ZWIK = ['zwik'];
const POINTS = ['points', 'punten'];
const SEARCH = ['searched', 'search', 'zocht', 'zoeken', 'gezocht'];

export function readZwikLine(tokens: string[]): RecordArgs | undefined {
  const out: RecordArgs = { words: [], flags: {} };
  const keyword = (t: string) => oneOf(t, [...ASK, ...WIN, ...TIE, ...ZWIK, ...POINTS, ...SEARCH, 'pas', 'pass']);
  for (let i = 0; i < tokens.length; ) {
    const t = tokens[i++];
    if (oneOf(t, ['pas', 'pass'])) out.words = ['pas'];
    else if (oneOf(t, TIE)) out.flags.tie = true;
    else if (oneOf(t, SEARCH)) out.flags.searched = tokens[i] !== undefined && isNumber(tokens[i]) ? tokens[i++] : true;
    else if (oneOf(t, WIN)) out.flags.winner = tokens[i++] ?? true;
    else if (oneOf(t, ASK) || oneOf(t, ZWIK) || oneOf(t, POINTS) || isPair(t)) {
      // Card points without their word (`ask ann bert ann=30,bert=5`) start where the askers end.
      const asking = oneOf(t, ASK);
      const run = namesUntil(tokens, isPair(t) ? i - 1 : i, (x) => keyword(x) || (asking && isPair(x)));
      // Without their word, pairs of numbers are card points and pairs of ranks a zwik (`Ann=A,Bert=K`, as its refusal
      // gives it); a second run of one kind adds to the first.
      const bare = !oneOf(t, ZWIK) && !oneOf(t, POINTS);
      const kind = asking
        ? 'askers'
        : oneOf(t, ZWIK) ||
            (bare && !run.list.flatMap((x) => x.split(',')).every((p) => isNumber(p.split('=')[1] ?? '')))
          ? 'zwik'
          : 'points';
      const before = out.flags[kind];
      out.flags[kind] =
        run.list.length === 0 ? true : [...(typeof before === 'string' ? [before] : []), ...run.list].join(',');
      i = run.next;
    } else return undefined;
  }
  return out;
}

/** The scorer's chips, in the page's language (the reader takes both): who asked, won, tied, zwik, searched. */
export function zwikChips(_config: SheetConfig, next: ChipsFor): LineChips {
  const chips = MESSAGES[next.lang].chips;
  const [a, b] = next.playing.map(fold);
  // The only number its line takes is how often the asker searched: 0 to 2 (zwikken.md).
  return { words: chips.words, numbers: [0, 1, 2], example: chips.example(a, b) };
}
