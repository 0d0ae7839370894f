import { expect, test } from '@jest/globals';
import fs from 'node:fs';
import { type RunOptions, tafel, tempHomes } from '../helpers/cli.js';

/*
 * `export --all --format json` beside an event or a season it cannot read (a hand edit, a link, a folder, bad UTF-8,
 * a plan doctor lists): until 2026-12-07 it left them out without a word, and wrote the event's table sheets with
 * their `event`, so `tafel import` of the backup refused all of it ("is a table sheet of the event vrijdag, which is
 * neither in the file nor on this device"). Now each is one warning naming the file and the way on, and the table
 * sheets go as plain sheets with every deal (rules-notes 2026-12-07). Through the built binary, in process.
 */

const home = tempHomes();
const at: RunOptions = { now: new Date(2026, 11, 6, 20, 0) };

async function ok(h: string, args: string[], opts: RunOptions = at): Promise<string> {
  const r = await tafel(h, args, opts);
  expect([r.code, r.stderr]).toEqual([0, '']);
  return r.stdout;
}

/** The event setup: vrijdag drawn (two tables), a deal at table 2, and a season. */
async function club(): Promise<string> {
  const h = home();
  await ok(h, [
    'event',
    'new',
    'klaverjassen',
    '--id',
    'vrijdag',
    '--entrants',
    'Ann,Bert,Cis,Dirk,Eva,Fien,Gert,Hilde',
  ]);
  await ok(h, ['event', 'draw', '--seed', '1']);
  await ok(h, ['record', '--sheet', 'vrijdag-r1-t2', '--taker', 'Ann', '--points', '100']);
  await ok(h, ['season', 'new', 's1', '--game', 'klaverjassen', '--nights', '7', '--best', '5']);
  return h;
}

const tableIds = ['vrijdag-r1-t1', 'vrijdag-r1-t2'];

/** Imports `file` into an empty data directory: what it says, and the deals of each sheet there. */
async function restored(file: string): Promise<{ said: string; deals: number[]; events: boolean }> {
  const back = home();
  const said = await ok(back, ['import', file]);
  const deals = tableIds.map((id) => JSON.parse(fs.readFileSync(`${back}/sheets/${id}.json`, 'utf8')).deals.length);
  return { said, deals, events: fs.existsSync(`${back}/events`) };
}

const imported = `Imported 2 sheets: ${tableIds.join(', ')}.\n'tafel use <id>' makes one active.\n`;

test('a corrupt event and season: one warning each, and a backup that imports with every deal', async () => {
  const h = await club();
  fs.writeFileSync(`${h}/events/vrijdag.json`, '{\n');
  fs.writeFileSync(`${h}/seasons/s1.json`, '{\n');
  const file = `${home()}/b.json`;
  const r = await tafel(h, ['export', '--all', '--format', 'json', '--out', file], at);
  expect(r).toEqual({
    code: 0,
    stdout: `Wrote 2 sheets (json) to ${file}.\n`,
    stderr:
      'tafel: warning: left the event vrijdag out of the export, its table sheets are in it as plain sheets with ' +
      `every deal: ${h}/events/vrijdag.json is not valid JSON; it was left untouched. Its previous version ` +
      `${h}/events/vrijdag.json.bak: 'tafel doctor' shows whether it reads fine; copy it over the file to put it ` +
      'back, or repair the file by hand. Then export again.\n' +
      `tafel: warning: left the season s1 out of the export: ${h}/seasons/s1.json is not valid JSON; it was left ` +
      'untouched. There is no previous version to put back: repair it by hand, or move it away. Then export again.\n',
  });
  const nl = await tafel(h, ['export', '--all', '--format', 'json', '--out', file, '--force', '--lang', 'nl'], at);
  expect(nl).toEqual({
    code: 0,
    stdout: `2 bladen (json) geschreven naar ${file}.\n`,
    stderr:
      'tafel: waarschuwing: het toernooi vrijdag zit niet in de export, de tafelbladen ervan wel, als gewone bladen ' +
      `met elke gift: ${h}/events/vrijdag.json is geen geldige JSON; tafel liet het ongemoeid. De vorige versie is ` +
      `${h}/events/vrijdag.json.bak: 'tafel doctor' toont of ze leesbaar is; kopieer ze over het bestand om ze ` +
      'terug te zetten, of herstel het bestand met de hand. Exporteer daarna opnieuw.\n' +
      `tafel: waarschuwing: de competitie s1 zit niet in de export: ${h}/seasons/s1.json is geen geldige JSON; tafel ` +
      'liet het ongemoeid. Er is geen vorige versie om terug te zetten: herstel het met de hand, of zet het opzij. ' +
      'Exporteer daarna opnieuw.\n',
  });
  expect(await restored(file)).toEqual({ said: imported, deals: [0, 1], events: false });
  // The same document to standard output (--json, not streamed): the same warnings, and it imports too.
  const doc = await tafel(h, ['export', '--all', '--format', 'json', '--json'], at);
  expect([doc.code, doc.stderr.split('\n').length]).toEqual([0, 3]);
  const out = `${home()}/out.json`;
  fs.writeFileSync(out, doc.stdout);
  expect(await restored(out)).toEqual({ said: imported, deals: [0, 1], events: false });
});

