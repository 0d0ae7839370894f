import fs from 'node:fs';
import path from 'node:path';

/*
 * The folders tafel keeps in its data directory, as `tafel doctor` checks them: each must be a folder the user may
 * read and write in, or not there yet (made when needed). A file in its place, or a folder of no permission, refuses
 * every write there (until 2026-12-07 doctor said "everything reads fine").
 */

/** The folders of the data directory: the sheets, the events, the seasons and the trash. */
export const DATA_FOLDERS = ['sheets', 'events', 'seasons', 'deleted'] as const;

export interface FolderFault {
  folder: string;
  /** A file stands there; the user may not read it (nor what is in it); or may not write in it. */
  fault: 'file' | 'unreadable' | 'unwritable';
  /** The system's answer (EACCES) to a fault of permission. */
  code?: string;
}

/** The permission the user lacks in `folder`, or undefined; only a refusal of permission counts. */
function lacking(folder: string): Pick<FolderFault, 'fault' | 'code'> | undefined {
  for (const [fault, mode] of [
    ['unreadable', fs.constants.R_OK | fs.constants.X_OK],
    ['unwritable', fs.constants.W_OK],
  ] as const) {
    try {
      fs.accessSync(folder, mode);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'EACCES' || code === 'EPERM') return { fault, code };
    }
  }
  return undefined;
}

/**
 * The faults of the data directory `dir` (of permission: one that is a file is said by paths.ts dataDirProblem) and
 * of its folders, for the user running tafel; none when `dir` is not there yet.
 */
export function folderFaults(dir: string): FolderFault[] {
  const faults: FolderFault[] = [];
  for (const folder of [dir, ...DATA_FOLDERS.map((f) => path.join(dir, f))]) {
    let folderThere: boolean;
    try {
      folderThere = fs.statSync(folder).isDirectory();
    } catch {
      continue; // not there yet, or below a file (the data directory's fault, said by dataDirProblem)
    }
    if (!folderThere) {
      if (folder !== dir) faults.push({ folder, fault: 'file' });
      continue;
    }
    const lacks = lacking(folder);
    if (lacks === undefined) continue;
    faults.push({ folder, ...lacks });
    // Nothing below a folder that cannot be read can be looked at.
    if (folder === dir && lacks.fault === 'unreadable') break;
  }
  return faults;
}
