/**
 * The organiser's page (scorer.md §1), in process: every table of the round with the deals received, in English and
 * Dutch.
 */
import { beforeAll, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runRecord } from '../../src/commands/deals.js';
import { runEventDraw, runEventFinish, runEventNew } from '../../src/commands/event.js';
import { ScorerLink } from '../../src/serve/scorer.js';
import type { ScorerBody } from '../../src/serve/scorer-page.js';
import type { Ctx } from '../../src/commands/context.js';
import { loadTexts } from '../../src/i18n/index.js';
import { runEventCards } from '../../src/commands/serve.js';
import { OrganiserLink } from '../../src/serve/organiser.js';
import { Board } from '../../src/serve/board.js';
import { readEventFile } from '../../src/serve/event-board.js';
import { runNew } from '../../src/commands/new.js';
import { Store } from '../../src/store/store.js';
import { testCtx } from '../helpers/ctx.js';
import { HOST } from '../helpers/host.js';

beforeAll(() => loadTexts('en', 'nl'));

const ctxOf = (): Ctx =>
  testCtx({ store: new Store(fs.mkdtempSync(path.join(os.tmpdir(), 'tafel-organiser-')), HOST), json: true });

/** Each table's line of deals received, as the page shows it (tags dropped). */
const received = (html: string): string[] =>
  [...html.matchAll(/<li data-table="\d+"[^>]*>.*?<p class="facts">([^<]*)<\/p>/g)].map((m) => m[1].split(' · ')[0]);

test('an event without a deal limit (Belote to a target): the deals received, without "of none"', async () => {
  const ctx = ctxOf();
  const entrants = 'Ann,Bert,Cis,Dirk,Eva,Fien,Gert,Hilde';
  await runEventNew(ctx, 'belote', {
    entrants,
    rounds: '2',
    deals: 'none',
    set: ['target=1000'],
    seed: '7',
    id: 'bel',
  });
  await runEventDraw(ctx, {});
  const sheet = ctx.store.loadSheet('bel-r1-t1').data;
  // Two deals at table 1 (a pass besides them counts for no deal, as in every limit), one at table 2.
  await runRecord(ctx, 'bel-r1-t1', { words: [], flags: { taker: sheet.players[0], points: '92' } });
  await runRecord(ctx, 'bel-r1-t1', { words: ['pas'], flags: {} });
  await runRecord(ctx, 'bel-r1-t1', { words: [], flags: { taker: sheet.players[1], points: '62' } });
  const other = ctx.store.loadSheet('bel-r1-t2').data;
  await runRecord(ctx, 'bel-r1-t2', { words: [], flags: { taker: other.players[1], points: '100' } });
  const page = new OrganiserLink({ store: ctx.store, event: 'bel', base: '/o/', tableUrl: (n) => `/t${n}/` });
  expect(received(page.body('en').html)).toEqual(['2 deals received', '1 deal received']);
  expect(received(page.body('nl').html)).toEqual(['2 giften ontvangen', '1 gift ontvangen']);
  // The round's heading says what the title does not (until 2026-12-06 "Round 1 of 2: the tables" under "…: the
  // tables").
  const heads = (lang: 'en' | 'nl') => [...page.body(lang).html.matchAll(/<h[12]>([^<]*)<\/h[12]>/g)].map((m) => m[1]);
  const title = readEventFile(ctx.store, 'bel').title;
  expect([heads('en'), heads('nl')]).toEqual([
    [`${title}: the tables`, 'Round 1 of 2 · 2 tables'],
    [`${title}: de tafels`, 'Ronde 1 van 2 · 2 tafels'],
  ]);
});

test('an event of 4 deals a table: "1 of 4 deals received"', async () => {
  const ctx = ctxOf();
  await runEventNew(ctx, 'klaverjassen', { entrants: 'Ann,Bert,Cis,Dirk', rounds: '1', deals: '4', id: 'kj' });
  await runEventDraw(ctx, {});
  const sheet = ctx.store.loadSheet('kj-r1-t1').data;
  await runRecord(ctx, 'kj-r1-t1', { words: [], flags: { taker: sheet.players[0], points: '92' } });
  const page = new OrganiserLink({ store: ctx.store, event: 'kj', base: '/o/', tableUrl: (n) => `/t${n}/` });
  expect(received(page.body('en').html)).toEqual(['1 of 4 deals received']);
  // A Klaverjassen deal is a "spel" in Dutch (NKU: "16 spellen (boompje)").
  expect(received(page.body('nl').html)).toEqual(['1 van 4 spellen ontvangen']);
  // Its two teams as the draw seats them (until 2026-12-06 four names in a row, the partners not shown).
  const seats = (lang: 'en' | 'nl') => [...page.body(lang).html.matchAll(/<p class="seats">([^<]*)<\/p>/g)][0][1];
  const [a, b, c, d] = sheet.players;
  expect([seats('en'), seats('nl')]).toEqual([
    `${a} &#38; ${c} against ${b} &#38; ${d}`,
    `${a} &#38; ${c} tegen ${b} &#38; ${d}`,
  ]);
});

