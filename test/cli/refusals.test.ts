import { beforeAll, describe, expect, jest, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SCHEMA_VERSION } from '../../src/sheet/sheet.js';
import { parseSheet } from '../../src/store/decode.js';
import { BIN, snapshot, spawnTafel, spawnTafelAsync, spawnTafelJson, tempHomes } from '../helpers/cli.js';

// Spawning the binary on 2 shared cores can be slow; no assertion depends on time.
jest.setTimeout(60000);

const home = tempHomes();

const newSheet = (h: string, players = 'Ann,Bert,Cis,Dirk'): string =>
  spawnTafelJson(h, ['new', 'kleurenwiezen', '--players', players]).id;
const sheetFile = (h: string, id: string) => path.join(h, 'sheets', `${id}.json`);
const readDeals = (h: string, id: string) =>
  parseSheet(fs.readFileSync(sheetFile(h, id), 'utf8'), sheetFile(h, id), id).deals;

describe('concurrency', () => {
  test(
    '12 processes recording into one sheet at once: each succeeds or says "busy, try again", and every success is ' +
      'in the sheet',
    async () => {
      const h = home();
      const id = newSheet(h);
      const runs = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          spawnTafelAsync(h, ['record', 'solo', '6', '--by', 'Ann', '--tricks', String(i + 1), '--json']),
        ),
      );
      for (const r of runs) {
        if (r.code !== 0) expect(r.stderr).toMatch(/^tafel: Sheet busy: .*Try again in a moment/);
      }
      const ok = runs.filter((r) => r.code === 0);
      expect(ok.length).toBeGreaterThan(0);
      const stored = readDeals(h, id).map((d) => d.tricks);
      // Each success printed its own deal, and exactly those deals are stored, once each.
      expect(stored.slice().sort((a, b) => Number(a) - Number(b))).toEqual(
        ok.map((r) => JSON.parse(r.stdout).input.tricks).sort((a, b) => a - b),
      );
      expect(new Set(stored).size).toBe(stored.length);
      expect(fs.readdirSync(path.join(h, 'sheets')).filter((f) => /\.(lock|tmp)$/.test(f))).toEqual([]);
    },
  );
});

describe('crash safety: a record killed at a random moment', () => {
  test('leaves a sheet that opens with all or none of that deal, and the next record just works', async () => {
    const h = home();
    const id = newSheet(h);
    let deals = 0;
    // Delays spread over a record's whole life (startup, lock, write); no assertion depends on timing.
    for (const delay of [5, 25, 45, 60, 70, 80, 90, 100, 120, 150]) {
      const child = spawn(
        process.execPath,
        [BIN, 'record', 'solo', '6', '--by', 'Ann', '--tricks', String(deals % 14)],
        { env: { ...process.env, TAFEL_HOME: h }, stdio: 'ignore' },
      );
      const closed = new Promise((r) => child.on('close', r)); // it may finish before the kill
      await new Promise((r) => setTimeout(r, delay));
      child.kill('SIGKILL');
      await closed;
      const now = readDeals(h, id);
      expect([deals, deals + 1]).toContain(now.length);
      if (now.length > deals)
        expect(now[deals]).toEqual({ contract: 'solo', level: 6, by: ['Ann'], tricks: deals % 14 });
      deals = now.length;
    }
    // A lock or temporary file left by a killed process does not stand in the way.
    const r = spawnTafelJson(h, ['record', 'pas']);
    expect(r.number).toBe(deals + 1);
    expect(spawnTafel(h, ['doctor']).code).toBe(0);
  });
});

describe('tafel doctor', () => {
  let h: string;
  let id: string;
  beforeAll(() => {
    h = home();
    id = newSheet(h);
    spawnTafel(h, ['record', 'samen', '8', '--by', 'Ann,Bert', '--tricks', '9']);
    spawnTafel(h, ['record', 'pas']);
  });

  test('all is well: exit 0, and a JSON document', () => {
    const r = spawnTafel(h, ['doctor', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      dataDir: h,
      ok: true,
      checked: { sheets: 1, settings: true, events: 0, seasons: 0 },
      problems: [],
    });
    expect(spawnTafel(h, ['doctor']).stdout).toContain('everything reads fine');
  });

  test('a torn sheet: listed with its reason and its previous version, exit 1; --restore puts that back', () => {
    const file = sheetFile(h, id);
    fs.writeFileSync(file, '{"schemaVersion": 1, "id": "');
    const list = spawnTafel(h, ['doctor', '--json']);
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
    const text = spawnTafel(h, ['doctor']);
    expect(text.code).toBe(1);
    expect(text.stdout).toContain(`${id}: is not valid JSON`);
    expect(text.stdout).toContain(`previous version: 1 deal`);

    const r = spawnTafel(h, ['doctor', '--restore', id, '--json']);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc).toMatchObject({ restored: id, file, from: file + '.bak', deals: 1 });
    expect(doc.broken).toMatch(new RegExp(`^${file.replace(/[.]/g, '\\.')}\\.broken-`));
    expect(fs.readFileSync(doc.broken, 'utf8')).toBe('{"schemaVersion": 1, "id": "');
    expect(spawnTafelJson(h, ['sheet']).deals).toHaveLength(1);
    expect(spawnTafel(h, ['doctor']).code).toBe(0);
  });

  test('a sheet that parses but cannot be replayed counts as unreadable too', () => {
    const file = sheetFile(h, id);
    const good = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, good.replace('"game": "kleurenwiezen"', '"game": "schaak"'));
    const doc = JSON.parse(spawnTafel(h, ['doctor', '--json']).stdout);
    expect(doc.problems[0]).toMatchObject({
      id,
      code: 'replay',
      reason: expect.stringContaining('Unknown game "schaak"'),
    });
    fs.writeFileSync(file, good);
  });

  test('refusals: a sheet that reads fine, an unknown id, a path', () => {
    const before = snapshot(h);
    expect(spawnTafel(h, ['doctor', '--restore', id]).stderr).toContain('reads fine: there is nothing to restore');
    expect(spawnTafel(h, ['doctor', '--restore', 'nope']).stderr).toContain('No sheet "nope"');
    const r = spawnTafel(h, ['doctor', '--restore', '../settings']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('is not a sheet id');
    expect(snapshot(h)).toEqual(before);
  });

  test('unreadable settings: every other command refuses with a pointer, doctor still runs and restores it', () => {
    spawnTafel(h, ['lang', 'nl']);
    spawnTafel(h, ['lang', 'en']);
    const settings = path.join(h, 'settings.json');
    fs.writeFileSync(settings, '{"lang": 7}');
    const sheet = spawnTafel(h, ['sheet']);
    expect(sheet.code).toBe(1);
    expect(sheet.stderr).toContain('tafel doctor --restore settings.json');
    const list = spawnTafel(h, ['doctor', '--json']);
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
    expect(spawnTafel(h, ['doctor', '--restore', 'settings.json']).code).toBe(0);
    expect(JSON.parse(fs.readFileSync(settings, 'utf8')).lang).toBe('nl');
    expect(spawnTafel(h, ['sheet']).code).toBe(0);
  });
});

