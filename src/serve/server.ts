import { randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { Socket } from 'node:net';
import type { Lang } from '../core/game.js';
import { LANGS } from '../i18n/index.js';
import { boardPage, CSP } from './page.js';

/** The limits that keep a read-only board on a local network safe from slow or greedy clients. */
export const LIMITS = {
  /** Live connections at once (the SSE streams of open boards count); past it 503. */
  connections: 64,
  /** The request target's length; past it 414. */
  urlBytes: 2048,
  /** The whole header block (Node answers 431 past it). */
  headerBytes: 8192,
  /** Headers must be complete this soon after the connection opened (slowloris). */
  headersTimeoutMs: 5000,
  /** A connection that sends nothing (between keep-alive requests, or a stalled one) is closed. */
  idleMs: 15000,
  /** A comment line on every event stream, so proxies and phones keep it open. */
  heartbeatMs: 15000,
};
export type Limits = typeof LIMITS;

export interface Body {
  title: string;
  html: string;
}

export interface ServerOptions {
  host: string;
  port: number;
  /** The page's language for everyone; else each browser's Accept-Language. */
  lang?: Lang;
  /** The board's changing part in one language, read afresh on each `update`. */
  render: (lang: Lang) => Body;
  limits?: Partial<Limits>;
  /** For tests only: a fixed token. */
  token?: string;
}

export interface BoardServer {
  /** The board's address, token included: printed for the user and in the QR code, never logged. */
  url: string;
  host: string;
  port: number;
  /** Reads the board again; every open page whose language changed gets the new body. */
  update(): void;
  /** How many event streams are open. */
  streams(): number;
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
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The browser's language among tafel's: the Accept-Language entry with the highest weight that names one. */
export function acceptedLang(header: string | undefined): Lang {
  const wanted = (header ?? '')
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
      return { lang: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q[1]) : 1, i };
    })
    .filter((w) => (LANGS as readonly string[]).includes(w.lang) && w.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return (wanted[0]?.lang as Lang | undefined) ?? 'en';
}

const sameText = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

const sse = (name: string, data: unknown): string => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

export function startServer(o: ServerOptions): Promise<BoardServer> {
  const limits = { ...LIMITS, ...o.limits };
  const token = o.token ?? newToken();
  const sockets = new Set<Socket>();
  const streams = new Map<http.ServerResponse, Lang>();
  const bodies = new Map<Lang, Body>();
  const bodyOf = (lang: Lang): Body => {
    let b = bodies.get(lang);
    if (!b) {
      b = o.render(lang);
      bodies.set(lang, b);
    }
    return b;
  };

  const server = http.createServer({
    maxHeaderSize: limits.headerBytes,
    connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
    requestTimeout: limits.headersTimeoutMs * 2,
  });
  server.headersTimeout = limits.headersTimeoutMs;
  server.keepAliveTimeout = Math.min(5000, limits.idleMs);
  server.timeout = limits.idleMs;

  server.on('connection', (sock: Socket) => {
    sock.on('error', () => sock.destroy());
    if (sockets.size >= limits.connections) {
      const head = Object.entries(SECURITY)
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('');
      sock.end(
        `HTTP/1.1 503 ${REASONS[503]}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: 20\r\n` +
          `Retry-After: 5\r\n${head}\r\nToo many connections`,
      );
      sock.destroySoon();
      return;
    }
    sockets.add(sock);
    sock.on('close', () => sockets.delete(sock));
  });

  const plain = (res: http.ServerResponse, status: number, extra: Record<string, string> = {}): void => {
    const text = REASONS[status];
    res.writeHead(status, {
      ...SECURITY,
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(text)),
      ...extra,
    });
    res.end(text);
  };

  server.on('request', (req, res) => {
    try {
      const url = req.url ?? '';
      if (Buffer.byteLength(url) > limits.urlBytes) return plain(res, 414, { Connection: 'close' });
      if (req.method !== 'GET' && req.method !== 'HEAD')
        return plain(res, 405, { Allow: 'GET, HEAD', Connection: 'close' });
      // A read-only board takes no request bodies: the connection is closed rather than the body read.
      const length = req.headers['content-length'];
      if (req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0'))
        return plain(res, 413, { Connection: 'close' });
      const path = url.split('?')[0];
      const m = /^\/([A-Za-z0-9_-]+)(\/events)?$/.exec(path);
      if (!m || !sameText(m[1], token)) return plain(res, 404);
      const lang = o.lang ?? acceptedLang(req.headers['accept-language']);
      const vary = o.lang ? {} : { Vary: 'Accept-Language' };
      if (m[2] === undefined) {
        const page = boardPage(bodyOf(lang), lang, `/${token}/events`);
        res.writeHead(200, {
          ...SECURITY,
          ...vary,
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Length': String(Buffer.byteLength(page)),
        });
        res.end(page);
        return;
      }
      res.writeHead(200, {
        ...SECURITY,
        ...vary,
        'Content-Type': 'text/event-stream; charset=utf-8',
        'X-Accel-Buffering': 'no',
      });
      if (req.method === 'HEAD') return void res.end();
      // A stream stays open while the board is; the heartbeat keeps it from looking idle.
      req.socket.setTimeout(0);
      res.write(`retry: 2000\n\n${sse('board', bodyOf(lang))}`);
      streams.set(res, lang);
      res.on('close', () => streams.delete(res));
    } catch {
      // Never the request (it holds the token) nor a stack trace: only the status.
      if (!res.headersSent) plain(res, 500);
      else res.destroy();
    }
  });

  const heartbeat = setInterval(() => {
    for (const res of streams.keys()) res.write(': \n\n');
  }, limits.heartbeatMs);
  heartbeat.unref();

  const update = (): void => {
    const langs = new Set<Lang>([...bodies.keys(), ...streams.values()]);
    for (const lang of langs) {
      const before = bodies.get(lang);
      bodies.delete(lang);
      const now = bodyOf(lang);
      if (before && before.html === now.html && before.title === now.title) continue;
      const event = sse('board', now);
      for (const [res, l] of streams) if (l === lang) res.write(event);
    }
  };

  const close = (): Promise<void> =>
    new Promise((resolve) => {
      clearInterval(heartbeat);
      for (const res of streams.keys()) res.end();
      server.close(() => resolve());
      for (const s of sockets) s.destroy();
      server.closeAllConnections();
    });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, o.host, () => {
      server.off('error', reject);
      const port = (server.address() as { port: number }).port;
      const host = o.host.includes(':') ? `[${o.host}]` : o.host;
      resolve({
        url: `http://${host}:${port}/${token}`,
        host: o.host,
        port,
        update,
        streams: () => streams.size,
        close,
      });
    });
  });
}
