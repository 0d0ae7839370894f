import { afterAll, expect, test } from '@jest/globals';
import fs from 'node:fs';
import type { Ctx } from '../../src/commands/context.js';
import { runNew } from '../../src/commands/new.js';
import { playLoop } from '../../src/play/loop.js';
import { Store } from '../../src/store/store.js';
import { tempHome } from '../helpers/cli.js';
import { Scripted } from './scripted.js';

const homes: string[] = [];
afterAll(() => {
  for (const h of homes) fs.rmSync(h, { recursive: true, force: true });
});

test('the loop offers correct (with its reason) and dealer, as the command line has them (issue 24 item 3)', async () => {
  const home = tempHome();
  homes.push(home);
  const ctx: Ctx = { store: new Store(home), lang: 'en', json: false, color: false, interactive: true, width: 80 };
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
