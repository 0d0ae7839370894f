import { describe, expect, test } from '@jest/globals';
import { StorageError } from '../../src/core/errors.js';
import {
  checkExport,
  exportDoc,
  parseExportText,
  planImport,
  ExportReader,
  exportPieces,
} from '../../src/evening/transfer.js';
import type { SheetData } from '../../src/sheet/sheet.js';
import { sheet, vrijdagA, vrijdagB, vrijdagZwikken } from './fixtures.js';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, tafel, tempHomes } from '../helpers/cli.js';
import { drawChart, extent } from '../../src/evening/chart.js';
import { mdTable } from '../../src/evening/markdown.js';

const NOW = new Date('2026-11-28T10:00:00.000Z');
const docOf = (...sheets: ReturnType<typeof vrijdagA>[]) => JSON.parse(JSON.stringify(exportDoc(sheets, NOW)));

/** The document with one change made by `edit` (on a deep copy). */
function changed(edit: (doc: any) => void): any {
  const doc = docOf(vrijdagA(), vrijdagZwikken());
  edit(doc);
  return doc;
}

function storageRefusal(f: () => unknown): StorageError {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(StorageError);
    return e as StorageError;
  }
  throw new Error('expected a refusal');
}

describe('the JSON export document', () => {
  test("carries a format marker, a version, and every sheet's stored inputs with its view", () => {
    const doc = exportDoc([vrijdagA()], NOW);
    expect(doc).toMatchObject({ format: 'tafel-export', version: 1, exportedAt: '2026-11-28T10:00:00.000Z' });
    expect(doc.sheets[0].sheet).toEqual(vrijdagA().data);
    expect(doc.sheets[0].view.totals).toEqual({ Ann: -15, Bert: 20, Cis: 10, Dirk: 20 });
  });

  test('checks back to the very same stored sheets, for every game on the evening', () => {
    const sheets = [vrijdagA(), vrijdagB(), vrijdagZwikken()];
    expect(checkExport(parseExportText(JSON.stringify(exportDoc(sheets, NOW))))).toEqual(sheets.map((s) => s.data));
  });

  test('the view is not needed to restore: import rebuilds from the inputs', () => {
    const doc = docOf(vrijdagA());
    delete doc.sheets[0].view;
    expect(checkExport(doc)).toEqual([vrijdagA().data]);
  });
});

/** A newer tafel's file: updating tafel is its fix; no other file is offered after it (until 2026-12-07 one was). */
const newer = (what: string) => new RegExp(`newer tafel \\(${what}\\); update tafel first\\. Nothing was imported\\.$`);

