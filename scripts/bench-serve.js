/**
 * `npm run bench`, the live board's rows (issue 23): `tafel serve` start-up against bare node, the
 * time from a `record` exiting to a browser's DOM showing the new total (median of 20), the page's
 * weight, and the server's memory with 50 connected clients.
 *
 * The sheet: Kleurenwiezen for four with 60 deals, written straight in the store format. The browser
 * is headless Chromium (Debian's when installed, else @sparticuz/chromium's, as the browser test);
 * the page notes the moment a MutationObserver sees the total change, on the same clock as this
 * script. Plain Node ESM; BENCH_RUNS (default 15) runs for the start-up.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BIN = path.join(ROOT, 'bin', 'tafel.cjs');
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const home = fs.mkdtempSync(path.join(os.tmpdir(), 'tafel-bench-serve-'));
const env = { ...process.env, TAFEL_HOME: home, LANG: 'C' };
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const tafel = (args) => spawnSync(process.execPath, [BIN, ...args], { env, encoding: 'utf8' });

tafel(['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk']);
const [file] = fs.readdirSync(path.join(home, 'sheets')).map((n) => path.join(home, 'sheets', n));
const data = JSON.parse(fs.readFileSync(file, 'utf8'));
const players = data.players;
data.deals = Array.from({ length: 60 }, (_, i) => ({
  contract: 'solo',
  level: 6,
  by: [players[i % 4]],
  tricks: 7 + (i % 3),
}));
fs.writeFileSync(file, JSON.stringify(data, null, 2) + '\n');

/** Starts the board; resolves when it printed its URL (the moment a user could open it). */
function startServe() {
  const t0 = performance.now();
  const child = spawn(process.execPath, [BIN, 'serve', '--host', '127.0.0.1', '--port', '0', '--json', '--no-qr'], {
    env,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return new Promise((resolve) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('\n')) resolve({ child, url: JSON.parse(out.split('\n')[0]).url, ms: performance.now() - t0 });
    });
  });
}
const stop = (child) =>
  new Promise((resolve) => {
    child.on('exit', resolve);
    child.kill('SIGINT');
  });
const bare = () => {
  const t0 = performance.now();
  spawnSync(process.execPath, ['-e', '0']);
  return performance.now() - t0;
};

// Start-up, interleaved with bare node so drift on the machine hits both alike (one warm-up each).
bare();
await stop((await startServe()).child);
const serveMs = [];
const nodeMs = [];
for (let i = 0; i < RUNS; i++) {
  nodeMs.push(bare());
  const s = await startServe();
  serveMs.push(s.ms);
  await stop(s.child);
}

const { child, url } = await startServe();
const get = (u) =>
  new Promise((resolve) =>
    http.get(u, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve(body));
    }),
  );
const page = await get(url);
const rssMB = () =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;
const idleMB = rssMB();
// 50 clients on the event stream, each holding its connection open. Opened one after another: the server keeps at
// most 8 connections per address waiting for their first request (a phone's are few; these all come from here).
const clients = [];
for (let i = 0; i < 50; i++)
  clients.push(
    await new Promise((resolve) => {
      const req = http.get(`${url}/events`, { agent: false }, (res) => res.once('data', () => resolve(req)));
    }),
  );
await new Promise((r) => setTimeout(r, 300));
const clientsMB = rssMB();
for (const r of clients) r.destroy();

// Record to DOM.
let latency = [];
const fromWrite = [];
let browserName = 'none';
try {
  const puppeteer = (await import('puppeteer-core')).default;
  const debian = '/usr/bin/chromium';
  const executablePath = fs.existsSync(debian)
    ? debian
    : await (await import('@sparticuz/chromium')).default.executablePath();
  browserName = fs.existsSync(debian) ? "Debian's Chromium" : "@sparticuz/chromium's Chromium";
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'tafel-bench-chromium-'));
  const browser = await puppeteer.launch({
    executablePath,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--user-data-dir=${profile}`,
    ],
  });
  const tab = await browser.newPage();
  await tab.setViewport({ width: 390, height: 844 });
  await tab.goto(url);
  await tab.waitForSelector('.status.on');
  for (let i = 0; i < 20; i++) {
    await tab.evaluate(() => {
      window.seenAt = 0;
      const before = document.querySelector('[data-col="Ann"] .pts').textContent;
      const o = new MutationObserver(() => {
        const now = document.querySelector('[data-col="Ann"] .pts')?.textContent;
        if (now !== undefined && now !== before) {
          window.seenAt = Date.now();
          o.disconnect();
        }
      });
      o.observe(document.getElementById('board'), { childList: true, subtree: true, characterData: true });
    });
    const r = await new Promise((resolve) => {
      const c = spawn(process.execPath, [BIN, 'record', 'solo', '6', '--by', 'Ann', '--tricks', '7'], {
        env,
        stdio: 'ignore',
      });
      c.on('exit', (code) => resolve({ code, at: Date.now() }));
    });
    if (r.code !== 0) throw new Error(`record exited ${r.code}`);
    await tab.waitForFunction(() => window.seenAt > 0, { timeout: 10000, polling: 5 });
    const seenAt = await tab.evaluate(() => window.seenAt);
    latency.push(seenAt - r.at);
    // The write itself (the sheet file's time): the board often shows a deal before `record` has exited.
    fromWrite.push(seenAt - fs.statSync(file).mtimeMs);
  }
  await browser.close();
  fs.rmSync(profile, { recursive: true, force: true });
} catch (e) {
  latency = [];
  console.error(`bench-serve: no browser for the record-to-DOM row: ${e.message}`);
}
await stop(child);
fs.rmSync(home, { recursive: true, force: true });

const f = (n) => n.toFixed(1);
console.log('\nLive board (tafel serve), 60-deal Kleurenwiezen sheet');
console.log('| what | figure |');
console.log('| --- | --- |');
console.log(
  `| start-up to URL printed (median of ${RUNS}) | ${f(median(serveMs))} ms (bare ` +
    `node ${f(median(nodeMs))} ms, ${(median(serveMs) / median(nodeMs)).toFixed(2)}x) |`,
);
console.log(
  latency.length
    ? `| record exit to DOM showing the new total (median of 20, ${browserName}) ` +
        `| ${f(median(latency))} ms (max ${f(Math.max(...latency))}; from the file's ` +
        `write ${f(median(fromWrite))} ms) |`
    : '| record exit to DOM | no browser could start |',
);
console.log(`| page weight (HTML, inline CSS and JS) | ${(Buffer.byteLength(page) / 1024).toFixed(1)} KB |`);
console.log(`| server memory (RSS), idle / 50 event-stream clients | ${f(idleMB)} MB / ${f(clientsMB)} MB |`);
