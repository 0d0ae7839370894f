import { refused, type Text } from '../core/errors.js';
import type { Game, SheetConfig } from '../core/game.js';
import { checkPlayerNames, unsafeChar } from '../core/players.js';
import { GAMES } from '../games/index.js';
import { configOf, replay, rowsProblem, SCHEMA_VERSION, TABLE_SCHEMA, type SheetData } from '../sheet/sheet.js';
import { checkStoredDeals, checkUndoneDeals } from '../sheet/stored.js';
import { ISO_TIME } from '../store/decode.js';
import { SHEET_ID } from '../store/paths.js';
import { say, texts } from '../i18n/index.js';
import { bad, checkFields, checkPlain, isObject } from './export-fields.js';

export { bad, ImportProblem, isObject } from './export-fields.js';

/** The export document's format, and the checks an imported one must pass, field by field. */
export const EXPORT_FORMAT = 'tafel-export';
export const EXPORT_VERSION = 2;
/** Version 1 holds sheets only; version 2 (events.md §12) also `events` and `seasons`, and table sheets. */
export const PLAIN_EXPORT_VERSION = 1;
const TABLE_ID = /^(.+)-r([1-9]\d*)-t([1-9]\d*)$/;
const HEX16 = /^[0-9a-f]{16}$/;

function onlyKeys(v: Record<string, unknown>, where: string, required: string[], optional: string[] = []): void {
  for (const k of required)
    if (!(k in v))
      throw bad(
        where,
        say((t) => t.evening.isMissing(k)),
      );
  const unknown = Object.keys(v).find((k) => !required.includes(k) && !optional.includes(k));
  if (unknown !== undefined)
    throw bad(
      where,
      say((t) => t.evening.unknownField(unknown)),
    );
}

