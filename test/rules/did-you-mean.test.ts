import { describe, expect, test } from '@jest/globals';
import { snapshot, tafel, tempHomes } from '../helpers/cli.js';

// `tafel rules`' "Did you mean" goes as near as every other one (core/suggest.ts, docs/rules-notes.md): a third of
// the typed letters wrong, rounded up. Until 2026-12-07 the rules rounded down, so a five-letter typo two letters off
// (`trole`, record's `trole` suggesting troel) and a four-letter one two off (`haka`) got no suggestion.

const homes = tempHomes();
const now = new Date(2026, 11, 6, 20, 0);

/** A refused `tafel rules ...`: exit 1, nothing on standard output, one line on standard error, nothing written. */
async function refusal(args: string[]): Promise<string> {
  const home = homes();
  const before = snapshot(home);
  const r = await tafel(home, ['rules', ...args], { now });
  expect([r.code, r.stdout]).toEqual([1, '']);
  expect(snapshot(home)).toEqual(before);
  return r.stderr;
}

describe('an unknown topic a third of its letters off (rounded up) is suggested', () => {
  test.each([
    [
      ['kleurenwiezen', 'trole'],
      'No topic "trole" in kleurenwiezen (lodige). Did you mean "troel"? Topics: overview, setup, bidding, ranking, ' +
        'samen, solo, abondance, kleine-miserie, piccolo, troel, grote-miserie, open-miserie, kleine-soloslim, ' +
        'soloslim, play, scoring, pas, revoke, jury, players.',
      'Geen onderwerp "trole" in kleurenwiezen (lodige). Bedoel je "troel"? Onderwerpen: overzicht, delen, bieden, ' +
        'rangorde, samen, solo, abondance, kleine-miserie, piccolo, troel, grote-miserie, open-miserie, ' +
        'kleine-soloslim, soloslim, spelen, telling, pas, verzaken, jury, spelers.',
    ],
    [
      ['belote', 'capto'],
      'No topic "capto" in belote (cardavia). Did you mean "capot"? Topics: overview, setup, bidding, card-values, ' +
        'play, revoke, belote, capot, scoring, litige, target, pas.',
      'Geen onderwerp "capto" in belote (cardavia). Bedoel je "capot"? Onderwerpen: overzicht, delen, bieden, ' +
        'kaartwaarden, spelen, verzaken, belote, capot, telling, litige, doel, pas.',
    ],
    [
      ['boerenbridge', 'haka'],
      'No topic "haka" in boerenbridge (wk). Did you mean "hook"? Topics: schedule, bidding, hook, trump, play, ' +
        'revoke, scoring, misdeal, dealer.',
      'Geen onderwerp "haka" in boerenbridge (wk). Bedoel je "haak"? Onderwerpen: schema, bieden, haak, troef, ' +
        'spelen, verzaken, telling, kaartfout, gever.',
    ],
    [
      ['solokaarten', 'kjik'],
      'No topic "kjik" in solokaarten (liemers). Did you mean "kijk"? Topics: overview, setup, card-order, bidding, ' +
        'ranking, solo, slag, doe, eerste, zonder-kijk, zonder-oud, kijk, oud-in-de-lamp, play, revoke, scoring, pas.',
      'Geen onderwerp "kjik" in solokaarten (liemers). Bedoel je "kijk"? Onderwerpen: overzicht, delen, ' +
        'kaartvolgorde, bieden, rangorde, solo, slag, doe, eerste, zonder-kijk, zonder-oud, kijk, oud-in-de-lamp, ' +
        'spelen, verzaken, telling, pas.',
    ],
  ])('tafel rules %j', async (args, en, nl) => {
    expect(await refusal(args)).toBe(`tafel: ${en}\n`);
    expect(await refusal([...args, '--lang', 'nl'])).toBe(`tafel: ${nl}\n`);
  });
});

/** A search for `typed` finds nothing and offers `meant`, in English and Dutch. */
async function searchPutRight(typed: string, meant: string): Promise<void> {
  expect(await refusal(['--search', typed])).toBe(
    `tafel: No topic matches "${typed}". Did you mean 'tafel rules --search ${meant}'? ` +
      `'tafel rules' lists every game and topic.\n`,
  );
  expect(await refusal(['--search', typed, '--lang', 'nl'])).toBe(
    `tafel: Geen onderwerp past bij "${typed}". Bedoel je 'tafel rules --search ${meant}'? ` +
      `'tafel rules' toont alle spellen en onderwerpen.\n`,
  );
}

describe('a search a third of its letters off (rounded up) is put right', () => {
  test.each([
    ['trole', 'troel'],
    ['jokre', 'joker'],
  ])('tafel rules --search %s: %s', searchPutRight);
});

