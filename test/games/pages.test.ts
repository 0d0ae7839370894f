import { expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, tafelJson, tempHomes } from '../helpers/cli.js';

// Each game's page (docs/games/<game>.md) has a table of every key `tafel new <game> --set` takes, with each rule
// set's default: the tables whose header starts with `option` or `key`. A column headed by a rule set (`ffb`) gives
// that set's defaults, `–` where the set has no such key; one headed `default` gives every set's. A row may name
// several keys (a list, or a run `samen.8` … `samen.13`) with their values in order ("7, 10, 13"; `–` for a key the
// set lacks). A `values` column names each value of a choice in backticks. Until 2026-12-06 only belote.md was
// checked, and the pages named their options in prose, some only by name.
const homes = tempHomes();

interface Setting {
  key: string;
  /** A whole number as a number (`tafel games --json` since 2026-12-07), a word as a string. */
  default: string | number;
  values: string;
}

/** The keys a key cell names: each in backticks, `a.8` … `a.13` every number between. */
function keysOf(cell: string): string[] {
  const spans = [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
  const [first, last] = spans.map((k) => /^(\D*)(\d+)(.*)$/.exec(k));
  if (!cell.includes('…') || !first || !last) return spans;
  const from = Number(first[2]);
  return Array.from({ length: Number(last[2]) - from + 1 }, (_, i) => `${first[1]}${from + i}${first[3]}`);
}

/** Per key, each rule set's default as the page's tables state it, and the values cells that name the key. */
function stated(page: string, ruleSets: string[]) {
  const defaults: Record<string, Record<string, string>> = Object.fromEntries(ruleSets.map((r) => [r, {}]));
  const values = new Map<string, string>();
  const tables = (page.match(/^\|.*(\n\|.*)*/gm) ?? []).filter((t) => /^\| (option|key) \|/.test(t));
  for (const table of tables) {
    const [header, , ...rows] = table.split('\n').map((l) =>
      l
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    );
    const columns = header.map((h) => (h === 'default' ? ruleSets : ruleSets.filter((r) => h === `\`${r}\``)));
    for (const row of rows) {
      const keys = keysOf(row[0]);
      row.forEach((cell, c) => {
        const each = cell === '–' ? [] : keys.length > 1 ? cell.split(', ') : [cell];
        for (const r of columns[c])
          keys.forEach((k, i) => {
            if (each[i] !== undefined && each[i] !== '–') defaults[r][k] = each[i].replace(/`/g, '');
          });
        if (header[c] === 'values') for (const k of keys) values.set(k, `${values.get(k) ?? ''} ${cell}`);
      });
    }
  }
  return { defaults, values };
}

test("each game's page has a table of every option and point key with each rule set's default", async () => {
  const home = homes();
  const games = await tafelJson<{ id: string }[]>(home, ['games']);
  expect(games.length).toBeGreaterThanOrEqual(10);
  for (const { id } of games) {
    const game = await tafelJson<{ ruleSets: { id: string; settings: Setting[] }[] }>(home, ['games', id]);
    const page = fs.readFileSync(path.join(ROOT, 'docs', 'games', `${id}.md`), 'utf8');
    const { defaults, values } = stated(
      page,
      game.ruleSets.map((r) => r.id),
    );
    const expected = Object.fromEntries(
      // The page writes every default as it is typed: `16` is the number 16.
      game.ruleSets.map((r) => [r.id, Object.fromEntries(r.settings.map((s) => [s.key, String(s.default)]))]),
    );
    expect({ id, defaults }).toEqual({ id, defaults: expected });
    // The values of a choice, each in backticks (free words such as "a whole number 0..10000" are the page's own).
    const unnamed = game.ruleSets
      .flatMap((r) => r.settings)
      .flatMap((s) => s.values.split('|').map((v) => [s.key, v]))
      .filter(([k, v]) => !v.includes(' ') && !values.get(k)?.includes(`\`${v}\``));
    expect({ id, unnamed }).toEqual({ id, unnamed: [] });
  }
});
