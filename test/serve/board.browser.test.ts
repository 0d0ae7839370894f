/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * The live board in a real browser (issue 23): headless Chromium, Debian's /usr/bin/chromium when it
 * is installed, else the one @sparticuz/chromium ships inside its npm package (so `npm ci && npm
 * test` needs nothing more). Never skipped: the suite's name says which browser ran, and it fails
 * when none starts. One serve process and one browser for every check, to keep the suite short.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import jsQRModule from 'jsqr';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { serve as enServe } from '../../src/i18n/en/serve.js';
import { serve as nlServe } from '../../src/i18n/nl/serve.js';
import { labels } from '../../src/evening/layout.js';
import { BIN, spawnTafel, spawnTafelAsync, spawnTafelJson, tempHome } from '../helpers/cli.js';
import type { Ctx } from '../../src/commands/context.js';
import { runEventDraw, runEventNew } from '../../src/commands/event.js';
import { Board } from '../../src/serve/board.js';
import { boardBody, boardPage } from '../../src/serve/page.js';
import { Store } from '../../src/store/store.js';
import { HOST } from '../helpers/host.js';
import { testCtx } from '../helpers/ctx.js';

const DEBIAN = '/usr/bin/chromium';
const BROWSER = fs.existsSync(DEBIAN)
  ? `Debian's Chromium (${DEBIAN})`
  : "@sparticuz/chromium's Chromium (from node_modules)";
type Decode = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
// jsqr is CommonJS: under Jest's ES modules its function may come as the module or as its default.
const jsQR = ((jsQRModule as unknown as { default?: Decode }).default ?? jsQRModule) as unknown as Decode;

let browser: Browser;
let dir: string;
let child: ChildProcess;
let stdout = '';
let url = '';
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'tafel-chromium-'));

async function executable(): Promise<string> {
  if (fs.existsSync(DEBIAN)) return DEBIAN;
  const { default: chromium } = await import('@sparticuz/chromium');
  return chromium.executablePath();
}

