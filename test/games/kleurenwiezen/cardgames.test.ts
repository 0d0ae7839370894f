import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { gameById } from '../../../src/games/index.js';
import { configOf } from '../../../src/sheet/sheet.js';
import { scoreWhist } from '../../../src/games/kleurenwiezen/score.js';
import type { WhistInput } from '../../../src/games/kleurenwiezen/rules.js';
import { makeSheet, play } from '../../helpers/sheet.js';
import { RuleViolation } from '../../../src/core/errors.js';
import { kleurenwiezenReferee as ref } from '../../../src/games/kleurenwiezen/referee.js';
import { testCtx } from '../../helpers/ctx.js';
import fs from 'node:fs';
import path from 'node:path';
import { tafel, tafelJson, tempHomes } from '../../helpers/cli.js';

const P = ['Ann', 'Bert', 'Cis', 'Dirk'];

function cardgamesDeal(line: string, set: Record<string, string> = {}): number[] {
  const { view } = play(makeSheet('kleurenwiezen', P, { rules: 'cardgames', set }), [line]);
  return P.map((p) => view.deals[0].scores[p]);
}

// Worked out by hand from spec/kleurenwiezen.md, rule set cardgames: v = 2 vragen, 3 alleen, 4 troel,
// 5 abondance (6, 8, 9 for 10..12), 7 miserie, 14 open miserie, 30 soloslim.
// One declarer: +3v / -v each; two declarers: +v each / -v each; reversed when lost.
describe('cardgames: zero-sum payments', () => {
  test.each([
    ['vragen --by Ann,Dirk --tricks 9', {}, [2, -2, -2, 2]], // spec example
    ['vragen --by Ann,Dirk --tricks 9', { overtricks: 'on' }, [3, -3, -3, 3]], // spec example: 2 + 1 overtrick
    ['vragen --by Ann,Dirk --tricks 7', { overtricks: 'on' }, [-2, 2, 2, -2]], // lost: no overtricks
    ['alleen --by Bert --tricks 5', {}, [-3, 9, -3, -3]],
    ['alleen --by Bert --tricks 4', {}, [3, -9, 3, 3]],
    ['alleen --by Bert --tricks 7', { overtricks: 'on' }, [-5, 15, -5, -5]], // v = 3 + 2
    ['troel --by Ann,Bert --tricks 8', {}, [4, 4, -4, -4]],
    ['troel --by Ann,Bert --tricks 7', {}, [-4, -4, 4, 4]],
    ['troel --by Ann,Bert --tricks 10', { overtricks: 'on' }, [6, 6, -6, -6]],
    ['abondance --by Cis --tricks 9', {}, [-5, -5, 15, -5]],
    ['abondance 9 --by Cis --tricks 8', {}, [5, 5, -15, 5]],
    ['abondance 10 --by Cis --tricks 10', { 'abondance-levels': 'on' }, [-6, -6, 18, -6]],
    ['abondance 10 --by Cis --tricks 11', { 'abondance-levels': 'on', overtricks: 'on' }, [-7, -7, 21, -7]],
    ['abondance 11 --by Dirk --tricks 10', { 'abondance-levels': 'on' }, [8, 8, 8, -24]],
    ['abondance 12 --by Ann --tricks 12', { 'abondance-levels': 'on' }, [27, -9, -9, -9]],
    ['miserie --by Ann --tricks 0', {}, [21, -7, -7, -7]],
    ['miserie --by Ann,Bert --tricks Ann=0,Bert=1', {}, [28, -28, 0, 0]], // spec example
    // Ann and Bert make it, Cis fails: Ann 21-7+7, Bert -7+21+7, Cis -7-7-21, Dirk -7-7+7
    ['miserie --by Ann,Bert,Cis --tricks Ann=0,Bert=0,Cis=2', {}, [21, 21, -35, -7]],
    ['open-miserie --by Dirk --tricks 0', { 'open-miserie': 'on' }, [-14, -14, -14, 42]],
    ['soloslim --by Ann --tricks 13', {}, [90, -30, -30, -30]],
    ['soloslim --by Ann --tricks 12', { overtricks: 'on' }, [-90, 30, 30, 30]],
    ['alleen --by Bert --tricks 9 --revoke Bert', {}, [3, -9, 3, 3]], // declarer revoked: lost
    // opponent revoked: made exactly, no overtricks
    ['alleen --by Bert --revoke Cis', { overtricks: 'on' }, [-3, 9, -3, -3]],
    ['miserie --by Ann,Bert --revoke Ann', {}, [-28, 28, 0, 0]], // Ann fails, Bert made
    ['vragen --by Ann,Dirk --tricks 8', { vragen: '3' }, [3, -3, -3, 3]], // house value
    ['pas', {}, [0, 0, 0, 0]],
  ])('%s with %j', (line, set, expected) => expect(cardgamesDeal(line, set)).toEqual(expected));
});

