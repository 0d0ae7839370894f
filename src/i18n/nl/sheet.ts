import type { sheet as en } from '../en/sheet.js';
import { capital, either, ended } from '../lang.js';

/** De berichten van src/sheet/ in het Nederlands: dezelfde sleutels als en/sheet.ts. */
export const sheet: typeof en = {
  mustMapDealNumbers: 'moet giftnummers van het blad op teksten afbeelden',
  mustMapDealNumbers2: 'moet giftnummers van het blad op plaatsen afbeelden',
  mustBeAList: 'moet een lijst van {after, scores per speler, reason} zijn, in bladvolgorde',
  mustBeAList2: 'moet een lijst van giften of correcties zijn',
  originsShape: 'moet giftnummers van het blad afbeelden op waar elke gift vandaan kwam ({"via": "phone", "at", "id"})',
  recentIdsShape: (n) => `moet een lijst van hoogstens ${n} inzendings-id's zijn`,
  reasonIsMissingSay: (example) => `--reason ontbreekt: zeg waarom, bv. ${example}.`,
  reasonMustBeOne: '--reason moet één regel van hoogstens 80 tekens zijn, zonder stuur-, bidi- of nulbreedtetekens.',
  whichPlayersEG: (example) => `Welke spelers? bv. ${example}.`,
  pointsAreWholeNumbers: (pair) => `${pair}: punten zijn gehele getallen.`,
  amountsAreWholeCents: (pair) => `${pair}: bedragen zijn hele centen (hoogstens twee decimalen).`,
  atMostEitherWay: (pair, MAX) => `${pair}: hoogstens ${MAX} in beide richtingen.`,
  hasNoTeamsName: (v, id, example) =>
    `${v}: ${id} heeft geen ploegen; noem elke speler met zijn eigen bedrag, bv. ${example}.`,
  aCorrectionOfZero: 'Een correctie van nul verandert niets.',
  correctionSum: (sign, off, money, game, rules) =>
    `De correctie telt op tot ${sign}${off}, niet 0: ` +
    `${money ? 'geld gaat alleen van speler naar speler' : `${capital(game)} (${rules}) is nulsom`}. Laat ze op nul ` +
    `uitkomen${money ? '' : ', of voeg --force toe'}.`,
  notPlayerAmount: (pair, money, example) => `"${pair}" is geen speler=${money ? 'bedrag' : 'punten'}: bv. ${example}.`,
  notOneTeam: (named, teams) => `${named} zijn geen ploeg: de ploegen zijn ${teams.join(' en ')}.`,
  oneTeamTwice: (a, b, both, one) =>
    `${a} en ${b} spelen in één ploeg, die één score heeft: noem ze één keer, bv. ${both} (of gewoon ${one}).`,
  namedTwice: (p, team) => `${p} staat er twee keer: noem elke ${team ? 'ploeg' : 'speler'} één keer.`,
  noRuleSet: (game, rules, ids, tip) => `${game} heeft geen regels "${rules}": kies ${either(ids, 'nl')}.${tip.nl}`,
  noteMustBeOne: (max) =>
    `--note moet één regel van hoogstens ${max} tekens zijn, zonder stuur-, bidi- of nulbreedtetekens.`,
  playersIsMissingList: (id) =>
    `--players ontbreekt: geef de spelers in zitvolgorde, bv. tafel new ${id} --players Ann,Bert,Cis,Dirk.`,
  emptyPlayerName: (given) =>
    `--players ${given} heeft een lege naam tussen twee komma's: geef de naam van elke speler, in zitvolgorde.`,
  titleMustBeOne: '--title moet één regel van hoogstens 80 tekens zijn, zonder stuur-, bidi- of nulbreedtetekens.',
  stakeIsOnlyFor: (id) => `--stake is enkel voor geldspellen (zwikken), niet voor ${id}.`,
  nameTaken: (taken, from) => `${taken} speelt al mee op dit blad: geef ${from} een andere naam.`,
  isAlreadyCalled: (from, to) => `${from} heet al ${to}.`,
  renamingWouldBreakThe: (from, text) => `${from} hernoemen zou het blad breken: ${ended(text.nl)}`,
  seatsCanOnlyChange: (id, rows) =>
    `Plaatsen kunnen enkel wisselen vóór de eerste gift of correctie; blad ${id} heeft er ${rows}. 'tafel ` +
    `rename' hernoemt een speler.`,
  nameTwoDifferentPlayers: (pa) => `Noem twee verschillende spelers om te wisselen, niet twee keer ${pa}.`,
  whichHouseRuleE: (game) => `Welke huisregel? bv. 'tafel set samen.8=8' ('tafel games ${game}' toont ze).`,
  wouldMakeAStored: (v, text, w) =>
    `${v} zou een opgeslagen ${w} onmogelijk maken: ${ended(text.nl)} Er werd niets veranderd.`,
  wouldMakeDealt: (v, number, rule, fix, w) =>
    `${v} zou ${w} ${number} onmogelijk maken. ${ended(rule.nl)} Wijzig eerst ${w} ${number} ` +
    `('tafel edit ${number} ${fix}') en zet dan opnieuw ${v}. Er werd niets veranderd.`,
  wouldMakeAnUndone: (v, text, w) =>
    `${v} zou een teruggenomen ${w} onmogelijk maken (terug te zetten met 'tafel redo'): ${ended(text.nl)} ` +
    'Er werd niets veranderd.',
  wouldLeaveOut: (v, number, played, w) =>
    `${v} zou een opgeslagen ${w} onmogelijk maken: in ${w} ${number} werd ${played} gespeeld. ` +
    'Er werd niets veranderd.',
  withTheGameWould: (v, v2, length, w, ws) =>
    `Met ${v} zou de partij na ${w} ${v2} afgelopen zijn, maar het blad heeft ${length} ${ws}. ` +
    'Er werd niets veranderd.',
  editWouldEnd: (row, ended, length, w, ws) =>
    `Met ${row.startsWith('c') ? `correctie ${row}` : `${w} ${row}`} zo gewijzigd zou de partij na ${w} ${ended} ` +
    `afgelopen zijn, maar het blad heeft ${length} ${ws} ('tafel undo' haalt de laatste eraf). ` +
    'Er werd niets veranderd.',
  editBreaksLater: (n, later, why, w) =>
    `Met ${w} ${n} zo gewijzigd zou ${w} ${later} niet meer kloppen: ${why}. Er werd niets veranderd.`,
  outNamedDealer: (by, p, m, w, fix) => {
    const change =
      by === undefined
        ? 'Met deze correctie'
        : 'set' in by
          ? `Met ${by.set}`
          : `Met ${by.row[0] === 'c' ? 'correctie' : w} ${by.row} zo gewijzigd`;
    return (
      `${change} zou ${p} af zijn vóór ${w} ${m}, die hij als gever kreeg: wie af is, geeft niet meer. ` +
      `Er werd niets veranderd; noem eerst een andere gever: '${fix}'.`
    );
  },
  outNamedNext: (p, m, w, fix) =>
    `${p} kreeg ${w} ${m} als gever, maar is af en geeft niet meer. Er werd niets genoteerd; noem eerst een andere ` +
    `gever: '${fix}'.`,
  sheetAllows: (key, value, higher) =>
    `Het blad laat ${key}=${value}${higher === undefined ? '' : higher ? ' of hoger' : ' of lager'} toe.`,
  sheetIsNotClosed: (id) => `Blad ${id} is niet afgesloten: er valt niets te heropenen.`,
  dealWouldNotPass: (number, why, w) => `${w} ${number} zou 'tafel record' niet doorstaan: ${why.nl}`,
  noteWouldNotPass: (number, why, w) =>
    `de notitie van ${w} ${number} zou 'tafel record' niet doorstaan: ${why.nl}; maak ze in het bestand korter of ` +
    'haal ze weg',
  dealIsNotIn: (number, w) => `${w} ${number} staat niet in de vorm die tafel schrijft`,
  dealNotAsWritten: (number, field, value, w) =>
    `${w} ${number} staat niet in de vorm die tafel schrijft` +
    (field === undefined
      ? ''
      : value === undefined
        ? ` (tafel schrijft hier nooit "${field}")`
        : ` ("${field}" zou ${value} zijn)`),
  correction: (reason) => `correctie: ${reason}`,
};
