import type { commands as en, TableHere, TablesHere } from '../en/commands.js';
import { capital, grouped, either, listed } from '../lang.js';
import { inDutch } from '../dutch-names.js';

const playOn = (key: string | undefined, again: string): string =>
  key === undefined ? `begin een nieuw blad met '${again}'` : `'tafel set ${key}=<hoger>' speelt verder`;

const beginWith = (name: string): string => ` Begin ermee met 'tafel new --preset ${name}'.`;

/** What names a table besides its number (en/commands.ts `tableFlags`). */
const tafelOpties = (p: Omit<TableHere, 'sheet'>): string =>
  `${p.round ? ` --round ${p.round}` : ''}${p.event ? ` --event ${p.event}` : ''}`;

/** The tables to pick on this device, after "kies je tafel met" (en/commands.ts `pickFrom`). */
const kiesUit = ({ few, count, event }: TablesHere): string => {
  const op = event ? ` --event ${event}` : '';
  if (few.length === 0)
    return (
      `'tafel toernooi tafel <n>${op}' (${count} tafelbladen${event ? ` van ${event}` : ''} staan op dit ` +
      `toestel; 'tafel toernooi indeling${op}' toont wie waar zit)`
    );
  const kies = either(
    few.map((p) => `'tafel toernooi tafel ${p.table}${tafelOpties(p)}'`),
    'nl',
  );
  const bladen = listed(
    few.map((p) => p.sheet),
    'nl',
  );
  return `${kies} (${few.length === 1 ? `het blad ${bladen} staat` : `de bladen ${bladen} staan`} op dit toestel)`;
};

/** De berichten van src/commands/ in het Nederlands: dezelfde sleutels als en/commands.ts. */
/** The command a refusal sends back to, as a Dutch sentence says it. */
const VERB: Record<string, string> = { record: 'noteer', edit: 'bewerk', correct: 'corrigeer' };

