import type { GameText, Topic } from '../../core/topic.js';
import { ruleBook } from '../../i18n/en/ruleBook.js';

// The point tables' words come from this language's catalogue, loaded only when a table is shown.
const words = async () => (await import('./messages.en.js')).en;

// Written in our own words from the source documents; the facts are theirs, the sentences are not.
// Sources as a reader finds them (the same words in both languages), never our file paths.
const LODIGE = 'Flemish club rules "Kleurenwiezen – Spelregels"';
const CARDGAMES = 'cardgames.zone Kleurenwiezen rules';
const SPEC = ruleBook.notes();
const WH = 'Whisthub rules, whisthub.com/en/rules (Dutch: whisthub.com/nl/rules)';
const IW =
  'IWWA tournament rules and score sheet (whistiwwa.com), as the IWWA scorekeepers martijnckx/wiezen and KimDebroye/Wiezen-Score apply them';
const SEATS = 'mark-vandenbroeck/wiezen_score (five players) and GinoVanHoudt/wiezen rules (five or six)';

/** Five or six at the table: the same in every rule set, with the rule set's own deals and its own example. */
const players = (rules: string, deals: string): Topic => ({
  id: 'players',
  title: 'Five or six at the table',
  aliases: [
    'five',
    'six',
    'vijf',
    'zes',
    'zit stil',
    'zitstil',
    'sit out',
    'sitting out',
    '5 players',
    '6 players',
    'five players',
    'six players',
    'spelers',
  ],
  source: `${SEATS}; ${SPEC}`,
  text: `Kleurenwiezen is played by four, but a Flemish kitchen table often seats five or six. Then not everybody plays every deal:

- With five, the dealer sits out (zit stil): he deals but gets no cards.
- With six, the dealer and the player opposite him (three seats further in the order of --players) sit out.
- The four who play have an ordinary deal: 52 cards, 13 tricks, the same contracts and points.
- A player who sits out scores 0 for that deal, whatever happens; "the opponents" are only the players who play.
- After a pas the same dealer deals again, so the same players sit out again.

tafel shows a - in the sitter's column (never 0), says who sits out next ("Next to deal: Eva (sits out)"), and refuses a deal that names a player who sits out. ${deals}

Example: tafel new kleurenwiezen --rules ${rules} --players Ann,Bert,Cis,Dirk,Eva`,
  see: ['scoring', 'pas'],
});

