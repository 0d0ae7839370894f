import { afterAll, expect, test } from '@jest/globals';
import fs from 'node:fs';
import type { Ctx } from '../../src/commands/context.js';
import { runNew } from '../../src/commands/new.js';
import { runRecord } from '../../src/commands/deals.js';
import { runFinish } from '../../src/commands/sheets.js';
import { playLoop } from '../../src/play/loop.js';
import { Store } from '../../src/store/store.js';
import { tempHome } from '../helpers/cli.js';
import { Scripted } from './scripted.js';
import { HOST } from '../helpers/host.js';
import { testCtx } from '../helpers/ctx.js';

const homes: string[] = [];
afterAll(() => {
  for (const h of homes) fs.rmSync(h, { recursive: true, force: true });
});

test('the loop offers correct (with its reason) and dealer, as the command line has them (24.3)', async () => {
  const home = tempHome();
  homes.push(home);
  const ctx: Ctx = testCtx({ store: new Store(home, HOST), interactive: true });
  const id = ((await runNew(ctx, 'kleurenwiezen', { players: 'Ann,Bert,Cis,Dirk' })).json as { id: string }).id;
  const p = new Scripted([
    'correct',
    'Ann=-15,Zed=15', // nobody called Zed: refused with the reason, nothing written
    'verzaakt',
    'correct',
    'Ann=-15,Bert=5,Cis=5,Dirk=5',
    'verzaakt',
    'dealer',
    'Cis',
    'quit',
  ]);
  const r = await playLoop(ctx, p, id);
  expect(p.left).toBe(0);
  expect(p.said.filter((l) => l.startsWith('✗'))).toEqual(['✗ Unknown player "Zed". Players: Ann, Bert, Cis, Dirk.']);
  const data = ctx.store.readSheet(id);
  expect(data.corrections).toEqual([{ after: 0, scores: { Ann: -15, Bert: 5, Cis: 5, Dirk: 5 }, reason: 'verzaakt' }]);
  // Cis (seat 3) deals deal 1; the question after the change names him.
  expect(r.view.nextDealer).toBe('Cis');
  expect(p.asked[p.asked.length - 1].message).toBe('Deal by Cis: which contract?');
  expect(r.view.totals).toEqual({ Ann: -15, Bert: 5, Cis: 5, Dirk: 5 });
});

test('at the end of a game: a new sheet with the same players, or a closed sheet reopened (24.3)', async () => {
  const home = tempHome();
  homes.push(home);
  const ctx: Ctx = testCtx({ store: new Store(home, HOST), interactive: true });
  const opts = { players: 'Ann,Bert,Cis,Dirk', set: ['deals=1'] };
  const id = ((await runNew(ctx, 'kleurenwiezen', opts)).json as { id: string }).id;
  await runRecord(ctx, id, { words: ['samen', '8'], flags: { by: 'Ann,Bert', tricks: '8' } });
  const p = new Scripted(['new sheet', 'quit']);
  const r = await playLoop(ctx, p, id);
  expect(p.asked[0].message).toBe('The game is over. What now?');
  expect(p.asked[0].choices).toContain('new sheet: the same game, rules and players');
  expect(r.view.id).not.toBe(id);
  const again = ctx.store.readSheet(r.view.id);
  expect([again.game, again.rules, again.players, again.set, again.deals]).toEqual([
    'kleurenwiezen',
    'lodige',
    ['Ann', 'Bert', 'Cis', 'Dirk'],
    { deals: '1' },
    [],
  ]);
  // The second question is a deal of the new sheet, not the game over of the old one.
  expect(p.asked[1].message).toBe('Deal by Ann: which contract?');

  await runFinish(ctx, id, false);
  const q = new Scripted(['reopen', 'quit']);
  await playLoop(ctx, q, id);
  expect(q.asked[0].choices).toContain('reopen: play on on this sheet');
  expect(ctx.store.readSheet(id).closed).toBe(false);
});
