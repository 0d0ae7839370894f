import type { ChipsFor, LineChips } from '../../core/flow.js';
import type { RecordArgs, SheetConfig } from '../../core/game.js';
import { fold } from '../../core/players.js';
import { MESSAGES } from './messages.js';
import { minOf } from './settings.js';

/**
 * A whole Jokeren deal typed on one line (spec/jokeren.md §6), read into record's flags; parseDeal
 * then judges it as it judges `record`:
 *
 *   bert uit, ann 12, cis: 7 K joker*, dirk 4
 *
 * `out` is accepted for `uit`. A name followed by one number is points; a name followed by `:` is a
 * card list (so `cis: 7` is one seven, `cis 7` is 7 points). A name may hold spaces. An entry is also read as record's
 * lists and the refusals' examples write it: `dirk=10` is points, `dirk=7+K` a card list. A line of points alone
 * needs no commas (`bert uit ann 12 cis 3`, as a phone's keyboard types it): without `,` or `:` an entry
 * ends at each number, at `uit` and at each name=entry.
 */

const OUT = ['uit', 'out'];
const NUMBER = /^-?\d+$/;

/** One entry of the line, or undefined when the text is no entry. */
type Entry = { name: string; out: true } | { name: string; points: string } | { name: string; cards: string };

function readEntry(part: string): Entry | undefined {
  const colon = part.indexOf(':');
  if (colon >= 0) {
    const name = part.slice(0, colon).trim();
    return name === '' ? undefined : { name, cards: part.slice(colon + 1).trim() };
  }
  const pair = /^([^=]+)=([^=]+)$/.exec(part);
  if (pair) {
    const [name, entry] = [pair[1].trim(), pair[2].trim()];
    if (name === '' || entry === '') return undefined;
    return NUMBER.test(entry) ? { name, points: entry } : { name, cards: entry };
  }
  const words = part.trim().split(/\s+/);
  if (words.length < 2) return undefined;
  const last = words[words.length - 1];
  const name = words.slice(0, -1).join(' ');
  if (OUT.includes(last.toLowerCase())) return { name, out: true };
  return NUMBER.test(last) ? { name, points: last } : undefined;
}

/** The cards of a list as `--hand` takes them: `7+K+joker*`. */
export const handText = (cards: string): string =>
  cards
    .split(/[+\s]+/)
    .filter((c) => c !== '')
    .join('+');

/**
 * The entries of a line without `,` or `:`: each ends at a number, at `uit`/`out` and at name=entry (a name may hold
 * spaces).
 */
function bareEntries(tokens: string[]): string[] {
  const parts: string[] = [];
  let entry: string[] = [];
  for (const t of tokens) {
    entry.push(t);
    if (NUMBER.test(t) || OUT.includes(t.toLowerCase()) || t.includes('=')) {
      parts.push(entry.join(' '));
      entry = [];
    }
  }
  // Words after the last entry make no entry: the line is not read.
  return entry.length > 0 ? [...parts, entry.join(' ')] : parts;
}

export function readJokerLine(tokens: string[]): RecordArgs | undefined {
  const text = tokens.join(' ');
  const parts = (/[,:]/.test(text) ? text.split(',') : bareEntries(tokens))
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const entries = parts.map(readEntry);
  if (entries.length === 0 || entries.some((e) => e === undefined)) return undefined;
  const outs = entries.filter((e) => e !== undefined && 'out' in e);
  // Only who went out is no whole deal: the list of players answers that, then the entries are asked.
  if (outs.length !== 1 || entries.length === 1) return undefined;
  const flags: RecordArgs['flags'] = { out: outs[0]!.name };
  const points = entries.flatMap((e) => (e !== undefined && 'points' in e ? [`${e.name}=${e.points}`] : []));
  const hands = entries.flatMap((e) => (e !== undefined && 'cards' in e ? [`${e.name}=${handText(e.cards)}`] : []));
  if (points.length > 0) flags.points = points.join(',');
  if (hands.length > 0) flags.hand = hands.join(',');
  return { words: [], flags };
}

/**
 * The scorer's chips: who went out, the entry marks (`,` between players, `:` before a card list), the jokers and the
 * picture cards in the page's language (both read alike), and the ranks 2 to 10 for a card list; points are typed.
 */
export function jokerChips(config: SheetConfig, next: ChipsFor): LineChips {
  const chips = MESSAGES[next.lang].chips;
  // Points this sheet takes: in its steps (amerikaans counts in fives), and no less than the smallest hand.
  const step = Number(config.settings.step);
  const points = (n: number) => Math.ceil(Math.max(n, minOf(config.settings)) / step) * step;
  // A whole deal for these players: the second went out, the first has 12 points, the third a card list, the rest 4.
  const [a, b, c, ...more] = next.playing.map(fold);
  const entries = [`${b} ${chips.out}`, `${a} ${points(12)}`];
  if (c !== undefined) entries.push(`${c}: 7 ${chips.king} joker*`);
  for (const p of more) entries.push(`${p} ${points(4)}`);
  return {
    words: [chips.out, ',', ':', 'joker', 'joker*', 'A', ...chips.pictures],
    numbers: [2, 3, 4, 5, 6, 7, 8, 9, 10],
    example: entries.join(', '),
  };
}
