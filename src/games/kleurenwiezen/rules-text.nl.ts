import type { GameText, Topic } from '../../core/topic.js';
import { ruleBook } from '../../i18n/nl/ruleBook.js';

// The point tables' words come from this language's catalogue, loaded only when a table is shown.
const words = async () => (await import('./messages.nl.js')).nl;

// In eigen woorden geschreven op basis van de brondocumenten: de feiten komen eruit, de zinnen niet.
// Bronnen zoals een lezer ze vindt (titels blijven in hun eigen taal), nooit onze bestandspaden.
const LODIGE = 'Vlaamse clubregels "Kleurenwiezen – Spelregels"';
const CARDGAMES = 'spelregels Kleurenwiezen van cardgames.zone';
const SPEC = ruleBook.notes();
const WH = 'spelregels van Whisthub, whisthub.com/nl/rules';
const IW =
  'IWWA-toernooireglement en scoreblad (whistiwwa.com), zoals de IWWA-scorebladen martijnckx/wiezen en KimDebroye/Wiezen-Score ze toepassen';
const SEATS = 'mark-vandenbroeck/wiezen_score (vijf spelers) en de regels van GinoVanHoudt/wiezen (vijf of zes)';

/** Met vijf of zes aan tafel: hetzelfde in elke regelset, met de eigen giften en het eigen voorbeeld. */
const players = (rules: string, deals: string): Topic => ({
  id: 'players',
  title: 'Met vijf of zes aan tafel',
  aliases: [
    'five',
    'six',
    'vijf',
    'zes',
    'zit stil',
    'zitstil',
    'sit out',
    'sitting out',
    '5 spelers',
    '6 spelers',
    'vijf spelers',
    'zes spelers',
    'spelers',
  ],
  source: `${SEATS}; ${SPEC}`,
  text: `Kleurenwiezen speel je met vier, maar aan een Vlaamse keukentafel zitten er vaak vijf of zes. Dan speelt niet iedereen elke gift mee:

- Met vijf zit de gever stil: hij deelt maar krijgt geen kaarten.
- Met zes zitten de gever en de speler tegenover hem (drie plaatsen verder in de volgorde van --players) stil.
- De vier die spelen hebben een gewone gift: 52 kaarten, 13 slagen, dezelfde contracten en punten.
- Wie stilzit, krijgt 0 voor die gift, wat er ook gebeurt; "de tegenstanders" zijn enkel de spelers die meespelen.
- Na een pas deelt dezelfde gever opnieuw, dus zitten dezelfde spelers weer stil.

tafel toont een - in de kolom van wie stilzit (nooit 0), zegt wie de volgende keer stilzit ("Volgende gever: Eva (zit stil)") en weigert een gift die een stilzittende speler noemt. ${deals}

Voorbeeld: tafel new kleurenwiezen --rules ${rules} --players Ann,Bert,Cis,Dirk,Eva`,
  see: ['scoring', 'pas'],
});

