import { afterAll, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Ctx } from '../../../src/commands/context.js';
import { runReopen } from '../../../src/commands/amend.js';
import { runCorrect, runRecord } from '../../../src/commands/deals.js';
import { runEventDraw, runEventNew, runEventStandings } from '../../../src/commands/event.js';
import { runSeasonAdd, runSeasonNew, runSeasonStandings } from '../../../src/commands/season.js';
import { runFinish } from '../../../src/commands/sheets.js';
import { Store } from '../../../src/store/store.js';
import { HOST } from '../../helpers/host.js';
import { testCtx } from '../../helpers/ctx.js';
import { json, refusal } from '../../helpers/event.js';

/*
 * Jokeren club evenings (events.md §2.2): individual, tables of 3 or 4, every player deals twice a round
 * (amerikaans: its 7 contract deals), 3 rounds, bye `average`; the lower total is better and the event
 * asks the game: the lowest wins a table and ranks first, and the average bye is the round's average penalty.
 */

const dirs: string[] = [];
const ctxOf = (): Ctx => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tafel-jokeren-ev-'));
  dirs.push(dir);
  return testCtx({ store: new Store(dir, HOST), json: true });
};
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});
const ENTRANTS = 'Ann,Bert,Cis,Dirk,Eva,Fien,Gert';
const deal = (out: string, points: string) => ({ words: [], flags: { out, points } });

describe('jokeren events', () => {
  test('the defaults of §2.2, per rule set and table size; what is refused', async () => {
    const ctx = ctxOf();
    const kbn3 = await json(runEventNew(ctx, 'jokeren', { entrants: ENTRANTS, tableSize: '3', id: 'a' }));
    expect(kbn3).toMatchObject({
      kind: 'individual',
      tableSize: 3,
      deals: 6,
      rounds: 3,
      bye: 'average',
      // An absence scores the round's average: 0 would be the best round there is.
      absent: 'average',
    });
    expect(await json(runEventNew(ctx, 'jokeren', { entrants: ENTRANTS, id: 'b' }))).toMatchObject({
      tableSize: 4,
      deals: 8,
    });
    const am = await json(runEventNew(ctx, 'amerikaans-jokeren', { entrants: ENTRANTS, tableSize: '3', id: 'c' }));
    expect(am).toMatchObject({ game: 'jokeren', rules: 'amerikaans', deals: 7 });
    expect(await refusal(runEventNew(ctx, 'jokeren', { entrants: ENTRANTS, tableSize: '5', id: 'd' }))).toMatch(
      /^1: .*jokeren.*3, 4/,
    );
    expect(await refusal(runEventNew(ctx, 'jokeren', { pairs: 'Ann+Bert,Cis+Dirk', id: 'e' }))).toMatch(/^1: /);
    // amerikaans plays its seven contract deals: another number is the game's own usage error.
    expect(
      await refusal(runEventNew(ctx, 'jokeren', { entrants: ENTRANTS, rules: 'amerikaans', deals: '6', id: 'f' })),
    ).toMatch(/^2: .*contracts=on plays the 7 contract deals/);
  });

  test('a round at tables of three: the lowest wins its table and ranks first; a season of the lowest', async () => {
    const ctx = ctxOf();
    await runEventNew(ctx, 'jokeren', { entrants: ENTRANTS, tableSize: '3', seed: '1', rounds: '1', id: 'avond' });
    const r1 = await json(runEventDraw(ctx, {}));
    expect(r1.tables.map((t: { seats: { name: string }[] }) => t.seats.map((s) => s.name))).toEqual([
      ['Bert', 'Fien', 'Eva'],
      ['Ann', 'Dirk', 'Cis'],
    ]);
    expect(r1.byes.map((b: { name: string }) => b.name)).toEqual(['Gert']);
    // Table 1: Bert out, Fien 12, Eva 4. Table 2: Cis out, Ann 7, Dirk 3. Both closed early.
    await runRecord(ctx, 'avond-r1-t1', deal('Bert', 'Fien=12,Eva=4'));
    await runRecord(ctx, 'avond-r1-t2', deal('Cis', 'Ann=7,Dirk=3'));
    await runFinish(ctx, 'avond-r1-t1');
    await runFinish(ctx, 'avond-r1-t2');
    const s = await json(runEventStandings(ctx, {}));
    // Gert's bye: the seated scores 0 12 4 7 3 0 = 26 over 6, 4.33, rounds to 4.
    // Bert and Cis 0 (name decides), Dirk 3, Eva and Gert 4 (name decides), Ann 7, Fien 12.
    expect(s.standings.map((x: any) => [x.place, x.name, x.total, x.wins])).toEqual([
      [1, 'Bert', 0, 1],
      [2, 'Cis', 0, 1],
      [3, 'Dirk', 3, 0],
      [4, 'Eva', 4, 0],
      [5, 'Gert', 4, 1],
      [6, 'Ann', 7, 0],
      [7, 'Fien', 12, 0],
    ]);
    expect(s.lowWins).toBe(true);
    const text = await (await runEventStandings({ ...ctx, json: false }, {})).text({ ...ctx, json: false });
    expect(text).toContain('After round 1 of 1 · lowest wins');
    // A correction to Fien (a miscounted hand, 12 was 2) moves her up at once, and Gert's bye with her: the
    // seated scores 0 2 4 7 3 0 = 16 over 6, 2.67, so 3. Dirk and Gert 3: name decides.
    await runReopen(ctx, 'avond-r1-t1');
    await runCorrect(ctx, 'avond-r1-t1', 'Fien=-10', { reason: 'miscount' });
    await runFinish(ctx, 'avond-r1-t1');
    const again = await json(runEventStandings(ctx, {}));
    expect(again.standings.map((x: any) => [x.name, x.total])).toEqual([
      ['Bert', 0],
      ['Cis', 0],
      ['Fien', 2],
      ['Dirk', 3],
      ['Gert', 3],
      ['Eva', 4],
      ['Ann', 7],
    ]);

    await runSeasonNew(ctx, 'seizoen', { game: 'jokeren', best: '1' });
    await runSeasonAdd(ctx, 'seizoen', ['avond']);
    const season = await json(runSeasonStandings(ctx, 'seizoen'));
    expect(season.lowWins).toBe(true);
    expect(season.standings.slice(0, 3).map((x: any) => [x.place, x.name, x.best])).toEqual([
      [1, 'Bert', 0],
      [2, 'Cis', 0],
      [3, 'Fien', 2],
    ]);
  });
});
