import { tx, type Text } from '../core/errors.js';
import { objectKeyName, unsafeChar } from '../core/players.js';
import { gameById } from '../games/registry.js';
import { SCHEMA_VERSION, TABLE_SCHEMA, type SheetData } from '../sheet/sheet.js';
import { checkStoredDeals } from '../sheet/stored.js';
import { corrupt, FileProblem } from './files.js';
import { scanJson } from './json.js';
import { MigrationProblem, migrate, schemaOf, type Raw } from './migrate.js';
import { SHEET_ID } from './paths.js';

/* What a data file's text must be to be used: a sheet or the settings, checked, never repaired. */

export interface Settings {
  schemaVersion: number;
  active?: string;
  lang?: 'en' | 'nl';
  /** Saved tables (`tafel preset`), read strictly by src/evening/presets.ts. */
  presets?: unknown;
}

const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Keys that could change an object's prototype when the data is later spread or merged: tafel never writes them. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** Only a text that could hold such a key (also written with \u escapes) pays for the slower reviver. */
const SUSPECT = /__proto__|constructor|prototype|\\u/;

/** `scanned`: this very text passed the scan before (the file is unchanged since the index of sheets checked it). */
function parseJson(text: string, file: string, scanned = false): unknown {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const scan = scanned ? undefined : scanJson(body, false);
  if (scan?.kind === 'deep') throw corrupt(file, tx(`is nested more than ${scan.limit} levels deep, which tafel never writes`, `is meer dan ${scan.limit} niveaus diep genest, wat tafel nooit schrijft`));
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
    throw corrupt(file, tx('is not valid JSON', 'is geen geldige JSON'));
  }
  if (forbidden !== undefined) throw corrupt(file, tx(`holds a "${forbidden}" key, which tafel never writes`, `bevat een sleutel "${forbidden}", die tafel nooit schrijft`));
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
  const checks: [boolean, string, string][] = [
    [v.id === id, `says it is sheet ${JSON.stringify(v.id)}, not ${id}`, `zegt dat het blad ${JSON.stringify(v.id)} is, niet ${id}`],
    [typeof v.game === 'string', 'has no game', 'heeft geen spel'],
    [typeof v.rules === 'string', 'has no rule set', 'heeft geen regels'],
    [typeof v.title === 'string', 'has no title text', 'heeft geen titeltekst'],
    [typeof v.title !== 'string' || unsafeChar(v.title) === undefined, 'has a title with a control, bidi-override or zero-width character', 'heeft een titel met een stuur-, bidi- of nulbreedteteken'],
    [typeof v.createdAt === 'string', 'has no creation time', 'heeft geen aanmaaktijd'],
    [playersOk, 'has no list of different player names', 'heeft geen lijst van verschillende spelersnamen'],
    [!playersOk || (players as string[]).every((p) => unsafeChar(p) === undefined), 'has a player name with a control, bidi-override or zero-width character', 'heeft een spelersnaam met een stuur-, bidi- of nulbreedteteken'],
    [keyName === undefined, `has a player named ${JSON.stringify(keyName)}, a name tafel refuses (JavaScript reserves it): rename that player in the file`, `heeft een speler met de naam ${JSON.stringify(keyName)}, een naam die tafel weigert (JavaScript houdt ze voor zichzelf): hernoem die speler in het bestand`],
    [Number.isInteger(v.firstDealer) && (v.firstDealer as number) >= 0 && playersOk && (v.firstDealer as number) < (players as unknown[]).length, 'has no first dealer among its players', 'heeft geen eerste gever onder de spelers'],
    [isObject(v.set) && Object.values(v.set).every((x) => typeof x === 'string'), 'has house rules that are not texts', 'heeft huisregels die geen tekst zijn'],
    [v.stakeCents === undefined || Number.isSafeInteger(v.stakeCents), 'has a stake that is not a whole number of cents', 'heeft een inzet die geen geheel aantal cent is'],
    [v.sharePot === undefined || typeof v.sharePot === 'boolean', 'has a sharePot that is not true or false', 'heeft een sharePot die niet true of false is'],
    [Array.isArray(v.deals) && v.deals.every((d) => isObject(d) && typeof d.contract === 'string'), 'has deals without a contract', 'heeft giften zonder contract'],
    [typeof v.closed === 'boolean', 'does not say whether it is closed', 'zegt niet of het afgesloten is'],
    [v.event === undefined || (isObject(v.event) && typeof v.event.id === 'string' && typeof v.event.uid === 'string' && Number.isInteger(v.event.round) && Number.isInteger(v.event.table)), 'has an event field that is not {id, uid, round, table}', 'heeft een event-veld dat geen {id, uid, round, table} is'],
  ];
  const failed = checks.find(([ok]) => !ok);
  return failed ? tx(failed[1], failed[2]) : undefined;
}

