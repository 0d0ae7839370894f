import { beforeAll, describe, expect, jest, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SCHEMA_VERSION } from '../../src/sheet/sheet.js';
import { parseSheet } from '../../src/store/decode.js';
import { BIN, snapshot, spawnTogether, tafel, tafelJson, tempHomes } from '../helpers/cli.js';

// The BUILT bundle run in process as the binary runs it (test/helpers/cli.ts); processes where the test is
// about them: six writers and their locks, a SIGKILL, a reader that closes the pipe. Spawning the binary
// on 2 shared cores can be slow; no assertion depends on time.
jest.setTimeout(60000);

const home = tempHomes();

const newSheet = async (h: string, players = 'Ann,Bert,Cis,Dirk'): Promise<string> =>
  (await tafelJson(h, ['new', 'kleurenwiezen', '--players', players])).id;
const sheetFile = (h: string, id: string) => path.join(h, 'sheets', `${id}.json`);
const readDeals = (h: string, id: string) =>
  parseSheet(fs.readFileSync(sheetFile(h, id), 'utf8'), sheetFile(h, id), id).deals;

describe('concurrency', () => {
  test(
    '6 processes released together recording into one sheet: each waits its turn and succeeds, and every deal is in ' +
      'the sheet once',
    async () => {
      const h = home();
      const id = await newSheet(h);
      // Held at a gate until all six are started (spawnTogether): a lock taken by rename instead of link lost a
      // deal in five runs of five, as twelve started one by one did.
      const runs = await spawnTogether(h, 6, (i) => [
        'record',
        'solo',
        '6',
        '--by',
        'Ann',
        '--tricks',
        String(6 + (i % 3)),
      ]);
      // The lock is waited for (8 s), not refused: six short writes all get their turn.
      expect(runs.map((r) => [r.code, r.stderr])).toEqual(runs.map(() => [0, '']));
      // Exactly the six deals are stored, once each: two each of 6, 7 and 8 tricks.
      expect(
        readDeals(h, id)
          .map((d) => Number(d.tricks))
          .sort(),
      ).toEqual([6, 6, 7, 7, 8, 8]);
      // The default table: a solo of 6 made scores 12, and 3 more a trick above six: 2 x (12 + 15 + 18) = 90.
      expect((await tafelJson(h, ['sheet', id])).totals.Ann).toBe(90);
      expect(fs.readdirSync(path.join(h, 'sheets')).filter((f) => /\.(lock|tmp)$/.test(f))).toEqual([]);
    },
  );
});

