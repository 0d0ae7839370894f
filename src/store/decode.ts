import type { Text } from '../core/errors.js';
import { gameById } from '../games/index.js';
import { isRecord } from '../core/own.js';
import { checkSheetFields, SheetFault } from '../sheet/check.js';
import { SCHEMA_VERSION, TABLE_SCHEMA, type SheetData } from '../sheet/sheet.js';
import { checkStoredDeals, checkUndoneDeals } from '../sheet/stored.js';
import { corrupt, FileProblem, undoneDealProblem } from './files.js';
import { lineAt, scanJson } from './json.js';
import { MigrationProblem, migrate, schemaOf } from './migrate.js';
import { SHEET_ID } from './paths.js';
import { say } from '../i18n/index.js';
import { LANGS, type Lang } from '../i18n/lang.js';

/* What a data file's text must be to be used: a sheet or the settings, checked, never repaired. */

export interface Settings {
  schemaVersion: number;
  active?: string;
  lang?: Lang;
  /** Saved tables (`tafel preset`), read strictly by src/evening/presets.ts. */
  presets?: unknown;
}

/** Keys that could change an object's prototype when the data is later spread or merged: tafel never writes them. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** Only a text that could hold such a key (also written with \u escapes) pays for the slower reviver. */
const SUSPECT = /__proto__|constructor|prototype|\\u/;

/** `scanned`: this very text passed the scan before (the file is unchanged since the index of sheets checked it). */
function parseJson(text: string, file: string, scanned = false): unknown {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  // A key given twice is refused, not read as JSON.parse reads it (the last one): a hand edit that left "deals"
  // twice would otherwise lose the first list's deals at the next write.
  const scan = scanned ? undefined : scanJson(body, true);
  if (scan?.kind === 'deep')
    throw corrupt(
      file,
      say((t) => t.store.isNestedMoreThan(scan.limit)),
    );
  if (scan?.kind === 'duplicate') {
    const line = lineAt(body, scan.at);
    throw corrupt(
      file,
      say((t) => t.store.holdsKeyTwice(line)),
    );
  }
  let forbidden: string | undefined;
  let value: unknown;
  try {
    value = SUSPECT.test(body)
      ? JSON.parse(body, (key, v: unknown) => {
          if (FORBIDDEN_KEYS.has(key)) forbidden ??= key;
          return v;
        })
      : JSON.parse(body);
  } catch {
    throw corrupt(
      file,
      say((t) => t.store.isNotValidJson),
    );
  }
  const key = forbidden;
  if (key !== undefined)
    throw corrupt(
      file,
      say((t) => t.store.holdsAKeyWhich(key)),
    );
  return value;
}

/**
 * Parses and checks a sheet file; a file of an older schema is upgraded in memory. Anything
 * unexpected is reported as corrupt (naming the file), never repaired silently.
 */
export function decodeSheet(
  text: string,
  file: string,
  id: string,
  dealsChecked = false,
): { data: SheetData; version: number } {
  const value = parseJson(text, file, dealsChecked);
  if (!isRecord(value))
    throw corrupt(
      file,
      say((t) => t.store.doesNotHoldA),
    );
  const version = schemaOf(value);
  if (version instanceof MigrationProblem) throw corrupt(file, version.reason);
  // Schema 2 is schema 1 plus the `event` field of a table sheet (events.md §9.2).
  if (version > SCHEMA_VERSION && !(version === TABLE_SCHEMA && value.event !== undefined)) {
    const reason = say((t) => t.store.wasWrittenByA(version, SCHEMA_VERSION));
    throw new FileProblem(
      say((t) => t.store.updateTafelToOpen(file, reason)),
      'too-new',
      file,
      reason,
    );
  }
  let current = value;
  if (version < SCHEMA_VERSION) {
    try {
      current = migrate(value, version);
    } catch (e) {
      if (e instanceof MigrationProblem)
        throw corrupt(
          file,
          say((t) => t.store.isAnOldSheet(version, e.reason)),
        );
      throw e;
    }
  }
  // A file without an id is no sheet at all (an export saved here): said so, not "sheet undefined".
  if (current.id !== id)
    throw corrupt(
      file,
      say((t) => (current.id === undefined ? t.store.noSheetId : t.store.wrongId(JSON.stringify(current.id), id))),
    );
  // Every field as import checks a backup's (a misspelt "correctons" would be read as no corrections, and exported
  // into a backup import refuses); each deal as `record` writes it (refuseDeals), which says more than its fields.
  let data: SheetData;
  try {
    data = checkSheetFields(current, '', false);
  } catch (e) {
    if (!(e instanceof SheetFault)) throw e;
    throw corrupt(
      file,
      say((t) => t.store.notAsWritten(e.where, e.what)),
    );
  }
  if (!dealsChecked) refuseDeals(data, file);
  return { data, version };
}

