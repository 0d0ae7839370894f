import { CommanderError, type Command } from 'commander';
import { Stopped, TafelError, type Text } from '../core/errors.js';
import { textsOf } from '../i18n/index.js';
import { safe } from '../ui/paint.js';
import { ReaderGone } from '../ui/out.js';
import { wrapProse } from '../ui/fit.js';
import type { Session } from './session.js';
import { firstWord, helpLine, helpPath, invokedCommand } from './words.js';
import { helpOf, helpWidth, valueName } from './help.js';

/** The one error boundary: a typed error becomes one line, and the run ends with its exit code (returned). */
export function fail(s: Session, code: string, text: Text | string, exitCode: number): number {
  // Messages echo what was typed or read from files (names, contract words, ids): never let a
  // control sequence reach the terminal.
  const message = safe(typeof text === 'string' ? text : text[s.lang]);
  if (s.json) s.out.writeErr(JSON.stringify({ error: { code, message } }) + '\n');
  // On a terminal wrapped at its width (a pipe keeps one line).
  else s.out.sayErr(`tafel: ${message}`);
  return exitCode;
}

/**
 * A run the user stopped (core/errors.ts Stopped): its one line as table mode says it ("Stopped; nothing was
 * recorded.", no "tafel: " before it: it ends what the questions began), or with --json the error document.
 */
function stopped(s: Session, e: Stopped): number {
  const message = safe(e.text[s.lang]);
  if (s.json) s.out.writeErr(JSON.stringify({ error: { code: e.code, message } }) + '\n');
  else s.out.sayErr(message);
  return e.exitCode;
}

/**
 * Commander's own output is kept back (errors go through `fail`); only the help it would write to
 * stderr for a command called without its subcommand (bare `tafel`, `tafel judge`) is kept, and
 * then printed as asked-for help: stdout, exit 0.
 */
export const quiet = (s: Session) => ({
  // Help fits the screen (a terminal's width, or COLUMNS on a pipe, else 80): commander wraps the descriptions,
  // program.ts the examples, this what is left (a long usage line). A JSON document is never wrapped.
  writeOut: (text: string) => s.out.writeOut(s.json ? text : wrapProse(text, helpWidth(s))),
  writeErr: (text: string) => {
    s.keptHelp = (s.keptHelp ?? '') + text;
  },
  outputError: () => undefined,
  // commander's own defaults would look at the process's stdout and stderr (see ui/out.ts); help has no colour.
  getOutHelpWidth: () => helpWidth(s),
  // The help written to stderr is kept, and shown on stdout (handler).
  getErrHelpWidth: () => helpWidth(s),
  getOutHasColors: () => false,
  getErrHasColors: () => false,
});

/** A usage error of commander (English) in the user's language; one line. */
function parserError(s: Session, code: string, english: string): string {
  const u = textsOf(s.lang).usage;
  const message = english.replace(/^error: /, '').replace(/\s*\n\s*/g, ' ');
  const quoted = /'([^']*)'/.exec(message)?.[1] ?? '';
  // commander: "(Did you mean sheet?)" or, with two as close, "(Did you mean one of set, sheet?)".
  const mean = /\(Did you mean (?:one of )?(.*)\?\)/.exec(message);
  const suggestion = mean ? u.didYouMean(mean[1].split(', ')) : '';
  switch (code) {
    case 'commander.unknownCommand': {
      // Named by its path (`event draw`), so that Dutch names the Dutch subcommand (`loting`) and command (`toernooi`).
      const line = firstWord(s.argv) === 'help' ? helpLine(s.argv) : s.argv;
      const group = quoted === firstWord(line) ? undefined : invokedCommand(line);
      const paths = mean?.[1].split(', ').map((m) => (group === undefined ? m : `${group} ${m}`));
      return u.unknownCommand(quoted) + (paths ? u.meantCommand(paths) : '');
    }
    case 'commander.unknownOption':
      // Among the sheet's game's flags, when mistyped.ts read them (record, edit).
      return u.unknownOption(quoted) + (s.meant?.[s.lang] ?? suggestion);
    case 'commander.missingArgument': {
      // The argument as its help describes it, and the command's first example: `rename Ann` misses "the new name".
      const path = helpPath(s.argv);
      const texts = textsOf(s.lang).help;
      const help = path === undefined ? undefined : helpOf(texts, path);
      // The first, unless mistyped.ts chose the game's own (`judge trick klaverjassen`), or none ('').
      const example = s.example ?? help?.x?.[0]?.split(/ {2,}/)[0];
      // Named as the help names it (`oud`, `nieuw` in Dutch).
      return u.missingArgument(valueName(texts, quoted), help?.a?.[quoted], example || undefined);
    }
    case 'commander.optionMissingArgument':
      return u.optionMissingArgument(quoted);
    case 'commander.missingMandatoryOptionValue':
      return u.missingOption(quoted);
    case 'commander.excessArguments': {
      const m = /Expected (\d+) arguments? but got (\d+)/.exec(message);
      // What was meant, when mistyped.ts found it (names without --players, a bid unquoted).
      return m ? u.excessArguments(quoted, m[1], m[2]) + (s.meant?.[s.lang] ?? '') : message;
    }
    default:
      return message;
  }
}

