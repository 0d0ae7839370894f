import { describe, expect, test, afterAll } from '@jest/globals';
import type { Ctx } from '../../src/commands/context.js';
import { runJudgeScore } from '../../src/commands/judge.js';
import { RuleViolation, UsageError } from '../../src/core/errors.js';
import { args } from '../helpers/sheet.js';
import { testCtx } from '../helpers/ctx.js';
import fs from 'node:fs';
import { snapshot, tafel, tafelJson, tempHome } from '../helpers/cli.js';

// judge score never touches the store: a context without one proves it.
const ctx = (lang: 'en' | 'nl' = 'en'): Ctx => testCtx({ lang, json: true });

/** Runs `tafel judge score <game> <line>` in memory; returns the deal as `deals` shows it. */
async function score(game: string, line: string, lang: 'en' | 'nl' = 'en') {
  const { words, flags } = args(line);
  const opts: Record<string, unknown> = { ...flags };
  // --set is repeatable on the command line: commander hands it over as a list.
  const sets = [...line.matchAll(/--set (\S+)/g)].map((m) => m[1]);
  if (sets.length > 0) opts.set = sets;
  const out = await runJudgeScore(ctx(lang), game, words, opts);
  return {
    deal: out.json as {
      number?: number;
      dealer?: string;
      text: string;
      input: unknown;
      scores: Record<string, number>;
      [k: string]: unknown;
    },
    text: await out.text(ctx(lang)),
  };
}

describe("judge score: Kleurenwiezen lodige (the spec's worked examples)", () => {
  test.each([
    // samen 8 made with 9: base(8) 7 + 3 * (9 - 8) = 10 each declarer; opponents 0.
    ['samen 8 --by 2,4 --tricks 9', { 1: 0, 2: 10, 3: 0, 4: 10 }],
    // samen 8 lost with 7: 7 + 3 * 1 = 10 lost by each declarer, won by each opponent.
    ['samen 8 --by 2,4 --tricks 7', { 1: 10, 2: -10, 3: 10, 4: -10 }],
    // solo 6 lost with 5: 12 + 3 * 1 = 15; each opponent gets two thirds: 10.
    ['solo 6 --by 1 --tricks 5', { 1: -15, 2: 10, 3: 10, 4: 10 }],
    // solo 6 with 9: 12 + 3 * (min(9, 8) - 6) = 18.
    ['solo 6 --by 1 --tricks 9', { 1: 18, 2: 0, 3: 0, 4: 0 }],
    // grote miserie: seat 1 makes it (+36), seat 2 fails (-36); seats 3 and 4 get 24 for seat 2's failure.
    ['grote-miserie --by 1,2 --tricks 1=0,2=1', { 1: 36, 2: -36, 3: 24, 4: 24 }],
    // abondance 10 made: 45 to the declarer only.
    ['abondance 10 --by 3 --tricks 10', { 1: 0, 2: 0, 3: 45, 4: 0 }],
    // house rule samen.8=8: made exactly, 8 + 0.
    ['samen 8 --by 1,3 --tricks 8 --set samen.8=8', { 1: 8, 2: 0, 3: 8, 4: 0 }],
  ])('%s', async (line, scores) => {
    const { deal } = await score('kleurenwiezen', line);
    expect(deal.scores).toEqual(scores);
    // One deal without a sheet has no number and no dealer of its own.
    expect(Object.keys(deal)).not.toContain('number');
    expect(Object.keys(deal)).not.toContain('dealer');
  });

  test('the deal is shown as in `deals`, and as a small table', async () => {
    const { deal, text } = await score('kleurenwiezen', 'samen 8 --by 2,4 --tricks 9');
    expect(deal).toEqual({
      input: { contract: 'samen', level: 8, by: ['2', '4'], tricks: 9 },
      text: '2 + 4 samen 8: 9 tricks',
      scores: { 1: 0, 2: 10, 3: 0, 4: 10 },
    });
    expect(text.split('\n')[0]).toBe('Would score (nothing is stored): 2 + 4 samen 8: 9 tricks');
    expect(text).toMatch(/1 .*2 .*3 .*4/);
    expect(text).toMatch(/0 .*\+10 .*0 .*\+10/);
  });

  test('in Dutch', async () => {
    const { text } = await score('kleurenwiezen', 'samen 8 --by 2,4 --tricks 9', 'nl');
    expect(text.split('\n')[0]).toBe('Zo zou het tellen (niets bewaard): 2 + 4 samen 8: 9 slagen');
  });

  test('players from --players', async () => {
    const { deal } = await score('kleurenwiezen', 'solo 7 --by ev --tricks 7 --players Eva,Fien,Gert,Hans');
    // solo 7 made exactly: base 15.
    expect(deal.scores).toEqual({ Eva: 15, Fien: 0, Gert: 0, Hans: 0 });
  });
});

