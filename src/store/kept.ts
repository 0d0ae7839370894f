import fs from 'node:fs';
import path from 'node:path';
import { crypto } from './crypto.js';
import type { Host } from './host.js';
import { readBytes } from './read.js';
import { buildStamp, cacheRoot, ourFolder, sealOf } from './seal.js';

/**
 * Kept replays. Every write of a sheet replays it first (`record` checks the new deal against the sheet as it
 * stands), and a long sheet's thousands of deals cost tens of milliseconds on every write. So when tafel writes a
 * long sheet it keeps where the replay then stood (sheet/point.ts) in the user's cache ($XDG_CACHE_HOME/tafel/kept,
 * or ~/.cache/tafel/kept), beside the SHA-256 of the exact text it wrote and the build of tafel that wrote it. The
 * next write that reads that very text goes on from there, and does not check again the deals that were checked
 * before it was written. Any other text (a hand edit, a restored backup, a copy from elsewhere) or another build is
 * read, checked and replayed in full, as every sheet is without a kept replay. Trusted as the code cache and the
 * index key are (seal.ts): the folders and the file owned by this user and writable by nobody else. And sealed as an
 * index entry is: the file is `{"mac":…,"kept":…}`, the mac this user's seal (seal.ts `sealOf`) of the exact bytes
 * after it, checked before they are parsed, so a kept replay changed in any byte (damaged, edited by hand) is not used:
 * the sheet is replayed in full and its replay kept again. A kept replay that cannot be read or written only costs
 * speed; one for a sheet that is gone is removed after 30 days; without the user's key nothing is kept.
 */

/** A text shorter than this is replayed in full: a kept replay (node:crypto, two hashes) would cost more. */
const KEEP_FROM = 128 * 1024;
const MAX_KEPT_BYTES = 64 * 1024 * 1024;
const STALE_MS = 30 * 24 * 60 * 60 * 1000;

/** The start of a kept replay's file as `writeKept` writes it: its mac, then what it keeps (the rest but its `}`). */
const HEAD = /^\{"mac":"([A-Za-z0-9_-]+)","kept":/;

const sha256 = (text: string): string => crypto().createHash('sha256').update(text).digest('base64url');

/** The cache folder of kept replays and a sheet file's kept replay in it: named by its id and its full path. */
function place(host: Host, sheetFile: string): { root: string; dir: string; file: string } | undefined {
  const root = cacheRoot(host);
  if (root === undefined) return undefined;
  const dir = path.join(root, 'kept');
  const name = `${path.basename(sheetFile, '.json')}-${sha256(path.resolve(sheetFile)).slice(0, 16)}.json`;
  return { root, dir, file: path.join(dir, name) };
}

/** What was kept of the replay of `text` (a sheet file's whole text as read), or undefined. */
export function readKept(host: Host, sheetFile: string, text: string): unknown {
  if (text.length < KEEP_FROM) return undefined;
  try {
    const at = place(host, sheetFile);
    if (!at || !ourFolder(host, at.root) || !ourFolder(host, at.dir)) return undefined;
    const bytes = readBytes(at.file, MAX_KEPT_BYTES, false, (st) => st.uid === host.uid && (st.mode & 0o022) === 0);
    if (bytes?.at(-1) !== 0x7d) return undefined; // none, or not ending as written: its closing `}`
    const head = HEAD.exec(bytes.toString('latin1', 0, 128));
    // Its bytes sealed, not their text: what was written, whatever a changed byte would decode to.
    const body = head && bytes.subarray(head[0].length, -1);
    if (!body || sealOf(host, body) !== head[1]) return undefined;
    const kept = JSON.parse(body.toString('utf8')) as { build?: unknown; sheet?: unknown; replay?: unknown } | null;
    return kept?.build === buildStamp() && kept.sheet === sha256(text) ? kept.replay : undefined;
  } catch {
    return undefined; // none, or not ours: replayed in full
  }
}

/** Keeps `replay()`, where the replay of `text` (what `sheetFile` was just read or written as) stands. */
export function writeKept(host: Host, sheetFile: string, text: string, replay: () => unknown): void {
  if (text.length < KEEP_FROM) return;
  const at = place(host, sheetFile);
  if (!at) return;
  const temp = `${at.file}.${host.pid}.tmp`;
  try {
    fs.mkdirSync(at.dir, { recursive: true, mode: 0o700 });
    if (!ourFolder(host, at.root) || !ourFolder(host, at.dir)) return;
    prune(at.dir);
    const body = JSON.stringify({ build: buildStamp(), sheet: sha256(text), replay: replay() });
    const mac = sealOf(host, body);
    if (mac === undefined) return; // no key of this user's: nothing is kept
    fs.rmSync(temp, { force: true });
    fs.writeFileSync(temp, `{"mac":"${mac}","kept":${body}}`, { flag: 'wx', mode: 0o600 });
    fs.renameSync(temp, at.file);
  } catch {
    // a full or read-only disk: only slower
    try {
      fs.rmSync(temp, { force: true });
    } catch {}
  }
}

/** Kept replays (and temporary files of killed writers) nothing has written for 30 days: their sheets are gone. */
function prune(dir: string): void {
  const before = Date.now() - STALE_MS;
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    try {
      const st = fs.lstatSync(file);
      if (st.isFile() && st.mtimeMs < before) fs.rmSync(file, { force: true });
    } catch {
      // gone meanwhile
    }
  }
}
