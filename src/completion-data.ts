import fs from 'node:fs';
import path from 'node:path';
import { dataDir, PRESET_NAME, SHEET_ID } from './store/paths.js';
import { unsafeChar } from './core/unsafe.js';
// read.ts alone (not store.ts): the one safe reader, without loading the store for a key press.
import { MAX_FILE_BYTES, readText } from './store/read.js';
import { dayId } from './sheet/dates.js';
import { fold } from './core/names.js';

/**
 * What shell completion (completion.ts) reads of the data directory for a key press: sheet ids, a sheet's game, rule
 * set, players and whether it is finished, every sheet's players, the saved tables. Each file through the safe
 * reader; nothing that cannot be read is offered.
 */

/**
 * The line being completed: the words typed after `tafel complete --` (the last being the one completed), each
 * `--opt=value` before it as `--opt value` (splitWords), and the run's environment.
 */
export interface Line {
  words: readonly string[];
  env: Readonly<Record<string, string | undefined>>;
  /** The run's clock: what `today-` in a sheet's id is. */
  now: Date;
}

export const flagValue = ({ words }: Line, name: string): string | undefined => {
  const i = words.lastIndexOf(name);
  return i >= 0 && i < words.length - 1 ? words[i + 1] : undefined;
};

/**
 * The words with `--opt=value` before the last split in two, as the program reads it: tab took `--lang=nl` for a flag
 * it does not know, and `use` after it for its value, and flagValue finds `--data-dir` alone. The word being completed
 * keeps its `=`: tab completes what follows it.
 */
export const splitWords = (words: readonly string[]): string[] => [
  ...words.slice(0, -1).flatMap((w) => {
    const eq = w.indexOf('=');
    return w.startsWith('--') && eq > 0 ? [w.slice(0, eq), w.slice(eq + 1)] : [w];
  }),
  ...words.slice(-1),
];

const dir = (l: Line): string => dataDir(flagValue(l, '--data-dir'), l.env);

export function sheetIds(l: Line, sub = 'sheets'): string[] {
  try {
    const d = path.join(dir(l), sub);
    // Only names that are sheet ids, as the store lists them: a file named `$(…).json` is no sheet.
    const names =
      sub === 'sheets'
        ? fs
            .readdirSync(d)
            .filter((n) => n.endsWith('.json'))
            .map((n) => n.slice(0, -5))
        : fs.readdirSync(d);
    return names.filter((id) => SHEET_ID.test(id));
  } catch {
    return [];
  }
}

/** The saved tables in settings.json, by name, read as the sheet's are. */
function presets(l: Line): Record<string, unknown> {
  try {
    const p = (JSON.parse(readText(path.join(dir(l), 'settings.json'), SETTINGS_BYTES)) as { presets?: unknown })
      .presets;
    return typeof p === 'object' && p !== null && !Array.isArray(p) ? (p as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The saved tables' names (`new --preset`, `preset show|delete`). */
export const presetNames = (l: Line): string[] => Object.keys(presets(l)).filter((n) => PRESET_NAME.test(n));

/** The game and rule set of the saved table named with --preset (as saved: the name Tab offered). */
export function presetGame(l: Line): { game?: string; rules?: string } | undefined {
  const name = flagValue(l, '--preset');
  if (name === undefined) return undefined;
  const saved = presets(l);
  const p = (Object.hasOwn(saved, name) ? saved[name] : undefined) as { game?: unknown; rules?: unknown } | undefined;
  if (typeof p?.game !== 'string') return undefined;
  return { game: p.game, rules: typeof p.rules === 'string' ? p.rules : undefined };
}

export interface SheetFacts {
  game?: string;
  rules?: string;
  players: string[];
  /** Closed with `tafel finish` (`reopen` opens it again). */
  closed?: boolean;
}

/** Far above any settings file or sheet tafel writes; a bigger one is not worth reading to complete a word. */
const SETTINGS_BYTES = 1 << 20;

/**
 * A sheet's game, rule set, players and whether it is closed, read through the safe reader: a FIFO or /dev/zero
 * planted here must not hang or fill memory on Tab. Nothing of a sheet that cannot be read.
 */
export function factsOf(l: Line, id: string): SheetFacts {
  try {
    if (!SHEET_ID.test(id)) return { players: [] };
    const s = JSON.parse(readText(path.join(dir(l), 'sheets', `${id}.json`), MAX_FILE_BYTES)) as {
      game?: unknown;
      rules?: unknown;
      players?: unknown;
      closed?: unknown;
    };
    return {
      game: typeof s.game === 'string' ? s.game : undefined,
      rules: typeof s.rules === 'string' ? s.rules : undefined,
      // A newline or control character would break the one-candidate-per-line answer to the shell.
      players: Array.isArray(s.players)
        ? s.players.filter((p): p is string => typeof p === 'string' && unsafeChar(p) === undefined)
        : [],
      closed: s.closed === true,
    };
  } catch {
    return { players: [] };
  }
}

/**
 * The sheet an id typed on the line names, as the commands find it (commands/context.ts resolveSheetId): the id, or
 * `today-`/`yesterday-` (`vandaag-`, `gisteren-`) for the evening's date, or a unique beginning. A title is not
 * looked for (that reads every sheet): none then.
 */
function idOf(l: Line, typed: string): string | undefined {
  const ids = sheetIds(l);
  if (ids.includes(typed)) return typed;
  const given = dayId(typed, l.now).toLowerCase();
  if (ids.includes(given)) return given;
  // A beginning never stands for a numbered copy of itself (`…-kleurenwiezen` is not `…-kleurenwiezen-2`).
  const matches = ids.filter((id) => id.startsWith(given) && !/^-\d+$/.test(id.slice(given.length)));
  return matches.length === 1 ? matches[0] : undefined;
}

/** The sheet named with --from-sheet or --sheet, else the active one: its game, rule set and players. */
export function sheet(l: Line): SheetFacts {
  try {
    const id =
      flagValue(l, '--from-sheet') ??
      flagValue(l, '--sheet') ??
      (JSON.parse(readText(path.join(dir(l), 'settings.json'), SETTINGS_BYTES)) as { active?: string }).active;
    const found = id === undefined ? undefined : idOf(l, id);
    return found ? factsOf(l, found) : { players: [] };
  } catch {
    return { players: [] };
  }
}

/**
 * The players of every sheet, as `stats --player` finds them: each name once (as names are compared: case, accents
 * and spaces do not count), spelled as on the first sheet by id (the evening's date first). Each sheet file is read
 * once, only when Tab asks for a player there; the indexes are not read, since only a seal under the user's key,
 * checked against every sheet's text, tells an entry that is still true (store/index-sheets.ts).
 */
export function everyPlayer(l: Line): string[] {
  const byKey = new Map<string, string>();
  for (const id of sheetIds(l).sort())
    for (const p of factsOf(l, id).players) if (!byKey.has(fold(p))) byKey.set(fold(p), p);
  return [...byKey.values()];
}
