import { describe, expect, test } from '@jest/globals';
import type { Ctx } from '../../../src/commands/context.js';
import { runRecord } from '../../../src/commands/deals.js';
import { runNew } from '../../../src/commands/new.js';
import type { TafelError } from '../../../src/core/errors.js';
import { Store } from '../../../src/store/store.js';
import { snapshot, tafel, tafelJson, tempHomes } from '../../helpers/cli.js';
import { args } from '../../helpers/sheet.js';
import { HOST } from '../../helpers/host.js';
import { testCtx } from '../../helpers/ctx.js';

// One data directory, in order: the deals go through the commands in-process (the code the binary
// runs, minus a process start each), and the BUILT bundle, run in this process as the binary runs it
// (test/helpers/cli.ts; npm run build first), refuses, prints and judges. Numbers by hand from
// spec/boerenbridge.md §6 (wk: exact 10 + 2t, miss −2 per trick off).
const homes = tempHomes();
const ctxOf = (home: string, lang: 'en' | 'nl' = 'en'): Ctx =>
  testCtx({ store: new Store(home, HOST), lang, json: true, width: 100 });
const record = async (home: string, flags: string): Promise<any> =>
  (await runRecord(ctxOf(home), undefined, args(flags))).json;

describe('boerenbridge through the binary', () => {
  const home = homes();
  test('new, record, a refusal of each kind that writes nothing, the sheet with the next cards, stats', async () => {
    const s: any = (await runNew(ctxOf(home), 'boerenbridge', { players: 'Ann,Bert,Cis,Dirk,Eva' })).json;
    expect([s.rules, s.schedule.length, s.nextCards, s.nextDealer]).toEqual(['wk', 19, 10, 'Ann']);
    const d1 = await record(home, '--bids Ann=1,Bert=2,Cis=3,Dirk=1,Eva=2 --tricks Ann=1,Bert=2,Cis=4,Dirk=1,Eva=2');
    expect([d1.cards, d1.scores]).toEqual([10, { Ann: 12, Bert: 14, Cis: -2, Dirk: 12, Eva: 14 }]);
    const before = snapshot(home);
    // Bert deals 9 cards; the others bid 2 + 0 + 3 + 2 = 7, so Bert may not bid 2.
    const hook = await tafel(home, ['record', '--bids', '2,2,2,0,3', '--tricks', '2,2,2,1,2']);
    expect([hook.code, hook.stderr.trim()]).toEqual([
      1,
      'tafel: Bert deals deal 2 (9 cards) and bids last: the others bid 7 together, so Bert may not ' +
        'bid 2 (the bids would add up to 9 tricks; hook=always)',
    ]);
    const word = await tafel(home, ['record', '--bids', 'Ann=x,Bert=3,Cis=2,Dirk=0,Eva=3', '--tricks', '2,2,2,1,2']);
    expect([word.code, word.stderr.trim()]).toEqual([2, 'tafel: --bids Ann=x: a bid is a whole number 0..10']);
    const cards = await record(home, '--cards 8 --bids 2,3,2,0,3 --tricks 2,2,2,1,2').catch((e: TafelError) => e);
    expect([cards.exitCode, cards.text.nl]).toEqual([
      1,
      'Volgens het blad heeft gift 2 9 kaarten, niet 8; kijk of er een gift overgeslagen is (tafel sheet)',
    ]);
    expect(snapshot(home)).toEqual(before);
    await record(home, '--bids 2,3,2,0,3 --tricks 2,2,2,1,2');
    const sheet = await tafel(home, ['sheet', '--no-color']);
    expect(sheet.stdout).toContain('+14 2/2');
    expect(sheet.stdout.trim().split('\n').at(-1)).toBe('Next deal: 8 cards, Cis bids last');
    // Exact predictions per player over the two deals: Ann 1/1 + 2/2, Cis 3/4 then 2/2.
    const stats = (await (await import('../../../src/commands/stats.js')).runStats(ctxOf(home), {})).json as any;
    const exact = (p: string) => stats.players[p].games.boerenbridge.contracts.bid;
    expect([exact('Ann'), exact('Bert'), exact('Cis')]).toEqual([
      { declared: 2, made: 2 },
      { declared: 2, made: 1 },
      { declared: 2, made: 1 },
    ]);
  });

  test('judge score, trick and play; rules in Dutch; klassiek refuses seven players', async () => {
    const score = await tafelJson(home, [
      'judge',
      'score',
      'boerenbridge',
      '--rules',
      'poepen',
      '--cards',
      '7',
      '--dealer',
      '4',
      '--bids',
      '1=0,2=3,3=2,4=1',
      '--tricks',
      '1=0,2=3,3=3,4=1',
    ]);
    expect(score.scores).toEqual({ 1: 6, 2: 12, 3: -2, 4: 8 });
    expect(await tafelJson(home, ['judge', 'trick', 'boerenbridge', '10H', 'AH', '2S', 'KH'])).toMatchObject({
      winner: 3,
      card: '2S',
    });
    expect(
      await tafelJson(home, ['judge', 'play', 'boerenbridge', '--trump', 'S', '--hand', 'AH 3H 2S', '--trick', 'KH']),
    ).toEqual({ legal: ['AH', '3H'], illegal: { '2S': 'you must follow suit: hearts were led and you hold AH, 3H' } });
    const rules = await tafel(home, ['rules', 'boerenbridge', 'haak', '--lang', 'nl', '--no-color']);
    expect(rules.stdout).toContain('Bron: Wikipedia (nl), "Boerenbridge"');
    expect(rules.stdout).toContain('hook=always');
    const seven = await runNew(ctxOf(home), 'boerenbridge', { rules: 'klassiek', players: 'A,B,C,D,E,F,G' }).catch(
      (e: TafelError) => e,
    );
    expect([(seven as TafelError).exitCode, (seven as TafelError).text.en]).toEqual([
      1,
      'klassiek is for 3 to 6 players, not 7',
    ]);
  });
});
