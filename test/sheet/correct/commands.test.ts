import { afterAll, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runAmendTest } from './run.js';

// The sheet-changing commands in process (fast): the same functions the binary runs, on a real
// data directory. test/sheet/correct/cli.test.ts runs each through the binary once.
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
const fresh = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'tafel-correct-'));
  dirs.push(d);
  return d;
};

describe('correcting a sheet without starting over', () => {
  test('record --note/--dealer, correct, undo, redo, edit with only the flags to change', async () => {
    const t = runAmendTest(fresh());
    await t.new('kleurenwiezen', {});
    // Cis dealt the first deal, not Ann: the rotation continues from Cis.
    const d1 = await t.record('samen 8 --by Bert,Dirk --tricks 9', { dealer: 'Cis', note: 'verzaakt door Cis' });
    expect(d1).toMatchObject({
      dealer: 'Cis',
      note: 'verzaakt door Cis',
      scores: { Ann: 0, Bert: 10, Cis: 0, Dirk: 10 },
    });
    const c = await t.correct('Ann=-15,Bert=5,Cis=5,Dirk=5', { reason: 'verzaakt' });
    // Totals: Ann -15, Bert 10 + 5, Cis 5, Dirk 10 + 5.
    expect(c).toMatchObject({ correction: 1, reason: 'verzaakt', totals: { Ann: -15, Bert: 15, Cis: 5, Dirk: 15 } });
    expect((await t.sheet()).nextDealer).toBe('Dirk');
    // Only --tricks changes: samen 8 by Bert + Dirk stays; 8 tricks is 7 each.
    const e = await t.edit('1', '--tricks 8');
    expect(e).toMatchObject({
      text: 'Bert + Dirk samen 8: 8 tricks (verzaakt door Cis)',
      scores: { Bert: 7, Dirk: 7 },
    });
    expect(e.totals).toEqual({ Ann: -15, Bert: 12, Cis: 5, Dirk: 12 });
    // New contract words: the old flags stay when they fit, else only the given ones count.
    expect((await t.edit('1', 'samen 9')).text).toBe('Bert + Dirk samen 9: 8 tricks (verzaakt door Cis)');
    expect((await t.edit('1', 'pas')).text).toBe('pass (redeal) (verzaakt door Cis)');
    await t.edit('1', 'samen 8 --by Bert,Dirk --tricks 8', { note: '' });
    expect((await t.sheet()).deals[0].note).toBeUndefined();
    // undo takes the correction (the last row), redo puts it back; record ends redo.
    expect((await t.undo()).removed).toMatchObject({ correction: 1 });
    // samen 8 with 8 tricks: 7 each; plus the correction.
    expect((await t.redo()).totals).toEqual({ Ann: -15, Bert: 12, Cis: 5, Dirk: 12 });
    expect((await t.undo()).removed).toMatchObject({ correction: 1 });
    expect((await t.undo()).removed).toMatchObject({ number: 1 });
    expect((await t.redo()).restored).toMatchObject({ number: 1 });
    expect((await t.redo()).restored).toMatchObject({ correction: 1 });
    await t.undo();
    await t.record('pas');
    await expect(t.redo()).rejects.toThrow(/Nothing to redo/);
    expect((await t.sheet()).totals).toEqual({ Ann: 0, Bert: 7, Cis: 0, Dirk: 7 });
    // A correction is edited like a deal: c1.
    await t.correct('Ann=-2,Bert=2', { reason: 'x' });
    expect(await t.edit('c1', '', { reason: 'te laat' })).toMatchObject({
      reason: 'te laat',
      scores: { Ann: -2, Bert: 2, Cis: 0, Dirk: 0 },
    });
    expect((await t.edit('c1', 'Ann=-4,Bert=4')).totals).toEqual({ Ann: -4, Bert: 11, Cis: 0, Dirk: 7 });
    await expect(t.edit('c2', 'Ann=1')).rejects.toThrow(/There is no correction c2/);
  });

  test('dealer, rename, set, seats, reopen', async () => {
    const t = runAmendTest(fresh());
    await t.new('kleurenwiezen', { rules: 'cardgames', set: ['deals=4'] });
    expect((await t.dealer('Cis')).nextDealer).toBe('Cis');
    // vragen made with 8 tricks: v = 2, declarers +2 each, opponents -2 each.
    await t.record('vragen --by Ann,Bert --tricks 8');
    expect((await t.sheet()).nextDealer).toBe('Dirk');
    expect((await t.dealer('Bert')).nextDealer).toBe('Bert');
    const ren = await t.rename('Ann', 'Anna');
    expect(ren.renamed).toEqual({ from: 'Ann', to: 'Anna' });
    expect(ren.sheet.totals).toEqual({ Anna: 2, Bert: 2, Cis: -2, Dirk: -2 });
    expect(ren.sheet.deals[0].input.by).toEqual(['Anna', 'Bert']);
    // overtricks on: 8 tricks is exactly the target, so nothing changes.
    expect((await t.set(['overtricks=on'])).changed).toEqual([{ key: 'overtricks', from: 'off', to: 'on' }]);
    await expect(t.correct('Anna=-5,Bert=3', { reason: 'x' })).rejects.toThrow(/sums to -2, not 0/);
    await expect(t.seats('Bert', 'Cis')).rejects.toThrow(/before the first deal/);
    await t.finish();
    await expect(t.undo()).rejects.toThrow(/tafel reopen/);
    await expect(t.record('vragen --by Anna,Bert --tricks 8')).rejects.toThrow(/tafel reopen/);
    await t.reopen();
    expect((await t.undo()).removed.number).toBe(1);
    await expect(t.reopen()).rejects.toThrow(/not closed/);
  });
});
