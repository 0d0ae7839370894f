import { afterAll, describe, expect, jest, test } from '@jest/globals';
import fc from 'fast-check';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Ctx } from '../../src/commands/context.js';
import { runCorrect, runRecord } from '../../src/commands/deals.js';
import { checkReplay } from '../../src/commands/doctor.js';
import { runRename } from '../../src/commands/amend.js';
import { runExport } from '../../src/commands/export.js';
import { runNew } from '../../src/commands/new.js';
import { runSheet } from '../../src/commands/sheets.js';
import { runStats } from '../../src/commands/stats.js';
import { TafelError } from '../../src/core/errors.js';
import type { RecordArgs } from '../../src/core/game.js';
import { Store } from '../../src/store/store.js';
import { snapshot, tafel, tafelJson, tempHomes } from '../helpers/cli.js';
import { HOST } from '../helpers/host.js';
import { testCtx } from '../helpers/ctx.js';

/**
 * Player names, notes and reasons that could break a sheet: names every JavaScript object already
 * carries (a key `toString` reads as a score that is there), names that equal a stored word
 * (Klaverjassen `"pit": "takers"`), and text with terminal or bidi controls.
 */

jest.setTimeout(120000);
const home = tempHomes();
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const OBJECT_NAMES = [...Object.getOwnPropertyNames(Object.prototype), 'prototype'];

describe('names JavaScript reserves are refused by new and rename, and a file holding one by the reader', () => {
  test('new: each refused with exit 1, in any case, with its own message and nothing written', async () => {
    const h = home();
    for (const name of [
      'prototype',
      'constructor',
      'toString',
      'valueOf',
      'hasOwnProperty',
      'isPrototypeOf',
      'propertyIsEnumerable',
      'toLocaleString',
      'ToString',
      'CONSTRUCTOR',
    ]) {
      const r = await tafel(h, ['new', 'kleurenwiezen', '--players', `Ann,${name},Cis,Dirk`]);
      expect(r).toEqual({
        code: 1,
        stdout: '',
        stderr:
          `tafel: "${name}" cannot be a player name: tafel stores scores by name, and JavaScript reserves this ` +
          `one. Add a letter or an initial, e.g. "${name} B".\n`,
      });
    }
    // Names starting with _ were refused before, by the shape rule.
    expect((await tafel(h, ['new', 'kleurenwiezen', '--players', 'Ann,__proto__,Cis,Dirk'])).stderr).toMatch(
      /is not a usable player name/,
    );
    expect(snapshot(h)).toEqual({});
    const nl = await tafel(h, ['new', 'kleurenwiezen', '--players', 'Ann,valueOf,Cis,Dirk', '--lang', 'nl']);
    expect(nl.stderr).toBe(
      'tafel: "valueOf" kan geen spelersnaam zijn: tafel bewaart scores per naam, en JavaScript houdt deze naam ' +
        'voor zichzelf. Voeg een letter of een initiaal toe, bv. "valueOf B".\n',
    );
    // A name that only contains one is fine.
    expect((await tafel(h, ['new', 'kleurenwiezen', '--players', 'Ann,Tostring Jan,Cis,Dirk'])).code).toBe(0);
  });

  test('rename to one is refused; a planted sheet with one is refused with its name, exit 1', async () => {
    const h = home();
    const id = (await tafelJson<{ id: string }>(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'])).id;
    const file = path.join(h, 'sheets', `${id}.json`);
    const before = fs.readFileSync(file, 'utf8');
    expect(await tafel(h, ['rename', 'Ann', 'constructor'])).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('"constructor" cannot be a player name'),
    });
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
    // As a hand-edited file: the record that once answered "named twice" cannot even start.
    fs.writeFileSync(file, before.replace('"Ann"', '"toString"'));
    for (const args of [
      ['sheet'],
      ['record', 'grote-miserie', '--by', 'toString', '--tricks', 'toString=0'],
      ['export'],
    ]) {
      const r = await tafel(h, args);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(
        `has a player named "toString", a name tafel refuses (JavaScript reserves it): rename that player in the file`,
      );
    }
  });

  test('Klaverjassen: players named takers and none keep their deals through rename', async () => {
    const h = home();
    await tafelJson(h, ['new', 'klaverjassen', '--players', 'takers,none,pit,defenders']);
    await tafelJson(h, ['record', '--taker', 'takers', '--pit', 'takers']);
    await tafelJson(h, ['record', '--taker', 'none', '--points', '90']);
    expect((await tafel(h, ['rename', 'takers', 'Tom'])).code).toBe(0);
    expect((await tafel(h, ['rename', 'none', 'Nina'])).code).toBe(0);
    const deals = (await tafelJson<{ deals: { input: Record<string, unknown> }[] }>(h, ['sheet'])).deals.map(
      (d) => d.input,
    );
    expect(deals).toEqual([
      { contract: 'take', taker: 'Tom', points: 162, pit: 'takers' },
      { contract: 'take', taker: 'Nina', points: 90, pit: 'none' },
    ]);
  });
});

