import { createRequire } from 'node:module';
import type * as CommanderModule from 'commander';
import { TafelError, usage, type Text } from './core/errors.js';
import type { Lang, RecordArgs } from './core/game.js';
import type { Ctx, Output } from './commands/context.js';
import type { Store } from './store/store.js';
import { dataDir, savedLang } from './store/paths.js';
import { textsOf, type Texts } from './i18n/index.js';
import { safe, wantColor } from './ui/paint.js';

// commander is CommonJS: loading it with require skips the ESM loader's scan of its sources for
// named exports, which costs about as much again as commander itself (measured: 11 ms vs 6 ms).
const { Command, CommanderError, Option } = createRequire(import.meta.url)('commander') as typeof CommanderModule;
type Command = CommanderModule.Command;

const argv = process.argv.slice(2);
const wantsJson = argv.includes('--json');
const argValue = (name: string): string | undefined => {
  const i = argv.findIndex((a) => a === name || a.startsWith(name + '='));
  if (i < 0) return undefined;
  return argv[i].includes('=') ? argv[i].split('=')[1] : argv[i + 1];
};
const langArg = argValue('--lang');
/**
 * The language before the command line is parsed, so that --help and the parser's usage errors speak
 * it too: --lang, else the saved language, else LANG=nl*. context() settles it again for commands.
 */
const envLang = (): Lang => (/^nl/i.test(process.env.LC_ALL || process.env.LC_MESSAGES || process.env.LANG || '') ? 'nl' : 'en');
let lang: Lang = langArg === 'nl' || langArg === 'en' ? langArg : (savedLang(dataDir(argValue('--data-dir'))) ?? envLang());

/** The one error boundary: a typed error becomes one line and its exit code; anything else is a bug. */
function fail(code: string, text: Text | string, exitCode: number): never {
  // Messages echo what was typed or read from files (names, contract words, ids): never let a
  // control sequence reach the terminal.
  const message = safe(typeof text === 'string' ? text : text[lang]);
  if (wantsJson) process.stderr.write(JSON.stringify({ error: { code, message } }) + '\n');
  else process.stderr.write(`tafel: ${message}\n`);
  process.exit(exitCode);
}

/** A usage error of commander (English) in the user's language; one line. */
function parserError(code: string, english: string): string {
  const u = textsOf(lang).usage;
  const message = english.replace(/^error: /, '').replace(/\s*\n\s*/g, ' ');
  const quoted = /'([^']*)'/.exec(message)?.[1] ?? '';
  const mean = /\(Did you mean (.*)\?\)/.exec(message)?.[1];
  const suggestion = mean ? ' ' + u.didYouMean(mean) : '';
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

function handle(e: unknown): never {
  if (e instanceof TafelError) fail(e.code, e.text, e.exitCode);
  if (e instanceof CommanderError) {
    if (e.exitCode === 0 || e.code === 'commander.helpDisplayed' || e.code === 'commander.version') process.exit(0);
    fail('usage', parserError(e.code, e.message) + textsOf(lang).usage.hint, 2);
  }
  if ((e as { name?: string })?.name === 'ExitPromptError') {
    process.exit(130);
  }
  if (process.env.DEBUG === 'tafel') console.error(e);
  const message = e instanceof Error ? e.message : String(e);
  fail('internal', `internal error: ${message}. This is a bug in tafel; run with DEBUG=tafel for details.`, 1);
}

interface Globals {
  dataDir?: string;
  json?: boolean;
  color: boolean;
  lang?: string;
  input: boolean;
}

interface ContextNeeds {
  /** `tafel doctor` must run (and report) when the settings file is unreadable. */
  settingsMayBeBroken?: boolean;
  /** The referee's commands never touch sheets: they skip loading the store (startup speed). */
  store?: boolean;
}

