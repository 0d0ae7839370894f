export const en = {
  name: 'Hoogkaart',
  summary: 'A toy game of high card: whoever holds the highest card wins the deal.',
  even: 'even: the winner takes the stake from each other player',
  bonus: 'bonus: only the winner scores, the stake once',
  stake: 'stake: what one deal is worth',
  which: 'Which contract? e.g. "tafel record win --by Ann", or "tafel record pas".',
  who: 'Who won? Name one player with --by.',
  won: (p: string) => `${p} won`,
  pas: 'pass',
};
