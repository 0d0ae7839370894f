import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, tafel, tempHomes } from '../helpers/cli.js';

const home = tempHomes();

describe('start-up shortcuts answer as the full command line does', () => {
  test('--version (answered by bin/tafel.js alone) is the version commander prints', () => {
    const version = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version as string;
    const main = fs.readFileSync(path.join(ROOT, 'src', 'main.ts'), 'utf8');
    expect(main).toContain(`.version('${version}'`);
    for (const flag of ['--version', '-V']) {
      const r = tafel(home(), [flag]);
      expect(r).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
    }
    // with anything else on the line, the command line itself answers
    expect(tafel(home(), ['--version', '--json']).stdout).toBe(`${version}\n`);
  });

  test('judge loads only the asked game: a trick of Belote is judged, an unknown game named', () => {
    const r = tafel(home(), ['judge', 'trick', 'belote', '--trump', 'H', '10H', 'JH', 'AH', '9S']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Card 2 \(JH\) wins/);
    const bad = tafel(home(), ['judge', 'trick', 'klaverjassen-x', '--trump', 'H', '10H', 'JH']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/Unknown game "klaverjassen-x"/);
  });
});
