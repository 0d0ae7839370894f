import { suitWord } from '../../core/cards.js';
import { isNumber, oneOf, type LineChips } from '../../core/flow.js';
import type { Lang, RecordArgs, SheetConfig } from '../../core/game.js';
import { fold } from '../../core/players.js';
import { MESSAGES } from './messages.js';
import { exampleDeal } from './rules.js';

/**
 * A whole Manillen deal typed on one line in table mode (spec §7): `[<player>] <points> <trump> [mee] [tegen]
 * [blind]`, e.g. `38 harten` (the dealer's team 38, hearts), `bert 36 zonder mee` (Bert's team 36, no trump,
 * doubled). The trump words are those of --trump; the player is whatever `record` accepts (a unique beginning).
 */
const NO_TRUMP = ['zonder', 'none', 'geen', 'sans'];
const MEE = ['mee', 'along', 'klop', 'meegaan'];
const TEGEN = ['tegen', 'against', 'tegenklop'];

const isTrump = (t: string): boolean => suitWord(t) !== undefined || oneOf(t, NO_TRUMP);

export function readManillenLine(tokens: string[]): RecordArgs | undefined {
  const out: RecordArgs = { words: [], flags: {} };
  let i = 0;
  const first = tokens[0];
  // A leading word that is no number, trump or call names the player whose team's points follow.
  const player = first !== undefined && !isNumber(first) && !isTrump(first) && !oneOf(first, [...MEE, ...TEGEN]);
  if (player) i = 1;
  let points: string | undefined;
  for (; i < tokens.length; i++) {
    const t = tokens[i];
    if (isNumber(t) && points === undefined) points = t;
    else if (isTrump(t) && out.flags.trump === undefined) out.flags.trump = oneOf(t, NO_TRUMP) ? 'none' : t;
    else if (oneOf(t, MEE)) out.flags.mee = true;
    else if (oneOf(t, TEGEN)) out.flags.tegen = true;
    else if (oneOf(t, ['blind'])) out.flags.blind = true;
    else return undefined;
  }
  // The points without their trump, or the trump without the points: parseDeal says which is missing.
  if (points === undefined && out.flags.trump === undefined) return undefined;
  if (points !== undefined) out.flags.points = player ? `${first}=${points}` : points;
  return out;
}

/**
 * The scorer's chips: the trumps and calls in the page's language (the reader takes both languages' words), `blind`
 * only where the house rule plays it; the points (0 to 60, one team's) are typed, as on the score pad.
 */
export function manillenChips(config: SheetConfig, next: { lang: Lang }): LineChips {
  const { blind, ...always } = MESSAGES[next.lang].chips;
  const words = [...Object.values(always), ...(config.settings.blind === 'on' ? [blind] : [])];
  // The example deal (rules.ts exampleDeal), hearts its trump.
  const { player, points } = exampleDeal(config.players);
  return { words, numbers: [], example: `${fold(player)} ${points} ${always.hearts}` };
}
