import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { TafelError } from '../../src/core/errors.js';
import { listing, summarize } from '../../src/evening/listing.js';
import { orderSheets } from '../../src/store/index-order.js';
import { INDEX_FILE, listSheets, type SheetSummary } from '../../src/store/index-sheets.js';
import { Store } from '../../src/store/store.js';
import { tempHomes } from '../helpers/cli.js';
import { HOST } from '../helpers/host.js';
import { makeSheet, record } from '../helpers/sheet.js';

/**
 * `export --all` orders its sheets through the index of sheets without keeping every summary
 * (orderSheets reads the index one entry at a time). It must read the same file as the same index as
 * `tafel sheets` does (listSheets: JSON.parse of the whole), vouch for the same texts, and write back
 * an index `tafel sheets` reads as its own.
 */
const home = tempHomes();

async function setup() {
  const dir = home();
  const store = new Store(dir, HOST);
  const a = record(
    {
      ...makeSheet('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk']),
      id: 'a-sheet',
      // a quote, a brace and a backslash in a string of the index: its entry still ends where it ends
      title: 'Ann\'s "big} night \\o/',
      createdAt: '2026-11-20T20:00:00.000Z',
    },
    'samen 8 --by Ann,Bert --tricks 9',
  );
  const b = {
    ...makeSheet('belote', ['Ann', 'Bert', 'Cis', 'Dirk']),
    id: 'b-sheet',
    createdAt: '2026-11-19T20:00:00.000Z',
  };
  await store.createSheet(a);
  await store.createSheet(b);
  const reads: string[] = [];
  const read = (id: string): SheetSummary => {
    reads.push(id);
    return listing(summarize(store.readSheet(id), 'en'));
  };
  const refusal = (e: unknown) => (e instanceof TafelError ? e.text : undefined);
  return {
    store,
    reads,
    indexFile: path.join(dir, INDEX_FILE),
    order: () => orderSheets(store.locks, dir, store.ids(), read, refusal),
    list: () => listSheets(store.locks, dir, store.ids(), read, refusal),
  };
}

/** What a listing says of each sheet, reduced to what the order keeps. */
const asOrder = (l: ReturnType<Awaited<ReturnType<typeof setup>>['list']>) =>
  l.map((x) =>
    'summary' in x
      ? { id: x.id, createdAt: x.summary.createdAt, ...(x.stamp !== undefined ? { stamp: x.stamp } : {}) }
      : x,
  );

describe('the order of export --all, from the index of sheets', () => {
  test('is what the listing says, and reads no sheet the index vouches for', async () => {
    const s = await setup();
    const first = s.order();
    expect(first.map((o) => ('createdAt' in o ? o.createdAt : undefined))).toEqual([
      '2026-11-20T20:00:00.000Z',
      '2026-11-19T20:00:00.000Z',
    ]);
    expect(s.reads.splice(0)).toEqual(['a-sheet', 'b-sheet']);
    // the index it wrote is the listing's own: `tafel sheets` reads no sheet
    expect(asOrder(s.list())).toEqual(first);
    expect(s.reads).toEqual([]);
    expect(s.order()).toEqual(first);
    expect(s.reads).toEqual([]);
    expect(first.every((o) => 'stamp' in o && typeof o.stamp === 'string')).toBe(true);
  });

  test.each([
    ['laid out by hand (spaces, new lines)', (t: string) => JSON.stringify(JSON.parse(t), null, 2)],
    [
      'with its keys in another order',
      (t: string) => {
        const d = JSON.parse(t);
        return JSON.stringify({ entries: d.entries, build: d.build, format: d.format });
      },
    ],
    // the build's first letter and a sheet id's "-" written as escapes: the same strings once read
    [
      'with escapes in its strings',
      (t: string) =>
        t
          .replace(/"build":"(.)/, (_, c: string) => `"build":"\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
          .replace('"a-sheet"', '"a\\u002dsheet"'),
    ],
  ])('an index %s reads as the same index', async (_, change) => {
    const s = await setup();
    s.list();
    s.reads.splice(0);
    fs.writeFileSync(s.indexFile, change(fs.readFileSync(s.indexFile, 'utf8')));
    expect(s.order()).toEqual(asOrder(s.list()));
    expect(s.reads).toEqual([]);
  });

  test.each([
    ['garbage', () => 'not json {'],
    ['cut short', (t: string) => t.slice(0, t.length - 5)],
    ['followed by more', (t: string) => `${t} {}`],
    ['a list', () => '[1,2,3]'],
    ['of another build', (t: string) => t.replace(/"build":"[^"]*"/, '"build":"another"')],
    ['of another format', (t: string) => t.replace(/"format":\d+/, '"format":99')],
  ])('an index that is %s vouches for nothing: every sheet is read', async (_, change) => {
    const s = await setup();
    s.list();
    s.reads.splice(0);
    fs.writeFileSync(s.indexFile, change(fs.readFileSync(s.indexFile, 'utf8')));
    const order = s.order();
    expect(s.reads.splice(0)).toEqual(['a-sheet', 'b-sheet']);
    expect(order).toEqual(asOrder(s.list()));
  });

  test('a forged entry is not believed; a repeated key counts as its last, as JSON.parse has it', async () => {
    const s = await setup();
    s.list();
    s.reads.splice(0);
    const text = fs.readFileSync(s.indexFile, 'utf8');
    const doc = JSON.parse(text);
    // a-sheet: a new start under a forged seal; b-sheet: a summary of the wrong shape
    const forged = { ...doc.entries['a-sheet'], stamp: 'forged' };
    forged.summary = { ...forged.summary, createdAt: '1999-01-01T00:00:00.000Z' };
    const body = text.slice(0, -3); // without the closing braces and the new line
    const b = JSON.stringify({ ...doc.entries['b-sheet'], summary: { deals: 'many' } });
    fs.writeFileSync(s.indexFile, `${body},"a-sheet":${JSON.stringify(forged)},"b-sheet":${b}}}\n`);
    const order = s.order();
    expect(s.reads.splice(0)).toEqual(['a-sheet', 'b-sheet']);
    expect(order.map((o) => ('createdAt' in o ? o.createdAt : o.error.en))).toEqual([
      '2026-11-20T20:00:00.000Z',
      '2026-11-19T20:00:00.000Z',
    ]);
  });

  test('a sheet changed since is read again, and the index written back holds every sheet', async () => {
    const s = await setup();
    s.order();
    s.reads.splice(0);
    await s.store.updateSheet('b-sheet', (d) => ({ data: record(d, '--taker Ann --points 92'), result: undefined }));
    const order = s.order();
    expect(s.reads.splice(0)).toEqual(['b-sheet']);
    const doc = JSON.parse(fs.readFileSync(s.indexFile, 'utf8'));
    expect(Object.keys(doc.entries)).toEqual(['a-sheet', 'b-sheet']);
    expect(doc.entries['b-sheet'].summary.deals).toBe(1);
    // both read by the listing as they are
    expect(asOrder(s.list())).toEqual(order);
    expect(s.reads).toEqual([]);
    fs.writeFileSync(s.store.sheetPath('a-sheet'), '{ broken');
    const [broken] = s.order();
    expect('error' in broken && broken.error.en).toMatch(/not valid JSON/);
  });
});
