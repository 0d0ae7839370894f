import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { planRound, type RoundInput } from '../../src/event/draw.js';
import type { Draw } from '../../src/store/events/data.js';
import { snapshot, tafel, tafelJson, tempHomes } from '../helpers/cli.js';

/*
 * A club evening reviewed (2026-12-07): the sit-out hint after a draw at tables of 5 or 6, the help of --table-size,
 * a mistyped subcommand in Dutch, a withdrawn entrant under --ranking average, and the order of the byes after an
 * absence. Through the built bundle, in process; every count below worked out by hand.
 */

const home = tempHomes();
const names = (n: number) => Array.from({ length: n }, (_, i) => `${String.fromCharCode(65 + i)}${i + 1}`).join(',');

/** The two lines before the dry run's note of `event draw --dry-run`, a Rikken event of n at tables of `size`. */
async function hint(n: number, size: number, withdraw: string[], lang: string): Promise<string[]> {
  const h = home();
  const made = ['event', 'new', 'rikken', '--id', 'rw', '--entrants', names(n), '--table-size', `${size}`];
  expect((await tafel(h, [...made, '--seed', '7'])).code).toBe(0);
  for (const who of withdraw) expect((await tafel(h, ['event', 'withdraw', who])).code).toBe(0);
  const before = snapshot(h);
  const r = await tafel(h, ['--lang', lang, 'event', 'draw', '--dry-run']);
  expect(r.code).toBe(0);
  expect(snapshot(h)).toEqual(before);
  return r.stdout.trimEnd().split('\n').slice(-3, -1);
}

describe('the sit-out hint after a draw at tables of 5 or 6 counts who plays and names the best size', () => {
  test.each([
    // 10 less J10 withdrawn: 9 play; 9 % 5 = 4 out, at 4: 9 % 4 = 1, at 6: 9 % 6 = 3 (until 2026-12-07: "2 out").
    [10, 5, ['J10'], 'en', 'Bye: F6, G7, H8, I9.', '4 sit out at these tables; --table-size 4 would leave 1 out.'],
    [
      10,
      5,
      ['J10'],
      'nl',
      'Stilzitten: F6, G7, H8, I9.',
      'Aan deze tafels zitten er 4 stil; met --table-size 4 zou er 1 stilzitten.',
    ],
    // 11 at 6: 5 out; at 4: 3, at 5: 1 (until 2026-12-07 it named 4, "3 out").
    [11, 6, [], 'en', 'Bye: G7, H8, I9, J10, K11.', '5 sit out at these tables; --table-size 5 would leave 1 out.'],
    // 6 at 5: 1 out; at 4: 2 (worse, named until 2026-12-07), at 6: none.
    [6, 5, [], 'en', 'Bye: F6.', '1 sits out at these tables; --table-size 6 would leave nobody out.'],
    [6, 5, [], 'nl', 'Stilzitten: F6.', 'Aan deze tafels zit er 1 stil; met --table-size 6 zou er niemand stilzitten.'],
  ])('%i at tables of %i, withdrawn %j, %s', async (n, size, gone, lang, byes, line) => {
    const [first, last] = await hint(n, size, gone, lang);
    expect(first.startsWith(byes)).toBe(true);
    expect(last).toBe(line);
  });

  test('no size leaves fewer out: no hint (13 at 6: 1 out; at 4: 1, at 5: 3)', async () => {
    const [first, last] = await hint(13, 6, [], 'en');
    expect(first).toMatch(/^Rikken|│|└/);
    expect(last).toMatch(/^Bye: M13\. /);
  });
});

test('event new --help: --table-size lists the sizes each game plays at, English and Dutch', async () => {
  const sizes = async (lang: string) => {
    const doc = await tafelJson(home(), ['--lang', lang, 'event', 'new', '--help']);
    return doc.options.find((o: { flags: string }) => o.flags === '--table-size <n>').description as string;
  };
  const games =
    'kleurenwiezen 4|5|6; solokaarten 4|5|6; belote 4; klaverjassen 4; boerenbridge 4|5|6; rikken 4|5|6; jokeren ' +
    '3|4; manillen 4';
  // Until 2026-12-07 "players at a table: 4, 5 or 6", where Jokeren plays at 3 or 4 and Klaverjassen at 4 only.
  expect(await sizes('en')).toBe(`players at a table, 4 by default (a pair event: 4), as the game allows: ${games}`);
  expect(await sizes('nl')).toBe(`spelers aan een tafel, standaard 4 (koppels: 4), zoals het spel toelaat: ${games}`);
});

