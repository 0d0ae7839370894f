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
  /** The finished active sheet: opened, it offers reopen, edit, undo and a new sheet like it. */
  openFinished: (id: string) => `open ${id} (finished: reopen, edit, undo)`,
  quit: 'quit',
};
