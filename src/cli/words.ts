import { DUTCH_NAMES, ownName } from '../i18n/dutch-names.js';

/**
 * The command names, in the order `tafel --help` lists them; to build only the one that runs (see
 * createProgram, whose table of wirings is typed by this list, so a name without wiring does not compile).
 */
export const COMMANDS = [
  'games',
  'new',
  'sheets',
  'use',
  'sheet',
  'record',
  'edit',
  'undo',
  'redo',
  'correct',
  'rename',
  'seats',
  'dealer',
  'set',
  'reopen',
  'play',
  'serve',
  'finish',
  'delete',
  'undelete',
  'rules',
  'judge',
  'export',
  'import',
  'chart',
  'stats',
  'settle',
  'preset',
  'doctor',
  'completion',
  'lang',
  'event',
  'season',
] as const;
export type CommandName = (typeof COMMANDS)[number];
export const isCommand = (word: string): word is CommandName => (COMMANDS as readonly string[]).includes(word);

/** The shells `tafel completion` prints a script for (src/completion-scripts.ts). */
export const SHELLS = ['bash', 'zsh', 'fish'] as const;

/** The first word of a command line that is not an option (nor --data-dir's or --lang's value). */
export function firstWord(args: readonly string[]): string | undefined {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--data-dir' || args[i] === '--lang') i++;
    else if (!args[i].startsWith('-')) return args[i];
  }
  return undefined;
}

/**
 * tafel's own options, on any line (program.ts; test/cli/help-text.test.ts holds the two lists equal), with
 * --data-dir's and --lang's value after them.
 */
export const GLOBAL_OPTIONS = [
  '--data-dir',
  '--lang',
  '--json',
  '--no-color',
  '--no-input',
  '--help',
  '-h',
  '--version',
  '-V',
];

/**
 * An option before the line's first word that is none of tafel's own (`--lnag nl --help`): the parser refuses it and
 * takes the words after it for its value, so the word after it (`nl`) names no command the line asked for.
 */
export function strayOption(args: readonly string[]): string | undefined {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--data-dir' || args[i] === '--lang') i++;
    else if (!args[i].startsWith('-')) return undefined;
    else if (!GLOBAL_OPTIONS.includes(args[i].split('=')[0])) return args[i];
  }
  return undefined;
}

/**
 * Whether the words ask for the general help and nothing else (`tafel`, `tafel --help`, `tafel help`):
 * no command word, so no command's action can run.
 */
export function listsCommands(args: readonly string[]): boolean {
  const first = firstWord(args);
  return first === undefined || (first === 'help' && firstWord(args.slice(args.indexOf('help') + 1)) === undefined);
}

/** `tafel help <command> [<sub>] ...` as the line it stands for: `<command> [<sub>] ... --help` (run.ts). */
export function helpLine(args: readonly string[]): string[] {
  const at = args.indexOf('help');
  return [...args.slice(0, at), ...args.slice(at + 1), '--help'];
}

/** The command a command line runs, when its first word names one. */
export function invokedCommand(args: readonly string[]): string | undefined {
  const word = firstWord(args);
  // The Dutch names of the club-evening commands (events.md §6) build the command they alias.
  const alias: Record<string, string> = { toernooi: 'event', competitie: 'season' };
  const name = word !== undefined && Object.hasOwn(alias, word) ? alias[word] : word;
  return name !== undefined && isCommand(name) ? name : undefined;
}

/**
 * The command whose help answers a usage error: `record`, or `judge score` / `event draw` for a subcommand, by its own
 * name (`toernooi loting` is `event draw`).
 */
export function helpPath(args: readonly string[]): string | undefined {
  const cmd = invokedCommand(args);
  if (cmd === 'event' || cmd === 'season') {
    // Any usage error but an unknown subcommand comes from the subcommand: the word after the command (or its alias).
    // A word that names no subcommand is an option's value (`event --seeed 3`): the command's own help answers.
    const sub = firstWord(args.slice(args.indexOf(firstWord(args)!) + 1));
    const own = sub === undefined ? undefined : ownName(cmd, sub);
    return own !== undefined && (Object.hasOwn(DUTCH_NAMES[cmd], own) || own === 'export' || own === 'import')
      ? `${cmd} ${own}`
      : cmd;
  }
  if (cmd !== 'judge' && cmd !== 'preset') return cmd;
  const subs = cmd === 'judge' ? ['rank', 'trick', 'play', 'score'] : ['save', 'list', 'show', 'delete'];
  const sub = args.slice(args.indexOf(cmd) + 1).find((a) => !a.startsWith('-'));
  return sub !== undefined && subs.includes(sub) ? `${cmd} ${sub}` : cmd;
}