describe('import refuses what is not a valid export, naming the place', () => {
  test.each([
    ['not JSON', '{"format": "tafel-export",', /it is not JSON/],
    [
      'a __proto__ key',
      '{"format":"tafel-export","version":1,"sheets":[],"__proto__":{"polluted":true}}',
      /"__proto__" key/,
    ],
    [
      'a nested constructor key',
      '{"format":"tafel-export","version":1,"sheets":[{"sheet":{"constructor":{"prototype":{}}}}]}',
      /"(constructor|prototype)" key/,
    ],
  ])('%s', (_, text, message) => {
    expect(storageRefusal(() => parseExportText(text)).message).toMatch(message);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test.each<[string, (d: any) => void, RegExp]>([
    ['another format', (d) => (d.format = 'something-else'), /"format" must be "tafel-export"/],
    ['a newer version', (d) => (d.version = 3), newer('version 3')],
    ['an unknown top-level field', (d) => (d.extra = 1), /unknown field "extra"/],
    ['no sheets', (d) => (d.sheets = []), /at least one sheet/],
    ['a sheet entry without its sheet', (d) => (d.sheets[0] = { view: {} }), /"sheet" is missing/],
    ['an unknown field in a sheet', (d) => (d.sheets[0].sheet.score = 3), /sheets\[0\]\.sheet: unknown field "score"/],
    ['a missing field in a sheet', (d) => delete d.sheets[1].sheet.players, /sheets\[1\]\.sheet: "players" is missing/],
    [
      'an id that walks out of the data directory',
      (d) => (d.sheets[0].sheet.id = '../../etc/passwd'),
      /\.id: a sheet id is lower-case/,
    ],
    ['an id with upper case', (d) => (d.sheets[0].sheet.id = 'Vrijdag'), /\.id: a sheet id/],
    ['an unknown game', (d) => (d.sheets[0].sheet.game = 'poker'), /unknown game "poker"/],
    ['a game given by prefix only', (d) => (d.sheets[0].sheet.game = 'kleur'), /unknown game "kleur"/],
    ['an unknown rule set', (d) => (d.sheets[0].sheet.rules = 'brussels'), /has no rule set "brussels"/],
    [
      'a schema version that is not a number',
      (d) => (d.sheets[0].sheet.schemaVersion = '1'),
      /schemaVersion: must be a number/,
    ],
    ['a newer schema', (d) => (d.sheets[0].sheet.schemaVersion = 99), newer('schema 99')],
    ['a title over two lines', (d) => (d.sheets[0].sheet.title = 'a\nb'), /\.title: must be one line/],
    ['a time that is not ISO', (d) => (d.sheets[0].sheet.createdAt = 'yesterday'), /\.createdAt: must be a time/],
    ['three players at whist', (d) => (d.sheets[0].sheet.players = ['Ann', 'Bert', 'Cis']), /needs 4 to 6 players/],
    ['a player name with markup', (d) => (d.sheets[0].sheet.players[0] = '=cmd'), /not a usable player name/],
    [
      'a dealer seat that does not exist',
      (d) => (d.sheets[0].sheet.firstDealer = 4),
      /firstDealer: must be a seat from 0 to 3/,
    ],
    ['an unknown setting', (d) => (d.sheets[0].sheet.set = { jokers: 'on' }), /unknown setting "jokers"/],
    [
      'a setting with a bad value',
      (d) => (d.sheets[0].sheet.set = { 'samen.8': 'lots' }),
      /samen\.8 must be a whole number/,
    ],
    ['closed that is not a boolean', (d) => (d.sheets[0].sheet.closed = 'no'), /\.closed: must be true or false/],
    ['a stake on a points game', (d) => (d.sheets[0].sheet.stakeCents = 10), /is not played for money/],
    [
      'Zwikken without a stake',
      (d) => delete d.sheets[1].sheet.stakeCents,
      /the game refuses it: Zwikken is played for a stake/,
    ],
    ['deals that are not a list', (d) => (d.sheets[0].sheet.deals = {}), /\.deals: must be a list/],
    [
      'a deal without a contract',
      (d) => (d.sheets[0].sheet.deals[0] = { by: ['Ann'] }),
      /deals\[0\]: a deal must be an object with a "contract"/,
    ],
    [
      'a declarer who is not at the table',
      (d) => (d.sheets[0].sheet.deals[0].by = ['Bert', 'Zed']),
      /deals\[0\]\.by: .* is not a list of players/,
    ],
    [
      'tricks written as text',
      (d) => (d.sheets[0].sheet.deals[0].tricks = '9'),
      /deals\[0\]\.tricks: "9" is not a whole number/,
    ],
    [
      'an unknown contract',
      (d) => (d.sheets[0].sheet.deals[1].contract = 'grand-slam'),
      /deals\[1\]: the game refuses it/,
    ],
    ['a null inside a deal', (d) => (d.sheets[0].sheet.deals[1].level = null), /null is not allowed/],
    ['a fraction of a point', (d) => (d.sheets[0].sheet.deals[1].level = 6.5), /6\.5 is not a whole number/],
    ['a Zwikken winner from elsewhere', (d) => (d.sheets[1].sheet.deals[0].winner = 'Zed'), /deals\[0\]\.winner/],
  ])('%s', (_, edit, message) => {
    const e = storageRefusal(() => checkExport(changed(edit)));
    expect(e.code).toBe('bad-import');
    expect(e.message).toMatch(message);
    expect(e.message).toMatch(/[^.]\. Nothing was imported/);
    expect(e.text.nl).toMatch(/[^.]\. Er werd niets ingelezen/);
  });

  test('deals after the game had ended are refused', () => {
    // deals=1: the game ends after the first deal, so a second deal could never have been recorded.
    const doc = docOf(vrijdagA());
    doc.sheets[0].sheet.set = { deals: '1' };
    expect(storageRefusal(() => checkExport(doc)).message).toMatch(
      /deals\[1\]: the game had already ended after deal 1/,
    );
  });
});

describe('ids on import', () => {
  const a = vrijdagA().data;
  const b = vrijdagB().data;
  const ids = (p: { sheets: SheetData[] }) => p.sheets.map((s) => s.id);

  test('free ids are kept', () => {
    expect(ids(planImport([a, b], () => false, false))).toEqual([a.id, b.id]);
  });

  test('a taken id is refused without --rename, naming the way out', () => {
    const e = storageRefusal(() => planImport([a, b], (id) => id === b.id, false));
    expect(e.code).toBe('exists');
    // Issue 10: the suggestion is the id --rename really uses, the next free number of the original
    // id (b is a-2, so a-3), never b-2-2 nor an id that is itself taken.
    expect(e.message).toBe(
      `Sheet ${b.id} already exists; nothing was imported. Add --rename to import under the next free id (${b.id} ` +
        `as ${a.id}-3), or delete the sheet first.`,
    );
  });

  test('an id the file holds twice, none here: the refusal says the file has it twice', () => {
    const e = storageRefusal(() => planImport([a, { ...b, id: a.id }], () => false, false));
    expect([e.code, e.message]).toEqual([
      'exists',
      `The file holds sheet ${a.id} twice; nothing was imported. Add --rename to import the second under the next ` +
        `free id (${a.id} as ${a.id}-2).`,
    ]);
  });

  test('--rename takes the next free id, also past ids taken in the same file', () => {
    // b's id is a's id + "-2": both are on disk, so a -> a-3, the second a -> a-4, b (a copy of a) -> a-5.
    expect(b.id).toBe(`${a.id}-2`);
    const taken = new Set([a.id, b.id]);
    const plan = planImport([a, a, b], (id) => taken.has(id), true);
    expect(ids(plan)).toEqual([`${a.id}-3`, `${a.id}-4`, `${a.id}-5`]);
    expect(plan.renamed).toEqual([
      { from: a.id, to: `${a.id}-3` },
      { from: a.id, to: `${a.id}-4` },
      { from: b.id, to: `${a.id}-5` },
    ]);
    expect(plan.sheets[0]).toEqual({ ...a, id: `${a.id}-3` });
  });

  test('a renamed id stays within the id pattern', () => {
    const long = {
      ...sheet('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk'], [], {
        id: 'x'.repeat(80),
        createdAt: '2026-11-27T12:00:00.000Z',
      }).data,
    };
    const [renamed] = planImport([long], (id) => id === long.id, true).sheets;
    expect(renamed.id).toBe('x'.repeat(78) + '-2');
  });
});

/**
 * Issue 27.11: the JSON backup is written sheet by sheet and read back piece by piece, so any export
 * imports again (900 sheets were 22.9 MB, and import refused files over 20 MB).
 */
const sheets = [vrijdagA(), vrijdagB(), vrijdagZwikken()];

const written = (list = sheets): string => [...exportPieces(list, NOW)].join('');

/** The reader fed in pieces of `size` characters. */
function readIn(text: string, size: number) {
  const r = new ExportReader();
  for (let i = 0; i < text.length; i += size) r.push(text.slice(i, i + size));
  return r.end();
}

const refusal = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(StorageError);
    return (e as StorageError).message;
  }
  throw new Error('expected a refusal');
};