describe('crash safety: a record killed at a random moment', () => {
  test('leaves a sheet that opens with all or none of that deal, and the next record just works', async () => {
    const h = home();
    const id = await newSheet(h);
    let deals = 0;
    /** A record started, SIGKILLed after `ms` (it may have finished by then); resolves when it is gone. */
    const killed = (ms: number) =>
      new Promise<void>((resolve) => {
        const child = spawn(
          process.execPath,
          [BIN, 'record', 'solo', '6', '--by', 'Ann', '--tricks', String(deals % 14)],
          { env: { ...process.env, TAFEL_HOME: h }, stdio: 'ignore' },
        );
        const timer = setTimeout(() => child.kill('SIGKILL'), ms);
        child.on('close', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    // One whole record first, to know how long one takes on this machine (not asserted); then kills in the second
    // half of a record's life and a little after it, where tafel itself runs (before, node is still starting: fixed
    // delays of 5 to 100 ms mostly killed node before tafel began).
    const t0 = Date.now();
    await killed(60000);
    const whole = Date.now() - t0;
    for (let i = 0; i <= 5; i++) {
      if (i > 0) await killed(Math.round(whole * (0.5 + Math.random() * 0.6)));
      const now = readDeals(h, id);
      expect([deals, deals + 1]).toContain(now.length);
      if (now.length > deals)
        expect(now[deals]).toEqual({ contract: 'solo', level: 6, by: ['Ann'], tricks: deals % 14 });
      deals = now.length;
    }
    // A lock or temporary file left by a killed process does not stand in the way.
    const r = await tafelJson(h, ['record', 'pas']);
    expect(r.number).toBe(deals + 1);
    expect((await tafel(h, ['doctor'])).code).toBe(0);
  });
});

describe('tafel doctor', () => {
  let h: string;
  let id: string;
  beforeAll(async () => {
    h = home();
    id = await newSheet(h);
    await tafel(h, ['record', 'samen', '8', '--by', 'Ann,Bert', '--tricks', '9']);
    await tafel(h, ['record', 'pas']);
  });

  test('all is well: exit 0, and a JSON document', async () => {
    const r = await tafel(h, ['doctor', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      dataDir: h,
      ok: true,
      checked: { sheets: 1, settings: true, events: 0, seasons: 0 },
      problems: [],
    });
    expect((await tafel(h, ['doctor'])).stdout).toContain('everything reads fine');
  });

  test('a torn sheet: listed with its reason and its previous version, exit 1; --restore puts that back', async () => {
    const file = sheetFile(h, id);
    fs.writeFileSync(file, '{"schemaVersion": 1, "id": "');
    const list = await tafel(h, ['doctor', '--json']);
    expect(list.code).toBe(1);
    expect(JSON.parse(list.stdout)).toMatchObject({
      ok: false,
      problems: [
        {
          kind: 'sheet',
          id,
          file,
          code: 'corrupt',
          reason: 'is not valid JSON',
          backup: { file: file + '.bak', usable: true, deals: 1 },
          fix: `tafel doctor --restore ${id}`,
        },
      ],
    });
    const text = await tafel(h, ['doctor']);
    expect(text.code).toBe(1);
    expect(text.stdout).toContain(`${id}: is not valid JSON`);
    // When it was saved, in local time to the minute, as `sheets --deleted` shows times (JSON keeps the ISO time).
    const saved = new Date(JSON.parse(list.stdout).problems[0].backup.savedAt);
    const two = (n: number) => String(n).padStart(2, '0');
    const day = `${saved.getFullYear()}-${two(saved.getMonth() + 1)}-${two(saved.getDate())}`;
    const local = `${day} ${two(saved.getHours())}:${two(saved.getMinutes())}`;
    expect(text.stdout).toContain(`previous version: 1 deal, saved ${local}; put it back with: tafel doctor --restore`);

    const r = await tafel(h, ['doctor', '--restore', id, '--json']);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc).toMatchObject({ restored: id, file, from: file + '.bak', deals: 1 });
    expect(doc.broken).toMatch(new RegExp(`^${file.replace(/[.]/g, '\\.')}\\.broken-`));
    expect(fs.readFileSync(doc.broken, 'utf8')).toBe('{"schemaVersion": 1, "id": "');
    expect((await tafelJson(h, ['sheet'])).deals).toHaveLength(1);
    expect((await tafel(h, ['doctor'])).code).toBe(0);
  });

  test('a sheet that parses but names a game tafel does not know counts as unreadable too', async () => {
    const file = sheetFile(h, id);
    const good = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, good.replace('"game": "kleurenwiezen"', '"game": "schaak"'));
    const doc = JSON.parse((await tafel(h, ['doctor', '--json'])).stdout);
    fs.writeFileSync(file, good);
    expect(doc.problems[0]).toMatchObject({
      id,
      code: 'corrupt',
      reason: expect.stringContaining('is not a sheet as tafel writes it: game: unknown game "schaak" (games: '),
    });
  });

  test('a sheet file gone with its previous version still there: listed, and --restore brings it back', async () => {
    const g = home();
    const lost = await newSheet(g);
    await tafel(g, ['record', 'pas']);
    const file = sheetFile(g, lost);
    fs.rmSync(file);
    // The sheet's own commands name the way back, and 'tafel sheets' lists it as an unreadable sheet (until
    // 2026-12-07 it said "No sheets yet").
    const listed = (await tafel(g, ['sheets'])).stdout;
    expect([listed.includes(`│ * │ ${lost} │`), listed.includes('│ file gone: see tafel doctor │')]).toEqual([
      true,
      true,
    ]);
    expect((await tafel(g, ['sheets', '--lang', 'nl'])).stdout).toContain('│ bestand weg: tafel doctor │');
    expect(await tafelJson(g, ['sheets'])).toEqual([
      { id: lost, error: 'the sheet file is gone; its previous version is still there', active: true },
    ]);
    const before = snapshot(g);
    const en =
      `tafel: No sheet "${lost}": its file is gone, but its previous version is still there; ` +
      `'tafel doctor --restore ${lost}' puts it back.\n`;
    for (const argv of [['sheet'], ['sheet', lost], ['record', 'pas']]) {
      expect(await tafel(g, argv)).toEqual({ code: 1, stdout: '', stderr: en });
    }
    expect((await tafel(g, ['sheet', '--lang', 'nl'])).stderr).toBe(
      `tafel: Geen blad "${lost}": het bestand is weg, maar de vorige versie is er nog; ` +
        `'tafel doctor --restore ${lost}' zet ze terug.\n`,
    );
    expect(snapshot(g)).toEqual(before);
    const r = await tafel(g, ['doctor', '--json']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).problems).toEqual([
      expect.objectContaining({
        kind: 'sheet',
        id: lost,
        file,
        code: 'missing',
        reason: 'the sheet file is gone; its previous version is still there',
        backup: expect.objectContaining({ usable: true, deals: 0 }),
        fix: `tafel doctor --restore ${lost}`,
      }),
    ]);
    // A new sheet of that game and day takes the next number: the id stays the previous version's.
    const bak = fs.readFileSync(`${file}.bak`, 'utf8');
    expect(await newSheet(g, 'Eva,Fien,Gert,Hans')).toBe(`${lost}-2`);
    await tafel(g, ['record', 'pas']);
    expect(fs.readFileSync(`${file}.bak`, 'utf8')).toBe(bak);
    expect((await tafel(g, ['doctor', '--restore', 'today-kleurenwiezen'])).code).toBe(0);
    expect((await tafel(g, ['doctor'])).code).toBe(0);
  });

  test('an undone deal edited to the impossible: every command names the file, nothing written', async () => {
    const g = home();
    const sheet = await newSheet(g);
    await tafel(g, ['record', 'samen', '8', '--by', 'Ann,Bert', '--tricks', '9']);
    await tafel(g, ['record', 'solo', '6', '--by', 'Ann', '--tricks', '7']);
    await tafel(g, ['undo']);
    const file = sheetFile(g, sheet);
    const good = fs.readFileSync(file, 'utf8');
    expect(good).toContain('"undone"');
    fs.writeFileSync(file, good.replace('"tricks": 7', '"tricks": 20'));
    const why =
      "holds an undone deal tafel would not have written ('tafel redo' would put it back): deal 2 would not pass " +
      "'tafel record': --tricks 20 is impossible: it must be from 0 to 13";
    const r = await tafel(g, ['doctor', '--json']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).problems).toEqual([
      expect.objectContaining({ id: sheet, file, code: 'undone', reason: why, fix: `tafel doctor --restore ${sheet}` }),
    ]);
    const before = snapshot(g);
    const refusal =
      `tafel: ${file} ${why}; it was left untouched. 'tafel doctor' shows whether its previous version reads fine ` +
      `('tafel doctor --restore ${sheet}' puts it back); or repair it by hand, or delete the sheet with ` +
      `'tafel delete ${sheet} --force'.\n`;
    // Until 2026-12-06 only redo and doctor saw it: sheet showed it, edit and undo wrote it on, record dropped it, and
    // export --all wrote it into a backup that import refuses.
    const out = path.join(home(), 'b.json');
    for (const argv of [['redo'], ['sheet'], ['edit', '1', '--tricks', '10'], ['undo'], ['record', 'pas']]) {
      expect(await tafel(g, argv)).toEqual({ code: 1, stdout: '', stderr: refusal });
    }
    // Skipped with its warning, as every sheet export --all cannot read; with none left, nothing is written.
    expect(await tafel(g, ['export', '--all', '--format', 'json', '--out', out])).toEqual({
      code: 1,
      stdout: '',
      stderr:
        refusal.replace('tafel: ', `tafel: warning: skipped sheet ${sheet}: `) +
        'tafel: Nothing to export: the only sheet was skipped (see above).\n',
    });
    expect(fs.existsSync(out)).toBe(false);
    expect((await tafel(g, ['redo', '--lang', 'nl'])).stderr).toContain(
      "bevat een ongedaan gemaakte gift die tafel niet zo zou schrijven ('tafel redo' zou ze terugzetten): gift 2 " +
        "zou 'tafel record' niet doorstaan: --tricks 20 kan niet: het moet van 0 tot 13 zijn; tafel liet het " +
        'ongemoeid.',
    );
    expect(snapshot(g)).toEqual(before);
    // A field of the wrong shape is named, as import names it.
    fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(good), undone: 5 }));
    expect((await tafel(g, ['sheet'])).stderr).toContain(
      `${file} is not a sheet as tafel writes it: undone: must be a list of deals or corrections; it was left ` +
        'untouched.',
    );
  });

  test('a sheet and its previous version both unreadable: no restore is offered, as doctor offers none', async () => {
    const g = home();
    const sheet = await newSheet(g);
    await tafel(g, ['record', 'pas']);
    const file = sheetFile(g, sheet);
    fs.writeFileSync(file, '{');
    fs.writeFileSync(`${file}.bak`, 'x');
    const before = snapshot(g);
    const en =
      `tafel: ${file} is not valid JSON; it was left untouched. Its previous version ${file}.bak cannot be used ` +
      `either (is not valid JSON): repair it by hand, or delete the sheet with 'tafel delete ${sheet} --force'.\n`;
    for (const argv of [['sheet', sheet], ['record', 'pas'], ['export']])
      expect(await tafel(g, argv)).toEqual({ code: 1, stdout: '', stderr: en });
    expect((await tafel(g, ['sheet', '--lang', 'nl'])).stderr).toBe(
      `tafel: ${file} is geen geldige JSON; tafel liet het ongemoeid. Ook de vorige versie ${file}.bak is geen ` +
        `geldige JSON: herstel het met de hand, of verwijder het blad met 'tafel delete ${sheet} --force'.\n`,
    );
    expect((await tafel(g, ['doctor'])).stdout).toContain(
      `cannot be used either (is not valid JSON); repair it by hand, or delete the sheet with 'tafel delete ${sheet}`,
    );
    expect(snapshot(g)).toEqual(before);
  });

  test('a sheet saved as Latin-1: said to be no UTF-8, most likely why, and to save it as UTF-8', async () => {
    const g = home();
    const sheet = await newSheet(g);
    const file = sheetFile(g, sheet);
    fs.rmSync(`${file}.bak`, { force: true });
    const text = fs.readFileSync(file, 'utf8').replace(/"players": \[\s*"Ann"/, '"players": ["Anaïs"');
    fs.writeFileSync(file, Buffer.from(text, 'latin1'));
    const before = snapshot(g);
    expect(await tafel(g, ['sheet'])).toEqual({
      code: 1,
      stdout: '',
      stderr:
        `tafel: ${file} is not UTF-8 text (most likely saved as Latin-1 or Windows-1252): save it as UTF-8; it was ` +
        'left untouched. There is no previous version to put back: repair it by hand, or delete the sheet with ' +
        `'tafel delete ${sheet} --force'.\n`,
    });
    expect((await tafel(g, ['sheet', '--lang', 'nl'])).stderr).toBe(
      `tafel: ${file} is geen UTF-8-tekst (wellicht bewaard als Latin-1 of Windows-1252): bewaar het als UTF-8; ` +
        'tafel liet het ongemoeid. Er is geen vorige versie om terug te zetten: herstel het met de hand, of ' +
        `verwijder het blad met 'tafel delete ${sheet} --force'.\n`,
    );
    expect(snapshot(g)).toEqual(before);
  });

  test('a backup saved as Latin-1: import says it as every read does, cause and fix; nothing imported', async () => {
    const g = home();
    await newSheet(g);
    const file = path.join(home(), 'b.json');
    expect((await tafel(g, ['export', '--all', '--format', 'json', '--out', file])).code).toBe(0);
    fs.writeFileSync(file, Buffer.from(fs.readFileSync(file, 'utf8').replace('"Bert"', '"Bért"'), 'latin1'));
    const to = home();
    // Until 2026-12-07 "is not valid UTF-8 text; nothing was imported. Use a file written by 'tafel export ...'".
    for (const args of [
      ['import', file],
      ['event', 'import', file],
    ])
      expect(await tafel(to, args)).toEqual({
        code: 1,
        stdout: '',
        stderr:
          `tafel: ${file} is not UTF-8 text (most likely saved as Latin-1 or Windows-1252): save it as UTF-8; ` +
          'nothing was imported.\n',
      });
    expect((await tafel(to, ['import', file, '--lang', 'nl'])).stderr).toBe(
      `tafel: ${file} is geen UTF-8-tekst (wellicht bewaard als Latin-1 of Windows-1252): bewaar het als UTF-8; er ` +
        'werd niets ingelezen.\n',
    );
    expect(snapshot(to)).toEqual({});
  });

  test('refusals: a sheet that reads fine, an unknown id, a path', async () => {
    const before = snapshot(h);
    expect((await tafel(h, ['doctor', '--restore', id])).stderr).toContain('reads fine: there is nothing to restore');
    expect((await tafel(h, ['doctor', '--restore', 'nope'])).stderr).toContain('No sheet "nope"');
    const r = await tafel(h, ['doctor', '--restore', '../settings']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('is not a sheet id');
    expect(snapshot(h)).toEqual(before);
  });

  test('unreadable settings: other commands refuse with a pointer, doctor still runs and restores it', async () => {
    await tafel(h, ['lang', 'nl']);
    await tafel(h, ['lang', 'en']);
    const settings = path.join(h, 'settings.json');
    fs.writeFileSync(settings, '{"lang": 7}');
    const sheet = await tafel(h, ['sheet']);
    expect(sheet.code).toBe(1);
    expect(sheet.stderr).toContain('tafel doctor --restore settings.json');
    const list = await tafel(h, ['doctor', '--json']);
    expect(list.code).toBe(1);
    expect(JSON.parse(list.stdout).problems).toEqual([
      expect.objectContaining({
        kind: 'settings',
        id: 'settings.json',
        file: settings,
        reason: 'has the language 7, not one of en, nl',
        fix: 'tafel doctor --restore settings.json',
      }),
    ]);
    expect((await tafel(h, ['doctor', '--restore', 'settings.json'])).code).toBe(0);
    expect(JSON.parse(fs.readFileSync(settings, 'utf8')).lang).toBe('nl');
    expect((await tafel(h, ['sheet'])).code).toBe(0);
  });

  test('unreadable settings: sheets given --lang lists the sheets, unmarked (until 2026-12-07 refused)', async () => {
    const g = home();
    const id = await newSheet(g);
    fs.writeFileSync(path.join(g, 'settings.json'), '{');
    expect((await tafel(g, ['sheets'])).stderr).toContain('Until then a command given --lang and a sheet id runs ');
    const before = fs.readFileSync(path.join(g, 'settings.json'), 'utf8');
    const en = await tafel(g, ['sheets', '--lang', 'en']);
    expect([en.code, en.stderr, en.stdout.includes(`│  │ ${id} │`)]).toEqual([0, '', true]);
    expect((await tafel(g, ['sheets', '--lang', 'nl'])).stdout).toContain('│ Avond van ');
    const json = await tafel(g, ['sheets', '--lang', 'nl', '--json']);
    expect(JSON.parse(json.stdout).map((r: { id: string; active: boolean }) => [r.id, r.active])).toEqual([
      [id, false],
    ]);
    expect(fs.readFileSync(path.join(g, 'settings.json'), 'utf8')).toBe(before);
  });

  test('a sheet it may not read (EACCES): the permission is the fix, not a restore losing its last deal', async () => {
    const g = home();
    const id = await newSheet(g);
    await tafel(g, ['record', 'samen', '8', '--by', 'Ann,Bert', '--tricks', '9']);
    await tafel(g, ['record', 'pas']);
    const file = sheetFile(g, id);
    const before = snapshot(g);
    // What a file of mode 000 answers a tafel that is not root (this test may run as root, whom permissions do not
    // stop); its previous version, one deal short, reads fine.
    const real = fs.openSync;
    const spy = jest.spyOn(fs, 'openSync').mockImplementation(((p: fs.PathLike, ...rest: never[]) => {
      if (String(p) === file)
        throw Object.assign(new Error(`EACCES: permission denied, open '${file}'`), {
          code: 'EACCES',
          syscall: 'open',
          path: file,
        });
      return (real as (...a: unknown[]) => number)(p, ...rest);
    }) as typeof fs.openSync);
    try {
      const d = await tafel(g, ['doctor']);
      expect([d.code, d.stdout]).toEqual([
        1,
        `Checked the settings and 1 sheet file in ${g}: 1 file needs attention:\n` +
          `  ${id}: cannot be read (EACCES): no permission to read it\n    file: ${file}\n` +
          `    give yourself the permission with: chmod u+r ${file}\n`,
      ]);
      expect((await tafel(g, ['--lang', 'nl', 'doctor'])).stdout).toContain(
        `  ${id}: kan niet gelezen worden (EACCES): geen toestemming om het te lezen\n    bestand: ${file}\n` +
          `    geef jezelf de rechten met: chmod u+r ${file}\n`,
      );
      expect(JSON.parse((await tafel(g, ['doctor', '--json'])).stdout).problems).toEqual([
        {
          kind: 'sheet',
          id,
          file,
          code: 'no-permission',
          reason: 'cannot be read (EACCES): no permission to read it',
          backup: null,
          fix: `chmod u+r ${file}`,
        },
      ]);
      // Every command that reads it says the same, never the restore (until 2026-12-07 offered, as by doctor).
      expect(await tafel(g, ['sheet'])).toEqual({
        code: 1,
        stdout: '',
        stderr:
          `tafel: ${file} cannot be read (EACCES): no permission to read it. The file itself may well be whole: give ` +
          `yourself read permission back with 'chmod u+r ${file}' (as its owner) and try again.\n`,
      });
      expect((await tafel(g, ['--lang', 'nl', 'sheet'])).stderr).toBe(
        `tafel: ${file} kan niet gelezen worden (EACCES): geen toestemming om het te lezen. Het bestand zelf is ` +
          `wellicht heel: geef jezelf de leesrechten terug met 'chmod u+r ${file}' (als eigenaar) en probeer ` +
          'opnieuw.\n',
      );
    } finally {
      spy.mockRestore();
    }
    expect(snapshot(g)).toEqual(before);
  });

  test("a season or presets that do not read: doctor's list does not send the user to doctor", async () => {
    const g = home();
    await tafel(g, ['season', 'new', 'winter', '--game', 'kleurenwiezen']);
    const season = path.join(g, 'seasons', 'winter.json');
    const settings = path.join(g, 'settings.json');
    fs.writeFileSync(settings, '{"schemaVersion": 1, "presets": {"vrijdag": 5}}\n');
    for (const [text, reason, nl] of [
      ['[1]', 'is not one JSON object, as tafel writes it', 'is geen enkel JSON-object zoals tafel het schrijft'],
      [
        fs.readFileSync(season, 'utf8').replace('"minNights": 1', '"minNights": "x"'),
        'has a field "minNights" that tafel does not write so (or misses it)',
        'heeft een veld "minNights" dat tafel zo niet schrijft (of mist het)',
      ],
    ]) {
      fs.writeFileSync(season, text);
      const d = await tafel(g, ['doctor']);
      // Until 2026-12-07: "winter: ...; 'tafel doctor' lists it", "settings.json: <path> has presets ...: 'tafel
      // doctor' shows it and can restore the previous version."
      expect([d.code, d.stdout.includes('tafel doctor')]).toEqual([1, false]);
      expect(d.stdout).toContain(
        `  settings.json: has presets that cannot be read (vrijdag has no game)\n    file: ${settings}\n`,
      );
      expect(d.stdout).toContain(`  winter: ${reason}\n    file: ${season}\n`);
      const n = await tafel(g, ['--lang', 'nl', 'doctor']);
      expect([n.stdout.includes('tafel doctor'), n.stdout.includes(`  winter: ${nl}\n`)]).toEqual([false, true]);
      expect(n.stdout).toContain(
        '  settings.json: heeft bewaarde tafels die niet te lezen zijn (vrijdag heeft geen spel)\n',
      );
    }
    // A command that refuses them gives the way on: the one preset that does not read is deleted.
    expect((await tafel(g, ['preset', 'list'])).stderr).toBe(
      `tafel: ${settings} has presets that cannot be read (vrijdag has no game); the file was left untouched: delete ` +
        "that preset with 'tafel preset delete vrijdag', or correct it in the file.\n",
    );
  });
});

