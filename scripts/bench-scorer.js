/**
 * `npm run bench`, the scorer's phone (scorer.md §5, issue 32): a phone's POST to its answer and to another open
 * board (median of 50 deals on a 60-deal sheet), fifteen table pages recording at the same moment, the page's weight
 * with its script for the board and the scorer on a 200-deal sheet, and the server's memory with 256 open boards and
 * 30 writing pages. Plain Node ESM and node:http, as a phone's page sends its writes; the built binary serves.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BIN = path.join(ROOT, 'bin', 'tafel.cjs');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const f = (n) => n.toFixed(1);
const stop = (child) =>
  new Promise((resolve) => {
    child.on('exit', resolve);
    child.kill('SIGINT');
  });
const get = (u) =>
  new Promise((resolve, reject) =>
    http
      .get(u, { agent: false }, (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve(body));
      })
      .on('error', reject),
  );

const step = (what) => process.stderr.write(`bench-scorer: ${what}\n`);
const scorerHome = () => fs.mkdtempSync(path.join(os.tmpdir(), 'tafel-bench-scorer-'));
const envOf = (dir) => ({ ...process.env, TAFEL_HOME: dir, LANG: 'C' });
const run = (dir, args) => {
  const r = spawnSync(process.execPath, [BIN, ...args], { env: envOf(dir), encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`tafel ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
};
/** `tafel serve --scorer --json` (and its extra arguments); resolves with its links. */
function startScorer(dir, extra = []) {
  const child = spawn(
    process.execPath,
    [BIN, 'serve', '--scorer', '--host', '127.0.0.1', '--port', '0', '--json', '--no-qr', ...extra],
    { env: envOf(dir), stdio: ['ignore', 'pipe', 'ignore'] },
  );
  return new Promise((resolve) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('\n')) resolve({ child, ...JSON.parse(out.split('\n')[0]) });
    });
  });
}
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
/**
 * A write as the page sends it, from the phone's own address (127.0.0.0/8 is all this machine: each phone of a club
 * night gets one, as on a real network); resolves with the status and the JSON answer.
 */
