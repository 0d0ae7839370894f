import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import type { Lang } from '../../src/core/game.js';
import { loadAll } from '../../src/rules/registry.js';
import { didYouMean, findTopic, fold, search, words } from '../../src/rules/search.js';

const texts = { en: await loadAll('en'), nl: await loadAll('nl') };
const has = (game: string) => texts.en.some((t) => t.game === game);
const first = (lang: Lang, q: string) => search(texts[lang], q)[0];

describe('fold and words', () => {
  test.each([
    ['Misère', 'misere'],
    ['MISÈRE', 'misere'],
    ['  Troef-Tien ', 'troef tien'],
    ['Oud in de lamp!', 'oud in de lamp'],
    ['ÉÈÊË àç', 'eeee ac'],
  ])('fold(%j) = %j', (input, out) => expect(fold(input)).toBe(out));

  test.each([
    ['misère', 'miserie'],
    ['misery', 'miserie'],
    ['abundance', 'abondance'],
    ['troela', 'troel'],
    ['rebelote', 'belote'],
    ['zwikken', 'zwik'],
  ])('%s is read as %s', (w, canonical) => expect(words(w)).toContain(canonical));

  test('"solo slim" also gives "soloslim"', () => expect(words('solo slim')).toContain('soloslim'));

  test('fold is idempotent and leaves only a-z, 0-9 and single spaces', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const f = fold(s);
        expect(fold(f)).toBe(f);
        expect(f).toMatch(/^([a-z0-9]+( [a-z0-9]+)*)?$/);
      }),
    );
  });
});

describe('search ranking', () => {
  // [language, query, the game and topic that must come first]
  const cases: [Lang, string, string, string][] = [
    ['en', 'misère', 'kleurenwiezen', 'miserie'],
    ['en', 'miserie', 'kleurenwiezen', 'miserie'],
    ['en', 'misery', 'kleurenwiezen', 'miserie'],
    ['nl', 'misère', 'kleurenwiezen', 'miserie'],
    ['en', 'troela', 'kleurenwiezen', 'troel'],
    ['nl', 'TROELA', 'kleurenwiezen', 'troel'],
    ['en', 'abundance', 'kleurenwiezen', 'abondance'],
    ['nl', 'abundance', 'kleurenwiezen', 'abondance'],
    ['en', 'solo slim', 'kleurenwiezen', 'soloslim'],
    ['en', 'Solo Slim', 'kleurenwiezen', 'soloslim'],
    ['nl', 'soloslim', 'kleurenwiezen', 'soloslim'],
    ['en', 'kleine misère', 'kleurenwiezen', 'kleine-miserie'],
    ['en', 'revoke', 'kleurenwiezen', 'revoke'],
    ['nl', 'verzaken', 'kleurenwiezen', 'revoke'],
    ['en', 'piccolo', 'kleurenwiezen', 'piccolo'],
    ['en', 'belote', 'belote', 'belote'],
    ['en', 'rebelote', 'belote', 'belote'],
    ['nl', 'Rebelote', 'belote', 'belote'],
    ['en', 'litige', 'belote', 'litige'],
    ['en', 'capot', 'belote', 'capot'],
    ['nl', 'zwikken', 'zwikken', 'zwik'],
    ['en', 'zwik', 'zwikken', 'zwik'],
    ['en', 'troef tien', 'zwikken', 'troef-tien'],
    ['nl', 'zoeken', 'zwikken', 'zoeken'],
    ['en', 'kijk', 'solokaarten', 'kijk'],
    ['nl', 'oud in de lamp', 'solokaarten', 'oud-in-de-lamp'],
  ];
  test.each(cases.filter(([, , game]) => has(game)))('%s: "%s" finds %s %s first', (lang, q, game, id) => {
    const hit = first(lang, q);
    expect(hit.game).toBe(game);
    expect(hit.topic.id).toBe(id);
  });

  test('misère brings every miserie topic before any other topic', () => {
    const hits = search(texts.en, 'misère');
    const isMiserie = hits.map((h) => h.topic.id.includes('miserie'));
    const lastMiserie = isMiserie.lastIndexOf(true);
    expect(isMiserie.slice(0, lastMiserie + 1).every(Boolean)).toBe(true);
    expect(lastMiserie).toBeGreaterThanOrEqual(4); // lodige: kleine, grote, open; cardgames: miserie, open
  });

  test.each([
    ['misère', 'MISERE'],
    ['misère', 'Misere'],
    ['troela', 'Tróéla'],
    ['abondance', 'ABONDANCE'],
  ])('"%s" and "%s" rank the same topics the same way', (a, b) => {
    const ids = (q: string) => search(texts.en, q).map((h) => `${h.game}/${h.rules}/${h.topic.id}`);
    expect(ids(b)).toEqual(ids(a));
  });

  test('ranked best first, scores never rise', () => {
    const hits = search(texts.en, 'trump trick');
    expect(hits.length).toBeGreaterThan(1);
    for (let i = 1; i < hits.length; i++) expect(hits[i].score).toBeLessThanOrEqual(hits[i - 1].score);
  });

  test('restricting to a game and rule set keeps only those', () => {
    const hits = search(texts.en, 'troel', { game: 'kleurenwiezen', rules: 'cardgames' });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h.game === 'kleurenwiezen' && h.rules === 'cardgames')).toBe(true);
    expect(hits[0].topic.id).toBe('troel');
  });

  test('words that appear nowhere find nothing', () => {
    expect(search(texts.en, 'xylofoonzebra')).toEqual([]);
    expect(search(texts.en, '   ')).toEqual([]);
  });

  test('every topic is the first hit for its own id within its rule set (any case)', () => {
    for (const lang of ['en', 'nl'] as const) {
      for (const g of texts[lang]) {
        for (const [rules, topics] of Object.entries(g.ruleSets)) {
          for (const t of topics) {
            expect(search([g], t.id.toUpperCase(), { game: g.game, rules })[0].topic.id).toBe(t.id);
          }
        }
      }
    }
  });
});

