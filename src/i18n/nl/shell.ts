import type { shell as en } from '../en/shell.js';
import { either, LANGS } from '../lang.js';
import { inDutch } from '../dutch-names.js';

/** Een keuze in de hulp, zoals het Nederlands ze schrijft: "a, b of c". */
const oneOf = (items: readonly string[]): string => either(items, 'nl');
/** De talen van tafel als keuze: uit LANGS, nooit uitgeschreven (een derde taal vraagt hier geen tekst). */
const langChoice = oneOf(LANGS);

/** De teksten die elke opdracht leest (de hulp, gebruiksfouten): dezelfde sleutels als en/shell.ts. */
export const shell: typeof en = {
  flags: {
    players: 'de spelers',
    set: 'de huisregels',
    stake: 'de inzet',
    dealer: 'de eerste gever',
    rules: 'de regels',
    title: 'de titel',
  },
  help: {
    program:
      "Scoreblad en scheidsrechter voor kaartavonden in Vlaanderen en Nederland: 'tafel games' toont de spellen.",
    options: {
      'data-dir': 'waar bladen en instellingen staan (standaard: $TAFEL_HOME of ~/.local/share/tafel)',
      json: "uitvoer voor programma's: één JSON-document op stdout",
      color: 'platte tekst zonder kleur (ook NO_COLOR, TERM=dumb of een pijp)',
      lang: `taal van de berichten: ${langChoice}`,
      input: 'nooit iets vragen; een ontbrekende waarde is een fout',
    },
    version: 'toon het versienummer',
    help: 'toon de hulp bij een commando',
    oneOf,
    headings: {
      'Usage:': 'Gebruik:',
      'Arguments:': 'Argumenten:',
      'Options:': 'Opties:',
      'Commands:': "Commando's:",
      'Global Options:': 'Algemene opties:',
      '[options]': '[opties]',
      '[command]': '[commando]',
    },
    placeholders: {
      addr: 'adres',
      amount: 'bedrag',
      bidA: 'bodA',
      bidB: 'bodB',
      card: 'kaart',
      cards: 'kaarten',
      date: 'datum',
      dir: 'map',
      entrant: 'deelnemer',
      entries: 'lijst',
      event: 'toernooi',
      events: 'toernooien',
      file: 'bestand',
      format: 'formaat',
      game: 'spel',
      'game=money': 'spel=bedrag',
      how: 'hoe',
      'key=value': 'sleutel=waarde',
      keys: 'sleutels',
      kind: 'soort',
      lang: 'taal',
      name: 'naam',
      names: 'namen',
      new: 'nieuw',
      old: 'oud',
      locale: 'taalcode',
      pairs: 'paren',
      player: 'speler',
      'player=n': 'speler=n',
      'player=toep': 'speler=toep',
      players: 'spelers',
      points: 'punten',
      rule: 'regel',
      season: 'competitie',
      set: 'regels',
      side: 'kant',
      suit: 'kleur',
      team: 'ploeg',
      text: 'tekst',
      topic: 'onderwerp',
      what: 'wat',
      words: 'woorden',
    },
    examples: 'Voorbeelden:',
    programExamples: [
      'tafel new kleurenwiezen --players Ann,Bert,Cis,Dirk --title Vrijdag',
      'tafel record samen 8 --by Bert,Dirk --tricks 9',
      'tafel record grote-miserie --by Ann,Bert --tricks Ann=0,Bert=1',
      'tafel sheet',
      'tafel undo',
      'tafel play                                  (vraagt elke gift; een gift op één regel: s8 b d 9)',
      'tafel new belote --rules ffb --players Ann,Bert,Cis,Dirk',
      'tafel record --taker Ann --points 92 --belote Cis',
      'tafel new zwikken --players Ann,Bert,Cis,Dirk --stake 0,10',
      'tafel record --askers Ann,Bert --winner Ann',
      'tafel new klaverjassen --players Ann,Bert,Cis,Dirk',
      'tafel record --taker Cis --points 72 --roem Ann=20',
      'tafel rules kleurenwiezen troel --lang nl',
      'tafel judge rank kleurenwiezen "abondance 10" grote-miserie',
      'tafel settle --rate kleurenwiezen=0,05',
      'tafel export --evening today --format md',
    ],
    dataLives: 'De gegevens staan in --data-dir, anders in $TAFEL_HOME, anders in ~/.local/share/tafel.',
    man: {
      name: 'scoreblad en scheidsrechter voor kaartavonden',
      reference:
        "Deze pagina is gemaakt uit de commando's en de hulp van tafel zelf. 'tafel help <commando>' toont " +
        'hetzelfde voor één commando, in het Engels of het Nederlands (--lang nl).',
      environment: {
        TAFEL_HOME: 'de gegevensmap, als --data-dir niet gegeven is',
        'LANG, LC_ALL, LC_MESSAGES': "nl... spreekt Nederlands, tenzij --lang of 'tafel lang' iets anders zegt",
        'NO_COLOR, FORCE_COLOR, TERM':
          'NO_COLOR, FORCE_COLOR=0 of TERM=dumb: geen kleur; FORCE_COLOR=1 kleurt een pijp',
        'COLUMNS, LINES': 'de maat waaraan bladen, lijsten en hulp zich aanpassen, in een pijp of een bestand',
        XDG_CACHE_HOME:
          'gecompileerde code en de stand van lange bladen staan in de map tafel daarin (anders ~/.cache/tafel)',
        TAFEL_CODE_CACHE: '0: geen codecache',
      },
      exitStatus: {
        '0': 'klaar',
        '1':
          'geweigerd door de regels of de opslag (een goedgevormde waarde die de regels weigeren, een kapot ' +
          'bestand)',
        '2': 'fout in het gebruik (een onbekend commando of een onbekende optie, een waarde van de verkeerde soort)',
        '130': 'onderbroken (Ctrl-C); elke bewaarde gift staat op schijf',
      },
      seeAlso: 'tafel help <commando>; de gids README.md en de handleiding in docs/ van de repository van tafel.',
    },
  },
  games: {
    head: ['instelling', 'standaard', 'waarden', 'betekenis'],
    default: ' (standaard)',
    values: (values) =>
      values
        .replace('a positive whole number', 'een positief geheel getal')
        .replace('a whole number', 'een geheel getal')
        .replace('(either, both, or none)', '(één van beide, allebei, of none)'),
    change: (game) =>
      `Verander een waarde voor één blad met 'tafel new ${game} --set sleutel=waarde'. De waarden typ je zoals ` +
      'ze er staan: on = aan, off = uit, none = geen.',
    listHead: ['spel', 'spelers', 'regelsets', 'wat het is'],
    defaultMark: '*',
    listHeadStacked: 'spel, spelers, regelsets; wat het is',
    listFoot: "* standaard. Huisregels: 'tafel games <spel>'; spelregels: 'tafel rules <spel>'.",
  },
  rules: {
    topicNames: {
      overview: ['overzicht', 'inleiding', 'intro'],
      setup: ['delen'],
      bidding: ['bieden'],
      ranking: ['rangorde'],
      play: ['spelen'],
      scoring: ['telling', 'puntentelling', 'punten'],
      revoke: ['verzaken'],
      players: ['spelers'],
      variants: ['varianten'],
      'card-order': ['kaartvolgorde'],
      'card-values': ['kaartwaarden'],
      'card-points': ['kaartpunten'],
      target: ['doel'],
      rounding: ['afronding'],
      cards: ['kaarten'],
      trump: ['troef'],
      schedule: ['schema'],
      hook: ['haak'],
      misdeal: ['kaartfout'],
      dealer: ['gever'],
      end: ['einde'],
      'house-rules': ['huisregels'],
      'trump-duty': ['troefplicht'],
      'sitting-out': ['stilzitten'],
      game: ['spel'],
    },
  },
  usage: {
    hint: " ('tafel --help' toont de commando's)",
    commandHint: (cmd: string) => ` ('tafel ${inDutch(cmd)} --help' toont de opties)`,
    usageHint: (cmd: string) => ` ('tafel ${inDutch(cmd)} --help' toont hoe je het gebruikt)`,
    subcommandHint: (cmd: string) => ` ('tafel ${inDutch(cmd)} --help' toont de commando's)`,
    unknownCommand: (cmd) => `onbekend commando '${cmd}'`,
    unknownOption: (opt) => `onbekende optie '${opt}'`,
    didYouMean: (meant) => `; bedoel je ${oneOf(meant.map((m) => `'${m}'`))}?`,
    meantCommand: (paths) =>
      `; bedoel je ${oneOf([...new Set(paths.map((p) => `'${inDutch(p).split(' ').at(-1)}'`))])}?`,
    gameFlags: (game, flags) => `; de vlaggen van ${game} zijn ${flags.join(' ')}`,
    missingArgument: (arg, what, example) =>
      `verplicht argument '${arg}' ontbreekt${what ? ` (${what})` : ''}${example ? `; bijvoorbeeld: ${example}` : ''}`,
    optionMissingArgument: (opt) => `optie '${opt}' heeft een waarde nodig`,
    missingOption: (opt) => `verplichte optie '${opt}' ontbreekt`,
    listWithSpaces: (option, typed, list) =>
      `${option} ${typed.join(' ')}: een lijst heeft geen spaties (de shell maakte er ${typed.length} woorden van); ` +
      `schrijf ${option} ${list}`,
    quoteBids: (bid) =>
      `; een bod van twee woorden is er één: zet het tussen aanhalingstekens${bid ? `, "${bid}"` : ''}`,
    excessArguments: (cmd, expected, got) => `te veel argumenten voor '${cmd}': ${expected} verwacht, ${got} gekregen`,
  },
};
