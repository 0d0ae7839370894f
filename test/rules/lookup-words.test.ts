import { describe, expect, test } from '@jest/globals';
import { snapshot, tafel, tafelJson, tempHomes } from '../helpers/cli.js';

// How `tafel rules` takes what a player types: a game's other name, a topic of several words. Through the bundle.
const homes = tempHomes();

// Until 2026-12-07 the rule set a game's other name stands for was labelled the game's default.
describe("tafel rules <a game's other name>", () => {
  test.each([
    ['chinees-poepen', 'en', 'Boerenbridge: --rules poepen (chinees-poepen)'],
    ['chinees-poepen', 'nl', 'Boerenbridge: --rules poepen (chinees-poepen)'],
    ['amerikaans-jokeren', 'en', 'Jokeren: --rules amerikaans (amerikaans-jokeren)'],
    ['amerikaans-jokeren', 'nl', 'Jokeren: --rules amerikaans (amerikaans-jokeren)'],
  ])('%s (%s): the rule set it stands for, named by that name, not the default', async (name, lang, head) => {
    const home = homes();
    const r = await tafel(home, ['rules', name, '--lang', lang]);
    expect([r.code, r.stderr, r.stdout.split('\n')[0]]).toEqual([0, '', head]);
  });

  test('the default keeps its label, also when --rules names it beside the other name', async () => {
    const home = homes();
    const heads = async (...args: string[]) => (await tafel(home, ['rules', ...args])).stdout.split('\n')[0];
    expect(await heads('boerenbridge')).toBe('Boerenbridge: --rules wk (default)');
    expect(await heads('chinees-poepen', '--rules', 'wk', '--lang', 'nl')).toBe('Boerenbridge: --rules wk (standaard)');
    expect(await heads('jokeren', '--rules', 'amerikaans')).toBe('Jokeren: --rules amerikaans');
    expect((await tafelJson(home, ['rules', 'chinees-poepen'])).rules).toBe('poepen');
  });
});

// Until 2026-12-07 a topic of two words typed without quotes was refused: "too many arguments for 'rules'".
describe('tafel rules <game> <words of one topic>', () => {
  test.each([
    ['grote', 'miserie', 'en'],
    ['grote', 'miserie', 'nl'],
    ['open', 'miserie', 'en'],
    ['open', 'miserie', 'nl'],
  ])('%s %s (%s): the words after the game are one topic, as when quoted', async (a, b, lang) => {
    const home = homes();
    const quoted = await tafel(home, ['rules', 'kleurenwiezen', `${a} ${b}`, '--lang', lang]);
    const words = await tafel(home, ['rules', 'kleurenwiezen', a, b, '--lang', lang]);
    expect(quoted.code).toBe(0);
    expect(words).toEqual(quoted);
    const json = await tafelJson(home, ['rules', 'kleurenwiezen', a, b, '--lang', lang]);
    expect([json.id, json.lang]).toEqual([`${a}-${b}`, lang]);
  });

  test('a topic beside --search is still refused, exit 2; a game alone still lists its topics', async () => {
    const home = homes();
    const both = await tafel(home, ['rules', 'kleurenwiezen', 'grote', 'miserie', '--search', 'troel']);
    expect([both.code, both.stderr]).toEqual([
      2,
      'tafel: Give either a topic or --search, not both: e.g. tafel rules --search troel.\n',
    ]);
    expect((await tafelJson(home, ['rules', 'kleurenwiezen'])).topics.length).toBeGreaterThan(10);
  });
});

