import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Issue 22 item 6: lines at most 120 columns, except in the rules texts (prose the rules command wraps itself).
const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAX = 120;
const CODE = /\.(ts|js|cjs|mjs)$/;
const RULES_TEXT = /^rules-text\./;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return e.isFile() && CODE.test(e.name) && !RULES_TEXT.test(e.name) ? [p] : [];
  });
}

describe('habits', () => {
  test(`no line over ${MAX} columns in src/, test/, scripts/ and bin/ (rules texts excepted)`, () => {
    const long: string[] = [];
    for (const file of ['src', 'test', 'scripts', 'bin'].flatMap((d) => sources(path.join(ROOT, d)))) {
      fs.readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          // columns as the editor counts them: one per character, not per UTF-16 unit
          const columns = [...line].length;
          if (columns > MAX) long.push(`${path.relative(ROOT, file)}:${i + 1} (${columns} columns)`);
        });
    }
    expect(long).toEqual([]);
  });

  test('no source file over 450 lines, except the rules texts and the message catalogues', () => {
    const catalogue = (rel: string) => /^src\/i18n\//.test(rel) || /(^|\/)messages\.[a-z]+\.ts$/.test(rel);
    const big = sources(path.join(ROOT, 'src'))
      .map((file) => [path.relative(ROOT, file), fs.readFileSync(file, 'utf8').split('\n').length - 1] as const)
      .filter(([rel, lines]) => lines > 450 && !catalogue(rel))
      .map(([rel, lines]) => `${rel} (${lines} lines)`);
    expect(big).toEqual([]);
  });
});
