/**
 * `npm run bench`: how fast tafel starts and how it scales, measured against bare `node -e 0` in the
 * same run (a shared or slow machine then shifts both, not the ratio).
 *
 * Data directories are generated straight in the store format by scripts/bench-data.js (deal inputs
 * made by each game's own parseDeal, so every file is one tafel could have written):
 *   (a) small: the 60-deal evening sheet (active) and two short sheets;
 *   (b) large: the same 60-deal sheet (active) plus 399 sheets of 50 deals over all four games;
 *   growth: one sheet of 60 / 600 / 6,000 deals; 40 / 400 / 4,000 sheets; and 10,000 sheets.
 *   huge: 50,000 sheets of 20 deals, for the memory of `export --all` (streamed in a bounded thread: under 100 MiB).
 * Every timed run of a command is interleaved with a baseline run, so drift on the machine hits both
 * alike, and the machine's load average is printed beside the figures: a ratio from a busy machine
 * is no ratio from a quiet one. The warm-up runs leave V8's code cache (bin/tafel.cjs) in a cache
 * directory of the bench's own, as any run on a user's machine after the first does. `sheet` runs with
 * COLUMNS=80 LINES=24, as on an 80x24 terminal (on a pipe without them it prints every deal). Peak
 * memory comes from one more run
 * under /usr/bin/time -v (or process.resourceUsage() where that is missing).
 *
 * Plain Node ESM: nothing beyond Node, the built dist/ and esbuild (scripts/from-src.js, for the
 * generated data). Options: BENCH_RUNS (default 15), BENCH_WARMUP (default 2), BENCH_GROWTH_RUNS
 * (default 5, for the growth table), BENCH_BIG=0 skips the 10,000- and 50,000-sheet stores, BENCH_HUGE=0
 * the 50,000 alone, BENCH_EXTRA_CA=0 runs without NODE_EXTRA_CA_CERTS (below), BENCH_KEEP=1 keeps the
 * generated data directories.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { benchGames, longSheet, makeSheet, manySheets, random, writeStore } from './bench-data.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BIN = path.join(ROOT, 'bin', 'tafel.cjs');
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const GROWTH_RUNS = Number(process.env.BENCH_GROWTH_RUNS ?? 5);
const BIG = process.env.BENCH_BIG !== '0';
const HUGE = BIG && process.env.BENCH_HUGE !== '0';
const TIME = fs.existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;
// Node reads the certificates NODE_EXTRA_CA_CERTS names at every start, bare node's as much as tafel's (on a
// machine that sets it to the system's bundle, some 40 ms): every ratio is then lower than where it is not set.
// BENCH_EXTRA_CA=0 leaves it out of every run, baseline and tafel alike.
const EXTRA_CA = process.env.BENCH_EXTRA_CA !== '0' && Boolean(process.env.NODE_EXTRA_CA_CERTS);

// ---------------------------------------------------------------- generating stores

const notes = [];
const games = benchGames(notes);
const kleurenwiezen = games.find((g) => g.id === 'kleurenwiezen');
const rnd = random(20261129);
const evening = makeSheet(kleurenwiezen, '2026-11-27-kleurenwiezen', 60, rnd, '2026-11-27T19:30:00.000Z');
const temp = (name) => fs.mkdtempSync(path.join(os.tmpdir(), `tafel-bench-${name}-`));
const dirs = [];
const store = (name, sheets, active = sheets[0].id) => {
  const dir = temp(name);
  dirs.push(dir);
  writeStore(dir, sheets, active);
  return dir;
};

const smallSheets = [
  evening,
  ...games
    .filter((g) => g.id !== 'kleurenwiezen')
    .slice(0, 2)
    .map((g, i) => makeSheet(g, `2026-11-${20 + i}-${g.id}`, 8, rnd, `2026-11-${20 + i}T20:00:00.000Z`)),
];
const small = store('small', smallSheets, evening.id);
const pool = manySheets(games, 4000, 50, rnd, 400);
const largeSheets = [evening, ...pool.slice(0, 399)];
const large = store('large', largeSheets, evening.id);
const dealCount = largeSheets.reduce((n, s) => n + s.deals.length, 0);
const bytes = (dir) =>
  fs.readdirSync(path.join(dir, 'sheets')).reduce((n, f) => n + fs.statSync(path.join(dir, 'sheets', f)).size, 0);
const deals = Object.fromEntries(
  [60, 600, 6000].map((n) => [n, store(`deals${n}`, [longSheet(evening, evening.id, n)])]),
);
const sheetsOf = Object.fromEntries(
  [40, 400, 4000].map((n) => [n, store(`sheets${n}`, [evening, ...pool.slice(0, n - 1)], evening.id)]),
);
const big = BIG
  ? store(
      'big',
      [evening, ...manySheets(games, 9999, 50, random(7), 400).map((s) => ({ ...s, id: `x${s.id}` }))],
      evening.id,
    )
  : undefined;

// ---------------------------------------------------------------- measuring

// The code cache of its own (warmed by each row's warm-ups): in the user's cache folder, every other
// build of tafel run meanwhile (another checkout, the tests) could change what this bench measures.
const cacheHome = temp('cache');
dirs.push(cacheHome);
const env = (home) => {
  const e = {
    ...process.env,
    TAFEL_HOME: home,
    XDG_CACHE_HOME: cacheHome,
    LANG: 'C',
    NO_COLOR: '1',
    COLUMNS: '80',
    LINES: '24',
  };
  delete e.DEBUG;
  delete e.NODE_OPTIONS;
  if (!EXTRA_CA) delete e.NODE_EXTRA_CA_CERTS;
  return e;
};

function run(argv, home) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, argv, {
    env: env(home),
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 512 * 1024 * 1024,
  });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  return { ms, code: r.status, stderr: String(r.stderr ?? '') };
}

function peakMiB(argv, home) {
  if (TIME) {
    const r = spawnSync(TIME, ['-v', process.execPath, ...argv], {
      env: env(home),
      stdio: ['ignore', 'ignore', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
    const m = /Maximum resident set size \(kbytes\): (\d+)/.exec(String(r.stderr));
    if (m) return Number(m[1]) / 1024;
  }
  // Fallback: a preloaded module reports the peak when the process exits (also through process.exit).
  const probe = path.join(os.tmpdir(), `tafel-bench-rss-${process.pid}.mjs`);
  fs.writeFileSync(
    probe,
    "import fs from 'node:fs';\n" +
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the probe's own template, written into its file
      "process.on('exit', () => fs.writeSync(2, `\\nRSS_KB ${process.resourceUsage().maxRSS}\\n`));\n",
  );
  const r = spawnSync(process.execPath, ['--import', pathToFileURL(probe).href, ...argv], {
    env: env(home),
    stdio: ['ignore', 'ignore', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  const m = /RSS_KB (\d+)/.exec(String(r.stderr));
  return m ? Number(m[1]) / 1024 : NaN;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

const baseline = ['-e', '0'];
const f = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : 'n/a');
const within = (ms, bound) => `< ${bound / 1000} s: ${ms < bound ? 'ok' : 'MISSED'}`;
const ratioAtMost = (x, target) => (x.na ? 'n/a' : `≤ ${target}x of bare node: ${x.ratio <= target ? 'ok' : 'MISSED'}`);
/** The machine's load (1, 5 and 15 minutes) when the bench starts: printed beside its figures. */
const loadAtStart = os.loadavg();
const allBase = [];

