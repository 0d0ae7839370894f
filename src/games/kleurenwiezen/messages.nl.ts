import { option, value } from '../../core/point-tables.js';
import type { Settings } from '../../core/topic.js';
import { capital, listed } from '../../i18n/lang.js';
import type { en } from './messages.en.js';

/** De huisregels waardoor een ladder niet die van de regelset zelf is: " met piccolo=off", of niets. */
const metSet = (changed: readonly string[]): string => (changed.length > 0 ? ` met ${listed(changed, 'nl')}` : '');

/** Een contract zoals het spel het schrijft (het blad, beide talen): "kleine miserie" voor kleine-miserie. */
const written = (id: string): string => id.replace(/-/g, ' ');
/** Hetzelfde vooraan in een zin: "Kleine miserie speel je zonder troef". */
const title = (id: string): string => capital(written(id));

/** "haalde" for one player, "haalden" for more: the verb agrees with who took the tricks. */
const haalde = (who: readonly string[]): string => (who.length === 1 ? 'haalde' : 'haalden');

/** Waar iwwa's vragen of alleen van één niveau hoger geboden wordt: de regels die dat spelen. */
const raised = (id: string): string =>
  id === 'alleen' ? 'alleen 6..8 is whisthub, solo 6..8 lodige' : 'samen 9..13 is whisthub of lodige';

/** De niveaus van een contract, van het laagste tot het hoogste: "8 tot 13", en een keuze uit twee, "8 of 9". */
const levels = (lo: number, hi: number): string => `${lo} ${hi === lo + 1 ? 'of' : 'tot'} ${hi}`;

/** Wat een pas met de volgende gift doet (rondje-pas), in woorden: de waarde zelf is een Engels woord. */
const naPas = (s: Settings): string => {
  const v = option(s, 'rondje-pas');
  const telt = { off: 'gewoon', double: 'dubbel', stack: 'dubbel, na twee passen driedubbel, enzovoort' }[v] ?? v;
  return `Na een pas telt de volgende gift ${telt} (rondje-pas=${v}).`;
};

