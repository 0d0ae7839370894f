/**
 * `tafel serve` as the user runs it (the built binary): a `record` in another process reaches a
 * connected board by Server-Sent Events; a corrupt sheet shows its refusal and the board keeps
 * serving; the data directory is never written; Ctrl-C exits 130; bad flags are refused.
 */
import { afterEach, expect, test } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { BIN, snapshot, spawnTafelJson, tafel, tempHomes } from '../helpers/cli.js';

const home = tempHomes();
const running: ChildProcess[] = [];
afterEach(() => {
  for (const c of running.splice(0)) if (c.exitCode === null) c.kill('SIGKILL');
});

interface Served {
  child: ChildProcess;
  url: string;
  stderr: () => string;
  exited: Promise<number | null>;
}

/** Starts `tafel serve --json` on 127.0.0.1 and a free port; resolves with the URL it printed. */
function serve(dir: string, args: string[] = [], env: NodeJS.ProcessEnv = {}): Promise<Served> {
  const child = spawn(
    process.execPath,
    [BIN, 'serve', '--host', '127.0.0.1', '--port', '0', '--json', '--no-qr', ...args],
    {
      env: { ...process.env, TAFEL_HOME: dir, LANG: 'C', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  running.push(child);
  let out = '';
  let err = '';
  child.stderr!.on('data', (d) => (err += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      out += d;
      const line = out.split('\n')[0];
      if (out.includes('\n'))
        resolve({ child, url: (JSON.parse(line) as { url: string }).url, stderr: () => err, exited });
    });
    child.on('exit', (code) => reject(new Error(`serve exited ${code}: ${err}`)));
  });
}

/** The board's events: each `board` event's data, as it arrives. */
function events(
  url: string,
  headers: Record<string, string> = {},
): { bodies: { title: string; html: string }[]; close: () => void } {
  const bodies: { title: string; html: string }[] = [];
  let buffer = '';
  const req = http.get(`${url}/events`, { headers }, (res) => {
    res.setEncoding('utf8');
    res.on('data', (d: string) => {
      buffer += d;
      for (let i = buffer.indexOf('\n\n'); i >= 0; i = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        const data = /^data: (.*)$/m.exec(block);
        if (/^event: board$/m.test(block) && data) bodies.push(JSON.parse(data[1]));
      }
    });
  });
  req.on('error', () => {});
  return { bodies, close: () => req.destroy() };
}

/** Waits (bounded) until `ok` holds; no timing is asserted. */
async function until(ok: () => boolean, what: string, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const fetchText = (url: string): Promise<{ status: number; text: string }> =>
  new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      })
      .on('error', reject);
  });

test('a record in another process reaches the open board; a corrupt sheet shows its refusal and ' +
  'serving goes on; nothing is written; Ctrl-C exits 130', async () => {
  const dir = home();
  expect((await tafel(dir, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'])).code).toBe(0);
  const s = await serve(dir);
  const ev = events(s.url);
  await until(() => ev.bodies.length > 0, 'the first board');
  expect(ev.bodies[0].html).toContain('Ann');
  const r = await tafel(dir, ['record', 'solo', '6', '--by', 'Bert', '--tricks', '7']);
  expect(r.code).toBe(0);
  // The board shows the totals the sheet itself has (the scoring is tested elsewhere).
  const totals = spawnTafelJson<{ totals: Record<string, number> }>(dir, ['sheet']).totals;
  expect(totals.Bert).not.toBe(0);
  const shown = (b: { html: string }, p: string) =>
    new RegExp(`data-col="${p}"><span class="name">${p}</span><span class="pts">([^<]*)<`).exec(b.html)?.[1];
  const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
  await until(() => ev.bodies.some((b) => shown(b, 'Bert') === signed(totals.Bert)), 'the recorded deal on the board');
  expect(['Ann', 'Bert', 'Cis', 'Dirk'].map((p) => shown(ev.bodies.at(-1)!, p))).toEqual(
    ['Ann', 'Bert', 'Cis', 'Dirk'].map((p) => signed(totals[p])),
  );
  // A sheet file turned into garbage: the board says so, and keeps answering.
  const id = fs
    .readdirSync(path.join(dir, 'sheets'))
    .find((n) => n.endsWith('.json'))!
    .slice(0, -5);
  const sheetFile = path.join(dir, 'sheets', `${id}.json`);
  const good = fs.readFileSync(sheetFile);
  fs.writeFileSync(sheetFile, '{"not a sheet');
  await until(
    () => ev.bodies.some((b) => b.html.includes('class="refusal"') && b.html.includes(id)),
    'the refusal on the board',
  );
  const page = await fetchText(s.url);
  expect(page.status).toBe(200);
  expect(page.text).toContain(`Sheet ${id} cannot be shown`);
  fs.writeFileSync(sheetFile, good);
  await until(() => shown(ev.bodies.at(-1)!, 'Bert') === signed(totals.Bert), 'the board back');
  const before = snapshot(dir);
  expect((await fetchText(s.url)).status).toBe(200);
  ev.close();
  s.child.kill('SIGINT');
  expect(await s.exited).toBe(130);
  expect(s.stderr()).toContain('Board stopped.');
  expect(s.stderr()).not.toContain(new URL(s.url).pathname.slice(1));
  // The board wrote nothing while it served, read and stopped.
  expect(snapshot(dir)).toEqual(before);
}, 120_000);

test('an evening board shows the totals per game; with --lang nl every page is Dutch', async () => {
  const dir = home();
  await tafel(dir, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk']);
  await tafel(dir, ['record', 'solo', '6', '--by', 'Bert', '--tricks', '7']);
  const s = await serve(dir, ['--evening', 'today', '--lang', 'nl']);
  const page = await fetchText(s.url);
  expect(page.text).toContain('Totalen per spel');
  expect(page.text).toContain('<html lang="nl">');
  s.child.kill('SIGINT');
  expect(await s.exited).toBe(130);
}, 120_000);

test('bad flags are refused with one line, before anything is served', async () => {
  const dir = home();
  // In process, and stopped after a bound if a slip let one of them serve: a refusal must come before that.
  const bounded = { signal: AbortSignal.timeout(30_000) };
  const port = await tafel(dir, ['serve', '--port', 'abc', '--host', '127.0.0.1'], bounded);
  expect([port.code, port.stderr.trim().split('\n').length]).toEqual([2, 1]);
  expect(port.stderr).toContain('--port must be a whole number');
  expect((await tafel(dir, ['serve', '--host', 'my laptop'], bounded)).code).toBe(2);
  expect((await tafel(dir, ['serve', 'nosuchsheet', '--evening', 'today'], bounded)).code).toBe(2);
  const missing = await tafel(dir, ['serve', 'nosuchsheet', '--host', '127.0.0.1'], bounded);
  expect(missing.code).toBe(1);
  expect(missing.stderr).toContain('No sheet "nosuchsheet"');
});
