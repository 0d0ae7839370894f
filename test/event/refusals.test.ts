import { describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { snapshot, tafel, tafelJson, tempHomes } from '../helpers/cli.js';
import { ctxOf } from '../helpers/event.js';
import { dieAt } from '../helpers/die.js';
import { Store } from '../../src/store/store.js';
import { EventStore } from '../../src/store/events/files.js';
import { buildEvent } from '../../src/event/create.js';
import { drawRound } from '../../src/event/ops.js';
import { decide } from '../../src/event/transfer.js';
import type { SheetData } from '../../src/sheet/sheet.js';
import { runEventDraw, runEventNew } from '../../src/commands/event.js';
import { runRecord } from '../../src/commands/deals.js';
import { runCorrect } from '../../src/commands/edit.js';
import { runSeasonAdd, runSeasonExcuse, runSeasonNew } from '../../src/commands/season.js';
import { HOST } from '../helpers/host.js';
import { testCtx } from '../helpers/ctx.js';
import { Board } from '../../src/serve/board.js';

const home = tempHomes();

describe('bad input through the binary: one line, the right exit code, nothing written', () => {
  test.each([
    [
      ['event', 'new', 'klaverjassen', '--entrants', 'Ann,Bert,Cis,Dirk', '--rounds', '40'],
      2,
      '--rounds must be a whole number from 1 to 30',
    ],
    [['event', 'new', 'klaverjassen', '--entrants', 'Ann,Bert,Cis,Dirk', '--set', 'deals=8'], 2, '--deals'],
    [
      ['event', 'new', 'zwikken', '--entrants', 'Ann,Bert,Cis,Dirk'],
      1,
      // Named as every refusal names a game (until 2026-12-07 the listing's "Zwikken (pot game)").
      'tafel: Zwikken has no events: it is played for a money pot, not points, and no club ranks it. Events are ' +
        'for kleurenwiezen, solokaarten, belote, klaverjassen, boerenbridge, rikken, jokeren, manillen.',
    ],
    [['--lang', 'nl', 'competitie', 'new', 'c', '--game', 'zwikken'], 1, 'Zwikken kent geen toernooien: het wordt'],
    [['season', 'new', 'c', '--game', 'zwikken'], 1, 'tafel: Zwikken has no events: it is played for a money pot'],
    [
      ['--lang', 'nl', 'toernooi', 'nieuw', 'zwikken', '--entrants', 'A,B,C,D'],
      1,
      'tafel: Zwikken kent geen toernooien',
    ],
    [
      ['event', 'new', 'kleurenwiezen', '--pairs', 'Ann+Bert,Cis+Dirk'],
      1,
      'a pair event is only for belote, klaverjassen',
    ],
    [['event', 'new', 'boerenbridge', '--entrants', 'A,B,C,D,E', '--table-size', '5', '--deals', '25'], 2, '19 deals'],
    // The sizes the game allows, and no more (a pair event note once followed Rikken's).
    [
      ['event', 'new', 'rikken', '--entrants', 'A,B,C', '--table-size', '3'],
      1,
      'tables of 3 in an event: allowed 4, 5, 6.',
    ],
    [
      ['--lang', 'nl', 'toernooi', 'nieuw', 'klaverjassen', '--entrants', 'A,B,C,D,E', '--table-size', '5'],
      1,
      'niet aan tafels van 5 gespeeld: toegelaten 4.',
    ],
    // A name typed twice is refused as `tafel new --players` refuses it, in its words (until 2026-12-07 "zijn dezelfde
    // naam zonder hoofdletters of accenten").
    [
      ['--lang', 'nl', 'toernooi', 'nieuw', 'klaverjassen', '--entrants', 'Ann,Bert,ÅNN,Dirk'],
      1,
      '"Ann" en "ÅNN" zijn voor tafel één naam',
    ],
    [['--lang', 'nl', 'toernooi', 'terugzetten', 'kj'], 1, 'Geen verwijderd toernooi "kj"'],
    // A house rule Rotterdams lacks for a reason is said with it, as `tafel new` says it.
    [
      ['event', 'new', 'klaverjassen', '--rules', 'rotterdams', '--entrants', 'A,B,C,D', '--set', 'undertrump=must'],
      2,
      'tafel: Rotterdams has no undertrump setting: a player who cannot follow suit must always trump',
    ],
    // A name left out between two commas, as `tafel new --players` refuses it: it was taken as three entrants.
    [
      ['event', 'new', 'klaverjassen', '--entrants', 'Ann,Bert,,Cis,Dirk'],
      2,
      "tafel: --entrants Ann,Bert,,Cis,Dirk has an empty name between two commas: give every entrant's name.\n",
    ],
    [
      ['--lang', 'nl', 'toernooi', 'nieuw', 'klaverjassen', '--pairs', ',Ann+Bert,Cis+Dirk'],
      2,
      "tafel: --pairs ,Ann+Bert,Cis+Dirk heeft een lege naam tussen twee komma's: geef de naam van elke deelnemer.\n",
    ],
  ])('%j', async (args, code, words) => {
    const h = home();
    const r = await tafel(h, args);
    expect(r.code).toBe(code);
    expect(r.stderr).toContain(words);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(snapshot(h)).toEqual({});
  });
});

test('event add: names typed with commas are names; an empty one is refused, nothing written', async () => {
  const h = home();
  expect((await tafel(h, ['event', 'new', 'klaverjassen', '--id', 'e', '--entrants', 'Ann,Bert,Cis,Dirk'])).code).toBe(
    0,
  );
  expect((await tafel(h, ['event', 'add', 'Eva,', 'Fien'])).code).toBe(0);
  const before = snapshot(h);
  for (const [args, line] of [
    [['Gert', '', 'Hans'], 'tafel: Gert "" Hans: one of the names is empty: give every entrant\'s name.\n'],
    [['--lang', 'nl', 'Gert,,Hans'], 'tafel: Gert,,Hans: een van de namen is leeg: geef de naam van elke deelnemer.\n'],
  ]) {
    const r = await tafel(h, ['event', 'add', ...args]);
    expect([r.code, r.stderr]).toEqual([2, line]);
  }
  expect(snapshot(h)).toEqual(before);
  const entrants = (await tafelJson(h, ['event', 'show'])).entrants.map((x: { name: string }) => x.name);
  expect(entrants.join(',')).toBe('Ann,Bert,Cis,Dirk,Eva,Fien');
});

test('a name of digits alone is no entrant name: withdraw 1 would take the entrant numbered 1 (exit 1)', async () => {
  const h = home();
  expect((await tafel(h, ['event', 'new', 'klaverjassen', '--id', 'e', '--entrants', 'Ann,Bert,Cis,Dirk'])).code).toBe(
    0,
  );
  const before = snapshot(h);
  // Until 2026-12-06 "1" was entrant 5, and `event withdraw 1` withdrew Ann.
  expect(await tafel(h, ['event', 'add', '1'])).toEqual({
    code: 1,
    stdout: '',
    stderr:
      'tafel: "1" cannot be an entrant\'s name: a number stands for the entrant of that number ' +
      '(\'tafel event withdraw 1\'); give a name with a letter in it, e.g. "Player 1".\n',
  });
  expect((await tafel(h, ['--lang', 'nl', 'toernooi', 'hernoemen', 'Ann', '12'])).stderr).toBe(
    'tafel: "12" kan geen naam van een deelnemer zijn: een getal staat voor de deelnemer met dat nummer (\'tafel ' +
      'toernooi afmelden 12\'); geef een naam met een letter erin, bv. "Speler 12".\n',
  );
  expect(snapshot(h)).toEqual(before);
});

test('Rikken and Boerenbridge events and seasons through the binary (§2.2)', async () => {
  const h = home();
  const rik = await tafel(h, ['event', 'new', 'rikken', '--entrants', 'A,B,C,D,E', '--table-size', '5', '--id', 'rik']);
  expect([rik.code, rik.stdout]).toEqual([0, expect.stringContaining('5 entrants, 3 rounds of 10 deals, bye average')]);
  const bb = await tafel(h, [
    'event',
    'new',
    'boerenbridge',
    '--entrants',
    'A,B,C,D',
    '--rules',
    'klassiek',
    '--id',
    'bb',
  ]);
  expect([bb.code, bb.stdout]).toEqual([0, expect.stringContaining('4 entrants, 3 rounds of 17 deals, bye average')]);
  for (const game of ['rikken', 'boerenbridge'])
    expect((await tafel(h, ['season', 'new', game, '--game', game])).code).toBe(0);
  expect((await tafel(h, ['season', 'add', 'rikken', 'rik'])).code).toBe(0);
  expect((await tafel(h, ['season', 'add', 'boerenbridge', 'bb'])).code).toBe(0);
});

const again = 'season add of a night already there says so and writes nothing: the file and its .bak byte for byte';
test(again, async () => {
  const h = home();
  // Made in process in the binary's data directory; the repeats through the binary.
  const ctx = ctxOf(h);
  // Eva plays only e2, so she can be excused for e1.
  for (const [id, entrants] of [
    ['e1', 'A,B,C,D'],
    ['e2', 'A,B,C,Eva'],
    ['e3', 'A,B,C,D'],
  ])
    await runEventNew(ctx, 'klaverjassen', { entrants, id });
  await runSeasonNew(ctx, 's', { game: 'klaverjassen' });
  await runSeasonAdd(ctx, 's', ['e1']);
  await runSeasonAdd(ctx, 's', ['e2']);
  const before = snapshot(h);
  expect(Object.keys(before)).toContain('seasons/s.json.bak');
  const again = await tafel(h, ['season', 'add', 's', 'e1']);
  expect([again.code, again.stdout, again.stderr]).toEqual([
    0,
    'Already a night of the season s: e1. Nothing was written.\nSeason s: its nights are e1, e2.\n',
    '',
  ]);
  const nl = await tafel(h, ['--lang', 'nl', 'competitie', 'add', 's', 'e2', 'e1', 'e2']);
  expect([nl.code, nl.stdout]).toEqual([
    0,
    'Al een avond van de competitie s: e2, e1. Er werd niets geschreven.\nCompetitie s: haar avonden zijn e1, e2.\n',
  ]);
  const json = await tafel(h, ['season', 'add', 's', 'e2', '--json']);
  expect([json.code, JSON.parse(json.stdout).events]).toEqual([0, ['e1', 'e2']]);
  expect(snapshot(h)).toEqual(before);
  // With a new night beside it, the new one is added and the old one named.
  const mixed = await tafel(h, ['season', 'add', 's', 'e1', 'e3']);
  expect([mixed.code, mixed.stdout]).toEqual([
    0,
    'Already a night of the season s: e1.\nSeason s: e3 added; its nights are e1, e2, e3.\n',
  ]);
  const after = snapshot(h);
  expect(JSON.parse(Buffer.from(after['seasons/s.json'], 'base64').toString()).events).toEqual(['e1', 'e2', 'e3']);
  expect(after['seasons/s.json.bak']).toBe(before['seasons/s.json']);
  // An excuse given again changes nothing, so nothing is written either.
  await runSeasonExcuse(ctx, 's', 'Eva', 'e1');
  const excused = snapshot(h);
  expect((await tafel(h, ['season', 'excuse', 's', 'eva', '--event', 'e1'])).code).toBe(0);
  expect(snapshot(h)).toEqual(excused);
});

test('event set through the binary: bad deals is usage, a frozen key after round 1 names undraw (Dutch)', async () => {
  const h = home();
  // The event made in process in the binary's data directory (its device id too): two binary runs only.
  const ctx = testCtx({ store: new Store(h, HOST), json: true });
  await runEventNew(ctx, 'klaverjassen', { entrants: 'Ann,Bert,Cis,Dirk', id: 'vrijdag' });
  let before = snapshot(h);
  const bad = await tafel(h, ['event', 'set', 'deals=0']);
  expect([bad.code, bad.stderr.trim()]).toEqual([
    2,
    'tafel: \'deals\' must be a whole number from 1 to 100 or none, not "0".',
  ]);
  // Named as `event set` takes them, not as new's flags (until 2026-12-06 "--prizes cannot be").
  const named: [string[], string][] = [
    [['event', 'set', 'prizes=-1'], 'tafel: \'prizes\' cannot be "-1": choose <n>, formule-van-4, none.'],
    [['--lang', 'nl', 'toernooi', 'set', 'tie-breaks=x'], 'tafel: \'tie-breaks\' kan geen "x" zijn: kies '],
  ];
  for (const [args, line] of named) {
    const r = await tafel(h, args);
    expect([r.code, r.stderr.slice(0, line.length)]).toEqual([2, line]);
  }
  expect(snapshot(h)).toEqual(before);
  await runEventDraw(ctx, {});
  before = snapshot(h);
  const frozen = await tafel(h, ['--lang', 'nl', 'toernooi', 'set', 'deals=12']);
  expect([frozen.code, frozen.stderr.trim()]).toEqual([
    1,
    // The setting by its Dutch name, as 'toernooi tonen' names it (until 2026-12-07 "Deals kan niet meer").
    'tafel: De instelling spellen per ronde (deals) kan niet meer veranderen: er is 1 ronde geloot. ' +
      "'tafel toernooi terugnemen' neemt een ronde terug zolang er niets geschreven is.",
  ]);
  expect(snapshot(h)).toEqual(before);
});

// Late arrivals named together are listed as every text lists names, the Dutch verb in the plural (until 2026-12-07
// "Ivo,Jef kan er niet meer bij", "Cannot add Ivo,Jef"); no name at all is asked for, not "Cannot add :".
test('event add after round 1 lists the names it refuses, en and nl (Ivo en Jef kunnen er niet meer bij)', async () => {
  const h = home();
  await tafel(h, ['event', 'new', 'klaverjassen', '--id', 'kv', '--entrants', 'Ann,Bert,Cis,Dirk', '--rounds', '2']);
  await tafel(h, ['event', 'draw']);
  const before = snapshot(h);
  const said = async (...args: string[]) => {
    const r = await tafel(h, args);
    return [r.code, r.stderr.trim().replace(/^(tafel: [^:]*:).*/, '$1')]; // up to the reason
  };
  expect([
    await said('--lang', 'nl', 'toernooi', 'erbij', 'Ivo', 'Jef'),
    await said('--lang', 'nl', 'toernooi', 'erbij', 'Ivo, Jef, Kim'),
    await said('--lang', 'nl', 'toernooi', 'erbij', 'Ivo'),
    await said('event', 'add', 'Ivo,', 'Jef', 'Ivo'),
    await said('event', 'add'),
  ]).toEqual([
    [1, 'tafel: Ivo en Jef kunnen er niet meer bij:'],
    [1, 'tafel: Ivo, Jef en Kim kunnen er niet meer bij:'],
    [1, 'tafel: Ivo kan er niet meer bij:'],
    [1, 'tafel: Cannot add Ivo and Jef:'],
    [2, 'tafel: Whom? e.g. tafel event add Mia, or tafel event add --pair Mia+Nand.'],
  ]);
  expect(snapshot(h)).toEqual(before);
});

// Undraw is named only where it brings the event back to before round 1: round 1 the only round drawn, nothing in it
// (until 2026-12-07 always, also once round 1 held a score or more rounds were drawn, where undraw cannot help).
test('event add and a frozen event set after round 1 name undraw only while it can help, en and nl', async () => {
  const h = home();
  const now = new Date(2026, 11, 6, 20, 0);
  const run = (...args: string[]) => tafel(h, args, { now });
  // Seeded: at table 1 of round 1 Ann and Cis are opponents (the correction below names both).
  await run(
    'event',
    'new',
    'klaverjassen',
    '--id',
    'kv',
    '--entrants',
    'Ann,Bert,Cis,Dirk,Eva',
    '--rounds',
    '3',
    '--seed',
    '2',
  );
  await run('event', 'draw');
  const said = async (args: string[]) => {
    const before = snapshot(h);
    const r = await run(...args);
    expect(snapshot(h)).toEqual(before);
    return [r.code, r.stderr.trim()];
  };
  const refusals = async () => [
    await said(['event', 'add', 'Kim']),
    await said(['--lang', 'nl', 'toernooi', 'erbij', 'Kim']),
    await said(['event', 'set', 'seed=4']),
    await said(['--lang', 'nl', 'toernooi', 'instellen', 'seed=4']),
    await said(['--lang', 'nl', 'toernooi', 'instellen', 'table-size=5']),
  ];
  expect(await refusals()).toEqual([
    [
      1,
      "tafel: Cannot add Kim: round 1 is drawn. 'tafel event undraw' takes the round back while nothing is " +
        'recorded; then add, and draw again.',
    ],
    [
      1,
      "tafel: Kim kan er niet meer bij: ronde 1 is geloot. 'tafel toernooi terugnemen' neemt de ronde terug zolang " +
        'er niets geschreven is; voeg dan toe en loot opnieuw.',
    ],
    [
      1,
      "tafel: 'seed' cannot change: 1 round is drawn. 'tafel event undraw' takes a round back while nothing is " +
        'recorded.',
    ],
    [
      1,
      'tafel: De instelling lotingsgetal (seed) kan niet meer veranderen: er is 1 ronde geloot. ' +
        "'tafel toernooi terugnemen' neemt een ronde terug zolang er niets geschreven is.",
    ],
    [
      1,
      'tafel: De instelling tafelgrootte (table-size) kan niet meer veranderen: er is 1 ronde geloot. ' +
        "'tafel toernooi terugnemen' neemt een ronde terug zolang er niets geschreven is.",
    ],
  ]);
  const c = await run('correct', '--sheet', 'kv-r1-t1', 'Ann=1400,Cis=1300', '--reason', 'boom');
  expect([c.code, c.stderr]).toEqual([0, '']);
  // A late arrival is added before the draw and marked absent (events.md §13 q.2), or plays in an event of his own.
  const late =
    "Next time add a late arrival before the draw and mark him absent ('tafel event draw --absent <name>'); or " +
    "start a new event ('tafel event new').";
  const laat =
    "Voeg een laatkomer voortaan toe vóór de loting en zet hem afwezig ('tafel toernooi loting --absent <naam>'); " +
    "of begin een nieuw toernooi ('tafel toernooi nieuw').";
  expect(await refusals()).toEqual([
    [
      1,
      'tafel: Cannot add Kim: round 1 is drawn and something is recorded in it, so no one can join this event any ' +
        `more. ${late}`,
    ],
    [1, `tafel: Kim kan niet meer bij dit toernooi: ronde 1 is geloot en er staat al iets in. ${laat}`],
    [
      1,
      "tafel: 'seed' cannot change: round 1 is drawn and something is recorded in it, so it stays as it is for this " +
        'event.',
    ],
    [
      1,
      'tafel: De instelling lotingsgetal (seed) kan niet meer veranderen: ronde 1 is geloot en er staat al iets in, ' +
        'dus die blijft zoals ze is in dit toernooi.',
    ],
    [
      1,
      'tafel: De instelling tafelgrootte (table-size) kan niet meer veranderen: ronde 1 is geloot en er staat al ' +
        'iets in, dus die blijft zoals ze is in dit toernooi.',
    ],
  ]);
  // Round 2 drawn with nothing in it: undraw would take back round 2 only, round 1 stays.
  expect((await run('event', 'draw', '--force')).code).toBe(0);
  expect(await refusals()).toEqual([
    [1, `tafel: Cannot add Kim: 2 rounds are drawn, so no one can join this event any more. ${late}`],
    [1, `tafel: Kim kan niet meer bij dit toernooi: er zijn 2 rondes geloot. ${laat}`],
    [1, "tafel: 'seed' cannot change: 2 rounds are drawn, so it stays as it is for this event."],
    [
      1,
      'tafel: De instelling lotingsgetal (seed) kan niet meer veranderen: er zijn 2 rondes geloot, dus die blijft ' +
        'zoals ze is in dit toernooi.',
    ],
    [
      1,
      'tafel: De instelling tafelgrootte (table-size) kan niet meer veranderen: er zijn 2 rondes geloot, dus die ' +
        'blijft zoals ze is in dit toernooi.',
    ],
  ]);
});

// A house rule refused on its own line is a sentence: a capital first, a full stop last (until 2026-12-07 `event new
// --set piccolo=maybe` said "piccolo must be one of on, off, not "maybe"", and `new --set` started in lower case).
test('a refused house rule through the binary starts with a capital and ends with a full stop (en, nl)', async () => {
  const h = home();
  const before = snapshot(h);
  const lines = async (args: string[]) => {
    const en = await tafel(h, args);
    const nl = await tafel(h, ['--lang', 'nl', ...args]);
    return [en.code, en.stderr, nl.code, nl.stderr];
  };
  expect(await lines(['event', 'new', 'kleurenwiezen', '--rules', 'whisthub', '--set', 'piccolo=maybe'])).toEqual([
    2,
    'tafel: \'piccolo\' must be one of on, off, not "maybe".\n',
    2,
    'tafel: \'piccolo\' moet on of off zijn, niet "maybe".\n',
  ]);
  expect(await lines(['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk', '--set', 'deals=x'])).toEqual([
    2,
    'tafel: \'deals\' must be off or a whole number from 1 to 100, not "x".\n',
    2,
    'tafel: \'deals\' moet off of een geheel getal van 1 tot 100 zijn, niet "x".\n',
  ]);
  // Inside a sentence the key keeps its case.
  const inside = await tafel(h, ['event', 'new', 'kleurenwiezen', '--rules', 'whisthub', '--deals', '7']);
  expect([inside.code, inside.stderr]).toEqual([
    2,
    'tafel: --deals 7 is not allowed here: deals must be off or a multiple of 4 (the number of players, so everybody ' +
      'deals equally often) up to 100, not "7".\n',
  ]);
  expect(snapshot(h)).toEqual(before);
});

const sheet = (over: Partial<SheetData>): SheetData => ({
  schemaVersion: 2,
  id: 'e-r1-t1',
  game: 'kleurenwiezen',
  rules: 'whisthub',
  title: 't',
  createdAt: '2026-12-05T18:30:00.000Z',
  players: ['Ann', 'Bert', 'Cis', 'Dirk'],
  firstDealer: 1,
  set: { deals: '8' },
  deals: [],
  closed: false,
  ...over,
});
const deal = (n: number) => ({ contract: 'solo', level: n });
const PHONE = { via: 'phone' as const, at: '2026-12-05T19:02:00.000Z', id: 'k2f9a7Qx-3mZ8pLw0' };

describe('§8: which copy of a table sheet an import keeps', () => {
  const R = [deal(1), deal(2)];
  test.each([
    ['none here', undefined, sheet({ deals: R }), 'new'],
    ['as drawn here', sheet({}), sheet({ deals: R }), 'taken'],
    ['the same rows', sheet({ deals: R }), sheet({ deals: R }), 'same'],
    ['the same rows, finished there', sheet({ deals: R }), sheet({ deals: R, closed: true }), 'taken'],
    ['recorded on there', sheet({ deals: R }), sheet({ deals: [...R, deal(3)] }), 'taken'],
    ['undone there', sheet({ deals: [...R, deal(3)] }), sheet({ deals: R, undone: [{ deal: deal(3) }] }), 'taken'],
    [
      'undone there, with the dealer set for the deal after it',
      sheet({ deals: [...R, deal(3)], dealers: { '4': 0 } }),
      sheet({ deals: R, undone: [{ deal: deal(3), nextDealer: 0 }] }),
      'taken',
    ],
    [
      "undone there, a deal the scorer's phone had recorded (undo keeps where it came from)",
      sheet({ deals: [...R, deal(3)], origins: { '3': PHONE } }),
      sheet({ deals: R, undone: [{ deal: deal(3), origin: PHONE }] }),
      'taken',
    ],
    ['ahead here', sheet({ deals: [...R, deal(3)] }), sheet({ deals: R }), 'kept'],
  ])('%s', (_what, local, file, action) => {
    expect(decide(local, file)).toEqual({ action });
  });
  test('both changed: refused, naming the first row that differs', () => {
    expect(decide(sheet({ deals: [...R, deal(3)] }), sheet({ deals: [...R, deal(4)] }))).toEqual({ differs: 3 });
    expect(decide(sheet({ deals: R, notes: { '2': 'x' } }), sheet({ deals: R }))).toEqual({ differs: 2 });
  });
});

describe('a draw killed at any step leaves no round or the whole round', () => {
  test('every step', async () => {
    const dead = Number(
      spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout,
    );
    const OPS = [
      'openSync',
      'writeSync',
      'writeFileSync',
      'fsyncSync',
      'closeSync',
      'renameSync',
      'linkSync',
      'copyFileSync',
      'rmSync',
      'fchmodSync',
      'mkdirSync',
    ] as const;
    let k = 1;
    for (; k < 200; k++) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tafel-draw-'));
      const es = new EventStore(new Store(dir, HOST));
      const now = new Date('2026-12-05T18:30:00Z');
      await es.createEvent(
        buildEvent(
          'kleurenwiezen',
          { rules: 'whisthub', entrants: 'Ann,Bert,Cis,Dirk,Eva,Fien,Gert,Hilde,Ivo', seed: '4711' },
          { now, evening: '2026-12-05', origin: 'aaaaaaaaaaaaaaaa', taken: () => false },
        ),
      );
      const id = es.eventIds()[0];
      const d = dieAt(OPS, k);
      try {
        await drawRound(es, id, 'aaaaaaaaaaaaaaaa', {}, now);
      } catch {
        // killed
      } finally {
        d.restore();
      }
      const died = d.died();
      // The dead process's leftovers, as the next tafel finds them.
      for (const name of fs.readdirSync(dir))
        if (name.startsWith(`event-${process.pid}`))
          fs.renameSync(path.join(dir, name), path.join(dir, name.replace(String(process.pid), String(dead))));
      for (const name of fs.readdirSync(path.join(dir, 'events')))
        if (name.endsWith('.lock')) fs.rmSync(path.join(dir, 'events', name));
      const after = new EventStore(new Store(dir, HOST));
      const drawn = after.readEvent(id).draws.length;
      const sheets = fs.existsSync(path.join(dir, 'sheets'))
        ? fs.readdirSync(path.join(dir, 'sheets')).filter((f) => f.endsWith('.json'))
        : [];
      expect([drawn, sheets.length]).toEqual(drawn === 1 ? [1, 2] : [0, 0]);
      for (const f of sheets) after.store.readSheet(f.slice(0, -5));
      expect(fs.readdirSync(dir).filter((n) => n.startsWith('event-'))).toEqual([]);
      fs.rmSync(dir, { recursive: true, force: true });
      if (!died) break;
    }
    expect(k).toBeGreaterThan(10);
  });
});