// Of names as near, a topic's own id before another topic's alias: until 2026-12-07 the first topic listed won, so
// Toepen's `toepn` offered game (alias `toepen`) and Jokeren's `jokre` cards (alias `jokeren`); the search took the
// shorter word, `zoekn` offering the spelling `zoekt` and `capto` Toepen's alias `cap`.
describe("as near, a topic's id comes before an alias", () => {
  test.each([
    [
      ['toepen', 'toepn'],
      'No topic "toepn" in toepen (standaard). Did you mean "toep"? Topics: game, toep, scoring, voor-dood, ' +
        'house-rules, revoke.',
      'Geen onderwerp "toepn" in toepen (standaard). Bedoel je "toep"? Onderwerpen: spel, toep, telling, ' +
        'voor-dood, huisregels, verzaken.',
    ],
    [
      ['jokeren', 'jokre'],
      'No topic "jokre" in jokeren (kbn). Did you mean "joker"? Topics: cards, play, joker, scoring, end, amerikaans.',
      'Geen onderwerp "jokre" in jokeren (kbn). Bedoel je "joker"? Onderwerpen: kaarten, spelen, joker, telling, ' +
        'einde, amerikaans.',
    ],
  ])('tafel rules %j', async (args, en, nl) => {
    expect(await refusal(args)).toBe(`tafel: ${en}\n`);
    expect(await refusal([...args, '--lang', 'nl'])).toBe(`tafel: ${nl}\n`);
  });

  test.each([
    ['zoekn', 'zoeken'],
    ['capto', 'capot'],
  ])('tafel rules --search %s: %s', searchPutRight);
});

// Until 2026-12-07 a topic one word named ("tricks", "slagen": Manillen's play) was offered before the topic whose
// text answers every word ("there is no bonus for the last trick": cards).
describe('a topic that answers every word is offered before one a word names', () => {
  test.each([
    [
      ['manillen', 'last', 'trick'],
      'No topic "last trick" in manillen (standaard). Did you mean "cards"? Topics: overview, cards, setup, trump, ' +
        `meegaan, play, scoring, boom. 'tafel rules --search "last trick"' searches every game.`,
    ],
    [
      ['manillen', 'laatste', 'slag', '--lang', 'nl'],
      'Geen onderwerp "laatste slag" in manillen (standaard). Bedoel je "kaarten"? Onderwerpen: overzicht, kaarten, ' +
        `delen, troef, meegaan, spelen, telling, boom. 'tafel rules --search "laatste slag"' zoekt in alle spellen.`,
    ],
  ])('tafel rules %j', async (args, line) => {
    expect(await refusal(args)).toBe(`tafel: ${line}\n`);
  });
});

const GAMES =
  'kleurenwiezen, solokaarten, belote, zwikken, klaverjassen, boerenbridge, rikken, jokeren, manillen, toepen';

// Until 2026-12-07 a game's name that names none was searched as a topic alone, the topic typed after it dropped:
// `amsterdams roem` offered 'tafel rules klaverjassen trump-duty', `lodige troel` the Kleurenwiezen overview, `ffb
// litige` Belote's, `troef tien` Boerenbridge's trump (Zwikken's troef-tien meant) and `k troel` Jokeren's joker.
describe('a game typed as a rule set, a start or a topic: the same topic under the game meant', () => {
  test.each([
    [['amsterdams', 'roem'], 'tafel rules klaverjassen roem'],
    [['rotterdams', 'roem'], 'tafel rules klaverjassen roem --rules rotterdams'],
    [['lodige', 'troel'], 'tafel rules kleurenwiezen troel'],
    [['ffb', 'litige'], 'tafel rules belote litige --rules ffb'],
    [['ffb'], 'tafel rules belote --rules ffb'],
    [['ffb', '--search', 'litige'], 'tafel rules belote --rules ffb --search litige'],
    [['troef', 'tien'], 'tafel rules zwikken troef-tien'],
    // Of the games `k` starts and those with a rule set `standaard`, the one that has the topic.
    [['k', 'troel'], 'tafel rules kleurenwiezen troel'],
    [['standaard', 'troela'], 'tafel rules rikken troela'],
    [['k', '--search', 'roem'], 'tafel rules klaverjassen --search roem'],
  ])('tafel rules %j: %s', async (args, line) => {
    expect(await refusal(args)).toBe(`tafel: Unknown game "${args[0]}". Games: ${GAMES}. Did you mean '${line}'?\n`);
    expect(await refusal([...args, '--lang', 'nl'])).toBe(
      `tafel: Onbekend spel "${args[0]}". Spellen: ${GAMES}. Bedoel je '${line}'?\n`,
    );
  });

  // Both games `k` starts have a topic `spelen` (Klaverjassen's trump-duty by that name); no game with a rule set
  // `standaard` has a topic `xyz` or a topic the search finds.
  test.each([[['k']], [['k', 'spelen']], [['standaard', 'xyz']], [['standaard', '--search', 'xylofoonzebra']]])(
    'tafel rules %j: no game to tell, nothing offered',
    async (args) => {
      expect(await refusal(args)).toBe(`tafel: Unknown game "${args[0]}". Games: ${GAMES}.\n`);
      expect(await refusal([...args, '--lang', 'nl'])).toBe(`tafel: Onbekend spel "${args[0]}". Spellen: ${GAMES}.\n`);
    },
  );
});
