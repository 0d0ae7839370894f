import { byCode } from '../paths.js';
import { crypto } from '../crypto.js';
import fs from 'node:fs';
import path from 'node:path';
import { refused, StorageError, type Text } from '../../core/errors.js';
import { say } from '../../i18n/index.js';
import { TABLE_SHEET } from '../events/data.js';
import { listOrNothing, writeAtomic } from '../files.js';
import { stamp } from '../backup.js';
import { readBack } from './back.js';
import { readRaw, reId } from './reid.js';
import type { Locks } from '../lock.js';
import { baseId, numberedId, SHEET_ID } from '../paths.js';
import { readText } from '../read.js';
import { expired, KEEP_DAYS, keptFiles, keptUntil, trashDir } from './kept.js';
import { ENTRY, type Entry, entries, META, META_BYTES } from './entries.js';
export { brokenTrash } from './entries.js';
import { purgeStamped, trashedEvents, trashedTableIds, trashedTables } from './stamped.js';

/*
 * The trash, `<data-dir>/deleted/`: its one listing (`tafel sheets --deleted`), the ids it holds,
 * its emptying (everything older than KEEP_DAYS, whichever kind), and `tafel delete` / `undelete` of a sheet. Table
 * sheets and events lie there as stamped files (stamped.ts) and come back with their event (events.ts).
 *
 * Deleted sheets are kept for KEEP_DAYS in `<data-dir>/deleted/<entry>/`, with every file of the
 * sheet (its `.bak` and older versions too, never a lock or a temporary file) and a `deleted.json`
 * saying when; `tafel undelete <id>` moves them back. Older entries are removed when the trash is
 * next touched. The entry is `<id>`, or `<id>.<n>` when that id is in the trash already (a dot is in
 * no sheet id): no delete ever replaces another one's sheet. `tafel new` never gives a sheet an id
 * that is in the trash.
 *
 * A delete is journalled, like an import: under the sheet's lock, `delete-<random>.journal` (the
 * entry, and each file by inode) is written atomically, which is the moment the delete happens;
 * then the files move and `deleted.json` is written, and the journal goes. A tafel killed before
 * the journal deleted nothing; one killed after it is finished by the next tafel (Store's
 * constructor), so a sheet is always in exactly one of the two listings.
 */

/**
 * The part of the Store the trash works with. The Store itself uses the trash (it finishes
 * half-done deletes when it opens), so the trash names only what it needs and imports no Store.
 */
export interface StoreDirs {
  readonly dir: string;
  readonly sheetsDir: string;
  /** The run's locks (and through them its process: temporary files are named after it). */
  readonly locks: Locks;
  sheetPath(id: string): string;
  io<T>(write: () => Promise<T>): Promise<T>;
}

export interface Deleted {
  id: string;
  /** null when the entry's deleted.json cannot be trusted (see problem). */
  deletedAt: string | null;
  /** The day after which it is gone for good (YYYY-MM-DD); null when unknown: then it is kept until undeleted. */
  keptUntil: string | null;
  /** Why the entry's date or sheet cannot be read, naming the file. */
  problem?: Text;
  /** A table sheet (review 14.13): its event, and whether `tafel event undelete <event>` brings it back. */
  event?: string;
  restorable?: boolean;
  /** A table sheet's file in the trash: an ordinary sheet file, to read. */
  file?: string;
  /** An event deleted by `tafel event delete` (the row of its event file), not a sheet. */
  kind?: 'event';
  /** Its deleted.json does not read or its folder is a link: undelete refuses it (not in `sheets --deleted --json`). */
  broken?: true;
}

interface Journal {
  id: string;
  entry: string;
  deletedAt: string;
  files: { name: string; ino: number }[];
}

const JOURNAL = /^delete-[0-9a-f]{16}\.journal$/;

/** The ids that have an entry in the trash (whatever its state): `tafel new` gives none of them out again. */
export function trashedIds(dir: string): Set<string> {
  const ids = new Set<string>();
  for (const n of listOrNothing(trashDir(dir))) {
    const m = ENTRY.exec(n);
    if (m) ids.add(m[1]);
  }
  // A delete in progress (or killed) has its journal before its entry.
  for (const n of listOrNothing(dir)) {
    if (!JOURNAL.test(n)) continue;
    const j = readJournal(path.join(dir, n));
    if (j) ids.add(j.id);
  }
  for (const id of trashedTableIds(dir)) ids.add(id);
  return ids;
}

