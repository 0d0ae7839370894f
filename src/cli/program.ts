import { Command } from 'commander';
import { textsOf } from '../i18n/index.js';
import { packageVersion } from '../version.js';
import { actor } from './context.js';
import { quiet } from './boundary.js';
import { examplesText, helpOf, localise, type GamesHelp } from './help.js';
import type { Session } from './session.js';
import { COMMANDS, invokedCommand, type CommandName } from './words.js';
import type { Wire } from './wire.js';
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

export interface ProgramOptions {
  /** The command to build (default: the one the words name; none named: all, for help and suggestions). */
  only?: string;
  /** What the help shows of the games (help.ts gamesHelp), when that help is asked for. */
  games?: GamesHelp;
}

/**
 * The command line for these words (without node and the script), in the language the run's session
 * settled: it reads nothing of the process (src/cli/run.ts gives it the run's words and io).
 */
export function createProgram(argv: readonly string[], options: ProgramOptions, s: Session): Command {
  const only = 'only' in options ? options.only : invokedCommand(argv);
  const help = textsOf(s.lang).help;
  const word = (text: string): string => (help.headings as Record<string, string>)[text] ?? text;
  const out = quiet(s);
  const p = new Command('tafel')
    // The words of commander's own help ("Usage:", "[options]") in the user's language; subcommands inherit it.
    .configureHelp({
      styleTitle: word,
      styleOptionText: word,
      styleSubcommandText: word,
      styleArgumentText: word,
      // commander leaves a description unwrapped when fewer than 40 columns are left beside the names;
      // at 60 columns that is most of them, and the line ran past the terminal's edge.
      minWidthToWrap: 20,
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
    .configureOutput(out)
    .addHelpText('after', `${examplesText(help.examples, help.programExamples)}\n\n${help.dataLives}`);

  const wire: Wire = {
    sub: (name) =>
      p
        .command(name)
        .exitOverride()
        .configureOutput(out)
        .addHelpText('after', examplesText(help.examples, helpOf(help, name)?.x ?? [])),
    act: actor(s),
    quiet: out,
    out: s.out,
  };
  for (const name of COMMANDS) if (only === undefined || only === name) WIRINGS[name](wire);

  localise(p, help, '', options.games?.flags);
  // `tafel new --help`: every game's rule sets, as the game registry has them (loaded for that help only).
  const rulesOption = p.commands.find((c) => c.name() === 'new')?.options.find((o) => o.long === '--rules');
  if (rulesOption && options.games?.ruleSets) rulesOption.description += `: ${options.games.ruleSets}`;
  // `tafel event new --help`: the games that have events, asked of the games as --rules is.
  const eventNew = p.commands.find((c) => c.name() === 'event')?.commands.find((c) => c.name() === 'new');
  const gameArgument = eventNew?.registeredArguments.find((a) => a.name() === 'game');
  if (gameArgument && options.games?.eventGames)
    gameArgument.description += `: ${help.oneOf(options.games.eventGames)}`;
  return p;
}
