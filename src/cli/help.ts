import type { Command, Help } from 'commander';
import type { Lang, Texts } from '../i18n/index.js';
import { screenOf } from '../ui/fit.js';
import { textWidth } from '../ui/table.js';
import type { Session } from './session.js';
import { firstWord, invokedCommand } from './words.js';

/** The width help is fitted to: the terminal's, or COLUMNS on a pipe, else 80 (docs/screens.md). */
export const helpWidth = (s: Session): number => screenOf(s.out.stdout, s.io.env).width ?? 80;

/** The help's examples block, each example fitted to `width` columns (exampleLines). */
export const examplesText = (title: string, lines: readonly string[], width: number): string =>
  `\n${title}\n${lines.map((e) => exampleLines(e, width)).join('\n')}`;

/** An example's parts are two or more spaces apart: ['tafel play', '   ', '(asks ...)'], the gaps kept. */
const partsOf = (body: string): string[] => body.split(/( {2,})/);
/** A part that is a note on the one before (`(cardgames)`), not a group of its own (another game's deal lines). */
const isNote = (part: string): boolean => part.startsWith('(');

/**
 * An example with each group on a line of its own at the example's indent, its notes after it: the examples of two
 * games on one line go on two. The man page lays every example out so (then fits each line to its width); the help
 * does where they do not fit its width (exampleLines).
 */
export function exampleGroups(example: string): string[] {
  const own = /^ */.exec(example)![0];
  const parts = partsOf(example.slice(own.length));
  const lines: string[] = [];
  for (let i = 0; i < parts.length; i += 2)
    if (i > 0 && isNote(parts[i])) lines[lines.length - 1] += parts[i - 1] + parts[i];
    else lines.push(own + parts[i]);
  return lines;
}

/**
 * One example as the help shows it: `  $ tafel ...` (a line of prose or a deal line under it indented as written), on
 * one line when it fits; on the man page (`page`) without the help's margin and `$ `, as the page shows it. Else it
 * is laid out by its parts, which two or more spaces part: the command (or a group of deal lines), then its notes
 * `(...)` or another group. A command breaks only between its words (a quoted value is one, an option with its
 * value), a group of deal lines only after a `·`, each continuation indented 2 further; a command's broken lines end
 * in ` \`, so that the lines copied run as one command. A part follows the one before with the gap written before it
 * when all fits one line, else it goes on a line of its own: a note indented as a continuation, a group as the first.
 */
