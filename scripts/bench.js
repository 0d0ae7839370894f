#!/usr/bin/env node
/**
 * `npm run bench`: how fast tafel starts and how it scales, measured against bare `node -e 0` in the
 * same run (a shared or slow machine then shifts both, not the ratio).
 *
 * Two data directories are generated straight in the store format (SheetData of src/sheet/sheet.ts),
 * with deal inputs made by each game's own parseDeal, so every file is one tafel could have written:
 *   (a) small: the 60-deal evening sheet (active) and two short sheets;
 *   (b) large: the same 60-deal sheet (active) plus 399 sheets of 50 deals over all four games.
 * Every timed run of a command is interleaved with a baseline run and with the same command on the
 * other store, so drift on the machine hits all three alike. Peak memory comes from one more run under
 * /usr/bin/time -v (or process.resourceUsage() where that is missing).
 *
 * Plain Node ESM, nothing beyond Node and the built dist/. Options: BENCH_RUNS (default 15),
 * BENCH_WARMUP (default 2), BENCH_KEEP=1 keeps the generated data directories.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BIN = path.join(ROOT, 'bin', 'tafel.js');
const DIST = path.join(ROOT, 'dist');
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const TIME = fs.existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

const dist = async (rel) => import(pathToFileURL(path.join(DIST, rel)).href);
const { GAMES } = await dist('games/registry.js');
const { SCHEMA_VERSION, configOf, replay } = await dist('sheet/sheet.js');

// ---------------------------------------------------------------- generating stores

/** mulberry32: a small seeded generator, so every run of the bench measures the same data. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (rnd, list) => list[Math.floor(rnd() * list.length)];
const int = (rnd, min, max) => min + Math.floor(rnd() * (max - min + 1));
const two = (rnd, players) => {
  const a = pick(rnd, players);
  return [a, pick(rnd, players.filter((p) => p !== a))];
};

/** Record lines as a player types them, per game; lines a game refuses are simply drawn again. */
const LINES = {
  kleurenwiezen: (rnd, P) =>
    pick(rnd, [
      () => `samen ${int(rnd, 8, 10)} --by ${two(rnd, P).join(',')} --tricks ${int(rnd, 6, 12)}`,
      () => `solo ${int(rnd, 6, 8)} --by ${pick(rnd, P)} --tricks ${int(rnd, 4, 9)}`,
      () => `abondance ${int(rnd, 9, 10)} --by ${pick(rnd, P)} --tricks ${int(rnd, 8, 11)}`,
      () => `troel --by ${two(rnd, P).join(',')} --tricks ${int(rnd, 7, 11)}`,
      () => `kleine-miserie --by ${pick(rnd, P)} --tricks ${pick(rnd, P)}=${int(rnd, 0, 1)}`,
      () => 'pas',
    ])(),
  solokaarten: (rnd, P) =>
    pick(rnd, [
      () => `solo --by ${pick(rnd, P)} --tricks ${int(rnd, 2, 7)}`,
      () => `slag --by ${pick(rnd, P)} --tricks ${int(rnd, 3, 8)}`,
      () => `doe --by ${pick(rnd, P)} --tricks ${int(rnd, 4, 8)}`,
      () => 'pas',
    ])(),
  belote: (rnd, P) => (rnd() < 0.08 ? 'pas' : `--taker ${pick(rnd, P)} --points ${int(rnd, 40, 140)}${rnd() < 0.2 ? ` --belote ${pick(rnd, P)}` : ''}`),
  // The winner is one of the askers, as at a real table: he takes the pot, so it does not keep doubling.
  zwikken: (rnd, P) => {
    if (rnd() < 0.1) return 'pas';
    const askers = two(rnd, P);
    return `--askers ${askers.join(',')} --winner ${pick(rnd, askers)}`;
  },
};