describe('judge score: Kleurenwiezen cardgames', () => {
  test.each([
    // vragen made with 9: v = 2; each declarer +2, each opponent -2 (zero-sum).
    ['vragen --by 1,4 --tricks 9 --rules cardgames', { 1: 2, 2: -2, 3: -2, 4: 2 }],
    // with overtricks: v = 2 + 1 overtrick = 3.
    ['vragen --by 1,4 --tricks 9 --rules cardgames --set overtricks=on', { 1: 3, 2: -3, 3: -3, 4: 3 }],
    // miserie: seat 1 succeeds (+3 * 7 = +21, others -7), seat 2 fails (-21, others +7): +28, -28, 0, 0.
    ['miserie --by 1,2 --tricks 1=0,2=2 --rules cardgames', { 1: 28, 2: -28, 3: 0, 4: 0 }],
    // alleen lost with 4: declarer pays 3 to each: -9, others +3.
    ['alleen --by 3 --tricks 4 --rules cardgames', { 1: 3, 2: 3, 3: -9, 4: 3 }],
  ])('%s', async (line, scores) => {
    const { deal } = await score('kleurenwiezen', line);
    expect(deal.scores).toEqual(scores);
  });
});

describe('judge score refusals', () => {
  test.each([
    ['kleurenwiezen', 'samen 8 --by 1 --tricks 9', RuleViolation, /two players together/],
    ['kleurenwiezen', 'samen 8 --by 1,2', UsageError, /--tricks is missing/],
    ['kleurenwiezen', 'samen 8 --by 1,2 --tricks 9 --stake 0.20', UsageError, /--stake is only for money games/],
    ['kleurenwiezen', 'samen 8 --by 1,2 --tricks 9 --rules nope', RuleViolation, /no rule set "nope"/],
    ['kleurenwiezen', 'samen 8 --by 1,2 --tricks 9 --set nope=1', UsageError, /nope/],
    ['kleurenwiezen', 'samen 8 --by Ann,Bert --tricks 9 --players Ann,Bert,Cis', RuleViolation, /needs 4 to 6 players/],
    ['kleurenwiezen', 'samen 8 --by Zed,2 --tricks 9', RuleViolation, /Unknown player "Zed"/],
    ['schaak', 'samen 8', RuleViolation, /Unknown game/],
  ])('%s %s', async (game, line, type, message) => {
    await expect(score(game, line)).rejects.toThrow(type);
    await expect(score(game, line)).rejects.toThrow(message);
  });

  test('a contract --set leaves out is worded for judge, not for a sheet to `tafel set` (rikken piek)', async () => {
    const said = async (line: string, lang: 'en' | 'nl') => {
      try {
        await score('rikken', line, lang);
      } catch (e) {
        return (e as RuleViolation).text[lang];
      }
      throw new Error(`judged: ${line}`);
    };
    const off = 'piek --by 1 --tricks 1 --set piek=off';
    expect(await said(off, 'en')).toBe('--set piek=off leaves piek out; without it piek is judged.');
    expect(await said(off, 'nl')).toBe('--set piek=off laat piek weg; zonder wordt piek beoordeeld.');
    // Left out by the rules themselves: --set judges as a table that plays it, as judge rank says (until 2026-12-07
    // "a sheet started with --set piek=on does", with no sheet in the question).
    expect(await said('piek --by 1 --tricks 1 --rules ssovn', 'en')).toBe(
      'ssovn does not play piek (option piek=off); --set piek=on judges as a table that does.',
    );
  });

  test('the same for Kleurenwiezen: the house rule and the --set that judges it, as judge rank says it', async () => {
    const said = async (line: string, lang: 'en' | 'nl') =>
      score('kleurenwiezen', line, lang).then(
        () => `judged: ${line}`,
        (e: RuleViolation) => e.text[lang],
      );
    expect(await said('open-miserie --by 1 --tricks 0 --rules cardgames', 'en')).toBe(
      'cardgames does not play open miserie (option open-miserie=off); --set open-miserie=on judges as a table ' +
        'that does.',
    );
    expect(await said('abondance 10 --by 1 --tricks 10 --rules cardgames', 'en')).toBe(
      'cardgames does not play abondance 10 (option abondance-levels=off); --set abondance-levels=on judges as a ' +
        'table that does.',
    );
  });
});

