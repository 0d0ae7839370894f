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

  test('a drawn round, an unknown event or an event file that is not one of ours: the plain "No sheet"', async () => {
    const h = await twoOfThree();
    const none = (id: string) => `No sheet "${id}". 'tafel sheets' lists the sheets.`;
    await refusedWith(h, ['sheet', 'kw-r2-t9'], 1, none('kw-r2-t9'));
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
      "Het toernooi kw is afgesloten (2 van 2 rondes geloot): 'tafel toernooi reopen' opent het weer.",
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