test('a previous version of 1,200 deals: doctor and --restore count them as the language writes a count', async () => {
  const h = home();
  const id = await newSheet(h);
  // 1,200 passes written straight into the file (as record writes a pass); the record after keeps them as the
  // previous version, and the sheet is then torn.
  const file = sheetFile(h, id);
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  data.deals = Array.from({ length: 1200 }, () => ({ contract: 'pas' }));
  fs.writeFileSync(file, JSON.stringify(data, null, 2) + '\n');
  expect((await tafel(h, ['record', 'pas'])).code).toBe(0);
  fs.writeFileSync(file, '{"schemaVersion": 1, "id": "');
  const [en, nl] = [await tafel(h, ['doctor']), await tafel(h, ['doctor', '--lang', 'nl'])];
  expect([en.code, nl.code]).toEqual([1, 1]);
  expect(en.stdout).toContain('previous version: 1,200 deals, saved ');
  expect(nl.stdout).toContain('vorige versie: 1.200 giften, bewaard ');
  const back = await tafel(h, ['doctor', '--restore', id, '--lang', 'nl']);
  expect([back.code, back.stderr]).toEqual([0, '']);
  expect(back.stdout).toMatch(/ teruggezet uit de vorige versie \(1\.200 giften\)\./);
  expect(readDeals(h, id)).toHaveLength(1200);
  fs.writeFileSync(file, '{"schemaVersion": 1, "id": "');
  expect((await tafel(h, ['doctor', '--restore', id])).stdout).toMatch(/ from its previous version \(1,200 deals\)\./);
  expect(readDeals(h, id)).toHaveLength(1200);
});

