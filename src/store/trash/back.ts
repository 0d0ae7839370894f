import type { Text } from '../../core/errors.js';
import { say, sayIn } from '../../i18n/index.js';
import type { SheetData } from '../../sheet/sheet.js';
import { decodeSheet } from '../decode.js';
import { corrupt, FileProblem, readDataFile } from '../files.js';

/** What of a sheet's files `undelete` brings back: the sheet (its data and text), or why nothing can come back. */
export interface Back {
  /** The sheet as it comes back; undefined when neither its file nor its previous version reads. */
  data?: SheetData;
  text?: string;
  /** Why the file itself cannot be read, when it cannot (then what comes back is its previous version). */
  unread?: { reason: Text; code: string };
}

/**
 * A sheet's file `main` as every read checks it, or when that does not read (a sheet `delete --force` took because it
 * did not, or whose file was gone), its previous version `<main>.bak`, as `doctor --restore` would have put it back:
 * `delete` says which will come back, `undelete` brings it. Until 2026-12-06 a good previous version went to the trash
 * with the broken file, where no command could get it back.
 */
export function readBack(main: string, id: string): Back {
  const read = (file: string): Back => {
    const text = readDataFile(file, () =>
      corrupt(
        file,
        say((t) => t.store.isGone),
        'missing',
      ),
    );
    return { text, data: decodeSheet(text, file, id).data };
  };
  let unread: { reason: Text; code: string };
  try {
    return read(main);
  } catch (e) {
    if (!(e instanceof FileProblem)) throw e;
    unread = { reason: e.reason, code: e.code };
  }
  try {
    return { ...read(`${main}.bak`), unread };
  } catch (e) {
    if (!(e instanceof FileProblem)) throw e;
    if (e.code === 'missing') return { unread };
    const first = unread.reason;
    return { unread: { ...unread, reason: sayIn((t, l) => t.store.previousToo(first[l], e.reason[l])) } };
  }
}