test('a data directory that is a file: new refuses with the reason, doctor names it', () => {
  const h = home();
  const file = path.join(h, 'data');
  fs.writeFileSync(file, 'x');
  const r = spawnTafel(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk', '--data-dir', file]);
  expect(r.code).toBe(1);
  expect(r.stderr).toMatch(
    /^tafel: Could not write .*data\/sheets \(ENOTDIR\): .* is not a folder\. The sheet was left as it was\.\n$/,
  );
  const d = spawnTafel(h, ['doctor', '--data-dir', file, '--json']);
  expect(d.code).toBe(1);
  expect(JSON.parse(d.stdout).problems).toEqual([
    expect.objectContaining({ kind: 'directory', file, code: 'not-a-folder' }),
  ]);
});

describe('control characters are shown escaped, never sent to the terminal', () => {
  let h: string;
  let id: string;
  const ESC = '\u001b';
  beforeAll(() => {
    h = home();
    id = newSheet(h);
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
  ])('in errors: %j', (argv) => {
    for (const json of [false, true]) {
      const r = spawnTafel(h, json ? [...argv, '--json'] : argv);
      expect([1, 2]).toContain(r.code);
      expect(r.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
      if (!argv.includes('--title')) expect(r.stderr).toMatch(/\\x(1b|9b)/);
    }
  });

  test(
    'names and titles with control characters in a hand-edited file: refused as corrupt, listed by doctor, never ' +
      'shown raw',
    () => {
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
        const r = spawnTafel(h, argv, { FORCE_COLOR: '1' });
        // Colour codes of our own are fine; nothing else that starts a control sequence.
        for (const out of [r.stdout, r.stderr])
          expect(out.replace(/\u001b\[[0-9;]*m/g, '')).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
        if (argv[0] !== 'sheets') expect(r.code).toBe(1);
      }
      const doctor = JSON.parse(spawnTafel(h, ['doctor', '--json']).stdout);
      expect(doctor.problems.map((p: { id: string }) => p.id)).toContain(id);
      expect(fs.readFileSync(file, 'utf8')).toBe(text);
    },
  );
});

describe('migrations from the command line', () => {
  test('a schema 0 sheet opens and is upgraded in place, the old file kept', () => {
    const h = home();
    const id = newSheet(h);
    const file = sheetFile(h, id);
    const v1 = JSON.parse(fs.readFileSync(file, 'utf8'));
    const { schemaVersion: _v, firstDealer: _f, closed: _c, ...rest } = v1;
    const v0 = JSON.stringify({ ...rest, dealer: 'Bert', finished: false, deals: [{ contract: 'pas' }] });
    fs.writeFileSync(file, v0);
    const sheet = spawnTafelJson(h, ['sheet']);
    expect(sheet.deals[0]).toMatchObject({ number: 1, dealer: 'Bert' });
    expect(sheet.nextDealer).toBe('Bert'); // a pass is redealt by the same dealer
    expect(fs.readFileSync(file + '.v0', 'utf8')).toBe(v0);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({
      schemaVersion: SCHEMA_VERSION,
      firstDealer: 1,
      closed: false,
    });
  });

  test('a newer schema is refused with a clear message and left alone', () => {
    const h = home();
    const id = newSheet(h);
    const file = sheetFile(h, id);
    const text = fs
      .readFileSync(file, 'utf8')
      .replace(`"schemaVersion": ${SCHEMA_VERSION}`, `"schemaVersion": ${SCHEMA_VERSION + 1}`);
    fs.writeFileSync(file, text);
    const before = snapshot(h);
    const r = spawnTafel(h, ['record', 'pas']);
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
  const id = newSheet(h);
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
