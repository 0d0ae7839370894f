import type { GameManifest } from '../core/manifest.js';
import { GAMES, gameById } from '../games/index.js';
import type { Lang } from '../i18n/lang.js';
import { textsOf } from '../i18n/index.js';
import { paint } from '../ui/paint.js';
import { settingJson } from '../core/setting-json.js';
import { GLUE } from '../core/unsafe.js';
import { fitTable, wrapProse, wrapWords } from '../ui/fit.js';
import { drawTable, textWidth } from '../ui/table.js';
import type { Ctx, Output } from './context.js';

const players = ({ min, max }: GameManifest['players']): string => (min === max ? `${min}` : `${min}-${max}`);

/**
 * A game as `tafel games --json` lists it: its rule sets with every option and point value's default, each as a
 * sheet's `options` give it (settingJson: 16, 200, "off").
 */
function gameDoc(g: GameManifest, lang: Lang) {
  return {
    id: g.id,
    name: g.name[lang],
    summary: g.summary[lang],
    players: g.players,
    defaultRules: g.defaultRules,
    ruleSets: g.ruleSets.map((r) => ({
      id: r.id,
      description: r.description[lang],
      options: Object.fromEntries(
        g
          .settings(r.id)
          .filter((s) => s.kind === 'option')
          .map((s) => [s.key, settingJson(s.default)]),
      ),
      points: Object.fromEntries(
        g
          .settings(r.id)
          .filter((s) => s.kind === 'points')
          .map((s) => [s.key, settingJson(s.default)]),
      ),
    })),
  };
}

/**
 * Without a game, the games on one screen: a row each with its rule sets, players and what it is.
 * With one, that game's rule sets and every option and point value with its default.
 */
export async function runGames(ctx: Ctx, only?: string): Promise<Output> {
  if (only !== undefined) return gameSettings(gameById(only), ctx.lang);
  return {
    json: GAMES.map((g) => gameDoc(g, ctx.lang)),
    text: async (c) => {
      const p = await paint(c.color);
      const t = textsOf(c.lang).games;
      const width = c.screen.width;
      const rows = GAMES.map((g) => [
        p.bold(g.id),
        players(g.players),
        g.ruleSets.map((r) => r.id + (r.id === g.defaultRules && g.ruleSets.length > 1 ? t.defaultMark : '')).join(' '),
        g.summary[c.lang],
      ]);
      const natural = drawTable(t.listHead.map(p.head), rows, [1]);
      const fits = width === undefined || textWidth(natural.slice(0, natural.indexOf('\n'))) <= width;
      // Narrowed: no box, a line per game (its players and rule sets) with its sentence under it, so
      // that ten games fit an 80x24 screen; the sentences are kept under 78 columns for that.
      const idWidth = Math.max(...GAMES.map((g) => g.id.length));
      const table = fits
        ? natural
        : [
            p.head(t.listHeadStacked),
            ...rows.map(([id, n, sets, sentence], i) => {
              const pad = ' '.repeat(idWidth - GAMES[i].id.length);
              const under = wrapWords(sentence, width - 2).map((l) => `  ${l}`);
              return [`${id}${pad} ${n.padEnd(3)}  ${sets}`, ...under].join('\n');
            }),
          ].join('\n');
      return `${table}\n${wrapProse(t.listFoot, width)}`;
    },
  };
}

/** `tafel games <game>`: each rule set and its settings table. */
function gameSettings(g: GameManifest, lang: Lang): Output {
  const doc = gameDoc(g, lang);
  return {
    json: {
      ...doc,
      ruleSets: doc.ruleSets.map((r) => ({
        ...r,
        settings: g.settings(r.id).map((s) => ({
          key: s.key,
          kind: s.kind,
          default: settingJson(s.default),
          values: s.values,
          description: s.description[lang],
        })),
      })),
    },
    text: async (c) => {
      const p = await paint(c.color);
      const t = textsOf(c.lang).games;
      const width = c.screen.width;
      const parts: string[] = [p.bold(g.name[c.lang]), wrapProse(g.summary[c.lang], width)];
      for (const r of g.ruleSets) {
        const def = r.id === g.defaultRules ? t.default : '';
        parts.push(wrapProse(`${p.bold(`${g.id} --rules ${r.id}`)}${def}: ${r.description[c.lang]}`, width));
        // A value's equation (`on = 10`) is read whole: a line never breaks inside it.
        const values = (s: { values: string }) => t.values(s.values).replaceAll(' = ', `${GLUE}=${GLUE}`);
        const rows = g.settings(r.id).map((s) => [s.key, s.default, values(s), s.description[c.lang]]);
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
      parts.push(wrapProse(t.change(g.id), width));
      return parts.join('\n');
    },
  };
}
