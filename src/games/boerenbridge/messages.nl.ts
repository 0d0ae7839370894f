import { capital } from '../../i18n/lang.js';
import type { en } from './messages.en.js';

/** Een kaartfout in één woord: het teken op het blad en het woord van de regel (`1 0 1 2 0 kaartfout Dirk`). */
const MISDEAL = 'kaartfout';

/** De eigen teksten van Boerenbridge (Nederlands); dezelfde sleutels als messages.en.ts. */
export const nl: typeof en = {
  tables: {
    players: 'spelers',
    deals: 'giften',
    top: 'meeste kaarten',
    order: 'kaarten per gift',
    scheduleCaption: (s: string) =>
      `Het schema dat geldt (schedule=${s}) per aantal spelers; waar het niet kan, staat –.`,
    tricks: 'gehaalde slagen',
    exact: 'juist',
    off: 'slagen ernaast',
    miss: 'fout',
    scoringCaption: (e: number, t: number, m: number, d: number) =>
      `Geldt: juist = ${e} + ${t} per gehaalde slag; fout = −${m} per slag ernaast; bij een ` +
      `kaartfout verliest de schuldige ${d}, de anderen krijgen hun voorspelling als juist.`,
  },
  flags: {
    bids: { help: 'ieders voorspelling, Ann=1,Bert=2,... of in zitvolgorde 1,2,...', word: 'de voorspellingen' },
    tricks: { help: 'ieders gehaalde slagen, Ann=1,Bert=0,... of in zitvolgorde 1,0,...', word: 'de slagen' },
    misdeal: { help: 'die speler had een verkeerd aantal kaarten (in plaats van --tricks)', word: 'de foute gift' },
    cards: {
      help: 'de kaarten per speler in deze gift, nagekeken tegen het schema (judge score: verplicht)',
      word: 'de kaarten',
    },
    trump: {
      help:
        'de troefkleur van deze gift, een notitie op het blad: S H D C of none zoals de troefregel van het blad ' +
        'toelaat (trump=spades, zoals in de standaardregels wk: alleen S)',
      word: 'de troef',
    },
  },
  name: 'Boerenbridge',
  contractWords: { bid: 'bod' },
  summary: 'Ieder voorspelt elke gift zijn slagen; alleen een juiste voorspelling telt.',
  refereeOrder: 'A H V B 10 … 2',
  refereeDeck: '52 kaarten, A H V B 10 9 8 7 6 5 4 3 2 in elke kleur',
  refereeNoRanking:
    'Boerenbridge kent geen biedingen om te rangschikken: elke speler voorspelt een aantal slagen; ' +
    "'tafel judge score boerenbridge' rekent een gift uit.",
  ruleSetWk:
    'WK Boerenbridge: schoppen is altijd troef, 10 → 1 → 10 kaarten met vijf spelers, de gever mag ' +
    'de voorspellingen niet laten uitkomen; precies 10 + 2 per slag, −2 per slag ernaast',
  ruleSetKlassiek:
    'kaartspeluitleg.nl: 17 giften van 1 → 8 → 1 kaarten (de 9e zonder troef), iedereen voorspelt ' +
    'tegelijk; precies 5 + 1 per slag, −1 per slag ernaast; 3 tot 6 spelers',
  ruleSetPoepen:
    'Chinees poepen (Vlaanderen): 1 → max → 1 kaarten, een omgedraaide kaart is troef, de gever mag ' +
    'de voorspellingen niet laten uitkomen; precies 6 + 2 per slag, −2 per slag ernaast',

  setSchedule:
    'kaarten per gift: down-up (max … 1 … max), up-down (1 … max … 1), klassiek (1 … 8, 8 zonder ' +
    'troef, 8 … 1) of een lijst zoals 7,6,5,4,3,2,1',
  setMaxCards:
    "de meeste kaarten per speler in één gift (max = zoveel als het pak toelaat); begrenst de benoemde schema's",
  setTrump:
    'hoe troef gekozen wordt: elke gift schoppen, een omgedraaide kaart, de hoogste bieder kiest, of ' +
    'een kaart uit een tweede pak',
  setHook:
    'de gever voorspelt als laatste en mag het totaal niet gelijk maken aan het aantal slagen: ' +
    'always, over-3 (pas vanaf meer dan 3 kaarten) of off',
  setExact: 'punten voor een juiste voorspelling, vóór de slagen',
  setPerTrick: 'punten per gehaalde slag bij een juiste voorspelling',
  setPerMiss: 'strafpunten per slag ernaast bij een foute voorspelling',
  setMisdeal: 'strafpunten voor wie een verkeerd aantal kaarten blijkt te hebben',
  badSchedule: (v) =>
    `schedule moet down-up, up-down, klassiek of een lijst van 1 tot 60 kaartaantallen zoals 7,6,5 zijn, niet "${v}"`,
  badMaxCards: (v) => `max-cards moet max of een geheel getal vanaf 1 zijn, niet "${v}"`,
  badMaxCardsFor: (v, m, n) =>
    `max-cards moet max of een geheel getal van 1 tot en met ${m} zijn (met ${n} spelers), niet "${v}"`,
  maxCardsTooHigh: (k, m, n) =>
    `max-cards=${k} is te veel: met ${n} spelers krijgt elk hoogstens ${m} kaarten per gift`,
  listTooHigh: (c, m, n) =>
    `schedule: ${c} kaarten is te veel: met ${n} spelers krijgt elk hoogstens ${m} kaarten per gift`,
  listAndMax: (list) =>
    `max-cards begrenst de benoemde schema's, geen lijst van kaarten: schrijf de lijst die je wilt met ` +
    `max-cards=max, bv. schedule=${list} max-cards=max`,
  klassiekTooMany: (n) =>
    `schedule=klassiek deelt tot 8 kaarten per speler, en dat kan niet met ${n} spelers uit één ` +
    `pak: hoogstens 6 spelers`,
  playersRange: (rules, min, max, n, others) =>
    `${rules} is voor ${min} tot ${max} spelers, niet ${n}: noem er hoogstens ${max}, of kies ${others} voor ${n}.`,

  noWords: 'Boerenbridge noteert voorspellingen en slagen',
  needBids: (example, line = false) =>
    line
      ? `--bids ontbreekt: eerst ieders voorspelling, in zitvolgorde, dan ${MISDEAL} en de speler, bv. ${example}.`
      : `--bids ontbreekt: ieders voorspelling, bv. --bids ${example}.`,
  needTricks: (example, seated = false, p = '<speler>') =>
    `--tricks ontbreekt: ieders slagen${seated ? ' in zitvolgorde' : ''}, bv. --tricks ${example} (of ` +
    (seated
      ? `${MISDEAL} en wie een verkeerd aantal kaarten had, bv. ${MISDEAL} ${p}).`
      : `--misdeal <speler> als iemand een verkeerd aantal kaarten had).`),
  needMisdealPlayer: (example) =>
    `${capital(MISDEAL)} vraagt de speler die een verkeerd aantal kaarten had: bv. ${example}.`,
  tricksAndMisdeal: '--tricks en --misdeal gaan niet samen: een kaartfout stopt de gift voor er een slag gespeeld is.',
  notWhole: (flag, part, what, max) => `${flag} ${part}: een ${what} is een geheel getal 0..${max}.`,
  mixedList: (flag, a, b) =>
    `${flag} noemt elke speler (${a}=1,${b}=2,...) of geeft de getallen in zitvolgorde (1,2,...), niet allebei.`,
  countList: (flag, given, n, players) =>
    `${flag} geeft ${given} getallen voor ${n} spelers; geef er één per speler in zitvolgorde (${players}).`,
  namedTwice: (p, flag) => `${p} staat twee keer in ${flag}: noem elke speler één keer.`,
  missing: (what, p, flag, players, at) =>
    `${at === undefined ? 'Geen' : `${at}: geen`} ${what} voor ${p}: ${flag} noemt elke speler één keer (${players}).`,
  dealCards: (where, c) => `${where} (${c} kaart${c === 1 ? '' : 'en'})`,
  bid: 'voorspelling',
  trick: 'aantal slagen',
  badCards: (v) => `--cards moet een geheel aantal kaarten per speler zijn, niet "${v}".`,
  spadesOnly: (rules, judged) =>
    `${judged ? `In de ${rules}-regels` : 'Op dit blad'} is schoppen elke gift troef (trump=spades): laat --trump ` +
    'weg of geef S.',
  judgeNeedsCards: 'Zonder blad is er geen schema, dus judge score vraagt --cards, bv. --cards 7.',
  judgeSeats: (given) =>
    `Zonder --players heten de plaatsen 1, 2, … naar de voorspellingen: geef er 3 tot 8, niet ${given} (of noem ` +
    'de spelers met --players).',

  pastSchedule: (n, len) =>
    `Het schema telt ${len} ${len === 1 ? 'gift' : 'giften'}, dus er is geen gift ${n}: het blad is vol.`,
  scheduleComplete: (len) => `het schema van ${len} ${len === 1 ? 'gift' : 'giften'} is gespeeld`,
  cardsOffSchedule: (c, n, dealt) =>
    `--cards ${c} staat niet in het schema: met ${n} spelers deelt het ${dealt} kaarten per speler.`,
  cardsDiffer: (n, c, said) =>
    `Gift ${n} heeft volgens het blad ${c} kaarten per speler, niet ${said}; kijk of er een gift overgeslagen is ` +
    '(tafel sheet).',
  tooHigh: (where, c, p, verb, v) => `${where} heeft ${c} kaart${c === 1 ? '' : 'en'}: ${p} kan geen ${v} ${verb}.`,
  verbBid: 'voorspellen',
  verbTake: 'slagen halen',
  tricksSum: (where, c, sum, list) =>
    `${where} heeft ${c} kaart${c === 1 ? '' : 'en'}, dus ${c} slag${c === 1 ? '' : 'en'}: de ` +
    `slagen tellen op tot ${sum} (${list}).`,
  hook: (Dealer, dealer, where, c, others, h, setting) =>
    `${Dealer} geeft ${where} (${c} kaart${c === 1 ? '' : 'en'}) en voorspelt als laatste: de ` +
    `anderen voorspelden samen ${others}, dus ${dealer} mag geen ${h} zeggen (dan zou het totaal ` +
    `op ${c} slag${c === 1 ? '' : 'en'} komen; hook=${setting}).`,
  dealWhere: (n) => `gift ${n}`,
  judgeWhere: 'deze gift',
  seat: (n) => `plaats ${n}`,
  noTrumpDeal: (n) => `Gift ${n} van het klassieke schema is zonder troef: --trump none of laat het weg.`,
  trumpDeal: (n) => `Gift ${n} van het klassieke schema heeft troef: alleen gift 9 is zonder.`,

  cards: (c) => `${c} kaart${c === 1 ? '' : 'en'}`,
  bids: 'voorspeld',
  tricks: 'slagen',
  noTrump: 'geen troef',
  misdealBy: (p) => `${MISDEAL}: ${p}`,
  misdealWord: MISDEAL,
  nextLine: (c, dealer, last) =>
    `Volgende gift: ${c} kaart${c === 1 ? '' : 'en'}${last ? `, ${dealer} voorspelt als laatste` : ''}`,
  forbidden: (h) => `mag geen ${h} zeggen`,

  flowBids: (n, c, dealer, first, example) =>
    `Gift ${n}, ${c} kaart${c === 1 ? '' : 'en'}, ${dealer} geeft. Wat voorspelt ${first}? (of alle ` +
    `voorspellingen op één regel, in zitvolgorde: ${example})`,
  flowBidChoice: (p, k) => `${p} zegt ${k}`,
  flowBidOf: (p) => `Wat voorspelt ${p}?`,
  flowDealerBid: (p, h) =>
    `${p} geeft en zegt als laatste${
      h === undefined ? '' : `: geen ${h}, anders komt het totaal op het aantal slagen`
    }`,
  flowLineBids: (list) => `⏎ voorspeld: ${list}`,
  flowLineCount: (given, players, both) =>
    `${given} getallen: geef er één per speler, in zitvolgorde (${players})` +
    `${both ? ', of twee per speler voor de hele gift' : ''}.`,
  flowLineWhole: (list) => `⏎ de hele gift, voorspeld/slagen: ${list}`,
  flowLineMisdeal: (list, p) => `⏎ de hele gift, ${MISDEAL} van ${p}: voorspeld ${list}`,
  flowTricks: (c, first, example) =>
    `${c} slag${c === 1 ? '' : 'en'}: hoeveel haalde ${first}? (of ieders slagen op één regel, in ` +
    `zitvolgorde: ${example})`,
  flowTricksChoice: (p, k) => `${p} haalde ${k}`,
  flowTricksOf: (p, left) => `Hoeveel haalde ${p}? (nog ${left})`,
  flowLineTricks: (list) => `⏎ voorspeld/slagen: ${list}`,
  flowLineMisdealBy: (p) => `⏎ ${MISDEAL}: ${p} had een verkeerd aantal kaarten`,
  flowSave: (n, c, list) => `gift ${n}, ${c} kaart${c === 1 ? '' : 'en'}: ${list}`,
  flowMisdeal: 'kaartfout: iemand had een verkeerd aantal kaarten',
  flowMisdealWho: 'Wie had een verkeerd aantal kaarten?',
  flowLastTook: (p, k) => `${p} haalde de overige ${k}`,
  hookWord: 'voorspelt als laatste',
};
