import { afterAll, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BIN, ROOT, tempHome } from '../helpers/cli.js';

/**
 * `tafel judge` and `tafel rules` start from the games' heads (src/games/heads.ts), never from the
 * list of manifests: through the BUILT binary (npm run build first), the chunks of dist/ they load
 * (bin/tafel.cjs lists them; dist/chunks.json names their sources) hold the asked game's referee or
 * text and no game's manifest, scoring, settings or table-mode code.
 */
const home = tempHome();
afterAll(() => fs.rmSync(home, { recursive: true, force: true }));
const sources = JSON.parse(fs.readFileSync(path.join(ROOT, 'dist', 'chunks.json'), 'utf8')) as Record<string, string[]>;

/** The sources under src/games/ that one run of tafel loads. */
function gameSources(args: string[]): string[] {
  const trace = path.join(home, `trace-${args[0]}-${args[1]}.txt`);
  const r = spawnSync(process.execPath, [BIN, ...args], {
    env: { ...process.env, TAFEL_HOME: home, TAFEL_TRACE_CHUNKS: trace },
    encoding: 'utf8',
  });
  expect(r.status).toBe(0);
  const chunks = fs.readFileSync(trace, 'utf8').trim().split('\n');
  return chunks.flatMap((c) => sources[c]).filter((f) => f.startsWith('src/games/'));
}

test('judge and rules load the heads and the one asked module, nothing else of any game', () => {
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
    expect([args.join(' '), gameSources(args).sort()]).toEqual([args.join(' '), [...heads, ...asked].sort()]);
  }
});