describe('an event delete or undelete killed at any step leaves all of it or none (review 14.13)', () => {
  test('every step of both', async () => {
    const dead = Number(
      spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout,
    );
    const OPS = ['openSync', 'writeSync', 'fsyncSync', 'closeSync', 'renameSync', 'linkSync', 'rmSync', 'mkdirSync'];
    const now = new Date('2026-12-05T18:30:00Z');
    const list = (dir: string, sub: string) =>
      fs.existsSync(path.join(dir, sub))
        ? fs
            .readdirSync(path.join(dir, sub))
            .filter((n) => !n.includes('.lock')) // a lock (or its temporary file) is no data
            .sort()
        : [];
    const setUp = async (): Promise<{ dir: string; es: EventStore; id: string }> => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tafel-evdel-'));
      const es = new EventStore(new Store(dir, HOST));
      await es.createEvent(
        buildEvent(
          'kleurenwiezen',
          { rules: 'whisthub', entrants: 'Ann,Bert,Cis,Dirk,Eva,Fien,Gert,Hilde', seed: '4711' },
          { now, evening: '2026-12-05', origin: 'aaaaaaaaaaaaaaaa', taken: () => false },
        ),
      );
      const id = es.eventIds()[0];
      await drawRound(es, id, 'aaaaaaaaaaaaaaaa', {}, now);
      return { dir, es, id };
    };
    const { deleteEvent, undeleteEvent } = await import('../../src/store/trash/events.js');
    for (const step of ['delete', 'undelete'] as const) {
      let k = 1;
      for (; k < 200; k++) {
        const { dir, es, id } = await setUp();
        if (step === 'undelete') await deleteEvent(es, id, now);
        const live = { events: list(dir, 'events'), sheets: list(dir, 'sheets'), deleted: list(dir, 'deleted') };
        const d = dieAt(OPS as never, k);
        try {
          await (step === 'delete' ? deleteEvent(es, id, now) : undeleteEvent(es, id));
        } catch {
          // killed
        } finally {
          d.restore();
        }
        const died = d.died();
        for (const name of fs.readdirSync(dir))
          if (name.startsWith(`event-${process.pid}`))
            fs.renameSync(path.join(dir, name), path.join(dir, name.replace(String(process.pid), String(dead))));
        for (const sub of ['events', 'sheets'])
          for (const name of fs.existsSync(path.join(dir, sub)) ? fs.readdirSync(path.join(dir, sub)) : [])
            if (name.endsWith('.lock')) fs.rmSync(path.join(dir, sub, name), { force: true });
        new Store(dir, HOST); // the next tafel, whatever it runs
        const after = { events: list(dir, 'events'), sheets: list(dir, 'sheets'), deleted: list(dir, 'deleted') };
        const total = live.events.length + live.sheets.length + live.deleted.length;
        const placed = after.events.length + after.sheets.length;
        // All in place, or all in the trash: never some of each, never a file more or less.
        expect([k, placed, after.deleted.length]).toEqual(after.deleted.length === 0 ? [k, total, 0] : [k, 0, total]);
        expect(fs.readdirSync(dir).filter((n) => n.startsWith('event-'))).toEqual([]);
        fs.rmSync(dir, { recursive: true, force: true });
        if (!died) break;
      }
      expect(k).toBeGreaterThan(5);
    }
  });
});

