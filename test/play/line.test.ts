import { afterAll, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import type { Ctx } from '../../src/commands/context.js';
import { runNew, type NewOptions } from '../../src/commands/new.js';
import { readLine } from '../../src/play/line.js';
import { playLoop } from '../../src/play/loop.js';
import type { SheetConfig } from '../../src/core/game.js';
import { gameById } from '../../src/games/index.js';
import { Store } from '../../src/store/store.js';
import { tempHome } from '../helpers/cli.js';
import { ENTER, Scripted } from './scripted.js';
import { HOST } from '../helpers/host.js';
import { testCtx } from '../helpers/ctx.js';

const homes: string[] = [];
afterAll(() => {
  for (const h of homes) fs.rmSync(h, { recursive: true, force: true });
});

function newCtx(lang: 'en' | 'nl' = 'en'): Ctx {
  const home = tempHome();
  homes.push(home);
  return testCtx({ store: new Store(home, HOST), lang, interactive: true });
}

async function sheetFor(ctx: Ctx, game: string, opts: NewOptions = {}): Promise<string> {
  const out = await runNew(ctx, game, { players: 'Ann,Bert,Cis,Dirk', ...opts });
  return (out.json as { id: string }).id;
}

/** A deal typed on one line at the contract question, confirmed, then quit. */
async function oneLine(game: string, line: string, opts: NewOptions = {}) {
  const ctx = newCtx();
  const id = await sheetFor(ctx, game, opts);
  const p = new Scripted([line, ENTER, 'quit']);
  const r = await playLoop(ctx, p, id);
  expect(p.left).toBe(0);
  return { p, r, deals: ctx.store.readSheet(id).deals };
}

describe('one line per deal', () => {
  test('kleurenwiezen: s8 b d 9, enter, enter is samen 8 by Bert and Dirk with 9 tricks', async () => {
    const { p, r, deals } = await oneLine('kleurenwiezen', 's8 b d 9');
    expect(p.asked.map((a) => a.kind)).toEqual(['search', 'confirm', 'search']);
    expect(p.asked[1].message).toBe('Save: Bert + Dirk samen 8: 9 tricks?');
    expect(deals).toEqual([{ contract: 'samen', level: 8, by: ['Bert', 'Dirk'], tricks: 9 }]);
    // samen 8 made with 9: 7 + 1 x 3 = 10 each.
    expect(r.view.totals).toEqual({ Ann: 0, Bert: 10, Cis: 0, Dirk: 10 });
  });

  test('the short forms of each game read into record words and flags', () => {
    // Only the rule set matters to the reader (which contracts exist); parseDeal checks the rest.
    const cfg = (game: string, rules?: string) => ({ rules: rules ?? gameById(game).defaultRules }) as SheetConfig;
    const kw = cfg('kleurenwiezen');
    expect(readLine('kleurenwiezen', 'samen 8 bert,dirk 9', kw)).toEqual({
      words: ['samen', '8'],
      flags: { by: 'bert,dirk', tricks: '9' },
    });
    expect(readLine('kleurenwiezen', 's8 b d 9', kw)).toEqual({
      words: ['samen', '8'],
      flags: { by: 'b,d', tricks: '9' },
    });
    expect(readLine('kleurenwiezen', 'solo 6 ann 5', kw)).toEqual({
      words: ['solo', '6'],
      flags: { by: 'ann', tricks: '5' },
    });
    expect(readLine('kleurenwiezen', 'gm a b a=0 b=1', kw)).toEqual({
      words: ['grote-miserie'],
      flags: { by: 'a,b', tricks: 'a=0,b=1' },
    });
    expect(readLine('kleurenwiezen', 'samen 8 --by Ann,Cis --tricks 9', kw)).toEqual({
      words: ['samen', '8'],
      flags: { by: 'Ann,Cis', tricks: '9' },
    });
    expect(readLine('kleurenwiezen', 'abundance 9 cis 10', kw)).toEqual({
      words: ['abondance', '9'],
      flags: { by: 'cis', tricks: '10' },
    });
    expect(readLine('kleurenwiezen', 'pas', kw)).toEqual({ words: ['pas'], flags: {} });
    expect(readLine('kleurenwiezen', 'xyz 8 a b 9', kw)).toBeUndefined();
    const cg = cfg('kleurenwiezen', 'cardgames');
    expect(readLine('kleurenwiezen', 'alleen bert 4 verzaakt cis', cg)).toEqual({
      words: ['alleen'],
      flags: { by: 'bert', tricks: '4', revoke: 'cis' },
    });
    expect(readLine('belote', 'ann 92 belote cis', cfg('belote'))).toEqual({
      words: [],
      flags: { taker: 'ann', points: '92', belote: 'cis' },
    });
    expect(readLine('belote', 'ann 162 capot', cfg('belote'))).toEqual({
      words: [],
      flags: { taker: 'ann', points: '162', capot: 'takers' },
    });
    expect(readLine('solokaarten', 'slag ann 5 eerste zonder oud', cfg('solokaarten'))).toEqual({
      words: ['slag'],
      flags: { by: 'ann', tricks: '5', eerste: true, zonderOud: true },
    });
    expect(readLine('zwikken', 'ask ann bert win ann', cfg('zwikken'))).toEqual({
      words: [],
      flags: { askers: 'ann,bert', winner: 'ann' },
    });
    expect(readLine('zwikken', 'vraag a b points a=9 b=4 c=2 d=0', cfg('zwikken'))).toEqual({
      words: [],
      flags: { askers: 'a,b', points: 'a=9,b=4,c=2,d=0' },
    });
    expect(readLine('zwikken', 'pas zocht 1', cfg('zwikken'))).toEqual({ words: ['pas'], flags: { searched: '1' } });
  });

  test('belote: ann 92 belote cis; zwikken: ask ann bert win ann; solokaarten: slag bert 5', async () => {
    // Ann + Cis take with 92 and belote: made, 92 + 20 = 112; Bert + Dirk 162 - 92 = 70.
    const b = await oneLine('belote', 'ann 92 belote cis');
    expect(b.deals).toEqual([{ contract: 'take', taker: 'Ann', points: 92, belote: 'Cis' }]);
    expect(b.r.view.totals).toEqual({ Ann: 112, Bert: 70, Cis: 112, Dirk: 70 });
    const z = await oneLine('zwikken', 'ask ann bert win ann', { stake: '0.10' });
    expect(z.deals).toEqual([{ contract: 'vragen', askers: ['Ann', 'Bert'], winner: 'Ann' }]);
    const s = await oneLine('solokaarten', 'slag bert 5');
    expect(s.deals).toEqual([{ contract: 'slag', by: ['Bert'], tricks: 5 }]);
  });

  test('no at the confirmation asks the deal again; the Dutch confirmation', async () => {
    const ctx = newCtx('nl');
    const id = await sheetFor(ctx, 'kleurenwiezen');
    const p = new Scripted(['solo 6 ann 5', false, 'solo 6 ann 6', ENTER, 'stoppen']);
    await playLoop(ctx, p, id);
    expect(p.asked[1].message).toBe('Bewaren: Ann solo 6: 5 slagen?');
    expect(ctx.store.readSheet(id).deals).toEqual([{ contract: 'solo', level: 6, by: ['Ann'], tricks: 6 }]);
  });

  test('another spelling record accepts finds the contract (abundance)', async () => {
    const ctx = newCtx();
    const id = await sheetFor(ctx, 'kleurenwiezen');
    const p = new Scripted(['abundance', 'Cis', 10, 'quit']);
    await playLoop(ctx, p, id);
    expect(ctx.store.readSheet(id).deals).toEqual([{ contract: 'abondance', level: 9, by: ['Cis'], tricks: 10 }]);
  });
});
