import { drawChart, hiddenLines, legend, linesOf, seriesOf } from '../evening/chart.js';
import { dealsWord, dealWord, gameById } from '../games/index.js';
import { textsOf } from '../i18n/index.js';
import { GLUE } from '../core/unsafe.js';
import { paint, safe } from '../ui/paint.js';
import { textWidth } from '../ui/table.js';
import { resolveSheetId, type Ctx, type Output } from './context.js';
import { view } from '../sheet/view.js';

/** The running totals of a sheet as a line chart: one line per player (per team in Belote). */
export async function runChart(ctx: Ctx, id: string | undefined): Promise<Output> {
  const data = ctx.store.readSheet(await resolveSheetId(ctx, id));
  const game = gameById(data.game);
  const v = view(data, ctx.lang);
  const s = seriesOf(v, game);
  return {
    json: s,
    text: async (c) => {
      const t = textsOf(c.lang).commands;
      const p = await paint(c.color);
      const title = p.bold(safe(v.title || v.id));
      const steps = s.series[v.players[0]].length;
      if (steps === 0) return `${title}\n${t.noDealsToChart(v.id, dealsWord(game, c.lang))}`;
      const money = game.unit === 'money';
      const lines = linesOf(v, s).map((l) => ({ ...l, label: safe(l.label) }));
      // The screen's width (a terminal's, or COLUMNS on a pipe), else 80: drawn wider, the prose wrapping of the
      // output took its rows apart.
      const width = c.screen.width ?? c.width;
      const chart = drawChart(lines, { width, color: c.color, money, lang: c.lang });
      const low = game.lowWins ? ` · ${textsOf(c.lang).ui.sheet.lowWins}` : '';
      // Every point drawn is counted: a correction is a step of the lines as a deal is (sheetRows).
      const [w, ws] = [dealWord(game, c.lang), dealsWord(game, c.lang)];
      // A count stays with its word, and the bracket stays whole where it fits a line of its own (its wrapped line is
      // indented by 2: ui/fit.ts wrapProse).
      const said = t.chartCaption(v.deals.length, v.corrections.length, s.settled, w, ws, GLUE);
      const bracket = said.indexOf(' (');
      const whole =
        bracket >= 0 && textWidth(said.slice(bracket + 1)) <= width - 2
          ? said.slice(0, bracket + 1) + said.slice(bracket + 1).replaceAll(' ', GLUE)
          : said;
      const caption = whole + low;
      const hidden = hiddenLines(lines, { width, money, lang: c.lang });
      const key = legend(lines, { color: c.color, money, lang: c.lang, width, hidden });
      return `${title}  ${p.dim(caption)}\n${chart.replace(/ +$/gm, '')}\n${key}`;
    },
  };
}
