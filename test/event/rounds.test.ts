import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { snapshot, tafel, tafelJson, tempHomes } from '../helpers/cli.js';

/*
 * Rounds named before they are drawn, and what an event says of itself, through the built bundle (events.md
 * §6, §7, §9.2, §9.3): a table sheet id of a round not drawn yet, `sheet --json`'s `event`, `--round` beyond
 * the rounds drawn, `draw` and `reopen` on a finished or open event, and a movement's rounds ahead.
 */

const home = tempHomes();

const ok = async (h: string, args: string[]) => {
  const r = await tafel(h, args);
  expect({ args, code: r.code, stderr: r.stderr }).toEqual({ args, code: 0, stderr: '' });
  return r;
};

/** An individual Klaverjassen event `kw` of 3 rounds, two of them drawn (round 1's tables finished). */
async function twoOfThree(): Promise<string> {
  const h = home();
  await ok(h, ['event', 'new', 'klaverjassen', '--id', 'kw', '--entrants', 'A,B,C,D,E,F,G,H', '--rounds', '3']);
  await ok(h, ['event', 'draw']);
  for (const t of ['kw-r1-t1', 'kw-r1-t2']) await ok(h, ['finish', t]);
  await ok(h, ['event', 'draw']);
  return h;
}

/** One line on stderr, the exit code, nothing written. */
async function refusedWith(h: string, args: string[], code: number, line: string): Promise<void> {
  const before = snapshot(h);
  const r = await tafel(h, args);
  expect({ args, code: r.code, stdout: r.stdout, stderr: r.stderr }).toEqual({
    args,
    code,
    stdout: '',
    stderr: `tafel: ${line}\n`,
  });
  expect(snapshot(h)).toEqual(before);
}

describe('a table sheet id of a round not drawn yet (§7)', () => {
  const notDrawn = "Round 3 of kw is not drawn yet (2 drawn): 'tafel event draw'.";

  test('record, use, sheet, undo, correct, delete: the round not drawn, the rounds drawn, event draw', async () => {
    const h = await twoOfThree();
    for (const args of [
      ['record', '--sheet', 'kw-r3-t1', 'pas'],
      ['use', 'kw-r3-t1'],
      ['sheet', 'kw-r3-t1'],
      ['undo', '--sheet', 'kw-r3-t1'],
      ['correct', 'A=10,B=-10', '--reason', 'x', '--sheet', 'kw-r3-t1'],
      ['delete', 'kw-r3-t1'],
    ])
      await refusedWith(h, args, 1, notDrawn);
    await refusedWith(
      h,
      ['--lang', 'nl', 'sheet', 'kw-r3-t1'],
      1,
      "Ronde 3 van kw is nog niet geloot (2 geloot): 'tafel toernooi loting'.",
    );
    // --json keeps the code of a sheet that is not there
    const r = await tafel(h, ['sheet', 'kw-r3-t1', '--json']);
    expect(JSON.parse(r.stderr)).toEqual({ error: { code: 'not-found', message: notDrawn } });
  });

  // Until 2026-12-07 a table the round lacks got the plain "No sheet", where `event table 9` named the round's tables.
  test('a table a drawn round lacks: the round has no such table, its tables named, as event table says', async () => {
    const h = await twoOfThree();
    const noNine = 'Round 2 of kw has no table 9 (tables 1 and 2).';
    for (const args of [
      ['record', '--sheet', 'kw-r2-t9', 'pas'],
      ['sheet', 'kw-r2-t9'],
      ['correct', 'A=10,B=-10', '--reason', 'x', '--sheet', 'kw-r2-t9'],
    ])
      await refusedWith(h, args, 1, noNine);
    await refusedWith(h, ['record', '--sheet', 'kw-r1-t3', 'pas'], 1, 'Round 1 of kw has no table 3 (tables 1 and 2).');
    await refusedWith(h, ['--lang', 'nl', 'use', 'kw-r2-t9'], 1, 'Ronde 2 van kw heeft geen tafel 9 (tafels 1 en 2).');
    const r = await tafel(h, ['sheet', 'kw-r2-t9', '--json']);
    expect(JSON.parse(r.stderr)).toEqual({ error: { code: 'not-found', message: noNine } });
  });

  test('an unknown event or an event file that is not one of ours: the plain "No sheet"', async () => {
    const h = await twoOfThree();
    const none = (id: string) => `No sheet "${id}". 'tafel sheets' lists the sheets.`;
    await refusedWith(h, ['sheet', 'zz-r3-t1'], 1, none('zz-r3-t1'));
    await refusedWith(h, ['sheet', 'kw-r3'], 1, none('kw-r3'));
    fs.writeFileSync(path.join(h, 'events', 'yy.json'), '{"format": "tafel-event", "draws": [');
    await refusedWith(h, ['record', '--sheet', 'yy-r3-t1', 'pas'], 1, none('yy-r3-t1'));
  });
});

