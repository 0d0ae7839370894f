import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, spawnTafel, tafel, tempHomes } from '../helpers/cli.js';

const home = tempHomes();

describe('start-up shortcuts answer as the full command line does', () => {
  test('--version (answered by bin/tafel.cjs alone) is the version commander prints', () => {
    const version = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version as string;
    // Both read package.json: the shortcut, and commander's answer when more is on the line.
    for (const flag of ['--version', '-V']) {
      const r = spawnTafel(home(), [flag]);
      expect(r).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
    }
    // with anything else on the line, the command line itself answers; with --json as JSON (issue 21)
    expect(spawnTafel(home(), ['--version', '--lang', 'nl']).stdout).toBe(`${version}\n`);
    expect(spawnTafel(home(), ['--version', '--json']).stdout).toBe(`${JSON.stringify({ version })}\n`);
  });

  test('judge loads only the asked game: a trick of Belote is judged, an unknown game named', () => {
    const r = spawnTafel(home(), ['judge', 'trick', 'belote', '--trump', 'H', '10H', 'JH', 'AH', '9S']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Card 2 \(JH\) wins/);
    const bad = spawnTafel(home(), ['judge', 'trick', 'klaverjassen-x', '--trump', 'H', '10H', 'JH']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/Unknown game "klaverjassen-x"/);
  });
});

describe('tafel sheet on the command line', () => {
  test('fits COLUMNS and LINES with the latest deals; --all shows every deal', async () => {
    const { makeSheet, record } = await import('../helpers/sheet.js');
    const h = home();
    let s = { ...makeSheet('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk']), id: 'lang' };
    for (let i = 0; i < 30; i++) s = record(s, i % 2 ? 'pas' : 'samen 8 --by Ann,Bert --tricks 9');
    fs.mkdirSync(path.join(h, 'sheets'), { recursive: true });
    fs.writeFileSync(path.join(h, 'sheets', 'lang.json'), JSON.stringify(s));
    fs.writeFileSync(path.join(h, 'settings.json'), JSON.stringify({ schemaVersion: 1, active: 'lang' }));
    // In process: COLUMNS and LINES on a pipe are the environment's (test/helpers/cli.ts).
    const fit = await tafel(h, ['sheet'], { env: { COLUMNS: '60', LINES: '20' } });
    expect(fit.code).toBe(0);
    const lines = fit.stdout.trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(19);
    expect(Math.max(...lines.map((l) => [...l].length))).toBeLessThanOrEqual(60);
    // 20 lines less one for the prompt: title, hidden line, 3 header lines, deals, rule, total, bottom, footer
    expect(fit.stdout).toContain('20 earlier not shown (sheet --all)');
    const all = await tafel(h, ['sheet', '--all'], { env: { COLUMNS: '60', LINES: '20' } });
    expect(all.stdout.split('\n').filter((l) => /^│\s*\d+\s*│/.test(l)).length).toBe(30);
    expect(all.stdout).not.toContain('not shown');
  });
});
