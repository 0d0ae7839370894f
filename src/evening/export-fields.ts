import { StorageError, type Text } from '../core/errors.js';
import { say } from '../i18n/index.js';

// The import's refusal, out of export-check.ts (a deal's fields are checked with the sheet's, sheet/check.ts).

/** The command whose files `tafel import` reads (`tafel event import` reads those of `tafel event export`). */
export const EXPORT_WRITER = 'tafel export --format json';

/**
 * What an export file holds that tafel does not take: where in it, and what is wrong. `newer`: written by a newer
 * tafel, whose fix (updating tafel) `what` says; another file is then no fix, and is not offered.
 */
export class ImportProblem extends StorageError {
  constructor(
    readonly where: string,
    readonly what: Text,
    readonly newer = false,
  ) {
    super(
      say((t) => t.evening.notAValidTafel(where, what, newer ? undefined : EXPORT_WRITER)),
      'bad-import',
    );
  }

  /** The same, naming the file it is in, and the command whose files the import reads. */
  inFile(file: string, writer = EXPORT_WRITER): StorageError {
    const where = this.where === 'the file' ? file : `${file}, ${this.where}`;
    return new StorageError(
      say((t) => t.evening.notAValidTafel(where, this.what, this.newer ? undefined : writer)),
      'bad-import',
    );
  }
}

export const bad = (where: string, what: Text, newer = false): StorageError => new ImportProblem(where, what, newer);
