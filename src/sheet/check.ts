import type { Text } from '../core/errors.js';
import type { Game } from '../core/game.js';
import { isRecord } from '../core/own.js';
import { checkPlayerNames, unsafeChar } from '../core/players.js';
import { isTime, ISO_TIME } from '../core/time.js';
import { GAMES } from '../games/index.js';
import { OPTIONAL_FIELDS, rowsProblem, SCHEMA_VERSION, SHEET_FIELDS, TABLE_SCHEMA, type SheetData } from './data.js';
import { SHEET_ID } from './id.js';
import { say, texts, type Texts } from '../i18n/index.js';

/*
 * The one check of a stored sheet's fields, as strictly as if it had been typed in: `tafel import` checks a backup's
 * sheets with it (evening/export-check.ts, which replays them too), and every read of a sheet file does
 * (store/decode.ts), so a sheet that reads is one whose backup imports.
 */

/**
 * What a sheet holds that tafel never writes: where in it ('deals[2].by'; '' for the sheet itself), and what;
 * `newer`: a newer tafel's schema, which updating tafel reads.
 */
export class SheetFault extends Error {
  constructor(
    readonly where: string,
    readonly what: Text,
    readonly newer = false,
  ) {
    super(what.en);
  }
}

const TABLE_ID = /^(.+)-r([1-9]\d*)-t([1-9]\d*)$/;
const HEX16 = /^[0-9a-f]{16}$/;

/**
 * A club table's reference on its sheet (`event`) as tafel writes it: the event's id and uid, the round and the table,
 * and nothing else. On a sheet its id repeats the event's id, round and table too (checkSheetFields).
 */
export const isEventRef = (v: unknown): v is NonNullable<SheetData['event']> =>
  isRecord(v) &&
  Object.keys(v).length === 4 &&
  typeof v.id === 'string' &&
  typeof v.uid === 'string' &&
  HEX16.test(v.uid) &&
  Number.isSafeInteger(v.round) &&
  (v.round as number) > 0 &&
  Number.isSafeInteger(v.table) &&
  (v.table as number) > 0;

/** `field` of the part of the file at `where` ('' when the sheet is the file). */
const under = (where: string, field: string): string => (where === '' ? field : `${where}.${field}`);

export function onlyKeys(v: Record<string, unknown>, where: string, required: string[], optional: string[] = []): void {
  for (const k of required)
    if (!(k in v))
      throw new SheetFault(
        where,
        say((t) => t.evening.isMissing(k)),
      );
  const unknown = Object.keys(v).find((k) => !required.includes(k) && !optional.includes(k));
  if (unknown !== undefined)
    throw new SheetFault(
      where,
      say((t) => t.evening.unknownField(unknown)),
    );
}

/**
 * Checks one stored sheet field by field: types, game, rules, settings, every deal's fields (`deals`: false where each
 * deal is read back as `record` writes it instead, store/decode.ts), the sheet's own rows. `where`: the sheet's place
 * in its file ('' when it is the file); a fault names its field from there, after the sheet's id once that is known
 * ('sheets[0].sheet (id).game'). What needs the replay (whether each deal scores, and came before the game ended) is
 * checked where the sheet is replayed.
 */
