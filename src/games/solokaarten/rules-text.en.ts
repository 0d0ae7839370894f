import type { GameText, Topic } from '../../core/topic.js';

// Written in our own words from the source documents; the facts are theirs, the sentences are not.
// Sources are named as a reader can find them (publisher and document), never as files of ours.
const SOURCE =
  '"Uitleg spelregels Solokaarten", a Pannerden (Liemers) community website, rules supplied by Chera Bekker';
const tables = () => import('./tables.js');
// The point tables' words come from this language's catalogue, loaded only when a table is shown.
const words = async () => (await import('./messages.en.js')).en;

const liemers: Topic[] = [
  {
    id: 'overview',
    title: 'Solokaarten in short',
    aliases: ['intro', 'about', 'solo kaarten', 'liemers', 'rules', 'regels'],
    source: SOURCE,
    text: `Solokaarten is a card game from the Liemers, the region around Pannerden in the east of the Netherlands, where it is played at card evenings next to klaverjassen and jokeren. Its rules were hard to find anywhere, so local players wrote them down.

Four, five or six players take part with a piquet deck (7 up to the ace). The players bid how many tricks they think they can take; whoever ends with the highest bid "has the pot" and plays alone against all the others. Three special cards rank above every other trump: the queen of clubs (the Oud), the 7 of trumps (the Spits) and the queen of spades (the Bats).

Only the pot holder scores: plus the points of his bid when he makes it, minus the same when he fails ("nat"). The points in the tricks do not count, unlike in klaverjassen.`,
    see: ['setup', 'card-order', 'bidding', 'scoring'],
  },
  {
    id: 'setup',
    title: 'Deck, first dealer and dealing',
    aliases: ['dealing', 'deal', 'delen', 'deck', 'kaarten', 'cards', 'piket', 'piquet', 'dealer'],
    source: SOURCE,
    text: `- The deck is a piquet deck: 7, 8, 9, 10, jack, queen, king and ace in four suits, no joker. With four players the 8s and the 9 of diamonds and the 9 of hearts are taken out as well.
- Usually the queen of clubs (the Oud) is put aside before dealing: see oud-in-de-lamp.
- The first dealer is found by drawing cards: the highest card (ace high, 7 low) deals.
- Play goes clockwise. Each player gets his cards in two packets (table below).
- The one card left after dealing is laid face up on the table: that is the kijk.
- After each deal the player after the dealer becomes the new dealer.`,
    tables: async () => (await tables()).deckTable((await words()).tables),
    see: ['kijk', 'oud-in-de-lamp', 'bidding'],
  },
  {
    id: 'card-order',
    title: 'Card order and the three specials (Oud, Spits, Bats)',
    aliases: [
      'kaartvolgorde',
      'card order',
      'troef',
      'trumps',
      'oud',
      'spits',
      'bats',
      'klaverenvrouw',
      'schoppenvrouw',
      'klaveren vrouw',
      'schoppen vrouw',
    ],
    source: SOURCE,
    text: `In the trump suit the order is unusual. The three highest cards are always trumps, whatever suit is trump:

- the Oud: the queen of clubs;
- the Spits: the 7 of the trump suit;
- the Bats: the queen of spades.

Then follow the trump ace, king, queen, jack, 10, 9 and 8. The trump queen only appears in this row when hearts or diamonds are trump: with clubs or spades as trump, that queen is already the Oud or the Bats.

In the suits that are not trump the usual order holds: ace high down to 7.`,
    tables: async () => (await tables()).trumpOrderTable((await words()).tables),
    see: ['play', 'oud-in-de-lamp'],
  },
  {
    id: 'bidding',
    title: 'Bidding for the pot',
    aliases: ['bieden', 'bid', 'bod', 'pot', 'de pot', 'heeft de pot', 'pot holder', 'auction'],
    source: SOURCE,
    text: `The player after the dealer opens. A bid is the number of tricks a player thinks he can take: solo, slag or doe. Clockwise, every other player either bids higher or passes. When everyone has had a turn the opener may bid again (always above the bid on the table) or pass, and so it goes round until all players but one have passed. The one left with the highest bid "has the pot". If everybody passes, the cards are dealt again.

- The first bid must be a solo, unless the opener expects to make a doe straight away: then he may open with doe.
- A bid can be refined: eerste, zonder kijk, zonder Oud (see those topics and ranking).

Example 1: player 1 deals. Player 2 bids solo, player 3 slag, and player 2 then says "eerste slag". If the others pass, player 2 has won the bidding.

Example 2: player 1 deals. Player 2 opens with doe, player 3 passes, player 4 bids doe zonder kijk. Player 1 goes one better with doe zonder Oud; if all others pass now, player 1 has the pot.

The pot holder then names trump and decides whether to take the kijk.`,
    see: ['ranking', 'solo', 'slag', 'doe', 'eerste'],
  },
  {
    id: 'ranking',
    title: 'Which bid is higher',
    aliases: ['rangorde', 'rank', 'order', 'hoger', 'higher'],
    source: SOURCE,
    text: `Bids are compared in three steps:

- First the level: solo below slag below doe.
- At the same level, the handicap: none, then zonder kijk, then zonder Oud, then zonder kijk and zonder Oud together.
- At the same level and handicap, eerste beats a plain bid.

So eerste slag beats slag, doe zonder kijk beats eerste doe, and doe zonder Oud beats doe zonder kijk. The refinements change the order of the bids only, never the points.

Referee: tafel judge rank solokaarten "doe zonder-kijk" "eerste doe"`,
    see: ['bidding', 'eerste', 'zonder-kijk', 'zonder-oud'],
  },
  {
    id: 'solo',
    title: 'Solo: the lowest bid',
    aliases: ['solo bod'],
    source: SOURCE,
    text: `The bid that normally opens. The pot holder needs 4 tricks with four or five players, or 3 tricks with six. It is worth 3 points: +3 when made, -3 when nat.

Record it as: tafel record solo --by Bert --tricks 4`,
    see: ['slag', 'doe', 'scoring'],
  },
  {
    id: 'slag',
    title: 'Slag: the middle bid',
    aliases: ['slag bod'],
    source: SOURCE,
    text: `The pot holder needs 5 tricks with four or five players, or 4 tricks with six. It is worth 4 points: +4 when made, -4 when nat. Example: Ann plays slag and takes 5 tricks: Ann +4.

Record it as: tafel record slag --by Ann --tricks 5`,
    see: ['solo', 'doe', 'scoring'],
  },
  {
    id: 'doe',
    title: 'Doe: every trick',
    aliases: ['doe bod', 'all tricks', 'alle slagen'],
    source: SOURCE,
    text: `The highest bid: the pot holder needs every trick of the deal, 6 tricks with four or five players or 5 with six. It is worth 6 points: +6 when made, -6 when nat. It is the one bid a player may open with instead of a solo. Example: Ann plays doe zonder Oud and takes only 5 tricks: she is nat, Ann -6.

Record it as: tafel record doe --by Ann --tricks 5 --zonder-oud`,
    see: ['solo', 'slag', 'scoring'],
  },
  {
    id: 'eerste',
    title: 'Eerste: winning a tie of equal bids',
    aliases: ['first', 'eerste slag', 'eerste doe', 'eerste solo'],
    source: SOURCE,
    text: `A bid can be made "eerste" (first). With bids that are otherwise the same, the player sitting earlier in the round, whose turn comes sooner after the dealer, wins. In the ranking eerste sits just above the plain bid of the same level and handicap, and below any bid with a bigger handicap: doe zonder kijk beats eerste doe.

It changes nothing in the points.

Record it with --eerste, or as words: tafel record eerste slag --by Cis --tricks 5`,
    see: ['ranking', 'bidding'],
  },
  {
    id: 'zonder-kijk',
    title: 'Zonder kijk: without the open card',
    aliases: ['zonder de kijk', 'without kijk', 'no kijk'],
    source: SOURCE,
    text: `A bid "zonder kijk" promises to make the tricks without using the open card (the kijk): the pot holder may not take it. That makes the bid higher than the same bid without the handicap, and higher than its eerste form, but lower than zonder Oud.

It changes nothing in the points.

Record it with --zonder-kijk, or as words: tafel record doe zonder kijk --by Dirk --tricks 6`,
    see: ['kijk', 'zonder-oud', 'ranking'],
  },
  {
    id: 'zonder-oud',
    title: 'Zonder Oud: without the queen of clubs',
    aliases: ['zonder de oud', 'without oud', 'no oud'],
    source: SOURCE,
    text: `A bid "zonder Oud" promises to make the tricks without the queen of clubs, the highest card of the game, which the pot holder would otherwise get from the lamp. It ranks above zonder kijk; zonder kijk and zonder Oud together is the highest handicap of a level.

It changes nothing in the points. When the sheet deals the Oud normally (oud-in-lamp=off) there is no Oud to do without, and tafel refuses the refinement.

Record it with --zonder-oud: tafel record doe --by Ann --tricks 4 --zonder-oud`,
    see: ['oud-in-de-lamp', 'zonder-kijk', 'ranking'],
  },
  {
    id: 'kijk',
    title: 'The kijk: the open card',
    aliases: ['kijkkaart', 'open card', 'open kaart'],
    source: SOURCE,
    text: `After the deal one card is left over; it lies face up on the table for everyone to see. That card is the kijk.

The pot holder may take the kijk into his hand, or leave it, depending on what he bid. If he takes it, he lays one card of his hand away, face down. Whoever bid zonder kijk may not take it.`,
    see: ['zonder-kijk', 'setup', 'oud-in-de-lamp'],
  },
  {
    id: 'oud-in-de-lamp',
    title: 'Oud in de lamp: the queen of clubs set apart',
    aliases: ['oud in lamp', 'in de lamp', 'lamp', 'oud-in-lamp', 'de oud', 'queen of clubs'],
    source: SOURCE,
    text: `It is the custom to take the queen of clubs (the Oud) out of the deck before dealing and put it "in the lamp": it lies apart and always belongs to the pot holder's game, unless he bid zonder Oud.

- A pot holder who plays with the Oud lays one more card of his hand away, face down (on top of any card for the kijk). So he holds one card fewer in his hand: 5 instead of 6 with four or five players.
- When he wants to play the Oud, he points at it instead of picking it up, so that trick has one card fewer lying in the middle.

A variant deals the queen of clubs with the other cards. A sheet plays that variant with --set oud-in-lamp=off; zonder Oud cannot be bid then.`,
    see: ['zonder-oud', 'kijk', 'card-order'],
  },
  {
    id: 'play',
    title: 'Playing the tricks',
    aliases: [
      'spelen',
      'slagen',
      'tricks',
      'trick',
      'uitkomen',
      'lead',
      'bekennen',
      'introeven',
      'ondertroeven',
      'undertrump',
      'voorop',
    ],
    source: SOURCE,
    text: `- The pot holder names the trump suit and settles the kijk and the Oud first.
- The player after the dealer ("voorop") leads the first trick. He may lead any suit except trump, unless he is the pot holder himself: then he may lead trump.
- Follow suit if you can.
- If you cannot, you may trump, but you do not have to.
- Undertrumping, playing a trump below one already in the trick, is not allowed unless you have nothing else or you are following suit.
- The highest trump wins (the Oud, Spits and Bats count as trumps), otherwise the highest card of the suit led. The winner leads the next trick with any suit, trump included, until all cards are played.

Referee: tafel judge play solokaarten --trump H --hand "QC,7H,AS" --trick "KS" --pot-holder (the Oud is in the hand of the pot holder only); for a lead, --trick-no says which trick it is (1, the opening trick, unless given)`,
    see: ['card-order', 'scoring', 'revoke'],
  },
  {
    id: 'revoke',
    title: 'Revoke (verzaken)',
    aliases: ['verzaken', 'verzaakt', 'renege', 'niet bekennen'],
    source: SOURCE,
    text: `Not following suit when you could, or undertrumping where the play topic forbids it, is a revoke (verzaken). Trumping is never a duty in this game, so not trumping is no revoke.

tafel has no penalty for it: record the tricks as the table settles the deal, made or nat. Example: tafel record slag --by Ann --tricks 5`,
    see: ['play', 'scoring'],
  },
  {
    id: 'scoring',
    title: 'Scoring: made or nat',
    aliases: ['punten', 'points', 'score', 'nat', 'puntentelling', 'telling'],
    source: SOURCE,
    text: `At the end of the deal the only question is whether the pot holder made his bid.

- Made (at least the tricks needed): he gets the points of the bid.
- Not made: he is "nat" and loses the same number of points.
- Everybody else, including those who passed, gets nothing and loses nothing. So the scores do not add up to zero, and a total can go below zero.
- The points in the tricks are never counted.

Examples with the default values (Ann, Bert, Cis, Dirk): Ann slag, 5 tricks: Ann +4. Ann doe zonder Oud, 5 tricks: Ann -6. With six players Bert solo, 3 tricks: Bert +3.

A house may change a bid's value per sheet, e.g. --set doe=8.

The source names no end of the game: a sheet runs until tafel finish closes it, or, with the option deals (1 to 100; none is the default), after that many deals; a pass (pas) does not count. The highest total then wins; equal highest totals share the win. Example: tafel new solokaarten --players Ann,Bert,Cis,Dirk --set deals=16`,
    tables: async (s) => (await tables()).bidsTable(s, (await words()).tables),
    see: ['solo', 'slag', 'doe'],
  },
  {
    id: 'pas',
    title: 'Everybody passes',
    aliases: ['passen', 'pass', 'redeal', 'opnieuw delen'],
    source: SOURCE,
    text: `If nobody bids, the cards are shuffled and dealt again; nobody scores. Record it as tafel record pas. In tafel the same dealer deals again; after a played deal the player after the dealer takes over.`,
    see: ['bidding', 'setup'],
  },
];

export const text: GameText = { game: 'solokaarten', lang: 'en', name: 'Solokaarten', ruleSets: { liemers } };
