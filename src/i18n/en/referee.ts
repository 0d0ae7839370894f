/** The messages of src/referee/, in English. nl/referee.ts has the same keys. */
export const referee = {
  calledOnly: (game: string) => `--called and --troela-lead are for Rikken only; ${game} has no called ace.`,
};
