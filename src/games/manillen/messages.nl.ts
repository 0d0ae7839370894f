import type { Lang } from '../../i18n/lang.js';
import type { en } from './messages.en.js';

/** De eigen teksten van Manillen (Nederlands, met de Vlaamse woorden van het spel); dezelfde sleutels als en. */
const KLEUR: Record<string, string> = { S: 'schoppen', H: 'harten', D: 'ruiten', C: 'klaveren' };

export const nl: typeof en = {
  tables: {
    card: 'kaart',
    points: 'kaartpunten',
    names: ['10 (manille)', 'aas', 'heer', 'vrouw', 'boer', '9, 8, 7'],
    valuesCaption: 'In elke kleur hetzelfde, troef inbegrepen: 15 per kleur, 60 per gift; de laatste slag telt niet.',
    side: 'kaartpunten van de ploeg die scoort',
    suit: 'een kleur',
    zonder: 'zonder, of mee',
    four: 'mee + tegen, of zonder + mee',
    eight: 'zonder + mee + tegen',
    blindFour: 'zonder blind',
    blindMore: (m: number) => (m === 8 ? 'zonder blind + mee' : 'zonder blind + mee + tegen'),
    caption: (cap: string, sweep: string) =>
      [
        'De ploeg met meer dan 30 van de 60 kaartpunten krijgt haar punten boven 30, maal de vermenigvuldiging; de ' +
          'andere ploeg krijgt 0, en bij 30 - 30 scoort niemand.',
        cap === 'none' ? 'Het kloppen stapelt.' : `Geen gift telt meer dan ×${cap} (max-multiplier=${cap}).`,
        sweep === '60' ? 'Alle 60 punten tellen 60 vóór de vermenigvuldiging (sweep=60).' : '',
      ]
        .filter((x) => x !== '')
        .join(' '),
  },
  name: 'Manillen',
  flags: {
    trump: { help: 'de troef die de gever koos, S H D C of none (zonder, dat dubbel telt)', word: 'de troef' },
    points: {
      help: 'de kaartpunten van de ploeg van de gever, 0..60, of van de ploeg van een speler: --points Bert=22',
      word: 'de kaartpunten',
    },
    mee: { help: 'de tegenspelers gingen mee (kloppen): de punten tellen dubbel', word: 'mee' },
    along: { help: 'een andere naam voor --mee', word: 'mee' },
    klop: { help: 'een andere naam voor --mee', word: 'mee' },
    tegen: { help: 'de ploeg van de gever klopte tegen na een mee: nog eens dubbel', word: 'tegen' },
    against: { help: 'een andere naam voor --tegen', word: 'tegen' },
    tegenklop: { help: 'een andere naam voor --tegen', word: 'tegen' },
    blind: { help: 'met --set blind=on: zonder gemaakt voor de gever zijn kaarten bekeek (×4)', word: 'blind' },
  },
  lang: 'nl' as Lang,
  game: {
    name: 'Manillen',
    standaard:
      'het West-Vlaamse clubspel: twee ploegen, de kaartpunten boven 30 tellen, zonder troef en het kloppen (mee, ' +
      'tegen) vermenigvuldigen, de eerste ploeg aan 101 wint de boom',
    summary: 'Twee ploegen: punten boven 30 tellen, dubbel bij zonder en kloppen; 101 wint.',
  },
  set: {
    target:
      'punten die het spel beëindigen, een boom: 101, een halve boom 61, of 121, 151; elk geheel getal 1..1000, ' +
      'of none',
    badTarget: (key, v) => `${key} moet een geheel getal van 1 tot 1000 of none zijn, niet "${v}"`,
    maxMultiplier:
      'de hoogste vermenigvuldiging die een gift telt: none (zonder, mee en tegen stapelen tot ×8, blind tot ×16), ' +
      '8, 4 of 2',
    sweep: 'wat een ploeg met alle 60 kaartpunten krijgt vóór de vermenigvuldiging: 30 (haar punten boven 30) of 60',
    blind: 'zonder troef gemaakt voor de gever zijn kaarten bekeek (record --blind) telt ×4 in plaats van ×2',
    trumpDuty: 'judge play: wie geen kleur kan bekennen, moet kopen (on) of mag eender welke kaart spelen (off)',
    deals:
      'giften in een spel, 1..100, of none: enkel de boom beëindigt het. Met een doel beëindigt wat eerst komt ' +
      'het spel; bij gelijke totalen na de laatste gift is het gelijkspel',
  },
  rec: {
    teams: 'ploegen',
    what: 'een Manillen-gift',
    example: 'tafel record --trump H --points 38',
    noWords: 'Manillen noteert troef en kaartpunten',
    nameTrump: 'Noem de troef (S H D C of zonder): tafel record --trump H --points 38.',
    notTrump: (v) =>
      `"${v}" is geen troef: geef S, H, D of C (of schoppen, harten, ruiten, klaveren), of zonder: ` +
      'tafel record --trump H --points 38.',
    pointsOnce: (v, b) =>
      `--points geeft de kaartpunten van één ploeg, niet "${v}": --points 38 (de ploeg van de gever) of ` +
      `--points ${b}=22 (de ploeg van ${b}); de andere ploeg heeft de rest van de 60.`,
    pointsImpossible: (v) => `Een gift heeft 60 kaartpunten: ${v} kan niet.`,
    pointsNotNumber: (v, b) =>
      `--points moet een geheel aantal kaartpunten van 0 tot 60 zijn, niet "${v}": bv. --points 38 of ` +
      `--points ${b}=22.`,
    tegenWithoutMee:
      '--tegen kan alleen na --mee: de ploeg van de gever klopt pas tegen als de tegenspelers meegingen; geef ook ' +
      '--mee als ze dat deden, of laat --tegen weg.',
    blindOnly: 'Blind is enkel voor zonder troef (en optie blind=on).',
    blindOff: (judged) =>
      judged
        ? 'Blind wordt bij deze regels niet gespeeld (optie blind=off): --set blind=on laat het toe.'
        : "Blind wordt op dit blad niet gespeeld (optie blind=off): 'tafel set blind=on' laat het toe.",
    aSwitch: (flags, v) =>
      flags.length === 1
        ? `--${flags[0]} is een schakelaar en krijgt geen waarde: laat "${v}" weg`
        : `${flags.map((f) => `--${f}`).join(' en ')} zijn schakelaars en krijgen geen waarde: laat "${v}" weg`,
    boomOver: (team, target) => `${team} haalden ${target}; de boom is uit`,
  },
  sheet: {
    pair: (a, b) => `${a} en ${b}`,
    suit: (s) => KLEUR[s] ?? s,
    noTrump: 'zonder',
    blind: 'blind',
    nobody: 'niemand scoort',
  },
  flow: {
    trump: (dealer, teams, example) => `Gift van ${dealer} (${teams}): welke troef? (of de hele gift: ${example})`,
    against: 'tegen',
    zonder: 'zonder: geen troef, de punten tellen dubbel',
    blind: (dealer) => `Werd zonder blind gemaakt, voor ${dealer} zijn kaarten bekeek (×4)?`,
    mee: (team) => `Gingen ${team} mee (kloppen: de punten tellen dubbel)?`,
    tegen: (team) => `Klopten ${team} tegen (nog eens dubbel)?`,
    points: (team) => `Kaartpunten van ${team}, de ploeg van de gever? (0..60; de andere ploeg heeft de rest)`,
    scores: (team, over, m, total) => `${team} krijgen ${over}${m > 1 ? ` × ${m} = ${total}` : ''}. Bewaren?`,
    nobody: (m) => `30 - 30: niemand scoort${m > 1 ? ` (×${m})` : ''}. Bewaren?`,
    lineScores: (deal, team, score) => `${deal}: ${team === undefined ? 'niemand scoort' : `${team} krijgen ${score}`}`,
  },
  referee: {
    cards: '32 kaarten, 10 A H V B 9 8 7 in elke kleur',
    order: 'Manillen-volgorde 10 A H V B 9 8 7',
    noRanking: 'Manillen kent geen biedingen om te rangschikken: de gever kiest troef of zonder, niemand biedt tegen.',
    mustTrump: (suit, codes) => `je hebt geen ${suit}: kopen (troeven, met ${codes})`,
    overtrump: (suit, top, codes) => `je hebt geen ${suit} en ${top} troeft de slag: koop erover (met ${codes})`,
    undertrump: (codes) => `je mag niet ondertroeven zolang je een hogere troef hebt: ${codes}`,
    noUndertrump: (top) =>
      `je kunt ${top} niet overtroeven, en je mag niet ondertroeven zolang je een andere kaart hebt`,
    suitName: (s) => KLEUR[s] ?? s,
  },
  chips: {
    hearts: 'harten',
    diamonds: 'ruiten',
    clubs: 'klaveren',
    spades: 'schoppen',
    none: 'zonder',
    mee: 'mee',
    tegen: 'tegen',
    blind: 'blind',
  },
};
