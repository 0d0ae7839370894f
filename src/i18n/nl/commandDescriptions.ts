import type { commandDescriptions as en } from '../en/commandDescriptions.js';

/** De ene regel van elk commando in de algemene hulp en in zijn eigen hulp (waarom een eigen bestand: het Engelse). */
export const commandDescriptions: typeof en = {
  games:
    'de spellen: hun regelsets, hoeveel spelers en wat elk spel is; met een spel: zijn regelsets en elke ' +
    'huisregel met zijn standaardwaarde',
  new: 'begin een blad en maak het actief',
  sheets: 'alle bladen, de nieuwste eerst',
  use: 'maak een blad actief',
  sheet: 'het blad zoals op papier (de laatste giften die op het scherm passen; --all voor elke gift)',
  record: 'noteer één gift op het actieve (of gegeven) blad',
  edit:
    'wijzig gift n (enkel de gegeven vlaggen: --no-mee of --hand "" haalt er een weg) of correctie cN; ' +
    'latere totalen worden herrekend',
  undo: 'haal de laatste gift of correctie weg',
  redo: "zet terug wat 'tafel undo' weghaalde (tot je een nieuwe gift of correctie noteert of van plaats wisselt)",
  correct: 'een correctieregel met zijn reden: punten (geld bij zwikken) gegeven of afgenomen buiten de telling',
  rename: 'geef een speler een andere naam; elke gift, export en statistiek volgt',
  seats: 'wissel de plaatsen van twee spelers, vóór de eerste gift (de ploegen bij Belote volgen de plaatsen)',
  dealer: 'wie de volgende gift geeft; de beurtrol gaat van daar verder',
  set:
    'wijzig een huisregel na het begin; alle totalen worden herrekend (geweigerd als een bewaarde gift ' +
    'onmogelijk wordt)',
  reopen: "open een blad dat met 'tafel finish' afgesloten is opnieuw",
  play:
    'de tafelmodus: vraagt elke gift en toont het blad; ongedaan maken, wijzigen, regels opzoeken en afsluiten ' +
    'kan er ook',
  serve: 'het live bord: het blad op elke telefoon aan tafel, alleen-lezen, bijgewerkt zodra giften genoteerd worden',
  finish: 'sluit een blad af en toon de eindstand en de winnaar',
  delete:
    "verwijder een blad (vraagt het op een terminal, anders is --force nodig); 'tafel undelete' zet het " +
    'binnen 30 dagen terug',
  undelete: 'zet een blad terug dat in de laatste 30 dagen verwijderd werd',
  rules: 'zoek een regel op, in het Nederlands of Engels',
  judge: 'beslecht een twist: welk bod hoger is, wie de slag won, welke kaarten mogen, wat een gift oplevert',
  export: 'exporteer een blad, een avond of alles als CSV, JSON, Markdown of een HTML-pagina',
  import: 'zet bladen terug uit een JSON-export',
  chart: 'het verloop van de totalen als lijngrafiek in de terminal',
  stats: 'statistieken over alle bladen',
  settle: 'wie betaalt wie: de saldi van de avond en zo weinig mogelijk betalingen, tot op de cent',
  preset:
    'bewaarde tafels: spel, regels, huisregels, spelers, inzet en tarieven voor de afrekening, voor tafel ' +
    'new --preset',
  doctor: 'toon blad- en instellingenbestanden die niet te lezen zijn; zet hun vorige versie terug',
  completion:
    'druk het script voor het aanvullen in de shell af; de voorbeelden installeren het (vanaf de volgende ' + 'shell)',
  lang: 'stel de standaardtaal van de berichten in; zonder taal: zeg welke nu geldt',
  event: 'clubavonden: rondes, tafels, een loting en de stand',
  season: 'een clubcompetitie: de beste N van M avonden',
};
