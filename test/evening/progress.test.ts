import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { tafel, tempHome } from '../helpers/cli.js';

/**
 * `import` and `export --all` of many sheets say how far they are on a terminal (standard error, a
 * line redrawn in place: "\r" and erase-to-end-of-line) and end with one summary line; nothing of it
 * when standard error is no terminal or with --json (issue 33 §4). Through the built bundle in process:
 * `tty: true` makes its standard output and error a terminal.
 */
const homes: string[] = [];
const home = () => {
  const h = tempHome();
  homes.push(h);
  return h;
};
afterAll(() => {
  for (const h of homes) fs.rmSync(h, { recursive: true, force: true });
});

const SHEETS = 12;
const ERASE = '\x1b[K';
let source: string;
let file: string;

beforeAll(async () => {
  // Twelve evenings, one sheet each, then their JSON backup: the file the imports below read.
  source = home();
  for (let day = 1; day <= SHEETS; day++) {
    const now = `2026-10-${String(day).padStart(2, '0')}T20:00:00`;
    const r = await tafel(source, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'], { now });
    expect(r.code).toBe(0);
    expect((await tafel(source, ['record', 'pas'], { now })).code).toBe(0);
  }
  file = path.join(source, 'backup.json');
  expect((await tafel(source, ['export', '--all', '--format', 'json', '--out', file])).code).toBe(0);
}, 120_000);

describe('import', () => {
  test('on a terminal: how far the reading is, then the writing, the line taken away, and one summary', async () => {
    const r = await tafel(home(), ['import', file], { tty: true });
    expect(r.code).toBe(0);
    // One read of a small file: 100% at once; the writing is always said; then the line is cleared.
    expect(r.stderr).toBe(`\rReading ${file}: 100%${ERASE}\rWriting 12 sheets...${ERASE}\r${ERASE}`);
    expect(r.stdout).toBe("Imported 12 sheets; 'tafel sheets' lists them.\n'tafel use <id>' makes one active.\n");
  });

  test('piped: no progress, the same summary; in Dutch too', async () => {
    const r = await tafel(home(), ['import', file]);
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(r.stdout.split('\n')[0]).toBe("Imported 12 sheets; 'tafel sheets' lists them.");
    const nl = await tafel(home(), ['import', file, '--lang', 'nl'], { tty: true });
    expect(nl.stderr).toBe(`\r${file} lezen: 100%${ERASE}\r12 bladen wegschrijven...${ERASE}\r${ERASE}`);
    expect(nl.stdout.split('\n')[0]).toBe("12 bladen ingelezen; 'tafel sheets' toont ze.");
  });

  test("a file name's control characters are shown, never sent to the terminal", async () => {
    const evil = path.join(source, 'evil\x1b[2J.json');
    fs.copyFileSync(file, evil);
    const r = await tafel(home(), ['import', evil], { tty: true });
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(`Reading ${evil.replace('\x1b', '\\x1b')}: 100%`);
    expect(r.stderr.replaceAll(ERASE, '')).not.toContain('\x1b');
  });

  test('with --json, on a terminal: nothing on standard error, every id in the document', async () => {
    const r = await tafel(home(), ['import', file, '--json'], { tty: true });
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(JSON.parse(r.stdout).imported).toHaveLength(SHEETS);
  });

  test('ten sheets or fewer are still named one by one', async () => {
    const few = path.join(source, 'few.json');
    const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
    fs.writeFileSync(few, JSON.stringify({ ...doc, sheets: doc.sheets.slice(0, 10) }));
    const r = await tafel(home(), ['import', few]);
    const ids = doc.sheets.slice(0, 10).map((s: { sheet: { id: string } }) => s.sheet.id);
    expect(r.stdout.split('\n')[0]).toBe(`Imported 10 sheets: ${ids.join(', ')}.`);
  });
});

describe('export --all', () => {
  test('to standard output on a terminal: the document on stdout, progress and summary on stderr', async () => {
    const r = await tafel(source, ['export', '--all', '--format', 'csv'], { tty: true });
    expect(r.code).toBe(0);
    const piped = await tafel(source, ['export', '--all', '--format', 'csv']);
    // The same document either way; piped, standard error stays empty.
    expect([r.stdout, piped.stderr]).toEqual([piped.stdout, '']);
    // The first evening is always drawn (then at most every 100 ms), the line is cleared, the summary follows.
    expect(r.stderr.startsWith(`\rExporting: 1 of 12 sheets${ERASE}`)).toBe(true);
    expect(r.stderr.endsWith(`\r${ERASE}Exported 12 sheets (csv).\n`)).toBe(true);
    expect(r.stderr.replace(/\r[^\r]*\x1b\[K/g, '')).toBe('Exported 12 sheets (csv).\n');
  });

  test('to a file on a terminal: progress, then the one line saying what was written', async () => {
    const out = path.join(source, 'all.csv');
    const r = await tafel(source, ['export', '--all', '--format', 'csv', '--out', out], { tty: true });
    expect(r.code).toBe(0);
    expect(r.stderr.startsWith(`\rExporting: 1 of 12 sheets${ERASE}`)).toBe(true);
    expect(r.stderr.endsWith(`\r${ERASE}`)).toBe(true);
    expect(r.stdout).toBe(`Wrote 12 sheets (csv) to ${out}.\n`);
  });

  test('with --json on a terminal: nothing on standard error', async () => {
    const out = path.join(source, 'all.json');
    const r = await tafel(source, ['export', '--all', '--format', 'json', '--out', out, '--json'], { tty: true });
    expect([r.code, r.stderr]).toEqual([0, '']);
  });
});
