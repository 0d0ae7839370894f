import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { snapshot, tafel, tempHomes } from '../helpers/cli.js';

/**
 * A stored time is a moment the calendar has (2026-12-07): Date.parse rolls 2026-02-30 over to 2026-03-02 and
 * T24:00:00 to the next day, so until then a backup whose sheet was made "2026-02-30" imported and was listed under
 * the evening of 2026-03-01, while `sheet --json` kept the date written. Every stored time is judged alike: a sheet's,
 * event's and season's creation, a draw's, a deal's origin and the trash's deletion time.
 */
const home = tempHomes();
const FOUR = ['--players', 'Ann,Bert,Cis,Dirk'];
const NIGHT = new Date(2026, 11, 6, 20, 0);
const ID = '2026-12-06-kleurenwiezen';

async function must(h: string, args: string[]): Promise<void> {
  const r = await tafel(h, args, { now: NIGHT });
  expect([args.join(' '), r.code, r.stderr]).toEqual([args.join(' '), 0, '']);
}

/** A backup of a data directory made by `setup`, changed by `change`: the changed copy's path. */
async function backup(setup: string[][], change: (doc: any) => void): Promise<string> {
  const h = home();
  for (const args of setup) await must(h, args);
  const file = path.join(home(), 'b.json');
  await must(h, ['export', '--all', '--format', 'json', '--out', file]);
  const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
  change(doc);
  fs.writeFileSync(file, JSON.stringify(doc, null, 2));
  return file;
}

const OF_EXPORT = "use a file written by 'tafel export --format json'.\n";
const VAN_EXPORT = "gebruik een bestand van 'tafel export --format json'.\n";

describe('import refuses a time the calendar has not, naming its field; nothing is written', () => {
  test.each(['2026-02-30T00:00:00Z', '2026-04-31T19:04:00.000Z', '2026-12-06T24:00:00Z'])(
    'a sheet made %s',
    async (at) => {
      const file = await backup(
        [
          ['new', 'kleurenwiezen', ...FOUR],
          ['record', 'samen', '8', '--by', 'Bert,Dirk', '--tricks', '9'],
        ],
        (doc) => {
          doc.sheets[0].sheet.createdAt = at;
        },
      );
      const to = home();
      const where = `${file}, sheets[0].sheet (${ID}).createdAt: `;
      expect(await tafel(to, ['import', file], { now: NIGHT })).toEqual({
        code: 1,
        stdout: '',
        stderr:
          `tafel: Not a valid tafel export: ${where}the calendar has no ${at}; must be a time like ` +
          `2026-11-29T19:04:00.000Z. Nothing was imported; ${OF_EXPORT}`,
      });
      expect((await tafel(to, ['import', file, '--lang', 'nl'], { now: NIGHT })).stderr).toBe(
        `tafel: Geen geldige tafel-export: ${where}de kalender kent geen ${at}; moet een tijdstip zijn zoals ` +
          `2026-11-29T19:04:00.000Z. Er werd niets ingelezen; ${VAN_EXPORT}`,
      );
      expect(snapshot(to)).toEqual({});
    },
  );

  test("an event's creation or draw, a season's creation", async () => {
    const setup = [
      ['season', 'new', 'vc', '--game', 'klaverjassen', '--nights', '3'],
      ['event', 'new', 'klaverjassen', '--id', 'kv', '--entrants', 'Ann,Bert,Cis,Dirk', '--seed', '1'],
      ['event', 'draw'],
    ];
    const cases: [string, string, (doc: any) => void][] = [
      ['events[0]', 'createdAt', (doc) => (doc.events[0].createdAt = '2026-02-29T18:00:00.000Z')],
      ['events[0]', 'draws', (doc) => (doc.events[0].draws[0].drawnAt = '2026-12-06T24:00:00.000Z')],
      ['seasons[0]', 'createdAt', (doc) => (doc.seasons[0].createdAt = '2026-11-31T18:00:00.000Z')],
    ];
    for (const [where, field, change] of cases) {
      const file = await backup(setup, change);
      const to = home();
      expect(await tafel(to, ['import', file], { now: NIGHT })).toEqual({
        code: 1,
        stdout: '',
        stderr:
          `tafel: Not a valid tafel export: ${file}, ${where}: has a field "${field}" that tafel does not write so ` +
          `(or misses it). Nothing was imported; ${OF_EXPORT}`,
      });
      expect((await tafel(to, ['import', file, '--lang', 'nl'], { now: NIGHT })).stderr).toBe(
        `tafel: Geen geldige tafel-export: ${file}, ${where}: heeft een veld "${field}" dat tafel zo niet schrijft ` +
          `(of mist het). Er werd niets ingelezen; ${VAN_EXPORT}`,
      );
      expect(snapshot(to)).toEqual({});
    }
  });
});

describe('a data file edited to a time the calendar has not', () => {
  test("a deal's origin: the sheet is refused as every hand edit (a real date reads)", async () => {
    const h = home();
    await must(h, ['new', 'kleurenwiezen', ...FOUR]);
    await must(h, ['record', 'samen', '8', '--by', 'Bert,Dirk', '--tricks', '9']);
    const file = path.join(h, 'sheets', `${ID}.json`);
    const d = JSON.parse(fs.readFileSync(file, 'utf8'));
    const origin = (at: string) => ({ ...d, origins: { '1': { via: 'phone', at, id: 'abcdefghijklmnop' } } });
    fs.writeFileSync(file, JSON.stringify(origin('2026-04-30T20:00:00.000Z')));
    expect((await tafel(h, ['sheet'], { now: NIGHT })).code).toBe(0);
    fs.writeFileSync(file, JSON.stringify(origin('2026-04-31T20:00:00.000Z')));
    const before = snapshot(h);
    const r = await tafel(h, ['sheet'], { now: NIGHT });
    expect([r.code, r.stdout]).toEqual([1, '']);
    expect(r.stderr).toBe(
      `tafel: ${file} is not a sheet as tafel writes it: origins: must map deal numbers of the sheet to where each ` +
        `came from ({"via": "phone", "at", "id"}); it was left untouched. 'tafel doctor' shows whether its previous ` +
        `version reads fine ('tafel doctor --restore ${ID}' puts it back); or repair it by hand, or delete the sheet ` +
        `with 'tafel delete ${ID} --force'.\n`,
    );
    expect(snapshot(h)).toEqual(before);
  });

  test("a deleted sheet's deletion time: listed as unknown, as one that is no time", async () => {
    const h = home();
    await must(h, ['new', 'kleurenwiezen', ...FOUR]);
    await must(h, ['delete', ID, '--force']);
    const meta = path.join(h, 'deleted', ID, 'deleted.json');
    fs.writeFileSync(meta, JSON.stringify({ id: ID, deletedAt: '2026-02-30T20:00:00.000Z' }));
    const r = await tafel(h, ['sheets', '--deleted'], { now: NIGHT });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`${meta} has no valid deletion time ("2026-02-30T20:00:00.000Z")`);
  });
});