describe('cardgames: deals option', () => {
  test('the game ends after 4 played deals (a pas is a redeal and does not count)', () => {
    const lines = [
      'vragen --by Ann,Dirk --tricks 9', // +2 -2 -2 +2
      'alleen --by Bert --tricks 5', // -3 +9 -3 -3
      'pas',
      'miserie --by Cis --tricks 0', // -7 -7 +21 -7
    ];
    const sheet = makeSheet('kleurenwiezen', P, { rules: 'cardgames', set: { deals: '4' } });
    expect(play(sheet, lines).view.finished).toBe(false); // three hands played
    const { view } = play(sheet, [...lines, 'vragen --by Bert,Cis --tricks 8']); // -2 +2 +2 -2
    expect(view.totals).toEqual({ Ann: -10, Bert: 2, Cis: 18, Dirk: -10 });
    expect(view.finished).toBe(true);
    expect(view.winner).toBe('Cis');
  });
});

// Law: every cardgames deal sums to zero, whatever the contract, declarers, tricks and variants.
describe('law: every cardgames deal sums to zero', () => {
  const game = gameById('kleurenwiezen');
  const contracts = ['vragen', 'alleen', 'troel', 'abondance', 'miserie', 'open-miserie', 'soloslim'] as const;
  const pairs = new Set(['vragen', 'troel']);
  test('for random deals and options', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...contracts),
        fc.shuffledSubarray(P, { minLength: 1, maxLength: 4 }),
        fc.array(fc.integer({ min: 0, max: 13 }), { minLength: 4, maxLength: 4 }),
        fc.integer({ min: 9, max: 12 }),
        fc.boolean(),
        fc.option(fc.constantFrom(...P), { nil: undefined }),
        fc.record({ vragen: fc.integer({ min: 0, max: 50 }), miserie: fc.integer({ min: 0, max: 50 }) }),
        (contract, players, tricks, level, overtricks, revoke, values) => {
          const by = pairs.has(contract)
            ? [...players, ...P].filter((p, i, a) => a.indexOf(p) === i).slice(0, 2)
            : contract.includes('miserie')
              ? players
              : players.slice(0, 1);
          const input: WhistInput = {
            contract,
            by,
            ...(contract === 'abondance' ? { level } : {}),
            tricks: contract.includes('miserie') ? Object.fromEntries(by.map((p, i) => [p, tricks[i]])) : tricks[0],
            ...(revoke ? { revoke } : {}),
          };
          const sheet = makeSheet('kleurenwiezen', P, {
            rules: 'cardgames',
            set: {
              overtricks: overtricks ? 'on' : 'off',
              vragen: String(values.vragen),
              miserie: String(values.miserie),
            },
          });
          const scores = scoreWhist(input, configOf(game, sheet));
          expect(scores.reduce((a, b) => a + b, 0)).toBe(0);
        },
      ),
    );
  });
});

