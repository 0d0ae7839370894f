/**
 * `tafel serve --scorer` as the user runs it (the built bundle, in this process through its one I/O boundary, and a
 * process where the test kills it; its requests over real sockets; scorer.md §1, §3, §4): derived links that
 * survive a restart (the key 0600, the host and port kept), --new-links and --new-link, --json link lines, the one-line
 * warning; the safety list (a read-only link cannot write, cross-origin, wrong Host, 5 KB, a form post, the rate, a
 * token-less flood while a phone writes); a POST whose answer is lost to a killed server, retried after a restart,
 * stored once; an event's table links, the organiser's page and the table cards.
 */
import { afterEach, describe, expect, test } from '@jest/globals';
import type { ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { startBoard } from '../../src/commands/serve.js';
import { serve as enServe } from '../../src/i18n/en/serve.js';
import { serve as nlServe } from '../../src/i18n/nl/serve.js';
import { snapshot, tafel, tafelJson, tempHomes } from '../helpers/cli.js';
import { commandCtx } from '../helpers/ctx.js';
import { decodeTerminalQr } from '../helpers/qr.js';
import {
  newId,
  post,
  scorerOf,
  type Screen,
  serve as serveProcess,
  serveHere,
  type Served,
  until,
} from '../helpers/scorer.js';

const home = tempHomes();
const running: ChildProcess[] = [];
const servers: Served[] = [];
afterEach(async () => {
  for (const c of running.splice(0)) if (c.exitCode === null) c.kill('SIGKILL');
  await Promise.all(servers.splice(0).map((s) => s.stop()));
});
/** The server in this process (a process only where a test kills it). */
const serve = async (dir: string, args: string[], ...more: [json?: boolean, screen?: Screen]): Promise<Served> => {
  const s = await serveHere(dir, args, ...more);
  servers.push(s);
  return s;
};

const get = (url: string, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      })
      .on('error', reject);
  });

