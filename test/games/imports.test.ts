import { expect, test, afterAll } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { LANGS } from '../../src/i18n/lang.js';
import { HEADS } from '../../src/games/heads.js';
import { GAMES } from '../../src/games/index.js';
import { ROOT, tafel, tempHome } from '../helpers/cli.js';

/**
 * A game is its folder plus one line in src/games/index.ts (issue 22): no file outside src/games/
 * imports a game's own files (everything else reads the list), and a game's folder imports only
 * core, i18n and itself, never another game.
 */
const SRC = path.resolve('src');
const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory()) return files(path.join(dir, e.name));
    return e.name.endsWith('.ts') ? [path.join(dir, e.name)] : [];
  });
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.[^'"]+)['"]/gm;
/** Every module a file imports (static, dynamic, type-only, re-exports), as a path under src/. */
const importsOf = (file: string): string[] =>
  [...fs.readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) =>
    path
      .relative(SRC, path.resolve(path.dirname(file), m[1]))
      .split(path.sep)
      .join('/'),
  );
const gameFolder = (p: string): string | undefined => /^games\/([^/]+)\//.exec(p)?.[1];

test('nothing outside src/games/ imports a game folder; a game folder imports only core, i18n and itself', () => {
  const wrong: string[] = [];
  for (const file of files(SRC)) {
    const at = path.relative(SRC, file).split(path.sep).join('/');
    const own = gameFolder(at);
    for (const target of importsOf(file)) {
      const into = gameFolder(target);
      // The list itself (src/games/index.ts) is the one file that names each game's folder.
      if (own === undefined && !at.startsWith('games/') && into !== undefined) wrong.push(`${at} imports ${target}`);
      if (own !== undefined && into !== own && !/^(core|i18n)\//.test(target)) wrong.push(`${at} imports ${target}`);
    }
  }
  expect(wrong).toEqual([]);
});

test('every game folder is on the one list, by its folder name', () => {
  const folders = fs
    .readdirSync(path.join(SRC, 'games'), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  expect(GAMES.map((g) => g.id).sort()).toEqual(folders.sort());
});

// Until 2026-12-06 it named 7 of the 10 games: a new game goes there too.
test("package.json's description names every game", () => {
  const { description } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  expect(GAMES.map((g) => g.id).filter((id) => !description.toLowerCase().includes(id))).toEqual([]);
});

test('every game has a head on the heads list, in the same order, each saying what its manifest says', async () => {
  expect(HEADS.map((h) => h.id)).toEqual(GAMES.map((g) => g.id));
  for (const [i, g] of GAMES.entries()) {
    const h = HEADS[i];
    expect(fs.existsSync(path.join(SRC, 'games', h.id, 'head.ts'))).toBe(true);
    expect([h.id, [...h.ruleSets], h.defaultRules, h.aliases]).toEqual([
      g.id,
      g.ruleSets.map((r) => r.id),
      g.defaultRules,
      g.aliases,
    ]);
    expect((await h.referee()).id).toBe(g.id);
    // A game without events names itself in that refusal as its catalogue does (not the listing's name).
    if ('none' in g.event) {
      const catalogue = await h.catalogue();
      for (const lang of LANGS) expect([g.id, g.event.game[lang]]).toEqual([g.id, catalogue[lang].name]);
    }
  }
});

test("every game's record flags have their help and their words in every language, and nothing more", async () => {
  for (const h of HEADS) {
    const catalogue = await h.catalogue();
    for (const lang of LANGS) {
      const texts = catalogue[lang].flags;
      expect([h.id, lang, Object.keys(texts).sort()]).toEqual([h.id, lang, Object.keys(h.flags).sort()]);
      for (const [flag, t] of Object.entries(texts)) {
        expect([h.id, lang, flag, t.help.trim() !== '', t.word.trim() !== '']).toEqual([h.id, lang, flag, true, true]);
      }
      expect(catalogue[lang].name.trim()).not.toBe('');
    }
  }
});

test('every game that shares a flag with another gives it the same form (a value, or a switch)', () => {
  const seen = new Map<string, string | undefined>();
  for (const h of HEADS)
    for (const [flag, spec] of Object.entries(h.flags)) {
      if (seen.has(flag))
        expect([h.id, flag, spec.arg === undefined]).toEqual([h.id, flag, seen.get(flag) === undefined]);
      else seen.set(flag, spec.arg);
    }
});

/**
 * `tafel judge` and `tafel rules` start from the games' heads (src/games/heads.ts), never from the
 * list of manifests: through the BUILT binary (npm run build first), loaded afresh for each run by
 * bin/tafel.cjs's own loader in this process (test/helpers/cli.ts `traceChunks`), the chunks of dist/
 * they load (the loader lists them; dist/chunks.json names their sources) hold the asked game's
 * referee or text and no game's manifest, scoring, settings or table-mode code.
 */
const home = tempHome();
afterAll(() => fs.rmSync(home, { recursive: true, force: true }));
const sources = JSON.parse(fs.readFileSync(path.join(ROOT, 'dist', 'chunks.json'), 'utf8')) as Record<string, string[]>;

/** The sources under src/games/ that one run of tafel loads. */
async function gameSources(args: string[]): Promise<string[]> {
  const trace = path.join(home, `trace-${args[0]}-${args[1]}.txt`);
  const r = await tafel(home, args, { traceChunks: trace });
  expect([args, r.code, r.stderr]).toEqual([args, 0, '']);
  const chunks = fs.readFileSync(trace, 'utf8').trim().split('\n');
  return chunks.flatMap((c) => sources[c]).filter((f) => f.startsWith('src/games/'));
}

test('judge and rules load the heads and the one asked module, nothing else of any game', async () => {
  const heads = [
    'src/games/heads.ts',
    ...[
      'kleurenwiezen',
      'solokaarten',
      'belote',
      'zwikken',
      'klaverjassen',
      'boerenbridge',
      'rikken',
      'jokeren',
      'manillen',
      'toepen',
    ].map((g) => `src/games/${g}/head.ts`),
  ].sort();
  // The Kleurenwiezen referee ranks bids by the contract tables of rules.ts (which reads its settings).
  const kw = (f: string) => `src/games/kleurenwiezen/${f}.ts`;
  const runs: [string[], string[]][] = [
    // A referee's refusals are in its game's catalogue (messages.<lang>.ts): an English run loads the English one.
    [
      ['judge', 'trick', 'belote', '--trump', 'H', '10H', 'JH', 'AH', '9S'],
      ['referee', 'messages', 'messages.en'].map((f) => `src/games/belote/${f}.ts`),
    ],
    [
      ['judge', 'rank', 'kleurenwiezen', 'abondance 10', 'grote-miserie'],
      ['referee', 'rules', 'contracts', 'settings', 'messages', 'messages.en'].map(kw),
    ],
    [['rules', 'kleurenwiezen', 'troel', '--lang', 'en'], [kw('rules-text.en')]],
    // Manillen's referee reads its one option (trump-duty) from settings.ts, never the scoring code.
    [
      ['judge', 'play', 'manillen', '--trump', 'H', '--trick', 'KS', '--hand', '7H 9D QC', '--set', 'trump-duty=off'],
      ['referee', 'settings', 'messages'].map((f) => `src/games/manillen/${f}.ts`),
    ],
  ];
  for (const [args, asked] of runs) {
    expect([args.join(' '), (await gameSources(args)).sort()]).toEqual([args.join(' '), [...heads, ...asked].sort()]);
  }
});
