import type { GameText } from '../../core/topic.js';
import { stakeTable } from './stake-rows.js';
import { GP, GZ, KSO, SPB, STE, WBK } from './sources.js';
import { ruleBook } from '../../i18n/en/ruleBook.js';

const NOTES = ruleBook.notes('Toepen');

// The engine has no author or title to name, so it is described, in the reader's language.
const TJS = '[TJS] a public JavaScript toepen engine with its property tests (unattributed)';

// Written in our own words from the documents named in each topic's source; the facts are theirs,
// the sentences are not. Sources are named as a reader finds them (publisher and page).
const src = (...s: string[]): string => s.join('; ');

export const text: GameText = {
  game: 'toepen',
  lang: 'en',
  name: 'Toepen',
  ruleSets: {
    standaard: [
      {
        id: 'game',
        title: 'The game: cards, players, tricks',
        aliases: [
          'spel',
          'cards',
          'play',
          'follow',
          'follow suit',
          'bekennen',
          'last trick',
          'laatste slag',
          'card order',
          'players',
          'deck',
          'order',
          'tricks',
          'intro',
          'about',
          'toepen',
          'troef',
          'trump',
          'spelen',
          'setup',
          'delen',
          'deal',
          'overview',
          'overzicht',
          'rules',
          'regels',
        ],
        source: src(SPB, KSO, GZ, STE, GP),
        text: `Toepen is played by 2 to 8 players, usually 4, with the 32 cards of a piquet pack [SPB; KSO]. Every player gets 4 cards. In each suit the 10 is highest, then 9, 8, 7, ace, king, queen and jack [SPB; GP]; there is no trump.

The player left of the dealer leads the first trick; you follow suit when you can, otherwise you may play any card, and the highest card of the suit led wins [SPB; GZ; KSO]. Only the fourth, last trick counts: whoever wins it wins the round, and every other player still in the round gets penalty points (see scoring). The lowest total wins.

tafel new toepen --players Ann,Bert,Cis,Dirk: the first player deals first unless --dealer says otherwise; then the round's winner deals [KSO; STE]. tafel judge trick toepen AH 7H 10S KH says who takes a trick.

Topics: toep, scoring, voor-dood, house-rules, revoke.`,
        see: ['toep', 'scoring'],
      },
      {
        id: 'toep',
        title: 'Toeping, going along and passing',
        aliases: ['knock', 'kloppen', 'stake', 'inzet', 'pass', 'passen', 'along', 'meegaan', 'raise'],
        source: src(SPB, KSO, GP, TJS),
        text: `A round starts at stake 1. At any moment a player may toep (knock): the stake goes up by one. Then every other player still in the round, in turn from the toeper's left, goes along or passes [SPB]. Whoever passes leaves the round at once and pays the stake as it was before that toep [SPB; GP "the previous point total"]: 1 on the first toep, 2 on the second.

Only a player still in the round may toep again, and by default not the one who made the last toep [SPB]. When everybody else has passed, the toeper wins the round on the spot.

Record who toeped in order, and who passed on which toep (numbered from 1): tafel record --winner Ann --toeps Ann,Bert --passed Cis=1,Dirk=2. When only the final stake is known: --final-stake 3 instead of --toeps.`,
        see: ['scoring', 'house-rules'],
      },
      {
        id: 'scoring',
        title: 'Scoring a round',
        aliases: ['telling', 'score', 'points', 'penalty', 'strafpunten', 'round', 'ronde'],
        source: src(SPB, KSO, GP, TJS, NOTES),
        text: `With a final stake S (1 + the number of toeps):

- the winner of the last trick scores 0;
- a player who passed on toep k scores k;
- every other player still in the round scores S; without a toep that is 1 for each loser [SPB; KSO].

Spelenboek's example: A toeps, B goes along, C passes, D goes along; B toeps again, A goes along, D passes; A wins. Stake 3: A 0, B 3, C 1, D 2. In tafel: tafel judge score toepen --players A,B,C,D --toeps A,B --passed C=1,D=2 --winner A.

The sheet is not zero-sum: nobody gains points, the lowest total is best, and tafel says "lowest wins" on every sheet, chart and statistic.`,
        tables: async (s) => stakeTable(s, (await import('./messages.en.js')).en.stakeTable),
        see: ['toep', 'voor-dood'],
      },
      {
        id: 'voor-dood',
        title: 'The limit, voor dood, out and the end',
        aliases: [
          'limit',
          'grens',
          'dood',
          'af',
          'out',
          'cap',
          'end',
          'einde',
          'eliminated',
          'winner',
          'places',
          'dead',
        ],
        source: src(SPB, KSO, GZ, STE, GP, TJS, NOTES),
        text: `Whoever reaches the agreed limit is out ("af", "dood") [KSO; GP]: 10 by default, 15, 20, 21 or 30 at other tables [GZ; GP; TJS]; --set limit=15. A player whose total plus what is at stake reaches the limit plays "voor dood": he may always go along, and he never scores past the limit [SPB]. tafel cuts such a score (shown as 3 (4)) and marks everybody still in at the limit minus one as voor dood under the sheet; --set cap=off lets totals pass the limit [GZ].

By default the game goes on until one player is left, who wins [KSO; GP; TJS]; players who are out score nothing, are not named again, and show "dood" on the sheet. The places are: the winner, then the others in the reverse order in which they went out; out in the same round, the lower total before it first. If a round leaves nobody below the limit (only a vuile-was penalty on the winner can), the round's winner wins the game (tafel's decision).

--set end=first-out plays Spelenboek's game: it ends after the first round in which somebody reaches the limit; he loses, and the lowest total among the others wins [SPB; STE; GZ]. tafel finish earlier: the lowest total wins.

Club evenings: tafel event new toepen is refused, because players drop out of a table one by one, so a table total ranks nobody across tables.`,
        see: ['scoring', 'house-rules'],
      },
      {
        id: 'house-rules',
        title: 'House rules',
        aliases: [
          'huisregels',
          'options',
          'four-of-a-kind',
          'vier',
          'vuile-was',
          'dirty-laundry',
          'jack',
          'boer',
          'double-toep',
          'max-stake',
          'dealer',
        ],
        source: src(WBK, TJS, SPB, KSO, STE, NOTES),
        text: `Every house rule is a --set key of tafel new (tafel games lists them):

- four-of-a-kind: four equal cards win the round at once and every other player still in pays 3 [WBK]; on (default), off, or the points each. tafel record --four-of-a-kind Dirk.
- vuile-was ("dirty laundry"): a hand of only jacks, queens, kings and aces may be claimed before the first card, once per round. Whoever checks an honest claim pays the penalty, a bluffer caught pays it himself; an unchecked claim costs nothing [WBK; TJS]. Record who paid: --was-penalty Bert; was-penalty=1 (default) or 2 [TJS].
- jack-win=on: the winner of the last trick with a jack scores -1 (--jack), so a total may go below 0 [WBK].
- double-toep=on: the same player may toep twice in a row [TJS].
- max-stake: the highest stake, by default the limit [SPB]; none, or a number (3, 4, 6 at some tables [TJS]).
- dealer: winner (default) [KSO; STE], left (the next player still in), highest (the highest total still in) [TJS].
- end, cap and limit: see voor-dood.

Not supported, as tafel has no scoring for them: playing for a money pot, "armoede", "3 boeren 3 tienen", "scherp passen" and "witte was".`,
        see: ['voor-dood', 'toep'],
      },
      {
        id: 'revoke',
        title: 'Revoke (verzaken)',
        aliases: ['verzaken', 'verzaakt', 'renege', 'niet bekennen'],
        source: src(SPB, GZ, KSO, NOTES),
        text: `You follow suit when you can, otherwise any card goes [SPB; GZ; KSO], and there is no trump; so the one revoke (verzaken) is not following suit when you could.

tafel has no penalty for it: record the round as the table settles it. Example: tafel record --winner Ann`,
        see: ['game', 'scoring'],
      },
    ],
  },
};