test('a pair withdraws in the plural, in English and Dutch; the one-person wording stays for a player', async () => {
  const h = home();
  const ctx = ctxOf(h);
  await runEventNew(ctx, 'klaverjassen', { pairs: 'Ann+Bert,Cis+Dirk,Eva+Fien,Gert+Hilde,Ivo+Jef', id: 'kp' });
  await runEventDraw(ctx, {});
  // Round 1 seats four pairs and Ivo & Jef (5) have the bye: nobody is at a table they could still leave untouched.
  const en = await tafel(h, ['event', 'withdraw', 'Ivo']);
  expect([en.code, en.stdout]).toEqual([0, 'Ivo & Jef withdraw: no part from round 2 on.\n']);
  const again = await tafel(h, ['--lang', 'nl', 'toernooi', 'afmelden', '5']);
  expect([again.code, again.stderr]).toEqual([1, 'tafel: Ivo & Jef hebben zich al teruggetrokken.\n']);
  const seated = await tafel(h, ['event', 'withdraw', 'Ann']);
  expect(seated.stdout).toMatch(/^Ann & Bert withdraw: no part from round 2 on\. If Ann & Bert leave now, /);
  const solo = ctxOf();
  await runEventNew(solo, 'klaverjassen', { entrants: 'Ann,Bert,Cis,Dirk,Eva', id: 'ki' });
  await runEventDraw(solo, {});
  const nl = await tafel(solo.store.dir, ['--lang', 'nl', 'toernooi', 'afmelden', 'Eva']);
  expect(nl.stdout).toBe('Eva trekt zich terug: speelt niet meer mee vanaf ronde 2.\n');
  const pairNl = await tafel(h, ['--lang', 'nl', 'toernooi', 'afmelden', 'Gert']);
  expect(pairNl.stdout).toMatch(/^Gert & Hilde trekken zich terug: .* Gaan Gert & Hilde nu al weg, /);
});