describe('the streamed writer and reader', () => {
  test('exportPieces is the text of the whole document, to the byte', () => {
    expect(written()).toBe(JSON.stringify(exportDoc(sheets, NOW), null, 2) + '\n');
    expect(written([sheets[0]])).toBe(JSON.stringify(exportDoc([sheets[0]], NOW), null, 2) + '\n');
  });

  test.each([[1], [7], [100000]])('the reader, fed %i characters at a time, gives what checkExport gives', (size) => {
    const text = written();
    expect(readIn(text, size)).toEqual(checkExport(parseExportText(text)));
    // Old exports and hand-made ones: any layout of the same JSON, a byte-order mark.
    const compact = JSON.stringify(exportDoc(sheets, NOW));
    expect(readIn(compact, size)).toEqual(sheets.map((s) => s.data));
    expect(readIn('\ufeff' + compact, size)).toEqual(sheets.map((s) => s.data));
  });

  test('refusals as checkExport words them: the JSON first, then the document, then the first refused entry', () => {
    const doc = JSON.parse(written());
    const text = (d: unknown) => JSON.stringify(d);
    expect(refusal(() => readIn(written().slice(0, -40), 5))).toMatch(
      /it is not JSON \(it ends before the document does\)/,
    );
    try {
      readIn(written().slice(0, -40), 5);
    } catch (e) {
      expect((e as StorageError).text.nl).toMatch(/\(het houdt op voordat het document af is\)/);
    }
    expect(refusal(() => readIn(text({ ...doc, sheets: [] }), 5))).toMatch(
      /sheets: must be a list of at least one sheet/,
    );
    expect(refusal(() => readIn(text({ ...doc, sheets: [1] }), 5))).toMatch(
      /sheets\[0\]: must be an object with a "sheet"/,
    );
    expect(refusal(() => readIn(text(doc).replace(/\}\]\}$/, '},]}'), 5))).toMatch(/it is not JSON/);
    const bad = JSON.parse(written());
    bad.sheets[1].sheet.game = 'poker';
    bad.format = 'other';
    expect(refusal(() => readIn(text(bad), 5))).toMatch(/"format" must be "tafel-export"/);
    bad.format = 'tafel-export';
    // A forbidden key in an entry after a refused one is still found, and comes first.
    expect(refusal(() => readIn(text(bad).replace('"zwikken","rules"', '"zwikken","__proto__":1,"rules"'), 5))).toMatch(
      /"__proto__" key/,
    );
    expect(refusal(() => readIn(text(bad), 5))).toMatch(/unknown game "poker"/);
    expect(refusal(() => readIn(text(doc).replace('"sheets":[', '"sheets":[],"sheets":['), 5))).toMatch(
      /a key appears twice in one object \(line 1\)/,
    );
  });
});

