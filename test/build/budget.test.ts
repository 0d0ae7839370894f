import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, spawnTafel, tafel, tempHome } from '../helpers/cli.js';

/**
 * What each command costs at start-up, in bytes of dist/ read and compiled (or taken from the code
 * cache): through the BUILT binary (`npm run build` first), as a process, since bin/tafel.cjs is what
 * lists the chunks a run loads (TAFEL_TRACE_CHUNKS) and dist/chunks.json names each chunk's sources.
 * The budgets are the last lean build's levels (issue 33 §3). A command over its budget fails with
 * what it loaded, largest first, and the sources that have no business in it: another game's code on
 * a Kleurenwiezen sheet, the other language's texts in an English run.
 */
const KB = 1024;
const BUDGETS: { args: string[]; budget: number; game?: string }[] = [
  { args: ['--help'], budget: 150 * KB },
  { args: ['rules', 'kleurenwiezen', 'troel'], budget: 280 * KB, game: 'kleurenwiezen' },
  { args: ['judge', 'trick', 'belote', '--trump', 'H', '10H', 'JH', 'AH', '9S'], budget: 280 * KB, game: 'belote' },
  {
    args: ['judge', 'rank', 'kleurenwiezen', 'abondance 10', 'grote-miserie'],
    budget: 280 * KB,
    game: 'kleurenwiezen',
  },
  { args: ['sheet'], budget: 330 * KB, game: 'kleurenwiezen' },
  { args: ['record', 'pas'], budget: 350 * KB, game: 'kleurenwiezen' },
  { args: ['record', 'samen', '8', '--by', 'Ann,Bert', '--tricks', '9'], budget: 350 * KB, game: 'kleurenwiezen' },
];

const home = tempHome();
afterAll(() => fs.rmSync(home, { recursive: true, force: true }));
const chunks = (): Record<string, string[]> =>
  JSON.parse(fs.readFileSync(path.join(ROOT, 'dist', 'chunks.json'), 'utf8'));

beforeAll(async () => {
  // A Kleurenwiezen evening of four deals as the active sheet, written by tafel itself (in process: only the
  // measured runs below need bin/tafel.cjs's loader, which lists the chunks).
  const run = async (args: string[]) => expect(await tafel(home, args)).toMatchObject({ code: 0 });
  await run(['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk']);
  for (let i = 0; i < 4; i++) await run(['record', 'samen', '8', '--by', 'Ann,Bert', '--tricks', String(8 + (i % 2))]);
}, 120_000);

interface Loaded {
  name: string;
  bytes: number;
  sources: string[];
}

/** The chunks one run loads, each with its size and sources. */
const loads = (args: string[], lang = 'C'): Loaded[] => loadsIn(home, args, lang);

function loadsIn(dir: string, args: string[], lang = 'C'): Loaded[] {
  const trace = path.join(dir, 'trace.txt');
  fs.rmSync(trace, { force: true });
  const r = spawnTafel(dir, args, { TAFEL_TRACE_CHUNKS: trace, LANG: lang, COLUMNS: '80', LINES: '24' });
  expect({ args, code: r.code, stderr: r.stderr }).toEqual({ args, code: 0, stderr: '' });
  const sources = chunks();
  return fs
    .readFileSync(trace, 'utf8')
    .trim()
    .split('\n')
    .map((name) => ({ name, bytes: fs.statSync(path.join(ROOT, 'dist', name)).size, sources: sources[name] ?? [] }));
}

/** Sources a run on one game's sheet in one language should never need. */
function strays(sources: string[], game: string | undefined, lang: 'en' | 'nl'): string[] {
  const other = lang === 'en' ? 'nl' : 'en';
  return sources.filter((s) => {
    const g = /^src\/games\/([^/]+)\//.exec(s)?.[1];
    const foreignGame = g !== undefined && g !== game && !s.endsWith('/head.ts');
    const foreignLang = s.includes(`/i18n/${other}/`) || s.endsWith(`.${other}.ts`);
    return foreignGame || foreignLang;
  });
}

/** What a failure says: the total against the budget, every chunk largest first, and the strays. */
function report(args: string[], loaded: Loaded[], budget: number, game: string | undefined): string {
  const total = loaded.reduce((n, c) => n + c.bytes, 0);
  const rows = [...loaded]
    .sort((a, b) => b.bytes - a.bytes)
    .map((c) => `  ${(c.bytes / KB).toFixed(1).padStart(6)} KB ${c.name}: ${c.sources.join(' ') || '(shared glue)'}`);
  const bad = strays(
    loaded.flatMap((c) => c.sources),
    game,
    'en',
  );
  return [
    `tafel ${args.join(' ')}: ${(total / KB).toFixed(1)} KB in ${loaded.length} chunks, budget ${budget / KB} KB` +
      (total > budget ? ` (${((total - budget) / KB).toFixed(1)} KB over)` : ''),
    ...rows,
    ...(bad.length ? [`  not needed here: ${bad.join(' ')}`] : []),
  ].join('\n');
}

describe('the bytes of dist/ each command loads stay within its budget', () => {
  for (const { args, budget, game } of BUDGETS) {
    test(`tafel ${args.join(' ')}: at most ${budget / KB} KB`, () => {
      const loaded = loads(args);
      const total = loaded.reduce((n, c) => n + c.bytes, 0);
      // Over budget, the whole listing is what the failure shows: each chunk, and what of it has no business here.
      expect(total <= budget ? 'within budget' : report(args, loaded, budget, game)).toBe('within budget');
      expect(
        strays(
          loaded.flatMap((c) => c.sources),
          game,
          'en',
        ),
      ).toEqual([]);
    });
  }

  test("on a Belote sheet, sheet and record load Belote's code and no other game's", async () => {
    const belote = tempHome();
    try {
      expect(await tafel(belote, ['new', 'belote', '--players', 'Ann,Bert,Cis,Dirk'])).toMatchObject({ code: 0 });
      for (const args of [['record', '--taker', 'Ann', '--points', '72', '--belote', 'Ann'], ['sheet']]) {
        const sources = loadsIn(belote, args).flatMap((c) => c.sources);
        expect(strays(sources, 'belote', 'en')).toEqual([]);
        expect(sources).toContain('src/games/belote/index.ts');
      }
    } finally {
      fs.rmSync(belote, { recursive: true, force: true });
    }
  });

  test('a Dutch run loads the Dutch texts only, and one game', () => {
    const loaded = loads(['sheet'], 'nl_BE.UTF-8');
    const sources = loaded.flatMap((c) => c.sources);
    expect(sources.filter((s) => s.includes('/i18n/en/') || s.endsWith('.en.ts'))).toEqual([]);
    expect(strays(sources, 'kleurenwiezen', 'nl')).toEqual([]);
    expect(sources.filter((s) => s.startsWith('src/i18n/nl/')).length).toBeGreaterThan(0);
  });
});
