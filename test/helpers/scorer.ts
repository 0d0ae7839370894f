import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { BIN } from './cli.js';

/** A submission's id as the page makes it: 22 URL-safe characters from a random source. */
export const newId = (): string => randomBytes(16).toString('base64url').slice(0, 22);

export interface Posted {
  status: number;
  json: Record<string, unknown> & { reason?: string; said?: string; preview?: string; already?: boolean };
  headers: http.IncomingHttpHeaders;
}

export interface PostOptions {
  /** The Origin header; the server's own origin unless given (null: none). */
  origin?: string | null;
  contentType?: string;
  lang?: string;
  /** The raw body instead of the JSON of `fields`. */
  raw?: string;
  host?: string;
  /** The connections to use, as a browser keeps a few open per server (a new connection each time unless given). */
  agent?: http.Agent;
}

/**
 * A write to a scorer link as the page sends it (`POST <link><action>`, JSON, its own Origin).
 * `link` ends with a slash.
 */
export function post(
  link: string,
  action: string,
  fields: Record<string, unknown>,
  o: PostOptions = {},
): Promise<Posted> {
  const u = new URL(action, link);
  const body = o.raw ?? JSON.stringify(fields);
  const headers: Record<string, string> = {
    'Content-Type': o.contentType ?? 'application/json',
    'Content-Length': String(Buffer.byteLength(body)),
  };
  const origin = o.origin === undefined ? u.origin : o.origin;
  if (origin !== null) headers.Origin = origin;
  if (o.lang) headers['Accept-Language'] = o.lang;
  if (o.host) headers.Host = o.host;
  return new Promise((resolve, reject) => {
    const req = http.request(u, { method: 'POST', headers, agent: o.agent ?? false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => {
        let json: Posted['json'] = {};
        try {
          json = JSON.parse(text) as Posted['json'];
        } catch {
          json = {};
        }
        resolve({ status: res.statusCode ?? 0, json, headers: res.headers });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Waits (bounded, sized for a busy machine) until `ok` holds; nothing is timed. */
export async function until(ok: () => boolean | Promise<boolean>, what: string, ms = 20000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export interface LinkLine {
  kind: 'board' | 'scorer' | 'organiser';
  sheet?: string;
  table?: number;
  url: string;
}
export interface Served {
  child: ChildProcess;
  url: string;
  host: string;
  port: number;
  links: LinkLine[];
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts `tafel serve` (the binary, as a process) on what `args` say, with --no-qr; resolves once it said where it is
 * (with --json: its links). `running` collects the process, for the test file to kill after each test.
 */
export function serve(dir: string, args: string[], json = true, running: ChildProcess[] = []): Promise<Served> {
  const child = spawn(process.execPath, [BIN, 'serve', '--no-qr', ...(json ? ['--json'] : []), ...args], {
    env: { ...process.env, TAFEL_HOME: dir, LANG: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let out = '';
  let err = '';
  child.stderr!.on('data', (d) => (err += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      out += d;
      const done = json ? out.includes('\n') : out.includes('Ctrl-C');
      if (!done) return;
      const first = json ? (JSON.parse(out.split('\n')[0]) as Omit<Served, 'child'>) : undefined;
      resolve({
        child,
        url: first?.url ?? '',
        host: first?.host ?? '',
        port: first?.port ?? 0,
        links: first?.links ?? [],
        stdout: () => out,
        stderr: () => err,
        exited,
      });
    });
    child.on('exit', (code) => reject(new Error(`serve exited ${code}: ${err}`)));
  });
}

/** The first scorer link a server printed. */
export const scorerOf = (s: Served): string => s.links.find((l) => l.kind === 'scorer')!.url;
