import type { GameText, Topic } from '../../core/topic.js';
import { DSC, EVM, KAP, LEP, LIB, MDH, MM, OUD, PAGAT, SSOVN, STI, SVK, WB } from './sources.js';

// In onze eigen woorden geschreven uit de documenten die elk onderwerp als bron noemt; de feiten
// zijn van hen, de zinnen niet. Bronnen staan er zoals een lezer ze vindt (uitgever en document).
const tables = () => import('./tables.js');
// The point tables' words come from this language's catalogue, loaded only when a table is shown.
const words = async () => (await import('./messages.nl.js')).nl;
const src = (...s: string[]): string => s.join('; ');

function topics(rules: 'standaard' | 'ssovn'): Topic[] {
  const ssovn = rules === 'ssovn';
  return [
    {
      id: 'overview',
      title: ssovn ? 'Rikken in het kort (clubregels SSOVN)' : 'Rikken in het kort',
      aliases: ['intro', 'over', 'rules', 'regels', 'rikken', ssovn ? 'club' : 'standaard'],
      source: src(PAGAT, WB, KAP),
      text: `Rikken is het biedspel van Noord-Brabant, ook gespeeld in Limburg en België: vier spelers, het volledige spel van 52 kaarten, dertien slagen per gift. Elke gift heeft één contract: een rik, waarbij de bieder een aas vraagt en wie die aas heeft zijn stille maat wordt; een solo ("9 alleen"); een piek of misère, die meerdere spelers tegelijk mogen spelen, elk voor zich; een troela, als één hand drie azen heeft; of een pasronde als niemand biedt.

Kaarten hebben geen punten; alleen slagen tellen. Elke gift is nulsom: wat de spelers winnen, betalen de anderen. De waarden verschillen van club tot club, dus elk getal is een huisregel (--set).

${ssovn ? 'De SSOVN speelt geen troela en geen piek; een avond is twee partijen van 20 giften voor elke speler (25 giften aan een tafel van vijf, 30 aan zes).' : 'Met vijf of zes aan tafel zit de gever stil, en met zes ook de speler drie plaatsen verder.'}

Onderwerpen: bieden, rik, troela, alleen, piek-misere, open-praatje, schoppen-mie, een-of-vijf, telling, stilzitten, spelen, verzaken.`,
      see: ['bidding', 'rik', 'scoring', 'play'],
    },
    {
      id: 'bidding',
      title: 'Bieden: de ladder',
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
        'overbieden',
        'meedoen',
      ],
      source: src(OUD, LEP, DSC, KAP, STI, SSOVN, LIB),
      text: `De speler links van de gever begint en de beurt gaat rond. Elke speler biedt hoger dan het laatste bod of past; wie past, ligt eruit, maar wie overboden werd, mag in zijn volgende beurt opnieuw bieden. Een gezegd bod blijft staan, en een gezegde rik neem je niet terug.

Van laag naar hoog: ${ssovn ? 'rik, rik beter, 8 alleen, 9 alleen, misère, 10 alleen, 11 alleen, open misère, 12 alleen, open misère met praatje, 13 alleen (de SSOVN speelt geen piek, open of niet)' : 'rik, rik beter, 8 alleen, piek, 9 alleen, misère, 10 alleen, open piek, 11 alleen, open misère, 12 alleen, open piek met praatje, open misère met praatje, 13 alleen'}.

- "Beter" is hetzelfde bod met harten als troef, en het staat boven hetzelfde bod in een andere kleur: rik beter wordt pas overboden door 8 alleen of hoger.
- Wie nog niet gepast heeft, mag meedoen met ${ssovn ? 'een misère' : 'een piek of misère'} in plaats van erover te bieden: dan spelen ze het allebei, elk voor zich.
- Troela wordt gemeld, niet geboden. ${ssovn ? 'De SSOVN speelt het niet.' : 'Hier gaat er niets boven (troela-rank=top); sommige tafels zetten het net boven rik beter (--set troela-rank=above-rik-beter).'}
- Past iedereen, dan kiest de gever een pasronde, of de kaarten worden opnieuw gedeeld (noteer: pas).

tafel judge rank rikken "misere" "9 alleen" zegt welk bod hoger is en waarom. tafel houdt de uitkomst van het bieden bij, niet het bieden zelf.`,
      see: ['rik', 'troela', 'piek-misere', 'schoppen-mie'],
    },
    {
      id: 'rik',
      title: 'Rik en rik beter: een aas vragen',
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
      text: `De rikker noemt troef en vraagt een aas die hij zelf niet heeft, nooit de troefaas. Wie die aas heeft, is deze gift zijn maat, maar zegt niets: de tafel weet het pas als de aas valt. Een rikker met alle andere azen vraagt een heer. Bij rik beter is harten troef.

Samen moeten ze 8 van de 13 slagen halen. Gehaald: elk van de twee krijgt het bedrag en elke tegenspeler betaalt het; elke slag boven 8 telt een stap bij, en alle 13 slagen (kapot) geven een bonus. Mislukt: één slag te weinig kost de basis, elke slag verder een stap meer. De rikker betaalt beide tegenspelers en de maat betaalt niets, want hij koos het spel niet (--set rik-loss=both laat ze er elk één betalen).

Noteer: tafel record rik --by Bert --mate Dirk --tricks 9 [--trump C] [--called AD]; rik-beter hetzelfde zonder --trump.`,
      tables: async (s) => (await tables()).pointTables(rules, s, (await words()).tables),
      see: ['scoring', 'play', 'troela'],
    },
    {
      id: 'troela',
      title: ssovn ? 'Troela: niet gespeeld bij de SSOVN' : 'Troela: drie azen',
      aliases: ['troel', 'three aces', 'drie azen', 'four aces', 'vier azen', 'vierde aas'],
      source: src(DSC, OUD, KAP, MDH, SSOVN),
      text: `${ssovn ? 'De SSOVN meldt drie of vier azen niet, en onder deze regels kun je geen troela noteren. Elders gaat het zo.\n\n' : ''}Wie drie azen krijgt, moet dat melden. Wie de vierde aas heeft, wordt zijn maat: hij noemt troef (niet de kleur van zijn eigen aas) en komt met die aas uit in de eerste slag, die niemand mag troeven. Samen moeten ze 8 slagen halen en ze worden betaald als bij een rik, met dezelfde stappen en de bonus voor kapot; mislukt het, dan betalen ze allebei, want niemand koos de maat.

Met vier azen in één hand zijn de bronnen het oneens; tafel beslist: wie ze heeft, vraagt een heer zoals bij een rik, en de gift wordt genoteerd als troela met wie de heer heeft als maat.

Noteer: tafel record troela --by Cis --mate Bert --tricks 8.`,
      tables: async (s) => (await tables()).pointTables(rules, s, (await words()).tables),
      see: ['rik', 'bidding', 'play'],
    },
    {
      id: 'alleen',
      title: 'Alleen: solo voor 8 tot 13 slagen',
      aliases: ['solo', 'solos', '8 alleen', '9 alleen', '10 alleen', '11 alleen', '12 alleen', '13 alleen', 'alone'],
      source: src(PAGAT, KAP, OUD),
      text: `Een solist speelt alleen tegen de andere drie voor het aantal slagen dat hij bood, 8 tot 13, met een troefkleur naar keuze. Met harten is het de "beter"-vorm: dezelfde telling, maar het staat boven hetzelfde bod in een andere kleur.

Gehaald: elke tegenspeler betaalt de basis van zijn niveau plus een stap per slag meer; mislukt: elke tegenspeler krijgt de basis voor één slag te weinig plus een stap voor elke slag verder. De solist wint of betaalt het drievoud. Een solo heeft geen bonus voor kapot.

Noteer: tafel record alleen 9 --by Dirk --tricks 10 (ook "9 alleen", "solo 9").`,
      tables: async (s) => (await tables()).pointTables(rules, s, (await words()).tables),
      see: ['scoring', 'bidding'],
    },
    {
      id: 'piek-misere',
      title: ssovn ? 'Misère (de SSOVN speelt geen piek)' : 'Piek en misère: één slag of geen',
      aliases: ['piek', 'misere', 'misère', 'meepieken', 'meemiseren', 'several', 'join', 'no trump', 'zonder troef'],
      source: src(PAGAT, KAP, LEP, OUD, MDH),
      text: `Gespeeld zonder troef, elk voor zich. Bij piek moet de speler precies één slag halen, bij misère geen enkele.${ssovn ? ' De SSOVN speelt alleen misère (piek=off).' : ''}

Meerdere spelers mogen in één gift hetzelfde spelen: wie nog niet gepast heeft, doet mee in plaats van over te bieden. Elke speler wordt apart afgerekend met de drie andere actieve spelers, andere spelers inbegrepen, en de uitkomsten worden opgeteld. Gehaald: hij krijgt drie keer de waarde en elk van de anderen betaalt ze één keer; mislukt: andersom. Twee misèrespelers, één gehaald en één mislukt, eindigen met de standaardwaarde 25 op +100 en -100, en de twee anderen op 0.

Verschillende soorten gaan niet samen in één gift: de notitie noemt er één. Noteer: tafel record misere --by Ann,Bert --tricks Ann=0,Bert=1 (één speler: --by Cis --tricks 0).`,
      tables: async (s) => (await tables()).pointTables(rules, s, (await words()).tables),
      see: ['open-praatje', 'bidding'],
    },
    {
      id: 'open-praatje',
      title: 'Open piek en open misère, met of zonder praatje',
      aliases: ['open', 'open piek', 'open misere', 'praatje', 'met praatje', 'open hand', 'open kaarten'],
      source: src(KAP, SSOVN, EVM),
      text: `De open vormen gaan als piek en misère, maar voor meer punten: de speler legt zijn kaarten open op tafel (bij sommige clubs pas na de eerste slag; de telling is dezelfde). "Met een praatje" liggen de kaarten van alle spelers open.${ssovn ? ' De SSOVN speelt open misère met en zonder praatje, maar geen open piek.' : ''}

Noteer: tafel record open-misere --by Cis --tricks 0; open-piek-praatje en open-misere-praatje net zo. --set open=off of praatje=off zet ze uit.`,
      tables: async (s) => (await tables()).pointTables(rules, s, (await words()).tables),
      see: ['piek-misere'],
    },
    {
      id: 'schoppen-mie',
      title: 'Schoppen Mie: een pasronde',
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
      text: `Als iedereen gepast heeft, mag de gever Schoppen Mie kiezen. Er is geen troef en iedereen speelt voor zich. Wie de slag met de schoppenvrouw wint, betaalt elke andere speler, en wie de laatste slag wint ook; wie allebei doet, betaalt dubbel. Sommige tafels spreken af dat niemand schoppen mag uitkomen in de eerste drie slagen.

Noteer: tafel record schoppen-mie --queen Ann --last Bert. Met --set pass-games= kies je welke pasrondes een tafel speelt.`,
      tables: async (s) => (await tables()).pointTables(rules, s, (await words()).tables),
      see: ['een-of-vijf', 'bidding'],
    },
    {
      id: 'een-of-vijf',
      title: 'Eén of vijf: één of vijf slagen',
      aliases: ['1 of 5', 'een of vijf', 'one or five'],
      source: src(LEP, KAP, STI),
      text: `De andere pasronde: geen troef, elk voor zich, en het doel is precies één of precies vijf slagen te eindigen. Elke speler die dat lukt, wint de waarde van elke speler bij wie het niet lukt; lukt het niemand, dan betaalt niemand.

Noteer ieders slagen (samen 13): tafel record een-of-vijf --tricks Ann=1,Bert=5,Cis=4,Dirk=3.`,
      tables: async (s) => (await tables()).pointTables(rules, s, (await words()).tables),
      see: ['schoppen-mie'],
    },
    {
      id: 'scoring',
      title: 'Telling: bedragen per tegenspeler, nulsom',
      aliases: [
        'telling',
        'score',
        'points',
        'punten',
        'values',
        'waarden',
        'overslagen',
        'down',
        'zero-sum',
        'nulsom',
        'pas',
        'opnieuw delen',
      ],
      source: src(KAP, MM, DSC, PAGAT),
      text: `Elk bedrag is per tegenspeler, en elke gift is aan tafel samen nul. Slagencontracten (rik, rik beter, troela, alleen) hebben een basis bij precies de nodige slagen en een stap van 5 per slag meer of minder; één slag te weinig kost alleen de basis. Piek en misère hebben een vaste waarde. De tabellen hieronder tonen de waarden die gelden: elk is een sleutel voor --set (bv. --set misere=30), en --set down=from-first rekent ook voor de eerste ontbrekende slag een stap.

Een gift waarin iedereen paste en opnieuw gedeeld werd, noteer je als pas: 0 voor iedereen, dezelfde gever deelt opnieuw, en ze telt niet mee voor het aantal giften.${ssovn ? ' Een partij is 20 giften voor elke speler (deals=partij); --set deals=none speelt door tot tafel finish.' : ' Er is geen grens aan het aantal giften tenzij --set deals=N; tafel finish sluit het blad.'} Het hoogste totaal wint.`,
      tables: async (s) => (await tables()).pointTables(rules, s, (await words()).tables),
      see: ['rik', 'alleen', 'piek-misere'],
    },
    {
      id: 'sitting-out',
      title: 'Vijf of zes aan tafel: stilzitten',
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
      text: `Elke gift spelen er vier. Met vijf aan tafel zit de gever stil; met zes de gever en de speler drie plaatsen verder. Wie stilzit, krijgt 0, en "tegenspelers" zijn altijd alleen de actieve spelers, dus een solo wordt door drie spelers betaald, hoe groot de tafel ook is.

Geef de spelers in zitvolgorde (tafel new rikken --players Ann,Bert,Cis,Dirk,Eva). Het blad toont wie er als volgende stilzit, en wie stilzit in een notitie noemen wordt geweigerd.`,
      see: ['scoring'],
    },
    {
      id: 'play',
      title: 'Spelen: kleur bekennen, de gevraagde aas',
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
      text: `- Aas hoog, twee laag in elke kleur. Het spel wordt afgenomen en nauwelijks geschud; 13 kaarten elk, gedeeld per 6 + 7 of 4 + 5 + 4. De gift gaat naar links.
- De speler links van de gever komt uit in de eerste slag; wie een slag wint, komt uit voor de volgende.
- Beken kleur als je kunt. Kun je dat niet, dan speel je wat je wilt: troeven en overtroeven hoeven nooit.
- Wie de gevraagde aas heeft, speelt hem de eerste keer dat die kleur gevraagd wordt (--set called-ace=free laat die plicht vallen).
- Bij troela komt de maat uit met zijn aas in de eerste slag, en niemand mag die troeven.

tafel judge play rikken --trump C --called AD --trick 7D --hand "AD 9D 4S" beoordeelt een kaart; --troela-lead voor de aas bij troela.`,
      see: ['rik', 'troela', 'revoke'],
    },
    {
      id: 'revoke',
      title: 'Verzaken',
      aliases: ['verzaken', 'verzaakt', 'renege', 'penalty', 'straf'],
      source: src(DSC),
      text: `Niet bekennen terwijl het kon, is de grootste zonde aan tafel. tafel beslist over de straf: de kant van wie verzaakte, verliest de gift met het kleinste verschil. Verzaakt een speler, dan is het contract met één slag mislukt (bij piek of misère faalt alleen die speler); verzaakt een tegenspeler, dan is het gehaald met precies de nodige slagen. Een maat die verzaakt, betaalt zoals de rikker zou betalen. Een pasronde heeft geen partijen, dus geen verzaking.

Noteer: tafel record rik --by Bert --mate Dirk --revoke Ann (zonder --tricks).`,
      see: ['play', 'scoring'],
    },
  ];
}

export const text: GameText = {
  game: 'rikken',
  lang: 'nl',
  name: 'Rikken',
  ruleSets: { standaard: topics('standaard'), ssovn: topics('ssovn') },
};