test('an event file that is a link, a folder, not UTF-8, far too large or with a plan doctor lists', async () => {
  const cases: [string, (f: string) => void, string][] = [
    [
      'link',
      (f) => {
        fs.renameSync(f, `${f}.moved`);
        fs.symlinkSync(`${f}.moved`, f);
      },
      'is a symbolic link; tafel reads only plain files in its data directory; it was left untouched.',
    ],
    [
      'folder',
      (f) => {
        fs.rmSync(f);
        fs.mkdirSync(f);
      },
      'is not a plain file; it was left untouched.',
    ],
    [
      'latin-1',
      (f) => fs.writeFileSync(f, Buffer.from(fs.readFileSync(f, 'utf8').replace('Ann', '\xe9nn'), 'latin1')),
      'is not UTF-8 text (most likely saved as Latin-1 or Windows-1252): save it as UTF-8; it was left untouched.',
    ],
    [
      'large',
      (f) => fs.truncateSync(f, 200 * 1024 * 1024),
      'is 200 MB, far larger than any file tafel writes; it was left untouched.',
    ],
  ];
  for (const [, spoil, why] of cases) {
    const h = await club();
    const f = `${h}/events/vrijdag.json`;
    spoil(f);
    const file = `${home()}/b.json`;
    const r = await tafel(h, ['export', '--all', '--format', 'json', '--out', file], at);
    expect(r).toEqual({
      code: 0,
      stdout: `Wrote the backup of 2 sheets and 1 season (json) to ${file}.\n`,
      stderr:
        'tafel: warning: left the event vrijdag out of the export, its table sheets are in it as plain sheets ' +
        `with every deal: ${f} ${why} Its previous version ${f}.bak: 'tafel doctor' shows whether it reads fine; ` +
        'copy it over the file to put it back, or repair the file by hand. Then export again.\n',
    });
    const back = home();
    expect(await ok(back, ['import', file])).toBe(
      `Imported 2 sheets: ${tableIds.join(', ')}.\nSeasons imported: s1.\n'tafel use <id>' makes one active.\n`,
    );
  }
  // A plan at odds with itself (a hand edit): import refuses such an event, so the backup leaves it out.
  const h = await club();
  const f = `${h}/events/vrijdag.json`;
  fs.writeFileSync(f, fs.readFileSync(f, 'utf8').replace('"vrijdag-r1-t2"', '"vrijdag-r1-t9"'));
  const file = `${home()}/b.json`;
  const r = await tafel(h, ['export', '--all', '--format', 'json', '--out', file, '--lang', 'nl'], at);
  expect(r.stderr).toBe(
    'tafel: waarschuwing: het toernooi vrijdag zit niet in de export, de tafelbladen ervan wel, als gewone bladen ' +
      `met elke gift: ${f} noemt het blad "vrijdag-r1-t9" voor ronde 1, tafel 2, waar tafel "vrijdag-r1-t2" schrijft ` +
      "(met de hand aangepast?): 'tafel doctor' toont of de vorige versie leesbaar is; zet die terug of herstel het " +
      'bestand met de hand. Exporteer daarna opnieuw.\n',
  );
  const en = await tafel(h, ['export', '--all', '--format', 'json', '--out', file, '--force'], at);
  expect(en.stderr).toBe(
    'tafel: warning: left the event vrijdag out of the export, its table sheets are in it as plain sheets with ' +
      `every deal: ${f} lists the sheet "vrijdag-r1-t9" for round 1, table 2, where tafel writes "vrijdag-r1-t2" ` +
      "(edited by hand?): 'tafel doctor' shows whether its previous version reads fine; put that back or repair " +
      'the file by hand. Then export again.\n',
  );
  expect((await restored(file)).deals).toEqual([0, 1]);
});

