import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import type { PointTable, Settings } from '../../src/core/topic.js';
import { GAMES } from '../../src/games/index.js';
import { loadText, RULES_GAMES } from '../../src/rules/registry.js';
import { renderTables } from '../../src/rules/render.js';
import { fitPointTable } from '../../src/rules/table-fit.js';
import { paint } from '../../src/ui/paint.js';
import { tafel, tafelJson, tempHomes } from '../helpers/cli.js';

/**
 * The point tables of `tafel rules` fit the screen (docs/screens.md, "Rules tables on any screen"): a box with its
 * text wrapped inside narrower columns while a column per longest word fits, else a block of "header: value"
 * lines per row; no line wider than the screen, no word cut or left out, a number never broken.
 */

const home = tempHomes();
const plain = (s: string) => s.replace(/\x1b\[[0-9;]*m/g, '');
/** Columns on the screen: every character of these tables (letters, ♠, box lines, …) takes one. */
const columns = (s: string) => [...plain(s)].length;
const words = (s: string) => s.split(/\s+/).filter((w) => w !== '');

/** What a drawn table shows: a box's header and body, column by column, each cell's line in it; or the blocks. */
interface Shown {
  box: boolean;
  /** Per column, its header's and its body's lines, top to bottom (a box only). */
  head: string[][];
  body: string[][];
  lines: string[];
}

function shown(drawn: string): Shown {
  const lines = plain(drawn).split('\n');
  if (!lines[0].startsWith('┌')) return { box: false, head: [], body: [], lines };
  const rule = lines.findIndex((l) => l.startsWith('├'));
  const cells = (ls: string[]) => {
    const cols: string[][] = [];
    for (const l of ls)
      l.split('│')
        .slice(1, -1)
        .forEach((c, i) => {
          cols[i] = [...(cols[i] ?? []), c.trim()];
        });
    return cols;
  };
  const end = lines.length - 1;
  return {
    box: true,
    head: cells(lines.slice(1, rule < 0 ? end : rule)),
    body: rule < 0 ? [] : cells(lines.slice(rule + 1, end)),
    lines,
  };
}

/**
 * The rule a table is drawn by, checked on what it shows: no line wider than `width`; a box has every line as wide
 * as its top, each column's header and body words in order, and a right-aligned cell (a number) whole on one line;
 * blocks say each row's non-empty cells as "header: value", in order. Whether it is a box: when a column as wide
 * as its longest word (a right-aligned cell whole) fits, with a space either side and the borders.
 */
function holds(t: PointTable, drawn: string, width: number): void {
  const s = shown(drawn);
  const right = t.right ?? [];
  expect(s.lines.filter((l) => columns(l) > width)).toEqual([]);
  const least = t.head.map((h, i) =>
    Math.max(
      ...words(h).map(columns),
      ...t.rows.map((r) => (right.includes(i) ? columns(r[i] ?? '') : Math.max(0, ...words(r[i] ?? '').map(columns)))),
    ),
  );
  expect(s.box).toBe(least.reduce((a, w) => a + w + 3, 1) <= width);
  if (s.box) {
    expect(s.lines.filter((l) => columns(l) !== columns(s.lines[0]))).toEqual([]);
    t.head.forEach((h, i) => {
      expect(words(s.head[i].join(' '))).toEqual(words(h));
      if (t.rows.length === 0) return;
      expect(words(s.body[i].join(' '))).toEqual(t.rows.flatMap((r) => words(r[i] ?? '')));
      if (right.includes(i))
        expect(s.body[i].filter((c) => c !== '')).toEqual(
          t.rows.map((r) => (r[i] ?? '').trim()).filter((c) => c !== ''),
        );
    });
  } else {
    const said = t.rows.flatMap((r) =>
      t.head.flatMap((h, i) => (words(r[i] ?? '').length === 0 ? [] : [...words(`${h}:`), ...words(r[i])])),
    );
    expect(words(s.lines.join(' '))).toEqual(said);
  }
}

/** Every topic with point tables, in both languages, with the game's default settings. */
const withTables: { game: string; rules: string; id: string; lang: 'en' | 'nl'; tables: PointTable[] }[] = [];
for (const g of RULES_GAMES) {
  const game = GAMES.find((x) => x.id === g.id)!;
  for (const lang of ['en', 'nl'] as const) {
    const text = await loadText(g, lang);
    for (const [rules, topics] of Object.entries(text.ruleSets)) {
      const settings: Settings = Object.fromEntries(game.settings(rules).map((s) => [s.key, s.default]));
      for (const t of topics)
        if (t.tables) withTables.push({ game: g.id, rules, id: t.id, lang, tables: await t.tables(settings) });
    }
  }
}

describe('every point table of every game fits 80 and 60 columns, in colour, in English and Dutch', () => {
  test('there are tables to fit, in every game', () => {
    expect(new Set(withTables.map((t) => t.game)).size).toBe(RULES_GAMES.length);
    expect(withTables.length).toBeGreaterThan(80);
  });

  test.each([80, 60])('drawn by renderTables at %i columns: every line fits and every word is there', async (width) => {
    const p = await paint(true);
    for (const { game, rules, id, lang, tables } of withTables) {
      for (const t of tables) {
        try {
          holds(t, fitPointTable(t, width, p), width);
        } catch (e) {
          throw new Error(`${game} ${rules} ${id} (${lang}): ${(e as Error).message}`);
        }
      }
      const drawn = (await renderTables(tables, width, p)).split('\n');
      expect(drawn.filter((l) => columns(l) > width)).toEqual([]);
    }
  });

  // The whole answer as the terminal gets it: nothing wider than the screen, no box broken by a wrap.
  test.each([80, 60])('tafel rules <game> <topic> at %i columns: no line wider, every box whole', async (width) => {
    const h = home();
    const seen = new Set<string>();
    for (const { game, rules, id, lang } of withTables) {
      const args = ['rules', game, id, '--rules', rules, '--lang', lang];
      if (seen.has(args.join(' '))) continue;
      seen.add(args.join(' '));
      const r = await tafel(h, args, { env: { COLUMNS: String(width), FORCE_COLOR: '1' } });
      expect({ args, code: r.code, stderr: r.stderr }).toEqual({ args, code: 0, stderr: '' });
      expect(r.stdout).toContain('\x1b[');
      const lines = plain(r.stdout).split('\n');
      // Each line too wide, and each line of a box not as wide as the box's top.
      let top = 0;
      const wrong = lines.filter((l) => {
        if (l.startsWith('┌')) top = columns(l);
        return columns(l) > width || (/^[│├└]/.test(l) && columns(l) !== top);
      });
      expect({ args, wrong }).toEqual({ args, wrong: [] });
    }
  });

  test('the JSON keeps the tables as they are, whatever the width', async () => {
    const h = home();
    const wide = await tafelJson(h, ['rules', 'rikken', 'rik']);
    const narrow = await tafelJson(h, ['rules', 'rikken', 'rik'], { env: { COLUMNS: '60' } });
    expect(narrow).toEqual(wide);
    expect((wide as { tables: PointTable[] }).tables[0].rows[0]).toEqual([
      'rik, rik beter',
      '8',
      '10',
      '5',
      '-10',
      '-5',
      '70',
    ]);
  });
});

describe('a table wider than the screen, worked out by hand', () => {
  const t: PointTable = {
    head: ['contract', 'value V', 'made with'],
    rows: [
      ['open piek praatje', '55', 'exactly 1 trick'],
      ['misère', '25', 'no trick'],
    ],
    right: [1],
  };

  // 30 columns leave 20 for text (3 columns of a space either side and 4 borders). The longest words: contract 8,
  // value 5 (the numbers 2), exactly 7: 20, so a box. The widest shrink first: contract and "made with" to 8 and 7.
  test('30 columns: a box, its words wrapped inside narrower columns, the number whole', async () => {
    expect(fitPointTable(t, 30, await paint(false))).toBe(
      [
        '┌──────────┬───────┬─────────┐',
        '│ contract │ value │ made    │',
        '│          │     V │ with    │',
        '├──────────┼───────┼─────────┤',
        '│ open     │    55 │ exactly │',
        '│ piek     │       │ 1 trick │',
        '│ praatje  │       │         │',
        '│ misère   │    25 │ no      │',
        '│          │       │ trick   │',
        '└──────────┴───────┴─────────┘',
      ].join('\n'),
    );
  });

  // 29 columns and fewer leave no room for a column per longest word: a block per row.
  test('20 columns: each row a block of "header: value" lines, a long one wrapped under itself', async () => {
    expect(fitPointTable(t, 20, await paint(false))).toBe(
      [
        'contract: open piek',
        '    praatje',
        '  value V: 55',
        '  made with: exactly',
        '    1 trick',
        '',
        'contract: misère',
        '  value V: 25',
        '  made with: no',
        '    trick',
      ].join('\n'),
    );
    expect(fitPointTable(t, 29, await paint(false)).startsWith('contract: open piek praatje\n')).toBe(true);
  });

  test('a table that fits is drawn as it is', async () => {
    expect(fitPointTable(t, 49, await paint(false)).split('\n')[1]).toBe(
      '│ contract          │ value V │ made with       │',
    );
  });
});

describe('any table, any width (property)', () => {
  const word = fc
    .array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzé♠()-+'), { minLength: 1, maxLength: 10 })
    .map((cs) => cs.join(''));
  const prose = fc.array(word, { minLength: 0, maxLength: 6 }).map((ws) => ws.join(' '));
  const number = fc.oneof(fc.integer({ min: -9999, max: 99999 }).map(String), fc.constantFrom('-', '', '16 (13: 30)'));
  const table = fc
    .record({
      head: fc.array(
        fc.array(word, { minLength: 1, maxLength: 4 }).map((ws) => ws.join(' ')),
        { minLength: 1, maxLength: 9 },
      ),
      rows: fc.integer({ min: 0, max: 6 }),
      right: fc.array(fc.boolean(), { minLength: 9, maxLength: 9 }),
      seed: fc.array(fc.tuple(prose, number), { minLength: 54, maxLength: 54 }),
    })
    .map(({ head, rows, right, seed }): PointTable => {
      const isRight = head.map((_, i) => right[i]);
      return {
        head,
        rows: Array.from({ length: rows }, (_, k) =>
          head.map((_, i) => (isRight[i] ? seed[k * 9 + i][1] : seed[k * 9 + i][0])),
        ),
        right: head.flatMap((_, i) => (isRight[i] ? [i] : [])),
      };
    });

  test('every line within the width, every word there in its order, numbers whole', async () => {
    const colour = await paint(true);
    const none = await paint(false);
    fc.assert(
      fc.property(table, fc.integer({ min: 20, max: 120 }), fc.boolean(), (t, width, painted) => {
        holds(t, fitPointTable(t, width, painted ? colour : none), width);
      }),
      { numRuns: 400 },
    );
  });
});
