import fs from 'node:fs';
import path from 'node:path';
import { StorageError, tx } from '../core/errors.js';
import { withLock } from '../store/lock.js';
import type { Store } from '../store/store.js';
import { localDate } from '../sheet/build.js';

/**
 * Deleted sheets are kept for KEEP_DAYS in `<data-dir>/deleted/<id>/`, with every file of the sheet
 * (its `.bak` and older versions too) and a `deleted.json` saying when; `tafel undelete <id>` moves
 * them back. Older entries are removed when the trash is next touched. Deleting a sheet whose id is
 * already in the trash replaces the older deleted copy.
 */
export const KEEP_DAYS = 30;
const DAY = 24 * 60 * 60 * 1000;

export interface Deleted {
  id: string;
  deletedAt: string;
  /** The day after which it is gone for good (YYYY-MM-DD). */
  keptUntil: string;
}

const trashDir = (store: Store): string => path.join(store.dir, 'deleted');

/** The sheet's files: `<id>.json` and its kept copies, never a lock. */
const filesOf = (dir: string, id: string): string[] =>
  fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => (n === `${id}.json` || n.startsWith(`${id}.json.`)) && !n.endsWith('.lock') && !n.endsWith('.lock.break')) : [];

export async function trashSheet(store: Store, id: string, now: Date): Promise<void> {
  const file = store.sheetPath(id);
  await withLock(file, () => {
    if (!fs.existsSync(file)) throw new StorageError(tx(`No sheet "${id}". 'tafel sheets' lists the sheets.`, `Geen blad "${id}". 'tafel sheets' toont de bladen.`), 'not-found');
    const into = path.join(trashDir(store), id);
    fs.rmSync(into, { recursive: true, force: true });
    fs.mkdirSync(into, { recursive: true, mode: 0o700 });
    for (const name of filesOf(store.sheetsDir, id)) fs.renameSync(path.join(store.sheetsDir, name), path.join(into, name));
    fs.writeFileSync(path.join(into, 'deleted.json'), JSON.stringify({ id, deletedAt: now.toISOString() }) + '\n', { mode: 0o600 });
  });
  purge(store, now);
}

/** The deleted sheets still kept, newest first; older ones are removed. */
export function listTrash(store: Store, now: Date): Deleted[] {
  purge(store, now);
  return entries(store)
    .map(({ id, deletedAt }) => ({ id, deletedAt, keptUntil: localDate(new Date(Date.parse(deletedAt) + KEEP_DAYS * DAY)) }))
    .sort((a, b) => b.deletedAt.localeCompare(a.deletedAt));
}

export async function untrashSheet(store: Store, id: string, now: Date): Promise<void> {
  purge(store, now);
  const from = path.join(trashDir(store), id);
  if (!/^[a-z0-9][a-z0-9-]{0,79}$/.test(id) || !fs.existsSync(path.join(from, `${id}.json`))) {
    throw new StorageError(tx(`No deleted sheet "${id}": 'tafel sheets --deleted' lists those kept (${KEEP_DAYS} days).`, `Geen verwijderd blad "${id}": 'tafel sheets --deleted' toont de bewaarde (${KEEP_DAYS} dagen).`), 'not-found');
  }
  const file = store.sheetPath(id);
  fs.mkdirSync(store.sheetsDir, { recursive: true, mode: 0o700 });
  await withLock(file, () => {
    if (fs.existsSync(file)) {
      throw new StorageError(tx(`A sheet "${id}" exists again: delete or export it first; nothing was changed.`, `Er bestaat opnieuw een blad "${id}": verwijder of exporteer het eerst; er werd niets veranderd.`), 'exists');
    }
    // The sheet itself last: until it is back, the sheet does not exist.
    const main = `${id}.json`;
    for (const name of filesOf(from, id).sort((a, b) => Number(a === main) - Number(b === main))) fs.renameSync(path.join(from, name), path.join(store.sheetsDir, name));
    fs.rmSync(from, { recursive: true, force: true });
  });
}

function entries(store: Store): { id: string; deletedAt: string }[] {
  const dir = trashDir(store);
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).flatMap((id) => {
    try {
      const meta = JSON.parse(fs.readFileSync(path.join(dir, id, 'deleted.json'), 'utf8')) as { deletedAt?: unknown };
      return typeof meta.deletedAt === 'string' && !Number.isNaN(Date.parse(meta.deletedAt)) ? [{ id, deletedAt: meta.deletedAt }] : [];
    } catch {
      return [];
    }
  });
}

function purge(store: Store, now: Date): void {
  for (const e of entries(store)) {
    if (now.getTime() - Date.parse(e.deletedAt) > KEEP_DAYS * DAY) fs.rmSync(path.join(trashDir(store), e.id), { recursive: true, force: true });
  }
}