test('table sheets whose event is not on this device go as plain sheets, in a backup and in one sheet', async () => {
  const h = await club();
  fs.rmSync(`${h}/events/vrijdag.json`);
  const file = `${home()}/b.json`;
  const r = await tafel(h, ['export', '--all', '--format', 'json', '--out', file], at);
  expect([r.code, r.stderr]).toEqual([
    0,
    'tafel: warning: the event vrijdag of the table sheets vrijdag-r1-t1 and vrijdag-r1-t2 is not on this device: ' +
      'the export holds them as plain sheets with every deal.\n',
  ]);
  expect((await restored(file)).deals).toEqual([0, 1]);
  const one = `${home()}/t1.json`;
  const nl = await tafel(h, ['export', 'vrijdag-r1-t1', '--format', 'json', '--out', one, '--lang', 'nl'], at);
  expect([nl.code, nl.stderr]).toEqual([
    0,
    'tafel: waarschuwing: het toernooi vrijdag van het tafelblad vrijdag-r1-t1 staat niet op dit toestel: de export ' +
      'bevat het als gewoon blad met elke gift.\n',
  ]);
  const back = home();
  expect(await ok(back, ['import', one])).toBe(
    "Imported 1 sheet: vrijdag-r1-t1.\n'tafel use <id>' makes one active.\n",
  );
});

test('a season night whose event the backup lacks: the season comes without it, and the import says so', async () => {
  const h = await club();
  await ok(h, ['season', 'add', 's1', 'vrijdag']);
  fs.writeFileSync(`${h}/events/vrijdag.json`, '{\n');
  const file = `${home()}/b.json`;
  expect((await tafel(h, ['export', '--all', '--format', 'json', '--out', file], at)).code).toBe(0);
  // Until 2026-12-07 the season came with the night, and `season standings s1` said only: No event "vrijdag".
  const back = home();
  expect(await ok(back, ['import', file])).toBe(
    `Imported 2 sheets: ${tableIds.join(', ')}.\nSeasons imported: s1.\n` +
      'Season s1 came without its night vrijdag: the backup lacks that event (left out where it was exported, its ' +
      "file unreadable there). Once it is here, 'tafel season add s1 vrijdag' adds it back.\n" +
      "'tafel use <id>' makes one active.\n",
  );
  expect(JSON.parse(fs.readFileSync(`${back}/seasons/s1.json`, 'utf8')).events).toEqual([]);
  expect((await tafel(back, ['season', 'standings', 's1'], at)).code).toBe(0);
  expect(await ok(back, ['doctor'])).toMatch(/everything reads fine/);
  const nl = home();
  expect(await ok(nl, ['import', file, '--lang', 'nl'])).toContain(
    'Competitie s1 kwam zonder haar avond vrijdag: de back-up bevat dat toernooi niet (weggelaten waar hij gemaakt ' +
      "werd, het bestand daar onleesbaar). Zodra het hier is, zet 'tafel competitie erbij s1 vrijdag' het terug.\n",
  );
});

