import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { BIN, tafel } from './cli.js';

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

/** What a write to a scorer link answers in English and in Dutch: [status, reason] each (a new id for each). */
export async function answers(link: string, action: string, fields: Record<string, unknown>): Promise<unknown[][]> {
  const said = [];
  for (const lang of ['en', 'nl']) {
    const r = await post(link, action, { ...fields, id: newId() }, { lang });
    said.push([r.status, r.json.reason]);
  }
  return said;
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
  url: string;
  host: string;
  port: number;
  links: LinkLine[];
  stdout: () => string;
  /** What the server wrote to standard error (in process: once it has stopped). */
  stderr: () => string;
  /** Stops the server as Ctrl-C does; resolves with its exit code. */
  stop: () => Promise<number | null>;
}

/** A server started as a process: what only a process shows (a SIGKILL, a signal's exit code). */
export interface ServedProcess extends Served {
  child: ChildProcess;
  exited: Promise<number | null>;
}

const serveArgs = (args: string[], json: boolean, qr = false) => [
  'serve',
  ...(qr ? [] : ['--no-qr']),
  ...(json ? ['--json'] : []),
  ...args,
];

/** What a server printed once it said where it is (with --json its first line: its links), or undefined before. */
function said(out: string, json: boolean): Pick<Served, 'url' | 'host' | 'port' | 'links'> | undefined {
  if (!(json ? out.includes('\n') : out.includes('Ctrl-C'))) return undefined;
  const first = json ? (JSON.parse(out.split('\n')[0]) as Served) : undefined;
  return { url: first?.url ?? '', host: first?.host ?? '', port: first?.port ?? 0, links: first?.links ?? [] };
}

/** A terminal's size. */
export interface Screen {
  columns: number;
  rows: number;
}

/**
 * Starts `tafel serve` of the built bundle IN THIS PROCESS (test/helpers/cli.ts) on what `args` say, with --no-qr
 * unless it prints to a terminal of `screen`'s size (colour on: its QR codes drawn); resolves once it said where it
 * is (with --json: its links). The server is the binary's, from argv to exit code; the test's requests reach it over
 * a real socket; `env` is more environment (a PATH without a browser's opener); `bin`, another build's bin/tafel.cjs
 * (test/build/install.ts copyInstall). Stop it (`stop`) before the test ends.
 */
export function serveHere(
  dir: string,
  args: string[],
  json = true,
  screen?: Screen,
  env?: NodeJS.ProcessEnv,
  bin?: string,
): Promise<Served> {
  const stop = new AbortController();
  let out = '';
  let err = '';
  let told = false;
  return new Promise((resolve, reject) => {
    const running = tafel(dir, serveArgs(args, json, screen !== undefined), {
      signal: stop.signal,
      ...(screen ? { tty: true, ...screen } : {}),
      env,
      ...(bin ? { bin } : {}),
      onStderr: (text) => (err = text),
      onStdout(text) {
        out = text;
        const now = told ? undefined : said(out, json);
        if (!now) return;
        told = true;
        resolve({
          ...now,
          stdout: () => out,
          stderr: () => err,
          async stop() {
            stop.abort('SIGINT');
            return (await running).code;
          },
        });
      },
    });
    running.then((r) => {
      err = r.stderr;
      reject(new Error(`serve exited ${r.code}: ${r.stderr}`));
    }, reject);
  });
}

/**
 * Starts `tafel serve` (the binary, as a process) on what `args` say, with --no-qr; resolves once it said where it is
 * (with --json: its links). `running` collects the process, for the test file to kill after each test.
 */
export function serve(dir: string, args: string[], json = true, running: ChildProcess[] = []): Promise<ServedProcess> {
  const child = spawn(process.execPath, [BIN, ...serveArgs(args, json)], {
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
      const now = said(out, json);
      if (!now) return;
      resolve({
        ...now,
        child,
        stdout: () => out,
        stderr: () => err,
        exited,
        stop: () => {
          child.kill('SIGINT');
          return exited;
        },
      });
    });
    child.on('exit', (code) => reject(new Error(`serve exited ${code}: ${err}`)));
  });
}

/** The first scorer link a server printed. */
export const scorerOf = (s: Served): string => s.links.find((l) => l.kind === 'scorer')!.url;