/**
 * Parses and checks a sheet file; a file of an older schema is upgraded in memory. Anything
 * unexpected is reported as corrupt (naming the file), never repaired silently.
 */
export function decodeSheet(text: string, file: string, id: string, dealsChecked = false): { data: SheetData; version: number } {
  const value = parseJson(text, file, dealsChecked);
  if (!isObject(value)) throw corrupt(file, tx('does not hold a sheet', 'bevat geen blad'));
  const version = schemaOf(value);
  if (version instanceof MigrationProblem) throw corrupt(file, version.reason);
  if (version > SCHEMA_VERSION && !(version === TABLE_SCHEMA && value.event !== undefined)) {
    const reason = tx(`was written by a newer tafel (schema ${version}; this one knows ${SCHEMA_VERSION})`, `werd door een nieuwere tafel geschreven (schema ${version}; deze kent ${SCHEMA_VERSION})`);
    throw new FileProblem(
      tx(`${file} ${reason.en}: update tafel to open it.`, `${file} ${reason.nl}: werk tafel bij om het te openen.`),
      'too-new', file, reason,
    );
  }
  let current = value;
  if (version < SCHEMA_VERSION) {
    try {
      current = migrate(value, version);
    } catch (e) {
      if (e instanceof MigrationProblem) throw corrupt(file, tx(`is an old sheet (schema ${version}) that cannot be upgraded: ${e.reason.en}`, `is een oud blad (schema ${version}) dat niet bij te werken is: ${e.reason.nl}`));
      throw e;
    }
  }
  const problem = sheetProblem(current, id);
  if (problem) throw corrupt(file, problem);
  const data = current as unknown as SheetData;
  const deal = dealsChecked ? undefined : dealProblem(data);
  if (deal) throw corrupt(file, deal, 'deal', tx(`holds a deal tafel would not have written: ${deal.en}`, `bevat een gift die tafel niet zo zou schrijven: ${deal.nl}`));
  return { data, version };
}

/**
 * Every stored deal must be what `record` would have written (sheet/stored.ts): a hand-edited
 * `"tricks": 20` is refused on every read, before anything is shown or written. A sheet whose game
 * or settings the game cannot even take is left to the replay, which names that.
 */
function dealProblem(data: SheetData): Text | undefined {
  let game;
  try {
    game = gameById(data.game);
  } catch {
    return undefined;
  }
  try {
    return checkStoredDeals(game, data)?.text;
  } catch {
    return undefined;
  }
}

/** Parses and checks a sheet file (upgraded in memory when it is older). */
export function parseSheet(text: string, file: string, id: string): SheetData {
  return decodeSheet(text, file, id).data;
}

/** Parses and checks the settings file; only `active` and `lang` are read, and both must make sense. */
export function parseSettings(text: string, file: string): Settings {
  const value = parseJson(text, file);
  if (!isObject(value)) throw corrupt(file, tx('does not hold settings', 'bevat geen instellingen'));
  if (value.lang !== undefined && value.lang !== 'en' && value.lang !== 'nl') {
    throw corrupt(file, tx(`has the language ${JSON.stringify(value.lang)}, not en or nl`, `heeft de taal ${JSON.stringify(value.lang)}, niet en of nl`));
  }
  if (value.active !== undefined && (typeof value.active !== 'string' || !SHEET_ID.test(value.active))) {
    throw corrupt(file, tx(`has an active sheet ${JSON.stringify(value.active)} that is not a sheet id`, `heeft een actief blad ${JSON.stringify(value.active)} dat geen blad-id is`));
  }
  if (value.schemaVersion !== undefined && !Number.isInteger(value.schemaVersion)) {
    throw corrupt(file, tx('has a schemaVersion that is not a whole number', 'heeft een schemaVersion die geen geheel getal is'));
  }
  return { ...value, schemaVersion: (value.schemaVersion as number | undefined) ?? SCHEMA_VERSION } as Settings;
}
