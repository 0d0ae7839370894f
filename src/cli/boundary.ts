import { CommanderError } from 'commander';
import { TafelError, type Text } from '../core/errors.js';
import { textsOf } from '../i18n/index.js';
import { safe } from '../ui/paint.js';
import { isTerminal, writeErr, writeOut } from '../ui/out.js';
import { wrapProse } from '../ui/fit.js';
import type { Session } from './session.js';
import { helpPath } from './words.js';

/** The one error boundary: a typed error becomes one line and its exit code; anything else is a bug. */
export function fail(s: Session, code: string, text: Text | string, exitCode: number): never {
  // Messages echo what was typed or read from files (names, contract words, ids): never let a
  // control sequence reach the terminal.
  const message = safe(typeof text === 'string' ? text : text[s.lang]);
  if (s.json) writeErr(JSON.stringify({ error: { code, message } }) + '\n');
  // On a terminal wrapped at its width (a pipe keeps one line).
  else writeErr(`${wrapProse(`tafel: ${message}`, (isTerminal(2) && process.stderr.columns) || undefined)}\n`);
  process.exit(exitCode);
}

/**
 * Commander's own output is kept back (errors go through `fail`); only the help it would write to
 * stderr for a command called without its subcommand (bare `tafel`, `tafel judge`) is kept, and
 * then printed as asked-for help: stdout, exit 0.
 */
export const quiet = (s: Session) => ({
  // Help on a terminal fits its width: commander wraps the descriptions, this the rest (the examples).
  writeOut: (text: string) => writeOut(wrapProse(text, (isTerminal(1) && process.stdout.columns) || undefined, 6)),
  writeErr: (text: string) => {
    s.keptHelp = (s.keptHelp ?? '') + text;
  },
  outputError: () => undefined,
  // commander's own defaults would look at process.stdout and process.stderr (see ui/out.ts); help has no colour.
  getOutHelpWidth: () => (isTerminal(1) && process.stdout.columns) || 80,
  getErrHelpWidth: () => (isTerminal(2) && process.stderr.columns) || 80,
  getOutHasColors: () => false,
  getErrHasColors: () => false,
});

/** A usage error of commander (English) in the user's language; one line. */
function parserError(s: Session, code: string, english: string): string {
  const u = textsOf(s.lang).usage;
  const message = english.replace(/^error: /, '').replace(/\s*\n\s*/g, ' ');
  const quoted = /'([^']*)'/.exec(message)?.[1] ?? '';
  // commander: "(Did you mean sheet?)" or, with two as close, "(Did you mean one of set, sheet?)".
  const mean = /\(Did you mean (one of )?(.*)\?\)/.exec(message);
  const suggestion = mean ? ' ' + u.didYouMean(mean[1] ? u.oneOf(mean[2]) : mean[2]) : '';
  switch (code) {
    case 'commander.unknownCommand':
      return u.unknownCommand(quoted) + suggestion;
    case 'commander.unknownOption':
      return u.unknownOption(quoted) + suggestion;
    case 'commander.missingArgument':
      return u.missingArgument(quoted);
    case 'commander.optionMissingArgument':
      return u.optionMissingArgument(quoted);
    case 'commander.excessArguments': {
      const m = /Expected (\d+) arguments? but got (\d+)/.exec(message);
      return m ? u.excessArguments(quoted, m[1], m[2]) : message;
    }
    default:
      return message;
  }
}

/** Whatever a run throws, typed or not, ends here. */
export const handler =
  (s: Session) =>
  (e: unknown): never => {
    if (e instanceof TafelError) fail(s, e.code, e.text, e.exitCode);
    if (e instanceof CommanderError && e.code === 'commander.help' && s.keptHelp !== undefined) {
      writeOut(s.keptHelp);
      process.exit(0);
    }
    if (e instanceof CommanderError) {
      if (e.exitCode === 0 || e.code === 'commander.helpDisplayed' || e.code === 'commander.version') process.exit(0);
      const u = textsOf(s.lang).usage;
      const cmd = helpPath(s.argv);
      // A mistake inside a command is answered by that command's help, not the list of commands.
      const hint = e.code === 'commander.unknownCommand' || cmd === undefined ? u.hint : u.commandHint(cmd);
      fail(s, 'usage', parserError(s, e.code, e.message) + hint, 2);
    }
    if ((e as { name?: string })?.name === 'ExitPromptError') {
      process.exit(130);
    }
    if (process.env.DEBUG === 'tafel') console.error(e);
    const message = e instanceof Error ? e.message : String(e);
    let text = message;
    try {
      text = textsOf(s.lang).cli.internal(message);
    } catch {
      // The texts failed to load: the bug is still reported, not hidden behind another.
    }
    fail(s, 'internal', text, 1);
  };
