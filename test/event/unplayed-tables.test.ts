import { describe, expect, test } from '@jest/globals';
import { tafel, tafelJson, tempHomes } from '../helpers/cli.js';

/*
 * A table of a drawn round with nothing counted on it is not played yet for its seats: no score, and the round counts
 * toward nobody's average, total, wins or tie-breaks; one with no round played has no place yet. Until 2026-12-07 such
 * a table scored 0 and its round counted as played (docs/rules-notes.md).
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
  total: number;
  roundsPlayed: number;
  average: number | null;
  wins: number;
  tie?: { decidedBy: string | null };
  prize: boolean;
  poedel: boolean;
}
/** Each entrant as place, name, round scores, total, average (or wins), and the marks. */
const rows = async (h: string, args: string[] = []) =>
  ((await tafelJson(h, ['event', 'standings', ...args])).standings as Row[]).map((x) => [
    x.place,
    x.name,
    x.rounds.map((r) => r.score),
    x.total,
    x.average,
    x.wins,
    [x.tie?.decidedBy, x.prize && 'prize', x.poedel && 'poedel'].filter(Boolean).join(' '),
  ]);

describe('ranked by average (the report): a round drawn and not played yet', () => {
  /** Eleven at Klaverjassen, Karel absent in rounds 1 and 2, Bert withdrawn after 1; round 3 drawn, nothing played. */
  async function evening(): Promise<string> {
    const h = home();
    await ok(h, [
      ...[
        'event',
        'new',
        'klaverjassen',
        '--id',
        'a',
        '--entrants',
        'Ann,Bert,Cis,Dirk,Eva,Fien,Gert,Hilde,Ivo,Jan,Karel',
      ],
      ...[
        '--rounds',
        '4',
        '--deals',
        '1',
        '--ranking',
        'average',
        '--bye',
        'none',
        '--absent',
        'none',
        '--prizes',
        '3',
      ],
      ...['--poedel', '--seed', '5'],
    ]);
    // Round 1: Ann & Cis v Eva & Gert, Bert & Fien v Hilde & Dirk; Ivo and Jan the bye, Karel absent.
    await ok(h, ['event', 'draw', '--absent', 'Karel']);
    await correct(h, 'a-r1-t1', 'Ann=90,Eva=40');
    await correct(h, 'a-r1-t2', 'Bert=50,Hilde=70');
    await ok(h, ['event', 'withdraw', 'Bert']);
    // Round 2: Cis & Ivo v Gert & Dirk, Ann & Jan v Fien & Eva; Hilde the bye, Karel absent again (his absent round
    // 1 counts as a sit-out, so the bye that kept him from playing until 2026-12-07 is Gert's now).
    await ok(h, ['event', 'draw', '--force', '--absent', 'Karel']);
    await correct(h, 'a-r2-t1', 'Cis=60,Gert=20');
    await correct(h, 'a-r2-t2', 'Ann=90,Fien=30');
    // Round 3: Cis & Eva v Dirk & Jan, Ann & Ivo v Hilde & Karel; Fien and Gert the bye.
    await ok(h, ['event', 'draw', '--force']);
    return h;
  }

  // Ann 180 / 2 and Jan 90 / 1 parted by name (round 2 both 90; partners, not opponents), Cis 150 / 2, Hilde 70 / 1,
  // Ivo 60 / 1, Dirk 90 / 2, Fien 80 / 2, Eva 70 / 2, Gert 60 / 2, Bert withdrawn after all others; Karel has played
  // no round: no place, no poedel.
  const afterTwo = [
    [1, 'Ann', [90, 90], 180, 90, 2, 'name prize'],
    [2, 'Jan', [null, 90], 90, 90, 1, 'prize'],
    [3, 'Cis', [90, 60], 150, 75, 2, 'prize'],
    [4, 'Hilde', [70, null], 70, 70, 1, ''],
    [5, 'Ivo', [null, 60], 60, 60, 1, ''],
    [6, 'Dirk', [70, 20], 90, 45, 1, ''],
    [7, 'Fien', [50, 30], 80, 40, 0, ''],
    [8, 'Eva', [40, 30], 70, 35, 0, ''],
    [9, 'Gert', [40, 20], 60, 30, 0, 'poedel'],
    [10, 'Bert', [50, null], 50, 50, 0, ''],
    [null, 'Karel', [null, null], 0, null, 0, ''],
  ];

  test('it counts for nobody: the standings are those after round 2, its cells empty', async () => {
    const h = await evening();
    // Until 2026-12-07 Ann averaged 60.00 (a 0 for round 3), Karel 0.00 and the poedel.
    expect(await rows(h)).toEqual(
      afterTwo.map((r) => [...r.slice(0, 2), [...(r[2] as number[]), null], ...r.slice(3)]),
    );
    expect(await rows(h, ['--after-round', '2'])).toEqual(afterTwo);
    const text = (await ok(h, ['event', 'standings'])).split('\n');
    expect(text.filter((l) => /│ (Ann|Karel|Fien) /.test(l))).toEqual([
      '│     1 │  1 │ Ann   │     90 │        90 │         - │   180 ' +
        '│   90.00 │    2 │ with Jan: by name │ prize     │',
      '│     7 │  6 │ Fien  │     50 │        30 │       bye │    80 ' +
        '│   40.00 │    0 │                   │           │',
      '│     - │ 11 │ Karel │ absent │    absent │         - │     0 ' +
        '│       - │    0 │                   │           │',
    ]);
    const nl = (await ok(h, ['--lang', 'nl', 'toernooi', 'stand'])).split('\n');
    expect(nl.find((l) => l.includes('│ Karel '))).toBe(
      '│      - │ 11 │ Karel │ afwezig │        afwezig │              - ' +
        '│      0 │     - │        0 │                  │                │',
    );
  });

  test('the exports leave the round empty, not 0, and the table neither won nor lost', async () => {
    const h = await evening();
    // Until 2026-12-08 each seat of a table not played yet read `no` (`false` in JSON), as a table lost.
    const csv = (await ok(h, ['event', 'export', '--format', 'csv'])).split(/\r?\n/);
    expect(csv.filter((l) => l.startsWith('3,2,a-r3-t2,'))).toEqual([
      '3,2,a-r3-t2,1,1,Ann,Ann & Ivo,,',
      '3,2,a-r3-t2,2,8,Hilde,Hilde & Karel,,',
      '3,2,a-r3-t2,3,9,Ivo,Ann & Ivo,,',
      '3,2,a-r3-t2,4,11,Karel,Hilde & Karel,,',
    ]);
    // A table played still says who won it: Ann & Jan's 90 against Fien & Eva's 30 in round 2.
    expect(csv.filter((l) => /^2,2,a-r2-t2,\d,\d+,(Ann|Fien),/.test(l))).toEqual([
      '2,2,a-r2-t2,1,1,Ann,Ann & Jan,90,yes',
      '2,2,a-r2-t2,2,6,Fien,Fien & Eva,30,no',
    ]);
    expect(csv.find((l) => l.includes(',Karel,') && l.endsWith(',no,no,no'))).toBe(',11,Karel,,,,0,0,,0,,no,no,no');
    expect(csv.find((l) => l.includes(',Ann,') && l.endsWith(',yes,no,no'))).toBe(
      '1,1,Ann,90,90,,180,2,90,2,name,yes,no,no',
    );
    const md = (await ok(h, ['event', 'export', '--format', 'md'])).split('\n');
    expect(md).toContain('| 2 | a-r3-t2 | 1 | 1 | Ann | Ann & Ivo | - | - |');
    expect(md).toContain('| - | 11 | Karel | absent | absent | - | 0 | - | 0 |  |  |');
    const html = await ok(h, ['event', 'export', '--format', 'html']);
    expect(html).toContain('<td>Ann</td><td>Ann &#38; Ivo</td><td>-</td><td>-</td>');
    const nl = (await ok(h, ['--lang', 'nl', 'event', 'export', '--format', 'md'])).split('\n');
    expect(nl).toContain('| 2 | a-r3-t2 | 1 | 1 | Ann | Ann & Ivo | - | - |');
    // JSON: the round's entry of each seat, and `event standings --json` alike.
    type Entry = { round: number; sheet?: string; score: number | null; won?: boolean | null };
    const seats = (s: { standings: { name: string; rounds: Entry[] }[] }) =>
      s.standings
        .flatMap((x) => x.rounds.map((r) => ({ name: x.name, ...r })))
        .filter((r) => r.sheet === 'a-r3-t2')
        .map((r) => [r.name, r.score, r.won]);
    const unplayed = [
      ['Ann', null, null],
      ['Hilde', null, null],
      ['Ivo', null, null],
      ['Karel', null, null],
    ];
    expect(seats((await tafelJson(h, ['event', 'export', '--format', 'json'])).standings)).toEqual(unplayed);
    expect(seats(await tafelJson(h, ['event', 'standings']))).toEqual(unplayed);
  });

  test('a table of the round played counts for its seats alone', async () => {
    const h = await evening();
    await correct(h, 'a-r3-t1', 'Cis=80,Dirk=20');
    // Cis 230 / 3, Jan 110 / 2, Eva 150 / 3, Dirk 110 / 3; Ann, Ivo, Hilde and Karel wait for their table.
    expect((await rows(h)).map((r) => [r[0], r[1], r[4]])).toEqual([
      [1, 'Ann', 90],
      [2, 'Cis', 76.67],
      [3, 'Hilde', 70],
      [4, 'Ivo', 60],
      [5, 'Jan', 55],
      [6, 'Eva', 50],
      [7, 'Fien', 40],
      [8, 'Dirk', 36.67],
      [9, 'Gert', 30],
      [10, 'Bert', 50],
      [null, 'Karel', null],
    ]);
  });
});