beforeAll(async () => {
  dir = tempHome();
  // Five players: one sits out each deal; a long name to test the phone's columns.
  const players = ['Ann', 'Bartholomeus', 'Cis', 'Dirk', 'Eva'];
  expect(spawnTafel(dir, ['new', 'kleurenwiezen', '--players', players.join(',')]).code).toBe(0);
  // Twelve deals written straight into the file (a record each would cost seconds): the dealer sits
  // out, so each solo goes to a player two seats on. The sheet is read back as every command reads it.
  const [file] = fs.readdirSync(path.join(dir, 'sheets')).map((n) => path.join(dir, 'sheets', n));
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  data.deals = Array.from({ length: 12 }, (_, i) => ({
    contract: 'solo',
    level: 6,
    by: [players[(i + 2) % 5]],
    tricks: 7,
  }));
  fs.writeFileSync(file, JSON.stringify(data, null, 2) + '\n');
  expect(spawnTafelJson<{ deals: unknown[] }>(dir, ['sheet']).deals.length).toBe(12);
  child = spawn(process.execPath, [BIN, 'serve', '--host', '127.0.0.1', '--port', '0'], {
    env: { ...process.env, TAFEL_HOME: dir, LANG: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (stdout += d));
  const started = Date.now();
  while (!/Ctrl-C/.test(stdout)) {
    // A bound for a start that fails, sized for a busy machine (a process start there takes seconds).
    if (Date.now() - started > 60_000 || child.exitCode !== null)
      throw new Error(`tafel serve did not start: ${stdout}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  url = /Live board: (\S+)/.exec(stdout)![1];
  // Fails the suite when no browser starts: nothing is skipped.
  browser = await puppeteer.launch({
    executablePath: await executable(),
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
}, 120_000);

afterAll(async () => {
  await browser?.close();
  child?.kill('SIGINT');
  fs.rmSync(profile, { recursive: true, force: true });
  fs.rmSync(dir, { recursive: true, force: true });
});

async function open(width: number, height: number, opts: { dark?: boolean; lang?: string } = {}): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewport({ width, height });
  if (opts.dark) await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
  if (opts.lang) await page.setExtraHTTPHeaders({ 'Accept-Language': opts.lang });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('.status.on');
  return page;
}

/**
 * What a person sees of the totals: each card's name and number, and whether it is inside the screen without
 * scrolling sideways.
 */
const seen = (page: Page) =>
  page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    cards: [...document.querySelectorAll('.totals li')].map((li) => {
      const r = li.getBoundingClientRect();
      return {
        name: li.querySelector('.name')!.textContent,
        pts: li.querySelector('.pts')!.textContent,
        inside: r.left >= 0 && r.right <= innerWidth && r.top >= 0 && r.bottom <= innerHeight,
      };
    }),
  }));

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

describe(`the live board in ${BROWSER}`, () => {
  test('390x844: the totals stand on the first screen, no sideways scroll; a record in another ' +
    'process changes them without a reload', async () => {
    const page = await open(390, 844);
    const totals = spawnTafelJson<{ totals: Record<string, number>; players: string[] }>(dir, ['sheet']);
    let s = await seen(page);
    expect(s.scrollWidth).toBeLessThanOrEqual(390);
    expect(s.cards).toEqual(totals.players.map((p) => ({ name: p, pts: signed(totals.totals[p]), inside: true })));
    // Who deals next and who sits out, under the totals.
    expect(await page.$eval('.turn', (e) => e.textContent)).toMatch(/^Next to deal: \S+ · Sitting out: /);
    // Only the last deals on a phone, their rows inside the width.
    const rows = await page.$$eval('table.deals tbody tr', (trs) =>
      trs.filter((t) => getComputedStyle(t).display !== 'none').map((t) => t.getBoundingClientRect().right),
    );
    expect(rows.length).toBe(8);
    for (const right of rows) expect(right).toBeLessThanOrEqual(390);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const r = await spawnTafelAsync(dir, ['record', 'solo', '6', '--by', 'Bartholomeus', '--tricks', '7']);
    expect(r.code).toBe(0);
    const after = spawnTafelJson<{ totals: Record<string, number> }>(dir, ['sheet']).totals;
    await page.waitForFunction(
      (want: string) => document.querySelector('[data-col="Bartholomeus"] .pts')?.textContent === want,
      { timeout: 60_000 },
      signed(after.Bartholomeus),
    );
    s = await seen(page);
    expect(s.cards.map((c) => c.pts)).toEqual(totals.players.map((p) => signed(after[p])));
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await page.close();
  }, 120_000);

  test('1280x800 in dark mode: the whole sheet and the chart, light text on a dark ground', async () => {
    const page = await open(1280, 800, { dark: true });
    const s = await seen(page);
    expect(s.scrollWidth).toBeLessThanOrEqual(1280);
    expect(s.cards.every((c) => c.inside)).toBe(true);
    const deals = spawnTafelJson<{ deals: unknown[] }>(dir, ['sheet']).deals.length;
    const look = await page.evaluate(() => {
      const lum = (c: string) => {
        const [r, g, b] = (c.match(/\d+(\.\d+)?/g) ?? [])
          .map(Number)
          .map((v) => v / 255)
          .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const body = getComputedStyle(document.body);
      const pts = getComputedStyle(document.querySelector('.totals .pts')!);
      const card = getComputedStyle(document.querySelector('.totals li')!);
      const chart = document.querySelector('.chart svg')!.getBoundingClientRect();
      return {
        ground: lum(body.backgroundColor),
        contrast: (lum(pts.color) + 0.05) / (lum(card.backgroundColor) + 0.05),
        rows: [...document.querySelectorAll('table.deals tbody tr')].filter(
          (t) => getComputedStyle(t).display !== 'none',
        ).length,
        chart: chart.width > 300 && chart.height > 100,
        lines: document.querySelectorAll('.chart polyline').length,
      };
    });
    expect(look.ground).toBeLessThan(0.05);
    // WCAG AAA for the numbers read across the table.
    expect(look.contrast).toBeGreaterThanOrEqual(7);
    expect(look.rows).toBe(deals);
    expect(look.chart).toBe(true);
    expect(look.lines).toBe(5);
    await page.close();
  }, 120_000);

  test('the Dutch page (Accept-Language nl) holds no English', async () => {
    const page = await open(390, 844, { lang: 'nl-BE,nl;q=0.9' });
    const text = await page.evaluate(
      // biome-ignore lint/performance/useDomNodeTextContent: what a person sees, not the hidden rows' text
      () => document.documentElement.lang + '\n' + document.body.innerText + '\n' + document.title,
    );
    expect(text.startsWith('nl\n')).toBe(true);
    // Every word of the board's English texts (and the sheet's labels) that Dutch does not also use.
    const words = (o: unknown): string[] =>
      typeof o === 'string'
        ? o.split(/[^A-Za-z]+/)
        : typeof o === 'function'
          ? words((o as (...a: string[]) => string)('', '', ''))
          : o && typeof o === 'object'
            ? Object.values(o).flatMap(words)
            : [];
    const dutch = new Set(words([nlServe, labels('nl')]).map((w) => w.toLowerCase()));
    const english = [
      ...new Set(
        words([enServe, labels('en'), 'tricks trick made down deal deals dealer'].map((x) => x)).map((w) =>
          w.toLowerCase(),
        ),
      ),
    ].filter(
      (w) =>
        w.length >= 3 &&
        !dutch.has(w) &&
        !['tafel', 'new', 'kleurenwiezen', 'lodige', 'solo', 'host', 'port', 'ctrl', 'board'].includes(w),
    );
    const found = (t: string) => english.filter((w) => new RegExp(`\\b${w}\\b`, 'i').test(t));
    expect(found(text)).toEqual([]);
    // The check finds English where there is some: the English page holds many of those words.
    // biome-ignore lint/performance/useDomNodeTextContent: as above
    const en = await (await open(390, 844, { lang: 'en' })).evaluate(() => document.body.innerText);
    expect(found(en).length).toBeGreaterThan(3);
    expect(text).toContain('Volgende gever');
    await page.close();
  }, 120_000);

  test('after a network blip the page reconnects by itself and follows again', async () => {
    // A relay between the browser and the board: dropping its connections is the blip.
    const target = new URL(url);
    const links = new Set<net.Socket>();
    const relay = net.createServer((inbound) => {
      const out = net.connect(Number(target.port), '127.0.0.1');
      for (const s of [inbound, out]) {
        links.add(s);
        s.on('error', () => {});
        s.on('close', () => links.delete(s));
      }
      inbound.pipe(out).pipe(inbound);
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const relayed = `http://127.0.0.1:${(relay.address() as net.AddressInfo).port}${target.pathname}`;
    const page = await browser.newPage();
    try {
      await page.setViewport({ width: 390, height: 844 });
      await page.goto(relayed);
      await page.waitForSelector('.status.on');
      for (const s of links) s.destroy();
      await page.waitForSelector('.status.off', { timeout: 30_000 });
      await page.waitForSelector('.status.on', { timeout: 60_000 });
      // The solo goes to a player two seats after the dealer (who sits out).
      const before = spawnTafelJson<{ players: string[]; nextDealer: string }>(dir, ['sheet']);
      const by = before.players[(before.players.indexOf(before.nextDealer) + 2) % before.players.length];
      expect(spawnTafel(dir, ['record', 'solo', '6', '--by', by, '--tricks', '7']).code).toBe(0);
      const want = signed(spawnTafelJson<{ totals: Record<string, number> }>(dir, ['sheet']).totals[by]);
      await page.waitForFunction(
        (p: string, w: string) => document.querySelector(`[data-col="${p}"] .pts`)?.textContent === w,
        { timeout: 60_000 },
        by,
        want,
      );
    } finally {
      await page.close();
      relay.close();
      for (const s of links) s.destroy();
    }
  }, 120_000);

  test("the HTML export's page reads on a phone too: no table scrolls sideways at 400 px", async () => {
    const out = path.join(dir, 'evening.html');
    expect(spawnTafel(dir, ['export', '--evening', 'today', '--out', out]).code).toBe(0);
    const page = await browser.newPage();
    await page.setViewport({ width: 400, height: 844 });
    await page.goto(`file://${out}`);
    const wide = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      tables: [...document.querySelectorAll('table')].map((t) => t.getBoundingClientRect().right),
    }));
    expect(wide.page).toBeLessThanOrEqual(400);
    expect(wide.tables.length).toBeGreaterThan(0);
    for (const right of wide.tables) expect(right).toBeLessThanOrEqual(400);
    await page.close();
  });

  test('an event board (serve --event) at 390 px: standings above the tables, nothing sideways', async () => {
    // Rendered in process and opened as a file: one page load, no second server.
    const ctx: Ctx = testCtx({ store: new Store(tempHome(), HOST), lang: 'nl', json: true });
    const long = ['Bartholomeus Vandenbroucke', 'Cis', 'Dirk', 'Evangelina Verstraeten-Claes', 'Fien', 'Gert', 'Hilde'];
    await runEventNew(ctx, 'klaverjassen', {
      entrants: ['Ann', ...long].join(','),
      rounds: '2',
      seed: '3',
      id: 'breed',
    });
    await runEventDraw(ctx, {});
    const out = path.join(ctx.store.dir, 'event.html');
    fs.writeFileSync(
      out,
      boardPage(boardBody(new Board(ctx.store, { kind: 'event' }).snapshot('nl')), 'nl', '/x/events'),
    );
    const page = await browser.newPage();
    await page.setViewport({ width: 390, height: 844 });
    await page.goto(`file://${out}`);
    const got = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      standings: document.querySelector('.standings')!.getBoundingClientRect().top,
      plan: document.querySelector('.plan')!.getBoundingClientRect().top,
      rights: [...document.querySelectorAll('table, td, .tables > li')].map((e) => e.getBoundingClientRect().right),
      tables: document.querySelectorAll('.tables > li').length,
    }));
    expect(got.page).toBeLessThanOrEqual(390);
    expect(got.standings).toBeLessThan(got.plan);
    expect(got.tables).toBe(2);
    for (const right of got.rights) expect(right).toBeLessThanOrEqual(390);
    await page.close();
    fs.rmSync(ctx.store.dir, { recursive: true, force: true });
  });

  test('the QR code printed in the terminal decodes to the printed URL', () => {
    expect(stdout).toContain(`Live board: ${url}\n`);
    const lines = stdout.split('\n').filter((l) => l.includes('\x1b['));
    // A tiny terminal: each cell is two modules (upper, lower half) in its foreground or background colour.
    const grid: boolean[][] = [];
    for (const line of lines) {
      const top: boolean[] = [];
      const bottom: boolean[] = [];
      let fg = 'default';
      let bg = 'default';
      for (let i = 0; i < line.length; i++) {
        if (line[i] === '\x1b') {
          const m = /^\x1b\[(\d+)m/.exec(line.slice(i))!;
          const code = Number(m[1]);
          if (code === 0) fg = bg = 'default';
          else if (code >= 30 && code <= 37) fg = code === 30 ? 'black' : 'white';
          else if (code >= 40 && code <= 47) bg = code === 40 ? 'black' : 'white';
          i += m[0].length - 1;
          continue;
        }
        const dark = (c: string) => c === 'black';
        const ch = line[i];
        const [u, d] = ch === '█' ? [fg, fg] : ch === '▀' ? [fg, bg] : ch === '▄' ? [bg, fg] : [bg, bg];
        top.push(dark(u));
        bottom.push(dark(d));
      }
      grid.push(top, bottom);
    }
    const scale = 6;
    const margin = 4;
    const w = (Math.max(...grid.map((r) => r.length)) + 2 * margin) * scale;
    const h = (grid.length + 2 * margin) * scale;
    const rgba = new Uint8ClampedArray(w * h * 4).fill(255);
    grid.forEach((row, y) => {
      row.forEach((black, x) => {
        if (!black) return;
        for (let dy = 0; dy < scale; dy++)
          for (let dx = 0; dx < scale; dx++) {
            const at = (((y + margin) * scale + dy) * w + (x + margin) * scale + dx) * 4;
            rgba.fill(0, at, at + 3);
          }
      });
    });
    expect(jsQR(rgba, w, h)?.data).toBe(url);
    // Small enough for 80x24 with the lines around it.
    expect(lines.length).toBeLessThanOrEqual(20);
    expect(Math.max(...lines.map((l) => l.replace(/\x1b\[\d+m/g, '').length))).toBeLessThanOrEqual(80);
  });
});
