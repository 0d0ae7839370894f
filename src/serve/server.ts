import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { Socket } from 'node:net';
import type { Lang } from '../core/game.js';
import { CSP } from './csp.js';
import type { Body, Link } from './link.js';
import { boardPage } from './page.js';
import { LIMITS, type Limits } from './limits.js';
import { acceptedLang, allowedHosts, linkOf, shownHost } from './request.js';

export type { Answer, Body, Link } from './link.js';

export { LIMITS, type Limits } from './limits.js';

export interface ServerOptions {
  host: string;
  port: number;
  /** The page's language for everyone; else each browser's Accept-Language. */
  lang?: Lang;
  /**
   * The links by token: the read-only board's and, with --scorer, the scorers' and the organiser's. Asked on every
   * request (the caller keeps it cheap).
   */
  links?: () => ReadonlyMap<string, Link>;
  /** A read-only board alone (the board of `tafel play --serve`, tests): its body, read afresh on each `update`. */
  render?: (lang: Lang) => Body;
  limits?: Partial<Limits>;
  /** The board's token; for tests a fixed one, else random. */
  token?: string;
  /** What failed an answer with a 500 (a fault of tafel's own): the terminal that runs the server says it. */
  failed?: (e: unknown) => void;
}

export interface BoardServer {
  /** The board's address, token included: printed for the user and in the QR code, never logged. */
  url: string;
  /** The address without a token: `http://<host>:<port>`. */
  origin: string;
  host: string;
  port: number;
  /** The read-only board's token. */
  token: string;
  /** Reads every link again; every open page whose body changed gets the new body. */
  update(): void;
  /** How many event streams are open. */
  streams(): number;
  /** How many connections presented a valid token and are open. */
  connections(): number;
  /** Closes every connection and the server. */
  close(): Promise<void>;
}

/** At least 128 bits from the system's random source (here 144), URL-safe. */
export const newToken = (): string => randomBytes(18).toString('base64url');

const SECURITY: Record<string, string> = {
  'Content-Security-Policy': CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cache-Control': 'no-store',
};

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  421: 'Misdirected Request',
  431: 'Request Header Fields Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

const sameBody = (a: Body, b: Body): boolean =>
  a === b ||
  (a.html === b.html &&
    a.title === b.title &&
    a.rest === b.rest &&
    JSON.stringify(a.state) === JSON.stringify(b.state));

const sse = (name: string, data: unknown): string => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

