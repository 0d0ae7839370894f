import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import type { Lang } from '../../src/core/game.js';
import { loadAll } from '../../src/rules/registry.js';
import { didYouMean, findTopic, fold, search, stem, words } from '../../src/rules/search.js';
import type { PointTable } from '../../src/core/topic.js';
import { MESSAGES as BELOTE } from '../../src/games/belote/messages.js';
import * as belote from '../../src/games/belote/tables.js';
import { MESSAGES as KLAVERJASSEN } from '../../src/games/klaverjassen/messages.js';
import * as klaverjassen from '../../src/games/klaverjassen/tables.js';
import { snapshot, tafel, tafelJson, tempHome } from '../helpers/cli.js';

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

  // Until 2026-12-06 "undertrumping" found 3 topics where "undertrump" found 9: a word matched only the words it
  // begins, and "undertrumping" begins none of "undertrump", "undertrumps".
  test.each([
    ['undertrumping', 'undertrump'],
    ['bidding', 'bid'],
    ['overtrumped', 'overtrump'],
    ['winning', 'win'],
    ['passed', 'pass'],
    ['calling', 'call'],
  ])('a search for %j finds the topics %j finds', (long, short) => {
    // The same topics; the order may differ where a topic is named by the longer word itself (an alias "bidding").
    const ids = (q: string) => search(texts.en, q).map((h) => `${h.game} ${h.rules} ${h.topic.id}`);
    expect(ids(short).length).toBeGreaterThan(0);
    expect(ids(long).sort()).toEqual(ids(short).sort());
  });

  test.each(['king', 'red', 'speed', 'string', 'feed'])('%j is a word, not an ending: searched as it is', (w) => {
    expect(stem(w)).toBe(w);
  });

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
    // Rikken's misère topics are piek-misere and open-praatje (open misère, with or without praatje).
    const isMiserie = hits.map((h) => /miseri?e|open-praatje/.test(h.topic.id));
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

  test('ranked best first: the share of the words answered never rises, nor the score within one share', () => {
    const hits = search(texts.en, 'trump trick');
    expect(hits.length).toBeGreaterThan(1);
    expect(new Set(hits.map((h) => h.share))).toEqual(new Set([1, 0.5]));
    for (let i = 1; i < hits.length; i++) {
      expect(hits[i].share).toBeLessThanOrEqual(hits[i - 1].share);
      if (hits[i].share === hits[i - 1].share) expect(hits[i].score).toBeLessThanOrEqual(hits[i - 1].score);
    }
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

// Until 2026-12-07 every word of a question counted, and a topic was scaled by the share of the words it answered:
// "what is a pit" put Jokeren's "Penalty points: what a hand costs" first and the pit 8th, "wat is een pit" Rikken's
// "Eén of vijf" first ("een"), "mag ik introeven" Zwikken's "Troef tien". Words that carry no subject, English and
// Dutch alike whatever --lang says, are left out when another word remains.
describe('a question: its filler words are left out', () => {
  const home = tempHome();
  const pitEn = [
    '  1. Pit (mars) and tegenpit: all eight tricks (klaverjassen, amsterdams)',
    '     tafel rules klaverjassen pit',
  ];
  const pitNl = [
    '  1. Pit (mars) en tegenpit: alle acht slagen (klaverjassen, amsterdams)',
    '     tafel rules klaverjassen pit',
  ];
  const troelEn = [
    '  1. Troel: three aces and the fourth (kleurenwiezen, lodige)',
    '     tafel rules kleurenwiezen troel',
  ];
  const troelNl = [
    '  1. Troel: drie azen en de vierde (kleurenwiezen, lodige)',
    '     tafel rules kleurenwiezen troel',
  ];
  test.each([
    ['en', 'what is a pit', pitEn],
    ['en', 'wat is een pit', pitEn],
    ['nl', 'wat is een pit', pitNl],
    ['nl', 'what is a pit', pitNl],
    ['en', 'wat is een troel', troelEn],
    ['nl', 'wat is een troel', troelNl],
    ['en', 'how many points is a troel', troelEn],
    ['nl', 'hoeveel punten is een troel', troelNl],
    // The topics that name bekennen and introeven among their words, as each word alone finds them.
    [
      'en',
      'moet ik bekennen',
      ['  1. Playing the tricks (kleurenwiezen, lodige)', '     tafel rules kleurenwiezen play'],
    ],
    [
      'en',
      'mag ik introeven',
      ['  1. Playing the tricks (kleurenwiezen, lodige)', '     tafel rules kleurenwiezen play'],
    ],
    ['nl', 'moet ik bekennen', ['  1. De slagen spelen (solokaarten, liemers)', '     tafel rules solokaarten spelen']],
    ['nl', 'mag ik introeven', ['  1. De slagen spelen (boerenbridge, wk)', '     tafel rules boerenbridge spelen']],
  ] as [Lang, string, string[]][])('%s: --search "%s" puts the topic named first', async (lang, q, lines) => {
    const r = await tafel(home, ['rules', '--search', q, '--lang', lang]);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n').slice(1, 3)).toEqual(lines);
    const word = q.split(' ').at(-1)!;
    expect(search(texts[lang], q).map((h) => [h.game, h.rules, h.topic.id])[0]).toEqual(
      search(texts[lang], word).map((h) => [h.game, h.rules, h.topic.id])[0],
    );
  });

  test('filler words alone are searched as they are: "een" is Rikken\'s', () => {
    expect(first('nl', 'een').topic.id).toBe('een-of-vijf');
    expect(first('en', 'een of vijf').topic.id).toBe('een-of-vijf');
  });

  test.each([
    ['en', 'Trump duty (Amsterdams): free when your partner holds the trick'],
    ['nl', 'Troefplicht (Amsterdams): vrij als de slag aan je maat ligt'],
  ] as [Lang, string][])(
    '%s: a topic of several words drops them too: "mag ik introeven" opens trump-duty',
    async (lang, title) => {
      const before = snapshot(home);
      const asked = await tafelJson(home, ['rules', 'klaverjassen', 'mag', 'ik', 'introeven', '--lang', lang]);
      expect([asked.id, asked.title]).toEqual(['trump-duty', title]);
      const r = await tafel(home, ['rules', 'klaverjassen', 'mag', 'ik', 'introeven', '--lang', lang]);
      expect(r.code).toBe(0);
      expect(r.stdout).toBe((await tafel(home, ['rules', 'klaverjassen', 'introeven', '--lang', lang])).stdout);
      expect(snapshot(home)).toEqual(before);
    },
  );
});

// Until 2026-12-07 a topic one word of a question named loudly came before a topic that answers every word: "last
// trick" put Manillen's play (its alias "tricks" 8, log2(6) for five and more tricks in its text; a quarter of that
// for one word of two: 2.65) before cards, whose text has both words once ("no bonus for the last trick": 1 + 1 = 2),
// and the lookup answered 'Did you mean "play"?'; Klaverjassen's offered trump-duty, which never mentions it.
describe('a topic that answers every word of the question comes before one named by some of them', () => {
  const home = tempHome();
  test.each([
    ['en', 'last trick'],
    ['nl', 'laatste slag'],
  ] as [Lang, string][])('%s manillen: "%s" finds cards, then play', (lang, q) => {
    const hits = search(texts[lang], q, { game: 'manillen' });
    expect(hits.map((h) => [h.topic.id, h.share, h.score]).slice(0, 2)).toEqual([
      ['cards', 1, 2],
      ['play', 0.5, 2.65],
    ]);
    const topics = texts[lang].find((g) => g.game === 'manillen')!.ruleSets.standaard;
    expect(didYouMean(topics, q, hits)).toBe('cards');
  });

  test('tafel rules manillen --search: the topic that answers both words first, in both languages', async () => {
    const en = await tafel(home, ['rules', 'manillen', '--search', 'last trick']);
    expect(en.stdout.split('\n').slice(0, 3)).toEqual([
      'Topics matching "last trick", best first:',
      '  1. Cards and card points (manillen, standaard)',
      '     tafel rules manillen cards',
    ]);
    const nl = await tafel(home, ['rules', 'manillen', '--search', 'laatste slag', '--lang', 'nl']);
    expect(nl.stdout.split('\n').slice(0, 3)).toEqual([
      'Onderwerpen voor "laatste slag", beste eerst:',
      '  1. Kaarten en kaartpunten (manillen, standaard)',
      '     tafel rules manillen kaarten',
    ]);
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

// Belote and Klaverjassen count the cards alike (spec belote.md, klaverjassen.md): one table serves both.
describe('the card points table of Belote and Klaverjassen', () => {
  test.each([
    ['belote', 'en', () => belote.cardValuesTable(BELOTE.en.tables)],
    ['belote', 'nl', () => belote.cardValuesTable(BELOTE.nl.tables)],
    ['klaverjassen', 'en', () => klaverjassen.cardValuesTable(KLAVERJASSEN.en.tables)],
    ['klaverjassen', 'nl', () => klaverjassen.cardValuesTable(KLAVERJASSEN.nl.tables)],
  ] as [string, string, () => PointTable[]][])(
    '%s (%s): jack 20 and 9 14 in trump, 152 in the cards',
    (_game, lang, table) => {
      const [t] = table();
      const values = t.rows.map((r) => [Number(r[1]), Number(r[2])]);
      // jack, 9, ace, 10, king, queen, 8, 7
      expect(values).toEqual([
        [20, 2],
        [14, 0],
        [11, 11],
        [10, 10],
        [4, 4],
        [3, 3],
        [0, 0],
        [0, 0],
      ]);
      // one trump suit 20 + 14 + 11 + 10 + 4 + 3 = 62, three other suits 3 × (2 + 11 + 10 + 4 + 3) = 90: 152
      const sum = (k: number) => values.reduce((a, v) => a + v[k], 0);
      expect(sum(0) + 3 * sum(1)).toBe(152);
      expect(t.rows[0][0]).toBe(lang === 'nl' ? 'boer' : 'jack');
    },
  );
});

// The built bundle (npm run build first; npm test does), run in process as the binary runs it
// (test/helpers/cli.ts): only what the command line itself adds.
const home = tempHome();

describe('tafel rules through the built bundle', () => {
  test('a topic in English, as text', async () => {
    const r = await tafel(home, ['rules', 'kleurenwiezen', 'troel']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/^Troel: three aces and the fourth/);
    expect(r.stdout).toContain('Source: Flemish club rules "Kleurenwiezen – Spelregels"');
  });

  test('a Belote ffb topic names the FFB text as its source, in both languages', async () => {
    const en = await tafel(home, ['rules', 'belote', 'litige', '--rules', 'ffb']);
    // The line wraps at the screen width: compare with the spaces folded.
    expect(en.stdout.replace(/\s+/g, ' ')).toContain(
      'Source: FFB (Fédération Française de Belote), official rules of classic belote, 2016',
    );
    const nl = await tafelJson(home, ['rules', 'belote', 'litige', '--rules', 'ffb', '--lang', 'nl']);
    expect(nl.source).toBe('FFB (Fédération Française de Belote), officieel reglement van de klassieke belote, 2016');
  });

  test('--json --lang nl: the Dutch topic as one document with its source', async () => {
    const doc = await tafelJson(home, ['rules', 'kleurenwiezen', 'troel', '--lang', 'nl']);
    expect(doc).toMatchObject({
      game: 'kleurenwiezen',
      rules: 'lodige',
      lang: 'nl',
      id: 'troel',
      title: 'Troel: drie azen en de vierde',
    });
    expect(doc.source).toBe('Vlaamse clubregels "Kleurenwiezen – Spelregels"; handleiding van tafel, regelnotities');
    expect(doc.text).toMatch(/vierde aas/);
  });

  test('--json --lang nl without a game: every game, rule set and topic', async () => {
    const doc = await tafelJson(home, ['rules', '--lang', 'nl']);
    expect(doc.games.map((g: { id: string }) => g.id)).toEqual([
      'kleurenwiezen',
      'solokaarten',
      'belote',
      'zwikken',
      'klaverjassen',
      'boerenbridge',
      'rikken',
      'jokeren',
      'manillen',
      'toepen',
    ]);
    const belote = doc.games.find((g: { id: string }) => g.id === 'belote');
    expect(belote.ruleSets.map((r: { id: string }) => r.id)).toEqual(['cardavia', 'ffb']);
    expect(belote.ruleSets[1].topics.find((t: { id: string }) => t.id === 'litige').title).toMatch(
      /^Litige: gelijke totalen/,
    );
  });

  test('--search --json: a ranked list, misère finds miserie first', async () => {
    const doc = await tafelJson(home, ['rules', '--search', 'misère']);
    expect(doc.results[0].id).toMatch(/miserie/);
    expect(doc.results[0].rank).toBe(1);
  });

  // Until 2026-12-08 "revok" found only Rikken's revoke (its text says "revoking"): the other texts' "revoke" is read
  // as "verzaken", which "revok" does not begin. A word begun finds each game's topic as the whole word does; the
  // whole word scores higher.
  test.each([
    ['en', 'revok', 'revoke'],
    ['nl', 'revok', 'revoke'],
    ['en', 'verzaak', 'verzaakt'],
    ['nl', 'reneg', 'renege'],
  ] as [Lang, string, string][])(
    '--search --lang %s %j: every revoke topic first, as %j',
    async (lang, begun, whole) => {
      type Result = { game: string; rules: string; id: string; score: number };
      const found = async (q: string): Promise<Result[]> =>
        (await tafelJson(home, ['rules', '--search', q, '--lang', lang])).results;
      const where = (r: { game: string; rules: string }) => `${r.game} ${r.rules}`;
      const revokes = texts[lang].flatMap((g) =>
        Object.entries(g.ruleSets)
          .filter(([, topics]) => topics.some((t) => t.id === 'revoke'))
          .map(([rules]) => where({ game: g.game, rules })),
      );
      // Kleurenwiezen, Solokaarten, Belote, Zwikken, Klaverjassen, Boerenbridge, Rikken, Toepen have one.
      expect(new Set(revokes.map((r) => r.split(' ')[0])).size).toBe(8);
      const part = await found(begun);
      const full = await found(whole);
      for (const results of [part, full]) {
        const first = results.slice(0, revokes.length);
        expect(first.every((r) => r.id === 'revoke')).toBe(true);
        expect(first.map(where).sort()).toEqual([...revokes].sort());
      }
      for (const r of part.slice(0, revokes.length)) {
        const same = full.find((f) => where(f) === where(r) && f.id === r.id);
        expect(same?.score).toBeGreaterThan(r.score);
      }
    },
  );

  test('scoring --sheet shows the house rule set with tafel new --set', async () => {
    const made = await tafelJson(home, [
      'new',
      'kleurenwiezen',
      '--players',
      'Ann,Bert,Cis,Dirk',
      '--set',
      'samen.8=9',
    ]);
    const r = await tafel(home, ['rules', 'kleurenwiezen', 'scoring', '--sheet', made.id]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/│ samen 8\s+│\s+9 │/);
    expect(r.stdout).toContain(`House rules on sheet ${made.id}: samen.8=9.`);
  });

  test.each([
    [['rules', 'kleurenwiezen', 'trol'], 1, /Did you mean "troel"\?/],
    [['rules', 'schaak'], 1, /Unknown game "schaak"/],
    [['rules', 'kleurenwiezen', '--rules', 'nope'], 1, /no rule set "nope"/],
    [['rules', '--rules', 'ffb'], 2, /--rules needs a game/],
  ] as [string[], number, RegExp][])('refused: tafel %j exits %s', async (args, code, message) => {
    const before = snapshot(home);
    const r = await tafel(home, args);
    expect(r.code).toBe(code);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(snapshot(home)).toEqual(before);
  });

  test('--json refusal: the error as JSON on stderr, exit 1', async () => {
    const r = await tafel(home, ['rules', 'kleurenwiezen', 'trol', '--json', '--lang', 'nl']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stderr)).toEqual({
      error: { code: 'rule', message: expect.stringMatching(/^Geen onderwerp "trol".*Bedoel je "troel"\?/) },
    });
  });
});