test('undraw refused names what each sheet holds: its deals (a pas too) and its corrections, never "(0)"', async () => {
  const h = home();
  const ctx = ctxOf(h);
  await runEventNew(ctx, 'kleurenwiezen', { entrants: 'A,B,C,D,E,F,G,H,I,J,K,L', id: 'kw' });
  await runEventDraw(ctx, {});
  await runCorrect(ctx, 'kw-r1-t1', `${ctx.store.readSheet('kw-r1-t1').players[0]}=5`, { reason: 'x' });
  const [by, mate] = ctx.store.readSheet('kw-r1-t3').players;
  await runRecord(ctx, 'kw-r1-t3', { words: ['samen', '8'], flags: { by: `${by},${mate}`, tricks: '8' } });
  await runRecord(ctx, 'kw-r1-t3', { words: ['pas'], flags: {} });
  await runCorrect(ctx, 'kw-r1-t3', `${by}=1`, { reason: 'x' });
  const before = snapshot(h);
  const en = await tafel(h, ['event', 'undraw']);
  expect([en.code, en.stderr]).toEqual([
    1,
    'tafel: Cannot take the round back: these sheets hold deals or corrections: kw-r1-t1 (1 correction), ' +
      "kw-r1-t3 (2 deals, 1 correction). To draw it again, take them off first ('tafel undo --sheet kw-r1-t1', once " +
      "for each), then 'tafel event undraw'.\n",
  ]);
  const nl = await tafel(h, ['--lang', 'nl', 'toernooi', 'undraw']);
  expect(nl.stderr).toBe(
    'tafel: De ronde kan niet terug: deze bladen bevatten giften of correcties: kw-r1-t1 (1 correctie), ' +
      "kw-r1-t3 (2 giften, 1 correctie). Om opnieuw te loten, haal ze eerst weg ('tafel undo --sheet kw-r1-t1', één " +
      "keer per stuk), dan 'tafel toernooi terugnemen'.\n",
  );
  expect(snapshot(h)).toEqual(before);
  // The way on, as said: each row taken off, then the round is taken back.
  expect((await tafel(h, ['undo', '--sheet', 'kw-r1-t1'])).code).toBe(0);
  for (let i = 0; i < 3; i++) expect((await tafel(h, ['undo', '--sheet', 'kw-r1-t3'])).code).toBe(0);
  expect((await tafel(h, ['event', 'undraw'])).code).toBe(0);
});