test('sheet --json of a table sheet shows the event object of its file; a plain sheet has none (§9.2)', async () => {
  const h = await twoOfThree();
  const file = JSON.parse(fs.readFileSync(path.join(h, 'sheets', 'kw-r2-t1.json'), 'utf8'));
  const shown = await tafelJson(h, ['sheet', 'kw-r2-t1']);
  expect(shown.event).toEqual({ id: 'kw', uid: file.event.uid, round: 2, table: 1 });
  expect(shown.event).toEqual(file.event);
  expect(shown).toMatchObject({ id: 'kw-r2-t1', players: file.players, finished: false });
  await ok(h, ['new', 'klaverjassen', '--players', 'Ann,Bert,Cis,Dirk']);
  const plain = await tafelJson(h, ['sheet']);
  expect(plain.players).toEqual(['Ann', 'Bert', 'Cis', 'Dirk']);
  expect(plain).not.toHaveProperty('event');
});

describe('--round and --after-round beyond the rounds drawn (§6, as event plan and event table)', () => {
  test('a round not drawn yet is refused (1); what is no round at all is usage (2); nothing written', async () => {
    const h = await twoOfThree();
    const notDrawn = "Round 3 of kw is not drawn yet (2 drawn): 'tafel event draw'.";
    await refusedWith(h, ['event', 'export', '--round', '3'], 1, notDrawn);
    await refusedWith(h, ['event', 'export', '--format', 'json', '--round', '3', '--table', '1'], 1, notDrawn);
    await refusedWith(h, ['event', 'standings', '--after-round', '3'], 1, notDrawn);
    await refusedWith(
      h,
      ['--lang', 'nl', 'toernooi', 'stand', '--after-round', '3'],
      1,
      "Ronde 3 van kw is nog niet geloot (2 geloot): 'tafel toernooi loting'.",
    );
    await refusedWith(
      h,
      ['event', 'export', '--round', '0'],
      2,
      '--round must be a whole number from 1 to 2, not "0".',
    );
    await refusedWith(
      h,
      ['event', 'standings', '--after-round', 'x'],
      2,
      '--after-round must be a whole number from 1 to 2, not "x".',
    );
    await refusedWith(
      h,
      ['event', 'export', '--round', '31'],
      2,
      '--round must be a whole number from 1 to 2, not "31".',
    );
    // the rounds drawn still answer
    expect((await tafelJson(h, ['event', 'standings', '--after-round', '2'])).afterRound).toBe(2);
    const one = await tafelJson(h, ['event', 'export', '--format', 'json', '--round', '1']);
    expect(one.sheets.map((s: { sheet: { id: string } }) => s.sheet.id)).toEqual(['kw-r1-t1', 'kw-r1-t2']);
  });
});

describe('draw and reopen on a finished or open event', () => {
  test('event draw on a finished event names the rounds drawn of planned and event reopen (§7)', async () => {
    const h = await twoOfThree();
    await ok(h, ['event', 'finish', '--force']);
    await refusedWith(
      h,
      ['event', 'draw'],
      1,
      "The event kw is finished (2 of 2 rounds drawn): 'tafel event reopen' opens it again.",
    );
    await refusedWith(
      h,
      ['--lang', 'nl', 'toernooi', 'loting', '--dry-run'],
      1,
      "Het toernooi kw is afgesloten (2 van 2 rondes geloot): 'tafel toernooi heropenen' opent het weer.",
    );
  });

  test('event reopen of an open event says so, exit 0, and writes nothing (no revision, no backup)', async () => {
    const h = await twoOfThree();
    const before = snapshot(h);
    expect(await tafel(h, ['event', 'reopen'])).toEqual({
      code: 0,
      stdout: 'The event kw is already open: nothing was changed.\n',
      stderr: '',
    });
    expect(await tafel(h, ['--lang', 'nl', 'toernooi', 'reopen'])).toEqual({
      code: 0,
      stdout: 'Het toernooi kw is al open: er is niets veranderd.\n',
      stderr: '',
    });
    expect(await tafelJson(h, ['event', 'reopen'])).toEqual({ event: 'kw', finished: false, alreadyOpen: true });
    expect(snapshot(h)).toEqual(before);
    // a finished one is opened again, as before
    await ok(h, ['event', 'finish', '--force']);
    expect((await ok(h, ['event', 'reopen'])).stdout).toBe('The event kw is open again.\n');
  });
});

