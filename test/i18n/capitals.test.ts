import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { en } from '../../src/i18n/en/index.js';
import { nl } from '../../src/i18n/nl/index.js';

/*
 * Issue 36 item 17: a message starts with a capital letter, in every language. A message is a text thrown as a
 * refusal (`refused`, `misused`, `new RuleViolation(...)`, `new UsageError(...)`): the sources name its key, and the
 * check renders that key of every catalogue (the shell's, or the game folder's) with stand-in arguments. A message
 * that opens with an argument (a flag, a name, a quoted word) opens with what the user typed, which is kept as typed.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function sources(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? sources(`${dir}/${e.name}`) : e.name.endsWith('.ts') ? [`${dir}/${e.name}`] : [],
    );
}

/**
 * The keys thrown as messages: `t.…` in the shell's catalogues, any other name (`m.…`) in the game folder's own,
 * thrown with `new RuleViolation(say(…))`, `refused(…)` and kin, or a game folder's own `refuse(…)`/`misuse(…)`.
 */
function thrownKeys(source: string): { shell: string[]; game: string[] } {
  const shell = [...source.matchAll(/\b(?:refused|misused)\(\s*\(t\)\s*=>\s*t\.([\w.]+)/g)].map((m) => m[1]);
  const game: string[] = [];
  const thrown =
    // new RuleViolation(say((m) => m.key ...)), refuse((t) => t.key ...): the catalogue's name and the key.
    new RegExp(
      String.raw`(?:new (?:RuleViolation|UsageError)\(\s*(?:say|sayIn|both)|\b(?:refuse|misuse))` +
        String.raw`\(\s*\(?(\w+)\b[^)]*\)?\s*=>\s*\1\.([\w.]+)`,
      'g',
    );
  for (const m of source.matchAll(thrown)) (m[1] === 't' ? shell : game).push(m[2]);
  return { shell, game };
}

/** An argument that stands in for any value: a string, a number, a list or a function of them, all "X". */
const X: unknown = new Proxy(() => X, {
  get: (_target, key) => (key === Symbol.toPrimitive ? () => 'X' : key === 'length' ? 1 : X),
  apply: () => X,
});

function rendered(catalogue: unknown, key: string): string | undefined {
  let v: unknown = catalogue;
  for (const part of key.split('.')) v = (v as Record<string, unknown> | undefined)?.[part];
  if (typeof v === 'function') return String((v as (...a: unknown[]) => unknown)(X, X, X, X, X, X));
  return typeof v === 'string' ? v : undefined;
}

/** A message that opens with a letter opens with a capital one. */
const lowerStart = (text: string): boolean => /^\p{Ll}/u.test(text);

describe('messages start with a capital letter (issue 36 item 17)', () => {
  test('the check finds the thrown keys, and a lower-case start', () => {
    const keys = thrownKeys(
      'throw refused((t) => t.sheet.noSuchPlayer(name));\nthrow new UsageError(say((m) => m.rec.noContract));\n' +
        'throw new RuleViolation(sayIn((t, l) => t.event.gameRefused(g)));\nconst d = say((t) => t.core.word);\n' +
        'throw refuse((mm) => mm.pastSchedule(n, len));\nconst r = refused((t) => t.x);\n',
    );
    expect(keys).toEqual({
      shell: ['sheet.noSuchPlayer', 'x', 'event.gameRefused'],
      game: ['rec.noContract', 'pastSchedule'],
    });
    expect(lowerStart('manillen records trump')).toBe(true);
    expect(lowerStart('élan')).toBe(true);
    expect(lowerStart('Manillen records trump')).toBe(false);
    expect(lowerStart('--points 61 is not possible')).toBe(false);
    expect(rendered({ a: { b: (x: string, n: number) => `${x} and ${n + 1}` } }, 'a.b')).toBe('X and X1');
  });

  const files = sources('src');
  const shellKeys = [...new Set(files.flatMap((f) => thrownKeys(fs.readFileSync(path.join(ROOT, f), 'utf8')).shell))];

  test('the sources throw many messages (the check reads them)', () => {
    expect(shellKeys.length).toBeGreaterThan(150);
  });

  test.each([
    ['en', en],
    ['nl', nl],
  ] as const)('the shell catalogue (%s)', (_lang, catalogue) => {
    const low = shellKeys.filter((k) => {
      const text = rendered(catalogue, k);
      return text !== undefined && lowerStart(text);
    });
    expect(low).toEqual([]);
  });

  const games = fs.readdirSync(path.join(ROOT, 'src/games'), { withFileTypes: true }).filter((e) => e.isDirectory());
  test.each(games.map((g) => [g.name]))('the game folder %s', async (game) => {
    const keys = new Set(
      files
        .filter((f) => f.startsWith(`src/games/${game}/`))
        .flatMap((f) => thrownKeys(fs.readFileSync(path.join(ROOT, f), 'utf8')).game),
    );
    const { MESSAGES } = (await import(`../../src/games/${game}/messages.js`)) as { MESSAGES: Record<string, unknown> };
    const low = Object.entries(MESSAGES).flatMap(([lang, catalogue]) =>
      [...keys].filter((k) => lowerStart(rendered(catalogue, k) ?? '')).map((k) => `${lang}: ${k}`),
    );
    expect(low).toEqual([]);
  });
});
