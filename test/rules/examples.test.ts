import { describe, expect, test } from '@jest/globals';
import type { Lang } from '../../src/core/game.js';
import { loadAll } from '../../src/rules/registry.js';
import { blocks } from '../../src/rules/render.js';
import { tafel, tafelJson, tempHome } from '../helpers/cli.js';

/**
 * Every `record` example that ends a line of a topic (after a label or a colon) and is a whole command, per game, rule
 * set and language. Until 2026-12-07 Jokeren's play topic showed the same example under every rule set, and an
 * amerikaans sheet refused it ("amerikaans counts in fives: Ann has 6.").
 */
const cases: [Lang, string, string, string, string][] = [];
for (const lang of ['en', 'nl'] as const)
  for (const g of await loadAll(lang))
    for (const [rules, topics] of Object.entries(g.ruleSets))
      for (const t of topics)
        for (const b of blocks(t.text))
          for (const line of b.text.split('\n')) {
            const m = /(?:^|: )tafel (record .+?)\.?$/u.exec(line);
            if (m && !/[(;"]| or | of |\. /.test(m[1])) cases.push([lang, g.game, rules, t.id, m[1]]);
          }

/** What a sheet needs beyond its game and rule set: Zwikken's stake, a variant the topic itself is about. */
const NEEDS: Record<string, string[]> = {
  zwikken: ['--stake', '0.10'],
  'kleurenwiezen cardgames open-miserie': ['--set', 'open-miserie=on'],
  'rikken ssovn troela': ['--set', 'troela=on'],
};

describe("a topic's record example runs under each rule set that shows it", () => {
  test('Jokeren play is among them under each of its rule sets, in both languages', () => {
    const jokeren = cases.filter(([, game, , id]) => game === 'jokeren' && id === 'play');
    expect(jokeren.map(([lang, , rules]) => `${lang} ${rules}`).sort()).toEqual([
      'en amerikaans',
      'en dehoop',
      'en kbn',
      'nl amerikaans',
      'nl dehoop',
      'nl kbn',
    ]);
  });

  test.each(cases)('%s: %s --rules %s, %s: tafel %s', async (lang, game, rules, id, line) => {
    const home = tempHome();
    const players = ['Ann', 'Bert', 'Cis', 'Dirk', 'Eva', 'Fien'].filter((p, i) => i < 4 || line.includes(p));
    const needs = [...(NEEDS[game] ?? []), ...(NEEDS[`${game} ${rules} ${id}`] ?? [])];
    const made = await tafelJson(home, ['new', game, '--rules', rules, '--players', players.join(','), ...needs]);
    const r = await tafel(home, [...line.split(' '), '--sheet', made.id, '--lang', lang]);
    expect([r.code, r.stderr]).toEqual([0, '']);
  });
});