// kleurenwiezen-tables.md §1.7 (whisthub, 20 rungs) and §2.6 (iwwa, 10 rungs); same rung: §0.3.
describe('judge rank knows the whisthub ladder', () => {
  test.each([
    ['samen 8', 'alleen 5', 2], // rung 1 against 2
    ['alleen 8', 'samen 12', 1], // 10 against 9
    ['piccolo', 'alleen 8', 1], // 11: above alleen 8, below samen 13
    ['piccolo', 'samen 13', 2],
    ['troel', 'abondance 9', 1], // 14 against 13
    ['troel 9', 'grote miserie', 2],
    ['open miserie', 'abondance 11', 1], // 18 against 17
    ['abondance 12', 'open-miserie', 1],
    ['soloslim', 'abondance 12', 1],
    ['solo 6', 'samen 9', 1], // solo 6 is alleen 6: rung 4 against 3
    ['vragen', 'alleen 5', 2], // vragen is samen 8
    ['samen 9 ruiten', 'samen 9 schoppen', 1], // same rung: the higher suit
    ['alleen 6 klaveren', 'alleen 6 harten', 2],
    ['samen 9', 'samen 9', 0],
    ['troel 8', 'troel 9', 0], // one rung: they never compete
    ['grote-miserie', 'miserie', 0], // played together
  ])('%s against %s', (a, b, higher) => expect(ref.rank!(a, b, 'whisthub').higher).toBe(higher));

  test('the reason names the rungs', () => {
    expect(ref.rank!('troel', 'samen 13', 'whisthub').reason.en).toBe(
      'troel 8 is rung 14 and samen 13 rung 12 of the whisthub bidding ladder (rung 20 is the highest)',
    );
    expect(ref.rank!('troel', 'samen 13', 'whisthub').reason.nl).toBe(
      'troel 8 is trede 14 en samen 13 trede 12 van de biedladder van whisthub (trede 20 is de hoogste)',
    );
  });
});

describe('judge rank knows the iwwa ladder', () => {
  test.each([
    ['vragen', 'alleen', 0], // rung 1 both: alleen is the asker's fallback
    ['abondance 10', 'miserie', 2], // 3 against 4
    ['abondance 11', 'miserie', 1],
    ['troela', 'abondance 12', 1], // 7 against 6
    ['troel', 'troela', 0],
    ['open miserie', 'troel', 1],
    ['solo', 'open-miserie', 1],
    ['soloslim', 'solo', 1],
    ['abondance 9 harten', 'abondance 9 ruiten', 1],
  ])('%s against %s', (a, b, higher) => expect(ref.rank!(a, b, 'iwwa').higher).toBe(higher));

  test.each([
    ['piccolo', 'not of iwwa'],
    ['solo 6', 'alleen'],
    ['samen 9', 'vragen is always 8 tricks'],
  ])('%s is refused in iwwa', (bid, hint) => {
    expect(() => ref.rank!(bid, 'vragen', 'iwwa')).toThrow(RuleViolation);
    try {
      ref.rank!(bid, 'vragen', 'iwwa');
    } catch (e) {
      expect((e as RuleViolation).text.en).toContain(hint);
    }
  });

  test.each([
    [
      'alleen 6',
      '"alleen 6" is not played in iwwa: alleen is always 5 tricks (alleen 6..8 is whisthub, solo 6..8 lodige).',
      '"alleen 6" wordt in iwwa niet gespeeld: alleen is altijd 5 slagen (alleen 6..8 is whisthub, solo 6..8 lodige).',
    ],
    [
      'vragen 9',
      '"vragen 9" is not played in iwwa: vragen is always 8 tricks (samen 9..13 is whisthub or lodige).',
      '"vragen 9" wordt in iwwa niet gespeeld: vragen is altijd 8 slagen (samen 9..13 is whisthub of lodige).',
    ],
  ])('%s in iwwa: the refusal names where it is played', (bid, en, nl) => {
    try {
      ref.rank!(bid, 'vragen', 'iwwa');
      throw new Error('accepted');
    } catch (e) {
      expect((e as RuleViolation).text).toMatchObject({ en, nl });
    }
  });

  test('a plain solo is refused in whisthub', () =>
    expect(() => ref.rank!('solo', 'samen 8', 'whisthub')).toThrow(/"alleen N" \(or "solo N"\) or "soloslim"/));
});

