import type { GameText, Topic } from '../../core/topic.js';
import { CS, KSU, TC, WIKI, WK } from './sources.js';
import { ruleBook } from '../../i18n/en/ruleBook.js';

const NOTES = ruleBook.notes('Boerenbridge');

// Written in our own words from the sources; the facts are theirs, the sentences are not. Where a
// source could not be read (the WK point table and dealer rule), the text says tafel decided.
const tables = () => import('./tables.js');
// The point tables' words come from this language's catalogue, loaded only when a table is shown.
const words = async () => (await import('./messages.en.js')).en;

type R = 'wk' | 'klassiek' | 'poepen';

const SCHEMA: Record<R, string> = {
  wk: `The WK plays 19 deals with five players: 10 cards each in the first deal, one card fewer every deal down to 1, then one more every deal back up to 10 (${'10 → 1 → 10'}). Trump is fixed, so no card needs to be turned and the whole pack can be dealt: with another number of players tafel takes as many cards as the pack gives everybody (52 divided by the players, rounded down), e.g. 13 → 1 → 13 with four. That is a decision of tafel: the WK text only describes five players.`,
  klassiek: `Seventeen deals: 1 card each, then 2, 3 … up to 8; deal 9 also has 8 cards and is played without trump; deal 10 again 8 cards, then down to 1. The source says 17 deals with three deals of 8; tafel reads deal 10 as the third one, the only reading that gives 17. Two packs are used: one to play with, one to turn the trump card from, so 8 cards each fit only 3 to 6 players.`,
  poepen: `The cards go up and down: 1 card each in the first deal, one more every deal up to the most the pack allows, then down again to 1. One card of the stock is turned for trump, so the most is 51 divided by the players, rounded down: 10 with five (19 deals), 12 with four (23 deals), 17 with three (33 deals).`,
};

const BIEDEN: Record<R, string> = {
  wk: `After looking at their cards the players say, one by one, how many tricks they will take: the player left of the dealer first, then clockwise, the dealer last. 0 is a bid like any other and scores when it comes true.`,
  klassiek: `Everybody says (or writes down hidden) how many tricks he will take at the same moment, so nobody bids last and nobody is held to a total. 0 is a bid like any other.`,
  poepen: `The player left of the dealer bids first, then clockwise, the dealer last. A bid is a number from 0 to the cards in the deal; 0 scores when it comes true.`,
};

const HAAK: Record<R, string> = {
  wk: `The dealer, who bids last, may not make the bids add up to the number of tricks: then at least one player has to miss. tafel applies the rule as every implementation that has it does: in every deal (hook=always). When the others already bid more than the tricks together, the dealer may bid anything. --set hook=over-3 keeps the rule only above 3 cards, as Wikipedia describes it; --set hook=off drops it.`,
  klassiek: `Bids are said at the same moment, so there is no last bidder and no rule against the total (hook=off). --set hook=always adds the usual rule: the dealer may not make the bids add up to the tricks.`,
  poepen: `The dealer bids last and may not make the bids add up to the cards in the deal, in every deal (hook=always). Example: 7 cards, the others bid 0, 3 and 2; the dealer may not bid 2. When the others already bid more than the tricks, anything goes. Wikipedia applies the rule only when more than 3 cards are dealt: --set hook=over-3.`,
};

const TROEF: Record<R, string> = {
  wk: `Spades are trump in every deal. tafel refuses another suit in record --trump on such a sheet.`,
  klassiek: `After dealing, a card is turned from a second pack: its suit is trump. Deal 9 (the middle deal of 8 cards) is played without trump.`,
  poepen: `After dealing, the top card of the stock is turned: its suit is trump for the deal. Another version lets the highest bidder name trump (--set trump=bidder). The one-card deal is played blind: every player holds his card to his forehead, seeing only the others' cards.`,
};

// What record --trump takes: under wk's trump=spades, spades alone (as record and judge refuse another suit).
const NOTE_TRUMP: Record<R, string> = {
  wk: `record --trump S notes the trump of a deal on the sheet (under trump=spades S alone, or leave it out); it never changes the score.`,
  klassiek: `record --trump S notes the trump of a deal on the sheet (S H D C or none); it never changes the score.`,
  poepen: `record --trump S notes the trump of a deal on the sheet (S H D C or none); it never changes the score.`,
};

const TELLING: Record<R, string> = {
  wk: `Only an exact prediction scores: 10 points plus 2 per trick taken. A miss costs 2 points per trick off, over or under alike (bid 3, took 4: −2). These are the values of the CardScore scorekeeper (see the source), which tafel plays for the WK; --set exact=, per-trick= and per-miss= give any other table (e.g. 10 + 3 and −3).`,
  klassiek: `An exact prediction scores 5 points plus 1 per trick taken; a miss costs 1 point per trick off (bid 7, took 2: −5). The highest total wins.`,
  poepen: `An exact prediction scores 6 points plus 2 per trick taken: (2, 2) is +10 and (0, 0) +6. A miss costs 2 per trick off: (3, 4) is −2 and (0, 4) −8. The highest total after the last deal wins; equal totals share the win.`,
};

