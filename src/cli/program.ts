import { Command, Help } from 'commander';
import { textsOf } from '../i18n/index.js';
import { packageVersion } from '../version.js';
import { actor } from './context.js';
import { quiet } from './boundary.js';
import {
  commandUsage,
  examplesText,
  helpDocument,
  helpOf,
  helpWidth,
  localise,
  localiseListing,
  valueName,
  type GamesHelp,
} from './help.js';
import type { Session } from './session.js';
import { COMMANDS, invokedCommand, type CommandName } from './words.js';
import type { Wire } from './wire.js';
import { wrapProse } from '../ui/fit.js';
import { sheets } from './wiring/sheets.js';
import { deals } from './wiring/deals.js';
import { amend } from './wiring/amend.js';
import { referee } from './wiring/referee.js';
import { evening } from './wiring/evening.js';
import { preset } from './wiring/preset.js';
import { setup } from './wiring/setup.js';
import { serve } from './wiring/serve.js';
import { event } from './wiring/event.js';

/**
 * Each command's wiring: its arguments and options, and the handler it runs (imported when it runs).
 * The wiring of src/commands/<x>.ts is src/cli/wiring/<x>.ts (judge and rules: referee.ts; export,
 * import, chart, stats, settle: evening.ts; games, new, doctor, completion, lang, play: setup.ts).
 */
const WIRINGS: Record<CommandName, (w: Wire) => void> = {
  ...setup,
  ...sheets,
  ...deals,
  ...amend,
  ...referee,
  ...evening,
  ...preset,
  ...serve,
  ...event,
};

/**
 * A command built for the general help, which lists each command by its name, its arguments and
 * whether it takes options (commander's subcommandTerm: "[options]" when it has one), never the options
 * themselves nor the examples: it keeps its first option only, and its subcommands likewise. Building
 * every option of every command (the record flags of every game three times over) was most of the
 * time `tafel --help` spent on the command line (test/cli/help-listing.test.ts: the same help).
 */
function forListing(cmd: Command): Command {
  const once =
    <A extends unknown[]>(add: (...a: A) => Command) =>
    (...a: A): Command =>
      cmd.options.length > 0 ? cmd : add.apply(cmd, a);
  cmd.option = once(cmd.option) as Command['option'];
  cmd.requiredOption = once(cmd.requiredOption) as Command['requiredOption'];
  cmd.addOption = once(cmd.addOption);
  const command = cmd.command;
  cmd.command = ((...a: Parameters<Command['command']>) => {
    const sub = command.apply(cmd, a) as Command;
    return sub === cmd ? cmd : forListing(sub);
  }) as Command['command'];
  return cmd;
}

/**
 * The first option a command did not take, among the words its parser left (commander's `args`: its operands, and
 * from the first option it did not know on every word it did not take): not a help flag, a negative number (`-5`) or a
 * word after `--`.
 */
function strayIn(args: readonly string[]): string | undefined {
  const end = args.indexOf('--');
  return (end < 0 ? args : args.slice(0, end)).find(
    (a) =>
      a.length > 1 && a.startsWith('-') && a !== '--help' && a !== '-h' && !/^-(\d+|\d*\.\d+)(e[+-]?\d+)?$/.test(a),
  );
}

/** The fewest columns a description of the help is wrapped in, beside the names of the commands and options. */
const DESCRIPTION = 20;

export interface ProgramOptions {
  /** The command to build (default: the one the words name; none named: all, for help and suggestions). */
  only?: string;
  /** What the help shows of the games (help.ts gamesHelp), when that help is asked for. */
  games?: GamesHelp;
  /**
   * Built for the general help alone (words.ts listsCommands): each command as that help lists it,
   * without its options (`forListing`), and with its one line alone of its help texts (i18n commandDescriptions.ts,
   * not commandHelp.ts). Never for a line that runs a command.
   */
  listing?: boolean;
  /**
   * The commands' help texts put on them only when a help is shown (commander's `beforeAllHelp`), not as the program
   * is built: a run's program, which mostly shows none, and so never loads the commands' help (i18n commandHelp.ts,
   * a chunk of its own; the general help reads only each command's line, commandDescriptions.ts). Without it
   * (completion, the manual page, the tests) they are there at once.
   */
  helpWhenShown?: boolean;
}

/**
 * The command line for these words (without node and the script), in the language the run's session
 * settled: it reads nothing of the process (src/cli/run.ts gives it the run's words and io).
 */
