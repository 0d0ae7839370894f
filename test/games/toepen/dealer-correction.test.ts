import { describe, expect, test } from '@jest/globals';
import { snapshot, tafel, tafelJson, tempHomes } from '../../helpers/cli.js';

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

// The reviewer's sheet: round 1 won by Bert, c1 after it, round 2 won by Cis; `edit c1 Bert=12` puts Bert out after
// round 1 (Ann, Cis and Dirk +1 there, +1 again in round 2: 2; Bert 12; Cis 1).
async function sheetWithC1(home: string, dealer: string[] = []): Promise<void> {
  await run(home, ['new', 'toepen', '--players', P]);
  await run(home, ['record', '--winner', 'Bert']);
  await run(home, ['correct', 'Ann=1', '--reason', 'x']);
  await run(home, ['record', '--winner', 'Cis', ...dealer]);
}
interface Rows extends Sheet {
  corrections: { scores: Record<string, number> }[];
}
const rowsOf = (v: Rows) => ({
  dealers: v.deals.map((d) => d.dealer),
  corrections: v.corrections.map((c) => c.scores),
  totals: v.totals,
  nextDealer: v.nextDealer,
  outOfGame: v.outOfGame,
});

describe('edit c<n> that puts a later dealer out', () => {
  test('by the rotation: the rows as recorded afresh, Cis dealing round 2; undo as on that sheet', async () => {
    const home = homes();
    await sheetWithC1(home);
    const e = await run(home, ['edit', 'c1', 'Bert=12']);
    expect([e.code, e.stderr]).toEqual([0, '']);
    expect(e.stdout).toContain(
      [
        '│  1 │ Ann    │ Bert wins     │  +1 │    0 │   +1 │    +1 │',
        '│ c1 │        │ correction: x │   0 │  +12 │    0 │     0 │',
        '│  2 │ Cis    │ Cis wins      │  +1 │ dood │    0 │    +1 │',
      ].join('\n'),
    );
    expect(e.stdout).toContain('│    │        │ total         │  +2 │  +12 │   +1 │    +2 │\n');
    const nl = await run(home, ['--lang', 'nl', 'sheet']);
    expect(nl.stdout).toContain('│  2 │ Cis   │ Cis wint     │  +1 │ dood │    0 │    +1 │\n');
    const afresh = homes();
    await run(afresh, ['new', 'toepen', '--players', P]);
    await run(afresh, ['record', '--winner', 'Bert']);
    await run(afresh, ['correct', 'Bert=12', '--reason', 'x']);
    await run(afresh, ['record', '--winner', 'Cis']);
    const edited = rowsOf(await json<Rows>(home, ['sheet']));
    expect(edited).toEqual({
      dealers: ['Ann', 'Cis'],
      corrections: [{ Ann: 0, Bert: 12, Cis: 0, Dirk: 0 }],
      totals: { Ann: 2, Bert: 12, Cis: 1, Dirk: 2 },
      nextDealer: 'Cis',
      outOfGame: ['Bert'],
    });
    expect(rowsOf(await json<Rows>(afresh, ['sheet']))).toEqual(edited);
    // Round 2 off, then the correction: Bert in again, dealing round 2, on both sheets alike.
    for (const h of [home, afresh]) for (let i = 0; i < 2; i++) expect((await run(h, ['undo'])).code).toBe(0);
    const undone = rowsOf(await json<Rows>(home, ['sheet']));
    expect(undone).toEqual({
      dealers: ['Ann'],
      corrections: [],
      totals: { Ann: 1, Bert: 0, Cis: 1, Dirk: 1 },
      nextDealer: 'Bert',
      outOfGame: undefined,
    });
    expect(rowsOf(await json<Rows>(afresh, ['sheet']))).toEqual(undone);
  });

  test('round 2 dealt by Bert as named (--dealer Bert): refused in one line, nothing written, en and nl', async () => {
    const home = homes();
    await sheetWithC1(home, ['--dealer', 'Bert']);
    const before = snapshot(home);
    const en = await run(home, ['edit', 'c1', 'Bert=12']);
    expect([en.code, en.stdout, en.stderr]).toEqual([
      1,
      '',
      'tafel: With correction c1 changed so, Bert would be out of the game before round 2, which he is named to ' +
        'deal: a player who is out deals no more. Nothing was changed; name another dealer first: ' +
        "'tafel edit 2 --dealer Cis'.\n",
    ]);
    const nl = await run(home, ['--lang', 'nl', 'edit', 'c1', 'Bert=12']);
    expect([nl.code, nl.stdout, nl.stderr]).toEqual([
      1,
      '',
      'tafel: Met correctie c1 zo gewijzigd zou Bert af zijn vóór ronde 2, die hij als gever kreeg: wie af is, geeft ' +
        "niet meer. Er werd niets veranderd; noem eerst een andere gever: 'tafel edit 2 --dealer Cis'.\n",
    ]);
    expect(snapshot(home)).toEqual(before);
    // The way on as said: Cis deals round 2, then the edit stands, as the rows recorded afresh.
    expect((await run(home, ['edit', '2', '--dealer', 'Cis'])).code).toBe(0);
    expect((await run(home, ['edit', 'c1', 'Bert=12'])).code).toBe(0);
    const v = await json<Rows>(home, ['sheet']);
    expect([v.deals.map((d) => d.dealer), v.totals]).toEqual([['Ann', 'Cis'], { Ann: 2, Bert: 12, Cis: 1, Dirk: 2 }]);
  });

  test('a correction that puts out the player named to deal next is refused', async () => {
    const home = homes();
    await run(home, ['new', 'toepen', '--players', P]);
    await run(home, ['record', '--winner', 'Ann']);
    expect((await run(home, ['dealer', 'Bert'])).code).toBe(0);
    const before = snapshot(home);
    const c = await run(home, ['correct', 'Bert=12', '--reason', 'x']);
    expect([c.code, c.stderr]).toEqual([
      1,
      'tafel: With this correction, Bert would be out of the game before round 2, which he is named to deal: a ' +
        "player who is out deals no more. Nothing was changed; name another dealer first: 'tafel dealer Cis'.\n",
    ]);
    const nl = await run(home, ['--lang', 'nl', 'correct', 'Bert=12', '--reason', 'x']);
    expect(nl.stderr).toBe(
      'tafel: Met deze correctie zou Bert af zijn vóór ronde 2, die hij als gever kreeg: wie af is, geeft niet meer. ' +
        "Er werd niets veranderd; noem eerst een andere gever: 'tafel dealer Cis'.\n",
    );
    expect(snapshot(home)).toEqual(before);
  });

  test('a round edited that puts out the player named to deal the next round is refused', async () => {
    // limit=3: round 1 at stake 3 (toep Ann, Bert), Cis and Dirk passed on toep 1: Bert +3, out before round 2.
    const three = homes();
    await run(three, ['new', 'toepen', '--players', P, '--set', 'limit=3']);
    await run(three, ['record', '--winner', 'Ann']);
    await run(three, ['record', '--winner', 'Ann', '--dealer', 'Bert']);
    const kept = snapshot(three);
    const e = await run(three, ['edit', '1', '--toeps', 'Ann,Bert', '--passed', 'Cis=1,Dirk=1']);
    expect([e.code, e.stderr]).toEqual([
      1,
      'tafel: With round 1 changed so, Bert would be out of the game before round 2, which he is named to deal: a ' +
        'player who is out deals no more. Nothing was changed; name another dealer first: ' +
        "'tafel edit 2 --dealer Cis'.\n",
    ]);
    expect(snapshot(three)).toEqual(kept);
  });
});