function send(link, action, fields, from = '127.0.0.1', tries = 3) {
  // A kept-alive connection the server closed as idle just as it was reused resets: sent again, as the page's outbox
  // sends again (the id makes it safe).
  return sendOnce(link, action, fields, from).catch((e) => {
    if (tries > 1 && e.code === 'ECONNRESET') return send(link, action, fields, from, tries - 1);
    throw e;
  });
}
function sendOnce(link, action, fields, from) {
  const u = new URL(action, link);
  const body = JSON.stringify(fields);
  return new Promise((resolve, reject) => {
    const req = http.request(
      u,
      {
        method: 'POST',
        agent,
        localAddress: from,
        headers: { 'Content-Type': 'application/json', Origin: u.origin, 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode, json: JSON.parse(text || '{}') }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
let ids = 0;
const newId = () => `bench-submission-${String(++ids).padStart(8, '0')}`;
/** An open board (from a phone's address): every `board` event as it arrives, with the moment it arrived. */
function openBoard(url, onEvent, from = '127.0.0.1') {
  let buffer = '';
  const req = http.get(`${url.replace(/\/$/, '')}/events`, { agent: false, localAddress: from }, (res) => {
    res.setEncoding('utf8');
    res.on('data', (d) => {
      buffer += d;
      for (let i = buffer.indexOf('\n\n'); i >= 0; i = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        const m = /^data: (.*)$/m.exec(block);
        if (/^event: board$/m.test(block) && m) onEvent(JSON.parse(m[1]), performance.now());
      }
    });
  });
  req.on('error', () => {});
  return req;
}
const rss = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;
const pause = (ms) => new Promise((r) => setTimeout(r, ms));
const fill = (dir, id, n) => {
  const file = path.join(dir, 'sheets', `${id}.json`);
  const d = JSON.parse(fs.readFileSync(file, 'utf8'));
  d.deals = Array.from({ length: n }, (_, i) => ({
    contract: 'solo',
    level: 6,
    by: [d.players[i % 4]],
    tricks: 7 + (i % 3),
  }));
  fs.writeFileSync(file, JSON.stringify(d, null, 2) + '\n');
};

step('one');
// 1. A phone's POST to its answer and to another open board: 50 deals on a 60-deal sheet.
const one = scorerHome();
const sheetId = JSON.parse(run(one, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk', '--json'])).id;
fill(one, sheetId, 60);
let s = await startScorer(one);
const link = s.links.find((l) => l.kind === 'scorer').url;
let seen = () => {};
const other = openBoard(s.url, (body, at) => seen(body, at));
await pause(300);
const toAnswer = [];
const toBoard = [];
for (let i = 0; i < 50; i++) {
  const rows = 60 + i;
  const shown = new Promise((resolve) => {
    seen = (body, at) => {
      // The new deal's row on the board: its number in the first cell of the last row.
      if (body.html.includes(`<td class="no">${rows + 1}</td>`)) resolve(at);
    };
  });
  const t0 = performance.now();
  const r = await send(link, 'deal', { line: `solo 6 ${['ann', 'bert', 'cis', 'dirk'][i % 4]} 7`, rows, id: newId() });
  const answered = performance.now();
  if (r.status !== 200) throw new Error(`deal ${rows + 1}: ${r.status} ${JSON.stringify(r.json)}`);
  toAnswer.push(answered - t0);
  toBoard.push((await shown) - t0);
  // Within the ten writes a second a token may make.
  await pause(110);
}
other.destroy();
await stop(s.child);

step('fifteen');
// 2. Fifteen table pages recording at the same moment (an event of 60 players at 15 tables).
const club = scorerHome();
const players60 = Array.from({ length: 60 }, (_, i) => `P${String(i + 1).padStart(2, '0')}`);
run(club, [
  'event',
  'new',
  'klaverjassen',
  '--entrants',
  players60.join(','),
  '--rounds',
  '1',
  '--seed',
  '1',
  '--id',
  'club',
]);
const plan = JSON.parse(run(club, ['event', 'draw', '--json']));
s = await startScorer(club, ['--event']);
const tableLinks = s.links.filter((l) => l.kind === 'scorer');
const t15 = performance.now();
const answers = await Promise.all(
  tableLinks.map(async (l) => {
    const seat1 = plan.tables.find((t) => t.table === l.table).seats[0].name;
    const r = await send(l.url, 'deal', { line: `${seat1} 92`, rows: 0, id: newId(), round: 1 }, `127.0.2.${l.table}`);
    return { status: r.status, at: performance.now() - t15 };
  }),
);
const stored = plan.tables.filter(
  (t) => JSON.parse(fs.readFileSync(path.join(club, 'sheets', `${t.sheet}.json`), 'utf8')).deals.length === 1,
).length;
await stop(s.child);

step('weight');
// 3. The page's weight with its script, board and scorer, on a 200-deal sheet.
const heavy = scorerHome();
const heavyId = JSON.parse(run(heavy, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk', '--json'])).id;
fill(heavy, heavyId, 200);
s = await startScorer(heavy);
const boardKB = Buffer.byteLength(await get(s.url)) / 1024;
const scorerKB = Buffer.byteLength(await get(s.links.find((l) => l.kind === 'scorer').url)) / 1024;
await stop(s.child);

step('night');
// 4. A club night's load: 256 open boards and 30 writing pages (120 players at 30 tables); the server's memory.
const night = scorerHome();
const players120 = Array.from({ length: 120 }, (_, i) => `Q${String(i + 1).padStart(3, '0')}`);
run(night, [
  'event',
  'new',
  'klaverjassen',
  '--entrants',
  players120.join(','),
  '--rounds',
  '1',
  '--seed',
  '2',
  '--id',
  'night',
]);
const nightPlan = JSON.parse(run(night, ['event', 'draw', '--json']));
s = await startScorer(night, ['--event']);
const idleScorerMB = rss(s.child.pid);
const boards = [];
const opening = (u, from) =>
  new Promise((resolve) => {
    let first = true;
    boards.push(
      openBoard(
        u,
        () => {
          if (first) resolve();
          first = false;
        },
        from,
      ),
    );
  });
// Every player's phone on the event board (its own address), every table's page on its table. In waves of 32: the
// server keeps at most 64 connections waiting for their first request, as phones arriving over a minute never reach.
for (let w = 0; w < 256; w += 32)
  await Promise.all(
    Array.from({ length: 32 }, (_, k) => opening(s.url, `127.0.${5 + ((w + k) >> 7)}.${((w + k) & 127) + 1}`)),
  );
const tablesOpen = s.links.filter((l) => l.kind === 'scorer').slice(0, 30);
await Promise.all(tablesOpen.map((l) => opening(l.url, `127.0.4.${l.table}`)));
for (let k = 0; k < 4; k++)
  await Promise.all(
    tablesOpen.map((l) => {
      const seats = nightPlan.tables.find((t) => t.table === l.table).seats.map((x) => x.name);
      return send(l.url, 'deal', { line: `${seats[k % 4]} 92`, rows: k, id: newId(), round: 1 }, `127.0.4.${l.table}`);
    }),
  );
await pause(500);
const loadedMB = rss(s.child.pid);
for (const b of boards) b.destroy();
await stop(s.child);
agent.destroy();
for (const d of [one, club, heavy, night]) fs.rmSync(d, { recursive: true, force: true });

const ok15 = answers.filter((a) => a.status === 200).length;
console.log("\nThe scorer's phone (tafel serve --scorer)");
console.log('| what | figure | goal |');
console.log('| --- | --- | --- |');
console.log(
  `| a phone's POST to its answer, median of 50 deals on a 60-deal sheet | ${f(median(toAnswer))} ms ` +
    `(max ${f(Math.max(...toAnswer))}) | under 50 ms |`,
);
console.log(
  `| the same POST to another open board showing the deal, median of 50 | ${f(median(toBoard))} ms ` +
    `(max ${f(Math.max(...toBoard))}) | under 50 ms |`,
);
console.log(
  `| 15 table pages recording at the same moment: stored / answered 200, the last answer | ${stored} / ${ok15}, ` +
    `${f(Math.max(...answers.map((a) => a.at)))} ms | all, under 1 s |`,
);
console.log(
  `| page weight with its script on a 200-deal sheet: board / scorer | ${boardKB.toFixed(1)} KB / ` +
    `${scorerKB.toFixed(1)} KB | under 50 KB |`,
);
console.log(
  `| server memory (RSS): idle / 256 open boards and 30 writing pages | ${f(idleScorerMB)} MB / ${f(loadedMB)} MB ` +
    '| under 150 MB |',
);