/**
 * Times a command on each of `homes` (name -> data directory), `runs` times after the warm-ups,
 * each run next to a baseline run; the order of the homes rotates. Returns per home the median ms,
 * the ratio to the baseline's median, and the peak memory; or { na } when the command failed.
 */
function measure(c, homes, runs) {
  const times = Object.fromEntries(Object.keys(homes).map((k) => [k, []]));
  const base = [];
  const failed = {};
  const sides = Object.entries(homes);
  for (let i = 0; i < WARMUP + runs; i++) {
    const order = i % 2 ? [...sides].reverse() : sides;
    const b = run(baseline, sides[0][1]);
    if (i >= WARMUP) base.push(b.ms);
    for (const [side, home] of order) {
      if (failed[side]) continue;
      const r = run(c.argv, home);
      if (r.code !== 0) failed[side] = r.stderr.trim().split('\n')[0] || `exit ${r.code}`;
      else if (i >= WARMUP) times[side].push(r.ms);
      if (c.after) run(c.after, home);
    }
  }
  allBase.push(...base);
  const b = median(base);
  const out = { base: b };
  for (const [side, home] of sides) {
    if (failed[side]) {
      out[side] = { na: failed[side] };
      continue;
    }
    const ms = median(times[side]);
    const mb = peakMiB(c.argv, home);
    if (c.after) run(c.after, home);
    out[side] = { ms, ratio: ms / b, mb };
  }
  process.stderr.write('.');
  return out;
}

