/** How table mode starts (`tafel play` with no sheet open): the game, rules, players. nl/start.ts has the same keys. */
export const start = {
  whichGame: 'Which game?',
  whichRules: 'Which rules?',
  players: (count: string) => `Players in seating order, comma separated (${count}):`,
  stake: 'Stake (inzet), e.g. 0.10:',
  /** `example`: a key=value this game accepts at this table (none when no setting has one). */
  houseRules: (game: string, example: string | undefined) =>
    `House rules as key=value${example ? `, e.g. ${example}` : ''} ` +
    `('tafel games ${game}' lists them; enter for none):`,
  firstDealer: 'Who deals first?',
  noPlayers: (count: string) => `Name the players, comma separated (${count}).`,
  newSheet: (id: string) => `New sheet ${id} (now active).`,
  activeFinished: (id: string) => `The active sheet ${id} is finished.`,
  whichSheet: 'Which sheet?',
  startNew: 'start a new sheet',
  open: (id: string) => `open ${id}`,
  /**
   * The finished active sheet, named with what its list offers (play/loop.ts actionChoices): reopen, edit (`edits`:
   * it has a deal) and a new sheet like it; undo only once reopened.
   */
  openFinished: (id: string, edits: boolean) => `open ${id} (finished: reopen,${edits ? ' edit,' : ''} new sheet)`,
  quit: 'quit',
};