describe('finding a topic by what a player types', () => {
  const lodige = texts.en.find((g) => g.game === 'kleurenwiezen')!.ruleSets.lodige;
  const cardgames = texts.en.find((g) => g.game === 'kleurenwiezen')!.ruleSets.cardgames;
  test.each([
    ['troel', 'troel'],
    ['Troela', 'troel'],
    ['misère', 'grote-miserie'],
    ['grote misère', 'grote-miserie'],
    ['Kleine Miserie', 'kleine-miserie'],
    ['solo slim', 'soloslim'],
    ['grote soloslim', 'soloslim'],
    ['miserie op tafel', 'open-miserie'],
    ['abundance', 'abondance'],
    ['verzaken', 'revoke'],
    ['punten', 'scoring'],
    ['rangorde', 'ranking'],
    ['vragen', 'samen'],
    ['jur', 'jury'],
  ])('lodige: %j -> %s', (typed, id) => expect(findTopic(lodige, typed)?.id).toBe(id));

  test.each([
    ['misère', 'miserie'],
    ['meegaan', 'vragen'],
    ['troela', 'troel'],
    ['overtricks', 'variants'],
  ])('cardgames: %j -> %s', (typed, id) => expect(findTopic(cardgames, typed)?.id).toBe(id));

  test.each(['', 'zzz', 's'])('%j finds nothing (a one-letter prefix is ambiguous)', (typed) =>
    expect(findTopic(lodige, typed)).toBeUndefined(),
  );

  test.each([
    ['trol', 'troel'],
    ['picolo', 'piccolo'],
    ['scorign', 'scoring'],
    ['abondanse', 'abondance'],
  ])('did you mean: %s -> %s', (typed, id) =>
    expect(didYouMean(lodige, typed, search(texts.en, typed, { game: 'kleurenwiezen', rules: 'lodige' }))).toBe(id),
  );
});
