import { loadTexts, textsOf } from '../i18n/index.js';
import { writeOut } from '../ui/out.js';
import { packageVersion } from '../version.js';
import { fail, handler } from './boundary.js';
import { gamesHelp } from './help.js';
import { createProgram } from './program.js';
import { startSession } from './session.js';
import { COMMANDS, firstWord, isCommand } from './words.js';

/** Runs a command line: `argv` is process.argv (node and the script first), as commander parses it. */
export function runCommandLine(argv: readonly string[]): void {
  const args = argv.slice(2);
  const s = startSession(args);
  const handle = handler(s);
  // Anything thrown outside the command's promise still goes through the one boundary, so no stack
  // trace ever reaches the user (a reader that stops early is handled in ui/out.ts).
  process.on('uncaughtException', handle);
  process.on('unhandledRejection', handle);
  // A JSON document's notes are English whatever the screen speaks (`.en` of a text), so --json loads English too.
  loadTexts(...(s.json ? [s.lang, 'en' as const] : [s.lang]))
    .then(async () => {
      const first = firstWord(args);
      // --json promises one JSON document on stdout, the version too.
      if (s.json && first === undefined && (args.includes('--version') || args.includes('-V'))) {
        writeOut(JSON.stringify({ version: packageVersion() }) + '\n');
        return;
      }
      // commander's `help <unknown>` shows the general help and exits 0; an unknown command is a usage error.
      if (first === 'help') {
        const asked = args.slice(args.indexOf('help') + 1).find((a) => !a.startsWith('-'));
        if (asked !== undefined && asked !== 'help' && !isCommand(asked)) {
          const u = textsOf(s.lang).usage;
          const { didYouMean } = await import('../core/suggest.js');
          fail(s, 'usage', u.unknownCommand(asked) + didYouMean(asked, COMMANDS)[s.lang] + u.hint, 2);
        }
      }
      const program = createProgram(args, { games: await gamesHelp(args, s.lang) }, s);
      // `tafel complete -- <words>` is what the completion script asks (src/completion.ts): every command
      // is built for it, and nothing else is loaded.
      if (first === 'complete') await (await import('../completion.js')).withCompletion(program, args);
      await program.parseAsync([...argv]);
    })
    .catch(handle);
}
