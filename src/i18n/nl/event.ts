import type { event as en } from '../en/event.js';
import { ended, keyFirst, listed, numbersOf } from '../lang.js';

/** De berichten van src/event/ en zijn opdrachten (`tafel toernooi`, `tafel competitie`) in het Nederlands. */
/** The tie-break keys (`--tie-breaks`, English as every flag value) in a Dutch sentence. */
const TIE_KEYS: Record<string, string> = {
  'last-round': 'laatste ronde',
  countback: 'terugtellen per ronde',
  'best-round': 'beste ronde',
  'head-to-head': 'onderling',
  name: 'op naam',
  played: 'punten van gespeelde avonden',
  'last-night': 'laatste avond',
};

/** The values of the settings (`--seating draw`, `--bye fixed:1600`) as a Dutch reader says them. */
const VALUES: Record<string, string> = {
  draw: 'loting',
  movement: 'doorschuiven',
  ranked: 'op stand',
  total: 'totaal',
  average: 'gemiddelde',
  wins: 'overwinningen',
  'mean-of-4': 'gemiddelde van 4',
  none: 'geen',
};
const settingValue = (key: string, value: string): string =>
  key === 'tieBreaks'
    ? value.split(',').map(tieKey).join(', ')
    : key === 'deals' && value === 'none'
      ? 'geen grens'
      : (VALUES[value] ?? value.replace(/^fixed:(-?\d+)$/, 'vast $1'));

/** The event's settings (the CSV's keys, events.md §10) as a Dutch reader names them. */
const SETTING_NAMES: Record<string, string> = {
  title: 'titel',
  game: 'spel',
  rules: 'regels',
  kind: 'soort',
  tableSize: 'tafelgrootte',
  rounds: 'rondes',
  seating: 'indeling',
  bye: 'stilzitten',
  absent: 'afwezig',
  ranking: 'rangschikking',
  tieBreaks: 'bij gelijke stand',
  prizes: 'prijzen',
  seed: 'lotingsgetal',
};

/** De naam van een instelling (de sleutel als in de CSV: `tableSize`); van `deals` met het woord van het spel. */
const settingName = (key: string, ws: string): string =>
  key === 'deals' ? `${ws} per ronde` : (SETTING_NAMES[key] ?? key);
/** Een sleutel van `toernooi instellen` (`table-size`) bij zijn naam, de sleutel erbij: `tafelgrootte (table-size)`. */
const settingKeyName = (key: string, ws: string): string => {
  const name = settingName(
    key.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()),
    ws,
  );
  return name === key ? key : `${name} (${key})`;
};
/** Waarom een ronde vastligt: meer dan één geloot, of in ronde 1 al geschreven. */
const drawnHolds = (drawn: number): string =>
  drawn === 1 ? 'ronde 1 is geloot en er staat al iets in' : `er zijn ${drawn} rondes geloot`;

const tieKey = (key: string): string =>
  TIE_KEYS[key] ?? key.replace(/^last:(\d+)$/, (_, n) => (n === '1' ? 'laatste avond' : `laatste ${n} avonden`));

/** Een aantal met zijn zelfstandig naamwoord: `1 ronde`, `3 rondes`. */
const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

