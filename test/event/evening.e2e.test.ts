import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { snapshot, tafel, tafelJson, tempHomes } from '../helpers/cli.js';
import { Store } from '../../src/store/store.js';
import { HOST } from '../helpers/host.js';

/*
 * An evening of 3 rounds at 3 tables through the built bundle, run in this process as the binary runs
 * it (test/helpers/cli.ts) (§11.1's event: its seed gives its plans, so the standings are §11.1's
 * table). Table 3 of round 2 is recorded on a second device (its own data directory) and brought back
 * with `event import`; the other tables are filled in process, one correction row each.
 */

const home = tempHomes();
const TEAM: Record<string, [number, number]> = {
  'r1-t1': [1342, 1430],
  'r1-t2': [1402, 1350],
  'r1-t3': [1560, 1192],
  'r2-t1': [1448, 1264],
  'r2-t2': [1490, 1302],
  'r2-t3': [1290, 1402],
  'r3-t1': [1454, 1278],
  'r3-t2': [1316, 1496],
  'r3-t3': [1306, 1466],
};

/** What a scorer would reach with `tafel correct` and `tafel finish`: the table's two team totals. */
async function fill(dir: string, id: string): Promise<void> {
  const [a, b] = TEAM[id.replace(/^.*-(r\d-t\d)$/, '$1')];
  await new Store(dir, HOST).updateSheet(id, (d) => {
    const scores = Object.fromEntries(d.players.map((p, seat) => [p, seat % 2 === 0 ? a : b]));
    return { data: { ...d, corrections: [{ after: 0, scores, reason: 'totaal' }], closed: true }, result: undefined };
  });
}