describe('ranked by total and by wins: a bye or an absence scored from a round waits for its first score', () => {
  /** Nine at Klaverjassen, countback then name; the bye the round's average, an absence its mean of 4. */
  async function evening(): Promise<string> {
    const h = home();
    await ok(h, [
      ...['event', 'new', 'klaverjassen', '--id', 'b', '--entrants', 'Ann,Bert,Cis,Dirk,Eva,Fien,Gert,Hilde,Ivo'],
      ...['--rounds', '3', '--deals', '1', '--ranking', 'total', '--tie-breaks', 'countback,name'],
      ...['--bye', 'average', '--absent', 'mean-of-4', '--seed', '3'],
    ]);
    // Round 1: Bert & Hilde v Dirk & Eva, Ann & Gert v Fien & Cis; Ivo the bye.
    await ok(h, ['event', 'draw']);
    return h;
  }

  test('round 1: the bye has no score and no win until a table has one; who has not played has no place', async () => {
    const h = await evening();
    const ivo = async () => (await rows(h)).find((r) => r[1] === 'Ivo');
    expect(await ivo()).toEqual([null, 'Ivo', [null], 0, null, 0, '']);
    await correct(h, 'b-r1-t1', 'Bert=100,Dirk=60');
    // The bye: (100 + 100 + 60 + 60) / 4; Ann, Cis, Fien and Gert wait for their table.
    expect(await rows(h)).toEqual([
      [1, 'Bert', [100], 100, 100, 1, 'name'],
      [2, 'Hilde', [100], 100, 100, 1, ''],
      [3, 'Ivo', [80], 80, 80, 1, ''],
      [4, 'Dirk', [60], 60, 60, 0, 'name'],
      [5, 'Eva', [60], 60, 60, 0, ''],
      [null, 'Ann', [null], 0, null, 0, ''],
      [null, 'Cis', [null], 0, null, 0, ''],
      [null, 'Fien', [null], 0, null, 0, ''],
      [null, 'Gert', [null], 0, null, 0, ''],
    ]);
  });

  test('round 2: countback passes over a round one of them has not played yet', async () => {
    const h = await evening();
    await correct(h, 'b-r1-t1', 'Bert=100,Dirk=60');
    await correct(h, 'b-r1-t2', 'Ann=80,Fien=40');
    // Round 2: Dirk & Fien v Gert & Eva, Ann & Cis v Bert & Ivo; Hilde absent.
    await ok(h, ['event', 'draw', '--force', '--absent', 'Hilde']);
    await correct(h, 'b-r2-t1', 'Dirk=40,Gert=60');
    // Hilde's absence: the mean of 4 of 40, 40, 60, 60 (not of the 0s of the table not played), so 50. Bert and Dirk
    // 100, Ann and Fien 80: round 2 is not Bert's nor Ann's yet, so round 1 parts them (until 2026-12-07 Bert's 0 in
    // round 2 put Dirk first, and Fien before Ann).
    expect(await rows(h)).toEqual([
      [1, 'Hilde', [100, 50], 150, 75, 1, ''],
      [2, 'Gert', [80, 60], 140, 70, 2, ''],
      [3, 'Eva', [60, 60], 120, 60, 1, ''],
      [4, 'Bert', [100, null], 100, 100, 1, 'countback'],
      [5, 'Dirk', [60, 40], 100, 50, 0, ''],
      [6, 'Ann', [80, null], 80, 80, 1, 'countback'],
      [7, 'Fien', [40, 40], 80, 40, 0, ''],
      [8, 'Ivo', [70, null], 70, 70, 1, ''],
      [9, 'Cis', [40, null], 40, 40, 0, ''],
    ]);
    await ok(h, ['event', 'set', 'ranking=wins']);
    expect((await rows(h)).map((r) => `${r[0]} ${r[1]} ${r[5]}`)).toEqual([
      '1 Gert 2',
      '2 Hilde 1',
      '3 Eva 1',
      '4 Bert 1',
      '5 Ann 1',
      '6 Ivo 1',
      '7 Dirk 0',
      '8 Fien 0',
      '9 Cis 0',
    ]);
  });
});

