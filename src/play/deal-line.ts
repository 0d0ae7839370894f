import type { Ctx } from '../commands/context.js';
import type { Lang } from '../core/game.js';
import { merit } from '../core/players.js';
import { gameById } from '../games/index.js';
import type { DealView, SheetView } from '../sheet/sheet.js';
import { wrapProse } from '../ui/fit.js';
import { paint, safe, type Paint } from '../ui/paint.js';
import { cutLine, rowText, signed } from '../ui/sheet-table.js';
import { textWidth } from '../ui/table.js';
import type { Choice } from './prompter.js';

// A deal as table mode says it: its line after it is recorded, edited or put back, and its answer at an edit.

/** Between a deal line's text and its scores. */
const SCORES = '   ';

/**
 * "Deal 3: Bert + Dirk samen 8: 9 tricks   Ann 0, Bert +10, ..." : what the deal just did. A player
 * who sat the deal out (Kleurenwiezen with five or six) shows '-', as on the sheet: he did not score 0.
 */
export async function dealLine(ctx: Ctx, v: SheetView, number: number, label: string): Promise<string> {
  const deal = v.deals[number - 1];
  return `${label}: ${rowText(deal)}${SCORES}${dealScores(v, deal, await paint(ctx.color), ctx.lang)}`;
}

/** "Ann 0, Bert +10, ...": a deal's scores as its line says them, a team's once, '-' for a player who sat it out. */
function dealScores(v: SheetView, deal: DealView, p: Paint, lang: Lang): string {
  const game = gameById(v.game);
  const money = game.unit === 'money';
  const teams = Array.isArray(v.teams) ? (v.teams as string[][]) : v.players.map((pl) => [pl]);
  const out = Array.isArray(deal.sittingOut) ? (deal.sittingOut as string[]) : [];
  return teams
    .map((team) => {
      const score = out.includes(team[0]) ? '-' : signed(deal.scores[team[0]], money, p, lang, merit(game));
      return `${team.map(safe).join(' + ')} ${score}`;
    })
    .join(', ');
}

/**
 * The edit's "Which deal?" answers, the last deal first: each deal as the sheet names it, and a deal that reads as
 * another (Jokeren's "Ann out", deal after deal) with its scores too, as its line said them when it was recorded
 * (`4: Ann out   Ann 0, Bert +20, Cis +7, Dirk +3`): until 2026-12-08 such deals could not be told apart.
 */
export async function dealsToEdit(v: SheetView, lang: Lang): Promise<Choice<number>[]> {
  const p = await paint(false);
  const texts = v.deals.map((dv) => rowText(dv));
  const shared = (text: string) => texts.indexOf(text) !== texts.lastIndexOf(text);
  return [...v.deals].reverse().map((dv) => {
    const text = rowText(dv);
    const scores = shared(text) ? `${SCORES}${dealScores(v, dv, p, lang)}` : '';
    return { value: dv.number, name: `${dv.number}: ${text}${scores}` };
  });
}

/**
 * A deal line too wide for the screen: the deal on its line (cut with … only if even that is too
 * wide), the scores below it, indented, broken between players, never inside a score. A line without
 * scores (a refusal, said whole) wraps between words.
 */
export function fitDealLine(line: string, width: number): string[] {
  if (textWidth(line) <= width) return [line];
  const at = line.indexOf(SCORES);
  if (at < 0) return wrapProse(line, width).split('\n');
  const out = [cutLine(line.slice(0, at), width)];
  let cur = '';
  for (const score of line.slice(at + SCORES.length).split(', ')) {
    const next = cur === '' ? `  ${score}` : `${cur}, ${score}`;
    if (cur !== '' && textWidth(next) > width) {
      out.push(`${cur},`);
      cur = `  ${score}`;
    } else cur = next;
  }
  out.push(cutLine(cur, width));
  return out;
}
