import type { serve as en } from '../en/serve.js';

/**
 * De berichten van src/serve/ (het live bord) en van `tafel serve` in het Nederlands: dezelfde sleutels
 * als en/serve.ts.
 */
export const serve: typeof en = {
  live: 'live',
  reconnecting: 'verbinding herstellen…',
  noScript: 'Deze pagina ververst zichzelf om de 15 seconden.',
  eveningOf: (date) => `Avond van ${date}`,
  nextDealer: (name) => `Volgende gever: ${name}`,
  sittingOut: (names) => `Zit stil: ${names}`,
  finished: (outcome) => `Afgelopen. ${outcome}`,
  lastDeals: 'Laatste giften',
  wholeSheet: 'Het blad',
  lastRows: (shown, all) => `De laatste ${shown} van ${all} rijen ('tafel sheet' toont ze allemaal)`,
  noDeals: 'Nog geen giften.',
  chart: 'Stand na elke gift',
  perGame: 'Totalen per spel',
  settleUp: 'Voorlopige afrekening',
  square: 'Niemand moet iets betalen.',
  pays: (from, to, amount) => `${from} betaalt ${to} ${amount}`,
  noActive: "Nog geen actief blad: begin er een met 'tafel new', en het bord volgt het.",
  standings: 'Stand',
  roundOf: (round, rounds) => `Ronde ${round} van ${rounds}: de tafels`,
  tableNo: (n) => `Tafel ${n}`,
  versus: 'tegen',
  tableState: (state, deals, planned) =>
    state === 'missing'
      ? 'Nog niet op dit toestel'
      : `${state === 'finished' ? 'Afgelopen' : 'Bezig'}: ${deals} van ${planned} giften`,
  noRoundYet: 'Nog geen ronde geloot: de tafels verschijnen hier na `tafel event draw`.',
  eventFinished: 'afgesloten, de stand is definitief',
  noActiveEvent:
    "Nog geen actief toernooi: begin er een met 'tafel event new', of geef zijn id: tafel serve --event <id>.",
  noEvening: (date) => `Op ${date} werd nog geen blad begonnen: het bord toont ze zodra er zijn.`,
  refused: (id, why) => `Blad ${id} kan niet getoond worden: ${why}`,
  gone: (id) => `Blad ${id} is er niet meer (gewist of hernoemd).`,
  listening: (url) => `Live bord: ${url}`,
  localOnly: "Enkel deze computer kan het openen (--host 127.0.0.1); geef --host <adres> voor de gsm's op het netwerk.",
  network: "Gsm's op hetzelfde netwerk openen het met de link of de QR-code hieronder.",
  stopHint: 'Ctrl-C stopt het bord.',
  stopped: 'Bord gestopt.',
  badPort: (given) => `--port moet een geheel getal van 0 tot 65535 zijn (0: een vrije poort), niet "${given}".`,
  badHost: (given) => `--host moet een IP-adres van deze machine zijn, zoals 127.0.0.1, niet "${given}".`,
  cannotListen: (addr, why) => `Kan niet serveren op ${addr} (${why}): kies een andere --port, of --host 127.0.0.1.`,
  needsServe: '--host en --port horen bij --serve, bv. tafel play --serve --host 127.0.0.1.',
  oneTarget: 'Geef één van een blad <id>, --evening <datum> of --event [<id>], niet twee.',
  badEvening: (given) =>
    `--evening vraagt een datum als JJJJ-MM-DD, today of yesterday (vandaag, gisteren), bv. ` +
    `--evening 2026-11-29, niet "${given}".`,
  help: {
    d: 'het live bord: het blad op elke gsm aan tafel, alleen-lezen, bijgewerkt zodra giften genoteerd worden',
    id: 'id van het blad (standaard: het actieve blad, gevolgd als het wisselt)',
    evening:
      'elk blad van deze avond: JJJJ-MM-DD, today of yesterday, met de totalen per spel en de voorlopige afrekening',
    event: 'het bord van een toernooi: zijn naam, de stand en de tafels van de huidige ronde (standaard: het actieve)',
    host:
      'het adres om op te serveren (standaard: het eerste netwerkadres van deze machine; ' +
      '127.0.0.1 houdt het lokaal)',
    port: 'de poort (standaard: een vrije poort)',
    open: 'open het bord ook in de browser van deze computer',
    qr: 'laat de QR-code weg',
    playServe: 'toon het live bord naast de tafelmodus (zoals tafel serve)',
    x: [
      'tafel serve',
      'tafel serve --host 127.0.0.1 --port 8080',
      'tafel serve --evening today --no-qr',
      'tafel serve --event',
    ],
  },
};