export function checkSheetFields(v: unknown, where: string, deals = true): SheetData {
  // A newer schema is named as newer before its fields are judged by this one's (as the store refuses such a sheet).
  if (isRecord(v) && Number.isSafeInteger(v.schemaVersion) && (v.schemaVersion as number) > TABLE_SCHEMA)
    throw new SheetFault(
      under(where, 'schemaVersion'),
      say((t) => t.evening.writtenByANewer(v.schemaVersion as number)),
      true,
    );
  // A table sheet (schema 2) is schema 1 plus its `event`, whose id, round and table its own id repeats (§2.4).
  if (isRecord(v) && v.schemaVersion === TABLE_SCHEMA && 'event' in v) {
    const { event: ref, ...plain } = v;
    const m = typeof v.id === 'string' ? TABLE_ID.exec(v.id) : null;
    const ok =
      isEventRef(ref) && m !== null && ref.id === m[1] && ref.round === Number(m[2]) && ref.table === Number(m[3]);
    if (!ok)
      throw new SheetFault(
        under(where, 'event'),
        say((t) => t.evening.badTableRef),
      );
    const data = checkSheetFields({ ...plain, schemaVersion: SCHEMA_VERSION }, where, deals);
    return { ...data, schemaVersion: TABLE_SCHEMA, event: ref };
  }
  if (!isRecord(v))
    throw new SheetFault(
      where,
      say((t) => t.evening.aSheetMustBe),
    );
  // A plain sheet's fields: a table sheet's `event` was taken off above.
  const optional = OPTIONAL_FIELDS.filter((k) => k !== 'event');
  onlyKeys(
    v,
    where,
    SHEET_FIELDS.filter((k) => !OPTIONAL_FIELDS.includes(k)),
    optional,
  );
  if (typeof v.schemaVersion !== 'number')
    throw new SheetFault(
      under(where, 'schemaVersion'),
      say((t) => t.evening.mustBeANumber),
    );
  if (v.schemaVersion > SCHEMA_VERSION)
    throw new SheetFault(
      under(where, 'schemaVersion'),
      say((t) => t.evening.writtenByANewer(v.schemaVersion as number)),
      true,
    );
  if (v.schemaVersion !== SCHEMA_VERSION)
    throw new SheetFault(
      under(where, 'schemaVersion'),
      say((t) => t.evening.schemaIsUnknown(v.schemaVersion as number)),
    );
  if (typeof v.id !== 'string' || !SHEET_ID.test(v.id))
    throw new SheetFault(
      under(where, 'id'),
      say((t) => t.evening.aSheetIdIs),
    );
  const at = (field: string) => (where === '' ? field : `${where} (${v.id}).${field}`);
  if (typeof v.game !== 'string')
    throw new SheetFault(
      at('game'),
      say((t) => t.evening.mustBeText),
    );
  const game: Game | undefined = GAMES.find((g) => g.id === v.game);
  if (!game)
    throw new SheetFault(
      at('game'),
      say((t) => t.evening.unknownGameGames(String(v.game), GAMES.map((g) => g.id).join(', '))),
    );
  if (typeof v.rules !== 'string' || !game.ruleSets.some((r) => r.id === v.rules)) {
    throw new SheetFault(
      at('rules'),
      say((t) => t.evening.hasNoRuleSet(game.id, JSON.stringify(v.rules), game.ruleSets.map((r) => r.id).join(', '))),
    );
  }
  if (typeof v.title !== 'string' || v.title.length > 80 || unsafeChar(v.title) !== undefined)
    throw new SheetFault(
      at('title'),
      say((t) => t.evening.mustBeOneLine),
    );
  if (!isTime(v.createdAt)) {
    const given = v.createdAt;
    throw new SheetFault(
      at('createdAt'),
      typeof given === 'string' && ISO_TIME.test(given)
        ? say((t) => t.evening.noSuchTime(given))
        : say((t) => t.evening.mustBeATime),
    );
  }
  if (!Array.isArray(v.players) || !v.players.every((p) => typeof p === 'string'))
    throw new SheetFault(
      at('players'),
      say((t) => t.evening.mustBeAList),
    );
  const players = v.players as string[];
  try {
    checkPlayerNames(players, game.players.min, game.players.max, game.id);
  } catch (e) {
    const t = (e as { text?: Text }).text;
    throw new SheetFault(at('players'), t ?? texts(() => String(e)));
  }
  if (
    !Number.isInteger(v.firstDealer) ||
    (v.firstDealer as number) < 0 ||
    (v.firstDealer as number) >= players.length
  ) {
    throw new SheetFault(
      at('firstDealer'),
      say((t) => t.evening.mustBeASeat(players.length - 1)),
    );
  }
  if (!isRecord(v.set))
    throw new SheetFault(
      at('set'),
      say((t) => t.evening.mustBeAnObject),
    );
  const specs = game.settings(v.rules as string);
  for (const [key, value] of Object.entries(v.set)) {
    const spec = specs.find((s) => s.key === key);
    if (!spec)
      throw new SheetFault(
        at('set'),
        say((t) => t.evening.unknownSettingFor(key, game.id, String(v.rules))),
      );
    const wrong = typeof value === 'string' ? spec.check(value) : say((t) => t.evening.mustBeAText(key));
    if (wrong) throw new SheetFault(at(`set.${key}`), wrong);
  }
  if (v.stakeCents !== undefined && (!Number.isSafeInteger(v.stakeCents) || (v.stakeCents as number) <= 0))
    throw new SheetFault(
      at('stakeCents'),
      say((t) => t.evening.mustBeAPositive),
    );
  if (v.stakeCents !== undefined && game.unit !== 'money')
    throw new SheetFault(
      at('stakeCents'),
      say((t) => t.evening.isNotPlayedFor(game.id)),
    );
  if (typeof v.closed !== 'boolean')
    throw new SheetFault(
      at('closed'),
      say((t) => t.evening.mustBeTrueOr),
    );
  if (v.sharePot !== undefined && (typeof v.sharePot !== 'boolean' || game.unit !== 'money'))
    throw new SheetFault(
      at('sharePot'),
      say((t) => t.evening.onlyAMoneyGame),
    );
  if (!Array.isArray(v.deals))
    throw new SheetFault(
      at('deals'),
      say((t) => t.evening.mustBeAList2),
    );
  v.deals.forEach((d, i) => {
    const w = at(`deals[${i}]`);
    if (!isRecord(d) || typeof d.contract !== 'string')
      throw new SheetFault(
        w,
        say((t) => t.evening.aDealMustBe),
      );
    if (!deals) return;
    checkPlain(d, w);
    checkFields(d, players, w);
  });
  const data = v as unknown as SheetData;
  const rows = rowsProblem(data);
  if (rows) throw new SheetFault(at(rows.field), rows.text);
  return data;
}