describe('a club evening end to end', () => {
  test('draw, refuse while open, record on a second device, import back (twice), standings and exports', async () => {
    const org = home();
    const scorer = home();
    const files = home();
    await tafelJson(org, [
      'event',
      'new',
      'klaverjassen',
      '--id',
      'club',
      '--title',
      'Klaverjasavond december',
      '--entrants',
      'Ann,Bert,Cis,Dirk,Eva,Fien,Gert,Hilde,Ivo,Jef,Kim,Lies',
      '--rounds',
      '3',
      '--seed',
      '20261205',
      '--prizes',
      'formule-van-4',
      '--poedel',
    ]);
    const r1 = await tafelJson(org, ['toernooi', 'loting']);
    expect(r1.tables.map((t: { seats: { no: number }[] }) => t.seats.map((s) => s.no))).toEqual([
      [2, 9, 7, 8],
      [3, 12, 11, 10],
      [1, 6, 4, 5],
    ]);
    expect(r1.tables[2]).toMatchObject({
      sheet: 'club-r1-t3',
      scorer: 'Ann',
      firstDealer: 'Fien',
      teams: [
        ['Ann', 'Dirk'],
        ['Fien', 'Eva'],
      ],
    });

    // Round 2 is refused while round 1's tables are open, and nothing is written.
    await fill(org, 'club-r1-t1');
    await fill(org, 'club-r1-t2');
    const before = snapshot(org);
    const open = await tafel(org, ['event', 'draw']);
    expect(open.code).toBe(1);
    expect(open.stderr).toContain('club-r1-t3 (0 of 16)');
    expect(open.stderr).toContain('tafel finish club-r1-t3');
    expect(open.stderr).toContain('--force');
    expect(snapshot(org)).toEqual(before);
    await fill(org, 'club-r1-t3');

    const r2 = await tafelJson(org, ['event', 'draw']);
    expect(r2.repeats).toEqual({ partners: 0, tablemates: 3 });
    await fill(org, 'club-r2-t1');
    await fill(org, 'club-r2-t2');

    // Table 3 goes to its scorer's device, is recorded there, and comes back.
    const out = path.join(files, 't3.json');
    await tafelJson(org, ['event', 'export', '--format', 'json', '--table', '3', '--out', out]);
    expect(await tafelJson(scorer, ['event', 'import', out])).toMatchObject({
      event: 'club',
      eventAction: 'created',
      sheets: [{ sheet: 'club-r2-t3', action: 'new' }],
    });
    expect(
      (await tafel(scorer, ['correct', 'Ann=1290,Ivo=1402', '--sheet', 'club-r2-t3', '--reason', 'totaal'])).code,
    ).toBe(0);
    expect((await tafel(scorer, ['finish', 'club-r2-t3'])).code).toBe(0);
    // The scorer's device does not change the event itself.
    expect((await tafel(scorer, ['event', 'draw', '--force'])).code).toBe(1);
    const back = path.join(files, 't3-back.json');
    await tafelJson(scorer, ['event', 'export', '--format', 'json', '--table', '3', '--out', back]);
    const provisional = await tafelJson(org, ['event', 'standings']);
    expect(provisional.openSheets).toEqual(['club-r2-t3']);
    expect(await tafelJson(org, ['event', 'import', back])).toMatchObject({
      eventAction: 'same',
      sheets: [{ sheet: 'club-r2-t3', action: 'taken' }],
    });
    const once = snapshot(org);
    expect((await tafelJson(org, ['event', 'import', back])).sheets).toEqual([{ sheet: 'club-r2-t3', action: 'same' }]);
    expect(snapshot(org)).toEqual(once);

    await tafelJson(org, ['event', 'draw']);
    for (const t of [1, 2, 3]) await fill(org, `club-r3-t${t}`);
    const s = await tafelJson(org, ['event', 'stand']);
    expect(s.provisional).toBe(false);
    expect(s.standings.map((x: { name: string; total: number; place: number }) => [x.place, x.name, x.total])).toEqual([
      [1, 'Ann', 4304],
      [2, 'Kim', 4304],
      [3, 'Jef', 4218],
      [4, 'Lies', 4156],
      [5, 'Gert', 4140],
      [6, 'Dirk', 4140],
      [7, 'Ivo', 4138],
      [8, 'Bert', 4138],
      [9, 'Eva', 4136],
      [10, 'Cis', 4008],
      [11, 'Hilde', 3972],
      [12, 'Fien', 3922],
    ]);
    expect(s.standings[0].tie).toEqual({ with: [11], decidedBy: 'name' });
    // As a person reads them at 60 columns in Dutch: a fitted box, numbers whole, the tie-break in Dutch.
    const narrow = (await tafel(org, ['--lang', 'nl', 'event', 'stand'], { env: { COLUMNS: '60' } })).stdout.split(
      '\n',
    );
    expect(narrow.filter((l) => [...l].length > 60)).toEqual([]);
    // Three rounds and the totals leave no room for the names: the rounds' own scores step aside, and say so.
    const first = narrow.findIndex((l) => /^│ +1 │ +1 │ Ann +│ +4304 │ +2 │$/.test(l));
    expect(narrow.slice(first + 1, first + 3).map((l) => l.split('│')[3].trim())).toEqual(['met Kim: naam', 'prijs']);
    expect(narrow.join(' ').replace(/\s+/g, ' ')).toContain(
      "De score per ronde is weggelaten bij deze breedte: 'tafel toernooi export' of een breder venster toont ze.",
    );

    const csv = path.join(files, 'avond.csv');
    await tafelJson(org, ['event', 'export', '--out', csv, '--excel', 'nl']);
    const text = fs.readFileSync(csv, 'utf8');
    expect(text.startsWith('\ufeffkey;value\r\n')).toBe(true);
    expect(text).toContain(
      '\r\nplace;no;name;r1;r2;r3;total;played;average;wins;decided_by;prize;poedel;withdrawn\r\n' +
        '1;1;Ann;1560;1290;1454;4304;3;1434,67;2;name;yes;no;no\r\n',
    );
    expect(text).toContain('2;3;club-r2-t3;1;1;Ann;Ann & Cis;1290;no');
  });
});