/**
 * Every stored deal must be what `record` would have written (sheet/stored.ts): a hand-edited
 * `"tricks": 20` is refused on every read, before anything is shown or written; so is an undone deal that `redo`
 * would put back (until 2026-12-06 only doctor and redo checked those: edit and undo wrote one on, export wrote it
 * into a backup import refuses). A sheet whose settings the game cannot even take is left to the replay, which names
 * that.
 */
function refuseDeals(data: SheetData, file: string): void {
  const game = gameById(data.game);
  let deal: Text | undefined;
  let undone: Text | undefined;
  try {
    deal = checkStoredDeals(game, data)?.text;
    undone = deal ? undefined : checkUndoneDeals(game, data)?.text;
  } catch {
    return;
  }
  if (deal)
    throw corrupt(
      file,
      deal,
      'deal',
      say((t) => t.store.holdsADealTafel(deal)),
    );
  if (undone) throw undoneDealProblem(file, undone);
}

/** Parses and checks a sheet file (upgraded in memory when it is older). */
export function parseSheet(text: string, file: string, id: string): SheetData {
  return decodeSheet(text, file, id).data;
}

/** Parses and checks the settings file; only `active` and `lang` are read, and both must make sense. */
/** settings.json's `deviceId` and `activeEvent` as tafel writes them (the same as events/files.ts, events/data.ts). */
const DEVICE_ID = /^[0-9a-f]{16}$/;
const EVENT_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

export function parseSettings(text: string, file: string): Settings {
  const value = parseJson(text, file);
  if (!isRecord(value))
    throw corrupt(
      file,
      say((t) => t.store.doesNotHoldSettings),
    );
  if (value.lang !== undefined && !(LANGS as readonly unknown[]).includes(value.lang)) {
    throw corrupt(
      file,
      say((t) => t.store.hasTheLanguageNot(JSON.stringify(value.lang), LANGS.join(', '))),
    );
  }
  if (value.active !== undefined && (typeof value.active !== 'string' || !SHEET_ID.test(value.active))) {
    throw corrupt(
      file,
      say((t) => t.store.hasAnActiveSheet(JSON.stringify(value.active))),
    );
  }
  // The event fields, by the form tafel writes them (events/files.ts DEVICE_ID, events/data.ts EVENT_ID): until
  // 2026-12-07 a "deviceId": 5 was written into a new event as its origin, which every later read then refused.
  if (value.deviceId !== undefined && (typeof value.deviceId !== 'string' || !DEVICE_ID.test(value.deviceId))) {
    throw corrupt(
      file,
      say((t) => t.store.hasADeviceId(JSON.stringify(value.deviceId))),
    );
  }
  if (value.activeEvent !== undefined && (typeof value.activeEvent !== 'string' || !EVENT_ID.test(value.activeEvent))) {
    throw corrupt(
      file,
      say((t) => t.store.hasAnActiveEvent(JSON.stringify(value.activeEvent))),
    );
  }
  if (value.schemaVersion !== undefined && !Number.isInteger(value.schemaVersion)) {
    throw corrupt(
      file,
      say((t) => t.store.hasASchemaversionThat),
    );
  }
  return { ...value, schemaVersion: (value.schemaVersion as number | undefined) ?? SCHEMA_VERSION } as Settings;
}

/**
 * What a settings file holds as far as it reads, each field on its own (a field that does not read alone is left
 * out; the presets are kept as they are, for the caller to read one by one): what `doctor --restore settings.json`
 * weighs against the previous version. A key given twice reads as JSON.parse reads it (the last). Undefined when the
 * text is no JSON object at all.
 */
export function readableSettings(text: string, file: string): Record<string, unknown> | undefined {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (scanJson(body, false)?.kind === 'deep') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (!isRecord(value)) return undefined;
  const reads = (key: string, v: unknown): boolean => {
    try {
      parseSettings(JSON.stringify({ [key]: v }), file);
      return true;
    } catch {
      return false;
    }
  };
  return Object.fromEntries(Object.entries(value).filter(([k, v]) => k === 'presets' || reads(k, v)));
}