test('doctor lists a season night whose event is not on this device, with the way out', async () => {
  const h = await club();
  await ok(h, ['season', 'add', 's1', 'vrijdag']);
  const season = `${h}/seasons/s1.json`;
  // A night whose event file is gone (here: a season edited to name an event there never was).
  fs.writeFileSync(season, fs.readFileSync(season, 'utf8').replace('"vrijdag"', '"zaterdag"'));
  const en = await tafel(h, ['doctor'], at);
  expect(en).toEqual({
    code: 1,
    stdout:
      `Checked the settings and 2 sheet files, 1 event file, 1 season file in ${h}: 1 file needs attention:\n` +
      "  s1: names the night zaterdag, an event that is not on this device, so its standings cannot be shown ('tafel " +
      "event import' of the event's copy brings it back)\n" +
      `    file: ${season}\n` +
      '    take the night out of the season with: tafel season remove s1 zaterdag\n',
    stderr: '',
  });
  const nl = await tafel(h, ['doctor', '--lang', 'nl'], at);
  expect(nl.stdout.split('\n').slice(1)).toEqual([
    '  s1: noemt de avond zaterdag, een toernooi dat niet op dit toestel staat, dus de stand kan niet getoond worden ' +
      "('tafel toernooi import' van de kopie van het toernooi brengt het terug)",
    `    bestand: ${season}`,
    '    haal de avond uit de competitie met: tafel season remove s1 zaterdag',
    '',
  ]);
  // The standings say the way out too (until 2026-12-07 only: No event "zaterdag".), nothing written.
  const before = fs.readFileSync(season, 'utf8');
  expect(await tafel(h, ['season', 'standings', 's1'], at)).toEqual({
    code: 1,
    stdout: '',
    stderr:
      'tafel: Season s1 names the night zaterdag, an event that is not on this device, so its standings cannot be ' +
      "shown: 'tafel season remove s1 zaterdag' takes the night out, or 'tafel event import' of the event's copy " +
      'brings it back.\n',
  });
  expect((await tafel(h, ['--lang', 'nl', 'season', 'standings', 's1'], at)).stderr).toBe(
    'tafel: Competitie s1 noemt de avond zaterdag, een toernooi dat niet op dit toestel staat, dus de stand kan ' +
      "niet getoond worden: 'tafel competitie eraf s1 zaterdag' haalt de avond eruit, of 'tafel toernooi import' van " +
      'de kopie van het toernooi brengt het terug.\n',
  );
  expect(fs.readFileSync(season, 'utf8')).toBe(before);
  await ok(h, ['season', 'remove', 's1', 'zaterdag']);
  expect(await ok(h, ['doctor'])).toMatch(/everything reads fine/);
});