const lodige: Topic[] = [
  {
    id: 'overview',
    title: 'Kleurenwiezen in het kort (clubregels lodige)',
    aliases: ['inleiding', 'intro', 'over', 'overzicht', 'rules', 'regels'],
    source: `${LODIGE}; ${SPEC}`,
    text: `Kleurenwiezen is de Belgische tak van de whistfamilie; het is vooral in België populair, al wordt het ook daarbuiten gespeeld. Vier spelers krijgen elk 13 kaarten uit een spel van 52, en elke gift telt 13 slagen. Vaste partners zijn er niet: per gift bepaalt het bieden wie met wie speelt, of wie alleen tegen de drie anderen speelt.

De contracten gaan van "samen" (twee spelers die samen minstens 8 slagen beloven in een kleur naar keuze) over solo, abondance, de miseries (geen slag halen), piccolo (precies één slag) en troel (drie azen) tot soloslim (alle dertien slagen).

Dit zijn de regels van een Vlaamse club (de regels "lodige", standaard in tafel). De puntentelling is GEEN nulsom: een gewonnen contract geeft enkel punten aan de winnaars, een verloren contract kost de verliezers punten en levert hun tegenstanders punten op. De kolommen van een blad tellen daarom zelden op tot nul, en dat klopt zo.

Onderwerpen: delen, bieden, rangorde, één per contract (samen, solo, abondance, kleine-miserie, piccolo, troel, grote-miserie, open-miserie, kleine-soloslim, soloslim), spelen, telling, pas, verzaken, jury.`,
    see: ['setup', 'bidding', 'ranking', 'scoring'],
  },
  {
    id: 'setup',
    title: 'Schudden en delen',
    aliases: ['delen', 'geven', 'schudden', 'gever', 'deler', 'dealing', 'deal'],
    source: LODIGE,
    text: `Als eerste deelt de speler links van wie de punten bijhoudt; zo staat de kolom van de schrijver als vierde op het blad. Daarna schuift het delen telkens een plaats op.

Tussen twee giften gaan alle kaarten op één stapel, die minstens één keer geschud wordt. De nieuwe gever schudt en laat de vorige gever afnemen.

- Elke speler krijgt 13 kaarten. Gewoonlijk deel je per 4, 5, 4; per 4, 4, 5 delen wordt niet bestraft.
- Pakjes van 6 en 7 mogen niet. Daar staat geen boete op: dezelfde gever deelt gewoon opnieuw.
- Bij kleurenwiezen blijft de laatste kaart ALTIJD gedekt: de troef volgt niet uit het delen maar uit het contract (de kleur die gevraagd wordt, of die een abondance- of troelspeler kiest).`,
    see: ['bidding', 'pas'],
  },
  {
    id: 'bidding',
    title: 'Bieden',
    aliases: ['bieden', 'bod', 'biedingen', 'pas troel', 'wachten', 'opbieden', 'bid'],
    source: LODIGE,
    text: `## De ronde "pas troel"
Vóór er echt geboden wordt, zegt iedereen om beurt "pas troel" (ik heb geen troel). Wie drie azen heeft, zegt "troel"; wat er dan gebeurt, staat bij het onderwerp troel.

## Daarna, in wijzerzin vanaf links van de gever
Als je aan de beurt bent, kun je:
- wachten, maar alleen als eerste spreker; later kun je dan alleen nog bij een gevraagde kleur aansluiten, of passen;
- een kleur vragen; van hoog naar laag: harten, ruiten, klaveren, schoppen;
- meegaan met een speler die een kleur vroeg en nog geen partner heeft; je moet minstens één kaart van die kleur hebben;
- een speciaal spel voorstellen (solo, abondance, een miserie, piccolo, een soloslim);
- passen; daarna doe je niet meer mee aan het bieden.

## Kleuren en partners
- Een kleur vragen mag alleen als er nog iemand met je kan meegaan: een speler die nog niet sprak, die wachtte, of die een lagere kleur vroeg. Is er een miserie voorgesteld, dan kan niemand nog een kleur vragen.
- Vroeg je een lagere kleur, dan kun je nog aansluiten bij een hogere; andersom gaat niet.
- Is er iemand met je meegegaan, dan zwijg je zolang die partner meedoet. Alleen wie meeging kan nog meer slagen bieden voor jullie twee, of passen.
- Kom je na je kleur opnieuw aan de beurt, dan hou je je kleur (zolang er nog iemand kan meegaan) of ga je solo. Hou je ze, dan ben je uit het bieden en kun je enkel nog op een partner hopen; komt die er niet, dan moet je passen.
- Is het duidelijk dat niemand meegaat, of is er kleine miserie voorgesteld, dan mag je bij je volgende beurt meteen solo gaan, in eender welke kleur. Binnen dezelfde ronde kun je ook overstappen op solo, met een andere troefkleur.

## Wat niet kan wachten
Abondance, kleine soloslim en soloslim moet je aankondigen in de eerste biedronde na "pas troel"; later kan het niet meer.

Het hoogste bod volgens de rangorde wint; biedt niemand iets, dan wordt er opnieuw gedeeld.`,
    see: ['ranking', 'troel', 'samen', 'solo', 'pas'],
  },
  {
    id: 'ranking',
    title: 'Rangorde van de contracten',
    aliases: ['rangorde', 'volgorde', 'hoger', 'rank', 'order'],
    source: `${LODIGE}; ${SPEC}`,
    text: `Een bod moet het bod op tafel overtreffen. Van hoog naar laag:

- 1 soloslim (alle 13 slagen)
- 2 kleine soloslim (12 slagen)
- 3 miserie op tafel (open miserie)
- 4 abondance 11
- 5 abondance 10
- 6 grote miserie
- 7 troel (9 slagen)
- 8 samen 13
- 9 abondance 9
- 10 solo 8
- 11 samen 12
- 12 piccolo
- 13 kleine miserie
- 14 samen 11
- 15 solo 7
- 16 samen 10
- 17 solo 6
- 18 samen 9
- 19 samen 8

Twee gelijke biedingen samen, solo of abondance (hetzelfde contract voor evenveel slagen): die in de hogere kleur wint (harten, dan ruiten, klaveren, schoppen); tafel judge rank wil daarvoor beide kleuren, bv. "samen 8 harten" "samen 8 schoppen". Een kleine soloslim of soloslim kan niet overboden worden met een kleur: wie hem eerst biedt, speelt hem.

De clublijst staat in twee kolommen (eerst de linker van boven naar onder, dan de rechter); de volgorde hierboven is die lezing.`,
    see: ['bidding', 'abondance', 'soloslim'],
  },
  {
    id: 'samen',
    title: 'Samen: met twee, 8 tot 13 slagen',
    aliases: ['vragen', 'meegaan', 'vraag', 'samen spelen', 'partner'],
    source: `${LODIGE}; ${SPEC}`,
    text: `Een speler vraagt een kleur, een tweede gaat mee, en samen moeten ze het geboden aantal slagen halen: minstens 8, hoogstens 13. De gevraagde kleur is troef.

Wie meegaat moet minstens één kaart van die kleur hebben, en alleen hij kan het aantal slagen voor het paar nog verhogen. De andere twee spelen samen tegen.

Punten (standaardtabel): gewonnen, dan krijgt elke partner de basis van dat niveau plus 3 per slag erboven; alle 13 slagen geven 30 per speler. Verloren, dan verliest elke partner de basis plus 3 per ontbrekende slag, en krijgt elke tegenstander datzelfde bedrag. Voorbeeld: Bert en Dirk spelen samen 8 en halen er 9: Bert +10, Dirk +10, de anderen 0. Met 7 slagen: Bert en Dirk elk -10, Ann en Cis elk +10.

Noteer: tafel record samen 8 --by Bert,Dirk --tricks 9 (vragen 8 is hetzelfde bod).`,
    see: ['bidding', 'solo', 'scoring'],
  },
  {
    id: 'solo',
    title: 'Solo: alleen, 6 tot 8 slagen',
    aliases: ['alleen', 'solo 6', 'solo 7', 'solo 8'],
    source: `${LODIGE}; ${SPEC}`,
    text: `Een speler belooft op zijn eentje 6, 7 of 8 slagen te halen tegen de drie anderen. De kleur die hij koos is troef.

Meestal komt een solo van iemand die een kleur vroeg en geen partner vond: zodra duidelijk is dat niemand meegaat, of als er een kleine miserie op tafel ligt, mag hij bij zijn volgende beurt solo gaan, ook in een andere kleur.

Slagen boven de 8 brengen niets extra op. Punten (standaardtabel): gewonnen, de basis (12, 15 of 21 voor solo 6, 7, 8) plus 3 per slag boven het bod, maar enkel tot 8 slagen. Verloren, dan verliest de speler de basis plus 3 per ontbrekende slag, en krijgt elke tegenstander twee derde van dat verlies. Voorbeeld: Ann solo 6 met 5 slagen: Ann -15, de drie anderen elk +10. Ann solo 6 met 9 slagen: Ann +18, want de negende slag telt niet.

Noteer: tafel record solo 6 --by Ann --tricks 5`,
    see: ['samen', 'abondance', 'scoring'],
  },
  {
    id: 'abondance',
    title: 'Abondance: alleen, 9 tot 11 slagen, eigen troef',
    aliases: ['abundance', 'abondance 9', 'abondance 10', 'abondance 11'],
    source: `${LODIGE}; ${SPEC}`,
    text: `Een speler alleen neemt 9, 10 of 11 slagen op zich, met de kleur die hij zelf troef maakt, en hij komt zelf als eerste uit.

- Hij moet ze aankondigen in de eerste biedronde, meteen na de ronde "pas troel".
- Willen twee spelers abondance, dan wint meer slagen het van minder; bij evenveel slagen wint de hogere kleur (harten, ruiten, klaveren, schoppen).
- Abondance 10 en 11 gaan boven grote miserie; abondance 9 staat net onder samen 13.
- Slagen boven het bod leveren niets op.

Punten (standaardtabel): abondance 9, 10, 11 wint of verliest 30, 45, 60 voor de speler; bij verlies krijgt elke tegenstander 20, 30, 40.

Noteer: tafel record abondance 9 --by Cis --tricks 10`,
    see: ['ranking', 'bidding', 'scoring'],
  },
  {
    id: 'kleine-miserie',
    title: 'Kleine miserie: geen slag, na één weggelegde kaart',
    aliases: ['kleine misere', 'small misery', 'petite misere'],
    source: `${LODIGE}; ${SPEC}`,
    text: `De speler mag geen enkele slag halen. Nog vóór er uitgekomen wordt, legt ELKE speler één kaart gedekt weg, zonder dat de anderen ze zien; iedereen speelt dus met 12 kaarten. Er is geen troef.

Meerdere spelers mogen in dezelfde gift kleine miserie bieden; elk speelt ze dan voor zich en wint of verliest op zijn eentje. De miseries worden niet gemengd: een kleine en een grote miserie worden nooit in dezelfde gift gespeeld. Is er kleine miserie voorgesteld, dan kan niemand nog een kleur vragen, en wie er al een vroeg mag overstappen op solo.

Punten (standaardtabel): 18 winst of verlies per speler; voor elke speler die faalt, krijgt elke niet-speler 12.

Noteer: tafel record kleine-miserie --by Ann,Bert --tricks Ann=0,Bert=1`,
    see: ['grote-miserie', 'piccolo', 'scoring'],
  },
  {
    id: 'piccolo',
    title: 'Piccolo: precies één slag',
    aliases: ['picolo', 'een slag', 'one trick'],
    source: `${LODIGE}; ${SPEC}`,
    text: `De speler moet precies één slag halen: geen slag is mislukt, twee of meer ook. Er is geen troef.

Meerdere spelers kunnen in dezelfde gift piccolo spelen, elk voor zich. Piccolo staat tussen samen 12 (erboven) en kleine miserie (eronder).

Punten (standaardtabel): 27 winst of verlies per speler; voor elke speler die faalt, krijgt elke niet-speler 18.

Noteer: tafel record piccolo --by Ann,Cis --tricks Ann=1,Cis=2`,
    see: ['kleine-miserie', 'ranking', 'scoring'],
  },
  {
    id: 'troel',
    title: 'Troel: drie azen en de vierde',
    aliases: ['troela', 'drie azen', 'vier azen', 'three aces'],
    source: `${LODIGE}; ${SPEC}`,
    text: `Wie drie azen heeft, roept "troel" in de openingsronde "pas troel". Wie de vierde aas heeft, wordt zijn partner, en samen moeten ze 9 slagen halen.

- De houder van de vierde aas kiest de troef en moet die noemen vóór de eerste kaart op tafel komt. Hij komt ook uit, maar niet noodzakelijk met die aas.
- Vóór de partner zich bekendmaakt, moet elke andere speler de kans krijgen om de troel te overbieden of te passen. In de praktijk zegt iedereen "pas grote miserie", tenzij hij zelf iets hogers wil: grote miserie, abondance 10 of 11, open miserie, of een (kleine) soloslim. Dat moet hij dan nu zeggen.
- Vier azen in één hand is GEEN troel.
- Troel staat 7de: boven samen 13, onder grote miserie.

Punten (standaardtabel): gewonnen, elke partner +15; verloren, elke partner -15 en elke tegenstander +15. Overslagen leveren niets op. Een club waar de partners van een verloren troel niets verliezen, zet --set troel.lost=0; het bedrag bij winst blijft.

Noteer: tafel record troel --by Ann,Cis --tricks 9`,
    see: ['bidding', 'ranking', 'scoring'],
  },
  {
    id: 'grote-miserie',
    title: 'Grote miserie: geen slag, niets weggelegd',
    aliases: ['miserie', 'misere', 'grote misere', 'misery', 'grand misery'],
    source: `${LODIGE}; ${SPEC}`,
    text: `De speler mag geen enkele slag halen. Anders dan bij kleine miserie legt niemand een kaart weg, en er is geen troef.

Meerdere spelers mogen in dezelfde gift grote miserie spelen, elk voor eigen rekening, maar nooit samen met een ander soort miserie. Ze staat 6de: boven troel, onder abondance 10. Na een troelmelding is "pas grote miserie" het gewone antwoord, behalve voor wie precies dit (of iets hogers) wil spelen.

Deze regels kennen drie miseries: kleine miserie (iedereen legt eerst een kaart weg), grote miserie, en miserie op tafel (grote miserie met de kaarten open op tafel).

Punten (standaardtabel): 36 winst of verlies per speler; voor elke speler die faalt, krijgt elke niet-speler 24. Wie zijn eigen miserie haalt, krijgt niets van het falen van een ander. Voorbeeld: Ann haalt ze, Bert haalt een slag: Ann +36, Bert -36, Cis +24, Dirk +24.

Noteer: tafel record grote-miserie --by Ann,Bert --tricks Ann=0,Bert=1`,
    see: ['kleine-miserie', 'open-miserie', 'piccolo', 'scoring'],
  },
  {
    id: 'open-miserie',
    title: 'Grote miserie op tafel (open miserie)',
    aliases: ['miserie op tafel', 'grote miserie op tafel', 'open misere', 'open misery'],
    source: `${LODIGE}; ${SPEC}`,
    text: `Een grote miserie met open kaarten: de speler mag geen slag halen, er is geen troef, en zodra de eerste kaart van de tweede slag gespeeld is, legt hij al zijn kaarten open op tafel. Niemand mag naar die kaarten wijzen of erover praten.

Meerdere spelers mogen ze in dezelfde gift spelen, elk voor zich. Ze staat 3de, boven abondance 11 en onder de twee soloslims. Vanaf dit contract moet de jury erbij geroepen worden.

Punten (standaardtabel): 72 winst of verlies per speler; voor elke speler die faalt, krijgt elke niet-speler 48.

Noteer: tafel record open-miserie --by Dirk --tricks 0`,
    see: ['grote-miserie', 'jury', 'scoring'],
  },
  {
    id: 'kleine-soloslim',
    title: 'Kleine soloslim: 12 slagen alleen',
    aliases: ['kleine solo slim', 'small slam', 'little slam'],
    source: `${LODIGE}; ${SPEC}`,
    text: `Een speler haalt alleen minstens 12 van de 13 slagen. Dat mag met of zonder troef, en hij komt zelf als eerste uit.

- Aankondigen in de eerste biedronde na "pas troel".
- Er is geen opbod met kleuren: wie hem eerst biedt, speelt hem.
- Alleen de soloslim staat hoger. De jury moet erbij komen.

Punten (standaardtabel): gewonnen +100 voor de speler; verloren -100 voor hem en +66 voor elke tegenstander.

Noteer: tafel record kleine-soloslim --by Ann --tricks 12`,
    see: ['soloslim', 'jury', 'scoring'],
  },
  {
    id: 'soloslim',
    title: 'Soloslim (grote soloslim): alle 13 slagen alleen',
    aliases: ['solo slim', 'grote soloslim', 'grote solo slim', 'slam', 'grand slam'],
    source: `${LODIGE}; ${SPEC}`,
    text: `Het hoogste contract: één speler haalt alle 13 slagen, met of zonder troef. Hij komt zelf als eerste uit.

- Aankondigen in de eerste biedronde na "pas troel".
- Geen opbod met kleuren: wie hem eerst biedt, speelt hem.
- De jury moet erbij komen.

Punten (standaardtabel): gewonnen +150 voor de speler; verloren -150 voor hem en +100 voor elke tegenstander.

Noteer: tafel record soloslim --by Ann --tricks 13`,
    see: ['kleine-soloslim', 'jury', 'scoring'],
  },
  {
    id: 'play',
    title: 'De slagen spelen',
    aliases: ['spelen', 'slagen', 'slag', 'bekennen', 'introeven', 'uitkomen', 'tricks', 'troef', 'trump'],
    source: SPEC,
    text: `De kaarten gaan van aas (hoog) tot 2 (laag).

- Bekennen (kleur volgen) als je kunt.
- Kun je niet bekennen, dan mag je troeven, maar het hoeft nooit: een andere kaart bijleggen mag altijd.
- De hoogste troef in de slag wint; ligt er geen troef in, dan de hoogste kaart van de gevraagde kleur.
- Wie de slag wint, komt uit voor de volgende.
- Miserie en piccolo hebben geen troef, en een soloslim mag zonder troef gespeeld worden.
- Abondance, kleine soloslim en soloslim: de speler zelf komt eerst uit. Troel: de houder van de vierde aas komt uit.

Scheidsrechter: tafel judge trick kleurenwiezen --trump H 10H JH AH 9S`,
    see: ['revoke', 'scoring'],
  },
  {
    id: 'scoring',
    title: 'Puntentelling: geen nulsom',
    aliases: ['punten', 'puntentelling', 'puntentabel', 'telling', 'score', 'points'],
    source: `${LODIGE} (lodige.nl/kleurenwiezen): het principe, geen puntentabel; ${SPEC}: de puntentabel, de eigen standaard van tafel`,
    text: `Het principe van deze clubregels: wordt een contract GEWONNEN, dan krijgen alleen de winnaars punten en verliest niemand anders iets. Wordt het VERLOREN, dan geven de verliezers punten af en krijgen hun tegenstanders punten. De punten van een gift tellen dus meestal niet op tot nul.

De clubregels verwijzen naar een puntentabel die hun tekst niet geeft. De tabel hieronder is de eigen standaard van tafel voor deze contractenlijst, zonder nulsom zoals de regels vragen (met de waarden die gelden). Elke waarde kan per blad als huisregel veranderen, bv. tafel new kleurenwiezen --players Ann,Bert,Cis,Dirk --set samen.8=8.

- In een contract met twee (samen, troel) krijgt of verliest elke partner het bedrag.
- Bij de miseries en piccolo wordt elke speler apart afgerekend. Voor elke speler die faalt, krijgt elke speler die dat contract niet speelde het bedrag voor de tegenstanders; wie zijn eigen miserie haalt, krijgt niets van het falen van een ander.
- Voorbeelden met de standaardtabel (Ann, Bert, Cis, Dirk): Bert en Dirk samen 8, 9 slagen: Bert +10, Dirk +10. Hetzelfde met 7 slagen: Ann +10, Bert -10, Cis +10, Dirk -10. Ann solo 6, 5 slagen: Ann -15, de anderen elk +10. Ann solo 6, 9 slagen: Ann +18. Ann haalt grote miserie en Bert niet: Ann +36, Bert -36, Cis +24, Dirk +24.`,
    tables: async (s) => (await import('./tables.js')).lodigeTables(s, (await words()).tables),
    see: ['samen', 'solo', 'ranking'],
  },
  {
    id: 'pas',
    title: 'Iedereen past',
    aliases: ['passen', 'rondpas', 'opnieuw delen', 'pass', 'redeal'],
    source: `${SPEC}; ${LODIGE}`,
    text: `Biedt niemand een contract, dan wordt de gift niet gespeeld: de kaarten worden samengeraapt, geschud en opnieuw gedeeld. Niemand krijgt punten.

Op het blad noteer je dat met "tafel record pas". Volgens deze regels deelt dezelfde gever opnieuw; het delen schuift dus niet op. Zo gaat het ook na een verkeerde deling (pakjes van 6 en 7): geen boete, dezelfde gever deelt opnieuw.`,
    see: ['setup', 'bidding'],
  },
  {
    id: 'revoke',
    title: 'Verzaken',
    aliases: ['verzaken', 'verzaakt', 'niet bekennen', 'renege'],
    source: `${SPEC}; ${CARDGAMES}`,
    text: `Verzaken is geen kleur bekennen terwijl je het wel kon. De clubregels van deze regelset zeggen er niets over; tafel regelt het zoals de cardgames-regels: de kant die verzaakte, verliest de gift.

- Verzaakte een speler van het contract, dan is het contract verloren, alsof de spelers één slag te kort kwamen.
- Verzaakte een tegenstander, dan is het contract gewonnen met precies het geboden aantal slagen.

Noteer het met --revoke, bv. tafel record solo 7 --by Ann --revoke Bert. Spreekt de tafel een andere straf af, noteer de gift dan zoals ze moet tellen.`,
    see: ['play', 'scoring'],
  },
  {
    id: 'jury',
    title: 'De jury',
    aliases: ['scheidsrechter', 'referee', 'arbiter'],
    source: LODIGE,
    text: `In de club moet de jury (de scheidsrechters van de club) aan tafel geroepen worden voor elk contract vanaf miserie op tafel: open miserie, kleine soloslim en soloslim.

Aanvaardt de jury het spel niet, dan moet de speler passen.

Thuis kan de scheidsrechter van tafel kleine twisten beslechten: tafel judge rank kleurenwiezen "abondance 10" "grote-miserie" zegt welk bod hoger is.`,
    see: ['open-miserie', 'kleine-soloslim', 'soloslim', 'ranking'],
  },
  players('lodige', '--set deals neemt elk aantal gespeelde giften van 1 tot 100.'),
];

