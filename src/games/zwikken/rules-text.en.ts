import type { GameText, Topic } from '../../core/topic.js';
import { ruleBook } from '../../i18n/en/ruleBook.js';

// Written in our own words from the source documents; the facts are theirs, the sentences are not.
// Sources are named as a reader can find them (publisher and document), never as files of ours.
const SOURCE = 'The Game Room, "Spelregels Zwikken"';
// Where tafel decided what the source leaves open (who antes when, what a loser pays).
const NOTES = ruleBook.notes();
const tables = () => import('./tables.js');
// The point tables' words come from this language's catalogue, loaded only when a table is shown.
const words = async () => (await import('./messages.en.js')).en;

const standard: Topic[] = [
  {
    id: 'overview',
    title: 'Zwikken in short',
    aliases: ['intro', 'about', 'pot game', 'rules', 'regels'],
    source: SOURCE,
    text: `Zwikken is a quick Dutch gambling game with a pot. It uses only the tens, jacks, queens, kings and aces, and every player gets just three cards. House rules differ from region to region; tafel follows the common ones.

Everyone first pays the agreed stake (inzet) into the pot. After the deal each player says whether he wants to play for the pot (vragen, "asking") or passes. An asker who ends with the most card points takes the whole pot; askers who lose must pay into it. Players who passed try to keep the askers' points as low as they can, because once the pot is emptied, everyone has to put in a fresh stake.

The extras that make the game: the zwik (three cards of one rank wins at once), the troef tien (the ten of trumps may be swapped for the turned card) and zoeken (the dealer turns a new trump when everybody passed).

tafel keeps the sheet as a money ledger: the pot, and what every player has won or paid, to the cent.`,
    see: ['setup', 'bidding', 'scoring', 'zwik'],
  },
  {
    id: 'setup',
    title: 'Cards, stake and dealing',
    aliases: ['dealing', 'deal', 'delen', 'kaarten', 'cards'],
    source: SOURCE,
    text: `- The pack: 20 cards, the 10, jack, queen, king and ace of each suit.
- Players: 2 to 6, most often 4.
- The stake (inzet) is agreed before play starts. Each player puts one stake into the pot.
- The dealer gives every player three cards, going clockwise, and then turns up the next card: its suit is trump.

Start a sheet with the stake: tafel new zwikken --players Ann,Bert,Cis,Dirk --stake 0.10`,
    see: ['pot', 'bidding'],
  },
  {
    id: 'bidding',
    title: 'Asking or passing (vragen of passen)',
    aliases: ['vragen', 'ask', 'asking', 'bieden', 'ik vraag beter', 'vraag beter'],
    source: SOURCE,
    text: `With the cards dealt and the stakes in, the players say in turn whether they want to play (vragen, "I ask") or pass. Asking tells the table you have cards good enough to go for the pot.

- When several players want to ask, the later ones say "ik vraag beter" (I ask better), and then "ik vraag nog beter".
- As soon as somebody has asked, there is one more round, so that players who passed at first can still come in. That is typically what a player with a zwik waits for.
- If everybody passes, the dealer may search for a new trump (zoeken).

On the sheet the askers are listed with --askers, e.g. tafel record --askers Ann,Bert --winner Ann`,
    see: ['zwik', 'zoeken', 'troef-tien', 'pas'],
  },
  {
    id: 'play',
    title: 'Playing the three tricks',
    aliases: [
      'spelen',
      'slagen',
      'tricks',
      'trick',
      'uitkomen',
      'bekennen',
      'introeven',
      'ondertroeven',
      'undertrump',
      'troef',
      'trump',
    ],
    source: SOURCE,
    text: `- The player to the dealer's left leads the first trick.
- Follow suit when you can.
- When you cannot, you MUST trump.
- Undertrumping (a trump lower than one already in the trick) is not allowed, unless you have no other choice: when you cannot go over the trump in the trick, play another card; only a hand of nothing but lower trumps undertrumps. Referee: tafel judge play zwikken --trump H --hand "JH,AD" --trick "AS,KH" (AD).
- The highest trump wins the trick; without a trump, the highest card of the suit led. The winner leads the next trick.

Within a suit the cards rank ace, king, queen, jack, ten.`,
    see: ['card-points', 'troef-tien', 'revoke'],
  },
  {
    id: 'revoke',
    title: 'Revoke (verzaken)',
    aliases: ['verzaken', 'verzaakt', 'renege', 'niet bekennen'],
    source: `${SOURCE}; ${NOTES}`,
    text: `Not following suit when you could, not trumping when you must, or undertrumping while you held another card (see play), is a revoke (verzaken).

tafel has no penalty for it: record the deal as the table settles it, with the card points, the winner or a tie. Example: tafel record --askers Ann,Bert --winner Ann`,
    see: ['play', 'card-points'],
  },
  {
    id: 'card-points',
    title: 'Card points and who wins the deal',
    aliases: ['punten', 'points', 'kaartpunten', 'winner', 'winnaar', 'gelijkspel', 'tie', 'puntentelling'],
    source: SOURCE,
    text: `When all three tricks are played, every player counts the points in the tricks he took: ace 4, king 3, queen 2, jack 1, ten 0.

- The player with the most points wins the deal.
- If two or more players share the highest count, nobody wins: everyone has lost this deal.
- A zwik held by an asker wins regardless of points.

Record it with each player's card points (the winner follows from them), or name the winner: tafel record --askers Ann,Bert --points Ann=9,Bert=4,Cis=2,Dirk=0, or --winner Ann, or --tie.`,
    tables: async () => (await tables()).cardPointsTable((await words()).tables),
    see: ['scoring', 'zwik'],
  },
  {
    id: 'zwik',
    title: 'Zwik: three of a kind',
    aliases: ['zwikken', 'three of a kind', 'drie gelijke', 'drie dezelfde'],
    source: SOURCE,
    text: `A player whose three cards have the same rank (three kings, say) has a zwik, and a zwik wins the deal outright. He simply asks, and then shows his cards; the other askers have lost. If more than one asker holds a zwik, the one with the highest cards wins (ace, king, queen, jack, ten).

A common trick is to pass at first with a zwik: if someone else asks, you ask in the second round and catch him. A search for a new trump also gives you a chance. The risk: if everybody passes and the dealer does not search, the deal is gone and the gamble failed.

Record it with --zwik: tafel record --askers Bert,Dirk --zwik Dirk. When several askers had one: --zwik Ann=A,Bert=K (the highest rank wins).`,
    see: ['bidding', 'scoring', 'troef-tien'],
  },
  {
    id: 'troef-tien',
    title: 'Troef tien: swapping the ten of trumps',
    aliases: ['troef 10', 'troeftien', 'trump ten', 'ten of trumps', 'ik ken hem', 'ruilen', 'swap'],
    source: SOURCE,
    text: `Whoever holds the 10 of trumps may exchange it for the turned-up trump card. He must do so before he puts a card on the first trick. After a search he may take any of the trump cards that were turned up.

He makes it known while the players ask or pass, by saying "ik ken hem" (I know it) followed by "en ik pas" or "en ik vraag". He can also say he is waiting for a better one: he hopes the dealer searches and turns up a card that, swapped for his ten, would give him a zwik.`,
    see: ['zoeken', 'zwik', 'bidding'],
  },
  {
    id: 'zoeken',
    title: 'Zoeken: searching a new trump',
    aliases: ['search', 'searching', 'zocht', 'nieuwe troef', 'new trump'],
    source: SOURCE,
    text: `When every player has passed, the dealer may, if he wants, turn up a new trump card. This is called zoeken (searching), and it may happen twice in a deal.

- The first search costs every player one stake into the pot; the second search is free.
- If the card turned up is of a trump suit that was already turned before, everyone is obliged to pass.
- Each search turns one of the cards left after dealing: with six players 18 of the 20 cards are dealt and one is turned for trump, so only one search is possible.

Record the searches with --searched: tafel record pas --searched 1 when everybody still passed after one search, or --searched 1 on a played deal.`,
    see: ['pot', 'pas', 'troef-tien'],
  },
  {
    id: 'pot',
    title: 'The pot and the stake',
    aliases: ['inzet', 'stake', 'ante', 'pot leeg', 'empty pot', 'ledger', 'kas', 'share pot'],
    source: `${SOURCE}; ${NOTES}`,
    text: `The pot holds the stakes. tafel keeps it deal by deal, in whole cents of the stake's currency.

- At the first deal, and whenever a deal starts with an empty pot, every player pays one stake in.
- A first search adds one stake per player; a second search adds nothing.
- The winner, if he asked, takes everything in the pot; askers who lose pay in (see scoring).
- The pot plus all the players' balances always add up to zero: money only moves between players and the pot.

At the end of the evening the sheet shows each player's balance and what is left in the pot. tafel finish --share-pot shares what is left equally; cents that do not divide go to the players in seating order, starting with the first.

Example, four players, stake 0.10: deal 1, everyone antes and the pot holds 0.40; Ann and Bert ask and Ann has the most points: Ann takes 0.40 and Bert pays 0.40. Balances: Ann +0.30, Bert -0.50, Cis -0.10, Dirk -0.10, pot 0.40.`,
    see: ['scoring', 'zoeken'],
  },
  {
    id: 'scoring',
    title: 'Who takes the pot and who pays',
    aliases: ['betalen', 'pay', 'payments', 'betalingen', 'uitbetalen', 'loser pays', 'verliezer betaalt', 'score'],
    source: `${SOURCE}; ${NOTES}`,
    text: `After the tricks:

- The winner is the asker with a zwik (the highest zwik if there are several); otherwise the player with the most card points; with a tie for the most points there is no winner.
- A winner who asked takes the whole pot. A winner who had passed takes nothing.
- Every asker who did not win pays into the pot. How much is the sheet option loser-pays: pot (the default: the same amount the pot held when the deal was played, before the winner emptied it) or stake (one stake).
- Players who passed neither get nor pay anything more, although their ante may be gone.
- If the pot is empty after the deal, the next deal starts with a fresh stake from everyone.

Example, stake 0.10, the pot holds 0.40 after deal 1: in deal 2 only Cis asks and Dirk, who passed, has the most points. Nobody takes the pot, Cis pays 0.40 and the pot grows to 0.80.`,
    tables: async (s) => (await tables()).ledgerTable(s, (await words()).tables),
    see: ['pot', 'card-points', 'zwik'],
  },
  {
    id: 'pas',
    title: 'Everybody passes',
    aliases: ['passen', 'pass', 'rondpas', 'all pass'],
    source: SOURCE,
    text: `If all players pass, the dealer may search for a new trump (zoeken), at most twice. If they all pass again, or he does not search, nothing is played and nobody pays anything more for this deal; the stakes stay in the pot for the next deal.

Record it as tafel record pas, with --searched 1 or 2 when the dealer searched. In tafel the deal then passes to the next dealer.`,
    see: ['zoeken', 'bidding'],
  },
];

export const text: GameText = { game: 'zwikken', lang: 'en', name: 'Zwikken', ruleSets: { standard } };
