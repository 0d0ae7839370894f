import type { eventHelp as enHelp } from '../en/event-help.js';

/** De hulp bij `tafel toernooi` en `tafel competitie`; nl/index.ts voegt ze bij help.commands. */
export const eventHelp: typeof enHelp = {
  event: {
    d: 'clubavonden: rondes, tafels, een loting en de stand',
    x: [
      'tafel toernooi nieuw klaverjassen --entrants Ann,Bert,Cis,Dirk,Eva,Fien,Gert,Hilde --rounds ' +
        '3 --prizes formule-van-4 --poedel',
      'tafel toernooi loting',
      'tafel toernooi table 2',
      'tafel toernooi stand',
      'tafel toernooi export --format json --table 2 --out tafel2.json',
      'tafel toernooi import tafel2-terug.json',
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
      deals: 'giften per ronde, of none',
      'table-size': 'spelers aan een tafel: 4, 5 of 6',
      seating: 'draw (loting), movement (doorschuiven) of ranked (op stand)',
      seed: 'de seed van de loting (0..4294967295)',
      bye: 'wie stilzit krijgt fixed:<n>, average, mean-of-4 of none',
      absent: 'een afwezige krijgt fixed:<n>, average, mean-of-4 of none',
      ranking: 'rangschik op total, average of wins',
      'tie-breaks': 'in volgorde, bv. last-round,head-to-head,name',
      prizes: 'prijsplaatsen: <n>, formule-van-4 of none',
      poedel: 'markeer de laatste plaats',
      title: 'de titel',
      id: 'de id van het toernooi',
      season: 'voeg toe aan deze competitie',
    },
  },
  'event add': {
    d: 'deelnemers erbij voor ronde 1',
    a: { names: 'de nieuwe deelnemers' },
    o: { event: 'dit toernooi in plaats van het actieve', pair: 'een koppel: Mia+Nand' },
  },
  'event remove': {
    d: 'een deelnemer eraf voor ronde 1',
    a: { entrant: 'een naam of een deelnemersnummer' },
    o: { event: 'dit toernooi in plaats van het actieve' },
  },
  'event set': {
    d: 'instellingen wijzigen (na ronde 1 maar enkele)',
    a: { 'key=value': 'instellingen, bv. rounds=4 bye=average' },
    o: { event: 'dit toernooi in plaats van het actieve' },
  },
  'event list': { d: 'de toernooien, nieuwste eerst', o: { event: 'dit toernooi in plaats van het actieve' } },
  'event use': {
    d: 'maak een toernooi actief',
    a: { id: 'de id van het toernooi (een uniek begin volstaat)' },
    o: { event: 'dit toernooi in plaats van het actieve' },
  },
  'event show': {
    d: 'de instellingen, deelnemers, rondes en tafelbladen van een toernooi',
    a: { id: 'de id van het toernooi (een uniek begin volstaat)' },
    o: { event: 'dit toernooi in plaats van het actieve' },
  },
  'event draw': {
    d: 'loot de volgende ronde en maak haar tafelbladen',
    o: {
      event: 'dit toernooi in plaats van het actieve',
      absent: 'deelnemers die er deze ronde niet zijn',
      seed: 'een andere seed voor deze ronde',
      force: 'loot terwijl tafels van een vorige ronde open zijn',
      'dry-run': 'toon wat er zou gebeuren, schrijf niets',
    },
  },
  'event plan': {
    d: 'de indeling van een gelote ronde opnieuw',
    o: {
      event: 'dit toernooi in plaats van het actieve',
      round: 'deze ronde (standaard de laatst gelote)',
      all: 'elke gelote ronde; bij een doorschuifschema elke ronde, ook de nog niet gelote',
      verify: 'loot opnieuw uit de seed en vergelijk',
    },
  },
  'event undraw': {
    d: 'neem de laatste ronde terug zolang er niets geschreven is',
    o: { event: 'dit toernooi in plaats van het actieve' },
  },
  'event table': {
    d: 'maak een tafelblad het actieve blad',
    a: { n: 'het tafelnummer' },
    o: { event: 'dit toernooi in plaats van het actieve', round: 'deze ronde (standaard de laatst gelote)' },
  },
  'event standings': {
    d: 'de stand, voorlopig zolang een tafel open is',
    o: { event: 'dit toernooi in plaats van het actieve', 'after-round': 'de stand na deze ronde' },
  },
  'event cards': {
    d: 'de tafelkaarten om af te drukken: de schrijverslink van elke tafel (tafel serve --scorer --event) als QR-code',
    o: {
      event: 'dit toernooi in plaats van het actieve',
      host: 'het adres waarop tafel serve --scorer zal serveren (standaard: het laatst gebruikte)',
      port: 'de poort daarvan (standaard: de laatst gebruikte)',
      out: 'schrijf naar dit bestand (een HTML-pagina, twee kaarten per A4)',
      force: 'overschrijf --out',
    },
  },
  'event export': {
    d: 'indeling, uitslagen en stand als md, csv, html of json',
    o: {
      event: 'dit toernooi in plaats van het actieve',
      format: 'md, csv, html of json (standaard uit --out, anders md)',
      out: 'schrijf naar dit bestand',
      round: 'deze ronde (standaard de laatst gelote)',
      table: 'enkel deze tafel (een JSON-export)',
      excel: 'CSV voor een Nederlandse of Belgische Excel: nl',
      force: '--out overschrijven',
    },
  },
  'event import': {
    d: 'lees een toernooi en tafelbladen van andere toestellen in',
    a: { file: 'een bestand van event export --format json' },
    o: {
      event: 'dit toernooi in plaats van het actieve',
      prefer: 'file of local, waar beide kopieën veranderden',
      as: 'lees in onder een andere id',
      'dry-run': 'toon wat er zou gebeuren, schrijf niets',
    },
  },
  'event withdraw': {
    d: 'een deelnemer speelt vanaf de volgende ronde niet meer mee',
    a: { entrant: 'een naam of een deelnemersnummer' },
    o: { event: 'dit toernooi in plaats van het actieve', reason: 'waarom (bewaard bij de afmelding)' },
  },
  'event rename': {
    d: 'hernoem een speler in het toernooi en in elk tafelblad ervan',
    a: { old: 'de speler zoals hij nu heet', 'new': 'de nieuwe naam' },
    o: { event: 'dit toernooi in plaats van het actieve' },
  },
  'event finish': {
    d: 'sluit het toernooi af: de stand is definitief',
    o: {
      event: 'dit toernooi in plaats van het actieve',
      force: 'sluit open bladen af en zet het aantal rondes op de gelote',
    },
  },
  'event reopen': { d: 'open een afgesloten toernooi weer', o: { event: 'dit toernooi in plaats van het actieve' } },
  'event delete': {
    d: 'zet het toernooi en zijn tafelbladen in deleted/ (30 dagen bewaard)',
    a: { id: 'het toernooi-id (een uniek begin volstaat)' },
    o: { force: 'verwijder zonder te vragen' },
  },
  'event undelete': {
    d: 'zet een verwijderd toernooi terug met zijn tafelbladen',
    a: { id: 'het id van het verwijderde toernooi' },
  },
  season: {
    d: 'een clubcompetitie: de beste N van M avonden',
    x: [
      'tafel competitie new 2026-27-klaverjassen --game klaverjassen --nights 7 --best 5 --excused 3750',
      'tafel competitie add 2026-27-klaverjassen 2026-10-09-klaverjassen',
      'tafel competitie afgemeld 2026-27-klaverjassen Jef --event 2026-10-09-klaverjassen',
      'tafel competitie stand 2026-27-klaverjassen',
    ],
  },
  'season new': {
    d: 'begin een competitie',
    a: { id: 'de id van het toernooi (een uniek begin volstaat)' },
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
  },
  'season add': {
    d: 'toernooien komen in de competitie',
    a: { season: 'de id van de competitie', events: 'toernooi-ids' },
  },
  'season remove': {
    d: 'een toernooi gaat uit de competitie',
    a: { season: 'de id van de competitie', event: 'een toernooi-id' },
  },
  'season excuse': {
    d: 'een deelnemer miste een avond met kennisgeving',
    a: { season: 'de id van de competitie', name: 'de deelnemer die de avond miste' },
    o: { event: 'de gemiste avond' },
  },
  'season standings': { d: 'de stand van de competitie', a: { season: 'de id van de competitie' } },
  'season export': {
    d: 'de stand van de competitie als md, csv, html of json',
    a: { season: 'de id van de competitie' },
    o: {
      format: 'md, csv, html of json (standaard uit --out, anders md)',
      out: 'schrijf naar dit bestand',
      excel: 'CSV voor een Nederlandse of Belgische Excel: nl',
      force: '--out overschrijven',
    },
  },
  'season list': { d: 'de competities' },
};
