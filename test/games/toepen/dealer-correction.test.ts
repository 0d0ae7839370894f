import { describe, expect, test } from '@jest/globals';
import { tafel, tafelJson, tempHomes } from '../../helpers/cli.js';

// A correction that puts a player out (Toepen: a player who is out never deals): the deal passes on as a round that
// put him out passes it, and the sheet after the correction is its rows recorded afresh. Rows and totals by hand.
const homes = tempHomes();
const now = new Date(2026, 11, 6, 20, 0);
const run = (home: string, args: string[]) => tafel(home, args, { now });
const json = <T>(home: string, args: string[]) => tafelJson<T>(home, args, { now });
const P = 'Ann,Bert,Cis,Dirk';
interface Sheet {
  deals: { dealer: string }[];
  totals: Record<string, number>;
  nextDealer: string;
  outOfGame?: string[];
}

describe('a correction that puts the next dealer out', () => {
  test('the next player still in deals, in English and Dutch; undo of the correction gives the deal back', async () => {
    const home = homes();
    await run(home, ['new', 'toepen', '--players', P]);
    // Round 1: Bert wins, Ann, Cis and Dirk +1; Bert deals round 2. Bert +12: out.
    await run(home, ['record', '--winner', 'Bert']);
    const c = await run(home, ['correct', 'Bert=12', '--reason', 'x']);
    expect(c.code).toBe(0);
    expect(c.stdout).toContain('\nNext to deal: Cis (*), Dirk leads (>) · lowest wins\n');
    const nl = await run(home, ['--lang', 'nl', 'sheet']);
    expect(nl.stdout).toContain('\nVolgende gever: Cis (*), Dirk komt uit (>) · laagste wint\n');
    const v = await json<Sheet>(home, ['sheet']);
    expect([v.outOfGame, v.nextDealer]).toEqual([['Bert'], 'Cis']);
    // Nobody named a dealer: Cis deals round 2 (she wins it: Ann and Dirk +1, Bert dood).
    const r = await run(home, ['--lang', 'nl', 'record', '--winner', 'Cis']);
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toContain('│ 2 │ Cis   │ Cis wint │  +1 │ dood │    0 │    +1 │\n');
    const after = await json<Sheet>(home, ['sheet']);
    expect(after.deals.map((d) => d.dealer)).toEqual(['Ann', 'Cis']);
    expect(after.totals).toEqual({ Ann: 2, Bert: 12, Cis: 1, Dirk: 2 });
    expect(after.nextDealer).toBe('Cis');
    // Round 2 off, then the correction: Bert is in again and deals round 2.
    expect((await run(home, ['undo'])).code).toBe(0);
    expect((await json<Sheet>(home, ['sheet'])).nextDealer).toBe('Cis');
    expect((await run(home, ['undo'])).code).toBe(0);
    const back = await json<Sheet>(home, ['sheet']);
    expect([back.outOfGame, back.nextDealer]).toEqual([undefined, 'Bert']);
  });

  test('dealer=left and dealer=highest pass the deal on as after a round', async () => {
    const left = homes();
    await run(left, ['new', 'toepen', '--players', P, '--set', 'dealer=left']);
    await run(left, ['record', '--winner', 'Ann']);
    await run(left, ['correct', 'Bert=12', '--reason', 'x']);
    expect((await json<Sheet>(left, ['sheet'])).nextDealer).toBe('Cis');
    // Highest: after round 1 Ann, Cis and Dirk have 1, Cis the first of them after Ann. Cis +12 out: of Ann and Dirk
    // (1) Dirk is the first after her.
    const high = homes();
    await run(high, ['new', 'toepen', '--players', P, '--set', 'dealer=highest']);
    await run(high, ['record', '--winner', 'Bert']);
    expect((await json<Sheet>(high, ['sheet'])).nextDealer).toBe('Cis');
    await run(high, ['correct', 'Cis=12', '--reason', 'x']);
    expect((await json<Sheet>(high, ['sheet'])).nextDealer).toBe('Dirk');
    expect((await run(high, ['record', '--winner', 'Ann'])).code).toBe(0);
    expect((await json<Sheet>(high, ['sheet'])).deals.map((d) => d.dealer)).toEqual(['Ann', 'Dirk']);
  });
});