/** De eigen teksten van Kleurenwiezen (Nederlands); dezelfde sleutels als messages.en.ts. */
export const nl: typeof en = {
  tables: {
    contract: 'contract',
    base: 'basis',
    perTrick: 'per slag\nmeer/minder',
    oppLost: 'verloren: elke\ntegenstander krijgt',
    wonDecl: 'gewonnen: elke\nspeler krijgt',
    lostDecl: 'verloren: elke\nspeler verliest',
    samenCaption: (trick: number, all: number) =>
      `Samen en solo: gewonnen = basis + ` +
      `${trick > 0 ? 'de waarde per slag voor elke slag boven het bod' : 'niets extra'} (solo telt slagen maar ` +
      `tot 8; samen met alle 13 slagen krijgt ${all} per speler); verloren = basis + de waarde per slag voor ` +
      `elke ontbrekende slag, en dan krijgt elke tegenstander wat een samenspeler verliest, of twee derde van ` +
      `wat een solospeler verliest. Sleutels: samen.<N>, samen.trick, samen.all, solo.<N>, solo.trick.`,
    fixedCaption:
      'Vaste waarden: overslagen leveren niets op. Bij de miseries en piccolo krijgen de tegenstanders hun ' +
      'bedrag voor elke speler die faalt. Sleutels: abondance.<N>, troel, kleine-miserie, piccolo, ' +
      'grote-miserie, open-miserie, kleine-soloslim, soloslim, elk ook met .opponents; troel.lost is wat elke ' +
      'troelspeler verliest.',
    names: {
      'kleine-miserie': 'kleine miserie',
      piccolo: 'piccolo',
      'grote-miserie': 'grote miserie',
      'open-miserie': 'miserie op tafel',
      'kleine-soloslim': 'kleine soloslim',
      soloslim: 'soloslim',
      troel: 'troel',
    } as Record<string, string>,
    players: 'spelers',
    value: 'waarde v',
    made: 'gewonnen:\nelke speler',
    madeOpp: 'gewonnen: elke\ntegenstander',
    pair: 'twee',
    one: 'één',
    each: 'elk alleen',
    off: ' *',
    cgCaption: (over: string, deals: string) =>
      `Verloren: dezelfde bedragen in de andere richting. * een variant die uit staat: zet ze aan met --set ` +
      `abondance-levels=on of --set open-miserie=on. Overslagen (+1 per slag boven het doel, bij elke ` +
      `betaling): ${over}. Giften per spel: ${deals === 'off' ? 'geen grens' : deals}.`,
  },
  zeroSumTables: {
    contract: 'contract',
    pays: 'betaald',
    made: 'gehaald',
    over: 'per slag\nmeer',
    lost: 'verloren\n(1 te weinig)',
    further: 'elke slag\nverder te weinig',
    pair: 'per speler',
    opp: 'per tegenstander',
    whCaption: (s: Settings) =>
      `Per speler: elke speler krijgt de waarde, elke tegenstander betaalt ze. Per tegenstander: elk van de ` +
      `drie tegenstanders betaalt ze en de speler krijgt het drievoud. Samen gehaald telt naar de gehaalde ` +
      `slagen (samen ${value(s, 'samen')} + ${value(s, 'samen.trick')} per slag boven 8, alle 13: ` +
      `${value(s, 'samen.all')}); alleen levert niets op boven 8 slagen; abondance ` +
      (option(s, 'abondance-overtricks') === 'on'
        ? 'met meer slagen telt als het volgende niveau'
        : 'telt enkel het eigen niveau (abondance-overtricks=off)') +
      `. ` +
      `Meerdere miseriespelers worden elk apart afgerekend en opgeteld. ${naPas(s)} Piccolo wordt ` +
      `${option(s, 'piccolo') === 'on' ? '' : 'niet '}gespeeld (piccolo=${option(s, 'piccolo')}). Laagste alleen: ` +
      `${option(s, 'alleen-min')}. Giften per spel: ` +
      `${option(s, 'deals') === 'off' ? 'geen grens' : option(s, 'deals')}.`,
    iwCaption: (s: Settings) =>
      `Per speler: elke speler krijgt de waarde, elke tegenstander betaalt ze. Per tegenstander: elk van de ` +
      `drie tegenstanders betaalt ze en de speler krijgt het drievoud. Alle 13 slagen bij vragen, alleen, ` +
      `troel of troela: ` +
      (option(s, 'all-tricks') === 'double' ? 'de waarde verdubbeld' : 'de gewone waarde (all-tricks=plain)') +
      `. ` +
      `Meerdere miseriespelers worden elk apart afgerekend en opgeteld. ${naPas(s)} Giften per spel: ` +
      `${option(s, 'deals') === 'off' ? 'geen grens' : option(s, 'deals')}.`,
  },
  name: 'Kleurenwiezen',
  flags: {
    by: { help: 'wie het contract speelde, bv. --by Ann of --by Bert,Dirk', word: 'de spelers' },
    tricks: { help: 'gehaalde slagen (door het paar samen), of per speler: --tricks Ann=0,Bert=1', word: 'de slagen' },
    revoke: { help: 'die speler verzaakte; zijn kant verliest de gift', word: 'de verzaking' },
  },
  flow: {
    passed: 'iedereen paste: opnieuw delen',
    contract: (dealer) => `Gift van ${dealer}: welk contract?`,
    level: (contract) => `${contract}: welk niveau?`,
    whoOne: (contract) => `Wie speelde ${contract}?`,
    whoPair: (contract) => `Wie speelde ${contract}? Vink beide spelers aan.`,
    whoEach: (contract) => `Wie speelde ${contract}? Vink elke speler aan (elk speelt voor zich).`,
    tickEmpty: '✗ Vink de spelers aan (hun beginletters, of spatie) en druk dan op enter.',
    revoke: 'Heeft iemand verzaakt (niet bekend terwijl hij kon)?',
    nobody: 'niemand',
    tricks: (players, contract, target) => `Slagen gehaald door ${players}? (${contract} vraagt er ${target})`,
    tricksEach: (player, contract, target) => `Slagen gehaald door ${player}? (${contract}: ${target} om te halen)`,
  },
  contracts: {
    abondance: 'abondance',
    alone: 'alleen',
    askAndJoin: 'vragen en meegaan',
    grandMisery: 'grote miserie',
    misery: 'miserie',
    openMisery: 'grote miserie op tafel',
    openMisery2: 'open miserie',
    piccolo: 'piccolo',
    samen: 'samen',
    samenAskAnd: 'samen (vragen en meegaan)',
    smallMisery: 'kleine miserie',
    smallSoloSlam: 'kleine soloslim',
    solo: 'solo',
    soloAllTricks: 'solo: alle 13 slagen',
    soloSlam: 'soloslim',
    troel: 'troel',
    troelTroela: 'troel (9: troela)',
  },
  sheet: {
    pas: 'pas (opnieuw delen)',
    tricks: (n) => `${n} ${n === 1 ? 'slag' : 'slagen'}`,
    seatTook: (seat, n) => `plaats ${seat} haalde ${n}`,
    revokeBy: (player) => `verzaakt door ${player}`,
  },
  game: {
    summary: 'Vlaams wiezen: slagen halen, alleen of met een partner, of geen in miserie.',
    flemishClubRules: 'Vlaamse clubregels, geen nulsomspel: winnaars krijgen, niemand anders verliest',
    kleurenwiezenColourWhist: 'Kleurenwiezen',
    theIwwaTournament: 'de tornooitabel van de IWWA, nulsom; alle 13 slagen tellen dubbel',
    thePlayersAre: (dealer, deal, other, plays, sitter) =>
      `${dealer} geeft gift ${deal} en zit stil${other ? ` met ${other}` : ''}; de spelers zijn ${plays}. ` +
      `${sitter} kan in deze gift niet genoemd worden.`,
    whisthubSTable: 'de tabel van Whisthub (zoals pagat.com), nulsom; na een rondje pas telt de gift dubbel',
    zeroSumPayments: 'nulsom: spelers en tegenstanders betalen elkaar, met varianten',
  },
  referee: {
    aHighLow: 'A hoog ... 2 laag',
    andAtAn: (same, suit, suits) => `${same.nl}, en bij een gelijk bod wint de hogere kleur: ${suit.nl} (${suits.nl})`,
    andShareRung: (A, B, ra, rules, changed) =>
      `${A} en ${B} staan samen op trede ${ra} van de ladder van ${rules}${metSet(changed)}: ze dingen nooit naar ` +
      `dezelfde gift`,
    aPlainSolo: 'Een "solo" zonder meer kan hier twee biedingen zijn: schrijf "alleen N" (of "solo N") of "soloslim".',
    bothBidsAre: (key) => `beide biedingen zijn ${key}`,
    cardsAK: '52 kaarten, A H V B 10 9 8 7 6 5 4 3 2 in elke kleur',
    doesNotExist: (id, level, rules, lo, hi) =>
      `${title(id)} ${level} bestaat niet in ${rules}: het niveau is ${levels(lo, hi)}.`,
    hasNoLevel: (id) => `${title(id)} heeft geen niveau om te bieden: schrijf gewoon "${id}".`,
    isAlways: (id, level, rules, target) =>
      `${title(id)} ${level} bestaat niet in ${rules}: ${written(id)} is altijd ${target} slagen; schrijf "${id}" of ` +
      `"${id} ${target}".`,
    inTheCardgames: (changed) =>
      `in de volgorde van cardgames${metSet(changed)} (naar basiswaarde; nr. 1 is de hoogste)`,
    inTheLodige: 'in de rangorde van lodige (nr. 1 is de hoogste)',
    inTheSame: (same, suit) => `${same.nl} in ${suit.nl}: hetzelfde bod`,
    isAContract: (text, other, rules, known) =>
      `"${text}" is een contract van de ${other}-regels, niet van ${rules} (${known}); voeg --rules ${other} ` +
      `toe om het daar te rangschikken.`,
    isNoAnd: (hi, ih, lo, il, where) => `${hi} is nr. ${ih} en ${lo} nr. ${il} ${where}`,
    isNotA: (text, rules, known) => `"${text}" is geen bod: noem een contract (${rules}: ${known}).`,
    isNotAn: (text) => `"${text}" is geen bod van iwwa: "alleen" is één tegen drie; "solo" is alle 13 slagen.`,
    isNotPlayed: (text, id, contract) =>
      `"${text}" wordt in iwwa niet gespeeld: ${written(id)} is altijd ${contract} slagen (${raised(id)}).`,
    noHouseRuleJudged: (rules) =>
      `--set geldt niet bij het beoordelen van Kleurenwiezen volgens ${rules}: geen van zijn huisregels verandert ` +
      `een bod of een slag.`,
    houseRuleOf: (key, owner, rules) => `--set ${key} is een huisregel van de ${owner}-regels, niet van ${rules}.`,
    switchedOff: (rules, name, off, fix) =>
      `${rules ?? 'Deze tafel'} speelt geen ${name} (optie ${off}); --set ${fix} oordeelt als een tafel die het wel ` +
      `speelt.`,
    isPlayedWithout: (id) => `${title(id)} speel je zonder troef: laat de kleur weg.`,
    isRungAnd: (hi, rh, lo, rl, rules, top, changed) =>
      `${hi} is trede ${rh} en ${lo} trede ${rl} van de biedladder van ${rules}${metSet(changed)} (trede ${top} is ` +
      `de hoogste)`,
    nameBothSuits: (same, key, suits) =>
      `${same.nl}; noem beide kleuren (bv. "${key} harten") en de hogere kleur wint (${suits.nl})`,
    namesNoOwnTrump: (id, rules) =>
      `In ${rules} noemt wie ${id} speelt geen troef (het wordt gespeeld met de gedraaide troef, of zonder): ` +
      `laat de kleur weg.`,
    namesTwoLevels: (text) => `"${text}" noemt twee niveaus: geef er één, bv. "abondance 9".`,
    namesTwoSuits: (text) => `"${text}" noemt twee kleuren: geef er één, bv. "abondance 9 harten".`,
    needsALevel: (id, contract) => `${title(id)} vraagt een niveau: bv. "${id} ${contract}".`,
    severalPlayersMay: (same) => `${same.nl}: meerdere spelers mogen het in één gift spelen, elk voor zich`,
    thereIsNo: (same) => `${same.nl}: er is geen opbod in kleuren; wie het eerst bood, speelt`,
    theSameBid: (same) => `${same.nl}: hetzelfde bod`,
    unknownContractContracts: (text, rules, known, tip) =>
      `Onbekend contract "${text}". Contracten van ${rules}: ${known}.${tip.nl}`,
  },
  rules: {
    noSuchLevel: (id, level, lo, hi) => `${title(id)} ${level} bestaat niet: het niveau is ${levels(lo, hi)}.`,
    pasDeal: 'pas (iedereen paste)',
    abondanceIsNot: (level) =>
      `Abondance ${level} wordt op dit blad niet gespeeld: enkel abondance 9 (optie abondance-levels=off); ` +
      `'tafel set abondance-levels=on' laat het toe.`,
    aDealHas: 'een gift heeft er maar 13',
    aKleineMiserie: 'een gift kleine miserie heeft er maar 12 (iedereen legde een kaart weg)',
    alleenIsNot: (level, min) =>
      `Alleen ${level} wordt op dit blad niet gespeeld: alleen vraagt ` +
      `minstens ${min} slagen (--set alleen-min=${min}).`,
    allFourPlayers: (inDeal, sum) =>
      `Alle vier de spelers speelden mee, dus hun slagen zijn samen ${inDeal}, niet ${sum}: kijk --tricks na.`,
    aPlainSolo:
      'Een "solo" zonder meer kan hier twee contracten zijn: schrijf "alleen N" (of "solo N", bv. "solo 6") of ' +
      '"soloslim".',
    atMostFour: (id) => `Hoogstens vier spelers kunnen ${written(id)} spelen.`,
    byIsMissing: (id, config, declarers, config2) =>
      `--by ontbreekt: wie speelde ${written(id)}? bv. --by ${config}` +
      `${declarers === 'pair' ? ',' + config2 : ''}.`,
    didNotPlay: (p, by) => `${p} speelde dit contract niet: geef enkel slagen voor ${by}.`,
    eachOfPlays: (by, by2) => `${by} spelen elk voor zich: geef ieders slagen, bv. --tricks ` + `${by2}.`,
    eachTricksMissing: (by, example) =>
      `--tricks ontbreekt: ${listed(by, 'nl')} spelen elk voor zich; hoeveel slagen haalde elk? bv. --tricks ` +
      `${example}.`,
    howManyTricks: (missing, example) =>
      `Hoeveel slagen ${haalde(missing)} ${listed(missing, 'nl')}? ` +
      `Geef ook ${missing.length === 1 ? 'zijn' : 'hun'} slagen, bv. --tricks ${example}.`,
    isAContract: (id, others, rules, known, judged) =>
      `"${id}" is een contract van de ${listed(others, 'nl')}-regels, niet van ${rules}; ` +
      `${judged ? `de contracten van ${rules} zijn` : `dit blad speelt ${rules}:`} ${known}.`,
    isNamedTwice: (p) => `${p} staat twee keer in --tricks: noem elke speler één keer.`,
    isNotPlayed: (id, needsOption) =>
      `${title(id)} wordt op dit blad niet gespeeld (optie ${needsOption}=off): ` +
      `'tafel set ${needsOption}=on' laat het toe.`,
    isNotPlayed2: (word, levelWord, id, fixed) =>
      `${title(word)} ${levelWord} wordt in iwwa niet gespeeld: ${written(id)} is altijd ${fixed} slagen (geen ` +
      `hogere niveaus; ${raised(id)}).`,
    isNotPlayer: (part, by) => `"${part}" is geen speler=slagen: bv. --tricks ${by}=0.`,
    isPlayedAlone: (id, n, one) => `${title(id)} speel je alleen, met één speler, niet met ${n}: --by ${one}.`,
    isPlayedBy: (id, n, pair) => `${title(id)} is voor twee spelers samen, niet voor ${n}: bv. --by ${pair}.`,
    needsALevel: (id, lo, hi) => `${title(id)} vraagt een niveau van ${lo} tot ${hi}: bv. "${id} ${lo}".`,
    takesNoLevel: (id, levelWord, rules, judged) =>
      `${title(id)} heeft ${judged ? `in de ${rules}-regels` : 'op dit blad'} geen niveau: laat ` +
      `"${levelWord}" weg en geef de gehaalde slagen met --tricks.`,
    soloIsNot: (levelWord) =>
      `"solo ${levelWord}" is geen contract van iwwa: "alleen" is het contract van één tegen drie; "solo" is ` +
      `alle 13 slagen.`,
    theDeclarersTook: (sum, deal) => `De spelers haalden samen ${sum} slagen, maar ${deal.nl}.`,
    thisContractHas:
      'Dit contract heeft één resultaat: geef de slagen van de speler of van het paar samen als één getal, bv. ' +
      '--tricks 9.',
    tricksIsMissing: (by, contract) =>
      `--tricks ontbreekt: hoeveel slagen ${haalde(by)} ${by.join(' + ')}? bv. --tricks ${contract}.`,
    unknownContractContracts: (word, rules, known, tip) =>
      `Onbekend contract "${word}". Contracten van ${rules}: ${known}.${tip.nl}`,
    whichContractE: (EXAMPLE) => `Welk contract? bv. "tafel record ${EXAMPLE}".`,
  },
  set: {
    rondjePas: 'de eerste gift na een pas: double (x2, één keer), stack (x2 na één pas, x3 na twee...) of off (uit)',
    dealsMultiple: 'giften die een spel vormen, een veelvoud van het aantal spelers; daarna toont het blad de winnaar',
    deals: 'giften die een spel vormen; daarna toont het blad de winnaar',
    dealsRound:
      'giften die een spel vormen (4, 8, 12; met 5 of 6 spelers één, twee of drie keer rond); daarna toont ' +
      'het blad de winnaar',
    piccolo: 'piccolo mag gespeeld worden, waarde piccolo.value',
    abondanceOvertricks: 'abondance met meer slagen telt als het volgende niveau',
    alleenMin: 'de laagste alleen die geboden mag worden',
    samen8: 'samen gewonnen met 8 slagen, per speler',
    samenTrickWhisthub: 'samen: per slag boven 8 bij winst; per niveau boven 8 en per ontbrekende slag bij verlies',
    samenTrickLodige: 'samen: per slag boven of onder het doel',
    samenAll: 'samen gewonnen met alle 13 slagen, per speler (lodige: nooit minder dan het gehaalde bod)',
    alleenExactly: (n) => `alleen ${n} precies gehaald, per tegenstander`,
    alleenTrick: 'alleen: per overslag (tot 8) en per ontbrekende slag',
    perOpponent: (contract) => `${contract}, per tegenstander`,
    perOpponentPerDeclarer: (contract) => `${contract}, per tegenstander, per speler`,
    troelWhisthub: 'troel gewonnen of verloren, per speler',
    troelAll: 'troel gewonnen met alle 13 slagen, per speler',
    allTricks: 'vragen, alleen, troel gehaald met alle 13 slagen: double (dubbele waarde) of plain (gewone waarde)',
    madeExactly: (contract, per) => `${contract} precies gehaald, ${per}`,
    perOvertrick: (contract) => `${contract}: per overslag`,
    firstUndertrick: (contract) => `${contract}: de eerste ontbrekende slag`,
    furtherUndertrick: (contract) => `${contract}: elke verdere ontbrekende slag`,
    eachDeclarer: 'per speler',
    perOpponentWord: 'per tegenstander',
    troelAndTroela: 'troel en troela',
    soloAll: 'solo (alle 13 slagen), per tegenstander',
    overtricks: '+1 per slag boven het doel, bij elke betaling opgeteld (vragen, alleen, troel, abondance)',
    openMiserieAllowed: 'open miserie mag gespeeld worden, waarde open-miserie.value',
    abondanceLevels: 'abondance 10, 11 en 12 mogen gespeeld worden',
    troela: 'vier azen: de houder speelt met wie de hoogste harten heeft (scheidsrechterstekst)',
    base: (contract) => `basiswaarde van ${contract}`,
    baseMadeOrLost: (contract) => `${contract}: basis bij winst of verlies`,
    soloTrick: 'solo: per slag boven (tot 8) of onder het doel',
    declarerWinsOrLoses: (contract) => `${contract}: speler wint of verliest`,
    lostEachOpponentGets: (contract) => `${contract} verloren: elke tegenstander krijgt`,
    troelMade: 'troel gewonnen: elke speler krijgt',
    troelLost: 'troel verloren: elke speler verliest',
    eachDeclarerWinsOrLoses: (contract) => `${contract}: elke speler wint of verliest`,
    eachNonDeclarerGets: (contract) => `${contract}: elke niet-speler krijgt, per speler die faalt`,
  },
  settings: {
    dealsMustBe: (ok, n, v) =>
      `deals moet off, ${ok.slice(0, -1).join(', ')} of ${ok[ok.length - 1]} zijn bij ${n} spelers, niet "${v}"`,
    dealsMustBe2: (n, v) =>
      `deals moet off of een veelvoud van ${n} zijn (het aantal spelers, zodat iedereen even vaak geeft) ` +
      `tot 100, niet "${v}"`,
    dealsMultipleOf: (v) =>
      `deals moet off of een veelvoud van het aantal spelers (4, 5 of 6) tot 100 zijn, niet "${v}"`,
    dealsRoundOf: (v) =>
      `deals moet off zijn of één, twee of drie keer rond de tafel (4, 8 of 12 met vier spelers; 5, 10 of 15 ` +
      `met vijf; 6, 12 of 18 met zes), niet "${v}"`,
  },
};
