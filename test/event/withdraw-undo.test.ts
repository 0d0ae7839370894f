import { describe, expect, test } from '@jest/globals';
import { snapshot, tafel, tafelJson, tempHomes } from '../helpers/cli.js';

/*
 * `event withdraw <entrant> --undo` (`toernooi afmelden ... --undo`) takes a withdrawal given by mistake back while
 * the first round it leaves him out of is not drawn; until 2026-12-07 only copying events/<id>.json.bak did.
 */

const home = tempHomes();

const ok = async (h: string, args: string[]) => {
  const r = await tafel(h, args);
  expect({ args, code: r.code, stderr: r.stderr }).toEqual({ args, code: 0, stderr: '' });
  return r;
};

/** Refused in one line with this exit code; nothing on disk changed. */
async function refused(h: string, args: string[], code: number, line: string): Promise<void> {
  const before = snapshot(h);
  expect(await tafel(h, args)).toEqual({ code, stdout: '', stderr: `tafel: ${line}\n` });
  expect(snapshot(h)).toEqual(before);
}

/** Ten entrants at two tables of four, Jan and Jef sitting out round 1 of 3; Jan withdrawn (meant: Jef). */
async function janWithdrawn(): Promise<string> {
  const h = home();
  await ok(h, [
    ...['event', 'new', 'kleurenwiezen', '--id', 'w', '--entrants', 'Ann,Bert,Cis,Dirk,Eva,Fien,Gert,Hans,Jan,Jef'],
    ...['--rounds', '3', '--deals', '1', '--seed', '1'],
  ]);
  await ok(h, ['event', 'draw']);
  expect((await ok(h, ['event', 'withdraw', 'Jan', '--reason', 'ziek'])).stdout).toBe(
    'Jan withdraws: no part from round 2 on.\n',
  );
  return h;
}

const seatedIn = (plan: { byes: { name: string }[]; tables: { seats: { name: string }[] }[] }) => [
  ...plan.byes.map((x) => x.name),
  ...plan.tables.flatMap((t) => t.seats.map((x) => x.name)),
];

describe('event withdraw --undo', () => {
  test('takes the withdrawal back before the round he would miss is drawn: he is drawn again', async () => {
    const h = await janWithdrawn();
    expect((await ok(h, ['event', 'withdraw', 'jan', '--undo'])).stdout).toBe(
      'The withdrawal of Jan is taken back: Jan plays from round 2 on.\n',
    );
    expect((await tafelJson(h, ['event', 'show'])).withdrawals).toEqual([]);
    await ok(h, ['event', 'withdraw', 'Jef']);
    expect(await tafelJson(h, ['event', 'withdraw', 'Jef', '--undo'])).toEqual({
      event: 'w',
      withdrawalUndone: 'Jef',
      fromRound: 2,
    });
    await ok(h, ['event', 'withdraw', 'Jef']);
    expect((await ok(h, ['--lang', 'nl', 'toernooi', 'afmelden', 'Jef', '--undo'])).stdout).toBe(
      'De afmelding van Jef is ingetrokken: Jef speelt toch mee vanaf ronde 2.\n',
    );
    for (const t of ['w-r1-t1', 'w-r1-t2']) await ok(h, ['finish', t]);
    expect(seatedIn(await tafelJson(h, ['event', 'draw']))).toEqual(expect.arrayContaining(['Jan', 'Jef']));
  });

  test('nothing to take back is refused naming who has withdrawn; --reason with it is a usage error', async () => {
    const h = await janWithdrawn();
    await refused(
      h,
      ['event', 'withdraw', 'Jef', '--undo'],
      1,
      'Jef has not withdrawn: nothing to take back (withdrawn: Jan).',
    );
    await refused(
      h,
      ['--lang', 'nl', 'toernooi', 'afmelden', '10', '--undo'],
      1,
      'Jef heeft zich niet teruggetrokken: er valt niets in te trekken (teruggetrokken: Jan).',
    );
    await refused(
      h,
      ['event', 'withdraw', 'Jan', '--undo', '--reason', 'beter'],
      2,
      '--reason goes with a withdrawal, not with --undo: leave it out.',
    );
    await ok(h, ['event', 'withdraw', 'Jan', '--undo']);
    await refused(h, ['event', 'withdraw', 'Jan', '--undo'], 1, 'Jan has not withdrawn: nothing to take back.');
  });

  test('once the round he misses is drawn: undraw first while nothing is recorded there; then it stays', async () => {
    const h = await janWithdrawn();
    for (const t of ['w-r1-t1', 'w-r1-t2']) await ok(h, ['finish', t]);
    const plan = await tafelJson(h, ['event', 'draw']);
    await refused(
      h,
      ['event', 'withdraw', 'Jan', '--undo'],
      1,
      "Round 2 is drawn without Jan and nothing is recorded there yet: run 'tafel event undraw', then 'tafel event " +
        "withdraw Jan --undo', then 'tafel event draw'.",
    );
    await refused(
      h,
      ['--lang', 'nl', 'toernooi', 'afmelden', 'Jan', '--undo'],
      1,
      "Ronde 2 is zonder Jan geloot en daar is nog niets geschreven: voer 'tafel toernooi terugnemen' uit, dan " +
        "'tafel toernooi afmelden Jan --undo', dan 'tafel toernooi loting'.",
    );
    const [a, b] = plan.tables[0].seats.map((x: { name: string }) => x.name);
    await ok(h, ['correct', '--sheet', plan.tables[0].sheet, `${a}=1,${b}=-1`, '--reason', 'telfout']);
    await refused(
      h,
      ['event', 'withdraw', 'Jan', '--undo'],
      1,
      'The withdrawal of Jan stays: round 2 was drawn without Jan and play has gone on since, so Jan cannot be ' +
        'seated in it any more.',
    );
    await refused(
      h,
      ['--lang', 'nl', 'toernooi', 'afmelden', 'Jan', '--undo'],
      1,
      'De afmelding van Jan blijft: ronde 2 is zonder Jan geloot en er is sindsdien verder gespeeld, dus Jan kan ' +
        'daar niet meer ingedeeld worden.',
    );
  });
});