const tafel = (...args) => [BIN, ...args];
const RECORD = { argv: tafel('record', 'samen', '8', '--by', 'Ann,Bert', '--tricks', '9'), after: tafel('undo') };
const STARTUP = [
  { name: 'tafel --help', argv: tafel('--help'), target: 1.25 },
  { name: 'tafel --version', argv: tafel('--version'), target: 1.25 },
  { name: 'tafel rules kleurenwiezen troel', argv: tafel('rules', 'kleurenwiezen', 'troel'), target: 1.25 },
  {
    name: 'tafel judge trick belote --trump H 10H JH AH 9S',
    argv: tafel('judge', 'trick', 'belote', '--trump', 'H', '10H', 'JH', 'AH', '9S'),
    target: 1.25,
  },
  {
    name: 'tafel judge rank kleurenwiezen "abondance 10" grote-miserie',
    argv: tafel('judge', 'rank', 'kleurenwiezen', 'abondance 10', 'grote-miserie'),
    target: 1.25,
  },
  { name: 'tafel sheet (60 deals)', argv: tafel('sheet'), target: 1.35 },
  { name: 'tafel record (60 deals; then undo)', ...RECORD, target: 1.35 },
  { name: 'tafel sheets', argv: tafel('sheets'), target: 2, onlyLarge: true },
  {
    name: 'tafel export --all --format csv',
    argv: tafel('export', '--all', '--format', 'csv'),
    target: 3.7,
    onlyLarge: true,
  },
  { name: 'tafel stats', argv: tafel('stats'), target: 2, onlyLarge: true },
];
const startup = STARTUP.map((c) => ({ ...c, ...measure(c, { small, large }, RUNS) }));
// The export above is timed with its index of exported sheets written by the warm-ups (src/evening/csv-index.ts);
// the first one after a build, or after every sheet changed, reads and replays all 400 sheets.
const firstExport = [];
for (let i = 0; i < 3; i++) {
  fs.rmSync(path.join(large, 'index-csv-en.json'), { force: true });
  firstExport.push(run(tafel('export', '--all', '--format', 'csv'), large).ms);
}

const GROWTH = [
  { name: '`sheet`, 60 / 600 / 6,000 deals', argv: tafel('sheet'), homes: deals, within: 1.3 },
  { name: '`sheet --all`, 60 / 600 / 6,000 deals', argv: tafel('sheet', '--all'), homes: deals },
  { name: '`record` (then undo)', ...RECORD, homes: deals, within: 1.4 },
  { name: '`sheets`, 40 / 400 / 4,000 sheets', argv: tafel('sheets'), homes: sheetsOf, perSheet: 11 },
  {
    name: '`export --all --format csv`',
    argv: tafel('export', '--all', '--format', 'csv'),
    homes: sheetsOf,
    perSheet: 11,
    mb: 150,
  },
  { name: '`stats`', argv: tafel('stats'), homes: sheetsOf, perSheet: 11 },
];
const growth = GROWTH.map((c) => ({ ...c, ...measure(c, c.homes, GROWTH_RUNS) }));

