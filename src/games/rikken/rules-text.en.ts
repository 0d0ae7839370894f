import type { GameText, Topic } from '../../core/topic.js';
import { DSC, EVM, KAP, LEP, LIB, MDH, MM, OUD, PAGAT, SSOVN, STI, SVK, WB } from './sources.js';

// Written in our own words from the documents named in each topic's source; the facts are theirs,
// the sentences are not. Sources are named as a reader finds them (publisher and document).
const tables = () => import('./tables.js');
// The point tables' words come from this language's catalogue, loaded only when a table is shown.
const words = async () => (await import('./messages.en.js')).en;
const src = (...s: string[]): string => s.join('; ');

function topics(rules: 'standaard' | 'ssovn'): Topic[] {
  const ssovn = rules === 'ssovn';
  return [
    {
      id: 'overview',
      title: ssovn ? 'Rikken in short (SSOVN club rules)' : 'Rikken in short',
      aliases: ['intro', 'about', 'rules', 'regels', 'rikken', ssovn ? 'club' : 'standard'],
      source: src(PAGAT, WB, KAP),
      text: `Rikken is the bidding game of Noord-Brabant, also played in Limburg and Belgium: four players, the full pack of 52 cards, thirteen tricks a deal. Every deal has one contract: a rik, where the bidder calls an ace and its holder becomes his secret partner; a solo ("9 alleen"); a piek or misère, which several players may play at once, each for himself; a troela, when one hand holds three aces; or a pass game when nobody bids.

Cards have no points; only tricks count. Every deal is zero-sum: what the declarers win, the others pay. The values differ from club to club, so every number is a house rule (--set).

${ssovn ? 'The SSOVN club plays no troela and no piek; its evenings are two partijen of 20 deals for every player (25 deals at a table of five, 30 at six).' : 'With five or six at the table the dealer sits out, and with six also the player three seats on.'}

Topics: bidding, rik, troela, alleen, piek-misere, open-praatje, schoppen-mie, een-of-vijf, scoring, sitting-out, play, revoke.`,
      see: ['bidding', 'rik', 'scoring', 'play'],
    },
    {
      id: 'bidding',
      title: 'Bidding: the ladder',
      aliases: [
        'bieden',
        'bid',
        'bod',
        'ladder',
        'rank',
        'ranking',
        'rangorde',
        'passen',
        'beter',
        'harten',
        'hearts',
        'overbid',
        'meedoen',
      ],
      source: src(OUD, LEP, DSC, KAP, STI, SSOVN, LIB),
      text: `The player left of the dealer speaks first and the turn goes round. Each player bids higher than the last bid or passes; a pass is final, but a player who was overbid may bid again in his next turn. A bid once said stands, and a rik once said cannot be taken back.

From low to high: ${ssovn ? 'rik, rik beter, 8 alleen, 9 alleen, misère, 10 alleen, 11 alleen, open misère, 12 alleen, open misère with praatje, 13 alleen (SSOVN plays no piek, open or not)' : 'rik, rik beter, 8 alleen, piek, 9 alleen, misère, 10 alleen, open piek, 11 alleen, open misère, 12 alleen, open piek with praatje, open misère with praatje, 13 alleen'}.

- "Beter" is the same bid with hearts as trump, and it ranks above the same bid in another suit: rik beter is only overbid by 8 alleen or higher.
- A player who has not passed may join ${ssovn ? 'a misère' : 'a piek or misère'} instead of overbidding it: both play it, each for himself.
- Troela is announced, not bid. ${ssovn ? 'SSOVN does not play it.' : 'Here nothing outranks it (troela-rank=top); some tables put it just above rik beter (--set troela-rank=above-rik-beter).'}
- When everybody passes, the dealer chooses a pass game, or the cards are dealt again (record: pas).

tafel judge rank rikken "misere" "9 alleen" says which bid is higher and why. tafel keeps the result of the bidding, not the auction.`,
      see: ['rik', 'troela', 'piek-misere', 'schoppen-mie'],
    },
    {
      id: 'rik',
      title: 'Rik and rik beter: calling an ace',
      aliases: [
        'rik-beter',
        'beter-rik',
        'mate',
        'maat',
        'called ace',
        'gevraagde aas',
        'aas vragen',
        'partner',
        'kapot',
      ],
      source: src(PAGAT, KAP, MDH, OUD),
      text: `The rikker names trump and calls an ace he does not hold, never the ace of trump. Whoever holds that ace is his mate for this deal, but says nothing: the table learns who it is when the ace falls. A rikker who holds every other ace calls a king instead. In rik beter hearts is trump.

Together the two need 8 of the 13 tricks. Made: each of the two gets the amount and each opponent pays it; every trick over 8 adds a step, and all 13 tricks (kapot) add a bonus. Failed: one trick short costs the base, each further trick a step more. The rikker pays both opponents and the mate pays nothing, since he did not choose the game (--set rik-loss=both makes them pay one each).

Record: tafel record rik --by Bert --mate Dirk --tricks 9 [--trump C] [--called AD]; rik-beter the same without --trump.`,
      tables: async (s) => (await tables()).pointTables(rules, s, (await words()).tables),
      see: ['scoring', 'play', 'troela'],
    },
    {
      id: 'troela',
      title: ssovn ? 'Troela: not played at SSOVN' : 'Troela: three aces',
      aliases: ['troel', 'three aces', 'drie azen', 'four aces', 'vier azen', 'vierde aas'],
      source: src(DSC, OUD, KAP, MDH, SSOVN),
      text: `${ssovn ? 'SSOVN does not announce three or four aces, and a troela cannot be recorded under these rules. Elsewhere it goes as follows.\n\n' : ''}A player dealt three aces must say so. The holder of the fourth ace becomes his mate: he names trump (not the suit of his own ace) and leads that ace to the first trick, which nobody may trump. The two need 8 tricks together and are paid like a rik, with the same steps and the kapot bonus; when they fail, both pay, since nobody chose the partner.

With four aces in one hand the sources differ; tafel's decision: the holder calls a king as in a rik, and the deal is recorded as troela with the king's holder as mate.

Record: tafel record troela --by Cis --mate Bert --tricks 8.`,
      tables: async (s) => (await tables()).pointTables(rules, s, (await words()).tables),
      see: ['rik', 'bidding', 'play'],
    },
    {
      id: 'alleen',
      title: 'Alleen: playing solo for 8 to 13 tricks',
      aliases: ['solo', 'solos', '8 alleen', '9 alleen', '10 alleen', '11 alleen', '12 alleen', '13 alleen', 'alone'],
      source: src(PAGAT, KAP, OUD),
      text: `A soloist plays alone against the other three for the number of tricks he bid, 8 to 13, with a trump suit of his choice. With hearts it is the "beter" form: the same score, but it ranks above the same bid in another suit.

Made: each opponent pays the base of his level plus a step per trick over; failed: each opponent gets the base for one trick short plus a step for every further one. The soloist wins or pays three times that. A solo has no kapot bonus.

Record: tafel record alleen 9 --by Dirk --tricks 10 (also "9 alleen", "solo 9").`,
      tables: async (s) => (await tables()).pointTables(rules, s, (await words()).tables),
      see: ['scoring', 'bidding'],
    },
    {
      id: 'piek-misere',
      title: ssovn ? 'Misère (SSOVN plays no piek)' : 'Piek and misère: one trick or none',
      aliases: ['piek', 'misere', 'misère', 'meepieken', 'meemiseren', 'several', 'join', 'no trump', 'zonder troef'],
      source: src(PAGAT, KAP, LEP, OUD, MDH),
      text: `Played without trump, each for himself. In a piek the declarer must take exactly one trick; in a misère none at all.${ssovn ? ' SSOVN plays misère only (piek=off).' : ''}

Several players may play the same one in a deal: a player who has not passed joins it instead of overbidding. Each declarer is settled on his own with the three other active players, other declarers included, and the results are added. Made: he gets three times the value and each of the others pays it once; failed: the other way round. Two misère players, one made and one failed, end +100 and -100 with the default value 25, and the two others 0.

Different kinds cannot be mixed in one deal: the record names one. Record: tafel record misere --by Ann,Bert --tricks Ann=0,Bert=1 (one declarer: --by Cis --tricks 0).`,
      tables: async (s) => (await tables()).pointTables(rules, s, (await words()).tables),
      see: ['open-praatje', 'bidding'],
    },
    {
      id: 'open-praatje',
      title: 'Open piek and open misère, with or without praatje',
      aliases: ['open', 'open piek', 'open misere', 'praatje', 'met praatje', 'open hand', 'open cards'],
      source: src(KAP, SSOVN, EVM),
      text: `The open forms are played like piek and misère but for more points: the declarer lays his hand open on the table (in some clubs only after the first trick; the score is the same). "Met een praatje" (with a little talk) every player's cards lie open.${ssovn ? ' SSOVN plays open misère with and without praatje, but no open piek.' : ''}

Record: tafel record open-misere --by Cis --tricks 0; open-piek-praatje, open-misere-praatje likewise. --set open=off or praatje=off switches them off.`,
      tables: async (s) => (await tables()).pointTables(rules, s, (await words()).tables),
      see: ['piek-misere'],
    },
    {
      id: 'schoppen-mie',
      title: 'Schoppen Mie: a pass game',
      aliases: [
        'schoppenmie',
        'mie',
        'queen of spades',
        'schoppenvrouw',
        'schoppen vrouw',
        'pass game',
        'all pass',
        'iedereen past',
      ],
      source: src(DSC, LEP, KAP),
      text: `When everybody passed, the dealer may choose Schoppen Mie. There is no trump and everybody plays for himself. Whoever wins the trick with the queen of spades pays every other player, and so does whoever wins the last trick; one player doing both pays twice. Some tables add that nobody may lead spades in the first three tricks.

Record: tafel record schoppen-mie --queen Ann --last Bert. --set pass-games= chooses which pass games a table plays.`,
      tables: async (s) => (await tables()).pointTables(rules, s, (await words()).tables),
      see: ['een-of-vijf', 'bidding'],
    },
    {
      id: 'een-of-vijf',
      title: 'Eén of vijf: one or five tricks',
      aliases: ['1 of 5', 'een of vijf', 'one or five'],
      source: src(LEP, KAP, STI),
      text: `The other pass game: no trump, each for himself, and the aim is to end with exactly one or exactly five tricks. Every player who manages wins the value from every player who does not; when nobody manages, nobody pays.

Record every player's tricks (they add up to 13): tafel record een-of-vijf --tricks Ann=1,Bert=5,Cis=4,Dirk=3.`,
      tables: async (s) => (await tables()).pointTables(rules, s, (await words()).tables),
      see: ['schoppen-mie'],
    },
    {
      id: 'scoring',
      title: 'Scoring: amounts per opponent, zero-sum',
      aliases: [
        'telling',
        'score',
        'points',
        'punten',
        'values',
        'waarden',
        'overtricks',
        'down',
        'zero-sum',
        'nulsom',
        'pas',
        'redeal',
      ],
      source: src(KAP, MM, DSC, PAGAT),
      text: `Every amount is per opponent, and every deal sums to zero over the table. Trick contracts (rik, rik beter, troela, alleen) have a base at exactly the tricks needed and a step of 5 per trick over or short; one trick short costs the base alone. Piek and misère have a fixed value. The tables below show the values in force: every one is a --set key (e.g. --set misere=30), and --set down=from-first charges a step for the first trick short too.

A deal where everybody passed and the cards were dealt again is recorded as pas: 0 for everybody, the same dealer deals again, and it does not count toward the number of deals.${ssovn ? ' A partij is 20 deals for every player (deals=partij); --set deals=none plays on until tafel finish.' : ' There is no deal limit unless --set deals=N; tafel finish ends the sheet.'} The highest total wins.`,
      tables: async (s) => (await tables()).pointTables(rules, s, (await words()).tables),
      see: ['rik', 'alleen', 'piek-misere'],
    },
    {
      id: 'sitting-out',
      title: 'Five or six at the table: sitting out',
      aliases: [
        'stilzitten',
        'five players',
        'six players',
        'vijf spelers',
        'zes spelers',
        'sit out',
        'sitting out',
        'stil',
        'sitter',
      ],
      source: src(LEP, MDH, SVK, SSOVN),
      text: `Four play each deal. With five at the table the dealer sits the deal out; with six the dealer and the player three seats further on. A sitter scores 0, and "opponents" are always the active players only, so a solo is paid by three players whatever the table size.

Give the players in seating order (tafel new rikken --players Ann,Bert,Cis,Dirk,Eva). The sheet shows who sits out next, and naming a sitter in a record is refused.`,
      see: ['scoring'],
    },
    {
      id: 'play',
      title: 'Play: follow suit, the called ace',
      aliases: [
        'spelen',
        'follow suit',
        'bekennen',
        'troefplicht',
        'trump duty',
        'trumping',
        'troeven',
        'uitkomen',
        'lead',
        'card order',
        'kaartvolgorde',
        'dealing',
        'delen',
        'setup',
        'deal',
      ],
      source: src(DSC, LEP, PAGAT, EVM, LIB),
      text: `- Ace high, two low in every suit. The pack is cut and hardly shuffled; 13 cards each, dealt 6 + 7 or 4 + 5 + 4. The deal passes to the left.
- The player left of the dealer leads the first trick; the winner of a trick leads the next.
- Follow suit when you can. When you cannot, play any card: trumping and overtrumping are never required.
- The holder of the called ace plays it the first time its suit is led (--set called-ace=free drops that duty).
- In a troela the mate leads his ace to the first trick, and nobody may trump it.

tafel judge play rikken --trump C --called AD --trick 7D --hand "AD 9D 4S" checks a play; --troela-lead for the troela ace.`,
      see: ['rik', 'troela', 'revoke'],
    },
    {
      id: 'revoke',
      title: 'Verzaken: a revoke',
      aliases: ['verzaken', 'verzaakt', 'renege', 'penalty', 'straf'],
      source: src(DSC),
      text: `Failing to follow suit when you could is the worst sin at the table. tafel's decision on the penalty: the side of the player who revoked loses the deal by the smallest margin. A declarer's revoke scores the contract failed by one trick (in a piek or misère only that declarer fails); an opponent's revoke scores it made with exactly the tricks needed. A revoking mate pays as the rikker would. A pass game has no sides, so no revoke.

Record: tafel record rik --by Bert --mate Dirk --revoke Ann (no --tricks).`,
      see: ['play', 'scoring'],
    },
  ];
}

export const text: GameText = {
  game: 'rikken',
  lang: 'en',
  name: 'Rikken',
  ruleSets: { standaard: topics('standaard'), ssovn: topics('ssovn') },
};