test('--restore says what it took back besides the deals: a finish, the title, the players, house rules', async () => {
  const h = home();
  const id = (await tafelJson(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk', '--title', 'Vrijdag'])).id;
  for (let i = 0; i < 3; i++) await tafel(h, ['record', 'pas']);
  expect((await tafel(h, ['finish'])).code).toBe(0);
  // The last change was the finish; a hand edit then breaks a deal and changes the title: the file still says both.
  const file = sheetFile(h, id);
  const broken = (title: string) => {
    const data = JSON.parse(fs.readFileSync(file, 'utf8'));
    data.deals[0].tricks = 'x';
    data.title = title;
    fs.writeFileSync(file, JSON.stringify(data));
  };
  broken('Vrijdag laat');
  // Until 2026-12-07 only "Restored ... (3 deals)": the sheet came back open, and its title, unsaid.
  const en = await tafel(h, ['doctor', '--restore', id]);
  expect([en.code, en.stdout.split('\n').slice(0, 3)]).toEqual([
    0,
    [
      `Restored ${id} from its previous version (3 deals).`,
      `It is no longer finished: its previous version is from before 'tafel finish'; 'tafel finish ${id}' finishes ` +
        'it again.',
      'Also as its previous version has it: the title "Vrijdag" (was "Vrijdag laat").',
    ],
  ]);
  expect((await tafelJson(h, ['sheet'])).finished).toBe(false);
  await tafel(h, ['finish']);
  broken('');
  const nl = await tafel(h, ['doctor', '--restore', id, '--lang', 'nl']);
  expect(nl.stdout.split('\n').slice(0, 3)).toEqual([
    `${id} teruggezet uit de vorige versie (3 giften).`,
    `Het is niet meer afgesloten: de vorige versie is van voor 'tafel finish'; 'tafel finish ${id}' sluit het ` +
      'opnieuw af.',
    'Ook zoals in de vorige versie: de titel "Vrijdag" (er was geen).',
  ]);
  // A rename, then a house rule set, each followed by a broken file: the JSON says each change, was and now.
  await tafel(h, ['rename', 'Dirk', 'Eva']);
  broken('Vrijdag');
  expect((await tafelJson(h, ['doctor', '--restore', id])).changes).toEqual([
    { field: 'players', was: ['Ann', 'Bert', 'Cis', 'Eva'], now: ['Ann', 'Bert', 'Cis', 'Dirk'] },
  ]);
  await tafel(h, ['set', 'samen.8=12']);
  broken('Vrijdag');
  expect((await tafel(h, ['doctor', '--restore', id])).stdout.split('\n')[1]).toBe(
    'Also as its previous version has it: no house rules (were samen.8=12).',
  );
  // A torn file says nothing (changes: null): an open sheet back from it may have been finished since, said so.
  fs.writeFileSync(file, '{"schemaVersion": 1, "id": "');
  expect((await tafelJson(h, ['doctor', '--restore', id])).changes).toBeNull();
  fs.writeFileSync(file, '{"schemaVersion": 1, "id": "');
  expect((await tafel(h, ['doctor', '--restore', id])).stdout.split('\n')[1]).toBe(
    `It is open: the broken file does not say whether it had been finished since; if so, 'tafel finish ${id}' ` +
      'finishes it again.',
  );
});

test('a data directory that is a file: new refuses with the reason, doctor names it', async () => {
  const h = home();
  const file = path.join(h, 'data');
  fs.writeFileSync(file, 'x');
  const r = await tafel(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk', '--data-dir', file]);
  expect(r.code).toBe(1);
  // As every read says it (until 2026-12-06: "Could not write .../data/sheets (ENOTDIR): ... is not a folder").
  expect(r.stderr).toBe(
    `tafel: ${file} is a file, not a folder: it cannot be tafel's data directory. Choose another with --data-dir ` +
      'or TAFEL_HOME.\n',
  );
  const d = await tafel(h, ['doctor', '--data-dir', file, '--json']);
  expect(d.code).toBe(1);
  expect(JSON.parse(d.stdout).problems).toEqual([
    expect.objectContaining({ kind: 'directory', file, code: 'not-a-folder' }),
  ]);
});

describe('control characters are shown escaped, never sent to the terminal', () => {
  let h: string;
  let id: string;
  const ESC = '\u001b';
  beforeAll(async () => {
    h = home();
    id = await newSheet(h);
  });

  test.each([
    [['record', 'samen', '8', '--by', `${ESC}[31mZoe,Bert`, '--tricks', '8']],
    [['record', `${ESC}]0;pwned\u0007`]],
    [['record', 'samen', '8', '--by', 'Ann,Bert', '--tricks', `${ESC}[2J`]],
    [['sheet', `${ESC}[2J`]],
    [['use', `x\u009b31m`]],
    [['new', 'kleurenwiezen', '--players', `Ann,Bert,Cis,${ESC}[1mDirk`]],
    // refused without echoing it
    [['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk', '--title', `a${ESC}[2Jb`]],
    [['record', `--${ESC}[31m`]],
  ])('in errors: %j', async (argv) => {
    for (const json of [false, true]) {
      const r = await tafel(h, json ? [...argv, '--json'] : argv);
      expect([1, 2]).toContain(r.code);
      expect(r.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
      if (!argv.includes('--title')) expect(r.stderr).toMatch(/\\x(1b|9b)/);
    }
  });

  test(
    'names and titles with control characters in a hand-edited file: refused as corrupt, listed by doctor, never ' +
      'shown raw',
    async () => {
      const file = sheetFile(h, id);
      const data = JSON.parse(fs.readFileSync(file, 'utf8'));
      data.players[0] = `Ann${ESC}]0;pwned\u0007`;
      data.title = `Vrij${ESC}[2Jdag`;
      data.deals = [{ contract: 'solo', level: 6, by: [data.players[0]], tricks: 6 }];
      const text = JSON.stringify(data);
      fs.writeFileSync(file, text);
      for (const argv of [
        ['sheet'],
        ['sheets'],
        ['export', '--format', 'csv'],
        ['export', '--format', 'md'],
        ['doctor'],
      ]) {
        const r = await tafel(h, argv, { env: { FORCE_COLOR: '1' } });
        // Colour codes of our own are fine; nothing else that starts a control sequence.
        for (const out of [r.stdout, r.stderr])
          expect(out.replace(/\u001b\[[0-9;]*m/g, '')).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
        if (argv[0] !== 'sheets') expect(r.code).toBe(1);
      }
      const doctor = JSON.parse((await tafel(h, ['doctor', '--json'])).stdout);
      expect(doctor.problems.map((p: { id: string }) => p.id)).toContain(id);
      expect(fs.readFileSync(file, 'utf8')).toBe(text);
    },
  );
});

describe('migrations from the command line', () => {
  test('a schema 0 sheet opens; a refused record leaves it, a recorded deal upgrades it (old file kept)', async () => {
    const h = home();
    const id = await newSheet(h);
    const file = sheetFile(h, id);
    const v1 = JSON.parse(fs.readFileSync(file, 'utf8'));
    const { schemaVersion: _v, firstDealer: _f, closed: _c, ...rest } = v1;
    const v0 = JSON.stringify({ ...rest, dealer: 'Bert', finished: false, deals: [{ contract: 'pas' }] });
    fs.writeFileSync(file, v0);
    // Read, and refused after reading it (samen without its players), or only read: the data directory as it was.
    const before = snapshot(h);
    expect((await tafel(h, ['record', 'samen', '8'])).code).toBe(2);
    const sheet = await tafelJson(h, ['sheet']);
    expect(sheet.deals[0]).toMatchObject({ number: 1, dealer: 'Bert' });
    expect(sheet.nextDealer).toBe('Bert'); // a pass is redealt by the same dealer
    expect(snapshot(h)).toEqual(before);
    expect((await tafel(h, ['record', 'pas'])).code).toBe(0);
    expect(fs.readFileSync(file + '.v0', 'utf8')).toBe(v0);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({
      schemaVersion: SCHEMA_VERSION,
      firstDealer: 1,
      closed: false,
    });
  });

  test('a newer schema is refused with a clear message and left alone', async () => {
    const h = home();
    const id = await newSheet(h);
    const file = sheetFile(h, id);
    const text = fs
      .readFileSync(file, 'utf8')
      .replace(`"schemaVersion": ${SCHEMA_VERSION}`, `"schemaVersion": ${SCHEMA_VERSION + 1}`);
    fs.writeFileSync(file, text);
    const before = snapshot(h);
    const r = await tafel(h, ['record', 'pas']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      `was written by a newer tafel (schema ${SCHEMA_VERSION + 1}; this one knows ${SCHEMA_VERSION}): update ` +
        `tafel to open it.`,
    );
    expect(snapshot(h)).toEqual(before);
  });
});

test('a reader that stops early is not an error', async () => {
  const h = home();
  const id = await newSheet(h);
  const file = sheetFile(h, id);
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  data.deals = Array.from({ length: 1500 }, () => ({ contract: 'pas' })); // --json output far beyond a pipe's buffer
  fs.writeFileSync(file, JSON.stringify(data));
  const child = spawn(process.execPath, [BIN, 'sheet', '--json'], {
    env: { ...process.env, TAFEL_HOME: h },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  child.stdout.once('data', () => child.stdout.destroy());
  const code = await new Promise((r) => child.on('close', r));
  expect(code).toBe(0);
  expect(stderr).toBe('');
});

describe('--json is one JSON document, help and completion too', () => {
  test('help of a command: its parts, in the language asked, and nothing after the document', async () => {
    const h = home();
    for (const args of [
      ['help', 'record', '--json'],
      ['record', '--help', '--json'],
    ]) {
      const r = await tafel(h, args);
      expect(r.code).toBe(0);
      const doc = JSON.parse(r.stdout);
      expect(doc).toMatchObject({
        command: 'tafel record',
        usage: 'tafel record [options] [contract...]',
        description: 'record one deal on the active (or given) sheet',
        arguments: [{ name: 'contract', description: 'the contract and its level, e.g. samen 8' }],
      });
      expect(doc.options).toContainEqual({ flags: '-h, --help', description: 'show the help of a command' });
      expect(doc.examples[0]).toMatch(/^tafel record /);
    }
    const nl = JSON.parse((await tafel(h, ['lang', '--help', '--json', '--lang', 'nl'])).stdout);
    expect(nl).toMatchObject({
      command: 'tafel lang',
      usage: 'tafel lang [options] [lang]',
      description: 'stel de standaardtaal van de berichten in; zonder taal: zeg welke nu geldt',
      examples: ['tafel lang nl', 'tafel lang'],
    });
    const all = JSON.parse((await tafel(h, ['--help', '--json'])).stdout);
    expect(all.commands.map((c: { name: string }) => c.name.split(/[| ]/)[0])).toEqual(
      expect.arrayContaining(['new', 'record', 'sheet', 'event', 'lang', 'completion']),
    );
  });

  test('completion: the script inside the document', async () => {
    const r = await tafel(home(), ['completion', 'bash', '--json']);
    const doc = JSON.parse(r.stdout);
    expect(doc.shell).toBe('bash');
    expect(doc.script).toBe((await tafel(home(), ['completion', 'bash'])).stdout);
  });

  test('lang without a language says which one this run speaks, and changes nothing', async () => {
    const h = home();
    expect((await tafel(h, ['lang'])).stdout).toBe("Language: English. Change it with 'tafel lang nl'.\n");
    expect(fs.existsSync(path.join(h, 'settings.json'))).toBe(false);
    await tafel(h, ['lang', 'nl']);
    const before = snapshot(h);
    expect((await tafel(h, ['lang'])).stdout).toBe("Taal: Nederlands. Verander ze met 'tafel lang en'.\n");
    // --lang picks this run's; the hint changes the saved one, which it names (tafel lang nl would change nothing).
    expect(JSON.parse((await tafel(h, ['lang', '--json', '--lang', 'en'])).stdout)).toEqual({
      lang: 'en',
      saved: 'nl',
    });
    expect((await tafel(h, ['lang', '--lang', 'en'])).stdout).toBe(
      "Language: English. Saved: nl (--lang chose this language for this run). Change it with 'tafel lang en'.\n",
    );
    expect((await tafel(h, ['lang', '--lang', 'nl'])).stdout).toBe(
      "Taal: Nederlands. Verander ze met 'tafel lang en'.\n",
    );
    expect(snapshot(h)).toEqual(before);
  });

  test('edit of a deal a one-deal sheet lacks names the one deal it has, in English and Dutch', async () => {
    const h = home();
    const { id } = await tafelJson<{ id: string }>(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk']);
    await tafel(h, ['record', 'pas']);
    const before = snapshot(h);
    expect(await tafel(h, ['edit', '3', 'pas'])).toMatchObject({
      code: 1,
      stderr: `tafel: There is no deal 3: sheet ${id} has only deal 1.\n`,
    });
    expect((await tafel(h, ['edit', '3', 'pas', '--lang', 'nl'])).stderr).toBe(
      `tafel: Er is geen gift 3: blad ${id} heeft alleen gift 1.\n`,
    );
    // The number trimmed, as a correction's ref is: until 2026-12-07 " 1" was "There is no deal  1" (exit 2).
    expect((await tafel(h, ['edit', ' 3 ', 'pas'])).stderr).toBe(
      `tafel: There is no deal 3: sheet ${id} has only deal 1.\n`,
    );
    expect(snapshot(h)).toEqual(before);
    expect((await tafel(h, ['edit', ' 1', '--note', 'x'])).stdout.split('\n')[0]).toBe('Deal 1: pass (redeal; x)');
    expect((await tafel(h, ['edit', '1 ', '--note', 'y', '--lang', 'nl'])).stdout.split('\n')[0]).toBe(
      'Gift 1: pas (opnieuw delen; y)',
    );
  });

  test('a language is named in any case: --lang NL speaks Dutch, tafel lang EN saves English', async () => {
    const h = home();
    expect((await tafel(h, ['lang', '--lang', 'NL'])).stdout).toBe(
      "Taal: Nederlands. Verander ze met 'tafel lang en'.\n",
    );
    expect((await tafel(h, ['lang', 'EN', '--lang', 'Nl'])).stdout).toBe('Language: English.\n');
    expect(JSON.parse(fs.readFileSync(path.join(h, 'settings.json'), 'utf8')).lang).toBe('en');
  });
});

describe('what was typed is never quietly changed: refused, nothing written (exit 2)', () => {
  test.each([
    [
      ['new', 'kleurenwiezen', '--players', 'Ann,,Bert,Cis,Dirk'],
      "--players Ann,,Bert,Cis,Dirk has an empty name between two commas: give every player's name, in seating order.",
    ],
    [
      ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk', '--players', 'Eva,Fien,Gert,Hilde'],
      '--players is given twice: give it once, with the value you mean.',
    ],
    [
      ['record', 'solo', '6', '--by', 'Ann', '--tricks', '5', '--tricks=6'],
      '--tricks is given twice: give it once, with the value you mean.',
    ],
    [['sheets', '--lang', 'en', '--lang', 'nl'], '--lang is given twice: give it once, with the value you mean.'],
    [
      ['sheets', '--data-dir', ''],
      '--data-dir is empty: give the folder where sheets live, or leave out --data-dir for the default.',
    ],
  ])('%j', async (args, message) => {
    const h = home();
    await tafel(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk']);
    const before = snapshot(h);
    const r = await tafel(h, args);
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 2, stderr: `tafel: ${message}\n` });
    expect(snapshot(h)).toEqual(before);
  });

  test('in Dutch; options that collect may repeat; a trailing comma is no name left out', async () => {
    const h = home();
    const nl = await tafel(h, ['new', 'kleurenwiezen', '--players', ',Ann,Bert,Cis,Dirk', '--lang', 'nl']);
    expect(nl.stderr).toBe(
      "tafel: --players ,Ann,Bert,Cis,Dirk heeft een lege naam tussen twee komma's: geef de naam van elke speler, " +
        'in zitvolgorde.\n',
    );
    const ok = await tafelJson(h, [
      'new',
      'kleurenwiezen',
      '--players',
      'Ann,Bert,Cis,Dirk,',
      ...['--set', 'samen.8=7'],
    ]);
    expect(ok.players).toEqual(['Ann', 'Bert', 'Cis', 'Dirk']);
    const set = await tafel(h, [
      'new',
      'kleurenwiezen',
      '--players',
      'A,B,C,D',
      '--set',
      'samen.8=7',
      '--set',
      'solo.6=5',
    ]);
    expect(set.code).toBe(0);
  });
});

// One kind of mistake, one exit code: a name given twice, or two names, where a flag takes one player is refused by
// the rules of the deal (exit 1), as an unknown player is; until 2026-12-07 Jokeren's --out and Toepen's --winner
// exited 2 where Toepen's --was-penalty and every other game's one-player flag exited 1.
describe('two names where one player goes: exit 1 in every game, nothing written', () => {
  test.each([
    [
      ['judge', 'score', 'jokeren', '--out', '1,1', '--points', '2=5,3=1,4=1'],
      'Name the one player who went out: --out <p>.',
      'Noem de ene speler die uitging: --out <p>.',
    ],
    [
      ['judge', 'score', 'jokeren', '--out', '1,2', '--points', '3=1,4=1'],
      'Name the one player who went out: --out <p>.',
      'Noem de ene speler die uitging: --out <p>.',
    ],
    [
      ['judge', 'score', 'toepen', '--winner', '1,1'],
      '--winner takes one player, not "1,1".',
      '--winner neemt één speler, niet "1,1".',
    ],
    [
      ['judge', 'score', 'toepen', '--winner', '1', '--was-penalty', '2,2', '--set', 'vuile-was=on'],
      'Vuile was is claimed once per round: name the one player who pays the penalty.',
      'Vuile was wordt één keer per ronde gemeld: noem de ene speler die de boete betaalt.',
    ],
    [
      ['judge', 'score', 'belote', '--taker', '1,1', '--points', '100'],
      '"1,1" names 2 players, where one player goes: name one, e.g. 1.',
      '"1,1" noemt 2 spelers, waar één speler hoort: noem er één, bv. 1.',
    ],
  ])('%j', async (args, en, nl) => {
    const h = home();
    const before = snapshot(h);
    const said = [await tafel(h, args), await tafel(h, [...args, '--lang', 'nl'])].map((r) => [r.code, r.stderr]);
    expect(said).toEqual([
      [1, `tafel: ${en}\n`],
      [1, `tafel: ${nl}\n`],
    ]);
    expect(snapshot(h)).toEqual(before);
  });
});