describe('judge score: the other games (one deal each)', () => {
  test('Belote cardavia: takers 92, defenders 162 - 92 = 70, made; each player carries the team score', async () => {
    const { deal, text } = await score('belote', '--taker 1 --points 92');
    expect(deal.scores).toEqual({ 1: 92, 2: 70, 3: 92, 4: 70 });
    expect(text).toContain('1 + 3');
    expect(text).not.toContain('held'); // held points are ffb's column only
  });
  test('Solokaarten: seat 1 slag, 5 tricks: +4; the others nothing', async () => {
    const { deal } = await score('solokaarten', 'slag --by 1 --tricks 5');
    expect(deal.scores).toEqual({ 1: 4, 2: 0, 3: 0, 4: 0 });
  });
  test("Zwikken, default stake 0.10: the spec's deal 1 (ante 0.40; seat 1 takes it, seat 2 pays 0.40)", async () => {
    // seat 1 -0.10 + 0.40 = +0.30; seat 2 -0.10 - 0.40 = -0.50; 3, 4 -0.10; pot 0.40 - 0.40 + 0.40 = 0.40.
    const { deal, text } = await score('zwikken', '--askers 1,2 --winner 1');
    expect(deal.scores).toEqual({ 1: 0.3, 2: -0.5, 3: -0.1, 4: -0.1 });
    expect(deal.pot).toBe(0.4);
    expect(text).toMatch(/\+0\.30 .*-0\.50 .*-0\.10 .*-0\.10 .*0\.40/);
  });
  test('Zwikken with --stake 0.25: the ante is 1.00', async () => {
    // seat 1 -0.25 + 1.00 = +0.75; seat 2 -0.25 - 1.00 = -1.25.
    const { deal } = await score('zwikken', '--askers 1,2 --winner 1 --stake 0.25');
    expect(deal.scores).toEqual({ 1: 0.75, 2: -1.25, 3: -0.25, 4: -0.25 });
  });
});

describe('judge score without --players: every game names its seats 1..n, takes them as typed, answers so', () => {
  test.each([
    // Klaverjassen (amsterdams): seat 2 takes with 90 + roem 20 (seat 4, its partner) = 110 against 162 - 90 = 72.
    ['klaverjassen', '--taker 2 --points 90 --roem 4=20', { 1: 72, 2: 110, 3: 72, 4: 110 }, '2 (2 + 4) played'],
    // Belote (cardavia): seat 2 takes 90, the others 162 - 90 = 72; made.
    ['belote', '--taker 2 --points 90', { 1: 72, 2: 90, 3: 72, 4: 90 }, '2 (2 + 4) took'],
    // Rikken: seat 1 with seat 3 as mate makes 9 of 8: p = 10 + 5 x (9 - 8) = 15 each (rikken.md §4), the others pay.
    ['rikken', 'rik --by 1 --mate 3 --tricks 9', { 1: 15, 2: -15, 3: 15, 4: -15 }, 'rik 1+3 9'],
    ['kleurenwiezen', 'samen 8 --by 1,2 --tricks 9', { 1: 10, 2: 10, 3: 0, 4: 0 }, '1 + 2 samen 8'],
    ['solokaarten', 'slag --by 4 --tricks 5', { 1: 0, 2: 0, 3: 0, 4: 4 }, '4 slag'],
    // Boerenbridge (wk, 7 cards): exact 10 + 2 per trick; seat 3 is one off: -2.
    [
      'boerenbridge',
      '--cards 7 --bids 1=0,2=3,3=2,4=1 --tricks 1=0,2=3,3=3,4=1',
      { 1: 10, 2: 16, 3: -2, 4: 12 },
      '7 cards',
    ],
    // Zwikken (stake 0.10, ante 0.40): seat 1 takes the pot, seat 2 pays 0.40; each antes 0.10.
    ['zwikken', '--askers 1,2 --winner 1', { 1: 0.3, 2: -0.5, 3: -0.1, 4: -0.1 }, '1 won'],
    // Jokeren (kbn): seat 1 went out, scores 0; the others the points in hand. Three seats: two entries and the out.
    ['jokeren', '--out 1 --points 2=6,3=8', { 1: 0, 2: 6, 3: 8 }, '1 out'],
    // Manillen: seat 1 deals, its team (1 + 3) takes 38 of 60 in hearts: 8 over 30 each, 2 + 4 nothing.
    ['manillen', '--trump H --points 38', { 1: 8, 2: 0, 3: 8, 4: 0 }, '38 - 22'],
    // Toepen: seat 2 toeps (stake 2), seat 1 passes (1), 3 wins, 2 and 4 lose the stake.
    ['toepen', '--toeps 2 --passed 1=1 --winner 3', { 1: 1, 2: 2, 3: 0, 4: 2 }, '3 wins, stake 2'],
  ])('%s %s', async (game, line, scores, text) => {
    const { deal } = await score(game, line);
    expect(deal.scores).toEqual(scores);
    expect(deal.text).toContain(text);
  });

  test("the table writes the sheet's marks beside the numbers, as tafel sheet would", async () => {
    // Boerenbridge (wk, 7 cards), bid/took under each score: 10 + 2 per trick made, 2 per trick off.
    const bridge = await score('boerenbridge', '--cards 7 --bids 1=0,2=3,3=2,4=1 --tricks 1=0,2=3,3=3,4=1');
    expect(bridge.text).toMatch(/│ +\+10 0\/0 │ \+16 3\/3 │ -2 2\/3 │ \+12 1\/1 │/);
    // Toepen, limit 3, seats 1 and 2 at 1 before: the stake 3 would take them to 4, cut to the limit: +2 (3).
    const toep = await score('toepen', '--set limit=3 --totals 1=1,2=1 --toeps 3,1 --passed 4=1 --winner 3', 'nl');
    expect(toep.deal.scores).toEqual({ 1: 2, 2: 2, 3: 0, 4: 1 });
    expect(toep.text).toMatch(/│ \+2 \(3\) │ \+2 \(3\) │ +0 │ +\+1 │/);
  });

  test('a name is no seat: refused, with the seats and how to name players', async () => {
    for (const [game, line] of [
      ['rikken', 'rik --by Ann --mate 3 --tricks 9'],
      ['klaverjassen', '--taker Ann --points 90'],
      ['manillen', '--trump H --points Ann=38'],
      ['toepen', '--winner Ann'],
    ]) {
      await expect(score(game, line)).rejects.toThrow(
        'Unknown player "Ann". Players: 1, 2, 3, 4. Without --players judge score\'s seats are 1, 2, 3, 4; --players ' +
          'names your own (e.g. --players Ann,Bert,Cis,Dirk).',
      );
    }
  });
});

