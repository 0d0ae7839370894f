import { listed } from '../../i18n/lang.js';
import type { en } from './messages.en.js';

/** Toepen in het Nederlands: dezelfde sleutels als messages.en.ts. */

const pt = (n: number) => `${n} punt${n === 1 ? '' : 'en'}`;
const toeps = (n: number) => (n === 0 ? 'er werd niet getoept' : `er ${n === 1 ? 'was 1 toep' : `waren ${n} toeps`}`);

export const nl: typeof en = {
  summary: 'Laatste slag wint; elke toep verhoogt de inzet; wie de grens haalt, is af.',
  flags: {
    winner: { help: 'wie de laatste slag won, en dus de ronde', word: 'de winnaar' },
    toeps: { help: 'wie toepte, in volgorde: Ann,Bert (de inzet is 1 + hun aantal)', word: 'wie toepte' },
    'final-stake': { help: 'alleen de eindinzet, als niet bekend is wie toepte', word: 'de eindinzet' },
    passed: { help: 'wie op welke toep paste: Cis=1,Dirk=2 (krijgt dat aantal punten)', word: 'wie paste' },
    'was-penalty': {
      help: 'wie de wasboete betaalt (wie een eerlijke vuile was controleerde, of de betrapte bluffer)',
      word: 'wie de wasboete betaalt',
    },
    'four-of-a-kind': { help: 'wie vier gelijke kaarten had: elke andere speler betaalt meteen', word: 'vier gelijke' },
    vier: { help: 'hetzelfde als --four-of-a-kind', word: 'vier gelijke' },
    jack: { help: 'de winnaar haalde de laatste slag met een boer (optie jack-win=on)', word: 'de boer' },
    totals: {
      help: "enkel voor 'tafel judge score' (record haalt ze van het blad): de standen vóór de ronde, Ann=9,Bert=4",
      word: 'de standen',
    },
  },
  name: 'Toepen',
  /** The word the lines that number a deal say (spec: a round, "ronde"). */
  dealWord: 'ronde',
  dealWords: 'rondes',
  ruleSetStandaard:
    'de gangbare regels van de Nederlandse en Vlaamse spelregelsites: 4 kaarten uit een piketspel, alleen de ' +
    'laatste slag telt; elke verliezer betaalt de inzet, een toep verhoogt die met één, wie past betaalt de inzet ' +
    'van vóór de toep; wie de grens haalt, is af; de laagste stand wint',

  setLimit: 'wie deze stand haalt, is af: 3..100 (10; ook 15, 20, 21, 30)',
  setEnd: 'last-standing: spelen tot er één speler over is, die wint; first-out: het spel stopt zodra er één af is',
  setCap: 'on: niemand krijgt punten boven de grens ("voor dood"); off: standen mogen erover',
  setDealer:
    'wie de volgende ronde geeft: de winnaar van de ronde, de volgende speler links die nog meedoet, ' +
    'of de hoogste stand',
  setDoubleToep: 'on: dezelfde speler mag twee keer na elkaar toepen',
  setMaxStake: 'de hoogste inzet van een ronde: de grens (limit), none (geen), of 2..100',
  setFour: 'vier gelijke wint meteen en elke andere speler betaalt: on (3 elk), off, of het aantal punten per speler',
  setVuileWas: 'on: een vuile was mag gecontroleerd worden, en wie de controle verliest betaalt was-penalty',
  setWasPenalty: 'de wasboete: 1 of 2 punten',
  setJackWin: 'on: wie de laatste slag met een boer wint, krijgt -1 (record --jack)',
  badSetting: (key, values, v) => `${key} moet een van ${values} zijn, niet "${v}"`,

  noWords: 'Toepen noteert de winnaar, de toeps en wie paste',
  totalsFromSheet:
    "--totals is enkel voor 'tafel judge score': record en edit halen de standen vóór de ronde van het blad; om " +
    'ze te wijzigen: tafel correct <speler=n> --reason <waarom>.',
  needWinner: 'Noem wie de laatste slag won: --winner <p>.',
  oneName: (flag, v) => `${flag} neemt één speler, niet "${v}".`,
  needToepers: (a, b) => `Noem wie toepte, in volgorde: --toeps ${a},${b}.`,
  needStake: 'Geef de eindinzet: --final-stake 2.',
  needPassed: (c) => `Noem wie paste en op welke toep: --passed ${c}=1.`,
  needWas: (a) => `Noem wie de wasboete betaalt: --was-penalty ${a}.`,
  needFour: (a) => `Noem wie vier gelijke kaarten had: --four-of-a-kind ${a}.`,
  stakeWhole: (v) => `--final-stake is een geheel getal vanaf 1 (1 + het aantal toeps), niet "${v}".`,
  stakeToeps: (stake, n) =>
    `--final-stake ${stake} en --toeps spreken elkaar tegen: ` +
    `${n === 1 ? '1 toep maakt' : `${n} toeps maken`} de inzet ${n + 1}.`,
  passedWhich: (p, k) => `Op welke toep paste ${p}? Geef die achter zijn naam, bv. --passed ${p}=${k}.`,
  notPair: (part, c) => `--passed ${part}: geef een speler en de toep waarop hij paste, bv. ${c}=1.`,
  passedTwice: (p) =>
    `${p} paste twee keer: een speler past één keer, op één toep; noem ${p} maar één keer bij --passed.`,
  passedRange: (p, k, t, stake) => {
    const more = stake ? 'verhoog --final-stake' : 'noem wie toepte (--toeps)';
    const why = k < 1 ? `de toeps tellen vanaf 1${t === 0 ? ` en ${toeps(0)}` : ''}` : toeps(t);
    return (
      `${p} paste op toep ${k}, maar ${why}: ` +
      (t === 0
        ? `${more}, of laat ${p} weg uit --passed.`
        : `geef de toep waarop hij paste, bv. --passed ${p}=${k < 1 ? `1.` : `${t}, of ${more}.`}`)
    );
  },
  winnerPassed: (p, k) =>
    `${p} paste op toep ${k} en kan de ronde niet winnen: noem een andere speler als --winner, of laat ${p} weg ` +
    'uit --passed.',
  toepAfterPass: (p, j, k) =>
    `${p} toepte (toep ${j}) na op toep ${k} gepast te hebben, maar wie past, speelt de ronde niet meer mee: ` +
    'verbeter --toeps of --passed.',
  ownToep: (p, k) =>
    `${p} paste op een eigen toep (toep ${k}): op een toep passen alleen de anderen; verbeter --toeps of --passed.`,
  doubleToep: (p, judged) =>
    `${p} toepte twee keer na elkaar (optie double-toep=off): ` +
    `${judged ? '--set double-toep=on' : "'tafel set double-toep=on'"} laat het toe.`,
  maxStake: (stake, max, option, judged) =>
    `De inzet zou ${stake} worden; ${judged ? 'deze regels stoppen' : 'dit blad stopt'} bij ${max} ` +
    `(optie max-stake=${option}): ${judged ? '--set max-stake=none' : "'tafel set max-stake=none'"} heft de grens op.`,
  fourAlone: (flags) =>
    `Vier gelijke kaarten beëindigen de ronde meteen: noem alleen wie ze had; laat ${listed(flags, 'nl')} weg.`,
  fourOff: (judged) =>
    judged
      ? 'Vier gelijke telt niet bij deze regels (optie four-of-a-kind=off).'
      : 'Dit blad speelt niet met vier gelijke (optie four-of-a-kind=off).',
  fourTwice: 'Geef vier gelijke één keer: --four-of-a-kind of --vier.',
  wasOnce: 'Vuile was wordt één keer per ronde gemeld: noem de ene speler die de boete betaalt.',
  wasOff: (judged) =>
    judged
      ? 'Vuile was wordt bij deze regels niet gespeeld (optie vuile-was=off).'
      : 'Dit blad speelt niet met vuile was (optie vuile-was=off).',
  jackOff: (judged) =>
    judged
      ? 'Winnen met een boer telt niet bij deze regels (optie jack-win=off): --set jack-win=on laat het tellen.'
      : "Winnen met een boer telt op dit blad niet (optie jack-win=off): 'tafel set jack-win=on' laat het tellen.",
  jackSwitch: '--jack neemt geen waarde: de winnaar haalde de laatste slag met een boer.',
  isOut: (round, p, total, since) =>
    `Ronde ${round}: ${p} is af (${pt(total)} ${since === 0 ? 'vóór ronde 1' : `sinds ronde ${since}`}).`,
  allPassed: (k, p, fixes) =>
    `Alle anderen pasten op toep ${k}, dus ${p} won de ronde met inzet ${k + 1}: geef ${listed(fixes, 'nl')}.`,
  allPassedJack: (k, p) =>
    `Alle anderen pasten op toep ${k}, dus ${p} won de ronde voor de laatste slag gespeeld werd: laat --jack weg.`,
  lastLeft: (p) => `${p} is als laatste over; het spel is uit`,
  nobodyLeft: (p) => `niemand staat nog onder de grens; ${p} won de laatste ronde en het spel`,
  limitReached: (who, limit) =>
    `${listed(who, 'nl')} ${who.length === 1 ? 'haalde' : 'haalden'} de grens van ${limit}; het spel is uit`,
  totalsPair: (part, a) => `--totals ${part}: geef een speler en zijn stand vóór de ronde, bv. ${a}=9.`,
  totalsTwice: (p) => `--totals noemt ${p} twee keer.`,
  judgeSeats: (n) => `judge score zet 2 tot 8 spelers aan tafel: --players noemt ze, niet ${n}`,

  noBids: 'Toepen kent geen biedingen om te rangschikken: een toep verhoogt de inzet met één.',
  noTrump: 'Toepen heeft geen troef: de hoogste kaart van de gevraagde kleur wint; laat --trump weg.',
  deckText: '32 kaarten, 10 9 8 7 A H V B in elke kleur',
  order: '10 9 8 7 A H V B',
  pipsBeatFaces: 'Bij toepen winnen 10, 9, 8 en 7 van aas, heer, vrouw en boer',

  stakeTable: {
    caption: (limit, cap) =>
      `limit=${limit}, cap=${cap}: wie "voor dood" speelt, betaalt alleen wat hem tot de grens brengt`,
    head: ['inzet', 'mee en verloren', 'gepast op de laatste toep', 'voor dood vanaf'],
  },
  wins: (p) => `${p} wint`,
  stake: (s) => `inzet ${s}`,
  toepList: (names) => `toep ${names}`,
  passedList: (list) => `pas ${list}`,
  paysWas: (p) => `wasboete ${p}`,
  withJack: 'met een boer',
  four: (p) => `${p}: vier gelijke`,
  voorDood: (names) => `${names}: voor dood`,

  flow: {
    first: (n, dealer, { winner, toeps, passed }) =>
      `Ronde ${n}, ${dealer} geeft. Wie toepte eerst? (of de hele ronde: ${winner} wint toep ${toeps.join(',')}` +
      `${passed ? ` pas ${passed}=1` : ''})`,
    noToep: 'niemand toepte: inzet 1',
    toeps: (p, stake) => `${p} toept (inzet ${stake})`,
    four: (p) => `${p} had vier gelijke`,
    fourKind: 'vier gelijke: wie had ze?',
    fourWho: 'Wie had vier gelijke?',
    along: (p, toeper, k, stake) => `Toep ${k} van ${toeper}, inzet ${stake}: gaat ${p} mee of niet?`,
    goAlong: 'gaat mee',
    pass: (k) => `past (krijgt ${pt(k)})`,
    next: (stake) => `Inzet ${stake}. Wordt er nog getoept?`,
    noMore: 'geen toep meer',
    winner: (stake) => `Inzet ${stake}. Wie won de laatste slag?`,
    was: 'Vuile was: wie betaalt de boete? (meestal niemand)',
    nobody: 'niemand',
    pays: (p) => `${p} betaalt`,
    jack: (p) => `Won ${p} de laatste slag met een boer?`,
    paysLine: (p) => `${p} betaalt de wasboete`,
    stakeTwice: (a, b) =>
      `De inzet staat er twee keer, ${a} en ${b}: typ hem één keer, de inzet waarop de ronde eindigde.`,
  },

  noEvents:
    'spelers vallen aan een tafel af zodra ze de grens halen, dus een tafeltotaal rangschikt niemand over de ' +
    'tafels heen; geen club rangschikt het',
  chips: { wins: 'wint', toep: 'toep', stake: 'inzet', pass: 'pas', was: 'wasboete', jack: 'boer', four: 'vier' },
};
