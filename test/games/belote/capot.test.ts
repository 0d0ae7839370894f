import { afterAll, describe, expect, test } from '@jest/globals';
import { configOf } from '../../../src/sheet/sheet.js';
import { gameById } from '../../../src/games/index.js';
import { readLine } from '../../../src/games/line.js';
import { askDeal } from '../../../src/play/deal.js';
import { flowFor } from '../../../src/play/flows/index.js';
import { snapshot, tafel, tafelJson, tempHome } from '../../helpers/cli.js';
import { newId, post, scorerOf, serveHere, type Served } from '../../helpers/scorer.js';
import { args, makeSheet } from '../../helpers/sheet.js';
import { Scripted, dealCtx } from '../../play/scripted.js';

// A capot says the card points (docs/rules-notes.md): all 162 for the takers' capot, 0 for the defenders', as
// Klaverjassen's pit does, so --points may be left out with --capot in record, edit, judge score, table mode's line
// and the scorer's phone. Until 2026-12-07 `record --taker Ann --capot takers` was refused "--points is missing: e.g.
// tafel record --taker Ann --points 92 --belote Cis". The built bundle runs in process (test/helpers/cli.ts).

const P = ['Ann', 'Bert', 'Cis', 'Dirk'];
const PLAYERS = ['--players', P.join(',')];

describe('record, edit and judge score: a capot without --points', () => {
  const home = tempHome();

  test("record --capot takers: the takers' 162 stored, 252 - 0 made", async () => {
    await tafelJson(home, ['new', 'belote', '--rules', 'ffb', ...PLAYERS]);
    const d = await tafelJson(home, ['record', '--taker', 'Ann', '--capot', 'takers']);
    expect(d.input).toEqual({ contract: 'take', taker: 'Ann', points: 162, capot: 'takers' });
    expect(d.scores).toEqual({ Ann: 252, Bert: 0, Cis: 252, Dirk: 0 });
    expect(d.result).toBe('made');
  });

  test("record --capot verdedigers (Dutch): the takers' 0 stored; failed, Bert + Dirk keep their belote", async () => {
    const r = await tafel(home, ['record', '--taker', 'Bert', '--capot', 'verdedigers', '--belote', 'Bert']);
    expect([r.code, r.stderr]).toEqual([0, '']);
    // Ann + Cis: 252 card points (the capot), no belote of theirs; Bert + Dirk: their own belote only.
    const d = (await tafelJson(home, ['sheet'])).deals[1];
    expect(d.input).toEqual({ contract: 'take', taker: 'Bert', points: 0, belote: 'Bert', capot: 'defenders' });
    expect(d.scores).toEqual({ Ann: 252, Bert: 20, Cis: 252, Dirk: 20 });
    expect(d.result).toBe('failed');
  });

  test("edit --capot takers on a deal of 92: its points are the capot's 162, 252 - 0", async () => {
    await tafelJson(home, ['record', '--taker', 'Cis', '--points', '92']);
    await tafelJson(home, ['edit', '3', '--capot', 'takers']);
    const d = (await tafelJson(home, ['sheet'])).deals[2];
    expect(d.input).toEqual({ contract: 'take', taker: 'Cis', points: 162, capot: 'takers' });
    expect(d.scores).toEqual({ Ann: 252, Bert: 0, Cis: 252, Dirk: 0 });
  });

  test.each([
    ['en', 'takers', 'tafel: --points is missing: e.g. tafel record --taker Ann --points 162 --capot takers.'],
    ['nl', 'defenders', 'tafel: --points ontbreekt: bv. tafel record --taker Ann --points 0 --capot defenders.'],
  ])("(%s) --capot %s with an empty --points: an example with the capot's points; nothing written", async (...c) => {
    const [lang, side, said] = c;
    const before = snapshot(home);
    const r = await tafel(home, ['record', '--taker', 'Ann', '--capot', side, '--points', '', '--lang', lang]);
    expect([r.code, r.stdout, r.stderr.trim()]).toEqual([2, '', said]);
    expect(snapshot(home)).toEqual(before);
  });

  test('points that do not fit the capot are still refused (exit 1), nothing written', async () => {
    const before = snapshot(home);
    const r = await tafel(home, ['record', '--taker', 'Ann', '--capot', 'takers', '--points', '150']);
    expect([r.code, r.stderr.trim()]).toEqual([
      1,
      'tafel: A capot by the takers means they have all 162 points, not 150: give --points 162 or drop --capot.',
    ]);
    expect(snapshot(home)).toEqual(before);
  });

  test('judge score belote --capot takers: 252 - 0, nothing stored', async () => {
    const j = await tafelJson(home, ['judge', 'score', 'belote', '--taker', 'Ann', '--capot', 'takers', ...PLAYERS]);
    expect(j.input).toEqual({ contract: 'take', taker: 'Ann', points: 162, capot: 'takers' });
    expect(j.scores).toEqual({ Ann: 252, Bert: 0, Cis: 252, Dirk: 0 });
  });
});

describe("table mode and the scorer's phone", () => {
  const sheet = makeSheet('belote', P);
  const config = configOf(gameById('belote'), sheet);

  test.each([
    ['ann capot', 162, 'takers'],
    ['ann capot defenders', 0, 'defenders'],
    ['ann capot nemers', 162, 'takers'],
  ])('the line %j is a whole deal: %d card points, capot by the %s', (line, points, capot) => {
    const read = readLine('belote', line, config)!;
    expect(gameById('belote').parseDeal(read, config)).toEqual({ contract: 'take', taker: 'Ann', points, capot });
  });

  test("record's questions with --taker Ann --capot takers ask nothing more: the points are the capot's", async () => {
    const p = new Scripted([]);
    const start = args('--taker Ann --capot takers');
    const r = await askDeal(p, flowFor('belote')!, dealCtx(sheet, { lang: 'en' }), start, 'missing');
    expect(p.left).toBe(0);
    expect('done' in r && r.done.input).toEqual({ contract: 'take', taker: 'Ann', points: 162, capot: 'takers' });
  });

  const served: Served[] = [];
  afterAll(async () => {
    for (const s of served) await s.stop();
  });

  test("the phone's 'bert capot' previews and records 252 - 0 for Bert + Dirk", async () => {
    const home = tempHome();
    const { id } = await tafelJson<{ id: string }>(home, ['new', 'belote', ...PLAYERS]);
    const s = await serveHere(home, [id, '--scorer', '--host', '127.0.0.1', '--port', '0']);
    served.push(s);
    const link = scorerOf(s);
    expect((await post(link, 'preview', { line: 'bert capot', rows: 0 })).json.preview).toBe(
      'Bert (Bert + Dirk) took, capot: 252 - 0, made · Ann + Cis 0 · Bert + Dirk +252',
    );
    expect((await post(link, 'deal', { line: 'bert capot', rows: 0, id: newId() })).status).toBe(200);
    expect((await tafelJson(home, ['sheet'])).deals[0].input).toEqual({
      contract: 'take',
      taker: 'Bert',
      points: 162,
      capot: 'takers',
    });
  });
});
