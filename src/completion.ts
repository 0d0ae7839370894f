import type { Command } from 'commander';
import tab from '@bomb.sh/tab/commander';
import tabRoot, { type RootCommand, ShellCompDirective } from '@bomb.sh/tab';
import { GAMES } from './games/index.js';
import { HEADS, recordFlagsHelp } from './games/heads.js';
import { firstWord, SHELLS } from './cli/words.js';
import {
  everyPlayer,
  factsOf,
  flagValue,
  type Line,
  presetGame,
  presetNames,
  sheet,
  sheetIds,
  splitWords,
} from './completion-data.js';
import { SUITS } from './core/cards.js';
import { LANGS, type Lang } from './i18n/lang.js';

/**
 * Shell completion with @bomb.sh/tab: `tafel completion bash|zsh|fish` prints the script (main.ts),
 * which asks `tafel complete -- <words>` for the candidates. Commands and flags come from the command
 * line's own definition (main.ts); the values below are read straight from the data directory
 * (sheet ids, players, games, saved tables: completion-data.ts) and from the games' manifests (src/games/index.ts),
 * so completing loads none of the commands, the store, the prompts or the tables.
 */

type Complete = (value: string, description: string) => void;

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
/**
 * The record flags with a fixed set of values, each with its values in the game on the line (the sheet's on `record`
 * and `edit`), or every game's when no game can be known.
 */
const flagValues = (game: string | undefined): Map<string, string[]> => {
  const head = HEADS.find((g) => g.id === game);
  const out = new Map<string, string[]>();
  for (const g of HEADS) {
    for (const [k, spec] of Object.entries(g.flags))
      if (spec.values) out.set(k, [...new Set([...(out.get(k) ?? []), ...spec.values])]);
  }
  if (head) for (const [k, spec] of Object.entries(head.flags)) if (spec.values) out.set(k, [...spec.values]);
  return out;
};

/** Every game's record flags: `record`, `edit` and `judge score` declare them all (cli/wiring/options.ts). */
const RECORD_FLAGS = () => new Set(HEADS.flatMap((g) => Object.keys(g.flags)));

/** Whether Tab is asked for a flag of `record`, `edit` or `judge score`: the line's own (`--t`), not a value. */
function recordFlagAsked(l: Line): boolean {
  const before = l.words.slice(0, -1);
  const command = firstWord(before);
  return (
    (l.words.at(-1) ?? '').startsWith('-') &&
    (command === 'record' || command === 'edit' || (command === 'judge' && before.includes('score')))
  );
}

/**
 * What `judge trick` and `judge play` take for --trump in the game on the line, as its referee reads it (a game
 * always played with a trump suit refuses `none`, one without trumps any suit); every word for an unknown game.
 */
async function judgeTrumps(l: Line): Promise<string[]> {
  const all = [...SUITS, 'none', 'zonder'];
  const before = l.words.slice(0, -1);
  // The referee is loaded only on such a line.
  if (firstWord(before) !== 'judge' || !before.some((w) => w === 'trick' || w === 'play')) return all;
  const head = HEADS.find((g) => before.includes(g.id));
  if (!head) return all;
  const { trump } = await head.referee();
  return trump === 'never' ? [] : trump === 'always' ? [...SUITS] : all;
}

/**
 * After `tafel help <command> ...`: the subcommands of the command named so far (`help event <Tab>`), as `tafel event
 * <Tab>` offers them; the commands after `help` alone.
 */
function helpPath(l: Line): string[] | undefined {
  const before = l.words.slice(0, -1);
  if (firstWord(before) !== 'help') return undefined;
  const out: string[] = [];
  for (let i = before.indexOf('help') + 1; i < before.length; i++) {
    if (before[i] === '--data-dir' || before[i] === '--lang') i++;
    else if (!before[i].startsWith('-')) out.push(before[i]);
  }
  return out;
}

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
  now: Date,
  lang: Lang,
): Promise<void> {
  const l: Line = { words: splitWords(typed), env, now };
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
  const { game } = gameOnLine(l);
  for (const [name, values] of flagValues(game)) everyCommand(name, offered(values));
  const trumps = await judgeTrumps(l);
  for (const c of ['judge trick', 'judge play']) opt(c, 'trump', offered(trumps));
  // Of the record flags, only the game's (the sheet's on `record` and `edit`): the others it refuses.
  const head = HEADS.find((g) => g.id === game);
  const recordFlags = RECORD_FLAGS();
  // `record` and `edit` never the flags only `judge score` reads (they take those from the sheet).
  const judgeOnly = new Set(HEADS.flatMap((g) => Object.keys(g.flags).filter((f) => g.flags[f].judgeOnly)));
  for (const c of ['record', 'edit', 'judge score']) {
    const options = t.commands.get(c)?.options;
    for (const name of [...(options?.keys() ?? [])])
      if (
        (head && recordFlags.has(name) && !Object.hasOwn(head.flags, name)) ||
        (c !== 'judge score' && judgeOnly.has(name))
      )
        options?.delete(name);
  }
  // Each record flag offered with its line of `record --help` in the run's language (the games' catalogues, which the
  // program's help puts on them only when it is shown): the line's game's alone when it is known, else every game's.
  if (recordFlagAsked(l)) {
    const flagHelp = await recordFlagsHelp(lang, head?.id);
    for (const c of ['record', 'edit', 'judge score'])
      for (const [name, o] of t.commands.get(c)?.options ?? [])
        if (recordFlags.has(name) && Object.hasOwn(flagHelp, name)) o.description = flagHelp[name];
  }
  opt('stats', 'player', (c) => offer(l, c, everyPlayer(l)));

  for (const c of ['new', 'games', 'rules', 'judge rank', 'judge trick', 'judge play', 'judge score'])
    arg(c, 'game', onLine(games));
  for (const c of ['sheet', 'use', 'delete', 'play', 'export', 'chart']) arg(c, 'id', onLine(ids));
  // `finish` the open sheets, `reopen` the finished ones (each refuses the others).
  arg('finish', 'id', (c) =>
    offer(
      l,
      c,
      sheetIds(l).filter((id) => !factsOf(l, id).closed),
    ),
  );
  arg('reopen', 'id', (c) =>
    offer(
      l,
      c,
      sheetIds(l).filter((id) => factsOf(l, id).closed === true),
    ),
  );
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
  const named = helpPath(l);
  const help = t.commands.get('help')?.arguments.get('command');
  if (help && named !== undefined) {
    // Each word after `help` is one more level down: the argument takes them all.
    help.variadic = true;
    const under = named.join(' ');
    help.handler = offered(
      [...t.commands.keys()].flatMap((c) => {
        const words = c.split(' ');
        return words.length === named.length + 1 && words.slice(0, -1).join(' ') === under ? [words.at(-1)!] : [];
      }),
    );
  }
  // A copy: tab's parse takes an empty last word off the array it is given, and the handlers read the line's.
  t.parse([...l.words]);
}