const lodige: Topic[] = [
  {
    id: 'overview',
    title: 'Kleurenwiezen in short (lodige club rules)',
    aliases: ['intro', 'about', 'colour whist', 'rules', 'regels'],
    source: `${LODIGE}; ${SPEC}`,
    text: `Kleurenwiezen is the Belgian form of whist: popular above all in Belgium, though it travels beyond. Four players each get 13 cards of a 52-card deck, and every deal is 13 tricks. There are no fixed partners: the bidding decides, deal by deal, who plays with whom, or who plays alone against the other three.

The contracts run from "samen" (two players who together promise 8 or more tricks in a colour they choose) via solo, abondance, the miseries (take no trick), piccolo (take exactly one) and troel (three aces) up to soloslim (all thirteen tricks).

These are the rules of a Flemish club (the "lodige" rule set, the default in tafel). Their scoring is NOT zero-sum: a made contract adds points to the winners only, while a lost one costs the losers and pays their opponents. The columns of a sheet therefore rarely add up to zero, and that is correct.

Topics: setup, bidding, ranking, one per contract (samen, solo, abondance, kleine-miserie, piccolo, troel, grote-miserie, open-miserie, kleine-soloslim, soloslim), play, scoring, pas, revoke, jury.`,
    see: ['setup', 'bidding', 'ranking', 'scoring'],
  },
  {
    id: 'setup',
    title: 'Shuffling and dealing',
    aliases: ['dealing', 'deal', 'delen', 'geven', 'schudden', 'shuffle', 'dealer'],
    source: LODIGE,
    text: `The first dealer is the player to the left of whoever keeps the score, so that the scorekeeper's own column comes fourth on the sheet. The deal then passes on to the next player each time.

Between deals all the cards are gathered into one pile and shuffled at least once. The new dealer shuffles and lets the previous dealer cut.

- Deal 13 cards to each player. The standard packets are 4, 5, 4; dealing 4, 4, 5 is tolerated without a penalty.
- Packets of 6 and 7 are not allowed. There is no fine for it: the same dealer simply deals again.
- The last card is NEVER turned face up in Kleurenwiezen: trump is not set by the deal but by the contract (the colour a player proposes, or the one an abondance or troel player names).`,
    see: ['bidding', 'pas'],
  },
  {
    id: 'bidding',
    title: 'Bidding',
    aliases: ['bieden', 'bid', 'biedingen', 'pas troel', 'wachten', 'wait', 'opbieden'],
    source: LODIGE,
    text: `## The "pas troel" round
Before any real bid, every player in turn says "pas troel" (I have no troel). A player with three aces says "troel" instead; see the troel topic for what follows then.

## Then, clockwise from the dealer's left
When it is your turn you may:
- wait ("wachten"), but only as the first player to speak; later you can only join a colour or pass;
- propose a colour ("vragen"); the colours rank hearts, diamonds, clubs, spades, from high to low;
- join ("meegaan") a player who proposed a colour and has no partner yet; you need at least one card of that colour;
- propose a special game (solo, abondance, a miserie, piccolo, a soloslim);
- pass; after that you take no further part in the bidding.

## Colours and partners
- You may only propose a colour when somebody can still join you: a player who has not spoken yet, who waited, or who proposed a lower colour. Once any miserie has been proposed, no colour can be proposed.
- A player who proposed a lower colour may still join a higher one; the other way round is not allowed.
- Once a partner has joined you, you stay silent as long as that partner stays in. The joiner alone may raise the number of tricks for the two of them, or pass.
- When your turn comes again after proposing a colour, you may keep your colour (only while somebody can still join) or go solo. If you keep it, you are out of the bidding and can only hope for a partner; without one you must pass.
- If it is clear nobody will join you, or a kleine miserie has been proposed, you may go solo straight away, in any colour, when it is your turn again. Within the same round you may also propose a solo in another colour.

## Announcements that cannot wait
Abondance, kleine soloslim and soloslim must be announced in the first bidding round after the "pas troel" round; they cannot be brought up later.

The highest bid wins according to the ranking; if nobody bids, the cards are dealt again.`,
    see: ['ranking', 'troel', 'samen', 'solo', 'pas'],
  },
  {
    id: 'ranking',
    title: 'Ranking of the contracts (rangorde)',
    aliases: ['rangorde', 'rank', 'order', 'volgorde', 'hoger', 'higher'],
    source: `${LODIGE}; ${SPEC}`,
    text: `A bid must beat the one on the table. From the highest down:

- 1 soloslim (all 13 tricks)
- 2 kleine soloslim (12 tricks)
- 3 open miserie (grote miserie op tafel)
- 4 abondance 11
- 5 abondance 10
- 6 grote miserie
- 7 troel (9 tricks)
- 8 samen 13
- 9 abondance 9
- 10 solo 8
- 11 samen 12
- 12 piccolo
- 13 kleine miserie
- 14 samen 11
- 15 solo 7
- 16 samen 10
- 17 solo 6
- 18 samen 9
- 19 samen 8

Two equal samen, solo or abondance bids (the same contract for the same number of tricks): the one in the higher colour wins (hearts, then diamonds, clubs, spades); tafel judge rank needs both colours for that, e.g. "samen 8 harten" "samen 8 schoppen". A kleine soloslim or soloslim cannot be outbid by colour: the first player to bid it plays it.

The club's list is printed in two columns (left column top to bottom, then the right one); the order above is that reading.`,
    see: ['bidding', 'abondance', 'soloslim'],
  },
  {
    id: 'samen',
    title: 'Samen: two players together, 8 to 13 tricks',
    aliases: ['vragen', 'meegaan', 'vraag', 'samen spelen', 'ask', 'join', 'together', 'partner'],
    source: `${LODIGE}; ${SPEC}`,
    text: `One player proposes a colour (vragen), a second joins him (meegaan), and the two together must take the number of tricks bid: at least 8, at most 13. The colour proposed is trump.

The joiner must hold at least one card of the colour, and only he can raise the number of tricks for the pair. The other two players defend together.

Scoring (default table): made, each partner gets the base for the level plus 3 for every trick above it; all 13 tricks pay 30 each. Lost, each partner loses the base plus 3 per missing trick, and each opponent receives that same amount. Example: Bert and Dirk play samen 8 and take 9: Bert +10, Dirk +10, the others 0. With 7 tricks: Bert and Dirk -10 each, Ann and Cis +10 each.

Record it as: tafel record samen 8 --by Bert,Dirk --tricks 9 (vragen 8 is the same bid).`,
    see: ['bidding', 'solo', 'scoring'],
  },
  {
    id: 'solo',
    title: 'Solo: alone, 6 to 8 tricks',
    aliases: ['alleen', 'solo 6', 'solo 7', 'solo 8'],
    source: `${LODIGE}; ${SPEC}`,
    text: `One player promises to take 6, 7 or 8 tricks on his own, against the other three. The colour he chose is trump.

Usually a solo comes from a player who proposed a colour and found no partner: as soon as it is clear nobody will join, or once a kleine miserie is on the table, he may go solo at his next turn, even in another colour.

Tricks beyond 8 earn nothing extra. Scoring (default table): made, base (12, 15 or 21 for solo 6, 7, 8) plus 3 per trick above the bid, counting up to 8 tricks only. Lost, the player loses the base plus 3 per missing trick, and each opponent gets two thirds of that loss. Example: Ann solo 6 with 5 tricks: Ann -15, the three others +10 each. Ann solo 6 with 9 tricks: Ann +18, since the ninth trick does not count.

Record it as: tafel record solo 6 --by Ann --tricks 5`,
    see: ['samen', 'abondance', 'scoring'],
  },
  {
    id: 'abondance',
    title: 'Abondance: alone, 9 to 11 tricks, own trump',
    aliases: ['abundance', 'abondance 9', 'abondance 10', 'abondance 11'],
    source: `${LODIGE}; ${SPEC}`,
    text: `A player alone undertakes to take 9, 10 or 11 tricks with the colour he names as trump, and he leads the first trick himself.

- It must be announced in the first bidding round, right after the "pas troel" round.
- When two players want an abondance, a higher number of tricks beats a lower one; for the same number, the higher colour wins (hearts, diamonds, clubs, spades).
- Abondance 10 and 11 rank above grote miserie; abondance 9 ranks just below samen 13.
- Tricks beyond the bid earn nothing.

Scoring (default table): abondance 9, 10, 11 win or lose 30, 45, 60 for the player; when it is lost each opponent gets 20, 30, 40.

Record it as: tafel record abondance 9 --by Cis --tricks 10`,
    see: ['ranking', 'bidding', 'scoring'],
  },
  {
    id: 'kleine-miserie',
    title: 'Kleine miserie: no tricks, after one discard',
    aliases: ['kleine misere', 'small misery', 'little misery', 'petite misere'],
    source: `${LODIGE}; ${SPEC}`,
    text: `The player must take no trick at all. Before the first card is played, EVERY player lays one card aside face down, unseen by the others, so each plays with 12 cards. There is no trump.

Several players may bid kleine miserie in the same deal; each then plays it for himself, and each succeeds or fails on his own. The miseries cannot be mixed: a kleine miserie and a grote miserie are never played in the same deal. Once a kleine miserie has been proposed, nobody can propose a colour any more, and a player who had proposed one may switch to a solo.

Scoring (default table): 18 won or lost per player; for every player who fails, each non-player gets 12.

Record it as: tafel record kleine-miserie --by Ann,Bert --tricks Ann=0,Bert=1`,
    see: ['grote-miserie', 'piccolo', 'scoring'],
  },
  {
    id: 'piccolo',
    title: 'Piccolo: exactly one trick',
    aliases: ['picolo', 'one trick', 'een slag'],
    source: `${LODIGE}; ${SPEC}`,
    text: `The player must take exactly one trick: none is a failure, and so is two or more. There is no trump.

Several players may play piccolo in the same deal, each for himself. It ranks between samen 12 (above) and kleine miserie (below).

Scoring (default table): 27 won or lost per player; for every player who fails, each non-player gets 18.

Record it as: tafel record piccolo --by Ann,Cis --tricks Ann=1,Cis=2`,
    see: ['kleine-miserie', 'ranking', 'scoring'],
  },
  {
    id: 'troel',
    title: 'Troel: three aces and the fourth',
    aliases: ['troela', 'three aces', 'drie azen', 'vier azen', 'four aces'],
    source: `${LODIGE}; ${SPEC}`,
    text: `A player who holds three aces announces "troel" in the opening "pas troel" round. Whoever holds the fourth ace becomes his partner, and together they must take 9 tricks.

- The holder of the fourth ace chooses trump and must name it before the first card is played. He also leads, though not necessarily with that ace.
- Before the partner makes himself known, every other player must get the chance to outbid the troel or pass. In practice everyone says "pas grote miserie", unless he wants a grote miserie, an abondance 10 or 11, an open miserie, a kleine soloslim or a soloslim: then he must say so now.
- All four aces in one hand is NOT a troel.
- Troel ranks 7th: above samen 13, below grote miserie.

Scoring (default table): made, each partner gets 15; lost, each partner loses 15 and each opponent gets 15. Overtricks earn nothing. A club where the partners of a lost troel lose nothing sets --set troel.lost=0; the won amount stays.

Record it as: tafel record troel --by Ann,Cis --tricks 9`,
    see: ['bidding', 'ranking', 'scoring'],
  },
  {
    id: 'grote-miserie',
    title: 'Grote miserie: no tricks, no discard',
    aliases: ['miserie', 'misere', 'misery', 'grote misere', 'grand misery', 'big misery'],
    source: `${LODIGE}; ${SPEC}`,
    text: `The player must not take a single trick. Unlike kleine miserie nobody lays a card aside, and there is no trump.

Several players may play grote miserie in the same deal, each on his own account, but never mixed with another kind of miserie. It ranks 6th: above troel, below abondance 10. After a troel is announced the other players say "pas grote miserie" unless they want to play exactly this (or something higher).

There are three miseries in these rules: kleine miserie (one card discarded by everyone first), grote miserie, and open miserie (grote miserie with the hand laid open on the table).

Scoring (default table): 36 won or lost per player; for each player who fails, each non-player gets 24. A player who made his miserie gets nothing from another player's failure. Example: Ann makes it, Bert takes a trick: Ann +36, Bert -36, Cis +24, Dirk +24.

Record it as: tafel record grote-miserie --by Ann,Bert --tricks Ann=0,Bert=1`,
    see: ['kleine-miserie', 'open-miserie', 'piccolo', 'scoring'],
  },
  {
    id: 'open-miserie',
    title: 'Open miserie (grote miserie op tafel)',
    aliases: ['miserie op tafel', 'grote miserie op tafel', 'open misere', 'open misery', 'misere ouverte'],
    source: `${LODIGE}; ${SPEC}`,
    text: `A grote miserie played with the hand shown: the player must take no trick, there is no trump, and as soon as the first card of the second trick has been played, he lays all his cards face up on the table. Nobody may point at those cards or talk about them.

Several players may play it in the same deal, each for himself. It ranks 3rd, above abondance 11 and below the two soloslims. From this contract upward the jury must be called.

Scoring (default table): 72 won or lost per player; for each player who fails, each non-player gets 48.

Record it as: tafel record open-miserie --by Dirk --tricks 0`,
    see: ['grote-miserie', 'jury', 'scoring'],
  },
  {
    id: 'kleine-soloslim',
    title: 'Kleine soloslim: 12 tricks alone',
    aliases: ['kleine solo slim', 'small slam', 'little slam', 'petite slam'],
    source: `${LODIGE}; ${SPEC}`,
    text: `A player alone takes at least 12 of the 13 tricks. He may play it with a trump or without one, and he leads the first trick.

- It must be announced in the first bidding round after "pas troel".
- There is no outbidding by colour: the first player to bid it plays it.
- Only the soloslim ranks higher. The jury must be called.

Scoring (default table): made, +100 for the player; lost, -100 for him and +66 for each opponent.

Record it as: tafel record kleine-soloslim --by Ann --tricks 12`,
    see: ['soloslim', 'jury', 'scoring'],
  },
  {
    id: 'soloslim',
    title: 'Soloslim (grote soloslim): all 13 tricks alone',
    aliases: ['solo slim', 'grote soloslim', 'grote solo slim', 'grand slam', 'slam'],
    source: `${LODIGE}; ${SPEC}`,
    text: `The highest contract: one player takes every one of the 13 tricks, with a trump or without. He leads the first trick.

- It must be announced in the first bidding round after "pas troel".
- It cannot be outbid by colour: the first to bid it plays it.
- The jury must be called.

Scoring (default table): made, +150 for the player; lost, -150 for him and +100 for each opponent.

Record it as: tafel record soloslim --by Ann --tricks 13`,
    see: ['kleine-soloslim', 'jury', 'scoring'],
  },
  {
    id: 'play',
    title: 'Playing the tricks',
    aliases: [
      'spelen',
      'slagen',
      'tricks',
      'trick',
      'bekennen',
      'follow suit',
      'introeven',
      'uitkomen',
      'lead',
      'troef',
      'trump',
    ],
    source: SPEC,
    text: `Cards rank from the ace (high) down to the 2.

- Follow suit when you can.
- When you cannot, you may trump, but you never have to: discarding another card is always allowed.
- The highest trump in the trick wins it; with no trump in it, the highest card of the suit that was led.
- The winner of a trick leads the next one.
- Miserie and piccolo have no trump at all, and a soloslim may be played without one.
- Abondance, kleine soloslim and soloslim: the declarer leads the first trick. Troel: the holder of the fourth ace leads.

A referee: tafel judge trick kleurenwiezen --trump H 10H JH AH 9S`,
    see: ['revoke', 'scoring'],
  },
  {
    id: 'scoring',
    title: 'Scoring: not zero-sum',
    aliases: ['punten', 'puntentelling', 'points', 'score', 'puntentabel', 'point table', 'telling'],
    source: `${LODIGE} (lodige.nl/kleurenwiezen): the principle, no point table; ${SPEC}: the point table, tafel's own default`,
    text: `The principle of these club rules: when a contract is MADE, only the winners get points and nobody else loses anything. When it is LOST, the losers give up points and their opponents receive points. So the scores of a deal usually do not add up to zero.

The club rules refer to a point table that their text does not give. The table below is tafel's own default for this list of contracts, not zero-sum as the rules ask (with the values in force). Every value can be changed per sheet as a house rule, e.g. tafel new kleurenwiezen --players Ann,Bert,Cis,Dirk --set samen.8=8.

- In a pair contract (samen, troel) each partner gets or loses the amount.
- In the miseries and piccolo each player is settled on his own. For every player who fails, each player who did not bid that contract receives the opponents' amount; a player who made his own miserie gets nothing from another's failure.
- Worked examples with the default table (Ann, Bert, Cis, Dirk): Bert and Dirk samen 8, 9 tricks: Bert +10, Dirk +10. The same with 7 tricks: Ann +10, Bert -10, Cis +10, Dirk -10. Ann solo 6, 5 tricks: Ann -15, the others +10 each. Ann solo 6, 9 tricks: Ann +18. Ann makes grote miserie and Bert fails his: Ann +36, Bert -36, Cis +24, Dirk +24.`,
    tables: async (s) => (await import('./tables.js')).lodigeTables(s, (await words()).tables),
    see: ['samen', 'solo', 'ranking'],
  },
  {
    id: 'pas',
    title: 'Everybody passes',
    aliases: ['pass', 'passen', 'redeal', 'opnieuw delen', 'rondpas'],
    source: `${SPEC}; ${LODIGE}`,
    text: `When no contract is bid the deal is not played: the cards are gathered, shuffled and dealt again. Nobody scores.

On the sheet record it as "tafel record pas". Under these rules the same dealer deals again, so the deal does not pass on. The same happens after a misdeal (packets of 6 and 7): no penalty, the same dealer deals anew.`,
    see: ['setup', 'bidding'],
  },
  {
    id: 'revoke',
    title: 'Revoke (verzaken)',
    aliases: ['verzaken', 'verzaakt', 'renege', 'not following suit', 'niet bekennen'],
    source: `${SPEC}; ${CARDGAMES}`,
    text: `A revoke is failing to follow suit while you could have. The club rules of this rule set say nothing about it; tafel settles it the way the cardgames rules do: the side that revoked loses the deal.

- If a declarer revoked, the contract counts as lost, as if the declarers came one trick short.
- If an opponent revoked, the contract counts as made with exactly the tricks bid.

Record it with --revoke, e.g. tafel record solo 7 --by Ann --revoke Bert. The table may of course agree another penalty; then record the deal as it should count.`,
    see: ['play', 'scoring'],
  },
  {
    id: 'jury',
    title: 'The jury',
    aliases: ['scheidsrechter', 'referee', 'umpire', 'arbiter'],
    source: LODIGE,
    text: `In club play the jury (the club's referees) must be called to the table for every contract from open miserie upward: open miserie, kleine soloslim and soloslim.

If the jury does not accept the game, the player must pass instead.

At home, tafel's referee can stand in for small disputes: tafel judge rank kleurenwiezen "abondance 10" "grote-miserie" tells which bid is higher.`,
    see: ['open-miserie', 'kleine-soloslim', 'soloslim', 'ranking'],
  },
  players('lodige', '--set deals takes any number of played deals from 1 to 100.'),
];