const cardgames: Topic[] = [
  {
    id: 'overview',
    title: 'Kleurenwiezen in het kort (cardgames-regels)',
    aliases: ['inleiding', 'intro', 'overzicht', 'wiezen', 'rules', 'regels'],
    source: CARDGAMES,
    text: `Kleurenwiezen (vaak gewoon "wiezen") is het geliefdste kaartspel van Vlaanderen, een Belgische uitwerking van het Engelse whist met ideeën uit het 19de-eeuwse spel Boston. Vier spelers, elk voor zich; zo'n 5 tot 8 minuten per gift en 45 tot 90 minuten per spel; een spel van 52 kaarten, papier en een pen. Geschikt vanaf ongeveer 12 jaar.

Voor elke gift bieden de spelers hoeveel slagen ze zullen halen, alleen of met een partner, en de partners wisselen elke gift. Naast contracten met troef bestaat er miserie: geen enkele slag halen. Alleen slagen tellen, nooit de kaarten erin.

Deze regels (cardgames) zijn een nulsom: wat de ene speler wint, verliezen de anderen, dus elke gift en het hele blad tellen op tot 0. Na het afgesproken aantal giften wint het hoogste totaal.

Onderwerpen: delen, bieden, rangorde, vragen, alleen, troel, abondance, miserie, open-miserie, soloslim, spelen, telling, verzaken, varianten, pas, tips.`,
    see: ['setup', 'bidding', 'scoring', 'variants'],
  },
  {
    id: 'setup',
    title: 'Kaarten en delen',
    aliases: ['delen', 'geven', 'kaarten', 'deck', 'dealing'],
    source: CARDGAMES,
    text: `- Een Frans spel van 52 kaarten zonder jokers; in elke kleur is de aas het hoogst, dan H, V, B, 10 tot en met 2.
- Elke speler krijgt 13 kaarten, gedeeld per 4-4-5.
- De laatste kaart van de gever wordt aan iedereen getoond: haar kleur is troef. Alleen bij abondance kiest de speler zelf zijn troef.
- De handen blijven geheim; de troefkaart blijft zichtbaar tot de eerste slag; gehaalde slagen liggen gedekt.
- De speler links van de gever spreekt als eerste bij het bieden en komt als eerste uit (bij abondance en miserie komt vaak de speler van het contract uit).`,
    see: ['bidding', 'play'],
  },
  {
    id: 'bidding',
    title: 'Bieden',
    aliases: ['bieden', 'bod', 'contracten', 'contracts'],
    source: CARDGAMES,
    text: `Vanaf links van de gever noemt elke speler om beurt een contract of past. Een hoger contract vervangt een lager.

- Vragen: "ik zoek een partner". Een andere speler aanvaardt met "meegaan", en samen spelen ze voor 8 slagen.
- Alleen: gaat er niemand mee met een vrager, dan mag hij alleen spelen voor 5 slagen.
- Troel: wie drie azen heeft MOET het melden; de houder van de vierde aas is zijn partner.
- Abondance: 9 slagen alleen, met een troef naar eigen keuze.
- Miserie: geen enkele slag, zonder troef; meerdere spelers mogen ze tegelijk spelen.
- Soloslim: alle 13 slagen alleen.

Past iedereen, dan wordt er opnieuw gedeeld.

Een voorbeeld: ruiten is troef. Speler 1 heeft vijf ruiten en vraagt; speler 4 antwoordt "meegaan". Ze zijn partners voor deze gift en hebben samen 8 slagen nodig.`,
    see: ['ranking', 'vragen', 'troel', 'pas'],
  },
  {
    id: 'ranking',
    title: 'Welk contract is hoger',
    aliases: ['rangorde', 'volgorde', 'rank', 'order'],
    source: `${CARDGAMES}; ${SPEC}`,
    text: `Een hoger contract neemt het over van een lager. De bron geeft geen rangorde; tafel rangschikt de contracten volgens hun waarde, laagste eerst (de varianten tussen haakjes):

- vragen + meegaan (waarde 2)
- alleen (3)
- troel (4)
- abondance 9 (5)
- (abondance 10: 6)
- miserie (7)
- (abondance 11: 8)
- (abondance 12: 9)
- (open miserie: 14)
- soloslim (30)`,
    see: ['bidding', 'scoring', 'variants'],
  },
  {
    id: 'vragen',
    title: 'Vragen en meegaan: twee partners, 8 slagen',
    aliases: ['meegaan', 'vraag', 'samen', 'partner', 'ask', 'join'],
    source: `${CARDGAMES}; ${SPEC}`,
    text: `Een speler vraagt een partner en een ander gaat mee. Samen moeten ze minstens 8 slagen halen, met de opengelegde kleur als troef. De andere twee spelen samen tegen hen.

Ga alleen mee als je zelf ongeveer drie slagen kunt bijdragen; vier troeven of meer is een goede reden om te vragen.

Punten: waarde 2. Gewonnen, dan krijgt elke partner 2 van een van de tegenstanders (+2, +2, -2, -2); verloren, omgekeerd. Voorbeeld: Ann en Dirk halen 9 slagen: Ann +2, Bert -2, Cis -2, Dirk +2 (met de variant overslagen +3 en -3).

Noteer: tafel record vragen --by Ann,Dirk --tricks 9`,
    see: ['alleen', 'scoring', 'play'],
  },
  {
    id: 'alleen',
    title: 'Alleen: 5 slagen op je eentje',
    aliases: ['solo', 'alone'],
    source: `${CARDGAMES}; ${SPEC}`,
    text: `Heeft een speler een partner gevraagd en gaat er niemand mee, dan mag hij alleen spelen: hij heeft dan 5 slagen nodig tegen de drie anderen, met de opengelegde kleur als troef.

Punten: waarde 3. Gewonnen, dan betaalt elk van de drie anderen hem 3 (hij krijgt +9); verloren, dan betaalt hij elk van hen 3 (-9 voor hem, +3 voor elk van hen).

Noteer: tafel record alleen --by Bert --tricks 5`,
    see: ['vragen', 'scoring'],
  },
  {
    id: 'troel',
    title: 'Troel: drie azen, 8 slagen met de vierde',
    aliases: ['troela', 'drie azen', 'vier azen', 'three aces'],
    source: `${CARDGAMES}; ${SPEC}`,
    text: `Drie azen in één hand moeten gemeld worden: die speler roept troel, en de speler met de vierde aas wordt zijn partner. Samen hebben ze 8 slagen nodig.

Troela (een variant, bladoptie troela): wie alle vier de azen heeft, speelt samen met wie de hoogste harten heeft. Omdat hij de hartenaas zelf heeft, is dat de hartenheer, of de volgende harten als hij die ook heeft. tafel legt deze variant enkel uit; je noteert ze als gewone troel.

Punten: waarde 4, betaald zoals elk contract met twee: gewonnen, elke partner +4 en elke tegenstander -4; verloren, omgekeerd.

Noteer: tafel record troel --by Ann,Cis --tricks 8`,
    see: ['bidding', 'variants', 'scoring'],
  },
  {
    id: 'abondance',
    title: 'Abondance: 9 slagen alleen, eigen troef',
    aliases: ['abundance', 'abondance 9'],
    source: `${CARDGAMES}; ${SPEC}`,
    text: `Een speler alleen neemt 9 slagen op zich, met een troefkleur die hij zelf kiest, welke kaart er ook openlag. Meestal komt hij zelf als eerste uit.

Variant (bladoptie abondance-levels): ook abondance 10, 11 en 12 mogen geboden worden, met waarde 6, 8 en 9; abondance 9 blijft 5.

Punten: waarde 5. Gewonnen, +15 voor de speler en -5 voor elke andere; verloren, -15 en +5 voor elk.

Noteer: tafel record abondance --by Cis --tricks 9 (of abondance 10 met de variant aan)`,
    see: ['variants', 'ranking', 'scoring'],
  },
  {
    id: 'miserie',
    title: 'Miserie: geen enkele slag',
    aliases: ['misere', 'misery', 'grote miserie', 'kleine miserie'],
    source: `${CARDGAMES}; ${SPEC}`,
    text: `Een contract zonder troef waarin de speler geen enkele slag mag halen. Meerdere spelers mogen in dezelfde gift miserie spelen; elk wordt apart afgerekend met de drie anderen.

Speel het alleen met lage kaarten: één hoge kaart kan alles bederven. Speel je ertegen, kom dan uit met lage kaarten zodat de miseriespeler erover moet.

Punten: waarde 7 per speler. Gewonnen, +21 voor hem en -7 voor elke andere speler; mislukt, -21 en +7 voor elk. Met twee spelers worden de uitkomsten opgeteld: Ann haalt ze, Bert niet: Ann +28, Bert -28, Cis 0, Dirk 0.

Noteer: tafel record miserie --by Ann,Bert --tricks Ann=0,Bert=1`,
    see: ['open-miserie', 'scoring', 'tips'],
  },
  {
    id: 'open-miserie',
    title: 'Open miserie (variant)',
    aliases: ['miserie op tafel', 'open misere', 'open misery'],
    source: `${CARDGAMES}; ${SPEC}`,
    text: `Een miserie met de kaarten open op tafel, voor de durvers. Het is een variant: een blad laat ze toe met --set open-miserie=on.

Ze is dubbel zoveel waard als een miserie: 14 per speler (de instelling open-miserie.value), dus +42 / -14 voor elk bij winst en -42 / +14 voor elk bij verlies. Net als bij miserie mogen meerdere spelers ze spelen, elk apart afgerekend.

Noteer: tafel record open-miserie --by Dirk --tricks 0`,
    see: ['miserie', 'variants', 'scoring'],
  },
  {
    id: 'soloslim',
    title: 'Soloslim: alle 13 slagen',
    aliases: ['solo slim', 'grote soloslim', 'slam'],
    source: `${CARDGAMES}; ${SPEC}`,
    text: `Eén speler haalt alleen alle 13 slagen. Het is het hoogste en veruit het duurste contract.

Punten: waarde 30. Gewonnen, +90 voor hem en -30 voor elke andere speler; verloren, -90 en +30 voor elk. Overslagen bestaan hier niet.

Noteer: tafel record soloslim --by Ann --tricks 13`,
    see: ['ranking', 'scoring'],
  },
  {
    id: 'play',
    title: 'De slagen spelen',
    aliases: ['spelen', 'slagen', 'slag', 'bekennen', 'introeven', 'tricks', 'troef', 'trump'],
    source: CARDGAMES,
    text: `- Wie uitkomt, mag elke kaart spelen.
- Iedereen moet bekennen als hij kan.
- Wie niet kan bekennen, mag troeven of een andere kaart weggooien: troeven is nooit verplicht, en soms is afgooien beter.
- De hoogste troef wint de slag, anders de hoogste kaart van de gevraagde kleur; de winnaar komt opnieuw uit.

Voorbeeld: spelers 1 en 4 spelen vragen/meegaan, ruiten is troef, en speler 2 komt uit. Speler 2 legt schoppenaas, speler 3 schoppen 3, speler 4 schoppenheer. Speler 1 heeft geen schoppen; hij mocht afgooien maar troeft met ruiten 2, en wint de slag voor zijn kant. Op het einde hebben spelers 1 en 4 samen 9 slagen: de 8 die ze nodig hadden en één extra.`,
    see: ['revoke', 'scoring'],
  },
  {
    id: 'scoring',
    title: 'Puntentelling: nulsom',
    aliases: ['punten', 'puntentelling', 'telling', 'basiswaarden', 'score', 'points'],
    source: `${CARDGAMES}; ${SPEC}`,
    text: `Elk contract heeft een basiswaarde v (tabel hieronder, met de waarden die gelden). Punten gaan van hand tot hand, dus elke gift telt op tot nul: één kolom per speler, en alle kolommen samen zijn altijd 0.

- Eén speler (alleen, abondance, soloslim): elk van de drie anderen betaalt hem v, hij krijgt dus 3v; faalt hij, dan betaalt hij elk van hen v.
- Twee spelers (vragen + meegaan, troel): elke partner krijgt v van één tegenstander; falen ze, dan betaalt elk v aan één tegenstander.
- Miserie: elke miseriespeler wordt apart afgerekend met alle drie de anderen, en de uitkomsten worden opgeteld.
- Overslagen (variant): +1 op v voor elke slag boven het doel, bij elke betaling van die gift.

Het spel eindigt na het afgesproken aantal gespeelde giften (4, 8 of 12 met --set deals=<n>; een pas wordt opnieuw gedeeld en telt niet mee); het hoogste totaal wint.`,
    tables: async (s) => (await import('./tables.js')).cardgamesTables(s, (await words()).tables),
    see: ['variants', 'revoke'],
  },
  {
    id: 'revoke',
    title: 'Verzaken',
    aliases: ['verzaken', 'verzaakt', 'niet bekennen', 'renege'],
    source: `${CARDGAMES}; ${SPEC}`,
    text: `Geen kleur bekennen terwijl je het wel kon, is verzaken, en de kant van wie verzaakte verliest de gift.

In tafel: noteer de gift met --revoke en de speler. Verzaakt een speler van het contract, dan telt het contract als verloren; verzaakt een tegenstander, dan telt het als gewonnen met precies het doel.

Voorbeeld: tafel record alleen --by Bert --revoke Cis (Berts alleen telt als gewonnen).`,
    see: ['play', 'scoring'],
  },
  {
    id: 'variants',
    title: 'Varianten (bladopties)',
    aliases: ['varianten', 'opties', 'huisregels', 'overslagen', 'options', 'house rules', 'overtricks', 'deals'],
    source: `${CARDGAMES}; ${SPEC}`,
    text: `Het standaardspel kent vragen/meegaan, alleen, troel, abondance, miserie en soloslim. Elke variant hieronder is een bladoptie, uit tenzij het blad gemaakt wordt met --set.

- overtricks=on: elke slag boven het doel telt 1 bij de waarde (vragen, alleen, troel, abondance), bij elke betaling van de gift. Voor de afwisseling.
- open-miserie=on: miserie met open kaarten, dubbel waard (14).
- abondance-levels=on: abondance 10, 11 en 12 mogen geboden worden, waarde 6, 8 en 9. Voor sterke spelers.
- troela=on: vier azen in één hand spelen met wie de hoogste harten heeft (enkel uitgelegd; je noteert een troel).
- deals=4, 8 of 12: het aantal giften dat een spel vormt; 12 in plaats van 8 geeft een lange avond. Na de laatste gift toont het blad de winnaar.

Voorbeeld: tafel new kleurenwiezen --rules cardgames --players Ann,Bert,Cis,Dirk --set overtricks=on --set deals=8`,
    see: ['scoring', 'troel', 'open-miserie', 'abondance'],
  },
  {
    id: 'pas',
    title: 'Iedereen past',
    aliases: ['passen', 'opnieuw delen', 'pass', 'redeal'],
    source: `${CARDGAMES}; ${SPEC}`,
    text: `Biedt niemand een contract, dan wordt er opnieuw gedeeld en krijgt niemand punten. Noteer het als "tafel record pas"; tafel laat dezelfde gever opnieuw delen.`,
    see: ['bidding', 'setup'],
  },
  {
    id: 'tips',
    title: 'Tips voor beginners',
    aliases: ['tip', 'advies', 'strategie', 'fouten', 'advice', 'strategy'],
    source: CARDGAMES,
    text: `- Tel je troeven: vier of meer is een goede reden om een partner te vragen.
- Een aas is bijna altijd een slag.
- Speel alleen miserie met lage kaarten; één hoge kaart kan ze doen mislukken.
- Ga alleen mee als je zelf een drietal slagen kunt bijbrengen.
- Troeven hoeft niet: soms is een kaart weggooien beter.
- De partners wisselen elke gift, dus hou bij wie met wie speelt.
- Tegen een miserie: kom uit met lage kaarten en laat de speler erover gaan.
- Veelgemaakte fouten: te hoog bieden, bij miserie te lang hoge kaarten houden, en vergeten dat troeven nooit moet.`,
    see: ['miserie', 'vragen', 'play'],
  },
  players(
    'cardgames',
    '--set deals neemt 5, 10 of 15 met vijf spelers en 6, 12 of 18 met zes: één, twee of drie keer rond de tafel.',
  ),
];

