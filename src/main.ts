import { createRequire } from 'node:module';
import { Command, CommanderError, Option } from 'commander';
import { misused, TafelError, usage, type Text } from './core/errors.js';
import type { Lang, RecordArgs } from './core/game.js';
import type { Ctx, Output } from './commands/context.js';
import type { Store } from './store/store.js';
import { dataDir, savedLang } from './store/paths.js';
import { loadTexts, textsOf, type Texts } from './i18n/index.js';
import { safe, safeJson, safeOutput, wantColor } from './ui/paint.js';
import { isTerminal, writeDocument, writeErr, writeOut } from './ui/out.js';
import { wrapProse } from './ui/fit.js';

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
  if (wantsJson) writeErr(JSON.stringify({ error: { code, message } }) + '\n');
  // On a terminal wrapped at its width (a pipe keeps one line).
  else writeErr(`${wrapProse(`tafel: ${message}`, (isTerminal(2) && process.stderr.columns) || undefined)}\n`);
  process.exit(exitCode);
}

/**
 * Commander's own output is kept back (errors go through `fail`); only the help it would write to
 * stderr for a command called without its subcommand (bare `tafel`, `tafel judge`) is kept, and
 * then printed as asked-for help: stdout, exit 0.
 */
let keptHelp: string | undefined;
const QUIET = {
  writeOut,
  writeErr: (s: string) => void (keptHelp = (keptHelp ?? '') + s),
  outputError: () => undefined,
  // commander's own defaults would look at process.stdout and process.stderr (see ui/out.ts); help has no colour.
  getOutHelpWidth: () => (isTerminal(1) && process.stdout.columns) || 80,
  getErrHelpWidth: () => (isTerminal(2) && process.stderr.columns) || 80,
  getOutHasColors: () => false,
  getErrHasColors: () => false,
};
/** A usage error of commander (English) in the user's language; one line. */
function parserError(code: string, english: string): string {
  const u = textsOf(lang).usage;
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

function handle(e: unknown): never {
  if (e instanceof TafelError) fail(e.code, e.text, e.exitCode);
  if (e instanceof CommanderError && e.code === 'commander.help' && keptHelp !== undefined) {
    writeOut(keptHelp);
    process.exit(0);
  }
  if (e instanceof CommanderError) {
    if (e.exitCode === 0 || e.code === 'commander.helpDisplayed' || e.code === 'commander.version') process.exit(0);
    const u = textsOf(lang).usage;
    const cmd = helpPath(argv);
    // A mistake inside a command is answered by that command's help, not the list of commands.
    fail('usage', parserError(e.code, e.message) + (e.code === 'commander.unknownCommand' || cmd === undefined ? u.hint : u.commandHint(cmd)), 2);
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
    color: !g.json && wantColor(g.color, process.env, isTerminal(1)),
    // Asked only by the commands that would prompt: looking at stdin costs a stream.
    get interactive(): boolean {
      return g.input && isTerminal(0) && isTerminal(2);
    },
    width: (isTerminal(1) && process.stdout.columns) || 80,
  };
}

async function print(ctx: Ctx, out: Output): Promise<void> {
  // The output boundary (ui/paint.ts): nothing a file or an argument holds reaches the terminal raw.
  if (ctx.json) writeOut(safeJson(JSON.stringify(out.json, null, 2)) + '\n');
  else if (out.document !== undefined) writeDocument(out.document);
  else writeOut(safeOutput(await out.text(ctx), ctx.color) + '\n');
  if (out.exitCode) process.exitCode = out.exitCode;
}

/** Wraps a command: builds the context, runs the (lazily imported) command, prints its output. */
function act<A extends unknown[]>(run: (ctx: Ctx, ...args: A) => Promise<Output>, needs: ContextNeeds | ((opts: Record<string, unknown>) => ContextNeeds) = {}) {
  return async (...all: unknown[]) => {
    const cmd = all[all.length - 1] as Command;
    const ctx = await context(cmd, typeof needs === 'function' ? needs(cmd.opts()) : needs);
    await loadTexts(ctx.lang);
    await print(ctx, await run(ctx, ...(all.slice(0, -1) as A)));
  };
}

/**
 * Every game's record flags; each game refuses the ones it does not use (core/flags.ts onlyFlags).
 * Help texts: src/i18n (help.record).
 */
const RECORD_FLAGS: string[] = [
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
  '--roem <entries>',
  '--pit <team>',
  '--mars <team>',
  '--defender-points <points>',
  '--verzaakt <player>',
];

function recordArgs(words: string[], opts: Record<string, unknown>): RecordArgs {
  const flags: RecordArgs['flags'] = {};
  for (const [k, v] of Object.entries(opts)) {
    if (['sheet', 'rules', 'dealer', 'note', 'reason', 'force'].includes(k)) continue;
    if (typeof v === 'string' || typeof v === 'boolean') flags[k] = v;
  }
  return { words, flags };
}

function withRecordFlags(cmd: Command): Command {
  for (const f of RECORD_FLAGS) cmd.addOption(new Option(f));
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

/** The version in package.json, the one place it is written. */
const packageVersion = (): string => (createRequire(import.meta.url)('../package.json') as { version: string }).version;

/** `--sheet <id>` beside a positional id: either names the sheet (the positional form stays). */
const sheetOf = (id: string | undefined, opts: { sheet?: unknown }): string | undefined => {
  const flag = typeof opts.sheet === 'string' ? opts.sheet : undefined;
  if (id !== undefined && flag !== undefined && id !== flag) throw usage(`Two sheets named: ${id} and --sheet ${flag}. Give one.`, `Twee bladen genoemd: ${id} en --sheet ${flag}. Geef er één.`);
  return id ?? flag;
};

/**
 * `judge trick` and `judge play` take the players by name, as `judge score` does; only their number
 * matters there, which `--player-count` gives directly. The referee reads the number as `players`.
 */
function tableOpts<T extends Record<string, unknown>>(opts: T): T {
  const { players, playerCount, ...rest } = opts;
  if (players !== undefined && playerCount !== undefined) throw usage('Give --players or --player-count, not both.', 'Geef --players of --player-count, niet beide.');
  if (typeof players === 'string' && /^\s*\d+\s*$/.test(players)) {
    throw usage(`--players takes the names (e.g. --players Ann,Bert,Cis,Dirk,Eva); for only the number use --player-count ${players.trim()}.`,
      `--players neemt de namen (bv. --players Ann,Bert,Cis,Dirk,Eva); voor enkel het aantal gebruik --player-count ${players.trim()}.`);
  }
  const count = typeof players === 'string' ? String(players.split(',').filter((p) => p.trim() !== '').length) : playerCount;
  return { ...rest, ...(count !== undefined ? { players: count } : {}) } as unknown as T;
}

/** A command that needs a sheet named: the id or --sheet. */
const needSheet = (id: string | undefined, command: string): string => {
  if (id === undefined) throw usage(`Which sheet? e.g. tafel ${command} today-kleurenwiezen ('tafel sheets' lists them).`, `Welk blad? bv. tafel ${command} today-kleurenwiezen ('tafel sheets' toont ze).`);
  return id;
};

/** The command names, to build only the one that runs (see `program`). */
const COMMANDS = ['games', 'new', 'sheets', 'use', 'sheet', 'record', 'edit', 'undo', 'play', 'finish', 'delete', 'rules', 'judge', 'export', 'import', 'chart', 'stats', 'doctor', 'lang',
  'redo', 'correct', 'rename', 'seats', 'dealer', 'set', 'reopen', 'undelete', 'completion'];

/** The first word of a command line that is not an option (nor --data-dir's or --lang's value). */
function firstWord(args: readonly string[]): string | undefined {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--data-dir' || args[i] === '--lang') i++;
    else if (!args[i].startsWith('-')) return args[i];
  }
  return undefined;
}

// The end of the evening (issue 15), added apart so the list above merges cleanly.
COMMANDS.push('settle', 'preset');
// The live board (issue 23).
COMMANDS.push('serve');

/** The command whose help answers a usage error: `record`, or `judge score` for a subcommand. */
function helpPath(args: readonly string[]): string | undefined {
  const cmd = invokedCommand(args);
  if (cmd !== 'judge' && cmd !== 'preset') return cmd;
  const subs = cmd === 'judge' ? ['rank', 'trick', 'play', 'score'] : ['save', 'list', 'show', 'delete'];
  const sub = args.slice(args.indexOf(cmd) + 1).find((a) => !a.startsWith('-'));
  return sub !== undefined && subs.includes(sub) ? `${cmd} ${sub}` : cmd;
}

/** The command a command line runs, when its first word names one. */
export function invokedCommand(args: readonly string[]): string | undefined {
  const word = firstWord(args);
  return word !== undefined && COMMANDS.includes(word) ? word : undefined;
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
    .version(packageVersion(), '-V, --version', help.version)
    .showSuggestionAfterError(true)
    .exitOverride()
    .configureOutput(QUIET)
    .addHelpText('after', `${examplesText(help.examples, help.programExamples)}\n\n${help.dataLives}`);

  /** A command; its description and examples come from src/i18n by name, else from the English given here. */
  const sub = (name: string, description?: string, examples?: string[]) => {
    const own = (help.commands as Record<string, CommandHelp | undefined>)[name];
    return p
      .command(name)
      .description(own?.d ?? description ?? '')
      .exitOverride()
      .configureOutput(QUIET)
      .addHelpText('after', examplesText(help.examples, own?.x ?? examples ?? []));
  };

  if (want('games')) {
    sub('games')
      .argument('[game]')
      .action(act(async (ctx, game?: string) => (await import('./commands/games.js')).runGames(ctx, game)));
  }

  if (want('new')) {
    sub('new', 'start a sheet and make it the active one', [
      'tafel new kleurenwiezen --players Ann,Bert,Cis,Dirk',
      'tafel new kleurenwiezen --rules cardgames --players Ann,Bert,Cis,Dirk --set overtricks=on --set deals=8',
      'tafel new kleurenwiezen --players Ann,Bert,Cis,Dirk --set samen.8=8 --dealer Cis --title "Vrijdag"',
    ])
      .argument('[game]', 'kleurenwiezen, belote, solokaarten, zwikken or klaverjassen (or from --preset)')
      .option('--preset <name>', "a saved table ('tafel preset save'); the other flags override it")
      .option('--players <names>', 'players in seating order, comma separated')
      .option('--rules <set>', 'rule set (kleurenwiezen: lodige or cardgames)')
      .option('--set <key=value>', 'house rule: an option or a point value (repeatable)', (v: string, prev: string[] = []) => [...prev, v])
      .option('--title <text>', 'a title for the sheet')
      .option('--stake <amount>', 'the stake, for money games')
      .option('--dealer <player>', 'who deals first (default: the first player)')
      .action(act(async (ctx, game: string | undefined, opts: Record<string, unknown>) => (await import('./commands/new.js')).runNew(ctx, game, opts)));
  }

  if (want('sheets')) {
    sub('sheets', 'all sheets, newest first', ['tafel sheets', 'tafel sheets --json', 'tafel sheets --deleted'])
      .option('--deleted', 'the sheets deleted in the last 30 days, which tafel undelete brings back')
      .action(act(async (ctx, opts: { deleted?: boolean }) => (opts.deleted ? (await import('./commands/sheets.js')).runDeleted(ctx) : (await import('./commands/sheets.js')).runSheets(ctx))));
  }

  if (want('use')) {
    sub('use', 'make a sheet the active one', ['tafel use today-kleurenwiezen'])
      .argument('[id]', 'sheet id (or a unique beginning of it)')
      .option('--sheet <id>', 'the sheet (the same as the id)')
      .action(act(async (ctx, id: string | undefined, opts: { sheet?: string }) => (await import('./commands/sheets.js')).runUse(ctx, needSheet(sheetOf(id, opts), 'use'))));
  }

  if (want('sheet')) {
    sub('sheet', 'the sheet as on paper (the last deals that fit the screen; --all for every deal)', ['tafel sheet', 'tafel sheet --all', 'tafel sheet today-kleurenwiezen --json'])
      .argument('[id]', 'sheet id (default: the active sheet)')
      .option('--all', 'every deal, however many (default: the most recent that fit the screen)')
      .option('--sheet <id>', 'this sheet instead of the active one')
      .action(act(async (ctx, id: string | undefined, opts: { all?: boolean; sheet?: string }) => (await import('./commands/sheets.js')).runSheet(ctx, sheetOf(id, opts), { all: Boolean(opts.all) })));
  }

  if (want('record')) {
    withRecordFlags(
      // Its description and examples are src/i18n's (help.commands.record), as for every command.
      sub('record'),
    )
      .argument('[contract...]', 'the contract and its level, e.g. samen 8')
      .option('--sheet <id>', 'record on this sheet instead of the active one')
      .option('--dealer <player>', 'who dealt this deal, when not the one in turn (the rotation continues from there)')
      .option('--note <text>', 'a note on the deal, shown on the sheet and exported')
      .action(
        act(async (ctx, words: string[], opts: Record<string, unknown>) => {
          const sheet = opts.sheet as string | undefined;
          let given = recordArgs(words, opts);
          // On a terminal a missing contract or flag is asked for; otherwise record refuses it (exit 2).
          if (ctx.interactive) given = await (await import('./play/fill.js')).fillMissing(ctx, sheet, given);
          return (await import('./commands/deals.js')).runRecord(ctx, sheet, given, { dealer: opts.dealer as string | undefined, note: opts.note as string | undefined });
        }),
      );
  }

  if (want('edit')) {
    withRecordFlags(sub('edit', "change deal n (only the flags given) or correction cN; later totals are recomputed", ['tafel edit 3 --tricks 8', 'tafel edit 3 samen 9 --by Ann,Cis --tricks 8', 'tafel edit 2 --dealer Cis --note "verzaakt door Cis"', 'tafel edit c1 Ann=-10,Bert=10 --reason "verzaakt"']))
      .argument('<n>', 'the deal number, or c1, c2... for a correction')
      .argument('[contract...]', 'the contract and its level (a correction: player=points)')
      .option('--sheet <id>', 'edit this sheet instead of the active one')
      .option('--dealer <player>', 'who dealt this deal')
      .option('--note <text>', 'a note on the deal ("" removes it)')
      .option('--reason <text>', 'a correction: its reason')
      .option('--force', 'a correction: allow one that does not sum to zero')
      .action(
        act(async (ctx, n: string, words: string[], opts: Record<string, unknown>) =>
          (await import('./commands/deals.js')).runEdit(ctx, opts.sheet as string | undefined, n, recordArgs(words, opts), {
            partial: true, dealer: opts.dealer as string | undefined, note: opts.note as string | undefined, reason: opts.reason as string | undefined, force: Boolean(opts.force),
          }),
        ),
      );
  }

  if (want('undo')) {
    sub('undo')
      .option('--sheet <id>')
      .action(act(async (ctx, opts: { sheet?: string }) => (await import('./commands/deals.js')).runUndo(ctx, opts.sheet)));
  }

  if (want('redo')) {
    sub('redo', "put back what 'tafel undo' removed (until the next record)", ['tafel undo', 'tafel redo'])
      .option('--sheet <id>', 'redo on this sheet instead of the active one')
      .action(act(async (ctx, opts: { sheet?: string }) => (await import('./commands/deals.js')).runRedo(ctx, opts.sheet)));
  }

  if (want('correct')) {
    sub('correct', 'a correction row with its reason: points (money for zwikken) given or taken outside the scoring', [
      'tafel correct Ann=-15,Bert=5,Cis=5,Dirk=5 --reason "verzaakt"',
      'tafel correct Ann=-20,Bert=20 --reason "strafpunten"   (belote: per team)',
      'tafel correct Ann=-0.50,Cis=0.50 --reason "geleend"   (zwikken: money)',
      'tafel correct Ann=10 --reason "bonus" --force          (does not sum to zero)',
    ])
      .argument('<scores>', 'player=points, comma separated')
      .option('--reason <text>', 'why (shown on the sheet)')
      .option('--force', 'allow a correction that does not sum to zero on a zero-sum sheet')
      .option('--sheet <id>', 'correct this sheet instead of the active one')
      .action(act(async (ctx, scores: string, opts: { reason?: string; force?: boolean; sheet?: string }) => (await import('./commands/deals.js')).runCorrect(ctx, opts.sheet, scores, opts)));
  }

  if (want('rename')) {
    sub('rename', 'rename a player; every deal, export and statistic follows', ['tafel rename Ann Anna'])
      .argument('<old>', 'the player as named now')
      .argument('<new>', 'the new name')
      .option('--sheet <id>', 'this sheet instead of the active one')
      .action(act(async (ctx, from: string, to: string, opts: { sheet?: string }) => (await import('./commands/amend.js')).runRename(ctx, opts.sheet, from, to)));
  }

  if (want('seats')) {
    sub('seats', 'swap two players\' seats, before the first deal (Belote teams follow the seats)', ['tafel seats Bert Cis'])
      .argument('<a>', 'a player')
      .argument('<b>', 'the player to swap with')
      .option('--sheet <id>', 'this sheet instead of the active one')
      .action(act(async (ctx, a: string, b: string, opts: { sheet?: string }) => (await import('./commands/amend.js')).runSeats(ctx, opts.sheet, a, b)));
  }

  if (want('dealer')) {
    sub('dealer', 'who deals the next deal; the rotation continues from there', ['tafel dealer Cis'])
      .argument('<player>', 'the next dealer')
      .option('--sheet <id>', 'this sheet instead of the active one')
      .action(act(async (ctx, player: string, opts: { sheet?: string }) => (await import('./commands/amend.js')).runDealer(ctx, opts.sheet, player)));
  }

  if (want('set')) {
    sub('set', 'change a house rule after the start; all totals are recomputed (refused when a stored deal becomes impossible)', ['tafel set samen.8=8', 'tafel set deals=16'])
      .argument('<key=value...>', 'house rules, as --set of tafel new')
      .option('--sheet <id>', 'this sheet instead of the active one')
      .action(act(async (ctx, pairs: string[], opts: { sheet?: string }) => (await import('./commands/amend.js')).runSet(ctx, opts.sheet, pairs)));
  }

  if (want('reopen')) {
    sub('reopen', "open a sheet closed with 'tafel finish' again", ['tafel reopen', 'tafel reopen today-kleurenwiezen'])
      .argument('[id]', 'sheet id (default: the active sheet)')
      .option('--sheet <id>', 'this sheet instead of the active one')
      .action(act(async (ctx, id: string | undefined, opts: { sheet?: string }) => (await import('./commands/amend.js')).runReopen(ctx, sheetOf(id, opts))));
  }

  if (want('play')) {
    sub('play', 'the table mode: asks for each deal, shows the sheet; undo, edit, rules, finish from the loop', ['tafel play', 'tafel play today-kleurenwiezen'])
      .argument('[id]', 'sheet id (default: the active sheet, or start one)')
      .option('--sheet <id>', 'this sheet instead of the active one')
      .option('--serve', textsOf(lang).serve.help.playServe)
      .option('--host <addr>', textsOf(lang).serve.help.host)
      .option('--port <n>', textsOf(lang).serve.help.port)
      .action(act(async (ctx, id: string | undefined, opts: { sheet?: string; serve?: boolean; host?: string; port?: string }) => {
        if (!opts.serve && (opts.host ?? opts.port) !== undefined) throw misused((t) => t.serve.needsServe);
        if (!opts.serve) return (await import('./play/run.js')).runPlay(ctx, sheetOf(id, opts));
        const board = { host: opts.host, port: opts.port };
        return (await import('./commands/serve.js')).playServing(ctx, sheetOf(id, opts), board, (i) => import('./play/run.js').then((m) => m.runPlay(ctx, i)));
      }));
  }

  if (want('finish')) {
    sub('finish', 'close a sheet and show the final standing and winner', ['tafel finish', 'tafel finish --share-pot      (zwikken)'])
      .argument('[id]', 'sheet id (default: the active sheet)')
      .option('--share-pot', 'Zwikken: share the pot out equally (leftover cents to players in seat order)')
      .option('--sheet <id>', 'this sheet instead of the active one')
      .action(act(async (ctx, id: string | undefined, opts: { sharePot?: boolean; sheet?: string }) => (await import('./commands/sheets.js')).runFinish(ctx, sheetOf(id, opts), Boolean(opts.sharePot))));
  }

  if (want('delete')) {
    sub('delete', "delete a sheet (asks on a terminal, needs --force otherwise); 'tafel undelete' brings it back within 30 days", ['tafel delete today-kleurenwiezen --force', 'tafel sheets --deleted', 'tafel undelete today-kleurenwiezen'])
      .argument('[id]', 'sheet id')
      .option('--force', 'delete without asking')
      .option('--sheet <id>', 'the sheet (the same as the id)')
      .action(
        act(async (ctx, id: string | undefined, opts: { force?: boolean; sheet?: string }) => {
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
          return (await import('./commands/sheets.js')).runDelete(ctx, needSheet(sheetOf(id, opts), 'delete'), Boolean(opts.force), confirm);
        }),
      );
  }

  if (want('undelete')) {
    sub('undelete', 'bring back a sheet deleted in the last 30 days', ['tafel sheets --deleted', 'tafel undelete today-kleurenwiezen'])
      .argument('<id>', 'the deleted sheet\'s id')
      .action(act(async (ctx, id: string) => (await import('./commands/sheets.js')).runUndelete(ctx, (await import('./commands/context.js')).dayId(id))));
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
      .option('--trump <suit>', 'the trump suit: S H D C, ♠ ♥ ♦ ♣, a Dutch suit name, or none')
      .option('--rules <set>', 'the rule set')
      .option('--players <names>', 'the players, as for judge score (Solokaarten 4-6: its deck depends on how many; Zwikken 2-6)')
      .option('--player-count <n>', 'only the number of players, instead of --players')
      .option('--set <key=value>', 'a rule option, e.g. Klaverjassen four-jacks=100 (repeatable)', (v: string, prev: string[] = []) => [...prev, v])
      .action(act(async (ctx, game: string, cards: string[], opts: Record<string, string | undefined>) => (await import('./commands/judge.js')).runJudgeTrick(ctx, game, cards, tableOpts(opts)), { store: false }));
    judge
      .command('play')
      .argument('<game>')
      .option('--trump <suit>', 'the trump suit')
      .option('--hand <cards>', 'the cards in your hand, e.g. "7H,KS,AD"')
      .option('--trick <cards>', 'the cards already in the trick, the first led')
      .option('--pot-holder', 'Solokaarten: you hold the pot (may lead trump)')
      .option('--trick-no <n>', 'which trick of the deal, 1 = the opening trick (default); Solokaarten: from trick 2 any lead is free')
      .option('--rules <set>', 'the rule set')
      .option('--players <names>', 'the players, as for judge score (Solokaarten 4-6: its deck depends on how many; Zwikken 2-6)')
      .option('--player-count <n>', 'only the number of players, instead of --players')
      .option('--set <key=value>', 'a rule option, e.g. Klaverjassen undertrump=must (repeatable)', (v: string, prev: string[] = []) => [...prev, v])
      .action(act(async (ctx, game: string, opts: Record<string, string | boolean | string[] | undefined>) => (await import('./commands/judge.js')).runJudgePlay(ctx, game, tableOpts(opts)), { store: false }));
    withRecordFlags(judge.command('score').description('what a deal would score, with the flags of record, without a sheet'))
      .argument('<game>').argument('[contract...]')
      .option('--rules <set>')
      .option('--players <names>')
      .option('--stake <amount>')
      .option('--set <key=value>', '', (v: string, prev: string[] = []) => [...prev, v])
      .action(act(async (ctx, game: string, words: string[], opts: Record<string, unknown>) => (await import('./commands/judge.js')).runJudgeScore(ctx, game, words, opts), { store: false }));
    for (const c of judge.commands) c.exitOverride().configureOutput(QUIET);
  }

  // --- The evening: export, import, chart, stats ---
  if (want('export')) {
    sub('export', 'export a sheet, an evening, or everything as CSV, JSON, Markdown or an HTML page', ['tafel export --format md', 'tafel export --evening today --format csv --out vrijdag.csv', 'tafel export --all --format json --out backup.json', 'tafel export --evening today --out vrijdag.html --rate kleurenwiezen=0.05', 'tafel export --evening yesterday --format csv --excel nl --out vrijdag.csv'])
      .argument('[id]', 'sheet id (default: the active sheet)')
      .option('--sheet <id>', 'this sheet instead of the active one')
      .option('--evening <date>', 'every sheet started on this date (YYYY-MM-DD, today or yesterday)')
      .option('--all', 'every sheet')
      .option('--format <format>', 'csv, json, md or html (default: from the --out extension, else csv)')
      .option('--out <file>', 'write to this file instead of stdout')
      .option('--force', 'overwrite the --out file when it exists')
      .option('--excel <locale>', 'CSV for a Dutch or Belgian Excel: nl (byte-order mark, ; between fields, decimal comma)')
      .option('--rate <game=money>', "an evening's settlement: money per point, e.g. kleurenwiezen=0.05 (repeatable)", (v: string, prev: string[] = []) => [...prev, v])
      .option('--preset <name>', "an evening's settlement at this preset's rates")
      .action(
        act(async (ctx, id: string | undefined, opts: Record<string, string | boolean | string[] | undefined>) => {
          const [{ runExport }, { warning }] =
            await Promise.all([import('./commands/export.js'), import('./commands/evenings.js')]);
          const out = await runExport(ctx, sheetOf(id, opts), opts);
          // A sheet that cannot be read is left out of --evening/--all, and said so on stderr.
          for (const s of out.skipped) writeErr(warning(s, ctx.lang) + '\n');
          if (out.note && !ctx.json) writeErr(`tafel: ${out.note[ctx.lang]}\n`);
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
    sub('chart', 'the running totals as a line chart in the terminal', ['tafel chart', 'tafel chart today-kleurenwiezen'])
      .argument('[id]', 'sheet id (default: the active sheet)')
      .option('--sheet <id>', 'this sheet instead of the active one')
      .action(act(async (ctx, id: string | undefined, opts: { sheet?: string }) => (await import('./commands/chart.js')).runChart(ctx, sheetOf(id, opts))));
  }
  if (want('stats')) {
    sub('stats')
      .option('--player <name>')
      .option('--game <game>')
      .action(
        act(async (ctx, opts: Record<string, string | undefined>) => {
          const [{ runStats }, { warning }] =
            await Promise.all([import('./commands/stats.js'), import('./commands/evenings.js')]);
          const out = await runStats(ctx, opts);
          for (const s of out.skipped) writeErr(warning(s, ctx.lang) + '\n');
          return out;
        }),
      );
  }

  if (want('settle')) {
    sub('settle', "who pays whom: the evening's balances and the fewest payments, to the cent", [
      'tafel settle --rate kleurenwiezen=0.05',
      'tafel settle --evening yesterday --rate belote=0.01 --rate kleurenwiezen=0.05',
      'tafel settle --preset vrijdag --json',
    ])
      .option('--evening <date>', "the evening: YYYY-MM-DD, today or yesterday (default: the active sheet's)")
      .option('--rate <game=money>', 'money per point for a points game, e.g. kleurenwiezen=0.05 (repeatable)', (v: string, prev: string[] = []) => [...prev, v])
      .option('--preset <name>', "use this preset's rates")
      .action(
        act(async (ctx, opts: { evening?: string; rate?: string[]; preset?: string }) => {
          const [{ runSettle }, { warning }] =
            await Promise.all([import('./commands/settle.js'), import('./commands/evenings.js')]);
          const out = await runSettle(ctx, opts);
          for (const s of out.skipped) writeErr(warning(s, ctx.lang) + '\n');
          return out;
        }),
      );
  }

  if (want('preset')) {
    const preset = sub('preset', 'saved tables: game, rules, house rules, players, stake and settle rates, for tafel new --preset', [
      'tafel preset save vrijdag --from-sheet today-kleurenwiezen --rate kleurenwiezen=0.05',
      'tafel preset save zondag --game belote --rules ffb --players Ann,Bert,Cis,Dirk --rate belote=0.01',
      'tafel preset list',
      'tafel new --preset vrijdag',
    ]);
    const many = (v: string, prev: string[] = []) => [...prev, v];
    preset
      .command('save')
      .description("save a table from a sheet and/or new's flags (saving a name again updates it)")
      .argument('<name>', 'the preset name, e.g. vrijdag')
      .option('--from-sheet <id>', 'take game, rules, house rules, players and stake from this sheet')
      .option('--game <game>', 'the game')
      .option('--players <names>', 'players in seating order, comma separated')
      .option('--rules <set>', 'rule set')
      .option('--set <key=value>', 'house rule (repeatable)', many)
      .option('--stake <amount>', 'the stake, for money games')
      .option('--rate <game=money>', 'settle rate: money per point, e.g. kleurenwiezen=0.05 (repeatable)', many)
      .action(act(async (ctx, name: string, opts: Record<string, unknown>) => (await import('./commands/preset.js')).runPresetSave(ctx, name, opts)));
    preset
      .command('list')
      .description('the saved presets')
      .action(act(async (ctx) => (await import('./commands/preset.js')).runPresetList(ctx)));
    preset
      .command('show')
      .description('one preset in full')
      .argument('<name>')
      .action(act(async (ctx, name: string) => (await import('./commands/preset.js')).runPresetShow(ctx, name)));
    preset
      .command('delete')
      .description('forget a preset')
      .argument('<name>')
      .action(act(async (ctx, name: string) => (await import('./commands/preset.js')).runPresetDelete(ctx, name)));
    for (const c of preset.commands) c.exitOverride().configureOutput({ writeErr: () => undefined, outputError: () => undefined });
  }

  if (want('doctor')) {
    sub('doctor')
      .option('--restore <id>')
      .action(act(async (ctx, opts: { restore?: string }) => (await import('./commands/doctor.js')).runDoctor(ctx, opts), { settingsMayBeBroken: true }));
  }

  if (want('completion')) {
    sub('completion', 'print the shell completion script (see the README to install it)', ['tafel completion bash > ~/.local/share/bash-completion/completions/tafel', 'tafel completion zsh > "${fpath[1]}/_tafel"', 'tafel completion fish > ~/.config/fish/completions/tafel.fish'])
      .argument('<shell>', 'bash, zsh or fish')
      .action(async (shell: string) => {
        if (!['bash', 'zsh', 'fish'].includes(shell)) throw usage(`No completion for "${shell}": choose bash, zsh or fish.`, `Geen aanvulling voor "${shell}": kies bash, zsh of fish.`);
        writeOut((await import('./completion-scripts.js')).completionScript(shell)!);
      });
  }

  if (want('lang')) {
    sub('lang')
      .argument('<lang>')
      .action(act(async (ctx, value: string) => (await import('./commands/lang.js')).runLang(ctx, value)));
  }
  if (want('serve')) {
    const h = textsOf(lang).serve.help;
    sub('serve', h.d, h.x)
      .argument('[id]', h.id)
      .option('--evening <date>', h.evening)
      .option('--host <addr>', h.host)
      .option('--port <n>', h.port)
      .option('--open', h.open)
      .option('--no-qr', h.qr)
      .action(act(async (ctx, id: string | undefined, opts: Record<string, string | boolean | undefined>) =>
        (await import('./commands/serve.js')).runServe(ctx, id, { ...opts, langGiven: argv.some((a) => a === '--lang' || a.startsWith('--lang=')) })));
  }
  localise(p, help, '');
  // `tafel new --help`: every game's rule sets, as the game registry has them (loaded for that help only).
  const rulesOption = p.commands.find((c) => c.name() === 'new')?.options.find((o) => o.long === '--rules');
  if (rulesOption && ruleSetsHelp) rulesOption.description += `: ${ruleSetsHelp}`;
  return p;
}

/** Each game and its rule sets, the default first ("kleurenwiezen: lodige, cardgames, ..."), for new's help. */
let ruleSetsHelp: string | undefined;

async function loadRuleSetsHelp(args: readonly string[]): Promise<void> {
  const asksHelp = args.includes('--help') || args.includes('-h') || firstWord(args) === 'help';
  const forNew = invokedCommand(args) === 'new' || (firstWord(args) === 'help' && args.includes('new'));
  if (!asksHelp || !forNew) return;
  const { GAMES } = await import('./games/registry.js');
  ruleSetsHelp = GAMES.map((g) => {
    const ids = g.ruleSets.map((r) => r.id);
    return `${g.id} ${[g.defaultRules, ...ids.filter((id) => id !== g.defaultRules)].join('|')}`;
  }).join('; ');
}

/** Runs this process's command line (src/cli.ts, the entry of the build, calls it). */
export function run(): void {
  // Anything thrown outside the command's promise still goes through the one boundary, so no stack
  // trace ever reaches the user (a reader that stops early is handled in ui/out.ts).
  process.on('uncaughtException', handle);
  process.on('unhandledRejection', handle);
  // `tafel complete -- <words>` is what the completion script asks (src/completion.ts): every command
  // is built for it, and nothing else is loaded.
  loadTexts(lang)
    .then(async () => {
      const first = firstWord(argv);
      // --json promises one JSON document on stdout, the version too.
      if (wantsJson && first === undefined && (argv.includes('--version') || argv.includes('-V'))) {
        writeOut(JSON.stringify({ version: packageVersion() }) + '\n');
        return;
      }
      // commander's `help <unknown>` shows the general help and exits 0; an unknown command is a usage error.
      if (first === 'help') {
        const asked = argv.slice(argv.indexOf('help') + 1).find((a) => !a.startsWith('-'));
        if (asked !== undefined && asked !== 'help' && !COMMANDS.includes(asked)) {
          const u = textsOf(lang).usage;
          const { didYouMean } = await import('./core/suggest.js');
          fail('usage', u.unknownCommand(asked) + didYouMean(asked, COMMANDS)[lang] + u.hint, 2);
        }
      }
      await loadRuleSetsHelp(argv);
      const tafelProgram = program();
      if (firstWord(argv) === 'complete') await (await import('./completion.js')).withCompletion(tafelProgram, argv);
      await tafelProgram.parseAsync(process.argv);
    })
    .catch(handle);
}