test("doctor on a broken event file: its previous version's draws; a copy that would strand table sheets", async () => {
  const h = await club();
  const file = `${h}/events/vrijdag.json`;
  const drawn = fs.readFileSync(file, 'utf8');
  // The last change was the draw: the previous version has none, and table 2's sheet holds a deal.
  fs.writeFileSync(file, '{');
  const before = fs.readFileSync(`${file}.bak`, 'utf8');
  const doc = JSON.parse((await tafel(h, ['doctor', '--json'], at)).stdout);
  const lost = 'the draw of round 1, whose table sheets are here (vrijdag-r1-t1: no deals, vrijdag-r1-t2: 1 deal)';
  expect(doc.problems).toEqual([
    {
      kind: 'event',
      id: 'vrijdag',
      file,
      code: 'corrupt',
      reason: 'is not valid JSON',
      backup: { file: `${file}.bak`, usable: true, drawn: 0, rounds: 3, savedAt: expect.any(String) },
      fix: null,
      restoreLoses: lost,
    },
  ]);
  const saved = new Date(doc.problems[0].backup.savedAt);
  const two = (n: number) => String(n).padStart(2, '0');
  const day = `${saved.getFullYear()}-${two(saved.getMonth() + 1)}-${two(saved.getDate())}`;
  const local = `${day} ${two(saved.getHours())}:${two(saved.getMinutes())}`;
  // Until 2026-12-07 "reads fine: copy it over the file to put it back", which lost the draw and stranded the sheets.
  const en = await tafel(h, ['doctor'], at);
  expect([en.code, en.stdout.split('\n').slice(1)]).toEqual([
    1,
    [
      '  vrijdag: is not valid JSON',
      `    file: ${file}`,
      `    its previous version ${file}.bak reads fine (0 of 3 rounds drawn, saved ${local}), but copying it over ` +
        `the file would lose ${lost}: mend the file by hand to keep them, or copy it anyway and move those sheets ` +
        'away before drawing again (their deals are then typed again)',
      '',
    ],
  ]);
  const nl = await tafel(h, ['doctor', '--lang', 'nl'], at);
  expect(nl.stdout.split('\n')[3]).toBe(
    `    de vorige versie ${file}.bak is leesbaar (0 van 3 rondes geloot, bewaard ${local}), maar wie ze over het ` +
      'bestand kopieert, verliest de loting van ronde 1, waarvan de tafelbladen hier staan (vrijdag-r1-t1: geen ' +
      'giften, vrijdag-r1-t2: 1 gift): herstel het bestand met de hand om ze te houden, of kopieer ze toch en zet ' +
      'die bladen opzij voor je opnieuw loot (hun giften worden dan opnieuw ingetypt)',
  );
  expect(fs.readFileSync(`${file}.bak`, 'utf8')).toBe(before);
  // A previous version that has the draw (the last change was another): copying it back is the fix, as ever.
  fs.writeFileSync(`${file}.bak`, drawn);
  const fine = await tafel(h, ['doctor'], at);
  expect(fine.stdout.split('\n')[3]).toMatch(
    new RegExp(
      `^    its previous version ${file}\\.bak reads fine \\(1 of 3 rounds drawn, saved [-\\d :]+\\): copy it over ` +
        'the file to put it back$',
    ),
  );
  expect(JSON.parse((await tafel(h, ['doctor', '--json'], at)).stdout).problems[0].restoreLoses).toBeUndefined();
});

test('a season edited to count a night twice or to name a game without events is refused with its path', async () => {
  const h = await club();
  await ok(h, ['season', 'add', 's1', 'vrijdag']);
  const season = `${h}/seasons/s1.json`;
  const good = fs.readFileSync(season, 'utf8');
  // Until 2026-12-07 the night twice was read as two nights (n1 and n2 of the standings, both vrijdag), and a game
  // without events was said only by the standings, without the file (Unknown game "schaak"); doctor said all was well.
  for (const [field, edited] of [
    ['events', good.replace('"vrijdag"', '"vrijdag", "vrijdag"')],
    ['game', good.replace('"game": "klaverjassen"', '"game": "schaak"')],
  ]) {
    expect(edited).not.toBe(good);
    fs.writeFileSync(season, edited);
    expect(await tafel(h, ['season', 'standings', 's1'], at)).toEqual({
      code: 1,
      stdout: '',
      stderr:
        `tafel: ${season} has a field "${field}" that tafel does not write so (or misses it); it was left ` +
        `untouched. Its previous version ${season}.bak: 'tafel doctor' shows whether it reads fine; ` +
        'copy it over the file to put it back, or repair the file by hand.\n',
    });
    expect((await tafel(h, ['--lang', 'nl', 'season', 'standings', 's1'], at)).stderr).toBe(
      `tafel: ${season} heeft een veld "${field}" dat tafel zo niet schrijft (of mist het); tafel liet het ` +
        `ongemoeid. De vorige versie is ${season}.bak: 'tafel doctor' toont of ze leesbaar is; ` +
        'kopieer ze over het bestand om ze terug te zetten, of herstel het bestand met de hand.\n',
    );
    const doc = JSON.parse((await tafel(h, ['doctor', '--json'], at)).stdout);
    expect(doc.problems.map((p: { id: string; file: string; reason: string }) => [p.id, p.file, p.reason])).toEqual([
      ['s1', season, `has a field "${field}" that tafel does not write so (or misses it)`],
    ]);
    expect(fs.readFileSync(season, 'utf8')).toBe(edited);
  }
});

