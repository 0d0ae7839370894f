import type { evening as en } from '../en/evening.js';
import { either, ended, grouped, listed } from '../lang.js';
import { inDutch } from '../dutch-names.js';

/** "x wordt", "x en y worden", "5 bladen kleurenwiezen worden": boven drie worden de bladen geteld. */
const shownSheets = (ids: readonly string[], game: string): string =>
  ids.length === 1
    ? `${ids[0]} wordt`
    : ids.length <= 3
      ? `${listed(ids, 'nl')} worden`
      : `${ids.length} bladen ${game} worden`;

/** "het toernooi kj", "de toernooien kj en vc". */
const tablesOf = (events: readonly string[]): string =>
  `${events.length === 1 ? 'het toernooi' : 'de toernooien'} ${listed(events, 'nl')}`;

/** Waar de tafelbladen van een clubavond tellen in plaats van in een afrekening. */
const standingsRank = (events: readonly string[]): string =>
  `de stand van ${events.length === 1 ? 'het' : 'elk'} toernooi rangschikt ze ('tafel toernooi stand')`;

/** De berichten van src/evening/ in het Nederlands: dezelfde sleutels als en/evening.ts. */
export const evening: typeof en = {
  labels: {
    sheet: 'blad',
    title: 'titel',
    game: 'spel',
    rules: 'regels',
    evening: 'avond',
    stake: 'inzet',
    deal: 'gift',
    dealer: 'gever',
    contract: 'contract',
    total: 'totaal',
    winner: 'winnaar',
    winners: 'winnaars',
    tie: 'gelijkspel',
    next: 'volgende gever',
    player: 'speler',
    points: 'punten',
    money: 'geld',
    perGame: 'totalen per spel',
    eveningOf: 'Avond van',
    sittingOut: 'zit stil',
    counts: 'hoe het meetelt',
    settlement: 'afrekening',
    balance: 'saldo',
    from: 'betaalt',
    to: 'aan',
    amount: 'bedrag',
    square: 'niemand moet iets betalen',
    nothingSettled: 'niets afgerekend: geen blad telt mee',
    mark: 'teken',
  },
  tablesLeftOut: (events) =>
    `De tafelbladen van ${events.length === 1 ? 'het toernooi' : 'de toernooien'} ${listed(events, 'nl')} staan ` +
    `niet in deze totalen, zoals ze ook niet afgerekend worden: de stand van ${events.length === 1 ? 'het' : 'elk'} ` +
    `toernooi rangschikt ze ('tafel toernooi stand').`,
  notAValidTafel: (where, what, writer) =>
    `Geen geldige tafel-export: ${where}: ${ended(what.nl)} Er werd niets ingelezen` +
    (writer === undefined ? '.' : `; gebruik een bestand van '${inDutch(writer)}'.`),
  mustBeAText: (key) => `${key} moet een tekst zijn`,
  notAValidTafel2: (count) =>
    `Geen geldige tafel-export: sheets[${count}] is groter dan elk blad dat tafel schrijft. Er werd niets ingelezen.`,
  sheetTwiceInFile: (ids, from, to) =>
    `Het bestand bevat ${ids.length === 1 ? `blad ${ids[0]}` : `de bladen ${listed(ids, 'nl')}`} twee keer; er werd ` +
    `niets ingelezen. Voeg --rename toe om het tweede onder het volgende vrije id ` +
    `in te lezen (${from} als ${to}).`,
  sheetAlreadyExistsNothing: (clashes, from, to) =>
    (clashes.length === 1
      ? `Blad ${clashes[0]} bestaat al; er werd niets ingelezen. `
      : `Bladen ${listed(clashes, 'nl')} bestaan al; er werd niets ingelezen. `) +
    `Voeg --rename toe om onder het volgende vrije id in te lezen (${from} als ${to}), of verwijder eerst ` +
    `${clashes.length === 1 ? 'het blad' : 'de bladen'}.`,
  unreadableHere: (files, from, to) =>
    (files.length === 1
      ? `${files[0]} is onleesbaar, dus het blad hier kan niet met de kopie uit het bestand vergeleken worden; er ` +
        'werd niets ingelezen. Zet het buiten de gegevensmap en lees opnieuw in om de kopie uit het bestand op zijn ' +
        'plaats te zetten'
      : `${listed(files, 'nl')} zijn onleesbaar, dus die bladen hier kunnen niet met de kopieën uit het bestand ` +
        'vergeleken worden; er werd niets ingelezen. Zet ze buiten de gegevensmap en lees opnieuw in om de kopieën ' +
        'uit het bestand op hun plaats te zetten') +
    `; of voeg --rename toe om onder het volgende vrije id in te lezen (${from} als ${to}).`,
  sheetHasBothAnd: (id, other, p) =>
    `Blad ${id} heeft zowel "${other}" als "${p}": tafel herkent spelers over de bladen heen aan hun naam ` +
    `zonder hoofdletters of accenten, en kan ze dus niet onderscheiden. Hernoem er een ('tafel rename') en ` +
    `reken opnieuw af.`,
  isLeftOutIs: (id, v, closed) =>
    `${id} telt niet mee: er ligt nog ${v} in de pot (geld op tafel, geen schuld); ` +
    `verdeel hem met ${closed ? `'tafel reopen ${id}' en dan ` : ''}'tafel finish ${id} --share-pot'.`,
  moneyOff: (id, v) =>
    `${id} telt niet mee: het geld klopt niet (de saldi van de spelers komen op ${v}, niet op 0: een ` +
    `correctie die niet op nul uitkomt, zoals oudere versies met --force aannamen); 'tafel edit c<n> ` +
    `--sheet ${id}' met bedragen die samen 0 zijn, zet het recht.`,
  cannotBeRead: (id) =>
    `${id} telt niet mee: het bestand is onleesbaar, dus wat erop staat zit niet in deze afrekening. 'tafel ` +
    `doctor' zegt wat eraan te doen valt; reken daarna opnieuw af.`,
  presetsDisagree: (ids, game, presets, board) =>
    `${shownSheets(ids, game)} getoond maar niet afgerekend: de bewaarde tafels geven ${game} verschillende ` +
    `tarieven (${presets}); ` +
    (board
      ? `geef ze allemaal hetzelfde tarief (tafel preset save <naam> --rate ${game}=<geld per punt>).`
      : `kies er een met --preset <naam>, of geef --rate ${game}=<geld per punt>.`),
  isShownButNot: (ids, game, board, rate) =>
    `${shownSheets(ids, game)} getoond maar niet afgerekend: ${game} heeft geen tarief; ` +
    (board === undefined
      ? `geef er een, bv. --rate ${game}=${rate} (geld per punt).`
      : `het tarief van een bewaarde tafel rekent ${ids.length === 1 ? 'het' : 'ze'} hier af, bv. 'tafel preset ` +
        `save ${game} --from-sheet ${board} --rate ${game}=${rate}'.`),
  noneRead: (what, n) =>
    `Niets ${{ export: 'te exporteren', settle: 'af te rekenen', stats: 'te tellen' }[what]}: ` +
    `${n === 1 ? 'het enige blad werd' : n === 2 ? 'beide bladen werden' : `alle ${grouped(n, 'nl')} bladen werden`} ` +
    'overgeslagen (zie hierboven).',
  isNotAUsable: (name) =>
    `"${name}" is geen bruikbare naam voor een bewaarde tafel: letters, cijfers, - en _ (hoogstens 30), bv. vrijdag.`,
  reservedPresetName: (name) =>
    `"${name}" kan geen naam van een bewaarde tafel zijn: tafel bewaart ze per naam, en JavaScript houdt deze ` +
    `naam voor zichzelf. Kies een andere, bv. "${name}-club".`,
  presetCannotStart: (name, file, why) =>
    `Bewaarde tafel ${name} in ${file} kan geen blad beginnen: ${ended(why.nl)} Vervang ze met 'tafel ` +
    `preset save ${name} --game <spel> ...' (of --from-sheet <id>), of verbeter het bestand.`,
  presetStake: (game) => `ze heeft een inzet, die enkel geldspellen (zwikken) hebben, niet ${game}`,
  whichPreset: (name, names) =>
    `"${name}" is bewaarde tafel ${either(names, 'nl')}: typ de naam zoals hij geschreven is.`,
  presetsAlike: (file, first, second) =>
    `${file} heeft bewaarde tafels ${first} en ${second}, waarvan de namen enkel in hoofdletters of accenten ` +
    `verschillen: een naam die anders getypt is, kan elk van beide zijn. Verwijder er een ('tafel preset delete ` +
    `${second}') of hernoem ze in het bestand.`,
  presetsUnreadable: (what) => `heeft bewaarde tafels die niet te lezen zijn (${what.nl})`,
  hasPresetsThatCannot: (file, reason, name) =>
    `${file} ${reason.nl}; het bestand bleef onaangeroerd: ` +
    (name === undefined
      ? "verbeter het met de hand; 'tafel doctor' zegt of de vorige versie teruggezet kan worden."
      : `verwijder die bewaarde tafel met 'tafel preset delete ${name}', of verbeter ze in het bestand.`),
  rateNeedsGameMoney: (f) =>
    `--rate vraagt <spel>=<geld per punt>, een positief bedrag onder 10000 met hoogstens vier decimalen, bv. --rate ` +
    `kleurenwiezen=0,05, niet "${f}".`,
  rateOncePerGame: (typed, apart) =>
    `--rate krijgt het tarief van één spel: geef --rate één keer per spel, bv. ${apart}, niet "${typed}".`,
  twoRates: (game, first, second) => `--rate geeft ${game} twee tarieven (${first} en ${second}): geef er één.`,
  rateNotOnSheet: (rate, game, sheet, its, money) =>
    `--rate ${rate}: blad ${sheet} is ${its}, ` +
    (money
      ? `dat om geld gespeeld wordt, dus een tarief voor ${game} verrekent niets: laat het weg.`
      : `dus een tarief voor ${game} verrekent niets. Laat het weg, of geef het tarief van ${its}.`),
  rateNotOnEvening: (rate, game, date, games) =>
    `--rate ${rate}: op de avond van ${date} werd geen ${game} gespeeld (alleen ${listed(games, 'nl')}), dus het ` +
    `tarief verrekent niets. Laat het weg, of geef met --evening <datum> de avond waarop ${game} gespeeld werd.`,
  rateOnlyAtTables: (rate, game, date, games, events, played) =>
    `--rate ${rate}: op de avond van ${date} werd ` +
    (played
      ? `${game} alleen gespeeld aan de tafels van ${tablesOf(events)}, en die worden niet afgerekend: `
      : `geen ${game} gespeeld, en de enige bladen zijn de tafels van ${tablesOf(events)}, die niet afgerekend ` +
        'worden: ') +
    `${standingsRank(events)}. Het tarief verrekent dus niets: laat het weg` +
    (games.length > 0
      ? `, of geef het tarief van ${either(games, 'nl')}.`
      : played
        ? '.'
        : `, of geef met --evening <datum> de avond waarop ${game} gespeeld werd.`),
  rateOnTableSheet: (rate, sheet, event) =>
    `--rate ${rate}: blad ${sheet} is een tafel van ${tablesOf([event])}, en tafelbladen worden niet afgerekend: ` +
    `${standingsRank([event])}. Een tarief verrekent dus niets: laat het weg.`,
  tablesNotSettled: (events) =>
    `De tafelbladen van ${tablesOf(events)} worden niet afgerekend: ${standingsRank(events)}.`,
  noPreset: (name, names, tip) =>
    `Geen bewaarde tafel "${name}". ` +
    `${
      names.length
        ? `Bewaarde tafels: ${names.join(', ')}.`
        : "Bewaar er een met 'tafel preset save " + "<naam> --from-sheet <id>'."
    }` +
    tip.nl,
  itIsNestedMore: (MAX_JSON_DEPTH) => `het is meer dan ${MAX_JSON_DEPTH} niveaus diep genest`,
  theKeyAppearsTwice: (line) => `een sleutel staat twee keer in één object (regel ${line})`,
  itIsEmpty: 'het is leeg',
  itIsNotJson: (line) => `het is geen JSON (regel ${line})`,
  itHoldsAKey: (forbidden) => `het bevat een sleutel "${forbidden}", die tafel nooit schrijft`,
  isMissing: (k) => `"${k}" ontbreekt`,
  unknownField: (unknown) => `onbekend veld "${unknown}"`,
  nestedTooDeeply: 'te diep genest',
  aTextThatIs: 'een tekst die te lang is of stuurtekens bevat',
  isNotAWhole: (v) => `${v} is geen geheel getal`,
  aListThatIs: 'een te lange lijst',
  tooManyFields: 'te veel velden',
  isNot: (v, v2, v3) => `${v} moet ${v2} zijn (${v3})`,
  fieldKinds: {
    contract: 'een contractwoord',
    whole: 'een geheel getal',
    players: 'een lijst van spelers van dit blad',
    player: 'een speler van dit blad',
    wholes: 'een geheel getal, of gehele getallen per speler van dit blad',
    text: 'een tekst',
    truth: 'true of false',
    zwik: 'een lijst van {player, rank}',
  },
  aSheetMustBe: 'een blad moet een object zijn',
  mustBeANumber: 'moet een getal zijn',
  writtenByANewer: (schemaVersion) =>
    `geschreven door een nieuwere tafel (schema ${schemaVersion}); werk tafel eerst bij`,
  schemaIsUnknown: (schemaVersion) => `schema ${schemaVersion} is onbekend`,
  aSheetIdIs: 'een blad-id is kleine letters, cijfers en streepjes (hoogstens 80)',
  mustBeText: 'moet een tekst zijn',
  unknownGameGames: (game, v) => `onbekend spel "${game}" (spellen: ${v})`,
  hasNoRuleSet: (id, v, v2) => `${id} heeft geen regels ${v} (${v2})`,
  mustBeOneLine: 'moet één regel van hoogstens 80 tekens zijn, zonder stuur-, bidi- of nulbreedtetekens',
  mustBeATime: 'moet een tijdstip zijn zoals 2026-11-29T19:04:00.000Z',
  noSuchTime: (given) => `de kalender kent geen ${given}; moet een tijdstip zijn zoals 2026-11-29T19:04:00.000Z`,
  mustBeAList: 'moet een lijst van namen zijn',
  mustBeASeat: (v) => `moet een plaats van 0 tot ${v} zijn`,
  mustBeAnObject: 'moet een object van instellingen zijn',
  unknownSettingFor: (key, id, rules) => `onbekende instelling "${key}" voor ${id} ${rules}`,
  mustBeAPositive: 'moet een positief geheel aantal cent zijn',
  isNotPlayedFor: (id) => `${id} speel je niet voor geld`,
  mustBeTrueOr: 'moet true of false zijn',
  onlyAMoneyGame: 'enkel een geldspel kan zijn pot verdelen (true of false)',
  mustBeAList2: 'moet een lijst zijn',
  aDealMustBe: 'een gift moet een object met een "contract" zijn',
  itDoesNotScore: 'het telt niet als een gift van dit spel',
  theGameHadAlready: (v) => `het spel was al afgelopen na gift ${v}`,
  mustBeAnObject2: 'moet een object met een "sheet" zijn',
  itIsNotAn: 'het is geen object',
  eventExportHere:
    "Dit is de export van een toernooi ('tafel toernooi export'), geen back-up van bladen: 'tafel toernooi import' " +
    'leest ze in. Er werd niets ingelezen.',
  seasonExportHere: (moves) =>
    `Dit is de stand van een competitie ('tafel competitie export'), die geen import inleest: ${moves}. Er werd ` +
    'niets ingelezen.',
  formatMustBe: (EXPORT_FORMAT) => `"format" moet "${EXPORT_FORMAT}" zijn`,
  mustBeAWhole: 'moet een geheel getal zijn',
  writtenByANewer2: (version) => `geschreven door een nieuwere tafel (versie ${version}); werk tafel eerst bij`,
  versionIsUnknown: (version) => `versie ${version} is onbekend`,
  seasonsImported: (ids) => `Competities geïmporteerd: ${ids}.`,
  nightsLeftOut: (season, events) =>
    `Competitie ${season} kwam zonder ${events.length === 1 ? 'haar avond' : 'haar avonden'} ` +
    `${listed(events, 'nl')}: de back-up bevat ${events.length === 1 ? 'dat toernooi' : 'die toernooien'} niet ` +
    `(weggelaten waar hij gemaakt werd, het bestand daar onleesbaar). Zodra ` +
    `${events.length === 1 ? 'het hier is' : 'ze hier zijn'}, zet 'tafel competitie erbij ${season} ` +
    `${events.join(' ')}' ${events.length === 1 ? 'het' : 'ze'} terug.`,
  mustBeAListV2: 'moet een lijst zijn, en alleen in een export van versie 2',
  badTableRef:
    'moet {"id", "uid", "round", "table"} zijn en net dit tafelblad noemen (zijn id is <toernooi>-r<ronde>-t<tafel>)',
  tableWithoutEvent: (sheet, event) =>
    `${sheet} is een tafelblad van het toernooi ${event}, dat niet in het bestand en niet op dit toestel staat: ` +
    `exporteer het met zijn toernooi ('tafel export --all --format json' of 'tafel toernooi export --format ` +
    `json'); er werd niets geïmporteerd.`,
  inTrash: (ids, first, renamed) =>
    `${ids} ${ids.includes(',') ? 'staan' : 'staat'} in deleted/ (verwijderd op dit toestel): 'tafel undelete ` +
    `${first}' zet die kopie terug, of 'tafel import --rename' importeert die van het bestand als ${renamed}; er ` +
    `werd niets geïmporteerd.`,
  twiceInFile: (kind, id) =>
    `het bestand bevat ${kind === 'events' ? 'het toernooi' : 'de competitie'} ${id} twee keer, wat tafel nooit ` +
    `schrijft`,
  seasonClash: (id) =>
    `De competitie ${id} hier is een andere dan die van het bestand (een andere uid): er werd niets ` +
    `geïmporteerd. Hernoem er een met de hand, of laat ze uit het bestand.`,
  mustBeAList3: 'moet een lijst van minstens één blad zijn',
  itIsNotJson2: (why) => `het is geen JSON (${why.nl})`,
  misplaced: (c) => `een verkeerd geplaatste "${c}" in "sheets"`,
  endsEarly: 'het houdt op voordat het document af is',
  itHoldsMoreThan:
    'het bevat meer dan 32 MB buiten zijn "sheets" (een tafel-export bewaart daar zijn toernooien en competities)',
  notAnObject: 'geen object',
  theName: (v) => `de naam ${v}`,
  hasNoGame: (name) => `${name} heeft geen spel`,
  hasAnUnknownField: (name, extra) => `${name} heeft een onbekend veld "${extra}"`,
  presetSetNotInRules: (name, pairs, from, rules, typed) =>
    `Bewaarde tafel ${name} zet ${pairs} voor ${from}, niet voor ${rules} (huisregels gaan niet mee naar een andere ` +
    `regelset): laat ${typed} weg, of bewaar de tafel opnieuw voor ${rules} (tafel preset save ${name} ` +
    `--rules ${rules}).`,
  rules: (name) => `${name}: regels`,
  houseRules: (name) => `${name}: huisregels`,
  players: (name) => `${name}: spelers`,
  stake: (name) => `${name}: de inzet is geen bedrag zoals tafel het schrijft, bv. "0.10"`,
  rates: (name) => `${name}: tarieven`,
  theGameRefuses: (why) => `het spel weigert het: ${why.nl}`,
  notInADeal: (kind) => `${kind} mag niet in een gift`,
  chartTitle: (title, w) => `Stand per ${w}: ${title}`,
  sameTotals: 'zelfde verloop, gestreepte lijnen over elkaar',
};
