import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { GAMES } from '../../src/games/registry.js';
import { loadText, RULES_GAMES } from '../../src/rules/registry.js';
import { findTopic, fold } from '../../src/rules/search.js';
import type { GameText } from '../../src/rules/topic.js';
import { ROOT } from '../helpers/cli.js';

const texts: Record<string, { en: GameText; nl: GameText }> = {};
for (const g of RULES_GAMES) texts[g.id] = { en: await loadText(g, 'en'), nl: await loadText(g, 'nl') };

/** Every (game, rule set) pair that has rules text. */
const sets = RULES_GAMES.flatMap((g) => g.ruleSets.map((r) => [g.id, r] as const));

// A source is a seed file of seeds/ or a spec page of spec/ (the project's source documents).
const SOURCE = /seeds\/\d{3}_[0-9a-f]{16}\.txt|spec\/[a-z-]+\.md/;

/** What the issue asks every rule set to have, plus its special cases. */
const REQUIRED: Record<string, string[]> = {
  'kleurenwiezen/lodige': ['overview', 'setup', 'bidding', 'play', 'scoring', 'ranking', 'samen', 'solo', 'abondance', 'kleine-miserie', 'piccolo', 'troel', 'grote-miserie', 'open-miserie', 'kleine-soloslim', 'soloslim', 'revoke', 'pas'],
  'kleurenwiezen/cardgames': ['overview', 'setup', 'bidding', 'play', 'scoring', 'vragen', 'alleen', 'troel', 'abondance', 'miserie', 'open-miserie', 'soloslim', 'revoke', 'variants', 'pas'],
  'belote/cardavia': ['overview', 'setup', 'bidding', 'play', 'scoring', 'belote', 'capot', 'litige', 'card-values'],
  'belote/ffb': ['overview', 'setup', 'bidding', 'play', 'scoring', 'belote', 'capot', 'litige', 'card-values', 'target'],
  'solokaarten/liemers': ['overview', 'setup', 'bidding', 'play', 'scoring', 'solo', 'slag', 'doe', 'kijk', 'oud-in-de-lamp', 'eerste', 'zonder-kijk', 'zonder-oud', 'card-order'],
  'zwikken/standard': ['overview', 'setup', 'bidding', 'play', 'scoring', 'zwik', 'troef-tien', 'zoeken', 'pot'],
};

describe('rules text: both languages, same topics, a named source', () => {
  test.each(sets)('%s/%s: the same topic ids in English and Dutch, in the same order', (game, rules) => {
    const en = texts[game].en.ruleSets[rules];
    const nl = texts[game].nl.ruleSets[rules];
    expect(en?.length).toBeGreaterThan(0);
    expect(en.map((t) => t.id)).toEqual(nl.map((t) => t.id));
  });

  test.each(sets)('%s/%s: every topic has a title, a text, a source and tables in both languages alike', (game, rules) => {
    for (const lang of ['en', 'nl'] as const) {
      for (const t of texts[game][lang].ruleSets[rules]) {
        expect(t.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(t.title.trim().length).toBeGreaterThan(3);
        expect(t.text.trim().length).toBeGreaterThan(60);
        // Kleurenwiezen names its sources as a reader finds them, never as our file paths (issue 11).
        if (game === 'kleurenwiezen') expect(t.source).not.toMatch(SOURCE);
        else expect(t.source).toMatch(SOURCE);
        const twin = texts[game][lang === 'en' ? 'nl' : 'en'].ruleSets[rules].find((x) => x.id === t.id)!;
        expect(Boolean(t.tables)).toBe(Boolean(twin.tables));
        expect(t.source).toBe(twin.source);
      }
    }
  });

  test.each(sets)('%s/%s: ids are unique, "see" points at topics of the same rule set, aliases find their own topic', (game, rules) => {
    for (const lang of ['en', 'nl'] as const) {
      const topics = texts[game][lang].ruleSets[rules];
      const ids = topics.map((t) => t.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const t of topics) {
        for (const s of t.see ?? []) expect(ids).toContain(s);
        expect(findTopic(topics, t.id)).toBe(t);
        expect(findTopic(topics, t.id.toUpperCase())).toBe(t);
        for (const a of t.aliases ?? []) {
          // An alias that is another topic's id would make that topic unreachable by alias.
          expect(ids.filter((id) => id !== t.id)).not.toContain(fold(a).replace(/ /g, '-'));
          expect(findTopic(topics, a)?.id).toBe(t.id);
        }
      }
    }
  });

  test.each(Object.entries(REQUIRED))('%s has the topics the issue asks for', (where, ids) => {
    const [game, rules] = where.split('/');
    if (!texts[game]) return; // a game whose text is not written yet is caught by the next test
    expect(texts[game].en.ruleSets[rules].map((t) => t.id)).toEqual(expect.arrayContaining(ids));
  });

  test('every registered game has rules text, in the same order', () => {
    expect(RULES_GAMES.map((g) => g.id)).toEqual(GAMES.map((g) => g.id));
  });

  test('the rule sets and defaults agree with the registered games', () => {
    for (const entry of RULES_GAMES) {
      const g = GAMES.find((x) => x.id === entry.id);
      expect(g).toBeDefined();
      expect(entry.ruleSets).toEqual(g!.ruleSets.map((r) => r.id));
      expect(entry.defaultRules).toBe(g!.defaultRules);
    }
  });
});

describe('rules text is written in our own words', () => {
  // The seeds live in shared/ beside the repository (locally and in CI); skip quietly without them.
  const seedsDir = path.resolve(ROOT, '..', 'shared', 'seeds');
  const seeds = fs.existsSync(seedsDir) ? fs.readdirSync(seedsDir).filter((f) => f.endsWith('.txt')) : [];
  const shingles = (s: string, n: number): Set<string> => {
    const w = fold(s).split(' ').filter(Boolean);
    const out = new Set<string>();
    for (let i = 0; i + n <= w.length; i++) out.add(w.slice(i, i + n).join(' '));
    return out;
  };
  const N = 8;

  test.each(seeds.length > 0 ? seeds : ['(no seeds found)'])(`no run of ${N} words copied from %s`, (seed) => {
    if (seeds.length === 0) return;
    const seedShingles = shingles(fs.readFileSync(path.join(seedsDir, seed), 'utf8'), N);
    const copied: string[] = [];
    for (const g of Object.values(texts)) {
      for (const lang of ['en', 'nl'] as const) {
        for (const topics of Object.values(g[lang].ruleSets)) {
          for (const t of topics) for (const s of shingles(`${t.title}\n${t.text}`, N)) if (seedShingles.has(s)) copied.push(`${g[lang].game}/${t.id}: ${s}`);
        }
      }
    }
    expect(copied).toEqual([]);
  });
});
