import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { snapshot, tafel, tempHomes } from '../helpers/cli.js';
import { fullAt } from '../helpers/die.js';

// `tafel import` of a file whose ids are taken: one id is "Sheet A already exists", several are a list joined
// with the language's own "and" ("Sheets A, B and C already exist"), through the built bundle.
const home = tempHomes();
const now = '2026-11-27T20:00:00';
const ok = async (h: string, args: string[]) => {
  const r = await tafel(h, args, { now });
  if (r.code !== 0) throw new Error(`tafel ${args.join(' ')} exited ${r.code}: ${r.stderr}`);
  return r;
};

/**
 * A data directory with the given games' sheets on 2026-11-27, and a backup of all of them; then each sheet here is
 * changed (Ann is Anna now), so that the backup's copy is another sheet under the same id.
 */
async function backedUp(games: [string, string][], changed = true): Promise<{ h: string; file: string }> {
  const h = home();
  for (const [game, players] of games) await ok(h, ['new', game, '--players', players]);
  const file = path.join(home(), 'backup.json');
  await ok(h, ['export', '--all', '--format', 'json', '--out', file]);
  if (changed) for (const [game] of games) await ok(h, ['rename', 'Ann', 'Anna', '--sheet', `2026-11-27-${game}`]);
  return { h, file };
}

const W = '2026-11-27-kleurenwiezen';
const Z = '2026-11-27-rikken';
const T = '2026-11-27-toepen';

describe('import onto ids that exist', () => {
  test('three ids: "Sheets A, B and C already exist", in English and in Dutch; nothing written', async () => {
    const { h, file } = await backedUp([
      ['kleurenwiezen', 'Ann,Bert,Cis,Dirk'],
      ['rikken', 'Ann,Bert,Cis,Dirk'],
      ['toepen', 'Ann,Bert,Cis'],
    ]);
    const before = snapshot(h);
    const en = await tafel(h, ['import', file], { now });
    expect([en.code, en.stderr]).toEqual([
      1,
      `tafel: Sheets ${W}, ${Z} and ${T} already exist; nothing was imported. Add --rename to import under the ` +
        `next free id (${W} as ${W}-2), or delete the sheets first.\n`,
    ]);
    const nl = await tafel(h, ['import', file, '--lang', 'nl'], { now });
    expect([nl.code, nl.stderr]).toEqual([
      1,
      `tafel: Bladen ${W}, ${Z} en ${T} bestaan al; er werd niets ingelezen. Voeg --rename toe om onder het ` +
        `volgende vrije id in te lezen (${W} als ${W}-2), of verwijder eerst de bladen.\n`,
    ]);
    expect(snapshot(h)).toEqual(before);
  });

  test('two ids: "A and B" / "A en B"', async () => {
    const { h, file } = await backedUp([
      ['kleurenwiezen', 'Ann,Bert,Cis,Dirk'],
      ['rikken', 'Ann,Bert,Cis,Dirk'],
    ]);
    expect((await tafel(h, ['import', file], { now })).stderr).toMatch(
      new RegExp(`^tafel: Sheets ${W} and ${Z} already exist; nothing was imported\\. `),
    );
    expect((await tafel(h, ['import', file, '--lang', 'nl'], { now })).stderr).toMatch(
      new RegExp(`^tafel: Bladen ${W} en ${Z} bestaan al; er werd niets ingelezen\\. `),
    );
  });

  test('the same backup again: a sheet here as the file has it is left as it is; a changed one clashes', async () => {
    const { h, file } = await backedUp(
      [
        ['kleurenwiezen', 'Ann,Bert,Cis,Dirk'],
        ['rikken', 'Ann,Bert,Cis,Dirk'],
      ],
      false,
    );
    const before = snapshot(h);
    const again = await tafel(h, ['import', file], { now });
    expect([again.code, again.stdout, again.stderr]).toEqual([
      0,
      `Already here, the same: ${W}, ${Z} (left as they are).\n`,
      '',
    ]);
    expect((await tafel(h, ['import', file, '--lang', 'nl'], { now })).stdout).toBe(
      `Staat hier al, precies zo: ${W}, ${Z} (ongemoeid gelaten).\n`,
    );
    expect(snapshot(h)).toEqual(before);
    // One changed here since: that one is a clash, named alone; nothing is written.
    await ok(h, ['rename', 'Ann', 'Anna', '--sheet', Z]);
    const changed = snapshot(h);
    const clash = await tafel(h, ['import', file], { now });
    expect([clash.code, clash.stderr]).toEqual([1, expect.stringMatching(`^tafel: Sheet ${Z} already exists;`)]);
    expect(snapshot(h)).toEqual(changed);
  });

  test('the same file after --rename: its copy under the new number is here; another copy clashes', async () => {
    const { h, file } = await backedUp([['kleurenwiezen', 'Ann,Bert,Cis,Dirk']]);
    // The sheet here changed since (Ann is Anna): --rename imports the file's as -2, once.
    expect((await ok(h, ['import', file, '--rename'])).stdout).toContain(`Imported 1 sheet: ${W}-2.`);
    expect((await ok(h, ['import', file, '--rename'])).stdout).toBe(
      `Already here, the same: ${W}-2 (left as it is).\n`,
    );
    // A file holding the id twice, one copy as here and one another: the other is no "same", it clashes.
    const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
    const other = JSON.parse(JSON.stringify(doc.sheets[0]));
    other.sheet.title = 'Andere';
    fs.writeFileSync(file, JSON.stringify({ ...doc, sheets: [doc.sheets[0], other] }));
    const twice = await tafel(h, ['import', file], { now });
    expect([twice.code, twice.stderr]).toEqual([1, expect.stringMatching(`^tafel: Sheet ${W} already exists;`)]);
  });

  test('the original in the trash: the copy --rename made is found, past the ids in the trash too', async () => {
    const { h, file } = await backedUp([['toepen', 'Ann,Bert,Cis']], false);
    await ok(h, ['delete', T, '--force']);
    expect((await ok(h, ['import', file, '--rename'])).stdout).toContain(`Imported 1 sheet: ${T}-2.`);
    const before = snapshot(h);
    // Again, with --rename or without: here already, nothing written (it made -3, -4... each time).
    for (const more of [['--rename'], []])
      expect((await ok(h, ['import', file, ...more])).stdout).toBe(`Already here, the same: ${T}-2 (left as it is).\n`);
    expect((await ok(h, ['import', file, '--rename', '--lang', 'nl'])).stdout).toBe(
      `Staat hier al, precies zo: ${T}-2 (ongemoeid gelaten).\n`,
    );
    expect(snapshot(h)).toEqual(before);
    // -2 in the trash as well: the next copy is -3, and it is found past both.
    await ok(h, ['delete', `${T}-2`, '--force']);
    expect((await ok(h, ['import', file, '--rename'])).stdout).toContain(`Imported 1 sheet: ${T}-3.`);
    expect((await ok(h, ['import', file, '--rename'])).stdout).toBe(
      `Already here, the same: ${T}-3 (left as it is).\n`,
    );
  });

  test("a sheet here that cannot be read: said so, and how to put the file's copy in its place", async () => {
    const { h, file } = await backedUp(
      [
        ['kleurenwiezen', 'Ann,Bert,Cis,Dirk'],
        ['rikken', 'Ann,Bert,Cis,Dirk'],
      ],
      false,
    );
    const w = path.join(h, 'sheets', `${W}.json`);
    fs.writeFileSync(w, '{');
    const before = snapshot(h);
    const en = await tafel(h, ['import', file], { now });
    expect([en.code, en.stdout, en.stderr]).toEqual([
      1,
      '',
      `tafel: ${w} cannot be read, so the sheet here cannot be compared with the file's copy; nothing was imported. ` +
        "Move it out of the data directory and import again to put the file's copy in its place; or add --rename " +
        `to import under the next free id (${W} as ${W}-2).\n`,
    ]);
    const nl = await tafel(h, ['import', file, '--lang', 'nl'], { now });
    expect([nl.code, nl.stderr]).toEqual([
      1,
      `tafel: ${w} is onleesbaar, dus het blad hier kan niet met de kopie uit het bestand vergeleken worden; er ` +
        'werd niets ingelezen. Zet het buiten de gegevensmap en lees opnieuw in om de kopie uit het bestand op zijn ' +
        `plaats te zetten; of voeg --rename toe om onder het volgende vrije id in te lezen (${W} als ${W}-2).\n`,
    ]);
    expect(snapshot(h)).toEqual(before);
    // Moved away, as said: the import puts the file's copy in its place (the other sheet is here, the same).
    fs.renameSync(w, path.join(home(), 'broken.json'));
    expect((await ok(h, ['import', file])).stdout).toContain(`Imported 1 sheet: ${W}.`);
    expect((await ok(h, ['sheet', W])).stdout).toContain('Ann');
  });

  test('one id stays singular', async () => {
    const { h, file } = await backedUp([['kleurenwiezen', 'Ann,Bert,Cis,Dirk']]);
    expect((await tafel(h, ['import', file], { now })).stderr).toBe(
      `tafel: Sheet ${W} already exists; nothing was imported. Add --rename to import under the next free id ` +
        `(${W} as ${W}-2), or delete the sheet first.\n`,
    );
    expect((await tafel(h, ['import', file, '--lang', 'nl'], { now })).stderr).toBe(
      `tafel: Blad ${W} bestaat al; er werd niets ingelezen. Voeg --rename toe om onder het volgende vrije id in ` +
        `te lezen (${W} als ${W}-2), of verwijder eerst het blad.\n`,
    );
  });
});