/** Checks one stored sheet as strictly as if it had been typed in: types, game, rules, settings, every deal. */
export function checkSheet(v: unknown, where: string): SheetData {
  // A newer schema is named as newer before its fields are judged by this one's (as the store refuses such a sheet).
  if (isObject(v) && Number.isSafeInteger(v.schemaVersion) && (v.schemaVersion as number) > TABLE_SCHEMA)
    throw bad(
      `${where}.schemaVersion`,
      say((t) => t.evening.writtenByANewer(v.schemaVersion as number)),
    );
  // A table sheet (schema 2) is schema 1 plus its `event`, whose id, round and table its own id repeats (§2.4).
  if (isObject(v) && v.schemaVersion === TABLE_SCHEMA && 'event' in v) {
    const { event: ref, ...plain } = v;
    const m = typeof v.id === 'string' ? TABLE_ID.exec(v.id) : null;
    const ok =
      isObject(ref) &&
      Object.keys(ref).length === 4 &&
      typeof ref.uid === 'string' &&
      HEX16.test(ref.uid) &&
      m !== null &&
      ref.id === m[1] &&
      ref.round === Number(m[2]) &&
      ref.table === Number(m[3]);
    if (!ok)
      throw bad(
        `${where}.event`,
        say((t) => t.evening.badTableRef),
      );
    const data = checkSheet({ ...plain, schemaVersion: SCHEMA_VERSION }, where);
    return { ...data, schemaVersion: TABLE_SCHEMA, event: ref as unknown as NonNullable<SheetData['event']> };
  }
  if (!isObject(v))
    throw bad(
      where,
      say((t) => t.evening.aSheetMustBe),
    );
  onlyKeys(
    v,
    where,
    ['schemaVersion', 'id', 'game', 'rules', 'title', 'createdAt', 'players', 'firstDealer', 'set', 'deals', 'closed'],
    ['stakeCents', 'sharePot', 'notes', 'dealers', 'corrections', 'undone', 'origins', 'recentIds'],
  );
  if (typeof v.schemaVersion !== 'number')
    throw bad(
      `${where}.schemaVersion`,
      say((t) => t.evening.mustBeANumber),
    );
  if (v.schemaVersion > SCHEMA_VERSION)
    throw bad(
      `${where}.schemaVersion`,
      say((t) => t.evening.writtenByANewer(v.schemaVersion as number)),
    );
  if (v.schemaVersion !== SCHEMA_VERSION)
    throw bad(
      `${where}.schemaVersion`,
      say((t) => t.evening.schemaIsUnknown(v.schemaVersion as number)),
    );
  if (typeof v.id !== 'string' || !SHEET_ID.test(v.id))
    throw bad(
      `${where}.id`,
      say((t) => t.evening.aSheetIdIs),
    );
  const at = `${where} (${v.id})`;
  if (typeof v.game !== 'string')
    throw bad(
      `${at}.game`,
      say((t) => t.evening.mustBeText),
    );
  const game: Game | undefined = GAMES.find((g) => g.id === v.game);
  if (!game)
    throw bad(
      `${at}.game`,
      say((t) => t.evening.unknownGameGames(String(v.game), GAMES.map((g) => g.id).join(', '))),
    );
  if (typeof v.rules !== 'string' || !game.ruleSets.some((r) => r.id === v.rules)) {
    throw bad(
      `${at}.rules`,
      say((t) => t.evening.hasNoRuleSet(game.id, JSON.stringify(v.rules), game.ruleSets.map((r) => r.id).join(', '))),
    );
  }
  if (typeof v.title !== 'string' || v.title.length > 80 || unsafeChar(v.title) !== undefined)
    throw bad(
      `${at}.title`,
      say((t) => t.evening.mustBeOneLine),
    );
  if (typeof v.createdAt !== 'string' || !ISO_TIME.test(v.createdAt) || Number.isNaN(Date.parse(v.createdAt))) {
    throw bad(
      `${at}.createdAt`,
      say((t) => t.evening.mustBeATime),
    );
  }
  if (!Array.isArray(v.players) || !v.players.every((p) => typeof p === 'string'))
    throw bad(
      `${at}.players`,
      say((t) => t.evening.mustBeAList),
    );
  const players = v.players as string[];
  try {
    checkPlayerNames(players, game.players.min, game.players.max, game.id);
  } catch (e) {
    const t = (e as { text?: Text }).text;
    throw bad(`${at}.players`, t ?? texts(() => String(e)));
  }
  if (
    !Number.isInteger(v.firstDealer) ||
    (v.firstDealer as number) < 0 ||
    (v.firstDealer as number) >= players.length
  ) {
    throw bad(
      `${at}.firstDealer`,
      say((t) => t.evening.mustBeASeat(players.length - 1)),
    );
  }
  if (!isObject(v.set))
    throw bad(
      `${at}.set`,
      say((t) => t.evening.mustBeAnObject),
    );
  const specs = game.settings(v.rules as string);
  for (const [key, value] of Object.entries(v.set)) {
    const spec = specs.find((s) => s.key === key);
    if (!spec)
      throw bad(
        `${at}.set`,
        say((t) => t.evening.unknownSettingFor(key, game.id, String(v.rules))),
      );
    const wrong = typeof value === 'string' ? spec.check(value) : say((t) => t.evening.mustBeAText(key));
    if (wrong) throw bad(`${at}.set.${key}`, wrong);
  }
  if (v.stakeCents !== undefined && (!Number.isSafeInteger(v.stakeCents) || (v.stakeCents as number) <= 0))
    throw bad(
      `${at}.stakeCents`,
      say((t) => t.evening.mustBeAPositive),
    );
  if (v.stakeCents !== undefined && game.unit !== 'money')
    throw bad(
      `${at}.stakeCents`,
      say((t) => t.evening.isNotPlayedFor(game.id)),
    );
  if (typeof v.closed !== 'boolean')
    throw bad(
      `${at}.closed`,
      say((t) => t.evening.mustBeTrueOr),
    );
  if (v.sharePot !== undefined && (typeof v.sharePot !== 'boolean' || game.unit !== 'money'))
    throw bad(
      `${at}.sharePot`,
      say((t) => t.evening.onlyAMoneyGame),
    );
  if (!Array.isArray(v.deals))
    throw bad(
      `${at}.deals`,
      say((t) => t.evening.mustBeAList2),
    );
  v.deals.forEach((d, i) => {
    const w = `${at}.deals[${i}]`;
    if (!isObject(d) || typeof d.contract !== 'string')
      throw bad(
        w,
        say((t) => t.evening.aDealMustBe),
      );
    checkPlain(d, w);
    checkFields(d, players, w);
  });
  const data = v as unknown as SheetData;
  const rows = rowsProblem(data);
  if (rows) throw bad(`${at}.${rows.field}`, rows.text);
  checkReplay(game, data, at);
  return data;
}

/**
 * Replays the inputs as `record` would have accepted them one by one: `record` itself must have
 * written each deal exactly as stored (the game's parseDeal reads it back, so a hand-edited
 * `"tricks": 20` is refused with the rule it breaks), the game's own scoring must accept each deal,
 * give a whole number per seat, and not see deals after the game had ended. One replay, as every
 * command reads the sheet, each deal checked as it is counted: whether the game had ended is asked of
 * the sheet as it then stood, corrections made after that deal included, as `record` asked it (a
 * correction that takes a finished game's winner back under the target lets the next deal be played).
 * Then the undone deals, which `redo` would put back, as `tafel doctor` checks them (sheet/stored.ts).
 */
