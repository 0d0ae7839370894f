/**
 * The live board's HTTP server (issue 23, Safety) against a real server on 127.0.0.1 and a random
 * port: the token, 404/405/413/414/503, the security headers, a path-traversal and NUL list, 1,000
 * connections opened and dropped, and a slow client. Requests are written by hand on a socket, so
 * no client library normalises a path before the server sees it.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import net from 'node:net';
import { acceptedLang, newToken, startServer, type BoardServer } from '../../src/serve/server.js';

const TOKEN = 'Tok3n_for-the-board-test';
let server: BoardServer;
let port: number;
const renders: string[] = [];

beforeAll(async () => {
  server = await startServer({
    host: '127.0.0.1',
    port: 0,
    token: TOKEN,
    render: (lang) => {
      renders.push(lang);
      return { title: 'board', html: `<p id="x">${lang === 'nl' ? 'Volgende gever' : 'Next to deal'}</p>` };
    },
    // Shorter than the real 5 s header limit, so the slow clients below are cut off sooner; but not so
    // short that a busy machine (two cores, eight sessions) takes longer to read a whole request (at
    // 400 ms it answered a plain GET with 408) or closes the 64 held connections as idle before it counts them.
    limits: { headersTimeoutMs: 3000, idleMs: 15000 },
  });
  port = server.port;
});
afterAll(() => server.close());

/**
 * One request as raw bytes; the answer is everything the server sends until it closes. `wait` only
 * bounds a failure (a server that never closes): sized for a busy machine, never reached when it works.
 */
function raw(text: string, wait = 30_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const s = net.connect(port, '127.0.0.1');
    let got = '';
    const timer = setTimeout(() => {
      s.destroy();
      reject(new Error(`no close within ${wait} ms; got ${JSON.stringify(got.slice(0, 200))}`));
    }, wait);
    s.on('data', (d) => (got += d));
    s.on('error', () => {});
    s.on('close', () => {
      clearTimeout(timer);
      resolve(got);
    });
    s.write(text);
  });
}

const get = (target: string, method = 'GET', extra = ''): Promise<string> =>
  raw(`${method} ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n${extra}\r\n`);
const status = (answer: string): number => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);

describe('the token', () => {
  test('is at least 128 bits, URL-safe, new each time', () => {
    const a = newToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(a, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(newToken()).not.toBe(a);
    expect(server.url).toBe(`http://127.0.0.1:${port}/${TOKEN}`);
  });

  test('opens the page; every other path is 404 and shows nothing of the board', async () => {
    const ok = await get(`/${TOKEN}`);
    expect(status(ok)).toBe(200);
    expect(ok).toContain('Next to deal');
    const others = [
      '/',
      '/index.html',
      `/${TOKEN.slice(0, -1)}`,
      `/${TOKEN}x`,
      `/${TOKEN.replace('T', 't')}`,
      `/${TOKEN}/`,
      `/${TOKEN}/../${TOKEN}`,
      `/x/../${TOKEN}`,
      `/./${TOKEN}`,
      `//${TOKEN}`,
      `/${TOKEN}%00`,
      `/%00${TOKEN}`,
      `/${TOKEN}/events%00`,
      `/${TOKEN}/..%2f..%2fsettings.json`,
      '/../../etc/passwd',
      '/..%2f..%2fetc%2fpasswd',
      '/%2e%2e/%2e%2e/etc/passwd',
      `/${TOKEN}/sheets/`,
      '/sheets/',
      '/settings.json',
      `/${encodeURIComponent(TOKEN)}%2fevents`,
      '/favicon.ico',
      '*',
    ];
    for (const path of others) {
      const answer = await get(path);
      expect([path, status(answer)]).toEqual([path, 404]);
      expect(answer).not.toContain('Next to deal');
      expect(answer).not.toContain(TOKEN);
    }
  });

  test('a query string does not matter', async () => {
    expect(status(await get(`/${TOKEN}?lang=nl&x=1`))).toBe(200);
  });
});

test('GET and HEAD only: anything else is 405 with Allow', async () => {
  for (const m of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND']) {
    const answer = await get(`/${TOKEN}`, m);
    expect([m, status(answer)]).toEqual([m, 405]);
    expect(answer).toMatch(/\r\nAllow: GET, HEAD\r\n/);
  }
  const head = await get(`/${TOKEN}`, 'HEAD');
  expect(status(head)).toBe(200);
  expect(head).not.toContain('Next to deal');
  expect(head).toMatch(/\r\nContent-Length: [1-9]\d*\r\n/);
});

test('a request body is refused (413), a long URL is 414', async () => {
  expect(status(await get(`/${TOKEN}`, 'GET', 'Content-Length: 5\r\n'))).toBe(413);
  expect(status(await get(`/${TOKEN}`, 'GET', 'Transfer-Encoding: chunked\r\n'))).toBe(413);
  expect(status(await get(`/${TOKEN}?${'a'.repeat(3000)}`))).toBe(414);
  // Past the header cap Node answers 431 itself; either way nothing is served.
  expect([414, 431]).toContain(status(await get(`/${'a'.repeat(9000)}`)));
});

test('every answer has the security headers; the CSP allows nothing from outside', async () => {
  for (const path of [`/${TOKEN}`, '/nope']) {
    const answer = await get(path);
    const csp = /\r\nContent-Security-Policy: ([^\r]*)\r\n/.exec(answer)?.[1] ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/https?:|\*|unsafe-inline|unsafe-eval|data:/);
    expect(answer).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/);
    expect(answer).toMatch(/\r\nReferrer-Policy: no-referrer\r\n/);
    expect(answer).toMatch(/\r\nCache-Control: no-store\r\n/);
  }
});

