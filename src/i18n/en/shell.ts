import { either, LANGS } from '../lang.js';

/** A choice in the help, as English writes it: "a, b or c". */
const oneOf = (items: readonly string[]): string => either(items, 'en');
/** The languages tafel speaks, as a choice: from LANGS, never written out (a third one needs no text here). */
const langChoice = oneOf(LANGS);

/**
 * The English texts every run reads: the command line's help, usage errors and flag names. Every other
 * language's shell.ts is typed by it, so a text missing there is a compile error. Table mode's own words
 * (play.ts, start.ts, prompt.ts) are rooms of their own, loaded only by a run that asks (scripts/lazy-imports.js).
 */
export const shell = {
  /**
   * What a refusal's flag names mean in table mode, where nobody types flags: "Correct --points"
   * reads "Correct the card points".
   */
  flags: {
    players: 'the players',
    set: 'the house rules',
    stake: 'the stake',
    dealer: 'the first dealer',
    rules: 'the rules',
    title: 'the title',
  },
  /**
   * The command line's help (`tafel --help`, `tafel <command> --help`): per command its description
   * (d), arguments (a), options by long name (o) and examples (x). A command or option missing here
   * keeps the English text it was declared with in main.ts.
   */
  help: {
    // No list of games here to fall behind the games: 'tafel games' is that list.
    program:
      "Score sheet and rules referee for card evenings in Flanders and the Netherlands: 'tafel games' lists the games.",
    options: {
      'data-dir': 'where sheets and settings live (default: $TAFEL_HOME or ~/.local/share/tafel)',
      json: 'machine output: one JSON document on stdout',
      color: 'plain text without colour (also NO_COLOR, TERM=dumb, or a pipe)',
      lang: `language of messages: ${langChoice}`,
      input: 'never prompt; a missing value is an error',
    },
    version: 'show the version number',
    help: 'show the help of a command',
    /** A choice written out from a list (the games of `event new <game>`, asked of the games). */
    oneOf,
    headings: {
      'Usage:': 'Usage:',
      'Arguments:': 'Arguments:',
      'Options:': 'Options:',
      'Commands:': 'Commands:',
      'Global Options:': 'Global Options:',
      '[options]': '[options]',
      '[command]': '[command]',
    },
    /** The names of values in the help (`<game>`, `--rate <game=money>`) in this language, where they differ. */
    placeholders: {} as Record<string, string>,
    examples: 'Examples:',
    programExamples: [
      'tafel new kleurenwiezen --players Ann,Bert,Cis,Dirk --title Vrijdag',
      'tafel record samen 8 --by Bert,Dirk --tricks 9',
      'tafel record grote-miserie --by Ann,Bert --tricks Ann=0,Bert=1',
      'tafel sheet',
      'tafel undo',
      'tafel play                                  (asks for each deal; a deal on one line: s8 b d 9)',
      'tafel new belote --rules ffb --players Ann,Bert,Cis,Dirk',
      'tafel record --taker Ann --points 92 --belote Cis',
      'tafel new zwikken --players Ann,Bert,Cis,Dirk --stake 0.10',
      'tafel record --askers Ann,Bert --winner Ann',
      'tafel new klaverjassen --players Ann,Bert,Cis,Dirk',
      'tafel record --taker Cis --points 72 --roem Ann=20',
      'tafel rules kleurenwiezen troel --lang nl',
      'tafel judge rank kleurenwiezen "abondance 10" grote-miserie',
      'tafel settle --rate kleurenwiezen=0.05',
      'tafel export --evening today --format md',
    ],
    dataLives: 'Data lives in --data-dir, else $TAFEL_HOME, else ~/.local/share/tafel.',
    /** The manual page tafel.1 (src/cli/man.ts): what `--help` does not say. */
    man: {
      name: 'score sheet and rules referee for card evenings',
      reference:
        "This page is made from tafel's own commands and help. 'tafel help <command>' shows the same for one " +
        'command, in English or Dutch (--lang nl).',
      environment: {
        TAFEL_HOME: 'the data directory, when --data-dir is not given',
        'LANG, LC_ALL, LC_MESSAGES': "nl... speaks Dutch, unless --lang or 'tafel lang' says otherwise",
        'NO_COLOR, FORCE_COLOR, TERM': 'NO_COLOR, FORCE_COLOR=0 or TERM=dumb: no colour; FORCE_COLOR=1 colours a pipe',
        'COLUMNS, LINES': 'the size to fit sheets, listings and help to, on a pipe or in a file',
        XDG_CACHE_HOME:
          'compiled code and the replayed totals of long sheets are kept in its tafel folder (else ~/.cache/tafel)',
        TAFEL_CODE_CACHE: '0: no code cache',
      },
      exitStatus: {
        '0': 'done',
        '1': 'refused by the rules or the store (a well-formed value the rules refuse, a broken file)',
        '2': "usage error (an unknown command or option, a value not of its flag's kind)",
        '130': 'interrupted (Ctrl-C); every saved deal is on disk',
      },
      seeAlso: "tafel help <command>; the guide README.md and the manual in docs/ of tafel's repository.",
    },
  },
  /** `tafel games`: the table of each rule set's settings. */
  games: {
    head: ['setting', 'default', 'values', 'meaning'],
    default: ' (default)',
    /** A setting's values as declared (English); the literal values (on, off, none...) are what one types. */
    values: (values: string): string => values,
    change: (game: string) => `Change a value for one sheet with 'tafel new ${game} --set key=value'.`,
    /** The listing of `tafel games` without a game: a row per game. */
    listHead: ['game', 'players', 'rule sets', 'what it is'],
    /** Marks the default rule set in the listing. */
    defaultMark: '*',
    /** The listing's head when the rule sets and players are stacked under the game (a narrow screen). */
    listHeadStacked: 'game, players, rule sets; what it is',
    // One line at 80 columns: the listing fits an 80x24 screen.
    listFoot: "* default. House rules: 'tafel games <game>'; the rules: 'tafel rules <game>'.",
  },
  /** `tafel rules`: the words a topic is listed under, tried in order (one that finds the topic wins; else its id). */
  rules: {
    topicNames: {} as Record<string, string[]>,
  },
  /** Usage errors found by the command-line parser (commander), in the user's language. */
  usage: {
    hint: " ('tafel --help' lists the commands)",
    commandHint: (cmd: string) => ` ('tafel ${cmd} --help' lists its options)`,
    /** A command without options of its own (`undelete`, `season standings`): its help shows how it is used. */
    usageHint: (cmd: string) => ` ('tafel ${cmd} --help' shows how to use it)`,
    subcommandHint: (cmd: string) => ` ('tafel ${cmd} --help' lists its commands)`,
    unknownCommand: (cmd: string) => `unknown command '${cmd}'`,
    unknownOption: (opt: string) => `unknown option '${opt}'`,
    /** What a usage error most likely meant, after it (`unknown command 'drawx'; did you mean 'draw'?`). */
    didYouMean: (meant: readonly string[]) => `; did you mean ${oneOf(meant.map((m) => `'${m}'`))}?`,
    /**
     * The (sub)command a mistyped one most likely meant, each given by its path (`event draw`, `evening`): its last
     * word, as typed after the command before it. Dutch names a club-evening command by its Dutch name (`loting`).
     */
    meantCommand: (paths: readonly string[]) =>
      `; did you mean ${oneOf([...new Set(paths.map((p) => `'${p.split(' ').at(-1)}'`))])}?`,
    /** An unknown option of `record` near none of the sheet's game's flags: those flags. */
    gameFlags: (game: string, flags: readonly string[]) => `; ${game}'s flags are ${flags.join(' ')}`,
    missingArgument: (arg: string, what?: string, example?: string) =>
      `missing required argument '${arg}'${what ? ` (${what})` : ''}${example ? `; for example: ${example}` : ''}`,
    optionMissingArgument: (opt: string) => `option '${opt}' needs a value`,
    /** An option the command cannot do without (`season excuse --event <id>`). */
    missingOption: (opt: string) => `required option '${opt}' is missing`,
    listWithSpaces: (option: string, typed: readonly string[], list: string) =>
      `${option} ${typed.join(' ')}: a list takes no spaces (the shell made ${typed.length} words of it); write ` +
      `${option} ${list}`,
    /** `bid`: the game's own bid of two words, none when the game is not known. */
    quoteBids: (bid?: string) => `; a bid of two words is one: put it in quotes${bid ? `, "${bid}"` : ''}`,
    excessArguments: (cmd: string, expected: string, got: string) =>
      `too many arguments for '${cmd}': expected ${expected}, got ${got}`,
  },
};
