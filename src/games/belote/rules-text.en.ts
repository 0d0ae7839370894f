import type { GameText, Topic } from '../../core/topic.js';

// Written in our own words from the source documents; the facts are theirs, the sentences are not.
// cardavia follows the Cardavia online table's rules; ffb follows the French federation's rules of
// classic belote (2016). Sources are named as a reader can find them, never as files of ours.
const CARDAVIA = 'Cardavia online card table, Belote: "Volledige regels" (full rules, in Dutch)';
const FFB = 'FFB (Fédération Française de Belote), official rules of classic belote, 2016';
const tables = () => import('./tables.js');
// The point tables' words come from this language's catalogue, loaded only when a table is shown.
const words = async () => (await import('./messages.en.js')).en;

/** Topics that read the same under both rule sets. */
const shared = {
  setup: (source: string, ffb: boolean): Topic => ({
    id: 'setup',
    title: 'Cards, teams and dealing',
    aliases: ['dealing', 'deal', 'delen', 'deck', 'kaarten', 'cards', 'teams', 'partners', 'dealer'],
    source,
    text: `- Four players in two teams; partners sit opposite each other. On a tafel sheet the 1st and 3rd player form one team, the 2nd and 4th the other, so list the players in seating order.
- 32 cards: 7, 8, 9, 10, jack, queen, king and ace of the four French suits.
- Dealing and play go counter-clockwise. After shuffling, the dealer gives everyone three cards and then two${ffb ? ', or two and then three (FFB §3.4)' : ''}, and turns the next card face up.
- The player to the dealer's right speaks first in the bidding and leads the first trick.
- Once a player has taken, he gets the turned card plus two more; the others get three more each, so every hand has eight cards.`,
    see: ['bidding', 'play'],
  }),
  bidding: (source: string): Topic => ({
    id: 'bidding',
    title: 'Bidding: who takes and what is trump',
    aliases: ['bieden', 'bid', 'take', 'taker', 'preneur', 'nemen', 'nemer', 'prendre', 'troef kiezen'],
    source,
    text: `There are two rounds, starting with the player right of the dealer.

- Round one: each player may take, which makes the suit of the turned card trump, or pass.
- If all four pass, round two: now a player may take with another suit of his choice as trump, or pass.
- If everybody passes again the deal is void and nothing is scored.

The player who takes is the taker; his team must make the contract, the other team defends.

Record a deal with the taker and his team's card points: tafel record --taker Ann --points 92. A void deal: tafel record pas.`,
    see: ['scoring', 'pas', 'setup'],
  }),
  cardValues: (source: string): Topic => ({
    id: 'card-values',
    title: 'Card values and order, dix de der',
    aliases: [
      'kaartwaarden',
      'card points',
      'kaartpunten',
      'waarde',
      'rangorde',
      'order',
      'volgorde',
      'dix de der',
      'last trick',
      'laatste slag',
      'boer',
      'jack',
    ],
    source,
    text: `In the trump suit the jack is the highest card and the 9 comes second: jack, 9, ace, 10, king, queen, 8, 7. In the other suits the order is ace, 10, king, queen, jack, 9, 8, 7.

The trump jack is worth 20 and the trump 9 14; everywhere an ace counts 11, a 10 counts 10, a king 4 and a queen 3; a jack outside trump counts 2; the other cards count nothing.

The cards hold 152 points together, and the team that takes the last trick gets 10 more (the "dix de der"): 162 in all. A team that takes all eight tricks (capot) gets 100 for the last trick instead of 10, so 252.`,
    tables: async () => (await tables()).cardValuesTable((await words()).tables),
    see: ['capot', 'scoring', 'play'],
  }),
  play: (source: string, ffb: boolean): Topic => ({
    id: 'play',
    title: 'Playing the tricks: follow, trump, overtrump',
    aliases: [
      'spelen',
      'slagen',
      'tricks',
      'trick',
      'bekennen',
      'trump',
      'trumping',
      'troeven',
      'introeven',
      'overtroeven',
      'overtrump',
      'ondertroeven',
      'undertrump',
      'troefplicht',
    ],
    source,
    text: `The player right of the dealer leads; each player in turn (counter-clockwise) adds one card. The highest trump wins the trick, otherwise the highest card of the suit led, and the winner leads the next trick.

- Follow suit whenever you can.
- When trump is led, you must play a higher trump than the best one in the trick if you have one.
${
  ffb
    ? '- If you cannot follow and your partner is winning the trick at that moment, you may play any card, a lower trump included (FFB §5.2).'
    : '- If you cannot follow and your partner is winning the trick at that moment, you may discard any card; but if you choose to trump, you must overtrump when you can.'
}
- If you cannot follow and the opponents are winning, you must trump. When a trump already lies in the trick you must go over it if you can; if you cannot, you must still play a lower trump when you have one. Without any trump, play anything.

Referee: tafel judge play belote${ffb ? ' --rules ffb' : ''} --trump H --hand "7H,KS,AD" --trick "AS,10S" (your partner is the player two places before you).`,
    see: ['card-values', 'belote', 'revoke'],
  }),
  revoke: (source: string): Topic => ({
    id: 'revoke',
    title: 'Revoke (verzaken)',
    aliases: ['verzaken', 'verzaakt', 'renege', 'niet bekennen', 'renonce'],
    source,
    text: `Not following suit when you could, or breaking a trump duty (see play: trumping, overtrumping or playing a lower trump when you must), is a revoke (verzaken).

tafel has no penalty for it: record the points as the table settles the deal. Example: tafel record --taker Ann --points 92`,
    see: ['play', 'scoring'],
  }),
  capot: (source: string, ffb: boolean): Topic => ({
    id: 'capot',
    title: 'Capot: all eight tricks',
    aliases: ['kapot', 'all tricks', 'alle slagen', 'slam'],
    source,
    text: `A team that takes all eight tricks is capot. The last trick is then worth 100 instead of 10, so that team's card points are 252 instead of 162, and the other team has 0.

- Capot by the takers: they made it with 252 (plus belote if they had it).
- Capot by the defenders: the contract has failed and the defenders score 252, plus ${ffb ? 'their own belote' : 'the belote, whichever team announced it'}.

Record it with --capot: tafel record --taker Dirk --points 162 --capot takers, or --taker Ann --points 0 --capot defenders. --points may be left out: a capot says them, all 162 for the takers and 0 for the defenders. tafel refuses a capot whose points do not fit (takers with less than 162, defenders when the takers have any points).`,
    see: ['scoring', 'card-values'],
  }),
  pas: (source: string): Topic => ({
    id: 'pas',
    title: 'A void deal (everybody passes twice)',
    aliases: ['passen', 'pass', 'void', 'annuleren', 'rondpas', 'redeal'],
    source,
    text: `When all four players pass in both bidding rounds, the deal is cancelled and nobody scores. Record it as tafel record pas; in tafel the deal then passes to the next player.`,
    see: ['bidding'],
  }),
};