const home = tempHomes();

describe('import of a path that is not a file', () => {
  test('a folder is said to be one, in the language of the run; nothing written', async () => {
    const h = home();
    const dir = path.join(home(), 'backups');
    fs.mkdirSync(dir);
    const en = await tafel(h, ['import', dir]);
    expect([en.code, en.stderr]).toEqual([
      1,
      `tafel: Cannot read ${dir}: it is a folder; give the path of an export file.\n`,
    ]);
    const nl = await tafel(h, ['import', dir, '--lang', 'nl']);
    expect(nl.stderr).toBe(`tafel: Kan ${dir} niet lezen: het is een map; geef het pad van een exportbestand.\n`);
    expect(fs.readdirSync(h)).toEqual([]);
  });
});

describe('import of a file from a newer tafel', () => {
  test('says to update tafel, and offers no other file after that; in Dutch too; nothing written', async () => {
    const h = home();
    const file = path.join(home(), 'newer.json');
    fs.writeFileSync(file, JSON.stringify({ ...docOf(vrijdagA()), version: 3 }));
    const en = await tafel(h, ['import', file]);
    expect([en.code, en.stderr]).toEqual([
      1,
      `tafel: Not a valid tafel export: ${file}, version: written by a newer tafel (version 3); update tafel first. ` +
        'Nothing was imported.\n',
    ]);
    const nl = await tafel(h, ['import', file, '--lang', 'nl']);
    expect(nl.stderr).toBe(
      `tafel: Geen geldige tafel-export: ${file}, version: geschreven door een nieuwere tafel (versie 3); werk tafel ` +
        'eerst bij. Er werd niets ingelezen.\n',
    );
    expect(fs.readdirSync(h)).toEqual([]);
  });
});