describe('fuzz: any names new accepts give a sheet every later command reads back', () => {
  const word = fc.constantFrom(
    ...OBJECT_NAMES,
    'Prototype',
    'TOSTRING',
    'takers',
    'defenders',
    'none',
    'pit',
    'mars',
    'take',
    'pas',
    'samen',
    'solo',
    'verzaakt',
    'roem',
    'points',
    'tricks',
    'by',
    'contract',
    'capot',
    'rank',
    'belote',
    'dealer',
    'total',
    'note',
    'tie',
    'win',
    'zwik',
    'ask',
    'correction',
    'scores',
    'players',
    '9',
    '0',
    "O'Brien",
    'Ann Marie',
    'A',
    'a',
  );
  const name = fc.oneof(word, fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ._'-]{0,8}$/));
  const deals = (g: string, [a, b, c, d]: string[]): RecordArgs[] =>
    ({
      kleurenwiezen: [
        { words: ['grote-miserie'], flags: { by: `${a},${b}`, tricks: `${a}=0,${b}=1` } },
        { words: ['samen', '8'], flags: { by: `${b},${c}`, tricks: '9', revoke: undefined } },
      ],
      solokaarten: [{ words: ['solo'], flags: { by: a, tricks: '5' } }],
      belote: [{ words: [], flags: { taker: a, points: '92', belote: c } }],
      zwikken: [
        { words: [], flags: { askers: a, points: `${a}=20,${b}=10,${c}=6,${d}=0` } },
        { words: [], flags: { askers: `${b},${c}`, winner: c } },
      ],
      klaverjassen: [
        { words: [], flags: { taker: a, points: '92', roem: `${a}=20` } },
        { words: [], flags: { taker: b, pit: 'takers' } },
      ],
    })[g]!.map(
      (x) =>
        ({ ...x, flags: Object.fromEntries(Object.entries(x.flags).filter(([, v]) => v !== undefined)) }) as RecordArgs,
    );

  test('record, correct, rename and back, then sheet, export and stats', async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('kleurenwiezen', 'solokaarten', 'belote', 'zwikken', 'klaverjassen'),
        fc.uniqueArray(name, { minLength: 4, maxLength: 4 }),
        async (game, names) => {
          const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tafel-names-'));
          dirs.push(dir);
          const ctx: Ctx = testCtx({ store: new Store(dir, HOST), width: 100 });
          try {
            await runNew(ctx, game, { players: names.join(','), ...(game === 'zwikken' ? { stake: '0.10' } : {}) });
          } catch (e) {
            if (!(e instanceof TafelError)) throw e;
            expect(ctx.store.ids()).toEqual([]);
            return;
          }
          accepted++;
          const id = ctx.store.ids()[0];
          const players = ctx.store.readSheet(id).players;
          for (const d of deals(game, players)) await runRecord(ctx, id, d);
          const money = game === 'zwikken';
          await runCorrect(ctx, id, `${players[0]}=${money ? '0.10' : '10'},${players[1]}=${money ? '-0.10' : '-10'}`, {
            reason: 'fuzz',
          });
          await runRename(ctx, id, players[0], 'Zq9x');
          await runRename(ctx, id, 'Zq9x', players[0]);
          const data = ctx.store.readSheet(id);
          expect(data.players).toEqual(players);
          checkReplay(data, id);
          await (await runSheet(ctx, id, { all: true })).text(ctx);
          for (const format of ['csv', 'json', 'md', 'html']) await (await runExport(ctx, id, { format })).text(ctx);
          await runExport(ctx, undefined, { all: true, format: 'csv', out: path.join(dir, 'all.csv') });
          const stats = await runStats(ctx, {});
          expect(stats.skipped).toEqual([]);
          await stats.text(ctx);
        },
      ),
      { numRuns: 60 },
    );
    expect(accepted).toBeGreaterThan(10);
  });
});