describe('a mistyped command in Dutch is answered with the Dutch name of the one meant', () => {
  const nl = (typed: string, meant: string, list = '') =>
    `tafel: onbekend commando '${typed}'; bedoel je '${meant}'? ('tafel ${list}--help' toont de commando's)\n`;
  test.each([
    // Until 2026-12-07 'draw', 'withdraw', 'standings', 'event', 'season': names no Dutch hint uses.
    [['--lang', 'nl', 'toernooi', 'drawx'], nl('drawx', 'loting', 'toernooi ')],
    [['--lang', 'nl', 'event', 'withdrw'], nl('withdrw', 'afmelden', 'toernooi ')],
    [['--lang', 'nl', 'competitie', 'standigs'], nl('standigs', 'stand', 'competitie ')],
    [['--lang', 'nl', 'help', 'toernooi', 'drawx'], nl('drawx', 'loting', 'toernooi ')],
    [['--lang', 'nl', 'evnt'], nl('evnt', 'toernooi')],
    [['--lang', 'nl', 'seasn', '--help'], nl('seasn', 'competitie')],
    // A Dutch slip keeps its Dutch name; a command without a Dutch name keeps its own.
    [['--lang', 'nl', 'toernooi', 'lotng'], nl('lotng', 'loting', 'toernooi ')],
    [['--lang', 'nl', 'preset', 'lst'], nl('lst', 'list', 'preset ')],
    // English names the English one, whichever name was typed before it.
    [
      ['toernooi', 'drawx'],
      "tafel: unknown command 'drawx'; did you mean 'draw'? ('tafel event --help' lists its commands)\n",
    ],
    [['evnt'], "tafel: unknown command 'evnt'; did you mean 'event'? ('tafel --help' lists the commands)\n"],
  ])('%j', async (args, line) => {
    const h = home();
    const r = await tafel(h, args);
    expect([r.code, r.stdout, r.stderr]).toEqual([2, '', line]);
    expect(snapshot(h)).toEqual({});
  });
});

/** The docs' `kw` evening (club-evenings.md): round 1 played at both tables. */
async function kwPlayed(h: string): Promise<void> {
  const lines = [
    'event new kleurenwiezen --rules whisthub --id kw --title Wiezen ' +
      '--entrants Ann,Bert,Cis,Dirk,Eva,Fien,Gert,Hans,Ivo --rounds 3 --seed 4711 --ranking average',
    'event draw --absent Dirk',
    'record alleen 6 --by Bert --tricks 7 --sheet kw-r1-t1',
    'record samen 8 --by Bert,Eva --tricks 9 --sheet kw-r1-t1',
    'record samen 8 --by Bert,Fien --tricks 8 --sheet kw-r1-t1',
    'record samen 9 --by Ann,Gert --tricks 9 --sheet kw-r1-t2',
    'record alleen 6 --by Cis --tricks 7 --sheet kw-r1-t2',
    'finish kw-r1-t1',
    'finish kw-r1-t2',
  ];
  for (const l of lines) expect((await tafel(h, l.split(' '))).code).toBe(0);
}

