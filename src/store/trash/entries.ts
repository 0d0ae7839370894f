import fs from 'node:fs';
import path from 'node:path';
import type { Text } from '../../core/errors.js';
import { isTime } from '../../core/time.js';
import { say } from '../../i18n/index.js';
import { listOrNothing, readFailure } from '../files.js';
import { ReadProblem, readText } from '../read.js';
import { KEEP_MS, trashDir } from './kept.js';

/* The sheet entries of the trash (`deleted/<id>/`, trash.ts), each read through the safe reader. */

/** A deletion time this far ahead of the clock is not a clock difference but a made-up date. */
const SKEW_MS = 10 * 60 * 1000;
export const META = 'deleted.json';
export const META_BYTES = 64 * 1024;

export const ENTRY = /^([a-z0-9][a-z0-9-]{0,79})(?:\.([1-9]\d{0,5}))?$/;

export interface Entry {
  /** The folder's name in the trash. */
  name: string;
  id: string;
  deletedAt: string | null;
  problem?: Text;
  /** A folder that is a link, or a deleted.json that does not read: undelete refuses it, doctor lists it. */
  broken?: { file: string; why: Text };
}

/**
 * Every entry in the trash, read through the safe reader: a date that is not a real past time is a problem, never NaN.
 */
export function entries(dataDir: string, now: Date): Entry[] {
  const dir = trashDir(dataDir);
  return listOrNothing(dir).flatMap((name): Entry[] => {
    const m = ENTRY.exec(name);
    if (!m) return [];
    const id = m[1];
    const meta = path.join(dir, name, META);
    const bad = (why: Text, file = meta): Entry[] => [
      { name, id, deletedAt: null, problem: say((t) => t.store.trashProblem(file, why)), broken: { file, why } },
    ];
    // No symbolic link inside the data directory: a folder linked to elsewhere is never read or moved from.
    if (fs.lstatSync(path.join(dir, name), { throwIfNoEntry: false })?.isSymbolicLink())
      return bad(readFailure({ kind: 'link' }).reason, path.join(dir, name));
    // A sheet whose file was gone when it was deleted is its previous version.
    const hasSheet = [`${id}.json`, `${id}.json.bak`].some((n) => fs.existsSync(path.join(dir, name, n)));
    // Neither a sheet nor a record of one: a folder a killed delete made before its journal. Nothing to list.
    if (!hasSheet && !fs.existsSync(meta)) return [];
    if (!hasSheet) {
      return [{ name, id, deletedAt: null, problem: say((t) => t.store.holdsNoSheetFile(path.join(dir, name), id)) }];
    }
    let text: string;
    try {
      text = readText(meta, META_BYTES);
    } catch (e) {
      if (!(e instanceof ReadProblem)) throw e;
      if (e.failure.kind === 'missing') return bad(say((t) => t.store.isMissingADelete));
      return bad(readFailure(e.failure).reason);
    }
    let at: unknown;
    try {
      at = (JSON.parse(text) as { deletedAt?: unknown }).deletedAt;
    } catch {
      return bad(say((t) => t.store.isNotValidJson));
    }
    const t = isTime(at) ? Date.parse(at) : NaN;
    if (!Number.isFinite(t) || !Number.isFinite(new Date(t + KEEP_MS).getTime())) {
      const said = JSON.stringify(at) as string | undefined;
      return bad(say((t) => t.store.noDeletionTime(said)));
    }
    if (t > now.getTime() + SKEW_MS) {
      const problem = say((t) =>
        t.store.trashProblem(
          meta,
          say((t) => t.store.hasADeletionTime(at as string)),
        ),
      );
      return [{ name, id, deletedAt: null, problem }];
    }
    return [{ name, id, deletedAt: at as string }];
  });
}

/** The sheet entries of the trash that undelete refuses (tafel doctor lists them): each file and why. Only reads. */
export function brokenTrash(dir: string, now: Date): { id: string; file: string; why: Text }[] {
  return entries(dir, now).flatMap((e) => (e.broken ? [{ id: e.id, ...e.broken }] : []));
}