test('the language follows Accept-Language (weights too), English otherwise', async () => {
  expect(await get(`/${TOKEN}`, 'GET', 'Accept-Language: nl-BE,nl;q=0.9,en;q=0.8\r\n')).toContain('Volgende gever');
  expect(await get(`/${TOKEN}`, 'GET', 'Accept-Language: fr\r\n')).toContain('Next to deal');
  expect(acceptedLang('en;q=0.5, nl;q=0.9')).toBe('nl');
  expect(acceptedLang('fr, de;q=0.9, nl;q=0')).toBe('en');
  expect(acceptedLang(undefined)).toBe('en');
});

/** Opens n sockets and waits until all are connected. */
function openMany(n: number): Promise<net.Socket[]> {
  return Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise<net.Socket>((resolve) => {
          const s = net.connect(port, '127.0.0.1', () => resolve(s));
          s.on('error', () => {});
        }),
    ),
  );
}

test('past 64 live connections the next gets 503; once they go, the board answers again', async () => {
  const held = await openMany(64);
  // The server counts a connection when it takes it, which on a busy machine comes well after the
  // client's connect: asked again until it counts all 64 (a limit that never holds fails at the bound).
  let answer = await get(`/${TOKEN}`);
  for (let i = 0; i < 300 && status(answer) !== 503; i++) {
    await new Promise((r) => setTimeout(r, 100));
    answer = await get(`/${TOKEN}`);
  }
  expect(status(answer)).toBe(503);
  expect(answer).not.toContain('Next to deal');
  for (const s of held) s.destroy();
  await new Promise((r) => setTimeout(r, 100));
  expect(status(await get(`/${TOKEN}`))).toBe(200);
});

test('1,000 connections opened and dropped leave the server answering', async () => {
  for (let round = 0; round < 4; round++) {
    const socks = await openMany(250);
    socks.forEach((s, i) => {
      if (i % 2) s.destroy();
      else s.end('GET /');
    });
  }
  await new Promise((r) => setTimeout(r, 100));
  expect(status(await get(`/${TOKEN}`))).toBe(200);
}, 120_000); // a thousand sockets on a busy machine (two cores, eight sessions): far past Jest's 5 s

test('a slow client (slowloris) and a silent one are cut off by the server', async () => {
  const slow = new Promise<string>((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    let got = '';
    s.on('data', (d) => (got += d));
    s.on('error', () => {});
    s.write(`GET /${TOKEN} HTTP/1.1\r\nHost: x\r\n`);
    // One header byte every 100 ms: never a complete request.
    const drip = setInterval(() => s.writable && s.write('X'), 100);
    s.on('close', () => {
      clearInterval(drip);
      resolve(got);
    });
  });
  // Sends nothing at all: Node answers 408 as it closes it (raw resolves on the close).
  const [dripped, silent] = await Promise.all([slow, raw('')]);
  // Both were closed by the server (its 3 s header limit and the 1 s check): the test never closes
  // the dripping one, and raw() gives up (rejects) rather than close a silent one itself. How soon is
  // not asked: on a busy machine the check runs late (speed is for `npm run bench`).
  expect(dripped).not.toContain('Next to deal');
  expect(silent).toMatch(/^(|HTTP\/1\.1 408 [^\r]*\r\n[\s\S]*)$/);
  expect(silent).not.toContain('Next to deal');
}, 60_000);

test('the event stream sends the board at once and on each update only when it changed', async () => {
  const events: string[] = [];
  const s = net.connect(port, '127.0.0.1');
  s.on('data', (d) => events.push(String(d)));
  s.write(`GET /${TOKEN}/events HTTP/1.1\r\nHost: x\r\n\r\n`);
  const until = async (what: () => boolean) => {
    for (let i = 0; i < 100 && !what(); i++) await new Promise((r) => setTimeout(r, 20));
  };
  await until(() => events.join('').includes('event: board'));
  expect(events.join('')).toMatch(/Content-Type: text\/event-stream/);
  expect(server.streams()).toBe(1);
  const before = events.join('').split('event: board').length;
  server.update(); // the same board: nothing is sent
  await new Promise((r) => setTimeout(r, 50));
  expect(events.join('').split('event: board').length).toBe(before);
  s.destroy();
  await until(() => server.streams() === 0);
  expect(server.streams()).toBe(0);
});
