/**
 * `tafel serve --scorer` where it cannot listen (scorer.md §1: it keeps the host and port each sheet and event was
 * last served on), in process: the refusal says what helps.
 */
import { beforeAll, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import net from 'node:net';
import path from 'node:path';
import type { Ctx } from '../../src/commands/context.js';
import { runNew } from '../../src/commands/new.js';
import { runEventDraw, runEventNew } from '../../src/commands/event.js';
import { runEventDelete, runEventUndelete } from '../../src/commands/event-trash.js';
import { defaultHost, runEventCards, startBoard } from '../../src/commands/serve.js';
import { TafelError } from '../../src/core/errors.js';
import { loadTexts } from '../../src/i18n/index.js';
import { Store } from '../../src/store/store.js';
import { testCtx } from '../helpers/ctx.js';
import { HOST } from '../helpers/host.js';

beforeAll(() => loadTexts('en', 'nl'));

/** 192.0.2.1 (TEST-NET-1, for documentation) is no address of any machine. */
const GONE = '192.0.2.1';

async function kitchen(): Promise<Ctx> {
  const ctx = testCtx({ store: new Store(fs.mkdtempSync(path.join(os.tmpdir(), 'tafel-listen-')), HOST), json: true });
  await runNew(ctx, 'kleurenwiezen', { players: 'Ann,Bert,Cis,Dirk' });
  return ctx;
}

/** The refusal of a start, in both languages. */
async function refusal(start: Promise<unknown>): Promise<{ en: string; nl: string }> {
  const e = await start.then(
    () => undefined,
    (x: unknown) => x,
  );
  if (!(e instanceof TafelError)) throw new Error(`not refused: ${String(e)}`);
  return e.text;
}

/** A key that kept `at` as the address the active sheet was last served on. */
function keptAt(ctx: Ctx, at: { host: string; port: number }): void {
  const served = { [ctx.store.readSettings().active!]: at };
  const key = { key: Buffer.alloc(32, 7).toString('base64'), generations: {}, served };
  fs.writeFileSync(path.join(ctx.store.dir, 'serve-key'), JSON.stringify(key), { mode: 0o600 });
}

test('the address kept from the last start is no address of this machine now: --host helps, not --port', async () => {
  const ctx = await kitchen();
  keptAt(ctx, { host: GONE, port: 8123 });
  const here = defaultHost();
  expect(await refusal(startBoard(ctx, undefined, { scorer: true, qr: false }))).toEqual({
    en:
      `Cannot serve on ${GONE}:8123: this computer has no such address any more (tafel serve --scorer kept it from ` +
      `its last start): give --host with one of its addresses, e.g. --host ${here}.`,
    nl:
      `Kan het bord niet aanbieden op ${GONE}:8123: deze computer heeft dat adres niet meer (tafel serve --scorer ` +
      `bewaarde het van de vorige start): geef --host met een van zijn adressen, bv. --host ${here}.`,
  });
  // Given on the command line, it is not said to be kept.
  const given = await refusal(startBoard(ctx, undefined, { host: GONE, port: '8123', qr: false }));
  expect(given.en).toBe(
    `Cannot serve on ${GONE}:8123: this computer has no such address: give --host with one of its addresses, ` +
      `e.g. --host ${here}.`,
  );
  // No port asked, so none said (":0" would be one).
  expect(await refusal(startBoard(ctx, undefined, { host: GONE, qr: false }))).toEqual({
    en:
      `Cannot serve on ${GONE}: this computer has no such address: give --host with one of its addresses, ` +
      `e.g. --host ${here}.`,
    nl:
      `Kan het bord niet aanbieden op ${GONE}: deze computer heeft dat adres niet: geef --host met een van zijn ` +
      `adressen, bv. --host ${here}.`,
  });
});

test('the port kept from the last start is taken: the refusal says so, and names --port', async () => {
  const ctx = await kitchen();
  const taken = net.createServer();
  await new Promise<void>((ok) => taken.listen(0, '127.0.0.1', ok));
  const port = (taken.address() as net.AddressInfo).port;
  try {
    keptAt(ctx, { host: '127.0.0.1', port });
    expect(await refusal(startBoard(ctx, undefined, { scorer: true, qr: false }))).toEqual({
      en:
        `Cannot serve on 127.0.0.1:${port}: the port is in use (by another program, or a tafel serve still running); ` +
        'tafel serve --scorer serves a sheet or event on the port it last served it on, so printed links stay ' +
        'valid: stop that one, or choose another --port.',
      nl:
        `Kan het bord niet aanbieden op 127.0.0.1:${port}: de poort is in gebruik (door een ander programma, of ` +
        'een tafel serve die nog loopt); tafel serve --scorer biedt een blad of toernooi aan op de poort waarop het ' +
        'dat de vorige keer deed, zodat afgedrukte links blijven werken: stop dat, of kies een andere --port.',
    });
    // The event's table cards point at the taken port: the refusal says so, not a last start it never had.
    await runEventNew(ctx, 'klaverjassen', { entrants: 'Ann,Bert,Cis,Dirk', rounds: '1', deals: '4', id: 'kj' });
    await runEventDraw(ctx, {});
    await runEventCards(ctx, { host: '127.0.0.1', port: String(port) });
    expect(await refusal(startBoard(ctx, undefined, { event: true, scorer: true, qr: false }))).toEqual({
      en:
        `Cannot serve on 127.0.0.1:${port}: the port is in use (by another program, or a tafel serve still running); ` +
        "it is the port the event's table cards point at: stop that one, or choose another --port.",
      nl:
        `Kan het bord niet aanbieden op 127.0.0.1:${port}: de poort is in gebruik (door een ander programma, of ` +
        'een tafel serve die nog loopt); de tafelkaarten van het toernooi wijzen naar die poort: stop dat, of kies ' +
        'een andere --port.',
    });
    const given = await refusal(startBoard(ctx, undefined, { host: '127.0.0.1', port: String(port), qr: false }));
    expect(given.en).toBe(
      `Cannot serve on 127.0.0.1:${port}: the port is in use (by another program, or a tafel serve still running): ` +
        'stop that one, or choose another --port.',
    );
  } finally {
    taken.close();
  }
});

test("each sheet keeps its own address: another sheet's server on the port since is not in the way", async () => {
  const ctx = await kitchen();
  const kw = ctx.store.readSettings().active!;
  await runNew(ctx, 'boerenbridge', { players: 'Ann,Bert,Cis,Dirk' });
  const bb = ctx.store.readSettings().active!;
  const first = await startBoard(ctx, kw, { scorer: true, host: '127.0.0.1', port: '0', qr: false });
  await first.stop();
  const other = await startBoard(ctx, bb, { scorer: true, host: '127.0.0.1', port: '0', qr: false });
  try {
    // Kleurenwiezen's printed links point at its own last address, whatever was served since; Boerenbridge's too.
    const again = await startBoard(ctx, kw, { scorer: true, qr: false });
    await again.stop();
    expect([again.server.host, again.server.port]).toEqual(['127.0.0.1', first.server.port]);
  } finally {
    await other.stop();
  }
  const back = await startBoard(ctx, bb, { scorer: true, qr: false });
  await back.stop();
  expect([back.server.host, back.server.port]).toEqual(['127.0.0.1', other.server.port]);
});

test('--new-link of the other kind says what this server writes and which --new-link fits it', async () => {
  const ctx = await kitchen();
  const id = ctx.store.readSettings().active!;
  expect(await refusal(startBoard(ctx, undefined, { scorer: true, newLink: ['table', '3'], qr: false }))).toEqual({
    en: `This server writes sheet ${id}, not an event's tables: give --new-link sheet (tables go with --event).`,
    nl:
      `Deze server schrijft blad ${id}, niet de tafels van een toernooi: geef --new-link sheet (tafels horen bij ` +
      '--event).',
  });
  await runEventNew(ctx, 'klaverjassen', { entrants: 'Ann,Bert,Cis,Dirk', rounds: '1', deals: '4', id: 'club' });
  const event = { event: true as const, scorer: true, newLink: ['sheet'], qr: false };
  expect(await refusal(startBoard(ctx, undefined, event))).toEqual({
    en: 'This server writes the tables of event club, not one sheet: give --new-link table <n> for a table.',
    nl: 'Deze server schrijft de tafels van toernooi club, niet één blad: geef --new-link table <n> voor een tafel.',
  });
});

test("--new-link says which link is new, in the page's words ('blad', 'tafel' in Dutch)", async () => {
  const ctx = await kitchen();
  const id = ctx.store.readSettings().active!;
  for (const [lang, said] of [
    ['en', `A new link for sheet ${id}: its earlier link no longer works.`],
    ['nl', `Een nieuwe link voor blad ${id}: de vroegere link werkt niet meer.`],
  ] as const) {
    const b = await startBoard({ ...ctx, lang }, undefined, {
      scorer: true,
      newLink: ['sheet'],
      host: '127.0.0.1',
      port: '0',
      qr: false,
    });
    await b.stop();
    expect(b.intro.split('\n')).toContain(said);
  }
});

/** `n` ports free now, each another (held open together while they are found). */
async function freePorts(n: number): Promise<number[]> {
  const probes = Array.from({ length: n }, () => net.createServer());
  await Promise.all(probes.map((p) => new Promise<void>((ok) => p.listen(0, '127.0.0.1', ok))));
  const ports = probes.map((p) => (p.address() as net.AddressInfo).port);
  await Promise.all(probes.map((p) => new Promise((ok) => p.close(ok))));
  return ports;
}

/** Where an event's scorer server serves when no address is given, and what it says of its cards. */
async function servedAt(ctx: Ctx, event: string, port?: number): Promise<[number, boolean]> {
  const b = await startBoard(ctx, undefined, {
    event,
    scorer: true,
    qr: false,
    ...(port ? { port: String(port) } : {}),
  });
  await b.stop();
  return [b.server.port, b.intro.includes('table cards printed')];
}

test("each event serves where its own table cards point: another event's cards printed since take none", async () => {
  const ctx = await kitchen();
  const [fri, sat, old] = await freePorts(3);
  const key = path.join(ctx.store.dir, 'serve-key');
  for (const [id, port] of [
    ['vrijdag', fri],
    ['zaterdag', sat],
  ] as const) {
    await runEventNew(ctx, 'klaverjassen', { entrants: 'Ann,Bert,Cis,Dirk', rounds: '1', deals: '4', id });
    await runEventDraw(ctx, {});
    await runEventCards(ctx, { host: '127.0.0.1', port: String(port) });
  }
  // Until 2026-12-07 zaterdag's cards took vrijdag's server to their port, and vrijdag's own was said to be elsewhere.
  expect(await servedAt(ctx, 'vrijdag')).toEqual([fri, false]);
  expect(await servedAt(ctx, 'vrijdag', fri)).toEqual([fri, false]);
  expect(await servedAt(ctx, 'zaterdag')).toEqual([sat, false]);
  expect(await servedAt(ctx, 'vrijdag', sat)).toEqual([sat, true]);
  // The file of an older tafel kept one address, of no event: every event reads it until its own cards are printed,
  // and the next print hands it to the others (an event made after it then has none).
  const { printed: _, ...kept } = JSON.parse(fs.readFileSync(key, 'utf8'));
  fs.writeFileSync(key, JSON.stringify({ ...kept, cards: { host: '127.0.0.1', port: old } }), { mode: 0o600 });
  expect(await servedAt(ctx, 'vrijdag')).toEqual([old, false]);
  expect(await servedAt(ctx, 'zaterdag')).toEqual([old, false]);
  await runEventCards(ctx, { event: 'zaterdag', host: '127.0.0.1', port: String(sat) });
  expect(await servedAt(ctx, 'vrijdag')).toEqual([old, false]);
  expect(await servedAt(ctx, 'zaterdag')).toEqual([sat, false]);
  expect(JSON.parse(fs.readFileSync(key, 'utf8')).cards).toBeUndefined();
  // An event deleted and brought back is the same event (its uid): its cards still point where they did.
  await runEventDelete(ctx, 'vrijdag', true);
  await runEventUndelete(ctx, 'vrijdag');
  expect(await servedAt(ctx, 'vrijdag')).toEqual([old, false]);
});