async function context(cmd: Command, needs: ContextNeeds = {}): Promise<Ctx> {
  const g = cmd.optsWithGlobals() as Globals;
  const dir = dataDir(g.dataDir);
  const store = needs.store === false ? undefined : new (await import('./store/store.js')).Store(dir);
  if (g.lang !== undefined) {
    if (g.lang !== 'en' && g.lang !== 'nl') throw usage(`--lang must be en or nl, not "${g.lang}".`, `--lang moet en of nl zijn, niet "${g.lang}".`);
    lang = g.lang;
  } else {
    let saved: Lang | undefined;
    try {
      // Without the store only the language is read, and a broken settings file is left for the
      // commands that use it to report.
      saved = store ? store.readSettings().lang : savedLang(dir);
    } catch (e) {
      if (!needs.settingsMayBeBroken) throw e;
    }
    lang = saved ?? envLang();
  }
  return {
    get store(): Store {
      if (!store) throw new Error('this command was declared without the store');
      return store;
    },
    lang,
    json: Boolean(g.json),
    color: !g.json && wantColor(g.color, process.env, Boolean(process.stdout.isTTY)),
    interactive: g.input && Boolean(process.stdin.isTTY) && Boolean(process.stderr.isTTY),
    width: process.stdout.columns || 80,
  };
}

async function print(ctx: Ctx, out: Output): Promise<void> {
  if (ctx.json) process.stdout.write(JSON.stringify(out.json, null, 2) + '\n');
  else process.stdout.write((await out.text(ctx)) + '\n');
  if (out.exitCode) process.exitCode = out.exitCode;
}

/** Wraps a command: builds the context, runs the (lazily imported) command, prints its output. */
function act<A extends unknown[]>(run: (ctx: Ctx, ...args: A) => Promise<Output>, needs: ContextNeeds | ((opts: Record<string, unknown>) => ContextNeeds) = {}) {
  return async (...all: unknown[]) => {
    const cmd = all[all.length - 1] as Command;
    const ctx = await context(cmd, typeof needs === 'function' ? needs(cmd.opts()) : needs);
    await print(ctx, await run(ctx, ...(all.slice(0, -1) as A)));
  };
}

/**
 * Every game's record flags; each game refuses the ones it does not use (core/flags.ts onlyFlags).
 * Help texts: src/i18n (help.record); a flag not there yet may bring its English text as [flags, help].
 */
const RECORD_FLAGS: (string | [string, string])[] = [
  '--by <players>',
  '--tricks <n>',
  '--revoke <player>',
  '--taker <player>',
  '--points <points>',
  '--belote <player>',
  '--capot <team>',
  '--eerste',
  '--zonder-kijk',
  '--zonder-oud',
  '--askers <players>',
  '--winner <player>',
  '--tie',
  '--zwik <player>',
  '--searched <n>',
];

function recordArgs(words: string[], opts: Record<string, unknown>): RecordArgs {
  const flags: RecordArgs['flags'] = {};
  for (const [k, v] of Object.entries(opts)) {
    if (k === 'sheet' || k === 'rules') continue;
    if (typeof v === 'string' || typeof v === 'boolean') flags[k] = v;
  }
  return { words, flags };
}

function withRecordFlags(cmd: Command): Command {
  for (const f of RECORD_FLAGS) cmd.addOption(typeof f === 'string' ? new Option(f) : new Option(f[0], f[1]));
  return cmd;
}

/** The help's examples block. */
const examplesText = (title: string, lines: string[]): string => `\n${title}\n${lines.map((e) => (e.startsWith(' ') || !e.startsWith('tafel') ? `  ${e}` : `  $ ${e}`)).join('\n')}`;

type CommandHelp = { d: string; a?: Record<string, string>; o?: Record<string, string>; x?: string[] };

/**
 * Puts the help texts of src/i18n (in the user's language) on the built commands: descriptions, the
 * descriptions of arguments and options (by name). A command, argument or option without a text there
 * keeps what it was declared with, so a new command with English text works before it is translated.
 */
