import type { GameText, Topic } from '../../core/topic.js';
import { CS, KSU, TC, WIKI, WK } from './sources.js';
import { ruleBook } from '../../i18n/nl/ruleBook.js';

const NOTES = ruleBook.notes('Boerenbridge');

// In eigen woorden geschreven naar de bronnen; de feiten zijn van hen, de zinnen niet. Waar een bron
// niet leesbaar was (de puntentelling en de geversregel van het WK), zegt de tekst dat tafel koos.
const tables = () => import('./tables.js');
// The point tables' words come from this language's catalogue, loaded only when a table is shown.
const words = async () => (await import('./messages.nl.js')).nl;

type R = 'wk' | 'klassiek' | 'poepen';

const SCHEMA: Record<R, string> = {
  wk: `Het WK speelt 19 spelletjes met vijf spelers: 10 kaarten elk in het eerste, elk spel één kaart minder tot 1, daarna elk spel één meer tot weer 10 (10 → 1 → 10). Troef ligt vast, dus er hoeft geen kaart omgedraaid te worden en het hele pak kan gedeeld worden: met een ander aantal spelers neemt tafel zoveel kaarten als het pak iedereen geeft (52 gedeeld door het aantal spelers, naar beneden afgerond), bv. 13 → 1 → 13 met vier. Dat is een keuze van tafel: de WK-tekst beschrijft alleen vijf spelers.`,
  klassiek: `Zeventien spellen: 1 kaart elk, dan 2, 3 … tot 8; spel 9 heeft ook 8 kaarten en wordt zonder troef gespeeld; spel 10 weer 8 kaarten, daarna terug tot 1. De bron spreekt van 17 spellen met drie spellen van 8; tafel leest spel 10 als het derde, de enige lezing die 17 geeft. Er zijn twee pakken: één om mee te spelen, één om de troefkaart uit te draaien, dus 8 kaarten elk past alleen bij 3 tot 6 spelers.`,
  poepen: `De kaarten gaan op en af: 1 kaart elk in het eerste spel, elk spel één meer tot zoveel als het pak toelaat, daarna weer af tot 1. Eén kaart van de stapel wordt omgedraaid voor troef, dus het meeste is 51 gedeeld door het aantal spelers, naar beneden afgerond: 10 met vijf (19 spellen), 12 met vier (23 spellen), 17 met drie (33 spellen).`,
};

const BIEDEN: Record<R, string> = {
  wk: `Na het bekijken van hun kaarten zeggen de spelers om de beurt hoeveel slagen ze zullen halen: de speler links van de gever eerst, dan met de klok mee, de gever als laatste. 0 is een voorspelling als elke andere en telt als ze uitkomt.`,
  klassiek: `Iedereen zegt tegelijk (of schrijft verdekt op) hoeveel slagen hij zal halen, dus niemand voorspelt als laatste en niemand zit vast aan een totaal. 0 is een voorspelling als elke andere.`,
  poepen: `De speler links van de gever voorspelt eerst, dan met de klok mee, de gever als laatste. Een voorspelling is een getal van 0 tot het aantal kaarten in het spel; 0 telt als ze uitkomt.`,
};

const HAAK: Record<R, string> = {
  wk: `De gever, die als laatste voorspelt, mag het totaal van de voorspellingen niet gelijk maken aan het aantal slagen: dan moet minstens één speler ernaast zitten. tafel past de regel toe zoals elke uitwerking die hem kent: in elk spel (hook=always). Als de anderen samen al meer voorspelden dan er slagen zijn, mag de gever alles zeggen. --set hook=over-3 houdt de regel pas vanaf meer dan 3 kaarten, zoals Wikipedia hem beschrijft; --set hook=off laat hem vallen.`,
  klassiek: `De voorspellingen worden tegelijk gezegd, dus er is geen laatste bieder en geen regel tegen het totaal (hook=off). --set hook=always voegt de gewone regel toe: de gever mag het totaal niet gelijk maken aan het aantal slagen.`,
  poepen: `De gever voorspelt als laatste en mag het totaal niet gelijk maken aan het aantal kaarten in het spel, in elk spel (hook=always). Voorbeeld: 7 kaarten, de anderen zeggen 0, 3 en 2; de gever mag geen 2 zeggen. Als de anderen al meer zeiden dan er slagen zijn, mag alles. Wikipedia past de regel pas toe als er meer dan 3 kaarten gedeeld zijn: --set hook=over-3.`,
};