describe('import of a deal field of the wrong kind', () => {
  test('says what the field must hold, in Dutch as in English (until 2026-12-07 Dutch: "niet geldig")', async () => {
    const h = home();
    const file = path.join(home(), 'x.json');
    const doc = docOf(vrijdagA());
    doc.sheets[0].sheet.deals[0].by = 'Bert';
    fs.writeFileSync(file, JSON.stringify(doc));
    const where = `${file}, sheets[0].sheet (${doc.sheets[0].sheet.id}).deals[0].by`;
    const en = await tafel(h, ['import', file]);
    expect([en.code, en.stderr]).toEqual([
      1,
      `tafel: Not a valid tafel export: ${where}: "Bert" is not a list of players of this sheet (Ann, Bert, Cis, ` +
        "Dirk). Nothing was imported; use a file written by 'tafel export --format json'.\n",
    ]);
    const nl = await tafel(h, ['import', file], { env: { LANG: 'nl_BE.UTF-8' } });
    expect([nl.code, nl.stderr]).toEqual([
      1,
      `tafel: Geen geldige tafel-export: ${where}: "Bert" moet een lijst van spelers van dit blad zijn (Ann, Bert, ` +
        "Cis, Dirk). Er werd niets ingelezen; gebruik een bestand van 'tafel export --format json'.\n",
    ]);
    expect(fs.readdirSync(h)).toEqual([]);
  });
});

describe('import of an empty file', () => {
  test('is said to be empty, by both imports, in the language of the run; nothing written', async () => {
    const h = home();
    const file = path.join(home(), 'empty.json');
    const blank = path.join(home(), 'blank.json');
    fs.writeFileSync(file, '');
    fs.writeFileSync(blank, '\ufeff\n  \n');
    const said = async (...argv: string[]) => {
      const r = await tafel(h, argv);
      expect([r.code, r.stdout]).toEqual([1, '']);
      return r.stderr;
    };
    // Until 2026-12-06 "it is not JSON (line 1)" (line 2 for the blank lines).
    const empty = (f: string, event = '') =>
      `tafel: Not a valid tafel export: ${f}: it is empty. Nothing was imported; use a file written by 'tafel ` +
      `${event}export --format json'.\n`;
    expect(await said('import', file)).toBe(empty(file));
    expect(await said('import', blank)).toBe(empty(blank));
    expect(await said('event', 'import', file)).toBe(empty(file, 'event '));
    expect(await said('import', file, '--lang', 'nl')).toBe(
      `tafel: Geen geldige tafel-export: ${file}: het is leeg. Er werd niets ingelezen; gebruik een bestand van ` +
        "'tafel export --format json'.\n",
    );
    expect(fs.readdirSync(h)).toEqual([]);
  });
});

