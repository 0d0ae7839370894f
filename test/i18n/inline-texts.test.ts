import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Issue 22 item 2: a text lives in src/i18n/<lang>/ (or a game folder's messages files) and is used by
 * key. Inline pairs (`tx(en, nl)`, `rule(en, nl)`, `usage(en, nl)`) and branches on the language
 * (`lang === 'nl' ? ... : ...`) are refused here, file:line named. Every room but src/i18n/ and src/games/
 * is checked.
 */
const CHECKED: { dir: string; recursive: boolean; skip?: RegExp }[] = [
  { dir: 'src', recursive: false },
  { dir: 'src/cli', recursive: true },
  { dir: 'src/commands', recursive: true },
  { dir: 'src/play', recursive: true },
  // errors.ts defines the inline forms the game folders still use; settings.ts builds a house rule's
  // description from the two strings a game folder writes. Both go when the games' texts move to their
  // messages files.
  { dir: 'src/core', recursive: true, skip: /^src\/core\/(errors|settings)\.ts$/ },
  ...['store', 'sheet', 'referee', 'rules', 'ui', 'evening', 'event', 'serve'].map((room) => ({
    dir: `src/${room}`,
    recursive: true,
  })),
];

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const INLINE = [
  // A call, not a method (`.rule(`) nor a longer name (`ruleSet(`).
  { what: 'an inline pair', re: /(?<![.\w$])(tx|rule|usage)\(/ },
  { what: 'a branch on the language', re: /===\s*'nl'|'nl'\s*===|\blang\s*===/ },
  // An object of texts per language (`{ en: {...}, nl: {...} }`, `{ en: '...', nl: '...' }`) kept in a room.
  { what: 'a catalogue of its own', re: /^\s*nl:\s*[{'"`]/ },
];

function files(dir: string, recursive: boolean): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return recursive ? files(rel, true) : [];
    return /\.ts$/.test(e.name) ? [rel] : [];
  });
}

/** Each offending line as file:line: the text. Comments are left alone (they may quote the old forms). */
function inlineTexts(source: string, file: string): string[] {
  return source.split('\n').flatMap((line, i) => {
    const code = line.replace(/\/\/.*$/, '');
    if (/^\s*\*/.test(code)) return [];
    return INLINE.filter(({ re }) => re.test(code)).map(({ what }) => `${file}:${i + 1}: ${what}: ${line.trim()}`);
  });
}

describe('no inline texts outside src/i18n/ and the game folders', () => {
  test('the check finds each form, and not a method or a longer name', () => {
    const found = inlineTexts(
      "throw usage('a', 'b');\nconst x = tx('a', 'b');\nconst t = c.lang === 'nl' ? 'j' : 'y';\n" +
        "g.rule('x');\nruleSet('x');\n// tx('in a comment')\nconst L = {\n  nl: {\n    x: 'y',\n  },\n};\n",
      'f.ts',
    );
    expect(found.map((f) => f.split(':').slice(0, 2).join(':'))).toEqual(['f.ts:1', 'f.ts:2', 'f.ts:3', 'f.ts:8']);
  });

  test.each(CHECKED.map((c) => [c.dir, c] as const))('%s', (_dir, { dir, recursive, skip }) => {
    const found = files(dir, recursive)
      .filter((f) => !skip?.test(f))
      .flatMap((f) => inlineTexts(fs.readFileSync(path.join(ROOT, f), 'utf8'), f));
    expect(found).toEqual([]);
  });
});
