import { type Command, CommanderError } from 'commander';
import { TafelError } from '../core/errors.js';
import { loadTexts, textScope, textsOf } from '../i18n/index.js';
import { packageVersion } from '../version.js';
import { fail, handler } from './boundary.js';
import { gamesHelp } from './help.js';
import { type Io, threadIo } from './io.js';
import type { ThreadData } from './thread.js';
import { createProgram } from './program.js';
import { argValue, langGiven, type Session, startSession } from './session.js';
import { COMMANDS, firstWord, helpLine, invokedCommand, listsCommands, strayOption } from './words.js';

/**
 * Runs a command line and resolves with its exit code. `argv` is as process.argv has it (node and the
 * script first, as commander parses it); everything else the run takes from `io` (src/cli/io.ts), so
 * the binary (bin/tafel.cjs) and a test in its own process run the same code, and two runs share
 * nothing. Whatever goes wrong ends in the one error boundary (boundary.ts): a line in the user's
 * language and its exit code, never a stack trace.
 */
export async function run(argv: readonly string[], io: Io): Promise<number> {
  // The languages this run loads are its own (i18n/index.ts textScope).
  const texts = textScope();
  const s = startSession(argv.slice(2), io);
  const handle = handler(s);
  // Thrown outside the command's promise (a callback): still through the one boundary.
  io.onStray?.((e) => texts.run(() => handle(e)));
  return texts.run(async () => {
    try {
      return (await runLine(s, argv)) ?? s.exitCode ?? (s.out.errLost ? 1 : 0);
    } catch (e) {
      // What a failed line most likely meant (a list typed with spaces), loaded only for a mistake: commander ends a
      // help or a version it showed with an error too.
      const shown = e instanceof CommanderError && (e.exitCode === 0 || SHOWN.includes(e.code));
      const said = shown ? e : await (await import('./mistyped.js')).mistyped(s, e);
      // What a refusal offers may be judged only now, by code loaded for it (core/errors.ts `wayOn`).
      return handle(said instanceof TafelError && said.wayOn ? await said.wayOn() : said);
    }
  });
}

/** What commander throws after showing what was asked: the help of a command without its subcommand, the version. */
const SHOWN = ['commander.help', 'commander.helpDisplayed', 'commander.version'];

/**
 * A command line run again in a thread of its own (bin/tafel-thread.cjs, started by `Io.thread`):
 * resolves with its exit code once its exit hooks have run.
 */
export async function runThread(data: ThreadData): Promise<number> {
  const { io, end } = threadIo(data);
  try {
    return await run(data.argv, io);
  } finally {
    end();
  }
}

/** The command line's own work; an exit code when it ended it early (a usage error found before parsing). */
async function runLine(s: Session, argv: readonly string[]): Promise<number | undefined> {
  let args = s.argv;
  let line = argv;
  // A JSON document's notes are English whatever the screen speaks (`.en` of a text), so --json loads English too.
  await loadTexts(...(s.json ? [s.lang, 'en' as const] : [s.lang]));
  const first = firstWord(args);
  // --json promises one JSON document on stdout, the version too.
  if (s.json && first === undefined && !strayOption(args) && (args.includes('--version') || args.includes('-V'))) {
    s.out.writeOut(JSON.stringify({ version: packageVersion() }) + '\n');
    return undefined;
  }
  // The command a help is asked of: `tafel help <command> [<sub>]`, or `tafel <command> --help`. commander
  // would show the general help with exit 0 for an unknown one (`tafel deals --help`), and the version for
  // `tafel deals --version`: both are usage errors, as `tafel deals` is.
  const helpAt = first === 'help' ? args.indexOf('help') : -1;
  // After an option tafel has none of (`tafel --lnag nl --help`, `tafel help --lnag nl`) no word names the command
  // asked of: the parser refuses the option, as on the line without the help (program.ts `strayIn`).
  const stray = strayOption(args) ?? (helpAt >= 0 ? strayOption(args.slice(helpAt + 1)) : undefined);
  const asked =
    stray !== undefined
      ? undefined
      : helpAt >= 0
        ? firstWord(args.slice(helpAt + 1))
        : HELP_OR_VERSION.some((a) => args.includes(a))
          ? first
          : undefined;
  // `tafel complete -- <words>` is what the completion scripts ask (src/completion.ts), and all the helper answers:
  // `tafel complete bash` (a slip for `completion`) or `tafel help complete` is refused, never the completion
  // library's own command (which printed its script, one that evaluates the typed line).
  if (first === 'complete' || asked === 'complete') {
    const dashes = args.indexOf('complete') + 1;
    if (first !== 'complete' || args[dashes] !== '--') return fail(s, 'usage', textsOf(s.lang).cli.completeHelper, 2);
    // Every command is built for it, and nothing else is loaded.
    const words = args.slice(dashes + 1);
    await (await import('../completion.js')).completeLine(
      createProgram(args, {}, s),
      words,
      s.io.env,
      s.out.writeOut,
      s.io.now(),
      s.lang,
    );
    return undefined;
  }
  // A --lang that names no language is refused on any line, a help or a version too: a command's own check
  // (context.ts) comes after parsing, which shows those (in English) first.
  const lang = argValue(args, '--lang');
  if (lang !== undefined) langGiven(lang);
  if (asked !== undefined && asked !== 'help' && invokedCommand([asked]) === undefined) {
    const u = textsOf(s.lang).usage;
    const { closest } = await import('../core/suggest.js');
    const meant = closest(asked, COMMANDS);
    return fail(s, 'usage', u.unknownCommand(asked) + (meant ? u.meantCommand([meant]) : '') + u.hint, 2);
  }
  // `tafel help judge rank --lang nl` is `tafel judge rank --help --lang nl`: commander's help command takes
  // one word and no options (`--lang nl` was read as the command 'nl'), and knows no Dutch names (toernooi).
  if (asked !== undefined && asked !== 'help' && helpAt >= 0) {
    args = helpLine(args);
    line = [...argv.slice(0, 2), ...args];
  }
  const program = createProgram(
    args,
    { games: await gamesHelp(args, s.lang), listing: listsCommands(args), helpWhenShown: true },
    s,
  );
  s.program = program;
  // The help of an unknown subcommand (`tafel event drawx --help`, `tafel help judge scoer`): commander would show its
  // command's help with exit 0; without the help asked, it says the subcommand is unknown, as for `tafel event drawx`.
  if (asked !== undefined && unknownSubcommand(program, args)) line = line.filter((w) => !HELP_OR_VERSION.includes(w));
  // Nor the version (`tafel --lnag nl --version`), which commander prints as it reads the flag, before it refuses.
  if (stray !== undefined) line = line.filter((w) => w !== '--version' && w !== '-V');
  await program.parseAsync([...line]);
  return undefined;
}

const HELP_OR_VERSION = ['--help', '-h', '--version', '-V'];

/** Whether the word after a command of subcommands (event, season, judge, preset) names none of them. */
function unknownSubcommand(program: Command, args: readonly string[]): boolean {
  const group = program.commands.find((c) => c.name() === invokedCommand(args));
  const sub = firstWord(args.slice(args.indexOf(firstWord(args)!) + 1));
  return (
    group !== undefined &&
    group.commands.length > 0 &&
    sub !== undefined &&
    !group.commands.some((c) => c.name() === sub || c.aliases().includes(sub))
  );
}
