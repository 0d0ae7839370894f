import { CommanderError } from 'commander';
import { TafelError, type Text, UsageError } from '../core/errors.js';
import { ratesApart } from '../core/money.js';
import { shellWord } from '../core/shell.js';
import { closest } from '../core/suggest.js';
import { HEADS, headById } from '../games/heads.js';
import { sayIn, textsOf } from '../i18n/index.js';
import { dataDir } from '../store/paths.js';
import { argValue, type Session } from './session.js';
import { firstWord, helpLine, helpPath, invokedCommand } from './words.js';

/*
 * What a failed command line most likely meant, loaded only when a run fails: a list typed with spaces, names
 * without --players, a rate without its `=`, a bid of two words unquoted. No run that works pays for it.
 */

/**
 * The error to say for a failed run: a list typed with spaces (`--by Bert, Dirk`, which reached the command cut short
 * and failed there) is said as such, with the list as one word; for too many words, what was meant is kept on the
 * session for the parser's line (boundary.ts), and so is the option meant by an unknown one of `record` or `edit`.
 * Any other error as it is.
 */
export async function mistyped(s: Session, e: unknown): Promise<unknown> {
  if (!(e instanceof TafelError) && !(e instanceof CommanderError)) return e;
  // `season import`, expected beside `season export`: how a season moves, not the export's name.
  if (e instanceof CommanderError && e.code === 'commander.unknownCommand' && helpPath(s.argv) === 'season import')
    return new UsageError(sayIn((t) => t.event.seasonImport(t.event.seasonMoves)));
  // `event serve`, `season serve`: the board is `tafel serve --event`, not the parser's nearest subcommand ('remove').
  const served = e instanceof CommanderError && e.code === 'commander.unknownCommand' ? serveMeant(s.argv) : undefined;
  if (served) return served;
  // `--rate klaverjassen=0.01 boerenbridge=0.10`: the second rate a word of its own, which the command took for its
  // argument or refused as one too many (until 2026-12-07 "too many arguments", or "No sheet "boerenbridge=0.10"").
  const rates = ratesAfter(s.argv);
  if (rates !== undefined) return new UsageError(sayIn((t) => t.evening.rateOncePerGame(rates.typed, rates.apart)));
  const cut = listWithSpaces(s.argv);
  if (cut !== undefined) {
    const list = shellWord(cut.list);
    return new UsageError(sayIn((t) => t.usage.listWithSpaces(cut.option, cut.typed, list)));
  }
  if (e instanceof CommanderError && e.code === 'commander.excessArguments') {
    const names = namesMeant(s.argv);
    if (names) s.meant = sayIn((t) => t.usage.didYouMean([`${names.option} ${shellWord(names.list)}`]));
    else if (helpPath(s.argv) === 'judge rank') {
      // A bid of two words unquoted: the game's own bid quoted, or, for a game without bids, its own refusal.
      const game = s.argv.map(gameNamed).find((g) => g !== undefined);
      const own = game === undefined ? undefined : await unasked(game, 'judge rank');
      if (own) return own;
      const bid = game === undefined ? undefined : await bidOf(game);
      s.meant = sayIn((t) => t.usage.quoteBids(bid));
    }
  }
  if (e instanceof CommanderError && e.code === 'commander.unknownOption') s.meant = await optionMeant(s, e.message);
  const path = helpPath(s.argv);
  if (!(e instanceof CommanderError && e.code === 'commander.missingArgument' && path?.startsWith('judge '))) return e;
  // The game a `judge` question names, short of its bids or cards: its own refusal, or its own example.
  const game = s.argv.map(gameNamed).find((g) => g !== undefined);
  if (game === undefined) return e;
  const own = await unasked(game, path);
  if (own) return own;
  s.example = judgeExample(s, path, game);
  return e;
}

/**
 * `tafel event serve` or `tafel season serve` (also as `tafel help event serve`): commander's nearest subcommand was
 * `remove` (Dutch `eraf`), a command that deletes. An event's board is `tafel serve --event`, with the event named
 * after `serve` (or by `--event`) carried over; a season has none.
 */
