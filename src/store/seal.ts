import { crypto } from './crypto.js';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Host } from './host.js';
import { MAX_FILE_BYTES, ReadProblem, readBytes, readText, useBytes } from './read.js';

/**
 * The seals of the indexes of sheets (store/index-sheets.ts) and of kept replays (store/kept.ts): which
 * build wrote an index, this user's key, and a sheet's text sealed under it.
 */

/**
 * Which build of tafel wrote an index: the hash of every chunk that scripts/build.js writes into
 * dist/build.json, so any change of code, whatever the files' sizes and times, starts a new index.
 * Run from src/ (the tests) there is none, and this module's own text stands in.
 */
let build: string | undefined;
export function buildStamp(): string {
  if (build !== undefined) return build;
  const self = fileURLToPath(import.meta.url);
  try {
    const doc = JSON.parse(readText(path.join(path.dirname(self), 'build.json'), 1024 * 1024)) as { build?: unknown };
    if (typeof doc.build === 'string' && doc.build !== '') {
      build = `build:${doc.build}`;
      return build;
    }
  } catch {
    // not built: see below
  }
  try {
    build = `source:${crypto().createHash('sha256').update(readText(self, MAX_FILE_BYTES)).digest('hex').slice(0, 32)}`;
  } catch {
    build = 'unknown';
  }
  return build;
}

/**
 * This user's key for sealing index entries: 32 random bytes in the user's cache directory
 * ($XDG_CACHE_HOME/tafel/index-key or ~/.cache/tafel/index-key), made on first use. Kept out of the
 * data directory, so whoever can write there (another user, a synced copy, a restore) cannot seal
 * an entry. Trusted as bin/tafel.cjs trusts its code cache: the folder and the file owned by this
 * user and writable by nobody else, the file readable by nobody else; otherwise there is no key.
 */
const keys = new WeakMap<Host, Buffer | null>();
export function indexKey(host: Host): Buffer | undefined {
  let key = keys.get(host);
  if (key === undefined) {
    key = loadKey(host) ?? null;
    keys.set(host, key);
  }
  return key ?? undefined;
}

/**
 * The user's cache folder of tafel ($XDG_CACHE_HOME/tafel, or ~/.cache/tafel), where there is a user and an
 * absolute path to it: the index key and the kept replays (kept.ts) live there, and bin/tafel.cjs keeps its code
 * cache there.
 */
export function cacheRoot(host: Host): string | undefined {
  const { uid, env } = host;
  const base = env.XDG_CACHE_HOME || (env.HOME ? path.join(env.HOME, '.cache') : undefined);
  return uid === undefined || !base || !path.isAbsolute(base) ? undefined : path.join(base, 'tafel');
}

/** A folder of the cache that only this user can have written into: his own, writable by no group or other. */
export function ourFolder(host: Host, dir: string): boolean {
  const st = fs.lstatSync(dir);
  return st.isDirectory() && st.uid === host.uid && (st.mode & 0o022) === 0;
}

function loadKey(host: Host): Buffer | undefined {
  const { uid } = host;
  const root = cacheRoot(host);
  if (root === undefined) return undefined;
  const file = path.join(root, 'index-key');
  const read = (): Buffer | undefined => {
    if (!ourFolder(host, root)) return undefined;
    // Through the safe reader (no link, FIFO or device), and only a key of ours that no one else can read.
    const key = readBytes(file, 32, false, (f) => f.uid === uid && (f.mode & 0o077) === 0 && f.size === 32);
    return key?.length === 32 ? key : undefined;
  };
  try {
    return read();
  } catch (e) {
    const missing =
      e instanceof ReadProblem ? e.failure.kind === 'missing' : (e as NodeJS.ErrnoException).code === 'ENOENT';
    if (!missing) return undefined;
  }
  // None yet: made whole under a temporary name, then linked into place (a link never replaces a
  // file), so two tafels starting at once end up with the same key.
  const temp = `${file}.${host.pid}.tmp`;
  try {
    fs.mkdirSync(root, { recursive: true, mode: 0o700 });
    fs.writeFileSync(temp, crypto().randomBytes(32), { flag: 'wx', mode: 0o600 });
    try {
      fs.linkSync(temp, file);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    return read();
  } catch {
    return undefined;
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

/** A seal's bytes (HMAC-SHA-256), written as 43 characters of base64url. */
export const SEAL_BYTES = 32;

/**
 * The seal of a sheet's text under this user's key, or undefined without a key. store.ts compares it
 * with the seal an index entry vouches for before it skips checking the deals; kept.ts seals a kept replay's bytes.
 */
export function sealOf(host: Host, text: string | Uint8Array): string | undefined {
  const k = indexKey(host);
  return k && crypto().createHmac('sha256', k).update(text).digest('base64url');
}

/**
 * The seal of the sheet file as it is now, or undefined when it cannot be read (read.ts says why, later).
 * Sealed as bytes, not decoded first: for a file of UTF-8 text (what tafel writes) that is the seal of
 * its text, without decoding every sheet of the data directory only to encode it again for the hash
 * (a tenth of `tafel stats` on 10,000 sheets). A file with a byte-order mark or a stray byte has
 * another seal than its text: its deals are then always checked, as for a file the index never saw.
 */
export function sealFile(host: Host, file: string): string | undefined {
  const k = indexKey(host);
  if (!k) return undefined;
  try {
    return useBytes(file, MAX_FILE_BYTES, (bytes) =>
      crypto().createHmac('sha256', k).update(bytes).digest('base64url'),
    );
  } catch {
    return undefined;
  }
}