// 10,000 sheets: `sheets` the first time (no index of sheets yet: every sheet read and replayed), then as usual.
const bigRows = [];
if (big) {
  const index = path.join(big, 'index-sheets.json');
  const cold = [];
  for (let i = 0; i < Math.max(1, Math.min(3, GROWTH_RUNS)); i++) {
    fs.rmSync(index, { force: true });
    cold.push(run(tafel('sheets'), big).ms);
  }
  const warm = measure({ argv: tafel('sheets') }, { big }, Math.max(1, Math.min(3, GROWTH_RUNS)));
  bigRows.push(['`sheets`, first run (no index yet)', median(cold), NaN, '']);
  bigRows.push(['`sheets`', warm.big.ms, warm.big.mb, within(warm.big.ms, 3000)]);
  const stats = measure({ argv: tafel('stats') }, { big }, Math.max(1, Math.min(3, GROWTH_RUNS)));
  bigRows.push([
    `\`stats\` (${f(stats.big.ratio, 2)}x of bare node)`,
    stats.big.ms,
    stats.big.mb,
    ratioAtMost(stats.big, 7),
  ]);
  const exp = measure({ argv: tafel('export', '--all', '--format', 'csv') }, { big }, 1);
  bigRows.push(['`export --all --format csv`', exp.big.ms, exp.big.mb, '']);

  // Importing 10,000 sheets of 20 deals into an empty data directory, then the same file again with
  // --rename. The file is an export holding only the sheets' inputs, without indentation (`view` is
  // optional on import): 12 MB. An export as `tafel export` writes it (indented, with each sheet's
  // view) is ten times larger: the backup table below measures those.
  const pool20 = manySheets(games, 10000, 20, random(11), 400);
  const file = path.join(temp('import-file'), 'all.json');
  dirs.push(path.dirname(file));
  fs.writeFileSync(
    file,
    JSON.stringify({
      format: 'tafel-export',
      version: 1,
      exportedAt: '2026-11-30T12:00:00.000Z',
      sheets: pool20.map((sheet) => ({ sheet })),
    }),
  );
  const mb = (fs.statSync(file).size / 1048576).toFixed(0);
  const fresh = [];
  const renamed = [];
  for (let i = 0; i < Math.max(1, Math.min(2, GROWTH_RUNS)); i++) {
    const into = temp('import-into');
    for (const [times, argv] of [
      [fresh, tafel('import', file)],
      [renamed, tafel('import', '--rename', file)],
    ]) {
      const r = run(argv, into);
      if (r.code !== 0) throw new Error(`bench: ${argv.slice(1).join(' ')} failed: ${r.stderr}`);
      times.push(r.ms);
    }
    fs.rmSync(into, { recursive: true, force: true });
  }
  bigRows.push([
    `\`import\` of 10,000 sheets of 20 deals (${mb} MB), into an empty data directory`,
    median(fresh),
    NaN,
    within(median(fresh), 10000),
  ]);
  bigRows.push(['`import --rename` of the same file onto those 10,000', median(renamed), NaN, '']);
}

// 50,000 sheets of 20 deals: `export --all` streams, one sheet at a time, in a thread whose heap is bounded
// (src/commands/export.ts; issue 33: under 100 MiB). BENCH_HUGE=0 skips it (the store: a minute to write, 0.6 GB).
if (HUGE) {
  const huge = store('huge', [
    evening,
    ...manySheets(games, 49999, 20, random(13), 400).map((s) => ({ ...s, id: `y${s.id}` })),
  ]);
  // To a file (beside the data directory: --out refuses one in it): the JSON of 50,000 sheets is more than a pipe's
  // reader here would hold.
  const out = temp('huge-export');
  dirs.push(out);
  const file = path.join(out, 'export');
  for (const format of ['csv', 'json']) {
    const argv = tafel('export', '--all', '--format', format, '--out', file, '--force');
    const t = run(argv, huge);
    if (t.code !== 0) throw new Error(`bench: export --all --format ${format} failed: ${t.stderr}`);
    const mb = peakMiB(argv, huge);
    bigRows.push([
      `\`export --all --format ${format}\` of 50,000 sheets`,
      t.ms,
      mb,
      mb < 100 ? 'peak < 100 MiB: ok' : 'peak < 100 MiB: MISSED',
    ]);
  }
  fs.rmSync(huge, { recursive: true, force: true });
}