// kleurenwiezen-tables §0.3: on one rung the higher suit wins in every bid whose declarer names trump (whisthub
// soloslim "own trump", iwwa solo "zelfgekozen troef"); iwwa soloslim names none (rules notes, 2026-12-07); two troels
// never meet in one deal.
describe('judge rank: the suit decides every bid played in a trump its declarer names', () => {
  const homes = tempHomes();
  const rank = (h: string, args: string[]) => tafel(h, ['judge', 'rank', 'kleurenwiezen', ...args]);

  test.each([
    ['whisthub', 'soloslim harten', 'soloslim schoppen', 'soloslim', 'hearts', 'harten'],
    ['iwwa', 'solo harten', 'solo schoppen', 'solo', 'hearts', 'harten'],
    ['iwwa', 'solo klaveren', 'solo ruiten', 'solo', 'diamonds', 'ruiten'],
  ])('%s: "%s" against "%s"', async (rules, a, b, id, en, nl) => {
    const higher = en === 'hearts' ? 1 : 2;
    const [hi, lo] = higher === 1 ? [a, b] : [b, a];
    const why =
      `both bids are ${id}, and at an equal bid the higher suit wins: ${en} ` + '(hearts > diamonds > clubs > spades)';
    expect(await rank(homes(), ['--rules', rules, a, b])).toEqual({
      code: 0,
      stdout: `"${hi}" outranks "${lo}": ${why}.\n`,
      stderr: '',
    });
    expect(await tafelJson(homes(), ['judge', 'rank', 'kleurenwiezen', '--rules', rules, a, b])).toEqual({
      higher,
      reason: why,
    });
    expect((await rank(homes(), ['--lang', 'nl', '--rules', rules, a, b])).stdout).toBe(
      `"${hi}" gaat boven "${lo}": beide biedingen zijn ${id}, en bij een gelijk bod wint de hogere kleur: ` +
        `${nl} (harten > ruiten > klaveren > schoppen).\n`,
    );
  });

  test('iwwa soloslim names no trump: a suit in it is refused, as on a miserie', async () => {
    const args = ['--rules', 'iwwa', 'soloslim harten', 'soloslim schoppen'];
    expect(await rank(homes(), args)).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'tafel: In iwwa the declarer of soloslim names no trump (it is played in the turned-up trump, or without ' +
        'one): leave the suit out.\n',
    });
    expect((await rank(homes(), ['--lang', 'nl', ...args])).stderr).toBe(
      'tafel: In iwwa noemt wie soloslim speelt geen troef (het wordt gespeeld met de gedraaide troef, of zonder): ' +
        'laat de kleur weg.\n',
    );
    expect(
      await tafelJson(homes(), ['judge', 'rank', 'kleurenwiezen', '--rules', 'iwwa', 'soloslim', 'soloslim']),
    ).toEqual({
      higher: 0,
      reason: 'both bids are soloslim: there is no outbidding in suits; whoever bid it first plays',
    });
  });

  test('two troels never meet in one deal: the suits said decide nothing', async () => {
    expect(await rank(homes(), ['--rules', 'whisthub', 'troel harten', 'troel schoppen'])).toEqual({
      code: 0,
      stdout:
        'Neither bid outranks the other. Troel 8 hearts and troel 8 spades share rung 14 of the whisthub ladder: ' +
        'they never compete for the same deal.\n',
      stderr: '',
    });
    expect(
      await tafelJson(homes(), ['judge', 'rank', 'kleurenwiezen', '--rules', 'iwwa', 'troel harten', 'troel schoppen']),
    ).toEqual({
      higher: 0,
      reason: 'troel 8 hearts and troel 8 spades share rung 7 of the iwwa ladder: they never compete for the same deal',
    });
  });
});

// judge rank reads the words record reads (docs/games/kleurenwiezen.md): a level stuck to its contract too.
describe('judge rank reads samen8 as samen 8', () => {
  const homes = tempHomes();
  test.each([
    ['samen8', 'solo 6', 2], // Rangorde no. 19 against no. 17
    ['solo7', 'samen10', 1], // no. 15 against 16
    ['abondance10 harten', 'abondance 10 schoppen', 1], // equal abondance: hearts above spades
    ['samen8 ruiten', 'samen 8 harten', 2],
  ])('%s against %s', (a, b, higher) => expect(ref.rank!(a, b, 'lodige').higher).toBe(higher));

  test('through the binary, as the samen8 record takes', async () => {
    const r = await tafel(homes(), ['judge', 'rank', 'kleurenwiezen', 'samen8', 'solo 6']);
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toBe(
      '"solo 6" outranks "samen8": solo 6 is no. 17 and samen 8 no. 19 in the lodige ranking ' +
        '(no. 1 is the highest).\n',
    );
  });
});

