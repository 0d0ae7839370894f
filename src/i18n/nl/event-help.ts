import type { eventHelp as enHelp } from '../en/event-help.js';
import { commandDescriptions as about } from './commandDescriptions.js';

/** De hulp bij `tafel toernooi` en `tafel competitie`; commandHelp.ts neemt ze op. */
export const eventHelp: typeof enHelp = {
  event: {
    d: about.event,
    x: [
      'tafel toernooi nieuw klaverjassen --id vrijdag --entrants Ann,Bert,Cis,Dirk,Eva,Fien,Gert,Hilde --rounds 3 ' +
        '--prizes formule-van-4 --poedel',
      'tafel toernooi loting',
      'tafel toernooi tafel 2',
      'tafel toernooi stand',
      'tafel toernooi export --format json --table 2 --out tafel2.json',
      'tafel toernooi import tafel2-terug.json   (tafel2.json terug van het toestel van tafel 2, met zijn giften)',
      'tafel toernooi export --out avond.html',
    ],
  },
  'event new': {
    d: 'begin een toernooi en maak het actief',
    a: { game: 'het spel' },
    o: {
      event: 'dit toernooi in plaats van het actieve',
      entrants: "de spelers, met komma's",
      pairs: 'de koppels: Ann+Bert,Cis+Dirk',
      kind: 'individual (individueel) of pairs (koppels)',
      rules: 'regels',
      set: 'huisregel (herhaalbaar)',
      rounds: 'rondes (1..30)',
      deals: 'giften (spellen) per ronde, of none',
      'table-size': 'spelers aan een tafel, standaard 4 (koppels: 4), zoals het spel toelaat',
      seating: 'draw (loting), movement (doorschuiven) of ranked (op-stand)',
      seed: 'het lotingsgetal (0..4294967295)',
      bye: 'wie stilzit krijgt fixed:<n>, average, mean-of-4 of none',
      absent: 'een afwezige krijgt fixed:<n>, average, mean-of-4 of none',
      ranking: 'rangschik op total, average of wins',
      'tie-breaks': 'in volgorde, bv. last-round,head-to-head,name',
      prizes: 'prijsplaatsen: <n>, formule-van-4 of none',
      poedel: 'markeer de laatste plaats',
      title: 'de titel',
      id: 'het id van het toernooi',
      season: 'voeg toe aan deze competitie',
    },
    x: [
      'tafel toernooi nieuw klaverjassen --id vrijdag --entrants Ann,Bert,Cis,Dirk,Eva,Fien,Gert,Hilde --rounds 2',
      'tafel toernooi nieuw manillen --pairs Ann+Cis,Bert+Dirk,Eva+Fien,Gert+Hilde --seating movement',
    ],
  },
  'event add': {
    d: 'deelnemers erbij voor ronde 1',
    a: { names: 'de nieuwe deelnemers' },
    o: { event: 'dit toernooi in plaats van het actieve', pair: 'een koppel: Mia+Nand' },
    x: ['tafel toernooi erbij Ivo Jef'],
  },
  'event remove': {
    d: 'een deelnemer eraf voor ronde 1',
    a: { entrant: 'een naam of een deelnemersnummer' },
    o: { event: 'dit toernooi in plaats van het actieve' },
    x: ['tafel toernooi eraf Ivo'],
  },
  'event set': {
    d: 'instellingen wijzigen (na ronde 1 maar enkele)',
    a: { 'key=value': 'instellingen, bv. rounds=4 bye=average' },
    o: { event: 'dit toernooi in plaats van het actieve' },
    x: ['tafel toernooi instellen rounds=3 bye=average'],
  },
  'event list': {
    d: 'de toernooien, nieuwste eerst',
    o: { event: 'dit toernooi in plaats van het actieve' },
    x: ['tafel toernooi lijst', 'tafel toernooi lijst --json'],
  },
  'event use': {
    d: 'maak een toernooi actief',
    a: { id: 'het id van het toernooi (een uniek begin volstaat)' },
    o: { event: 'dit toernooi in plaats van het actieve' },
    x: ['tafel toernooi kiezen vrijdag'],
  },
  'event show': {
    d: 'de instellingen, deelnemers, rondes en tafelbladen van een toernooi',
    a: { id: 'het id van het toernooi (een uniek begin volstaat)' },
    o: { event: 'dit toernooi in plaats van het actieve' },
    x: ['tafel toernooi tonen', 'tafel toernooi tonen vrijdag --json'],
  },
  'event draw': {
    d: 'loot de volgende ronde en maak haar tafelbladen',
    o: {
      event: 'dit toernooi in plaats van het actieve',
      absent: 'deelnemers die er deze ronde niet zijn',
      seed: 'een ander lotingsgetal voor deze ronde',
      force: 'loot terwijl tafels van een vorige ronde open zijn',
      'dry-run': 'toon wat er zou gebeuren, schrijf niets',
    },
    x: ['tafel toernooi loting --dry-run', 'tafel toernooi loting'],
  },
  'event plan': {
    d: 'de indeling van een gelote ronde opnieuw',
    o: {
      event: 'dit toernooi in plaats van het actieve',
      round: 'deze ronde (standaard de laatst gelote)',
      all: 'elke gelote ronde; bij een doorschuifschema elke ronde, ook de nog niet gelote',
      verify: 'loot opnieuw uit het lotingsgetal en vergelijk',
    },
    x: ['tafel toernooi indeling', 'tafel toernooi indeling --verify'],
  },
  'event undraw': {
    d: 'neem de laatste ronde terug zolang er niets geschreven is',
    o: { event: 'dit toernooi in plaats van het actieve' },
    x: ['tafel toernooi terugnemen'],
  },
  'event table': {
    d: 'maak een tafelblad het actieve blad',
    a: { n: 'het tafelnummer' },
    o: { event: 'dit toernooi in plaats van het actieve', round: 'deze ronde (standaard de laatst gelote)' },
    x: ['tafel toernooi tafel 2'],
  },
  'event standings': {
    d: 'de stand, voorlopig zolang een tafel open is',
    o: { event: 'dit toernooi in plaats van het actieve', 'after-round': 'de stand na deze ronde' },
    x: ['tafel toernooi stand', 'tafel toernooi stand --json'],
  },
  'event cards': {
    d: 'de tafelkaarten om af te drukken: de schrijverslink van elke tafel (tafel serve --scorer --event) als QR-code',
    o: {
      event: 'dit toernooi in plaats van het actieve',
      host: 'het adres waarop tafel serve --scorer het bord zal aanbieden (standaard: het laatst gebruikte)',
      port: 'de poort daarvan (standaard: de laatst gebruikte)',
      out: 'schrijf naar dit bestand (een HTML-pagina, twee kaarten per A4; - is stdout)',
      force: 'overschrijf --out',
    },
    x: ['tafel toernooi kaarten --host 192.168.1.20 --port 8080 --out kaarten.html'],
  },
  'event export': {
    d: 'indeling, uitslagen en stand als md, csv, html of json',
    o: {
      event: 'dit toernooi in plaats van het actieve',
      format: 'md, csv, html of json (standaard uit --out, anders md)',
      out: 'schrijf naar dit bestand (- is stdout)',
      round: 'enkel de tafelbladen van deze ronde (een JSON-export)',
      table: 'enkel deze tafel (een JSON-export)',
      excel: 'CSV voor een Nederlandse of Belgische Excel: nl',
      force: '--out overschrijven',
    },
    x: [
      'tafel toernooi export --format csv --excel nl --out avond.csv',
      'tafel toernooi export --format json --table 2 --out tafel2.json',
    ],
  },
  'event import': {
    d: 'lees een toernooi en tafelbladen van andere toestellen in',
    a: { file: 'een bestand van toernooi export --format json' },
    o: {
      event: 'dit toernooi in plaats van het actieve',
      prefer: 'file of local, waar beide kopieën veranderden',
      as: 'lees in onder een ander id',
      'dry-run': 'toon wat er zou gebeuren, schrijf niets',
    },
    x: ['tafel toernooi import tafel2.json', 'tafel toernooi import tafel2.json --dry-run'],
  },
  'event withdraw': {
    d: 'een deelnemer speelt vanaf de volgende ronde niet meer mee',
    a: { entrant: 'een naam of een deelnemersnummer' },
    o: {
      event: 'dit toernooi in plaats van het actieve',
      reason: 'waarom (bewaard bij de afmelding)',
      undo: 'trek de afmelding in (een vergissing), zolang de ronde die hij zou missen niet geloot is',
    },
    x: ['tafel toernooi afmelden Jef --reason ziek', 'tafel toernooi afmelden Jef --undo'],
  },
  'event rename': {
    d: 'hernoem een speler in het toernooi en in elk tafelblad ervan',
    a: { old: 'de speler zoals hij nu heet', 'new': 'de nieuwe naam' },
    o: { event: 'dit toernooi in plaats van het actieve' },
    x: ['tafel toernooi hernoemen Ann Anna'],
  },
  'event finish': {
    d: 'sluit het toernooi af: de stand is definitief',
    o: {
      event: 'dit toernooi in plaats van het actieve',
      force: 'sluit open bladen af en zet het aantal rondes op de gelote',
    },
    x: ['tafel toernooi afsluiten --force'],
  },
  'event reopen': {
    d: 'open een afgesloten toernooi weer',
    o: { event: 'dit toernooi in plaats van het actieve' },
    x: ['tafel toernooi heropenen'],
  },
  'event delete': {
    d: 'zet het toernooi en zijn tafelbladen in deleted/ (30 dagen bewaard)',
    a: { id: 'het toernooi-id (een uniek begin volstaat)' },
    o: { force: 'verwijder zonder te vragen' },
    x: ['tafel toernooi verwijderen vrijdag --force'],
  },
  'event undelete': {
    d: 'zet een verwijderd toernooi terug met zijn tafelbladen',
    a: { id: 'het id van het verwijderde toernooi' },
    x: ['tafel toernooi terugzetten vrijdag'],
  },
  season: {
    d: about.season,
    x: [
      'tafel competitie nieuw 2026-27-klaverjassen --game klaverjassen --nights 7 --best 5 --excused 3750',
      "tafel competitie erbij 2026-27-klaverjassen vrijdag   (het toernooi van 'tafel toernooi --help')",
      'tafel competitie afgemeld 2026-27-klaverjassen Jef --event vrijdag   ' +
        '(Jef speelde een andere avond van de competitie)',
      'tafel competitie stand 2026-27-klaverjassen',
    ],
  },
  'season new': {
    d: 'begin een competitie',
    a: { id: 'het id van de nieuwe competitie, bv. 2026-27-klaverjassen' },
    o: {
      game: 'het spel',
      kind: 'individual (individueel) of pairs (koppels)',
      nights: 'het geplande aantal avonden (M)',
      best: 'de beste N avonden tellen',
      'min-nights': 'avonden nodig om gerangschikt te worden',
      excused: 'punten voor een avond gemist met kennisgeving',
      'tie-breaks': 'in volgorde, bv. last:4,played,name',
      title: 'de titel',
    },
    x: ['tafel competitie nieuw vrijdagcompetitie --game klaverjassen --nights 7 --best 5 --excused 3000'],
  },
  'season add': {
    d: 'toernooien komen in de competitie',
    a: { season: 'het id van de competitie', events: 'toernooi-ids' },
    x: ['tafel competitie erbij vrijdagcompetitie vrijdag zaterdag'],
  },
  'season remove': {
    d: 'een toernooi gaat uit de competitie',
    a: { season: 'het id van de competitie', event: 'een toernooi-id' },
    x: ['tafel competitie eraf vrijdagcompetitie zaterdag'],
  },
  'season excuse': {
    d: 'een deelnemer miste een avond met kennisgeving',
    a: { season: 'het id van de competitie', name: 'de deelnemer die de avond miste' },
    o: { event: 'de gemiste avond', undo: 'trek de afmelding in (een vergissing)' },
    x: ['tafel competitie afgemeld vrijdagcompetitie Kim --event vrijdag'],
  },
  'season standings': {
    d: 'de stand van de competitie',
    a: { season: 'het id van de competitie' },
    x: ['tafel competitie stand vrijdagcompetitie', 'tafel competitie stand vrijdagcompetitie --json'],
  },
  'season export': {
    d: 'de stand van de competitie als md, csv, html of json',
    a: { season: 'het id van de competitie' },
    o: {
      format: 'md, csv, html of json (standaard uit --out, anders md)',
      out: 'schrijf naar dit bestand (- is stdout)',
      excel: 'CSV voor een Nederlandse of Belgische Excel: nl',
      force: '--out overschrijven',
    },
    x: ['tafel competitie export vrijdagcompetitie --out competitie.html'],
  },
  'season list': { d: 'de competities', x: ['tafel competitie lijst'] },
};
