import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import type { Ctx } from '../../../src/commands/context.js';
import { runCorrect, runRecord } from '../../../src/commands/deals.js';
import { runExport } from '../../../src/commands/export.js';
import { runJudgeRank, runJudgeScore } from '../../../src/commands/judge.js';
import { runNew } from '../../../src/commands/new.js';
import { runPresetSave } from '../../../src/commands/preset.js';
import { runRules } from '../../../src/commands/rules.js';
import { runSettle } from '../../../src/commands/settle.js';
import { runSheet } from '../../../src/commands/sheets.js';
import { runStats } from '../../../src/commands/stats.js';
import { Store } from '../../../src/store/store.js';
import { snapshot, spawnTafel, tafel, tafelJson, tempHomes } from '../../helpers/cli.js';
import { args } from '../../helpers/sheet.js';
import { HOST } from '../../helpers/host.js';
import { testCtx } from '../../helpers/ctx.js';

// Evenings on disk: most commands run in-process (the code the binary runs, minus a process start
// that costs half a second on a busy machine); the BUILT bundle, run in this process as the binary runs
// it (test/helpers/cli.ts; npm run build first), prints, refuses, exports, imports and judges the same
// data directory where the user's view matters. Completion stays a process: its library prints with
// console.log.
// Numbers from spec/rikken.md §10, worked by hand.
const homes = tempHomes();
const ctxOf = (home: string): Ctx => testCtx({ store: new Store(home, HOST), json: true, width: 100 });
const record = async (home: string, line: string): Promise<any> =>
  (await runRecord(ctxOf(home), undefined, args(line))).json;
const sheet = async (home: string, id?: string): Promise<any> => (await runSheet(ctxOf(home), id)).json;
describe('§10.2: five players, the dealer sits out', () => {
  const home = homes();

  test('four deals; a sitter refused by the binary, nothing written; the sheet in both languages', async () => {
    expect(
      ((await runNew(ctxOf(home), 'rikken', { players: 'Ann,Bert,Cis,Dirk,Eva' })).json as any).nextSittingOut,
    ).toEqual(['Ann']);
    for (const line of [
      'rik --by Bert --mate Cis --tricks 8 --trump C --called AD',
      'alleen 10 --by Ann --tricks 10',
      'misere --by Ann,Bert,Dirk --tricks Ann=0,Bert=0,Dirk=2',
      'schoppen-mie --queen Bert --last Eva',
    ])
      await record(home, line);
    const v = await sheet(home);
    expect(v.totals).toEqual({ Ann: 175, Bert: 75, Cis: -10, Dirk: -165, Eva: -75 });
    expect(v.deals[2].result).toEqual({ Ann: 'made', Bert: 'made', Dirk: 'failed' });
    expect(v.deals[0].input).toEqual({
      contract: 'rik',
      by: ['Bert'],
      mate: 'Cis',
      tricks: 8,
      trump: 'C',
      called: 'AD',
    });
    expect(v.nextSittingOut).toEqual(['Eva']);

    const before = snapshot(home);
    const sitter = await tafel(home, ['record', 'rik', '--by', 'Bert', '--mate', 'Eva', '--tricks', '8']);
    expect([sitter.code, sitter.stderr]).toEqual([
      1,
      'tafel: Eva deals deal 5 and sits out; the players are Ann, Bert, Cis, Dirk.\n',
    ]);
    expect(snapshot(home)).toEqual(before);

    const text = (await tafel(home, ['sheet', '--no-color'])).stdout;
    expect(text).toContain('rik ♣ Bert+Cis 8 (called AD)');
    expect(text).toContain('misère Ann✓ Bert✓ Dirk✗');
    expect(text).toMatch(/│\s+-\s+│\s+\+10\s+│\s+\+10\s+│\s+-10\s+│\s+-10\s+│/); // deal 1: Ann sits out
    const nl = (await tafel(home, ['sheet', '--no-color', '--lang', 'nl'])).stdout;
    expect(nl).toContain('schoppen mie: ♠V Bert, laatste Eva');
    expect(nl).toContain('rik ♣ Bert+Cis 8 (gevraagd AD)');
  });

  test('export and import keep the view; CSV, stats, settle, corrections', async () => {
    const file = path.join(home, 'avond.json');
    expect((await tafel(home, ['export', '--format', 'json', '--out', file])).code).toBe(0);
    const other = homes();
    expect((await tafel(other, ['import', file])).code).toBe(0);
    const id = fs
      .readdirSync(path.join(home, 'sheets'))
      .find((f) => f.endsWith('.json'))!
      .replace(/\.json$/, '');
    const [a, b] = [await sheet(home, id), await sheet(other, id)];
    expect(b.deals).toEqual(a.deals);
    expect(b.totals).toEqual(a.totals);
    const csv = (await runExport(ctxOf(home), undefined, { format: 'csv' })).document;
    expect(csv).toContain('total,,,175,75,-10,-165,-75');
    expect(csv).toMatch(/^1,Ann,rik ♣ Bert\+Cis 8 \(called AD\),,10,10,-10,-10,Ann$/m);
    const stats = ((await runStats(ctxOf(home), { game: 'rikken' })).json as any).players;
    expect(stats.Bert.games.rikken.contracts).toEqual({
      rik: { declared: 1, made: 1 },
      misere: { declared: 1, made: 1 },
    });
    expect(stats.Dirk.games.rikken.contracts).toEqual({ misere: { declared: 1, made: 0 } });
    const settled = JSON.stringify((await runSettle(ctxOf(home), { rate: ['rikken=0.10'] })).json);
    expect(settled).toContain('-16.5'); // Dirk: -165 x 0.10
    await expect(runCorrect(ctxOf(home), undefined, 'Ann=-10,Bert=5', { reason: 'telfout' })).rejects.toThrow(
      /sums to -5, not 0/,
    );
    await runCorrect(ctxOf(home), undefined, 'Ann=-10,Bert=10', { reason: 'telfout' });
    expect((await sheet(home)).totals.Ann).toBe(165);
  });
});

