import { afterAll, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import type { Ctx } from '../../src/commands/context.js';
import { checkHouseRules } from '../../src/core/settings.js';
import { GAMES, gameById } from '../../src/games/index.js';
import { exampleSet, startSheet } from '../../src/play/start.js';
import { Store } from '../../src/store/store.js';
import { tempHome } from '../helpers/cli.js';
import { ENTER, Scripted } from './scripted.js';
import { HOST } from '../helpers/host.js';
import { testCtx } from '../helpers/ctx.js';

const homes: string[] = [];
afterAll(() => {
  for (const h of homes) fs.rmSync(h, { recursive: true, force: true });
});

describe('the house-rules prompt (issue 24 item 5)', () => {
  test('its example is one this game takes at this table, for every rule set and player count', () => {
    for (const g of GAMES)
      for (const r of g.ruleSets)
        for (let n = g.players.min; n <= g.players.max; n++) {
          const ex = exampleSet(g, r.id, n);
          expect({ game: g.id, rules: r.id, n, ex: typeof ex }).toEqual({ game: g.id, rules: r.id, n, ex: 'string' });
          expect(() => checkHouseRules(g, r.id, n, [ex!])).not.toThrow();
        }
    // deals=8 does not suit five Kleurenwiezen players (whisthub: a whole number of rounds), so five see deals=10.
    const kw = gameById('kleurenwiezen');
    expect(() => checkHouseRules(kw, 'whisthub', 5, ['deals=8'])).toThrow();
    expect(exampleSet(kw, 'whisthub', 5)).toBe('deals=10');
    expect(exampleSet(kw, 'whisthub', 4)).toBe('deals=8');
  });

  test('a value is checked when typed: refused with its reason and asked again, not offered back', async () => {
    const home = tempHome();
    homes.push(home);
    const ctx: Ctx = testCtx({ store: new Store(home, HOST), interactive: true });
    const p = new Scripted(['kleurenwiezen', 'whisthub', 'Ann,Bert,Cis,Dirk,Eva', 'deals=8', 'deals=10', ENTER]);
    const id = await startSheet(ctx, p);
    const asked = p.asked.filter((a) => a.message.startsWith('House rules'));
    expect(asked.map((a) => a.message)).toEqual([
      "House rules as key=value, e.g. deals=10 ('tafel games kleurenwiezen' lists them; enter for none):",
      "House rules as key=value, e.g. deals=10 ('tafel games kleurenwiezen' lists them; enter for none):",
    ]);
    // Issue 24 item 6: a refused answer is not the default (a bare Enter would send it again).
    expect(asked[1].default).toBe('');
    expect(p.said.some((l) => l.startsWith('✗') && l.includes('deals'))).toBe(true);
    // The very next question after the refusal is the house rules again, not the dealer.
    expect(p.asked[p.asked.indexOf(asked[0]) + 1]).toBe(asked[1]);
    expect(ctx.store.readSheet(id).set).toEqual({ deals: '10' });
  });
});

test('a refused player list is not offered back as the default (issue 24 item 6)', async () => {
  const home = tempHome();
  homes.push(home);
  const ctx: Ctx = testCtx({ store: new Store(home, HOST), interactive: true });
  const p = new Scripted(['kleurenwiezen', ENTER, 'Ann,Ann,Cis,Dirk', 'Ann,Bert,Cis,Dirk', ENTER, ENTER]);
  const id = await startSheet(ctx, p);
  const asked = p.asked.filter((a) => a.message.startsWith('Players in seating order'));
  expect(asked.length).toBe(2);
  expect(asked[1].default).toBeUndefined();
  expect(p.said.some((l) => l.startsWith('✗') && l.includes('Ann'))).toBe(true);
  expect(ctx.store.readSheet(id).players).toEqual(['Ann', 'Bert', 'Cis', 'Dirk']);
});