// Until 2026-12-07 these said what no source tafel read told ("no source we could read fixes a penalty").
describe('a revoke tafel decides, said as a decision', () => {
  test.each([
    ['rikken', 'verzaken', [], 'en', "the worst sin at the table. tafel's decision on the penalty: the side"],
    ['rikken', 'verzaken', [], 'nl', 'de grootste zonde aan tafel. tafel beslist over de straf: de kant'],
    ['kleurenwiezen', 'revoke', ['--rules', 'iwwa'], 'en', 'A revoke is failing to follow suit while you could'],
    ['kleurenwiezen', 'revoke', ['--rules', 'iwwa'], 'nl', 'Verzaken is geen kleur bekennen terwijl je het wel kon.'],
  ])('%s %s %j (%s)', async (game, topic, rules, lang, says) => {
    const home = homes();
    const j = await tafelJson(home, ['rules', game, topic, ...rules, '--lang', lang]);
    expect([j.lang, j.text]).toEqual([lang, expect.stringContaining(says)]);
    expect(j.text).not.toMatch(/could read|konden? lezen|no source|geen bron/);
  });
});

// Until 2026-12-07 a topic not found in a game was answered with its topics alone: Manillen's `verzaken` without the
// play topic that rules it, and no word of the search that shows how the other games rule it.
describe('tafel rules <game> <a word that names no topic>', () => {
  test('manillen verzaken: the play topic, and the search of every game; exit 1, nothing written', async () => {
    const home = homes();
    const before = snapshot(home);
    const en = await tafel(home, ['rules', 'manillen', 'verzaken']);
    expect([en.code, en.stdout, en.stderr]).toEqual([
      1,
      '',
      'tafel: No topic "verzaken" in manillen (standaard). Did you mean "play"? Topics: overview, cards, setup, ' +
        "trump, meegaan, play, scoring, boom. 'tafel rules --search verzaken' searches every game.\n",
    ]);
    const nl = await tafel(home, ['rules', 'manillen', 'revoke', '--lang', 'nl']);
    expect([nl.code, nl.stderr]).toEqual([
      1,
      'tafel: Geen onderwerp "revoke" in manillen (standaard). Bedoel je "spelen"? Onderwerpen: overzicht, kaarten, ' +
        "delen, troef, meegaan, spelen, telling, boom. 'tafel rules --search revoke' zoekt in alle spellen.\n",
    ]);
    const json = await tafel(home, ['rules', 'manillen', 'verzaken', '--json']);
    expect([json.code, JSON.parse(json.stderr).error.message]).toEqual([
      1,
      expect.stringMatching(/Did you mean "play"\? .* 'tafel rules --search verzaken' searches every game\.$/),
    ]);
    expect(snapshot(home)).toEqual(before);
  });

  test('every game alike: the search named where it finds the word, not where it finds nothing', async () => {
    const home = homes();
    // Jokeren plays no tricks, so it has no revoke (Toepen had none until 2026-12-07).
    const jokeren = await tafel(home, ['rules', 'jokeren', 'revoke']);
    expect([jokeren.code, jokeren.stderr]).toEqual([1, expect.stringMatching(/^tafel: No topic "revoke" in jokeren /)]);
    expect(jokeren.stderr).toMatch(/ Topics: [^']*\. 'tafel rules --search revoke' searches every game\.\n$/);
    const several = await tafel(home, ['rules', 'zwikken', 'troef', 'tin', '--lang', 'nl']);
    expect(several.stderr).toMatch(
      /Bedoel je "troef-tien"\? .* 'tafel rules --search "troef tin"' zoekt in alle spellen\.\n$/,
    );
    const none = await tafel(home, ['rules', 'kleurenwiezen', 'xyzzy']);
    expect([none.code, none.stderr]).toEqual([1, expect.stringMatching(/ Topics: [^']*\.\n$/)]);
  });
});

// Until 2026-12-07 six games' topic ids were Dutch words in English too (`rules klaverjassen` listed kaarten, bieden,
// telling; `rules manillen cards --json` gave "kaarten"); the Dutch words stay their names in Dutch and find them.
describe('topic ids are English in every game, the Dutch words their names in Dutch', () => {
  /** The topics of each game's default rule set: English ids, then the names of the Dutch listing. */
  const TOPICS: Record<string, [string, string]> = {
    klaverjassen: [
      'overview cards bidding trump-duty roem scoring nat pit revoke boom',
      'overzicht kaarten bieden troefplicht roem telling nat pit verzaken boom',
    ],
    manillen: [
      'overview cards setup trump meegaan play scoring boom',
      'overzicht kaarten delen troef meegaan spelen telling boom',
    ],
    boerenbridge: [
      'schedule bidding hook trump play revoke scoring misdeal dealer',
      'schema bieden haak troef spelen verzaken telling kaartfout gever',
    ],
    rikken: [
      'overview bidding rik troela alleen piek-misere open-praatje schoppen-mie een-of-vijf scoring sitting-out ' +
        'play revoke',
      'overzicht bieden rik troela alleen piek-misere open-praatje schoppen-mie een-of-vijf telling stilzitten ' +
        'spelen verzaken',
    ],
    jokeren: ['cards play joker scoring end amerikaans', 'kaarten spelen joker telling einde amerikaans'],
    toepen: ['game toep scoring voor-dood house-rules revoke', 'spel toep telling voor-dood huisregels verzaken'],
  };
  const listed = (out: string) =>
    out
      .split('\n')
      .slice(1)
      .filter((l) => /^ {2}\S/.test(l))
      .map((l) => l.trim().split(/\s+/)[0])
      .join(' ');

  test.each(Object.entries(TOPICS))('%s: English ids, the Dutch listing by its words', async (game, [en, nl]) => {
    const home = homes();
    expect((await tafelJson(home, ['rules', game])).topics.map((t: { id: string }) => t.id).join(' ')).toBe(en);
    expect(listed((await tafel(home, ['rules', game])).stdout)).toBe(en);
    expect(listed((await tafel(home, ['rules', game, '--lang', 'nl'])).stdout)).toBe(nl);
    // Each Dutch name, the old id, still finds its topic, in both languages.
    const ids = en.split(' ');
    for (const [i, word] of nl.split(' ').entries())
      for (const lang of ['en', 'nl']) {
        const j = await tafelJson(home, ['rules', game, word, '--lang', lang]);
        expect([word, lang, j.id]).toEqual([word, lang, ids[i]]);
      }
  });

  test('manillen cards --json: "cards"; kaarten finds it; the overview names the English ids', async () => {
    const home = homes();
    expect((await tafelJson(home, ['rules', 'manillen', 'cards'])).id).toBe('cards');
    expect((await tafelJson(home, ['rules', 'manillen', 'kaarten', '--lang', 'nl'])).id).toBe('cards');
    const overview = await tafelJson(home, ['rules', 'klaverjassen', 'overview']);
    expect(overview.text).toContain('Topics: cards, bidding, trump-duty, roem, scoring, nat, pit, revoke, boom.');
    expect(overview.see).toEqual(['cards', 'bidding', 'trump-duty', 'roem', 'scoring']);
    // The start of a Dutch name finds its topic as the start of the old id did.
    expect((await tafelJson(home, ['rules', 'rikken', 'verz'])).id).toBe('revoke');
    expect((await tafelJson(home, ['rules', 'toepen', 'huis', '--lang', 'nl'])).id).toBe('house-rules');
  });
});

// Until 2026-12-07 a topic's name or alias found it only in the language of its text: a Flemish player on an English
// locale typing `tafel rules manillen zonder troef`, `belote ploegen` or `boerenbridge verkeerd gedeeld` was refused
// (found with --lang nl), and `--search uitgaan` found nothing in English.
describe('a topic named in the other language is found, and shown in the run language', () => {
  test.each([
    ['en', 'manillen', ['zonder', 'troef'], 'trump', 'Choosing trump, or zonder'],
    ['en', 'belote', ['ploegen'], 'setup', 'Cards, teams and dealing'],
    ['en', 'boerenbridge', ['verkeerd', 'gedeeld'], 'misdeal', 'A wrong number of cards (misdeal)'],
    [
      'nl',
      'boerenbridge',
      ['screw', 'the', 'dealer'],
      'hook',
      'De gever mag het niet laten uitkomen (deler klemzetten)',
    ],
    ['nl', 'zwikken', ['empty', 'pot'], 'pot', 'De pot en de inzet'],
  ])('%s: tafel rules %s %j opens %s', async (lang, game, words, id, title) => {
    const home = homes();
    const j = await tafelJson(home, ['rules', game, ...words, '--lang', lang]);
    expect([j.id, j.title, j.lang]).toEqual([id, title, lang]);
    const typed = await tafel(home, ['rules', game, ...words, '--lang', lang]);
    expect(typed).toEqual(await tafel(home, ['rules', game, id, '--lang', lang]));
    expect([typed.code, typed.stderr]).toEqual([0, '']);
  });

  test('--search finds words of the other language when the run language finds nothing', async () => {
    const home = homes();
    const en = await tafel(home, ['rules', '--search', 'uitgaan']);
    expect(en.stdout.split('\n').slice(0, 5)).toEqual([
      'Topics matching "uitgaan", best first:',
      '  1. Play: sets, runs, going out (jokeren, kbn)',
      '     tafel rules jokeren play',
      '  2. Play: sets, runs, going out (jokeren, dehoop)',
      '     tafel rules jokeren play --rules dehoop',
    ]);
    // "out" alone is in Dutch texts too: the English "going out" answers both words.
    const nl = await tafel(home, ['rules', '--search', 'going out', '--lang', 'nl']);
    expect(nl.stdout.split('\n').slice(0, 3)).toEqual([
      'Onderwerpen voor "going out", beste eerst:',
      '  1. Het spel: combinaties, rijen, uitgaan (jokeren, kbn)',
      '     tafel rules jokeren spelen',
    ]);
    const json = await tafelJson(home, ['rules', '--search', 'uitgaan']);
    expect([json.lang, json.results[0].title]).toEqual(['en', 'Play: sets, runs, going out']);
  });

  test('a refused topic is offered by the words of the other language: manillen laatste slag, cards', async () => {
    const home = homes();
    const before = snapshot(home);
    const r = await tafel(home, ['rules', 'manillen', 'laatste', 'slag']);
    expect([r.code, r.stdout, r.stderr]).toEqual([
      1,
      '',
      'tafel: No topic "laatste slag" in manillen (standaard). Did you mean "cards"? Topics: overview, cards, setup, ' +
        `trump, meegaan, play, scoring, boom. 'tafel rules --search "laatste slag"' searches every game.\n`,
    ]);
    expect(snapshot(home)).toEqual(before);
  });
});

// Until 2026-12-07 these words of players found nothing, though the topic covers them: Jokeren's play has going out
// ("uitgaan") in its title, Toepen's house rules four equal cards ("vier gelijke"), its voor-dood who is out (dead),
// Kleurenwiezen's players five or six at the table, Klaverjassen's cards the last trick's 10 (as Belote's card-values
// does), its nat the takers who fail, its roem the stuk (bella), Rikken's schoppen-mie, Solokaarten's bidding the pot.
describe("a player's word for a topic opens it, in both languages", () => {
  test.each([
    ['jokeren', 'uitgaan', 'play'],
    ['jokeren', 'going out', 'play'],
    ['toepen', 'vier gelijke', 'house-rules'],
    ['toepen', 'dead', 'voor-dood'],
    ['kleurenwiezen', 'vijf spelers', 'players'],
    ['kleurenwiezen', 'five players', 'players'],
    ['klaverjassen', 'laatste slag', 'cards'],
    ['klaverjassen', 'last trick', 'cards'],
    ['klaverjassen', 'nat gaan', 'nat'],
    ['klaverjassen', 'bella', 'roem'],
    ['rikken', 'mie', 'schoppen-mie'],
    ['solokaarten', 'pot', 'bidding'],
  ])('tafel rules %s %s: %s', async (game, words, id) => {
    const home = homes();
    for (const lang of ['en', 'nl']) {
      const j = await tafelJson(home, ['rules', game, ...words.split(' '), '--lang', lang]);
      expect([words, lang, j.id, j.lang]).toEqual([words, lang, id, lang]);
    }
  });
});