describe('event remove before round 1: a withdrawal stays with its entrant as the others are renumbered', () => {
  const SIX = 'Ann,Bert,Cis,Dirk,Eva,Fien';
  /** Six entrants, `withdrawn` withdraws and `removed` is removed; `event show`'s entrants and the draw's seats. */
  async function removeAfterWithdraw(withdrawn: string, removed: string) {
    const h = home();
    await ok(h, ['event', 'new', 'klaverjassen', '--id', 'w', '--seed', '5', '--entrants', SIX]);
    await ok(h, ['event', 'withdraw', withdrawn]);
    await ok(h, ['event', 'remove', removed]);
    const show = async (lang: string) =>
      (await ok(h, ['--lang', lang, 'event', 'show'])).stdout
        .split('\n')
        .find((l) => /^(Entrants|Deelnemers):/.test(l));
    const entrants = [await show('en'), await show('nl')];
    const draw = await tafelJson(h, ['event', 'draw']);
    const seated = draw.tables.flatMap((t: { seats: { name: string }[] }) => t.seats.map((s) => s.name));
    return { entrants, seated: seated.sort(), byes: draw.byes.map((b: { name: string }) => b.name) };
  }

  test('another entrant removed: the withdrawn one keeps his mark under his new number and sits out', async () => {
    expect(await removeAfterWithdraw('Eva', 'Ann')).toEqual({
      entrants: [
        'Entrants: 1 Bert, 2 Cis, 3 Dirk, 4 Eva (withdrawn from round 1), 5 Fien',
        'Deelnemers: 1 Bert, 2 Cis, 3 Dirk, 4 Eva (teruggetrokken vanaf ronde 1), 5 Fien',
      ],
      seated: ['Bert', 'Cis', 'Dirk', 'Fien'],
      byes: [],
    });
  });

  test('the withdrawn entrant removed: his withdrawal goes with him, nobody else is marked', async () => {
    expect(await removeAfterWithdraw('Bert', 'Bert')).toEqual({
      entrants: ['Entrants: 1 Ann, 2 Cis, 3 Dirk, 4 Eva, 5 Fien', 'Deelnemers: 1 Ann, 2 Cis, 3 Dirk, 4 Eva, 5 Fien'],
      seated: ['Ann', 'Cis', 'Dirk', 'Eva'],
      byes: ['Fien'],
    });
    // The last entrant withdrawn and removed: the event file still reads (it held a withdrawal of no entrant).
    expect(await removeAfterWithdraw('Fien', 'Fien')).toEqual({
      entrants: ['Entrants: 1 Ann, 2 Bert, 3 Cis, 4 Dirk, 5 Eva', 'Deelnemers: 1 Ann, 2 Bert, 3 Cis, 4 Dirk, 5 Eva'],
      seated: ['Ann', 'Bert', 'Cis', 'Dirk'],
      byes: ['Eva'],
    });
  });
});