function localise(cmd: Command, help: Texts['help'], path: string): void {
  const own: CommandHelp | undefined = path === '' ? { d: help.program, o: help.options } : (help.commands as Record<string, CommandHelp | undefined>)[path];
  if (own) cmd.description(own.d);
  for (const o of cmd.options) {
    const key = (o.long ?? '').replace(/^--(no-)?/, '');
    const text = own?.o?.[key] ?? (help.record as Record<string, string>)[key];
    if (text !== undefined) o.description = text;
  }
  for (const a of cmd.registeredArguments) {
    const text = own?.a?.[a.name()];
    if (text !== undefined) a.description = text;
  }
  for (const c of cmd.commands) localise(c, help, path === '' ? c.name() : `${path} ${c.name()}`);
}

/** The command names, to build only the one that runs (see `program`). */
const COMMANDS = ['games', 'new', 'sheets', 'use', 'sheet', 'record', 'edit', 'undo', 'play', 'finish', 'delete', 'rules', 'judge', 'export', 'import', 'chart', 'stats', 'doctor', 'lang'];

/** The command a command line runs: its first word that is not an option (nor --data-dir's or --lang's value). */
export function invokedCommand(args: readonly string[]): string | undefined {
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--data-dir' || a === '--lang') i++;
    else if (!a.startsWith('-')) return COMMANDS.includes(a) ? a : undefined;
  }
  return undefined;
}

/**
 * The command line. When the command to run is known, only that command is built (a third of the
 * start-up of `tafel rules`); otherwise, for help and for an unknown command's suggestion, all are.
 */