export function checkReplay(game: Game, data: SheetData, at: string): void {
  const fail = (i: number | undefined, e: unknown) => {
    const t = (e as { text?: Text }).text;
    const why = t ?? texts(() => (e instanceof Error ? e.message : String(e)));
    return bad(
      i === undefined ? at : `${at}.deals[${i}]`,
      say((t) => t.evening.theGameRefuses(why)),
    );
  };
  let config: SheetConfig;
  try {
    config = configOf(game, data);
    game.checkSetup?.(config);
  } catch (e) {
    throw fail(undefined, e);
  }
  const stored = checkStoredDeals(game, data);
  if (stored)
    throw bad(
      `${at}.deals[${stored.number - 1}]`,
      say((t) => t.evening.theGameRefuses(stored.text)),
    );
  /** The deals counted so far: a failure of the game's own is the next one's (or the sheet's, after the last). */
  let counted = 0;
  let refused: Error | undefined;
  const eachDeal = (i: number, scores: readonly number[], totals: readonly number[], state: unknown): void => {
    if (scores.length !== data.players.length || !scores.every(Number.isSafeInteger)) {
      refused = bad(
        `${at}.deals[${i}]`,
        say((t) => t.evening.itDoesNotScore),
      );
    } else if (i < data.deals.length - 1 && game.standing([...totals], i + 1, state, config).finished) {
      refused = bad(
        `${at}.deals[${i + 1}]`,
        say((t) => t.evening.theGameHadAlready(i + 1)),
      );
    }
    if (refused) throw refused;
    counted = i + 1;
  };
  try {
    replay(game, data, 'en', { texts: false, eachDeal });
  } catch (e) {
    if (e === refused) throw e;
    throw fail(counted < data.deals.length ? counted : undefined, e);
  }
  // One whose contract the house rules now leave out passes: redo says why, and it is no fault of the file.
  const undone = checkUndoneDeals(game, data);
  if (undone)
    throw bad(
      `${at}.undone[${undone.index}]`,
      say((t) => t.evening.theGameRefuses(undone.text)),
    );
}

/** Checks a whole export document before anything is written. */
export function checkExport(v: unknown): SheetData[] {
  checkEnvelope(
    v,
    Array.isArray((v as Record<string, unknown>)?.sheets)
      ? ((v as Record<string, unknown>).sheets as unknown[]).length
      : 0,
  );
  return ((v as Record<string, unknown>).sheets as unknown[]).map(checkEntry);
}

/** One entry of "sheets": its stored sheet, checked (the view is ignored). */
export function checkEntry(entry: unknown, i: number): SheetData {
  const where = `sheets[${i}]`;
  if (!isObject(entry))
    throw bad(
      where,
      say((t) => t.evening.mustBeAnObject2),
    );
  onlyKeys(entry, where, ['sheet'], ['view']);
  return checkSheet(entry.sheet, `${where}.sheet`);
}

/** The document around the sheets: format, version, a list of `count` sheets. */
export function checkEnvelope(v: unknown, count: number): void {
  if (!isObject(v))
    throw bad(
      'the file',
      say((t) => t.evening.itIsNotAn),
    );
  // An event's export is `tafel event import`'s file: said so, rather than that its format is wrong.
  if (v.format === 'tafel-event-export') throw refused((t) => t.evening.eventExportHere);
  if (v.format !== EXPORT_FORMAT)
    throw bad(
      'the file',
      say((t) => t.evening.formatMustBe(EXPORT_FORMAT)),
    );
  onlyKeys(v, 'the file', ['format', 'version', 'sheets'], ['exportedAt', 'events', 'seasons']);
  if (typeof v.version !== 'number' || !Number.isInteger(v.version))
    throw bad(
      'version',
      say((t) => t.evening.mustBeAWhole),
    );
  if (v.version > EXPORT_VERSION)
    throw bad(
      'version',
      say((t) => t.evening.writtenByANewer2(v.version as number)),
    );
  if (v.version !== EXPORT_VERSION && v.version !== PLAIN_EXPORT_VERSION)
    throw bad(
      'version',
      say((t) => t.evening.versionIsUnknown(v.version as number)),
    );
  if (v.exportedAt !== undefined && typeof v.exportedAt !== 'string')
    throw bad(
      'exportedAt',
      say((t) => t.evening.mustBeText),
    );
  for (const k of ['events', 'seasons'])
    if (v[k] !== undefined && (v.version === PLAIN_EXPORT_VERSION || !Array.isArray(v[k])))
      throw bad(
        k,
        say((t) => t.evening.mustBeAListV2),
      );
  // A version 2 file may hold only events and seasons (a club's competitions, no sheet yet).
  const holds = (k: string) => Array.isArray(v[k]) && (v[k] as unknown[]).length > 0;
  if (!Array.isArray(v.sheets) || (count === 0 && !holds('events') && !holds('seasons')))
    throw bad(
      'sheets',
      say((t) => t.evening.mustBeAList3),
    );
}