test('an event edited to a game without events is refused by its reader, with its path; nothing written', async () => {
  const h = await club();
  const file = `${h}/events/vrijdag.json`;
  const edited = fs.readFileSync(file, 'utf8').replace('"game": "klaverjassen"', '"game": "schaak"');
  fs.writeFileSync(file, edited);
  const files = [file, `${file}.bak`, ...tableIds.map((id) => `${h}/sheets/${id}.json`)];
  const before = files.map((f) => fs.readFileSync(f, 'utf8'));
  const games = 'kleurenwiezen, solokaarten, belote, klaverjassen, boerenbridge, rikken, jokeren, manillen';
  const why = `names the game "schaak", which has no events (events are for ${games})`;
  // Until 2026-12-08 it was read: listed with the game "schaak", `event show` said only Unknown game "schaak" without
  // the file, `event draw` failed with an internal error, and `event add` wrote the file again.
  const refusal = {
    code: 1,
    stdout: '',
    stderr:
      `tafel: ${file} ${why}; it was left untouched. Its previous version ${file}.bak: 'tafel doctor' shows ` +
      'whether it reads fine; copy it over the file to put it back, or repair the file by hand.\n',
  };
  for (const args of [
    ['event', 'show', 'vrijdag'],
    ['event', 'standings'],
    ['event', 'export', '--format', 'csv'],
    ['event', 'draw'],
    ['event', 'undraw'],
    ['event', 'add', 'Ivo'],
    ['event', 'withdraw', 'Bert'],
    ['event', 'rename', 'Ann', 'Anna'],
    ['event', 'set', 'title=Vrijdag'],
    ['event', 'finish', '--force'],
    ['record', '--sheet', 'vrijdag-r1-t2', '--taker', 'Ann', '--points', '100'],
  ])
    expect([args, await tafel(h, args, at)]).toEqual([args, refusal]);
  expect((await tafel(h, ['--lang', 'nl', 'toernooi', 'erbij', 'Ivo'], at)).stderr).toBe(
    `tafel: ${file} noemt het spel "schaak", dat geen toernooien kent (toernooien zijn er voor ${games}); tafel ` +
      `liet het ongemoeid. De vorige versie is ${file}.bak: 'tafel doctor' toont of ze leesbaar is; kopieer ze ` +
      'over het bestand om ze terug te zetten, of herstel het bestand met de hand.\n',
  );
  expect(JSON.parse((await tafel(h, ['event', 'list', '--json'], at)).stdout).events).toEqual([
    { id: 'vrijdag', error: refusal.stderr.slice('tafel: '.length, -1), active: true },
  ]);
  expect((await tafel(h, ['event', 'list'], at)).stdout).toContain('│ * │ vrijdag │ unreadable: see tafel doctor │');
  const doc = JSON.parse((await tafel(h, ['doctor', '--json'], at)).stdout);
  expect(doc.problems.map((p: { id: string; file: string; reason: string }) => [p.id, p.file, p.reason])).toEqual([
    ['vrijdag', file, why],
  ]);
  expect((await tafel(h, ['doctor', '--lang', 'nl'], at)).stdout.split('\n')[1]).toBe(
    `  vrijdag: noemt het spel "schaak", dat geen toernooien kent (toernooien zijn er voor ${games})`,
  );
  expect(files.map((f) => fs.readFileSync(f, 'utf8'))).toEqual(before);
});