// The JSON backup both ways (issue 27.11): `export --all --format json` of 400 and 4,000 sheets,
// then `import` of that file into an empty data directory; time and peak memory of each. Both stream
// (one sheet, one sheet entry at a time), so memory grows with the sheets kept, not the file.
const backupRows = [];
for (const n of [400, 4000]) {
  const dir = temp('backup');
  dirs.push(dir);
  const file = path.join(dir, 'backup.json');
  const exp = run(tafel('export', '--all', '--format', 'json', '--out', file), sheetsOf[n]);
  if (exp.code !== 0) throw new Error(`bench: export --all --format json failed: ${exp.stderr}`);
  const expMB = peakMiB(tafel('export', '--all', '--format', 'json', '--out', file, '--force'), sheetsOf[n]);
  const into = temp('backup-into');
  const imp = run(tafel('import', file), into);
  if (imp.code !== 0) throw new Error(`bench: import failed: ${imp.stderr}`);
  fs.rmSync(into, { recursive: true, force: true });
  const again = temp('backup-into');
  const impMB = peakMiB(tafel('import', file), again);
  fs.rmSync(again, { recursive: true, force: true });
  backupRows.push([n, fs.statSync(file).size / 1048576, exp.ms, expMB, imp.ms, impMB]);
}
process.stderr.write('\n');

// ---------------------------------------------------------------- report

const cell = (x) => (x.na ? 'n/a' : `${f(x.ms)} ms (${f(x.ratio, 2)}x)`);
const lines = [];
const load = (l) => l.map((x) => x.toFixed(2)).join(' ');
lines.push(
  `tafel bench: node ${process.version}, ${os.cpus().length} cpu, ${RUNS} runs after ${WARMUP} warm-ups ` +
    `(growth: ${GROWTH_RUNS}), medians; baseline \`node -e 0\` ${f(median(allBase), 1)} ms`,
);
// A ratio is only as good as the machine was quiet: the load average (1, 5, 15 min) beside the figures.
lines.push(`machine load (1 / 5 / 15 min): ${load(loadAtStart)} at the start, ${load(os.loadavg())} at the end`);
if (EXTRA_CA)
  lines.push(
    `NODE_EXTRA_CA_CERTS is set: every node start here reads ${process.env.NODE_EXTRA_CA_CERTS}, the baseline's ` +
      'too, so these ratios are lower than without it (BENCH_EXTRA_CA=0 leaves it out)',
  );