export function exampleLines(example: string, width: number, page = false): string {
  const own = /^ */.exec(example)![0];
  const margin = page ? '' : '  ';
  const typed = own === '' && example.startsWith('tafel');
  const lead = typed && !page ? '  $ ' : `${margin}${own}`;
  const body = example.slice(own.length);
  if (textWidth(lead + body) <= width) return lead + body;
  const more = ' '.repeat(lead.length + 2);
  const lines: string[] = [];
  let line = lead;
  let empty = true; // nothing on the line yet but its indent
  let command = false; // the part being placed is the command typed at `$`
  const put = (word: string) => {
    const end = command ? ' \\' : '';
    if (!empty && textWidth(`${line} ${word}${end}`) > width) {
      lines.push(line + end);
      [line, empty] = [more, true];
    }
    line = empty ? line + word : `${line} ${word}`;
    empty = false;
  };
  const parts = partsOf(body);
  parts.forEach((part, i) => {
    if (i % 2 === 1) return;
    if (i > 0) {
      if (lines.length === 0 && textWidth(line + parts[i - 1] + part) <= width) {
        line += parts[i - 1] + part;
        return;
      }
      lines.push(line);
      [line, empty] = [isNote(part) ? more : `${margin}${own}`, true];
    }
    // Deal lines break after a `·`; a command or prose between words, a quoted value whole, an option with its value.
    command = i === 0 && typed;
    const units = part.includes(' · ')
      ? part.split(' · ').map((u, k, all) => (k < all.length - 1 ? `${u} ·` : u))
      : (part.match(command ? /--\S+ (?!-)(?:"[^"]*"|\S)+|(?:"[^"]*"|\S)+/g : /(?:"[^"]*"|\S)+/g) ?? []);
    // A unit wider than a line by itself is placed word by word.
    for (const unit of units) for (const w of textWidth(more + unit) > width ? unit.split(' ') : [unit]) put(w);
  });
  lines.push(line);
  return lines.join('\n');
}

/**
 * A command's help as one JSON document (`tafel record --help --json`, cli.md: --json prints exactly one): what
 * the text help shows, each part by itself.
 */
export function helpDocument(cmd: Command, h: Help, examples: readonly string[]): string {
  const names: string[] = [];
  for (let c: Command | null = cmd; c; c = c.parent) names.unshift(c.name());
  const doc = {
    command: names.join(' '),
    usage: h.commandUsage(cmd),
    description: h.commandDescription(cmd),
    arguments: h.visibleArguments(cmd).map((a) => ({ name: h.argumentTerm(a), description: h.argumentDescription(a) })),
    options: h.visibleOptions(cmd).map((o) => ({ flags: h.optionTerm(o), description: h.optionDescription(o) })),
    commands: h
      .visibleCommands(cmd)
      .map((c) => ({ name: h.subcommandTerm(c), description: h.subcommandDescription(c) })),
    examples,
  };
  return `${JSON.stringify(doc, null, 2)}\n`;
}

/**
 * A command's usage line: each ancestor named as the command is, with its other name (`tafel event|toernooi
 * new|nieuw [options] <game>`), as the list of commands names it; until 2026-12-07 commander's own named the
 * parent by its English name alone (`tafel event new|nieuw`), where a Dutch text names a command by its Dutch name.
 */
export function commandUsage(cmd: Command): string {
  const named = (c: Command) => [c.name(), ...c.aliases().slice(0, 1)].join('|');
  const ancestors: string[] = [];
  for (let c = cmd.parent; c; c = c.parent) ancestors.unshift(named(c));
  return [...ancestors, named(cmd), cmd.usage()].join(' ');
}

export type CommandHelp = { d: string; a?: Record<string, string>; o?: Record<string, string>; x?: string[] };

/** A value's name (`game`, `game=money`) as the help of this language names it (`spel`, `spel=bedrag`). */
export const valueName = (help: Texts['help'], name: string): string =>
  Object.hasOwn(help.placeholders, name) ? help.placeholders[name] : name;

/** A command's own help in the catalogue: 'new', 'judge score'. */
export const helpOf = (help: Texts['help'], path: string): CommandHelp | undefined =>
  (help.commands as Record<string, CommandHelp | undefined>)[path];

/**
 * Puts the help texts of src/i18n (in the user's language) on the built commands: descriptions, the
 * descriptions of arguments and options (by name). Commands are declared without texts: every one
 * comes from the catalogues (test/i18n/texts.test.ts checks that none is missing in any language).
 */
export function localise(
  cmd: Command,
  help: Texts['help'],
  path: string,
  /** The record flags' help (gamesHelp), when it is shown. */
  flags: Readonly<Record<string, string>> = {},
): void {
  put(cmd, path === '' ? { d: help.program, o: help.options } : helpOf(help, path), flags);
  for (const c of cmd.commands) localise(c, help, path === '' ? c.name() : `${path} ${c.name()}`, flags);
}

/**
 * The general help's texts, all it shows: the program's description and options, and each command's line
 * (i18n commandDescriptions.ts), without the commands' own help (commandHelp.ts, its arguments, options and examples).
 */
export function localiseListing(program: Command, help: Texts['help']): void {
  put(program, { d: help.program, o: help.options }, {});
  const lines = help.descriptions as Record<string, string | undefined>;
  for (const c of program.commands) {
    const line = lines[c.name()];
    if (line !== undefined) c.description(line);
  }
}

/** A command's own texts: its description, its options' (by long name, else a record flag's) and its arguments'. */
function put(cmd: Command, own: CommandHelp | undefined, flags: Readonly<Record<string, string>>): void {
  if (own) cmd.description(own.d);
  for (const o of cmd.options) {
    const key = (o.long ?? '').replace(/^--(no-)?/, '');
    const text = own?.o?.[key] ?? flags[key];
    if (text !== undefined) o.description = text;
  }
  for (const a of cmd.registeredArguments) {
    const text = own?.a?.[a.name()];
    if (text !== undefined) a.description = text;
  }
}

/** What the help of one command shows of the games, loaded only when that help is asked for. */
export interface GamesHelp {
  /** new's `--rules`: each game and its rule sets, the default first ("kleurenwiezen lodige|cardgames|..."). */
  ruleSets?: string;
  /** The record flags of `record`, `edit` and `judge score`, each one's line from the games' catalogues. */
  flags?: Record<string, string>;
  /** The games that have club events, for `event new <game>`. */
  eventGames?: string[];
  /** event new's `--table-size`: each of those games and the sizes it plays at ("jokeren 3|4"). */
  tableSizes?: string;
}

/** The help the words ask for that needs the games: only for the help of new, record, edit, judge or event. */
export async function gamesHelp(args: readonly string[], lang: Lang): Promise<GamesHelp> {
  const asksHelp = args.includes('--help') || args.includes('-h') || firstWord(args) === 'help';
  if (!asksHelp) return {};
  const asked = (name: string) => invokedCommand(args) === name || (firstWord(args) === 'help' && args.includes(name));
  const out: GamesHelp = {};
  if (asked('new')) {
    const { HEADS } = await import('../games/heads.js');
    out.ruleSets = HEADS.map((g) => {
      const ids = g.ruleSets;
      return `${g.id} ${[g.defaultRules, ...ids.filter((id) => id !== g.defaultRules)].join('|')}`;
    }).join('; ');
  }
  if (asked('record') || asked('edit') || asked('judge')) {
    out.flags = await (await import('../games/heads.js')).recordFlagsHelp(lang);
  }
  if (asked('event')) {
    const { eventGames, factsOf } = await import('../event/model.js');
    out.eventGames = eventGames();
    out.tableSizes = out.eventGames.map((g) => `${g} ${factsOf(g)!.tableSizes.join('|')}`).join('; ');
  }
  return out;
}
