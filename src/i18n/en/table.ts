/** The messages of src/play/, in English. nl/table.ts has the same keys. */
export const table = {
  presetNoPlayers: (name: string) =>
    `Preset ${name} has no players: start it with 'tafel new --preset ${name} --players ...'.`,
  /**
   * How table mode says a command-line refusal, where nobody types flags (steps.ts inWords; each flag's
   * word is the game's `flags.*.word` or the shell's `flags`). "--tricks is missing: how many tricks did
   * Ann take? e.g. --tricks 8." reads "The tricks are missing: how many tricks did Ann take? e.g. 8."
   */
  inWords: {
    /** The word before an example: the example then shows the value only, as it is typed in table mode. */
    eg: 'e.g.',
    /** A value named with its flag ("give --points 162"): "give 162 for the card points". */
    valueFor: (value: string, word: string) => `${value} for ${word}`,
    /** `--set key=value`: a house rule as the new-sheet question takes it. */
    houseRule: (pair: string) => `the house rule ${pair}`,
    /** A typed line as an example ("tafel record pas"): what is typed at the contract question. */
    line: (words: string) => `"${words}"`,
    /** A flag for one player ("--tricks for Ann"): "the tricks of Ann". */
    of: (word: string, player: string) => `${word} of ${player}`,
    and: 'and',
    or: 'or',
    /** What a refusal of a stray word offers a command line; words typed in answer have no flags to use. */
    orFlag: ' or use a flag',
    /** Whether a flag's word is plural ("the tricks", "the card points"; not "the queen of spades"). */
    plural: (word: string) => /[^s]s$/.test(word.split(/ (?:of|in) /)[0]),
    /** A verb after a flag that is the subject, for a plural word: "the card points need". */
    verbs: { is: 'are', does: 'do', needs: 'need', lists: 'list', names: 'name', takes: 'take', says: 'say' } as Record<
      string,
      string
    >,
  },
};