function serveMeant(argv: readonly string[]): UsageError | undefined {
  const line = firstWord(argv) === 'help' ? helpLine(argv) : argv;
  const group = invokedCommand(line);
  if (group !== 'event' && group !== 'season') return undefined;
  const after = line.slice(line.indexOf(firstWord(line)!) + 1);
  if (firstWord(after) !== 'serve') return undefined;
  const rest = after.slice(after.indexOf('serve') + 1);
  const given = (group === 'event' ? argValue(rest, '--event') : undefined) ?? rest[0];
  const id = given === undefined || given.startsWith('-') ? undefined : shellWord(given);
  return new UsageError(sayIn((t) => (group === 'event' ? t.event.eventServe(id) : t.event.seasonServe(id))));
}

/** The example of `judge <question> <game>` short of an argument: the help's for that game, '' when it has none. */
function judgeExample(s: Session, path: string, game: string): string {
  // The help's examples read here, not by help.ts's helpOf: importing it would put 0.4 KB on every command's start.
  const help = textsOf(s.lang).help.commands as Record<string, { x?: string[] } | undefined>;
  const lines = (help[path]?.x ?? []).map((x) => x.split(/ {2,}/)[0]);
  return lines.find((x) => x.startsWith(`tafel ${path} ${game} `)) ?? '';
}

/** The game a typed word names (its id, a beginning of it, another name); none for a flag, a card, a player. */
function gameNamed(word: string): string | undefined {
  if (word.length < 3 || word.startsWith('-')) return undefined;
  try {
    return headById(word).id;
  } catch {
    return undefined;
  }
}

/**
 * `judge rank <game>` short of its bids, `judge trick <game>` short of its cards, for a game that has none to judge:
 * the game's own line, as with them ("Jokeren has no bids or tricks"), not the parser's for a missing argument.
 */
async function unasked(game: string, path: string): Promise<UsageError | undefined> {
  if (path !== 'judge rank' && path !== 'judge trick') return undefined;
  const [{ loadReferee }, { judged, rankable }] = await Promise.all([
    import('../referee/registry.js'),
    import('../referee/judge.js'),
  ]);
  try {
    (path === 'judge rank' ? rankable : judged)(await loadReferee(game));
  } catch (e) {
    if (e instanceof UsageError) return e;
  }
  return undefined;
}

/** A bid of two words of a game with bids to rank ("abondance 10"), as its referee gives it. */
async function bidOf(game: string): Promise<string | undefined> {
  const { loadReferee } = await import('../referee/registry.js');
  return (await loadReferee(game)).bidExample;
}

/** The words a Dutch player may type for a flag (`--slagen`): the flag, when the sheet's game takes it. */
const DUTCH_FLAGS: Readonly<Record<string, string>> = {
  '--slagen': '--tricks',
  '--door': '--by',
  '--gever': '--dealer',
  '--blad': '--sheet',
};

/**
 * What an unknown option of `record` or `edit` meant, among the flags the sheet's game takes, the command's own and
 * the global ones: never another game's flag (`--slagen` is no Manillen `--tegen` on a Kleurenwiezen sheet). Near
 * none of them, the game's flags. `judge score` likewise for the game its line names (or its --sheet's). Without a
 * game to know, nothing: the parser's suggestion stays.
 */
async function optionMeant(s: Session, message: string): Promise<Text | undefined> {
  const path = helpPath(s.argv);
  const typed = /'([^']*)'/.exec(message)?.[1];
  if ((path !== 'record' && path !== 'edit' && path !== 'judge score') || typed === undefined) return undefined;
  const judged = path === 'judge score';
  // `judge score <game>`: the game is the first word after `score` that names one (not a flag's value: `--by 1,2`).
  const named = judged
    ? s.argv
        .slice(s.argv.indexOf('score') + 1)
        .map(gameNamed)
        .find((g) => g !== undefined)
    : undefined;
  const game = named ?? (await sheetGame(s, judged));
  if (game === undefined) return undefined;
  const head = headById(game);
  // Of the game's flags, `record` and `edit` never those only `judge score` reads (Toepen's --totals); of judge score's
  // own options, only those the game reads (--stake a money game's, --dealer where the dealer scores).
  const own = Object.keys(head.flags)
    .filter((f) => judged || !head.flags[f].judgeOnly)
    .map((f) => `--${f}`);
  const readBySome = HEADS.flatMap((h) => h.judgeReads ?? []).filter((o) => !head.judgeReads?.includes(o));
  const others = new Set([
    ...HEADS.flatMap((h) => Object.keys(h.flags).map((f) => `--${f}`)).filter((f) => !own.includes(f)),
    ...(judged ? readBySome.map((o) => `--${o}`) : []),
  ]);
  const program = s.program!;
  const [name, sub] = path.split(' ');
  const group = program.commands.find((c) => c.name() === name)!;
  const command = sub === undefined ? group : group.commands.find((c) => c.name() === sub)!;
  const taken = [...command.options, ...program.options].flatMap((o) =>
    o.long !== undefined && !o.hidden && !others.has(o.long) ? [o.long] : [],
  );
  const meant = taken.includes(DUTCH_FLAGS[typed]) ? DUTCH_FLAGS[typed] : closest(typed, taken);
  const names = await head.catalogue();
  return sayIn((t, l) => (meant !== undefined ? t.usage.didYouMean([meant]) : t.usage.gameFlags(names[l].name, own)));
}