describe("judge score boerenbridge: --cards within the rule set's schedule, as the sheet deals them", () => {
  test.each([
    // wk with five: 52 / 5 = 10 cards at most (10 → 1 → 10).
    ['--rules wk --cards 12 --bids 1,1,1,1,1 --tricks 1,1,1,1,8', 'with 5 players it deals 1–10 cards per player'],
    ['--rules wk --cards 11 --bids 1,1,1,1,1 --tricks 1,1,1,1,7', 'with 5 players it deals 1–10 cards per player'],
    // klassiek never deals more than 8 (1 → 8, 8, 8 → 1), whatever the pack allows.
    ['--rules klassiek --cards 9 --bids 1,1,1,1 --tricks 1,1,1,6', 'with 4 players it deals 1–8 cards per player'],
    ['--rules klassiek --cards 10 --bids 1,1,1,1 --tricks 1,1,1,7', 'with 4 players it deals 1–8 cards per player'],
    // poepen turns one card for trump: 51 / 4 = 12.
    ['--rules poepen --cards 13 --bids 1,1,1,1 --tricks 1,1,1,10', 'with 4 players it deals 1–12 cards per player'],
    // A house schedule deals what it lists.
    ['--set schedule=7,5 --cards 6 --bids 1,1,1,1 --tricks 1,1,1,3', 'with 4 players it deals 5, 7 cards per player'],
  ])('%s is refused', async (line, why) => {
    const cards = /--cards (\d+)/.exec(line)![1];
    await expect(score('boerenbridge', line)).rejects.toThrow(RuleViolation);
    await expect(score('boerenbridge', line)).rejects.toThrow(`--cards ${cards} is off the schedule: ${why}`);
  });

  test.each([
    // The top of each schedule is dealt: exact bids score E + T x tricks, the one off pays M per trick.
    ['--rules wk --cards 10 --bids 1,1,1,1,1 --tricks 1,1,1,1,6', { 1: 12, 2: 12, 3: 12, 4: 12, 5: -10 }],
    ['--rules klassiek --cards 8 --bids 1,1,1,1 --tricks 1,1,1,5', { 1: 6, 2: 6, 3: 6, 4: -4 }],
    ['--rules poepen --cards 12 --bids 1,1,1,1 --tricks 1,1,1,9', { 1: 8, 2: 8, 3: 8, 4: -16 }],
    ['--set schedule=7,5 --cards 5 --bids 1,1,1,1 --tricks 1,1,1,2', { 1: 12, 2: 12, 3: 12, 4: -2 }],
  ])('%s is scored', async (line, scores) => {
    expect((await score('boerenbridge', line)).deal.scores).toEqual(scores);
  });
});

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
    [['rank', 'belote', 'a', 'b'], 2, /Belote has no ranking of bids/],
    [['rank', 'zwikken', 'a', 'b'], 2, /Zwikken has no ranking of bids/],
    [['trick', 'belote', '--trump', 'H', 'JX'], 2, /"JX" is not a card/],
    [['trick', 'belote', '--trump', 'H', '2H', 'JH'], 1, /2H is not in the Belote deck/],
    [['trick', 'belote', 'JH'], 2, /--trump is missing/],
    [
      ['play', 'belote', '--trump', 'H', '--hand', 'JH,7S', '--trick', 'JH'],
      1,
      /JH is given in the hand and in the trick/,
    ],
    [['trick', 'zwikken', '--trump', 'S', 'AS', 'KS', 'QS', '--player-count', '2'], 1, /at most 2/],
    [['play', 'solokaarten', '--trump', 'H', '--hand', '8S'], 1, /8S is not in the Solokaarten deck/],
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

  test('an example of a whole deal is a judge score line, its players by seat or as --players names them', async () => {
    const said = async (...words: string[]) => {
      const r = await tafel(home, ['judge', 'score', ...words]);
      expect([r.code, r.stdout]).toEqual([2, '']);
      return r.stderr;
    };
    expect(await said('kleurenwiezen')).toBe(
      'tafel: Which contract? e.g. "tafel judge score kleurenwiezen samen 8 --by 1,2 --tricks 9".\n',
    );
    expect(await said('kleurenwiezen', '--lang', 'nl')).toBe(
      'tafel: Welk contract? bv. "tafel judge score kleurenwiezen samen 8 --by 1,2 --tricks 9".\n',
    );
    // With --players, the example keeps it, and the players are the ones given, seat by seat.
    expect(await said('kleurenwiezen', '--players', 'Jan,Piet,Kees,Mia')).toBe(
      'tafel: Which contract? e.g. "tafel judge score kleurenwiezen --players Jan,Piet,Kees,Mia samen 8 --by ' +
        'Jan,Piet --tricks 9".\n',
    );
    expect(await said('rikken')).toBe(
      'tafel: Which contract? e.g. "tafel judge score rikken rik --by 1 --mate 3 --tricks 8" or "tafel judge ' +
        'score rikken alleen 9 --by 2 --tricks 9".\n',
    );
    expect(await said('manillen', '--trump', 'H')).toBe(
      'tafel: --points is missing: e.g. tafel judge score manillen --trump H --points 38.\n',
    );
    expect(await said('belote', '--taker', '1', '--lang', 'nl')).toBe(
      'tafel: --points ontbreekt: bv. tafel judge score belote --taker 1 --points 92 --belote 3.\n',
    );
    expect(await said('solokaarten')).toBe(
      'tafel: Which bid won the pot? e.g. "tafel judge score solokaarten slag --by 1 --tricks 5", or "tafel judge ' +
        'score solokaarten pas" when everybody passed.\n',
    );
    expect(await said('zwikken')).toBe(
      "tafel: --askers is missing: who asked (played)? e.g. --askers 1,2. If everybody passed: 'tafel judge score " +
        "zwikken pas'.\n",
    );
    expect(await said('toepen', 'pas')).toBe(
      'tafel: Toepen records the winner, the toeps and who passed with flags, not words: e.g. tafel judge score ' +
        'toepen --winner 1 --toeps 1,2 --passed 3=1.\n',
    );
    // The examples run as shown.
    for (const line of [
      ['kleurenwiezen', 'samen', '8', '--by', '1,2', '--tricks', '9'],
      ['rikken', 'rik', '--by', '1', '--mate', '3', '--tricks', '8'],
      ['belote', '--taker', '1', '--points', '92', '--belote', '3'],
      ['toepen', '--winner', '1', '--toeps', '1,2', '--passed', '3=1'],
    ])
      expect((await tafel(home, ['judge', 'score', ...line])).code).toBe(0);
  });

  test('nothing was ever written', () => {
    expect(snapshot(home)).toEqual({});
  });
});
