/**
 * Generated data directories for `npm run bench` (and for trying tafel on big stores by hand):
 * sheets written straight in the store format (SheetData of src/sheet/sheet.ts), with deal inputs
 * made by each game's own parseDeal, so every file is one tafel could have written. Seeded, so every
 * run measures the same data. Reads the games from src/ (scripts/from-src.js).
 *
 *   node scripts/bench-data.js <dir> <sheets> <deals per sheet>   writes such a store (first sheet active)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fromSrc } from './from-src.js';

const { GAMES, SCHEMA_VERSION, configOf, replay } = await fromSrc('../scripts/bench-src.ts');

/** mulberry32: a small seeded generator, so every run of the bench measures the same data. */
export function random(seed) {
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
  return [
    a,
    pick(
      rnd,
      players.filter((p) => p !== a),
    ),
  ];
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
  belote: (rnd, P) =>
    rnd() < 0.08
      ? 'pas'
      : `--taker ${pick(rnd, P)} --points ${int(rnd, 40, 140)}${rnd() < 0.2 ? ` --belote ${pick(rnd, P)}` : ''}`,
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

/** The games the bench covers, in the order the large stores cycle through them (one not registered is left out, with a note). */
export function benchGames(notes = []) {
  return ['kleurenwiezen', 'solokaarten', 'belote', 'zwikken']
    .map((id) => {
      const g = GAMES.find((x) => x.id === id);
      if (!g) notes.push(`${id} is not registered yet: left out of the large store.`);
      return g;
    })
    .filter(Boolean);
}

/** A sheet of `deals` deals (fewer when the game ends earlier: cut where it ended). */
export function makeSheet(game, id, deals, rnd, createdAt) {
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
    if (tries > deals * 50)
      throw new Error(`cannot generate ${game.id} deals: its record lines in scripts/bench-data.js no longer parse`);
    try {
      data.deals.push(game.parseDeal(recordArgs(LINES[game.id](rnd, PLAYERS)), config));
    } catch {
      // a line this game refuses (e.g. impossible tricks for that contract): draw another
    }
  }
  // A sheet that reached its end takes no more deals: cut it where it ended (default rules never end).
  if (replay(game, data).finished) {
    let lo = 1;
    let hi = data.deals.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (replay(game, { ...data, deals: data.deals.slice(0, mid) }).finished) hi = mid;
      else lo = mid + 1;
    }
    data.deals = data.deals.slice(0, lo);
  }
  return data;
}

/** A many-deal sheet made fast: the 60-deal pattern repeated (the default Kleurenwiezen rules never end a sheet). */
export function longSheet(base, id, deals) {
  const out = { ...base, id, deals: [] };
  while (out.deals.length < deals) out.deals.push(...base.deals.slice(0, deals - out.deals.length));
  return out;
}

const day = (n) => new Date(Date.UTC(2024, 0, 5) + n * 86400000).toISOString().slice(0, 10);

/**
 * `count` sheets of `deals` deals cycling through the games, two of each game a day from 2024-01-05
 * (ids unique). Past `distinct` sheets the deals of earlier ones are reused under a new id and date,
 * which makes very large stores quick to generate.
 */
export function manySheets(games, count, deals, rnd, distinct = Infinity) {
  const out = [];
  const perDay = new Map();
  for (let i = 0; out.length < count; i++) {
    const g = games[i % games.length];
    const date = day(Math.floor(i / (2 * games.length)));
    const key = `${date}-${g.id}`;
    const k = (perDay.get(key) ?? 0) + 1;
    perDay.set(key, k);
    const id = k === 1 ? key : `${key}-${k}`;
    const createdAt = `${date}T19:${String(10 + k).padStart(2, '0')}:00.000Z`;
    out.push(
      i < distinct
        ? makeSheet(g, id, deals, rnd, createdAt)
        : { ...out[i % distinct], id, title: `Bench ${id}`, createdAt },
    );
  }
  return out;
}

export function writeStore(dir, sheets, active) {
  fs.mkdirSync(path.join(dir, 'sheets'), { recursive: true, mode: 0o700 });
  for (const s of sheets)
    fs.writeFileSync(path.join(dir, 'sheets', `${s.id}.json`), JSON.stringify(s, null, 2) + '\n', { mode: 0o600 });
  fs.writeFileSync(
    path.join(dir, 'settings.json'),
    JSON.stringify({ schemaVersion: SCHEMA_VERSION, active }, null, 2) + '\n',
    { mode: 0o600 },
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [dir, sheets = '1', deals = '60'] = process.argv.slice(2);
  if (!dir) {
    process.stderr.write('usage: node scripts/bench-data.js <dir> <sheets> <deals per sheet>\n');
    process.exit(2);
  }
  const list = manySheets(benchGames(), Number(sheets), Number(deals), random(20261129), 400);
  writeStore(dir, list, list[0].id);
  process.stdout.write(`${dir}: ${list.length} sheets, ${list.reduce((n, s) => n + s.deals.length, 0)} deals\n`);
}
