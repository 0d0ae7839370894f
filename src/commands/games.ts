import { GAMES, gameById } from '../games/index.js';
import { textsOf } from '../i18n/index.js';
import { paint } from '../ui/paint.js';
import { fitTable, wrapProse } from '../ui/fit.js';
import type { Ctx, Output } from './context.js';

/** The games, their rule sets, and every option and point value with its default; one game when named. */
export async function runGames(ctx: Ctx, only?: string): Promise<Output> {
  // A game named is found as `new` finds it (a beginning, another name), and an unknown one refused.
  const games = only === undefined ? GAMES : [gameById(only)];
  const doc = games.map((g) => ({
    id: g.id,
    name: g.name[ctx.lang],
    players: g.players,
    defaultRules: g.defaultRules,
    ruleSets: g.ruleSets.map((r) => ({
      id: r.id,
      description: r.description[ctx.lang],
      options: Object.fromEntries(
        g
          .settings(r.id)
          .filter((s) => s.kind === 'option')
          .map((s) => [s.key, s.default]),
      ),
      points: Object.fromEntries(
        g
          .settings(r.id)
          .filter((s) => s.kind === 'points')
          .map((s) => [s.key, Number(s.default)]),
      ),
    })),
  }));
  return {
    json: doc,
    text: async (c) => {
      const p = await paint(c.color);
      const t = textsOf(c.lang).games;
      const width = c.screen.width;
      const parts: string[] = [];
      for (const g of games) {
        for (const r of g.ruleSets) {
          const def = r.id === g.defaultRules ? t.default : '';
          parts.push(wrapProse(`${p.bold(`${g.id} --rules ${r.id}`)}${def}: ${r.description[c.lang]}`, width));
          const rows = g.settings(r.id).map((s) => [s.key, s.default, t.values(s.values), s.description[c.lang]]);
          // Narrowed: values and meaning wrap; then the default joins its key as on the command line
          // (samen.8=7), then the values go under it.
          const cols = [{}, {}, { wrap: true }, { wrap: true }];
          parts.push(
            fitTable(
              t.head.map(p.head),
              rows,
              cols,
              [
                { col: 1, into: 0, sep: '=' },
                { col: 2, into: 0 },
              ],
              width,
            ),
          );
        }
      }
      parts.push(wrapProse(t.change, width));
      return parts.join('\n');
    },
  };
}