describe('import of a sheet that would be written past the 16 MB the safe reader reads', () => {
  test('refuses the whole backup, naming the file and the sheet, in either language; nothing written', async () => {
    const h = home();
    const file = path.join(home(), 'long.json');
    const doc = docOf(vrijdagA());
    // 62,000 deals of players with names of 30 letters, each with a note of 80: a backup of 12.8 MB, 16.5 MB as the
    // sheet file tafel would write, with fewer deals to check than short ones need (until 2026-12-07 it was imported,
    // and the next command refused it as "far larger than any file tafel writes").
    const [a, b, c, d] = ['A', 'B', 'C', 'D'].map((x) => x.repeat(30));
    const deals = Array(62_000).fill({ contract: 'samen', level: 8, by: [a, b], tricks: 9 });
    const notes = Object.fromEntries(deals.map((_, i) => [String(i + 1), 'n'.repeat(80)]));
    const long = { ...doc.sheets[0].sheet, id: '2026-11-27-lang', players: [a, b, c, d], deals, notes };
    fs.writeFileSync(file, JSON.stringify({ ...doc, sheets: [doc.sheets[0], { sheet: long }] }));
    const en = await tafel(h, ['import', file]);
    expect([en.code, en.stderr]).toEqual([
      1,
      `tafel: ${file}: sheet 2026-11-27-lang would be a file of more than 16 MB, the most a tafel file may hold ` +
        '(tafel could not read it back); nothing was imported. Split its deals over two sheets in the backup, or ' +
        'leave it out, and import again.\n',
    ]);
    const nl = await tafel(h, ['import', file, '--lang', 'nl']);
    expect([nl.code, nl.stderr]).toEqual([
      1,
      `tafel: ${file}: blad 2026-11-27-lang zou een bestand van meer dan 16 MB worden, het meeste dat een ` +
        'tafel-bestand mag bevatten (tafel zou het niet meer kunnen lezen); er werd niets ingelezen. Verdeel zijn ' +
        'giften over twee bladen in de back-up, of laat het weg, en lees opnieuw in.\n',
    ]);
    expect(fs.readdirSync(h)).toEqual([]);
  }, 30_000);
});

describe('a backup of 1,000 sheets (24 MB) imports back', () => {
  test('export --all --format json, then import into an empty folder: the same files; doctor counts them', async () => {
    const from = home();
    // 1,000 generated sheets of 40 deals (scripts/bench-data.js, as npm run bench makes them).
    const made = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'bench-data.js'), from, '1000', '40'], {
      encoding: 'utf8',
    });
    expect(made.status).toBe(0);
    const file = path.join(home(), 'backup.json');
    const out = await tafel(from, ['export', '--all', '--format', 'json', '--out', file]);
    expect(out.stderr).toBe('');
    expect(out.code).toBe(0);
    // A count is written as the language writes one (ICU left out: i18n/lang.ts grouped).
    expect(out.stdout).toBe(`Wrote 1,000 sheets (json) to ${file}.\n`);
    expect(fs.statSync(file).size).toBeGreaterThan(20 * 1024 * 1024);
    const to = home();
    const back = await tafel(to, ['import', file, '--lang', 'nl']);
    expect(back.stderr).toBe('');
    expect(back.code).toBe(0);
    expect(back.stdout.split('\n')[0]).toBe("1.000 bladen ingelezen; 'tafel sheets' toont ze.");
    const names = fs.readdirSync(path.join(from, 'sheets')).sort();
    expect(names).toHaveLength(1000);
    expect(fs.readdirSync(path.join(to, 'sheets')).sort()).toEqual(names);
    for (const n of names)
      expect(fs.readFileSync(path.join(to, 'sheets', n), 'utf8')).toBe(
        fs.readFileSync(path.join(from, 'sheets', n), 'utf8'),
      );
    // doctor counts the files as the summaries above do, in either language.
    const checked = [await tafel(from, ['doctor', '--lang', 'nl']), await tafel(to, ['doctor'])];
    expect(checked.map((r) => [r.code, r.stderr])).toEqual([
      [0, ''],
      [0, ''],
    ]);
    expect(checked[0].stdout).toBe(`De instellingen en 1.000 bladbestanden in ${from} nagekeken: alles is leesbaar.\n`);
    expect(checked[1].stdout).toMatch(
      /^Checked (the settings and )?1,000 sheet files in .*: everything reads fine\.\n$/,
    );
  }, 120000);
});

/**
 * Issue 27.10: `export --format html` and `chart` overflowed the stack on a sheet of 40,000 deals
 * (Math.max(...values) passes every value as an argument). The sheet is written straight in the
 * store format, as scripts/bench-data.js does: 40,000 deals are about 2.4 MB, well under the
 * store's 16 MB cap.
 */
const DEALS = 40000;

