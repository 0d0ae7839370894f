import type { GameText, Topic } from '../../core/topic.js';

// In eigen woorden geschreven op basis van de brondocumenten: de feiten komen eruit, de zinnen niet.
// cardavia volgt de regels van de speltafel Cardavia online; ffb volgt het reglement van de Franse
// federatie voor klassieke belote (2016). Bronnen staan er zo dat een lezer ze kan vinden, nooit als
// bestanden van ons.
const CARDAVIA = 'Cardavia (speltafel online), Belote: "Volledige regels"';
const FFB = 'FFB (Fédération Française de Belote), officieel reglement van de klassieke belote, 2016';
const tables = () => import('./tables.js');
// The point tables' words come from this language's catalogue, loaded only when a table is shown.
const words = async () => (await import('./messages.nl.js')).nl;

/** De woorden die het onderwerp puntentelling vinden, onder beide regelsets. */
const SCORING_WORDS = [
  'punten',
  'puntentelling',
  'telling',
  'gemaakt',
  'nat',
  'gehaald',
  'mislukt',
  'contract',
  'dedans',
  'score',
  'points',
];

/** Onderwerpen die onder beide regelsets hetzelfde luiden. */
const shared = {
  setup: (source: string, ffb: boolean): Topic => ({
    id: 'setup',
    title: 'Kaarten, ploegen en delen',
    aliases: ['delen', 'kaarten', 'ploegen', 'ploeg', 'teams', 'partners', 'gever', 'dealing', 'deck', 'deal'],
    source,
    text: `- Vier spelers in twee ploegen; partners zitten tegenover elkaar. Op een blad van tafel vormen de 1ste en 3de speler een ploeg en de 2de en 4de de andere, dus geef de spelers in zitvolgorde.
- 32 kaarten: 7, 8, 9, 10, boer, vrouw, heer en aas van de vier Franse kleuren.
- Delen en spelen gaan tegen de klok in. Na het schudden geeft de gever iedereen eerst drie en dan twee kaarten${ffb ? ', of eerst twee en dan drie (FFB §3.4)' : ''}, en legt hij de volgende kaart open.
- De speler rechts van de gever spreekt als eerste bij het bieden en komt als eerste uit.
- Heeft iemand genomen, dan krijgt hij de open kaart en nog twee kaarten erbij; de anderen krijgen er elk nog drie, zodat iedereen acht kaarten heeft.`,
    see: ['bidding', 'play'],
  }),
  bidding: (source: string): Topic => ({
    id: 'bidding',
    title: 'Bieden: wie neemt en wat is troef',
    aliases: ['bieden', 'nemen', 'nemer', 'preneur', 'prendre', 'troef kiezen', 'taker', 'take'],
    source,
    text: `Er zijn twee rondes, te beginnen bij de speler rechts van de gever.

- Eerste ronde: elke speler mag nemen, waardoor de kleur van de open kaart troef wordt, of passen.
- Passen alle vier, dan volgt een tweede ronde: nu mag een speler nemen met een andere kleur naar keuze als troef, of passen.
- Past weer iedereen, dan vervalt de gift en telt er niets.

Wie neemt, is de nemer; zijn ploeg moet het contract maken, de andere ploeg verdedigt.

Noteer een gift met de nemer en de kaartpunten van zijn ploeg: tafel record --taker Ann --points 92. Een vervallen gift: tafel record pas.`,
    see: ['scoring', 'pas', 'setup'],
  }),
  cardValues: (source: string): Topic => ({
    id: 'card-values',
    title: 'Kaartwaarden en volgorde, dix de der',
    aliases: [
      'kaartwaarden',
      'kaartpunten',
      'waarde',
      'rangorde',
      'volgorde',
      'dix de der',
      'laatste slag',
      'boer',
      'card points',
      'last trick',
    ],
    source,
    text: `In de troefkleur is de boer de hoogste kaart en komt de 9 op de tweede plaats: boer, 9, aas, 10, heer, vrouw, 8, 7. In de andere kleuren is de volgorde aas, 10, heer, vrouw, boer, 9, 8, 7.

De troefboer is 20 waard en de troef 9 14; overal telt een aas 11, een 10 telt 10, een heer 4 en een vrouw 3; een boer buiten troef telt 2; de overige kaarten tellen niet.

Samen zijn de kaarten 152 punten waard, en wie de laatste slag haalt, krijgt er 10 bij (de "dix de der"): 162 in totaal. Haalt één ploeg alle acht slagen (capot), dan is de laatste slag 100 waard in plaats van 10: samen 252.`,
    tables: async () => (await tables()).cardValuesTable((await words()).tables),
    see: ['capot', 'scoring', 'play'],
  }),
  play: (source: string, ffb: boolean): Topic => ({
    id: 'play',
    title: 'De slagen spelen: bekennen, troeven, overtroeven',
    aliases: [
      'spelen',
      'slagen',
      'bekennen',
      'trump',
      'trumping',
      'troeven',
      'introeven',
      'overtroeven',
      'ondertroeven',
      'troefplicht',
      'tricks',
      'overtrump',
    ],
    source,
    text: `De speler rechts van de gever komt uit; om beurt (tegen de klok in) legt elke speler één kaart bij. De hoogste troef wint de slag, anders de hoogste kaart van de gevraagde kleur, en de winnaar komt uit voor de volgende slag.

- Beken kleur wanneer je kunt.
- Wordt er troef gevraagd, dan moet je hoger troeven dan de beste troef in de slag als je zo'n troef hebt.
${
  ffb
    ? '- Kun je niet bekennen en heeft je partner op dat moment de slag, dan mag je elke kaart spelen, ook een lagere troef (FFB §5.2).'
    : '- Kun je niet bekennen en heeft je partner op dat moment de slag, dan mag je elke kaart bijleggen; maar kies je ervoor te troeven, dan moet je overtroeven als je kunt.'
}
- Kun je niet bekennen en hebben de tegenstanders de slag, dan moet je troeven. Ligt er al troef, dan moet je erover als je kunt; lukt dat niet, dan moet je toch een lagere troef leggen als je er een hebt. Zonder troef mag je alles spelen.

Scheidsrechter: tafel judge play belote${ffb ? ' --rules ffb' : ''} --trump H --hand "7H,KS,AD" --trick "AS,10S" (je partner is de speler twee plaatsen voor jou).`,
    see: ['card-values', 'belote', 'revoke'],
  }),
  revoke: (source: string): Topic => ({
    id: 'revoke',
    title: 'Verzaken',
    aliases: ['verzaken', 'verzaakt', 'niet bekennen', 'renege', 'renonce'],
    source,
    text: `Niet bekennen terwijl het kon, of een troefplicht breken (zie spelen: troeven, overtroeven of een lagere troef leggen als het moet), is verzaken.

tafel kent er geen straf voor: noteer de punten zoals de tafel de gift regelt. Voorbeeld: tafel record --taker Ann --points 92`,
    see: ['play', 'scoring'],
  }),
  capot: (source: string, ffb: boolean): Topic => ({
    id: 'capot',
    title: 'Capot: alle acht slagen',
    aliases: ['kapot', 'alle slagen', 'all tricks', 'slam'],
    source,
    text: `Capot is wie alle acht slagen binnenhaalt. De laatste slag is dan 100 waard in plaats van 10, zodat die ploeg 252 kaartpunten heeft in plaats van 162, en de andere ploeg 0.

- Capot door de nemers: ze hebben het contract gemaakt met 252 (plus belote als ze die hadden).
- Capot door de verdedigers: de nemers zijn nat en de verdedigers krijgen 252, plus ${ffb ? 'hun eigen belote' : 'de belote, welke ploeg ze ook meldde'}.

Noteer het met --capot: tafel record --taker Dirk --points 162 --capot takers, of --taker Ann --points 0 --capot defenders. --points mag je weglaten: een capot zegt de punten al, alle 162 voor de nemers en 0 voor de verdedigers. tafel weigert een capot waarbij de punten niet kloppen (nemers met minder dan 162, verdedigers terwijl de nemers punten hebben).`,
    see: ['scoring', 'card-values'],
  }),
  pas: (source: string): Topic => ({
    id: 'pas',
    title: 'Een vervallen gift (twee keer rondgepast)',
    aliases: ['passen', 'vervallen', 'annuleren', 'rondpas', 'pass', 'void'],
    source,
    text: `Passen alle vier de spelers in beide biedrondes, dan vervalt de gift en krijgt niemand punten. Noteer het als tafel record pas; in tafel gaat het delen daarna naar de volgende speler.`,
    see: ['bidding'],
  }),
};

