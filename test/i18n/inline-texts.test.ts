import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Issues 22 and 35: a text lives in its language's files (src/i18n/<lang>/, a game folder's
 * messages.<lang>.ts and rules-text.<lang>.ts) and is used by key, so a third language is files only.
 * Inline pairs (`tx(en, nl)`, `{ en: '...', nl: '...' }`, `({ en, nl })[lang]`, a function taking an
 * English and a Dutch text), languages named in code (`lang === 'nl'`, `'en' | 'nl'`) are refused here,
 * file:line named, in every room and every game folder. A game's messages.ts, which lists its
 * catalogues, is the one place that names them.
 */
const LANGUAGE_FILE = /^src\/(i18n\/|games\/[^/]+\/(messages|rules-text)\.[a-z]{2}\.ts$|games\/[^/]+\/messages\.ts$)/;
const CHECKED: { dir: string; recursive: boolean; skip?: RegExp }[] = [
  { dir: 'src', recursive: false },
  ...['cli', 'commands', 'play', 'core', 'store', 'sheet', 'referee', 'rules', 'ui', 'evening', 'event', 'serve'].map(
    (room) => ({ dir: `src/${room}`, recursive: true }),
  ),
  { dir: 'src/games', recursive: true, skip: LANGUAGE_FILE },
];

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const INLINE = [
  // A call, not a method (`.rule(`) nor a longer name (`ruleSet(`).
  { what: 'an inline pair', re: /(?<![.\w$])(tx|rule|usage|say2)\(/ },
  // The language compared with a language's code (not `lang !== undefined`, nor the Dutch word `'en'`).
  { what: 'a branch on the language', re: /\blang\s*[=!]==\s*'|'[a-z]{2}'\s*[=!]==\s*[\w.]*\blang\b/ },
  {
    what: 'the languages named',
    re: new RegExp(
      [
        String.raw`'en'\s*\|\s*'nl'`,
        String.raw`\(\s*\{\s*en,\s*nl\s*\}\s*\)`,
        String.raw`\ben(Texts)?,\s*nl(Texts)?\s*\}`,
        String.raw`\ben:\s*\w+,\s*nl:\s*\w+\s*\}`,
        String.raw`\ben:\s*string;\s*nl:\s*string`,
      ].join('|'),
    ),
  },
  // An object of texts per language (`{ en: {...}, nl: {...} }`, `{ en: '...', nl: '...' }`) kept in a room.
  { what: 'a catalogue of its own', re: /^\s*nl:\s*[{'"`]|\ben:\s*['"`][^'"`]*['"`],\s*nl:/ },
  // A function that takes a text in each language (`(en: string, nl: string)`, `whatNl`).
  { what: 'a text in each language as arguments', re: /\ben: string,\s*nl: string|\w+Nl\b/ },
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

describe('no inline texts outside the language files', () => {
  test('the check finds each form, and not a method or a longer name', () => {
    const found = inlineTexts(
      "throw usage('a', 'b');\nconst x = tx('a', 'b');\nconst t = c.lang === 'nl' ? 'j' : 'y';\n" +
        "g.rule('x');\nruleSet('x');\n// tx('in a comment')\nconst L = {\n  nl: {\n    x: 'y',\n  },\n};\n" +
        "const w = { en: 'took', nl: 'nam' };\nconst M = ({ en, nl })[lang];\nconst f = (l: 'en' | 'nl') => l;\n" +
        "points(key, 1, en, nl);\nconst g = (en: string, nl: string) => en;\nconst whyNl = 'x';\n" +
        "if (lang !== 'en') x();\nconst say = sayer({ en: enTexts, nl: nlTexts });\n" +
        'error: { en: string; nl: string };\n',
      'f.ts',
    );
    expect(found.map((f) => f.split(':').slice(0, 2).join(':'))).toEqual([
      'f.ts:1',
      'f.ts:2',
      'f.ts:3',
      'f.ts:8',
      'f.ts:12',
      'f.ts:13',
      'f.ts:14',
      'f.ts:16',
      'f.ts:17',
      'f.ts:18',
      'f.ts:19',
      'f.ts:20',
    ]);
  });

  test.each(CHECKED.map((c) => [c.dir, c] as const))('%s', (_dir, { dir, recursive, skip }) => {
    const found = files(dir, recursive)
      .filter((f) => !skip?.test(f))
      .flatMap((f) => inlineTexts(fs.readFileSync(path.join(ROOT, f), 'utf8'), f));
    expect(found).toEqual([]);
  });
});