function longSheet(): string {
  const h = home();
  const id = '2026-11-27-kleurenwiezen';
  // Whisthub alleen 6 made with exactly 6 tricks, every deal (kleurenwiezen-tables.md §1.3: E(6) = 4,
  // the declarer 3 x 4 = +12, each opponent -4): after 40,000 deals Bert +480,000, the others -160,000.
  const deals = Array.from({ length: DEALS }, () => ({ contract: 'alleen', level: 6, by: ['Bert'], tricks: 6 }));
  const data = {
    schemaVersion: 1,
    id,
    game: 'kleurenwiezen',
    rules: 'whisthub',
    title: 'Lang',
    createdAt: '2026-11-27T19:00:00.000Z',
    players: ['Ann', 'Bert', 'Cis', 'Dirk'],
    firstDealer: 0,
    set: {},
    deals,
    closed: false,
  };
  fs.mkdirSync(path.join(h, 'sheets'), { recursive: true });
  const text = JSON.stringify(data, null, 2) + '\n';
  expect(Buffer.byteLength(text)).toBeLessThan(16 * 1024 * 1024);
  fs.writeFileSync(path.join(h, 'sheets', `${id}.json`), text);
  fs.writeFileSync(path.join(h, 'settings.json'), JSON.stringify({ active: id }) + '\n');
  return h;
}

describe('a sheet of 40,000 deals (27.10)', () => {
  const h = longSheet();
  // Not the scores themselves (the scoring tests do those): only that every row is there and the
  // run ends on the totals worked out above.
  // To a file, as a user would keep a page of megabytes. In process: the built bundle runs deeper in this
  // process's stack than in a binary of its own, so a spread of every value overflows here too.
  test.each([['html'], ['md'], ['csv']])('export --format %s', async (format) => {
    const out = path.join(home(), `lang.${format}`);
    const r = await tafel(h, ['export', '--format', format, '--out', out]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const text = fs.readFileSync(out, 'utf8');
    if (format === 'csv') {
      expect(text.split('\n').filter((l) => /^\d+,/.test(l))).toHaveLength(DEALS);
      expect(text).toContain('\ntotal,,,-160000,480000,-160000,-160000\n');
    }
    if (format === 'md')
      expect(text).toContain('| total |        |                         | -160000 | +480000 | -160000 | -160000 |');
    if (format === 'html') expect(text).toContain('<polyline class="line" data-player="Bert"');
  });

  test('chart', async () => {
    const r = await tafel(h, ['chart'], { env: { COLUMNS: '80' } });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Bert 480000');
    expect(r.stdout).toContain('Ann = Cis = Dirk -160000');
  });
});

describe('the pure functions over 200,000 values', () => {
  const values = Array.from({ length: 200000 }, (_, i) => (i % 7) - 3 + (i === 123456 ? 1000 : 0));

  test('extent: the lowest and the highest, also of several lists and with a value that must be in range', () => {
    expect(extent([values])).toEqual({ min: -3, max: 1001 });
    expect(extent([values.map((v) => v + 10), [20]], [0])).toEqual({ min: 0, max: 1011 });
  });

  test('drawChart draws 200,000 values in 80 columns, its scale from the lowest to the highest', () => {
    const chart = drawChart(
      [
        { label: 'A', values },
        { label: 'B', values: values.map((v) => -v) },
      ],
      { width: 80, color: false, money: false },
    );
    const labels = chart.split('\n').map((l) => l.split('┤')[0].trim());
    // From -1001 to +1001 in round steps of 200 (at most 12 rows): 1200 down to -1200.
    expect(labels[0]).toBe('1200');
    expect(labels[labels.length - 1]).toBe('-1200');
  });

  test('mdTable lays out 200,000 rows', () => {
    const rows = values.map((v, i) => [i + 1, v]);
    const table = mdTable(['deal', 'score'], rows, { from: 1 }, 'en');
    const lines = table.split('\n');
    expect(lines).toHaveLength(200002);
    // The widest cell is 200000 (six characters); the score column is as wide as "+1001" or "score".
    expect(lines[0]).toBe('| deal   | score |');
    expect(lines[123458]).toBe('| 123457 | +1001 |');
  });
});
