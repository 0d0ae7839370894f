import type { RecordArgs, SheetConfig } from '../../core/game.js';
import { fold } from '../../core/players.js';
import { isNumber, oneOf, type LineChips } from '../../core/flow.js';

/**
 * A whole Belote deal typed on one line in table mode: ann 92 belote cis · ann 162 capot · pas. A `belote` that ends
 * the line is a bare --belote, for parseDeal to ask who announced it (as `record` names what is missing).
 */
export function readBeloteLine(tokens: string[]): RecordArgs | undefined {
  const r = read(tokens);
  return r === undefined || r.counts.length > 1 ? undefined : r.args;
}

/**
 * A line that gives the takers' card points twice (`ann 92 80`), read as a deal otherwise: the two counts and the line
 * with each alone, as typed. Such a line is no deal (until 2026-12-07 the second count replaced the first, `ann 92 80`
 * recorded 80), and until 2026-12-08 table mode said only "Nothing fits that" of it.
 */
export function twoCounts(tokens: string[]): { counts: [string, string]; lines: [string, string] } | undefined {
  const r = read(tokens);
  if (r === undefined || r.counts.length < 2) return undefined;
  const [a, b] = r.counts;
  const without = (at: number) => tokens.filter((_, i) => i !== at).join(' ');
  return { counts: [tokens[a], tokens[b]], lines: [without(b), without(a)] };
}

/** The line read as a deal, and where it gives card points (a second count is no deal: readBeloteLine, twoCounts). */
function read(tokens: string[]): { args: RecordArgs; counts: number[] } | undefined {
  if (oneOf(tokens[0], ['pas', 'pass']))
    return tokens.length === 1 ? { args: { words: ['pas'], flags: {} }, counts: [] } : undefined;
  const out: RecordArgs = { words: [], flags: { taker: tokens[0] } };
  const counts: number[] = [];
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i];
    if (isNumber(t)) {
      counts.push(i);
      out.flags.points ??= t;
    } else if (oneOf(t, ['belote', 'rebelote'])) out.flags.belote = tokens[++i] ?? true;
    else if (oneOf(t, ['capot'])) {
      const side = tokens[i + 1] !== undefined ? fold(tokens[i + 1]) : '';
      if (['takers', 'nemers', 'defenders', 'verdedigers'].includes(side)) {
        out.flags.capot = side === 'takers' || side === 'nemers' ? 'takers' : 'defenders';
        i++;
      } else out.flags.capot = out.flags.points === '0' ? 'defenders' : 'takers';
    } else return undefined;
  }
  return { args: out, counts };
}

/** The scorer's chips: pas, belote and capot; the points (0 to 162) are typed. */
export function beloteChips(config: SheetConfig): LineChips {
  return { words: ['pas', 'belote', 'capot'], numbers: [], example: `${fold(config.players[0])} 92` };
}
