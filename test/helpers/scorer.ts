import { randomBytes } from 'node:crypto';
import http from 'node:http';

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
}

/**
 * A write to a scorer link as the page sends it (`POST <link><action>`, JSON, its own Origin). `link` ends with a slash.
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
    const req = http.request(u, { method: 'POST', headers, agent: false }, (res) => {
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