const common = (r: R): Topic[] => [
  {
    id: 'schedule',
    title: 'Cards per deal (the schedule)',
    aliases: ['schema', 'deals', 'cards', 'kaarten', 'rondes', 'spelletjes'],
    source: r === 'wk' ? `${WK}; ${NOTES}` : r === 'klassiek' ? `${KSU}; ${NOTES}` : `${CS}; ${TC}`,
    text: `${SCHEMA[r]}

tafel works the cards of every deal out itself: tafel sheet shows the next deal's cards, and record --cards checks that the table agrees. --set max-cards=10 lowers the top (four players who want the 19-deal game), --set schedule=7,6,5,4,3,2,1 gives any list.`,
    tables: async (s) => (await tables()).scheduleTable(s, r, (await words()).tables),
    see: ['bidding', 'hook'],
  },
  {
    id: 'bidding',
    title: 'Bidding (predicting the tricks)',
    aliases: ['bieden', 'bids', 'voorspellen', 'vragen', 'prediction', 'bid'],
    source: r === 'klassiek' ? KSU : `${WK}; ${WIKI}`,
    text: `${BIEDEN[r]}

On the sheet every deal records everybody's bid and tricks at once: tafel record --bids Ann=1,Bert=2,Cis=3,Dirk=1,Eva=2 --tricks Ann=1,Bert=2,Cis=4,Dirk=1,Eva=2. Numbers without names are read in seating order (the order of --players), never in bidding order.`,
    see: ['hook', 'scoring'],
  },
  {
    id: 'hook',
    title: 'The dealer may not make it add up (the hook)',
    aliases: ['haak', 'screw the dealer', 'deler klemzetten', 'forbidden bid'],
    source: r === 'wk' ? `${WIKI}; ${NOTES}` : r === 'klassiek' ? `${KSU}; ${NOTES}` : `${CS}; ${WIKI}`,
    text: `${HAAK[r]}

tafel refuses a record that breaks the rule and names the bid the dealer may not make; table mode shows it before the dealer bids.`,
    see: ['bidding'],
  },
  {
    id: 'trump',
    title: 'Trump',
    aliases: ['troef', 'troefkleur'],
    source: r === 'wk' ? WK : r === 'klassiek' ? KSU : `${CS}; ${WIKI}`,
    text: `${TROEF[r]}

${NOTE_TRUMP[r]}`,
    see: ['play'],
  },
  {
    id: 'play',
    title: 'Playing the tricks',
    aliases: ['spelen', 'follow suit', 'bekennen', 'introeven', 'tricks'],
    source: `${KSU}; ${CS}; ${WIKI}`,
    text: `- Follow suit when you can.
- When you cannot, play any card: trumping is allowed, never required, and nobody has to overtrump.
- The highest trump wins the trick, else the highest card of the suit led. A K Q J 10 … 2 in every suit.
- The winner of a trick leads the next one; play goes clockwise.${r === 'wk' ? '\n\nThe WK text stops before play; tafel follows the rule of the other sources.' : ''}

tafel judge trick boerenbridge --trump S 10H AH 2S KH and tafel judge play boerenbridge --trump S --hand "AH 3H 2S" --trick KH answer at the table.`,
    see: ['trump', 'revoke'],
  },
  {
    id: 'revoke',
    title: 'Revoke (verzaken)',
    aliases: ['verzaken', 'verzaakt', 'renege', 'niet bekennen'],
    source: `${KSU}; ${CS}; ${WIKI}; ${NOTES}`,
    text: `When you cannot follow suit any card goes, so the one revoke (verzaken) is not following suit when you could.

tafel has no penalty for it: record the tricks as the table settles the deal. A wrong number of cards is another matter, with its own penalty: see misdeal.`,
    see: ['play', 'misdeal'],
  },
  {
    id: 'scoring',
    title: 'Scoring',
    aliases: ['telling', 'score', 'points', 'punten', 'exact'],
    source: r === 'wk' ? `${TC}; ${NOTES}` : r === 'klassiek' ? KSU : CS,
    text: `${TELLING[r]}

Every player scores his own prediction only, so the sheet does not add up to zero. tafel stats counts each player's exact predictions.`,
    tables: async (s) => (await tables()).scoringTable(s, (await words()).tables),
    see: ['misdeal'],
  },
  {
    id: 'misdeal',
    title: 'A wrong number of cards (misdeal)',
    aliases: ['kaartfout', 'wrong cards', 'penalty', 'strafpunten'],
    source: `${WK}; ${NOTES}`,
    text: `When a player turns out to hold the wrong number of cards, the deal stops at once. That player loses 4 points; every other player scores as if his prediction had come true. The WK describes this; tafel uses the same rule in every rule set (--set misdeal= changes the penalty). The deal counts as played: the next deal has the next number of cards and the next dealer.

tafel record --bids Ann=1,Bert=0,Cis=1,Dirk=1,Eva=0 --misdeal Dirk`,
    see: ['scoring'],
  },
  {
    id: 'dealer',
    title: 'Who deals first',
    aliases: ['gever', 'first dealer', 'draw', 'trekken', 'delen', 'setup'],
    source: WK,
    text: `At the WK every player gets one open card and the highest deals first; any spade beats any other suit, and players tied for the highest draw again. After that the deal passes clockwise every deal.

tafel does not draw: tafel new ... --dealer Cis names the first dealer (the first player otherwise), and tafel dealer corrects it later.`,
    see: ['schedule'],
  },
];

export const text: GameText = {
  game: 'boerenbridge',
  lang: 'en',
  name: 'Boerenbridge',
  ruleSets: { wk: common('wk'), klassiek: common('klassiek'), poepen: common('poepen') },
};