// Lodige's "vragen" proposes the colour of a samen (seed 000), and a fix judge rank names must work when followed.
describe('lodige vragen is samen, and the rules judge rank names take the bid', () => {
  const homes = tempHomes();
  test.each([
    ['vragen 8', 'solo 6', 2], // samen 8 is no. 19, solo 6 no. 17
    ['vragen 13', 'abondance 9', 1], // samen 13 is no. 8, abondance 9 no. 9
  ])('%s against %s', (a, b, higher) => expect(ref.rank!(a, b, 'lodige').higher).toBe(higher));

  test('a lodige sheet records vragen 9 as samen 9', () => {
    const { view } = play(makeSheet('kleurenwiezen', P), ['vragen 9 --by Ann,Bert --tricks 9']);
    expect(view.deals[0].input).toEqual({ contract: 'samen', level: 9, by: ['Ann', 'Bert'], tricks: 9 });
  });

  test.each([
    // alleen 5..8 is whisthub's; cardgames' alleen has no level, so cardgames is no fix for "alleen 6"
    ['alleen 6', 'lodige', 'whisthub', 'samen 9'],
    ['alleen', 'lodige', 'cardgames', 'samen 9'],
    ['samen 9', 'cardgames', 'lodige', 'vragen'],
  ])('"%s" under %s names --rules %s, which ranks it', async (bid, rules, fix, other) => {
    const r = await tafel(homes(), ['judge', 'rank', 'kleurenwiezen', '--rules', rules, bid, other]);
    expect([r.code, r.stdout]).toEqual([1, '']);
    expect(r.stderr).toMatch(new RegExp(`^tafel: "${bid}" is a contract of the ${fix} rules, not of ${rules} \\(`));
    expect(r.stderr).toMatch(new RegExp(`; add --rules ${fix} to rank it there.\n$`));
    const followed = await tafel(homes(), ['judge', 'rank', 'kleurenwiezen', '--rules', fix, bid, 'soloslim']);
    expect([followed.code, followed.stderr]).toEqual([0, '']);
  });
});

// judge rank ranks only the bids the table plays: the options record reads, by --set or from the sheet (--sheet).
describe('judge rank reads the house rules that decide which bids are played', () => {
  const homes = tempHomes();
  const rank = (h: string, args: string[]) => tafel(h, ['judge', 'rank', 'kleurenwiezen', ...args]);

  test('a cardgames sheet without the variants refuses them, as record does; one with them ranks them', async () => {
    const h = homes();
    await tafel(h, ['new', 'kleurenwiezen', '--rules', 'cardgames', '--players', 'Ann,Bert,Cis,Dirk']);
    expect(await rank(h, ['open-miserie', 'miserie', '--sheet', 'today-kleurenwiezen'])).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'tafel: cardgames does not play open miserie (option open-miserie=off); --set open-miserie=on judges as a ' +
        'table that does.\n',
    });
    expect((await rank(h, ['abondance 10', 'miserie', '--sheet', 'today-kleurenwiezen'])).stderr).toBe(
      'tafel: cardgames does not play abondance 10 (option abondance-levels=off); --set abondance-levels=on ' +
        'judges as a table that does.\n',
    );
    const g = homes();
    const variants = ['--set', 'open-miserie=on', '--set', 'abondance-levels=on'];
    await tafel(g, ['new', 'kleurenwiezen', '--rules', 'cardgames', '--players', 'Ann,Bert,Cis,Dirk', ...variants]);
    // By base value: open miserie 14 is no. 2, miserie 7 no. 5; abondance 10 (6) no. 6; the order of the sheet's
    // house rules, which play all ten, named.
    expect((await rank(g, ['open-miserie', 'miserie', '--sheet', 'today-kleurenwiezen'])).stdout).toBe(
      '"open-miserie" outranks "miserie": open miserie is no. 2 and miserie no. 5 in the cardgames order with ' +
        'open-miserie=on and abondance-levels=on (by base value; no. 1 is the highest).\n',
    );
    expect((await rank(g, ['abondance 10', 'miserie', '--sheet', 'today-kleurenwiezen'])).code).toBe(0);
  });

  test.each([
    [
      ['--rules', 'whisthub', 'piccolo', 'alleen 8', '--set', 'piccolo=off'],
      'This table does not play piccolo (option piccolo=off); --set piccolo=on judges as a table that does.',
      'Deze tafel speelt geen piccolo (optie piccolo=off); --set piccolo=on oordeelt als een tafel die het wel speelt.',
    ],
    [
      ['--rules', 'whisthub', 'alleen 6', 'alleen 5', '--set', 'alleen-min=6'],
      'This table does not play alleen 5 (option alleen-min=6); --set alleen-min=5 judges as a table that does.',
      'Deze tafel speelt geen alleen 5 (optie alleen-min=6); --set alleen-min=5 oordeelt als een tafel die het wel ' +
        'speelt.',
    ],
  ])('%j', async (args, en, nl) => {
    expect(await rank(homes(), args)).toEqual({ code: 1, stdout: '', stderr: `tafel: ${en}\n` });
    expect((await rank(homes(), ['--lang', 'nl', ...args])).stderr).toBe(`tafel: ${nl}\n`);
  });

  test("the rules without such an option refuse --set; another rule set's option is named as such", async () => {
    expect(await rank(homes(), ['open-miserie', 'miserie', '--set', 'piccolo=off'])).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'tafel: --set does not apply to judging Kleurenwiezen by lodige: none of its house rules changes a bid or ' +
        'a trick.\n',
    });
    expect((await rank(homes(), ['--rules', 'cardgames', 'miserie', 'alleen', '--set', 'piccolo=off'])).stderr).toBe(
      'tafel: --set piccolo is a house rule of the whisthub rules, not of cardgames.\n',
    );
  });
});

