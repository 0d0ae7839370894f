import { TafelError, type Text } from '../core/errors.js';
import { checkPlayerNames, objectKeyName, unsafeChar } from '../core/players.js';
import { GAMES } from '../games/index.js';
import { rowsProblem, SCHEMA_VERSION, TABLE_SCHEMA, type SheetData } from '../sheet/sheet.js';
import { checkStoredDeals, checkUndoneDeals } from '../sheet/stored.js';
import { corrupt, FileProblem, undoneDealProblem } from './files.js';
import { lineAt, scanJson } from './json.js';
import { MigrationProblem, migrate, schemaOf, type Raw } from './migrate.js';
import { SHEET_ID } from './paths.js';
import { say, sayIn, type Texts } from '../i18n/index.js';
import { LANGS, type Lang } from '../i18n/lang.js';

/* What a data file's text must be to be used: a sheet or the settings, checked, never repaired. */

export interface Settings {
  schemaVersion: number;
  active?: string;
  lang?: Lang;
  /** Saved tables (`tafel preset`), read strictly by src/evening/presets.ts. */
  presets?: unknown;
}

const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A club table's reference on its sheet (`event`): the event's id and uid, the round and the table. */
export const isEventRef = (v: unknown): v is NonNullable<SheetData['event']> =>
  isObject(v) &&
  typeof v.id === 'string' &&
  typeof v.uid === 'string' &&
  Number.isInteger(v.round) &&
  Number.isInteger(v.table);

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

/** Why a (current-schema) value is not a sheet, or undefined when its shape is right. */
function sheetProblem(v: Raw, id: string): Text | undefined {
  const players = v.players;
  const playersOk =
    Array.isArray(players) &&
    players.length > 0 &&
    players.every((p) => typeof p === 'string' && p.trim() !== '') &&
    new Set(players).size === players.length;
  // A name every object already has (toString, constructor) would read as a score that is there.
  const keyName = playersOk ? (players as string[]).find(objectKeyName) : undefined;
  const checks: [boolean, (m: Texts['store']['sheetShape']) => string][] = [
    [v.id === id, (m) => m.wrongId(JSON.stringify(v.id), id)],
    [typeof v.game === 'string', (m) => m.noGame],
    [typeof v.rules === 'string', (m) => m.noRules],
    [typeof v.title === 'string', (m) => m.noTitle],
    [typeof v.title !== 'string' || unsafeChar(v.title) === undefined, (m) => m.unsafeTitle],
    [typeof v.createdAt === 'string', (m) => m.noCreatedAt],
    [playersOk, (m) => m.noPlayers],
    [!playersOk || (players as string[]).every((p) => unsafeChar(p) === undefined), (m) => m.unsafePlayer],
    [keyName === undefined, (m) => m.reservedName(JSON.stringify(keyName))],
    [
      Number.isInteger(v.firstDealer) &&
        (v.firstDealer as number) >= 0 &&
        playersOk &&
        (v.firstDealer as number) < (players as unknown[]).length,
      (m) => m.noFirstDealer,
    ],
    [isObject(v.set) && Object.values(v.set).every((x) => typeof x === 'string'), (m) => m.setNotTexts],
    [v.stakeCents === undefined || Number.isSafeInteger(v.stakeCents), (m) => m.badStake],
    [v.sharePot === undefined || typeof v.sharePot === 'boolean', (m) => m.badSharePot],
    [
      Array.isArray(v.deals) && v.deals.every((d) => isObject(d) && typeof d.contract === 'string'),
      (m) => m.dealsWithoutContract,
    ],
    [typeof v.closed === 'boolean', (m) => m.noClosed],
    [v.event === undefined || isEventRef(v.event), (m) => m.badEvent],
  ];
  const failed = checks.find(([ok]) => !ok);
  return failed ? say((t) => failed[1](t.store.sheetShape)) : undefined;
}

/** A time as tafel writes one (`new Date().toISOString()`). */
export const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/**
 * What import checks of a sheet beside its shape (evening/export-check.ts): a rule set its game has, house
 * rules each of them has with a value it takes, a creation time. A file edited by hand to `"deals": "abc"` would
 * otherwise be built on (that sheet was finished at once) and exported into a backup import refuses.
 */
function gameProblem(v: Raw): Text | undefined {
  const game = GAMES.find((g) => g.id === v.game);
  if (!game) {
    const ids = GAMES.map((g) => g.id).join(', ');
    return say((t) => t.store.sheetShape.unknownGame(JSON.stringify(v.game), ids));
  }
  const rules = v.rules as string;
  if (!game.ruleSets.some((r) => r.id === rules)) {
    const list = game.ruleSets.map((r) => r.id).join(', ');
    return say((t) => t.store.sheetShape.unknownRules(JSON.stringify(rules), game.id, list));
  }
  if (!ISO_TIME.test(v.createdAt as string) || Number.isNaN(Date.parse(v.createdAt as string)))
    return say((t) => t.store.sheetShape.badCreatedAt);
  // The players as `new` and `import` take them: as many as the game seats, names one can type, none twice in any
  // case (a hand-edited seventh player at a Kleurenwiezen table would be shown, recorded on and exported unimportable).
  try {
    checkPlayerNames(v.players as string[], game.players.min, game.players.max, game.id);
  } catch (e) {
    if (!(e instanceof TafelError)) throw e;
    return sayIn((t, lang) => t.store.sheetShape.badPlayers(e.text[lang]));
  }
  const specs = game.settings(rules);
  for (const [key, value] of Object.entries(v.set as Record<string, string>)) {
    const spec = specs.find((s) => s.key === key);
    if (!spec) return say((t) => t.store.sheetShape.unknownSetting(JSON.stringify(key), game.id, rules));
    const why = spec.check(value);
    if (why) return sayIn((t, lang) => t.store.sheetShape.badSetting(JSON.stringify(key), why[lang]));
  }
  return undefined;
}

/** The sheet's own rows (notes, dealers, corrections, undone rows) as tafel writes them, as import checks them. */
function rowsOf(v: Raw): Text | undefined {
  const wrong = rowsProblem(v as unknown as SheetData);
  return wrong && sayIn((t, lang) => t.store.sheetShape.badRows(wrong.field, wrong.text[lang]));
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
  if (!isObject(value))
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
  const problem = sheetProblem(current, id) ?? gameProblem(current) ?? rowsOf(current);
  if (problem) throw corrupt(file, problem);
  const data = current as unknown as SheetData;
  if (!dealsChecked) refuseDeals(data, file);
  return { data, version };
}

/**
 * Every stored deal must be what `record` would have written (sheet/stored.ts): a hand-edited
 * `"tricks": 20` is refused on every read, before anything is shown or written; so is an undone deal that `redo`
 * would put back (until 2026-12-06 only doctor and redo checked those: edit and undo wrote one on, export wrote it
 * into a backup import refuses). A sheet whose game or settings the game cannot even take is left to the replay,
 * which names that.
 */
function refuseDeals(data: SheetData, file: string): void {
  const game = GAMES.find((g) => g.id === data.game);
  if (game === undefined) return;
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
export function parseSettings(text: string, file: string): Settings {
  const value = parseJson(text, file);
  if (!isObject(value))
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
  if (value.schemaVersion !== undefined && !Number.isInteger(value.schemaVersion)) {
    throw corrupt(
      file,
      say((t) => t.store.hasASchemaversionThat),
    );
  }
  return { ...value, schemaVersion: (value.schemaVersion as number | undefined) ?? SCHEMA_VERSION } as Settings;
}
