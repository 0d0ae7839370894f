import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { tafel, tafelJson, tempHomes } from '../../helpers/cli.js';

// Through the BUILT bundle, run in process as the binary runs it (test/helpers/cli.ts).
const home = tempHomes();

describe('a five-player whisthub evening through the bundle (kleurenwiezen-tables.md §3.5)', () => {
  test('text, --json, and a refusal that writes nothing', async () => {
    const h = home();
    const id = (
      await tafelJson(h, ['new', 'kleurenwiezen', '--rules', 'whisthub', '--players', 'Ann,Bert,Cis,Dirk,Eva'])
    ).id;
    for (const line of [
      'samen 8 --by Bert,Cis --tricks 10',
      'pas',
      'alleen 6 --by Ann --tricks 8',
      'troel --by Dirk,Eva --tricks 7',
    ]) {
      expect((await tafel(h, ['record', ...line.split(' ')])).code).toBe(0);
    }
    const last = await tafelJson(h, ['record', 'open-miserie', '--by', 'Ann', '--tricks', '0']);
    expect(last.sittingOut).toEqual(['Dirk']);
    // Ann 36 + 16 + 72; Bert 14 + 16 - 24; Cis 14 - 12 - 24; Dirk -14 - 12 - 16; Eva -14 - 12 - 16 - 24
    expect(last.totals).toEqual({ Ann: 124, Bert: 6, Cis: -22, Dirk: -42, Eva: -66 });

    const file = path.join(h, 'sheets', `${id}.json`);
    const before = fs.readFileSync(file, 'utf8');
    const r = await tafel(h, ['record', 'samen', '8', '--by', 'Eva,Ann', '--tricks', '8']);
    expect(r.code).toBe(1);
    expect(r.stderr.trim()).toBe(
      'tafel: Eva deals deal 6 and sits out; the players are Ann, Bert, Cis, Dirk. Eva cannot be named in it.',
    );
    expect(fs.readFileSync(file, 'utf8')).toBe(before);

    const sheet = await tafelJson(h, ['sheet']);
    expect(sheet.deals.map((d: { sittingOut: string[] }) => d.sittingOut)).toEqual([
      ['Ann'],
      ['Bert'],
      ['Bert'],
      ['Cis'],
      ['Dirk'],
    ]);
    expect(sheet.deals[2].multiplier).toBe(2);
    expect(sheet.nextDealer).toBe('Eva');
    expect(sheet.nextSittingOut).toEqual(['Eva']);

    const text = (await tafel(h, ['sheet', '--no-color', '--lang', 'nl'])).stdout;
    expect(text).toMatch(/│ 3 │ Bert +│ Ann alleen 6: 8 slagen ×2 +│ +\+36 │ +- │ +-12 │/);
    expect(text).toContain('Volgende gever: Eva (*, zit stil), Ann komt uit (>)');
  });
});

describe('a six-player lodige evening through the bundle', () => {
  test('the dealer and the player opposite sit out', async () => {
    const h = home();
    await tafelJson(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk,Eva,Fien']);
    // Ann and Dirk sit out: samen 8 lost by one, 7 + 3 = 10; the active opponents Cis and Fien get 10.
    const one = await tafelJson(h, ['record', 'samen', '8', '--by', 'Bert,Eva', '--tricks', '7']);
    expect(one.scores).toEqual({ Ann: 0, Bert: -10, Cis: 10, Dirk: 0, Eva: -10, Fien: 10 });
    expect(one.sittingOut).toEqual(['Ann', 'Dirk']);
    const r = await tafel(h, ['sheet', '--no-color']);
    expect(r.stdout).toContain('Next to deal: Bert (*, sits out with Eva), Cis leads (>)');
    expect(r.stdout).toMatch(/│ 1 │ Ann +│ Bert \+ Eva samen 8: 7 tricks +│ +- │ +-10 │ +\+10 │ +- │ +-10 │ +\+10 │/);
  });
});
