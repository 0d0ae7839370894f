import { serveHelp } from './serve-help.js';
import type { serve as en } from '../en/serve.js';
import { capital, listed, runOf } from '../lang.js';

type Rows = Parameters<typeof en.staleUndone>[0];

/** "Giften 6 en 7 werden", "Gift 3 en correctie c1 werden": rijen zoals de spelers ze noemen. */
const rowsWere = (rows: Rows, w: string, ws: string): string =>
  `${capital(
    listed(
      [
        ...(rows.deals > 0 ? [`${rows.deals === 1 ? w : ws} ${runOf(rows.deal, rows.deals, 'nl')}`] : []),
        ...(rows.corrections > 0
          ? [`correctie${rows.corrections === 1 ? '' : 's'} ${runOf(rows.correction, rows.corrections, 'nl', 'c')}`]
          : []),
      ],
      'nl',
    ),
  )} ${rows.deals + rows.corrections === 1 ? 'werd' : 'werden'}`;

const BY = {
  phone: 'op een andere telefoon',
  terminal: 'op de computer',
  both: 'op een andere telefoon en op de computer',
};

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
  lastDeals: (ws) => `Laatste ${ws}`,
  wholeSheet: 'Het blad',
  lastRows: (shown, all) => `De laatste ${shown} van ${all} rijen ('tafel sheet' toont ze allemaal)`,
  noDeals: (ws) => `Nog geen ${ws}.`,
  // "per": elke gift, elk spel; the word itself is the game's.
  chart: (w) => `Stand per ${w}`,
  perGame: 'Totalen per spel',
  settleUp: 'Voorlopige afrekening',
  square: 'Niemand moet iets betalen.',
  pays: (from, to, amount) => `${from} betaalt ${to} ${amount}`,
  noActive: "Nog geen actief blad: begin er een met 'tafel new', en het bord volgt het.",
  standings: 'Stand',
  roundOf: (round, rounds) => `Ronde ${round} van ${rounds}: de tafels`,
  tableNo: (n) => `Tafel ${n}`,
  versus: 'tegen',
  tableState: (state, deals, planned, w, ws) =>
    state === 'missing'
      ? 'Nog niet op dit toestel'
      : `${state === 'finished' ? 'Afgelopen' : 'Bezig'}: ` +
        (planned === 'none' ? `${deals} ${deals === 1 ? w : ws}` : `${deals} van ${planned} ${ws}`),
  noRoundYet: "Nog geen ronde geloot: de tafels verschijnen hier na 'tafel toernooi loting'.",
  eventFinished: 'afgesloten, de stand is definitief',
  noActiveEvent:
    "Nog geen actief toernooi: begin er een met 'tafel toernooi nieuw', of geef zijn id: tafel serve --event <id>.",
  noEvening: (date) => `De avond van ${date} heeft nog geen bladen: het bord toont ze zodra er zijn.`,
  refused: (id, why) => `Blad ${id} kan niet getoond worden: ${why}`,
  settingsRefused: (why, event = false) =>
    `De instellingen (welk ${event ? 'toernooi' : 'blad'} actief is) zijn onleesbaar: ${why}`,
  eventRefused: (id, why) => `Toernooi ${id} kan niet getoond worden: ${why}`,
  tableRefused: (sheet, why) => `Het tafelblad ${sheet} kan niet getoond worden, en de stand heeft het nodig: ${why}`,
  gone: (id) => `Blad ${id} is er niet meer (gewist of hernoemd).`,
  unreadable: (reason, alone) =>
    `${alone ? 'Het' : 'het'} bestand ${reason}. 'tafel doctor' op de computer die tafel draait zegt wat het kan ` +
    'terugzetten.',
  busy:
    'Het blad is bezet: een ander tafel-commando schrijft erin, dus er werd niets geschreven. Probeer het zo ' +
    'meteen opnieuw; blijft het bezet, zeg het dan tegen wie tafel serve draait.',
  lockedElsewhere:
    'Het blad is vergrendeld door tafel op een andere computer, dus er werd niets geschreven. Zeg het tegen wie ' +
    'tafel serve draait.',
  lockLost:
    'Een ander tafel-commando nam het blad over terwijl dit erin schreef, dus er werd niets geschreven. Kijk naar ' +
    'het blad en probeer het dan opnieuw.',
  full:
    'Het blad is vol: tafel kan geen groter bewaren, dus er werd niets geschreven. Zeg het tegen wie tafel serve ' +
    'draait; de volgende giften komen op een nieuw blad.',
  notWritten: (cause) =>
    `De computer die tafel draait kon dit niet bewaren (${cause}), dus er werd niets geschreven. Zeg het tegen wie ` +
    'tafel serve draait; kijk dan naar het blad en probeer het opnieuw.',
  notRead: (cause) =>
    `De computer die tafel draait kon zijn gegevens niet lezen (${cause}). Zeg het tegen wie tafel serve draait.`,
  ioCause: (code) =>
    (
      ({
        ENOSPC: 'de schijf is vol',
        EDQUOT: 'het schijfquotum is op',
        EROFS: 'de schijf is alleen-lezen',
        EACCES: 'geen toestemming',
        EPERM: 'geen toestemming',
      }) as Record<string, string>
    )[code] ?? `fout ${code}`,
  dataDir:
    'De gegevensmap van tafel op de computer die het draait is onbruikbaar. Zeg het tegen wie tafel serve draait.',
  phoneFailed: (sheet, why) => `Niet geschreven vanaf een telefoon in blad ${sheet}: ${why}`,
  answerFailed: (why) => `Een verzoek van een pagina kon niet beantwoord worden (500): ${why}`,
  staleRecorded: (rows, by, line, w, ws) =>
    `${rowsWere(rows, w, ws)} ${BY[by]} genoteerd nadat je pagina het blad het laatst zag: ` +
    (line
      ? 'je regel blijft staan; bekijk het blad en noteer hem opnieuw als hij nog geschreven moet worden.'
      : 'er is niets gedaan; bekijk het blad en tik opnieuw als het nog moet gebeuren.'),
  staleUndone: (back, line, w, ws) =>
    `${rowsWere(back, w, ws)} teruggenomen nadat je pagina het blad het laatst zag: ` +
    (line ? 'je regel blijft staan; bekijk het blad en noteer hem opnieuw.' : 'er is niets gedaan; bekijk het blad.'),
  staleCorrected: (what, line) =>
    `${what} werd op de computer geschreven nadat je pagina het blad het laatst zag: ` +
    (line ? 'je regel blijft staan; bekijk het blad en noteer hem opnieuw.' : 'er is niets gedaan; bekijk het blad.'),
  staleChanged: (row, w, ws) =>
    `${rowsWere(row, w, ws)} op de computer gewijzigd nadat je pagina het blad het laatst zag: er is niets gedaan; ` +
    'bekijk het blad en tik opnieuw als het nog moet gebeuren.',
  staleTotals: (totals) =>
    `Het blad werd gewijzigd nadat je pagina de eindstand toonde: er is niets gedaan. De totalen zijn nu: ${totals}. ` +
    'Kijk ze opnieuw na, en tik op Tafel afsluiten als de spelers akkoord gaan.',
  staleRedo: (what) =>
    `${capital(what)} werd elders teruggenomen nadat je pagina het blad het laatst zag, en zou nu teruggezet ` +
    'worden: er is niets gedaan; bekijk het blad en tik opnieuw als dat de bedoeling is.',
  staleNoRedo: () =>
    'Nadat je pagina het blad het laatst zag, werd er elders teruggenomen en daarna genoteerd: er valt nu niets ' +
    'terug te zetten en er is niets gedaan; bekijk het blad.',
  keyFileLeft: (file, said) =>
    `${file} ${said.nl}; tafel liet het ongemoeid. Het is geen blad maar de sleutel van de links voor de ` +
    "tafelschrijvers en de afgedrukte tafelkaarten ('tafel serve --scorer', 'tafel toernooi kaarten'): verwijder " +
    'het en tafel maakt een nieuwe sleutel, met nieuwe links en tokens; de links en tafelkaarten die eerder gegeven ' +
    'zijn, werken dan niet meer.',
  keyFileHint:
    'verwijder het en tafel maakt een nieuwe sleutel voor de links van de tafelschrijvers, met nieuwe links en ' +
    'tokens (die eerder gegeven zijn werken dan niet meer)',
  badKeyFile: "is geen sleutelbestand van 'tafel serve --scorer' (32 willekeurige bytes en de generaties van de links)",
  scorer: {
    record: 'Noteer',
    lineLabel: (w) => `${capital(w)} op één regel`,
    eg: 'bv.',
    yes: 'Ja',
    no: 'Nee',
    undo: (w) => `Laatste ${w} terugnemen`,
    redo: 'Terugzetten',
    finish: 'Tafel afsluiten',
    noScript: 'Met JavaScript aan kun je hier noteren; zonder JavaScript toont de pagina alleen het blad.',
    tooLong: (n) => `De regel is langer dan ${n} tekens, veel langer dan nodig: typ hem opnieuw, korter.`,
    help:
      'Aanpassen, corrigeren, de gever en de huisregels blijven op de computer: tafel edit, tafel correct, ' +
      'tafel dealer, tafel set.',
    waitingOne: (w) => `1 ${w} wacht om verzonden te worden`,
    waitingMany: (ws) => `{n} ${ws} wachten om verzonden te worden`,
    unchecked: 'nog niet nagekeken',
    turnedDown: 'geweigerd: verbeter hem in de regel hierboven, of verwijder hem',
    offline: 'Geen verbinding: bewaard op deze telefoon, verzonden zodra de server weer antwoordt.',
    notDone: 'Geen verbinding: er is niets gebeurd. Tik opnieuw zodra de server weer antwoordt.',
    unknown:
      'Geen antwoord van de server: nog niet bekend of dit gedaan is. Hetzelfde verzoek gaat opnieuw tot de server ' +
      'antwoordt; het gebeurt nooit twee keer.',
    tooFast: 'Te veel tegelijk van deze telefoon: wacht even en probeer het dan opnieuw.',
    gone: 'Deze link schrijft niet meer in dit blad: vraag wie tafel serve draait om de nieuwe link.',
    failed: 'De server kon dit nu niet doen: kijk naar het blad en probeer het dan opnieuw.',
    refused: 'De server weigerde dit verzoek: laad de pagina opnieuw.',
    remove: 'Verwijder',
    // Het werkwoord meteen na de naam van de rij, niet na wat ze inhoudt, dat lang kan zijn.
    undoAsk: (name, what) => `${capital(name)} terugnemen: ${what}?`,
    redoAsk: (name, what) => `${capital(name)} terugzetten: ${what}?`,
    row: (name, what) => `${name} – ${what}`,
    dealName: (n, w) => `${w} ${n}`,
    correctionName: (k) => `correctie c${k}`,
    finishAsk: (totals) => `Eindstand: ${totals}. Gaan de spelers akkoord met deze totalen?`,
    finishEarly: (only, totals, ws, sheet) =>
      `${only}: ${sheet === undefined ? 'de tafel' : `blad ${sheet}`} toch al afsluiten? Daarna kunnen er geen ${ws} ` +
      `meer bij. Eindstand: ${totals}. Gaan de spelers akkoord met deze totalen?`,
    recorded: (n, text, w) => `Genoteerd: ${w} ${n}, ${text}`,
    already: 'Al genoteerd: het werd eerder verzonden en staat één keer op het blad.',
    alreadyDone: 'Al gedaan: dit werd eerder verzonden en één keer gedaan.',
    lastNow: (row) => `Nu als laatste op het blad: ${row}.`,
    noneNow: (ws) => `Geen ${ws} meer op het blad.`,
    alreadyUndone: 'Al genoteerd en sindsdien teruggenomen (ongedaan gemaakt): het komt niet terug op het blad.',
    undone: (what) => `Teruggenomen: ${what}`,
    redone: (what) => `Teruggezet: ${what}`,
    finished: 'De tafel is afgesloten: de organisator ziet het.',
    sheetFinished: 'Het blad is afgesloten.',
    alreadyFinished:
      'Al afgesloten, vanaf een andere telefoon of de computer: de getoonde totalen zijn definitief; om ze te ' +
      'veranderen, vraag het aan wie tafel serve draait.',
    gameOver: (w) =>
      'Het spel is uit: deze regel is niet geschreven. Zijn de spelers het eens met de totalen, tik dan op Tafel ' +
      `afsluiten, anders op Laatste ${w} terugnemen.`,
    unread: (example, w) => `Uit deze regel valt geen ${w} te lezen: schrijf hem zoals ${example}.`,
    noDealWord: (flag, example, w) => `${flag} hoort niet bij een ${w}: laat het weg en schrijf bv. ${example}.`,
    mixedLine: (flag, example, w) =>
      `Een ${w} schrijf je in woorden, zonder vlaggen: schrijf ${flag} in woorden, zoals bv. ${example}.`,
    noLineWord: (flag, given) =>
      `Deze regel heeft geen woord voor ${flag}: laat het weg, of noteer op de computer met tafel record … ${given}.`,
    noDealer: (dealer) =>
      `De gever typ je niet op de regel: ${dealer} geeft als volgende. Laat de gever weg; wie geeft, verander je op ` +
      'de computer (tafel dealer).',
    badRequest: 'Dit verzoek komt niet van deze pagina: laad de pagina opnieuw.',
    cannotFinish:
      'Dit blad heeft geen eigen einde: sluit het af op de computer (tafel finish) als de spelers akkoord gaan.',
    notShown: 'Dit blad staat niet meer op het bord: deze link schrijft er nog in tot het afgesloten is.',
    tableHead: (round, table, names) => `Ronde ${round} · tafel ${table}: ${names}`,
    tablePlayed: (table, ws) =>
      `Alle ${ws} van tafel ${table} zijn gespeeld: deze regel is niet geschreven. Kijk de totalen na en tik op ` +
      'Tafel afsluiten.',
    noTable: (table, round) => `Geen tafel ${table} in ronde ${round}.`,
    noRoundYet: 'Nog geen ronde geloot: deze pagina toont de tafel zodra de organisator loot.',
    redrawn: (round) =>
      `Ronde ${round} werd opnieuw geloot nadat je pagina ze het laatst zag: er is niets geschreven. Laad de pagina ` +
      'opnieuw om te zien wie nu aan deze tafel zit.',
    eveningFinished: 'De avond is afgesloten: er is niets geschreven; vraag het aan wie tafel serve draait.',
    houseRuleAsk: (pair) => `de huisregel ${pair} (vraag het aan wie tafel serve draait)`,
    roundClosed: (round, table) =>
      `Tafel ${table} heeft geen open blad in ronde ${round} (afgesloten, of opnieuw geloot): deze regel wordt niet ` +
      'geschreven; vraag het de organisator.',
  },
  organiser: {
    title: (event) => `${event}: de tafels`,
    round: (round, rounds, tables) => `Ronde ${round} van ${rounds} · ${tables} ${tables === 1 ? 'tafel' : 'tafels'}`,
    stillOpen: (round, rounds, tables) =>
      `Ronde ${round} van ${rounds} · nog open: ${tables} ${tables === 1 ? 'tafel' : 'tafels'}`,
    finishEarlier: (sheet) => `de volgende ronde is geloot: sluit deze tafel af met tafel finish ${sheet}`,
    cards: 'Tafelkaarten om af te drukken',
    received: (deals, planned, w, ws) =>
      planned === 'none' ? `${deals} ${deals === 1 ? w : ws} ontvangen` : `${deals} van ${planned} ${ws} ontvangen`,
    last: (time) => `laatst geschreven om ${time}`,
    none: 'nog niets ontvangen',
    open: 'bezig',
    finished: 'afgesloten, totalen aanvaard',
    played: (ws) => `alle ${ws} gespeeld, totalen nog niet aanvaard`,
    missing: 'geen blad op deze computer',
    silent: (minutes) => `al ${minutes} minuten stil`,
    cardScan: 'Scan deze code met de telefoon die de score van deze tafel bijhoudt.',
    cardTitle: (table) => `Tafel ${table}`,
  },
  listening: (url) => `Live bord: ${url}`,
  localOnly: (host) =>
    `Enkel deze computer kan het openen (--host ${host}); geef --host <adres> voor de telefoons op het netwerk.`,
  network: (qr) => `Telefoons op hetzelfde netwerk openen het met de link${qr ? ' of de QR-code hieronder' : ''}.`,
  stopHint: 'Ctrl-C stopt het bord.',
  noBrowser: (opener, exit) =>
    `Kan geen browser openen (${opener} ` +
    `${exit === undefined ? 'ontbreekt of kan niet starten' : `mislukte, afsluitcode ${exit}`}): ` +
    'open het adres hierboven zelf in een browser.',
  stopped: 'Bord gestopt.',
  badPort: (given) => `--port moet een geheel getal van 0 tot 65535 zijn (0: een vrije poort), niet "${given}".`,
  badHost: (given) =>
    `--host moet een IP-adres van deze machine zijn, zoals 127.0.0.1 (of localhost), niet "${given}".`,
  cannotListen: (addr, why) =>
    `Kan het bord niet aanbieden op ${addr} (${why}): kies een andere --port, of --host 127.0.0.1.`,
  portTaken: (addr, kept) =>
    `Kan het bord niet aanbieden op ${addr}: de poort is in gebruik ` +
    '(door een ander programma, of een tafel serve die nog loopt)' +
    (kept === 'start'
      ? '; tafel serve --scorer biedt een blad of toernooi aan op de poort waarop het dat de vorige keer deed, ' +
        'zodat afgedrukte links blijven werken'
      : kept === 'cards'
        ? '; de tafelkaarten van het toernooi wijzen naar die poort'
        : '') +
    ': stop dat, of kies een andere --port.',
  hostGone: (addr, kept, here) =>
    `Kan het bord niet aanbieden op ${addr}: deze computer heeft dat adres ` +
    (kept === 'start'
      ? 'niet meer (tafel serve --scorer bewaarde het van de vorige start)'
      : kept === 'cards'
        ? 'niet (de tafelkaarten van het toernooi wijzen ernaar)'
        : 'niet') +
    `: geef --host met een van zijn adressen, bv. --host ${here}.`,
  needsServe: '--host en --port horen bij --serve, bv. tafel play --serve --host 127.0.0.1.',
  oneTarget: 'Geef één van een blad <id>, --evening <datum> of --event [<id>], niet twee.',
  scorerLink: (url, what) => `Schrijver${what === undefined ? '' : ` (${what})`}: ${url}`,
  qrBoard: 'Live bord',
  qrScorer: (what) => `Schrijver (${what})`,
  tableLink: (table, url) => `Tafel ${table}: ${url}`,
  organiserLink: (url, cards) => `Organisator: ${url} (tafelkaarten om af te drukken: ${cards})`,
  scorerWarning:
    'Wie een schrijverslink heeft, kan in dat blad noteren tot Ctrl-C deze server stopt of iemand ' +
    "'tafel serve --scorer --new-links' uitvoert.",
  newLinksDone: 'Nieuwe schrijverslinks: elke vroegere link, ook op afgedrukte kaarten, werkt niet meer.',
  newLinkDone: (sheet, table) =>
    `Een nieuwe link voor ${table === undefined ? `blad ${sheet}` : `tafel ${table}`}: ` +
    'de vroegere link werkt niet meer.',
  scorerEvening: '--scorer schrijft één blad of de tafels van een toernooi, geen avond: geef een blad-id of --event.',
  newLinksNeedScorer: (typed) => `--new-links en --new-link horen bij --scorer: voer '${typed}' uit.`,
  newLinksEvening:
    '--new-links en --new-link vernieuwen schrijverslinks, en die schrijven één blad of de tafels van een toernooi, ' +
    'geen avond: geef een blad-id of --event, met --scorer.',
  badNewLink: (given) =>
    `--new-link neemt 'sheet' of 'table <n>' (1 tot 99), bv. '--new-link table 3', niet "${given}".`,
  newLinkWhich: (what, event) =>
    event
      ? `Deze server schrijft de tafels van toernooi ${what}, niet één blad: geef --new-link table <n> voor een tafel.`
      : `Deze server schrijft blad ${what}, niet de tafels van een toernooi: geef --new-link sheet (tafels horen bij ` +
        '--event).',
  cardsWritten: (n, file) =>
    n === 1
      ? `1 tafelkaart geschreven naar ${file}: druk die af.`
      : `${n} tafelkaarten geschreven naar ${file}: druk ze af, twee per blad.`,
  cardsElsewhere: (at) =>
    `De tafelkaarten die voor deze avond gedrukt zijn, wijzen naar ${at}: hun links werken alleen zolang tafel het ` +
    "bord daar aanbiedt (laat --host en --port weg), of druk de kaarten opnieuw met 'tafel toernooi kaarten'.",
  cardsNeedAddress:
    'De tafelkaarten hebben --host en --port nodig (het adres waarop tafel serve --scorer --event het bord zal ' +
    'aanbieden), tenzij tafel serve --scorer hier al liep en zijn adres bewaarde.',
  help: serveHelp,
};