async function kitchen(): Promise<{ dir: string; id: string }> {
  const dir = home();
  const made = await tafelJson<{ id: string }>(dir, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk']);
  return { dir, id: made.id };
}

describe('links (scorer.md §1)', () => {
  const title =
    'derived, so they survive a restart on the same host and port; the key is 0600; --new-link and --new-links';
  test(title, async () => {
    const { dir, id } = await kitchen();
    let s = await serve(dir, ['--scorer', '--host', '127.0.0.1']);
    expect(s.links.map((l) => [l.kind, l.sheet])).toEqual([
      ['board', undefined],
      ['scorer', id],
    ]);
    expect(scorerOf(s)).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${s.port}/[A-Za-z0-9_-]{24}/$`));
    expect(fs.statSync(path.join(dir, 'serve-key')).mode & 0o777).toBe(0o600);
    const first = scorerOf(s);
    const board = s.url;
    expect(await s.stop()).toBe(130);
    // Restarted without --host and --port: the same address, the same scorer link; the board's link is new.
    s = await serve(dir, ['--scorer']);
    expect([s.host, scorerOf(s)]).toEqual(['127.0.0.1', first]);
    expect(s.url).not.toBe(board);
    expect((await get(first)).status).toBe(200);
    await s.stop();
    // A lost phone: one new link, the old one answers 404.
    s = await serve(dir, ['--scorer', '--new-link', 'sheet']);
    const second = scorerOf(s);
    expect(second).not.toBe(first);
    expect((await get(first)).status).toBe(404);
    expect((await get(second)).status).toBe(200);
    await s.stop();
    s = await serve(dir, ['--scorer', '--new-links']);
    expect([first, second]).not.toContain(scorerOf(s));
    // A new link given by a second server (on another port) while this one runs: this one stops taking the old link
    // too, as the second says (until 2026-12-06 it took it until it restarted).
    const third = scorerOf(s);
    const other = await serve(dir, ['--scorer', '--port', '0', '--new-link', 'sheet']);
    expect([(await get(third)).status, (await get(scorerOf(other))).status]).toEqual([404, 200]);
    await other.stop();
    await s.stop();
  }, 60000);

  // Until 2026-12-07 the old link's stream stayed open with its heartbeats and no deal: a phone kept a frozen sheet
  // beside a green "live" dot.
  const renewedTitle =
    'a link renewed by another server: its open stream is ended at the next change, its reconnection 404';
  test(renewedTitle, async () => {
    const { dir } = await kitchen();
    const s = await serve(dir, ['--scorer', '--host', '127.0.0.1', '--port', '0']);
    const old = scorerOf(s);
    let got = '';
    let open = true;
    http.get(`${old}events`, { agent: false }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (d: string) => (got += d));
      res.on('close', () => (open = false));
    });
    await until(() => got.includes('event: board'), 'the first board on the stream');
    const other = await serve(dir, ['--scorer', '--port', '0', '--new-link', 'sheet']);
    expect((await tafel(dir, ['record', 'pas'])).code).toBe(0);
    await until(() => !open, "the old link's stream to end");
    expect(got.split('event: board')).toHaveLength(2);
    expect((await get(`${old}events`)).status).toBe(404);
    expect((await get(scorerOf(other))).status).toBe(200);
  }, 60000);

  const warningTitle =
    'the warning line: said when the network can reach the server, not on 127.0.0.1; without --scorer no scorer ' +
    'link';
  test(warningTitle, async () => {
    const { dir } = await kitchen();
    let s = await serve(dir, ['--scorer', '--host', '127.0.0.1'], false);
    expect(s.stdout()).toMatch(/^Scorer \(\S+\): http:\/\/127\.0\.0\.1:\d+\/[\w-]+\/$/m);
    expect(s.stdout()).not.toContain('Anyone holding a scorer link');
    await s.stop();
    s = await serve(dir, ['--scorer', '--host', '0.0.0.0', '--port', '0'], false);
    // Until 2026-12-06 "... until this server stops or 'tafel serve --scorer --new-links'.", a command without a verb;
    // the last line of all, it says how to stop too (until 2026-12-06 "Ctrl-C stops the board." followed it).
    expect(s.stdout().split('\n').at(-2)).toBe(
      'Anyone holding a scorer link can record into its sheet until Ctrl-C stops this server or someone runs ' +
        "'tafel serve --scorer --new-links'.",
    );
    await s.stop();
    s = await serve(dir, ['--scorer', '--host', '0.0.0.0', '--port', '0', '--lang', 'nl'], false);
    expect(s.stdout().split('\n').at(-2)).toBe(
      'Wie een schrijverslink heeft, kan in dat blad noteren tot Ctrl-C deze server stopt of iemand ' +
        "'tafel serve --scorer --new-links' uitvoert.",
    );
    await s.stop();
    s = await serve(dir, ['--host', '127.0.0.1', '--port', '0']);
    expect(s.links.map((l) => l.kind)).toEqual(['board']);
    // The read-only board answers no write, whatever it is sent.
    const r = await post(`${s.url}/`, 'deal', { line: 'solo 6 bert 7', rows: 0, id: newId() });
    expect(r.status).toBe(404);
    await s.stop();
  }, 60000);

  const openTitle = '--open where no browser opens (no xdg-open on the PATH): one line on stderr, the board serves on';
  test(openTitle, async () => {
    const { dir } = await kitchen();
    const bin = path.join(dir, 'bin');
    fs.mkdirSync(bin);
    const s = await serveHere(dir, ['--host', '127.0.0.1', '--port', '0', '--open'], true, undefined, { PATH: bin });
    let served: number;
    try {
      await until(() => s.stderr() !== '', 'the line about the browser');
      served = (await get(s.url)).status;
    } finally {
      expect(await s.stop()).toBe(130);
    }
    // Until 2026-12-06 nothing was said: the user waited for a browser that never came.
    const opener = process.platform === 'darwin' ? 'open' : 'xdg-open';
    expect(s.stderr()).toBe(
      `Cannot open a browser (${opener} is missing or cannot run): open the address printed above in a browser ` +
        'yourself.\nBoard stopped.\n',
    );
    expect(served).toBe(200);
    // An opener that ran and failed says its exit code (the one on the run's PATH, not the test process's).
    if (opener === 'xdg-open') {
      fs.writeFileSync(path.join(bin, opener), '#!/bin/sh\nexit 3\n', { mode: 0o755 });
      const failed = await serveHere(dir, ['--port', '0', '--open', '--lang', 'nl'], true, undefined, { PATH: bin });
      await until(() => failed.stderr() !== '', 'the line about the browser').finally(() => failed.stop());
      expect(failed.stderr()).toBe(
        'Kan geen browser openen (xdg-open mislukte, afsluitcode 3): open het adres hierboven zelf in een browser.\n' +
          'Bord gestopt.\n',
      );
    }
    expect([enServe.noBrowser('xdg-open', 3), nlServe.noBrowser('xdg-open')]).toEqual([
      'Cannot open a browser (xdg-open failed, exit code 3): open the address printed above in a browser yourself.',
      'Kan geen browser openen (xdg-open ontbreekt of kan niet starten): open het adres hierboven zelf in een browser.',
    ]);
  }, 30000);

  const refusedTitle =
    'refused before anything is served: --scorer with --evening, --new-links without --scorer, a bad --new-link';
  test(refusedTitle, async () => {
    const { dir } = await kitchen();
    for (const [args, said] of [
      [['--scorer', '--evening', 'today'], '--scorer writes one sheet or the tables of an event, not an evening'],
      [['--new-links'], '--new-links and --new-link go with --scorer'],
      [['--scorer', '--new-link', 'tafel', '3'], '--new-link takes sheet or table <n> (1 to 99)'],
      [['--scorer', '--new-link', 'table', '100'], '--new-link takes sheet or table <n> (1 to 99), e.g.'],
      [['--scorer', '--new-link', 'table', '3'], "not an event's tables: give --new-link sheet (tables go with"],
    ] as const) {
      const r = await tafel(dir, ['serve', '--host', '127.0.0.1', ...args]);
      expect([args.join(' '), r.code, r.stderr.trim().split('\n').length]).toEqual([args.join(' '), 2, 1]);
      expect(r.stderr).toContain(said);
    }
    expect(fs.existsSync(path.join(dir, 'serve-key'))).toBe(false);
  }, 30000);

  // Until 2026-12-08 every such refusal ended "e.g. tafel serve --scorer --new-links": a new key, which ends every
  // printed table card, offered to an organiser who asked for table 3's link alone.
  const aloneTitle =
    '--new-link without --scorer names the command typed plus --scorer, which renews that one link and no other';
  test(aloneTitle, async () => {
    const dir = home();
    const entrants = ['--entrants', 'Ann,Bert,Cis,Dirk,Eva,Fien,Gert,Hilde,Ilse,Jan,Kim,Lien', '--id', 'club'];
    expect((await tafel(dir, ['event', 'new', 'klaverjassen', ...entrants])).code).toBe(0);
    expect((await tafel(dir, ['event', 'draw'])).code).toBe(0);
    const at = ['--host', '127.0.0.1', '--port', '0'];
    const before = await serve(dir, ['--event', '--scorer', ...at]);
    await before.stop();
    const printed = before.links.filter((l) => l.kind !== 'board').map((l) => l.url.replace(/^http:\/\/[^/]+/, ''));
    const files = snapshot(dir);
    const typed = [
      [['--event', '--new-link', 'table', '3'], 'tafel serve --event --scorer --new-link table 3'],
      [['--event', 'club', '--new-links'], 'tafel serve --event club --scorer --new-links'],
      [['--new-link', 'sheet', '--no-qr'], 'tafel serve --no-qr --scorer --new-link sheet'],
      [['--new-link', 'sheet', '--port', '8080'], 'tafel serve --port 8080 --scorer --new-link sheet'],
    ] as const;
    for (const [args, fix] of typed) {
      const [en, nl] = await Promise.all(['en', 'nl'].map((l) => tafel(dir, ['serve', ...args, '--lang', l])));
      expect([args.join(' '), en.code, en.stderr, nl.code, nl.stderr]).toEqual([
        args.join(' '),
        2,
        `tafel: --new-links and --new-link go with --scorer: run '${fix}'.\n`,
        2,
        `tafel: --new-links en --new-link horen bij --scorer: voer '${fix}' uit.\n`,
      ]);
    }
    const evening = await tafel(dir, ['serve', '--evening', 'today', '--new-links']);
    expect([evening.code, evening.stderr]).toEqual([
      2,
      'tafel: --new-links and --new-link renew scorer links, which write one sheet or the tables of an event, not ' +
        'an evening: give a sheet id or --event, with --scorer.\n',
    ]);
    expect(snapshot(dir)).toEqual(files);
    // The command given, run (at the address kept): table 3 has a new link, tables 1 and 2 and the organiser the
    // ones printed on the cards.
    const after = await serve(dir, ['--event', '--scorer', '--new-link', 'table', '3']);
    const now = after.links.filter((l) => l.kind !== 'board').map((l) => l.url.replace(/^http:\/\/[^/]+/, ''));
    expect(now.map((u, i) => u === printed[i])).toEqual([true, true, false, true]);
  }, 60000);

  const qrTitle =
    'QR codes only on a terminal (or in colour) where a phone can open the link: none on a pipe or 127.0.0.1';
  test(qrTitle, async () => {
    const { dir } = await kitchen();
    const ctx = commandCtx(dir);
    const here = await startBoard({ ...ctx, color: true }, undefined, { scorer: true, host: '127.0.0.1', port: '0' });
    expect(here.intro).not.toContain('\x1b');
    await here.stop();
    for (const color of [true, false]) {
      const b = await startBoard({ ...ctx, color }, undefined, { scorer: true, host: '0.0.0.0', port: '0' });
      try {
        // The board's code and the scorer link's, each drawn in the terminal's colours.
        const drawn = b.intro.split('\n').filter((l) => l.includes('\x1b['));
        expect([color, drawn.length > 0, b.intro.includes('\x1b')]).toEqual([color, color, color]);
        expect(b.intro).toContain(b.links.find((l) => l.kind === 'scorer')!.url);
      } finally {
        await b.stop();
      }
    }
    // Where phones on the network are told to scan, the QR code is named only when it is printed.
    expect([enServe.network(true), enServe.network(false)]).toEqual([
      'Phones on the same network open it by the link or the QR code below.',
      'Phones on the same network open it by the link.',
    ]);
    expect(nlServe.network(false)).toBe('Telefoons op hetzelfde netwerk openen het met de link.');
  }, 30000);

  const pairTitle =
    'two QR codes side by side where 80 columns hold them, all on 80x24 with the prompt; one under the other at 60';
  test(pairTitle, async () => {
    const { dir, id } = await kitchen();
    const plain = (l: string) => l.replace(/\x1b\[\d+m/g, '');
    for (const [width, lang] of [
      [80, 'en'],
      [80, 'nl'],
      [60, 'en'],
    ] as const) {
      // All that `tafel serve --scorer` prints on a terminal of that size, colour on.
      const s = await serve(dir, ['--scorer', '--host', '0.0.0.0', '--port', '0', '--lang', lang], false, {
        columns: width,
        rows: 24,
      });
      await s.stop();
      const lines = s.stdout().replace(/\n$/, '').split('\n');
      // The lines of words, each with the lines it wrapped onto (indented by two) joined again.
      const words = plain(s.stdout()).replace(/\n {2}(?=\S)/g, ' ');
      const t = lang === 'en' ? enServe : nlServe;
      const board = new RegExp(`^${t.qrBoard}: (\\S+)$`, 'm').exec(words)![1];
      const scorer = /^\S+ .*(http\S+\/)$/m.exec(words)![1];
      expect(words).toContain(t.scorerWarning);
      expect(Math.max(...lines.map((l) => plain(l).length))).toBeLessThanOrEqual(width);
      const drawn = lines.filter((l) => l.includes('\x1b['));
      if (width === 80) {
        // Over them which is which, the sheet named over its code; each line holds a row of both, the board's first.
        const named = t.qrScorer(id);
        const caption = lines.find((l) => l.startsWith(`${t.qrBoard}  `) && l.trimEnd().endsWith(`  ${named}`))!;
        expect(caption).toBeDefined();
        // Each line cut where the scorer's caption starts: the board's code on the left, the scorer's on the right.
        const start = caption.indexOf(named);
        const halves = drawn.map((l) => {
          let [col, after] = [0, 0];
          for (let i = 0; i < l.length; i++) {
            if (l[i] === '\x1b') i = l.indexOf('m', i);
            else if (col++ === start) return [l.slice(0, after), l.slice(after)];
            else after = i + 1;
          }
          return [l, ''];
        });
        expect([decodeTerminalQr(halves.map((h) => h[0])), decodeTerminalQr(halves.map((h) => h[1]))]).toEqual([
          board,
          scorer,
        ]);
        // Around the codes 5 lines: the two links (the scorer's without its sheet, named over its code), the captions
        // and the warning, which says that Ctrl-C stops the server. Codes of 16 lines (18 for a longer address) leave
        // the prompt a line or two of an 80x24 terminal: until 2026-12-06 it printed 24 lines, and its first, the
        // board's link, scrolled off.
        expect([lines.length - drawn.length, lines[0], lines[1]]).toEqual([
          5,
          t.listening(board),
          t.scorerLink(scorer),
        ]);
        expect(lines.length).toBeLessThanOrEqual(23);
      } else {
        // One under the other: the board's code under the board's link, the scorer's under the scorer's.
        const at = lines.findIndex((l) => l.includes(scorer));
        const codes = [drawn.filter((l) => lines.indexOf(l) < at), drawn.filter((l) => lines.indexOf(l) > at)];
        expect(codes.map((c) => decodeTerminalQr(c))).toEqual([board, scorer]);
        expect(words).toContain(t.scorerLink(scorer, id));
      }
    }
  }, 30000);

  const plainTitle =
    'colour off on a terminal (NO_COLOR, --no-color, TERM=dumb): the QR codes are drawn all the same, in its own ' +
    'ink without an escape, and read in a light terminal and a dark one';
  test(plainTitle, async () => {
    const { dir, id } = await kitchen();
    for (const [width, more, env] of [
      [80, [], { NO_COLOR: '1' }],
      [60, ['--no-color'], {}],
      [60, [], { TERM: 'dumb' }],
    ] as const) {
      const args = ['--scorer', '--host', '0.0.0.0', '--port', '0', ...more];
      const s = await serveHere(dir, args, false, { columns: width, rows: 24 }, env);
      servers.push(s);
      await s.stop();
      const out = s.stdout();
      const lines = out.replace(/\n$/, '').split('\n');
      const words = out.replace(/\n {2}(?=\S)/g, ' ');
      const board = new RegExp(`^${enServe.qrBoard}: (\\S+)$`, 'm').exec(words)![1];
      const scorer = /^\S+ .*(http\S+\/)$/m.exec(words)![1];
      const drawn = lines.filter((l) => /^[ ▀▄█]*$/.test(l));
      let codes: string[][];
      if (width === 80) {
        // Side by side under their captions, in the lines the coloured codes take (at most 23 with the prompt).
        const caption = lines.find((l) => l.startsWith(`${enServe.qrBoard}  `))!;
        expect(caption).toBeDefined();
        const start = caption.indexOf(enServe.qrScorer(id));
        codes = [drawn.map((l) => l.slice(0, start)), drawn.map((l) => l.slice(start))];
        expect([lines.length - drawn.length, lines.length <= 23]).toEqual([5, true]);
      } else {
        // One under the other, each named: the board's under the line that says to scan it.
        const at = lines.findIndex((l) => l.includes(scorer));
        codes = [drawn.filter((l) => lines.indexOf(l) < at), drawn.filter((l) => lines.indexOf(l) > at)];
        expect(words).toContain(enServe.network(true));
      }
      expect([width, out.includes('\x1b'), drawn.length > 15]).toEqual([width, false, true]);
      for (const theme of ['light', 'dark'] as const)
        expect([theme, ...codes.map((c) => decodeTerminalQr(c, theme))]).toEqual([theme, board, scorer]);
    }
  }, 30000);

  const takenTitle =
    'a server that cannot listen changes no link: --new-links, --new-link sheet and a first key on a taken port ' +
    'write nothing';
  test(takenTitle, async () => {
    const taken = net.createServer();
    await new Promise<void>((ok) => taken.listen(0, '127.0.0.1', ok));
    const port = String((taken.address() as net.AddressInfo).port);
    try {
      const { dir } = await kitchen();
      const at = ['serve', '--scorer', '--host', '127.0.0.1', '--port', port, '--no-qr'];
      // No key yet: none is left behind.
      let r = await tafel(dir, at);
      expect([r.code, r.stderr]).toEqual([1, expect.stringContaining(`127.0.0.1:${port}`)]);
      expect(fs.existsSync(path.join(dir, 'serve-key'))).toBe(false);
      // A key that printed links hang on: neither a new key nor a new generation.
      const key = JSON.stringify({ key: Buffer.alloc(32, 7).toString('base64'), generations: {} });
      fs.writeFileSync(path.join(dir, 'serve-key'), key, { mode: 0o600 });
      const was = snapshot(dir);
      for (const more of [['--new-links'], ['--new-link', 'sheet']]) {
        r = await tafel(dir, [...at, ...more]);
        expect([more.join(' '), r.code, r.stderr.trim().split('\n').length]).toEqual([more.join(' '), 1, 1]);
        expect(snapshot(dir)).toEqual(was);
      }
    } finally {
      taken.close();
    }
  }, 30000);
});

/** Opens n connections that send nothing and asks "GET /" on each again and again. */
async function flood(port: number, n: number): Promise<() => void> {
  const socks = await Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise<net.Socket>((resolve) => {
          const s = net.connect(port, '127.0.0.1', () => resolve(s));
          s.on('error', () => {});
          s.resume();
        }),
    ),
  );
  const asking = setInterval(() => {
    for (const s of socks) if (!s.destroyed) s.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
  }, 50);
  return () => {
    clearInterval(asking);
    for (const s of socks) s.destroy();
  };
}

describe('safety (scorer.md §4)', () => {
  const title =
    'cross-origin, no origin, wrong Host, 5 KB, a form post, a read-only link: each refused, nothing written';
  test(title, async () => {
    const { dir, id } = await kitchen();
    const s = await serve(dir, ['--scorer', '--host', '127.0.0.1', '--port', '0']);
    const link = scorerOf(s);
    const file = path.join(dir, 'sheets', `${id}.json`);
    const before = fs.readFileSync(file, 'utf8');
    const body = { line: 'solo 6 bert 7', rows: 0, id: newId() };
    const cases: [string, Promise<{ status: number; headers: http.IncomingHttpHeaders }>, number][] = [
      ['another site', post(link, 'deal', body, { origin: 'http://evil.example' }), 403],
      ['no Origin', post(link, 'deal', body, { origin: null }), 403],
      [
        'a DNS-rebound name',
        post(link, 'deal', body, { host: `evil.example:${s.port}`, origin: `http://evil.example:${s.port}` }),
        421,
      ],
      ['5 KB', post(link, 'deal', { ...body, line: 'x'.repeat(5000) }), 413],
      [
        'a form post',
        post(link, 'deal', {}, { contentType: 'application/x-www-form-urlencoded', raw: 'line=pas' }),
        415,
      ],
      ['a text post', post(link, 'deal', body, { contentType: 'text/plain' }), 415],
      ['the read-only link', post(`${s.url}/`, 'deal', body), 404],
      ['GET of a write', get(`${link}deal`) as never, 405],
    ];
    for (const [what, answer, status] of cases) {
      const r = await answer;
      expect([what, r.status]).toEqual([what, status]);
      // No CORS: nothing lets another site read an answer.
      expect(r.headers?.['access-control-allow-origin']).toBeUndefined();
    }
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
    const ok = await post(link, 'deal', body);
    expect(ok.status).toBe(200);
    expect(ok.headers['set-cookie']).toBeUndefined();
    await s.stop();
    // The tokens are never in what the server writes to its terminal's error stream.
    expect(s.stderr()).not.toContain(new URL(link).pathname.slice(1, -1));
  }, 30000);

  test('at most 10 writes a second per token: past it 429 with Retry-After', async () => {
    const { dir } = await kitchen();
    const s = await serve(dir, ['--scorer', '--host', '127.0.0.1', '--port', '0']);
    const link = scorerOf(s);
    // Undo of an empty sheet is refused by the rules (no row written) but counts as a write; 12 at once, over four
    // kept-alive connections as a browser sends them: 12 new connections at once from one address would be more
    // than the 8 not yet holding a token that the server keeps per address (it closes the oldest).
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => post(link, 'undo', { rows: 0, id: newId() }, { agent })),
    ).finally(() => agent.destroy());
    const limited = answers.filter((a) => a.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(2);
    expect(limited[0].headers['retry-after']).toBe('1');
    await s.stop();
  }, 30000);

  // Until 2026-12-07 one client holding the board's link could open 512 event streams, which never time out: the
  // scorer's page and its deal were then 503.
  const streamsTitle =
    "one client holds at most 64 of the board's event streams: the 65th is 503, the scorer's page and deal answer";
  test(streamsTitle, async () => {
    const { dir, id } = await kitchen();
    const s = await serve(dir, ['--scorer', '--host', '127.0.0.1', '--port', '0']);
    const held: net.Socket[] = [];
    /** An event stream of the board opened from this address: its status once known (a 200 once the board came). */
    const stream = () =>
      new Promise<number>((resolve, reject) => {
        const sock = net.connect(s.port, '127.0.0.1');
        held.push(sock);
        let got = '';
        sock.on('data', (d) => {
          got += d;
          const code = Number(/^HTTP\/1\.1 (\d{3})/.exec(got)?.[1]);
          if (code && (code !== 200 || got.includes('event: board'))) resolve(code);
        });
        sock.on('error', () => {});
        sock.on('close', () => reject(new Error(`closed without an answer: ${got.slice(0, 80)}`)));
        sock.write(`GET ${new URL(s.url).pathname}/events HTTP/1.1\r\nHost: 127.0.0.1:${s.port}\r\n\r\n`);
      });
    try {
      // A few at a time, as the repro opened them, and never closed.
      const codes: number[] = [];
      for (let i = 0; i < 65; i += 5) codes.push(...(await Promise.all(Array.from({ length: 5 }, stream))));
      expect([codes.filter((c) => c === 200).length, codes.filter((c) => c === 503).length]).toEqual([64, 1]);
      expect((await get(scorerOf(s))).status).toBe(200);
      const r = await post(scorerOf(s), 'deal', { line: 'solo 6 bert 7', rows: 0, id: newId() });
      expect(r.status).toBe(200);
    } finally {
      for (const sock of held) sock.destroy();
    }
    expect((await tafelJson<{ deals: unknown[] }>(dir, ['sheet', id])).deals).toHaveLength(1);
    await s.stop();
  }, 30000);

  test('a flood of 200 token-less connections kept open does not keep a phone from recording', async () => {
    const { dir, id } = await kitchen();
    const s = await serve(dir, ['--scorer', '--host', '127.0.0.1', '--port', '0']);
    const stop = await flood(s.port, 200);
    try {
      const r = await post(scorerOf(s), 'deal', { line: 'solo 6 bert 7', rows: 0, id: newId() });
      expect(r.status).toBe(200);
    } finally {
      stop();
    }
    expect((await tafelJson<{ deals: unknown[] }>(dir, ['sheet', id])).deals).toHaveLength(1);
    await s.stop();
  }, 30000);
});