const cardgames: Topic[] = [
  {
    id: 'overview',
    title: 'Kleurenwiezen in short (cardgames rules)',
    aliases: ['intro', 'about', 'wiezen', 'colour whist', 'rules', 'regels'],
    source: CARDGAMES,
    text: `Kleurenwiezen (often just "wiezen") is the most loved card game of Flanders, a Belgian development of English whist that took ideas from the 19th-century game Boston. Four players, each for himself; about 5 to 8 minutes a deal and 45 to 90 minutes a game; a 52-card deck plus paper and pen. Suitable from about 12 years.

Before each deal the players bid how many tricks they will take, alone or with a partner, and the partnerships change every deal. Besides contracts with a trump there is miserie: taking no trick at all. Only tricks count, never the cards in them.

This rule set (cardgames) is zero-sum: whatever one player wins, the others lose, so every deal and the whole sheet add up to 0. After the agreed number of deals the highest total wins.

Topics: setup, bidding, ranking, vragen, alleen, troel, abondance, miserie, open-miserie, soloslim, play, scoring, revoke, variants, pas, tips.`,
    see: ['setup', 'bidding', 'scoring', 'variants'],
  },
  {
    id: 'setup',
    title: 'Cards and dealing',
    aliases: ['dealing', 'deal', 'delen', 'geven', 'deck', 'cards', 'kaarten'],
    source: CARDGAMES,
    text: `- A French deck of 52 cards without jokers; in every suit the ace is high, then K, Q, J, 10 down to 2.
- Every player gets 13 cards, dealt 4-4-5.
- The dealer's last card is shown to everyone: its suit is trump. Only in abondance does the player choose his own trump.
- Hands stay secret; the trump card is visible until the first trick; taken tricks lie face down.
- The player to the dealer's left speaks first in the bidding and leads the first trick (in abondance and miserie the declarer often leads).`,
    see: ['bidding', 'play'],
  },
  {
    id: 'bidding',
    title: 'Bidding',
    aliases: ['bieden', 'bid', 'contracts', 'contracten'],
    source: CARDGAMES,
    text: `Starting left of the dealer, each player in turn names a contract or passes. A higher contract replaces a lower one.

- Vragen: "I am looking for a partner". Another player accepts with "meegaan", and the two play together for 8 tricks.
- Alleen: an asker whom nobody joins may play on his own for 5 tricks.
- Troel: a player with three aces MUST announce it; the holder of the fourth ace is his partner.
- Abondance: 9 tricks alone with a trump of one's own choice.
- Miserie: no tricks at all, without trump; several players may play it at once.
- Soloslim: all 13 tricks alone.

If everybody passes the cards are dealt again.

An example: diamonds are trump. Player 1 holds five diamonds and asks (vragen); player 4 answers "meegaan". They are partners for this deal and need 8 tricks together.`,
    see: ['ranking', 'vragen', 'troel', 'pas'],
  },
  {
    id: 'ranking',
    title: 'Which contract is higher',
    aliases: ['rangorde', 'rank', 'order', 'volgorde'],
    source: `${CARDGAMES}; ${SPEC}`,
    text: `A higher contract takes over a lower one. The source does not print a ranking list; tafel orders the contracts by their value, lowest first (the variants in brackets):

- vragen + meegaan (value 2)
- alleen (3)
- troel (4)
- abondance 9 (5)
- (abondance 10: 6)
- miserie (7)
- (abondance 11: 8)
- (abondance 12: 9)
- (open miserie: 14)
- soloslim (30)`,
    see: ['bidding', 'scoring', 'variants'],
  },
  {
    id: 'vragen',
    title: 'Vragen and meegaan: two partners, 8 tricks',
    aliases: ['meegaan', 'vraag', 'samen', 'ask', 'join', 'partner', 'ask and join'],
    source: `${CARDGAMES}; ${SPEC}`,
    text: `One player asks for a partner (vragen) and another accepts (meegaan). Together they must take at least 8 tricks with the turned-up suit as trump. The other two play together against them.

Join only when you can bring about three tricks yourself; four or more trumps is a good reason to ask.

Scoring: value 2. Made, each partner receives 2 from one of the opponents (+2, +2, -2, -2); lost, the other way round. Example: Ann and Dirk take 9 tricks: Ann +2, Bert -2, Cis -2, Dirk +2 (with the overtricks variant +3 and -3).

Record it as: tafel record vragen --by Ann,Dirk --tricks 9`,
    see: ['alleen', 'scoring', 'play'],
  },
  {
    id: 'alleen',
    title: 'Alleen: 5 tricks alone',
    aliases: ['solo', 'alone'],
    source: `${CARDGAMES}; ${SPEC}`,
    text: `When a player has asked for a partner and nobody joins, he may play alone: he then needs 5 tricks against the other three, with the turned-up suit as trump.

Scoring: value 3. Made, each of the three others pays him 3 (he gets +9); lost, he pays each of them 3 (-9 for him, +3 each for them).

Record it as: tafel record alleen --by Bert --tricks 5`,
    see: ['vragen', 'scoring'],
  },
  {
    id: 'troel',
    title: 'Troel: three aces, 8 tricks with the fourth',
    aliases: ['troela', 'three aces', 'drie azen', 'four aces', 'vier azen'],
    source: `${CARDGAMES}; ${SPEC}`,
    text: `Three aces in one hand must be announced: that player calls troel, and the player with the fourth ace becomes his partner. Together they need 8 tricks.

Troela (a variant, sheet option troela): a player who holds all four aces plays together with the player who holds the highest heart. Since he has the ace of hearts himself, that is the king of hearts, or the next heart down if he has that too. tafel only explains this variant; it is recorded as an ordinary troel.

Scoring: value 4, paid as in any pair contract: made, each partner +4 and each opponent -4; lost, the reverse.

Record it as: tafel record troel --by Ann,Cis --tricks 8`,
    see: ['bidding', 'variants', 'scoring'],
  },
  {
    id: 'abondance',
    title: 'Abondance: 9 tricks alone, own trump',
    aliases: ['abundance', 'abondance 9'],
    source: `${CARDGAMES}; ${SPEC}`,
    text: `One player on his own undertakes to take 9 tricks, with a trump suit he picks himself, whatever card was turned up. He usually leads the first trick.

Variant (sheet option abondance-levels): abondance 10, 11 and 12 may also be bid, worth 6, 8 and 9; abondance 9 stays at 5.

Scoring: value 5. Made, +15 for the player and -5 for each other; lost, -15 and +5 each.

Record it as: tafel record abondance --by Cis --tricks 9 (or abondance 10 with the variant on)`,
    see: ['variants', 'ranking', 'scoring'],
  },
  {
    id: 'miserie',
    title: 'Miserie: no tricks at all',
    aliases: ['misere', 'misery', 'grote miserie', 'kleine miserie'],
    source: `${CARDGAMES}; ${SPEC}`,
    text: `A contract without trump in which the player must take no single trick. Several players may play miserie in the same deal; each is settled on his own against the three others.

Play it only with low cards: a single high card can ruin it. Defending against it, lead low cards so that the miserie player has to go over them.

Scoring: value 7 for each player. Made, +21 for him and -7 for each other player; failed, -21 and +7 each. With two players the results are added: Ann makes it, Bert fails: Ann +28, Bert -28, Cis 0, Dirk 0.

Record it as: tafel record miserie --by Ann,Bert --tricks Ann=0,Bert=1`,
    see: ['open-miserie', 'scoring', 'tips'],
  },
  {
    id: 'open-miserie',
    title: 'Open miserie (variant)',
    aliases: ['miserie op tafel', 'open misere', 'open misery'],
    source: `${CARDGAMES}; ${SPEC}`,
    text: `A miserie played with the hand laid open on the table, for the bold. It is a variant: a sheet allows it with --set open-miserie=on.

It is worth double a miserie: 14 per player (the open-miserie.value setting), so +42 / -14 each when made and -42 / +14 each when failed. As with miserie, several players may play it and each is settled on his own.

Record it as: tafel record open-miserie --by Dirk --tricks 0`,
    see: ['miserie', 'variants', 'scoring'],
  },
  {
    id: 'soloslim',
    title: 'Soloslim: all 13 tricks',
    aliases: ['solo slim', 'grote soloslim', 'slam', 'grand slam'],
    source: `${CARDGAMES}; ${SPEC}`,
    text: `One player alone takes all 13 tricks. It is the highest and by far the most valuable contract.

Scoring: value 30. Made, +90 for him and -30 for each other player; lost, -90 and +30 each. Overtricks cannot exist here.

Record it as: tafel record soloslim --by Ann --tricks 13`,
    see: ['ranking', 'scoring'],
  },
  {
    id: 'play',
    title: 'Playing the tricks',
    aliases: ['spelen', 'slagen', 'tricks', 'trick', 'bekennen', 'follow suit', 'introeven', 'troef', 'trump'],
    source: CARDGAMES,
    text: `- The leader may play any card.
- Everyone must follow suit when able.
- A player who cannot follow may trump or throw another card away: trumping is never obligatory, and sometimes discarding is the better play.
- The highest trump wins the trick, otherwise the highest card of the suit led; the winner leads next.

Example: Players 1 and 4 play vragen/meegaan, diamonds are trump, and player 2 leads. Player 2 plays the ace of spades, player 3 the 3 of spades, player 4 the king of spades. Player 1 has no spades; he could discard but chooses to trump with the 2 of diamonds, and wins the trick for his side. At the end players 1 and 4 have 9 tricks: the 8 they needed and one over.`,
    see: ['revoke', 'scoring'],
  },
  {
    id: 'scoring',
    title: 'Scoring: zero-sum payments',
    aliases: ['punten', 'puntentelling', 'points', 'score', 'base values', 'basiswaarden', 'telling'],
    source: `${CARDGAMES}; ${SPEC}`,
    text: `Each contract has a base value v (table below, with the values in force). Points change hands, so every deal adds up to zero: one column per player, and all columns together always make 0.

- One declarer (alleen, abondance, soloslim): each of the three others pays him v, so he gets 3v; if he fails, he pays each of them v.
- Two declarers (vragen + meegaan, troel): each partner receives v from one opponent; if they fail, each pays v to one opponent.
- Miserie: each miserie player is settled on his own against all three others, and the results are added.
- Overtricks (variant): +1 on v for each trick above the target, on every payment of that deal.

The game ends after the agreed number of played deals (4, 8 or 12 with the deals option; a pas is dealt again and does not count); the highest total wins.`,
    tables: async (s) => (await import('./tables.js')).cardgamesTables(s, (await words()).tables),
    see: ['variants', 'revoke'],
  },
  {
    id: 'revoke',
    title: 'Revoke (verzaken)',
    aliases: ['verzaken', 'verzaakt', 'renege', 'not following suit', 'niet bekennen'],
    source: `${CARDGAMES}; ${SPEC}`,
    text: `Not following suit although you could is a revoke, and the side of the player who did it loses the deal.

In tafel: record the deal with --revoke and the player. A revoke by a declarer scores the contract as failed; a revoke by an opponent scores it as made with exactly the target.

Example: tafel record alleen --by Bert --revoke Cis (Bert's alleen counts as made).`,
    see: ['play', 'scoring'],
  },
  {
    id: 'variants',
    title: 'Variants (sheet options)',
    aliases: ['varianten', 'options', 'opties', 'house rules', 'huisregels', 'overtricks', 'overslagen', 'deals'],
    source: `${CARDGAMES}; ${SPEC}`,
    text: `The standard game has vragen/meegaan, alleen, troel, abondance, miserie and soloslim. Each variant below is a sheet option, off unless the sheet is made with --set.

- overtricks=on: every trick above the target adds 1 to the value (vragen, alleen, troel, abondance), for every payment of the deal. A change of flavour.
- open-miserie=on: miserie with the hand open, worth double (14).
- abondance-levels=on: abondance 10, 11 and 12 may be bid, worth 6, 8 and 9. For strong players.
- troela=on: four aces in one hand play with the holder of the highest heart (explained only; recorded as troel).
- deals=4, 8 or 12: the number of deals that make a game; 12 instead of 8 makes a long evening. After the last deal the sheet shows the winner.

Example: tafel new kleurenwiezen --rules cardgames --players Ann,Bert,Cis,Dirk --set overtricks=on --set deals=8`,
    see: ['scoring', 'troel', 'open-miserie', 'abondance'],
  },
  {
    id: 'pas',
    title: 'Everybody passes',
    aliases: ['pass', 'passen', 'redeal', 'opnieuw delen'],
    source: `${CARDGAMES}; ${SPEC}`,
    text: `When no player bids a contract, the cards are dealt again and nobody scores. Record it as "tafel record pas"; tafel keeps the same dealer for the new deal.`,
    see: ['bidding', 'setup'],
  },
  {
    id: 'tips',
    title: 'Tips for beginners',
    aliases: ['tip', 'advice', 'advies', 'strategy', 'strategie', 'mistakes', 'fouten'],
    source: CARDGAMES,
    text: `- Count your trumps: four or more is a sound reason to ask for a partner.
- An ace is nearly always a trick.
- Only go for miserie with low cards; one high card can sink it.
- Say meegaan only when you can bring about three tricks yourself.
- Trumping is optional: sometimes throwing a card away is better.
- Partners change every deal, so keep track of who plays with whom.
- Against a miserie, lead low cards and make the player go over them.
- Common mistakes: bidding too high, keeping high cards too long in a miserie, and forgetting that you never have to trump.`,
    see: ['miserie', 'vragen', 'play'],
  },
  players(
    'cardgames',
    '--set deals takes 5, 10 or 15 with five players and 6, 12 or 18 with six: once, twice or three times round the table.',
  ),
];

