import type { Ctx, Output } from '../../commands/context.js';
import { streamsOf } from '../../ui/out.js';
import { Option, type Command } from 'commander';
import { dealRefused, misused, stoppedAs, withText } from '../../core/errors.js';
import type { RecordArgs } from '../../core/game.js';
import { HEADS, recordFlags } from '../../games/heads.js';
import { LANGS, say, sayIn } from '../../i18n/index.js';
import { checkNames, namesOf } from '../../core/players.js';

/** A repeated flag's values together, comma separated (`--hand Ann=7 --hand Cis=K` is `Ann=7,Cis=K`). */
const joined = (value: string, before: unknown): string => (typeof before === 'string' ? `${before},${value}` : value);

export function recordArgs(words: string[], opts: Record<string, unknown>): RecordArgs {
  const flags: RecordArgs['flags'] = {};
  for (const [k, v] of Object.entries(opts)) {
    if (['sheet', 'rules', 'dealer', 'note', 'reason', 'force'].includes(k)) continue;
    if (typeof v === 'string' || typeof v === 'boolean') flags[k] = v;
  }
  return { words, flags };
}

/**
 * A deal's refusal as the command the user typed says it: the games' examples are `tafel record` lines ('e.g. "tafel
 * record samen 8 --by Ann,Bert --tricks 9"'), and `tafel edit 3` or `tafel judge score kleurenwiezen` take the same
 * deal after their own words (`command`): "tafel edit 3 samen 8 --by Ann,Bert --tricks 9". Table mode says them in
 * words instead (core/said.ts inWords).
 */
export const asTyped = (text: string, command: string, names?: readonly string[]): string =>
  text.replace(/\btafel record (?!--help\b|\.\.\.)(?=\S)([^"'\n]*)/g, (_, rest: string) =>
    [command, names ? rest.replace(EXAMPLE_NAMES, (n) => names[SEATS.indexOf(n)] ?? n) : rest].join(' '),
  );

/** The players the games' examples name, in seat order (Ann sits at seat 1). */
const SEATS = ['Ann', 'Bert', 'Cis', 'Dirk', 'Eva', 'Fien'];
const EXAMPLE_NAMES = new RegExp(`\\b(${SEATS.join('|')})\\b`, 'g');

/**
 * Runs a command that reads a deal as `record` does (`edit`, `judge score`), its refusals of the deal said as
 * `asTyped`, the examples' players named as the command names them (`names`: `judge score`'s seats, 1, 2, 3...). A
 * stored sheet's fault (a deal that "would not pass 'tafel record'") stays as it is.
 */
export async function typedAs(command: string, run: () => Promise<Output>, names?: readonly string[]): Promise<Output> {
  try {
    return await run();
  } catch (e) {
    if (!dealRefused(e) || LANGS.every((l) => asTyped(e.text[l], command, names) === e.text[l])) throw e;
    const { text } = e;
    throw withText(
      e,
      sayIn((_, l) => asTyped(text[l], command, names)),
    );
  }
}

/**
 * Every game's record flags (src/games/heads.ts recordFlags); each game refuses the ones it does not
 * read (core/flags.ts onlyFlags). Their help comes from the games' catalogues (help.ts gamesHelp).
 */
export function withRecordFlags(cmd: Command): Command {
  // A flag a game takes more than once (FlagSpec.repeatable): every value kept, comma separated.
  const repeatable = new Set(
    HEADS.flatMap((h) => Object.entries(h.flags).flatMap(([name, spec]) => (spec.repeatable ? [`--${name}`] : []))),
  );
  for (const f of recordFlags()) {
    const option = new Option(f);
    cmd.addOption(repeatable.has(f.split(' ')[0]) ? option.argParser(joined) : option);
  }
  return cmd;
}

/** `edit`'s way to take a deal's switch away (`--no-mee`): a `--no-` for every game's switch, not in the help. */
export function withSwitchesOff(cmd: Command): Command {
  const switches = new Set(HEADS.flatMap((h) => Object.keys(h.flags).filter((flag) => !h.flags[flag].arg)));
  for (const name of switches) cmd.addOption(new Option(`--no-${name}`).hideHelp());
  return cmd;
}

/** `--sheet <id>` beside a positional id: either names the sheet (the positional form stays). */
export const sheetOf = (id: string | undefined, opts: { sheet?: unknown }): string | undefined => {
  const flag = typeof opts.sheet === 'string' ? opts.sheet : undefined;
  if (id !== undefined && flag !== undefined && id !== flag) throw misused((t) => t.cli.twoSheets(id, flag));
  return id ?? flag;
};

/** A command that needs a sheet named: the id or --sheet. */
export const needSheet = (id: string | undefined, command: string): string => {
  if (id === undefined) throw misused((t) => t.cli.whichSheet(command));
  return id;
};

/**
 * `judge trick` and `judge play` take the players by name, as `judge score` does; only their number
 * matters there, which `--player-count` gives directly. The referee reads the number as `players`.
 */
export function tableOpts<T extends Record<string, unknown>>(opts: T): T {
  const { players, playerCount, ...rest } = opts;
  if (players !== undefined && playerCount !== undefined) throw misused((t) => t.cli.playersOrCount);
  // A sheet seats its own table (Solokaarten's deck, Zwikken's trick): a table size beside it was taken over it.
  if (rest.sheet !== undefined && (players !== undefined || playerCount !== undefined))
    throw misused((t) => t.cli.sheetSeats(players !== undefined ? '--players' : '--player-count'));
  if (typeof players === 'string' && /^\s*\d+\s*$/.test(players)) {
    throw misused((t) => t.cli.playersAreNames(players.trim()));
  }
  // The names as judge score reads them (none empty, none twice): only their number is the table's.
  const names = typeof players === 'string' ? namesOf(players) : undefined;
  // `--players ""` names nobody: a value missing (exit 2), as `--players ,` and `new --players ""` are.
  if (names?.length === 0) throw misused((t) => t.cli.playersEmpty);
  if (names) checkNames(names);
  const count = names ? String(names.length) : playerCount;
  return { ...rest, ...(count !== undefined ? { players: count } : {}) } as unknown as T;
}

/** The confirm of `tafel delete` and `tafel event delete`: (j/N) and j/ja in Dutch; Esc is "no, go back". */
export const confirmer =
  (ctx: Ctx) =>
  async (message: string): Promise<boolean> => {
    try {
      const { inquirerPrompter } = await import('../../play/inquirer.js');
      return await (await inquirerPrompter(ctx, streamsOf(ctx))).confirm({ message, default: false });
    } catch (e) {
      if ((e as Error)?.name === 'GoBack') return false;
      // Ctrl-C or Ctrl-D: one line, as `record`'s questions say theirs (exit 130).
      throw stoppedAs(
        e,
        say((t) => t.commands.deleteStopped),
      );
    }
  };