const lostAnswerTitle =
  'a POST whose answer is lost (the server killed after the write, before the answer), retried after a restart, is ' +
  'stored once';
test(lostAnswerTitle, async () => {
  const { dir, id } = await kitchen();
  const killed = await serveProcess(dir, ['--scorer', '--host', '127.0.0.1', '--port', '0'], true, running);
  const link = scorerOf(killed);
  const body = JSON.stringify({ line: 'solo 6 bert 7', rows: 0, id: newId() });
  const file = path.join(dir, 'sheets', `${id}.json`);
  // The page's request, whose answer never arrives: the server is killed once the deal is on disk.
  const u = new URL('deal', link);
  const lost = http.request(u, {
    method: 'POST',
    agent: false,
    headers: { 'Content-Type': 'application/json', Origin: u.origin, 'Content-Length': String(body.length) },
  });
  lost.on('error', () => {});
  lost.on('response', (res) => res.resume());
  // Whatever the server answers is never read: it is killed as soon as the deal is on disk.
  lost.end(body);
  await until(() => fs.readFileSync(file, 'utf8').includes('"origins"'), 'the deal on disk');
  killed.child.kill('SIGKILL');
  await killed.exited;
  const s = await serve(dir, ['--scorer']);
  expect(scorerOf(s)).toBe(link);
  const again = await post(link, 'deal', JSON.parse(body));
  expect([again.status, again.json.already]).toEqual([200, true]);
  const sheet = await tafelJson<{ deals: { via?: string }[] }>(dir, ['sheet', id]);
  expect(sheet.deals.map((d) => d.via)).toEqual(['phone']);
  // tafel sheet says which deals a phone recorded.
  expect((await tafel(dir, ['sheet', id])).stdout).toContain('From a phone (tafel serve --scorer): 1');
  await s.stop();
}, 60000);