function readJournal(file: string): Journal | undefined {
  try {
    const v = JSON.parse(readText(file, META_BYTES)) as Partial<Journal>;
    const ok =
      typeof v.id === 'string' &&
      SHEET_ID.test(v.id) &&
      typeof v.entry === 'string' &&
      ENTRY.exec(v.entry)?.[1] === v.id &&
      typeof v.deletedAt === 'string' &&
      Array.isArray(v.files) &&
      v.files.every(
        (f) =>
          typeof f?.name === 'string' &&
          (f.name === `${v.id}.json` || f.name.startsWith(`${v.id}.json.`)) &&
          !f.name.includes('/') &&
          Number.isSafeInteger(f.ino),
      );
    return ok ? (v as Journal) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Moves what the journal lists into its entry (each file only while it is still the very file that
 * was deleted), then renames the journal into the entry as its deleted.json: a rename needs no disk
 * space, so a delete that has begun can always end.
 */
function completeDelete(store: StoreDirs, journalFile: string, j: Journal): void {
  const into = path.join(trashDir(store.dir), j.entry);
  fs.mkdirSync(into, { recursive: true, mode: 0o700 });
  for (const f of j.files) {
    const from = path.join(store.sheetsDir, f.name);
    const to = path.join(into, f.name);
    let st: fs.Stats;
    try {
      st = fs.lstatSync(from);
    } catch {
      continue; // moved already
    }
    if (st.ino === f.ino && !fs.existsSync(to)) fs.renameSync(from, to);
  }
  fs.renameSync(journalFile, path.join(into, META));
}

/** A delete that failed after its journal (a disk error, not a kill): its files go back, and the journal goes. */
function undoDelete(store: StoreDirs, journalFile: string, j: Journal): void {
  const into = path.join(trashDir(store.dir), j.entry);
  for (const f of j.files) {
    const from = path.join(into, f.name);
    const to = path.join(store.sheetsDir, f.name);
    if (fs.existsSync(from) && !fs.existsSync(to)) fs.renameSync(from, to);
  }
  fs.rmSync(journalFile, { force: true });
  fs.rmSync(path.join(into, META), { force: true });
  fs.rmdirSync(into);
}

/**
 * Finishes the deletes of tafels that were killed after their journal: every start lists the data
 * directory once (Store's constructor lists it for imports too). A delete whose sheet lock is held
 * by a live tafel is its own, still running: left alone. Failures wait for the next run.
 */
export function finishDeletes(store: StoreDirs, dirNames: readonly string[]): void {
  for (const n of dirNames) {
    // The temporary file of a journal whose writer died before renaming it: that delete never happened.
    const tmp = /^delete-[0-9a-f]{16}\.journal\.(\d+)\.tmp$/.exec(n);
    if (tmp && store.locks.deadWriter(Number(tmp[1]))) fs.rmSync(path.join(store.dir, n), { force: true });
    if (!JOURNAL.test(n)) continue;
    const file = path.join(store.dir, n);
    const j = readJournal(file);
    if (!j) continue;
    const release = store.locks.tryLockSync(path.join(store.sheetsDir, `${j.id}.json`), true);
    if (!release) continue;
    try {
      if (fs.existsSync(file)) completeDelete(store, file, j);
    } catch {
      // A read-only or full disk: the next tafel finishes it (the sheet stays listed until then).
    } finally {
      release();
    }
  }
}

/** Moves a sheet and its kept copies to the trash in one journalled step; returns the trash folder they went to. */
export async function trashSheet(store: StoreDirs, id: string, now: Date): Promise<string> {
  const file = store.sheetPath(id);
  const folder = await store.io(() =>
    store.locks.withLock(file, () => {
      // A sheet whose file is gone goes with its previous version (`delete --force` of what doctor lists).
      if (!fs.existsSync(file) && !fs.existsSync(`${file}.bak`))
        throw new StorageError(
          say((t) => t.store.noSheetTafelSheets(id)),
          'not-found',
        );
      const trash = trashDir(store.dir);
      fs.mkdirSync(trash, { recursive: true, mode: 0o700 });
      // The first entry name not in use (an empty folder is one a killed delete made and never used); a link there, to
      // a folder elsewhere, is in use: nothing is moved through it.
      const used = (name: string) => {
        const st = fs.lstatSync(path.join(trash, name), { throwIfNoEntry: false });
        return st !== undefined && (!st.isDirectory() || listOrNothing(path.join(trash, name)).length > 0);
      };
      let entry = id;
      for (let n = 2; used(entry); n++) entry = `${id}.${n}`;
      const into = path.join(trash, entry);
      // What needs disk space comes before the journal: a full or read-only disk refuses here, nothing changed.
      fs.mkdirSync(into, { recursive: true, mode: 0o700 });
      const files = keptFiles(store.sheetsDir, `${id}.json`).map((name) => ({
        name,
        ino: fs.lstatSync(path.join(store.sheetsDir, name)).ino,
      }));
      const journal: Journal = { id, entry, deletedAt: now.toISOString(), files };
      const journalFile = path.join(store.dir, `delete-${crypto().randomBytes(8).toString('hex')}.journal`);
      store.locks.verifyHeld(file);
      try {
        writeAtomic(store.locks, journalFile, JSON.stringify(journal) + '\n');
      } catch (e) {
        fs.rmSync(into, { recursive: true, force: true });
        throw e;
      }
      try {
        completeDelete(store, journalFile, journal);
      } catch (e) {
        try {
          undoDelete(store, journalFile, journal);
        } catch {
          // Neither way now: the journal stays, and the next tafel finishes the delete.
        }
        throw e;
      }
      return into;
    }),
  );
  purge(store, now);
  return folder;
}

/**
 * What the trash still keeps, sheets, table sheets and events, newest first (those whose date cannot be read last);
 * older ones are removed.
 */
export function listTrash(store: StoreDirs, now: Date): Deleted[] {
  const sheets = purge(store, now);
  const tables = trashedTables(store.dir).map(
    (t): Deleted => ({
      id: t.id,
      deletedAt: t.deletedAt,
      keptUntil: keptUntil(t.deletedAt),
      ...(t.problem ? { problem: t.problem } : {}),
      ...(t.event ? { event: t.event } : {}),
      restorable: t.restorable,
      file: t.file,
    }),
  );
  const events = trashedEvents(store.dir).map(
    (e): Deleted => ({
      id: e.id,
      deletedAt: e.deletedAt,
      keptUntil: keptUntil(e.deletedAt),
      event: e.id,
      restorable: true,
      file: e.file,
      kind: 'event',
    }),
  );
  return sheets
    .map(
      (e): Deleted => ({
        id: e.id,
        deletedAt: e.deletedAt,
        keptUntil: e.deletedAt === null ? null : keptUntil(e.deletedAt),
        ...(e.problem ? { problem: e.problem } : {}),
        ...(e.broken ? { broken: true as const } : {}),
      }),
    )
    .concat(events, tables)
    .sort((a, b) => byCode(b.deletedAt ?? '', a.deletedAt ?? '') || byCode(a.id, b.id));
}

/** What `undelete` did: the id the sheet has now; with `previous`, it came back as its previous version (back.ts). */
export interface Undeleted {
  id: string;
  previous?: { deals: number; unread: Text; broken?: string };
}

/**
 * `tafel undelete <id>`: brings back the newest entry of that id whose sheet reads fine (checked as
 * every read checks it), or else its previous version, keeping the file beside it as `.broken-<time>`. When a live
 * sheet has that id meanwhile (or an older delete of the same id), it comes back under the next free numbered id, so
 * that every deleted sheet can be restored. A table sheet is refused, naming the way that exists (review 14.13).
 */
export async function untrashSheet(store: StoreDirs, id: string, now: Date): Promise<Undeleted> {
  const inTrash = purge(store, now);
  const table = trashedTables(store.dir).find((x) => x.id === id);
  if (table) {
    const event = table.event ?? TABLE_SHEET.exec(id)?.[1] ?? id;
    if (table.restorable) throw refused((x) => x.event.undeleteTableSheet(id, event));
    throw refused((x) => x.event.undeleteUndrawnSheet(id, event, table.file));
  }
  const all = inTrash.filter((e) => e.id === id && SHEET_ID.test(id));
  const near = () => [...new Set(inTrash.map((e) => e.id).filter((x) => x.startsWith(id.toLowerCase())))].sort();
  if (all.length === 0)
    throw new StorageError(
      say((t) => t.store.noDeletedSheetTafel(id, KEEP_DAYS, near().slice(0, 5))),
      'not-found',
    );
  all.sort((a, b) => byCode(b.deletedAt ?? '', a.deletedAt ?? ''));
  const e = all[0];
  // Its record does not read (torn, a link) or its folder is a link: left as it is, named (until 2026-12-07 undelete
  // went on, followed the link, and removed the broken file with the folder).
  if (e.broken) {
    const { file, why } = e.broken;
    throw new StorageError(
      say((t) => t.store.trashEntryBroken(file, why, id, file !== path.join(trashDir(store.dir), e.name, META))),
      'corrupt',
    );
  }
  const from = path.join(trashDir(store.dir), e.name);
  const main = path.join(from, `${id}.json`);
  const { data, text, unread } = readBack(main, id);
  if (data === undefined || text === undefined) {
    const why = unread?.reason ?? say((t) => t.store.isGone);
    throw new StorageError(
      say((t) => t.store.itCannotBeRestored(main, why)),
      unread?.code ?? 'missing',
    );
  }
  const ref = data.event;
  // A table sheet an older `event undraw` put here: no round lists it, so it cannot come back (review 14.13).
  if (ref !== undefined)
    throw new StorageError(
      say((t) => t.store.tableInOldTrash(id, ref.id)),
      'table-sheet',
    );
  return store.io(async () => {
    fs.mkdirSync(store.sheetsDir, { recursive: true, mode: 0o700 });
    const free = (x: string) => !fs.existsSync(store.sheetPath(x)) && (x === id || !trashedIds(store.dir).has(x));
    let to = id;
    for (let n = 2; !free(to); n++) to = numberedId(baseId(id), n);
    const target = store.sheetPath(to);
    return store.locks.withLock(target, () => {
      if (fs.existsSync(target))
        throw new StorageError(
          say((t) => t.store.anotherTafelCreatedSheet2(to)),
          'exists',
        );
      // Every copy the entry holds comes back, also one an older tafel took along that is no kept copy of today's;
      // a file that did not read comes back beside its previous version, as `doctor --restore` keeps one.
      const kept = listOrNothing(from).filter((n) => n.startsWith(`${id}.json.`));
      const broken =
        unread && fs.existsSync(main) ? path.join(store.sheetsDir, `${to}.json.broken-${stamp()}`) : undefined;
      if (broken) fs.renameSync(main, broken);
      if (to === id) {
        // The sheet itself last: until it is back, the sheet does not exist (and stays in the trash).
        for (const n of kept) fs.renameSync(path.join(from, n), path.join(store.sheetsDir, n));
        store.locks.verifyHeld(target);
        if (unread) writeAtomic(store.locks, target, text);
        else fs.renameSync(main, target);
      } else {
        // Under another id every file says which sheet it is: each is rewritten with the new id.
        for (const n of kept)
          writeAtomic(
            store.locks,
            path.join(store.sheetsDir, `${to}${n.slice(id.length)}`),
            reId(readRaw(path.join(from, n)), id, to),
          );
        writeAtomic(store.locks, target, reId(text, id, to));
      }
      fs.rmSync(from, { recursive: true, force: true });
      store.locks.wrote = true;
      return { id: to, ...(unread && { previous: { deals: data.deals.length, unread: unread.reason, broken } }) };
    });
  });
}

/**
 * Empties the trash of what is older than KEEP_DAYS, of every kind (a sheet's entry only with a trustworthy date), and
 * returns the sheet entries still kept.
 */
function purge(store: StoreDirs, now: Date): Entry[] {
  purgeStamped(store.dir, now);
  const kept: Entry[] = [];
  for (const e of entries(store.dir, now)) {
    if (e.deletedAt !== null && expired(e.deletedAt, now)) {
      try {
        fs.rmSync(path.join(trashDir(store.dir), e.name), { recursive: true, force: true });
      } catch {
        // a read-only disk: removed on a later run
      }
    } else kept.push(e);
  }
  return kept;
}