export function startServer(o: ServerOptions): Promise<BoardServer> {
  const limits = { ...LIMITS, ...o.limits };
  const token = o.token ?? newToken();
  let board: Link | undefined;
  if (o.render) {
    const render = o.render;
    board = { body: render, page: boardPage };
  }
  const own = new Map<string, Link>(board ? [[token, board]] : []);
  const links = o.links ?? (() => own);
  /** Connections that presented a valid token. */
  const trusted = new Set<Socket>();
  /** Connections that have not yet: by the time they opened (a Map keeps that order), with their address. */
  const pending = new Map<Socket, { addr: string; timer: NodeJS.Timeout }>();
  /** The open event streams: a read-only link's (`reader`) with its client's address, counted per address. */
  const streams = new Map<http.ServerResponse, { token: string; lang: Lang; addr: string; reader: boolean }>();
  const bodies = new Map<string, Body>();
  /** The body each stream was last sent, so an update that changed nothing for it sends nothing. */
  const last = new WeakMap<http.ServerResponse, Body>();
  const rates = new Map<string, { at: number; writes: number; previews: number }>();
  let hosts = new Set<string>();
  const bodyOf = (t: string, link: Link, lang: Lang): Body => {
    const key = `${lang}\0${t}`;
    let b = bodies.get(key);
    if (!b) {
      b = link.body(lang);
      bodies.set(key, b);
    }
    return b;
  };
  // A page loaded or a stream opened reads the data as it is now, not as the last change the watcher reported: a
  // reload right after a change (a round drawn again, a deal recorded at the terminal) shows it, as a phone is told.
  const freshBody = (t: string, link: Link, lang: Lang): Body => {
    bodies.delete(`${lang}\0${t}`);
    return bodyOf(t, link, lang);
  };

  const server = http.createServer({
    maxHeaderSize: limits.headerBytes,
    connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
    requestTimeout: limits.headersTimeoutMs * 2,
  });
  server.headersTimeout = limits.headersTimeoutMs;
  server.keepAliveTimeout = Math.min(5000, limits.idleMs);
  server.timeout = limits.idleMs;

  // What Node answers itself (a request it cannot read: headers too large 431, not complete in time 408, else 400),
  // with the headers of every answer; as Node does, only where no answer has begun on the connection.
  server.on('clientError', (e: NodeJS.ErrnoException, sock: Socket) => {
    const begun = (sock as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true;
    if (sock.writable && !begun) {
      const status = e.code === 'HPE_HEADER_OVERFLOW' ? 431 : e.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
      const head = { ...SECURITY, 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' };
      const lines = Object.entries({ ...head, 'Content-Length': String(REASONS[status].length) });
      sock.write(`HTTP/1.1 ${status} ${REASONS[status]}\r\n${lines.map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n`);
      sock.write(REASONS[status]);
    }
    sock.destroy();
  });

  const unpend = (sock: Socket): void => {
    const p = pending.get(sock);
    if (!p) return;
    clearTimeout(p.timer);
    pending.delete(sock);
  };

  const evict = (sock: Socket): void => {
    unpend(sock);
    sock.destroy();
  };

  // Every connection starts without a token, bounded on its own (per address and in all, the oldest closed first),
  // so a flood of them never takes the room of the phones that hold one (scorer.md §4).
  server.on('connection', (sock: Socket) => {
    sock.on('error', () => sock.destroy());
    const addr = sock.remoteAddress ?? '';
    const mine = [...pending].filter(([, p]) => p.addr === addr).map(([s]) => s);
    if (mine.length >= limits.pendingPerAddress) evict(mine[0]);
    const oldest = pending.keys().next().value;
    if (pending.size >= limits.pendingTotal && oldest) evict(oldest);
    const timer = setTimeout(() => sock.destroy(), limits.pendingMs);
    timer.unref();
    pending.set(sock, { addr, timer });
    sock.on('close', () => {
      unpend(sock);
      trusted.delete(sock);
    });
  });

  const send = (
    res: http.ServerResponse,
    status: number,
    type: string,
    text: string,
    extra: Record<string, string> = {},
  ): void => {
    res.writeHead(status, {
      ...SECURITY,
      'Content-Type': type,
      'Content-Length': String(Buffer.byteLength(text)),
      ...extra,
    });
    res.end(text);
  };
  const plain = (res: http.ServerResponse, status: number, extra: Record<string, string> = {}): void =>
    send(res, status, 'text/plain; charset=utf-8', REASONS[status], extra);
  /**
   * The answer that ends a connection. A small body the client is still sending is read (and dropped) first: closing
   * with unread bytes resets the connection, and the client would lose the answer. A large one is not read.
   */
  const shut = (res: http.ServerResponse, status: number, extra: Record<string, string> = {}): void => {
    const answer = () => {
      if (res.headersSent) return;
      plain(res, status, { Connection: 'close', ...extra });
      res.once('finish', () => res.socket?.destroySoon());
    };
    const req = res.req;
    const length = Number(req?.headers['content-length'] ?? '0');
    const small = req?.method === 'POST' && length <= limits.bodyBytes && !req.headers['transfer-encoding'];
    if (!req || !small || req.complete || req.readableEnded) {
      answer();
      return;
    }
    // A body announced but never sent does not hold the answer back for long.
    const late = setTimeout(answer, limits.pendingMs);
    late.unref();
    const done = () => {
      clearTimeout(late);
      answer();
    };
    req.on('end', done);
    req.on('error', done);
    req.resume();
  };

  /** Room in the token's budget for one more write or preview (a second's window). */
  const allowed = (t: string, write: boolean): boolean => {
    const now = Date.now();
    let r = rates.get(t);
    if (!r || now - r.at >= 1000) {
      r = { at: now, writes: 0, previews: 0 };
      rates.set(t, r);
    }
    if (write) return ++r.writes <= limits.writesPerSecond;
    return ++r.previews <= limits.previewsPerSecond;
  };

  /** A write's body: JSON, at most `bodyBytes`; undefined after answering when it is not. */
  const readJson = (
    req: http.IncomingMessage,
    res: http.ServerResponse,
  ): Promise<Record<string, unknown> | undefined> =>
    new Promise((resolve) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let done = false;
      const fail = (status: number) => {
        if (done) return;
        done = true;
        shut(res, status);
        resolve(undefined);
      };
      req.on('data', (c: Buffer) => {
        size += c.length;
        if (size > limits.bodyBytes) {
          req.pause();
          fail(413);
          return;
        }
        chunks.push(c);
      });
      req.on('error', () => fail(400));
      req.on('end', () => {
        if (done) return;
        let value: unknown;
        try {
          value = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          return fail(400);
        }
        if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail(400);
        done = true;
        resolve(value as Record<string, unknown>);
      });
    });

  async function write(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    t: string,
    link: Link,
    action: string,
    lang: Lang,
  ): Promise<void> {
    // Only the server's own page may write: a page of another site (or a form on it) cannot (scorer.md §4).
    if (req.headers.origin !== `http://${req.headers.host}`) return shut(res, 403);
    const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (type !== 'application/json') return shut(res, 415);
    const length = Number(req.headers['content-length'] ?? '0');
    if (!(length <= limits.bodyBytes)) return shut(res, 413);
    if (!allowed(t, link.writes?.includes(action) ?? false)) return shut(res, 429, { 'Retry-After': '1' });
    const fields = await readJson(req, res);
    if (!fields) return;
    const answer = await link.post!(action, fields, lang);
    send(res, answer.status, 'application/json; charset=utf-8', JSON.stringify(answer.json));
  }

  server.on('request', async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const sock = req.socket;
    try {
      const url = req.url ?? '';
      if (Buffer.byteLength(url) > limits.urlBytes) return shut(res, 414);
      if (!hosts.has((req.headers.host ?? '').toLowerCase())) return shut(res, 421);
      const path = url.split('?')[0];
      const m = /^\/([A-Za-z0-9_-]+)(?:\/([a-z]*))?$/.exec(path);
      const all = links();
      const found = m ? linkOf(all, m[1]) : undefined;
      // A request without a valid token ends its connection: it never holds a place a phone could use.
      if (!m || !found) return shut(res, 404);
      const [t, link] = found;
      const sub = m[2];
      const reader = link.post === undefined;
      if (!trusted.has(sock)) {
        // A read-only link leaves the last places to the links that write, where any does (scorer.md §4).
        const room =
          reader && [...all.values()].some((l) => l.post !== undefined)
            ? limits.connections - limits.writersReserve
            : limits.connections;
        if (trusted.size >= room) return shut(res, 503, { 'Retry-After': '5' });
        unpend(sock);
        trusted.add(sock);
      }
      const lang = o.lang ?? acceptedLang(req.headers['accept-language']);
      const vary: Record<string, string> = o.lang ? {} : { Vary: 'Accept-Language' };
      const isPage = sub === undefined || sub === '';
      // An own page only: a name Object's prototype holds (constructor) is no page, 404 as any other.
      const extraPage = sub !== undefined && link.pages && Object.hasOwn(link.pages, sub) ? link.pages[sub] : undefined;
      const isAction = sub !== undefined && link.post !== undefined && (link.actions ?? []).includes(sub);
      if (!isPage && sub !== 'events' && !extraPage && !isAction) return shut(res, 404);
      if (isAction) {
        if (req.method !== 'POST') return shut(res, 405, { Allow: 'POST' });
        return await write(req, res, t, link, sub, lang);
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') return shut(res, 405, { Allow: 'GET, HEAD' });
      // A page takes no request body: the connection is closed rather than the body read.
      const length = req.headers['content-length'];
      if (req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0'))
        return shut(res, 413);
      if (isPage || extraPage) {
        const base = `/${t}`;
        const page = extraPage ? await extraPage(lang) : link.page(freshBody(t, link, lang), lang, `${base}/events`);
        return send(res, 200, 'text/html; charset=utf-8', page, vary);
      }
      // One client holds a bounded number of a read-only link's streams, which never time out.
      const addr = sock.remoteAddress ?? '';
      let mine = 0;
      if (reader) for (const s of streams.values()) if (s.reader && s.addr === addr) mine++;
      if (reader && mine >= limits.streamsPerAddress) return shut(res, 503, { 'Retry-After': '5' });
      res.writeHead(200, {
        ...SECURITY,
        ...vary,
        'Content-Type': 'text/event-stream; charset=utf-8',
        'X-Accel-Buffering': 'no',
      });
      if (req.method === 'HEAD') return void res.end();
      // A stream stays open while the board is; the heartbeat keeps it from looking idle.
      sock.setTimeout(0);
      const first = freshBody(t, link, lang);
      res.write(`retry: 2000\n\n${sse('board', first)}`);
      last.set(res, first);
      streams.set(res, { token: t, lang, addr, reader });
      res.on('close', () => streams.delete(res));
    } catch (e) {
      // Never the request (it holds the token) nor a stack trace: only the status; the terminal has the error.
      o.failed?.(e);
      if (!res.headersSent) shut(res, 500);
      else res.destroy();
    }
  });

  // A stream whose link no longer works (renewed by --new-link meanwhile) is ended, not kept alive: its page then says
  // it is no longer live, where it kept a frozen sheet beside a green dot. Its reconnection is a 404.
  const ended = (res: http.ServerResponse, now: ReadonlyMap<string, Link>): boolean => {
    if (now.has(streams.get(res)!.token)) return false;
    streams.delete(res);
    res.end();
    return true;
  };

  const heartbeat = setInterval(() => {
    const now = links();
    for (const res of streams.keys()) if (!ended(res, now)) res.write(': \n\n');
  }, limits.heartbeatMs);
  heartbeat.unref();

  const update = (): void => {
    const now = links();
    bodies.clear();
    for (const [res, s] of streams) {
      if (ended(res, now)) continue;
      const link = now.get(s.token)!;
      const b = bodyOf(s.token, link, s.lang);
      const seen = last.get(res);
      if (seen && sameBody(seen, b)) continue;
      res.write(sse('board', b));
      last.set(res, b);
    }
  };

  const close = (): Promise<void> =>
    new Promise((resolve) => {
      clearInterval(heartbeat);
      for (const res of streams.keys()) res.end();
      server.close(() => resolve());
      for (const s of [...trusted, ...pending.keys()]) s.destroy();
      server.closeAllConnections();
    });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, o.host, () => {
      server.off('error', reject);
      const port = (server.address() as { port: number }).port;
      hosts = allowedHosts(o.host, port);
      const shown = shownHost(o.host);
      const host = shown.includes(':') ? `[${shown}]` : shown;
      const origin = `http://${host}:${port}`;
      resolve({
        url: `${origin}/${token}`,
        origin,
        host: o.host,
        port,
        token,
        update,
        streams: () => streams.size,
        connections: () => trusted.size,
        close,
      });
    });
  });
}
