import type { Text } from '../lang.js';

/** The messages of src/referee/, in English. nl/referee.ts has the same keys. */
export const referee = {
  noTrump: (game: string) => `${game} has no trump: leave --trump out.`,
  noRanking: (game: string) => `${game} has no ranking of bids.`,
  isAlwaysPlayedWith: (game: string) =>
    `${game} is always played with a trump suit: --trump none does not apply; name the suit, e.g. --trump H.`,
  isNotInThe: (v: string, game: string, d: Text) => `${v} is not in the ${game} deck: ${d.en}.`,
  cardTwice: (c: string, a: 'hand' | 'trick', b: 'hand' | 'trick') =>
    `${c} is given ${a === b ? `twice in the ${a}` : 'in the hand and in the trick'}, but each card exists ` +
    `only once: check the cards.`,
  /** `question`: the judge command asked (rank, trick, play), whose house rules `keys` are. */
  optionNotJudged: (key: string, game: string, keys: readonly string[], question: 'rank' | 'trick' | 'play') =>
    `--set ${key} changes nothing judge ${question} answers in ${game}; the options it reads are ${keys.join(', ')}.`,
  setDoesNotApply: (game: string, question: 'rank' | 'trick' | 'play') =>
    `--set does not apply to judge ${question} in ${game}: no house rule of these rules changes ` +
    `${{ rank: 'which bid is higher', trick: 'who wins a trick', play: 'what may be played' }[question]}.`,
  whichCardsListThe: 'Which cards? List the trick in playing order, the first led: e.g. 10H JH AH 9S.',
  potHolderIsFor: (game: string) => `--pot-holder is for Solokaarten only; ${game} has no pot holder.`,
  calledOnly: (game: string) => `--called and --troela-lead are for Rikken only; ${game} has no called ace.`,
  handIsMissingList: '--hand is missing: list the cards in your hand, e.g. --hand "7H,KS,AD".',
  handNoCards: (typed: string) =>
    `--hand "${typed}" lists no card: list the cards in your hand, e.g. --hand "7H,KS,AD".`,
  calledOneCard: (typed: string) =>
    `--called takes one card, the called ace (or a king), not "${typed}": e.g. --called AD.`,
  theTrickAlreadyHolds: (players: number) =>
    `The trick already holds ${players} cards, one for each player: it is complete, and nobody plays to it any more.`,
  trumpMissing: (optional: boolean) =>
    `--trump is missing: name the trump suit, e.g. --trump H` +
    `${optional ? ' (or --trump none for a deal without trump)' : ''}.`,
  /** `seats`: true where a flag sets the table size, the sheet's id where the sheet does. */
  trickTooLong: (players: number, cards: number, seats: true | string | undefined) =>
    `A trick has one card per player, so at most ${players} here, not ${cards}` +
    (seats === true
      ? ' (--player-count, or the names of --players, sets the table size).'
      : seats
        ? ` (sheet ${seats} seats ${players}).`
        : '.'),
  countNotWhole: (min: number, max: number, value: string) =>
    `--player-count must be ${min === max ? min : `a whole number from ${min} to ${max}`}, not "${value}".`,
  /** `few`: fewer than the table seats, so players are missing; else too many, or no count at all. */
  tableOf: (game: string, n: string, min: number, max: number, few: boolean) =>
    `The referee judges ${game} at a table of ${min === max ? min : `${min} to ${max}`} players, not ${n}: give ` +
    `${few ? 'all' : 'only'} the players who hold cards in this deal.`,
  handTooBig: (game: string, max: number, players: number, cards: number, sizes: boolean) =>
    `A hand in ${game} holds at most ${max} cards${sizes ? ` with ${players} players` : ''}, not ${cards}.`,
  handTooBigAt: (trickNo: number, game: string, left: number, cards: number) =>
    `At trick ${trickNo} a hand in ${game} holds at most ${left} card${left === 1 ? '' : 's'}, not ${cards}: ` +
    `check --hand or --trick-no.`,
};
