import { timingSafeEqual } from 'node:crypto';
import os from 'node:os';
import type { Lang } from '../core/game.js';
import { LANGS } from '../i18n/index.js';
import type { Link } from './link.js';

/*
 * What the server checks a request against before it answers (scorer.md §4): the language it asks for, the token in
 * its path, the Host it names.
 */

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

/** A link by its token, every token compared in constant time (a map lookup would leak how much matched). */
export function linkOf(links: ReadonlyMap<string, Link>, given: string): [string, Link] | undefined {
  let found: [string, Link] | undefined;
  for (const entry of links) if (sameText(entry[0], given)) found = entry;
  return found;
}

const LOOPBACK = new Set(['127.0.0.1', '::1']);
const UNSPECIFIED = new Set(['0.0.0.0', '::']);

/**
 * The address a phone opens for a server bound to `host`: itself, or bound to every address (0.0.0.0, ::), this
 * machine's first network address (the one `tafel serve` picks by default), else the loopback. A link to 0.0.0.0
 * opens nothing on a phone.
 */
export function shownHost(host: string): string {
  if (!UNSPECIFIED.has(host)) return host;
  for (const list of Object.values(os.networkInterfaces()))
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  return '127.0.0.1';
}

/**
 * The `Host` values a browser sends for this server (scorer.md §4): the address and port it was printed with;
 * bound to the loopback, `localhost` too; bound to every address, each address of this machine. Any other name
 * is a DNS rebinding (a page of some site whose name now points here), answered 421.
 */
export function allowedHosts(host: string, port: number): Set<string> {
  const names = new Set<string>([host]);
  if (LOOPBACK.has(host)) for (const n of ['localhost', '127.0.0.1', '::1']) names.add(n);
  if (UNSPECIFIED.has(host)) {
    for (const n of ['localhost', '127.0.0.1', '::1']) names.add(n);
    for (const list of Object.values(os.networkInterfaces())) for (const a of list ?? []) names.add(a.address);
  }
  const out = new Set<string>();
  for (const n of names) {
    const h = n.includes(':') ? `[${n}]` : n;
    out.add(`${h}:${port}`.toLowerCase());
    if (port === 80) out.add(h.toLowerCase());
  }
  return out;
}
