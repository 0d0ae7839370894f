import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { loadTexts, textScope, textsOf } from '../../src/i18n/index.js';
import { snapshot, tafel, tafelJson, tempHomes } from '../helpers/cli.js';

/**
 * The one I/O boundary itself (src/cli/io.ts, run.ts), through the built bundle run in this process
 * (test/helpers/cli.ts): what a run takes from its io and nothing else, and that runs in one process
 * share nothing, one after the other or at the same time.
 */
const home = tempHomes();
const FOUR = ['--players', 'Ann,Bert,Cis,Dirk'];

describe('runs in one process share nothing', () => {
  test('at the same time, each speaks its own language and ends with its own exit code', async () => {
    const h = home();
    await tafelJson(h, ['new', 'kleurenwiezen', ...FOUR]);
    const runs = await Promise.all([
      tafel(h, ['sheet', '--lang', 'nl']),
      tafel(h, ['sheet']),
      tafel(h, ['record', 'samen', '14', '--by', 'Ann,Bert', '--tricks', '9', '--lang', 'nl']),
      tafel(h, ['recrod']),
      tafel(h, ['sheet'], { env: { LANG: 'nl_BE.UTF-8' } }),
    ]);
    expect(runs.map((r) => r.code)).toEqual([0, 0, 1, 2, 0]);
    expect(runs[0].stdout).toContain('Volgende gever: Ann');
    expect(runs[1].stdout).toContain('Next to deal: Ann');
    expect(runs[2].stderr).toBe('tafel: samen 14 bestaat niet: het niveau is 8 tot 13.\n');
    expect(runs[3].stderr).toMatch(/^tafel: unknown command 'recrod'/);
    expect(runs[4].stdout).toContain('Volgende gever: Ann');
    for (const r of runs.slice(0, 2)) expect(r.stderr).toBe('');
  });

  test('the languages a run loaded are its own, also while another run has loaded more', async () => {
    // A run is a text scope (src/i18n/index.ts, opened by src/cli/run.ts). Had the loaded languages
    // been the process's, a Dutch run asking a text in English would find it whenever an earlier run had
    // loaded English, and the crash of `settle --lang nl` (test/evening/settle.e2e) would pass in process.
    const english = textScope();
    const dutch = textScope();
    await english.run(() => loadTexts('en'));
    await dutch.run(async () => {
      await loadTexts('nl');
      expect(textsOf('nl').play.needsTerminal).toMatch(/terminal/);
      expect(() => textsOf('en')).toThrow('the en texts are not loaded');
    });
    english.run(() => {
      expect(() => textsOf('nl')).toThrow('the nl texts are not loaded');
      expect(textsOf('en').play.needsTerminal).toMatch(/terminal/);
    });
  });

  test('a refusal, then a success: the exit code is the run’s, never left over from the one before', async () => {
    const h = home();
    expect((await tafel(h, ['doctor', '--restore', 'nope'])).code).toBe(1);
    expect((await tafel(h, ['games'])).code).toBe(0);
  });

  test('concurrent writes to one sheet take turns through its lock, as processes do', async () => {
    const h = home();
    await tafelJson(h, ['new', 'kleurenwiezen', ...FOUR]);
    const runs = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        tafel(h, ['record', 'solo', '6', '--by', 'Ann', '--tricks', String(6 + (i % 2))]),
      ),
    );
    expect(runs.map((r) => r.code)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    // Four of 6 tricks (+12 each for Ann) and four of 7 (+15): 4 * 12 + 4 * 15 = 108, no deal lost.
    const sheet = await tafelJson(h, ['sheet']);
    expect([sheet.deals.length, sheet.totals.Ann]).toEqual([8, 108]);
    expect(fs.readdirSync(path.join(h, 'sheets')).filter((f) => f.endsWith('.lock'))).toEqual([]);
  });
});

describe('what a run takes from its io', () => {
  test('the clock: a new sheet is dated by it, and `today` and `yesterday` mean its days', async () => {
    const h = home();
    const then = { now: '2026-11-20T21:30:00' };
    expect((await tafelJson(h, ['new', 'belote', ...FOUR], then)).id).toBe('2026-11-20-belote');
    expect((await tafelJson(h, ['sheet', 'today-belote'], then)).id).toBe('2026-11-20-belote');
    expect((await tafelJson(h, ['sheet', 'gisteren-belote'], { now: '2026-11-21T09:00:00' })).id).toBe(
      '2026-11-20-belote',
    );
    const r = await tafel(h, ['sheet', 'today-belote'], { now: '2026-11-22T10:00:00' });
    expect([r.code, r.stderr]).toEqual([1, `tafel: No sheet "2026-11-22-belote". 'tafel sheets' lists the sheets.\n`]);
  });

  test('a terminal: colour and its width; a pipe: neither, unless COLUMNS gives a width', async () => {
    const h = home();
    await tafelJson(h, ['new', 'kleurenwiezen', '--players', 'Annemieke,Bertrand,Cis,Dirk-Jan']);
    const wide = (text: string) =>
      Math.max(
        ...text
          .replace(/\x1b\[[0-9;]*m/g, '')
          .split('\n')
          .map((l) => l.length),
      );
    const term = await tafel(h, ['sheet'], { tty: true, columns: 40 });
    expect(term.stdout).toContain('\x1b[');
    expect(wide(term.stdout)).toBeLessThanOrEqual(40);
    const plain = await tafel(h, ['sheet'], { tty: true, columns: 40, env: { NO_COLOR: '1' } });
    expect(plain.stdout).not.toContain('\x1b[');
    const pipe = await tafel(h, ['sheet']);
    expect(pipe.stdout).not.toContain('\x1b[');
    expect(wide(pipe.stdout)).toBeGreaterThan(40);
    expect(wide((await tafel(h, ['sheet'], { env: { COLUMNS: '40' } })).stdout)).toBeLessThanOrEqual(40);
  });

  test('serve runs until the run’s signal: 130 for SIGINT, 143 for SIGTERM, its board stopped', async () => {
    const h = home();
    await tafelJson(h, ['new', 'kleurenwiezen', ...FOUR]);
    for (const [signal, code] of [
      ['SIGINT', 130],
      ['SIGTERM', 143],
    ] as const) {
      const stop = new AbortController();
      const running = tafel(h, ['serve', '--host', '127.0.0.1', '--port', '0', '--json'], { signal: stop.signal });
      setImmediate(() => stop.abort(signal));
      const r = await running;
      expect(r.code).toBe(code);
      expect(JSON.parse(r.stdout.split('\n')[0])).toMatchObject({ host: '127.0.0.1' });
      expect(r.stderr).toBe('Board stopped.\n');
    }
  });

  test('stdin is not a terminal: nothing prompts, a question is a usage error, nothing written', async () => {
    const h = home();
    const before = snapshot(h);
    const r = await tafel(h, ['play'], { stdin: 'samen 8\n' });
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(snapshot(h)).toEqual(before);
  });
});
