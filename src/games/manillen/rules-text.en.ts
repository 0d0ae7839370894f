import type { GameText, Topic } from '../../core/topic.js';
import { CAC, CGW, FROG, MIF, MPL, MT, SEB, VLS, WB } from './sources.js';
import { ruleBook } from '../../i18n/en/ruleBook.js';

const NOTES = ruleBook.notes('Manillen');

// Written in our own words from the documents named in each topic's source; the facts are theirs, the sentences
// are not. Sources are named as a reader finds them (publisher and document).
const tables = () => import('./tables.js');
// The point tables' words come from this language's catalogue, loaded only when a table is shown.
const words = async () => (await import('./messages.en.js')).en;
const src = (...s: string[]): string => s.join('; ');

const topics: Topic[] = [
  {
    id: 'overview',
    title: 'Manillen in short',
    aliases: ['intro', 'about', 'rules', 'regels', 'manillen', 'manille', 'manilla', 'standard'],
    source: src(VLS, WB, CGW, MIF),
    text: `Manillen is the card game of West Flanders, played in cafés, at club evenings (kaartingen) and at a Belgian and a world championship. Four players in two fixed teams, partners opposite; 32 cards. The dealer names trump, or plays without trump (zonder); the opponents may then double (mee) and the dealer's team may double back (tegen).

Only card points count, not tricks: 60 points in a deal, and the team with more than 30 scores what it has above 30, times the doublings. The first team to reach 101 wins the game, a boom.

Topics: cards, setup, trump, meegaan, play, scoring, boom.`,
    see: ['scoring', 'meegaan', 'boom'],
  },
  {
    id: 'cards',
    title: 'Cards and card points',
    aliases: ['kaarten', 'card-values', 'card values', 'values', 'kaartpunten', 'order', 'rank', 'ten'],
    source: src(MIF, CAC, VLS, SEB),
    text: `32 cards: 10, ace, king, queen, jack, 9, 8, 7 in each suit. The 10, the manille that gives the game its name, is the highest card of every suit, trump included; then ace, king, queen, jack, 9, 8, 7.

Card points: 10 = 5, ace = 4, king = 3, queen = 2, jack = 1, the others 0. A suit holds 15, the pack 60; there is no bonus for the last trick, so the two teams' points always add up to 60.`,
    tables: async () => (await tables()).cardValues((await words()).tables),
    see: ['scoring', 'play'],
  },
  {
    id: 'setup',
    title: 'Seats and dealing',
    aliases: [
      'delen',
      'dealing',
      'deal',
      'dealer',
      'gever',
      'seats',
      'teams',
      'ploegen',
      'partners',
      'players',
      'spelers',
    ],
    source: src(CAC, VLS, CGW, MIF),
    text: `Four players; partners sit opposite: seats 1 + 3 against 2 + 4. List the players clockwise with --players; the first of them deals first (or --dealer), and the deal passes clockwise to the next player after every deal.

The player on the dealer's right cuts; the dealer deals 8 cards each in packets of 3, 2 and 3 (some tables 3, 3 and 2), starting at his left. The Spanish manilla, played counter-clockwise, and the forms for 2, 3 or 6 players are not what tafel keeps.`,
    see: ['trump', 'overview'],
  },
  {
    id: 'trump',
    title: 'Choosing trump, or zonder',
    aliases: ['troef', 'zonder', 'no trump', 'no-trump', 'sans', 'blind', 'kiezen'],
    source: src(VLS, CGW, MIF, MPL),
    text: `The dealer looks at his cards and names one of the four suits as trump, or plays zonder: without trump. His partner only picks up his cards after that. Zonder counts the deal double.

Some tables let the dealer call zonder blind, before he looks at his cards; that counts four times ([MPL] says "in some games"). tafel keeps it as a house rule: --set blind=on, then record --trump none --blind.

Every deal is played: the dealer must choose, so there is no pass.`,
    see: ['meegaan', 'scoring'],
  },
  {
    id: 'meegaan',
    title: 'Mee and tegen: the doublings',
    aliases: ['mee', 'tegen', 'double', 'doubling', 'kloppen', 'tegenkloppen', 'along', 'against', 'klop'],
    source: src(VLS, CGW, MPL, FROG, NOTES),
    text: `Once trump is named, an opponent who likes the deal may knock: he goes along (mee, meegaan, kloppen), and from then on the points count double. Only after a mee may the dealer's team knock back (tegen, tegenkloppen): double again, four times in all.

The doublings stack with zonder: zonder with mee counts ×4, zonder with mee and tegen ×8 (blind zonder with both ×16); a club that caps it sets --set max-multiplier=4 (or 8, or 2), as some tournaments do.

The multiplier counts for whichever team scores, not only for the team that knocked: the points count double from then on [VLS].

Record: --mee (also --along, --klop) and --tegen (also --against, --tegenklop); tegen without mee is refused.`,
    tables: async (s) => (await tables()).scoringTable(s, (await words()).tables),
    see: ['scoring', 'trump'],
  },
  {
    id: 'play',
    title: 'Playing the tricks',
    aliases: [
      'spelen',
      'playing',
      'tricks',
      'slagen',
      'kopen',
      'troefplicht',
      'trump-duty',
      'follow',
      'follow suit',
      'bekennen',
      'ondertroeven',
      'undertrump',
      'overtroeven',
      'overtrump',
    ],
    source: src(VLS, CGW, NOTES),
    text: `The player on the dealer's left leads any card; play goes clockwise and the winner of a trick leads the next. The highest trump wins the trick, else the highest card of the suit led, in the order 10 A K Q J 9 8 7.

- Follow suit when you can; you need not play higher.
- When you cannot, and there is a trump, you must trump (kopen). Over a trump already in the trick you must overtrump when you can, and you may undertrump only when you hold nothing else [VLS].
- When your partner holds the trick, you may play any card (a decision: [VLS] does not say; Belote plays it so).
- Some tables play without the duty to trump: any card when you cannot follow [CGW]. --set trump-duty=off.

Not following or not trumping when you must is a revoke (verzaken). tafel has no penalty for it: record the points as the table settles the deal.

tafel judge play manillen --trump H --trick KS --hand "7H 9D QC" says what may be played, and why.`,
    see: ['cards', 'trump'],
  },
  {
    id: 'scoring',
    title: 'Scoring a deal',
    aliases: ['telling', 'score', 'points', 'over 30', 'multiplier', 'sweep', 'record', 'noteren'],
    source: src(FROG, SEB, MT, MIF, MPL),
    text: `Count the card points of one team; the other has the rest of the 60. The team with more than 30 scores its points over 30 times the multiplier, the other team nothing; at 30 - 30 neither team scores. Both partners carry their team's score.

The multiplier: zonder ×2 (blind ×4), mee ×2, tegen ×2 again; they stack. A team with all 60 points scores 30 before the multiplier; some tables give it 60 (--set sweep=60, as the manillenTracker's setting).

Record the dealer's team's points: tafel record --trump H --points 38, or any player's team's points: --points Bert=22 (the other team then has 38). E.g. 45 points with mee and tegen: 15 over, ×4 = 60.`,
    tables: async (s) => (await tables()).scoringTable(s, (await words()).tables),
    see: ['meegaan', 'boom', 'cards'],
  },
  {
    id: 'boom',
    title: 'The boom: the end of the game',
    aliases: ['target', 'game', 'end', 'einde', '101', 'half boom', 'halve boom', 'best of', 'winner'],
    source: src(MIF, CGW, FROG, WB, NOTES),
    text: `The first team to reach 101 wins the game, a full boom; the sheet is finished at the end of that deal. Only one team scores in a deal, so two teams never reach it together. Clubs also play a half boom to 61, or 121 and 151: --set target=61 (any number 1..1000, or none).

A match of the best of three or five bomen is three or five sheets; tafel stats counts the sheets each player won. A club evening (tafel event) plays one boom at each table in every round. --set deals=<n> ends a sheet after n deals as well, whichever comes first; equal totals then are a draw.`,
    see: ['scoring', 'overview'],
  },
];

export const text: GameText = {
  game: 'manillen',
  lang: 'en',
  name: 'Manillen',
  ruleSets: { standaard: topics },
};