const whisthub: Topic[] = [
  {
    id: 'overview',
    title: 'Kleurenwiezen volgens de tabel van Whisthub',
    aliases: ['intro', 'about', 'whisthub', 'pagat', 'wiezen', 'rules', 'regels'],
    source: WH,
    text: `De regels van de onlineserver Whisthub, die pagat.com volgen en die de meeste Vlaamse spelers vandaag kennen. Nulsom: elke gift telt op tot 0.

Contracten, van laag naar hoog: samen 8 tot 13 (met twee), alleen 5 tot 8 (één tegen drie), kleine miserie, piccolo, abondance 9 tot 12, troel, grote miserie, open miserie en soloslim. Een gift na een rondje pas telt dubbel.

Onderwerpen: rangorde, samen, alleen, abondance, troel, miserie, soloslim, telling, pas, verzaken, spelers.

Begin een blad: tafel new kleurenwiezen --rules whisthub --players Ann,Bert,Cis,Dirk`,
    see: ['ranking', 'scoring', 'pas', 'players'],
  },
  {
    id: 'ranking',
    title: 'De biedladder (whisthub)',
    aliases: ['rangorde', 'rank', 'order', 'volgorde', 'ladder', 'bieden', 'bidding'],
    source: WH,
    text: `De puntentabel van Whisthub is ook de biedvolgorde, van laag naar hoog:

- 1 samen 8
- 2 alleen 5
- 3 samen 9
- 4 alleen 6
- 5 samen 10
- 6 alleen 7
- 7 samen 11
- 8 kleine miserie
- 9 samen 12
- 10 alleen 8
- 11 piccolo
- 12 samen 13
- 13 abondance 9
- 14 troel
- 15 grote miserie
- 16 abondance 10
- 17 abondance 11
- 18 open miserie
- 19 abondance 12
- 20 soloslim

Op dezelfde trede wint de hogere kleur (harten, ruiten, klaveren, schoppen) in elk bod waarin de speler de troef noemt: samen, alleen, abondance, soloslim. Troel komt nooit tegen troel in één gift. Meerdere miseries van dezelfde soort worden samen gespeeld, niet overboden. Vraag het aan tafel: tafel judge rank kleurenwiezen --rules whisthub "samen 9 ruiten" "samen 9 schoppen"`,
    see: ['samen', 'alleen', 'abondance'],
  },
  {
    id: 'samen',
    title: 'Samen: vragen en meegaan, 8 tot 13 slagen',
    aliases: ['vragen', 'meegaan', 'vraag', 'together', 'partner'],
    source: WH,
    text: `Eén speler vraagt in een kleur, een ander gaat mee; samen moeten ze minstens het gebode aantal slagen halen, 8 tot 13. De gevraagde kleur is troef.

Gehaald: elke partner krijgt 8 voor 8 slagen en 3 meer per slag boven 8 (11, 14, 17, 20), en 30 voor alle 13; de waarde volgt de gehaalde slagen, niet het gebode niveau. Elke tegenstander betaalt hetzelfde.
Verloren: elke partner betaalt 8 + 3 per niveau boven 8 + 3 per ontbrekende slag, de eerste inbegrepen. Voorbeeld: samen 12 met 10 slagen kost elk 20 + 2 x 3 = 26.

Noteer: tafel record samen 9 --by Ann,Bert --tricks 10 ("vragen" zonder meer is samen 8).`,
    see: ['ranking', 'scoring'],
  },
  {
    id: 'alleen',
    title: 'Alleen: één tegen drie, 5 tot 8 slagen',
    aliases: ['solo', 'alone', 'alleen gaan'],
    source: WH,
    text: `Wie geen partner vindt, mag alleen gaan voor 5, 6, 7 of 8 slagen. In grote delen van Vlaanderen mag alleen 5; veel varianten vragen er minstens 6 (--set alleen-min=6).

Gehaald, per tegenstander: 3, 4, 5 of 7 voor precies alleen 5, 6, 7, 8, plus 1 per extra slag tot 8; slagen boven 8 leveren niets op. De speler krijgt het drievoud. Voorbeeld: alleen 6 met 7 slagen: 5 per tegenstander, de speler +15.
Verloren: dezelfde waarde plus 1 per ontbrekende slag (alleen 5 met één te weinig: 4 per tegenstander, de speler -12).

Noteer: tafel record alleen 6 --by Ann --tricks 7 (ook "solo 6"; "solo" zonder getal wordt geweigerd, want het kan ook soloslim zijn).`,
    see: ['ranking', 'scoring'],
  },
  {
    id: 'abondance',
    title: 'Abondance 9 tot 12',
    aliases: ['abundance', 'abondantie'],
    source: WH,
    text: `Eén speler tegen drie, die troef kiest en uitkomt, voor 9, 10, 11 of 12 slagen. Per tegenstander 10, 15, 20 of 30; de speler krijgt het drievoud.

Elke slag boven het bod telt als het volgende niveau: abondance 9 met 11 slagen telt 20 per tegenstander (+60). Met 13 slagen telt ze als 12. Een club die enkel het gebode niveau betaalt, zet --set abondance-overtricks=off. Verloren: de waarde van het niveau, hoeveel slagen er ook ontbreken.`,
    see: ['ranking', 'scoring'],
  },
  {
    id: 'troel',
    title: 'Troel: drie azen',
    aliases: ['troela', 'three aces', 'drie azen', 'vier azen'],
    source: WH,
    text: `Wie drie azen heeft, speelt met wie de vierde heeft (met vier azen: met wie de hartenheer heeft, anders de hartenvrouw...). Ze moeten samen 8 slagen halen, of 9 als de partner van troef veranderde: noteer dat als troel 9.

Gehaald of verloren: 16 per speler, vast; alle 13 slagen: 30 elk. Voorbeeld: troel 9 met 8 slagen: elke partner -16, elke tegenstander +16.`,
    see: ['ranking', 'scoring'],
  },
  {
    id: 'miserie',
    title: 'Kleine miserie, piccolo, grote en open miserie',
    aliases: [
      'kleine-miserie',
      'piccolo',
      'grote-miserie',
      'open-miserie',
      'misere',
      'blote miserie',
      'miserie op tafel',
    ],
    source: WH,
    text: `Miserie: geen enkele slag halen, zonder troef. Kleine miserie: iedereen legt eerst één kaart weg (er worden 12 slagen gespeeld). Piccolo: precies één slag. Open miserie: de kaarten liggen open op tafel.

Waarden per tegenstander: kleine miserie 6, piccolo 8, grote miserie 12, open miserie 24; de speler krijgt of betaalt het drievoud. Meerdere spelers mogen dezelfde miserie spelen: elk wordt apart afgerekend tegen de drie anderen en de uitkomsten worden opgeteld. Voorbeeld: Ann en Bert grote miserie, Ann haalt ze, Bert haalt een slag: Ann +48, Bert -48, Cis 0, Dirk 0.

Piccolo hoort niet bij de standaardregels van Whisthub; tafel laat het toe omdat het noteert wat aan tafel gespeeld werd (--set piccolo=off weigert het).

Noteer: tafel record grote-miserie --by Ann,Bert --tricks Ann=0,Bert=1`,
    see: ['ranking', 'scoring'],
  },
  {
    id: 'soloslim',
    title: 'Soloslim: alle dertien',
    aliases: ['solo slim', 'slam', 'grote slem'],
    source: WH,
    text: `Eén speler haalt alle 13 slagen, kiest troef en komt uit. 60 per tegenstander: de speler +180, of -180 als hij faalt.`,
    see: ['ranking'],
  },
  {
    id: 'scoring',
    title: 'Puntentelling: nulsom, tabel van Whisthub',
    aliases: ['punten', 'puntentelling', 'points', 'score', 'puntentabel', 'telling'],
    source: WH,
    text: `De som van alle punten is altijd nul. Bij samen en troel krijgt elke speler de waarde en betaalt elke tegenstander ze; bij de andere contracten betaalt elk van de drie tegenstanders de waarde en krijgt de speler het drievoud. De tabel hieronder toont de waarden die gelden; elke waarde is een sleutel voor --set.`,
    tables: async (s) => (await import('./tables.js')).whisthubTables(s, (await words()).zeroSumTables),
    see: ['pas', 'samen', 'alleen'],
  },
  {
    id: 'pas',
    title: 'Rondje pas: de volgende gift telt dubbel',
    aliases: ['pass', 'passen', 'rondje pas', 'redeal', 'dubbel', 'double'],
    source: `${WH}; ${SPEC}`,
    text: `Als iedereen past, deelt dezelfde gever opnieuw en telt de volgende gespeelde gift dubbel; meerdere passen na elkaar verdubbelen maar één keer. Een pas telt nooit mee voor het aantal giften van een spel.

Andere clubs: --set rondje-pas=stack (x2 na één pas, x3 na twee, ...) of --set rondje-pas=off. Het blad schrijft x2 achter het contract van de verdubbelde gift.`,
    see: ['scoring', 'players'],
  },
  {
    id: 'revoke',
    title: 'Verzaken',
    aliases: ['verzaken', 'verzaakt', 'renege', 'niet bekennen'],
    source: SPEC,
    text: `Whisthub wordt online gespeeld, waar verzaken niet kan, dus de regels zeggen er niets over. tafel regelt het zoals de cardgames-regels: de kant die verzaakte, verliest. Verzaakt een speler, dan telt het als één slag te weinig; verzaakt een tegenstander, dan telt het als gehaald met precies het doel.

Noteer: tafel record alleen 6 --by Ann --revoke Bert`,
    see: ['scoring'],
  },
  players(
    'whisthub',
    'Met vijf of zes neemt --set deals een veelvoud van het aantal spelers (5, 10, ... of 6, 12, ...), zodat iedereen even vaak geeft.',
  ),
];

