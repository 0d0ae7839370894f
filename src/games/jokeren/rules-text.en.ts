import type { GameText, Topic } from '../../core/topic.js';
import { AJS, GUY, HOOP, KBN, KSI, T9 } from './sources.js';
import { ruleBook } from '../../i18n/en/ruleBook.js';

const NOTES = ruleBook.notes('Jokeren');

// Written in our own words from the documents named in each topic's source; the facts are theirs,
// the sentences are not. Sources are named as a reader finds them (publisher and document).
const tables = () => import('./tables.js');
// The point tables' words come from this language's catalogue, loaded only when a table is shown.
const words = async () => (await import('./messages.en.js')).en;
// The rule set's own document first, and each document once (kbn's own is also the KBN cited after it).
const src = (...s: string[]): string => [...new Set(s)].join('; ');

function topics(rules: 'kbn' | 'dehoop' | 'amerikaans'): Topic[] {
  const own = { kbn: KBN, dehoop: HOOP, amerikaans: AJS }[rules];
  return [
    {
      id: 'cards',
      title: 'Cards, jokers and players',
      aliases: [
        'kaarten',
        'pack',
        'packs',
        'deck',
        'players',
        'deal',
        'intro',
        'about',
        'jokeren',
        'setup',
        'delen',
        'overview',
        'overzicht',
        'rules',
        'regels',
      ],
      source: src(KBN, T9, HOOP),
      text: `Jokeren is the Dutch rummy: two packs of 52 cards shuffled together, with jokers. The KBN rulebook and de Hoop play one joker per pack, two in all; Troef 9 plays three with four players and two with three. Everybody gets 13 cards, dealt one at a time [T9; HOOP]; the rest is the stock, with one card turned up beside it.

tafel plays 2 to 6 players (two packs leave a stock even for six; the clubs seat 2 to 4 a table). --players is the seating order; the first player deals first unless --dealer says otherwise, and the deal passes to the next player after every deal. --set jokers=3 plays Troef 9's three jokers: a deal's hands can then hold three.

Topics: play, joker, scoring, end, amerikaans.`,
      see: ['play', 'scoring'],
    },
    {
      id: 'play',
      title: 'Play: sets, runs, going out',
      aliases: [
        'spel',
        'meld',
        'melding',
        'sets',
        'runs',
        'rummy',
        'opening',
        'uitleggen',
        'uitmaken',
        'out',
        'going out',
        'go out',
        'spelen',
      ],
      source: src(T9, GUY, HOOP),
      text: `In turn each player draws a card (from the stock, or the card turned up) and ends his turn by discarding one. Between the two he may lay cards on the table: a set is three or four cards of one rank, a run is three or more cards in sequence in one suit. An ace is low or high in a run [HOOP].

The first cards a player lays out must be worth at least 40 points together [T9; GUY]; a joker then counts as the card it stands for. According to guyot50.nl a player who holds 40 when the cards are dealt still waits until everybody has had a turn, and two jokers never lie side by side on the table; de Hoop allows several jokers in one set only with a real card between them.

The first player to get rid of all his cards goes out ("uitmaken") and the deal ends at once. He scores 0; every other player scores penalty points for the cards still in his hand (see scoring).

tafel does not referee the play itself; it keeps the score: tafel record --out Bert --points ${rules === 'amerikaans' ? 'Ann=5,Dirk=15' : 'Ann=6,Dirk=3'} --hand Cis=5+9+Q+joker*`,
      see: ['scoring', 'joker'],
    },
    {
      id: 'joker',
      title: 'A joker left in hand',
      aliases: ['jokers', 'laid joker', 'joker*', 'wildcard'],
      source: src(KBN, HOOP, AJS),
      text: `A joker left in hand costs more when its holder could have laid it on the table [KBN; HOOP]: under the KBN rulebook 5 instead of 1, at de Hoop 20 instead of 10. In Amerikaans jokeren the scoreboard asks whether the player had laid out at all: a joker costs 20, or 10 when he never could [AJS].

On tafel such a joker is written joker* (or X*): --hand Cis=K+K+K+joker*+joker* is three kings and two jokers that could have been laid. A plain joker (joker, jk or X) is any other. Only a joker takes the star; 9* is refused.`,
      see: ['scoring'],
    },
    {
      id: 'scoring',
      title: 'Penalty points: what a hand costs',
      aliases: ['telling', 'score', 'values', 'points', 'penalty', 'strafpunten', 'waarde', 'hand'],
      source: src(own, KBN, HOOP, AJS, T9, KSI),
      text: `When a player goes out, every other player counts the cards left in his hand; the lowest total over the game wins. What a card costs differs from club to club, so every value is a house rule:

- the KBN rulebook (kbn, the default): every card 1 point, a joker that could have been laid 5 [KBN];
- de Hoop (dehoop): 2 to 10 their face value, jack to ace 10, a joker 10, or 20 when it could have been laid [HOOP];
- Amerikaans jokeren (amerikaans): jack, queen and king 10, every other card 5 (the ace too), a joker 10, or 20 when its holder had laid out; scores are written in fives [AJS];
- Troef 9: 2 to 10 face value, the pictures 10, the ace 10 or 1, a joker 1 or "under certain circumstances" 10 [T9]: --set low=face --set honours=10 --set ace=10 --set joker=1 --set joker-laid=10 --set jokers=3;
- kaartspellen.info: the ace 11 and a joker 25 [KSI]: --set low=face --set honours=10 --set ace=11 --set joker=25 --set joker-laid=25.

Give each player either the points counted at the table (--points Ann=12) or the cards themselves (--hand Cis=7+K+joker*), which tafel prices with the values in force; both may be mixed in one deal. A number below the smallest possible hand, above what 14 cards can cost, or (amerikaans) not in fives is refused; so is 0 for a player who did not go out.`,
      tables: async (s) => (await tables()).valueTable(s, (await words()).tables),
      see: ['joker', 'end'],
    },
    {
      id: 'end',
      title: 'The end of the game and the winner',
      aliases: ['finish', 'winner', 'limit', 'deals', 'einde', 'lowest'],
      source: src(AJS, NOTES),
      text: `The sheet runs until tafel finish, unless a house rule ends it: --set deals=7 ends it after seven deals (Amerikaans jokeren always plays seven [AJS]), --set limit=100 after the deal in which a total reaches 100 or more. The lowest total wins; players equal on the lowest total are all winners. Every sheet, chart and statistic of Jokeren says "lowest wins".

At a club evening (tafel event new jokeren) the tables are of three or four, every player deals twice a round, and the lowest round score wins a table and ranks first.`,
      see: ['scoring'],
    },
    {
      id: 'amerikaans',
      title: 'Amerikaans jokeren: seven contracts',
      aliases: ['contracts', 'contract', 'opdrachten', 'rounds', 'american'],
      source: src(AJS, HOOP),
      text: `Amerikaans jokeren is played in seven deals, each with its own contract: before laying anything else out, a player must lay the contract of the deal. In order: a run of 3, a set of 3, a run of 4, a set of 4, a run of 5, a run of 6, and in the last deal all cards at once [AJS]. After the seventh deal the lowest total wins.

tafel derives the contract from the deal's number, shows it on each row and names the next one under the sheet. --rules amerikaans (or tafel new amerikaans-jokeren) plays it with its own values; de Hoop's values with the seven contracts are --rules dehoop --set deals=7 --set contracts=on (the opening of de Hoop's rules, as read, names no contract rounds [HOOP]).`,
      tables: async () => (await tables()).contractTable((await words()).tables, (await words()).contracts),
      see: ['scoring', 'end'],
    },
  ];
}

export const text: GameText = {
  game: 'jokeren',
  lang: 'en',
  name: 'Jokeren',
  ruleSets: { kbn: topics('kbn'), dehoop: topics('dehoop'), amerikaans: topics('amerikaans') },
};