export const commands: typeof en = {
  renamed: (from, to) => `${from} hernoemd tot ${to}.`,
  seats: (order, ended) =>
    `Plaatsen: ${order}.` +
    (ended ? " Wat ongedaan werd, is op de oude plaatsen gespeeld: 'tafel redo' zet het niet meer terug." : ''),
  dealsNext: (player) => `${player} geeft als volgende.`,
  dealsNextAlready: (player) => `Niets veranderd: ${player} geeft al als volgende.`,
  removed: (what, w) =>
    'correction' in what ? `Correctie c${what.correction} verwijderd` : `${capital(w)} ${what.deal} verwijderd`,
  putBack: (what, w) =>
    'correction' in what ? `Correctie c${what.correction} terug` : `${capital(w)} ${what.deal} terug`,
  done: {
    recorded: (n, w, id) => `${capital(w)} ${n} werd genoteerd op ${id}`,
    removed: (what, w, id) =>
      ('correction' in what ? `Correctie c${what.correction}` : `${capital(w)} ${what.deal}`) +
      ` werd van ${id} verwijderd`,
    started: (id) => `Blad ${id} werd begonnen`,
    imported: (n) => `${grouped(n, 'nl')} ${n === 1 ? 'blad werd' : 'bladen werden'} ingelezen`,
    deleted: (id) => `Blad ${id} werd verwijderd`,
    written: (file) => `${file} werd geschreven`,
  },
  reopened: (id, sharedPot) => `Blad ${id} is weer open${sharedPot ? '; de verdeelde pot ligt terug op tafel' : ''}.`,
  doctor: {
    checked: (c: { settings: boolean; sheets: number; events?: number; seasons?: number }, dir: string) =>
      `${c.settings ? 'De instellingen en ' : ''}${grouped(c.sheets, 'nl')}` +
      ` bladbestand${c.sheets === 1 ? '' : 'en'}` +
      `${c.events ? `, ${grouped(c.events, 'nl')} toernooibestand${c.events === 1 ? '' : 'en'}` : ''}` +
      `${c.seasons ? `, ${grouped(c.seasons, 'nl')} competitiebestand${c.seasons === 1 ? '' : 'en'}` : ''}` +
      ` in ${dir} nagekeken`,
    fine: 'alles is leesbaar.',
    broken: (n: number) => `${grouped(n, 'nl')} bestand${n === 1 ? ' vraagt' : 'en vragen'} aandacht:`,
    file: 'bestand',
    prev: (deals: number | undefined, savedAt: string | undefined) =>
      `vorige versie: ${deals !== undefined ? `${grouped(deals, 'nl')} gift${deals === 1 ? '' : 'en'}, ` : ''}` +
      `bewaard ${savedAt}`,
    putBack: 'zet ze terug met',
    prevBad: (file: string, reason: string) => `ook de vorige versie ${file} ${reason}`,
    onlyPrevious: 'het bestand van het blad is weg; de vorige versie is er nog',
    settingsOnlyPrevious: 'het instellingenbestand is weg; de vorige versie is er nog',
    inTheWay:
      'is een map op de plaats waar tafel een eigen bestand schrijft, dus dat bestand kan niet geschreven worden: ' +
      'zet de map ergens anders (ze is niet van tafel)',
    temporaryInTheWay:
      'is een map met de naam van een tijdelijk bestand van tafel, dat een tafel-opdracht met dat procesnummer niet ' +
      'zou kunnen schrijven: zet de map ergens anders (ze is niet van tafel)',
    noPrev: 'geen vorige versie',
    settingsHint:
      'herstel het met de hand (wie het verwijdert, verliest de bewaarde tafels, het actieve blad en de taal)',
    settingsMoveHint: 'zet het opzij: tafel leest er geen instellingen uit, en begint met nieuwe instellingen',
    dirHint: 'zet het opzij, of kies een andere gegevensmap met --data-dir of TAFEL_HOME',
    folderFileHint:
      'zet dat bestand opzij (het is niet van tafel): tafel maakt de map opnieuw wanneer het die nodig heeft',
    folderDenied: (write, code) =>
      write
        ? `tafel mag niet schrijven in deze map (${code}), dus elke wijziging daar wordt geweigerd`
        : `tafel mag deze map niet lezen (${code}), dus niets erin kan gelezen of gewijzigd worden`,
    permissionFix: 'geef jezelf de rechten met',
    ownerHint:
      'het is van een andere gebruiker: de eigenaar (of een beheerder) kan je de rechten geven, of kies een andere ' +
      'gegevensmap met --data-dir of TAFEL_HOME',
    trashHint: (id: string) =>
      `'tafel undelete ${id}' laat het zoals het is tot het met de hand hersteld of opzijgezet is`,
    sheetHint: (id: string) => `herstel het met de hand, of verwijder het blad met 'tafel delete ${id} --force'`,
    restored: (what: string, deals: number | undefined) =>
      `${what} teruggezet uit de vorige versie` +
      `${deals !== undefined ? ` (${grouped(deals, 'nl')} gift${deals === 1 ? '' : 'en'})` : ''}` +
      `.`,
    kept: 'Het beschadigde bestand werd bewaard als',
    noLongerFinished: (id, sharePot) =>
      `Het is niet meer afgesloten: de vorige versie is van voor 'tafel finish'; 'tafel finish ${id}` +
      `${sharePot ? ' --share-pot' : ''}' sluit het opnieuw af.`,
    closedAgain: (id) =>
      `Het is weer afgesloten: de vorige versie is van voor 'tafel reopen'; 'tafel reopen ${id}' opent het opnieuw.`,
    openUnknown: (id) =>
      `Het is open: uit het beschadigde bestand blijkt niet of het intussen afgesloten was; zo ja, dan sluit ` +
      `'tafel finish ${id}' het opnieuw af.`,
    alsoBack: (what) => `Ook zoals in de vorige versie: ${what}.`,
    titleBack: (now, was) => `${now ? `de titel "${now}"` : 'geen titel'} (${was ? `was "${was}"` : 'er was geen'})`,
    playersBack: (now, was) => `de spelers ${now} (waren ${was})`,
    houseBack: (now, was) =>
      `${now ? `de huisregels ${now}` : 'geen huisregels'} (${was ? `waren ${was}` : 'er waren geen'})`,
    deletePreset: 'verwijder die bewaarde tafel (de rest blijft zoals hij is) met',
    lostPreset: (name) => `bewaarde tafel ${name}`,
    lostField: (key) =>
      ({
        active: 'het actieve blad',
        lang: 'de taal',
        activeEvent: 'het actieve toernooi',
        deviceId: 'het id van dit toestel',
      })[key] ?? `"${key}"`,
    restoreLoses: (lost) =>
      `terugzetten verliest ${lost}: verhelp wat hierboven staat met de hand in het bestand, of zet ze toch terug ` +
      'met: tafel doctor --restore settings.json --force',
    restoreWouldLose: (file, lost) =>
      `De vorige versie van ${file} terugzetten verliest ${lost}, die het nu bevat. Verhelp liever wat doctor ` +
      "noemt ('tafel doctor'), of zet ze toch terug met 'tafel doctor --restore settings.json --force'. " +
      'Er werd niets veranderd.',
  },
  houseUnchanged: 'Niets veranderd: de huisregels waren al zo.',
  dealUnchanged: (n, w) => `Niets veranderd: ${w} ${n} staat er al zo.`,
  houseChanged: (list, moved) => `Gewijzigd: ${list}; totalen ${moved || 'onveranderd'}.`,
  rulesPage: {
    source: 'Bron',
    see: 'Zie ook',
    topicWord: '<onderwerp>',
    house: (id: string, list: string) => `Huisregels op blad ${id}: ${list}.`,
    noHouse: (id: string) => `Blad ${id} speelt met de standaardwaarden.`,
    values: (g: string) =>
      `Dit zijn de standaardwaarden; een blad kan ze veranderen met --set, en tafel rules ${g} telling --sheet ` +
      `<id> toont de waarden van dat blad.`,
    lookUp: (cmd: string) => `Zoek er een op: ${cmd}`,
    other: (g: string, others: string[]) =>
      `Andere regels: ${others.map((r) => `tafel rules ${g} --rules ${r}`).join(', ')}`,
    default: 'standaard',
    allHead: 'Spellen en de onderwerpen die je kunt opzoeken (tafel rules <spel> <onderwerp>):',
    searchHint: 'Zoek in alle spellen met tafel rules --search <woorden>, bv. --search misère.',
    found: (q: string) => `Onderwerpen voor "${q}", beste eerst:`,
    more: (n: number) => `... en nog ${n} (--json toont ze allemaal).`,
  },
  stats: {
    emptyPlayer: '--player heeft de naam van een speler nodig, bv. tafel stats --player Ann.',
    emptyGame: (games) => `--game heeft een spel nodig, een van ${games}: bv. tafel stats --game kleurenwiezen.`,
    none: "Nog geen bladen. Begin er een met 'tafel new kleurenwiezen --players Ann,Bert,Cis,Dirk'.",
    nothing: (game, player) =>
      player === undefined ? `Nog niemand heeft ${game} gespeeld.` : `${player} heeft geen ${game} gespeeld.`,
    player: 'speler',
    evenings: 'avonden',
    sheets: 'bladen',
    deals: 'giften',
    points: 'punten',
    money: 'geld',
    won: 'gewonnen',
    lost: 'verloren',
    perDeal: 'per gift',
    best: 'beste avond',
    worst: 'slechtste avond',
    contracts: 'contracten gehaald/geboden',
    sheetsWon: 'gewonnen bladen',
    places: 'plaatsen',
  },
  badLang: (value, langs) => `De taal moet ${either(langs, 'nl')} zijn, niet "${value}".`,
  /** Said in the language just chosen. */
  langNow: 'Taal: Nederlands.',
  langSaved: (saved) => `Bewaard: ${saved} (--lang koos deze taal voor deze keer).`,
  langChange: (others) =>
    `Verander ze met ${either(
      others.map((l) => `'tafel lang ${l}'`),
      'nl',
    )}.`,
  whichGame: 'Welk spel? bv. tafel new kleurenwiezen --players Ann,Bert,Cis,Dirk, of tafel new --preset <naam>.',
  newSheet: (id) => `Nieuw blad ${id} (actief).`,
  newHint: (w) => `Noteer een ${w} met 'tafel record ...'; 'tafel record --help' toont hoe.`,
  outDeals: (player) => `${player} is af en geeft niet meer: noem een speler die nog meedoet.`,
  presetKeptRefused: (refusal, name, pairs, keys, on) =>
    `${refusal} (bewaarde tafel ${name} heeft ${pairs}: ` +
    `geef ${on === 'save' ? 'bij het bewaren' : "bij 'tafel new'"} ook ${keys.map((k) => `${k}<waarde>`).join(' ')}).`,
  keptFlags: (refusal, n, kept, away, count, w) =>
    `${refusal} (overgenomen van ${w} ${n}: ${kept}` +
    `${away === undefined ? '' : `; ${away} ${count === 1 ? 'haalt het' : 'halen ze'} weg`})`,
  noNextDeal: (id, w) => `Blad ${id} is afgelopen: er is geen volgende ${w}.`,
  overNotClosed: (id, why, key, again) =>
    `${capital(why)}. Blad ${id} werd niet afgesloten met 'tafel finish', dus er valt niets te heropenen: ` +
    `${playOn(key, again)}.`,
  reopenedOver: (id, why, key, again) =>
    `${capital(why)}. Blad ${id} is niet langer afgesloten met 'tafel finish', maar het spel blijft afgelopen: ` +
    `${playOn(key, again)}.`,
  rulesOrSheet:
    '--rules en --sheet zeggen allebei welke regels: geef er één (--sheet oordeelt volgens die van dat blad).',
  judgeOtherGame: (id, game, asked) =>
    `Blad ${id} speelt ${game}, geen ${asked}: beoordeel ${game} ermee, of laat --sheet weg.`,
  judgedBy: (rules, others) =>
    `Volgens de regelset ${rules} (de standaard); ${either(
      others.map((r) => `--rules ${r}`),
      'nl',
    )} ${others.length === 1 ? 'antwoordt' : 'antwoorden'} anders, --sheet <id> oordeelt volgens die van een blad.`,
  neitherOutranks: (reason) => `Geen van beide biedingen gaat hoger. ${reason}.`,
  outranks: (hi, lo, reason) => `"${hi}" gaat boven "${lo}": ${reason}.`,
  cardWins: (n, card, reason) => `Kaart ${n} (${card}) wint: ${reason}.`,
  playAny: (list) => `Je mag elke kaart spelen: ${list}.`,
  mayPlay: (list) => `Je mag ${list} spelen.`,
  mayNot: (cards, reason) => `Niet ${cards}: ${reason}.`,
  fourHanded: (n, out, four) =>
    `Met ${n} spelers ${out.length > 1 ? 'zouden' : 'zou'} ${out.join(' en ')} stilzitten, en judge score rekent ` +
    `één gift met vier spelers: noem de vier die spelen, bv. --players ${four}.`,
  ourPlayers: (refusal, seats) =>
    `${refusal} Zonder --players heten de plaatsen van judge score ${seats}; --players noemt je eigen spelers ` +
    '(bv. --players Ann,Bert,Cis,Dirk).',
  wouldScore: (deal) => `Zo zou het tellen (niets bewaard): ${deal}`,
  wouldScoreOn: (deal, w, n, id, dealer) =>
    `Zo zou het tellen als ${w} ${n} van ${id}, gedeeld door ${dealer} (niets bewaard): ${deal}`,
  sheetOwn: (flag) =>
    `--sheet beoordeelt de volgende gift van dat blad, met zijn eigen spelers, inzet en standen: laat ${flag} weg ` +
    '(of --sheet).',
  outAfter: (names) => `Vanaf nu uit het spel: ${names}.`,
  noActiveSheet:
    "Geen actief blad: begin er een met 'tafel new kleurenwiezen --players Ann,Bert,Cis,Dirk' of kies er een " +
    "met 'tafel use <id>'.",
  noActiveTable: (here) =>
    `Geen actief blad: kies je tafel met ${kiesUit(here)}` +
    `${here.others ? ", of een ander blad met 'tafel use <id>'" : ''}.`,
  tableNotHere: (asked, here) =>
    `Het blad ${asked.sheet} van tafel ${asked.table} staat niet op dit toestel: ` +
    `${here ? `kies je tafel met ${kiesUit(here)}, of haal` : 'haal'} het bestand ervan bij de organisator ` +
    `('tafel toernooi export --format json --table ${asked.table}${tafelOpties(asked)}' daar, dan ` +
    "'tafel toernooi import <bestand>' hier).",
  emptySheetId: "Een leeg blad-id: geef het id van een blad of het begin ervan ('tafel sheets' toont de bladen).",
  fitsSeveral: (given, matches) => `"${given}" past bij meerdere bladen (${matches.join(', ')}): geef meer van het id.`,
  titledSeveral: (title, ids) =>
    `Meerdere bladen heten "${title}" (${ids.join(', ')}): geef het id van het blad dat je bedoelt.`,
  noSheet: (given) => `Geen blad "${given}". 'tafel sheets' toont de bladen.`,
  deleteByTitle: (title, ids) =>
    `"${title}" is de titel van ${listed(ids, 'nl')}: delete vraagt het volledige id` +
    (ids.length === 1 ? ` ('tafel delete ${ids[0]}').` : ' van het blad dat je bedoelt.'),
  noSheetDeleted: (id, days, near) =>
    `Blad ${id} werd verwijderd: 'tafel undelete ${id}' zet het terug (binnen ${days} dagen na het verwijderen)` +
    `${near.length ? `; of bedoel je ${near.join(', ')}? Geef het volledige id` : ''}.`,
  noSheetNear: (given, near) => `Geen blad "${given}". Bedoel je ${near.join(', ')}? Geef het volledige id.`,
  cannotScore: (id, why) =>
    `Blad ${id} bevat een gift die niet te scoren is (${why}); het bestand bleef onaangeroerd: 'tafel doctor' ` +
    `toont het en kan de vorige versie terugzetten.`,
  activeSheet: (id) => `Actief blad: ${id}`,
  noSheetsYet: "Nog geen bladen. Begin er een met 'tafel new kleurenwiezen --players Ann,Bert,Cis,Dirk'.",
  sheetsHead: ['', 'id', 'begonnen', 'spel', 'regels', 'spelers', 'giften', 'klaar'],
  unreadableGroup: 'Onleesbaar',
  eveningOf: (date) => `Avond van ${date}`,
  unreadableCell: 'onleesbaar: tafel doctor',
  goneCell: 'bestand weg: tafel doctor',
  yes: 'ja',
  alreadyFinished: (id) =>
    `Blad ${id} is al afgesloten: 'tafel sheet ${id}' toont het, 'tafel reopen ${id}' opent het weer.`,
  sharePotNoPot: (game) => `--share-pot is enkel voor een spel met een pot (zwikken), niet voor ${game}.`,
  potEmpty: 'De pot is leeg: er valt niets te verdelen.',
  potLeft: (pot, id) =>
    `Er blijft ${pot} in de pot, niet verdeeld: verdeel hem met 'tafel reopen ${id}' en dan 'tafel finish ${id} ` +
    `--share-pot'.`,
  deleteNeedsForce: (id, days) =>
    `${id} verwijderen moet je bevestigen: voeg --force toe ('tafel undelete' brengt het binnen ${days} dagen terug).`,
  deleteQuestion: (id, days) => `Blad ${id} verwijderen (${days} dagen terug te halen)?`,
  nothingDeleted: 'Niets verwijderd.',
  deleteStopped: 'Gestopt; er werd niets verwijderd.',
  deleted: (id, days) => `Blad ${id} verwijderd; 'tafel undelete ${id}' brengt het binnen ${days} dagen terug.`,
  deletedUnreadable: (id, why, folder, days) =>
    `Blad ${id} verwijderd: het bestand ${why}. 'tafel undelete' kan het niet terugzetten; de bestanden blijven ` +
    `${days} dagen bewaard in ${folder}.`,
  deletedPrevious: (id, why, deals, days) =>
    `Blad ${id} verwijderd: het bestand ${why}. 'tafel undelete ${id}' brengt binnen ${days} dagen de vorige ` +
    `versie terug (${grouped(deals, 'nl')} gift${deals === 1 ? '' : 'en'}).`,
  noDeleted: (days) => `Geen verwijderde bladen (ze blijven ${days} dagen bewaard).`,
  deletedHead: ['id', 'verwijderd', 'bewaard tot'],
  trashProblem: (problem, id) => `${problem}: bewaard tot 'tafel undelete ${id}' of tot je de map verwijdert.`,
  trashBroken: (problem, id) =>
    `${problem}: bewaard, en 'tafel undelete ${id}' laat het zoals het is tot het met de hand hersteld of ` +
    'opzijgezet is.',
  back: (id) => `Blad ${id} is terug.`,
  backAs: (id, now) => `Blad ${id} is terug als ${now} (${id} is in gebruik).`,
  fromPrevious: (why, deals) =>
    `Het bestand ${why}, dus kwam de vorige versie (${grouped(deals, 'nl')} gift${deals === 1 ? '' : 'en'}) terug.`,
  dealLine: (n, text, w) => `${capital(w)} ${n}: ${text}`,
  notThisGamesFlag: (flag, id, game, flags) =>
    `${flag} is geen vlag van ${game}, het spel van ${id} (${flags.join(' ')}): voor een ander blad voeg je ` +
    `--sheet <id> toe, of eerst 'tafel use <id>' ('tafel sheets' toont ze).`,
  playsElsewhere: (name, id, there, here, active, command) =>
    `${name} speelt op ${there}, niet op ${active ? 'het actieve blad ' : ''}${here}: ` +
    (active
      ? `voeg --sheet ${id} toe, of eerst 'tafel use ${id}'.`
      : `${VERB[command] ?? command} met --sheet ${id} in de plaats.`),
  sitsOut: (name, round, event, how, id, from) =>
    `${
      how === 'bye'
        ? `${name} zit ronde ${round} van ${event} stil`
        : how === 'absent'
          ? `${name} is afwezig in ronde ${round} van ${event}`
          : `${name} heeft zich uit ${event} teruggetrokken (vanaf ronde ${from})`
    }, dus speelt niet op ${id}: kijk de naam na ('tafel toernooi indeling --round ${round} --event ${event}' ` +
    'toont wie waar zit).',
  closed: (id) => `Blad ${id} werd afgesloten met 'tafel finish': 'tafel reopen ${id}' opent het opnieuw.`,
  finishedStartNew: (id, again, closed, why, key) =>
    why !== undefined && key !== undefined
      ? `${capital(why)}. Blad ${id} is afgelopen: 'tafel set ${key}=<hoger>' speelt verder` +
        `${closed ? ` zodra 'tafel reopen ${id}' het heropent` : ''}, of begin een nieuw blad met '${again}'.`
      : `${why === undefined ? '' : `${capital(why)}. `}Blad ${id} is afgelopen: begin een nieuw blad met '${again}'` +
        `${closed && why === undefined ? `, of heropen het met 'tafel reopen ${id}'` : ''}.`,
  nothingToEdit: (n) =>
    `'tafel edit ${n}' noemt niets om te veranderen: geef het contract of de vlaggen die veranderen ('tafel edit ` +
    "--help' toont ze).",
  noDealToEdit: (id, n, deals, w, ws) =>
    deals === 0
      ? `Blad ${id} heeft nog geen ${ws}, dus geen ${w} ${n} om te wijzigen.`
      : `Er is geen ${w} ${n}: blad ${id} heeft ${deals === 1 ? `alleen ${w} 1` : `${ws} 1 tot ${deals}`}.`,
  noCorrection: (id, k, count) =>
    count === 0
      ? `Blad ${id} heeft geen correcties.`
      : `Er is geen correctie c${k}: blad ${id} heeft ${count === 1 ? 'alleen c1' : `c1 tot c${count}`}.`,
  correctionFlag: (flag, money) =>
    `Een correctie neemt speler=${money ? 'bedrag' : 'punten'} en --reason, niet --${flag}.`,
  nothingToCorrect: (k, money) =>
    `'tafel edit c${k}' noemt niets om te veranderen: geef de nieuwe ` +
    `${money ? 'bedragen (speler=bedrag)' : 'punten (speler=punten)'} of --reason.`,
  forCorrections: (flag, w) =>
    `--${flag} hoort bij een correctie ('tafel edit c1 ${flag === 'reason' ? '--reason ...' : '... --force'}'), ` +
    `niet bij een ${w}${flag === 'reason' ? `: bij een ${w} geef je --note` : ''}.`,
  correctionLine: (k) => `Correctie c${k}`,
  correctionUnchanged: (k) => `Niets veranderd: correctie c${k} staat er al zo.`,
  nothingToUndo: (id, ws) => `Blad ${id} heeft geen ${ws} om ongedaan te maken.`,
  closedUndo: (id, w) =>
    `Blad ${id} werd afgesloten met 'tafel finish': 'tafel reopen ${id}' opent het opnieuw (dan werkt undo); ` +
    `'tafel edit' verbetert een ${w} zonder te heropenen.`,
  nothingToRedo: (id, w) =>
    `Niets om opnieuw te doen op blad ${id}: redo zet terug wat 'tafel undo' verwijderde, tot er een ${w} of ` +
    'correctie bij komt of er van plaats gewisseld wordt.',
  putBackRefused: (n, why, w, ws) =>
    `${capital(w)} ${n} kan niet teruggezet worden: sinds het ongedaan maken veranderden de huisregels` +
    `${n > 1 ? ` of de ${ws} ervoor` : ''}, zodat ${w} ${n} niet meer klopt: ${why}. Zet terug wat veranderde of ` +
    `noteer ${w} ${n} opnieuw.`,
  noRoom: (id, w, key) =>
    `Blad ${id} is afgelopen: er is geen plaats voor nog een ${w}` +
    `${key ? `; 'tafel set ${key}=<hoger>' speelt verder` : ''}.`,
  noDealsToChart: (id, ws) => `Nog geen ${ws} op ${id}: er is niets te tekenen.`,
  chartHidden: 'onder een latere lijn',
  chartCaption: (deals, corrections, settled, w, ws, glue = ' ') =>
    // Worded without an adjective before the game's word (een spel is "elk", een gift "elke").
    `stand per ${w} (${deals}${glue}${deals === 1 ? w : ws}` +
    `${corrections > 0 ? `, ${corrections}${glue}${corrections === 1 ? 'correctie' : 'correcties'}` : ''}` +
    `${settled ? ', dan de pot verdeeld' : ''})`,
  skipped: (id, why) => `tafel: waarschuwing: blad ${id} overgeslagen: ${why}`,
  exportLeftOut: (kind, id, why) =>
    `tafel: waarschuwing: ${kind === 'event' ? 'het toernooi' : 'de competitie'} ${id} zit niet in de export` +
    `${kind === 'event' ? ', de tafelbladen ervan wel, als gewone bladen met elke gift' : ''}: ${why} Exporteer ` +
    `daarna opnieuw.`,
  tablesPlain: (event, sheets) =>
    `tafel: waarschuwing: het toernooi ${event} van ${sheets.length === 1 ? 'het tafelblad' : 'de tafelbladen'} ` +
    `${listed(sheets, 'nl')} staat niet op dit toestel: de export bevat ${sheets.length === 1 ? 'het' : 'ze'} als ` +
    `${sheets.length === 1 ? 'gewoon blad' : 'gewone bladen'} met elke gift.`,
  noPlayerYet: (name) => `Geen speler "${name}": er zijn nog geen bladen.`,
  statsHead: (evenings, sheets, deals) =>
    `${grouped(evenings, 'nl')} ${evenings === 1 ? 'avond' : 'avonden'}, ${grouped(sheets, 'nl')} ` +
    `${sheets === 1 ? 'blad' : 'bladen'}, ${grouped(deals, 'nl')} ${deals === 1 ? 'gift' : 'giften'}.`,
  inFile: (file, refusal) => `${file}: ${refusal}`,
  noImportFile: (file, writer) => `Geen bestand ${file}: geef het pad van een bestand van '${inDutch(writer)}'.`,
  emptyImportFile: (writer) => `<bestand> is leeg: geef het pad van een bestand van '${inDutch(writer)}'.`,
  importNotUtf8: (file, notUtf8) => `${file} ${notUtf8}; er werd niets ingelezen.`,
  importUnreadable: (file, why) => `Kan ${file} niet lezen: ${why}; geef het pad van een exportbestand.`,
  importWhy: {
    folder: 'het is een map',
    notFile: 'het is geen gewoon bestand (een FIFO of een apparaat)',
    link: 'het is een symbolische koppeling',
    io: (code) => `het systeem antwoordt ${code}`,
    tooBig: (mb, limit) => `het is ${mb} MB, meer dan de ${limit} MB die een export van een toernooi kan zijn`,
  },
  renamedOnImport: (from, to) => `${from} heet nu ${to}`,
  imported: (ids) =>
    ids.length > 10
      ? `${grouped(ids.length, 'nl')} bladen ingelezen; 'tafel sheets' toont ze.`
      : `${ids.length} ${ids.length === 1 ? 'blad' : 'bladen'} ingelezen: ${ids.join(', ')}.`,
  importReading: (file, percent) => `${file} lezen: ${percent}%`,
  importStopped: (extras) =>
    extras
      ? 'Gestopt; de bladen werden niet ingelezen (de toernooien en competities wel): voer dezelfde import opnieuw ' +
        'uit om ze toe te voegen.'
      : 'Gestopt; er werd niets ingelezen.',
  importWriting: (n) => `${grouped(n, 'nl')} ${n === 1 ? 'blad' : 'bladen'} wegschrijven...`,
  exporting: (done, total) => `Exporteren: ${grouped(done, 'nl')} van ${grouped(total, 'nl')} bladen`,
  exportOutOfMemory: (n, mb) =>
    `De export van ${grouped(n, 'nl')} bladen kwam het geheugen tekort dat ervoor opzijgezet was (${mb} MB) ` +
    'voor hij klaar was met schrijven naar de standaarduitvoer. Exporteer naar een bestand met --out <bestand>: ' +
    'dan begint hij opnieuw zonder die grens.',
  exportStopped: (file) => `Gestopt; er werd niets naar ${file} geschreven.`,
  exported: (n, format) => `${grouped(n, 'nl')} ${n === 1 ? 'blad' : 'bladen'} (${format}) geëxporteerd.`,
  importedHint: `'tafel use <id>' maakt er een actief.`,
  importUnchanged: (ids) =>
    ids.length > 10
      ? `${grouped(ids.length, 'nl')} bladen staan hier al, precies zo: ongemoeid gelaten.`
      : `Staat hier al, precies zo: ${ids.join(', ')} (ongemoeid gelaten).`,
  noRateForMoney: (game) => `${game} wordt om geld gespeeld: het heeft geen --rate nodig.`,
  badEvening: (given) =>
    /^\d{4}-\d{2}-\d{2}$/.test(given.trim())
      ? `--evening ${given.trim()}: die datum staat niet op de kalender; geef een die er wel staat, bv. ` +
        `--evening 2026-11-29.`
      : `--evening vraagt een datum als JJJJ-MM-DD, today of yesterday (vandaag, gisteren), bv. --evening ` +
        `2026-11-29, niet "${given}".`,
  noSheetsOn: (date, dates) =>
    `De avond van ${date} heeft geen bladen.` +
    `${dates.length ? ` Avonden met bladen: ${dates.join(', ')}.` : " Begin er een met 'tafel new'."}`,
  nobodyOwes: 'Niemand moet iets betalen.',
  pays: (from, to, amount) => `${from} betaalt ${to} ${amount}`,
  countsAsMoney: 'geld',
  perPoint: (rate) => `${rate} per punt`,
  leftOut: 'telt niet mee',
  shownNotSettled: 'getoond maar niet afgerekend',
  takenAsOne: (names) => `Samengenomen als één speler: ${names.join(' = ')}.`,
  settlementOf: (date) => `Afrekening van de avond van ${date}`,
  balances: 'Saldi:',
  nothingSettled: 'Niets afgerekend: geen enkel blad telt mee (zie hieronder).',
  cannotReplay: (why) => `kan niet herspeeld worden: ${why}`,
  notNumbers: 'geeft bij het herspelen totalen die geen getallen zijn',
  fileProblem: (file, reason) => `${file} ${reason}`,
  backupGone: 'ontbreekt',
  notAFolder: 'is geen map: tafel kan er niets bewaren',
  lockedElsewhere: (holder, file) =>
    `is vergrendeld door een tafel die van hieruit niet na te gaan is (${holder}); loopt daar geen tafel meer, ` +
    `verwijder dan ${file}`,
  tornLock:
    'is vergrendeld door een vergrendelbestand dat geen houder noemt (beschadigd of leeg): de volgende opdracht die ' +
    'het wijzigt, verbreekt die vergrendeling na een tweetal seconden',
  unknownGame: (typed, games, tip) =>
    `Onbekend spel "${typed}". Spellen: ${games}.${tip ? ` Bedoel je '${tip}'?` : ''}`,
  topicOrSearch: 'Geef een onderwerp of --search, niet allebei: bv. tafel rules --search troel.',
  rulesNeedGame: '--rules vraagt een spel: bv. tafel rules belote --rules ffb.',
  sheetPlaysGame: (id, game, asked) => `Blad ${id} speelt ${game}, niet ${asked}.`,
  sheetPlaysRules: (id, rules, asked) => `Blad ${id} speelt de ${rules}-regels, niet ${asked}: laat --rules weg.`,
  topicOfOther: (typed, game, other, rules, cmd, ids) =>
    `"${typed}" is een onderwerp van de ${game}-regels ${other}, niet van ${rules}: '${cmd}'. Onderwerpen van ` +
    `${rules}: ${ids}.`,
  noTopic: (typed, game, rules, guess, ids, search) =>
    `Geen onderwerp "${typed}" in ${game} (${rules}).${guess ? ` Bedoel je "${guess}"?` : ''} Onderwerpen: ${ids}.` +
    (search ? ` '${search}' zoekt in alle spellen.` : ''),
  searchNeedsWords: '--search vraagt woorden: bv. tafel rules --search "solo slim".',
  searchRulesNeedGame: '--rules vraagt een spel: bv. tafel rules belote --rules ffb --search litige.',
  noMatch: (query, tip) =>
    `Geen onderwerp past bij "${query}".${tip ? ` Bedoel je '${tip}'?` : ''} 'tafel rules' toont alle spellen en ` +
    'onderwerpen.',
  presetForOther: (name, game, asked) =>
    `Bewaarde tafel ${name} is voor ${game}, niet ${asked}: laat het spel weg of kies een andere bewaarde tafel.`,
  presetHoldsWhat:
    'Zeg wat de bewaarde tafel bevat: --from-sheet <id>, of --game met de vlaggen van new, bv. tafel preset ' +
    'save vrijdag --game kleurenwiezen --players Ann,Bert,Cis,Dirk.',
  presetNeedsStake: (game, line) =>
    `${capital(game)} speel je voor een inzet: voeg --stake <bedrag> toe, bv. ${line} --stake 0,10.`,
  gameNotSheet: (game, sheet, sheetGame) =>
    `--game ${game} past niet bij --from-sheet ${sheet}, een ${sheetGame}-blad: laat --game weg.`,
  playersAtStart: 'spelers bij het begin',
  stake: 'inzet',
  perPointShort: '/punt',
  presetSaved: (name, what, left) => `Tafel ${name} bewaard: ${what}.${left}${beginWith(name)}`,
  presetUpdated: (name, what, left) => `Tafel ${name} bijgewerkt: ${what}.${left}${beginWith(name)}`,
  presetUnchanged: (name, what) => `Niets veranderd: tafel ${name} bevat al ${what}.`,
  presetReplaced: (name, game, rest, what, left) =>
    `Tafel ${name} vervangen: het was een tafel ${game} met ${rest}. Nu: ${what}.${left}${beginWith(name)}`,
  presetLeftOut: (from, rules, pairs) =>
    ` Weggelaten (huisregels voor ${from}, niet meegenomen naar ${rules}): ${pairs}.`,
  noPresets: "Nog geen bewaarde tafels. Bewaar er een met 'tafel preset save <naam> --from-sheet <id>'.",
  presetsInPrevious: (n) =>
    `Het instellingenbestand is weg, maar de vorige versie bevat ${grouped(n, 'nl')} bewaarde ` +
    `tafel${n === 1 ? '' : 's'}: 'tafel doctor --restore settings.json' zet ze terug.`,
  presetRows: {
    game: 'spel',
    rules: 'regels',
    players: 'spelers',
    stake: 'inzet',
    set: 'huisregels',
    rates: 'tarieven',
  },
  presetTitle: (name) => `Bewaarde tafel ${name}`,
  presetDeleted: (name) => `Bewaarde tafel ${name} verwijderd.`,
  newFromPreset: (name) => `nieuw blad: ${name}`,
  badFormat: (given) => `--format moet csv, json, md of html zijn, niet "${given}".`,
  formatDisagrees: (given, out, name, holds, ext, fixed, byExt) =>
    `--format ${given} en --out ${out} spreken elkaar tegen: ${name} zou ${holds} bevatten, geen ${ext}. Geef ` +
    `--out ${fixed}, of --format ${byExt}, of laat --format weg (de extensie beslist).`,
  unknownExtension: (out, ext) =>
    `--out ${out}: tafel schrijft geen .${ext}-bestanden. Noem het .csv, .json, .md of .html, of voeg --format ` +
    `toe met een van die vier om dat onder deze naam te schrijven.`,
  badExcel: (given) =>
    `--excel moet nl zijn (een Nederlandse of Belgische Excel: ; tussen velden, decimale komma), niet "${given}".`,
  outExists: (target) => `${target} bestaat al: voeg --force toe om het te overschrijven, of kies een andere --out.`,
  emptyOut:
    '--out is leeg: geef de naam van het bestand dat geschreven moet worden, of laat --out weg om naar ' +
    'standaarduitvoer te schrijven.',
  outIsFolder: (target) =>
    `${target} is een map: geef --out de naam van een bestand, in die map of elders (--force vervangt een ` +
    'bestand, nooit een map).',
  outNotFile: (target) =>
    `${target} is geen gewoon bestand (een link, een pipe, een apparaat of een socket), en --out vervangt alleen ` +
    'een bestand: geef de naam van een bestand, of laat --out weg om naar standaarduitvoer te schrijven ' +
    '(`> bestand` kan ook).',
  outUnderFile: (target, file) =>
    `Kan ${target} niet schrijven: ${file} is een bestand, geen map. Geef --out een naam in een map die bestaat.`,
  cannotWrite: (target, why) =>
    `Kan ${target} niet schrijven (${why}): ` +
    (why === 'ENOSPC' || why === 'EDQUOT'
      ? `${why === 'ENOSPC' ? 'de schijf is vol' : 'het schijfquotum is op'}. Er werd niets geschreven: maak ` +
        'ruimte vrij, of geef --out een bestand op een andere schijf.'
      : why === 'EROFS'
        ? 'de schijf is alleen-lezen. Er werd niets geschreven: geef --out een bestand op een andere schijf.'
        : 'controleer dat de map bestaat en schrijfbaar is.'),
  outInDataDir: (target, dir) =>
    `${target} ligt in de gegevensmap van tafel ${dir}, waar tafel zijn eigen bestanden bewaart (een export daar ` +
    'wordt voor een ervan gehouden, of vervangt er een): geef --out een naam buiten die map.',
  oneSelection: 'Geef één van <id>, --evening <datum> of --all, niet meerdere.',
  nothingToExport: (evening, dates) =>
    (evening === undefined ? 'Er zijn geen bladen om te exporteren.' : `De avond van ${evening} heeft geen bladen.`) +
    `${dates.length > 0 ? ` Avonden met bladen: ${dates.join(', ')}.` : " Begin er een met 'tafel new'."}`,
  activeOnly: (id, date, sheets) =>
    `Enkel het actieve blad ${id} geëxporteerd; de avond van ${date} heeft ${sheets} bladen: 'tafel export ` +
    `--evening ${date}' exporteert ze allemaal.`,
  excelNotCsv: (format) => `--excel is voor CSV: voeg --format csv toe (niet ${format}).`,
  excelNotCsvFile: (out, format) =>
    `--excel is voor CSV, en --out ${out} vraagt door zijn extensie om ${format}: geef het bestand de extensie .csv.`,
  htmlNotAll: 'Een HTML-pagina bevat één blad of één avond: geef <id> of --evening <datum>, niet --all.',
  jsonNoSettlement:
    'Een JSON-export bevat de bladen, geen afrekening: laat --rate en --preset weg, ' +
    "of gebruik 'tafel settle --json' ermee.",
  wrote: (n, format, file) => `${grouped(n, 'nl')} ${n === 1 ? 'blad' : 'bladen'} (${format}) geschreven naar ${file}.`,
  wroteBackup: (sheets, events, seasons, file) =>
    `De back-up van ${listed(
      [
        ...(sheets > 0 ? [`${grouped(sheets, 'nl')} ${sheets === 1 ? 'blad' : 'bladen'}`] : []),
        ...(events > 0 ? [`${grouped(events, 'nl')} ${events === 1 ? 'toernooi' : 'toernooien'}`] : []),
        ...(seasons > 0 ? [`${grouped(seasons, 'nl')} ${seasons === 1 ? 'competitie' : 'competities'}`] : []),
      ],
      'nl',
    )} (json${sheets === 0 ? ', nog geen blad' : ''}) geschreven naar ${file}.`,
  noSheetsToExport: "Er zijn geen bladen om te exporteren. Begin er een met 'tafel new'.",
};
