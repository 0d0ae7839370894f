import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { tafel, tafelJson, tempHomes } from '../helpers/cli.js';
import { eventData } from '../helpers/event.js';
import { standings } from '../../src/event/standings.js';
import { tableSheetId, type Draw, type EventData, type Ranking } from '../../src/store/events/data.js';

/* A withdrawn entrant's prize goes to the next in line; a withdrawal counts from its round on (docs/rules-notes.md). */

const home = tempHomes();
const ok = async (h: string, args: string[]) => {
  const r = await tafel(h, args);
  if (r.code !== 0) throw new Error(`tafel ${args.join(' ')} exited ${r.code}: ${r.stderr}`);
  return r;
};
interface Row {
  place: number | null;
  name: string;
  total: number;
  prize: boolean;
  poedel: boolean;
  withdrawn: boolean;
}
const rows = async (h: string, args: string[] = []) =>
  ((await tafelJson(h, ['event', 'standings', ...args])).standings as Row[]).map((x) => [
    x.place,
    x.name,
    x.total,
    [x.prize && 'prize', x.poedel && 'poedel', x.withdrawn && 'withdrawn'].filter(Boolean).join(' '),
  ]);

describe('prizes and withdrawals', () => {
  const table = async (h: string, n: string, scores: string) => {
    await ok(h, ['event', 'table', n]);
    await ok(h, ['correct', scores, '--reason', 'boom']);
    await ok(h, ['finish']);
  };
  /** Round 1 of the evening of the report, 2 prizes and the poedel: Ann and Eva 3000 each, Ann first by name. */
  async function roundOne(...more: string[]): Promise<string> {
    const h = home();
    await ok(h, [
      'event',
      'new',
      'klaverjassen',
      '--id',
      'pz',
      '--entrants',
      'Ann,Bert,Cis,Dirk,Eva,Fien,Gert,Hilde',
      '--rounds',
      '2',
      '--seed',
      '1',
      '--prizes',
      '2',
      '--poedel',
      ...more,
    ]);
    // Round 1: Bert & Hilde v Gert & Cis, Ann & Eva v Fien & Dirk.
    await ok(h, ['event', 'draw']);
    await table(h, '1', 'Bert=1300,Gert=1200');
    await table(h, '2', 'Ann=3000,Fien=1000');
    return h;
  }

  /** The evening of the report: Ann, second, withdraws after round 1 of 2. */
  async function evening(...more: string[]): Promise<string> {
    const h = await roundOne(...more);
    await ok(h, ['event', 'withdraw', 'Ann']);
    // Round 2: Bert & Cis v Dirk & Eva; Fien, Gert and Hilde have the bye (Klaverjassen's 1600).
    await ok(h, ['event', 'draw']);
    await table(h, '1', 'Bert=1000,Dirk=1100');
    return h;
  }

  test('the prize of a withdrawn entrant goes to the next in line: Hilde, third, takes the second', async () => {
    const h = await evening();
    // Eva 3000 + 1100, Ann 3000 and no round 2, Hilde 1300 + 1600, Gert 1200 + 1600, Fien 1000 + 1600,
    // Bert 1300 + 1000, Cis 1200 + 1000, Dirk 1000 + 1100.
    expect(await rows(h)).toEqual([
      [1, 'Eva', 4100, 'prize'],
      [2, 'Ann', 3000, 'withdrawn'],
      [3, 'Hilde', 2900, 'prize'],
      [4, 'Gert', 2800, ''],
      [5, 'Fien', 2600, ''],
      [6, 'Bert', 2300, ''],
      [7, 'Cis', 2200, ''],
      [8, 'Dirk', 2100, 'poedel'],
    ]);
    const marks = (text: string) => text.split('\n').filter((l) => /Eva|Ann|Hilde/.test(l));
    expect(marks((await ok(h, ['event', 'standings'])).stdout)).toEqual([
      '│     1 │  5 │ Eva   │ 3000 │       1100 │  4100 │    2 │     │ prize     │',
      '│     2 │  1 │ Ann   │ 3000 │  withdrawn │  3000 │    1 │     │ withdrawn │',
      '│     3 │  8 │ Hilde │ 1300 │ 1600 (bye) │  2900 │    2 │     │ prize     │',
    ]);
    expect(marks((await ok(h, ['--lang', 'nl', 'toernooi', 'stand'])).stdout)).toEqual([
      '│      1 │  5 │ Eva   │ 3000 │           1100 │   4100 │        2 │        │ prijs          │',
      '│      2 │  1 │ Ann   │ 3000 │ teruggetrokken │   3000 │        1 │        │ teruggetrokken │',
      '│      3 │  8 │ Hilde │ 1300 │    1600 (stil) │   2900 │        2 │        │ prijs          │',
    ]);
  });

  test('the prize passes on as soon as Ann withdraws, before the round she misses is drawn', async () => {
    const h = await roundOne();
    await ok(h, ['event', 'withdraw', 'Ann']);
    // Eva and Ann 3000, Bert and Hilde 1300, Cis and Gert 1200, Dirk and Fien 1000, each pair parted by name.
    const now = [
      [1, 'Ann', 3000, 'withdrawn'],
      [2, 'Eva', 3000, 'prize'],
      [3, 'Bert', 1300, 'prize'],
      [4, 'Hilde', 1300, ''],
      [5, 'Cis', 1200, ''],
      [6, 'Gert', 1200, ''],
      [7, 'Dirk', 1000, ''],
      [8, 'Fien', 1000, 'poedel'],
    ];
    expect(await rows(h)).toEqual(now);
    // Round 1 is the last drawn: the standings after it are these.
    expect(await rows(h, ['--after-round', '1'])).toEqual(now);
    const marks = (text: string) => text.split('\n').filter((l) => /Ann|Bert/.test(l));
    expect(marks((await ok(h, ['event', 'standings'])).stdout)).toEqual([
      '│     1 │  1 │ Ann   │ 3000 │  3000 │    1 │ with Eva: by name   │ withdrawn │',
      '│     3 │  2 │ Bert  │ 1300 │  1300 │    1 │ with Hilde: by name │ prize     │',
    ]);
    expect(marks((await ok(h, ['--lang', 'nl', 'toernooi', 'stand'])).stdout)).toEqual([
      '│      1 │  1 │ Ann   │ 3000 │   3000 │        1 │ met Eva: op naam   │ teruggetrokken │',
      '│      3 │  2 │ Bert  │ 1300 │   1300 │        1 │ met Hilde: op naam │ prijs          │',
    ]);
    // With the rounds cut back to the one drawn she misses no round: she keeps her place and her prize.
    await ok(h, ['event', 'set', 'rounds=1']);
    expect((await rows(h)).slice(0, 3)).toEqual([
      [1, 'Ann', 3000, 'prize'],
      [2, 'Eva', 3000, 'prize'],
      [3, 'Bert', 1300, ''],
    ]);
  });

  // Until 2026-12-07 she dropped to last at once, in the standings after the round she had played.
  test('ranked by average, Ann keeps her place on withdrawing; once she misses round 2 she ranks last', async () => {
    const h = await roundOne('--ranking', 'average');
    await ok(h, ['event', 'withdraw', 'Ann']);
    expect((await rows(h)).slice(0, 3)).toEqual([
      [1, 'Ann', 3000, 'withdrawn'],
      [2, 'Eva', 3000, 'prize'],
      [3, 'Bert', 1300, 'prize'],
    ]);
    await ok(h, ['event', 'draw']);
    await table(h, '1', 'Bert=1000,Dirk=1100');
    // Eva (3000 + 1100) / 2, Hilde (1300 + 1600) / 2, ...: Ann's one round is no average of two.
    expect((await rows(h)).map((r) => r[1])).toEqual(['Eva', 'Hilde', 'Gert', 'Fien', 'Bert', 'Cis', 'Dirk', 'Ann']);
    expect((await rows(h, ['--after-round', '1']))[0]).toEqual([1, 'Ann', 3000, 'prize']);
  });

  test('where the lowest total wins, a withdrawn entrant keeps his place until he misses a round', async () => {
    const h = home();
    await ok(h, ['event', 'new', 'jokeren', '--id', 'jk', '--entrants', 'Ann,Bert,Cis,Dirk,Eva,Fien,Gert,Hans']);
    await ok(h, ['event', 'set', 'deals=1', 'rounds=2', 'seed=2']);
    await ok(h, ['event', 'draw']);
    await ok(h, ['correct', '--sheet', 'jk-r1-t1', 'Ann=30,Hans=20,Dirk=25,Eva=35', '--reason', 'tel']);
    await ok(h, ['correct', '--sheet', 'jk-r1-t2', 'Bert=22,Cis=28,Fien=24,Gert=26', '--reason', 'tel']);
    for (const t of ['jk-r1-t1', 'jk-r1-t2']) await ok(h, ['finish', t]);
    await ok(h, ['event', 'withdraw', 'Hans']);
    expect((await rows(h)).slice(0, 2)).toEqual([
      [1, 'Hans', 20, 'withdrawn'],
      [2, 'Bert', 22, ''],
    ]);
    // Round 2 drawn and not played yet lifts nobody: he keeps his place (until 2026-12-07 he was last at once).
    await ok(h, ['event', 'draw']);
    expect((await rows(h))[0]).toEqual([1, 'Hans', 20, 'withdrawn']);
    // His missing round 2 would lift him: from a table of it with a score on, he ranks after all others. Ann 30 + 10,
    // Cis 28 + 20, Fien 24 + 25 (Eva, Fien and Gert the bye: (10 + 20 + 30 + 40) / 4), Gert 26 + 25, Bert 22 + 30,
    // Eva 35 + 25, Dirk 25 + 40.
    await ok(h, ['correct', '--sheet', 'jk-r2-t1', 'Ann=10,Cis=20,Bert=30,Dirk=40', '--reason', 'tel']);
    expect((await rows(h)).map((r) => r[1])).toEqual(['Ann', 'Cis', 'Fien', 'Gert', 'Bert', 'Eva', 'Dirk', 'Hans']);
    expect((await rows(h)).at(-1)).toEqual([8, 'Hans', 20, 'withdrawn']);
  });

  test('once round 2 is drawn, the standings after round 1 leave out a withdrawal from round 2', async () => {
    const h = await evening();
    // Ann and Eva 3000 each, Ann first by the tie-break name; Dirk and Fien 1000, Fien last by name.
    expect(await rows(h, ['--after-round', '1'])).toEqual([
      [1, 'Ann', 3000, 'prize'],
      [2, 'Eva', 3000, 'prize'],
      [3, 'Bert', 1300, ''],
      [4, 'Hilde', 1300, ''],
      [5, 'Cis', 1200, ''],
      [6, 'Gert', 1200, ''],
      [7, 'Dirk', 1000, ''],
      [8, 'Fien', 1000, 'poedel'],
    ]);
  });
});