test('after the event is finished: every table says so, and its phone offers no undo or finish', async () => {
  const ctx = ctxOf();
  const entrants = 'Ann,Bert,Cis,Dirk,Eva,Fien,Gert,Hilde';
  await runEventNew(ctx, 'klaverjassen', { entrants, rounds: '1', deals: '4', id: 'kj' });
  await runEventDraw(ctx, {});
  const t1 = ctx.store.loadSheet('kj-r1-t1').data;
  for (let i = 0; i < 4; i++)
    await runRecord(ctx, 'kj-r1-t1', { words: [], flags: { taker: t1.players[i % 4], points: '92' } });
  const t2 = ctx.store.loadSheet('kj-r1-t2').data;
  await runRecord(ctx, 'kj-r1-t2', { words: [], flags: { taker: t2.players[0], points: '92' } });
  await runEventFinish(ctx, { force: true });
  const page = new OrganiserLink({ store: ctx.store, event: 'kj', base: '/o/', tableUrl: (n) => `/t${n}/` });
  const states = [...page.body('en').html.matchAll(/<h3>Table \d+ · ([^<]*)<\/h3>/g)].map((m) => m[1]);
  // Not "all deals played, totals not agreed yet" for one and "finished, totals agreed" for the other.
  expect(states).toEqual(['finished, standings final', 'finished, standings final']);
  const phone = new ScorerLink({ store: ctx.store, writes: { table: 1, event: 'kj' }, written: () => undefined });
  const state = (phone.body('en') as ScorerBody).state;
  expect([state.open, state.undo, state.finish, state.redo]).toEqual([false, undefined, undefined, undefined]);
});

test("a board whose files cannot be read says what is wrong and where to mend it, never the files' paths", async () => {
  const ctx = ctxOf();
  const id = ((await runNew(ctx, 'kleurenwiezen', { players: 'Ann,Bert,Cis,Dirk' })).json as { id: string }).id;
  fs.writeFileSync(ctx.store.sheetPath(id), '{"broken":');
  const sheet = new Board(ctx.store, { kind: 'sheet', id }).snapshot('nl').refusals[0].text;
  expect(sheet).toBe(
    `Blad ${id} kan niet getoond worden: het bestand is geen geldige JSON. 'tafel doctor' op de computer die tafel ` +
      'draait zegt wat het kan terugzetten.',
  );
  fs.writeFileSync(path.join(ctx.store.dir, 'settings.json'), '{"broken":');
  const settings = new Board(ctx.store, { kind: 'active' }).snapshot('en').refusals[0].text;
  expect(settings).toBe(
    "The settings (which sheet is active) cannot be read: its file is not valid JSON. 'tafel doctor' on the " +
      'computer that runs tafel says what it can restore.',
  );
  expect(sheet + settings).not.toContain(ctx.store.dir);
});

test('table cards for a server bound to every address (0.0.0.0) carry this machine’s address', async () => {
  const ctx = ctxOf();
  await runEventNew(ctx, 'klaverjassen', { entrants: 'Ann,Bert,Cis,Dirk', rounds: '1', deals: '4', id: 'kj' });
  const out = await runEventCards(ctx, { host: '0.0.0.0', port: '8080' });
  const here =
    Object.values(os.networkInterfaces())
      .flat()
      .find((a) => a?.family === 'IPv4' && !a.internal)?.address ?? '127.0.0.1';
  const urls = [...String(out.document).matchAll(/<p class="url">([^<]*)<\/p>/g)].map((m) => m[1]);
  const card = new RegExp(`^http://${here.replace(/\./g, '\\.')}:8080/[\\w-]{24}/$`);
  expect(urls).toEqual([expect.stringMatching(card)]);
});

test("a phone's write failed by a fault of tafel's own: a bare 500 to the phone, the terminal told what", async () => {
  const ctx = ctxOf();
  const id = ((await runNew(ctx, 'kleurenwiezen', { players: 'Ann,Bert,Cis,Dirk' })).json as { id: string }).id;
  // The store as it is, but for the sheet's read: a slip of tafel's own (no refusal, no system error).
  const store = Object.create(ctx.store, {
    loadSheet: {
      value: () => {
        throw new TypeError('a slip of tafel');
      },
    },
  }) as Store;
  const failures: [string, string][] = [];
  const phone = new ScorerLink({
    store,
    writes: { sheet: id },
    written: () => undefined,
    failed: (sheet, e) => failures.push([sheet, String(e)]),
  });
  const answer = await phone.post('deal', { line: 'samen 8 ann,bert 9', rows: 0, id: 'a1b2c3d4e5f6g7h8' }, 'en');
  expect([answer.status, answer.json]).toEqual([500, {}]);
  expect(failures).toEqual([[id, 'TypeError: a slip of tafel']]);
});
