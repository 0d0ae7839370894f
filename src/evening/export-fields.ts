import { StorageError, type Text } from '../core/errors.js';
import { say } from '../i18n/index.js';

// The import's refusal and the checks of one deal's fields, out of export-check.ts (which checks the rest).

/** The command whose files `tafel import` reads (`tafel event import` reads those of `tafel event export`). */
export const EXPORT_WRITER = 'tafel export --format json';

/** What an export file holds that tafel does not take: where in it, and what is wrong. */
export class ImportProblem extends StorageError {
  constructor(
    readonly where: string,
    readonly what: Text,
  ) {
    super(
      say((t) => t.evening.notAValidTafel(where, what, EXPORT_WRITER)),
      'bad-import',
    );
  }

  /** The same, naming the file it is in, and the command whose files the import reads. */
  inFile(file: string, writer = EXPORT_WRITER): StorageError {
    const where = this.where === 'the file' ? file : `${file}, ${this.where}`;
    return new StorageError(
      say((t) => t.evening.notAValidTafel(where, this.what, writer)),
      'bad-import',
    );
  }
}

export const bad = (where: string, what: Text): StorageError => new ImportProblem(where, what);

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

/** A deal input is plain JSON: strings, whole numbers, booleans, lists and records of those. */
export function checkPlain(v: unknown, where: string, depth = 0): void {
  if (depth > 6)
    throw bad(
      where,
      say((t) => t.evening.nestedTooDeeply),
    );
  if (typeof v === 'string') {
    if (v.length > 200 || /\p{Cc}/u.test(v))
      throw bad(
        where,
        say((t) => t.evening.aTextThatIs),
      );
    return;
  }
  if (typeof v === 'boolean') return;
  if (typeof v === 'number') {
    if (!Number.isSafeInteger(v))
      throw bad(
        where,
        say((t) => t.evening.isNotAWhole(v)),
      );
    return;
  }
  if (Array.isArray(v)) {
    if (v.length > 20)
      throw bad(
        where,
        say((t) => t.evening.aListThatIs),
      );
    v.forEach((x, i) => {
      checkPlain(x, `${where}[${i}]`, depth + 1);
    });
    return;
  }
  if (isObject(v)) {
    if (Object.keys(v).length > 20)
      throw bad(
        where,
        say((t) => t.evening.tooManyFields),
      );
    for (const [k, x] of Object.entries(v)) checkPlain(x, `${where}.${k}`, depth + 1);
    return;
  }
  const kind = v === null ? 'null' : typeof v;
  throw bad(
    where,
    say((t) => t.evening.notInADeal(kind)),
  );
}

type FieldCheck = (v: unknown, players: readonly string[]) => boolean;

const isName: FieldCheck = (v, players) => typeof v === 'string' && players.includes(v);
const isNames: FieldCheck = (v, players) =>
  Array.isArray(v) && v.length > 0 && v.every((x) => isName(x, players)) && new Set(v).size === v.length;
const isCount = (v: unknown): boolean => Number.isSafeInteger(v) && (v as number) >= 0;
const perPlayer: FieldCheck = (v, players) =>
  isObject(v) && Object.entries(v).every(([k, x]) => isName(k, players) && isCount(x));

/**
 * The stored deal fields of every game, named after the record flags of cli.md. Names must be
 * players of the sheet: scoring looks players up by name, and a stranger would silently score
 * nothing (or a seat that does not exist) instead of failing. A field not listed here is allowed
 * as plain JSON; the game's own replay has the last word.
 */
const FIELDS: Record<string, [FieldCheck, string]> = {
  contract: [(v) => typeof v === 'string' && v.length > 0, 'a contract word'],
  level: [isCount, 'a whole number'],
  by: [isNames, 'a list of players of this sheet'],
  askers: [isNames, 'a list of players of this sheet'],
  taker: [isName, 'a player of this sheet'],
  winner: [isName, 'a player of this sheet'],
  belote: [isName, 'a player of this sheet'],
  revoke: [isName, 'a player of this sheet'],
  tricks: [(v, p) => isCount(v) || perPlayer(v, p), 'a whole number, or whole numbers per player of this sheet'],
  points: [(v, p) => isCount(v) || perPlayer(v, p), 'a whole number, or whole numbers per player of this sheet'],
  searched: [isCount, 'a whole number'],
  capot: [(v) => typeof v === 'string', 'a text'],
  eerste: [(v) => typeof v === 'boolean', 'true or false'],
  zonderKijk: [(v) => typeof v === 'boolean', 'true or false'],
  zonderOud: [(v) => typeof v === 'boolean', 'true or false'],
  tie: [(v) => typeof v === 'boolean', 'true or false'],
  zwik: [
    (v, p) =>
      Array.isArray(v) &&
      v.every(
        (z) =>
          isObject(z) &&
          isName(z.player, p) &&
          Object.keys(z).every((k) => k === 'player' || (k === 'rank' && typeof z.rank === 'string')),
      ),
    'a list of {player, rank}',
  ],
};

export function checkFields(d: Record<string, unknown>, players: readonly string[], where: string): void {
  for (const [k, v] of Object.entries(d)) {
    const known = Object.hasOwn(FIELDS, k) ? FIELDS[k] : undefined;
    if (known && !known[0](v, players))
      throw bad(
        `${where}.${k}`,
        say((t) => t.evening.isNot(JSON.stringify(v), known[1], players.join(', '))),
      );
  }
}