function recordArgs(line) {
  const parts = line.split(/\s+/).filter(Boolean);
  const words = [];
  const flags = {};
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i];
    if (!p.startsWith('--')) {
      words.push(p);
      continue;
    }
    const key = p.slice(2).replace(/-([a-z])/g, (_, c) => c.toUpperCase());
    const next = parts[i + 1];
    if (next === undefined || next.startsWith('--')) flags[key] = true;
    else {
      flags[key] = next;
      i++;
    }
  }
  return { words, flags };
}

const PLAYERS = ['Ann', 'Bert', 'Cis', 'Dirk'];

function makeSheet(game, id, deals, rnd, createdAt) {
  const data = {
    schemaVersion: SCHEMA_VERSION,
    id,
    game: game.id,
    rules: game.defaultRules,
    title: `Bench ${id}`,
    createdAt,
    players: PLAYERS,
    firstDealer: 0,
    set: {},
    ...(game.unit === 'money' ? { stakeCents: 10 } : {}),
    deals: [],
    closed: false,
  };
  const config = configOf(game, data);
  for (let tries = 0; data.deals.length < deals; tries++) {
    if (tries > deals * 50) throw new Error(`cannot generate ${game.id} deals: its record lines in scripts/bench.js no longer parse`);
    try {
      data.deals.push(game.parseDeal(recordArgs(LINES[game.id](rnd, PLAYERS)), config));
    } catch {
      // a line this game refuses (e.g. impossible tricks for that contract): draw another
    }
  }
  // A sheet that reached its end takes no more deals: cut it where it ended (default rules never end).
  if (replay(game, data).finished) {
    let n = 1;
    while (!replay(game, { ...data, deals: data.deals.slice(0, n) }).finished) n++;
    data.deals = data.deals.slice(0, n);
  }
  return data;
}

function writeStore(dir, sheets, active) {
  fs.mkdirSync(path.join(dir, 'sheets'), { recursive: true, mode: 0o700 });
  for (const s of sheets) fs.writeFileSync(path.join(dir, 'sheets', `${s.id}.json`), JSON.stringify(s, null, 2) + '\n', { mode: 0o600 });
  fs.writeFileSync(path.join(dir, 'settings.json'), JSON.stringify({ schemaVersion: SCHEMA_VERSION, active }, null, 2) + '\n', { mode: 0o600 });
}

const notes = [];
const games = ['kleurenwiezen', 'solokaarten', 'belote', 'zwikken'].map((id) => {
  const g = GAMES.find((x) => x.id === id);
  if (!g) notes.push(`${id} is not registered yet: left out of the large store.`);
  return g;
}).filter(Boolean);
const kleurenwiezen = games.find((g) => g.id === 'kleurenwiezen');

const rnd = random(20261129);
const day = (n) => new Date(Date.UTC(2024, 0, 5) + n * 86400000).toISOString().slice(0, 10);
const evening = makeSheet(kleurenwiezen, '2026-11-27-kleurenwiezen', 60, rnd, '2026-11-27T19:30:00.000Z');

const small = fs.mkdtempSync(path.join(os.tmpdir(), 'tafel-bench-small-'));
const smallSheets = [evening, ...games.filter((g) => g.id !== 'kleurenwiezen').slice(0, 2).map((g, i) => makeSheet(g, `2026-11-${20 + i}-${g.id}`, 8, rnd, `2026-11-${20 + i}T20:00:00.000Z`))];
writeStore(small, smallSheets, evening.id);

const large = fs.mkdtempSync(path.join(os.tmpdir(), 'tafel-bench-large-'));
const largeSheets = [evening];
for (let i = 0; largeSheets.length < 400; i++) {
  const g = games[i % games.length];
  largeSheets.push(makeSheet(g, `${day(Math.floor(i / games.length))}-${g.id}`, 50, rnd, `${day(Math.floor(i / games.length))}T19:00:00.000Z`));
}
writeStore(large, largeSheets, evening.id);
const dealCount = largeSheets.reduce((n, s) => n + s.deals.length, 0);
const bytes = (dir) => fs.readdirSync(path.join(dir, 'sheets')).reduce((n, f) => n + fs.statSync(path.join(dir, 'sheets', f)).size, 0);

// ---------------------------------------------------------------- measuring