describe('ssovn: a partij of 25 deals at five, pas not counted; refusals write nothing', () => {
  const home = homes();
  test('the sheet ends after 25 played deals', async () => {
    await runNew(ctxOf(home), 'rikken', { players: 'Ann,Bert,Cis,Dirk,Eva', rules: 'ssovn', set: ['misere=30'] });
    await record(home, 'pas');
    const names = ['Ann', 'Bert', 'Cis', 'Dirk', 'Eva'];
    for (let i = 0; i < 25; i++) {
      // The dealer (Ann first, again after the pas) sits out; the first active player plays misère.
      const active = names.filter((_, s) => s !== i % 5);
      expect((await record(home, `misere --by ${active[0]} --tricks 0`)).finished).toBe(i === 24);
    }
    const v = await sheet(home);
    expect(v.options).toMatchObject({ deals: 'partij', troela: 'off', piek: 'off', misere: 30 });
    // Ann is the first active player in the 20 deals she does not deal: +3 x 30 each. Bert declares
    // the 5 she deals (+90) and pays 30 in the 15 others he plays; Cis, Dirk and Eva pay 30 in each of their 20.
    expect(v.totals).toEqual({
      Ann: 20 * 90 - 0,
      Bert: 5 * 90 - 15 * 30,
      Cis: -20 * 30,
      Dirk: -20 * 30,
      Eva: -20 * 30,
    });
    await expect(record(home, 'misere --by Ann --tricks 0')).rejects.toThrow(/finished/);
  });

  test.each([
    [
      ['judge', 'score', 'rikken', '--rules', 'ssovn', 'piek', '--by', '1', '--tricks', '1'],
      1,
      /ssovn does not play piek \(option piek=off\); a sheet started with --set piek=on does/,
    ],
    [
      ['new', 'rikken', '--players', 'Ann,Bert,Cis,Dirk', '--set', 'piek=soms'],
      2,
      /piek must be on, off or a whole number/,
    ],
    [['judge', 'score', 'rikken', 'rik', '--by', '1', '--tricks', '9'], 2, /--mate is missing/],
  ])('%j exits %i, one line, nothing written', async (argv, code, message) => {
    const before = snapshot(home);
    const r = await tafel(home, argv);
    expect([r.code, r.stderr]).toEqual([code, expect.stringMatching(message)]);
    expect(r.stderr).toMatch(/^tafel: [^\n]+\n$/);
    expect(snapshot(home)).toEqual(before);
  });
});

describe('the referee, the rules text, completion and presets', () => {
  const home = homes();
  test('judge rank, score and rules in-process; judge play and completion through the binary', async () => {
    const ctx = ctxOf(home);
    expect(((await runJudgeRank(ctx, 'rikken', 'troela', '13 alleen', {})).json as any).higher).toBe(1);
    expect(
      (
        (await runJudgeRank(ctx, 'rikken', 'troela', '13 alleen', { set: ['troela-rank=above-rik-beter'] } as never))
          .json as any
      ).higher,
    ).toBe(2);
    expect(
      ((await runJudgeScore(ctx, 'rikken', ['rik'], { by: '1', mate: '3', tricks: '0' })).json as any).scores,
    ).toEqual({ 1: -90, 2: 45, 3: 0, 4: 45 });
    const play = await tafelJson(home, [
      'judge',
      'play',
      'rikken',
      '--trump',
      'C',
      '--called',
      'AD',
      '--trick',
      '7D',
      '--hand',
      'AD 9D 4S',
    ]);
    expect(play).toEqual({
      legal: ['AD'],
      illegal: {
        '9D': 'you hold the called ace of diamonds: play it now',
        '4S': 'you hold the called ace of diamonds: play it now',
      },
    });
    const nl = JSON.stringify((await runRules({ ...ctx, lang: 'nl' }, 'rikken', 'bieden', {})).json);
    expect(nl).toContain('rik, rik beter, 8 alleen, piek, 9 alleen, misère');
    expect(spawnTafel(home, ['complete', '--', 'judge', 'score', 'rikken', '']).stdout).toContain(
      'open-misere-praatje',
    );
    await runPresetSave(ctx, 'club', { game: 'rikken', players: 'Ann,Bert,Cis,Dirk', rules: 'ssovn' } as never);
    expect(((await runNew(ctx, undefined, { preset: 'club' })).json as any).options).toMatchObject({
      deals: 'partij',
      piek: 'off',
    });
  });
});