test('a round past the event\'s rounds is none to draw: said so, not "not drawn yet: tafel event draw"', async () => {
  const h = home();
  const made = ['event', 'new', 'klaverjassen', '--id', 'kv', '--entrants', 'A,B,C,D', '--rounds', '1', '--seed', '1'];
  expect((await tafel(h, made)).code).toBe(0);
  expect((await tafel(h, ['event', 'draw'])).code).toBe(0);
  const before = snapshot(h);
  // Until 2026-12-06 each said "Round 2 of kv is not drawn yet (1 drawn): 'tafel event draw'", which then refused.
  for (const [args, line] of [
    [['event', 'table', '1', '--round', '2'], 'kv has 1 round: there is no round 2 (1 drawn).'],
    [
      ['record', '--sheet', 'kv-r2-t1', '--taker', 'A', '--points', '100'],
      'kv has 1 round: there is no round 2 (1 drawn).',
    ],
    [['--lang', 'nl', 'toernooi', 'indeling', '--round', '2'], 'kv heeft 1 ronde: er is geen ronde 2 (1 geloot).'],
  ] as [string[], string][]) {
    const r = await tafel(h, args);
    expect([args, r.code, r.stdout, r.stderr]).toEqual([args, 1, '', `tafel: ${line}\n`]);
  }
  expect(snapshot(h)).toEqual(before);
});