const env = (home) => {
  const e = { ...process.env, TAFEL_HOME: home, LANG: 'C', NO_COLOR: '1' };
  delete e.DEBUG;
  delete e.NODE_OPTIONS;
  return e;
};

function run(argv, home) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, argv, { env: env(home), stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 512 * 1024 * 1024 });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  return { ms, code: r.status, stderr: String(r.stderr ?? '') };
}

function peakMB(argv, home) {
  if (TIME) {
    const r = spawnSync(TIME, ['-v', process.execPath, ...argv], { env: env(home), stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
    const m = /Maximum resident set size \(kbytes\): (\d+)/.exec(String(r.stderr));
    if (m) return Number(m[1]) / 1024;
  }
  // Fallback: a preloaded module reports the peak when the process exits (also through process.exit).
  const probe = path.join(os.tmpdir(), `tafel-bench-rss-${process.pid}.mjs`);
  fs.writeFileSync(probe, "import fs from 'node:fs';\nprocess.on('exit', () => fs.writeSync(2, `\\nRSS_KB ${process.resourceUsage().maxRSS}\\n`));\n");
  const r = spawnSync(process.execPath, ['--import', pathToFileURL(probe).href, ...argv], { env: env(home), stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  const m = /RSS_KB (\d+)/.exec(String(r.stderr));
  return m ? Number(m[1]) / 1024 : NaN;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

const tafel = (...args) => [BIN, ...args];
const COMMANDS = [
  { name: 'tafel --help', argv: tafel('--help'), target: 1.4 },
  { name: 'tafel rules kleurenwiezen troel', argv: tafel('rules', 'kleurenwiezen', 'troel'), target: 1.4 },
  { name: 'tafel sheet', argv: tafel('sheet'), target: 2.5, flat: true },
  { name: 'tafel record (then undo)', argv: tafel('record', 'samen', '8', '--by', 'Ann,Bert', '--tricks', '9'), after: tafel('undo'), target: 3, flat: true },
  { name: 'tafel sheets', argv: tafel('sheets'), target: 8 },
  { name: 'tafel export --all --format csv', argv: tafel('export', '--all', '--format', 'csv'), target: 8 },
  { name: 'tafel stats', argv: tafel('stats'), target: 8 },
];

const baseline = ['-e', '0'];
const allBase = [];
const results = [];
for (const c of COMMANDS) {
  const times = { base: [], small: [], large: [] };
  const failed = {};
  const sides = [['small', small], ['large', large]];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    // Rotate the order so that no side always runs right after the baseline.
    const order = i % 2 ? [...sides].reverse() : sides;
    const b = run(baseline, small);
    if (i >= WARMUP) times.base.push(b.ms);
    for (const [side, home] of order) {
      if (failed[side]) continue;
      const r = run(c.argv, home);
      if (r.code !== 0) failed[side] = r.stderr.trim().split('\n')[0] || `exit ${r.code}`;
      else if (i >= WARMUP) times[side].push(r.ms);
      if (c.after) run(c.after, home);
    }
  }
  allBase.push(...times.base);
  const base = median(times.base);
  const side = (s, home) => {
    if (failed[s]) return { na: failed[s] };
    const ms = median(times[s]);
    const mb = peakMB(c.argv, home);
    if (c.after) run(c.after, home);
    return { ms, ratio: ms / base, mb };
  };
  results.push({ ...c, base, small: side('small', small), large: side('large', large) });
  process.stderr.write('.');
}
process.stderr.write('\n');

// ---------------------------------------------------------------- import costs (to find where time goes)

function importMs(specifier) {
  const code = `const t=performance.now();await import(${JSON.stringify(specifier)});process.stdout.write(String(performance.now()-t))`;
  const xs = [];
  for (let i = 0; i < 5; i++) {
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd: ROOT, env: env(small), encoding: 'utf8' });
    if (r.status !== 0) return NaN;
    xs.push(Number(r.stdout));
  }
  return median(xs);
}
// The first row is what any import costs (the ESM loader starting up): subtract it from the others.
const IMPORTS = ['data:text/javascript,', 'commander', 'chalk', 'cli-table3', 'conf', '@inquirer/prompts', 'asciichart', 'csv-stringify/sync'];
for (const rel of ['main.js', 'store/store.js', 'games/registry.js', 'commands/context.js', 'commands/sheets.js', 'commands/deals.js', 'commands/rules.js', 'commands/export.js', 'commands/stats.js', 'commands/doctor.js', 'ui/sheet-table.js']) {
  if (rel !== 'main.js' && fs.existsSync(path.join(DIST, rel))) IMPORTS.push(pathToFileURL(path.join(DIST, rel)).href);
}
const label = (s) => (s.startsWith('file:') ? 'dist/' + path.relative(DIST, fileURLToPath(s)) : s.startsWith('data:') ? '(an empty module)' : s);
const imports = IMPORTS.map((s) => [label(s), importMs(s)]);

// ---------------------------------------------------------------- report

const f = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : 'n/a');
const verdict = (r) => {
  const parts = [];
  for (const s of ['small', 'large']) {
    const x = r[s];
    if (x.na) continue;
    if (x.ratio > r.target) parts.push(`${s} ${f(x.ratio, 2)}x > ${r.target}x`);
    if (x.mb >= 150) parts.push(`${s} ${f(x.mb)} MB`);
  }
  if (r.flat && !r.small.na && !r.large.na && r.large.ms > r.small.ms * 1.1) parts.push(`large ${f((r.large.ms / r.small.ms - 1) * 100)}% slower than small`);
  if (r.small.na || r.large.na) return parts.length ? `MISSED: ${parts.join('; ')}` : 'n/a';
  return parts.length ? `MISSED: ${parts.join('; ')}` : 'ok';
};
const cell = (x) => (x.na ? 'n/a' : `${f(x.ms)} ms (${f(x.ratio, 2)}x)`);
const mem = (r) => [r.small, r.large].filter((x) => !x.na).map((x) => f(x.mb)).join(' / ') || 'n/a';

const lines = [];
lines.push(`tafel bench: node ${process.version}, ${os.cpus().length} cpu, ${RUNS} runs after ${WARMUP} warm-ups, medians; baseline \`node -e 0\` ${f(median(allBase), 1)} ms`);
lines.push(`(a) small store: ${smallSheets.length} sheets, ${smallSheets.reduce((n, s) => n + s.deals.length, 0)} deals, active sheet ${evening.deals.length} deals`);
lines.push(`(b) large store: ${largeSheets.length} sheets, ${dealCount} deals (${games.map((g) => g.id).join(', ')}), ${f(bytes(large) / 1048576, 1)} MB, active sheet ${evening.deals.length} deals`);
for (const n of notes) lines.push(`note: ${n}`);
lines.push('');
lines.push('| command | (a) small | (b) large | peak MB a / b | target | result |');
lines.push('|---|---|---|---|---|---|');
for (const r of results) lines.push(`| \`${r.name}\` | ${cell(r.small)} | ${cell(r.large)} | ${mem(r)} | ≤ ${r.target}x${r.flat ? ', large ≤ small +10%' : ''} | ${verdict(r)} |`);
const na = results.flatMap((r) => ['small', 'large'].filter((s) => r[s].na).map((s) => `${r.name} (${s}): ${r[s].na}`));
if (na.length) {
  lines.push('');
  lines.push('n/a: the command failed, probably not built yet:');
  for (const x of [...new Set(na)]) lines.push(`  ${x}`);
}
lines.push('');
lines.push('Import cost of each module in a fresh node (median of 5, ms; a dist module includes what it imports):');
for (const [name, ms] of imports) lines.push(`  ${name.padEnd(28)} ${f(ms, 1)}`);
process.stdout.write(lines.join('\n') + '\n');

if (process.env.BENCH_KEEP === '1') process.stdout.write(`\nkept: ${small} ${large}\n`);
else for (const d of [small, large]) fs.rmSync(d, { recursive: true, force: true });