describe('tafel set that puts out the player named to deal next', () => {
  test('refused in one line, nothing written, en and nl; with another dealer named the limit is set', async () => {
    // limit=5; rounds 1 and 2 won by Ann at stake 2 (toep Ann), Bert passed (1): Ann 0, Bert 2, Cis 4, Dirk 4. Cis is
    // named to deal round 3; limit=4 puts Cis and Dirk out before it, and Ann is the next still in after Cis.
    const home = homes();
    await run(home, ['new', 'toepen', '--players', P, '--set', 'limit=5']);
    for (let i = 0; i < 2; i++) await run(home, ['record', '--winner', 'Ann', '--toeps', 'Ann', '--passed', 'Bert=1']);
    expect((await run(home, ['dealer', 'Cis'])).code).toBe(0);
    const before = snapshot(home);
    const en = await run(home, ['set', 'limit=4']);
    expect([en.code, en.stdout, en.stderr]).toEqual([
      1,
      '',
      'tafel: With limit=4, Cis would be out of the game before round 3, which he is named to deal: a player who is ' +
        "out deals no more. Nothing was changed; name another dealer first: 'tafel dealer Ann'.\n",
    ]);
    const nl = await run(home, ['--lang', 'nl', 'set', 'limit=4']);
    expect([nl.code, nl.stderr]).toEqual([
      1,
      'tafel: Met limit=4 zou Cis af zijn vóór ronde 3, die hij als gever kreeg: wie af is, geeft niet meer. Er werd ' +
        "niets veranderd; noem eerst een andere gever: 'tafel dealer Ann'.\n",
    ]);
    expect(snapshot(home)).toEqual(before);
    expect((await run(home, ['dealer', 'Ann'])).code).toBe(0);
    expect((await run(home, ['set', 'limit=4'])).code).toBe(0);
    const v = await json<Sheet>(home, ['sheet']);
    expect([v.totals, v.outOfGame, v.nextDealer]).toEqual([
      { Ann: 0, Bert: 2, Cis: 4, Dirk: 4 },
      ['Cis', 'Dirk'],
      'Ann',
    ]);
  });

  test('an undo and redo put out the player named to deal next: record says so, naming who deals instead', async () => {
    // Round 1: Ann wins, Bert, Cis and Dirk +1. The correction Cis +12 (13: out), undone; Cis named to deal round 2;
    // the redo puts the correction back (an undo or redo is never refused). Dirk is the next still in after Cis.
    const home = homes();
    await run(home, ['new', 'toepen', '--players', P]);
    await run(home, ['record', '--winner', 'Ann']);
    await run(home, ['correct', 'Cis=12', '--reason', 'x']);
    await run(home, ['undo']);
    expect((await run(home, ['dealer', 'Cis'])).code).toBe(0);
    expect((await run(home, ['redo'])).code).toBe(0);
    const before = snapshot(home);
    // Until 2026-12-07 "Cis is out of the game and deals no more: name a player who is still in", and no way how.
    const en = await run(home, ['record', '--winner', 'Ann']);
    expect([en.code, en.stdout, en.stderr]).toEqual([
      1,
      '',
      'tafel: Cis is named to deal round 2, but is out of the game and deals no more. Nothing was recorded; name ' +
        "another dealer first: 'tafel dealer Dirk'.\n",
    ]);
    const nl = await run(home, ['--lang', 'nl', 'record', '--winner', 'Ann']);
    expect([nl.code, nl.stderr]).toEqual([
      1,
      'tafel: Cis kreeg ronde 2 als gever, maar is af en geeft niet meer. Er werd niets genoteerd; noem eerst een ' +
        "andere gever: 'tafel dealer Dirk'.\n",
    ]);
    expect(snapshot(home)).toEqual(before);
    expect((await run(home, ['dealer', 'Dirk'])).code).toBe(0);
    expect((await run(home, ['record', '--winner', 'Ann'])).code).toBe(0);
    expect((await json<Sheet>(home, ['sheet'])).deals.map((d) => d.dealer)).toEqual(['Ann', 'Dirk']);
  });
});
