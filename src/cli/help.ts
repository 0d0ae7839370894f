import type { Command, Help } from 'commander';
import type { Lang, Texts } from '../i18n/index.js';
import { firstWord, invokedCommand } from './words.js';

/** The help's examples block. */
export const examplesText = (title: string, lines: readonly string[]): string =>
  `\n${title}\n${lines.map((e) => (e.startsWith(' ') || !e.startsWith('tafel') ? `  ${e}` : `  $ ${e}`)).join('\n')}`;

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
  const own: CommandHelp | undefined = path === '' ? { d: help.program, o: help.options } : helpOf(help, path);
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
  for (const c of cmd.commands) localise(c, help, path === '' ? c.name() : `${path} ${c.name()}`, flags);
}

/** What the help of one command shows of the games, loaded only when that help is asked for. */
export interface GamesHelp {
  /** new's `--rules`: each game and its rule sets, the default first ("kleurenwiezen lodige|cardgames|..."). */
  ruleSets?: string;
  /** The record flags of `record`, `edit` and `judge score`, each one's line from the games' catalogues. */
  flags?: Record<string, string>;
  /** The games that have club events, for `event new <game>`. */
  eventGames?: string[];
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
  if (asked('event')) out.eventGames = (await import('../event/model.js')).eventGames();
  return out;
}