export function program(only = invokedCommand(process.argv.slice(2))): Command {
  const want = (name: string): boolean => only === undefined || only === name;
  const help = textsOf(lang).help;
  const word = (text: string): string => (help.headings as Record<string, string>)[text] ?? text;
  const p = new Command('tafel')
    // The words of commander's own help ("Usage:", "[options]") in the user's language; subcommands inherit it.
    .configureHelp({ styleTitle: word, styleOptionText: word, styleSubcommandText: word, styleArgumentText: word })
    .helpOption('-h, --help', help.help)
    .helpCommand('help [command]', help.help)
    .option('--data-dir <dir>')
    .option('--json')
    .option('--no-color')
    .option('--lang <lang>')
    .option('--no-input')
    .version('0.1.0', '-V, --version', help.version)
    .showSuggestionAfterError(true)
    .exitOverride()
    .configureOutput({ writeErr: () => undefined, outputError: () => undefined })
    .addHelpText('after', `${examplesText(help.examples, help.programExamples)}\n\n${help.dataLives}`);

  /** A command; its description and examples come from src/i18n by name, else from the English given here. */
  const sub = (name: string, description?: string, examples?: string[]) => {
    const own = (help.commands as Record<string, CommandHelp | undefined>)[name];
    return p
      .command(name)
      .description(own?.d ?? description ?? '')
      .exitOverride()
      .configureOutput({ writeErr: () => undefined, outputError: () => undefined })
      .addHelpText('after', examplesText(help.examples, own?.x ?? examples ?? []));
  };

  if (want('games')) {
    sub('games')
      .argument('[game]')
      .action(act(async (ctx, game?: string) => (await import('./commands/games.js')).runGames(ctx, game)));
  }

  if (want('new')) {
    sub('new')
      .argument('<game>')
      .option('--players <names>')
      .option('--rules <set>')
      .option('--set <key=value>', '', (v: string, prev: string[] = []) => [...prev, v])
      .option('--title <text>')
      .option('--stake <amount>')
      .option('--dealer <player>')
      .action(act(async (ctx, game: string, opts: Record<string, unknown>) => (await import('./commands/new.js')).runNew(ctx, game, opts)));
  }

  if (want('sheets')) {
    sub('sheets').action(
      act(async (ctx) => (await import('./commands/sheets.js')).runSheets(ctx)),
    );
  }

  if (want('use')) {
    sub('use')
      .argument('<id>')
      .action(act(async (ctx, id: string) => (await import('./commands/sheets.js')).runUse(ctx, id)));
  }

  if (want('sheet')) {
    sub('sheet')
      .argument('[id]')
      .action(act(async (ctx, id?: string) => (await import('./commands/sheets.js')).runSheet(ctx, id)));
  }

  if (want('record')) {
    withRecordFlags(sub('record'))
      .argument('[contract...]')
      .option('--sheet <id>')
      .action(
        act(async (ctx, words: string[], opts: Record<string, unknown>) => {
          const sheet = opts.sheet as string | undefined;
          let given = recordArgs(words, opts);
          // On a terminal a missing contract or flag is asked for; otherwise record refuses it (exit 2).
          if (ctx.interactive) given = await (await import('./play/fill.js')).fillMissing(ctx, sheet, given);
          return (await import('./commands/deals.js')).runRecord(ctx, sheet, given);
        }),
      );
  }

  if (want('edit')) {
    withRecordFlags(sub('edit'))
      .argument('<n>')
      .argument('[contract...]')
      .option('--sheet <id>')
      .action(
        act(async (ctx, n: string, words: string[], opts: Record<string, unknown>) =>
          (await import('./commands/deals.js')).runEdit(ctx, opts.sheet as string | undefined, n, recordArgs(words, opts)),
        ),
      );
  }

  if (want('undo')) {
    sub('undo')
      .option('--sheet <id>')
      .action(act(async (ctx, opts: { sheet?: string }) => (await import('./commands/deals.js')).runUndo(ctx, opts.sheet)));
  }

  if (want('play')) {
    sub('play')
      .argument('[id]')
      .action(act(async (ctx, id?: string) => (await import('./commands/play.js')).runPlay(ctx, id)));
  }

  if (want('finish')) {
    sub('finish')
      .argument('[id]')
      .option('--share-pot')
      .action(act(async (ctx, id: string | undefined, opts: { sharePot?: boolean }) => (await import('./commands/sheets.js')).runFinish(ctx, id, Boolean(opts.sharePot))));
  }

  if (want('delete')) {
    sub('delete')
      .argument('<id>')
      .option('--force')
      .action(
        act(async (ctx, id: string, opts: { force?: boolean }) => {
          // The table mode's confirm: (j/N) and j/ja in Dutch.
          const confirm = async (message: string) => {
            try {
              return await (await (await import('./play/inquirer.js')).inquirerPrompter(ctx)).confirm({ message, default: false });
            } catch (e) {
              // Esc is "no, go back": nothing is deleted.
              if ((e as Error)?.name === 'GoBack') return false;
              throw e;
            }
          };
          return (await import('./commands/sheets.js')).runDelete(ctx, id, Boolean(opts.force), confirm);
        }),
      );
  }

  // --- Referee (rules text) ---
  if (want('rules')) {
    sub('rules')
      .argument('[game]')
      .argument('[topic]')
      .option('--rules <set>')
      .option('--search <words>')
      .option('--sheet <id>')
      .action(act(async (ctx, game: string | undefined, topic: string | undefined, opts: Record<string, string | undefined>) => (await import('./commands/rules.js')).runRules(ctx, game, topic, opts), (opts) => ({ store: opts.sheet !== undefined })));
  }

  // --- Referee (judge) ---
  if (want('judge')) {
    const judge = sub('judge');
    judge
      .command('rank')
      .argument('<game>').argument('<bidA>').argument('<bidB>')
      .option('--rules <set>')
      .action(act(async (ctx, game: string, a: string, b: string, opts: Record<string, string | undefined>) => (await import('./commands/judge.js')).runJudgeRank(ctx, game, a, b, opts), { store: false }));
    judge
      .command('trick')
      .argument('<game>').argument('<cards...>')
      .option('--trump <suit>')
      .option('--rules <set>')
      .option('--players <n>')
      .action(act(async (ctx, game: string, cards: string[], opts: Record<string, string | undefined>) => (await import('./commands/judge.js')).runJudgeTrick(ctx, game, cards, opts), { store: false }));
    judge
      .command('play')
      .argument('<game>')
      .option('--trump <suit>')
      .option('--hand <cards>')
      .option('--trick <cards>')
      .option('--pot-holder')
      .option('--rules <set>')
      .option('--players <n>')
      .action(act(async (ctx, game: string, opts: Record<string, string | boolean | undefined>) => (await import('./commands/judge.js')).runJudgePlay(ctx, game, opts), { store: false }));
    withRecordFlags(judge.command('score'))
      .argument('<game>').argument('[contract...]')
      .option('--rules <set>')
      .option('--players <names>')
      .option('--stake <amount>')
      .option('--set <key=value>', '', (v: string, prev: string[] = []) => [...prev, v])
      .action(act(async (ctx, game: string, words: string[], opts: Record<string, unknown>) => (await import('./commands/judge.js')).runJudgeScore(ctx, game, words, opts), { store: false }));
    for (const c of judge.commands) c.exitOverride().configureOutput({ writeErr: () => undefined, outputError: () => undefined });
  }

  // --- The evening: export, import, chart, stats ---
  if (want('export')) {
    sub('export')
      .argument('[id]')
      .option('--evening <date>')
      .option('--all')
      .option('--format <format>', '', 'csv')
      .option('--out <file>')
      .action(
        act(async (ctx, id: string | undefined, opts: Record<string, string | boolean | undefined>) => {
          const { runExport, warning } = await import('./commands/export.js');
          const out = await runExport(ctx, id, opts);
          // A sheet that cannot be read is left out of --evening/--all, and said so on stderr.
          for (const s of out.skipped) process.stderr.write(warning(s, ctx.lang) + '\n');
          return out;
        }),
      );
  }
  if (want('import')) {
    sub('import')
      .argument('<file>')
      .option('--rename')
      .action(act(async (ctx, file: string, opts: Record<string, boolean | undefined>) => (await import('./commands/import.js')).runImport(ctx, file, opts)));
  }
  if (want('chart')) {
    sub('chart')
      .argument('[id]')
      .action(act(async (ctx, id?: string) => (await import('./commands/chart.js')).runChart(ctx, id)));
  }
  if (want('stats')) {
    sub('stats')
      .option('--player <name>')
      .option('--game <game>')
      .action(
        act(async (ctx, opts: Record<string, string | undefined>) => {
          const [{ runStats }, { warning }] = await Promise.all([import('./commands/stats.js'), import('./commands/export.js')]);
          const out = await runStats(ctx, opts);
          for (const s of out.skipped) process.stderr.write(warning(s, ctx.lang) + '\n');
          return out;
        }),
      );
  }

  if (want('doctor')) {
    sub('doctor')
      .option('--restore <id>')
      .action(act(async (ctx, opts: { restore?: string }) => (await import('./commands/doctor.js')).runDoctor(ctx, opts), { settingsMayBeBroken: true }));
  }

  if (want('lang')) {
    sub('lang')
      .argument('<lang>')
      .action(act(async (ctx, value: string) => (await import('./commands/lang.js')).runLang(ctx, value)));
  }
  localise(p, help, '');
  return p;
}

// A reader that stops early (`tafel sheets | head -1`) is not an error; anything thrown outside the
// command's promise still goes through the one boundary, so no stack trace ever reaches the user.
process.stdout.on('error', (e: NodeJS.ErrnoException) => (e.code === 'EPIPE' ? process.exit(process.exitCode ?? 0) : handle(e)));
process.on('uncaughtException', handle);
process.on('unhandledRejection', handle);

program()
  .parseAsync(process.argv)
  .catch(handle);