describe('a season', () => {
  test('one absent from a night not played yet, scored from it, waits with the night: not missed', async () => {
    const h = home();
    await ok(h, ['season', 'new', 's', '--game', 'klaverjassen']);
    await ok(h, [
      ...['event', 'new', 'klaverjassen', '--id', 'n1', '--entrants', 'Ann,Bert,Cis,Dirk,Eva', '--rounds', '1'],
      ...['--absent', 'average', '--season', 's'],
    ]);
    const seats = (await tafelJson(h, ['event', 'draw', '--absent', 'Eva'])).tables[0].seats;
    const eva = async () =>
      ((await tafelJson(h, ['season', 'standings', 's'])).standings as { name: string; nights: { how: string }[] }[])
        .find((x) => x.name === 'Eva')
        ?.nights.map((n) => n.how);
    expect(await eva()).toEqual(['upcoming']);
    // Seats 1 and 2 are opponents.
    await correct(h, 'n1-r1-t1', `${seats[0].name}=100,${seats[1].name}=60`);
    expect(await eva()).toEqual(['played']);
  });
});

describe('a fixed bye or absence waits for the round’s first score too', () => {
  /** Five at Klaverjassen, a bye of 1600 and an absence of -200, prize for 1st; round 1 played, round 2 drawn. */
  async function evening(absent: string[]): Promise<string> {
    const h = home();
    await ok(h, [
      ...['event', 'new', 'klaverjassen', '--id', 'f', '--entrants', 'Ann,Bert,Cis,Dirk,Eva', '--rounds', '2'],
      ...['--bye', 'fixed:1600', '--absent', 'fixed:-200', '--prizes', '1', '--seed', '1'],
    ]);
    // Round 1: Ann & Dirk v Cis & Bert; Eva the bye. Ann & Dirk 1000, Cis & Bert 600.
    await ok(h, ['event', 'draw']);
    await correct(h, 'f-r1-t1', 'Ann=1000,Cis=600');
    // Round 2: Ann & Bert v Cis & Eva; Dirk the bye (or absent).
    await ok(h, ['event', 'draw', '--force', ...absent]);
    return h;
  }

  // Before round 2 has a score, the standings after round 1: Eva 1600 (her bye, round 1 played), Ann and Dirk 1000
  // (partners, so by name), Bert and Cis 600 (their round-1 meeting equal, so by name); Dirk's round 2 has no score
  // yet. Until 2026-12-08 the bye's 1600 counted at once: Dirk 2600 1st with the prize, before anyone played round 2.
  const waiting = (cell: string) => [
    [1, 'Eva', [1600, null], 1600, 1600, 1, 'prize'],
    [2, 'Ann', [1000, null], 1000, 1000, 1, 'name'],
    [3, 'Dirk', [1000, null], 1000, 1000, 1, ''],
    [4, 'Bert', [600, null], 600, 600, 0, 'name'],
    [5, 'Cis', [600, null], 600, 600, 0, ''],
    cell,
  ];

  test('a bye: no score, no win, no place of it until a table of the round has one', async () => {
    const h = await evening([]);
    const [eva, ann, dirk, bert, cis, cell] = waiting('bye');
    expect(await rows(h)).toEqual([eva, ann, dirk, bert, cis]);
    const text = (await ok(h, ['event', 'standings'])).split('\n');
    expect(text.filter((l) => /│ (Eva|Dirk) /.test(l))).toEqual([
      '│     1 │  5 │ Eva  │ 1600 (bye) │   - │  1600 │    1 │                    │ prize │',
      `│     3 │  4 │ Dirk │       1000 │ ${cell} │  1000 │    1 │                    │       │`,
    ]);
    const nl = (await ok(h, ['--lang', 'nl', 'toernooi', 'stand'])).split('\n');
    expect(nl.find((l) => l.includes('│ Dirk '))).toBe(
      '│      3 │  4 │ Dirk │        1000 │ stil │   1000 │        1 │                   │            │',
    );
    // Round 2, Ann & Bert 500 against Cis & Eva 700: Dirk 1000 + 1600 = 2600 and two wins (the bye one), Eva 1600 +
    // 700 = 2300, Ann 1000 + 500 = 1500, Cis 600 + 700 = 1300, Bert 600 + 500 = 1100.
    await correct(h, 'f-r2-t1', 'Ann=500,Cis=700');
    expect(await rows(h)).toEqual([
      [1, 'Dirk', [1000, 1600], 2600, 1300, 2, 'prize'],
      [2, 'Eva', [1600, 700], 2300, 1150, 2, ''],
      [3, 'Ann', [1000, 500], 1500, 750, 1, ''],
      [4, 'Cis', [600, 700], 1300, 650, 1, ''],
      [5, 'Bert', [600, 500], 1100, 550, 0, ''],
    ]);
  });

  test('an absence: its -200 counts from the round’s first score', async () => {
    const h = await evening(['--absent', 'Dirk']);
    expect(await rows(h)).toEqual(waiting('absent').slice(0, 5));
    // Dirk 1000 - 200 = 800, no win for an absence; the others as with the bye.
    await correct(h, 'f-r2-t1', 'Ann=500,Cis=700');
    expect((await rows(h)).map((r) => [r[0], r[1], r[2], r[3], r[5]])).toEqual([
      [1, 'Eva', [1600, 700], 2300, 2],
      [2, 'Ann', [1000, 500], 1500, 1],
      [3, 'Cis', [600, 700], 1300, 1],
      [4, 'Bert', [600, 500], 1100, 0],
      [5, 'Dirk', [1000, -200], 800, 1],
    ]);
  });
});

