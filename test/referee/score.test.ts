import { describe, expect, test } from '@jest/globals';
import type { Ctx } from '../../src/commands/context.js';
import { runJudgeScore } from '../../src/commands/judge.js';
import { RuleViolation, UsageError } from '../../src/core/errors.js';
import { args } from '../helpers/sheet.js';
import { testCtx } from '../helpers/ctx.js';

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
    ['samen 8 --by Bert,Dirk --tricks 9', { Ann: 0, Bert: 10, Cis: 0, Dirk: 10 }],
    // samen 8 lost with 7: 7 + 3 * 1 = 10 lost by each declarer, won by each opponent.
    ['samen 8 --by Bert,Dirk --tricks 7', { Ann: 10, Bert: -10, Cis: 10, Dirk: -10 }],
    // solo 6 lost with 5: 12 + 3 * 1 = 15; each opponent gets two thirds: 10.
    ['solo 6 --by Ann --tricks 5', { Ann: -15, Bert: 10, Cis: 10, Dirk: 10 }],
    // solo 6 with 9: 12 + 3 * (min(9, 8) - 6) = 18.
    ['solo 6 --by Ann --tricks 9', { Ann: 18, Bert: 0, Cis: 0, Dirk: 0 }],
    // grote miserie: Ann makes it (+36), Bert fails (-36); Cis and Dirk get 24 for Bert's failure.
    ['grote-miserie --by Ann,Bert --tricks Ann=0,Bert=1', { Ann: 36, Bert: -36, Cis: 24, Dirk: 24 }],
    // abondance 10 made: 45 to the declarer only.
    ['abondance 10 --by Cis --tricks 10', { Ann: 0, Bert: 0, Cis: 45, Dirk: 0 }],
    // house rule samen.8=8: made exactly, 8 + 0.
    ['samen 8 --by Ann,Cis --tricks 8 --set samen.8=8', { Ann: 8, Bert: 0, Cis: 8, Dirk: 0 }],
  ])('%s', async (line, scores) => {
    const { deal } = await score('kleurenwiezen', line);
    expect(deal.scores).toEqual(scores);
    // No sheet, so no place on one: neither a number nor a dealer (the game pages' judge score).
    expect(deal.number).toBeUndefined();
    expect(deal.dealer).toBeUndefined();
  });

  test('the deal is shown as in `deals`, and as a small table', async () => {
    const { deal, text } = await score('kleurenwiezen', 'samen 8 --by Bert,Dirk --tricks 9');
    expect(deal).toEqual({
      input: { contract: 'samen', level: 8, by: ['Bert', 'Dirk'], tricks: 9 },
      text: 'Bert + Dirk samen 8: 9 tricks',
      scores: { Ann: 0, Bert: 10, Cis: 0, Dirk: 10 },
    });
    expect(text.split('\n')[0]).toBe('Bert + Dirk samen 8: 9 tricks would score (nothing is stored):');
    expect(text).toMatch(/Ann .*Bert .*Cis .*Dirk/);
    expect(text).toMatch(/0 .*\+10 .*0 .*\+10/);
  });

  test('in Dutch', async () => {
    const { text } = await score('kleurenwiezen', 'samen 8 --by Bert,Dirk --tricks 9', 'nl');
    expect(text.split('\n')[0]).toBe('Bert + Dirk samen 8: 9 slagen zou dit opleveren (niets opgeslagen):');
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
    ['vragen --by Ann,Dirk --tricks 9 --rules cardgames', { Ann: 2, Bert: -2, Cis: -2, Dirk: 2 }],
    // with overtricks: v = 2 + 1 overtrick = 3.
    ['vragen --by Ann,Dirk --tricks 9 --rules cardgames --set overtricks=on', { Ann: 3, Bert: -3, Cis: -3, Dirk: 3 }],
    // miserie: Ann succeeds (+3 * 7 = +21, others -7), Bert fails (-21, others +7): Ann +28, Bert -28, Cis 0, Dirk 0.
    ['miserie --by Ann,Bert --tricks Ann=0,Bert=2 --rules cardgames', { Ann: 28, Bert: -28, Cis: 0, Dirk: 0 }],
    // alleen lost with 4: declarer pays 3 to each: -9, others +3.
    ['alleen --by Cis --tricks 4 --rules cardgames', { Ann: 3, Bert: 3, Cis: -9, Dirk: 3 }],
  ])('%s', async (line, scores) => {
    const { deal } = await score('kleurenwiezen', line);
    expect(deal.scores).toEqual(scores);
  });
});

