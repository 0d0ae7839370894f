import type { ChipsFor, LineChips } from '../../core/flow.js';
import type { RecordArgs, SheetConfig } from '../../core/game.js';
import { fold } from '../../core/players.js';
import { MESSAGES } from './messages.js';
import { exampleDeal, isCards } from './rules.js';

/**
 * A whole Jokeren deal typed on one line (spec/jokeren.md §6), read into record's flags; parseDeal
 * then judges it as it judges `record`:
 *
 *   bert uit, ann 12, cis: 7 K joker*, dirk 4
 *
 * `out` is accepted for `uit`. A name followed by one number is points; a name followed by `:` is a
 * card list (so `cis: 7` is one seven, `cis 7` is 7 points). A name may hold spaces. An entry is also read as record's
 * lists and the refusals' examples write it: `dirk=10` is points, `dirk=7+K` (or `dirk=7 K`) a card list. Points need
 * no commas (`bert uit ann 12 cis 3`, as a phone's keyboard types it): between commas an entry ends at each number,
 * at `uit` and at each name=entry, so the forms mix (`bert uit Ann=7,Cis=3+K dirk 3`); a card list after a colon runs
 * to the comma. A name with nothing after it (`bert uit, ann`) is read as an entry without its value, for parseDeal to
 * name what is missing.
 */

const OUT = ['uit', 'out'];
const NUMBER = /^-?\d+$/;

/** Whether a word begins the name of one of the players (any case, with or without accents). */
const begins = (w: string, players: readonly string[]): boolean => players.some((p) => fold(p).startsWith(fold(w)));

/** A word of cards that names no player (`joker+2`, `K`): in a name it is a card list typed without its colon. */
const cardWord = (w: string, players: readonly string[]): boolean =>
  !NUMBER.test(w) && isCards(w) && !begins(w, players);

/**
 * Whether a line that reads as no deal holds a card list typed without its colon (`ann joker+2 bert 11`): words of
 * cards that name no player, with a number or `uit` (not a player sought in the list), so how to write it is said.
 */
export const cardsWithoutColon = (line: string, players: readonly string[]): boolean => {
  const words = line.split(/[\s,]+/).filter((w) => w !== '');
  return words.some((w) => cardWord(w, players)) && words.some((w) => NUMBER.test(w) || OUT.includes(w.toLowerCase()));
};

/**
 * A number typed right after `uit`/`out` (`bert out 2`), as typed (`out 2`): who went out scores 0, so it is nobody's
 * penalty, and the line reads as no deal; undefined when the line has none.
 */
export const numberAfterOut = (line: string): string | undefined =>
  /(?:^|[\s,])((?:uit|out)\s+-?\d+)(?=$|[\s,])/i.exec(line)?.[1];

/** Whether an answer to one player's question names another player or who went out: a whole deal, typed there. */
export const namesOthers = (typed: string, player: string, players: readonly string[]): boolean =>
  typed
    .split(/[\s,:=+]+/)
    .filter((w) => w !== '')
    .some(
      (w) =>
        OUT.includes(w.toLowerCase()) ||
        (!isCards(w) &&
          begins(
            w,
            players.filter((p) => p !== player),
          )),
    );

/** One entry of the line. */
type Entry = { name: string; out: true } | { name: string; points: string } | { name: string; cards: string };

/** The cards of a list as `--hand` takes them: `7+K+joker*`. */
export const handText = (cards: string): string =>
  cards
    .split(/[+\s]+/)
    .filter((c) => c !== '')
    .join('+');

/**
 * A part with a colon, `bert 1 cis: 7 K`: the words before the colon read as a part without one (each entry ends at a
 * number, at `uit` and at name=entry), the name left after the last of them owns the cards after the colon, up to
 * the comma. Until 2026-12-07 the words before the colon were all one name ("bert 1 cis").
 */
