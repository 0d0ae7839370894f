import fs from 'node:fs';
import path from 'node:path';
import type { SheetData } from '../sheet/sheet.js';
import { dropStage, FILE_MODE, fitsCap, listOrNothing, serializeSheet, syncDir } from './files.js';
import type { Locks } from './lock.js';
import { SHEET_ID } from './paths.js';
import { MAX_FILE_BYTES, readText } from './read.js';

/*
 * The import journal: an import of many sheets happens all or nothing, also when the process is
 * killed (Store.importSheets). Sheets are staged in `import-<pid>/`; the journal `import-<pid>.journal`
 * written atomically is the moment the import happens; publishing links the staged sheets into `sheets/`.
 */

export const IMPORT_PREFIX = 'import-';
export const JOURNAL = '.journal';

/**
 * Publishes a staged import whose journal is written: links every staged sheet into `sheets/`. When
 * an id is taken by a file that is not ours, the links made are removed again (by inode, so nothing
 * of anyone else's) and that id is returned. Either way the journal and staging folder go, journal first.
 */
export function publishImport(
  stage: string,
  journal: string,
  sheetsDir: string,
  ids: readonly string[],
): string | undefined {
  const linked: string[] = [];
  let taken: string | undefined;
  for (const id of ids) {
    const staged = path.join(stage, `${id}.json`);
    const target = path.join(sheetsDir, `${id}.json`);
    try {
      fs.linkSync(staged, target);
      linked.push(id);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' && !fs.existsSync(staged)) continue; // published and cleaned up by an earlier run
      if (code !== 'EEXIST') throw e;
      if (sameFile(staged, target))
        linked.push(id); // linked by an earlier, killed run
      else {
        taken = id;
        break;
      }
    }
  }
  if (taken !== undefined) {
    for (const id of linked) {
      const target = path.join(sheetsDir, `${id}.json`);
      if (sameFile(path.join(stage, `${id}.json`), target)) fs.rmSync(target, { force: true });
    }
  }
  syncDir(sheetsDir);
  fs.rmSync(journal, { force: true });
  syncDir(path.dirname(journal));
  dropStage(stage);
  return taken;
}

function sameFile(a: string, b: string): boolean {
  try {
    const x = fs.lstatSync(a);
    const y = fs.lstatSync(b);
    return x.ino === y.ino && x.dev === y.dev;
  } catch {
    return false;
  }
}

/**
 * Completes or undoes the imports of tafels that were killed (see Store.importSheets): with a
 * journal, all of it is published; without one, the staging folder goes. An import whose process
 * still runs is left alone. Costs one directory listing on every start.
 */
export function finishImports(locks: Locks, dir: string, sheetsDir: string): string[] {
  const names = listOrNothing(dir);
  for (const name of names) {
    const m = /^import-(\d+)(\.journal)?$/.exec(name);
    if (!m) continue;
    const pid = Number(m[1]);
    if (!locks.deadWriter(pid)) continue;
    const stage = path.join(dir, `${IMPORT_PREFIX}${pid}`);
    const journal = stage + JOURNAL;
    const release = locks.tryLockSync(journal);
    if (!release) continue; // another tafel is finishing it right now
    try {
      let ids: string[] | undefined;
      try {
        const value = JSON.parse(readText(journal, MAX_FILE_BYTES)) as { ids?: unknown };
        if (Array.isArray(value.ids) && value.ids.every((id) => typeof id === 'string' && SHEET_ID.test(id)))
          ids = value.ids as string[];
      } catch {
        ids = undefined; // no journal: the import never happened
      }
      // A journal tafel wrote is whole (renamed into place): a file of that name that is no journal is not tafel's.
      if (ids) publishImport(stage, journal, sheetsDir, ids);
      else dropStage(stage);
      for (const left of names)
        if (left.startsWith(`${IMPORT_PREFIX}${pid}${JOURNAL}.`) && left.endsWith('.tmp'))
          fs.rmSync(path.join(dir, left), { force: true });
    } catch {
      // Cannot finish it now (a read-only disk...): the next tafel tries again; its sheets stay invisible meanwhile.
    } finally {
      release();
    }
  }
  return names;
}

/**
 * Writes every sheet of an import into the (new, empty) staging folder, each created exclusively and
 * flushed, many at a time: the disk gathers the flushes of files written together, where one after
 * the other each waits for its own (10,000 sheets took 10 s of fsync alone). Every write has ended,
 * or failed, when this returns; the first failure is thrown. Once `signal` is aborted no more are begun.
 */
export async function stageFiles(
  locks: Locks,
  stage: string,
  sheets: readonly SheetData[],
  signal?: AbortSignal,
): Promise<void> {
  // Node runs file work on 4 threads unless told otherwise before the first of it: enough for the flushes in flight.
  locks.host.fileThreads?.(STAGE_WRITERS);
  const flags = fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_EXCL | (fs.constants.O_NOFOLLOW ?? 0);
  let next = 0;
  let failed = false;
  const worker = async (): Promise<void> => {
    while (!failed && !signal?.aborted && next < sheets.length) {
      const s = sheets[next++];
      const text = serializeSheet(s);
      // The import checks this first (commands/import.ts), naming the backup; here it is what every write keeps to.
      fitsCap(path.join(path.dirname(stage), 'sheets', `${s.id}.json`), text, true);
      const fh = await fs.promises.open(path.join(stage, `${s.id}.json`), flags, FILE_MODE);
      try {
        await fh.chmod(FILE_MODE);
        await fh.writeFile(text);
        await fh.sync();
      } finally {
        await fh.close();
      }
    }
  };
  const results = await Promise.allSettled(
    Array.from({ length: Math.min(STAGE_WRITERS, sheets.length) }, () =>
      worker().catch((e: unknown) => {
        failed = true;
        throw e;
      }),
    ),
  );
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) throw failure.reason;
}
const STAGE_WRITERS = 32;