/** An individual event of `n` entrants over `rounds` rounds: the entrants still in seated by fours in number order. */
function eventOf(n: number, rounds: number, gone: (number | null)[], prizes: number, ranking: Ranking): EventData {
  const withdrawals = gone.flatMap((from, i) => (from === null ? [] : [{ no: i + 1, fromRound: from }]));
  const draws: Draw[] = Array.from({ length: rounds }, (_, i) => {
    const round = i + 1;
    const playing = Array.from({ length: n }, (_, k) => k + 1).filter((no) => (gone[no - 1] ?? Infinity) > round);
    const full = playing.length - (playing.length % 4);
    return {
      round,
      seed: 0,
      algorithm: 1,
      drawnAt: '2026-12-05T18:30:00.000Z',
      absent: [],
      byes: playing.slice(full),
      tables: Array.from({ length: full / 4 }, (_, t) => ({
        table: t + 1,
        sheet: tableSheetId('ev', round, t + 1),
        seats: playing.slice(4 * t, 4 * t + 4),
      })),
    };
  });
  return eventData({
    game: 'kleurenwiezen',
    rules: 'whisthub',
    deals: 8,
    rounds,
    bye: 'fixed:0',
    ranking,
    prizes: String(prizes),
    poedel: true,
    entrants: Array.from({ length: n }, (_, i) => ({ no: i + 1, name: `P${i + 1}` })),
    withdrawals,
    draws,
  });
}

