import { describe, expect, jest, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import type { Ctx } from '../../../src/commands/context.js';
import { diagnose, runDoctor } from '../../../src/commands/doctor.js';
import { runImport } from '../../../src/commands/import.js';
import { StorageError } from '../../../src/core/errors.js';
import { exportDoc } from '../../../src/evening/transfer.js';
import { gameById, GAMES } from '../../../src/games/index.js';
import { replay, type SheetData } from '../../../src/sheet/sheet.js';
import { Store } from '../../../src/store/store.js';
import { snapshot, tafel, tempHomes } from '../../helpers/cli.js';
import { makeSheet, record } from '../../helpers/sheet.js';
import { HOST } from '../../helpers/host.js';
import { testCtx } from '../../helpers/ctx.js';
import fc from 'fast-check';
import { checkStoredDeal, sameJson } from '../../../src/sheet/stored.js';
import { LINES } from './arbitraries.js';

/**
 * Where a file from outside enters: `tafel import` refuses a file with a hand-edited impossible deal
 * as a whole (nothing written), `tafel doctor` lists a sheet file holding one. Mostly in-process; one
 * run of the built binary each (npm run build first).
 */

// The two runs of the binary may be slow on shared cores; nothing here depends on time.
jest.setTimeout(60000);

const home = tempHomes();
const P = ['Ann', 'Bert', 'Cis', 'Dirk'];
const NOW = new Date('2026-11-28T10:00:00.000Z');

const sheetOf = (game: string, id: string, lines: string[], stakeCents?: number): SheetData => ({
  ...lines.reduce(record, makeSheet(game, P, stakeCents === undefined ? {} : { stakeCents })),
  id,
  createdAt: '2026-11-27T12:00:00.000Z',
});

/** Belote: Ann 92 points with belote, then Bert 70: both as record writes them. */
const belote = () =>
  sheetOf('belote', 'vrijdag-belote', ['--taker Ann --points 92 --belote Cis', '--taker Bert --points 70']);
const whist = () =>
  sheetOf('kleurenwiezen', 'vrijdag-wiezen', ['samen 8 --by Bert,Dirk --tricks 9', 'solo 6 --by Ann --tricks 5']);
const zwikken = () => sheetOf('zwikken', 'vrijdag-zwikken', ['--askers Ann,Bert --winner Ann', 'pas --searched 1'], 10);

/** Hand edits that keep every type right (so the old field checks and the replay let them through). */
const EDITS: [string, () => SheetData, (s: SheetData) => void, string][] = [
  [
    'Belote "points": 170',
    belote,
    (s) => (s.deals[1].points = 170),
    "vrijdag-belote).deals[1]: the game refuses it: deal 2 would not pass 'tafel record': --points 170 is " +
      'impossible: it must be from 0 to 162',
  ],
  [
    'Kleurenwiezen "tricks": 20',
    whist,
    (s) => (s.deals[0].tricks = 20),
    "vrijdag-wiezen).deals[0]: the game refuses it: deal 1 would not pass 'tafel record': --tricks 20 is " +
      'impossible: it must be from 0 to 13',
  ],
  [
    'Zwikken "searched": 3',
    zwikken,
    (s) => (s.deals[1].searched = 3),
    "vrijdag-zwikken).deals[1]: the game refuses it: deal 2 would not pass 'tafel record': --searched 3 is " +
      'impossible: it must be from 0 to 2',
  ],
  [
    'Zwikken askers out of seat order',
    zwikken,
    (s) => (s.deals[0].askers = ['Bert', 'Ann']),
    'vrijdag-zwikken).deals[0]: the game refuses it: deal 1 is not in the form tafel writes ("askers" would be ' +
      '["Ann","Bert"])',
  ],
];

const docText = (...sheets: SheetData[]) =>
  JSON.stringify(
    exportDoc(
      sheets.map((data) => ({ data, view: replay(gameById(data.game), data) })),
      NOW,
    ),
  );

const ctxOf = (store: Store): Ctx => testCtx({ store, json: true });

async function refusal(p: Promise<unknown>): Promise<StorageError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(StorageError);
    return e as StorageError;
  }
  throw new Error('expected a refusal');
}