test('an event title the file could not hold is refused: a zero-width or bidi character, as in a sheet', async () => {
  const h = home();
  const line =
    'tafel: A title is one line of 1 to 60 characters, not blank, without control, bidi or zero-width characters.\n';
  const made = ['event', 'new', 'klaverjassen', '--id', 'zz', '--entrants', 'Ann,Bert,Cis,Dirk'];
  // Until 2026-12-06 both were written, and every later command refused the event file.
  expect(await tafel(h, [...made, '--title', 'Club\u200bavond'])).toEqual({ code: 2, stdout: '', stderr: line });
  // Until 2026-12-07 a blank title was written, and the standings were headed " (zz)"; a season's alike.
  for (const blank of ['', '   ']) {
    expect(await tafel(h, [...made, '--title', blank])).toEqual({ code: 2, stdout: '', stderr: line });
    const season = await tafel(h, ['season', 'new', 'ss', '--game', 'klaverjassen', '--title', blank]);
    expect(season).toEqual({ code: 2, stdout: '', stderr: line });
  }
  expect((await tafel(h, ['--lang', 'nl', ...made, '--title', ''])).stderr).toBe(
    'tafel: Een titel is één regel van 1 tot 60 tekens, niet leeg, zonder stuur-, bidi- of nulbreedtetekens.\n',
  );
  expect(fs.existsSync(path.join(h, 'events', 'zz.json'))).toBe(false);
  expect(fs.existsSync(path.join(h, 'seasons'))).toBe(false);
  expect((await tafel(h, made)).code).toBe(0);
  const before = snapshot(h);
  expect((await tafel(h, ['event', 'set', 'title=Club\u202eavond'])).stderr).toBe(line);
  expect(snapshot(h)).toEqual(before);
});

