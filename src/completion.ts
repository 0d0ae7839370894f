import fs from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import tab from '@bomb.sh/tab/commander';
import tabRoot, { type RootCommand, ShellCompDirective } from '@bomb.sh/tab';
import { GAMES } from './games/index.js';
import { HEADS } from './games/heads.js';
import { dataDir, PRESET_NAME, SHEET_ID } from './store/paths.js';
import { unsafeChar } from './core/unsafe.js';
// read.ts alone (not store.ts): the one safe reader, without loading the store for a key press.
import { readText } from './store/read.js';
import { firstWord, SHELLS } from './cli/words.js';
import { LANGS } from './i18n/lang.js';

/**
 * Shell completion with @bomb.sh/tab: `tafel completion bash|zsh|fish` prints the script (main.ts),
 * which asks `tafel complete -- <words>` for the candidates. Commands and flags come from the command
 * line's own definition (main.ts); the values below are read straight from the data directory
 * (sheet ids, the active sheet's players and game) and from the games' manifests (src/games/index.ts),
 * so completing loads none of the commands, the store, the prompts or the tables.
 */

type Complete = (value: string, description: string) => void;

/**
 * The line being completed: the words typed after `tafel complete --` (the last being the one completed), each
 * `--opt=value` before it as `--opt value` (splitWords), and the run's environment.
 */
interface Line {
  words: readonly string[];
  env: Readonly<Record<string, string | undefined>>;
}

const flagValue = ({ words }: Line, name: string): string | undefined => {
  const i = words.lastIndexOf(name);
  return i >= 0 && i < words.length - 1 ? words[i + 1] : undefined;
};

/**
 * The words with `--opt=value` before the last split in two, as the program reads it: tab took `--lang=nl` for a flag
 * it does not know, and `use` after it for its value, and flagValue finds `--data-dir` alone. The word being completed
 * keeps its `=`: tab completes what follows it.
 */
const splitWords = (words: readonly string[]): string[] => [
  ...words.slice(0, -1).flatMap((w) => {
    const eq = w.indexOf('=');
    return w.startsWith('--') && eq > 0 ? [w.slice(0, eq), w.slice(eq + 1)] : [w];
  }),
  ...words.slice(-1),
];

const dir = (l: Line): string => dataDir(flagValue(l, '--data-dir'), l.env);