test('a pair event: a table of round 2 not played yet is neither won nor lost in the exports', async () => {
  const h = home();
  await ok(h, [
    ...['event', 'new', 'klaverjassen', '--id', 'kp', '--pairs', 'Ann+Bert,Cis+Dirk,Eva+Fien,Gert+Hans'],
    ...['--rounds', '2', '--seed', '1'],
  ]);
  // Round 1: Cis & Dirk v Gert & Hans, Ann & Bert v Eva & Fien: 1000 against 600, 900 against 700.
  await ok(h, ['event', 'draw']);
  await correct(h, 'kp-r1-t1', 'Cis=1000,Gert=600');
  await correct(h, 'kp-r1-t2', 'Ann=900,Eva=700');
  // Round 2 drawn, nothing recorded: Ann & Bert v Gert & Hans, Cis & Dirk v Eva & Fien.
  await ok(h, ['event', 'draw', '--force']);
  const csv = (await ok(h, ['event', 'export', '--format', 'csv'])).split(/\r?\n/);
  const seat = (round: number) => csv.filter((l) => l.includes(`,kp-r${round}-t`)).map((l) => l.split(',').slice(5));
  expect(seat(1)).toEqual([
    ['Cis', 'Cis & Dirk', '1000', 'yes'],
    ['Gert', 'Gert & Hans', '600', 'no'],
    ['Dirk', 'Cis & Dirk', '1000', 'yes'],
    ['Hans', 'Gert & Hans', '600', 'no'],
    ['Ann', 'Ann & Bert', '900', 'yes'],
    ['Eva', 'Eva & Fien', '700', 'no'],
    ['Bert', 'Ann & Bert', '900', 'yes'],
    ['Fien', 'Eva & Fien', '700', 'no'],
  ]);
  expect(seat(2)).toEqual([
    ['Ann', 'Ann & Bert', '', ''],
    ['Gert', 'Gert & Hans', '', ''],
    ['Bert', 'Ann & Bert', '', ''],
    ['Hans', 'Gert & Hans', '', ''],
    ['Cis', 'Cis & Dirk', '', ''],
    ['Eva', 'Eva & Fien', '', ''],
    ['Dirk', 'Cis & Dirk', '', ''],
    ['Fien', 'Eva & Fien', '', ''],
  ]);
  const doc = await tafelJson(h, ['event', 'export', '--format', 'json']);
  const rounds = (doc.standings.standings as { name: string; rounds: { score: number | null; won: unknown }[] }[]).map(
    (x) => [x.name, x.rounds.map((r) => [r.score, r.won])],
  );
  // Ann & Bert and Cis & Dirk won their tables of round 1; nobody has won or lost one of round 2.
  expect(rounds).toEqual([
    [
      'Cis & Dirk',
      [
        [1000, true],
        [null, null],
      ],
    ],
    [
      'Ann & Bert',
      [
        [900, true],
        [null, null],
      ],
    ],
    [
      'Eva & Fien',
      [
        [700, false],
        [null, null],
      ],
    ],
    [
      'Gert & Hans',
      [
        [600, false],
        [null, null],
      ],
    ],
  ]);
});
