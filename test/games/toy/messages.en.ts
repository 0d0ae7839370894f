export const en = {
  name: 'Hoogkaart',
  summary: 'A toy game of high card: whoever holds the highest card wins the deal.',
  flags: {
    by: { help: 'who won the deal, e.g. --by Ann', word: 'the winner' },
    card: { help: 'the card that won, e.g. --card AH', word: 'the winning card' },
  },
  flow: {
    contract: (dealer: string) => `Deal by ${dealer}: who won?`,
    winner: (player: string) => `${player} won`,
    pas: 'pass: nobody played',
    card: (player: string) => `Which card won it for ${player}? (e.g. AH; enter for none)`,
  },
  even: 'even: the winner takes the stake from each other player',
  bonus: 'bonus: only the winner scores, the stake once',
  stake: 'stake: what one deal is worth',
  which: 'Which contract? e.g. "tafel record win --by Ann", or "tafel record pas".',
  who: 'Who won? Name one player with --by.',
  badCard: (card: string) => `--card ${card} is no card: give its rank and suit, e.g. --card AH.`,
  won: (p: string, card: string | undefined) => (card === undefined ? `${p} won` : `${p} won with ${card}`),
  pas: 'pass',
  noEvents: 'it is a test game',
};
