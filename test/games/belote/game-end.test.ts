import { describe, expect, test } from '@jest/globals';
import { tafel, tafelJson, tempHome } from '../../helpers/cli.js';

// ffb: litige points still held when the game ends are lost (docs/rules-notes.md), however it ends: its target, its
// `deals` limit or `tafel finish`. The sheet's total row then shows held 0 and its JSON "dropped"; the view is a
// replay, so undo, reopen or a raised target bring them back. Until 2026-12-07 only the deals limit dropped them.
// The built bundle, run in process (test/helpers/cli.ts); each describe's tests run in order on one sheet.

const PLAYERS = ['--players', 'Ann,Bert,Cis,Dirk'];

/** The sheet exported in a format, as printed on standard output. */
async function exported(home: string, format: string, lang = 'en'): Promise<string> {
  const r = await tafel(home, ['export', '--format', format, '--lang', lang]);
  expect([r.code, r.stderr]).toEqual([0, '']);
  return r.stdout;
}

describe('ffb to 501: a litige on the deal that reaches the target drops its 91', () => {
  const home = tempHome();

  test('252 (capot) + 162 + 91 = 505 for Ann + Cis ends it; the sheet shows held 0 and dropped 91', async () => {
    await tafelJson(home, ['new', 'belote', '--rules', 'ffb', ...PLAYERS, '--set', 'target=501']);
    await tafelJson(home, ['record', '--taker', 'Ann', '--points', '162', '--capot', 'takers']); // 252 - 0
    await tafelJson(home, ['record', '--taker', 'Ann', '--points', '162']); // 162 - 0
    // Bert + Dirk: 71 + belote 20 = 91 against 91, a litige: Ann + Cis score 91 now, Bert + Dirk's 91 is held.
    const d = await tafelJson(home, ['record', '--taker', 'Bert', '--points', '71', '--belote', 'Bert']);
    expect(d.result).toBe('litige');
    expect(d.held).toBe(91);
    expect(d.totals).toEqual({ Ann: 505, Bert: 0, Cis: 505, Dirk: 0 });
    expect(d.finished).toBe(true);
    const v = await tafelJson(home, ['sheet']);
    expect([v.finished, v.held, v.dropped]).toEqual([true, 0, 91]);
    expect(v.deals.map((x: { held: number }) => x.held)).toEqual([0, 0, 91]);
    expect(v.totals).toEqual({ Ann: 505, Bert: 0, Cis: 505, Dirk: 0 });
  });

  test('the sheet (en, nl) and every export write 0 held on the total row', async () => {
    for (const [lang, total] of [
      ['en', /│ total +│ +\+505 │ +0 │ +0 │/],
      ['nl', /│ totaal +│ +\+505 │ +0 │ +0 │/],
    ] as const) {
      const r = await tafel(home, ['sheet', '--no-color', '--lang', lang]);
      expect(r.stdout).toMatch(total);
    }
    expect(await exported(home, 'csv')).toContain('\ntotal,,,505,0,0\n');
    expect(await exported(home, 'csv', 'nl')).toContain('\ntotaal,,,505,0,0\n');
    expect(await exported(home, 'md')).toMatch(/\| total +\| +\| +\| +\+505 \| +0 \| +0 \|/);
    expect(await exported(home, 'html')).toContain(
      '<tr class="total"><td>total</td><td></td><td></td><td class="n">+505</td><td class="n">0</td>' +
        '<td class="n">0</td></tr>',
    );
  });

  test('undo of the litige brings nothing back to hold; redo drops the 91 again', async () => {
    await tafelJson(home, ['undo']);
    const v = await tafelJson(home, ['sheet']);
    expect([v.finished, v.held, v.dropped]).toEqual([false, 0, undefined]);
    await tafelJson(home, ['redo']);
    const w = await tafelJson(home, ['sheet']);
    expect([w.finished, w.held, w.dropped]).toEqual([true, 0, 91]);
  });

  test('a raised target plays on: the 91 is held again for the next deal', async () => {
    await tafelJson(home, ['set', 'target=1000']);
    const v = await tafelJson(home, ['sheet']);
    expect([v.finished, v.held, v.dropped]).toEqual([false, 91, undefined]);
    expect(await exported(home, 'csv')).toContain('\ntotal,,,505,0,91\n');
    // Bert + Dirk then make 100 against 62: 100 + the 91 held = 191.
    const d = await tafelJson(home, ['record', '--taker', 'Bert', '--points', '100']);
    expect(d.scores).toEqual({ Ann: 62, Bert: 191, Cis: 62, Dirk: 191 });
  });
});

describe('ffb closed by finish with 81 held: dropped, and held again after reopen', () => {
  const home = tempHome();

  test('finish after a litige of 81 - 81: held 0, dropped 81; the totals stay 81 against 0', async () => {
    await tafelJson(home, ['new', 'belote', '--rules', 'ffb', ...PLAYERS]);
    await tafelJson(home, ['record', '--taker', 'Bert', '--points', '81']);
    const f = await tafelJson(home, ['finish']);
    expect(f.winner).toEqual(['Ann', 'Cis']);
    const v = await tafelJson(home, ['sheet']);
    expect([v.finished, v.held, v.dropped]).toEqual([true, 0, 81]);
    expect(v.totals).toEqual({ Ann: 81, Bert: 0, Cis: 81, Dirk: 0 });
    expect(await exported(home, 'csv')).toContain('\ntotal,,,81,0,0\n');
    expect(await exported(home, 'md')).toMatch(/\| total +\| +\| +\| +\+81 \| +0 \| +0 \|/);
    expect((await tafel(home, ['sheet', '--no-color'])).stdout).toMatch(/│ total +│ +\+81 │ +0 │ +0 │/);
  });

  test('reopen: the 81 is held again, nothing dropped', async () => {
    expect((await tafel(home, ['reopen'])).code).toBe(0);
    const v = await tafelJson(home, ['sheet']);
    expect([v.finished, v.held, v.dropped]).toEqual([false, 81, undefined]);
    expect(await exported(home, 'csv')).toContain('\ntotal,,,81,0,81\n');
  });
});

describe('ffb to 501 ended by a second litige in a row: undo of it holds the first again', () => {
  const home = tempHome();

  test('252 + 162, then litiges 81 - 81 twice: 576 for Ann + Cis, 162 dropped; undo: 495, 81 held', async () => {
    await tafelJson(home, ['new', 'belote', '--rules', 'ffb', ...PLAYERS, '--set', 'target=501']);
    await tafelJson(home, ['record', '--taker', 'Ann', '--points', '162', '--capot', 'takers']); // 252 - 0
    await tafelJson(home, ['record', '--taker', 'Ann', '--points', '162']); // 162 - 0: 414
    await tafelJson(home, ['record', '--taker', 'Bert', '--points', '81']); // 414 + 81 = 495, 81 held
    const d = await tafelJson(home, ['record', '--taker', 'Dirk', '--points', '81']); // 495 + 81 = 576, 81 + 81 held
    expect([d.finished, d.held]).toEqual([true, 162]);
    const v = await tafelJson(home, ['sheet']);
    expect([v.held, v.dropped, v.totals.Ann, v.totals.Bert]).toEqual([0, 162, 576, 0]);
    await tafelJson(home, ['undo']);
    const w = await tafelJson(home, ['sheet']);
    expect([w.finished, w.held, w.dropped, w.totals.Ann]).toEqual([false, 81, undefined, 495]);
    expect((await tafel(home, ['sheet', '--no-color'])).stdout).toMatch(/│ total +│ +\+495 │ +0 │ +81 │/);
  });
});