/**
 * The game of the sheet the line records on: its --sheet, else (for `record` and `edit`, not `judge score`, which
 * judges no sheet unless named) the active one. None when no sheet can be read.
 */
async function sheetGame(s: Session, named: boolean): Promise<string | undefined> {
  const id = argValue(s.argv, '--sheet');
  if (named && id === undefined) return undefined;
  const [{ Store }, { resolveSheetId }] = await Promise.all([
    import('../store/store.js'),
    import('../commands/context.js'),
  ]);
  try {
    const store = new Store(dataDir(argValue(s.argv, '--data-dir'), s.io.env), s.io);
    const finder = { store, lang: s.lang, now: () => s.io.now() };
    return store.readSheet(await resolveSheetId(finder, id)).game;
  } catch {
    return undefined;
  }
}

/**
 * A `--rate` followed by more rates as words of their own (`--rate klaverjassen=0.01 boerenbridge=0.10`, with
 * `--rate=` too): what was typed, and the flags meant, `--rate` once per game. A command's own argument never looks
 * like `<game>=<money>` (a sheet id, a preset's name), so such a word after a rate is one more rate.
 */
function ratesAfter(args: readonly string[]): { typed: string; apart: string } | undefined {
  for (let i = 0; i < args.length; i++) {
    const inline = args[i].startsWith('--rate=');
    if (args[i] !== '--rate' && !inline) continue;
    const typed = [inline ? args[i].slice('--rate='.length) : args[i + 1]];
    if (typed[0] === undefined) return undefined;
    for (let j = i + (inline ? 1 : 2); j < args.length && /^[a-z][\w-]*=\S/i.test(args[j]); j++) typed.push(args[j]);
    const apart = typed.length > 1 ? ratesApart(typed) : undefined;
    if (apart !== undefined) return { typed: typed.join(' '), apart };
  }
  return undefined;
}

/** Options whose value is no list: free text (which may end in a comma), and --rate and --set, given once a value. */
const TEXT_OPTIONS = new Set(['--note', '--title', '--reason', '--search', '--data-dir', '--out', '--rate', '--set']);

/**
 * A list typed with spaces (`--players Ann, Bert, Cis`): the shell made each part a word of its own, and the option
 * took only the first. The option, the words as typed and the list as one word: found when a value ends in a comma
 * (or the word after it starts with one) and plain words follow. A command's own words are no option's list: `tafel
 * correct Ann=5, Bert=-5` and `tafel edit c1 ...` take them as they come.
 */
function listWithSpaces(args: readonly string[]): { option: string; typed: string[]; list: string } | undefined {
  for (let i = 0; i < args.length; i++) {
    const eq = args[i].indexOf('=');
    const option = eq > 0 ? args[i].slice(0, eq) : args[i];
    if (!args[i].startsWith('--') || TEXT_OPTIONS.has(option)) continue;
    const typed = [eq > 0 ? args[i].slice(eq + 1) : args[i + 1]];
    if (typed[0] === undefined || typed[0].startsWith('-')) continue;
    for (let j = i + (eq > 0 ? 1 : 2); j < args.length && !args[j].startsWith('-'); j++) {
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
function namesMeant(args: readonly string[]): { option: string; list: string } | undefined {
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
  if (loose !== undefined) return { option, list: loose };
  // Without commas either (`new kleurenwiezen Ann Bert Cis Dirk`): the words after the game.
  const gameAt = args.findIndex((a, i) => i > 0 && ['new', 'nieuw'].includes(args[i - 1]) && !a.startsWith('-'));
  const names: string[] = [];
  for (let j = gameAt + 1; gameAt > 0 && j < args.length && !args[j].startsWith('-'); j++) names.push(args[j]);
  return names.length > 1 ? { option, list: names.join(',') } : undefined;
}