test('an event saved with a number for a name still takes new entrants and renames of others', async () => {
  const h = home();
  expect((await tafel(h, ['event', 'new', 'klaverjassen', '--id', 'e', '--entrants', 'Ann,Bert,Cis,Dirk'])).code).toBe(
    0,
  );
  // As a tafel before 2026-12-06 could write it: entrant 4 named "12".
  const file = path.join(h, 'events', 'e.json');
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('"Dirk"', '"12"'));
  expect((await tafel(h, ['event', 'add', 'Ivo'])).code).toBe(0);
  expect((await tafel(h, ['event', 'rename', 'Ann', 'Anna'])).code).toBe(0);
  expect((await tafel(h, ['event', 'rename', '12', 'Twaalf'])).code).toBe(0);
  const names = (await tafelJson(h, ['event', 'show'])).entrants.map((x: { name: string }) => x.name);
  expect(names).toEqual(['Anna', 'Bert', 'Cis', 'Twaalf', 'Ivo']);
});

test('a table sheet edited to a deal after its end: the event and both boards refuse it as `sheet` does', async () => {
  const h = home();
  const ctx = ctxOf(h);
  await runEventNew(ctx, 'klaverjassen', { entrants: 'A,B,C,D,E,F,G,H', rounds: '1', deals: '4', id: 'kj' });
  await runEventDraw(ctx, {});
  const taker = ctx.store.readSheet('kj-r1-t1').players[0];
  for (let i = 0; i < 4; i++) await runRecord(ctx, 'kj-r1-t1', { words: [], flags: { taker, points: '92' } });
  // A fifth deal on a sheet of 4, which `record` refuses.
  const file = ctx.store.sheetPath('kj-r1-t1');
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  fs.writeFileSync(file, JSON.stringify({ ...data, deals: [...data.deals, data.deals[3]] }, null, 2));
  const said = {
    en:
      'Sheet kj-r1-t1 holds a deal that cannot be scored (the game had already ended after deal 4); the file was ' +
      "left untouched: 'tafel doctor' shows it and can restore the previous version.",
    nl:
      'Blad kj-r1-t1 bevat een gift die niet te scoren is (het spel was al afgelopen na gift 4); het bestand bleef ' +
      "onaangeroerd: 'tafel doctor' toont het en kan de vorige versie terugzetten.",
  };
  const before = snapshot(h);
  // Until 2026-12-06 the standings, show and export counted it, and the boards showed it.
  for (const lang of ['en', 'nl'] as const)
    for (const args of [
      ['sheet', 'kj-r1-t1'],
      ['event', 'standings'],
      ['event', 'show'],
      ['event', 'export', '--format', 'json'],
    ]) {
      const r = await tafel(h, [...args, '--lang', lang]);
      expect([args, r.code, r.stdout, r.stderr]).toEqual([args, 1, '', `tafel: ${said[lang]}\n`]);
    }
  const store = new Store(h, HOST);
  expect(new Board(store, { kind: 'sheet', id: 'kj-r1-t1' }).snapshot('en').refusals).toEqual([
    { id: 'kj-r1-t1', text: `Sheet kj-r1-t1 cannot be shown: ${said.en}` },
  ]);
  expect(new Board(store, { kind: 'event' }).snapshot('en').refusals).toEqual([{ text: said.en }]);
  // Until 2026-12-06 the game's reason stayed English inside a Dutch board's line.
  expect(new Board(store, { kind: 'event' }).snapshot('nl').refusals).toEqual([{ text: said.nl }]);
  expect(snapshot(h)).toEqual(before);
});