describe('judge score knows both tables (one four-handed deal, never a multiplier)', () => {
  const score = async (line: string) => {
    const { runJudgeScore } = await import('../../../src/commands/judge.js');
    const { args } = await import('../../helpers/sheet.js');
    const { words, flags } = args(line);
    const ctx = testCtx({ json: true });
    return ((await runJudgeScore(ctx, 'kleurenwiezen', words, { ...flags })).json as { scores: Record<string, number> })
      .scores;
  };
  test.each([
    // whisthub abondance 9 with 11: next level's 20 per opponent
    ['abondance 9 --by 1 --tricks 11 --rules whisthub', { 1: 60, 2: -20, 3: -20, 4: -20 }],
    // iwwa troela with all 13: 2 x (4 + 2 x 4) = 24 per player
    ['troela --by 1,2 --tricks 13 --rules iwwa', { 1: 24, 2: 24, 3: -24, 4: -24 }],
  ])('%s', async (line, expected) => expect(await score(line)).toEqual(expected));
});

describe('tafel games lists both tables with their keys', () => {
  test('options and point values in force by default', async () => {
    const { runGames } = await import('../../../src/commands/games.js');
    const ctx = testCtx({ json: true });
    // `games <game> --json` is that game's document, no longer a list of one.
    const kw = (await runGames(ctx, 'kleurenwiezen')).json as {
      players: unknown;
      ruleSets: { id: string; options: Record<string, string | number>; points: Record<string, number> }[];
    };
    expect(kw.players).toEqual({ min: 4, max: 6 });
    const wh = kw.ruleSets.find((r) => r.id === 'whisthub')!;
    expect(wh.options).toEqual({
      'rondje-pas': 'double',
      piccolo: 'on',
      'abondance-overtricks': 'on',
      // A number, as sheet --json gives it (until 2026-12-07 the string '5').
      'alleen-min': 5,
      deals: 'off',
    });
    expect(wh.points).toMatchObject({
      samen: 8,
      'samen.trick': 3,
      'samen.all': 30,
      'alleen.8': 7,
      'abondance.12': 30,
      troel: 16,
      'piccolo.value': 8,
      soloslim: 60,
    });
    const iw = kw.ruleSets.find((r) => r.id === 'iwwa')!;
    expect(iw.options).toEqual({ 'all-tricks': 'double', 'rondje-pas': 'off', deals: 'off' });
    expect(iw.points).toMatchObject({
      vragen: 2,
      'vragen.down': 6,
      'alleen.down': 4,
      'troel.trick': 2,
      'abondance.11': 8,
      miserie: 7,
      'open-miserie': 14,
      solo: 25,
      soloslim: 30,
    });
    expect(kw.ruleSets.find((r) => r.id === 'lodige')!.points).toMatchObject({ 'samen.12': 22, 'troel.lost': 15 });
  });
});