const TROEF: Record<R, string> = {
  wk: `Schoppen is in elk spel troef. Op zo'n blad weigert tafel een andere kleur bij record --trump.`,
  klassiek: `Na het delen wordt een kaart uit een tweede pak omgedraaid: die kleur is troef. Spel 9 (het middelste spel van 8 kaarten) wordt zonder troef gespeeld.`,
  poepen: `Na het delen wordt de bovenste kaart van de stapel omgedraaid: die kleur is troef voor het spel. In een andere versie kiest de hoogste bieder de troef (--set trump=bidder). Het spel met één kaart wordt blind gespeeld: iedereen houdt zijn kaart tegen het voorhoofd en ziet alleen die van de anderen.`,
};

// What record --trump takes: under wk's trump=spades, spades alone (as record and judge refuse another suit).
const NOTE_TRUMP: Record<R, string> = {
  wk: `record --trump S noteert de troef van een spel op het blad (onder trump=spades alleen S, of laat het weg); de score verandert er nooit door.`,
  klassiek: `record --trump S noteert de troef van een spel op het blad (S H D C of none); de score verandert er nooit door.`,
  poepen: `record --trump S noteert de troef van een spel op het blad (S H D C of none); de score verandert er nooit door.`,
};

const TELLING: Record<R, string> = {
  wk: `Alleen een juiste voorspelling levert punten op: 10 punten plus 2 per gehaalde slag. Ernaast kost 2 punten per slag verschil, te veel of te weinig maakt niet uit (3 gezegd, 4 gehaald: −2). Voor het WK neemt tafel de waarden van het scoreprogramma CardScore over (zie de bron); met --set exact=, per-trick= en per-miss= stel je elke andere telling in (bv. 10 + 3 en −3).`,
  klassiek: `Een juiste voorspelling levert 5 punten plus 1 per gehaalde slag op; ernaast kost 1 punt per slag verschil (7 gezegd, 2 gehaald: −5). Het hoogste totaal wint.`,
  poepen: `Een juiste voorspelling levert 6 punten plus 2 per gehaalde slag op: (2, 2) is +10 en (0, 0) +6. Ernaast kost 2 per slag verschil: (3, 4) is −2 en (0, 4) −8. Het hoogste totaal na het laatste spel wint; bij gelijke totalen winnen ze samen.`,
};

