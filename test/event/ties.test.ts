import { describe, expect, test } from '@jest/globals';
import { tafel, tafelJson, tempHomes } from '../helpers/cli.js';

/*
 * The tie-breaks of an event's standings (docs/rules-notes.md): `last-round` and `countback` compare the rounds all of
 * the tied have played, so a round one of them did not play (absent or a bye under `none`, withdrawn, not played yet)
 * decides nothing between them.
 */

const home = tempHomes();
const ok = async (h: string, args: string[]) => {
  const r = await tafel(h, args);
  expect({ args, code: r.code, stderr: r.stderr }).toEqual({ args, code: 0, stderr: '' });
  return r.stdout;
};
const correct = (h: string, sheet: string, scores: string) =>
  ok(h, ['correct', '--sheet', sheet, scores, '--reason', 'x']);

interface Row {
  place: number | null;
  name: string;
  rounds: { score: number | null }[];
  average: number | null;
  tie?: { decidedBy: string | null };
}
/** Each entrant as place, name, round scores, average and the tie-break that put him above the next. */
const rows = async (h: string) =>
  ((await tafelJson(h, ['event', 'standings'])).standings as Row[]).map((x) => [
    x.place,
    x.name,
    x.rounds.map((r) => r.score),
    x.average,
    x.tie?.decidedBy ?? null,
  ]);

describe('last-round and countback pass over a round one of the tied did not play (bye or absence under none)', () => {
  /** Eight at Kleurenwiezen ranked by average, byes and absences scoring nothing; Dirk absent in round 2. */
  async function evening(): Promise<string> {
    const h = home();
    await ok(h, [
      ...['event', 'new', 'kleurenwiezen', '--rules', 'whisthub', '--id', 'ta'],
      ...['--entrants', 'Ann,Bert,Cis,Dirk,Eva,Fien,Gert,Hans', '--rounds', '2', '--seed', '1'],
      ...['--ranking', 'average', '--bye', 'none', '--absent', 'none'],
    ]);
    // Round 1: Bert, Gert, Hans, Cis at table 1; Ann, Fien, Eva, Dirk at table 2.
    await ok(h, ['event', 'draw']);
    await correct(h, 'ta-r1-t1', 'Bert=20,Gert=-20,Hans=30,Cis=-30');
    await correct(h, 'ta-r1-t2', 'Ann=5,Fien=0,Eva=0,Dirk=-5');
    // Round 2: Ann, Cis, Bert, Eva at the one table; Fien, Gert and Hans the bye (none), Dirk absent (none).
    await ok(h, ['event', 'draw', '--force', '--absent', 'Dirk']);
    await correct(h, 'ta-r2-t1', 'Ann=-15,Cis=-5,Bert=40,Eva=-20');
    return h;
  }

  // Averages by hand: Hans 30 / 1 and Bert (20 + 40) / 2 = 30; Fien 0 / 1; Ann (5 - 15) / 2 = -5 and Dirk -5 / 1;
  // Eva (0 - 20) / 2 = -10; Cis (-30 - 5) / 2 = -17.5; Gert -20 / 1. The only round both of Hans and Bert played is
  // round 1 (30 against 20), and of Ann and Dirk too (5 against -5): Hans above Bert, Ann above Dirk. Until
  // 2026-12-08 the round Hans had the bye and Dirk was absent counted as their 0 in it: Bert's 40 and Ann's -15
  // against it put Bert first and Dirk 4th.
  const expected = (key: string) => [
    [1, 'Hans', [30, null], 30, key],
    [2, 'Bert', [20, 40], 30, null],
    [3, 'Fien', [0, null], 0, null],
    [4, 'Ann', [5, -15], -5, key],
    [5, 'Dirk', [-5, null], -5, null],
    [6, 'Eva', [0, -20], -10, null],
    [7, 'Cis', [-30, -5], -17.5, null],
    [8, 'Gert', [-20, null], -20, null],
  ];

  test('last-round goes by round 1, the last both of them played', async () => {
    const h = await evening();
    expect(await rows(h)).toEqual(expected('last-round'));
    const text = (await ok(h, ['event', 'standings'])).split('\n');
    expect(text.filter((l) => /│ (Ann|Dirk) /.test(l))).toEqual([
      '│     4 │  1 │ Ann  │   5 │    -15 │   -10 │   -5.00 │    1 │ with Dirk: last round │       │',
      '│     5 │  4 │ Dirk │  -5 │ absent │    -5 │   -5.00 │    0 │                       │       │',
    ]);
  });

  test('countback goes by the rounds both of them played, the last first', async () => {
    const h = await evening();
    await ok(h, ['event', 'set', 'tie-breaks=countback,name']);
    expect(await rows(h)).toEqual(expected('countback'));
  });
});

describe('no tie note while nobody is placed', () => {
  test("a scorer's device with one table of two imported places nobody and notes no tie", async () => {
    const org = home();
    const scorer = home();
    await ok(org, [
      ...['event', 'new', 'kleurenwiezen', '--rules', 'whisthub', '--id', 'tb'],
      ...['--entrants', 'Ann,Bert,Cis,Dirk,Eva,Fien,Gert,Hans', '--rounds', '2', '--seed', '1'],
    ]);
    // Round 1: Bert, Gert, Hans, Cis at table 1; Ann, Fien, Eva, Dirk at table 2, which nobody has played yet.
    await ok(org, ['event', 'draw']);
    await correct(org, 'tb-r1-t1', 'Bert=20,Gert=-20,Hans=20,Cis=-20');
    const file = `${home()}/t1.json`;
    await ok(org, ['event', 'export', '--format', 'json', '--table', '1', '--out', file]);
    await ok(scorer, ['event', 'import', file]);
    // On the organiser's device every table is there: Bert and Hans 20 each, parted by name, Cis and Gert -20 too.
    expect((await rows(org)).slice(0, 4)).toEqual([
      [1, 'Bert', [20], 20, 'name'],
      [2, 'Hans', [20], 20, null],
      [3, 'Cis', [-20], -20, 'name'],
      [4, 'Gert', [-20], -20, null],
    ]);
    // On the scorer's, table 2 is not: nobody has a place, so no tie was decided (until 2026-12-08 "with Hans: by
    // name" and "with Gert: by name" beside places `-`).
    const standings = (await tafelJson(scorer, ['event', 'standings'])).standings as Row[];
    expect(standings.map((x) => [x.place, x.name, 'tie' in x])).toEqual([
      [null, 'Bert', false],
      [null, 'Hans', false],
      [null, 'Cis', false],
      [null, 'Gert', false],
      [null, 'Ann', false],
      [null, 'Dirk', false],
      [null, 'Eva', false],
      [null, 'Fien', false],
    ]);
    const text = await ok(scorer, ['event', 'standings']);
    expect(text).toContain('Not on this device (no places until they are imported): tb-r1-t2');
    expect(text).not.toMatch(/with|by name/);
    const nl = await ok(scorer, ['--lang', 'nl', 'toernooi', 'stand']);
    expect(nl).not.toMatch(/met |op naam/);
  });
});
