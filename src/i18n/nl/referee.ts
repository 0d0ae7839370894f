import type { referee as en } from '../en/referee.js';

/** De berichten van src/referee/ in het Nederlands: dezelfde sleutels als en/referee.ts. */
export const referee: typeof en = {
  noTrump: (game) => `${game} heeft geen troef: laat --trump weg.`,
  noRanking: (game) => `${game} kent geen rangorde van biedingen.`,
  isAlwaysPlayedWith: (game) =>
    `${game} speel je altijd met een troefkleur: --trump none past niet; noem de kleur, bv. --trump H.`,
  isNotInThe: (v, game, d) => `${v} zit niet in het spel van ${game}: ${d.nl}.`,
  cardTwice: (c, a, b) =>
    `${c} staat ${a === b ? `twee keer in de ${a === 'hand' ? 'hand' : 'slag'}` : 'in de hand en in de slag'}, ` +
    `maar elke kaart bestaat maar één keer: kijk de kaarten na.`,
  optionNotJudged: (key, game, keys, question) =>
    `--set ${key} verandert niets aan het antwoord van judge ${question} bij ${game}; de opties die het leest zijn ` +
    `${keys.join(', ')}.`,
  setDoesNotApply: (game, question) =>
    `--set doet niets bij judge ${question} in ${game}: geen huisregel van deze regels verandert ` +
    `${{ rank: 'welk bod hoger is', trick: 'wie een slag wint', play: 'wat je mag spelen' }[question]}.`,
  whichCardsListThe: 'Welke kaarten? Geef de slag in speelvolgorde, de uitgekomen kaart eerst: bv. 10H JH AH 9S.',
  potHolderIsFor: (game) => `--pot-holder is enkel voor Solokaarten; ${game} heeft geen pothouder.`,
  calledOnly: (game) => `--called en --troela-lead zijn enkel voor Rikken; ${game} kent geen gevraagde aas.`,
  handIsMissingList: '--hand ontbreekt: geef de kaarten in je hand, bv. --hand "7H,KS,AD".',
  handNoCards: (typed) => `--hand "${typed}" noemt geen kaart: geef de kaarten in je hand, bv. --hand "7H,KS,AD".`,
  calledOneCard: (typed) =>
    `--called neemt één kaart, de gevraagde aas (of een heer), niet "${typed}": bv. --called AD.`,
  theTrickAlreadyHolds: (players) =>
    `De slag heeft al ${players} kaarten, één voor elke speler: hij is af, en niemand speelt er nog bij.`,
  trumpMissing: (optional) =>
    `--trump ontbreekt: noem de troefkleur, bv. --trump H` +
    `${optional ? ' (of --trump none als er zonder troef gespeeld wordt)' : ''}.`,
  trickTooLong: (players, cards, seats) =>
    `Een slag heeft één kaart per speler, hier dus hoogstens ${players}, niet ${cards}` +
    (seats === true
      ? ' (--player-count, of de namen van --players, geeft het aantal spelers).'
      : seats
        ? ` (blad ${seats} telt ${players} spelers).`
        : '.'),
  countNotWhole: (min, max, value) =>
    `--player-count moet ${min === max ? min : `een geheel getal van ${min} tot ${max}`} zijn, niet "${value}".`,
  tableOf: (game, n, min, max, few) =>
    `De scheidsrechter beoordeelt ${game} aan een tafel van ${min === max ? min : `${min} tot ${max}`} spelers, ` +
    `niet ${n}: geef ${few ? 'alle' : 'enkel de'} spelers die in deze gift kaarten hebben.`,
  handTooBig: (game, max, players, cards, sizes) =>
    `Een hand in ${game} heeft hoogstens ${max} kaarten${sizes ? ` met ${players} spelers` : ''}, niet ${cards}.`,
  handTooBigAt: (trickNo, game, left, cards) =>
    `Bij slag ${trickNo} heeft een hand in ${game} hoogstens ${left} kaart${left === 1 ? '' : 'en'}, niet ` +
    `${cards}: kijk --hand of --trick-no na.`,
};
