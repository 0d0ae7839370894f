import type { commandHelp as en } from '../en/commandHelp.js';
import { commandDescriptions as about } from './commandDescriptions.js';
import { eventHelp } from './event-help.js';
import { serveHelp } from './serve-help.js';
import { either, LANGS } from '../lang.js';

/** De talen van tafel als keuze (shell.ts heeft dezelfde voor --lang). */
const langChoice = either(LANGS, 'nl');

/**
 * Wat de vragen van judge delen (en `rules` de regelset): de regelset, de regels van een blad, (trick, play) de tafel.
 */
const ruleSet = 'de regelset (standaard: die van het spel)';
const bySheet = 'oordeel volgens de regels en huisregels van dit blad';
const table = {
  players:
    'de spelers, zoals bij judge score (Solokaarten 4-6: welke kaarten meedoen, hangt af van het aantal ' +
    'spelers; Zwikken 2-6)',
  'player-count': 'enkel het aantal spelers, in plaats van --players',
};

/** De hulp bij elk commando, op zijn pad ('new', 'judge score'): dezelfde sleutels als en/commandHelp.ts. */
export const commandHelp: typeof en = {
  games: {
    d: about.games,
    a: { game: 'dit spel: zijn regelsets, opties en puntenwaarden' },
    x: ['tafel games', 'tafel games kleurenwiezen', 'tafel games kleurenwiezen --json'],
  },
  new: {
    d: about.new,
    a: { game: "het spel, een van 'tafel games' (of uit --preset)" },
    o: {
      preset: "een bewaarde tafel ('tafel preset save'); de andere vlaggen hebben voorrang",
      players: "spelers in zitvolgorde, met komma's",
      rules: 'regelset (de eerste van elk spel is de standaard)',
      set: 'huisregel: een optie of een puntenwaarde (herhaalbaar)',
      title: 'een titel voor het blad',
      stake: 'de inzet, voor geldspellen',
      dealer: 'wie eerst geeft (standaard: de eerste speler)',
    },
    x: [
      'tafel new kleurenwiezen --players Ann,Bert,Cis,Dirk',
      'tafel new kleurenwiezen --rules cardgames --players Ann,Bert,Cis,Dirk --set overtricks=on --set deals=8',
      'tafel new kleurenwiezen --players Ann,Bert,Cis,Dirk --set samen.8=8 --dealer Cis --title "Vrijdag"',
      'tafel new klaverjassen --rules rotterdams --players Ann,Bert,Cis,Dirk --set target=1500',
      'tafel new belote --players Ann,Bert,Cis,Dirk --set deals=12   (12 giften, pas telt niet)',
      'tafel new --preset vrijdag --players Ann,Bert,Cis,Eva   (de bewaarde tafel, andere spelers)',
    ],
  },
  sheets: {
    d: about.sheets,
    o: { deleted: 'de bladen verwijderd in de laatste 30 dagen, die tafel undelete terugzet' },
    x: ['tafel sheets', 'tafel sheets --json', 'tafel sheets --deleted'],
  },
  use: {
    d: about.use,
    a: {
      id:
        'id van het blad (of een uniek begin ervan, of zijn titel; ' +
        'today-… of vandaag-… staat voor de datum van deze avond)',
    },
    o: { sheet: 'het blad (hetzelfde als het id)' },
    x: ['tafel use today-kleurenwiezen'],
  },
  sheet: {
    d: about.sheet,
    a: { id: 'id van het blad (standaard: het actieve blad)' },
    o: {
      all: 'elke gift, hoeveel ook (standaard: de recentste die op het scherm passen)',
      sheet: 'dit blad in plaats van het actieve',
    },
    x: ['tafel sheet', 'tafel sheet --all', 'tafel sheet today-kleurenwiezen --json'],
  },
  record: {
    d: about.record,
    a: { contract: 'het contract en zijn niveau, bv. samen 8' },
    o: {
      sheet: 'noteer op dit blad in plaats van het actieve',
      dealer: 'wie deze gift gaf, als het niet wie aan de beurt was (de beurtrol gaat van daar verder)',
      note: 'een opmerking bij de gift, getoond op het blad en mee geëxporteerd',
    },
    x: [
      'tafel record samen 8 --by Bert,Dirk --tricks 9',
      'tafel record abondance 9 --by Cis --tricks 10',
      'tafel record piccolo --by Ann,Cis --tricks Ann=1,Cis=2',
      'tafel record vragen --by Ann,Dirk --tricks 9      (cardgames)',
      'tafel record alleen --by Bert --tricks 4 --revoke Cis   (cardgames)',
      'tafel record pas',
      'tafel record samen 8 --by Bert,Dirk --tricks 9 --dealer Cis --note "verzaakt door Cis"',
      'tafel record --taker Ann --points 72 --belote Ann      (belote)',
      'tafel record --taker Bert --points 162 --capot takers  (belote)',
      'tafel record slag --by Ann --tricks 5 --eerste        (solokaarten)',
      'tafel record --askers Ann,Bert --points Ann=9,Bert=4,Cis=2,Dirk=0   (zwikken)',
      'tafel record pas --searched 1                          (zwikken)',
      'tafel record --taker Cis --points 72 --roem Ann=20     (klaverjassen)',
      'tafel record --taker Ann --pit takers --roem Ann=40    (klaverjassen: pit)',
      'tafel record --taker Bert --verzaakt Cis               (klaverjassen)',
      'tafel record --trump none --points 41 --mee --tegen    (manillen)',
      'tafel record --bids 3,2,4,3 --tricks 3,3,4,3            (boerenbridge)',
      'tafel record rik --by Bert --mate Dirk --tricks 9       (rikken)',
      'tafel record --out Bert --points Ann=6,Dirk=3 --hand Cis=5+Q  (jokeren)',
      'tafel record --toeps Cis,Ann --passed Dirk=1 --winner Cis     (toepen)',
    ],
  },
  edit: {
    d: about.edit,
    a: {
      n: 'het nummer van de gift, of c1, c2... voor een correctie',
      contract: 'het contract en zijn niveau (een correctie: speler=punten)',
    },
    o: {
      sheet: 'wijzig dit blad in plaats van het actieve',
      dealer: 'wie deze gift gaf',
      note: 'een opmerking bij de gift ("" haalt ze weg)',
      reason: 'een correctie: haar reden',
      force: 'een correctie: sta er een toe die niet op nul uitkomt (niet bij Zwikken: geld)',
    },
    x: [
      'tafel edit 3 --tricks 8',
      'tafel edit 3 samen 9 --by Ann,Cis --tricks 8',
      'tafel edit 2 --dealer Cis --note "verzaakt door Cis"',
      'tafel edit 4 --no-mee                            (manillen: toch niet mee)',
      'tafel edit c1 Ann=-10,Bert=10 --reason "verzaakt"',
    ],
  },
  undo: {
    d: about.undo,
    o: { sheet: 'op dit blad in plaats van het actieve' },
    x: ['tafel undo', 'tafel undo --sheet today-kleurenwiezen'],
  },
  redo: {
    d: about.redo,
    o: { sheet: 'op dit blad in plaats van het actieve' },
    x: ['tafel redo', 'tafel redo --sheet today-kleurenwiezen'],
  },
  correct: {
    d: about.correct,
    a: { scores: "speler=punten, met komma's of elk een woord" },
    o: {
      reason: 'waarom (getoond op het blad)',
      force: 'sta een correctie toe die niet op nul uitkomt op een puntenblad (niet bij Zwikken: geld)',
      sheet: 'corrigeer dit blad in plaats van het actieve',
    },
    x: [
      'tafel correct Ann=-15,Bert=5,Cis=5,Dirk=5 --reason "verzaakt"',
      'tafel correct Ann=-20,Bert=20 --reason "strafpunten"   (belote: per ploeg)',
      'tafel correct Ann=-0.50,Cis=0.50 --reason "geleend"   (zwikken: geld)',
      'tafel correct Ann=-0,50 Cis=0,50 --reason "geleend"   (zwikken: een paar per woord)',
      'tafel correct Ann=10 --reason "bonus" --force          (komt niet op nul uit)',
    ],
  },
  rename: {
    d: about.rename,
    a: { old: 'de speler zoals hij nu heet', new: 'de nieuwe naam' },
    o: { sheet: 'dit blad in plaats van het actieve' },
    x: ['tafel rename Ann Anna'],
  },
  seats: {
    d: about.seats,
    a: { a: 'een speler', b: 'de speler om mee te wisselen' },
    o: { sheet: 'dit blad in plaats van het actieve' },
    x: ['tafel seats Bert Cis'],
  },
  dealer: {
    d: about.dealer,
    a: { player: 'de volgende gever' },
    o: { sheet: 'dit blad in plaats van het actieve' },
    x: ['tafel dealer Cis'],
  },
  set: {
    d: about.set,
    a: { 'key=value': 'huisregels, zoals --set van tafel new' },
    o: { sheet: 'dit blad in plaats van het actieve' },
    x: ['tafel set samen.8=8', 'tafel set deals=16'],
  },
  reopen: {
    d: about.reopen,
    a: { id: 'id van het blad (standaard: het actieve blad)' },
    o: { sheet: 'dit blad in plaats van het actieve' },
    x: ['tafel reopen', 'tafel reopen today-kleurenwiezen'],
  },
  play: {
    d: about.play,
    a: { id: 'id van het blad (standaard: het actieve blad, of begin er een)' },
    o: {
      sheet: 'dit blad in plaats van het actieve',
      serve: serveHelp.playServe,
      host: serveHelp.host,
      port: serveHelp.port,
    },
    x: [
      'tafel play',
      'tafel play today-kleurenwiezen',
      'Bij de vraag naar het contract past een hele gift op één regel, dan twee keer enter:',
      '  samen 8 bert,dirk 9 · s8 b d 9 · solo 6 ann 5 · gm a b a=0 b=1 · alleen bert 4 verzaakt cis (cardgames)',
      '  belote: ann 92 belote cis · ann 162 capot      solokaarten: slag ann 5 eerste',
      '  zwikken: vraag ann bert wint ann · vraag ann gelijk · pas zocht 1',
      'Esc gaat één vraag terug; in een lijst van spelers vinken letters een speler aan.',
    ],
  },
  finish: {
    d: about.finish,
    a: { id: 'id van het blad (standaard: het actieve blad)' },
    o: {
      'share-pot': 'Zwikken: verdeel de pot gelijk (overblijvende centen naar de spelers in zitvolgorde)',
      sheet: 'dit blad in plaats van het actieve',
    },
    x: ['tafel finish', 'tafel finish --share-pot      (zwikken)'],
  },
  delete: {
    d: about.delete,
    a: { id: 'id van het blad' },
    o: { force: 'verwijder zonder te vragen', sheet: 'het blad (hetzelfde als het id)' },
    x: ['tafel delete today-kleurenwiezen --force', 'tafel sheets --deleted', 'tafel undelete today-kleurenwiezen'],
  },
  undelete: {
    d: about.undelete,
    a: { id: 'het id van het verwijderde blad' },
    x: ['tafel undelete today-kleurenwiezen', 'tafel sheets --deleted'],
  },
  rules: {
    d: about.rules,
    a: {
      game: 'het spel',
      topic: 'het onderwerp, bv. troel, miserie, zwik, telling; zonder aanhalingstekens (grote miserie)',
    },
    o: {
      rules: ruleSet,
      search: 'zoek onderwerpen in alle spellen',
      sheet: 'toon de puntenwaarden van dit blad (zijn huisregels)',
    },
    x: [
      'tafel rules',
      'tafel rules kleurenwiezen troel',
      'tafel rules kleurenwiezen grote miserie',
      'tafel rules belote --rules ffb litige',
      'tafel rules --search misère',
      'tafel rules kleurenwiezen telling --sheet today-kleurenwiezen',
    ],
  },
  judge: {
    d: about.judge,
    x: [
      'tafel judge rank kleurenwiezen "abondance 10" "grote-miserie"',
      'tafel judge trick belote --trump H 10H JH AH 9S',
      'tafel judge play belote --trump H --hand "7H,KS,AD" --trick "AS,10S"',
      'tafel judge score kleurenwiezen samen 8 --by 1,2 --tricks 9',
    ],
  },
  'judge rank': {
    d: 'welk bod het andere overtreft',
    a: {
      game: 'het spel',
      bidA: 'het ene bod, tussen aanhalingstekens als het twee woorden zijn',
      bidB: 'het andere bod',
    },
    o: {
      rules: ruleSet,
      sheet: bySheet,
      set: 'een regeloptie, bv. Rikken troela-rank=above-rik-beter (herhaalbaar)',
    },
    x: [
      'tafel judge rank kleurenwiezen "abondance 10" grote-miserie',
      'tafel judge rank rikken rik troela --set troela-rank=above-rik-beter',
      'tafel judge rank solokaarten "doe zonder-kijk" "eerste doe"',
    ],
  },
  'judge trick': {
    d: 'wie de slag wint (de kaarten in speelvolgorde, de uitgekomen kaart eerst) en waarom',
    a: { game: 'het spel', cards: 'de kaarten van de slag in speelvolgorde, bv. 10H JH AH 9S' },
    o: {
      trump: 'de troefkleur: S H D C, ♠ ♥ ♦ ♣, een Nederlandse kleurnaam, of none (geen)',
      rules: ruleSet,
      sheet: bySheet,
      ...table,
      set: 'een regeloptie, bv. Klaverjassen four-jacks=100 (herhaalbaar)',
    },
    x: ['tafel judge trick belote --trump H 10H JH AH 9S', 'tafel judge trick klaverjassen --trump S AH 7S KH QH'],
  },
  'judge play': {
    d: 'welke kaarten van de hand nu mogen, en waarom de andere niet',
    a: { game: 'het spel' },
    o: {
      trump: 'de troefkleur',
      hand: 'de kaarten in je hand, bv. "7H,KS,AD"',
      trick: 'de kaarten die al in de slag liggen, de uitgekomen kaart eerst',
      'pot-holder': 'Solokaarten: jij hebt de pot (dan mag je met troef uitkomen)',
      called: 'Rikken: de gevraagde aas; wie hem heeft, moet hem spelen als die kleur gevraagd wordt',
      'troela-lead': 'Rikken: de maat bij troela kwam met zijn aas uit in de eerste slag, die niet getroefd mag worden',
      'trick-no':
        'de hoeveelste slag van de gift, 1 = de eerste slag (standaard); Solokaarten: vanaf slag 2 mag je met ' +
        'elke kaart uitkomen',
      rules: ruleSet,
      sheet: bySheet,
      ...table,
      set: 'een regeloptie, bv. Klaverjassen undertrump=must (herhaalbaar)',
    },
    x: [
      'tafel judge play belote --trump H --hand "7H,KS,AD" --trick "AS,10S"',
      'tafel judge play klaverjassen --trump S --hand "7S,AH,KD" --trick "AD,9S"',
    ],
  },
  'judge score': {
    d: 'wat een gift zou opleveren, met de vlaggen van record, zonder iets te bewaren',
    a: { game: 'het spel', contract: 'het contract en zijn niveau, zoals bij record' },
    o: {
      rules: ruleSet,
      sheet: 'tel als de volgende gift van dit blad, zoals record: zijn giften, gever, regels en huisregels',
      players: 'namen van de spelers (standaard: de plaatsen 1,2,3,4)',
      stake: 'Zwikken: de inzet (standaard 0,10)',
      set: 'huisregel (herhaalbaar)',
      dealer: 'Boerenbridge: wie geeft, zodat de regel op zijn voorspelling nagekeken wordt',
    },
    x: [
      'tafel judge score kleurenwiezen samen 8 --by 1,2 --tricks 9',
      'tafel judge score belote --players Ann,Bert,Cis,Dirk --taker Ann --points 90',
      'tafel judge score boerenbridge --cards 7 --bids 1=0,2=3,3=2,4=1 --tricks 1=0,2=3,3=3,4=1',
      'tafel judge score jokeren --out 1 --points 2=6,3=8 --hand 4=K+7+joker',
      'tafel judge score toepen --totals 1=9,2=4,3=0,4=7 --toeps 4 --winner 4',
    ],
  },
  export: {
    d: about.export,
    a: { id: 'id van het blad (standaard: het actieve blad)' },
    o: {
      sheet: 'dit blad in plaats van het actieve',
      evening:
        'elk blad van die avond, tot 06:00 de ochtend erna (JJJJ-MM-DD, today = vandaag of yesterday = gisteren)',
      all: 'elk blad',
      format: 'csv, json, md of html (standaard: volgens de extensie van --out, anders csv)',
      out: 'schrijf naar dit bestand in plaats van stdout (- is stdout)',
      force: 'overschrijf het bestand van --out als het al bestaat',
      excel: 'CSV voor een Nederlandse of Belgische Excel: nl (byte-order mark, ; tussen de velden, decimale komma)',
      rate: 'de afrekening van een avond: geld per punt, bv. kleurenwiezen=0,05 (herhaalbaar)',
      preset: 'de afrekening van een avond aan de tarieven van deze bewaarde tafel',
    },
    x: [
      'tafel export --format md',
      'tafel export --evening today --format csv --out vrijdag.csv',
      'tafel export --all --format json --out backup.json',
      'tafel export --evening today --out vrijdag.html --rate kleurenwiezen=0,05',
      'tafel export --evening yesterday --format csv --excel nl --out vrijdag.csv',
    ],
  },
  import: {
    d: about.import,
    a: { file: 'een bestand geschreven door tafel export --format json' },
    o: { rename: 'geef een blad een nieuw id als zijn id al bestaat' },
    x: ['tafel import backup.json', 'tafel import backup.json --rename'],
  },
  serve: {
    d: about.serve,
    a: { id: serveHelp.id },
    o: {
      evening: serveHelp.evening,
      event: serveHelp.event,
      host: serveHelp.scorerHost,
      port: serveHelp.scorerPort,
      open: serveHelp.open,
      qr: serveHelp.qr,
      scorer: serveHelp.scorer,
      'new-links': serveHelp.newLinks,
      'new-link': serveHelp.newLink,
    },
    x: serveHelp.x,
  },
  chart: {
    d: about.chart,
    a: { id: 'id van het blad (standaard: het actieve blad)' },
    o: { sheet: 'dit blad in plaats van het actieve' },
    x: ['tafel chart', 'tafel chart today-kleurenwiezen'],
  },
  stats: {
    d: about.stats,
    o: { player: 'alleen deze speler', game: 'alleen dit spel' },
    x: ['tafel stats', 'tafel stats --player Ann --game kleurenwiezen'],
  },
  settle: {
    d: about.settle,
    o: {
      evening: 'de avond: JJJJ-MM-DD, today = vandaag of yesterday = gisteren (standaard: die van het actieve blad)',
      rate: 'geld per punt voor een puntenspel, bv. kleurenwiezen=0,05 (herhaalbaar)',
      preset: 'gebruik de tarieven van deze bewaarde tafel',
    },
    x: [
      'tafel settle --rate kleurenwiezen=0,05',
      'tafel settle --evening yesterday --rate belote=0,01 --rate kleurenwiezen=0,05',
      'tafel settle --preset vrijdag --json',
    ],
  },
  preset: {
    d: about.preset,
    x: [
      'tafel preset save vrijdag --from-sheet today-kleurenwiezen --rate kleurenwiezen=0,05',
      'tafel preset save zondag --game belote --rules ffb --players Ann,Bert,Cis,Dirk --rate belote=0,01',
      'tafel preset list',
      'tafel new --preset vrijdag',
    ],
  },
  'preset save': {
    d:
      'bewaar een tafel uit een blad en/of de vlaggen van new (dezelfde naam opnieuw bewaren werkt ze bij, of ' +
      'vervangt ze voor een ander spel)',
    a: { name: 'de naam van de bewaarde tafel' },
    o: {
      'from-sheet': 'neem spel, regels, huisregels, spelers en inzet over van dit blad',
      game: 'het spel',
      players: "spelers in zitvolgorde, met komma's",
      rules: 'regelset',
      set: 'huisregel (herhaalbaar)',
      stake: 'de inzet, voor geldspellen',
      rate: 'tarief voor de afrekening: geld per punt, bv. kleurenwiezen=0,05 (herhaalbaar)',
    },
    x: [
      'tafel preset save vrijdag --from-sheet today-kleurenwiezen --rate kleurenwiezen=0,05',
      'tafel preset save zondag --game belote --rules ffb --players Ann,Bert,Cis,Dirk',
    ],
  },
  'preset list': {
    d: 'de bewaarde tafels',
    x: ['tafel preset list', 'tafel preset list --json'],
  },
  'preset show': {
    d: 'één bewaarde tafel volledig',
    a: { name: 'de naam van de bewaarde tafel' },
    x: ['tafel preset show vrijdag'],
  },
  'preset delete': {
    d: 'vergeet een bewaarde tafel',
    a: { name: 'de naam van de bewaarde tafel' },
    x: ['tafel preset delete zondag'],
  },
  doctor: {
    d: about.doctor,
    o: {
      restore: 'zet de vorige versie van dit blad (of settings.json) terug en bewaar het kapotte bestand',
      force: 'zet settings.json ook terug als de vorige versie bewaarde tafels of instellingen mist die het nu bevat',
    },
    x: [
      'tafel doctor',
      'tafel doctor --restore today-kleurenwiezen',
      'tafel doctor --restore settings.json',
      'tafel doctor --json',
    ],
  },
  completion: {
    d: about.completion,
    a: { shell: 'bash, zsh of fish' },
    x: [
      'tafel completion bash > ~/.local/share/bash-completion/completions/tafel   (eerst mkdir -p ' +
        '~/.local/share/bash-completion/completions; het pakket bash-completion is nodig)',
      'tafel completion zsh > ~/.zfunc/_tafel   (een map van $fpath: eerst mkdir -p ~/.zfunc, en in ~/.zshrc ' +
        'fpath=(~/.zfunc $fpath) vóór compinit)',
      'tafel completion fish > ~/.config/fish/completions/tafel.fish   (eerst mkdir -p ~/.config/fish/completions)',
    ],
  },
  lang: {
    d: about.lang,
    a: { lang: langChoice },
    x: ['tafel lang nl', 'tafel lang'],
  },
  ...eventHelp,
};