const whisthub: Topic[] = [
  {
    id: 'overview',
    title: "Kleurenwiezen by Whisthub's table",
    aliases: ['intro', 'about', 'whisthub', 'pagat', 'wiezen', 'rules', 'regels'],
    source: WH,
    text: `The rules of the online server Whisthub, which follow pagat.com and are what most Flemish players know today. Zero-sum: every deal adds up to 0.

Contracts, from low to high: samen 8 to 13 (two together), alleen 5 to 8 (one against three), kleine miserie, piccolo, abondance 9 to 12, troel, grote miserie, open miserie and soloslim. A deal after everybody passed (rondje pas) counts double.

Topics: ranking, samen, alleen, abondance, troel, miserie, soloslim, scoring, pas, revoke, players.

Start a sheet: tafel new kleurenwiezen --rules whisthub --players Ann,Bert,Cis,Dirk`,
    see: ['ranking', 'scoring', 'pas', 'players'],
  },
  {
    id: 'ranking',
    title: 'The bidding ladder (whisthub)',
    aliases: ['rangorde', 'rank', 'order', 'volgorde', 'ladder', 'bieden', 'bidding'],
    source: WH,
    text: `Whisthub's point table is its bidding order, from low to high:

- 1 samen 8
- 2 alleen 5
- 3 samen 9
- 4 alleen 6
- 5 samen 10
- 6 alleen 7
- 7 samen 11
- 8 kleine miserie
- 9 samen 12
- 10 alleen 8
- 11 piccolo
- 12 samen 13
- 13 abondance 9
- 14 troel
- 15 grote miserie
- 16 abondance 10
- 17 abondance 11
- 18 open miserie
- 19 abondance 12
- 20 soloslim

On the same rung the higher suit wins (hearts, diamonds, clubs, spades) in every bid whose declarer names trump: samen, alleen, abondance, soloslim. Troel never meets troel in one deal. Several miseries of the same kind are played together, not outbid. Ask tafel: tafel judge rank kleurenwiezen --rules whisthub "samen 9 ruiten" "samen 9 schoppen"`,
    see: ['samen', 'alleen', 'abondance'],
  },
  {
    id: 'samen',
    title: 'Samen: ask and join, 8 to 13 tricks',
    aliases: ['vragen', 'meegaan', 'vraag', 'together', 'partner'],
    source: WH,
    text: `One player asks (vragen) in a suit, another joins (meegaan); together they must take at least the number of tricks bid, 8 to 13. The suit asked is trump.

Made: each partner gets 8 for 8 tricks and 3 more per trick above 8 (11, 14, 17, 20), and 30 for all 13; the value follows the tricks taken, not the level bid. Each opponent pays the same.
Lost: each partner pays 8 + 3 per level above 8 + 3 per missing trick, the first included. Example: samen 12 with 10 tricks costs 20 + 2 x 3 = 26 each.

Record: tafel record samen 9 --by Ann,Bert --tricks 10 (plain "vragen" is samen 8).`,
    see: ['ranking', 'scoring'],
  },
  {
    id: 'alleen',
    title: 'Alleen: one against three, 5 to 8 tricks',
    aliases: ['solo', 'alone', 'alleen gaan'],
    source: WH,
    text: `A player who finds no partner may go alone for 5, 6, 7 or 8 tricks. In much of Flanders alleen 5 is allowed; many variants ask at least 6 (--set alleen-min=6).

Made, per opponent: 3, 4, 5 or 7 for alleen 5, 6, 7, 8 exactly, plus 1 per extra trick up to 8; tricks above 8 earn nothing. The declarer gets three times. Example: alleen 6 with 7 tricks: 5 per opponent, the declarer +15.
Lost: the same value plus 1 per missing trick (alleen 5 one short: 4 per opponent, the declarer -12).

Record: tafel record alleen 6 --by Ann --tricks 7 (also "solo 6"; a plain "solo" is refused, as it could mean soloslim).`,
    see: ['ranking', 'scoring'],
  },
  {
    id: 'abondance',
    title: 'Abondance 9 to 12',
    aliases: ['abundance', 'abondantie'],
    source: WH,
    text: `One player against three, choosing trump and leading, for 9, 10, 11 or 12 tricks. Per opponent 10, 15, 20 or 30; the declarer gets three times.

Each trick above the bid scores the next level: abondance 9 with 11 tricks scores 20 per opponent (+60). With 13 tricks it scores as 12. A club that pays only the level bid sets --set abondance-overtricks=off. Lost: the level's value, however many tricks short.`,
    see: ['ranking', 'scoring'],
  },
  {
    id: 'troel',
    title: 'Troel: three aces',
    aliases: ['troela', 'three aces', 'drie azen', 'vier azen'],
    source: WH,
    text: `The holder of three aces plays with the holder of the fourth (with four aces: the holder of the king of hearts, else the queen...). They need 8 tricks, or 9 when the partner changed trump: record that as troel 9.

Made or lost: 16 per player, flat; all 13 tricks: 30 each. Example: troel 9 with 8 tricks: each partner -16, each opponent +16.`,
    see: ['ranking', 'scoring'],
  },
  {
    id: 'miserie',
    title: 'Kleine miserie, piccolo, grote and open miserie',
    aliases: [
      'kleine-miserie',
      'piccolo',
      'grote-miserie',
      'open-miserie',
      'misere',
      'blote miserie',
      'miserie op tafel',
    ],
    source: WH,
    text: `Miserie: take no trick at all, without trump. Kleine miserie: everyone first lays one card away (12 tricks are played). Piccolo: exactly one trick. Open miserie: the hand lies open on the table.

Values per opponent: kleine miserie 6, piccolo 8, grote miserie 12, open miserie 24; the declarer gets or pays three times. Several players may play the same miserie: each is settled alone against the three others and the results are added. Example: Ann and Bert grote miserie, Ann makes it, Bert takes a trick: Ann +48, Bert -48, Cis 0, Dirk 0.

Piccolo is not in Whisthub's standard rules; tafel allows it because it records what the table played (--set piccolo=off refuses it).

Record: tafel record grote-miserie --by Ann,Bert --tricks Ann=0,Bert=1`,
    see: ['ranking', 'scoring'],
  },
  {
    id: 'soloslim',
    title: 'Soloslim: all thirteen',
    aliases: ['solo slim', 'slam', 'grote slem'],
    source: WH,
    text: `One player takes all 13 tricks, choosing trump and leading. 60 per opponent: the declarer +180, or -180 when he fails.`,
    see: ['ranking'],
  },
  {
    id: 'scoring',
    title: 'Scoring: zero-sum, Whisthub table',
    aliases: ['punten', 'puntentelling', 'points', 'score', 'puntentabel', 'telling'],
    source: WH,
    text: `The sum of all points is always zero. In samen and troel each declarer gets the value and each opponent pays it; in the other contracts each of the three opponents pays the value and the declarer gets three times. The table below shows the values in force; every value is a --set key.`,
    tables: async (s) => (await import('./tables.js')).whisthubTables(s, (await words()).zeroSumTables),
    see: ['pas', 'samen', 'alleen'],
  },
  {
    id: 'pas',
    title: 'Rondje pas: the next deal counts double',
    aliases: ['pass', 'passen', 'rondje pas', 'redeal', 'dubbel', 'double'],
    source: `${WH}; ${SPEC}`,
    text: `When everybody passes, the same dealer deals again and the next played deal counts double; several passes in a row still double only once. A pas never counts toward the deals of a game.

Other clubs: --set rondje-pas=stack (x2 after one pass, x3 after two, ...) or --set rondje-pas=off. The sheet writes x2 after the doubled deal's contract.`,
    see: ['scoring', 'players'],
  },
  {
    id: 'revoke',
    title: 'Revoke (verzaken)',
    aliases: ['verzaken', 'verzaakt', 'renege', 'niet bekennen'],
    source: SPEC,
    text: `Whisthub is played online, where a revoke cannot happen, so its rules say nothing. tafel settles it as the cardgames rules do: the side that revoked loses. A declarer's revoke counts as one trick short; an opponent's as made with exactly the target.

Record: tafel record alleen 6 --by Ann --revoke Bert`,
    see: ['scoring'],
  },
  players(
    'whisthub',
    'With five or six, --set deals takes a multiple of the number of players (5, 10, ... or 6, 12, ...), so everybody deals equally often.',
  ),
];