const iwwa: Topic[] = [
  {
    id: 'overview',
    title: 'Kleurenwiezen volgens de tornooitabel van de IWWA',
    aliases: ['intro', 'about', 'iwwa', 'tornooi', 'tournament', 'wiezen', 'rules', 'regels'],
    source: IW,
    text: `De tabel van de International World Whist Association, gebruikt op tornooien en het Belgisch kampioenschap. Nulsom: elke gift telt op tot 0. De waarden zijn die van het IWWA-scoreblad, zoals de scoreprogramma's uit de bron het toepassen.

Contracten, van laag naar hoog: vragen en alleen, abondance 9 en 10, miserie, abondance 11 en 12, troel en troela, open miserie, solo en soloslim. Een verloren contract kost meer dan een gehaald oplevert: de eerste ontbrekende slag kost drie keer de basis. Alle 13 slagen tellen dubbel.

Onderwerpen: rangorde, vragen, alleen, troel, abondance, miserie, solo, telling, pas, verzaken, spelers.

Begin een blad: tafel new kleurenwiezen --rules iwwa --players Ann,Bert,Cis,Dirk`,
    see: ['ranking', 'scoring', 'players'],
  },
  {
    id: 'ranking',
    title: 'Welk contract is hoger (iwwa)',
    aliases: ['rangorde', 'rank', 'order', 'volgorde', 'ladder'],
    source: IW,
    text: `Van laag naar hoog:

- 1 vragen, alleen (ze dingen nooit tegen elkaar: alleen speelt de vrager als niemand meegaat)
- 2 abondance 9
- 3 abondance 10
- 4 miserie
- 5 abondance 11
- 6 abondance 12
- 7 troel, troela
- 8 open miserie
- 9 solo
- 10 soloslim

Gelijke abondances, en twee solo's: de hogere kleur wint (harten, ruiten, klaveren, schoppen), want de speler noemt zelf zijn troef. Troel en troela komen nooit samen in één gift. Een soloslim noemt geen eigen troef (beslissing van tafel): twee worden niet overboden, en een kleur erbij wordt geweigerd. Vraag het aan tafel: tafel judge rank kleurenwiezen --rules iwwa "solo harten" "solo schoppen"`,
    see: ['abondance', 'troel'],
  },
  {
    id: 'vragen',
    title: 'Vragen en meegaan: 8 slagen samen',
    aliases: ['meegaan', 'vraag', 'samen', 'ask', 'join'],
    source: IW,
    text: `Twee spelers moeten samen 8 slagen halen; hogere niveaus zijn er niet. Per speler: 2 bij precies gehaald, +1 per slag meer; alle 13 slagen verdubbelen de waarde (2 x 7 = 14). Verloren: 6 voor één slag te weinig, 2 meer per verdere ontbrekende slag (5 slagen: -10 elk).

Noteer: tafel record vragen --by Ann,Bert --tricks 9`,
    see: ['alleen', 'scoring'],
  },
  {
    id: 'alleen',
    title: 'Alleen: 5 slagen tegen drie',
    aliases: ['alone', 'solo 5'],
    source: IW,
    text: `Als niemand meegaat, mag de vrager alleen spelen voor 5 slagen. Per tegenstander: 2 bij precies gehaald, +1 per slag meer (geen grens); de speler krijgt het drievoud. 8 slagen: +15, de anderen elk -5. Alle 13: 2 x (2 + 8) = 20 per tegenstander. Verloren: 4 per tegenstander voor één slag te weinig, 2 meer per verdere ontbrekende slag.`,
    see: ['vragen', 'scoring'],
  },
  {
    id: 'troel',
    title: 'Troel en troela',
    aliases: ['troela', 'three aces', 'four aces', 'drie azen', 'vier azen'],
    source: IW,
    text: `Troel: drie azen, met wie de vierde heeft; samen 8 slagen. Troela: vier azen, met een partner; 9 slagen. Per speler: 4 bij precies gehaald, +2 per slag meer; alle 13 slagen verdubbelen het (troel 28, troela 24). Verloren: 6 voor één te weinig, 2 meer per verdere ontbrekende slag.

Noteer: tafel record troel --by Ann,Bert --tricks 9, of troela (bewaard als troel 9).`,
    see: ['ranking', 'scoring'],
  },
  {
    id: 'abondance',
    title: 'Abondance 9 tot 12',
    aliases: ['abundance'],
    source: IW,
    text: `Eén tegen drie voor 9, 10, 11 of 12 slagen. Per tegenstander 5, 6, 8 of 9, gehaald of verloren; extra slagen leveren niets op en meer ontbrekende slagen kosten niets extra. De speler krijgt of betaalt het drievoud.`,
    see: ['ranking', 'scoring'],
  },
  {
    id: 'miserie',
    title: 'Miserie en open miserie',
    aliases: ['misere', 'grote-miserie', 'open-miserie', 'blote miserie', 'miserie op tafel'],
    source: IW,
    text: `Geen slag halen, zonder troef; open miserie met de kaarten open op tafel. Per tegenstander 7 (open 14); de speler krijgt of betaalt het drievoud. Meerdere spelers mogen ze samen spelen: elk wordt apart afgerekend en de uitkomsten worden opgeteld. Voorbeeld: Ann en Bert halen ze, Cis haalt een slag: Ann +21, Bert +21, Cis -35, Dirk -7.

Kleine miserie en piccolo worden aan IWWA-tafels niet gespeeld.`,
    see: ['scoring'],
  },
  {
    id: 'solo',
    title: 'Solo en soloslim: alle 13 slagen',
    aliases: ['soloslim', 'solo slim', 'slam'],
    source: IW,
    text: `Beide vragen alle 13 slagen alleen en verschillen enkel in waarde: solo 25 en soloslim 30 per tegenstander (de speler ±75 of ±90). De bronnen zijn het oneens over wat ze onderscheidt (eigen troef tegen gedraaide troef, of troef tegen zonder troef); de score hangt er niet van af. "alleen" is het contract van één tegen drie; "solo 6" wordt hier geweigerd.`,
    see: ['ranking', 'scoring'],
  },
  {
    id: 'scoring',
    title: 'Puntentelling: de IWWA-tabel',
    aliases: ['punten', 'puntentelling', 'points', 'score', 'puntentabel', 'telling', 'scoreblad'],
    source: IW,
    text: `Nulsom. Bij vragen, troel en troela krijgt elke speler de waarde en betaalt elke tegenstander ze; anders betaalt elk van de drie tegenstanders de waarde en krijgt de speler het drievoud. De waarden die gelden staan hieronder; elke waarde is een sleutel voor --set (vragen, vragen.trick, vragen.down, vragen.down-trick, hetzelfde voor alleen en troel, abondance.9 ... abondance.12, miserie, open-miserie, solo, soloslim). Een symmetrische clubtabel bereik je met de .down-sleutels.`,
    tables: async (s) => (await import('./tables.js')).iwwaTables(s, (await words()).zeroSumTables),
    see: ['vragen', 'troel', 'pas'],
  },
  {
    id: 'pas',
    title: 'Iedereen past',
    aliases: ['pass', 'passen', 'rondje pas', 'redeal'],
    source: `${IW}; ${SPEC}`,
    text: `Dezelfde gever deelt opnieuw en niemand krijgt punten. De IWWA-scoreprogramma's geven een pas geen verder gevolg, dus de volgende gift telt gewoon; een club die verdubbelt, zet --set rondje-pas=double (of stack). Een pas telt nooit mee voor het aantal giften van een spel.`,
    see: ['scoring', 'players'],
  },
  {
    id: 'revoke',
    title: 'Verzaken',
    aliases: ['verzaken', 'verzaakt', 'renege', 'niet bekennen'],
    source: SPEC,
    text: `Verzaken is geen kleur bekennen terwijl je het wel kon. tafel regelt het zoals de cardgames-regels: de kant die verzaakte, verliest. Verzaakt een speler, dan telt het als één slag te weinig; verzaakt een tegenstander, dan als gehaald met precies het doel. Tornooien kunnen vaste straffen gebruiken; noteer de gift dan zoals ze moet tellen.`,
    see: ['scoring'],
  },
  players(
    'iwwa',
    'Met vijf of zes neemt --set deals een veelvoud van het aantal spelers (5, 10, ... of 6, 12, ...), zodat iedereen even vaak geeft.',
  ),
];

export const text: GameText = {
  game: 'kleurenwiezen',
  lang: 'nl',
  name: 'Kleurenwiezen',
  ruleSets: { lodige, cardgames, whisthub, iwwa },
};