describe("an event's tables (scorer.md §1)", () => {
  const title =
    'a link per table number follows the current round; a table the round lacks says so; the organiser and the ' +
    'cards';
  test(title, async () => {
    const dir = home();
    const names = 'Ann,Bert,Cis,Dirk,Eva,Fien,Gert,Hilde,Ilse,Jan,Kim,Lien';
    expect(
      (
        await tafel(dir, [
          'event',
          'new',
          'klaverjassen',
          '--entrants',
          names,
          '--rounds',
          '2',
          '--deals',
          '2',
          '--seed',
          '7',
          '--id',
          'club',
        ])
      ).code,
    ).toBe(0);
    expect((await tafel(dir, ['event', 'draw'])).code).toBe(0);
    const s = await serve(dir, ['--event', '--scorer', '--host', '127.0.0.1', '--port', '0']);
    const tables = s.links.filter((l) => l.kind === 'scorer');
    expect(tables.map((l) => l.table)).toEqual([1, 2, 3]);
    const plan = await tafelJson<{ tables: { table: number; seats: { name: string }[] }[] }>(dir, ['event', 'plan']);
    const page = await get(tables[1].url);
    expect(page.text).toContain(`Round 1 · table 2: ${plan.tables[1].seats.map((x) => x.name).join(', ')}`);
    // A table link is HMAC-SHA256(key, "scorer\0<event uid>\0table\0<n>") cut to 144 bits, base64url: worked out
    // here from the key file, it is the link printed for table 1; table 4 (no table in this round) says so.
    const key = Buffer.from(JSON.parse(fs.readFileSync(path.join(dir, 'serve-key'), 'utf8')).key, 'base64');
    const uid = JSON.parse(fs.readFileSync(path.join(dir, 'events', 'club.json'), 'utf8')).uid as string;
    const token = (n: number) =>
      createHmac('sha256', key).update(`scorer\0${uid}\0table\0${n}`).digest().subarray(0, 18).toString('base64url');
    expect(tables[0].url).toBe(`http://127.0.0.1:${s.port}/${token(1)}/`);
    const four = await get(`http://127.0.0.1:${s.port}/${token(4)}/`);
    expect([four.status, four.text.includes('No table 4 in round 1.')]).toEqual([200, true]);
    // A write names the round its page showed: a round without this table open is a conflict, nothing written.
    const r2 = await post(tables[0].url, 'deal', { line: 'Dirk 92', rows: 0, id: newId(), round: 2 });
    expect([r2.status, r2.json.reason]).toEqual([
      409,
      'Table 1 has no open sheet in round 2 (finished, or drawn again): this line is not written; ask the organiser.',
    ]);
    // A table whose 2 deals are played: the totals to agree on this page, not `tafel new` nor the organiser.
    const taker = plan.tables[0].seats[0].name;
    for (const rows of [0, 1])
      expect((await post(tables[0].url, 'deal', { line: `${taker} 92`, rows, id: newId(), round: 1 })).status).toBe(
        200,
      );
    const late = await post(tables[0].url, 'deal', { line: `${taker} 92`, rows: 2, id: newId(), round: 1 });
    expect([late.status, late.json.reason]).toEqual([
      409,
      'All deals of table 1 are played: this line is not written. Check the totals and tap Finish the table.',
    ]);
    // A table number the round lacks says so, not "finished, or drawn again".
    const none = await post(`http://127.0.0.1:${s.port}/${token(4)}/`, 'deal', {
      line: `${taker} 92`,
      rows: 0,
      id: newId(),
      round: 1,
    });
    expect([none.status, none.json.reason]).toEqual([409, 'No table 4 in round 1.']);
    const organiser = s.links.find((l) => l.kind === 'organiser')!.url;
    const cards = await get(`${organiser}cards`);
    expect(cards.status).toBe(200);
    expect(cards.text.match(/<section class="card"/g)).toHaveLength(3);
    for (const t of tables) expect(cards.text).toContain(t.url);
    expect(cards.text.match(/<svg /g)).toHaveLength(3);
    const org = await get(organiser);
    expect(org.text.match(/<li data-table="\d"/g)).toHaveLength(3);
    // The same cards without a server, at the address the server keeps.
    const out = path.join(home(), 'cards.html');
    const r = await tafel(dir, ['event', 'cards', '--out', out]);
    expect([r.code, r.stdout.trim()]).toEqual([0, `3 table cards written to ${out}: print them, two to a page.`]);
    expect(fs.readFileSync(out, 'utf8')).toBe(cards.text);
    await s.stop();
  }, 60000);
});