const cardavia: Topic[] = [
  {
    id: 'overview',
    title: 'Belote in het kort (cardavia-regels)',
    aliases: ['inleiding', 'intro', 'overzicht', 'belote spel', 'rules', 'regels'],
    source: CARDAVIA,
    text: `Belote is een Frans slagenspel voor vier spelers in twee ploegen, met de partners tegenover elkaar. De troef wordt in twee biedrondes gekozen; de troefboer en troef 9 zijn de sterkste kaarten, en strenge troefregels bepalen wat je mag spelen.

Volgens deze regels (van een Nederlandstalige speltafel online, cardavia) moet de ploeg die nam minstens evenveel halen als de tegenstanders; één gift beslist, zonder partij tot 1000. Een blad van tafel telt de giften toch op, en de optie target kan een spel beëindigen als een ploeg een totaal haalt.

Onderwerpen: delen, bieden, kaartwaarden, spelen, verzaken, belote, capot, telling, litige, doel, pas.`,
    see: ['setup', 'bidding', 'scoring', 'belote'],
  },
  shared.setup(CARDAVIA, false),
  shared.bidding(CARDAVIA),
  shared.cardValues(CARDAVIA),
  shared.play(CARDAVIA, false),
  shared.revoke(CARDAVIA),
  {
    id: 'belote',
    title: 'Belote en rebelote: heer en vrouw van troef',
    aliases: ['rebelote', 'belote rebelote', 'heer en vrouw', 'koning en vrouw', 'roi dame', 'king queen'],
    source: CARDAVIA,
    text: `Kreeg een speler zowel de heer als de vrouw van troef, dan meldt hij ze wanneer hij ze speelt: "belote" bij de eerste van de twee, "rebelote" bij de tweede. Zijn ploeg verdient er 20 punten mee.

Volgens deze regels tellen de 20 belotepunten mee in het totaal van de ploeg wanneer beslist wordt of het contract gemaakt is. Zijn de nemers nat, dan krijgen de verdedigers ook de belotepunten, welke ploeg ze ook meldde.

Noteer het met de speler die het meldde: tafel record --taker Ann --points 72 --belote Ann.`,
    see: ['scoring', 'card-values'],
  },
  shared.capot(CARDAVIA, false),
  {
    id: 'scoring',
    title: 'Puntentelling: gemaakt bij minstens gelijk',
    aliases: SCORING_WORDS,
    source: CARDAVIA,
    text: `Het totaal van elke ploeg is haar kaartpunten (samen 162, of 252 en 0 na een capot) plus 20 als ze belote meldde. --points zijn de kaartpunten van de nemers, de laatste slag inbegrepen; de verdedigers hebben de rest van de 162.

- De nemers maken het contract als hun totaal MINSTENS zo hoog is als dat van de verdedigers. Gelijk is gemaakt.
- Gemaakt: elke ploeg krijgt haar eigen totaal.
- Nat: de nemers krijgen niets; de verdedigers krijgen alle kaartpunten (162, of 252 na hun capot) plus de 20 van belote, wie die ook meldde.

Voorbeelden (Ann en Cis nemen tegen Bert en Dirk):
- 92 punten, geen belote: 92 tegen 70, gemaakt: 92 en 70.
- 72 punten met belote voor Ann: 92 tegen 90, gemaakt.
- 81 punten: 81 tegen 81, gemaakt, want gelijk telt hier als gemaakt.
- 70 punten met belote voor Bert: 70 tegen 112, nat: Ann en Cis 0, Bert en Dirk 162 + 20 = 182.`,
    tables: async (s) => (await tables()).scoringTable(s, 'cardavia', (await words()).tables),
    see: ['litige', 'belote', 'capot', 'target'],
  },
  {
    id: 'litige',
    title: 'Litige: gelijk is hier gemaakt',
    aliases: ['gelijkspel', 'gelijk', 'vastgehouden', 'tie', 'equal', 'held points'],
    source: CARDAVIA,
    text: `Volgens de cardavia-regels bestaat er geen litige: is het totaal van de nemers gelijk aan dat van de verdedigers, dan telt het contract als gemaakt en krijgt elke ploeg haar eigen totaal (81 tegen 81 geeft beide ploegen 81).

De officiële Franse regels (tafel rules belote litige --rules ffb) doen het anders: het totaal van de nemers wordt tot de volgende gift vastgehouden.`,
    see: ['scoring'],
  },
  {
    id: 'target',
    title: 'Einde van het spel',
    aliases: ['doel', 'einde', 'winnaar', 'partij', 'end', 'winner', '1000', 'match'],
    source: CARDAVIA,
    text: `De bron speelt één gift en kent geen partijtotaal. Een blad van tafel telt de giften toch op, en de bladoptie target beëindigt het spel: none (standaard), 501, 701, 1000 of 2000.

Heeft één ploeg of hebben beide ploegen na een gift het doel bereikt, dan wint het hoogste totaal. Bij gelijke totalen volgt nog een gift. Het blad toont dan de winnende ploeg en aanvaardt geen giften meer.

Een blad kan in de plaats, of daarnaast, eindigen na een aantal giften: optie deals, 1 tot 100 of none (standaard); een pas telt niet mee. Een belotteconcours speelt partijen van 12 giften. Met beide opties beëindigt wat eerst komt het spel. Na de laatste gift wint het hoogste totaal; gelijke totalen zijn gelijkspel voor alle vier.

Voorbeeld: tafel new belote --players Ann,Bert,Cis,Dirk --set target=1000
Voorbeeld: tafel new belote --players Ann,Bert,Cis,Dirk --set deals=12`,
    see: ['scoring'],
  },
  shared.pas(CARDAVIA),
];

