import type { en } from './messages.en.js';

/** Een inzet zoals het blad hem bewaart (0.10), met de Nederlandse decimale komma. */
const comma = (stake: string): string => stake.replace('.', ',');

/** De eigen teksten van Zwikken (Nederlands); dezelfde sleutels als messages.en.ts. */
export const nl: typeof en = {
  tables: {
    card: 'kaart',
    points: 'punten',
    names: ['aas', 'heer', 'vrouw', 'boer', 'tien'],
    pointsCaption: 'Kaartpunten, geteld in de slagen die elke speler haalde.',
    case: 'als',
    winner: 'de winnaar',
    askers: 'vragers die niet wonnen',
    passers: 'wie paste',
    cases: {
      asked: 'de winnaar vroeg',
      passed: 'de winnaar had gepast',
      tie: 'gelijke stand bovenaan',
      allPass: 'iedereen paste',
    },
    takes: 'neemt de pot',
    nothing: 'niets',
    pays: (lp: string, stake: string | undefined) =>
      lp === 'stake' ? `elk één inzet${stake ? ` (${comma(stake)})` : ''}` : 'elk wat er in de pot zat',
    caption: (lp: string, stake: string | undefined) =>
      `Geldt: loser-pays=${lp}${stake ? `, inzet ${comma(stake)}` : ''}. Vooraf kost een spel dat met een lege pot ` +
      `begint elke speler één inzet, en de eerste keer zoeken nog een inzet per speler.`,
  },
  name: 'Zwikken',
  contractWords: {},
  flags: {
    askers: { help: 'de spelers die vroegen (speelden)', word: 'de vragers' },
    winner: { help: 'wie het spel won', word: 'de winnaar' },
    tie: { help: 'twee of meer deelden de meeste punten; niemand won', word: 'het gelijkspel' },
    points: { help: 'ieders kaartpunten, Ann=4,Bert=7,...', word: 'de kaartpunten' },
    zwik: { help: 'deze vrager had een zwik (drie gelijke kaarten)', word: 'de zwik' },
    searched: { help: 'hoe vaak de gever een nieuwe troef zocht: 0, 1 of 2', word: 'het zoeken' },
  },
  flow: {
    played: 'gespeeld: iemand vroeg',
    playedThen: 'daarna: wie vroeg, hoe het afliep',
    pas: 'pas: iedereen paste',
    pasNothing: 'niets gespeeld',
    contract: (dealer) => `Spel van ${dealer}: vroeg er iemand?`,
    searched: (dealer) => `Hoe vaak zocht ${dealer} een nieuwe troef?`,
    searchedNot: 'niet',
    searchedOnce: 'eenmaal (iedereen legt één inzet in)',
    searchedTwice: 'tweemaal (de tweede keer is gratis)',
    askers: 'Wie vroeg (speelde)? Vink ze aan.',
    won: (player) => `${player} won`,
    points: 'kaartpunten: geef die van iedereen',
    tie: 'gelijkspel: niemand won',
    zwik: 'zwik: een vrager had drie van een rang',
    wonPassed: (player) => `${player} won (maar had gepast)`,
    ending: 'Hoe liep het af?',
    pointsOf: (player) => `Kaartpunten van ${player}?`,
    zwikHolders: 'Wie vroeg met een zwik? Vink elk aan.',
    zwikEmpty: '✗ Vink wie zwik had aan (beginletters, of spatie) en druk dan op enter.',
    zwikRank: (player) => `${player}: een zwik van welke rang?`,
    zwikLeftOut: (zwik) => `--zwik ${zwik} valt weg: een zwik telt alleen voor wie vroeg.`,
  },
  sheet: {
    searched: (n) => (n === 1 ? 'eenmaal gezocht' : 'tweemaal gezocht'),
    allPassed: 'iedereen paste',
    asked: (askers, count) => `${askers} ${count === 1 ? 'vroeg' : 'vroegen'}`,
    wonWithZwik: (holder, rank) => `${holder} won met zwik${rank ? ` van ${rank}` : ''}`,
    ranks: { A: 'azen', K: 'heren', Q: 'vrouwen', J: 'boeren', '10': 'tienen' },
    tie: (best) => `gelijkspel${best !== undefined ? ` op ${best} punten` : ''}, niemand won`,
    won: (winner, points, asked) =>
      `${winner} won${points !== undefined ? ` met ${points} punten` : ''}${asked ? '' : ' maar had gepast'}`,
  },
  game: {
    summary: 'Potspel om een inzet: wie vraagt, speelt om de pot en betaalt bij verlies.',
    noEvents: 'het wordt om een geldpot gespeeld, niet om punten, en geen club rangschikt het',
    aPotOf: 'een pot van inzetten; de winnaar die vroeg neemt hem, verliezende vragers betalen bij',
    pot: 'pot',
    potShared: 'pot verdeeld',
    zwikkenIsPlayed: (config) =>
      `Zwikken speel je voor een inzet: voeg --stake <bedrag> toe, bv. tafel new zwikken --players ` +
      `${config} --stake 0,10.`,
    zwikkenPotGame: 'Zwikken',
  },
  ledger: {
    thePotHas:
      "De pot is groter geworden dan tafel tot op de cent kan tellen: verdeel hem met 'tafel finish " +
      "--share-pot' en begin een nieuw blad.",
    thisZwikkenSheet: 'Dit zwikkenblad heeft geen inzet.',
  },
  referee: {
    aKQ: 'A H V B 10',
    cardsJQ: '20 kaarten, 10 B V H A in elke kleur',
    noUndertrump: (top) =>
      `je kunt ${top} niet overtroeven, en je mag niet ondertroeven zolang je een andere kaart hebt`,
    undertrumpingIsNot: (code, codes) =>
      `lager troeven dan ${code} (ondertroeven) mag niet: je kunt overtroeven met ${codes}`,
    zwikkenHasNo:
      'Zwikken kent geen rangorde van biedingen: elke speler vraagt of past, meerdere spelers mogen vragen, en de ' +
      'kaarten beslissen wie wint.',
  },
  set: {
    loserPays: 'wat een vrager die verliest in de pot stort: de pot zoals die bij het spelen was, of één inzet',
    stakeIsNoRule:
      'De inzet is geen huisregel: een blad houdt de --stake waarmee het begon. Een andere inzet is een andere ' +
      "tafel: 'tafel new zwikken --players ... --stake <bedrag>' begint die.",
    loserPaysWasPaid: (now, deals, again) => {
      const played = deals === 1 ? 'zijn spel' : `zijn ${deals} spellen`;
      return (
        `loser-pays kan op dit blad niet meer veranderen: elke cent van ${played} werd betaald onder ` +
        `loser-pays=${now}. Een andere loser-pays is een andere tafel: '${again}' begint die; of haal eerst ` +
        `${deals === 1 ? 'het spel' : 'de spellen'} eraf met 'tafel undo'.`
      );
    },
  },
  rules: {
    pasDeal: 'pas (iedereen paste)',
    askedWithThe: (holder, zwikCount, w) =>
      `${holder} vroeg met de ${zwikCount > 1 ? 'hoogste ' : ''}zwik en won dus, niet ${w}: laat ` +
      `--winner weg of verbeter het.`,
    askersIsMissing: (players, players2) =>
      `--askers ontbreekt: wie vroeg (speelde)? bv. --askers ${players},${players2}. Paste iedereen: ` +
      `'tafel record pas'.`,
    aZwikWins: (tie) =>
      `Een zwik wint meteen en het spel wordt niet uitgespeeld: laat ${tie ? '--tie' : '--points'} weg.`,
    didNotAsk: (player) =>
      `${player} vroeg niet, en een zwik wint enkel voor wie vroeg: zet ${player} bij --askers of haal hem ` +
      `uit --zwik.`,
    everybodyPassedSo: (given) =>
      `Iedereen paste, dus er werd niets gespeeld en niemand won: laat ` +
      `${given} weg, of noteer wie vroeg met 'tafel record --askers <p,...> ` +
      `...'.`,
    giveTheOutcome: (outcomes, pointsText) =>
      `Geef de uitslag één keer: ${outcomes.join(' en ')} gaan niet samen` +
      `${pointsText !== undefined ? ' (--points zegt al wie won)' : ''}.`,
    howDidThe: (examplePoints) =>
      `Hoe eindigde het spel? Voeg --winner <speler>, --tie, of ieders kaartpunten --points ` +
      `${examplePoints} toe (of --zwik <speler>).`,
    isNamedTwice: (player) => `${player} staat twee keer in --zwik: noem elke speler één keer.`,
    isNamedTwice2: (p) => `${p} staat twee keer in --points: noem elke speler één keer.`,
    isNotA: (text, player) =>
      `"${text}" is geen rang voor de zwik van ${player}: gebruik A, K, Q, J of 10 (of H, V, B).`,
    isNotPlayer: (part, examplePoints) => `"${part}" is geen speler=punten: bv. --points ${examplePoints}.`,
    nobodyAskedSo: "Niemand vroeg, dus er werd niets gespeeld en niemand won: noteer 'tafel record pas'.",
    playersHaveCard: (scorersCount) =>
      `${scorersCount} spelers hebben kaartpunten, maar een spel heeft maar drie slagen: hoogstens drie ` +
      `spelers kunnen punten halen. Verbeter --points.`,
    pointsListsEvery: (missing, example) =>
      `--points vraagt een getal voor elke speler; ontbreekt: ${missing.join(', ')}. Geef ook ` +
      `${missing.length === 1 ? 'zijn' : 'hun'} kaartpunten, bv. --points ${example} (0 zonder slagen).`,
    pointsNeedsEveryone: (examplePoints) =>
      `--points vraagt een getal voor elke speler, bv. --points ${examplePoints}.`,
    searchedNeedsA: '--searched vraagt een getal: 0, 1 of 2.',
    severalAskersHeld: (zwik) =>
      `Meerdere vragers hadden zwik, en de hoogste wint: geef elke rang, bv. --zwik ` + `${zwik}.`,
    theCardPoints: (sum, v, playersCount, min, max) =>
      `De kaartpunten zijn samen ${sum}, maar de ${v} kaarten die ${playersCount} spelers ` +
      `spelen zijn samen ${min} tot ${max} waard. Verbeter --points.`,
    tieTakesNo: (tie) => `--tie neemt geen waarde: "${tie}" is te veel.`,
    twoZwikkenOf: (rank) =>
      `Twee zwikken van ${rank} kunnen niet: er zijn maar vier kaarten van een rang. Verbeter --zwik.`,
    unexpectedRecordA: (args, a, b) =>
      `Onverwacht "${args}": noteer een gespeeld spel met --askers, bv. 'tafel record --askers ` +
      `${a},${b} --winner ${a}', of 'tafel record pas' als iedereen paste.`,
    winnerNeedsA: (askers) => `--winner vraagt een speler, bv. --winner ${askers}.`,
    withPlayersOf: (n, v, most, searched) =>
      `Met ${n} spelers worden ${v} van de 20 kaarten gedeeld en één als troef gedraaid, dus blijft er ` +
      `maar ${most} kaart over om te zoeken: --searched ${searched} kan niet, geef hoogstens --searched ${most}.`,
    zwikNeedsThe: (askers) => `--zwik vraagt de speler, bv. --zwik ${askers}.`,
    zwikNeedsThe2: (asker) => `--zwik vraagt wie de zwik had, bv. --zwik ${asker}.`,
  },
  dealWord: 'spel',
  dealWords: 'spellen',
  chips: {
    words: ['vraag', 'wint', 'gelijk', 'zwik', 'pas', 'zocht'],
    example: (a, b) => `vraag ${a} ${b} wint ${a}`,
  },
};