// Through the BUILT bundle, run in process as the binary runs it (test/helpers/cli.ts).
const home = tempHomes();

describe('a five-player whisthub evening through the bundle (kleurenwiezen-tables.md §3.5)', () => {
  test('text, --json, and a refusal that writes nothing', async () => {
    const h = home();
    const id = (
      await tafelJson(h, ['new', 'kleurenwiezen', '--rules', 'whisthub', '--players', 'Ann,Bert,Cis,Dirk,Eva'])
    ).id;
    for (const line of [
      'samen 8 --by Bert,Cis --tricks 10',
      'pas',
      'alleen 6 --by Ann --tricks 8',
      'troel --by Dirk,Eva --tricks 7',
    ]) {
      expect((await tafel(h, ['record', ...line.split(' ')])).code).toBe(0);
    }
    const last = await tafelJson(h, ['record', 'open-miserie', '--by', 'Ann', '--tricks', '0']);
    expect(last.sittingOut).toEqual(['Dirk']);
    // Ann 36 + 16 + 72; Bert 14 + 16 - 24; Cis 14 - 12 - 24; Dirk -14 - 12 - 16; Eva -14 - 12 - 16 - 24
    expect(last.totals).toEqual({ Ann: 124, Bert: 6, Cis: -22, Dirk: -42, Eva: -66 });

    const file = path.join(h, 'sheets', `${id}.json`);
    const before = fs.readFileSync(file, 'utf8');
    const r = await tafel(h, ['record', 'samen', '8', '--by', 'Eva,Ann', '--tricks', '8']);
    expect(r.code).toBe(1);
    expect(r.stderr.trim()).toBe(
      'tafel: Eva deals deal 6 and sits out; the players are Ann, Bert, Cis, Dirk. Eva cannot be named in it.',
    );
    expect(fs.readFileSync(file, 'utf8')).toBe(before);

    const sheet = await tafelJson(h, ['sheet']);
    expect(sheet.deals.map((d: { sittingOut: string[] }) => d.sittingOut)).toEqual([
      ['Ann'],
      ['Bert'],
      ['Bert'],
      ['Cis'],
      ['Dirk'],
    ]);
    expect(sheet.deals[2].multiplier).toBe(2);
    expect(sheet.nextDealer).toBe('Eva');
    expect(sheet.nextSittingOut).toEqual(['Eva']);

    const text = (await tafel(h, ['sheet', '--no-color', '--lang', 'nl'])).stdout;
    expect(text).toMatch(/│ 3 │ Bert +│ Ann alleen 6: 8 slagen ×2 +│ +\+36 │ +- │ +-12 │/);
    expect(text).toContain('Volgende gever: Eva (*, zit stil), Ann komt uit (>)');
  });
});

describe('a six-player lodige evening through the bundle', () => {
  test('the dealer and the player opposite sit out', async () => {
    const h = home();
    await tafelJson(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk,Eva,Fien']);
    // Ann and Dirk sit out: samen 8 lost by one, 7 + 3 = 10; the active opponents Cis and Fien get 10.
    const one = await tafelJson(h, ['record', 'samen', '8', '--by', 'Bert,Eva', '--tricks', '7']);
    expect(one.scores).toEqual({ Ann: 0, Bert: -10, Cis: 10, Dirk: 0, Eva: -10, Fien: 10 });
    expect(one.sittingOut).toEqual(['Ann', 'Dirk']);
    const r = await tafel(h, ['sheet', '--no-color']);
    expect(r.stdout).toContain('Next to deal: Bert (*, sits out with Eva), Cis leads (>)');
    expect(r.stdout).toMatch(/│ 1 │ Ann +│ Bert \+ Eva samen 8: 7 tricks +│ +- │ +-10 │ +\+10 │ +- │ +-10 │ +\+10 │/);
  });
});
