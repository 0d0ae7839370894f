import { describe, expect, test } from '@jest/globals';
import { RuleViolation } from '../../../src/core/errors.js';
import { kleurenwiezenReferee as ref } from '../../../src/games/kleurenwiezen/referee.js';
import { testCtx } from '../../helpers/ctx.js';

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

  test('a plain solo is refused in whisthub', () =>
    expect(() => ref.rank!('solo', 'samen 8', 'whisthub')).toThrow(/"alleen N" \(or "solo N"\) or "soloslim"/));
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
      ruleSets: { id: string; options: Record<string, string>; points: Record<string, number> }[];
    };
    expect(kw.players).toEqual({ min: 4, max: 6 });
    const wh = kw.ruleSets.find((r) => r.id === 'whisthub')!;
    expect(wh.options).toEqual({
      'rondje-pas': 'double',
      piccolo: 'on',
      'abondance-overtricks': 'on',
      'alleen-min': '5',
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
