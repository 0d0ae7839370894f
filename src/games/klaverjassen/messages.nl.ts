import type { en } from './messages.en.js';

const mustPlay = (dealer: string, after: string, taker: string): string =>
  `Met bidding=verplicht moet de speler na de gever (${dealer}) spelen: dat is ${after}, niet ${taker}`;

/** De eigen teksten van Klaverjassen (Nederlands); dezelfde sleutels als messages.en.ts. */
export const nl: typeof en = {
  tables: {
    card: 'kaart',
    trump: 'in troef',
    other: 'andere kleuren',
    names: ['boer', '9', 'aas', '10', 'heer', 'vrouw', '8', '7'],
    valuesCaption: 'Kaartpunten: 152 in de kaarten, plus 10 voor de laatste slag = 162 per spel (zonder roem).',
    combo: 'in één slag',
    roem: 'roem',
    combos: (fj: number, low: number) => [
      ['drie opeenvolgende van één kleur (driekaart)', '20'],
      ['troefheer + troefvrouw (stuk)', '20'],
      ['stuk binnen een driekaart', '40'],
      ['vier opeenvolgende van één kleur (vierkaart)', '50'],
      ['stuk binnen een vierkaart', '70'],
      ...(low === 0
        ? [
            ['vier azen, heren, vrouwen of tienen', '100'],
            ['vier zevens, achten of negens (low-four=0)', '0'],
          ]
        : [['vier gelijke kaarten', '100']]),
      ['vier boeren', String(fj)],
    ],
    roemCaption:
      'Roem telt alleen voor kaarten die samen in één slag liggen, voor wie die slag wint. Reeksen in de ' +
      'volgorde 7 8 9 10 B V H A.',
    outcome: 'uitkomst',
    takers: 'spelers krijgen',
    defenders: 'tegenpartij krijgt',
    made: (tie: string) =>
      tie === 'made' ? 'gehaald: punten + roem minstens de helft' : 'gehaald: punten + roem meer dan de tegenpartij',
    own: 'eigen punten + eigen roem',
    nat: (tie: string) => (tie === 'made' ? 'nat: minder' : 'nat: gelijk of minder'),
    all: '162 + alle roem',
    pit: 'pit: de spelers haalden alle 8 slagen',
    pitScore: (b: number) => `162 + ${b} + eigen roem`,
    tegenpit: 'tegenpit: de tegenpartij haalde alle 8',
    verzaakt: 'verzaakt: een speler verzaakte',
    verzaakScore: (v: string) => [
      'het koppel dat verzaakte 0',
      v === '162' ? 'de andere partij 162, geen roem' : 'de andere partij 162 + 100, geen roem',
    ],
    zero: '0',
    end: (deals: string, target: string) =>
      [
        deals === 'none' ? 'geen vast aantal spellen' : `een partij van ${deals} spellen`,
        target === 'none' ? 'geen doel' : `de partij eindigt als een koppel ${target} haalt`,
      ].join('; '),
    caption: (end: string) => `De score van een koppel = kaartpunten + roem + bonus. Geldt: ${end}.`,
  },
  name: 'Klaverjassen',
  contractWords: { take: 'spelen' },
  flags: {
    taker: { help: 'wie nam (troef koos); zijn ploeg zijn de nemers', word: 'de nemer' },
    points: { help: 'de kaartpunten van de nemers, 0..162 met de laatste slag', word: 'de kaartpunten' },
    'defender-points': {
      help: 'de kaartpunten van de verdedigers in plaats van --points (bewaard als 162 min die punten)',
      word: 'de kaartpunten van de verdedigers',
    },
    roem: {
      help: 'de roem zoals geschreven, voor de ploeg van de genoemde speler: --roem Ann=20,Bert=50',
      word: 'de roem',
    },
    pit: { help: 'takers (nemers, pit) of defenders (verdedigers, tegenpit) haalden alle 8 slagen', word: 'de pit' },
    mars: { help: 'een andere naam voor --pit', word: 'de pit' },
    verzaakt: { help: 'die speler verzaakte; de andere ploeg krijgt 162 + 100', word: 'de verzaking' },
  },
  flow: {
    cardPointsOf: (teamOf) => `Kaartpunten van ${teamOf}, laatste slag inbegrepen? (0..162)`,
    countedPointsAnd: 'geteld: punten (en roem)',
    dealByWho: (dealer, example) => `Spel van ${dealer}: wie maakte troef? (of het hele spel: ${example})`,
    natBesidePoints: (points, nat, asNat, asPoints) =>
      `${points} kaartpunten en ${nat} samen: hou er één, "${asNat}" (nat, wat er ook geteld werd) of ` +
      `"${asPoints}" (de telling beslist: gehaald of nat).`,
    howDidThe: 'Hoe eindigde het spel?',
    pitTookAll: (teamOf) => `pit: ${teamOf} haalden alle 8 slagen`,
    play: (teamOf) => `${teamOf} spelen`,
    roemOfType: (seated) => `Roem van ${seated}? (typ het getal)`,
    noRoem: (seated, n, values) => `Roem van ${seated}: geen enkele kaartcombinatie geeft ${n}; ${values}.`,
    tegenpitTheDefenders: 'tegenpit: de tegenpartij haalde alle 8 slagen',
    verzaaktSomebodyRevoked: 'verzaakt: iemand verzaakte',
    whoRevoked: 'Wie verzaakte?',
  },
  sheet: {
    played: 'speelde',
    made: 'gehaald',
    nat: 'nat',
    pit: 'pit',
    tegenpit: 'tegenpit',
    roem: 'roem',
    revoked: 'verzaakte',
  },
  dealWord: 'spel',
  dealWords: 'spellen',
  game: {
    summary: 'Twee paren: de spelers halen meer dan de helft, roem meegeteld, of gaan nat.',
    amsterdamRulesThe:
      'Amsterdams (basis van de wedstrijdreglementen): geen plicht om je maat in te troeven, niet ' +
      'ondertroeven tenzij het moet; vier boeren 200',
    klaverjassen: 'Klaverjassen',
    rotterdamRulesWhen:
      'Rotterdams: wie niet kan bekennen moet troeven, ook over de slag van je maat, desnoods ondertroeven; ' +
      'vier boeren 100',
  },
  referee: {
    andAnOpponent: (none, winning, top, codes) =>
      `${none.nl} en een tegenstander heeft de slag (${winning}), dus moet je ` +
      `${top ? 'overtroeven' : 'troeven'}: ${codes}`,
    andAnOpponent2: (none, above, codes) =>
      `${none.nl} en een tegenstander heeft de slag met${above}, waar je niet over kunt: met undertrump=must ` +
      `speel je een lagere troef (${codes})`,
    andInRotterdams: (none, partnerWinning, codes) =>
      `${none.nl}, en in het Rotterdams moet je dan troeven` +
      `${partnerWinning ? ', ook als je maat de slag heeft' : ''}: ` +
      `${codes}`,
    aRunOf: 'vierkaart',
    aRunOf2: 'driekaart',
    cardsJQ: '32 kaarten, 7 8 9 10 B V H A in elke kleur',
    fourJacks: 'vier boeren',
    fourOfA: 'vier gelijke kaarten',
    inAmsterdamsYou: (above, higherCount, codes) =>
      `in het Amsterdams mag je${above} niet ondertroeven zolang je een andere kaart hebt` +
      `${higherCount > 0 ? ` (je kunt erover met ${codes})` : ''}`,
    klaverjassenHasNo:
      'Klaverjassen heeft geen biedingen om te rangschikken: een speler zegt "ik speel <kleur>" of "ik pas", en ' +
      'wie eerst speelt, speelt. Vraag naar een slag of een kaart: tafel judge play klaverjassen ...',
    klaverjasTrumpOrder: 'troefvolgorde in Klaverjassen B 9 A 10 H V 8 7',
    noRoemIn: (ranks) => `Geen roem in deze slag: met low-four=0 tellen vier ${ranks} niet`,
    lowFour: { '7': 'zevens', '8': 'achten', '9': 'negens' },
    noRoemIn2: 'Geen roem in deze slag',
    roemSoFar: (roem, list) =>
      roem === 0
        ? 'Nog geen roem in deze slag: roem telt pas als de slag vol is'
        : `Roem tot nu toe ${roem}: ${list}; die telt voor wie de volle slag wint`,
    otherSuitsA: 'bijkleuren A 10 H V B 9 8 7',
    roemForThe: (roem, list) => `Roem ${roem} voor wie de slag wint: ${list}`,
    and: ' en ',
    stukTrumpKing: 'stuk (troefheer en -vrouw)',
    trumpWasLed: (above, partner, codes) =>
      `er werd troef gevraagd: je moet${above} overtroeven als je kunt${partner ? ', ook over je maat' : ''}, en dat ` +
      `kan met ${codes}`,
    youHaveNo: (suit) => `je hebt geen ${suit.nl}`,
    youMustOvertrump: (above, codes) => `je moet${above} overtroeven als je kunt, en dat kan met ${codes}`,
  },
  rules: {
    aDeal: 'een Klaverjas-spel',
    noWords: 'Klaverjassen noteert wie troef maakte, de kaartpunten en de roem',
    teams: 'koppels',
    andWithLow: (cap) => `, en met low-four=0 kunnen er hoogstens ${cap} 100 bevatten`,
    aPitMeans: (defenders, given, pit) =>
      `Een pit betekent dat de spelers alle slagen haalden, dus ${defenders ? 'heeft de tegenpartij 0' : 'alle 162'} ` +
      `kaartpunten, niet ${given}: geef ${defenders ? '--defender-points 0' : '--points 162'} (of laat het weg) of ` +
      `laat ${pit} weg.`,
    aTegenpitMeans: (defenders, given, pit) =>
      'Een tegenpit betekent dat de tegenpartij alle slagen haalde, dus ' +
      `${defenders ? 'heeft ze alle 162' : 'hebben de spelers 0'} kaartpunten, niet ${given}: geef ` +
      `${defenders ? '--defender-points 162' : '--points 0'} (of laat het weg) of laat ${pit} weg.`,
    aTrickHolds:
      'een slag telt 20 (driekaart of stuk), 40, 50 (vierkaart), 70, 100 (vier gelijke) of 200 (vier boeren)',
    doesNotGo: (extra) =>
      `${extra} past niet bij --verzaakt: een verzaakt spel telt alleen de straf (de andere partij 162 + ` +
      `100). Laat ${extra} weg.`,
    isImpossibleA: (flag, text) =>
      `${flag} ${text} kan niet: een spel telt 162 kaartpunten (laatste slag inbegrepen), geef dus 0 tot 162.`,
    isImpossibleV: (flag, n, why) => `${flag} ${n} kan niet: ${why}. Tel de slagen opnieuw.`,
    noCardsWorthOne: 'geen enkele kaartcombinatie is precies 1 punt waard',
    leavesOtherTeamOne: 'dan heeft de andere partij precies 1 punt, en geen enkele kaartcombinatie is dat waard',
    aPit: 'een pit',
    aTegenpit: 'een tegenpit',
    klaverjassenHasNo: (a) =>
      'Klaverjassen kent geen vervallen spel: er wordt altijd gespeeld (als iedereen past, moet de gever of de ' +
      `speler na hem). Noteer wie troef maakte: tafel record --taker ${a} --points 92.`,
    marsIsAnother: '--mars is een andere naam voor --pit: geef er één.',
    moreThan: 'meer dan 8',
    mustBeA: (flag, text) => `${flag} moet een geheel aantal kaartpunten van 0 tot 162 zijn, niet "${text}".`,
    mustBeTakers: (flag, text) =>
      `${flag} moet takers of nemers zijn (pit), of defenders of verdedigers (tegenpit): wie alle 8 slagen haalde, ` +
      `niet "${text}".`,
    needsAValue: (flag, example) => `${flag} vraagt een waarde, bv. ${example}.`,
    pitNoneWithout: (pit) =>
      pit === 'none' ? 'zonder pit haalt een koppel hoogstens 7 slagen' : 'een spel heeft 8 slagen',
    pointsAndDefender: '--points en --defender-points zeggen hetzelfde (samen 162): geef er één.',
    pointsIsMissing: (EXAMPLE) =>
      `--points ontbreekt: de kaartpunten van de spelers, laatste slag inbegrepen (0..162), bv. ${EXAMPLE}.`,
    roemListsRoem: (part, a, b) =>
      `--roem geeft roem per speler als naam=punten, bv. --roem ${a}=20,${b}=50; "${part}" is dat niet.`,
    roemEmpty: (text, a, b) =>
      `--roem ${text} heeft niets tussen twee komma's: geef de roem per speler als naam=punten, bv. ` +
      `--roem ${a}=20,${b}=50.`,
    roemNoCombination: (part, n, VALUES) =>
      `--roem ${part}: geen enkele kaartcombinatie geeft ${n} roem: ${VALUES.nl}.`,
    roemRoemIs: (part, who) => `--roem ${part}: roem schrijf je in cijfers, bv. ${who}=20.`,
    roemRoemIs2: (part) => `--roem ${part}: roem is een geheel getal, 0 of meer.`,
    roemNeeds: (names, both, n, valuesText, why) =>
      `De roem van ${names}, ${both}, vraagt ${n === Infinity ? 'meer dan 8' : `minstens ${n}`} slagen, maar ` +
      `${why.nl}. Kijk de roem na: ${valuesText.nl}.`,
    takerIsMissing: (EXAMPLE) => `--taker ontbreekt: bv. ${EXAMPLE}.`,
    text: '',
    togetherTheRoem: (rt, rd, more, low) =>
      `Samen vraagt de roem (${rt} en ${rd}) ${more.nl} slagen, en een spel heeft er 8 (maar één slag kan het ` +
      `stuk bevatten, 40 of 70, en maar één de vier boeren${low.nl}). Kijk de roem na.`,
    withBiddingVerplicht: (dealer, after, taker) =>
      `${mustPlay(dealer, after, taker)}. Geef --taker ${after} of laat --taker weg.`,
    mustPlay,
    withLowFour: (VALUES, cap) =>
      `${VALUES.nl}; met low-four=0 geven alleen vier azen, heren, vrouwen, tienen${cap === 5 ? ' of boeren' : ''} ` +
      `100, dus hoogstens ${cap} slagen`,
    wonNoTrick: (names, v, both) =>
      `${names} haalden geen slag (${v}), dus kunnen ze geen roem hebben (${both}): roem gaat naar ` +
      `wie de slag wint.`,
  },
  set: {
    deals:
      'spellen in een partij (een boom is 16: iedereen geeft vier keer); none = geen grens. Wie alleen een doel ' +
      'zet, krijgt hier none',
    target:
      'punten die de partij beëindigen (bv. 1500): dan wint het hoogste totaal; bij gelijke stand volgt nog een spel',
    tie: 'spelers met precies de helft van de punten (roem inbegrepen): nat of gehaald',
    pit: 'bonus voor de spelers als ze alle 8 slagen halen (pit, mars)',
    tegenpit: 'bonus voor de tegenpartij als die alle 8 slagen haalt (tegenpit)',
    fourJacks: 'roem voor vier boeren in één slag',
    lowFour: 'roem voor vier zevens, achten of negens in één slag (0: vier gelijke tellen alleen bij A H V 10 B)',
    verzaken: 'verzaken geeft de andere partij 162 + 100 of alleen 162; alle roem vervalt',
    bidding: 'vrij: elke speler mag troef maken; verplicht: de speler na de gever moet',
    undertrump:
      'een tegenstander ligt met een troef die je niet kunt overtroeven: undertrump=avoid speelt een ' +
      'andere kleur als je kunt; undertrump=must ondertroeft als je troef hebt',
  },
  settings: {
    mustBeA: (key, v) => `${key} moet een positief geheel getal of none zijn, niet "${v}"`,
    rotterdamsUndertrump:
      'Rotterdams heeft geen instelling undertrump: wie niet kan bekennen, moet altijd troeven, ook over zijn maat ' +
      'heen, en ondertroeven als hij niet hoger kan. Laat undertrump weg, of speel met --rules amsterdams om ' +
      'undertrump=avoid of undertrump=must te kiezen.',
  },
};
