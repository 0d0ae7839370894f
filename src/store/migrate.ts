import type { Text } from '../core/errors.js';
import { SCHEMA_VERSION } from '../sheet/sheet.js';
import { say } from '../i18n/index.js';

/**
 * Sheet file schemas, and how a file of an older one is upgraded to the current SCHEMA_VERSION.
 *
 * - Schema 0: files from before the schema was numbered (the 0.0.x prototypes): no `schemaVersion`
 *   field, the first dealer stored by name as `dealer`, and `finished` where schema 1 says `closed`
 *   (it never meant "the game reached its end", only "closed by hand").
 * - Schema 1: SheetData of src/sheet/sheet.ts.
 *
 * A new schema adds one step here (from the previous number) and raises SCHEMA_VERSION; the store
 * then reads every older file upgraded in memory, and writes it upgraded with its next change, keeping the old
 * file as `<id>.json.v<n>` (a read writes nothing).
 * Steps are plain data -> data functions: they never touch the disk.
 */
export type Raw = Record<string, unknown>;

/** Why a file cannot be upgraded; the store turns it into a "corrupt" refusal naming the file. */
export class MigrationProblem {
  constructor(readonly reason: Text) {}
}

const STEPS: Record<number, (old: Raw) => Raw> = {
  0: (old) => {
    const { dealer, finished, ...rest } = old;
    const players = Array.isArray(old.players) ? (old.players as unknown[]) : [];
    let firstDealer = 0;
    if (dealer !== undefined) {
      const seat = typeof dealer === 'string' ? players.indexOf(dealer) : -1;
      if (seat < 0) {
        throw new MigrationProblem(say((t) => t.store.itsDealerIsNot(JSON.stringify(dealer))));
      }
      firstDealer = seat;
    }
    if (finished !== undefined && typeof finished !== 'boolean') {
      throw new MigrationProblem(say((t) => t.store.itsFinishedIsNot));
    }
    return { ...rest, schemaVersion: 1, firstDealer, set: rest.set ?? {}, closed: finished === true };
  },
};

/** The oldest schema this tafel can still upgrade. */
export const OLDEST_SCHEMA = 0;

/** The schema a parsed file says it has: a missing number means the unnumbered schema 0. */
export function schemaOf(value: Raw): number | MigrationProblem {
  const v = value.schemaVersion;
  if (v === undefined) return 0;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < OLDEST_SCHEMA) {
    return new MigrationProblem(say((t) => t.store.hasASchemaversionThat2(JSON.stringify(v))));
  }
  return v;
}

/** Upgrades a parsed file from schema `from` to SCHEMA_VERSION, one step at a time. */
export function migrate(value: Raw, from: number): Raw {
  let out = value;
  for (let v = from; v < SCHEMA_VERSION; v++) {
    const step = STEPS[v];
    // A missing step is a bug in tafel (a raised SCHEMA_VERSION without its migration): test/store/ checks it.
    if (!step) throw new Error(`no migration from sheet schema ${v}`);
    out = step(out);
  }
  return out;
}

/** For tests: every schema from OLDEST_SCHEMA up to the current one has its step. */
export const stepsCovered = (): boolean => {
  for (let v = OLDEST_SCHEMA; v < SCHEMA_VERSION; v++) if (!STEPS[v]) return false;
  return true;
};