function sheetIds(l: Line, sub = 'sheets'): string[] {
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
const presetNames = (l: Line): string[] => Object.keys(presets(l)).filter((n) => PRESET_NAME.test(n));

/** The game and rule set of the saved table named with --preset (as saved: the name Tab offered). */
function presetGame(l: Line): { game?: string; rules?: string } | undefined {
  const name = flagValue(l, '--preset');
  if (name === undefined) return undefined;
  const saved = presets(l);
  const p = (Object.hasOwn(saved, name) ? saved[name] : undefined) as { game?: unknown; rules?: unknown } | undefined;
  if (typeof p?.game !== 'string') return undefined;
  return { game: p.game, rules: typeof p.rules === 'string' ? p.rules : undefined };
}

interface SheetFacts {
  game?: string;
  rules?: string;
  players: string[];
}

/** Far above any settings file or sheet tafel writes; a bigger one is not worth reading to complete a word. */
const SETTINGS_BYTES = 1 << 20;
// As store/files.ts MAX_FILE_BYTES.
const SHEET_BYTES = 16 << 20;

/** The sheet named with --from-sheet or --sheet, else the active one: its game, rule set and players. */
function sheet(l: Line): SheetFacts {
  try {
    // Through the safe reader: a FIFO or /dev/zero planted here must not hang or fill memory on Tab.
    const id =
      flagValue(l, '--from-sheet') ??
      flagValue(l, '--sheet') ??
      (JSON.parse(readText(path.join(dir(l), 'settings.json'), SETTINGS_BYTES)) as { active?: string }).active;
    if (!id || !SHEET_ID.test(id)) return { players: [] };
    const s = JSON.parse(readText(path.join(dir(l), 'sheets', `${id}.json`), SHEET_BYTES)) as {
      game?: unknown;
      rules?: unknown;
      players?: unknown;
    };
    return {
      game: typeof s.game === 'string' ? s.game : undefined,
      rules: typeof s.rules === 'string' ? s.rules : undefined,
      // A newline or control character would break the one-candidate-per-line answer to the shell.
      players: Array.isArray(s.players)
        ? s.players.filter((p): p is string => typeof p === 'string' && unsafeChar(p) === undefined)
        : [],
    };
  } catch {
    return { players: [] };
  }
}

/**
 * The game named on the line (`new belote`, `rules zwikken`, `--game`), else the saved table's (`new --preset`), else
 * the sheet's (`preset save --from-sheet`, `--sheet`, the active one).
 */
function gameOnLine(l: Line): { game?: string; rules?: string } {
  const named = GAMES.find((g) => l.words.slice(0, -1).includes(g.id));
  const given = flagValue(l, '--game');
  const game = named?.id ?? GAMES.find((g) => g.id === given)?.id;
  if (game) return { game, rules: flagValue(l, '--rules') };
  const s = presetGame(l) ?? sheet(l);
  return { game: s.game, rules: flagValue(l, '--rules') ?? s.rules };
}

/** Offers each value; after a comma (`--by Ann,B`) the part already typed is kept in front. */
const offer = (l: Line, complete: Complete, values: readonly string[], description = ''): void => {
  const current = l.words[l.words.length - 1] ?? '';
  const before = current.includes(',') ? current.slice(0, current.lastIndexOf(',') + 1) : '';
  const taken = before.split(',');
  for (const v of values) if (!taken.includes(v)) complete(before + v, description);
};

const games = (l: Line, c: Complete) =>
  offer(
    l,
    c,
    GAMES.map((g) => g.id),
  );
const ruleSets = (l: Line, c: Complete) => {
  const g = gameOnLine(l).game;
  offer(
    l,
    c,
    GAMES.filter((e) => g === undefined || e.id === g).flatMap((e) => e.ruleSets.map((r) => r.id)),
  );
};
const players = (l: Line, c: Complete) => offer(l, c, sheet(l).players);
const ids = (l: Line, c: Complete) => offer(l, c, sheetIds(l));

const manifestOnLine = (l: Line) => {
  const { game, rules } = gameOnLine(l);
  const g = GAMES.find((m) => m.id === game);
  return g ? { g, rules: rules ?? g.defaultRules } : undefined;
};

/** Setting keys as `key=`, from the game's own settings. */
const settingKeys = (l: Line): string[] => {
  const on = manifestOnLine(l);
  return on ? on.g.settings(on.rules).map((s) => `${s.key}=`) : [];
};

/** The contract words of the game being recorded (its manifest's completion words). */
const contractWords = (l: Line): string[] => {
  const on = manifestOnLine(l);
  return on ? on.g.completion.contracts(on.rules) : [];
};

/**
 * The topics of `tafel rules <game>` under the rule set on the line: their ids, which are the same
 * in every language (a Dutch name finds its topic too). Loaded only when a rules line asks.
 */
async function topicIds(l: Line): Promise<string[]> {
  if (firstWord(l.words.slice(0, -1)) !== 'rules') return [];
  const named = HEADS.find((g) => l.words.slice(0, -1).includes(g.id));
  if (!named) return [];
  const text = await named.rulesText.en();
  return (text.ruleSets[flagValue(l, '--rules') ?? named.defaultRules] ?? []).map((t) => t.id);
}

/** The flags whose value is a player (some game's record flags, and `dealer`, `player`). */
const PLAYER_FLAGS = () => [
  ...new Set([...HEADS.flatMap((g) => Object.keys(g.flags).filter((f) => g.flags[f].players)), 'dealer', 'player']),
];
/** The record flags with a fixed set of values, each with every game's values for it. */
const flagValues = (): Map<string, string[]> => {
  const out = new Map<string, string[]>();
  for (const g of HEADS) {
    for (const [k, spec] of Object.entries(g.flags))
      if (spec.values) out.set(k, [...new Set([...(out.get(k) ?? []), ...spec.values])]);
  }
  return out;
};

/** The switches of `import` and `event import` that take no value: the file may follow them. */
const IMPORT_SWITCHES = new Set(['--rename', '--json', '--no-color', '--no-input']);

/**
 * What the word being typed names on disk: a folder (--data-dir's value), a file (--out's, the file `import`,
 * `event import` and `season import` read), else nothing the shell should complete from the disk.
 */
function onDisk(l: Line): 'file' | 'folder' | undefined {
  const typed = l.words.at(-1) ?? '';
  const flag = typed.startsWith('--') && typed.includes('=') ? typed.slice(0, typed.indexOf('=')) : l.words.at(-2);
  if (flag === '--data-dir') return 'folder';
  if (flag === '--out' && !['record', 'edit', 'score'].some((c) => l.words.includes(c))) return 'file';
  if (typed.startsWith('-')) return undefined;
  // The first word after `import` that is no flag (switches between): `tafel import --rename b<Tab>`.
  const before = l.words.slice(0, -1);
  const at = before.lastIndexOf('import');
  return at >= 0 && before.slice(at + 1).every((w) => IMPORT_SWITCHES.has(w)) ? 'file' : undefined;
}

/**
 * Writes tab's answer through the run's own output (`write`), where tab itself would `console.log` each
 * line to the process's stdout: one candidate a line, `value<TAB>description`, only those that start with
 * the word typed (after its `=`, if any), each value once, then tab's directive line for the script.
 */
function answerThrough(t: RootCommand, l: Line, write: (text: string) => void): void {
  // `complete` is tab's own (private in its types, called by its `parse`); the version is the lockfile's, and the
  // completion tests run in process, so a tab that no longer calls it fails them.
  (t as unknown as { complete(typed: string): void }).complete = (typed) => {
    // The shell's own names where the value is a file or a folder; nowhere else (a sheet id is no file name).
    const disk = onDisk(l);
    t.directive =
      disk === 'folder'
        ? ShellCompDirective.ShellCompDirectiveFilterDirs
        : disk === 'file'
          ? ShellCompDirective.ShellCompDirectiveDefault
          : ShellCompDirective.ShellCompDirectiveNoFileComp;
    const start = typed.includes('=') ? typed.slice(typed.indexOf('=') + 1) : typed;
    const seen = new Set<string>();
    let text = '';
    for (const c of t.completions) {
      if (seen.has(c.value) || !c.value.startsWith(start)) continue;
      seen.add(c.value);
      text += `${c.value}\t${c.description ?? ''}\n`;
    }
    write(`${text}:${t.directive}\n`);
  };
}

/**
 * Answers `tafel complete -- <words>` (the words typed after `--`): the command line's commands and flags with the
 * value handlers. Values that need a file or a game module are worked out before tab asks for them.
 * The answer is written with `write` (the run's output).
 */
export async function completeLine(
  program: Command,
  typed: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  write: (text: string) => void,
): Promise<void> {
  const l: Line = { words: splitWords(typed), env };
  // tab keeps one root for the module: emptied, so that a run in the same process (a test's) starts afresh.
  tabRoot.commands.clear();
  tabRoot.options.clear();
  tabRoot.arguments.clear();
  // tab reads the commands and flags off the program, and adds to it its own `complete` command (which would print
  // its script): the program is never parsed, and that command is never offered.
  const t = tab(program);
  answerThrough(t, l, write);
  t.commands.delete('complete');
  const keys = settingKeys(l);
  const contracts = contractWords(l);
  const topics = await topicIds(l);
  // Each handler runs only when tab asks for that value, so a key press reads no more than it needs.
  const offered = (values: readonly string[]) => (c: Complete) => offer(l, c, values);
  const onLine = (handler: (l: Line, c: Complete) => void) => (c: Complete) => handler(l, c);

  const opt = (command: string, name: string, handler: (c: Complete) => void) => {
    const o = (command === '' ? t : t.commands.get(command))?.options.get(name);
    if (o) o.handler = handler;
  };
  const arg = (command: string, name: string, handler: (c: Complete) => void) => {
    const a = t.commands.get(command)?.arguments.get(name);
    if (a) a.handler = handler;
  };
  const everyCommand = (name: string, handler: (c: Complete) => void) => {
    opt('', name, handler);
    for (const c of t.commands.keys()) opt(c, name, handler);
  };

  everyCommand('sheet', onLine(ids));
  everyCommand('rules', onLine(ruleSets));
  everyCommand('set', offered(keys));
  everyCommand('lang', offered(LANGS));
  everyCommand('format', offered(['csv', 'json', 'md', 'html']));
  everyCommand('game', onLine(games));
  everyCommand('restore', (c) => offer(l, c, [...sheetIds(l), 'settings.json']));
  everyCommand('preset', (c) => offer(l, c, presetNames(l)));
  everyCommand('from-sheet', onLine(ids));
  // A record flag's players where the record flags are; elsewhere --out is a file (export's), left to the shell.
  for (const name of PLAYER_FLAGS())
    if (name === 'out') for (const c of ['record', 'edit', 'judge score']) opt(c, name, onLine(players));
    else everyCommand(name, onLine(players));
  for (const [name, values] of flagValues()) everyCommand(name, offered(values));

  for (const c of ['new', 'games', 'rules', 'judge rank', 'judge trick', 'judge play', 'judge score'])
    arg(c, 'game', onLine(games));
  for (const c of ['sheet', 'use', 'finish', 'delete', 'play', 'export', 'chart', 'reopen']) arg(c, 'id', onLine(ids));
  arg('undelete', 'id', (c) => offer(l, c, sheetIds(l, 'deleted')));
  for (const c of ['preset show', 'preset delete']) arg(c, 'name', (done) => offer(l, done, presetNames(l)));
  arg('rules', 'topic', offered(topics));
  arg('record', 'contract', offered(contracts));
  arg('judge score', 'contract', offered(contracts));
  arg('edit', 'contract', offered(contracts));
  arg('set', 'key=value', offered(keys));
  for (const [c, a] of [
    ['rename', 'old'],
    ['seats', 'a'],
    ['seats', 'b'],
    ['dealer', 'player'],
  ])
    arg(c, a, onLine(players));
  arg('lang', 'lang', offered(LANGS));
  arg('completion', 'shell', offered(SHELLS));
  arg('help', 'command', offered([...t.commands.keys()].filter((c) => !c.includes(' '))));
  // A copy: tab's parse takes an empty last word off the array it is given, and the handlers read the line's.
  t.parse([...l.words]);
}