export function createProgram(argv: readonly string[], options: ProgramOptions, s: Session): Command {
  const only = 'only' in options ? options.only : invokedCommand(argv);
  const help = textsOf(s.lang).help;
  /** A command's examples: the program's, or the catalogue's for `record`, `event new`. */
  const examplesOf = (cmd: Command): readonly string[] => {
    const path: string[] = [];
    for (let c: Command | null = cmd; c?.parent; c = c.parent) path.unshift(c.name());
    return path.length === 0 ? help.programExamples : (helpOf(help, path.join(' '))?.x ?? []);
  };
  const word = (text: string): string => (help.headings as Record<string, string>)[text] ?? text;
  // A value's name (`game`, `<game>`, `[names...]`, `--rate <game=money>`) in the user's language.
  const values = (text: string): string =>
    (help.headings as Record<string, string>)[text] ??
    (/^[\w=+]+$/.test(text)
      ? valueName(help, text)
      : text.replace(/(?<=[<[])[\w=+]+(?=(?:\.\.\.)?[>\]])/g, (n: string) => valueName(help, n)));
  const out = quiet(s);
  const width = helpWidth(s);
  const p = new Command('tafel')
    // The words of commander's own help ("Usage:", "[options]") in the user's language; subcommands inherit it.
    .configureHelp({
      styleTitle: word,
      styleOptionText: values,
      styleSubcommandText: word,
      styleArgumentText: values,
      commandUsage,
      // commander leaves a description unwrapped when fewer than 40 columns are left beside the names;
      // at 60 columns that is most of them, and the line ran past the terminal's edge.
      minWidthToWrap: DESCRIPTION,
      // Nor may a long name (`withdraw|afmelden [options] <entrant>`) leave fewer, nor fewer than the longest word of
      // a description (`instellingenbestanden`, `~/.local/share/tafel)`: 21): the names' column is narrowed to leave
      // them, and a name wider than it has its description under it, in the descriptions' column.
      padWidth: (cmd: Command, h: Help) => {
        const words = [
          ...h.visibleOptions(cmd).map(h.optionDescription, h),
          ...h.visibleArguments(cmd).map(h.argumentDescription, h),
          ...h.visibleCommands(cmd).map(h.subcommandDescription, h),
        ]
          .join(' ')
          .split(/\s+/);
        const room = Math.max(DESCRIPTION, ...words.map(h.displayWidth, h));
        return Math.min(Help.prototype.padWidth.call(h, cmd, h), Math.max(0, width - 4 - room));
      },
      formatItem: (term: string, termWidth: number, description: string, h: Help) =>
        description !== '' && h.displayWidth(term) > termWidth
          ? `  ${term}\n${Help.prototype.formatItem.call(h, '', termWidth, description, h)}`
          : Help.prototype.formatItem.call(h, term, termWidth, description, h),
      // --json: one JSON document, its examples in it (no text after it).
      ...(s.json ? { formatHelp: (cmd: Command, h: Help) => helpDocument(cmd, h, examplesOf(cmd)) } : {}),
    })
    .helpOption('-h, --help', help.help)
    .helpCommand('help [command]', help.help)
    .option('--data-dir <dir>')
    .option('--json')
    .option('--no-color')
    .option('--lang <lang>')
    .option('--no-input')
    .version(packageVersion(), '-V, --version', help.version)
    .showSuggestionAfterError(true)
    .exitOverride()
    .configureOutput(out);
  // A help with an unknown option beside it (`tafel sheet --lnag nl --help`) is refused as the line without the help
  // is, "unknown option '--lnag'; did you mean '--lang'?": commander would show the help and drop the option. Before
  // the help's texts are put on (describe), so a refused help loads none.
  p.on('beforeAllHelp', ({ command }: { command: Command }) => {
    const stray = strayIn(command.args);
    if (stray !== undefined) (command as unknown as { unknownOption(flag: string): never }).unknownOption(stray);
  });
  if (!s.json)
    p.addHelpText(
      'after',
      `${examplesText(help.examples, help.programExamples, width)}\n\n${wrapProse(help.dataLives, width, 0)}`,
    );

  const listing = only === undefined && options.listing === true;
  const wire: Wire = {
    sub: (name) => {
      if (listing) return forListing(p.command(name));
      const cmd = p.command(name).exitOverride().configureOutput(out);
      return s.json ? cmd : cmd.addHelpText('after', () => examplesText(help.examples, examplesOf(cmd), width));
    },
    act: actor(s),
    quiet: out,
    out: s.out,
    json: s.json,
  };
  for (const name of COMMANDS) if (only === undefined || only === name) WIRINGS[name](wire);

  // A subcommand's examples (`judge trick`, `event new`), as a command's own (wire.sub) are shown; --json has them in
  // its document (helpDocument).
  if (!s.json && !listing)
    for (const group of p.commands)
      for (const c of group.commands)
        c.addHelpText('after', () => {
          const x = examplesOf(c);
          return x.length > 0 ? examplesText(help.examples, x, width) : '';
        });
  const describe = () => {
    if (listing) return localiseListing(p, help);
    localise(p, help, '', options.games?.flags);
    // `tafel new --help`: every game's rule sets, as the game registry has them (loaded for that help only).
    const rulesOption = p.commands.find((c) => c.name() === 'new')?.options.find((o) => o.long === '--rules');
    if (rulesOption && options.games?.ruleSets) rulesOption.description += `: ${options.games.ruleSets}`;
    // `tafel event new --help`: the games that have events, asked of the games as --rules is.
    const eventNew = p.commands.find((c) => c.name() === 'event')?.commands.find((c) => c.name() === 'new');
    const gameArgument = eventNew?.registeredArguments.find((a) => a.name() === 'game');
    if (gameArgument && options.games?.eventGames)
      gameArgument.description += `: ${help.oneOf(options.games.eventGames)}`;
    // And the table sizes each of them plays at, from the same facts.
    const sizeOption = eventNew?.options.find((o) => o.long === '--table-size');
    if (sizeOption && options.games?.tableSizes) sizeOption.description += `: ${options.games.tableSizes}`;
  };
  if (!options.helpWhenShown) describe();
  else {
    let described = false;
    p.on('beforeAllHelp', () => {
      if (!described) describe();
      described = true;
    });
  }
  return p;
}
