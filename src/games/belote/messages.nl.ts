import type { en } from './messages.en.js';

/** De eigen teksten van Belote (Nederlands); dezelfde sleutels als messages.en.ts. */
export const nl: typeof en = {
  tables: {
    card: 'kaart',
    trump: 'in troef',
    other: 'andere kleuren',
    names: ['boer', '9', 'aas', '10', 'heer', 'vrouw', '8', '7'],
    valuesCaption: 'Kaartpunten: 152 in de kaarten, plus 10 voor de laatste slag = 162; capot 252.',
    outcome: 'uitkomst',
    takers: 'nemers krijgen',
    defenders: 'verdedigers krijgen',
    made: (strict: boolean) => (strict ? 'gemaakt: meer dan de verdedigers' : 'gemaakt: minstens de verdedigers'),
    own: 'hun eigen totaal',
    litige: 'litige: gelijke totalen',
    held: 'vastgehouden voor de volgende gift',
    failed: 'nat',
    zero: '0',
    ownBelote: 'alleen hun eigen belote',
    all: (ffb: boolean) => (ffb ? '162 (252 capot) + eigen belote' : '162 (252 capot) + elke belote'),
    target: (t: string) =>
      t === 'none' ? 'geen doel: de giften tellen gewoon op' : `het spel eindigt als een ploeg ${t} haalt`,
    rounding: (r: string) => (r === 'nearest10' ? 'giftscores afgerond op tientallen' : 'giftscores zoals geteld'),
    litigeBelote: (v: string) =>
      v === 'kept'
        ? 'bij litige krijgen de nemers hun belote meteen'
        : 'bij litige wacht de belote van de nemers met hun kaartpunten',
    litigeRounding: (v: string) =>
      v === 'sum'
        ? 'vastgehouden punten afgerond met de giftscore die ze wint'
        : 'vastgehouden punten afgerond bij het vasthouden',
    caption: (parts: string[]) =>
      `Het totaal van een ploeg = haar kaartpunten + 20 voor belote. Geldt: ${parts.join('; ')}.`,
  },
  name: 'Belote',
  contractWords: { take: 'nemen' },
  flags: {
    taker: { help: 'wie nam (troef koos); zijn ploeg zijn de nemers', word: 'de nemer' },
    points: { help: 'de kaartpunten van de nemers, 0..162 met de laatste slag', word: 'de kaartpunten' },
    belote: { help: 'wie belote/rebelote meldde (troefheer en -vrouw)', word: 'de belote' },
    capot: { help: 'takers (nemers) of defenders (verdedigers) haalden alle 8 slagen', word: 'de capot' },
  },
  flow: {
    points: (team) => `Kaartpunten van ${team}, laatste slag inbegrepen? (0..162)`,
    take: (player, partner) => `${player} + ${partner} nemen`,
    pas: 'iedereen paste twee keer: de gift vervalt',
    against: 'tegen',
    contract: (dealer, teams) => `Gift van ${dealer} (${teams}): wie nam?`,
    defenders: 'de verdedigers',
    capot: (team) => `Haalden ${team} alle 8 slagen (capot)?`,
    belote: 'Wie meldde belote (troefheer en -vrouw)?',
    nobody: 'niemand',
    twoCounts: (a, b, withA, withB) =>
      `Twee getallen voor de kaartpunten, ${a} en ${b}: typ de telling van de nemers één keer, "${withA}" of ` +
      `"${withB}".`,
  },
  sheet: {
    took: 'nam',
    capotT: 'capot',
    capotD: 'capot door de verdedigers',
    made: 'gemaakt',
    failed: 'nat',
    litige: 'litige',
    held: 'hangend',
    pas: 'pas: gift vervalt, de volgende speler geeft',
  },
  game: {
    summary: 'Twee ploegen van twee: de nemers halen minstens evenveel als de verdedigers (ffb: meer).',
    belote: 'Belote',
    frenchFederationRules:
      'Franse federatieregels: gemaakt enkel met meer punten; gelijk is litige (het totaal van de nemers ' +
      'wacht op de volgende gift); spel tot 1000',
    held: 'hangend',
    singleDealRules: 'regels per gift (cardavia): gelijk is gemaakt; nat geeft de verdedigers alles',
  },
  referee: {
    aboveSinceYou: (why, code, codes) => `${why.nl}, boven ${code} omdat je kunt: ${codes}`,
    beloteHasNo:
      'Belote kent geen rangorde van biedingen: in de eerste ronde neemt een speler de kleur van de opengedraaide ' +
      'kaart of past hij, in de tweede ronde mag hij een andere kleur noemen, en wie eerst neemt, speelt.',
    beloteTrumpOrder: 'troefvolgorde in Belote B 9 A 10 H V 8 7',
    cardsJQ: '32 kaarten, 7 8 9 10 B V H A in elke kleur',
    onATrump: (code, codes) =>
      `op een troefuitkomst moet je de hoogste troef in de slag, ${code}, overtroeven als je kunt, en ` +
      `dat kan met ${codes}`,
    otherSuitsA: 'bijkleuren A 10 H V B 9 8 7',
    text: (why, codes) => `${why.nl}: ${codes}`,
    youCannotBeat: (why, code, codes) =>
      `${why.nl}; boven ${code} kun je niet, dus moet je toch een lagere troef spelen: ${codes}`,
    youHaveNo: (suit, winning) =>
      `je hebt geen ${suit.nl} en een tegenstander wint de slag (${winning}), dus moet je troeven`,
    youMustOvertrump: (code, codes) => `je moet ${code} overtroeven als je kunt, en dat kan met ${codes}`,
    yourPartnerIs: (code, codes) =>
      `je partner wint de slag, dus je mag bijleggen, maar als je troeft moet je ${code} ` +
      `overtroeven als je kunt, en dat kan met ${codes}`,
  },
  rules: {
    pasDeal: 'pas (iedereen paste twee keer: de gift vervalt)',
    aDeal: 'een Belote-gift',
    noWords: 'Belote noteert wie nam, de kaartpunten van de nemers en de belote',
    wordIsFlag: (w, flag) => `"${w}" geef je met zijn vlag: ${flag}.`,
    storedContract: (w, example) =>
      `Een Belote-gift heeft geen contractwoord ("${w}"): geef wie nam en de kaartpunten van de nemers met vlaggen, ` +
      `bv. tafel record ${example}, of pas.`,
    teams: 'ploegen',
    aCapotBy: (CARD_POINTS, points) =>
      `Capot door de nemers betekent dat ze alle ${CARD_POINTS} punten hebben, niet ${points}: geef --points ` +
      `${CARD_POINTS} of laat --capot weg.`,
    aCapotBy2: (points) =>
      `Capot door de verdedigers laat de nemers 0 punten, niet ${points}: geef --points 0 of laat --capot weg.`,
    capotMustBe: (capotWord) =>
      `--capot moet takers of nemers zijn, of defenders of verdedigers: de ploeg die alle 8 slagen haalde, niet ` +
      `"${capotWord}".`,
    needsAValue: (name, example) => `--${name} vraagt een waarde, bv. ${example}.`,
    pointsIsImpossible: (points, why) => `--points ${points} kan niet: ${why}. Tel de slagen opnieuw.`,
    noCardsWorthOne: 'geen enkele kaartcombinatie is precies 1 punt waard',
    leavesOne: 'dan hebben de verdedigers precies 1 punt, en geen enkele kaartcombinatie is dat waard',
  },
  set: {
    rounding: 'de score van elke ploeg per gift: zoals geteld, of afgerond op tientallen (5 naar boven)',
    target: 'punten die het spel beëindigen: dan wint het hoogste totaal; bij gelijke stand speel je verder',
    litigeBelote:
      'bij litige wacht de belote van de nemers met hun kaartpunten op de winnaar van de volgende gift (held, ' +
      'FFB 2016), of krijgen ze die meteen (kept)',
    litigeRounding:
      'met rounding=nearest10: de punten van een litige worden afgerond bij het vasthouden (held: 81 -> 80, ' +
      'en een volgende gift van 104 geeft 100 + 80 = 180) of onafgerond opgeteld bij de giftscore die ze wint ' +
      'en samen afgerond (sum: 104 + 81 = 185 -> 190)',
    deals: (ffb) =>
      'giften in een spel, pas telt niet mee (een partij op een concours is 12); none = geen grens. Met een ' +
      'doel beëindigt wat eerst komt het spel; gelijke totalen na de laatste gift zijn gelijkspel' +
      (ffb ? '; punten van een litige die na de laatste gift nog hangen, vervallen' : ''),
  },
};
