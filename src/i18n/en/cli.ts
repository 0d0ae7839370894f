/** The messages of src/cli/, in English. nl/cli.ts has the same keys. */
export const cli = {
  /** `langs`: the languages tafel speaks, listed (en, nl). */
  givenTwice: (flag: string) => `${flag} is given twice: give it once, with the value you mean.`,
  emptyDataDir: '--data-dir is empty: give the folder where sheets live, or leave out --data-dir for the default.',
  badLang: (given: string, langs: readonly string[]) => `--lang must be one of ${langs.join(', ')}, not "${given}".`,
  twoSheets: (id: string, flag: string) => `Two sheets named: ${id} and --sheet ${flag}. Give one.`,
  whichSheet: (command: string) =>
    `Which sheet? e.g. tafel ${command} today-kleurenwiezen ('tafel sheets' lists them).`,
  playersOrCount: 'Give --players or --player-count, not both.',
  /** judge trick/play `--players ""`. */
  playersEmpty:
    '--players is empty: give the players who hold cards by name, in seating order (e.g. --players ' +
    'Ann,Bert,Cis,Dirk), or only their number with --player-count.',
  /** judge trick/play --sheet: the sheet seats the table. */
  sheetSeats: (flag: string) =>
    `--sheet judges by that sheet's own table and its players: leave out ${flag} (or --sheet).`,
  playersAreNames: (n: string) =>
    `--players takes the names (e.g. --players Ann,Bert,Cis,Dirk,Eva); for only the number use --player-count ${n}.`,
  noCompletion: (shell: string) => `No completion for "${shell}": choose bash, zsh or fish.`,
  /** `tafel complete` used as anything but the completion scripts' `tafel complete -- <words>`. */
  completeHelper:
    "'tafel complete' is what the completion script asks, not a command: 'tafel completion <shell>' prints the " +
    'script (bash, zsh or fish).',
  internal: (message: string) =>
    `internal error: ${message}. This is a bug in tafel; run with DEBUG=tafel for details.`,
};