test('--ranking average: withdrawn, he keeps his place until a round he missed has a table with a score', async () => {
  const h = home();
  await kwPlayed(h);
  // Round 1 by hand: Bert 15 + 11 + 8 = 34; Ann and Gert 11 - 5 = 6; Cis -11 + 15 = 4; Eva -5 + 11 - 8 = -2; Fien
  // -5 - 11 + 8 = -8; Ivo -11 - 5 = -16; Hans -5 - 11 - 8 = -24; Dirk absent (none): no place.
  expect((await tafel(h, ['event', 'withdraw', 'Bert'])).code).toBe(0);
  expect((await tafel(h, ['event', 'draw'])).code).toBe(0);
  const order = async () =>
    (await tafelJson(h, ['event', 'standings'])).standings.map(
      (s: { name: string; place: number | null }) => `${s.name} ${s.place ?? '-'}`,
    );
  // Round 2 drawn without him and not played yet: his average of 34 over one round, as everyone's (until 2026-12-07
  // he was 8th of 8 here).
  expect(await order()).toEqual(['Bert 1', 'Ann 2', 'Gert 3', 'Cis 4', 'Eva 5', 'Fien 6', 'Ivo 7', 'Hans 8', 'Dirk -']);
  const nl = (await tafel(h, ['--lang', 'nl', 'event', 'stand'])).stdout.split('\n');
  const bert = /^│ +1 │ +2 │ Bert │ +34 │ teruggetrokken │ +34 │ +34,00 │/;
  expect(nl.find((l) => l.includes('Bert'))).toMatch(bert);
  // A deal at table 1 of round 2 (Ann and Dirk samen 8, 8 tricks: +8 each, Hans and Gert -8): now he has missed a
  // round that was played, and ranks after all others, as before.
  const deal = ['record', 'samen', '8', '--by', 'Ann,Dirk', '--tricks', '8', '--sheet', 'kw-r2-t1'];
  expect((await tafel(h, deal)).code).toBe(0);
  expect((await order()).at(-1)).toBe('Bert 9');
  expect((await tafelJson(h, ['event', 'standings', '--after-round', '1'])).standings[0].name).toBe('Bert');
});

describe('an absent round counts as a sit-out in the order of the byes', () => {
  /** Ten entrants at tables of four, three rounds: two sit out each round. */
  const LATE = ['event', 'new', 'klaverjassen', '--id', 'lt', '--entrants', names(10), '--rounds', '3', '--seed', '7'];

  test('the late arrivals of round 1 play round 2; the two highest of the others sit out', async () => {
    const h = home();
    expect((await tafel(h, LATE)).code).toBe(0);
    expect((await tafel(h, ['event', 'draw', '--absent', 'I9,J10'])).code).toBe(0);
    // 10 available, 10 % 4 = 2 byes; I9 and J10 sat round 1 out (absent), the other 8 none: of those the highest
    // numbers, H8 and G7 (until 2026-12-07 I9 and J10 again, an absence counting for nothing).
    const r2 = await tafelJson(h, ['event', 'draw', '--force']);
    expect(r2.byes.map((b: { name: string }) => b.name)).toEqual(['G7', 'H8']);
    expect((await tafel(h, ['--lang', 'nl', 'event', 'plan'])).stdout).toMatch(/^Stilzitten: G7, H8\.$/m);
    expect((await tafel(h, ['event', 'plan', '--verify', '--all'])).code).toBe(0);
  });

  test('a round drawn by the old rule (algorithm 1) is drawn again by it: its plan still verifies', async () => {
    const h = home();
    expect((await tafel(h, LATE)).code).toBe(0);
    expect((await tafel(h, ['event', 'draw', '--absent', 'I9,J10'])).code).toBe(0);
    expect((await tafel(h, ['event', 'draw', '--force'])).code).toBe(0);
    // Round 2 as a tafel before 2026-12-07 drew it: the same inputs under algorithm 1.
    const file = path.join(h, 'events', 'lt.json');
    const event = JSON.parse(fs.readFileSync(file, 'utf8'));
    const [r1, r2] = event.draws as Draw[];
    const input: RoundInput = {
      kind: 'individual',
      tableSize: 4,
      teams: true,
      seating: 'draw',
      entrants: Array.from({ length: 10 }, (_, i) => i + 1),
      history: [r1],
      round: 2,
      seed: r2.seed,
      absent: [],
      withdrawn: new Set(),
    };
    const old = planRound({ ...input, algorithm: 1 }, 3);
    expect(old.byes).toEqual([9, 10]);
    expect(planRound(input, 3).byes).toEqual([7, 8]);
    const tables = old.tables.map((t, i) => ({ ...t, sheet: r2.tables[i].sheet }));
    event.draws[1] = { ...r2, algorithm: 1, byes: old.byes, tables };
    fs.writeFileSync(file, JSON.stringify(event, null, 2));
    expect((await tafel(h, ['event', 'plan', '--verify', '--round', '2'])).stdout).toBe(
      'Round 2: drawn again from its seed, it matches the stored plan.\n',
    );
  });
});
