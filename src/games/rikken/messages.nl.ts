import { capital, listed } from '../../i18n/lang.js';
import { CONTRACT_WORDS } from './contracts.js';
import type { en } from './messages.en.js';

/** De eigen teksten van Rikken (Nederlands); dezelfde sleutels als messages.en.ts. */
/** "haalde" for one player, "haalden" for more: the verb agrees with who took the tricks. */
const haalde = (who: readonly string[]): string => (who.length === 1 ? 'haalde' : 'haalden');

const OPTIES: Record<string, string> = {
  'troela-rank':
    'waar troela staat: top (niets gaat erboven) of above-rik-beter (elke solo, piek of misère gaat erboven)',
  open: 'open piek en open misère (met en zonder praatje) mogen gespeeld worden',
  praatje: 'open piek en open misère "met een praatje" (alle handen open) mogen gespeeld worden',
  down:
    'een mislukt slagencontract: from-second (één slag te weinig kost de basis, elke slag ' +
    'verder een stap) of from-first (elke slag te weinig een stap)',
  'rik-loss':
    'een mislukte rik: de rikker betaalt beide tegenspelers (rikker) of rikker en maat betalen er elk één (both)',
  'called-ace':
    'judge play: wie de gevraagde aas heeft, moet hem spelen als die kleur gevraagd wordt (must) of hoeft niet (free)',
};

