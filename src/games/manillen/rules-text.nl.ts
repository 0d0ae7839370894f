import type { GameText, Topic } from '../../core/topic.js';
import { CAC, CGW, FROG, MIF, MPL, MT, SEB, VLS, WB } from './sources.js';
import { ruleBook } from '../../i18n/nl/ruleBook.js';

const NOTES = ruleBook.notes('Manillen');

// In eigen woorden geschreven uit de documenten die elk onderwerp als bron noemt; de feiten zijn van hen, de zinnen
// niet. Bronnen staan zoals een lezer ze vindt (uitgever en document).
const tables = () => import('./tables.js');
// The point tables' words come from this language's catalogue, loaded only when a table is shown.
const words = async () => (await import('./messages.nl.js')).nl;
const src = (...s: string[]): string => s.join('; ');

const topics: Topic[] = [
  {
    id: 'overview',
    title: 'Manillen in het kort',
    aliases: ['overzicht', 'inleiding', 'regels', 'manillen', 'manille', 'manilla', 'manilln', 'standaard', 'rules'],
    source: src(VLS, WB, CGW, MIF),
    text: `Manillen is het kaartspel van West-Vlaanderen, gespeeld op café, op kaartingen van de clubs en op een Belgisch en een wereldkampioenschap. Vier spelers in twee vaste ploegen, de partners tegenover elkaar; 32 kaarten. De gever kiest troef, of speelt zonder troef (zonder); daarna mogen de tegenspelers kloppen (mee) en mag de ploeg van de gever terugkloppen (tegen).

Alleen de kaartpunten tellen, niet de slagen: 60 punten per gift, en de ploeg met meer dan 30 krijgt wat ze boven 30 heeft, maal het kloppen. De eerste ploeg aan 101 wint het spel, een boom.

Onderwerpen: kaarten, delen, troef, meegaan, spelen, telling, boom.`,
    see: ['scoring', 'meegaan', 'boom'],
  },
  {
    id: 'cards',
    title: 'Kaarten en kaartpunten',
    aliases: ['kaarten', 'card-values', 'waarde', 'kaartpunten', 'volgorde', 'rangorde', 'tien'],
    source: src(MIF, CAC, VLS, SEB),
    text: `32 kaarten: 10, aas, heer, vrouw, boer, 9, 8, 7 in elke kleur. De 10, de manille waar het spel naar heet, is de hoogste kaart van elke kleur, troef inbegrepen; dan aas, heer, vrouw, boer, 9, 8, 7.

Kaartpunten: 10 = 5, aas = 4, heer = 3, vrouw = 2, boer = 1, de rest 0. Een kleur telt 15, het spel 60; de laatste slag telt niets extra, dus de punten van de twee ploegen zijn samen altijd 60.`,
    tables: async () => (await tables()).cardValues((await words()).tables),
    see: ['scoring', 'play'],
  },
  {
    id: 'setup',
    title: 'Plaatsen en geven',
    aliases: ['delen', 'dealing', 'geven', 'gever', 'plaatsen', 'ploegen', 'partners', 'spelers', 'afnemen', 'deal'],
    source: src(CAC, VLS, CGW, MIF),
    text: `Vier spelers; de partners zitten tegenover elkaar: plaats 1 + 3 tegen 2 + 4. Geef de spelers met de klok mee op met --players; de eerste geeft eerst (of --dealer), en na elke gift geeft de volgende speler, met de klok mee.

De speler rechts van de gever neemt af; de gever geeft elk 8 kaarten, per 3, 2 en 3 (aan sommige tafels 3, 3 en 2), te beginnen links van hem. De Spaanse manilla, tegen de klok in, en de vormen voor 2, 3 of 6 spelers houdt tafel niet bij.`,
    see: ['trump', 'overview'],
  },
  {
    id: 'trump',
    title: 'Troef kiezen, of zonder',
    aliases: ['troef', 'zonder', 'zonder troef', 'no trump', 'blind', 'kiezen', 'troef maken'],
    source: src(VLS, CGW, MIF, MPL),
    text: `De gever bekijkt zijn kaarten en kiest een van de vier kleuren als troef, of speelt zonder: zonder troef. Zijn partner neemt zijn kaarten pas daarna op. Zonder telt de gift dubbel.

Aan sommige tafels mag de gever blind zonder maken, voor hij zijn kaarten bekijkt; dat telt vier keer (volgens [MPL] in sommige spellen). tafel houdt het bij als huisregel: --set blind=on, en dan record --trump none --blind.

Elke gift wordt gespeeld: de gever moet kiezen, er wordt niet gepast.`,
    see: ['meegaan', 'scoring'],
  },
  {
    id: 'meegaan',
    title: 'Mee en tegen: het kloppen',
    aliases: ['mee', 'tegen', 'kloppen', 'tegenkloppen', 'dubbel', 'double', 'doubling', 'along', 'against', 'klop'],
    source: src(VLS, CGW, MPL, FROG, NOTES),
    text: `Zodra de troef gekozen is, mag een tegenspeler die het spel ziet zitten kloppen: hij gaat mee (meegaan, kloppen), en vanaf dan tellen de punten dubbel. Pas na een mee mag de ploeg van de gever terugkloppen (tegen, tegenkloppen): nog eens dubbel, vier keer in het totaal.

Het kloppen stapelt met zonder: zonder met mee telt ×4, zonder met mee en tegen ×8 (blind zonder met beide ×16); een club die het begrenst, zet --set max-multiplier=4 (of 8, of 2), zoals sommige tornooien doen.

De vermenigvuldiging telt voor de ploeg die scoort, niet alleen voor de ploeg die klopte: de punten tellen vanaf dan dubbel [VLS].

Noteren: --mee (ook --along, --klop) en --tegen (ook --against, --tegenklop); tegen zonder mee wordt geweigerd.`,
    tables: async (s) => (await tables()).scoringTable(s, (await words()).tables),
    see: ['scoring', 'trump'],
  },
  {
    id: 'play',
    title: 'De slagen spelen',
    aliases: [
      'spelen',
      'spel',
      'slagen',
      'kopen',
      'troefplicht',
      'trump-duty',
      'bekennen',
      'follow',
      'follow suit',
      'ondertroeven',
      'undertrump',
      'overtroeven',
      'overtrump',
    ],
    source: src(VLS, CGW, NOTES),
    text: `De speler links van de gever komt uit met eender welke kaart; er wordt met de klok mee gespeeld en wie de slag haalt, komt opnieuw uit. De hoogste troef wint de slag, anders de hoogste kaart van de gevraagde kleur, in de volgorde 10 A H V B 9 8 7.

- Beken kleur als je kunt; hoger spelen hoeft niet.
- Kun je niet bekennen en is er troef, dan moet je kopen (troeven). Ligt er al troef in de slag, dan moet je erover kopen als je kunt, en ondertroeven mag enkel als je niets anders hebt [VLS].
- Haalt je partner de slag, dan mag je eender welke kaart spelen (een beslissing: [VLS] zegt het niet; zo speelt Belote het).
- Sommige tafels spelen zonder troefplicht: eender welke kaart als je niet kunt bekennen [CGW]. --set trump-duty=off.

Niet bekennen of niet kopen terwijl het moet, is verzaken. tafel kent er geen straf voor: noteer de punten zoals de tafel de gift regelt.

tafel judge play manillen --trump H --trick KS --hand "7H 9D QC" zegt wat mag, en waarom.`,
    see: ['cards', 'trump'],
  },
  {
    id: 'scoring',
    title: 'Een gift tellen',
    aliases: ['telling', 'score', 'punten', 'boven 30', 'vermenigvuldiging', 'sweep', 'noteren', 'tellen'],
    source: src(FROG, SEB, MT, MIF, MPL),
    text: `Tel de kaartpunten van een ploeg; de andere heeft de rest van de 60. De ploeg met meer dan 30 krijgt haar punten boven 30, maal de vermenigvuldiging, de andere ploeg niets; bij 30 - 30 scoort niemand. Beide partners krijgen de score van hun ploeg.

De vermenigvuldiging: zonder ×2 (blind ×4), mee ×2, tegen nog eens ×2; ze stapelen. Een ploeg met alle 60 punten krijgt 30 vóór de vermenigvuldiging; sommige tafels geven 60 (--set sweep=60, zoals de instelling van de manillenTracker).

Noteer de punten van de ploeg van de gever: tafel record --trump H --points 38, of die van de ploeg van een speler: --points Bert=22 (de andere ploeg heeft dan 38). Bijvoorbeeld 45 punten met mee en tegen: 15 boven 30, ×4 = 60.`,
    tables: async (s) => (await tables()).scoringTable(s, (await words()).tables),
    see: ['meegaan', 'boom', 'cards'],
  },
  {
    id: 'boom',
    title: 'De boom: het einde van het spel',
    aliases: ['target', 'einde', 'doel', '101', 'halve boom', 'volle boom', 'winnaar', 'best of'],
    source: src(MIF, CGW, FROG, WB, NOTES),
    text: `De eerste ploeg die 101 haalt, wint het spel, een volle boom; het blad is afgelopen na die gift. In een gift scoort maar een ploeg, dus halen twee ploegen het nooit samen. Clubs spelen ook een halve boom tot 61, of tot 121 en 151: --set target=61 (elk getal 1..1000, of none).

Een wedstrijd om het beste van drie of vijf bomen is drie of vijf bladen; tafel stats telt de bladen die elke speler won. Op een clubavond (tafel toernooi) speelt elke tafel per ronde een boom. Met --set deals=<n> is een blad ook na n giften afgelopen, wat eerst komt; gelijke totalen zijn dan gelijkspel.`,
    see: ['scoring', 'overview'],
  },
];

export const text: GameText = {
  game: 'manillen',
  lang: 'nl',
  name: 'Manillen',
  ruleSets: { standaard: topics },
};
