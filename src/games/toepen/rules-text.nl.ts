import type { GameText } from '../../core/topic.js';
import { stakeTable } from './stake-rows.js';
import { GP, GZ, KSO, SPB, STE, WBK } from './sources.js';
import { ruleBook } from '../../i18n/nl/ruleBook.js';

const NOTES = ruleBook.notes('Toepen');

// The engine has no author or title to name, so it is described, in the reader's language.
const TJS = '[TJS] een openbare toepen-engine in JavaScript, met eigenschapstests (zonder auteur)';

// In eigen woorden geschreven uit de bronnen die elk onderwerp noemt: de feiten zijn van hen, de zinnen
// niet. Bronnen staan er zoals een lezer ze vindt (uitgever en pagina).
const src = (...s: string[]): string => s.join('; ');

export const text: GameText = {
  game: 'toepen',
  lang: 'nl',
  name: 'Toepen',
  ruleSets: {
    standaard: [
      {
        id: 'game',
        title: 'Het spel: kaarten, spelers, slagen',
        aliases: [
          'spel',
          'kaarten',
          'spelen',
          'bekennen',
          'follow',
          'follow suit',
          'laatste slag',
          'last trick',
          'kaartvolgorde',
          'spelers',
          'volgorde',
          'slagen',
          'intro',
          'over',
          'toepen',
          'troef',
          'trump',
          'play',
          'setup',
          'delen',
          'deal',
          'overview',
          'overzicht',
          'rules',
          'regels',
        ],
        source: src(SPB, KSO, GZ, STE, GP),
        text: `Toepen speel je met 2 tot 8 spelers, meestal 4, met de 32 kaarten van een piketspel [SPB; KSO]. Elke speler krijgt 4 kaarten. In elke kleur is de 10 het hoogst, dan 9, 8, 7, aas, heer, vrouw en boer [SPB; GP]; troef is er niet.

De speler links van de gever komt uit; je bekent kleur als je kunt, anders mag je elke kaart spelen, en de hoogste kaart van de gevraagde kleur wint de slag [SPB; GZ; KSO]. Alleen de vierde, laatste slag telt: wie die wint, wint de ronde, en elke andere speler die nog meespeelt krijgt strafpunten (zie telling). De laagste stand wint.

tafel new toepen --players Ann,Bert,Cis,Dirk: de eerste speler deelt eerst, tenzij --dealer iets anders zegt; daarna deelt de winnaar van de ronde [KSO; STE]. tafel judge trick toepen AH 7H 10S KH zegt wie een slag haalt.

Onderwerpen: toep, telling, voor-dood, huisregels, verzaken.`,
        see: ['toep', 'scoring'],
      },
      {
        id: 'toep',
        title: 'Toepen, meegaan en passen',
        aliases: ['knock', 'kloppen', 'stake', 'inzet', 'pass', 'passen', 'along', 'meegaan', 'kijken'],
        source: src(SPB, KSO, GP, TJS),
        text: `Een ronde begint met inzet 1. Op elk moment mag een speler toepen (kloppen): de inzet gaat één omhoog. Dan gaat elke andere speler die nog meespeelt, om de beurt vanaf links van de toeper, mee of past [SPB]. Wie past, ligt meteen uit de ronde en betaalt de inzet van vóór die toep [SPB; GP]: 1 op de eerste toep, 2 op de tweede.

Alleen wie nog meespeelt mag opnieuw toepen, en standaard niet wie de laatste toep deed [SPB]. Passen alle anderen, dan wint de toeper de ronde meteen.

Noteer wie toepte, in volgorde, en wie op welke toep paste (genummerd vanaf 1): tafel record --winner Ann --toeps Ann,Bert --passed Cis=1,Dirk=2. Is alleen de eindinzet bekend: --final-stake 3 in plaats van --toeps.`,
        see: ['scoring', 'house-rules'],
      },
      {
        id: 'scoring',
        title: 'De telling van een ronde',
        aliases: ['telling', 'score', 'punten', 'strafpunten', 'ronde', 'round', 'potje'],
        source: src(SPB, KSO, GP, TJS, NOTES),
        text: `Met eindinzet S (1 + het aantal toeps):

- wie de laatste slag wint, krijgt 0;
- wie op toep k paste, krijgt k;
- elke andere speler die nog meespeelt, krijgt S; zonder toep is dat 1 per verliezer [SPB; KSO].

Het voorbeeld van Spelenboek: A toept, B gaat mee, C past, D gaat mee; B toept opnieuw, A gaat mee, D past; A wint. Inzet 3: A 0, B 3, C 1, D 2. In tafel: tafel judge score toepen --players A,B,C,D --toeps A,B --passed C=1,D=2 --winner A.

Het blad is geen nulsom: niemand wint punten, de laagste stand is de beste, en tafel zet "laagste wint" onder elk blad, elke grafiek en elke statistiek.`,
        tables: async (s) => stakeTable(s, (await import('./messages.nl.js')).nl.stakeTable),
        see: ['toep', 'voor-dood'],
      },
      {
        id: 'voor-dood',
        title: 'De grens, voor dood, af en het einde',
        aliases: ['limit', 'grens', 'dood', 'af', 'out', 'cap', 'end', 'einde', 'winnaar', 'plaatsen'],
        source: src(SPB, KSO, GZ, STE, GP, TJS, NOTES),
        text: `Wie de afgesproken grens haalt, is af ("dood") [KSO; GP]: standaard 10, aan andere tafels 15, 20, 21 of 30 [GZ; GP; TJS]; --set limit=15. Wie met zijn stand plus wat er op het spel staat de grens haalt, speelt "voor dood": hij mag altijd meegaan en krijgt nooit punten boven de grens [SPB]. tafel kapt zo'n score af (te zien als 3 (4)) en zet iedereen die nog meespeelt op de grens min één als voor dood onder het blad; --set cap=off laat standen over de grens gaan [GZ].

Standaard gaat het spel door tot er één speler over is, en die wint [KSO; GP; TJS]; wie af is, krijgt niets meer, wordt niet meer genoemd en staat als "dood" op het blad. De plaatsen: de winnaar, dan de anderen in omgekeerde volgorde van afvallen; wie in dezelfde ronde afviel, met de laagste stand vóór die ronde eerst. Laat een ronde niemand onder de grens over (alleen een wasboete voor de winnaar kan dat), dan wint de winnaar van die ronde het spel (keuze van tafel).

--set end=first-out speelt het spel van Spelenboek: het stopt na de eerste ronde waarin iemand de grens haalt; die verliest, en de laagste stand van de anderen wint [SPB; STE; GZ]. tafel finish eerder: de laagste stand wint.

Clubavonden: tafel toernooi nieuw toepen wordt geweigerd, omdat spelers aan een tafel een voor een afvallen, zodat een tafeltotaal niemand over de tafels heen rangschikt.`,
        see: ['scoring', 'house-rules'],
      },
      {
        id: 'house-rules',
        title: 'Huisregels',
        aliases: [
          'huisregels',
          'opties',
          'four-of-a-kind',
          'vier',
          'vier gelijke',
          'vuile-was',
          'wasboete',
          'jack',
          'boer',
          'double-toep',
          'max-stake',
          'gever',
        ],
        source: src(WBK, TJS, SPB, KSO, STE, NOTES),
        text: `Elke huisregel is een sleutel van --set bij tafel new (tafel games zet ze op een rij):

- four-of-a-kind: vier gelijke kaarten winnen de ronde meteen en elke andere speler die nog meedoet betaalt 3 [WBK]; on (standaard), off, of het aantal punten per speler. tafel record --four-of-a-kind Dirk.
- vuile-was: een hand met alleen boeren, vrouwen, heren en azen mag vóór de eerste kaart gemeld worden, één keer per ronde. Wie een eerlijke melding controleert, betaalt de boete; een betrapte bluffer betaalt ze zelf; een melding die niemand controleert kost niets [WBK; TJS]. Noteer wie betaalde: --was-penalty Bert; was-penalty=1 (standaard) of 2 [TJS].
- jack-win=on: wie de laatste slag met een boer wint, krijgt -1 (--jack), dus een stand kan onder 0 gaan [WBK].
- double-toep=on: dezelfde speler mag twee keer na elkaar toepen [TJS].
- max-stake: de hoogste inzet, standaard de grens [SPB]; none, of een getal (3, 4, 6 aan sommige tafels [TJS]).
- dealer: winner (standaard) [KSO; STE], left (de volgende die nog meedoet), highest (de hoogste stand die nog meedoet) [TJS].
- end, cap en limit: zie voor-dood.

Niet ondersteund, want tafel kent er geen telling voor: spelen om een geldpot, "armoede", "3 boeren 3 tienen", "scherp passen" en "witte was".`,
        see: ['voor-dood', 'toep'],
      },
      {
        id: 'revoke',
        title: 'Verzaken',
        aliases: ['verzaken', 'verzaakt', 'niet bekennen', 'renege'],
        source: src(SPB, GZ, KSO, NOTES),
        text: `Je bekent kleur als je kunt, anders mag elke kaart [SPB; GZ; KSO], en troef is er niet; verzaken kan dus maar op één manier: niet bekennen terwijl het kon.

tafel kent er geen straf voor: noteer de ronde zoals de tafel ze regelt. Voorbeeld: tafel record --winner Ann`,
        see: ['game', 'scoring'],
      },
    ],
  },
};