export const nl: typeof en = {
  tables: {
    contract: 'contract',
    need: 'slagen\nnodig',
    made: 'precies\ngehaald',
    over: 'elke slag\nmeer',
    short1: 'één slag\nte weinig',
    further: 'elke slag\nverder te weinig',
    all: 'alle 13\n(kapot)',
    off: ' (uit)',
    trickCaption: (loss: string, down: string) =>
      [
        'Per tegenspeler. Rik, rik beter, troela: elke tegenspeler betaalt één van het paar;',
        'een mislukte rik betaalt',
        loss === 'both'
          ? 'de rikker en de maat, elk aan één tegenspeler (rik-loss=both),'
          : 'de rikker dubbel, de maat betaalt niets (rik-loss=both verandert dat),',
        'een mislukte troela betalen ze allebei. Een solo wint of betaalt drie keer het bedrag.',
        down === 'from-first'
          ? 'Elke slag te weinig kost een stap (down=from-first).'
          : 'Eén slag te weinig kost alleen de basis (down=from-first telt er een stap bij).',
      ].join(' '),
    value: 'waarde V',
    target: 'gehaald met',
    tricks: (n: number) => (n === 0 ? 'geen slag' : 'precies 1 slag'),
    fixedCaption:
      'Elke speler wordt apart afgerekend met de drie andere actieve spelers: gehaald krijgt hij 3 × V en ' +
      'betaalt elk van hen V; mislukt andersom. Meerdere spelers: de uitkomsten worden opgeteld.',
    pass: 'pasronde',
    passRule: 'wie betaalt',
    mie: (v: number) => [
      `schoppen mie`,
      `wie ♠V haalt, en wie de laatste slag haalt, betaalt elk ${v} aan elke andere speler`,
    ],
    een: (v: number) => [
      `één of vijf`,
      `elke speler met precies 1 of 5 slagen krijgt ${v} van elke speler met geen van beide`,
    ],
  },
  name: 'Rikken',
  contractWords: CONTRACT_WORDS,
  flags: {
    by: { help: 'wie het contract speelde, bv. --by Ann of --by Bert,Dirk', word: 'de spelers' },
    mate: { help: 'wie de gevraagde aas (rik) of de vierde aas (troela) had', word: 'de maat' },
    tricks: { help: 'gehaalde slagen (door het paar samen), of per speler: --tricks Ann=0,Bert=1', word: 'de slagen' },
    trump: { help: 'de troefkleur van deze gift (S H D C), een notitie op het blad', word: 'de troef' },
    called: { help: 'de gevraagde aas, een notitie op het blad, bv. AD', word: 'de gevraagde aas' },
    revoke: { help: 'die speler verzaakte; zijn kant verliest de gift', word: 'de verzaking' },
    queen: { help: 'schoppen mie: wie de schoppenvrouw haalde', word: 'de schoppenvrouw' },
    last: { help: 'schoppen mie: wie de laatste slag haalde', word: 'de laatste slag' },
  },
  game: {
    summary: 'Het Brabantse biedspel: de rikker speelt samen met wie de gevraagde aas heeft.',
    name: 'Rikken',
    standaard:
      'het Brabantse biedspel met een gevraagde aas: rik, solo’s, piek en misère (met meer ' +
      'tegelijk), troela, pasrondes; nulsom',
    ssovn: 'clubregels (SSOVN): geen troela, geen piek; partijen van 20 giften voor elke speler',
  },
  set: {
    option: (key) => OPTIES[key] ?? key,
    switchValue: (key, v) => `${key} moet on, off of een geheel getal van 0 tot 10000 (de waarde) zijn, niet "${v}"`,
    deals:
      'gespeelde giften die een blad vormen (pas telt niet): een getal, none, of partij (20 voor ' +
      'elke speler: 20, 25 of 30 met 4, 5 of 6)',
    badDeals: (v) => `deals moet een positief geheel getal, none of partij zijn, niet "${v}"`,
    passGames:
      'wat de tafel speelt als iedereen past: schoppen-mie, een-of-vijf, beide als ' +
      'schoppen-mie,een-of-vijf, of none (opnieuw delen, pas, mag altijd)',
    badPassGames: (v) =>
      `pass-games moet schoppen-mie en/of een-of-vijf noemen, gescheiden door een komma, of none zijn, niet "${v}"`,
    troela: 'troela (drie azen, met de vierde aas als maat) wordt gespeeld: on, off, of de basiswaarde (on = 10)',
    piek:
      'de piekfamilie (piek, open piek, open piek praatje) wordt gespeeld: on, off, of de ' +
      'waarde van piek (on = 15)',
    rik: 'rik en rik beter gehaald met precies 8 slagen, per tegenspeler; ook één slag te weinig',
    rikTrick: 'rik, rik beter, troela: elke slag meer, en elke slag verder te weinig',
    rikAll: 'rik, rik beter, troela: de bonus voor alle 13 slagen (kapot)',
    alleen: (n) => `${n} alleen gehaald met precies ${n} slagen, per tegenspeler; ook één slag te weinig`,
    alleenTrick: 'alleen: elke slag meer, en elke slag verder te weinig',
    fixed: (name) => `${name}: wat elke speler wint van of verliest aan elke andere actieve speler`,
    schoppenMie:
      'schoppen mie: wat wie de schoppenvrouw haalt, en wie de laatste slag haalt, aan elke andere speler betaalt',
    eenOfVijf: 'één of vijf: wat elke speler met precies 1 of 5 slagen wint van elke speler met geen van beide',
    noTrumpDuty:
      'Rikken kent geen troefplicht: wie geen kleur kan bekennen, mag eender welke kaart spelen, zoals de ' +
      'clubregels het willen, dus er is geen optie trump-duty.',
  },
  rec: {
    whichContract: (a, b, c) =>
      `Welk contract? bv. "tafel record rik --by ${a} --mate ${c} --tricks 8" of "tafel record alleen ` +
      `9 --by ${b} --tricks 9".`,
    unknownContract: (typed, known) => `Onbekend contract "${typed}". Contracten bij rikken: ${known}.`,
    switchedOff: (name, off, fix) => `Dit blad speelt geen ${name} (optie ${off}); tafel set ${fix} verandert dat.`,
    alleenLevel: (level) =>
      `Alleen bied je voor 8 tot 13 slagen${level === undefined ? ': het niveau ontbreekt,' : `, niet ${level}:`} ` +
      'bv. "alleen 9".',
    noLevel: (name, level) => `${capital(name)} heeft geen niveau: laat "${level}" weg.`,
    alone: (name) => `${capital(name)} speel je alleen: laat --mate weg.`,
    byMissing: (name, p) => `--by ontbreekt: wie speelde ${name}? bv. --by ${p}.`,
    oneBy: (name, pair) =>
      pair
        ? `${capital(name)} heeft één speler in --by: de rikker of wie de drie azen heeft; zijn partner is de ` +
          'maat (--mate).'
        : `${capital(name)} heeft één speler in --by: de solist, die alleen speelt.`,
    atMostFour: (name) => `Hoogstens de vier actieve spelers kunnen ${name} spelen.`,
    mateMissing: (name, p) =>
      `--mate ontbreekt: wie had de ${name === 'troela' ? 'vierde aas' : 'gevraagde aas'}? bv. --mate ${p}.`,
    mateIsRikker: (p) =>
      `De maat heeft de gevraagde aas, dus hij kan de rikker niet zijn (${p}): noem wie de ` +
      `gevraagde aas had als --mate.`,
    troelaMate: (p) =>
      `Wie de vierde aas heeft, kan niet ook de drie azen hebben (${p}): noem wie de vierde aas had als --mate.`,
    twice: (p) => `${p} staat er twee keer: noem elke speler één keer.`,
    twiceInTricks: (p) => `${p} staat twee keer in --tricks: noem elke speler één keer.`,
    tricksNotNumber: (flag, text) => `${flag} moet een geheel getal van 0 tot 13 zijn, niet "${text}".`,
    tricksOutside: (v) => `Een gift telt 13 slagen: geef 0 tot 13, niet ${v}.`,
    notPair: (part, p) => `"${part}" is geen speler=slagen: bv. --tricks ${p}=0.`,
    notDeclarer: (p, name, by) => `${p} speelde geen ${name}: geef enkel slagen voor ${listed(by, 'nl')}.`,
    revokeAndTricks: 'Een verzaking beslist de gift: geef --revoke zonder --tricks.',
    tricksMissing: (who, example) =>
      `--tricks ontbreekt: hoeveel slagen ${haalde(who)} ${who.join(' + ')}? bv. --tricks ${example}.`,
    eachTricksMissing: (by, example) =>
      `--tricks ontbreekt: ${listed(by, 'nl')} spelen elk voor zich; hoeveel slagen haalde elk? bv. --tricks ` +
      `${example}.`,
    oneResult: 'Dit contract heeft één resultaat: de slagen van de spelers samen als één getal, bv. --tricks 9.',
    calledCard: (text) =>
      `De rikker vraagt een aas (of, met alle andere azen in de hand, een heer), niet ${text}: bv. --called AD.`,
    trumpAce: 'De rikker vraagt nooit de troefaas: vraag een aas van een andere kleur.',
    troelaCalls: 'Bij troela vraag je geen aas: wie de vierde aas heeft, is de maat (--mate); laat --called weg.',
    beterHearts: 'Rik beter speel je met harten als troef: laat --trump weg, of noteer een rik.',
    needsTrump: (name) => `${capital(name)} heeft een troefkleur: noem ze (S, H, D, C) of laat --trump weg.`,
    noTrump: (name) => `${capital(name)} speel je zonder troef: laat --trump weg.`,
    eachOwn: (by, example) => `${listed(by, 'nl')} spelen elk voor zich: geef ieders slagen, bv. --tricks ${example}.`,
    missingTricks: (who, example) =>
      `Hoeveel slagen ${haalde(who)} ${listed(who, 'nl')}? ` +
      `Geef ook ${who.length === 1 ? 'zijn' : 'hun'} slagen, bv. --tricks ${example}.`,
    tooMany: (name, parts, sum) =>
      `${capital(name)}: ${parts.join(' + ')} = ${sum} slagen, meer dan de 13 van een gift: kijk --tricks na.`,
    allFour: (name, sum) =>
      `${capital(name)}: alle vier de spelers speelden mee, dus hun slagen zijn samen 13, niet ${sum}: ` +
      'kijk --tricks na.',
    passNoSides:
      'Een pasronde heeft geen partijen, dus geen verzaking: laat --revoke weg (of noteer de gift ' +
      'zoals ze geteld werd).',
    mieMissing: (p) =>
      `Schoppen mie vraagt wie de schoppenvrouw haalde en wie de laatste slag: bv. --queen ${p} --last ${p}.`,
    eenOfVijfMissing: (four) =>
      `Één of vijf vraagt de slagen van elke actieve speler: bv. ` +
      `--tricks ${four.map((p, i) => `${p}=${[1, 5, 4, 3][i]}`).join(',')}.`,
    eenOfVijfFour: (n) => `Één of vijf: geef de slagen van alle vier de spelers die speelden, niet van ${n}.`,
    eenOfVijfSum: (sum) => `Één of vijf: de slagen zijn samen ${sum}; een gift heeft er 13: kijk --tricks na.`,
  },
  ref: {
    switchedOff: (rules, name, off, fix) =>
      rules
        ? `${rules} speelt geen ${name} (optie ${off}); --set ${fix} oordeelt als een tafel die het wel speelt.`
        : `--set ${off} laat ${name} weg; zonder wordt ${name} beoordeeld.`,
    troelaTrump: (ace, suit) =>
      `Bij troela kiest de maat de troef, nooit de kleur van zijn aas: hij kan niet met ${ace} uitkomen als ` +
      `${suit} troef is; kijk --trump na.`,
    troelaNoAce: 'De maat bij troela heeft de vierde aas, en --hand noemt geen aas: voeg zijn aas toe aan --hand.',
    troelaAces: (aces) =>
      `De maat bij troela heeft één aas, de vierde (de andere drie maken de troela), niet ${aces}: kijk --hand na.`,
    noSuit: (name) => `${capital(name)} speel je zonder troef: schrijf het zonder kleur.`,
    unknownBid: (typed, known) => `"${typed}" is geen bod bij rikken. Biedingen: ${known}.`,
    beterLevel: (level) =>
      `Rik beter heeft geen niveau: laat "${level}" weg, of zeg "${level} alleen beter" voor een solo in harten.`,
    notBid: (name) =>
      `${capital(name)} is geen bod: de gever kiest het als iedereen past, dus het staat boven noch onder iets.`,
    pasNotBid: 'Pas is geen bod: iedereen paste en er wordt opnieuw gedeeld, dus het staat boven noch onder iets.',
    rung: (hi, rh, lo, rl, rules, top, changed) =>
      `${hi} is trede ${rh} en ${lo} trede ${rl} van de biedladder van ${rules}` +
      `${changed.length > 0 ? ` met ${listed(changed, 'nl')}` : ''} (trede ${top} is de hoogste)`,
    troelaTop: (lo) =>
      `troela wordt gemeld, niet geboden: met drie azen in één hand biedt niemand verder, dus gaat ` +
      `het boven ${lo} (troela-rank=top)`,
    troelaLow: (hi, lo) => `troela staat net boven rik beter (troela-rank=above-rik-beter), dus gaat ${hi} boven ${lo}`,
    join: (bid) =>
      `beide biedingen zijn ${bid}: de tweede speler mag meedoen in plaats van over te bieden, en elk speelt voor zich`,
    hearts: (hi, lo) =>
      `${hi} en ${lo} staan op dezelfde trede, en harten (de "beter"-vorm) gaat boven de andere kleuren`,
    same: (a, b) =>
      `${a} en ${b} staan op dezelfde trede, en alleen harten gaat boven een andere kleur: het eerste bod blijft staan`,
    identical: (bid) => `beide biedingen zijn ${bid}: hetzelfde bod, dus het eerst gezegde blijft staan`,
    order: 'A hoog ... 2 laag',
    deck: '52 kaarten, A H V B 10 9 8 7 6 5 4 3 2 in elke kleur',
    playCalled: (suit, ace) => `je hebt de gevraagde ${suit}${ace ? 'aas' : 'heer'}: speel hem nu`,
    noTrumpOnTroela: 'niemand mag de aas van de maat bij troela in de eerste slag troeven',
    leadAce: 'de maat bij troela komt in de eerste slag uit met zijn aas',
    troelaFirst: '--troela-lead gaat alleen over de eerste slag: laat --trick-no weg of geef --trick-no 1.',
    troelaAce: (card) => `Met --troela-lead is de eerste kaart van de slag de aas van de maat, niet ${card}.`,
    troelaCalled:
      '--called en --troela-lead gaan niet samen: bij troela vraag je geen kaart, de maat heeft de vierde aas (laat ' +
      '--called weg); met vier azen in één hand vraag je een heer, en komt niemand uit met een troela-aas (laat ' +
      '--troela-lead weg).',
  },
  flow: {
    contract: (dealer) => `Gift van ${dealer}: welk contract?`,
    describe: {
      rik: 'rikker + wie de gevraagde aas heeft, 8 slagen',
      'rik-beter': 'rik met harten als troef',
      troela: 'drie azen + de vierde aas, 8 slagen',
      piek: 'precies één slag, elk voor zich',
      misere: 'geen slag, elk voor zich',
      'schoppen-mie': 'iedereen paste: ontloop de schoppenvrouw en de laatste slag',
      'een-of-vijf': 'iedereen paste: precies 1 of 5 slagen',
      pas: 'iedereen paste: opnieuw delen',
    },
    level: (contract) => `${contract}: welk niveau?`,
    whoBid: (name) => `Wie bood ${name}?`,
    threeAces: 'Wie meldde drie azen (troela)?',
    whoEach: (name) => `Wie speelde ${name}? Vink ze allemaal aan.`,
    tickEmpty: 'Vink minstens één speler aan (spatie) en druk dan op enter.',
    calledAce: 'Wie had de gevraagde aas (de maat)?',
    fourthAce: 'Wie had de vierde aas (de maat)?',
    queen: 'Wie haalde de slag met de schoppenvrouw?',
    last: 'Wie haalde de laatste slag?',
    revoke: 'Heeft er iemand verzaakt?',
    nobody: 'niemand',
    tricks: (who, name, target) => `Slagen gehaald door ${who} (${name}, ${target} nodig)?`,
    tricksEach: (who, name) => `Slagen gehaald door ${who} (${name})?`,
  },
  sheet: {
    pas: 'pas (opnieuw delen)',
    mie: (q, l) => `schoppen mie: ♠V ${q}, laatste ${l}`,
    eenOfVijf: 'één of vijf',
    revoke: (p) => `verzaakt door ${p}`,
    called: (card) => `gevraagd ${card}`,
    sitter: (dealer, number, other, plays, sitter) =>
      `${dealer} geeft gift ${number} en zit stil${other ? ` met ${other}` : ''}; ` +
      `de spelers zijn ${plays.join(', ')}. ${sitter} kan in deze gift niet genoemd worden.`,
  },
};
