import { describe, expect, test } from '@jest/globals';
import type { RecordArgs } from '../../../src/core/game.js';
import { gameById } from '../../../src/games/index.js';
import { askDeal, type DealCtx } from '../../../src/play/deal.js';
import { flowFor } from '../../../src/play/flows/index.js';
import { configOf, replay, type SheetData } from '../../../src/sheet/sheet.js';
import { ENTER, Scripted, type Answer, dealCtx } from '../../play/scripted.js';
import { makeSheet, record } from '../../helpers/sheet.js';

const P4 = ['Ann', 'Bert', 'Cis', 'Dirk'];

async function enter(
  sheet: SheetData,
  answers: Answer[],
  start?: RecordArgs,
  mode: 'all' | 'missing' = 'all',
  extra: Partial<DealCtx> = {},
) {
  const p = new Scripted(answers);
  const r = await askDeal(p, flowFor(sheet.game)!, dealCtx(sheet, extra), start, mode);
  expect(p.left).toBe(0);
  if (!('done' in r)) throw new Error(`expected a deal, got action ${r.action}`);
  return { ...r.done, p };
}

/** What a deal adds, per team [Ann & Cis, Bert & Dirk]. */
function teams(sheet: SheetData, a: RecordArgs): number[] {
  const g = gameById(sheet.game);
  const v = replay(g, { ...sheet, deals: [...sheet.deals, g.parseDeal(a, configOf(g, sheet))] });
  const s = v.deals[v.deals.length - 1].scores;
  return [s.Ann, s.Bert];
}

describe('klaverjassen table mode: taker, how it ended, points, roem per team', () => {
  const sheet = makeSheet('klaverjassen', P4);

  test('a counted deal with roem for both teams', async () => {
    // taker Cis; counted; 72 points; Ann & Cis 20 roem; Bert & Dirk none
    const r = await enter(sheet, ['Cis', ENTER, 72, '20', '0']);
    // from the player after the dealer (Ann)
    expect(r.p.asked[0].choices!.slice(0, 4)).toEqual(['Bert', 'Cis', 'Dirk', 'Ann']);
    expect(r.input).toEqual({ contract: 'take', taker: 'Cis', points: 72, roem: { Cis: 20 }, pit: 'none' });
    expect(teams(sheet, r.args)).toEqual([92, 90]); // 72 + 20 = 92 > 90: made
  });

  test('a pit asks no points and only the pit team for roem', async () => {
    const r = await enter(sheet, ['Ann', 'pit: Ann & Cis took all 8 tricks', '40']);
    expect(r.input).toEqual({ contract: 'take', taker: 'Ann', points: 162, roem: { Ann: 40 }, pit: 'takers' });
    expect(teams(sheet, r.args)).toEqual([302, 0]); // 162 + 100 + 40
  });

  test('a tegenpit; roem typed as a number (90 is a sum, 50 + 20 + 20)', async () => {
    const r = await enter(sheet, ['Ann', 'tegenpit: the defenders took all 8 tricks', '90']);
    expect(r.input).toEqual({ contract: 'take', taker: 'Ann', points: 0, roem: { Bert: 90 }, pit: 'defenders' });
    expect(teams(sheet, r.args)).toEqual([0, 352]); // 162 + 100 + 90
  });

  test('a revoke asks who, and nothing else', async () => {
    const r = await enter(sheet, ['Bert', 'verzaakt: somebody revoked', 'Cis']);
    expect(r.input).toEqual({ contract: 'take', taker: 'Bert', verzaakt: 'Cis' });
    expect(teams(sheet, r.args)).toEqual([0, 262]);
  });

  test('roem the tricks cannot hold is refused and asked again', async () => {
    // 800 + 200 for the other team needs 9 tricks (only one four jacks): refused, then 0.
    // 800 is no completion: typed, it is its own answer (issue 24: no "other…" at the end of the list).
    const r = await enter(sheet, ['Ann', ENTER, 92, '800', '200', '0', '0']);
    expect(r.p.output).toContain('Together the roem (800 and 200) needs 9');
    expect(r.input).toEqual({ contract: 'take', taker: 'Ann', points: 92, pit: 'none' });
  });

  test('bidding=verplicht offers only the player after the dealer', async () => {
    const v = makeSheet('klaverjassen', P4, { set: { bidding: 'verplicht' } });
    const r = await enter(v, ['Bert', ENTER, 100, '0', '0']);
    expect(r.p.asked[0].choices).toEqual(['Bert']);
    expect(r.input.taker).toBe('Bert');
  });

  test('record with only --taker asks the points (missing mode), not the optional questions', async () => {
    const r = await enter(sheet, [92], { words: [], flags: { taker: 'Ann' } }, 'missing');
    expect(r.input).toEqual({ contract: 'take', taker: 'Ann', points: 92, pit: 'none' });
  });

  test('editing offers the old answers', async () => {
    const played = record(sheet, '--taker Dirk --points 100 --roem Bert=50');
    const r = await enter(played, [ENTER, ENTER, ENTER, ENTER, ENTER], undefined, 'all', {
      editing: played.deals[0],
      deals: [],
    });
    expect(r.input).toEqual(played.deals[0]);
  });
});

test('a team is named in seat order whoever took: "Ann & Cis" (issue 24 item 6)', async () => {
  const r = await enter(makeSheet('klaverjassen', P4), ['Cis', ENTER, 100, '0', '0']);
  expect(r.p.asked.map((a) => a.message)).toContain('Card points of Ann & Cis, last trick included? (0..162)');
  expect(r.p.asked.map((a) => a.message)).toContain('Roem of Ann & Cis? (type the number)');
});
