import { capital } from '../../i18n/lang.js';
import type { en } from './messages.en.js';

/** De eigen teksten van Solokaarten (Nederlands); dezelfde sleutels als messages.en.ts. */
export const nl: typeof en = {
  tables: {
    players: 'spelers',
    each: 'kaarten elk',
    dealt: 'gedeeld als',
    tricks: 'slagen',
    bid: 'bod',
    need45: 'slagen nodig\n(4-5 spelers)',
    need6: 'slagen nodig\n(6 spelers)',
    points: 'punten',
    bidsCaption: (oud: string) =>
      `Gehaald: wie de pot heeft krijgt de punten; nat: hij verliest ze; de anderen krijgen niets. Oud in de ` +
      `lamp: ${oud}. Sleutels: solo, slag, doe, oud-in-lamp.`,
    order: 'van hoog naar laag',
    card: 'kaart',
    name: 'naam',
    cards: [
      ['klaverenvrouw', 'Oud'],
      ['troef 7', 'Spits'],
      ['schoppenvrouw', 'Bats'],
      ['troefaas', ''],
      ['troefheer', ''],
      ['troefvrouw (enkel bij harten of ruiten)', ''],
      ['troefboer', ''],
      ['troef 10, 9, 8', ''],
    ],
  },
  name: 'Solokaarten',
  flags: {
    by: { help: 'wie speelde, bv. --by Ann', word: 'de speler' },
    tricks: { help: 'de slagen die de speler haalde', word: 'de slagen' },
    eerste: { help: 'het bod was "eerste"', word: 'eerste' },
    'zonder-kijk': { help: 'gespeeld zonder de open kaart (kijk)', word: 'zonder kijk' },
    'zonder-oud': { help: 'gespeeld zonder klaverenvrouw (Oud)', word: 'zonder oud' },
  },
  flow: {
    bid: (needed, hand, points) => `${needed} van ${hand} slagen, ${points} punten`,
    passed: 'iedereen paste: opnieuw delen',
    contract: (dealer) => `Gift van ${dealer}: welk bod kreeg de pot?`,
    eerste: 'eerste: als eerste geboden',
    zonderKijk: 'zonder kijk: zonder de open kaart',
    zonderOud: 'zonder oud: zonder klaverenvrouw',
    refinements: (bid) => `${bid}: verfijningen? (geen: gewoon enter)`,
    potHolder: (bid) => `Wie had de pot (${bid})?`,
    tricks: (player, bid, needed, hand) => `Slagen gehaald door ${player}? (${bid} vraagt er ${needed} van ${hand})`,
  },
  sheet: {
    pas: 'pas (opnieuw delen)',
    tricks: (n) => `${n} ${n === 1 ? 'slag' : 'slagen'}`,
  },
  game: {
    summary: 'Wie de pot heeft, speelt tegen de rest voor zijn bod; alleen hij scoort.',
    liemersRulesPannerden:
      'Liemerse regels (Pannerden): wie de pot heeft speelt tegen allen; enkel hij scoort, + of - de punten ' +
      'van zijn bod',
  },
  referee: {
    atTheSame: (hi) =>
      `op hetzelfde niveau heeft ${hi} de grotere handicap (geen < zonder kijk < zonder oud < zonder kijk + ` +
      `zonder oud)`,
    bothBidsAre: (A) => `beide biedingen zijn ${A}: wie later biedt, moet hoger bieden`,
    countsAsA: (code) => ` (${code} telt als troef)`,
    eGSlag: 'bv. "slag", "eerste doe", "doe zonder-kijk zonder-oud"',
    inIsNot: (w, text, example) =>
      `"${w}" in "${text}" hoort niet bij een bod in Solokaarten: solo, slag of doe, met eerste, ` +
      `zonder kijk, zonder oud (${example.nl}).`,
    isAHigher: (hi, lo) => `${hi} is een hoger niveau dan ${lo} (solo < slag < doe)`,
    namesNoBid: (text, example) => `"${text}" noemt geen bod: solo, slag of doe, ${example.nl}.`,
    namesTwoBids: (text, example) => `"${text}" noemt twee biedingen: geef er één, ${example.nl}.`,
    orSetOud: 'of --set oud-in-lamp=off als jullie klaverenvrouw gewoon delen',
    otherSuitsA: 'bijkleuren A H V B 10 9 8 7',
    pasIsNot: (example) => `"pas" is geen bod: vergelijk twee biedingen, ${example.nl}.`,
    qcTheOud: (fix) =>
      `VC (de Oud) zit in je hand, maar met Oud in de lamp (oud-in-lamp=on) ligt klaverenvrouw apart voor wie ` +
      `de pot heeft: voeg --pot-holder toe als jij de pot hebt, ${fix.nl}.`,
    qcTheOud2: (fix) =>
      `VC (de Oud) ligt in de slag, maar met Oud in de lamp (oud-in-lamp=on) is de Oud er alleen voor wie de pot ` +
      `heeft, en --pot-holder zegt dat jij dat bent: laat --pot-holder weg, ${fix.nl}.`,
    solokaartenTrumpsOud:
      'troeven in Solokaarten: Oud (klaverenvrouw), Spits (de troef 7), Bats (schoppenvrouw), ' +
      'dan troef A H V B 10 9 8',
    text: '',
    theBats: 'de Bats',
    theBidsAre: (hi, lo) => `de biedingen zijn verder gelijk, en eerste wint bij gelijk bod: ${hi} gaat boven ${lo}`,
    theOpeningLead: (also, codes) =>
      `bij de eerste slag mag je niet met troef uitkomen tenzij jij de pot hebt${also.nl}: kom uit met ` +
      `${codes}, of voeg --pot-holder toe als jij de pot hebt (--trick-no 2 of meer: elke uitkomst is ` +
      `vrij)`,
    theOud: 'de Oud',
    theSpits: 'de Spits',
    undertrumpingIsNot: (code, codes) =>
      `lager troeven dan ${code} (ondertroeven) mag niet zolang je iets anders kunt spelen: ${codes}`,
    withPlayersCards: (countable) =>
      'met 4 spelers 26 kaarten: het piketspel (7 tot A) zonder de 8en en zonder ruiten 9 en harten 9' +
      (countable ? ' (geef --player-count 5 of 6 voor het volle spel)' : ''),
    withPlayersThe: (players) => `met ${players} spelers de 32 piketkaarten, 7 8 9 10 B V H A in elke kleur`,
  },
  rules: {
    pasDeal: 'pas (iedereen paste, er wordt opnieuw gedeeld)',
    byIsMissing: (example) => `--by ontbreekt: wie had de pot? bv. ${example}.`,
    isPlayedAlone: (id, byCount, by, by2) =>
      `${capital(id)} speelt wie de pot heeft alleen, niet met ${byCount} spelers (${by}): noem één ` +
      `speler, bv. --by ${by2}.`,
    zonderWhat: 'Zonder wat? Schrijf zonder kijk (zonder de open kaart) of zonder oud (zonder klaverenvrouw).',
    pasHasNo: 'Pas heeft geen verfijning: iedereen paste, dus niemand bood eerste of zonder.',
    solokaartenOneAgainst: 'Solokaarten (één tegen allen, Liemers)',
    tricksIsImpossible: (v, players, max) =>
      `--tricks ${v} kan niet: met ${players} spelers heeft elke hand ${max} kaarten, dus een gift heeft ${max} ` +
      `slagen (geef 0 tot ${max}).`,
    tricksIsMissing: (by, id, needed) =>
      `--tricks ontbreekt: hoeveel slagen haalde ${by}? ${id} vraagt er ${needed}, bv. --tricks ${needed}.`,
    tricksMustBe: (max, text) =>
      `--tricks moet de slagen van wie de pot heeft zijn, één geheel getal van 0 tot ${max}, niet "${text}".`,
    twoBidsGiven: (bids) => `Twee biedingen gegeven (${bids}): noteer enkel het bod dat de pot kreeg.`,
    unexpectedABid: (w, REFINEMENT_WORDS) =>
      `Onverwacht "${w}": een bod verfijn je enkel met ${REFINEMENT_WORDS} (als woord of als vlag --eerste ` +
      `--zonder-kijk --zonder-oud).`,
    unknownBidSolokaarten: (w, tip) => `Onbekend bod "${w}". Biedingen bij Solokaarten: solo, slag, doe, pas.${tip.nl}`,
    whichBidWon: (example) => `Welk bod kreeg de pot? bv. "${example}", of "tafel record pas" als iedereen paste.`,
    zonderOudCannot: (judged) =>
      `Zonder oud kan ${judged ? 'bij deze regels niet: ze spelen' : 'op dit blad niet: het speelt'} zonder Oud in ` +
      `de lamp (oud-in-lamp=off), dus klaverenvrouw wordt gedeeld en er is geen Oud om te laten liggen.`,
  },
  set: {
    oudInLamp:
      'Oud in de lamp: klaverenvrouw ligt apart voor wie de pot heeft; off: ze wordt gedeeld, en zonder oud wordt ' +
      'geweigerd',
    bid: (bid) => `${bid}: wie de pot heeft krijgt deze punten als hij het haalt, verliest ze als hij nat is`,
    deals:
      'giften in een spel, pas (opnieuw delen) telt niet mee; none = geen grens (tafel finish sluit het blad). ' +
      'Na de laatste gift wint het hoogste totaal; wie gelijk bovenaan staat, wint samen',
    badDeals: (v) => `deals moet een geheel getal van 1 tot 100 of none zijn, niet "${v}"`,
  },
};