test('event list and season list show a file that cannot be read as unreadable, and the others as ever', async () => {
  const h = await club();
  await ok(h, ['event', 'new', 'klaverjassen', '--id', 'zaterdag', '--entrants', 'Ann,Bert,Cis,Dirk']);
  await ok(h, ['season', 'new', 's2', '--game', 'klaverjassen']);
  const event = `${h}/events/vrijdag.json`;
  const season = `${h}/seasons/s1.json`;
  const cut = (file: string) => fs.writeFileSync(file, fs.readFileSync(file, 'utf8').slice(0, 100));
  cut(event);
  cut(season);
  // Until 2026-12-07 each list exited 1 with that file's refusal and listed neither.
  expect(await tafel(h, ['event', 'list'], at)).toEqual({
    code: 0,
    stdout: [
      '┌───┬──────────┬──────────────────────────────┬──────────────┬──────────────┬──────────┐',
      '│   │ id       │ title                        │ game         │ rounds drawn │ finished │',
      '├───┼──────────┼──────────────────────────────┼──────────────┼──────────────┼──────────┤',
      '│ * │ zaterdag │ Klaverjassen 2026-12-06      │ klaverjassen │ 0 of 3       │          │',
      '│   │ vrijdag  │ unreadable: see tafel doctor │              │              │          │',
      '└───┴──────────┴──────────────────────────────┴──────────────┴──────────────┴──────────┘',
      '',
    ].join('\n'),
    stderr: '',
  });
  expect(await tafel(h, ['season', 'list'], at)).toEqual({
    code: 0,
    stdout: [
      '┌────┬──────────────────────────────┬──────────────┬────────┐',
      '│ id │ title                        │ game         │ nights │',
      '├────┼──────────────────────────────┼──────────────┼────────┤',
      '│ s2 │ s2                           │ klaverjassen │      0 │',
      '│ s1 │ unreadable: see tafel doctor │              │        │',
      '└────┴──────────────────────────────┴──────────────┴────────┘',
      '',
    ].join('\n'),
    stderr: '',
  });
  expect((await tafel(h, ['--lang', 'nl', 'event', 'list'], at)).stdout).toContain(
    '│   │ vrijdag  │ onleesbaar: tafel doctor',
  );
  expect((await tafel(h, ['--lang', 'nl', 'season', 'list'], at)).stdout).toContain('│ s1 │ onleesbaar: tafel doctor');
  // --json gives the reason, as `tafel sheets --json` gives a sheet's.
  const events = JSON.parse((await tafel(h, ['event', 'list', '--json'], at)).stdout).events;
  expect(events.map((e: { id: string }) => e.id)).toEqual(['zaterdag', 'vrijdag']);
  expect(events[1]).toEqual({
    id: 'vrijdag',
    error:
      `${event} is not valid JSON; it was left untouched. Its previous version ${event}.bak: 'tafel doctor' shows ` +
      'whether it reads fine; copy it over the file to put it back, or repair the file by hand.',
    active: false,
  });
  expect(JSON.parse((await tafel(h, ['season', 'list', '--json'], at)).stdout).seasons).toEqual([
    { id: 's2', title: 's2', game: 'klaverjassen', events: 0 },
    {
      id: 's1',
      error:
        `${season} is not valid JSON; it was left untouched. There is no previous version to put back: repair it by ` +
        'hand, or move it away.',
    },
  ]);
});

