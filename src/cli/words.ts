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

/** The first word of a command line that is not an option (nor --data-dir's or --lang's value). */
export function firstWord(args: readonly string[]): string | undefined {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--data-dir' || args[i] === '--lang') i++;
    else if (!args[i].startsWith('-')) return args[i];
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

/** The command a command line runs, when its first word names one. */
export function invokedCommand(args: readonly string[]): string | undefined {
  const word = firstWord(args);
  // The Dutch names of the club-evening commands (events.md §6) build the command they alias.
  const alias: Record<string, string> = { toernooi: 'event', competitie: 'season' };
  const name = word !== undefined && Object.hasOwn(alias, word) ? alias[word] : word;
  return name !== undefined && isCommand(name) ? name : undefined;
}

/** The command whose help answers a usage error: `record`, or `judge score` / `event draw` for a subcommand. */
export function helpPath(args: readonly string[]): string | undefined {
  const cmd = invokedCommand(args);
  if (cmd === 'event' || cmd === 'season') {
    // Any usage error but an unknown subcommand comes from the subcommand: the word after the command (or its alias).
    const sub = firstWord(args.slice(args.indexOf(firstWord(args)!) + 1));
    return sub === undefined ? cmd : `${cmd} ${sub}`;
  }
  if (cmd !== 'judge' && cmd !== 'preset') return cmd;
  const subs = cmd === 'judge' ? ['rank', 'trick', 'play', 'score'] : ['save', 'list', 'show', 'delete'];
  const sub = args.slice(args.indexOf(cmd) + 1).find((a) => !a.startsWith('-'));
  return sub !== undefined && subs.includes(sub) ? `${cmd} ${sub}` : cmd;
}

/** Options whose value is free text, which may end in a comma. */
const TEXT_OPTIONS = new Set(['--note', '--title', '--reason', '--search', '--data-dir', '--out']);

/**
 * A list typed with spaces (`--players Ann, Bert, Cis`, `tafel correct Ann=5, Bert=-5`): the shell made each part a
 * word of its own, and the option or command took only the first. The option, the words as typed and the list as one
 * word: found when a value ends in a comma (or the word after it starts with one) and plain words follow; a word that
 * is no option's value only when it is a list of `name=value`.
 */
export function listWithSpaces(args: readonly string[]): { option: string; typed: string[]; list: string } | undefined {
  for (let i = 0; i < args.length; i++) {
    const eq = args[i].indexOf('=');
    const flag = args[i].startsWith('--');
    const option = !flag ? '' : eq > 0 ? args[i].slice(0, eq) : args[i];
    if (flag ? TEXT_OPTIONS.has(option) : eq < 0 || args[i - 1]?.startsWith('--')) continue;
    const typed = [!flag ? args[i] : eq > 0 ? args[i].slice(eq + 1) : args[i + 1]];
    if (typed[0] === undefined || typed[0].startsWith('-')) continue;
    for (let j = i + (!flag || eq > 0 ? 1 : 2); j < args.length && !args[j].startsWith('-'); j++) {
      if (!typed.at(-1)!.endsWith(',') && !args[j].startsWith(',')) break;
      typed.push(args[j]);
    }
    if (typed.length > 1) {
      const list = typed
        .flatMap((w) => w.split(','))
        .map((w) => w.trim())
        .filter((w) => w !== '');
      return { option, typed, list: list.join(',') };
    }
  }
  return undefined;
}

/**
 * For a command given more words than it takes: a list of names written with spaces and no commas (`--players Ann Bert
 * Cis Dirk`), or without its option (`tafel new kleurenwiezen Ann,Bert,Cis,Dirk`), or a rate without its `=`: the
 * option with its value as one word.
 */
export function namesMeant(args: readonly string[]): { option: string; list: string } | undefined {
  // `--rate kleurenwiezen 0.05`: the rate with a space for its `=`.
  const rate = args.indexOf('--rate');
  const [game, money] = rate >= 0 ? args.slice(rate + 1, rate + 3) : [];
  if (game !== undefined && money !== undefined && !game.includes('=') && /^\d/.test(money))
    return { option: '--rate', list: `${game}=${money}` };
  const option = invokedCommand(args) === 'event' ? '--entrants' : '--players';
  const at = args.indexOf(option);
  if (at >= 0) {
    const words: string[] = [];
    for (let j = at + 1; j < args.length && !args[j].startsWith('-'); j++) words.push(args[j]);
    return words.length > 1 ? { option, list: words.join(',') } : undefined;
  }
  // Names without --players: only where a list of names is what the command takes.
  if (helpPath(args) !== 'new' && helpPath(args) !== 'event new') return undefined;
  const loose = args.find((a, i) => !a.startsWith('-') && a.includes(',') && !args[i - 1]?.startsWith('-'));
  return loose === undefined ? undefined : { option, list: loose };
}
