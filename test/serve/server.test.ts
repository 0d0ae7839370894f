/**
 * The live board's HTTP server (issue 23, Safety; issue 36 items 3 and 4; scorer.md §4) against a real
 * server on 127.0.0.1 and a random port: the token, 404/405/413/414/421/503, the security headers, a
 * path-traversal and NUL list, 1,000 connections opened and dropped, a slow client, a token-less flood
 * that must not keep a phone with the token out, silent ones closed oldest first past the caps, and the
 * Host check against DNS rebinding. Requests are written by hand on a socket, so no client library
 * normalises a path before the server sees it.
 */
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import net from 'node:net';
import os from 'node:os';
import { acceptedLang, allowedHosts } from '../../src/serve/request.js';
import { type BoardServer, type Limits, type Link, newToken, startServer } from '../../src/serve/server.js';

// Every test waits on a real socket: sized for a busy machine, never timed.
jest.setTimeout(30000);

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
    // 400 ms it answered a plain GET with 408). A cap of 8 token holders (the real one is 256).
    limits: { headersTimeoutMs: 3000, idleMs: 15000, connections: 8, pendingMs: 3000 },
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

const get = (target: string, method = 'GET', extra = '', host = `127.0.0.1:${port}`): Promise<string> =>
  raw(`${method} ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n${extra}\r\n`);
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
      `/${TOKEN}/x`,
      `/${TOKEN}/deal`,
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

  test('a query string does not matter, nor a slash after the token', async () => {
    expect(status(await get(`/${TOKEN}?lang=nl&x=1`))).toBe(200);
    expect(status(await get(`/${TOKEN}/`))).toBe(200);
  });

  test('a request without the token is answered 404 and its connection closed, keep-alive or not', async () => {
    // raw() resolves only when the server closes the connection.
    const answer = await raw(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n\r\n`);
    expect(status(answer)).toBe(404);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
  });
});

test('GET and HEAD only on a page: anything else is 405 with Allow', async () => {
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
  // Node's own answers too (until 2026-12-07 a bare "431 ... Connection: close"): headers past the cap, a request
  // line it cannot read.
  const tooLarge = await get(`/${TOKEN}`, 'GET', `X-A: ${'a'.repeat(9000)}\r\n`);
  expect(tooLarge).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
  const unread = await raw('GARBAGE\r\n\r\n');
  expect(unread).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n[\s\S]*\r\n\r\nBad Request$/);
  for (const answer of [await get(`/${TOKEN}`), await get('/nope'), tooLarge, unread]) {
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
          // Read what comes, so the server's close is seen ('close' needs the stream read to its end).
          s.resume();
        }),
    ),
  );
}

/** An open event stream with the token: resolves once the board arrived on it. */
function stream(): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const s = net.connect(port, '127.0.0.1');
    let got = '';
    s.on('data', (d) => {
      got += d;
      if (got.includes('event: board')) resolve(s);
    });
    s.on('error', () => {});
    s.on('close', () => reject(new Error(`stream closed: ${got.slice(0, 80)}`)));
    s.write(`GET /${TOKEN}/events HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
  });
}

const capTitle =
  'past the cap of connections holding the token the next gets 503; once they go, the board answers again';
test(capTitle, async () => {
  // The test server's cap is 8 (the real one 256, LIMITS.connections).
  const held = await Promise.all(Array.from({ length: 8 }, stream));
  expect(server.connections()).toBe(8);
  const answer = await get(`/${TOKEN}`);
  expect(status(answer)).toBe(503);
  expect(answer).not.toContain('Next to deal');
  for (const s of held) s.destroy();
  for (let i = 0; i < 200 && server.connections() > 0; i++) await new Promise((r) => setTimeout(r, 10));
  expect(status(await get(`/${TOKEN}`))).toBe(200);
});

test('the cap of connections holding a token is at least 256 (a club night)', async () => {
  const { LIMITS } = await import('../../src/serve/server.js');
  expect(LIMITS.connections).toBeGreaterThanOrEqual(256);
  expect([LIMITS.pendingPerAddress, LIMITS.pendingTotal, LIMITS.pendingMs]).toEqual([8, 64, 5000]);
  // 64 streams of the board per address, and 64 of the 512 places kept for the links that write.
  expect([LIMITS.connections, LIMITS.streamsPerAddress, LIMITS.writersReserve]).toEqual([512, 64, 64]);
});

/**
 * A request on a connection of its own from the local address `from` (Linux answers every 127.x.y.z), kept open: its
 * status once known, and for a 200 event stream once the board arrived on it.
 */
