import { describe, expect, test } from '@jest/globals';
import { RULES_GAMES } from '../../src/rules/registry.js';
import { snapshot, tafel, tafelJson, tempHomes } from '../helpers/cli.js';

// The Dutch names topics are listed under (i18n nl rules.topicNames: `overzicht` for the overview, `telling` for
// the scoring, ...) find their topic in every game that has it, in English mode as in Dutch: one home for the
// names, not an alias repeated in each game's text. Through the built binary.
const homes = tempHomes();

/** The games whose rules text has an overview topic (the first test holds the list to the texts). */
const OVERVIEWS = ['belote', 'klaverjassen', 'kleurenwiezen', 'manillen', 'rikken', 'solokaarten', 'zwikken'];

describe('tafel rules <game> overzicht', () => {
  test('the games with an overview are the ones listed here (a new one is checked too)', async () => {
    const home = homes();
    const have: string[] = [];
    for (const g of RULES_GAMES) {
      const j = await tafelJson(home, ['rules', g.id]);
      if (j.topics.some((t: { id: string }) => t.id === 'overview')) have.push(g.id);
    }
    expect(have.sort()).toEqual(OVERVIEWS);
  });

  test.each(OVERVIEWS)('%s: overzicht and inleiding are the overview, in English and in Dutch', async (game) => {
    const home = homes();
    const before = snapshot(home);
    for (const lang of ['en', 'nl']) {
      const overview = await tafel(home, ['rules', game, 'overview', '--lang', lang]);
      expect(overview.code).toBe(0);
      for (const word of ['overzicht', 'inleiding', 'Overzicht']) {
        const r = await tafel(home, ['rules', game, word, '--lang', lang]);
        expect([r.code, r.stderr, r.stdout]).toEqual([0, '', overview.stdout]);
      }
    }
    expect(snapshot(home)).toEqual(before);
  });

  test('kleurenwiezen overzicht in English mode, without --lang (the review case): exit 0, the overview', async () => {
    const home = homes();
    const r = await tafelJson(home, ['rules', 'kleurenwiezen', 'overzicht']);
    expect([r.game, r.rules, r.lang, r.id]).toEqual(['kleurenwiezen', 'lodige', 'en', 'overview']);
    // Every rule set of the game.
    for (const rules of ['lodige', 'cardgames', 'whisthub', 'iwwa']) {
      const s = await tafelJson(home, ['rules', 'kleurenwiezen', 'overzicht', '--rules', rules]);
      expect([s.rules, s.id]).toEqual([rules, 'overview']);
    }
  });

  test('the Dutch listing names every overview overzicht, as the other topics by their Dutch word', async () => {
    const home = homes();
    for (const game of ['klaverjassen', 'rikken']) {
      const r = await tafel(home, ['rules', game, '--lang', 'nl']);
      expect(r.code).toBe(0);
      expect(r.stdout.split('\n')[1]).toMatch(/^ {2}overzicht {2,}\S/);
    }
  });

  test('a word that names no topic is still refused, exit 1, listing the topics', async () => {
    const home = homes();
    const r = await tafel(home, ['rules', 'kleurenwiezen', 'overzichtje']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^tafel: No topic "overzichtje" in kleurenwiezen \(lodige\)\./);
  });
});

describe('tafel rules --search in Dutch names each topic as the Dutch listing does', () => {
  test('the command under a hit, and the tip for a topic typed as a game', async () => {
    const home = homes();
    const nl = await tafel(home, ['rules', '--search', 'verzaken', '--lang', 'nl']);
    expect(nl.stdout.split('\n').slice(1, 3)).toEqual([
      '  1. Verzaken (kleurenwiezen, lodige)',
      '     tafel rules kleurenwiezen verzaken',
    ]);
    expect(nl.stdout).not.toMatch(/ revoke/);
    const en = await tafel(home, ['rules', '--search', 'verzaken']);
    expect(en.stdout.split('\n')[2]).toBe('     tafel rules kleurenwiezen revoke');
    const tip = await tafel(home, ['rules', 'revoke', '--lang', 'nl']);
    expect([tip.code, tip.stderr.trim().endsWith("Bedoel je 'tafel rules kleurenwiezen verzaken'?")]).toEqual([
      1,
      true,
    ]);
  });
});

