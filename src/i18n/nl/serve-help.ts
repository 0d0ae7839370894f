/** The help of `tafel serve` in Dutch (why a file of its own: en/serve-help.ts). */
export const serveHelp = {
  id: 'id van het blad (standaard: het actieve blad, gevolgd als het wisselt)',
  evening:
    'elk blad van deze avond: JJJJ-MM-DD, today of yesterday, met de totalen per spel en de voorlopige afrekening',
  event: 'het bord van een toernooi: zijn naam, de stand en de tafels van de huidige ronde (standaard: het actieve)',
  host:
    'het adres waarop het bord aangeboden wordt (standaard: het eerste netwerkadres van deze machine; ' +
    '127.0.0.1 houdt het lokaal)',
  port: 'de poort (standaard: een vrije poort)',
  scorerHost:
    'het adres waarop het bord aangeboden wordt (standaard: het eerste netwerkadres van deze machine; 127.0.0.1 ' +
    'houdt het lokaal); met --scorer het adres waarop het blad of toernooi het laatst aangeboden werd (bij een ' +
    'toernooi: dat van zijn tafelkaarten), tot een andere --host',
  scorerPort:
    'de poort (standaard: een vrije poort); met --scorer de poort waarop het blad of toernooi het laatst aangeboden ' +
    'werd (bij een toernooi: die van zijn tafelkaarten), tot een andere --port',
  open: 'open het bord ook in de browser van deze computer',
  qr: 'laat de QR-code weg',
  scorer:
    'geef ook schrijverslinks die in het blad noteren (een toernooi: één per tafel, en de pagina van de organisator)',
  newLinks: 'een nieuwe sleutel voor de schrijverslinks: elke vroegere werkt niet meer',
  newLink: "een nieuwe link voor één: '--new-link sheet' of '--new-link table <n>' (een verloren telefoon)",
  playServe: 'toon het live bord naast de tafelmodus (zoals tafel serve)',
  x: [
    'tafel serve',
    'tafel serve --host 127.0.0.1 --port 8080',
    'tafel serve --evening today --no-qr',
    'tafel serve --event',
    'tafel serve --scorer',
    'tafel serve --event --scorer --port 8080',
  ],
};