/**
 * A disk that fills up while the imported sheets are linked in, after the journal: the import is whole in the journal,
 * and the next tafel (another process) links the rest. Until 2026-12-07 the line said "Nothing was changed".
 */
test('a full disk after the journal: the import is said to be kept, and the next command finishes it', async () => {
  const { file } = await backedUp(
    [
      ['kleurenwiezen', 'Ann,Bert,Cis,Dirk'],
      ['rikken', 'Ann,Bert,Cis,Dirk'],
    ],
    false,
  );
  const ended = 2 ** 22 + 1; // a pid no process has: the import's process has ended when the next command starts
  for (const lang of ['en', 'nl']) {
    const to = home();
    const second = path.join(to, 'sheets', `${Z}.json`);
    const r = await fullAt('linkSync', second, () => tafel(to, ['import', file, '--lang', lang], { now, pid: ended }));
    expect(r).toEqual({
      code: 1,
      stdout: '',
      stderr:
        lang === 'en'
          ? `tafel: Could not write ${second} (ENOSPC): the disk is full. The change had begun and is kept: the ` +
            'next tafel command finishes it once that is put right.\n'
          : `tafel: Kon ${second} niet schrijven (ENOSPC): de schijf is vol. De wijziging was begonnen en blijft ` +
            'bewaard: de volgende tafel-opdracht maakt ze af zodra dat verholpen is.\n',
    });
    expect(fs.readdirSync(path.join(to, 'sheets'))).toEqual([`${W}.json`]);
    const sheets = await tafel(to, ['sheets', '--json'], { now });
    expect(
      JSON.parse(sheets.stdout)
        .map((s: { id: string }) => s.id)
        .sort(),
    ).toEqual([W, Z]);
    expect(fs.readdirSync(to).filter((n) => n.startsWith('import-'))).toEqual([]);
  }
});