const common = (r: R): Topic[] => [
  {
    id: 'schedule',
    title: 'Kaarten per spel (het schema)',
    aliases: ['schema', 'spellen', 'kaarten', 'rondes', 'spelletjes', 'deals'],
    source: r === 'wk' ? `${WK}; ${NOTES}` : r === 'klassiek' ? `${KSU}; ${NOTES}` : `${CS}; ${TC}`,
    text: `${SCHEMA[r]}

tafel rekent de kaarten van elk spel zelf uit: tafel sheet toont de kaarten van het volgende spel, en record --cards kijkt na of de tafel het eens is. --set max-cards=10 verlaagt de top (vier spelers die het spel van 19 willen), --set schedule=7,6,5,4,3,2,1 geeft elke lijst.`,
    tables: async (s) => (await tables()).scheduleTable(s, r, (await words()).tables),
    see: ['bidding', 'hook'],
  },
  {
    id: 'bidding',
    title: 'Voorspellen (bieden)',
    aliases: ['bieden', 'bids', 'voorspellen', 'vragen', 'voorspelling', 'bid'],
    source: r === 'klassiek' ? KSU : `${WK}; ${WIKI}`,
    text: `${BIEDEN[r]}

Op het blad noteert elk spel ieders voorspelling en slagen in één keer: tafel record --bids Ann=1,Bert=2,Cis=3,Dirk=1,Eva=2 --tricks Ann=1,Bert=2,Cis=4,Dirk=1,Eva=2. Getallen zonder namen gelden in zitvolgorde (de volgorde van --players), nooit in biedvolgorde.`,
    see: ['hook', 'scoring'],
  },
  {
    id: 'hook',
    title: 'De gever mag het niet laten uitkomen (deler klemzetten)',
    aliases: ['haak', 'deler klemzetten', 'klemzetten', 'verboden voorspelling'],
    source: r === 'wk' ? `${WIKI}; ${NOTES}` : r === 'klassiek' ? `${KSU}; ${NOTES}` : `${CS}; ${WIKI}`,
    text: `${HAAK[r]}

tafel weigert een gift die de regel breekt en noemt het getal dat de gever niet mag zeggen; de tafelmodus toont het voor de gever voorspelt.`,
    see: ['bidding'],
  },
  {
    id: 'trump',
    title: 'Troef',
    aliases: ['troef', 'troefkleur'],
    source: r === 'wk' ? WK : r === 'klassiek' ? KSU : `${CS}; ${WIKI}`,
    text: `${TROEF[r]}

${NOTE_TRUMP[r]}`,
    see: ['play'],
  },
  {
    id: 'play',
    title: 'De slagen spelen',
    aliases: ['spelen', 'bekennen', 'introeven', 'slagen', 'kleur bekennen'],
    source: `${KSU}; ${CS}; ${WIKI}`,
    text: `- Beken kleur als je kunt.
- Kun je dat niet, speel dan elke kaart: introeven mag, moet nooit, en niemand hoeft over te troeven.
- De hoogste troef wint de slag, anders de hoogste kaart van de gevraagde kleur. A H V B 10 … 2 in elke kleur.
- Wie een slag wint, komt uit voor de volgende; er wordt met de klok mee gespeeld.${r === 'wk' ? '\n\nDe WK-tekst stopt voor het spelen; tafel volgt de regel van de andere bronnen.' : ''}

tafel judge trick boerenbridge --trump S 10H AH 2S KH en tafel judge play boerenbridge --trump S --hand "AH 3H 2S" --trick KH geven aan tafel het antwoord.`,
    see: ['trump', 'revoke'],
  },
  {
    id: 'revoke',
    title: 'Verzaken',
    aliases: ['verzaken', 'verzaakt', 'niet bekennen', 'renege'],
    source: `${KSU}; ${CS}; ${WIKI}; ${NOTES}`,
    text: `Kun je niet bekennen, dan mag elke kaart; verzaken kan dus maar op één manier: niet bekennen terwijl het kon.

tafel kent er geen straf voor: noteer de slagen zoals de tafel het spel regelt. Een verkeerd aantal kaarten is iets anders, met een eigen straf: zie kaartfout.`,
    see: ['play', 'misdeal'],
  },
  {
    id: 'scoring',
    title: 'De telling',
    aliases: ['telling', 'score', 'punten', 'puntentelling', 'exact'],
    source: r === 'wk' ? `${TC}; ${NOTES}` : r === 'klassiek' ? KSU : CS,
    text: `${TELLING[r]}

Elke speler scoort alleen op zijn eigen voorspelling, dus het blad telt niet op tot nul. tafel stats telt de juiste voorspellingen van elke speler.`,
    tables: async (s) => (await tables()).scoringTable(s, (await words()).tables),
    see: ['misdeal'],
  },
  {
    id: 'misdeal',
    title: 'Een verkeerd aantal kaarten (kaartfout)',
    aliases: ['kaartfout', 'verkeerd gedeeld', 'strafpunten', 'penalty'],
    source: `${WK}; ${NOTES}`,
    text: `Blijkt een speler een verkeerd aantal kaarten te hebben, dan stopt het spel meteen. Die speler verliest 4 punten; elke andere speler krijgt punten alsof zijn voorspelling uitkwam. Het WK beschrijft dit; tafel gebruikt dezelfde regel in elke regelset (--set misdeal= verandert de straf). Het spel telt als gespeeld: het volgende spel heeft het volgende aantal kaarten en de volgende gever.

tafel record --bids Ann=1,Bert=0,Cis=1,Dirk=1,Eva=0 --misdeal Dirk`,
    see: ['scoring'],
  },
  {
    id: 'dealer',
    title: 'Wie eerst geeft',
    aliases: ['gever', 'eerste gever', 'trekken', 'delen', 'loten', 'setup'],
    source: WK,
    text: `Op het WK krijgt elke speler één open kaart en de hoogste geeft eerst; elke schoppen gaat boven elke andere kleur, en wie gelijk hoogste heeft, trekt opnieuw. Daarna gaat het geven elk spel met de klok mee door.

tafel trekt niet: tafel new ... --dealer Cis noemt de eerste gever (anders de eerste speler), en tafel dealer verbetert het later.`,
    see: ['schedule'],
  },
];

export const text: GameText = {
  game: 'boerenbridge',
  lang: 'nl',
  name: 'Boerenbridge',
  ruleSets: { wk: common('wk'), klassiek: common('klassiek'), poepen: common('poepen') },
};
