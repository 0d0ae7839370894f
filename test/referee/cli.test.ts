import { afterAll, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import { snapshot, tafel, tafelJson, tempHome } from '../helpers/cli.js';

// End to end through the BUILT bundle, run in this process as the binary runs it (test/helpers/cli.ts;
// npm run build first, `npm test` does). One data directory for all: the referee never writes, which
// the last test checks.
const home = tempHome();
afterAll(() => fs.rmSync(home, { recursive: true, force: true }));

describe('tafel judge --json', () => {
  test.each([
    [['kleurenwiezen', 'abondance 10', 'grote-miserie'], 1],
    [['kleurenwiezen', 'abondance 9 klaveren', 'abondance 9 harten'], 2],
    [['kleurenwiezen', '--rules', 'cardgames', 'vragen', 'alleen'], 2],
    [['solokaarten', 'doe zonder-kijk', 'eerste doe'], 1],
    [['solokaarten', 'slag', 'slag'], 0],
  ])('rank %j', async (words, higher) => {
    const r = await tafelJson(home, ['judge', 'rank', ...words]);
    expect(r.higher).toBe(higher);
    expect(typeof r.reason).toBe('string');
  });

  test('trick: the winner 1-based, the card, the reason', async () => {
    expect(await tafelJson(home, ['judge', 'trick', 'belote', '--trump', 'H', '10H', 'JH', 'AH', '9S'])).toEqual({
      winner: 2,
      card: 'JH',
      reason: 'the jack of hearts is the highest trump in the trick (Belote trump order J 9 A 10 K Q 8 7)',
    });
    expect(
      (await tafelJson(home, ['judge', 'trick', 'solokaarten', '--trump', 'ruiten', 'AD,QC', '7D', 'QS'])).card,
    ).toBe('QC');
  });

  test('play: legal cards and each illegal one with its reason', async () => {
    expect(
      await tafelJson(home, ['judge', 'play', 'belote', '--trump', 'H', '--hand', '7H,KS,AD', '--trick', 'AS,10S']),
    ).toEqual({
      legal: ['KS'],
      illegal: {
        '7H': 'you must follow suit: spades were led and you hold KS',
        AD: 'you must follow suit: spades were led and you hold KS',
      },
    });
    expect(
      await tafelJson(home, ['judge', 'play', 'solokaarten', '--trump', 'H', '--hand', 'AH QC KS', '--pot-holder']),
    ).toEqual({ legal: ['AH', 'QC', 'KS'], illegal: {} });
  });

  test('play: Belote ffb lets a lower trump go if the partner holds the trick, not cardavia (issue 11)', async () => {
    const pos = ['--trump', 'H', '--hand', '7H,AH,KD', '--trick', 'AS,10H,8S'];
    expect(await tafelJson(home, ['judge', 'play', 'belote', '--rules', 'ffb', ...pos])).toEqual({
      legal: ['7H', 'AH', 'KD'],
      illegal: {},
    });
    expect((await tafelJson(home, ['judge', 'play', 'belote', ...pos])).legal).toEqual(['AH', 'KD']);
  });

  test('play: Solokaarten --trick-no, only the opening lead may not be trump', async () => {
    const hand = ['--trump', 'H', '--hand', 'AH,KS'];
    expect((await tafelJson(home, ['judge', 'play', 'solokaarten', ...hand])).legal).toEqual(['KS']);
    expect((await tafelJson(home, ['judge', 'play', 'solokaarten', ...hand, '--trick-no', '1'])).legal).toEqual(['KS']);
    expect(await tafelJson(home, ['judge', 'play', 'solokaarten', ...hand, '--trick-no', '2'])).toEqual({
      legal: ['AH', 'KS'],
      illegal: {},
    });
    const nl = await tafel(home, ['judge', 'play', 'solokaarten', ...hand, '--lang', 'nl']);
    expect(nl.stdout).toContain('Niet AH: bij de eerste slag mag je niet met troef uitkomen tenzij jij de pot hebt');
  });

  test('score: the deal as in `deals`, at the seats 1..4, without a number or a dealer of its own', async () => {
    expect(
      await tafelJson(home, ['judge', 'score', 'kleurenwiezen', 'solo', '6', '--by', '1', '--tricks', '5']),
    ).toEqual({
      input: { contract: 'solo', level: 6, by: ['1'], tricks: 5 },
      text: '1 solo 6: 5 tricks',
      // base(6) 12 + 3 * 1 undertrick = 15; each opponent two thirds: 10.
      scores: { 1: -15, 2: 10, 3: 10, 4: 10 },
    });
    // Every game alike: the JSON carries neither (Boerenbridge's --dealer only checks the hook).
    for (const line of [
      ['rikken', 'rik', '--by', '1', '--mate', '3', '--tricks', '9'],
      ['klaverjassen', '--taker', '2', '--points', '90'],
      ['boerenbridge', '--cards', '7', '--dealer', '4', '--bids', '0,3,2,1', '--tricks', '0,3,3,1'],
    ]) {
      const deal = await tafelJson(home, ['judge', 'score', ...line]);
      expect([Object.keys(deal).includes('number'), Object.keys(deal).includes('dealer')]).toEqual([false, false]);
    }
  });
});

describe('tafel judge, human answers', () => {
  test('one plain sentence, in English or Dutch', async () => {
    const en = await tafel(home, ['judge', 'trick', 'belote', '--trump', 'H', '10H', 'JH', 'AH', '9S']);
    expect(en.stdout.trim()).toBe(
      'Card 2 (JH) wins: the jack of hearts is the highest trump in the trick (Belote trump order J 9 A 10 K Q 8 7).',
    );
    const nl = await tafel(home, ['judge', 'rank', 'solokaarten', 'eerste slag', 'slag', '--lang', 'nl']);
    expect(nl.stdout.trim()).toBe(
      '"eerste slag" gaat boven "slag": de biedingen zijn verder gelijk, en eerste wint bij gelijk bod: eerste ' +
        'slag gaat boven slag.',
    );
  });
});

describe('tafel judge refusals', () => {
  test.each([
    [['rank', 'belote', 'a', 'b'], 1, /Belote has no ranking of bids/],
    [['rank', 'zwikken', 'a', 'b'], 1, /Zwikken has no ranking of bids/],
    [['trick', 'belote', '--trump', 'H', 'JX'], 1, /"JX" is not a card/],
    [['trick', 'belote', '--trump', 'H', '2H', 'JH'], 1, /2H is not in the belote deck/],
    [['trick', 'belote', 'JH'], 2, /--trump is missing/],
    [
      ['play', 'belote', '--trump', 'H', '--hand', 'JH,7S', '--trick', 'JH'],
      1,
      /JH is given in the hand and in the trick/,
    ],
    [['trick', 'zwikken', '--trump', 'S', 'AS', 'KS', 'QS', '--player-count', '2'], 1, /at most 2/],
    [['play', 'solokaarten', '--trump', 'H', '--hand', '8S'], 1, /8S is not in the solokaarten deck/],
    [
      ['play', 'solokaarten', '--trump', 'H', '--hand', 'AS', '--trick-no', '9'],
      1,
      /--trick-no 9 is impossible: it must be from 1 to 6/,
    ],
    [['score', 'kleurenwiezen', 'samen', '8', '--by', '1,2'], 2, /--tricks is missing/],
  ])('%j exits %i', async (words, code, message) => {
    const r = await tafel(home, ['judge', ...words, '--json']);
    expect(r.code).toBe(code);
    expect(r.stdout).toBe('');
    const err = JSON.parse(r.stderr).error;
    expect(err.code).toBe(code === 2 ? 'usage' : 'rule');
    expect(err.message).toMatch(message);
  });

  test('nothing was ever written', () => {
    expect(snapshot(home)).toEqual({});
  });
});