/** The command a help path names ('undelete', 'event use') in the program the line was parsed by. */
const commandAt = (program: Command | undefined, path: string): Command | undefined =>
  path.split(' ').reduce<Command | undefined>((c, name) => c?.commands.find((x) => x.name() === name), program);

/** Whatever a run throws, typed or not, ends here: said, and turned into the run's exit code. */
export const handler =
  (s: Session) =>
  (e: unknown): number => {
    // A reader that stopped early (`tafel sheets | head -1`) is not an error: the run ends quietly.
    if (e instanceof ReaderGone) return s.exitCode ?? 0;
    if (e instanceof TafelError) return fail(s, e.code, e.text, e.exitCode);
    if (e instanceof CommanderError && e.code === 'commander.help' && s.keptHelp !== undefined) {
      s.out.writeOut(s.keptHelp);
      return 0;
    }
    if (e instanceof CommanderError) {
      if (e.exitCode === 0 || e.code === 'commander.helpDisplayed' || e.code === 'commander.version') return 0;
      const u = textsOf(s.lang).usage;
      // `tafel help event drawx` is `tafel event drawx --help` (run.ts).
      const argv = firstWord(s.argv) === 'help' ? helpLine(s.argv) : s.argv;
      const cmd = helpPath(argv);
      // A mistake inside a command is answered by that command's help, not the list of commands: an unknown
      // subcommand (`tafel event drawx`) by the list of its subcommands. The help is said for what it shows: a
      // group's (`tafel event --foo`) lists its commands, one without options of its own (`undelete`) only its usage.
      const at = cmd === undefined ? undefined : commandAt(s.program, cmd);
      const hint =
        cmd === undefined
          ? u.hint
          : e.code === 'commander.unknownCommand'
            ? u.subcommandHint(invokedCommand(argv)!)
            : at?.options.length === 0
              ? at.commands.length > 0
                ? u.subcommandHint(cmd)
                : u.usageHint(cmd)
              : u.commandHint(cmd);
      return fail(s, 'usage', parserError(s, e.code, e.message) + hint, 2);
    }
    if (e instanceof Stopped) return stopped(s, e);
    // A question stopped that has nothing to say: Ctrl-C (130), or the run's signal (its own code, src/play/inquirer.ts
    // `stopped`).
    if ((e as { name?: string })?.name === 'ExitPromptError') return (e as { exitCode?: number }).exitCode ?? 130;
    if (s.io.env.DEBUG === 'tafel') s.out.writeErr(`${e instanceof Error ? e.stack : String(e)}\n`);
    const message = e instanceof Error ? e.message : String(e);
    let text = message;
    try {
      text = textsOf(s.lang).cli.internal(message);
    } catch {
      // The texts failed to load: the bug is still reported, not hidden behind another.
    }
    return fail(s, 'internal', text, 1);
  };