lines.push(
  `(a) small store: ${smallSheets.length} sheets, ${smallSheets.reduce((n, s) => n + s.deals.length, 0)} ` +
    `deals, active sheet ${evening.deals.length} deals`,
);
lines.push(
  `(b) large store: ${largeSheets.length} sheets, ${dealCount} deals (${games.map((g) => g.id).join(', ')}), ` +
    `${f(bytes(large) / 1048576, 1)} MB, active sheet ${evening.deals.length} deals`,
);
for (const n of notes) lines.push(`note: ${n}`);
lines.push('');
lines.push('| command | (a) small store | (b) 400 sheets | peak MiB a / b | target | result |');
lines.push('|---|---|---|---|---|---|');
for (const r of startup) {
  const sides = r.onlyLarge ? ['large'] : ['small', 'large'];
  const missed = sides
    .filter((s) => !r[s].na && r[s].ratio > r.target)
    .map((s) => `${s === 'small' ? 'a' : 'b'} ${f(r[s].ratio, 2)}x`);
  const na = sides.some((s) => r[s].na);
  lines.push(
    `| \`${r.name}\` | ${cell(r.small)} | ${cell(r.large)} | ` +
      (`${[r.small, r.large].map((x) => (x.na ? 'n/a' : f(x.mb))).join(' / ')}` +
        ` | ≤ ${r.target}x${r.onlyLarge ? ' (b)' : ''} `) +
      `| ${na ? 'n/a' : missed.length ? `MISSED: ${missed.join(', ')}` : 'ok'} |`,
  );
}
lines.push(
  `\`export --all --format csv\` on (b) the first time (no index of exported sheets yet): ` +
    `${f(median(firstExport))} ms (${f(median(firstExport) / median(allBase), 2)}x)`,
);
lines.push('');
lines.push('| growth | ×1 | ×10 | ×100 | peak MiB | target | result |');
lines.push('|---|---|---|---|---|---|---|');
for (const r of growth) {
  const keys = Object.keys(r.homes);
  const xs = keys.map((k) => r[k]);
  const ms = (x) => (x.na ? 'n/a' : `${f(x.ms)} ms`);
  const [one, , hundred] = xs;
  let target = '';
  let result = 'n/a';
  if (!xs.some((x) => x.na)) {
    if (r.within) {
      target = `×100 ≤ ${r.within}x of ×1`;
      result =
        hundred.ms <= one.ms * r.within
          ? `ok (${f(hundred.ms / one.ms, 2)}x)`
          : `MISSED (${f(hundred.ms / one.ms, 2)}x)`;
    } else if (r.perSheet) {
      const ratio = hundred.ms / xs[1].ms;
      target = `×100 ≤ ${r.perSheet}x of ×10${r.mb ? `, peak < ${r.mb} MiB` : ''}`;
      const bad = ratio > r.perSheet || (r.mb && hundred.mb >= r.mb);
      result = `${bad ? 'MISSED' : 'ok'} (${f(ratio, 1)}x${r.mb ? `, ${f(hundred.mb)} MiB` : ''})`;
    } else {
      target = 'linear; 6,000 well under 1 s';
      result = `${f(hundred.ms / xs[1].ms, 1)}x of ×10`;
    }
  }
  lines.push(
    `| ${r.name} | ${xs.map(ms).join(' | ')} | ${xs.map((x) => (x.na ? 'n/a' : f(x.mb))).join(' / ')} | ` +
      `${target} | ${result} |`,
  );
}
if (bigRows.length) {
  lines.push('');
  lines.push('| 10,000 sheets (500,000 deals; the imports 200,000) | time | peak MiB | target |');
  lines.push('|---|---|---|---|');
  for (const [name, ms, mb, target] of bigRows) lines.push(`| ${name} | ${f(ms)} ms | ${f(mb)} | ${target} |`);
}
lines.push('');
lines.push(
  '| JSON backup (sheets of 50 deals) | file | `export --all --format json` | peak MiB | `import` into an empty ' +
    'directory | peak MiB |',
);
lines.push('|---|---|---|---|---|---|');
for (const [n, size, ems, emb, ims, imb] of backupRows)
  lines.push(
    `| ${n.toLocaleString('en')} sheets | ${f(size)} MB | ${f(ems)} ms | ${f(emb)} | ${f(ims)} ms | ${f(imb)} |`,
  );

const na = [
  ...startup.flatMap((r) => ['small', 'large'].filter((s) => r[s].na).map((s) => `${r.name} (${s}): ${r[s].na}`)),
  ...growth.flatMap((r) =>
    Object.keys(r.homes)
      .filter((k) => r[k].na)
      .map((k) => `${r.name} (${k}): ${r[k].na}`),
  ),
];
if (na.length) {
  lines.push('');
  lines.push('n/a: the command failed, probably not built yet:');
  for (const x of [...new Set(na)]) lines.push(`  ${x}`);
}
process.stdout.write(lines.join('\n') + '\n');

if (process.env.BENCH_KEEP === '1') process.stdout.write(`\nkept: ${dirs.join(' ')}\n`);
else for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