test("doctor on a broken season file: its previous version's nights, and the nights and excuses it lacks", async () => {
  const h = await club();
  await ok(h, ['season', 'add', 's1', 'vrijdag']);
  const file = `${h}/seasons/s1.json`;
  const added = fs.readFileSync(file, 'utf8');
  // The last change was the night's `season add`: the previous version has no night. The file, edited by hand, holds
  // that night and two excuses (one of them also in the previous version: no loss) and names a game without events.
  const edited = JSON.parse(added);
  fs.writeFileSync(
    `${file}.bak`,
    JSON.stringify(
      { ...JSON.parse(fs.readFileSync(`${file}.bak`, 'utf8')), excusals: [{ event: 'vrijdag', name: 'Eva' }] },
      null,
      2,
    ),
  );
  edited.game = 'schaak';
  edited.excusals = [
    { event: 'vrijdag', name: 'Eva' },
    { event: 'vrijdag', name: 'Ivo' },
  ];
  fs.writeFileSync(file, JSON.stringify(edited, null, 2));
  const doc = JSON.parse((await tafel(h, ['doctor', '--json'], at)).stdout);
  const lost = 'the night vrijdag and the excuse of Ivo for vrijdag';
  expect(doc.problems).toEqual([
    {
      kind: 'season',
      id: 's1',
      file,
      code: 'corrupt',
      reason: `has a field "game" that tafel does not write so (or misses it)`,
      backup: { file: `${file}.bak`, usable: true, nights: 0, savedAt: expect.any(String) },
      fix: null,
      restoreLoses: lost,
    },
  ]);
  const saved = new Date(doc.problems[0].backup.savedAt);
  const two = (n: number) => String(n).padStart(2, '0');
  const local =
    `${saved.getFullYear()}-${two(saved.getMonth() + 1)}-${two(saved.getDate())} ` +
    `${two(saved.getHours())}:${two(saved.getMinutes())}`;
  // Until 2026-12-07 "reads fine: copy it over the file to put it back", which dropped the night and its excuses.
  expect((await tafel(h, ['doctor'], at)).stdout.split('\n')[3]).toBe(
    `    its previous version ${file}.bak reads fine (no nights, saved ${local}), but copying it over the file would ` +
      `lose ${lost}: mend the file by hand to keep them, or copy it anyway and give them again ('tafel season add s1 ` +
      "<night>', 'tafel season excuse s1 <name> --event <night>')",
  );
  expect((await tafel(h, ['doctor', '--lang', 'nl'], at)).stdout.split('\n')[3]).toBe(
    `    de vorige versie ${file}.bak is leesbaar (geen avonden, bewaard ${local}), maar wie ze over het bestand ` +
      'kopieert, verliest de avond vrijdag en de afmelding van Ivo voor vrijdag: herstel het bestand met de hand om ' +
      "ze te houden, of kopieer ze toch en voeg ze opnieuw toe ('tafel competitie erbij s1 <avond>', 'tafel " +
      "competitie afgemeld s1 <naam> --event <avond>')",
  );
  // A file cut short is weighed up to the cut: the night, and the first excuse, whole; the second is cut.
  const three = { ...edited, game: 'klaverjassen', excusals: [...edited.excusals, { event: 'vrijdag', name: 'Jef' }] };
  const text = JSON.stringify(three, null, 2);
  fs.writeFileSync(file, text.slice(0, text.indexOf('Jef')));
  const torn = JSON.parse((await tafel(h, ['doctor', '--json'], at)).stdout).problems[0];
  expect([torn.reason, torn.restoreLoses]).toEqual(['is not valid JSON', lost]);
  // Cut before its nights, it says nothing of them: nothing known is lost.
  fs.writeFileSync(file, text.slice(0, text.indexOf('"events"')));
  expect(JSON.parse((await tafel(h, ['doctor', '--json'], at)).stdout).problems[0].restoreLoses).toBeUndefined();
  // A previous version that has the night and the excuses (the last change was another): copying it is the fix.
  fs.writeFileSync(`${file}.bak`, JSON.stringify({ ...JSON.parse(added), excusals: edited.excusals }, null, 2));
  fs.writeFileSync(file, JSON.stringify(edited, null, 2));
  expect((await tafel(h, ['doctor'], at)).stdout.split('\n')[3]).toMatch(
    new RegExp(
      `^    its previous version ${file}\\.bak reads fine \\(1 night, saved [-\\d :]+\\): copy it over the file to ` +
        'put it back$',
    ),
  );
  expect(fs.readFileSync(file, 'utf8')).toBe(JSON.stringify(edited, null, 2));
});