describe('event plan --all of a movement: every round, also before round 1 is drawn (§3.3, §6, §9.3)', () => {
  const PAIRS = 'Ann+Bert,Cis+Dirk,Eva+Fien,Gert+Hans,Ivo+Jan,Kim+Lies,Mark+Nel,Olga+Piet';
  const movement = async (): Promise<string> => {
    const h = home();
    const args = ['--pairs', PAIRS, '--rounds', '3', '--seating', 'movement', '--title', 'Koppels'];
    await ok(h, ['event', 'new', 'klaverjassen', '--id', 'kp', ...args]);
    return h;
  };
  /** Even pair 2t stays at table t, odd pair 2k − 1 moves up one table a round (§3.3): host, visitor per table. */
  const MOVES = [
    [
      [2, 1],
      [4, 3],
      [6, 5],
      [8, 7],
    ],
    [
      [2, 7],
      [4, 1],
      [6, 3],
      [8, 5],
    ],
    [
      [2, 5],
      [4, 7],
      [6, 1],
      [8, 3],
    ],
  ];
  type Plan = { round: number; drawn?: false; tables: { sheet: string | null; seats: { no: number }[] }[] };
  const pairsOf = (p: Plan) => p.tables.map((t) => [t.seats[0].no, t.seats[1].no]);

  test('before any draw: 3 rounds, each marked not drawn, no sheets, nobody absent; nothing written', async () => {
    const h = await movement();
    const before = snapshot(h);
    const plan = await tafelJson(h, ['event', 'plan', '--all']);
    expect(plan.event).toBe('kp');
    expect(plan.rounds.map(pairsOf)).toEqual(MOVES);
    for (const [i, p] of plan.rounds.entries()) {
      expect(p).toMatchObject({ event: 'kp', round: i + 1, drawn: false, absent: [], byes: [] });
      expect(p.tables.map((t: Plan['tables'][number]) => t.sheet)).toEqual([null, null, null, null]);
      expect(p.repeats).toEqual({ partners: 0, tablemates: 0 });
    }
    const text = (await ok(h, ['event', 'plan', '--all'])).stdout;
    expect(text).toMatch(/^Round 1 of 3, Koppels \(seed \d+\) — not drawn yet\n/);
    expect(text).toContain('│     2 │ -     │ Gert & Hans v Ann & Bert │ Gert writes, Ann deals first │');
    const note = "Not drawn yet: no table sheets exist until 'tafel event draw'; seated as if nobody is absent.";
    expect(text.split('\n').filter((l) => l === note)).toHaveLength(3);
    const nl = (await ok(h, ['--lang', 'nl', 'toernooi', 'indeling', '--all'])).stdout;
    expect(nl).toMatch(/^Ronde 1 van 3, Koppels \(lotingsgetal \d+\) — nog niet geloot\n/);
    // The two teams of a table: "tegen" in Dutch, not the English "v".
    expect(nl).toContain('Gert & Hans tegen Ann & Bert');
    // Standings before any round: none played, not "after round 0".
    expect((await ok(h, ['--lang', 'nl', 'toernooi', 'stand'])).stdout).toContain(
      'Nog geen ronde gespeeld (3 gepland)',
    );
    expect((await ok(h, ['event', 'standings'])).stdout).toContain('No round played yet (3 planned)');
    expect(nl).toContain(
      "Nog niet geloot: er zijn geen tafelbladen tot 'tafel toernooi loting'; ingedeeld alsof niemand afwezig is.",
    );
    expect(snapshot(h)).toEqual(before);
    // a single round not drawn yet is still refused, as before
    await refusedWith(h, ['event', 'plan'], 1, "Round 1 of kp is not drawn yet (0 drawn): 'tafel event draw'.");
  });

  test('after round 1: round 1 as drawn, 2 and 3 still marked; what was planned is what is drawn', async () => {
    const h = await movement();
    await ok(h, ['event', 'draw']);
    const plan = await tafelJson(h, ['event', 'plan', '--all']);
    expect(plan.rounds.map(pairsOf)).toEqual(MOVES);
    expect(plan.rounds[0]).toEqual(await tafelJson(h, ['event', 'plan', '--round', '1']));
    expect(plan.rounds[0].tables[0].sheet).toBe('kp-r1-t1');
    expect(plan.rounds.map((p: Plan) => p.drawn)).toEqual([undefined, false, false]);
    for (const t of ['kp-r1-t1', 'kp-r1-t2', 'kp-r1-t3', 'kp-r1-t4']) await ok(h, ['finish', t]);
    await ok(h, ['event', 'draw']);
    expect(pairsOf(await tafelJson(h, ['event', 'plan']))).toEqual(MOVES[1]);
  });

  test('a stationary pair absent: its table left out, the others keep their numbers, the event reads', async () => {
    const h = await movement();
    await ok(h, ['event', 'draw']);
    for (const t of ['kp-r1-t1', 'kp-r1-t2', 'kp-r1-t3', 'kp-r1-t4']) await ok(h, ['finish', t]);
    // Pair 4 stays at table 2 (MOVES): absent, its table is not played and its visitor has a bye (§3.3).
    const round2 = await tafelJson(h, ['event', 'draw', '--absent', PAIRS.split(',')[3].split('+')[0]]);
    expect(round2.tables.map((t: { table: number }) => t.table)).toEqual([1, 3, 4]);
    // The event file so written reads back: standings, doctor, a table by its number.
    expect((await tafel(h, ['event', 'standings'])).code).toBe(0);
    expect((await tafel(h, ['doctor'])).code).toBe(0);
    await refusedWith(h, ['event', 'table', '2'], 1, 'Round 2 has no table 2 (tables 1, 3 and 4).');
  });

  test('a table sheet with all its deals: its round is complete there, no plain sheet advised', async () => {
    const h = home();
    await ok(h, [
      'event',
      'new',
      'jokeren',
      '--id',
      'jf',
      '--entrants',
      'Ann,Bert,Cis,Dirk',
      '--seed',
      '1',
      '--deals',
      '1',
    ]);
    await ok(h, ['event', 'draw']);
    const deal = ['record', '--sheet', 'jf-r1-t1', '--out', 'Ann', '--points', 'Bert=3,Cis=4,Dirk=5'];
    await ok(h, deal);
    await refusedWith(
      h,
      deal,
      1,
      "Table sheet jf-r1-t1 has all its deals: this table's round is complete. 'tafel edit' or 'tafel correct' " +
        "changes a deal on it; the next round is the organiser's 'tafel event draw' (event jf).",
    );
  });

  test('a table sheet finished early is finished, not complete: tafel reopen plays on', async () => {
    const h = home();
    await ok(h, ['event', 'new', 'klaverjassen', '--id', 'k2', '--entrants', 'Ann,Bert,Cis,Dirk', '--seed', '1']);
    await ok(h, ['event', 'draw']);
    const deal = ['record', '--sheet', 'k2-r1-t1', '--taker', 'Ann', '--points', '100'];
    await ok(h, deal);
    await ok(h, ['finish', 'k2-r1-t1']);
    await refusedWith(
      h,
      deal,
      1,
      "Sheet k2-r1-t1 is already finished: 'tafel sheet k2-r1-t1' shows it, 'tafel reopen k2-r1-t1' opens it again.",
    );
    await refusedWith(
      h,
      ['--lang', 'nl', ...deal],
      1,
      "Blad k2-r1-t1 is al afgesloten: 'tafel sheet k2-r1-t1' toont het, 'tafel reopen k2-r1-t1' opent het weer.",
    );
    await ok(h, ['reopen', 'k2-r1-t1']);
    expect((await ok(h, deal)).stdout).toMatch(/^Deal 2: /);
  });

  test('an event that is a season night is not deleted under the season: season remove first', async () => {
    const h = home();
    await ok(h, ['event', 'new', 'klaverjassen', '--id', 'oct', '--entrants', 'A,B,C,D']);
    await ok(h, ['season', 'new', 's27', '--game', 'klaverjassen']);
    await ok(h, ['season', 'add', 's27', 'oct']);
    await refusedWith(
      h,
      ['event', 'delete', 'oct', '--force'],
      1,
      "Event oct is a night of season s27: 'tafel season remove s27 oct' takes it out of the season first (its " +
        'standings would name an event that is gone). Nothing was deleted.',
    );
    await ok(h, ['season', 'remove', 's27', 'oct']);
    await ok(h, ['event', 'delete', 'oct', '--force']);
  });

  test('--deals off, the word the refusal names, is no limit as none is', async () => {
    const h = home();
    const base = ['event', 'new', 'kleurenwiezen', '--rules', 'whisthub', '--entrants', 'A,B,C,D'];
    await refusedWith(
      h,
      [...base, '--deals', '7'],
      2,
      '--deals 7 is not allowed here: deals must be off or a multiple of 4 (the number of players, so everybody ' +
        'deals equally often) up to 100, not "7".',
    );
    expect((await tafelJson(h, [...base, '--deals', 'off'])).deals).toBe('none');
  });

  test('a broken event file names its previous version to copy back, not the sheet commands', async () => {
    const h = await movement();
    await ok(h, ['event', 'draw']);
    const file = path.join(h, 'events', 'kp.json');
    fs.writeFileSync(file, '{');
    await refusedWith(
      h,
      ['event', 'show'],
      1,
      `${file} is not valid JSON; it was left untouched. Its previous version ${file}.bak: 'tafel doctor' shows ` +
        'whether it reads fine; copy it over the file to put it back, or repair the file by hand.',
    );
  });

  test('a game without fixed partners counts the tablemates who meet again, not partners', async () => {
    const h = home();
    await ok(h, ['event', 'new', 'kleurenwiezen', '--id', 'kw', '--entrants', 'A,B,C,D,E,F,G,H', '--seed', '1']);
    // Until 2026-12-06 also "Repeated partners 0", of a game where nobody partners anybody for a round.
    expect((await ok(h, ['event', 'draw'])).stdout.split('\n').at(-2)).toBe('No byes. Repeated tablemates 0.');
    const nl = home();
    await ok(nl, ['event', 'new', 'kleurenwiezen', '--id', 'kw', '--entrants', 'A,B,C,D,E,F,G,H', '--seed', '1']);
    expect((await ok(nl, ['--lang', 'nl', 'toernooi', 'loting'])).stdout.split('\n').at(-2)).toBe(
      'Niemand zit stil. Herhaalde tafelgenoten 0.',
    );
  });

  test('a movement that cannot hold is refused as draw refuses it; a draw seating: drawn rounds only', async () => {
    const h = home();
    await ok(h, ['event', 'new', 'klaverjassen', '--id', 'ki', '--entrants', 'A,B,C,D,E,F,G,H,I,J,K']);
    await ok(h, ['event', 'set', 'seating=movement']);
    await refusedWith(
      h,
      ['event', 'plan', '--all'],
      1,
      'The individual movement seats full tables of 4 only, and 11 entrants do not fill them (no byes): add or ' +
        "remove entrants, or use 'tafel event set seating=draw'.",
    );
    // 12 at 3 tables rotate (review 14.20): the plan counts the tablemates who meet again instead of refusing.
    await ok(h, ['event', 'add', 'L']);
    const plan = (await ok(h, ['event', 'plan', '--all'])).stdout.split('\n').filter((l) => l.startsWith('No byes.'));
    expect(plan).toEqual([
      'No byes. Repeated partners 0, repeated tablemates 0.',
      'No byes. Repeated partners 0, repeated tablemates 3.',
      'No byes. Repeated partners 0, repeated tablemates 6.',
    ]);
    await ok(h, ['event', 'set', 'rounds=4']);
    await refusedWith(
      h,
      ['--lang', 'nl', 'toernooi', 'plan', '--all'],
      1,
      "Het schema houdt het met 3 tafels hoogstens 3 rondes vol, geen 4: 'tafel toernooi instellen rounds=3', of " +
        "'tafel toernooi instellen seating=loting'.",
    );
    // The Dutch refusal's way, run as printed (until 2026-12-08 it gave the English value, seating=draw).
    await ok(h, ['--lang', 'nl', 'toernooi', 'instellen', 'seating=loting']);
    expect((await ok(h, ['event', 'show', '--json'])).stdout).toMatch(/"seating": "draw"/);
    await refusedWith(
      h,
      ['--lang', 'nl', 'toernooi', 'instellen', 'seating=op-stand'],
      1,
      '--seating op-stand (ranked) is enkel voor koppeltoernooien: gebruik --seating loting of doorschuiven.',
    );
    await refusedWith(
      h,
      ['event', 'plan', '--all'],
      1,
      "Round 1 of ki is not drawn yet (0 drawn): 'tafel event draw'.",
    );
  });
});

