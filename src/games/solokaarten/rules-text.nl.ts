import type { GameText, Topic } from '../../core/topic.js';

// In eigen woorden geschreven op basis van de brondocumenten: de feiten komen eruit, de zinnen niet.
// Bronnen staan er zo dat een lezer ze kan vinden (uitgever en document), nooit als bestanden van ons.
const SOURCE =
  '"Uitleg spelregels Solokaarten", een website uit Pannerden (Liemers), spelregels aangeleverd door Chera Bekker';
const tables = () => import('./tables.js');
// The point tables' words come from this language's catalogue, loaded only when a table is shown.
const words = async () => (await import('./messages.nl.js')).nl;

const liemers: Topic[] = [
  {
    id: 'overview',
    title: 'Solokaarten in het kort',
    aliases: ['inleiding', 'intro', 'overzicht', 'solo kaarten', 'liemers', 'rules', 'regels'],
    source: SOURCE,
    text: `Solokaarten komt uit de Liemers, de streek rond Pannerden in het oosten van Nederland, waar het op kaartavonden gespeeld wordt naast klaverjassen en jokeren. Nergens waren de regels te vinden, dus hebben spelers uit de streek ze zelf opgeschreven.

Vier, vijf of zes spelers spelen met een piketspel (7 tot en met aas). De spelers bieden hoeveel slagen ze denken te halen; wie het hoogste bod overhoudt, "heeft de pot" en speelt alleen tegen alle anderen. Drie bijzondere kaarten staan boven elke andere troef: klaverenvrouw (de Oud), de troef 7 (de Spits) en schoppenvrouw (de Bats).

Alleen wie de pot heeft, scoort: de punten van zijn bod erbij als hij het haalt, dezelfde punten eraf als hij "nat" gaat. Anders dan bij klaverjassen tellen de punten in de slagen niet.`,
    see: ['setup', 'card-order', 'bidding', 'scoring'],
  },
  {
    id: 'setup',
    title: 'Kaarten, eerste gever en delen',
    aliases: ['delen', 'kaarten', 'piket', 'gever', 'deler', 'dealing', 'deck', 'deal'],
    source: SOURCE,
    text: `- Het spel is een piketspel: 7, 8, 9, 10, boer, vrouw, heer en aas in vier kleuren, zonder joker. Met vier spelers gaan ook de achten eruit, en van ruiten en harten de 9.
- Meestal gaat klaverenvrouw (de Oud) vóór het delen apart: zie oud-in-de-lamp.
- Wie eerst deelt, wordt bepaald door kaarten te trekken: de hoogste kaart (aas hoog, 7 laag) geeft.
- Er wordt met de klok mee gespeeld. Elke speler krijgt zijn kaarten in twee pakjes (tabel hieronder).
- De ene kaart die na het delen overblijft, komt open op tafel te liggen: dat is de kijk.
- Na elke gift wordt de speler na de gever de nieuwe gever.`,
    tables: async () => (await tables()).deckTable((await words()).tables),
    see: ['kijk', 'oud-in-de-lamp', 'bidding'],
  },
  {
    id: 'card-order',
    title: 'Kaartvolgorde en de drie bijzondere kaarten (Oud, Spits, Bats)',
    aliases: [
      'kaartvolgorde',
      'troef',
      'oud',
      'spits',
      'bats',
      'klaverenvrouw',
      'schoppenvrouw',
      'klaveren vrouw',
      'schoppen vrouw',
      'card order',
      'trumps',
    ],
    source: SOURCE,
    text: `In de troefkleur is de volgorde bijzonder. De drie hoogste kaarten zijn altijd troef, welke kleur ook troef is:

- de Oud: klaverenvrouw;
- de Spits: de 7 van de troefkleur;
- de Bats: schoppenvrouw.

Daarna komen troef aas, heer, vrouw, boer, 10, 9 en 8. De troefvrouw staat alleen in dit rijtje als harten of ruiten troef is: is klaveren of schoppen troef, dan is die vrouw al de Oud of de Bats.

In de kleuren die geen troef zijn, geldt de gewone volgorde: aas hoog tot 7 laag.`,
    tables: async () => (await tables()).trumpOrderTable((await words()).tables),
    see: ['play', 'oud-in-de-lamp'],
  },
  {
    id: 'bidding',
    title: 'Bieden om de pot',
    aliases: ['bieden', 'bod', 'pot', 'de pot', 'heeft de pot', 'bid'],
    source: SOURCE,
    text: `De speler na de gever opent. Een bod is het aantal slagen dat een speler denkt te halen: solo, slag of doe. Met de klok mee biedt elke volgende speler hoger of past hij. Is iedereen aan de beurt geweest, dan mag de opener opnieuw bieden (altijd boven wat er ligt) of passen, en zo gaat het rond tot op één na alle spelers gepast hebben. Wie dan met het hoogste bod overblijft, "heeft de pot". Past iedereen, dan wordt er opnieuw gedeeld.

- Het eerste bod moet een solo zijn, behalve als de opener meteen een doe verwacht te halen: dan mag hij met doe openen.
- Een bod kun je verfijnen: eerste, zonder kijk, zonder Oud (zie die onderwerpen en rangorde).

Voorbeeld 1: speler 1 geeft. Speler 2 biedt solo, speler 3 slag, en speler 2 zegt daarop "eerste slag". Passen de anderen, dan is de pot voor speler 2.

Voorbeeld 2: speler 1 geeft. Speler 2 begint meteen met doe; speler 3 laat het voorbijgaan en speler 4 gaat naar doe zonder kijk. Speler 1 gaat erover met doe zonder Oud; passen alle anderen nu, dan gaat de pot naar speler 1.

Wie de pot heeft, kiest daarna de troef en beslist of hij de kijk neemt.`,
    see: ['ranking', 'solo', 'slag', 'doe', 'eerste'],
  },
  {
    id: 'ranking',
    title: 'Welk bod is hoger',
    aliases: ['rangorde', 'volgorde', 'hoger', 'rank', 'order'],
    source: SOURCE,
    text: `Biedingen worden in drie stappen vergeleken:

- Eerst het niveau: solo onder slag onder doe.
- Bij hetzelfde niveau de handicap: geen, dan zonder kijk, dan zonder Oud, dan zonder kijk en zonder Oud samen.
- Bij hetzelfde niveau en dezelfde handicap wint eerste van een gewoon bod.

Dus eerste slag gaat boven slag, doe zonder kijk boven eerste doe, en doe zonder Oud boven doe zonder kijk. De verfijningen veranderen alleen de volgorde van de biedingen, nooit de punten.

Scheidsrechter: tafel judge rank solokaarten "doe zonder-kijk" "eerste doe"`,
    see: ['bidding', 'eerste', 'zonder-kijk', 'zonder-oud'],
  },
  {
    id: 'solo',
    title: 'Solo: het laagste bod',
    aliases: ['solo bod'],
    source: SOURCE,
    text: `Het bod waarmee gewoonlijk geopend wordt. Wie de pot heeft, moet 4 slagen halen met vier of vijf spelers, of 3 met zes. Het is 3 punten waard: +3 als het lukt, -3 als hij nat gaat.

Noteer: tafel record solo --by Bert --tricks 4`,
    see: ['slag', 'doe', 'scoring'],
  },
  {
    id: 'slag',
    title: 'Slag: het middelste bod',
    aliases: ['slag bod'],
    source: SOURCE,
    text: `Wie de pot heeft, moet 5 slagen halen met vier of vijf spelers, of 4 met zes. Het is 4 punten waard: +4 als het lukt, -4 als hij nat gaat. Voorbeeld: Ann speelt slag en haalt 5 slagen: Ann +4.

Noteer: tafel record slag --by Ann --tricks 5`,
    see: ['solo', 'doe', 'scoring'],
  },
  {
    id: 'doe',
    title: 'Doe: alle slagen',
    aliases: ['doe bod', 'alle slagen', 'all tricks'],
    source: SOURCE,
    text: `Het hoogste bod: wie de pot heeft, moet alle slagen van de gift halen, 6 met vier of vijf spelers of 5 met zes. Het is 6 punten waard: +6 als het lukt, -6 als hij nat gaat. Het is het enige bod waarmee je mag openen in plaats van met solo. Voorbeeld: Ann speelt doe zonder Oud en haalt maar 5 slagen: ze is nat, Ann -6.

Noteer: tafel record doe --by Ann --tricks 5 --zonder-oud`,
    see: ['solo', 'slag', 'scoring'],
  },
  {
    id: 'eerste',
    title: 'Eerste: wint bij een gelijk bod',
    aliases: ['eerste slag', 'eerste doe', 'eerste solo', 'first'],
    source: SOURCE,
    text: `Een bod kan "eerste" gemaakt worden. Zijn twee biedingen verder gelijk, dan wint de speler die vroeger in de ronde zit, dus wiens beurt sneller na de gever komt. In de rangorde staat eerste net boven het gewone bod van hetzelfde niveau en dezelfde handicap, en onder elk bod met een grotere handicap: doe zonder kijk gaat boven eerste doe.

Aan de punten verandert het niets.

Noteer het met --eerste, of in woorden: tafel record eerste slag --by Cis --tricks 5`,
    see: ['ranking', 'bidding'],
  },
  {
    id: 'zonder-kijk',
    title: 'Zonder kijk: zonder de open kaart',
    aliases: ['zonder de kijk', 'no kijk', 'without kijk'],
    source: SOURCE,
    text: `Wie "zonder kijk" biedt, belooft de slagen te halen zonder de open kaart (de kijk) te gebruiken: hij mag ze niet nemen. Dat maakt het bod hoger dan hetzelfde bod zonder handicap en dan de eerste-vorm ervan, maar lager dan zonder Oud.

Aan de punten verandert het niets.

Noteer het met --zonder-kijk, of in woorden: tafel record doe zonder kijk --by Dirk --tricks 6`,
    see: ['kijk', 'zonder-oud', 'ranking'],
  },
  {
    id: 'zonder-oud',
    title: 'Zonder Oud: zonder klaverenvrouw',
    aliases: ['zonder de oud', 'no oud', 'without oud'],
    source: SOURCE,
    text: `Wie "zonder Oud" biedt, belooft de slagen te halen zonder klaverenvrouw, de hoogste kaart van het spel, die hij anders uit de lamp zou krijgen. Het staat boven zonder kijk; zonder kijk en zonder Oud samen is de grootste handicap van een niveau.

Aan de punten verandert het niets. Deelt het blad de Oud gewoon mee (oud-in-lamp=off), dan valt er geen Oud te missen en weigert tafel deze verfijning.

Noteer het met --zonder-oud: tafel record doe --by Ann --tricks 4 --zonder-oud`,
    see: ['oud-in-de-lamp', 'zonder-kijk', 'ranking'],
  },
  {
    id: 'kijk',
    title: 'De kijk: de open kaart',
    aliases: ['kijkkaart', 'open kaart', 'open card'],
    source: SOURCE,
    text: `Na het delen blijft er één kaart over; die ligt open op tafel, zodat iedereen ze ziet. Dat is de kijk.

Wie de pot heeft, mag de kijk bij zijn kaarten nemen of laten liggen, naargelang zijn bod. Neemt hij ze, dan legt hij een kaart uit zijn hand gedekt weg. Wie zonder kijk bood, mag ze niet nemen.`,
    see: ['zonder-kijk', 'setup', 'oud-in-de-lamp'],
  },
  {
    id: 'oud-in-de-lamp',
    title: 'Oud in de lamp: klaverenvrouw apart',
    aliases: ['oud in lamp', 'in de lamp', 'lamp', 'oud-in-lamp', 'de oud'],
    source: SOURCE,
    text: `Het is de gewoonte om klaverenvrouw (de Oud) vóór het delen uit het spel te halen en "in de lamp te steken": ze ligt apart en hoort altijd bij het spel van wie de pot heeft, tenzij die zonder Oud bood.

- Speelt de pothouder met de Oud, dan legt hij nog een kaart uit zijn hand gedekt weg (bovenop een eventuele kaart voor de kijk). Hij houdt zo één kaart minder in de hand: 5 in plaats van 6 met vier of vijf spelers.
- Wil hij de Oud spelen, dan wijst hij ze aan in plaats van ze op te pakken; in die slag ligt dus één kaart minder in het midden.

In een variant wordt klaverenvrouw gewoon met de andere kaarten meegedeeld. Een blad speelt die variant met --set oud-in-lamp=off; zonder Oud bieden kan dan niet.`,
    see: ['zonder-oud', 'kijk', 'card-order'],
  },
  {
    id: 'play',
    title: 'De slagen spelen',
    aliases: ['spelen', 'slagen', 'uitkomen', 'bekennen', 'introeven', 'ondertroeven', 'voorop', 'tricks'],
    source: SOURCE,
    text: `- Wie de pot heeft, noemt eerst de troefkleur en regelt de kijk en de Oud.
- De speler na de gever ("voorop") komt uit in de eerste slag. Troef voorspelen mag hij niet, alle andere kleuren wel, tenzij hij zelf de pot heeft: dan mag troef ook.
- Bekennen als je kunt.
- Kun je niet bekennen, dan mag je troeven, maar het hoeft niet.
- Ondertroeven, een troef lager dan een troef die al in de slag ligt, mag niet, behalve als je niets anders hebt of moet bekennen.
- De hoogste troef wint (de Oud, Spits en Bats tellen als troef), anders de hoogste kaart van de gevraagde kleur. De winnaar komt uit voor de volgende slag, met elke kleur, troef ook, tot alle kaarten op zijn.

Scheidsrechter: tafel judge play solokaarten --trump H --hand "QC,7H,AS" --trick "KS" --pot-holder (alleen wie de pot heeft, heeft de Oud in de hand); bij een uitkomst zegt --trick-no welke slag het is (1, de eerste slag, als je niets geeft)`,
    see: ['card-order', 'scoring', 'revoke'],
  },
  {
    id: 'revoke',
    title: 'Verzaken',
    aliases: ['verzaken', 'verzaakt', 'niet bekennen', 'renege'],
    source: SOURCE,
    text: `Niet bekennen terwijl het kon, of ondertroeven waar spelen het verbiedt, is verzaken. Introeven is in dit spel nooit verplicht, dus niet troeven is geen verzaken.

tafel kent er geen straf voor: noteer de slagen zoals de tafel de gift regelt, gehaald of nat. Voorbeeld: tafel record slag --by Ann --tricks 5`,
    see: ['play', 'scoring'],
  },
  {
    id: 'scoring',
    title: 'Puntentelling: gehaald of nat',
    aliases: ['punten', 'puntentelling', 'telling', 'nat', 'score', 'points'],
    source: SOURCE,
    text: `Op het einde van de gift telt maar één vraag: haalde wie de pot heeft zijn bod?

- Gehaald (minstens het nodige aantal slagen): hij krijgt de punten van het bod.
- Niet gehaald: hij is "nat" en verliest evenveel punten.
- Alle anderen, ook wie paste, krijgen niets en verliezen niets. De scores tellen dus niet op tot nul, en een totaal kan onder nul zakken.
- De punten in de slagen worden nooit geteld.

Voorbeelden met de standaardwaarden (Ann, Bert, Cis, Dirk): Ann slag, 5 slagen: Ann +4. Ann doe zonder Oud, 5 slagen: Ann -6. Met zes spelers Bert solo, 3 slagen: Bert +3.

Een huis kan de waarde van een bod per blad veranderen, bv. --set doe=8.

De bron noemt geen einde van het spel: een blad loopt tot tafel finish het sluit, of, met de optie deals (1 tot 100; none is de standaard), na zoveel giften; een pas telt niet mee. Dan wint het hoogste totaal; wie gelijk bovenaan staat, wint samen. Voorbeeld: tafel new solokaarten --players Ann,Bert,Cis,Dirk --set deals=16`,
    tables: async (s) => (await tables()).bidsTable(s, (await words()).tables),
    see: ['solo', 'slag', 'doe'],
  },
  {
    id: 'pas',
    title: 'Iedereen past',
    aliases: ['passen', 'opnieuw delen', 'pass', 'redeal'],
    source: SOURCE,
    text: `Biedt niemand, dan worden de kaarten geschud en opnieuw gedeeld; niemand scoort. Noteer het als tafel record pas. In tafel deelt dezelfde gever opnieuw; na een gespeelde gift neemt de speler na de gever het over.`,
    see: ['bidding', 'setup'],
  },
];

export const text: GameText = { game: 'solokaarten', lang: 'nl', name: 'Solokaarten', ruleSets: { liemers } };