const cardavia: Topic[] = [
  {
    id: 'overview',
    title: 'Belote in short (cardavia rules)',
    aliases: ['intro', 'about', 'belote spel', 'partnership', 'rules', 'regels'],
    source: CARDAVIA,
    text: `Belote is a French trick-taking game for four players in two teams of partners sitting opposite. Trump is chosen in two bidding rounds; the trump jack and 9 are the strongest cards, and strict trump duties decide what may be played.

In these rules (from a Dutch-language online table, cardavia) the team that took must score at least as much as its opponents; a single deal decides, without a match to 1000. A tafel sheet still adds deals up, and the option target can end a game when a team reaches a total.

Topics: setup, bidding, card-values, play, revoke, belote, capot, scoring, litige, target, pas.`,
    see: ['setup', 'bidding', 'scoring', 'belote'],
  },
  shared.setup(CARDAVIA, false),
  shared.bidding(CARDAVIA),
  shared.cardValues(CARDAVIA),
  shared.play(CARDAVIA, false),
  shared.revoke(CARDAVIA),
  {
    id: 'belote',
    title: 'Belote and rebelote: king and queen of trumps',
    aliases: ['rebelote', 'belote rebelote', 'koning en vrouw', 'king queen', 'heer en vrouw', 'roi dame'],
    source: CARDAVIA,
    text: `A player who was dealt both the king and the queen of trumps announces them as he plays them: "belote" with the first of the two, "rebelote" with the second. It earns his team 20 points.

In these rules the 20 belote points count in the team's total when deciding whether the contract is made. If the contract fails, the defenders receive the belote points too, whichever team announced them.

Record it with the player who announced it: tafel record --taker Ann --points 72 --belote Ann.`,
    see: ['scoring', 'card-values'],
  },
  shared.capot(CARDAVIA, false),
  {
    id: 'scoring',
    title: 'Scoring: made when at least equal',
    aliases: [
      'punten',
      'puntentelling',
      'points',
      'score',
      'made',
      'gehaald',
      'failed',
      'mislukt',
      'contract',
      'dedans',
    ],
    source: CARDAVIA,
    text: `Each team's total is its card points (162 between them, or 252 and 0 after a capot) plus 20 if it announced belote. --points is the takers' card points including the last trick; the defenders have the rest of the 162.

- The takers make the contract when their total is AT LEAST as high as the defenders'. A tie is made.
- Made: each team scores its own total.
- Failed: the takers score nothing; the defenders score all the card points (162, or 252 after their capot) plus the belote 20, whoever announced it.

Examples (Ann and Cis take against Bert and Dirk):
- 92 points, no belote: 92 against 70, made: 92 and 70.
- 72 points with belote for Ann: 92 against 90, made.
- 81 points: 81 against 81, made, because a tie counts as made here.
- 70 points with belote for Bert: 70 against 112, failed: Ann and Cis 0, Bert and Dirk 162 + 20 = 182.`,
    tables: async (s) => (await tables()).scoringTable(s, 'cardavia', (await words()).tables),
    see: ['litige', 'belote', 'capot', 'target'],
  },
  {
    id: 'litige',
    title: 'Litige: a tie is made here',
    aliases: ['tie', 'gelijkspel', 'gelijk', 'equal', 'held points', 'vastgehouden'],
    source: CARDAVIA,
    text: `In the cardavia rules there is no litige: when the takers' total equals the defenders' total, the contract counts as made and each team scores its own total (81 against 81 gives both teams 81).

The official French rules (tafel rules belote litige --rules ffb) treat a tie differently: the takers' total is held until the next deal.`,
    see: ['scoring'],
  },
  {
    id: 'target',
    title: 'End of the game',
    aliases: ['doel', 'einde', 'end', 'game end', 'winnaar', 'winner', '1000', 'match'],
    source: CARDAVIA,
    text: `The source plays a single deal and has no match total. A tafel sheet adds the deals up anyway, and the sheet option target ends the game: none (the default), 501, 701, 1000 or 2000.

When one or both teams have reached the target at the end of a deal, the higher total wins. If the totals are equal, another deal is played. The sheet then shows the winning team and accepts no further deals.

A sheet may instead, or as well, end after a number of deals: option deals, 1 to 100 or none (the default); a pass (pas) does not count. A belote concours plays parties of 12 deals. With both options, whichever comes first ends the game. After the last deal the higher total wins; equal totals are a draw of all four.

Example: tafel new belote --players Ann,Bert,Cis,Dirk --set target=1000
Example: tafel new belote --players Ann,Bert,Cis,Dirk --set deals=12`,
    see: ['scoring'],
  },
  shared.pas(CARDAVIA),
];