describe('judge score refusals', () => {
  test.each([
    ['kleurenwiezen', 'samen 8 --by Ann --tricks 9', RuleViolation, /two players together/],
    ['kleurenwiezen', 'samen 8 --by Ann,Bert', UsageError, /--tricks is missing/],
    ['kleurenwiezen', 'samen 8 --by Ann,Bert --tricks 9 --stake 0.20', UsageError, /--stake is only for money games/],
    ['kleurenwiezen', 'samen 8 --by Ann,Bert --tricks 9 --rules nope', RuleViolation, /no rule set "nope"/],
    ['kleurenwiezen', 'samen 8 --by Ann,Bert --tricks 9 --set nope=1', UsageError, /nope/],
    ['kleurenwiezen', 'samen 8 --by Ann,Bert --tricks 9 --players Ann,Bert,Cis', RuleViolation, /needs 4 to 6 players/],
    ['kleurenwiezen', 'samen 8 --by Zed,Bert --tricks 9', RuleViolation, /Unknown player "Zed"/],
    ['schaak', 'samen 8', RuleViolation, /Unknown game/],
  ])('%s %s', async (game, line, type, message) => {
    await expect(score(game, line)).rejects.toThrow(type);
    await expect(score(game, line)).rejects.toThrow(message);
  });
});

describe('judge score: the other games (one deal each)', () => {
  test('Belote cardavia: takers 92, defenders 162 - 92 = 70, made; each player carries the team score', async () => {
    const { deal, text } = await score('belote', '--taker Ann --points 92');
    expect(deal.scores).toEqual({ Ann: 92, Bert: 70, Cis: 92, Dirk: 70 });
    expect(text).toContain('Ann + Cis');
    expect(text).not.toContain('held'); // held points are ffb's column only
  });
  test('Solokaarten: Ann slag, 5 tricks: +4; the others nothing', async () => {
    const { deal } = await score('solokaarten', 'slag --by Ann --tricks 5');
    expect(deal.scores).toEqual({ Ann: 4, Bert: 0, Cis: 0, Dirk: 0 });
  });
  test("Zwikken, default stake 0.10: the spec's deal 1 (ante 0.40; Ann takes it, Bert pays 0.40)", async () => {
    // Ann -0.10 + 0.40 = +0.30; Bert -0.10 - 0.40 = -0.50; Cis, Dirk -0.10; pot 0.40 - 0.40 + 0.40 = 0.40.
    const { deal, text } = await score('zwikken', '--askers Ann,Bert --winner Ann');
    expect(deal.scores).toEqual({ Ann: 0.3, Bert: -0.5, Cis: -0.1, Dirk: -0.1 });
    expect(deal.pot).toBe(0.4);
    expect(text).toMatch(/\+0\.30 .*-0\.50 .*-0\.10 .*-0\.10 .*0\.40/);
  });
  test('Zwikken with --stake 0.25: the ante is 1.00', async () => {
    // Ann -0.25 + 1.00 = +0.75; Bert -0.25 - 1.00 = -1.25.
    const { deal } = await score('zwikken', '--askers Ann,Bert --winner Ann --stake 0.25');
    expect(deal.scores).toEqual({ Ann: 0.75, Bert: -1.25, Cis: -0.25, Dirk: -0.25 });
  });
});