function listed(part: string[], players: readonly string[]): Entry[] | undefined {
  const at = part.findIndex((w) => w.includes(':'));
  const word = part[at];
  const colon = word.indexOf(':');
  const before = [...part.slice(0, at), word.slice(0, colon)].map((w) => w.trim()).filter((w) => w !== '');
  const cards = [word.slice(colon + 1), ...part.slice(at + 1)].join(' ').trim();
  const entries = entriesOf(before, players);
  const last = entries?.pop();
  // The name the cards belong to: the words after the last entry before the colon (none: no name, no deal).
  if (entries === undefined || last === undefined || !('points' in last) || last.points !== '') return undefined;
  return [...entries, { name: last.name, cards }];
}

/**
 * The entries of a part of the line without a colon: each ends at a number, at `uit`/`out` and at name=entry (a name
 * may hold spaces). The cards after a name=entry are more of its hand (`ann=7 K`): up to a word that begins a
 * player's name, unless only cards follow it up to the comma (`ann=7 B,`: B is a jack). Cards that name no player
 * elsewhere (`ann joker+2 bert 11`) make no entry: a card list takes its colon, not a name "ann joker+2 bert".
 */
function entriesOf(words: string[], players: readonly string[]): Entry[] | undefined {
  const entries: Entry[] = [];
  let name: string[] = [];
  const names = (w: string) => begins(w, players);
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (w.includes('=')) {
      const pair = /^([^=]+)=([^=]+)$/.exec(w);
      if (!pair || name.length > 0) return undefined;
      const cards = [pair[2]];
      const rest = (j: number) => words.slice(j).every(isCards);
      while (i + 1 < words.length && isCards(words[i + 1]) && (!names(words[i + 1]) || rest(i + 1)))
        cards.push(words[++i]);
      entries.push(
        cards.length === 1 && NUMBER.test(pair[2])
          ? { name: pair[1], points: pair[2] }
          : { name: pair[1], cards: cards.join(' ') },
      );
    } else if (NUMBER.test(w) || OUT.includes(w.toLowerCase())) {
      if (name.length === 0) return undefined;
      entries.push(NUMBER.test(w) ? { name: name.join(' '), points: w } : { name: name.join(' '), out: true });
      name = [];
    } else if (cardWord(w, players)) return undefined;
    else name.push(w);
  }
  // A name after the last entry is an entry without its value (`bert uit, ann`), for parseDeal to ask for it.
  if (name.length > 0) entries.push({ name: name.join(' '), points: '' });
  return entries;
}

/** The line's parts between commas, each a list of words (a name with a space in it is one word). */
function partsOf(tokens: string[]): string[][] {
  const parts: string[][] = [[]];
  for (const t of tokens) {
    t.split(',').forEach((w, i) => {
      if (i > 0) parts.push([]);
      if (w.trim() !== '') parts[parts.length - 1].push(w.trim());
    });
  }
  return parts.filter((p) => p.length > 0);
}

export function readJokerLine(tokens: string[], config: SheetConfig): RecordArgs | undefined {
  const read = partsOf(tokens).map((part) =>
    part.some((w) => w.includes(':'))
      ? (listed(part, config.players) ?? [undefined])
      : (entriesOf(part, config.players) ?? [undefined]),
  );
  const entries = read.flat();
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
  // The example deal for these players (exampleDeal), as the line writes it.
  const { out, points, hand } = exampleDeal(next.playing.map(fold), config);
  const [first, ...more] = points.map(([p, n]) => `${p} ${n}`);
  const entries = [`${out} ${chips.out}`, first];
  if (hand !== undefined) entries.push(`${hand}: 7 ${chips.king} joker*`);
  entries.push(...more);
  return {
    words: [chips.out, ',', ':', 'joker', 'joker*', 'A', ...chips.pictures],
    numbers: [2, 3, 4, 5, 6, 7, 8, 9, 10],
    example: entries.join(', '),
  };
}