const ffb: Topic[] = [
  {
    id: 'overview',
    title: 'Belote in short (official French rules, ffb)',
    aliases: ['intro', 'about', 'belote spel', 'ffb', 'federation', 'classic', 'rules', 'regels'],
    source: FFB,
    text: `Classic belote as the French federation plays it: four players in two teams of partners, 32 cards, trump chosen in two rounds, the trump jack and 9 on top, and strict trump duties. The only announcement is belote (king and queen of trumps); other combinations are not played.

A game goes on until a team reaches the target, 1000 points by default. Compared with the cardavia rules: the takers must score MORE than the defenders, a tie is a litige whose points are held for the next deal, failed takers keep their own belote, and a sheet may round deal scores to tens.

Topics: setup, bidding, card-values, play, revoke, belote, capot, scoring, litige, target, rounding, pas.`,
    see: ['setup', 'bidding', 'scoring', 'litige'],
  },
  shared.setup(FFB, true),
  shared.bidding(FFB),
  shared.cardValues(FFB),
  shared.play(FFB, true),
  shared.revoke(FFB),
  {
    id: 'belote',
    title: 'Belote and rebelote: king and queen of trumps',
    aliases: [
      'rebelote',
      'belote rebelote',
      'koning en vrouw',
      'king queen',
      'heer en vrouw',
      'roi dame',
      'announcement',
      'aankondiging',
    ],
    source: FFB,
    text: `The one announcement of these rules. A player holding both the king and the queen of trumps says "belote" as he plays the first and "rebelote" as he plays the second, and his team gets 20 points.

A failed team keeps its own 20, and a failed contract never hands the takers' belote to the defenders. In a litige the takers' whole total is held, belote included (71 + 20 = 91, FFB §10.1.3); a sheet with litige-belote=kept scores their 20 to them at once and holds only their card points.

Record it with the player who announced it: tafel record --taker Ann --points 92 --belote Cis.`,
    see: ['scoring', 'litige'],
  },
  shared.capot(FFB, true),
  {
    id: 'scoring',
    title: 'Scoring: made only when higher',
    aliases: [
      'punten',
      'puntentelling',
      'points',
      'score',
      'made',
      'gehaald',
      'failed',
      'mislukt',
      'contract',
      'dedans',
    ],
    source: FFB,
    text: `Each team's total is its card points (162 between them, or 252 and 0 after a capot) plus 20 if it announced belote. --points is the takers' card points including the last trick.

- Made: the takers' total is strictly GREATER than the defenders'. Each team scores its own total.
- Equal totals: a litige (see that topic).
- Failed: the defenders score 162 (252 after their capot) plus their own belote; the takers score only their own belote, if they had it.

Examples (Ann and Cis take against Bert and Dirk):
- 92 points: 92 against 70, made.
- 60 points with belote for Ann: 80 against 102, failed: Ann and Cis 20, Bert and Dirk 162.
- 81 points: 81 against 81, litige: Bert and Dirk 81 now, 81 held.

With rounding=nearest10 each team's deal score is rounded to the nearest ten; whether the contract was made is decided before rounding.`,
    tables: async (s) => (await tables()).scoringTable(s, 'ffb', (await words()).tables),
    see: ['litige', 'belote', 'capot', 'rounding', 'target'],
  },
  {
    id: 'litige',
    title: 'Litige: equal totals, points held',
    aliases: ['tie', 'gelijkspel', 'gelijk', 'equal', 'held points', 'vastgehouden', 'held'],
    source: FFB,
    text: `When the takers' total equals the defenders', the deal is a litige.

- The defenders score their total at once.
- The takers' total is held. It goes to the team that wins the next deal: to the takers of that deal if they make it, to its defenders if it fails.
- Held points of several ties in a row add up.
- Their belote is part of that total and is held with it: 71 + 20 = 91 (FFB §10.1.3). With --set litige-belote=kept the takers score their 20 at once and only their card points are held.
- Points still held when the game ends are lost.

The sheet shows the held points in a column of their own. Example: Bert takes and his team has 81 of 162: Ann and Cis score 81, and 81 is held for the next deal. If Bert's team then takes again and makes 120, it scores 120 + 81 = 201.`,
    see: ['scoring', 'belote'],
  },
  {
    id: 'target',
    title: 'End of the game: the target',
    aliases: ['doel', 'einde', 'end', 'game end', 'winnaar', 'winner', '1000', 'match'],
    source: FFB,
    text: `A game is played to a target: 1000 points unless the sheet chooses 501, 701, 2000 or none (--set target=...).

When one or both teams have reached the target at the end of a deal, the team with the higher total wins. Equal totals mean one more deal. The sheet then shows the winning team and refuses further deals.

A sheet may also end after a number of deals: option deals, 1 to 100 or none (the default); a pass (pas) does not count. Whichever comes first, target or deals, ends the game. After the last deal the higher total wins; equal totals are a draw of all four. Litige points still held when the game ends (target, deals or tafel finish) are dropped: no next deal wins them. The sheet's held then reads 0.

Example: tafel new belote --rules ffb --players Ann,Bert,Cis,Dirk --set deals=12 --set target=none`,
    see: ['scoring'],
  },
  {
    id: 'rounding',
    title: 'Rounding to tens (option)',
    aliases: ['afronden', 'afronding', 'round', 'nearest10', 'tientallen', 'tens'],
    source: FFB,
    text: `Many tables write belote scores in tens. The sheet option rounding chooses:

- none (default): every team scores its points as counted.
- nearest10: each team's deal score is rounded to the nearest ten, with 5 rounding up: 85 becomes 90, 84 becomes 80. Held litige points are rounded when they are held (81 becomes 80), as FFB does not say otherwise; with --set litige-rounding=sum they wait as counted and are rounded together with the deal score that wins them (104 + 81 = 185 becomes 190, where the default gives 100 + 80 = 180).

Whether a contract is made, failed or a litige is always decided on the exact points, before rounding.

Example: tafel new belote --rules ffb --players Ann,Bert,Cis,Dirk --set rounding=nearest10`,
    see: ['scoring', 'litige'],
  },
  shared.pas(FFB),
];

export const text: GameText = { game: 'belote', lang: 'en', name: 'Belote', ruleSets: { cardavia, ffb } };
