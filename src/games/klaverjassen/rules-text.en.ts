import type { GameText, Topic } from '../../core/topic.js';
import {
  BGA,
  DORS,
  GP,
  INT,
  KBN,
  KJO,
  LENTE,
  NKU,
  NKU_H,
  NKU_R,
  PAGAT,
  PITSLAG,
  SAM,
  TROEF,
  UTR,
  WIKI,
} from './sources.js';

// Written in our own words from the documents named in each topic's source; the facts are theirs,
// the sentences are not. Sources are named as a reader finds them (publisher and document).
const tables = () => import('./tables.js');
// The point tables' words come from this language's catalogue, loaded only when a table is shown.
const words = async () => (await import('./messages.en.js')).en;

const src = (...s: string[]): string => s.join('; ');

function topics(rules: 'amsterdams' | 'rotterdams'): Topic[] {
  const rotterdams = rules === 'rotterdams';
  const jacks = rotterdams ? 100 : 200;
  return [
    {
      id: 'overview',
      title: rotterdams ? 'Klaverjassen in short (Rotterdam rules)' : 'Klaverjassen in short (Amsterdam rules)',
      aliases: ['intro', 'about', 'klaverjas', 'rules', 'regels', rotterdams ? 'rotterdam' : 'amsterdam'],
      source: src(NKU, WIKI),
      text: `The Dutch partnership game: four players, partners opposite each other, 32 cards, eight tricks a deal. One player chooses trump and his team must score more than the other, counting card points and roem (bonus for combinations that fall together in one trick).

${rotterdams ? 'The Rotterdam rules are played in South Holland, Zeeland and West Brabant. Their mark: when you cannot follow suit you must always trump, even over your partner, and undertrump if you have nothing higher.' : 'The Amsterdam rules are the basis of the official tournament rules and are the usual game in most of the Netherlands and Flanders. Their mark: when your partner holds the trick you need not trump, and you never undertrump unless your hand holds nothing else.'}

A game (a "boom") is 16 deals, everyone dealing four times.

Topics: cards, bidding, trump-duty, roem, scoring, nat, pit, revoke, boom.`,
      see: ['cards', 'bidding', 'trump-duty', 'roem', 'scoring'],
    },
    {
      id: 'cards',
      title: 'Cards, card points, teams and dealing',
      aliases: [
        'kaarten',
        'card points',
        'kaartpunten',
        'deck',
        'order',
        'volgorde',
        'jas',
        'nel',
        'teams',
        'partners',
        'dealing',
        'delen',
        'setup',
        'card values',
        'last trick',
      ],
      source: src(KBN, NKU_H, NKU, PAGAT),
      text: `- 32 cards: 7, 8, 9, 10, jack, queen, king and ace of each suit. Eight cards each.
- Partners sit opposite. On a tafel sheet the 1st and 3rd player form one team and the 2nd and 4th the other, so list the players in seating order.
- Dealing and play go clockwise: the next player in the list is on the left of the one before, and the deal passes to him.
- In trump the jack (the "jas") is highest and the 9 (the "nel") second: J 9 A 10 K Q 8 7. Other suits: A 10 K Q J 9 8 7.
- Trump jack 20, trump 9 14; every ace 11, ten 10, king 4, queen 3; a jack outside trump 2; the rest 0. The last trick adds 10: 162 card points a deal.

Roem comes on top of those 162; there is no 252 as in Belote.`,
      tables: async () => (await tables()).cardValuesTable((await words()).tables),
      see: ['roem', 'trump-duty', 'scoring'],
    },
    {
      id: 'bidding',
      title: 'Who plays: choosing trump',
      aliases: [
        'bieden',
        'bid',
        'ik speel',
        'passen',
        'pass',
        'taker',
        'troef maken',
        'verplicht',
        'utrechts',
        'vrij',
        'uitkomen',
        'lead',
      ],
      source: src(NKU_R, NKU_H, INT, KJO, LENTE, UTR, SAM, NKU),
      text: `Nobody bids numbers: a player says "I play" with a suit, or passes. His team are the takers (the "playing" team), the others the defenders. There is no void deal; somebody always plays.

- Free (vrij, the NKU tournament order): the dealer speaks first, then the player on his left and so on; when all four pass, the dealer must play. Many home tables start left of the dealer instead, and then that player must play when all pass.
- Obliged (verplicht, also called Utrechts): the player left of the dealer must choose trump and play; nobody passes.
- The classic form turns up a card for trump; Kraken and Leidsch use other scoring and are not on the tafel sheet.

In every form the player left of the dealer leads the first trick, whoever chose trump. A player may choose a suit he does not hold.

On the sheet: tafel record --taker Ann --points 92. With --set bidding=verplicht the taker must be the player after the dealer, and --taker may be left out.`,
      see: ['scoring', 'trump-duty'],
    },
    {
      id: 'trump-duty',
      title: rotterdams
        ? 'Trump duty (Rotterdams): always trump when you cannot follow'
        : 'Trump duty (Amsterdams): free when your partner holds the trick',
      aliases: [
        'troefplicht',
        'trump duty',
        'verplicht troeven',
        'must trump',
        'trump',
        'trumping',
        'troeven',
        'play',
        'spelen',
        'bekennen',
        'follow suit',
        'introeven',
        'overtroeven',
        'overtrump',
        'ondertroeven',
        'undertrump',
        'maatslag',
        'tricks',
        'slagen',
      ],
      source: rotterdams ? src(NKU, WIKI, KJO, BGA, PAGAT, GP) : src(NKU, WIKI, PAGAT, SAM, KJO, UTR, GP),
      text: `The highest trump wins the trick, otherwise the highest card of the suit led; the winner leads the next one, with any card.

- Follow suit when you can. In a plain suit you need not beat the cards on the table.
- When trump is led you must play a higher trump than the best one in the trick if you have one, even when it is your partner's. With only lower trumps, play any of them.
${
  rotterdams
    ? `- When you cannot follow a plain suit you must trump, also when your partner holds the trick. Play a higher trump than the best in the trick if you can; if you cannot, you must still play a lower one (undertrump). Only without any trump may you play anything.`
    : `- When you cannot follow a plain suit and an opponent holds the trick, you must trump, and go over a trump already in the trick if you can.
- When your partner holds the trick you may play what you like, except a lower trump.
- Undertrumping (a trump lower than one already in the trick) is allowed only when your hand holds nothing but lower trumps. A house rule (--set undertrump=must) makes you undertrump when an opponent's trump cannot be beaten.`
}

Example, hearts trump: your partner led the ace of spades, an opponent played the 7 of spades, you hold 8H, KD and 10C and no spades. ${rotterdams ? 'Rotterdams: you must trump with 8H, even over your partner.' : 'Amsterdams: your partner holds the trick, so any of the three is fine.'}

Referee: tafel judge play klaverjassen --rules ${rules} --trump H --hand "8H,KD,10C" --trick "AS,7S".`,
      see: ['revoke', 'cards'],
    },
    {
      id: 'roem',
      title: 'Roem: bonus for combinations in one trick',
      aliases: [
        'bonus',
        'stuk',
        'driekaart',
        'vierkaart',
        'four jacks',
        'vier boeren',
        'run',
        'sequence',
        'reeks',
        'melden',
        'claim',
      ],
      source: src(NKU_R, NKU_H, KBN, SAM, LENTE, PAGAT),
      text: `Roem is written only for cards that lie together in ONE trick, and it goes to the team that wins that trick, whoever played the cards. It must be claimed before the trick is turned; unclaimed roem is not written. Declaring roem from the hand, as in Belote, is not played.

- Three cards in sequence of one suit: 20. Four in sequence: 50. Sequences run 7 8 9 10 J Q K A in every suit, trump too.
- King and queen of trump together (the "stuk"): 20; inside a sequence of three 40, of four 70.
- Four cards of the same rank: 100; four jacks ${jacks}${rotterdams ? ' (the Rotterdam rules; --set four-jacks=200 for 200)' : ' (--set four-jacks=100 for the Rotterdam value)'}. Some clubs count four of a kind only in aces, kings, queens, tens and jacks: --set low-four=0 makes four 7s, 8s or 9s worth nothing.

A trick can therefore be worth 0, 20, 40, 50, 70${rotterdams ? ' or 100' : ', 100 or 200'}. tafel checks that the roem written could have fallen in the tricks: at most one trick holds the stuk and one the four jacks, each team won at most 7 tricks (8 with a pit), and eight tricks in all.

On the sheet, roem is credited to the team of the player you name: tafel record --taker Cis --points 72 --roem Ann=20. Referee: tafel judge trick klaverjassen --trump H JH QH KH 10H shows the trick's roem.`,
      tables: async (s) => (await tables()).roemTable(s, (await words()).tables),
      see: ['scoring', 'nat', 'pit'],
    },
    {
      id: 'scoring',
      title: 'Scoring a deal: made or nat',
      aliases: ['telling', 'score', 'punten', 'puntentelling', 'points', 'made', 'gehaald', 'half', 'helft', '82'],
      source: src(NKU_H, GP, PAGAT, BGA, NKU_R, KJO),
      text: `Count the takers' card points (last trick included) and add their roem; do the same for the defenders (162 minus the takers' points, plus their roem).

- Made: the takers have MORE than the defenders, so more than half of all points of the deal. Each team scores its own points and roem. Without roem that means at least 82.
- Otherwise the takers are nat (see that topic). Equal totals are nat; --set tie=made makes exactly half enough.

Examples (Ann and Cis against Bert and Dirk):
- Ann plays, 92 points: 92 against 70, made: 92 and 70.
- Ann plays, 81 points: 81 against 81, nat: 0 and 162.
- Cis plays, 72 points, roem 20 for Ann: 92 against 90, made: 92 and 90.
- Ann plays, 100 points, roem 50 for Bert: 100 against 112, nat: 0 and 212.

Record: tafel record --taker Ann --points 92 (or --defender-points 70, as tournament sheets count).`,
      tables: async (s) => (await tables()).scoringTable(s, (await words()).tables),
      see: ['nat', 'pit', 'roem', 'revoke', 'boom'],
    },
    {
      id: 'nat',
      title: 'Nat: the takers failed',
      aliases: ['beet', 'failed', 'mislukt', 'down', 'n', 'gelijk', 'tie'],
      source: src(NKU_R, TROEF, DORS, GP),
      text: `When the takers do not score more than the defenders (points and roem together), they are nat, also called "beet". They score 0, and the defenders score all 162 card points plus the roem of BOTH teams.

Example: Ann plays with 100 points, Bert has 50 roem. 100 against 62 + 50 = 112: nat. Bert and Dirk score 162 + 50 = 212, Ann and Cis 0.

On paper a nat is marked with an N; the tafel sheet writes N beside the takers' 0.`,
      see: ['scoring', 'pit'],
    },
    {
      id: 'pit',
      title: 'Pit (mars) and tegenpit: all eight tricks',
      aliases: ['mars', 'tegenpit', 'all tricks', 'alle slagen', 'capot', 'slam', 'p', 'tp'],
      source: src(LENTE, PITSLAG, BGA, PAGAT),
      text: `A team that takes all eight tricks scores a pit (also "mars"): 162 card points plus 100 extra, plus its roem. The other team scores 0.

- Pit by the takers: tafel record --taker Ann --pit takers (or --mars takers), with roem if any: 162 + 100 + roem.
- Tegenpit: the defenders took every trick. The takers are nat with 0, the defenders score 162 + 100 + their roem: tafel record --taker Ann --pit defenders.

Record a pit as such: 162 points alone do not prove all tricks, since the other team may have won a trick of cards worth nothing. The bonuses are sheet options (--set pit=..., --set tegenpit=0 for none). Marks on the sheet: P and TP.`,
      see: ['scoring', 'nat', 'roem'],
    },
    {
      id: 'revoke',
      title: 'Verzaken: a revoke',
      aliases: ['verzaken', 'verzaakt', 'renege', 'v', 'penalty', 'straf'],
      source: src(DORS, PITSLAG),
      text: `Verzaken is failing to follow suit, or failing to trump or overtrump when the rules oblige you. Once the cards are closed it stands: the other team scores 162 plus 100, and no roem is written for anyone. It makes no difference whether a taker or a defender revoked.

Record it with the taker and the player who revoked: tafel record --taker Ann --verzaakt Bert. --points, --pit and --roem do not go with it. --set verzaken=162 gives only the 162. Some clubs deal again after a first revoke; such a deal is simply not recorded. The sheet marks it V.`,
      see: ['trump-duty', 'scoring'],
    },
    {
      id: 'boom',
      title: 'The game: a boom of 16 deals, or a target',
      aliases: [
        'boompje',
        'end',
        'einde',
        'game end',
        'winner',
        'winnaar',
        'target',
        'doel',
        '1500',
        'deals',
        'giften',
        '16',
      ],
      source: src(NKU, WIKI, BGA),
      text: `A complete game (a "boom" or "boompje") is 16 deals, so every player deals four times. After the 16th deal the team with more points wins; equal totals are a draw.

Other tables play to a target, often 1500 points: --set target=1500 (which also lifts the 16-deal limit unless you set deals too). When a team reaches the target after a deal, the higher total wins; equal totals play one more deal. --set deals=12 for a shorter game, deals=none for no limit.`,
      see: ['scoring'],
    },
  ];
}

export const text: GameText = {
  game: 'klaverjassen',
  lang: 'en',
  name: 'Klaverjassen',
  ruleSets: { amsterdams: topics('amsterdams'), rotterdams: topics('rotterdams') },
};
