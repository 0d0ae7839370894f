import { describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { StorageError } from '../../src/core/errors.js';
import { checkExport, ExportReader, exportDoc, parseExportText, writeExport } from '../../src/evening/transfer.js';
import { ROOT, spawnTafel, tempHomes } from '../helpers/cli.js';
import { vrijdagA, vrijdagB, vrijdagZwikken } from './fixtures.js';

/**
 * Issue 27.11: the JSON backup is written sheet by sheet and read back piece by piece, so any export
 * imports again (900 sheets were 22.9 MB, and import refused files over 20 MB).
 */
const NOW = new Date('2026-11-28T10:00:00.000Z');
const sheets = [vrijdagA(), vrijdagB(), vrijdagZwikken()];

const written = (list = sheets): string => {
  let out = '';
  writeExport(list, NOW, (t) => (out += t));
  return out;
};

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
  test('writeExport is the text of the whole document, to the byte', () => {
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

describe('a backup of 1,000 sheets (24 MB) imports back', () => {
  test('export --all --format json, then import into an empty data directory: the same sheet files', () => {
    const from = home();
    // 1,000 generated sheets of 40 deals (scripts/bench-data.js, as npm run bench makes them).
    const made = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'bench-data.js'), from, '1000', '40'], {
      encoding: 'utf8',
    });
    expect(made.status).toBe(0);
    const file = path.join(home(), 'backup.json');
    const out = spawnTafel(from, ['export', '--all', '--format', 'json', '--out', file]);
    expect(out.stderr).toBe('');
    expect(out.code).toBe(0);
    expect(fs.statSync(file).size).toBeGreaterThan(20 * 1024 * 1024);
    const to = home();
    const back = spawnTafel(to, ['import', file]);
    expect(back.stderr).toBe('');
    expect(back.code).toBe(0);
    const names = fs.readdirSync(path.join(from, 'sheets')).sort();
    expect(names).toHaveLength(1000);
    expect(fs.readdirSync(path.join(to, 'sheets')).sort()).toEqual(names);
    for (const n of names)
      expect(fs.readFileSync(path.join(to, 'sheets', n), 'utf8')).toBe(
        fs.readFileSync(path.join(from, 'sheets', n), 'utf8'),
      );
  }, 120000);
});