const iwwa: Topic[] = [
  {
    id: 'overview',
    title: 'Kleurenwiezen by the IWWA tournament table',
    aliases: ['intro', 'about', 'iwwa', 'tornooi', 'tournament', 'wiezen', 'rules', 'regels'],
    source: IW,
    text: `The table of the International World Whist Association, used at tournaments and the Belgian championship. Zero-sum: every deal adds up to 0. The values are those of the IWWA score sheet, as the IWWA scorekeepers named in the source apply it.

Contracts, from low to high: vragen and alleen, abondance 9 and 10, miserie, abondance 11 and 12, troel and troela, open miserie, solo and soloslim. A failed contract costs more than a made one earns: the first missing trick costs three times the base. All 13 tricks count double.

Topics: ranking, vragen, alleen, troel, abondance, miserie, solo, scoring, pas, revoke, players.

Start a sheet: tafel new kleurenwiezen --rules iwwa --players Ann,Bert,Cis,Dirk`,
    see: ['ranking', 'scoring', 'players'],
  },
  {
    id: 'ranking',
    title: 'Which contract is higher (iwwa)',
    aliases: ['rangorde', 'rank', 'order', 'volgorde', 'ladder'],
    source: IW,
    text: `From low to high:

- 1 vragen, alleen (they never compete: alleen is what the asker plays when nobody joins)
- 2 abondance 9
- 3 abondance 10
- 4 miserie
- 5 abondance 11
- 6 abondance 12
- 7 troel, troela
- 8 open miserie
- 9 solo
- 10 soloslim

Equal abondances, and two solos: the higher suit wins (hearts, diamonds, clubs, spades), as the declarer names his own trump. Troel and troela never meet in one deal. A soloslim names no trump of its own (tafel's decision): two are not outbid, and a suit in it is refused. Ask tafel: tafel judge rank kleurenwiezen --rules iwwa "solo harten" "solo schoppen"`,
    see: ['abondance', 'troel'],
  },
  {
    id: 'vragen',
    title: 'Vragen and meegaan: 8 tricks together',
    aliases: ['meegaan', 'vraag', 'samen', 'ask', 'join'],
    source: IW,
    text: `Two players together need 8 tricks; there are no higher levels. Per player: 2 made exactly, +1 per trick over; all 13 tricks double the value (2 x 7 = 14). Lost: 6 for one trick short, 2 more per further missing trick (5 tricks: -10 each).

Record: tafel record vragen --by Ann,Bert --tricks 9`,
    see: ['alleen', 'scoring'],
  },
  {
    id: 'alleen',
    title: 'Alleen: 5 tricks against three',
    aliases: ['alone', 'solo 5'],
    source: IW,
    text: `When nobody joins, the asker may play alone for 5 tricks. Per opponent: 2 made exactly, +1 per trick over (no cap); the declarer gets three times. 8 tricks: +15, the others -5 each. All 13: 2 x (2 + 8) = 20 per opponent. Lost: 4 per opponent for one trick short, 2 more per further missing trick.`,
    see: ['vragen', 'scoring'],
  },
  {
    id: 'troel',
    title: 'Troel and troela',
    aliases: ['troela', 'three aces', 'four aces', 'drie azen', 'vier azen'],
    source: IW,
    text: `Troel: three aces, with the holder of the fourth; 8 tricks together. Troela: four aces, with a partner; 9 tricks. Per player: 4 made exactly, +2 per trick over; all 13 tricks double it (troel 28, troela 24). Lost: 6 for one short, 2 more per further missing trick.

Record: tafel record troel --by Ann,Bert --tricks 9, or troela (stored as troel 9).`,
    see: ['ranking', 'scoring'],
  },
  {
    id: 'abondance',
    title: 'Abondance 9 to 12',
    aliases: ['abundance'],
    source: IW,
    text: `One against three for 9, 10, 11 or 12 tricks. Per opponent 5, 6, 8 or 9, made or lost; extra tricks earn nothing and more missing tricks cost nothing more. The declarer gets or pays three times.`,
    see: ['ranking', 'scoring'],
  },
  {
    id: 'miserie',
    title: 'Miserie and open miserie',
    aliases: ['misere', 'grote-miserie', 'open-miserie', 'blote miserie', 'miserie op tafel'],
    source: IW,
    text: `Take no trick, without trump; open miserie with the hand on the table. Per opponent 7 (open 14); the declarer gets or pays three times. Several players may play it together: each is settled alone and the results are added. Example: Ann and Bert make it, Cis takes a trick: Ann +21, Bert +21, Cis -35, Dirk -7.

Kleine miserie and piccolo are not played at IWWA tables.`,
    see: ['scoring'],
  },
  {
    id: 'solo',
    title: 'Solo and soloslim: all 13 tricks',
    aliases: ['soloslim', 'solo slim', 'slam'],
    source: IW,
    text: `Both need all 13 tricks alone and differ only in value: solo 25 and soloslim 30 per opponent (the declarer ±75 or ±90). The sources disagree on what tells them apart (own trump against the turned-up trump, or trump against no trump); the score does not depend on it. "alleen" is the one-against-three contract; "solo 6" is refused here.`,
    see: ['ranking', 'scoring'],
  },
  {
    id: 'scoring',
    title: 'Scoring: the IWWA table',
    aliases: ['punten', 'puntentelling', 'points', 'score', 'puntentabel', 'telling', 'scoreblad'],
    source: IW,
    text: `Zero-sum. In vragen, troel and troela each declarer gets the value and each opponent pays it; otherwise each of the three opponents pays the value and the declarer gets three times. The values in force are below; every value is a --set key (vragen, vragen.trick, vragen.down, vragen.down-trick, the same for alleen and troel, abondance.9 ... abondance.12, miserie, open-miserie, solo, soloslim). A symmetric club table is reached through the .down keys.`,
    tables: async (s) => (await import('./tables.js')).iwwaTables(s, (await words()).zeroSumTables),
    see: ['vragen', 'troel', 'pas'],
  },
  {
    id: 'pas',
    title: 'Everybody passes',
    aliases: ['pass', 'passen', 'rondje pas', 'redeal'],
    source: `${IW}; ${SPEC}`,
    text: `The same dealer deals again and nobody scores. The IWWA scorekeepers give a pass no further effect, so the next deal counts normally; a club that doubles sets --set rondje-pas=double (or stack). A pas never counts toward the deals of a game.`,
    see: ['scoring', 'players'],
  },
  {
    id: 'revoke',
    title: 'Revoke (verzaken)',
    aliases: ['verzaken', 'verzaakt', 'renege', 'niet bekennen'],
    source: SPEC,
    text: `A revoke is failing to follow suit while you could have. tafel settles it as the cardgames rules do: the side that revoked loses. A declarer's revoke counts as one trick short; an opponent's as made with exactly the target. Tournaments may use fixed penalties instead; record the deal as it should count.`,
    see: ['scoring'],
  },
  players(
    'iwwa',
    'With five or six, --set deals takes a multiple of the number of players (5, 10, ... or 6, 12, ...), so everybody deals equally often.',
  ),
];

export const text: GameText = {
  game: 'kleurenwiezen',
  lang: 'en',
  name: 'Kleurenwiezen',
  ruleSets: { lodige, cardgames, whisthub, iwwa },
};