function from(
  p: number,
  target: string,
  addr: string,
  method = 'GET',
  extra = '',
  body = '',
): Promise<[number, net.Socket]> {
  return new Promise((resolve, reject) => {
    const s = net.connect({ port: p, host: '127.0.0.1', localAddress: addr });
    let got = '';
    s.on('data', (d) => {
      got += d;
      const code = status(got);
      if (code && (code !== 200 || got.includes(target.endsWith('/events') ? 'event: board' : '\r\n\r\n')))
        resolve([code, s]);
    });
    s.on('error', () => {});
    s.on('close', () => reject(new Error(`closed without an answer: ${got.slice(0, 80)}`)));
    s.write(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1:${p}\r\n${extra}\r\n${body}`);
  });
}

// Until 2026-12-07 a client holding the read-only link could open event streams until the cap (512), which never time
// out: every scorer's page and write then got 503.
const readerTitle =
  "the board's event streams: a few per address (4 here), and never the last places (4 of 12), kept for the " +
  "scorer's link: its page, streams and write answer";
test(readerTitle, async () => {
  const SCORER = 'Sc0rer_token-of-the-test';
  const scorer: Link = {
    body: () => ({ title: 'scorer', html: '<p>scorer</p>' }),
    page: (b) => b.html,
    post: async () => ({ status: 200, json: { said: 'written' } }),
    actions: ['deal'],
    writes: ['deal'],
  };
  const board: Link = { body: () => ({ title: 'board', html: '<p>board</p>' }), page: (b) => b.html };
  const links = new Map([
    [TOKEN, board],
    [SCORER, scorer],
  ]);
  const limits = { connections: 12, streamsPerAddress: 4, writersReserve: 4 };
  const other = await startServer({ host: '127.0.0.1', port: 0, links: () => links, limits });
  const open: net.Socket[] = [];
  const ask = async (target: string, addr: string, method = 'GET', extra = '', body = '') => {
    const [code, s] = await from(other.port, target, addr, method, extra, body);
    open.push(s);
    return code;
  };
  try {
    // One after the other: the fifth stream from an address is refused, the board's page still answers there.
    const codes: number[] = [];
    for (const addr of ['127.0.0.2', '127.0.0.3'])
      for (let i = 0; i < 5; i++) codes.push(await ask(`/${TOKEN}/events`, addr));
    expect(codes).toEqual([200, 200, 200, 200, 503, 200, 200, 200, 200, 503]);
    for (let i = 0; i < 200 && other.connections() > 8; i++) await new Promise((r) => setTimeout(r, 10));
    expect([other.streams(), other.connections()]).toEqual([8, 8]);
    // 8 of 12 places held by the board: another address gets neither its stream nor its page.
    expect([await ask(`/${TOKEN}/events`, '127.0.0.4'), await ask(`/${TOKEN}`, '127.0.0.4')]).toEqual([503, 503]);
    // The scorer's page, its stream and a write, from an address of the board's streams too.
    const json = `Origin: http://127.0.0.1:${other.port}\r\nContent-Type: application/json\r\nContent-Length: 2\r\n`;
    expect([
      await ask(`/${SCORER}`, '127.0.0.2'),
      await ask(`/${SCORER}/events`, '127.0.0.2'),
      await ask(`/${SCORER}/events`, '127.0.0.5'),
      await ask(`/${SCORER}/deal`, '127.0.0.5', 'POST', json, '{}'),
    ]).toEqual([200, 200, 200, 200]);
  } finally {
    for (const s of open) s.destroy();
    await other.close();
  }
});

const floodTitle =
  'a flood of 200 token-less connections kept open (and asking again) does not keep a phone from its board';
test(floodTitle, async () => {
  // Kept open without a request, and kept asking "GET /" on keep-alive: neither holds a place for long.
  const flood = await openMany(200);
  const asking = setInterval(() => {
    for (const s of flood) if (!s.destroyed) s.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
  }, 50);
  try {
    // The phone's stream (its own connection, opened after the flood) and its page.
    const phone = await stream();
    expect(status(await get(`/${TOKEN}`))).toBe(200);
    phone.destroy();
    // The server closed the flood's connections itself (each "GET /" is a 404 that closes): at most 8 wait.
    for (let i = 0; i < 300 && flood.filter((s) => !s.destroyed).length > 8; i++)
      await new Promise((r) => setTimeout(r, 10));
    expect(flood.filter((s) => !s.destroyed).length).toBeLessThanOrEqual(8);
  } finally {
    clearInterval(asking);
    for (const s of flood) s.destroy();
  }
}, 120_000);

const silentTitle =
  'token-less connections that send nothing are closed oldest first: 8 left from one address, and the cap of all';
test(silentTitle, async () => {
  // Servers of their own whose clocks would close a silent connection only after a minute: only the caps close
  // these. The cap from all addresses is lowered to 16, above the one per address, to be reached from one.
  const late = { headersTimeoutMs: 60_000, idleMs: 60_000, pendingMs: 60_000 };
  const cases: [Partial<Limits>, number][] = [
    [late, 8],
    [{ ...late, pendingPerAddress: 1000, pendingTotal: 16 }, 16],
  ];
  for (const [limits, left] of cases) {
    const other = await startServer({
      host: '127.0.0.1',
      port: 0,
      token: TOKEN,
      render: () => ({ title: '', html: '' }),
      limits,
    });
    const socks: net.Socket[] = [];
    try {
      // One after the other, so the server meets them in this order.
      for (let i = 0; i < 40; i++)
        socks.push(
          await new Promise<net.Socket>((resolve) => {
            const s = net.connect(other.port, '127.0.0.1', () => resolve(s));
            s.on('error', () => {});
            s.resume();
          }),
        );
      for (let i = 0; i < 2000 && socks.filter((s) => !s.destroyed).length > left; i++)
        await new Promise((r) => setTimeout(r, 10));
      expect(socks.map((s) => !s.destroyed)).toEqual(socks.map((_, i) => i >= 40 - left));
    } finally {
      for (const s of socks) s.destroy();
      await other.close();
    }
  }
});

test('a Host that is not the address served is 421 (DNS rebinding); localhost is fine on the loopback', async () => {
  for (const host of ['evil.example', `evil.example:${port}`, `127.0.0.1:${port + 1}`, `192.168.1.9:${port}`]) {
    const answer = await get(`/${TOKEN}`, 'GET', '', host);
    expect([host, status(answer)]).toEqual([host, 421]);
    expect(answer).not.toContain('Next to deal');
  }
  expect(status(await get(`/${TOKEN}`, 'GET', '', `localhost:${port}`))).toBe(200);
  expect(status(await get(`/${TOKEN}`, 'GET', '', `LOCALHOST:${port}`))).toBe(200);

  expect([...allowedHosts('192.168.1.23', 8080)]).toEqual(['192.168.1.23:8080']);
  expect(allowedHosts('127.0.0.1', 80).has('localhost')).toBe(true);
});

test("bound to every address (0.0.0.0), the printed link is one a phone can open: this machine's address", async () => {
  const all = await startServer({ host: '0.0.0.0', port: 0, token: TOKEN, render: () => ({ title: 'b', html: '' }) });
  try {
    const here = Object.values(os.networkInterfaces())
      .flat()
      .find((a) => a?.family === 'IPv4' && !a.internal)?.address;
    expect(all.url).toBe(`http://${here ?? '127.0.0.1'}:${all.port}/${TOKEN}`);
    expect(all.origin).toBe(`http://${here ?? '127.0.0.1'}:${all.port}`);
    // And that address is one the Host check lets in.
    expect(allowedHosts('0.0.0.0', all.port).has(`${here ?? '127.0.0.1'}:${all.port}`)).toBe(true);
  } finally {
    await all.close();
  }
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
    s.write(`GET /${TOKEN} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`);
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
  if (silent !== '') expect(silent).toMatch(/\r\nX-Frame-Options: DENY\r\n/);
  expect(silent).not.toContain('Next to deal');
}, 60_000);

test('the event stream sends the board at once and on each update only when it changed', async () => {
  const events: string[] = [];
  const s = net.connect(port, '127.0.0.1');
  s.on('data', (d) => events.push(String(d)));
  s.write(`GET /${TOKEN}/events HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
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

test('an answer failed by a fault of its own: a bare 500 to the page, and the terminal is told what', async () => {
  const failures: unknown[] = [];
  const broken = await startServer({
    host: '127.0.0.1',
    port: 0,
    token: TOKEN,
    render: () => {
      throw new Error('the board could not be drawn');
    },
    failed: (e) => failures.push(e),
  });
  try {
    const answer = await fetch(`http://127.0.0.1:${broken.port}/${TOKEN}`, { signal: AbortSignal.timeout(30_000) });
    expect(answer.status).toBe(500);
    expect(await answer.text()).not.toContain('could not be drawn');
    expect(failures.map(String)).toEqual(['Error: the board could not be drawn']);
  } finally {
    await broken.close();
  }
});