// The words a player types for the basic topics open one in every game (in the game's own aliases), trump first:
// until 2026-12-06 `tafel rules kleurenwiezen troef` answered 'Did you mean "troel"?' and Zwikken's `trump` too.
describe('tafel rules <game> troef, spelen, delen, ... (the basic words)', () => {
  /** The topic that explains trump in each game that has one (Jokeren plays no tricks). */
  const TRUMP: Record<string, string> = {
    belote: 'play',
    boerenbridge: 'trump',
    klaverjassen: 'trump-duty',
    kleurenwiezen: 'play',
    manillen: 'trump',
    rikken: 'play',
    solokaarten: 'card-order',
    toepen: 'game',
    zwikken: 'play',
  };
  const PLAY = ['play', 'spelen', 'setup', 'delen', 'deal', 'scoring', 'telling', 'score', 'punten', 'points'];
  const BIDS = ['belote', 'boerenbridge', 'klaverjassen', 'kleurenwiezen', 'rikken', 'solokaarten', 'zwikken'];

  test('troef and trump open the trump topic in every game but Jokeren, in English and in Dutch', async () => {
    const home = homes();
    const trickGames = RULES_GAMES.map((g) => g.id).filter((g) => g !== 'jokeren');
    expect(Object.keys(TRUMP).sort()).toEqual(trickGames.sort());
    for (const [game, id] of Object.entries(TRUMP))
      for (const lang of ['en', 'nl'])
        for (const word of ['troef', 'trump', 'Troef']) {
          const r = await tafel(home, ['rules', game, word, '--lang', lang, '--json']);
          expect([game, word, lang, r.code, r.code === 0 ? JSON.parse(r.stdout).id : r.stderr]).toEqual([
            game,
            word,
            lang,
            0,
            id,
          ]);
        }
  });

  test('the words for play, dealing, scoring, bidding and the overview open a topic wherever it exists', async () => {
    const home = homes();
    const missing: string[] = [];
    for (const g of RULES_GAMES) {
      const want = [
        ...PLAY,
        ...(BIDS.includes(g.id) ? ['bidding', 'bieden', 'bid'] : []),
        // Boerenbridge's text has no overview: its topics start with the schedule.
        ...(g.id === 'boerenbridge' ? [] : ['overview', 'overzicht', 'rules', 'regels']),
      ];
      for (const lang of ['en', 'nl'])
        for (const word of want)
          if ((await tafel(home, ['rules', g.id, word, '--lang', lang])).code !== 0)
            missing.push(`${g.id} ${word} ${lang}`);
    }
    expect(missing).toEqual([]);
  });

  // Until 2026-12-07 the words a player uses for the duty to trump or to follow found no topic in these games.
  test('the words of the play rules open the play topic: trumping over and under, following suit', async () => {
    const home = homes();
    const words: Record<string, string[]> = {
      manillen: ['ondertroeven', 'undertrump', 'overtroeven', 'overtrump', 'follow suit'],
      rikken: ['troefplicht', 'trump duty'],
      toepen: ['follow', 'follow suit', 'bekennen', 'last trick', 'laatste slag'],
    };
    const missing: string[] = [];
    for (const [game, list] of Object.entries(words))
      for (const lang of ['en', 'nl'])
        for (const word of list)
          if ((await tafel(home, ['rules', game, word, '--lang', lang])).code !== 0)
            missing.push(`${game} ${word} ${lang}`);
    expect(missing).toEqual([]);
  });

  test('under whisthub, which has no play topic, troef points at the rule set that has it', async () => {
    const home = homes();
    const r = await tafel(home, ['rules', 'kleurenwiezen', 'troef', '--rules', 'whisthub']);
    expect([r.code, r.stderr]).toEqual([
      1,
      `tafel: "troef" is a topic of the kleurenwiezen lodige rules, not of whisthub: 'tafel rules kleurenwiezen play ` +
        "--rules lodige'. Topics of whisthub: overview, ranking, samen, alleen, abondance, troel, miserie, soloslim, " +
        'scoring, pas, revoke, players.\n',
    ]);
  });

  // A word that names a topic's own search words beats a topic id a letter or two off.
  test.each([
    ['zwikken', 'tien', 'troef-tien', 'troef-tien'],
    ['klaverjassen', 'boeren', 'roem', 'roem'],
    ['rikken', 'spelers', 'sitting-out', 'stilzitten'],
  ])('%s %s: did you mean %s (exit 1, nothing written)', async (game, word, en, nl) => {
    const home = homes();
    const before = snapshot(home);
    const e = await tafel(home, ['rules', game, word]);
    expect([e.code, e.stderr]).toEqual([1, expect.stringContaining(`. Did you mean "${en}"? Topics: `)]);
    const n = await tafel(home, ['rules', game, word, '--lang', 'nl']);
    expect([n.code, n.stderr]).toEqual([1, expect.stringContaining(`. Bedoel je "${nl}"? Onderwerpen: `)]);
    expect(snapshot(home)).toEqual(before);
  });
});