/** A deal input is plain JSON: strings, whole numbers, booleans, lists and records of those. */
function checkPlain(v: unknown, where: string, depth = 0): void {
  if (depth > 6)
    throw new SheetFault(
      where,
      say((t) => t.evening.nestedTooDeeply),
    );
  if (typeof v === 'string') {
    if (v.length > 200 || /\p{Cc}/u.test(v))
      throw new SheetFault(
        where,
        say((t) => t.evening.aTextThatIs),
      );
    return;
  }
  if (typeof v === 'boolean') return;
  if (typeof v === 'number') {
    if (!Number.isSafeInteger(v))
      throw new SheetFault(
        where,
        say((t) => t.evening.isNotAWhole(v)),
      );
    return;
  }
  if (Array.isArray(v)) {
    if (v.length > 20)
      throw new SheetFault(
        where,
        say((t) => t.evening.aListThatIs),
      );
    v.forEach((x, i) => {
      checkPlain(x, `${where}[${i}]`, depth + 1);
    });
    return;
  }
  if (isRecord(v)) {
    if (Object.keys(v).length > 20)
      throw new SheetFault(
        where,
        say((t) => t.evening.tooManyFields),
      );
    for (const [k, x] of Object.entries(v)) checkPlain(x, `${where}.${k}`, depth + 1);
    return;
  }
  const kind = v === null ? 'null' : typeof v;
  throw new SheetFault(
    where,
    say((t) => t.evening.notInADeal(kind)),
  );
}

type FieldCheck = (v: unknown, players: readonly string[]) => boolean;
type FieldKind = keyof Texts['evening']['fieldKinds'];

const isName: FieldCheck = (v, players) => typeof v === 'string' && players.includes(v);
const isNames: FieldCheck = (v, players) =>
  Array.isArray(v) && v.length > 0 && v.every((x) => isName(x, players)) && new Set(v).size === v.length;
const isCount = (v: unknown): boolean => Number.isSafeInteger(v) && (v as number) >= 0;
const perPlayer: FieldCheck = (v, players) =>
  isRecord(v) && Object.entries(v).every(([k, x]) => isName(k, players) && isCount(x));

/**
 * The stored deal fields of every game, named after the record flags of cli.md. Names must be
 * players of the sheet: scoring looks players up by name, and a stranger would silently score
 * nothing (or a seat that does not exist) instead of failing. A field not listed here is allowed
 * as plain JSON; the game's own replay has the last word. Each with what it must hold, said in the run's language
 * (`fieldKinds`).
 */
const FIELDS: Record<string, [FieldCheck, FieldKind]> = {
  contract: [(v) => typeof v === 'string' && v.length > 0, 'contract'],
  level: [isCount, 'whole'],
  by: [isNames, 'players'],
  askers: [isNames, 'players'],
  taker: [isName, 'player'],
  winner: [isName, 'player'],
  belote: [isName, 'player'],
  revoke: [isName, 'player'],
  tricks: [(v, p) => isCount(v) || perPlayer(v, p), 'wholes'],
  points: [(v, p) => isCount(v) || perPlayer(v, p), 'wholes'],
  searched: [isCount, 'whole'],
  capot: [(v) => typeof v === 'string', 'text'],
  eerste: [(v) => typeof v === 'boolean', 'truth'],
  zonderKijk: [(v) => typeof v === 'boolean', 'truth'],
  zonderOud: [(v) => typeof v === 'boolean', 'truth'],
  tie: [(v) => typeof v === 'boolean', 'truth'],
  zwik: [
    (v, p) =>
      Array.isArray(v) &&
      v.every(
        (z) =>
          isRecord(z) &&
          isName(z.player, p) &&
          Object.keys(z).every((k) => k === 'player' || (k === 'rank' && typeof z.rank === 'string')),
      ),
    'zwik',
  ],
};

function checkFields(d: Record<string, unknown>, players: readonly string[], where: string): void {
  for (const [k, v] of Object.entries(d)) {
    const known = Object.hasOwn(FIELDS, k) ? FIELDS[k] : undefined;
    if (known && !known[0](v, players))
      throw new SheetFault(
        `${where}.${k}`,
        say((t) => t.evening.isNot(JSON.stringify(v), t.evening.fieldKinds[known[1]], players.join(', '))),
      );
  }
}