// Until 2026-12-07 a ranked round whose standings changed since its draw said only "it differs from the stored plan at
// table 1 seat 1", as a plan changed by hand would; and in Dutch "bij table 1 seat 1".
test('verify of a ranked round after a later edit of round 1: its standings changed, not its plan', async () => {
  const h = home();
  await ok(h, ['event', 'new', 'klaverjassen', '--id', 'kj', '--pairs', 'Ann+Bert,Cis+Dirk,Eva+Fien,Gert+Hans']);
  await ok(h, ['event', 'set', 'seating=ranked', 'rounds=3', 'seed=5']);
  await ok(h, ['event', 'draw']);
  await ok(h, ['correct', 'Ann=350,Cis=400', '--reason', 'boom', '--sheet', 'kj-r1-t1']);
  await ok(h, ['correct', 'Eva=200,Gert=300', '--reason', 'boom', '--sheet', 'kj-r1-t2']);
  for (const t of ['kj-r1-t1', 'kj-r1-t2']) await ok(h, ['finish', t]);
  await ok(h, ['event', 'draw']);
  expect((await ok(h, ['event', 'plan', '--verify'])).stdout).toBe(
    'Round 2: drawn again from its seed, it matches the stored plan.\n',
  );
  // Cis 400 was a typo for 100: Ann & Bert lead now, so round 2 would seat them at table 1, seat 1.
  await ok(h, ['edit', 'c1', 'Ann=350,Cis=100', '--sheet', 'kj-r1-t1']);
  const before = snapshot(h);
  const said = async (args: string[]) => {
    const r = await tafel(h, args);
    return [r.code, r.stdout, r.stderr];
  };
  expect(await said(['event', 'plan', '--verify'])).toEqual([
    1,
    'Round 2: seated by the standings after round 1 (--seating ranked), which changed since it was drawn (a later ' +
      'correction or edit of an earlier round): it cannot be drawn again the same, and that is no fault of its plan.\n',
    '',
  ]);
  expect(await said(['--lang', 'nl', 'toernooi', 'indeling', '--verify'])).toEqual([
    1,
    'Ronde 2: ingedeeld op de stand na ronde 1 (--seating ranked), en die is veranderd sinds de loting (een latere ' +
      'correctie of wijziging van een eerdere ronde): ze kan niet opnieuw zo geloot worden, en dat is geen fout in ' +
      'de indeling.\n',
    '',
  ]);
  expect(JSON.parse((await said(['event', 'plan', '--verify', '--json']))[1] as string).verified).toEqual([
    { round: 2, matches: false, differs: 'table 1 seat 1', standingsChanged: true },
  ]);
  expect(snapshot(h)).toEqual(before);
  // A plan changed by hand still differs as such, said in the reader's language.
  const file = path.join(h, 'events', 'kj.json');
  const e = JSON.parse(fs.readFileSync(file, 'utf8'));
  e.draws[0].tables[0].seats = [3, 4, 3, 4];
  fs.writeFileSync(file, JSON.stringify(e));
  expect((await said(['--lang', 'nl', 'event', 'plan', '--verify', '--round', '1']))[1]).toBe(
    'Ronde 1: opnieuw geloot uit het lotingsgetal, wijkt af van de bewaarde indeling bij tafel 1 stoel 1.\n',
  );
  fs.writeFileSync(file, JSON.stringify({ ...e, draws: [{ ...e.draws[0], byes: [1] }, e.draws[1]] }));
  expect((await said(['event', 'plan', '--verify', '--round', '1']))[1]).toBe(
    'Round 1: drawn again from its seed, it differs from the stored plan at the byes: 1 in the plan, none drawn ' +
      'again.\n',
  );
});