describe('tafel import refuses a file with a hand-edited impossible deal, and writes nothing', () => {
  test.each(EDITS)('%s', async (_, make, edit, message) => {
    const dir = home();
    const file = path.join(dir, 'export.json');
    const bad = make();
    edit(bad);
    // A good sheet first: it must not be written either, the file lands whole or not at all.
    fs.writeFileSync(file, docText(belote().id === bad.id ? whist() : belote(), bad));
    const store = new Store(path.join(dir, 'data'), HOST);
    const before = snapshot(store.dir);
    const e = await refusal(runImport(ctxOf(store), file, {}));
    expect(e.code).toBe('bad-import');
    expect(e.message).toContain(message);
    // The file named first (issue 36 item 10), then where in it.
    expect(e.message).toMatch(/^Not a valid tafel export: \S+export\.json, sheets\[1\]\.sheet \(vrijdag-/);
    expect(e.message).toMatch(/Nothing was imported/);
    // In the game's own word: Zwikken's Dutch says spel (until 2026-12-06 every game's deal was gift here).
    expect(e.text.nl).toMatch(make === zwikken ? /het spel weigert het: spel \d/ : /het spel weigert het: gift \d/);
    expect(store.ids()).toEqual([]);
    expect(snapshot(store.dir)).toEqual(before);
  });

  test('the same file as tafel wrote it is imported', async () => {
    const dir = home();
    const file = path.join(dir, 'export.json');
    fs.writeFileSync(file, docText(belote(), whist(), zwikken()));
    const store = new Store(path.join(dir, 'data'), HOST);
    await runImport(ctxOf(store), file, {});
    expect(store.ids().sort()).toEqual(['vrijdag-belote', 'vrijdag-wiezen', 'vrijdag-zwikken']);
  });

  test('the binary: exit 1, one line on stderr, nothing written', async () => {
    const h = home();
    const file = path.join(h, 'export.json');
    const bad = belote();
    bad.deals[1].points = 170;
    fs.writeFileSync(file, docText(bad));
    const before = snapshot(h);
    const r = await tafel(h, ['import', file]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain(
      "sheets[0].sheet (vrijdag-belote).deals[1]: the game refuses it: deal 2 would not pass 'tafel record': " +
        '--points 170 is impossible',
    );
    expect(snapshot(h)).toEqual(before);
  });
});

/** A store holding the sheet as tafel wrote it (two saves, so a previous version exists), then hand-edited. */
async function editedStore(
  dir: string,
  make: () => SheetData,
  edit: (s: SheetData) => void,
): Promise<{ store: Store; id: string; file: string; text: string }> {
  const store = new Store(dir, HOST);
  const good = make();
  await store.createSheet({ ...good, deals: good.deals.slice(0, 1) });
  await store.updateSheet(good.id, (d) => ({ data: { ...d, deals: good.deals }, result: null }));
  const bad = make();
  edit(bad);
  const file = store.sheetPath(good.id);
  const text = JSON.stringify(bad, null, 2);
  fs.writeFileSync(file, text);
  return { store, id: good.id, file, text };
}

describe('tafel doctor lists a sheet with a hand-edited impossible deal', () => {
  test.each(EDITS)('%s', async (_, make, edit, message) => {
    const { store, id, file, text } = await editedStore(home(), make, edit);
    const report = diagnose(store, 'en');
    expect(report.ok).toBe(false);
    const reason = message.slice(message.indexOf('deal ', message.indexOf('refuses it')));
    expect(report.problems).toEqual([
      {
        kind: 'sheet',
        id,
        file,
        code: 'deal',
        reason,
        backup: expect.objectContaining({ file: file + '.bak', usable: true, deals: 1 }),
        fix: `tafel doctor --restore ${id}`,
      },
    ]);
    // Doctor only looks: the file is as the hand edit left it.
    expect(fs.readFileSync(file, 'utf8')).toBe(text);
  });

  test('a previous version with such a deal is not offered for restore', async () => {
    const dir = home();
    const { store, id, file } = await editedStore(dir, belote, (s) => (s.deals[1].points = 170));
    // The previous version (one deal) is edited too: Ann's 92 points become 1.
    const bak = JSON.parse(fs.readFileSync(file + '.bak', 'utf8')) as SheetData;
    bak.deals[0].points = 1;
    fs.rmSync(file + '.bak');
    fs.writeFileSync(file + '.bak', JSON.stringify(bak));
    const [p] = diagnose(store, 'en').problems;
    expect(p.backup).toMatchObject({
      usable: false,
      reason:
        "deal 1 would not pass 'tafel record': --points 1 is impossible: no set of cards is worth exactly 1 " +
        'point. Count the tricks again',
    });
    expect(p.fix).toBeNull();
    await expect(runDoctor(ctxOf(store), { restore: id })).rejects.toThrow(
      /cannot be used either \(deal 1 would not pass 'tafel record'/,
    );
  });

  test('--restore puts back the previous version, after which all reads fine', async () => {
    const { store, id } = await editedStore(home(), whist, (s) => (s.deals[0].tricks = 20));
    await runDoctor(ctxOf(store), { restore: id });
    expect(diagnose(store, 'en').ok).toBe(true);
  });

  test('the binary: exit 1, the sheet and its reason listed, nothing written', async () => {
    const h = home();
    const { id } = await editedStore(h, whist, (s) => (s.deals[0].tricks = 20));
    const before = snapshot(h);
    const r = await tafel(h, ['doctor']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      `${id}: deal 1 would not pass 'tafel record': --tricks 20 is impossible: it must be from 0 to 13`,
    );
    expect(r.stdout).toContain(`put it back with: tafel doctor --restore ${id}`);
    expect(snapshot(h)).toEqual(before);
  });
});

/**
 * The law that makes a stored deal checkable: for every deal `record` accepts, the record words and
 * flags that toArgs gives back are read by parseDeal into the very same stored input. So a deal on
 * disk is trusted exactly when it is such a fixed point.
 */
describe('parseDeal(toArgs(input)) is input, for every deal record accepts', () => {
  test('every registered game has a generator here', () => {
    expect(Object.keys(LINES).sort()).toEqual(GAMES.map((g) => g.id).sort());
  });

  test.each(Object.keys(LINES))('%s', (id) => {
    const game = gameById(id);
    fc.assert(
      fc.property(LINES[id], ({ config, args }) => {
        const input = game.parseDeal(args, config);
        const again = game.parseDeal(game.toArgs(input, config), config);
        expect(again).toEqual(input);
        expect(sameJson(again, input)).toBe(true);
        // As read back from the file: JSON text, key order as written.
        const stored = JSON.parse(JSON.stringify(input));
        expect(checkStoredDeal(game, stored, config, 1)).toBeUndefined();
      }),
      { numRuns: 400 },
    );
  });
});

describe('toArgs gives the words and flags a person types', () => {
  const P = ['Ann', 'Bert', 'Cis', 'Dirk'];
  const config = (game: string, extra: object = {}) => ({
    rules: gameById(game).defaultRules,
    players: P,
    settings: {},
    ...extra,
  });
  test.each([
    [
      'kleurenwiezen',
      { contract: 'samen', level: 8, by: ['Bert', 'Dirk'], tricks: 9 },
      { words: ['samen', '8'], flags: { by: 'Bert,Dirk', tricks: '9', revoke: undefined } },
    ],
    [
      'kleurenwiezen',
      { contract: 'piccolo', by: ['Ann', 'Bert'], tricks: { Ann: 0, Bert: 1 } },
      { words: ['piccolo'], flags: { by: 'Ann,Bert', tricks: 'Ann=0,Bert=1', revoke: undefined } },
    ],
    [
      'kleurenwiezen',
      { contract: 'solo', level: 6, by: ['Ann'], revoke: 'Cis' },
      { words: ['solo', '6'], flags: { by: 'Ann', tricks: undefined, revoke: 'Cis' } },
    ],
    [
      'kleurenwiezen',
      { contract: 'pas' },
      { words: ['pas'], flags: { by: undefined, tricks: undefined, revoke: undefined } },
    ],
    [
      'belote',
      { contract: 'take', taker: 'Ann', points: 162, belote: 'Cis', capot: 'takers' },
      { words: [], flags: { taker: 'Ann', points: '162', belote: 'Cis', capot: 'takers' } },
    ],
    [
      'belote',
      { contract: 'pas' },
      { words: ['pas'], flags: { taker: undefined, points: undefined, belote: undefined, capot: undefined } },
    ],
    [
      'solokaarten',
      { contract: 'slag', by: ['Ann'], tricks: 5, eerste: true, zonderKijk: true },
      { words: ['slag'], flags: { by: 'Ann', tricks: '5', eerste: true, zonderKijk: true, zonderOud: undefined } },
    ],
    [
      'zwikken',
      {
        contract: 'vragen',
        askers: ['Ann', 'Bert'],
        zwik: [
          { player: 'Ann', rank: 'A' },
          { player: 'Bert', rank: 'K' },
        ],
        searched: 1,
      },
      {
        words: [],
        flags: {
          askers: 'Ann,Bert',
          winner: undefined,
          tie: undefined,
          points: undefined,
          zwik: 'Ann=A,Bert=K',
          searched: '1',
        },
      },
    ],
    [
      'zwikken',
      { contract: 'vragen', askers: ['Cis'], points: { Ann: 7, Bert: 4, Cis: 2, Dirk: 0 } },
      {
        words: [],
        flags: {
          askers: 'Cis',
          winner: undefined,
          tie: undefined,
          points: 'Ann=7,Bert=4,Cis=2,Dirk=0',
          zwik: undefined,
          searched: undefined,
        },
      },
    ],
    [
      'zwikken',
      { contract: 'vragen', askers: ['Ann'], tie: true },
      {
        words: [],
        flags: { askers: 'Ann', winner: undefined, tie: true, points: undefined, zwik: undefined, searched: undefined },
      },
    ],
    [
      'zwikken',
      { contract: 'pas', searched: 2 },
      {
        words: ['pas'],
        flags: {
          askers: undefined,
          winner: undefined,
          tie: undefined,
          points: undefined,
          zwik: undefined,
          searched: '2',
        },
      },
    ],
  ])('%s %j', (game, input, args) => {
    expect(gameById(game).toArgs(input, config(game))).toStrictEqual(args);
  });

  test('never throws, whatever shape a hand-edited deal has', () => {
    const junk = fc.dictionary(
      fc.constantFrom(
        'contract',
        'level',
        'by',
        'tricks',
        'revoke',
        'taker',
        'points',
        'belote',
        'capot',
        'eerste',
        'zonderKijk',
        'zonderOud',
        'askers',
        'winner',
        'tie',
        'zwik',
        'searched',
      ),
      fc.jsonValue({ maxDepth: 2 }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...GAMES), junk, (game, input) => {
        const cfg = config(game.id, game.id === 'zwikken' ? { stakeCents: 10 } : {});
        const args = game.toArgs(input as never, cfg);
        expect(args.words.every((w) => typeof w === 'string')).toBe(true);
        expect(Object.values(args.flags).every((v) => v === undefined || v === true || typeof v === 'string')).toBe(
          true,
        );
      }),
      { numRuns: 300 },
    );
  });
});