export const event: typeof en = {
  notEventId: (id) =>
    `"${id}" is geen toernooi-id: kleine letters, cijfers en streepjes, hoogstens 64. 'tafel toernooi lijst' toont ze.`,
  notSeasonId: (id) =>
    `"${id}" is geen competitie-id: kleine letters, cijfers en streepjes, hoogstens 64. 'tafel ` +
    `competitie lijst' toont ze.`,
  noEvent: (id) => `Geen toernooi "${id}". 'tafel toernooi lijst' toont de toernooien.`,
  nightGone: (season, event) =>
    `Competitie ${season} noemt de avond ${event}, een toernooi dat niet op dit toestel staat, dus de stand kan niet ` +
    `getoond worden: 'tafel competitie eraf ${season} ${event}' haalt de avond eruit, of 'tafel toernooi import' van ` +
    'de kopie van het toernooi brengt het terug.',
  noSeason: (id) => `Geen competitie "${id}". 'tafel competitie lijst' toont de competities.`,
  noActive:
    "Geen actief toernooi: begin er een met 'tafel toernooi nieuw klaverjassen --entrants " +
    "Ann,Bert,Cis,Dirk' of kies er een met 'tafel toernooi kiezen <id>'.",
  ambiguous: (given, ids) => `"${given}" past bij meerdere toernooien (${ids}): geef meer van het id.`,
  idTaken: (id) =>
    `Het id "${id}" is al in gebruik (door een toernooi of een blad, ook een in deleted/): kies een ander met --id.`,
  seasonTaken: (id) => `Er bestaat al een competitie "${id}": kies een ander id.`,
  badSeasonId: (id) => `"${id}" kan geen competitie-id zijn: kleine letters, cijfers en streepjes, hoogstens 64.`,
  badEventId: (id) =>
    `"${id}" kan geen toernooi-id zijn: kleine letters, cijfers en streepjes, hoogstens 64, niet ` +
    `eindigend op -r<n>-t<n>.`,
  tooDeep: 'is dieper genest dan tafel ooit schrijft',
  notJson: 'is geen geldige JSON',
  newerFile: 'werd door een nieuwere tafel geschreven: werk tafel bij om het te openen',
  notAnObject: 'is geen enkel JSON-object zoals tafel het schrijft',
  fieldNotWritten: (field) => `heeft een veld "${field}" dat tafel zo niet schrijft (of mist het)`,
  gameWithoutEvents: (game, games) =>
    `noemt het spel "${game}", dat geen toernooien kent (toernooien zijn er voor ${games})`,
  otherId: (inFile, id) => `zegt dat het ${JSON.stringify(inFile)} is, niet ${id}`,
  tableUnreadable: (sheet, why) =>
    `Het tafelblad ${sheet} is niet leesbaar (${why}); zonder dat blad geen stand. Voer 'tafel doctor' uit.`,
  tableMismatch: (sheet, want, has) =>
    `Het tafelblad ${sheet} zet ${has} aan tafel, maar de indeling zet ${want}; geen stand tot het ` +
    `overeenkomt. Voer 'tafel doctor' uit.`,
  sheetTaken: (sheet) =>
    `Er staat al een blad ${sheet}, niet van deze loting; er werd niets geloot. Zet het opzij ` +
    `('tafel delete ${sheet}') en loot opnieuw.`,
  unknownGame: (game, games) => `Onbekend spel "${game}": toernooien zijn er voor ${games}.`,
  gameRefused: (game, why, games) => `${game} kent geen toernooien: ${why}. Toernooien zijn er voor ${games}.`,
  noPairs: (game, games, season) =>
    season !== undefined
      ? `${game} kent geen vaste partners: een koppelcompetitie is er enkel voor ${games}. Laat --kind ${season} weg.`
      : `${game} kent geen vaste partners: een koppeltoernooi is er enkel voor ${games}. Gebruik --entrants.`,
  tableSize: (game, size, allowed) =>
    `${game} wordt in een toernooi niet aan tafels van ${size} gespeeld: toegelaten ${allowed}.`,
  rankedIndividual:
    '--seating op-stand (ranked) is enkel voor koppeltoernooien: gebruik --seating loting of doorschuiven.',
  noneUnfair: (keys, how, id) => {
    const as = (v: string) => keys.map((k) => (how === 'new' ? `--${k} ${v}` : `${k}=${v}`)).join(' ');
    const set = `'tafel toernooi instellen --event ${id} ${how === 'ranking' ? 'ranking=total ' : ''}${as('average')}'`;
    return (
      `${how === 'ranking' ? 'ranking=total met ' : ''}${as('none')} zou wie een ronde mist bevoordelen: het ` +
      'laagste totaal wint, en een ronde zonder score telt er niets bij. Kies average, mean-of-4 of fixed:<n> met ' +
      `een strafscore: ${how === 'new' ? as('average') : set}.`
    );
  },
  kindClash: (flag, kind) =>
    `${flag} gaat niet samen met --kind ${kind}: een individueel toernooi neemt --entrants, een ` +
    `koppeltoernooi --pairs.`,
  pairsAndEntrants:
    '--pairs gaat niet samen met --entrants: een individueel toernooi neemt --entrants, een koppeltoernooi --pairs.',
  badNumber: (flag, value, min, max) =>
    `${keyFirst(flag)} moet een geheel getal van ${min} tot ${max} zijn, niet "${value}".`,
  badRoundOfOne: (flag, value, drawn) =>
    drawn === 1
      ? `${keyFirst(flag)} moet 1 zijn, de enige ronde die geloot is, niet "${value}".`
      : `${keyFirst(flag)} moet een rondenummer zijn, niet "${value}", en er is nog geen ronde geloot: ` +
        `'tafel toernooi loting'.`,
  badChoice: (flag, value, allowed) => `${keyFirst(flag)} kan geen "${value}" zijn: kies ${allowed}.`,
  withWord: (value, dutch) => `${value} (${dutch})`,
  tieBreakTwice: (flag, key) => `${keyFirst(flag)} noemt ${key} twee keer: noem elk criterium één keer.`,
  emptyEntrant: (given, flag) =>
    (flag === null
      ? `${given}: een van de namen is leeg`
      : `${flag} ${given} heeft een lege naam tussen twee komma's`) + ': geef de naam van elke deelnemer.',
  badPair: (item) => `"${item}" is geen koppel: schrijf twee namen met een + ertussen, bv. --pairs Ann+Bert,Cis+Dirk.`,
  alreadyEntered: (had, given) =>
    (had === given ? `"${had}"` : `"${given}" (dezelfde naam als "${had}" zonder hoofdletters of accenten)`) +
    ' speelt al mee in dit toernooi: kies een naam die geen andere speler heeft.',
  numberName: (name) =>
    `"${name}" kan geen naam van een deelnemer zijn: een getal staat voor de deelnemer met dat nummer ('tafel ` +
    `toernooi afmelden ${name}'); geef een naam met een letter erin, bv. "Speler ${name}".`,
  setDeals: (_w, ws) => `Het aantal ${ws} van een toernooi is --deals <n|none>, niet --set deals=.`,
  badSet: (kv, keys) => `--set ${kv} is geen huisregel van dit spel (sleutel=waarde; sleutels: ${keys}).`,
  badDealsValue: (flag, value) =>
    `${keyFirst(flag)} moet een geheel getal van 1 tot 100 of none zijn, niet "${value}".`,
  badDeals: (value, why) => `--deals ${value} kan hier niet: ${ended(why)}`,
  wholeGame: (game, deals, size, ws) =>
    `een ronde ${game} is één volledig spel, ${deals} ${ws} aan tafels van ${size}; de huisregels bepalen ` +
    `de lengte (--set).`,
  tooFewEntrants: (n, size, pairs, smaller) =>
    pairs
      ? `${count(n, 'koppel is', 'koppels zijn')} te weinig voor één tafel van 2 koppels: geef er met --pairs ` +
        `minstens 2 op, bv. --pairs Ann+Bert,Cis+Dirk.`
      : `${count(n, 'deelnemer is', 'deelnemers zijn')} te weinig voor één tafel van ${size}: geef met --entrants ` +
        `minstens ${size} namen op` +
        `${smaller === undefined ? '' : `, of speel aan tafels van ${smaller} (--table-size ${smaller})`}.`,
  badTitle: 'Een titel is één regel van 1 tot 60 tekens, niet leeg, zonder stuur-, bidi- of nulbreedtetekens.',
  seasonGame: (games) =>
    `Welk spel? bv. tafel competitie nieuw 2026-27-klaverjassen --game klaverjassen (spellen: ${games}).`,
  seasonOther: (season, game, kind, event, kindName) =>
    `De competitie ${season} is voor ${game} (${kind}): een toernooi van een ander spel of soort kan er niet bij. ` +
    `${event.id} is ${event.game} (${kindName}): begin er een competitie voor ('tafel competitie nieuw <id> --game ` +
    `${event.game} --kind ${kindName}').`,
  seasonRules: (season, game, rules, nights, event, fix) =>
    `De competitie ${season} telt avonden ${game} volgens de regels ${rules} (${nights}): volgens ${event.rules} ` +
    `zijn de scores van ${event.id} daar niet bij op te tellen. ` +
    (fix === 'set'
      ? `Haal het eerst uit de competitie ('tafel competitie eraf ${season} ${event.id}').`
      : fix === 'new'
        ? `Geef het --rules ${rules}, of begin er een competitie voor ('tafel competitie nieuw <id> --game ${game}').`
        : `Begin er een competitie voor ('tafel competitie nieuw <id> --game ${game}'), of speel het vóór ronde 1 ` +
          `volgens ${rules} ('tafel toernooi instellen rules=${rules} --event ${event.id}').`),
  created: (id, uid, seed, n, rounds, deals, bye, pairs, w, ws) =>
    `Toernooi ${id} (uid ${uid}, lotingsgetal ${seed}): ` +
    `${pairs ? count(n, 'koppel', 'koppels') : count(n, 'deelnemer', 'deelnemers')}, ` +
    `${count(rounds, 'ronde', 'rondes')} ` +
    `${deals === 'none' ? `zonder limiet op ${ws}` : `van ${deals} ${deals === '1' ? w : ws}`}, ` +
    `stilzitten ${bye}. Verder: ` +
    `${n === 0 ? `'tafel toernooi erbij ${pairs ? '--pair <a+b>' : '<naam>...'}'` : "'tafel toernooi loting'"}.`,
  otherDevice: (id, origin) =>
    `Het toernooi ${id} wordt op het toestel van de organisator (${origin}) gewijzigd, niet hier: ` +
    `schrijf hier de tafelbladen en stuur ze door met 'tafel toernooi export --format json --table <n>'.`,
  finishedEvent: (id) => `Het toernooi ${id} is afgesloten: 'tafel toernooi heropenen' opent het weer.`,
  finishedDraw: (id, drawn, rounds) =>
    `Het toernooi ${id} is afgesloten (${drawn} van ${count(rounds, 'ronde', 'rondes')} geloot): 'tafel toernooi ` +
    `heropenen' opent het weer.`,
  addAfterRound1: (who, drawn, undraw) => {
    const can = `${listed(who, 'nl')} ${who.length === 1 ? 'kan' : 'kunnen'}`;
    return undraw
      ? `${can} er niet meer bij: ronde 1 is geloot. 'tafel toernooi terugnemen' neemt de ronde terug zolang er ` +
          `niets geschreven is; voeg dan toe en loot opnieuw.`
      : `${can} niet meer bij dit toernooi: ${drawnHolds(drawn)}. Voeg een laatkomer voortaan toe vóór de ` +
          `loting en zet hem afwezig ('tafel toernooi loting --absent <naam>'); of begin een nieuw toernooi ` +
          `('tafel toernooi nieuw').`;
  },
  afterRound1: (who, undraw) =>
    `${who} kan niet meer uit het toernooi: ronde 1 is geloot. Meld af met 'tafel toernooi afmelden <deelnemer>'` +
    (undraw ? ` (of eerst 'tafel toernooi terugnemen', zolang er niets geschreven is).` : '.'),
  addWhat: 'Wie? bv. tafel toernooi erbij Mia, of tafel toernooi erbij --pair Mia+Nand.',
  addPair: 'Een koppeltoernooi neemt koppels: tafel toernooi erbij --pair Mia+Nand.',
  addNames: 'Een individueel toernooi neemt namen, geen koppels: tafel toernooi erbij Mia Nand.',
  namesOrPair: 'Namen of --pair, niet beide: tafel toernooi erbij Mia Nand, of tafel toernooi erbij --pair Mia+Nand.',
  twoEvents: (id, flag) => `Twee toernooien genoemd: ${id} en --event ${flag}. Geef er één.`,
  entrants: (list) => `Deelnemers: ${list}`,
  unknownEntrant: (who, list) => `Geen deelnemer "${who}" in dit toernooi (deelnemers: ${list}).`,
  alreadyWithdrawn: (name, pair) => `${name} ${pair ? 'hebben' : 'heeft'} zich al teruggetrokken.`,
  withdrawn: (name, round, pair, word, seatedIn) =>
    (pair
      ? `${name} trekken zich terug: spelen niet meer mee vanaf ronde ${round}.`
      : `${name} trekt zich terug: speelt niet meer mee vanaf ronde ${round}.`) +
    (seatedIn === undefined
      ? ''
      : ` ${pair ? 'Gaan' : 'Gaat'} ${name} nu al weg, dan wordt ronde ${seatedIn} opnieuw geloot zonder ${name}: ` +
        `voer 'tafel toernooi terugnemen' uit, dan opnieuw 'tafel toernooi afmelden ${word}', dan ` +
        `'tafel toernooi loting'.`),
  withdrawUndone: (name, round, pair, absentIn) =>
    `De afmelding van ${name} is ingetrokken: ${name} ` +
    (absentIn.length === 0
      ? `${pair ? 'spelen' : 'speelt'} toch mee vanaf ronde ${round}.`
      : `${pair ? 'tellen' : 'telt'} als afwezig in ${
          absentIn.length === 1
            ? `ronde ${absentIn[0]}`
            : `de rondes ${absentIn[0]} ${absentIn.length === 2 ? 'en' : 'tot en met'} ${absentIn[absentIn.length - 1]}`
        } en ${pair ? 'spelen' : 'speelt'} weer mee vanaf ronde ${round}.`),
  notWithdrawn: (name, withdrawn, pair) =>
    `${name} ${pair ? 'hebben' : 'heeft'} zich niet teruggetrokken: er valt niets in te trekken` +
    `${withdrawn === '' ? '' : ` (teruggetrokken: ${withdrawn})`}.`,
  undoUndraw: (name, word, round) =>
    `Ronde ${round} is zonder ${name} geloot en daar is nog niets geschreven: voer 'tafel toernooi terugnemen' ` +
    `uit, dan 'tafel toernooi afmelden ${word} --undo', dan 'tafel toernooi loting'.`,
  undoAllDrawn: (name, round, rounds) =>
    `De afmelding van ${name} blijft: alle rondes zijn geloot (${rounds} van ${rounds}), vanaf ronde ${round} zonder ` +
    `${name}, dus er is geen ronde meer om in mee te spelen. Komt er nog een ronde, plan die dan eerst: 'tafel ` +
    `toernooi instellen rounds=${rounds + 1}'.`,
  undoReason: '--reason hoort bij een afmelding, niet bij --undo: laat het weg.',
  withdrawAllDrawn: (name, rounds, pair, undraw) =>
    `${name} ${pair ? 'kunnen' : 'kan'} zich niet meer terugtrekken: alle rondes zijn geloot (${rounds} van ` +
    `${rounds}), er is geen ronde meer om te missen. ` +
    (undraw === undefined
      ? `Komt er nog een ronde, plan die dan eerst: 'tafel toernooi instellen rounds=${rounds + 1}'.`
      : `${pair ? 'Gaan' : 'Gaat'} ${name} nu al weg, dan wordt ronde ${rounds} opnieuw geloot zonder ${name} zolang ` +
        `er niets in staat: voer 'tafel toernooi terugnemen --event ${undraw.id}' uit, dan 'tafel toernooi ` +
        `afmelden ${undraw.word} --event ${undraw.id}', dan 'tafel toernooi loting --event ${undraw.id}'.`),
  notASetting: (kv, keys) =>
    `"${kv}" is geen instelling van dit toernooi: geef sleutel=waarde met een van de sleutels ${keys}.`,
  noValue: (key) =>
    `Bij ${key} ontbreekt de waarde: geef ${key}=<waarde>, bv. 'tafel toernooi instellen rounds=4 bye=average'.`,
  notInRules: (kv, rules, keys) =>
    `De huisregel ${kv} bestaat niet in ${rules} (de sleutels daar: ${keys}): schrap hem in dezelfde opdracht ` +
    `met '${kv.split('=')[0]}='.`,
  dealsNotAllowed: (deals, why, _w, ws) =>
    `Het aantal ${ws} deals=${deals} past niet bij deze instellingen: ${why}. ` +
    `Geef een ander aantal met 'tafel toernooi instellen deals=<n|none>'.`,
  setAlso: (what) => `Mee veranderd, omdat ze nog de standaardwaarde hadden: ${what}.`,
  // De instelling bij haar Nederlandse naam, zoals 'toernooi tonen' en de exports haar noemen, met de sleutel erbij.
  frozen: (key, drawn, undraw, ws) =>
    `De instelling ${settingKeyName(key, ws)} kan niet meer veranderen: ` +
    (undraw
      ? `er is 1 ronde geloot. 'tafel toernooi terugnemen' neemt een ronde terug zolang er niets geschreven is.`
      : `${drawnHolds(drawn)}, dus die blijft zoals ze is in dit toernooi.`),
  setDone: (pairs) =>
    `Gewijzigd: ${pairs
      .map((kv) => {
        const name = SETTING_NAMES[kv.split('=')[0].replace(/-(\w)/g, (_, c: string) => c.toUpperCase())];
        return name === undefined ? kv : `${kv} (${name})`;
      })
      .join(', ')}.`,
  setStandings: 'De stand is meteen bijgewerkt.',
  finishOpen: (open, drawn, rounds) =>
    `Het toernooi is niet rond: open bladen ${open}; ${drawn} van ${count(rounds, 'ronde', 'rondes')} geloot. ` +
    `Sluit de tafels af ('tafel finish <id>'), of voeg --force toe (sluit open bladen af en zet het aantal ` +
    `rondes op de gelote).`,
  finishUndrawn: (drawn, rounds) =>
    `Het toernooi is niet rond: ${drawn} van ${count(rounds, 'ronde', 'rondes')} geloot, elke tafel afgesloten. ` +
    `Loot de volgende ('tafel toernooi loting'), zet de gespeelde rondes ('tafel toernooi instellen ` +
    `rounds=${drawn}'), of voeg --force toe.`,
  finishedNow: (id) => `Het toernooi ${id} is afgesloten: de stand is definitief.`,
  reopened: (id) => `Het toernooi ${id} is weer open.`,
  alreadyOpen: (id) => `Het toernooi ${id} is al open: er is niets veranderd.`,
  allDrawn: (drawn, rounds) =>
    `Alle rondes zijn geloot (${drawn} van ${rounds}): 'tafel toernooi instellen rounds=<n>' plant er meer.`,
  openTables: (list, first) =>
    `Er zijn nog tafels open: ${list}. Sluit ze af ('tafel finish ${first}'), of loot toch met ` +
    `--force (ze blijven open).`,
  rankedOpen: (list) =>
    `Indelen op stand vraagt de eindstand van de vorige ronde, en deze tafels zijn open: ${list}. ` +
    `Sluit ze eerst af (--force helpt hier niet).`,
  tooFew: (n, size, pairs, add, absent) =>
    `Er ${n === 1 ? 'is' : 'zijn'} maar ` +
    `${pairs ? count(n, 'koppel', 'koppels') : count(n, 'deelnemer', 'deelnemers')} ` +
    `beschikbaar, minder dan ${pairs ? 'de 2 koppels van één tafel' : `één tafel van ${size}`}: ${[
      ...(add ? [`voeg er toe met 'tafel toernooi erbij ${pairs ? '--pair <a+b>' : '<naam>...'}'`] : []),
      ...(absent ? ['noem minder afwezigen (--absent)'] : []),
      ...(add || absent ? [] : ["'tafel toernooi afsluiten --force' sluit het toernooi af met de gelote rondes"]),
    ].join(', of ')}.`,
  movement: (why, tables, rounds, allowed, entrants) =>
    why === 'rounds'
      ? `Het schema houdt het met ${tables} tafels hoogstens ${allowed} rondes vol, geen ${rounds}: ` +
        `'tafel toernooi instellen rounds=${allowed}', of 'tafel toernooi instellen seating=loting'.`
      : why === 'absence'
        ? `Een afwezige of een terugtrekking breekt het doorschuifschema (${tables} tafels, ${rounds} ` +
          `rondes): 'tafel toernooi instellen seating=loting' loot de rest met de geschiedenis tot nu.`
        : `Het doorschuifschema zet alleen volle tafels van ${allowed}, en ${entrants} deelnemers vullen ze niet ` +
          `(geen vrije rondes): voeg deelnemers toe of haal er weg, of gebruik 'tafel toernooi instellen ` +
          `seating=loting'.`,
  notDrawn: (id, round, drawn, rounds) =>
    round > rounds
      ? `${id} heeft ${count(rounds, 'ronde', 'rondes')}: er is geen ronde ${round} (${drawn} geloot).`
      : `Ronde ${round} van ${id} is nog niet geloot (${drawn} geloot): 'tafel toernooi loting'.`,
  badTableNumber: (n) =>
    `"${n}" is geen tafelnummer: de tafels zijn genummerd 1, 2, 3, ..., bv. 'tafel toernooi tafel 1' ('tafel ` +
    `toernooi indeling' toont ze).`,
  deleteSeasonNight: (id, season) =>
    `Toernooi ${id} is een avond van competitie ${season}: 'tafel competitie eraf ${season} ${id}' haalt het eerst ` +
    `uit de competitie (de stand zou een toernooi noemen dat weg is). Er werd niets verwijderd.`,
  tableComplete: (id, event, last, w, ws) =>
    `Tafelblad ${id} heeft al zijn ${ws}: de ronde is klaar aan deze tafel. 'tafel edit' of 'tafel correct' ` +
    (last
      ? `verandert er een ${w} op; alle rondes zijn geloot, dus de tafel is klaar: de stand toon je met ` +
        `'tafel toernooi stand' (toernooi ${event}).`
      : `verandert er een ${w} op; de volgende ronde is 'tafel toernooi loting' van de organisator (toernooi ` +
        `${event}).`),
  noTable: (n, round, tables, event) =>
    `Ronde ${round}${event === undefined ? '' : ` van ${event}`} heeft geen tafel ${n} ` +
    `(${tables.length === 1 ? 'tafel' : 'tafels'} ${numbersOf(tables, 'nl')}).`,
  undrawPlayed: (sheets, w, ws) =>
    `De ronde kan niet terug: deze bladen bevatten ${ws} of correcties: ${sheets
      .map(
        (x) =>
          `${x.sheet} (${[
            ...(x.deals > 0 ? [count(x.deals, w, ws)] : []),
            ...(x.corrections > 0 ? [count(x.corrections, 'correctie', 'correcties')] : []),
          ].join(', ')})`,
      )
      .join(', ')}. Om opnieuw te loten, haal ze eerst weg ('tafel undo --sheet ${sheets[0].sheet}', één keer per ` +
    `stuk), dan 'tafel toernooi terugnemen'.`,
  undrawn: (round) => `Ronde ${round} is teruggenomen; de bladen gingen naar deleted/.`,
  activeSheet: (sheet) => `Actief blad: ${sheet}`,
  active: (id) => `Actief toernooi: ${id}`,
  verified: (round) => `Ronde ${round}: opnieuw geloot uit het lotingsgetal, komt overeen met de bewaarde indeling.`,
  differs: (round, where) =>
    `Ronde ${round}: opnieuw geloot uit het lotingsgetal, wijkt af van de bewaarde indeling bij ` +
    ('byes' in where
      ? `het stilzitten: ${where.byes[0] || 'niemand'} in de indeling, ${where.byes[1] || 'niemand'} opnieuw geloot.`
      : `tafel ${where.table}${where.seat ? ` stoel ${where.seat}` : ''}.`),
  rankedRedrawn: (round) =>
    `Ronde ${round}: ingedeeld op de stand na ronde ${round - 1} (--seating ranked), en die is veranderd sinds de ` +
    `loting (een latere correctie of wijziging van een eerdere ronde): ze kan niet opnieuw zo geloot worden, en dat ` +
    `is geen fout in de indeling.`,
  dryRun: '(proefloting: er werd niets geschreven)',
  importDryRun: '(proef: er werd niets ingelezen of geschreven)',
  bigTables: (out, size, left) =>
    `Aan deze tafels ${out === 1 ? 'zit' : 'zitten'} er ${out} stil; met --table-size ${size} ` +
    `${left === 0 ? 'zou er niemand' : left === 1 ? 'zou er 1' : `zouden er ${left}`} stilzitten.`,
  noEvents: "Nog geen toernooien: 'tafel toernooi nieuw klaverjassen --entrants Ann,Bert,Cis,Dirk' begint er een.",
  roundsOf: (drawn, rounds) => `${drawn} van ${count(rounds, 'ronde', 'rondes')} geloot`,
  finished: 'afgesloten',
  eventsHead: ['', 'id', 'titel', 'spel', 'rondes geloot', 'afgesloten'],
  seasonsHead: ['id', 'titel', 'spel', 'avonden'],
  drawnOf: (drawn, rounds) => `${drawn} van ${rounds}`,
  showLine: (game, rules, kind, seating, deals, size, bye, ranking, w, ws) =>
    `${game} ${rules}, ${kind === 'pairs' ? 'koppels' : 'individueel'}, ` +
    `indeling ${seating}, ` +
    `${deals === 'none' ? `geen limiet op ${ws}` : `${deals} ${deals === '1' ? w : ws}`} aan tafels van ` +
    `${size}, stilzitten ${bye}, rangschikking ${ranking}`,
  showMore: (absent, tieBreaks, prizes, poedel, seed, house) =>
    `afwezig ${absent}, bij gelijke stand (${tieBreaks}), prijzen ${prizes}${poedel ? ', poedel' : ''}, ` +
    `lotingsgetal ${seed}` +
    (house ? `; huisregels ${house}` : ''),
  tableState: (state, deals, planned, corrections, w, ws) =>
    `${
      state === 'missing' ? 'niet op dit toestel' : state === 'open' ? 'open' : 'afgesloten'
    }, ${deals}${planned === 'none' ? ` ${deals === 1 ? w : ws}` : ` van ${planned} ${ws}`}` +
    `${corrections > 0 ? `, ${count(corrections, 'correctie', 'correcties')}` : ''}`,
  roundHead: (round, rounds, title, seed, glue = ' ') =>
    `Ronde ${round} van ${rounds}, ${title} (lotingsgetal${glue}${seed})`,
  table: 'tafel',
  writesDeals: (scorer, dealer) => `${scorer} schrijft, ${dealer} geeft eerst`,
  notDrawnYet: 'nog niet geloot',
  aheadNote:
    "Nog niet geloot: er zijn geen tafelbladen tot 'tafel toernooi loting'; ingedeeld alsof niemand afwezig is.",
  noByes: 'Niemand zit stil.',
  byes: (list) => `Stilzitten: ${list}.`,
  absentList: (list) => `Afwezig: ${list}.`,
  withdrawnList: (list) => `Teruggetrokken: ${list}.`,
  repeats: (p, m) =>
    p === undefined ? `Herhaalde tafelgenoten ${m}.` : `Herhaalde partners ${p}, herhaalde tafelgenoten ${m}.`,
  place: 'plaats',
  no: 'nr',
  name: 'naam',
  total: 'totaal',
  wins: 'gewonnen',
  tie: 'gelijk',
  marks: 'vermelding',
  bye: 'stil',
  absent: 'afwezig',
  prize: 'prijs',
  poedel: 'poedel',
  withdrawnMark: 'teruggetrokken',
  withdrawnFrom: (round) => `teruggetrokken vanaf ronde ${round}`,
  provisional: 'voorlopig',
  afterRound: (r, rounds) => (r === 0 ? `Nog geen ronde gespeeld (${rounds} gepland)` : `Na ronde ${r} van ${rounds}`),
  noResultsYet: (r, rounds) => `Na ronde ${r} van ${rounds}: nog geen uitslagen, dus nog geen plaatsen`,
  tieWith: (names, key) => `met ${names}: ${tieKey(key)}`,
  tieKey: (key) => tieKey(key),
  nightsCounted: 'avonden geteld',
  qualified: 'geplaatst',
  yesNo: (yes) => (yes ? 'ja' : 'nee'),
  decidedBy: 'beslist door',
  playersColumn: 'spelers',
  bestColumn: 'beste',
  average: 'gem.',
  settingColumn: 'instelling',
  valueColumn: 'waarde',
  // Het woord van het spel: giften per ronde, spellen per ronde (Klaverjassen).
  settingName,
  kindName: (kind) => (kind === 'pairs' ? 'koppels' : 'individueel'),
  settingValue,
  seatColumn: 'stoel',
  teamColumn: 'team',
  scoreColumn: 'score',
  wonColumn: 'tafel gewonnen',
  seasonMarks: '* niet bij de beste; A afgemeld; - gemist; leeg: nog niet gespeeld.',
  excusedMark: 'A',
  versus: 'tegen',
  nightsLeftOut:
    "De score per avond is weggelaten bij deze breedte: 'tafel competitie export' of een breder venster toont ze.",
  roundsLeftOut:
    "De score per ronde is weggelaten bij deze breedte: 'tafel toernooi export' of een breder venster toont ze.",
  columnsCut: (season) =>
    `Kolommen zijn afgesneden bij deze breedte: 'tafel ${season ? 'competitie' : 'toernooi'} export' of een breder ` +
    'venster toont ze heel.',
  writesColumn: 'schrijver, eerste gever',
  openList: (list) => `Open tafels (stand voorlopig): ${list}`,
  missingList: (list) => `Niet op dit toestel (geen plaatsen tot ze ingelezen zijn): ${list}`,
  importNot:
    "Geen toernooi-export: gebruik een bestand van 'tafel toernooi export --format json' (of 'tafel " +
    "export --format json' met tafelbladen). Er werd niets ingelezen.",
  backupHere:
    "Dit is een back-up van bladen ('tafel export --format json') zonder tafelblad: 'tafel import' leest " +
    'ze in, met haar toernooien en competities. Er werd niets ingelezen.',
  importBadEvent: (field) =>
    `Het toernooi in het bestand heeft een veld "${field}" dat tafel zo niet schrijft. Er werd niets ingelezen.`,
  importBadSheet: (sheet, why) =>
    `Het tafelblad ${sheet} in het bestand is niet bruikbaar (${why}). Er werd niets ingelezen.`,
  noEventField: 'het heeft geen veld event {id, uid, round, table}',
  exportVersion: (n) => `versie ${n}`,
  eventSchema: (n) => `schema ${n}`,
  importNoEvent: (sheet) =>
    `Het tafelblad ${sheet} hoort bij een toernooi dat niet op dit toestel staat, en het bestand ` +
    `bevat het niet: exporteer met 'tafel toernooi export --format json'. Er werd niets ingelezen.`,
  importIdClash: (id, localTitle, localAt, fileTitle, fileAt) =>
    `Het id ${id} is hier een ander toernooi ("${localTitle}", ${localAt}) dan in het bestand ` +
    `("${fileTitle}", ${fileAt}): lees in met --as <nieuw-id>. Er werd niets ingelezen.`,
  importAsHere: (as, id) =>
    `Het toernooi van het bestand staat hier al als ${id} en houdt dat id: lees het in zonder --as (of met --as ` +
    `${id}), niet met --as ${as}. Er werd niets ingelezen.`,
  importSameRevision: (id, rev) =>
    `De kopie van ${id} in het bestand en deze zijn allebei revisie ${rev} maar verschillen: ze ` +
    `werden op twee toestellen gewijzigd. Er werd niets ingelezen.`,
  importNewer: (what) =>
    `Het bestand werd door een nieuwere tafel geschreven (${what}): werk tafel bij om het in te lezen. Er werd ` +
    `niets ingelezen.`,
  importTwice: (sheet) =>
    `Het bestand bevat het tafelblad ${sheet} twee keer, wat tafel nooit schrijft: exporteer het opnieuw met ` +
    `'tafel toernooi export --format json'. Er werd niets ingelezen.`,
  importNotOrigin: (id, here, file) =>
    `Het toernooi ${id} werd op dit toestel gemaakt, en enkel dit toestel wijzigt het: de kopie in het bestand ` +
    `(revisie ${file}) is nieuwer dan deze (revisie ${here}), dus tafel schreef ze niet. Er werd niets ingelezen.`,
  importOtherOrigin: (id, here, file) =>
    `De kopie van het toernooi ${id} in het bestand noemt een ander toestel van de organisator (${file}) dan ` +
    `deze kopie (${here}), en dat verandert nooit. Er werd niets ingelezen.`,
  importDropsRound: (id, round, sheets, ws) =>
    `De kopie van het toernooi ${id} in het bestand neemt ronde ${round} terug, waarvan de tafelbladen hier ` +
    `${ws} bevatten (${sheets}): stuur ze eerst naar de organisator ('tafel toernooi export --format json ` +
    `--table <n>'). Er werd niets ingelezen.`,
  importOtherEvent: (sheet) =>
    `Het tafelblad ${sheet} hoort bij een ander toernooi dan dat van het bestand. Er werd niets ingelezen.`,
  importNotPlanned: (sheet, round, table) =>
    `Het tafelblad ${sheet} is ronde ${round}, tafel ${table}, die de indeling van het toernooi ` +
    `niet kent. Er werd niets ingelezen.`,
  importSeat: (sheet, seat, want, has) =>
    `Het tafelblad ${sheet} wijkt af van de indeling op stoel ${seat}: de indeling zet ${want}, ` +
    `het blad ${has}. Er werd niets ingelezen.`,
  importBoth: (sheet, row) =>
    `Het tafelblad ${sheet} veranderde op beide toestellen: rij ${row} verschilt. Kies met --prefer ` +
    `file (de kopie van het bestand) of --prefer local (deze). Er werd niets ingelezen.`,
  importChanged: (id) =>
    `Het toernooi ${id} veranderde hier tijdens het inlezen. Er werd niets ingelezen: probeer opnieuw.`,
  importEvent: (id, action) =>
    `Toernooi ${id}: ${
      action === 'created'
        ? 'aangemaakt uit het bestand'
        : action === 'taken'
          ? 'de nieuwere kopie van het bestand overgenomen'
          : action === 'kept'
            ? 'deze kopie is nieuwer, behouden'
            : 'ongewijzigd'
    }`,
  importAction: (action) =>
    (
      ({
        new: 'nieuw hier, overgenomen',
        same: 'hetzelfde, ongewijzigd',
        sameRenamed: 'gelijk aan die van het bestand',
        taken: 'de kopie van het bestand overgenomen',
        kept: 'deze kopie is verder, behouden',
        file: 'de kopie van het bestand overgenomen (--prefer file; deze in deleted/ gezet, alleen lezen)',
        local: 'deze kopie behouden (--prefer local)',
        renamed: 'niet in het bestand, namen als in het toernooi',
      }) as Record<string, string>
    )[action] ?? action,
  importRenamed: (renames) => renames.map((r) => `${r.from} heet nu ${r.to}`).join(', '),
  written: (file) => `Geschreven: ${file}`,
  sheetsForJson: (flag, format) =>
    `${flag} kiest de tafelbladen van een JSON-export (--format json), om een tafel aan haar schrijver te geven; ` +
    `${format} bevat altijd elke gelote ronde.`,
  seasonCreated: (id, game, best, nights) =>
    `Competitie ${id} (${game}): ${
      best !== null
        ? `beste ${best} van ${nights === null ? 'alle avonden' : count(nights, 'avond', 'avonden')}`
        : nights === null
          ? 'elke avond telt'
          : `${count(nights, 'avond', 'avonden')}, elke avond telt`
    }. Verder: 'tafel competitie erbij ${id} <toernooi>...'.`,
  seasonEmpty: (id) =>
    `Er zit nog geen avond in: 'tafel competitie erbij ${id} <toernooi>' voegt het toernooi van een avond toe.`,
  moreThanNights: (flag, value, nights) =>
    `${flag} ${value} kan niet meer zijn dan --nights ${nights}: geef ${flag} ${nights} of minder, of verhoog ` +
    `--nights.`,
  seasonEvents: (id, events, added, removed) =>
    `Competitie ${id}: ${added ? `${added} toegevoegd; ` : removed ? `${removed} eruit gehaald; ` : ''}` +
    `${events ? `haar avonden zijn ${events}` : 'ze heeft nog geen avonden'}.`,
  excusesKept: (event, names) =>
    `De afmeldingen voor ${event} (${names}) blijven bewaard: ze tellen weer als de avond terug wordt toegevoegd.`,
  excusesBack: (event, names) => `De bewaarde afmeldingen voor ${event} tellen weer: ${names}.`,
  alreadyInSeason: (events, season, added) =>
    `Al een avond van de competitie ${season}: ${events}.${added ? '' : ' Er werd niets geschreven.'}`,
  inOtherSeason: (event, season) =>
    `Het toernooi ${event} hoort al bij de competitie ${season}: een toernooi hoort bij hoogstens één competitie.`,
  seasonMoves:
    "een competitie verhuist in een reservekopie, met haar avonden en hun tafelbladen: 'tafel export --all " +
    "--format json --out reservekopie.json' op haar toestel, dan 'tafel import reservekopie.json' op het andere",
  seasonImport: (moves) => `'tafel competitie import' bestaat niet: ${moves}.`,
  eventServe: (id) =>
    "'tafel toernooi serve' bestaat niet: het live bord van een toernooi is " +
    `'tafel serve --event${id ? ` ${id}` : ''}' (met --scorer ook een schrijverslink per tafel en de pagina van de ` +
    'organisator).',
  seasonServe: (id) =>
    `'tafel competitie serve' bestaat niet: een competitie heeft geen live bord. 'tafel competitie stand ` +
    `${id ?? '<competitie>'}' toont haar stand, en 'tafel serve --event <avond>' toont het bord van één avond op ` +
    'elke telefoon.',
  notInSeason: (event, season, nights, why) =>
    why === 'none'
      ? `Geen toernooi "${event}" op dit toestel, dus geen avond van de competitie ${season} (` +
        `${nights.length > 0 ? `haar avonden: ${nights.join(', ')}` : 'ze heeft nog geen avonden'}). 'tafel toernooi ` +
        "lijst' toont de toernooien."
      : `Het toernooi ${event} is geen avond van de competitie ${season}` +
        (why === 'add' ? `: 'tafel competitie erbij ${season} ${event}'.` : `. ${why.refusal}`),
  excusePlayed: (name, event, score) =>
    `${name} ${name.includes(' & ') ? 'speelden' : 'speelde'} ${event} (${score} punten): enkel een gemiste avond ` +
    `kan worden afgemeld.`,
  excuseEntered: (name, event, word, way) =>
    `${name} ${name.includes(' & ') ? 'doen' : 'doet'} mee aan ${event} en ` +
    `${name.includes(' & ') ? 'hebben' : 'heeft'} er nog geen score: enkel een gemiste avond kan worden afgemeld. ` +
    `${name.includes(' & ') ? 'Komen' : 'Komt'} ${name} niet, ` +
    (way === 'draw'
      ? `trek ${name} dan terug voordat ronde 1 geloot is: 'tafel toernooi afmelden ${word} --event ${event}'.`
      : way === 'undraw'
        ? `loot ronde 1 dan opnieuw zonder ${name} zolang er niets in staat: 'tafel toernooi terugnemen --event ` +
          `${event}', dan 'tafel toernooi afmelden ${word} --event ${event}', dan 'tafel toernooi loting --event ` +
          `${event}'.`
        : `dan is ${event} een gemiste avond voor ${name} zodra het afgesloten is zonder score voor ${name}: meld ` +
          `${name} dan af.`),
  seasonFull: (season, nights, events, total) =>
    `De competitie ${season} telt ${count(nights, 'avond', 'avonden')} (--nights ${nights}): met ${events} erbij ` +
    `werden het er ${total}. Haal eerst een avond eruit ('tafel competitie eraf ${season} <toernooi>'), of begin ` +
    `een competitie van meer avonden ('tafel competitie nieuw <id> --nights ${total}').`,
  excused: (name, event, already) =>
    `${name} ${name.includes(' & ') ? 'zijn' : 'is'} ${already ? 'al ' : ''}afgemeld voor ${event}.`,
  excuseUndone: (name, event) => `De afmelding van ${name} voor ${event} is ingetrokken.`,
  notExcused: (name, event, excused) =>
    `${name} is niet afgemeld voor ${event}: er valt niets in te trekken` +
    `${excused === '' ? '' : ` (afgemeld voor ${event}: ${excused})`}.`,
  whichPair: (name, pairs) =>
    `${name} speelt in meer dan één paar van de competitie (${pairs.join(', ')}): noem het paar, bv. "${pairs[0]}".`,
  excuseWho: (name, season, names, pair) =>
    `${name} ${pair ? 'spelen' : 'speelt'} geen avond van de competitie ${season}: meld een van ` +
    `${names || 'zijn deelnemers'} af.`,
  noSeasons: "Nog geen competities: 'tafel competitie nieuw 2026-27-klaverjassen --game klaverjassen' begint er een.",
  played: 'punten gespeeld',
  noPlaceYet: (k, best) =>
    `plaats -: minder dan ${count(k, 'avond', 'avonden')} geteld, dus nog geen plaats (de --min-nights van de ` +
    `competitie, standaard ${best === null ? '1 in een competitie zonder --best' : 'haar --best'}).`,
  seasonLegend:
    'n1, n2, ...: de avonden op volgorde, leeg tot ze gespeeld zijn; * niet bij de beste; A afgemeld; - gemist. ' +
    'beste: de score van de competitie, de som van de avonden zonder *; punten gespeeld: alle gespeelde avonden, ' +
    'zonder de punten van afmeldingen.',
  sheetsWithDeals: (list, w, ws) =>
    list
      .map((x) => `${x.sheet} (${x.planned === 'none' ? count(x.deals, w, ws) : `${x.deals} van ${x.planned}`})`)
      .join(', '),
  renamed: (from, to, n) =>
    `${from} heet nu ${to}, in het toernooi en in ${n} ${n === 1 ? 'tafelblad' : 'tafelbladen'}.`,
  renamedInSeason: (season, from, to, nights, words) =>
    `Competitie ${season} kent ${from} nog onder die naam in ${listed(nights, 'nl')}, dus haar stand houdt ${from} ` +
    `en ${to} uit elkaar: 'tafel toernooi hernoemen ${words[0]} ${words[1]} --event ${nights[0]}'` +
    (nights.length === 1
      ? ' voert de nieuwe naam daar ook door.'
      : ` en hetzelfde met --event ${nights.slice(1).join(', --event ')} voeren de nieuwe naam daar ook door.`),
  tableSheetRefused: (sheet, event, command) =>
    `${sheet} is een tafelblad van het toernooi ${event}: ${
      command === 'rename'
        ? `hernoem een speler met 'tafel toernooi hernoemen <oud> <nieuw> --event ${event}'`
        : command === 'set'
          ? `de huisregels zijn die van het toernooi: 'tafel toernooi instellen <sleutel>=<waarde> ` +
            `--event ${event}' (voor ronde 1)`
          : 'de stoelen zijn die van de indeling en kunnen niet gewisseld worden'
    }.`,
  tableSheetDelete: (sheet, event, way) =>
    `${sheet} is een tafelblad van het toernooi ${event}${
      way === 'undraw'
        ? `: 'tafel toernooi terugnemen --event ${event}' neemt de ronde terug (er is nog niets in geschreven)`
        : way === 'correct'
          ? ' en hoort bij zijn ronde (alleen de laatste ronde kan terug, zolang er niets in geschreven is): een ' +
            `score zet je recht met 'tafel correct --sheet ${sheet}'`
          : `: 'tafel doctor' toont of de vorige versie leesbaar is ('tafel doctor --restore ${sheet}' zet die ` +
            'terug)'
    }; 'tafel toernooi verwijderen ${event}' verwijdert het toernooi met al zijn tafelbladen.`,
  roundNotListed: (sheet, event, round, drawn) =>
    `${sheet} is een tafelblad van ronde ${round} van ${event}, die het toernooi niet kent ` +
    `(${count(drawn, 'ronde', 'rondes')} geloot): 'tafel toernooi loting', of 'tafel toernooi import' van de kopie ` +
    `van de organisator.`,
  sheetColumn: 'blad',
  seat: (n) => `plaats ${n}`,
  deleteNeedsForce: (id, days) =>
    `Het toernooi ${id} met zijn tafelbladen verwijderen vraagt hier --force (geen terminal om het te ` +
    `vragen): 'tafel toernooi verwijderen ${id} --force'. Het blijft ${days} dagen bewaard in deleted/ ` +
    `('tafel toernooi terugzetten ${id}').`,
  deleteQuestion: (id, sheets, days) =>
    `Het toernooi ${id} en zijn ${sheets} ${sheets === 1 ? 'tafelblad' : 'tafelbladen'} verwijderen? Ze blijven ` +
    `${days} dagen bewaard ('tafel toernooi terugzetten ${id}').`,
  nothingDeleted: 'Er werd niets verwijderd.',
  eventDeleted: (id, sheets, days) =>
    `Het toernooi ${id} en ${sheets} ${sheets === 1 ? 'tafelblad' : 'tafelbladen'} gingen naar deleted/ en ` +
    `blijven ${days} dagen bewaard: 'tafel toernooi terugzetten ${id}' zet ze terug.`,
  eventUndeleted: (id, sheets) =>
    `Het toernooi ${id} is terug, met ${sheets} ${sheets === 1 ? 'tafelblad' : 'tafelbladen'}.`,
  noDeletedEvent: (id) =>
    `Geen verwijderd toernooi "${id}": 'tafel sheets --deleted' toont wat deleted/ bewaart (een toernooi ` +
    `verwijderd met 'tafel toernooi verwijderen' staat er met zijn tafelbladen).`,
  undeleteUndrawn: (id, file) =>
    `Het toernooi ${id} werd niet verwijderd; deleted/ bewaart tafelbladen ervan die 'tafel toernooi ` +
    `terugnemen' of 'tafel toernooi import --prefer file' daar zette, en die kunnen alleen gelezen worden (${file}).`,
  undeleteTaken: (id, file) =>
    `Het toernooi ${id} kan niet terug: ${file} bestaat. Verwijder of hernoem dat eerst ('tafel toernooi ` +
    `verwijderen ${id}'); er werd niets veranderd.`,
  undeleteSheetTaken: (id, sheet) =>
    `Het toernooi ${id} kan niet terug: het blad ${sheet} bestaat. Eerst 'tafel delete ${sheet}' als het ` +
    `weg mag; er werd niets veranderd.`,
  undeleteTwin: (id, twin) =>
    `Het toernooi ${id} kan niet terug: ${twin} is hetzelfde toernooi (dezelfde uid) onder een ander id. ` +
    `Eerst 'tafel toernooi verwijderen ${twin}' als ${id} zijn plaats moet innemen; er werd niets veranderd.`,
  undeleteTableSheet: (sheet, event) =>
    `${sheet} is een tafelblad van het toernooi ${event} en werd ermee verwijderd: 'tafel toernooi ` +
    `terugzetten ${event}' zet het toernooi terug met al zijn tafelbladen.`,
  undeleteUndrawnSheet: (sheet, event, file) =>
    `${sheet} is een tafelblad van het toernooi ${event} dat 'tafel toernooi terugnemen' of 'tafel toernooi ` +
    `import --prefer file' in deleted/ zette: geen ronde kent het nog, dus het kan niet terug. Het kan ` +
    `gelezen worden zoals het is: ${file}.`,
  doctorGone: 'is verdwenen',
  planLeftOut: (file, plan) =>
    `${file} ${plan}: 'tafel doctor' toont of de vorige versie leesbaar is; zet die terug of herstel het ` +
    `bestand met de hand.`,
  doctorSheetId: (round, table, sheet, want) =>
    `noemt het blad "${sheet}" voor ronde ${round}, tafel ${table}, waar tafel "${want}" schrijft (met de hand ` +
    `aangepast?)`,
  doctorSeats: (round, table, n, want) =>
    `zet ${n} spelers aan tafel ${table} van ronde ${round}, waar de tafel ${want} plaatsen heeft (met de hand ` +
    `aangepast?)`,
  doctorNoEvent: (event) =>
    `is een tafelblad van het toernooi ${event}, dat niet op dit toestel staat (verwijderd?): 'tafel toernooi ` +
    `terugzetten ${event}' of 'tafel toernooi import' van de kopie van de organisator brengt het terug`,
  doctorNotPlanned: (event, round, table, drawn) =>
    `is een tafelblad van ronde ${round}, tafel ${table}, die het toernooi ${event} niet kent ` +
    `(${count(drawn, 'ronde', 'rondes')} geloot): een verouderde kopie; 'tafel toernooi import' van de kopie ` +
    `van de organisator, of zet het bestand opzij`,
  doctorPlayers: (event, want) =>
    `zet niet de spelers die de indeling van ${event} daar zet (${want}): met de hand aangepast?`,
  doctorBackup: (bak, was, loses) =>
    `de vorige versie ${bak} is leesbaar` +
    (was
      ? ` (${was.drawn} van ${count(was.rounds, 'ronde', 'rondes')} geloot` +
        `${was.savedAt ? `, bewaard ${was.savedAt}` : ''})`
      : '') +
    (loses
      ? `, maar wie ze over het bestand kopieert, verliest ${loses}: herstel het bestand met de hand om ze te ` +
        'houden, of kopieer ze toch en zet die bladen opzij voor je opnieuw loot (hun giften worden dan opnieuw ' +
        'ingetypt)'
      : ': kopieer ze over het bestand om ze terug te zetten'),
  doctorLostDraws: (lost) => {
    const rounds = [...new Set(lost.map((l) => l.round))];
    const sheets = lost.map((l) => `${l.sheet}: ${l.deals === 0 ? 'geen giften' : count(l.deals, 'gift', 'giften')}`);
    return (
      `de loting van ${rounds.length === 1 ? 'ronde' : 'rondes'} ${listed(rounds.map(String), 'nl')}, waarvan de ` +
      `${lost.length === 1 ? 'tafelblad hier staat' : 'tafelbladen hier staan'} (${sheets.join(', ')})`
    );
  },
  doctorSeasonBackup: (bak, nights, savedAt, loses, season) =>
    `de vorige versie ${bak} is leesbaar (${nights === 0 ? 'geen avonden' : count(nights, 'avond', 'avonden')}` +
    `${savedAt ? `, bewaard ${savedAt}` : ''})` +
    (loses
      ? `, maar wie ze over het bestand kopieert, verliest ${loses}: herstel het bestand met de hand om ze te ` +
        `houden, of kopieer ze toch en voeg ze opnieuw toe ('tafel competitie erbij ${season} <avond>', 'tafel ` +
        `competitie afgemeld ${season} <naam> --event <avond>')`
      : ': kopieer ze over het bestand om ze terug te zetten'),
  doctorLostNights: (nights, excusals) =>
    [
      ...(nights.length > 0 ? [`de ${nights.length === 1 ? 'avond' : 'avonden'} ${listed(nights, 'nl')}`] : []),
      ...(excusals.length > 0
        ? [
            `de ${excusals.length === 1 ? 'afmelding' : 'afmeldingen'} van ` +
              listed(
                excusals.map((x) => `${x.name} voor ${x.event}`),
                'nl',
              ),
          ]
        : []),
    ].join(nights.length > 1 ? ', en ' : ' en '),
  doctorEventHint: (file) => `herstel het met de hand, of zet ${file} opzij`,
  doctorNightGone: (event) =>
    `noemt de avond ${event}, een toernooi dat niet op dit toestel staat, dus de stand kan niet getoond worden ` +
    `('tafel toernooi import' van de kopie van het toernooi brengt het terug)`,
  doctorNightFix: 'haal de avond uit de competitie met',
  ofEvent: (id) => `toernooi ${id}`,
};
