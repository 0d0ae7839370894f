import type { GameText, Topic } from '../../core/topic.js';
import { ruleBook } from '../../i18n/nl/ruleBook.js';

// In eigen woorden geschreven op basis van de brondocumenten: de feiten komen eruit, de zinnen niet.
// Bronnen staan er zo dat een lezer ze kan vinden (uitgever en document), nooit als bestanden van ons.
const SOURCE = 'The Game Room, "Spelregels Zwikken"';
// Waar tafel besliste wat de bron openlaat (wie wanneer inzet, wat een verliezer betaalt).
const NOTES = ruleBook.notes();
const tables = () => import('./tables.js');
// The point tables' words come from this language's catalogue, loaded only when a table is shown.
const words = async () => (await import('./messages.nl.js')).nl;

const standard: Topic[] = [
  {
    id: 'overview',
    title: 'Zwikken in het kort',
    aliases: ['inleiding', 'intro', 'overzicht', 'potspel', 'rules', 'regels'],
    source: SOURCE,
    text: `Zwikken is een vlot Nederlands gokspel met een pot. Er doen alleen tienen, boeren, vrouwen, heren en azen mee, en elke speler krijgt maar drie kaarten. De huisregels verschillen per streek; tafel volgt de meest gebruikte.

Eerst legt iedereen de afgesproken inzet in de pot. Na het delen zegt elke speler of hij om de pot wil spelen (vragen) of past. Een vrager die de meeste kaartpunten haalt, krijgt de hele pot; vragers die verliezen, moeten erin bijleggen. Wie paste, probeert de vragers zo weinig mogelijk punten te gunnen: raakt de pot leeg, dan moet iedereen opnieuw inzetten.

Wat het spel pittig maakt: de zwik (drie kaarten van dezelfde waarde wint meteen), de troef tien (die mag je ruilen voor de gedraaide kaart) en zoeken (de gever draait een nieuwe troef als iedereen paste).

tafel houdt het blad bij als kasboek: de pot, en wat elke speler won of betaalde, tot op de cent.`,
    see: ['setup', 'bidding', 'scoring', 'zwik'],
  },
  {
    id: 'setup',
    title: 'Kaarten, inzet en delen',
    aliases: ['delen', 'kaarten', 'dealing', 'deal'],
    source: SOURCE,
    text: `- Het spel: 20 kaarten, van elke kleur de 10, boer, vrouw, heer en aas.
- Spelers: 2 tot 6, meestal 4.
- De inzet spreek je af voor je begint. Elke speler stort één inzet in de pot.
- De gever deelt iedereen drie kaarten, met de klok mee, en draait daarna de volgende kaart om: die kleur is troef.

Begin een blad met de inzet: tafel new zwikken --players Ann,Bert,Cis,Dirk --stake 0,10`,
    see: ['pot', 'bidding'],
  },
  {
    id: 'bidding',
    title: 'Vragen of passen',
    aliases: ['vragen', 'bieden', 'ik vraag beter', 'vraag beter', 'ask'],
    source: SOURCE,
    text: `Zijn de kaarten gedeeld en de inzetten betaald, dan zegt elke speler om beurt of hij wil spelen (vragen) of past. Wie vraagt, laat weten dat hij kaarten heeft waarmee hij een kans maakt op de pot.

- Willen meerdere spelers vragen, dan zeggen de volgenden "ik vraag beter", en daarna "ik vraag nóg beter".
- Zodra er iemand gevraagd heeft, volgt er nog een ronde, zodat wie eerst paste alsnog kan instappen. Daar wacht een speler met een zwik vaak op.
- Past iedereen, dan mag de gever een nieuwe troef zoeken.

Op het blad noteer je de vragers met --askers, bv. tafel record --askers Ann,Bert --winner Ann`,
    see: ['zwik', 'zoeken', 'troef-tien', 'pas'],
  },
  {
    id: 'play',
    title: 'De drie slagen spelen',
    aliases: [
      'spelen',
      'slagen',
      'slag',
      'uitkomen',
      'bekennen',
      'introeven',
      'ondertroeven',
      'tricks',
      'troef',
      'trump',
    ],
    source: SOURCE,
    text: `- De speler links van de gever komt als eerste uit.
- Bekennen als je kunt.
- Kun je niet bekennen, dan MOET je troeven.
- Ondertroeven (een troef lager dan een troef die al in de slag ligt) mag niet, behalve als je niet anders kunt: kun je niet over de troef in de slag, speel dan een andere kaart; alleen wie niets dan lagere troeven heeft, troeft onder. Scheidsrechter: tafel judge play zwikken --trump H --hand "BH,AD" --trick "AS,HH" (AD).
- De hoogste troef wint de slag; zonder troef de hoogste kaart van de gevraagde kleur. De winnaar komt uit voor de volgende slag.

Binnen een kleur is de volgorde aas, heer, vrouw, boer, tien.`,
    see: ['card-points', 'troef-tien', 'revoke'],
  },
  {
    id: 'revoke',
    title: 'Verzaken',
    aliases: ['verzaken', 'verzaakt', 'niet bekennen', 'renege'],
    source: `${SOURCE}; ${NOTES}`,
    text: `Niet bekennen terwijl het kon, niet troeven als het moet, of ondertroeven terwijl je een andere kaart had (zie spelen), is verzaken.

tafel kent er geen straf voor: noteer de gift zoals de tafel ze regelt, met de kaartpunten, de winnaar of een gelijkspel. Voorbeeld: tafel record --askers Ann,Bert --winner Ann`,
    see: ['play', 'card-points'],
  },
  {
    id: 'card-points',
    title: 'Kaartpunten en wie het spel wint',
    aliases: ['punten', 'kaartpunten', 'winnaar', 'gelijkspel', 'puntentelling', 'points'],
    source: SOURCE,
    text: `Na de drie slagen telt elke speler de punten in zijn slagen: aas 4, heer 3, vrouw 2, boer 1, tien 0.

- Wie de meeste punten heeft, wint het spel.
- Delen twee of meer spelers het hoogste aantal, dan wint niemand: iedereen heeft dit spel verloren.
- Een zwik bij een vrager wint, hoeveel punten er ook vallen.

Noteer het met ieders kaartpunten (de winnaar volgt daaruit), of noem de winnaar: tafel record --askers Ann,Bert --points Ann=9,Bert=4,Cis=2,Dirk=0, of --winner Ann, of --tie.`,
    tables: async () => (await tables()).cardPointsTable((await words()).tables),
    see: ['scoring', 'zwik'],
  },
  {
    id: 'zwik',
    title: 'Zwik: drie van dezelfde waarde',
    aliases: ['zwikken', 'drie gelijke', 'drie dezelfde', 'three of a kind'],
    source: SOURCE,
    text: `Heeft een speler drie kaarten van dezelfde waarde (bijvoorbeeld drie heren), dan heeft hij zwik, en een zwik wint het spel zonder meer. Hij vraagt gewoon, en toont daarna zijn kaarten; de andere vragers hebben verloren. Hebben meerdere vragers een zwik, dan wint wie de hoogste kaarten heeft (aas, heer, vrouw, boer, tien).

Een geliefde list: met een zwik eerst passen. Vraagt iemand anders, dan vraag jij in de tweede ronde en heb je hem. Ook een zoektocht naar een nieuwe troef geeft je een kans. Het risico: past iedereen en zoekt de gever niet, dan is het spel voorbij en heb je verkeerd gegokt.

Noteer het met --zwik: tafel record --askers Bert,Dirk --zwik Dirk. Hadden meerdere vragers er een: --zwik Ann=A,Bert=K (de hoogste waarde wint).`,
    see: ['bidding', 'scoring', 'troef-tien'],
  },
  {
    id: 'troef-tien',
    title: 'Troef tien: de tien van troef ruilen',
    aliases: ['troef 10', 'troeftien', 'ik ken hem', 'ruilen', 'trump ten'],
    source: SOURCE,
    text: `Wie de troef 10 heeft, mag die omwisselen voor de gedraaide troefkaart, zolang hij nog niets in de eerste slag bijgedragen heeft. Werd er gezocht, dan mag hij elk van de gedraaide troefkaarten nemen.

Hij laat het weten tijdens het vragen en passen, met "ik ken hem" gevolgd door "en ik pas" of "en ik vraag". Wie liever afwacht, meldt dat hij op een betere hoopt: hij hoopt dat de gever zoekt en een kaart draait die hem, geruild voor zijn tien, een zwik oplevert.`,
    see: ['zoeken', 'zwik', 'bidding'],
  },
  {
    id: 'zoeken',
    title: 'Zoeken: een nieuwe troef draaien',
    aliases: ['zocht', 'nieuwe troef', 'search'],
    source: SOURCE,
    text: `Heeft elke speler gepast, dan mag de gever, als hij dat wil, een nieuwe troefkaart omdraaien. Dat heet zoeken, en het kan twee keer per spel.

- De eerste keer zoeken kost elke speler één inzet in de pot; de tweede keer is gratis.
- Komt er een troefkleur boven die eerder al gedraaid was, dan is iedereen verplicht te passen.
- Elke keer zoeken draait een van de kaarten die na het delen over zijn: met zes spelers worden 18 van de 20 kaarten gedeeld en één als troef gedraaid, dus kan er maar één keer gezocht worden.

Noteer het zoeken met --searched: tafel record pas --searched 1 als iedereen na één keer zoeken nog paste, of --searched 1 bij een gespeeld spel.`,
    see: ['pot', 'pas', 'troef-tien'],
  },
  {
    id: 'pot',
    title: 'De pot en de inzet',
    aliases: ['inzet', 'pot leeg', 'lege pot', 'kas', 'kasboek', 'stake', 'ante', 'pot delen'],
    source: `${SOURCE}; ${NOTES}`,
    text: `In de pot zitten de inzetten. tafel houdt hem spel per spel bij, in hele centen van de munt van de inzet.

- Bij het eerste spel, en telkens als een spel met een lege pot begint, stort elke speler één inzet.
- De eerste keer zoeken voegt één inzet per speler toe; de tweede keer niets.
- De winnaar neemt, als hij vroeg, alles wat in de pot zit; vragers die verliezen storten bij (zie telling).
- De pot en alle saldo's van de spelers samen zijn altijd nul: geld gaat alleen tussen spelers en pot.

Op het einde van de avond toont het blad ieders saldo en wat er nog in de pot zit. tafel finish --share-pot verdeelt de rest gelijk; centen die niet opgaan, gaan naar de spelers in zitvolgorde, te beginnen bij de eerste.

Voorbeeld met vier spelers en inzet 0,10: spel 1, iedereen zet in en de pot is 0,40; Ann en Bert vragen en Ann heeft de meeste punten: Ann neemt 0,40 en Bert stort 0,40. Saldo's: Ann +0,30, Bert -0,50, Cis -0,10, Dirk -0,10, pot 0,40.`,
    see: ['scoring', 'zoeken'],
  },
  {
    id: 'scoring',
    title: 'Wie de pot krijgt en wie betaalt',
    aliases: ['telling', 'betalen', 'betalingen', 'uitbetalen', 'verliezer betaalt', 'loser pays', 'score'],
    source: `${SOURCE}; ${NOTES}`,
    text: `Na de slagen:

- De winnaar is de vrager met een zwik (bij meerdere de hoogste zwik); anders de speler met de meeste kaartpunten; bij gelijke stand bovenaan is er geen winnaar.
- Een winnaar die vroeg, neemt de hele pot. Een winnaar die gepast had, krijgt niets.
- Elke vrager die niet won, stort in de pot. Hoeveel bepaalt de bladoptie loser-pays: pot (standaard: evenveel als er in de pot zat toen het spel gespeeld werd, voor de winnaar hem leeghaalde) of stake (één inzet).
- Wie paste, krijgt en betaalt verder niets, al kan zijn inzet wel weg zijn.
- Is de pot na het spel leeg, dan begint het volgende spel met een nieuwe inzet van iedereen.

Voorbeeld, inzet 0,10, na spel 1 zit er 0,40 in de pot: in spel 2 vraagt alleen Cis, en Dirk, die paste, heeft de meeste punten. Niemand neemt de pot, Cis stort 0,40 en de pot groeit tot 0,80.`,
    tables: async (s) => (await tables()).ledgerTable(s, (await words()).tables),
    see: ['pot', 'card-points', 'zwik'],
  },
  {
    id: 'pas',
    title: 'Iedereen past',
    aliases: ['passen', 'rondpas', 'pass'],
    source: SOURCE,
    text: `Passen alle spelers, dan mag de gever een nieuwe troef zoeken, hoogstens twee keer. Past daarna weer iedereen, of zoekt hij niet, dan wordt er niets gespeeld en betaalt niemand nog iets voor dit spel; de inzetten blijven in de pot voor de volgende.

Noteer het als tafel record pas, met --searched 1 of 2 als de gever zocht. In tafel gaat het delen daarna naar de volgende gever.`,
    see: ['zoeken', 'bidding'],
  },
];

export const text: GameText = { game: 'zwikken', lang: 'nl', name: 'Zwikken', ruleSets: { standard } };
