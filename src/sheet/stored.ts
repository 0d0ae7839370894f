import { LeftOut, TafelError, type Text } from '../core/errors.js';
import type { DealInput, Game, SheetConfig } from '../core/game.js';
import { isRecord } from '../core/own.js';
import { configOf, type SheetData } from './sheet.js';
import { dealWord } from '../games/index.js';
import { say, sayIn, texts } from '../i18n/index.js';
import { NOTE_CHARS, noteFits } from './note.js';

/**
 * A stored deal is trusted only if `record` would have written exactly it: the game reads
 * `toArgs(input)` with its own parseDeal (which knows every rule: tricks in a deal, card points,
 * players of the sheet, refinements a sheet allows) and the result must be the stored input itself.
 * So a hand-edited `"tricks": 20` is refused with the rule's own words, and a deal in any other
 * shape (a name in the wrong case, a misspelt contract, a field tafel never writes) as "not in the
 * form tafel writes". Replay itself does not check this (it runs on every read); import and doctor do.
 */

/**
 * Deep equality of JSON values. Key order is not significant (a file may be re-serialised by any
 * tool), list order is (askers and declarers are stored in a fixed order). A key whose value is
 * undefined is absent: JSON cannot hold it.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameJson(x, b[i]));
  }
  if (!isRecord(a) || !isRecord(b)) return false;
  const keys = (o: Record<string, unknown>) => Object.keys(o).filter((k) => o[k] !== undefined);
  const ka = keys(a);
  const kb = keys(b);
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && sameJson(a[k], b[k]));
}

const oneLine = (s: string): string => s.replace(/[.\s]+$/, '');

/**
 * Why a stored deal is not what `record` would have written for it, or undefined when it is: one
 * line naming the deal by the game's word, e.g. "deal 3 would not pass 'tafel record': --tricks 20 is impossible: ...",
 * "round 3 ..." in Toepen.
 * Pure and cheap: one parseDeal and one comparison.
 */
export const checkStoredDeal = (game: Game, input: DealInput, config: SheetConfig, number: number): Text | undefined =>
  readBack(game, input, config, number)?.text;

/** checkStoredDeal, with what the deal plays when the house rules leave it out (LeftOut). */
function readBack(game: Game, input: DealInput, config: SheetConfig, number: number): StoredDealProblem | undefined {
  let again: DealInput;
  try {
    again = game.parseDeal(game.toArgs(input, config), config);
  } catch (e) {
    if (e instanceof TafelError) {
      const text = e.text;
      const why = sayIn((t, lang) =>
        t.sheet.dealWouldNotPass(
          number,
          texts((l) => oneLine(text[l])),
          dealWord(game, lang),
        ),
      );
      return { number, text: why, ...(e instanceof LeftOut ? { played: e.played } : {}) };
    }
    // parseDeal is written for typed text; whatever else makes it fail is not a deal tafel wrote.
    return { number, text: sayIn((t, l) => t.sheet.dealIsNotIn(number, dealWord(game, l))) };
  }
  if (sameJson(input, again)) return undefined;
  const stored = input as Record<string, unknown>;
  const wrote = again as Record<string, unknown>;
  const field = [...new Set([...Object.keys(wrote), ...Object.keys(stored)])].find(
    (k) => !sameJson(stored[k], wrote[k]),
  );
  const value = field === undefined || wrote[field] === undefined ? undefined : JSON.stringify(wrote[field]);
  return { number, text: sayIn((t, l) => t.sheet.dealNotAsWritten(number, field, value, dealWord(game, l))) };
}

export interface StoredDealProblem {
  /** The deal's number on the sheet, from 1. */
  number: number;
  /** One line naming the deal and what is wrong with it. */
  text: Text;
  /** What the deal plays when the house rules leave it out (LeftOut: "open-miserie"), for `tafel set` to name. */
  played?: string;
}

/**
 * Deals already found to be what `record` writes, per sheet configuration (rule set, settings,
 * players): every command checks every stored deal on every read, and a sheet repeats itself a lot
 * (pas, samen 8 ...), so each distinct deal is read back through the game once per process.
 */
const passed = new Map<string, Set<string>>();
const MAX_REMEMBERED = 20000;
let remembered = 0;

/**
 * The first undone deal (what `tafel redo` puts back, last first) that `record` would not have written as stored
 * under the sheet's house rules, numbered as redo would put it back, with its place in `undone` (import names it);
 * `set` refuses rules that would make one unreadable (but for a contract they leave out), so one that does not pass is
 * an edit by hand. Every read (store/decode.ts), import and `set` ask this; import with `notes`: each note as
 * noteProblem takes it too (`note`: the deal passes, its note does not).
 */
export function checkUndoneDeals(
  game: Game,
  data: SheetData,
  notes = false,
): (StoredDealProblem & { index: number; note?: true }) | undefined {
  const undone = data.undone ?? [];
  const config = configOf(game, data);
  let number = data.deals.length;
  for (let i = undone.length - 1; i >= 0; i--) {
    const row = undone[i];
    if ('correction' in row) continue;
    const problem = undoneProblem(game, row.deal, config, ++number);
    if (problem) return { number, index: i, text: problem };
    const note = notes && row.note !== undefined ? noteProblem(game, row.note, number) : undefined;
    if (note) return { number, index: i, text: note, note: true };
  }
  return undefined;
}

/**
 * Why a deal's note is not one `record --note` takes (note.ts noteFits: longer than NOTE_CHARS, or more than one line),
 * naming the deal as a stored deal's refusal does; undefined when it is. `tafel import` asks it of every note, so that
 * a file takes no note `record` would refuse; a sheet file here holding one is read (a hand edit: the board cuts it).
 */
export function noteProblem(game: Game, note: string, number: number): Text | undefined {
  if (noteFits(note)) return undefined;
  const why = say((t) => t.sheet.noteMustBeOne(NOTE_CHARS));
  return sayIn((t, l) =>
    t.sheet.noteWouldNotPass(
      number,
      texts((k) => oneLine(why[k])),
      dealWord(game, l),
    ),
  );
}

/**
 * Why an undone deal is not one `record` wrote, or undefined: a contract the house rules now leave out (a `tafel set`
 * after the undo) is no fault of the file; redo refuses it with record's reason, and `set` back puts it within reach.
 */
export function undoneProblem(game: Game, input: DealInput, config: SheetConfig, number: number): Text | undefined {
  const problem = readBack(game, input, config, number);
  return problem?.played === undefined ? problem?.text : undefined;
}

/** The first deal of a sheet that `record` would not have written as stored, or undefined when all are. */
export function checkStoredDeals(game: Game, data: SheetData): StoredDealProblem | undefined {
  const config = configOf(game, data);
  const key = JSON.stringify([
    game.id,
    config.rules,
    config.players,
    config.settings,
    config.stakeCents ?? null,
    config.sharePot ?? null,
  ]);
  let ok = passed.get(key);
  if (!ok) {
    ok = new Set();
    passed.set(key, ok);
  }
  for (let i = 0; i < data.deals.length; i++) {
    const deal = JSON.stringify(data.deals[i]);
    if (ok.has(deal)) continue;
    const problem = readBack(game, data.deals[i], config, i + 1);
    if (problem) return problem;
    if (remembered < MAX_REMEMBERED) {
      ok.add(deal);
      remembered++;
    }
  }
  return undefined;
}