test('every prize goes to the best placed who did not withdraw and played, as long as there are such entrants', () => {
  const cases = fc
    .record({ n: fc.integer({ min: 4, max: 14 }), rounds: fc.integer({ min: 1, max: 4 }) })
    .chain(({ n, rounds }) =>
      fc.record({
        n: fc.constant(n),
        rounds: fc.constant(rounds),
        // Each entrant stays, or withdraws from a round 1..rounds (from round 1: he played nothing).
        gone: fc.array(fc.option(fc.integer({ min: 1, max: rounds }), { nil: null, freq: 2 }), {
          minLength: n,
          maxLength: n,
        }),
        prizes: fc.integer({ min: 1, max: n }),
        ranking: fc.constantFrom<Ranking>('total', 'average', 'wins'),
        // Small scores, so that ties (shared places) happen.
        scores: fc.array(fc.integer({ min: -3, max: 3 }), { minLength: 4 * rounds * 4, maxLength: 4 * rounds * 4 }),
        after: fc.integer({ min: 1, max: rounds }),
      }),
    );
  fc.assert(
    fc.property(cases, (c) => {
      const event = eventOf(c.n, c.rounds, c.gone, c.prizes, c.ranking);
      const results = (sheet: string) => {
        const [, round, table] = /-r(\d+)-t(\d+)$/.exec(sheet)!.map(Number);
        const at = ((round - 1) * 4 + (table - 1)) * 4;
        return { scores: c.scores.slice(at, at + 4), finished: true, deals: 8 };
      };
      const s = standings(event, results, false, c.after).standings;
      if (s.every((x) => x.place === null)) return;
      for (const x of s) {
        // A withdrawal counts in the standings after its round is played, not before.
        const from = c.gone[x.no - 1];
        expect(x.withdrawn).toBe(from !== null && from <= c.after);
      }
      const counting = s.filter((x) => !x.withdrawn && x.roundsPlayed > 0);
      for (const x of s) {
        // The prizes go down the places of those who count: a place with fewer than `prizes` of them above it.
        const above = counting.filter((o) => o.place! < x.place!).length;
        expect(x.prize).toBe(counting.includes(x) && above < c.prizes);
      }
      expect(s.filter((x) => x.prize).length).toBeGreaterThanOrEqual(Math.min(c.prizes, counting.length));
    }),
    { numRuns: 200 },
  );
});