test('sheets lists table sheets under their evening and event, each a row of its own: none cut at 60, 80', async () => {
  // The heading "event <id>" is as long as the id of its table sheets (6 longer than the event's), never longer.
  for (const [id, columns] of [
    ['clubavond', 60],
    ['voorjaarscompetitie-ronde-3', 80],
  ] as const) {
    const h = home();
    await ok(h, ['event', 'new', 'klaverjassen', '--id', id, '--entrants', 'Ann,Bert,Cis,Dirk,Eva,Fien,Gert,Hilde']);
    await ok(h, ['event', 'draw']);
    const r = await tafel(h, ['sheets'], { tty: true, columns, env: { NO_COLOR: '1' } });
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines.every((l) => l.length <= columns)).toBe(true);
    // The deals column is there (not cut to "…"), and each heading is a row of its own.
    expect(lines[1]).toMatch(/│ +deals │$/);
    expect(lines).toContainEqual(expect.stringMatching(/│ Evening of \d{4}-\d\d-\d\d +│/));
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`│ event ${id} +│`)));
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`│ ${id}-r1-t2 +│.* 0 │$`)));
    expect(r.stdout).not.toContain('…');
  }
});

test('sheets: each evening and each event once, however the sheets were started in turn', async () => {
  // Round 1, a kitchen-table sheet, round 2, another sheet: one evening heading, the two sheets without an event
  // under it (newest first), then the event's heading and its table sheets.
  const h = home();
  await ok(h, ['event', 'new', 'klaverjassen', '--id', 'club', '--entrants', 'Ann,Bert,Cis,Dirk', '--rounds', '2']);
  await ok(h, ['event', 'draw']);
  await ok(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk']);
  await ok(h, ['event', 'draw', '--force']);
  await ok(h, ['new', 'belote', '--players', 'Ann,Bert,Cis,Dirk']);
  const ids = (await tafel(h, ['sheets'], { columns: 120 })).stdout
    .split('\n')
    .map((l) => l.match(/^│ [ *] │ ([^│]*?) +│/)?.[1])
    .filter((x) => x !== undefined && x !== 'id');
  const day = (await tafelJson<{ evening: string }[]>(h, ['sheets']))[0].evening;
  expect(ids).toEqual([
    `Evening of ${day}`,
    `${day}-belote`,
    `${day}-kleurenwiezen`,
    'event club',
    'club-r2-t1',
    'club-r1-t1',
  ]);
});

test('event cards of one table says one card, in English and Dutch', async () => {
  const h = home();
  await ok(h, ['event', 'new', 'klaverjassen', '--id', 'vier', '--entrants', 'Ann,Bert,Cis,Dirk']);
  await ok(h, ['event', 'draw']);
  const out = path.join(home(), 'kaart.html');
  const cards = ['event', 'cards', '--out', out, '--host', '192.168.1.9', '--port', '8080'];
  expect((await tafel(h, cards)).stdout).toBe(`1 table card written to ${out}: print it.\n`);
  expect((await tafel(h, [...cards, '--force', '--lang', 'nl'])).stdout).toBe(
    `1 tafelkaart geschreven naar ${out}: druk die af.\n`,
  );
});

test("an event's default title names the game in the language it is made in", async () => {
  const h = home();
  const entrants = ['--entrants', 'Ann,Bert,Cis,Dirk'];
  const nl = await tafelJson<{ title: string }>(h, [
    'event',
    'new',
    'kleurenwiezen',
    '--id',
    'a',
    ...entrants,
    '--lang',
    'nl',
  ]);
  const en = await tafelJson<{ title: string }>(h, ['event', 'new', 'kleurenwiezen', '--id', 'b', ...entrants]);
  expect([nl.title, en.title]).toEqual([
    expect.stringMatching(/^Kleurenwiezen \d{4}-\d\d-\d\d$/),
    expect.stringMatching(/^Kleurenwiezen \(colour whist\) \d{4}-\d\d-\d\d$/),
  ]);
});

test('event and season export take --format and --out as tafel export does: a clash or a .pdf refused', async () => {
  const h = home();
  await ok(h, ['event', 'new', 'klaverjassen', '--id', 'e', '--entrants', 'Ann,Bert,Cis,Dirk', '--rounds', '1']);
  await ok(h, ['event', 'draw']);
  await ok(h, ['season', 'new', 's', '--game', 'klaverjassen']);
  await ok(h, ['season', 'add', 's', 'e']);
  const before = snapshot(h);
  const d = home();
  for (const cmd of [
    ['event', 'export'],
    ['season', 'export', 's'],
  ]) {
    const clash = await tafel(h, [...cmd, '--format', 'md', '--out', path.join(d, 'x.csv')]);
    expect([clash.code, clash.stderr]).toEqual([
      2,
      expect.stringMatching(/^tafel: --format md and --out .*x\.csv disagree/),
    ]);
    const pdf = await tafel(h, [...cmd, '--out', path.join(d, 'x.pdf')]);
    expect([pdf.code, pdf.stderr]).toEqual([2, expect.stringContaining('tafel does not write .pdf files')]);
    const empty = await tafel(h, [...cmd, '--out', '']);
    expect([empty.code, empty.stderr]).toEqual([2, expect.stringMatching(/^tafel: --out is empty: /)]);
  }
  expect(snapshot(h)).toEqual(before);
  // Without --format or an extension that names one, Markdown, as before.
  await ok(h, ['event', 'export', '--out', path.join(d, 'plan.txt')]);
  expect(fs.readFileSync(path.join(d, 'plan.txt'), 'utf8')).toMatch(/^# Klaverjassen /);
});

test('absent all night, absent=none: no round played, no poedel or prize, a night missed (excusable)', async () => {
  const h = home();
  await tafel(h, ['season', 'new', 's', '--game', 'klaverjassen', '--nights', '3', '--best', '2', '--excused', '50']);
  const entrants = ['--entrants', 'Ann,Bert,Cis,Dirk,Eva', '--rounds', '1', '--deals', '1', '--seed', '3'];
  await tafel(h, ['event', 'new', 'klaverjassen', '--id', 'n1', ...entrants, '--season', 's', '--poedel']);
  await tafel(h, ['event', 'set', 'absent=none']);
  await tafel(h, ['event', 'draw', '--absent', 'Eva']);
  // events.md §4.1: an absent round counts as played unless `absent` is `none`; Eva played no round.
  // Ann + Bert take 100 of 162 (made): 100 each; Cis + Dirk 62 each; the poedel is the last of those who played.
  await tafel(h, ['record', '--sheet', 'n1-r1-t1', '--taker', 'Ann', '--points', '100']);
  await tafel(h, ['event', 'finish']);
  const rows = (
    await tafelJson<{ standings: { name: string; total: number; poedel: boolean }[] }>(h, ['event', 'standings'])
  ).standings.map((r) => [r.name, r.total, r.poedel]);
  expect(rows).toEqual([
    ['Ann', 100, false],
    ['Bert', 100, false],
    ['Cis', 62, false],
    ['Dirk', 62, true],
    ['Eva', 0, false],
  ]);
  expect(await tafel(h, ['season', 'excuse', 's', 'Eva', '--event', 'n1'])).toMatchObject({
    code: 0,
    stdout: 'Eva is excused for n1.\n',
  });
});

test('event finish, every table done but a round to draw: names the draw or fewer rounds, not the tables', async () => {
  const h = home();
  await tafel(h, ['event', 'new', 'klaverjassen', '--id', 'kj', '--entrants', 'Ann,Bert,Cis,Dirk', '--rounds', '2']);
  await tafel(h, ['event', 'set', 'deals=1']);
  await tafel(h, ['event', 'draw']);
  await tafel(h, ['record', '--sheet', 'kj-r1-t1', '--taker', 'Ann', '--points', '100']);
  const before = snapshot(h);
  const said = async (lang: string) => await tafel(h, ['event', 'finish', '--lang', lang]);
  expect([await said('en'), await said('nl')].map((r) => [r.code, r.stderr])).toEqual([
    [
      1,
      "tafel: The event is not done: 1 of 2 rounds drawn, every table finished. Draw the next ('tafel event draw'), " +
        "set the rounds played ('tafel event set rounds=1'), or add --force.\n",
    ],
    [
      1,
      "tafel: Het toernooi is niet rond: 1 van 2 rondes geloot, elke tafel afgesloten. Loot de volgende ('tafel " +
        "toernooi loting'), zet de gespeelde rondes ('tafel toernooi instellen rounds=1'), of voeg --force toe.\n",
    ],
  ]);
  expect(snapshot(h)).toEqual(before);
  await tafel(h, ['event', 'set', 'rounds=1']);
  expect((await tafel(h, ['event', 'finish'])).stdout).toBe('The event kj is finished: the standings are final.\n');
});

// In Klaverjassen's own word, spel (until 2026-12-07 "gift", every game's).
test('event show says one deal in the singular: "1 deal at tables of 4", "1 spel aan tafels van 4"', async () => {
  const h = home();
  await tafel(h, ['event', 'new', 'klaverjassen', '--id', 'kj', '--entrants', 'Ann,Bert,Cis,Dirk', '--deals', '1']);
  const line = async (lang: string) => (await tafel(h, ['event', 'show', '--lang', lang])).stdout.split('\n')[1];
  expect(await line('en')).toContain(', 1 deal at tables of 4,');
  expect(await line('nl')).toContain(', 1 spel aan tafels van 4,');
});

// Until 2026-12-07 a table holding only a correction read "open, 0 of 16 deals", as an untouched one.
test("event show counts a table's corrections beside its deals, as undraw does; --json too", async () => {
  const h = home();
  await tafel(h, ['event', 'new', 'klaverjassen', '--id', 'vk', '--entrants', 'A,B,C,D,E,F,G,H', '--seed', '3']);
  const { tables } = await tafelJson(h, ['event', 'draw']);
  // Two corrections at table 1, one at table 2, each between its first two seats.
  for (const [t, n] of [0, 0, 1].entries()) {
    const [a, b] = tables[n].seats.map((s: { name: string }) => s.name);
    await ok(h, ['correct', '--sheet', tables[n].sheet, `${a}=${t + 1},${b}=-${t + 1}`, '--reason', 'boom']);
  }
  const lines = async (lang: string) => (await tafel(h, ['event', 'show', '--lang', lang])).stdout.split('\n');
  expect((await lines('en')).slice(-3)).toEqual([
    '  vk-r1-t1  open, 0 of 16 deals, 2 corrections',
    '  vk-r1-t2  open, 0 of 16 deals, 1 correction',
    '',
  ]);
  expect((await lines('nl')).slice(-3, -1)).toEqual([
    '  vk-r1-t1  open, 0 van 16 spellen, 2 correcties',
    '  vk-r1-t2  open, 0 van 16 spellen, 1 correctie',
  ]);
  expect((await tafelJson(h, ['event', 'show'])).tables.map((t: { corrections: number }) => t.corrections)).toEqual([
    2, 1,
  ]);
});

test('a season without a title of its own is headed by its id once: "vc2 — provisional", not "vc2 (vc2)"', async () => {
  const h = home();
  await tafel(h, ['season', 'new', 'vc2', '--game', 'klaverjassen', '--nights', '2']);
  await tafel(h, ['season', 'new', 'vc3', '--game', 'klaverjassen', '--nights', '2', '--title', 'Vrijdag']);
  const head = async (id: string) => (await tafel(h, ['season', 'standings', id])).stdout.split('\n')[0];
  expect([await head('vc2'), await head('vc3')]).toEqual(['vc2 — provisional', 'Vrijdag (vc3) — provisional']);
  // The JSON carries the nights planned (the M of "best N of M") and the tie-breaks, as event standings do its own.
  expect(await tafelJson(h, ['season', 'standings', 'vc2'])).toMatchObject({
    nights: 2,
    tieBreaks: expect.arrayContaining([expect.any(String)]),
  });
});

test('absent all night, default absent=fixed:0: played it with 0, so the excuse is refused (spec §4.1)', async () => {
  const h = home();
  await tafel(h, ['season', 'new', 's', '--game', 'klaverjassen', '--nights', '3']);
  const entrants = ['--entrants', 'Ann,Bert,Cis,Dirk,Eva', '--rounds', '1', '--deals', '1', '--seed', '3'];
  await tafel(h, ['event', 'new', 'klaverjassen', '--id', 'n1', ...entrants, '--season', 's']);
  await tafel(h, ['event', 'draw', '--absent', 'Eva']);
  // Played: a night with no score yet counts for nobody (its entrants are refused otherwise).
  await tafel(h, ['record', '--sheet', 'n1-r1-t1', '--taker', 'Ann', '--points', '100']);
  const before = snapshot(h);
  const r = await tafel(h, ['season', 'excuse', 's', 'Eva', '--event', 'n1', '--lang', 'nl']);
  expect([r.code, r.stderr]).toEqual([
    1,
    'tafel: Eva speelde n1 (0 punten): enkel een gemiste avond kan worden afgemeld.\n',
  ]);
  expect(snapshot(h)).toEqual(before);
});

test('competitie nieuw and competitie erbij are read as toernooi nieuw and toernooi erbij are', async () => {
  const h = home();
  const made = await tafel(h, ['--lang', 'nl', 'competitie', 'nieuw', 'vc', '--game', 'klaverjassen', '--nights', '3']);
  expect([made.code, made.stdout]).toEqual([
    0,
    "Competitie vc (klaverjassen): 3 avonden, elke avond telt. Verder: 'tafel competitie erbij vc <toernooi>...'.\n",
  ]);
  await tafel(h, ['event', 'new', 'klaverjassen', '--id', 'n1', '--entrants', 'Ann,Bert,Cis,Dirk']);
  expect((await tafel(h, ['--lang', 'nl', 'competitie', 'erbij', 'vc', 'n1'])).stdout).toBe(
    'Competitie vc: n1 toegevoegd; haar avonden zijn n1.\n',
  );
});