const ffb: Topic[] = [
  {
    id: 'overview',
    title: 'Belote in het kort (officiële Franse regels, ffb)',
    aliases: ['inleiding', 'intro', 'overzicht', 'belote spel', 'ffb', 'federatie', 'klassiek', 'rules', 'regels'],
    source: FFB,
    text: `Klassieke belote zoals de Franse federatie ze speelt: vier spelers in twee ploegen van partners, 32 kaarten, troef gekozen in twee rondes, de troefboer en troef 9 bovenaan, en strenge troefregels. De enige melding is belote (heer en vrouw van troef); andere combinaties worden niet gespeeld.

Een spel loopt tot een ploeg het doel haalt, standaard 1000 punten. Vergeleken met de cardavia-regels: de nemers moeten MEER halen dan de verdedigers, gelijk is een litige waarvan de punten naar de volgende gift gaan, nemers die nat gaan, houden hun eigen belote, en een blad kan de giftscores op tientallen afronden.

Onderwerpen: delen, bieden, kaartwaarden, spelen, verzaken, belote, capot, telling, litige, doel, afronding, pas.`,
    see: ['setup', 'bidding', 'scoring', 'litige'],
  },
  shared.setup(FFB, true),
  shared.bidding(FFB),
  shared.cardValues(FFB),
  shared.play(FFB, true),
  shared.revoke(FFB),
  {
    id: 'belote',
    title: 'Belote en rebelote: heer en vrouw van troef',
    aliases: ['rebelote', 'belote rebelote', 'heer en vrouw', 'koning en vrouw', 'roi dame', 'melding', 'king queen'],
    source: FFB,
    text: `De enige melding van deze regels. Wie zowel de heer als de vrouw van troef heeft, zegt "belote" bij het spelen van de eerste en "rebelote" bij de tweede, en zijn ploeg krijgt 20 punten.

Nemers die nat gaan, houden hun eigen 20: hun belote gaat nooit naar de verdedigers. Bij een litige wordt het hele totaal van de nemers vastgehouden, belote inbegrepen (71 + 20 = 91, FFB §10.1.3); een blad met litige-belote=kept geeft hun de 20 meteen en houdt alleen hun kaartpunten vast.

Noteer het met de speler die het meldde: tafel record --taker Ann --points 92 --belote Cis.`,
    see: ['scoring', 'litige'],
  },
  shared.capot(FFB, true),
  {
    id: 'scoring',
    title: 'Puntentelling: gemaakt alleen bij meer',
    aliases: SCORING_WORDS,
    source: FFB,
    text: `Het totaal van elke ploeg is haar kaartpunten (samen 162, of 252 en 0 na een capot) plus 20 als ze belote meldde. --points zijn de kaartpunten van de nemers, de laatste slag inbegrepen.

- Gemaakt: het totaal van de nemers is strikt GROTER dan dat van de verdedigers. Elke ploeg krijgt haar eigen totaal.
- Gelijke totalen: een litige (zie dat onderwerp).
- Nat: de verdedigers krijgen 162 (252 na hun capot) plus hun eigen belote; de nemers krijgen alleen hun eigen belote, als ze die hadden.

Voorbeelden (Ann en Cis nemen tegen Bert en Dirk):
- 92 punten: 92 tegen 70, gemaakt.
- 60 punten met belote voor Ann: 80 tegen 102, nat: Ann en Cis 20, Bert en Dirk 162.
- 81 punten: 81 tegen 81, litige: Bert en Dirk nu 81, 81 vastgehouden.

Met rounding=nearest10 wordt de giftscore van elke ploeg op tientallen afgerond; of het contract gemaakt is, wordt vóór het afronden beslist.`,
    tables: async (s) => (await tables()).scoringTable(s, 'ffb', (await words()).tables),
    see: ['litige', 'belote', 'capot', 'rounding', 'target'],
  },
  {
    id: 'litige',
    title: 'Litige: gelijke totalen, punten vastgehouden',
    aliases: ['gelijkspel', 'gelijk', 'vastgehouden', 'tie', 'equal', 'held points', 'held'],
    source: FFB,
    text: `Is het totaal van de nemers gelijk aan dat van de verdedigers, dan is de gift een litige.

- De verdedigers krijgen hun totaal meteen.
- Het totaal van de nemers wordt vastgehouden. Het gaat naar de ploeg die de volgende gift wint: naar de nemers van die gift als ze hun contract maken, naar de verdedigers als ze nat gaan.
- Vastgehouden punten van meerdere litiges na elkaar tellen op.
- Hun belote hoort bij dat totaal en wordt mee vastgehouden: 71 + 20 = 91 (FFB §10.1.3). Met --set litige-belote=kept krijgen de nemers hun 20 meteen en worden alleen hun kaartpunten vastgehouden.
- Punten die bij het einde van het spel nog vastgehouden worden, gaan verloren.

Het blad toont de vastgehouden punten in een eigen kolom. Voorbeeld: Bert neemt en zijn ploeg haalt 81 van de 162: Ann en Cis krijgen 81, en 81 wordt vastgehouden voor de volgende gift. Neemt Berts ploeg daarna opnieuw en haalt ze 120, dan krijgt ze 120 + 81 = 201.`,
    see: ['scoring', 'belote'],
  },
  {
    id: 'target',
    title: 'Einde van het spel: het doel',
    aliases: ['doel', 'einde', 'winnaar', 'partij', 'end', 'winner', '1000', 'match'],
    source: FFB,
    text: `Een spel wordt gespeeld tot een doel: 1000 punten, tenzij het blad kiest voor 501, 701, 2000 of none (--set target=...).

Heeft één ploeg of hebben beide ploegen na een gift het doel bereikt, dan wint de ploeg met het hoogste totaal. Bij gelijke totalen volgt nog één gift. Het blad toont dan de winnende ploeg en weigert verdere giften.

Een blad kan ook eindigen na een aantal giften: optie deals, 1 tot 100 of none (standaard); een pas telt niet mee. Wat eerst komt, het doel of het aantal giften, beëindigt het spel. Na de laatste gift wint het hoogste totaal; gelijke totalen zijn gelijkspel voor alle vier. Punten van een litige die nog hangen als het spel eindigt (doel, deals of tafel finish), vervallen: geen volgende gift wint ze. Op het blad staat hangend dan op 0.

Voorbeeld: tafel new belote --rules ffb --players Ann,Bert,Cis,Dirk --set deals=12 --set target=none`,
    see: ['scoring'],
  },
  {
    id: 'rounding',
    title: 'Afronden op tientallen (optie)',
    aliases: ['afronden', 'afronding', 'tientallen', 'nearest10', 'round', 'tens'],
    source: FFB,
    text: `Veel tafels schrijven de belotescores in tientallen. Met --set rounding=<waarde> kies je:

- none (standaard): elke ploeg krijgt haar punten zoals geteld.
- nearest10: de giftscore van elke ploeg wordt afgerond op het dichtste tiental, 5 naar boven: 85 wordt 90, 84 wordt 80. Vastgehouden litigepunten worden afgerond als ze vastgehouden worden (81 wordt 80), want de FFB zegt er niets over; met --set litige-rounding=sum wachten ze zoals geteld en worden ze samen met de giftscore die ze wint afgerond (104 + 81 = 185 wordt 190, waar de standaard 100 + 80 = 180 geeft).

Gemaakt, nat of litige: dat wordt altijd op de exacte punten beslist, vóór het afronden.

Voorbeeld: tafel new belote --rules ffb --players Ann,Bert,Cis,Dirk --set rounding=nearest10`,
    see: ['scoring', 'litige'],
  },
  shared.pas(FFB),
];

export const text: GameText = { game: 'belote', lang: 'nl', name: 'Belote', ruleSets: { cardavia, ffb } };
