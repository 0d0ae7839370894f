import { describe, expect, test } from '@jest/globals';
import { StorageError } from '../../src/core/errors.js';
import { checkExport, exportDoc, parseExportText, planImport } from '../../src/evening/transfer.js';
import type { SheetData } from '../../src/sheet/sheet.js';
import { sheet, vrijdagA, vrijdagB, vrijdagZwikken } from './fixtures.js';

const NOW = new Date('2026-11-28T10:00:00.000Z');
const docOf = (...sheets: ReturnType<typeof vrijdagA>[]) => JSON.parse(JSON.stringify(exportDoc(sheets, NOW)));

/** The document with one change made by `edit` (on a deep copy). */
function changed(edit: (doc: any) => void): any {
  const doc = docOf(vrijdagA(), vrijdagZwikken());
  edit(doc);
  return doc;
}

function refusal(f: () => unknown): StorageError {
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
    expect(refusal(() => parseExportText(text)).message).toMatch(message);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test.each<[string, (d: any) => void, RegExp]>([
    ['another format', (d) => (d.format = 'something-else'), /"format" must be "tafel-export"/],
    ['a newer version', (d) => (d.version = 3), /newer tafel/],
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
    ['a newer schema', (d) => (d.sheets[0].sheet.schemaVersion = 99), /newer tafel \(schema 99\)/],
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
    const e = refusal(() => checkExport(changed(edit)));
    expect(e.code).toBe('bad-import');
    expect(e.message).toMatch(message);
    expect(e.message).toMatch(/Nothing was imported/);
    expect(e.text.nl).toMatch(/Er werd niets ingelezen/);
  });

  test('deals after the game had ended are refused', () => {
    // deals=1: the game ends after the first deal, so a second deal could never have been recorded.
    const doc = docOf(vrijdagA());
    doc.sheets[0].sheet.set = { deals: '1' };
    expect(refusal(() => checkExport(doc)).message).toMatch(/deals\[1\]: the game had already ended after deal 1/);
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
    const e = refusal(() => planImport([a, b], (id) => id === b.id, false));
    expect(e.code).toBe('exists');
    // Issue 10: the suggestion is the id --rename really uses, the next free number of the original
    // id (b is a-2, so a-3), never b-2-2 nor an id that is itself taken.
    expect(e.message).toBe(
      `Sheet ${b.id} already exists; nothing was imported. Add --rename to import under the next free id (${b.id} ` +
        `as ${a.id}-3), or delete the sheet first.`,
    );
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
